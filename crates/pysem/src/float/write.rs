//! Float formatting without the standard library's `flt2dec`: `{:.N}`, `{}` and `{:e}`
//! of an `f64`, character for character.
//!
//! * Fixed (`{:.N}`) is exact integer arithmetic: `x = m·2^e`, so `x·10^N` rounded
//!   half to even is `m·10^N` shifted right by `-e` bits (a `u128` for `N <= 21`, a
//!   [`Big`] beyond), or `m·2^e` followed by `N` zeros when `e >= 0`.
//! * Shortest (`{}`, `{:e}`) takes the digits from `zmij` (Schubfach), which serde_json
//!   links anyway: the shortest digits that read back as `x`, the nearest of them to
//!   `x`, as the standard library's Grisu/Dragon pick (the tests compare them).

use super::big::Big;

/// Appends `v` in decimal, left-padded with zeros to `width` digits.
pub fn push_u64(out: &mut String, mut v: u64, width: usize) {
    let mut buf = [b'0'; 20];
    let mut i = buf.len();
    while v != 0 {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    i = i.min(buf.len() - width.clamp(1, 20));
    out.extend(buf[i..].iter().map(|&b| b as char));
}

/// Appends `v` in decimal.
fn push_u128(out: &mut String, v: u128) {
    const E19: u128 = 10_000_000_000_000_000_000;
    if v >> 64 == 0 {
        push_u64(out, v as u64, 1);
    } else if v / E19 < E19 {
        push_u64(out, (v / E19) as u64, 1);
        push_u64(out, (v % E19) as u64, 19);
    } else {
        push_u64(out, (v / E19 / E19) as u64, 1);
        push_u64(out, (v / E19 % E19) as u64, 19);
        push_u64(out, (v % E19) as u64, 19);
    }
}

/// Writes NaN and the infinities as the standard library does; `false` for a finite `x`.
fn special(out: &mut String, x: f64) -> bool {
    if x.is_nan() {
        out.push_str("NaN");
    } else if x.is_infinite() {
        out.push_str(if x < 0.0 { "-inf" } else { "inf" });
    } else {
        return false;
    }
    true
}

/// `(m, e)` with `|x| = m·2^e`, `m < 2^53`.
fn decompose(x: f64) -> (u64, i64) {
    let bits = x.to_bits();
    let frac = bits & ((1 << 52) - 1);
    match (bits >> 52 & 0x7ff) as i64 {
        0 => (frac, -1074),
        exp => (frac | 1 << 52, exp - 1075),
    }
}

/// `format!("{:.n}", x)` appended to `out`.
pub fn fixed(out: &mut String, x: f64, n: usize) {
    if special(out, x) {
        return;
    }
    if x.is_sign_negative() {
        out.push('-'); // "-0.0" too, as the standard library writes it
    }
    let (m, e) = decompose(x);
    let start = out.len();
    if e >= 0 || m == 0 {
        // An integer: its digits, then n zeros.
        if e <= 74 {
            push_u128(out, (m as u128) << e.max(0));
        } else {
            let mut b = Big::from_u128(m as u128);
            b.shl(e as u64);
            b.write_decimal(out);
        }
        if n > 0 {
            out.push('.');
            out.extend(core::iter::repeat_n('0', n));
        }
        return;
    }
    // x·10^n = m·10^n / 2^k, rounded half to even. x has at most k decimals: beyond
    // them the digits are zeros.
    let k = e.unsigned_abs();
    let exact = n.min(k as usize);
    if exact <= 21 {
        // m·10^21 < 2^53·2^70: fits.
        let p = m as u128 * 10u128.pow(exact as u32);
        let r = if k >= 124 {
            0 // p < 2^123 <= half
        } else {
            let (q, rest, half) = (p >> k, p & ((1 << k) - 1), 1u128 << (k - 1));
            q + (rest > half || (rest == half && q & 1 == 1)) as u128
        };
        push_u128(out, r);
    } else {
        let mut p = Big::from_u128(m as u128);
        p.mul_pow10(exact as u64);
        let up = p.bit(k - 1) && (p.any_below(k - 1) || p.bit(k));
        p.shr(k);
        if up {
            p.mul_add(1, 1);
        }
        p.write_decimal(out);
    }
    point(out, start, exact);
    out.extend(core::iter::repeat_n('0', n - exact));
}

/// Turns the integer digits written since `start` into a number with `n` decimals:
/// left-pads with zeros to `n + 1` digits and inserts the point (none when `n == 0`).
fn point(out: &mut String, start: usize, n: usize) {
    if n == 0 {
        return;
    }
    let len = out.len() - start;
    if len <= n {
        out.insert_str(start, &"0".repeat(n + 1 - len));
    }
    out.insert(out.len() - n, '.');
}

/// The shortest digits of a finite nonzero `x`: `(digits, p)` with `|x|` read back from
/// `digits · 10^p`, `digits` without trailing zeros.
fn shortest_digits(x: f64) -> ([u8; 17], usize, i64) {
    let mut buf = zmij::Buffer::new();
    let s = buf.format_finite(x.abs()).as_bytes();
    // zmij writes `123.45`, `0.00012` or `1.2345e+16`.
    let (mant, exp) = match s.iter().position(|&c| c == b'e') {
        Some(i) => (&s[..i], &s[i + 1..]),
        None => (s, &b""[..]),
    };
    let (mut d, mut p) = (0u64, 0i64);
    let mut seen_point = false;
    for &c in mant {
        if c == b'.' {
            seen_point = true;
        } else {
            d = 10 * d + (c - b'0') as u64;
            p -= seen_point as i64;
        }
    }
    let (neg, exp) = match exp.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, exp),
    };
    let e = exp.iter().fold(0i64, |e, &c| 10 * e + (c - b'0') as i64);
    p += if neg { -e } else { e };
    // Schubfach breaks an exact tie between two shortest candidates to even, the
    // standard library's Dragon upwards: `2^-25 = 2.98023223876953125e-8` is written
    // ...5313 there. A tie needs the exact value to have one digit more than `d`.
    if let Some((exact, k)) = short_exact(x.abs()) {
        let s = p + k as i64;
        let tie = (0..=19).contains(&s) && (2 * d as u128 + 1).checked_mul(10u128.pow(s as u32)) == Some(2 * exact as u128);
        d += tie as u64;
    }
    while d % 10 == 0 {
        d /= 10;
        p += 1;
    }
    let mut digits = [0u8; 17];
    let mut len = 0;
    let mut rest = d;
    while rest != 0 {
        digits[len] = b'0' + (rest % 10) as u8;
        rest /= 10;
        len += 1;
    }
    digits[..len].reverse();
    (digits, len, p)
}

/// The exact value of `x > 0` as `v · 10^-k` when `v < 10^18`, else `None` (then `x`
/// has at least 19 significant digits, more than a shortest form plus one).
fn short_exact(x: f64) -> Option<(u64, u32)> {
    let (m, e) = decompose(x);
    let t = m.trailing_zeros() as i64;
    let (odd, e) = (m >> t, e + t); // x = odd · 2^e
    const LIMIT: u128 = 1_000_000_000_000_000_000;
    if e >= 0 {
        // An integer: no factor 5, so no trailing decimal zeros: all its digits count.
        let v = (odd as u128).checked_shl(e as u32).filter(|&v| e < 64 && v < LIMIT)?;
        Some((v as u64, 0))
    } else {
        // odd / 2^k = odd · 5^k / 10^k
        let k = e.unsigned_abs() as u32;
        let v = 5u128.checked_pow(k).and_then(|p| p.checked_mul(odd as u128)).filter(|&v| v < LIMIT)?;
        Some((v as u64, k))
    }
}

/// `format!("{}", x)` appended to `out`: the shortest digits, never an exponent.
pub fn shortest(out: &mut String, x: f64) {
    if special(out, x) {
        return;
    }
    if x.is_sign_negative() {
        out.push('-');
    }
    if x == 0.0 {
        out.push('0');
        return;
    }
    let (d, len, p) = shortest_digits(x);
    let digits = core::str::from_utf8(&d[..len]).unwrap_or("");
    let whole = len as i64 + p; // digits before the point
    if p >= 0 {
        out.push_str(digits);
        out.extend(core::iter::repeat_n('0', p as usize));
    } else if whole > 0 {
        out.push_str(&digits[..whole as usize]);
        out.push('.');
        out.push_str(&digits[whole as usize..]);
    } else {
        out.push_str("0.");
        out.extend(core::iter::repeat_n('0', whole.unsigned_abs() as usize));
        out.push_str(digits);
    }
}

/// `format!("{:e}", x)` appended to `out`: the shortest digits as `d.ddde-7`.
pub fn exp(out: &mut String, x: f64) {
    if special(out, x) {
        return;
    }
    if x.is_sign_negative() {
        out.push('-');
    }
    if x == 0.0 {
        out.push_str("0e0");
        return;
    }
    let (d, len, p) = shortest_digits(x);
    out.push(d[0] as char);
    if len > 1 {
        out.push('.');
        out.push_str(core::str::from_utf8(&d[1..len]).unwrap_or(""));
    }
    out.push('e');
    let e = len as i64 - 1 + p;
    if e < 0 {
        out.push('-');
    }
    push_u64(out, e.unsigned_abs(), 1);
}
