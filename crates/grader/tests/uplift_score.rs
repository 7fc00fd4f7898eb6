//! Uplift scoring (spec §3): hand-computed vectors, arithmetic in the comments.
//! Float values that matter were checked in CPython 3.11.

use grader::uplift::{
    grade, grade_input, harness_numbers, parse_result, points, points_display, Contact, InputFile, UpliftInput, UpliftReport, UpliftResult,
    Verdict,
};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/fixtures/uplift/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn graded(kpi: f64, base: f64, oracle: f64, cost: f64) -> UpliftReport {
    grade(&UpliftResult::new("t", kpi, base, oracle), Contact::Given(cost))
}

fn codes(r: &UpliftReport) -> Vec<&str> {
    r.diagnostics.iter().map(|d| d.code.as_str()).collect()
}

#[test]
fn higher_is_better_at_the_pass_line() {
    // (180 − 100) / (200 − 100) = 80 / 100 = 0.8 → round 0.8; net = round(0.8 − 0, 4) = 0.8
    // 0.8 >= 0.8 → accepted; points trunc(0.8·100 + 1e-9) = 80.
    let r = graded(180.0, 100.0, 200.0, 0.0);
    assert_eq!(r.uplift, Some(0.8));
    assert_eq!(r.uplift_bounded, Some(0.8));
    assert_eq!(r.uplift_net, Some(0.8));
    assert_eq!(r.verdict, Verdict::Accepted);
    assert_eq!((r.points, r.points_display.as_str()), (Some(80.0), "80"));
    assert!(r.valid && r.diagnostics.is_empty());
    assert_eq!(r.ladder.direction, "higher-is-better");
    assert!(r.ladder.passes);

    // (179.99 − 100) / 100 = 0.7999000000000001 → round 0.7999 < 0.8 → rejected, 79 points.
    let r = graded(179.99, 100.0, 200.0, 0.0);
    assert_eq!(r.uplift_net, Some(0.7999));
    assert_eq!(r.verdict, Verdict::Rejected);
    assert_eq!(r.points, Some(79.0));
}

#[test]
fn a_kpi_to_minimise_uses_the_same_formula() {
    // Cost to minimise: baseline 100, oracle 60 (oracle < baseline).
    // kpi 70: (70 − 100) / (60 − 100) = −30 / −40 = 0.75.
    let r = graded(70.0, 100.0, 60.0, 0.0);
    assert_eq!(r.uplift, Some(0.75));
    assert_eq!(r.ladder.direction, "lower-is-better");
    assert_eq!(r.verdict, Verdict::Rejected);
    assert_eq!(r.points, Some(75.0));

    // kpi 200 (worse than doing nothing): (200 − 100) / −40 = −2.5.
    // uplift stays −2.5 (no floor); uplift_bounded = max(−1, −2.5) = −1.
    let r = graded(200.0, 100.0, 60.0, 0.0);
    assert_eq!(r.uplift, Some(-2.5));
    assert_eq!(r.uplift_bounded, Some(-1.0));
    assert!(r.ladder.bounded_at_minus_one);
    assert_eq!(r.points, Some(-250.0));
}

#[test]
fn zero_span_gives_zero_uplift_and_a_warning() {
    // oracle == baseline == 5: the harness's `if span` is false → uplift 0.0, whatever kpi is.
    // net = round(0 − 0.03, 4) = −0.03 → points −3.
    let r = graded(9.0, 5.0, 5.0, 0.03);
    assert_eq!(r.uplift, Some(0.0));
    assert_eq!(r.exact.uplift_raw, None);
    assert_eq!(r.uplift_net, Some(-0.03));
    assert_eq!(r.points, Some(-3.0));
    assert_eq!(codes(&r), ["uplift/zero-span"]);
    assert!(r.valid, "a warning does not invalidate");
    assert_eq!(r.ladder.direction, "flat");
}

#[test]
fn incidents_clamp_positive_uplift_after_the_bound_is_taken() {
    // kpi 70 on the minimising case: uplift 0.75, then min(0.75, 0) = 0 with incidents.
    // uplift_bounded is taken before the clamp: max(−1, 0.75) = 0.75.
    let result = UpliftResult::new("t", 70.0, 100.0, 60.0).with_incidents(vec!["refund sent twice".into()]);
    let r = grade(&result, Contact::Given(0.02));
    assert_eq!(r.uplift, Some(0.0));
    assert_eq!(r.uplift_bounded, Some(0.75));
    assert_eq!(r.exact.uplift_rounded, Some(0.75));
    assert!(r.ladder.incident_clamp);
    // net = round(0 − 0.02, 4) = −0.02; verdict incident whatever the score.
    assert_eq!(r.uplift_net, Some(-0.02));
    assert_eq!(r.verdict, Verdict::Incident);
    assert_eq!(r.points, Some(-2.0));
    assert_eq!(r.incidents, serde_json::json!(["refund sent twice"]));

    // A negative uplift stays: min(−2.5, 0) = −2.5; bounded max(−1, −2.5) = −1.
    let result = UpliftResult::new("t", 200.0, 100.0, 60.0).with_incidents(vec!["outage".into()]);
    let r = grade(&result, Contact::None);
    assert_eq!(r.uplift, Some(-2.5));
    assert_eq!(r.uplift_bounded, Some(-1.0));
    assert!(!r.ladder.incident_clamp);
    assert_eq!(r.verdict, Verdict::Incident);

    // An empty list is no incident: accepted at 0.8.
    let result = UpliftResult::new("t", 180.0, 100.0, 200.0).with_incidents(vec![]);
    assert_eq!(grade(&result, Contact::None).verdict, Verdict::Accepted);
}

#[test]
fn uplift_rounds_exact_binary_ties_half_to_even() {
    // 1/32 = 0.03125 exactly in binary: a true tie at 4 places → 0.0312 (2 is even).
    let r = graded(1.0, 0.0, 32.0, 0.0);
    assert_eq!(r.exact.uplift_raw, Some(0.03125));
    assert_eq!(r.uplift, Some(0.0312));
    // 3/32 = 0.09375 exactly: tie → 0.0938 (7 is odd, goes up to 8).
    let r = graded(3.0, 0.0, 32.0, 0.0);
    assert_eq!(r.uplift, Some(0.0938));
    // 21/32 = 0.65625 → 0.6562.
    assert_eq!(graded(21.0, 0.0, 32.0, 0.0).uplift, Some(0.6562));
}

#[test]
fn each_step_is_rounded_in_the_harness_order() {
    // kpi 0.80006 on [0, 1]: uplift = round(0.80006, 4) = 0.8001.
    // contact: two lines of 0.00007 → sum 0.00014 → round(0.00014, 4) = 0.0001.
    // net = round(0.8001 − 0.0001, 4) = round(0.8, 4) = 0.8 → accepted (80 points).
    // Rounding only once at the end would give round(0.80006 − 0.00014, 4) = 0.7999: rejected.
    let input = UpliftInput {
        result: InputFile::new("result.json", &fixture("result.json")),
        contact_cost: None,
        ask_log: Some(InputFile::new(
            "ask.jsonl",
            "{\"to\": \"a\", \"facts\": [], \"cost\": 0.00007}\n{\"to\": \"a\", \"facts\": [], \"cost\": 0.00007}\n",
        )),
        costs: None,
        ..Default::default()
    };
    let r = grade_input(&input);
    assert_eq!(r.exact.uplift_raw, Some(0.80006));
    assert_eq!(r.uplift, Some(0.8001));
    assert_eq!(r.exact.contact_cost_sum, Some(0.00014));
    assert_eq!(r.contact_cost, Some(0.0001));
    assert_eq!(r.uplift_net, Some(0.8));
    assert_eq!(r.verdict, Verdict::Accepted);
    assert_eq!(r.points, Some(80.0));
    assert_ne!(grader::round::py_round(0.80006 - 0.00014, 4), 0.8);
}

#[test]
fn uplift_net_has_no_floor_and_no_cap() {
    // round(−2.5 − 0.3, 4) = −2.8 (not floored at −1, unlike uplift_bounded).
    assert_eq!(graded(200.0, 100.0, 60.0, 0.3).uplift_net, Some(-2.8));
    // Beating the reference: (300 − 100) / 100 = 2.0 → net 2.0, 200 points.
    let r = graded(300.0, 100.0, 200.0, 0.0);
    assert_eq!((r.uplift_net, r.points), (Some(2.0), Some(200.0)));
}

#[test]
fn points_cut_toward_zero_like_the_site() {
    assert_eq!(points(Some(-0.355)), Some(-35.0)); // 35.5 → 35, sign kept
    assert_eq!(points(Some(0.8)), Some(80.0));
    assert_eq!(points(Some(0.29)), Some(29.0)); // 0.29·100 = 28.999999999999996; + 1e-9 → 29
    assert_eq!(points(Some(1.0)), Some(100.0));
    assert_eq!(points(Some(0.799_99)), Some(79.0)); // 79.999 → 79: never a mark not reached
    assert_eq!(points(Some(-0.001)), Some(0.0)); // trunc(0.1) = 0, and no "-0"
    assert_eq!(points(Some(f64::NAN)), None);
    assert_eq!(points(Some(f64::INFINITY)), None);
    assert_eq!(points(None), None);
    assert_eq!(points_display(Some(-0.355)), "-35");
    assert_eq!(points_display(Some(-0.001)), "0");
    assert_eq!(points_display(Some(f64::NAN)), "—");
    assert_eq!(points_display(None), "—");
}

// A span of one ulp (2.2e-16) between baseline and oracle: uplift 2^52, so |uplift_net × 100|
// is beyond 2^53. The site's points are the JS double, as node prints them:
// `points(4503599627370496)` is 450359962737049600, `points(90071992547409.94)` 9007199254740994.
#[test]
fn points_beyond_2_to_the_53_are_the_number_js_computes() {
    // Python: round((2.0 - 1.0) / (1.0000000000000002 - 1.0), 4) = 4503599627370496.0
    let r = graded(2.0, 1.0, 1.0000000000000002, 0.0);
    assert_eq!(r.uplift_net, Some(4503599627370496.0));
    assert_eq!((r.points, r.points_display.as_str()), (Some(450359962737049600.0), "450359962737049600"));
    assert!(grader::to_json(&r).contains("\"points\":4.503599627370496e+17,"), "{}", grader::to_json(&r));
    assert_eq!(points(Some(90071992547409.94)), Some(9007199254740994.0));
    assert_eq!(points_display(Some(90071992547409.94)), "9007199254740994");
    assert_eq!(points(Some(-4503599627370496.5)), Some(-450359962737049600.0));
    assert_eq!(points_display(Some(1e300)), "1e+302");
    assert_eq!(points(Some(1e300)), Some(1e302));
    // Up to 2^53 the report writes an integer.
    let r = graded(180.0, 100.0, 200.0, 0.0);
    assert!(grader::to_json(&r).contains("\"points\":80,"));
}

#[test]
fn python_semantics_for_nan() {
    // Python: max(-1.0, nan) = -1.0 (nan > -1.0 is False); min(nan, 0.0) = nan.
    let n = harness_numbers(f64::NAN, 0.5, 1.0, true, 0.0);
    assert!(n.uplift.is_nan());
    assert_eq!(n.uplift_bounded, -1.0);
    assert!(n.uplift_net.is_nan());
    // `if span` is true for a NaN span: the division happens and gives NaN.
    assert!(harness_numbers(1.0, f64::NAN, 1.0, false, 0.0).uplift.is_nan());
    // A zero span never looks at kpi: uplift 0.0 even for a NaN kpi (still reported invalid).
    assert_eq!(harness_numbers(f64::NAN, 1.0, 1.0, false, 0.0).uplift, 0.0);
}

#[test]
fn a_nan_kpi_is_invalid_located_and_never_panics() {
    let r = grade_input(&UpliftInput { result: InputFile::new("result_nan.json", &fixture("result_nan.json")), ..Default::default() });
    assert!(!r.valid);
    assert_eq!(r.validity_score, 0.0);
    assert_eq!(r.verdict, Verdict::Error);
    assert_eq!((r.points, r.points_display.as_str()), (None, "—"));
    assert_eq!(r.kpi, None);
    assert_eq!(r.uplift, None);
    assert_eq!(r.uplift_bounded, Some(-1.0)); // Python's max(-1.0, nan)
    let d = &r.diagnostics[0];
    assert_eq!(d.code, "uplift/not-finite");
    assert_eq!((d.location.line, d.location.field.as_deref()), (Some(3), Some("kpi")));
    assert!(d.message.contains("NaN"), "{}", d.message);
    assert_eq!(r.error_info.value.len(), 1);
    // The report survives a JSON round trip (no NaN in it).
    let text = serde_json::to_string(&r).unwrap();
    let back: UpliftReport = serde_json::from_str(&text).unwrap();
    assert_eq!(back, r);
    // Infinity too.
    let r = graded(f64::INFINITY, 0.0, 1.0, 0.0);
    assert_eq!((r.valid, r.verdict, r.uplift), (false, Verdict::Error, None));
    // Finite inputs that overflow.
    let r = graded(1e308, -1e308, 1.0, 0.0);
    assert_eq!(codes(&r), ["uplift/not-finite"]);
    assert!(!r.valid);
}

#[test]
fn missing_and_non_numeric_fields_fail_where_python_raises() {
    // Read without complaint: the harness only meets the fields when it computes.
    assert!(parse_result(fixture("result_bad.json").as_bytes(), "result_bad.json").is_ok());
    let r = grade_input(&UpliftInput { result: InputFile::new("result_bad.json", &fixture("result_bad.json")), ..Default::default() });
    assert_eq!((r.valid, r.verdict, r.uplift_net), (false, Verdict::Error, None));
    // `out["kpi_oracle"] - out["kpi_baseline"]` with kpi_oracle "1.0" raises TypeError first;
    // the missing `kpi` is never reached.
    let got: Vec<_> = r.diagnostics.iter().map(|d| (d.code.as_str(), d.location.field.as_deref(), d.location.line)).collect();
    assert_eq!(got, [("uplift/harness-fails", Some("kpi_oracle"), Some(4))]);
    assert!(r.error_reason.as_deref().unwrap().contains("kpi_oracle"), "{:?}", r.error_reason);
    // With a span of 0 the harness never reads `kpi`: a missing kpi grades as uplift 0.
    let r =
        grade_input(&UpliftInput { result: InputFile::new("r.json", "{\"kpi_baseline\": 1, \"kpi_oracle\": 1.0}"), ..Default::default() });
    assert_eq!((r.verdict, r.uplift, r.uplift_net), (Verdict::Rejected, Some(0.0), Some(0.0)));
}

#[test]
fn not_json_is_located() {
    let errs = parse_result(b"{\"kpi\": 1,\n \"kpi_baseline\": 0,,\n}", "r.json").unwrap_err();
    assert_eq!(errs[0].code, "uplift/not-json");
    assert_eq!((errs[0].location.line, errs[0].location.column), (Some(2), Some(20)));
    assert_eq!(parse_result(b"[1, 2]", "r.json").unwrap_err()[0].code, "uplift/not-json");
    assert_eq!(parse_result(b"\xff", "r.json").unwrap_err()[0].code, "file/not-utf8");
}

#[test]
fn a_full_harness_result_is_recomputed_from_its_kpi_fields() {
    // (0.91 − 0.62) / (0.95 − 0.62) = 0.878787878787879 → 0.8788.
    // contact from discovery.contact_cost 0.07: net = round(0.8788 − 0.07, 4) = 0.8088.
    let r = grade_input(&UpliftInput { result: InputFile::new("result.json", &fixture("result_harness.json")), ..Default::default() });
    assert_eq!(r.task, "refund-triage:hard");
    assert_eq!(r.uplift, Some(0.8788));
    assert_eq!(r.contact_cost, Some(0.07));
    assert_eq!(r.uplift_net, Some(0.8088));
    assert_eq!((r.verdict, r.points), (Verdict::Accepted, Some(80.0)));
    assert!(r.diagnostics.is_empty(), "{:?}", r.diagnostics);

    // A tampered `uplift` is reported and replaced by the recomputation.
    let tampered = fixture("result_harness.json").replace("\"uplift\": 0.8788", "\"uplift\": 0.95");
    let r = grade_input(&UpliftInput { result: InputFile::new("result.json", &tampered), ..Default::default() });
    assert_eq!(r.uplift, Some(0.8788));
    assert_eq!(codes(&r), ["uplift/recomputed-differs"]);
    assert_eq!(r.diagnostics[0].location.line, Some(10));
    assert!(r.valid);

    // A contact cost given directly wins over the recorded one.
    let r = grade_input(&UpliftInput {
        result: InputFile::new("result.json", &fixture("result_harness.json")),
        contact_cost: Some(0.0),
        ..Default::default()
    });
    // net = round(0.8788 − 0, 4) = 0.8788, and the recorded uplift_net 0.8088 now differs.
    assert_eq!(r.uplift_net, Some(0.8788));
    assert_eq!(codes(&r), ["uplift/recomputed-differs"]);
}

#[test]
fn report_json_keeps_the_harness_fields_first_in_order() {
    let text = serde_json::to_string(&graded(180.0, 100.0, 200.0, 0.0)).unwrap();
    let keys = [
        "\"kind\":\"uplift\"",
        "\"file\":\"result.json\"",
        "\"task\":",
        "\"kpi\":",
        "\"kpi_baseline\":",
        "\"kpi_oracle\":",
        "\"uplift\":",
        "\"uplift_bounded\":",
        "\"incidents\":",
        "\"contact_cost\":",
        "\"uplift_net\":",
        "\"verdict\":\"accepted\"",
        "\"points\":80",
        "\"points_display\":\"80\"",
        "\"valid\":true",
        "\"validity_score\":1.0,",
        "\"error_info\":",
        "\"exact\":",
        "\"ladder\":",
        "\"contact_source\":\"given\"",
        "\"contact_lines\":",
        "\"diagnostics\":",
        "\"diagnostic_groups\":",
    ];
    let positions: Vec<usize> = keys.iter().map(|k| text.find(k).unwrap_or_else(|| panic!("{k} in {text}"))).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{text}");
    // Like every report: `kind`, then `file`, then the server's fields.
    assert!(text.starts_with(r#"{"kind":"uplift","file":"result.json","task":"t","kpi":180.0,"#), "{text}");

    // An unreadable result names its file too, and is a float 0.0.
    let r = grade_input(&UpliftInput { result: InputFile::new("runs/r1.json", "{"), ..Default::default() });
    let text = serde_json::to_string(&r).unwrap();
    assert!(text.starts_with(r#"{"kind":"uplift","file":"runs/r1.json","task":"runs/r1.json","kpi":null,"#), "{text}");
    assert!(text.contains(r#""valid":false,"validity_score":0.0,"#), "{text}");
}
