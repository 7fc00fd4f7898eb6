//! [`FromJson`](crate::from_json::FromJson) for every type a routing report holds: one
//! line each, its fields in declaration order (the order serde writes them) under
//! their serde names (`tests/readback.rs` reads back every report).

use crate::from_json::{text, FromJson, Reader};
use crate::pyjson::Spanned;
use crate::routing::{CostTerms, Crossing, Intrusion, RouteDetail, RoutingReport, SegmentRef, Stage, StoreCode};
use crate::{json_enum, json_struct};

impl FromJson for StoreCode {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        text(v, r).into()
    }
}

json_enum!(Stage { Fatal = "fatal", Schema = "schema", Capacity = "capacity", Vehicles = "vehicles" });
json_struct!(CostTerms { time, balance, intrusion, crossing });
json_struct!(crate::routing::Exact { total_seconds, max_route_seconds, min_route_seconds, terms, cost, score });
json_struct!(RouteDetail { index, id, stops, load_kg, seconds, hull, hull_points });
json_struct!(Intrusion { store, store_route, stop, hull_route });
json_struct!(SegmentRef { route, segment, from, to });
json_struct!(Crossing { a, b, point });
json_struct!(RoutingReport {
    kind,
    file,
    server,
    validity_score,
    quality_score,
    overall_score,
    error_info,
    total_duration_s,
    balance_penalty,
    hull_intrusions,
    segment_crossings,
    spatial_penalty,
    n_routes,
    reference_cost,
    submission_cost,
    valid,
    rejected_by,
    format,
    exact,
    routes,
    intrusions,
    crossings,
    intrusions_unlisted,
    crossings_unlisted,
    crossings_at_least,
    diagnostics,
    diagnostic_groups,
});
