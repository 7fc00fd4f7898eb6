//! Python-compatible rounding (spec §4).
//!
//! Python's `round(x, n)` rounds the **exact binary value** of `x` to `n` decimals,
//! ties to even, and returns the nearest double to that decimal. Rust's `{:.n}`
//! formatting (and [`crate::float::fixed`], its copy in wasm) also works from the exact binary value and breaks exact ties to even,
//! so formatting and parsing back reproduces Python bit for bit.
//!
//! ```
//! use pysem::round::{py_round, py_round_int};
//! assert_eq!(py_round(0.125, 2), 0.12);   // exact tie -> even
//! assert_eq!(py_round(0.375, 2), 0.38);
//! assert_eq!(py_round(2.675, 2), 2.67);   // 2.675 is really 2.67499999...
//! assert_eq!(py_round_int(2.5), Some(2));
//! assert_eq!(py_round_int(3.5), Some(4));
//! ```

/// `round(x, ndigits)` for a Python float. Non-finite values pass through, as in Python.
pub fn py_round(x: f64, ndigits: u32) -> f64 {
    if !x.is_finite() {
        return x;
    }
    // CPython returns x itself beyond NDIGITS_MAX = (53 - (-1021)) * 0.30103 = 323
    // decimals (no double has a nonzero digit past the 1074th, and none rounds there).
    if ndigits > 323 {
        return x;
    }
    let r = crate::float::parse(&crate::float::fixed(x, ndigits as usize)).unwrap_or(x);
    // Python keeps the sign of zero: round(-0.001, 2) == -0.0.
    if r == 0.0 {
        return 0.0_f64.copysign(x);
    }
    r
}

/// `round(x)` (no ndigits) for a Python float: an int, ties to even.
/// `None` for NaN or infinities (Python raises there).
pub fn py_round_int(x: f64) -> Option<i64> {
    if !x.is_finite() {
        return None;
    }
    let r = x.round_ties_even();
    if r.abs() >= 9.2e18 {
        return None;
    }
    Some(r as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_vectors() {
        assert_eq!(py_round(0.125, 2), 0.12);
        assert_eq!(py_round(0.375, 2), 0.38);
        assert_eq!(py_round(2.675, 2), 2.67);
        assert_eq!(py_round_int(2.5), Some(2));
        assert_eq!(py_round_int(3.5), Some(4));
        assert_eq!(py_round_int(-2.5), Some(-2));
        assert_eq!(py_round_int(0.5), Some(0));
        assert_eq!(py_round_int(1.5), Some(2));
    }

    #[test]
    fn more_python_values() {
        // Values checked in CPython 3.11.
        assert_eq!(py_round(1.00005, 4), 1.0001); // 1.00005 is 1.000050000000000105...
        assert_eq!(py_round(0.865552_f64, 6), 0.865552);
        assert_eq!(py_round(-0.355, 2), -0.35); // -0.35499999...
        assert_eq!(py_round(1.5, 0), 2.0);
        assert_eq!(py_round(0.5, 0), 0.0);
        assert_eq!(py_round(12345.6789, 4), 12345.6789);
        assert!(py_round(-0.00001, 2).is_sign_negative());
        assert_eq!(py_round(f64::INFINITY, 2), f64::INFINITY);
        assert_eq!(py_round_int(f64::NAN), None);
        // Tiny values at many decimals (CPython 3.12): not returned unchanged.
        assert_eq!(py_round(1.23456e-40, 42), 1.23e-40);
        assert_eq!(py_round(5e-324, 323), 0.0);
        assert_eq!(py_round(2.5e-323, 323), 2e-323);
        assert_eq!(py_round(5e-324, 324), 5e-324);
    }
}
