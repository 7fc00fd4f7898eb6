//! `grader::prediction::explain` (what the site's prediction figures draw) against the
//! peer's rows (`peers/prediction_explain_peer.py`): for every item of the committed
//! batches (`fixtures/prediction/*.json`) that the grade accepts, the scored rows in the
//! evaluator's order, each key as Python writes it, the truth and the prediction per
//! target bit for bit (`fixtures/prediction/explain/<batch>.json`, written by the peer
//! from the same batch). And the values the figures show add up to the report's: each
//! target's (or group's) scored rows are its `n_scored`, and for MAE and RMSE the mean
//! of the rows' costs is the report's value to the last bit.
//!
//! `PREDICTION_EXPLAIN_BATCH=B.json PREDICTION_EXPLAIN_PEER=E.json` checks another pair
//! (`scripts/test-peers` passes a fresh one).

mod support;

use grader::case::{parse_manifest, CaseKind};
use grader::prediction::{explain, Explained, Loss};
use grader::pyjson::{self, Spanned, Value as Py};
use grader::server::np_sum;
use grader::{CaseGrader, Report};
use support::base64;

/// Python's `float.hex()` (and `nan`, `inf`) read back exactly.
fn from_hex(s: &str) -> f64 {
    let (neg, s) = s.strip_prefix('-').map_or((false, s), |r| (true, r));
    let x = match s {
        "nan" => f64::NAN,
        "inf" => f64::INFINITY,
        _ => {
            let s = s.strip_prefix("0x").expect("0x");
            let (m, e) = s.split_once('p').expect("p");
            let (lead, frac) = m.split_once('.').unwrap_or((m, ""));
            let mant = u64::from_str_radix(&format!("{lead}{frac}"), 16).expect("hex digits");
            let exp: i32 = e.parse().expect("exponent");
            libm::ldexp(mant as f64, exp - 4 * frac.len() as i32)
        }
    };
    if neg {
        -x
    } else {
        x
    }
}

fn same(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

/// Differences between our explanation and the peer's rows (empty: equal), and the
/// checks of the values against the report.
/// `python_sum`: the csv-module engine's plain mean is Python's `sum()` (compensated),
/// not numpy's: its MAE is not rebuilt here.
fn compare(ours: &Explained, peer: &Spanned, report: &grader::prediction::PredictionReport, python_sum: bool) -> Vec<String> {
    let mut out = Vec::new();
    let list = |k: &str| match peer.value.get(k).map(|v| &v.value) {
        Some(Py::Array(a)) => a.clone(),
        _ => Vec::new(),
    };
    let keys = list("keys");
    if keys.len() != ours.rows.len() {
        return vec![format!("{} rows, peer {}", ours.rows.len(), keys.len())];
    }
    for (i, (k, row)) in keys.iter().zip(&ours.rows).enumerate() {
        let theirs: Vec<String> = match &k.value {
            Py::Array(a) => a.iter().map(|x| x.value.as_str().unwrap_or("").to_string()).collect(),
            _ => Vec::new(),
        };
        if theirs != row.key {
            out.push(format!("row {i}: key {:?}, peer {theirs:?}", row.key));
        }
    }
    for (what, pick) in [("truth", 0), ("pred", 1)] {
        for (t, col) in list(what).iter().enumerate() {
            let Py::Array(col) = &col.value else { continue };
            for (i, x) in col.iter().enumerate() {
                let theirs = from_hex(x.value.as_str().unwrap_or(""));
                let v = ours.rows[i].values[t];
                let mine = if pick == 0 { v.truth } else { v.pred };
                if !same(mine, theirs) {
                    out.push(format!("row {i} target {t}: {what} {mine:e}, peer {theirs:e}"));
                }
            }
        }
    }
    out.extend(adds_up(ours, report, python_sum));
    out
}

/// Where the explanation does not add up to the report: its scores are the report's
/// `per_target`, each target's (group's) scored rows its `n_scored`, and for MAE and
/// RMSE the mean of the rows' costs its value to the last bit.
fn adds_up(ours: &Explained, report: &grader::prediction::PredictionReport, python_sum: bool) -> Vec<String> {
    let mut out = Vec::new();
    if ours.scores != report.per_target {
        out.push("the scores are not the report's per_target".into());
    }
    // A target without a scored row may be left out of the scores: find each by name.
    for (s, score) in ours.scores.iter().enumerate() {
        let (t, rows): (usize, Vec<_>) = if ours.by_group {
            (0, ours.rows.iter().filter(|r| r.group.as_deref() == Some(score.name.as_str())).collect())
        } else {
            (ours.targets.iter().position(|n| *n == score.name).unwrap_or(s), ours.rows.iter().collect())
        };
        let costs: Vec<f64> = rows.iter().map(|r| r.values[t]).filter(|v| v.scored).map(|v| v.loss).collect();
        if costs.len() != score.n_scored {
            out.push(format!("{}: {} scored rows, report {}", score.name, costs.len(), score.n_scored));
            continue;
        }
        let mean = np_sum(&costs) / costs.len() as f64;
        let value = match (ours.metric.as_str(), ours.loss) {
            ("mae", Loss::Absolute) => Some(mean),
            ("rmse", Loss::Squared) => Some(mean.sqrt()),
            _ => None,
        };
        if let Some(v) = value.filter(|_| !python_sum || ours.by_group) {
            if !same(v, score.value) {
                out.push(format!("{}: the rows' {} give {v:e}, report {:e}", score.name, ours.metric, score.value));
            }
        }
    }
    out
}

/// Check every item of `batch` against the peer's rows `peer`: (items explained, differences).
fn check(batch: &str, peer: &str) -> (usize, Vec<String>) {
    let Py::Array(items) = pyjson::parse(batch).expect("the batch is JSON").value else { panic!("a batch is a list") };
    let Py::Array(expected) = pyjson::parse(peer).expect("the peer's rows are JSON").value else { panic!("a list") };
    assert_eq!(items.len(), expected.len(), "one entry per batch item");
    let mut explained = 0;
    let mut shown = Vec::new();
    for (n, (item, want)) in items.iter().zip(&expected).enumerate() {
        let get = |k: &str| item.value.get(k).map(|s: &Spanned| &s.value);
        let manifest_json = get("manifest").expect("manifest").to_serde().to_string();
        let manifest = parse_manifest(manifest_json.as_bytes(), "case.json").expect("the manifest reads");
        let files = support::item_files(&item.value);
        let grader = CaseGrader::load_files(CaseKind::Prediction, Some(&manifest), None, &files, None).expect("the case loads");
        let CaseGrader::Prediction(case) = &grader else { panic!("a prediction case") };
        let file = manifest.parameters["submission"]["file"].as_str().unwrap_or("predictions.csv").to_string();
        let bytes = match (get("submission_b64"), get("submission")) {
            (Some(b), _) => base64(b.as_str().unwrap_or("")),
            (None, Some(Py::Str(s))) => s.as_bytes().to_vec(),
            _ => continue,
        };
        let Report::Prediction(report) = grader.grade(&bytes, &file, &[]) else { panic!("a prediction report") };
        // A file the grader refuses rather than scores (`case/unsupported`: a time the
        // server's clock decides) has no rows to draw; tests/prediction_peer.rs counts
        // those refusals.
        if report.failed_check.as_deref() == Some("unsupported") {
            continue;
        }
        // The peer explains the pandas and csv-module engines' rows only; the curves (006)
        // and grid (041) engines' rows are checked against their report by
        // tests/prediction_explain_shapes.rs.
        if matches!(manifest.parameters["submission"]["engine"].as_str(), Some("csv_curves" | "grid")) {
            continue;
        }
        let ours = explain(case, &bytes, &file, &report);
        let id = &manifest.id;
        match (ours, &want.value) {
            (None, Py::Null) => {}
            (Some(_), Py::Null) => shown.push(format!("item {n} ({id}): explained, but the peer rejects it")),
            (None, _) => shown.push(format!("item {n} ({id}): not explained, the peer accepts it")),
            (Some(e), _) => {
                explained += 1;
                let d = compare(&e, want, &report, manifest.parameters["submission"]["engine"] == "csv_module");
                if !d.is_empty() {
                    shown.push(format!("item {n} ({id}): {}", d.into_iter().take(4).collect::<Vec<_>>().join("; ")));
                }
            }
        }
    }
    (explained, shown)
}

#[test]
fn rows_as_the_peer_joins_them() {
    let pairs: Vec<(String, String)> = match (std::env::var("PREDICTION_EXPLAIN_BATCH"), std::env::var("PREDICTION_EXPLAIN_PEER")) {
        (Ok(b), Ok(e)) => vec![(b, e)],
        _ => {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/prediction");
            ["pandas", "pandas_043", "csv_module"]
                .iter()
                .map(|b| (dir.join(format!("{b}.json")).display().to_string(), dir.join(format!("explain/{b}.json")).display().to_string()))
                .collect()
        }
    };
    let mut total = 0;
    for (b, e) in &pairs {
        let (n, shown) = check(&std::fs::read_to_string(b).unwrap(), &std::fs::read_to_string(e).unwrap());
        eprintln!("{b}: {n} items explained");
        assert!(shown.is_empty(), "{b}: explained rows differ from the peer's:\n{}", shown.join("\n"));
        total += n;
    }
    assert!(total >= 100 || pairs.len() == 1, "only {total} items explained");
}

#[test]
fn a_row_costs_what_its_metric_averages() {
    assert_eq!(Loss::of_metric("mae"), Loss::Absolute);
    assert_eq!(Loss::of_metric("one_minus_wape"), Loss::Absolute);
    assert_eq!(Loss::of_metric("rmse"), Loss::Squared);
    assert_eq!(Loss::of_metric("r2"), Loss::Squared);
    assert_eq!(Loss::Absolute.of(2.0, 5.0), 3.0);
    assert_eq!(Loss::Squared.of(2.0, 5.0), 9.0);
    assert_eq!(Loss::WeightedSquared.of(-1.0, 5.0), 0.0);
    assert_eq!(Loss::Percent.of(4.0, 5.0), 25.0);
    assert_eq!(Loss::Symmetric.of(1.0, 3.0), 1.0);
    assert_eq!(from_hex("0x1.8000000000000p+1"), 3.0);
    assert_eq!(from_hex("-0x0.0p+0").to_bits(), (-0.0f64).to_bits());
    assert_eq!(from_hex("0x0.0000000000001p-1022"), f64::from_bits(1));
}

#[test]
fn every_valid_public_example_is_explained() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../cases-public");
    let mut dirs: Vec<_> = std::fs::read_dir(&root).unwrap().filter_map(Result::ok).map(|e| e.path()).collect();
    dirs.sort();
    let (mut cases, mut explained) = (0, 0);
    for dir in dirs.iter().filter(|d| d.join("case.json").is_file()) {
        let manifest = parse_manifest(&std::fs::read(dir.join("case.json")).unwrap(), "case.json").unwrap();
        if manifest.kind != CaseKind::Prediction {
            continue;
        }
        cases += 1;
        let truth_name = manifest.files["truth"].clone();
        let truth = std::fs::read(dir.join(&truth_name)).unwrap();
        let grader = CaseGrader::load(CaseKind::Prediction, Some(&manifest), Some((&truth_name, &truth)), None).unwrap();
        let CaseGrader::Prediction(case) = &grader else { panic!("a prediction case") };
        let python_sum = manifest.parameters["submission"]["engine"] == "csv_module";
        for s in &manifest.submissions {
            let bytes = std::fs::read(dir.join(&s.file)).unwrap();
            let Report::Prediction(r) = grader.grade(&bytes, &s.file, &[]) else { panic!("a prediction report") };
            let e = explain(case, &bytes, &s.file, &r);
            assert_eq!(e.is_some(), r.valid, "{}: explained exactly when valid", s.file);
            if let Some(e) = e {
                explained += 1;
                // No peer rows here (tests/prediction_public.rs compares the reports): the
                // rows must add up to the report's counts and values.
                let d = adds_up(&e, &r, python_sum);
                assert!(d.is_empty(), "{}: {d:?}", s.file);
                assert!(e.rows.len() >= r.n_scored.min(1), "{}", s.file);
            }
        }
    }
    assert!(cases >= 5 && explained >= 20, "{cases} cases, {explained} examples explained");
}
