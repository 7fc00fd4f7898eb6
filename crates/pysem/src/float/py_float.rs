//! Python's `float(str)`, as CPython 3.12's `PyFloat_FromString` reads a string.
//!
//! In order: every non-ASCII character becomes ASCII first
//! (`_PyUnicode_TransformDecimalAndSpaceToASCII`: a Unicode space is `' '`, a Unicode
//! decimal digit its ASCII digit, anything else fails), then ASCII whitespace
//! (`\t\n\v\f\r` and space; not `\x1c`..`\x1f`, which `str.isspace` counts) is stripped
//! at both ends, underscores are allowed only between two digits and removed, and what
//! is left is read as `_Py_dg_strtod` reads it: the grammar of [`super::parse`]
//! (`inf`, `infinity`, `nan` in any case, with a sign), correctly rounded.
//!
//! ```
//! use pysem::float::{py_float, PyFloatError};
//! assert_eq!(py_float(" 1_000.5\u{3000}"), Ok(1000.5));
//! assert_eq!(py_float("١٢٣"), Ok(123.0)); // Arabic-Indic digits
//! assert_eq!(py_float("１e３"), Ok(1000.0)); // fullwidth digits
//! assert_eq!(py_float("1__0"), Err(PyFloatError::Syntax));
//! assert_eq!(py_float("\u{2212}1"), Err(PyFloatError::Char('\u{2212}'))); // a minus sign
//! assert_eq!(py_float(" "), Err(PyFloatError::Empty));
//! ```

use core::fmt;

/// Why `float(str)` raises `ValueError` ("could not convert string to float: ...").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PyFloatError {
    /// Nothing but whitespace (or nothing at all).
    Empty,
    /// A character beyond ASCII that is neither a Unicode decimal digit nor a space.
    Char(char),
    /// Not a number: the grammar, a misplaced underscore, a stray ASCII character.
    Syntax,
}

impl fmt::Display for PyFloatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PyFloatError::Empty => f.write_str("no number, only whitespace"),
            PyFloatError::Char(c) => write!(f, "U+{:04X} is neither a decimal digit nor a space", u32::from(*c)),
            PyFloatError::Syntax => f.write_str("not a number as float() reads one"),
        }
    }
}

/// Python's `float(s)` for a `str` `s` (module docs).
pub fn py_float(s: &str) -> Result<f64, PyFloatError> {
    let ascii;
    let s = if s.is_ascii() {
        s
    } else {
        ascii = to_ascii(s)?;
        ascii.as_str()
    };
    // Py_ISSPACE: ASCII's C whitespace only.
    let t = s.trim_matches(|c: char| matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r'));
    if t.is_empty() {
        return Err(PyFloatError::Empty);
    }
    if !t.contains('_') {
        return super::parse(t).ok_or(PyFloatError::Syntax);
    }
    let b = t.as_bytes();
    let digit = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    if (0..b.len()).any(|i| b[i] == b'_' && !(i > 0 && digit(i - 1) && digit(i + 1))) {
        return Err(PyFloatError::Syntax);
    }
    super::parse(&t.replace('_', "")).ok_or(PyFloatError::Syntax)
}

/// `_PyUnicode_TransformDecimalAndSpaceToASCII`: ASCII kept, a Unicode space as `' '`, a
/// decimal digit as its ASCII digit; any other character fails.
fn to_ascii(s: &str) -> Result<String, PyFloatError> {
    s.chars()
        .map(|c| match c {
            // CPython keeps below 127; DEL then fails the grammar as any other character.
            c if c < '\x7f' => Ok(c),
            // Python's str.isspace beyond ASCII is Unicode's White_Space (U+0085, U+00A0,
            // U+1680, U+2000..U+200A, U+2028, U+2029, U+202F, U+205F, U+3000).
            c if c.is_whitespace() => Ok(' '),
            c => decimal(c).map(|d| char::from(b'0' + d)).ok_or(PyFloatError::Char(c)),
        })
        .collect()
}

/// The first code point (the zero) of every run of ten Unicode decimal digits (general
/// category Nd), as CPython 3.12's Unicode 15.0 database lists them beyond ASCII.
const ZEROS: [u32; 67] = [
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040,
    0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50,
    0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0,
    0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x11F50, 0x16A60, 0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0,
    0x1E4F0, 0x1E950, 0x1FBF0,
];

/// `Py_UNICODE_TODECIMAL` beyond ASCII: the digit's value, or `None`.
pub(crate) fn decimal(c: char) -> Option<u8> {
    let u = u32::from(c);
    let i = ZEROS.partition_point(|&z| z <= u).checked_sub(1)?;
    let d = u - ZEROS[i];
    (d < 10).then_some(d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each input with what CPython 3.12.1's `float()` returns (`None`: ValueError),
    /// measured.
    #[test]
    fn as_cpython_reads() {
        let cases: &[(&str, Option<f64>)] = &[
            ("1", Some(1.0)),
            (" 1 ", Some(1.0)),
            ("\t1\n", Some(1.0)),
            ("\x0b1\x0c", Some(1.0)),
            ("\x1c1", None),
            ("1\x1f", None),
            ("\u{85}1", Some(1.0)),
            ("\u{a0}1\u{3000}", Some(1.0)),
            ("1_000", Some(1000.0)),
            ("1__0", None),
            ("_1", None),
            ("1_", None),
            ("1_.5", None),
            ("1._5", None),
            ("1.5_5", Some(1.55)),
            ("1e1_0", Some(1e10)),
            ("1e_1", None),
            ("1_e1", None),
            ("+1_0", Some(10.0)),
            ("-_1", None),
            ("inf", Some(f64::INFINITY)),
            ("-Infinity", Some(f64::NEG_INFINITY)),
            ("infinit", None),
            ("in_f", None),
            ("n_an", None),
            ("Infinity_", None),
            ("1.", Some(1.0)),
            (".5", Some(0.5)),
            (".", None),
            ("1e", None),
            ("e5", None),
            ("1.e5", Some(1e5)),
            ("+-1", None),
            ("++1", None),
            ("1e+", None),
            ("0x10", None),
            ("1\0", None),
            ("", None),
            ("   ", None),
            ("\u{3000}", None),
            ("١٢٣", Some(123.0)),
            ("١٫٥", None),
            ("１２３.５", Some(123.5)),
            ("１e３", Some(1000.0)),
            ("𝟏𝟐", Some(12.0)),
            ("1\u{a0}2", None),
            ("\u{2212}1", None),
            ("٣_٣", Some(33.0)),
            ("1\u{200b}", None),
            ("\u{feff}1", None),
            ("\u{180e}1", None),
            ("߀1", Some(1.0)),
            ("᠐1", Some(1.0)),
            ("𑁦", Some(0.0)),
            ("𞥐", Some(0.0)),
            ("1٠٠٠", Some(1000.0)),
            ("1.5e+03", Some(1500.0)),
            ("1E-3", Some(0.001)),
            ("00012", Some(12.0)),
            ("1e999", Some(f64::INFINITY)),
            ("-1e999", Some(f64::NEG_INFINITY)),
            ("1e-400", Some(0.0)),
            ("1\x7f", None),
            ("\x7f", None),
            ("i\u{301}nf", None),
            ("1_0.2_5e1_0", Some(10.25e10)),
            ("22.959999999999997", Some(22.959999999999997)),
            ("12kg", None),
            ("True", None),
            ("in f", None),
        ];
        for &(s, want) in cases {
            assert_eq!(py_float(s).ok(), want, "{s:?}");
        }
        // NaN keeps its sign, as CPython's (`math.copysign(1, float('-nan'))` is -1.0).
        for (s, negative) in [("nAn", false), ("+nan", false), ("-nan", true)] {
            let x = py_float(s).unwrap();
            assert!(x.is_nan() && x.is_sign_negative() == negative, "{s}");
        }
        assert!(py_float("-0").unwrap().is_sign_negative());
    }

    #[test]
    fn errors_are_typed() {
        assert_eq!(py_float("\t \n"), Err(PyFloatError::Empty));
        assert_eq!(py_float("1\u{200b}"), Err(PyFloatError::Char('\u{200b}')));
        assert_eq!(py_float("1 2"), Err(PyFloatError::Syntax));
    }

    /// The tables against Rust's own Unicode data: every run is ten digits that Rust
    /// also calls numeric, and every space Python counts is Unicode White_Space.
    #[test]
    fn tables() {
        assert!(ZEROS.windows(2).all(|w| w[0] + 10 <= w[1]));
        for &z in &ZEROS {
            for d in 0..10 {
                let c = char::from_u32(z + d).unwrap();
                assert!(c.is_numeric(), "{c:?}");
                assert_eq!(decimal(c), Some(d as u8));
            }
        }
        assert_eq!(decimal('\u{065f}'), None);
        assert_eq!(decimal('\u{066a}'), None);
        assert_eq!(decimal('²'), None);
        let spaces: Vec<u32> = (0x80..0x11_0000).filter_map(char::from_u32).filter(|c| c.is_whitespace()).map(u32::from).collect();
        let python = [
            0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029,
            0x202f, 0x205f, 0x3000,
        ];
        assert_eq!(spaces, python);
    }
}
