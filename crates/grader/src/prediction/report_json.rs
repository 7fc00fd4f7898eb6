//! [`FromJson`](crate::from_json::FromJson) for every type a prediction report holds: one
//! line each, its fields in declaration order under their serde names.

use crate::json_struct;
use crate::prediction::{PredictionExact, PredictionReport, TargetScore};

json_struct!(PredictionExact { combined, objective, quality });
json_struct!(TargetScore { name, value, n_scored });
json_struct!(PredictionReport {
    kind,
    file,
    server,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    crash,
    fields,
    valid,
    failed_check,
    reference_value,
    exact,
    per_target,
    n_truth,
    n_rows,
    n_scored,
    diagnostics,
    diagnostic_groups,
});
