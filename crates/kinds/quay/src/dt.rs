//! `datetime.strptime(s, "%Y-%m-%d %H:%M:%S")` as CPython 3.12 runs it, and the three
//! things the evaluator does with the result: subtract, `timestamp()` of a naive time
//! in the case image's UTC, and `str()` (of a datetime, and of `fromtimestamp(t)`).
//!
//! `_strptime` compiles the format to a regex (a blank as `\s+`, `\d` any Unicode
//! decimal digit, the directives' alternatives tried in order) and `match`es it at the
//! start: no match is "time data … does not match format …", text left over is
//! "unconverted data remains: …". Then the date is built: year 0, then a day beyond its
//! month, then second 60 or 61 raise, in that order.

use crate::pyjson::{is_py_space, py_str_repr};
use pysem::calendar::{civil_from_days, days_from_civil};
use pysem::pyint::decimal_value;

pub const FORMAT: &str = "%Y-%m-%d %H:%M:%S";

/// A naive datetime of whole seconds: seconds from 1970-01-01 00:00:00.
pub type Dt = i64;

#[derive(Clone, Copy)]
enum P {
    Year,
    Month,
    Day,
    Hour,
    Minute,
    Second,
    Lit(char),
    Space,
}

const PIECES: [P; 11] =
    [P::Year, P::Lit('-'), P::Month, P::Lit('-'), P::Day, P::Space, P::Hour, P::Lit(':'), P::Minute, P::Lit(':'), P::Second];

/// One alternative of a directive: a class per character.
#[derive(Clone, Copy)]
enum C {
    /// `\d`: any decimal digit.
    D,
    /// An ASCII range.
    R(char, char),
    Sp,
}

fn alternatives(p: P) -> &'static [&'static [C]] {
    use C::{Sp, D, R};
    match p {
        P::Year => &[&[D, D, D, D]],
        P::Month => &[&[R('1', '1'), R('0', '2')], &[R('0', '0'), R('1', '9')], &[R('1', '9')]],
        P::Day => &[&[R('3', '3'), R('0', '1')], &[R('1', '2'), D], &[R('0', '0'), R('1', '9')], &[R('1', '9')], &[Sp, R('1', '9')]],
        P::Hour => &[&[R('2', '2'), R('0', '3')], &[R('0', '1'), D], &[D]],
        P::Minute => &[&[R('0', '5'), D], &[D]],
        P::Second => &[&[R('6', '6'), R('0', '1')], &[R('0', '5'), D], &[D]],
        _ => &[],
    }
}

fn class_ok(c: C, ch: char) -> bool {
    match c {
        C::D => decimal_value(ch).is_some(),
        C::R(lo, hi) => (lo..=hi).contains(&ch),
        C::Sp => ch == ' ',
    }
}

/// Depth-first as `re` tries: the end of the match and the six numbers.
fn search(chars: &[char], piece: usize, at: usize, got: &mut [u32; 6]) -> Option<usize> {
    let Some(&p) = PIECES.get(piece) else {
        return Some(at);
    };
    match p {
        P::Lit(c) => (chars.get(at) == Some(&c)).then_some(())?,
        P::Space => {}
        _ => {}
    }
    match p {
        P::Lit(_) => search(chars, piece + 1, at + 1, got),
        P::Space => {
            let mut n = 0;
            while chars.get(at + n).is_some_and(|&c| is_py_space(c)) {
                n += 1;
            }
            // Greedy, then giving back one at a time.
            (1..=n).rev().find_map(|k| search(chars, piece + 1, at + k, got))
        }
        _ => {
            let slot = match p {
                P::Year => 0,
                P::Month => 1,
                P::Day => 2,
                P::Hour => 3,
                P::Minute => 4,
                _ => 5,
            };
            for alt in alternatives(p) {
                let text = chars.get(at..at + alt.len());
                if !text.is_some_and(|t| t.iter().zip(alt.iter()).all(|(&ch, &c)| class_ok(c, ch))) {
                    continue;
                }
                let text = &chars[at..at + alt.len()];
                got[slot] = text.iter().filter_map(|&ch| decimal_value(ch)).fold(0, |v, d| v * 10 + u32::from(d));
                if let Some(end) = search(chars, piece + 1, at + alt.len(), got) {
                    return Some(end);
                }
            }
            None
        }
    }
}

pub fn days_in_month(y: i64, m: u32) -> u32 {
    match m {
        2 if (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// `datetime.strptime(s, FORMAT)` of a string: the time, or `str(e)` of the ValueError.
pub fn strptime(s: &str) -> Result<Dt, String> {
    let chars: Vec<char> = s.chars().collect();
    let mut got = [0u32; 6];
    let Some(end) = search(&chars, 0, 0, &mut got) else {
        return Err(format!("time data {} does not match format {}", py_str_repr(s), py_str_repr(FORMAT)));
    };
    if end != chars.len() {
        return Err(format!("unconverted data remains: {}", chars[end..].iter().collect::<String>()));
    }
    let [y, mo, d, h, mi, se] = got;
    if y == 0 {
        return Err("year 0 is out of range".into());
    }
    if d > days_in_month(i64::from(y), mo) {
        return Err("day is out of range for month".into());
    }
    if se > 59 {
        return Err("second must be in 0..59".into());
    }
    Ok(days_from_civil(i64::from(y), mo, d) * 86_400 + i64::from(h) * 3600 + i64::from(mi) * 60 + i64::from(se))
}

/// The first time whose naive `timestamp()` CPython computes: it probes the local time
/// a day earlier, which before 0001-01-02 is in year 0 and raises.
const FIRST_TIMESTAMP: Dt = -62_135_510_400;

/// `dt.timestamp()` of a naive datetime in UTC.
pub fn timestamp(t: Dt) -> Result<f64, String> {
    if t < FIRST_TIMESTAMP {
        return Err("year 0 is out of range".into());
    }
    Ok(t as f64)
}

/// `str(datetime)`: `YYYY-MM-DD HH:MM:SS`.
pub fn show(t: Dt) -> String {
    let (y, m, d) = civil_from_days(t.div_euclid(86_400));
    let s = t.rem_euclid(86_400);
    format!("{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// `str(datetime.fromtimestamp(t))` in UTC for a time of whole or half seconds (the
/// evaluator's event times and move midpoints): `.500000` for a half.
pub fn show_timestamp(t: f64) -> String {
    let whole = t.floor();
    let base = show(whole as i64);
    if t > whole {
        format!("{base}.{:06}", ((t - whole) * 1e6).round() as i64)
    } else {
        base
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strptime_as_cpython_3_12() {
        // Each text as CPython 3.12.1 printed it.
        assert_eq!(strptime("1970-01-01 00:00:10"), Ok(10));
        assert_eq!(strptime("2024-1-1 1:2:3").map(show).as_deref(), Ok("2024-01-01 01:02:03"));
        assert_eq!(strptime("2024-01- 1 00:00:00").map(show).as_deref(), Ok("2024-01-01 00:00:00"));
        assert_eq!(strptime("２０２４-01-01\u{3000} 00:00:00").map(show).as_deref(), Ok("2024-01-01 00:00:00"));
        assert_eq!(strptime("2024-01-01 ١:00:00").map(show).as_deref(), Ok("2024-01-01 01:00:00"));
        let e = |s: &str| strptime(s).unwrap_err();
        assert_eq!(e("2024-01-01T00:00:00"), "time data '2024-01-01T00:00:00' does not match format '%Y-%m-%d %H:%M:%S'");
        assert_eq!(e("2024-01-٣1 00:00:00"), "time data '2024-01-٣1 00:00:00' does not match format '%Y-%m-%d %H:%M:%S'");
        assert_eq!(e("2024-01-01\u{200b}00:00:00"), "time data '2024-01-01\\u200b00:00:00' does not match format '%Y-%m-%d %H:%M:%S'");
        assert_eq!(e("2024-12-3 123:59:59"), "time data '2024-12-3 123:59:59' does not match format '%Y-%m-%d %H:%M:%S'");
        assert_eq!(e("2024-01-01 00:00:00.5"), "unconverted data remains: .5");
        assert_eq!(e("2024-12-31 23:59:59 "), "unconverted data remains:  ");
        assert_eq!(e("2024-01-01 00:00:60"), "second must be in 0..59");
        assert_eq!(e("2024-02-30 00:00:61"), "day is out of range for month");
        assert_eq!(e("2023-02-29 00:00:00"), "day is out of range for month");
        assert_eq!(e("0000-01-01 00:00:00"), "year 0 is out of range");
        assert!(strptime("2024-02-29 00:00:00").is_ok());
    }

    #[test]
    fn timestamps_and_their_text() {
        let t = |s: &str| strptime(s).unwrap();
        assert_eq!(timestamp(t("0001-01-01 23:59:59")).unwrap_err(), "year 0 is out of range");
        assert_eq!(timestamp(t("0001-01-02 00:00:00")), Ok(-62135510400.0));
        assert_eq!(timestamp(t("9999-12-31 23:59:59")), Ok(253402300799.0));
        assert_eq!(show_timestamp(253402300799.5), "9999-12-31 23:59:59.500000");
        assert_eq!(show_timestamp(-1.5), "1969-12-31 23:59:58.500000");
        assert_eq!(show(t("0005-01-01 00:00:00")), "0005-01-01 00:00:00");
    }
}
