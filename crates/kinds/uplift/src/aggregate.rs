//! Across runs: FDE-Gym's `bench.py table` average and the site's standings, both
//! grouped by problem: an engagement in one variant.
//!
//! - Benchmark average (`bench.py table`): every run the harness graded counts, a NaN
//!   uplift included (its `result.json` exists). Per run `g = max(-1.0, uplift)` (after
//!   the incident clamp; Python's `max`, so a NaN uplift gives -1.0) and
//!   `n = g - (uplift - uplift_net)`; per problem the mean over its repeats, then the
//!   mean over problems, each as CPython 3.12's `sum(...) / len(...)` (a compensated
//!   sum), shown with `%.3f`.
//! - Standings (the site's `standings.ts`): only runs the site shows a score for (not
//!   `error`); per problem the best `uplift_net` (the first of equals), summed over
//!   problems as `max(0, best)` left to right; a problem is solved at a best of 0.8.
//!
//! Problems keep the order in which they first appear.

use crate::diagnostic::codes;
use serde::{Deserialize, Serialize};

use super::report::UpliftReport;
use super::score::{py_max, Verdict, PASS};
use crate::server::py_sum;

/// One problem's runs, summarised.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TaskSummary {
    /// The engagement (task id).
    pub task: String,
    /// The variant (`base` when none).
    pub variant: String,
    /// Runs the harness graded (counted by `bench.py`).
    pub runs: usize,
    /// Mean over runs of `max(U_adj, −1)` (`None`: NaN).
    pub gross: Option<f64>,
    /// Mean over runs of `max(U_adj, −1) − C` (`None`: NaN).
    pub net: Option<f64>,
    /// `gross` as `bench.py` prints it (`%.3f`; `nan`).
    pub gross_display: String,
    /// `net` as `bench.py` prints it.
    pub net_display: String,
    /// Runs the site scores (not `error`).
    pub scored_runs: usize,
    /// Best `uplift_net` over the scored runs (`None`: none).
    pub best_uplift_net: Option<f64>,
    /// `best_uplift_net >= 0.8`.
    pub solved: bool,
}

/// One row of `bench.py table`: a model at a brief level, over its problems.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelRow {
    /// `agent.slug`.
    pub model: String,
    /// `level`.
    pub level: String,
    /// Runs counted.
    pub runs: usize,
    /// Problems (engagement, variant) among them.
    pub problems: usize,
    /// Mean over problems of the mean over repeats of `max(-1, uplift)`, `%.3f`.
    pub gross_display: String,
    /// The same of `max(-1, uplift) - (uplift - uplift_net)`.
    pub net_display: String,
}

/// Scores across problems.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Aggregate {
    /// Per problem, in first-seen order.
    pub tasks: Vec<TaskSummary>,
    /// Runs the harness graded.
    pub runs: usize,
    /// Reports left out of the benchmark average (the harness could not grade them).
    pub skipped: usize,
    /// Mean over problems of `gross` (`None` without runs, or NaN).
    pub benchmark_gross: Option<f64>,
    /// The paper's benchmark average: mean over problems of `net`.
    pub benchmark_net: Option<f64>,
    /// `benchmark_gross` as `bench.py` prints it (`%.3f`), "-" without runs.
    pub benchmark_gross_display: String,
    /// `benchmark_net` as `bench.py` prints it.
    pub benchmark_net_display: String,
    /// Sum over problems of `max(0, best uplift_net)` (the site's standings score).
    pub leaderboard_score: f64,
    /// Problems solved (best `uplift_net >= 0.8`).
    pub solved: usize,
    /// `bench.py table`'s rows, one per (model, level), sorted, for results that carry
    /// `agent.slug` and `level` (bench.py adds them); empty otherwise.
    pub models: Vec<ModelRow>,
}

/// (model, level) or (engagement, variant).
type Pair = (String, String);
/// Per (model, level): its problems, each with its runs' (gross, net).
type ModelRuns = Vec<(Pair, Vec<(Pair, Vec<(f64, f64)>)>)>;

struct Acc {
    task: String,
    variant: String,
    gross: Vec<f64>,
    net: Vec<f64>,
    scored: usize,
    best: Option<f64>,
}

/// `sum(xs) / len(xs)` in CPython 3.12.
fn mean(xs: &[f64]) -> f64 {
    py_sum(xs.iter().copied()) / xs.len() as f64
}

/// Python's `"%.3f" % x`.
fn three(x: f64) -> String {
    if x.is_nan() {
        "nan".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.into()
    } else {
        crate::float::fixed(x, 3)
    }
}

fn finite(x: f64) -> Option<f64> {
    (!x.is_nan()).then_some(x)
}

/// The uplift and net a report's `result.json` holds, when the harness wrote one (a
/// value JSON cannot hold is read back from `non_finite`).
fn harness_values(r: &UpliftReport) -> Option<(f64, f64)> {
    if r.diagnostics.iter().any(|d| d.code == codes::UPLIFT_HARNESS_FAILS) {
        return None;
    }
    let value = |field: &str, x: Option<f64>| -> Option<f64> {
        x.or_else(|| match r.non_finite.iter().find_map(|e| e.strip_prefix(field)?.strip_prefix('=')) {
            Some("Infinity") => Some(f64::INFINITY),
            Some("-Infinity") => Some(f64::NEG_INFINITY),
            Some(_) => Some(f64::NAN),
            None => None,
        })
    };
    // No uplift at all: the file could not be read, nothing was graded.
    let u = value("uplift", r.uplift)?;
    Some((u, value("uplift_net", r.uplift_net).unwrap_or(f64::NAN)))
}

/// Aggregate reports (any order; several runs of a problem are grouped by engagement
/// and variant).
pub fn aggregate(reports: &[UpliftReport]) -> Aggregate {
    let mut tasks: Vec<Acc> = Vec::new();
    let mut skipped = 0;
    // bench.py: per (slug, level), problems (engagement, variant) with their runs.
    let mut models: ModelRuns = Vec::new();
    for r in reports {
        let variant = r.variant.clone().unwrap_or_else(|| "base".into());
        let task = r.task.strip_suffix(&format!(":{variant}")).unwrap_or(&r.task).to_string();
        let i = match tasks.iter().position(|t| t.task == task && t.variant == variant) {
            Some(i) => i,
            None => {
                tasks.push(Acc { task, variant, gross: Vec::new(), net: Vec::new(), scored: 0, best: None });
                tasks.len() - 1
            }
        };
        let t = &mut tasks[i];
        match harness_values(r) {
            Some((u, net)) => {
                let g = py_max(-1.0, u);
                t.gross.push(g);
                t.net.push(g - (u - net));
                if let (Some(m), Some(l)) = (&r.model, &r.level) {
                    let key = (m.clone(), l.clone());
                    let problem = (t.task.clone(), t.variant.clone());
                    let i = models.iter().position(|(k, _)| *k == key).unwrap_or_else(|| {
                        models.push((key, Vec::new()));
                        models.len() - 1
                    });
                    let per = &mut models[i].1;
                    let j = per.iter().position(|(p, _)| *p == problem).unwrap_or_else(|| {
                        per.push((problem, Vec::new()));
                        per.len() - 1
                    });
                    per[j].1.push((g, g - (u - net)));
                }
            }
            None => skipped += 1,
        }
        if r.verdict != Verdict::Error {
            if let Some(net) = r.uplift_net {
                t.scored += 1;
                if t.best.is_none_or(|b| net > b) {
                    t.best = Some(net);
                }
            }
        }
    }
    tasks.retain(|t| !t.gross.is_empty() || t.scored > 0);
    let summaries: Vec<TaskSummary> = tasks
        .iter()
        .map(|t| {
            let (g, n) = if t.gross.is_empty() { (f64::NAN, f64::NAN) } else { (mean(&t.gross), mean(&t.net)) };
            TaskSummary {
                task: t.task.clone(),
                variant: t.variant.clone(),
                runs: t.gross.len(),
                gross: finite(g),
                net: finite(n),
                gross_display: if t.gross.is_empty() { "-".into() } else { three(g) },
                net_display: if t.gross.is_empty() { "-".into() } else { three(n) },
                scored_runs: t.scored,
                best_uplift_net: t.best,
                solved: t.best.is_some_and(|b| b >= PASS),
            }
        })
        .collect();
    let graded: Vec<&Acc> = tasks.iter().filter(|t| !t.gross.is_empty()).collect();
    let over = |f: fn(&Acc) -> f64| (!graded.is_empty()).then(|| mean(&graded.iter().map(|t| f(t)).collect::<Vec<_>>()));
    let bg = over(|t| mean(&t.gross));
    let bn = over(|t| mean(&t.net));
    Aggregate {
        runs: summaries.iter().map(|t| t.runs).sum(),
        skipped,
        benchmark_gross: bg.and_then(finite),
        benchmark_net: bn.and_then(finite),
        benchmark_gross_display: bg.map_or_else(|| "-".into(), three),
        benchmark_net_display: bn.map_or_else(|| "-".into(), three),
        // The site: `mine.reduce((n, b) => n + Math.max(0, b.score), 0)`.
        leaderboard_score: summaries.iter().filter_map(|t| t.best_uplift_net).fold(0.0, |n, b| n + if b > 0.0 { b } else { 0.0 }),
        solved: summaries.iter().filter(|t| t.solved).count(),
        tasks: summaries,
        models: {
            models.sort_by(|a, b| a.0.cmp(&b.0));
            models
                .into_iter()
                .map(|((model, level), per)| {
                    let over = |f: fn(&(f64, f64)) -> f64| {
                        mean(&per.iter().map(|(_, runs)| mean(&runs.iter().map(f).collect::<Vec<_>>())).collect::<Vec<_>>())
                    };
                    ModelRow {
                        runs: per.iter().map(|(_, r)| r.len()).sum(),
                        problems: per.len(),
                        gross_display: three(over(|x| x.0)),
                        net_display: three(over(|x| x.1)),
                        model,
                        level,
                    }
                })
                .collect()
        },
    }
}
