//! What costs a prediction most (issue 16, the coach): the scored rows that cost the
//! most, the groups (per target, per value of a key column such as a product, a site
//! or a clinic) whose errors cost the score most, and the score without the worst 1%
//! of rows.
//!
//! Every score here is computed by the grade's own code on changed rows (the pandas
//! engine's [`super::score_joined`], the csv-module engine's [`super::rows::score`]),
//! mapped and rounded as the report's `overall_score`:
//! - *without the worst 1%*: the `ceil(n / 100)` costliest scored rows taken out of the
//!   joined rows, which is what grading a truth and a predictions file without those
//!   rows gives (`tests/prediction_coach.rs` grades such trimmed files);
//! - *if exact*: a group's predictions set to its truth values, the rest unchanged.
//!
//! The groups: each target (when there are several), and the rows sharing a key
//! column's value, or for a date or time key its year, month or day (`day (month)`:
//! the key `day`'s first 7 characters), when that makes 2 to 50 groups.
//!
//! A row's cost is its share of the metric's total loss ([`super::Loss`]: absolute,
//! squared, percentage error), averaged over the targets, so the shares sum to 1.

use serde::Serialize;

use super::explain::{accepted, Explained};
use super::join::Joined;
use super::{explain, frame, join, rows, steps, PredictionCase, PredictionReport, Stop, Truth};
use crate::round::py_round;

/// One scored row.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostlyRow {
    /// Its place among the scored rows (0-based, in the evaluator's order).
    pub row: usize,
    /// The key's values as Python writes them (in `key_names` order).
    pub key: Vec<String>,
    /// Per target: truth, prediction and the row's loss under the metric.
    pub truth: Vec<f64>,
    pub pred: Vec<f64>,
    pub loss: Vec<f64>,
    /// Its share of the total loss (averaged over the targets).
    pub share: f64,
}

/// A group of scored rows: a target, or the rows sharing a key column's value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostlyGroup {
    /// `target`, or the key column grouped by.
    pub by: String,
    pub name: String,
    pub rows: usize,
    /// The group's value in the report (`per_target`), when it has one.
    pub value: Option<f64>,
    /// Its share of the total loss (`None` for a target: shares are taken within each
    /// target, whose units differ).
    pub share: Option<f64>,
    /// The score with this group predicted exactly (`None`: the grade would raise).
    pub score_if_exact: Option<f64>,
    /// `score_if_exact` minus the score (rounded to 6 decimals).
    pub gain: Option<f64>,
}

/// The score without some rows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Without {
    /// How many scored rows were taken out, and their keys.
    pub n_rows: usize,
    pub keys: Vec<Vec<String>>,
    /// The score (as `overall_score`), its exact value, the combined metric.
    pub score: f64,
    pub quality: f64,
    pub combined: f64,
    /// `score` minus the score (rounded to 6 decimals).
    pub gain: f64,
}

/// What costs a graded prediction most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PredictionCoach {
    pub file: String,
    pub metric: String,
    /// What a row's loss is (`absolute error`).
    pub loss: String,
    pub key_names: Vec<String>,
    pub targets: Vec<String>,
    /// The report's `overall_score` and the rows it scored.
    pub score: f64,
    pub n_scored: usize,
    /// The costliest rows, at most `limit`.
    pub rows: Vec<CostlyRow>,
    /// Groups by gain if predicted exactly (at most `limit` per grouping).
    pub groups: Vec<CostlyGroup>,
    /// The score without the worst 1% of rows (`ceil(n / 100)`).
    pub without_worst: Option<Without>,
}

/// The rows a coach works on: the pandas engine's joined rows, or the csv-module
/// engine's truth with the accepted predictions.
enum Scoring<'a> {
    Joined(Joined),
    Rows { truth: &'a rows::TruthRows, pred: super::keys::KeyMap<Vec<super::keys::Part>, f64> },
}

impl Scoring<'_> {
    fn prepare<'a>(case: &'a PredictionCase, submission: &[u8], file: &str) -> Option<Scoring<'a>> {
        match &case.truth {
            Truth::Frame(truth) => {
                let pred = frame::read(submission, file, case.spec.submission.utf8_sig).ok()?;
                let mut state = steps::State::new(case, truth, pred, file);
                for step in &case.spec.checks {
                    steps::run(step, &mut state).ok()?;
                }
                Some(Scoring::Joined(join::join(&state).ok()?))
            }
            Truth::Rows(truth) => Some(Scoring::Rows { truth, pred: accepted(&case.params, submission)? }),
            Truth::Curves(_) | Truth::Grid(_) => None,
        }
    }

    /// The exact score (quality) and combined value of the rows `keep` keeps, with the
    /// rows `exact` marks predicted as their truth.
    fn score(&self, case: &PredictionCase, file: &str, keep: &[bool], exact: &[bool]) -> Result<(f64, f64), Stop> {
        match self {
            Scoring::Joined(j) => {
                let pick = |cols: &[Vec<f64>], from_truth: bool| -> Vec<Vec<f64>> {
                    cols.iter()
                        .enumerate()
                        .map(|(t, col)| {
                            col.iter()
                                .enumerate()
                                .filter(|(i, _)| keep.get(*i) != Some(&false))
                                .map(|(i, &x)| match j.truth.get(t).and_then(|c| c.get(i)) {
                                    Some(&truth) if from_truth && exact.get(i) == Some(&true) => truth,
                                    _ => x,
                                })
                                .collect()
                        })
                        .collect()
                };
                let rows = |v: &[usize]| v.iter().enumerate().filter(|(i, _)| keep.get(*i) != Some(&false)).map(|(_, &r)| r).collect();
                let trimmed = Joined {
                    truth: pick(&j.truth, false),
                    pred: pick(&j.pred, true),
                    truth_row: rows(&j.truth_row),
                    left: j.left.clone(),
                    left_row: rows(&j.left_row),
                };
                let s = super::score_joined(case, &trimmed, file)?;
                Ok((s.quality, s.combined))
            }
            Scoring::Rows { truth, pred } => {
                let mut keys = Vec::new();
                let mut values = Vec::new();
                let mut pred = pred.clone();
                for (i, (k, &v)) in truth.keys.iter().zip(&truth.values).enumerate() {
                    if keep.get(i) != Some(&false) {
                        keys.push(k.clone());
                        values.push(v);
                    }
                    if exact.get(i) == Some(&true) {
                        pred.insert(k.clone(), v);
                    }
                }
                let s = rows::score(case, &keys, &values, &pred, file)?;
                Ok((s.quality, s.combined))
            }
        }
    }
}

/// What costs `submission` (graded into `report`) most; `None` when the report is not
/// valid or the engine is not explained ([`explain()`](super::explain())). `limit`
/// bounds the rows and each grouping's groups listed.
pub fn coach(case: &PredictionCase, submission: &[u8], file: &str, report: &PredictionReport, limit: usize) -> Option<PredictionCoach> {
    let ex: Explained = explain(case, submission, file, report)?;
    let scoring = Scoring::prepare(case, submission, file)?;
    let n = ex.rows.len();
    let n_targets = ex.targets.len().max(1);
    // Each target's total loss: a row's share is its part of it, averaged over targets.
    let totals: Vec<f64> =
        (0..n_targets).map(|t| ex.rows.iter().filter_map(|r| r.values.get(t)).filter(|v| v.scored).map(|v| v.loss).sum()).collect();
    let share = |r: &super::ExplainedRow| -> f64 {
        r.values.iter().zip(&totals).filter(|(v, &tot)| v.scored && tot > 0.0).map(|(v, tot)| v.loss / tot).sum::<f64>() / n_targets as f64
    };
    let shares: Vec<f64> = ex.rows.iter().map(share).collect();
    let scored: Vec<usize> = (0..n).filter(|&i| ex.rows[i].values.iter().any(|v| v.scored)).collect();
    let mut by_cost = scored.clone();
    by_cost.sort_by(|&a, &b| shares[b].total_cmp(&shares[a]).then(a.cmp(&b)));
    let row_of = |i: usize| {
        let r = &ex.rows[i];
        CostlyRow {
            row: i,
            key: r.key.clone(),
            truth: r.values.iter().map(|v| v.truth).collect(),
            pred: r.values.iter().map(|v| v.pred).collect(),
            loss: r.values.iter().map(|v| v.loss).collect(),
            share: shares[i],
        }
    };
    let rows = by_cost.iter().take(limit).map(|&i| row_of(i)).collect();
    let score = report.overall_score;
    let all = vec![true; n];
    let none = vec![false; n];
    let rounded = |q: f64| py_round(q, 6);

    // The worst 1%: ceil(n / 100) of the scored rows.
    let k = scored.len().div_ceil(100);
    let without_worst = (k > 0 && k < scored.len())
        .then(|| {
            let mut keep = all.clone();
            for &i in &by_cost[..k] {
                keep[i] = false;
            }
            let (quality, combined) = scoring.score(case, file, &keep, &none).ok()?;
            Some(Without {
                n_rows: k,
                keys: by_cost[..k].iter().map(|&i| ex.rows[i].key.clone()).collect(),
                score: rounded(quality),
                quality,
                combined,
                gain: rounded(rounded(quality) - score),
            })
        })
        .flatten();

    let mut groups = Vec::new();
    let if_exact = |members: &[bool]| scoring.score(case, file, &all, members).ok().map(|(q, _)| rounded(q));
    // Per target: the target predicted exactly (a single target is the whole file).
    if ex.targets.len() > 1 {
        let mut per = Vec::new();
        for (t, name) in ex.targets.iter().enumerate() {
            let Scoring::Joined(j) = &scoring else { break };
            let mut exact_one = j.clone();
            if let (Some(p), Some(tr)) = (exact_one.pred.get_mut(t), j.truth.get(t)) {
                p.clone_from(tr);
            }
            let s = super::score_joined(case, &exact_one, file).ok().map(|s| rounded(s.quality));
            per.push(CostlyGroup {
                by: "target".into(),
                name: name.clone(),
                rows: ex.rows.iter().filter(|r| r.values.get(t).is_some_and(|v| v.scored)).count(),
                value: report.per_target.iter().find(|x| &x.name == name).map(|x| x.value),
                share: None,
                score_if_exact: s,
                gain: s.map(|s| rounded(s - score)),
            });
        }
        groups.extend(ranked(per, limit));
    }
    // Per value of a key column that groups rows (2 to 50 values, not one per row), and
    // for a date or time key per year, month and day (the key's leading characters).
    for (c, name) in ex.key_names.iter().enumerate() {
        let text_of = |i: usize| ex.rows.get(i).and_then(|r| r.key.get(c)).map_or("", String::as_str);
        let dated = !scored.is_empty() && scored.iter().all(|&i| date_like(text_of(i)));
        let longest = scored.iter().map(|&i| text_of(i).len()).max().unwrap_or(0);
        let mut ways: Vec<(String, usize)> = vec![(name.clone(), usize::MAX)];
        if dated {
            for (unit, len) in [("year", 4), ("month", 7), ("day", 10)] {
                if len < longest {
                    ways.push((format!("{name} ({unit})"), len));
                }
            }
        }
        for (by, len) in ways {
            let group_of = |i: usize| {
                let t = text_of(i);
                t.get(..len.min(t.len())).unwrap_or(t)
            };
            let mut values: Vec<&str> = scored.iter().map(|&i| group_of(i)).collect();
            values.sort_unstable();
            values.dedup();
            if values.len() < 2 || values.len() > 50 || values.len() >= scored.len() {
                continue;
            }
            let mut per = Vec::new();
            for v in values {
                let members: Vec<bool> = (0..n).map(|i| group_of(i) == v).collect();
                let in_group: Vec<usize> = scored.iter().copied().filter(|&i| members[i]).collect();
                let s = if_exact(&members);
                per.push(CostlyGroup {
                    by: by.clone(),
                    name: v.to_string(),
                    rows: in_group.len(),
                    value: if ex.by_group && len == usize::MAX {
                        report.per_target.iter().find(|x| x.name == v).map(|x| x.value)
                    } else {
                        None
                    },
                    share: Some(in_group.iter().map(|&i| shares[i]).sum()),
                    score_if_exact: s,
                    gain: s.map(|s| rounded(s - score)),
                });
            }
            groups.extend(ranked(per, limit));
        }
    }

    Some(PredictionCoach {
        file: file.to_string(),
        metric: ex.metric.clone(),
        loss: ex.loss.label().to_string(),
        key_names: ex.key_names.clone(),
        targets: ex.targets.clone(),
        score,
        n_scored: scored.len(),
        rows,
        groups,
        without_worst,
    })
}

/// A key that starts with a date (`2026-03-01`, `2026-03-01 07:00`).
fn date_like(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 10
        && b[..4].iter().all(u8::is_ascii_digit)
        && b[4] == b'-'
        && b[5..7].iter().all(u8::is_ascii_digit)
        && b[7] == b'-'
        && b[8..10].iter().all(u8::is_ascii_digit)
}

/// The exact score (`quality`, before rounding) of `submission` with the scored rows
/// `rows` (their places in the evaluator's order, [`CostlyRow::row`]) taken out, as
/// [`coach`] computes its "without" scores; `None` when the engine is not one the coach
/// ranks rows of, or the grade rejects the file or raises.
pub fn quality_without(case: &PredictionCase, submission: &[u8], file: &str, rows: &[usize]) -> Option<f64> {
    let scoring = Scoring::prepare(case, submission, file)?;
    let n = match &scoring {
        Scoring::Joined(j) => j.len(),
        Scoring::Rows { truth, .. } => truth.keys.len(),
    };
    let mut keep = vec![true; n];
    for &r in rows {
        if let Some(k) = keep.get_mut(r) {
            *k = false;
        }
    }
    scoring.score(case, file, &keep, &vec![false; n]).ok().map(|(q, _)| q)
}

/// Groups by gain (a group whose exact score cannot be computed last), then share.
fn ranked(mut groups: Vec<CostlyGroup>, limit: usize) -> Vec<CostlyGroup> {
    groups.sort_by(|a, b| {
        let g = |x: &CostlyGroup| x.gain.unwrap_or(f64::NEG_INFINITY);
        g(b).total_cmp(&g(a)).then(b.share.unwrap_or(0.0).total_cmp(&a.share.unwrap_or(0.0))).then(a.name.cmp(&b.name))
    });
    groups.truncate(limit);
    groups
}

/// The name of a loss (`absolute error`, ...) in `lang`; one not listed as is.
fn loss_name(loss: &str, lang: i18n::Lang) -> String {
    let key = match loss {
        "absolute error" => "cli-coach-loss-absolute",
        "squared error" => "cli-coach-loss-squared",
        "truth-weighted squared error" => "cli-coach-loss-weighted-squared",
        "absolute percentage error" => "cli-coach-loss-percent",
        "symmetric relative error" => "cli-coach-loss-symmetric",
        _ => return loss.to_string(),
    };
    i18n::text(lang, key)
}

impl PredictionCoach {
    /// `fde-grade coach prediction --format table` in `lang` (the words: the kind's
    /// `cli.ftl`; values padded here, as data).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::fixed;
        use crate::summary::{fixed_or_dash, Signed};
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let loss = loss_name(&c.loss, lang);
        let head = i18n::format(
            lang,
            "cli-coach-prediction-head",
            &[("file", &c.file), ("score", &fixed(c.score, 6)), ("metric", &c.metric), ("rows", &c.n_scored.to_string())],
        );
        let _ = writeln!(s, "{head}");
        if let Some(w) = &c.without_worst {
            let line = i18n::format(
                lang,
                "cli-coach-without-worst",
                &[("rows", &w.n_rows.to_string()), ("score", &fixed(w.score, 6)), ("gain", &format!("{:+}", Signed(w.gain)))],
            );
            let _ = writeln!(s, "  {line}");
        }
        for g in &c.groups {
            let what = match (g.share, g.value) {
                (Some(share), _) => {
                    i18n::format(lang, "cli-coach-share", &[("share", &format!("{:>5}", fixed(100.0 * share, 1))), ("loss", &loss)])
                }
                (None, Some(v)) => format!("{} {}", c.metric, fixed(v, 6)),
                (None, None) => String::new(),
            };
            let line = i18n::format(
                lang,
                "cli-coach-group",
                &[
                    ("by", &format!("{:<12}", g.by)),
                    ("name", &format!("{:<16}", g.name)),
                    ("rows", &format!("{:>6}", g.rows)),
                    ("what", &what),
                    ("score", &fixed_or_dash(g.score_if_exact, 6)),
                    ("gain", &format!("{:+}", Signed(g.gain.unwrap_or(f64::NAN)))),
                ],
            );
            let _ = writeln!(s, "  {line}");
        }
        for r in &c.rows {
            let pairs: Vec<String> = r
                .truth
                .iter()
                .zip(&r.pred)
                .map(|(t, p)| i18n::format(lang, "cli-coach-pair", &[("predicted", &fixed(*p, 3)), ("truth", &fixed(*t, 3))]))
                .collect();
            let share = i18n::format(lang, "cli-coach-share", &[("share", &format!("{:>5}", fixed(100.0 * r.share, 2))), ("loss", &loss)]);
            let line = i18n::format(
                lang,
                "cli-coach-prediction-row",
                &[("key", &format!("{:<28}", r.key.join(" / "))), ("share", &share), ("pairs", &pairs.join(", "))],
            );
            let _ = writeln!(s, "  {line}");
        }
        s
    }
}
