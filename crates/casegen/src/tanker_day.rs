//! `tanker-day`: a day of fuel deliveries shaped like FDE-Bench 049 (one
//! `data/input_data.json`: stations with their orders and windows, two tanker types with
//! compartments, a depot and a depart point), our own ten stations.
//!
//! The two tanker types disagree on compartment 3 (diesel in the small one, listed first;
//! petrol in the large one): the evaluator checks a compartment row's fuel against the
//! first type with that id, so petrol in the large tanker's compartment 3 is refused.
//! The reference is [`plan`]'s: the stations swept by bearing around the depot, each
//! start of the sweep tried, packed into trips of at most three stations on the large
//! tanker (compartments 1, 2 petrol, 4 diesel, one grade each) and each trip's stations
//! in their shortest order; the shortest sweep wins.

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::kind::{FileList, Kind};
use grader::tank::{TankCase, TankKind, TankReport};
use serde_json::{json, Value};

use crate::out::{self, put, Files};
use crate::plan_example::{expect, Example};
use crate::rng::Rng;

pub const ID: &str = "tanker-day";

/// A station: id, (lon, lat), orders (id, fuel type, grade, litres), window.
struct Station {
    id: String,
    at: (f64, f64),
    orders: Vec<(String, i64, &'static str, f64)>,
    window: &'static str,
}

const DEPART: (f64, f64) = (121.402, 31.118);
const DEPOT: (f64, f64) = (121.455, 31.162);
/// The large tanker's compartments the plans use: (id, fuel type, litres).
const LARGE: [(i64, i64, f64); 3] = [(1, 1, 5000.0), (2, 1, 5000.0), (4, 2, 5000.0)];
const CONNECT: usize = 3;

fn stations() -> Vec<Station> {
    let mut rng = Rng::new(49);
    let windows = ["202603050700-202603051500", "202603050800-202603051800", "202603050600-202603051100|202603051400-202603052000"];
    (0..10)
        .map(|i| {
            let a = rng.uniform(0.0, std::f64::consts::TAU);
            let r = rng.uniform(0.04, 0.16);
            let at = (((DEPOT.0 + r * a.cos()) * 1e4).round() / 1e4, ((DEPOT.1 + 0.8 * r * a.sin()) * 1e4).round() / 1e4);
            let n = 1 + rng.below(2) as usize;
            let orders = (0..n)
                .map(|j| {
                    let diesel = j == 1 || rng.chance(0.25);
                    let grade = if diesel { "0#" } else { ["92#", "95#", "98#"][rng.below(3) as usize] };
                    // Whole hundreds, or a half litre over: ints and floats in the file.
                    let litres = (8 + rng.below(20)) as f64 * 100.0 + if rng.chance(0.3) { 50.5 } else { 0.0 };
                    (format!("O{:02}{}", i + 1, j + 1), if diesel { 2 } else { 1 }, grade, litres)
                })
                .collect();
            Station { id: format!("ST{:02}", i + 1), at, orders, window: windows[i % 3] }
        })
        .collect()
}

fn litres(x: f64) -> Value {
    if x.fract() == 0.0 {
        json!(x as i64)
    } else {
        json!(x)
    }
}

fn input_json(s: &[Station]) -> String {
    let ware = |id: i64, t: i64, v: f64| json!({"wareId": id, "loadType": t, "volume": v as i64});
    let mut locations = vec![json!({"id": "SITE_002", "x": DEPART.0, "y": DEPART.1}), json!({"id": "DEPOT_1", "x": DEPOT.0, "y": DEPOT.1})];
    locations.extend(s.iter().map(|st| json!({"id": st.id, "x": st.at.0, "y": st.at.1})));
    let doc = json!({
        "taskStartDate": "202603050600",
        "backFlag": true,
        "connectSize": CONNECT,
        "customers": s.iter().enumerate().map(|(i, st)| json!({
            "locationId": st.id,
            "name": format!("Station {}", i + 1),
            "workTime": st.window,
            "serviceDuration": 45,
            "availableVehicles": ["4.2m", "7.6m"],
            "orders": st.orders.iter().map(|(id, t, g, v)| json!({"order_id": id, "oilType": t, "fuelCategory": g, "volume": litres(*v)})).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "vehicles": [
            {"name": "4.2m", "count": 4, "vehcileType": [ware(1, 1, 3000.0), ware(2, 1, 3000.0), ware(3, 2, 3000.0)]},
            {"name": "7.6m", "count": 3, "vehcileType": [ware(1, 1, 5000.0), ware(2, 1, 5000.0), ware(3, 1, 5000.0), ware(4, 2, 5000.0), ware(5, 3, 5000.0)]},
        ],
        "depots": [{"locationId": "DEPOT_1", "id": "D1", "name": "Harbour depot"}],
        "departs": [{"locationId": "SITE_002", "name": "Night yard"}],
        "locations": locations,
    });
    serde_json::to_string_pretty(&doc).expect("json") + "\n"
}

/// A trip: its stations (indices) and each order's compartment.
#[derive(Clone, Debug)]
struct Trip {
    stops: Vec<usize>,
    ware: Vec<Vec<i64>>,
}

/// Place a station's orders in a trip's compartments (one grade each, within volume).
fn place(s: &[Station], t: &Trip, k: usize) -> Option<Vec<i64>> {
    let mut load: Vec<(i64, &str, f64)> = Vec::new();
    for (&i, wares) in t.stops.iter().zip(&t.ware) {
        for (o, w) in s[i].orders.iter().zip(wares) {
            match load.iter_mut().find(|x| x.0 == *w) {
                Some(x) => x.2 += o.3,
                None => load.push((*w, o.2, o.3)),
            }
        }
    }
    let mut out = Vec::new();
    for o in &s[k].orders {
        let (w, _, _) = LARGE.into_iter().find(|&(w, t, cap)| {
            t == o.1
                && match load.iter().find(|x| x.0 == w) {
                    Some(x) => x.1 == o.2 && x.2 + o.3 <= cap,
                    None => o.3 <= cap,
                }
        })?;
        match load.iter_mut().find(|x| x.0 == w) {
            Some(x) => x.2 += o.3,
            None => load.push((w, o.2, o.3)),
        }
        out.push(w);
    }
    Some(out)
}

fn metres(s: &[Station], stops: &[usize]) -> f64 {
    let mut walk = vec![DEPART, DEPOT];
    walk.extend(stops.iter().map(|&i| s[i].at));
    walk.push(DEPOT);
    walk.windows(2).map(|w| grader::tank::hav(w[0], w[1])).sum()
}

/// Each trip's stations in their shortest order (three at most: every permutation).
fn shortest(s: &[Station], t: &Trip) -> Trip {
    let n = t.stops.len();
    let mut best = t.clone();
    let mut perm: Vec<usize> = (0..n).collect();
    let mut all = vec![perm.clone()];
    // Heap's algorithm is overkill for three: the six orders by hand.
    if n == 2 {
        all.push(vec![1, 0]);
    } else if n == 3 {
        for p in [[0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
            perm = p.to_vec();
            all.push(perm.clone());
        }
    }
    for p in all {
        let c = Trip { stops: p.iter().map(|&i| t.stops[i]).collect(), ware: p.iter().map(|&i| t.ware[i].clone()).collect() };
        if metres(s, &c.stops) < metres(s, &best.stops) {
            best = c;
        }
    }
    best
}

/// The reference (module docs).
fn plan(s: &[Station]) -> Vec<Trip> {
    let bearing = |i: usize| (s[i].at.1 - DEPOT.1).atan2(s[i].at.0 - DEPOT.0);
    let mut order: Vec<usize> = (0..s.len()).collect();
    order.sort_by(|&a, &b| bearing(a).total_cmp(&bearing(b)));
    let mut best: Option<(f64, Vec<Trip>)> = None;
    for start in 0..order.len() {
        let mut trips: Vec<Trip> = Vec::new();
        for k in 0..order.len() {
            let i = order[(start + k) % order.len()];
            let fits = trips.last().filter(|t| t.stops.len() < CONNECT).and_then(|t| place(s, t, i));
            match fits {
                Some(w) => {
                    let t = trips.last_mut().expect("a trip");
                    t.stops.push(i);
                    t.ware.push(w);
                }
                None => {
                    let empty = Trip { stops: Vec::new(), ware: Vec::new() };
                    let w = place(s, &empty, i).expect("every station fits an empty tanker");
                    trips.push(Trip { stops: vec![i], ware: vec![w] });
                }
            }
        }
        let trips: Vec<Trip> = trips.iter().map(|t| shortest(s, t)).collect();
        let total: f64 = trips.iter().map(|t| metres(s, &t.stops)).sum();
        if best.as_ref().is_none_or(|b| total < b.0) {
            best = Some((total, trips));
        }
    }
    best.expect("ten stations").1
}

/// The plan as `solution.json`: each trip on `vehicle`, its loads the sums of its orders.
fn solution(s: &[Station], trips: &[Trip], vehicle: &str, load_type: impl Fn(i64) -> i64) -> Value {
    let out: Vec<Value> = trips
        .iter()
        .enumerate()
        .map(|(n, t)| {
            let mut loads: Vec<(i64, f64)> = Vec::new();
            let customers: Vec<Value> = t
                .stops
                .iter()
                .zip(&t.ware)
                .map(|(&i, wares)| {
                    let orders: Vec<Value> = s[i]
                        .orders
                        .iter()
                        .zip(wares)
                        .map(|(o, &w)| {
                            match loads.iter_mut().find(|x| x.0 == w) {
                                Some(x) => x.1 += o.3,
                                None => loads.push((w, o.3)),
                            }
                            json!({"order_id": o.0, "oilType": o.1, "wareId": w, "volume": litres(o.3)})
                        })
                        .collect();
                    // Inside every station's first window (no warnings): 9:00 to 9:45.
                    json!({"locationId": s[i].id, "arriveTime": "202603050900", "departTime": "202603050945", "orders": orders})
                })
                .collect();
            loads.sort_by_key(|x| x.0);
            json!({
                "tripId": n + 1,
                "vehicleType": vehicle,
                "distance": (metres(s, &t.stops)).round() as i64,
                "duration": 60 * (t.stops.len() + 1),
                "depot": {"locationId": "DEPOT_1"},
                "departPoint": {"locationId": "SITE_002"},
                "customers": customers,
                "loadInfo": loads.iter().map(|&(w, v)| json!({"wareId": w, "oilType": load_type(w), "volume": litres(v)})).collect::<Vec<_>>(),
            })
        })
        .collect();
    json!({ "trips": out })
}

fn text(v: &Value) -> String {
    serde_json::to_string_pretty(v).expect("json") + "\n"
}

fn large_type(w: i64) -> i64 {
    LARGE.iter().find(|x| x.0 == w).map_or(1, |x| x.1)
}

fn examples(s: &[Station]) -> Vec<Example> {
    let best = plan(s);
    let single: Vec<Trip> = (0..s.len())
        .map(|i| Trip { stops: vec![i], ware: vec![place(s, &Trip { stops: Vec::new(), ware: Vec::new() }, i).expect("fits")] })
        .collect();
    // Two petrol grades in one compartment: the first trip's petrol orders all in compartment 1.
    let mut mixed = best.clone();
    if let Some(t) = mixed.iter_mut().find(|t| {
        let grades: std::collections::BTreeSet<&str> =
            t.stops.iter().flat_map(|&i| s[i].orders.iter().filter(|o| o.1 == 1).map(|o| o.2)).collect();
        grades.len() > 1
    }) {
        for (k, &i) in t.stops.iter().enumerate() {
            for (j, o) in s[i].orders.iter().enumerate() {
                if o.1 == 1 {
                    t.ware[k][j] = 1;
                }
            }
        }
    }
    let mut rounded = solution(s, &best, "7.6m", large_type);
    // Half litres dropped from the orders (the loads keep them).
    for t in rounded["trips"].as_array_mut().expect("trips") {
        for c in t["customers"].as_array_mut().expect("customers") {
            for o in c["orders"].as_array_mut().expect("orders") {
                if let Some(v) = o["volume"].as_f64().filter(|v| v.fract() != 0.0) {
                    o["volume"] = json!(v.floor() as i64);
                }
            }
        }
    }
    // Petrol in the large tanker's compartment 3 (its own definition allows it; the
    // small tanker, listed first, defines 3 as diesel).
    let third: Vec<Trip> = best
        .iter()
        .map(|t| Trip {
            stops: t.stops.clone(),
            ware: t.ware.iter().map(|w| w.iter().map(|&x| if x == 2 { 3 } else { x }).collect()).collect(),
        })
        .collect();
    vec![
        Example {
            file: "submissions/1-reference.json",
            title: "Swept by bearing",
            teaches: "The stations taken in order of their bearing from the depot, three to a large tanker, each trip's stops in their shortest order, the best start of the sweep kept. It defines the reference: score 1.0.",
            text: text(&solution(s, &best, "7.6m", large_type)),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-one-station-a-trip.json",
            title: "One station a trip",
            teaches: "Every station its own trip: every rule holds, but each trip drives from the yard to the depot and back for one station.",
            text: text(&solution(s, &single, "7.6m", large_type)),
            expect: expect("valid", 2, "valid, not optimised"),
        },
        Example {
            file: "submissions/3-mixed-grades.json",
            title: "Two grades in one compartment",
            teaches: "The first trip's petrol orders all in compartment 1: 92# and 98# are different grades, a compartment carries one grade a trip, and together they overfill its 5,000 L.",
            text: text(&solution(s, &mixed, "7.6m", large_type)),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/4-rounded-volumes.json",
            title: "Volumes rounded down",
            teaches: "Orders of a whole number and a half litre written without the half: the evaluator compares each order's volume with `!=`, so the half litre is a broken rule.",
            text: text(&rounded),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/5-compartment-three.json",
            title: "Petrol in compartment 3",
            teaches: "The large tanker's compartment 3 takes petrol, but the evaluator checks a compartment's fuel against the first vehicle type with that id, the small tanker, whose compartment 3 is diesel.",
            text: text(&solution(s, &third, "7.6m", |w| if w == 3 { 1 } else { large_type(w) })),
            expect: expect("rejected", 0, "missed the rules"),
        },
    ]
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Every order, exactly", "Each station's orders are delivered under their `order_id` with exactly their volume (compared with `!=`), each in a compartment of its fuel type on the trip's vehicle type.", "A missing order or a volume off by any amount is a hard violation: score 0."),
        r("Compartments", "A compartment carries one grade a trip, its `loadInfo` volume is its orders' sum within 0.01 L and at most its volume; a compartment row's fuel is checked against the first vehicle type with its id.", "Each broken rule is a hard violation: score 0."),
        r("Trips", "At most 3 stations a trip, each from the depart point SITE_002 via the depot DEPOT_1; all loads add up to all orders within 0.01 L. Time windows and a station's vehicle types are warnings only.", "Each broken rule is a hard violation: score 0."),
        r("The shortest day", "Distance = every trip's walk from SITE_002 to the depot, its stations in order and back to the depot, great-circle between the coordinates; the score is the reference distance over yours, rounded to 6 places.", "A detour for one station costs its trip's whole walk."),
    ]
}

const INSTRUCTION: &str = "\
# Plan tomorrow's fuel deliveries

Our tankers deliver petrol and diesel to ten stations tomorrow. `data/input_data.json`
lists each station's orders (the fuel, its grade and the litres), when it takes
deliveries, and our two tanker types with their compartments. Every tanker leaves the
night yard (SITE_002), loads at the depot (DEPOT_1), serves at most three stations and
returns to the depot.

Send `solution.json`: the trips, each with its vehicle type, its stations in order with
the orders it delivers and the compartment each sits in, and what each compartment
loads. Deliver every order exactly, one grade to a compartment, nothing over a
compartment's volume; we want the fewest kilometres.
";

fn case_of(input: &str, reference: f64) -> TankCase {
    TankKind::load_files(None, None, &FileList::new(vec![("data/input_data.json".into(), input.as_bytes().to_vec())]), Some(reference))
        .expect("our input reads")
}

pub fn generate(files: &mut Files) {
    let s = stations();
    let input = input_json(&s);
    let examples = examples(&s);
    let grade = |case: &TankCase, text: &str| -> TankReport { grader::tank::grade(case, text.as_bytes(), "solution.json") };
    let reference = grade(&case_of(&input, 1.0), &examples[0].text).total_distance.expect("the reference is valid");
    let case = case_of(&input, reference);
    let reports: Vec<TankReport> = examples.iter().map(|e| grade(&case, &e.text)).collect();
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    assert!(scores[0] == 1.0 && scores[1] > 0.0 && scores[1] < scores[0], "{scores:?}");
    assert!(scores[2..].iter().all(|s| *s == 0.0), "{scores:?}");
    let first = |r: &TankReport| r.diagnostics.first().map(|d| d.code.clone()).unwrap_or_default();
    assert_eq!(
        (first(&reports[2]), first(&reports[3]), first(&reports[4])),
        ("tank/mixed-grade".to_string(), "tank/order-volume".to_string(), "tank/fuel-type".to_string())
    );
    let dir = |f: &str| format!("{ID}/{f}");
    put(files, dir("data/input_data.json"), input);
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Tank, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "A day of fuel deliveries".into(),
        summary: "Ten stations order petrol and diesel; two tanker types carry them in compartments, at most three stations a trip. Deliver every order exactly, one grade to a compartment; the score is the reference distance over yours.".into(),
        parameters: Value::Null,
        reference: Reference {
            value: reference,
            how: "The distance (m) of submissions/1-reference.json: casegen's sweep by bearing around the depot, three stations to a large tanker, each trip's stops in their shortest order, the best start kept.".into(),
        },
        files: [("input", "data/input_data.json"), ("instruction", "instruction.md"), ("reference", "submissions/1-reference.json")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(),
        submissions: examples.iter().map(Example::submission).collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
