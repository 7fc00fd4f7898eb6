//! Per-target values and the fields a case reports (`parameters.report`): their
//! sources, each computed as the evaluator computes it, rounded with Python's
//! `round(x, n)`.

use serde_json::Value;

use super::frame::Frame;
use super::join::Joined;
use super::keys::{keys, Nan, Part};
use super::measure::measure;
use super::{num, text, Stop};
use crate::diagnostic::{codes, Category, Diagnostic};
use crate::round::py_round;

/// What the report's sources read.
pub(crate) struct Context<'a> {
    pub per: &'a [(String, f64, usize)],
    pub combined: f64,
    pub objective: f64,
    pub reference: f64,
    pub joined: Option<&'a Joined>,
    pub truth: Option<&'a Frame>,
    /// The truth's items, when not a frame (a csv-module truth).
    pub truth_count: Option<usize>,
    pub params: &'a Value,
}

impl Context<'static> {
    /// Before grading: only the reference is known (`report_always`).
    pub fn reference_only(reference: f64) -> Context<'static> {
        Context {
            per: &[],
            combined: f64::NAN,
            objective: f64::NAN,
            reference,
            joined: None,
            truth: None,
            truth_count: None,
            params: &Value::Null,
        }
    }
}

/// The truth and prediction vectors of target `i` (`nan_to_zero`: NaN and ±inf → 0).
pub(crate) fn vectors(params: &Value, j: &Joined, i: usize) -> (Vec<f64>, Vec<f64>) {
    let (mut t, mut p) = (j.truth.get(i).cloned().unwrap_or_default(), j.pred.get(i).cloned().unwrap_or_default());
    if params["score"].get("nan_to_zero").and_then(Value::as_bool) == Some(true) {
        for x in t.iter_mut().chain(p.iter_mut()) {
            if !x.is_finite() {
                *x = 0.0;
            }
        }
    }
    (t, p)
}

fn transform(name: Option<&str>, xs: Vec<f64>) -> Vec<f64> {
    match name {
        // np.log1p(np.clip(x, 0, None)): NaN stays NaN.
        Some("log1p_clip0") => xs.into_iter().map(|x| libm::log1p(if x < 0.0 { 0.0 } else { x })).collect(),
        _ => xs,
    }
}

/// `{target: (value, rows scored)}` in target order; a target with no row to score
/// follows `score.empty` (`zero`: 0 with 0 rows; else left out).
pub(crate) fn per_target(params: &Value, j: &Joined) -> Result<Vec<(String, f64, usize)>, Stop> {
    let score = &params["score"];
    let mut out = Vec::new();
    let targets = params.get("targets").and_then(Value::as_array).cloned().unwrap_or_default();
    for (i, tg) in targets.iter().enumerate() {
        let name = text(tg, "name").unwrap_or("").to_string();
        let (mut t, mut p) = vectors(params, j, i);
        let mask: Option<Vec<bool>> = match text(score, "mask") {
            Some("truth_not_nan") => Some(t.iter().map(|x| !x.is_nan()).collect()),
            Some("truth_positive") => Some(t.iter().map(|&x| x > 0.0).collect()),
            _ => None,
        };
        if let Some(m) = mask {
            if !m.contains(&true) {
                if text(score, "empty") == Some("zero") {
                    out.push((name, 0.0, 0));
                }
                continue;
            }
            t = t.iter().zip(&m).filter(|x| *x.1).map(|x| *x.0).collect();
            p = p.iter().zip(&m).filter(|x| *x.1).map(|x| *x.0).collect();
        }
        let tr = text(tg, "transform");
        let (t, p) = (transform(tr, t), transform(tr, p));
        let value = match score.get("terms").and_then(Value::as_array) {
            Some(terms) => {
                let mut value: Option<f64> = None;
                for term in terms {
                    let m = measure(text(term, "metric").unwrap_or(""), &t, &p, term, j).map_err(raised)?;
                    let mut part = num(term, "weight").unwrap_or(0.0) * m;
                    if let Some(n) = text(term, "normaliser") {
                        let d = num(&params["reference"]["normalisers"], n).unwrap_or(f64::NAN);
                        part = super::mapping::py_div(part, d).ok_or_else(|| {
                            Stop::Raise(Diagnostic::new(
                                codes::PREDICTION_EXCEPTION,
                                Category::Exception,
                                format!("the normaliser `{n}` is 0: ZeroDivisionError"),
                            ))
                        })?;
                    }
                    value = Some(value.map_or(part, |v| v + part));
                }
                let v = value.unwrap_or(f64::NAN);
                match num(score, "clamp_min") {
                    Some(c) => super::mapping::py_max(c, v),
                    None => v,
                }
            }
            None => measure(text(score, "metric").unwrap_or(""), &t, &p, &Value::Null, j).map_err(raised)?,
        };
        out.push((name, value, t.len()));
    }
    Ok(out)
}

/// What the server's stack raised while measuring.
fn raised(why: String) -> Stop {
    Stop::Raise(Diagnostic::new(codes::PREDICTION_EXCEPTION, Category::Exception, format!("the evaluator raises {why}")))
}

/// Python's exception, when computing `item` raises (a metric numpy raises on): the
/// grading stops there, with the fields reported so far.
pub(crate) fn raises(item: &Value, ctx: &Context) -> Option<Stop> {
    let src = item.get("source")?;
    if let Some(items) = src.get("object").and_then(Value::as_array) {
        return items.iter().find_map(|it| raises(it, ctx));
    }
    let m = text(src, "metric")?;
    let i = src.get("target").and_then(Value::as_u64).unwrap_or(0) as usize;
    let joined = ctx.joined?;
    let (t, p) = vectors(ctx.params, joined, i);
    measure(m, &t, &p, src, joined).err().map(raised)
}

/// A reported float (NaN and the infinities as their spellings: `server_float`).
fn float(x: f64, round: Option<u32>) -> Value {
    super::report::server_float::value(match round {
        Some(n) => py_round(x, n),
        None => x,
    })
}

/// Metrics Python returns as `int`.
fn int_metric(name: &str) -> bool {
    matches!(name, "rows" | "rows_truth_above")
}

/// The value of one reported item, `None` when its source is not available here.
/// Every field of `parameters.report` into `fields`, in order (those the engine can
/// give; the csv-module, curves and grid engines, which raise nowhere here).
pub(crate) fn fill(fields: &mut serde_json::Map<String, Value>, params: &Value, ctx: &Context) {
    for item in params.get("report").and_then(Value::as_array).into_iter().flatten() {
        if let (Some(name), Some(v)) = (super::text(item, "field"), value(item, ctx)) {
            fields.insert(name.to_string(), v);
        }
    }
}

pub(crate) fn value(item: &Value, ctx: &Context) -> Option<Value> {
    let round = item.get("round").and_then(Value::as_u64).map(|n| n as u32);
    let src = item.get("source")?;
    let r = |x: f64| float(x, round);
    if let Some(s) = src.as_str() {
        return Some(match s {
            "objective" => r(ctx.objective),
            "combined" => r(ctx.combined),
            "reference" => r(ctx.reference),
            "per_target" | "per_group" => Value::Object(ctx.per.iter().map(|(k, v, _)| (k.clone(), r(*v))).collect()),
            "per_target_detail" => {
                let name = text(item, "name").unwrap_or("value");
                Value::Object(
                    ctx.per
                        .iter()
                        .map(|(k, v, n)| {
                            let mut o = serde_json::Map::new();
                            o.insert(name.to_string(), r(*v));
                            o.insert("n_scored".into(), Value::from(*n));
                            (k.clone(), Value::Object(o))
                        })
                        .collect(),
                )
            }
            "truth_rows" => Value::from(ctx.joined?.len()),
            "truth_count" => Value::from(ctx.truth_count.or(ctx.truth.map(|t| t.rows))?),
            _ => return None,
        });
    }
    if let Some(items) = src.get("object").and_then(Value::as_array) {
        let mut o = serde_json::Map::new();
        for it in items {
            if let (Some(name), Some(v)) = (text(it, "field"), value(it, ctx)) {
                o.insert(name.to_string(), v);
            }
        }
        return Some(Value::Object(o));
    }
    if let Some(x) = num(src, "count_truth_eq") {
        let t = ctx.joined?.truth.first()?;
        return Some(Value::from(t.iter().filter(|&&v| v == x).count()));
    }
    if let Some(col) = text(src, "truth_nunique") {
        let c = ctx.truth?.get(col)?;
        let distinct = super::keys::distinct_in_order(c).unwrap_or_else(|| {
            let ks = keys(&[c], Nan::Equal);
            super::keys::Groups::new(&ks).heads().filter(|&r| !matches!(ks.row(r)[0], Part::Nan | Part::NaT)).count()
        });
        return Some(Value::from(distinct));
    }
    if let Some(sp) = src.get("spans") {
        return super::spans::value(sp, ctx, round);
    }
    if let Some(m) = text(src, "metric") {
        let i = src.get("target").and_then(Value::as_u64).unwrap_or(0) as usize;
        let joined = ctx.joined?;
        let (t, p) = vectors(ctx.params, joined, i);
        let v = measure(m, &t, &p, src, joined).ok()?;
        return Some(if int_metric(m) { Value::from(v as u64) } else { r(v) });
    }
    None
}
