//! The `prediction` kind: a predictions file against a truth file, graded as a case's
//! manifest describes it (`cases-public/PREDICTION.md`): read both with pandas, run the
//! check steps, join on the keys, compute the metric per target, combine, map to a
//! score against the reference. FDE-Bench grades many forecasting and regression
//! cases this way; nothing here is decided per case: a new case is a `case.json`.
//!
//! The contract is the Python reference grader `peers/prediction_peer.py` in the
//! pinned stack (CPython 3.12, pandas 2.3.2, numpy 1.26.4); `tests/prediction_peer.rs`
//! grades its differential batches and compares every field, floats bit for bit.
//!
//! Built: the pandas engine (`submission.engine: pandas`, a pandas truth CSV or a
//! `json_fields` truth, `json_truth.rs`), every check step (`parse_time` as pandas
//! 2.3.2 guesses and parses: `parse_time.rs`, `crate::pandas::datetime`; without a
//! `format`, a datetime64 column used as a key, `time_column.rs`), the metrics of `spec::Metric` (computed by
//! `measure.rs`: `percentile.rs` is numpy's percentile, `group_mean.rs` pandas' group
//! mean), composite `score.terms` over the reference's `normalisers`, a template of rows
//! to score (`template.rs`: the join's left side, `frame: all` steps and `against:
//! template` checks), every mapping; the csv-module engine (`rows.rs`: Python's
//! `csv.DictReader` and `float()`, a CSV or `.npz` truth); the curves engine
//! (`curves.rs`, FDE-Bench 006) and the grid engine (`grid.rs`, 041). A manifest naming
//! anything else (a datetime64 column as a target, ...) loads with a located
//! `case/unsupported` error naming the feature; a time the server's clock decides
//! (`now`, a time without a date, ...) is refused at grade time (`failed_check: unsupported`): never a silent wrong score.
//!
//! The case's files (`truth.rs`): the truth file, and whatever else the manifest names
//! (`data/...` files of the case, the template, per-time truth files), come through
//! [`crate::kind::CaseFiles`] when the case loads ([`crate::kind::Kind::load_files`]);
//! a missing one is a located `case/missing-file` error.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(prediction);

mod coach;
pub mod codes;
mod convert;
mod curves;
mod explain;
mod frame;
mod grid;
mod group_mean;
mod join;
mod json_truth;
mod keys;
mod kind_impl;
mod manifest;
mod mapping;
mod measure;
mod metrics;
mod needed;
use pysem::npz;
mod parse_time;
mod percentile;
use pysem::py_csv;
mod report;
mod report_json;
mod reported;
mod rows;
mod server_output;
mod spans;
mod spec;
mod steps;
mod template;
mod time_column;
mod truth;

use serde_json::Value;

pub(crate) use crate::diagnostic::{Category, Collector, Diagnostic, Location};
use crate::round::py_round;

pub use coach::{coach, quality_without, CostlyGroup, CostlyRow, PredictionCoach, Without};
pub use explain::{explain, Explained, ExplainedRow, Loss, RowValue};
pub use kind_impl::{PredictionCase, PredictionKind};
pub use report::{server_float, PredictionExact, PredictionReport, TargetScore};
pub use spec::StepName;

/// Why grading stopped before a score.
#[derive(Debug, Clone)]
pub(crate) enum Stop {
    /// A failed check: `error_info[category]` lists the problems; `said`: the
    /// evaluator's own messages for them, where the manifest gives their texts.
    Reject { category: String, problems: Vec<Diagnostic>, said: Option<Vec<String>> },
    /// The server's stack raises: `error_info.exception`.
    Raise(Diagnostic),
    /// The server's stack raises, and what `str(e)` gives is known.
    RaiseText(Diagnostic, String),
    /// The server's stack does what this grader does not reproduce (a time its clock
    /// decides, ...): no score, `error_info.unsupported`, a `case/unsupported`
    /// diagnostic naming the value.
    Unsupported(Diagnostic),
}

/// `v[key]` as text.
pub(crate) fn text<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

/// `v[key]` as a number.
pub(crate) fn num(v: &Value, key: &str) -> Option<f64> {
    v.get(key).and_then(Value::as_f64)
}

/// `v[key]` as a list of texts (empty when absent).
pub(crate) fn arr<'a>(v: &'a Value, key: &str) -> Vec<&'a str> {
    v.get(key).and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default()
}

/// What grading computed, for the report.
#[derive(Default)]
struct Outcome {
    validity: f64,
    quality: f64,
    fields: serde_json::Map<String, Value>,
    per: Vec<(String, f64, usize)>,
    exact: Option<PredictionExact>,
    n_rows: usize,
    n_scored: usize,
    /// More `error_info` entries of a rejection (041's `total`: every problem, when
    /// the category lists at most `limit`).
    reject_extra: Vec<(String, Value)>,
}

/// Grade a predictions file (`None`: there is no file) against a loaded case.
pub(crate) fn grade(case: &PredictionCase, submission: Option<&[u8]>, file: &str) -> PredictionReport {
    grade_said(case, submission, file).0
}

/// What the case's evaluator prints for the file (`--format server`, `server.rs`).
pub(crate) fn server_output(case: &PredictionCase, submission: Option<&[u8]>, file: &str) -> String {
    let (report, said) = grade_said(case, submission, file);
    server_output::output(case, &report, &said)
}

/// [`grade`], and what the evaluator would say besides the report's numbers.
fn grade_said(case: &PredictionCase, submission: Option<&[u8]>, file: &str) -> (PredictionReport, server_output::Said) {
    let mut said = server_output::Said { found: submission.is_some(), ..Default::default() };
    let mut out = Outcome::default();
    let ctx = reported::Context::reference_only(case.reference, &case.spec);
    reported::fill(&mut out.fields, &case.spec.report_always, &ctx);
    let result = match &case.truth {
        Truth::Frame(_) => run(case, submission, file, &mut out),
        Truth::Rows(t) => rows::grade(case, t, submission, file, &mut out),
        Truth::Curves(t) => curves::grade(case, t, submission, file, &mut out),
        Truth::Grid(t) => grid::grade(case, t, submission, file, &mut out),
    };
    let mut crash = None;
    let mut error_info = serde_json::Map::new();
    let mut diagnostics = Vec::new();
    let mut failed_check = None;
    // Python's text of an exception, when known, is the evaluator's to print.
    let result = match result {
        Err(Stop::RaiseText(d, error)) => {
            said.error = Some(error);
            Err(Stop::Raise(d))
        }
        other => other,
    };
    match result {
        Ok(()) => {}
        Err(Stop::RaiseText(d, _)) => unreachable!("{d:?}"),
        Err(Stop::Reject { said: messages, category, problems }) => {
            said.messages = messages;
            let messages = problems.iter().map(|d| Value::from(d.message.clone())).collect();
            error_info.insert(category.clone(), Value::Array(messages));
            error_info.extend(std::mem::take(&mut out.reject_extra));
            failed_check = Some(category);
            diagnostics = problems;
        }
        Err(Stop::Raise(d)) => {
            let oe = &case.spec.on_exception;
            if oe.uncaught {
                // The evaluator has no catch-all: its process dies with the exception.
                crash = Some(python_exception(&d.message));
                out.validity = 0.0;
                out.quality = 0.0;
                out.fields.clear();
            }
            if oe.reset_validity {
                out.validity = 0.0;
            }
            if oe.reset_quality {
                out.quality = 0.0;
            }
            error_info.insert("exception".into(), Value::Array(vec![Value::from(d.message.clone())]));
            failed_check = Some("exception".into());
            diagnostics.push(d);
        }
        Err(Stop::Unsupported(d)) => {
            out.validity = 0.0;
            out.quality = 0.0;
            out.fields.clear();
            error_info.insert("unsupported".into(), Value::Array(vec![Value::from(d.message.clone())]));
            failed_check = Some("unsupported".into());
            diagnostics.push(d);
        }
    }
    let (diagnostics, diagnostic_groups) = diagnostics.into_iter().collect::<Collector>().finish();
    let report = PredictionReport {
        kind: "prediction".into(),
        file: file.to_string(),
        server: crate::server::Server::Py312,
        validity_score: out.validity,
        quality_score: out.quality,
        overall_score: out.quality,
        error_info: Value::Object(error_info),
        crash,
        fields: Value::Object(out.fields),
        valid: failed_check.is_none(),
        failed_check,
        reference_value: case.reference,
        exact: out.exact,
        per_target: out.per.into_iter().map(|(name, value, n_scored)| TargetScore { name, value, n_scored }).collect(),
        n_truth: case.truth.len(),
        n_rows: out.n_rows,
        n_scored: out.n_scored,
        diagnostics,
        diagnostic_groups,
    };
    (report, said)
}

fn fatal(category: &str, code: crate::diagnostic::Code, message: String, file: &str, said: Option<Vec<String>>) -> Stop {
    Stop::Reject {
        said,
        category: category.to_string(),
        problems: vec![Diagnostic::new(code, Category::Fatal, message).at(Location::file(file))],
    }
}

/// The `missing-column` diagnostic of a header lacking required columns: every missing
/// one named (the server's entry is one, so is ours), the hint a file separated by
/// semicolons or tabs gets in routing and scorecard, or what the bytes are when they are
/// UTF-16 without a byte-order mark (Python reads them as text and misses the columns).
pub(crate) fn missing_columns<S: AsRef<str>>(
    header: &[S],
    required: &[impl AsRef<str>],
    has: impl Fn(&str) -> bool,
    bytes: &[u8],
    file: &str,
) -> Diagnostic {
    if let Some(mut d) = frame::not_text(bytes, file) {
        d.category = Category::Fatal;
        return d;
    }
    let required: Vec<&str> = required.iter().map(AsRef::as_ref).collect();
    let missing: Vec<&str> = required.iter().copied().filter(|c| !has(c)).collect();
    let found = header.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(", ");
    let message = match missing.as_slice() {
        [one] => format!("{file} has no column `{one}` (its columns: {found})"),
        more => {
            let named: Vec<String> = more.iter().map(|c| format!("`{c}`")).collect();
            format!("{file} has no columns {} (its columns: {found})", named.join(", "))
        }
    };
    let hint = match crate::table::one_field_separator(header) {
        Some(sep) => crate::table::separator_hint(sep).to_string(),
        None => format!("The header needs these columns: {}.", required.join(", ")),
    };
    Diagnostic::new(codes::PREDICTION_MISSING_COLUMN, Category::Fatal, message)
        .at(Location::file(file).line(1).field(missing.first().copied().unwrap_or_default()))
        .hint(hint)
}

fn run(case: &PredictionCase, submission: Option<&[u8]>, file: &str, out: &mut Outcome) -> Result<(), Stop> {
    let p = &case.params;
    let sub = &case.spec.submission;
    // The file the evaluator looks for, as its texts name it.
    let named = sub.file.as_deref().unwrap_or(file);
    let Some(bytes) = submission else {
        let said = server_output::file_message(p, "missing_file", &[("file", named), ("dir", server_output::SUBMISSION_DIR)]);
        return Err(fatal("fatal", codes::PREDICTION_MISSING_FILE, format!("there is no {file}"), file, said));
    };
    let utf8_sig = sub.utf8_sig;
    let pred = match frame::read(bytes, file, utf8_sig) {
        Ok(f) => f,
        Err(d) if sub.read_error_fatal => {
            let mut d = d;
            d.category = Category::Fatal;
            let error = frame::python_error(bytes, utf8_sig).unwrap_or_default();
            let said = server_output::file_message(p, "unreadable", &[("file", named), ("error", &error)]);
            return Err(Stop::Reject { said, category: "fatal".into(), problems: vec![d] });
        }
        Err(d) => {
            return Err(match frame::python_error(bytes, utf8_sig) {
                Some(error) => Stop::RaiseText(d, error),
                None => Stop::Raise(d),
            })
        }
    };
    out.n_rows = pred.rows;
    let req = &case.spec.required_columns;
    for c in &req.columns {
        if pred.get(c).is_none() {
            let category = req.category.as_deref().unwrap_or("fatal");
            let d = missing_columns(&pred.names, &req.columns, |c| pred.get(c).is_some(), bytes, file);
            let columns = server_output::list_repr(pred.names.iter().map(String::as_str));
            let missing = server_output::list_repr(req.columns.iter().map(String::as_str).filter(|c| pred.get(c).is_none()));
            let vars = [("file", named), ("column", c), ("columns", &columns), ("missing", &missing)];
            let said = server_output::file_message(p, "missing_column", &vars);
            return Err(Stop::Reject { said, category: category.to_string(), problems: vec![d] });
        }
    }
    let Truth::Frame(truth) = &case.truth else {
        return Err(raise("a truth of another engine", file));
    };
    let mut state = steps::State::new(case, truth, pred, file);
    for step in &case.spec.checks {
        steps::run(step, &mut state)?;
    }
    out.validity = 1.0;
    let joined = match state.joined.take() {
        Some(j) => j,
        None => join::join(&state)?,
    };
    out.n_scored = joined.len();
    let Scored { per, combined, objective, quality } = score_joined(case, &joined, file)?;
    out.quality = py_round(quality, 6);
    out.exact = Some(PredictionExact { combined, objective, quality });
    let ctx = reported::Context {
        per: &per,
        combined,
        objective,
        reference: case.reference,
        joined: Some(&joined),
        truth: Some(&state.truth),
        truth_count: None,
        spec: &case.spec,
    };
    for item in &case.spec.report {
        if let Some(Stop::Raise(d)) = reported::raises(item, &ctx) {
            // Python raises here: the report keeps the fields set so far.
            return Err(Stop::Raise(d.at(Location::file(file))));
        }
        if let Some(v) = reported::value(item, &ctx) {
            out.fields.insert(item.field.clone(), v);
        }
    }
    out.per = per;
    Ok(())
}

/// What the metric code makes of joined rows: per target, combined, mapped.
pub(crate) struct Scored {
    pub per: Vec<(String, f64, usize)>,
    pub combined: f64,
    pub objective: f64,
    pub quality: f64,
}

/// Score joined rows as the manifest says (per target, combined, objective, the mapping
/// against the reference): the pandas engine's grade, and the coach's "without" scores.
pub(crate) fn score_joined(case: &PredictionCase, joined: &join::Joined, file: &str) -> Result<Scored, Stop> {
    let Some(score) = &case.spec.score else {
        return Err(raise("a score of another engine", file));
    };
    let per = reported::per_target(&case.spec, score, joined)?;
    let combined =
        mapping::combine(score.combine, &case.spec.targets, &per).ok_or_else(|| raise("IndexError: no target has a row to score", file))?;
    let objective = mapping::objective(case.spec.objective, combined);
    // A floor measured on the scored rows (read at load, by the mapping rule's key).
    let floor_of = |rule: &str| {
        let (t, q) = reported::vectors(score.nan_to_zero, joined, 0);
        let spec = case.spec.floors.iter().find(|(k, _)| k == rule).map(|(_, m)| m);
        spec.map_or(f64::NAN, |m| measure::measure(m, &t, &q, joined).unwrap_or(f64::NAN))
    };
    let quality = mapping::quality(case.spec.mapping.as_ref(), objective, case.reference, floor_of).map_err(|why| raise(why, file))?;
    Ok(Scored { per, combined, objective, quality })
}

fn raise(why: &str, file: &str) -> Stop {
    Stop::Raise(
        Diagnostic::new(codes::PREDICTION_EXCEPTION, Category::Exception, format!("the evaluator raises {why}")).at(Location::file(file)),
    )
}

/// The Python exception's type a message starts with (`OverflowError: ...`), else
/// `Exception`.
fn python_exception(message: &str) -> String {
    let head = message.split(':').next().unwrap_or("");
    let head = head.rsplit(' ').next().unwrap_or("");
    if head.ends_with("Error") && head.chars().all(|c| c.is_ascii_alphanumeric()) {
        head.to_string()
    } else {
        "Exception".to_string()
    }
}

/// A case's truth, read once.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Truth {
    /// As pandas reads a CSV (the pandas engine).
    Frame(frame::Frame),
    /// A Python dict of key tuples (the csv-module engine).
    Rows(rows::TruthRows),
    /// The items' starting and goal curves (the curves engine).
    Curves(curves::CurveTruth),
    /// The grid, its times and their truth fields (the grid engine).
    Grid(grid::GridTruth),
}

impl Truth {
    /// Its rows, items or (time, node) values.
    pub(crate) fn len(&self) -> usize {
        match self {
            Truth::Frame(f) => f.rows,
            Truth::Rows(t) => t.keys.len(),
            Truth::Curves(t) => t.items.len(),
            Truth::Grid(t) => t.len(),
        }
    }
}
