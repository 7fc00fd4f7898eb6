//! The quay kind on a two-vessel berth line of our own in FDE-Bench 024's format, each
//! outcome as CPython 3.12 running the case's evaluator printed it (peers/kinds/quay.py
//! checks thousands more against our plain-Python statement of the rules).

use grade_core::kind::{FileList, Kind, KindReport};
use kind_quay::{codes, QuayCase, QuayKind};

const TACT: &str = "op_type,size_ft,seconds_per_lift,max_per_lift\nL,20,100,2\nL,40,120,1\nU,20,80,2\nU,40,110,1\n";
// V1 needs ceil(3/2)·100 + 1·120 + 0 + 1·110 = 430 s; V2 ceil(2/2)·100 = 100 s.
const VESSELS: &str = "vessel_id,berth_no,start_time,end_time,load_20,load_40,unload_20,unload_40\n\
V1,1,2024-03-01 08:00:00,2024-03-01 12:00:00,3,1,0,1\n\
V2,3,2024-03-01 08:00:00,2024-03-01 12:00:00,2,0,0,0\n";

fn case_of(tact: &str, vessels: &str) -> QuayCase {
    let files = FileList::new(vec![
        ("data/tact_times.csv".into(), tact.as_bytes().to_vec()),
        ("data/vessel_workload.csv".into(), vessels.as_bytes().to_vec()),
    ]);
    QuayKind::load_files(None, None, &files, None).unwrap()
}

/// The server's output, on one line as the evaluator's dict (traceback aside).
fn server_on(case: &QuayCase, text: &str) -> String {
    let r = QuayKind::grade(case, text.as_bytes(), "s/solution.json", &[]);
    let out = QuayKind::server_output(case, &r, Some(text.as_bytes()), "s/solution.json");
    let lines: String = out.lines().map(str::trim).filter(|l| !l.starts_with("\"traceback\"")).collect();
    lines.replace("\": ", "\":").replace(",}", "}").replace("\",\"C", "\", \"C")
}

fn server(text: &str) -> String {
    server_on(&case_of(TACT, VESSELS), text)
}

fn codes_of(text: &str) -> Vec<String> {
    let r = QuayKind::grade(&case_of(TACT, VESSELS), text.as_bytes(), "s/solution.json", &[]);
    r.diagnostics.iter().map(|d| d.code.clone()).collect()
}

const D: &str = "2024-03-01 ";

fn work(s: &str, e: &str, berth: &str, vessel: &str) -> String {
    format!(
        r#"{{"type": "work", "start_time": "{D}{s}", "end_time": "{D}{e}", "berth": {berth}, "from_berth": null, "to_berth": null, "vessel_id": {vessel}}}"#
    )
}

fn mv(s: &str, e: &str, from: &str, to: &str) -> String {
    format!(
        r#"{{"type": "move", "start_time": "{D}{s}", "end_time": "{D}{e}", "berth": null, "from_berth": {from}, "to_berth": {to}, "vessel_id": null}}"#
    )
}

fn plan(cranes: &[(&str, Vec<String>)]) -> String {
    let cs: Vec<String> = cranes.iter().map(|(id, evs)| format!(r#"{{"crane_id": {id}, "events": [{}]}}"#, evs.join(", "))).collect();
    format!(r#"{{"num_cranes": {}, "cranes": [{}]}}"#, cranes.len(), cs.join(", "))
}

const ZERO: &str = r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":"#;

#[test]
fn valid_plans_score_the_reference_over_cranes_and_moves() {
    let two = plan(&[("0", vec![work("08:00:00", "08:07:10", "1", "\"V1\"")]), ("1", vec![work("08:00:00", "08:01:40", "3", "\"V2\"")])]);
    assert_eq!(
        server(&two),
        r#"{"validity_score":1.0,"quality_score":5.500947,"overall_score":5.500947,"error_info":{},"player_score":200000000.0,"num_cranes":2,"total_move_seconds":0.0,"baseline_cost":1100189429.9328592,"vessels_ok":2,"vessels_total":2}"#
    );
    // One crane: two berths' move, 2 × 880 s, then the second vessel.
    let one = plan(&[(
        "0",
        vec![
            work("08:00:00", "08:07:10", "1", "\"V1\""),
            mv("08:07:10", "08:36:30", "1", "3"),
            work("08:36:30", "08:38:10", "3", "\"V2\""),
        ],
    )]);
    assert_eq!(
        server(&one),
        r#"{"validity_score":1.0,"quality_score":11.001701,"overall_score":11.001701,"error_info":{},"player_score":100001760.0,"num_cranes":1,"total_move_seconds":1760.0,"baseline_cost":1100189429.9328592,"vessels_ok":2,"vessels_total":2}"#
    );
    let r = QuayKind::grade(&case_of(TACT, VESSELS), one.as_bytes(), "solution.json", &[]);
    assert!(r.valid() && r.diagnostics.is_empty());
    assert_eq!(r.vessels.iter().map(|v| (v.required, v.allocated)).collect::<Vec<_>>(), [(430.0, 430.0), (100.0, 100.0)]);
}

#[test]
fn every_rule_broken_in_the_evaluators_order_and_words() {
    let bad = plan(&[(
        "0",
        vec![
            work("08:00:00", "08:07:09", "1", "\"V1\""),
            mv("08:07:10", "08:30:00", "1", "3"),
            work("08:29:00", "08:29:00", "3", "\"V2\""),
            work("07:59:00", "07:59:30", "2", "\"V2\""),
            work("12:00:00", "12:00:10", "1", "\"V1\""),
            work("12:00:00", "12:00:10", "1", "\"\""),
            work("12:00:00", "12:00:10", "1", "\"V9\""),
        ],
    )]);
    assert_eq!(
        server(&bad),
        format!(
            "{ZERO}{}",
            r#"{"constraint":["C3/C7 crane=0 event=4: end_time <= start_time", "C7 crane=0: overlap between event 3 and 4: -60s", "C7 crane=0: overlap between event 6 and 7: -10s", "C7 crane=0: overlap between event 7 and 8: -10s", "C4 crane=0: move 1->3 expected=1760s actual=1370s", "C5 crane=0 vessel=V2: work berth=2 != vessel berth=3", "C2 crane=0 vessel=V2: work starts 2024-03-01 07:59:00 before start_time 2024-03-01 08:00:00", "C2 crane=0 vessel=V1: work ends 2024-03-01 12:00:10 after end_time 2024-03-01 12:00:00", "C5 crane=0: work event missing vessel_id", "C5 crane=0: unknown vessel_id=V9"],"vessels_ok":0,"vessels_total":2,"crossing_violations":0}}"#
        )
    );
    let got = codes_of(&bad);
    for c in [
        codes::QUAY_NOT_AFTER_START,
        codes::QUAY_OVERLAP,
        codes::QUAY_MOVE_TIME,
        codes::QUAY_WRONG_BERTH,
        codes::QUAY_EARLY,
        codes::QUAY_LATE,
        codes::QUAY_NO_VESSEL,
        codes::QUAY_UNKNOWN_VESSEL,
        codes::QUAY_SHORT,
    ] {
        assert!(got.contains(&c.code.to_string()), "{} not in {got:?}", c.code);
    }
    // Located: crane, event (its place in the file's list), vessel.
    let r = QuayKind::grade(&case_of(TACT, VESSELS), bad.as_bytes(), "solution.json", &[]);
    let early = r.diagnostics.iter().find(|d| d.code == "quay/early").unwrap();
    assert_eq!(early.location.name_of("crane"), Some("0"));
    assert_eq!(early.location.index_of("event"), Some(3));
    assert_eq!(early.location.name_of("vessel"), Some("V2"));
    assert_eq!(early.message, "crane 0 works vessel V2 from 2024-03-01 07:59:00, before its window opens at 2024-03-01 08:00:00");
}

#[test]
fn crossings_at_event_times_and_move_ends_the_earlier_event_winning() {
    let cross = plan(&[("1", vec![work("08:00:00", "08:07:10", "1", "\"V1\"")]), ("0", vec![work("08:00:00", "08:01:40", "3", "\"V2\"")])]);
    assert_eq!(
        server(&cross),
        format!(
            "{ZERO}{}",
            r#"{"constraint":["C6 crossing: crane_0 pos=3.00 > crane_1 pos=1.00 at t=2024-03-01 08:00:00", "C6 crossing: crane_0 pos=3.00 > crane_1 pos=1.00 at t=2024-03-01 08:01:40"],"vessels_ok":2,"vessels_total":2,"crossing_violations":2}}"#
        )
    );
    let wait = r#"{"type": "wait", "start_time": "2024-03-01 08:16:20", "end_time": "2024-03-01 10:00:00", "berth": 2, "from_berth": null, "to_berth": null, "vessel_id": null}"#;
    let mid = plan(&[
        (
            "0",
            vec![work("08:00:00", "08:07:10", "1", "\"V1\""), mv("09:00:00", "09:29:20", "1", "3"), mv("09:29:20", "09:58:40", "3", "1")],
        ),
        ("1", vec![work("08:00:00", "08:01:40", "3", "\"V2\""), mv("08:01:40", "08:16:20", "3", "2"), wait.to_string()]),
    ]);
    assert_eq!(
        server(&mid),
        format!(
            "{ZERO}{}",
            r#"{"constraint":["C6 crossing: crane_0 pos=3.00 > crane_1 pos=2.00 at t=2024-03-01 09:29:20"],"vessels_ok":2,"vessels_total":2,"crossing_violations":1}}"#
        )
    );
    assert!(codes_of(&mid).contains(&codes::QUAY_CROSSING.code.to_string()));
}

#[test]
fn what_python_raises_stops_the_checks() {
    let exception = |e: &str| format!(r#"{ZERO}{{"exception":"{e}"}}}}"#);
    let bad_time = plan(&[("0", vec![work("08:00:00", "08:07:10", "1", "\"V1\"").replace("2024-03-01 08:07:10", "2024-03-01T08:07:10")])]);
    assert_eq!(server(&bad_time), exception("time data '2024-03-01T08:07:10' does not match format '%Y-%m-%d %H:%M:%S'"));
    assert_eq!(codes_of(&bad_time), [codes::QUAY_BAD_TIME.code]);
    let v1 = vec![work("08:00:00", "08:07:10", "1", "\"V1\"")];
    let v2 = vec![work("08:00:00", "08:01:40", "3", "\"V2\"")];
    let no_id = plan(&[("0", v1.clone()), ("1", v2.clone())]).replacen(r#""crane_id": 0, "#, "", 1);
    assert_eq!(server(&no_id), exception("'crane_id'"));
    assert_eq!(codes_of(&no_id), [codes::QUAY_RAISES.code]);
    let mixed = plan(&[("0", v1.clone()), ("\"1\"", v2)]);
    assert_eq!(server(&mixed), exception("'<' not supported between instances of 'str' and 'int'"));
    // A move without to_berth: C4 notes it, then its place at 08:07:10 (the work before
    // ends then and wins) is fine, at its midpoint it raises.
    let none_to = plan(&[(
        "0",
        vec![
            work("08:00:00", "08:07:10", "1", "\"V1\""),
            mv("08:07:10", "08:36:30", "1", "null"),
            work("08:36:30", "08:38:10", "3", "\"V2\""),
        ],
    )]);
    assert_eq!(server(&none_to), exception("unsupported operand type(s) for -: 'NoneType' and 'int'"));
    // Where an earlier event holds every time of the move, it never gives a place: C4
    // alone (and the wait filled after it, at no berth, is never asked either).
    let covered = plan(&[(
        "0",
        vec![
            work("08:00:00", "08:07:10", "1", "\"V1\""),
            mv("08:01:00", "08:02:00", "1", "null"),
            work("08:07:10", "08:08:50", "3", "\"V2\""),
        ],
    )]);
    assert_eq!(
        server(&covered),
        format!(
            "{ZERO}{}",
            r#"{"constraint":["C7 crane=0: overlap between event 0 and 1: -370s", "C4 crane=0: move event missing from/to_berth"],"vessels_ok":2,"vessels_total":2,"crossing_violations":0}}"#
        )
    );
    assert_eq!(codes_of(&covered), [codes::QUAY_OVERLAP.code, codes::QUAY_MOVE_BERTHS.code]);
    let missing = plan(&[("0", vec![mv("08:07:10", "08:36:30", "1", "null")])]);
    assert!(codes_of(&missing).contains(&codes::QUAY_RAISES.code.to_string()));
}

#[test]
fn gaps_of_more_than_a_second_become_waits_at_the_berth_before() {
    // Crane 1 stands at berth 3 from 08:01:40; the wait filled after it holds it there
    // when crane 0 arrives at berth 3 later: crane 0 (left) at 3, crane 1 at 3, no crossing.
    let p = plan(&[
        ("0", vec![work("08:00:00", "08:07:10", "1", "\"V1\""), mv("08:07:10", "08:36:30", "1", "3")]),
        ("1", vec![work("08:00:00", "08:01:40", "3", "\"V2\""), work("08:40:00", "08:40:01", "3", "\"V2\"")]),
    ]);
    let r = QuayKind::grade(&case_of(TACT, VESSELS), p.as_bytes(), "solution.json", &[]);
    assert!(r.valid, "{:?}", r.error_info);
    let kinds: Vec<&str> = r.cranes[1].events.iter().map(|e| e.kind.as_str()).collect();
    assert_eq!(kinds, ["work", "wait", "work"]);
    assert_eq!(r.cranes[1].events[1].berth, Some(3.0));
    // A gap of one second is left as it is.
    let p = plan(&[("0", vec![work("08:00:00", "08:07:10", "1", "\"V1\""), work("08:07:11", "08:07:12", "1", "\"V1\"")])]);
    let r = QuayKind::grade(&case_of(TACT, VESSELS), p.as_bytes(), "solution.json", &[]);
    assert_eq!(r.cranes[0].events.len(), 2);
}

#[test]
fn files_the_server_rejects_before_the_rules() {
    assert_eq!(server("{\"cranes\": []}"), format!(r#"{ZERO}{{"schema":["'cranes' is empty"]}}}}"#));
    assert_eq!(server("[1]"), format!(r#"{ZERO}{{"schema":["Missing or invalid 'cranes' array"]}}}}"#));
    assert_eq!(codes_of("{\"cranes\": 3}"), [codes::QUAY_NO_CRANES.code]);
    assert_eq!(codes_of("\u{feff}{}"), [codes::QUAY_NOT_JSON.code]);
    let c = case_of(TACT, VESSELS);
    let r = QuayKind::grade_unreadable(&c, "sub/solution.json", "No such file");
    assert_eq!(r.error_info.fatal, ["File not found: sub/solution.json"]);
    assert_eq!(r.diagnostics[0].code, codes::QUAY_FILE_NOT_FOUND.code);
}

#[test]
fn data_the_evaluator_raises_on() {
    let c = case_of("op_type,size_ft,seconds_per_lift,max_per_lift\nL,20,100,2\nL,40,120,1\nU,20,80,2\n", VESSELS);
    let r = QuayKind::grade(&c, b"{}", "solution.json", &[]);
    assert_eq!(r.error_info.exception.as_deref(), Some("('U', 40)"));
    assert_eq!(r.diagnostics[0].code, codes::QUAY_BAD_DATA.code);
    let c = case_of(TACT, &VESSELS.replace("2024-03-01 12:00:00,2,0", "2024-02-30 12:00:00,2,0"));
    assert_eq!(QuayKind::grade(&c, b"{}", "solution.json", &[]).error_info.exception.as_deref(), Some("day is out of range for month"));
    let c = case_of(&TACT.replace("L,40,120,1", "L,40,120,0"), VESSELS);
    assert_eq!(QuayKind::grade(&c, b"{}", "solution.json", &[]).error_info.exception.as_deref(), Some("division by zero"));
}

#[test]
fn a_graded_schedule_written_back_grades_the_same() {
    // What the site's edited schedule downloads as: its events, no filled waits.
    let one = plan(&[(
        "0",
        vec![
            work("08:00:00", "08:07:10", "1", "\"V1\""),
            mv("08:10:00", "08:39:20", "1", "3"),
            work("08:40:00", "08:41:40", "3", "\"V2\""),
        ],
    )]);
    let c = case_of(TACT, VESSELS);
    let r = QuayKind::grade(&c, one.as_bytes(), "solution.json", &[]);
    assert_eq!(r.cranes[0].events.len(), 5, "two waits filled");
    let text = kind_quay::solution_json(&r.cranes);
    let again = QuayKind::grade(&c, text.as_bytes(), "solution.json", &[]);
    assert_eq!((again.valid, again.player_score, &again.cranes), (true, Some(100001760.0), &r.cranes));
    assert!(text.starts_with("{\n  \"num_cranes\": 1,\n  \"cranes\": [\n    {\"crane_id\": 0, \"events\": [\n      {\"type\": \"work\", \"start_time\": \"2024-03-01 08:00:00\""), "{text}");
}

#[test]
fn the_coach_splits_a_valid_cost_crane_by_crane() {
    let one = plan(&[(
        "0",
        vec![
            work("08:00:00", "08:07:10", "1", "\"V1\""),
            mv("08:07:10", "08:36:30", "1", "3"),
            work("08:40:00", "08:41:40", "3", "\"V2\""),
        ],
    )]);
    let c = case_of(TACT, VESSELS);
    let r = QuayKind::grade(&c, one.as_bytes(), "solution.json", &[]);
    let k = kind_quay::coach(&r, 5).unwrap();
    assert_eq!((k.cost, k.cranes, k.crane_term, k.moves), (100001760.0, 1, 1e8, 1760.0));
    let l = &k.loads[0];
    // 430 + 100 s of work, the move, and the 210 s wait the server fills before V2.
    assert_eq!((l.crane.as_str(), l.work, l.moves, l.wait, l.share), ("0", 530.0, 1760.0, 210.0, 1.0));
    // Nothing to coach on a rejected schedule.
    let bad = one.replace("08:41:40", "08:40:00");
    assert_eq!(kind_quay::coach(&QuayKind::grade(&c, bad.as_bytes(), "solution.json", &[]), 5), None);
}
