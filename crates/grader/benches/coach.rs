//! The coach on routing-city (criterion): time to the first suggestion, and to the end
//! of coach mode, from the public examples.
//! Run: `cargo bench -p grader --bench coach`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use grader::routing::coach::{self, Options};
use grader::routing::parse_submission;

mod data;

fn coach_city(c: &mut Criterion) {
    let Some((case, subs)) = data::routing_city() else {
        eprintln!("cases-public/routing-city not found: skipping");
        return;
    };
    let opts = Options::default();
    let plans: Vec<_> = ["4-nearest-neighbour-fill.json", "5-weight-balanced-sweep.json", "6-reference.json"]
        .iter()
        .filter_map(|n| subs.iter().find(|(s, _)| s == n))
        .map(|(n, b)| (n.clone(), parse_submission(b, n).expect("example plan")))
        .collect();
    let mut g = c.benchmark_group("coach-routing-city");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    for (name, plan) in &plans {
        // Everything from the plan to the best move: validate, measure, neighbours,
        // screening, exact re-scoring.
        g.bench_function(BenchmarkId::new("first-suggestion", name), |b| {
            b.iter(|| coach::suggest(&case, black_box(plan), 1, &opts).expect("valid example"))
        });
    }
    for (name, plan) in &plans {
        if name.contains("nearest") {
            continue; // minutes per run: timed once below
        }
        g.bench_function(BenchmarkId::new("coach-mode", name), |b| {
            b.iter(|| coach::coach(&case, black_box(plan), &opts).expect("valid example"))
        });
    }
    g.finish();
    // Coach mode from the nearest-neighbour plan, once (too long for criterion's loop),
    // with what each run reaches against the reference plan's cost.
    for (name, plan) in &plans {
        let t = std::time::Instant::now();
        let run = coach::coach(&case, plan, &opts).expect("valid example");
        eprintln!(
            "coach mode {name}: {} moves in {:.2?} (converged: {}); cost {:.1} -> {:.1}, score {:.4} -> {:.4}",
            run.moves.len(),
            t.elapsed(),
            run.converged,
            run.cost_before,
            run.cost_after,
            run.score_before,
            run.score_after
        );
    }
}

criterion_group!(benches, coach_city);
criterion_main!(benches);
