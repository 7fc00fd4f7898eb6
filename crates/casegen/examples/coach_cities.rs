//! Issue 51: the routing coach's `--all` against the reference solver on generated
//! cities (shapes × depot inside/outside × sizes × start plans): the ratio of their
//! costs (coach score / reference score) and the coach's wall time. Run:
//! `cargo run --release -p casegen --example coach_cities -- [sizes,...] [vehicles]`
//! (default sizes 100,300,1000,2000,5000; 12 vehicles). One line per run, tab-separated.

use std::time::Instant;

use casegen::solver::{self, Options};
use grader::routing::coach;
use grader::routing::{grade_plan, Plan};

#[path = "../../grader/tests/support/cities.rs"]
mod cities;
#[path = "../../grader/tests/support/rng.rs"]
mod rng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let sizes: Vec<usize> =
        args.get(1).map(|s| s.split(',').map(|x| x.parse().expect("a size")).collect()).unwrap_or_else(|| vec![100, 300, 1000, 2000, 5000]);
    let vehicles: usize = args.get(2).map(|s| s.parse().expect("vehicles")).unwrap_or(12);
    println!("shape\tdepot\tstores\tstart\tstart_score\treference_cost\tcoach_cost\tratio\tmoves\tcoach_s");
    for &n in &sizes {
        for (k, shape) in cities::SHAPES.iter().enumerate() {
            for depot in cities::DEPOTS {
                let seed = 51 + k as u64 + n as u64;
                let case = cities::city(shape, depot, n, vehicles, seed);
                let sol = solver::solve(&case, &Options::default()).expect("solved");
                let ref_exact = grade_plan(&case, &Plan::from_codes(&sol.codes(&case)), "r.json").exact.expect("graded");
                let ref_cost = ref_exact.cost;
                for start in ["nearest", "random"] {
                    let plan = cities::plan_of(&case, &cities::plan_routes(&case, start, vehicles, seed));
                    let t = Instant::now();
                    let run = coach::coach(&case, &plan, &coach::Options::default()).expect("valid start");
                    let secs = t.elapsed().as_secs_f64();
                    println!(
                        "{shape}\t{depot}\t{n}\t{start}\t{:.4}\t{ref_cost:.1}\t{:.1}\t{:.4}\t{}\t{secs:.3}",
                        run.score_before,
                        run.cost_after,
                        ref_cost / run.cost_after,
                        run.moves.len()
                    );
                    if std::env::var("COACH_WHY").is_ok() && ref_cost / run.cost_after < 0.9 {
                        let g = grade_plan(&case, &run.plan, "c.json");
                        let kinds: Vec<String> = run.moves.iter().map(|m| format!("{:?}:{:.0}", m.kind, m.cost_saved)).collect();
                        eprintln!(
                            "  ref {:?}\n  got {:?} i={:?} c={:?}\n  {}",
                            ref_exact.terms,
                            g.exact.unwrap().terms,
                            g.hull_intrusions,
                            g.segment_crossings,
                            kinds.join(" ")
                        );
                    }
                }
            }
        }
    }
}
