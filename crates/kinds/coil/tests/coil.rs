//! The coil kind on small work plans of our own in FDE-Bench 017's format, each outcome
//! as CPython 3.12 running the case's evaluator printed it (peers/kinds/coil.py checks
//! thousands more against our plain-Python statement of the rules).

use grade_core::kind::{FileList, Kind};
use kind_coil::{codes, CoilCase, CoilKind};

const CATALOG: &str =
    "grade_id,category_id,roll_size,front_width_mm\nG_A,CATEGORY_001,small,1250\nG_B,CATEGORY_002,small,\nG_C,CATEGORY_003,large,\n";
const PLAN: &str = "出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\nCOIL_001,G_A,0.80,1250,切边\nCOIL_002,G_A,0.85,1200,切边\nCOIL_003,G_B,0.90,1100,\nCOIL_004,G_B,1.00,1050,不切边\nCOIL_005,G_C,1.10,1000,不切边\nCOIL_006,G_C,1.20,980,不切边\n";

fn case_of(plan: &str) -> CoilCase {
    let files = FileList::new(vec![
        ("data/work_plan.csv".into(), plan.as_bytes().to_vec()),
        ("data/grade_catalog.csv".into(), CATALOG.as_bytes().to_vec()),
    ]);
    CoilKind::load_files(None, None, &files, None).unwrap()
}

/// The server's output, on one line as the evaluator's dict (traceback aside).
fn server_on(plan: &str, text: &str) -> String {
    let c = case_of(plan);
    let r = CoilKind::grade(&c, text.as_bytes(), "s/solution.json", &[]);
    let out = CoilKind::server_output(&c, &r, Some(text.as_bytes()), "s/solution.json");
    // Compacted by hand: serde_json would sort the keys, whose order is the point.
    let lines: String = out.lines().map(str::trim).filter(|l| !l.starts_with("\"traceback\"")).collect();
    lines.replace("\": ", "\":").replace(",}", "}")
}

fn server(text: &str) -> String {
    server_on(PLAN, text)
}

fn seq(order: &[u32]) -> String {
    let ids: Vec<String> = order.iter().map(|i| format!("\"COIL_{i:03}\"")).collect();
    format!("{{\"sequence\": [{}]}}", ids.join(","))
}

const ZERO: &str = r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":"#;

#[test]
fn valid_orders_score_the_reference_over_their_penalty() {
    assert!(server(&seq(&[1, 2, 3, 4, 5, 6])).contains(r#""penalty":3,"baseline_cost":10718.931609657788,"total_violations":0"#));
    assert!(server(&seq(&[1, 2, 3, 4, 5, 6])).starts_with(r#"{"validity_score":1.0,"quality_score":3572.9772,"overall_score":3572.9772"#));
    // One width rise and five grade groups.
    let out = server(&seq(&[1, 3, 2, 4, 5, 6]));
    assert!(
        out.contains(r#""quality_score":102.0851"#)
            && out.contains(r#""penalty":105"#)
            && out.ends_with(r#""width_increases":1,"grade_groups":5}"#),
        "{out}"
    );
}

#[test]
fn jumps_are_counted_as_the_evaluator_counts_them() {
    let plan =
        "出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\nC1,G_A,0.60,1250,切边\nC2,G_C,0.86,1000,\nC3,G_C,2.0,1400,不切边\n";
    let out = server_on(plan, r#"{"sequence": ["C1","C2","C3"]}"#);
    assert_eq!(
        out,
        r#"{"validity_score":1.0,"quality_score":0.2139,"overall_score":0.2139,"error_info":{},"penalty":50102,"baseline_cost":10718.931609657788,"total_violations":5,"steel_grade_violations":1,"thickness_violations":2,"width_violations":2,"width_increases":1,"grade_groups":2}"#
    );
}

#[test]
fn broken_rules_are_worded_as_the_server_words_them() {
    let cases: [(String, &str); 7] = [
        (seq(&[1, 3, 2, 5, 4, 6]), r#"{"constraint":["大小辊分离违反: 3次切换（应≤1次）"]}}"#),
        (seq(&[1, 2, 3, 4, 5]), r#"{"constraint":["完整性违反: 输出5卷，应为6卷","缺失材料号: ['COIL_006']"]}}"#),
        (seq(&[1, 2, 3, 4, 5, 6, 6]), r#"{"constraint":["完整性违反: 输出7卷，应为6卷","存在重复材料号"]}}"#),
        (
            seq(&[2, 1, 3, 5, 4, 6]),
            r#"{"constraint":["大小辊分离违反: 3次切换（应≤1次）","前置宽度卷违反: 该1卷须占据序列最前面(位置0..0),实际最大位置1"]}}"#,
        ),
        // Duplicate keys: the last wins; its int 1 is "1".
        (r#"{"sequence": ["COIL_001"], "sequence": [1]}"#.into(), r#"{"schema":["unknown material numbers: ['1']"]}}"#),
        (r#"{"sequence": "COIL_001"}"#.into(), r#"{"fatal":["Missing or empty 'sequence'"]}}"#),
        ("[]".into(), r#"{"exception":"'list' object has no attribute 'get'"}}"#),
    ];
    for (text, want) in cases {
        assert_eq!(server(&text), format!("{ZERO}{want}"), "{text}");
    }
}

/// `str()` of NaN, true, null, 1.0 and an object: what Python shows of each (the server
/// lists a set, in its hash order; we list the five smallest).
#[test]
fn odd_items_are_read_as_python_str_reads_them() {
    let out = server(r#"{"sequence": [NaN, true, null, 1.0, {"a": 1}]}"#);
    assert_eq!(out, format!(r#"{ZERO}{{"schema":["unknown material numbers: ['1.0', 'None', 'True', 'nan', \"{{'a': 1}}\"]"]}}}}"#));
}

#[test]
fn data_the_evaluator_raises_on_is_an_exception_for_every_submission() {
    let plan = PLAN.replace("COIL_002,G_A", "COIL_002,G_Z");
    assert_eq!(server_on(&plan, &seq(&[1])), format!(r#"{ZERO}{{"exception":"钢种 ID 'G_Z' 未在 grade_catalog.csv 中定义"}}}}"#));
    let plan = PLAN.replace("0.85,1200", "0.85,12O0");
    assert_eq!(server_on(&plan, "[]"), format!(r#"{ZERO}{{"exception":"could not convert string to float: '12O0'"}}}}"#));
}

#[test]
fn a_missing_file_is_fatal_with_its_path() {
    let c = case_of(PLAN);
    let r = CoilKind::grade_unreadable(&c, "sub/solution.json", "No such file or directory");
    assert_eq!(r.diagnostics[0].code, codes::COIL_FILE_NOT_FOUND.code);
    assert_eq!(r.error_info.fatal, ["File not found: sub/solution.json"]);
}

/// The coach on the evaluator's 50102: C1 → C2 breaks the linkage, thickness and width
/// rules and starts a grade group (30001), C2 → C3 breaks the thickness and width rules
/// and raises the width (20100); the first coil's group makes the 1 left.
#[test]
fn the_coach_splits_the_penalty_into_its_steps() {
    let plan =
        "出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\nC1,G_A,0.60,1250,切边\nC2,G_C,0.86,1000,\nC3,G_C,2.0,1400,不切边\n";
    let c = case_of(plan);
    let r = CoilKind::grade(&c, br#"{"sequence": ["C1","C2","C3"]}"#, "s/solution.json", &[]);
    let coach = kind_coil::coach(&c, &r, 10).unwrap();
    assert_eq!((coach.penalty, coach.rule_breaks, coach.width_rises, coach.grade_groups), (50102, 5, 1, 2));
    let steps: Vec<_> = coach.steps.iter().map(|s| (s.position, s.from.as_str(), s.to.as_str(), s.cost)).collect();
    assert_eq!(steps, [(1, "C1", "C2", 30001), (2, "C2", "C3", 20100)]);
    let s = &coach.steps;
    assert_eq!((s[0].linkage, s[0].thickness, s[0].width, s[0].rise, s[0].new_group), (true, true, true, false, true));
    assert_eq!((s[1].linkage, s[1].thickness, s[1].width, s[1].rise, s[1].new_group), (false, true, true, true, false));
    assert_eq!(s.iter().map(|s| s.cost).sum::<i64>() + 1, coach.penalty);
    // Python's round(10718.931609657788 / 102, 4) and round(10718.931609657788 / 50002, 4).
    assert_eq!((coach.score, coach.score_without_breaks, coach.score_without_rises), (0.2139, 105.0876, 0.2144));
    // A width rise alone (100) is listed; grade changes alone (1 each) are not.
    let r = CoilKind::grade(&case_of(PLAN), seq(&[1, 3, 2, 4, 5, 6]).as_bytes(), "s/solution.json", &[]);
    let coach = kind_coil::coach(&case_of(PLAN), &r, 10).unwrap();
    assert_eq!(coach.steps.iter().map(|s| (s.position, s.cost)).collect::<Vec<_>>(), [(2, 101)]);
    assert_eq!((coach.penalty, coach.score, coach.score_without_rises), (105, 102.0851, 2143.7863));
    // `limit`, and nothing to coach in a sequence that breaks a hard rule.
    assert!(kind_coil::coach(&case_of(PLAN), &r, 0).unwrap().steps.is_empty());
    let bad = CoilKind::grade(&case_of(PLAN), seq(&[1, 2, 3, 4, 5]).as_bytes(), "s/solution.json", &[]);
    assert!(kind_coil::coach(&case_of(PLAN), &bad, 10).is_none());
}

/// The form the site's edited sequences download in is the public examples' own, byte
/// for byte (the reference, grade-by-grade and lowercase-id examples of `cold-mill`), and
/// an id that needs escaping stays JSON that reads back to that id.
#[test]
fn solution_json_writes_the_examples_bytes() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../cases-public/cold-mill/submissions");
    for name in ["1-reference.json", "2-grade-by-grade.json", "6-lowercase-ids.json"] {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        let ids: Vec<String> = v["sequence"].as_array().unwrap().iter().map(|x| x.as_str().unwrap().to_string()).collect();
        assert_eq!(ids.len(), 40, "{name}");
        assert_eq!(kind_coil::solution_json(&ids), text, "{name}");
    }
    let odd = vec!["A\"B".to_string(), "C\\D".into(), "E".into()];
    let back: serde_json::Value = serde_json::from_str(&kind_coil::solution_json(&odd)).unwrap();
    assert_eq!(back["sequence"], serde_json::json!(["A\"B", "C\\D", "E"]));
    assert_eq!(kind_coil::solution_json(&odd), "{\n  \"sequence\": [\n    \"A\\\"B\", \"C\\\\D\", \"E\"\n  ]\n}\n");
}
