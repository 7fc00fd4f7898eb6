//! pandas 2.3.2's reading of one date-time text around dateutil (`parsing.pyx`), our
//! own code written from its algorithm and checked by experiment in the pinned stack:
//!
//! - [`parse_datetime_string`]: what `to_datetime` does with a text its ISO parser
//!   refused when no format was guessed: the time-only check (`10:30` takes today's
//!   date: refused), `MM/DD/YYYY`-like dates read by a fast path, years and quarters
//!   (`2024`, `2Q2024`, `Sep 2024` by `strptime`), then dateutil with the fields the
//!   text lacks taken from 0001-01-01 00:00 (so `Sep 2024` is 2024-09-01).
//! - [`guess_datetime_format`]: the format pandas guesses from a column's first value:
//!   dateutil's reading of it (missing fields from *today*), the text cut into tokens
//!   by pandas' own lexer, each token matched to the directive whose `strftime` of the
//!   reading writes it, and the format kept only if `strptime` reads the text back.
//!
//! Both depend on the clock where dateutil does: a two-digit year is put within 50
//! years of the year dateutil's parser was built in, and the guess fills missing
//! fields from today's date. The server ran in 2025 and 2026; an answer is given only
//! when it is the same for every day of those two years, else the caller refuses the
//! text (`case/unsupported`): e.g. `01/02/75` (1975 or 2075).

use super::datetime::{days_in_month, parse_with, strftime_fields, Dts};
use super::dateutil::{self, NotReproduced, Parsed};
use super::strptime::compile;

/// The years the server may have run in (dateutil's century window and today's date).
pub const SERVER_YEARS: [i128; 2] = [2025, 2026];

/// A Python exception as `ExceptionType: message`.
pub type PyErr = String;

/// `_does_string_look_like_datetime`: text starting with `0`, or not a number under
/// 1000 (pandas' `xstrtod`: blanks, sign, digits, `.`, exponent, blanks), and not one
/// of `a A m M p P t T`.
fn looks_like_datetime(s: &str) -> bool {
    let b = s.as_bytes();
    if b.is_empty() || b[0] == b'0' {
        return true;
    }
    if matches!(s, "a" | "A" | "m" | "M" | "p" | "P" | "t" | "T") {
        return false;
    }
    let space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r');
    let mut p = 0;
    while p < b.len() && space(b[p]) {
        p += 1;
    }
    let neg = p < b.len() && b[p] == b'-';
    if p < b.len() && (b[p] == b'-' || b[p] == b'+') {
        p += 1;
    }
    let start = p;
    while p < b.len() && b[p].is_ascii_digit() {
        p += 1;
    }
    let int_end = p;
    let mut frac_end = p;
    if p < b.len() && b[p] == b'.' {
        p += 1;
        while p < b.len() && b[p].is_ascii_digit() {
            p += 1;
        }
        frac_end = p;
    }
    let digits = (int_end - start) + frac_end.saturating_sub(int_end + 1);
    if digits == 0 {
        return true;
    }
    let mantissa: f64 = crate::float::parse(&s[start..frac_end]).unwrap_or(0.0);
    let mut exp = 0i32;
    if p < b.len() && (b[p] == b'e' || b[p] == b'E') {
        let mut q = p + 1;
        let eneg = q < b.len() && b[q] == b'-';
        if q < b.len() && (b[q] == b'-' || b[q] == b'+') {
            q += 1;
        }
        let es = q;
        while q < b.len() && b[q].is_ascii_digit() {
            exp = exp.saturating_mul(10).saturating_add(i32::from(b[q] - b'0'));
            q += 1;
        }
        if q > es {
            p = q;
            if eneg {
                exp = -exp;
            }
        } else {
            exp = 0;
        }
    }
    while p < b.len() && space(b[p]) {
        p += 1;
    }
    if p != b.len() {
        return true;
    }
    let v = mantissa * 10f64.powi(exp);
    if !v.is_finite() {
        return true; // ERANGE: an error, so "looks like a datetime"
    }
    let v = if neg { -v } else { v };
    v >= 1000.0
}

/// `_does_string_look_like_time`: `H:MM` or `HH:MM` at the start, a valid time.
fn looks_like_time(s: &str) -> bool {
    let b = s.as_bytes();
    let dig = |i: usize, d: i32| b.get(i).filter(|c| c.is_ascii_digit()).map_or(d, |c| i32::from(c - b'0'));
    if b.len() < 4 {
        return false;
    }
    let (hour, minute) = if b[1] == b':' {
        (dig(0, -1), dig(2, -10) * 10 + dig(3, -100))
    } else if b[2] == b':' {
        (dig(0, -10) * 10 + dig(1, -100), dig(3, -10) * 10 + dig(4, -100))
    } else {
        (-1, -1)
    };
    (0..=23).contains(&hour) && (0..=59).contains(&minute)
}

fn date(year: i64, month: u32, day: u32) -> Dts {
    Dts { year, month, day, ..Dts::default() }
}

/// `_parse_delimited_date` (dayfirst off): `MM/DD/YYYY` and the like with one of ` /-.`,
/// swapped when the month is over 12; `MM/YYYY` (not with `.`).
fn delimited_date(s: &str) -> Option<Result<Dts, PyErr>> {
    let b = s.as_bytes();
    let delim = |i: usize| matches!(b.get(i), Some(b' ' | b'/' | b'-' | b'.'));
    let d1 = |i: usize| b.get(i).filter(|c| c.is_ascii_digit()).map_or(-10, |c| i32::from(c - b'0'));
    let d2 = |i: usize| {
        let x = b.get(i).filter(|c| c.is_ascii_digit()).map_or(-10, |c| i32::from(c - b'0')) * 10;
        x + b.get(i + 1).filter(|c| c.is_ascii_digit()).map_or(-100, |c| i32::from(c - b'0'))
    };
    let d4 = |i: usize| {
        let w = [1000, 100, 10, 1];
        let dflt = [-10, -100, -1000, -10000];
        (0..4).map(|k| b.get(i + k).filter(|c| c.is_ascii_digit()).map_or(dflt[k], |c| i32::from(c - b'0')) * w[k]).sum::<i32>()
    };
    let (mut month, mut day, year, can_swap) = match b.len() {
        10 if delim(2) && delim(5) => (d2(0), d2(3), d4(6), true),
        9 if delim(1) && delim(4) => (d1(0), d2(2), d4(5), true),
        9 if delim(2) && delim(4) => (d2(0), d1(3), d4(5), true),
        8 if delim(1) && delim(3) => (d1(0), d1(2), d4(4), true),
        7 if delim(2) => {
            if b[2] == b'.' {
                return None;
            }
            (d2(0), 1, d4(3), false)
        }
        _ => return None,
    };
    if month < 0 || day < 0 || year < 1000 {
        return None;
    }
    if (1..=31).contains(&month) && (1..=31).contains(&day) && (month <= 12 || day <= 12) {
        if month > 12 && can_swap {
            std::mem::swap(&mut day, &mut month);
        }
        if day as u32 > days_in_month(i64::from(year), month as u32) {
            return Some(Err("ValueError: day is out of range for month".into()));
        }
        return Some(Ok(date(i64::from(year), month as u32, day as u32)));
    }
    Some(Err(format!("DateParseError: Invalid date specified ({month}/{day})")))
}

/// Python's `int(text)` (ASCII): blanks, a sign, digits with single `_` between.
fn py_int(s: &str) -> Option<i64> {
    let t = s.trim_matches(|c: char| c.is_ascii_whitespace() || ('\x1c'..='\x1f').contains(&c) || c == '\x0b');
    let (neg, digits) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let b = digits.as_bytes();
    if b.is_empty() || b[0] == b'_' || b[b.len() - 1] == b'_' || digits.contains("__") {
        return None;
    }
    let mut v: i64 = 0;
    for &c in b {
        if c == b'_' {
            continue;
        }
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(i64::from(c - b'0'))?;
    }
    Some(if neg { -v } else { v })
}

/// `_parse_dateabbr_string(text, 0001-01-01, freq=None)`: `Ok(None)` where pandas
/// goes on to dateutil (it raised a plain ValueError).
fn dateabbr(s: &str) -> Result<Option<Dts>, PyErr> {
    if !s.is_ascii() {
        // plain letters (3 bytes each in UTF-8, which the quarter branch measures in
        // bytes): no year, quarter or `%b %Y` to read, and no quarter error
        return Ok(None);
    }
    let up = s.to_ascii_uppercase();
    let b = up.as_bytes();
    let len = b.len();
    if len == 4 {
        if let Some(y) = py_int(&up) {
            if (1..=9999).contains(&y) {
                return Ok(Some(date(y, 1, 1)));
            }
        }
    }
    if (4..=7).contains(&len) {
        if let Some(i) = up[1..len.min(6)].find('Q').map(|i| i + 1) {
            let digit = |k: usize| if b[k].is_ascii_digit() { i32::from(b[k] - b'0') } else { -10 };
            let parsed: Option<(i32, i64)> = match i {
                1 => {
                    let q = digit(0);
                    if len == 4 || (len == 5 && b[i + 1] == b'-') {
                        py_int(&up[len - 2..]).map(|y| (q, 2000 + y))
                    } else if len == 6 || (len == 7 && b[i + 1] == b'-') {
                        py_int(&up[len - 4..]).map(|y| (q, y))
                    } else {
                        None
                    }
                }
                2 | 3 => {
                    if len == 4 || (len == 5 && b[i - 1] == b'-') {
                        let q = digit(len - 1);
                        py_int(&up[..2]).map(|y| (q, 2000 + y))
                    } else {
                        None
                    }
                }
                _ => {
                    if len == 6 || (len == 7 && b[i - 1] == b'-') {
                        let q = digit(len - 1);
                        py_int(&up[..4]).map(|y| (q, y))
                    } else {
                        None
                    }
                }
            };
            if let Some((q, y)) = parsed {
                if !(1..=4).contains(&q) {
                    return Err(format!("DateParseError: Incorrect quarterly string is given, quarter must be between 1 and 4: {up}"));
                }
                if (1..=9999).contains(&y) {
                    return Ok(Some(date(y, (q as u32 - 1) * 3 + 1, 1)));
                }
            }
        }
    }
    // datetime.strptime with "%Y-%m", "%b %Y", "%b-%Y" (whole text, any case)
    if let Some((y, m)) = up.split_once('-') {
        let mv = match m.as_bytes() {
            [b'1', c @ b'0'..=b'2'] => Some(10 + u32::from(c - b'0')),
            [b'0', c @ b'1'..=b'9'] | [c @ b'1'..=b'9'] => Some(u32::from(c - b'0')),
            _ => None,
        };
        if y.len() == 4 && y.bytes().all(|c| c.is_ascii_digit()) {
            if let Some(mv) = mv {
                let y: i64 = y.parse().unwrap_or(0);
                if y >= 1 {
                    return Ok(Some(date(y, mv, 1)));
                }
            }
        }
    }
    const ABBR: [&str; 12] = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
    if len >= 8 {
        if let Some(m) = ABBR.iter().position(|a| up.starts_with(a)) {
            let rest = &up[3..];
            let year = if let Some(r) = rest.strip_prefix('-') {
                Some(r)
            } else {
                let t = rest.trim_start_matches(|c: char| c.is_ascii_whitespace() || ('\x1c'..='\x1f').contains(&c));
                (t.len() < rest.len()).then_some(t)
            };
            if let Some(y) = year.filter(|y| y.len() == 4 && y.bytes().all(|c| c.is_ascii_digit())) {
                let y: i64 = y.parse().unwrap_or(0);
                if y >= 1 {
                    return Ok(Some(date(y, m as u32 + 1, 1)));
                }
            }
        }
    }
    Ok(None)
}

/// pandas' `dateutil_parse(text, default, dayfirst=False)`: dateutil's fields over
/// `default`, its time zone (`UTC`: the host's zone, UTC on the server; `Z`, `GMT`,
/// offsets), as a broken-down time with the offset in minutes.
fn dateutil_parse(text: &str, default: Dts, year_now: i128) -> Result<Result<Dts, PyErr>, NotReproduced> {
    let Some(r) = dateutil::parse(text, false, year_now)? else {
        return Ok(Err(format!("DateParseError: Unknown datetime string format, unable to parse: {text}")));
    };
    Ok(build(&r, default, text))
}

/// `default.replace(**fields)` and the zone, as pandas' `dateutil_parse` does them.
fn build(r: &Parsed, default: Dts, text: &str) -> Result<Dts, PyErr> {
    let fields = [r.year, r.month, r.day, r.hour, r.minute, r.second, r.microsecond];
    if fields.iter().all(Option::is_none) {
        return Err(format!("DateParseError: Unable to parse datetime string: {text}"));
    }
    if fields.iter().flatten().any(|&v| v > i128::from(i32::MAX)) {
        return Err(format!("OutOfBoundsDatetime: Parsing \"{text}\" to datetime overflows"));
    }
    let year = r.year.unwrap_or(i128::from(default.year));
    let month = r.month.unwrap_or(i128::from(default.month));
    let day = r.day.unwrap_or(i128::from(default.day));
    let bad = |what: String| Err(format!("DateParseError: {what}: {text}"));
    if !(1..=9999).contains(&year) {
        return bad(format!("year {year} is out of range"));
    }
    if !(1..=12).contains(&month) {
        return bad("month must be in 1..12".into());
    }
    if day < 1 || day > i128::from(days_in_month(year as i64, month as u32)) {
        return bad("day is out of range for month".into());
    }
    for (v, what) in [(r.hour, "hour must be in 0..23"), (r.minute, "minute must be in 0..59"), (r.second, "second must be in 0..59")] {
        let hi = if what.starts_with("hour") { 23 } else { 59 };
        if v.is_some_and(|v| v > hi) {
            return bad(what.into());
        }
    }
    if r.microsecond.is_some_and(|v| v > 999_999) {
        return bad("microsecond must be in 0..999999".into());
    }
    if r.weekday.is_some() && r.day.is_none() {
        return Err("ValueError: Parsing datetimes with weekday but no day information is not supported".into());
    }
    let mut t = Dts {
        year: year as i64,
        month: month as u32,
        day: day as u32,
        hour: r.hour.unwrap_or(i128::from(default.hour)) as u32,
        min: r.minute.unwrap_or(i128::from(default.min)) as u32,
        sec: r.second.unwrap_or(i128::from(default.sec)) as u32,
        ns: r.microsecond.map_or(0, |us| us as u32 * 1000),
        tz: None,
    };
    // time.tzname is ("UTC", "UTC") on the server: `UTC` is tzlocal() there, offset 0.
    if r.tzname.as_deref() == Some("UTC") || r.tzoffset == Some(0) {
        t.tz = Some(0);
    } else if let Some(off) = r.tzoffset.filter(|&o| o != 0) {
        if off.abs() >= 86_400 {
            return Err(format!(
                "ValueError: Parsed string \"{text}\" gives an invalid tzoffset, which must be between -timedelta(hours=24) and timedelta(hours=24)"
            ));
        }
        t.tz = Some((off / 60) as i32);
    }
    Ok(t)
}

/// `parse_datetime_string(text)` (dayfirst and yearfirst off) as `to_datetime`'s
/// per-value fallback calls it, with dateutil's parser built in `year_now`.
pub(super) fn parse_datetime_string(text: &str, year_now: i128) -> Result<Result<Dts, PyErr>, NotReproduced> {
    if !dateutil::readable(text) {
        return Err(format!("`{text}`: text beyond ASCII, which dateutil reads with Unicode's letters and digits"));
    }
    if !looks_like_datetime(text) {
        return Ok(Err(format!("ValueError: Given date string \"{text}\" not likely a datetime")));
    }
    if looks_like_time(text) {
        // today's date fills what the text lacks: the clock's, unless it names all three
        let r = dateutil::parse(text, false, year_now)?;
        if let Some(r) = r.filter(|r| !(r.year.is_some() && r.month.is_some() && r.day.is_some())) {
            if build(&r, date(2025, 1, 1), text).is_ok() || build(&r, date(2026, 6, 30), text).is_ok() {
                return Err(format!("`{text}`: a time without a date (pandas takes today's date)"));
            }
        }
        return dateutil_parse(text, date(1, 1, 1), year_now);
    }
    if let Some(d) = delimited_date(text) {
        return Ok(d);
    }
    match dateabbr(text) {
        Ok(Some(d)) => return Ok(Ok(d)),
        Ok(None) => {}
        Err(e) => return Ok(Err(e)),
    }
    dateutil_parse(text, date(1, 1, 1), year_now)
}

/// pandas' own `_timelex.split` (the guess's tokens): blanks one by one, `D.D`,
/// digits, ASCII letters, runs of `./:`, runs of anything else (plain letters beyond
/// ASCII among them: byte by byte here, their bytes all fall in that class); then
/// `D,D` joined as `D.D`.
pub fn pandas_tokens(s: &str) -> Vec<String> {
    let b = s.as_bytes();
    let space = |c: u8| matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | 0x1c..=0x1f);
    let run = |mut p: usize, f: &dyn Fn(u8) -> bool| {
        while p < b.len() && f(b[p]) {
            p += 1;
        }
        p
    };
    let mut out: Vec<String> = Vec::new();
    let mut p = 0;
    while p < b.len() {
        let c = b[p];
        let end = if space(c) {
            p + 1
        } else if c.is_ascii_digit() {
            let prev_ok = p == 0 || !(b[p - 1] == b'.' || b[p - 1].is_ascii_digit());
            let d1 = run(p, &|c| c.is_ascii_digit());
            let decimal = if prev_ok && d1 < b.len() && b[d1] == b'.' {
                let d2 = run(d1 + 1, &|c| c.is_ascii_digit());
                (d2 > d1 + 1 && !(d2 < b.len() && (b[d2] == b'.' || b[d2].is_ascii_digit()))).then_some(d2)
            } else {
                None
            };
            decimal.unwrap_or(d1)
        } else if c.is_ascii_alphabetic() {
            run(p, &|c| c.is_ascii_alphabetic())
        } else if matches!(c, b'.' | b'/' | b':') {
            run(p, &|c| matches!(c, b'.' | b'/' | b':'))
        } else {
            run(p, &|c| !(c.is_ascii_alphanumeric() || matches!(c, b'.' | b'/' | b':') || space(c)))
        };
        out.push(s[p..end].to_string());
        p = end;
    }
    let orig = out.clone();
    let mut tokens: Vec<Option<String>> = out.into_iter().map(Some).collect();
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|c| c.is_ascii_digit());
    for n in 0..orig.len().saturating_sub(2) {
        let tok = &orig[n];
        let next_comma = tokens[n + 1].as_deref() == Some(",");
        let after = tokens[n + 2].as_deref().is_some_and(digits);
        if digits(tok) && next_comma && after {
            tokens[n] = Some(format!("{tok}.{}", tokens[n + 2].as_deref().unwrap_or("")));
            tokens[n + 1] = None;
            tokens[n + 2] = None;
        }
    }
    tokens.into_iter().flatten().collect()
}

/// `guess_datetime_format(text)` (dayfirst off): `Ok(None)` for pandas' `None`,
/// `Err` where the answer depends on the clock or is not reproduced.
pub fn guess_datetime_format(text: &str) -> Result<Option<String>, NotReproduced> {
    // Which fields today's date fills (dateutil's reading names the others).
    let Some(r) = dateutil::parse(text, false, SERVER_YEARS[1])? else { return Ok(None) };
    let months: Vec<u32> = if r.month.is_none() { (1..=12).collect() } else { vec![1] };
    let days: Vec<u32> = if r.day.is_none() { (1..=31).collect() } else { vec![1] };
    let mut answer: Option<Option<String>> = None;
    for &year in &SERVER_YEARS {
        for &m in &months {
            for &d in &days {
                if d > days_in_month(year as i64, m) {
                    continue;
                }
                let got = guess_on(text, date(year as i64, m, d), year)?;
                match &answer {
                    None => answer = Some(got),
                    Some(a) if *a == got => {}
                    Some(_) => return Err(format!("`{text}`: the format pandas guesses from it depends on today's date")),
                }
            }
        }
    }
    Ok(answer.flatten())
}

/// The guess on the day `today` (dateutil's parser built in `year_now`).
fn guess_on(text: &str, today: Dts, year_now: i128) -> Result<Option<String>, NotReproduced> {
    let parsed = match dateutil_parse(text, today, year_now)? {
        Ok(t) => t,
        Err(_) => return Ok(None),
    };
    let mut tokens = pandas_tokens(text);
    if parsed.tz.is_some() {
        let n = tokens.len();
        let at = if n > 0 && tokens[n - 1] == "Z" {
            Some(n - 1)
        } else if n > 1 && (tokens[n - 2] == "+" || tokens[n - 2] == "-") {
            Some(n - 2)
        } else if n > 3 && (tokens[n - 4] == "+" || tokens[n - 4] == "-") {
            Some(n - 4)
        } else {
            None
        };
        if let Some(at) = at {
            tokens[at] = strftime_fields(parsed, "%z");
            tokens.truncate(at + 1);
        }
    }
    // (attributes, format, padding) in pandas' order
    const ATTRS: &[(&[u8], &str, usize)] = &[
        (b"YmdHMS", "%Y%m%d%H%M%S", 0),
        (b"YmdHM", "%Y%m%d%H%M", 0),
        (b"YmdH", "%Y%m%d%H", 0),
        (b"Ymd", "%Y%m%d", 0),
        (b"HMS", "%H%M%S", 0),
        (b"HM", "%H%M", 0),
        (b"Y", "%Y", 0),
        (b"m", "%B", 0),
        (b"m", "%b", 0),
        (b"m", "%m", 2),
        (b"d", "%d", 2),
        (b"H", "%H", 2),
        (b"M", "%M", 2),
        (b"S", "%S", 2),
        (b"Sf", "%S.%f", 0),
        (b"z", "%z", 0),
        (b"z", "%Z", 0),
        (b"a", "%a", 0),
        (b"a", "%A", 0),
        (b"p", "%p", 0),
    ];
    let mut guess: Vec<Option<&str>> = vec![None; tokens.len()];
    let mut found: Vec<u8> = Vec::new();
    for (attrs, f, pad) in ATTRS {
        if attrs.iter().any(|a| found.contains(a)) || ((*f == "%z" || *f == "%Z") && parsed.tz.is_none()) {
            continue;
        }
        let formatted = strftime_fields(parsed, f);
        for i in 0..tokens.len() {
            let filled = super::datetime::fill_token(&tokens[i], *pad);
            if guess[i].is_none() && filled == formatted {
                guess[i] = Some(f);
                tokens[i] = filled;
                found.extend_from_slice(attrs);
                break;
            }
        }
    }
    let ymd = found.contains(&b'Y') && found.contains(&b'm') && found.contains(&b'd');
    let year_only = guess == [Some("%Y")];
    let year_month = guess == [Some("%Y"), None, Some("%m")] && tokens[1] == "-";
    if !ymd && !year_only && !year_month {
        return Ok(None);
    }
    let mut out: Vec<String> = Vec::new();
    for (i, g) in guess.iter().enumerate() {
        match g {
            Some(f) => out.push(f.to_string()),
            None => {
                if py_float_ok(&tokens[i]) {
                    return Ok(None);
                }
                out.push(tokens[i].clone());
            }
        }
    }
    if out.iter().any(|f| f == "%p") {
        if let Some(h) = out.iter_mut().find(|f| *f == "%H") {
            *h = "%I".into();
        }
    }
    let format = out.concat();
    let Some(pieces) = compile(&format) else {
        return Err(format!("`{text}`: pandas guesses the format `{format}`, whose directives this grader does not read"));
    };
    match parse_with(text, &format, &pieces) {
        Ok(Some(_)) => {}
        Ok(None) => return Ok(None),
        Err(why) => return Err(why),
    }
    if strftime_fields(parsed, &format) == tokens.concat() {
        Ok(Some(format))
    } else {
        Ok(None)
    }
}

/// Whether Python's `float()` reads a token (ASCII: digits with one `.`, `nan`, `inf`).
fn py_float_ok(t: &str) -> bool {
    let low = t.to_ascii_lowercase();
    if matches!(low.as_str(), "nan" | "inf" | "infinity") {
        return true;
    }
    let (i, f) = t.split_once('.').unwrap_or((t, ""));
    (i.len() + f.len() > 0) && i.bytes().all(|c| c.is_ascii_digit()) && f.bytes().all(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guesses_the_issues_spellings() {
        assert_eq!(guess_datetime_format("2024-09-01 ").unwrap().as_deref(), Some("%Y-%m-%d "));
        assert_eq!(guess_datetime_format("20250326010000").unwrap().as_deref(), Some("%Y%m%d%H%M%S"));
        assert_eq!(guess_datetime_format("2020-08-02 12:00:00 AM").unwrap(), None);
        assert_eq!(guess_datetime_format("1 Sep 2024").unwrap().as_deref(), Some("%d %b %Y"));
        assert_eq!(guess_datetime_format("Monday 2024-01-01").unwrap().as_deref(), Some("%A %Y-%m-%d"));
        assert_eq!(guess_datetime_format("2024-01-01 10:00 EST").unwrap().as_deref(), Some("%Y-%m-%d %H:%M EST"));
        assert_eq!(guess_datetime_format("Sep 2024").unwrap(), None);
    }

    #[test]
    fn never_panics_on_odd_text() {
        // runs of pieces dateutil's branches slice (offsets, quarters, YYMMDD, names)
        // next to CJK letters (three bytes each) and other text beyond ASCII
        let pieces =
            ["上", "行", "a", "Q", "1", "12", "2024", "75", "+", "-", ":", ".", ",", " ", "(", ")", "of", "Jan", "am", "h", "١", "é", "0"];
        let mut x: u64 = 42;
        for _ in 0..3_000 {
            let mut text = String::new();
            for _ in 0..(x % 7 + 1) {
                x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                text.push_str(pieces[(x >> 33) as usize % pieces.len()]);
            }
            let _ = guess_datetime_format(&text);
            let _ = parse_datetime_string(&text, 2026);
        }
    }

    #[test]
    fn tokens_as_pandas() {
        assert_eq!(pandas_tokens("1,2,3"), ["1.2", "2.3"]);
        assert_eq!(
            pandas_tokens("2024-01-01 10:00:00.5 +01:00"),
            ["2024", "-", "01", "-", "01", " ", "10", ":", "00", ":", "00.5", " ", "+", "01", ":", "00"]
        );
        assert_eq!(pandas_tokens("1.2.3"), ["1", ".", "2", ".", "3"]);
    }
}
