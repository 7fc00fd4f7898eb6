//! The coach (issue 16): every suggested move's `cost_saved` is exactly the difference
//! of two full gradings (`grade_plan` before and after), on every public routing
//! example and on generated cities; coach mode ends valid and cheaper; every repair of
//! a broken plan (the malformed corpus, generated broken plans) grades valid.

use std::path::{Path, PathBuf};

use grader::case::parse_manifest;
use grader::routing::coach::{self, Options, Suggestion};
use grader::routing::submission::parse_submission;
use grader::routing::{grade_plan, parse_customers, Plan, RoutingCase};

mod support;
use grader::routing::RoutingManifest;
use support::cities;
use support::rng::Rng;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn load_case(dir: &Path) -> RoutingCase {
    let m = parse_manifest(&std::fs::read(dir.join("case.json")).unwrap(), "case.json").unwrap();
    let params = m.routing_params().unwrap();
    parse_customers(&std::fs::read(dir.join("customers.csv")).unwrap(), "customers.csv", params).unwrap()
}

fn city() -> (RoutingCase, Vec<(String, Plan)>) {
    let dir = root().join("cases-public/routing-city");
    let case = load_case(&dir);
    let mut subs: Vec<_> = std::fs::read_dir(dir.join("submissions")).unwrap().map(|e| e.unwrap().path()).collect();
    subs.sort();
    let plans = subs
        .iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            let plan = parse_submission(&std::fs::read(p).unwrap(), &name).unwrap();
            (name, plan)
        })
        .collect();
    (case, plans)
}

fn cost(case: &RoutingCase, plan: &Plan) -> f64 {
    grade_plan(case, plan, "routes.json").exact.unwrap().cost
}

/// Each suggestion, applied alone to `plan`, changes the graded cost by exactly its
/// `cost_saved`, and its other figures are what the two reports say.
fn check_suggestions(case: &RoutingCase, plan: &Plan, sugg: &[Suggestion], what: &str) {
    let before = grade_plan(case, plan, "routes.json");
    let eb = before.exact.unwrap();
    for (k, s) in sugg.iter().enumerate() {
        let after_plan = coach::apply(case, plan, std::slice::from_ref(s)).unwrap();
        let after = grade_plan(case, &after_plan, "routes.json");
        assert!(after.valid, "{what}: suggestion {k} leaves an invalid plan: {s:?}");
        let ea = after.exact.unwrap();
        assert_eq!(s.cost_before, eb.cost, "{what}: suggestion {k}");
        assert_eq!(s.cost_after, ea.cost, "{what}: suggestion {k}");
        assert_eq!(s.cost_saved, eb.cost - ea.cost, "{what}: suggestion {k}: {s:?}");
        assert!(s.cost_saved > 0.0, "{what}: suggestion {k} saves nothing");
        assert_eq!(s.score_after, ea.score, "{what}: suggestion {k}");
        assert_eq!(s.seconds_saved, eb.total_seconds - ea.total_seconds, "{what}: suggestion {k}");
        assert_eq!(s.intrusions_removed, before.intrusions.len() as i64 - after.intrusions.len() as i64, "{what}: suggestion {k}");
        assert_eq!(s.crossings_removed, before.crossings.len() as i64 - after.crossings.len() as i64, "{what}: suggestion {k}");
    }
    // Best first.
    assert!(sugg.windows(2).all(|w| w[0].cost_saved >= w[1].cost_saved), "{what}: not best first");
}

#[test]
fn every_suggestion_saves_exactly_what_full_grading_says_on_the_public_examples() {
    let (case, plans) = city();
    let mut valid = 0;
    for (name, plan) in &plans {
        match coach::suggest(&case, plan, 12, &Options::default()) {
            Ok(sugg) => {
                valid += 1;
                assert!(!sugg.is_empty(), "{name}: no move found");
                check_suggestions(&case, plan, &sugg, name);
            }
            Err(coach::CoachError::Invalid(_)) => assert!(!grade_plan(&case, plan, name).valid, "{name} is valid"),
            Err(e) => panic!("{name}: {e}"),
        }
    }
    assert!(valid >= 3, "only {valid} valid examples");
}

#[test]
fn every_suggestion_saves_exactly_what_full_grading_says_on_generated_cities() {
    let mut n = 0;
    for (k, shape) in cities::SHAPES.iter().enumerate() {
        for depot in cities::DEPOTS {
            for kind in cities::PLANS {
                let seed = 7 + k as u64;
                let case = cities::city(shape, depot, 90, 4, seed);
                let routes = cities::plan_routes(&case, kind, 4, seed);
                let codes: Vec<Vec<&str>> = routes.iter().map(|r| r.iter().map(|&i| case.stores[i].code.as_str()).collect()).collect();
                let plan = Plan::from_codes(&codes);
                let sugg = coach::suggest(&case, &plan, 6, &Options::default()).unwrap();
                check_suggestions(&case, &plan, &sugg, &format!("{shape}/{depot}/{kind}"));
                n += sugg.len();
            }
        }
    }
    assert!(n > 100, "only {n} suggestions over all generated cities");
}

#[test]
fn coach_mode_from_the_nearest_neighbour_example_ends_valid_and_cheaper() {
    let (case, plans) = city();
    let (_, plan) = plans.iter().find(|(n, _)| n.contains("nearest")).unwrap();
    // Issue 51's coach converges from this example in a few dozen moves (its shortest
    // path, of the three it plans, in 6): a bound of 3 stops it.
    let opts = Options { max_moves: 3, ..Options::default() };
    let run = coach::coach(&case, plan, &opts).unwrap();
    let before = grade_plan(&case, plan, "routes.json");
    let after = grade_plan(&case, &run.plan, "routes.json");
    assert!(after.valid);
    assert_eq!(run.cost_before, before.exact.unwrap().cost);
    assert_eq!(run.cost_after, after.exact.unwrap().cost);
    assert!(run.cost_after < run.cost_before);
    assert!(after.quality_score > before.quality_score);
    assert_eq!(run.moves.len(), 3, "the bound holds");
    assert!(!run.converged);
    // Every move: its cost_before is the previous one's cost_after, and applying the
    // moves in order gives the run's plan.
    for w in run.moves.windows(2) {
        assert_eq!(w[1].cost_before, w[0].cost_after);
    }
    assert_eq!(coach::apply(&case, plan, &run.moves).unwrap(), run.plan);
    // Spot-check moves against full grading along the way.
    for k in [0, 1, 2] {
        let at = coach::apply(&case, plan, &run.moves[..k]).unwrap();
        check_suggestions(&case, &at, std::slice::from_ref(&run.moves[k]), &format!("move {k}"));
    }
}

#[test]
fn coach_mode_converges_on_a_small_city() {
    let case = cities::city("clustered", "outside", 60, 3, 3);
    let routes = cities::plan_routes(&case, "random", 3, 3);
    let codes: Vec<Vec<&str>> = routes.iter().map(|r| r.iter().map(|&i| case.stores[i].code.as_str()).collect()).collect();
    let plan = Plan::from_codes(&codes);
    let run = coach::coach(&case, &plan, &Options::default()).unwrap();
    assert!(run.converged, "{} moves", run.moves.len());
    assert!(run.cost_after < run.cost_before * 0.6, "{} -> {}", run.cost_before, run.cost_after);
    assert_eq!(run.cost_after, cost(&case, &run.plan));
    assert!(coach::suggest(&case, &run.plan, 5, &Options::default()).unwrap().is_empty());
}

#[test]
fn invalid_plans_and_stale_suggestions_are_refused() {
    let (case, plans) = city();
    let (_, nine) = plans.iter().find(|(n, _)| n.contains("nine-trucks")).unwrap();
    assert!(matches!(coach::suggest(&case, nine, 1, &Options::default()), Err(coach::CoachError::Invalid(_))));
    let (_, plan) = plans.iter().find(|(n, _)| n.contains("reference")).unwrap();
    let mut s = coach::suggest(&case, plan, 1, &Options::default()).unwrap();
    s[0].from.position += 10_000;
    assert!(matches!(coach::apply(&case, plan, &s), Err(coach::CoachError::Stale(0))));
}

/// Repairs leave a valid plan; each repair is listed; a valid plan needs none.
fn check_repair(case: &RoutingCase, plan: &Plan, what: &str) -> usize {
    let before = grade_plan(case, plan, "routes.json");
    let fixed = coach::repair(case, plan);
    let after = grade_plan(case, &fixed.plan, "routes.json");
    assert!(after.valid, "{what}: repaired plan is rejected: {:?}\nrepairs: {:?}", after.error_info, fixed.repairs);
    assert_eq!(fixed.repairs.is_empty(), before.valid, "{what}: {:?}", fixed.repairs);
    // Applied one by one (the site's buttons), the repairs give the same plan; every
    // prefix applies.
    let mut step = plan.clone();
    // (A hostile plan's 200,000 repairs: applied together only.)
    for (k, r) in fixed.repairs.iter().enumerate().take_while(|_| fixed.repairs.len() <= 500) {
        step = coach::repair::apply(&step, std::slice::from_ref(r)).unwrap_or_else(|| panic!("{what}: repair {k} does not apply: {r:?}"));
    }
    if fixed.repairs.len() <= 500 {
        assert_eq!(step.to_routes_json(), fixed.plan.to_routes_json(), "{what}: repairs applied one by one");
    }
    let all = coach::repair::apply(plan, &fixed.repairs).unwrap();
    assert_eq!(all.to_routes_json(), fixed.plan.to_routes_json(), "{what}: repairs applied together");
    fixed.repairs.len()
}

#[test]
fn repairs_of_the_malformed_corpus_grade_valid() {
    let m: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(root().join("crates/grader/tests/malformed/expected.json")).unwrap()).unwrap();
    let mut repaired = 0;
    for e in m["entries"].as_array().unwrap() {
        let file = e["file"].as_str().unwrap();
        if !file.starts_with("routing/") || e.get("recipe").is_some_and(|r| !r.is_null()) {
            continue;
        }
        let case = load_case(&root().join(e["case"].as_str().unwrap()));
        let bytes = std::fs::read(root().join("crates/grader/tests/malformed").join(file)).unwrap();
        let Ok(plan) = parse_submission(&bytes, file) else { continue };
        if check_repair(&case, &plan, file) > 0 {
            repaired += 1;
        }
    }
    assert!(repaired >= 12, "only {repaired} files needed repairs");
}

#[test]
fn unknown_codes_are_mapped_to_the_store_meant() {
    let case = load_case(&root().join("crates/grader/tests/malformed/routing/case"));
    let codes: Vec<String> = case.stores.iter().map(|s| s.code.clone()).collect();
    let digits = codes.iter().find(|c| c.starts_with('0') && c.bytes().all(|b| b.is_ascii_digit()));
    let letters = codes.iter().find(|c| c.bytes().any(|b| b.is_ascii_alphabetic())).unwrap();
    let mut wrong: Vec<(String, String, &str)> = vec![
        (format!("{}.0", codes[1]), codes[1].clone(), "decimal"),
        (letters.to_lowercase(), letters.clone(), "upper/lower case"),
        (format!(" \"{letters}\""), letters.clone(), "quotes"),
    ];
    if let Some(d) = digits {
        wrong.push((d.trim_start_matches('0').to_string(), d.clone(), "leading zeros"));
    }
    // One slip in a long code.
    let long = codes.iter().find(|c| c.len() >= 8).unwrap();
    let mut slip: Vec<char> = long.chars().collect();
    slip.remove(3);
    wrong.push((slip.into_iter().collect(), long.clone(), "1 typing slip"));
    assert_eq!(wrong.len(), 5, "the mini case has a code with a leading zero");
    for (written, meant, why) in wrong {
        let mut routes: Vec<Vec<String>> = vec![Vec::new(); case.params.vehicles];
        for (k, c) in codes.iter().enumerate() {
            let nr = routes.len();
            routes[k % nr].push(if *c == meant { written.clone() } else { c.clone() });
        }
        let plan = Plan::from_codes(&routes);
        let fixed = coach::repair(&case, &plan);
        let fix = fixed.repairs.iter().find(|r| r.kind == coach::RepairKind::FixCode);
        assert_eq!(fix.and_then(|r| r.store.as_ref()).map(|s| s.as_str()), Some(meant.as_str()), "{written:?}: {:?}", fixed.repairs);
        assert!(fix.is_some_and(|r| r.why.contains(why)), "{written:?}: {:?}", fixed.repairs);
        check_repair(&case, &plan, &written);
    }
}

#[test]
fn repairs_of_generated_broken_plans_grade_valid() {
    let (case, plans) = city();
    let (_, good) = plans.iter().find(|(n, _)| n.contains("reference")).unwrap();
    let mut rng = Rng(16);
    let mut kinds = 0;
    for trial in 0..24 {
        let mut routes: Vec<Vec<String>> = good.routes.iter().map(|r| r.iter().map(|c| c.code.to_string()).collect()).collect();
        // A few breakages each, of every kind.
        for _ in 0..1 + trial % 3 {
            let r = rng.below(routes.len());
            match (trial + rng.below(7)) % 7 {
                0 if !routes[r].is_empty() => {
                    let i = rng.below(routes[r].len());
                    routes[r].remove(i); // missing store
                }
                1 => {
                    let c = routes[rng.below(routes.len())].first().cloned().unwrap_or_default();
                    routes[r].push(c); // duplicate
                }
                2 => routes[r].insert(0, "NOPE".into()), // unknown
                3 => routes.push(Vec::new()),            // too many routes
                4 if routes.len() > 2 => {
                    let tail = routes.pop().unwrap();
                    routes[0].extend(tail); // too few routes (and route 0 over capacity)
                }
                5 => {
                    let q = (r + 1) % routes.len();
                    let half = routes[q].len() / 2;
                    let moved: Vec<String> = routes[q].drain(..half).collect();
                    routes[r].extend(moved); // over capacity
                }
                _ => routes[r].push("0".into()), // the depot
            }
        }
        let plan = Plan::from_codes(&routes);
        if check_repair(&case, &plan, &format!("trial {trial}")) > 0 {
            kinds += 1;
        }
    }
    assert!(kinds >= 20, "{kinds}");
}

#[test]
fn hostile_plans_are_repaired_quickly() {
    let case = load_case(&root().join("crates/grader/tests/malformed/routing/case"));
    let codes: Vec<String> = case.stores.iter().map(|s| s.code.clone()).collect();
    // 200,000 routes, most empty, some of one store; and every store listed 50 times.
    let mut routes: Vec<Vec<String>> = vec![Vec::new(); 200_000];
    for (k, c) in codes.iter().enumerate() {
        routes[k * 7919].push(c.clone());
    }
    let t = std::time::Instant::now();
    check_repair(&case, &Plan::from_codes(&routes), "200k routes");
    let many: Vec<Vec<String>> = vec![codes.iter().cycle().take(codes.len() * 50).cloned().collect()];
    check_repair(&case, &Plan::from_codes(&many), "every store 50 times");
    assert!(t.elapsed().as_secs() < 20, "{:?}", t.elapsed());
}

#[test]
fn cases_with_no_or_too_many_vehicles_do_not_hang_or_panic() {
    for vehicles in [0, 1, usize::MAX] {
        let mut case = load_case(&root().join("crates/grader/tests/malformed/routing/case"));
        case.params.vehicles = vehicles;
        let codes: Vec<String> = case.stores.iter().map(|s| s.code.clone()).collect();
        let plan = Plan::from_codes(&[codes[..4].to_vec(), codes[4..].to_vec(), vec!["NOPE".to_string()]]);
        let fixed = coach::repair(&case, &plan);
        let graded = grade_plan(&case, &fixed.plan, "r.json");
        if vehicles == 1 {
            // Everything in one route is over the mini case's capacity: no valid plan.
            assert!(!graded.valid);
        }
        let a = coach::advise(&case, &plan, "r.json", coach::Mode::Apply(5), &Options::default());
        assert_eq!(a.repaired_valid, graded.valid, "{vehicles}");
    }
}
