//! `quay-line`: quay cranes over a berth line shaped like FDE-Bench 024 (tact times and
//! a vessel workload), with our own 12 vessels at 4 berths over two days.
//!
//! The reference is [`crate::solver::quay`]'s: the fewest cranes, each over a
//! contiguous group of berths, moving between them. The ladder climbs from schedules
//! the server rejects to a crane a berth, three cranes, and the reference.

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::kind::{FileList, Kind};
use grader::quay::{QuayCase, QuayCrane, QuayEvent, QuayKind, QuayReport, Vessels};

use crate::out::{self, put, Files};
use crate::plan_example::{expect, Example};
use crate::rng::Rng;
use crate::solver::quay::{best_with, solve, Event};

pub const ID: &str = "quay-line";
const SEED: u64 = 24_0024;
const BERTHS: i64 = 4;
/// 2024-03-01 00:00:00, seconds from 1970.
const DAY0: i64 = 1_709_251_200;

const TACT: &str = "op_type,size_ft,seconds_per_lift,max_per_lift\nL,20,95.5,2\nL,40,118,1\nU,20,82.5,2\nU,40,104,1\n";

fn make() -> String {
    let mut rng = Rng::new(SEED);
    let mut rows = Vec::new();
    for k in 0..3 {
        for b in 1..=BERTHS {
            // Windows of 7 to 8 hours, a berth's next vessel 14 hours later, the berths 20
            // minutes apart: one crane cannot serve all four, two can.
            let start = DAY0 + 6 * 3600 + k * 14 * 3600 + (b - 1) * 20 * 60 + 60 * rng.below(10) as i64;
            let hours = 7 + rng.below(2) as i64;
            let boxes: Vec<u64> = (0..4).map(|_| 15 + rng.below(16)).collect();
            rows.push((b, start, start + hours * 3600, boxes));
        }
    }
    rows.sort_by_key(|r| r.1);
    let mut csv = String::from("vessel_id,berth_no,start_time,end_time,load_20,load_40,unload_20,unload_40\n");
    for (i, (b, s, e, n)) in rows.iter().enumerate() {
        let t = |x: i64| grader::quay::dt::show(x);
        csv.push_str(&format!("V{:02},{b},{},{},{},{},{},{}\n", i + 1, t(*s), t(*e), n[0], n[1], n[2], n[3]));
    }
    csv
}

fn case_of(vessels: &str, reference: f64) -> QuayCase {
    QuayKind::load_files(
        None,
        None,
        &FileList::new(vec![
            ("data/tact_times.csv".into(), TACT.as_bytes().to_vec()),
            ("data/vessel_workload.csv".into(), vessels.as_bytes().to_vec()),
        ]),
        Some(reference),
    )
    .expect("our data reads")
}

/// A schedule as `solution.json`, as the site's Gantt chart downloads it
/// ([`grader::quay::solution_json`]): a crane a block, an event a line, the cranes'
/// ids `ids`.
fn solution_json(plans: &[Vec<Event>], ids: &[i64]) -> String {
    let cranes: Vec<QuayCrane> = plans
        .iter()
        .zip(ids)
        .map(|(p, id)| QuayCrane {
            id: id.to_string(),
            events: p
                .iter()
                .enumerate()
                .map(|(i, e)| {
                    let event = Some(i);
                    match e {
                        Event::Work { start, end, berth, vessel } => QuayEvent {
                            kind: "work".into(),
                            start: *start,
                            end: Some(*end),
                            berth: Some(*berth as f64),
                            from_berth: None,
                            to_berth: None,
                            vessel: Some(vessel.clone()),
                            event,
                        },
                        Event::Move { start, end, from, to } => QuayEvent {
                            kind: "move".into(),
                            start: *start,
                            end: Some(*end),
                            berth: None,
                            from_berth: Some(*from as f64),
                            to_berth: Some(*to as f64),
                            vessel: None,
                            event,
                        },
                    }
                })
                .collect(),
        })
        .collect();
    grader::quay::solution_json(&cranes)
}

fn ids(n: usize) -> Vec<i64> {
    (0..n as i64).collect()
}

fn examples(v: &Vessels) -> Vec<Example> {
    let reference = solve(&v.vessels);
    let berths: Vec<i64> = (1..=BERTHS).collect();
    let three = best_with(&v.vessels, &berths, 3).expect("three cranes serve the line");
    let four = best_with(&v.vessels, &berths, 4).expect("a crane a berth serves the line");
    // The reference with its moves 100 s quicker than 880 s a berth.
    let hurried: Vec<Vec<Event>> = reference
        .iter()
        .map(|p| {
            p.iter()
                .map(|e| match e {
                    Event::Move { start, end, from, to } => Event::Move { start: *start, end: end - 100, from: *from, to: *to },
                    w => w.clone(),
                })
                .collect()
        })
        .collect();
    // The reference with its crane ids the other way round: crane 0 on the right.
    let mut swapped = ids(reference.len());
    swapped.reverse();
    // The reference with every work stopping 10 minutes early.
    let short: Vec<Vec<Event>> = reference
        .iter()
        .map(|p| {
            p.iter()
                .map(|e| match e {
                    Event::Work { start, end, berth, vessel } => {
                        Event::Work { start: *start, end: end - 600, berth: *berth, vessel: vessel.clone() }
                    }
                    m => m.clone(),
                })
                .collect()
        })
        .collect();
    vec![
        Example {
            file: "submissions/1-reference.json",
            title: "The reference schedule",
            teaches: "Two cranes, each over two neighbouring berths, moving 880 s between them as the windows open: every vessel served inside its window, 2 cranes and 8,800 s of moves. It defines the reference: score 1.0.",
            text: solution_json(&reference, &ids(reference.len())),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-three-cranes.json",
            title: "Three cranes",
            teaches: "One crane more than needed, with fewer moves: a crane costs 100,000,000, far more than any move saved, so the score falls to about 2/3.",
            text: solution_json(&three, &ids(three.len())),
            expect: expect("valid", 2, "valid, not optimised"),
        },
        Example {
            file: "submissions/3-a-crane-a-berth.json",
            title: "A crane a berth",
            teaches: "Four cranes that never move: valid and simple, at twice the reference's cost (score 0.5).",
            text: solution_json(&four, &ids(four.len())),
            expect: expect("valid", 1, "valid, poor"),
        },
        Example {
            file: "submissions/4-hurried-moves.json",
            title: "Moves 100 s too quick",
            teaches: "The reference with each move ending 100 s early: a move must last 880 s a berth (±1 s), so each one breaks rule C4 and the schedule is rejected.",
            text: solution_json(&hurried, &ids(hurried.len())),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/5-ids-reversed.json",
            title: "Crane ids the other way round",
            teaches: "The reference with crane 0 on the right and crane 1 on the left: the rail keeps cranes in crane_id order, so every moment both stand is a crossing (C6).",
            text: solution_json(&reference, &swapped),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/6-short-work.json",
            title: "Ten minutes short",
            teaches: "The reference with every work stopping 10 minutes early: each vessel falls about 600 s short of the seconds it needs (C1), and the schedule is rejected.",
            text: solution_json(&short, &ids(short.len())),
            expect: expect("rejected", 0, "missed the rules"),
        },
    ]
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Each crane's timeline", "`cranes` lists each crane's `crane_id` and `events`: `work` (a vessel at its berth), `move` (from_berth to to_berth) or `wait`, times as `YYYY-MM-DD HH:MM:SS`. Gaps over a second become waits where the crane stands.", "A missing key, a time strptime cannot read or a berth int() cannot read makes the evaluator raise: `exception`, score 0."),
        r("One thing at a time, moves at crane speed", "A crane's events do not overlap (by more than 1 s) and each ends after it starts; a move lasts 880 s a berth (±1 s).", "A `constraint` violation: score 0."),
        r("Every vessel's work, at its berth, in its window", "Work is at the vessel's `berth_no`, between its `start_time` and `end_time`; all cranes together give each vessel its required seconds: Σ ceil(boxes / boxes a lift) × seconds a lift over loading and unloading 20 and 40 ft boxes.", "Work outside the window, at another berth, or a vessel short of seconds is a `constraint` violation: score 0."),
        r("No crossing", "At every event's start and end and every move's midpoint, cranes in crane_id order stand left to right (smaller berths first).", "A crossing is a `constraint` violation: score 0."),
        r("Fewest cranes, then fewest moves", "Cost = 100,000,000 × cranes + the moves' seconds; the score is the reference schedule's cost over yours, rounded to 6 places.", "One crane fewer always beats any saving in moves."),
    ]
}

const INSTRUCTION: &str = "\
# Schedule our quay cranes

Twelve vessels call at our four berths over the next two days: `data/vessel_workload.csv` gives
each one's berth, the window it lies there, and the 20 ft and 40 ft boxes to load and unload;
`data/tact_times.csv` gives the seconds a lift takes and the boxes a lift moves.

Send `solution.json`: for each crane you use, its events in time (`work` on a vessel at its
berth, `move` from one berth to another at 880 s a berth, `wait`):

```json
{\"cranes\": [{\"crane_id\": 0, \"events\": [{\"type\": \"work\", \"start_time\": \"2024-03-01 06:10:00\", …}]}]}
```

Every vessel's work must be done inside its window. The cranes share one rail: crane 0 always
stays left of crane 1, and so on. Use as few cranes as you can; then move them as little as you can.
";

pub fn generate(files: &mut Files) {
    let vessels_csv = make();
    let vessels = case_of(&vessels_csv, 1.0).vessels.expect("our data reads");
    let examples = examples(&vessels);
    let reference = grade(&case_of(&vessels_csv, 1.0), &examples[0].text).player_score.expect("the reference is valid");
    let case = case_of(&vessels_csv, reference);
    let reports: Vec<QuayReport> = examples.iter().map(|e| grade(&case, &e.text)).collect();
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    // The ladder holds: reference > three cranes > a crane a berth > 0, each broken one
    // rejected for its own rule.
    assert!(scores[0] == 1.0 && scores[0] > scores[1] && scores[1] > scores[2] && scores[2] > 0.0, "{scores:?}");
    assert!(scores[3..].iter().all(|s| *s == 0.0), "{scores:?}");
    let first = |r: &QuayReport| r.diagnostics.first().map(|d| d.code.clone()).unwrap_or_default();
    assert_eq!(
        (first(&reports[3]), first(&reports[4]), first(&reports[5])),
        ("quay/move-time".to_string(), "quay/crossing".to_string(), "quay/short".to_string())
    );
    // The numbers the examples' words quote.
    assert_eq!((reports[0].num_cranes, reports[0].total_move_seconds), (Some(2), Some(8800.0)), "{:?}", reports[0].error_info);
    assert_eq!(reports[2].num_cranes, Some(4));
    let dir = |f: &str| format!("{ID}/{f}");
    put(files, dir("data/tact_times.csv"), TACT);
    put(files, dir("data/vessel_workload.csv"), vessels_csv);
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Quay, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "Quay cranes for 12 vessels".into(),
        summary: "Schedule the quay cranes of a four-berth line for two days: every vessel's work inside its window, cranes never crossing on their rail; as few cranes as can be, then as few move seconds. The score is the reference schedule's cost over yours.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The cost of submissions/1-reference.json: casegen's solver (the berths cut into contiguous groups, one crane a group serving its vessels as their windows open; the fewest cranes, then the fewest move seconds).".into(),
        },
        files: [
            ("vessels", "data/vessel_workload.csv"),
            ("tact", "data/tact_times.csv"),
            ("instruction", "instruction.md"),
            ("reference", "submissions/1-reference.json"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect(),
        rules: rules(),
        submissions: examples.iter().map(Example::submission).collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}

fn grade(case: &QuayCase, text: &str) -> QuayReport {
    grader::quay::grade(case, text.as_bytes(), "solution.json")
}
