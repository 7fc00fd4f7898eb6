//! The coil report: the server's fields first (its rounding), then ours.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The server's `error_info`: one of its keys is filled (`fatal` when there is no
/// usable `sequence`, `schema` for unknown ids, `constraint` with the first five broken
/// rules, `exception` when it raised).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct CoilErrorInfo {
    pub fatal: Vec<String>,
    pub schema: Vec<String>,
    pub constraint: Vec<String>,
    pub exception: Option<String>,
}

/// One coil of the submitted sequence, as the figure draws it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoilStep {
    pub id: String,
    pub grade: String,
    pub width: f64,
    pub thickness: f64,
    /// Rolled on small rolls.
    pub small: bool,
    /// A front-width coil (its width is its grade's front width).
    pub front: bool,
    /// The step from the coil before breaks a linkage, thickness or width rule.
    pub jump: bool,
    /// The width rises from the coil before.
    pub rise: bool,
}

/// The result of grading one `solution.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoilReport {
    /// Always `"coil"`.
    pub kind: String,
    pub file: String,
    /// 1.0 when every hard rule holds, else 0.0.
    pub validity_score: f64,
    /// The reference penalty over this one, rounded to 4 places; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    pub error_info: CoilErrorInfo,
    /// `10⁴ × rule jumps + 100 × width rises + grade groups`; `null` when invalid.
    pub penalty: Option<i64>,
    /// The reference penalty the score divides.
    pub baseline_cost: f64,
    pub total_violations: Option<usize>,
    pub steel_grade_violations: Option<usize>,
    pub thickness_violations: Option<usize>,
    pub width_violations: Option<usize>,
    pub width_increases: Option<usize>,
    pub grade_groups: Option<usize>,

    /// Ours from here on. True when every hard rule holds.
    pub valid: bool,
    /// The work plan's coils.
    pub n_coils: usize,
    /// The sequence's coils when every id is known (with the metrics' marks when valid).
    pub steps: Vec<CoilStep>,
    /// Changes of roll size along the sequence.
    pub roll_switches: usize,
    pub diagnostics: Vec<Diagnostic>,
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
