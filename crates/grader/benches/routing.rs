//! Routing grading benchmarks (criterion): the public case's example plans, synthetic
//! cities of 10k and 100k stores with 12 and 100 routes, and incremental moves.
//! Run: `cargo bench -p grader --bench routing` (or `scripts/bench`).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, BenchmarkId, Criterion};
use grader::routing::{grade, grade_plan, measure, measure_quadratic, parse_submission, Incremental};

#[path = "../tests/support/cities.rs"]
mod cities;
mod data;
/// `cities` reaches the generator as `super::rng`.
use data::rng;

// Freed memory kept, as `fde-grade` keeps it (see that file).
#[path = "../../cli/src/heap.rs"]
mod heap;

fn routing_city(c: &mut Criterion) {
    let Some((case, subs)) = data::routing_city() else {
        eprintln!("cases-public/routing-city not found: skipping");
        return;
    };
    let mut g = c.benchmark_group("routing-city");
    for (name, bytes) in &subs {
        // Full grading: read the JSON, validate, measure, build the report.
        g.bench_with_input(BenchmarkId::new("full", name), bytes, |b, bytes| b.iter(|| grade(&case, black_box(bytes), "routes.json")));
    }
    let (name, bytes) = subs.iter().find(|(n, _)| n.contains("nearest")).unwrap_or(&subs[0]);
    let plan = parse_submission(bytes, name).expect("example plan");
    let routes = data::resolve(&case, &plan);
    g.bench_function(BenchmarkId::new("measure", name), |b| b.iter(|| measure(&case, black_box(&routes))));
    g.sample_size(10);
    g.bench_function(BenchmarkId::new("measure-quadratic", name), |b| b.iter(|| measure_quadratic(&case, black_box(&routes))));
    g.finish();

    let mut g = c.benchmark_group("routing-city-incremental");
    for name in ["6-reference.json", "4-nearest-neighbour-fill.json"] {
        let Some((_, bytes)) = subs.iter().find(|(n, _)| n == name) else { continue };
        let plan = parse_submission(bytes, name).expect("example plan");
        let mut inc = Incremental::new(case.clone(), plan, "routes.json");
        let stores = case.stores.len();
        let mut i = 0usize;
        let pts = &case.points;
        // One drag step: a store moves by 0.002° or back (the plan stays as it is), then
        // the site reads the report (or only the cost).
        let mut step = move |inc: &mut Incremental| {
            i += 1;
            let k = (((i - 1) >> 1) * 7919) % stores;
            let p = pts[k];
            let d = if i % 2 == 1 { 0.002 } else { 0.0 };
            inc.move_store(k, [p[0] + d, p[1] - d]).unwrap();
        };
        g.bench_function(BenchmarkId::new("move_store+report", name), |b| {
            b.iter(|| {
                step(&mut inc);
                black_box(inc.report())
            })
        });
        g.bench_function(BenchmarkId::new("move_store+exact", name), |b| {
            b.iter(|| {
                step(&mut inc);
                black_box(inc.exact())
            })
        });
        // A store into another route and back: two moves and two reports per iteration.
        let mut j = 0usize;
        g.bench_function(BenchmarkId::new("move_to_route+report (x2)", name), |b| {
            b.iter(|| {
                j += 1;
                let k = (j * 7919) % stores;
                let (r, at) = inc.routes().iter().enumerate().find_map(|(r, s)| s.iter().position(|&x| x == k).map(|i| (r, i))).unwrap();
                let to = (r + 1 + j % 11) % inc.routes().len();
                inc.move_to_route(k, to, j % 50).unwrap();
                black_box(inc.report());
                inc.move_to_route(k, r, at).unwrap();
                black_box(inc.report())
            })
        });
    }
    g.finish();
}

fn synthetic(c: &mut Criterion) {
    let mut g = c.benchmark_group("synthetic");
    g.sample_size(10).measurement_time(Duration::from_secs(8)).warm_up_time(Duration::from_secs(1));
    for (n, r) in [(10_000, 12), (10_000, 100), (100_000, 12), (100_000, 100)] {
        let (case, plan) = data::city(n, r, 42);
        g.bench_function(BenchmarkId::new("grade_plan", format!("{n}x{r}")), |b| {
            b.iter(|| grade_plan(&case, black_box(&plan), "routes.json"))
        });
    }
    let (case, plan) = data::city(100_000, 100, 42);
    let mut inc = Incremental::new(case.clone(), plan, "routes.json");
    let mut i = 0usize;
    g.bench_function("incremental/100000x100/move_store+exact", |b| {
        b.iter(|| {
            i += 1;
            let k = (((i - 1) >> 1) * 7919) % case.stores.len();
            let p = case.points[k];
            let d = if i % 2 == 1 { 0.0005 } else { 0.0 };
            inc.move_store(k, [p[0] + d, p[1] - d]).unwrap();
            black_box(inc.exact())
        })
    });
    g.finish();
}

/// Issue 19's cities (tests/support/cities.rs): every shape with the depot inside and
/// outside under a sweep and a nearest-neighbour plan at 1,334 stores (routing-city's
/// size), and 100,000 stores swept into 12 and 1,000 routes. Filter: `cities`.
fn cities_bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("cities");
    g.sample_size(20).measurement_time(Duration::from_secs(2)).warm_up_time(Duration::from_millis(500));
    for shape in cities::SHAPES {
        for depot in cities::DEPOTS {
            for kind in ["sweep", "zigzag", "nearest"] {
                let case = cities::city(shape, depot, 1334, 12, 7);
                let routes = cities::plan_routes(&case, kind, 12, 7);
                let plan = cities::plan_of(&case, &routes);
                g.bench_function(BenchmarkId::new("grade_plan", format!("{shape}-{depot}-{kind}-1334x12")), |b| {
                    b.iter(|| grade_plan(&case, black_box(&plan), "routes.json"))
                });
            }
        }
    }
    g.sample_size(10).measurement_time(Duration::from_secs(5));
    for (shape, depot, kind, r) in
        [("uniform", "inside", "sweep", 12), ("uniform", "inside", "sweep", 1000), ("lattice", "outside", "sweep", 12)]
    {
        let case = cities::city(shape, depot, 100_000, r, 7);
        let routes = cities::plan_routes(&case, kind, r, 7);
        let plan = cities::plan_of(&case, &routes);
        g.bench_function(BenchmarkId::new("grade_plan", format!("{shape}-{depot}-{kind}-100000x{r}")), |b| {
            b.iter(|| grade_plan(&case, black_box(&plan), "routes.json"))
        });
    }
    g.finish();
}

criterion_group!(benches, routing_city, synthetic, cities_bench);
fn main() {
    heap::keep_freed_memory();
    benches();
    Criterion::default().configure_from_args().final_summary();
}
