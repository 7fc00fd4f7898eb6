#!/usr/bin/env python3
"""Differential cases for the `prediction` kind: generated truth/prediction pairs for each
manifest in cases-fdebench/, graded by our peer (prediction_peer.py) and, when a copy of
FDE-Bench is given (--fde-bench DIR, what scripts/check-fdebench passes), by the case's
real evaluator, run in this (pinned) interpreter from a temporary copy of the case.

  prediction_diff.py --per-case 300                         peer only (smoke)
  prediction_diff.py --per-case 300 --fde-bench DIR         peer against the evaluators
  prediction_diff.py --per-case 50 --dump FILE.json         the batch (manifest, truth,
      submission, expected report) for the Rust grader's differential tests
  prediction_diff.py --only 004 --manifest 004=peers/no-time/004.json ...
      case 004 graded with another manifest (here: its time parsing replaced by text keys)

Nothing of FDE-Bench is written into the repository: the evaluator is copied into a
temporary directory at run time, next to the truth we generate here.
"""

import argparse
import ast
import base64
import contextlib
import copy
import hashlib
import importlib.util
import io
import json
import os
import random
import re
import shutil
import sys
import tempfile
from datetime import datetime, timedelta

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import prediction_peer  # noqa: E402

ROOT = os.path.dirname(HERE)
CASES = os.path.join(ROOT, "cases-fdebench")

# How each evaluator is called: evaluate(submission_dir, data_dir), or the reverse.
# Files an evaluator reads from the case's data/ directory (the rest: tests/_private/).
DATA_FILES = {"to_predict.csv", "forecast_template.csv"}
DATA_FIRST = {"004_dayahead_power_price_forecast", "006_ion_beam_uniformity_optimization", "005_flight_seat_booking_forecast", "008_material_property_forward_prediction"}


# ---------------------------------------------------------------- values


def fmt(rng, x, ints=True):
    """A float written the ways files write floats."""
    r = rng.random() * (1.0 if ints else 0.9)
    if r < 0.45:
        return repr(x)
    if r < 0.65:
        return "%.17g" % x
    if r < 0.8:
        return "%.6f" % x
    if r < 0.9:
        return "%.3g" % x
    return repr(round(x))


def draw(rng, lo, hi, kind="float"):
    if kind == "int":
        return float(rng.randint(int(lo), int(hi)))
    v = rng.uniform(lo, hi)
    if rng.random() < 0.3:
        v = round(v, rng.choice([0, 1, 2, 3]))
    return v


# ---------------------------------------------------------------- case shapes


def shape_of(case_id):
    """Truth keys and values for a case (what the files look like, not how they are graded)."""
    c = case_id[:3]
    if c == "001":
        return dict(keys="car", tkeys=["vtu_name"], targets=[("Cd", "Cd_pred", 0.2, 0.5, "float")], json_truth=True, fixed_scale=True, noise=0.1)
    if c == "003":
        return dict(keys="year_state_county", tkeys=["year", "state_id", "county_id"], targets=[("yield_true", "predicted_yield", 7, 80, "float")], npz=True)
    if c == "004":
        return dict(keys="date_time", tkeys=["date", "time"], targets=[("clear_da", "clear_da", 0, 1200, "float")])
    if c == "005":
        return dict(keys="sample_horizon", tkeys=["sample_id", "horizon"], targets=[("bkd_true", "bkd_pred", 0, 180, "int")])
    if c == "008":
        t = [("conductivity", "conductivity", 0, 40, "float"), ("activation", "activation", 0.2, 0.6, "float"), ("density", "density", 80, 99, "float")]
        return dict(keys="int", tkeys=["row_id"], targets=t, truth_nan=0.1)
    if c == "028":
        return dict(keys="bucket_dir", tkeys=["timestamp", "direction"], targets=[("count", "count", 0, 6, "int")], template="data/forecast_template.csv", absent=0.3)
    if c == "030":
        t = [(x, x, 0, 0.6, "float") for x in ["H2(vol%)", "CO(vol%)", "CO2(vol%)", "CH4(vol%)"]]
        return dict(keys="int", tkeys=["sample_id"], targets=t)
    if c == "032":
        return dict(keys="time15", tkeys=["数据时间"], targets=[("总有功功率(kW)", "总有功功率(kW)", 2000, 9000, "float")])
    if c == "033":
        return dict(keys="time60", tkeys=["Timestamp"], targets=[("Traffic", "predicted_traffic", 0, 900000, "int")])
    if c == "034":
        return dict(keys="day_store_sku", tkeys=["date", "boutique_id", "product_id"], targets=[("sales_qty", "predicted_qty", 0, 3, "int")], zeros=0.6)
    if c == "035":
        return dict(keys="day", tkeys=["date"], targets=[("close", "pred_close", 2000, 2400, "int")], horizon=True)
    if c == "036":
        return dict(keys="batch", tkeys=["batch_id"], targets=[("成品小肽", "成品小肽", 20, 40, "float")])
    if c == "042":
        return dict(keys="test_id", tkeys=["sample_id"], targets=[("Yield sterngth", "predicted_yield_strength", 700, 1300, "float")])
    if c == "043":
        return dict(keys="window_step", tkeys=["window_id", "step"], targets=[(d, d, 0, 30, "float") for d in ["dose_1", "dose_2", "dose_3", "dose_4"]], zeros=0.25)
    if c == "044":
        return dict(keys="name", tkeys=["业务/服务名称"], targets=[("选址评分", "选址评分", 0, 100, "float")])
    raise ValueError(case_id)


def make_keys(rng, kind, n):
    if kind == "int":
        start = rng.randint(0, 50)
        return [(start + i,) for i in range(n)]
    if kind == "sample_horizon":
        ns = max(1, n // 7)
        return [(s, h) for s in range(1, ns + 1) for h in range(1, 8)]
    if kind == "window_step":
        nw, ns = rng.randint(1, 4), rng.randint(2, 8)
        return [(w, s) for w in range(1, nw + 1) for s in range(1, ns + 1)]
    if kind in ("time15", "time60"):
        step = 15 if kind == "time15" else 60
        t0 = datetime(2024, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), 0)
        return [(t0 + timedelta(minutes=step * i),) for i in range(n)]
    if kind == "day":
        d, out = datetime(2025, 1, 6), []
        while len(out) < n:
            if d.weekday() < 5:
                out.append((d,))
            d += timedelta(days=1)
        return out
    if kind == "bucket_dir":
        t0 = datetime(2025, 6, rng.randint(1, 28), rng.randint(0, 23), 0)
        return [(t0 + timedelta(minutes=10 * (i // 2)), ["上行", "下行"][i % 2]) for i in range(max(n, 2))]
    if kind == "day_store_sku":
        d0 = datetime(2024, rng.randint(1, 12), rng.randint(1, 28))
        stores, skus = rng.choice(["S%d", "%d"]), rng.choice(["P%03d", "%d"])
        return [(d0 + timedelta(days=i // 6), stores % (i % 2 + 1), skus % (i % 3 + 1)) for i in range(n)]
    if kind == "year_state_county":
        years = [2020, 2021, 2022, 2023, 2024]
        if rng.random() < 0.1:
            years.remove(rng.choice(years))
        return [(years[i % len(years)], rng.choice([5, 17, 18, 19]), 100 + i) for i in range(n)]
    if kind == "date_time":
        t0 = datetime(2024, 9, rng.randint(1, 28))
        return [(t0 + timedelta(minutes=15 * i),) for i in range(n)]
    if kind == "car":
        return [("car_%03d@05000.vtu" % (i + 1),) for i in range(n)]
    if kind == "batch":
        return [(rng.choice(["B%03d", "%d", "LOT-%d"]) % (i + 1),) for i in range(n)]
    if kind == "test_id":
        return [("TEST_%04d" % (i + 1),) for i in range(n)]
    if kind == "name":
        return [(rng.choice(["网点%d", "支行 %d", "Branch-%d"]) % (i + 1),) for i in range(n)]
    raise ValueError(kind)


def key_text(rng, kind, k, variant):
    """The cells of one key as a file writes them; variant 0 is the plain spelling."""
    if kind in ("time15", "time60"):
        t = k[0]
        if variant == 0:
            return [t.strftime("%Y-%m-%d %H:%M")]
        if isinstance(variant, str):
            return [t.strftime(variant)]
        return [rng.choice([t.strftime("%Y/%m/%d %H:%M"), t.strftime("%Y-%m-%d %H:%M:%S"), f"{t.year}/{t.month}/{t.day} {t.hour}:{t.minute:02d}",
                            t.strftime("%Y-%m-%dT%H:%M"), " " + t.strftime("%Y-%m-%d %H:%M") + " ", t.strftime("%d/%m/%Y %H:%M")]
                           + TIME_TRAPS(t))]
    if kind == "date_time":
        t = k[0]
        if variant == 0:
            return [t.strftime("%Y-%m-%d"), t.strftime("%H:%M")]
        return [rng.choice([t.strftime("%Y/%m/%d"), t.strftime("%Y%m%d"), t.strftime("%Y-%m-%d")]),
                rng.choice([" " + t.strftime("%H:%M"), f"{t.hour}:{t.minute:02d}", t.strftime("%H:%M:%S"), t.strftime("%H:%M")])]
    if kind == "bucket_dir":
        t, d = k
        if variant == 0:
            return [t.strftime("%Y-%m-%d %H:%M:%S"), d]
        if isinstance(variant, str):
            return [t.strftime(variant), d]
        # 028 parses the times to datetime64 (no format): other spellings of the same
        # minute are the same key, seconds another one, NaT a null, a first value pandas
        # guesses no format from is read with dateutil (value by value).
        return [rng.choice([t.strftime("%Y/%m/%d %H:%M"), t.strftime("%Y-%m-%d %H:%M:%S"), t.strftime("%Y-%m-%dT%H:%M:%S"), t.strftime("%Y-%m-%d %H:%M:%S") + "x",
                            (t + timedelta(seconds=30)).strftime("%Y-%m-%d %H:%M:%S"), t.strftime("%Y-%m-%d %H:%M:%S.000000001"),
                            t.strftime("%B %d %Y %H:%M")] + TIME_TRAPS(t)),
                rng.choice([d, f" {d} ", "up", "上", d])]
    if kind == "day_store_sku":
        t = k[0]
        day = t.strftime("%Y-%m-%d") if variant == 0 else rng.choice([t.strftime("%Y/%m/%d"), f"{t.year}-{t.month}-{t.day}", t.strftime("%Y%m%d")])
        return [day] + [f" {x}" if variant and rng.random() < 0.3 else x for x in k[1:]]
    if kind == "day":
        t = k[0]
        if variant == 0:
            return [t.strftime("%Y-%m-%d")]
        if isinstance(variant, str):
            return [t.strftime(variant)]
        return [rng.choice([t.strftime("%Y/%m/%d"), t.strftime("%Y%m%d"), f"{t.year}-{t.month}-{t.day}", t.strftime("%Y-%m-%d 00:00:00"), t.strftime("%b %d %Y")]
                           + DAY_TRAPS(t))]
    out = []
    for part in k:
        if isinstance(part, int) and variant:
            out.append(rng.choice([f"{part}.0", f" {part}", f"{part}.5", f"{part}e0", f"+{part}"]))
        elif isinstance(part, str) and variant:
            out.append(rng.choice([f" {part}", f"{part} ", part.lower(), f'"{part}"']))
        else:
            out.append(str(part))
    return out


def TIME_TRAPS(t):
    """Time keys pandas reads another way, or not at all (parse_time's traps)."""
    return [
        t.strftime("%Y-%m-%dT%H:%M:%S"), t.strftime("%Y-%m-%d %H:%M:%S.000"), t.strftime("%Y-%m-%d %H:%M:%S.5"),
        t.strftime("%Y-%m-%dT%H:%M:%SZ"), t.strftime("%Y-%m-%d %H:%M+08:00"), t.strftime("%Y.%m.%d %H:%M"),
        t.strftime("%Y%m%d %H:%M"), t.strftime("%Y-%m-%d %H:%M").replace(str(t.year), "2300", 1),
        t.strftime("%Y-02-29 %H:%M"), t.strftime("%Y-02-30 %H:%M"), (t - timedelta(days=1)).strftime("%Y-%m-%d 24:00"),
        f"{t.year}-{t.month}-{t.day} {t.hour:02d}:{t.minute:02d}", f"{t.year}-{t.month:02d}-{t.day:02d} {t.hour}:{t.minute}",
        "", "nan", "NaT", "\u3000" + t.strftime("%Y-%m-%d %H:%M"), t.strftime("%Y-%m-%d %H:%M") + "\t",
        t.strftime("%Y-%m-%d %H:%M:60"), t.strftime("%Y-%m-%d"), t.strftime("%m/%d/%Y %H:%M"), t.strftime("%Y-%m-%dt%H:%M"),
        t.strftime("%Y-%m-%d %H:%M").replace("-", "\\"), t.strftime("%Y/%m/%d  %H:%M"), t.strftime("%Y-%m-%d %H%M"),
    ]


def DAY_TRAPS(t):
    """Trading days pandas reads another way, or not at all (no stringify: blanks stay)."""
    return [
        t.strftime("%Y-%m-%dT00:00"), " " + t.strftime("%Y-%m-%d"), t.strftime("%Y-%m-%d") + " ", t.strftime("%d/%m/%Y"),
        t.strftime("%m/%d/%Y"), t.strftime("%Y-02-29"), t.strftime("%Y-02-30"), t.strftime("%Y-%m-%d").replace(str(t.year), "2300", 1),
        "", "NaT", t.strftime("%Y-%m-%d 00:00:00+08:00"), t.strftime("%Y-%m-%dZ"), t.strftime("%Y.%m.%d"), t.strftime("%Y-%m-%d 12:00"),
        f"{t.year}-{t.month}-{t.day}", t.strftime("%Y%m%d") + ".0", "1677-09-21", "1677-09-22", "2262-04-11", "2262-04-12",
    ]


# Consistent spellings of a whole time column (the truth's too): what pandas guesses
# from the first value decides how every other value is read.
TIME_STYLES = ["%Y/%m/%d %H:%M", "%Y-%m-%dT%H:%M:%S", "%d/%m/%Y %H:%M", "%m/%d/%Y %H:%M", "%Y%m%d %H:%M", "%Y-%m-%d %H:%M:%S.%f", "%Y.%m.%d %H:%M"]
DAY_STYLES = ["%Y/%m/%d", "%d/%m/%Y", "%m/%d/%Y", "%Y%m%d", "%Y-%m-%d 00:00:00", "%Y.%m.%d"]


def csv_line(cells):
    return ",".join(c if (c.startswith('"') or ("," not in c and '"' not in c)) else '"' + c.replace('"', '""') + '"' for c in cells)


# ---------------------------------------------------------------- one generated pair


BAD_CELLS = ["", "nan", "NaN", "inf", "-inf", "abc", "1_000", "１２", "-1", "0", "1e400", "1e-320", "-0", " 5 ", "0x10", "1,5", "NA", "None"]


def curve_text(rng, curve):
    """A curve as a JSON array the ways a file may hold it (some of them not arrays of numbers)."""
    r = rng.random()
    if r < 0.85:
        return json.dumps(curve)
    return rng.choice(["[]", "[1, 2]", "not json", "[1, NaN, 2]" + "", json.dumps([str(x) for x in curve]), json.dumps([curve]),
                       json.dumps({"y": curve}), json.dumps([True] * 12), "", json.dumps(curve[:9])])


def generate_curves(rng, manifest):
    """FDE-Bench 006: test.csv holds each sample's starting curve, the truth its tuned curve."""
    p = manifest["parameters"]
    n = rng.choice([1, 2, 3, 6, 22])
    ids = [str(i + 1) for i in range(n)] if rng.random() < 0.9 else [f"S{i + 1}" for i in range(n)]
    if rng.random() < 0.05:
        ids[0] = "S0"  # digits and names together: the evaluator's sort raises
    glen = rng.choice([12, 40, 186])
    goal = {i: [rng.uniform(0.9, 1.1) for _ in range(glen)] for i in ids}
    start = {i: [rng.uniform(0.7, 1.3) for _ in range(rng.choice([glen, glen, 30, 186]))] for i in ids}
    if rng.random() < 0.05:
        start[ids[0]] = list(goal[ids[0]])  # the truth did not move: degenerate
    test = "sample_id,first_uniformity_y\n" + "".join(csv_line([i, json.dumps(start[i])]) + "\n" for i in ids)
    truth = "sample_id,gt_uniformity_y\n" + "".join(csv_line([i, json.dumps(goal[i])]) + "\n" for i in ids if rng.random() > 0.03)
    rows = []
    for i in ids:
        mode = rng.random()
        if mode < 0.2:
            c = list(goal[i])
        elif mode < 0.3:
            c = list(start[i])
        else:
            ln = rng.choice([glen, glen, 10, 50, 186])
            c = [rng.uniform(0.85, 1.15) for _ in range(ln)]
        rows.append([rng.choice([i, i, f" {i}"]), curve_text(rng, c)])
    if rng.random() < 0.15 and rows:
        rows.pop(rng.randrange(len(rows)))
    if rng.random() < 0.1 and rows:
        rows.append(list(rows[0]))
    if rng.random() < 0.1:
        rows.append(["999", json.dumps([1.0] * 12)])
    header = ["sample_id", "uniformity_y"] if rng.random() > 0.05 else ["sample_id", "curve"]
    text = csv_line(header) + "\n" + "".join(csv_line(r) + "\n" for r in rows)
    if rng.random() < 0.03:
        text = ""
    man = copy.deepcopy(manifest)
    if rng.random() < 0.1:
        man["parameters"]["reference"]["direction"] = "lower_is_better"
    return {p["truth"]["file"]: truth, p["truth"]["items_file"]: test}, text.encode("utf-8"), man


def field_text(vals, mats):
    nx, ny, nz = vals.shape
    lines = [f"{nx} {ny} {nz}", "i j k T mat"]
    for i in range(nx):
        for j in range(ny):
            for k in range(nz):
                lines.append(f"{i + 1} {j + 1} {k + 1} {vals[i, j, k]!r} {mats[i, j, k]}")
    return "\n".join(lines) + "\n"


def generate_grid(rng, manifest):
    """FDE-Bench 041: an initial field with materials, truth fields per time, predictions per node."""
    shape = (rng.randint(1, 3), rng.randint(1, 3), rng.randint(1, 4))
    times = rng.choice([[1.2], [1.2, 2.4], [0.6, 1.2, 3.0]])
    mats = np.array([rng.choice([1, 2, 2, 0]) for _ in range(int(np.prod(shape)))]).reshape(shape)
    start = np.where(mats == 2, 1500.0, 25.0) + np.array([rng.uniform(-5, 5) for _ in range(mats.size)]).reshape(shape)
    files = {"data/prediction_targets.csv": "part,time_s\n" + "".join(f"part2,{t}\n" for t in times) + "part1,9.9\n",
             "data/part2/initial_temp.txt": field_text(start, mats)}
    truths = {}
    for n, t in enumerate(times):
        cool = np.array([rng.uniform(0, 200) for _ in range(mats.size)]).reshape(shape) * (n + 1)
        field = np.where(mats == 2, start - cool, np.where(mats == 1, start + cool / 10, start))
        truths[t] = field
        files[f"part2/t{t:.1f}.txt"] = field_text(field, mats)
    mode = rng.random()
    rows = []
    for t in times:
        for i in range(shape[0]):
            for j in range(shape[1]):
                for k in range(shape[2]):
                    v = truths[t][i, j, k]
                    if mode < 0.25:
                        x = v
                    elif mode < 0.4:
                        x = v * (1 + rng.uniform(-1e-12, 1e-12))
                    else:
                        x = v + rng.gauss(0, rng.choice([0.01, 0.1, 0.3]))
                    tt = str(t) if rng.random() < 0.97 else rng.choice([repr(t + 1e-7), repr(t * (1 + 9e-6)), repr(t * (1 + 2e-5))])
                    rows.append([tt, str(i + 1), str(j + 1), str(k + 1), fmt(rng, x)])
    for _ in range(rng.choice([0, 0, 1, 2])):
        op = rng.choice(["drop", "dup", "out", "bad", "hot", "cold", "shuffle", "col"])
        if op == "drop" and rows:
            rows.pop(rng.randrange(len(rows)))
        elif op == "dup" and rows:
            rows.append(list(rng.choice(rows)))
        elif op == "out" and rows:
            rng.choice(rows)[rng.choice([1, 2, 3])] = rng.choice(["0", "9", "-1", "1.7", "inf"])
        elif op == "bad" and rows:
            rng.choice(rows)[rng.randrange(5)] = rng.choice(BAD_CELLS)
        elif op == "hot" and rows:
            rng.choice(rows)[4] = rng.choice(["1800", "1499.0", "-20", "30"])
        elif op == "cold" and rows:
            r = rng.choice(rows)
            r[4] = repr(float(r[4]) + rng.choice([-2.0, 2.0, 0.5])) if r[4] not in BAD_CELLS else r[4]
        elif op == "shuffle":
            rng.shuffle(rows)
    header = ["time_s", "i", "j", "k", "temperature"]
    if rng.random() < 0.04:
        header[4] = "T"
    text = csv_line(header) + "\n" + "".join(csv_line(r) + "\n" for r in rows)
    man = copy.deepcopy(manifest)
    if rng.random() < 0.1:
        man["parameters"]["reference"]["direction"] = "higher_is_better"
    return files, (None if rng.random() < 0.02 else text.encode("utf-8")), man


def generate(rng, manifest):
    """(truth files, submission bytes or None, manifest to grade with) for one trial."""
    p = manifest["parameters"]
    if p["submission"]["engine"] == "grid":
        return generate_grid(rng, manifest)
    if p["submission"]["engine"] == "csv_curves":
        return generate_curves(rng, manifest)
    sh = shape_of(manifest["id"])
    # One trial in five is a clean file whose score prints 17 significant digits: tiny
    # values, errors as large as the values (full mantissas), many rows; the order and
    # kind of every sum then shows in the last digit.
    precise = rng.random() < 0.2
    n = rng.choice([30, 130, 400]) if precise else rng.choice([1, 2, 3, 7, 14, 21, 30, 130, 400])
    keys = make_keys(rng, sh["keys"], n)
    # Tiny values show every digit of a near-perfect score (reference / error with
    # an error of 1e-11 is printed with 16+ significant digits): summation order shows.
    scale = 1e-12 if precise else rng.choice([1.0, 1.0, 1.0, 1e-12, 1e-9, 1e-6, 1e3])
    if sh.get("fixed_scale"):  # a case whose checks bound the values (001: Cd in [0.05, 1.5])
        scale = 1.0
    truth_vals = []
    for _ in keys:
        row = []
        for tname, pname, lo, hi, kind in sh["targets"]:
            v = draw(rng, lo, hi, kind) * scale
            if sh.get("zeros") and rng.random() < sh["zeros"]:
                v = 0.0
            if sh.get("truth_nan") and rng.random() < sh["truth_nan"]:
                v = float("nan")
            row.append(v)
        truth_vals.append(row)
    # truth file
    tcols = list(sh["tkeys"]) + [t[0] for t in sh["targets"]] + (["horizon"] if sh.get("horizon") else [])
    lines = [csv_line(tcols)]
    # One truth in six (time keys) is written in another consistent spelling.
    styles = {"time15": TIME_STYLES, "time60": TIME_STYLES, "day": DAY_STYLES, "bucket_dir": TIME_STYLES + ["%Y-%m-%d %H:%M"]}.get(sh["keys"])
    truth_style = rng.choice(styles) if styles and rng.random() < 0.17 else 0
    absent = set()
    if sh.get("absent"):
        # rows the truth does not list: the evaluator scores them as 0
        absent = {i for i in range(len(keys)) if rng.random() < sh["absent"]}
        for i in absent:
            truth_vals[i] = [0.0 for _ in truth_vals[i]]
    for i, (k, vals) in enumerate(zip(keys, truth_vals)):
        if i in absent:
            continue
        cells = key_text(rng, sh["keys"], k, truth_style) + ["" if v != v else repr(v) for v in vals]
        if sh.get("horizon"):
            cells.append(str(i + 1))
        lines.append(csv_line(cells))
    truth_text = "\n".join(lines) + "\n"
    files = {p["truth"]["file"]: truth_text}
    if sh.get("json_truth"):
        # FDE-Bench 001: the test cars are the public file's entries without a Cd
        private = {k[0]: {"Cd": v[0], "area": 2.0} for k, v in zip(keys, truth_vals)}
        public = {f"train_{i}@05000.vtu": {"Cd": 0.3, "area": 2.0} for i in range(rng.choice([0, 2]))}
        public.update({k[0]: {"area": 2.0} for k in keys})
        files = {p["truth"]["file"]: json.dumps(private), p["truth"]["public_file"]: json.dumps(public)}
    if sh.get("npz"):
        # FDE-Bench 003: the truth is a numpy archive of key and value arrays
        buf = io.BytesIO()
        cols = {name: np.array([k[j] for k in keys], dtype=np.int64) for j, name in enumerate(sh["tkeys"])}
        np.savez(buf, yield_true=np.array([v[0] for v in truth_vals], dtype=np.float64), **cols)
        files = {p["truth"]["file"]: buf.getvalue()}
    if sh.get("template"):
        # One template in eight in another consistent spelling, one in twenty with a NaT row.
        tstyle = rng.choice(styles) if styles and rng.random() < 0.12 else 0
        tlines = [csv_line(key_text(rng, sh["keys"], k, tstyle)) for k in keys]
        if styles and rng.random() < 0.05:
            tlines.insert(rng.randrange(len(tlines) + 1), csv_line([rng.choice(["", "NaT"]), "上行"]))
        files[sh["template"]] = "\n".join([csv_line(sh["tkeys"])] + tlines) + "\n"

    # predictions: start from the truth (or from noise around it), then break things
    pcols = list(sh["tkeys"]) + [t[1] for t in sh["targets"]]
    if manifest["id"].startswith("033"):
        pcols = ["Timestamp", "predicted_traffic"]
    mode = 0.5 if precise else rng.random()
    rows = []
    for k, vals in zip(keys, truth_vals):
        out = []
        for (tname, pname, lo, hi, kind), v in zip(sh["targets"], vals):
            if v != v:
                v = draw(rng, lo, hi, kind) * scale
            if mode < 0.25:
                x = v  # an exact copy
            elif mode < 0.4:
                x = v * (1 + rng.uniform(-1e-12, 1e-12) * rng.choice([1, 1e-3, 1e3]))
            elif mode < 0.85:
                x = v + rng.gauss(0, (hi - lo) * scale * sh.get("noise", 1.0) * (0.3 if precise else rng.choice([0.001, 0.05, 0.3])))
                if precise:
                    x = min(abs(x), hi * scale) or v
            else:
                x = draw(rng, lo, hi, kind) * scale
            out.append(x)
        rows.append([k, out, 0])
    if styles and rng.random() < 0.17:
        # the whole file in another consistent spelling
        style = rng.choice(styles)
        for r in rows:
            r[2] = style
    ops = []
    for _ in range(0 if precise else rng.choice([0, 0, 1, 1, 1, 2, 3])):
        ops.append(rng.choice(["bad", "bad", "drop", "dup", "dupkey", "extra", "shuffle", "keyvar", "keyvar", "neg", "clip", "scale",
                               "rename", "dropcol", "extracol", "samecol", "trail", "trailall", "empty", "header", "bom", "nofile", "crlf", "quote"]))
    for op in ops:
        if op == "drop" and rows:
            rows.pop(rng.randrange(len(rows)))
        elif op == "dup" and rows:
            r = copy.deepcopy(rng.choice(rows))
            r[1] = [x + rng.choice([0, 1]) for x in r[1]]
            rows.insert(rng.randrange(len(rows) + 1), r)
        elif op == "dupkey" and rows:
            rows.append([rows[0][0], list(rows[0][1]), 1])
        elif op == "extra":
            extra = make_keys(rng, sh["keys"], len(keys) + 2)[-1]
            if extra not in keys:
                rows.append([extra, [draw(rng, t[2], t[3], t[4]) for t in sh["targets"]], 0])
        elif op == "shuffle":
            rng.shuffle(rows)
        elif op == "keyvar" and rows:
            rng.choice(rows)[2] = 1
        elif op == "neg" and rows:
            r = rng.choice(rows)
            r[1][rng.randrange(len(r[1]))] *= -1
        elif op == "clip" and rows:
            r = rng.choice(rows)
            r[1][rng.randrange(len(r[1]))] = rng.choice([0.0, 100.0, 1.0, 100.0000000005, -1e-10, 1.0000000001])
        elif op == "scale":
            f = rng.choice([100.0, 0.01, -1.0])
            for r in rows:
                r[1] = [x * f for x in r[1]]
    # render
    header = list(pcols)
    if "rename" in ops:
        i = rng.randrange(len(header))
        header[i] = rng.choice([header[i].upper(), header[i] + " ", "pred", header[i].lower() + "_x"])
    body = []
    for k, vals, var in rows:
        cells = key_text(rng, sh["keys"], k, var) + [repr(x) if precise else fmt(rng, x, not sh.get("fixed_scale")) for x in vals]
        body.append(cells)
    if "bad" in ops and body:
        for _ in range(rng.choice([1, 1, 2])):
            cells = rng.choice(body)
            cells[rng.randrange(len(cells))] = rng.choice(BAD_CELLS)
    if "dropcol" in ops:
        i = rng.randrange(len(header))
        header.pop(i)
        for c in body:
            c.pop(i)
    if "extracol" in ops:
        header.append("note")
        for c in body:
            c.append(rng.choice(["x", "1", ""]))
    if "samecol" in ops and len(header) > 1:
        i = rng.randrange(len(header))
        header.append(header[i])
        for c in body:
            c.append(fmt(rng, draw(rng, 0, 1)))
    out_lines = [csv_line(header)]
    for c in body:
        line = csv_line(c)
        if "quote" in ops and rng.random() < 0.3:
            line = ",".join('"%s"' % x.strip('"') for x in c)
        out_lines.append(line)
    if "trail" in ops:
        out_lines = out_lines[:1] + [ln + "," for ln in out_lines[1:]]
    if "trailall" in ops:
        out_lines = [ln + "," for ln in out_lines]
    nl = "\r\n" if "crlf" in ops else "\n"
    text = nl.join(out_lines) + nl
    if "header" in ops:
        text = out_lines[0] + nl
    if "empty" in ops:
        text = ""
    if "bom" in ops:
        text = "\ufeff" + text
    sub = None if "nofile" in ops else text.encode("utf-8")
    # One file in ten is broken for the reader: bytes that are not UTF-8 (pandas raises
    # UnicodeDecodeError, its position in the message), a row with too many fields or an
    # unclosed quote (the tokenizer's ParserError), or a key of inf (astype(int) raises).
    # Drawn from the file's own bytes, not from `rng`: the other trials stay as they were.
    brk = random.Random(hashlib.sha256(sub or b"").hexdigest())
    if sub is not None and brk.random() < 0.1:
        how = brk.choice(["nonutf8", "nonutf8", "toomany", "eofquote", "infkey"])
        lines = sub.split(b"\n")
        at = brk.randrange(1, len(lines)) if len(lines) > 1 else 0
        if how == "nonutf8":
            bad = brk.choice([b"\xff", b"\xe2\x82", b"\xc3", b"\xe9t\xe9", b"\xa0"])
            k = brk.randrange(len(sub) + 1)
            sub = sub[:k] + bad + sub[k:]
        elif how == "toomany":
            lines[at] = lines[at] + b"," * brk.choice([1, 2, 5])
            sub = b"\n".join(lines)
        elif how == "eofquote":
            lines[at] = b'"' + lines[at]
            sub = b"\n".join(lines)
        elif how == "infkey" and at:
            cells = lines[at].split(b",")
            cells[brk.randrange(len(cells))] = brk.choice([b"inf", b"-inf", b"1e400"])
            lines[at] = b",".join(cells)
            sub = b"\n".join(lines)

    man = copy.deepcopy(manifest)
    if not precise and rng.random() < 0.15:
        ref = man["parameters"]["reference"]
        ref["value"] = rng.choice([0.0, -1.0, rng.uniform(0.01, 10), 1e-12])
        if rng.random() < 0.5:
            ref["direction"] = "lower_is_better" if ref["direction"] == "higher_is_better" else "higher_is_better"
    if manifest["id"].startswith("042"):
        ids = "sample_id\n" + "".join(f"{k[0]}\n" for k in keys)
        files["to_predict.csv"] = ids
    return files, sub, man


# ---------------------------------------------------------------- traps, by hand


def curve_cell(values):
    """A curve as a quoted CSV cell holding its JSON array."""
    return '"' + json.dumps(values) + '"'


# (case prefix, what it shows, truth text (or {file: text} for cases with several files),
# submission text, expected part of our report). Each is graded by our peer and, with
# --fde-bench, by the evaluator: both must agree and match the expectation, which is what
# the trap says the server does. The boundary traps at the end pin the evaluators'
# thresholds that random pairs never land on (a mistyped bound there would pass unseen).
TRAPS = [
    ("044", "an exact copy of the truth scores the perfect-score sentinel",
     "业务/服务名称,选址评分\nA,74.1\nB,12.5\n", "业务/服务名称,选址评分\nA,74.1\nB,12.5\n",
     {"validity_score": 1.0, "quality_score": 1e6}),
    ("044", "the same copy with 17 significant digits: pandas reads 74.099999999999994 one ulp low, "
     "so a one-ulp error divides the reference (no floor)",
     "业务/服务名称,选址评分\nA,74.1\n", "业务/服务名称,选址评分\nA,74.099999999999994\n",
     {"validity_score": 1.0, "quality_score": 7.129929 / abs(74.1 - 74.09999999999998)}),
    ("043", "17-digit copy in 043: the mean over lines of one-ulp MAEs",
     "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,74.1,0,0,0\n",
     "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,74.099999999999994,0,0,0\n",
     {"validity_score": 1.0, "quality_score": round(0.21319 / abs(74.1 - 74.09999999999998), 6)}),
    ("042", "Python's float() reads underscores (2_224.0), pandas would not",
     "sample_id,Yield sterngth\nTEST_0001,2224.0\n", "sample_id,predicted_yield_strength\nTEST_0001,2_224.0\n",
     {"validity_score": 1.0, "quality_score": round(13.339787 / 1e-9, 6)}),
    ("044", "pandas' to_numeric rejects 2_224.0: not a number, rejected",
     "业务/服务名称,选址评分\nA,22.0\n", "业务/服务名称,选址评分\nA,2_2.0\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("042", "two columns of the same name: the csv module keeps the last",
     "sample_id,Yield sterngth\nTEST_0001,1000\n",
     "sample_id,predicted_yield_strength,predicted_yield_strength\nTEST_0001,abc,1001\n",
     {"validity_score": 1.0, "player_objective": 1.0}),
    ("036", "two columns of the same name: pandas keeps the first (the second is renamed .1)",
     "batch_id,成品小肽\nB1,30\n", "batch_id,成品小肽,成品小肽\nB1,31,abc\n",
     {"validity_score": 1.0, "player_objective": 1.0}),
    ("036", "a trailing comma on data lines only: pandas moves the first column into the index",
     "batch_id,成品小肽\nB1,30\n", "batch_id,成品小肽\nB1,30,\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("032", "time keys written another way still match (normalised to the minute)",
     "数据时间,总有功功率(kW)\n2024-01-05 00:15,100\n", "数据时间,总有功功率(kW)\n2024/1/5 0:15,110\n",
     {"validity_score": 1.0, "player_objective": 10.0}),
    ("033", "pandas guesses the time format from the first value: a '/' spelling after a '-' one is unreadable (NaT): rejected",
     "Timestamp,Traffic\n2024-01-05 00:00,100\n2024-01-05 01:00,100\n",
     "Timestamp,predicted_traffic\n2024-01-05 00:00,100\n2024/01/05 01:00,100\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("033", "the same '/' spelling throughout is read with its own guessed format: a perfect file",
     "Timestamp,Traffic\n2024-01-05 00:00,100\n2024-01-05 01:00,100\n",
     "Timestamp,predicted_traffic\n2024/01/05 00:00,100\n2024/1/5 1:00,100\n",
     {"validity_score": 1.0, "quality_score": 1e6}),
    ("032", "a time beyond 2262-04-11 is out of datetime64[ns]'s bounds (NaT): rejected",
     "数据时间,总有功功率(kW)\n2024-01-05 00:15,100\n2024-01-05 00:30,100\n",
     "数据时间,总有功功率(kW)\n2024-01-05 00:15,100\n2300-01-05 00:30,100\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("032", "Feb 30 is no date (NaT): rejected",
     "数据时间,总有功功率(kW)\n2024-02-28 00:15,100\n2024-02-29 00:15,100\n",
     "数据时间,总有功功率(kW)\n2024-02-28 00:15,100\n2024-02-30 00:15,100\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("032", "seconds, 'T' and no zero padding written the same way throughout: read as the same minutes",
     "数据时间,总有功功率(kW)\n2024-02-28 00:15,100\n2024-02-29 00:15,100\n",
     "数据时间,总有功功率(kW)\n2024-2-28T0:15:00,100\n2024-02-29T00:15:00,100\n",
     {"validity_score": 1.0, "quality_score": 1e6}),
    ("035", "a first day above 12 makes pandas read every date day first (13/01/2025, 06/02/2025)",
     "date,close,horizon\n2025-01-13,2000,1\n2025-02-06,2000,2\n", "date,pred_close\n13/01/2025,2000\n06/02/2025,2000\n",
     {"validity_score": 1.0, "quality_score": 1e6}),
    ("035", "a first day of 12 or less makes pandas read month first: 06/02/2025 is June 2nd, rejected",
     "date,close,horizon\n2025-02-06,2000,1\n2025-01-13,2000,2\n", "date,pred_close\n06/02/2025,2000\n13/01/2025,2000\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("035", "a missing trading day is found by the join (not by a key set)",
     "date,close,horizon\n2025-01-06,2000,1\n2025-01-07,2010,2\n", "date,pred_close\n2025-01-06,2000\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("043", "every problem is listed at once (duplicate, missing, negative: three entries)",
     "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,1,1,1,1\n1,2,1,1,1,1\n",
     "window_id,step,dose_1,dose_2,dose_3,dose_4\n1,1,1,1,1,-1\n1,1,1,1,1,1\n",
     {"validity_score": 0.0, "error_info": {"invalid_submission": 3}}),
    ("005", "a fractional id is truncated by the int cast and still counts",
     "sample_id,horizon,bkd_true\n1,1,10\n", "sample_id,horizon,bkd_pred\n1.7,1.2,9\n",
     {"validity_score": 1.0, "MAE": 1.0}),
    ("004", "no cap: a perfect file scores the reference over the 1e-6 floor (about 480,040)",
     "date,time,clear_da\n2024-09-01,00:15,812.5\n2024-09-01,00:30,300\n", "date,time,clear_da\n2024-09-01,00:15,812.5\n2024-09-01,00:30,300\n",
     {"validity_score": 1.0, "quality_score": round(0.4800399393229517 / 1e-6, 6)}),
    ("004", "forecasts are clipped to [0, 1500], not rejected",
     "date,time,clear_da\n2024-09-01,00:15,1500\n", "date,time,clear_da\n2024-09-01,00:15,99999\n",
     {"validity_score": 1.0, "quality_score": round(0.4800399393229517 / 1e-6, 6)}),
    ("004", "a trailing comma on data lines only shifts pandas' columns: 004 rejects it too (measured)",
     "date,time,clear_da\n2024-09-01,00:15,812.5\n", "date,time,clear_da\n2024-09-01,00:15,812.5,\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("004", "a trailing comma on every line (header too) only adds an unnamed column: accepted",
     "date,time,clear_da\n2024-09-01,00:15,812.5\n", "date,time,clear_da,\n2024-09-01,00:15,812.5,\n",
     {"validity_score": 1.0}),
    ("008", "a negative 1 - WAPE is floored at 0 for the score, not for combined_score",
     "row_id,conductivity,activation,density\n1,1,1,1\n", "row_id,conductivity,activation,density\n1,100,9,9\n",
     {"validity_score": 1.0, "quality_score": 0.0}),
    # ---- boundaries
    ("001", "Cd_pred exactly 0.05 and 1.5 is inside the physical range (strict comparisons)",
     {"frontal_areas.json": '{"a@05000.vtu": {"Cd": 0.3}, "b@05000.vtu": {"Cd": 0.4}}',
      "data/frontal_areas.json": '{"t@05000.vtu": {"Cd": 0.3, "area": 2.0}, "a@05000.vtu": {"area": 2.0}, "b@05000.vtu": {"area": 2.0}}'},
     "vtu_name,Cd_pred\na@05000.vtu,0.05\nb@05000.vtu,1.5\n",
     {"validity_score": 1.0}),
    ("001", "Cd_pred 1.50001 is outside the range [0.05, 1.5] (no tolerance)",
     {"frontal_areas.json": '{"a@05000.vtu": {"Cd": 0.3}}', "data/frontal_areas.json": '{"a@05000.vtu": {"area": 2.0}}'},
     "vtu_name,Cd_pred\na@05000.vtu,1.50001\n",
     {"validity_score": 0.0, "error_info": {"constraint": 1}}),
    ("006", "a truth 5e-10 away from the starting curve is degenerate (below 1e-9): rejected",
     {"test_truth.csv": "sample_id,gt_uniformity_y\n1,%s\n" % curve_cell([1.0] * 12),
      "data/test.csv": "sample_id,first_uniformity_y\n1,%s\n" % curve_cell([1.0] * 11 + [1.0000000005])},
     "sample_id,uniformity_y\n1,%s\n" % curve_cell([1.0] * 12),
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("006", "a truth 2e-9 away from the starting curve is scored (above 1e-9)",
     {"test_truth.csv": "sample_id,gt_uniformity_y\n1,%s\n" % curve_cell([1.0] * 12),
      "data/test.csv": "sample_id,first_uniformity_y\n1,%s\n" % curve_cell([1.0] * 11 + [1.000000002])},
     "sample_id,uniformity_y\n1,%s\n" % curve_cell([1.0] * 12),
     {"validity_score": 1.0}),
    ("008", "a target whose truth sums to 0 scores 0 (not 1), whatever the forecast",
     "row_id,conductivity,activation,density\n1,1,0,1\n", "row_id,conductivity,activation,density\n1,1,0,1\n",
     {"validity_score": 1.0, "combined_score": 0.7}),
    ("034", "a forecast of exactly 0.5 counts as 'will sell' (>= 0.5)",
     "date,boutique_id,product_id,sales_qty\n2024-01-01,S1,P001,1\n2024-01-01,S1,P002,0\n",
     "date,boutique_id,product_id,predicted_qty\n2024-01-01,S1,P001,0.5\n2024-01-01,S1,P002,0\n",
     {"validity_score": 1.0, "hit_f1": 1.0, "qty_score": 0.5}),
    ("041", "1720 degrees is inside the range [-10, 1750]",
     {"data/prediction_targets.csv": "part,time_s\npart2,1.2\n", "data/part2/initial_temp.txt": "1 1 1\ni j k T mat\n1 1 1 25.0 1\n",
      "part2/t1.2.txt": "1 1 1\ni j k T mat\n1 1 1 1720.0 1\n"},
     "time_s,i,j,k,temperature\n1.2,1,1,1,1720\n",
     {"validity_score": 1.0, "quality_score": 1e6}),
    ("041", "1750.5 degrees is outside the range [-10, 1750]",
     {"data/prediction_targets.csv": "part,time_s\npart2,1.2\n", "data/part2/initial_temp.txt": "1 1 1\ni j k T mat\n1 1 1 25.0 1\n",
      "part2/t1.2.txt": "1 1 1\ni j k T mat\n1 1 1 1720.0 1\n"},
     "time_s,i,j,k,temperature\n1.2,1,1,1,1750.5\n",
     {"validity_score": 0.0, "error_info": {"hard_violations": 1, "total": 1}}),
    ("044", "100.0000001 is past the 1e-9 tolerance above 100: rejected",
     "业务/服务名称,选址评分\nA,99\n", "业务/服务名称,选址评分\nA,100.0000001\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
    ("044", "-0.0000001 is past the 1e-9 tolerance below 0: rejected",
     "业务/服务名称,选址评分\nA,1\n", "业务/服务名称,选址评分\nA,-0.0000001\n",
     {"validity_score": 0.0, "error_info": {"fatal": 1}}),
]


def run_traps(manifests, evaluators):
    bad = 0
    for prefix, what, truth, sub, want in TRAPS:
        man = next(m for m in manifests if m["id"].startswith(prefix))
        files = dict(truth) if isinstance(truth, dict) else {man["parameters"]["truth"]["file"]: truth}
        if prefix == "042":
            files["to_predict.csv"] = "sample_id\nTEST_0001\n"
        mine = json.loads(normalise(prediction_peer.grade(man, {k: v.encode() for k, v in files.items()}, sub.encode())))
        ok = all(mine.get(k) == v for k, v in want.items())
        ev = evaluators.get(man["id"])
        if ev is not None:
            theirs = json.loads(normalise(ev.run(man, files, sub.encode())))
            ok = ok and theirs == mine
        bad += not ok
        print(f"trap {prefix} {'confirmed' if ok else 'NOT CONFIRMED'}: {what}" + ("" if ok else f"\n  ours: {mine}"))
    return bad


# ---------------------------------------------------------------- running the evaluator


def normalise(report):
    """The compared view of a report: error_info by category and entry count."""
    r = dict(report)
    r.pop("resolved_artifact", None)
    ei = r.get("error_info") or {}
    if "exception" in ei:
        r["error_info"] = {"exception": 1}
    else:
        r["error_info"] = {k: (len(v) if isinstance(v, list) else v) for k, v in ei.items()}
    return json.dumps(r, sort_keys=True, ensure_ascii=False)


class Evaluator:
    def __init__(self, fde_dir, case_dir, tmp):
        self.name = case_dir
        self.root = os.path.join(tmp, case_dir)
        tests = os.path.join(self.root, "tests")
        os.makedirs(os.path.join(tests, "_private"), exist_ok=True)
        os.makedirs(os.path.join(tests, "baseline"), exist_ok=True)
        shutil.copy(os.path.join(fde_dir, "case", case_dir, "tests", "evaluator.py"), os.path.join(tests, "evaluator.py"))
        spec = importlib.util.spec_from_file_location(f"fde_eval_{case_dir}", os.path.join(tests, "evaluator.py"))
        self.mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(self.mod)
        self.tests = tests

    def run(self, manifest, files, sub):
        data, subdir = self.prepare(manifest, files, sub)
        with contextlib.redirect_stderr(io.StringIO()):
            try:
                if self.name in DATA_FIRST:
                    return self.mod.evaluate(data, subdir)
                return self.mod.evaluate(subdir, data)
            except Exception as e:  # the evaluator itself crashed
                return {"crash": type(e).__name__}

    def stdout(self, manifest, files, sub):
        """What the evaluator's main() prints (its traceback replaced by
        prediction_peer.TRACEBACK), or {"crash": type} as JSON when it dies."""
        data, subdir = self.prepare(manifest, files, sub)
        out = io.StringIO()
        argv = sys.argv
        sys.argv = ["evaluator.py", "--submission-dir", subdir, "--data-dir", data]
        try:
            with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(out):
                self.mod.main()
        except Exception as e:  # the evaluator itself crashed
            return json.dumps({"crash": type(e).__name__}, ensure_ascii=False, indent=2)
        finally:
            sys.argv = argv
        text = out.getvalue()
        text = text[:-1] if text.endswith("\n") else text
        # The server's own directory (003 prints it) as the peer's fixed text.
        text = text.replace(json.dumps(subdir)[1:-1], prediction_peer.SUBMISSION_DIR)
        return re.sub(r'("traceback": )"(?:[^"\\]|\\.)*"', lambda m: m.group(1) + json.dumps(prediction_peer.TRACEBACK), text)

    def prepare(self, manifest, files, sub):
        p = manifest["parameters"]
        with open(os.path.join(self.tests, "baseline", "reference_metrics.json"), "w", encoding="utf-8") as f:
            ref = {"reference_value": p["reference"]["value"], "direction": p["reference"]["direction"]}
            if "normalisers" in p["reference"]:
                ref["baseline_metrics"] = p["reference"]["normalisers"]
            json.dump(ref, f)
        data = os.path.join(self.root, "data")
        subdir = os.path.join(self.root, "submission")
        for d in (data, subdir):
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
        shutil.rmtree(os.path.join(self.tests, "_private"), ignore_errors=True)
        for name, text in files.items():
            if name.startswith("data/"):
                target = os.path.join(data, name[len("data/"):])
            elif name in DATA_FILES:
                target = os.path.join(data, name)
            else:
                target = os.path.join(self.tests, "_private", name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(text if isinstance(text, bytes) else text.encode("utf-8"))
        if sub is not None:
            with open(os.path.join(subdir, p["submission"]["file"]), "wb") as f:
                f.write(sub)
        return data, subdir


# FDE-Bench 028 lists `sorted(map(str, list(keys)[:3]))` of its missing and extra keys:
# three items in the set's order, which string hashing randomises per process, so the
# server itself prints other keys from run to run when there are more than three.
SAMPLED = 3
_LISTING = re.compile(r"^(.*? (\d+) .*?)(\[.*\])$", re.S)


def sampled_listing(manifest, files, sub, theirs, ours):
    """The two printed texts equal but for which keys a `str_tuples` listing of more than
    SAMPLED keys shows: each listing of the evaluator holds SAMPLED distinct keys,
    sorted, every one among the keys the peer finds (all of them listed by the peer
    with no limit)."""
    steps = [s for c in manifest["parameters"].get("checks", []) for s in [c] + c.get("steps", [])]
    if not any(isinstance(s.get("message"), dict) and s["message"].get("keys", {}).get("str_tuples") for s in steps):
        return False
    unlimited = copy.deepcopy(manifest)
    for c in unlimited["parameters"]["checks"]:
        for s in [c] + c.get("steps", []):
            if isinstance(s.get("message"), dict) and s["message"].get("keys", {}).get("str_tuples"):
                s["message"]["keys"]["limit"] = None
    full = prediction_peer.server_output(unlimited, files, sub)
    try:
        t, o, f = json.loads(theirs), json.loads(ours), json.loads(full)
    except ValueError:
        return False
    if not all(isinstance(x, dict) and isinstance(x.get("error_info"), dict) for x in (t, o, f)):
        return False
    cat = next(iter(o["error_info"]), None)
    lists = [x["error_info"].get(cat) for x in (t, o, f)]
    if cat is None or not all(isinstance(x, list) for x in lists) or len({len(x) for x in lists}) != 1:
        return False
    for a, b, c in zip(*lists):
        ma, mb, mc = (_LISTING.match(x) if isinstance(x, str) else None for x in (a, b, c))
        if a == b:
            continue
        if not (ma and mb and mc) or ma[1] != mb[1] or int(ma[2]) <= SAMPLED:
            return False
        shown, everything = ast.literal_eval(ma[3]), ast.literal_eval(mc[3])
        if len(set(shown)) != SAMPLED or shown != sorted(shown) or not set(shown) <= set(everything):
            return False
    rest = lambda x: {k: v for k, v in x.items() if k != "error_info"}  # noqa: E731
    return rest(t) == rest(o) and list(t["error_info"]) == list(o["error_info"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-case", type=int, default=200)
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--fde-bench")
    ap.add_argument("--dump")
    ap.add_argument("--only", help="case id prefixes, comma-separated")
    ap.add_argument("--max-item-bytes", type=int, help="--dump only items this small once serialised (a compact committed batch)")
    ap.add_argument("--show", type=int, default=3)
    ap.add_argument("--server-text", action="store_true",
                    help="with --fde-bench: also compare what each evaluator's main() prints with prediction_peer.server_output, byte for byte (manifests with parameters.server)")
    ap.add_argument("--manifest", action="append", default=[], metavar="NNN=PATH",
                    help="grade case NNN with the manifest at PATH instead of cases-fdebench's (e.g. peers/no-time/004.json)")
    a = ap.parse_args()
    overrides = {}
    for spec in a.manifest:
        prefix, _, path = spec.partition("=")
        with open(path, encoding="utf-8") as f:
            overrides[prefix] = json.load(f)
    manifests = []
    for d in sorted(x for x in os.listdir(CASES) if os.path.isdir(os.path.join(CASES, x))):
        if a.only and not any(d.startswith(x) for x in a.only.split(",")):
            continue
        with open(os.path.join(CASES, d, "case.json"), encoding="utf-8") as f:
            m = json.load(f)
        # The other kinds' FDE-Bench manifests have peers of their own (peers/kinds/).
        if m["kind"] != "prediction":
            continue
        manifests.append(m)
        for prefix, m in overrides.items():
            if d.startswith(prefix):
                manifests[-1] = m
    tmp = tempfile.mkdtemp(prefix="fdebench-")
    dump, failures = [], 0
    try:
        evaluators = {m["id"]: Evaluator(a.fde_bench, m["benchmark"]["case"], tmp) for m in manifests} if a.fde_bench else {}
        if not a.only:
            failures += run_traps(manifests, evaluators)
        if a.dump:
            # The time-parsing traps go into the batch too: the Rust grader must agree.
            for prefix, what, truth, sub, want in TRAPS:
                man = next((m for m in manifests if m["id"].startswith(prefix)), None)
                if man is None or prefix not in ("032", "033", "035") or isinstance(truth, dict):
                    continue
                files = {man["parameters"]["truth"]["file"]: truth}
                mine = prediction_peer.grade(man, {k: v.encode() for k, v in files.items()}, sub.encode())
                dump.append({"manifest": man, "expected": json.loads(normalise(mine)), "truth": files, "truth_b64": {},
                             "submission_b64": base64.b64encode(sub.encode()).decode()})
        for man in manifests:
            rng = random.Random(f"{a.seed}-{man['id']}")
            ev = evaluators.get(man["id"])
            same = diff = valid = same_text = diff_text = sampled = 0
            kinds = {}
            shown = 0
            for _ in range(a.per_case):
                files, sub, m = generate(rng, man)
                tbytes = {k: v if isinstance(v, bytes) else v.encode("utf-8") for k, v in files.items()}
                mine = prediction_peer.grade(m, tbytes, sub)
                valid += mine.get("validity_score") == 1.0
                for k in ({"crash": 1} if "crash" in mine else mine["error_info"] or {"valid": 1}):
                    kinds[k] = kinds.get(k, 0) + 1
                server = "server" in m["parameters"]
                if a.dump:
                    item = {"manifest": m, "expected": json.loads(normalise(mine))}
                    if server:
                        item["expected_server"] = prediction_peer.server_output(m, tbytes, sub)
                    item["truth"] = {k: v for k, v in files.items() if not isinstance(v, bytes)}
                    item["truth_b64"] = {k: base64.b64encode(v).decode() for k, v in files.items() if isinstance(v, bytes)}
                    if sub is None:
                        item["submission"] = None
                    else:
                        item["submission_b64"] = base64.b64encode(sub).decode()
                    if not a.max_item_bytes or len(json.dumps(item, ensure_ascii=False)) <= a.max_item_bytes:
                        dump.append(item)
                if ev is None:
                    continue
                theirs = ev.run(m, files, sub)
                if server and a.server_text:
                    # The evaluator's printed text, byte for byte (traceback left out).
                    t_out, m_out = ev.stdout(m, files, sub), prediction_peer.server_output(m, tbytes, sub)
                    if t_out == m_out:
                        same_text += 1
                    elif sampled_listing(m, tbytes, sub, t_out, m_out):
                        same_text += 1
                        sampled += 1
                    else:
                        diff_text += 1
                        if shown < a.show:
                            shown += 1
                            print(f"--- {man['id']}: printed text differs\nsubmission: {sub[:400]!r}\n theirs: {t_out[:1500]}\n ours:   {m_out[:1500]}")
                if normalise(theirs) == normalise(mine):
                    same += 1
                else:
                    diff += 1
                    if shown < a.show:
                        shown += 1
                        print(f"--- {man['id']}: differs\nsubmission: {sub!r}\ntruth: {files!r}\n theirs: {normalise(theirs)}\n ours:   {normalise(mine)}")
            failures += diff + diff_text
            tally = ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
            printed = f"; printed text: {same_text} identical, {diff_text} different" if same_text + diff_text else ""
            if sampled:
                printed += f" ({sampled} of the identical ones list {SAMPLED} of more missing or extra keys: those compared apart from which)"
            print(f"{man['id']}: {a.per_case} pairs ({tally}): " + (f"{same} identical, {diff} different{printed}" if ev else "peer only"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if a.dump:
        with open(a.dump, "w", encoding="utf-8") as f:
            json.dump(dump, f, ensure_ascii=False)
    if failures:
        print(f"FAIL: {failures} reports differ")
        sys.exit(1)


if __name__ == "__main__":
    main()
