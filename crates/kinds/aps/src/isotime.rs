//! The evaluator's `_iso`: `datetime.fromisoformat` as CPython 3.12's C module reads a
//! text (any single character between date and time, `HH[:MM[:SS[.f…]]]` or its basic
//! form, `Z` / `±HH[:MM[:SS[.f…]]]` zones, ISO week dates; ASCII digits only), else
//! `pd.to_datetime` of the value as given (`pysem`'s pandas 2.3.2). Times are kept as
//! microseconds since 1970 (naive wall clock), with NaT and zoned values apart: NaT
//! compares false with everything and a zoned time raises against a naive one.

use crate::pandas::datetime::{to_datetime_scalar, Cell, Fail};
use crate::pyjson::Value;
use pysem::calendar::days_from_civil;

/// Microseconds in a day.
pub const DAY_US: i64 = 86_400_000_000;

/// A parsed time, as the evaluator holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Time {
    /// pandas' NaT (an empty text, `nan`, `NaT`, a non-finite number).
    NaT,
    /// A naive `datetime`: microseconds since 1970-01-01 00:00.
    Naive(i64),
    /// A zoned one: its wall clock and its UTC offset in microseconds.
    Aware(i64, i64),
    /// What `pd.to_datetime` of a list gives: an array (its `to_pydatetime()` an ndarray).
    Array,
}

/// Comparing a zoned time with a naive one raises (`<`, `<=`, `>`).
pub const NAIVE_AWARE: &str = "can't compare offset-naive and offset-aware datetimes";

impl Time {
    /// Python's `self < other`; `Err` for naive against zoned.
    pub fn lt(self, other: Time) -> Result<bool, &'static str> {
        match (self, other) {
            (Time::NaT, _) | (_, Time::NaT) => Ok(false),
            // Never compared: an array's op is refused or raises before (evaluate).
            (Time::Array, _) | (_, Time::Array) => Ok(false),
            (Time::Naive(a), Time::Naive(b)) => Ok(a < b),
            (Time::Aware(a, oa), Time::Aware(b, ob)) => Ok(a - oa < b - ob),
            _ => Err(NAIVE_AWARE),
        }
    }

    /// The wall clock (what `weekday()` and `hour` read); `None` for NaT.
    pub fn wall(self) -> Option<i64> {
        match self {
            Time::NaT | Time::Array => None,
            Time::Naive(t) | Time::Aware(t, _) => Some(t),
        }
    }

    pub fn is_aware(self) -> bool {
        matches!(self, Time::Aware(..))
    }

    /// `isoformat(" ")`-like text for messages and the figure (`NaT` for NaT).
    pub fn text(self) -> String {
        match self {
            Time::NaT => "NaT".into(),
            Time::Array => "an array".into(),
            Time::Naive(t) => wall_text(t),
            Time::Aware(t, off) => {
                let sign = if off < 0 { '-' } else { '+' };
                let m = off.abs() / 60_000_000;
                format!("{}{sign}{:02}:{:02}", wall_text(t), m / 60, m % 60)
            }
        }
    }
}

/// `str(datetime)` of a naive wall clock: `2026-05-27 08:00:00[.ffffff]`.
pub fn wall_text(t: i64) -> String {
    let (y, mo, d) = pysem::calendar::civil_from_days(t.div_euclid(DAY_US));
    let us = t.rem_euclid(DAY_US);
    let s = us / 1_000_000;
    let frac = us % 1_000_000;
    let base = format!("{y:04}-{mo:02}-{d:02} {:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    if frac != 0 {
        format!("{base}.{frac:06}")
    } else {
        base
    }
}

/// What `_iso` gives: a time, `None` (both readers failed: "bad datetime"), or a value
/// whose reading this grader does not reproduce (why).
pub type Read = Result<Option<Time>, String>;

/// `_iso(value)` (`value`: the op's field, `None` when missing: its default `""`).
pub fn iso(value: Option<&Value>) -> Read {
    let empty = Value::Str(String::new());
    let v = value.unwrap_or(&empty);
    let s = v.py_str();
    // `"T" not in s and " " in s`: every blank becomes the separator T.
    let stripped = s.trim_end_matches('Z');
    let text = if !s.contains('T') && s.contains(' ') { stripped.replace(' ', "T") } else { stripped.to_string() };
    if let Some(t) = fromisoformat(&text) {
        return Ok(Some(t));
    }
    let cell = match v {
        Value::Str(s) => Cell::Str(s),
        Value::Int(i) => match i.parse::<i64>() {
            Ok(i) => Cell::Int(i),
            Err(_) => return Err(format!("the integer {i} beyond int64, as pd.to_datetime reads it")),
        },
        Value::Float(x) => Cell::Float(*x),
        // TypeError (bool), AttributeError of None.to_pydatetime(), a dict pandas
        // cannot assemble (or a Series without to_pydatetime): all caught.
        Value::Bool(_) | Value::Null | Value::Object(_) => return Ok(None),
        Value::Array(items) => return array(items),
    };
    match to_datetime_scalar(cell) {
        Ok(None) => Ok(Some(Time::NaT)),
        // to_pydatetime() drops the nanoseconds.
        Ok(Some((ns, None))) => Ok(Some(Time::Naive(ns.div_euclid(1000)))),
        Ok(Some((ns, Some(off)))) => Ok(Some(Time::Aware(ns.div_euclid(1000), i64::from(off) * 60_000_000))),
        Err(Fail::Raise { .. }) => Ok(None),
        Err(Fail::Unsupported { why, .. }) => Err(why),
    }
}

/// `pd.to_datetime(list)`: an array when pandas reads every item (as an object column),
/// `None` when it raises.
fn array(items: &[crate::pyjson::Spanned]) -> Read {
    let mut cells = Vec::with_capacity(items.len());
    for it in items {
        cells.push(match &it.value {
            Value::Str(s) => Cell::Str(s),
            Value::Null => Cell::Null,
            Value::Float(x) => Cell::Float(*x),
            Value::Int(i) => Cell::Int(i.parse::<i64>().map_err(|_| format!("the integer {i} beyond int64 in a list of times"))?),
            Value::Bool(b) => Cell::Bool(*b),
            Value::Array(_) | Value::Object(_) => return Err("a list holding lists or objects, as pd.to_datetime reads it".into()),
        });
    }
    match crate::pandas::datetime::to_datetime(&cells, crate::pandas::datetime::Dtype::Object, true) {
        Ok(_) => Ok(Some(Time::Array)),
        Err(Fail::Raise { .. }) => Ok(None),
        Err(Fail::Unsupported { why, .. }) => Err(why),
    }
}

/// `n` ASCII digits at `at`, as the C module's `parse_digits`.
fn digits(c: &[char], at: usize, n: usize) -> Option<i64> {
    let mut v = 0i64;
    for k in 0..n {
        let d = c.get(at + k)?.to_digit(10)?;
        v = v * 10 + i64::from(d);
    }
    Some(v)
}

fn is_digit(c: &[char], at: usize) -> bool {
    c.get(at).is_some_and(char::is_ascii_digit)
}

/// Where the date ends (`_find_isoformat_datetime_separator`).
fn separator(c: &[char]) -> Option<usize> {
    let n = c.len();
    if n == 7 {
        return Some(7);
    }
    if c[4] == '-' {
        if c[5] == 'W' {
            if n > 8 && c[8] == '-' {
                if n == 9 {
                    return None;
                }
                if n > 10 && is_digit(c, 10) {
                    return Some(8);
                }
                return Some(10);
            }
            return Some(8);
        }
        return Some(10);
    }
    if c[4] == 'W' {
        let mut idx = 7;
        while idx < n && is_digit(c, idx) {
            idx += 1;
        }
        if idx < 9 {
            return Some(idx);
        }
        return Some(if idx % 2 == 0 { 7 } else { 8 });
    }
    Some(8)
}

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// The date (days since 1970) of `c[..len]` (`parse_isoformat_date` and `iso_to_ymd`).
fn date(c: &[char], len: usize) -> Option<i64> {
    let year = digits(c, 0, 4)?;
    let sep = c.get(4) == Some(&'-');
    let mut p = 4 + usize::from(sep);
    if c.get(p) == Some(&'W') {
        p += 1;
        let week = digits(c, p, 2)?;
        p += 2;
        let mut day = 1;
        if p < len {
            if sep {
                if c.get(p) != Some(&'-') {
                    return None;
                }
                p += 1;
            }
            day = digits(c, p, 1)?;
        }
        if !(1..=9999).contains(&year) {
            return None;
        }
        let jan1 = days_from_civil(year, 1, 1);
        // Monday 0 … Sunday 6 (1970-01-01 was a Thursday).
        let wd = |d: i64| (d + 3).rem_euclid(7);
        if !(1..53).contains(&week) {
            let long = week == 53 && (wd(jan1) == 3 || (wd(jan1) == 2 && is_leap(year)));
            if !long {
                return None;
            }
        }
        if !(1..8).contains(&day) {
            return None;
        }
        let jan4 = jan1 + 3;
        let monday1 = jan4 - wd(jan4);
        let d = monday1 + (week - 1) * 7 + day - 1;
        // 9999-W52-6 is in year 10000, which datetime refuses.
        let (y, _, _) = pysem::calendar::civil_from_days(d);
        return (1..=9999).contains(&y).then_some(d);
    }
    let month = digits(c, p, 2)?;
    p += 2;
    if sep {
        if c.get(p) != Some(&'-') {
            return None;
        }
        p += 1;
    }
    let day = digits(c, p, 2)?;
    if !(1..=9999).contains(&year) || !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
        return None;
    }
    Some(days_from_civil(year, month as u32, day as u32))
}

/// `parse_hh_mm_ss_ff(c[from..end])`: hours, minutes, seconds, microseconds, and whether
/// the text goes on past them (the C function's `1`); `None` on an error.
fn hh_mm_ss_ff(c: &[char], from: usize, end: usize) -> Option<([i64; 4], bool)> {
    let mut v = [0i64; 4];
    let mut p = from;
    let mut has_sep = true;
    let at = |p: usize| if p < c.len() { c[p] } else { '\0' };
    for (i, slot) in v.iter_mut().enumerate().take(3) {
        *slot = digits(c, p, 2)?;
        p += 2;
        let ch = at(p);
        p += 1;
        if i == 0 {
            has_sep = ch == ':';
        }
        if p >= end {
            return Some((v, ch != '\0'));
        } else if has_sep && ch == ':' {
            continue;
        } else if ch == '.' || ch == ',' {
            break;
        } else if !has_sep {
            p -= 1;
        } else {
            return None;
        }
    }
    // Every way out of the loop but a return reads a fraction (of up to six digits, the
    // rest skipped).
    let n = (end - p).min(6);
    let mut us = digits(c, p, n)?;
    for _ in n..6 {
        us *= 10;
    }
    v[3] = us;
    p += n;
    while is_digit(c, p) {
        p += 1;
    }
    Some((v, at(p) != '\0'))
}

/// `datetime.fromisoformat(text)` (CPython 3.12's C module), `None` where it raises.
pub fn fromisoformat(text: &str) -> Option<Time> {
    let c: Vec<char> = text.chars().collect();
    if c.len() < 7 {
        return None;
    }
    let sep = separator(&c)?;
    let day = date(&c, sep)?;
    let mut t = day * DAY_US;
    if sep >= c.len() {
        return Some(Time::Naive(t));
    }
    let start = sep + 1;
    let end = c.len();
    let mut tz = start;
    loop {
        if matches!(c.get(tz), Some('Z' | '+' | '-')) {
            break;
        }
        tz += 1;
        if tz >= end {
            break;
        }
    }
    let ([h, m, s, us], more) = hh_mm_ss_ff(&c, start, tz)?;
    let offset = if tz >= end {
        if more {
            return None;
        }
        None
    } else if c[tz] == 'Z' {
        if tz + 1 != end {
            return None;
        }
        Some(0)
    } else {
        let sign = if c[tz] == '-' { -1 } else { 1 };
        let ([oh, om, os, ous], more) = hh_mm_ss_ff(&c, tz + 1, end)?;
        if more {
            return None;
        }
        Some(sign * (((oh * 60 + om) * 60 + os) * 1_000_000 + ous))
    };
    if h > 23 || m > 59 || s > 59 {
        return None;
    }
    t += ((h * 60 + m) * 60 + s) * 1_000_000 + us;
    match offset {
        None => Some(Time::Naive(t)),
        // timezone() takes offsets strictly inside ±24 h.
        Some(o) if o.abs() >= DAY_US => None,
        Some(o) => Some(Time::Aware(t, o)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(y: i64, mo: u32, d: u32, h: i64, mi: i64, s: i64, us: i64) -> i64 {
        days_from_civil(y, mo, d) * DAY_US + ((h * 60 + mi) * 60 + s) * 1_000_000 + us
    }

    /// Each as CPython 3.12.1's `datetime.fromisoformat` read it.
    #[test]
    fn fromisoformat_as_cpython_312() {
        let n = |s: &str| fromisoformat(s);
        assert_eq!(n("2026-05-27T08"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 0))));
        assert_eq!(n("2026-05-27T0800"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 0))));
        assert_eq!(n("2026-05-27T08:00:00:123"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 123_000))));
        assert_eq!(n("2026-05-27T080000123"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 123_000))));
        assert_eq!(n("2026-05-27T08:00:00.1234567"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 123_456))));
        assert_eq!(n("2026-05-27x08:00"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 0))));
        assert_eq!(n("2026-05-27é08:00"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 0))));
        assert_eq!(n("20260527"), Some(Time::Naive(at(2026, 5, 27, 0, 0, 0, 0))));
        assert_eq!(n("2026W221"), Some(Time::Naive(at(2026, 5, 25, 0, 0, 0, 0))));
        assert_eq!(n("2026-W22-1T08"), Some(Time::Naive(at(2026, 5, 25, 8, 0, 0, 0))));
        assert_eq!(n("2026-05-27T08,5"), Some(Time::Naive(at(2026, 5, 27, 8, 0, 0, 500_000))));
        assert_eq!(n("2026-05-27T08:00+0800"), Some(Time::Aware(at(2026, 5, 27, 8, 0, 0, 0), 8 * 3_600_000_000)));
        assert_eq!(n("2026-05-27T08:00-08:00:30.5"), Some(Time::Aware(at(2026, 5, 27, 8, 0, 0, 0), -28_830_500_000)));
        assert_eq!(n("2026-05-27T08:00-00:00"), Some(Time::Aware(at(2026, 5, 27, 8, 0, 0, 0), 0)));
        for bad in [
            "2026-05-27T",
            "2026-05-27T08:00:00.",
            "2026-05-27T08:00:00.123abc",
            "2026-05-27T24:00",
            "2026-05-27T08:00+24:00",
            "2026-05-27T08:00+",
            "2026-05-27T08:0",
            "2026-05-27T08:00:60",
            "0000-01-01",
            "2026-05-27T8:00",
            "２０２６-05-27",
            "2026-05-27T08Z:00",
        ] {
            assert_eq!(n(bad), None, "{bad}");
        }
    }
}
