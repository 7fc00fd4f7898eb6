//! Checks 6–7 of spec §2 on `customer_id`: no id twice; every test-set id present.
//! Extra rows (ids not in the test set) are ignored, with a warning.
//!
//! Ids are compared as trimmed strings (spec §2), so `007` and `7` are different ids.

use std::collections::HashMap;

use crate::diagnostic::{Category, Diagnostic, Location};

use super::checks::{warning, Check, Findings};
use super::predictions::{Submission, ID};
use super::truth::Truth;

/// What the id checks found out.
pub(crate) struct Matching {
    /// For each truth position, the submission row holding that id (first one).
    pub row_of_truth: Vec<Option<usize>>,
    /// Rows whose id is not a test-set id.
    pub n_extra_rows: usize,
}

/// Run the id checks. `None` when the `customer_id` column is missing.
pub(crate) fn check(
    truth: &Truth,
    sub: &Submission,
    file: &str,
    findings: &mut Findings,
) -> Option<Matching> {
    let column = sub.id_column?;
    let at = |line: usize, id: &str| {
        Location::file(file)
            .line(line)
            .column(column)
            .field(ID)
            .id(id)
    };

    let mut first_line: HashMap<&str, usize> = HashMap::with_capacity(sub.rows.len());
    let mut row_of_truth = vec![None; truth.len()];
    let (mut duplicates, mut empty) = (Vec::new(), Vec::new());
    let mut extra: Vec<(usize, &str)> = Vec::new();
    for (k, r) in sub.rows.iter().enumerate() {
        let id = r.id.as_deref().unwrap_or("");
        if id.is_empty() {
            empty.push(
                warning(
                    "scorecard/empty-id",
                    format!("`{ID}` is empty on line {}", r.line),
                )
                .at(Location::file(file).line(r.line).column(column).field(ID))
                .hint("A row without a customer id cannot be matched to anyone."),
            );
        }
        if let Some(&first) = first_line.get(id) {
            let shown = if id.is_empty() { "(empty)" } else { id };
            duplicates.push(
                Diagnostic::new(
                    "scorecard/duplicate-id",
                    Category::Fatal,
                    format!(
                        "customer {shown} appears again on line {} (first on line {first})",
                        r.line
                    ),
                )
                .at(at(r.line, id))
                .hint("Keep one row per customer, e.g. df.drop_duplicates(\"customer_id\")."),
            );
            continue;
        }
        first_line.insert(id, r.line);
        match truth.position(id) {
            Some(t) => row_of_truth[t] = Some(k),
            None => extra.push((r.line, id)),
        }
    }
    findings.warn(empty);
    findings.fail(Check::DuplicateId, duplicates);

    let n_missing = row_of_truth.iter().filter(|r| r.is_none()).count();
    let missing = truth
        .ids()
        .iter()
        .zip(&row_of_truth)
        .filter(|(_, row)| row.is_none())
        .map(|(id, _)| {
            Diagnostic::new(
                "scorecard/missing-id",
                Category::Fatal,
                format!("customer {id} of the test set has no row in {file}"),
            )
            .at(Location::file(file).field(ID).id(id.as_str()))
            .hint(format!(
                "Predict every test-set customer ({n_missing} of {} are missing).",
                truth.len()
            ))
        })
        .collect();
    findings.fail(Check::MissingId, missing);

    // Repeats of an extra id were counted as duplicates; count rows, as pandas would.
    let n_extra_rows = sub
        .rows
        .iter()
        .filter(|r| truth.position(r.id.as_deref().unwrap_or("")).is_none())
        .count();
    if let Some(&(line, _)) = extra.first() {
        let examples: Vec<String> = extra
            .iter()
            .take(5)
            .map(|(l, id)| {
                if id.is_empty() {
                    format!("(empty) on line {l}")
                } else {
                    format!("{id} on line {l}")
                }
            })
            .collect();
        findings.warn(vec![warning(
            "scorecard/extra-rows",
            format!(
                "{n_extra_rows} row(s) have a customer_id that is not in the test set and are ignored (e.g. {})",
                examples.join(", ")
            ),
        )
        .at(Location::file(file).line(line).column(column).field(ID))
        .hint("Extra rows do not change the score; check they are not test-set customers written differently (e.g. `007` vs `7`).")]);
    }
    Some(Matching {
        row_of_truth,
        n_extra_rows,
    })
}
