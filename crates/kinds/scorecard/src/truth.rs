//! The case's answer key: `truth.csv` with `customer_id` and `default` (0/1), read as
//! the server's `pd.read_csv` reads it (same layout and column types as the
//! submission: [`super::read_csv`], [`super::dtype`]). Ids are kept as written and
//! keyed as pandas holds them: `1001` in a column of numbers is the number 1001,
//! ` C0003` in a column of text keeps its space.
//!
//! The key is read as the server's pandas 2.3.2 reads it and graded through what the
//! server grades through, with warnings: missing ids (`'nan'` after `astype(str)`),
//! repeated ids (each row merged with the prediction), labels that
//! `default.values.astype(int)` makes neither 1 nor 0 (`2`; `0.7` truncated to 0; NaN
//! in a float column), an empty key. What the server cannot read (no column, a
//! file pandas cannot parse, a label Python's `int()` rejects, so that every submission
//! passing the checks raises) is category [`Category::Case`]: the grader refuses the
//! case. Every problem is reported, located by line.

use crate::diagnostic::codes;
use crate::IdPlace;

use crate::diagnostic::{Category, Diagnostic, Location};
use crate::table;

use super::dtype::{ColumnType, Dtype, IdKey};
use super::key::{Key, KeyMode};
use super::number::{boolean, decimal, decimal_exact, integer, is_na};
use super::predictions::without_second_bom;
use super::read_csv::{self, Unreadable};

const ID: &str = "customer_id";
const LABEL: &str = "default";

/// A map with foldhash's fixed-seed hash, for keys from the files graded locally (no hash
/// flooding to fear): SipHash was a third of a million-id test set's grading.
pub(crate) type FastMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;

/// The test set: customer ids (as written) in file order, and whether each defaulted,
/// read as the server reads it, missing and repeated ids included (with warnings).
///
/// The texts are held end to end in two buffers, not a `String` each: a million-id key
/// takes ~40 MB rather than ~250 MB.
#[derive(Debug, Clone)]
pub struct Truth {
    /// Every id as written, end to end; `id_ends[i]` is where the `i`th ends.
    id_text: String,
    id_ends: Vec<usize>,
    /// `truth["customer_id"].astype(str)` under pandas 2.3.2, what the server matches,
    /// the same way.
    str_text: String,
    str_ends: Vec<usize>,
    /// The first row of each text of the `astype(str)` texts (built once, read by every
    /// grading), hashed with [`FastMap`]'s hasher.
    str_first: hashbrown::HashTable<usize>,
    labels: Vec<bool>,
    /// 1 / 0 / neither, as the server's `default.astype(int)` gives it.
    classes: Vec<Option<bool>>,
    /// pandas' type of the id column.
    id_type: ColumnType,
    /// The file it was read from (`None` when built from labels).
    file: Option<String>,
    /// Problems the server grades through (missing or repeated ids).
    warnings: Vec<Diagnostic>,
}

impl PartialEq for Truth {
    /// `str_first` follows from the texts.
    fn eq(&self, o: &Self) -> bool {
        (
            &self.id_text,
            &self.id_ends,
            &self.str_text,
            &self.str_ends,
            &self.labels,
            &self.classes,
            &self.id_type,
            &self.file,
            &self.warnings,
        ) == (&o.id_text, &o.id_ends, &o.str_text, &o.str_ends, &o.labels, &o.classes, &o.id_type, &o.file, &o.warnings)
    }
}

/// The text `i` of texts held end to end.
fn nth<'a>(text: &'a str, ends: &[usize], i: usize) -> &'a str {
    let start = if i == 0 { 0 } else { ends[i - 1] };
    text.get(start..ends[i]).unwrap_or("")
}

fn hash_str(s: &str) -> u64 {
    use std::hash::BuildHasher;
    foldhash::fast::FixedState::default().hash_one(s)
}

impl Truth {
    /// Build from ids and labels (true = defaulted). The ids are read as the cells of
    /// a CSV column would be: typed together (`["7", "8"]` are numbers, `["7", "A"]`
    /// text), not trimmed, and kept as [`parse_truth`] keeps them: a missing (empty, `NA`,
    /// ...) or repeated id is a warning ([`Truth::warnings`]). Lengths that differ are a
    /// [`Category::Case`] diagnostic.
    pub fn from_labels(ids: Vec<String>, labels: Vec<bool>) -> Result<Truth, Vec<Diagnostic>> {
        if ids.len() != labels.len() {
            return Err(vec![Diagnostic::new(
                codes::SCORECARD_TRUTH_LENGTH,
                Category::Case,
                format!("{} customer ids but {} labels", ids.len(), labels.len()),
            )
            .hint("Give one label per customer id.")]);
        }
        let id_type = ColumnType::infer(ids.iter().map(|id| Some(id.as_str())), 2);
        let mode = KeyMode::of(&id_type);
        let mut b = Builder::new(ids.len(), None);
        for (i, (id, label)) in ids.iter().zip(labels).enumerate() {
            let dtype = id_type.at(i);
            b.push(i + 1, id, mode.key(Some(id), dtype) == Key::Missing, &mode.astype_str(Some(id), dtype), Some(label));
        }
        Ok(b.finish(id_type))
    }

    /// Problems in the key that the server grades through (a missing or repeated id);
    /// every report against this key carries them.
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.warnings
    }
    /// `customer_id.astype(str)` of each row (`'101'` for int64,
    /// `'101.0'` for float64, `'nan'` for a missing id).
    pub fn str_keys(&self) -> impl ExactSizeIterator<Item = &str> + Clone + '_ {
        (0..self.len()).map(|i| nth(&self.str_text, &self.str_ends, i))
    }

    /// Row `t`'s [`str_keys`](Truth::str_keys) text (`t` in bounds).
    pub(crate) fn str_key(&self, t: usize) -> &str {
        nth(&self.str_text, &self.str_ends, t)
    }

    /// The first row whose [`str_keys`](Truth::str_keys) text is `s`, if any.
    pub(crate) fn first_with_str(&self, s: &str) -> Option<usize> {
        self.str_first.find(hash_str(s), |&t| nth(&self.str_text, &self.str_ends, t) == s).copied()
    }
    /// How many different texts [`str_keys`](Truth::str_keys) holds.
    pub(crate) fn n_distinct_str(&self) -> usize {
        self.str_first.len()
    }

    /// The file the key was read from ([`parse_truth`]), for locating its problems.
    pub fn file(&self) -> Option<&str> {
        self.file.as_deref()
    }
    /// Customer ids as written, in file order.
    pub fn ids(&self) -> impl ExactSizeIterator<Item = &str> + Clone + '_ {
        (0..self.len()).map(|i| self.id(i))
    }
    /// Customer id `i` as written (`""` past the end).
    pub fn id(&self, i: usize) -> &str {
        if i < self.len() {
            nth(&self.id_text, &self.id_ends, i)
        } else {
            ""
        }
    }
    /// The ids as pandas holds them (`ids()[i]` is `keys()[i]`); a row too short to
    /// have an id reads as an empty one.
    pub fn keys(&self) -> Vec<IdKey> {
        self.ids().enumerate().map(|(i, id)| IdKey::read(Some(id), self.id_type.at(i))).collect()
    }
    /// `labels()[i]` is true when `ids()[i]` defaulted.
    pub fn labels(&self) -> &[bool] {
        &self.labels
    }
    /// Number of customers in the test set.
    pub fn len(&self) -> usize {
        self.id_ends.len()
    }
    /// True when the test set has no customers.
    pub fn is_empty(&self) -> bool {
        self.id_ends.is_empty()
    }
    /// Number of defaulters (P).
    pub fn n_positive(&self) -> usize {
        self.labels.iter().filter(|&&l| l).count()
    }
    /// Number of repayers (N).
    pub fn n_negative(&self) -> usize {
        self.classes.iter().filter(|&&c| c == Some(false)).count()
    }
    /// Per row: `Some(true)` a defaulter, `Some(false)` a repayer, `None` a label the
    /// server's `astype(int)` makes neither 1 nor 0 (`2`, `NaN` in a float
    /// column), which counts in neither class but is ranked.
    pub(crate) fn classes(&self) -> &[Option<bool>] {
        &self.classes
    }
    /// pandas' type of the id column.
    pub(crate) fn id_type(&self) -> &ColumnType {
        &self.id_type
    }
}

/// Read `truth.csv` (`pd.read_csv(path, encoding="utf-8-sig")`): header with
/// `customer_id` and `default` (other columns ignored), one row per test-set customer,
/// `default` 0 or 1 (`0.0`/`1.0`, `true`/`false` too).
///
/// A missing id (`NA`, `null`, empty, ...) or a repeated one is read as the server reads
/// it (every row is graded: a missing id is `'nan'`, which only a missing submitted id
/// matches; a repeated one takes its prediction twice), with a warning.
pub fn parse_truth(bytes: &[u8], file: &str) -> Result<Truth, Vec<Diagnostic>> {
    let as_case = |mut d: Diagnostic| {
        d.category = Category::Case;
        d
    };
    let text = table::decode_utf8(bytes, file).map_err(|d| vec![as_case(d)])?;
    let text = without_second_bom(text);
    let frame = match read_csv::read_flat(text, bytes.len() - text.len(), file) {
        Ok(f) => f,
        Err(Unreadable::Empty) => {
            return Err(vec![Diagnostic::new(codes::FILE_EMPTY, Category::Case, format!("{file} is empty"))
                .at(Location::file(file))
                .hint("The answer key needs a header row and one row per test-set customer.")])
        }
        Err(Unreadable::Broken(diags)) => return Err(diags.into_iter().map(as_case).collect()),
    };
    let header_at = Location::file(file).line(frame.header_line);
    let mut errors = Vec::new();
    if frame.index_width > 0 {
        let (first_line, first_width) = (frame.line(0), frame.width(0));
        errors.push(
            Diagnostic::new(
                codes::SCORECARD_TRUTH_IMPLICIT_INDEX,
                Category::Case,
                format!(
                    "{file}: the first data row (line {}) has {} fields but the header has {}, so pandas reads its columns shifted",
                    first_line,
                    first_width,
                    frame.header.len()
                ),
            )
            .at(Location::file(file).line(first_line))
            .hint("Give every row of the answer key as many fields as its header."),
        );
    }
    let id_col = frame.field_of(ID);
    let label_col = frame.field_of(LABEL);
    for (name, col) in [(ID, id_col), (LABEL, label_col)] {
        if col.is_none() {
            errors.push(
                Diagnostic::new(codes::SCORECARD_TRUTH_MISSING_COLUMN, Category::Case, format!("{file} has no column `{name}`"))
                    .at(header_at.clone().field(name))
                    .hint("The answer key needs columns `customer_id` and `default` (0 or 1)."),
            );
        }
    }
    let (Some(id_col), Some(label_col)) = (id_col, label_col) else {
        return Err(errors);
    };
    let width = frame.header.len() + frame.index_width;
    let id_type = ColumnType::infer(frame.column(id_col), width);
    let label_type = ColumnType::infer(frame.column(label_col), width);
    let mode = KeyMode::of(&id_type);
    let mut warnings = Vec::new();
    let mut rows = Builder::new(frame.rows(), Some(file));
    // Each row's reading, in chunks (side by side on the CLI's build); then, in row
    // order, the problems and the key's table.
    let chunks: Vec<(usize, usize)> = (0..frame.rows()).step_by(ROW_CHUNK).map(|lo| (lo, (lo + ROW_CHUNK).min(frame.rows()))).collect();
    let read = crate::par::map(&chunks, |&(lo, hi)| {
        (lo..hi)
            .map(|k| {
                let cell = frame.cell(k, id_col);
                let missing = mode.key(cell, id_type.at(k)) == Key::Missing;
                let raw = frame.cell(k, label_col);
                let label = server_label(raw, label_type.at(k));
                // Written as 0 or 1 exactly: pandas 2's own reading can make 0 of
                // other values (`0…018446744073709551615` in a float column).
                let plain = raw.is_some_and(|raw| {
                    raw == "0" || raw == "1" || boolean(raw).is_some() || matches!(decimal_exact(raw), Some(x) if x == 0.0 || x == 1.0)
                });
                (missing, mode.astype_str(cell, id_type.at(k)), label, plain)
            })
            .collect::<Vec<_>>()
    });
    for (k, (missing, str_key, label, plain)) in read.into_iter().flatten().enumerate() {
        let line = frame.line(k);
        let id = frame.cell(k, id_col).unwrap_or("");
        let raw = frame.cell(k, label_col);
        let label_at = || Location::file(file).line(line).column(label_col + 1).field(LABEL).id(id);
        let shown = raw.unwrap_or("").trim();
        match label {
            Ok(class) => {
                if !plain {
                    let what = match class {
                        Some(true) => "1, a defaulter".to_string(),
                        Some(false) => "0, a repayer".to_string(),
                        None => {
                            "neither 0 nor 1: the row counts as neither a defaulter nor a repayer but takes part in the ranking".to_string()
                        }
                    };
                    warnings.push(
                        Diagnostic::new(
                            codes::SCORECARD_TRUTH_ODD_LABEL,
                            Category::Warning,
                            format!("`default` on line {line} is `{shown}`, which the server's `astype(int)` makes {what}"),
                        )
                        .at(label_at())
                        .hint("Write 1 for a customer who defaulted and 0 for one who repaid (a problem of the case data)."),
                    );
                }
                rows.push(line, id, missing, &str_key, class);
            }
            Err(exception) => {
                let message = format!(
                    "`default` on line {line} is `{shown}`: the server's `astype(int)` raises \"{exception}\" for every submission that passes its checks (an exception, score 0)"
                );
                errors.push(
                    Diagnostic::new(codes::SCORECARD_TRUTH_BAD_LABEL, Category::Case, message)
                        .at(label_at())
                        .hint("Write 1 for a customer who defaulted and 0 for one who repaid."),
                )
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut truth = rows.finish(id_type);
    warnings.append(&mut truth.warnings);
    truth.warnings = warnings;
    Ok(truth)
}

/// Rows of the answer key a thread reads at a time.
const ROW_CHUNK: usize = 1 << 16;

/// The key row by row, with a warning for each missing or repeated id: the server
/// keeps those rows (it compares `astype(str)` texts, so a repeat is a repeated text).
struct Builder<'f> {
    t: Truth,
    /// The line of each row, for the repeats' messages.
    lines: Vec<usize>,
    what: &'f str,
    file: Option<&'f str>,
}

impl<'f> Builder<'f> {
    fn new(rows: usize, file: Option<&'f str>) -> Self {
        let t = Truth {
            id_text: String::new(),
            id_ends: Vec::with_capacity(rows),
            str_text: String::new(),
            str_ends: Vec::with_capacity(rows),
            str_first: hashbrown::HashTable::with_capacity(rows),
            labels: Vec::with_capacity(rows),
            classes: Vec::with_capacity(rows),
            id_type: ColumnType::infer([], 2),
            file: file.map(String::from),
            warnings: Vec::new(),
        };
        Builder { t, lines: Vec::with_capacity(rows), what: file.unwrap_or("the answer key"), file }
    }

    fn at(&self, line: usize) -> Location {
        match self.file {
            Some(f) => Location::file(f).line(line).field(ID),
            None => Location::default().line(line).field(ID),
        }
    }

    /// One row with a good label (1, 0 or neither).
    fn push(&mut self, line: usize, id: &str, missing: bool, str_key: &str, label: Option<bool>) {
        let what = self.what;
        if missing {
            let written = if id.is_empty() {
                format!("{what}: `customer_id` is empty on line {line}")
            } else {
                format!("{what}: `customer_id` on line {line} is `{id}`, which pandas reads as a missing value")
            };
            let d = Diagnostic::new(
                codes::SCORECARD_TRUTH_EMPTY_ID,
                Category::Warning,
                format!(
                    "{written}; the server keeps the row as customer `{str_key}`, which only a missing customer_id in a submission matches"
                ),
            )
            .at(self.at(line))
            .hint("Every row of the answer key needs a customer id (a problem of the case data).");
            self.t.warnings.push(d);
        }
        let row = self.t.len();
        let Truth { str_first, str_text, str_ends, .. } = &mut self.t;
        // One probe: the text's first row, or room for this row (hashing the texts
        // already held when the table grows; `row`'s is `str_key`).
        let entry = str_first.entry(
            hash_str(str_key),
            |&r| nth(str_text, str_ends, r) == str_key,
            |&r| hash_str(if r == row { str_key } else { nth(str_text, str_ends, r) }),
        );
        let first = match entry {
            hashbrown::hash_table::Entry::Occupied(e) => Some(*e.get()),
            hashbrown::hash_table::Entry::Vacant(e) => {
                e.insert(row);
                None
            }
        };
        if let Some(k) = first {
            let (first, written) = (self.lines[k], self.t.id(k));
            let repeat = if written == id {
                format!("{what}: customer {id} appears again on line {line} (first on line {first})")
            } else {
                format!("{what}: customer {id} on line {line} is the same id as {written} on line {first} for pandas")
            };
            let d = Diagnostic::new(
                codes::SCORECARD_TRUTH_DUPLICATE_ID,
                Category::Warning,
                format!("{repeat}; the server grades both rows with that customer's prediction"),
            )
            .at(self.at(line).id(id))
            .hint("Each test-set customer must appear once in the answer key (a problem of the case data).");
            self.t.warnings.push(d);
        }
        self.lines.push(line);
        self.t.id_text.push_str(id);
        self.t.id_ends.push(self.t.id_text.len());
        self.t.str_text.push_str(str_key);
        self.t.str_ends.push(self.t.str_text.len());
        self.t.labels.push(label == Some(true));
        self.t.classes.push(label);
    }

    fn finish(mut self, id_type: ColumnType) -> Truth {
        if self.t.is_empty() {
            // The server grades against an empty key: nothing is missing, AUC and KS are 0
            // (no defaulters), every readable submission is valid with score 0.
            let d = Diagnostic::new(codes::SCORECARD_TRUTH_EMPTY, Category::Warning, format!("{} has no customers", self.what))
                .at(self.at(1))
                .hint("The answer key needs one row per test-set customer.");
            self.t.warnings.push(d);
        }
        self.t.id_type = id_type;
        self.t
    }
}

/// `truth["default"].values.astype(int)` of one cell read with `dtype` (pandas 2.3.2,
/// numpy 1.26.4): `Some(true)` for 1, `Some(false)` for 0, `None` for any other int;
/// `Err` with Python's message where it raises.
fn server_label(raw: Option<&str>, dtype: Dtype) -> Result<Option<bool>, String> {
    let class = |v: i128| match v {
        1 => Some(true),
        0 => Some(false),
        _ => None,
    };
    let missing = raw.is_none_or(is_na) && dtype != Dtype::Raw;
    match dtype {
        // A float64 column truncates toward zero; NaN and ±inf become INT64_MIN.
        Dtype::Float => {
            Ok(if missing { None } else { decimal(raw.unwrap_or("")).filter(|x| x.is_finite()).and_then(|x| class(x.trunc() as i128)) })
        }
        Dtype::Int => Ok(match raw.and_then(integer) {
            // 1 and 0 by their digits (no sign, no leading zero: `-0` is `0`).
            Some(i) => match (i.negative, i.digits) {
                (false, "1") => Some(true),
                (_, "0") => Some(false),
                _ => None,
            },
            // A bool block joined with int64 ones.
            None => raw.and_then(boolean),
        }),
        // bool, or object: Python's int() of each value; NaN raises.
        _ if missing => Err("cannot convert float NaN to integer".to_string()),
        Dtype::Bool => Ok(raw.and_then(boolean)),
        Dtype::Text | Dtype::Raw => {
            let raw = raw.unwrap_or("");
            match py_int(raw) {
                Some(v) if i64::try_from(v).is_ok() => Ok(class(v)),
                // numpy puts each int() in a C long.
                Some(_) => Err("Python int too large to convert to C long".to_string()),
                None => Err(format!("invalid literal for int() with base 10: '{raw}'")),
            }
        }
    }
}

/// Python's `int(str)`: `str.isspace` whitespace around, an optional sign, ASCII digits
/// with single underscores between them. (Non-ASCII digits, which Python reads, are not.)
fn py_int(raw: &str) -> Option<i128> {
    let s = crate::pyjson::py_strip(raw);
    let (negative, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let b = body.as_bytes();
    let ok = !b.is_empty()
        && b.iter().enumerate().all(|(i, &c)| {
            c.is_ascii_digit() || (c == b'_' && i > 0 && b[i - 1].is_ascii_digit() && b.get(i + 1).is_some_and(u8::is_ascii_digit))
        });
    if !ok {
        return None;
    }
    let digits: String = body.chars().filter(|&c| c != '_').collect();
    // Beyond i128 it is still beyond a C long.
    let v: i128 = digits.parse().unwrap_or(i128::MAX);
    Some(if negative { -v } else { v })
}
