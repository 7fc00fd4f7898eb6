//! Issue 19: grading time on generated cities unlike routing-city (shapes, depot in and
//! out, plan kinds), medians of `grade_plan` (validate, measure, report) and of
//! `measure`, per plan and per store. Run:
//! `cargo run --release -p grader --example cities -- [n] [routes] [runs] [filter]`.

use std::time::Instant;

use grader::routing::{grade_plan, measure};

#[path = "../tests/support/cities.rs"]
mod cities;
#[path = "../tests/support/rng.rs"]
mod rng;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
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
        let t: Vec<f64> = (0..runs)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(grade_plan(&case, &plan, "routes.json"));
                t.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        let g = median(t);
        println!("routing-city/6-reference\t{}\t12\t{g:.3}\t-\t{:.3}\t-\t-", case.stores.len(), g * 1e3 / case.stores.len() as f64);
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
                let m = measure(&case, &routes);
                let (mut tg, mut tm) = (Vec::new(), Vec::new());
                for _ in 0..runs {
                    let t = Instant::now();
                    std::hint::black_box(grade_plan(&case, &plan, "routes.json"));
                    tg.push(t.elapsed().as_secs_f64() * 1e3);
                    let t = Instant::now();
                    std::hint::black_box(measure(&case, std::hint::black_box(&routes)));
                    tm.push(t.elapsed().as_secs_f64() * 1e3);
                }
                let (g, me) = (median(tg), median(tm));
                println!("{name}\t{n}\t{r}\t{g:.3}\t{me:.3}\t{:.3}\t{}\t{}", g * 1e3 / n as f64, m.crossings.len(), m.intrusions.len());
            }
        }
    }
}
