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
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.is_file()).collect())
        .unwrap_or_default();
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
    assert!(inputs.len() >= 1, "no saved findings under {}", dir.display());
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
    for (case, target) in [("cold-chain-spoilage", "case_cold_chain_spoilage"), ("returns-triage", "case_returns_triage")] {
        for run in files(&cases.join(case).join("submissions")).into_iter().chain(std::fs::read_dir(cases.join(case).join("submissions")).unwrap().filter_map(|e| e.ok().map(|e| e.path().join("result.json")))) {
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
    let predictions = format!("customer_id,prob_default\n{},0.5\n", truth.ids()[0]);
    let r = grader::scorecard::grade(&truth, &grader::scorecard::ScorecardParams { reference_value: 1.0 }, predictions.as_bytes(), "p.csv");
    assert!(r.valid);
    let d = r.diagnostics.iter().find(|d| d.code == "scorecard/one-class").expect("one-class warning");
    assert_eq!(d.location.file.as_deref(), Some("truth.csv"));
    assert_eq!(d.location.field.as_deref(), Some("default"));
}
