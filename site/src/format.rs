//! Numbers as people read them: thousands separators, fixed decimals.
//!
//! Every `f64` the site writes goes through [`grader::float`] (re-exported here):
//! `fixed(x, 1)` for `format!("{:.1}", x)`, `shortest(x)` for `x.to_string()`, and
//! `Fixed`/`Shortest` inside `format!`. Not `{}` or `{:.N}` of an `f64`, nor an `f64`
//! given to a view as an attribute or a child (Leptos writes those with `to_string`):
//! that links the standard library's float formatting into the `.wasm`, which
//! `scripts/build-site` refuses.

pub use grader::float::{fixed, shortest, Fixed, Shortest};

/// The minus sign of a number on screen: U+2212 `−`, as typeset (never in JSON or
/// report bytes, which keep the ASCII `-` their readers parse).
pub const MINUS: char = '\u{2212}';

/// A number's text for the screen: a leading ASCII `-` becomes [`MINUS`].
pub fn minus(s: String) -> String {
    match s.strip_prefix('-') {
        Some(rest) => format!("{MINUS}{rest}"),
        None => s,
    }
}

/// The language numbers are written in: the page's (reactive, read inside a view's
/// closure it redraws on a switch); English in native tests, which have no page.
fn lang() -> i18n::Lang {
    #[cfg(target_arch = "wasm32")]
    {
        crate::words::lang()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        i18n::Lang::En
    }
}

/// A plain number (`1234.5`, no sign) in the page language's form (`1,234.5`; `1.234,5`).
fn grouped_digits(plain: &str) -> String {
    i18n::number(lang(), plain)
}

/// A plain number's text (`0.8123`, as `grader::float` or the JSON report writes it) in
/// the page language's form (`0,8123` in Indonesian); other text (`—`, `null`) as it
/// is. For display text only (a label, a tooltip): data attributes and reports keep
/// the plain form.
pub fn local(plain: &str) -> String {
    grouped_digits(plain)
}

/// `1234567` → `1,234,567` (`−1,234` below zero; `1.234.567` in Indonesian).
pub fn int(x: i64) -> String {
    let out = grouped_digits(&x.unsigned_abs().to_string());
    if x < 0 {
        format!("{MINUS}{out}")
    } else {
        out
    }
}

/// A float with `decimals` places and thousands separators (`−` below zero).
pub fn num(x: f64, decimals: usize) -> String {
    if !x.is_finite() {
        return "—".into();
    }
    let s = fixed(x.abs(), decimals);
    let sign = if x < 0.0 && s.chars().any(|c| c.is_ascii_digit() && c != '0') { "\u{2212}" } else { "" };
    format!("{sign}{}", grouped_digits(&s))
}

/// How many significant digits a measured value shows on screen ([`sig`]).
pub const SIG: usize = 6;

/// `x` to `digits` significant digits, as people read it, in the page language's form:
/// `5.46542`, `0.506807`, `−0.000123457`; whole digits are never dropped (`289,190` at
/// 6). For the screen only: the exact value goes in a `title` ([`exact`]) and the report.
pub fn sig(x: f64, digits: usize) -> String {
    if !x.is_finite() {
        return "—".into();
    }
    if x == 0.0 {
        return "0".into();
    }
    // Digits before the point (1 for 5.4, 6 for 289,189.9, −3 for 0.000123).
    let whole = x.abs().log10().floor() as i32 + 1;
    let decimals = (digits as i32 - whole).clamp(0, 20) as usize;
    let s = fixed(x.abs(), decimals);
    let s = if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.') } else { s.as_str() };
    let sign = if x < 0.0 && s.bytes().any(|c| c.is_ascii_digit() && c != b'0') { "\u{2212}" } else { "" };
    format!("{sign}{}", grouped_digits(s))
}

/// `x` exactly, as the report writes it but grouped and with the minus sign
/// (`289,189.98728545965`): the `title` of a number shown with [`sig`].
pub fn exact(x: f64) -> String {
    if !x.is_finite() {
        return shortest(x);
    }
    minus(grouped(x))
}

/// The shortest form of `x` with thousands separators: `281,497.46`, `0.8`.
pub fn grouped(x: f64) -> String {
    let s = shortest(x);
    if s.contains(['e', 'E']) || !x.is_finite() {
        return s;
    }
    let (sign, digits) = s.strip_prefix('-').map_or(("", s.as_str()), |d| ("-", d));
    let digits = digits.strip_suffix(".0").unwrap_or(digits);
    format!("{sign}{}", grouped_digits(digits))
}

/// A number as people type it, the site's own style included: `281,497.46` (commas
/// between groups of three digits), `281 497.46` (spaces, also narrow or no-break
/// ones), `281497.46`, `2.8e5`, a leading `+`. `None` for anything else (`abc`,
/// `28,14`, `1.2.3`).
///
/// In Indonesian, where the page writes `281.497,46`, a text with a comma is read that
/// way (`.` between groups, `,` the decimal mark); one without is read as above.
pub fn parse_number(text: &str) -> Option<f64> {
    let swapped: String;
    let text = if lang() == i18n::Lang::Id && text.contains(',') {
        swapped = text
            .chars()
            .map(|c| match c {
                '.' => ',',
                ',' => '.',
                c => c,
            })
            .collect();
        &swapped
    } else {
        text
    };
    let t = text.trim();
    let t = t.strip_prefix('+').unwrap_or(t);
    let grouped: String;
    let t = if t.contains([',', ' ', '\u{a0}', '\u{202f}', '\u{2009}']) {
        // Separators only between groups of three digits, in the whole part.
        let (whole, rest) = t.split_at(t.find(['.', 'e', 'E']).unwrap_or(t.len()));
        let groups: Vec<&str> = whole.split([',', ' ', '\u{a0}', '\u{202f}', '\u{2009}']).collect();
        let ok = groups.len() > 1
            && (1..=3).contains(&groups[0].len())
            && groups[1..].iter().all(|g| g.len() == 3)
            && groups.iter().all(|g| g.bytes().all(|b| b.is_ascii_digit()));
        if !ok || rest.contains([',', ' ', '\u{a0}', '\u{202f}', '\u{2009}']) {
            return None;
        }
        grouped = groups.concat() + rest;
        &grouped
    } else {
        t
    };
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+')) {
        return None;
    }
    grader::float::parse(t).filter(|x| x.is_finite())
}

/// An optional integer field of a report (`None` → "—").
pub fn opt_int<T: Into<i64> + Copy>(x: Option<T>) -> String {
    x.map(|v| int(v.into())).unwrap_or_else(|| "—".into())
}

/// The score exactly as the JSON report writes it (e.g. `0.8123`, `1.0`, `null`).
pub fn score_json(x: Option<f64>) -> String {
    serde_json::to_string(&x).unwrap_or_default()
}

/// The score as shown: the JSON form, "—" when there is none.
pub fn score_text(x: Option<f64>) -> String {
    match x {
        Some(_) => score_json(x),
        None => "—".into(),
    }
}

/// An optional float with `decimals` places ("—" when missing).
pub fn opt_num(x: Option<f64>, decimals: usize) -> String {
    x.map(|v| num(v, decimals)).unwrap_or_else(|| "—".into())
}

/// A score as shown in a label (`0,8123` in Indonesian): [`score_text`] in the
/// language's form. Data attributes keep [`score_text`].
pub fn score_local(x: Option<f64>) -> String {
    local(&score_text(x))
}

/// Seconds as `3 h 25 min`.
pub fn duration(seconds: f64) -> String {
    let m = (seconds / 60.0).round() as i64;
    if m >= 60 {
        format!("{} h {:02} min", m / 60, m % 60)
    } else {
        format!("{m} min")
    }
}

/// Text for HTML or SVG markup written as a string, in an element or a double-quoted
/// attribute (the embed snippet, the attempts chart).
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the page writes (`num`) reads back; what is not a number is refused.
    #[test]
    fn numbers_as_the_site_writes_them_read_back() {
        for (text, want) in [
            ("281,497.46", 281497.46),
            ("281497.46", 281497.46),
            (" 281 497.46 ", 281497.46),
            ("281\u{202f}497.46", 281497.46),
            ("1,234,567", 1234567.0),
            ("0.8", 0.8),
            ("+2.8e5", 280000.0),
            ("12", 12.0),
        ] {
            assert_eq!(parse_number(text), Some(want), "{text:?}");
        }
        for x in [281497.46, 1234567.0, 0.812345, 42.0, 0.2843152740483336] {
            assert_eq!(parse_number(&num(x, 6)), Some((x * 1e6).round() / 1e6), "{}", num(x, 6));
            assert_eq!(parse_number(&grouped(x)), Some(x), "{}", grouped(x));
        }
        assert_eq!(grouped(281497.46), "281,497.46");
        assert_eq!(grouped(30000.0), "30,000");
        for bad in ["abc", "", "28,14", "1,2345", "1.2.3", "1,234.5,6", ",123", "0x10", "inf", "NaN", "12abc"] {
            assert_eq!(parse_number(bad), None, "{bad:?}");
        }
        assert_eq!(parse_number("0"), Some(0.0)); // a number; the page refuses it as a reference
    }

    /// Significant digits on screen (issue 45, point 9), the exact value beside them.
    #[test]
    fn significant_digits() {
        assert_eq!(sig(5.465422077922078, SIG), "5.46542");
        assert_eq!(sig(289189.98728545965, SIG), "289,190");
        assert_eq!(sig(0.5068066119428618, SIG), "0.506807");
        assert_eq!(sig(-0.000123456789, SIG), "\u{2212}0.000123457");
        assert_eq!(sig(1234567.8, 4), "1,234,568");
        assert_eq!(sig(2.5, SIG), "2.5");
        assert_eq!(sig(0.0, SIG), "0");
        assert_eq!(sig(f64::NAN, SIG), "—");
        assert_eq!(exact(289189.98728545965), "289,189.98728545965");
        assert_eq!(exact(-5.5), "\u{2212}5.5");
    }

    #[test]
    fn negatives_on_screen_use_the_minus_sign() {
        assert_eq!(int(-1234), "\u{2212}1,234");
        assert_eq!(int(1234), "1,234");
        assert_eq!(num(-31.4, 0), "\u{2212}31");
        assert_eq!(num(-0.0001, 2), "0.00");
        assert_eq!(num(-1.0, 4), "\u{2212}1.0000");
        assert_eq!(minus(fixed(-1.0, 4)), "\u{2212}1.0000");
        assert_eq!(minus(shortest(0.5)), "0.5");
    }
}
