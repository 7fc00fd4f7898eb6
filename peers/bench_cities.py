"""Issue 19 (a): fde-grade end to end against the plain-Python grader (the server's way,
peers/routing_plain.py), per 1,334-store plan, side by side in one run.

    python peers/bench_cities.py [--plans 300] [--python-plans 3] [--cli-runs 3]
                                 [--cities a,b,...] [--no-build] [--json] [--check-only] [--profile P]

Cases: routing-city and generated cities (`examples/cities` with CITIES_WRITE=DIR, 1,334
stores, 12 routes). Each case gets `--plans` plan files, variants of one plan (plan k
lists the routes rotated by k and route k mod R reversed: the same counts, another
file). Timed per case:
- Python: `routing_plain.evaluate(case, plan)` on the first `--python-plans` variants,
  each as the server does it (customers.csv read with pandas for every plan, the plan
  read, checked, measured); median per plan, wall and CPU (process_time). The share of
  reading the case is shown.
- fde-grade: `fde-grade routing --case DIR plan1 ... planN` in one process (start,
  reading the case once, grading every plan on both cores, writing N JSON lines);
  median wall time over `--cli-runs` runs divided by N, and the children's user+system
  CPU (getrusage) divided by N.
"ratio" is wall per plan over wall per plan, "ratio CPU" CPU over CPU (the fairer one
on a loaded machine: the CLI uses both cores, Python one).
Every report of a Python-graded variant must equal the Python fields (scores, counts,
rounded costs), and all N reports must have the same counts, or the script exits 1.
"""
import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(__file__))
import routing_plain  # noqa: E402
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_CITIES = "routing-city,uniform-inside-sweep,clustered-outside-nearest,ring-inside-zigzag,corridor-inside-sweep,lattice-outside-sweep"


def variants(plan_path, out_dir, n):
    with open(plan_path, encoding="utf-8") as f:
        doc = json.load(f)
    routes = [r["customers"] if isinstance(r, dict) else r for r in doc["routes"]]
    os.makedirs(out_dir, exist_ok=True)
    paths = []
    for k in range(n):
        rot = routes[k % len(routes):] + routes[:k % len(routes)]
        rot = [list(reversed(r)) if i == k % len(rot) else r for i, r in enumerate(rot)]
        p = os.path.join(out_dir, "plan%03d.json" % (k + 1))
        with open(p, "w", encoding="utf-8") as f:
            json.dump({"routes": rot}, f)
        paths.append(p)
    return paths


def time_cli(exe, case_dir, plans, runs):
    walls, cpus, reports = [], [], None
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        res = subprocess.run([exe, "routing", "--case", case_dir, *plans], capture_output=True, text=True)
        walls.append(time.perf_counter() - t)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if res.returncode not in (0, 3):
            sys.exit("fde-grade failed: %s" % res.stderr)
        reports = [json.loads(line) for line in res.stdout.splitlines() if line.strip()]
    return statistics.median(walls), statistics.median(cpus), reports


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plans", type=int, default=300)
    ap.add_argument("--python-plans", type=int, default=3)
    ap.add_argument("--cli-runs", type=int, default=3)
    ap.add_argument("--cities", default=DEFAULT_CITIES)
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--check-only", action="store_true", help="for tests: debug binaries (the timings mean nothing), equality only")
    ap.add_argument("--exe", default=os.environ.get("FDE_GRADE"))
    ap.add_argument("--profile", help="cargo profile of the binaries (default: release; debug with --check-only)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    profile = args.profile or ("debug" if args.check_only else "release")
    flags = ["--profile", "dev" if profile == "debug" else profile]
    cities_exe = os.path.join(ROOT, "target", profile, "examples", "cities")
    if args.no_build:
        pass
    elif profile == "debug":
        # As the native tests built them (peers/native.py): no compile of its own.
        native.cli()
        cities_exe = native.example("cities")
    else:
        subprocess.run(["cargo", "build", "-q", *flags, "-p", "fde-grade"], cwd=ROOT, check=True)
        subprocess.run(["cargo", "build", "-q", *flags, "-p", "grader", "--example", "cities"], cwd=ROOT, check=True)
    exe = args.exe or os.path.join(ROOT, "target", profile, "fde-grade")
    tmp = tempfile.mkdtemp(prefix="bench-cities-")
    try:
        gen = os.path.join(tmp, "cities")
        env = dict(os.environ, CITIES_WRITE=gen)
        subprocess.run([cities_exe, "1334", "12", "1"], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        failed = False
        rows = []
        for name in args.cities.split(","):
            if name == "routing-city":
                case_dir = os.path.join(ROOT, "cases-public", "routing-city")
                base = os.path.join(case_dir, "submissions", "6-reference.json")
            else:
                case_dir = os.path.join(gen, name)
                base = os.path.join(case_dir, "routes.json")
            plans = variants(base, os.path.join(tmp, "plans", name), args.plans)
            p, customers = routing_plain.case_params(case_dir)
            py_times, py_cpu, py_out = [], [], []
            for plan in plans[:args.python_plans]:
                t, c = time.perf_counter(), time.process_time()
                py_out.append(routing_plain.evaluate(case_dir, plan, p))
                py_times.append(time.perf_counter() - t)
                py_cpu.append(time.process_time() - c)
            t = time.perf_counter()
            routing_plain.read_customers(customers)
            read_s = time.perf_counter() - t
            wall, cpu, reports = time_cli(exe, case_dir, plans, args.cli_runs)
            bad = []
            for plan, ours, theirs in zip(plans, py_out, reports):
                bad += [(os.path.basename(plan),) + d for d in routing_plain.disagreements(ours, theirs)]
            counts = {(r.get("hull_intrusions"), r.get("segment_crossings"), r.get("validity_score")) for r in reports}
            if len(reports) != len(plans) or len(counts) != 1:
                bad.append(("reports", len(reports), sorted(counts, key=str)))
            if any(o.get("stage") for o in py_out):
                bad.append(("rejected by the Python grader", [o.get("stage") for o in py_out]))
            failed |= bool(bad)
            py, pyc = statistics.median(py_times), statistics.median(py_cpu)
            rows.append(dict(case=name, plans=len(plans), python_plans=len(py_times), python_ms=py * 1e3, python_cpu_ms=pyc * 1e3,
                             python_read_case_ms=read_s * 1e3, cli_wall_ms_per_plan=wall / len(plans) * 1e3,
                             cli_cpu_ms_per_plan=cpu / len(plans) * 1e3, ratio_wall=py / (wall / len(plans)),
                             ratio_cpu=pyc / (cpu / len(plans)), hull_intrusions=py_out[0].get("hull_intrusions"),
                             segment_crossings=py_out[0].get("segment_crossings"), score=py_out[0].get("overall_score"),
                             equal=not bad, differences=bad[:5]))
        if args.json:
            for r in rows:
                print(json.dumps(r))
        else:
            print("load average: %s" % " ".join(open("/proc/loadavg").read().split()[:3]))
            print("%-26s %11s %11s %11s %14s %13s %7s %9s  %s" % ("case (1,334 stores)", "Python/plan", "its CPU", "(read csv)",
                                                              "fde-grade wall", "fde-grade CPU", "ratio", "ratio CPU",
                                                              "intrusions, crossings, score"))
            for r in rows:
                print("%-26s %8.1f ms %8.1f ms %8.1f ms %11.3f ms %10.3f ms %6.0fx %8.0fx  %s, %s, %s %s" % (
                    r["case"], r["python_ms"], r["python_cpu_ms"], r["python_read_case_ms"], r["cli_wall_ms_per_plan"], r["cli_cpu_ms_per_plan"],
                    r["ratio_wall"], r["ratio_cpu"], r["hull_intrusions"], r["segment_crossings"], r["score"],
                    "equal" if r["equal"] else "DIFFER %s" % r["differences"]))
        sys.exit(1 if failed else 0)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
