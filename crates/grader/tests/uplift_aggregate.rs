//! Across problems: FDE-Gym's `bench.py table` average and the site's standings (spec §3).
//! Expected floats follow `bench.py table`, evaluated in CPython 3.12: per run
//! g = max(-1.0, uplift), net = g - (uplift - uplift_net); mean per problem, then over
//! problems. A NaN uplift is a run the harness graded (bench.py counts it); the site shows
//! `error` and the standings leave it out.

use grader::uplift::{aggregate, grade, Contact, UpliftReport, UpliftResult};

fn run(task: &str, kpi: f64, base: f64, oracle: f64, cost: f64, incident: bool) -> UpliftReport {
    let mut r = UpliftResult::new(task, kpi, base, oracle);
    if incident {
        r = r.with_incidents(vec!["outage".into()]);
    }
    grade(&r, Contact::Given(cost))
}

fn runs() -> Vec<UpliftReport> {
    vec![
        // A, run 1: (180 − 100)/100 = 0.8; net = round(0.8 − 0.05, 4) = 0.75.
        run("A", 180.0, 100.0, 200.0, 0.05, false),
        // B, run 1 (minimise): (200 − 100)/(60 − 100) = −2.5; net = round(−2.5 − 0.1, 4) = −2.6.
        run("B", 200.0, 100.0, 60.0, 0.1, false),
        // A, run 2: 0.9; net = round(0.9 − 0.02, 4) = 0.88.
        run("A", 190.0, 100.0, 200.0, 0.02, false),
        // C: 0.75 clamped to 0 by an incident; net = round(0 − 0.02, 4) = −0.02.
        run("C", 70.0, 100.0, 60.0, 0.02, true),
        // B, run 2: a NaN kpi: uplift NaN, g = max(-1.0, nan) = -1.0, net NaN; the site: error.
        run("B", f64::NAN, 100.0, 60.0, 0.0, false),
    ]
}

#[test]
fn benchmark_average_is_the_mean_over_tasks_of_bounded_uplift_less_cost() {
    let a = aggregate(&runs());
    assert_eq!((a.runs, a.skipped), (5, 0));
    let tasks: Vec<_> = a.tasks.iter().map(|t| (t.task.as_str(), t.runs, t.gross, t.net)).collect();
    assert_eq!(
        tasks,
        [
            // A: gross (0.8 + 0.9)/2 = 0.8500000000000001;
            //    net ((0.8 − (0.8 − 0.75)) + (0.9 − (0.9 − 0.88)))/2 = 0.815.
            ("A", 2, Some(0.8500000000000001), Some(0.815)),
            // B: g = max(−1, −2.5) = −1 twice; the NaN run makes the net NaN.
            ("B", 2, Some(-1.0), None),
            // C: g = 0; C = 0 − (−0.02) = 0.02; net −0.02.
            ("C", 1, Some(0.0), Some(-0.02)),
        ]
    );
    // (0.8500000000000001 − 1 + 0)/3 as CPython 3.12 sums it; the net is NaN.
    assert_eq!(a.benchmark_gross, Some(-0.04999999999999997));
    assert_eq!(a.benchmark_net, None);
    assert_eq!((a.benchmark_gross_display.as_str(), a.benchmark_net_display.as_str()), ("-0.050", "nan"));
    assert_eq!((a.tasks[1].net_display.as_str(), a.tasks[1].variant.as_str()), ("nan", "base"));
}

#[test]
fn leaderboard_sums_the_best_net_per_task_floored_at_zero() {
    let a = aggregate(&runs());
    // Best per task: A max(0.75, 0.88) = 0.88; B −2.6; C −0.02.
    // Sum of max(0, best): 0.88 + 0 + 0 = 0.88. Solved: A (0.88 ≥ 0.8) only.
    let best: Vec<_> = a.tasks.iter().map(|t| (t.best_uplift_net, t.solved, t.scored_runs)).collect();
    assert_eq!(best, [(Some(0.88), true, 2), (Some(-2.6), false, 1), (Some(-0.02), false, 1)]);
    assert_eq!(a.leaderboard_score, 0.88);
    assert_eq!(a.solved, 1);
}

#[test]
fn nothing_to_aggregate() {
    let a = aggregate(&[]);
    assert_eq!((a.runs, a.benchmark_net, a.leaderboard_score, a.solved), (0, None, 0.0, 0));
    // A run the harness cannot grade counts nowhere.
    let r = grader::uplift::grade_input(&grader::uplift::UpliftInput {
        result: grader::uplift::InputFile::new("r.json", "{\"kpi\": 1, \"kpi_baseline\": 0, \"kpi_oracle\": \"x\"}"),
        ..Default::default()
    });
    let only_failed = aggregate(&[r]);
    assert_eq!((only_failed.skipped, only_failed.benchmark_gross, only_failed.tasks.len()), (1, None, 0));
}
