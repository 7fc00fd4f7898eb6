//! The malformed-input corpus (`tests/malformed/`, listed in `expected.json`, written by
//! `make.py`): every file is graded through [`CaseGrader`], as the CLI and the wasm
//! build grade it, and must give its listed verdict, deciding stage, score, the exact
//! set of diagnostic codes, and for its main diagnostic the listed location and
//! message text. Every diagnostic of a rejected file is located. No file on disk may be
//! left out of the manifest. `MALFORMED_DUMP=1` prints what each file gives instead.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind};
use grader::diagnostic::codes;
use grader::{CaseGrader, Diagnostic, Report};
use serde_json::Value;

mod support;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/malformed")
}

fn manifest() -> Value {
    let text = std::fs::read_to_string(corpus().join("expected.json")).expect("expected.json");
    serde_json::from_str(&text).expect("expected.json is JSON")
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The bytes of an entry: its committed file, or built from its recipe.
fn bytes_of(e: &Value) -> Vec<u8> {
    match e["recipe"].as_str() {
        None => read(&corpus().join(e["file"].as_str().unwrap())),
        Some(recipe) => build(recipe),
    }
}

/// Huge inputs, built here rather than committed.
fn build(recipe: &str) -> Vec<u8> {
    match recipe {
        // The mini case's plan, then 999,997 empty routes: 10^6 routes.
        "million-routes" => {
            let plan = String::from_utf8(read(&corpus().join("routing/case/plan.json"))).unwrap();
            let head = plan.trim_end().trim_end_matches("]}");
            format!("{head}{}]}}", ",[]".repeat(1_000_000 - 3)).into_bytes()
        }
        // 200,000 nested lists.
        "deep-nesting" => format!("{{\"routes\": {}{}}}", "[".repeat(200_000), "]".repeat(200_000)).into_bytes(),
        "deep-nesting-result" => format!("{{\"kpi\": {}{}}}", "{\"a\":".repeat(200_000), "}".repeat(200_000)).into_bytes(),
        // routing-city: every store in route 0, then 11 empty routes.
        "one-route-every-store" => {
            let csv = String::from_utf8(read(&root().join("cases-public/routing-city/customers.csv"))).unwrap();
            let codes: Vec<String> = csv
                .lines()
                .skip(1)
                .filter(|l| l.split(',').nth(3).is_some_and(|w| !w.is_empty()))
                .map(|l| format!("\"{}\"", l.split(',').next().unwrap()))
                .collect();
            format!("{{\"routes\": [[{}]{}]}}", codes.join(","), ",[]".repeat(11)).into_bytes()
        }
        // The public predictions, then extra rows up to 200,000, the last one's value
        // not a number (the server checks every row's value, extra rows too).
        "predictions-200k-bad-last" => {
            let mut s =
                String::from_utf8(read(&root().join("cases-public/scorecard-credit/submissions/1-logistic-regression.csv"))).unwrap();
            let have = s.lines().count() - 1;
            for i in have..199_999 {
                s.push_str(&format!("X{i:06},0.5\n"));
            }
            s.push_str("X999999,n/a?\n");
            s.into_bytes()
        }
        // 100,000 ask-log lines, every other one broken.
        "huge-ask-log" => {
            let mut s = String::new();
            for i in 0..100_000 {
                if i % 2 == 0 {
                    s.push_str(&format!("{{\"t\": {i}, \"to\": \"inbox\", \"facts\": [], \"cost\": 0.0}}\n"));
                } else {
                    s.push_str("{\"t\": \n");
                }
            }
            s.into_bytes()
        }
        other => panic!("unknown recipe {other}"),
    }
}

/// Case data files by name: the case folder's, or `replace`'s bytes for its data role.
fn grader_for(case_dir: &str, replace: Option<&[u8]>) -> Result<CaseGrader, Vec<Diagnostic>> {
    let dir = root().join(case_dir);
    let m = parse_manifest(&read(&dir.join("case.json")), "case.json").expect("case.json");
    let role = grader::case_grader::data_role(m.kind);
    let data_name = m.files.get(role).cloned();
    let files: Vec<(String, Vec<u8>)> = m
        .files
        .values()
        .map(|name| {
            let bytes = match replace {
                Some(b) if Some(name) == data_name.as_ref() => b.to_vec(),
                _ => std::fs::read(dir.join(name)).unwrap_or_default(),
            };
            (name.clone(), bytes)
        })
        .collect();
    let _ = CaseKind::Routing;
    CaseGrader::from_files(&m, |n| files.iter().find(|(f, _)| f == n).map(|(_, b)| b.as_slice()), None)
}

/// What grading an entry gave.
struct Outcome {
    verdict: String,
    stage: Option<String>,
    /// The key of the server's `error_info` that is filled (routing, scorecard).
    error_key: Option<String>,
    score: Option<f64>,
    diagnostics: Vec<Diagnostic>,
    json: Option<String>,
}

fn file_name(e: &Value) -> String {
    let f = e["file"].as_str().unwrap();
    e["graded_as"].as_str().map(String::from).unwrap_or_else(|| f.rsplit('/').next().unwrap().to_string())
}

fn outcome_of(report: Report, mut earlier: Vec<Diagnostic>, what: &str) -> Outcome {
    // As the site's page reads the report its worker sends: the very report.
    support::readback::assert_reads_back(&report, what);
    // One arm per kind, no catch-all: a kind added to the registry must say here what
    // its report names as the deciding stage and the server's `error_info`.
    let stage = match &report {
        Report::Routing(r) => r.rejected_by.map(|s| serde_json::to_value(s).unwrap().as_str().unwrap().to_string()),
        Report::Scorecard(r) => r.failed_check.clone(),
        Report::Prediction(r) => r.failed_check.clone(),
        // Kinds whose report names no failed stage: their entries check the rest.
        Report::Uplift(_)
        | Report::Hydro(_)
        | Report::Coil(_)
        | Report::Racks(_)
        | Report::Slitting(_)
        | Report::Energy(_)
        | Report::Quay(_)
        | Report::Stack(_)
        | Report::Pack(_)
        | Report::Tank(_)
        | Report::Aps(_) => None,
    };
    let info = match &report {
        Report::Routing(r) => Some(&r.error_info),
        Report::Scorecard(r) => Some(&r.error_info),
        // Kinds whose entries name no `error_info` key (hydro's, coil's, racks', slitting's and energy's have
        // their evaluators' own shapes): their entries check the diagnostics.
        Report::Uplift(_)
        | Report::Prediction(_)
        | Report::Hydro(_)
        | Report::Coil(_)
        | Report::Racks(_)
        | Report::Slitting(_)
        | Report::Energy(_)
        | Report::Quay(_)
        | Report::Stack(_)
        | Report::Pack(_)
        | Report::Tank(_)
        | Report::Aps(_) => None,
    };
    let error_key = info.and_then(|i| {
        [
            ("fatal", !i.fatal.is_empty()),
            ("schema", !i.schema.is_empty()),
            ("value", !i.value.is_empty()),
            ("exception", i.exception.is_some()),
        ]
        .into_iter()
        .find(|(_, filled)| *filled)
        .map(|(k, _)| k.to_string())
    });
    earlier.extend(report.diagnostics().iter().cloned());
    Outcome { verdict: report.verdict(), stage, error_key, score: report.score(), diagnostics: earlier, json: Some(report.to_json()) }
}

fn grade(e: &Value) -> Outcome {
    let case = e["case"].as_str().unwrap();
    let bytes = bytes_of(e);
    let name = file_name(e);
    let with = e["with"].as_str().map(|p| (p.rsplit('/').next().unwrap().to_string(), read(&root().join(p))));
    match e["role"].as_str().unwrap() {
        "submission" => {
            let g = grader_for(case, None).expect("case loads");
            outcome_of(g.grade(&bytes, &name, &[]), Vec::new(), &name)
        }
        "ask-log" => {
            let g = grader_for(case, None).expect("case loads");
            let (result_name, result) = with.expect("an ask log needs `with`: the result");
            outcome_of(g.grade(&result, &result_name, &[("ask.jsonl", &bytes)]), Vec::new(), &name)
        }
        "data" => match grader_for(case, Some(&bytes)) {
            Err(diagnostics) => {
                support::assert_registered(&diagnostics, &name);
                Outcome { verdict: "case-error".into(), stage: None, error_key: None, score: None, diagnostics, json: None }
            }
            Ok(g) => {
                let (sub_name, sub) = with.expect("a data file needs `with`: a submission");
                support::assert_registered(g.warnings(), &name);
                outcome_of(g.grade(&sub, &sub_name, &[]), g.warnings().to_vec(), &name)
            }
        },
        other => panic!("unknown role {other}"),
    }
}

/// Problems with one entry, in words (empty when it passes).
fn check(e: &Value, o: &Outcome) -> Vec<String> {
    let mut bad = Vec::new();
    let want = |k: &str| e[k].as_str().map(String::from);
    if Some(o.verdict.clone()) != want("verdict") {
        bad.push(format!("verdict {} (expected {:?})", o.verdict, want("verdict")));
    }
    if want("stage").is_some() && o.stage != want("stage") {
        bad.push(format!("stage {:?} (expected {:?})", o.stage, want("stage")));
    }
    if want("error_key").is_some() && o.error_key != want("error_key") {
        bad.push(format!("error_info key {:?} (expected {:?})", o.error_key, want("error_key")));
    }
    if let Some(s) = e["score"].as_f64() {
        if o.score != Some(s) {
            bad.push(format!("score {:?} (expected {s})", o.score));
        }
    }
    let codes: BTreeSet<&str> = o.diagnostics.iter().map(|d| d.code.as_str()).collect();
    let expected: BTreeSet<&str> = e["codes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
    if codes != expected {
        bad.push(format!("codes {codes:?} (expected {expected:?})"));
    }
    if let Some(code) = e["code"].as_str() {
        match o.diagnostics.iter().find(|d| d.code == code) {
            None => bad.push(format!("no {code} diagnostic")),
            Some(d) => {
                let loc = serde_json::to_value(&d.location).unwrap();
                for (k, v) in e["at"].as_object().unwrap() {
                    if &loc[k] != v {
                        bad.push(format!("{code}: location {k} = {} (expected {v})", loc[k]));
                    }
                }
                let text = format!("{} {}", d.message, d.hint.as_deref().unwrap_or(""));
                for s in e["says"].as_array().unwrap() {
                    if !text.contains(s.as_str().unwrap()) {
                        bad.push(format!("{code}: message {text:?} does not say {s}"));
                    }
                }
            }
        }
    }
    // A rejected file says where: every diagnostic names its file, and the main one
    // more than the file when the manifest gives more.
    let rejected = o.verdict != "valid" && o.verdict != "accepted";
    for d in &o.diagnostics {
        match codes::lookup(&d.code) {
            None => bad.push(format!("unregistered code {} (declare it in its crate's codes.rs)", d.code)),
            Some(doc) if !doc.allows(d.category) => {
                bad.push(format!("{} emitted as {:?}, registered as {:?} (also {:?})", d.code, d.category, doc.category, doc.also))
            }
            Some(doc) if d.hint.is_some() && doc.hint.is_none() => bad.push(format!("{} has a hint, the registry none", d.code)),
            Some(_) => {}
        }
        if d.location.file.is_none() && (rejected || d.category.rejects()) {
            bad.push(format!("unlocated: {d}"));
        }
        if d.message.trim().is_empty() {
            bad.push(format!("empty message: {}", d.code));
        }
    }
    bad
}

#[test]
fn every_corpus_file_gives_its_expected_diagnostics() {
    let m = manifest();
    let dump = std::env::var_os("MALFORMED_DUMP").is_some();
    let mut failures = Vec::new();
    let entries = m["entries"].as_array().unwrap();
    let mut emitted = BTreeSet::new();
    for e in entries {
        let o = grade(e);
        emitted.extend(o.diagnostics.iter().map(|d| d.code.clone()));
        if dump {
            let first = o.diagnostics.first();
            println!(
                "{}: {} {:?} {:?} codes={:?}\n    first: {}",
                e["file"],
                o.verdict,
                o.stage,
                o.score,
                o.diagnostics.iter().map(|d| d.code.as_str()).collect::<BTreeSet<_>>(),
                first.map(|d| format!("{d} @ {}", serde_json::to_string(&d.location).unwrap())).unwrap_or_default()
            );
            continue;
        }
        // The report's JSON is the one printed (and equal in wasm); it must serialise.
        if let Some(json) = &o.json {
            assert!(json.starts_with("{\"kind\":"), "{}", e["file"]);
        }
        for problem in check(e, &o) {
            failures.push(format!("{}: {problem}", e["file"].as_str().unwrap()));
        }
    }
    assert!(failures.is_empty(), "{} problem(s):\n{}", failures.len(), failures.join("\n"));
    assert!(entries.len() >= 80, "the corpus has {} entries", entries.len());
    if !dump {
        every_code_is_emitted(&emitted);
    }
}

/// Registered codes the corpus does not produce, each with the test file that makes and
/// asserts it (a problem of another input than one file: a costs file, a case built in
/// code, a warning about the whole submission, ...).
const EMITTED_ELSEWHERE: &[(&str, &str)] = &[
    // Manifests and case folders: built in code.
    ("case/bad-manifest", "tests/manifest.rs"),
    ("case/bad-parameters", "tests/manifest.rs"),
    ("case/missing-file", "src/case_grader.rs"),
    ("case/kind-not-built", "src/case_grader.rs"),
    ("case/infinite-weight", "tests/codes.rs"),
    ("case/store-is-depot-code", "../kinds/routing/src/customers/mod.rs"),
    // A file that does not exist (the CLI's path).
    ("routing/missing-file", "../cli/tests/cli.rs"),
    ("hydro/missing-file", "../kinds/hydro/tests/hydro.rs"),
    ("coil/file-not-found", "../kinds/coil/tests/coil.rs"),
    ("racks/file-not-found", "../kinds/racks/tests/racks.rs"),
    ("slitting/file-not-found", "../kinds/slitting/tests/slitting.rs"),
    // Energy plans are 3 × 8,760 values: the corpus keeps the small files, the kind's
    // tests grade the rest on a case built in code.
    ("energy/file-not-found", "../kinds/energy/tests/energy.rs"),
    ("energy/not-a-number", "../kinds/energy/tests/energy.rs"),
    ("energy/too-large", "../kinds/energy/tests/energy.rs"),
    ("energy/caes-range", "../kinds/energy/tests/energy.rs"),
    ("energy/battery-range", "../kinds/energy/tests/energy.rs"),
    ("energy/thermal-range", "../kinds/energy/tests/energy.rs"),
    ("energy/battery-charge", "../kinds/energy/tests/energy.rs"),
    ("energy/air-store", "../kinds/energy/tests/energy.rs"),
    ("energy/simulation", "../kinds/energy/tests/energy.rs"),
    ("energy/data", "../kinds/energy/tests/energy.rs"),
    ("energy/text-cell", "../kinds/energy/tests/energy.rs"),
    ("energy/not-finite", "../kinds/energy/tests/energy.rs"),
    ("routing/csv-route-id", "tests/codes.rs"),
    // Crossings beyond 512 MB of finds that cannot change the score: a unit test with
    // less room (a corpus file would need a billion crossings).
    ("routing/crossings-uncounted", "../kinds/routing/src/lib.rs"),
    // Warnings about a whole submission, or the answer key.
    ("scorecard/looks-like-points", "tests/scorecard_checks.rs"),
    ("scorecard/looks-like-logit", "tests/scorecard_checks.rs"),
    ("scorecard/looks-like-percent", "tests/scorecard_checks.rs"),
    ("scorecard/empty-id", "tests/scorecard_checks.rs"),
    ("scorecard/id-read-as-decimal", "tests/scorecard_pandas2.rs"),
    ("scorecard/one-class", "tests/scorecard_checks.rs"),
    ("scorecard/all-tied", "tests/scorecard_checks.rs"),
    ("scorecard/inverted", "tests/scorecard_checks.rs"),
    ("scorecard/truth-length", "tests/codes.rs"),
    ("scorecard/truth-implicit-index", "tests/codes.rs"),
    ("scorecard/truth-empty", "tests/scorecard_checks.rs"),
    ("scorecard/truth-empty-id", "tests/scorecard_pandas2.rs"),
    ("scorecard/truth-duplicate-id", "tests/scorecard_pandas2.rs"),
    // Uplift runs with companion files (people, variants, ledger) or a given contact cost.
    ("uplift/ledger-integrity", "tests/uplift_harness.rs"),
    ("uplift/recomputed-differs", "tests/uplift_score.rs"),
    ("uplift/variants-not-given", "tests/codes.rs"),
    ("uplift/ask-log-ignored", "tests/codes.rs"),
    ("uplift/costs-unused", "tests/codes.rs"),
    ("uplift/contact-cost-differs", "tests/uplift_pricing.rs"),
    ("uplift/ask-log-bad-line", "tests/uplift_pricing.rs"),
    ("uplift/not-a-number", "tests/uplift_pricing.rs"),
    ("uplift/pilot-past-max-runs", "tests/uplift_pricing.rs"),
    ("uplift/cannot-price", "tests/codes.rs"),
    ("uplift/costs-not-json", "tests/codes.rs"),
    ("uplift/missing-field", "tests/uplift_pricing.rs"),
    ("uplift/costs-bad-value", "tests/uplift_pricing.rs"),
    ("case/unsupported", "tests/prediction_checks.rs"),
    ("case/bad-truth", "tests/prediction_checks.rs"),
    ("prediction/missing-file", "tests/prediction_checks.rs"),
    ("prediction/unreadable", "tests/prediction_checks.rs"),
    ("prediction/missing-column", "tests/prediction_checks.rs"),
    ("prediction/missing-value", "tests/prediction_checks.rs"),
    ("prediction/not-finite", "tests/prediction_checks.rs"),
    ("prediction/out-of-range", "tests/prediction_checks.rs"),
    ("prediction/not-allowed", "tests/prediction_checks.rs"),
    ("prediction/duplicate-key", "tests/prediction_checks.rs"),
    ("prediction/missing-key", "tests/prediction_checks.rs"),
    ("prediction/extra-key", "tests/prediction_checks.rs"),
    ("prediction/exception", "tests/prediction_checks.rs"),
];

/// Every registered code is produced by the corpus or listed in [`EMITTED_ELSEWHERE`],
/// whose test file (from this crate's folder; `../kinds/...` for a kind's own) must name it, as a string or as its
/// constant; a listed code the corpus does produce is listed for nothing.
fn every_code_is_emitted(emitted: &BTreeSet<String>) {
    let tests = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();
    for doc in codes::CODES {
        let elsewhere = EMITTED_ELSEWHERE.iter().find(|(c, _)| *c == doc.code);
        match (emitted.contains(doc.code), elsewhere) {
            (true, Some(_)) => problems.push(format!("{}: the corpus emits it; drop it from EMITTED_ELSEWHERE", doc.code)),
            // A kind's codes may be emitted and named by its own crate's tests instead
            // (crates/kinds/<kind>/tests/): a new kind adds no line here.
            (false, None) if kind_tests_name(doc) => {}
            (false, None) => {
                problems.push(format!("{}: registered but never emitted by the corpus (add a file, or list its test)", doc.code))
            }
            (false, Some((_, file))) => {
                let text = std::fs::read_to_string(tests.join(file)).unwrap_or_default();
                let constant = format!("codes::{}", doc.code.replace(['/', '-'], "_").to_uppercase());
                if !text.contains(&format!("\"{}\"", doc.code)) && !text.contains(&constant) {
                    problems.push(format!("{}: {file} does not name it", doc.code));
                }
            }
            (true, None) => {}
        }
    }
    for (code, _) in EMITTED_ELSEWHERE {
        if codes::lookup(code).is_none() {
            problems.push(format!("{code}: listed in EMITTED_ELSEWHERE but not registered"));
        }
    }
    assert!(problems.is_empty(), "{} problem(s):\n{}", problems.len(), problems.join("\n"));
}

/// Whether the tests of the code's own kind crate (`crates/kinds/<kind>/tests/*.rs`) name
/// it, as `"kind/rule"` or `codes::KIND_RULE`.
fn kind_tests_name(doc: &codes::CodeDoc) -> bool {
    let dir = root().join("crates/kinds").join(doc.kind).join("tests");
    let constant = format!("codes::{}", doc.code.replace(['/', '-'], "_").to_uppercase());
    std::fs::read_dir(dir).into_iter().flatten().flatten().any(|f| {
        let text = std::fs::read_to_string(f.path()).unwrap_or_default();
        text.contains(&format!("\"{}\"", doc.code)) || text.contains(&constant)
    })
}

/// Every file under `tests/malformed/` is an entry, support data named in the manifest,
/// or the corpus's own tooling.
#[test]
fn no_orphan_files() {
    let m = manifest();
    let mut listed: BTreeSet<String> = ["README.md", "make.py", "expected.json"].iter().map(|s| s.to_string()).collect();
    for e in m["entries"].as_array().unwrap() {
        if e["recipe"].is_null() {
            listed.insert(e["file"].as_str().unwrap().to_string());
        }
    }
    for s in m["support"].as_array().unwrap() {
        listed.insert(s.as_str().unwrap().to_string());
    }
    let mut on_disk = BTreeSet::new();
    let mut stack = vec![corpus()];
    while let Some(dir) = stack.pop() {
        for f in std::fs::read_dir(&dir).unwrap() {
            let p = f.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                on_disk.insert(p.strip_prefix(corpus()).unwrap().to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let orphans: Vec<_> = on_disk.difference(&listed).collect();
    assert!(orphans.is_empty(), "files not in expected.json: {orphans:?} (add them to make.py)");
    let missing: Vec<_> = listed.difference(&on_disk).collect();
    assert!(missing.is_empty(), "listed but not on disk: {missing:?} (run make.py)");
}
