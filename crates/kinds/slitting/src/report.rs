//! The slitting report: the server's fields first (its rounding), then ours.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// Where the evaluator raises (it has no catch-all around its checks: its process dies
/// and prints nothing): `type: str(e)`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SlittingErrorInfo {
    pub exception: Option<String>,
}

/// The server's `submission_metrics`: the first three for an infeasible plan, all for a
/// feasible one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SubmissionMetrics {
    pub cut_times: usize,
    pub target_cut_times: Option<usize>,
    pub excess_cuts: Option<usize>,
    /// Scrap over the weight cut, rounded to 4 places.
    pub requirement_ratio: Option<f64>,
    pub utilization_score: Option<f64>,
    pub cut_score: Option<f64>,
    pub combined_score: Option<f64>,
    /// `"met/ordered widths"`.
    pub spec_satisfied: String,
    pub spec_total_shortage_kg: f64,
}

/// One strip of a cut, as the figure draws it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlitStrip {
    /// Its slot (1 to 5).
    pub slot: usize,
    pub width: f64,
    /// An ordered width.
    pub ordered: bool,
}

/// One cut the evaluator simulated (past its coil and weight checks).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlitCut {
    /// The row's label in the server's messages.
    pub label: String,
    pub mother: String,
    /// The mother coil's width (mm) the evaluator uses.
    pub width: f64,
    /// The weight cut (kg).
    pub weight: f64,
    pub strips: Vec<SlitStrip>,
}

/// An ordered width: its order and what the plan makes of it (kg).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WidthMade {
    pub width: f64,
    pub ordered: f64,
    pub made: f64,
}

/// The result of grading one `solution.csv`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlittingReport {
    /// Always `"slitting"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every hard rule holds, else 0.0.
    pub validity_score: f64,
    /// The combined score over the reference's, rounded to 6 places; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    /// The server's `errors`: the first 8 broken rules, or why the file was not read.
    pub errors: Vec<String>,
    /// The server's `warnings` (lengths off the cut's, first 8), when it checked rows.
    pub warnings: Option<Vec<String>>,
    /// The plan's path (the server's `resolved_artifact`), once found.
    pub resolved_artifact: Option<String>,
    pub submission_metrics: Option<SubmissionMetrics>,
    pub reference_value: f64,
    pub error_info: SlittingErrorInfo,

    /// Ours from here on. True when every hard rule holds.
    pub valid: bool,
    /// Mother coils in stock and ordered widths.
    pub n_coils: usize,
    pub n_widths: usize,
    /// Rows dropped before grading (no weight above 0).
    pub dropped_rows: usize,
    pub cuts: Vec<SlitCut>,
    pub widths: Vec<WidthMade>,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
