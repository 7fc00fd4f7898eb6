#!/usr/bin/env python3
"""Test vectors for the Rust grader's `pd.to_datetime` (crates/pysem/src/pandas/datetime/,
dateparse.rs, dateutil.rs), measured in the pinned stack (pandas 2.3.2): random text
columns of date-times written many ways, each with pandas' guessed format for its first
value and `pd.to_datetime(col, errors="coerce")` written with
`strftime("%Y-%m-%d %H:%M:%S")` (null for NaT), plus whether `errors="raise"` raises
and the first line of its message (`Type: text`).

Two kinds of column, half each: numeric spellings (separators, padding, 'T', seconds,
fractions, zones, blanks, impossible dates, dates beyond datetime64[ns]'s bounds,
NaN-like cells), and the spellings pandas hands to dateutil (month and weekday names in
any case, AM/PM, compact digits, ordinals, two-digit years, day-first dates, zone names,
`h`/`m`/`s` units, quarters, junk words dateutil skips or rejects, leading and trailing
blanks); some columns are random runs of the tokens dateutil's branches turn on. A column is marked `clock` when its reading depends on the clock: pandas run
with dateutil's parser built in 2025 and in 2026 differ, it holds `now`/`today` or a
time without a date, or the format guessed from its first value changes with today's
date (measured on every day of 2025-2026 when the `time_machine` package is importable,
else assumed wherever the guess fills a day or month from today); the Rust grader may
refuse those, and only those.

  datetime_vectors.py [--n 3000] [--seed 1] OUT.json

The Rust test (`pandas::datetime`'s `vectors_as_pandas`, or DATETIME_VECTORS=OUT.json)
requires every column it parses equal to pandas' and every refusal marked `clock`.
"""

import argparse
import datetime
import json
import random
import re
import warnings

import pandas as pd
from dateutil.parser import DEFAULTPARSER
from pandas._libs.tslibs.parsing import guess_datetime_format

warnings.simplefilter("ignore")


def shape(rng):
    """How a file writes its date-times (drawn once per column)."""
    return {
        "pad": rng.random() < 0.8,
        "sep": rng.choice(["-", "-", "/", ".", "", "\\", " "]),
        "short_year": rng.random() < 0.05,
        "order": rng.choice(["ymd"] * 5 + ["dmy", "mdy"]),
        "time": rng.random() < 0.75,
        "tsep": rng.choice([" ", " ", "T", "t", "  "]),
        "seconds": rng.random() < 0.4,
        "frac": rng.randint(1, 9) if rng.random() < 0.15 else 0,
        "compact_time": rng.random() < 0.05,
        "zone": rng.choice([""] * 14 + ["Z", "+08:00", "-0500", " +01:00"]),
        "lead": rng.choice([""] * 30 + [" ", "\t"]),
        "trail": rng.choice([""] * 30 + [" "]),
    }


def render(sh, y, mo, d, h, mi, s, us):
    p2 = (lambda v: f"{v:02d}") if sh["pad"] else str
    ys = f"{y % 100:02d}" if sh["short_year"] else str(y)
    sep = sh["sep"]
    if sep == "":
        date = f"{ys}{mo:02d}{d:02d}"
    elif sh["order"] == "ymd":
        date = f"{ys}{sep}{p2(mo)}{sep}{p2(d)}"
    elif sh["order"] == "dmy":
        date = f"{p2(d)}{sep}{p2(mo)}{sep}{ys}"
    else:
        date = f"{p2(mo)}{sep}{p2(d)}{sep}{ys}"
    if not sh["time"]:
        return sh["lead"] + date + sh["trail"]
    t = f"{h:02d}{mi:02d}" if sh["compact_time"] else f"{p2(h)}:{p2(mi)}"
    if sh["seconds"] and not sh["compact_time"]:
        t += f":{p2(s)}"
        if sh["frac"]:
            t += "." + str(us).rjust(9, "0")[: sh["frac"]]
    return sh["lead"] + date + sh["tsep"] + t + sh["zone"] + sh["trail"]


def value(rng, sh):
    if rng.random() < 0.04:
        return rng.choice(["", "nan", "NaT", "now", "abc", "1e-3", "20240105", "0.0", "12345.5", "Jan 5 2024"])
    y = rng.choice([2024, 2024, 2023, 2025, 1999, 2262, 1677, 2300, 1500])
    mo = rng.randint(1, 13) if rng.random() < 0.05 else rng.randint(1, 12)
    d = rng.randint(1, 31)
    h = rng.choice([0, 1, 9, 12, 20, 23, 24]) if rng.random() < 0.3 else rng.randint(0, 23)
    mi = rng.choice([0, 15, 24, 30, 45, 59, 60]) if rng.random() < 0.3 else rng.randint(0, 59)
    s = rng.choice([0, 59, 60]) if rng.random() < 0.2 else rng.randint(0, 59)
    return render(sh, y, mo, d, h, mi, s, rng.randint(0, 999999999))


MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def case(rng, word):
    return rng.choice([word, word.lower(), word.upper(), word[:1] + word[1:].lower()])


def month_name(rng, mo):
    name = MONTHS[mo - 1]
    return case(rng, rng.choice([name, name[:3], name[:3], "Sept" if mo == 9 else name[:3]]))


def ordinal(d):
    return str(d) + ("th" if 10 <= d % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))


def dateutil_shape(rng):
    """A spelling pandas reads through dateutil or a format guessed from it."""
    return {
        "date": rng.choice(["ymd", "mdy", "dmy", "name_mdy", "name_dmy", "name_ymd", "dd-mon-yyyy", "compact", "compact6",
                            "short_year", "ordinal", "of", "month_year", "year_month", "year", "quarter", "weekday"]),
        "sep": rng.choice(["-", "/", ".", " "]),
        "time": rng.choice(["", "", "hm", "hms", "ampm", "ampm", "ampm_short", "ampm_dots", "hms_frac", "units", "hour24"]),
        "tsep": rng.choice([" ", " ", "T", " at ", ", "]),
        "zone": rng.choice([""] * 10 + ["Z", "UTC", "GMT", "EST", "+01:00", " -0500", " +05:30", "+9", " (UTC)"]),
        "lead": rng.choice([""] * 6 + [" ", "  "]),
        "trail": rng.choice([""] * 5 + [" ", "  ", "\t"]),
        "pad": rng.random() < 0.6,
    }


def dateutil_value(rng, sh):
    if rng.random() < 0.05:
        return rng.choice(["", "nan", "NaT", "now", "today", "abc", "999", "1000", "0999", "Monday", "10:30", "25:00",
                           "12 pm", "T", "1e3", "2024Q5", "Q1 2024", "2Q2024", "24Q1", "on", "at 10", "x 2024-01-01",
                           "2024-01-01 10:00 foo", "31/02/2024", "13/13/2024", "0000-01-01", "99999-01-01",
                           "2024-01-01 10:00 +25:00", "Mon 10:00", "the 1st", "2024-01-01 12:00:00.1234567891",
                           "上行", "下行", "2024年1月5日", "2024-01-05 上午", "Jan of 上行", "上Q24", "5 上 2024"])
    y = rng.choice([2024, 2024, 2023, 2025, 1999, 2001, 2262, 1677, 1500, 2300, 1975, 2075])
    mo = rng.randint(1, 12)
    d = rng.randint(1, 31) if rng.random() < 0.1 else rng.randint(1, 28)
    h = rng.choice([0, 1, 11, 12, 13, 23, 24]) if rng.random() < 0.4 else rng.randint(0, 23)
    mi, s = rng.randint(0, 59), rng.randint(0, 59)
    p2 = (lambda v: f"{v:02d}") if sh["pad"] else str
    sep = sh["sep"]
    yy = f"{y % 100:02d}"
    form = sh["date"]
    if form == "ymd":
        date = f"{y}{sep}{p2(mo)}{sep}{p2(d)}"
    elif form == "mdy":
        date = f"{p2(mo)}{sep}{p2(d)}{sep}{y}"
    elif form == "dmy":
        date = f"{p2(d)}{sep}{p2(mo)}{sep}{y}"
    elif form == "name_mdy":
        date = f"{month_name(rng, mo)} {p2(d)}{rng.choice(['', ','])} {y}"
    elif form == "name_dmy":
        date = f"{p2(d)} {month_name(rng, mo)} {y}"
    elif form == "name_ymd":
        date = f"{y}-{month_name(rng, mo)}-{p2(d)}"
    elif form == "dd-mon-yyyy":
        date = f"{p2(d)}-{month_name(rng, mo)}-{rng.choice([str(y), yy])}"
    elif form == "compact":
        date = f"{y}{mo:02d}{d:02d}"
        if sh["time"] in ("hm", "hms"):
            return sh["lead"] + date + f"{h:02d}{mi:02d}" + (f"{s:02d}" if sh["time"] == "hms" else "") + sh["trail"]
    elif form == "compact6":
        date = f"{yy}{mo:02d}{d:02d}"
    elif form == "short_year":
        date = rng.choice([f"{p2(mo)}/{p2(d)}/{yy}", f"{p2(d)}/{p2(mo)}/{yy}", f"{yy}-{p2(mo)}-{p2(d)}", f"{p2(d)}.{p2(mo)}.{yy}"])
    elif form == "ordinal":
        date = rng.choice([f"{month_name(rng, mo)} {ordinal(d)} {y}", f"{ordinal(d)} {month_name(rng, mo)} {y}",
                           f"{month_name(rng, mo)} {ordinal(d)}, {y}"])
    elif form == "of":
        date = rng.choice([f"{ordinal(d)} of {month_name(rng, mo)} {y}", f"{month_name(rng, mo)} of {y}",
                           f"{p2(d)} {month_name(rng, mo)} of {rng.choice([str(y), yy])}"])
    elif form == "month_year":
        date = rng.choice([f"{month_name(rng, mo)} {y}", f"{month_name(rng, mo)}-{y}", f"{p2(mo)}/{y}", f"{p2(mo)}-{y}"])
    elif form == "year_month":
        date = rng.choice([f"{y}-{p2(mo)}", f"{y}/{p2(mo)}", f"{y} {month_name(rng, mo)}"])
    elif form == "year":
        date = str(y)
    elif form == "quarter":
        q = rng.randint(1, 4)
        date = rng.choice([f"{y}Q{q}", f"{q}Q{y}", f"{y}-Q{q}", f"Q{q} {y}", f"{yy}Q{q}"])
    else:
        wd = DAYS[(pd.Timestamp(2024, 1, 1).weekday() + rng.randint(0, 6)) % 7]
        date = rng.choice([f"{case(rng, wd[:3])}, {p2(d)} {month_name(rng, mo)} {y}", f"{case(rng, wd)} {y}-{p2(mo)}-{p2(d)}",
                           f"{case(rng, wd)}, {month_name(rng, mo)} {p2(d)}, {y}"])
    t = sh["time"]
    if t == "hm":
        time = f"{p2(h)}:{mi:02d}"
    elif t == "hms":
        time = f"{p2(h)}:{mi:02d}:{s:02d}"
    elif t == "hms_frac":
        time = f"{h:02d}:{mi:02d}:{s:02d}." + str(rng.randint(0, 10**10)).rjust(10, "0")[: rng.randint(1, 10)]
    elif t in ("ampm", "ampm_short", "ampm_dots"):
        h12 = rng.choice([12, 12, 1, 11, 0, 13]) if rng.random() < 0.4 else rng.randint(1, 12)
        mer = rng.choice(["AM", "PM"])
        if t == "ampm":
            time = f"{p2(h12)}:{mi:02d}" + (f":{s:02d}" if rng.random() < 0.5 else "") + rng.choice([" ", ""]) + case(rng, mer)
        elif t == "ampm_short":
            time = f"{h12}{case(rng, mer)}"
        else:
            time = f"{h12}:{mi:02d} {mer[0].lower()}.m."
    elif t == "units":
        time = rng.choice([f"{h}h{mi}m", f"{h}h {mi}m {s}s", f"{h} hours", f"{h}.5h"])
    elif t == "hour24":
        time = rng.choice(["24:00", "24:00:00", "23:60", "12:00:60"])
    else:
        time = ""
    out = date
    if time:
        out += sh["tsep"] + time
        if sh["zone"]:
            out += sh["zone"] if sh["zone"][0] in " +-Z" else " " + sh["zone"]
    return sh["lead"] + out + sh["trail"]


JUNK = (["2024", "1999", "75", "24", "5", "12", "31", "13", "0", "00", "123456", "20240105", "202401051030", "20240105103045",
         "2024010", "1.5", "10.25", "12,5", "100", "1000", "9999", "99999"]
        + ["Jan", "sept", "MAY", "december", "Mon", "tuesday", "am", "PM", "a", "p", "a.m.", "h", "m", "s", "hours",
           "minutes", "sec", "of", "at", "on", "and", "st", "nd", "th", "T", "t", "UTC", "GMT", "EST", "Z", "z", "x", "Q1",
           "nan", "inf", "AD", "上行", "年", "月", "日", "午後", "시"]
        + ["-", "/", ".", ",", ":", "+", "(", ")", "'", ";", " ", " ", " ", "\t", "--", "::"])


def junk_value(rng):
    """A random run of the tokens dateutil's branches turn on (and some they reject)."""
    return "".join(rng.choice(JUNK) for _ in range(rng.randint(1, 9)))


def column(rng):
    """A column: one spelling throughout (a file), a value in ten another way."""
    if rng.random() < 0.15:
        return [junk_value(rng) for _ in range(rng.choice([1, 2, 3, 5]))]
    if rng.random() < 0.5:
        sh = dateutil_shape(rng)
        return [dateutil_value(rng, sh if rng.random() < 0.85 else dateutil_shape(rng)) for _ in range(rng.choice([1, 2, 3, 5, 8]))]
    sh = shape(rng)
    return [value(rng, sh if rng.random() < 0.9 else shape(rng)) for _ in range(rng.choice([1, 2, 3, 5, 8]))]


def read(col):
    """pandas' coerced column (strftime text, or "object") and raise's first line."""
    s = pd.Series(col, dtype=object)
    t = pd.to_datetime(s, errors="coerce")
    if t.dtype.kind == "M":
        got = [None if x is pd.NaT or pd.isna(x) else x for x in t.dt.strftime("%Y-%m-%d %H:%M:%S").tolist()]
        seen = got
    else:
        got = "object"  # mixed zones: an object column (.dt raises)
        seen = [str(x) for x in t]
    try:
        pd.to_datetime(s, errors="raise")
        raised = None
    except Exception as e:
        raised = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    return got, raised, seen


def built_in(year):
    """dateutil's parser as if built in `year` (its two-digit year window)."""
    DEFAULTPARSER.info._year = year
    DEFAULTPARSER.info._century = year // 100 * 100


def lacks_a_date_field(first):
    """Whether the guess fills a day or month from today's date (a token may then match
    today's day, and the guess change with it)."""
    if first is None:
        return False
    try:
        res, _ = DEFAULTPARSER._parse(first)
    except Exception:
        return False
    return res is not None and (res.day is None or res.month is None)


try:  # optional: sets the clock pandas' Cython reads (not in the peers' pinned venv)
    import time_machine
except ImportError:
    time_machine = None

DAYS_RUN = [datetime.date(2025, 1, 1) + datetime.timedelta(days=k) for k in range(730)]


def guess_depends_on_today(first):
    """With time-machine: whether the guess differs on some day of 2025-2026; without
    it, whether it may (a date field filled from today's date)."""
    if not lacks_a_date_field(first):
        return False
    if time_machine is None:
        return True
    guesses = set()
    for day in DAYS_RUN:
        with time_machine.travel(datetime.datetime(day.year, day.month, day.day, 12), tick=False):
            built_in(day.year)
            guesses.add(guess_datetime_format(first))
    built_in(2026)
    return len(guesses) > 1


def looks_clock(v):
    return v in ("now", "today") or re.match(r"^\s*\d{1,2}:\d\d", v) is not None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--n", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    items = []
    for _ in range(a.n):
        col = column(rng)
        first = next((v for v in col if v not in ("", "nan", "NaN", "NaT", "now", "today")), None)
        guess = guess_datetime_format(first) if first is not None else None
        built_in(2025)
        early = read(col)
        built_in(2026)
        got, raised, seen = read(col)
        clock = early != (got, raised, seen) or any(looks_clock(v) for v in col) or guess_depends_on_today(first)
        items.append({"column": col, "guess": guess, "coerce": got, "raises": raised is not None, "raise": raised, "clock": clock})
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
