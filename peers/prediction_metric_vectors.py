#!/usr/bin/env python3
"""Parity vectors for two metrics of the prediction kind whose last bits the reports'
rounding hides: numpy 1.26.4's `np.percentile(np.abs(p - t), q)` (linear) and pandas
2.3.2's `pd.Series(np.abs(p - t)).groupby(labels).mean()` (Kahan-compensated per
group), as FDE-Bench 004 and 028 use them (prediction_peer.py's `abs_err_percentile`,
`group_mae`, `group_gap_mae`). Seeded random vectors, adversarial ones included
(ties, a huge value among small ones, long runs of tiny values after a large one,
infinities, NaN, empty groups, NaN labels); every float written as the hex of its bits.

  prediction_metric_vectors.py OUT.json        write the vectors
  prediction_metric_vectors.py --check FILE    fail unless FILE is what this stack writes

The Rust side: crates/kinds/prediction/src/measure.rs's tests read the committed file
(crates/kinds/prediction/tests/fixtures/prediction_metric_vectors.json) and must match every bit.
"""

import argparse
import json
import random
import struct
import sys
import warnings

import numpy as np
import pandas as pd

warnings.simplefilter("ignore")


def bits(x):
    return "%016x" % struct.unpack("<Q", struct.pack("<d", float(x)))[0]


def values(rng, n):
    """Truth and predictions of one vector, in one of several shapes."""
    shape = rng.choice(["uniform", "ints", "ties", "spike", "tiny_tail", "scaled", "special"])
    t = [rng.choice([0.0, 1.0, 2.0, 5.0]) if shape == "ints" else rng.uniform(0, 1200) for _ in range(n)]
    if shape == "ties":
        p = [x + rng.choice([0.5, 1.5, 0.5]) for x in t]
    elif shape == "spike":
        p = [x + rng.uniform(-1, 1) for x in t]
        if n:
            p[rng.randrange(n)] = 1e16
    elif shape == "tiny_tail":
        t = [0.0] * n
        p = [1.0] + [rng.choice([1e-16, 3e-17, 1.1e-16]) for _ in range(n - 1)] if n else []
    elif shape == "scaled":
        s = rng.choice([1e-12, 1e-6, 1e3, 1e12])
        t = [x * s for x in t]
        p = [x + rng.gauss(0, 50 * s) for x in t]
    elif shape == "special":
        p = [x + rng.gauss(0, 30) for x in t]
        for _ in range(rng.choice([1, 2])):
            if n:
                p[rng.randrange(n)] = rng.choice([float("inf"), float("nan"), -float("inf")])
    else:
        p = [x + rng.gauss(0, rng.choice([0.1, 10, 300])) for x in t]
    return t, p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out", nargs="?")
    ap.add_argument("--check")
    ap.add_argument("--seed", type=int, default=15)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = []
    for i in range(160):
        n = rng.choice([0, 1, 2, 3, 5, 8, 13, 20, 41, 64]) if i % 40 else 300
        t, p = values(rng, n)
        err = np.abs(np.array(p, dtype=np.float64) - np.array(t, dtype=np.float64))
        if i % 2 == 0:
            q = rng.choice([95, 99, 50, 0, 100, 25, 97.5, rng.uniform(0, 100)])
            try:
                want = bits(np.percentile(err, q))
            except IndexError:
                want = "IndexError"
            out.append({"kind": "percentile", "t": [bits(x) for x in t], "p": [bits(x) for x in p], "q": q, "expected": want})
        else:
            names = rng.choice([["上行", "下行"], ["a", "b", "c"], ["a"]])
            labels = [rng.choice(names) if rng.random() > 0.05 else None for _ in range(n)]
            by = pd.Series(err).groupby(np.array(labels, dtype=object)).mean().to_dict()
            first, second = rng.choice([names[:2] if len(names) > 1 else names + ["zz"], ["zz", names[0]]])
            mae = float(by.get(first, 0.0))
            gap = float(abs(by.get(first, 0.0) - by.get(second, 0.0)))
            out.append({"kind": "group", "t": [bits(x) for x in t], "p": [bits(x) for x in p], "labels": labels,
                        "value": first, "values": [first, second], "group_mae": bits(mae), "group_gap_mae": bits(gap)})
    # Short vectors at random quantiles: numpy interpolates from the upper neighbour when
    # the fraction is >= 0.5, which changes the last bit in a few percent of cases.
    for _ in range(400):
        t = [rng.uniform(0, 1200) for _ in range(rng.choice([2, 3, 4]))]
        p = [x + rng.uniform(-400, 400) for x in t]
        q = rng.uniform(0, 100)
        want = bits(np.percentile(np.abs(np.array(p) - np.array(t)), q))
        out.append({"kind": "percentile", "t": [bits(x) for x in t], "p": [bits(x) for x in p], "q": q, "expected": want})
    text = json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n"
    if a.check:
        with open(a.check, encoding="utf-8") as f:
            if f.read() != text:
                print(f"FAIL: {a.check} is not what numpy {np.__version__} / pandas {pd.__version__} give (regenerate it)")
                sys.exit(1)
        print(f"{a.check}: {len(out)} vectors as numpy {np.__version__} / pandas {pd.__version__} compute them")
        return
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{len(out)} vectors written to {a.out}")


if __name__ == "__main__":
    main()
