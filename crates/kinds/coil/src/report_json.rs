//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order (`tests/readback.rs` reads back every report).

use crate::json_struct;

use super::report::{CoilErrorInfo, CoilReport, CoilStep};

json_struct!(CoilErrorInfo { fatal, schema, constraint, exception });
json_struct!(CoilStep { id, grade, width, thickness, small, front, jump, rise });
json_struct!(CoilReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    penalty,
    baseline_cost,
    total_violations,
    steel_grade_violations,
    thickness_violations,
    width_violations,
    width_increases,
    grade_groups,
    valid,
    n_coils,
    steps,
    roll_switches,
    diagnostics,
    diagnostic_groups,
});
