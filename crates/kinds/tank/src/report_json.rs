//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order.

use crate::json_struct;

use super::report::{TankErrorInfo, TankLoad, TankOrder, TankPlace, TankPoint, TankReport, TankStop, TankTrip};

json_struct!(TankErrorInfo { hard_violations, total, crash });
json_struct!(TankPoint { id, x, y });
json_struct!(TankLoad { ware, oil, volume, capacity });
json_struct!(TankOrder { id, ware, volume });
json_struct!(TankStop { id, orders });
json_struct!(TankPlace { id, x, y, role });
json_struct!(TankTrip { vehicle, walk, stops, loads, metres });
json_struct!(TankReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    reference_value,
    error_info,
    total_distance,
    player_objective,
    self_reported_distance,
    combined_score_raw,
    warnings,
    warnings_early,
    valid,
    n_violations,
    places,
    trips,
    diagnostics,
    diagnostic_groups,
});
