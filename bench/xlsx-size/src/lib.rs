//! The wasm bytes pysem::xlsx adds to a page. The baseline links what a kind's page
//! already does with pysem (Python's json, the csv module, pandas' cell reading, float
//! repr, a HashMap, formatting); `--features xlsx` also opens a workbook, reads a sheet
//! in full mode and types it as read_excel does.
use std::collections::HashMap;

#[no_mangle]
pub extern "C" fn run(ptr: *const u8, len: usize) -> usize {
    let bytes = unsafe { core::slice::from_raw_parts(ptr, len) };
    let text = core::str::from_utf8(bytes).unwrap_or("");
    let mut n = 0usize;
    if let Ok(v) = pysem::pyjson::parse(text) {
        n += format!("{v:?}").len();
    }
    if let Ok(rows) = pysem::py_csv::read(bytes, true, false) {
        let mut seen: HashMap<String, f64> = HashMap::new();
        for k in rows.first_keys().into_iter().flatten() {
            if let pysem::pandas::number::Cell::Number(x) = pysem::pandas::number::classify(Some(k), false) {
                seen.insert(pysem::pyjson::py_float_repr(x), x);
            }
        }
        n += seen.len();
    }
    #[cfg(feature = "xlsx")]
    {
        if let Ok(wb) = pysem::xlsx::Workbook::open(bytes) {
            for name in wb.sheet_names() {
                if let Ok(f) = pysem::xlsx::frame::read_excel(&wb, pysem::xlsx::frame::SheetName::Name(&name), Some(0)) {
                    n += f.columns.iter().map(|c| c.values.iter().map(|v| v.py_str(c.dtype).len()).sum::<usize>()).sum::<usize>();
                }
                if let Ok(s) = wb.sheet(&name, pysem::xlsx::Mode::Full { data_only: true }) {
                    n += s.rows.len();
                }
            }
        } else if let Err(e) = pysem::xlsx::Workbook::open(bytes) {
            n += e.to_string().len();
        }
    }
    n
}
