//! [`FromJson`](crate::from_json::FromJson) for the report's types, one line each, their
//! fields in declaration order (`tests/readback.rs` reads back every report).

use crate::json_struct;

use super::report::{CashFlow, Daily, EnergyErrorInfo, EnergyReport, StoreBreach};

json_struct!(EnergyErrorInfo { hard_violations, details, exception });
json_struct!(Daily { battery_min, battery_max, gas_min, gas_max, hot_min, hot_max, cold_min, cold_max, caes, battery, thermal, income });
json_struct!(CashFlow { pv, wind, thermal, load, battery, caes, grid, penalty });
json_struct!(StoreBreach { store, first_hour, last_hour, hours });
json_struct!(EnergyReport {
    kind,
    file,
    validity_score,
    quality_score,
    overall_score,
    reference_value,
    error_info,
    player_objective,
    total_income,
    total_penalty,
    valid,
    crash,
    thermal_given,
    hours,
    out_of_range,
    breaches,
    cash_flow,
    daily,
    diagnostics,
    diagnostic_groups,
});
