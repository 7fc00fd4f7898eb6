//! The tank report: the server's fields first, then ours (the trips the map draws).

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: `hard_violations` (the first 12 broken rules, or the one
/// sentence of a file that cannot be read), `total` (how many broken rules in all), or
/// `crash`: the evaluator itself stops (it prints no result).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TankErrorInfo {
    pub hard_violations: Vec<String>,
    pub total: Option<usize>,
    pub crash: Option<String>,
}

/// A point of a trip's walk: its location id and (longitude, latitude).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TankPoint {
    pub id: String,
    pub x: f64,
    pub y: f64,
}

/// A compartment row of a trip's `loadInfo`, as far as it reads as numbers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TankLoad {
    pub ware: i64,
    pub oil: i64,
    pub volume: f64,
    /// The compartment's volume in the trip's vehicle type (0 when it has none).
    pub capacity: f64,
}

/// An order as a stop delivers it (what reads of it).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TankOrder {
    pub id: String,
    pub ware: Option<i64>,
    pub volume: Option<f64>,
}

/// A stop of a trip: its station and orders.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TankStop {
    pub id: String,
    pub orders: Vec<TankOrder>,
}

/// A place of the case the map draws: the depart point, the depot, the stations.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TankPlace {
    pub id: String,
    pub x: f64,
    pub y: f64,
    /// `depart`, `depot` or `station`.
    pub role: String,
}

/// One trip as the map draws it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TankTrip {
    pub vehicle: String,
    /// Depart point, depot, the stops found, the depot again: the distance's walk.
    pub walk: Vec<TankPoint>,
    pub stops: Vec<TankStop>,
    pub loads: Vec<TankLoad>,
    /// Metres of the walk.
    pub metres: f64,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TankReport {
    /// Always `"tank"`.
    pub kind: String,
    pub file: String,
    pub validity_score: f64,
    /// The reference over the distance, rounded to 6 places (1e6 at 0); 0.0 when invalid.
    pub quality_score: f64,
    pub overall_score: f64,
    pub reference_value: f64,
    pub error_info: TankErrorInfo,
    /// Metres by the coordinates (the score's); `null` when invalid.
    pub total_distance: Option<f64>,
    pub player_objective: Option<f64>,
    /// The sum of the trips' own `distance`.
    pub self_reported_distance: Option<f64>,
    /// `exp(-Σ distance / 1,271,000) · 100`, of the trips' own distances.
    pub combined_score_raw: Option<f64>,
    /// The first 12 warnings (time windows, vehicle access) of a valid plan.
    pub warnings: Vec<String>,
    /// True when the own distances are more than half off: the server's `warnings` key
    /// then comes before `combined_score_raw`.
    pub warnings_early: bool,

    /// Ours from here on. True when every hard rule holds.
    pub valid: bool,
    pub n_violations: usize,
    pub places: Vec<TankPlace>,
    pub trips: Vec<TankTrip>,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
