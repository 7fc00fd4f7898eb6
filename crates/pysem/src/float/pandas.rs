//! How pandas 2.3.2 turns a CSV cell's text into a float: `read_csv`'s C parser with its
//! default converter (`float_precision=None`, pandas' `precise_xstrtod`) and
//! `pd.to_numeric` on text (which calls the same converter).
//!
//! The converter is not correctly rounded. It reads at most 17 significant digits
//! (leading zeros count as digits) into a double, one `x * 10 + d` at a time, ignores
//! the rest, and scales once by a correctly rounded power of ten from a table
//! (`1e0` ... `1e308`): `x * 1e{k}`, `x / 1e{k}`, or below `1e-308` two divisions,
//! `x / 1e{-308-k} / 1e308`. Each step rounds, so a 17-digit string (what Python's
//! `repr` and `to_csv` write) often lands one unit in the last place away from the
//! double Python's `float()` gives, and tiny values may lose all their digits:
//!
//! ```
//! use pysem::float::pandas::{read_csv_float, to_numeric_float};
//! // Measured in pandas 2.3.2 (Python's float() gives the first number back).
//! assert_eq!(read_csv_float("22.959999999999997"), Some(22.96));
//! assert_eq!(read_csv_float("0.9999999999999999"), Some(1.0));
//! assert_eq!(read_csv_float("0.35000000000000003"), Some(0.35));
//! assert_eq!(read_csv_float("2.4703282292062328e-324"), Some(0.0)); // Python: 5e-324
//! assert_eq!(read_csv_float("0.000000000000000001234"), Some(0.0)); // 17 zeros read
//! assert_eq!(read_csv_float("-1e-400").map(f64::to_bits), Some((-0.0f64).to_bits()));
//! assert_eq!(read_csv_float("-1e-999").map(f64::to_bits), Some(0)); // +0.0
//! // Short strings read as Python reads them.
//! assert_eq!(read_csv_float(" .5 "), Some(0.5));
//! assert_eq!(read_csv_float("5."), Some(5.0));
//! assert_eq!(read_csv_float("1E-3"), Some(0.001));
//! ```
//!
//! What it accepts (anything else makes the cell text, its column `object`):
//! `[ws] [+-] digits [. digits] [(e|E) [+-] digits] [ws]` with at least one digit
//! before the exponent (`.5`, `5.`), `ws` being C's `isspace` (space, `\t`, `\n`, `\v`,
//! `\f`, `\r`); and, exactly and in any case, `inf`, `+inf`, `-inf`, `infinity`,
//! `+infinity`, `-infinity` (no whitespace around those). Quirks it keeps:
//!
//! * A result that overflows (`1e999`, `1.8e308`) is an error, so the cell is text:
//!   not infinity as in Python. So is an integer part past `1e308` (`1` and 309 zeros)
//!   and any exponent past 308 after the digits are counted.
//! * The exponent reads at most 17 digits into a 32-bit `int` that wraps
//!   (`1e4294967297` is `10.0`); an 18th exponent digit is left unread, so text.
//! * An exponent below -616 gives `+0.0` whatever the sign.
//! * `e` without digits (`1e`, `1e+`) is text; `nan`, `NAN`, ` inf` are text (the
//!   missing-value spellings `nan`, `NaN`, ... are handled before, see
//!   `pandas::number`).
//!
//! Only the float converter is described here: a column whose cells are all integers
//! becomes `int64` (exact values, or `object` past `uint64`), which is the dtype
//! rules' business, not this module's.
//!
//! Every operation is one IEEE double operation in the C code's order (no fused
//! multiply-add: the wheels are built for baseline x86-64), so the results are the
//! same bits on `wasm32`. `peers/pandas_float_peer.py` compares both functions with
//! pandas 2.3.2 on over a million strings.

/// pandas' table of powers of ten: `1e0` ... `1e308`, each correctly rounded.
const POW10: [f64; 309] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22, 1e23,
    1e24, 1e25, 1e26, 1e27, 1e28, 1e29, 1e30, 1e31, 1e32, 1e33, 1e34, 1e35, 1e36, 1e37, 1e38, 1e39, 1e40, 1e41, 1e42, 1e43, 1e44, 1e45,
    1e46, 1e47, 1e48, 1e49, 1e50, 1e51, 1e52, 1e53, 1e54, 1e55, 1e56, 1e57, 1e58, 1e59, 1e60, 1e61, 1e62, 1e63, 1e64, 1e65, 1e66, 1e67,
    1e68, 1e69, 1e70, 1e71, 1e72, 1e73, 1e74, 1e75, 1e76, 1e77, 1e78, 1e79, 1e80, 1e81, 1e82, 1e83, 1e84, 1e85, 1e86, 1e87, 1e88, 1e89,
    1e90, 1e91, 1e92, 1e93, 1e94, 1e95, 1e96, 1e97, 1e98, 1e99, 1e100, 1e101, 1e102, 1e103, 1e104, 1e105, 1e106, 1e107, 1e108, 1e109,
    1e110, 1e111, 1e112, 1e113, 1e114, 1e115, 1e116, 1e117, 1e118, 1e119, 1e120, 1e121, 1e122, 1e123, 1e124, 1e125, 1e126, 1e127, 1e128,
    1e129, 1e130, 1e131, 1e132, 1e133, 1e134, 1e135, 1e136, 1e137, 1e138, 1e139, 1e140, 1e141, 1e142, 1e143, 1e144, 1e145, 1e146, 1e147,
    1e148, 1e149, 1e150, 1e151, 1e152, 1e153, 1e154, 1e155, 1e156, 1e157, 1e158, 1e159, 1e160, 1e161, 1e162, 1e163, 1e164, 1e165, 1e166,
    1e167, 1e168, 1e169, 1e170, 1e171, 1e172, 1e173, 1e174, 1e175, 1e176, 1e177, 1e178, 1e179, 1e180, 1e181, 1e182, 1e183, 1e184, 1e185,
    1e186, 1e187, 1e188, 1e189, 1e190, 1e191, 1e192, 1e193, 1e194, 1e195, 1e196, 1e197, 1e198, 1e199, 1e200, 1e201, 1e202, 1e203, 1e204,
    1e205, 1e206, 1e207, 1e208, 1e209, 1e210, 1e211, 1e212, 1e213, 1e214, 1e215, 1e216, 1e217, 1e218, 1e219, 1e220, 1e221, 1e222, 1e223,
    1e224, 1e225, 1e226, 1e227, 1e228, 1e229, 1e230, 1e231, 1e232, 1e233, 1e234, 1e235, 1e236, 1e237, 1e238, 1e239, 1e240, 1e241, 1e242,
    1e243, 1e244, 1e245, 1e246, 1e247, 1e248, 1e249, 1e250, 1e251, 1e252, 1e253, 1e254, 1e255, 1e256, 1e257, 1e258, 1e259, 1e260, 1e261,
    1e262, 1e263, 1e264, 1e265, 1e266, 1e267, 1e268, 1e269, 1e270, 1e271, 1e272, 1e273, 1e274, 1e275, 1e276, 1e277, 1e278, 1e279, 1e280,
    1e281, 1e282, 1e283, 1e284, 1e285, 1e286, 1e287, 1e288, 1e289, 1e290, 1e291, 1e292, 1e293, 1e294, 1e295, 1e296, 1e297, 1e298, 1e299,
    1e300, 1e301, 1e302, 1e303, 1e304, 1e305, 1e306, 1e307, 1e308,
];

/// At most this many significant digits are read (leading zeros included).
const MAX_DIGITS: u32 = 17;

/// C's `isspace` in the "C" locale.
fn is_c_space(b: u8) -> bool {
    b == b' ' || (b'\t'..=b'\r').contains(&b)
}

/// pandas' `precise_xstrtod` with `.` as decimal point, `E` as exponent letter, no
/// thousands separator and trailing whitespace skipped, run over `s` (a C string: it
/// ends at the first NUL). `Some` only when it raises no error and stops at the end.
fn precise_xstrtod(s: &[u8]) -> Option<f64> {
    // Past the end reads as C's terminating NUL.
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while is_c_space(at(i)) {
        i += 1;
    }
    let negative = at(i) == b'-';
    if matches!(at(i), b'-' | b'+') {
        i += 1;
    }

    // The converter's `number * 10 + d` steps, the first [`SHORT_DIGITS`] as integer
    // steps: exact (every prefix below 2^53), so the same value as the double steps
    // give, then the double steps from there (`digits` keeps `mantissa` and `number`).
    let mut digits = Digits { mantissa: 0, number: 0.0 };
    // C `int`s: overflow wraps on the server's build (`1e4294967297` reads as 10).
    let mut exponent: i32 = 0;
    let mut num_digits = 0u32;
    let mut num_decimals: i32 = 0;

    while at(i).is_ascii_digit() {
        if num_digits < MAX_DIGITS {
            digits.push(num_digits, at(i) - b'0');
            num_digits += 1;
        } else {
            exponent = exponent.wrapping_add(1);
        }
        i += 1;
    }
    if at(i) == b'.' {
        i += 1;
        while num_digits < MAX_DIGITS && at(i).is_ascii_digit() {
            digits.push(num_digits, at(i) - b'0');
            i += 1;
            num_digits += 1;
            num_decimals += 1;
        }
        if num_digits >= MAX_DIGITS {
            while at(i).is_ascii_digit() {
                i += 1;
            }
        }
        exponent = exponent.wrapping_sub(num_decimals);
    }
    if num_digits == 0 {
        return None;
    }
    let mut number = if num_digits <= SHORT_DIGITS { digits.mantissa as f64 } else { digits.number };
    if negative {
        number = -number;
    }

    if matches!(at(i), b'e' | b'E') {
        i += 1;
        let negative = at(i) == b'-';
        if matches!(at(i), b'-' | b'+') {
            i += 1;
        }
        let mut exp_digits = 0u32;
        let mut n: i32 = 0;
        while exp_digits < MAX_DIGITS && at(i).is_ascii_digit() {
            n = n.wrapping_mul(10).wrapping_add(i32::from(at(i) - b'0'));
            exp_digits += 1;
            i += 1;
        }
        exponent = if negative { exponent.wrapping_sub(n) } else { exponent.wrapping_add(n) };
        if exp_digits == 0 {
            // The C code steps back one character: onto the `e` or the sign, which
            // then stops the parse short of the end.
            return None;
        }
    }

    if exponent > 308 {
        return None;
    } else if exponent > 0 {
        number *= POW10[exponent as usize];
    } else if exponent < -308 {
        if exponent < -616 {
            number = 0.0;
        } else {
            number /= POW10[(-308 - exponent) as usize];
            number /= POW10[308];
        }
    } else {
        number /= POW10[(-exponent) as usize];
    }
    if number.is_infinite() {
        return None;
    }

    while is_c_space(at(i)) {
        i += 1;
    }
    (at(i) == 0).then_some(number)
}

/// The converter's digit steps (see [`precise_xstrtod`]).
struct Digits {
    mantissa: u64,
    number: f64,
}

impl Digits {
    /// Digit `d` after `before` digits.
    #[inline]
    fn push(&mut self, before: u32, d: u8) {
        if before < SHORT_DIGITS {
            self.mantissa = self.mantissa * 10 + u64::from(d);
        } else {
            if before == SHORT_DIGITS {
                self.number = self.mantissa as f64;
            }
            self.number = self.number * 10.0 + f64::from(d);
        }
    }
}

/// The infinity spellings both readers accept, compared in any case with the whole
/// text.
fn infinity(s: &[u8]) -> Option<f64> {
    let is = |word: &str| s.eq_ignore_ascii_case(word.as_bytes());
    if is("inf") || is("+inf") || is("infinity") || is("+infinity") {
        Some(f64::INFINITY)
    } else if is("-inf") || is("-infinity") {
        Some(f64::NEG_INFINITY)
    } else {
        None
    }
}

/// `s` up to its first NUL: what C sees of it.
fn c_str(s: &str) -> &[u8] {
    let b = s.as_bytes();
    b.iter().position(|&c| c == 0).map_or(b, |n| &b[..n])
}

/// The value pandas 2.3.2's `read_csv` (C engine, default options) gives a cell it
/// reads as a number, or `None` when the cell is not a number to it (its column is
/// then text). `raw` is the cell's text exactly as in the file (no trimming done).
///
/// ```
/// use pysem::float::pandas::read_csv_float;
/// assert_eq!(read_csv_float("22.959999999999997"), Some(22.96));
/// assert_eq!(read_csv_float("\t-Infinity"), None); // text: spaces only around digits
/// assert_eq!(read_csv_float("-INF"), Some(f64::NEG_INFINITY));
/// assert_eq!(read_csv_float("1e999"), None); // text, not inf
/// assert_eq!(read_csv_float("1e"), None);
/// ```
pub fn read_csv_float(raw: &str) -> Option<f64> {
    // A sign, 15 digits and a point at most: longer texts (a 17-digit repr) go
    // straight to the converter.
    if raw.len() <= SHORT_DIGITS as usize + 2 {
        if let Some(x) = short_decimal(raw.as_bytes()) {
            return Some(x);
        }
    }
    // The converter stops at a NUL as at the end of its C string (no step reads past
    // one), so the text need not be cut there first.
    precise_xstrtod(raw.as_bytes()).or_else(|| infinity(c_str(raw)))
}

/// Most significant digits [`short_decimal`] takes: every integer of up to 15 digits
/// is below 2^53, so a double holds it and each of its prefixes exactly.
const SHORT_DIGITS: u32 = 15;

/// [`precise_xstrtod`]'s value for the commonest cells, `[-] digits [. digits]` with
/// 1 to [`SHORT_DIGITS`] digits in all and nothing else (no spaces, no exponent), read
/// faster; `None` for anything else. The same bits: the converter's `x * 10 + d`
/// steps are exact on such a string (every prefix is an integer below 2^53), so the
/// digits read as one integer give the double it reaches, and the sign and the one
/// division by `1e{decimals}` that follow are the converter's own operations.
/// `tests::short_decimals_read_as_the_converter_does` checks it against
/// [`precise_xstrtod`] on millions of strings.
#[inline]
fn short_decimal(s: &[u8]) -> Option<f64> {
    let (negative, body) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        _ => (false, s),
    };
    let (mantissa, decimals) = short_digits(body)?;
    // Exact: below 2^53.
    let mut number = mantissa as f64;
    if negative {
        number = -number;
    }
    Some(number / POW10[decimals.unwrap_or(0) as usize])
}

/// `digits [. digits]` with 1 to [`SHORT_DIGITS`] digits in all and nothing else (no
/// sign, no spaces): the digits read as one integer (below 10^15) and how many follow
/// the point (`None`: there is no point). Its value as pandas reads it is
/// [`short_value`].
#[inline]
pub fn short_digits(body: &[u8]) -> Option<(u64, Option<u32>)> {
    let mut mantissa = 0u64;
    let (mut digits, mut decimals) = (0u32, 0u32);
    let mut point = false;
    for &c in body {
        let d = c.wrapping_sub(b'0');
        if d <= 9 {
            mantissa = mantissa * 10 + u64::from(d);
            digits += 1;
            decimals += u32::from(point);
            if digits > SHORT_DIGITS {
                return None;
            }
        } else if c == b'.' && !point {
            point = true;
        } else {
            return None;
        }
    }
    if digits == 0 {
        return None;
    }
    Some((mantissa, point.then_some(decimals)))
}

/// The value of [`short_digits`]' integer with `decimals` digits after the point, as
/// [`read_csv_float`] reads it. Both operands of the one division are exact doubles,
/// so it is also the correctly rounded value (pandas 3's, Python's `float()`).
#[inline]
pub fn short_value(mantissa: u64, decimals: u32) -> f64 {
    mantissa as f64 / POW10[decimals as usize]
}

/// The value pandas 2.3.2's `pd.to_numeric(errors="coerce")` gives one text value of
/// an object column, or `None` when it is not a number (NaN after coercion). The same
/// converter and spellings as [`read_csv_float`]; the one difference is text with a
/// NUL: the converter stops there, but a value without `.` or exponent before it must
/// also pass Python's `int()` whole, which a NUL fails (`"1\0x"` is NaN,
/// `"1.5\0x"` is 1.5).
///
/// ```
/// use pysem::float::pandas::to_numeric_float;
/// assert_eq!(to_numeric_float("0.35000000000000003"), Some(0.35));
/// assert_eq!(to_numeric_float(" 1e-3\n"), Some(0.001));
/// assert_eq!(to_numeric_float("1.8e308"), None);
/// assert_eq!(to_numeric_float("1\0"), None);
/// ```
pub fn to_numeric_float(raw: &str) -> Option<f64> {
    let x = read_csv_float(raw)?;
    let s = c_str(raw);
    let looks_int = !s.iter().any(|&b| matches!(b, b'.' | b'e' | b'E')) && infinity(s).is_none();
    if looks_int && s.len() < raw.len() {
        return None;
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic xorshift stream.
    fn stream(seed: u64) -> impl FnMut() -> u64 {
        let mut state = seed;
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    /// A random number-like string: signs, leading zeros, 0 to 22 digits around an
    /// optional point, sometimes an exponent (subnormal and overflowing ones too),
    /// sometimes a space or a stray byte.
    fn random_decimal(next: &mut impl FnMut() -> u64) -> String {
        let mut s = String::new();
        match next() % 8 {
            0 => s.push('-'),
            1 => s.push('+'),
            2 if next().is_multiple_of(8) => s.push(' '),
            _ => {}
        }
        let digit = |next: &mut dyn FnMut() -> u64| char::from(b'0' + (next() % 10) as u8);
        let zeros = if next().is_multiple_of(6) { next() % 5 } else { 0 };
        for _ in 0..zeros {
            s.push('0');
        }
        // Digit counts weighted toward 13 to 18, where the fast path ends.
        let total = match next() % 4 {
            0 => next() % 23,
            _ => 12 + next() % 7,
        };
        let int_digits = if total == 0 { 0 } else { next() % (total + 1) };
        for _ in 0..int_digits {
            s.push(digit(next));
        }
        if int_digits < total || next().is_multiple_of(5) {
            s.push('.');
            for _ in int_digits..total {
                s.push(digit(next));
            }
        }
        match next() % 10 {
            0 => s.push_str(&format!("e{}", next() % 340)),
            1 => s.push_str(&format!("e-{}", next() % 340)),
            2 => s.push_str(&format!("E-{}", 300 + next() % 30)),
            3 if next().is_multiple_of(4) => s.push(char::from(b" .x\0e-"[(next() % 6) as usize])),
            _ => {}
        }
        s
    }

    #[test]
    fn short_decimals_read_as_the_converter_does() {
        let mut next = stream(0x9E37_79B9_7F4A_7C15);
        let n = if cfg!(debug_assertions) { 2_000_000 } else { 20_000_000 };
        let mut fast = 0;
        for _ in 0..n {
            let s = random_decimal(&mut next);
            let slow = precise_xstrtod(c_str(&s)).or_else(|| infinity(c_str(&s)));
            let got = read_csv_float(&s);
            assert_eq!(got.map(f64::to_bits), slow.map(f64::to_bits), "{s:?}: {got:?} against the converter's {slow:?}");
            fast += usize::from(short_decimal(s.as_bytes()).is_some());
        }
        // Both paths were taken, often.
        assert!(fast > n / 10 && fast < n * 9 / 10, "{fast} of {n} strings took the short path");
        // Strings at the edge: 15 digits take the short path, 16 and 17 do not.
        for s in ["999999999999999", "0.99999999999999", "-12345678901234.5", "9007199254740993", "0.35000000000000003", "5.", "-0", "-0.0"]
        {
            let slow = precise_xstrtod(c_str(s));
            assert_eq!(read_csv_float(s).map(f64::to_bits), slow.map(f64::to_bits), "{s}");
        }
        assert_eq!(short_decimal(b"999999999999999"), Some(999999999999999.0));
        assert_eq!(short_decimal(b"9999999999999999"), None);
        assert_eq!(short_decimal(b"-0").map(f64::to_bits), Some((-0.0f64).to_bits()));
        assert_eq!(short_decimal(b"."), None);
        assert_eq!(short_decimal(b"1.2.3"), None);
    }

    /// The converter as pandas' C code writes it, every digit a double step:
    /// [`precise_xstrtod`]'s integer steps must give the same bits.
    fn precise_xstrtod_steps(s: &[u8]) -> Option<f64> {
        // Past the end reads as C's terminating NUL.
        let at = |i: usize| s.get(i).copied().unwrap_or(0);
        let mut i = 0;
        while is_c_space(at(i)) {
            i += 1;
        }
        let negative = at(i) == b'-';
        if matches!(at(i), b'-' | b'+') {
            i += 1;
        }

        let mut number = 0.0f64;
        // C `int`s: overflow wraps on the server's build (`1e4294967297` reads as 10).
        let mut exponent: i32 = 0;
        let mut num_digits = 0u32;
        let mut num_decimals: i32 = 0;

        while at(i).is_ascii_digit() {
            if num_digits < MAX_DIGITS {
                number = number * 10.0 + f64::from(at(i) - b'0');
                num_digits += 1;
            } else {
                exponent = exponent.wrapping_add(1);
            }
            i += 1;
        }
        if at(i) == b'.' {
            i += 1;
            while num_digits < MAX_DIGITS && at(i).is_ascii_digit() {
                number = number * 10.0 + f64::from(at(i) - b'0');
                i += 1;
                num_digits += 1;
                num_decimals += 1;
            }
            if num_digits >= MAX_DIGITS {
                while at(i).is_ascii_digit() {
                    i += 1;
                }
            }
            exponent = exponent.wrapping_sub(num_decimals);
        }
        if num_digits == 0 {
            return None;
        }
        if negative {
            number = -number;
        }

        if matches!(at(i), b'e' | b'E') {
            i += 1;
            let negative = at(i) == b'-';
            if matches!(at(i), b'-' | b'+') {
                i += 1;
            }
            let mut exp_digits = 0u32;
            let mut n: i32 = 0;
            while exp_digits < MAX_DIGITS && at(i).is_ascii_digit() {
                n = n.wrapping_mul(10).wrapping_add(i32::from(at(i) - b'0'));
                exp_digits += 1;
                i += 1;
            }
            exponent = if negative { exponent.wrapping_sub(n) } else { exponent.wrapping_add(n) };
            if exp_digits == 0 {
                // The C code steps back one character: onto the `e` or the sign, which
                // then stops the parse short of the end.
                return None;
            }
        }

        if exponent > 308 {
            return None;
        } else if exponent > 0 {
            number *= POW10[exponent as usize];
        } else if exponent < -308 {
            if exponent < -616 {
                number = 0.0;
            } else {
                number /= POW10[(-308 - exponent) as usize];
                number /= POW10[308];
            }
        } else {
            number /= POW10[(-exponent) as usize];
        }
        if number.is_infinite() {
            return None;
        }

        while is_c_space(at(i)) {
            i += 1;
        }
        (at(i) == 0).then_some(number)
    }

    #[test]
    fn integer_steps_read_as_the_double_steps() {
        let mut next = stream(0x2545_F491_4F6C_DD1D);
        let n = if cfg!(debug_assertions) { 1_000_000 } else { 10_000_000 };
        for _ in 0..n {
            let s = random_decimal(&mut next);
            let want = precise_xstrtod_steps(c_str(&s));
            assert_eq!(precise_xstrtod(s.as_bytes()).map(f64::to_bits), want.map(f64::to_bits), "{s:?}");
        }
        for s in [
            "999999999999999",
            "9999999999999999",
            "99999999999999999",
            "123456789012345678901",
            "0.35000000000000003",
            "74.099999999999994",
        ] {
            assert_eq!(precise_xstrtod(s.as_bytes()).map(f64::to_bits), precise_xstrtod_steps(s.as_bytes()).map(f64::to_bits), "{s}");
        }
    }
}
