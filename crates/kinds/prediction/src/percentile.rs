//! `np.percentile(np.abs(p - t), q)` as numpy 1.26.4 computes it (the default `linear`
//! method, FDE-Bench 004's p95 and p99):
//!
//! - the quantile is `q / 100` in float64, the virtual index `(n - 1) * quantile`;
//! - below it `floor(index)`, above it the next value, of the sorted values; an index
//!   at or past the last position takes the last value twice, with the weight
//!   `index + 1` (numpy subtracts the index -1);
//! - the interpolation is numpy's `_lerp`: `a + (b - a) * g` when `g < 0.5`, else
//!   `b - (b - a) * (1 - g)` (so an infinite neighbour gives inf or NaN as IEEE says);
//! - a NaN anywhere sorts last and makes the result NaN;
//! - no value at all raises IndexError (numpy indexes the empty array).

/// Why numpy raises on an empty array.
pub(crate) const EMPTY: &str = "IndexError: index -1 is out of bounds for axis 0 with size 0 (np.percentile of no rows)";

/// `np.percentile(xs, q)` (linear); `Err` when numpy raises.
pub(crate) fn percentile(xs: &[f64], q: f64) -> Result<f64, &'static str> {
    let n = xs.len();
    if n == 0 {
        return Err(EMPTY);
    }
    if xs.iter().any(|x| x.is_nan()) {
        return Ok(f64::NAN);
    }
    let quantile = q / 100.0;
    let index = (n - 1) as f64 * quantile;
    // _get_indexes: floor and floor + 1; at or past the last position both are -1 (the
    // last value), below 0 both are 0.
    let (prev, next, prev_as_float) = if index >= (n - 1) as f64 {
        (n - 1, n - 1, -1.0)
    } else if index < 0.0 {
        (0, 0, 0.0)
    } else {
        let f = index.floor();
        (f as usize, f as usize + 1, f)
    };
    let gamma = index - prev_as_float;
    // The two sorted values needed, selected rather than sorting every value: in a total
    // order the value at a sorted position is one number, whichever sort finds it.
    let mut values = xs.to_vec();
    #[cfg(not(target_arch = "wasm32"))]
    let (below, above) = {
        let (_, &mut below, rest) = values.select_nth_unstable_by(prev, f64::total_cmp);
        (below, if next == prev { below } else { rest.iter().copied().min_by(f64::total_cmp).unwrap_or(below) })
    };
    // On wasm, pysem's one sort (no second algorithm's code in the page).
    #[cfg(target_arch = "wasm32")]
    let (below, above) = {
        crate::sort::by(&mut values, f64::total_cmp);
        (values[prev], values[next])
    };
    Ok(lerp(below, above, gamma))
}

/// numpy's `_lerp(a, b, t)`.
fn lerp(a: f64, b: f64, t: f64) -> f64 {
    let diff = b - a;
    if t >= 0.5 {
        b - diff * (1.0 - t)
    } else {
        a + diff * t
    }
}

/// `np.percentile(np.abs(p - t), q)`.
pub(crate) fn abs_err_percentile(t: &[f64], p: &[f64], q: f64) -> Result<f64, &'static str> {
    let errs: Vec<f64> = t.iter().zip(p).map(|(&a, &b)| (b - a).abs()).collect();
    percentile(&errs, q)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn as_numpy_1_26_4() {
        // Values printed by numpy 1.26.4 (np.percentile(..., q), repr).
        assert_eq!(percentile(&[1.0, 2.0, 3.0, 4.0], 95.0), Ok(3.8499999999999996));
        assert_eq!(percentile(&[4.0, 1.0, 3.0, 2.0], 99.0), Ok(3.9699999999999998));
        assert_eq!(percentile(&[0.1, 0.7, 0.2], 95.0), Ok(0.6499999999999999));
        assert_eq!(percentile(&[5.0], 95.0), Ok(5.0));
        assert_eq!(percentile(&[1.0, 2.0], 100.0), Ok(2.0));
        assert_eq!(percentile(&[1.0, 2.0], 0.0), Ok(1.0));
        // An infinite neighbour: inf - inf and inf * 0 are NaN, as in numpy.
        assert!(percentile(&[1.0, f64::INFINITY], 95.0).unwrap().is_nan());
        assert!(percentile(&[f64::INFINITY], 95.0).unwrap().is_nan());
        assert!(percentile(&[1.0, 2.0, f64::INFINITY], 50.0).unwrap().is_nan());
        assert_eq!(percentile(&[1.0, 2.0, f64::INFINITY], 60.0), Ok(f64::INFINITY));
        assert!(percentile(&[1.0, 2.0, f64::INFINITY], 75.0).unwrap().is_nan());
        assert!(percentile(&[1.0, f64::NAN], 50.0).unwrap().is_nan());
        assert_eq!(percentile(&[], 95.0), Err(EMPTY));
    }

    /// Selected or sorted, the same bits: random values with ties, zeros of both signs
    /// and infinities, at every q of a grid.
    #[test]
    fn selected_as_sorted() {
        let mut seed = 4u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            seed >> 33
        };
        let odd = [0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, 1e-300, 7.0];
        for trial in 0..400 {
            let n = 1 + (next() % 40) as usize;
            let xs: Vec<f64> =
                (0..n).map(|_| if next() % 5 == 0 { odd[(next() % 6) as usize] } else { (next() % 9) as f64 / 8.0 }).collect();
            let mut sorted = xs.clone();
            sorted.sort_by(f64::total_cmp);
            for q in [0.0, 1.0, 25.0, 50.0, 95.0, 99.0, 99.9, 100.0] {
                let index = (n - 1) as f64 * (q / 100.0);
                let want = if index >= (n - 1) as f64 {
                    lerp(sorted[n - 1], sorted[n - 1], index + 1.0)
                } else {
                    let f = index.floor();
                    lerp(sorted[f as usize], sorted[f as usize + 1], index - f)
                };
                assert_eq!(percentile(&xs, q).unwrap().to_bits(), want.to_bits(), "trial {trial} q {q}: {xs:?}");
            }
        }
    }
}
