//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order.

use crate::json_struct;

use super::report::{StackErrorInfo, StackForklift, StackMetrics, StackOp, StackReport};

json_struct!(StackErrorInfo { fatal, hard_violations, total, exception });
json_struct!(StackMetrics {
    mixed_bays,
    overweight_remaining_tons,
    turnover_tons,
    turnover_operations,
    sku_location_count,
    occupied_bays,
    operation_rows,
    trips,
});
json_struct!(StackOp { index, id, kind, start, end, tons, sku, batch, source, target, region, forklift, task, trip });
json_struct!(StackForklift { id, regions, shift_start, shift_end, cap_tons, used_tons });
json_struct!(StackReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    player_objective,
    reference_value,
    metrics,
    valid,
    n_violations,
    overweight_tenths,
    turnover_tenths,
    day_minutes,
    operations,
    forklifts,
    diagnostics,
    diagnostic_groups,
});
