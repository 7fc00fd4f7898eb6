//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order (`tests/readback.rs` reads back every report).

use crate::json_struct;

use super::report::{RacksErrorInfo, RacksPlacement, RacksRackView, RacksReport};

json_struct!(RacksErrorInfo { fatal, hard_violations, total, exception });
json_struct!(RacksPlacement { server, rack, batch, pos, height, power, terms });
json_struct!(RacksRackView { batch, rack, attr, rated_power, used_before, used_after, lit_before, slots, taken });
json_struct!(RacksReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    reference_value,
    n_allocated,
    n_unassigned,
    n_batches,
    player_objective,
    valid,
    n_servers,
    n_racks,
    placements,
    rack_views,
    diagnostics,
    diagnostic_groups,
});
