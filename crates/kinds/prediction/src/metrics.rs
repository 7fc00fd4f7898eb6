//! The metrics, each as numpy 1.26.4 / pandas 2.3.2 compute it on float64 arrays
//! (`cases-public/PREDICTION.md`, "Metrics"): `np.sum` and `np.mean` are numpy's
//! pairwise sums ([`np_sum`]); `x ** 2` is `x * x`; `np.mean` of nothing is NaN;
//! `pd.Series(x).mean()` skips NaN (the NaN slots summed as 0, divided by the count).

use super::spec::{Metric, MetricOptions};
use crate::server::np_sum;

fn mean(xs: &[f64]) -> f64 {
    np_sum(xs) / xs.len() as f64
}

fn map2(t: &[f64], p: &[f64], f: impl Fn(f64, f64) -> f64) -> Vec<f64> {
    t.iter().zip(p).map(|(&a, &b)| f(a, b)).collect()
}

/// `pd.Series(xs).mean()`: NaN skipped (summed as 0), divided by the non-NaN count.
fn pandas_mean(xs: &[f64]) -> f64 {
    let filled: Vec<f64> = xs.iter().map(|&x| if x.is_nan() { 0.0 } else { x }).collect();
    let n = xs.iter().filter(|x| !x.is_nan()).count();
    if n == 0 {
        return f64::NAN;
    }
    np_sum(&filled) / n as f64
}

fn mae(t: &[f64], p: &[f64]) -> f64 {
    mean(&map2(t, p, |a, b| (a - b).abs()))
}

fn rmse(t: &[f64], p: &[f64]) -> f64 {
    mean(&map2(t, p, |a, b| (a - b) * (a - b))).sqrt()
}

/// Metric `name` on the truth `t` and the predictions `p`, with its options `opts`
/// (an absent option is 0, but `mre_clip`'s `clip`; `None`: a group metric, which needs
/// the joined rows: [`super::measure::measure`] computes every metric, and says when
/// numpy raises).
pub(crate) fn metric(name: Metric, t: &[f64], p: &[f64], opts: &MetricOptions) -> Option<f64> {
    let opt = |o: Option<f64>| o.unwrap_or(0.0);
    use Metric::*;
    Some(match name {
        Mae => mae(t, p),
        Rmse => rmse(t, p),
        MapePct => mean(&map2(t, p, |a, b| ((a - b) / a).abs())) * 100.0,
        ApePctMean => mean(&map2(t, p, |a, b| ((a - b) / a).abs() * 100.0)),
        Wape => {
            let den = np_sum(&t.iter().map(|a| a.abs()).collect::<Vec<_>>());
            // Python's max(x, 1e-6): x unless 1e-6 is larger.
            np_sum(&map2(t, p, |a, b| (a - b).abs())) / if 1e-6 > den { 1e-6 } else { den }
        }
        Smape => mean(&map2(t, p, |a, b| {
            let d = a.abs() + b.abs();
            // np.maximum propagates NaN.
            let d = if d.is_nan() { d } else { d.max(1e-6) };
            2.0 * (a - b).abs() / d
        })),
        OneMinusWape => {
            let s = np_sum(&t.iter().map(|a| a.abs()).collect::<Vec<_>>());
            if s == 0.0 {
                0.0
            } else {
                1.0 - np_sum(&map2(t, p, |a, b| (a - b).abs())) / s
            }
        }
        R2 => {
            let ss_res = np_sum(&map2(t, p, |a, b| (a - b) * (a - b)));
            let m = mean(t);
            let ss_tot = np_sum(&t.iter().map(|a| (a - m) * (a - m)).collect::<Vec<_>>());
            if ss_tot > 0.0 {
                1.0 - ss_res / ss_tot
            } else {
                0.0
            }
        }
        MreClip => {
            let clip = opts.clip.unwrap_or(1e-12);
            pandas_mean(&map2(t, p, |a, b| (b - a).abs() / clip_lo(a.abs(), clip)))
        }
        MeanResolutionRatio => {
            let r = opt(opts.resolution);
            mean(&t.iter().map(|a| r / clip_lo(a.abs(), 1e-12)).collect::<Vec<_>>())
        }
        AbsErrPercentile => super::percentile::abs_err_percentile(t, p, opt(opts.q)).unwrap_or(f64::NAN),
        Rows => t.len() as f64,
        RowsTruthAbove => {
            let th = opt(opts.threshold);
            t.iter().filter(|&&a| a > th).count() as f64
        }
        UnderForecastAbove => {
            let th = opt(opts.threshold);
            let short: Vec<f64> = t.iter().zip(p).filter(|(&a, _)| a > th).map(|(&a, &b)| clip_lo(-(b - a), 0.0)).collect();
            if short.is_empty() {
                0.0
            } else {
                mean(&short)
            }
        }
        MaePandas => pandas_mean(&map2(t, p, |a, b| (b - a).abs())),
        ScaledInverseOnePlusMae => opt(opts.scale) / (1.0 + pandas_mean(&map2(t, p, |a, b| (b - a).abs()))),
        SkillVsZeroMae => {
            let m = mae(t, p);
            let zero = mean(&t.iter().map(|a| a.abs()).collect::<Vec<_>>());
            if zero > 0.0 {
                let v = 1.0 - m / zero;
                // Python's max(0.0, v): 0.0 unless v is larger (NaN gives 0.0).
                if v > 0.0 {
                    v
                } else {
                    0.0
                }
            } else {
                0.0
            }
        }
        F1Hits => {
            let (tg, pg) = (opt(opts.truth_gt), opt(opts.pred_ge));
            let (mut tp, mut fp, mut fneg) = (0.0, 0.0, 0.0);
            for (&a, &b) in t.iter().zip(p) {
                match (a > tg, b >= pg) {
                    (true, true) => tp += 1.0,
                    (false, true) => fp += 1.0,
                    (true, false) => fneg += 1.0,
                    _ => {}
                }
            }
            let prec = if tp + fp > 0.0 { tp / (tp + fp) } else { 0.0 };
            let rec = if tp + fneg > 0.0 { tp / (tp + fneg) } else { 0.0 };
            if prec + rec > 0.0 {
                2.0 * prec * rec / (prec + rec)
            } else {
                0.0
            }
        }
        TruthWeightedRmse => {
            let w: Vec<f64> = t.iter().map(|&a| clip_lo(a, 0.0)).collect();
            let wsum = np_sum(&w);
            if wsum > 0.0 {
                let num: Vec<f64> = w.iter().zip(t.iter().zip(p)).map(|(&w, (&a, &b))| w * ((a - b) * (a - b))).collect();
                (np_sum(&num) / wsum).sqrt()
            } else {
                rmse(t, p)
            }
        }
        GroupMae | GroupGapMae => return None,
    })
}

/// `np.clip(x, lo, None)`: NaN stays NaN.
fn clip_lo(x: f64, lo: f64) -> f64 {
    if x < lo {
        lo
    } else {
        x
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Metric::*;

    #[test]
    fn as_numpy() {
        let o = MetricOptions::default();
        // np.mean(np.abs([0.1]*10 - 0)): pairwise sum, then / 10.
        assert_eq!(metric(Mae, &[0.1; 10], &[0.0; 10], &o), Some(0.1));
        assert_eq!(metric(Rmse, &[3.0, 0.0], &[0.0, 4.0], &o), Some(12.5f64.sqrt()));
        assert!(metric(Mae, &[], &[], &o).unwrap().is_nan());
        assert_eq!(metric(R2, &[1.0, 1.0], &[0.0, 2.0], &o), Some(0.0));
        assert_eq!(metric(MaePandas, &[1.0, f64::NAN], &[2.0, 0.0], &o), Some(1.0));
        assert_eq!(metric(GroupMae, &[], &[], &o), None);
    }
}
