//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order.

use crate::json_struct;

use super::report::{QuayCrane, QuayErrorInfo, QuayEvent, QuayReport, QuayVessel};

json_struct!(QuayErrorInfo { fatal, schema, constraint, exception });
json_struct!(QuayEvent { kind, start, end, berth, from_berth, to_berth, vessel, event });
json_struct!(QuayCrane { id, events });
json_struct!(QuayVessel { id, berth, start, end, required, allocated });
json_struct!(QuayReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    player_score,
    num_cranes,
    total_move_seconds,
    baseline_cost,
    vessels_ok,
    vessels_total,
    crossing_violations,
    valid,
    n_violations,
    cranes,
    vessels,
    diagnostics,
    diagnostic_groups,
});
