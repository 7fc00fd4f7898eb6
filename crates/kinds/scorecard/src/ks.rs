//! KS, band-aware (spec §2), and the ROC points it is read from.
//!
//! ## What it computes
//! Sort descending (stable) and walk down, counting defaulters (TP) and repayers (FP);
//! `TPR = TP/P`, `FPR = FP/N`. `|TPR − FPR|` is looked at **only at the last row of
//! each block of equal scores**; KS is the largest. It is 0 when P = 0 or N = 0.
//!
//! ## Why band-aware
//! A band of tied scores is one cut point: a lender cannot accept half of the
//! customers scored 0.3 and refuse the other half. Looking inside a band (split by row
//! order) would make KS depend on the file's row order and can overstate it; see the
//! `band_aware_vs_split_by_row` test. The difference is absolute, so an inverted model
//! (probability of repaying submitted as the probability of default) keeps its KS
//! while its AUC drops below 0.5.
//!
//! The band ends are exactly the points of scikit-learn's
//! `roc_curve(y, s, drop_intermediate=False)`, (0, 0) included.

use serde::{Deserialize, Serialize};

use super::order::{descending, tied};

/// One point of the ROC curve, at the end of a band of tied scores.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RocPoint {
    /// False positive rate: share of repayers scored `>= threshold`.
    pub fpr: f64,
    /// True positive rate: share of defaulters scored `>= threshold`.
    pub tpr: f64,
    /// The band's score: flag everyone scored at least this. `None` for the starting
    /// point (0, 0), where nobody is flagged (scikit-learn writes `inf` there).
    pub threshold: Option<f64>,
    /// Rows in this band (0 for the starting point).
    pub rows: usize,
    /// Defaulters in this band.
    pub defaults: usize,
}

/// Band-aware KS and where it is reached.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KsResult {
    /// `max |TPR − FPR|` over band ends; 0 when P = 0 or N = 0.
    pub ks: f64,
    /// (0, 0), then one point per band, highest score first. Empty when P = 0 or N = 0
    /// (the rates are undefined).
    pub roc: Vec<RocPoint>,
    /// Index into `roc` of the first band end (highest threshold) reaching `ks`.
    /// `None` when `roc` is empty.
    pub at: Option<usize>,
}

impl KsResult {
    /// The point where KS is reached, if any.
    pub fn point(&self) -> Option<&RocPoint> {
        self.at.and_then(|i| self.roc.get(i))
    }
}

/// Band-aware KS statistic; `labels[i]` is true for a defaulter.
///
/// Pairs are taken up to the shorter of the two slices. Never panics.
///
/// ```
/// use kind_scorecard::ks;
/// // one band 0.9 (a defaulter), one band 0.6 (two defaulters, one repayer), ...
/// let r = ks(&[0.9, 0.6, 0.6, 0.6, 0.3, 0.1], &[true, true, true, false, false, false]);
/// // ... after band 0.6: TPR 3/3, FPR 1/3, KS = 2/3
/// assert_eq!(r.ks, 1.0 - 1.0 / 3.0);
/// assert_eq!(r.point().unwrap().threshold, Some(0.6));
/// ```
pub fn ks(scores: &[f64], labels: &[bool]) -> KsResult {
    let n = scores.len().min(labels.len());
    let positives = labels[..n].iter().filter(|&&l| l).count();
    let negatives = n - positives;
    if positives == 0 || negatives == 0 {
        return KsResult { ks: 0.0, roc: Vec::new(), at: None };
    }
    let (p, q) = (positives as f64, negatives as f64);
    let order = descending(scores, n);
    let mut roc = vec![RocPoint { fpr: 0.0, tpr: 0.0, threshold: None, rows: 0, defaults: 0 }];
    let (mut tp, mut fp) = (0usize, 0usize);
    let (mut band_rows, mut band_defaults) = (0usize, 0usize);
    let mut best: Option<(f64, usize)> = None;
    for (k, &i) in order.iter().enumerate() {
        if labels[i] {
            tp += 1;
            band_defaults += 1;
        } else {
            fp += 1;
        }
        band_rows += 1;
        let band_ends = k + 1 == n || !tied(scores[order[k + 1]], scores[i]);
        if !band_ends {
            continue;
        }
        let tpr = tp as f64 / p;
        let fpr = fp as f64 / q;
        let gap = (tpr - fpr).abs();
        if best.is_none_or(|(b, _)| gap > b) {
            best = Some((gap, roc.len()));
        }
        roc.push(RocPoint { fpr, tpr, threshold: Some(scores[i]), rows: band_rows, defaults: band_defaults });
        band_rows = 0;
        band_defaults = 0;
    }
    let (ks, at) = best.map_or((0.0, None), |(g, i)| (g, Some(i)));
    KsResult { ks, roc, at }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_class_is_zero_and_empty() {
        let r = ks(&[0.1, 0.2], &[true, true]);
        assert_eq!((r.ks, r.roc.len(), r.at), (0.0, 0, None));
        let r = ks(&[], &[]);
        assert_eq!((r.ks, r.roc.len(), r.at), (0.0, 0, None));
    }

    #[test]
    fn all_tied_is_one_band() {
        let r = ks(&[0.5; 4], &[true, true, false, false]);
        assert_eq!(r.ks, 0.0);
        assert_eq!(r.roc.len(), 2);
        assert_eq!(r.at, Some(1));
        assert_eq!((r.roc[1].rows, r.roc[1].defaults), (4, 2));
    }
}
