//! The group metrics (`group_mae`, `group_gap_mae`, FDE-Bench 028's up/down MAEs):
//! `pd.Series(np.abs(p - t)).groupby(labels).mean()` as pandas 2.3.2 computes it, then
//! a group's value looked up by its label (an absent group counts 0).
//!
//! pandas' `group_mean` (`_libs/groupby.pyx`) walks the rows in order and keeps, per
//! group, a Kahan-compensated sum of the non-NaN values and their count (a NaN
//! compensation, after an infinite value, is reset to 0); the mean is the sum over the
//! count, NaN for a group with no number. Rows whose label is NaN belong to no group
//! (`dropna=True`).

use super::frame::Val;
use super::keys::{part, KeyMap, Nan, Part};
use super::spec::{Metric, MetricOptions};

/// One group's running sum.
#[derive(Default, Clone, Copy)]
struct Acc {
    sum: f64,
    compensation: f64,
    count: u64,
}

impl Acc {
    fn add(&mut self, val: f64) {
        if val.is_nan() {
            return;
        }
        self.count += 1;
        let y = val - self.compensation;
        let t = self.sum + y;
        self.compensation = t - self.sum - y;
        if self.compensation.is_nan() {
            self.compensation = 0.0;
        }
        self.sum = t;
    }

    fn mean(&self) -> f64 {
        if self.count == 0 {
            f64::NAN
        } else {
            self.sum / self.count as f64
        }
    }
}

/// `values.groupby(labels).mean()` as `{label: mean}` (labels as Python compares them).
fn group_means(values: &[f64], labels: &[Val]) -> KeyMap<Part, f64> {
    let mut acc: KeyMap<Part, Acc> = KeyMap::default();
    for (r, (v, l)) in values.iter().zip(labels).enumerate() {
        let key = part(l, Nan::Equal, r);
        if key == Part::Nan {
            continue;
        }
        acc.entry(key).or_default().add(*v);
    }
    acc.into_iter().map(|(k, a)| (k, a.mean())).collect()
}

/// `group_mae` (`value`: the group's mean absolute error, 0 when absent) or
/// `group_gap_mae` (`values`: the absolute difference of two groups' means) over the
/// absolute errors of `t` and `p`, grouped by `labels` (one per row); `None` for
/// another name.
pub(crate) fn group_metric(name: Metric, t: &[f64], p: &[f64], labels: &[Val], opts: &MetricOptions) -> Option<f64> {
    let errs: Vec<f64> = t.iter().zip(p).map(|(&a, &b)| (b - a).abs()).collect();
    let means = group_means(&errs, labels);
    let of = |v: Option<&Part>| v.and_then(|k| means.get(k).copied()).unwrap_or(0.0);
    match name {
        Metric::GroupMae => Some(of(opts.value.as_ref())),
        Metric::GroupGapMae => {
            let pick = |i: usize| of(opts.values.get(i).and_then(Option::as_ref));
            Some((pick(0) - pick(1)).abs())
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(x: &str) -> Val {
        Val::Str(x.into())
    }

    fn label(x: &str) -> Option<Part> {
        Some(Part::Str(x.into()))
    }

    #[test]
    fn as_pandas_groupby_mean() {
        let opts = MetricOptions { value: label("u"), values: vec![label("u"), label("d")], ..MetricOptions::default() };
        let (t, p) = ([0.0, 0.0, 0.0, 0.0], [0.1, 0.2, 0.3, 5.0]);
        let labels = [s("u"), s("u"), s("u"), s("d")];
        // pandas 2.3.2: pd.Series([0.1, 0.2, 0.3]).groupby(["u"] * 3).mean() == 0.19999999999999998
        // (a compensated sum, 0.6, over 3; the plain sum would give 0.20000000000000004).
        assert_eq!(group_metric(Metric::GroupMae, &t, &p, &labels, &opts), Some(0.19999999999999998));
        assert_eq!(group_metric(Metric::GroupGapMae, &t, &p, &labels, &opts), Some(5.0 - 0.19999999999999998));
        // An absent group counts 0; a NaN label is in no group; NaN errors are skipped.
        let opts = MetricOptions { value: label("x"), ..MetricOptions::default() };
        assert_eq!(group_metric(Metric::GroupMae, &t, &p, &labels, &opts), Some(0.0));
        let labels = [s("x"), Val::Null, s("x"), Val::Float(f64::NAN)];
        let p2 = [f64::NAN, 1.0, 3.0, 1.0];
        assert_eq!(group_metric(Metric::GroupMae, &t, &p2, &labels, &opts), Some(3.0));
        // Kahan's sum differs from the plain one: 1 + 1e-16 + 1e-16 is 1.0000000000000002 compensated.
        let opts = MetricOptions { value: label("x"), ..MetricOptions::default() };
        let labels = [s("x"), s("x"), s("x")];
        assert_eq!(group_metric(Metric::GroupMae, &[0.0; 3], &[1.0, 1e-16, 1e-16], &labels, &opts), Some(1.0000000000000002 / 3.0));
        // An infinite error: the mean is inf, not NaN (the compensation is reset).
        assert_eq!(group_metric(Metric::GroupMae, &[0.0; 3], &[1.0, f64::INFINITY, 1.0], &labels, &opts), Some(f64::INFINITY));
    }
}
