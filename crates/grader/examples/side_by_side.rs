//! Native timings for the side-by-side comparison with the Python grader
//! (`peers/bench_compare.py` runs this and the Python grader in the same run), and the
//! scale check: synthetic plans graded fast, with counts compared to the quadratic
//! definition where it finishes.
//!
//!     cargo run --release -p grader --example side_by_side -- [--scale] [--quadratic-max N]
//! prints one JSON object per line.

use std::time::{Duration, Instant};

use grader::routing::{grade, grade_plan, measure_quadratic, parse_submission, validate, Incremental};

// Freed memory kept, as `fde-grade` keeps it (see that file).
#[path = "../../cli/src/heap.rs"]
mod heap;

#[path = "../benches/data/mod.rs"]
mod data;

/// Median seconds of `f`, run until `budget` is spent (at least `min_runs` times).
fn median(min_runs: usize, budget: Duration, mut f: impl FnMut()) -> (f64, usize) {
    let start = Instant::now();
    let mut t = Vec::new();
    while t.len() < min_runs || (start.elapsed() < budget && t.len() < 100_000) {
        let s = Instant::now();
        f();
        t.push(s.elapsed().as_secs_f64());
    }
    t.sort_by(f64::total_cmp);
    (t[t.len() / 2], t.len())
}

fn main() {
    heap::keep_freed_memory();
    let args: Vec<String> = std::env::args().collect();
    let scale = args.iter().any(|a| a == "--scale");
    let quadratic_max: usize =
        args.iter().position(|a| a == "--quadratic-max").and_then(|i| args.get(i + 1)).and_then(|s| s.parse().ok()).unwrap_or(10_000);

    if let Some((case, subs)) = data::routing_city() {
        for (name, bytes) in &subs {
            let r = grade(&case, bytes, "routes.json");
            let (s, runs) = median(20, Duration::from_millis(700), || {
                std::hint::black_box(grade(&case, bytes, "routes.json"));
            });
            println!(
                "{}",
                serde_json::json!({"what": "routing-city", "plan": name, "stores": case.stores.len(), "valid": r.valid,
                    "hull_intrusions": r.intrusions.len(), "segment_crossings": r.crossings.len(), "native_median_s": s, "runs": runs})
            );
        }
        // Incremental: one drag step on the nearest-neighbour plan.
        if let Some((_, bytes)) = subs.iter().find(|(n, _)| n.contains("nearest")) {
            let plan = parse_submission(bytes, "routes.json").expect("plan");
            let mut inc = Incremental::new(case.clone(), plan, "routes.json");
            let mut k = 0usize;
            let n = case.stores.len();
            let (s, runs) = median(200, Duration::from_millis(700), || {
                k = (k + 7919) % n;
                let p = case.points[k];
                let d = if k.is_multiple_of(2) { 0.002 } else { -0.002 };
                inc.move_store(k, [p[0] + d, p[1] - d]).unwrap();
                std::hint::black_box(inc.report());
            });
            println!(
                "{}",
                serde_json::json!({"what": "incremental", "plan": "4-nearest-neighbour-fill.json", "step": "move_store+report", "native_median_s": s, "runs": runs})
            );
        }
    }

    if scale {
        for (n, routes) in [(10_000, 12), (10_000, 100), (30_000, 100), (100_000, 12), (100_000, 100)] {
            let (case, plan) = data::city(n, routes, 42);
            let r = grade_plan(&case, &plan, "routes.json");
            let (s, runs) = median(3, Duration::from_secs(3), || {
                std::hint::black_box(grade_plan(&case, &plan, "routes.json"));
            });
            let mut line = serde_json::json!({"what": "synthetic", "stores": n, "routes": routes, "valid": r.valid,
                "hull_intrusions": r.intrusions.len(), "segment_crossings": r.crossings.len(), "native_median_s": s, "runs": runs});
            if n <= quadratic_max {
                let v = validate::validate(&case, &plan, "routes.json");
                let t = Instant::now();
                let q = measure_quadratic(&case, &v.routes);
                line["quadratic_s"] = serde_json::json!(t.elapsed().as_secs_f64());
                line["equal_to_quadratic"] = serde_json::json!(q.intrusions == r.intrusions && q.crossings == r.crossings);
            }
            println!("{line}");
        }
    }
}
