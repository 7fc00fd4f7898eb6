//! The hydro report: the server's fields first (its rounding), then ours.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: one of its three keys is filled (`fatal` when the file
/// cannot be read, `constraint` with the first eight violations, `exception` when it
/// raised).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct HydroErrorInfo {
    pub fatal: Vec<String>,
    pub constraint: Vec<String>,
    pub exception: Option<String>,
}

/// A station's energy over the horizon (10⁴ kWh), as the server rounds it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StationEnergy {
    pub station: String,
    pub energy: f64,
}

/// The cascade's limits the figures draw (the case's, as the checks use them).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    /// Each reservoir's level at the start (m).
    pub z_init: Vec<f64>,
    /// Each reservoir's dead level and upper limit (m).
    pub z_dead: Vec<f64>,
    pub z_max: Vec<f64>,
    /// Each station's maximum output (MW) and the most it may change in a day.
    pub p_max: Vec<f64>,
    pub ramp: Vec<f64>,
    /// The ecological minimum outflow (m³/s) and the checks' tolerance.
    pub eco_min: f64,
    pub tolerance: f64,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HydroReport {
    /// Always `"hydro"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every rule holds, else 0.0.
    pub validity_score: f64,
    /// The total energy over the reference's, rounded to 6 places; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub error_info: HydroErrorInfo,
    /// The total energy (10⁴ kWh) rounded to 6 places; `null` when invalid.
    pub player_objective: Option<f64>,
    /// The reference energy the score divides by.
    pub reference_value: f64,
    /// The total energy rounded to 4 places; `null` when invalid.
    pub total_energy_wankwh: Option<f64>,
    /// Each station's energy, rounded to 4 places; empty when invalid.
    pub energy_by_station: Vec<StationEnergy>,

    /// Ours from here on. True when every rule holds.
    pub valid: bool,
    /// The stations, upstream first.
    pub stations: Vec<String>,
    pub limits: Limits,
    /// The outflows read, `[station][day]` (m³/s); empty when the file cannot be read.
    pub q_out: Vec<Vec<f64>>,
    /// Each reservoir's level at the end of each day (m), as the server computes it.
    pub levels: Vec<Vec<f64>>,
    /// Each station's output each day (MW), capped at its maximum.
    pub power: Vec<Vec<f64>>,
    /// The total energy unrounded; `null` when the file cannot be read.
    pub total_energy: Option<f64>,
    /// Violations found (the server lists the first eight).
    pub n_violations: usize,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
