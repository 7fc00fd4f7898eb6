//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order (the grader's readback test reads back every report).

use crate::json_struct;

use super::report::{ApsCounts, ApsErrorInfo, ApsOp, ApsReport};

json_struct!(ApsErrorInfo { fatal, constraint, exception });
json_struct!(ApsOp { wop, order, resource, start, end, minutes });
json_struct!(ApsCounts { missing, bad_times, devices, windows, overlaps, durations, orders });
json_struct!(ApsReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    absolute_score,
    reference_value,
    delay_upper_days,
    total_delay_days,
    equipment_utilization,
    delayed_orders,
    schedulable_ops,
    covered_ops,
    valid,
    n_violations,
    counts,
    devices,
    ops,
    diagnostics,
    diagnostic_groups,
});
