//! Issue 19 (d): where one end-to-end routing grading goes, per case folder written by
//! `examples/cities` (`CITIES_WRITE=DIR`): reading the case (case.json and
//! customers.csv, read and parsed), reading the plan (routes.json), `grade_plan`, and
//! writing the report (`to_json`). Medians over `runs`, in ms. Run:
//! `cargo run --release -p grader --example end_split -- [runs] DIR/CITY...`.

use std::time::Instant;

use grader::routing::RoutingManifest;
use grader::routing::{grade_plan, parse_customers, parse_submission};

// Freed memory kept, as `fde-grade` keeps it (see that file).
#[path = "../../cli/src/heap.rs"]
mod heap;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

fn main() {
    heap::keep_freed_memory();
    let mut a = std::env::args().skip(1);
    let runs: usize = a.next().and_then(|s| s.parse().ok()).expect("runs");
    println!("case\tstores\troutes\tread case ms\tread plan ms\tgrade_plan ms\twrite ms\ttotal ms\treport bytes\tcrossings\tintrusions");
    for dir in a {
        let dir = std::path::Path::new(&dir);
        let (mut tc, mut tp, mut tg, mut tw) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut last = None;
        for _ in 0..runs {
            let t = Instant::now();
            let m = std::fs::read(dir.join("case.json")).expect("case.json");
            let params = grader::case::parse_manifest(&m, "case.json").expect("manifest").routing_params().expect("params");
            let csv = std::fs::read(dir.join("customers.csv")).expect("customers.csv");
            let case = parse_customers(&csv, "customers.csv", params).expect("customers");
            tc.push(ms(t));
            let t = Instant::now();
            let sub = std::fs::read(dir.join("routes.json")).expect("routes.json");
            let plan = parse_submission(&sub, "routes.json").expect("plan");
            tp.push(ms(t));
            let t = Instant::now();
            let report = grade_plan(&case, &plan, "routes.json");
            tg.push(ms(t));
            let t = Instant::now();
            let json = grader::to_json(&report);
            tw.push(ms(t));
            last = Some((case.stores.len(), plan.routes.len(), json.len(), report.crossings.len(), report.intrusions.len()));
        }
        let (c, p, g, w) = (median(tc), median(tp), median(tg), median(tw));
        let (n, r, bytes, x, i) = last.expect("runs > 0");
        let name = dir.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        println!("{name}\t{n}\t{r}\t{c:.1}\t{p:.1}\t{g:.1}\t{w:.1}\t{:.1}\t{bytes}\t{x}\t{i}", c + p + g + w);
    }
}
