//! AUC and band-aware KS (spec §2) on cases small enough to compute by hand.
//! Each expected value is derived in the comment above it.

use grader::scorecard::{auc, ks, RocPoint};

fn labels(bits: &[u8]) -> Vec<bool> {
    bits.iter().map(|&b| b == 1).collect()
}

/// KS as if every row were a cut point (tie bands split in file order): what the
/// spec forbids. Only here to show that ours differs from it.
fn ks_split_by_row(scores: &[f64], labels: &[bool]) -> f64 {
    let p = labels.iter().filter(|&&l| l).count() as f64;
    let n = labels.len() as f64 - p;
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by(|&a, &b| scores[b].partial_cmp(&scores[a]).unwrap());
    let (mut tp, mut fp, mut best) = (0.0, 0.0, 0.0_f64);
    for i in order {
        if labels[i] {
            tp += 1.0
        } else {
            fp += 1.0
        }
        best = best.max((tp / p - fp / n).abs());
    }
    best
}

#[test]
fn four_distinct_scores() {
    // scores 0.1 0.4 0.35 0.8, defaulters are the last two.
    // Ascending: 0.1 (r1) 0.35 (r2, D) 0.4 (r3) 0.8 (r4, D); Σ = 2 + 4 = 6;
    // AUC = (6 - 2·3/2) / (2·2) = 3/4.
    let (s, y) = ([0.1, 0.4, 0.35, 0.8], labels(&[0, 0, 1, 1]));
    assert_eq!(auc(&s, &y), 0.75);
    // Descending: 0.8 D -> (tpr 1/2, fpr 0) |.| = 1/2; 0.4 -> (1/2, 1/2) 0;
    // 0.35 D -> (1, 1/2) 1/2; 0.1 -> (1, 1) 0. KS = 1/2, first reached at 0.8.
    let r = ks(&s, &y);
    assert_eq!(r.ks, 0.5);
    assert_eq!(r.at, Some(1));
    assert_eq!(r.point().unwrap().threshold, Some(0.8));
    let tpr: Vec<f64> = r.roc.iter().map(|p| p.tpr).collect();
    let fpr: Vec<f64> = r.roc.iter().map(|p| p.fpr).collect();
    assert_eq!(tpr, [0.0, 0.5, 0.5, 1.0, 1.0]);
    assert_eq!(fpr, [0.0, 0.0, 0.5, 0.5, 1.0]);
}

#[test]
fn perfect_and_worst() {
    // All defaulters above all repayers: every pair right, AUC 1, KS 1.
    let y = labels(&[1, 1, 0, 0, 0]);
    let s = [0.9, 0.8, 0.3, 0.2, 0.1];
    assert_eq!(auc(&s, &y), 1.0);
    assert_eq!(ks(&s, &y).ks, 1.0);
    // Reversed: every pair wrong, AUC 0; KS still 1 (|0 - 1| after the repayers).
    let r: Vec<f64> = s.iter().map(|x| 1.0 - x).collect();
    assert_eq!(auc(&r, &y), 0.0);
    assert_eq!(ks(&r, &y).ks, 1.0);
}

#[test]
fn ties_get_average_ranks() {
    // scores 0.9 0.6 0.6 0.6 0.3 0.1, defaulters: 0.9 and two of the three 0.6.
    // Ascending: 0.1 r1, 0.3 r2, the 0.6 block at positions 2..=4 gets (2+4)/2+1 = 4,
    // 0.9 r6. Σ defaulters = 4 + 4 + 6 = 14; AUC = (14 - 6) / (3·3) = 8/9.
    // By pairs: 0.9 beats 3 repayers (3); each 0.6 beats 2 and ties 1 (2.5 each): 8.
    let s = [0.9, 0.6, 0.6, 0.6, 0.3, 0.1];
    let y = labels(&[1, 1, 1, 0, 0, 0]);
    assert_eq!(auc(&s, &y), 8.0 / 9.0);
}

#[test]
fn band_aware_vs_split_by_row() {
    // Same six rows. Bands, descending:
    //   0.9 {D}        -> tpr 1/3, fpr 0    |.| = 1/3
    //   0.6 {D, D, R}  -> tpr 3/3, fpr 1/3  |.| = 2/3   <- KS, computed as 1 - 1/3
    //   0.3 {R}        -> tpr 1,   fpr 2/3  |.| = 1/3
    //   0.1 {R}        -> (1, 1)            0
    let s = [0.9, 0.6, 0.6, 0.6, 0.3, 0.1];
    let y = labels(&[1, 1, 1, 0, 0, 0]);
    let ours = ks(&s, &y);
    assert_eq!(ours.ks, 1.0 - 1.0 / 3.0);
    assert_eq!(ours.roc.len(), 5); // (0,0) + 4 bands
    assert_eq!(ours.at, Some(2));
    assert_eq!(ours.roc[2], RocPoint { fpr: 1.0 / 3.0, tpr: 1.0, threshold: Some(0.6), rows: 3, defaults: 2 });
    // Split by row with the band written D, D, R: after the second D the cut is
    // (3/3, 0), |.| = 1, a point inside the band that no threshold can produce.
    assert_eq!(ks_split_by_row(&s, &y), 1.0);
    // Written R, D, D instead, the row split gives 2/3: it depends on row order.
    // Band-aware KS does not.
    let s2 = [0.9, 0.6, 0.6, 0.6, 0.3, 0.1];
    let y2 = labels(&[1, 0, 1, 1, 0, 0]);
    assert_eq!(ks_split_by_row(&s2, &y2), 1.0 - 1.0 / 3.0);
    assert_eq!(ks(&s2, &y2).ks, ours.ks);
    assert_eq!(auc(&s2, &y2), auc(&s, &y));
}

#[test]
fn all_tied_is_one_band() {
    // One band holding everyone: the only cut is (1, 1), KS 0. Every rank is 2.5:
    // AUC = (2.5 + 2.5 - 3) / (2·2) = 1/2. Split by row (D, D, R, R) would say KS 1.
    let s = [0.3; 4];
    let y = labels(&[1, 1, 0, 0]);
    assert_eq!(auc(&s, &y), 0.5);
    let r = ks(&s, &y);
    assert_eq!(r.ks, 0.0);
    assert_eq!(r.roc.len(), 2);
    assert_eq!(ks_split_by_row(&s, &y), 1.0);
}

#[test]
fn inverted_model_keeps_ks_and_loses_auc() {
    // 1 - s of the tied case: 0.1 0.4 0.4 0.4 0.7 0.9, same labels.
    // Ascending: 0.1 D r1, 0.4 block at 1..=3 gets 3, 0.7 r5, 0.9 r6.
    // Σ defaulters = 1 + 3 + 3 = 7; AUC = (7 - 6) / 9 = 1/9 < 0.5.
    // Descending: 0.9 R (0, 1/3); 0.7 R (0, 2/3) |.| = 2/3 <- KS; 0.4 {D,D,R} (2/3, 1)
    // 1/3; 0.1 D (1, 1) 0. Same KS as the model the right way round.
    let s: Vec<f64> = [0.9, 0.6, 0.6, 0.6, 0.3, 0.1].iter().map(|x| 1.0 - x).collect();
    let y = labels(&[1, 1, 1, 0, 0, 0]);
    assert_eq!(auc(&s, &y), 1.0 / 9.0);
    let r = ks(&s, &y);
    assert_eq!(r.ks, 2.0 / 3.0);
    assert_eq!(r.point().unwrap().tpr, 0.0);
    // Rounded, the two KS agree (1 - 1/3 and 2/3 differ in the last bit only).
    assert_eq!(grader::round::py_round(r.ks, 6), grader::round::py_round(1.0 - 1.0 / 3.0, 6));
}

#[test]
fn one_class_gives_zero() {
    let s = [0.1, 0.5, 0.9];
    for y in [labels(&[1, 1, 1]), labels(&[0, 0, 0])] {
        assert_eq!(auc(&s, &y), 0.0);
        let r = ks(&s, &y);
        assert_eq!((r.ks, r.roc.len(), r.at), (0.0, 0, None));
    }
    assert_eq!(auc(&[], &[]), 0.0);
    assert_eq!(ks(&[], &[]).ks, 0.0);
}

#[test]
fn signed_zero_is_one_band() {
    // -0.0 == 0.0: one band {D, R} then 0.5 {R}. Ranks: 0-block 1.5, 0.5 -> 3.
    // AUC = (1.5 - 1) / (1·2) = 1/4. KS: band 0.5 (0, 1/2) 1/2; band 0 (1, 1) 0.
    let s = [0.0, -0.0, 0.5];
    let y = labels(&[1, 0, 0]);
    assert_eq!(auc(&s, &y), 0.25);
    let r = ks(&s, &y);
    assert_eq!(r.ks, 0.5);
    assert_eq!(r.roc.len(), 3);
}

#[test]
fn order_of_rows_does_not_matter() {
    let s = [0.2, 0.7, 0.7, 0.1, 0.9, 0.2, 0.4, 0.7];
    let y = labels(&[0, 1, 0, 0, 1, 1, 0, 1]);
    let (a, k) = (auc(&s, &y), ks(&s, &y).ks);
    let mut idx: Vec<usize> = (0..s.len()).collect();
    for shift in 1..s.len() {
        idx.rotate_left(1);
        idx.swap(0, shift % s.len());
        let s2: Vec<f64> = idx.iter().map(|&i| s[i]).collect();
        let y2: Vec<bool> = idx.iter().map(|&i| y[i]).collect();
        assert_eq!(auc(&s2, &y2), a);
        assert_eq!(ks(&s2, &y2).ks, k);
    }
}

#[test]
fn mismatched_lengths_and_nan_do_not_panic() {
    assert_eq!(auc(&[0.1, 0.9, 0.5], &[false, true]), 1.0);
    assert_eq!(ks(&[0.1, 0.9], &[false, true, true]).ks, 1.0);
    let r = ks(&[f64::NAN, 0.3, f64::NAN, 0.2], &[true, false, true, false]);
    assert!(r.ks.is_finite());
}
