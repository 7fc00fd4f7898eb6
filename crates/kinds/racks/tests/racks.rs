//! The racks kind on a small case of our own in FDE-Bench 045's format, each outcome as
//! CPython 3.12 running the case's evaluator printed it (peers/kinds/racks.py checks
//! thousands more against our plain-Python statement of the rules).

use grade_core::kind::{FileList, Kind};
use kind_racks::{codes, RacksCase, RacksKind};

const SERVERS: &str = "id,batch,power,height,nic\nS1,B1,400,2,N10\nS2,B1,300,1,N25\nS3,B2,500,1,N10\nS4,B2,900,1,N10\nS5,B1,100,1,NX\n";
const RACKS: &str = "id,rated_power,used_power,state,attr\nR1,1000,200,1,ETH\nR2,2000,0,0,MIX\n";
const UNITS: &str = "col_id,pos,state\nR1,1A,0\nR1,1B,1\nR1,2A,0\nR1,3A,1\nR1,4A,0\nR2,1,0\nR2,2,0\nR2,3,0\nR2,4,1\n";
const NICS: &str = "nic,attr,weight\nN10,ETH,1.0\nN10,MIX,0.5\nN25,MIX,0.8\nN25,ETH,0.3\n";
const HEADER: &str = "server_id,rack_id,pos,allocation_status,batch\n";
const VALID: &str = "S1,R1,1,1,B1\nS2,R2,1,1,B1\nS3,R1,1,1,B2\nS4,R2,2,1,B2\nS5,,,0,B1\n";

fn case_with(servers: &str) -> RacksCase {
    let files = FileList::new(vec![
        ("data/server.csv".into(), servers.as_bytes().to_vec()),
        ("data/rack_col.csv".into(), RACKS.as_bytes().to_vec()),
        ("data/rack.csv".into(), UNITS.as_bytes().to_vec()),
        ("data/nic_attr_mapping.csv".into(), NICS.as_bytes().to_vec()),
    ]);
    RacksKind::load_files(None, None, &files, None).unwrap()
}

/// The server's output on one line, as the evaluator's dict (traceback aside).
fn server_on(servers: &str, rows: &str) -> String {
    let c = case_with(servers);
    let text = format!("{HEADER}{rows}");
    let r = RacksKind::grade(&c, text.as_bytes(), "s/solution.csv", &[]);
    let out = RacksKind::server_output(&c, &r, Some(text.as_bytes()), "s/solution.csv");
    // Compacted by hand: serde_json would sort the keys, whose order is the point.
    let lines: String = out.lines().map(str::trim).filter(|l| !l.starts_with("\"traceback\"")).collect();
    lines.replace("\": ", "\":").replace(",}", "}")
}

fn server(rows: &str) -> String {
    server_on(SERVERS, rows)
}

const ZERO: &str = r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":"#;
const REF: &str = r#","reference_value":28.719658}"#;

#[test]
fn a_valid_plan_scores_the_reference_over_its_cost() {
    let want = r#"{"validity_score":1.0,"quality_score":13.824143,"overall_score":13.824143,"error_info":{},"reference_value":28.719658,"n_allocated":4,"n_unassigned":1,"n_batches":2,"player_objective":2.0775}"#;
    assert_eq!(server(VALID), want);
    // A fullwidth 1 with a lower-case A face is slot 1 too.
    assert_eq!(server(&VALID.replacen("S1,R1,1,", "S1,R1,１a,", 1)), want);
}

#[test]
fn broken_rules_are_worded_as_the_server_words_them() {
    let cases: [(String, &str); 10] = [
        (VALID.replacen("S2,", "S9,R1,1,1,\nS2,", 1), r#"{"hard_violations":["批次 __unknown__: 未知服务器 'S9'"],"total":1}"#),
        (VALID.replace("S3,R1,1,", "S3,R1,3,"), r#"{"hard_violations":["服务器 S3: 机柜 R1 的 U 位 3 已被占用"],"total":1}"#),
        (VALID.replace("S1,R1,1,", "S1,R1,4,"), r#"{"hard_violations":["服务器 S1: 机柜 R1 不存在 U 位 5"],"total":1}"#),
        (
            VALID.replace("S4,R2,2,", "S4,R1,4,"),
            r#"{"hard_violations":["批次 B2 机柜 R1 加入 S4 后功率 1600.0 超过额定 1000.0"],"total":1}"#,
        ),
        (VALID.replace("S5,,,0", "S5,R2,3,1"), r#"{"hard_violations":["服务器 S5(网卡 NX) 与机柜 R2(属性 MIX) 不兼容"],"total":1}"#),
        ("S1,R1,1,1,B1\nS2,R2,1,1,B1\nS3,R1,1,1,B2\n".into(), r#"{"hard_violations":["2 台服务器未出现在方案里, 例 ['S4', 'S5']"]}"#),
        (
            "S1,R1,1,nan,B1\nS2,R2,1,1,B1\nS3,R1,1,x,B2\n".into(),
            r#"{"hard_violations":["服务器 S1: allocation_status 非法 'nan'","服务器 S3: allocation_status 非法 'x'"],"total":2}"#,
        ),
        ("S1,R1,1,1,B1\nS1,R2,1,1,B1\n".into(), r#"{"hard_violations":["服务器 S1 出现两次"],"total":1}"#),
        ("S1,R1,,,B1\n".into(), r#"{"hard_violations":["服务器 S1: allocation_status=1 但缺 pos"],"total":1}"#),
        ("S1,R1,1B,1,B1\n".into(), r#"{"hard_violations":["服务器 S1: pos 无法解析为可上架位号 '1B'"],"total":1}"#),
    ];
    for (rows, want) in cases {
        assert_eq!(server(&rows), format!("{ZERO}{want}{REF}"), "{rows}");
    }
}

/// `int(float("inf"))` is an OverflowError the evaluator's `except ValueError` lets
/// through; `"²".isdigit()` holds but `int("²")` raises.
#[test]
fn what_the_evaluator_raises_on() {
    assert_eq!(
        server("S1,R1,1,inf,B1\nS2,R2,1,1,B1\n"),
        format!(r#"{ZERO}{{"exception":"cannot convert float infinity to integer"}}{REF}"#)
    );
    assert_eq!(server("S1,R1,²,1,B1\n"), format!(r#"{ZERO}{{"exception":"invalid literal for int() with base 10: '²'"}}{REF}"#));
    let servers = SERVERS.replace("S4,B2,900,1", "S4,B2,900,inf");
    assert_eq!(server_on(&servers, VALID), format!(r#"{ZERO}{{"exception":"cannot convert float infinity to integer"}}{REF}"#));
    // The data is read after the plan's emptiness check.
    assert_eq!(server_on(&servers, ""), format!(r#"{ZERO}{{"fatal":["solution.csv 为空"]}}{REF}"#));
}

#[test]
fn a_missing_file_is_fatal_and_problems_are_located() {
    let c = case_with(SERVERS);
    let r = RacksKind::grade_unreadable(&c, "sub/solution.csv", "No such file or directory");
    assert_eq!(r.diagnostics[0].code, codes::RACKS_FILE_NOT_FOUND.code);
    assert_eq!(r.error_info.fatal, ["缺 solution.csv"]);
    let text = format!("{HEADER}{}", VALID.replace("S3,R1,1,", "S3,R1,3,"));
    let r = RacksKind::grade(&c, text.as_bytes(), "s/solution.csv", &[]);
    let d = &r.diagnostics[0];
    assert_eq!(d.code, codes::RACKS_SLOT_TAKEN.code);
    assert_eq!(d.location.index_of("entry"), Some(2));
    assert_eq!((d.location.name_of("rack"), d.location.name_of("slot"), d.location.name_of("batch")), (Some("R1"), Some("3"), Some("B2")));
}

/// The form the site's edited plans download in is the public examples' own, byte for
/// byte (every example of `rack-hall`, read back by `plan_rows`), and a field with a
/// comma or a quote is quoted as Python's csv module writes it, and read back.
#[test]
fn solution_csv_writes_the_examples_bytes() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../cases-public/rack-hall/submissions");
    let mut names: Vec<String> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    assert_eq!(names.len(), 7, "{names:?}");
    for name in names {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        let rows = kind_racks::plan_rows(text.as_bytes()).unwrap();
        assert_eq!(rows.len(), 36, "{name}");
        assert_eq!(kind_racks::solution_csv(&rows), text, "{name}");
    }
    let odd = [["S,1".to_string(), "R\"2".into(), "3".into(), "1".into(), "B".into()]];
    assert_eq!(kind_racks::solution_csv(&odd), "server_id,rack_id,pos,allocation_status,batch\n\"S,1\",\"R\"\"2\",3,1,B\n");
    assert_eq!(kind_racks::plan_rows(kind_racks::solution_csv(&odd).as_bytes()).unwrap(), odd);
    // Columns in another order, one missing: read by name, the missing one empty.
    let other = kind_racks::plan_rows(b"batch,server_id,pos,allocation_status\nB1,S1,4,1\n").unwrap();
    assert_eq!(other, vec![["S1".to_string(), String::new(), "4".into(), "1".into(), "B1".into()]]);
}
