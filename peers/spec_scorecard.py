"""A pandas-based scorecard grader written from the spec (grading-rules.md §2), the way a
Python server would most plausibly do it: `pd.read_csv`, `pd.to_numeric`, set
differences on ids, then AUC with average ranks and band-aware KS.

    python spec_scorecard.py truth.csv predictions.csv [reference_value]
"""
import json
import os
import sys

import numpy as np
import pandas as pd


def auc_ks(scores, labels):
    n = len(scores)
    P = int(sum(labels))
    N = n - P
    if P == 0 or N == 0:
        return 0.0, 0.0
    order = sorted(range(n), key=lambda i: scores[i])
    ranks = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    s = 0.0
    for k in range(n):
        if labels[k]:
            s += ranks[k]
    auc = (s - P * (P + 1) / 2) / (P * N)
    desc = sorted(range(n), key=lambda i: -scores[i])
    tp = fp = 0
    ks = 0.0
    for idx, i in enumerate(desc):
        if labels[i]:
            tp += 1
        else:
            fp += 1
        last = idx == n - 1 or scores[desc[idx + 1]] != scores[i]
        if last:
            ks = max(ks, abs(tp / P - fp / N))
    return auc, ks


def grade(truth_path, pred_path, ref=0.865552):
    out = dict(validity_score=0.0, quality_score=0.0, overall_score=0.0, failed=None)
    if not os.path.exists(pred_path):
        out["failed"] = "missing-file"
        return out
    try:
        pred = pd.read_csv(pred_path)
    except Exception as e:  # unreadable: the server cannot go on
        out["failed"] = "unreadable"
        out["error"] = str(e)
        return out
    if "customer_id" not in pred.columns or "prob_default" not in pred.columns:
        out["failed"] = "missing-column"
        return out
    p = pd.to_numeric(pred["prob_default"], errors="coerce")
    if p.isna().any():
        out["failed"] = "not-a-number"
        return out
    if not np.isfinite(p.to_numpy(dtype=float)).all():
        out["failed"] = "not-finite"
        return out
    if ((p < 0) | (p > 1)).any():
        out["failed"] = "out-of-range"
        return out
    if pred["customer_id"].duplicated().any():
        out["failed"] = "duplicate-id"
        return out
    truth = pd.read_csv(truth_path)
    missing = set(truth["customer_id"]) - set(pred["customer_id"])
    if missing:
        out["failed"] = "missing-id"
        return out
    m = truth.merge(pred.assign(prob_default=p), on="customer_id", how="left")
    auc, ks = auc_ks([float(x) for x in m["prob_default"]], [int(x) for x in m["default"]])
    comb = 0.5 * auc + 0.5 * ks
    score = comb / ref
    out.update(validity_score=1.0, quality_score=round(score, 6), overall_score=round(score, 6),
               auc=round(auc, 6), ks=round(ks, 6), player_objective=round(comb, 6))
    return out


if __name__ == "__main__":
    ref = float(sys.argv[3]) if len(sys.argv) > 3 else 0.865552
    print(json.dumps(grade(sys.argv[1], sys.argv[2], ref)))
