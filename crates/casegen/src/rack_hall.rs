//! `rack-hall`: a server hall shaped like FDE-Bench 045 (servers arriving in batches,
//! racks with U slots, NIC-to-rack-attribute weights), with our own numbers, a greedy
//! reference plan, and examples from nothing placed to broken rules.
//!
//! The reference solver places each batch from the racks as they were before any
//! arrival, each server in turn: among the racks its NIC may go in with power to spare,
//! a lit rack before a dark one, a better NIC weight before a worse one, then the lowest
//! run of free slots. Every weight of the table is above 0, so leaving a placed server
//! out always costs more (its own term is under the 1 an unassigned server costs).

use std::collections::HashMap;

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::racks::{self, Data, RacksCase};

use crate::out::{self, put, Files};
use crate::plan_example::{expect, Example};
use crate::rng::Rng;

pub const ID: &str = "rack-hall";
const SEED: u64 = 45_0045;
const BATCHES: [&str; 3] = ["LOT-1", "LOT-2", "LOT-3"];
const NICS: [&str; 3] = ["10GE", "25GE", "IB-HDR"];
/// (NIC, rack attribute, weight): the pairs that fit.
const FITS: [(&str, &str, &str); 5] = [
    ("10GE", "eth", "1.0"),
    ("10GE", "eth-fast", "0.7"),
    ("25GE", "eth-fast", "1.0"),
    ("25GE", "eth", "0.4"),
    ("IB-HDR", "infiniband", "1.0"),
];
const ATTRS: [&str; 3] = ["eth", "eth-fast", "infiniband"];
const SLOTS: u64 = 12;

/// The four data files' text.
struct CaseText {
    servers: String,
    racks: String,
    units: String,
    nics: String,
}

fn make() -> CaseText {
    let mut rng = Rng::new(SEED);
    let mut servers = String::from("id,batch,power,height,nic\n");
    for k in 1..=36u64 {
        let batch = BATCHES[((k - 1) / 12) as usize];
        let power = [180, 250, 320, 450, 600][rng.below(5) as usize];
        let height = [1, 1, 2, 2, 4][rng.below(5) as usize];
        let nic = NICS[rng.below(3) as usize];
        servers.push_str(&format!("SRV-{k:03},{batch},{power},{height},{nic}\n"));
    }
    let mut racks = String::from("id,rated_power,used_power,state,attr\n");
    let mut units = String::from("col_id,pos,state\n");
    for k in 1..=8u64 {
        let id = format!("A{k:02}");
        let rated = [3000, 4000, 5000][rng.below(3) as usize];
        let used = (rated as f64 * rng.uniform(0.2, 0.6) / 10.0).round() * 10.0;
        let lit = u64::from(k <= 5);
        // Every attribute has a rack; the rest at random.
        let attr = if k <= 3 { ATTRS[(k - 1) as usize] } else { ATTRS[rng.below(3) as usize] };
        racks.push_str(&format!("{id},{rated},{used},{lit},{attr}\n"));
        let faced = k % 2 == 0;
        for u in 1..=SLOTS {
            let taken = u64::from(rng.chance(0.35));
            if faced {
                // The A face is the slot; the B face of the same U is no slot.
                units.push_str(&format!("{id},{u}A,{taken}\n{id},{u}B,1\n"));
            } else {
                units.push_str(&format!("{id},{u},{taken}\n"));
            }
        }
    }
    let mut nics = String::from("nic,attr,weight\n");
    for (n, a, w) in FITS {
        nics.push_str(&format!("{n},{a},{w}\n"));
    }
    CaseText { servers, racks, units, nics }
}

fn case_of(t: &CaseText) -> RacksCase {
    let data = racks::data::load(t.servers.as_bytes(), t.racks.as_bytes(), t.units.as_bytes(), t.nics.as_bytes());
    RacksCase { data: Ok(data.expect("our case reads")), reference: 1.0 }
}

/// One plan row: server, rack, pos, status, batch.
type Row = [String; 5];

/// A rack during a lot: used power, lit, each slot's state.
type RackNow = (f64, f64, HashMap<u64, f64>);

/// The reference plan (module docs), in server.csv's order.
fn solve(d: &Data, order: &[String]) -> Vec<Row> {
    let mut ids: Vec<&String> = d.racks.keys().collect();
    ids.sort();
    let mut state: HashMap<&str, HashMap<&str, RackNow>> = HashMap::new();
    let mut rows = Vec::new();
    for sid in order {
        let s = &d.servers[sid];
        let batch = state.entry(s.batch.as_str()).or_default();
        let mut best: Option<((u8, i64, u64), &str, u64)> = None;
        for rid in &ids {
            let r = &d.racks[*rid];
            let Some(w) = d.nic_cfg.get(&s.nic).and_then(|m| m.get(&r.attr)) else { continue };
            let now = batch
                .entry(rid.as_str())
                .or_insert_with(|| (r.used_power, r.state, r.units.iter().map(|(p, v)| (p.parse().expect("small slots"), *v)).collect()));
            if now.0 + s.power > r.rated_power + racks::evaluate::POWER_TOL {
                continue;
            }
            let h = s.height as u64;
            let mut starts: Vec<u64> = now.2.keys().copied().collect();
            starts.sort_unstable();
            if let Some(p) = starts.into_iter().find(|p| (*p..p + h).all(|u| now.2.get(&u) == Some(&0.0))) {
                let key = (u8::from(now.1 != 1.0), -(w * 100.0) as i64, p);
                if best.as_ref().is_none_or(|b| key < b.0) {
                    best = Some((key, rid.as_str(), p));
                }
            }
        }
        match best {
            Some((_, rid, p)) => {
                let now = batch.get_mut(rid).expect("seen above");
                now.0 += s.power;
                now.1 = 1.0;
                for u in p..p + s.height as u64 {
                    now.2.insert(u, 1.0);
                }
                rows.push([sid.clone(), rid.into(), p.to_string(), "1".into(), s.batch.clone()]);
            }
            None => rows.push([sid.clone(), String::new(), String::new(), "0".into(), s.batch.clone()]),
        }
    }
    rows
}

/// The kind's writer: the site's edited plans download in the same form.
fn csv(rows: &[Row]) -> String {
    grader::racks::solution_csv(rows)
}

fn unassigned(r: &Row) -> Row {
    [r[0].clone(), String::new(), String::new(), "0".into(), r[4].clone()]
}

fn examples(case: &RacksCase, d: &Data, order: &[String]) -> Vec<Example> {
    let reference = solve(d, order);
    let placed: Vec<usize> = (0..reference.len()).filter(|&k| reference[k][3] == "1").collect();
    let last: Vec<Row> = reference.iter().map(|r| if r[4] == BATCHES[2] { unassigned(r) } else { r.clone() }).collect();
    let nothing: Vec<Row> = reference.iter().map(unassigned).collect();
    // Unassigned rows with the status left empty: an empty status counts as 1.
    let mut empty_status = nothing.clone();
    for r in empty_status.iter_mut().skip(3) {
        r[3] = String::new();
    }
    // The first placed server on its slot's B face.
    let mut b_face = reference.clone();
    b_face[placed[0]][2] = format!("{}B", b_face[placed[0]][2]);
    // A later server of the first placed one's lot on its slot, the first whose only
    // broken rule is that slot.
    let a = placed[0];
    let shared = placed[1..]
        .iter()
        .map(|&b| {
            let mut p = reference.clone();
            p[b][1] = p[a][1].clone();
            p[b][2] = p[a][2].clone();
            p
        })
        .find(|p| {
            let r = racks::grade(case, csv(p).as_bytes(), "solution.csv");
            r.diagnostics.first().is_some_and(|d| d.code == "racks/slot-taken")
        })
        .expect("a server can share the first one's slot");
    // An IB-HDR server in an Ethernet rack.
    let mut wrong_nic = reference.clone();
    let k = (0..wrong_nic.len())
        .find(|&k| d.servers[&wrong_nic[k][0]].nic == "IB-HDR" && wrong_nic[k][3] == "1")
        .expect("an IB server is placed");
    wrong_nic[k][1] = "A01".into();
    vec![
        Example {
            file: "submissions/1-reference.csv",
            title: "The reference plan",
            teaches: "Each batch from the racks as they were before any arrival; each server in a lit rack before a dark one, the best NIC weight first, then the lowest run of free slots. It defines the reference: score 1.0.",
            text: csv(&reference),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-last-lot-waits.csv",
            title: "The last lot waits",
            teaches: "The plan of the first two lots, every server of LOT-3 written as unassigned (status 0, rack and slot empty). Valid, but each unassigned server costs 1, more than any placed server's four terms.",
            text: csv(&last),
            expect: expect("valid", 2, "valid, servers left out"),
        },
        Example {
            file: "submissions/3-nothing-placed.csv",
            title: "Nothing placed",
            teaches: "Every server unassigned: every row is there, so the plan is valid, and it costs 1 per server: the floor of the ladder.",
            text: csv(&nothing),
            expect: expect("valid", 1, "valid, nothing placed"),
        },
        Example {
            file: "submissions/4-empty-status.csv",
            title: "Status left empty",
            teaches: "Unassigned rows whose status is empty instead of 0: an empty status counts as 1 (placed), so the evaluator looks for a rack named '' and rejects the plan.",
            text: csv(&empty_status),
            expect: expect("rejected", 0, "unknown rack"),
        },
        Example {
            file: "submissions/5-b-face.csv",
            title: "A B face",
            teaches: "A slot written with its B face: only digits, or digits then A, are slot numbers. The plan is rejected.",
            text: csv(&b_face),
            expect: expect("rejected", 0, "slot number"),
        },
        Example {
            file: "submissions/6-shared-slot.csv",
            title: "Two servers, one slot",
            teaches: "A second server of the same lot on a slot the first already took: within a lot, each slot holds one server. The plan is rejected.",
            text: csv(&shared),
            expect: expect("rejected", 0, "slot taken"),
        },
        Example {
            file: "submissions/7-wrong-nic.csv",
            title: "InfiniBand in an Ethernet rack",
            teaches: "An IB-HDR server in rack A01, whose attribute is eth: the NIC table has no such pair, so it does not fit. The plan is rejected.",
            text: csv(&wrong_nic),
            expect: expect("rejected", 0, "NIC and rack"),
        },
    ]
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Every server once", "`solution.csv` has a row per server of `server.csv`: server_id, rack_id, pos, allocation_status (1 placed, 0 unassigned) and batch.", "A server missing, repeated or unknown, or a status that is not a number, rejects the plan: score 0."),
        r("A rack and a slot number", "A placed server names a rack of `rack_col.csv` and its lowest U slot: digits, or digits then A. B faces are no slots; an empty status counts as placed.", "An unknown rack, an empty slot or a B face rejects the plan: score 0."),
        r("NIC, power and free slots", "The NIC table pairs the server's NIC with the rack's attribute; the rack's power stays within its rating; the server's height in slots from pos are free. Each lot starts from the racks as they were before any arrival.", "The first broken rule of each lot rejects the plan: score 0."),
        r("Cost over the reference", "Per placed server: 0.4 × power left + 0.05 × slot / slots + 0.3 × (1 if the rack was dark) + 0.25 × (1 − NIC weight), with the lot's final racks; plus 1 per unassigned server. The score is the reference plan's cost over yours.", "Leaving a server out costs 1, more than placing it anywhere it fits."),
    ]
}

const INSTRUCTION: &str = "\
# Rack the servers of our three lots

36 servers arrive in three lots (LOT-1, LOT-2, LOT-3). `data/server.csv` has each
server's lot, power (W), height (U) and NIC; `data/rack_col.csv` the 8 racks, their rated
and used power, whether they are lit, and their attribute; `data/rack.csv` every U slot
(state 1: taken; `12A` is slot 12's A face, a slot; `12B` is no slot);
`data/nic_attr_mapping.csv` which NIC may go in which rack attribute, and how well.

Send `solution.csv`, one row per server:

```
server_id,rack_id,pos,allocation_status,batch
SRV-001,A01,3,1,LOT-1
SRV-002,,,0,LOT-1
```

Each lot is racked on its own, from the racks as they are now. Fill the racks' power,
use racks that are already lit, keep servers low and on the best-matching racks; a
server you cannot place is written with status 0, but that costs the most.
";

pub fn generate(files: &mut Files) {
    let text = make();
    let case = case_of(&text);
    let data = case.data.as_ref().expect("our case reads");
    let order: Vec<String> = text.servers.lines().skip(1).map(|l| l.split(',').next().unwrap_or_default().to_string()).collect();
    let examples = examples(&case, data, &order);
    let dir = |f: &str| format!("{ID}/{f}");
    put(files, dir("data/server.csv"), text.servers.clone());
    put(files, dir("data/rack_col.csv"), text.racks.clone());
    put(files, dir("data/rack.csv"), text.units.clone());
    put(files, dir("data/nic_attr_mapping.csv"), text.nics.clone());
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let reference = racks::grade(&case, examples[0].text.as_bytes(), "solution.csv").player_objective.expect("the reference is valid");
    let manifest = CaseManifest::new(CaseKind::Racks, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "Three lots of servers in one rack hall".into(),
        summary: "Place 36 servers, arriving in three lots, in 8 racks and their U slots, or leave them unassigned. NICs must fit the racks, power stay within the ratings, slots be free; the score is the reference plan's cost over yours.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The cost of submissions/1-reference.csv: casegen's greedy plan, lit racks and the best NIC weight first, then the lowest free slots.".into(),
        },
        files: [
            ("servers", "data/server.csv"),
            ("racks", "data/rack_col.csv"),
            ("units", "data/rack.csv"),
            ("nics", "data/nic_attr_mapping.csv"),
            ("instruction", "instruction.md"),
            ("reference", "submissions/1-reference.csv"),
        ]
        .into_iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect(),
        rules: rules(),
        submissions: examples
            .iter()
            .map(Example::submission)
            .collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
