//! pandas' ISO-8601 parser (`string_to_dts`), with a format it must match exactly or
//! without one.

use super::*;

/// C's `isspace` in the C locale.
pub(in crate::pandas) fn c_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// pandas' ISO-8601 parser with a format it must match exactly (`string_to_dts(val,
/// format, exact=True)`), over the UTF-8 bytes; `None` when it does not read the text.
/// Time zones are not handled (a format with `%z` is refused before).
pub(super) fn iso_exact(text: &str, format: &str) -> Option<Dts> {
    iso(text, Some(format))
}

/// pandas' ISO-8601 parser, with a format it must match exactly or without one
/// (`string_to_dts(val, format=None, exact=False)`: `to_datetime`'s per-value reading
/// when no format was guessed, zones included).
pub(in crate::pandas) fn iso(text: &str, format: Option<&str>) -> Option<Dts> {
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
pub(super) fn tail(s: &[u8], mut p: usize, mut f: &[u8], infer: bool) -> Option<Option<i32>> {
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
pub(super) fn format_is_iso(f: &str) -> bool {
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
pub(in crate::pandas) fn parse_with(text: &str, format: &str, pieces: &[Piece]) -> Result<Option<(i64, Option<i32>)>, String> {
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
