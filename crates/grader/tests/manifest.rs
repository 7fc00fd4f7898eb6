//! `case.json` is read by hand (`grader::case::parse_manifest`, on `pyjson`): it must
//! give the very manifest serde's derive gives for every case we have, and say where a
//! broken one is broken.

use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind};
use grader::routing::RoutingManifest;

fn manifests() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = Vec::new();
    for dir in ["cases-public", "e2e/fixtures/cases"] {
        for e in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
            let p = e.path().join("case.json");
            if p.is_file() {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_case_reads_as_serde_reads_it() {
    let all = manifests();
    assert!(all.len() >= 5, "only {} manifests found", all.len());
    for p in all {
        let bytes = std::fs::read(&p).unwrap();
        // serde's derive, its numbers as Python's json reads them (serde_json's own
        // parsing, without `float_roundtrip`, may be a unit in the last place off).
        let exact = grader::pyjson::parse(std::str::from_utf8(&bytes).unwrap()).unwrap().value.to_serde();
        let by_serde: grader::case::Manifest = serde_json::from_value(exact).unwrap();
        let ours = parse_manifest(&bytes, "case.json").unwrap_or_else(|d| panic!("{}: {d}", p.display()));
        assert_eq!(*ours, by_serde, "{}", p.display());
        assert_eq!(ours.kind.as_str(), by_serde.kind, "{}", p.display());
        assert!(!ours.submissions.is_empty(), "{}", p.display());
    }
}

#[test]
fn optional_fields_may_be_left_out_or_null() {
    let m = parse_manifest(
        br#"{"id": "x", "kind": "uplift", "title": "X", "summary": null, "reference": {"value": 2},
        "submissions": [{"file": "r.json", "expect": {"verdict": "accepted", "rung": 3}}], "request": "ignored"}"#,
        "case.json",
    )
    .unwrap();
    assert_eq!(m.kind, CaseKind::Uplift);
    assert_eq!((m.summary.as_str(), m.reference.value, m.reference.how.as_str()), ("", 2.0, ""));
    assert!(m.parameters.is_null() && m.files.is_empty() && m.rules.is_empty());
    let e = m.submissions[0].expect.as_ref().unwrap();
    assert_eq!((e.verdict.as_str(), e.rung, e.failed_check.clone()), ("accepted", 3, None));
}

#[test]
fn parameters_keep_ints_for_the_routing_parameters() {
    let m = parse_manifest(
        br#"{"id": "x", "kind": "routing", "title": "X", "parameters": {"vehicles": 9}, "reference": {"value": 1234.5}}"#,
        "case.json",
    )
    .unwrap();
    let p = m.routing_params().unwrap();
    assert_eq!((p.vehicles, p.reference_cost), (9, 1234.5));
}

/// (manifest, message part, line, column)
const BROKEN: &[(&str, &str, usize, usize)] = &[
    ("{\"kind\": \"routing\", \"title\": \"T\"}", "`id` is missing", 1, 1),
    (
        "{\"id\": \"c\",\n \"kind\": \"maze\", \"title\": \"T\"}",
        // (the registry's kinds follow `must be`, in its order)
        "`kind` must be \"routing\", \"scorecard\", \"uplift\", \"prediction\", ",
        2,
        10,
    ),
    ("{\"id\": \"c\", \"kind\": 3, \"title\": \"T\"}", "`kind` must be a string, not a number", 1, 21),
    ("{\"id\": \"c\", \"kind\": \"routing\"}", "`title` is missing", 1, 1),
    (
        "{\"id\": \"c\", \"kind\": \"routing\", \"title\": \"T\",\n\"files\": {\"customers\": 5}}",
        "`files.customers` must be a file name (a string)",
        2,
        24,
    ),
    ("{\"id\": \"c\", \"kind\": \"routing\", \"title\": \"T\", \"files\": [\"a.csv\"]}", "`files` must be an object, not a list", 1, 55),
    ("{\"id\": \"c\", \"kind\": \"routing\", \"title\": \"T\", \"submissions\": {}}", "`submissions` must be a list, not an object", 1, 61),
    (
        "{\"id\": \"c\", \"kind\": \"routing\", \"title\": \"T\", \"submissions\": [\"a.json\"]}",
        "each of `submissions` must be a JSON object, not text",
        1,
        62,
    ),
    (
        "{\"id\": \"c\", \"kind\": \"routing\", \"title\": \"T\", \"submissions\": [{\"file\": \"a\", \"extra_files\": [1]}]}",
        "each of `extra_files` must be a string, not a number",
        1,
        92,
    ),
    (
        "{\"id\": \"c\", \"kind\": \"routing\", \"title\": \"T\", \"submissions\": [{\"expect\": {\"rung\": -1}}]}",
        "`rung` must be a whole number from 0",
        1,
        82,
    ),
    (
        "{\"id\": \"c\", \"kind\": \"routing\", \"title\": \"T\", \"reference\": {\"value\": \"9\"}}",
        "`value` must be a number, not text",
        1,
        69,
    ),
    ("[1, 2]", "the manifest must be a JSON object, not a list", 1, 1),
    ("{\"id\": \"c\",\n  \"kind\": \"routing\" \"title\": \"T\"}", "expected `,` or `}` in an object at line 2 column 21", 2, 21),
];

#[test]
fn broken_manifests_are_located() {
    for (text, want, line, column) in BROKEN {
        let d = parse_manifest(text.as_bytes(), "case.json").expect_err(text);
        assert_eq!(d.code, "case/bad-manifest", "{text}");
        assert!(d.message.starts_with("case.json: ") && d.message.contains(want), "{text}: {}", d.message);
        assert_eq!(
            (d.location.file.as_deref(), d.location.line, d.location.column),
            (Some("case.json"), Some(*line), Some(*column)),
            "{text}: {}",
            d.message
        );
        assert!(d.hint.as_deref().is_some_and(|h| h.contains("cases-public/README.md")), "{text}");
    }
    let d = parse_manifest(b"{\"id\": \"\xff\"}", "case.json").unwrap_err();
    assert!(d.message.contains("not UTF-8 text (a bad byte at offset 8)"), "{}", d.message);
}

/// `routing_params` is read by hand too: the same parameters as serde's derive gives,
/// and an error wherever serde gives one.
#[test]
fn routing_parameters_read_as_serde_reads_them() {
    use grader::routing::RoutingParams;
    let cases = [
        r#"null"#,
        r#"{}"#,
        r#"{"vehicles": 9, "capacity_kg": 5000, "stop_seconds": 90.5}"#,
        r#"{"trunk_speed_kmh": 60, "local_speed_kmh": 30.25, "reference_cost": 1e5, "other": [1, 2]}"#,
        r#"{"weights": {"time": 1, "balance": 2.5, "intrusion": 3, "crossing": 4}}"#,
        r#"{"vehicles": 12.0}"#,
        r#"{"vehicles": -1}"#,
        r#"{"capacity_kg": "7125"}"#,
        r#"{"stop_seconds": null}"#,
        r#"{"weights": {"time": 1, "balance": 2}}"#,
    ];
    for text in cases {
        let manifest = format!(r#"{{"id": "x", "kind": "routing", "title": "X", "parameters": {text}}}"#);
        let m = parse_manifest(manifest.as_bytes(), "case.json").unwrap();
        let ours = m.routing_params();
        let by_serde: Result<RoutingParams, _> =
            if m.parameters.is_null() { Ok(RoutingParams::default()) } else { serde_json::from_value(m.parameters.clone()) };
        match (&ours, &by_serde) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}"),
            (Err(d), Err(_)) => {
                assert_eq!(d.code, "case/bad-parameters", "{text}");
                assert!(d.message.starts_with("case.json `parameters`: "), "{text}: {}", d.message);
            }
            _ => panic!("{text}: ours {ours:?}, serde {by_serde:?}"),
        }
    }
    // serde's derive also takes a struct as a list in field order; case.json does not.
    for (text, want) in [(r#"{"weights": [1, 2, 3, 4]}"#, "`weights` must be an object"), (r#"[1]"#, "must be an object")] {
        let manifest = format!(r#"{{"id": "x", "kind": "routing", "title": "X", "parameters": {text}}}"#);
        let d = parse_manifest(manifest.as_bytes(), "case.json").unwrap().routing_params().unwrap_err();
        assert!(d.message.contains(want), "{text}: {}", d.message);
    }
}
