//! Issue 19: grading time on generated cities unlike routing-city (shapes, depot in and
//! out, plan kinds), medians of `grade_plan` (validate, measure, report) and of
//! `measure`, per plan and per store. Run:
//! `cargo run --release -p grader --example cities -- [n] [routes] [runs] [filter]`.

use std::time::Instant;

use grader::routing::RoutingManifest;
use grader::routing::{grade_plan, measure, Plan, RoutingCase};

// Freed memory kept, as `fde-grade` keeps it (see that file).
#[path = "../../cli/src/heap.rs"]
mod heap;

#[path = "../tests/support/cities.rs"]
mod cities;
#[path = "../tests/support/rng.rs"]
mod rng;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `CITIES_WRITE=DIR`: write each family as a case folder (case.json, customers.csv,
/// routes.json) for timing `fde-grade routing --case DIR/F DIR/F/routes.json`, instead
/// of timing in process.
fn write_case(dir: &std::path::Path, case: &grader::routing::RoutingCase, routes: &[Vec<usize>]) {
    std::fs::create_dir_all(dir).expect("case dir");
    let d = &case.depot;
    let mut csv = format!("网点编码,门店经度,门店纬度,总重量,区域类型\n{},{},{},,配送中心\n", d.code, d.lon, d.lat);
    for s in &case.stores {
        csv.push_str(&format!("{},{},{},{},城区\n", s.code, s.lon, s.lat, s.weight));
    }
    std::fs::write(dir.join("customers.csv"), csv).expect("customers");
    let json: Vec<String> = routes
        .iter()
        .map(|r| format!("[{}]", r.iter().map(|&i| format!("\"{}\"", case.stores[i].code)).collect::<Vec<_>>().join(",")))
        .collect();
    std::fs::write(dir.join("routes.json"), format!("{{\"routes\": [{}]}}", json.join(","))).expect("routes");
    let manifest = format!(
        "{{\"id\": \"city\", \"kind\": \"routing\", \"title\": \"generated\", \"parameters\": {{\"vehicles\": {}, \"capacity_kg\": 1e12}}, \"reference\": {{\"value\": 1000000.0}}, \"files\": {{\"customers\": \"customers.csv\"}}}}",
        routes.len()
    );
    std::fs::write(dir.join("case.json"), manifest).expect("case.json");
}

/// Medians of `grade_plan` and of `measure` on one plan, in ms, over `runs` of each
/// (alternating).
fn time(case: &RoutingCase, plan: &Plan, routes: &[Vec<usize>], runs: usize) -> (f64, f64) {
    let (mut tg, mut tm) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let t = Instant::now();
        std::hint::black_box(grade_plan(case, plan, "routes.json"));
        tg.push(t.elapsed().as_secs_f64() * 1e3);
        let t = Instant::now();
        std::hint::black_box(measure(case, std::hint::black_box(routes)));
        tm.push(t.elapsed().as_secs_f64() * 1e3);
    }
    (median(tg), median(tm))
}

fn main() {
    heap::keep_freed_memory();
    let a: Vec<String> = std::env::args().skip(1).collect();
    let n: usize = a.first().and_then(|s| s.parse().ok()).unwrap_or(1334);
    let r: usize = a.get(1).and_then(|s| s.parse().ok()).unwrap_or(12);
    let runs: usize = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(21);
    let filter = a.get(3).cloned().unwrap_or_default();
    println!("city\tstores\troutes\tgrade_plan ms\tmeasure ms\tus/store\tcrossings\tintrusions");
    // routing-city's reference plan first, the yardstick per store.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../cases-public/routing-city");
    if let (Ok(m), Ok(csv), Ok(sub)) = (
        std::fs::read(dir.join("case.json")),
        std::fs::read(dir.join("customers.csv")),
        std::fs::read(dir.join("submissions/6-reference.json")),
    ) {
        let params = grader::case::parse_manifest(&m, "case.json").expect("manifest").routing_params().expect("params");
        let case = grader::routing::parse_customers(&csv, "customers.csv", params).expect("customers");
        let plan = grader::routing::parse_submission(&sub, "routes.json").expect("plan");
        let routes = grader::routing::validate::validate(&case, &plan, "routes.json").routes;
        let (g, me) = time(&case, &plan, &routes, runs);
        println!("routing-city/6-reference\t{}\t12\t{g:.3}\t{me:.3}\t{:.3}\t-\t-", case.stores.len(), g * 1e3 / case.stores.len() as f64);
    }
    for shape in cities::SHAPES {
        for depot in cities::DEPOTS {
            for kind in cities::PLANS {
                let name = format!("{shape}/{depot}/{kind}");
                if !name.contains(&filter) {
                    continue;
                }
                let case = cities::city(shape, depot, n, r, 7);
                let routes = cities::plan_routes(&case, kind, r, 7);
                let plan = cities::plan_of(&case, &routes);
                if let Ok(dir) = std::env::var("CITIES_WRITE") {
                    write_case(std::path::Path::new(&dir).join(name.replace('/', "-")).as_path(), &case, &routes);
                    continue;
                }
                let m = measure(&case, &routes);
                let (g, me) = time(&case, &plan, &routes, runs);
                println!("{name}\t{n}\t{r}\t{g:.3}\t{me:.3}\t{:.3}\t{}\t{}", g * 1e3 / n as f64, m.crossings.len(), m.intrusions.len());
            }
        }
    }
}
