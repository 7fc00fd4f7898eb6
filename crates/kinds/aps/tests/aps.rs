//! The aps kind on small workbooks of our own in FDE-Bench 016's layout, each outcome as
//! the case's evaluator's rules give it (CPython 3.12, pandas 2.3.2; peers/kinds/aps.py
//! checks thousands more against our plain-Python statement of the rules).

use std::io::Write;

use grade_core::kind::{FileList, Kind, KindReport};
use kind_aps::{ApsCase, ApsKind};

const NS: &str = r#"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#;

/// A cell: text (inline), a number, or blank.
enum C<'a> {
    T(&'a str),
    N(f64),
    B,
}
use C::{B, N, T};

type Sheet<'a> = (&'a str, Vec<Vec<C<'a>>>);

/// A workbook of `sheets` (row 1 first).
fn book(sheets: &[Sheet]) -> Vec<u8> {
    let mut parts = vec![
        (
            "[Content_Types].xml".to_string(),
            r#"<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>"#.to_string(),
        ),
    ];
    let mut list = String::new();
    let mut rels = String::new();
    for (k, (name, rows)) in sheets.iter().enumerate() {
        let mut data = String::new();
        for (r, row) in rows.iter().enumerate() {
            let cells: String = row
                .iter()
                .enumerate()
                .map(|(c, v)| {
                    let at = format!("{}{}", (b'A' + c as u8) as char, r + 1);
                    match v {
                        T(s) => format!(r#"<c r="{at}" t="inlineStr"><is><t>{s}</t></is></c>"#),
                        N(x) => format!(r#"<c r="{at}"><v>{x:?}</v></c>"#),
                        B => String::new(),
                    }
                })
                .collect();
            if !cells.is_empty() {
                data.push_str(&format!(r#"<row r="{}">{cells}</row>"#, r + 1));
            }
        }
        list.push_str(&format!(r#"<sheet name="{name}" sheetId="{}" r:id="rId{}"/>"#, k + 1, k + 1));
        rels.push_str(&format!(
            r#"<Relationship Id="rId{}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet{}.xml"/>"#,
            k + 1,
            k + 1
        ));
        parts.push((
            format!("xl/worksheets/sheet{}.xml", k + 1),
            format!(r#"<?xml version="1.0"?><worksheet {NS}><sheetData>{data}</sheetData></worksheet>"#),
        ));
    }
    parts.push(("xl/workbook.xml".into(), format!(r#"<?xml version="1.0"?><workbook {NS}><sheets>{list}</sheets></workbook>"#)));
    parts.push((
        "xl/_rels/workbook.xml.rels".into(),
        format!(r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{rels}</Relationships>"#),
    ));
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, text) in parts {
        w.start_file(name, opts).unwrap();
        w.write_all(text.as_bytes()).unwrap();
    }
    w.finish().unwrap().into_inner()
}

/// Orders O1 (due 2026-05-20, two operations in sequence) and O2 (due 2026-06-10), O3
/// locked (STA 6); group G1 = D1, D2, group G2 = D3 (D4 disabled). W1: 2 × 30 min on
/// G1, W2: 0.5 h on G2 after W1, W3: 90 × 1 min on G1; W4 (locked order) and W5 (STA 1)
/// are not schedulable.
fn sheets() -> Vec<Sheet<'static>> {
    vec![
        (
            "ORD",
            vec![
                vec![T("OID"), T("STA"), T("OLE")],
                vec![T("O1"), N(1.0), T("2026-05-20")],
                vec![T("O2"), N(1.0), T("2026-06-10")],
                vec![T("O3"), N(6.0), T("2026-06-10")],
            ],
        ),
        ("TON", vec![vec![T("OID")], vec![T("TON_A_SEQ_0001")], vec![T("TON_A_SEQ_0002")], vec![T("TON_B_SEQ_0001")]]),
        (
            "TUS",
            vec![
                vec![T("TON"), T("RES"), T("ENA"), T("MAK")],
                vec![T("TON_A_SEQ_0001"), T("G1"), N(1.0), T("30MP")],
                vec![T("TON_A_SEQ_0002"), T("G2"), N(1.0), T("0.5HP")],
                vec![T("TON_B_SEQ_0001"), T("G1"), N(1.0), T("1MP")],
            ],
        ),
        (
            "RES",
            vec![
                vec![T("CODE"), T("GRP"), T("ENA")],
                vec![T("G1"), B, N(1.0)],
                vec![T("D1"), T("G1"), N(1.0)],
                vec![T("D2"), T("G1"), N(1.0)],
                vec![T("D3"), T("G2"), N(1.0)],
                vec![T("D4"), T("G2"), N(0.0)],
            ],
        ),
        (
            "WOP",
            vec![
                vec![T("OID"), T("ORD"), T("TON"), T("STA"), T("QTY")],
                vec![T("W1"), T("O1"), T("TON_A_SEQ_0001"), N(0.0), N(2.0)],
                vec![T("W2"), T("O1"), T("TON_A_SEQ_0002"), N(0.0), N(1.0)],
                vec![T("W3"), T("O2"), T("TON_B_SEQ_0001"), N(0.0), N(90.0)],
                vec![T("W4"), T("O3"), T("TON_B_SEQ_0001"), N(0.0), N(1.0)],
                vec![T("W5"), T("O2"), T("TON_B_SEQ_0001"), N(1.0), N(1.0)],
            ],
        ),
    ]
}

fn case_of(bytes: Vec<u8>) -> ApsCase {
    let files = FileList::new(vec![("data/aps_data.xlsx".into(), bytes)]);
    ApsKind::load_files(None, None, &files, None).unwrap()
}

fn case() -> ApsCase {
    case_of(book(&sheets()))
}

fn op(w: &str, r: &str, s: &str, e: &str) -> String {
    format!(r#"{{"wop_oid": "{w}", "resource": "{r}", "start_dt": "{s}", "end_dt": "{e}"}}"#)
}

/// The valid plan: W1 on D1 08:00–09:00, W2 on D3 09:00–09:30, W3 on D2 08:00–09:30
/// (Wednesday 27 May 2026).
fn plan(ops: &[String]) -> String {
    format!(r#"{{"scheduled_ops": [{}]}}"#, ops.join(", "))
}

fn good() -> Vec<String> {
    vec![
        op("W1", "D1", "2026-05-27T08:00:00", "2026-05-27T09:00:00"),
        op("W2", "D3", "2026-05-27 09:00", "2026-05-27T09:30:00"),
        op("W3", "D2", "2026-05-27T08:00:00Z", "2026-05-27T09:30:00"),
    ]
}

/// The server's output on one line (traceback aside).
fn server_on(case: &ApsCase, text: &str) -> String {
    let r = ApsKind::grade(case, text.as_bytes(), "s/solution.json", &[]);
    let out = ApsKind::server_output(case, &r, Some(text.as_bytes()), "s/solution.json");
    let lines: String = out.lines().map(str::trim).filter(|l| !l.starts_with("\"traceback\"")).collect();
    lines.replace("\": ", "\":").replace(",}", "}")
}

fn server(text: &str) -> String {
    server_on(&case(), text)
}

fn codes_of(text: &str) -> Vec<String> {
    ApsKind::grade(&case(), text.as_bytes(), "s/solution.json", &[]).diagnostics.iter().map(|d| d.code.clone()).collect()
}

const ZERO: &str = r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":"#;

fn constraint(lines: &[&str]) -> String {
    let quoted: Vec<String> = lines.iter().map(|l| serde_json::to_string(l).unwrap()).collect();
    format!(r#"{ZERO}{{"constraint":[{}]}}}}"#, quoted.join(","))
}

#[test]
fn the_case_derives_three_schedulable_operations() {
    let c = case();
    let p = c.plant.as_ref().unwrap();
    let ops: Vec<(&str, f64, Vec<String>)> = p.ops.iter().map(|o| (o.wop.as_str(), o.dur_min, o.devices.clone())).collect();
    assert_eq!(
        ops,
        [("W1", 60.0, vec!["D1".into(), "D2".into()]), ("W2", 30.0, vec!["D3".into()]), ("W3", 90.0, vec!["D1".into(), "D2".into()])]
    );
    assert_eq!(p.devices, ["D1", "D2", "D3", "G1"]);
    assert_eq!(p.ops[1].seq.as_deref(), Some("2"));
}

#[test]
fn a_valid_plan_scores_delay_and_utilisation_over_the_reference() {
    // upper = 179/24 days (all 180 minutes end to end end at 11:00, O1 due 20 May);
    // delay = 177.5/24 (O1 done 09:30); utilisation 180 / (3 × 90) → 667 steps.
    let r = ApsKind::grade(&case(), plan(&good()).as_bytes(), "s/solution.json", &[]);
    assert!(r.valid, "{:?}", r.diagnostics);
    assert_eq!(r.score(), Some(0.07348724));
    assert_eq!(
        server(&plan(&good())),
        r#"{"validity_score":1.0,"quality_score":0.07348724,"overall_score":0.07348724,"error_info":{},"absolute_score":0.008410289,"reference_value":0.1144455659,"delay_upper_days":7.4583,"total_delay_days":7.3958,"equipment_utilization":0.666667,"delayed_orders":1,"schedulable_ops":3,"covered_ops":3}"#
    );
    assert_eq!(r.ops[1].start, Some(60.0));
    assert_eq!(r.ops[1].order.as_deref(), Some("O1"));
}

#[test]
fn each_rule_broken_is_listed_in_the_servers_order() {
    // W3 missing; W1 on G9 starting Sunday; W2 ending early, and before W1 (its upstream) ends.
    let ops = [
        op("W1", "G9", "2026-05-31T09:00:00", "2026-05-31T10:00:00"),
        op("W2", "D3", "2026-05-27T09:00:00", "2026-05-27T09:10:00"),
        op("WX", "D1", "x", "y"),
    ];
    assert_eq!(
        server(&plan(&ops)),
        constraint(&[
            "C4_coverage: 2/3 schedulable ops covered (missing 1, e.g. ['W3'])",
            "C2_resource: 1 ops on illegal device",
            "C3_work_window: 1 ops start outside work window",
            "C5_duration: 2 ops with wrong duration",
            "C6_precedence: 1 downstream ops start before upstream op completes (工序前后置违反)",
        ])
    );
    assert_eq!(codes_of(&plan(&ops)), ["aps/uncovered", "aps/device", "aps/window", "aps/duration", "aps/duration", "aps/order"]);
}

#[test]
fn overlaps_order_and_bad_times() {
    // W3 on D1 over W1; W2 starting before W1 ends; touching is fine.
    let mut ops = good();
    ops[2] = op("W3", "D1", "2026-05-27T08:30:00", "2026-05-27T10:00:00");
    ops[1] = op("W2", "D3", "2026-05-27T08:30:00", "2026-05-27T09:00:00");
    assert_eq!(
        server(&plan(&ops)),
        constraint(&[
            "C1_overlap: 1 overlapping pairs",
            "C6_precedence: 1 downstream ops start before upstream op completes (工序前后置违反)"
        ])
    );
    assert_eq!(codes_of(&plan(&ops)), ["aps/overlap", "aps/order"]);
    let mut touch = good();
    touch[2] = op("W3", "D1", "2026-05-27T09:00:00", "2026-05-27T10:30:00");
    assert!(server(&plan(&touch)).starts_with(r#"{"validity_score":1.0"#));
    // A time neither reader reads: the first is named, its start still checked.
    let mut bad = good();
    bad[0] = op("W1", "D1", "2026-05-27T08:00:00", "soon");
    assert_eq!(server(&plan(&bad)), constraint(&["bad datetime for W1"]));
    assert_eq!(codes_of(&plan(&bad)), ["aps/bad-time"]);
}

#[test]
fn durations_count_working_minutes_within_one_percent() {
    // W3's 90 minutes from 17:00 end at 08:30 next morning; 1 % is 0.9 minutes.
    let mut ops = good();
    ops[2] = op("W3", "D2", "2026-05-27T17:00:00", "2026-05-28T08:30:00");
    assert!(server(&plan(&ops)).starts_with(r#"{"validity_score":1.0"#));
    ops[2] = op("W3", "D2", "2026-05-27T17:00:00", "2026-05-28T08:30:54");
    assert!(server(&plan(&ops)).starts_with(r#"{"validity_score":1.0"#));
    ops[2] = op("W3", "D2", "2026-05-27T17:00:00", "2026-05-28T08:30:55");
    assert_eq!(server(&plan(&ops)), constraint(&["C5_duration: 1 ops with wrong duration"]));
    // Saturday 17:00 → Monday 08:30 skips Sunday.
    ops[2] = op("W3", "D2", "2026-05-30T17:00:00", "2026-06-01T08:30:00");
    assert!(server(&plan(&ops)).starts_with(r#"{"validity_score":1.0"#));
    // 18:00 is outside the window; 08:00 inside.
    ops[2] = op("W3", "D2", "2026-05-27T18:00:00", "2026-05-28T09:30:00");
    assert_eq!(server(&plan(&ops)), constraint(&["C3_work_window: 1 ops start outside work window"]));
}

#[test]
fn zoned_times_and_far_dates_raise() {
    let mut ops = good();
    ops[0] = op("W1", "D1", "2026-05-27T08:00:00+08:00", "2026-05-27T09:00:00+08:00");
    assert_eq!(server(&plan(&ops)), format!(r#"{ZERO}{{"exception":"can't compare offset-naive and offset-aware datetimes"}}}}"#));
    ops[0] = op("W1", "D1", "2026-05-27T08:00:00", "9999-12-31T09:00:00");
    assert_eq!(server(&plan(&ops)), format!(r#"{ZERO}{{"exception":"date value out of range"}}}}"#));
    // An empty time is NaT: no "bad datetime", a start outside any window.
    ops[0] = op("W1", "D1", "", "2026-05-27T09:00:00");
    assert!(server(&plan(&ops)).contains("C3_work_window: 1 ops"));
    let items = r#"{"scheduled_ops": [1]}"#;
    assert_eq!(server(items), format!(r#"{ZERO}{{"exception":"'int' object has no attribute 'get'"}}}}"#));
    assert_eq!(codes_of(items), ["aps/raises"]);
    // A list of times is an ndarray: as a start it has no weekday(); as an end numpy
    // compares it item by item, which we refuse.
    let list = r#"{"scheduled_ops": [{"wop_oid": "W1", "start_dt": ["2026-05-27"]}]}"#;
    assert_eq!(server(list), format!(r#"{ZERO}{{"exception":"'numpy.ndarray' object has no attribute 'weekday'"}}}}"#));
    let list = r#"{"scheduled_ops": [{"wop_oid": "W1", "start_dt": "2026-05-27T08:00", "end_dt": []}]}"#;
    assert_eq!(codes_of(list), [grade_core::diagnostic::codes::CASE_UNSUPPORTED.code]);
}

#[test]
fn files_that_are_not_plans() {
    assert_eq!(server("[]"), format!(r#"{ZERO}{{"exception":"'list' object has no attribute 'get'"}}}}"#));
    assert_eq!(codes_of("[]"), ["aps/not-an-object"]);
    assert_eq!(server(r#"{"scheduled_ops": []}"#), format!(r#"{ZERO}{{"fatal":["Missing or empty 'scheduled_ops'"]}}}}"#));
    assert_eq!(codes_of(r#"{"scheduled_ops": 0}"#), ["aps/no-ops"]);
    assert_eq!(codes_of("{"), ["aps/not-json"]);
    let r = ApsKind::grade_unreadable(&case(), "s/solution.json", "no such file");
    assert_eq!(r.error_info.fatal, ["File not found: s/solution.json"]);
    assert_eq!(r.diagnostics[0].code, "aps/file-not-found");
}

#[test]
fn workbooks_the_evaluator_raises_on() {
    let mut s = sheets();
    s.retain(|(n, _)| *n != "TON");
    let c = case_of(book(&s));
    assert_eq!(c.plant.as_ref().unwrap_err().error, "Worksheet named 'TON' not found");
    assert_eq!(server_on(&c, &plan(&good())), format!(r#"{ZERO}{{"exception":"Worksheet named 'TON' not found"}}}}"#));
    let mut s = sheets();
    s[4].1[0][3] = T("STATE");
    assert_eq!(case_of(book(&s)).plant.unwrap_err().error, "'STA'");
    let mut s = sheets();
    s[2].1[1][3] = T("1.2.3MP");
    assert_eq!(case_of(book(&s)).plant.unwrap_err().error, "could not convert string to float: '1.2.3'");
    let r = ApsKind::grade(&case_of(book(&s)), b"{}", "s/solution.json", &[]);
    assert_eq!(r.diagnostics[0].code, "aps/bad-data");
}

#[test]
fn the_table_line_has_its_words() {
    i18n::register(&[&kind_aps::WORDS]);
    let r = ApsKind::grade(&case(), plan(&good()).as_bytes(), "s/solution.json", &[]);
    let t = r.table(i18n::Lang::En);
    assert!(t.contains("utilisation 0.666667"), "{t}");
}
