//! How a `prob_default` cell reads as a number, the way pandas' `read_csv` sees it.
//!
//! * pandas' default NA spellings (`""`, `NA`, `NaN`, `null`, `None`, `#N/A`, ...) and any
//!   other `nan` read as a missing value: **not a number** (spec §2: "empty").
//! * A plain decimal (`0.27`, `.5`, `1e-3`, `+0.1`, surrounding spaces allowed, as
//!   pandas' C parser skips them) is a number. One too large for `f64` (`1e999`) reads
//!   as infinite, as in Python.
//! * `inf`, `-inf`, `Infinity` (any case, optional sign) read as infinite: **not finite**.
//! * Anything else (`high`, `12%`, `0,27`, `1_000`) is text: **not a number**.

/// pandas' default `na_values` (pandas 2.x `STR_NA_VALUES`), compared with the raw cell.
const PANDAS_NA: &[&str] = &[
    "", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
    "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null",
];

/// What a cell holds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Cell {
    /// A finite number.
    Number(f64),
    /// `inf`, `-inf`, or a decimal too large for a double.
    Infinite(f64),
    /// Empty, or a missing-value spelling (`NaN`, `NA`, `null`, ...).
    Missing,
    /// Anything else.
    Text,
}

/// Read one cell.
pub(crate) fn classify(raw: &str) -> Cell {
    let s = raw.trim();
    if PANDAS_NA.contains(&raw) || PANDAS_NA.contains(&s) {
        return Cell::Missing;
    }
    let unsigned = s.strip_prefix(['+', '-']).unwrap_or(s);
    if unsigned.eq_ignore_ascii_case("nan") {
        return Cell::Missing;
    }
    if unsigned.eq_ignore_ascii_case("inf") || unsigned.eq_ignore_ascii_case("infinity") {
        return Cell::Infinite(if s.starts_with('-') {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        });
    }
    if !is_decimal(s) {
        return Cell::Text;
    }
    match s.parse::<f64>() {
        Ok(x) if x.is_finite() => Cell::Number(x),
        Ok(x) => Cell::Infinite(x),
        Err(_) => Cell::Text,
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

    #[test]
    fn numbers() {
        for (s, x) in [
            ("0.27", 0.27),
            (" 0.5 ", 0.5),
            (".5", 0.5),
            ("5.", 5.0),
            ("+0.1", 0.1),
            ("1e-3", 0.001),
            ("1E2", 100.0),
            ("-0", -0.0),
            ("612", 612.0),
            ("1e-400", 0.0),
        ] {
            assert_eq!(classify(s), Cell::Number(x), "{s}");
        }
    }

    #[test]
    fn missing() {
        for s in [
            "", "  ", "NaN", "nan", "NAN", "-nan", "+NaN", "NA", "N/A", "n/a", "null", "NULL",
            "None", "<NA>", "#N/A", "1.#QNAN",
        ] {
            assert_eq!(classify(s), Cell::Missing, "{s:?}");
        }
    }

    #[test]
    fn infinite() {
        for s in [
            "inf",
            "-inf",
            "+inf",
            "Inf",
            "INFINITY",
            "-Infinity",
            "1e999",
        ] {
            assert!(matches!(classify(s), Cell::Infinite(_)), "{s}");
        }
        assert_eq!(classify("-inf"), Cell::Infinite(f64::NEG_INFINITY));
    }

    #[test]
    fn text() {
        for s in [
            "high", "12%", "0,27", "1_000", "0x1", "e5", "1e", ".", "-", "1.2.3", "True",
        ] {
            assert_eq!(classify(s), Cell::Text, "{s}");
        }
    }
}
