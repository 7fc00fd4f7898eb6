//! The `spans` report source: the mean absolute percentage error of the joined rows in
//! spans of a truth column (FDE-Bench 035's horizons `h1_20`, `h21_60`, `h61_`), as the
//! evaluator computes it: `ape = np.abs((yt - yp) / yt) * 100`, then `np.mean` of the
//! rows with `lo < h <= hi` (the first span has no `lo`, the last no `hi`), `h` the
//! column as `astype(int)`, or the row number from 1 when the merged frame has no such
//! column. An empty span is NaN (`np.mean` of nothing).

use serde_json::Value;

use super::frame::Val;
use super::reported::{vectors, Context};
use super::spec::Spans;
use crate::round::py_round;
use crate::server::np_sum;

/// The object of span name → rounded mean APE; `None` when not computable here.
pub(crate) fn value(sp: &Spans, ctx: &Context, round: Option<u32>) -> Option<Value> {
    let joined = ctx.joined?;
    let (t, p) = vectors(ctx.spec.nan_to_zero(), joined, 0);
    let ape: Vec<f64> = t.iter().zip(&p).map(|(&a, &b)| ((a - b) / a).abs() * 100.0).collect();
    let column = sp.column.as_str();
    let join = &ctx.spec.join;
    let in_merged = join.truth_columns.iter().chain(&join.keys).any(|c| c == column);
    let h: Vec<i64> = if in_merged {
        let col = ctx.truth?.get(column)?;
        joined
            .truth_row
            .iter()
            .map(|&r| match col.values.get(r).as_deref() {
                Some(Val::Int(i)) => Some(*i),
                // numpy's float → int64 cast: truncation; NaN and beyond int64 give i64::MIN.
                Some(Val::Float(x)) if x.is_finite() && x.abs() < 9.2e18 => Some(x.trunc() as i64),
                Some(Val::Float(_)) => Some(i64::MIN),
                Some(Val::Bool(b)) => Some(i64::from(*b)),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?
    } else {
        (1..=ape.len() as i64).collect()
    };
    let names = &sp.names;
    let mut uppers: Vec<Option<f64>> = sp.upper.iter().copied().map(Some).collect();
    uppers.push(None);
    let mut out = serde_json::Map::new();
    let mut lo: Option<f64> = None;
    for (name, hi) in names.iter().zip(uppers) {
        let sel: Vec<f64> = h
            .iter()
            .zip(&ape)
            .filter(|(&hv, _)| lo.is_none_or(|l| hv as f64 > l) && hi.is_none_or(|u| hv as f64 <= u))
            .map(|(_, &a)| a)
            .collect();
        let m = np_sum(&sel) / sel.len() as f64;
        out.insert(name.to_string(), super::report::server_float::value(round.map_or(m, |n| py_round(m, n))));
        lo = hi;
    }
    Some(Value::Object(out))
}
