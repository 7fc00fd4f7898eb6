//! Fuzz findings and seeds, replayed without cargo fuzz: every file under
//! `tests/fuzz_regressions/TARGET/` (inputs that once failed a fuzz target), the fuzz
//! seeds (`fuzz/seeds/TARGET/`) and the public cases' examples go through the fuzz
//! targets' own checks (`fuzz/src/lib.rs`, included as a module): no panic, report
//! JSON that parses, same JSON twice, scores finite and in range, rejections located,
//! routing counts equal to the quadratic definition.

#[path = "../fuzz/src/lib.rs"]
mod fuzz;

use std::path::{Path, PathBuf};

fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_file()).collect()).unwrap_or_default();
    out.sort();
    out
}

/// Run each file through its target; the failures, named.
fn replay(inputs: &[(&str, PathBuf)]) -> Vec<String> {
    let mut failures = Vec::new();
    for (target, path) in inputs {
        let f = fuzz::TARGETS.iter().find(|(n, _)| n == target).unwrap_or_else(|| panic!("no fuzz target {target}")).1;
        let bytes = std::fs::read(path).unwrap();
        if std::panic::catch_unwind(|| f(&bytes)).is_err() {
            failures.push(format!("{target}: {}", path.display()));
        }
    }
    failures
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

#[test]
fn saved_fuzz_findings_pass_their_targets() {
    let dir = root().join("tests/fuzz_regressions");
    let mut inputs = Vec::new();
    for (target, _) in fuzz::TARGETS {
        inputs.extend(files(&dir.join(target)).into_iter().map(|p| (*target, p)));
    }
    assert!(!inputs.is_empty(), "no saved findings under {}", dir.display());
    let failures = replay(&inputs);
    assert!(failures.is_empty(), "{} of {} saved inputs fail:\n{}", failures.len(), inputs.len(), failures.join("\n"));
}

#[test]
fn fuzz_seeds_and_public_examples_pass_their_targets() {
    let mut inputs = Vec::new();
    for (target, _) in fuzz::TARGETS {
        inputs.extend(files(&root().join("fuzz/seeds").join(target)).into_iter().map(|p| (*target, p)));
    }
    assert!(inputs.len() >= 15, "only {} committed seeds", inputs.len());
    let cases = root().join("../../cases-public");
    inputs.extend(files(&cases.join("routing-city/submissions")).into_iter().map(|p| ("case_routing_city", p)));
    inputs.extend(files(&cases.join("scorecard-credit/submissions")).into_iter().map(|p| ("case_scorecard_credit", p)));
    inputs.extend(files(&cases.join("hydro-valley/submissions")).into_iter().map(|p| ("hydro_json", p)));
    inputs.push(("hydro_stations", cases.join("hydro-valley/stations.json")));
    inputs.extend(files(&cases.join("rack-hall/submissions")).into_iter().map(|p| ("racks_csv", p)));
    inputs.extend(files(&cases.join("slitting-mill/submissions")).into_iter().map(|p| ("slitting_csv", p)));
    inputs.extend(files(&cases.join("quay-line/submissions")).into_iter().map(|p| ("quay_json", p)));
    inputs.extend(files(&cases.join("flour-store/submissions")).into_iter().map(|p| ("stack_json", p)));
    inputs.extend(files(&cases.join("container-load/submissions")).into_iter().map(|p| ("pack_json", p)));
    for (case, target) in [("cold-chain-spoilage", "case_cold_chain_spoilage"), ("returns-triage", "case_returns_triage")] {
        for run in files(&cases.join(case).join("submissions")).into_iter().chain(
            std::fs::read_dir(cases.join(case).join("submissions")).unwrap().filter_map(|e| e.ok().map(|e| e.path().join("result.json"))),
        ) {
            if run.is_file() {
                inputs.push((target, run));
            }
        }
    }
    let failures = replay(&inputs);
    assert!(failures.is_empty(), "{} of {} inputs fail:\n{}", failures.len(), inputs.len(), failures.join("\n"));
}

/// The first finding: an answer key with one class made a warning located nowhere.
#[test]
fn one_class_warning_is_located_in_the_answer_key() {
    let bytes = std::fs::read(root().join("tests/fuzz_regressions/truth_csv/one-class-warning-without-file.csv")).unwrap();
    let truth = grader::scorecard::parse_truth(&bytes, "truth.csv").unwrap();
    assert_eq!((truth.n_positive(), truth.n_negative()), (1, 0));
    let predictions = format!("customer_id,prob_default\n{},0.5\n", truth.id(0));
    let r = grader::scorecard::grade(&truth, &grader::scorecard::ScorecardParams { reference_value: 1.0 }, predictions.as_bytes(), "p.csv");
    assert!(r.valid);
    let d = r.diagnostics.iter().find(|d| d.code == "scorecard/one-class").expect("one-class warning");
    assert_eq!(d.location.file.as_deref(), Some("truth.csv"));
    assert_eq!(d.location.field.as_deref(), Some("default"));
}

/// Inputs that were slow (work quadratic in their size), built here at a size that
/// took seconds to minutes before the fix; today each grades in milliseconds. No clock
/// in the test (timings belong to scripts/bench): a quadratic regression turns these
/// tests from milliseconds into minutes, which the test command's time shows.
mod slow_inputs {
    /// Routes CSV, one row per stop, every row a new route id: the route of each row
    /// was found by a linear search (40,000 routes: 8e8 string comparisons).
    #[test]
    fn csv_with_many_route_ids() {
        let mut csv = String::from("route,store_code,visit_order\n");
        for i in 0..40_000 {
            csv.push_str(&format!("r{i},X{i},1\n"));
        }
        let plan = grader::routing::parse_submission(csv.as_bytes(), "routes.csv").unwrap();
        assert_eq!(plan.routes.len(), 40_000);
        assert_eq!((plan.route_ids[39_999].as_str(), plan.routes[39_999][0].code.as_str()), ("r39999", "X39999"));
        let r = grader::routing::grade(&super::fuzz::toy_routing_case(), csv.as_bytes(), "routes.csv");
        assert_eq!((r.valid, r.n_routes), (false, Some(40_000)));
    }

    /// A store code that is a JSON object of many keys, written as Python's `str()` of a
    /// dict: each key's last value was looked up by a linear search.
    #[test]
    fn code_that_is_an_object_of_many_keys() {
        let keys: Vec<String> = (0..40_000).map(|i| format!("\"k{i}\": {i}")).collect();
        let json = format!("{{\"routes\": [[{{{}, \"k0\": \"last\"}}]]}}", keys.join(", "));
        let plan = grader::routing::parse_submission(json.as_bytes(), "routes.json").unwrap();
        let code = &plan.routes[0][0].code;
        assert!(code.starts_with("{'k0': 'last', 'k1': 1, 'k2': 2"), "{}", &code[..40]);
        assert!(code.ends_with("'k39999': 39999}"));
    }

    /// An ask log priced against a people.json of many people: each line's person and
    /// each person's duplicate check were linear searches.
    #[test]
    fn ask_log_against_many_people() {
        use grader::uplift::{grade_input, InputFile, UpliftInput};
        let people: Vec<String> = (0..40_000).map(|i| format!("{{\"id\": \"p{i}\", \"cost\": 0.25}}")).collect();
        let people = format!("{{\"people\": [{}]}}", people.join(", "));
        let log: String = (0..40_000)
            .map(|i| {
                format!("{{\"to\": \"{}\", \"facts\": [], \"cost\": 0.25}}\n", if i % 2 == 0 { "nobody".into() } else { format!("p{i}") })
            })
            .collect();
        let input = UpliftInput {
            result: InputFile::from_bytes("result.json", super::fuzz::FIXTURE_RESULT),
            contact_cost: None,
            ask_log: Some(InputFile::new("ask.jsonl", &log)),
            costs: Some(InputFile::new("people.json", &people)),
            ..Default::default()
        };
        let r = grade_input(&input);
        assert_eq!(r.contact_lines.len(), 40_000);
        assert_eq!(r.contact_lines[1].priced_cost, Some(0.25));
        assert_eq!(r.contact_lines[0].priced_cost, None); // nobody: logged cost kept
        assert_eq!(r.contact_cost, Some(10_000.0));
    }
}
