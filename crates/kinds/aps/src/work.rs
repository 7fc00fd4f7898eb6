//! The evaluator's work calendar: from 2026-05-27 08:00, 08:00–18:00 Monday to Saturday.
//! Its loops are day by day; here the whole days are counted at once, which adds the
//! same floats (each whole day is exactly 600.0 minutes, so every partial sum but the
//! last is an exact integer).

use pysem::calendar::{civil_from_days, days_from_civil};

use super::isotime::{Time, DAY_US, NAIVE_AWARE};

/// 2026-05-27 (a Wednesday), as days since 1970.
pub fn start_day() -> i64 {
    days_from_civil(2026, 5, 27)
}

/// `SCHEDULE_START`, 2026-05-27 08:00, in microseconds since 1970.
pub fn schedule_start() -> i64 {
    start_day() * DAY_US + 8 * HOUR_US
}

pub const HOUR_US: i64 = 3_600_000_000;
const OPEN: i64 = 8 * HOUR_US;
const CLOSE: i64 = 18 * HOUR_US;

/// Monday 0 … Sunday 6.
pub fn weekday(day: i64) -> i64 {
    (day + 3).rem_euclid(7)
}

/// `_valid_start`: Monday to Saturday, 8 <= hour < 18 on the wall clock; NaT's weekday
/// is NaN, never a work day.
pub fn valid_start(t: Time) -> bool {
    t.wall().is_some_and(|w| {
        let day = w.div_euclid(DAY_US);
        let hour = w.rem_euclid(DAY_US) / HOUR_US;
        weekday(day) != 6 && (8..18).contains(&hour)
    })
}

/// The last wall clock the day-by-day loop reaches without stepping past 9999-12-31
/// (a later time makes `cur + timedelta(days=1)` raise OverflowError).
fn last_day() -> i64 {
    days_from_civil(9999, 12, 31)
}

pub const OVERFLOW: &str = "date value out of range";

/// `_work_minutes_from_start(dt)`: 0.0 at or before the start (and for NaT, which
/// compares false); `Err` with what Python raises.
pub fn work_minutes(t: Time) -> Result<f64, &'static str> {
    let w = match t {
        Time::NaT | Time::Array => return Ok(0.0),
        Time::Aware(..) => return Err(NAIVE_AWARE),
        Time::Naive(w) => w,
    };
    if w <= schedule_start() {
        return Ok(0.0);
    }
    if w > last_day() * DAY_US + OPEN {
        return Err(OVERFLOW);
    }
    let day = w.div_euclid(DAY_US);
    let into = w.rem_euclid(DAY_US);
    // Whole work days from the start's day up to (not including) dt's day.
    let whole = work_days(start_day(), day);
    let mut total = (whole * 600) as f64;
    if weekday(day) != 6 && into > OPEN {
        let seg = into.min(CLOSE) - OPEN;
        total += seg as f64 / 1e6 / 60.0;
    }
    Ok(total)
}

/// Monday-to-Saturday days in `[from, to)`.
pub fn work_days(from: i64, to: i64) -> i64 {
    if to <= from {
        return 0;
    }
    let n = to - from;
    let weeks = n / 7;
    let mut count = weeks * 6;
    let mut d = from + weeks * 7;
    while d < to {
        if weekday(d) != 6 {
            count += 1;
        }
        d += 1;
    }
    count
}

/// `timedelta(minutes=m)` in microseconds (m ≥ 0): the whole minutes exactly, the
/// fraction's microseconds as a double, its leftover rounded half to even against the
/// total (CPython's `accum` and its rounding).
pub fn minutes_us(m: f64) -> i128 {
    let ip = m.trunc();
    let frac = m - ip;
    let mut x = (ip as i128) * 60_000_000;
    let prod = frac * 60_000_000.0;
    let ip2 = prod.trunc();
    x += ip2 as i128;
    let left = prod - ip2;
    if left != 0.0 {
        let mut whole = left.round();
        if (whole - left).abs() == 0.5 {
            let odd = (x % 2) as f64;
            whole = 2.0 * ((left + odd) * 0.5).round() - odd;
        }
        x += whole as i128;
    }
    x
}

/// `_worst_case_end(total)`: every minute laid end to end on one device from the start
/// (the evaluator's loop, its float subtractions and its guard of 100,000 steps).
pub fn worst_case_end(total: f64) -> i64 {
    let mut remaining = total;
    let mut cur = schedule_start();
    let mut guard = 0;
    let next_day = |cur: i64| (cur.div_euclid(DAY_US) + 1) * DAY_US + OPEN;
    while remaining > 1e-9 && guard < 100_000 {
        guard += 1;
        let day = cur.div_euclid(DAY_US);
        if weekday(day) == 6 {
            cur = next_day(cur);
            continue;
        }
        let day_end = day * DAY_US + CLOSE;
        let avail = (day_end - cur) as f64 / 1e6 / 60.0;
        if avail <= 1e-9 {
            cur = next_day(cur);
            continue;
        }
        if remaining <= avail {
            return cur + minutes_us(remaining) as i64;
        }
        remaining -= avail;
        cur = next_day(cur);
    }
    cur
}

/// `(a - b).total_seconds()` for microsecond times: the exact count over 10**6.
pub fn seconds_between(a: i64, b: i64) -> f64 {
    (a - b) as f64 / 1e6
}

/// The calendar day of a wall clock, for the figure's shading.
pub fn ymd(day: i64) -> (i64, u32, u32) {
    civil_from_days(day)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(y: i64, mo: u32, d: u32, h: i64, mi: i64) -> Time {
        Time::Naive(days_from_civil(y, mo, d) * DAY_US + h * HOUR_US + mi * 60_000_000)
    }

    #[test]
    fn work_minutes_count_mon_to_sat_8_to_18() {
        assert_eq!(work_minutes(naive(2026, 5, 27, 8, 0)), Ok(0.0));
        assert_eq!(work_minutes(naive(2026, 5, 27, 9, 30)), Ok(90.0));
        assert_eq!(work_minutes(naive(2026, 5, 27, 20, 0)), Ok(600.0));
        // Wed, Thu, Fri, Sat whole; Sunday 31 May counts nothing; Monday 10:00 adds 120.
        assert_eq!(work_minutes(naive(2026, 5, 31, 12, 0)), Ok(2400.0));
        assert_eq!(work_minutes(naive(2026, 6, 1, 10, 0)), Ok(2520.0));
        assert_eq!(work_minutes(naive(2026, 1, 1, 10, 0)), Ok(0.0));
        assert_eq!(work_minutes(Time::NaT), Ok(0.0));
        assert_eq!(work_minutes(naive(9999, 12, 31, 8, 0)).map(|_| ()), Ok(()));
        assert_eq!(work_minutes(naive(9999, 12, 31, 8, 1)), Err(OVERFLOW));
    }

    #[test]
    fn worst_case_end_runs_the_calendar() {
        // 600 minutes fill Wednesday; 601 end Thursday 08:01; 3001 skip Sunday.
        let end = |m: f64| Time::Naive(worst_case_end(m)).text();
        assert_eq!(end(600.0), "2026-05-27 18:00:00");
        assert_eq!(end(601.0), "2026-05-28 08:01:00");
        assert_eq!(end(2401.0), "2026-06-01 08:01:00");
        assert_eq!(end(0.5), "2026-05-27 08:00:30");
    }

    #[test]
    fn timedelta_minutes_round_half_even() {
        assert_eq!(minutes_us(1.0), 60_000_000);
        assert_eq!(minutes_us(0.1), 6_000_000);
        assert_eq!(minutes_us(1e-8), 1);
    }
}
