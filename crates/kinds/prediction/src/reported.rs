//! Per-target values and the fields a case reports (`parameters.report`): their
//! sources, each computed as the evaluator computes it, rounded with Python's
//! `round(x, n)`.

use serde_json::Value;

use super::frame::Frame;
use super::join::Joined;
use super::keys::{keys, Nan, PartRef};
use super::measure::measure;
use super::spec::{Empty, Measure, Metric, Named, ReportField, Score, Source, Spec};
use super::Stop;
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
    pub spec: &'a Spec,
}

impl<'a> Context<'a> {
    /// Before grading: only the reference is known (`report_always`).
    pub fn reference_only(reference: f64, spec: &'a Spec) -> Context<'a> {
        Context { per: &[], combined: f64::NAN, objective: f64::NAN, reference, joined: None, truth: None, truth_count: None, spec }
    }
}

/// The truth and prediction vectors of target `i` (`nan_to_zero`: NaN and ±inf → 0).
pub(crate) fn vectors(nan_to_zero: bool, j: &Joined, i: usize) -> (Vec<f64>, Vec<f64>) {
    let (mut t, mut p) = (j.truth.get(i).cloned().unwrap_or_default(), j.pred.get(i).cloned().unwrap_or_default());
    if nan_to_zero {
        for x in t.iter_mut().chain(p.iter_mut()) {
            if !x.is_finite() {
                *x = 0.0;
            }
        }
    }
    (t, p)
}

/// `{target: (value, rows scored)}` in target order; a target with no row to score
/// follows `score.empty` (`zero`: 0 with 0 rows; else left out).
pub(crate) fn per_target(spec: &Spec, score: &Score, j: &Joined) -> Result<Vec<(String, f64, usize)>, Stop> {
    let mut out = Vec::new();
    for (i, tg) in spec.targets.iter().enumerate() {
        let name = tg.name.clone();
        let (mut t, mut p) = vectors(score.nan_to_zero, j, i);
        if let Some(mask) = score.mask {
            let m: Vec<bool> = t.iter().map(|&x| mask.keeps(x)).collect();
            if !m.contains(&true) {
                if score.empty == Empty::Zero {
                    out.push((name, 0.0, 0));
                }
                continue;
            }
            t = t.iter().zip(&m).filter(|x| *x.1).map(|x| *x.0).collect();
            p = p.iter().zip(&m).filter(|x| *x.1).map(|x| *x.0).collect();
        }
        let (t, p) = (tg.transform(t), tg.transform(p));
        let value = match &score.measure {
            Measure::Terms { terms, clamp_min } => {
                let mut value: Option<f64> = None;
                for term in terms {
                    let m = measure(&term.spec, &t, &p, j).map_err(raised)?;
                    let mut part = term.weight * m;
                    if let Some((n, d)) = &term.normaliser {
                        part = super::mapping::py_div(part, *d).ok_or_else(|| {
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
                match clamp_min {
                    Some(c) => super::mapping::py_max(*c, v),
                    None => v,
                }
            }
            // A score's lone metric takes no options.
            Measure::Metric(m) => {
                let spec = super::spec::MetricSpec { metric: *m, opts: Default::default() };
                measure(&spec, &t, &p, j).map_err(raised)?
            }
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
pub(crate) fn raises(item: &ReportField, ctx: &Context) -> Option<Stop> {
    match &item.source {
        Source::Object(items) => items.iter().find_map(|it| raises(it, ctx)),
        Source::Metric { spec, target } => {
            let joined = ctx.joined?;
            let (t, p) = vectors(ctx.spec.nan_to_zero(), joined, *target);
            measure(spec, &t, &p, joined).err().map(raised)
        }
        _ => None,
    }
}

/// A reported float (NaN and the infinities as their spellings: `server_float`).
fn float(x: f64, round: Option<u32>) -> Value {
    super::report::server_float::value(match round {
        Some(n) => py_round(x, n),
        None => x,
    })
}

/// Metrics Python returns as `int`.
fn int_metric(m: Metric) -> bool {
    matches!(m, Metric::Rows | Metric::RowsTruthAbove)
}

/// Every field of `items` (`parameters.report` or `report_always`) into `fields`, in
/// order (those the engine can give: the csv-module, curves and grid engines raise
/// nowhere here).
pub(crate) fn fill(fields: &mut serde_json::Map<String, Value>, items: &[ReportField], ctx: &Context) {
    for item in items {
        if let Some(v) = value(item, ctx) {
            fields.insert(item.field.clone(), v);
        }
    }
}

/// The value of one reported item, `None` when its source is not available here.
pub(crate) fn value(item: &ReportField, ctx: &Context) -> Option<Value> {
    let r = |x: f64| float(x, item.round);
    Some(match &item.source {
        Source::Named(n) => match n {
            Named::Objective => r(ctx.objective),
            Named::Combined => r(ctx.combined),
            Named::Reference => r(ctx.reference),
            Named::PerTarget | Named::PerGroup => Value::Object(ctx.per.iter().map(|(k, v, _)| (k.clone(), r(*v))).collect()),
            Named::TruthRows => Value::from(ctx.joined?.len()),
            Named::TruthCount => Value::from(ctx.truth_count.or(ctx.truth.map(|t| t.rows))?),
            // Read as `Source::Detail`.
            Named::PerTargetDetail => return None,
        },
        Source::Detail { name } => Value::Object(
            ctx.per
                .iter()
                .map(|(k, v, n)| {
                    let mut o = serde_json::Map::new();
                    o.insert(name.clone(), r(*v));
                    o.insert("n_scored".into(), Value::from(*n));
                    (k.clone(), Value::Object(o))
                })
                .collect(),
        ),
        Source::Object(items) => {
            let mut o = serde_json::Map::new();
            fill(&mut o, items, ctx);
            Value::Object(o)
        }
        Source::CountTruthEq(x) => {
            let t = ctx.joined?.truth.first()?;
            Value::from(t.iter().filter(|&&v| v == *x).count())
        }
        Source::TruthNunique(col) => {
            let c = ctx.truth?.get(col)?;
            let distinct = super::keys::distinct_in_order(c).unwrap_or_else(|| {
                let ks = keys(&[c], Nan::Equal);
                super::keys::Groups::new(&ks).heads().filter(|&r| !matches!(ks.row(r)[0], PartRef::Nan | PartRef::NaT)).count()
            });
            Value::from(distinct)
        }
        Source::Spans(sp) => return super::spans::value(sp, ctx, item.round),
        Source::Metric { spec, target } => {
            let joined = ctx.joined?;
            let (t, p) = vectors(ctx.spec.nan_to_zero(), joined, *target);
            let v = measure(spec, &t, &p, joined).ok()?;
            if int_metric(spec.metric) {
                Value::from(v as u64)
            } else {
                r(v)
            }
        }
    })
}
