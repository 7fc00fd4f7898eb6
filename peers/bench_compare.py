"""Side by side: the plain-Python spec grader (the server's quadratic way) and fde-grade,
timed on the same routing plans in the same run, reported as ratios.

    python peers/bench_compare.py [--python-runs N] [--cli-runs N] [--json]

Native in-process timings come from `cargo run --release --example side_by_side`
(median over many runs of `grader::routing::grade`: read the JSON, validate, measure,
build the report). The Python figure is the median of `spec_routing.grade` after
`json.loads` of the same bytes. The CLI figure is `fde-grade routing --case ... plan`
end to end (process start, reading the case, grading, printing), median over runs.
Counts (hull intrusions, crossings) must agree or the script exits 1.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import spec_routing  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASE = os.path.join(ROOT, "cases-public", "routing-city")


def params_of(case_dir):
    with open(os.path.join(case_dir, "case.json"), encoding="utf-8") as f:
        m = json.load(f)
    p = dict(spec_routing.DEFAULTS)
    p.update(m.get("parameters", {}))
    if "reference" in m and "value" in m["reference"]:
        p["reference_cost"] = m["reference"]["value"]
    return p


def time_python(depot, stores, raw, p, runs):
    times, out = [], None
    for _ in range(runs):
        t = time.perf_counter()
        out = spec_routing.grade(depot, stores, json.loads(raw), p)
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def time_cli(exe, plan, runs):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([exe, "routing", "--case", CASE, plan], check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--python-runs", type=int, default=3)
    ap.add_argument("--cli-runs", type=int, default=15)
    ap.add_argument("--plans", default="", help="comma-separated example files (default: every example of routing-city)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    subprocess.run(["cargo", "build", "-q", "--release", "-p", "fde-grade"], cwd=ROOT, check=True)
    subprocess.run(["cargo", "build", "-q", "--release", "-p", "grader", "--example", "side_by_side"], cwd=ROOT, check=True)
    exe = os.path.join(ROOT, "target", "release", "fde-grade")
    native = {}
    res = subprocess.run([os.path.join(ROOT, "target", "release", "examples", "side_by_side")], cwd=ROOT, check=True, capture_output=True, text=True)
    for line in res.stdout.splitlines():
        d = json.loads(line)
        if d["what"] == "routing-city":
            native[d["plan"]] = d
    depot, stores = spec_routing.load_customers(os.path.join(CASE, "customers.csv"))
    p = params_of(CASE)
    failed = False
    rows = []
    plans = args.plans.split(",") if args.plans else sorted(os.listdir(os.path.join(CASE, "submissions")))
    for name in plans:
        path = os.path.join(CASE, "submissions", name)
        with open(path, "rb") as f:
            raw = f.read()
        py_s, out = time_python(depot, stores, raw, p, args.python_runs)
        cli_s = time_cli(exe, path, args.cli_runs)
        n = native[name]
        # An invalid plan: the Python grader stops at validation (nothing measured, so
        # no ratio worth the name); fde-grade still measures it to show what it would
        # score. Both must reject it.
        rejected = out.get("stage")
        if rejected:
            same = not n["valid"]
        else:
            same = n["valid"] and out.get("hull_intrusions") == n["hull_intrusions"] and out.get("segment_crossings") == n["segment_crossings"]
        failed |= not same
        rows.append(dict(plan=name, stores=len(stores), python_s=py_s, native_s=n["native_median_s"], cli_s=cli_s,
                         ratio_in_process=py_s / n["native_median_s"], ratio_cli=py_s / cli_s,
                         hull_intrusions=n["hull_intrusions"], segment_crossings=n["segment_crossings"], counts_equal=same,
                         python_rejected=rejected))
    if args.json:
        for r in rows:
            print(json.dumps(r))
    else:
        print("%-36s %7s %11s %11s %11s %10s %8s  %s" % ("plan", "stores", "python", "fde-grade", "CLI e2e", "ratio", "ratio CLI", "counts (intr, cross)"))
        for r in rows:
            if r["python_rejected"]:
                verdict = "rejected by both (%s): Python stops at validation, no ratio" % r["python_rejected"] if r["counts_equal"] else "VERDICTS DIFFER"
            else:
                verdict = "%d, %d %s" % (r["hull_intrusions"], r["segment_crossings"], "equal" if r["counts_equal"] else "DIFFER")
            print("%-36s %7d %9.1f ms %8.3f ms %8.2f ms %9.0fx %7.0fx  %s" % (
                r["plan"], r["stores"], r["python_s"] * 1e3, r["native_s"] * 1e3, r["cli_s"] * 1e3, r["ratio_in_process"],
                r["ratio_cli"], verdict))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
