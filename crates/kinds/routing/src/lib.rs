//! Routing grading (spec §1): city delivery routes scored on time, balance, hull
//! intrusions and crossings.
//!
//! ```
//! use kind_routing::{grade, RoutingCase, RoutingParams, Store};
//! let s = |c: &str, lon: f64, lat: f64| Store { code: c.into(), weight: 10.0, lon, lat, line: 0 };
//! let params = RoutingParams { vehicles: 2, reference_cost: 1000.0, ..Default::default() };
//! let case = RoutingCase::new(s("0", 0.0, 0.0), vec![s("A", 0.1, 0.0), s("B", 0.0, 0.1)], params);
//! let report = grade(&case, br#"{"routes": [["A"], ["B"]]}"#, "routes.json");
//! assert!(report.valid);
//! assert_eq!(report.segment_crossings, Some(0));
//! ```

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(routing);

pub mod coach;
/// Routing's places in a problem's [`Location`](crate::diagnostic::Location): a route and
/// a stop (0-based indices) and a store's code, written in that order.
pub trait RoutePlaces {
    fn route(self, route: usize) -> Self;
    fn stop(self, stop: usize) -> Self;
    fn store(self, code: impl Into<String>) -> Self;
}

impl RoutePlaces for crate::diagnostic::Location {
    fn route(self, route: usize) -> Self {
        self.index("route", route)
    }
    fn stop(self, stop: usize) -> Self {
        self.index("stop", stop)
    }
    fn store(self, code: impl Into<String>) -> Self {
        self.name("store", code)
    }
}

pub mod codes;
pub mod cost;
pub mod crossing;
pub mod customers;
pub mod geometry;
pub mod hull;
pub mod incremental;
pub mod index;
pub mod kind_impl;
pub mod measure_engine;
pub mod params;
pub mod report;
mod report_json;
pub mod separation;
pub mod server_output;
pub mod store_code;
pub mod submission;
pub mod time;
pub mod validate;

pub use cost::{CostTerms, Exact};
pub use crossing::{Crossing, SegmentRef};
pub use customers::{parse_customers, RoutingCase, Store};
pub use hull::Intrusion;
pub use incremental::{Incremental, MoveError};
pub use kind_impl::{RoutingFacts, RoutingKind};
pub use params::{RoutingManifest, RoutingParams, Weights};
pub use report::{RouteDetail, RoutingReport};
pub use store_code::StoreCode;
pub use submission::{parse_submission, Code, Plan};
pub use validate::Stage;

pub(crate) use crate::diagnostic::{group, Category, Collector, Diagnostic, ErrorInfo, Location};
use crate::round::py_round;
use crate::round::py_round_int;
use geometry::Point;

/// Everything measured on a plan: route times, hulls, intrusions, crossings, cost.
#[derive(Debug, Clone, PartialEq)]
pub struct Measures {
    pub route_seconds: Vec<f64>,
    pub hulls: Vec<Vec<usize>>,
    /// The first [`LISTED_MAX`](report::LISTED_MAX) intrusions and crossings.
    pub intrusions: Vec<Intrusion>,
    pub crossings: Vec<Crossing>,
    /// (intrusions, crossings): all of them, listed or not.
    pub counts: (usize, usize),
    /// `Some(k)`: the crossing search stopped after `k` crossings, enough for the score
    /// to round to 0 ([`measure_engine::FOUND_BYTES`]); `crossings`, `counts.1` and the cost in
    /// `exact` are then lower bounds.
    pub crossings_at_least: Option<usize>,
    pub exact: Exact,
}

/// Measure a resolved plan (store indices per route): route times, hulls, and the
/// intrusions and crossings found through the exact filters of [`index`] (same counts,
/// same order as [`measure_quadratic`], proved in [`index`] and checked by property
/// tests against it).
pub fn measure(case: &RoutingCase, routes: &[Vec<usize>]) -> Measures {
    let e = measure_engine::Engine::one_off(case, routes);
    measures_of(case, routes, &e)
}

pub(crate) fn measures_of(case: &RoutingCase, routes: &[Vec<usize>], e: &measure_engine::Engine) -> Measures {
    let p = &case.params;
    let counts = e.counts();
    let exact = cost::cost(&e.route_seconds, counts.0, counts.1, p);
    let (intrusions, crossings) = (e.intrusion_list(case, routes), e.crossing_list(case, routes));
    let (route_seconds, hulls, crossings_at_least) = (e.route_seconds.clone(), e.hulls.clone(), e.crossings_at_least);
    Measures { route_seconds, hulls, intrusions, crossings, counts, crossings_at_least, exact }
}

/// Measure a resolved plan the direct way: the server's quadratic loops over every
/// (store, hull) and every segment pair. The test oracle for [`measure`].
pub fn measure_quadratic(case: &RoutingCase, routes: &[Vec<usize>]) -> Measures {
    let depot = case.depot.point();
    let pts = &case.points;
    let code = |i: usize| case.code(i).clone();
    let route_seconds: Vec<f64> = routes
        .iter()
        .map(|r| {
            let stops: Vec<Point> = r.iter().map(|&i| pts[i]).collect();
            time::route_seconds(depot, &stops, &case.params)
        })
        .collect();
    let hulls = hull::route_hulls(pts, routes);
    let mut intrusions = hull::intrusions(pts, routes, &hulls, &code);
    let mut crossings = crossing::crossings(depot, pts, routes, case.depot_code(), &code);
    let counts = (intrusions.len(), crossings.len());
    let exact = cost::cost(&route_seconds, counts.0, counts.1, &case.params);
    intrusions.truncate(report::LISTED_MAX);
    crossings.truncate(report::LISTED_MAX);
    Measures { route_seconds, hulls, intrusions, crossings, counts, crossings_at_least: None, exact }
}

/// Grade a submission file (routes JSON or CSV) against a case.
pub fn grade(case: &RoutingCase, submission: &[u8], file: &str) -> RoutingReport {
    match submission::parse_submission_in(submission, file, case) {
        Ok((plan, found)) => grade_plan_found(case, &plan, file, &found),
        Err(diags) => {
            let mut r = empty_report(case, file);
            r.error_info = ErrorInfo::from_stage(&diags);
            r.rejected_by = Some(Stage::Fatal);
            (r.diagnostics, r.diagnostic_groups) = diags.into_iter().collect::<Collector>().finish();
            r
        }
    }
}

/// The report for a submission file that could not be read at all (server: fatal).
pub fn grade_missing(case: &RoutingCase, file: &str, reason: &str) -> RoutingReport {
    let d = crate::Diagnostic::new(codes::ROUTING_MISSING_FILE, crate::Category::Fatal, format!("cannot read {file}: {reason}"))
        .at(crate::Location::file(file))
        .hint("Check the path; the grader needs a routes.json (or CSV) file.");
    let mut r = empty_report(case, file);
    r.error_info = ErrorInfo::from_stage([&d]);
    r.rejected_by = Some(Stage::Fatal);
    r.diagnostic_groups = group(std::slice::from_ref(&d));
    r.diagnostics = vec![d];
    r
}

fn empty_report(case: &RoutingCase, file: &str) -> RoutingReport {
    RoutingReport {
        kind: "routing".into(),
        file: file.into(),
        server: crate::server::Server::Py312,
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: ErrorInfo::default(),
        total_duration_s: None,
        balance_penalty: None,
        hull_intrusions: None,
        segment_crossings: None,
        spatial_penalty: None,
        n_routes: None,
        reference_cost: py_round_int(case.params.reference_cost),
        submission_cost: None,
        valid: false,
        rejected_by: None,
        format: None,
        exact: None,
        routes: Vec::new(),
        intrusions: Vec::new(),
        crossings: Vec::new(),
        intrusions_unlisted: None,
        crossings_unlisted: None,
        crossings_at_least: None,
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// Whether a plan of `routes` routes and `stops` stops in all is small enough to be
/// measured (hulls, intrusions, crossings): at most 4 × the case's vehicles + 64 routes
/// and 2 × its stores + 64 stops. A valid plan always is; a far bigger one (10⁶ empty
/// routes, every store listed a thousand times) is checked but not measured, so hostile
/// input cannot make grading, or a figure built on [`Incremental`], slow.
pub fn measurable(case: &RoutingCase, routes: usize, stops: usize) -> bool {
    routes <= case.params.vehicles.saturating_mul(4).saturating_add(64) && stops <= 2 * case.stores.len() + 64
}

/// Grade an already-read plan.
pub fn grade_plan(case: &RoutingCase, plan: &Plan, file: &str) -> RoutingReport {
    grade_plan_found(case, plan, file, &[])
}

/// [`grade_plan`] with the codes' indices looked up while reading
/// ([`validate::validate_found`]).
fn grade_plan_found(case: &RoutingCase, plan: &Plan, file: &str, found: &[u32]) -> RoutingReport {
    let v = validate::validate_found(case, plan, file, found);
    assemble(case, plan, file, &v, || measure(case, &v.routes))
}

/// The report of a validated plan; `measure` is called only when the plan is measured.
pub(crate) fn assemble(
    case: &RoutingCase,
    plan: &Plan,
    file: &str,
    v: &validate::Validation,
    measure: impl FnOnce() -> Measures,
) -> RoutingReport {
    let mut r = empty_report(case, file);
    r.format = Some(plan.format.clone());
    r.n_routes = Some(plan.routes.len());
    r.rejected_by = v.rejected_by();
    r.valid = r.rejected_by.is_none();
    if let Some(stage) = r.rejected_by {
        let lines = v.summaries.iter().filter(|(s, _)| *s == stage).map(|(_, m)| m.clone()).collect();
        match stage.category() {
            crate::Category::Schema => r.error_info.schema = lines,
            crate::Category::Value => r.error_info.value = lines,
            _ => r.error_info.fatal = lines,
        }
    }
    // A valid plan always has `vehicles` routes and each store once. An invalid one is
    // still measured (to show what it would score) unless it is far bigger than any
    // real plan for this case: hostile input must not make grading slow.
    let stops: usize = v.routes.iter().map(Vec::len).sum();
    if !measurable(case, v.routes.len(), stops) {
        let not_measured = [
            crate::Diagnostic::new(
                codes::ROUTING_NOT_MEASURED,
                crate::Category::Warning,
                format!("{} routes with {stops} stops is far more than this case's {} vehicles and {} stores; the plan was checked but not measured", v.routes.len(), case.params.vehicles, case.stores.len()),
            )
            .at(crate::Location::file(file)),
        ];
        (r.diagnostics, r.diagnostic_groups) = v.collect(not_measured).finish();
        return r;
    }
    let m = measure();
    r.routes = v
        .routes
        .iter()
        .enumerate()
        .map(|(i, route)| RouteDetail {
            index: i,
            id: plan.route_ids.get(i).cloned(),
            stops: route.iter().map(|&s| case.code(s).clone()).collect(),
            load_kg: v.loads[i],
            seconds: m.route_seconds[i],
            hull: m.hulls[i].iter().map(|&s| case.code(s).clone()).collect(),
            hull_points: m.hulls[i].iter().map(|&s| case.points[s]).collect(),
        })
        .collect();
    // Stop positions in the report refer to the submission as written.
    r.intrusions = m
        .intrusions
        .into_iter()
        .map(|mut x| {
            x.stop = v.positions[x.store_route][x.stop];
            x
        })
        .collect();
    r.crossings = m.crossings;
    let unlisted = |n: usize, listed: usize| (n > listed).then_some(n - listed);
    r.intrusions_unlisted = unlisted(m.counts.0, r.intrusions.len());
    r.crossings_unlisted = unlisted(m.counts.1, r.crossings.len()).filter(|_| m.crossings_at_least.is_none());
    // Crossings not all counted: the cost is a lower bound, which puts the score under
    // 0.00005; it rounds to 0 as the server's would. Nothing that needs the count is given.
    let counted = m.crossings_at_least.is_none();
    r.crossings_at_least = m.crossings_at_least;
    r.exact = counted.then_some(m.exact);
    if r.valid {
        let e = &m.exact;
        r.validity_score = 1.0;
        r.quality_score = py_round(e.score, 4);
        r.overall_score = r.quality_score;
        r.total_duration_s = py_round_int(e.total_seconds);
        r.balance_penalty = py_round_int(e.terms.balance);
        r.hull_intrusions = Some(m.counts.0);
        if counted {
            r.segment_crossings = Some(m.counts.1);
            r.spatial_penalty = py_round_int(e.terms.intrusion + e.terms.crossing);
            r.submission_cost = py_round_int(e.cost);
        }
    } else if let Some(e) = r.exact.as_mut() {
        // An invalid plan scores 0; keep what it would have cost, but not a score.
        e.score = 0.0;
    }
    let mut uncounted = None;
    if let Some(found) = m.crossings_at_least {
        uncounted = Some(
            crate::Diagnostic::new(
                codes::ROUTING_CROSSINGS_UNCOUNTED,
                crate::Category::Warning,
                format!("the routes cross at least {found} times, enough for the score to round to 0 whatever the rest; the search stopped there, so the crossing count, the spatial penalty and the cost are not given"),
            )
            .at(crate::Location::file(file))
            .hint("Routes that do not cross each other are drawn as wedges around the depot: sort the stores by their angle from the depot and cut the order into routes."),
        );
    }
    (r.diagnostics, r.diagnostic_groups) = v.collect(uncounted).finish();
    r
}

/// A xorshift64 stream for the unit tests' random cases: `next(n)` is in `0..n`.
#[cfg(test)]
pub(crate) fn test_rng(mut seed: u64) -> impl FnMut(u64) -> u64 {
    move |n| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two routes zig-zagging across each other (`n` + 1 stores each): about n²
    /// crossings, against a reference cost of `reference` and crossing weight `w`.
    fn zigzag(n: usize, reference: f64, w: f64) -> (RoutingCase, Plan) {
        let s = |i: usize, lon: f64, lat: f64| Store { code: format!("S{i}"), weight: 1.0, lon, lat, line: i + 2 };
        let mut stores = Vec::new();
        for k in 0..=n {
            stores.push(s(k, 116.0 + 0.5 * k as f64 / n as f64, if k % 2 == 0 { 39.9 } else { 40.2 }));
        }
        for k in 0..=n {
            stores.push(s(n + 1 + k, if k % 2 == 0 { 115.99 } else { 116.51 }, 39.91 + 0.28 * k as f64 / n as f64));
        }
        let mut params = RoutingParams { vehicles: 2, capacity_kg: 1e9, reference_cost: reference, ..Default::default() };
        params.weights.crossing = w;
        let case = RoutingCase::new(s(0, 115.9, 39.8), stores, params);
        let codes = |a: usize, b: usize| (a..b).map(|i| format!("S{i}")).collect::<Vec<_>>();
        (case, Plan::from_codes(&[codes(0, n + 1), codes(n + 1, 2 * n + 2)]))
    }

    /// The crossings found, from the report's one `routing/crossings-uncounted`.
    fn found_of(r: &RoutingReport) -> usize {
        let d: Vec<_> = r.diagnostics.iter().filter(|d| d.code == codes::ROUTING_CROSSINGS_UNCOUNTED).collect();
        assert_eq!(d.len(), 1);
        d[0].params.get("found").unwrap().parse().unwrap()
    }

    /// Graded with room for `keys` found crossings, with keys of `bits` bits.
    fn graded_with_room(case: &RoutingCase, plan: &Plan, keys: usize, bits: u32) -> RoutingReport {
        let v = validate::validate(case, plan, "r.json");
        assemble(case, plan, "r.json", &v, || {
            measures_of(case, &v.routes, &measure_engine::Engine::one_off_with_room(case, &v.routes, 8 * keys, bits))
        })
    }

    #[test]
    fn crossings_keyed_by_segment_indices_are_listed_in_report_order() {
        // Keys of segment indices (as when (route, segment) pairs do not fit 64 bits)
        // are sorted into (route a, route b, segment a, segment b) order: 2 zig-zag
        // routes, and 12 random routes over 600 stores.
        let (case, plan) = zigzag(120, 1.0, 1800.0);
        let full = grade_plan(&case, &plan, "r.json");
        assert_eq!(crate::to_json(&graded_with_room(&case, &plan, 1 << 26, 0)), crate::to_json(&full));
        let mut next = test_rng(7);
        let stores = (0..600).map(|i| Store {
            code: format!("S{i}"),
            weight: 1.0,
            lon: 116.0 + next(10_000) as f64 * 1e-5,
            lat: 39.9 + next(10_000) as f64 * 1e-5,
            line: i + 2,
        });
        let params = RoutingParams { vehicles: 12, capacity_kg: 1e9, ..Default::default() };
        let case = RoutingCase::new(Store { code: "0".into(), weight: 0.0, lon: 116.05, lat: 39.95, line: 1 }, stores.collect(), params);
        let routes: Vec<Vec<String>> =
            (0..12).map(|r| (0..600).filter(|i| (i * 7 + i / 5) % 12 == r).map(|i| format!("S{i}")).collect()).collect();
        let plan = Plan::from_codes(&routes);
        let full = grade_plan(&case, &plan, "r.json");
        assert!(full.valid && full.segment_crossings.unwrap() > 1000 && full.hull_intrusions.unwrap() > 1000);
        assert_eq!(crate::to_json(&graded_with_room(&case, &plan, 1 << 26, 0)), crate::to_json(&full));
    }

    #[test]
    fn the_crossing_search_stops_once_the_score_rounds_to_0() {
        // A reference of 1/10,000 of the cost without crossings: without them the score
        // would be 0.0001; with 2,000 keys of room the search compacts at 2,000, 4,000,
        // 8,000 found and stops once the crossings found cost more than the rest.
        let (case, plan) = zigzag(120, 1.0, 1800.0);
        let e = grade_plan(&case, &plan, "r.json").exact.unwrap();
        let base = e.terms.time + e.terms.balance + e.terms.intrusion;
        let (case, plan) = zigzag(120, base / 10_000.0, 1800.0);
        assert_eq!(py_round(case.params.reference_cost / base, 4), 0.0001);
        let full = grade_plan(&case, &plan, "r.json");
        let all = full.segment_crossings.unwrap();
        assert!(all > 10_000 && full.crossings_unlisted.is_none(), "{all}");
        let r = graded_with_room(&case, &plan, 2000, 64);
        assert!(r.valid);
        assert_eq!((r.validity_score, r.quality_score, r.overall_score), (1.0, 0.0, 0.0));
        assert_eq!((full.quality_score, full.overall_score), (0.0, 0.0));
        assert_eq!(
            (r.total_duration_s, r.balance_penalty, r.hull_intrusions),
            (full.total_duration_s, full.balance_penalty, full.hull_intrusions)
        );
        assert_eq!((r.segment_crossings, r.spatial_penalty, r.submission_cost), (None, None, None));
        assert_eq!((r.exact, r.crossings.len(), r.crossings_unlisted), (None, 0, None));
        assert_eq!((r.crossings_at_least, r.counts().1, r.lists_cut()), (Some(found_of(&r)), found_of(&r), true));
        assert_eq!((r.n_routes, r.reference_cost), (full.n_routes, full.reference_cost));
        let found = found_of(&r);
        assert!(found as f64 * 1800.0 > base && found < all, "{found} of {all}");
        assert_eq!(r.diagnostic_groups.len(), 1);
        let json = crate::to_json(&r);
        assert!(json.contains(&format!(r#""crossings_at_least":{found}"#)), "{json}");
        let back = crate::from_json::read_report::<RoutingReport>(&json, "").unwrap();
        assert_eq!(back, r);
    }

    /// Grading a file looks codes up as it reads them (`parse_submission_in`): the same
    /// report as reading the plan, then grading it, whatever the file holds (unknown
    /// codes, the depot's, repeats, spaces to strip, a case with a code on two rows, files
    /// the plain reader declines, some of them part way).
    #[test]
    fn codes_looked_up_while_reading_grade_as_the_plan_read_alone() {
        let s = |code: &str, lon: f64, line: usize| Store { code: code.into(), weight: 1.0, lon, lat: 39.9 + lon / 100.0, line };
        let stores = || (0..8).map(|i| s(&format!("S{i}"), 116.0 + (i * 3 % 8) as f64 / 10.0, i + 2)).collect::<Vec<_>>();
        let params = RoutingParams { vehicles: 3, capacity_kg: 1e9, ..Default::default() };
        let mut twice = stores();
        twice.push(s("S3", 116.9, 10));
        let cases = [RoutingCase::new(s("D", 116.3, 1), stores(), params.clone()), RoutingCase::new(s("D", 116.3, 1), twice, params)];
        let files = [
            r#"{"routes": [["S0", "S1", "S2"], ["S3", "S4"], ["S5", "S6", "S7"]]}"#,
            r#"{"routes": [["S0", "NOPE", "S2"], ["S3", "D", "S4"], ["S5", "S6", "S7", "S1"]]}"#,
            r#"{"routes": [["S0", "S1", "S2", "S1"], [" S3 ", "S4　"], ["S5", "S6", "S7", "S0"]]}"#,
            r#"{"routes": [["S0", "S1", "S2"], ["S3", "S4"], ["S5", "S6", "S7"], ["S0"]]}"#,
            // Declined at the start, and after some codes (an escape, a number, a key).
            r#"{"routes": [{"customers": ["S0", "S1"]}, ["S2", "S3", "S4", "S5", "S6", "S7"]]}"#,
            r#"{"routes": [["S0", "S1", "S2"], ["S3", "S\u0034"], ["S5", "S6", "S7"]]}"#,
            r#"{"routes": [["S0", "S1", "S2"], ["S3", "S4", 5], ["S5", "S6", "S7"]]}"#,
            r#"{"routes": [["S0", "S1", "S2"], ["S3", "S4"], ["S5", "S6", "S7"]], "x": 1}"#,
        ];
        let mut looked_up = 0;
        for case in &cases {
            for f in files {
                let plan = submission::parse_submission(f.as_bytes(), "r.json").unwrap();
                let (same, found) = submission::parse_submission_in(f.as_bytes(), "r.json", case).unwrap();
                assert_eq!(same, plan, "{f}");
                let want: Vec<u32> =
                    plan.routes.iter().flatten().map(|c| case.store_index(&c.code).map_or(submission::NOT_FOUND, |i| i as u32)).collect();
                assert!(found.is_empty() || found == want, "{f}: {found:?}");
                looked_up += usize::from(!found.is_empty());
                assert_eq!(crate::to_json(&grade(case, f.as_bytes(), "r.json")), crate::to_json(&grade_plan(case, &plan, "r.json")), "{f}");
            }
        }
        assert_eq!(looked_up, 8, "the first four files, in both cases");
    }

    #[test]
    fn the_crossing_search_counts_all_when_they_could_change_the_score() {
        // A reference so high that the score is far from 0, and a zero weight: every
        // crossing is counted whatever the room, as without a limit.
        for (reference, w) in [(1e12, 1800.0), (1.0, 0.0)] {
            let (case, plan) = zigzag(60, reference, w);
            let full = grade_plan(&case, &plan, "r.json");
            let r = graded_with_room(&case, &plan, 1000, 64);
            assert_eq!(crate::to_json(&r), crate::to_json(&full), "reference {reference}, weight {w}");
            assert!(r.segment_crossings.unwrap() > 3000);
        }
    }
}
