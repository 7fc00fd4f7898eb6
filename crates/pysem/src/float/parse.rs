//! `str::parse::<f64>` without the standard library's tables: the same grammar, the
//! same correctly rounded result, in three steps from fast to exact.
//!
//! 1. Clinger's fast path: a mantissa below 2^53 and a power of ten up to 10^22 are
//!    both exact doubles, and one IEEE multiply or divide rounds correctly.
//! 2. A `u128` path for mantissas below 2^64 and exponents within ±27: `w·5^q` is an
//!    exact `u128` (`5^27 < 2^63`); for `w / 10^d`, a float guess is stepped to the
//!    right double by exact comparisons with the midpoints between neighbours (products
//!    only: a `u128` division is a slow library call in wasm). A longer mantissa is
//!    truncated to 19 digits `w`: when `w` and `w + 1` round to the same double, so
//!    does every value between them. This covers nearly all real inputs (17-digit
//!    probabilities).
//! 3. Otherwise, exact big-integer division. Significant digits beyond the 800th are
//!    replaced by one nonzero "sticky" digit: a halfway point between two doubles has
//!    fewer than 770 significant digits, so the truncated value rounds the same way.
//!
//! The exponent saturates as the standard library's does (digits stop counting once
//! it reaches 65,536), so `1e99999999999999999999` is infinity, never an overflow.

use core::cmp::Ordering;

use super::big::Big;

/// `s.parse::<f64>().ok()`, bit for bit (NaN with the sign of `-nan` too).
pub fn parse(s: &str) -> Option<f64> {
    let b = s.as_bytes();
    let (neg, body) = match b.first() {
        Some(b'-') => (true, &b[1..]),
        Some(b'+') => (false, &b[1..]),
        _ => (false, b),
    };
    let v = match plain(body) {
        Some(v) => v,
        None => match Decimal::read(body) {
            Some(d) => d.value(),
            None => special(body)?,
        },
    };
    Some(if neg { -v } else { v })
}

/// The common case first: at most 19 digits with an optional point, no exponent
/// (`116.412345`, `0.12345678901234567`), by the first two paths. `None` for anything
/// else, which [`Decimal`] then reads in full.
fn plain(b: &[u8]) -> Option<f64> {
    let (mut w, mut digits, mut frac, mut point) = (0u64, 0u32, 0i64, false);
    for &c in b {
        if c.is_ascii_digit() {
            if digits == 19 {
                return None;
            }
            w = 10 * w + (c - b'0') as u64;
            digits += (w != 0) as u32; // leading zeros do not count
            frac += point as i64;
        } else if c == b'.' && !point {
            point = true;
        } else {
            return None;
        }
    }
    if b.len() == point as usize {
        return None; // "" or "."
    }
    if w == 0 {
        return Some(0.0);
    }
    clinger(w, -frac).or_else(|| small(w, -frac))
}

/// `inf`, `infinity` or `nan`, in any ASCII case.
fn special(b: &[u8]) -> Option<f64> {
    if b.eq_ignore_ascii_case(b"inf") || b.eq_ignore_ascii_case(b"infinity") {
        Some(f64::INFINITY)
    } else if b.eq_ignore_ascii_case(b"nan") {
        Some(f64::NAN)
    } else {
        None
    }
}

/// A number as written, read in one pass: its first 19 significant digits `w`, how many
/// significant digits follow them, and where the point is.
struct Decimal<'a> {
    /// The integer and fraction digits as written (a '.' may be among them), for the
    /// exact path.
    digits: &'a [u8],
    /// The written value is `digits · 10^exp10` (the point removed).
    exp10: i64,
    /// The first 19 significant digits (leading zeros skipped) and how many there are.
    w: u64,
    taken: i64,
    /// Significant digits after those 19, and whether any of them is not 0.
    after: i64,
    nonzero_after: bool,
}

const MAX_DIGITS: usize = 800;

impl<'a> Decimal<'a> {
    /// `Digit+ ('.' Digit*)? | '.' Digit+`, then `([eE] [+-]? Digit+)?`, to the end.
    fn read(b: &'a [u8]) -> Option<Decimal<'a>> {
        let mut d = Decimal { digits: b, exp10: 0, w: 0, taken: 0, after: 0, nonzero_after: false };
        let mut i = d.scan(b, 0);
        let int = i;
        let mut frac = 0;
        if b.get(i) == Some(&b'.') {
            i = d.scan(b, i + 1);
            frac = i - int - 1;
        }
        if int + frac == 0 {
            return None;
        }
        d.digits = &b[..i];
        let mut exp = 0i64;
        if matches!(b.get(i), Some(b'e' | b'E')) {
            i += 1;
            let neg = b.get(i) == Some(&b'-');
            if matches!(b.get(i), Some(b'+' | b'-')) {
                i += 1;
            }
            let start = i;
            while let Some(c @ b'0'..=b'9') = b.get(i).copied() {
                // As the standard library: stop accumulating well before overflow.
                if exp < 0x10000 {
                    exp = 10 * exp + (c - b'0') as i64;
                }
                i += 1;
            }
            if i == start {
                return None;
            }
            if neg {
                exp = -exp;
            }
        }
        if i != b.len() {
            return None;
        }
        d.exp10 = exp - frac as i64;
        Some(d)
    }

    /// Reads the digits from `b[i]` on into `w`/`after`; returns the index after them.
    fn scan(&mut self, b: &[u8], mut i: usize) -> usize {
        while let Some(c @ b'0'..=b'9') = b.get(i).copied() {
            let digit = (c - b'0') as u64;
            if self.taken < 19 {
                if self.taken > 0 || digit != 0 {
                    self.w = 10 * self.w + digit;
                    self.taken += 1;
                }
            } else {
                self.after += 1;
                self.nonzero_after |= digit != 0;
            }
            i += 1;
        }
        i
    }

    /// The nearest double, ties to even.
    fn value(&self) -> f64 {
        let (mut w, taken) = (self.w, self.taken);
        if w == 0 {
            return 0.0;
        }
        // value = (w + tail) · 10^q, 0 <= tail < 1, tail > 0 iff nonzero_after.
        let mut q = self.exp10.saturating_add(self.after);
        // 10^(taken-1+q) <= value < 10^(taken+q): out of range on either side.
        if taken - 1 + q > 308 {
            return f64::INFINITY;
        }
        if taken + q < -324 {
            return 0.0; // below 10^-324, under half the least subnormal
        }
        if !self.nonzero_after {
            if let Some(v) = clinger(w, q) {
                return v;
            }
            while w % 10 == 0 {
                w /= 10;
                q += 1;
            }
            if let Some(v) = clinger(w, q).or_else(|| small(w, q)) {
                return v;
            }
        } else if let (Some(a), Some(b)) = (small(w, q), small(w + 1, q)) {
            // Every value between w·10^q and (w+1)·10^q rounds to the same double.
            if a == b {
                return a;
            }
        }
        self.exact()
    }

    /// The big-integer path: exact for any input.
    fn exact(&self) -> f64 {
        let mut w = Big::default();
        let (mut kept, mut dropped, mut sticky) = (0usize, 0i64, false);
        let (mut chunk, mut chunk_len) = (0u32, 0u32);
        let sig = self.digits.iter().copied().filter(|&c| c != b'.').skip_while(|&c| c == b'0');
        for c in sig {
            if kept < MAX_DIGITS {
                chunk = 10 * chunk + (c - b'0') as u32;
                chunk_len += 1;
                kept += 1;
                if chunk_len == 9 {
                    w.mul_add(1_000_000_000, chunk);
                    (chunk, chunk_len) = (0, 0);
                }
            } else {
                dropped += 1;
                sticky |= c != b'0';
            }
        }
        w.mul_add(10u32.pow(chunk_len), chunk);
        let mut q = self.exp10.saturating_add(dropped);
        if sticky {
            // One more digit, nonzero: strictly between the truncated value and the next
            // 800-digit decimal, as the true value is.
            w.mul_add(10, 1);
            q -= 1;
        }
        // value = w · 10^q = (w · 5^q) · 2^q; `value()` bounded q to about ±1,150.
        let (mut num, mut den) = (w, Big::from_u128(1));
        if q >= 0 {
            num.mul_pow5(q as u64);
        } else {
            den.mul_pow5(q.unsigned_abs());
        }
        // Scale so that the quotient has 65 or 66 bits.
        let shift = den.bits() as i64 - num.bits() as i64 + 65;
        if shift >= 0 {
            num.shl(shift as u64);
        } else {
            den.shl(shift.unsigned_abs());
        }
        // Binary long division: 67 quotient bits, the remainder kept in `num`.
        den.shl(66);
        let mut quot = 0u128;
        for _ in 0..=66 {
            quot <<= 1;
            if num.cmp_to(&den) != Ordering::Less {
                num.sub(&den);
                quot |= 1;
            }
            den.shr(1);
        }
        round(quot, !num.is_zero(), q - shift)
    }
}

const POW10: [f64; 23] = {
    let mut t = [1.0; 23];
    let mut i = 1;
    while i < 23 {
        t[i] = t[i - 1] * 10.0;
        i += 1;
    }
    t
};

/// Clinger's fast path: `w` and `10^|q|` are exact doubles, so one operation rounds
/// correctly.
fn clinger(w: u64, q: i64) -> Option<f64> {
    if w >> 53 != 0 || !(-22..=22).contains(&q) {
        return None;
    }
    let w = w as f64;
    Some(if q >= 0 { w * POW10[q as usize] } else { w / POW10[q.unsigned_abs() as usize] })
}

const POW5: [u64; 28] = {
    let mut t = [1u64; 28];
    let mut i = 1;
    while i < 28 {
        t[i] = t[i - 1] * 5;
        i += 1;
    }
    t
};

/// `w · 10^q` correctly rounded, for `|q| <= 27`, with `u128` products and no division
/// (a `u128` division is a slow library call in wasm).
///
/// `q >= 0`: `w · 5^q` is exact (`5^27 < 2^63`), then shifted. `q < 0` (and `w > 0`): a
/// guess by one or two float divisions, at most 3 units in the last place off, is stepped to
/// the double whose rounding interval holds `w / 10^d`, comparing exactly with the
/// midpoints between neighbours.
fn small(w: u64, q: i64) -> Option<f64> {
    if !(-27..=27).contains(&q) {
        return None;
    }
    if w == 0 {
        return Some(0.0);
    }
    if q >= 0 {
        return Some(round(w as u128 * POW5[q as usize] as u128, false, q));
    }
    let d = q.unsigned_abs() as usize;
    let mut f = if d <= 22 { w as f64 / POW10[d] } else { w as f64 / POW10[22] / POW10[d - 22] };
    // The guess is within 3 units; the bound only keeps a mistake from looping.
    for _ in 0..8 {
        let up = f64::from_bits(f.to_bits() + 1);
        let c = cmp_midpoint(w, d, f);
        // Above the midpoint to the next double up, or on it with `f` odd: go up.
        if c == Ordering::Greater || (c == Ordering::Equal && f.to_bits() & 1 == 1) {
            f = up;
            continue;
        }
        let down = f64::from_bits(f.to_bits() - 1);
        let c = cmp_midpoint(w, d, down);
        // Below the midpoint to the next double down, or on it with `down` even.
        if c == Ordering::Less || (c == Ordering::Equal && f.to_bits() & 1 == 1) {
            f = down;
            continue;
        }
        return Some(f);
    }
    None // not reached: then the exact path decides
}

/// `w / 10^d` against the midpoint between the normal double `f` and the next one up,
/// exactly: with `f = m·2^e`, the midpoint is `(2m+1)·2^(e-1)`, so compare `w` with
/// `(2m+1)·5^d·2^(e-1+d)`.
fn cmp_midpoint(w: u64, d: usize, f: f64) -> Ordering {
    let bits = f.to_bits();
    let m = (bits & ((1 << 52) - 1)) | 1 << 52;
    let e = (bits >> 52) as i64 - 1075;
    let r = (2 * m as u128 + 1) * POW5[d] as u128; // < 2^54 · 2^63
    let t = e - 1 + d as i64;
    if t >= 0 {
        // w < 2^64 <= r · 2^t once t >= 64 or the shift would overflow.
        if t >= 64 || r.leading_zeros() as i64 <= t {
            return Ordering::Less;
        }
        (w as u128).cmp(&(r << t))
    } else {
        let s = t.unsigned_abs();
        // w · 2^s >= 2^128 > r once the shift would overflow.
        if s >= 128 || ((w as u128).leading_zeros() as u64) < s {
            return Ordering::Greater;
        }
        ((w as u128) << s).cmp(&r)
    }
}

/// The double nearest to `(n + t) · 2^e2`, where `0 < t < 1` if `sticky`, else `t = 0`;
/// ties to even. `n` must have at least 54 bits when `sticky`, or when the result is
/// normal and inexact.
pub fn round(n: u128, sticky: bool, e2: i64) -> f64 {
    if n == 0 {
        return 0.0;
    }
    let top = 127 - n.leading_zeros() as i64 + e2; // 2^top <= value < 2^(top+1)
    if top > 1023 {
        return f64::INFINITY;
    }
    let lsb = (top - 52).max(-1074); // the exponent of the result's last bit
    let drop = lsb - e2;
    let mut mant = if drop <= 0 {
        debug_assert!(!sticky, "too few bits to round");
        (n << -drop) as u64
    } else if drop > 128 {
        0 // n < 2^128 <= half a unit in the last place
    } else {
        let (kept, rest) = if drop == 128 { (0, n) } else { (n >> drop, n & ((1 << drop) - 1)) };
        let half = 1u128 << (drop - 1);
        let up = rest > half || (rest == half && (sticky || kept & 1 == 1));
        kept as u64 + up as u64
    };
    let mut lsb = lsb;
    if mant == 1 << 53 {
        mant >>= 1;
        lsb += 1;
    }
    if mant >> 52 == 0 {
        return f64::from_bits(mant); // subnormal (or zero): lsb is -1074
    }
    let biased = lsb + 1075;
    if biased >= 2047 {
        return f64::INFINITY;
    }
    f64::from_bits((biased as u64) << 52 | (mant & ((1 << 52) - 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_paths_agree_with_std() {
        for s in [
            "0.27",
            "12345678901234567e-17",
            "1.7976931348623157e308",
            "2.2250738585072011e-308",
            "4.9e-324",
            "2.4703282292062328e-324",
            "2.4703282292062327e-324",
            "9007199254740993",
            "0.1000000000000000055511151231257827021181583404541015625",
            "1e23",
        ] {
            let want: f64 = s.parse().unwrap();
            assert_eq!(parse(s).map(f64::to_bits), Some(want.to_bits()), "{s}");
            let d = Decimal::read(s.as_bytes()).unwrap();
            assert_eq!(d.exact().to_bits(), want.to_bits(), "exact path, {s}");
        }
    }

    #[test]
    fn round_handles_every_range() {
        assert_eq!(round(1, false, 0), 1.0);
        assert_eq!(round(3, false, -1075), 2.0 * 5e-324); // 1.5 ulp: tie to even (2)
        assert_eq!(round(1, false, -1075), 0.0); // half the least subnormal: tie to 0
        assert_eq!(round(1, true, -1075), 5e-324);
        assert_eq!(round(u128::MAX, false, 0), 2f64.powi(128));
        assert_eq!(round(1, false, 1024), f64::INFINITY);
        assert_eq!(round((1 << 53) - 1, false, 971), f64::MAX);
        assert_eq!(round((1 << 54) - 1, false, 970), f64::INFINITY); // rounds up past MAX
    }
}
