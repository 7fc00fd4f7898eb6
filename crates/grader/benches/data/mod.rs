//! Benchmark data: the public routing-city case from `cases-public/`, and synthetic
//! cities of any size with a plausible plan (sectors around the depot, each toured in
//! radial bands, alternating direction), generated deterministically.
#![allow(dead_code)]

use std::path::PathBuf;

use grader::case::parse_manifest;
use grader::routing::{parse_customers, Plan, RoutingCase, RoutingParams, Store};

/// The repository root (benches and examples run with the crate as working directory).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Example submissions: (file name, bytes).
pub type Submissions = Vec<(String, Vec<u8>)>;

/// routing-city: its case and its example submissions, sorted by name.
pub fn routing_city() -> Option<(RoutingCase, Submissions)> {
    let dir = root().join("cases-public/routing-city");
    let m = parse_manifest(&std::fs::read(dir.join("case.json")).ok()?, "case.json").ok()?;
    let params = m.routing_params().ok()?;
    let case = parse_customers(&std::fs::read(dir.join("customers.csv")).ok()?, "customers.csv", params).ok()?;
    let mut subs: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir.join("submissions"))
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap_or_default()))
        .collect();
    subs.sort();
    Some((case, subs))
}

#[path = "../../tests/support/rng.rs"]
pub mod rng;
use grader::routing::RoutingManifest;
use rng::Rng;

fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// A city of `n` stores (clustered core plus a rural spread, coordinates to 6 decimals)
/// with a depot near the middle, and a plan of `routes` routes.
pub fn city(n: usize, routes: usize, seed: u64) -> (RoutingCase, Plan) {
    let mut rng = Rng(seed);
    let depot = [116.40, 39.90];
    let centres: Vec<[f64; 2]> = (0..40).map(|_| [116.1 + 0.6 * rng.unit(), 39.65 + 0.5 * rng.unit()]).collect();
    let stores: Vec<Store> = (0..n)
        .map(|i| {
            let p = if rng.unit() < 0.7 {
                let c = centres[(rng.next() % centres.len() as u64) as usize];
                let (r, a) = (0.04 * rng.unit().sqrt(), std::f64::consts::TAU * rng.unit());
                [c[0] + r * a.cos(), c[1] + r * a.sin()]
            } else {
                [116.0 + 0.8 * rng.unit(), 39.6 + 0.6 * rng.unit()]
            };
            Store {
                code: format!("ST{:06}", 100_000 + i),
                weight: round6(5.0 + 95.0 * rng.unit()),
                lon: round6(p[0]),
                lat: round6(p[1]),
                line: i + 3,
            }
        })
        .collect();
    let params = RoutingParams { vehicles: routes, capacity_kg: 1e12, reference_cost: 1e6, ..Default::default() };
    let depot = Store { code: "0".into(), weight: 0.0, lon: depot[0], lat: depot[1], line: 2 };
    let case = RoutingCase::new(depot, stores, params);
    let plan = sweep_plan(&case, routes);
    (case, plan)
}

/// Sectors of equal store count around the depot; in each, radial bands toured in
/// alternating angular direction; then a few stops handed to the next route.
pub fn sweep_plan(case: &RoutingCase, routes: usize) -> Plan {
    let d = case.depot.point();
    let polar: Vec<(f64, f64)> = case.points.iter().map(|p| ((p[1] - d[1]).atan2(p[0] - d[0]), (p[0] - d[0]).hypot(p[1] - d[1]))).collect();
    let mut order: Vec<usize> = (0..case.points.len()).collect();
    order.sort_by(|&a, &b| polar[a].0.total_cmp(&polar[b].0));
    let n = order.len();
    let mut plan_routes: Vec<Vec<String>> = Vec::with_capacity(routes);
    for r in 0..routes {
        let mut sector: Vec<usize> = order[r * n / routes..(r + 1) * n / routes].to_vec();
        let rmax = sector.iter().map(|&s| polar[s].1).fold(0.0, f64::max);
        let bands = ((sector.len() as f64 / 6.0).sqrt().ceil() as usize).max(1);
        let band = |s: usize| ((polar[s].1 / rmax.max(1e-12) * bands as f64) as usize).min(bands - 1);
        sector.sort_by(|&a, &b| {
            let (ba, bb) = (band(a), band(b));
            ba.cmp(&bb).then(if ba % 2 == 0 { polar[a].0.total_cmp(&polar[b].0) } else { polar[b].0.total_cmp(&polar[a].0) })
        });
        plan_routes.push(sector.iter().map(|&s| case.stores[s].code.clone()).collect());
    }
    // Imperfect, like a real plan: every 97th stop is handed to the next route, into
    // the middle of it (some hull intrusions and crossings to count).
    for r in 0..routes {
        let mut k = 48;
        while k < plan_routes[r].len() {
            let code = plan_routes[r].remove(k);
            let to = (r + 1) % routes;
            let at = plan_routes[to].len() / 2;
            plan_routes[to].insert(at, code);
            k += 97;
        }
    }
    Plan::from_codes(&plan_routes)
}

/// The plan as resolved store indices.
pub fn resolve(case: &RoutingCase, plan: &Plan) -> Vec<Vec<usize>> {
    plan.routes.iter().map(|r| r.iter().filter_map(|c| case.store_index(&c.code)).collect()).collect()
}
