//! `hydro-valley`: a cascade of five hydropower stations shaped like FDE-Bench 029
//! (three reservoirs in series, two run-of-river stations below), with our own numbers,
//! a reference dispatch found by a local search, and the examples the explainer walks
//! through.
//!
//! The reference solver starts from passing the inflow straight through (levels stay
//! where they start) and climbs: it moves water of one reservoir by a step on one day,
//! or from one day to the next, keeping every rule, while the week's energy grows; the
//! steps halve from 256 m³/s to 0.5. Every outflow is a multiple of 0.5, so the files
//! hold them exactly.

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::hydro::{self, HydroCase, Num, Stations};

use crate::out::{self, fixed, put, Files};
use crate::plan_example::{expect, Example};

pub const ID: &str = "hydro-valley";

/// The cascade (`stations.json`): our own valley, not FDE-Bench's numbers.
pub const STATIONS_JSON: &str = r#"{
  "stations": ["Upper Falls", "Mill Gorge", "Long Lake", "Weir Bend", "Delta Run"],
  "p_max": [120, 210, 300, 60, 110],
  "k": [8.8, 9.0, 9.3, 8.6, 8.4],
  "z_tail": [910, 640, 420, 380, 330],
  "z_init": [978, 702, 505],
  "z_normal": [990, 710, 512],
  "z_dead": [950, 680, 470],
  "z_max": [990, 710, 508],
  "v_total": [4.2e8, 3.1e8, 2.6e9],
  "q_lateral": [0, 35, 20, 8, 4],
  "q_inflow": [600, 640, 700, 760, 820, 880, 930],
  "h_net_runoff": [24.0, 30.0],
  "eco_min": 40,
  "ramp_ratio": 0.2,
  "eval_tol": 0.05
}
"#;

fn stations() -> Stations {
    Stations::parse(STATIONS_JSON.as_bytes(), "stations.json").expect("our stations.json reads")
}

/// Reservoir outflows → the whole plan (the run-of-river stations pass what reaches them).
fn plan(s: &Stations, up: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let mut q = up.to_vec();
    let d: Vec<f64> = up[2].iter().map(|x| x + s.q_lateral[3].f()).collect();
    let e: Vec<f64> = d.iter().map(|x| x + s.q_lateral[4].f()).collect();
    q.push(d);
    q.push(e);
    q
}

/// The week's energy if every rule holds.
fn energy(s: &Stations, q: &[Vec<f64>]) -> Option<f64> {
    let c = hydro::check(s, q, "solution.json");
    c.violations.is_empty().then(|| hydro::evaluate::total_energy(&c.power))
}

/// Pass the inflow straight through: each reservoir releases what reaches it.
fn pass_through(s: &Stations) -> Vec<Vec<f64>> {
    let a: Vec<f64> = s.q_inflow.iter().map(|x| x.f()).collect();
    let b: Vec<f64> = a.iter().map(|x| x + s.q_lateral[1].f()).collect();
    let c: Vec<f64> = b.iter().map(|x| x + s.q_lateral[2].f()).collect();
    vec![a, b, c]
}

/// The reference dispatch (module docs).
pub fn solve(s: &Stations) -> Vec<Vec<f64>> {
    let days = s.days();
    let mut up = pass_through(s);
    let mut best = energy(s, &plan(s, &up)).expect("passing the inflow through keeps every rule");
    let mut step = 256.0;
    while step >= 0.5 {
        loop {
            let mut better = false;
            for i in 0..up.len() {
                for t in 0..days {
                    // One day up or down, or water moved to the next day and back.
                    let moves: [(usize, f64, Option<usize>); 4] =
                        [(t, step, None), (t, -step, None), (t, step, Some(t + 1)), (t, -step, Some(t + 1))];
                    for (at, d, then) in moves {
                        if then.is_some_and(|n| n >= days) {
                            continue;
                        }
                        let mut next = up.clone();
                        next[i][at] += d;
                        if let Some(n) = then {
                            next[i][n] -= d;
                        }
                        if let Some(e) = energy(s, &plan(s, &next)) {
                            if e > best {
                                (up, best, better) = (next, e, true);
                            }
                        }
                    }
                }
            }
            if !better {
                break;
            }
        }
        step /= 2.0;
    }
    up
}

/// The plan to 0.1 m³/s, in the examples' form (the site's download writes the same).
fn json(q: &[Vec<f64>]) -> String {
    let tenths: Vec<Vec<f64>> = q.iter().map(|r| r.iter().map(|x| fixed(*x, 1).parse().unwrap_or(f64::NAN)).collect()).collect();
    grader::hydro::solution_json(&tenths)
}

fn examples(s: &Stations) -> Vec<Example> {
    let through = plan(s, &pass_through(s));
    let reference = plan(s, &solve(s));
    let four = json(&reference[..4]);
    // The run-of-river stations run at their own pace, not at what reaches them.
    let mut own_pace = reference.clone();
    own_pace[3].fill(500.0);
    own_pace[4].fill(520.0);
    // Open the top reservoir's gates on the first two days.
    let mut drain = reference.clone();
    drain[0][0] = 2600.0;
    drain[0][1] = 2600.0;
    let drain = plan(s, &drain[..3]);
    vec![
        Example {
            file: "submissions/1-reference.json",
            title: "The reference dispatch",
            teaches: "A local search from passing the inflow through: water held while a reservoir is low and released where its head turns it into most energy, every rule kept. It defines the reference: score 1.0.",
            text: json(&reference),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-pass-the-inflow.json",
            title: "Pass the inflow through",
            teaches: "Each reservoir releases what reaches it, so every level stays where it starts. Valid and safe, but the water is never held back for the days and the heads that make most energy.",
            text: json(&through),
            expect: expect("valid", 2, "valid, not optimised"),
        },
        Example {
            file: "submissions/3-drain-the-top.json",
            title: "Open the top gates early",
            teaches: "2,600 m³/s out of Upper Falls on the first two days: from the second day its level is below its dead level, and Mill Gorge, below it, rises over its limit. Every broken rule rejects the plan.",
            text: json(&drain),
            expect: expect("rejected", 0, "levels and ramps"),
        },
        Example {
            file: "submissions/4-own-pace.json",
            title: "Run-of-river stations at their own pace",
            teaches: "Weir Bend and Delta Run have no reservoir: each must release what reaches it (the station above plus its side inflow), within 1 m³/s. Fixed outflows of 500 and 520 m³/s break the water balance every day.",
            text: json(&own_pace),
            expect: expect("rejected", 0, "water balance"),
        },
        Example {
            file: "submissions/5-four-stations.json",
            title: "Four stations",
            teaches: "`Q_out` must have a row for each of the five stations, each with a value per day; a missing row is a file the server cannot read: score 0.",
            text: four,
            expect: expect("rejected", 0, "the file's shape"),
        },
    ]
}

fn rules(s: &Stations) -> Vec<Rule> {
    let r = |title: &str, detail: String, if_missed: &str| Rule { title: title.into(), detail, if_missed: if_missed.into() };
    let days = s.days();
    vec![
        r("Five rows, one value a day", format!("`Q_out` holds one row per station, upstream first, each with {days} daily outflows in m³/s."), "Another shape, or a value that is not a number, is a file the server cannot read: score 0."),
        r("Run-of-river stations pass what reaches them", "Weir Bend releases Long Lake's outflow plus 8 m³/s of side inflow, Delta Run Weir Bend's plus 4, each within 1 m³/s.".into(), "Any day off by more than 1 m³/s rejects the plan: score 0."),
        r("Levels between the dead level and the limit", "Each reservoir's level follows from its inflow and outflow day by day; it must stay between its dead level and its upper limit (Long Lake's limit is 508 m, below its normal 512 m).".into(), "One day outside by more than 5 cm rejects the plan: score 0."),
        r("The ecological flow and the ramps", format!("Every station releases at least {} m³/s every day, and its output changes by at most a fifth of its capacity from one day to the next.", Num::py_str(s.eco_min)), "Any breach rejects the plan: score 0."),
        r("Energy is the score", "The week's energy (MW × 24 h, in 10⁴ kWh) divided by the reference dispatch's: a station's output is capped at its capacity, and a reservoir's head is its mean level over the day above its tailwater.".into(), "Releasing water through a station already at capacity, or on a low head, earns nothing."),
    ]
}

const INSTRUCTION: &str = "\
# Plan next week's releases for our five stations

We run five hydropower stations down one valley: Upper Falls, Mill Gorge and Long Lake
have reservoirs, one below the other; Weir Bend and Delta Run below them have none.
`stations.json` has every constant: capacities, efficiencies, levels, volumes, the side
streams and next week's inflow into Upper Falls.

Send `solution.json` with each station's daily outflow (m³/s) for the seven days:

```json
{\"Q_out\": [[…7 values…], [… Mill Gorge …], [… Long Lake …], [… Weir Bend …], [… Delta Run …]]}
```

We want as much energy as the water allows over the week. The levels, the minimum flow
for the river, the stations' limits and how fast their output may change all have to
hold.
";

pub fn generate(files: &mut Files) {
    let s = stations();
    let dir = |f: &str| format!("{ID}/{f}");
    let examples = examples(&s);
    put(files, dir("stations.json"), STATIONS_JSON);
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let case = HydroCase { stations: s.clone(), reference: 1.0 };
    let reference = hydro::grade(&case, examples[0].text.as_bytes(), "solution.json").total_energy.expect("the reference reads");
    let manifest = CaseManifest::new(CaseKind::Hydro, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "A week of hydropower down one valley".into(),
        summary: "Five stations in a cascade, three with reservoirs: plan each one's daily outflow for a week. Levels, the river's minimum flow and the stations' ramps must hold; the score is the week's energy over the reference dispatch's.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The week's energy (10⁴ kWh) of submissions/1-reference.json: casegen's local search from passing the inflow through, every rule kept.".into(),
        },
        files: [("stations", "stations.json"), ("instruction", "instruction.md"), ("reference", "submissions/1-reference.json")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(&s),
        submissions: examples
            .iter()
            .map(Example::submission)
            .collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
