//! The energy kind on a small case of our own (constant-pattern series, 8,761 rows) and
//! plans whose outcome the evaluator's rules fix: each expected text is what our
//! statement of FDE-Bench 048's evaluator prints in the server's stack (CPython 3.12,
//! numpy 1.26.4, pandas 2.3.2; peers/kinds/energy.py checks thousands more).

use grade_core::kind::Kind;
use kind_energy::{data, EnergyCase, EnergyKind, REFERENCE_VALUE};

/// Hour h: wind 3 + (h mod 13) × 0.5 + (h mod 7) × 0.0137 m/s, 600 W/m² from 10:00 to 14:00, load
/// 3e8 + (h mod 24) × 1e7 W (ints), 290.15 K; `pv_rows` rows of pv.
fn files(pv_rows: usize) -> Vec<(String, Vec<u8>)> {
    let col = |name: &str, n: usize, f: &dyn Fn(usize) -> String| {
        let head = if name == "thermal" { "hour,unit,value" } else { "hour,value" };
        let mut s = format!("{head}\n");
        for h in 0..n {
            let x = f(h);
            s += &if name == "thermal" { format!("{h},0,{x}\n") } else { format!("{h},{x}\n") };
        }
        (format!("timeseries_{name}_8760.csv"), s.into_bytes())
    };
    // Speeds whose cube glibc's pow rounds otherwise than v·v·v (25 of the 91).
    let wind = |h: usize| format!("{:?}", 3.0 + (h % 13) as f64 * 0.5 + (h % 7) as f64 * 0.0137);
    vec![
        col("wind", 8761, &wind),
        col("pv", pv_rows, &|h| if (10..=14).contains(&(h % 24)) { "600".into() } else { "0".into() }),
        col("load", 8761, &|h| (300_000_000 + (h % 24) * 10_000_000).to_string()),
        col("environment", 8761, &|_| "290.15".into()),
        col("thermal", 8761, &|_| "0.33".into()),
        col("battery", 8761, &|_| "0.5".into()),
        col("caes", 8761, &|_| "0.8".into()),
    ]
}

fn case_of(files: &[(String, Vec<u8>)]) -> EnergyCase {
    let named: [(&str, &[u8]); 7] = std::array::from_fn(|i| (files[i].0.as_str(), files[i].1.as_slice()));
    EnergyCase { series: data::load(&named).expect("numbers only"), reference: REFERENCE_VALUE }
}

fn server_on(case: &EnergyCase, text: &str) -> String {
    let r = EnergyKind::grade(case, text.as_bytes(), "sub/solution.json", &[]);
    EnergyKind::server_output(case, &r, Some(text.as_bytes()), "sub/solution.json")
}

fn server(text: &str) -> String {
    server_on(&case_of(&files(8761)), text)
}

fn seq(head: &[&str], fill: &str) -> String {
    let mut v: Vec<&str> = head.to_vec();
    v.resize(8760, fill);
    format!("[{}]", v.join(", "))
}

fn plan(caes: &str, battery: &str, tp: Option<&str>) -> String {
    match tp {
        Some(t) => format!(r#"{{"caes_seq": {caes}, "battery_seq": {battery}, "tp_seq": {t}}}"#),
        None => format!(r#"{{"caes_seq": {caes}, "battery_seq": {battery}}}"#),
    }
}

const HEAD: &str =
    r#"{"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 185366557.2277567, "error_info": "#;

#[test]
fn a_valid_year_scores_its_cash_flow_over_the_reference() {
    let zero = seq(&[], "0.0");
    let thermal = plan(&zero, &zero, Some(&seq(&[], "1.0")));
    assert_eq!(
        server(&thermal),
        r#"{"validity_score": 1.0, "quality_score": 0.784042, "overall_score": 0.784042, "reference_value": 185366557.2277567, "error_info": {}, "player_objective": 145335106.16506928, "total_income": 145335106.16506928, "total_penalty": 0.0}"#
    );
    // Idle storage, tp_seq left out (0.33 all year): a loss, and the score floors at 0.
    let idle = plan(&zero, &zero, None);
    assert_eq!(
        server(&idle),
        r#"{"validity_score": 1.0, "quality_score": 0.0, "overall_score": 0.0, "reference_value": 185366557.2277567, "error_info": {}, "player_objective": -13918248.982451921, "total_income": -13918248.982451921, "total_penalty": 0.0}"#
    );
    let r = EnergyKind::grade(&case_of(&files(8761)), idle.as_bytes(), "solution.json", &[]);
    assert!(r.valid && !r.thermal_given && r.hours == 8760, "{:?}", r.diagnostics);
    assert_eq!(r.daily.income.len(), 365);
    let cf = r.cash_flow.unwrap();
    let sum = cf.pv + cf.wind + cf.thermal + cf.load + cf.battery + cf.caes + cf.grid - cf.penalty;
    assert!((sum - r.player_objective.unwrap()).abs() < 1.0, "the terms add up to the cash flow: {sum}");
}

#[test]
fn a_state_out_of_range_is_the_evaluators_details() {
    let zero = seq(&[], "0.0");
    // Three hours of full discharge: 0.5 − 3 × 0.2/0.85 < 0.1 and it stays there.
    assert_eq!(
        server(&plan(&zero, &seq(&["1.0", "1.0", "1.0"], "0.0"), None)),
        format!(r#"{HEAD}{{"hard_violations": ["储能 SOC 越限"], "details": "{{'bat_soc': 'Time 8759, SOC=-0.206 < 0.1'}}"}}}}"#)
    );
    // One hour of full generation: the gas tank 0.8 − 0.25 < 0.6.
    assert_eq!(
        server(&plan(&seq(&["1.0"], "0.0"), &zero, None)),
        format!(r#"{HEAD}{{"hard_violations": ["储能 SOC 越限"], "details": "{{'caes_gas': 'Time 8759, Gas SOC=0.55'}}"}}}}"#)
    );
    let r = EnergyKind::grade(&case_of(&files(8761)), plan(&seq(&["1.0"], "0.0"), &zero, None).as_bytes(), "s.json", &[]);
    assert_eq!((r.breaches.len(), r.breaches[0].first_hour, r.breaches[0].hours), (1, 0, 8760));
    assert_eq!(r.diagnostic_groups[0].code, "energy/air-store");
    assert_eq!(r.diagnostic_groups[0].count, 8760, "true counts, the list capped");
}

#[test]
fn ranges_nan_and_the_edges() {
    let zero = seq(&[], "0.0");
    let caes_range = format!(r#"{HEAD}{{"hard_violations": ["caes_seq 存在取值区间外的值(须为 0/[-1,-0.33]/[0.86,1])"]}}}}"#);
    for bad in ["0.5", "-0.32999999999999996", "0.8599999999999999", "1.0000000000000002", "NaN", "-Infinity"] {
        assert_eq!(server(&plan(&seq(&[bad], "0.0"), &zero, None)), caes_range, "{bad}");
    }
    let battery = format!(r#"{HEAD}{{"hard_violations": ["battery_seq 存在越界值(须在 [-1,1] 内)"]}}}}"#);
    assert_eq!(server(&plan(&zero, &seq(&["-1.0000000000000002"], "0.0"), None)), battery);
    let thermal = format!(r#"{HEAD}{{"hard_violations": ["tp_seq 存在越界值(须在 [0.33,1] 内)"]}}}}"#);
    assert_eq!(server(&plan(&zero, &zero, Some(&seq(&["0.32999999999999996"], "0.33")))), thermal);
    // At the edges: valid (compress at a third then generate at 86%).
    let edges = plan(&seq(&["-0.33", "0.0", "0.86", "-1"], "0"), &seq(&["-1", "1"], "0"), Some(&seq(&["0.33", "1"], "0.33")));
    assert!(server(&edges).starts_with(r#"{"validity_score": 1.0"#), "{}", server(&edges));
    // NaN passes the battery's range and makes the year NaN: valid, scored NaN.
    assert_eq!(
        server(&plan(&zero, &seq(&["NaN"], "0.0"), None)),
        r#"{"validity_score": 1.0, "quality_score": NaN, "overall_score": NaN, "reference_value": 185366557.2277567, "error_info": {}, "player_objective": NaN, "total_income": NaN, "total_penalty": 0.0}"#
    );
}

#[test]
fn reading_the_plan_as_python_does() {
    let zero = seq(&[], "0.0");
    assert_eq!(
        server(&plan(&zero, &zero, Some("null"))),
        format!(r#"{HEAD}{{"hard_violations": ["tp_seq 缺失或不足 8760 项(实际 非列表)"]}}}}"#)
    );
    assert_eq!(
        server(&plan("[0, 0, 0, 0, 0, 0, 0, 0, 0, 0]", &zero, None)),
        format!(r#"{HEAD}{{"hard_violations": ["caes_seq 缺失或不足 8760 项(实际 10)"]}}}}"#)
    );
    assert_eq!(
        server(&plan(&zero, &seq(&["\"abc\""], "0.0"), None)),
        format!(r#"{HEAD}{{"hard_violations": ["序列含非数值: could not convert string to float: 'abc'"]}}}}"#)
    );
    // Strings float() reads, true, ints: the same plan.
    let spelled = plan(&seq(&["\" 0 \"", "false", "0"], "0"), &seq(&["\"1_0e-1\"", "-0"], "0"), None);
    assert!(server(&spelled).starts_with(r#"{"validity_score": 1.0"#), "{}", server(&spelled));
    // Uncaught: the evaluator dies; we say what it raised.
    assert_eq!(server("[1, 2]"), r#"{"crash": "AttributeError", "exception": "'list' object has no attribute 'get'"}"#);
    let huge = format!("1{}", "0".repeat(400));
    assert_eq!(
        server(&plan(&seq(&[&huge], "0"), &zero, None)),
        r#"{"crash": "OverflowError", "exception": "int too large to convert to float"}"#
    );
    // A pv series of 8,760 rows: hour 8759 reads row 8760.
    let short = case_of(&files(8760));
    assert_eq!(
        server_on(&short, &plan(&zero, &zero, None)),
        r#"{"crash": "IndexError", "exception": "index 8760 is out of bounds for axis 0 with size 8760"}"#
    );
    let c = case_of(&files(8761));
    let r = EnergyKind::grade_unreadable(&c, "sub/solution.json", "no such file");
    assert_eq!(
        EnergyKind::server_output(&c, &r, None, "sub/solution.json"),
        format!(r#"{HEAD}{{"hard_violations": ["缺 solution.json"]}}}}"#)
    );
}

/// The first diagnostic's code of `text` graded on `case`, and its location's hour.
fn first(case: &EnergyCase, text: &str) -> (String, Option<usize>) {
    let r = EnergyKind::grade(case, text.as_bytes(), "solution.json", &[]);
    let d = r.diagnostics.first().expect("a diagnostic");
    (d.code.clone(), d.location.index_of("hour"))
}

#[test]
fn each_problem_is_its_code_located_by_hour() {
    let c = case_of(&files(8761));
    let zero = seq(&[], "0.0");
    let code = |text: &str| first(&c, text);
    assert_eq!(code("{\"caes_seq\": [0"), ("energy/not-json".into(), None));
    assert_eq!(code("null"), ("energy/not-an-object".into(), None));
    assert_eq!(code(&plan("[0]", &zero, None)), ("energy/short-sequence".into(), None));
    assert_eq!(code(&plan(&seq(&["0", "0", "null"], "0"), &zero, None)), ("energy/not-a-number".into(), Some(2)));
    assert_eq!(code(&plan(&zero, &seq(&["0", &format!("1{}", "0".repeat(400))], "0"), None)), ("energy/too-large".into(), Some(1)));
    assert_eq!(code(&plan(&seq(&["0", "0", "0", "0.5"], "0"), &zero, None)), ("energy/caes-range".into(), Some(3)));
    assert_eq!(code(&plan(&zero, &seq(&["0", "1.5"], "0"), None)), ("energy/battery-range".into(), Some(1)));
    assert_eq!(code(&plan(&zero, &zero, Some(&seq(&["0.3"], "0.33")))), ("energy/thermal-range".into(), Some(0)));
    assert_eq!(code(&plan(&zero, &seq(&["1", "1"], "0"), None)), ("energy/battery-charge".into(), Some(1)));
    assert_eq!(code(&plan(&seq(&["0", "1"], "0"), &zero, None)), ("energy/air-store".into(), Some(1)));
    assert_eq!(code(&plan(&zero, &seq(&["NaN"], "0"), None)), ("energy/not-finite".into(), None));
    assert_eq!(first(&case_of(&files(8760)), &plan(&zero, &zero, None)), ("energy/simulation".into(), Some(8759)));
    let r = EnergyKind::grade_unreadable(&c, "solution.json", "gone");
    assert_eq!(r.diagnostics[0].code, "energy/file-not-found");
}

#[test]
fn the_case_files_as_pandas_reads_them() {
    // A one-column thermal file: `tp_df.columns[1]` raises, once a plan is simulated.
    let mut f = files(8761);
    f[4].1 = b"value\n0.33\n0.33\n".to_vec();
    let c = case_of(&f);
    let zero = seq(&[], "0.0");
    assert_eq!(
        server_on(&c, &plan(&zero, &zero, None)),
        r#"{"crash": "IndexError", "exception": "index 1 is out of bounds for axis 0 with size 1"}"#
    );
    assert_eq!(first(&c, &plan(&zero, &zero, None)).0, "energy/data");
    // A plan out of range never reaches the data.
    assert!(server_on(&c, &plan(&seq(&["0.5"], "0"), &zero, None)).contains("caes_seq 存在取值区间外的值"));
    // Text in a series' last column refuses the case, located; NA, n/a and empty cells are NaN (pandas' NA words).
    let mut f = files(8761);
    f[2].1 = b"hour,value\n0,3e8\n1,NA\n2,\n3,n/a\n4,low\n".to_vec();
    let named: [(&str, &[u8]); 7] = std::array::from_fn(|i| (f[i].0.as_str(), f[i].1.as_slice()));
    let Err(t) = data::load(&named) else { panic!("text read as numbers") };
    assert_eq!((t.file.as_str(), t.row, t.text.as_str()), ("timeseries_load_8760.csv", 5, "low"));
    let manifest = None;
    let files = grade_core::kind::FileList::new(f.iter().map(|(n, b)| (format!("data/{n}"), b.clone())).collect());
    let Err(refused) = EnergyKind::load_files(manifest, None, &files, None) else { panic!("the case loads") };
    assert_eq!(refused[0].code, "energy/text-cell");
    assert_eq!(refused[0].location.index_of("record"), Some(4));
}

#[test]
fn the_coach_splits_the_cash_flow_by_term() {
    let c = case_of(&files(8761));
    let zero = seq(&[], "0.0");
    let text = plan(&zero, &zero, Some(&seq(&[], "1.0")));
    let r = EnergyKind::grade(&c, text.as_bytes(), "solution.json", &[]);
    let coach = kind_energy::coach(&r, 8).expect("a valid plan is coached");
    let sum: f64 = coach.terms.iter().map(|t| t.amount).sum();
    assert!((sum - r.player_objective.unwrap()).abs() < 1.0, "the terms make the cash flow: {sum}");
    // The thermal unit at 150 MW all year at 0.4 yuan/kWh: 60,000 yuan an hour.
    let fuel = coach.terms.iter().find(|t| t.term == "thermal").unwrap();
    assert!((fuel.amount + 525_600_000.0).abs() < 1e-3, "{}", fuel.amount);
    // Costs first, largest first; their shares add to 1; no penalty is 0, not -0.
    let costs: Vec<f64> = coach.terms.iter().take_while(|t| t.amount < 0.0).map(|t| t.amount).collect();
    assert!(costs.windows(2).all(|w| w[0] <= w[1]) && !costs.is_empty());
    let shares: f64 = coach.terms.iter().map(|t| t.share).sum();
    assert!((shares - 1.0).abs() < 1e-12, "{shares}");
    assert_eq!(coach.terms.iter().find(|t| t.term == "penalty").unwrap().amount.to_bits(), 0f64.to_bits());
    // The kind's words, as grader::install registers every kind's.
    static WORDS: [&i18n::Words; 1] = [&kind_energy::WORDS];
    i18n::register(&WORDS);
    for lang in [i18n::Lang::En, i18n::Lang::Zh, i18n::Lang::Ko, i18n::Lang::Id] {
        let t = coach.table(lang);
        assert!(t.starts_with("solution.json") && t.lines().count() == 1 + 8 + 4, "{t}");
    }
    // Nothing to coach in a rejected plan.
    let drained = EnergyKind::grade(&c, plan(&zero, &seq(&["1", "1", "1"], "0"), None).as_bytes(), "s.json", &[]);
    assert!(kind_energy::coach(&drained, 8).is_none());
}
