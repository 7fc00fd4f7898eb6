//! Differential tests of the `prediction` kind against its Python reference grader
//! (`peers/prediction_peer.py`, pinned stack: CPython 3.12, pandas 2.3.2, numpy 1.26.4).
//!
//! `fixtures/prediction/*.json` are batches written by `peers/prediction_diff.py
//! --dump` (our own generated truth and predictions, never FDE-Bench's data): each item
//! a case manifest, its truth file, a predictions file and the peer's report in the
//! compared view. Every item is graded through the kind registry and every field of
//! the view must equal the peer's, floats bit for bit (NaN and infinities, which the
//! JSON report writes as `null`, must be non-finite on the peer's side).
//!
//! `PREDICTION_BATCH=FILE.json` grades another batch instead (`scripts/test-peers`
//! passes a fresh, larger one). The committed batches were written with
//! `prediction_diff.py --seed 15 --max-item-bytes N --dump ...`: `--per-case 100 --only
//! 005,008,030,036,044` (N 5000) as `pandas.json`, `--per-case 60 --only 043` (N
//! 12000) as `pandas_043.json`, `--per-case 100 --only 003,042` (N 5000) as
//! `csv_module.json` (written before 042's texts: its items carry no printed text),
//! `--per-case 100 --only 042` (N 8000) as `csv_module_server.json` and `--per-case 60
//! --only 003` (N 15000) as `csv_module_server_003.json`, `--per-case 60 --only 041` (N
//! 9000) as `grid_server.json`, `--per-case 60 --only 006` (N 20000) as
//! `curves_server.json` (their printed texts), `peers/prediction_clinic_cases.py`'s (our public `clinic-wait-minutes`,
//! broken files, its English texts) as `csv_module_clinic.json`, `--per-case 35 --only
//! 001,041` (N 9000) as `files.json`,
//! `--per-case 60 --only 006` (N 20000) as `curves_006.json`; `edge_cases.json` is
//! `peers/prediction_edge_cases.py`'s, `files_edge_cases.json`
//! `peers/prediction_files_edge_cases.py`'s.
//! `no_time_004_028_034.json` (`--per-case 60 --only 004,028,034 --manifest
//! 004=peers/no-time/004.json --manifest 028=... --manifest 034=...`, N 6000) and
//! `no_time_edge_cases.json` (`peers/prediction_terms_cases.py`'s) grade FDE-Bench 004,
//! 028 and 034 with their time parsing replaced by text keys (`peers/no-time/`, the
//! cases' ids suffixed `-no-time`).
//!
//! An item holds every file of its case by name (`data/...`: the case's data
//! directory); the case is loaded from them as a `grader::kind::FileList` (`support::item_files`) (`CaseGrader::load_files`),
//! so the kind asks for the files its manifest names: the truth file, a template (028),
//! the others.
//! `--per-case 70 --only 032,033,035` (N 5000, the time-parsing traps included) as
//! `pandas_time.json`, `--per-case 40 --only 004,034` (N 6000) as
//! `pandas_time_004_034.json`, `--per-case 95 --only 028` (N 6000; datetime64 keys:
//! other spellings of a minute, seconds, NaT, templates and truths in other styles) as
//! `pandas_time_028.json`, and, with 028's texts, `--per-case 95 --only 028` (N 9000) as
//! `pandas_time_028_server.json`. A file the grader refuses at grade time (`case/unsupported`:
//! a time the server's clock decides, text beyond ASCII) is counted, not compared; at most one in
//! ten per case.

mod support;

use grader::case::{parse_manifest, CaseKind};
use grader::pyjson::{self, Spanned, Value as Py};
use grader::{CaseGrader, Report};
use serde_json::Value as J;
use support::base64;

/// Where `ours` differs from the peer's `theirs` (empty: equal).
fn differences(path: &str, theirs: &Py, ours: &J, out: &mut Vec<String>) {
    match (theirs, ours) {
        (Py::Float(x), J::Number(n)) if n.as_f64().is_some_and(|y| y.to_bits() == x.to_bits() || (*x == 0.0 && y == 0.0 && n.is_f64())) => {
        }
        // The report spells the server's NaN and infinities (`prediction::server_float`).
        (Py::Float(x), J::String(s)) if grader::prediction::server_float::spelling(*x) == Some(s.as_str()) => {}
        (Py::Int(d), J::Number(n)) if !n.is_f64() && n.to_string() == *d => {}
        (Py::Str(a), J::String(b)) if a == b => {}
        (Py::Bool(a), J::Bool(b)) if a == b => {}
        (Py::Null, J::Null) => {}
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
        (Py::Array(a), J::Array(b)) if a.len() == b.len() => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                differences(&format!("{path}[{i}]"), &x.value, y, out);
            }
        }
        _ => out.push(format!("{path}: ours {ours}, peer {}", theirs.py_str())),
    }
}

/// Grade every item of a batch; returns (case id, compared, differing) and the first
/// differences found.
/// Per case: (id, compared, differing, refused as unsupported, printed texts compared).
type Tally = Vec<(String, usize, usize, usize, usize)>;

fn run_batch(text: &str) -> (Tally, Vec<String>) {
    let root = pyjson::parse(text).expect("the batch is JSON");
    let Py::Array(items) = root.value else { panic!("a batch is a list") };
    let mut tally: Tally = Vec::new();
    let mut shown = Vec::new();
    for (n, item) in items.iter().enumerate() {
        let get = |k: &str| item.value.get(k).map(|s: &Spanned| &s.value);
        let manifest_json = get("manifest").expect("manifest").to_serde().to_string();
        let manifest = parse_manifest(manifest_json.as_bytes(), "case.json").expect("the manifest reads");
        let files = support::item_files(&item.value);
        let grader = CaseGrader::load_files(CaseKind::Prediction, Some(&manifest), None, &files, None)
            .unwrap_or_else(|d| panic!("item {n} ({}): the case does not load: {:?}", manifest.id, d));
        let file = manifest.parameters["submission"]["file"].as_str().unwrap_or("predictions.csv").to_string();
        let bytes = match (get("submission_b64"), get("submission")) {
            (Some(b), _) => Some(base64(b.as_str().unwrap_or(""))),
            (None, Some(Py::Str(s))) => Some(s.as_bytes().to_vec()),
            _ => None,
        };
        let (report, printed) = grader.grade_server(bytes.as_deref().ok_or("no file"), &file, &[]);
        let Report::Prediction(r) = report else { panic!("a prediction report") };
        let id = manifest.id.clone();
        let at = match tally.iter().position(|t| t.0 == id) {
            Some(i) => i,
            None => {
                tally.push((id.clone(), 0, 0, 0, 0));
                tally.len() - 1
            }
        };
        if r.failed_check.as_deref() == Some("unsupported") {
            // Refused with a located case/unsupported (a time the server's clock
            // decides, ...): never a score; counted, not compared.
            assert!(r.diagnostics.iter().any(|d| d.code == "case/unsupported"), "item {n}: an unsupported report names why");
            tally[at].3 += 1;
            if tally[at].3 <= 3 {
                eprintln!("item {n} ({id}) refused: {}", r.diagnostics[0].message);
            }
            continue;
        }
        let mut diff = Vec::new();
        differences("", get("expected").expect("expected"), &r.server_view(), &mut diff);
        if let Some(Py::Str(text)) = get("expected_server") {
            // What the evaluator prints (`--format server`), byte for byte.
            tally[at].4 += 1;
            // Python's `sorted` of a set holding text and a NaN (or 006's digit and text
            // ids) names the two types in the set's order, which string hashing
            // randomises per process.
            let swapped = printed.replace("'float' and 'str'", "'str' and 'float'").replace("'str' and 'int'", "'int' and 'str'");
            if printed != *text && swapped != *text {
                let at_byte = printed.bytes().zip(text.bytes()).position(|(a, b)| a != b).unwrap_or(printed.len().min(text.len()));
                let from = printed.floor_char_boundary(at_byte.saturating_sub(60));
                let from_t = text.floor_char_boundary(at_byte.saturating_sub(60));
                diff.push(format!(
                    "printed text differs at byte {at_byte}: ours …{}…, peer …{}…",
                    &printed[from..printed.floor_char_boundary((at_byte + 120).min(printed.len()))],
                    &text[from_t..text.floor_char_boundary((at_byte + 120).min(text.len()))]
                ));
            }
        }
        tally[at].1 += 1;
        if !diff.is_empty() {
            tally[at].2 += 1;
            if shown.len() < 12 {
                shown.push(format!("item {n} ({id}): {}", diff.join("; ")));
            }
        }
    }
    (tally, shown)
}

fn check(text: &str, name: &str) -> usize {
    let (tally, shown) = run_batch(text);
    let mut total = 0;
    for (id, compared, differ, refused, printed) in &tally {
        eprintln!("{name}: {id}: {compared} pairs compared ({printed} printed texts), {differ} differ, {refused} refused as unsupported");
        total += compared;
        // A refusal is never a wrong score, but the grader must grade nearly all files
        // (the generators' refusals: a time without a date, text beyond ASCII in a time
        // column).
        assert!(*refused * 10 <= *compared + *refused, "{name}: {id}: {refused} of {} refused", compared + refused);
    }
    assert!(shown.is_empty(), "{name}: reports differ from the peer's:\n{}", shown.join("\n"));
    total
}

#[test]
fn graded_exactly_as_the_python_peer() {
    if let Ok(path) = std::env::var("PREDICTION_BATCH") {
        let text = std::fs::read_to_string(&path).expect("PREDICTION_BATCH reads");
        assert!(check(&text, &path) > 0);
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/prediction");
    let mut files: Vec<_> = std::fs::read_dir(&dir).expect("the fixtures").filter_map(Result::ok).map(|e| e.path()).collect();
    files.sort();
    let mut total = 0;
    for f in files.iter().filter(|f| f.extension().is_some_and(|e| e == "json")) {
        total += check(&std::fs::read_to_string(f).unwrap(), &f.display().to_string());
    }
    assert!(total >= 200, "only {total} pairs compared");
}

#[test]
fn the_comparison_catches_a_last_bit() {
    // The comparison itself must fail on a one-ulp difference and on int vs float.
    let mut d = Vec::new();
    differences("", &Py::Float(0.1), &J::from(0.1f64 + f64::EPSILON / 8.0), &mut d);
    differences("", &Py::Int("3".into()), &J::from(3.0), &mut d);
    differences("", &Py::Float(0.1), &J::from(0.1), &mut d);
    assert_eq!(d.len(), 2, "{d:?}");
    // A non-finite value must be spelled as the server prints it: null, or another
    // spelling, differs.
    differences("", &Py::Float(f64::NAN), &J::from("NaN"), &mut d);
    differences("", &Py::Float(f64::NEG_INFINITY), &J::from("-Infinity"), &mut d);
    assert_eq!(d.len(), 2, "{d:?}");
    differences("", &Py::Float(f64::NAN), &J::Null, &mut d);
    differences("", &Py::Float(f64::INFINITY), &J::from("NaN"), &mut d);
    assert_eq!(d.len(), 4, "{d:?}");
}
