//! The case's answer key: `truth.csv` with `customer_id` and `default` (0/1).
//!
//! Case data is ours, so problems in it are category [`Category::Case`]: the grader
//! cannot grade anyone against a broken key. Every problem is reported, located by line.

use std::collections::HashMap;

use crate::diagnostic::{Category, Diagnostic, Location};
use crate::table;

use super::number::{classify, Cell};

const ID: &str = "customer_id";
const LABEL: &str = "default";

/// The test set: customer ids (trimmed, unique, non-empty) in file order, and whether
/// each defaulted.
#[derive(Debug, Clone, PartialEq)]
pub struct Truth {
    ids: Vec<String>,
    labels: Vec<bool>,
    /// id -> position, for matching submissions.
    index: HashMap<String, usize>,
}

impl Truth {
    /// Build from ids and labels (true = defaulted). Ids are trimmed; an empty or
    /// repeated id, or lengths that differ, is a [`Category::Case`] diagnostic.
    pub fn from_labels(ids: Vec<String>, labels: Vec<bool>) -> Result<Truth, Vec<Diagnostic>> {
        if ids.len() != labels.len() {
            return Err(vec![Diagnostic::new(
                "scorecard/truth-length",
                Category::Case,
                format!("{} customer ids but {} labels", ids.len(), labels.len()),
            )
            .hint("Give one label per customer id.")]);
        }
        let rows: Vec<(usize, String, bool)> = ids
            .into_iter()
            .zip(labels)
            .enumerate()
            .map(|(i, (id, l))| (i + 1, id, l))
            .collect();
        build(rows, None)
    }

    /// Customer ids, trimmed, in file order.
    pub fn ids(&self) -> &[String] {
        &self.ids
    }
    /// `labels()[i]` is true when `ids()[i]` defaulted.
    pub fn labels(&self) -> &[bool] {
        &self.labels
    }
    /// Position of a (trimmed) id.
    pub fn position(&self, id: &str) -> Option<usize> {
        self.index.get(id).copied()
    }
    /// Number of customers in the test set.
    pub fn len(&self) -> usize {
        self.ids.len()
    }
    /// True when the test set has no customers.
    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }
    /// Number of defaulters (P).
    pub fn n_positive(&self) -> usize {
        self.labels.iter().filter(|&&l| l).count()
    }
    /// Number of repayers (N).
    pub fn n_negative(&self) -> usize {
        self.len() - self.n_positive()
    }
}

/// Read `truth.csv`: header with `customer_id` and `default` (other columns ignored),
/// one row per test-set customer, `default` 0 or 1 (`0.0`/`1.0`, `true`/`false` too).
pub fn parse_truth(bytes: &[u8], file: &str) -> Result<Truth, Vec<Diagnostic>> {
    let as_case = |mut d: Diagnostic| {
        d.category = Category::Case;
        vec![d]
    };
    let text = table::decode_utf8(bytes, file).map_err(as_case)?;
    let t = table::parse(text, ',', file).map_err(as_case)?;
    let header_at = Location::file(file).line(t.header_line);
    let mut errors = Vec::new();
    let id_col = t.column(ID);
    let label_col = t.column(LABEL);
    for (name, col) in [(ID, id_col), (LABEL, label_col)] {
        if col.is_none() {
            errors.push(
                Diagnostic::new(
                    "scorecard/truth-missing-column",
                    Category::Case,
                    format!("{file} has no column `{name}`"),
                )
                .at(header_at.clone().field(name))
                .hint("The answer key needs columns `customer_id` and `default` (0 or 1)."),
            );
        }
    }
    let (Some(id_col), Some(label_col)) = (id_col, label_col) else {
        return Err(errors);
    };
    let mut rows = Vec::with_capacity(t.records.len());
    for r in &t.records {
        let id = r.get(id_col).trim().to_string();
        let raw = r.get(label_col);
        let label = match (raw.trim().to_ascii_lowercase().as_str(), classify(raw)) {
            ("true", _) | (_, Cell::Number(1.0)) => Some(true),
            ("false", _) | (_, Cell::Number(0.0)) => Some(false),
            _ => None,
        };
        match label {
            Some(l) => rows.push((r.line, id, l)),
            None => errors.push(
                Diagnostic::new(
                    "scorecard/truth-bad-label",
                    Category::Case,
                    format!(
                        "`default` on line {} is `{}`, not 0 or 1",
                        r.line,
                        raw.trim()
                    ),
                )
                .at(Location::file(file)
                    .line(r.line)
                    .column(label_col + 1)
                    .field(LABEL)
                    .id(id))
                .hint("Write 1 for a customer who defaulted and 0 for one who repaid."),
            ),
        }
    }
    match build(rows, Some(file)) {
        Ok(truth) if errors.is_empty() => Ok(truth),
        Ok(_) => Err(errors),
        Err(more) => {
            errors.extend(more);
            Err(errors)
        }
    }
}

/// Check ids (non-empty, unique) and assemble. `rows` are (line, id, label).
fn build(rows: Vec<(usize, String, bool)>, file: Option<&str>) -> Result<Truth, Vec<Diagnostic>> {
    let at = |line: usize| match file {
        Some(f) => Location::file(f).line(line).field(ID),
        None => Location::default().line(line).field(ID),
    };
    let what = file.unwrap_or("the answer key");
    let mut errors = Vec::new();
    if rows.is_empty() {
        errors.push(
            Diagnostic::new(
                "scorecard/truth-empty",
                Category::Case,
                format!("{what} has no customers"),
            )
            .at(at(1))
            .hint("The answer key needs one row per test-set customer."),
        );
    }
    let mut index: HashMap<String, usize> = HashMap::with_capacity(rows.len());
    let mut first_line: HashMap<String, usize> = HashMap::new();
    let mut ids = Vec::with_capacity(rows.len());
    let mut labels = Vec::with_capacity(rows.len());
    for (line, id, label) in rows {
        let id = id.trim().to_string();
        if id.is_empty() {
            errors.push(
                Diagnostic::new(
                    "scorecard/truth-empty-id",
                    Category::Case,
                    format!("{what}: `customer_id` is empty on line {line}"),
                )
                .at(at(line))
                .hint("Every row of the answer key needs a customer id."),
            );
            continue;
        }
        if let Some(&first) = first_line.get(&id) {
            errors.push(
                Diagnostic::new(
                    "scorecard/truth-duplicate-id",
                    Category::Case,
                    format!("{what}: customer {id} appears again on line {line} (first on line {first})"),
                )
                .at(at(line).id(id.clone()))
                .hint("Each test-set customer must appear once in the answer key."),
            );
            continue;
        }
        first_line.insert(id.clone(), line);
        index.insert(id.clone(), ids.len());
        ids.push(id);
        labels.push(label);
    }
    if errors.is_empty() {
        Ok(Truth { ids, labels, index })
    } else {
        Err(errors)
    }
}
