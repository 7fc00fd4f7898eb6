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

/// Indices `0..n` sorted ascending by score, ties kept in input order (stable).
pub(crate) fn ascending(scores: &[f64], n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    crate::sort::by(&mut order, |&a, &b| cmp_scores(scores[a], scores[b]));
    order
}

/// Indices `0..n` sorted descending by score, ties kept in input order (stable).
pub(crate) fn descending(scores: &[f64], n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    crate::sort::by(&mut order, |&a, &b| cmp_scores(scores[b], scores[a]));
    order
}

/// True when two scores are in the same tie block.
pub(crate) fn tied(a: f64, b: f64) -> bool {
    cmp_scores(a, b) == Ordering::Equal
}
