//! FDE-Bench 004, 028 and 034's scoring in the prediction kind: composite terms over
//! the reference's normalisers, `np.percentile`, under-forecasts, pandas' group means,
//! skill against zero, F1 of hits, and 028's template (its rows scored, missing truth
//! 0, checks against it). The manifests are the cases' own with the `parse_time` step
//! replaced by `to_str` (what `peers/no-time/` holds), and 028's own (datetime64 keys);
//! expected values are the Python peer's (`peers/prediction_terms_cases.py` makes these
//! same files; its batch, `fixtures/prediction/no_time_edge_cases.json`, and the
//! generated one are graded in `prediction_peer.rs`).

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::diagnostic::codes;
use grader::prediction::{PredictionCase, PredictionReport};
use grader::{CaseGrader, Report};
use serde_json::json;

fn manifest(dir: &str) -> CaseManifest {
    let path = format!("{}/../../cases-fdebench/{dir}/case.json", env!("CARGO_MANIFEST_DIR"));
    parse_manifest(&std::fs::read(path).unwrap(), "case.json").unwrap()
}

/// The case's manifest with its `parse_time` step replaced by `to_str` (text keys).
fn no_time(dir: &str) -> CaseManifest {
    let mut m = manifest(dir);
    for step in m.parameters["checks"].as_array_mut().unwrap() {
        if step["step"] == "parse_time" {
            *step = json!({"step": "to_str", "columns": [step["column"].clone()], "strip": true, "frame": step["frame"].clone()});
        }
    }
    m
}

fn load(m: &CaseManifest, truth: &str, template: Option<&str>) -> Result<CaseGrader, Vec<grader::Diagnostic>> {
    let name = m.parameters["truth"]["file"].as_str().unwrap().to_string();
    match (template, m.parameters["template"]["file"].as_str()) {
        (Some(t), Some(template)) => PredictionCase::load_with_template(m, (&name, truth.as_bytes()), Some((template, t.as_bytes())), None)
            .map(CaseGrader::Prediction),
        _ => CaseGrader::load(CaseKind::Prediction, Some(m), Some((&name, truth.as_bytes())), None),
    }
}

fn grade(m: &CaseManifest, truth: &str, template: Option<&str>, sub: &str) -> PredictionReport {
    let Report::Prediction(r) = load(m, truth, template).unwrap().grade(sub.as_bytes(), "predictions.csv", &[]) else { panic!() };
    r
}

#[test]
fn the_real_manifests_load() {
    // 004 and 034 (parse_time with a format) and 028 (without one: datetime64 keys).
    for dir in ["004-day-ahead-power-price", "034-boutique-sku-sales"] {
        assert!(load(&manifest(dir), "a\n1\n", None).is_ok(), "{dir}");
    }
    assert!(load(&manifest("028-elevator-calls"), "a\n1\n", Some("a\n1\n")).is_ok());
}

#[test]
fn elevator_calls_key_by_the_time_read() {
    // The real 028 manifest: every frame's timestamps are datetime64, so the truth's
    // `2024/03/01 08:00` and the predictions' `2024-03-01T08:00:00` are the template's
    // `2024-03-01 08:00:00`. Peer: the same scores as with text keys (37.4, 1.721305).
    let m = manifest("028-elevator-calls");
    let calls = CALLS.replace("2024-03-0", "2024/03/0").replace(":00:00,", ":00,").replace(":10:00,", ":10,").replace(":20:00,", ":20,");
    let rows: Vec<String> = TEMPLATE.lines().skip(1).map(|l| l.replacen(' ', "T", 1)).collect();
    let sub = |rows: &[String]| {
        format!("timestamp,direction,count\n{}\n", rows.iter().map(|r| format!("{r},1.5")).collect::<Vec<_>>().join("\n"))
    };
    let r = grade(&m, &calls, Some(TEMPLATE), &sub(&rows));
    let v = r.server_view();
    assert_eq!((r.validity_score, r.overall_score, v["player_objective"].clone()), (1.0, 1.721305, json!(37.4)));
    assert_eq!(
        v["metric"],
        json!({"mae_overall": 1.6667, "mae_up": 1.5, "mae_down": 1.8333, "direction_skew": 0.3333, "n_scored": 6, "n_zero_truth_buckets": 3})
    );
    // Peer: 30 seconds later is another key (one missing, one extra: two problems); NaT
    // is null; another spelling of a listed minute repeats it; a value the guessed
    // format does not read is NaT (errors="coerce"): one problem each.
    for (row, text, problems) in
        [(5, "2024-03-01T08:20:30,下行", 2), (5, "NaT,下行", 1), (5, "2024-03-01T08:00:00,下行", 1), (3, "2024-03-01 08:10,下行", 1)]
    {
        let mut changed = rows.clone();
        changed[row] = text.to_string();
        let r = grade(&m, &calls, Some(TEMPLATE), &sub(&changed));
        assert_eq!((r.validity_score, r.server_view()["error_info"].clone()), (0.0, json!({"schema": problems})), "{text}");
    }
}

#[test]
fn power_prices_weigh_tails_and_under_forecasts() {
    // Peer: MAE 45.625, p95 103.125 and p99 110.625 (numpy's linear interpolation of
    // the sorted errors 15, 10, 50, 112.5 with -5 clipped to 0), under-forecast above
    // 800 of 56.25; weighted over the reference's values: 0.278062, score 1.726376.
    let m = no_time("004-day-ahead-power-price");
    let h = "date,time,clear_da\n";
    let truth = format!("{h}2024-09-01,00:15,812.5\n2024-09-01,00:30,300\n2024-09-01,00:45,950\n2024-09-01,01:00,10\n");
    let sub = format!("{h}2024-09-01,00:15,700\n2024-09-01,00:30,310\n2024-09-01,00:45,1000\n2024-09-01,01:00,-5\n");
    let r = grade(&m, &truth, None, &sub);
    let v = r.server_view();
    assert_eq!((r.validity_score, r.overall_score), (1.0, 1.726376));
    assert_eq!(v["combined_score"], 0.278062);
    assert_eq!(v["metrics"], json!({"MAE": 45.625, "p95": 103.125, "p99": 110.625, "hi_short": 56.25, "n": 4, "n_high": 2}));
    // No truth row with a price: np.percentile of nothing raises (validity stays 1).
    let r = grade(&m, &format!("{h}2024-09-01,00:15,\n"), None, &format!("{h}2024-09-01,00:15,850\n"));
    assert_eq!((r.validity_score, r.overall_score), (1.0, 0.0));
    assert_eq!(r.server_view()["error_info"], json!({"exception": 1}));
}

const TEMPLATE: &str = "timestamp,direction\n2024-03-01 08:00:00,上行\n2024-03-01 08:00:00,下行\n2024-03-01 08:10:00,上行\n\
                        2024-03-01 08:10:00,下行\n2024-03-01 08:20:00,上行\n2024-03-01 08:20:00,下行\n";
const CALLS: &str = "timestamp,direction,count\n2024-03-01 08:00:00,上行,3\n2024-03-01 08:00:00,下行,1\n2024-03-01 08:10:00,上行,\n\
                     2024-03-01 08:20:00,下行,5\n2024-03-02 00:00:00,上行,9\n";

#[test]
fn elevator_calls_score_the_templates_rows() {
    let m = no_time("028-elevator-calls");
    // Without its template the case does not load.
    let d = load(&m, CALLS, None).unwrap_err();
    assert_eq!(d[0].code, codes::CASE_MISSING_FILE);
    assert_eq!(d[0].location.field.as_deref(), Some("parameters.template.file"));
    // 1.5 everywhere. Peer: the truth of the template's rows is 3, 1, 0 (an empty
    // cell), 0 and 0 (absent), 5; MAE up 1.5, down 1.8333; 100 / (1 + 1.6667) - 0.3 x
    // 0.3333 = 37.4; three zero buckets; 37.4 / 21.727699 = 1.721305.
    let rows: String = TEMPLATE.lines().skip(1).map(|l| format!("{l},1.5\n")).collect();
    let r = grade(&m, CALLS, Some(TEMPLATE), &format!("timestamp,direction,count\n{rows}"));
    let v = r.server_view();
    assert_eq!((r.validity_score, r.overall_score, v["player_objective"].clone()), (1.0, 1.721305, json!(37.4)));
    assert_eq!(
        v["metric"],
        json!({"mae_overall": 1.6667, "mae_up": 1.5, "mae_down": 1.8333, "direction_skew": 0.3333, "n_scored": 6, "n_zero_truth_buckets": 3})
    );
    // A row the template does not list, and one of its rows missing: two problems.
    let mut lines: Vec<String> = TEMPLATE.lines().skip(1).map(|l| format!("{l},1")).collect();
    lines[5] = "2024-03-09 08:00:00,上行,2".into();
    let r = grade(&m, CALLS, Some(TEMPLATE), &format!("timestamp,direction,count\n{}\n", lines.join("\n")));
    assert_eq!((r.validity_score, r.server_view()["error_info"].clone()), (0.0, json!({"schema": 2})));
}

#[test]
fn boutique_sales_half_skill_half_hits() {
    // Peer: skill 1 - 0.4975 / 1 = 0.5025, F1 1 (0.5 counts as a sale, 0.49 does not),
    // objective 0.75125, 0.75125 / 0.193193 = 3.888598.
    let m = no_time("034-boutique-sku-sales");
    let truth =
        "date,boutique_id,product_id,sales_qty\n2024-01-01,S1,P001,1\n2024-01-01,S1,P002,0\n2024-01-02,S2,P001,3\n2024-01-02,7,8,0\n";
    let sub = "date,boutique_id,product_id,predicted_qty\n2024-01-01,S1,P001,0.5\n2024-01-01,S1,P002,0.49\n2024-01-02,S2,P001,2\n2024-01-02,7,8,0\n";
    let r = grade(&m, truth, None, sub);
    let v = r.server_view();
    assert_eq!(
        (r.overall_score, v["qty_score"].clone(), v["hit_f1"].clone(), v["mae"].clone()),
        (3.888598, json!(0.5025), json!(1.0), json!(0.4975))
    );
}
