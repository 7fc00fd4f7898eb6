//! Python's text of values: `repr()` of a `str` and of a `float`, `str.strip`, and the
//! scan for plain string bytes the reader and the writers share.

use super::*;

/// Python's `repr()` of a `str` ([`py_str_repr_into`]).
pub fn py_str_repr(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    py_str_repr_into(s, &mut out);
    out
}

/// Python's `repr()` of a `str`: `'...'` (`"..."` when it holds `'` and no `"`), the
/// backslash, `\n`, `\r`, `\t` and the quote escaped, other characters Python does not
/// print (`str.isprintable()` false: controls, the Latin-1 ones, the format and
/// separator characters outside ASCII) as `\xNN` or `\uNNNN` (the common ones: the
/// unassigned and private-use code points are not listed).
pub(super) fn py_str_repr_into(s: &str, out: &mut String) {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || (0x7f..=0xa0).contains(&(c as u32)) || c as u32 == 0xad => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if matches!(c as u32, 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x1680 | 0x180e | 0x2000..=0x200f | 0x2028..=0x202f | 0x205f..=0x206f | 0x3000 | 0xd800..=0xdfff | 0xfeff | 0xfff9..=0xfffb) =>
            {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push(quote);
}

/// Length of the run of bytes at the start of `s` that a plain JSON string holds as
/// they are: up to the first `"`, `\` or control character (or the end). Eight bytes
/// at a time (a store code is about twelve): each word's bytes are tested at once, then
/// the last eight bytes (or, under eight, each byte), as [`stops`] marks them.
pub fn plain_run(s: &[u8]) -> usize {
    let mut n = 0;
    while let Some(word) = s.get(n..n + 8) {
        let stop = stops(le64(word));
        if stop != 0 {
            return n + stop.trailing_zeros() as usize / 8;
        }
        n += 8;
    }
    if n == s.len() {
        return n;
    }
    if let Some(at) = s.len().checked_sub(8) {
        // The last eight bytes, overlapping the words above, whose bytes are all plain:
        // the first mark is at n or after.
        let stop = stops(le64(&s[at..]));
        return if stop != 0 { at + stop.trailing_zeros() as usize / 8 } else { s.len() };
    }
    s.iter().position(|&c| c < 0x20 || c == b'"' || c == b'\\').unwrap_or(s.len())
}

/// Whether [`plain_run`] runs to the end of `s` (nothing in it to escape), without
/// its loop over the bytes of a string under eight bytes: those are read as one word
/// of two 4-byte halves that overlap and cover every byte (under four, its first,
/// middle and last bytes, which are all of them), and a word holds a stop byte if and
/// only if its mark is not zero. (A 7-byte code tested byte by byte cost 65
/// instructions, most of writing it to a report.)
#[inline]
pub fn is_plain(s: &[u8]) -> bool {
    let n = s.len();
    if n >= 8 {
        return plain_run(s) == n;
    }
    let le32 = |b: &[u8]| u64::from(u32::from_le_bytes(b.try_into().unwrap_or_default()));
    let word = match n {
        0 => return true,
        1..=3 => u64::from_le_bytes([s[0], s[n / 2], s[n - 1], s[0], s[0], s[0], s[0], s[0]]),
        _ => le32(&s[..4]) | le32(&s[n - 4..]) << 32,
    };
    stops(word) == 0
}

/// Eight bytes as a little-endian word (0 unless `b` is eight bytes long).
#[inline]
pub(super) fn le64(b: &[u8]) -> u64 {
    u64::from_le_bytes(b.try_into().unwrap_or_default())
}

/// The marks of a word's stop bytes for [`plain_run`]: in a word `x`,
/// `(x − 0x01…01·k) & !x & 0x80…80` marks the bytes below `k` (exactly, from the lowest
/// such byte up: the borrow only runs past a byte that is below `k`, and only the first
/// mark is read; it is zero only when no byte is below `k`); a byte equal to `c` is a
/// zero byte of `x ^ c·0x01…01`.
#[inline]
pub(super) fn stops(x: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let below = |x: u64, k: u64| x.wrapping_sub(ONES * k) & !x & HIGH;
    below(x, 0x20) | below(x ^ (ONES * u64::from(b'"')), 1) | below(x ^ (ONES * u64::from(b'\\')), 1)
}

/// Python's `str.strip()` with no argument: strips what `str.isspace` calls whitespace,
/// which is Unicode's White_Space plus the four separators U+001C..U+001F (Rust's
/// `str::trim` keeps those).
///
/// ```
/// use pysem::pyjson::py_strip;
/// assert_eq!(py_strip(" \u{1c}S1\u{a0}\u{3000}"), "S1");
/// assert_eq!(py_strip("\u{200b}S1"), "\u{200b}S1"); // zero-width space is not whitespace
/// ```
pub fn py_strip(s: &str) -> &str {
    s.trim_matches(is_py_space)
}

/// Python's `str.isspace` for one character (see [`py_strip`]).
pub fn is_py_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// Python's `repr(float)`: shortest round-trip digits, scientific notation when the
/// decimal exponent is < -4 or >= 16, always a `.0` or exponent so it reads as a float.
///
/// ```
/// use pysem::pyjson::py_float_repr;
/// assert_eq!(py_float_repr(1000.0), "1000.0");
/// assert_eq!(py_float_repr(1e16), "1e+16");
/// assert_eq!(py_float_repr(1.5e-5), "1.5e-05");
/// assert_eq!(py_float_repr(0.0001), "0.0001");
/// assert_eq!(py_float_repr(f64::NAN), "nan");
/// // An exact tie between two shortest candidates goes to the even digit, as in CPython.
/// assert_eq!(py_float_repr(1e15 + 0.25), "1000000000000000.2");
/// assert_eq!(py_float_repr(1e15 + 0.75), "1000000000000000.8");
/// ```
pub fn py_float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let sci = crate::float::exp(x.abs());
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let digits = shortest_half_even(x.abs(), digits, exp);
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if !(-5 < exp && exp < 16) {
        let (first, rest) = digits.split_at(1);
        let mant = if rest.is_empty() { first.to_string() } else { format!("{first}.{rest}") };
        let esign = if exp < 0 { '-' } else { '+' };
        return format!("{sign}{mant}e{esign}{:02}", exp.abs());
    }
    if exp >= 0 {
        let int_len = exp as usize + 1;
        if digits.len() <= int_len {
            format!("{sign}{digits}{}.0", "0".repeat(int_len - digits.len()))
        } else {
            format!("{sign}{}.{}", &digits[..int_len], &digits[int_len..])
        }
    } else {
        format!("{sign}0.{}{digits}", "0".repeat((-exp - 1) as usize))
    }
}

/// CPython's shortest digits break an exact tie between two shortest candidates to
/// the even one (`1e15 + 0.25` is `1000000000000000.2`); Rust's take the upper one
/// (`…0.3`). `digits` are Rust's shortest digits of `x > 0` (`d.ddd × 10^exp`): when
/// `x` is exactly halfway between them and the candidate one unit lower or higher in
/// the last digit, and that candidate is even and reads back as `x`, it is taken.
pub(super) fn shortest_half_even(x: f64, digits: String, exp: i32) -> String {
    let last = digits.as_bytes()[digits.len() - 1] - b'0';
    if last.is_multiple_of(2) || x == 0.0 {
        return digits;
    }
    // The exact decimal expansion of x: it has as many decimals as x has binary ones.
    let bits = x.to_bits();
    let (m, q) = if (bits >> 52) & 0x7ff == 0 {
        (bits & ((1 << 52) - 1), -1074)
    } else {
        ((bits & ((1 << 52) - 1)) | (1 << 52), ((bits >> 52) & 0x7ff) as i32 - 1075)
    };
    let decimals = if q < 0 { (-q - m.trailing_zeros() as i32).max(0) as usize } else { 0 };
    // A tie needs exactly one more significant decimal than `digits`, a 5.
    let low = exp - (digits.len() as i32 - 1); // power of ten of digits' last digit
    if -(decimals as i32) != low - 1 {
        return digits;
    }
    let exact = crate::float::fixed(x, decimals);
    let exact: String = exact.chars().filter(char::is_ascii_digit).collect();
    let exact = exact.trim_start_matches('0');
    for up in [false, true] {
        let Some(other) = step_last_digit(&digits, up) else { continue };
        // The midpoint of `digits` and `other`, one decimal further, must be x.
        let (lo, hi) = if up { (&digits, &other) } else { (&other, &digits) };
        let mid = format!("{lo}5");
        // `hi` may have one more digit than `lo` (…9 + 1): then it is not a tie here.
        if hi.len() != lo.len() || mid.trim_start_matches('0') != exact {
            continue;
        }
        let candidate = format!("{other}e{low}");
        if crate::float::parse(&candidate) == Some(x) {
            return other;
        }
    }
    digits
}

/// `digits` with its last digit one lower (`up == false`) or one higher, when that
/// stays within the same number of digits and the first digit stays non-zero.
pub(super) fn step_last_digit(digits: &str, up: bool) -> Option<String> {
    let mut b = digits.as_bytes().to_vec();
    let i = b.len() - 1;
    match (up, b[i]) {
        (false, b'1'..=b'9') => b[i] -= 1,
        (true, b'0'..=b'8') => b[i] += 1,
        _ => return None,
    }
    if b[0] == b'0' {
        return None;
    }
    String::from_utf8(b).ok()
}
