//! The aps report: the server's fields first (its rounding), then ours (the devices and
//! operations the Gantt chart draws).

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: `fatal` (no file, no usable `scheduled_ops`), the first six
/// `constraint` violations, or `exception` (what Python raised).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ApsErrorInfo {
    pub fatal: Vec<String>,
    pub constraint: Vec<String>,
    pub exception: Option<String>,
}

/// One submitted operation as the chart draws it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ApsOp {
    /// `str(wop_oid)`.
    pub wop: String,
    /// Its order, when the case schedules it (`null`: not a schedulable operation).
    pub order: Option<String>,
    /// `str(resource)`.
    pub resource: String,
    /// Start and end as wall-clock minutes from 2026-05-27 08:00 (`null`: unreadable or NaT).
    pub start: Option<f64>,
    pub end: Option<f64>,
    /// MAK × QTY, in working minutes (when schedulable).
    pub minutes: Option<f64>,
}

/// What each check found (the server counts the same, lists at most six lines).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ApsCounts {
    pub missing: usize,
    pub bad_times: usize,
    pub devices: usize,
    pub windows: usize,
    pub overlaps: usize,
    pub durations: usize,
    pub orders: usize,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ApsReport {
    /// Always `"aps"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every rule holds (kept when the score's computation then raises).
    pub validity_score: f64,
    /// The absolute score over the reference, rounded to 8 places; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub error_info: ApsErrorInfo,
    /// p0 + quantised utilisation × its step, rounded to 10 (when scored).
    pub absolute_score: Option<f64>,
    pub reference_value: Option<f64>,
    /// Rounded to 4.
    pub delay_upper_days: Option<f64>,
    /// Rounded to 4.
    pub total_delay_days: Option<f64>,
    /// Rounded to 6.
    pub equipment_utilization: Option<f64>,
    pub delayed_orders: Option<usize>,
    pub schedulable_ops: Option<usize>,
    pub covered_ops: Option<usize>,

    /// Ours from here on. True when every rule holds and the score was computed.
    pub valid: bool,
    /// Broken rules, each op and pair counted.
    pub n_violations: usize,
    pub counts: ApsCounts,
    /// The case's devices (lanes), sorted, then any other resource the plan names.
    pub devices: Vec<String>,
    pub ops: Vec<ApsOp>,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
