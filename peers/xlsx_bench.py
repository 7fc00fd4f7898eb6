"""Read time of a 5-sheet, 10,000-row workbook: openpyxl 3.1.5 (full, read-only) and
pandas 2.3.2's read_excel against pysem::xlsx (crates/pysem/examples/xlsx_read.rs),
medians of RUNS runs on one machine, one after the other.

    python peers/xlsx_bench.py [--rows 10000] [--sheets 5] [--runs 5]
"""
import argparse
import datetime as dt
import json
import os
import random
import statistics
import subprocess
import tempfile
import time

import openpyxl
import pandas as pd


def make(path, sheets, rows, seed=1):
    rng = random.Random(seed)
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for s in range(sheets):
        ws = wb.create_sheet(f"S{s}")
        ws.append(["id", "sku", "qty", "length", "width", "weight", "shipped", "fragile"])
        for r in range(rows):
            ws.append([r + 1, f"SKU-{rng.randrange(1000):04d}", rng.randrange(1, 500), round(rng.uniform(10, 200), 1), rng.choice([40, 41.5, 60]), rng.uniform(1, 900),
                       dt.datetime(2024, 1, 1) + dt.timedelta(minutes=rng.randrange(500000)), rng.random() < 0.1])
    wb.save(path)


def median_ms(f, runs):
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        f()
        out.append((time.perf_counter() - t) * 1e3)
    return statistics.median(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=10000)
    ap.add_argument("--sheets", type=int, default=5)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "bench.xlsx")
        make(path, a.sheets, a.rows)
        size = os.path.getsize(path)

        def full():
            wb = openpyxl.load_workbook(path, data_only=True)
            return sum(len(r) for ws in wb.worksheets for r in ws.iter_rows(values_only=True))

        def read_only():
            wb = openpyxl.load_workbook(path, read_only=True, data_only=True)
            n = sum(len(r) for ws in wb.worksheets for r in ws.iter_rows(values_only=True))
            wb.close()
            return n

        def frames():
            return sum(len(df) for df in pd.read_excel(path, sheet_name=None).values())

        py = {"openpyxl_full_ms": median_ms(full, a.runs), "openpyxl_read_only_ms": median_ms(read_only, a.runs), "pandas_read_excel_ms": median_ms(frames, a.runs)}
        rs = subprocess.run(["cargo", "run", "-q", "--release", "-p", "pysem", "--example", "xlsx_read", "--", path, str(a.runs)], cwd=root, check=True, capture_output=True, text=True)
        ours = json.loads(rs.stdout)
    print(json.dumps({"file_bytes": size, "sheets": a.sheets, "rows": a.rows, **py, **ours}, indent=1))
    print(f"ratios: full {py['openpyxl_full_ms'] / ours['full_ms']:.1f}x, read-only {py['openpyxl_read_only_ms'] / ours['read_only_ms']:.1f}x, read_excel {py['pandas_read_excel_ms'] / ours['read_excel_ms']:.1f}x")


if __name__ == "__main__":
    main()
