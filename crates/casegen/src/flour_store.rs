//! `flour-store`: a flour warehouse's day shaped like FDE-Bench 039 (one
//! `warehouse_snapshot.json`: three zones of bays, the stock with mixed and overfull bays,
//! four forklifts, the day's inbound and outbound tasks), our own 20 bays.
//!
//! The reference is [`plan`]'s: outbound goods taken first from the bays where the lot
//! is a minority (emptying it unmixes the bay), each inbound task into an empty bay of
//! a zone a forklift serves, then moves: a mixed bay's smaller lots and an overfull
//! bay's excess to empty bays of its zone, where a forklift may move. Every trip goes to
//! the forklift that can start it first. The ladder climbs from plans the server
//! rejects to a first-fit plan, one without moves, and the reference.

use std::collections::BTreeMap;

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::kind::{FileList, Kind};
use grader::stack::data::{region_of, Snapshot};
use grader::stack::{StackCase, StackKind, StackOp, StackReport};

use crate::out::{self, put, Files};
use crate::plan_example::{expect, Example};

pub const ID: &str = "flour-store";

/// Our warehouse: bays (name, capacity t), stock (bay, sku, batch, t), forklifts (id,
/// zones, shift, cap t, types), tasks (id, sku, batch, t, earliest minute).
const SNAPSHOT: &str = r#"{
  "meta": {"warehouse": "flour-store", "start_date": "2025-07-01", "end_date": "2025-07-01"},
  "resources": {
    "max_task_tons": 2,
    "inbound_transport_minutes": 3,
    "outbound_transport_minutes": 10,
    "move_minutes": 10,
    "day_minutes": 1800,
    "forklifts": [
      {"forklift_id": "FLT_001", "region_scope": ["ZONE_A"], "shift_start": 0, "shift_end": 780, "daily_ton_cap": 40},
      {"forklift_id": "FLT_002", "region_scope": ["ZONE_A", "ZONE_B"], "shift_start": 720, "shift_end": 1800, "daily_ton_cap": 40},
      {"forklift_id": "FLT_003", "region_scope": ["ZONE_B"], "shift_start": 0, "shift_end": 1800, "daily_ton_cap": 40},
      {"forklift_id": "FLT_004", "region_scope": ["ZONE_C"], "allowed_types": ["inbound", "outbound"], "shift_start": 0, "shift_end": 1800, "daily_ton_cap": 30}
    ]
  },
  "locations": [
    {"location": "ZONE_A_LOC_001", "capacity_tons": 10},
    {"location": "ZONE_A_LOC_002", "capacity_tons": 10},
    {"location": "ZONE_A_LOC_003", "capacity_tons": 10},
    {"location": "ZONE_A_LOC_004", "capacity_tons": 10},
    {"location": "ZONE_A_LOC_005", "capacity_tons": 10},
    {"location": "ZONE_A_LOC_006", "capacity_tons": 6},
    {"location": "ZONE_A_LOC_007", "capacity_tons": 10},
    {"location": "ZONE_A_LOC_008", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_001", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_002", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_003", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_004", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_005", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_006", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_007", "capacity_tons": 10},
    {"location": "ZONE_B_LOC_008", "capacity_tons": 10},
    {"location": "ZONE_C_LOC_001", "capacity_tons": 8},
    {"location": "ZONE_C_LOC_002", "capacity_tons": 8},
    {"location": "ZONE_C_LOC_003", "capacity_tons": 8},
    {"location": "ZONE_C_LOC_004", "capacity_tons": 8}
  ],
  "inventory": [
    {"location": "ZONE_A_LOC_001", "sku": "SKU_0101", "batch": "20250601", "tons": 6.5},
    {"location": "ZONE_A_LOC_001", "sku": "SKU_0102", "batch": "20250603", "tons": 1.25},
    {"location": "ZONE_A_LOC_002", "sku": "SKU_0101", "batch": "20250602", "tons": 4.0},
    {"location": "ZONE_A_LOC_003", "sku": "SKU_0103", "batch": "20250605", "tons": 11.5},
    {"location": "ZONE_A_LOC_004", "sku": "SKU_0104", "batch": "20250601", "tons": 3.0},
    {"location": "ZONE_A_LOC_004", "sku": "SKU_0104", "batch": "20250608", "tons": 2.0},
    {"location": "ZONE_B_LOC_001", "sku": "SKU_0201", "batch": "20250610", "tons": 7.0},
    {"location": "ZONE_B_LOC_002", "sku": "SKU_0202", "batch": "20250611", "tons": 3.5},
    {"location": "ZONE_B_LOC_002", "sku": "SKU_0201", "batch": "20250610", "tons": 1.5},
    {"location": "ZONE_B_LOC_003", "sku": "SKU_0203", "batch": "20250612", "tons": 12.0},
    {"location": "ZONE_B_LOC_004", "sku": "SKU_0204", "batch": "20250612", "tons": 2.4},
    {"location": "ZONE_B_LOC_004", "sku": "SKU_0205", "batch": "20250613", "tons": 0.6},
    {"location": "ZONE_C_LOC_001", "sku": "SKU_0301", "batch": "20250615", "tons": 5.0},
    {"location": "ZONE_C_LOC_001", "sku": "SKU_0302", "batch": "20250616", "tons": 2.0},
    {"location": "ZONE_C_LOC_002", "sku": "SKU_0303", "batch": "20250617", "tons": 6.0}
  ],
  "inbound_tasks": [
    {"task_id": "IN_TASK_0001", "sku": "SKU_0105", "batch": "20250630", "tons": 5.5, "start_minute": 60},
    {"task_id": "IN_TASK_0002", "sku": "SKU_0206", "batch": "20250630", "tons": 3.2, "start_minute": 300},
    {"task_id": "IN_TASK_0003", "sku": "SKU_0304", "batch": "20250630", "tons": 4.0, "start_minute": 120},
    {"task_id": "IN_TASK_0004", "sku": "SKU_0101", "batch": "20250630", "tons": 2.75, "start_minute": 900}
  ],
  "outbound_tasks": [
    {"task_id": "OUT_TASK_0001", "sku": "SKU_0102", "batch": "20250603", "tons": 1.25, "start_minute": 30},
    {"task_id": "OUT_TASK_0002", "sku": "SKU_0201", "batch": "20250610", "tons": 3.0, "start_minute": 200},
    {"task_id": "OUT_TASK_0003", "sku": "SKU_0303", "batch": "20250617", "tons": 2.5, "start_minute": 400}
  ]
}
"#;

/// How a plan is made (the ladder's rungs differ only here).
#[derive(Clone, Copy)]
pub struct Style {
    /// Outbound from the bays where its lot is a minority first (else in the listing's order).
    pub unmix_outbound: bool,
    /// Inbound into an empty bay (else the first bay with room).
    pub empty_bays: bool,
    /// Moves for mixed and overfull bays.
    pub moves: bool,
}

type Lot = (String, String, String);

/// What a row carries: its type (index into the kind's types), lot, bays, task and
/// earliest minute.
struct Leg<'s> {
    kind: usize,
    sku: &'s str,
    batch: &'s str,
    src: &'s str,
    dst: &'s str,
    task: &'s str,
    earliest: i128,
}

struct Planner<'a> {
    s: &'a Snapshot,
    /// What the plan leaves: lot → micro-tonnes, in a stable order.
    end: BTreeMap<Lot, i128>,
    /// Micro-tonnes each bay receives during the day (for its ceiling, whatever leaves).
    added: BTreeMap<String, i128>,
    /// Micro-tonnes of each lot of the start still there to take.
    left: BTreeMap<Lot, i128>,
    clock: Vec<i128>,
    used: Vec<i128>,
    rows: Vec<StackOp>,
    trips: usize,
}

impl<'a> Planner<'a> {
    fn new(s: &'a Snapshot) -> Self {
        let mut end = BTreeMap::new();
        for (b, sku, batch, ut) in &s.inventory {
            *end.entry((b.clone(), sku.clone(), batch.clone())).or_insert(0) += ut;
        }
        let clock = s.forklifts.iter().map(|f| f.shift_start).collect();
        Planner { s, left: end.clone(), end, added: BTreeMap::new(), clock, used: vec![0; s.forklifts.len()], rows: Vec::new(), trips: 0 }
    }

    fn cap(&self, bay: &str) -> i128 {
        self.s.bay_index.get(bay).map_or(0, |&i| self.s.bays[i].cap_ut)
    }
    fn start_weight(&self, bay: &str) -> i128 {
        self.s.inventory.iter().filter(|x| x.0 == bay).map(|x| x.3).sum()
    }
    /// Room under the ceiling, counting every arrival and no departure.
    fn room(&self, bay: &str) -> i128 {
        let w = self.start_weight(bay);
        self.cap(bay).max(w) - w - self.added.get(bay).copied().unwrap_or(0)
    }
    fn lots_at(&self, bay: &str) -> Vec<(&Lot, i128)> {
        self.end.iter().filter(|(k, v)| k.0 == bay && **v > 0).map(|(k, v)| (k, *v)).collect()
    }
    fn can(&self, kind: usize, zone: &str) -> bool {
        self.s
            .forklifts
            .iter()
            .any(|f| f.regions.iter().any(|r| r == zone) && f.types.iter().any(|t| t == grader::stack::data::OP_TYPES[kind]))
    }

    /// One trip of one row on the forklift that can start it first.
    fn trip(&mut self, leg: &Leg, ut: i128) -> bool {
        let Leg { kind, src, dst, earliest, .. } = *leg;
        let zone = region_of(if kind == 0 { dst } else { src });
        let dur = self.s.durations[kind];
        let best = self
            .s
            .forklifts
            .iter()
            .enumerate()
            .filter(|(k, f)| {
                f.regions.iter().any(|r| r == zone)
                    && f.types.iter().any(|t| t == grader::stack::data::OP_TYPES[kind])
                    && self.used[*k] + ut <= f.cap_ut
            })
            .map(|(k, f)| (self.clock[k].max(earliest).max(f.shift_start), k, f.shift_end.min(self.s.day_minutes)))
            .filter(|(start, _, end)| start + dur <= *end)
            .min();
        let Some((start, k, _)) = best else { return false };
        self.clock[k] = start + dur;
        self.used[k] += ut;
        self.trips += 1;
        self.rows.push(StackOp {
            index: 0,
            id: String::new(),
            kind: grader::stack::data::OP_TYPES[kind].into(),
            start: start as f64,
            end: (start + dur) as f64,
            tons: ut as f64 / 1e6,
            sku: leg.sku.into(),
            batch: leg.batch.into(),
            source: src.into(),
            target: dst.into(),
            region: zone.into(),
            forklift: self.s.forklifts[k].id.clone(),
            task: leg.task.into(),
            trip: format!("T{:04}", self.trips),
        });
        true
    }

    /// Carry `ut` of a lot in trips of at most the limit.
    fn carry(&mut self, leg: Leg, mut ut: i128) {
        while ut > 0 {
            let t = ut.min(self.s.max_trip_ut);
            assert!(self.trip(&leg, t), "a forklift for {} {}→{}", leg.kind, leg.src, leg.dst);
            ut -= t;
        }
    }

    fn take(&mut self, lot: &Lot, ut: i128) {
        *self.left.get_mut(lot).expect("a lot of the start") -= ut;
        *self.end.get_mut(lot).expect("a lot of the start") -= ut;
    }
    fn put(&mut self, bay: &str, sku: &str, batch: &str, ut: i128) {
        *self.end.entry((bay.into(), sku.into(), batch.into())).or_insert(0) += ut;
        *self.added.entry(bay.into()).or_insert(0) += ut;
    }
    fn empty_bays(&self, zone: &str) -> Vec<String> {
        self.s.bays.iter().filter(|b| region_of(&b.id) == zone && self.lots_at(&b.id).is_empty()).map(|b| b.id.clone()).collect()
    }
}

/// A plan of the snapshot in `style`: the rows in time order, numbered.
pub fn plan(s: &Snapshot, style: Style) -> Vec<StackOp> {
    let mut p = Planner::new(s);
    for task in &s.outbound {
        let mut need = task.ut;
        let mut sources: Vec<(Lot, i128, usize)> = p
            .left
            .iter()
            .filter(|(k, v)| k.1 == task.sku && k.2 == task.batch && **v > 0)
            .map(|(k, v)| (k.clone(), *v, p.lots_at(&k.0).len()))
            .collect();
        if style.unmix_outbound {
            // A minority lot first: taking all of it unmixes its bay.
            sources.sort_by_key(|(_, v, lots)| (std::cmp::Reverse(*lots), *v));
        }
        for (lot, have, _) in sources {
            let t = need.min(have);
            if t == 0 {
                continue;
            }
            p.take(&lot, t);
            p.carry(
                Leg { kind: 1, sku: &task.sku, batch: &task.batch, src: &lot.0, dst: "OUTBOUND", task: &task.id, earliest: task.start },
                t,
            );
            need -= t;
        }
        assert_eq!(need, 0, "{} is in stock", task.id);
    }
    for task in &s.inbound {
        let zones = ["ZONE_A", "ZONE_B", "ZONE_C"];
        let bay = if style.empty_bays {
            // An empty bay of the zone with the most empty bays left (room for the moves).
            let mut by_zone: Vec<Vec<String>> = zones.iter().filter(|z| p.can(0, z)).map(|z| p.empty_bays(z)).collect();
            by_zone.sort_by_key(|bays| std::cmp::Reverse(bays.len()));
            by_zone.into_iter().flatten().find(|b| p.room(b) >= task.ut)
        } else {
            s.bays.iter().map(|b| b.id.clone()).find(|b| p.can(0, region_of(b)) && p.room(b) >= task.ut)
        }
        .expect("a bay with room");
        p.put(&bay, &task.sku, &task.batch, task.ut);
        p.carry(
            Leg { kind: 0, sku: &task.sku, batch: &task.batch, src: "PACKING", dst: &bay, task: &task.id, earliest: task.start },
            task.ut,
        );
    }
    if style.moves {
        for b in s.bays.iter().map(|b| b.id.clone()).collect::<Vec<_>>() {
            let zone = region_of(&b);
            if !p.can(2, zone) && !p.can(3, zone) {
                continue;
            }
            let kind = if p.can(3, zone) { 3 } else { 2 };
            // A mixed bay keeps its largest lot; the others go whole to empty bays.
            let mut lots: Vec<(Lot, i128)> = p.lots_at(&b).into_iter().map(|(k, v)| (k.clone(), v)).collect();
            lots.sort_by_key(|(_, v)| std::cmp::Reverse(*v));
            let mut moving: Vec<(Lot, i128)> = lots.iter().skip(1).filter(|(k, v)| p.left.get(k) == Some(v)).cloned().collect();
            // An overfull bay's excess (of its largest lot) goes too.
            let kept: i128 = lots.first().map_or(0, |x| x.1);
            let excess = lots.iter().map(|x| x.1).sum::<i128>() - moving.iter().map(|x| x.1).sum::<i128>() - p.cap(&b);
            if excess > 0 && moving.is_empty() && p.left.get(&lots[0].0) == Some(&kept) {
                moving.push((lots[0].0.clone(), excess));
            }
            for (lot, ut) in moving {
                let Some(to) = p.empty_bays(zone).into_iter().find(|t| *t != b && p.room(t) >= ut) else { continue };
                p.take(&lot, ut);
                p.put(&to, &lot.1, &lot.2, ut);
                p.carry(Leg { kind, sku: &lot.1, batch: &lot.2, src: &b, dst: &to, task: "", earliest: 0 }, ut);
            }
        }
    }
    let mut rows = p.rows;
    rows.sort_by(|a, b| (a.start, &a.forklift).partial_cmp(&(b.start, &b.forklift)).expect("finite minutes"));
    for (i, r) in rows.iter_mut().enumerate() {
        r.index = i;
        r.id = format!("OP-{:05}", i + 1);
    }
    rows
}

fn case_of(reference: f64) -> StackCase {
    StackKind::load_files(
        None,
        None,
        &FileList::new(vec![("data/warehouse_snapshot.json".into(), SNAPSHOT.as_bytes().to_vec())]),
        Some(reference),
    )
    .expect("our snapshot reads")
}

fn grade(case: &StackCase, text: &str) -> StackReport {
    grader::stack::grade(case, text.as_bytes(), "solution.json")
}

fn examples(s: &Snapshot) -> Vec<Example> {
    let best = plan(s, Style { unmix_outbound: true, empty_bays: true, moves: true });
    let no_moves = plan(s, Style { unmix_outbound: true, empty_bays: true, moves: false });
    let first_fit = plan(s, Style { unmix_outbound: false, empty_bays: false, moves: false });
    // FLT_001's first trip pushed to end a minute into its second.
    let mut overlap = best.clone();
    let (a, b) = {
        let mine: Vec<usize> = (0..overlap.len()).filter(|&i| overlap[i].forklift == "FLT_001").collect();
        (mine[0], mine[1])
    };
    let d = overlap[b].start + 1.0 - overlap[a].end;
    overlap[a].start += d;
    overlap[a].end += d;
    // The last inbound trip carrying 0.1 t less.
    let mut short = best.clone();
    let last = short.iter().rposition(|o| o.kind == "inbound").expect("an inbound row");
    short[last].tons = ((short[last].tons * 1e6).round() - 100_000.0) / 1e6;
    // Two trips of a task in one: 2 t + the next row on one trip_id.
    let mut heavy = best.clone();
    let (i, j) = {
        let rows: Vec<usize> = (0..heavy.len()).filter(|&i| heavy[i].task == "IN_TASK_0001").collect();
        (rows[0], rows[1])
    };
    heavy[j].trip = heavy[i].trip.clone();
    heavy[j].forklift = heavy[i].forklift.clone();
    heavy[j].start = heavy[i].start;
    heavy[j].end = heavy[i].end;
    let text = |rows: &[StackOp]| grader::stack::solution_json(rows);
    vec![
        Example {
            file: "submissions/1-reference.json",
            title: "The reference plan",
            teaches: "Outbound goods taken first where they are a bay's minority lot, each inbound task into an empty bay, the smaller lots of mixed bays and the excess of overfull ones moved to empty bays: 1 mixed bay left (zone C's forklift may not move goods), none above capacity, 6.1 t moved. It defines the reference: score 1.0.",
            text: text(&best),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-no-moves.json",
            title: "No moves",
            teaches: "The same tasks without moves: 3 mixed bays and 3.5 t above capacity stay. A mixed bay weighs more than any tonnage, so the score falls to about 1/3.",
            text: text(&no_moves),
            expect: expect("valid", 2, "valid, not optimised"),
        },
        Example {
            file: "submissions/3-first-fit.json",
            title: "First bay that fits",
            teaches: "Outbound from the first bay listed and inbound into the first bay with room: valid, but new goods land on other lots and a minority lot stays behind, so 6 bays end mixed: a score of about 1/6.",
            text: text(&first_fit),
            expect: expect("valid", 1, "valid, poor"),
        },
        Example {
            file: "submissions/4-overlap.json",
            title: "Two trips at once",
            teaches: "The reference with one forklift's second trip starting before its first ends: a forklift does one trip at a time, so the plan is rejected (touching trips would be fine).",
            text: text(&overlap),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/5-short-task.json",
            title: "A task 0.1 t short",
            teaches: "The reference with its last inbound trip carrying 0.1 t less: every task's tons must be carried exactly (within 0.001 t), so the plan is rejected.",
            text: text(&short),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/6-heavy-trip.json",
            title: "Two loads on one trip",
            teaches: "The reference with two rows of a task put on one trip: together they weigh more than a trip's 2 t, so the plan is rejected.",
            text: text(&heavy),
            expect: expect("rejected", 0, "missed the rules"),
        },
    ]
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Every row of the day", "`operations` lists each row: `type` (inbound, outbound, passive_move, active_move), `sku`, `batch`, `source`, `target`, `region`, `tons`, `start_minute`, `end_minute`, `forklift`, `task_id`, `trip_id`. Minutes are rounded to whole ones, tons compared in millionths of a tonne.", "A file that is not an object or has no rows is `fatal`; a row that is not an object, or a minute Python cannot round, makes the evaluator raise: `exception`, score 0."),
        r("Each row's minutes, bays and forklift", "An inbound row takes 3 minutes from PACKING to a bay, an outbound one 10 minutes from a bay to OUTBOUND, a move 10 minutes between two bays of one zone; inside the day's 1,800 minutes and its forklift's shift, zones and types.", "Each broken rule is a hard violation: score 0."),
        r("Trips, tasks and the stock", "A trip (forklift and trip_id) carries at most 2 t in one window; a forklift's trips do not overlap and its day stays under its cap; every task's tons are carried exactly, after its earliest minute; played forward by start, a bay never gives more than it holds and never rises above its ceiling.", "Each broken rule is a hard violation: score 0."),
        r("Fewest mixed bays, then tons above capacity, then tons moved", "Objective = mixed bays at the end + (a + b / 10,000) / 10,000, a the tons left above rated capacity and b the tons moved, in tenths; the score is the reference objective over yours, rounded to 10 places.", "One mixed bay fewer always beats any tonnage."),
    ]
}

const INSTRUCTION: &str = "\
# Plan our flour store's day

Our store has three buildings (zones A, B, C) of bays. `data/warehouse_snapshot.json` holds the
bays and their rated tons, what lies in each bay this morning, our four forklifts (the zones and
shift each works, the tons each may handle in a day) and today's tasks: 4 inbound loads from
packing and 3 outbound orders, each with its tons and the earliest minute it can start.

Send `solution.json` with every row of the day, each trip of at most 2 t:

```json
{\"operations\": [{\"operation_id\": \"OP-00001\", \"type\": \"outbound\", \"sku\": \"SKU_0102\", \"batch\": \"20250603\", \"source\": \"ZONE_A_LOC_001\", \"target\": \"OUTBOUND\", \"region\": \"ZONE_A\", \"tons\": 1.25, \"start_minute\": 30, \"end_minute\": 40, \"forklift\": \"FLT_001\", \"task_id\": \"OUT_TASK_0001\", \"trip_id\": \"T0001\"}]}
```

Outbound orders must be taken from their own batch. Leave as few bays holding more than one SKU
or batch as you can; then bring the bays above their rated tons down; move goods between bays
only where it helps.
";

pub fn generate(files: &mut Files) {
    let s = case_of(1.0).snapshot;
    let examples = examples(&s);
    let reference = grade(&case_of(1.0), &examples[0].text).player_objective.expect("the reference is valid");
    let case = case_of(reference);
    let reports: Vec<StackReport> = examples.iter().map(|e| grade(&case, &e.text)).collect();
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    // The ladder holds: reference > no moves > first fit > 0, each broken one rejected
    // for its own rule.
    assert!(scores[0] == 1.0 && scores[0] > scores[1] && scores[1] > scores[2] && scores[2] > 0.0, "{scores:?}");
    assert!(scores[3..].iter().all(|s| *s == 0.0), "{scores:?}");
    let first = |r: &StackReport| r.diagnostics.first().map(|d| d.code.clone()).unwrap_or_default();
    assert_eq!(
        (first(&reports[3]), first(&reports[4]), first(&reports[5])),
        ("stack/overlap".to_string(), "stack/coverage".to_string(), "stack/trip-tons".to_string())
    );
    // The numbers the examples' words quote.
    let m = |r: &StackReport| r.metrics.as_ref().map(|m| (m.mixed_bays, m.overweight_remaining_tons, m.turnover_tons));
    assert_eq!(
        (m(&reports[0]), m(&reports[1]), m(&reports[2])),
        (Some((1, 0.0, 6.1)), Some((3, 3.5, 0.0)), Some((6, 3.5, 0.0))),
        "{:?}",
        reports[0].error_info
    );
    let dir = |f: &str| format!("{ID}/{f}");
    put(files, dir("data/warehouse_snapshot.json"), SNAPSHOT);
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Stack, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "A flour store's day of forklift trips".into(),
        summary: "Plan a flour store's day: 4 inbound loads and 3 outbound orders over 20 bays in three zones, carried by four forklifts in trips of at most 2 t. Leave as few mixed bays as can be, then the least tonnage above capacity, then the least moved. The score is the reference plan's objective over yours.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The objective of submissions/1-reference.json: casegen's planner (outbound from minority lots first, inbound into empty bays, the smaller lots of mixed bays and the excess of overfull ones moved to empty bays, each trip on the forklift that can start it first).".into(),
        },
        files: [("snapshot", "data/warehouse_snapshot.json"), ("instruction", "instruction.md"), ("reference", "submissions/1-reference.json")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(),
        submissions: examples.iter().map(Example::submission).collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
