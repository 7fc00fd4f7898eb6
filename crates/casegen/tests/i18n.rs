//! Every case's words in the four languages (issue 17): every public case and every
//! FDE-Bench manifest has, in zh, ko and id, its title, summary, request, each rule and
//! each example's words, non-empty, with the English's numbers and code spans
//! (`casegen::i18n::problems`). And the core reads a manifest with `i18n` as without.

use std::path::{Path, PathBuf};

use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// (folder, case.json parsed, the English request) of every case of `dir`.
fn cases(dir: &str) -> Vec<(String, Value, Option<String>)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(root().join(dir)).unwrap() {
        let p = e.unwrap().path();
        let Ok(text) = std::fs::read_to_string(p.join("case.json")) else { continue };
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let request = v.get("request").and_then(Value::as_str).map(String::from).or_else(|| {
            let f = v.get("files")?.get("instruction")?.as_str()?;
            Some(std::fs::read_to_string(p.join(f)).unwrap())
        });
        out.push((format!("{dir}/{}", p.file_name().unwrap().to_string_lossy()), v, request));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn assert_translated(dir: &str, at_least: usize) {
    let all = cases(dir);
    assert!(all.len() >= at_least, "{dir}: {} cases", all.len());
    let mut bad = Vec::new();
    for (name, case, request) in &all {
        bad.extend(casegen::i18n::problems(case, request.as_deref()).into_iter().map(|p| format!("{name}: {p}")));
    }
    assert!(bad.is_empty(), "{} problems:\n{}", bad.len(), bad.join("\n"));
}

#[test]
fn every_public_case_is_in_four_languages() {
    assert_translated("cases-public", 14);
}

#[test]

fn every_fdebench_manifest_is_in_four_languages() {
    assert_translated("cases-fdebench", 21);
}

/// The core ignores `i18n`: the manifest reads the same without it, no diagnostic.
#[test]
fn the_core_reads_a_manifest_with_i18n_as_without() {
    let mut seen = 0;
    for dir in ["cases-public", "cases-fdebench"] {
        for (name, case, _) in cases(dir) {
            if case.get("i18n").is_none() {
                continue;
            }
            seen += 1;
            let with = grader::case::parse_manifest(case.to_string().as_bytes(), "case.json").unwrap_or_else(|d| panic!("{name}: {d}"));
            let mut bare = case.clone();
            bare.as_object_mut().unwrap().remove("i18n");
            let without = grader::case::parse_manifest(bare.to_string().as_bytes(), "case.json").unwrap();
            assert_eq!(serde_json::to_value(&with).unwrap(), serde_json::to_value(&without).unwrap(), "{name}");
        }
    }
    assert!(seen >= 9, "{seen} cases with i18n");
}
