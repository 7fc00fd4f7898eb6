//! `pd.to_datetime(series, errors=...)` without a `format`, and `Series.dt.strftime`,
//! as pandas 2.3.2 (the pinned stack, [`crate::server::Server::Py312`]) does them for
//! the values a CSV holds. Our own code, written from reading pandas' algorithm:
//!
//! - A numeric column (int64, float64) is nanoseconds since the epoch: an int as is; a
//!   float truncated toward zero, NaN, infinities and values beyond int64 are NaT (also
//!   with `errors="raise"`). A bool column raises TypeError (`raise`) or is all NaT.
//! - A text column: pandas guesses one format from the first value that is not empty,
//!   NaN-like (`nan`, `NaT`, ... ) or `now`/`today` (`guess_datetime_format`, in
//!   [`super::dateparse`]: dateutil's reading of that value, then the strftime
//!   directives that reproduce its tokens: `%Y %m %d %H %I %M %S %f %z %Z %b %B %a %A
//!   %p`, other tokens kept as literal text), and parses every value with it: first
//!   with its ISO-8601 C parser when the format is an ISO one (`%Y-%m-%d %H:%M`,
//!   separators `-`, `/`, `.`, `\`, ` ` or none, one-digit months/days/hours accepted),
//!   then with the `strptime` regex of the format ([`super::strptime`]; exact: the
//!   whole text must match).
//!   A value neither reads is an error: NaT with `errors="coerce"`, the exception with
//!   `errors="raise"`.
//! - No format guessed: each value on its own (`array_to_datetime`): the ISO parser
//!   without a format (zones included), else `parse_datetime_string`
//!   ([`super::dateparse`], dateutil in [`super::dateutil`]); an error is NaT or the
//!   exception with its position.
//! - What this grader does not reproduce is refused with [`Fail::Unsupported`] naming
//!   the value, never guessed: what the clock decides (`now`/`today`, a time without a
//!   date, dateutil's two-digit year 75, a guess that changes with today's date: the
//!   answer is given when it is the same on every day of 2025 and 2026), and text
//!   beyond ASCII and CJK letters that dateutil or the regex would read (Python's
//!   letters, digits and blanks are Unicode's).
//! - Time zones (a guessed `%z`): values of one offset are a tz-aware column whose
//!   `strftime` writes the wall clock read; several offsets make an object column, on
//!   which `.dt` raises (AttributeError).
//!
//! The result is nanoseconds since 1970 (naive), `None` for NaT; datetime64[ns] spans
//! 1677-09-21 to 2262-04-11: a date beyond is out of bounds (an error).

use super::strptime::{compile, strptime, Piece, DAY_NAMES, MONTH_NAMES};

/// One cell as `to_datetime` sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Cell<'a> {
    /// NaN / None in an object column.
    Null,
    Str(&'a str),
    Int(i64),
    Float(f64),
    Bool(bool),
}

/// Why `to_datetime` gives no column.
#[derive(Debug, Clone, PartialEq)]
pub enum Fail {
    /// pandas raises (`errors="raise"`): the exception's text and the value's row (0-based).
    Raise { message: String, row: usize },
    /// pandas does something this grader does not reproduce (see the module docs).
    Unsupported { why: String, row: usize },
}

const NS_PER_DAY: i128 = 86_400_000_000_000;

/// Days from 1970-01-01 to a proleptic Gregorian date.
fn days_from_civil(y: i64, m: u32, d: u32) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (i64::from(m) + 9) % 12;
    let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day count from 1970-01-01.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

fn is_leap(y: i64) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

pub(super) fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A broken-down time (numpy's `npy_datetimestruct`, to the nanosecond).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Dts {
    pub(super) year: i64,
    pub(super) month: u32,
    pub(super) day: u32,
    pub(super) hour: u32,
    pub(super) min: u32,
    pub(super) sec: u32,
    pub(super) ns: u32,
    /// A UTC offset in minutes (`%z`), `None`: naive.
    pub(super) tz: Option<i32>,
}

impl Dts {
    /// Nanoseconds since the epoch; `None` when out of datetime64[ns]'s bounds.
    fn to_ns(self) -> Option<i64> {
        let days = i128::from(days_from_civil(self.year, self.month, self.day));
        let secs = i128::from(self.hour * 3600 + self.min * 60 + self.sec);
        let v = days * NS_PER_DAY + secs * 1_000_000_000 + i128::from(self.ns);
        i64::try_from(v).ok().filter(|&v| v != i64::MIN)
    }
}

/// The fields of a datetime64[ns] value.
fn fields(ns: i64) -> Dts {
    let ns = i128::from(ns);
    let days = ns.div_euclid(NS_PER_DAY);
    let rem = ns.rem_euclid(NS_PER_DAY);
    let (year, month, day) = civil_from_days(days as i64);
    let secs = (rem / 1_000_000_000) as u32;
    Dts { year, month, day, hour: secs / 3600, min: secs / 60 % 60, sec: secs % 60, ns: (rem % 1_000_000_000) as u32, tz: None }
}

/// `Series.dt.strftime(format)` of one value: `%Y %m %d %H %M %S %f %%` and literal
/// text (the manifest's formats; [`strftime_supported`] says which).
pub fn strftime(ns: i64, format: &str) -> String {
    strftime_fields(fields(ns), format)
}

/// True when [`strftime`] writes `format` as pandas does: only `%Y %m %d %H %M %S %%`
/// (years 1677..2262 are four digits, so `%Y` needs no padding rule).
pub fn strftime_supported(format: &str) -> bool {
    let b = format.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            if !matches!(b.get(i + 1), Some(b'Y' | b'm' | b'd' | b'H' | b'M' | b'S' | b'%')) {
                return false;
            }
            i += 2;
        } else {
            i += 1;
        }
    }
    true
}

// ------------------------------------------------------------------ the ISO-8601 parser

/// C's `isspace` in the C locale.
pub(super) fn c_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// pandas' ISO-8601 parser with a format it must match exactly (`string_to_dts(val,
/// format, exact=True)`), over the UTF-8 bytes; `None` when it does not read the text.
/// Time zones are not handled (a format with `%z` is refused before).
fn iso_exact(text: &str, format: &str) -> Option<Dts> {
    iso(text, Some(format))
}

/// pandas' ISO-8601 parser, with a format it must match exactly or without one
/// (`string_to_dts(val, format=None, exact=False)`: `to_datetime`'s per-value reading
/// when no format was guessed, zones included).
pub(super) fn iso(text: &str, format: Option<&str>) -> Option<Dts> {
    let s = text.as_bytes();
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let dig = |i: usize| at(i).is_ascii_digit();
    let infer = format.is_none();
    let mut f = format.unwrap_or("").as_bytes();
    // compare_format: the format's next bytes must be `want` (anything without one).
    let mut expect = |want: &[u8]| -> bool {
        if infer {
            return true;
        }
        if f.len() < want.len() || &f[..want.len()] != want {
            return false;
        }
        f = &f[want.len()..];
        true
    };
    let mut out = Dts { month: 1, day: 1, ..Dts::default() };
    let mut p = 0;
    while p < s.len() && c_space(s[p]) {
        p += 1;
        if !expect(b" ") {
            return None;
        }
    }
    let neg = at(p) == b'-';
    if neg {
        p += 1;
    }
    if p >= s.len() {
        return None;
    }
    if !expect(b"%Y") {
        return None;
    }
    if s.len() - p >= 4 && dig(p) && dig(p + 1) && dig(p + 2) && dig(p + 3) {
        out.year = s[p..p + 4].iter().fold(0, |a, &c| a * 10 + i64::from(c - b'0'));
        p += 4;
    }
    // numpy negates when the text's first byte is '-'.
    if at(0) == b'-' {
        out.year = -out.year;
    }
    if p == s.len() {
        return if infer || f.is_empty() { Some(out) } else { None };
    }
    let mut sep = None;
    if !dig(p) {
        let c = at(p);
        if !matches!(c, b'-' | b'.' | b'/' | b'\\' | b' ') {
            return None;
        }
        sep = Some(c);
        p += 1;
        if !expect(&[c]) {
            return None;
        }
        if p == s.len() || !dig(p) {
            return None;
        }
    }
    if !expect(b"%m") {
        return None;
    }
    out.month = u32::from(at(p).wrapping_sub(b'0'));
    p += 1;
    if dig(p) {
        out.month = out.month * 10 + u32::from(at(p) - b'0');
        p += 1;
    } else if sep.is_none() {
        return None;
    }
    if !(1..=12).contains(&out.month) {
        return None;
    }
    if p == s.len() {
        // Year-month only: pandas forbids YYYYMM; Y-M needs a format of just that.
        return if sep.is_some() && (infer || f.is_empty()) { Some(out) } else { None };
    }
    if let Some(c) = sep {
        if at(p) != c || s.len() - p == 1 {
            return None;
        }
        p += 1;
        if !expect(&[c]) {
            return None;
        }
    }
    if !expect(b"%d") {
        return None;
    }
    if !dig(p) {
        return None;
    }
    out.day = u32::from(at(p) - b'0');
    p += 1;
    if dig(p) {
        out.day = out.day * 10 + u32::from(at(p) - b'0');
        p += 1;
    } else if sep.is_none() {
        return None;
    }
    if out.day < 1 || out.day > days_in_month(out.year, out.month) {
        return None;
    }
    if p == s.len() {
        return if infer || f.is_empty() { Some(out) } else { None };
    }
    if (at(p) != b'T' && at(p) != b' ') || s.len() - p == 1 {
        return None;
    }
    if !expect(&[at(p)]) {
        return None;
    }
    p += 1;
    if !expect(b"%H") {
        return None;
    }
    if !dig(p) {
        return None;
    }
    out.hour = u32::from(at(p) - b'0');
    p += 1;
    let mut hour2 = false;
    if dig(p) {
        hour2 = true;
        out.hour = out.hour * 10 + u32::from(at(p) - b'0');
        p += 1;
        if out.hour >= 24 {
            return None;
        }
    }
    if p == s.len() {
        return if hour2 && (infer || f.is_empty()) { Some(out) } else { None };
    }
    let mut hms_sep = false;
    if at(p) == b':' {
        hms_sep = true;
        p += 1;
        if p == s.len() || !dig(p) {
            return None;
        }
        if !expect(b":") {
            return None;
        }
    } else if !dig(p) {
        return if hour2 { tail(s, p, f, infer).map(|tz| Dts { tz, ..out }) } else { None };
    }
    if !expect(b"%M") {
        return None;
    }
    out.min = u32::from(at(p) - b'0');
    p += 1;
    if dig(p) {
        out.min = out.min * 10 + u32::from(at(p) - b'0');
        p += 1;
        if out.min >= 60 {
            return None;
        }
    } else if !hms_sep {
        return None;
    }
    if p == s.len() {
        return if infer || f.is_empty() { Some(out) } else { None };
    }
    if hms_sep && at(p) == b':' {
        if !expect(b":") {
            return None;
        }
        p += 1;
        if p == s.len() || !dig(p) {
            return None;
        }
    } else if hms_sep || !dig(p) {
        return tail(s, p, f, infer).map(|tz| Dts { tz, ..out });
    }
    if !expect(b"%S") {
        return None;
    }
    out.sec = u32::from(at(p) - b'0');
    p += 1;
    if dig(p) {
        out.sec = out.sec * 10 + u32::from(at(p) - b'0');
        p += 1;
        if out.sec >= 60 {
            return None;
        }
    } else if !hms_sep {
        return None;
    }
    if p < s.len() && at(p) == b'.' {
        p += 1;
        if !expect(b".") {
            return None;
        }
    } else {
        return tail(s, p, f, infer).map(|tz| Dts { tz, ..out });
    }
    if !expect(b"%f") {
        return None;
    }
    // Microseconds (6 digits), then nanoseconds and more (numpy keeps picoseconds and
    // attoseconds; datetime64[ns] drops what is below a nanosecond).
    let mut us = 0u32;
    for _ in 0..6 {
        us *= 10;
        if p < s.len() && dig(p) {
            us += u32::from(at(p) - b'0');
            p += 1;
        }
    }
    let mut ps = 0u64;
    if p < s.len() && dig(p) {
        for _ in 0..6 {
            ps *= 10;
            if p < s.len() && dig(p) {
                ps += u64::from(at(p) - b'0');
                p += 1;
            }
        }
        if p < s.len() && dig(p) {
            for _ in 0..6 {
                if p < s.len() && dig(p) {
                    p += 1;
                }
            }
        }
    }
    out.ns = us * 1000 + (ps / 1000) as u32;
    tail(s, p, f, infer).map(|tz| Dts { tz, ..out })
}

/// The end of the ISO parser (`parse_timezone`): blanks, a zone when the format has
/// `%z` there (`Z`, `+HH[:MM]`, `+H`, ...), blanks; `Some(offset)` when it reads to the
/// end of both the text and the format.
fn tail(s: &[u8], mut p: usize, mut f: &[u8], infer: bool) -> Option<Option<i32>> {
    let at = |i: usize| s.get(i).copied().unwrap_or(0);
    let dig = |i: usize| at(i).is_ascii_digit();
    let skip_blanks = |p: &mut usize, f: &mut &[u8]| -> bool {
        while *p < s.len() && c_space(s[*p]) {
            *p += 1;
            if infer {
                continue;
            }
            if f.first() != Some(&b' ') {
                return false;
            }
            *f = &f[1..];
        }
        true
    };
    if !skip_blanks(&mut p, &mut f) {
        return None;
    }
    if p == s.len() {
        return if infer || f.is_empty() { Some(None) } else { None };
    }
    let mut tz = None;
    if at(p) == b'Z' || at(p) == b'+' || at(p) == b'-' {
        if !infer {
            f = f.strip_prefix(b"%z")?;
        }
        if at(p) == b'Z' {
            tz = Some(0);
            p += 1;
        } else {
            let neg = at(p) == b'-';
            p += 1;
            let hours = if s.len() - p >= 2 && dig(p) && dig(p + 1) {
                let h = i32::from(at(p) - b'0') * 10 + i32::from(at(p + 1) - b'0');
                p += 2;
                if h >= 24 {
                    return None;
                }
                h
            } else if p < s.len() && dig(p) {
                p += 1;
                i32::from(at(p - 1) - b'0')
            } else {
                return None;
            };
            let mut minutes = 0;
            if p < s.len() {
                if at(p) == b':' {
                    p += 1;
                }
                if s.len() - p >= 2 && dig(p) && dig(p + 1) {
                    minutes = i32::from(at(p) - b'0') * 10 + i32::from(at(p + 1) - b'0');
                    p += 2;
                    if minutes >= 60 {
                        return None;
                    }
                } else if p < s.len() && dig(p) {
                    minutes = i32::from(at(p) - b'0');
                    p += 1;
                } else {
                    return None;
                }
            }
            let total = hours * 60 + minutes;
            tz = Some(if neg { -total } else { total });
        }
        if !skip_blanks(&mut p, &mut f) {
            return None;
        }
    }
    if p == s.len() && (infer || f.is_empty()) {
        Some(tz)
    } else {
        None
    }
}

/// `format_is_iso`: `%Y`, then `%m`, `%d` with one separator of `-/ \.` (or none), `[ T]%H`,
/// `:%M`, `:%S`, `.%f`: each optional after the previous; not `%Y%m`.
fn format_is_iso(f: &str) -> bool {
    let Some(rest) = f.strip_prefix("%Y") else { return false };
    if rest.is_empty() {
        return true;
    }
    let (sep, rest) = match rest.as_bytes()[0] {
        b'-' | b'/' | b' ' | b'\\' | b'.' => (&rest[..1], &rest[1..]),
        _ => ("", rest),
    };
    let Some(rest) = rest.strip_prefix("%m") else { return false };
    if rest.is_empty() {
        return f != "%Y%m";
    }
    let Some(rest) = rest.strip_prefix(sep).and_then(|r| r.strip_prefix("%d")) else { return false };
    if rest.is_empty() {
        return true;
    }
    let Some(rest) = rest.strip_prefix(" %H").or_else(|| rest.strip_prefix("T%H")) else { return false };
    let mut rest = rest;
    for next in [":%M", ":%S"] {
        if rest.is_empty() {
            return true;
        }
        match rest.strip_prefix(next) {
            Some(r) => rest = r,
            None => return false,
        }
    }
    // after the seconds: `%z`, or `.%f` and optionally `%z`
    matches!(rest, "" | "%z" | ".%f" | ".%f%z")
}

/// What `array_strptime` makes of one text with a format: `Ok(Some((wall-clock ns,
/// offset)))`, `Ok(None)` for an error (no match, a bad date, out of bounds), `Err(why)`
/// when not reproduced.
pub(super) fn parse_with(text: &str, format: &str, pieces: &[Piece]) -> Result<Option<(i64, Option<i32>)>, String> {
    let in_bounds = |t: Dts| -> Result<Option<(i64, Option<i32>)>, String> {
        let Some(ns) = t.to_ns() else { return Ok(None) };
        // pandas keeps UTC: a wall clock in bounds whose UTC is not is not reproduced.
        let utc = i128::from(ns) - i128::from(t.tz.unwrap_or(0)) * 60_000_000_000;
        if i64::try_from(utc).ok().filter(|&u| u != i64::MIN).is_none() {
            return Err(format!("`{text}`: a zoned time at datetime64[ns]'s bounds"));
        }
        Ok(Some((ns, t.tz)))
    };
    if format_is_iso(format) {
        if let Some(t) = iso_exact(text, format) {
            return in_bounds(t);
        }
    }
    if text == "now" || text == "today" {
        return Err(format!("`{text}` (the clock's time)"));
    }
    match strptime(text, pieces) {
        Ok(Some(t)) => in_bounds(t),
        Ok(None) => Ok(None),
        Err(_) => Err(format!("`{text}`: text strptime's regex reads in a way not reproduced (non-ASCII, an offset with seconds)")),
    }
}

// ------------------------------------------------------------------ the guess

/// `guess_datetime_format(text)`: see [`super::dateparse`].
fn guess(s: &str) -> Result<Option<String>, String> {
    super::dateparse::guess_datetime_format(s)
}

/// strftime of broken-down fields (years of any size, for the guess).
pub(super) fn strftime_fields(t: Dts, format: &str) -> String {
    let mut out = String::new();
    let mut chars = format.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('Y') => out.push_str(&format!("{}", t.year)),
            Some('I') => out.push_str(&format!("{:02}", (t.hour + 11) % 12 + 1)),
            Some('p') => out.push_str(if t.hour < 12 { "AM" } else { "PM" }),
            Some(c @ ('b' | 'B')) => {
                let name = MONTH_NAMES[t.month as usize - 1];
                out.push_str(&name[..1].to_ascii_uppercase());
                out.push_str(if c == 'b' { &name[1..3] } else { &name[1..] });
            }
            Some(c @ ('a' | 'A')) => {
                // 1970-01-01 was a Thursday
                let wd = (days_from_civil(t.year, t.month, t.day) + 3).rem_euclid(7) as usize;
                let name = DAY_NAMES[wd];
                out.push_str(&name[..1].to_ascii_uppercase());
                out.push_str(if c == 'a' { &name[1..3] } else { &name[1..] });
            }
            // dateutil's zones with a name: UTC (tzutc, or tzlocal on a UTC host); an
            // offset alone has no name
            Some('Z') => out.push_str(if t.tz == Some(0) { "UTC" } else { "" }),
            Some('m') => out.push_str(&format!("{:02}", t.month)),
            Some('d') => out.push_str(&format!("{:02}", t.day)),
            Some('H') => out.push_str(&format!("{:02}", t.hour)),
            Some('M') => out.push_str(&format!("{:02}", t.min)),
            Some('S') => out.push_str(&format!("{:02}", t.sec)),
            Some('f') => out.push_str(&format!("{:06}", t.ns / 1000)),
            Some('z') => {
                let z = t.tz.unwrap_or(0);
                out.push_str(&format!("{}{:02}{:02}", if z < 0 { '-' } else { '+' }, z.abs() / 60, z.abs() % 60));
            }
            Some(o) => {
                out.push('%');
                out.push(o);
            }
            None => out.push('%'),
        }
    }
    out
}

/// pandas' `_fill_token`: `98` zero-filled to the padding; `0.5` as `00.500000`.
pub(super) fn fill_token(token: &str, pad: usize) -> String {
    let b = token.as_bytes();
    let has_frac = b.windows(3).any(|w| w[0].is_ascii_digit() && w[1] == b'.' && w[2].is_ascii_digit());
    if !has_frac {
        if token.len() >= pad {
            return token.to_string();
        }
        return format!("{}{token}", "0".repeat(pad - token.len()));
    }
    let (sec, frac) = token.split_once('.').unwrap_or((token, ""));
    let sec: u64 = sec.parse().unwrap_or(0);
    let frac: String = frac.chars().chain(std::iter::repeat('0')).take(9).take(6).collect();
    format!("{sec:02}.{frac}")
}

// ------------------------------------------------------------------ to_datetime

/// pandas' NaN-like texts (`nat_strings`).
fn nat_string(s: &str) -> bool {
    matches!(s, "NaT" | "nat" | "NAT" | "nan" | "NaN" | "NAN")
}

/// The dtype of the column `to_datetime` is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dtype {
    Int,
    Float,
    Bool,
    Object,
}

/// `pd.to_datetime(series, errors=...)` (no format), for `.dt.strftime`: the wall-clock
/// nanoseconds read (the local time of zoned values), `None` for NaT. Values of several
/// UTC offsets make pandas' result an object column on which `.dt` raises: given as
/// [`Fail::Raise`].
pub fn to_datetime(cells: &[Cell], dtype: Dtype, raise: bool) -> Result<Vec<Option<i64>>, Fail> {
    let (out, offsets) = read_times(cells, dtype, raise)?;
    // Zoned values of one offset are a tz-aware column (strftime writes the wall clock
    // read); mixed offsets (or zoned and naive) an object column, on which `.dt` raises.
    if offsets.len() > 1 && offsets.iter().any(|o| o.0.is_some()) {
        return Err(Fail::Raise {
            message: "AttributeError: Can only use .dt accessor with datetimelike values (mixed time zones make an object column)".into(),
            row: offsets[1].1,
        });
    }
    Ok(out)
}

/// `pd.to_datetime(series, errors=...)` (no format) kept as a column: naive
/// datetime64[ns] nanoseconds, `None` for NaT. A zoned value (a tz-aware column, or an
/// object one of several offsets) is refused: such a column merges and compares
/// otherwise, which this grader does not reproduce.
pub fn to_datetime64(cells: &[Cell], dtype: Dtype, raise: bool) -> Result<Vec<Option<i64>>, Fail> {
    let (out, offsets) = read_times(cells, dtype, raise)?;
    if let Some(&(_, row)) = offsets.iter().find(|o| o.0.is_some()) {
        return Err(Fail::Unsupported { why: "a time with a UTC offset (a tz-aware datetime64 column)".into(), row });
    }
    Ok(out)
}

/// The values read, and each UTC offset met (`None`: naive) with its first row.
type Read = (Vec<Option<i64>>, Vec<(Option<i32>, usize)>);

fn read_times(cells: &[Cell], dtype: Dtype, raise: bool) -> Result<Read, Fail> {
    match dtype {
        Dtype::Bool => {
            if raise && !cells.is_empty() {
                return Err(Fail::Raise { message: "TypeError: dtype bool cannot be converted to datetime64[ns]".into(), row: 0 });
            }
            return Ok((vec![None; cells.len()], Vec::new()));
        }
        Dtype::Int | Dtype::Float => return Ok((cells.iter().map(epoch).collect(), Vec::new())),
        Dtype::Object => {}
    }
    let first = cells.iter().position(|c| match c {
        Cell::Null => false,
        Cell::Float(x) => !x.is_nan(),
        Cell::Str(s) => !(s.is_empty() || nat_string(s) || *s == "now" || *s == "today"),
        _ => true,
    });
    let Some(first) = first else {
        // Nothing to read: every value is NaT, but `now`/`today` read the clock.
        if let Some(r) = cells.iter().position(|c| matches!(c, Cell::Str("now" | "today"))) {
            return Err(Fail::Unsupported { why: "`now`/`today` (the clock's time)".into(), row: r });
        }
        return Ok((vec![None; cells.len()], Vec::new()));
    };
    let Cell::Str(text) = cells[first] else {
        return Err(Fail::Unsupported { why: "a number in a text column read without a guessed format".into(), row: first });
    };
    let format = match guess(text) {
        Ok(Some(f)) => f,
        // No format: every value read on its own, ISO first, then dateutil.
        Ok(None) => return read_each(cells, raise),
        Err(why) => return Err(Fail::Unsupported { why, row: first }),
    };
    let pieces = compile(&format).ok_or_else(|| Fail::Unsupported { why: format!("the guessed format `{format}`"), row: first })?;
    let mut out = Vec::with_capacity(cells.len());
    let mut offsets: Vec<(Option<i32>, usize)> = Vec::new();
    for (row, c) in cells.iter().enumerate() {
        let Some(text) = text_of(c) else {
            out.push(None);
            continue;
        };
        let text = &*text;
        match parse_with(text, &format, &pieces) {
            Ok(Some((ns, tz))) => {
                if !offsets.iter().any(|o| o.0 == tz) {
                    offsets.push((tz, row));
                }
                out.push(Some(ns));
            }
            Ok(None) if raise => {
                return Err(Fail::Raise {
                    message: format!("ValueError: time data \"{text}\" doesn't match format \"{format}\", at position {row}"),
                    row,
                })
            }
            Ok(None) => out.push(None),
            Err(why) => return Err(Fail::Unsupported { why, row }),
        }
    }
    Ok((out, offsets))
}

/// A cell's text as the readers see it, `None` for one `to_datetime` makes NaT before
/// reading it (None, NaN, an empty text, a NaT spelling): a number as `str()` writes it.
fn text_of<'a>(c: &Cell<'a>) -> Option<std::borrow::Cow<'a, str>> {
    use std::borrow::Cow;
    match *c {
        Cell::Null => None,
        Cell::Float(x) if x.is_nan() => None,
        Cell::Str(s) if s.is_empty() || nat_string(s) => None,
        Cell::Str(s) => Some(Cow::Borrowed(s)),
        Cell::Int(i) => Some(Cow::Owned(i.to_string())),
        Cell::Float(x) => Some(Cow::Owned(crate::pyjson::py_float_repr(x))),
        Cell::Bool(b) => Some(Cow::Borrowed(if b { "True" } else { "False" })),
    }
}

/// `array_to_datetime` (pandas' reading when it guessed no format): each text by the
/// ISO parser without a format, else by `parse_datetime_string` (dateutil); an error
/// is NaT (`coerce`) or the exception with its position (`raise`). A value whose
/// reading depends on the year the server ran in (dateutil's two-digit years) is
/// refused.
fn read_each(cells: &[Cell], raise: bool) -> Result<Read, Fail> {
    let mut out = Vec::with_capacity(cells.len());
    let mut offsets: Vec<(Option<i32>, usize)> = Vec::new();
    for (row, c) in cells.iter().enumerate() {
        let Some(text) = text_of(c) else {
            out.push(None);
            continue;
        };
        let Cell::Str(_) = c else {
            return Err(Fail::Unsupported { why: "a number among texts read without a guessed format".into(), row });
        };
        let text = &*text;
        if text == "now" || text == "today" {
            return Err(Fail::Unsupported { why: format!("`{text}` (the clock's time)"), row });
        }
        let read = |year_now| -> Result<Result<(i64, Option<i32>), String>, String> {
            let t = match iso(text, None) {
                Some(t) => t,
                None => match super::dateparse::parse_datetime_string(text, year_now)? {
                    Ok(t) => t,
                    Err(e) => return Ok(Err(e)),
                },
            };
            let Some(ns) = t.to_ns() else {
                // check_dts_bounds writes the fields when the ISO parser read beyond
                // microseconds; the conversion to nanoseconds otherwise writes the text
                let shown = if iso_nanos(text) {
                    format!("{}-{:02}-{:02} {:02}:{:02}:{:02}", t.year, t.month, t.day, t.hour, t.min, t.sec)
                } else {
                    text.to_string()
                };
                return Ok(Err(format!("OutOfBoundsDatetime: Out of bounds nanosecond timestamp: {shown}")));
            };
            let utc = i128::from(ns) - i128::from(t.tz.unwrap_or(0)) * 60_000_000_000;
            if i64::try_from(utc).ok().filter(|&u| u != i64::MIN).is_none() {
                return Err(format!("`{text}`: a zoned time at datetime64[ns]'s bounds"));
            }
            Ok(Ok((ns, t.tz)))
        };
        let [early, late] = super::dateparse::SERVER_YEARS;
        let got = read(late).map_err(|why| Fail::Unsupported { why, row })?;
        if super::dateutil::may_read_75(text) && read(early).map_err(|why| Fail::Unsupported { why, row })? != got {
            return Err(Fail::Unsupported {
                why: format!("`{text}`: a two-digit year, which dateutil reads within 50 years of the year it runs in"),
                row,
            });
        }
        match got {
            Ok((ns, tz)) => {
                if !offsets.iter().any(|o| o.0 == tz) {
                    offsets.push((tz, row));
                }
                out.push(Some(ns));
            }
            Err(e) if raise => return Err(Fail::Raise { message: format!("{e}, at position {row}"), row }),
            Err(_) => out.push(None),
        }
    }
    Ok((out, offsets))
}

/// Whether the ISO parser reads `text` to a unit finer than microseconds (a fraction
/// of more than six digits after the seconds).
fn iso_nanos(text: &str) -> bool {
    iso(text, None).is_some()
        && text
            .split(':')
            .nth(2)
            .is_some_and(|sec| sec.split_once('.').is_some_and(|(_, f)| f.bytes().take_while(u8::is_ascii_digit).count() > 6))
}

/// A number as nanoseconds since the epoch (numeric columns).
fn epoch(c: &Cell) -> Option<i64> {
    match *c {
        Cell::Int(i) => Some(i).filter(|&i| i != i64::MIN),
        Cell::Float(x) => {
            // 2^63: int64's bounds as a float.
            if x.is_nan() || !(x > -9_223_372_036_854_775_808.0 && x < 9_223_372_036_854_775_808.0) {
                None
            } else {
                Some(x.trunc() as i64).filter(|&i| i != i64::MIN)
            }
        }
        Cell::Bool(b) => Some(i64::from(b)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(s: &str) -> Option<String> {
        to_datetime(&[Cell::Str(s)], Dtype::Object, false).unwrap()[0].map(|ns| strftime(ns, "%Y-%m-%d %H:%M:%S"))
    }

    #[test]
    fn datetime64_columns_refuse_zones() {
        let cells = [Cell::Str("2024-01-05 10:00"), Cell::Str(""), Cell::Str("2024-01-05 10:00:30")];
        let minute = (days_from_civil(2024, 1, 5) * 86_400 + 36_000) * 1_000_000_000;
        assert_eq!(to_datetime64(&cells, Dtype::Object, false), Ok(vec![Some(minute), None, None]));
        let zoned = [Cell::Str("2024-01-05 10:00+08:00"), Cell::Str("2024-01-05 11:00+08:00")];
        assert!(matches!(to_datetime64(&zoned, Dtype::Object, false), Err(Fail::Unsupported { row: 0, .. })));
        assert!(to_datetime(&zoned, Dtype::Object, false).is_ok());
    }

    #[test]
    fn civil_round_trip() {
        for z in [-106_751, -1, 0, 1, 11_016, 19_723, 106_750] {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
    }

    #[test]
    fn guesses_as_pandas() {
        // pandas 2.3.2's guess_datetime_format on these (measured).
        let cases: &[(&str, Option<&str>)] = &[
            ("2024-01-05 20:24", None),
            ("2024-01-05 10:00", Some("%Y-%m-%d %H:%M")),
            ("2024-1-5 3:04", Some("%Y-%m-%d %H:%M")),
            ("20240105", Some("%Y%m%d")),
            ("20240105 10:00", Some("%Y%m%d %H:%M")),
            ("05/01/2024", Some("%m/%d/%Y")),
            ("13/01/2024 10:00", Some("%d/%m/%Y %H:%M")),
            ("2024.01.05", Some("%Y.%m.%d")),
            ("2024-01-05T10:00:00.5", Some("%Y-%m-%dT%H:%M:%S.%f")),
            ("2024/01/05 10:00:00", Some("%Y/%m/%d %H:%M:%S")),
            ("1/2/2024", Some("%m/%d/%Y")),
            ("2024-01-01 01:01", Some("%Y-%m-%d %H:%M")),
            ("2024-01-05 20:24:00", None),
            ("2024-01-05 00:20:24", Some("%Y-%m-%d %H:%M:%S")),
            ("1205-01-05", None),
            ("12/01/2024", Some("%m/%d/%Y")),
            ("12/13/2024", Some("%m/%d/%Y")),
            ("2024-02-29", Some("%Y-%m-%d")),
            ("2024-01-05 10:00:00.000", Some("%Y-%m-%d %H:%M:%S.%f")),
            ("05.01.2024", Some("%m.%d.%Y")),
        ];
        for (s, want) in cases {
            assert_eq!(guess(s).unwrap().as_deref(), *want, "{s}");
        }
        assert_eq!(guess("Jan 5 2024").unwrap().as_deref(), Some("%b %d %Y"));
        // pandas guesses nothing from a date dateutil refuses.
        assert_eq!(guess("2023-02-29").unwrap(), None);
        for (s, want) in [
            ("2024-01-05 10:00+08:00", "%Y-%m-%d %H:%M%z"),
            ("2024-01-05T10:00:00Z", "%Y-%m-%dT%H:%M:%S%z"),
            ("2024-01-05 10:00 +0100", "%Y-%m-%d %H:%M %z"),
            ("2024-01-05 10:00:00-05:00", "%Y-%m-%d %H:%M:%S%z"),
            ("05/01/2024 10:00Z", "%m/%d/%Y %H:%M%z"),
            ("2024-01-05 10:00:00.5+08:00", "%Y-%m-%d %H:%M:%S.%f%z"),
        ] {
            assert_eq!(guess(s).unwrap().as_deref(), Some(want), "{s}");
        }
    }

    #[test]
    fn parses_with_the_guess() {
        let col = [Cell::Str("2024-01-01 00:00"), Cell::Str("2024/01/02 00:00"), Cell::Str("2024-1-2 3:04"), Cell::Str("2024-01-02T03:04")];
        let got: Vec<_> =
            to_datetime(&col, Dtype::Object, false).unwrap().into_iter().map(|t| t.map(|ns| strftime(ns, "%Y-%m-%d %H:%M"))).collect();
        assert_eq!(got, [Some("2024-01-01 00:00".into()), None, Some("2024-01-02 03:04".into()), None]);
        let col = [Cell::Str("13/01/2024 00:00"), Cell::Str("05/02/2024 00:00"), Cell::Str("2024-01-01 00:00")];
        let got: Vec<_> =
            to_datetime(&col, Dtype::Object, false).unwrap().into_iter().map(|t| t.map(|ns| strftime(ns, "%Y-%m-%d"))).collect();
        assert_eq!(got, [Some("2024-01-13".into()), Some("2024-02-05".into()), None]);
        let col = [
            Cell::Str("2024-01-01 00:00:00"),
            Cell::Str("2024-01-01 00:00:60"),
            Cell::Str("2023-02-29 00:00:00"),
            Cell::Str("2024-1-1 1:1:1"),
        ];
        let got: Vec<_> =
            to_datetime(&col, Dtype::Object, false).unwrap().into_iter().map(|t| t.map(|ns| strftime(ns, "%Y-%m-%d %H:%M:%S"))).collect();
        assert_eq!(got, [Some("2024-01-01 00:00:00".into()), Some("2024-01-01 00:01:00".into()), None, Some("2024-01-01 01:01:01".into())]);
        assert_eq!(one("2262-04-11 23:47:16"), Some("2262-04-11 23:47:16".into()));
        let col = [Cell::Str("2262-04-11 23:47:16"), Cell::Str("2262-04-11 23:47:17"), Cell::Str("1677-09-21 00:12:43")];
        assert_eq!(to_datetime(&col, Dtype::Object, false).unwrap(), [Some(i64::MAX - 854_775_807), None, None]);
        // Out of bounds, the first value gives no guess: each value is read alone.
        assert_eq!(to_datetime(&col[1..], Dtype::Object, false).unwrap(), [None, None]);
        // One offset: the wall clock read (a naive value is NaT); two: `.dt` raises.
        let wall = |col: &[&str]| -> Result<Vec<Option<String>>, Fail> {
            let cells: Vec<Cell> = col.iter().map(|s| Cell::Str(s)).collect();
            Ok(to_datetime(&cells, Dtype::Object, false)?.into_iter().map(|t| t.map(|ns| strftime(ns, "%Y-%m-%d %H:%M"))).collect())
        };
        let got = wall(&["2024-01-05 10:00+08:00", "2024-01-05 11:00"]).unwrap();
        assert_eq!(got, [Some("2024-01-05 10:00".into()), None]);
        let got = wall(&["2024-01-05T10:00:00Z", "2024-01-05T11:00:00+00:00"]).unwrap();
        assert_eq!(got, [Some("2024-01-05 10:00".into()), Some("2024-01-05 11:00".into())]);
        assert!(matches!(wall(&["2024-01-05 10:00+08:00", "2024-01-05 11:00+09:00"]), Err(Fail::Raise { row: 1, .. })));
        let raise = to_datetime(&[Cell::Str("2024-01-01"), Cell::Str("2024-02-30")], Dtype::Object, true);
        assert!(matches!(raise, Err(Fail::Raise { row: 1, .. })));
        // Numbers are nanoseconds: truncated toward zero, beyond int64 NaT.
        let got =
            to_datetime(&[Cell::Float(1.5), Cell::Float(-1.5), Cell::Float(9.3e18), Cell::Float(f64::NAN)], Dtype::Float, true).unwrap();
        assert_eq!(got, [Some(1), Some(-1), None, None]);
    }

    /// Issue 42's spellings, which pandas reads through dateutil or a format it
    /// guesses from dateutil's reading (values measured in the pinned stack).
    #[test]
    fn dateutil_spellings_as_pandas() {
        let read = |col: &[&str]| -> Vec<Option<String>> {
            let cells: Vec<Cell> = col.iter().map(|s| Cell::Str(s)).collect();
            to_datetime(&cells, Dtype::Object, false).unwrap().into_iter().map(|t| t.map(|ns| strftime(ns, "%Y-%m-%d %H:%M:%S"))).collect()
        };
        let some = |v: &[&str]| -> Vec<Option<String>> { v.iter().map(|s| (!s.is_empty()).then(|| s.to_string())).collect() };
        // a trailing blank: the guess `%Y-%m-%d ` (the blank kept as a literal)
        assert_eq!(read(&["2024-09-01 ", "2024-9-2 ", "2024-09-03"]), some(&["2024-09-01 00:00:00", "2024-09-02 00:00:00", ""]));
        // AM/PM: no guess (12 is not the hour dateutil read), every value by dateutil
        assert_eq!(
            read(&["2020-08-02 12:00:00 AM", "2020-08-02 01:30:00 PM", "8/2/2020 12:30 pm", "x"]),
            some(&["2020-08-02 00:00:00", "2020-08-02 13:30:00", "2020-08-02 12:30:00", ""])
        );
        // compact digits: the guess `%Y%m%d%H%M%S`, whose regex reads a shorter value too
        assert_eq!(
            read(&["20250326010000", "20250326020000", "2025032603"]),
            some(&["2025-03-26 01:00:00", "2025-03-26 02:00:00", "2025-03-02 06:00:03"])
        );
        let cells = [Cell::Str("2020-08-02 12:00:00 AM"), Cell::Str("x")];
        assert_eq!(
            to_datetime(&cells, Dtype::Object, true),
            Err(Fail::Raise {
                message: "DateParseError: Unknown datetime string format, unable to parse: x, at position 1".into(),
                row: 1
            })
        );
        // dateutil's reading of words, quarters and zone names (measured)
        assert_eq!(
            read(&["2024-01-05 12:15 AM", "Sep 2024", "1st of September 2024", "2024Q3", "Monday"]),
            some(&["2024-01-05 00:15:00", "2024-09-01 00:00:00", "2024-09-01 00:00:00", "2024-07-01 00:00:00", ""])
        );
        let cells = [Cell::Str("2024-01-05 12:15 AM"), Cell::Str("Monday")];
        assert_eq!(
            to_datetime(&cells, Dtype::Object, true),
            Err(Fail::Raise { message: "DateParseError: Unable to parse datetime string: Monday, at position 1".into(), row: 1 })
        );
        assert_eq!(read(&["Jan 5 2024 10:00 UTC", "Jan 6 2024 11:00 GMT"]), some(&["2024-01-05 10:00:00", "2024-01-06 11:00:00"]));
        // CJK text (a direction in the time column): not a date, NaT
        assert_eq!(read(&["上行", "下行"]), some(&["", ""]));
        // a two-digit year 75 is 1975 or 2075 by the year the server ran in; a time
        // alone takes today's date
        for clock in ["1/2/75 10:00 am", "10:30"] {
            let cells = [Cell::Str("2020-08-02 12:00:00 AM"), Cell::Str(clock)];
            assert!(matches!(to_datetime(&cells, Dtype::Object, false), Err(Fail::Unsupported { row: 1, .. })), "{clock}");
        }
    }

    /// `peers/datetime_vectors.py`'s columns (`tests/fixtures/datetime_vectors.json`: `--n 3000 --seed 1`), or
    /// `DATETIME_VECTORS=FILE`: pandas' coerced values and whether `raise` raises,
    /// measured; where no format was guessed (dateutil's path) raise's message too.
    /// A column may be refused only when its reading depends on the clock (`clock`).
    #[test]
    fn vectors_as_pandas() {
        let text = match std::env::var("DATETIME_VECTORS") {
            Ok(path) => std::fs::read_to_string(path).expect("the vectors"),
            Err(_) => include_str!("../../tests/fixtures/datetime_vectors.json").to_string(),
        };
        let items: Vec<serde_json::Value> = serde_json::from_str(&text).expect("JSON");
        let (mut parsed, mut by_dateutil, mut refused, mut messages, mut wrong) = (0, 0, 0, 0, Vec::new());
        let mut reasons = std::collections::BTreeMap::new();
        let mut guessed_messages_differ = 0;
        for (n, it) in items.iter().enumerate() {
            let col: Vec<&str> = it["column"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
            let cells: Vec<Cell> = col.iter().map(|s| Cell::Str(s)).collect();
            let guessed = !it["guess"].is_null();
            let clock = it["clock"].as_bool().unwrap_or(false);
            match to_datetime(&cells, Dtype::Object, false) {
                Ok(times) => {
                    parsed += 1;
                    by_dateutil += usize::from(!guessed);
                    let ours: Vec<serde_json::Value> =
                        times.iter().map(|t| t.map_or(serde_json::Value::Null, |ns| strftime(ns, "%Y-%m-%d %H:%M:%S").into())).collect();
                    if it["coerce"] != serde_json::Value::Array(ours.clone()) {
                        wrong.push(format!("{n}: {col:?}: pandas {} (guess {}), ours {ours:?}", it["coerce"], it["guess"]));
                    }
                    match to_datetime(&cells, Dtype::Object, true) {
                        Err(Fail::Raise { message, .. }) => {
                            if !it["raises"].as_bool().unwrap() {
                                wrong.push(format!("{n}: {col:?}: pandas does not raise, ours {message}"));
                            } else if !guessed && it["raise"].is_string() {
                                messages += 1;
                                if it["raise"].as_str() != Some(message.as_str()) {
                                    wrong.push(format!("{n}: {col:?}: pandas raises {}, ours {message}", it["raise"]));
                                }
                            } else if it["raise"].as_str().is_some_and(|m| !m.starts_with(&format!("{message}. You might"))) {
                                // a guessed format's error: only whether it raises is reproduced
                                guessed_messages_differ += 1;
                            }
                        }
                        Ok(_) if it["raises"].as_bool().unwrap() => {
                            wrong.push(format!("{n}: {col:?}: pandas raises {}, ours not", it["raise"]))
                        }
                        Ok(_) => {}
                        Err(e) => wrong.push(format!("{n}: {col:?}: {e:?} with errors=raise")),
                    }
                }
                Err(Fail::Unsupported { why, .. }) => {
                    refused += 1;
                    *reasons.entry(why.rsplit("`: ").next().unwrap_or("").to_string()).or_insert(0) += 1;
                    if !clock {
                        wrong.push(format!("{n}: {col:?}: refused ({why}), pandas {} (guess {})", it["coerce"], it["guess"]));
                    }
                }
                // mixed offsets: pandas' column is object, `.dt` raises
                Err(Fail::Raise { .. }) if it["coerce"] == "object" => parsed += 1,
                Err(e) => wrong.push(format!("{n}: {col:?}: {e:?} with errors=coerce, pandas {}", it["coerce"])),
            }
        }
        let clocks = items.iter().filter(|it| it["clock"].as_bool() == Some(true)).count();
        eprintln!(
            "{} columns: {parsed} parsed as pandas ({by_dateutil} with no format guessed, {messages} raise messages compared), {refused} refused ({clocks} depend on the clock)",
            items.len()
        );
        eprintln!("refused because: {reasons:?}");
        eprintln!("raise messages with a guessed format that differ from pandas' (not compared): {guessed_messages_differ}");
        assert!(wrong.is_empty(), "{} differ:\n{}", wrong.len(), wrong.iter().take(15).cloned().collect::<Vec<_>>().join("\n"));
    }
}
