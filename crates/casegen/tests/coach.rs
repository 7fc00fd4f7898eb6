//! Issue 51: the routing coach's `--all` (coach mode) gets a student to a good plan.
//! From every valid public example of routing-city and from two starts on 20 generated
//! cities (5 shapes × depot inside/outside × 150 and 400 stores, 12 trucks), coach mode
//! ends at >= 0.9 of the reference solver's score, and every move's `cost_saved` is the
//! graded cost before it minus the graded cost after it (full re-grades, move by move).

use std::path::{Path, PathBuf};

use casegen::solver::{self, Options};
use grader::case::parse_manifest;
use grader::routing::coach::{self, CoachRun, MoveKind, Suggestion};
use grader::routing::submission::parse_submission;
use grader::routing::{grade_plan, parse_customers, Plan, RoutingCase, RoutingManifest};

#[path = "../../grader/tests/support/cities.rs"]
mod cities;
#[path = "../../grader/tests/support/rng.rs"]
mod rng;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn cost(case: &RoutingCase, plan: &Plan) -> f64 {
    let r = grade_plan(case, plan, "routes.json");
    assert!(r.valid, "{:?}", r.error_info);
    r.exact.unwrap().cost
}

/// Replays the run's moves one at a time through `coach::apply` and full grading.
fn check_moves(case: &RoutingCase, start: &Plan, run: &CoachRun, what: &str) {
    check_path(case, start, (run.cost_before, &run.moves, run.cost_after), &run.plan, what);
}

fn check_path(case: &RoutingCase, start: &Plan, (cost_before, moves, cost_after): (f64, &[Suggestion], f64), end: &Plan, what: &str) {
    let mut plan = start.clone();
    let mut before = cost(case, &plan);
    assert_eq!(cost_before, before, "{what}");
    for (k, m) in moves.iter().enumerate() {
        plan = coach::apply(case, &plan, std::slice::from_ref(m)).unwrap_or_else(|e| panic!("{what}: move {k}: {e}"));
        let after = cost(case, &plan);
        assert_eq!(m.cost_before, before, "{what}: move {k} {:?}", m.kind);
        assert_eq!(m.cost_saved, before - after, "{what}: move {k} {:?}", m.kind);
        assert!(m.cost_saved > 0.0, "{what}: move {k} saves nothing");
        before = after;
    }
    assert_eq!(cost_after, before, "{what}");
    assert_eq!(grade_plan(case, end, "r.json"), grade_plan(case, &plan, "r.json"), "{what}: the run's plan");
}

#[test]
fn coach_mode_reaches_nine_tenths_of_the_reference_from_every_public_example() {
    let dir = root().join("cases-public/routing-city");
    let m = parse_manifest(&std::fs::read(dir.join("case.json")).unwrap(), "case.json").unwrap();
    let case = parse_customers(&std::fs::read(dir.join("customers.csv")).unwrap(), "customers.csv", m.routing_params().unwrap()).unwrap();
    let mut subs: Vec<_> = std::fs::read_dir(dir.join("submissions")).unwrap().map(|e| e.unwrap().path()).collect();
    subs.sort();
    let mut valid = 0;
    for p in subs {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let plan = parse_submission(&std::fs::read(&p).unwrap(), &name).unwrap();
        let advice = coach::advise(&case, &plan, &name, coach::Mode::Apply(2000), &coach::Options::default());
        // Invalid examples: repaired, then coached the same way.
        assert!(advice.repaired_valid, "{name}");
        let score = advice.score_after.unwrap();
        assert!(score >= 0.9, "{name}: coach mode ends at {score} of the reference");
        let summary = advice.summary.as_ref().unwrap();
        assert_eq!(summary.intrusions_after + summary.crossings_after, 0, "{name}");
        if advice.valid {
            valid += 1;
            let path = (advice.cost_before.unwrap(), &advice.moves[..], advice.cost_after.unwrap());
            check_path(&case, &plan, path, &advice.plan, &name);
            if advice.score_before.unwrap() < 0.5 {
                assert_eq!(advice.moves[0].kind, MoveKind::Sectors, "{name}: a tangled plan is untangled first");
            }
        }
    }
    assert!(valid >= 3, "only {valid} valid examples");
}

#[test]
fn coach_mode_reaches_nine_tenths_of_the_reference_on_generated_cities() {
    let mut table = Vec::new();
    for n in [150, 400] {
        for (k, shape) in cities::SHAPES.iter().enumerate() {
            for depot in cities::DEPOTS {
                let seed = 51 + k as u64 + n as u64;
                let case = cities::city(shape, depot, n, 12, seed);
                let sol = solver::solve(&case, &Options::default()).unwrap();
                let reference = cost(&case, &Plan::from_codes(&sol.codes(&case)));
                for start in ["nearest", "random"] {
                    let plan = cities::plan_of(&case, &cities::plan_routes(&case, start, 12, seed));
                    let run = coach::coach(&case, &plan, &coach::Options::default()).unwrap();
                    let what = format!("{shape}/{depot}/{n}/{start}");
                    check_moves(&case, &plan, &run, &what);
                    table.push((what, reference / run.cost_after));
                }
            }
        }
    }
    let low: Vec<_> = table.iter().filter(|t| t.1 < 0.9).collect();
    assert!(low.is_empty(), "below 0.9 of the reference: {low:?}");
    assert_eq!(table.len(), 40);
}
