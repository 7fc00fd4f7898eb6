//! Shared pieces of the fuzz targets (`fuzz_targets/`): small cases to grade against,
//! the public cases embedded at build time, and the invariants every report keeps.
//!
//! A broken invariant panics, which libFuzzer reports as a crash and saves the input
//! under `artifacts/<target>/`. The invariants, beyond "no panic":
//! * the report serialises to JSON that parses back, and grading the same bytes again
//!   gives the same JSON (`grade_twice`);
//! * scores are finite and in range, `0` when the report is invalid;
//! * an invalid report carries at least one rejecting diagnostic, and every diagnostic
//!   has a code, a message and a file in its location;
//! * routing: a measured plan's counts, route times and cost equal the quadratic
//!   definition (`measure_quadratic`) on small plans.

use grader::case::parse_manifest;
use grader::case::CaseKind;
use grader::coil::CoilReport;
use grader::energy::EnergyReport;
use grader::hydro::HydroReport;
use grader::kind::FileList;
use grader::racks::RacksReport;
use grader::round::py_round;
use grader::routing::{self, RoutingCase, RoutingParams, RoutingReport, Store};
use grader::scorecard::{self, ScorecardParams, ScorecardReport, Truth};
use grader::slitting::SlittingReport;
use grader::uplift::{self, InputFile, UpliftInput, UpliftReport};
use grader::{CaseGrader, Diagnostic, Report};

/// Plans up to this many stops are checked against the quadratic oracle.
pub const ORACLE_MAX_STOPS: usize = 400;

/// Every diagnostic is located (at least a file) and says something.
pub fn check_diagnostics(diags: &[Diagnostic], what: &str) {
    for d in diags {
        assert!(d.code.contains('/'), "{what}: diagnostic without a proper code: {d:?}");
        assert!(!d.message.trim().is_empty(), "{what}: diagnostic without a message: {d:?}");
        assert!(d.location.file.as_deref().is_some_and(|f| !f.is_empty()), "{what}: diagnostic without a file: {d:?}");
    }
}

fn check_rejected(diags: &[Diagnostic], what: &str) {
    assert!(diags.iter().any(|d| d.category.rejects()), "{what}: invalid report without a rejecting diagnostic: {diags:?}");
}

fn check_json(json: &str) {
    let v: serde_json::Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("report JSON does not parse back ({e}): {json}"));
    assert!(v.get("kind").and_then(|k| k.as_str()).is_some(), "report JSON without a kind: {json}");
}

fn score_in_range(x: f64, what: &str) {
    assert!(x.is_finite() && x >= 0.0, "{what}: score {x} is not a finite number >= 0");
}

/// Invariants of a routing report (the case gives the number of vehicles).
pub fn check_routing(r: &RoutingReport, case: &RoutingCase) {
    check_diagnostics(&r.diagnostics, "routing");
    score_in_range(r.overall_score, "routing overall_score");
    score_in_range(r.quality_score, "routing quality_score");
    if r.valid {
        assert!(r.rejected_by.is_none());
        assert_eq!(r.validity_score, 1.0);
        assert!(r.error_info.is_empty(), "valid routing report with error_info: {:?}", r.error_info);
        assert!(!r.diagnostics.iter().any(|d| d.category.rejects()), "valid routing report with a rejecting diagnostic");
        assert_eq!(r.n_routes, Some(case.params.vehicles));
        assert_eq!(r.hull_intrusions, Some(r.intrusions.len()));
        assert_eq!(r.segment_crossings, Some(r.crossings.len()));
        let stops: usize = r.routes.iter().map(|x| x.stops.len()).sum();
        assert_eq!(stops, case.distinct_stores(), "a valid plan serves every store once");
    } else {
        assert_eq!(r.overall_score, 0.0, "invalid routing report with a score");
        assert!(r.rejected_by.is_some(), "invalid routing report without rejected_by");
        assert!(!r.error_info.is_empty(), "invalid routing report with empty error_info");
        check_rejected(&r.diagnostics, "routing");
    }
    if let Some(e) = &r.exact {
        score_in_range(e.score, "routing exact.score");
    }
    check_json(&grader::to_json(r));
}

/// The measured routes of a report against the quadratic definition. Only when the
/// report was measured (its `routes` are filled) and the plan is small; every stop of
/// a measured plan is a known store (unknown codes are dropped before measuring).
pub fn check_routing_oracle(r: &RoutingReport, case: &RoutingCase) {
    if r.exact.is_none() || r.routes.is_empty() {
        return;
    }
    let routes: Option<Vec<Vec<usize>>> = r.routes.iter().map(|d| d.stops.iter().map(|c| case.store_index(c)).collect()).collect();
    let Some(routes) = routes else {
        panic!("a measured route lists a code that is not a store: {:?}", r.routes);
    };
    if routes.iter().map(Vec::len).sum::<usize>() > ORACLE_MAX_STOPS {
        return;
    }
    let fast = routing::measure(case, &routes);
    let slow = routing::measure_quadratic(case, &routes);
    // Debug strings compare NaNs (from overflowing coordinates) too.
    assert_eq!(format!("{fast:?}"), format!("{slow:?}"), "measure != measure_quadratic on routes {routes:?}");
    assert_eq!(r.intrusions.len(), slow.intrusions.len(), "report's intrusions != quadratic");
    assert_eq!(r.crossings.len(), slow.crossings.len(), "report's crossings != quadratic");
    let e = r.exact.as_ref().expect("checked above");
    assert_eq!(format!("{:?}", e.terms), format!("{:?}", slow.exact.terms), "report's cost terms != quadratic");
}

/// Invariants of a scorecard report.
pub fn check_scorecard(r: &ScorecardReport) {
    check_diagnostics(&r.diagnostics, "scorecard");
    score_in_range(r.overall_score, "scorecard overall_score");
    // A key with labels the server's astype(int) makes neither 0 nor 1 ranks rows that
    // count in neither class: its AUC, like the server's, can leave [0, 1].
    let odd_labels = r.diagnostics.iter().any(|d| d.code == "scorecard/truth-odd-label");
    for (x, what) in [(r.auc, "auc"), (r.ks, "ks")] {
        if let Some(x) = x {
            assert!((0.0..=1.0).contains(&x) || (what == "auc" && odd_labels), "scorecard {what} {x} outside [0, 1]");
        }
    }
    if r.valid {
        assert!(r.failed_check.is_none());
        assert!(r.auc.is_some() && r.ks.is_some(), "valid scorecard report without auc/ks");
        assert!(!r.diagnostics.iter().any(|d| d.category.rejects()), "valid scorecard report with a rejecting diagnostic");
    } else {
        assert_eq!(r.overall_score, 0.0, "invalid scorecard report with a score");
        check_rejected(&r.diagnostics, "scorecard");
    }
    check_json(&grader::to_json(r));
}

/// Invariants of an uplift report.
pub fn check_uplift(r: &UpliftReport) {
    check_diagnostics(&r.diagnostics, "uplift");
    for x in [r.uplift, r.uplift_bounded, r.contact_cost, r.uplift_net].into_iter().flatten() {
        assert!(x.is_finite(), "uplift report with a non-finite number {x}");
    }
    if let Some(b) = r.uplift_bounded {
        assert!(b >= -1.0, "uplift_bounded {b} < -1");
    }
    if r.valid {
        assert!(!r.diagnostics.iter().any(|d| d.category.rejects()), "valid uplift report with a rejecting diagnostic");
        assert_eq!(r.validity_score, 1.0);
    } else {
        // The harness's fields are still computed (Python semantics, spec §3); only the
        // points and the verdict say the run could not be scored.
        assert!(r.points.is_none(), "invalid uplift report with points");
        assert_eq!(serde_json::to_value(r.verdict).ok().and_then(|v| v.as_str().map(String::from)).as_deref(), Some("error"));
        check_rejected(&r.diagnostics, "uplift");
    }
    check_json(&grader::to_json(r));
}

/// Any report, through the kind's own checks.
pub fn check_report(r: &Report, grader: &CaseGrader) {
    match (r, grader) {
        (Report::Routing(r), CaseGrader::Routing(case)) => {
            check_routing(r, case);
            check_routing_oracle(r, case);
        }
        (Report::Scorecard(r), _) => check_scorecard(r),
        (Report::Uplift(r), _) => check_uplift(r),
        (Report::Hydro(r), CaseGrader::Hydro(_)) => check_hydro(r),
        (Report::Coil(r), CaseGrader::Coil(_)) => check_coil(r),
        (Report::Racks(r), CaseGrader::Racks(_)) => check_racks(r),
        (Report::Slitting(r), CaseGrader::Slitting(_)) => check_slitting(r),
        (Report::Energy(r), CaseGrader::Energy(_)) => check_energy(r),
        (Report::Quay(r), CaseGrader::Quay(_)) => check_quay(r),
        (Report::Stack(r), CaseGrader::Stack(_)) => check_stack(r),
        (Report::Pack(r), CaseGrader::Pack(_)) => check_pack(r),
        _ => panic!("report of the wrong kind"),
    }
    if let Some(s) = r.score() {
        // FDE-Bench 048 scores a NaN year valid, NaN (check_energy holds it to that).
        assert!(
            s.is_finite() || matches!(r, Report::Energy(e) if e.valid && e.total_income.is_some_and(f64::is_nan)),
            "headline score {s} is not finite"
        );
    }
}

/// Grade twice through the case grader (the CLI and wasm path); both JSONs equal.
pub fn grade_twice(g: &CaseGrader, data: &[u8], file: &str, extras: &[(&str, &[u8])]) -> Report {
    let a = g.grade(data, file, extras);
    let b = g.grade(data, file, extras);
    assert_eq!(a.to_json(), b.to_json(), "grading the same input twice differs");
    check_report(&a, g);
    a
}

fn store(code: &str, weight: f64, lon: f64, lat: f64) -> Store {
    Store { code: code.into(), weight, lon, lat, line: 0 }
}

/// A small routing case for the parser targets: 8 stores around a depot, 3 trucks of
/// 40 kg, codes that are numbers, text, and a 12-digit code (as in the public case).
/// Crossings and intrusions are easy to make, so the oracle check sees real geometry.
pub fn toy_routing_case() -> RoutingCase {
    let stores = vec![
        store("1", 10.0, 116.30, 39.90),
        store("2", 10.0, 116.32, 39.91),
        store("3", 10.0, 116.31, 39.93),
        store("4", 10.0, 116.28, 39.92),
        store("A", 10.0, 116.35, 39.95),
        store("B", 10.0, 116.33, 39.88),
        store("C", 10.0, 116.27, 39.89),
        store("900001000046", 10.0, 116.31, 39.915),
    ];
    let params = RoutingParams { vehicles: 3, capacity_kg: 40.0, reference_cost: 5000.0, ..Default::default() };
    RoutingCase::new(store("0", 0.0, 116.25, 39.97), stores, params)
}

/// The toy routing case as a case grader.
pub fn toy_routing_grader() -> CaseGrader {
    CaseGrader::Routing(toy_routing_case())
}

/// The scorecard fixture's answer key (`crates/grader/tests/fixtures/scorecard`).
pub fn fixture_truth() -> Truth {
    scorecard::parse_truth(include_bytes!("../../tests/fixtures/scorecard/small_truth.csv"), "truth.csv").expect("fixture truth parses")
}

/// The scorecard fixture as a case grader.
pub fn fixture_scorecard_grader() -> CaseGrader {
    CaseGrader::Scorecard(grader::scorecard::ScorecardCase { truth: fixture_truth(), params: ScorecardParams { reference_value: 0.8 } })
}

pub const FIXTURE_PEOPLE: &[u8] = include_bytes!("../../tests/fixtures/uplift/people.json");
pub const FIXTURE_ASK_LOG: &[u8] = include_bytes!("../../tests/fixtures/uplift/ask.jsonl");
pub const FIXTURE_RESULT: &[u8] = include_bytes!("../../tests/fixtures/uplift/result.json");

/// Grade one uplift run from its files' bytes (read as the CLI reads them), twice,
/// and check the report.
pub fn grade_uplift(result: &[u8], ask_log: Option<&[u8]>, people: Option<&[u8]>) -> UpliftReport {
    let input = UpliftInput {
        result: InputFile::from_bytes("result.json", result),
        contact_cost: None,
        ask_log: ask_log.map(|b| InputFile::from_bytes("ask.jsonl", b)),
        costs: people.map(|b| InputFile::from_bytes("people.json", b)),
        ..Default::default()
    };
    let a = uplift::grade_input(&input);
    let b = uplift::grade_input(&input);
    assert_eq!(grader::to_json(&a), grader::to_json(&b), "grading the same input twice differs");
    check_uplift(&a);
    a
}

/// A public case's grader from its embedded `case.json` and data file.
pub fn public_case(manifest: &[u8], data: Option<(&str, &[u8])>) -> CaseGrader {
    let m = parse_manifest(manifest, "case.json").expect("public case.json parses");
    CaseGrader::new(&m, data, None).expect("public case loads")
}

/// Split a fuzz input into an uplift result and an optional ask log at the first
/// `0xFF` byte (never part of UTF-8 text, so the seeds are `result ++ 0xFF ++ ask log`).
pub fn split_result_and_log(data: &[u8]) -> (&[u8], Option<&[u8]>) {
    match data.iter().position(|&b| b == 0xFF) {
        Some(i) => (&data[..i], Some(&data[i + 1..])),
        None => (data, None),
    }
}

/// A routes CSV: graded (twice, checked); when it parses, the same plan written as
/// routes JSON grades the same (verdict, score, counts).
pub fn check_csv_plan(g: &CaseGrader, data: &[u8], file: &str) {
    let r = grade_twice(g, data, file, &[]);
    let Ok(plan) = routing::parse_submission(data, file) else {
        return;
    };
    assert!(matches!(plan.format.as_str(), "csv-stops" | "csv-vehicles"), "a .csv read as {}", plan.format);
    assert_eq!(plan.route_ids.len(), plan.routes.len(), "one route id per route");
    let json = plan.to_routes_json();
    let (Report::Routing(a), Report::Routing(b)) = (&r, g.grade(json.as_bytes(), "routes.json", &[])) else {
        panic!("not routing");
    };
    let key = |x: &RoutingReport| (x.valid, x.rejected_by, x.overall_score.to_bits(), x.n_routes, x.intrusions.len(), x.crossings.len());
    assert_eq!(key(a), key(&b), "the CSV plan and its JSON form grade differently: {json}");
}

/// customers.csv: parse; a loaded case is graded with a plan of its own stores.
pub fn check_customers(data: &[u8]) {
    let params = RoutingParams { vehicles: 3, capacity_kg: 100.0, reference_cost: 5000.0, ..Default::default() };
    let case = match routing::parse_customers(data, "customers.csv", params) {
        Ok(case) => case,
        Err(diags) => {
            assert!(!diags.is_empty(), "customers.csv rejected without a diagnostic");
            check_diagnostics(&diags, "customers.csv");
            check_rejected(&diags, "customers.csv");
            return;
        }
    };
    check_diagnostics(&case.warnings, "customers.csv warnings");
    // Every distinct code once, round-robin over the trucks, in file order.
    let vehicles = case.params.vehicles;
    let mut routes: Vec<Vec<&str>> = vec![Vec::new(); vehicles];
    for (k, &(_, i)) in case.first_rows().iter().enumerate() {
        routes[k % vehicles].push(case.stores[i].code.as_str());
    }
    let plan = routing::Plan::from_codes(&routes);
    let r = routing::grade_plan(&case, &plan, "routes.json");
    check_routing(&r, &case);
    check_routing_oracle(&r, &case);
    assert!(
        matches!(r.rejected_by, None | Some(routing::Stage::Capacity)),
        "a plan of the case's own stores rejected by {:?}: {:?}",
        r.rejected_by,
        r.diagnostics.first()
    );
    // The same plan as a file: the same report but for where problems were written.
    let again = routing::grade(&case, plan.to_routes_json().as_bytes(), "routes.json");
    assert_eq!(
        (again.valid, again.overall_score.to_bits(), again.intrusions.len(), again.crossings.len()),
        (r.valid, r.overall_score.to_bits(), r.intrusions.len(), r.crossings.len()),
        "grading the plan and its JSON differ"
    );
}

fn csv_cell(s: &str) -> String {
    format!("\"{}\"", s.replace('"', "\"\""))
}

/// truth.csv: parse; a loaded key is graded with its own labels as predictions and
/// with a constant, both valid (every id once, values in [0, 1]) when the key is clean.
/// A key the server grades through with warnings (missing or repeated ids, labels its
/// `astype(int)` makes neither 0 nor 1) is only graded: its own ids may repeat.
pub fn check_truth(data: &[u8]) {
    let truth = match scorecard::parse_truth(data, "truth.csv") {
        Ok(t) => t,
        Err(diags) => {
            assert!(!diags.is_empty(), "truth.csv rejected without a diagnostic");
            check_diagnostics(&diags, "truth.csv");
            check_rejected(&diags, "truth.csv");
            return;
        }
    };
    let params = ScorecardParams { reference_value: 1.0 };
    let both = truth.n_positive() > 0 && truth.n_negative() > 0;
    for constant in [false, true] {
        let mut csv = String::from("customer_id,prob_default\n");
        for (id, &label) in truth.ids().zip(truth.labels()) {
            let p = if constant {
                "0.5"
            } else if label {
                "1"
            } else {
                "0"
            };
            csv.push_str(&format!("{},{p}\n", csv_cell(id)));
        }
        let r = scorecard::grade(&truth, &params, csv.as_bytes(), "predictions.csv");
        check_scorecard(&r);
        if !truth.warnings().is_empty() {
            continue;
        }
        assert!(r.valid, "the key's own ids and labels are rejected: {:?}\n{csv}", r.diagnostics.first());
        if both {
            let want = if constant { (0.5, 0.0) } else { (1.0, 1.0) };
            assert_eq!((r.auc, r.ks), (Some(want.0), Some(want.1)), "constant={constant}");
        }
    }
}

/// What every plan kind's report keeps (hydro, coil, racks, slitting): valid exactly
/// when its validity is 1 and nothing rejects it; an invalid one scores 0 and says why.
fn check_plan_common(valid: bool, validity: f64, quality: f64, overall: f64, diags: &[Diagnostic], what: &str) {
    check_diagnostics(diags, what);
    score_in_range(quality, what);
    score_in_range(overall, what);
    assert_eq!(quality.to_bits(), overall.to_bits(), "{what}: overall_score {overall} != quality_score {quality}");
    if valid {
        assert_eq!(validity, 1.0, "{what}: valid with validity_score {validity}");
        assert!(!diags.iter().any(|d| d.category.rejects()), "{what}: valid report with a rejecting diagnostic: {diags:?}");
    } else {
        assert_eq!((validity, overall), (0.0, 0.0), "{what}: invalid report with a score");
        check_rejected(diags, what);
    }
}

/// A hydro report: a valid plan has no violation and scores its energy over the
/// reference; the outflows read are a row per station.
pub fn check_hydro(r: &HydroReport) {
    check_plan_common(r.valid, r.validity_score, r.quality_score, r.overall_score, &r.diagnostics, "hydro");
    assert!(r.error_info.constraint.len() <= 8.min(r.n_violations), "hydro: more constraint messages than violations (or > 8)");
    if !r.q_out.is_empty() {
        assert_eq!(r.q_out.len(), r.stations.len(), "hydro: Q_out read with {} rows for {} stations", r.q_out.len(), r.stations.len());
    }
    if r.valid {
        let e = r.total_energy.expect("a valid hydro report has its energy");
        assert!(e.is_finite(), "hydro: valid with energy {e}");
        assert_eq!(r.n_violations, 0);
        assert!(r.error_info.fatal.is_empty() && r.error_info.constraint.is_empty() && r.error_info.exception.is_none());
        assert_eq!(r.player_objective, Some(py_round(e, 6)), "hydro: player_objective is not the energy");
        if r.reference_value > 0.0 {
            assert_eq!(r.quality_score, py_round(e / r.reference_value, 6), "hydro: quality is not energy / reference");
        }
        assert_eq!(r.energy_by_station.len(), r.stations.len());
    }
}

/// A coil report: a valid sequence orders every coil once, switches rolls at most
/// once, and its penalty is `10⁴ × jumps + 100 × rises + groups`, the score the
/// reference over it.
pub fn check_coil(r: &CoilReport) {
    check_plan_common(r.valid, r.validity_score, r.quality_score, r.overall_score, &r.diagnostics, "coil");
    assert!(r.error_info.constraint.len() <= 5, "coil: more than 5 constraint messages");
    if r.valid {
        let p = r.penalty.expect("a valid coil report has its penalty");
        let want = r.total_violations.unwrap() * 10_000 + r.width_increases.unwrap() * 100 + r.grade_groups.unwrap();
        assert_eq!(p, want as i64, "coil: penalty != 10⁴ × jumps + 100 × rises + groups");
        assert_eq!(r.steps.len(), r.n_coils, "coil: a valid sequence has every coil once");
        assert!(r.roll_switches <= 1, "coil: valid with {} roll switches", r.roll_switches);
        assert_eq!(r.steps.iter().filter(|s| s.rise).count(), r.width_increases.unwrap(), "coil: rises marked != width_increases");
        assert_eq!(r.quality_score, py_round(r.baseline_cost / p as f64, 4), "coil: quality is not reference / penalty");
    }
}

/// A racks report: a valid plan places or leaves out every server once.
pub fn check_racks(r: &RacksReport) {
    check_plan_common(r.valid, r.validity_score, r.quality_score, r.overall_score, &r.diagnostics, "racks");
    assert!(r.error_info.hard_violations.len() <= 8, "racks: more than 8 hard violations listed");
    if r.valid {
        let (a, u) = (r.n_allocated.unwrap(), r.n_unassigned.unwrap());
        assert_eq!(a + u, r.n_servers, "racks: a valid plan places or leaves out every server once");
        assert_eq!(r.placements.len(), a);
        assert!(r.player_objective.is_some_and(f64::is_finite), "racks: valid without a finite cost");
    } else {
        assert!(r.placements.is_empty() && r.rack_views.is_empty(), "racks: an invalid plan drawn");
    }
}

/// An energy report: a valid plan is scored by its cash flow over the reference (NaN
/// when the cash flow is: FDE-Bench 048 scores it so); an invalid one scores 0 and says
/// why, in `hard_violations` or, when the evaluator raises, `exception`.
pub fn check_energy(r: &EnergyReport) {
    check_diagnostics(&r.diagnostics, "energy");
    assert_eq!(r.quality_score.to_bits(), r.overall_score.to_bits(), "energy: overall_score != quality_score");
    if r.valid {
        let raw = r.total_income.expect("a valid energy report has its cash flow");
        assert_eq!(r.player_objective.map(f64::to_bits), Some(raw.to_bits()));
        assert_eq!(r.validity_score, 1.0);
        assert!(!r.diagnostics.iter().any(|d| d.category.rejects()), "energy: valid with a rejecting diagnostic");
        assert!(r.error_info.hard_violations.is_empty() && r.error_info.exception.is_none() && r.crash.is_none());
        let q = raw / r.reference_value;
        let want = py_round(if 0.0 > q { 0.0 } else { q }, 6);
        assert!(
            want.to_bits() == r.quality_score.to_bits() || (want.is_nan() && r.quality_score.is_nan()),
            "energy: quality is not max(cash / reference, 0)"
        );
    } else {
        assert_eq!((r.validity_score, r.overall_score), (0.0, 0.0), "energy: invalid report with a score");
        check_rejected(&r.diagnostics, "energy");
        assert!(!r.error_info.hard_violations.is_empty() || r.error_info.exception.is_some(), "energy: invalid without error_info");
        assert_eq!(r.crash.is_some(), r.error_info.exception.is_some(), "energy: a crash names its exception");
    }
}

/// A slitting report: a valid plan has no error and its cut score follows its cuts; an
/// invalid one says why in `errors` unless the evaluator raised.
pub fn check_slitting(r: &SlittingReport) {
    check_plan_common(r.valid, r.validity_score, r.quality_score, r.overall_score, &r.diagnostics, "slitting");
    if r.error_info.exception.is_some() {
        assert!(!r.valid && r.errors.is_empty() && r.resolved_artifact.is_none(), "slitting: a crash with a verdict");
    } else if !r.valid {
        assert!(!r.errors.is_empty(), "slitting: rejected without an error");
    }
    if r.valid {
        assert!(r.errors.is_empty());
        let m = r.submission_metrics.as_ref().expect("a valid slitting report has its metrics");
        let n = m.cut_times;
        assert_eq!(n, r.cuts.len(), "slitting: cut_times != the cuts drawn");
        let cut = if n <= 46 { 1.0 + 0.05 * (46 - n) as f64 } else { (1.0 - 0.2 * (n - 46) as f64).max(0.0) };
        assert_eq!(m.cut_score, Some(py_round(cut, 4)), "slitting: cut score of {n} cuts");
    }
}

/// A quay report: a valid plan has its crane count and move seconds, and every vessel
/// of the case is listed.
pub fn check_quay(r: &grader::quay::QuayReport) {
    check_plan_common(r.valid, r.validity_score, r.quality_score, r.overall_score, &r.diagnostics, "quay");
    if r.valid {
        assert!(r.num_cranes.is_some() && r.total_move_seconds.is_some_and(f64::is_finite), "quay: valid without its cost terms");
        assert_eq!(r.vessels_ok, Some(r.vessels_total), "quay: valid with a vessel's work short");
    }
}

/// A stack report: a valid plan has its objective and metrics; the forklifts' bars are
/// operations of the plan.
pub fn check_stack(r: &grader::stack::StackReport) {
    check_plan_common(r.valid, r.validity_score, r.quality_score, r.overall_score, &r.diagnostics, "stack");
    if r.valid {
        assert!(r.player_objective.is_some_and(f64::is_finite) && r.metrics.is_some(), "stack: valid without its objective");
    }
}

/// A pack report: a valid load has its counts and weight and no overlap.
pub fn check_pack(r: &grader::pack::PackReport) {
    check_plan_common(r.valid, r.validity_score, r.quality_score, r.overall_score, &r.diagnostics, "pack");
    if r.valid {
        assert!(r.sku3_count.is_some() && r.total_weight_kg.is_some_and(f64::is_finite), "pack: valid without its counts");
        assert_eq!(r.overlaps, 0, "pack: valid with overlapping boxes");
    }
}

/// A plan kind's report, its JSON read back as a page reads it (the same bytes), and
/// what the server prints for it agreeing with its verdict and scores.
pub fn check_plan_report(r: &Report, server: &str) {
    let json = r.to_json();
    check_json(&json);
    let back =
        Report::from_json_with(r.kind(), &json, &r.non_finite()).unwrap_or_else(|e| panic!("report does not read back: {e}\n{json}"));
    assert_eq!(back.to_json(), json, "the report read back writes differently");
    // Python's json.dumps writes NaN and Infinity, which JSON (and serde_json) has not.
    let v: serde_json::Value = match serde_json::from_str(server) {
        Ok(v) => v,
        Err(e) => {
            assert!(server.contains("NaN") || server.contains("Infinity"), "server output is not JSON ({e}): {server}");
            return;
        }
    };
    if v.get("crash").is_some() {
        assert!(!r.valid(), "the server crashes on a valid plan");
        return;
    }
    let f = |k: &str| v.get(k).and_then(serde_json::Value::as_f64);
    assert_eq!(f("validity_score"), Some(if r.valid() { 1.0 } else { 0.0 }), "server validity != the report's: {server}");
    assert_eq!(f("overall_score"), r.score(), "server overall_score != the report's: {server}");
}

/// Grade a plan twice (same JSON), check the report and the server's printout.
pub fn grade_plan(g: &CaseGrader, data: &[u8], file: &str) -> Report {
    let r = grade_twice(g, data, file, &[]);
    let (again, server) = g.grade_server(Ok(data), file, &[]);
    assert_eq!(again.to_json(), r.to_json(), "grade_server's report differs from grade's");
    check_plan_report(&r, &server);
    r
}

/// The verdict and score of a report, to compare a plan with its rewritten form.
fn verdict_key(r: &Report) -> (bool, Option<u64>) {
    (r.valid(), r.score().map(f64::to_bits))
}

/// A public case of several files (`files`: name → bytes, as its case.json names them),
/// one of them (`swap`) replaced: `Err` when the case cannot be built from them.
pub fn case_with_files(manifest: &[u8], files: &[(&str, &[u8])], swap: Option<(&str, &[u8])>) -> Result<CaseGrader, Vec<Diagnostic>> {
    let m = parse_manifest(manifest, "case.json").expect("public case.json parses");
    CaseGrader::from_files(
        &m,
        |name| match swap {
            Some((n, b)) if n == name => Some(b),
            _ => files.iter().find(|(n, _)| *n == name).map(|(_, b)| *b),
        },
        None,
    )
}

/// A small work plan of our own in FDE-Bench 017's format (`crates/kinds/coil/tests`):
/// the coil kind has no public case.
pub const COIL_CATALOG: &[u8] =
    "grade_id,category_id,roll_size,front_width_mm\nG_A,CATEGORY_001,small,1250\nG_B,CATEGORY_002,small,\nG_C,CATEGORY_003,large,\n"
        .as_bytes();
pub const COIL_PLAN: &[u8] = "出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\nCOIL_001,G_A,0.80,1250,切边\nCOIL_002,G_A,0.85,1200,切边\nCOIL_003,G_B,0.90,1100,\nCOIL_004,G_B,1.00,1050,不切边\nCOIL_005,G_C,1.10,1000,不切边\nCOIL_006,G_C,1.20,980,不切边\n".as_bytes();

/// The coil case of a catalog and a work plan (the kind's default file names).
pub fn coil_case(catalog: &[u8], plan: &[u8]) -> CaseGrader {
    let files = FileList::new(vec![("data/grade_catalog.csv".into(), catalog.to_vec()), ("data/work_plan.csv".into(), plan.to_vec())]);
    CaseGrader::load_files(CaseKind::Coil, None, None, &files, None).expect("both coil files are given")
}

/// A coil sequence: graded and checked; when its items read, the same ids written as
/// JSON strings grade the same (verdict and score).
pub fn check_coil_sequence(g: &CaseGrader, data: &[u8]) {
    let r = grade_plan(g, data, "solution.json");
    let Ok(items) = grader::coil::read(data, "solution.json") else {
        return;
    };
    let ids: Vec<&str> = items.iter().map(|i| i.id.as_str()).collect();
    let json = serde_json::json!({ "sequence": ids }).to_string();
    let again = g.grade(json.as_bytes(), "solution.json", &[]);
    assert_eq!(verdict_key(&r), verdict_key(&again), "the sequence and its ids as JSON strings grade differently: {json}");
}

/// A hydro plan: graded and checked; when its outflows read as finite numbers, the same
/// numbers written as plain JSON grade the same (verdict, score, violations).
pub fn check_hydro_plan(g: &CaseGrader, data: &[u8]) {
    let r = grade_plan(g, data, "solution.json");
    let Report::Hydro(h) = &r else { panic!("not hydro") };
    if h.q_out.is_empty() || h.q_out.iter().flatten().any(|x| !x.is_finite()) {
        return;
    }
    let json = serde_json::json!({ "Q_out": h.q_out }).to_string();
    let again = g.grade(json.as_bytes(), "solution.json", &[]);
    let Report::Hydro(b) = &again else { panic!("not hydro") };
    assert_eq!((verdict_key(&r), h.n_violations), (verdict_key(&again), b.n_violations), "Q_out rewritten grades differently: {json}");
}

fn csv_row(cells: &[&str]) -> String {
    let v: Vec<String> = cells.iter().map(|c| csv_cell(c)).collect();
    v.join(",") + "\n"
}

/// A racks plan: graded and checked; when it reads as CSV, its rows as the evaluator
/// strips them, written again (quoted), grade the same.
pub fn check_racks_plan(g: &CaseGrader, data: &[u8]) {
    let r = grade_plan(g, data, "solution.csv");
    let Ok(t) = grader::racks::data::read_csv(data) else {
        return;
    };
    let entries = grader::racks::entries(&t);
    // Text mode would turn a quoted \r into \n: such a plan is not rewritten.
    if entries.is_empty() || entries.iter().any(|e| [&e.server, &e.status, &e.rack, &e.pos].iter().any(|c| c.contains('\r'))) {
        return;
    }
    let mut csv = csv_row(&["server_id", "rack_id", "pos", "allocation_status"]);
    for e in &entries {
        csv.push_str(&csv_row(&[&e.server, &e.rack, &e.pos, &e.status]));
    }
    let again = g.grade(csv.as_bytes(), "solution.csv", &[]);
    assert_eq!(verdict_key(&r), verdict_key(&again), "the plan's stripped rows grade differently:\n{csv}");
}

// ---- The targets: one function per input kind and per public case. `fuzz_targets/`
// calls them; `crates/grader/tests/fuzz_regressions.rs` replays saved inputs through
// them without cargo fuzz.

use std::sync::LazyLock;

static TOY_ROUTING: LazyLock<CaseGrader> = LazyLock::new(toy_routing_grader);
static FIXTURE_SCORECARD: LazyLock<CaseGrader> = LazyLock::new(fixture_scorecard_grader);
static ROUTING_CITY: LazyLock<CaseGrader> = LazyLock::new(|| {
    public_case(
        include_bytes!("../../../../cases-public/routing-city/case.json"),
        Some(("customers.csv", include_bytes!("../../../../cases-public/routing-city/customers.csv"))),
    )
});
static SCORECARD_CREDIT: LazyLock<CaseGrader> = LazyLock::new(|| {
    public_case(
        include_bytes!("../../../../cases-public/scorecard-credit/case.json"),
        Some(("truth.csv", include_bytes!("../../../../cases-public/scorecard-credit/truth.csv"))),
    )
});
static COLD_CHAIN: LazyLock<CaseGrader> = LazyLock::new(|| {
    public_case(
        include_bytes!("../../../../cases-public/cold-chain-spoilage/case.json"),
        Some(("people.json", include_bytes!("../../../../cases-public/cold-chain-spoilage/people.json"))),
    )
});
static RETURNS_TRIAGE: LazyLock<CaseGrader> = LazyLock::new(|| {
    public_case(
        include_bytes!("../../../../cases-public/returns-triage/case.json"),
        Some(("people.json", include_bytes!("../../../../cases-public/returns-triage/people.json"))),
    )
});

static HYDRO_VALLEY: LazyLock<CaseGrader> = LazyLock::new(|| {
    public_case(
        include_bytes!("../../../../cases-public/hydro-valley/case.json"),
        Some(("stations.json", include_bytes!("../../../../cases-public/hydro-valley/stations.json"))),
    )
});
const HYDRO_VALLEY_MANIFEST: &[u8] = include_bytes!("../../../../cases-public/hydro-valley/case.json");
const HYDRO_VALLEY_PLANS: &[&[u8]] = &[
    include_bytes!("../../../../cases-public/hydro-valley/submissions/1-reference.json"),
    include_bytes!("../../../../cases-public/hydro-valley/submissions/3-drain-the-top.json"),
];
const RACK_HALL_MANIFEST: &[u8] = include_bytes!("../../../../cases-public/rack-hall/case.json");
const RACK_HALL_FILES: &[(&str, &[u8])] = &[
    ("data/server.csv", include_bytes!("../../../../cases-public/rack-hall/data/server.csv")),
    ("data/rack_col.csv", include_bytes!("../../../../cases-public/rack-hall/data/rack_col.csv")),
    ("data/rack.csv", include_bytes!("../../../../cases-public/rack-hall/data/rack.csv")),
    ("data/nic_attr_mapping.csv", include_bytes!("../../../../cases-public/rack-hall/data/nic_attr_mapping.csv")),
];
const RACK_HALL_PLANS: &[&[u8]] = &[
    include_bytes!("../../../../cases-public/rack-hall/submissions/1-reference.csv"),
    include_bytes!("../../../../cases-public/rack-hall/submissions/6-shared-slot.csv"),
];
static RACK_HALL: LazyLock<CaseGrader> =
    LazyLock::new(|| case_with_files(RACK_HALL_MANIFEST, RACK_HALL_FILES, None).expect("rack-hall loads"));
const SLITTING_MILL_MANIFEST: &[u8] = include_bytes!("../../../../cases-public/slitting-mill/case.json");
const SLITTING_MILL_FILES: &[(&str, &[u8])] = &[
    ("data/mother_coil.csv", include_bytes!("../../../../cases-public/slitting-mill/data/mother_coil.csv")),
    ("data/requirements.csv", include_bytes!("../../../../cases-public/slitting-mill/data/requirements.csv")),
];
const SLITTING_MILL_PLANS: &[&[u8]] = &[
    include_bytes!("../../../../cases-public/slitting-mill/submissions/1-reference.csv"),
    include_bytes!("../../../../cases-public/slitting-mill/submissions/4-one-mm-off.csv"),
];
static SLITTING_MILL: LazyLock<CaseGrader> =
    LazyLock::new(|| case_with_files(SLITTING_MILL_MANIFEST, SLITTING_MILL_FILES, None).expect("slitting-mill loads"));
const QUAY_LINE_MANIFEST: &[u8] = include_bytes!("../../../../cases-public/quay-line/case.json");
const QUAY_LINE_FILES: &[(&str, &[u8])] = &[
    ("data/tact_times.csv", include_bytes!("../../../../cases-public/quay-line/data/tact_times.csv")),
    ("data/vessel_workload.csv", include_bytes!("../../../../cases-public/quay-line/data/vessel_workload.csv")),
];
static QUAY_LINE: LazyLock<CaseGrader> =
    LazyLock::new(|| case_with_files(QUAY_LINE_MANIFEST, QUAY_LINE_FILES, None).expect("quay-line loads"));
const FLOUR_STORE_MANIFEST: &[u8] = include_bytes!("../../../../cases-public/flour-store/case.json");
const FLOUR_STORE_FILES: &[(&str, &[u8])] =
    &[("data/warehouse_snapshot.json", include_bytes!("../../../../cases-public/flour-store/data/warehouse_snapshot.json"))];
static FLOUR_STORE: LazyLock<CaseGrader> =
    LazyLock::new(|| case_with_files(FLOUR_STORE_MANIFEST, FLOUR_STORE_FILES, None).expect("flour-store loads"));
const CONTAINER_LOAD_MANIFEST: &[u8] = include_bytes!("../../../../cases-public/container-load/case.json");
const CONTAINER_LOAD_FILES: &[(&str, &[u8])] =
    &[("data/load_data.xlsx", include_bytes!("../../../../cases-public/container-load/data/load_data.xlsx"))];
static CONTAINER_LOAD: LazyLock<CaseGrader> =
    LazyLock::new(|| case_with_files(CONTAINER_LOAD_MANIFEST, CONTAINER_LOAD_FILES, None).expect("container-load loads"));
static COIL_TOY: LazyLock<CaseGrader> = LazyLock::new(|| coil_case(COIL_CATALOG, COIL_PLAN));
/// A year of our own, built in code (8,761 rows a series): wind 3 to 9 m/s, sun from
/// 10:00 to 14:00, a daily load curve.
static ENERGY_TOY: LazyLock<CaseGrader> = LazyLock::new(|| {
    let series = |f: &dyn Fn(usize) -> String| {
        let mut s = String::from("hour,value\n");
        for h in 0..8761 {
            s += &format!("{h},{}\n", f(h));
        }
        s.into_bytes()
    };
    let files = FileList::new(vec![
        ("data/timeseries_wind_8760.csv".into(), series(&|h| format!("{:?}", 3.0 + (h % 13) as f64 * 0.5))),
        ("data/timeseries_pv_8760.csv".into(), series(&|h| if (10..=14).contains(&(h % 24)) { "600".into() } else { "0".into() })),
        ("data/timeseries_load_8760.csv".into(), series(&|h| (300_000_000 + (h % 24) * 10_000_000).to_string())),
        ("data/timeseries_environment_8760.csv".into(), series(&|_| "290.15".into())),
        ("data/timeseries_thermal_8760.csv".into(), b"hour,unit,value\n0,0,0.33\n".to_vec()),
        ("data/timeseries_battery_8760.csv".into(), b"value\n0.5\n".to_vec()),
        ("data/timeseries_caes_8760.csv".into(), b"value\n0.8\n".to_vec()),
    ]);
    CaseGrader::load_files(CaseKind::Energy, None, None, &files, None).expect("the energy toy loads")
});

/// Routes JSON against the toy case.
pub fn routes_json(data: &[u8]) {
    grade_twice(&TOY_ROUTING, data, "routes.json", &[]);
}

/// Routes CSV (either shape) against the toy case, and its JSON form.
pub fn routes_csv(data: &[u8]) {
    check_csv_plan(&TOY_ROUTING, data, "routes.csv");
}

/// predictions.csv against the fixture's answer key.
pub fn predictions_csv(data: &[u8]) {
    grade_twice(&FIXTURE_SCORECARD, data, "predictions.csv", &[]);
}

/// result.json with the fixture's ask log and people.json.
pub fn uplift_json(data: &[u8]) {
    grade_uplift(data, Some(FIXTURE_ASK_LOG), Some(FIXTURE_PEOPLE));
}

/// An ask log, priced with the fixture's people.json and with logged costs only.
pub fn ask_log(data: &[u8]) {
    grade_uplift(FIXTURE_RESULT, Some(data), Some(FIXTURE_PEOPLE));
    grade_uplift(FIXTURE_RESULT, Some(data), None);
}

/// Any bytes as a routing-city submission (JSON or CSV, by content: no extension).
pub fn case_routing_city(data: &[u8]) {
    grade_twice(&ROUTING_CITY, data, "routes", &[]);
}

/// Any bytes as scorecard-credit predictions.
pub fn case_scorecard_credit(data: &[u8]) {
    grade_twice(&SCORECARD_CREDIT, data, "predictions.csv", &[]);
}

fn uplift_case(g: &CaseGrader, data: &[u8]) {
    let (result, log) = split_result_and_log(data);
    let extras: Vec<(&str, &[u8])> = log.map(|l| ("ask.jsonl", l)).into_iter().collect();
    grade_twice(g, result, "result.json", &extras);
}

/// A cold-chain-spoilage run: result.json [0xFF ask log].
pub fn case_cold_chain_spoilage(data: &[u8]) {
    uplift_case(&COLD_CHAIN, data);
}

/// A returns-triage run: result.json [0xFF ask log].
pub fn case_returns_triage(data: &[u8]) {
    uplift_case(&RETURNS_TRIAGE, data);
}

/// Any bytes as a hydro-valley solution.json (and its outflows rewritten as JSON).
pub fn hydro_json(data: &[u8]) {
    check_hydro_plan(&HYDRO_VALLEY, data);
}

/// A stations.json: parsed; a loaded one grades hydro-valley's examples (checked), a
/// refused one says why, located.
pub fn hydro_stations(data: &[u8]) {
    let m = parse_manifest(HYDRO_VALLEY_MANIFEST, "case.json").expect("hydro-valley's case.json parses");
    match CaseGrader::new(&m, Some(("stations.json", data)), None) {
        Ok(g) => {
            for plan in HYDRO_VALLEY_PLANS {
                check_hydro_plan(&g, plan);
            }
        }
        Err(diags) => {
            assert!(!diags.is_empty(), "stations.json refused without a diagnostic");
            check_diagnostics(&diags, "stations.json");
            check_rejected(&diags, "stations.json");
        }
    }
}

/// Any bytes as a coil solution.json against the small work plan.
pub fn coil_json(data: &[u8]) {
    check_coil_sequence(&COIL_TOY, data);
}

/// A coil case's data: the first byte picks the file (even: grade_catalog.csv, odd:
/// work_plan.csv), the rest is it, the other file the small one. A work plan that
/// loads is graded with its own ids in file order: never unknown or missing ones.
pub fn coil_data(data: &[u8]) {
    let Some((&pick, bytes)) = data.split_first() else { return };
    let (catalog, plan) = if pick % 2 == 0 { (bytes, COIL_PLAN) } else { (COIL_CATALOG, bytes) };
    let g = coil_case(catalog, plan);
    let CaseGrader::Coil(case) = &g else { panic!("not coil") };
    let ids: Vec<String> = match &case.coils {
        Ok(c) => c.coils.iter().map(|c| c.id.clone()).collect(),
        Err(_) => Vec::new(),
    };
    for plan in [&b"{\"sequence\": [\"COIL_001\", \"COIL_002\"]}"[..], b"[]"] {
        check_coil_sequence(&g, plan);
    }
    let clean = !ids.is_empty()
        && ids.iter().all(|i| i.trim() == i && !i.is_empty())
        && ids.iter().collect::<std::collections::HashSet<_>>().len() == ids.len();
    if clean {
        let json = serde_json::json!({ "sequence": ids }).to_string();
        check_coil_sequence(&g, json.as_bytes());
        let Report::Coil(r) = g.grade(json.as_bytes(), "solution.json", &[]) else { panic!("not coil") };
        assert!(r.error_info.schema.is_empty() && r.error_info.fatal.is_empty(), "the plan's own ids refused: {:?}\n{json}", r.error_info);
    }
}

/// Any bytes as a rack-hall solution.csv (and its stripped rows rewritten).
pub fn racks_csv(data: &[u8]) {
    check_racks_plan(&RACK_HALL, data);
}

/// A racks case's data: the first byte picks which of rack-hall's four files (server,
/// rack_col, rack, nic_attr_mapping) the rest replaces. Loaded data grades the examples
/// (checked) and a plan leaving every server out, which is valid and costs 1 each.
pub fn racks_data(data: &[u8]) {
    let Some((&pick, bytes)) = data.split_first() else { return };
    let name = RACK_HALL_FILES[pick as usize % RACK_HALL_FILES.len()].0;
    let g = case_with_files(RACK_HALL_MANIFEST, RACK_HALL_FILES, Some((name, bytes))).expect("every file is given");
    for plan in RACK_HALL_PLANS {
        check_racks_plan(&g, plan);
    }
    let CaseGrader::Racks(case) = &g else { panic!("not racks") };
    let Ok(d) = &case.data else { return };
    if d.servers.is_empty() || d.servers.keys().any(|k| k.contains('\r')) {
        return;
    }
    let mut ids: Vec<&String> = d.servers.keys().collect();
    ids.sort();
    let mut csv = csv_row(&["server_id", "rack_id", "pos", "allocation_status"]);
    for id in &ids {
        csv.push_str(&csv_row(&[id, "", "", "0"]));
    }
    let r = grade_plan(&g, csv.as_bytes(), "solution.csv");
    let Report::Racks(r) = &r else { panic!("not racks") };
    assert!(r.valid, "a plan leaving every server out is refused: {:?}\n{csv}", r.diagnostics.first());
    assert_eq!((r.n_unassigned, r.player_objective), (Some(ids.len()), Some(ids.len() as f64)), "nothing placed costs 1 per server");
}

/// Any bytes as a slitting-mill solution.csv.
pub fn slitting_csv(data: &[u8]) {
    grade_plan(&SLITTING_MILL, data, "solution.csv");
}

/// A slitting case's data: the first byte picks mother_coil.csv (even) or
/// requirements.csv (odd), the rest replaces it; the examples are graded and checked.
pub fn slitting_data(data: &[u8]) {
    let Some((&pick, bytes)) = data.split_first() else { return };
    let name = SLITTING_MILL_FILES[pick as usize % SLITTING_MILL_FILES.len()].0;
    let g = case_with_files(SLITTING_MILL_MANIFEST, SLITTING_MILL_FILES, Some((name, bytes))).expect("every file is given");
    for plan in SLITTING_MILL_PLANS {
        grade_plan(&g, plan, "solution.csv");
    }
}

/// Any bytes as an energy solution.json against the toy year; when its three sequences
/// read, the same values written as plain JSON numbers grade the same.
pub fn energy_json(data: &[u8]) {
    let r = grade_plan(&ENERGY_TOY, data, "solution.json");
    let Ok(plan) = grader::energy::read(data, "solution.json") else {
        return;
    };
    let num = |x: &f64| match x {
        x if x.is_nan() => "NaN".to_string(),
        x if x.is_infinite() => if *x > 0.0 { "Infinity" } else { "-Infinity" }.to_string(),
        x => format!("{x:?}"),
    };
    let list = |v: &[f64]| format!("[{}]", v.iter().map(num).collect::<Vec<_>>().join(","));
    let mut json = format!("{{\"caes_seq\":{},\"battery_seq\":{}", list(&plan.caes), list(&plan.battery));
    if plan.thermal_given {
        json += &format!(",\"tp_seq\":{}", list(&plan.thermal));
    }
    json += "}";
    let again = ENERGY_TOY.grade(json.as_bytes(), "solution.json", &[]);
    // Any NaN is one verdict: a NaN's sign and payload follow its spelling ("-nan"), not its grade.
    let key = |r: &Report| (r.valid(), r.score().map(|s| if s.is_nan() { u64::MAX } else { s.to_bits() }));
    assert_eq!(key(&r), key(&again), "the plan and its values as plain JSON grade differently: {json:.200}");
}

/// Any bytes as quay-line's solution.json: graded twice, checked, and as the server prints it.
pub fn quay_json(data: &[u8]) {
    grade_plan(&QUAY_LINE, data, "solution.json");
}

/// Any bytes as flour-store's solution.json (FDE-Bench 039's format).
pub fn stack_json(data: &[u8]) {
    grade_plan(&FLOUR_STORE, data, "solution.json");
}

/// Any bytes as container-load's solution.json (FDE-Bench 026's format).
pub fn pack_json(data: &[u8]) {
    grade_plan(&CONTAINER_LOAD, data, "solution.json");
}

/// The parts of a one-sheet workbook around a fuzzed `xl/worksheets/sheet1.xml`: shared
/// strings, a date and a timedelta style, so every cell type is reachable.
fn xlsx_parts(sheet: &[u8]) -> std::collections::HashMap<String, Vec<u8>> {
    const NS: &str = r#"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#;
    let parts = [
        ("[Content_Types].xml", r#"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>"#.to_string()),
        ("xl/workbook.xml", format!(r#"<workbook {NS}><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>"#)),
        ("xl/_rels/workbook.xml.rels", r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#.to_string()),
        ("xl/sharedStrings.xml", format!(r#"<sst {NS}><si><t>a</t></si><si><t>True</t></si><si><t> 12 </t></si></sst>"#)),
        ("xl/styles.xml", format!(r#"<styleSheet {NS}><numFmts><numFmt numFmtId="164" formatCode="[h]:mm"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/></cellXfs></styleSheet>"#)),
    ];
    let mut out: std::collections::HashMap<String, Vec<u8>> = parts.into_iter().map(|(k, v)| (k.to_string(), v.into_bytes())).collect();
    out.insert("xl/worksheets/sheet1.xml".into(), sheet.to_vec());
    out
}

/// Any bytes as a workbook: the first byte odd, the rest is a sheet's XML in a valid
/// package; even, the rest is the .xlsx file. No panic; every sheet read in the three
/// modes and by read_excel (header 0 and None) twice gives the same; an error says
/// where (a part, and a cell within a sheet); read-only rows are what read_excel starts
/// from (never wider than the frame, which pads them).
pub fn xlsx(data: &[u8]) {
    use pysem::xlsx::frame::{read_excel, SheetName};
    use pysem::xlsx::{Mode, Workbook, XlsxError};
    let Some((&pick, bytes)) = data.split_first() else { return };
    let open = || if pick % 2 == 1 { Workbook::from_parts(xlsx_parts(bytes)) } else { Workbook::open(bytes) };
    let located = |e: &XlsxError| {
        let text = e.to_string();
        assert!(!text.trim().is_empty(), "an error without a message: {e:?}");
        if let XlsxError::Value { part, .. } | XlsxError::Xml { part, .. } | XlsxError::NotReproduced { part, .. } = e {
            assert!(!part.is_empty(), "an error without its part: {e:?}");
        }
    };
    let wb = match open() {
        Ok(wb) => wb,
        Err(e) => {
            located(&e);
            assert_eq!(open().err(), Some(e), "opening twice differs");
            return;
        }
    };
    for name in wb.sheet_names() {
        for mode in [Mode::Full { data_only: true }, Mode::Full { data_only: false }, Mode::ReadOnly] {
            let a = wb.sheet(&name, mode);
            assert_eq!(a, wb.sheet(&name, mode), "reading {name:?} twice differs");
            match &a {
                Ok(s) => {
                    if let Mode::Full { .. } = mode {
                        // A full-mode grid is the bounds' far corner wide and high.
                        if let Some(r) = s.rows.first() {
                            assert_eq!((s.rows.len(), r.len()), (s.bounds.2 as usize, s.bounds.3 as usize), "grid and bounds differ");
                        }
                    }
                }
                Err(e) => located(e),
            }
        }
        for header in [Some(0), None] {
            let f = read_excel(&wb, SheetName::Name(&name), header);
            match &f {
                Ok(f) => {
                    let rows = f.rows();
                    assert!(f.columns.iter().all(|c| c.values.len() == rows), "ragged frame");
                    if let (Ok(s), None) = (wb.sheet(&name, Mode::ReadOnly), header) {
                        assert!(s.rows.len() >= rows, "a frame with more rows than its sheet");
                    }
                }
                Err(e) => located(e),
            }
            assert_eq!(f, read_excel(&wb, SheetName::Name(&name), header), "read_excel twice differs");
        }
    }
}

/// A fuzz target: its name and what it runs on the fuzzer's bytes.
pub type Target = (&'static str, fn(&[u8]));

/// Every target by name (the names of `fuzz_targets/*.rs`).
pub const TARGETS: &[Target] = &[
    ("routes_json", routes_json),
    ("routes_csv_stops", routes_csv),
    ("routes_csv_vehicles", routes_csv),
    ("customers_csv", check_customers),
    ("truth_csv", check_truth),
    ("predictions_csv", predictions_csv),
    ("uplift_json", uplift_json),
    ("ask_log", ask_log),
    ("case_routing_city", case_routing_city),
    ("case_scorecard_credit", case_scorecard_credit),
    ("case_cold_chain_spoilage", case_cold_chain_spoilage),
    ("case_returns_triage", case_returns_triage),
    ("hydro_json", hydro_json),
    ("hydro_stations", hydro_stations),
    ("coil_json", coil_json),
    ("coil_data", coil_data),
    ("racks_csv", racks_csv),
    ("racks_data", racks_data),
    ("slitting_csv", slitting_csv),
    ("slitting_data", slitting_data),
    ("energy_json", energy_json),
    ("xlsx", xlsx),
    ("quay_json", quay_json),
    ("stack_json", stack_json),
    ("pack_json", pack_json),
];
