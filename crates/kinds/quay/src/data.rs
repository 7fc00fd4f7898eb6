//! The case's two data files read as the evaluator reads them, `tact_times.csv` then
//! `vessel_workload.csv`, each with `csv.DictReader` over `open(…,
//! encoding="utf-8-sig")`; what it would raise on them is kept (as `str(e)`), since it
//! raises before reading any submission.
//!
//! A vessel's required work is `Σ ceil(boxes / max_per_lift) × seconds_per_lift` over
//! load/unload × 20/40 ft; its window and berth are its row's.

use pysem::py_csv::DictRows;
use serde::{Deserialize, Serialize};

use crate::pyjson::{py_str_repr, Value};

use super::dt::{self, Dt};
use super::py;

pub const TACT: &str = "tact_times.csv";
pub const VESSELS: &str = "vessel_workload.csv";

/// One vessel: its berth, its window and the work it needs (seconds).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Vessel {
    pub id: String,
    pub berth: i64,
    pub start: Dt,
    pub end: Dt,
    pub required: f64,
}

/// The vessels in the order each id first appears (a later row of an id replaces its
/// values, as a dict does).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Vessels {
    pub vessels: Vec<Vessel>,
}

impl Vessels {
    pub fn position(&self, id: &str) -> Option<usize> {
        self.vessels.iter().position(|v| v.id == id)
    }
}

/// Where the evaluator raises on the data: the file, the data row (1-based) when a
/// row's value raised, and `str(e)`.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub file: String,
    pub row: Option<usize>,
    pub error: String,
}

fn rows(bytes: &[u8], file: &str) -> Result<DictRows, DataError> {
    let err = |error: String| DataError { file: file.into(), row: None, error };
    if let Some(e) = crate::pyerr::text_file_decode_error(bytes, true) {
        return Err(err(e));
    }
    // newline=None: text mode's newlines.
    pysem::py_csv::read(bytes, true, false).map_err(|_| err("undecodable".into()))
}

/// `row[name]`: `Err(KeyError)` when the header lacks it, `None` for a short row's cell.
fn cell<'a>(t: &DictRows, row: &'a [String], name: &str) -> Result<Option<&'a str>, String> {
    if !t.fieldnames.iter().any(|n| n == name) {
        return Err(py_str_repr(name));
    }
    Ok(t.get(row, name))
}

fn as_value(c: Option<&str>) -> Value {
    c.map_or(Value::Null, |s| Value::Str(s.into()))
}

/// `int(row[name])`.
fn int_cell(t: &DictRows, row: &[String], name: &str) -> Result<i128, String> {
    match py::int(&as_value(cell(t, row, name)?))? {
        py::Num::Int(i) => Ok(i),
        py::Num::Float(x) => Ok(x as i128),
    }
}

/// `parse_dt(row[name])`.
fn time_cell(t: &DictRows, row: &[String], name: &str) -> Result<Dt, String> {
    match cell(t, row, name)? {
        Some(s) => dt::strptime(s),
        None => Err("strptime() argument 1 must be str, not None".into()),
    }
}

type Tact = Vec<((String, i128), (f64, i128))>;

fn tact(bytes: &[u8]) -> Result<Tact, DataError> {
    let t = rows(bytes, TACT)?;
    let mut out: Tact = Vec::new();
    for (i, row) in t.rows.iter().enumerate() {
        let err = |error: String| DataError { file: TACT.into(), row: Some(i + 1), error };
        let op = cell(&t, row, "op_type").map_err(err)?;
        let size = int_cell(&t, row, "size_ft").map_err(err)?;
        let spl = py::float(&as_value(cell(&t, row, "seconds_per_lift").map_err(err)?)).map_err(err)?;
        let mpl = int_cell(&t, row, "max_per_lift").map_err(err)?;
        // A short row's op_type is None: a key no vessel asks for.
        let key = (op.map_or("\u{0}None".to_string(), str::to_string), size);
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => *v = (spl, mpl),
            None => out.push((key, (spl, mpl))),
        }
    }
    Ok(out)
}

/// `math.ceil(n / d)` of ints, as Python computes it (true division, then ceil).
fn ceil_div(n: i128, d: i128) -> Result<f64, String> {
    if d == 0 {
        return Err("division by zero".into());
    }
    Ok((n as f64 / d as f64).ceil())
}

/// Read the tact times, then the vessels, as the evaluator's `load_data` does.
pub fn load(tact_bytes: &[u8], vessel_bytes: &[u8]) -> Result<Vessels, DataError> {
    let tact = tact(tact_bytes)?;
    let t = rows(vessel_bytes, VESSELS)?;
    let mut out = Vessels::default();
    for (i, row) in t.rows.iter().enumerate() {
        let err = |error: String| DataError { file: VESSELS.into(), row: Some(i + 1), error };
        let id = cell(&t, row, "vessel_id").map_err(err)?.map(str::to_string);
        let mut n = [0i128; 4];
        for (k, name) in ["load_20", "load_40", "unload_20", "unload_40"].iter().enumerate() {
            n[k] = int_cell(&t, row, name).map_err(err)?;
        }
        let mut lifts = [(0.0, 0i128); 4];
        for (k, (op, size)) in [("L", 20), ("L", 40), ("U", 20), ("U", 40)].iter().enumerate() {
            lifts[k] =
                tact.iter().find(|((o, s), _)| o == op && s == size).map(|(_, v)| *v).ok_or_else(|| err(format!("('{op}', {size})")))?;
        }
        let mut required = 0.0;
        for k in 0..4 {
            let term = ceil_div(n[k], lifts[k].1).map_err(err)? * lifts[k].0;
            required = if k == 0 { term } else { required + term };
        }
        let berth = int_cell(&t, row, "berth_no").map_err(err)?;
        let start = time_cell(&t, row, "start_time").map_err(err)?;
        let end = time_cell(&t, row, "end_time").map_err(err)?;
        // A short row's id is None: no submission's vessel_id can name it.
        let id = id.unwrap_or_else(|| "\u{0}None".into());
        let v = Vessel { id, berth: berth as i64, start, end, required };
        match out.position(&v.id) {
            Some(k) => out.vessels[k] = v,
            None => out.vessels.push(v),
        }
    }
    Ok(out)
}
