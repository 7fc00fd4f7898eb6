//! The prediction coach (`grader::prediction::coach`) against actual second gradings:
//! for every valid example of every public prediction case, the score it gives without
//! the worst 1% of rows is the score of grading a truth file and a predictions file
//! with those rows' lines removed from both, and a group's score "if exact" is the
//! score of the predictions file with that group's predictions set to the truth.
//! Over the differential batches (`fixtures/prediction/*.json`: templates, masks,
//! composite terms, group metrics, floors), the coach's scoring of all the rows is the
//! grade's exact score, bit for bit, and it never panics.

mod support;

use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::prediction::{coach, quality_without, PredictionReport};
use grader::pyjson::{self, Spanned, Value as Py};
use grader::{CaseGrader, Report};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn cases() -> Vec<(PathBuf, CaseManifest)> {
    support::public_cases(CaseKind::Prediction)
}

/// The case, its truth file's text replaced by `truth` when given.
fn load(dir: &Path, m: &CaseManifest, truth: Option<&str>) -> CaseGrader {
    let truth_name = m.files.get("truth").cloned().unwrap_or_default();
    CaseGrader::from_files(
        m,
        |n| match truth {
            Some(t) if n == truth_name => Some(&*t.as_bytes().to_vec().leak()),
            _ => std::fs::read(dir.join(n)).ok().map(|b| &*b.leak()),
        },
        None,
    )
    .unwrap()
}

fn grade(g: &CaseGrader, bytes: &[u8], file: &str) -> PredictionReport {
    match g.grade(bytes, file, &[]) {
        Report::Prediction(r) => r,
        _ => panic!("{file}: not a prediction report"),
    }
}

/// A CSV's lines (no quoting in the public cases): the header's columns, the data lines.
fn split(text: &str) -> (Vec<String>, Vec<String>) {
    let mut lines = text.lines().map(String::from);
    let header = lines.next().unwrap_or_default().split(',').map(String::from).collect();
    (header, lines.collect())
}

/// A data line's key: its cells under `key_names`.
fn key_of(header: &[String], line: &str, key_names: &[String]) -> Vec<String> {
    let cells: Vec<&str> = line.split(',').collect();
    key_names.iter().map(|k| header.iter().position(|h| h == k).and_then(|i| cells.get(i)).unwrap_or(&"").trim().to_string()).collect()
}

/// `text` without the data lines whose key is in `keys`; how many went.
fn without(text: &str, key_names: &[String], keys: &[Vec<String>]) -> (String, usize) {
    let (header, lines) = split(text);
    let mut out = header.join(",") + "\n";
    let mut gone = 0;
    for l in lines {
        if keys.contains(&key_of(&header, &l, key_names)) {
            gone += 1;
        } else {
            out += &l;
            out += "\n";
        }
    }
    (out, gone)
}

#[test]
fn without_the_worst_rows_is_a_second_grading_of_trimmed_files() {
    let mut checked = 0;
    let mut groups_checked = 0;
    for (dir, m) in cases() {
        let g = load(&dir, &m, None);
        let CaseGrader::Prediction(case) = &g else { panic!("not a prediction case") };
        let truth_text = std::fs::read_to_string(dir.join(m.files.get("truth").unwrap())).unwrap();
        let mut subs: Vec<PathBuf> = std::fs::read_dir(dir.join("submissions")).unwrap().flatten().map(|e| e.path()).collect();
        subs.sort();
        for path in subs {
            let file = path.file_name().unwrap().to_string_lossy().to_string();
            let bytes = std::fs::read(&path).unwrap();
            let report = grade(&g, &bytes, &file);
            let Some(c) = coach(case, &bytes, &file, &report, 5) else {
                assert!(!report.valid, "{file}: valid, and no coach");
                continue;
            };
            assert_eq!(c.score, report.overall_score, "{file}");
            let w = c.without_worst.as_ref().unwrap_or_else(|| panic!("{file}: no score without the worst 1%"));
            assert_eq!(w.n_rows, c.n_scored.div_ceil(100), "{file}");
            // The worst rows are the costliest listed.
            assert_eq!(&w.keys[..w.n_rows.min(c.rows.len())], &c.rows.iter().map(|r| r.key.clone()).collect::<Vec<_>>()[..w.n_rows.min(5)]);
            let (truth, gone_t) = without(&truth_text, &c.key_names, &w.keys);
            let (pred, gone_p) = without(&String::from_utf8_lossy(&bytes), &c.key_names, &w.keys);
            assert_eq!((gone_t, gone_p), (w.n_rows, w.n_rows), "{file}: the worst rows' lines");
            let trimmed = grade(&load(&dir, &m, Some(&truth)), pred.as_bytes(), &file);
            assert!(trimmed.valid, "{file}: the trimmed files do not grade valid: {:?}", trimmed.error_info);
            assert_eq!(trimmed.overall_score, w.score, "{file}: without the worst {} rows", w.n_rows);
            assert_eq!(trimmed.exact.map(|e| e.quality.to_bits()), Some(w.quality.to_bits()), "{file}");
            assert!(w.gain > 0.0 || report.overall_score >= w.score, "{file}: taking out the costliest rows lowers the score");
            // A key group predicted exactly: the file with those predictions set to the truth.
            let targets: Vec<(String, String)> = case_targets(&m);
            // Each grouping's costliest group (a key column, or a date key's year, month, day).
            let mut seen: Vec<&str> = Vec::new();
            for grp in c.groups.iter().filter(|x| x.by != "target") {
                if seen.contains(&grp.by.as_str()) {
                    continue;
                }
                seen.push(&grp.by);
                let column = grp.by.split(" (").next().unwrap();
                let at = c.key_names.iter().position(|k| k == column).unwrap();
                let whole = !grp.by.contains(" (");
                let exact = exact_group(&truth_text, &String::from_utf8_lossy(&bytes), &c.key_names, at, &grp.name, whole, &targets);
                let r = grade(&g, exact.as_bytes(), &file);
                assert_eq!(Some(r.overall_score), grp.score_if_exact, "{file}: {} {} if exact", grp.by, grp.name);
                groups_checked += 1;
            }
            checked += 1;
        }
    }
    assert!(checked >= 15, "{checked} examples coached");
    eprintln!("{checked} examples, {groups_checked} groups checked");
    assert!(groups_checked >= 20, "{groups_checked} groups checked");
}

/// The manifest's targets: (truth column, prediction column).
fn case_targets(m: &CaseManifest) -> Vec<(String, String)> {
    let v = &m.parameters;
    v["targets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["truth"].as_str().unwrap().to_string(), t["pred"].as_str().unwrap().to_string()))
        .collect()
}

/// The predictions with every row whose key column `at` is `name` predicted as the
/// truth's cells say.
/// (`whole`: the key's value is `name`; else it starts with it, a date's year, month or day.)
fn exact_group(truth: &str, pred: &str, key_names: &[String], at: usize, name: &str, whole: bool, targets: &[(String, String)]) -> String {
    let (th, tl) = split(truth);
    let (ph, pl) = split(pred);
    let mut out = ph.join(",") + "\n";
    for l in pl {
        let key = key_of(&ph, &l, key_names);
        let mut cells: Vec<String> = l.split(',').map(String::from).collect();
        if if whole { key[at] == name } else { key[at].starts_with(name) } {
            let t = tl.iter().find(|t| key_of(&th, t, key_names) == key).expect("the row's truth");
            let tcells: Vec<&str> = t.split(',').collect();
            for (tc, pc) in targets {
                let (ti, pi) = (th.iter().position(|h| h == tc).unwrap(), ph.iter().position(|h| h == pc).unwrap());
                cells[pi] = tcells[ti].to_string();
            }
        }
        out += &cells.join(",");
        out += "\n";
    }
    out
}

#[test]
fn the_coach_scores_every_batch_item_as_the_grade_does() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/prediction");
    let mut checked = 0;
    for batch in [
        "pandas",
        "pandas_043",
        "csv_module",
        "edge_cases",
        "files",
        "files_edge_cases",
        "no_time_004_028_034",
        "no_time_edge_cases",
        "pandas_time",
        "pandas_time_004_034",
        "pandas_time_028",
    ] {
        let text = std::fs::read_to_string(dir.join(format!("{batch}.json"))).unwrap();
        let Py::Array(items) = pyjson::parse(&text).expect("the batch is JSON").value else { panic!("a batch is a list") };
        for (n, item) in items.iter().enumerate() {
            let get = |k: &str| item.value.get(k).map(|s: &Spanned| &s.value);
            let manifest_json = get("manifest").expect("manifest").to_serde().to_string();
            let manifest = parse_manifest(manifest_json.as_bytes(), "case.json").expect("the manifest reads");
            let files = support::item_files(&item.value);
            let Ok(grader) = CaseGrader::load_files(CaseKind::Prediction, Some(&manifest), None, &files, None) else { continue };
            let CaseGrader::Prediction(case) = &grader else { panic!("a prediction case") };
            let file = manifest.parameters["submission"]["file"].as_str().unwrap_or("predictions.csv").to_string();
            let bytes = match (get("submission_b64"), get("submission")) {
                (Some(b), _) => support::base64(b.as_str().unwrap_or("")),
                (None, Some(Py::Str(s))) => s.as_bytes().to_vec(),
                _ => continue,
            };
            let report = grade(&grader, &bytes, &file);
            let c = coach(case, &bytes, &file, &report, 3);
            let (Some(c), Some(exact)) = (c, report.exact) else { continue };
            if !report.valid {
                continue;
            }
            let all = quality_without(case, &bytes, &file, &[]);
            assert_eq!(all.map(f64::to_bits), Some(exact.quality.to_bits()), "{batch} item {n} ({}): all rows", manifest.id);
            if let Some(w) = &c.without_worst {
                let worst: Vec<usize> = c.rows.iter().take(w.n_rows).map(|r| r.row).collect();
                if worst.len() == w.n_rows {
                    let q = quality_without(case, &bytes, &file, &worst);
                    assert_eq!(q.map(f64::to_bits), Some(w.quality.to_bits()), "{batch} item {n}: without the worst");
                }
            }
            checked += 1;
        }
    }
    eprintln!("{checked} batch items coached");
    assert!(checked >= 100, "{checked} items coached");
}

#[test]
fn bad_bytes_have_nothing_to_coach_and_never_panic() {
    let dir = root().join("cases-public/solar-yield");
    let m = parse_manifest(&std::fs::read(dir.join("case.json")).unwrap(), "case.json").unwrap();
    let g = load(&dir, &m, None);
    let CaseGrader::Prediction(case) = &g else { panic!("not a prediction case") };
    let good = std::fs::read(dir.join("submissions/3-winter-averages.csv")).unwrap();
    let valid = grade(&g, &good, "p.csv");
    for bad in [&b""[..], b"\xff\xfe\x00garbage", b"site,day\n", b"site,day,kwh_am,kwh_pm\nx,y,1,2\n"] {
        let r = grade(&g, bad, "p.csv");
        assert!(coach(case, bad, "p.csv", &r, 5).is_none());
        // A report that does not belong to the bytes: still no panic, and no coach.
        assert!(coach(case, bad, "p.csv", &valid, 5).is_none());
        assert!(quality_without(case, bad, "p.csv", &[0, 1]).is_none());
    }
    // Rows that are not there are simply not taken out.
    let q = quality_without(case, &good, "p.csv", &[usize::MAX, 10_000_000]);
    assert_eq!(q.map(f64::to_bits), valid.exact.map(|e| e.quality.to_bits()));
}
