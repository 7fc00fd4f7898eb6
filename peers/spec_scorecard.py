"""A pandas-based scorecard grader written from the spec (grading-rules.md §2 and §5), the
steps the server takes in its pinned stack (pandas 2.3.2): `pd.read_csv`, `pd.to_numeric`,
`duplicated()`, set differences of `astype(str)` ids, a left merge, then AUC with average
ranks and band-aware KS.

    python spec_scorecard.py truth.csv predictions.csv [reference_value]
"""
import json
import os
import sys
import traceback

import numpy as np
import pandas as pd


def auc_ks(scores, labels):
    """Labels are ints: 1 a defaulter, 0 a repayer, anything else neither (as the
    server's `y == 1` / `y == 0`)."""
    n = len(scores)
    P = sum(1 for y in labels if y == 1)
    N = sum(1 for y in labels if y == 0)
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
        if labels[k] == 1:
            s += ranks[k]
    auc = (s - P * (P + 1) / 2) / (P * N)
    desc = sorted(range(n), key=lambda i: -scores[i])
    tp = fp = 0
    ks = 0.0
    for idx, i in enumerate(desc):
        if labels[i] == 1:
            tp += 1
        elif labels[i] == 0:
            fp += 1
        last = idx == n - 1 or scores[desc[idx + 1]] != scores[i]
        if last:
            ks = max(ks, abs(tp / P - fp / N))
    return auc, ks


def grade(truth_path, pred_path, ref=0.865552):
    """The server's steps (spec section 2 and 5), in the pinned stack (pandas 2.3.2):
    both files read with `encoding="utf-8-sig"`; ids compared by `duplicated()` on the
    column as pandas types it, then as `astype(str)` texts (sets, then a left merge of
    the test set on them); labels are `default` as ints. `failed` is the first failing
    check, "unreadable" when pandas cannot read the predictions, "exception" when a
    later step raises."""
    out = dict(validity_score=0.0, quality_score=0.0, overall_score=0.0, failed=None)
    if not os.path.exists(pred_path):
        out["failed"] = "missing-file"
        return out
    try:
        pred = pd.read_csv(pred_path, encoding="utf-8-sig")
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
    values = p.to_numpy(dtype=float)
    if not np.isfinite(values).all():
        out["failed"] = "not-finite"
        return out
    if (values < 0).any() or (values > 1).any():
        out["failed"] = "out-of-range"
        return out
    if pred["customer_id"].duplicated().any():
        out["failed"] = "duplicate-id"
        return out
    try:
        truth = pd.read_csv(truth_path, encoding="utf-8-sig")
        truth_ids = truth["customer_id"].astype(str)
        pred_ids = pred["customer_id"].astype(str)
        if set(truth_ids) - set(pred_ids):
            out["failed"] = "missing-id"
            out["n_missing"] = len(set(truth_ids) - set(pred_ids))
            return out
        left = pd.DataFrame({"customer_id": truth_ids, "default": truth["default"]})
        right = pd.DataFrame({"customer_id": pred_ids, "prob_default": p})
        m = left.merge(right, on="customer_id", how="left")
        labels = m["default"].to_numpy().astype(int)
        scores = m["prob_default"].to_numpy().astype(float)
    except Exception as e:
        out["failed"] = "exception"
        out["error"] = str(e)
        return out
    auc, ks = auc_ks([float(x) for x in scores], [int(x) for x in labels])
    comb = 0.5 * auc + 0.5 * ks
    score = comb / ref
    out.update(validity_score=1.0, quality_score=round(score, 6), overall_score=round(score, 6),
               auc=round(auc, 6), ks=round(ks, 6), player_objective=round(comb, 6))
    return out


def server_output(truth_path, pred_path, ref=0.865552):
    """What FDE-Bench 031's evaluator returns (its main() prints it with
    json.dumps(..., ensure_ascii=False, indent=2)) for the predictions file at
    `pred_path`, with the case's truth and reference value: its steps in its order with
    the real pandas calls (read_csv with utf-8-sig, to_numeric, duplicated, astype(str)
    sets, the left merge), its messages, its try/except (the real traceback's last 800
    characters)."""
    plan = "predictions.csv"
    m = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    try:
        if not os.path.exists(pred_path):
            m["error_info"] = {"fatal": [f"缺 {plan}"]}
            return m
        pred = pd.read_csv(pred_path, encoding="utf-8-sig")
        for c in ["customer_id", "prob_default"]:
            if c not in pred.columns:
                m["error_info"] = {"fatal": [f"{plan} 缺列 {c}"]}
                return m
        pred["prob_default"] = pd.to_numeric(pred["prob_default"], errors="coerce")
        if pred["prob_default"].isnull().any():
            m["error_info"] = {"fatal": ["prob_default 含非数值/缺失"]}
            return m
        v = pred["prob_default"].values.astype(float)
        if not np.isfinite(v).all():
            m["error_info"] = {"fatal": ["prob_default 含 inf/nan"]}
            return m
        if (v < 0).any() or (v > 1).any():
            m["error_info"] = {"fatal": ["prob_default 越界 [0,1]"]}
            return m
        if pred["customer_id"].duplicated().any():
            m["error_info"] = {"fatal": ["customer_id 重复"]}
            return m
        truth = pd.read_csv(truth_path, encoding="utf-8-sig")
        need = set(truth["customer_id"].astype(str))
        have = set(pred["customer_id"].astype(str))
        if need - have:
            m["error_info"] = {"fatal": [f"缺 {len(need - have)} 个客户"]}
            return m
        m["validity_score"] = 1.0
        truth["customer_id"] = truth["customer_id"].astype(str)
        pred["customer_id"] = pred["customer_id"].astype(str)
        df = truth.merge(pred[["customer_id", "prob_default"]], on="customer_id", how="left")
        y = df["default"].values.astype(int)
        s = df["prob_default"].values.astype(float)
        auc, ks = auc_ks([float(x) for x in s], [int(x) for x in y])
        combined = 0.5 * auc + 0.5 * ks
        quality = combined / ref if ref > 0 else 0.0
        m["quality_score"] = round(quality, 6)
        m["overall_score"] = m["quality_score"]
        m["player_objective"] = round(combined, 6)
        m["reference_value"] = ref
        m["auc"] = round(auc, 6)
        m["ks"] = round(ks, 6)
        return m
    except Exception as e:
        m["validity_score"] = 0.0
        m["error_info"] = {"exception": str(e), "traceback": traceback.format_exc()[-800:]}
        return m


if __name__ == "__main__":
    ref = float(sys.argv[3]) if len(sys.argv) > 3 else 0.865552
    print(json.dumps(grade(sys.argv[1], sys.argv[2], ref)))
