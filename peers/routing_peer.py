"""Routing peer test: fde-grade against the plain-Python spec grader (field by field,
on many random and degenerate plans) and against Shapely (crossings, pair by pair).

    python peers/routing_peer.py [--cases N] [--seed S]
Exits non-zero on any mismatch, printing the case directory kept for inspection.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

from shapely.geometry import LineString

sys.path.insert(0, os.path.dirname(__file__))
import spec_routing  # noqa: E402
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIELDS = ["validity_score", "quality_score", "overall_score", "total_duration_s", "balance_penalty",
          "hull_intrusions", "segment_crossings", "spatial_penalty", "reference_cost", "submission_cost"]


def make_points(rng, kind, n):
    if kind == "raw":  # unrounded doubles: 17-digit reprs, read by pandas' own converter
        return [(rng.uniform(116.0, 116.6), rng.uniform(39.7, 40.2)) for _ in range(n)]
    if kind == "uniform":
        return [(round(rng.uniform(116.0, 116.6), 6), round(rng.uniform(39.7, 40.2), 6)) for _ in range(n)]
    if kind == "lattice":  # collinear rows/columns/diagonals and shared coordinates
        step = rng.choice([0.01, 0.1, 0.05, 0.003])
        k = rng.randint(3, 8)
        return [(round(116.0 + rng.randint(0, k) * step, 6), round(39.9 + rng.randint(0, k) * step, 6)) for _ in range(n)]
    if kind == "line":  # everything on one slanted line
        return [(round(116.0 + t * 0.01, 6), round(39.9 + t * 0.007, 6)) for t in (rng.randint(0, 30) for _ in range(n))]
    # clusters with exact duplicates
    centres = [(rng.uniform(116.0, 116.5), rng.uniform(39.8, 40.1)) for _ in range(3)]
    pts = []
    for _ in range(n):
        c = rng.choice(centres)
        pts.append((round(c[0] + rng.choice([0, 0, 0.001, -0.002]), 6), round(c[1] + rng.choice([0, 0.001, 0.003]), 6)))
    return pts


def write_case(d, rng, kind):
    n = rng.randint(3, 60)
    pts = make_points(rng, kind, n + 1)
    depot = pts[0] if rng.random() < 0.5 else (115.9, 40.3)
    codes = [("S%d" % i) if rng.random() < 0.8 else str(900001000000 + i) for i in range(n)]
    # 2-decimal weights half the time: their sums are where CPython 3.12's compensated
    # sum() and a plain running sum part (tight capacities below).
    places = rng.choice([1, 2])
    weights = [round(rng.uniform(1, 300), places) for _ in range(n)]
    if kind == "raw":  # computed weights as Python writes them: 17-digit reprs
        weights = [w * 1.1 for w in weights]
    with open(os.path.join(d, "customers.csv"), "w", encoding="utf-8") as f:
        f.write("网点编码,总重量,门店经度,门店纬度\n")
        f.write("0,,%r,%r\n" % depot)
        for c, w, p in zip(codes, weights, pts[1:]):
            f.write("%s,%r,%r,%r\n" % (c, w, p[0], p[1]))
    vehicles = rng.randint(2, 8)
    params = dict(trunk_speed_kmh=70.0, local_speed_kmh=35.0, stop_seconds=120.0,
                  capacity_kg=rng.choice([100000.0, 1500.0]), vehicles=vehicles,
                  weights=dict(time=1.0, balance=90.0, intrusion=600.0, crossing=1800.0),
                  reference_cost=round(rng.uniform(1000, 90000), 3))
    manifest = dict(id="peer", kind="routing", title="peer", parameters=params,
                    reference=dict(value=params["reference_cost"], how="random"), files=dict(customers="customers.csv"))
    with open(os.path.join(d, "case.json"), "w") as f:
        json.dump(manifest, f)
    return codes, params


def plans(rng, codes, vehicles):
    """Valid and deliberately broken plans."""
    out = []
    for k in range(6):
        cs = codes[:]
        rng.shuffle(cs)
        nr = vehicles
        routes = [[] for _ in range(nr)]
        for c in cs:
            routes[rng.randrange(nr)].append(c)
        if rng.random() < 0.3 and nr > 1:  # leave an empty route
            routes[-1] = []
            for c in cs:
                if not any(c in r for r in routes):
                    routes[0].append(c)
        doc = {"routes": routes}
        if k == 1:
            doc = {"routes": [{"customers": [int(c) if c.isdigit() else c for c in r]} for r in routes]}
        elif k == 2:
            mut = rng.choice(["unknown", "depot", "missing", "dup", "count", "fatal"])
            if mut == "unknown":
                routes[0].append("NOPE")
            elif mut == "depot":
                routes[0] = ["0"] + routes[0] + ["0"]
            elif mut == "missing" and any(routes):
                r = next(r for r in routes if r)
                r.pop()
            elif mut == "dup" and any(routes):
                r = next(r for r in routes if r)
                r.append(r[0])
            elif mut == "count":
                routes.append([])
            elif mut == "fatal":
                routes.append("S1")
            doc = {"routes": routes}
        out.append(doc)
    return out


def shapely_pairs(report, depot, stores):
    routes = [r["stops"] for r in report["routes"]]
    segs = []
    for r in routes:
        path = [depot] + [stores[c][1:] for c in r] + [depot]
        segs.append([LineString([path[k], path[k + 1]]) for k in range(len(path) - 1)])
    pairs = set()
    for i in range(len(segs)):
        for j in range(i + 1, len(segs)):
            for ka, a in enumerate(segs[i]):
                for kb, b in enumerate(segs[j]):
                    if a.length > 0 and b.length > 0 and a.crosses(b):
                        pairs.add((i, ka, j, kb))
    return pairs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=160)
    ap.add_argument("--seed", type=int, default=20261129)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    exe = native.cli()
    base = tempfile.mkdtemp(prefix="routing-peer-")
    kinds = ["uniform", "lattice", "line", "clusters", "raw"]
    checked = shapely_checked = degenerate_diff = 0
    failures = []
    for ci in range(args.cases):
        kind = kinds[ci % len(kinds)]
        d = os.path.join(base, "case%03d-%s" % (ci, kind))
        sub = os.path.join(d, "subs")
        os.makedirs(sub)
        codes, params = write_case(d, rng, kind)
        docs = plans(rng, codes, params["vehicles"])
        if ci % 3 == 0:
            # A capacity exactly the heaviest load of the first plan, as the server sums it
            # (sum(), compensated in CPython 3.12): that plan is within capacity, and a
            # grader that sums left to right often finds it 1 ulp over.
            _, stores0 = spec_routing.load_customers(os.path.join(d, "customers.csv"))
            loads = [sum(stores0[c][0] for c in r) for r in docs[0]["routes"]]
            params["capacity_kg"] = max(loads)
            with open(os.path.join(d, "case.json")) as f:
                m = json.load(f)
            m["parameters"]["capacity_kg"] = params["capacity_kg"]
            with open(os.path.join(d, "case.json"), "w") as f:
                json.dump(m, f)
        for k, doc in enumerate(docs):
            with open(os.path.join(sub, "p%d.json" % k), "w") as f:
                json.dump(doc, f)
        res = subprocess.run([exe, "routing", "--case", d, sub], capture_output=True, text=True)
        if res.returncode != 0:
            failures.append((d, "exit %d: %s" % (res.returncode, res.stderr)))
            continue
        reports = [json.loads(l) for l in res.stdout.splitlines()]
        depot, stores = spec_routing.load_customers(os.path.join(d, "customers.csv"))
        for k, (doc, rep) in enumerate(zip(docs, reports)):
            want = spec_routing.grade(depot, stores, doc, params)
            checked += 1
            stage = rep["rejected_by"]
            if stage != want["stage"]:
                failures.append((d, "p%d stage: ours %s, spec %s" % (k, stage, want["stage"])))
                continue
            if want["stage"] in (None, "capacity", "vehicles"):
                # Loads involve no trigonometry: bit for bit the server's sum() of the
                # weights as pandas read them.
                for ri, r in enumerate(rep["routes"]):
                    load = sum(stores[c][0] for c in r["stops"])
                    if r["load_kg"] != load:
                        failures.append((d, "p%d route %d load: ours %r, server %r" % (k, ri, r["load_kg"], load)))
            if want["stage"] is None:
                for fld in FIELDS:
                    if rep[fld] != want[fld]:
                        failures.append((d, "p%d %s: ours %r, spec %r" % (k, fld, rep[fld], want[fld])))
                ec = rep["exact"]["cost"]
                if abs(ec - want["exact_cost"]) > 1e-9 * max(1.0, abs(ec)):
                    failures.append((d, "p%d exact cost: ours %r, spec %r" % (k, ec, want["exact_cost"])))
                ours = {(c["a"]["route"], c["a"]["segment"], c["b"]["route"], c["b"]["segment"]) for c in rep["crossings"]}
                theirs = shapely_pairs(rep, (depot[1], depot[2]), stores)
                if kind not in ("uniform", "raw"):
                    # Degenerate data: the server's float predicate and Shapely's exact one may
                    # legitimately disagree (a segment through a store "crosses" by rounding).
                    degenerate_diff += len(ours ^ theirs)
                else:
                    shapely_checked += 1
                    if ours != theirs:
                        failures.append((d, "p%d crossings differ from Shapely: only ours %s, only shapely %s"
                                         % (k, sorted(ours - theirs)[:5], sorted(theirs - ours)[:5])))
    for d, msg in failures[:30]:
        print("MISMATCH", d, msg)
    print("routing peer: %d gradings compared with the spec grader, %d crossing sets with Shapely, %d mismatches"
          % (checked, shapely_checked, len(failures)))
    print("  (on degenerate data, %d segment pairs where the float rule and Shapely's exact predicate differ; "
          "we follow the float rule, as the server does)" % degenerate_diff)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
