//! The report as a whole: spec §2's check value, rounding, the JSON shape, reading
//! (BOM, CRLF, quotes, extra columns and rows), and "never panics".

use grader::scorecard::{grade, parse_truth, KsAt, ScorecardParams, ScorecardReport, Truth};

fn small_truth() -> Truth {
    parse_truth(include_bytes!("fixtures/scorecard/small_truth.csv"), "truth.csv").unwrap()
}

#[test]
fn spec_check_value_on_a_public_shaped_case() {
    // See fixtures/scorecard/README.md for how the 120 rows are built.
    let truth = parse_truth(include_bytes!("fixtures/scorecard/public_shape_truth.csv"), "truth.csv").unwrap();
    let preds = include_bytes!("fixtures/scorecard/public_shape_predictions.csv");
    let r = grade(&truth, &ScorecardParams::default(), preds, "predictions.csv");
    assert!(r.valid, "{:#?}", r.diagnostics);
    assert_eq!((r.n_truth, r.n_positive, r.n_negative, r.n_rows), (120, 33, 87, 120));
    // Spec: AUC 0.926506, KS 0.804598 (= 70/87), combined 0.865552, score 1.0.
    assert_eq!(r.auc, Some(0.926506));
    assert_eq!(r.ks, Some(0.804598));
    assert_eq!(r.player_objective, Some(0.865552));
    assert_eq!((r.overall_score, r.quality_score, r.validity_score), (1.0, 1.0, 1.0));
    // Unrounded: AUC = 2660/2871 (one division), KS = |33/33 − 17/87|.
    let exact = r.exact.unwrap();
    assert_eq!(exact.auc, 2660.0 / 2871.0);
    assert_eq!(exact.ks, 1.0 - 17.0 / 87.0);
    assert_eq!(exact.combined, 0.5 * exact.auc + 0.5 * exact.ks);
    assert_eq!(exact.score, exact.combined / 0.865552);
    assert!(exact.score > 1.0 && exact.score < 1.000001, "no cap, rounds to 1.0");
    assert_eq!(r.n_bands, 61);
    assert_eq!(r.roc.len(), 62);
    assert_eq!(r.ks_at, Some(KsAt { threshold: 0.8025, tpr: 1.0, fpr: 17.0 / 87.0, index: 26 }));
    assert_eq!((r.roc[0].tpr, r.roc[0].fpr, r.roc[0].threshold), (0.0, 0.0, None));
    assert_eq!((r.roc[61].tpr, r.roc[61].fpr), (1.0, 1.0));
    assert_eq!(r.roc.iter().map(|p| p.rows).sum::<usize>(), 120);
    assert_eq!(r.roc.iter().map(|p| p.defaults).sum::<usize>(), 33);
}

#[test]
fn score_has_no_cap_and_follows_the_reference() {
    // Small case: combined = 0.5·8/9 + 0.5·(1 − 1/3) = 0.7777777777777778.
    let preds = include_bytes!("fixtures/scorecard/small_predictions.csv");
    let r = grade(&small_truth(), &ScorecardParams::default(), preds, "p.csv");
    assert_eq!(r.player_objective, Some(0.777778));
    // 0.7777777777777778 / 0.865552 = 0.89859162...
    assert_eq!(r.overall_score, 0.898592);
    let half = ScorecardParams { reference_value: 0.5 };
    let r = grade(&small_truth(), &half, preds, "p.csv");
    assert_eq!(r.overall_score, 1.555556); // 1.5555555555555556, above 1: no cap
    assert_eq!(r.reference_value, 0.5);
    for bad in [0.0, -1.0, f64::NAN] {
        let r = grade(&small_truth(), &ScorecardParams { reference_value: bad }, preds, "p.csv");
        assert!(r.valid);
        assert_eq!(r.overall_score, 0.0);
        assert_eq!(r.player_objective, Some(0.777778));
    }
}

#[test]
fn bom_crlf_quotes_extra_columns_and_rows() {
    let plain = grade(&small_truth(), &ScorecardParams::default(), include_bytes!("fixtures/scorecard/small_predictions.csv"), "p.csv");
    let fixture: &[u8] = include_bytes!("fixtures/scorecard/small_predictions_bom_crlf.csv");
    // pandas keeps the quoted `" A3 "` as written, spaces included (a text column):
    // A3 has no row, ` A3 ` is one more extra row (tests/scorecard_pandas.rs).
    let as_written = grade(&small_truth(), &ScorecardParams::default(), fixture, "p.csv");
    assert!(!as_written.valid);
    assert_eq!(as_written.failed_check.as_deref(), Some("missing-id"));
    assert_eq!((as_written.n_rows, as_written.n_extra_rows), (8, 3));
    // With the id written `"A3"`, BOM, CRLF, quotes, a blank line, a quoted line break
    // and extra columns and rows read exactly as the plain file does.
    let text = String::from_utf8(fixture.to_vec()).unwrap();
    let messy = grade(&small_truth(), &ScorecardParams::default(), text.replace("\" A3 \"", "\"A3\"").as_bytes(), "p.csv");
    assert!(messy.valid, "{:#?}", messy.diagnostics);
    assert_eq!(messy.exact, plain.exact);
    assert_eq!(messy.roc, plain.roc);
    assert_eq!((messy.n_rows, messy.n_extra_rows), (8, 2));
    let codes: Vec<&str> = messy.diagnostics.iter().map(|d| d.code.as_str()).collect();
    assert_eq!(codes, ["scorecard/extra-rows"]);
    // Z9 is on line 9: the quoted line break inside A3's note takes two lines.
    assert_eq!(messy.diagnostics[0].location.line, Some(9));
}

#[test]
fn json_fields_in_order() {
    let preds = include_bytes!("fixtures/scorecard/small_predictions.csv");
    let r = grade(&small_truth(), &ScorecardParams::default(), preds, "p.csv");
    let v = serde_json::to_value(&r).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    let json = serde_json::to_string(&r).unwrap();
    let expected = [
        "kind",
        "file",
        "server",
        "validity_score",
        "quality_score",
        "overall_score",
        "error_info",
        "auc",
        "ks",
        "player_objective",
        "valid",
        "failed_check",
        "reference_value",
        "exact",
        "n_truth",
        "n_positive",
        "n_negative",
        "n_rows",
        "n_extra_rows",
        "n_bands",
        "roc",
        "ks_at",
        "diagnostics",
        "diagnostic_groups",
    ];
    let mut sorted_keys = keys.clone();
    sorted_keys.sort();
    let mut sorted_expected = expected.to_vec();
    sorted_expected.sort();
    assert_eq!(sorted_keys, sorted_expected);
    // Declaration order is serialisation order.
    let positions: Vec<usize> = expected.iter().map(|k| json.find(&format!("\"{k}\":")).unwrap()).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{json}");
    assert!(json.starts_with(r#"{"kind":"scorecard","file":"p.csv","server":"cpython-3.12 / pandas-2.3.2 / numpy-1.26.4","validity_score":1.0,"quality_score":0.898592,"overall_score":0.898592,"error_info":{"fatal":[],"schema":[],"value":[]},"auc":0.888889,"ks":0.666667,"player_objective":0.777778,"valid":true,"failed_check":null,"reference_value":0.865552,"exact":{"auc":0.8888888888888888,"ks":0.6666666666666667,"combined":0.7777777777777778,"score":0.8985916245098825}"#), "{json}");
    assert!(json.contains(r#""roc":[{"fpr":0.0,"tpr":0.0,"threshold":null,"rows":0,"defaults":0},{"fpr":0.0,"tpr":0.3333333333333333,"threshold":0.9,"rows":1,"defaults":1}"#), "{json}");
    assert!(json.contains(r#""ks_at":{"threshold":0.6,"tpr":1.0,"fpr":0.3333333333333333,"index":2}"#));
}

#[test]
fn invalid_report_json_has_nulls() {
    let r = grade(&small_truth(), &ScorecardParams::default(), b"", "predictions.csv");
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.starts_with(r#"{"kind":"scorecard","file":"predictions.csv","server":"cpython-3.12 / pandas-2.3.2 / numpy-1.26.4","validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":{"fatal":[],"schema":[],"value":[],"exception":"predictions.csv is empty: pandas raises EmptyDataError (No columns to parse from file)"},"auc":null,"ks":null,"player_objective":null,"valid":false,"failed_check":"missing-file","reference_value":0.865552,"exact":null"#), "{json}");
}

#[test]
fn serde_round_trip() {
    for preds in
        [&include_bytes!("fixtures/scorecard/small_predictions_bom_crlf.csv")[..], b"customer_id,prob_default\nA1,x\nA1,700\n", b""]
    {
        let r = grade(&small_truth(), &ScorecardParams::default(), preds, "p.csv");
        let back: ScorecardReport = serde_json::from_str(&serde_json::to_string(&r).unwrap()).unwrap();
        assert_eq!(back, r);
    }
}

#[test]
fn never_panics_on_odd_bytes() {
    // Deterministic junk from an alphabet that hits the CSV and number parsers.
    let alphabet: &[&[u8]] = &[
        b"customer_id",
        b"prob_default",
        b",",
        b"\n",
        b"\r\n",
        b"\"",
        b"A1",
        b"A2",
        b" ",
        b"0.5",
        b"1e999",
        b"-",
        b"nan",
        b"inf",
        b"\xEF\xBB\xBF",
        b"\xff",
        b"700",
        b".",
        b"e",
    ];
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let truth = small_truth();
    for _ in 0..2000 {
        let mut bytes = b"customer_id,prob_default\n".to_vec();
        for _ in 0..(next() % 40) {
            bytes.extend_from_slice(alphabet[(next() % alphabet.len() as u64) as usize]);
        }
        let r = grade(&truth, &ScorecardParams::default(), &bytes, "p.csv");
        assert_eq!(r.valid, r.failed_check.is_none());
        assert_eq!(r.valid, r.error_info.is_empty());
        assert!(serde_json::to_string(&r).is_ok());
    }
}
