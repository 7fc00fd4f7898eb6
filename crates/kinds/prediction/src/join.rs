//! The join of the truth with the predictions (`parameters.join`), as pandas' `merge`:
//! the truth left-joined on the key columns (truth rows in truth order, a truth row
//! matching several predictions once per match, NaN keys matching NaN keys), or
//! (`order: predictions`) the prediction rows whose key is in the truth, in the file's
//! order; `sort_by_keys` then sorts the rows by their keys.
//!
//! With a template (`parameters.template`, FDE-Bench 028) the left side is the
//! template's rows left-joined with the truth (template order; a truth row the
//! template lists once per match), every truth value still NaN then `fill_truth`
//! (pandas' `fillna`: absent rows and empty truth cells alike); the predictions are
//! joined to those rows, on the template's key values.
//!
//! pandas refuses to merge a numeric key column with a text one ("You are trying to
//! merge on int64 and object columns"): an exception.

use std::borrow::Cow;
use std::cmp::Ordering;

use super::convert::astype_float;
use super::frame::{Column, Frame, Kind, Val, Values};
use super::keys::{coded_keys, same_keys, strictly_increasing, Groups, KeyMap, Keys, Nan};
use super::steps::State;
use super::Stop;
use crate::diagnostic::{codes, Category, Diagnostic, Location};

/// The joined rows: per target, the truth's and the prediction's values as float64
/// (NaN where a truth row has no prediction); `truth_row` the truth row of each (with
/// a template: the template's row); `left` the left side's key columns (and
/// `join.truth_columns`) by name, one value per left row, and `left_row` the left row
/// of each joined row: what [`Joined::column`] reads.
#[derive(Debug, Clone, Default)]
pub(crate) struct Joined {
    pub truth: Vec<Vec<f64>>,
    pub pred: Vec<Vec<f64>>,
    pub truth_row: Vec<usize>,
    pub left: Vec<(String, Column)>,
    pub left_row: Vec<usize>,
}

impl Joined {
    pub fn len(&self) -> usize {
        self.truth_row.len()
    }

    /// The merged frame's column `name` (`merged[name].values`: a key, as the left
    /// side has it, which equals the predictions' as Python compares; or a truth
    /// column kept), one value per joined row; `None` when not kept.
    pub fn column(&self, name: &str) -> Option<Vec<Val>> {
        let c = &self.left.iter().find(|c| c.0 == name)?.1;
        Some(self.left_row.iter().map(|&r| c.values.get(r).map_or(Val::Null, Cow::into_owned)).collect())
    }
}

/// The left side of the join: the truth's rows, or the template's rows with the truth
/// (the truth's own columns borrowed, not copied).
struct Left<'a> {
    /// Per key: its value on each left row.
    keys: Vec<Cow<'a, Column>>,
    /// Per target: the truth value of each left row (as float64).
    truth: Vec<Cow<'a, [f64]>>,
    /// The truth row of each left row (None: a template row the truth lacks).
    truth_row: Vec<Option<usize>>,
    /// The row reported as `truth_row` (the truth's, or the template's).
    row: Vec<usize>,
}

/// The template's rows left-joined with the truth (`template[keys].merge(truth, how="left")`),
/// NaN truth values filled with `fill`.
fn template_left<'a>(template: &Frame, tk: &[&Column], tv: &[Cow<[f64]>], key_names: &[&str], fill: f64) -> Result<Left<'a>, Stop> {
    let mut lk = Vec::new();
    for (k, t) in key_names.iter().zip(tk) {
        let c = template
            .get(k)
            .cloned()
            .ok_or_else(|| raise(format!("the template has no column `{k}`: pandas raises KeyError"), "the template"))?;
        if let Some(why) = incompatibility(&c, t) {
            return Err(raise(format!("the key `{k}` is {why}: pandas' merge (template with truth) raises ValueError"), "the template"));
        }
        lk.push(c);
    }
    let lr: Vec<&Column> = lk.iter().collect();
    let [tkeys, lkeys]: [Keys; 2] = coded_keys(&[tk, &lr], Nan::Equal).try_into().unwrap_or_else(|_| unreachable!("two sides"));
    let by = Groups::new(&tkeys);
    let mut rows: Vec<(usize, Option<usize>)> = Vec::with_capacity(lkeys.len());
    for l in 0..lkeys.len() {
        let before = rows.len();
        rows.extend(by.rows_of(&lkeys, l).map(|r| (l, Some(r))));
        if rows.len() == before {
            rows.push((l, None));
        }
    }
    let keys = lk.iter().map(|c| Cow::Owned(Column { kind: c.kind, values: c.values.pick(rows.iter().map(|&(l, _)| l)) })).collect();
    let truth = tv
        .iter()
        .map(|v| {
            rows.iter()
                .map(|&(_, r)| {
                    let x = r.map_or(f64::NAN, |r| v[r]);
                    if x.is_nan() {
                        fill
                    } else {
                        x
                    }
                })
                .collect::<Vec<f64>>()
                .into()
        })
        .collect();
    Ok(Left { keys, truth, truth_row: rows.iter().map(|r| r.1).collect(), row: rows.iter().map(|r| r.0).collect() })
}

fn raise(message: String, file: &str) -> Stop {
    Stop::Raise(Diagnostic::new(codes::PREDICTION_EXCEPTION, Category::Exception, message).at(Location::file(file)))
}

/// Why pandas refuses to merge these two key columns, in words, when it does: a
/// datetime64 one with any other (both with rows), a numeric one with an object one
/// that holds text.
fn incompatibility(a: &Column, b: &Column) -> Option<&'static str> {
    if (a.kind == Kind::Time) != (b.kind == Kind::Time) {
        return (!a.values.is_empty() && !b.values.is_empty()).then_some("a date-time on one side and not on the other");
    }
    let text = |c: &Column| c.kind == Kind::Object && c.values.iter().any(|v| matches!(&*v, Val::Str(_)));
    ((a.kind != Kind::Object && text(b)) || (b.kind != Kind::Object && text(a))).then_some("a number on one side and text on the other")
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

/// Per row of `c`, an integer in [`order`]'s order (equal integers for values it calls
/// equal), when `order` is a total order on the column: every value a text, or none
/// (numbers, NaN and missing values). `None` for text mixed with numbers, which `order`
/// calls equal (not a total order: the sort then compares the values themselves).
fn sort_ranks(c: &Column) -> Option<Vec<u64>> {
    // A number's place: NaN and missing values last and equal, -0 equal to 0.
    let num = |x: f64| {
        if x.is_nan() {
            return u64::MAX;
        }
        let b = (x + 0.0).to_bits();
        if b >> 63 == 1 {
            !b
        } else {
            b | 1 << 63
        }
    };
    match &c.values {
        Values::Floats(v) => Some(v.iter().map(|&x| num(x)).collect()),
        Values::Ints(v) => Some(v.iter().map(|&i| num(i as f64)).collect()),
        Values::Vals(v) if v.iter().all(|x| matches!(x, Val::Str(_))) => {
            // Each distinct text once, then the texts sorted: their places are the ranks.
            let mut seen: KeyMap<&str, u64> = KeyMap::default();
            let mut texts: Vec<&str> = Vec::new();
            let group: Vec<u64> = v
                .iter()
                .map(|x| {
                    let t = if let Val::Str(t) = x { &**t } else { "" };
                    *seen.entry(t).or_insert_with(|| {
                        texts.push(t);
                        texts.len() as u64 - 1
                    })
                })
                .collect();
            let mut by_text: Vec<usize> = (0..texts.len()).collect();
            // Distinct texts: one order whatever the sort.
            crate::sort::unstable_by(&mut by_text, |&a, &b| texts[a].cmp(texts[b]));
            let mut rank = vec![0u64; texts.len()];
            for (k, &g) in by_text.iter().enumerate() {
                rank[g] = k as u64;
            }
            Some(group.iter().map(|&g| rank[g as usize]).collect())
        }
        Values::Vals(v) => v
            .iter()
            .map(|x| match x {
                Val::Int(i) => Some(num(*i as f64)),
                Val::Float(x) => Some(num(*x)),
                Val::Bool(b) => Some(num(f64::from(u8::from(*b)))),
                Val::Null => Some(u64::MAX),
                Val::Str(_) => None,
            })
            .collect(),
    }
}

/// The joined (left row, prediction row) pairs in the merge's order before any sort: per
/// prediction row its left rows (`by_predictions`), else per left row its prediction rows
/// or none.
fn hash_pairs(lk: &[&Column], pk: &[&Column], by_predictions: bool, pairs: &mut Vec<(usize, Option<usize>)>) {
    let [lkeys, pkeys]: [Keys; 2] = coded_keys(&[lk, pk], Nan::Equal).try_into().unwrap_or_else(|_| unreachable!("two sides"));
    if by_predictions {
        let by = Groups::new(&lkeys);
        for q in 0..pkeys.len() {
            pairs.extend(by.rows_of(&pkeys, q).map(|r| (r, Some(q))));
        }
    } else {
        let by = Groups::new(&pkeys);
        for r in 0..lkeys.len() {
            let before = pairs.len();
            pairs.extend(by.rows_of(&lkeys, r).map(|q| (r, Some(q))));
            if pairs.len() == before {
                pairs.push((r, None));
            }
        }
    }
}

/// [`hash_pairs`] when the predictions' keys are the left side's row for row, not sorted
/// (solar-yield's sites within a day): the prediction rows with row r's key are the left
/// rows with it, so the left side's groups answer both ways (one side coded, no probe of
/// the other); with no key repeated, row r joins row r.
fn same_key_pairs(lk: &[&Column], by_predictions: bool, pairs: &mut Vec<(usize, Option<usize>)>) {
    let lkeys = coded_keys(&[lk], Nan::Equal).pop().unwrap_or_else(|| unreachable!("one side"));
    let by = Groups::new(&lkeys);
    let rows = lkeys.len();
    if by.first_repeat().is_none() {
        pairs.extend((0..rows).map(|r| (r, Some(r))));
    } else {
        for k in 0..rows {
            pairs.extend(by.rows_of(&lkeys, k).map(|o| if by_predictions { (o, Some(k)) } else { (k, Some(o)) }));
        }
    }
}

/// Join the truth with the predictions as `parameters.join` says.
pub(crate) fn join(s: &State) -> Result<Joined, Stop> {
    let join = &s.spec.join;
    let key_names: Vec<&str> = join.keys.iter().map(String::as_str).collect();
    let file = s.file;
    fn col<'f>(f: &'f Frame, name: &str, which: &str) -> Result<&'f Column, Stop> {
        f.get(name).ok_or_else(|| raise(format!("{which} has no column `{name}`: pandas raises KeyError"), which))
    }
    let mut tk = Vec::new();
    let mut pk = Vec::new();
    for k in &key_names {
        tk.push(col(&s.truth, k, "the truth")?);
        pk.push(col(&s.pred, k, file)?);
    }
    let targets = &s.spec.targets;
    let mut tv = Vec::new();
    let mut pv = Vec::new();
    for t in targets {
        tv.push(astype_float(col(&s.truth, &t.truth, "the truth")?, "the truth")?);
        pv.push(astype_float(col(&s.pred, &t.pred, file)?, file)?);
    }
    let left = match &s.template {
        Some(tpl) => template_left(tpl, &tk, &tv, &key_names, s.spec.fill_truth.unwrap_or(f64::NAN))?,
        None => Left {
            keys: tk.iter().map(|&c| Cow::Borrowed(c)).collect(),
            truth: tv,
            truth_row: (0..s.truth.rows).map(Some).collect(),
            row: (0..s.truth.rows).collect(),
        },
    };
    for ((k, l), &q) in key_names.iter().zip(&left.keys).zip(&pk) {
        if let Some(why) = incompatibility(l, q) {
            return Err(raise(format!("the key `{k}` is {why}: pandas' merge raises ValueError"), file));
        }
    }
    let lk: Vec<&Column> = left.keys.iter().map(|c| &**c).collect();
    let by_predictions = join.by_predictions;
    let sort = join.sort_by_keys;
    let same = same_keys(&lk, &pk, Nan::Equal);
    let in_order = same && strictly_increasing(&pk, Nan::Equal);
    let rows = left.row.len();
    let j = if in_order && !sort {
        // The same keys in the same order, none repeated (same_keys: as many rows on
        // both sides): row r joins row r, in either order. The columns are the
        // joined ones as they stand.
        let owned = |v: Vec<Cow<[f64]>>| v.into_iter().map(Cow::into_owned).collect();
        Joined { truth: owned(left.truth), pred: owned(pv), truth_row: left.row, left: Vec::new(), left_row: (0..rows).collect() }
    } else {
        let mut pairs: Vec<(usize, Option<usize>)> = Vec::with_capacity(rows);
        if in_order {
            pairs.extend((0..rows).map(|r| (r, Some(r))));
        } else if same {
            same_key_pairs(&lk, by_predictions, &mut pairs);
        } else {
            hash_pairs(&lk, &pk, by_predictions, &mut pairs);
        }
        let ranked: Option<Vec<Vec<u64>>> = if sort { lk.iter().map(|c| sort_ranks(c)).collect() } else { None };
        if let Some(ranked) = ranked {
            // The same stable sort, by integers standing for the values.
            crate::sort::by(&mut pairs, |a, b| ranked.iter().map(|r| r[a.0].cmp(&r[b.0])).find(|o| o.is_ne()).unwrap_or(Ordering::Equal));
        } else if sort {
            pairs.sort_by(|a, b| {
                for c in &left.keys {
                    let o = match (c.values.get(a.0), c.values.get(b.0)) {
                        (Some(x), Some(y)) => order(&x, &y),
                        _ => Ordering::Equal,
                    };
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
            truth_row: Vec::with_capacity(pairs.len()),
            left: Vec::new(),
            left_row: Vec::with_capacity(pairs.len()),
        };
        for &(r, q) in &pairs {
            j.truth_row.push(left.row[r]);
            j.left_row.push(r);
            for (i, p) in pv.iter().enumerate() {
                j.truth[i].push(left.truth[i][r]);
                j.pred[i].push(q.map_or(f64::NAN, |q| p[q]));
            }
        }
        j
    };
    let mut j = j;
    for c in join.truth_columns.iter().map(String::as_str).filter(|c| !key_names.contains(c)) {
        if let Some(tc) = s.truth.get(c) {
            let values = left.truth_row.iter().map(|t| t.and_then(|t| tc.values.get(t)).map_or(Val::Null, Cow::into_owned)).collect();
            j.left.push((c.to_string(), Column::new(tc.kind, values)));
        }
    }
    j.left.splice(0..0, key_names.iter().map(|k| k.to_string()).zip(left.keys.into_iter().map(Cow::into_owned)));
    Ok(j)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With the same keys row for row, the pairs are the hash join's, both directions,
    /// keys repeated or not (texts and numbers, a NaN).
    #[test]
    fn same_key_pairs_as_the_hash_join() {
        let mut seed = 11u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        let mut repeated = 0;
        for trial in 0..2_000 {
            let n = next() % 12;
            let spread = 1 + next() % 20;
            let texts = Column::new(Kind::Object, (0..n).map(|_| Val::Str(format!("k{}", next() % spread).into())).collect());
            let nums = Column::floats((0..n).map(|_| if next() % 9 == 0 { f64::NAN } else { (next() % spread) as f64 }).collect());
            let cols: Vec<&Column> = match trial % 3 {
                0 => vec![&texts],
                1 => vec![&nums],
                _ => vec![&texts, &nums],
            };
            for by_predictions in [false, true] {
                let (mut want, mut got) = (Vec::new(), Vec::new());
                hash_pairs(&cols, &cols, by_predictions, &mut want);
                same_key_pairs(&cols, by_predictions, &mut got);
                assert_eq!(got, want, "trial {trial}: {cols:?} by_predictions {by_predictions}");
                repeated += usize::from(got.len() > n);
            }
        }
        assert!(repeated > 100, "{repeated} trials with repeated keys");
    }

    /// Sorting by the ranks gives the comparator sort's order, on random columns of
    /// texts and of numbers (ties, -0, NaN, missing values); text mixed with numbers
    /// has no ranks.
    #[test]
    fn ranks_sort_as_the_values() {
        let mut seed = 3u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        let texts = ["b", "a", "ab", "", "B", "é", "a "];
        let nums = [
            Val::Int(1),
            Val::Float(1.0),
            Val::Float(-0.0),
            Val::Int(0),
            Val::Float(f64::NAN),
            Val::Null,
            Val::Float(-2.5),
            Val::Bool(true),
        ];
        for trial in 0..500 {
            let n = next() % 30;
            let column = |next: &mut dyn FnMut() -> usize| -> Column {
                match next() % 3 {
                    0 => Column::new(Kind::Object, (0..n).map(|_| Val::Str(texts[next() % texts.len()].into())).collect()),
                    1 => Column::new(Kind::Object, (0..n).map(|_| nums[next() % nums.len()].clone()).collect()),
                    _ => Column::floats((0..n).map(|_| [0.5, -0.0, 0.0, f64::NAN, 3.0][next() % 5]).collect()),
                }
            };
            let cols = [column(&mut next), column(&mut next)];
            let mut want: Vec<usize> = (0..n).collect();
            want.sort_by(|&a, &b| {
                cols.iter()
                    .map(|c| order(&c.values.get(a).unwrap(), &c.values.get(b).unwrap()))
                    .find(|o| o.is_ne())
                    .unwrap_or(Ordering::Equal)
            });
            let ranked: Vec<Vec<u64>> = cols.iter().map(|c| sort_ranks(c).expect("texts or numbers")).collect();
            let mut got: Vec<usize> = (0..n).collect();
            got.sort_by(|&a, &b| ranked.iter().map(|r| r[a].cmp(&r[b])).find(|o| o.is_ne()).unwrap_or(Ordering::Equal));
            assert_eq!(got, want, "trial {trial}: {cols:?}");
        }
        assert_eq!(sort_ranks(&Column::new(Kind::Object, vec![Val::Str("a".into()), Val::Int(1)])), None);
    }
}
