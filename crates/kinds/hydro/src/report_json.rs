//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order (`tests/readback.rs` reads back every report).

use crate::json_struct;

use super::report::{HydroErrorInfo, HydroReport, Limits, StationEnergy};

json_struct!(HydroErrorInfo { fatal, constraint, exception });
json_struct!(StationEnergy { station, energy });
json_struct!(Limits { z_init, z_dead, z_max, p_max, ramp, eco_min, tolerance });
json_struct!(HydroReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    player_objective,
    reference_value,
    total_energy_wankwh,
    energy_by_station,
    valid,
    stations,
    limits,
    q_out,
    levels,
    power,
    total_energy,
    n_violations,
    diagnostics,
    diagnostic_groups,
});
