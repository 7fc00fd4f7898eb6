//! Dates in a workbook as openpyxl 3.1.5 reads them: which number formats are dates
//! (`is_date_format`, `is_timedelta_format`), a serial number to `datetime` / `time` /
//! `timedelta` (`from_excel`) and a `t="d"` cell's ISO 8601 text (`from_ISO8601`).

use std::fmt;

use super::Value;
use crate::calendar::{civil_from_days, days_from_civil};

/// `datetime.date`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

/// `datetime.time` (no time zone).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Time {
    pub hour: u32,
    pub minute: u32,
    pub second: u32,
    pub microsecond: u32,
}

/// `datetime.datetime` (naive).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct DateTime {
    pub date: Date,
    pub time: Time,
}

/// `datetime.timedelta`, in microseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Duration {
    pub micros: i128,
}

impl fmt::Display for Date {
    /// `str(date)`: `2024-01-31`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl fmt::Display for Time {
    /// `str(time)`: `13:05:00`, `13:05:00.250000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}:{:02}", self.hour, self.minute, self.second)?;
        if self.microsecond != 0 {
            write!(f, ".{:06}", self.microsecond)?;
        }
        Ok(())
    }
}

impl fmt::Display for DateTime {
    /// `str(datetime)`: `2024-01-31 13:05:00`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.date, self.time)
    }
}

impl fmt::Display for Duration {
    /// `str(timedelta)`: `1 day, 2:03:04`, `-1 day, 23:59:59.500000`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let days = self.micros.div_euclid(US_PER_DAY);
        let rest = self.micros.rem_euclid(US_PER_DAY);
        let (secs, us) = (rest / 1_000_000, rest % 1_000_000);
        if days != 0 {
            write!(f, "{days} day{}, ", if days.abs() == 1 { "" } else { "s" })?;
        }
        write!(f, "{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)?;
        if us != 0 {
            write!(f, ".{us:06}")?;
        }
        Ok(())
    }
}

impl DateTime {
    /// Microseconds since 1970-01-01 (pandas' `datetime64[us]` value).
    pub fn unix_micros(&self) -> i128 {
        i128::from(days_from_civil(i64::from(self.date.year), self.date.month, self.date.day)) * US_PER_DAY
            + i128::from(self.time.hour * 3600 + self.time.minute * 60 + self.time.second) * 1_000_000
            + i128::from(self.time.microsecond)
    }
}

const US_PER_DAY: i128 = 86_400_000_000;

/// openpyxl's `BUILTIN_FORMATS`.
pub fn builtin_format(id: u32) -> Option<&'static str> {
    Some(match id {
        0 => "General",
        1 => "0",
        2 => "0.00",
        3 => "#,##0",
        4 => "#,##0.00",
        5 => "\"$\"#,##0_);(\"$\"#,##0)",
        6 => "\"$\"#,##0_);[Red](\"$\"#,##0)",
        7 => "\"$\"#,##0.00_);(\"$\"#,##0.00)",
        8 => "\"$\"#,##0.00_);[Red](\"$\"#,##0.00)",
        9 => "0%",
        10 => "0.00%",
        11 => "0.00E+00",
        12 => "# ?/?",
        13 => "# ??/??",
        14 => "mm-dd-yy",
        15 => "d-mmm-yy",
        16 => "d-mmm",
        17 => "mmm-yy",
        18 => "h:mm AM/PM",
        19 => "h:mm:ss AM/PM",
        20 => "h:mm",
        21 => "h:mm:ss",
        22 => "m/d/yy h:mm",
        37 => "#,##0_);(#,##0)",
        38 => "#,##0_);[Red](#,##0)",
        39 => "#,##0.00_);(#,##0.00)",
        40 => "#,##0.00_);[Red](#,##0.00)",
        41 => r#"_(* #,##0_);_(* \(#,##0\);_(* "-"_);_(@_)"#,
        42 => r#"_("$"* #,##0_);_("$"* \(#,##0\);_("$"* "-"_);_(@_)"#,
        43 => r#"_(* #,##0.00_);_(* \(#,##0.00\);_(* "-"??_);_(@_)"#,
        44 => r#"_("$"* #,##0.00_)_("$"* \(#,##0.00\)_("$"* "-"??_)_(@_)"#,
        45 => "mm:ss",
        46 => "[h]:mm:ss",
        47 => "mmss.0",
        48 => "##0.0E+0",
        49 => "@",
        _ => return None,
    })
}

/// A `[h]`, `[hh]`, `[m]`, `[mm]`, `[s]`, `[ss]` at `s` (what STRIP_RE keeps, case as
/// written: its look-ahead is case-sensitive).
fn elapsed_bracket(s: &str, ignore_case: bool) -> Option<usize> {
    for pat in ["[hh]", "[h]", "[mm]", "[m]", "[ss]", "[s]"] {
        let head = s.get(..pat.len())?;
        if head == pat || (ignore_case && head.eq_ignore_ascii_case(pat)) {
            return Some(pat.len());
        }
    }
    None
}

/// openpyxl's `is_date_format`: the first section, quoted text and bracketed locale or
/// colour codes removed (`".*?"`, `\[(?!hh?\]|mm?\]|ss?\])[^\]]*\]`), holds one of
/// `dmhysDMHYS` not after `_` or `\`.
pub fn is_date_format(fmt: &str) -> bool {
    let first = fmt.split(';').next().unwrap_or("");
    let mut kept = String::with_capacity(first.len());
    let mut i = 0;
    while i < first.len() {
        let rest = &first[i..];
        let c = rest.chars().next().unwrap_or(' ');
        if c == '"' {
            // `.` does not match a newline.
            if let Some(end) = rest[1..].find(['"', '\n']) {
                if rest.as_bytes()[1 + end] == b'"' {
                    i += end + 2;
                    continue;
                }
            }
        } else if c == '[' && elapsed_bracket(rest, false).is_none() {
            if let Some(end) = rest.find(']') {
                i += end + 1;
                continue;
            }
        }
        kept.push(c);
        i += c.len_utf8();
    }
    let mut prev: Option<char> = None;
    for c in kept.chars() {
        if "dmhysDMHYS".contains(c) && !matches!(prev, Some('_') | Some('\\')) {
            return true;
        }
        prev = Some(c);
    }
    false
}

/// openpyxl's `is_timedelta_format`: the first section holds `[h]`, `[mm]`, ... in any
/// case.
pub fn is_timedelta_format(fmt: &str) -> bool {
    let first = fmt.split(';').next().unwrap_or("");
    first.char_indices().any(|(i, c)| c == '[' && elapsed_bracket(&first[i..], true).is_some())
}

/// Why a serial is not a date.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FromExcelError {
    /// Python raises OverflowError or ValueError (openpyxl makes the cell `#VALUE!`).
    Overflow,
    NotReproduced(String),
}

/// Python's `divmod(x, 1.0)` for a float.
fn divmod1(x: f64) -> (f64, f64) {
    let mut m = x % 1.0;
    let mut d = x - m;
    if m != 0.0 {
        if m < 0.0 {
            m += 1.0;
            d -= 1.0;
        }
    } else {
        m = 0.0;
    }
    let mut fd = d.floor();
    if d - fd > 0.5 {
        fd += 1.0;
    }
    (fd, m)
}

fn datetime_from_micros(us: i128) -> Result<DateTime, FromExcelError> {
    let days = us.div_euclid(US_PER_DAY);
    let rest = us.rem_euclid(US_PER_DAY);
    let days = i64::try_from(days).map_err(|_| FromExcelError::Overflow)?;
    let (y, m, d) = civil_from_days(days);
    if !(1..=9999).contains(&y) {
        return Err(FromExcelError::Overflow);
    }
    let secs = (rest / 1_000_000) as u32;
    Ok(DateTime {
        date: Date { year: y as i32, month: m, day: d },
        time: Time { hour: secs / 3600, minute: secs / 60 % 60, second: secs % 60, microsecond: (rest % 1_000_000) as u32 },
    })
}

const MAX_DELTA_DAYS: i128 = 999_999_999;

/// `timedelta(days=x)` for a float `x`, as CPython's C constructor rounds it.
fn timedelta_days(x: f64) -> Result<i128, FromExcelError> {
    if !x.is_finite() || x.abs() > 1e10 {
        return Err(FromExcelError::Overflow);
    }
    let int = x.trunc();
    let frac = x - int;
    let mut total = (int as i128) * US_PER_DAY;
    if frac != 0.0 {
        let dnum = 86_400_000_000.0 * frac;
        let ip = dnum.trunc();
        total += ip as i128;
        let leftover = dnum - ip;
        let mut whole = leftover.round();
        if (whole - leftover).abs() == 0.5 {
            let odd = (total & 1) as f64;
            whole = 2.0 * ((leftover + odd) * 0.5).round() - odd;
        }
        total += whole as i128;
    }
    if total.div_euclid(US_PER_DAY).abs() > MAX_DELTA_DAYS {
        return Err(FromExcelError::Overflow);
    }
    Ok(total)
}

/// openpyxl's `from_excel(value, epoch, timedelta)` for a numeric cell's value.
pub fn from_excel(value: &Value, date1904: bool, timedelta: bool) -> Result<Value, FromExcelError> {
    let epoch_days = if date1904 { days_from_civil(1904, 1, 1) } else { days_from_civil(1899, 12, 30) };
    let x = match value {
        Value::Int(i) => *i as f64,
        Value::Float(f) => *f,
        Value::BigInt(_) => return Err(FromExcelError::Overflow),
        _ => return Err(FromExcelError::NotReproduced("a date from a value that is not a number".into())),
    };
    if timedelta {
        let mut td = match value {
            Value::Int(i) => {
                if i128::from(*i).abs() > MAX_DELTA_DAYS {
                    return Err(FromExcelError::Overflow);
                }
                i128::from(*i) * US_PER_DAY
            }
            _ => timedelta_days(x)?,
        };
        let us = td.rem_euclid(1_000_000);
        if us != 0 {
            // timedelta(seconds=td.total_seconds() // 1, microseconds=round(us, -3))
            if td.abs() >= 1 << 53 {
                return Err(FromExcelError::NotReproduced("a timedelta beyond 2^53 microseconds with a fraction of a second".into()));
            }
            let secs = (td as f64 / 1e6).floor() as i128;
            let (q, r) = (us / 1000, us % 1000);
            let ms = if r > 500 || (r == 500 && q % 2 == 1) { q + 1 } else { q };
            td = secs * 1_000_000 + ms * 1000;
            if td.div_euclid(US_PER_DAY).abs() > MAX_DELTA_DAYS {
                return Err(FromExcelError::Overflow);
            }
        }
        return Ok(Value::Duration(Duration { micros: td }));
    }
    let (day, ms) = match value {
        Value::Int(i) => (*i as f64, 0i128),
        _ => {
            let (day, frac) = divmod1(x);
            let ms = frac * 86400.0 * 1000.0;
            if !ms.is_finite() {
                return Err(FromExcelError::Overflow);
            }
            (day, ms.round_ties_even() as i128)
        }
    };
    if (0.0..1.0).contains(&x) && ms < 86_400_000 {
        let secs = (ms / 1000) as u32;
        return Ok(Value::Time(Time {
            hour: secs / 3600,
            minute: secs / 60 % 60,
            second: secs % 60,
            microsecond: (ms % 1000) as u32 * 1000,
        }));
    }
    let day = if x > 0.0 && x < 60.0 && !date1904 { day + 1.0 } else { day };
    if day.abs() > MAX_DELTA_DAYS as f64 {
        return Err(FromExcelError::Overflow);
    }
    let us = (i128::from(epoch_days) + day as i128) * US_PER_DAY + ms * 1000;
    datetime_from_micros(us).map(Value::DateTime)
}

fn digits(s: &str, i: usize, n: usize) -> Option<u32> {
    let d = s.get(i..i + n)?;
    d.bytes().all(|b| b.is_ascii_digit()).then(|| d.parse().ok())?
}

/// openpyxl's `from_ISO8601` for the forms its regex takes (`YYYY-MM-DD`, `T`,
/// `hh:mm[:ss[.fff]]`, `Z`); `None` for the rest (durations, other text).
pub fn from_iso8601(s: &str) -> Option<Value> {
    let mut i = 0;
    let date = match (digits(s, 0, 4), s.get(4..5), digits(s, 5, 2), s.get(7..8), digits(s, 8, 2)) {
        (Some(y), Some("-"), Some(m), Some("-"), Some(d)) => {
            i = 10;
            Some((y, m, d))
        }
        _ => None,
    };
    if s.get(i..i + 1) == Some("T") {
        i += 1;
    }
    let mut time = None;
    if let (Some(h), Some(":"), Some(mi)) = (digits(s, i, 2), s.get(i + 2..i + 3), digits(s, i + 3, 2)) {
        i += 5;
        let mut sec = 0;
        let mut us = 0;
        if let (Some(":"), Some(ss)) = (s.get(i..i + 1), digits(s, i + 1, 2)) {
            sec = ss;
            i += 3;
            if s.get(i..i + 1) == Some(".") {
                let n = s[i + 1..].bytes().take(3).take_while(u8::is_ascii_digit).count();
                if n > 0 {
                    let frac = crate::float::parse(&s[i..i + 1 + n])?;
                    us = (frac * 1_000_000.0) as u32;
                }
            }
        }
        time = Some(Time { hour: h, minute: mi, second: sec, microsecond: us });
    }
    let valid_time = |t: &Time| t.hour < 24 && t.minute < 60 && t.second < 60;
    let valid_date = |(y, m, d): (u32, u32, u32)| (1..=9999).contains(&y) && (1..=12).contains(&m) && d >= 1 && d <= days_in(y as i32, m);
    match (date, time) {
        (None, None) => None,
        (None, Some(t)) => valid_time(&t).then_some(Value::Time(t)),
        (Some(d), None) => valid_date(d).then_some(Value::Date(Date { year: d.0 as i32, month: d.1, day: d.2 })),
        (Some(d), Some(t)) => (valid_date(d) && valid_time(&t))
            .then_some(Value::DateTime(DateTime { date: Date { year: d.0 as i32, month: d.1, day: d.2 }, time: t })),
    }
}

fn days_in(y: i32, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}
