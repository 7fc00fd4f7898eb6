//! The case's four data files read as the evaluator reads them, in its order:
//! `server.csv`, `rack_col.csv`, `rack.csv`, `nic_attr_mapping.csv`, each with
//! `csv.DictReader` over `open(…, encoding="utf-8-sig")` (text mode: `\r\n` and `\r`
//! read as `\n`). A row's values are read in the order Python evaluates them (an
//! assignment's value before its key), and what the evaluator would raise on them is
//! kept as `str(e)`: it reads the data before it checks any row of a plan.

use std::collections::HashMap;

use crate::float::py_float;
use crate::pyjson::{py_str_repr, py_strip};
use pysem::py_csv::DictRows;
use pysem::pyint::{int_of_digits, isdigit};

/// A server of `server.csv`.
#[derive(Debug, Clone, PartialEq)]
pub struct Server {
    pub id: String,
    pub batch: String,
    pub power: f64,
    /// `int(float(height))`, held as the float it is equal to.
    pub height: f64,
    pub nic: String,
}

/// A rack (a column of `rack_col.csv`) with its U slots from `rack.csv`.
#[derive(Debug, Clone, PartialEq)]
pub struct Rack {
    pub rated_power: f64,
    pub used_power: f64,
    /// `int(float(state))`: 1 when the rack is powered on.
    pub state: f64,
    pub attr: String,
    /// Each slot's number (an int's decimal text) and its `int(float(state))` (1: taken).
    pub units: HashMap<String, f64>,
}

/// The case: servers, racks and the NIC → rack attribute weights.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Data {
    pub servers: HashMap<String, Server>,
    pub racks: HashMap<String, Rack>,
    pub nic_cfg: HashMap<String, HashMap<String, f64>>,
}

/// Where the evaluator raises on the data: the file, the data row (1-based, after the
/// header) when a row's value raised, and `str(e)`.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub file: String,
    pub row: Option<usize>,
    pub error: String,
}

pub const SERVERS: &str = "server.csv";
pub const RACKS: &str = "rack_col.csv";
pub const UNITS: &str = "rack.csv";
pub const NICS: &str = "nic_attr_mapping.csv";

/// Python's csv module refuses a field longer than this (`csv.field_size_limit()`).
const FIELD_LIMIT: usize = 131_072;

/// `list(csv.DictReader(open(f, encoding="utf-8-sig")))`'s rows, or `str(e)` of what
/// reading raises (a byte UTF-8 cannot decode, a field over the csv module's limit).
pub fn read_csv(bytes: &[u8]) -> Result<DictRows, String> {
    if let Some(e) = crate::pyerr::text_file_decode_error(bytes, true) {
        return Err(e);
    }
    // Text mode's newlines: `read`'s last argument false translates them.
    let t = pysem::py_csv::read(bytes, true, false).map_err(|at| format!("undecodable at byte {at}"))?;
    let long = |r: &Vec<String>| r.iter().any(|f| f.len() > FIELD_LIMIT && f.chars().count() > FIELD_LIMIT);
    if long(&t.fieldnames) || t.rows.iter().any(long) {
        return Err(format!("field larger than field limit ({FIELD_LIMIT})"));
    }
    Ok(t)
}

/// A cell as `row[name]` gives it: `Err(KeyError's text)` when the header has no such
/// column, `Ok(None)` for a short row's missing cell.
pub fn cell<'a>(t: &DictRows, row: &'a [String], name: &str) -> Result<Option<&'a str>, String> {
    if !t.fieldnames.iter().any(|n| n == name) {
        return Err(py_str_repr(name));
    }
    Ok(t.get(row, name))
}

/// `str(row[name]).strip()`: a short row's cell is "None".
fn str_strip(t: &DictRows, row: &[String], name: &str) -> Result<String, String> {
    Ok(cell(t, row, name)?.map_or_else(|| "None".to_string(), |s| py_strip(s).to_string()))
}

/// `str(row.get(name, "")).strip()`: a missing column reads "", a short row's cell "None".
pub fn get_strip(t: &DictRows, row: &[String], name: &str) -> String {
    match cell(t, row, name) {
        Err(_) => String::new(),
        Ok(None) => "None".into(),
        Ok(Some(s)) => py_strip(s).into(),
    }
}

/// Python's `float(x)` of a cell: the ValueError or TypeError text when it raises.
pub fn float_of(v: Option<&str>) -> Result<f64, String> {
    match v {
        None => Err("float() argument must be a string or a real number, not 'NoneType'".into()),
        Some(s) => py_float(s).map_err(|_| format!("could not convert string to float: {}", py_str_repr(s))),
    }
}

/// `int(x)` of a float, as the float it equals: NaN and the infinities raise.
pub fn int_of_float(x: f64) -> Result<f64, String> {
    if x.is_nan() {
        Err("cannot convert float NaN to integer".into())
    } else if x.is_infinite() {
        Err("cannot convert float infinity to integer".into())
    } else {
        Ok(x.trunc())
    }
}

/// A U slot's number as the case reads it (`str(raw).strip().upper()`): digits are the
/// number; digits then `A` are that number's A face; anything else (the B, C, D faces)
/// is no slot. `Err`: `int()` refuses digits `isdigit` takes (`²`, `①`) or over 4,300.
pub fn parse_pos(raw: Option<&str>) -> Result<Option<String>, String> {
    let s = raw.map_or("None", py_strip);
    // No character but `a` upper-cases to text ending in `A`, and none to a digit
    // (checked over every code point in CPython 3.12): the ASCII test is the same.
    if isdigit(s) {
        return int_of_digits(s).map(Some);
    }
    match s.strip_suffix(['A', 'a']) {
        Some(d) if isdigit(d) => int_of_digits(d).map(Some),
        _ => Ok(None),
    }
}

fn each_row(bytes: &[u8], file: &str, mut f: impl FnMut(&DictRows, &[String]) -> Result<(), String>) -> Result<(), DataError> {
    let t = read_csv(bytes).map_err(|error| DataError { file: file.into(), row: None, error })?;
    for (i, row) in t.rows.iter().enumerate() {
        f(&t, row).map_err(|error| DataError { file: file.into(), row: Some(i + 1), error })?;
    }
    Ok(())
}

/// Read the four files as the evaluator's `_load_data` does.
pub fn load(servers: &[u8], racks: &[u8], units: &[u8], nics: &[u8]) -> Result<Data, DataError> {
    let mut d = Data::default();
    each_row(servers, SERVERS, |t, r| {
        let batch = str_strip(t, r, "batch")?;
        let power = float_of(cell(t, r, "power")?)?;
        let height = int_of_float(float_of(cell(t, r, "height")?)?)?;
        let nic = str_strip(t, r, "nic")?;
        let id = str_strip(t, r, "id")?;
        d.servers.insert(id.clone(), Server { id, batch, power, height, nic });
        Ok(())
    })?;
    each_row(racks, RACKS, |t, r| {
        let rated_power = float_of(cell(t, r, "rated_power")?)?;
        let used_power = float_of(cell(t, r, "used_power")?)?;
        let state = int_of_float(float_of(cell(t, r, "state")?)?)?;
        let attr = str_strip(t, r, "attr")?;
        let id = str_strip(t, r, "id")?;
        d.racks.insert(id, Rack { rated_power, used_power, state, attr, units: HashMap::new() });
        Ok(())
    })?;
    each_row(units, UNITS, |t, r| {
        let col = str_strip(t, r, "col_id")?;
        let Some(rack) = d.racks.get_mut(&col) else { return Ok(()) };
        let Some(p) = parse_pos(cell(t, r, "pos")?)? else { return Ok(()) };
        let state = int_of_float(float_of(cell(t, r, "state")?)?)?;
        rack.units.insert(p, state);
        Ok(())
    })?;
    each_row(nics, NICS, |t, r| {
        let weight = float_of(cell(t, r, "weight")?)?;
        let nic = str_strip(t, r, "nic")?;
        let attr = str_strip(t, r, "attr")?;
        d.nic_cfg.entry(nic).or_default().insert(attr, weight);
        Ok(())
    })?;
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What CPython 3.12 gives for `_parse_pos`-style reading of these cells.
    #[test]
    fn slots_as_python_reads_them() {
        assert_eq!(parse_pos(Some(" 12a ")), Ok(Some("12".into())));
        assert_eq!(parse_pos(Some("007")), Ok(Some("7".into())));
        assert_eq!(parse_pos(Some("12B")), Ok(None));
        assert_eq!(parse_pos(Some("A")), Ok(None));
        assert_eq!(parse_pos(Some("-1")), Ok(None));
        assert_eq!(parse_pos(None), Ok(None));
        assert_eq!(parse_pos(Some("１２")), Ok(Some("12".into())));
        assert_eq!(parse_pos(Some("²")).unwrap_err(), "invalid literal for int() with base 10: '²'");
        assert_eq!(parse_pos(Some("3²a")).unwrap_err(), "invalid literal for int() with base 10: '3²'");
    }
}
