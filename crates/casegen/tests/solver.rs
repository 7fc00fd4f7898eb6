//! The reference solver on other customer files and parameters, verified by the grader.

use casegen::rng::Rng;
use casegen::solver::{self, Options};
use grader::routing::{self, Plan, RoutingParams};

/// A customers.csv with the depot in the middle of a random town.
fn town(seed: u64, stores: usize) -> String {
    let mut rng = Rng::new(seed);
    let mut s = String::from("总重量,网点编码,门店纬度,门店经度\n");
    for i in 0..stores {
        let (lon, lat) = (120.0 + rng.uniform(-0.2, 0.2), 31.0 + rng.uniform(-0.15, 0.15));
        s.push_str(&format!("{:.1},C{i:04},{lat:.6},{lon:.6}\n", rng.uniform(5.0, 80.0)));
        if i == stores / 3 {
            s.push_str(",DEPOT,31.000000,120.000000\n");
        }
    }
    s
}

fn check(csv: &str, params: RoutingParams) -> (routing::RoutingReport, solver::Solution) {
    let case = routing::parse_customers(csv.as_bytes(), "customers.csv", params).unwrap();
    let sol = solver::solve(&case, &Options::default()).unwrap();
    let plan = Plan::from_codes(&sol.codes(&case));
    (routing::grade_plan(&case, &plan, "routes.json"), sol)
}

#[test]
fn depot_in_the_middle_six_trucks() {
    let params = RoutingParams { vehicles: 6, capacity_kg: 3000.0, ..Default::default() };
    let (r, sol) = check(&town(7, 300), params);
    let e = r.exact.unwrap();
    assert!(r.valid, "{:?}", r.error_info);
    assert_eq!(r.n_routes, Some(6));
    assert_eq!((r.hull_intrusions, r.segment_crossings), (Some(0), Some(0)));
    assert!(e.max_route_seconds - e.min_route_seconds < 120.0, "spread {}", e.max_route_seconds - e.min_route_seconds);
    // The solver's own times agree with the grader's.
    for (a, b) in sol.route_seconds.iter().zip(r.routes.iter().map(|r| r.seconds)) {
        assert!((a - b).abs() < 1e-6, "{a} vs {b}");
    }
}

#[test]
fn capacity_that_binds_is_respected() {
    // 300 stores × ~42 kg ≈ 12.7 t over 4 trucks of 3.4 t: nearly full.
    let params = RoutingParams { vehicles: 4, capacity_kg: 3400.0, ..Default::default() };
    let csv = town(11, 300);
    let (r, _) = check(&csv, params);
    assert!(r.valid, "{:?}", r.error_info);
    assert!(r.routes.iter().all(|x| x.load_kg <= 3400.0));
    assert_eq!((r.hull_intrusions, r.segment_crossings), (Some(0), Some(0)));
}

#[test]
fn impossible_capacity_is_an_error_not_a_bad_plan() {
    let params = RoutingParams { vehicles: 2, capacity_kg: 100.0, ..Default::default() };
    let case = routing::parse_customers(town(3, 50).as_bytes(), "c.csv", params).unwrap();
    assert!(solver::solve(&case, &Options::default()).unwrap_err().contains("cannot split"));
}

#[test]
fn more_trucks_than_stores_leaves_empty_routes() {
    let params = RoutingParams { vehicles: 5, ..Default::default() };
    let (r, _) = check(&town(5, 3), params);
    assert!(r.valid);
    assert_eq!(r.n_routes, Some(5));
    assert_eq!(r.routes.iter().map(|x| x.stops.len()).sum::<usize>(), 3);
}

#[test]
fn without_padding_the_routes_are_untouched_tours() {
    let params = RoutingParams { vehicles: 6, ..Default::default() };
    let case = routing::parse_customers(town(9, 240).as_bytes(), "c.csv", params).unwrap();
    let padded = solver::solve(&case, &Options::default()).unwrap();
    let plain = solver::solve(&case, &Options { pad: false, ..Default::default() }).unwrap();
    let spread = |t: &[f64]| t.iter().copied().fold(f64::MIN, f64::max) - t.iter().copied().fold(f64::MAX, f64::min);
    assert_eq!(plain.unpadded_spread_s, spread(&plain.route_seconds));
    assert!(spread(&padded.route_seconds) <= spread(&plain.route_seconds));
    assert!(spread(&padded.route_seconds) < 120.0);
    let longest = |t: &[f64]| t.iter().copied().fold(f64::MIN, f64::max);
    assert!(longest(&padded.route_seconds) <= longest(&plain.route_seconds) + 1e-6, "padding never lengthens the longest route");
}
