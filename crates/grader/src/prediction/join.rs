//! The join of the truth with the predictions (`parameters.join`), as pandas' `merge`:
//! the truth left-joined on the key columns (truth rows in truth order, a truth row
//! matching several predictions once per match, NaN keys matching NaN keys), or
//! (`order: predictions`) the prediction rows whose key is in the truth, in the file's
//! order; `sort_by_keys` then sorts the rows by their keys.
//!
//! pandas refuses to merge a numeric key column with a text one ("You are trying to
//! merge on int64 and object columns"): an exception.

use std::cmp::Ordering;

use serde_json::Value;

use super::convert::astype_float;
use super::frame::{Column, Kind, Val};
use super::keys::{keys, Groups, Nan};
use super::steps::State;
use super::{arr, Stop};
use crate::diagnostic::{codes, Category, Diagnostic, Location};

/// The joined rows: per target, the truth's and the prediction's values as float64
/// (NaN where a truth row has no prediction); `truth_row` the truth row of each.
#[derive(Debug, Clone, Default)]
pub(crate) struct Joined {
    pub truth: Vec<Vec<f64>>,
    pub pred: Vec<Vec<f64>>,
    pub truth_row: Vec<usize>,
}

impl Joined {
    pub fn len(&self) -> usize {
        self.truth_row.len()
    }
}

fn raise(message: String, file: &str) -> Stop {
    Stop::Raise(Diagnostic::new(codes::PREDICTION_EXCEPTION, Category::Exception, message).at(Location::file(file)))
}

/// True when pandas refuses to merge these two key columns: a numeric one with an
/// object one that holds text.
fn incompatible(a: &Column, b: &Column) -> bool {
    let text = |c: &Column| c.kind == Kind::Object && c.values.iter().any(|v| matches!(v, Val::Str(_)));
    (a.kind != Kind::Object && text(b)) || (b.kind != Kind::Object && text(a))
}

fn order(a: &Val, b: &Val) -> Ordering {
    let num = |v: &Val| match v {
        Val::Int(i) => Some(*i as f64),
        Val::Bool(b) => Some(f64::from(u8::from(*b))),
        Val::Float(x) => Some(*x),
        _ => None,
    };
    match (num(a), num(b), a, b) {
        (Some(x), Some(y), ..) => x.partial_cmp(&y).unwrap_or_else(|| x.is_nan().cmp(&y.is_nan())),
        (_, _, Val::Str(x), Val::Str(y)) => x.cmp(y),
        _ => a.is_null().cmp(&b.is_null()),
    }
}

/// Join the truth with the predictions as `parameters.join` says.
pub(crate) fn join(s: &State) -> Result<Joined, Stop> {
    let p = s.params;
    let join = &p["join"];
    let key_names = arr(join, "keys");
    let file = s.file;
    fn col<'f>(f: &'f super::frame::Frame, name: &str, which: &str) -> Result<&'f Column, Stop> {
        f.get(name).ok_or_else(|| raise(format!("{which} has no column `{name}`: pandas raises KeyError"), which))
    }
    let mut tk = Vec::new();
    let mut pk = Vec::new();
    for k in &key_names {
        let (t, q) = (col(&s.truth, k, "the truth")?, col(&s.pred, k, file)?);
        if incompatible(t, q) {
            return Err(raise(
                format!("the key `{k}` is a number on one side and text on the other: pandas' merge raises ValueError"),
                file,
            ));
        }
        tk.push(t);
        pk.push(q);
    }
    let targets = p.get("targets").and_then(Value::as_array).cloned().unwrap_or_default();
    let mut tv = Vec::new();
    let mut pv = Vec::new();
    for t in &targets {
        tv.push(astype_float(col(&s.truth, super::text(t, "truth").unwrap_or(""), "the truth")?, "the truth")?);
        pv.push(astype_float(col(&s.pred, super::text(t, "pred").unwrap_or(""), file)?, file)?);
    }
    let tkeys = keys(&tk, Nan::Equal);
    let pkeys = keys(&pk, Nan::Equal);
    let mut pairs: Vec<(usize, Option<usize>)> = Vec::with_capacity(tkeys.len());
    if super::text(join, "order") == Some("predictions") {
        let by = Groups::new(&tkeys);
        for (q, k) in pkeys.iter().enumerate() {
            pairs.extend(by.rows(k).map(|r| (r, Some(q))));
        }
    } else {
        let by = Groups::new(&pkeys);
        for (r, k) in tkeys.iter().enumerate() {
            let before = pairs.len();
            pairs.extend(by.rows(k).map(|q| (r, Some(q))));
            if pairs.len() == before {
                pairs.push((r, None));
            }
        }
    }
    if join.get("sort_by_keys").and_then(Value::as_bool) == Some(true) {
        pairs.sort_by(|a, b| {
            for c in &tk {
                let o = order(&c.values[a.0], &c.values[b.0]);
                if o != Ordering::Equal {
                    return o;
                }
            }
            Ordering::Equal
        });
    }
    let mut j = Joined {
        truth: vec![Vec::with_capacity(pairs.len()); targets.len()],
        pred: vec![Vec::with_capacity(pairs.len()); targets.len()],
        truth_row: Vec::new(),
    };
    for &(r, q) in &pairs {
        j.truth_row.push(r);
        for i in 0..targets.len() {
            j.truth[i].push(tv[i][r]);
            j.pred[i].push(q.map_or(f64::NAN, |q| pv[i][q]));
        }
    }
    Ok(j)
}
