//! `fde-grade explain`: the diagnostic codes' docs, as a user reads them, and the
//! committed page `docs/diagnostics.md` that `explain --all` writes.

use std::path::PathBuf;
use std::process::{Command, Output};

fn explain(args: &[&str]) -> Output {
    // English, whatever the machine's locale.
    Command::new(env!("CARGO_BIN_EXE_fde-grade")).env("LC_ALL", "C").arg("explain").args(args).output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn one_code_as_text() {
    let o = explain(&["routing/unknown-store"]);
    assert_eq!(o.status.code(), Some(0));
    let text = stdout(&o);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[..2], ["routing/unknown-store", "A route visits a code that is not in customers.csv."]);
    for want in [
        "Category: schema\n",
        "Message:  route {route} (index {index}), stop {stop}: store code `{code}` is not in customers.csv{why}\n",
        "Hint:     Check for typos, extra characters, or codes from another case's data.\n",
        "\nWhat it means\n    A store code of the plan matches no store of the case",
        "\nWhy\n    Unknown codes are a schema error on the server (grading rules §1, validation stage 2).\n",
        "\nExample\n    `ST1713111` for `ST171311`",
    ] {
        assert!(text.contains(want), "{want:?} not in:\n{text}");
    }
    // A code with other categories says so; one without a hint prints none.
    let text = stdout(&explain(&["file/utf16"]));
    assert!(text.contains("Category: fatal (also case, exception)\n"), "{text}");
    let text = stdout(&explain(&["uplift/cannot-price"]));
    assert!(!text.contains("Hint:") && text.contains("Category: warning\n"), "{text}");
}

#[test]
fn an_unknown_code_names_the_nearest_and_exits_2() {
    let o = explain(&["routing/over-capasity"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stdout.is_empty());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.starts_with("fde-grade: unknown diagnostic code `routing/over-capasity`; the nearest: routing/over-capacity\n"), "{err}");
    // A rule without its kind: every kind's code of that rule.
    let err = String::from_utf8_lossy(&explain(&["missing-file"]).stderr).to_string();
    assert!(
        err.contains(
            "the nearest: case/missing-file, hydro/missing-file, prediction/missing-file, routing/missing-file, scorecard/missing-file"
        ),
        "{err}"
    );
    // No code and no --all: a usage error.
    assert_eq!(explain(&[]).status.code(), Some(2));
}

#[test]
fn the_table_as_json() {
    let all: serde_json::Value = serde_json::from_slice(&explain(&["--all", "--format", "json"]).stdout).unwrap();
    let all = all.as_array().unwrap();
    assert!(all.len() >= 80, "{}", all.len());
    let over = all.iter().find(|d| d["code"] == "routing/over-capacity").unwrap();
    assert_eq!((over["kind"].as_str(), over["category"].as_str()), (Some("routing"), Some("value")));
    assert_eq!(over["message"], "route {route} (index {index}) carries {load} kg, over the {capacity} kg capacity by {over} kg");
    let no_hint = all.iter().find(|d| d["code"] == "case/bad-parameters").unwrap();
    assert!(no_hint["hint"].is_null());
    let one: serde_json::Value = serde_json::from_slice(&explain(&["case/no-depot", "--format", "json"]).stdout).unwrap();
    assert_eq!((one["code"].as_str(), one["category"].as_str()), (Some("case/no-depot"), Some("case")));
}

#[test]
fn docs_diagnostics_md_is_what_explain_all_writes() {
    let o = explain(&["--all"]);
    assert_eq!(o.status.code(), Some(0));
    let generated = stdout(&o);
    let committed = std::fs::read_to_string(root().join("docs/diagnostics.md")).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/diagnostics.md is stale: run `cargo run -p fde-grade -- explain --all > docs/diagnostics.md` and commit it"
    );
    // Every code has its section, and the page is linked from the README.
    let json: serde_json::Value = serde_json::from_slice(&explain(&["--all", "--format", "json"]).stdout).unwrap();
    for d in json.as_array().unwrap() {
        let code = d["code"].as_str().unwrap();
        assert_eq!(generated.matches(&format!("\n### `{code}`\n")).count(), 1, "{code}");
    }
    assert!(generated.contains("\n### `routing/over-capacity`\n\nA route carries more than the vehicle capacity.\n\n- Category: value\n"));
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    assert!(readme.contains("(docs/diagnostics.md)"), "README.md does not link docs/diagnostics.md");
}
