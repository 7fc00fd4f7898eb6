//! The one ordering every metric uses: numeric order, `-0.0 == 0.0`, NaN last.
//!
//! Graded scores are always finite (the checks reject the rest), but [`super::auc`] and
//! [`super::ks`] are public and must not panic on any input, so NaN gets a place too:
//! after every number, all NaNs tied with each other. This is a total preorder, so
//! `sort_by` is well defined and stable.

use std::cmp::Ordering;

/// Compare two scores: `partial_cmp` where it answers, NaN after everything else.
pub(crate) fn cmp_scores(a: f64, b: f64) -> Ordering {
    a.partial_cmp(&b).unwrap_or_else(|| a.is_nan().cmp(&b.is_nan()))
}

/// A score's place in [`cmp_scores`]'s order as an integer: equal keys exactly for tied
/// scores (`-0.0` is `0.0`, every NaN one key, the largest).
fn sort_key(x: f64) -> u64 {
    if x.is_nan() {
        return u64::MAX;
    }
    // `+ 0.0` makes -0 into 0; then the usual flip of a double's bits into unsigned order.
    let b = (x + 0.0).to_bits();
    if b >> 63 == 1 {
        !b
    } else {
        b | 1 << 63
    }
}

/// `0..n` sorted by `key(score)` then index: a stable sort's result, from an unstable
/// sort of (key, index) pairs (no comparator reading the scores through indices).
fn sorted_by_key(scores: &[f64], n: usize, key: impl Fn(f64) -> u64) -> Vec<usize> {
    let mut keyed: Vec<(u64, usize)> = scores[..n.min(scores.len())].iter().enumerate().map(|(i, &x)| (key(x), i)).collect();
    // Every (key, index) pair differs: an unstable sort has one answer (pysem's sort:
    // one copy of the code on wasm).
    crate::sort::unstable_by(&mut keyed, |a, b| a.cmp(b));
    keyed.into_iter().map(|(_, i)| i).collect()
}

/// Indices `0..n` sorted ascending by score, ties kept in input order (stable).
pub(crate) fn ascending(scores: &[f64], n: usize) -> Vec<usize> {
    sorted_by_key(scores, n, sort_key)
}

/// Indices `0..n` sorted descending by score, ties kept in input order (stable).
pub(crate) fn descending(scores: &[f64], n: usize) -> Vec<usize> {
    sorted_by_key(scores, n, |x| !sort_key(x))
}

/// True when two scores are in the same tie block.
pub(crate) fn tied(a: f64, b: f64) -> bool {
    cmp_scores(a, b) == Ordering::Equal
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keyed sorts give the stable comparator sorts' orders: ties (`-0.0` and `0.0`,
    /// NaNs) in input order, infinities, subnormals.
    #[test]
    fn keyed_sorts_are_the_stable_comparator_sorts() {
        let mut seed = 49u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            seed >> 33
        };
        let odd = [0.0, -0.0, f64::NAN, -f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 5e-324, -5e-324, 1.0, -1.0, 0.5];
        for trial in 0..200 {
            let n = (next() % 60) as usize;
            let scores: Vec<f64> =
                (0..n).map(|_| if next() % 3 == 0 { odd[(next() % 11) as usize] } else { (next() % 7) as f64 / 4.0 - 0.5 }).collect();
            let mut up: Vec<usize> = (0..n).collect();
            up.sort_by(|&a, &b| cmp_scores(scores[a], scores[b]));
            let mut down: Vec<usize> = (0..n).collect();
            down.sort_by(|&a, &b| cmp_scores(scores[b], scores[a]));
            assert_eq!(ascending(&scores, n), up, "trial {trial}: {scores:?}");
            assert_eq!(descending(&scores, n), down, "trial {trial}: {scores:?}");
        }
    }
}
