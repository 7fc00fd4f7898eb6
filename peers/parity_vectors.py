"""Number parity with CPython 3.12 and numpy 1.26.4 (the server's stack): round(x, n),
round(x), repr(float), sum() of floats (compensated since 3.12) and numpy's sum (pairwise)
must be identical on many values (exact ties included); haversine (libm in the core, so native == wasm) is
compared with Python's math and the largest difference is reported in ULPs.

    python peers/parity_vectors.py
"""
import json
import math
import os
import random
import struct
import subprocess
import sys
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def hexf(x):
    return "%016x" % struct.unpack("<Q", struct.pack("<d", x))[0]


def unhex(h):
    return struct.unpack("<d", struct.pack("<Q", int(h, 16)))[0]


def ulps(a, b):
    ia = struct.unpack("<q", struct.pack("<d", a))[0]
    ib = struct.unpack("<q", struct.pack("<d", b))[0]
    return abs(ia - ib)


def main():
    rng = random.Random(7)
    cases, want = [], []
    for _ in range(40000):
        kind = rng.random()
        if kind < 0.3:  # exact binary ties at 2-6 decimals
            n = rng.randint(0, 6)
            x = rng.randint(-10**7, 10**7) / 2 ** rng.randint(1, 12)
        elif kind < 0.6:  # decimal-looking values, the classic 2.675 trap
            n = rng.randint(0, 6)
            x = float("%d.%0*d5" % (rng.randint(-999, 999), n, rng.randint(0, 10**n - 1))) if n else rng.randint(-999, 999) + 0.5
        else:
            n = rng.randint(0, 8)
            x = rng.uniform(-1e6, 1e6) * 10 ** rng.randint(-8, 3)
        cases.append({"op": "round", "x": hexf(x), "n": n})
        want.append(hexf(round(x, n)))
        cases.append({"op": "round_int", "x": hexf(x)})
        want.append(round(x))
        cases.append({"op": "repr", "x": hexf(x)})
        want.append(repr(x))
    # repr: exact ties between two shortest candidates (2^48..2^53 with quarter fractions).
    for _ in range(20000):
        x = rng.randint(2 ** 48, 2 ** 53) / 4 if rng.random() < 0.7 else rng.uniform(2 ** 48, 2 ** 53)
        cases.append({"op": "repr", "x": hexf(x)})
        want.append(repr(x))
    for x in (1e15 + 0.25, 1e15 + 0.75, 2.0 ** 52 + 0.5, 5e-324, 1.7976931348623157e308, 9007199254740993.0):
        cases.append({"op": "repr", "x": hexf(x)})
        want.append(repr(x))
    # round(x, n) for every n up to past CPython's 323, tiny and huge x.
    for _ in range(6000):
        x = rng.uniform(-10, 10) * 10.0 ** rng.randint(-320, 300)
        n = rng.randint(0, 340)
        cases.append({"op": "round", "x": hexf(x), "n": n})
        want.append(hexf(round(x, n)))
    # sums: CPython 3.12's compensated sum() and numpy's pairwise sum, on weights that add
    # up to a capacity, cancelling magnitudes, long arrays (numpy's 128-blocks), inf/nan.
    import numpy as np
    np.seterr(all="ignore")
    for _ in range(6000):
        k = rng.random()
        n = rng.choice([0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 127, 128, 129, 255, 256, 257, 1000, 2730, 2731, 4099])
        if k < 0.3:
            xs = [rng.randint(1, 150000) / 100 for _ in range(n)]
        elif k < 0.6:
            xs = [rng.uniform(-1, 1) * 10.0 ** rng.randint(-20, 20) for _ in range(n)]
        elif k < 0.9:
            xs = []
            for _ in range(n):
                big = rng.uniform(1e15, 1e17) * rng.choice([-1, 1])
                xs += [big, rng.uniform(-1, 1), -big]
        else:
            xs = [rng.choice([1e308, -1e308, float("inf"), 1.0, 0.1, -0.0]) for _ in range(n)]
            if n and rng.random() < 0.3:
                xs[rng.randrange(n)] = float("nan")
        hx = [hexf(x) for x in xs]
        cases.append({"op": "py_sum", "xs": hx})
        want.append(hexf(sum(xs)))
        cases.append({"op": "np_sum", "xs": hx})
        want.append(hexf(float(np.array(xs, dtype=np.float64).sum())))
    hav = []
    for _ in range(20000):
        p = [rng.uniform(73, 135), rng.uniform(18, 53)]
        q = [p[0] + rng.uniform(-2, 2), p[1] + rng.uniform(-2, 2)]
        cases.append({"op": "haversine", "p": [hexf(p[0]), hexf(p[1])], "q": [hexf(q[0]), hexf(q[1])]})
        lon1, lat1, lon2, lat2 = map(math.radians, [p[0], p[1], q[0], q[1]])
        a = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
        hav.append(2 * 6371.0 * math.asin(math.sqrt(max(0.0, a))))
    exe = native.example("numbers")
    res = subprocess.run([exe], input="\n".join(json.dumps(c) for c in cases) + "\n", capture_output=True, text=True, check=True)
    got = [json.loads(l) for l in res.stdout.splitlines()]
    bad = 0
    for c, w, g in zip(cases, want + [None] * len(hav), got):
        if c["op"] == "haversine":
            continue
        if c["op"] in ("py_sum", "np_sum") and math.isnan(unhex(w)) and math.isnan(unhex(g)):
            continue  # the sign of a NaN reaches no report (JSON writes null)
        if w != g:
            bad += 1
            if bad < 10:
                print("MISMATCH", json.dumps(c)[:300], "python", w, "ours", g)
    diffs = [ulps(unhex(g), h) for g, h in zip(got[len(want):], hav)]
    exact = sum(1 for d in diffs if d == 0)
    print("parity vectors: %d round/round_int/repr/sum values compared with CPython 3.12 and numpy, %d mismatches" % (len(want), bad))
    print("haversine (libm) vs CPython math on %d point pairs: %d identical, max difference %d ulp"
          % (len(diffs), exact, max(diffs)))
    if max(diffs) > 4:
        bad += 1
        print("haversine differs by more than 4 ulp")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
