//! `solution.json` read as the evaluator reads it: `json.load`, `sub.get("sequence")`
//! (a non-empty list, else `fatal`), then `str(m).strip()` of every item, so that an
//! int, a float, a bool or null is the text Python's `str()` gives it.

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{py_strip, Spanned, Value};

/// Why reading stopped: the server's `error_info` (a `fatal` message, or the text of
/// the exception it raised) and our diagnostic.
#[derive(Debug, Clone, PartialEq)]
pub enum Stop {
    Fatal(String, Diagnostic),
    Exception(String, Diagnostic),
}

/// The ids as the server compares them, with where each item is in the file.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    pub id: String,
    pub line: usize,
    pub column: usize,
}

pub fn read(bytes: &[u8], file: &str) -> Result<Vec<Item>, Stop> {
    let at = || Location::file(file);
    let doc: Spanned = crate::pyerr::json_load(bytes).map_err(|e| {
        Stop::Exception(
            e.clone(),
            Diagnostic::new(codes::COIL_NOT_JSON, Category::Exception, format!("{file} cannot be read as JSON: {e}")).at(at()),
        )
    })?;
    if !matches!(doc.value, Value::Object(_)) {
        let error = format!("'{}' object has no attribute 'get'", doc.value.py_type());
        let message =
            format!("{file} holds {}, not a JSON object: the server's `sub.get(\"sequence\")` raises \"{error}\"", doc.value.in_words());
        return Err(Stop::Exception(
            error,
            Diagnostic::new(codes::COIL_NOT_AN_OBJECT, Category::Exception, message).at(at().line(doc.line).column(doc.column)),
        ));
    }
    let items = crate::diagnostic::non_empty_list(&doc, "sequence", file, codes::COIL_NO_SEQUENCE)
        .map_err(|d| Stop::Fatal("Missing or empty 'sequence'".into(), d))?;
    Ok(items.iter().map(|s| Item { id: py_strip(&s.value.py_str()).to_string(), line: s.line, column: s.column }).collect())
}
