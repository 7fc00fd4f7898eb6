//! The quay report: the server's fields first (its rounding), then ours (the timelines
//! the Gantt chart draws).

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: `fatal` (no file), `schema` (no usable `cranes`),
/// `constraint` (the first ten broken rules, with the counts beside them), or
/// `exception` (what Python raised).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct QuayErrorInfo {
    pub fatal: Vec<String>,
    pub schema: Vec<String>,
    pub constraint: Vec<String>,
    pub exception: Option<String>,
}

/// One event of a crane's timeline as graded: the file's, sorted by start, with the
/// waits the server fills in gaps over a second.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuayEvent {
    /// `type` as written (`work`, `move`, `wait`, or anything else).
    pub kind: String,
    /// Seconds from 1970-01-01 (naive times, as the server's UTC reads them).
    pub start: i64,
    /// `null` when `end_time` cannot be read.
    pub end: Option<i64>,
    pub berth: Option<f64>,
    pub from_berth: Option<f64>,
    pub to_berth: Option<f64>,
    pub vessel: Option<String>,
    /// Its index in the crane's `events`; `null` for a filled wait.
    pub event: Option<usize>,
}

/// A crane and its timeline.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuayCrane {
    /// `crane_id` as the server prints it.
    pub id: String,
    pub events: Vec<QuayEvent>,
}

/// A vessel of the case: its berth, window, required and counted work (seconds).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuayVessel {
    pub id: String,
    pub berth: i64,
    pub start: i64,
    pub end: i64,
    pub required: f64,
    pub allocated: f64,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuayReport {
    /// Always `"quay"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every hard rule holds, else 0.0.
    pub validity_score: f64,
    /// The reference cost over this one, rounded to 6 places; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub error_info: QuayErrorInfo,
    /// `1e8 × cranes + Σ move seconds`; `null` when invalid.
    pub player_score: Option<f64>,
    pub num_cranes: Option<usize>,
    pub total_move_seconds: Option<f64>,
    /// The reference cost the score divides.
    pub baseline_cost: f64,
    /// Vessels given their work (when the checks ran).
    pub vessels_ok: Option<usize>,
    pub vessels_total: usize,
    /// Crossings found (when the checks ran).
    pub crossing_violations: Option<usize>,

    /// Ours from here on. True when every hard rule holds.
    pub valid: bool,
    /// Broken rules, crossings each counted.
    pub n_violations: usize,
    pub cranes: Vec<QuayCrane>,
    pub vessels: Vec<QuayVessel>,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
