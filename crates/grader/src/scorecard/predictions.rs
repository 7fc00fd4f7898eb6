//! Reading `predictions.csv`: the first two checks of spec §2 (missing file, missing
//! column) and the rows the later checks look at.
//!
//! Column names are matched **exactly** (`customer_id`, `prob_default`), as pandas does:
//! ` prob_default` or `Prob_Default` is a different column there. A UTF-8 BOM is dropped
//! (pandas drops it too). Other columns are ignored. Near misses get a hint.

use crate::diagnostic::{Category, Diagnostic, Location};
use crate::table::{self, Table};

use super::checks::{Check, Findings};

/// The id column's name.
pub(crate) const ID: &str = "customer_id";
/// The value column's name.
pub(crate) const VALUE: &str = "prob_default";

/// One data row of the submission.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    /// 1-based line where the row starts.
    pub line: usize,
    /// `customer_id`, trimmed; `None` when the column is missing.
    pub id: Option<String>,
    /// `prob_default` as written; `None` when the column is missing.
    pub value: Option<String>,
}

/// What could be read of the submission.
#[derive(Debug, Clone)]
pub(crate) struct Submission {
    pub rows: Vec<Row>,
    /// 1-based column numbers, when present.
    pub id_column: Option<usize>,
    pub value_column: Option<usize>,
}

/// Read the file, recording `missing-file` / unreadable and `missing-column` findings.
/// `None` when nothing past the file check can be looked at.
pub(crate) fn read(bytes: &[u8], file: &str, findings: &mut Findings) -> Option<Submission> {
    let missing = |what: &str| {
        Diagnostic::new(
            "scorecard/missing-file",
            Category::Fatal,
            format!("{file} is {what}"),
        )
        .at(Location::file(file))
        .hint(format!(
            "Upload {file} with the header `customer_id,prob_default` and one row per \
                 test-set customer."
        ))
    };
    if bytes.is_empty() {
        findings.fail(Check::File, vec![missing("missing or empty")]);
        return None;
    }
    let parsed = match table::decode_utf8(bytes, file) {
        Ok(text) => table::parse(text, ',', file),
        Err(d) => Err(d),
    };
    let t = match parsed {
        Ok(t) => t,
        Err(d) if d.code == "file/empty" => {
            findings.fail(Check::File, vec![missing("empty (only blank lines)")]);
            return None;
        }
        Err(d) => {
            findings.fail(Check::File, vec![d]);
            return None;
        }
    };
    let id_column = find_column(&t, ID, file, findings);
    let value_column = find_column(&t, VALUE, file, findings);
    ragged_rows(&t, file, findings);
    let rows = t
        .records
        .iter()
        .map(|r| Row {
            line: r.line,
            id: id_column.map(|c| r.get(c - 1).trim().to_string()),
            value: value_column.map(|c| r.get(c - 1).to_string()),
        })
        .collect();
    Some(Submission {
        rows,
        id_column,
        value_column,
    })
}

/// 1-based column of `name` (exact match, first one wins as pandas renames later
/// duplicates to `name.1`), or a `missing-column` finding.
fn find_column(t: &Table, name: &str, file: &str, findings: &mut Findings) -> Option<usize> {
    if let Some(i) = t.header.iter().position(|h| h == name) {
        return Some(i + 1);
    }
    let found: Vec<String> = t.header.iter().map(|h| format!("`{h}`")).collect();
    let near = t.column_any(&[name]).map(|i| t.header[i].clone());
    let hint = match near {
        Some(h) => format!("Rename the column `{h}` to exactly `{name}` (lowercase, no spaces)."),
        None => format!("The header must contain `{ID}` and `{VALUE}`, spelled exactly."),
    };
    findings.fail(
        Check::Columns,
        vec![Diagnostic::new(
            "scorecard/missing-column",
            Category::Fatal,
            format!(
                "{file} has no column `{name}` (columns found: {})",
                found.join(", ")
            ),
        )
        .at(Location::file(file).line(t.header_line).field(name))
        .hint(hint)],
    );
    None
}

/// Rows with more cells than the header: pandas' C parser refuses these ("Expected 2
/// fields in line 3, saw 3"), the spec says nothing, so we warn and read the row.
fn ragged_rows(t: &Table, file: &str, findings: &mut Findings) {
    let width = t.header.len();
    let diags = t
        .records
        .iter()
        .filter(|r| r.fields.len() > width)
        .map(|r| {
            Diagnostic::new(
                "scorecard/ragged-row",
                Category::Warning,
                format!(
                    "line {} has {} cells but the header has {width}; the extra cells are ignored",
                    r.line,
                    r.fields.len()
                ),
            )
            .at(Location::file(file).line(r.line))
            .hint("Quote values that contain a comma; pandas-based graders reject such rows.")
        })
        .collect();
    findings.warn(diags);
}
