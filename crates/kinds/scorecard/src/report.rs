//! The scorecard report: the server's fields first (server rounding), then ours.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup, ErrorInfo};

use super::ks::RocPoint;

/// The result of grading one `predictions.csv` against a test set.
///
/// Serialises to JSON with the fields in the order below: `kind` and `file` as in every
/// report, then the server's own seven fields, rounded as the server rounds them (Python
/// `round(x, 6)`), then ours.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScorecardReport {
    /// Always `"scorecard"`.
    pub kind: String,
    /// The submission's file name, as given to [`grade`](super::grade).
    pub file: String,
    /// The Python stack whose grader this report reproduces (always the pinned one, spec §5).
    pub server: crate::server::Server,
    /// 1.0 when every check passes, else 0.0.
    pub validity_score: f64,
    /// The score, `combined / reference_value`, rounded to 6 places; 0.0 when invalid.
    /// (The spec names it with `overall_score`; both carry the score, as in routing.)
    pub quality_score: f64,
    /// Same value as `quality_score`: `combined / reference_value`, no cap, rounded
    /// to 6 places; 0.0 when invalid.
    pub overall_score: f64,
    /// The server's messages for the **first** failing check only (all checks of this
    /// kind are `fatal`); empty when valid.
    pub error_info: ErrorInfo,
    /// AUC rounded to 6 places; `null` when invalid.
    pub auc: Option<f64>,
    /// Band-aware KS rounded to 6 places; `null` when invalid.
    pub ks: Option<f64>,
    /// `0.5·AUC + 0.5·KS` rounded to 6 places; `null` when invalid.
    pub player_objective: Option<f64>,

    /// Ours from here on. True when every check passes (`validity_score == 1.0`).
    pub valid: bool,
    /// Name of the first failing check (`missing-file`, `missing-column`,
    /// `not-a-number`, `not-finite`, `out-of-range`, `duplicate-id`, `missing-id`);
    /// `null` when valid.
    pub failed_check: Option<String>,
    /// The case's `reference_value` the score divides by.
    pub reference_value: f64,
    /// Unrounded AUC, KS, combined and score; `null` when invalid.
    pub exact: Option<ExactScores>,
    /// Customers in the test set.
    pub n_truth: usize,
    /// Defaulters in the test set (P).
    pub n_positive: usize,
    /// Repayers in the test set (N).
    pub n_negative: usize,
    /// Data rows in the submission (blank lines skipped); 0 when it cannot be read.
    pub n_rows: usize,
    /// Submission rows whose `customer_id` is not a test-set id (ignored).
    pub n_extra_rows: usize,
    /// Distinct `prob_default` values among test-set customers (ROC bands); 0 when
    /// invalid.
    pub n_bands: usize,
    /// ROC points at each band end, highest score first, starting at (0, 0); empty
    /// when invalid or when P or N is 0.
    pub roc: Vec<RocPoint>,
    /// Where KS is reached; `null` when `roc` is empty.
    pub ks_at: Option<KsAt>,
    /// Every problem found, failing checks in check order, warnings where found.
    /// At most 200 per code are listed, then one summary entry of the same code.
    pub diagnostics: Vec<Diagnostic>,
    /// Diagnostics grouped by code, first-seen order; `count` is the true number of
    /// problems, including those not listed.
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}

/// Unrounded values, for figures and for checking parity to the last bit.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct ExactScores {
    pub auc: f64,
    pub ks: f64,
    /// `0.5·auc + 0.5·ks`.
    pub combined: f64,
    /// `combined / reference_value` (0 when `reference_value <= 0`).
    pub score: f64,
}

/// The cut where KS is reached.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct KsAt {
    /// Flag every customer with `prob_default >= threshold`.
    pub threshold: f64,
    /// Share of defaulters flagged there.
    pub tpr: f64,
    /// Share of repayers flagged there.
    pub fpr: f64,
    /// Index of the point in `roc`.
    pub index: usize,
}
