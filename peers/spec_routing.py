"""A plain-Python routing grader written straight from the spec (grading-rules.md §1),
the way the benchmark's own server does it: quadratic loops, math module trigonometry,
Python's round(). Used as a peer in tests and as the speed baseline in benchmarks.

    python spec_routing.py customers.csv routes.json [params.json]
prints the server's fields as JSON.
"""
import json
import math
import os
import sys
import traceback
from collections import Counter

DEFAULTS = dict(trunk_speed_kmh=70.0, local_speed_kmh=35.0, stop_seconds=120.0, capacity_kg=7125.0,
                vehicles=12, weights=dict(time=1.0, balance=90.0, intrusion=600.0, crossing=1800.0),
                reference_cost=281497.45836338366)


def load_customers(path):
    """customers.csv as the server reads it (spec §5): pandas' read_csv (its own float
    converter, its dtypes), the depot is the first row whose weight is missing, codes are
    `astype(str).str.strip()` of the column as typed, weights Python floats; a code seen
    twice keeps its last row (a dict)."""
    import pandas as pd

    df = pd.read_csv(path, encoding="utf-8")
    missing = df["总重量"].isna()
    if not missing.any():
        return None, {}
    d = df[missing].iloc[0]
    depot = (str(d["网点编码"]).strip(), d["门店经度"], d["门店纬度"])
    rows = df[~missing].copy()
    rows["_code"] = rows["网点编码"].astype(str).str.strip()
    stores = {}
    for _, r in rows.iterrows():
        stores[r["_code"]] = (float(r["总重量"]), r["门店经度"], r["门店纬度"])
    # Positions are looked up by code, and the depot's code maps to the depot's position.
    if depot[0] in stores:
        stores[depot[0]] = (stores[depot[0]][0], depot[1], depot[2])
    return depot, stores


def haversine(lon1, lat1, lon2, lat2):
    lon1, lat1, lon2, lat2 = map(math.radians, [lon1, lat1, lon2, lat2])
    dlat = lat2 - lat1
    dlon = lon2 - lon1
    a = math.sin(dlat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(dlon / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(max(0.0, a)))


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def hull(points):
    pts = sorted(points)
    if len(pts) <= 2:
        return pts
    lower = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def inside(h, p):
    n = len(h)
    for i in range(n):
        if cross(h[i], h[(i + 1) % n], p) < 0:
            return False
    return True


def proper(a, b, c, d):
    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    return ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and ((d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0))


def grade(depot, stores, doc, p):
    out = dict(validity_score=0.0, quality_score=0.0, overall_score=0.0, stage=None)
    # Python's own errors on odd shapes are the server's exceptions (its try/except):
    # `"routes" in doc` on a number, indexing a list or str by "routes", iterating a
    # `customers` that is a number or None.
    try:
        if "routes" not in doc or not isinstance(doc["routes"], list):
            out["stage"] = "fatal"
            return out
        routes = []
        for item in doc["routes"]:
            if isinstance(item, list):
                routes.append([str(c).strip() for c in item])
            elif isinstance(item, dict):
                routes.append([str(c).strip() for c in item.get("customers", [])])
            else:
                out["stage"] = "fatal"
                return out
    except TypeError:
        out["stage"] = "exception"
        return out
    out["n_routes"] = len(routes)
    allc = [c for r in routes for c in r]
    unknown = set(allc) - set(stores)
    missing = set(stores) - set(allc)
    dups = [c for c, n in Counter(allc).items() if n > 1]
    if unknown or missing or dups:
        out["stage"] = "schema"
        return out
    if any(sum(stores[c][0] for c in r) > p["capacity_kg"] for r in routes):
        out["stage"] = "capacity"
        return out
    if len(routes) != p["vehicles"]:
        out["stage"] = "vehicles"
        return out
    dpt = (depot[1], depot[2])
    times = []
    for r in routes:
        if not r:
            times.append(0.0)
            continue
        pts = [(stores[c][1], stores[c][2]) for c in r]
        t = haversine(dpt[0], dpt[1], pts[0][0], pts[0][1]) / p["trunk_speed_kmh"] * 3600
        for i in range(1, len(pts)):
            t += haversine(pts[i - 1][0], pts[i - 1][1], pts[i][0], pts[i][1]) / p["local_speed_kmh"] * 3600
        t += haversine(pts[-1][0], pts[-1][1], dpt[0], dpt[1]) / p["trunk_speed_kmh"] * 3600
        t = t + p["stop_seconds"] * len(r)
        times.append(t)
    intr = 0
    for i, r in enumerate(routes):
        if len(r) < 3:
            continue
        h = hull([(stores[c][1], stores[c][2]) for c in r])
        if len(h) < 3:
            continue
        for j, s in enumerate(routes):
            if i == j:
                continue
            for c in s:
                if inside(h, (stores[c][1], stores[c][2])):
                    intr += 1
    segs = []
    for i, r in enumerate(routes):
        path = [dpt] + [(stores[c][1], stores[c][2]) for c in r] + [dpt]
        segs.append([(path[k], path[k + 1]) for k in range(len(path) - 1)])
    cr = 0
    for i in range(len(segs)):
        for j in range(i + 1, len(segs)):
            for a, b in segs[i]:
                for c, d in segs[j]:
                    if proper(a, b, c, d):
                        cr += 1
    w = p["weights"]
    total = sum(times)
    bal = (max(times) - min(times)) * w["balance"]
    cost = total * w["time"] + bal + intr * w["intrusion"] + cr * w["crossing"]
    score = p["reference_cost"] / cost if cost > 0 else 0.0
    out.update(validity_score=1.0, quality_score=round(score, 4), overall_score=round(score, 4),
               total_duration_s=round(total), balance_penalty=round(bal), hull_intrusions=intr,
               segment_crossings=cr, spatial_penalty=round(intr * w["intrusion"] + cr * w["crossing"]),
               reference_cost=round(p["reference_cost"]), submission_cost=round(cost),
               exact_cost=cost, exact_total=total)
    return out


# What `error_info.traceback` holds in fde-grade's `--format server` (the server's own
# traceback names its files and lines); comparisons put it in place of the real one.
TRACEBACK = "(not reproduced: the server's traceback names its own files and lines)"


def server_output(depot, stores, path, p, name=None):
    """What FDE-Bench 002's evaluator returns (its main() prints it with
    json.dumps(..., ensure_ascii=False, indent=2)) for the routes file at `path`, with
    the case's parameters `p`: its steps in its order, Python's own json.load on the file
    opened as UTF-8, its messages, its try/except (the real traceback). `name`: the path
    its "File not found" names (default `path`)."""
    metrics = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    try:
        if not os.path.exists(path):
            metrics["error_info"] = {"fatal": [f"File not found: {path if name is None else name}"]}
            return metrics
        with open(path, "r", encoding="utf-8") as f:
            submission = json.load(f)
        if "routes" not in submission or not isinstance(submission["routes"], list):
            metrics["error_info"] = {"fatal": ["Missing or invalid 'routes' key in JSON"]}
            return metrics
        route_customers = []
        for i, r in enumerate(submission["routes"]):
            if isinstance(r, dict):
                custs = [str(c).strip() for c in r.get("customers", [])]
            elif isinstance(r, list):
                custs = [str(c).strip() for c in r]
            else:
                metrics["error_info"] = {"fatal": [f"Route {i} has unexpected type {type(r)}"]}
                return metrics
            route_customers.append(custs)
        submitted = [c for custs in route_customers for c in custs]
        unknown = set(submitted) - set(stores)
        missing = set(stores) - set(submitted)
        duplicates = [c for c, n in Counter(submitted).items() if n > 1]
        schema = []
        if unknown:
            schema.append(f"{len(unknown)} unknown customer IDs")
        if missing:
            schema.append(f"{len(missing)} customers not covered")
        if duplicates:
            schema.append(f"{len(duplicates)} duplicate customer IDs")
        if schema:
            metrics["error_info"] = {"schema": schema}
            return metrics
        capacity = float(p["capacity_kg"])
        value = []
        for i, custs in enumerate(route_customers):
            load = sum(stores[c][0] if c in stores else 0 for c in custs)
            if load > capacity:
                value.append(f"Route {i}: load {load:.1f} > capacity {capacity}")
        if value:
            metrics["error_info"] = {"value": value}
            return metrics
        if len(route_customers) != p["vehicles"]:
            metrics["error_info"] = {"value": [f"Must use exactly {p['vehicles']} vehicles, got {len(route_customers)}"]}
            return metrics
        metrics["validity_score"] = 1.0
        g = grade(depot, stores, {"routes": route_customers}, p)
        metrics["quality_score"] = g["quality_score"]
        metrics["overall_score"] = g["overall_score"]
        for k in ("total_duration_s", "balance_penalty", "hull_intrusions", "segment_crossings", "spatial_penalty",
                  "n_routes", "reference_cost", "submission_cost"):
            metrics[k] = g[k]
    except Exception as e:
        metrics["error_info"] = {"exception": str(e), "traceback": traceback.format_exc()}
    return metrics


def main():
    p = dict(DEFAULTS)
    if len(sys.argv) > 3:
        with open(sys.argv[3]) as f:
            p.update(json.load(f))
    depot, stores = load_customers(sys.argv[1])
    try:
        with open(sys.argv[2], encoding="utf-8") as f:
            doc = json.load(f)
    except Exception:
        doc = None
    print(json.dumps(grade(depot, stores, doc, p)))


if __name__ == "__main__":
    main()
