//! The `json_fields` truth (FDE-Bench 001): the items to predict are the entries of
//! the public JSON object (`truth.public_file`) that lack `truth.field`, in its order;
//! each one's value is `float(private[item][field])` from the private JSON
//! (`truth.file`). The result is the frame pandas makes of
//! `pd.DataFrame({key: items, field: values})`: an object column of the names and a
//! float64 column of the values.
//!
//! Python's views kept: `json.loads` (a repeated key keeps its last value at its first
//! place), `field in meta` (a dict's keys, a list's items, a string's substrings),
//! `float()` of a number, a bool or a string. What Python raises on (a missing item,
//! an entry that is not an object, a value `float()` refuses) is a `case/bad-truth`
//! error here: the case cannot be graded.

use serde_json::Value;

use super::frame::{Column, Frame, Kind, Val};
use super::text;
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{self, Spanned, Value as Py};

fn bad(file: &str, message: String) -> Vec<Diagnostic> {
    vec![Diagnostic::new(codes::CASE_BAD_TRUTH, Category::Case, format!("{file}: {message}")).at(Location::file(file))]
}

fn parse(file: &str, bytes: &[u8]) -> Result<Py, Vec<Diagnostic>> {
    let text = std::str::from_utf8(bytes).map_err(|e| bad(file, format!("not UTF-8 (byte {}): UnicodeDecodeError", e.valid_up_to())))?;
    pyjson::parse(text).map(|s| s.value).map_err(|e| bad(file, format!("not JSON (line {}, column {}): {}", e.line, e.column, e.message)))
}

/// A JSON object's entries as a Python dict holds them: keys in first-seen order,
/// each with its last value.
fn dict_items(items: &[(String, Spanned)]) -> Vec<(&str, &Py)> {
    let mut out: Vec<(&str, &Py)> = Vec::new();
    for (k, v) in items {
        match out.iter_mut().find(|(n, _)| *n == k.as_str()) {
            Some(slot) => slot.1 = &v.value,
            None => out.push((k.as_str(), &v.value)),
        }
    }
    out
}

/// Python's `needle in value` for a JSON value (`None`: Python raises TypeError).
fn contains(value: &Py, needle: &str) -> Option<bool> {
    match value {
        Py::Object(items) => Some(items.iter().any(|(k, _)| k == needle)),
        Py::Array(items) => Some(items.iter().any(|v| v.value.as_str() == Some(needle))),
        Py::Str(s) => Some(s.contains(needle)),
        _ => None,
    }
}

/// Python's `float(value)` for a JSON value (`None`: Python raises).
fn py_float(value: &Py) -> Option<f64> {
    match value {
        Py::Bool(b) => Some(f64::from(u8::from(*b))),
        // float(int) raises OverflowError beyond the float range.
        Py::Int(_) => value.as_f64().filter(|x| x.is_finite()),
        Py::Float(x) => Some(*x),
        Py::Str(s) => super::convert::py_float(s),
        _ => None,
    }
}

/// Read the truth frame from the private file and the public one, each `(name, bytes)`.
pub(crate) fn read(spec: &Value, private: (&str, &[u8]), public: (&str, &[u8])) -> Result<Frame, Vec<Diagnostic>> {
    let (field, key) = (text(spec, "field").unwrap_or(""), text(spec, "key").unwrap_or(""));
    let Py::Object(pub_items) = parse(public.0, public.1)? else {
        return Err(bad(public.0, "is not a JSON object of items".into()));
    };
    let Py::Object(priv_items) = parse(private.0, private.1)? else {
        return Err(bad(private.0, "is not a JSON object of items".into()));
    };
    let private_dict = dict_items(&priv_items);
    let mut names = Vec::new();
    let mut values = Vec::new();
    for (name, meta) in dict_items(&pub_items) {
        match contains(meta, field) {
            Some(true) => continue,
            Some(false) => {}
            None => return Err(bad(public.0, format!("entry `{name}` is {}: `{field} in` it raises TypeError", meta.in_words()))),
        }
        let Some((_, entry)) = private_dict.iter().find(|(n, _)| *n == name) else {
            return Err(bad(private.0, format!("has no entry `{name}` (Python raises KeyError)")));
        };
        let Some(raw) = entry.get(field) else {
            return Err(bad(private.0, format!("entry `{name}` has no `{field}`")));
        };
        let v = py_float(&raw.value).ok_or_else(|| bad(private.0, format!("`{name}.{field}` is not a number float() reads")))?;
        names.push(Val::Str(name.into()));
        values.push(v);
    }
    let rows = names.len();
    // pandas types an empty list as object.
    let value_column = if rows == 0 { Column::new(Kind::Object, Vec::new()) } else { Column::floats(values) };
    Ok(Frame { names: vec![key.to_string(), field.to_string()], columns: vec![Column::new(Kind::Object, names), value_column], rows })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_without_the_field_in_public_order() {
        let spec = serde_json::json!({"field": "Cd", "key": "vtu_name"});
        // A repeated entry keeps its first place and its last value ("c" then has a Cd).
        let public = br#"{"b": {"area": 1}, "c": {"area": 1}, "train": {"Cd": 0.3}, "a": {"area": 2}, "b": {"area": 3}, "c": {"Cd": 1}}"#;
        let private = br#"{"a": {"Cd": "0.25"}, "b": {"Cd": 1}, "train": {"Cd": 0.3}}"#;
        let f = read(&spec, ("p.json", private), ("data/p.json", public)).unwrap();
        assert_eq!(f.names, ["vtu_name", "Cd"]);
        assert_eq!(f.columns[0].values.to_vec(), [Val::Str("b".into()), Val::Str("a".into())]);
        assert_eq!(f.columns[1].values.to_vec(), [Val::Float(1.0), Val::Float(0.25)]);
        let missing = read(&spec, ("p.json", br#"{"a": {"Cd": 0.2}}"#), ("data/p.json", public)).unwrap_err();
        assert!(missing[0].message.contains("`b`"), "{missing:?}");
    }
}
