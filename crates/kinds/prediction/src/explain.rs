//! What the site's prediction figures draw: a graded submission's scored rows joined
//! to the truth (key, truth, prediction, residual, the row's cost under the metric, its
//! group) and the per-target or per-group values the score used. IO-free, computed by
//! the same steps as the grade (read, checks, join, masks), and only for a submission
//! the grade accepts: a rejected file has no rows to explain.
//!
//! The rows are the peer's (`peers/prediction_explain_peer.py`: the evaluator's merged
//! frame, `vectors()` per target); `tests/prediction_explain.rs` compares them bit for
//! bit, and checks that the metric over each target's scored rows is the report's value.

use serde_json::Value;

use super::frame::{Kind as ColumnKind, Val};
use super::keys::{part, KeyMap, Nan, Part};
use super::py_csv;
use super::rows::{parse_key, parse_value, TruthRows};
use super::spec::Measure;
use super::{arr, frame, join, reported, steps, text, PredictionCase, PredictionReport, Truth};
use crate::pyjson::py_float_repr;

/// A row's cost under the case's metric: what the metric averages (or sums) over rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Loss {
    /// `|p - t|` (MAE, WAPE and their kin).
    Absolute,
    /// `(p - t)²` (RMSE, R²).
    Squared,
    /// `max(t, 0) · (p - t)²` (the truth-weighted RMSE).
    WeightedSquared,
    /// `100 · |p - t| / |t|` (MAPE and its kin).
    Percent,
    /// `2 |p - t| / (|t| + |p|)` (sMAPE).
    Symmetric,
}

impl Loss {
    /// The loss a metric averages.
    pub fn of_metric(metric: &str) -> Loss {
        match metric {
            "rmse" | "r2" => Loss::Squared,
            "truth_weighted_rmse" => Loss::WeightedSquared,
            "mape_pct" | "ape_pct_mean" | "mre_clip" => Loss::Percent,
            "smape" => Loss::Symmetric,
            _ => Loss::Absolute,
        }
    }

    /// Its name in a sentence: `absolute error`.
    pub fn label(self) -> &'static str {
        match self {
            Loss::Absolute => "absolute error",
            Loss::Squared => "squared error",
            Loss::WeightedSquared => "truth-weighted squared error",
            Loss::Percent => "absolute percentage error",
            Loss::Symmetric => "symmetric relative error",
        }
    }

    /// The cost of one row (`t`, `p` as the metric sees them).
    pub fn of(self, t: f64, p: f64) -> f64 {
        let r = p - t;
        match self {
            Loss::Absolute => r.abs(),
            Loss::Squared => r * r,
            Loss::WeightedSquared => (if t > 0.0 { t } else { 0.0 }) * r * r,
            Loss::Percent => 100.0 * (r.abs() / t.abs().max(1e-12)),
            Loss::Symmetric => 2.0 * r.abs() / (t.abs() + p.abs()).max(1e-6),
        }
    }
}

/// One target's values on one row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RowValue {
    /// The truth and the prediction as the evaluator's vectors hold them (after
    /// `nan_to_zero`, before a transform; a truth row without prediction: NaN).
    pub truth: f64,
    pub pred: f64,
    /// `pred - truth`.
    pub residual: f64,
    /// Whether the metric scores this row (a mask may leave it out).
    pub scored: bool,
    /// The row's cost under the metric ([`Explained::loss`]), on the values the metric
    /// sees (transformed); 0 when not scored.
    pub loss: f64,
}

/// One joined row.
#[derive(Debug, Clone, PartialEq)]
pub struct ExplainedRow {
    /// The key's values as Python's `str()` writes them, in `key_names` order.
    pub key: Vec<String>,
    /// The row's place when the rows are sorted by key (numbers by value, text by
    /// characters).
    pub rank: usize,
    /// The group it is scored in (a per-group score), if any.
    pub group: Option<String>,
    /// One per target, in `targets` order.
    pub values: Vec<RowValue>,
}

/// A graded submission, explained.
#[derive(Debug, Clone, PartialEq)]
pub struct Explained {
    pub key_names: Vec<String>,
    /// The targets' names.
    pub targets: Vec<String>,
    /// The metric's name (`mae`), or `composite` for a score of several terms.
    pub metric: String,
    pub loss: Loss,
    /// Whether the key is ordered like a time axis (its first column is numeric or
    /// reads as a date): the residuals can be drawn as a line over it.
    pub ordered: bool,
    /// The scored rows in the order the evaluator scores them.
    pub rows: Vec<ExplainedRow>,
    /// The values the score combined: per target, or per group ([`Self::by_group`]),
    /// as the report has them (`per_target`).
    pub scores: Vec<super::TargetScore>,
    pub by_group: bool,
    /// Combined value, the objective mapped to the score, the score before rounding.
    pub combined: f64,
    pub objective: f64,
    pub quality: f64,
}

/// Explain `submission` (already graded into `report`) against `case`: `None` when
/// the report is not valid (nothing was scored) or the engine is not one explained here.
pub fn explain(case: &PredictionCase, submission: &[u8], file: &str, report: &PredictionReport) -> Option<Explained> {
    let exact = report.exact?;
    if !report.valid {
        return None;
    }
    let p = &case.params;
    let metric = match &case.spec.score {
        Some(s) => match s.measure {
            Measure::Terms { .. } => "composite".to_string(),
            Measure::Metric(m) => m.as_str().to_string(),
        },
        // The other engines' own score.
        None => text(&p["score"], "metric").unwrap_or("").to_string(),
    };
    let loss = Loss::of_metric(&metric);
    let (key_names, rows, ordered, by_group) = match &case.truth {
        Truth::Frame(_) => frame_rows(case, submission, file, loss)?,
        Truth::Rows(t) => dict_rows(case, t, submission, loss)?,
        // The curves and grid engines (FDE-Bench 006, 041): their items' points and
        // their (time, node) values, one value each.
        Truth::Curves(t) => super::curves::explain_rows(case, t, submission)?,
        Truth::Grid(t) => super::grid::explain_rows(case, t, submission, file)?,
    };
    let mut targets: Vec<String> = match &case.truth {
        Truth::Frame(_) => case.spec.targets.iter().map(|t| t.name.clone()).collect(),
        _ => p.get("targets").and_then(Value::as_array).into_iter().flatten().map(|t| text(t, "name").unwrap_or("").to_string()).collect(),
    };
    if targets.is_empty() {
        // One value per row, named by the column holding it.
        let column = match &case.truth {
            Truth::Grid(_) => text(&p["grid"], "value_column"),
            _ => text(&p["rows"], "value"),
        };
        targets.push(column.unwrap_or("value").to_string());
    }
    Some(Explained {
        key_names,
        targets,
        metric,
        loss,
        ordered,
        rows,
        scores: report.per_target.clone(),
        by_group,
        combined: exact.combined,
        objective: exact.objective,
        quality: exact.quality,
    })
}

/// Key names, rows, whether the key is ordered like time, whether rows are scored per group.
pub(crate) type Parts = (Vec<String>, Vec<ExplainedRow>, bool, bool);

/// Python's `str()` of a frame value.
/// A key value as the evaluator's frame shows it (a datetime64 key as pandas prints a
/// Timestamp: `2024-03-01 08:00:00`).
fn key_text(v: &Val, kind: ColumnKind) -> String {
    match (kind, v) {
        (ColumnKind::Time, Val::Int(ns)) => timestamp_text(*ns),
        (ColumnKind::Time, Val::Null) => "NaT".into(),
        _ => val_text(v),
    }
}

/// `str(pd.Timestamp)`: seconds, then 6 digits when there are microseconds, 9 with
/// nanoseconds.
/// `str(pd.Timestamp)` of a datetime64[ns] value (`2025-06-27 00:00:00`, with `.ffffff` or
/// `.fffffffff` when it has a fraction).
pub(crate) fn timestamp_text(ns: i64) -> String {
    let base = crate::pandas::datetime::strftime(ns, "%Y-%m-%d %H:%M:%S");
    match ns.rem_euclid(1_000_000_000) {
        0 => base,
        f if f % 1000 == 0 => format!("{base}.{:06}", f / 1000),
        f => format!("{base}.{f:09}"),
    }
}

fn val_text(v: &Val) -> String {
    match v {
        Val::Null => "nan".into(),
        Val::Int(i) => i.to_string(),
        Val::Float(x) => py_float_repr(*x),
        Val::Str(s) => s.to_string(),
        Val::Bool(b) => if *b { "True" } else { "False" }.into(),
    }
}

/// Text that reads as a date or a time (`2024-01-31`, `2024/01/31 10:00`).
fn time_like(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() >= 7 && b[..4].iter().all(u8::is_ascii_digit) && (b[4] == b'-' || b[4] == b'/') && b[5].is_ascii_digit()
}

/// The rows' ranks by key: numbers by value, before text by characters.
fn ranks(keys: &[Vec<Part>]) -> Vec<usize> {
    fn cmp(a: &Part, b: &Part) -> std::cmp::Ordering {
        let num = |p: &Part| match p {
            Part::Num(bits) => Some(f64::from_bits(*bits)),
            Part::Big(i) => Some(*i as f64),
            _ => None,
        };
        match (num(a), num(b), a, b) {
            (Some(x), Some(y), ..) => x.total_cmp(&y),
            (Some(_), None, ..) => std::cmp::Ordering::Less,
            (None, Some(_), ..) => std::cmp::Ordering::Greater,
            (_, _, Part::Str(x), Part::Str(y)) => x.cmp(y),
            (_, _, Part::Str(_), _) => std::cmp::Ordering::Less,
            (_, _, _, Part::Str(_)) => std::cmp::Ordering::Greater,
            _ => std::cmp::Ordering::Equal,
        }
    }
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&a, &b| keys[a].iter().zip(&keys[b]).map(|(x, y)| cmp(x, y)).find(|o| o.is_ne()).unwrap_or(std::cmp::Ordering::Equal));
    let mut rank = vec![0; keys.len()];
    for (r, &i) in order.iter().enumerate() {
        rank[i] = r;
    }
    rank
}

/// The pandas engine: the steps of the grade again, then the join.
fn frame_rows(case: &PredictionCase, submission: &[u8], file: &str, loss: Loss) -> Option<Parts> {
    let Truth::Frame(truth) = &case.truth else { return None };
    let pred = frame::read(submission, file, case.spec.submission.utf8_sig).ok()?;
    let mut state = steps::State::new(case, truth, pred, file);
    for step in &case.spec.checks {
        steps::run(step, &mut state).ok()?;
    }
    let joined = join::join(&state).ok()?;
    let key_names: Vec<String> = case.spec.join.keys.clone();
    // The merged frame's key columns (the truth's, or a template's) and the left row of
    // each joined row: always in bounds.
    let cols: Vec<&frame::Column> =
        key_names.iter().map(|k| joined.left.iter().find(|(n, _)| n == k).map(|(_, c)| c)).collect::<Option<_>>()?;
    let keys: Vec<Vec<Part>> = joined
        .left_row
        .iter()
        .map(|&r| cols.iter().map(|c| part(c.values.get(r).as_deref().unwrap_or(&Val::Null), Nan::Equal, r)).collect())
        .collect();
    let ordered = cols.first().is_some_and(|c| {
        matches!(c.kind, ColumnKind::Int | ColumnKind::Float | ColumnKind::Time)
            || c.values.iter().all(|v| matches!(&*v, Val::Str(s) if time_like(s)) || v.is_null())
    });
    let score = case.spec.score.as_ref()?;
    let columns: Vec<Vec<RowValue>> = case
        .spec
        .targets
        .iter()
        .enumerate()
        .map(|(i, tg)| {
            let (t, q) = reported::vectors(score.nan_to_zero, &joined, i);
            let tr = |x: f64| tg.transform.map_or(x, |tr| tr.apply(x));
            t.iter()
                .zip(&q)
                .map(|(&t, &q)| {
                    let scored = score.mask.is_none_or(|m| m.keeps(t));
                    let loss = if scored { loss.of(tr(t), tr(q)) } else { 0.0 };
                    RowValue { truth: t, pred: q, residual: q - t, scored, loss }
                })
                .collect()
        })
        .collect();
    let rank = ranks(&keys);
    let rows = joined
        .left_row
        .iter()
        .enumerate()
        .map(|(j, &r)| ExplainedRow {
            key: cols.iter().map(|c| c.values.get(r).map_or_else(|| "nan".into(), |v| key_text(&v, c.kind))).collect(),
            rank: rank[j],
            group: None,
            values: columns.iter().map(|c| c[j]).collect(),
        })
        .collect();
    Some((key_names, rows, ordered, false))
}

/// A csv-module key part as Python writes the key (`int(float(x))`, or the text).
fn part_text(p: &Part) -> String {
    match p {
        Part::Num(bits) => {
            let x = f64::from_bits(*bits);
            if x.fract() == 0.0 && x.abs() < 1e16 {
                (x as i64).to_string()
            } else {
                py_float_repr(x)
            }
        }
        Part::Big(i) => i.to_string(),
        Part::Str(s) => s.clone(),
        Part::Nan | Part::LoneNan(_) => "nan".into(),
        Part::Time(ns) => timestamp_text(*ns),
        Part::NaT => "NaT".into(),
    }
}

/// The csv-module engine: the truth's keys in its order, each with its prediction.
fn dict_rows(case: &PredictionCase, truth: &TruthRows, submission: &[u8], loss: Loss) -> Option<Parts> {
    let p = &case.params;
    let pred = accepted(p, submission)?;
    let key_names: Vec<String> = arr(&p["join"], "keys").into_iter().map(String::from).collect();
    let group = p["score"].get("group_by");
    let at = group.and_then(|g| key_names.iter().position(|k| Some(k.as_str()) == text(g, "key")));
    let groups: Vec<(Part, String)> = group
        .and_then(|g| g.get("groups"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .map(|g| {
            let v = match g.as_i64() {
                Some(i) => Val::Int(i),
                None => g.as_f64().map_or(Val::Str(g.as_str().unwrap_or("").into()), Val::Float),
            };
            (part(&v, Nan::Equal, 0), val_text(&v))
        })
        .collect();
    let rank = ranks(&truth.keys);
    let ordered = truth
        .keys
        .first()
        .and_then(|k| k.first())
        .is_some_and(|k| matches!(k, Part::Num(_) | Part::Big(_)) || matches!(k, Part::Str(s) if time_like(s)));
    let rows = truth
        .keys
        .iter()
        .zip(&truth.values)
        .enumerate()
        .map(|(i, (k, &t))| {
            let q = pred.get(k).copied().unwrap_or(f64::NAN);
            let group = at.and_then(|a| groups.iter().find(|g| k.get(a) == Some(&g.0)).map(|g| g.1.clone()));
            // With groups, only the listed groups' rows are scored.
            let scored = at.is_none() || group.is_some();
            let value = RowValue { truth: t, pred: q, residual: q - t, scored, loss: if scored { loss.of(t, q) } else { 0.0 } };
            ExplainedRow { key: k.iter().map(part_text).collect(), rank: rank[i], group, values: vec![value] }
        })
        .collect();
    Some((key_names, rows, ordered, at.is_some()))
}

/// The csv-module predictions of a file the grade accepted, by key (every row parsed).
pub(crate) fn accepted(p: &Value, bytes: &[u8]) -> Option<KeyMap<Vec<Part>, f64>> {
    let (sub, spec) = (&p["submission"], &p["rows"]);
    let newline_none = sub.get("newline_none").and_then(Value::as_bool) == Some(true);
    let rows = py_csv::read(bytes, text(sub, "encoding") == Some("utf-8-sig"), newline_none).ok()?;
    let keys = arr(&p["join"], "keys");
    let pred_col = text(&p["targets"][0], "pred").unwrap_or("");
    let mut out = KeyMap::default();
    for row in &rows.rows {
        let k = parse_key(&rows, row, &keys, text(spec, "key_parse").unwrap_or("text_strip"), "").ok()??;
        let v = parse_value(&rows, row, pred_col, text(spec, "value_parse").unwrap_or("float"))?;
        out.entry(k).or_insert(v);
    }
    Some(out)
}
