//! `solution.json` read as the server reads it: `json.load`, `sol.get("Q_out")`, a list
//! of five rows each of `len()` equal to the horizon, then `float(x)` of every value,
//! row by row. A row may be any value Python can take the length of and iterate (a
//! string yields its characters, an object its keys), as the server's code lets it.

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{FloatError, Spanned, Value};

use super::stations::STATIONS;

/// Why reading stopped: the server's `error_info` (a `fatal` message, or the text of
/// the exception it raised) and our diagnostic.
#[derive(Debug, Clone, PartialEq)]
pub enum Stop {
    Fatal(String, Diagnostic),
    Exception(String, Diagnostic),
}

/// The values a row yields when iterated, if it has a length.
fn row_items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Array(xs) => Some(xs.iter().map(|x| x.value.clone()).collect()),
        Value::Str(s) => Some(s.chars().map(|c| Value::Str(c.to_string())).collect()),
        // A dict's keys once each, where each first appears (the last value wins, not the place).
        Value::Object(kv) => {
            let mut keys: Vec<&str> = Vec::new();
            for (k, _) in kv {
                if !keys.contains(&k.as_str()) {
                    keys.push(k);
                }
            }
            Some(keys.into_iter().map(|k| Value::Str(k.to_string())).collect())
        }
        _ => None,
    }
}

/// `Q_out` as floats, `[station][day]`, or where the server stops.
pub fn read(bytes: &[u8], file: &str, stations: &[String], days: usize) -> Result<Vec<Vec<f64>>, Stop> {
    let at = || Location::file(file);
    let doc: Spanned = crate::pyerr::json_load(bytes).map_err(|e| {
        Stop::Exception(
            e.clone(),
            Diagnostic::new(codes::HYDRO_NOT_JSON, Category::Exception, format!("{file} cannot be read as JSON: {e}")).at(at()),
        )
    })?;
    if !matches!(doc.value, Value::Object(_)) {
        let error = format!("'{}' object has no attribute 'get'", doc.value.py_type());
        let message =
            format!("{file} holds {}, not a JSON object: the server's `sol.get(\"Q_out\")` raises \"{error}\"", doc.value.in_words());
        return Err(Stop::Exception(
            error,
            Diagnostic::new(codes::HYDRO_NOT_AN_OBJECT, Category::Exception, message).at(at().line(doc.line).column(doc.column)),
        ));
    }
    let fatal = |server: String, d: Diagnostic| Stop::Fatal(server, d);
    let q = doc.value.get("Q_out");
    let rows = match q.map(|q| &q.value) {
        Some(Value::Array(rows)) => rows,
        other => {
            let kind = other.map_or("missing", Value::in_words);
            let d = Diagnostic::new(codes::HYDRO_NO_Q_OUT, Category::Fatal, format!("{file} has no list `Q_out` (it is {kind})"))
                .at(at().field("Q_out"));
            return Err(fatal("solution.json 缺 Q_out 字段".into(), d));
        }
    };
    let shape = format!("Q_out 维度不是 {STATIONS}x{days}");
    if rows.len() != STATIONS {
        let d = Diagnostic::new(
            codes::HYDRO_WRONG_SHAPE,
            Category::Fatal,
            format!("`Q_out` has {} rows where {STATIONS} stations are needed", rows.len()),
        )
        .at(at().field("Q_out"));
        return Err(fatal(shape, d));
    }
    let mut items = Vec::with_capacity(STATIONS);
    for (i, row) in rows.iter().enumerate() {
        let loc = at().line(row.line).column(row.column).field("Q_out").index("station", i);
        let Some(xs) = row_items(&row.value) else {
            let error = format!("object of type '{}' has no len()", row.value.py_type());
            let message = format!("row {i} of `Q_out` is {}, which has no length: the server raises \"{error}\"", row.value.in_words());
            return Err(Stop::Exception(error, Diagnostic::new(codes::HYDRO_ROW_NOT_A_LIST, Category::Exception, message).at(loc)));
        };
        if xs.len() != days {
            let message = format!("row {i} of `Q_out` ({}) has {} values where {days} days are needed", stations[i], xs.len());
            return Err(fatal(shape, Diagnostic::new(codes::HYDRO_WRONG_SHAPE, Category::Fatal, message).at(loc)));
        }
        items.push((xs, row));
    }
    let mut q = Vec::with_capacity(STATIONS);
    for (i, (xs, row)) in items.into_iter().enumerate() {
        let mut out = Vec::with_capacity(days);
        for (t, x) in xs.iter().enumerate() {
            // The value's own place when the row is a list; else the row's.
            let place = match &row.value {
                Value::Array(a) => &a[t],
                _ => row,
            };
            let loc = at().line(place.line).column(place.column).field("Q_out").index("station", i).index("day", t);
            match x.py_float() {
                Ok(v) => out.push(v),
                Err(FloatError::Invalid(_)) => {
                    let message = format!("`Q_out[{i}][{t}]` is {}, which float() cannot read", x.shown());
                    return Err(fatal(
                        "Q_out 含非数值".into(),
                        Diagnostic::new(codes::HYDRO_NOT_A_NUMBER, Category::Fatal, message).at(loc),
                    ));
                }
                Err(FloatError::Overflow) => {
                    let message = format!(
                        "`Q_out[{i}][{t}]` is an integer too large for a float: the server raises \"int too large to convert to float\""
                    );
                    return Err(Stop::Exception(
                        "int too large to convert to float".into(),
                        Diagnostic::new(codes::HYDRO_TOO_LARGE, Category::Exception, message).at(loc),
                    ));
                }
            }
        }
        q.push(out);
    }
    Ok(q)
}
