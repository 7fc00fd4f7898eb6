//! Scorecard grading (spec §2): a credit-default model's `predictions.csv` against the
//! test set's answer key, scored by AUC and band-aware KS.
//!
//! ```text
//! truth.csv ──parse_truth──► Truth ─┐
//! predictions.csv (bytes) ──────────┴─grade──► ScorecardReport
//! ```
//!
//! Both files are read the way the server reads them, with `pd.read_csv(path,
//! encoding="utf-8-sig")` on pandas 2.3.2: `read_csv` lays a file out into rows and columns (quotes, blank lines,
//! an implicit index, a row with too many fields making the file unreadable), `number`
//! reads a cell and `dtype` types a column, which decides how ids compare ([`IdKey`]:
//! `007` is 7 among numbers, ` C0003` is not `C0003` among text; the server matches
//! the test set by `astype(str)`, so `101.0` is not `101`).
//!
//! One file per rule or metric: `predictions` reads the file and its columns,
//! `values` checks `prob_default`, `ids` checks `customer_id`, [`auc()`] and [`ks()`]
//! are the metrics, `checks` keeps the server's order. [`grade`] never panics; every
//! problem is a located [`Diagnostic`](crate::Diagnostic) in the report.
//!
//! Checks, in the server's order (the first failing one decides, score 0):
//! missing (or unreadable) file, missing column, not a number, not finite, outside
//! [0, 1], duplicated `customer_id`, a test-set id absent. Extra rows are ignored.
//! Then `combined = 0.5·AUC + 0.5·KS` and `score = combined / reference_value`.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(scorecard);

mod auc;
mod checks;
mod coach;
/// Scorecard's place in a problem's [`Location`](crate::diagnostic::Location): the
/// customer's id as written.
pub trait IdPlace {
    fn id(self, id: impl Into<String>) -> Self;
}

impl IdPlace for crate::diagnostic::Location {
    fn id(self, id: impl Into<String>) -> Self {
        self.name("id", id)
    }
}

pub mod codes;
pub mod costs;
mod ids;
mod key;
mod kind_impl;
mod ks;
mod order;
mod predictions;
mod report;
mod report_json;
mod server_output;
mod truth;
mod values;

// pandas' CSV reading, shared with the other kinds (`crate::pandas`).
pub(crate) use crate::pandas::{dtype, number, read_csv};

use serde::{Deserialize, Serialize};

pub(crate) use crate::diagnostic::{Category, Diagnostic, ErrorInfo, Location};
use crate::round::py_round;

pub use crate::diagnostic::CAP;
pub use auc::auc;
pub use coach::{coach, BandAdvice, RowAdvice, ScorecardCoach};
pub use dtype::IdKey;
pub use kind_impl::{ScorecardCase, ScorecardFacts, ScorecardKind};
pub use ks::{ks, KsResult, RocPoint};
pub use report::{ExactScores, KsAt, ScorecardReport};
pub use truth::{parse_truth, Truth};

use checks::{warning, Check, Findings};

/// The public case's reference `combined` (spec §2: AUC 0.926506, KS 0.804598).
pub const PUBLIC_REFERENCE_VALUE: f64 = 0.865552;

/// A scorecard case's parameters (case data, not code).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ScorecardParams {
    /// `combined` of the reference solution; `score = combined / reference_value`.
    pub reference_value: f64,
}

impl Default for ScorecardParams {
    /// The public case: 0.865552.
    fn default() -> Self {
        ScorecardParams { reference_value: PUBLIC_REFERENCE_VALUE }
    }
}

impl Check {
    /// The name reported as `failed_check`.
    fn name(self) -> &'static str {
        match self {
            Check::File => "missing-file",
            Check::Columns => "missing-column",
            Check::NotANumber => "not-a-number",
            Check::NotFinite => "not-finite",
            Check::OutOfRange => "out-of-range",
            Check::DuplicateId => "duplicate-id",
            Check::MissingId => "missing-id",
        }
    }
}

/// Unrounded metrics of a valid submission.
struct Metrics {
    exact: ExactScores,
    ks: KsResult,
    n_bands: usize,
}

/// Grade `predictions` (the bytes of `predictions.csv`; empty = missing) against
/// `truth`. `file` is the name used in messages. Never panics.
/// The report for a predictions file that does not exist (or cannot be opened): the
/// server's own first check, `fatal` ("missing file"). An existing but empty file is
/// [`grade`]'s: pandas raises on it.
pub fn grade_missing(truth: &Truth, params: &ScorecardParams, file: &str, reason: &str) -> ScorecardReport {
    let mut r = grade(truth, params, b"", file);
    let d = Diagnostic::new(codes::SCORECARD_MISSING_FILE, Category::Fatal, format!("cannot read {file}: {reason}"))
        .at(Location::file(file))
        .hint(format!("Upload {file} with the header `customer_id,prob_default` and one row per test-set customer."));
    r.error_info = crate::ErrorInfo::from_stage([&d]);
    r.diagnostics.retain(|x| x.code != codes::SCORECARD_MISSING_FILE);
    r.diagnostics.insert(0, d);
    r.diagnostic_groups = crate::diagnostic::group(&r.diagnostics);
    r
}

pub fn grade(truth: &Truth, params: &ScorecardParams, predictions: &[u8], file: &str) -> ScorecardReport {
    let mut findings = Findings::default();
    let mut n_rows = 0;
    let mut n_extra_rows = 0;
    let mut metrics = None;
    // Problems of the key the server grades through (missing, repeated ids).
    findings.warn(truth.warnings().to_vec());
    if let Some(table) = predictions::read(predictions, file, &mut findings) {
        let sub = table.submission();
        n_rows = sub.rows.len();
        // The value checks and the id checks read the rows side by side (CLI build);
        // the ids' findings come after the values', as the server checks them.
        let mut id_findings = Findings::default();
        let (values, matching) =
            crate::par::join(|| values::check(&sub, file, &mut findings), || ids::check(truth, &sub, file, &mut id_findings));
        findings.append(id_findings);
        if let Some(m) = &matching {
            n_extra_rows = m.n_extra_rows;
        }
        if findings.failed().is_none() {
            // Valid: every test-set id has a row with a value in [0, 1]; the scores
            // and labels are the merged frame's rows.
            let merged: Option<(Vec<f64>, Vec<Option<bool>>)> =
                matching.and_then(|m| m.pairs.iter().map(|&(t, k)| Some((values[k]?, *truth.classes().get(t)?))).collect());
            if let Some((scores, classes)) = merged {
                let m = score(&scores, &classes, params.reference_value);
                findings.warn(metric_warnings(truth, &m, file));
                metrics = Some(m);
            }
        }
    }
    let verdict = findings.finish();
    let valid = verdict.failed.is_none() && metrics.is_some();
    let round6 = |x: f64| py_round(x, 6);
    let ks_at = metrics.as_ref().and_then(|m| {
        let i = m.ks.at?;
        let p = m.ks.roc.get(i)?;
        Some(KsAt { threshold: p.threshold?, tpr: p.tpr, fpr: p.fpr, index: i })
    });
    ScorecardReport {
        kind: "scorecard".to_string(),
        file: file.to_string(),
        server: crate::server::Server::Py312,
        validity_score: if valid { 1.0 } else { 0.0 },
        quality_score: metrics.as_ref().map_or(0.0, |m| round6(m.exact.score)),
        overall_score: metrics.as_ref().map_or(0.0, |m| round6(m.exact.score)),
        error_info: verdict.error_info,
        auc: metrics.as_ref().map(|m| round6(m.exact.auc)),
        ks: metrics.as_ref().map(|m| round6(m.exact.ks)),
        player_objective: metrics.as_ref().map(|m| round6(m.exact.combined)),
        valid,
        failed_check: verdict.failed.map(|c| c.name().to_string()),
        reference_value: params.reference_value,
        exact: metrics.as_ref().map(|m| m.exact),
        n_truth: truth.len(),
        n_positive: truth.n_positive(),
        n_negative: truth.n_negative(),
        n_rows,
        n_extra_rows,
        n_bands: metrics.as_ref().map_or(0, |m| m.n_bands),
        ks_at,
        roc: metrics.map(|m| m.ks.roc).unwrap_or_default(),
        diagnostics: verdict.diagnostics,
        diagnostic_groups: verdict.groups,
    }
}

/// AUC, KS, combined, score (spec §2), in that order.
/// A row whose label is neither 1 nor 0 (`None`) is ranked for AUC; it changes no
/// cumulative count for KS, so KS is that of the other rows.
fn score(scores: &[f64], classes: &[Option<bool>], reference_value: f64) -> Metrics {
    // One ascending order for the ranks and the bands; KS's descending walk beside it.
    let ((auc, n_bands), ks) = crate::par::join(
        || {
            let up = order::ascending(scores, scores.len().min(classes.len()));
            let n_bands = if up.len() == scores.len() { distinct_in(scores, &up) } else { distinct(scores) };
            (auc::auc_classes_in(scores, classes, &up), n_bands)
        },
        || {
            let (kept, labels): (Vec<f64>, Vec<bool>) = scores.iter().zip(classes).filter_map(|(&s, &c)| Some((s, c?))).unzip();
            ks(&kept, &labels)
        },
    );
    let combined = 0.5 * auc + 0.5 * ks.ks;
    // `!(r > 0)` also catches NaN: no reference, no score.
    let score = if reference_value > 0.0 { combined / reference_value } else { 0.0 };
    Metrics { exact: ExactScores { auc, ks: ks.ks, combined, score }, ks, n_bands }
}

/// Number of distinct scores (`-0.0` and `0.0` are one).
fn distinct(scores: &[f64]) -> usize {
    distinct_in(scores, &order::ascending(scores, scores.len()))
}

/// [`distinct`] with the scores' [`order::ascending`] order.
fn distinct_in(scores: &[f64], order: &[usize]) -> usize {
    order.windows(2).filter(|w| !order::tied(scores[w[0]], scores[w[1]])).count() + usize::from(!order.is_empty())
}

/// Warnings about a valid submission's metrics.
fn metric_warnings(truth: &Truth, m: &Metrics, file: &str) -> Vec<crate::Diagnostic> {
    let (p, n) = (truth.n_positive(), truth.n_negative());
    let at = Location::file(file).field(predictions::VALUE);
    let mut out = Vec::new();
    if p == 0 || n == 0 {
        let missing = if p == 0 { "no defaulters" } else { "no repayers" };
        out.push(
            warning(codes::SCORECARD_ONE_CLASS, format!("the test set has {missing}, so AUC and KS are 0 by rule"))
                // Located in the answer key (a problem of the case, not of the submission).
                .at(Location::file(truth.file().unwrap_or("the answer key")).field("default"))
                .hint("This is a problem of the case data, not of the submission."),
        );
    } else if m.n_bands == 1 {
        out.push(
            warning(codes::SCORECARD_ALL_TIED, "every test-set customer has the same prob_default, so AUC is 0.5 and KS is 0")
                .at(at)
                .hint("A constant prediction ranks nobody; submit the model's probabilities."),
        );
    } else if m.exact.auc < 0.5 {
        out.push(
            warning(
                codes::SCORECARD_INVERTED,
                format!(
                    "AUC is {} (below 0.5): customers who repaid get higher prob_default than those who defaulted",
                    crate::float::Shortest(py_round(m.exact.auc, 6))
                ),
            )
            .at(at)
            .hint("prob_default must be the probability of default (higher = riskier); if you submitted the probability of repaying, submit 1 - p. KS stays the same, AUC does not."),
        );
    }
    out
}
