//! AUC with average ranks for ties (spec §2).
//!
//! ## What it computes
//! The Mann–Whitney form of the area under the ROC curve: sort ascending (stable); a
//! block of tied scores at sorted positions `i..=j` (0-based) gets the rank
//! `(i + j) / 2 + 1`; then
//! `AUC = (Σ ranks of defaulters − P(P+1)/2) / (P·N)`.
//! It is 0 when there are no defaulters (P = 0) or no repayers (N = 0).
//!
//! ## Why this form
//! It is the server's formula. The ranks are half-integers, so their sum is exact in
//! `f64` (below 2^53), and the result is one correctly rounded division: the value is
//! the same bit for bit whatever order the rows come in. scikit-learn's trapezoid rule
//! agrees to ~1e-16 (checked by `peers/scorecard_peer.py`).

use super::order::{ascending, tied};

/// Area under the ROC curve; `labels[i]` is true for a defaulter.
///
/// Pairs are taken up to the shorter of the two slices. Returns 0.0 when either class
/// is empty. Never panics (NaN scores sort after all numbers and tie with each other).
///
/// ```
/// use kind_scorecard::auc;
/// // ranks 1, 3, 2, 4; defaulters hold 2 + 4 = 6; (6 − 3) / (2·2) = 0.75
/// assert_eq!(auc(&[0.1, 0.4, 0.35, 0.8], &[false, false, true, true]), 0.75);
/// ```
pub fn auc(scores: &[f64], labels: &[bool]) -> f64 {
    let n = scores.len().min(labels.len());
    let positives = labels[..n].iter().filter(|&&l| l).count();
    let negatives = n - positives;
    if positives == 0 || negatives == 0 {
        return 0.0;
    }
    let ranks = average_ranks(scores, n);
    // Σ ranks of defaulters, left to right in input order (exact: half-integers).
    let mut rank_sum = 0.0_f64;
    for (rank, &is_default) in ranks.iter().zip(&labels[..n]) {
        if is_default {
            rank_sum += rank;
        }
    }
    let p = positives as f64;
    let q = negatives as f64;
    (rank_sum - p * (p + 1.0) / 2.0) / (p * q)
}

/// AUC as the server computes it when some labels are neither 1 nor 0
/// (`classes[i]`: `Some(true)` a defaulter, `Some(false)` a repayer, `None` neither):
/// every row is ranked, P and N count the two classes, and the defaulters' rank sum
/// goes into the same formula. Equal to [`auc`] when every row has a class.
#[cfg(test)]
pub(crate) fn auc_classes(scores: &[f64], classes: &[Option<bool>]) -> f64 {
    let n = scores.len().min(classes.len());
    auc_classes_in(scores, classes, &ascending(scores, n))
}

/// [`auc_classes`] with `order`, the rows `0..n` in [`ascending`] order: one pass over
/// its blocks of ties, each adding its rank times its defaulters (the sum is of
/// half-integers below 2^53, exact in any order: the same bits as summing row by row).
pub(crate) fn auc_classes_in(scores: &[f64], classes: &[Option<bool>], order: &[usize]) -> f64 {
    let n = order.len();
    let positives = classes[..n].iter().filter(|&&c| c == Some(true)).count();
    let negatives = classes[..n].iter().filter(|&&c| c == Some(false)).count();
    if positives == 0 || negatives == 0 {
        return 0.0;
    }
    let mut rank_sum = 0.0_f64;
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && tied(scores[order[j + 1]], scores[order[i]]) {
            j += 1;
        }
        let defaulters = order[i..=j].iter().filter(|&&k| classes[k] == Some(true)).count();
        rank_sum += ((i + j) as f64 / 2.0 + 1.0) * defaulters as f64;
        i = j + 1;
    }
    let p = positives as f64;
    let q = negatives as f64;
    (rank_sum - p * (p + 1.0) / 2.0) / (p * q)
}

/// 1-based average ranks of `scores[..n]`, in input order.
pub(crate) fn average_ranks(scores: &[f64], n: usize) -> Vec<f64> {
    let order = ascending(scores, n);
    let mut ranks = vec![0.0; n];
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j + 1 < n && tied(scores[order[j + 1]], scores[order[i]]) {
            j += 1;
        }
        let rank = (i + j) as f64 / 2.0 + 1.0;
        for &k in &order[i..=j] {
            ranks[k] = rank;
        }
        i = j + 1;
    }
    ranks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_average_over_ties() {
        // sorted: 0.1 | 0.5 0.5 0.5 | 0.9 -> ranks 1 | 3 3 3 | 5
        assert_eq!(average_ranks(&[0.5, 0.1, 0.5, 0.9, 0.5], 5), vec![3.0, 1.0, 3.0, 5.0, 3.0]);
    }

    #[test]
    fn negative_zero_ties_with_zero() {
        assert_eq!(average_ranks(&[0.0, -0.0], 2), vec![1.5, 1.5]);
    }

    #[test]
    fn rows_of_neither_class_are_ranked() {
        // numpy: ranks of [0.1, 0.2, 0.3, 0.4] are 1..4; y = [1, 2, 0, 1]: P = 2, N = 1,
        // (1 + 4 - 3) / 2 = 1.0 (the `2` row lifts the last defaulter's rank).
        let c = [Some(true), None, Some(false), Some(true)];
        assert_eq!(auc_classes(&[0.1, 0.2, 0.3, 0.4], &c), 1.0);
        let s = [0.1, 0.4, 0.35, 0.8];
        let l = [false, false, true, true];
        let c: Vec<Option<bool>> = l.iter().map(|&b| Some(b)).collect();
        assert_eq!(auc_classes(&s, &c), auc(&s, &l));
    }

    /// The one-pass sum over blocks is the row-by-row sum of average ranks, bit for bit.
    #[test]
    fn block_sums_are_the_rank_sums() {
        let mut seed = 7u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            seed >> 33
        };
        for trial in 0..300 {
            let n = 2 + (next() % 200) as usize;
            let scores: Vec<f64> = (0..n).map(|_| (next() % 13) as f64 / 12.0 - if next() % 9 == 0 { 1.0 } else { 0.0 }).collect();
            let classes: Vec<Option<bool>> = (0..n).map(|_| [Some(true), Some(false), Some(false), None][(next() % 4) as usize]).collect();
            let ranks = average_ranks(&scores, n);
            let (p, q) =
                (classes.iter().filter(|&&c| c == Some(true)).count() as f64, classes.iter().filter(|&&c| c == Some(false)).count() as f64);
            let sum: f64 = ranks.iter().zip(&classes).filter(|(_, &c)| c == Some(true)).map(|(r, _)| r).sum();
            let want = if p == 0.0 || q == 0.0 { 0.0 } else { (sum - p * (p + 1.0) / 2.0) / (p * q) };
            assert_eq!(auc_classes(&scores, &classes).to_bits(), want.to_bits(), "trial {trial}");
        }
    }

    #[test]
    fn nan_does_not_panic() {
        let a = auc(&[f64::NAN, 0.2, f64::NAN, 0.1], &[true, false, false, true]);
        assert!(a.is_finite());
    }
}
