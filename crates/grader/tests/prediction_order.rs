//! Keys in the truth's order take a path without hashing (`prediction::keys`: the
//! same keys row for row, strictly increasing): a predictions file in the truth's
//! order must grade exactly as the same rows shuffled (the hashing path), and a
//! repeated, missing or extra key in an ordered file must be found as in any other.
//! On FDE-Bench 043's manifest (two int keys: uniqueness, coverage both ways, the
//! join, every problem listed) and 030's (one key, coverage with `cast: int`).

use grader::case::{parse_manifest, CaseKind};
use grader::diagnostic::codes;
use grader::prediction::PredictionReport;
use grader::{CaseGrader, Report};

fn grader(dir: &str, truth: &str) -> CaseGrader {
    let path = format!("{}/../../cases-fdebench/{dir}/case.json", env!("CARGO_MANIFEST_DIR"));
    let m = parse_manifest(&std::fs::read(path).unwrap(), "case.json").unwrap();
    let name = m.parameters["truth"]["file"].as_str().unwrap().to_string();
    CaseGrader::load(CaseKind::Prediction, Some(&m), Some((&name, truth.as_bytes())), None).unwrap()
}

fn grade(g: &CaseGrader, rows: &[String], header: &str) -> PredictionReport {
    let sub = format!("{header}\n{}\n", rows.join("\n"));
    let Report::Prediction(r) = g.grade(sub.as_bytes(), "predictions.csv", &[]) else { panic!("a prediction report") };
    r
}

/// Every diagnostic as (code, message).
fn problems(r: &PredictionReport) -> Vec<(String, String)> {
    r.diagnostics.iter().map(|d| (d.code.clone(), d.message.clone())).collect()
}

const DOSING: &str = "043-water-coagulant-dosing";
const DOSING_HEADER: &str = "window_id,step,dose_1,dose_2,dose_3,dose_4";
const SYNGAS: &str = "030-biomass-syngas";
const SYNGAS_HEADER: &str = "sample_id,H2(vol%),CO(vol%),CO2(vol%),CH4(vol%)";

/// `n` rows of 043 (24 steps per window) with the key columns `keys(i)` and doses.
fn dosing_rows(n: usize, shift: f64) -> Vec<String> {
    (0..n)
        .map(|i| format!("{},{},{},{},{},{}", i / 24, i % 24, (i % 7) as f64 + shift, (i % 5) as f64, i % 3, (i % 11) as f64 * 0.5))
        .collect()
}

fn syngas_rows(n: usize, shift: f64) -> Vec<String> {
    (0..n).map(|i| format!("{i},{},{},{},{}", ((i % 9) as f64 + shift) / 10.0, (i % 4) as f64 / 8.0, (i % 6) as f64 / 7.0, 0.25)).collect()
}

/// The rows in another order (a fixed permutation: i * 7 mod n, n not a multiple of 7).
fn shuffled(rows: &[String]) -> Vec<String> {
    let n = rows.len();
    assert_ne!(n % 7, 0);
    (0..n).map(|i| rows[i * 7 % n].clone()).collect()
}

#[test]
fn an_ordered_file_grades_as_the_same_rows_shuffled() {
    let n = 2403;
    let truth = format!("{DOSING_HEADER}\n{}\n", dosing_rows(n, 0.0).join("\n"));
    let g = grader(DOSING, &truth);
    let pred = dosing_rows(n, 0.25);
    let (ordered, mixed) = (grade(&g, &pred, DOSING_HEADER), grade(&g, &shuffled(&pred), DOSING_HEADER));
    assert_eq!(ordered.validity_score, 1.0);
    assert_eq!(ordered.n_scored, n);
    assert_eq!(grader::to_json(&ordered), grader::to_json(&mixed));

    let truth = format!("{SYNGAS_HEADER}\n{}\n", syngas_rows(n, 0.0).join("\n"));
    let g = grader(SYNGAS, &truth);
    let pred = syngas_rows(n, 0.5);
    let (ordered, mixed) = (grade(&g, &pred, SYNGAS_HEADER), grade(&g, &shuffled(&pred), SYNGAS_HEADER));
    assert_eq!(ordered.validity_score, 1.0);
    assert_eq!(ordered.n_scored, n);
    assert_eq!(grader::to_json(&ordered), grader::to_json(&mixed));
}

#[test]
fn an_ordered_file_with_a_repeated_missing_or_extra_key_is_refused() {
    let n = 2400;
    let truth = format!("{DOSING_HEADER}\n{}\n", dosing_rows(n, 0.0).join("\n"));
    let g = grader(DOSING, &truth);
    let pred = dosing_rows(n, 0.25);
    let dup = |code: codes::Code, row: usize| (code.to_string(), format!("data row {row} repeats a key (window_id, step)"));
    let missing =
        |row: usize| (codes::PREDICTION_MISSING_KEY.to_string(), format!("the key (window_id, step) of truth row {row} has no prediction"));
    let extra = |row: usize| {
        (codes::PREDICTION_EXTRA_KEY.to_string(), format!("data row {row} has a key (window_id, step) the truth does not list"))
    };

    // Row 100 twice (the rows stay sorted, not strictly): repeated, nothing missing.
    let mut twice = pred.clone();
    twice.insert(100, pred[100].clone());
    let r = grade(&g, &twice, DOSING_HEADER);
    assert_eq!(r.failed_check.as_deref(), Some("invalid_submission"));
    assert_eq!(problems(&r), [dup(codes::PREDICTION_DUPLICATE_KEY, 102)]);

    // Row 500 dropped: the truth's row 501 has no prediction.
    let mut dropped = pred.clone();
    dropped.remove(500);
    assert_eq!(problems(&grade(&g, &dropped, DOSING_HEADER)), [missing(501)]);

    // A key the truth lacks at the end, and one in place of row 7 (still increasing).
    let mut more = pred.clone();
    more.push(format!("{},0,1,1,1,1", n / 24 + 5));
    assert_eq!(problems(&grade(&g, &more, DOSING_HEADER)), [extra(n + 1)]);
    let mut moved = pred.clone();
    moved[7] = "0,7.0,1,1,1,1".to_string(); // 7.0 is 7: the same key
    assert_eq!(grade(&g, &moved, DOSING_HEADER).validity_score, 1.0);
    moved[7] = "0,30,1,1,1,1".to_string();
    assert_eq!(problems(&grade(&g, &moved, DOSING_HEADER)), [missing(8), extra(8)]);

    // 030: a repeated sample_id in order, and a missing one.
    let truth = format!("{SYNGAS_HEADER}\n{}\n", syngas_rows(n, 0.0).join("\n"));
    let g = grader(SYNGAS, &truth);
    let pred = syngas_rows(n, 0.5);
    let mut twice = pred.clone();
    twice.insert(3, pred[3].clone());
    let r = grade(&g, &twice, SYNGAS_HEADER);
    assert_eq!(r.failed_check.as_deref(), Some("fatal"));
    assert_eq!(r.diagnostics[0].code, codes::PREDICTION_DUPLICATE_KEY);
    let mut dropped = pred.clone();
    dropped.pop();
    assert_eq!(grade(&g, &dropped, SYNGAS_HEADER).diagnostics[0].code, codes::PREDICTION_MISSING_KEY);
}
