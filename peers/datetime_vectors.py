#!/usr/bin/env python3
"""Test vectors for the Rust grader's `pd.to_datetime` (crates/grader/src/pandas/datetime.rs),
measured in the pinned stack (pandas 2.3.2): random text columns of date-times written
many ways (separators, padding, 'T', seconds, fractions, zones, blanks, impossible
dates, dates beyond datetime64[ns]'s bounds, NaN-like cells), each with pandas' guessed
format for its first value and `pd.to_datetime(col, errors="coerce")` written with
`strftime("%Y-%m-%d %H:%M:%S")` (null for NaT), plus whether `errors="raise"` raises.

  datetime_vectors.py [--n 3000] [--seed 1] OUT.json

The Rust test (`pandas::datetime`'s `vectors_as_pandas`, or DATETIME_VECTORS=OUT.json)
requires: every column it parses equal to pandas', and a refusal wherever pandas
guesses no format (it would read the values with dateutil).
"""

import argparse
import json
import random
import warnings

import pandas as pd
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


def column(rng):
    """A column: one spelling throughout (a file), a value in ten another way."""
    sh = shape(rng)
    return [value(rng, sh if rng.random() < 0.9 else shape(rng)) for _ in range(rng.choice([1, 2, 3, 5, 8]))]


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
        s = pd.Series(col, dtype=object)
        t = pd.to_datetime(s, errors="coerce")
        if t.dtype.kind == "M":
            got = [None if x is pd.NaT or pd.isna(x) else x for x in t.dt.strftime("%Y-%m-%d %H:%M:%S").tolist()]
        else:
            got = "object"  # mixed zones: an object column (.dt raises)
        try:
            pd.to_datetime(s, errors="raise")
            raises = False
        except Exception:
            raises = True
        items.append({"column": col, "guess": guess, "coerce": got, "raises": raises})
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
