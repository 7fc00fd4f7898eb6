//! Python's `str.isdigit()` and `int(str)` of a string of digits, as CPython 3.12
//! (Unicode 15.0) gives them: `isdigit` takes every decimal digit (category Nd) and the
//! 128 other digits (superscripts, circled and parenthesised digits, …), which `int()`
//! then refuses; `int()` reads at most 4,300 digits.
//!
//! ```
//! use pysem::pyint::{isdigit, int_of_digits};
//! assert!(isdigit("１２") && isdigit("²") && !isdigit("") && !isdigit("1.0"));
//! assert_eq!(int_of_digits("007"), Ok("7".to_string()));
//! assert_eq!(int_of_digits("١٢"), Ok("12".to_string())); // Arabic-Indic digits
//! assert_eq!(int_of_digits("1²").unwrap_err(), "invalid literal for int() with base 10: '1²'");
//! ```

use crate::float::big::Big;
use crate::float::parse::round;
use crate::float::py_float::decimal;
use crate::pyjson::py_str_repr;

/// The code points `isdigit` takes that are not decimal digits (Numeric_Type=Digit), as
/// inclusive ranges; listed from CPython 3.12's `str.isdigit` over every code point.
const OTHER_DIGITS: [(u32, u32); 20] = [
    (0xB2, 0xB3),
    (0xB9, 0xB9),
    (0x1369, 0x1371),
    (0x19DA, 0x19DA),
    (0x2070, 0x2070),
    (0x2074, 0x2079),
    (0x2080, 0x2089),
    (0x2460, 0x2468),
    (0x2474, 0x247C),
    (0x2488, 0x2490),
    (0x24EA, 0x24EA),
    (0x24F5, 0x24FD),
    (0x24FF, 0x24FF),
    (0x2776, 0x277E),
    (0x2780, 0x2788),
    (0x278A, 0x2792),
    (0x10A40, 0x10A43),
    (0x10E60, 0x10E68),
    (0x11052, 0x1105A),
    (0x1F100, 0x1F10A),
];

/// The decimal digit's value (ASCII or any Unicode Nd), or `None`.
pub fn decimal_value(c: char) -> Option<u8> {
    if c.is_ascii_digit() {
        return Some(c as u8 - b'0');
    }
    if c.is_ascii() {
        return None;
    }
    decimal(c)
}

fn is_digit_char(c: char) -> bool {
    let u = u32::from(c);
    decimal_value(c).is_some() || OTHER_DIGITS.iter().any(|&(lo, hi)| (lo..=hi).contains(&u))
}

/// `s.isdigit()`: not empty, every character a digit.
pub fn isdigit(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_digit_char)
}

/// Python's limit on the digits `int(str)` reads (`sys.get_int_max_str_digits()`).
pub const MAX_STR_DIGITS: usize = 4300;

/// `int(s)` for an `s` that `isdigit` takes: the value's decimal text (no leading
/// zeros), or the `ValueError`'s text (a digit that is not decimal; more than 4,300).
pub fn int_of_digits(s: &str) -> Result<String, String> {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match decimal_value(c) {
            Some(d) => {
                if !(out.is_empty() && d == 0) {
                    out.push(char::from(b'0' + d));
                }
            }
            None => {
                // CPython's `%.200R`: the repr cut at 200 characters.
                let repr: String = py_str_repr(s).chars().take(200).collect();
                return Err(format!("invalid literal for int() with base 10: {repr}"));
            }
        }
    }
    let n = s.chars().count();
    if n > MAX_STR_DIGITS {
        return Err(format!(
            "Exceeds the limit ({MAX_STR_DIGITS} digits) for integer string conversion: value has {n} digits; use sys.set_int_max_str_digits() to increase the limit"
        ));
    }
    if out.is_empty() {
        out.push('0');
    }
    Ok(out)
}

/// `a / b` for Python ints, `a` the decimal text [`int_of_digits`] gives and `b > 0`:
/// the correctly rounded double (CPython's `long_true_divide`; both under 2^53, the
/// plain division of their doubles, which is the same), or the `OverflowError`'s text.
pub fn true_divide(a: &str, b: u32) -> Result<f64, String> {
    let mut big = Big::default();
    for d in a.bytes() {
        big.mul_add(10, u32::from(d - b'0'));
    }
    if big.is_zero() {
        return Ok(0.0);
    }
    // At least 88 bits of quotient (at most 120): enough to round, with the rest as a sticky bit.
    let bits = big.bits() as i64;
    let shift = bits - 120;
    let mut sticky = false;
    if shift > 0 {
        sticky = big.any_below(shift as u64);
        big.shr(shift as u64);
    } else {
        big.shl((-shift) as u64);
    }
    sticky |= big.div_small(b) != 0;
    let mut q: u128 = 0;
    for i in (0..big.bits()).rev() {
        q = q << 1 | u128::from(big.bit(i));
    }
    let x = round(q, sticky, shift);
    if x.is_infinite() {
        return Err("integer division result too large for a float".into());
    }
    Ok(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Texts CPython 3.12 printed for these strings.
    #[test]
    fn as_python_reads_them() {
        assert_eq!(int_of_digits(&"0".repeat(4301)).unwrap_err(), "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit");
        assert_eq!(int_of_digits(&"9".repeat(4300)).unwrap().len(), 4300);
        let e = int_of_digits(&"²".repeat(300)).unwrap_err();
        assert_eq!(e.chars().count(), 240);
        assert!(isdigit("\u{1F10A}") && !isdigit("\u{1F10B}") && isdigit("\u{1FBF9}"));
        assert_eq!(int_of_digits("\u{1FBF9}"), Ok("9".into()));
        // Python: 12345678901234567890123 / 7, (10**25 + 1) / 3, 10**400 / 3.
        assert_eq!(true_divide("12345678901234567890123", 7), Ok(1.763668414462081e+21));
        assert_eq!(true_divide("10000000000000000000000001", 3), Ok(3.3333333333333333e+24));
        assert_eq!(true_divide(&format!("1{}", "0".repeat(400)), 3).unwrap_err(), "integer division result too large for a float");
        assert_eq!(true_divide("7", 2), Ok(3.5));
    }
}
