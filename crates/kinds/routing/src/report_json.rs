//! [`FromJson`](crate::from_json::FromJson) for every type a routing report holds: one
//! line each, its fields in declaration order (the order serde writes them) under
//! their serde names (`tests/readback.rs` reads back every report). The report and the
//! lists of stores in it are also written by hand ([`crate::write_json`]).

use crate::from_json::{text, FromJson, Reader};
use crate::pyjson::Spanned;
use crate::routing::{CostTerms, Crossing, Intrusion, RouteDetail, RoutingReport, SegmentRef, Stage, StoreCode};
use crate::write_json::WriteJson;
use crate::{json_enum, json_struct};

impl FromJson for StoreCode {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        text(v, r).into()
    }
}

impl WriteJson for StoreCode {
    #[inline]
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        crate::write_json::write_str(out, self.as_str())
    }
}

crate::write_json_by_serde!(Stage, crate::routing::Exact);

json_enum!(Stage { Fatal = "fatal", Schema = "schema", Capacity = "capacity", Vehicles = "vehicles" });
json_struct!(CostTerms { time, balance, intrusion, crossing });
json_struct!(crate::routing::Exact { total_seconds, max_route_seconds, min_route_seconds, terms, cost, score });
json_struct!(write RouteDetail { index, id [skip_none], stops, load_kg, seconds, hull, hull_points });
json_struct!(write Intrusion { store, store_route, stop, hull_route });
json_struct!(write SegmentRef { route, segment, from, to });
json_struct!(write Crossing { a, b, point });
json_struct!(write RoutingReport {
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
    intrusions_unlisted [skip_none],
    crossings_unlisted [skip_none],
    crossings_at_least [skip_none],
    diagnostics,
    diagnostic_groups,
});
