//! The racks report: the server's fields first (its rounding), then ours.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: `fatal` (no file, no data row), `hard_violations` (with
/// `total` when they are the placement's: at most 8, one per batch), or `exception`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RacksErrorInfo {
    pub fatal: Vec<String>,
    pub hard_violations: Vec<String>,
    pub total: Option<usize>,
    pub exception: Option<String>,
}

/// One placed server of a valid plan, as the figure draws it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RacksPlacement {
    pub server: String,
    pub rack: String,
    pub batch: String,
    /// The starting U slot (an int's decimal text).
    pub pos: String,
    pub height: f64,
    pub power: f64,
    /// Its four cost terms before their weights (power left, slot height, rack newly
    /// lit, attribute mismatch), with the racks' final state in its batch.
    pub terms: Vec<f64>,
}

/// A rack a valid plan uses, in one batch, as the elevation figure draws it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RacksRackView {
    pub batch: String,
    pub rack: String,
    pub attr: String,
    pub rated_power: f64,
    /// Used power before the batch, and with its servers.
    pub used_before: f64,
    pub used_after: f64,
    /// Powered on before the batch.
    pub lit_before: bool,
    /// The rack's slots (ints' decimal text, ascending) and those taken before the batch.
    pub slots: Vec<String>,
    pub taken: Vec<String>,
}

/// The result of grading one `solution.csv`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RacksReport {
    /// Always `"racks"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every hard rule holds, else 0.0.
    pub validity_score: f64,
    /// The reference cost over this one, rounded to 6 places; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub error_info: RacksErrorInfo,
    /// The reference cost the score divides.
    pub reference_value: f64,
    pub n_allocated: Option<usize>,
    pub n_unassigned: Option<usize>,
    pub n_batches: Option<usize>,
    /// The plan's weighted cost plus 1 per unassigned server, rounded to 6 places.
    pub player_objective: Option<f64>,

    /// Ours from here on. True when every hard rule holds.
    pub valid: bool,
    /// The case's servers and racks.
    pub n_servers: usize,
    pub n_racks: usize,
    /// A valid plan's placed servers, in the order the cost adds them.
    pub placements: Vec<RacksPlacement>,
    /// The racks those placements use, batch by batch.
    pub rack_views: Vec<RacksRackView>,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
