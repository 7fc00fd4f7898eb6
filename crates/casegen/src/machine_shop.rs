//! `machine-shop`: eight orders through turning, milling and inspection, shaped like
//! FDE-Bench 016 (`data/aps_data.xlsx`, sheets ORD, TON, TUS, RES and WOP), with our own
//! orders, routing and devices.
//!
//! The workbook is written here as a ZIP of SpreadsheetML parts (as `container_load`'s):
//! pandas.read_excel in the peers' venv reads it as `pysem::xlsx` does, and
//! peers/kinds/aps.py's statement grades the six examples as fde-grade does.
//!
//! The reference is [`solve`]: each operation on the device of its group that is free
//! first, started as early as its order's previous operation and the calendar allow, run
//! over nights and Sundays in working minutes, the orders taken in the best of the
//! due-date order and 400 seeded sequences. Its variants make the ladder: by due date on
//! one device a group; one order at a time.

use std::io::Write;

use grader::aps::{ApsCase, ApsReport};
use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};

use crate::out::{self, put, Files};
use crate::plan_example::{expect, Example};

pub const ID: &str = "machine-shop";

/// A device group: its code, its devices (code, enabled) and the operation it does.
struct Group {
    code: &'static str,
    devices: &'static [(&'static str, bool)],
}

const GROUPS: [Group; 3] = [
    Group { code: "RES_G10", devices: &[("RES_0101", true), ("RES_0102", true)] },
    Group { code: "RES_G20", devices: &[("RES_0201", true), ("RES_0202", true), ("RES_0203", false)] },
    Group { code: "RES_G30", devices: &[("RES_0301", true)] },
];

/// An order: id, state (1 live, 6 locked), its due date (day of May 2026 or June as
/// 31 + day, hour), its quantity and which steps it takes (group index, rate text,
/// minutes a piece).
struct Order {
    id: &'static str,
    sta: u8,
    due: (u32, u32),
    qty: u32,
    steps: &'static [(usize, &'static str, f64)],
}

const ORDERS: [Order; 9] = [
    Order { id: "ORD_0001", sta: 1, due: (28, 12), qty: 120, steps: &[(0, "2.5MP", 2.5), (1, "1.5MP", 1.5), (2, "0.5MP", 0.5)] },
    Order { id: "ORD_0002", sta: 1, due: (29, 17), qty: 75, steps: &[(0, "0.06HP", 3.6), (1, "2MP", 2.0)] },
    Order { id: "ORD_0003", sta: 1, due: (27, 18), qty: 36, steps: &[(1, "4MP", 4.0), (2, "1MP", 1.0)] },
    Order { id: "ORD_0004", sta: 1, due: (30, 12), qty: 180, steps: &[(0, "1.2MP", 1.2), (1, "0.9MP", 0.9), (2, "0.25MP", 0.25)] },
    Order { id: "ORD_0005", sta: 1, due: (32, 10), qty: 90, steps: &[(0, "3MP", 3.0), (2, "0.5MP", 0.5)] },
    Order { id: "ORD_0006", sta: 1, due: (28, 9), qty: 60, steps: &[(1, "5MP", 5.0), (2, "0.75MP", 0.75)] },
    Order { id: "ORD_0007", sta: 1, due: (30, 16), qty: 135, steps: &[(0, "2MP", 2.0), (1, "2MP", 2.0), (2, "0.4MP", 0.4)] },
    Order { id: "ORD_0008", sta: 1, due: (29, 12), qty: 60, steps: &[(0, "0.05HP", 3.0), (1, "3.5MP", 3.5)] },
    Order { id: "ORD_0009", sta: 6, due: (29, 12), qty: 10, steps: &[(0, "2MP", 2.0)] },
];

/// The work calendar in wall-clock minutes from 2026-05-27 00:00 (a Wednesday).
const OPEN: i64 = 480;
const CLOSE: i64 = 1080;
const DAY: i64 = 1440;

fn sunday(t: i64) -> bool {
    (t.div_euclid(DAY) + 2).rem_euclid(7) == 6
}

/// The first working minute at or after `t`.
fn into_work(mut t: i64) -> i64 {
    loop {
        let tod = t.rem_euclid(DAY);
        if sunday(t) || tod >= CLOSE {
            t = t.div_euclid(DAY) * DAY + DAY + OPEN;
        } else if tod < OPEN {
            t = t.div_euclid(DAY) * DAY + OPEN;
        } else {
            return t;
        }
    }
}

/// The end of `m` working minutes from `t` (inside the calendar).
fn add_work(mut t: i64, mut m: i64) -> i64 {
    loop {
        let room = CLOSE - t.rem_euclid(DAY);
        if m <= room {
            return t + m;
        }
        m -= room;
        t = into_work(t.div_euclid(DAY) * DAY + DAY);
    }
}

/// `2026-05-27T08:00:00` for a wall-clock minute.
fn iso(t: i64) -> String {
    // From 27 May 2026 through the months after it (a schedule of weeks).
    let (mut mo, mut d) = (5, 27 + t.div_euclid(DAY));
    for days in [31, 30, 31, 31, 30] {
        if d <= days {
            break;
        }
        d -= days;
        mo += 1;
    }
    let tod = t.rem_euclid(DAY);
    format!("2026-{mo:02}-{d:02}T{:02}:{:02}:00", tod / 60, tod % 60)
}

/// An operation of the case: its WOP id, order, group, minutes.
#[derive(Clone)]
pub struct Op {
    wop: String,
    order: usize,
    group: usize,
    minutes: i64,
}

fn ops() -> Vec<Op> {
    let mut out = Vec::new();
    for (k, o) in ORDERS.iter().enumerate() {
        for (s, (g, _, rate)) in o.steps.iter().enumerate() {
            if o.sta != 1 {
                continue;
            }
            let minutes = rate * f64::from(o.qty);
            assert_eq!(minutes, minutes.round(), "whole minutes");
            out.push(Op { wop: format!("WOP_{:02}{}", k + 1, s + 1), order: k, group: *g, minutes: minutes as i64 });
        }
    }
    out
}

/// A schedule: per operation, its device and its start and end minute.
pub type Plan = Vec<(Op, &'static str, i64, i64)>;

/// List scheduling: orders in `order`, each operation on the first-free device among
/// the group's first `width`; `serial`: an order starts when the one before ends.
fn schedule(order: &[usize], width: usize, serial: bool) -> Plan {
    let ops = ops();
    let mut free: Vec<(&'static str, i64)> = Vec::new();
    let mut plan = Vec::new();
    let mut last_end = OPEN;
    for &k in order {
        let mut ready = if serial { last_end } else { OPEN };
        for op in ops.iter().filter(|o| o.order == k) {
            let devices: Vec<&'static str> = GROUPS[op.group].devices.iter().filter(|d| d.1).map(|d| d.0).take(width).collect();
            let at = |d: &str| free.iter().find(|f| f.0 == d).map_or(OPEN, |f| f.1);
            let best = devices.iter().copied().min_by_key(|d| into_work(at(d).max(ready))).expect("a device");
            let start = into_work(at(best).max(ready));
            let end = add_work(start, op.minutes);
            match free.iter_mut().find(|f| f.0 == best) {
                Some(f) => f.1 = end,
                None => free.push((best, end)),
            }
            plan.push((op.clone(), best, start, end));
            ready = end;
            last_end = last_end.max(end);
        }
    }
    plan
}

/// Orders by due date, then id.
fn by_due() -> Vec<usize> {
    let mut v: Vec<usize> = (0..ORDERS.len()).collect();
    v.sort_by_key(|&k| (ORDERS[k].due, k));
    v
}

/// The reference (module docs): the best of the due-date order and 400 seeded
/// orders of the orders, as the grader scores them.
pub fn solve() -> Plan {
    let case = case_of(1.0);
    let score = |p: &Plan| grade(&case, &json(p, |d, _| d.to_string(), false)).absolute_score.unwrap_or(0.0);
    let mut best = schedule(&by_due(), 9, false);
    let mut top = score(&best);
    let mut order = by_due();
    let mut seed: u64 = 16;
    for _ in 0..400 {
        // A Fisher-Yates shuffle driven by a 64-bit LCG (Knuth's constants).
        for i in (1..order.len()).rev() {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            order.swap(i, (seed >> 33) as usize % (i + 1));
        }
        let p = schedule(&order, 9, false);
        let s = score(&p);
        if s > top {
            (best, top) = (p, s);
        }
    }
    best
}

/// A plan as `solution.json`, an operation a line (`wall`: each end at start + minutes
/// on the wall clock, through the night).
fn json(plan: &Plan, device: impl Fn(&str, usize) -> String, wall: bool) -> String {
    let mut rows: Vec<&(Op, &str, i64, i64)> = plan.iter().collect();
    rows.sort_by(|a, b| a.0.wop.cmp(&b.0.wop));
    let lines: Vec<String> = rows
        .iter()
        .map(|(op, d, s, e)| {
            format!(
                "    {{\"wop_oid\": \"{}\", \"resource\": \"{}\", \"start_dt\": \"{}\", \"end_dt\": \"{}\", \"duration_min\": {}}}",
                op.wop,
                device(d, op.group),
                iso(*s),
                iso(if wall { s + op.minutes } else { *e }),
                op.minutes
            )
        })
        .collect();
    format!("{{\n  \"scheduled_ops\": [\n{}\n  ]\n}}\n", lines.join(",\n"))
}

/// A cell of a sheet.
enum Cell {
    Text(String),
    Num(f64),
    Blank,
}

fn t(s: &str) -> Cell {
    Cell::Text(s.into())
}

fn sheets() -> Vec<(&'static str, Vec<Vec<Cell>>)> {
    use Cell::{Blank, Num};
    let mut ord = vec![vec![t("OID"), t("STA"), t("OLE"), t("CUS")]];
    let mut ton = vec![vec![t("OID"), t("PCS"), t("NAM")]];
    let mut tus = vec![vec![t("OID"), t("TON"), t("RES"), t("ENA"), t("MAK")]];
    let mut wop = vec![vec![t("OID"), t("ORD"), t("TON"), t("STA"), t("QTY")]];
    let names = ["turning", "milling", "inspection"];
    for (k, o) in ORDERS.iter().enumerate() {
        let (day, hour) = o.due;
        let date = if day <= 31 { format!("2026-05-{day:02} {hour:02}:00:00") } else { format!("2026-06-{:02} {hour:02}:00:00", day - 31) };
        ord.push(vec![t(o.id), Num(f64::from(o.sta)), Cell::Text(date), t("CUS_01")]);
        for (s, (g, rate, _)) in o.steps.iter().enumerate() {
            let node = format!("TON_{:04}_SEQ_{:04}", k + 1, s + 1);
            ton.push(vec![Cell::Text(node.clone()), Num(0.0), t(names[*g])]);
            tus.push(vec![
                Cell::Text(format!("TUS_{:02}{}", k + 1, s + 1)),
                Cell::Text(node.clone()),
                t(GROUPS[*g].code),
                Num(1.0),
                t(rate),
            ]);
            wop.push(vec![Cell::Text(format!("WOP_{:02}{}", k + 1, s + 1)), t(o.id), Cell::Text(node), Num(0.0), Num(f64::from(o.qty))]);
        }
    }
    // An operation already started (STA 1) and one whose only routing row is disabled:
    // neither is schedulable.
    wop.push(vec![t("WOP_0199"), t("ORD_0001"), t("TON_0001_SEQ_0001"), Num(1.0), Num(5.0)]);
    ton.push(vec![t("TON_0002_SEQ_0009"), Num(0.0), t("painting")]);
    tus.push(vec![t("TUS_0299"), t("TON_0002_SEQ_0009"), t("RES_G20"), Num(0.0), t("1MP")]);
    wop.push(vec![t("WOP_0299"), t("ORD_0002"), t("TON_0002_SEQ_0009"), Num(0.0), Num(5.0)]);
    let mut res = vec![vec![t("CODE"), t("GRP"), t("ENA"), t("NAM")]];
    for g in &GROUPS {
        res.push(vec![t(g.code), Blank, Num(1.0), t("group")]);
        for (d, on) in g.devices {
            res.push(vec![t(d), t(g.code), Num(if *on { 1.0 } else { 0.0 }), t("device")]);
        }
    }
    vec![("ORD", ord), ("TON", ton), ("TUS", tus), ("RES", res), ("WOP", wop)]
}

const NS: &str = r#"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#;

/// `aps_data.xlsx`: a workbook of the five sheets, inline strings.
pub fn workbook() -> Vec<u8> {
    let sheets = sheets();
    let mut parts: Vec<(String, String)> = Vec::new();
    let mut types = String::new();
    let mut list = String::new();
    let mut rels = String::new();
    for (k, (name, rows)) in sheets.iter().enumerate() {
        let mut data = String::new();
        for (r, row) in rows.iter().enumerate() {
            let mut cells = String::new();
            for (c, v) in row.iter().enumerate() {
                let at = format!("{}{}", (b'A' + c as u8) as char, r + 1);
                match v {
                    Cell::Text(s) => cells.push_str(&format!(r#"<c r="{at}" t="inlineStr"><is><t>{s}</t></is></c>"#)),
                    Cell::Num(x) => {
                        cells.push_str(&format!(r#"<c r="{at}"><v>{}</v></c>"#, grader::pyjson::py_float_repr(*x).trim_end_matches(".0")))
                    }
                    Cell::Blank => {}
                }
            }
            data.push_str(&format!(r#"<row r="{}">{cells}</row>"#, r + 1));
        }
        let n = k + 1;
        types.push_str(&format!(
            r#"<Override PartName="/xl/worksheets/sheet{n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"#
        ));
        list.push_str(&format!(r#"<sheet name="{name}" sheetId="{n}" r:id="rId{n}"/>"#));
        rels.push_str(&format!(
            r#"<Relationship Id="rId{n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet{n}.xml"/>"#
        ));
        parts.push((
            format!("xl/worksheets/sheet{n}.xml"),
            format!(r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet {NS}><sheetData>{data}</sheetData></worksheet>"#),
        ));
    }
    let head = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#;
    let mut all = vec![
        (
            "[Content_Types].xml".to_string(),
            format!(
                r#"{head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>{types}</Types>"#
            ),
        ),
        (
            "_rels/.rels".to_string(),
            format!(
                r#"{head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#
            ),
        ),
        ("xl/workbook.xml".to_string(), format!(r#"{head}<workbook {NS}><sheets>{list}</sheets></workbook>"#)),
        (
            "xl/_rels/workbook.xml.rels".to_string(),
            format!(r#"{head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{rels}</Relationships>"#),
        ),
    ];
    all.extend(parts);
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, text) in all {
        w.start_file(name, opts).expect("a part");
        w.write_all(text.as_bytes()).expect("a part");
    }
    w.finish().expect("the package").into_inner()
}

fn examples() -> Vec<Example> {
    let best = solve();
    let narrow = schedule(&by_due(), 1, false);
    let ids: Vec<usize> = (0..ORDERS.len()).collect();
    let serial = schedule(&ids, 1, true);
    vec![
        Example {
            file: "submissions/1-reference.json",
            title: "The best order of orders",
            teaches: "Each operation on its group's first free device as soon as its order's previous operation ends, run over nights and Sundays in working minutes, the orders taken in the best of 400 sequences tried (the due-date order among them). It defines the reference: score 1.0.",
            text: json(&best, |d, _| d.to_string(), false),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-one-device-a-group.json",
            title: "Due dates, one device a group",
            teaches: "The orders by due date on only the first device of each group: the second lathe and mill stand idle, orders queue and finish later. Valid, more delay, a lower score.",
            text: json(&narrow, |d, _| d.to_string(), false),
            expect: expect("valid", 2, "valid, not optimised"),
        },
        Example {
            file: "submissions/3-one-order-at-a-time.json",
            title: "One order at a time",
            teaches: "Orders in id order, each started only when the one before is done, on one device a group: nothing runs in parallel, so the late orders are very late.",
            text: json(&serial, |d, _| d.to_string(), false),
            expect: expect("valid", 1, "valid, poor"),
        },
        Example {
            file: "submissions/4-wall-clock-ends.json",
            title: "Ends on the wall clock",
            teaches: "One order at a time again, with each end at start + minutes on the wall clock: an operation that runs past 18:00 ends that evening, not the next work morning, so its working minutes fall short (rule C5).",
            text: json(&serial, |d, _| d.to_string(), true),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/5-group-codes.json",
            title: "Group codes as devices",
            teaches: "The reference with each operation on its resource group's code (RES_G10) instead of a device of the group: a group is not a device (rule C2).",
            text: json(&best, |_, g| GROUPS[g].code.to_string(), false),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/6-disabled-mill.json",
            title: "On the disabled mill",
            teaches: "The reference with the second mill's operations on RES_0203, which is disabled (ENA 0): not a device the routing allows (rule C2).",
            text: json(&best, |d, _| if d == "RES_0202" { "RES_0203".into() } else { d.to_string() }, false),
            expect: expect("rejected", 0, "missed the rules"),
        },
    ]
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Every schedulable operation, one line", "`scheduled_ops` lists each operation of a live order (ORD.STA 1) not yet started (WOP.STA 0) whose routing node has an enabled device: its `wop_oid`, `resource` and `start_dt` and `end_dt` as ISO 8601 times.", "An operation left out, or a time neither fromisoformat nor pandas reads, is a violation: score 0."),
        r("A device of its group", "Each operation runs on an enabled device (RES.ENA 1) of the resource group its routing row (TUS) names; the group's own code is not a device.", "Any other resource is a violation: score 0."),
        r("Starts in working hours", "Operations start Monday to Saturday, from 08:00 to before 18:00.", "A start on a Sunday, before 08:00 or from 18:00 on is a violation: score 0."),
        r("One at a time, in order", "No two operations overlap on a device (touching is fine); within an order, each operation starts when the one before it (by the routing node's number) has ended.", "Each overlapping pair and each early start is a violation: score 0."),
        r("As long as the work", "The working minutes between start and end (08:00–18:00, Monday to Saturday) are MAK × QTY within 1 %: an operation pauses over nights and Sundays.", "A length off by more than 1 % is a violation: score 0."),
        r("Less delay, then busier devices", "The score is 1 − total delay (days past each order's due date) / its upper bound, plus the devices' utilisation in 1,000 steps worth less than one working minute of delay, over the reference.", "Every order's delay counts in days: finishing the early-due orders first pays."),
    ]
}

const INSTRUCTION: &str = "\
# Schedule our machine shop

Eight live orders wait for turning, milling and inspection (`data/aps_data.xlsx`: ORD the
orders and due dates, TON the routing nodes, TUS which resource group does each node and
at what rate, RES the groups and their devices, WOP the operations and quantities). The
shop works Monday to Saturday, 08:00–18:00, from Wednesday 27 May 2026 08:00; work
pauses over nights and Sundays.

Put every operation on a device of its group, one at a time per device, each order's
operations in sequence, and send `solution.json`:

```json
{\"scheduled_ops\": [{\"wop_oid\": \"WOP_011\", \"resource\": \"RES_0101\", \"start_dt\": \"2026-05-27T08:00:00\", \"end_dt\": \"2026-05-27T13:00:00\"}]}
```

Late orders cost the most; among equally late plans, busier devices win.
";

pub fn case_of(reference: f64) -> ApsCase {
    let files = grader::kind::FileList::new(vec![("data/aps_data.xlsx".into(), workbook())]);
    <grader::aps::ApsKind as grader::kind::Kind>::load_files(None, None, &files, Some(reference)).expect("our workbook loads")
}

pub fn grade(case: &ApsCase, text: &str) -> ApsReport {
    grader::aps::grade(case, text.as_bytes(), "solution.json")
}

pub fn generate(files: &mut Files) {
    let examples = examples();
    let reference = grade(&case_of(1.0), &examples[0].text).absolute_score.expect("the reference is valid");
    let case = case_of(reference);
    let reports: Vec<ApsReport> = examples.iter().map(|e| grade(&case, &e.text)).collect();
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    assert!(scores[0] == 1.0 && scores[0] > scores[1] && scores[1] > scores[2] && scores[2] > 0.0, "{scores:?}");
    assert!(reports[..3].iter().all(|r| r.valid), "{:?}", reports.iter().map(|r| &r.error_info).collect::<Vec<_>>());
    let first = |r: &ApsReport| r.diagnostics.first().map(|d| d.code.clone()).unwrap_or_default();
    assert_eq!(
        (first(&reports[3]), first(&reports[4]), first(&reports[5])),
        ("aps/duration".to_string(), "aps/device".to_string(), "aps/device".to_string())
    );
    let dir = |f: &str| format!("{ID}/{f}");
    files.insert(dir("data/aps_data.xlsx"), workbook());
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Aps, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "Eight orders through a machine shop".into(),
        summary: "Schedule every operation of eight orders on the shop's lathes, mills and inspection bench: a device of its group, starts in working hours, one at a time, each order in sequence, as long as its work. The score is less delay first, then busier devices, over the reference.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The absolute score of submissions/1-reference.json: casegen's solver (each operation on its group's first free device, the orders in the best of 400 sequences tried).".into(),
        },
        files: [("workbook", "data/aps_data.xlsx"), ("instruction", "instruction.md"), ("reference", "submissions/1-reference.json")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(),
        submissions: examples.iter().map(Example::submission).collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
