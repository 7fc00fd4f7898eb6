#!/usr/bin/env python3
"""Peer check of the scorecard metrics against scikit-learn (spec section 2).

Generates many random score sets, heavy on ties (rounded scores, a few distinct values,
all tied, tiny sets, imbalanced, inverted, one class), runs them through our Rust
`auc` / `ks` (the test-only example `scorecard_metrics`), and compares with

* `sklearn.metrics.roc_auc_score(y, s)`                       to 1e-12,
* `roc_curve(y, s, drop_intermediate=False)`: our KS equals `max |tpr - fpr|` to 1e-12
  always, and sklearn's signed `max(tpr - fpr)` whenever the signed maximum is the
  larger side; our ROC has as many points and our KS point is sklearn's argmax,
* the spec's formulas written out in plain Python (average ranks, band ends):
  bit-for-bit equality.

Exit status 0 when everything agrees; otherwise prints each failing case and exits 1.

Run: python3 peers/scorecard_peer.py [--cases N] [--seed S]   (reruns itself under
the peers virtualenv from scripts/peers-venv when numpy / scikit-learn are missing)
"""

import argparse
import json
import math
import os
import subprocess
import sys
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

try:
    import numpy as np
    from sklearn.metrics import roc_auc_score, roc_curve
except ImportError:
    # Plain `python3 peers/scorecard_peer.py`: rerun under the peers virtualenv.
    if os.environ.get("SCORECARD_PEER_REEXEC"):
        raise
    venv_python = subprocess.run([os.path.join(ROOT, "scripts", "peers-venv")], check=True,
                                 stdout=subprocess.PIPE, text=True).stdout.strip()
    os.environ["SCORECARD_PEER_REEXEC"] = "1"
    os.execv(venv_python, [venv_python, os.path.abspath(__file__)] + sys.argv[1:])
TOL = 1e-12


def build_example():
    """The example's executable, built as the native tests build it (peers/native.py)."""
    return native.example("scorecard_metrics")


def run_ours(exe, cases):
    lines = "".join(json.dumps({"scores": s, "labels": y}) + "\n" for s, y, _ in cases)
    out = subprocess.run([exe], input=lines, check=True, stdout=subprocess.PIPE, text=True).stdout
    results = [json.loads(l) for l in out.splitlines() if l.strip()]
    if len(results) != len(cases):
        sys.exit(f"scorecard_peer: sent {len(cases)} cases, got {len(results)} answers")
    return results


# ---- the spec's formulas in plain Python floats (what a Python server computes) ----

def spec_auc(s, y):
    n = len(s)
    p = sum(y)
    q = n - p
    if p == 0 or q == 0:
        return 0.0
    order = sorted(range(n), key=lambda i: s[i])          # stable ascending
    ranks = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and s[order[j + 1]] == s[order[i]]:
            j += 1
        for k in order[i:j + 1]:
            ranks[k] = (i + j) / 2 + 1
        i = j + 1
    total = 0.0
    for r, lab in zip(ranks, y):                           # left to right
        if lab:
            total += r
    return (total - p * (p + 1) / 2) / (p * q)


def spec_ks(s, y, band_aware=True):
    n = len(s)
    p = sum(y)
    q = n - p
    if p == 0 or q == 0:
        return 0.0
    order = sorted(range(n), key=lambda i: -s[i])          # stable descending
    tp = fp = 0
    best = 0.0
    for k, i in enumerate(order):
        if y[i]:
            tp += 1
        else:
            fp += 1
        if band_aware and k + 1 < n and s[order[k + 1]] == s[i]:
            continue
        best = max(best, abs(tp / p - fp / q))
    return best


# ---- random cases, heavy on ties ----

def generate(rng, count):
    cases = []

    def add(scores, labels, family):
        scores = [float(x) for x in scores]
        labels = [int(v) for v in labels]
        cases.append((scores, labels, family))

    def informative(n, strength, rate):
        y = (rng.random(n) < rate).astype(int)
        s = 1 / (1 + np.exp(-(strength * (2 * y - 1) + rng.normal(size=n))))
        return s, y

    # Tiny sets: every label pattern of length 1..4 over a couple of score patterns.
    for n in range(1, 5):
        for mask in range(2 ** n):
            y = [(mask >> b) & 1 for b in range(n)]
            add(rng.choice([0.2, 0.5, 0.8], size=n), y, "tiny")
            add([0.5] * n, y, "tiny-all-tied")
    families = ["uniform", "rounded1", "rounded2", "few-values", "all-tied", "imbalanced",
                "inverted", "points", "signed-zero", "one-class", "mixed-bands", "large"]
    k = 0
    while len(cases) < count:
        fam = families[k % len(families)]
        k += 1
        n = int(rng.integers(2, 300))
        if fam == "uniform":
            y = rng.integers(0, 2, size=n)
            add(rng.random(n), y, fam)
        elif fam == "rounded1":
            s, y = informative(n, rng.uniform(0, 2), rng.uniform(0.1, 0.9))
            add(np.round(s, 1), y, fam)
        elif fam == "rounded2":
            s, y = informative(n, rng.uniform(0, 2), rng.uniform(0.1, 0.9))
            add(np.round(s, 2), y, fam)
        elif fam == "few-values":
            vals = rng.random(int(rng.integers(1, 5)))
            y = rng.integers(0, 2, size=n)
            add(rng.choice(vals, size=n), y, fam)
        elif fam == "all-tied":
            y = rng.integers(0, 2, size=n)
            add([rng.random()] * n, y, fam)
        elif fam == "imbalanced":
            n = int(rng.integers(50, 500))
            y = np.zeros(n, dtype=int)
            y[rng.choice(n, size=int(rng.integers(1, 4)), replace=False)] = 1
            if rng.random() < 0.5:
                y = 1 - y
            add(np.round(rng.random(n), int(rng.integers(1, 3))), y, fam)
        elif fam == "inverted":
            s, y = informative(n, rng.uniform(0.5, 3), rng.uniform(0.2, 0.8))
            add(np.round(1 - s, int(rng.integers(1, 4))), y, fam)
        elif fam == "points":
            s, y = informative(n, rng.uniform(0, 2), 0.3)
            add(np.round(300 + 550 * (1 - s)), y, fam)
        elif fam == "signed-zero":
            y = rng.integers(0, 2, size=n)
            s = rng.choice([0.0, -0.0, 0.25, 1.0], size=n)
            add(s, y, fam)
        elif fam == "one-class":
            add(np.round(rng.random(n), 1), [int(rng.random() < 0.5)] * n, fam)
        elif fam == "mixed-bands":
            s, y = informative(n, rng.uniform(0, 2), rng.uniform(0.1, 0.9))
            s = np.where(rng.random(n) < 0.5, np.round(s, 1), s)
            add(s, y, fam)
        elif fam == "large":
            s, y = informative(int(rng.integers(1000, 3000)), rng.uniform(0, 2), 0.28)
            add(np.round(s, 3), y, fam)
    return cases


def check(case, ours):
    s, y, family = case
    problems = []
    p = sum(y)
    q = len(y) - p
    exp_auc = spec_auc(s, y)
    exp_ks = spec_ks(s, y)
    if ours["auc"] != exp_auc:
        problems.append(f"auc {ours['auc']!r} != spec formula in Python {exp_auc!r} (bitwise)")
    if ours["ks"] != exp_ks:
        problems.append(f"ks {ours['ks']!r} != spec formula in Python {exp_ks!r} (bitwise)")
    stats = {"signed_differs": False, "row_split_differs": spec_ks(s, y, band_aware=False) != exp_ks}
    if p == 0 or q == 0:
        if ours["auc"] != 0.0 or ours["ks"] != 0.0:
            problems.append("one class: AUC and KS must be 0")
        if ours["n_points"] != 0 or ours["ks_index"] is not None:
            problems.append("one class: ROC must be empty")
        return problems, stats
    sk_auc = roc_auc_score(y, s)
    fpr, tpr, _ = roc_curve(y, s, drop_intermediate=False)
    diff = tpr - fpr
    sk_abs = float(np.max(np.abs(diff)))
    sk_signed = float(np.max(diff))
    if abs(ours["auc"] - sk_auc) > TOL:
        problems.append(f"auc {ours['auc']!r} vs sklearn roc_auc_score {sk_auc!r}")
    if abs(ours["ks"] - sk_abs) > TOL:
        problems.append(f"ks {ours['ks']!r} vs sklearn max|tpr-fpr| {sk_abs!r}")
    if sk_signed >= float(np.max(-diff)):
        if abs(ours["ks"] - sk_signed) > TOL:
            problems.append(f"ks {ours['ks']!r} vs sklearn max(tpr-fpr) {sk_signed!r}")
    else:
        stats["signed_differs"] = True
    if ours["n_points"] != len(fpr):
        problems.append(f"{ours['n_points']} ROC points vs sklearn's {len(fpr)}")
    want_index = 1 + int(np.argmax(np.abs(diff[1:])))
    if ours["ks_index"] != want_index:
        problems.append(f"KS reached at ROC point {ours['ks_index']} vs sklearn argmax {want_index}")
    return problems, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", type=int, default=400)
    ap.add_argument("--seed", type=int, default=20261129)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    cases = generate(rng, args.cases)
    exe = build_example()
    results = run_ours(exe, cases)
    failures = 0
    signed_differs = row_split_differs = 0
    families = {}
    for case, ours in zip(cases, results):
        problems, stats = check(case, ours)
        families[case[2]] = families.get(case[2], 0) + 1
        signed_differs += stats["signed_differs"]
        row_split_differs += stats["row_split_differs"]
        if problems:
            failures += 1
            print(f"MISMATCH ({case[2]}): " + "; ".join(problems))
            print("  case: " + json.dumps({"scores": case[0], "labels": case[1]}))
            print("  ours: " + json.dumps(ours))
    fam = ", ".join(f"{k} {v}" for k, v in families.items())
    print(f"scorecard_peer: {len(cases)} cases ({fam})")
    print(f"  sets where sklearn's signed max(tpr-fpr) < our |tpr-fpr| (inverted side): {signed_differs}")
    print(f"  sets where splitting tie bands by row order would change KS: {row_split_differs}")
    if failures:
        print(f"scorecard_peer: FAILED, {failures} case(s) disagree")
        return 1
    print("scorecard_peer: OK, AUC and KS agree with scikit-learn (1e-12) and the spec formulas (bitwise)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
