//! How pandas 2.3.2 turns a CSV cell's text into a float: `read_csv`'s C parser (its
//! default converter) and `pd.to_numeric` on text.
//!
//! STUB: both functions read as the correctly rounded [`super::parse`] for now; the
//! pandas 2.3.2 converter (not correctly rounded for long digit strings:
//! `22.959999999999997` reads as `22.96`) replaces them.

/// The value pandas 2.3.2's `read_csv` (C engine, default options) gives a cell it
/// reads as a number, or `None` when the cell is not a number to it (its column is
/// then text). `raw` is the cell's text exactly as in the file (no trimming done).
pub fn read_csv_float(raw: &str) -> Option<f64> {
    super::parse(raw.trim_matches(|c| matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')))
}

/// The value pandas 2.3.2's `pd.to_numeric(errors="coerce")` gives one text value of
/// an object column, or `None` when it is not a number (NaN after coercion).
pub fn to_numeric_float(raw: &str) -> Option<f64> {
    read_csv_float(raw)
}
