//! The energy report: the server's fields first (its order), then ours.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: `hard_violations` (with `details`, `str()` of its dict of
/// the last breach per store, when a state left its range), or, ours, the exception
/// that stops the evaluator without a report.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct EnergyErrorInfo {
    pub hard_violations: Vec<String>,
    pub details: Option<String>,
    /// `Type: str(e)` of what the evaluator raises outside any try (it then prints nothing).
    pub exception: Option<String>,
}

/// The year day by day, for the figures: each store's lowest and highest state, the
/// mean of each control, the day's cash flow (yuan, penalty included).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Daily {
    pub battery_min: Vec<f64>,
    pub battery_max: Vec<f64>,
    pub gas_min: Vec<f64>,
    pub gas_max: Vec<f64>,
    pub hot_min: Vec<f64>,
    pub hot_max: Vec<f64>,
    pub cold_min: Vec<f64>,
    pub cold_max: Vec<f64>,
    pub caes: Vec<f64>,
    pub battery: Vec<f64>,
    pub thermal: Vec<f64>,
    pub income: Vec<f64>,
}

/// The year's cash flow by term (yuan, the evaluator's signs: revenue positive).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct CashFlow {
    pub pv: f64,
    pub wind: f64,
    pub thermal: f64,
    pub load: f64,
    pub battery: f64,
    pub caes: f64,
    pub grid: f64,
    pub penalty: f64,
}

/// The first hour each store left its range (battery, gas, hot, cold), and how many
/// hours it was out.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct StoreBreach {
    pub store: String,
    pub first_hour: usize,
    pub last_hour: usize,
    pub hours: usize,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EnergyReport {
    /// Always `"energy"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every rule holds, else 0.0.
    pub validity_score: f64,
    /// The year's cash flow over the reference's, at least 0, rounded to 6 places (NaN
    /// when the cash flow is).
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub reference_value: f64,
    pub error_info: EnergyErrorInfo,
    /// The year's cash flow (yuan) unrounded; `null` when invalid.
    pub player_objective: Option<f64>,
    pub total_income: Option<f64>,
    /// The bus penalty summed over the year; `null` when invalid.
    pub total_penalty: Option<f64>,

    /// Ours from here on. True when every rule holds.
    pub valid: bool,
    /// The exception's type when the evaluator stops without a report.
    pub crash: Option<String>,
    /// False when `tp_seq` was left out (0.33 all year).
    pub thermal_given: bool,
    /// Hours simulated (8760 unless the data's pv series is shorter); 0 when the plan
    /// cannot be read.
    pub hours: usize,
    /// Values outside their range: `caes_seq`, `battery_seq`, `tp_seq`.
    pub out_of_range: Vec<usize>,
    pub breaches: Vec<StoreBreach>,
    pub cash_flow: Option<CashFlow>,
    pub daily: Daily,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
