//! `routing-city`: a synthetic city for the routing grader, its reference routes and the
//! example submissions the explainer walks through.
//!
//! The city is made up here from fixed seeds: an urban core (dense, Gaussian around a
//! centre), a rural spread (uniform plus a few small towns), 1,334 stores in all, and a
//! depot just outside the north-west corner, so every truck starts with a long trunk leg.
//! Its `customers.csv` uses the benchmark's column names; nothing is taken from any
//! third-party case.

use std::collections::BTreeSet;

use grader::case::{CaseKind, CaseManifest, ExampleSubmission, Expected, Manifest, Reference, Rule};
use grader::routing::{self, Plan, RoutingCase, RoutingParams, RoutingReport};

use crate::out::{self, fixed, put, thousands, Files};
use crate::rng::Rng;
use crate::solver::{self, tour_of, Distances, Improve, Sectors};

pub const ID: &str = "routing-city";
const SEED: u64 = 0x00C1_7E5E_ED02;

/// Number of stores.
pub const STORES: usize = 1334;
/// Total weight: 8.5 trucks' worth.
pub const TOTAL_KG: f64 = 8.5 * 7125.0;

/// North-west corner of the city's box (lon, lat), and its size in km.
const NW: [f64; 2] = [114.05, 30.62];
const WIDTH_KM: f64 = 40.0;
const HEIGHT_KM: f64 = 33.0;
/// Depot position relative to the NW corner, km (x east, y north): outside the box.
const DEPOT_KM: [f64; 2] = [-5.5, 4.0];
/// Urban core: centre (km), spread (km), store count.
const CORE_KM: [f64; 2] = [22.0, -16.0];
const CORE_SIGMA_KM: [f64; 2] = [4.0, 3.2];
const CORE_STORES: usize = 880;
/// Rural towns: count, spread (km), stores in towns; the rest of the rural stores are
/// spread uniformly over the box.
const TOWNS: usize = 8;
const TOWN_SIGMA_KM: f64 = 1.0;
const TOWN_STORES: usize = 204;

/// The case's parameters (the benchmark's public values), reference cost aside.
pub fn params() -> RoutingParams {
    RoutingParams::default()
}

const KM_PER_DEG: f64 = 111.194_926_644_558_73; // 6371 km × π / 180

fn to_lon_lat(x_km: f64, y_km: f64) -> [f64; 2] {
    let coslat = libm::cos(NW[1] * std::f64::consts::PI / 180.0);
    [NW[0] + x_km / (KM_PER_DEG * coslat), NW[1] + y_km / KM_PER_DEG]
}

struct Row {
    code: String,
    lon: f64,
    lat: f64,
    kg: f64,
    urban: bool,
}

/// `customers.csv`: the depot first (empty weight), then the stores in shuffled order.
pub fn customers_csv() -> String {
    let mut rng = Rng::new(SEED);
    let inside = |x: f64, y: f64| (0.0..=WIDTH_KM).contains(&x) && (-HEIGHT_KM..=0.0).contains(&y);
    let mut pts: Vec<([f64; 2], bool)> = Vec::with_capacity(STORES);
    while pts.len() < CORE_STORES {
        let (x, y) = (CORE_KM[0] + CORE_SIGMA_KM[0] * rng.normal(), CORE_KM[1] + CORE_SIGMA_KM[1] * rng.normal());
        if inside(x, y) {
            pts.push(([x, y], true));
        }
    }
    let towns: Vec<[f64; 2]> = (0..TOWNS).map(|_| [rng.uniform(3.0, WIDTH_KM - 3.0), rng.uniform(-HEIGHT_KM + 3.0, -3.0)]).collect();
    let mut t = 0;
    while pts.len() < CORE_STORES + TOWN_STORES {
        let c = towns[t % TOWNS];
        let (x, y) = (c[0] + TOWN_SIGMA_KM * rng.normal(), c[1] + TOWN_SIGMA_KM * rng.normal());
        if inside(x, y) {
            pts.push(([x, y], false));
            t += 1;
        }
    }
    while pts.len() < STORES {
        pts.push(([rng.uniform(0.0, WIDTH_KM), rng.uniform(-HEIGHT_KM, 0.0)], false));
    }
    // Weights: log-normal, urban stores a little heavier, scaled to the total.
    let raw: Vec<f64> = pts.iter().map(|&(_, urban)| libm::exp(libm::log(if urban { 48.0 } else { 36.0 }) + 0.55 * rng.normal())).collect();
    let sum: f64 = raw.iter().sum();
    // Codes: urban `ST` + 6 digits, rural 12-digit numbers (JSON numbers work for those).
    let mut used = BTreeSet::new();
    let mut rows: Vec<Row> = pts
        .iter()
        .zip(&raw)
        .map(|(&([x, y], urban), &w)| {
            let code = loop {
                let c = if urban { format!("ST{:06}", 100_000 + rng.below(900_000)) } else { format!("9000010{:05}", rng.below(100_000)) };
                if used.insert(c.clone()) {
                    break c;
                }
            };
            let [lon, lat] = to_lon_lat(x, y);
            Row { code, lon, lat, kg: (w * TOTAL_KG / sum).max(1.0), urban }
        })
        .collect();
    rng.shuffle(&mut rows);
    let [dlon, dlat] = to_lon_lat(DEPOT_KM[0], DEPOT_KM[1]);
    let mut s = String::from("网点编码,门店经度,门店纬度,总重量,区域类型\n");
    s.push_str(&format!("0,{},{},,配送中心\n", fixed(dlon, 6), fixed(dlat, 6)));
    for r in &rows {
        let area = if r.urban { "城区" } else { "乡镇" };
        s.push_str(&format!("{},{},{},{},{}\n", r.code, fixed(r.lon, 6), fixed(r.lat, 6), fixed(r.kg, 1), area));
    }
    s
}

/// The case as the grader reads it (from the CSV text, so every figure is the file's).
pub fn load_case(csv: &str, params: RoutingParams) -> RoutingCase {
    routing::parse_customers(csv.as_bytes(), "customers.csv", params).expect("generated customers.csv parses")
}

fn codes(case: &RoutingCase, routes: &[Vec<usize>]) -> Vec<Vec<String>> {
    routes.iter().map(|r| r.iter().map(|&i| case.stores[i].code.clone()).collect()).collect()
}

/// Each truck in turn drives to the nearest unvisited store until it holds 1/12 of the
/// total load; the last truck takes whatever is left.
pub fn nearest_neighbour_fill(case: &RoutingCase, dist: &Distances) -> Vec<Vec<usize>> {
    let k = case.params.vehicles;
    let share = case.total_weight() / k as f64;
    let mut left: Vec<usize> = (0..case.stores.len()).collect();
    let mut routes = Vec::with_capacity(k);
    for t in 0..k {
        let mut route = Vec::new();
        let (mut at, mut load) = (dist.depot(), 0.0);
        while !left.is_empty() && (t + 1 == k || load < share) {
            let (pos, _) =
                left.iter().enumerate().fold((0, f64::INFINITY), |b, (p, &s)| if dist.km(at, s) < b.1 { (p, dist.km(at, s)) } else { b });
            at = left.remove(pos);
            load += case.stores[at].weight;
            route.push(at);
        }
        routes.push(route);
    }
    routes
}

/// 12 wedges of about equal weight around the depot, each toured by nearest neighbour
/// and 2-opt.
pub fn weight_balanced_sweep(case: &RoutingCase, dist: &Distances) -> Vec<Vec<usize>> {
    let sectors = Sectors::new(case);
    let cuts = sectors.by_weight(case.params.vehicles);
    cuts.windows(2).map(|w| tour_of(case, dist, sectors.range(w[0], w[1]), Improve::TwoOpt).0).collect()
}

/// One example submission: file name, title, lesson, routes.
pub struct Example {
    pub file: &'static str,
    pub title: &'static str,
    pub teaches: &'static str,
    pub routes: Vec<Vec<String>>,
    pub expect: Expected,
}

fn expect(verdict: &str, failed_check: Option<&str>, rung: u32, step: &str) -> Expected {
    Expected { verdict: verdict.into(), failed_check: failed_check.map(Into::into), rung, step: step.into() }
}

/// Everything built for the case.
pub struct Built {
    pub csv: String,
    pub case: RoutingCase,
    pub reference: solver::Solution,
    pub reference_report: RoutingReport,
    pub examples: Vec<Example>,
}

/// Build the case, solve it, make the examples.
pub fn build() -> Built {
    let csv = customers_csv();
    let mut case = load_case(&csv, params());
    let dist = Distances::new(&case);
    let reference = solver::solve(&case, &solver::Options::default()).expect("routing-city solves");
    let ref_codes = reference.codes(&case);
    // The reference cost is what the grader measures on the reference plan.
    let reference_report = routing::grade_plan(&case, &Plan::from_codes(&ref_codes), "reference");
    case.params.reference_cost = reference_report.exact.expect("measured").cost;
    let reference_report = routing::grade_plan(&case, &Plan::from_codes(&ref_codes), "reference");

    let mut nine_case = case.clone();
    nine_case.params.vehicles = 9;
    let nine = codes(&case, &solver::solve(&nine_case, &solver::Options::default()).expect("9 trucks solve").routes);
    let mut nine_plus_empty = nine.clone();
    nine_plus_empty.extend(std::iter::repeat_n(Vec::new(), 3));
    let depot = case.depot.code.clone();
    let with_depot: Vec<Vec<String>> = ref_codes
        .iter()
        .map(|r| std::iter::once(depot.clone()).chain(r.iter().cloned()).chain(std::iter::once(depot.clone())).collect())
        .collect();
    let examples = vec![
        Example {
            file: "submissions/1-nine-trucks.json",
            title: "A good plan for 9 trucks",
            teaches: "The case asks for exactly 12 routes. A tidy, time-balanced plan that uses only 9 trucks (every load still under 7,125 kg) is rejected at the route-count check and scores 0.",
            routes: nine.clone(),
            expect: expect("rejected", Some("vehicles"), 0, "rejected"),
        },
        Example {
            file: "submissions/2-depot-at-both-ends.json",
            title: "The reference, with the depot written at both ends",
            teaches: "Routes list stores only. Writing the depot code `0` at the start and end of every route, as many routing tools do, makes `0` an unknown store code: the plan is rejected at the schema check and scores 0.",
            routes: with_depot,
            expect: expect("rejected", Some("schema"), 0, "rejected"),
        },
        Example {
            file: "submissions/3-nine-routes-and-three-empty.json",
            title: "9 routes plus 3 empty ones",
            teaches: "Padding the 9-truck plan with 3 empty routes passes every check, but empty routes count in the balance term: the shortest route is 0 s, so the whole length of the longest is charged at 90 per second.",
            routes: nine_plus_empty,
            expect: expect("valid", None, 2, "wrong balance: empty routes count"),
        },
        Example {
            file: "submissions/4-nearest-neighbour-fill.json",
            title: "Nearest-neighbour fill",
            teaches: "Each truck drives to the nearest unvisited store until it holds 1/12 of the load. The early trucks are tidy, the late ones chase leftovers across the whole city: their hulls swallow other routes' stores and their legs cross other routes, at 600 and 1,800 each.",
            routes: codes(&case, &nearest_neighbour_fill(&case, &dist)),
            expect: expect("valid", None, 1, "messy geometry"),
        },
        Example {
            file: "submissions/5-weight-balanced-sweep.json",
            title: "Weight-balanced sweep + 2-opt",
            teaches: "12 wedges around the depot with equal weight, each toured with 2-opt: no intrusions, no crossings, but balanced on the wrong measure. The far wedges take hours longer than the near ones, and every second of spread costs 90.",
            routes: codes(&case, &weight_balanced_sweep(&case, &dist)),
            expect: expect("valid", None, 3, "wrong balance metric"),
        },
        Example {
            file: "submissions/6-reference.json",
            title: "The reference solution",
            teaches: "Wedges around the depot split so that route times, not weights, are equal (far wedges get lighter loads), toured with 2-opt and or-opt, shorter routes lengthened to within a second of the longest. It defines the reference cost: score 1.0.",
            routes: ref_codes,
            expect: expect("valid", None, 4, "reference"),
        },
    ];
    Built { csv, case, reference, reference_report, examples }
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r(
            "Exactly 12 routes, empty ones included",
            "The plan must have exactly as many routes as the case has trucks (12). An empty route is allowed and counts as a route.",
            "Any other number of routes is rejected: score 0, however good the routes are.",
        ),
        r(
            "Stores only: the depot is not a stop",
            "Each route lists store codes in visit order. The trip from the depot and back is implied; the depot's code (0) is not a store.",
            "Writing 0 at the route ends makes it an unknown code: rejected, score 0.",
        ),
        r(
            "Every store exactly once, codes as text",
            "All 1,334 stores must be served, none twice. Codes are compared as trimmed text, so 900001012345 may be written as a JSON number or a string.",
            "A missing, duplicated or unknown code is rejected, score 0 (all such codes are listed together).",
        ),
        r(
            "Capacity 7,125 kg per truck",
            "The sum of the weights (总重量) on a route must not exceed 7,125 kg.",
            "Any route over capacity is rejected, score 0.",
        ),
        r(
            "Time, not distance: two speeds and a stop time",
            "A route's time is its depot legs (depot to first store, last store to depot) at 70 km/h, every store-to-store leg at 35 km/h, plus 120 s per stop, on great-circle distances.",
            "Optimising kilometres instead of time favours the wrong routes: long fast depot legs are cheap, short slow city legs are not.",
        ),
        r(
            "Balance on route time, with empty routes at 0 s",
            "The cost adds 90 × (longest route time − shortest route time), over all 12 routes.",
            "Balancing weight or stop counts usually leaves far routes much longer than near ones; an empty route makes the shortest 0 s.",
        ),
        r(
            "No route inside another's hull",
            "Each route's convex hull (its stores, depot excluded, on raw longitude/latitude) must not contain other routes' stores; a store on the hull's edge counts as inside.",
            "Each store inside another route's hull costs 600 (once per hull).",
        ),
        r(
            "No crossings between routes",
            "Every segment of every route (depot legs included) is tested against every segment of every other route; only proper crossings count, touching at the depot is free, a route crossing itself is free.",
            "Each crossing pair of segments costs 1,800.",
        ),
    ]
}

const INSTRUCTION: &str = "\
# Routing the city: 12 trucks, one day

We deliver to 1,334 stores every day from our depot outside the north-west edge of the
city. Most stores are in the city centre; the rest are spread over the countryside and a
few small towns. `customers.csv` lists every store with its code (`网点编码`), position
(`门店经度`, `门店纬度`) and today's weight in kg (`总重量`); the depot is the row with no
weight.

We have 12 trucks of 7,125 kg. Please plan one route per truck for today so that every
store gets its delivery, and send us `routes.json`:

```json
{\"routes\": [[\"ST123456\", \"900001012345\", \"...\"], [\"...\"]]}
```

one list of store codes per truck, in the order the truck visits them.

What we care about: the drivers' total time on the road, that no driver comes back hours
after the others, and routes that do not overlap or cut across each other, since our
drivers each know their own patch. Trucks do 70 km/h between the depot and their first
and last stop, 35 km/h inside the area, and spend about 2 minutes at each stop.
";

/// Write the case folder into `files`; returns what was built (for tests and reports).
pub fn generate(files: &mut Files) -> Built {
    let built = build();
    let dir = |f: &str| format!("{ID}/{f}");
    put(files, dir("customers.csv"), built.csv.clone());
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &built.examples {
        put(files, dir(e.file), out::routes_json(&e.routes));
    }
    let p = &built.case.params;
    let mut parameters = serde_json::to_value(params()).expect("params serialise");
    if let Some(m) = parameters.as_object_mut() {
        m.remove("reference_cost");
    }
    let rr = &built.reference_report;
    let manifest = CaseManifest::new(CaseKind::Routing, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "Routing the city: 12 trucks, 1,334 stores".into(),
        summary: format!(
            "A synthetic city of {} stores, an urban core of {} and a rural spread of {} more, with {} kg to deliver ({:.1} trucks' worth), from a depot just outside the north-west corner. Plan exactly {} routes of at most {} kg; the cost adds the total route time, {} per second of spread between the longest and shortest route, {} per store inside another route's hull and {} per crossing.",
            thousands(STORES as f64, 0),
            CORE_STORES,
            STORES - CORE_STORES,
            thousands(built.case.total_weight(), 1),
            built.case.total_weight() / p.capacity_kg,
            p.vehicles,
            thousands(p.capacity_kg, 0),
            thousands(p.weights.balance, 0),
            thousands(p.weights.intrusion, 0),
            thousands(p.weights.crossing, 0),
        ),
        parameters,
        reference: Reference {
            value: p.reference_cost,
            how: format!(
                "The cost the grader measures on submissions/6-reference.json, made by casegen's sector solver (crates/casegen/src/solver): 12 cones around the depot, split where the longest route is shortest, toured with 2-opt and or-opt, shorter routes lengthened to within a second of the longest. {} intrusions, {} crossings, route times {} s to {} s.",
                rr.intrusions.len(),
                rr.crossings.len(),
                fixed(rr.exact.map_or(0.0, |e| e.min_route_seconds), 1),
                fixed(rr.exact.map_or(0.0, |e| e.max_route_seconds), 1),
            ),
        },
        files: [("customers", "customers.csv"), ("instruction", "instruction.md"), ("reference", "submissions/6-reference.json")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(),
        submissions: built
            .examples
            .iter()
            .map(|e| ExampleSubmission {
                file: e.file.into(),
                title: e.title.into(),
                teaches: e.teaches.into(),
                extra_files: Vec::new(),
                expect: Some(e.expect.clone()),
            })
            .collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
    built
}
