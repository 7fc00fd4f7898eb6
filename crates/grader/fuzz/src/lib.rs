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
use grader::routing::{self, RoutingCase, RoutingParams, RoutingReport, Store};
use grader::scorecard::{self, ScorecardParams, ScorecardReport, Truth};
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
        _ => panic!("report of the wrong kind"),
    }
    if let Some(s) = r.score() {
        assert!(s.is_finite(), "headline score {s} is not finite");
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
        for (id, &label) in truth.ids().iter().zip(truth.labels()) {
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
];
