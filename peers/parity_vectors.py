"""Number parity with CPython: round(x, n), round(x), repr(float) must be identical on
many values (exact ties included); haversine (libm in the core, so native == wasm) is
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
    hav = []
    for _ in range(20000):
        p = [rng.uniform(73, 135), rng.uniform(18, 53)]
        q = [p[0] + rng.uniform(-2, 2), p[1] + rng.uniform(-2, 2)]
        cases.append({"op": "haversine", "p": [hexf(p[0]), hexf(p[1])], "q": [hexf(q[0]), hexf(q[1])]})
        lon1, lat1, lon2, lat2 = map(math.radians, [p[0], p[1], q[0], q[1]])
        a = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
        hav.append(2 * 6371.0 * math.asin(math.sqrt(max(0.0, a))))
    subprocess.run(["cargo", "build", "-q", "-p", "grader", "--example", "numbers"], cwd=ROOT, check=True)
    exe = os.path.join(ROOT, "target", "debug", "examples", "numbers")
    res = subprocess.run([exe], input="\n".join(json.dumps(c) for c in cases) + "\n", capture_output=True, text=True, check=True)
    got = [json.loads(l) for l in res.stdout.splitlines()]
    bad = 0
    for c, w, g in zip(cases, want + [None] * len(hav), got):
        if c["op"] == "haversine":
            continue
        if w != g:
            bad += 1
            if bad < 10:
                print("MISMATCH", c, "python", w, "ours", g)
    diffs = [ulps(unhex(g), h) for g, h in zip(got[len(want):], hav)]
    exact = sum(1 for d in diffs if d == 0)
    print("parity vectors: %d round/round_int/repr values compared with CPython, %d mismatches" % (len(want), bad))
    print("haversine (libm) vs CPython math on %d point pairs: %d identical, max difference %d ulp"
          % (len(diffs), exact, max(diffs)))
    if max(diffs) > 4:
        bad += 1
        print("haversine differs by more than 4 ulp")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
