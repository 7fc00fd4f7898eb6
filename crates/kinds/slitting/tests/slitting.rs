//! The slitting kind on small cases of our own in FDE-Bench 012's format, each outcome as
//! CPython 3.12 / pandas 2.3.2 running the case's evaluator printed it (its
//! `resolved_artifact` aside; peers/kinds/slitting.py checks thousands more against
//! our plain-Python statement of the rules, and against the evaluator itself).

use grade_core::kind::{FileList, Kind};
use kind_slitting::{codes, SlittingCase, SlittingKind};

fn case(coils: &str, orders: &str) -> SlittingCase {
    let files = FileList::new(vec![
        ("data/mother_coil.csv".into(), coils.as_bytes().to_vec()),
        ("data/requirements.csv".into(), orders.as_bytes().to_vec()),
    ]);
    SlittingKind::load_files(None, None, &files, None).unwrap()
}

/// The server's output on one line, as the evaluator's dict (`resolved_artifact` aside).
fn server(coils: &str, orders: &str, plan: &str) -> String {
    let c = case(coils, orders);
    let r = SlittingKind::grade(&c, plan.as_bytes(), "s/solution.csv", &[]);
    let out = SlittingKind::server_output(&c, &r, Some(plan.as_bytes()), "s/solution.csv");
    // Compacted by hand: serde_json would sort the keys, whose order is the point.
    let lines: String = out.lines().map(str::trim).filter(|l| !l.starts_with("\"resolved_artifact\"")).collect();
    lines.replace("\": ", "\":").replace(",}", "}")
}

const COILS: &str = "宽度,重量,厚度\n1000,3000,1\n1200,2500,1\n";
const ORDERS: &str = "宽度,重量,厚度\n500,2000,1\n400,800,1\n600,1200,1\n";

/// Where the evaluator raises it prints nothing: the report holds `type: str(e)`.
#[test]
fn a_doubled_weight_column_makes_to_numeric_raise() {
    let c = case(COILS, ORDERS);
    let plan = "mother_id,mother_cut_weight, mother_cut_weight\nM_0,100,100\n";
    let r = SlittingKind::grade(&c, plan.as_bytes(), "solution.csv", &[]);
    assert_eq!(r.error_info.exception.as_deref(), Some("TypeError: arg must be a list, tuple, 1-d array, or Series"));
    assert_eq!(SlittingKind::server_output(&c, &r, None, "solution.csv"), "{\n  \"crash\": \"TypeError\"\n}");
    assert_eq!(r.diagnostics[0].code, codes::SLITTING_CRASH.code);
}

#[test]
fn a_coil_without_width_cut_without_one_divides_by_none() {
    let c = case("宽度,重量,厚度\n,3000,1\n", ORDERS);
    let r = SlittingKind::grade(&c, b"mother_id,mother_cut_weight,sub1_width,sub1_long\nM_0,500,500,1\n", "solution.csv", &[]);
    assert_eq!(r.error_info.exception.as_deref(), Some("TypeError: unsupported operand type(s) for /: 'float' and 'NoneType'"));
}

#[test]
fn the_data_is_read_before_the_plan_is_looked_for() {
    let c = case("宽度,weight\n1000,3000\n", ORDERS);
    let r = SlittingKind::grade_unreadable(&c, "sub/solution.csv", "No such file");
    assert_eq!(r.error_info.exception.as_deref(), Some("KeyError: 'mother_weight'"));
    let c = case(COILS, ORDERS);
    let r = SlittingKind::grade_unreadable(&c, "sub/solution.csv", "No such file");
    assert_eq!(r.errors, ["solution.csv not found under sub"]);
    assert_eq!(r.diagnostics[0].code, codes::SLITTING_FILE_NOT_FOUND.code);
    let out = SlittingKind::server_output(&c, &r, None, "sub/solution.csv");
    assert!(out.starts_with("{\n  \"validity_score\": 0.0,") && out.ends_with("\"reference_value\": 1.6644969204952558\n}"), "{out}");
    assert!(!out.contains("resolved_artifact"), "{out}");
}

/// Bad input gets a located message, never a panic.
#[test]
fn broken_files_are_located() {
    let c = case(COILS, ORDERS);
    for (bytes, line) in [(&b"a,b\n1,2\n1,2,3,4\n"[..], Some(3)), (b"\xff\xfe", None), (b"", None), (b"\n\n", None)] {
        let r = SlittingKind::grade(&c, bytes, "solution.csv", &[]);
        assert_eq!(r.diagnostics[0].code, codes::SLITTING_UNREADABLE.code);
        assert_eq!(r.diagnostics[0].location.line, line);
        assert!(r.errors[0].starts_with("Failed to read solution.csv: "), "{:?}", r.errors);
    }
}

#[test]
fn valid() {
    let got = server(
        COILS,
        ORDERS,
        r#"mother_id,mother_width,mother_cut_weight,sub1_width,sub2_width,sub1_long,sub2_long
M_0,1000,2000,500,400,2614.3791,2614.3791
M_1,1200,2400,600,500,2614.3791,2614.3791
"#,
    );
    assert_eq!(
        got,
        r#"{"validity_score":1.0,"quality_score":1.853685,"overall_score":1.853685,"errors":[],"warnings":[],"submission_metrics":{"cut_times":2,"target_cut_times":46,"excess_cuts":0,"requirement_ratio":0.0909,"utilization_score":0.9091,"cut_score":3.2,"combined_score":3.0855,"spec_satisfied":"3/3","spec_total_shortage_kg":0.0},"reference_value":1.6644969204952558}"#
    );
}

#[test]
fn unicode_width_and_edges() {
    let got = server(
        COILS,
        ORDERS,
        r#"mother_id,mother_width,mother_cut_weight,sub1_width,sub2_width,sub1_long,sub2_long
M_0,１０００,2000,500,400,2614.3791,2614.3791
M_1,1189.999999,2400,600,500,2614.3791,2614.3791
M_0,1000,89.999999,,,,
"#,
    );
    assert_eq!(
        got,
        r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"errors":["第1行: mother_width=1189.999999 与原始 1200.0 不一致","第2行: 本刀有效子板数=0，应在 1~5"],"warnings":[],"submission_metrics":{"cut_times":3,"spec_satisfied":"3/3","spec_total_shortage_kg":0.0},"reference_value":1.6644969204952558}"#
    );
}

#[test]
fn light_by_one_step() {
    let got = server(
        COILS,
        ORDERS,
        r#"mother_id,mother_width,mother_cut_weight,sub1_width,sub2_width,sub1_long,sub2_long
M_0,1000,2000,500,400,2614.3791,2614.3791
M_1,1200,2400,600,500,2614.3791,2614.3791
M_0,1000,89.9999989,400,,1,
"#,
    );
    assert_eq!(
        got,
        r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"errors":["第2行: mother_cut_weight=90.00 < 100.0","宽度400.0mm 超产: 剩余 -36.00kg < -10.0"],"warnings":["第2行: sub1_long=1.0 != mother_cut_long=117.65 超出 10.0mm（仅提示，不计违规；长度不参与判分）"],"submission_metrics":{"cut_times":3,"spec_satisfied":"2/3","spec_total_shortage_kg":0.0},"reference_value":1.6644969204952558}"#
    );
}

#[test]
fn implicit_index_no_weight() {
    let got = server(
        COILS,
        ORDERS,
        r#"mother_id,mother_width,cut,sub1_width,sub1_long
x,M_0,1000,2000,500,1
y,M_7,1000,2000,500,1
"#,
    );
    assert_eq!(
        got,
        r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"errors":["第x行: mother_cut_weight 缺失或非正 (None)","第y行: mother_id=M_7 不在库存中","宽度400.0mm 欠产: 剩余 800.00kg > 10.0","宽度500.0mm 欠产: 剩余 2000.00kg > 10.0","宽度600.0mm 欠产: 剩余 1200.00kg > 10.0"],"warnings":[],"submission_metrics":{"cut_times":2,"spec_satisfied":"0/3","spec_total_shortage_kg":4000.0},"reference_value":1.6644969204952558}"#
    );
}

#[test]
fn int_ids_upcast() {
    let got = server(
        r#"包号,宽度,重量
1,1000,3000
2,1200,2500
"#,
        ORDERS,
        r#"mother_id,mother_width,mother_cut_weight,sub1_width,sub1_long
1,1000,2000.5,500,2614.3791
"#,
    );
    assert_eq!(
        got,
        r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"errors":["第0行: mother_id=1.0 不在库存中","宽度400.0mm 欠产: 剩余 800.00kg > 10.0","宽度500.0mm 欠产: 剩余 2000.00kg > 10.0","宽度600.0mm 欠产: 剩余 1200.00kg > 10.0"],"warnings":[],"submission_metrics":{"cut_times":1,"spec_satisfied":"0/3","spec_total_shortage_kg":4000.0},"reference_value":1.6644969204952558}"#
    );
}

#[test]
fn int_ids_object() {
    let got = server(
        r#"包号,宽度,重量
1,1000,3000
2,1200,2500
"#,
        ORDERS,
        r#"mother_id,mother_width,mother_cut_weight,sub1_width,sub1_long,note
1,1000,2000.5,500,2614.3791,x
"#,
    );
    assert_eq!(
        got,
        r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"errors":["宽度400.0mm 欠产: 剩余 800.00kg > 10.0","宽度500.0mm 欠产: 剩余 999.75kg > 10.0","宽度600.0mm 欠产: 剩余 1200.00kg > 10.0"],"warnings":[],"submission_metrics":{"cut_times":1,"spec_satisfied":"0/3","spec_total_shortage_kg":2999.75},"reference_value":1.6644969204952558}"#
    );
}

#[test]
fn bools_and_nan_words() {
    let got = server(
        COILS,
        ORDERS,
        r#"mother_id,mother_width,mother_cut_weight,sub1_width,sub2_width,sub1_long,sub2_long
M_0,1000,True,500,400,2614.3791,2614.3791
M_1,NAN,2400,600,500,inf,2614.3791
"#,
    );
    assert_eq!(
        got,
        r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"errors":["宽度400.0mm 欠产: 剩余 800.00kg > 10.0","宽度500.0mm 欠产: 剩余 1000.00kg > 10.0"],"warnings":["第0行: sub1_long=inf != mother_cut_long=2614.38 超出 10.0mm（仅提示，不计违规；长度不参与判分）"],"submission_metrics":{"cut_times":1,"spec_satisfied":"1/3","spec_total_shortage_kg":1800.0},"reference_value":1.6644969204952558}"#
    );
}

/// The form the site's edited plans download in is the public examples' own, byte for
/// byte: `slitting-mill`'s examples written with lengths (the reference, the greedy
/// plan, a strip 1 mm narrow) and without (no lengths), read back from their rows.
#[test]
fn solution_csv_writes_the_examples_bytes() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../cases-public/slitting-mill/submissions");
    for (name, lengths) in
        [("1-reference.csv", true), ("2-one-width-a-cut.csv", true), ("3-no-lengths.csv", false), ("4-one-mm-off.csv", true)]
    {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        let cuts: Vec<kind_slitting::PlanCut> = text
            .lines()
            .skip(1)
            .map(|l| {
                let f: Vec<&str> = l.split(',').collect();
                kind_slitting::PlanCut {
                    mother: f[0].into(),
                    width: f[1].parse().unwrap(),
                    weight: f[2].parse().unwrap(),
                    strips: f[3..8].iter().filter(|x| !x.is_empty()).map(|x| x.parse().unwrap()).collect(),
                }
            })
            .collect();
        assert!(cuts.len() >= 6, "{name}");
        assert_eq!(kind_slitting::solution_csv(&cuts, lengths), text, "{name}");
    }
    // A width with a fraction keeps it; a weight always shows its point; a sixth strip has no slot.
    let odd = [kind_slitting::PlanCut { mother: "M_9".into(), width: 1000.5, weight: 100.0, strips: vec![1.0, 2.5, 3.0, 4.0, 5.0, 6.0] }];
    assert_eq!(
        kind_slitting::solution_csv(&odd, true).lines().nth(1).unwrap(),
        "M_9,1000.5,100.0,1,2.5,3,4,5,130.6536,130.6536,130.6536,130.6536,130.6536"
    );
}
