//! How pandas' `read_csv` (C engine, default options) reads one cell's text, before a
//! column gets its type (see [`super::dtype`]).
//!
//! * **Missing**: the raw cell is exactly one of pandas' default `na_values` (`""`,
//!   `NA`, `NaN`, `nan`, `null`, `None`, `#N/A`, ...). Exactly: ` NA`, `NAN` or `+nan`
//!   are text, and so is a cell of spaces.
//! * **Integer**: C whitespace, an optional sign, digits (`007`, ` +12 `, `-0`).
//! * **Decimal**: C whitespace around `[+-]? (digits [. digits?] | . digits)
//!   ([eE] [+-]? digits)?`, or `inf` / `infinity` in any case with an optional sign.
//!   Its value is pandas 2.3.2's ([`decimal`]): its converter is not correctly rounded
//!   (`22.959999999999997` reads as `22.96`) and makes a cell too large for `f64`
//!   (`1e999`) text: [`crate::float::pandas`]. `to_numeric` on text accepts the same
//!   spellings and gives the same values.
//! * **Boolean**: exactly `true` or `false` in any case, no spaces.
//! * Anything else (`high`, `12%`, `0,27`, `1_000`, `0x1`, a no-break space) is text.
//!
//! "C whitespace" is C's `isspace`: space, `\t`, `\n`, `\v`, `\f`, `\r`, nothing else
//! (a no-break space makes a number text).

/// pandas' default `na_values` (`STR_NA_VALUES`, pandas 2.x and 3.x), compared with the
/// raw cell.
const PANDAS_NA: &[&str] = &[
    "", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN", "<NA>", "N/A", "NA", "NULL", "NaN", "None",
    "n/a", "nan", "null",
];

/// True when pandas reads the raw cell as a missing value (NaN).
pub fn is_na(raw: &str) -> bool {
    // Every spelling is at most 8 bytes long and starts with one of `#-1<Nn`; most
    // cells are numbers or ids: skip the list.
    match raw.as_bytes() {
        [] => true,
        [b'0'..=b'9', ..] => raw.starts_with("1.#") && PANDAS_NA.contains(&raw),
        [b'#' | b'-' | b'<' | b'N' | b'n', ..] => raw.len() <= 8 && PANDAS_NA.contains(&raw),
        _ => false,
    }
}

/// `s` without C `isspace` characters at either end.
pub fn trim_c(s: &str) -> &str {
    s.trim_matches(|c| matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r'))
}

/// An integer cell: its sign and its digits without leading zeros (`-0` is `0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Integer<'a> {
    pub negative: bool,
    /// At least one digit; no leading zero unless the value is 0.
    pub digits: &'a str,
}

impl Integer<'_> {
    /// The value in decimal, `-` first when negative: one spelling per value.
    pub fn canonical(&self) -> String {
        if self.negative {
            format!("-{}", self.digits)
        } else {
            self.digits.to_string()
        }
    }

    /// True when the value fits a uint64 column (not negative, below 2^64).
    pub fn fits_u64(&self) -> bool {
        !self.negative && self.digits.len() <= 20 && {
            let v: i128 = self.digits.parse().unwrap_or(i128::MAX);
            v < 1i128 << 64
        }
    }

    /// The value as an int64, when it fits one.
    pub fn to_i64(self) -> Option<i64> {
        if self.digits.len() > 19 {
            return None;
        }
        let mut v: i128 = 0;
        for d in self.digits.bytes() {
            v = v * 10 + i128::from(d - b'0');
        }
        i64::try_from(if self.negative { -v } else { v }).ok()
    }

    /// True when the value fits pandas' int64 column.
    pub fn fits_i64(&self) -> bool {
        // 9223372036854775807 has 19 digits; i128 holds any 19-digit number.
        self.digits.len() <= 19 && {
            let v: i128 = self.digits.parse().unwrap_or(i128::MAX);
            if self.negative {
                v <= 1i128 << 63
            } else {
                v < 1i128 << 63
            }
        }
    }
}

/// Read a cell as the C parser's integer: `007` → 7, ` +12 ` → 12.
pub fn integer(raw: &str) -> Option<Integer<'_>> {
    let s = trim_c(raw);
    let (negative, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let digits = body.trim_start_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    Some(Integer { negative: negative && digits != "0", digits })
}

/// Read a cell as pandas 2.3.2's C parser (or `to_numeric`) reads a decimal: `Some`
/// for every integer too, `±inf` for `inf` / `Infinity`; the value is
/// [`crate::float::pandas::read_csv_float`]'s (`0.9999999999999999` is 1, `1e999` is
/// text: its converter fails on overflow).
pub fn decimal(raw: &str) -> Option<f64> {
    crate::float::pandas::read_csv_float(raw)
}

/// The spellings [`decimal`] reads, correctly rounded (as Python's `float()` would):
/// `Some` for every integer too, `±inf` for `inf` / `Infinity` / `1e999`. What a cell
/// says exactly, where [`decimal`] is what the server's pandas makes of it.
pub fn decimal_exact(raw: &str) -> Option<f64> {
    let s = trim_c(raw);
    let unsigned = s.strip_prefix(['+', '-']).unwrap_or(s);
    if unsigned.eq_ignore_ascii_case("inf") || unsigned.eq_ignore_ascii_case("infinity") {
        return Some(if s.starts_with('-') { f64::NEG_INFINITY } else { f64::INFINITY });
    }
    if !is_decimal(s) {
        return None;
    }
    crate::float::parse(s)
}

/// Read a cell as the C parser's boolean: `true` / `false` in any case, nothing around.
pub fn boolean(raw: &str) -> Option<bool> {
    if raw.eq_ignore_ascii_case("true") {
        Some(true)
    } else if raw.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// What a `prob_default` cell holds once pandas has read it and `pd.to_numeric(errors=
/// "coerce")` has run over the column.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cell {
    /// A finite number.
    Number(f64),
    /// `inf` or `-inf`.
    Infinite(f64),
    /// A missing-value spelling (`""`, `NaN`, `NA`, `null`, ...), or a field the row
    /// does not have.
    Missing,
    /// Anything else: NaN after `to_numeric`.
    Text,
}

/// Read one `prob_default` cell (`None`: the row is too short to have it) as the
/// server does. `bool_column`: every cell of the column is `true` / `false` (pandas then
/// makes a bool column and `to_numeric` turns it into 1 / 0); otherwise `True` is text.
pub fn classify(raw: Option<&str>, bool_column: bool) -> Cell {
    let Some(raw) = raw else {
        return Cell::Missing;
    };
    if is_na(raw) {
        return Cell::Missing;
    }
    if let Some(x) = decimal(raw) {
        return if x.is_finite() { Cell::Number(x) } else { Cell::Infinite(x) };
    }
    match boolean(raw) {
        Some(b) if bool_column => Cell::Number(if b { 1.0 } else { 0.0 }),
        _ => Cell::Text,
    }
}

/// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
fn is_decimal(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = 0;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let mut digits = i - int_start;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let frac_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        digits += i - frac_start;
    }
    if digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let exp_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == exp_start {
            return false;
        }
    }
    i == b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first-byte shortcut gives the list's answer: every spelling, each with a
    /// byte more or less, and ids and numbers.
    #[test]
    fn na_spellings_as_the_list_says() {
        let mut cells: Vec<String> = vec!["C0000001".into(), "x".into(), "0.5".into(), "1.#INF".into(), " NA".into(), "NA ".into()];
        for na in PANDAS_NA {
            cells.extend([na.to_string(), format!("{na}x"), format!("x{na}"), na.chars().skip(1).collect()]);
        }
        for c in &cells {
            assert_eq!(is_na(c), PANDAS_NA.contains(&c.as_str()), "{c:?}");
        }
        assert!(PANDAS_NA.iter().all(|na| is_na(na)));
    }

    fn cell(s: &str) -> Cell {
        classify(Some(s), false)
    }

    #[test]
    fn missing_spellings_and_int64s() {
        for na in PANDAS_NA {
            assert!(is_na(na), "{na:?}");
        }
        for not in [" NA", "NAN", "+nan", "0", "1", "1.#INDX", "#N/A N/A ", "12345678", "2.5"] {
            assert!(!is_na(not), "{not:?}");
        }
        let i = |s| integer(s).and_then(|i| i.to_i64());
        assert_eq!(i(" -007 "), Some(-7));
        assert_eq!(i("9223372036854775807"), Some(i64::MAX));
        assert_eq!(i("-9223372036854775808"), Some(i64::MIN));
        assert_eq!(i("9223372036854775808"), None);
        assert_eq!(i("99999999999999999999"), None);
        for s in ["0", "-0", "123", "-9223372036854775809", "18446744073709551615"] {
            let n = integer(s).unwrap();
            assert_eq!(n.to_i64().is_some(), n.fits_i64(), "{s}");
        }
    }

    #[test]
    fn numbers() {
        for (s, x) in [
            ("0.27", 0.27),
            (" 0.5 ", 0.5),
            ("\t0.5\x0b", 0.5),
            (".5", 0.5),
            ("5.", 5.0),
            ("+0.1", 0.1),
            ("1e-3", 0.001),
            ("1E2", 100.0),
            ("-0", -0.0),
            ("612", 612.0),
            ("1e-400", 0.0),
        ] {
            assert_eq!(cell(s), Cell::Number(x), "{s}");
        }
    }

    #[test]
    fn missing_is_the_exact_spelling() {
        for s in ["", "NaN", "nan", "-nan", "NA", "N/A", "n/a", "null", "NULL", "None", "<NA>", "#N/A", "1.#QNAN"] {
            assert_eq!(cell(s), Cell::Missing, "{s:?}");
        }
        assert_eq!(classify(None, false), Cell::Missing);
        // pandas keeps these as text (to_numeric then gives NaN: not a number either).
        for s in ["  ", " NA", "NAN", "+NaN", "nan "] {
            assert_eq!(cell(s), Cell::Text, "{s:?}");
        }
    }

    #[test]
    fn infinite() {
        for s in ["inf", "-inf", "+inf", "Inf", "INFINITY", "-Infinity"] {
            assert!(matches!(cell(s), Cell::Infinite(_)), "{s}");
        }
        assert_eq!(cell("-inf"), Cell::Infinite(f64::NEG_INFINITY));
        // Too large for a double: text (NaN) in pandas 2.3.2.
        for s in ["1e999", "-1e999", "1.8e308"] {
            assert_eq!(cell(s), Cell::Text, "{s}");
        }
    }

    #[test]
    fn pandas2_rounds_as_pandas_2_3_2() {
        // Measured: pandas 2.3.2 read_csv / to_numeric; float() rounds correctly
        // (decimal_exact).
        for (s, pandas2, correct) in [
            ("22.959999999999997", 22.96, 22.959999999999997),
            ("0.9999999999999999", 1.0, 0.9999999999999999),
            ("0.35000000000000003", 0.35, 0.35000000000000003),
            (" 0.000000000000000001234", 0.0, 1.234e-18),
        ] {
            assert_eq!(cell(s), Cell::Number(pandas2), "{s}");
            assert_eq!(decimal_exact(s), Some(correct), "{s}");
        }
        assert_eq!(decimal("0.9999999999999999"), Some(1.0));
    }

    #[test]
    fn text() {
        for s in ["high", "12%", "0,27", "1_000", "0x1", "e5", "1e", ".", "-", "1.2.3", "True", "\u{a0}0.5", "infinit"] {
            assert_eq!(cell(s), Cell::Text, "{s}");
        }
    }

    #[test]
    fn booleans_count_only_in_a_bool_column() {
        assert_eq!(classify(Some("tRuE"), true), Cell::Number(1.0));
        assert_eq!(classify(Some("FALSE"), true), Cell::Number(0.0));
        assert_eq!(classify(Some(" True"), true), Cell::Text);
    }

    #[test]
    fn integers() {
        let canon = |s: &str| integer(s).map(|i| i.canonical());
        assert_eq!(canon("007").as_deref(), Some("7"));
        assert_eq!(canon(" +1001 ").as_deref(), Some("1001"));
        assert_eq!(canon("-0").as_deref(), Some("0"));
        assert_eq!(canon("-012").as_deref(), Some("-12"));
        for s in ["1.0", "1e3", "+", "", "1 2", "\u{a0}1", "0x1"] {
            assert_eq!(integer(s), None, "{s:?}");
        }
        assert!(integer("9223372036854775807").unwrap().fits_i64());
        assert!(!integer("9223372036854775808").unwrap().fits_i64());
        assert!(integer("-9223372036854775808").unwrap().fits_i64());
        assert!(!integer("100000000000000000000").unwrap().fits_i64());
    }
}
