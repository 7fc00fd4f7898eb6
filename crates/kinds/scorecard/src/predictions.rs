//! Reading `predictions.csv` as the server's `pd.read_csv` does: the first two checks of
//! spec §2 (missing file, missing column) and the rows the later checks look at.
//!
//! * The layout is pandas' ([`super::read_csv`]): a file pandas cannot read (a quote
//!   never closed, a row with too many fields) fails the first check; a first data row
//!   longer than the header shifts every column (implicit index, with a warning); short
//!   rows are padded with missing values.
//! * Column names are matched **exactly** (`customer_id`, `prob_default`), as pandas
//!   does: ` prob_default` or `Prob_Default` is a different column there. The server
//!   reads with `encoding="utf-8-sig"`, which drops one BOM, and pandas drops one more:
//!   two BOMs are dropped, a third stays in the first column's name. Other columns are ignored. Near misses get a hint.
//! * Each column gets pandas' type ([`super::dtype`]), which decides how ids compare
//!   and whether `True` is a number.

use crate::diagnostic::codes;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::table;

use super::checks::{warning, Check, Findings};
use super::dtype::ColumnType;
use super::read_csv::{self, FlatFrame, Unreadable};

/// The id column's name.
pub(crate) const ID: &str = "customer_id";
/// The value column's name.
pub(crate) const VALUE: &str = "prob_default";

/// One data row of the submission: its cells are slices of the file's text (or of
/// the few fields a quote made owned), never copies.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Row<'t> {
    /// 1-based line where the row starts.
    pub line: usize,
    /// Fields on the row as written.
    pub n_fields: usize,
    /// `customer_id` as written; `None` when the row is too short to have it (pandas:
    /// NaN) or the column is missing.
    pub id: Option<&'t str>,
    /// `prob_default` as written; `None` as for `id`.
    pub value: Option<&'t str>,
}

/// The file laid out as pandas lays it out, with where its two columns are.
pub(crate) struct Table<'a> {
    frame: FlatFrame<'a>,
    id_field: Option<usize>,
    value_field: Option<usize>,
}

/// What could be read of the submission.
#[derive(Debug, Clone)]
pub(crate) struct Submission<'t> {
    pub rows: Vec<Row<'t>>,
    /// 1-based field numbers (index fields included), when present.
    pub id_column: Option<usize>,
    pub value_column: Option<usize>,
    /// pandas' type of each column, block by block (no blocks when it is missing).
    pub id_type: ColumnType,
    pub value_type: ColumnType,
}

impl Table<'_> {
    /// The rows and the columns' types.
    pub(crate) fn submission(&self) -> Submission<'_> {
        let f = &self.frame;
        let cell = |r: usize, field: Option<usize>| field.and_then(|i| f.cell(r, i));
        let rows: Vec<Row> = (0..f.rows())
            .map(|r| Row { line: f.line(r), n_fields: f.width(r), id: cell(r, self.id_field), value: cell(r, self.value_field) })
            .collect();
        let width = f.header.len() + f.index_width;
        let column_type = |field: Option<usize>, pick: for<'r> fn(&'r Row<'_>) -> Option<&'r str>| match field {
            Some(_) => ColumnType::infer(rows.iter().map(pick), width),
            None => ColumnType::infer([], width),
        };
        let id_type = column_type(self.id_field, |r| r.id);
        let value_type = column_type(self.value_field, |r| r.value);
        Submission { rows, id_column: self.id_field.map(|i| i + 1), value_column: self.value_field.map(|i| i + 1), id_type, value_type }
    }
}

/// Read the file, recording `missing-file` / unreadable and `missing-column` findings.
/// `None` when nothing past the file check can be looked at.
pub(crate) fn read<'a>(bytes: &'a [u8], file: &str, findings: &mut Findings) -> Option<Table<'a>> {
    let missing = |what: &str| {
        Diagnostic::new(codes::SCORECARD_MISSING_FILE, Category::Fatal, format!("{file} is {what}")).at(Location::file(file)).hint(format!(
            "Upload {file} with the header `customer_id,prob_default` and one row per \
                 test-set customer."
        ))
    };
    // The file exists (a missing one is `grade_missing`'s): what `pd.read_csv` cannot
    // read is an exception on the server (EmptyDataError, ParserError,
    // UnicodeDecodeError), which its `try` reports as `error_info.exception`.
    let raises = |mut d: Diagnostic| {
        d.category = Category::Exception;
        d
    };
    if bytes.is_empty() {
        findings.fail(Check::File, vec![raises(missing("empty: pandas raises EmptyDataError (No columns to parse from file)"))]);
        return None;
    }
    let text = match table::decode_utf8(bytes, file) {
        Ok(text) => without_second_bom(text),
        Err(d) => {
            // UTF-16 without a BOM is valid UTF-8 (with NULs) to Python: pandas reads it
            // and misses the columns (fatal); other bad bytes raise UnicodeDecodeError.
            let d = if std::str::from_utf8(bytes).is_err() { raises(d) } else { d };
            findings.fail(Check::File, vec![d]);
            return None;
        }
    };
    let frame = match read_csv::read_flat(text, bytes.len() - text.len(), file) {
        Ok(f) => f,
        Err(Unreadable::Empty) => {
            findings.fail(
                Check::File,
                vec![raises(missing("empty (only blank lines): pandas raises EmptyDataError (No columns to parse from file)"))],
            );
            return None;
        }
        Err(Unreadable::Broken(diags)) => {
            // pandas' tokenizer raises ParserError (too many fields, EOF inside a quote).
            findings.fail(Check::File, diags.into_iter().map(raises).collect());
            return None;
        }
    };
    if frame.index_width > 0 {
        findings.warn(vec![implicit_index(&frame, file)]);
    }
    let id_field = find_column(&frame, ID, file, findings);
    let value_field = find_column(&frame, VALUE, file, findings);
    Some(Table { frame, id_field, value_field })
}

/// The text after the `utf-8-sig` codec dropped one BOM: pandas' parser drops one more
/// at the start of the file (measured on 2.3.2: a file starting with two BOMs reads
/// `customer_id`; with three, `\u{feff}customer_id`).
pub(crate) fn without_second_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// The first data row is longer than the header: pandas reads its extra leading fields
/// as the row index and every named column from further right.
fn implicit_index(frame: &FlatFrame, file: &str) -> Diagnostic {
    let k = frame.index_width;
    let (first_line, first_width) = (frame.line(0), frame.width(0));
    // Where the columns graded come from now (or the first two, when neither is there).
    let named: Vec<(usize, &std::borrow::Cow<str>)> = frame.header.iter().enumerate().filter(|(_, h)| *h == ID || *h == VALUE).collect();
    let shown = if named.is_empty() { frame.header.iter().enumerate().take(2).collect() } else { named };
    let shifted: Vec<String> = shown.into_iter().map(|(j, name)| format!("`{name}` from field {}", j + k + 1)).collect();
    warning(
        codes::SCORECARD_IMPLICIT_INDEX,
        format!(
            "the first data row (line {}) has {} fields but the header has {}: pandas reads the first {} of every row as the row index and shifts the columns left ({})",
            first_line,
            first_width,
            frame.header.len(),
            if k == 1 { "field".to_string() } else { format!("{k} fields") },
            shifted.join(", ")
        ),
    )
    .at(Location::file(file).line(first_line))
    .hint("Every row must have as many fields as the header: remove trailing commas, quote values that contain a comma, and write decimals with a point (0.27, not 0,27).")
}

/// 0-based field of `name` (exact match, first one wins as pandas renames later
/// duplicates to `name.1`), or a `missing-column` finding.
fn find_column(f: &FlatFrame, name: &str, file: &str, findings: &mut Findings) -> Option<usize> {
    if let Some(i) = f.field_of(name) {
        return Some(i);
    }
    let found: Vec<String> = f.header.iter().map(|h| format!("`{h}`")).collect();
    let norm = |s: &str| s.chars().filter(|c| !matches!(c, ' ' | '_' | '-')).map(|c| c.to_ascii_lowercase()).collect::<String>();
    let near = f.header.iter().find(|h| norm(h.trim()) == norm(name));
    let sep = table::one_field_separator(&f.header).filter(|_| f.header[0].contains(name));
    let hint = match (sep, near) {
        (Some(sep), _) => table::separator_hint(sep).to_string(),
        (None, near) => match near {
            Some(h) => format!("Rename the column `{h}` to exactly `{name}` (lowercase, no spaces)."),
            None => format!("The header must contain `{ID}` and `{VALUE}`, spelled exactly."),
        },
    };
    findings.fail(
        Check::Columns,
        vec![Diagnostic::new(
            codes::SCORECARD_MISSING_COLUMN,
            Category::Fatal,
            format!("{file} has no column `{name}` (columns found: {})", found.join(", ")),
        )
        .at(Location::file(file).line(f.header_line).field(name))
        .hint(hint)],
    );
    None
}
