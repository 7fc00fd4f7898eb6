//! The stack report: the server's fields first (its rounding), then ours (the rows and
//! forklifts the timeline draws).

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: `fatal` (no file, not an object, no rows), the first 20
/// `hard_violations` with their `total`, or `exception` (what Python raised).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct StackErrorInfo {
    pub fatal: Vec<String>,
    pub hard_violations: Vec<String>,
    pub total: Option<usize>,
    pub exception: Option<String>,
}

/// The server's `metrics` of a valid plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StackMetrics {
    pub mixed_bays: usize,
    /// Σ over bays of the end weight above the rated capacity, rounded to 3 places.
    pub overweight_remaining_tons: f64,
    /// Tons moved between bays, rounded to 3 places.
    pub turnover_tons: f64,
    /// Distinct (forklift, trip) of the moves.
    pub turnover_operations: usize,
    pub sku_location_count: usize,
    pub occupied_bays: usize,
    pub operation_rows: usize,
    pub trips: usize,
}

/// One row as graded (in the evaluator's order: by start, then operation_id).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StackOp {
    /// Its place in `operations`.
    pub index: usize,
    pub id: String,
    /// inbound, outbound, passive_move or active_move.
    pub kind: String,
    /// Minutes; shown as Python prints them (always whole).
    pub start: f64,
    pub end: f64,
    pub tons: f64,
    pub sku: String,
    pub batch: String,
    pub source: String,
    pub target: String,
    pub region: String,
    pub forklift: String,
    pub task: String,
    pub trip: String,
}

/// A forklift of the roster: its shift and the tons it handled against its cap.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StackForklift {
    pub id: String,
    pub regions: Vec<String>,
    pub shift_start: f64,
    pub shift_end: f64,
    pub cap_tons: f64,
    pub used_tons: f64,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StackReport {
    /// Always `"stack"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every hard rule holds, else 0.0.
    pub validity_score: f64,
    /// The reference over the objective, rounded to 10 places (1e6 at 0); 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub error_info: StackErrorInfo,
    /// mixed bays + (a + b/1e4)/1e4, rounded to 10 places; `null` when invalid.
    pub player_objective: Option<f64>,
    pub reference_value: f64,
    pub metrics: Option<StackMetrics>,

    /// Ours from here on. True when every hard rule holds.
    pub valid: bool,
    /// Broken rules as the server counts them (each sentence once).
    pub n_violations: usize,
    /// The objective's second and third terms: overweight and moved tons in tenths (capped at 9,999).
    pub overweight_tenths: Option<i64>,
    pub turnover_tenths: Option<i64>,
    /// The plan's day, minutes.
    pub day_minutes: f64,
    pub operations: Vec<StackOp>,
    pub forklifts: Vec<StackForklift>,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
