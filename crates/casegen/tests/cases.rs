//! `cases-public/` is exactly what the generator makes, and each example submission
//! lands where its idea predicts on its case's score ladder.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use casegen::out::Files;
use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::routing::RoutingManifest;
use grader::routing::{self, RoutingReport, Stage};

fn generated() -> &'static Files {
    static FILES: OnceLock<Files> = OnceLock::new();
    FILES.get_or_init(casegen::generate_all)
}

fn cases_public() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../cases-public")
}

fn files_under(dir: &Path, rel: &str, out: &mut Vec<String>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let e = e.unwrap();
        let name = format!("{rel}{}", e.file_name().to_string_lossy());
        if e.file_type().unwrap().is_dir() {
            files_under(&e.path(), &format!("{name}/"), out);
        } else {
            out.push(name);
        }
    }
}

#[test]
fn cases_public_is_exactly_what_the_generator_makes() {
    let files = generated();
    let root = cases_public();
    for (rel, bytes) in files {
        let on_disk = std::fs::read(root.join(rel)).unwrap_or_else(|e| panic!("cases-public/{rel}: {e}; run `cargo run -p casegen`"));
        assert!(on_disk == *bytes, "cases-public/{rel} differs from the generator's output; run `cargo run -p casegen`");
    }
    let mut disk = Vec::new();
    files_under(&root, "", &mut disk);
    disk.sort();
    let extra: Vec<&String> = disk.iter().filter(|f| *f != "README.md" && !files.contains_key(*f)).collect();
    assert!(extra.is_empty(), "files in cases-public/ the generator does not make: {extra:?}");
    assert!(disk.iter().any(|f| f == "README.md"), "cases-public/README.md documents the format");
}

#[test]
fn generation_is_deterministic() {
    assert!(casegen::generate_all() == *generated());
}

fn manifest(id: &str) -> CaseManifest {
    let bytes = &generated()[&format!("{id}/case.json")];
    parse_manifest(bytes, "case.json").unwrap()
}

#[test]
fn every_manifest_names_files_that_exist() {
    let files = generated();
    let ids: std::collections::BTreeSet<&str> = files.keys().filter_map(|k| k.split_once('/').map(|(a, _)| a)).collect();
    assert!(ids.contains("routing-city"));
    for id in ids {
        let m = manifest(id);
        assert_eq!(m.id, id);
        assert!(!m.rules.is_empty() && !m.submissions.is_empty() && m.reference.value > 0.0, "{id}");
        for f in m.files.values().chain(m.submissions.iter().map(|s| &s.file)).chain(m.submissions.iter().flat_map(|s| &s.extra_files)) {
            assert!(files.contains_key(&format!("{id}/{f}")), "{id}: case.json names {f}, which is not generated");
        }
        assert!(m.submissions.iter().all(|s| s.expect.is_some()), "{id}: every example says what it should score");
    }
}

fn routing_reports(id: &str) -> (CaseManifest, Vec<RoutingReport>) {
    let m = manifest(id);
    assert_eq!(m.kind, CaseKind::Routing);
    let files = generated();
    let params = m.routing_params().unwrap();
    let csv = &files[&format!("{id}/{}", m.files["customers"])];
    let case = routing::parse_customers(csv, "customers.csv", params).unwrap();
    let reports = m.submissions.iter().map(|s| routing::grade(&case, &files[&format!("{id}/{}", s.file)], &s.file)).collect();
    (m, reports)
}

/// Scores rise strictly with the rung; rung 0 is rejected with score 0.
fn assert_ladder(m: &CaseManifest, scores: &[f64]) {
    for (a, sa) in m.submissions.iter().zip(scores) {
        let ea = a.expect.as_ref().unwrap();
        if ea.rung == 0 {
            assert_eq!(*sa, 0.0, "{} is on rung 0 but scores {sa}", a.file);
        }
        for (b, sb) in m.submissions.iter().zip(scores) {
            let eb = b.expect.as_ref().unwrap();
            if ea.rung < eb.rung {
                assert!(sa < sb, "{} (rung {}, {sa}) should score below {} (rung {}, {sb})", a.file, ea.rung, b.file, eb.rung);
            }
        }
    }
}

#[test]
fn routing_city_examples_land_on_the_ladder() {
    let (m, reports) = routing_reports("routing-city");
    let files: Vec<&str> = m.submissions.iter().map(|s| s.file.as_str()).collect();
    assert_eq!(
        files,
        [
            "submissions/1-nine-trucks.json",
            "submissions/2-depot-at-both-ends.json",
            "submissions/3-nine-routes-and-three-empty.json",
            "submissions/4-nearest-neighbour-fill.json",
            "submissions/5-weight-balanced-sweep.json",
            "submissions/6-reference.json",
        ]
    );
    for (s, r) in m.submissions.iter().zip(&reports) {
        let e = s.expect.as_ref().unwrap();
        assert_eq!(r.valid, e.verdict == "valid", "{}", s.file);
        let stage = r.rejected_by.map(|st| serde_json::to_value(st).unwrap().as_str().unwrap().to_string());
        assert_eq!(stage, e.failed_check, "{}", s.file);
    }
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    assert_ladder(&m, &scores);
    let [nine, depot, nine_empty, nn, sweep, reference] = &reports[..] else { unreachable!() };
    // Rejected for the right reasons.
    assert_eq!(nine.rejected_by, Some(Stage::Vehicles));
    assert_eq!(nine.n_routes, Some(9));
    assert!(nine.routes.iter().all(|r| r.load_kg <= 7125.0), "the 9-truck plan fits the trucks");
    assert_eq!(depot.rejected_by, Some(Stage::Schema));
    assert!(depot.diagnostics.iter().any(|d| d.code == "routing/depot-in-route"));
    assert_eq!(depot.diagnostics.iter().filter(|d| d.code == "routing/depot-in-route").count(), 24);
    // 9 + 3 empty: clean geometry, the balance term is the whole longest route.
    let e = nine_empty.exact.unwrap();
    assert_eq!(nine_empty.routes.iter().filter(|r| r.stops.is_empty()).count(), 3);
    assert_eq!(e.min_route_seconds, 0.0);
    assert_eq!((nine_empty.hull_intrusions, nine_empty.segment_crossings), (Some(0), Some(0)));
    // Nearest-neighbour fill: messy geometry.
    assert!(
        nn.hull_intrusions.unwrap() > 1000 && nn.segment_crossings.unwrap() > 100,
        "{:?} {:?}",
        nn.hull_intrusions,
        nn.segment_crossings
    );
    // Weight-balanced sweep: clean geometry, balanced on the wrong measure.
    let e = sweep.exact.unwrap();
    assert_eq!((sweep.hull_intrusions, sweep.segment_crossings), (Some(0), Some(0)));
    assert!(e.max_route_seconds - e.min_route_seconds > 3600.0, "far wedges take over an hour longer");
    let loads: Vec<f64> = sweep.routes.iter().map(|r| r.load_kg).collect();
    let (lmax, lmin) = (loads.iter().copied().fold(0.0, f64::max), loads.iter().copied().fold(f64::MAX, f64::min));
    assert!(lmax - lmin < 200.0, "weights are balanced: {loads:?}");
    // The reference: verified by the grader itself.
    let e = reference.exact.unwrap();
    assert!(reference.valid);
    assert_eq!(reference.n_routes, Some(12));
    assert_eq!(reference.hull_intrusions, Some(0));
    assert_eq!(reference.segment_crossings, Some(0));
    assert!(e.max_route_seconds - e.min_route_seconds < 120.0);
    assert!(e.max_route_seconds - e.min_route_seconds < 5.0, "the solver evens routes out to seconds");
    assert!(reference.routes.iter().all(|r| !r.stops.is_empty() && r.load_kg <= 7125.0));
    assert_eq!(reference.routes.iter().map(|r| r.stops.len()).sum::<usize>(), 1334);
    assert_eq!(e.cost, m.reference.value);
    assert_eq!(e.score, 1.0);
    assert_eq!(reference.overall_score, 1.0);
}

#[test]
fn routing_city_data_is_shaped_like_the_benchmark() {
    let m = manifest("routing-city");
    let csv = std::str::from_utf8(&generated()["routing-city/customers.csv"]).unwrap();
    assert!(csv.starts_with("网点编码,门店经度,门店纬度,总重量,区域类型\n0,"));
    let case = routing::parse_customers(csv.as_bytes(), "customers.csv", m.routing_params().unwrap()).unwrap();
    assert_eq!(case.stores.len(), 1334);
    assert_eq!(case.distinct_stores(), 1334);
    assert!(case.warnings.is_empty());
    let trucks = case.total_weight() / 7125.0;
    assert!((trucks - 8.5).abs() < 0.01, "{trucks}");
    // The depot is north-west of every store.
    assert!(case.stores.iter().all(|s| s.lon > case.depot.lon && s.lat < case.depot.lat));
    let p = m.routing_params().unwrap();
    assert_eq!((p.trunk_speed_kmh, p.local_speed_kmh, p.stop_seconds, p.capacity_kg, p.vehicles), (70.0, 35.0, 120.0, 7125.0, 12));
    assert_eq!((p.weights.time, p.weights.balance, p.weights.intrusion, p.weights.crossing), (1.0, 90.0, 600.0, 1800.0));
}

#[test]
fn scorecard_credit_examples_land_on_the_ladder() {
    use grader::scorecard::{self, parse_truth, ScorecardParams};
    let m = manifest("scorecard-credit");
    assert_eq!(m.kind, CaseKind::Scorecard);
    let files = generated();
    let text = |f: &str| std::str::from_utf8(&files[&format!("scorecard-credit/{f}")]).unwrap().to_string();
    let truth = parse_truth(text(&m.files["truth"]).as_bytes(), "truth.csv").unwrap();
    assert_eq!(truth.len(), 120);
    let params: ScorecardParams = serde_json::from_value(m.parameters.clone()).unwrap();
    assert_eq!(params.reference_value, m.reference.value);
    let reports: Vec<_> = m.submissions.iter().map(|s| scorecard::grade(&truth, &params, text(&s.file).as_bytes(), &s.file)).collect();
    for (s, r) in m.submissions.iter().zip(&reports) {
        let e = s.expect.as_ref().unwrap();
        assert_eq!(r.valid, e.verdict == "valid", "{}", s.file);
        assert_eq!(r.failed_check, e.failed_check, "{}", s.file);
    }
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    assert_ladder(&m, &scores);
    let [logistic, boosted, points, logit, rounded] = &reports[..] else { panic!("5 examples") };
    assert_eq!(logistic.overall_score, 1.0);
    assert_eq!(logistic.exact.unwrap().combined, m.reference.value);
    assert!(logistic.auc.unwrap() > 0.85, "a useful model: AUC {:?}", logistic.auc);
    assert!(boosted.overall_score < 1.0);
    assert_eq!(points.failed_check.as_deref(), Some("out-of-range"));
    assert_eq!(logit.failed_check.as_deref(), Some("out-of-range"));
    // Rounding to 0.1: 11 bands, and both metrics lose to the unrounded probabilities.
    assert_eq!(rounded.n_bands, 11);
    assert_eq!(logistic.n_bands, 120);
    assert!(rounded.auc.unwrap() < logistic.auc.unwrap());
    assert!(rounded.ks.unwrap() < logistic.ks.unwrap(), "KS loss from banding");
    // The data: about a quarter default, in both sets.
    let train = text("train.csv");
    let defaults = train.lines().skip(1).filter(|l| l.ends_with(",1")).count();
    assert_eq!(train.lines().count() - 1, 280);
    assert!((0.18..0.32).contains(&(defaults as f64 / 280.0)), "{defaults}");
    let p = truth.n_positive() as f64 / 120.0;
    assert!((0.18..0.35).contains(&p), "{p}");
    assert_eq!(text("test.csv").lines().count() - 1, 120);
    assert!(!text("test.csv").lines().next().unwrap().contains("default"), "the test set has no labels");
}

#[test]
fn uplift_engagements_end_as_expected() {
    use grader::uplift::{grade_input, InputFile, UpliftInput, Verdict};
    let files = generated();
    let ids: Vec<String> = files
        .keys()
        .filter(|k| k.ends_with("/case.json"))
        .map(|k| k.trim_end_matches("/case.json").to_string())
        .filter(|id| manifest(id).kind == CaseKind::Uplift)
        .collect();
    assert!(ids.len() >= 2, "{ids:?}");
    for id in ids {
        let m = manifest(&id);
        let text = |f: &str| std::str::from_utf8(&files[&format!("{id}/{f}")]).unwrap().to_string();
        let mut verdicts = Vec::new();
        let mut scores = Vec::new();
        for s in &m.submissions {
            let input = UpliftInput {
                result: InputFile::new(&s.file, &text(&s.file)),
                contact_cost: None,
                ask_log: Some(InputFile::new(&s.extra_files[0], &text(&s.extra_files[0]))),
                costs: Some(InputFile::new("people.json", &text(&m.files["people"]))),
                ..Default::default()
            };
            let r = grade_input(&input);
            assert!(r.valid, "{id} {}: {:?}", s.file, r.diagnostics);
            // The logged costs are exactly what the case's rules charge.
            assert!(r.diagnostics.is_empty(), "{id} {}: {:?}", s.file, r.diagnostics);
            let e = s.expect.as_ref().unwrap();
            let v = serde_json::to_value(r.verdict).unwrap();
            assert_eq!(v.as_str(), Some(e.verdict.as_str()), "{id} {}", s.file);
            assert_eq!(r.kpi_oracle, Some(m.reference.value));
            verdicts.push(r.verdict);
            scores.push(r.uplift_net.unwrap());
            if e.step == "below baseline" {
                assert!(r.uplift.unwrap() < 0.0, "{id} {}", s.file);
            }
            // What the example's text says (in every language) is what the grader computes.
            let cost = r.contact_cost.unwrap_or(0.0);
            let net = r.uplift_net.unwrap();
            let uplift = if r.verdict == Verdict::Incident { 0.0 } else { r.uplift.unwrap() };
            let text_of = |lang: &str| -> String {
                let doc: serde_json::Value = serde_json::from_slice(&files[&format!("{id}/case.json")]).unwrap();
                let t = if lang == "en" { &doc["submissions"] } else { &doc["i18n"][lang]["examples"] };
                match t {
                    serde_json::Value::Array(a) => a.iter().find(|x| x["file"] == s.file.as_str()).map(|x| x["teaches"].clone()),
                    o => Some(o[s.file.as_str()]["teaches"].clone()),
                }
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default()
            };
            for lang in ["en", "zh", "ko", "id"] {
                let t = text_of(lang);
                let said = numbers_in(&t);
                // To 4 decimals, as the report's table shows them: a value rounded further
                // (0.1 for 0.12) would let `uplift − cost = net` fail on the page.
                let states = |v: f64| said.iter().any(|&x| (x - (v * 1e4).round() / 1e4).abs() < 1e-9);
                assert!(states(net), "{id} {} ({lang}) does not state its net {net}: {t}", s.file);
                assert!(states(uplift), "{id} {} ({lang}) does not state its uplift {uplift}: {t}", s.file);
                // The cost is stated, or is all the net is (uplift 0).
                assert!(
                    states(cost) || (uplift == 0.0 && states(-cost)),
                    "{id} {} ({lang}) does not state its contact cost {cost}: {t}",
                    s.file
                );
            }
        }
        assert_ladder_strict(&m, &scores);
        for want in [Verdict::Accepted, Verdict::Rejected, Verdict::Incident] {
            assert!(verdicts.contains(&want), "{id} has an example ending {want:?}");
        }
    }
}

/// The numbers written in `text` (`−0.3416`; `51,900` is 51900, a grouping comma;
/// `1,0` is 1.0, Indonesian's decimal comma).
fn numbers_in(text: &str) -> Vec<f64> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || (i > 0 && chars[i - 1].is_ascii_digit()) {
            i += 1;
            continue;
        }
        let negative = i > 0 && (chars[i - 1] == '−' || chars[i - 1] == '-');
        let (mut int, mut frac) = (String::new(), String::new());
        while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == ',' || chars[i] == '.') {
            let c = chars[i];
            let run = chars[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
            if c.is_ascii_digit() {
                if frac.is_empty() {
                    int.push(c)
                } else {
                    frac.push(c)
                }
            } else if run == 0 || !frac.is_empty() {
                break;
            } else if c == ',' && run == 3 {
                // A grouping comma: 51,900.
            } else {
                frac.push('.');
            }
            i += 1;
        }
        let x: f64 = format!("{int}{frac}").parse().unwrap();
        out.push(if negative { -x } else { x });
    }
    out
}

/// Uplift scores can be negative: only the order is asserted.
fn assert_ladder_strict(m: &CaseManifest, scores: &[f64]) {
    for (a, sa) in m.submissions.iter().zip(scores) {
        for (b, sb) in m.submissions.iter().zip(scores) {
            if a.expect.as_ref().unwrap().rung < b.expect.as_ref().unwrap().rung {
                assert!(sa < sb, "{} ({sa}) should score below {} ({sb})", a.file, b.file);
            }
        }
    }
}

/// The prediction cases: each example rejected by the check its manifest names, or
/// valid on its rung; the reference example scores exactly 1.
#[test]
fn prediction_examples_land_on_the_ladder() {
    let files = generated();
    let specs = casegen::prediction::specs();
    assert_eq!(specs.len(), 5);
    for spec in &specs {
        let m = manifest(spec.id);
        assert_eq!(m.kind, CaseKind::Prediction);
        let truth = m.parameters["truth"]["file"].as_str().unwrap();
        let truth_text = String::from_utf8(files[&format!("{}/{truth}", m.id)].clone()).unwrap();
        let mut scores = Vec::new();
        for s in &m.submissions {
            let csv = String::from_utf8(files[&format!("{}/{}", m.id, s.file)].clone()).unwrap();
            let r = casegen::prediction::grade(&m, (truth, &truth_text), &csv, &s.file);
            let e = s.expect.as_ref().unwrap();
            assert_eq!(r.valid, e.verdict == "valid", "{}: {}", m.id, s.file);
            assert_eq!(r.failed_check, e.failed_check, "{}: {}", m.id, s.file);
            if s.file == m.files["reference"] {
                assert_eq!(r.overall_score, 1.0, "{}: the reference scores 1", m.id);
            }
            scores.push(r.overall_score);
        }
        assert_ladder(&m, &scores);
        // Two to three broken examples, then at least four valid rungs.
        let rungs: std::collections::BTreeSet<u32> = m.submissions.iter().map(|s| s.expect.as_ref().unwrap().rung).collect();
        assert_eq!(rungs.into_iter().collect::<Vec<_>>(), [0, 1, 2, 3, 4], "{}", m.id);
    }
}

/// Every value of `key` anywhere in `v` (objects and lists walked).
fn values_of(v: &serde_json::Value, key: &str, out: &mut std::collections::BTreeSet<String>) {
    match v {
        serde_json::Value::Object(o) => {
            for (k, x) in o {
                if k == key {
                    if let Some(s) = x.as_str() {
                        out.insert(s.to_string());
                    }
                }
                values_of(x, key, out);
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| values_of(x, key, out)),
        _ => {}
    }
}

/// Together the prediction cases use every metric, combination, objective, transform,
/// mask, mapping form and option, engine and check step the Rust grader built when
/// they were made (the lists below), so the site shows each at work.
#[test]
fn prediction_cases_use_everything_the_grader_builds() {
    use std::collections::BTreeSet;
    let params: Vec<serde_json::Value> = casegen::prediction::specs().iter().map(|s| manifest(s.id).parameters.clone()).collect();
    let all = serde_json::Value::Array(params.clone());
    let used = |key: &str| {
        let mut out = BTreeSet::new();
        values_of(&all, key, &mut out);
        out
    };
    let want = |key: &str, names: &[&str]| {
        let have = used(key);
        let missing: Vec<&&str> = names.iter().filter(|n| !have.contains(**n)).collect();
        assert!(missing.is_empty(), "no prediction case uses {key} {missing:?}");
    };
    // The prediction kind's metrics (kind-prediction's spec::Metric) as of this writing.
    want(
        "metric",
        &[
            "mae",
            "rmse",
            "mape_pct",
            "ape_pct_mean",
            "wape",
            "smape",
            "one_minus_wape",
            "r2",
            "mre_clip",
            "mean_resolution_ratio",
            "rows",
            "rows_truth_above",
            "under_forecast_above",
            "mae_pandas",
            "scaled_inverse_one_plus_mae",
            "skill_vs_zero_mae",
            "f1_hits",
            "truth_weighted_rmse",
        ],
    );
    want("form", &["value_over_reference", "reference_over_value"]);
    want("if", &["value_gt", "ref_gt"]);
    want("combine", &["single", "np_mean", "py_weighted_sum"]);
    want("objective", &["inverse_one_plus"]);
    want("transform", &["log1p_clip0"]);
    want("mask", &["truth_not_nan", "truth_positive"]);
    want("empty", &["zero", "skip"]);
    want("engine", &["pandas", "csv_module"]);
    want("direction", &["lower_is_better", "higher_is_better"]);
    want(
        "step",
        &[
            "to_numeric",
            "require_not_null",
            "require_finite",
            "require_in_set",
            "require_each",
            "require_within",
            "cast_int",
            "to_str",
            "require_unique",
            "require_covers_truth",
            "require_no_extra",
            "require_join_complete",
            "first_of",
            "all_of",
        ],
    );
    want("source", &["objective", "combined", "reference", "per_target", "per_target_detail", "truth_rows", "truth_count", "per_group"]);
    want("order", &["predictions"]);
    let rules: Vec<&serde_json::Value> = params.iter().flat_map(|p| p["mapping"].as_object().unwrap().values()).collect();
    assert!(rules.iter().any(|r| r.get("clamp_min").is_some()), "a mapping with clamp_min");
    assert!(rules.iter().any(|r| r["floor"].is_number()), "a fixed floor");
    assert!(rules.iter().any(|r| r["floor"].is_object()), "a floor measured on the rows");
    assert!(rules.iter().any(|r| r["guard"]["else"].is_object()), "a nested guard");
    assert!(params.iter().any(|p| p["score"]["terms"].is_array() && p["score"]["clamp_min"].is_number()), "a composite score");
    assert!(params.iter().any(|p| p["score"]["nan_to_zero"] == true), "nan_to_zero");
    assert!(params.iter().any(|p| p["score"]["group_by"].is_object()), "a group-by score");
    assert!(params.iter().any(|p| p["join"]["sort_by_keys"] == true), "a sorted join");
    for key in ["count_truth_eq", "truth_nunique", "object"] {
        let found = params.iter().flat_map(|p| p["report"].as_array().unwrap()).any(|r| r["source"].get(key).is_some());
        assert!(found, "a report source {key}");
    }
    assert!(params.iter().any(|p| p.get("report_always").is_some()), "report_always");
}
