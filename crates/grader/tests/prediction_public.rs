//! The public prediction cases (`cases-public/*` of kind `prediction`, made by casegen):
//! every example submission graded by the Rust kind gives exactly the report the Python
//! reference grader gives (`peers/prediction_peer.py`, pinned stack), every field,
//! floats bit for bit.
//!
//! The peer's reports are committed in `fixtures/prediction_public/expected.json`
//! (`peers/prediction_public.py --write`; `scripts/test-peers` runs `--check`, so the
//! file is what the peer gives today, and `--cli` compares the CLI too). Each example is
//! compared twice: with the case's report, and with every reported field unrounded
//! (`#unrounded`), so every metric is compared to the last bit, not only its print.

mod support;

use std::path::{Path, PathBuf};

use grader::case::{CaseKind, CaseManifest};
use grader::pyjson::{self, Value as Py};
use grader::{CaseGrader, Report};
use serde_json::Value as J;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Where `ours` differs from the peer's `theirs`.
fn differences(path: &str, theirs: &Py, ours: &J, out: &mut Vec<String>) {
    match (theirs, ours) {
        (Py::Float(x), J::Number(n)) if n.is_f64() && n.as_f64().is_some_and(|y| y.to_bits() == x.to_bits()) => {}
        // The report spells the server's NaN and infinities (`prediction::server_float`).
        (Py::Float(x), J::String(s)) if grader::prediction::server_float::spelling(*x) == Some(s.as_str()) => {}
        (Py::Int(d), J::Number(n)) if !n.is_f64() && n.to_string() == *d => {}
        (Py::Str(a), J::String(b)) if a == b => {}
        (Py::Object(items), J::Object(map)) => {
            for (k, v) in items {
                match map.get(k) {
                    Some(o) => differences(&format!("{path}.{k}"), &v.value, o, out),
                    None => out.push(format!("{path}.{k}: missing (peer: {})", v.value.py_str())),
                }
            }
            for k in map.keys().filter(|k| !items.iter().any(|(n, _)| n == *k)) {
                out.push(format!("{path}.{k}: not in the peer's report"));
            }
        }
        _ => out.push(format!("{path}: ours {ours}, peer {}", theirs.py_str())),
    }
}

/// Every prediction case of cases-public/: (folder, manifest).
fn cases() -> Vec<(PathBuf, CaseManifest)> {
    support::public_cases(CaseKind::Prediction)
}

/// The manifest with every reported field unrounded (`round` keys removed), as
/// `prediction_public.py` grades it for the `#unrounded` reports.
fn unrounded(m: &CaseManifest) -> CaseManifest {
    fn strip(v: &mut J) {
        match v {
            J::Object(o) => {
                o.remove("round");
                o.values_mut().for_each(strip);
            }
            J::Array(a) => a.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut m = m.clone();
    for key in ["report", "report_always"] {
        if let Some(v) = m.parameters.get_mut(key) {
            strip(v);
        }
    }
    m
}

/// The server views of every example, by `<case>/<file>` (and `<case>/<file>#unrounded`).
fn graded() -> Vec<(String, PredictionView)> {
    let mut out = Vec::new();
    for (dir, m) in cases() {
        for (suffix, m) in [("", m.clone()), ("#unrounded", unrounded(&m))] {
            let g = CaseGrader::from_files(&m, |n| std::fs::read(dir.join(n)).ok().map(|b| &*b.leak()), None).unwrap();
            for s in &m.submissions {
                let bytes = std::fs::read(dir.join(&s.file)).unwrap();
                let (report, printed) = g.grade_server(Ok(&bytes), &s.file, &[]);
                let Report::Prediction(r) = report else { panic!("{}: not a prediction report", s.file) };
                let view = PredictionView { view: r.server_view(), failed_check: r.failed_check.clone() };
                out.push((format!("{}/{}{suffix}", m.id, s.file), view));
                if suffix.is_empty() && m.parameters.get("server").is_some() {
                    // What the evaluator prints (`--format server`), byte for byte.
                    let view = PredictionView { view: J::String(printed), failed_check: r.failed_check.clone() };
                    out.push((format!("{}/{}#server", m.id, s.file), view));
                }
            }
        }
    }
    out
}

struct PredictionView {
    view: J,
    failed_check: Option<String>,
}

fn expected() -> Vec<(String, Py)> {
    let text = std::fs::read_to_string(root().join("crates/grader/tests/fixtures/prediction_public/expected.json")).unwrap();
    let Py::Object(items) = pyjson::parse(&text).expect("expected.json is JSON").value else { panic!("an object") };
    items.into_iter().map(|(k, v)| (k, v.value)).collect()
}

#[test]
fn every_example_is_graded_as_the_peer_grades_it() {
    let ours = graded();
    let theirs = expected();
    assert!(ours.len() >= 60, "only {} reports", ours.len());
    let names = |v: Vec<&String>| v.into_iter().cloned().collect::<std::collections::BTreeSet<_>>();
    assert_eq!(
        names(ours.iter().map(|x| &x.0).collect()),
        names(theirs.iter().map(|x| &x.0).collect()),
        "run peers/prediction_public.py --write"
    );
    let mut diffs = Vec::new();
    for (key, peer) in &theirs {
        let (_, mine) = ours.iter().find(|x| x.0 == *key).unwrap();
        let mut d = Vec::new();
        differences("", peer, &mine.view, &mut d);
        if !d.is_empty() {
            diffs.push(format!("{key}: {}", d.join("; ")));
        }
    }
    assert!(diffs.is_empty(), "reports differ from the peer's:\n{}", diffs.join("\n"));
}

#[test]
fn ladders_reject_for_their_reason_and_rise_with_the_rung() {
    let ours = graded();
    for (_, m) in cases() {
        let mut rungs = Vec::new();
        for s in &m.submissions {
            let e = s.expect.as_ref().unwrap();
            let (_, r) = ours.iter().find(|x| x.0 == format!("{}/{}", m.id, s.file)).unwrap();
            assert_eq!(r.failed_check, e.failed_check, "{}: {}", m.id, s.file);
            let score = r.view["overall_score"].as_f64().unwrap();
            assert_eq!(score == 0.0, e.rung == 0, "{}: {} scores {score} on rung {}", m.id, s.file, e.rung);
            rungs.push((e.rung, score, &s.file));
        }
        for a in &rungs {
            for b in rungs.iter().filter(|b| a.0 < b.0) {
                assert!(a.1 < b.1, "{}: {} (rung {}, {}) should score below {} (rung {}, {})", m.id, a.2, a.0, a.1, b.2, b.0, b.1);
            }
        }
        // The reference example scores exactly 1.
        let reference = m.files.get("reference").unwrap();
        let (_, r) = ours.iter().find(|x| x.0 == format!("{}/{reference}", m.id)).unwrap();
        assert_eq!(r.view["overall_score"].as_f64(), Some(1.0), "{}", m.id);
    }
}

#[test]
fn the_comparison_catches_one_ulp() {
    let mut d = Vec::new();
    differences("", &Py::Float(0.1), &J::from(0.1f64 + f64::EPSILON / 8.0), &mut d);
    differences("", &Py::Int("3".into()), &J::from(3.0), &mut d);
    differences("", &Py::Float(0.1), &J::from(0.1), &mut d);
    assert_eq!(d.len(), 2, "{d:?}");
}
