//! What costs a scorecard most (issue 16, the coach): the tie bands that cap its KS
//! (and what breaking each would give), and the rows whose order hurts its AUC most.
//!
//! Pure functions of the graded scores and labels (the merged frame's rows, as
//! [`super::grade`] scores them). "Breaking" a band means giving its defaulters a
//! score just above the band (half-way to the next higher score), so they rank above
//! its repayers; the KS and AUC it would give are computed by the grader's own
//! [`super::ks`] and [`super::auc`] on those scores.
//!
//! ```
//! use kind_scorecard::costs::what_costs_most;
//! // one band 0.6 holds two defaulters and a repayer: KS 2/3 and AUC 8/9
//! let c = what_costs_most(&[0.9, 0.6, 0.6, 0.6, 0.3, 0.1], &[true, true, true, false, false, false], 5);
//! assert_eq!(c.bands[0].score, 0.6);
//! assert_eq!((c.bands[0].ks_if_broken, c.bands[0].auc_if_broken), (1.0, 1.0));
//! // the tied repayer costs most: two defaulters tied with it count half each
//! assert_eq!((c.rows[0].row, c.rows[0].auc_loss), (3, 1.0 / 9.0));
//! assert_eq!(c.rows[1].auc_loss, 0.5 / 9.0); // a tied defaulter: half a repayer
//! ```

use serde::Serialize;

use super::order::{ascending, cmp_scores, tied};
use super::{auc, ks};

/// A band of tied scores holding both classes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TieBand {
    pub score: f64,
    pub rows: usize,
    pub defaulters: usize,
    pub repayers: usize,
    /// KS and AUC with the band's defaulters ranked above its repayers.
    pub ks_if_broken: f64,
    pub auc_if_broken: f64,
    /// Gains over the scores as they are.
    pub ks_gain: f64,
    pub auc_gain: f64,
}

/// A row's share of the AUC lost: for a defaulter, the repayers scored above it (a tied
/// one counts half), over P·N; for a repayer, the defaulters scored below it. The
/// defaulters' shares sum to `1 − AUC`, and so do the repayers'.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CostlyRow {
    /// The row's index in the scores given.
    pub row: usize,
    pub defaulter: bool,
    pub score: f64,
    pub auc_loss: f64,
}

/// Bands and rows, costliest first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScorecardCosts {
    pub auc: f64,
    pub ks: f64,
    /// Mixed tie bands, by KS gain then AUC gain (at most `top`).
    pub bands: Vec<TieBand>,
    /// Rows by AUC loss (at most `top`; rows that cost nothing are left out).
    pub rows: Vec<CostlyRow>,
}

/// See the module docs. Pairs are taken up to the shorter slice; never panics.
pub fn what_costs_most(scores: &[f64], labels: &[bool], top: usize) -> ScorecardCosts {
    let n = scores.len().min(labels.len());
    let (scores, labels) = (&scores[..n], &labels[..n]);
    let base_auc = auc(scores, labels);
    let base_ks = ks(scores, labels).ks;
    let order = ascending(scores, n);
    let p = labels.iter().filter(|&&l| l).count();
    let q = n - p;
    // Blocks of tied scores, ascending: (start, end) in `order`.
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < n {
        let mut j = i + 1;
        while j < n && tied(scores[order[i]], scores[order[j]]) {
            j += 1;
        }
        blocks.push((i, j));
        i = j;
    }
    let mut bands = Vec::new();
    for (b, &(i, j)) in blocks.iter().enumerate() {
        let pos = order[i..j].iter().filter(|&&r| labels[r]).count();
        let neg = (j - i) - pos;
        let s = scores[order[i]];
        if pos == 0 || neg == 0 || !s.is_finite() {
            continue;
        }
        let above = blocks.get(b + 1).map(|&(k, _)| scores[order[k]]).filter(|x| x.is_finite()).unwrap_or(s + 1.0);
        let lifted = s + (above - s) / 2.0;
        if cmp_scores(lifted, s).is_le() || cmp_scores(lifted, above).is_ge() {
            continue; // no float between the two bands
        }
        let mut broken = scores.to_vec();
        for &r in &order[i..j] {
            if labels[r] {
                broken[r] = lifted;
            }
        }
        let (k, a) = (ks(&broken, labels).ks, auc(&broken, labels));
        bands.push(TieBand {
            score: s,
            rows: j - i,
            defaulters: pos,
            repayers: neg,
            ks_if_broken: k,
            auc_if_broken: a,
            ks_gain: k - base_ks,
            auc_gain: a - base_auc,
        });
    }
    bands.sort_by(|x, y| y.ks_gain.total_cmp(&x.ks_gain).then(y.auc_gain.total_cmp(&x.auc_gain)).then(x.score.total_cmp(&y.score)));
    bands.truncate(top);

    let mut rows = Vec::new();
    if p > 0 && q > 0 {
        let pairs = (p * q) as f64;
        let (mut pos_below, mut neg_below) = (0usize, 0usize);
        for &(i, j) in &blocks {
            let pos = order[i..j].iter().filter(|&&r| labels[r]).count();
            let neg = (j - i) - pos;
            for &r in &order[i..j] {
                let lost = if labels[r] { (q - neg_below - neg) as f64 + 0.5 * neg as f64 } else { pos_below as f64 + 0.5 * pos as f64 };
                if lost > 0.0 {
                    rows.push(CostlyRow { row: r, defaulter: labels[r], score: scores[r], auc_loss: lost / pairs });
                }
            }
            pos_below += pos;
            neg_below += neg;
        }
    }
    rows.sort_by(|x, y| y.auc_loss.total_cmp(&x.auc_loss).then(x.row.cmp(&y.row)));
    rows.truncate(top);
    ScorecardCosts { auc: base_auc, ks: base_ks, bands, rows }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lcg(seed: &mut u64) -> f64 {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (*seed >> 11) as f64 / (1u64 << 53) as f64
    }

    #[test]
    fn row_losses_sum_to_the_auc_lost_and_bands_break_exactly() {
        let mut seed = 31;
        for trial in 0..40 {
            let n = 20 + trial * 7;
            // Scores on a coarse grid: many mixed tie bands.
            let scores: Vec<f64> = (0..n).map(|_| (lcg(&mut seed) * 8.0).floor() / 8.0).collect();
            let labels: Vec<bool> = scores.iter().map(|&s| lcg(&mut seed) < 0.2 + 0.6 * s).collect();
            let c = what_costs_most(&scores, &labels, usize::MAX);
            let (pos, neg): (Vec<&CostlyRow>, Vec<&CostlyRow>) = c.rows.iter().partition(|r| r.defaulter);
            let lost = 1.0 - c.auc;
            assert!((pos.iter().map(|r| r.auc_loss).sum::<f64>() - lost).abs() < 1e-12, "trial {trial}");
            assert!((neg.iter().map(|r| r.auc_loss).sum::<f64>() - lost).abs() < 1e-12, "trial {trial}");
            for b in &c.bands {
                // Breaking a band orders its pairs rightly: the AUC gains half of each.
                let want = 0.5 * (b.defaulters * b.repayers) as f64 / c.rows_pairs(&labels);
                assert!((b.auc_gain - want).abs() < 1e-12, "trial {trial}: {b:?}");
                assert!(b.ks_gain >= -1e-15, "trial {trial}: {b:?}");
            }
            assert!(c.bands.windows(2).all(|w| w[0].ks_gain >= w[1].ks_gain));
        }
    }

    impl ScorecardCosts {
        fn rows_pairs(&self, labels: &[bool]) -> f64 {
            let p = labels.iter().filter(|&&l| l).count();
            (p * (labels.len() - p)) as f64
        }
    }
}
