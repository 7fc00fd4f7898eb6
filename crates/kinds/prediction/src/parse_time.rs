//! The `parse_time` check step: `pd.to_datetime(column, errors=...)` (no format given
//! to pandas: it guesses one from the first value, see [`crate::pandas::datetime`]),
//! optionally on `column.astype(str).str.strip()` first (`stringify`), then
//! `.dt.strftime(format)` when the step has a `format` (the column becomes text, NaT
//! becomes NaN), into `into` (default: the column itself), on the step's frames.
//! Without a `format` the column stays datetime64[ns] ([`Kind::Time`]): a key
//! (`duplicated`, merges, sets of tuples) and `require_not_null`'s (NaT is null); the
//! load refuses any other use of it (`time_column.rs`). A zoned value is refused.
//!
//! Only the pinned stack (pandas 2.3.2) is reproduced, its dateutil fallback included;
//! what depends on the server's clock (`now`, a time without a date, dateutil's
//! two-digit year 75, ...) or is not reproduced (time zones in a datetime64 key, ...)
//! stops grading with a located `case/unsupported` diagnostic naming the file, column,
//! row and value: never a silent wrong score.

use super::convert::astype_str;
use super::frame::{Column, Kind, Text, Val, Values};
use super::spec::{ParseTime, TimeErrors};
use super::steps::State;
use super::Stop;
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pandas::datetime::{self, Cell, Dtype, Fail};

/// Run the step on its frames (`pred`, `truth`, `both`).
pub(crate) fn run(step: &ParseTime, s: &mut State, on: &[bool; 2]) -> Result<(), Stop> {
    let col = step.column.as_str();
    let into = step.into.as_deref().unwrap_or(col);
    let raise = step.errors == TimeErrors::Raise;
    let stringify = step.stringify;
    let format = step.format.as_deref();
    for (i, &yes) in on.iter().enumerate() {
        if !yes {
            continue;
        }
        let which = if i == 0 { s.file } else { "the truth" };
        let times = {
            let Some(source) = super::steps::frame(s, i).get(col) else {
                return Err(Stop::Raise(
                    Diagnostic::new(
                        codes::PREDICTION_EXCEPTION,
                        Category::Exception,
                        format!("{which} has no column `{col}`: pandas raises KeyError"),
                    )
                    .at(Location::file(which).field(col)),
                ));
            };
            // Read in place (no copy of the column) unless stringified first.
            let stringified;
            let source = if stringify {
                stringified = astype_str(source, true);
                &stringified
            } else {
                source
            };
            let dtype = match source.kind {
                Kind::Int => Dtype::Int,
                Kind::Float => Dtype::Float,
                Kind::Bool => Dtype::Bool,
                Kind::Object => Dtype::Object,
                // Load refuses a parse_time of a column a parse_time made datetime64.
                Kind::Time => return Err(unsupported(which, col, None, "parsing a datetime64 column again".into())),
            };
            let cells: Vec<Cell> = match &source.values {
                Values::Floats(v) => v.iter().map(|&x| Cell::Float(x)).collect(),
                Values::Ints(v) => v.iter().map(|&n| Cell::Int(n)).collect(),
                Values::Vals(v) => v
                    .iter()
                    .map(|v| match v {
                        Val::Null => Cell::Null,
                        Val::Str(t) => Cell::Str(t),
                        Val::Int(n) => Cell::Int(*n),
                        Val::Float(x) => Cell::Float(*x),
                        Val::Bool(b) => Cell::Bool(*b),
                    })
                    .collect(),
            };
            let read = if format.is_some() { datetime::to_datetime } else { datetime::to_datetime64 };
            match read(&cells, dtype, raise) {
                Ok(t) => t,
                Err(Fail::Raise { message, row }) => {
                    let d = Diagnostic::new(
                        codes::PREDICTION_EXCEPTION,
                        Category::Exception,
                        format!("{which}: `{col}` on data row {}: {message}", row + 1),
                    )
                    .at(Location::file(which).field(col));
                    return Err(match python_text(&message) {
                        Some(text) => Stop::RaiseText(d, at_cached_position(&text, &cells, row)),
                        None => Stop::Raise(d),
                    });
                }
                Err(Fail::Unsupported { why, row }) => return Err(unsupported(which, col, Some(row), why)),
            }
        };
        let Some(format) = format else {
            // A datetime64[ns] column: nanoseconds, NaT as null (see `Kind::Time`).
            let values = times.into_iter().map(|t| t.map_or(Val::Null, Val::Int)).collect();
            super::steps::frame_mut(s, i).set(into, Column::new(Kind::Time, values));
            continue;
        };
        // A time repeated on the next row (a day's hours, say) is written once.
        let mut last: Option<(i64, Text)> = None;
        let values = times
            .into_iter()
            .map(|t| match t {
                None => Val::Null,
                Some(ns) => {
                    if last.as_ref().map(|l| l.0) != Some(ns) {
                        last = Some((ns, datetime::strftime(ns, format).into()));
                    }
                    Val::Str(last.as_ref().map_or_else(|| "".into(), |l| l.1.clone()))
                }
            })
            .collect();
        super::steps::frame_mut(s, i).set(into, Column::new(Kind::Object, values));
    }
    Ok(())
}

fn unsupported(file: &str, column: &str, row: Option<usize>, why: String) -> Stop {
    let at = match row {
        Some(r) => format!(" on data row {}", r + 1),
        None => String::new(),
    };
    Stop::Unsupported(
        Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, format!("{file}: `{column}`{at}: {why} is not built into this grader"))
            .at(Location::file(file).field(column))
            .hint("Grade this file with the Python peer (peers/prediction_peer.py); this grader does not guess."),
    )
}

/// `str(e)` of what pandas raised, where the message carries it: the `.dt` accessor on
/// the object column mixed time zones make, a bool column, a value the guessed format
/// does not read (pandas 2.3.2 adds its advice to the message).
fn python_text(message: &str) -> Option<String> {
    const DT: &str = "Can only use .dt accessor with datetimelike values";
    const ADVICE: &str = ". You might want to try:\n    - passing `format` if your strings have a consistent format;\n    - passing `format='ISO8601'` if your strings are all ISO8601 but not necessarily in exactly the same format;\n    - passing `format='mixed'`, and the format will be inferred for each element individually. You might want to use `dayfirst` alongside this.";
    if message.starts_with(&format!("AttributeError: {DT}")) {
        return Some(DT.into());
    }
    if let Some(m) = message.strip_prefix("ValueError: ").filter(|m| m.starts_with("time data \"")) {
        return Some(format!("{m}{ADVICE}"));
    }
    if let Some(m) = message.strip_prefix("TypeError: ").filter(|m| m.starts_with("dtype bool cannot be converted")) {
        return Some(m.into());
    }
    // The values read one by one (no guessed format: the ISO parser, then dateutil):
    // pandas' own `Type: str(e)`, as `pysem::pandas::datetime` gives it.
    ["DateParseError: ", "OutOfBoundsDatetime: ", "ValueError: "].iter().find_map(|t| message.strip_prefix(t)).map(String::from)
}

/// pandas' "at position N" in `text`, for the value of `row`: `to_datetime` of more
/// than 50 values converts each distinct value once when the first tenth of them
/// (at most 500) are at most 70% distinct and some value repeats (`should_cache`,
/// `_maybe_cache`), and then counts positions among the distinct values in order of
/// first appearance.
fn at_cached_position(text: &str, cells: &[Cell], row: usize) -> String {
    use std::collections::HashSet;
    fn id(c: &Cell) -> String {
        match c {
            Cell::Null => "n".into(),
            Cell::Str(s) => format!("s{s}"),
            Cell::Int(i) => format!("i{i}"),
            Cell::Float(x) if x.is_nan() => "n".into(),
            Cell::Float(x) => format!("f{}", x.to_bits()),
            Cell::Bool(b) => format!("b{b}"),
        }
    }
    let n = cells.len();
    if n <= 50 {
        return text.to_string();
    }
    let check = if n <= 5000 { n / 10 } else { 500 };
    let head: HashSet<String> = cells[..check].iter().map(id).collect();
    if head.len() as f64 > check as f64 * 0.7 {
        return text.to_string();
    }
    let all: HashSet<String> = cells.iter().map(id).collect();
    if all.len() == n {
        return text.to_string();
    }
    let before: HashSet<String> = cells[..row.min(n)].iter().map(id).collect();
    text.replacen(&format!("at position {row}"), &format!("at position {}", before.len()), 1)
}
