"""The routing grader the way the benchmark server's Python runs it (FDE-Bench case 002,
grading-rules.md section 1 and 4): standard library only, pandas for reading the case's
customers.csv, which the server reads again for every plan it grades. Written from the
rules, structured like the server's evaluation so that it costs what the server costs:

- customers.csv through `pandas.read_csv`, codes `astype(str).str.strip()`, positions
  and weights collected row by row (`iterrows`), the depot's code mapped to the depot;
- duplicates found by counting each submitted code in the submitted list (quadratic);
- durations: haversine in the math module, depot legs at trunk speed, stops at local
  speed, a stop time per store; summed with Python's `sum()` (compensated on 3.12);
- hull intrusions: each route's monotone-chain hull (3 stores or more) against every
  store of every other route; crossings: every pair of segments of different routes in
  one flat list, depot legs included, proper crossings only.

The case's parameters come from its case.json (`parameters`, `reference.value`): the
server has them as constants of case 002, which routing-city and the generated cities
of `examples/cities` (CITIES_WRITE=DIR) change.

    python peers/routing_plain.py CASE_DIR PLAN.json...
prints one JSON line per plan (the server's fields; `stage` names the failed check of a
rejected plan). `--check` also runs `fde-grade routing --case CASE_DIR` on the plans
(FDE_GRADE or target/release/fde-grade) and exits 1 unless every field agrees.
"""
import json
import math
import os
import subprocess
import sys

import pandas as pd

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# FDE-Bench case 002's constants; a case.json's `parameters` override them.
CASE_002 = dict(trunk_speed_kmh=70.0, local_speed_kmh=35.0, stop_seconds=120.0, capacity_kg=7125.0, vehicles=12,
                weights=dict(time=1.0, balance=90.0, intrusion=600.0, crossing=1800.0))


def case_params(case_dir):
    with open(os.path.join(case_dir, "case.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    p = dict(CASE_002)
    p.update(manifest.get("parameters", {}))
    w = dict(CASE_002["weights"])
    w.update(manifest.get("parameters", {}).get("weights", {}))
    p["weights"] = w
    p["reference_cost"] = float(manifest["reference"]["value"])
    customers = manifest.get("files", {}).get("customers", "customers.csv")
    return p, os.path.join(case_dir, customers)


def great_circle_km(lon_a, lat_a, lon_b, lat_b):
    # Differences first, then radians (the server's order of operations).
    half_dlat = math.radians(lat_b - lat_a) / 2
    half_dlon = math.radians(lon_b - lon_a) / 2
    h = math.sin(half_dlat) ** 2 + math.cos(math.radians(lat_a)) * math.cos(math.radians(lat_b)) * math.sin(half_dlon) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(max(0.0, h)))


def route_seconds(depot, stops, p):
    if not stops:
        return 0.0
    s = 0.0
    s += great_circle_km(depot[0], depot[1], stops[0][0], stops[0][1]) / p["trunk_speed_kmh"] * 3600
    for a, b in zip(stops, stops[1:]):
        s += great_circle_km(a[0], a[1], b[0], b[1]) / p["local_speed_kmh"] * 3600
    s += great_circle_km(stops[-1][0], stops[-1][1], depot[0], depot[1]) / p["trunk_speed_kmh"] * 3600
    s += len(stops) * p["stop_seconds"]
    return s


def turn(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def convex_hull(points):
    """Monotone chain over the sorted points, collinear points dropped, counter-clockwise."""
    if len(points) < 3:
        return list(points)
    pts = sorted(points)
    chain = []
    for q in pts:
        while len(chain) >= 2 and turn(chain[-2], chain[-1], q) <= 0:
            chain.pop()
        chain.append(q)
    floor = len(chain)
    for q in reversed(pts[:-1]):
        while len(chain) > floor and turn(chain[-2], chain[-1], q) <= 0:
            chain.pop()
        chain.append(q)
    chain.pop()
    return chain


def in_hull(q, hull):
    if len(hull) < 3:
        return False
    for k in range(len(hull)):
        if turn(hull[k], hull[(k + 1) % len(hull)], q) < 0:
            return False
    return True


def cross_properly(a, b, c, d):
    s1, s2 = turn(c, d, a), turn(c, d, b)
    s3, s4 = turn(a, b, c), turn(a, b, d)
    return ((s1 > 0 and s2 < 0) or (s1 < 0 and s2 > 0)) and ((s3 > 0 and s4 < 0) or (s3 < 0 and s4 > 0))


def spatial(routes_pos, depot):
    hulls = [convex_hull(r) if len(r) >= 3 else [] for r in routes_pos]
    intrusions = 0
    for i, h in enumerate(hulls):
        if len(h) < 3:
            continue
        for j, r in enumerate(routes_pos):
            if j != i:
                intrusions += sum(1 for q in r if in_hull(q, h))
    segs = []
    for i, r in enumerate(routes_pos):
        path = [depot] + list(r) + [depot]
        segs.extend((i, path[k], path[k + 1]) for k in range(len(path) - 1))
    crossings = 0
    for x in range(len(segs)):
        rx, a, b = segs[x]
        for y in range(x + 1, len(segs)):
            ry, c, d = segs[y]
            if rx != ry and cross_properly(a, b, c, d):
                crossings += 1
    return intrusions, crossings


def read_customers(path):
    df = pd.read_csv(path, encoding="utf-8")
    depot_row = df[df["总重量"].isna()].iloc[0]
    depot_code = str(depot_row["网点编码"]).strip()
    depot = (depot_row["门店经度"], depot_row["门店纬度"])
    stores = df[df["总重量"].notna()].copy()
    stores["_code"] = stores["网点编码"].astype(str).str.strip()
    position = {row["_code"]: (row["门店经度"], row["门店纬度"]) for _, row in stores.iterrows()}
    position[depot_code] = depot
    weight = {row["_code"]: float(row["总重量"]) for _, row in stores.iterrows()}
    return depot, position, weight


def evaluate(case_dir, plan_path, p=None):
    """One plan graded as the server grades it: the case read, the plan read, checked,
    measured. Returns the server's fields (plus `stage` for a rejected plan)."""
    out = dict(validity_score=0.0, quality_score=0.0, overall_score=0.0)
    try:
        if p is None:
            p, customers = case_params(case_dir)
        else:
            customers = os.path.join(case_dir, "customers.csv")
        depot, position, weight = read_customers(customers)
        with open(plan_path, encoding="utf-8") as f:
            doc = json.load(f)
        if "routes" not in doc or not isinstance(doc["routes"], list):
            out["stage"] = "fatal"
            return out
        routes = []
        for r in doc["routes"]:
            if isinstance(r, dict):
                routes.append([str(c).strip() for c in r.get("customers", [])])
            elif isinstance(r, list):
                routes.append([str(c).strip() for c in r])
            else:
                out["stage"] = "fatal"
                return out
        submitted = [c for r in routes for c in r]
        seen = set(submitted)
        known = set(weight)
        duplicated = {c for c in submitted if submitted.count(c) > 1}
        if seen - known or known - seen or duplicated:
            out["stage"] = "schema"
            return out
        if any(sum(weight.get(c, 0) for c in r) > p["capacity_kg"] for r in routes):
            out["stage"] = "capacity"
            return out
        if len(routes) != p["vehicles"]:
            out["stage"] = "vehicles"
            return out
        out["validity_score"] = 1.0
        routes_pos = [[position[c] for c in r if c in position] for r in routes]
        seconds = [route_seconds(depot, r, p) for r in routes_pos]
        w = p["weights"]
        total = sum(seconds)
        balance = (max(seconds) - min(seconds)) * w["balance"]
        intrusions, crossings = spatial(routes_pos, depot)
        penalty = intrusions * w["intrusion"] + crossings * w["crossing"]
        cost = total * w["time"] + balance + penalty
        quality = p["reference_cost"] / cost if cost > 0 else 0.0
        out.update(quality_score=round(quality, 4), overall_score=round(quality, 4), total_duration_s=round(total),
                   balance_penalty=round(balance), hull_intrusions=intrusions, segment_crossings=crossings,
                   spatial_penalty=round(penalty), n_routes=len(routes), reference_cost=round(p["reference_cost"]),
                   submission_cost=round(cost))
    except Exception as e:  # the server's catch-all: score 0 with the exception
        out["stage"] = "exception"
        out["exception"] = str(e)
    return out


FIELDS = ["validity_score", "quality_score", "overall_score", "total_duration_s", "balance_penalty", "hull_intrusions",
          "segment_crossings", "spatial_penalty", "n_routes", "reference_cost", "submission_cost"]


def fde_grade_reports(case_dir, plans, exe=None):
    """fde-grade's JSON reports for the plans (one process, JSON lines in order)."""
    exe = exe or os.environ.get("FDE_GRADE") or os.path.join(ROOT, "target", "release", "fde-grade")
    res = subprocess.run([exe, "routing", "--case", case_dir, *plans], capture_output=True, text=True)
    if res.returncode not in (0, 3):
        raise RuntimeError("fde-grade failed (%d): %s" % (res.returncode, res.stderr))
    return [json.loads(line) for line in res.stdout.splitlines() if line.strip()]


def disagreements(ours, theirs):
    """Fields where the plain-Python result and an fde-grade report differ (the fields
    the server writes for this plan; a rejected plan: its scores and the failed check)."""
    bad = [(k, ours[k], theirs.get(k)) for k in FIELDS if k in ours and ours[k] != theirs.get(k)]
    if ours.get("stage") != theirs.get("rejected_by") and ours.get("stage") != "exception":
        bad.append(("stage", ours.get("stage"), theirs.get("rejected_by")))
    return bad


def main():
    args = sys.argv[1:]
    check = "--check" in args
    args = [a for a in args if a != "--check"]
    if len(args) < 2:
        sys.exit(__doc__)
    case_dir, plans = args[0], args[1:]
    p, _ = case_params(case_dir)
    results = [evaluate(case_dir, plan, p) for plan in plans]
    for r in results:
        print(json.dumps(r))
    if check:
        failed = False
        for plan, ours, theirs in zip(plans, results, fde_grade_reports(case_dir, plans)):
            bad = disagreements(ours, theirs)
            if bad:
                failed = True
                print("DIFFER %s: %s" % (plan, bad), file=sys.stderr)
        sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
