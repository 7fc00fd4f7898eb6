//! Routing grading (spec §1): city delivery routes scored on time, balance, hull
//! intrusions and crossings.
//!
//! ```
//! use grader::routing::{grade, RoutingCase, RoutingParams, Store};
//! let s = |c: &str, lon: f64, lat: f64| Store { code: c.into(), weight: 10.0, lon, lat, line: 0 };
//! let params = RoutingParams { vehicles: 2, reference_cost: 1000.0, ..Default::default() };
//! let case = RoutingCase::new(s("0", 0.0, 0.0), vec![s("A", 0.1, 0.0), s("B", 0.0, 0.1)], params);
//! let report = grade(&case, br#"{"routes": [["A"], ["B"]]}"#, "routes.json");
//! assert!(report.valid);
//! assert_eq!(report.segment_crossings, Some(0));
//! ```

pub mod coach;
pub mod cost;
pub mod crossing;
pub mod customers;
pub mod fast;
pub mod geometry;
pub mod hull;
pub mod incremental;
pub mod index;
pub mod kind;
pub mod params;
pub mod report;
mod report_json;
pub mod store_code;
pub mod submission;
pub mod time;
pub mod validate;

pub use cost::{CostTerms, Exact};
pub use crossing::{Crossing, SegmentRef};
pub use customers::{parse_customers, RoutingCase, Store};
pub use hull::Intrusion;
pub use incremental::{Incremental, MoveError};
pub use kind::RoutingKind;
pub use params::{RoutingParams, Weights};
pub use report::{RouteDetail, RoutingReport};
pub use store_code::StoreCode;
pub use submission::{parse_submission, Code, Plan};
pub use validate::Stage;

use crate::diagnostic::codes;
use crate::diagnostic::{group, Collector, ErrorInfo};
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
    pub exact: Exact,
}

/// Measure a resolved plan (store indices per route): route times, hulls, and the
/// intrusions and crossings found through the exact filters of [`index`] (same counts,
/// same order as [`measure_quadratic`], proved in [`index`] and checked by property
/// tests against it).
pub fn measure(case: &RoutingCase, routes: &[Vec<usize>]) -> Measures {
    let e = fast::Engine::one_off(case, routes);
    measures_of(case, routes, &e)
}

pub(crate) fn measures_of(case: &RoutingCase, routes: &[Vec<usize>], e: &fast::Engine) -> Measures {
    let p = &case.params;
    let counts = e.counts();
    let exact = cost::cost(&e.route_seconds, counts.0, counts.1, p);
    let (intrusions, crossings) = (e.intrusion_list(case, routes), e.crossing_list(case, routes));
    Measures { route_seconds: e.route_seconds.clone(), hulls: e.hulls.clone(), intrusions, crossings, counts, exact }
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
    Measures { route_seconds, hulls, intrusions, crossings, counts, exact }
}

/// Grade a submission file (routes JSON or CSV) against a case.
pub fn grade(case: &RoutingCase, submission: &[u8], file: &str) -> RoutingReport {
    match submission::parse_submission_for(submission, file, case.params.server) {
        Ok(plan) => grade_plan(case, &plan, file),
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
        server: case.params.server,
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
    let v = validate::validate(case, plan, file);
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
        let mut diags: Vec<_> = v.problems.iter().map(|(_, d)| d.clone()).collect();
        diags.push(
            crate::Diagnostic::new(
                codes::ROUTING_NOT_MEASURED,
                crate::Category::Warning,
                format!("{} routes with {stops} stops is far more than this case's {} vehicles and {} stores; the plan was checked but not measured", v.routes.len(), case.params.vehicles, case.stores.len()),
            )
            .at(crate::Location::file(file)),
        );
        (r.diagnostics, r.diagnostic_groups) = diags.into_iter().collect::<Collector>().finish();
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
    r.crossings_unlisted = unlisted(m.counts.1, r.crossings.len());
    r.exact = Some(m.exact);
    if r.valid {
        let e = &m.exact;
        r.validity_score = 1.0;
        r.quality_score = py_round(e.score, 4);
        r.overall_score = r.quality_score;
        r.total_duration_s = py_round_int(e.total_seconds);
        r.balance_penalty = py_round_int(e.terms.balance);
        r.hull_intrusions = Some(m.counts.0);
        r.segment_crossings = Some(m.counts.1);
        r.spatial_penalty = py_round_int(e.terms.intrusion + e.terms.crossing);
        r.submission_cost = py_round_int(e.cost);
    } else if let Some(e) = r.exact.as_mut() {
        // An invalid plan scores 0; keep what it would have cost, but not a score.
        e.score = 0.0;
    }
    let diags: Vec<_> = v.problems.iter().map(|(_, d)| d.clone()).collect();
    (r.diagnostics, r.diagnostic_groups) = diags.into_iter().collect::<Collector>().finish();
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
