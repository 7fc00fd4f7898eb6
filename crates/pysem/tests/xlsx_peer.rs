//! pysem::xlsx against openpyxl 3.1.5 and pandas 2.3.2 (peers/xlsx_peer.py): every
//! workbook of a folder (`XLSX_BATCH`, or the committed sample) read in each mode, every
//! value and data type equal, floats by repr. A refusal (NotReproduced) is counted and
//! allowed; any other difference fails.

use std::path::{Path, PathBuf};

use pysem::xlsx::frame::{read_excel, Dtype, Name, PdValue, SheetName};
use pysem::xlsx::{Cell, DataType, Mode, Value, Workbook, XlsxError};
use serde_json::{json, Value as J};

fn tag(v: &Value) -> J {
    match v {
        Value::Empty => json!(["none"]),
        Value::Int(i) => json!(["int", i.to_string()]),
        Value::BigInt(s) => json!(["int", s]),
        Value::Float(x) => json!(["float", pysem::pyjson::py_float_repr(*x)]),
        Value::Str(s) | Value::Error(s) | Value::Formula(s) => json!(["str", s]),
        Value::Bool(b) => json!(["bool", b]),
        Value::DateTime(d) => json!(["datetime", d.to_string()]),
        Value::Date(d) => json!(["date", d.to_string()]),
        Value::Time(t) => json!(["time", t.to_string()]),
        Value::Duration(d) => json!(["td", d.micros.to_string()]),
    }
}

fn dt(d: &DataType) -> String {
    match d {
        DataType::Numeric => "n".into(),
        DataType::Str => "s".into(),
        DataType::Bool => "b".into(),
        DataType::Error => "e".into(),
        DataType::Formula => "f".into(),
        DataType::Date => "d".into(),
        DataType::Other(s) => s.clone(),
    }
}

fn cell(c: &Cell) -> J {
    json!([tag(&c.value), dt(&c.data_type)])
}

fn pd_tag(v: &PdValue) -> J {
    match v {
        PdValue::Int(i) => json!(["int", i.to_string()]),
        PdValue::UInt(i) => json!(["int", i.to_string()]),
        PdValue::BigInt(s) => json!(["int", s]),
        PdValue::Date(d) => json!(["date", d.to_string()]),
        PdValue::Duration(d) => json!(["td", d.micros.to_string()]),
        PdValue::Float(x) => json!(["float", pysem::pyjson::py_float_repr(*x)]),
        PdValue::Str(s) => json!(["str", s]),
        PdValue::Bool(b) => json!(["bool", b]),
        PdValue::DateTime(d) => json!(["datetime", d.to_string()]),
        PdValue::Time(t) => json!(["time", t.to_string()]),
        PdValue::Nan => json!(["nan"]),
    }
}

#[derive(Default, Debug)]
struct Counts {
    workbooks: usize,
    sheets_equal: usize,
    frames_equal: usize,
    errors_equal: usize,
    refused: usize,
    /// Refusals by what was refused.
    reasons: std::collections::BTreeMap<String, usize>,
    mismatches: Vec<String>,
}

fn modes() -> [(&'static str, Mode); 3] {
    [("full_data", Mode::Full { data_only: true }), ("full_formula", Mode::Full { data_only: false }), ("read_only", Mode::ReadOnly)]
}

fn check(path: &Path, c: &mut Counts) {
    let bytes = std::fs::read(path).unwrap();
    let want: J = serde_json::from_str(&std::fs::read_to_string(path.with_extension("xlsx.json")).unwrap()).unwrap();
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    c.workbooks += 1;
    let wb = Workbook::open(&bytes);
    for (key, mode) in modes() {
        let exp = &want[key];
        let got: Result<J, XlsxError> = wb.as_ref().map_err(Clone::clone).and_then(|wb| {
            let mut sheets = Vec::new();
            for info in wb.sheets().iter().filter(|s| !s.chart) {
                let s = wb.sheet(&info.name, mode)?;
                let rows: Vec<J> = s.rows.iter().map(|r| J::Array(r.iter().map(cell).collect())).collect();
                let bounds = if key == "read_only" { J::Null } else { json!([s.bounds.0, s.bounds.1, s.bounds.2, s.bounds.3]) };
                sheets.push(json!({"name": s.name, "rows": rows, "bounds": bounds}));
            }
            Ok(json!({"sheetnames": wb.sheet_names(), "sheets": sheets}))
        });
        match (exp, got) {
            (J::Array(e), Err(g)) if e[0] == "error" => {
                c.errors_equal += 1;
                *c.reasons.entry(format!("both raise: {} / {}", e[1].as_str().unwrap_or(""), kind(&g))).or_default() += 1;
            }
            (_, Err(XlsxError::NotReproduced { what, .. })) => {
                c.refused += 1;
                *c.reasons.entry(what).or_default() += 1;
            }
            (e, Ok(g)) if *e == g => c.sheets_equal += 1,
            (e, Ok(g)) => c.mismatches.push(format!("{name} {key}: {}", first_diff(e, &g, String::new()).unwrap_or_default())),
            (e, Err(g)) => c.mismatches.push(format!("{name} {key}: want {} got {g}", short(e))),
        }
    }
    let Ok(wb) = wb else { return };
    for f in want["pandas"].as_array().into_iter().flatten() {
        let sheet = f["sheet"].as_str().unwrap();
        let index = f["index"].as_u64().unwrap() as usize;
        let header = f["header"].as_u64().map(|h| h as usize);
        let sel = if index & 1 == 0 { SheetName::Name(sheet) } else { SheetName::Index(index) };
        let got = read_excel(&wb, sel, header).map(|fr| {
            let cols: Vec<J> = fr
                .columns
                .iter()
                .map(|col| {
                    let name = match &col.name {
                        Name::Str(s) => json!(["str", s]),
                        Name::Value(v) => pd_tag(v),
                        Name::Position(p) => json!(["int", p.to_string()]),
                    };
                    let _ = Dtype::Object;
                    json!({"name": name, "dtype": col.dtype.name(), "values": col.values.iter().map(pd_tag).collect::<Vec<_>>()})
                })
                .collect();
            json!({"sheet": sheet, "index": index, "header": f["header"], "columns": cols})
        });
        match (f.get("error"), got) {
            (Some(e), Err(g)) => {
                c.errors_equal += 1;
                *c.reasons.entry(format!("both raise (read_excel): {} / {}", e.as_str().unwrap_or(""), kind(&g))).or_default() += 1;
            }
            (_, Err(XlsxError::NotReproduced { what, .. })) => {
                c.refused += 1;
                *c.reasons.entry(format!("read_excel: {what}")).or_default() += 1;
            }
            (None, Ok(g)) if *f == g => c.frames_equal += 1,
            (_, Ok(g)) => c
                .mismatches
                .push(format!("{name} pandas {sheet} header={header:?}: {}", first_diff(f, &g, String::new()).unwrap_or_default())),
            (_, Err(g)) => c.mismatches.push(format!("{name} pandas {sheet} header={header:?}: want {} got {g}", short(f))),
        }
    }
}

/// The first place two readings differ, as a JSON path.
fn first_diff(a: &J, b: &J, path: String) -> Option<String> {
    match (a, b) {
        (J::Array(x), J::Array(y)) => {
            for (i, (p, q)) in x.iter().zip(y).enumerate() {
                if let Some(d) = first_diff(p, q, format!("{path}[{i}]")) {
                    return Some(d);
                }
            }
            (x.len() != y.len()).then(|| format!("{path}: {} vs {} items", x.len(), y.len()))
        }
        (J::Object(x), J::Object(y)) => {
            for (k, p) in x {
                if let Some(d) = first_diff(p, y.get(k).unwrap_or(&J::Null), format!("{path}.{k}")) {
                    return Some(d);
                }
            }
            None
        }
        _ => (a != b).then(|| format!("{path}: want {a} got {b}")),
    }
}

/// An error's variant and message without its location.
fn kind(e: &XlsxError) -> String {
    match e {
        XlsxError::Value { message, .. } => format!("Value: {}", message.split(['"', '\'']).next().unwrap_or("")),
        other => format!("{other:?}").chars().take(60).collect(),
    }
}

fn short(j: &J) -> String {
    let s = j.to_string();
    if s.len() > 1500 {
        format!("{}…", &s[..s.char_indices().nth(1500).map_or(s.len(), |(i, _)| i)])
    } else {
        s
    }
}

#[test]
fn read_as_openpyxl_and_pandas() {
    // A batch from peers/xlsx_peer.py; without one there is nothing to compare (no
    // committed sample yet: see docs/xlsx.md).
    let Ok(dir) = std::env::var("XLSX_BATCH").map(PathBuf::from) else {
        println!("xlsx peer: XLSX_BATCH not set, skipped");
        return;
    };
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|e| e == "xlsx")).collect();
    files.sort();
    assert!(!files.is_empty(), "no workbooks in {}", dir.display());
    let mut c = Counts::default();
    for f in &files {
        check(f, &mut c);
    }
    println!(
        "xlsx peer: {} workbooks; {} sheet readings and {} frames equal, {} errors on both sides, {} refused (NotReproduced), {} mismatches",
        c.workbooks,
        c.sheets_equal,
        c.frames_equal,
        c.errors_equal,
        c.refused,
        c.mismatches.len()
    );
    for (what, n) in &c.reasons {
        println!("  {n}: {what}");
    }
    for m in c.mismatches.iter().take(25) {
        println!("{m}");
    }
    assert!(c.mismatches.is_empty(), "{} mismatches", c.mismatches.len());
    // Refusals stay rare: the layer reads what the generator makes.
    assert!(c.refused * 10 <= c.sheets_equal + c.frames_equal, "{} refusals", c.refused);
}
