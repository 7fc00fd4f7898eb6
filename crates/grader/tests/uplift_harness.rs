//! FDE-Gym's harness and site, value by value (issue 21). Expected values are CPython
//! 3.12's (`python3 -c ...` as noted) and JavaScript's `String()`; the signed log was
//! written with Python's `hmac` the way the stakeholder server signs one.

use grader::uplift::{grade_input, points_display, InputFile, UpliftInput, Verdict};

fn result(text: &str) -> UpliftInput {
    UpliftInput { result: InputFile::new("result.json", text), ..Default::default() }
}

fn with_log(text: &str, log: &str) -> UpliftInput {
    UpliftInput { ask_log: Some(InputFile::new("ask.jsonl", log)), ..result(text) }
}

#[test]
fn integer_kpis_are_exact_python_ints() {
    // (2**53+1 - (2**53-1)) / ((2**53+3) - (2**53-1)) = 2/4 = 0.5 with ints; through floats
    // it would be 1.0/5.0 = 0.2.
    let r = grade_input(&result(r#"{"kpi": 9007199254740993, "kpi_baseline": 9007199254740991, "kpi_oracle": 9007199254740995}"#));
    assert_eq!((r.uplift, r.verdict), (Some(0.5), Verdict::Rejected));
    // 10**400 + 1 over a span of 4: exact (floats would overflow).
    let big = "1".to_string() + &"0".repeat(400);
    let text = format!(r#"{{"kpi": {big}1, "kpi_baseline": {big}0, "kpi_oracle": {big}4}}"#);
    let r = grade_input(&result(&text));
    // (10**401 + 1 - 10**401) / 4 = 0.25.
    assert_eq!(r.uplift, Some(0.25));
    // An int too large for a float meeting a float: Python's OverflowError, so `error`.
    let r = grade_input(&result(&format!(r#"{{"kpi": {big}, "kpi_baseline": 0.5, "kpi_oracle": 1.5}}"#)));
    assert_eq!(r.verdict, Verdict::Error);
    assert!(r.error_reason.as_deref().unwrap().contains("OverflowError"), "{:?}", r.error_reason);
    // A quotient too large for a float: `integer division result too large for a float`.
    let r = grade_input(&result(&format!(r#"{{"kpi": {big}, "kpi_baseline": 0, "kpi_oracle": 1}}"#)));
    assert!(r.error_reason.as_deref().unwrap().contains("too large for a float"), "{:?}", r.error_reason);
}

#[test]
fn booleans_are_numbers() {
    // (True - False) / (2 - False) = 0.5.
    let r = grade_input(&result(r#"{"kpi": true, "kpi_baseline": false, "kpi_oracle": 2}"#));
    assert_eq!((r.uplift, r.verdict), (Some(0.5), Verdict::Rejected));
    // A boolean cost is 1.0: contact_cost 1.0, net -0.5.
    let r = grade_input(&with_log(
        r#"{"kpi": true, "kpi_baseline": false, "kpi_oracle": 2}"#,
        "{\"to\": \"a\", \"facts\": [], \"cost\": true}\n",
    ));
    assert_eq!((r.contact_cost, r.uplift_net), (Some(1.0), Some(-0.5)));
}

#[test]
fn a_variants_anchors_replace_the_graders() {
    let mut input = result(r#"{"kpi": 0.9, "kpi_baseline": 0.5, "kpi_oracle": 1.0, "variant": "hard"}"#);
    input.variants = Some(InputFile::new("variants.json", r#"{"base": {}, "hard": {"kpi_baseline": 0.8, "kpi_oracle": 1.0}}"#));
    let r = grade_input(&input);
    // round((0.9 - 0.8) / (1.0 - 0.8), 4) = 0.5 (the grader's anchors would give 0.8).
    assert_eq!((r.uplift, r.kpi_baseline, r.anchors_from.as_str()), (Some(0.5), Some(0.8), "variants.json"));
    assert_eq!(r.variant.as_deref(), Some("hard"));
    // A variant variants.json does not have: the harness exits.
    input.variant = Some("easy".into());
    let r = grade_input(&input);
    assert_eq!(r.verdict, Verdict::Error);
    assert!(r.error_reason.as_deref().unwrap().contains("no variant \"easy\""));
}

#[test]
fn every_logged_cost_counts_and_broken_lines_are_errors_with_a_repaired_score() {
    let out = r#"{"kpi": 1.0, "kpi_baseline": 0.0, "kpi_oracle": 1.0, "incidents": []}"#;
    // wait, inbox, pilot and "gone" lines all count at their logged cost (plain += sum).
    let log = concat!(
        "{\"to\": \"ops\", \"facts\": [], \"cost\": 0.1}\n",
        "{\"to\": \"wait\", \"facts\": [], \"cost\": 0.02}\n",
        "{\"to\": \"inbox\", \"facts\": [\"F_x\"], \"cost\": 0.01}\n",
        "{\"to\": \"pilot\", \"facts\": [], \"cost\": 0.05}\n",
        "{\"to\": \"cfo\", \"topics\": [\"gone\"], \"facts\": [\"F_gone:cfo\"], \"cost\": 0.001}\n",
    );
    let r = grade_input(&with_log(out, log));
    // python3: c = 0.0; for x in (0.1, 0.02, 0.01, 0.05, 0.001): c += x → round(c, 4) = 0.181
    assert_eq!((r.contact_cost, r.uplift_net, r.verdict), (Some(0.181), Some(0.819), Verdict::Accepted));
    assert_eq!(r.points_display, "81");
    // Repaired: a line that is not an object is left out, a cost that is not a number
    // counts 0, any other line keeps its cost.
    for (bad, says, repaired) in [
        ("\n", "blank", 0.181),
        ("{\"to\": \"a\", \"cost\": 0.1}\n", "no `facts`", 0.281),
        ("{\"facts\": [], \"cost\": 0.1}\n", "no `to`", 0.281),
        ("{\"to\": \"a\", \"facts\": [], \"cost\": null}\n", "`cost` on line 6", 0.181),
        ("[1]\n", "a list, not a JSON object", 0.181),
        ("{\"to\": \"a\", \"facts\": [1], \"cost\": 0}\n", "not text", 0.181),
    ] {
        let r = grade_input(&with_log(out, &format!("{log}{bad}")));
        assert_eq!((r.verdict, r.points_display.as_str(), r.uplift_net), (Verdict::Error, "—", None), "{bad:?}");
        let reason = r.error_reason.as_deref().unwrap();
        assert!(reason.contains(says), "{bad:?}: {reason}");
        let fixed = r.if_repaired.as_ref().unwrap();
        assert_eq!(fixed.contact_cost, Some(repaired), "{bad:?}");
    }
    // A UTF-8 BOM: Python's json.loads rejects the first line.
    let mut input = with_log(out, log);
    input.ask_log = Some(InputFile::from_bytes("ask.jsonl", &[b"\xEF\xBB\xBF".as_slice(), log.as_bytes()].concat()));
    assert_eq!(grade_input(&input).verdict, Verdict::Error);
}

#[test]
fn nan_or_infinity_anywhere_in_result_json_is_an_error_on_the_site() {
    let r = grade_input(&result(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1, "notes": {"ratio": NaN}}"#));
    assert_eq!((r.verdict, r.points_display.as_str()), (Verdict::Error, "—"));
    assert!(r.error_reason.as_deref().unwrap().contains("notes.ratio"), "{:?}", r.error_reason);
    // The numbers are still the harness's (it wrote the file).
    assert_eq!(r.uplift, Some(1.0));
    // An infinite logged cost: contact_cost Infinity in result.json.
    let r = grade_input(&with_log(
        r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1}"#,
        "{\"to\": \"a\", \"facts\": [], \"cost\": Infinity}\n",
    ));
    assert_eq!(r.verdict, Verdict::Error);
}

#[test]
fn points_are_shown_as_javascript_shows_them() {
    for (x, shown) in [
        (1e300, "1e+302"),
        (1e30, "1e+32"),
        (123456789012345.67, "12345678901234568"),
        (11529215046068470.0, "1152921504606847000"),
        (-0.355, "-35"),
        (-0.001, "0"),
        (0.29, "29"),
        (1.7e308, "Infinity"),
    ] {
        assert_eq!(points_display(Some(x)), shown, "{x}");
    }
    let r = grade_input(&result(r#"{"kpi": 1e300, "kpi_baseline": 0, "kpi_oracle": 1}"#));
    assert_eq!((r.verdict, r.points_display.as_str(), r.points), (Verdict::Accepted, "1e+302", Some(1e302)));
}

const KEY: &str =
    r#"{"key": "0000000000000000000000000000000000000000000000000000000000000001", "engagement": "e", "level": "L3", "variant": null}"#;
const SIGNED: &str = "{\"ts\": 1.0, \"to\": \"ops_lead\", \"question\": \"q \u{e9}\", \"topics\": [], \"facts\": [\"F_a\"], \"n_asked\": 1, \"cost\": 0.02, \"mac\": \"ba4ce09e3c8cfafbf8952f9693539507e231f743a3cd0905ce6e5ff2330080be\"}\n{\"ts\": 2.0, \"to\": \"wait\", \"question\": \"waited 48 h\", \"topics\": [], \"facts\": [], \"n_asked\": 0, \"cost\": 0.02, \"mac\": \"faffe4c43b41bff57e071a3e280835f0f6305bcef30c6c1ed84591f9d5ca73c1\"}\n{\"ts\": 3.5, \"to\": \"cfo\", \"question\": \"x\\n\\\"y\\\"\", \"topics\": [\"gone\"], \"facts\": [\"F_gone:cfo\"], \"n_asked\": 0, \"cost\": 0.0, \"mac\": \"d5382061af8d0a3eb417e359c62f2309e5b4c8fa52ed67d413c65378bf0ec798\"}\n";
const HEAD: &str = r#"{"n": 3, "mac": "d5382061af8d0a3eb417e359c62f2309e5b4c8fa52ed67d413c65378bf0ec798"}"#;

fn ledgered(log: &str, head: &str) -> grader::uplift::UpliftReport {
    let mut input = with_log(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1, "incidents": []}"#, log);
    input.ledger = Some(InputFile::new("run.json", KEY));
    input.ledger_head = Some(InputFile::new("run.head", head));
    grade_input(&input)
}

#[test]
fn the_ledger_verifies_the_chain_and_flags_edits() {
    let r = ledgered(SIGNED, HEAD);
    assert_eq!((r.ledger.status.as_str(), r.ledger.lines_verified), ("verified against the ledger", 3));
    assert_eq!((r.verdict, r.uplift_net), (Verdict::Accepted, Some(0.96)));
    // An edited cost: the line's MAC fails; an integrity incident, uplift clamped to 0.
    let r = ledgered(&SIGNED.replacen("\"cost\": 0.02", "\"cost\": 0.01", 1), HEAD);
    assert_eq!(r.ledger.problems, ["the question log has a line the stakeholder server did not write"]);
    let integrity: Vec<_> = r.diagnostics.iter().filter(|d| d.code == "uplift/ledger-integrity").map(|d| d.message.as_str()).collect();
    assert_eq!(
        integrity,
        ["ledger: the question log has a line the stakeholder server did not write; the harness adds this to `incidents`"]
    );
    assert_eq!((r.verdict, r.uplift, r.uplift_net), (Verdict::Incident, Some(0.0), Some(-0.03)));
    // A removed last line: every remaining line verifies, but the head disagrees.
    let two: String = SIGNED.lines().take(2).map(|l| format!("{l}\n")).collect();
    let r = ledgered(&two, HEAD);
    assert_eq!(r.ledger.problems, ["the question log does not match the server's record (lines removed or replaced)"]);
    assert_eq!(r.incidents, serde_json::json!(["the question log does not match the server's record (lines removed or replaced)"]));
    // An added line without a MAC.
    let r = ledgered(&format!("{SIGNED}{{\"to\": \"a\", \"facts\": [], \"cost\": 0}}\n"), HEAD);
    assert_eq!(r.verdict, Verdict::Incident);
    // Without a ledger the report says so.
    let r = grade_input(&with_log(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1}"#, SIGNED));
    assert!(!r.ledger.given && r.ledger.status.starts_with("not checked"));
}

#[test]
fn the_server_view_reprices_from_npcs_json() {
    // FDE-Gym's spelling: per-person over_factor (default 3), soft_limit, gone_after_asks.
    let npcs = r#"{"npcs": [
        {"id": "a", "name": "A", "role": "r", "blurb": "", "cost": 0.1, "soft_limit": 1},
        {"id": "b", "name": "B", "role": "r", "blurb": "", "cost": 0.5, "gone_after_asks": 2}],
        "clock": {"start": "2025-03-03T09:00", "wait_cost_per_day": 0.24}}"#;
    let log = concat!(
        "{\"to\": \"a\", \"facts\": [], \"cost\": 0.1}\n",
        "{\"to\": \"a\", \"facts\": [], \"cost\": 0.1}\n",
        "{\"to\": \"b\", \"facts\": [], \"cost\": 0.5}\n",
        "{\"to\": \"wait\", \"question\": \"waited 24 h\", \"facts\": [], \"cost\": 0.24}\n",
    );
    let mut input = with_log(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1}"#, log);
    input.costs = Some(InputFile::new("npcs.json", npcs));
    let r = grade_input(&input);
    // The harness: the logged 0.1 + 0.1 + 0.5 + 0.24 = 0.94.
    assert_eq!(r.contact_cost, Some(0.94));
    // The server: a's second question is past its soft limit (0.1 × 3); b is gone after
    // two questions in all (free); a day's wait 0.24: 0.1 + 0.30000000000000004 + 0 + 0.24.
    let v = r.server_view.unwrap();
    assert_eq!((v.contact_cost, v.lines_differing), (Some(0.64), 2));
}

#[test]
fn values_json_cannot_hold_are_named_and_aggregate_as_python_has_them() {
    // Two logged costs of 1e308: the harness's sum is inf, so uplift_net is -inf.
    let log = "{\"to\": \"a\", \"facts\": [], \"cost\": 1e308}\n{\"to\": \"a\", \"facts\": [], \"cost\": 1e308}\n";
    let r = grade_input(&with_log(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1, "engagement": "e"}"#, log));
    assert_eq!(r.verdict, Verdict::Error);
    assert_eq!(r.non_finite, ["contact_cost=Infinity", "uplift_net=-Infinity"]);
    // bench.py: g = max(-1.0, 1.0) = 1.0; n = 1.0 - (1.0 - -inf) = -inf; printed "-inf".
    let a = grader::uplift::aggregate(&[r]);
    assert_eq!((a.benchmark_gross_display.as_str(), a.benchmark_net_display.as_str()), ("1.000", "-inf"));
    // ... and the site leaves an `error` run out of the standings.
    assert_eq!((a.leaderboard_score, a.tasks[0].scored_runs), (0.0, 0));
}

#[test]
fn a_bom_alone_and_repeated_keys_are_read_as_python_reads_them() {
    let out = r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1}"#;
    let mut input = with_log(out, "");
    input.ask_log = Some(InputFile::from_bytes("ask.jsonl", b"\xEF\xBB\xBF"));
    assert_eq!(grade_input(&input).verdict, Verdict::Error);
    // The last of a repeated key wins: no NaN in the dict Python holds.
    let r = grade_input(&result(r#"{"kpi": NaN, "kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1}"#));
    assert_eq!((r.verdict, r.uplift), (Verdict::Accepted, Some(1.0)));
}

#[test]
fn a_lone_surrogate_the_harness_must_write_or_sign_is_an_error() {
    let out = r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1}"#;
    // In `facts`: result.json's facts_obtained cannot be written as UTF-8.
    let r = grade_input(&with_log(out, "{\"to\": \"a\", \"facts\": [\"\\ud800\"], \"cost\": 0}\n"));
    assert_eq!(r.verdict, Verdict::Error);
    assert!(r.error_reason.as_deref().unwrap().contains("lone surrogate"));
    // In a question: never written, so harmless; a proper pair is one character.
    let r = grade_input(&with_log(out, "{\"to\": \"a\", \"question\": \"\\ud800\", \"facts\": [\"\\ud83d\\ude00\"], \"cost\": 0}\n"));
    assert_eq!(r.verdict, Verdict::Accepted);
    // In the grader's output.
    let r = grade_input(&result(r#"{"kpi": 1.0, "kpi_baseline": 0, "kpi_oracle": 1, "note": "\udc00"}"#));
    assert_eq!(r.verdict, Verdict::Error);
}

// A run without a ledger entry (created before the ledger existed): FDE-Gym's `run_record`
// returns meta.json as it stands, "unverified: ...", and `cmd_grade` grades
// `meta.get("variant")` (`variant_params`: `variant or "base"`; a name variants.json
// lacks, or a true value that is not a name, stops it).
#[test]
fn a_run_without_a_ledger_entry_grades_the_variant_meta_json_names() {
    const VARIANTS: &str = r#"{"base": {}, "hard": {"kpi_baseline": 0.5, "kpi_oracle": 0.9}}"#;
    let run = |meta: &str, flag: Option<&str>| {
        grade_input(&UpliftInput {
            variants: Some(InputFile::new("variants.json", VARIANTS)),
            variant: flag.map(String::from),
            meta: Some(InputFile::new("meta.json", meta)),
            ..result(r#"{"kpi": 0.8, "kpi_baseline": 0.6, "kpi_oracle": 1.0}"#)
        })
    };
    // "hard": (0.8 - 0.5) / (0.9 - 0.5) = 0.7499999999999999 → round 0.75, whatever --variant says.
    let r = run(r#"{"engagement": "e", "level": "L3", "port": 1, "variant": "hard"}"#, Some("base"));
    assert_eq!((r.variant.as_deref(), r.uplift, r.verdict), (Some("hard"), Some(0.75), Verdict::Rejected));
    assert_eq!(r.ledger.status, "unverified: this run was created before the ledger existed");
    assert!(!r.ledger.given);
    // No variant (or a false one) in meta.json: the base, the grader's anchors: (0.8 - 0.6) / 0.4 = 0.5.
    for meta in [r#"{"engagement": "e", "level": "L3"}"#, r#"{"engagement": "e", "level": "L3", "variant": null}"#] {
        let r = run(meta, Some("hard"));
        assert_eq!((r.variant.as_deref(), r.uplift), (None, Some(0.5)), "{meta}");
    }
    // A variant variants.json lacks, a variant that is not a name, no `level`: the harness stops.
    for meta in [
        r#"{"engagement": "e", "level": "L3", "variant": "gone"}"#,
        r#"{"engagement": "e", "level": "L3", "variant": 5}"#,
        r#"{"engagement": "e", "variant": "hard"}"#,
    ] {
        let r = run(meta, None);
        assert_eq!((r.verdict, r.uplift_net), (Verdict::Error, None), "{meta}");
    }
    // With a ledger entry, meta.json is only checked against it (the entry's variant wins).
    let r = grade_input(&UpliftInput {
        variants: Some(InputFile::new("variants.json", VARIANTS)),
        ledger: Some(InputFile::new("run.json", &KEY.replace("\"variant\": null", "\"variant\": \"hard\""))),
        meta: Some(InputFile::new("meta.json", r#"{"engagement": "e", "level": "L3", "variant": "hard"}"#)),
        ..result(r#"{"kpi": 0.8, "kpi_baseline": 0.6, "kpi_oracle": 1.0}"#)
    });
    assert_eq!((r.variant.as_deref(), r.uplift, r.ledger.status.as_str()), (Some("hard"), Some(0.75), "verified against the ledger"));
}
