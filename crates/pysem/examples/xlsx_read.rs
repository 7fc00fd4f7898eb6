//! Time pysem::xlsx on one workbook (peers/xlsx_bench.py runs it beside openpyxl and
//! pandas): `cargo run --release -p pysem --example xlsx_read -- FILE RUNS`. Prints, per
//! way of reading, the median wall time of RUNS runs in ms, as JSON.

use std::time::Instant;

use pysem::xlsx::frame::{read_excel, SheetName};
use pysem::xlsx::{Mode, Workbook};

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (path, runs) = (&args[1], args.get(2).and_then(|r| r.parse().ok()).unwrap_or(5usize));
    let bytes = std::fs::read(path).expect("read the workbook");
    let time = |f: &dyn Fn() -> usize| {
        let mut out = Vec::new();
        let mut cells = 0;
        for _ in 0..runs {
            let t = Instant::now();
            cells = f();
            out.push(t.elapsed().as_secs_f64() * 1e3);
        }
        (median(out), cells)
    };
    let full = time(&|| {
        let wb = Workbook::open(&bytes).unwrap();
        wb.sheet_names().iter().map(|n| wb.sheet(n, Mode::Full { data_only: true }).unwrap().rows.iter().map(Vec::len).sum::<usize>()).sum()
    });
    let read_only = time(&|| {
        let wb = Workbook::open(&bytes).unwrap();
        wb.sheet_names().iter().map(|n| wb.sheet(n, Mode::ReadOnly).unwrap().rows.iter().map(Vec::len).sum::<usize>()).sum()
    });
    let frames = time(&|| {
        let wb = Workbook::open(&bytes).unwrap();
        wb.sheet_names().iter().map(|n| read_excel(&wb, SheetName::Name(n), Some(0)).unwrap().rows()).sum()
    });
    println!(
        "{{\"full_ms\": {:.2}, \"full_cells\": {}, \"read_only_ms\": {:.2}, \"read_only_cells\": {}, \"read_excel_ms\": {:.2}, \"read_excel_rows\": {}}}",
        full.0, full.1, read_only.0, read_only.1, frames.0, frames.1
    );
}
