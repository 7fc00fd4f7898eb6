//! pandas 2.3.2's `strptime` for one format (`array_strptime`'s `_parse_with_format`,
//! exact): CPython 3.12's `_strptime` regex of the format (IGNORECASE, a blank run as
//! `\s+`, pandas' `%f` of up to nine digits and `%z`), matched at the start of the text
//! in the regex's order of trying, then the fields it captured. Our own code, written
//! from reading the algorithm; directives `%Y %m %d %H %I %M %S %f %z %Z %p %b %B %a
//! %A` (what `guess_datetime_format` writes) and literal text.

use super::datetime::{c_space, days_in_month, Dts};

// The C locale's names (`_strptime.LocaleTime`, `strftime`).
pub(super) const AM_PM: [&str; 2] = ["am", "pm"];
pub(super) const MONTH_ABBR: [&str; 12] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
pub(super) const MONTH_NAMES: [&str; 12] =
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
pub(super) const DAY_ABBR: [&str; 7] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
pub(super) const DAY_NAMES: [&str; 7] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/// One piece of a compiled format.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Piece {
    Dir(u8),
    Lit(char),
    Space,
}

pub(super) fn compile(format: &str) -> Option<Vec<Piece>> {
    let mut out = Vec::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '%' {
            match chars.next() {
                Some(d @ ('Y' | 'm' | 'd' | 'H' | 'I' | 'M' | 'S' | 'f' | 'z' | 'Z' | 'p' | 'b' | 'B' | 'a' | 'A')) => {
                    out.push(Piece::Dir(d as u8))
                }
                Some('%') => out.push(Piece::Lit('%')),
                _ => return None,
            }
        } else if crate::pyjson::is_py_space(c) {
            while chars.peek().is_some_and(|&c| crate::pyjson::is_py_space(c)) {
                chars.next();
            }
            out.push(Piece::Space);
        } else {
            out.push(Piece::Lit(c));
        }
    }
    Some(out)
}

/// The lengths a directive's regex alternatives match at the start of `s`, in the
/// order the regex tries them (CPython 3.12's `_strptime.TimeRE`, pandas' `%f`).
fn alternatives(d: u8, s: &[u8]) -> Vec<usize> {
    let at = |i: usize| s.get(i).copied();
    let dig = |i: usize| at(i).is_some_and(|c| c.is_ascii_digit());
    let in_ = |i: usize, lo: u8, hi: u8| at(i).is_some_and(|c| (lo..=hi).contains(&c));
    let mut out = Vec::new();
    match d {
        b'Y' if (0..4).all(dig) => out.push(4),
        b'm' => {
            if at(0) == Some(b'1') && in_(1, b'0', b'2') {
                out.push(2);
            }
            if at(0) == Some(b'0') && in_(1, b'1', b'9') {
                out.push(2);
            }
            if in_(0, b'1', b'9') {
                out.push(1);
            }
        }
        b'd' => {
            if at(0) == Some(b'3') && in_(1, b'0', b'1') {
                out.push(2);
            }
            if in_(0, b'1', b'2') && dig(1) {
                out.push(2);
            }
            if at(0) == Some(b'0') && in_(1, b'1', b'9') {
                out.push(2);
            }
            if in_(0, b'1', b'9') {
                out.push(1);
            }
            if at(0) == Some(b' ') && in_(1, b'1', b'9') {
                out.push(2);
            }
        }
        b'I' => {
            if at(0) == Some(b'1') && in_(1, b'0', b'2') {
                out.push(2);
            }
            if at(0) == Some(b'0') && in_(1, b'1', b'9') {
                out.push(2);
            }
            if in_(0, b'1', b'9') {
                out.push(1);
            }
        }
        b'p' | b'b' | b'B' | b'a' | b'A' | b'Z' => {
            // names, longest first (`_strptime`'s __seqToRE), any case
            let names: &[&str] = match d {
                b'p' => &AM_PM,
                // the zone names of a UTC host (`utc`, `gmt` and time.tzname's)
                b'Z' => &["utc", "gmt"],
                b'b' => &MONTH_ABBR,
                b'B' => &MONTH_NAMES,
                b'a' => &DAY_ABBR,
                _ => &DAY_NAMES,
            };
            let mut lens: Vec<usize> =
                names.iter().filter(|n| s.len() >= n.len() && s[..n.len()].eq_ignore_ascii_case(n.as_bytes())).map(|n| n.len()).collect();
            lens.sort_unstable_by(|a, b| b.cmp(a));
            out.extend(lens);
        }
        b'H' => {
            if at(0) == Some(b'2') && in_(1, b'0', b'3') {
                out.push(2);
            }
            if in_(0, b'0', b'1') && dig(1) {
                out.push(2);
            }
            if dig(0) {
                out.push(1);
            }
        }
        b'M' => {
            if in_(0, b'0', b'5') && dig(1) {
                out.push(2);
            }
            if dig(0) {
                out.push(1);
            }
        }
        b'S' => {
            if at(0) == Some(b'6') && in_(1, b'0', b'1') {
                out.push(2);
            }
            if in_(0, b'0', b'5') && dig(1) {
                out.push(2);
            }
            if dig(0) {
                out.push(1);
            }
        }
        b'f' => {
            let n = (0..9).take_while(|&i| dig(i)).count();
            out.extend((1..=n).rev());
        }
        // [+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z)
        b'z' => {
            if matches!(at(0), Some(b'+' | b'-')) && dig(1) && dig(2) {
                let colon = usize::from(at(3) == Some(b':'));
                let m = 3 + colon;
                if in_(m, b'0', b'5') && dig(m + 1) {
                    let base = m + 2;
                    let colon2 = usize::from(at(base) == Some(b':'));
                    let sec = base + colon2;
                    if in_(sec, b'0', b'5') && dig(sec + 1) {
                        let after = sec + 2;
                        if at(after) == Some(b'.') {
                            let n = (0..6).take_while(|&i| dig(after + 1 + i)).count();
                            out.extend((1..=n).rev().map(|k| after + 1 + k));
                        }
                        out.push(after);
                    }
                    out.push(base);
                }
            }
            if at(0) == Some(b'Z') {
                out.push(1);
            }
        }
        _ => {}
    }
    out
}

/// `re.match` of the format's regex (IGNORECASE) at the start of an ASCII text: the
/// first match in the regex's order of trying, as (end, captured fields).
fn regex_match<'s>(pieces: &[Piece], s: &'s [u8], p: usize, caps: &mut Vec<(u8, &'s [u8])>) -> Option<usize> {
    let Some((first, rest)) = pieces.split_first() else {
        return Some(p);
    };
    match first {
        Piece::Lit(c) if !c.is_ascii() => {
            // a plain letter (no case): its UTF-8 bytes as they are
            let mut buf = [0u8; 4];
            let want = c.encode_utf8(&mut buf).as_bytes();
            if s[p..].starts_with(want) {
                regex_match(rest, s, p + want.len(), caps)
            } else {
                None
            }
        }
        Piece::Lit(c) => {
            let ok = s.get(p).is_some_and(|&b| (b as char).eq_ignore_ascii_case(c));
            if ok {
                regex_match(rest, s, p + 1, caps)
            } else {
                None
            }
        }
        Piece::Space => {
            let n = s[p..].iter().take_while(|&&b| c_space(b) || (0x1c..=0x1f).contains(&b)).count();
            for k in (1..=n).rev() {
                if let Some(end) = regex_match(rest, s, p + k, caps) {
                    return Some(end);
                }
            }
            None
        }
        Piece::Dir(d) => {
            for k in alternatives(*d, &s[p..]) {
                caps.push((*d, &s[p..p + k]));
                if let Some(end) = regex_match(rest, s, p + k, caps) {
                    return Some(end);
                }
                caps.pop();
            }
            None
        }
    }
}

/// pandas' `_parse_with_format` (exact): `Err(true)` when not reproduced (text that is
/// not ASCII: the regex would read Unicode digits and spaces; an offset with seconds).
pub(super) fn strptime(text: &str, pieces: &[Piece]) -> Result<Option<Dts>, bool> {
    // plain letters beyond ASCII match none of the regex's ASCII pieces, as in Python
    if !super::dateutil::readable(text)
        || pieces.iter().any(|p| matches!(p, Piece::Lit(c) if !c.is_ascii() && !super::dateutil::plain_letter(*c)))
    {
        return Err(true);
    }
    let s = text.as_bytes();
    let mut caps = Vec::new();
    match regex_match(pieces, s, 0, &mut caps) {
        Some(end) if end == s.len() => {}
        _ => return Ok(None),
    }
    let num = |b: &[u8]| b.iter().filter(|c| c.is_ascii_digit()).fold(0u64, |a, &c| a * 10 + u64::from(c - b'0'));
    let mut t = Dts { year: 1900, month: 1, day: 1, ..Dts::default() };
    let (mut twelve, mut pm) = (None, None);
    for (d, b) in caps {
        match d {
            b'Y' => t.year = num(b) as i64,
            b'm' => t.month = num(b) as u32,
            b'd' => t.day = num(b) as u32,
            b'H' => t.hour = num(b) as u32,
            b'I' => twelve = Some(num(b) as u32),
            b'p' => pm = Some(b.eq_ignore_ascii_case(b"pm")),
            b'b' | b'B' => {
                let names: &[&str] = if d == b'b' { &MONTH_ABBR } else { &MONTH_NAMES };
                t.month = names.iter().position(|n| n.as_bytes().eq_ignore_ascii_case(b)).map_or(0, |m| m as u32 + 1);
            }
            // a weekday name is read and ignored (no %U/%W/%j to use it)
            b'a' | b'A' => {}
            // pytz's UTC or GMT: the column is UTC
            b'Z' => t.tz = Some(0),
            b'M' => t.min = num(b) as u32,
            b'S' => t.sec = num(b) as u32,
            b'z' => {
                // parse_timezone_directive: an offset with seconds is not reproduced.
                let z: Vec<u8> = b.iter().copied().filter(|&c| c != b':').collect();
                if z == b"Z" {
                    t.tz = Some(0);
                } else if z.len() == 5 {
                    let total = (num(&z[1..3]) * 60 + num(&z[3..5])) as i32;
                    t.tz = Some(if z[0] == b'-' { -total } else { total });
                } else {
                    return Err(true);
                }
            }
            _ => {
                let mut v = num(b);
                for _ in b.len()..9 {
                    v *= 10;
                }
                t.ns = v as u32;
            }
        }
    }
    // %I with %p: 12 AM is 0, 1-11 PM add 12
    if let Some(h) = twelve {
        t.hour = match pm {
            Some(true) if h != 12 => h + 12,
            Some(true) => h,
            _ if h == 12 => 0,
            _ => h,
        };
    }
    // datetime.date(year, month, day) validates the date (year 0, Feb 30, ...); a
    // second of 60 or 61 passes the regex and numpy adds it (00:00:60 is 00:01:00).
    if t.year < 1 || t.day > days_in_month(t.year, t.month) {
        return Ok(None);
    }
    Ok(Some(t))
}
