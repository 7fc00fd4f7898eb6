//! The pack report: the server's fields first (its rounding), then ours (the case's
//! SKUs and container, and every box as the packing view draws it).

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: `fatal` (no file, no usable `placements`), `constraint`
/// (the first eight broken rules) or `exception` (what Python raised).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PackErrorInfo {
    pub fatal: Vec<String>,
    pub constraint: Vec<String>,
    pub exception: Option<String>,
}

/// A SKU of the case (sizes in m, weight in kg; `null`: blank in the workbook) and how
/// many boxes of it the submission places.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PackSku {
    pub id: String,
    pub length: Option<f64>,
    pub width: Option<f64>,
    pub height: Option<f64>,
    pub weight: Option<f64>,
    /// The quantity required (`null`: any number, the SKU the score counts).
    pub required: Option<f64>,
    pub placed: usize,
}

/// The container's inner size (m) and load limit (kg); `null` where the workbook's cell
/// is blank or not finite.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PackContainer {
    pub length: Option<f64>,
    pub width: Option<f64>,
    pub height: Option<f64>,
    pub max_weight: Option<f64>,
}

/// A placement as the figure draws it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PackBox {
    /// `str(sku_id)` (`None` when missing).
    pub sku: String,
    /// Its SKU's index in `skus`; `null` for an id the case does not have.
    pub sku_index: Option<usize>,
    /// `[x, y, z, l, w, h]` (m), empty when a field is not a finite number.
    pub at: Vec<f64>,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PackReport {
    /// Always `"pack"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every rule holds, else 0.0.
    pub validity_score: f64,
    /// ITEM_C's count over the reference, rounded to 4 places; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub error_info: PackErrorInfo,
    /// Boxes of ITEM_C, ITEM_A and ITEM_B placed (when valid).
    pub sku3_count: Option<usize>,
    pub sku1_count: Option<usize>,
    pub sku2_count: Option<usize>,
    /// The load's weight (kg), rounded to 2 places (when valid).
    pub total_weight_kg: Option<f64>,
    /// The boxes' volume over the container's, rounded to 4 places (when valid).
    pub space_utilization: Option<f64>,
    /// The reference ITEM_C count the score divides by.
    pub baseline_cost: f64,

    /// Ours from here on. True when every rule holds.
    pub valid: bool,
    /// Broken rules, every overlapping pair counted (the server lists the first eight,
    /// and three overlaps).
    pub n_violations: usize,
    pub overlaps: usize,
    /// The load's weight unrounded, when the checks ran.
    pub total_weight: Option<f64>,
    pub container: PackContainer,
    pub skus: Vec<PackSku>,
    pub boxes: Vec<PackBox>,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
