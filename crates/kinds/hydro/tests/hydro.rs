//! The hydro kind on plans whose outcome the case fixes: FDE-Bench 029's reference plan
//! scores its public reference energy exactly, and each rule broken alone is reported as
//! the server words it (peers/hydro_peer.py checks thousands more against Python).

use grade_core::kind::Kind;
use kind_hydro::{HydroKind, Num, Stations};

/// FDE-Bench 029's reference dispatch (its energy is the case's public reference value).
const REFERENCE: &str = r#"{"Q_out": [[2054.6268456583493,1985.25389788892,1629.9820916999906,1199.0371895330243,1703.8540441604687,2326.6275737444003,2861.4721471511903],[2371.492899257767,2412.056540724974,2490.650373882141,2651.695315861809,2861.5537310401214,3029.7377105798355,3119.389006684137],[4425.0,4425.0,4425.0,4425.0,4425.0,4425.0,4425.0],[4435.9,4435.9,4435.9,4435.9,4435.9,4435.9,4435.9],[4441.799999999999,4441.799999999999,4441.799999999999,4441.799999999999,4441.799999999999,4441.799999999999,4441.799999999999]]}"#;

fn case() -> kind_hydro::HydroCase {
    HydroKind::load(None, None, None).unwrap()
}

fn server(text: &str) -> String {
    let c = case();
    let r = HydroKind::grade(&c, text.as_bytes(), "sub/solution.json", &[]);
    HydroKind::server_output(&c, &r, Some(text.as_bytes()), "sub/solution.json")
}

fn with(edit: impl Fn(&mut Vec<Vec<serde_json::Value>>)) -> String {
    let mut doc: serde_json::Value = serde_json::from_str(REFERENCE).unwrap();
    let mut q: Vec<Vec<serde_json::Value>> = serde_json::from_value(doc["Q_out"].take()).unwrap();
    edit(&mut q);
    serde_json::json!({ "Q_out": q }).to_string()
}

#[test]
fn the_reference_plan_scores_the_reference_energy() {
    let c = case();
    let r = HydroKind::grade(&c, REFERENCE.as_bytes(), "solution.json", &[]);
    assert!(r.valid, "{:?}", r.diagnostics);
    assert_eq!((r.overall_score, r.player_objective, r.total_energy_wankwh), (1.0, Some(160732.061455), Some(160732.0615)));
    assert_eq!(r.energy_by_station.iter().map(|s| s.energy).collect::<Vec<_>>(), [23308.0615, 43680.0, 60480.0, 11088.0, 22176.0]);
    // Stations C, D and E are capped every day: Python keeps P_MAX's int, so their energy prints without `.0`.
    let out = server(REFERENCE);
    assert!(
        out.contains("\"站点B\": 43680.0,\n") && out.contains("\"站点C\": 60480,\n") && out.ends_with("\"站点E\": 22176\n  }\n}"),
        "{out}"
    );
}

/// Plans one value away from the reference, and the server's `error_info.constraint` for
/// each (CPython 3.12: the messages' rounding, the first eight kept).
#[test]
fn broken_rules_are_worded_as_the_server_words_them() {
    type Edit = fn(&mut Vec<Vec<serde_json::Value>>);
    let cases: [(Edit, &[&str], &str); 4] = [
        (|q| q[3][2] = 4436.0001.into(), &["水量平衡：站点D第3天出库4436.00应~4435.00"], "hydro/water-balance"),
        (|q| q[0][6] = 3000.into(), &["水位下限：站点A 第7天水位1801.273m < 死水位1802m"], "hydro/level-low"),
        (|q| q[1][6] = 2000.into(), &["爬坡约束：站点B 第6→7天变化86.888>52.0"], "hydro/ramp"),
        (
            |q| q[0][0] = 49.94.into(),
            &[
                "水位下限：站点B 第4天水位1089.726m < 死水位1090m",
                "水位下限：站点B 第5天水位1082.828m < 死水位1090m",
                "水位下限：站点B 第6天水位1078.762m < 死水位1090m",
                "水位下限：站点B 第7天水位1077.467m < 死水位1090m",
                "生态流量：站点A 第1天出库49.94<50",
                "爬坡约束：站点A 第1→2天变化165.648>34.0",
                "爬坡约束：站点A 第2→3天变化35.776>34.0",
                "爬坡约束：站点A 第3→4天变化37.850>34.0",
            ],
            "hydro/eco-flow",
        ),
    ];
    for (edit, said, code) in cases {
        let text = with(edit);
        let r = HydroKind::grade(&case(), text.as_bytes(), "solution.json", &[]);
        assert!(!r.valid && r.validity_score == 0.0 && r.overall_score == 0.0, "{code}");
        assert_eq!(r.error_info.constraint, said, "{code}");
        assert!(r.n_violations >= said.len());
        let d = r.diagnostics.iter().find(|d| d.code == code).unwrap_or_else(|| panic!("{code}: {:?}", r.diagnostic_groups));
        assert!(d.location.index_of("station").is_some() && d.location.index_of("day").is_some(), "{code}: located");
    }
}

#[test]
fn python_reads_what_the_server_reads() {
    // A row of seven characters is seven numbers to float(); Arabic-Indic digits too.
    let text = with(|q| q[3] = vec![]);
    assert!(server(&text).contains("Q_out 维度不是 5x7"));
    let c = case();
    let r = HydroKind::grade(&c, with(|q| q[0][0] = "٢٠٥٤.6268456583493".into()).as_bytes(), "s.json", &[]);
    assert!(r.valid, "Unicode digits: {:?}", r.diagnostics);
    let r = HydroKind::grade(&c, with(|q| q[0][0] = serde_json::Value::Null).as_bytes(), "s.json", &[]);
    assert_eq!(r.error_info.fatal, ["Q_out 含非数值"]);
    // float() of an int beyond a double raises OverflowError, which the server does not catch.
    let big = REFERENCE.replacen("2651.695315861809", &format!("1{}", "0".repeat(400)), 1);
    assert!(server(&big).contains("\"exception\": \"int too large to convert to float\""), "{}", server(&big));
    let row = with(|q| q[2] = vec![serde_json::json!(1); 3]);
    assert!(server(&row).contains("Q_out 维度不是 5x7"));
    assert!(server(r#"{"Q_out": [[1,2,3,4,5,6,7], 5, [], [], []]}"#).contains("\"exception\": \"object of type 'int' has no len()\""));
    assert!(server("[1]").contains("\"exception\": \"'list' object has no attribute 'get'\""));
    // NaN passes every rule, then the energy is NaN.
    let nan = REFERENCE.replacen("2054.6268456583493", "NaN", 1);
    assert!(server(&nan).contains("\"exception\": \"total_energy is NaN/Inf\"\n"));
}

#[test]
fn a_stations_file_replaces_the_constants() {
    let s = Stations::parse(br#"{"p_max": [100, 200, 300, 50, 100.5], "q_inflow": [500, 600, 700]}"#, "stations.json").unwrap();
    assert_eq!((s.days(), s.p_max[4], s.p_max[0]), (3, Num::Float(100.5), Num::Int(100)));
    let bad = Stations::parse(br#"{"p_max": [1, 2]}"#, "stations.json").unwrap_err();
    assert!(bad[0].message.contains("`p_max` has 2 values, not 5"), "{}", bad[0].message);
    assert!(Stations::parse(br#"{"pmax": []}"#, "stations.json").unwrap_err()[0].message.contains("unknown key `pmax`"));
}

/// A plan that cannot be read (no file): the server's `fatal`, naming the directory it
/// was pointed at, and our `hydro/missing-file`.
#[test]
fn a_missing_file_is_fatal() {
    let c = case();
    let r = HydroKind::grade_unreadable(&c, "runs/7/solution.json", "no such file");
    assert_eq!((r.valid, r.overall_score), (false, 0.0));
    assert_eq!(r.error_info.fatal, ["缺 solution.json in runs/7"]);
    assert_eq!(r.diagnostics[0].code, "hydro/missing-file");
    let out = HydroKind::server_output(&c, &r, None, "runs/7/solution.json");
    assert!(out.contains("\"fatal\": [\n      \"缺 solution.json in runs/7\"\n    ]"), "{out}");
}

/// The coach on FDE-Bench 029's reference plan: stations B to E run at P_MAX all week
/// (their energy is P_MAX · 168 h; B's output lands a rounding error under 260 MW on
/// five days, C's to E's are the evaluator's int), so only A falls short of its
/// capacity, by 170 · 168 − 23308.0615, the whole shortfall.
#[test]
fn the_coach_on_the_reference_plan() {
    let c = case();
    let r = HydroKind::grade(&c, REFERENCE.as_bytes(), "solution.json", &[]);
    let coach = kind_hydro::coach(&c, &r, 10).unwrap();
    let names: Vec<&str> = coach.stations.iter().map(|s| s.station.as_str()).collect();
    assert_eq!(names, ["站点A", "站点B", "站点C", "站点D", "站点E"]);
    assert_eq!(coach.stations.iter().map(|s| s.most).collect::<Vec<_>>(), [28560.0, 43680.0, 60480.0, 11088.0, 22176.0]);
    assert_eq!(coach.stations.iter().map(|s| s.lost).collect::<Vec<_>>(), [28560.0 - 23308.0615, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(coach.stations.iter().map(|s| s.share).collect::<Vec<_>>(), [1.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!((coach.energy, coach.most, coach.score), (160732.0615, 165_984.0, 1.0));
    assert_eq!(coach.stations[1..].iter().map(|s| s.days_capped).collect::<Vec<_>>(), [7, 7, 7, 7]);
    // A's binding days, counted from the report's own levels and outputs.
    let a = &coach.stations[0];
    let tol = r.limits.tolerance;
    assert_eq!(a.days_capped, r.power[0].iter().filter(|&&p| p >= 170.0 - tol).count());
    assert_eq!((a.days_capped, a.days_at_limit, a.days_at_dead), (2, Some(0), Some(1)));
    assert_eq!(a.days_at_limit, Some(r.levels[0].iter().filter(|&&z| z >= 1845.0 - tol).count()));
    assert_eq!(a.days_at_dead, Some(r.levels[0].iter().filter(|&&z| z <= 1802.0 + tol).count()));
    // Run-of-river stations (D, E) have no reservoir.
    assert_eq!((coach.stations[3].days_at_limit, coach.stations[4].days_at_dead), (None, None));
    // `limit` keeps the furthest first; a rejected plan has nothing to coach.
    assert_eq!(kind_hydro::coach(&c, &r, 1).unwrap().stations.len(), 1);
    let bad = with(|q| q[0][0] = serde_json::json!(0.0));
    let rejected = HydroKind::grade(&c, bad.as_bytes(), "solution.json", &[]);
    assert!(!rejected.valid);
    assert!(kind_hydro::coach(&c, &rejected, 10).is_none());
}

/// The form the site's edited plans download in is the public examples' own, byte for
/// byte (every example of `hydro-valley`, the four-station one too), and a value the
/// form cannot write as a Python float reads back as the JSON token json.load takes.
#[test]
fn solution_json_writes_the_examples_bytes() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../cases-public/hydro-valley/submissions");
    let mut names: Vec<String> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    assert_eq!(names.len(), 5, "{names:?}");
    for name in names {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let q: Vec<Vec<f64>> = serde_json::from_value(v["Q_out"].clone()).unwrap();
        assert_eq!(kind_hydro::solution_json(&q), text, "{name}");
    }
    let odd = vec![vec![1e16, 0.1 + 0.2, -0.0], vec![f64::NAN, f64::INFINITY, f64::NEG_INFINITY]];
    assert_eq!(
        kind_hydro::solution_json(&odd),
        "{\n  \"Q_out\": [\n    [1e+16, 0.30000000000000004, -0.0],\n    [NaN, Infinity, -Infinity]\n  ]\n}\n"
    );
}
