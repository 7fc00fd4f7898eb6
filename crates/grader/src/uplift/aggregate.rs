//! Across tasks: the paper's benchmark average and a leaderboard score.
//!
//! - Benchmark average (FDE-Gym's `bench.py table`): per task, the mean over its runs of
//!   `max(U_adj, −1) − C`, then the mean over tasks. `U_adj` is the report's `uplift`
//!   (after the incident clamp); `C` is taken as `uplift − uplift_net`, as the harness
//!   does, not as `contact_cost` (the two can differ in the last bit after rounding).
//!   The gross average is the same without `− C`.
//! - Leaderboard (the site's standings): per task the best `uplift_net` (the first of
//!   equals), summed over tasks as `max(0, best)`; a task is solved when its best is
//!   at least 0.8.
//!
//! Only valid reports count (an invalid one has no score, like a run that was not
//! graded); tasks keep the order in which they first appear.

use serde::{Deserialize, Serialize};

use super::report::UpliftReport;
use super::score::py_max;
use super::score::PASS;

/// One task's runs, summarised.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskSummary {
    /// Task id.
    pub task: String,
    /// Valid runs counted.
    pub runs: usize,
    /// Mean over runs of `max(U_adj, −1)`.
    pub gross: f64,
    /// Mean over runs of `max(U_adj, −1) − C`.
    pub net: f64,
    /// Best `uplift_net` over the runs.
    pub best_uplift_net: f64,
    /// `best_uplift_net >= 0.8`.
    pub solved: bool,
}

/// Scores across tasks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Aggregate {
    /// Per task, in first-seen order.
    pub tasks: Vec<TaskSummary>,
    /// Valid reports counted.
    pub runs: usize,
    /// Invalid reports left out.
    pub skipped: usize,
    /// Mean over tasks of the per-task `gross`; `None` without any valid run.
    pub benchmark_gross: Option<f64>,
    /// The paper's benchmark average: mean over tasks of the per-task `net`.
    pub benchmark_net: Option<f64>,
    /// Sum over tasks of `max(0, best uplift_net)`.
    pub leaderboard_score: f64,
    /// Tasks solved (best `uplift_net >= 0.8`).
    pub solved: usize,
}

struct Acc {
    task: String,
    gross: Vec<f64>,
    net: Vec<f64>,
    best: f64,
}

/// Python's `sum(xs) / len(xs)`, left to right.
fn mean(xs: &[f64]) -> f64 {
    xs.iter().fold(0.0, |a, x| a + x) / xs.len() as f64
}

/// Aggregate reports (any order; several runs of a task are grouped by task id).
pub fn aggregate(reports: &[UpliftReport]) -> Aggregate {
    let mut tasks: Vec<Acc> = Vec::new();
    let mut skipped = 0;
    for r in reports {
        let (Some(u), Some(net), true) = (r.uplift, r.uplift_net, r.valid) else {
            skipped += 1;
            continue;
        };
        let g = py_max(-1.0, u);
        let i = match tasks.iter().position(|t| t.task == r.task) {
            Some(i) => i,
            None => {
                tasks.push(Acc { task: r.task.clone(), gross: Vec::new(), net: Vec::new(), best: net });
                tasks.len() - 1
            }
        };
        let t = &mut tasks[i];
        t.gross.push(g);
        t.net.push(g - (u - net));
        if net > t.best {
            t.best = net;
        }
    }
    let tasks: Vec<TaskSummary> = tasks
        .into_iter()
        .map(|t| TaskSummary {
            runs: t.gross.len(),
            gross: mean(&t.gross),
            net: mean(&t.net),
            best_uplift_net: t.best,
            solved: t.best >= PASS,
            task: t.task,
        })
        .collect();
    let over_tasks =
        |f: fn(&TaskSummary) -> f64| (!tasks.is_empty()).then(|| mean(&tasks.iter().map(f).collect::<Vec<_>>()));
    Aggregate {
        runs: tasks.iter().map(|t| t.runs).sum(),
        skipped,
        benchmark_gross: over_tasks(|t| t.gross),
        benchmark_net: over_tasks(|t| t.net),
        // The site: `reduce((n, b) => n + Math.max(0, b.score), 0)`.
        leaderboard_score: tasks
            .iter()
            .fold(0.0, |n, t| n + if t.best_uplift_net > 0.0 { t.best_uplift_net } else { 0.0 }),
        solved: tasks.iter().filter(|t| t.solved).count(),
        tasks,
    }
}
