"""Tables at scale (issue 49): fde-grade against the Python graders on generated files,
whole process, side by side in one run.

    python peers/bench_tables.py --fde target/release/fde-grade [--rows 10000,100000,1000000]
                                 [--shapes scorecard,strings,ints,dates] [--runs 3] [--dir DIR]

Shapes (each a truth file and a valid predictions file of N rows, deterministic):
  scorecard  `customer_id,prob_default` (text ids `C0000001`, 10 % defaulters, 17-digit
             probabilities, rows shuffled), against peers/spec_scorecard.py (pandas);
  strings    solar-yield's manifest: (site, day) text keys, two targets;
  ints       FDE-Bench 043's: (window_id, step) integer keys, four targets;
  dates      FDE-Bench 004's: a `%Y-%m-%d` date and a time text as keys, one target;
the prediction shapes against peers/prediction_peer.py (pandas). Each command runs under
`/usr/bin/time -v` RUNS times, alternating; medians of CPU (user + sys), wall and peak RSS.
The scores are compared (the same overall_score or the run stops). Nothing asserts on time.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PY = sys.executable


def probability(rng):
    return repr(rng.random())


def write_scorecard(d, n, rng):
    ids = ["C%07d" % (i + 1) for i in range(n)]
    defaulted = [rng.random() < 0.1 for _ in range(n)]
    with open(os.path.join(d, "truth", "truth.csv"), "w") as f:
        f.write("customer_id,default\n")
        f.writelines("%s,%d\n" % (i, y) for i, y in zip(ids, defaulted))
    order = list(range(n))
    rng.shuffle(order)
    with open(os.path.join(d, "pred.csv"), "w") as f:
        f.write("customer_id,prob_default\n")
        # A useful model: defaulters drawn higher.
        f.writelines("%s,%r\n" % (ids[k], min(1.0, rng.random() * (0.6 if not defaulted[k] else 1.0) + (0.3 if defaulted[k] else 0.0))) for k in order)


def write_keys(d, truth_name, header, keys, targets, rng):
    """`keys`: the rows' key texts (joined with commas); `targets`: (lo, hi, decimals)."""
    with open(os.path.join(d, "truth", truth_name), "w") as t, open(os.path.join(d, "pred.csv"), "w") as p:
        t.write(header + "\n")
        p.write(header + "\n")
        for k in keys:
            tv, pv = [], []
            for lo, hi, dec in targets:
                x = 0.0 if rng.random() < 0.05 else round(lo + (hi - lo) * rng.random(), dec)
                tv.append("%.*f" % (dec, x))
                pv.append(repr(min(hi, max(lo, x + (hi - lo) * 0.1 * (rng.random() - 0.5)))))
            t.write("%s,%s\n" % (k, ",".join(tv)))
            p.write("%s,%s\n" % (k, ",".join(pv)))


def day_text(start, i):
    import datetime
    return (start + datetime.timedelta(days=i)).isoformat()


def generate(shape, n, d):
    import datetime
    os.makedirs(os.path.join(d, "truth"), exist_ok=True)
    rng = random.Random(49 + n)
    if shape == "scorecard":
        write_scorecard(d, n, rng)
        return None
    if shape == "strings":
        days = 1000 if n >= 1000000 else 100
        start = datetime.date(2026, 3, 1)
        day = [day_text(start, j) for j in range(days)]
        keys = ("site_%05d,%s" % (s, day[j]) for j in range(days) for s in range(n // days))
        write_keys(d, "truth.csv", "site,day,kwh_am,kwh_pm", keys, [(0.0, 360.0, 2)] * 2, rng)
        return os.path.join(ROOT, "cases-public/solar-yield/case.json")
    if shape == "ints":
        keys = ("%d,%d" % (i // 10 + 1, i % 10 + 1) for i in range(n))
        write_keys(d, "test_truth.csv", "window_id,step,dose_1,dose_2,dose_3,dose_4", keys, [(0.0, 80.0, 3)] * 4, rng)
        return os.path.join(ROOT, "cases-fdebench/043-water-coagulant-dosing/case.json")
    if shape == "dates":
        # 96 quarter hours a day from 1700: 10^7 rows end in 1985 (datetime64[ns] holds them).
        start = datetime.date(1700, 1, 1)
        times = ["%02d:%02d" % (q // 4, q % 4 * 15) for q in range(96)]
        keys = ("%s,%s" % (day_text(start, i // 96), times[i % 96]) for i in range(n))
        write_keys(d, "test_truth.csv", "date,time,clear_da", keys, [(0.0, 1500.0, 2)], rng)
        return os.path.join(ROOT, "cases-fdebench/004-day-ahead-power-price/case.json")
    raise SystemExit("unknown shape " + shape)


def timed(cmd):
    """(cpu s, wall s, peak RSS bytes, stdout) of one run under /usr/bin/time -v."""
    p = subprocess.run(["/usr/bin/time", "-v"] + cmd, capture_output=True, text=True)
    if p.returncode not in (0, 3):
        raise SystemExit("failed (%d): %s\n%s" % (p.returncode, " ".join(cmd), p.stderr[-2000:]))
    got = {}
    for line in p.stderr.splitlines():
        k, _, v = line.strip().rpartition(": ")
        got[k] = v
    wall = 0.0
    for part in got["Elapsed (wall clock) time (h:mm:ss or m:ss)"].split(":"):
        wall = wall * 60 + float(part)
    cpu = float(got["User time (seconds)"]) + float(got["System time (seconds)"])
    return cpu, wall, int(got["Maximum resident set size (kbytes)"]) * 1024, p.stdout


def overall(shape, out):
    j = json.loads(out if shape != "scorecard" else out.splitlines()[0])
    return j.get("overall_score"), j.get("validity_score")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fde", required=True)
    ap.add_argument("--rows", default="10000,100000,1000000")
    ap.add_argument("--shapes", default="scorecard,strings,ints,dates")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--python-max", type=int, default=10 ** 7, help="rows above which Python is not run")
    ap.add_argument("--dir", default=os.path.join(ROOT, "target", "bench-tables"))
    ap.add_argument("--json", help="also write the rows as JSON lines here")
    a = ap.parse_args()
    rows = []
    print("%-9s %9s %8s | %-28s | %-28s | %6s %6s %6s %9s" % ("shape", "rows", "input", "fde-grade cpu / wall / RSS", "python cpu / wall / RSS", "cpu x", "wall x", "RSS/in", "score"))
    for shape in a.shapes.split(","):
        for n in map(int, a.rows.split(",")):
            d = os.path.join(a.dir, "%s-%d" % (shape, n))
            marker = os.path.join(d, "done")
            case = generate(shape, n, d) if not os.path.exists(marker) else None
            if os.path.exists(marker):
                case = open(marker).read() or None
            else:
                open(marker, "w").write(case or "")
            truth_dir = os.path.join(d, "truth")
            truth = os.path.join(truth_dir, os.listdir(truth_dir)[0])
            pred = os.path.join(d, "pred.csv")
            size = os.path.getsize(truth) + os.path.getsize(pred)
            if shape == "scorecard":
                fde = [a.fde, "scorecard", "--truth", truth, pred]
                py = [PY, os.path.join(ROOT, "peers/spec_scorecard.py"), truth, pred]
            else:
                fde = [a.fde, "prediction", "--case", os.path.dirname(case), "--truth", truth, pred]
                py = [PY, os.path.join(ROOT, "peers/prediction_peer.py"), "--case", case, "--truth-dir", truth_dir, pred]
            with_py = n <= a.python_max
            ours, theirs = [], []
            for _ in range(a.runs):
                ours.append(timed(fde))
                if with_py:
                    theirs.append(timed(py))
            med = lambda runs, i: statistics.median(r[i] for r in runs)
            score = overall(shape, ours[0][3])
            if with_py and overall(shape, theirs[0][3]) != score:
                raise SystemExit("%s %d: scores differ: fde-grade %s, python %s" % (shape, n, score, overall(shape, theirs[0][3])))
            row = {"shape": shape, "rows": n, "input_bytes": size, "score": score[0], "valid": score[1],
                   "fde_cpu_s": med(ours, 0), "fde_wall_s": med(ours, 1), "fde_rss": med(ours, 2)}
            if with_py:
                row.update(py_cpu_s=med(theirs, 0), py_wall_s=med(theirs, 1), py_rss=med(theirs, 2))
            rows.append(row)
            fmt = lambda c, w, r: "%6.3f / %6.3f s / %5.0f MB" % (c, w, r / 1e6)
            print("%-9s %9d %6.1fMB | %s | %s | %5.1fx %5.1fx %6.2f %9s" % (
                shape, n, size / 1e6, fmt(row["fde_cpu_s"], row["fde_wall_s"], row["fde_rss"]),
                fmt(row["py_cpu_s"], row["py_wall_s"], row["py_rss"]) if with_py else "%-28s" % "-",
                row["py_cpu_s"] / max(row["fde_cpu_s"], 0.005) if with_py else float("nan"),
                row["py_wall_s"] / max(row["fde_wall_s"], 0.005) if with_py else float("nan"), row["fde_rss"] / size, score[0]), flush=True)
            if a.json:
                with open(a.json, "a") as f:
                    f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
