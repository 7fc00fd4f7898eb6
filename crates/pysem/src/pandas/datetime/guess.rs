//! The format pandas guesses from the first value (`guess_datetime_format`).

use super::*;

/// `guess_datetime_format(text)`: see [`crate::pandas::dateparse`].
pub(super) fn guess(s: &str) -> Result<Option<String>, String> {
    crate::pandas::dateparse::guess_datetime_format(s)
}

/// strftime of broken-down fields (years of any size, for the guess).
pub(in crate::pandas) fn strftime_fields(t: Dts, format: &str) -> String {
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
pub(in crate::pandas) fn fill_token(token: &str, pad: usize) -> String {
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
