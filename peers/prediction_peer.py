#!/usr/bin/env python3
"""Reference grader for the `prediction` case kind (docs/prediction-kind.md).

Our own implementation of the data-described grader: it reads a case manifest
(case.json, its `parameters`), the truth file(s) and a predictions file, and returns
the report the benchmark's evaluator of that case prints (validity_score,
quality_score, overall_score, error_info, reference_value and the case's own reported
fields). It runs only in the pinned stack (CPython 3.12, pandas 2.3.2, numpy 1.26.4),
because the whole point is to reproduce that stack's arithmetic and readers: it calls
pandas/numpy the way the manifest's words say, so the Rust grader can be
differential-tested against it.

Usage:
  prediction_peer.py --case case.json --truth-dir DIR [--data-dir DIR] PRED.csv   one report
  prediction_peer.py --batch FILE.json                                  many reports
The batch file is a JSON list of {"manifest": {...case.json...}, "truth": {name: text},
"submission": text or null, "submission_b64": base64 (optional, wins)}; the output is
a JSON list of reports, one per item, in order (see scripts/check-fdebench, which also
writes such a file with --dump for the Rust tests).

error_info is reported by category only (its keys and the number of entries).
`server_output(manifest, files, submission)` gives what the case's evaluator prints
(`--server` with --case, or `--batch FILE --server`): its dict in its key order, with
its own message texts where the manifest gives them (`parameters.server`, each step's
`message`), filled with what pandas/numpy compute here, and `str(e)` of the exception
really raised (the traceback left out: TRACEBACK).
"""

import argparse
import base64
import csv
import io
import json
import math
import os
import re
import sys
import warnings

import numpy as np
import pandas as pd

warnings.simplefilter("ignore")


class Reject(Exception):
    """A failed check: the report's error_info gets `category`; `said`: the evaluator's
    messages for it, when the manifest gives their texts."""

    def __init__(self, category, problems=1, extra=None, said=None):
        super().__init__(category)
        self.category = category
        self.problems = problems
        self.extra = extra or {}
        self.said = said


# What --format server prints for the traceback an evaluator prints beside an exception.
TRACEBACK = "(traceback left out)"
# What it prints for the server's directory of the submission (`{dir}`: a path of the
# server's own).
SUBMISSION_DIR = "<submission_dir>"


def fill(template, **values):
    """The template with each {name} of `values` replaced (other braces kept)."""
    out = template
    for k, v in values.items():
        out = out.replace("{" + k + "}", v)
    return out


def file_said(params, key, **values):
    t = params.get("server", {}).get(key)
    return None if t is None else [fill(t, **values)]


def fmt_fill(template, **values):
    """fill(), and {name:.Nf} of a float value as format(x, ".Nf")."""
    for k, v in values.items():
        if isinstance(v, float):
            template = re.sub("{" + k + r":(\.\d+f)}", lambda m: format(v, m.group(1)), template)
            values[k] = repr(v)
    return fill(template, **values)


def list_text(spec, keys):
    """The listed keys: str(list), or joined with spec["join"]."""
    return spec["join"].join(keys) if "join" in spec else str(keys)


def step_said(step, params, frame, column, n, rows, **more):
    """The step's message (its `message`), listing the keys of `rows` (positions) of
    `frame`, or None; `more`: the step's other values ({dups}, {min}, {max})."""
    m = step.get("message")
    if m is None:
        return None
    if isinstance(m, str):
        m = {"text": m}
    spec = m.get("keys", {})
    cols = spec.get("columns", params["join"]["keys"])
    if spec.get("repr"):  # the first column's values (each once unless each_row): str(list)
        vals = []
        for r in rows:
            v = frame[cols[0]].iloc[r]
            if spec.get("each_row") or v not in vals:
                vals.append(v)
        vals = [x.item() if hasattr(x, "item") else x for x in vals]
        if spec.get("sort"):  # sorted(set(...)) as the evaluator lists them
            vals = sorted(vals)
        listed = str(vals[: spec.get("limit")])
    else:
        rows = list(rows)[: spec.get("limit")]
        listed = list_text(spec, [spec.get("format", "").format(*[frame[c].iloc[r] for c in cols]) for r in rows])
    return [fmt_fill(m["text"], column=column, n=str(n), keys=listed, **more)]


def absent_said(step, params, frame_from, frame_to, column):
    """`sorted(set(keys of frame_from) - set(keys of frame_to))`, as a step's message."""
    m = step.get("message")
    if m is None:
        return None
    if isinstance(m, str):
        m = {"text": m}
    spec = m.get("keys", {})
    cols = spec.get("columns", params["join"]["keys"])
    have = set(map(tuple, frame_to[cols].values))
    if spec.get("str_tuples"):
        # sorted(map(str, list(missing)[:limit])): the server takes `limit` keys in the
        # set's order, which string hashing randomises per process; we take the
        # `limit` smallest texts (the same keys whenever there are at most `limit`).
        missing = set(map(tuple, frame_from[cols].values)) - have
        listed = str(sorted(map(str, missing))[: spec.get("limit")])
        return [fill(m["text"], column=column, n=str(len(missing)), keys=listed)]
    if spec.get("order") == "rows":  # in the frame's order, each once
        missing = []
        for k in map(tuple, frame_from[cols].values):
            if k not in have and k not in missing:
                missing.append(k)
    else:
        missing = sorted(set(map(tuple, frame_from[cols].values)) - have)
    if spec.get("repr"):  # the first key column's values, each once: str(list) of them
        firsts = []
        for k in missing:
            if k[0] not in firsts:
                firsts.append(k[0])
        listed = str(firsts[: spec.get("limit")])
    else:
        listed = list_text(spec, [spec.get("format", "").format(*k) for k in missing[: spec.get("limit")]])
    return [fill(m["text"], column=column, n=str(len(missing)), keys=listed)]


# ---------------------------------------------------------------- readers


def read_frame(data, reader):
    """pd.read_csv on the bytes, with the manifest's encoding (None = pandas' default)."""
    kw = {}
    if reader.get("encoding"):
        kw["encoding"] = reader["encoding"]
    return pd.read_csv(io.BytesIO(data), **kw)


def read_truth(files, spec):
    """The truth frame: a CSV, or (json_fields) the entries of a JSON object."""
    if spec.get("engine") != "json_fields":
        return read_frame(files[spec["file"]], spec)
    # The items to predict are the public file's entries without the field, in its
    # order; their values come from the private file (a missing one raises).
    public = json.loads(files[spec["public_file"]].decode("utf-8"))
    private = json.loads(files[spec["file"]].decode("utf-8"))
    names = [n for n, meta in public.items() if spec["field"] not in meta]
    return pd.DataFrame({spec["key"]: names, spec["field"]: [float(private[n][spec["field"]]) for n in names]})


def read_dict_rows(data, reader):
    """csv.DictReader over the text, as Python's csv module reads it."""
    newline = "" if reader.get("newline_none") else None
    text = io.TextIOWrapper(io.BytesIO(data), encoding=reader.get("encoding") or "utf-8", newline=newline)
    return list(csv.DictReader(text))


# ---------------------------------------------------------------- checks on frames


def frame_of(state, which):
    return state[which]


def frames(step, state):
    """The frames a step transforms: pred, truth, both, or all (with the template)."""
    f = step.get("frame", "pred")
    if f == "both":
        return ["pred", "truth"]
    if f == "all":
        return [k for k in ("pred", "truth", "template") if k in state]
    return [f]


def cmp(values, op, value):
    if op == "<":
        return values < value
    if op == "<=":
        return values <= value
    if op == ">":
        return values > value
    if op == ">=":
        return values >= value
    raise ValueError(op)


def key_set(frame, keys, cast=None):
    cols = [frame[k].astype({"int": int, "str": str}[cast]) if cast else frame[k] for k in keys]
    if len(keys) == 1:
        return set(cols[0])
    return set(zip(*[c.tolist() for c in cols]))


def cast_keys(frame, step):
    """The step's key columns, cast as it compares them (`cast`)."""
    cast = step.get("cast")
    return pd.DataFrame({k: frame[k].astype({"int": int, "str": str}[cast]) if cast else frame[k] for k in step["columns"]})


def run_step(step, state):
    """One check or transformation. Returns None, or raises Reject."""
    kind = step["step"]
    pred = state["pred"]
    if kind == "to_numeric":
        for which in frames(step, state):
            f = frame_of(state, which)
            for c in step["columns"]:
                v = pd.to_numeric(f[c], errors="coerce")
                if step.get("inf_to_nan"):
                    v = v.replace([np.inf, -np.inf], np.nan)
                f[step.get("into", c)] = v
    elif kind == "drop_null_rows":
        for which in frames(step, state):
            state[which] = frame_of(state, which).dropna(subset=step["columns"]).copy()
    elif kind == "clip":
        pred[step["column"]] = np.clip(pred[step["column"]], step["lo"], step["hi"])
    elif kind == "require_not_null":
        if pred[step["columns"]].isnull().any().any():
            c = next(c for c in step["columns"] if pred[c].isnull().any())
            bad = np.flatnonzero(pred[c].isnull().values)
            raise Reject(step["category"], said=step_said(step, state["params"], pred, c, len(bad), bad))
    elif kind == "require_finite":
        vals = pred[step["columns"]].values.astype(float)
        if step.get("ignore_nan"):
            vals = vals[~np.isnan(vals)]
        if not np.isfinite(vals).all():
            for c in step["columns"]:
                v = pred[c].values.astype(float)
                bad = np.flatnonzero(~(np.isfinite(v) | (np.isnan(v) if step.get("ignore_nan") else False)))
                if len(bad):
                    said = step_said(step, state["params"], pred, c, len(bad), bad,
                                     nan=str(int(np.isnan(v).sum())), inf=str(int(np.isinf(v).sum())))
                    raise Reject(step["category"], said=said)
    elif kind == "require_in_set":
        if set(pred[step["column"]]) - set(step["values"]):
            bad = np.flatnonzero(~pred[step["column"]].isin(step["values"]).values)
            raise Reject(step["category"], said=step_said(step, state["params"], pred, step["column"], len(bad), bad))
    elif kind == "require_each":
        # Fails when any value compares true with the bound: e.g. {"op": "<", "value": 0}.
        vals = pred[step["columns"]].values.astype(float)
        if any(cmp(vals, rule["op"], rule["value"]).any() for rule in step["reject_if"]):
            # The evaluator's message: the first rule any column breaks (its own
            # `message`, else the step's).
            for rule in step["reject_if"]:
                for c in step["columns"]:
                    hit = cmp(pred[c].values.astype(float), rule["op"], rule["value"])
                    if hit.any():
                        bad = np.flatnonzero(hit)
                        said = step_said(rule if "message" in rule else step, state["params"], pred, c, len(bad), bad)
                        raise Reject(step["category"], said=said)
    elif kind == "require_within":
        vals = pred[step["column"]].values.astype(float)
        lo = step["lo"] - step.get("tol", 0.0)
        hi = step["hi"] + step.get("tol", 0.0)
        if int(((vals < lo) | (vals > hi)).sum()):
            bad = np.flatnonzero((vals < lo) | (vals > hi))
            said = step_said(step, state["params"], pred, step["column"], len(bad), bad, min=float(vals.min()), max=float(vals.max()))
            raise Reject(step["category"], said=said)
    elif kind == "cast_int":
        for which in frames(step, state):
            f = frame_of(state, which)
            if step.get("astype") == "frame":  # df.astype({c: "int64", ...}): its own message
                state[which] = f.astype({c: "int64" for c in step["columns"]})
                continue
            for c in step["columns"]:
                f[c] = f[c].astype("int64")
    elif kind == "to_str":
        for which in frames(step, state):
            f = frame_of(state, which)
            for c in step["columns"]:
                s = f[c].astype(str)
                if step.get("strip"):
                    s = s.str.strip()
                f[c] = s
    elif kind == "parse_time":
        for which in frames(step, state):
            f = frame_of(state, which)
            s = f[step["column"]]
            if step.get("stringify"):
                s = s.astype(str).str.strip()
            t = pd.to_datetime(s, errors=step.get("errors", "coerce"))
            f[step.get("into", step["column"])] = t.dt.strftime(step["format"]) if step.get("format") else t
    elif kind == "require_unique":
        if pred.duplicated(step["columns"]).any():
            dup = pred.duplicated(step["columns"], keep=False).values
            heads = np.flatnonzero(dup & ~pred.duplicated(step["columns"]).values)
            dups = str(int(pred.duplicated(step["columns"]).sum()))
            message = step.get("message")
            each_row = isinstance(message, dict) and message.get("keys", {}).get("each_row")
            listed = np.flatnonzero(dup) if each_row else heads
            said = step_said(step, state["params"], pred, ", ".join(step["columns"]), int(dup.sum()), listed, dups=dups)
            raise Reject(step["category"], said=said)
    elif kind == "require_covers_truth":
        need = key_set(state[step.get("against", "truth")], step["columns"], step.get("cast"))
        have = key_set(pred, step["columns"], step.get("cast"))
        if need - have:
            said = absent_said(step, state["params"], cast_keys(state[step.get("against", "truth")], step), cast_keys(pred, step), ", ".join(step["columns"]))
            raise Reject(step["category"], said=said)
    elif kind == "require_no_extra":
        need = key_set(state[step.get("against", "truth")], step["columns"], step.get("cast"))
        have = key_set(pred, step["columns"], step.get("cast"))
        if have - need:
            said = absent_said(step, state["params"], cast_keys(pred, step), cast_keys(state[step.get("against", "truth")], step), ", ".join(step["columns"]))
            raise Reject(step["category"], said=said)
    elif kind == "require_join_complete":
        merged = join(state)
        if merged[[pred_name(0)]].isnull().any().any():
            n = int(merged[pred_name(0)].isnull().sum())
            raise Reject(step["category"], said=step_said(step, state["params"], pred, ", ".join(state["params"]["join"]["keys"]), n, []))
    elif kind == "first_of":
        # Inner checks in order; the first that fails is this step's one problem.
        for inner in step["steps"]:
            run_step(dict(inner, category=step["category"]), state)
    elif kind == "all_of":
        # Every inner check runs; the group fails once, with all its problems, at the end.
        problems = 0
        said = []
        for inner in step["steps"]:
            try:
                run_step(dict(inner, category=step["category"]), state)
            except Reject as e:
                problems += 1
                said = None if said is None or e.said is None else said + e.said
        if problems:
            limit = step.get("limit", problems)
            raise Reject(step["category"], min(problems, limit), said=None if said is None else said[:limit])
    else:
        raise ValueError(f"unknown step {kind}")


# ---------------------------------------------------------------- join and metrics


def pred_name(i):
    return f"\0pred{i}"


def true_name(i):
    return f"\0true{i}"


def join(state):
    """truth left-joined with the predictions on the keys, truth's row order (or sorted)."""
    p = state["params"]
    keys = p["join"]["keys"]
    targets = p["targets"]
    t = state["truth"]
    keep = list(keys) + [c for c in p["join"].get("truth_columns", []) if c not in keys]
    left = t[keep].copy()
    for i, tg in enumerate(targets):
        left[true_name(i)] = t[tg["truth"]]
    tpl = p.get("template")
    if tpl is not None:
        # The template lists the rows to score; a row the truth lacks has the fill value.
        left = state["template"][list(keys)].merge(left, on=keys, how="left")
        for i, _ in enumerate(targets):
            left[true_name(i)] = left[true_name(i)].fillna(tpl["fill_truth"])
    right = state["pred"][list(keys) + [tg["pred"] for tg in targets]]
    right = right.rename(columns={tg["pred"]: pred_name(i) for i, tg in enumerate(targets)})
    if p["join"].get("order") == "predictions":
        # The predictions' rows whose key is in the truth, in the file's order.
        right = right[right[keys[0]].isin(set(left[keys[0]]))]
        return right.merge(left, on=keys, how="left")
    merged = left.merge(right, on=keys, how="left")
    if p["join"].get("sort_by_keys"):
        merged = merged.sort_values(keys)
    return merged


def metric(name, yt, yp, opts=None):
    opts = opts or {}
    if name == "skill_vs_zero_mae":
        mae = float(np.mean(np.abs(yt - yp)))
        zero = float(np.mean(np.abs(yt)))
        return max(0.0, 1.0 - mae / zero) if zero > 0 else 0.0
    if name == "f1_hits":
        pos_t = yt > opts["truth_gt"]
        pos_p = yp >= opts["pred_ge"]
        tp = float(np.sum(pos_t & pos_p))
        fp = float(np.sum(~pos_t & pos_p))
        fn = float(np.sum(pos_t & ~pos_p))
        prec = tp / (tp + fp) if (tp + fp) > 0 else 0.0
        rec = tp / (tp + fn) if (tp + fn) > 0 else 0.0
        return 2 * prec * rec / (prec + rec) if (prec + rec) > 0 else 0.0
    if name == "mae":
        return float(np.mean(np.abs(yt - yp)))
    if name == "mre_clip":
        return float(pd.Series(np.abs(yp - yt) / np.clip(np.abs(yt), opts.get("clip", 1e-12), None)).mean())
    if name == "mean_resolution_ratio":
        return float(np.mean(opts["resolution"] / np.clip(np.abs(yt), 1e-12, None)))
    if name == "abs_err_percentile":
        return float(np.percentile(np.abs(yp - yt), opts["q"]))
    if name == "under_forecast_above":
        high = yt > opts["threshold"]
        return float(np.clip(-(yp - yt)[high], 0, None).mean()) if high.any() else 0.0
    if name == "rows":
        return int(len(yt))
    if name == "rows_truth_above":
        return int((yt > opts["threshold"]).sum())
    if name == "mae_pandas":
        return float(pd.Series(np.abs(yp - yt)).mean())
    if name == "scaled_inverse_one_plus_mae":
        return opts["scale"] / (1.0 + float(pd.Series(np.abs(yp - yt)).mean()))
    if name in ("group_mae", "group_gap_mae"):
        # pandas' groupby mean (compensated sums per group); an absent group counts 0.
        by = pd.Series(np.abs(yp - yt)).groupby(opts["_frame"][opts["group"]].values).mean().to_dict()
        if name == "group_mae":
            return float(by.get(opts["value"], 0.0))
        return float(abs(by.get(opts["values"][0], 0.0) - by.get(opts["values"][1], 0.0)))
    if name == "rmse":
        return float(np.sqrt(np.mean((yt - yp) ** 2)))
    if name == "mape_pct":
        return float(np.mean(np.abs((yt - yp) / yt)) * 100.0)
    if name == "ape_pct_mean":
        return float((np.abs((yt - yp) / yt) * 100.0).mean())
    if name == "wape":
        return float(np.sum(np.abs(yt - yp)) / max(np.sum(np.abs(yt)), 1e-6))
    if name == "smape":
        return float(np.mean(2.0 * np.abs(yt - yp) / np.maximum(np.abs(yt) + np.abs(yp), 1e-6)))
    if name == "one_minus_wape":
        s = np.sum(np.abs(yt))
        return float(0.0 if s == 0 else 1.0 - np.sum(np.abs(yt - yp)) / s)
    if name == "r2":
        ss_res = float(np.sum((yt - yp) ** 2))
        ss_tot = float(np.sum((yt - yt.mean()) ** 2))
        return 1.0 - ss_res / ss_tot if ss_tot > 0 else 0.0
    if name == "truth_weighted_rmse":
        w = np.clip(yt, 0.0, None)
        wsum = float(w.sum())
        if wsum > 0:
            return float(np.sqrt(np.sum(w * (yt - yp) ** 2) / wsum))
        return float(np.sqrt(np.mean((yt - yp) ** 2)))
    raise ValueError(f"unknown metric {name}")


def transform(name, a):
    if name is None:
        return a
    if name == "log1p_clip0":
        return np.log1p(np.clip(a, 0, None))
    raise ValueError(f"unknown transform {name}")


def vectors(merged, i, score):
    yt = merged[true_name(i)].values.astype(float)
    yp = merged[pred_name(i)].values.astype(float)
    if score.get("nan_to_zero"):
        yt = np.nan_to_num(yt, nan=0.0, posinf=0.0, neginf=0.0)
        yp = np.nan_to_num(yp, nan=0.0, posinf=0.0, neginf=0.0)
    return yt, yp


def per_target(merged, params):
    """{name: (value, n_scored)} in target order; targets with nothing to score follow `empty`."""
    score = params["score"]
    out = {}
    for i, tg in enumerate(params["targets"]):
        yt, yp = vectors(merged, i, score)
        mask_kind = score.get("mask")
        if mask_kind == "truth_not_nan":
            mask = ~np.isnan(yt)
        elif mask_kind == "truth_positive":
            mask = yt > 0
        else:
            mask = None
        if mask is not None:
            if mask.sum() == 0:
                if score.get("empty") == "zero":
                    out[tg["name"]] = (0.0, 0)
                continue
            yt, yp = yt[mask], yp[mask]
        tr = tg.get("transform")
        yt, yp = transform(tr, yt), transform(tr, yp)
        if "terms" in score:
            # A weighted composite of metrics, added left to right in float64.
            value = None
            for term in score["terms"]:
                part = term["weight"] * metric(term["metric"], yt, yp, dict(term, _frame=merged))
                if "normaliser" in term:  # (weight × metric) / the reference's own value of it
                    part = part / params["reference"]["normalisers"][term["normaliser"]]
                value = part if value is None else value + part
            if "clamp_min" in score:
                value = max(score["clamp_min"], value)
        else:
            value = metric(score["metric"], yt, yp)
        out[tg["name"]] = (value, int(len(yt)))
    return out


def combine(per, params):
    how = params["score"].get("combine", "single")
    vals = [v for v, _ in per.values()]
    if how == "single":
        return vals[0]
    if how == "np_mean":
        return float(np.mean(vals))
    if how == "py_weighted_sum":
        w = {tg["name"]: tg["weight"] for tg in params["targets"]}
        return sum(w[k] * v for k, (v, _) in per.items())
    raise ValueError(how)


def objective_of(combined, params):
    t = params["score"].get("objective")
    if t is None:
        return combined
    if t == "inverse_one_plus":
        return 1.0 / (1.0 + combined)
    raise ValueError(t)


def guarded(rule, value, ref, compute):
    """compute() unless the guard says otherwise: {"if": "value_gt"|"ref_gt", "than": x, "else": y}."""
    g = rule.get("guard")
    if g is None:
        return compute()
    subject = value if g["if"] == "value_gt" else ref
    if subject > g["than"]:
        return compute()
    other = g["else"]
    if isinstance(other, dict):
        return guarded(other, value, ref, lambda: other["value"])
    return other


def quality_of(value, ref, direction, params, floor_of=None):
    mapping = params["mapping"]
    rule = mapping.get(direction) or mapping["any"]
    v = value
    if "clamp_min" in rule:
        v = max(rule["clamp_min"], v)  # Python's max: a NaN value gives the bound
    if "floor" in rule:
        floor = rule["floor"]
        if isinstance(floor, dict):  # a floor measured on the scored rows
            floor = floor_of(floor)
        v = max(v, floor)  # a NaN value stays NaN

    if rule["form"] == "value_over_reference":
        return guarded(rule, v, ref, lambda: v / ref)
    if rule["form"] == "reference_over_value":
        return guarded(rule, v, ref, lambda: ref / v)
    raise ValueError(rule["form"])


def reported(item, ctx):
    src = item["source"]
    nd = item.get("round")

    def r(x):
        return round(x, nd) if nd is not None else x

    if src == "objective":
        return r(ctx["objective"])
    if src == "combined":
        return r(ctx["combined"])
    if src == "reference":
        return r(ctx["reference"])
    if isinstance(src, dict) and "object" in src:
        return {it["field"]: reported(it, ctx) for it in src["object"]}
    if isinstance(src, dict) and "count_truth_eq" in src:
        return int((ctx["merged"][true_name(0)] == src["count_truth_eq"]).sum())
    if src == "per_target":
        return {k: r(v) for k, (v, _) in ctx["per"].items()}
    if src == "per_target_detail":
        return {k: {item["name"]: r(v), "n_scored": n} for k, (v, n) in ctx["per"].items()}
    if src == "truth_rows":
        return int(len(ctx["merged"]))
    if src == "truth_count":
        return int(len(ctx["truth"]))
    if src == "per_group":
        return {k: r(v) for k, (v, _) in ctx["per"].items()}
    if isinstance(src, dict) and "truth_nunique" in src:
        return int(ctx["truth"][src["truth_nunique"]].nunique())
    if isinstance(src, dict) and "metric" in src and "spans" not in src:
        yt, yp = vectors(ctx["merged"], src.get("target", 0), ctx["params"]["score"])
        return r(metric(src["metric"], yt, yp, dict(src, _frame=ctx["merged"])))
    if isinstance(src, dict) and "spans" in src:
        sp = src["spans"]
        m = ctx["merged"]
        yt, yp = vectors(m, 0, ctx["params"]["score"])
        ape = np.abs((yt - yp) / yt) * 100.0
        if sp["column"] in m:
            h = m[sp["column"]].values.astype(int)
        else:
            h = np.arange(1, len(ape) + 1)
        out = {}
        lo = None
        for name, hi in zip(sp["names"], list(sp["upper"]) + [None]):
            sel = np.ones(len(h), dtype=bool)
            if lo is not None:
                sel &= h > lo
            if hi is not None:
                sel &= h <= hi
            out[name] = r(float(ape[sel].mean()))
            lo = hi
        return out
    raise ValueError(f"unknown source {src}")


# ---------------------------------------------------------------- the pandas engine


def grade_frames(params, files, submission, report):
    sub = params["submission"]
    if submission is None:
        raise Reject("fatal", said=file_said(params, "missing_file", file=sub["file"], dir=SUBMISSION_DIR))
    try:
        pred = read_frame(submission, sub)
    except Exception as e:
        if sub.get("read_error") == "fatal":
            raise Reject("fatal", said=file_said(params, "unreadable", file=sub["file"], error=str(e)))
        raise
    for c in params["required_columns"]["columns"]:
        if c not in pred.columns:
            missing = str([x for x in params["required_columns"]["columns"] if x not in pred.columns])
            said = file_said(params, "missing_column", file=sub["file"], column=c, columns=str(list(pred.columns)), missing=missing)
            raise Reject(params["required_columns"]["category"], said=said)
    truth = read_truth(files, params["truth"])
    state = {"pred": pred, "truth": truth, "params": params}
    if params.get("template"):
        state["template"] = read_frame(files[params["template"]["file"]], params["template"])
    for step in params["checks"]:
        run_step(step, state)
    report["validity_score"] = 1.0
    merged = join(state)
    finish(params, merged, truth, report)


def finish(params, merged, truth, report):
    per = per_target(merged, params)
    combined = combine(per, params)
    objective = objective_of(combined, params)
    ref = params["reference"]["value"]
    direction = params["reference"].get("direction", params["reference"].get("default_direction"))
    def floor_of(spec):
        yt, yp = vectors(merged, 0, params["score"])
        return metric(spec["metric"], yt, yp, spec)

    quality = quality_of(objective, ref, direction, params, floor_of)
    report["quality_score"] = round(quality, 6)
    report["overall_score"] = report["quality_score"]
    ctx = {"per": per, "combined": combined, "objective": objective, "reference": ref, "merged": merged, "truth": truth, "params": params}
    for item in params["report"]:
        report[item["field"]] = reported(item, ctx)


# ---------------------------------------------------------------- the csv-module engine


class Crash(Exception):
    """An exception the evaluator does not catch: its process dies (report: {"crash": name})."""


def truth_rows(files, spec, keys, value):
    """The truth as an ordered {key tuple: float} (later duplicates win, like a dict)."""
    if spec["engine"] == "npz":
        with np.load(io.BytesIO(files[spec["file"]])) as d:
            cols = [d[k].astype(np.int64) for k in spec["keys"]]
            vals = d[spec["value"]].astype(np.float64)
            return {tuple(int(c[i]) for c in cols): float(vals[i]) for i in range(len(vals))}
    trows = read_dict_rows(files[spec["file"]], spec)
    return {tuple(str(r[k]).strip() for k in keys): float(r[value]) for r in trows}


def parse_key(r, cols, how):
    """A row's key tuple, or (None, str(e)) when it is a problem (None: an empty text)."""
    if how == "text_strip":
        k = tuple(str(r.get(c, "")).strip() for c in cols)
        return (None, None) if any(x == "" for x in k) else (k, None)
    try:
        return tuple(int(float(r[c])) for c in cols), None  # OverflowError (inf) escapes
    except (KeyError, ValueError, TypeError) as e:
        return None, str(e)


def parse_value(r, col, how):
    """(value or None, the stripped or raw text, str(e) of float() or None: empty)."""
    if how == "text_strip_float":
        raw = r.get(col)
        raw = "" if raw is None else str(raw).strip()
        if raw == "":
            return None, raw, None
    else:
        raw = r[col]
    try:
        return float(raw), raw, None
    except (ValueError, TypeError) as e:
        return None, raw, str(e)


def key_text(k):
    """A key as the evaluator writes it (f"{key}", "%s"): one column's value, or the tuple."""
    return str(k[0]) if len(k) == 1 else str(k)


def key_item(k):
    """A key as an item of a listed Python list: one column's value, or the tuple."""
    return k[0] if len(k) == 1 else k


def rows_message(spec, name, **values):
    """The text of the row problem `name` (rows.messages), filled; None without texts."""
    m = (spec.get("messages") or {}).get(name)
    if m is None:
        return None
    text = m if isinstance(m, str) else m["text"]
    return fill(text, **{k: v for k, v in values.items() if v is not None})


def listed_keys(spec, name, keys):
    """`{keys}` of the coverage message `name`: str(list) of at most `limit` keys,
    sorted (Python's sort of the keys) unless `order: rows`."""
    m = (spec.get("messages") or {}).get(name)
    opts = m.get("keys", {}) if isinstance(m, dict) else {}
    if opts.get("order") != "rows":
        keys = sorted(keys)
    return str([key_item(k) for k in keys[: opts.get("limit")]])


def score_said(score, name, **values):
    """The text of the score's rejection `name` (score.messages), filled; None without."""
    t = score.get("messages", {}).get(name)
    return None if t is None else [fill(t, **values)]


def grade_rows(params, files, submission, report):
    """Rows read with Python's csv module; every row checked, all problems reported at once."""
    sub = params["submission"]
    if submission is None:
        raise Reject("fatal", said=file_said(params, "missing_file", file=sub["file"], dir=SUBMISSION_DIR))
    spec = params["rows"]
    keys, target = params["join"]["keys"], params["targets"][0]
    try:
        rows = read_dict_rows(submission, sub)
    except Exception as e:
        if sub.get("read_error") == "fatal":
            raise Reject("fatal", said=file_said(params, "unreadable", file=sub["file"], error=str(e)))
        raise
    truth = truth_rows(files, params["truth"], keys, target["truth"])
    if not rows:
        raise Reject(spec.get("empty_category", "fatal"), said=file_said(params, "empty", file=sub["file"]))
    header = list(rows[0].keys())
    for c in params["required_columns"]["columns"]:
        if c not in header:
            missing = str([x for x in params["required_columns"]["columns"] if x not in header])
            said = file_said(params, "missing_column", file=sub["file"], column=c, columns=str(header), missing=missing)
            raise Reject(params["required_columns"]["category"], said=said)
    texts = "messages" in spec
    said = []
    pred = {}
    pcol = target["pred"]
    for idx, r in enumerate(rows):
        at = dict(line=str(idx + 2), row=str(idx + 1), column=pcol)
        k, err = parse_key(r, keys, spec["key_parse"])
        if k is None:
            said.append(rows_message(spec, "empty_key" if err is None else "bad_key", error=err, **at))
            continue
        at.update(key=key_text(k), **{str(i): str(x) for i, x in enumerate(k)})
        if spec.get("duplicate_first") and k in pred:
            said.append(rows_message(spec, "duplicate", **at))
            continue
        v, raw, err = parse_value(r, pcol, spec["value_parse"])
        if v is None:
            name = "bad_value" if err is not None else "empty_value"
            said.append(rows_message(spec, name, raw=repr(raw), error=err, **at))
        elif math.isnan(v) or math.isinf(v):
            said.append(rows_message(spec, "not_finite", raw=repr(raw), **at))
        elif k in pred:
            said.append(rows_message(spec, "duplicate", **at))
        else:
            pred[k] = v
    problems = len(said)
    def rejected(n):
        return Reject(spec["category"], min(n, spec["limit"]), said=said[: spec["limit"]] if texts else None)
    if problems and spec.get("coverage") == "next_stage":
        raise rejected(problems)
    missing = [k for k in truth if k not in pred]
    extra = [k for k in pred if k not in truth]
    if missing:
        said.append(rows_message(spec, "missing", n=str(len(missing)), keys=listed_keys(spec, "missing", missing)))
    if extra:
        said.append(rows_message(spec, "extra", n=str(len(extra)), keys=listed_keys(spec, "extra", extra)))
    if said:
        raise rejected(len(said))

    score = params["score"]
    ctx = {"per": {}, "reference": params["reference"]["value"], "merged": None, "truth": truth, "params": params}
    if "group_by" in score:
        # One metric per group of the key's component, in the truth's order; their mean.
        g = score["group_by"]
        at = keys.index(g["key"])
        values = []
        for group in g["groups"]:
            ks = [k for k in truth if k[at] == group]
            if not ks:
                raise Reject(g["missing_category"], said=score_said(score, "missing_group", group=str(group)))
            yt = np.array([truth[k] for k in ks], dtype=np.float64)
            yp = np.array([pred[k] for k in ks], dtype=np.float64)
            v = metric(score["metric"], yt, yp)
            if not math.isfinite(v) or v < 0:
                raise Reject(score["nonfinite_category"], said=score_said(score, "not_finite_group", group=str(group), value=repr(v)))
            ctx["per"][str(group)] = (v, len(ks))
            values.append(v)
        objective = float(np.mean(values))
        if not math.isfinite(objective):
            raise Reject(score["nonfinite_category"], said=score_said(score, "not_finite_mean", value=repr(objective)))
    else:
        # A plain Python mean (sum() is compensated in CPython 3.12), in the truth's order.
        errs = [abs(pred[k] - truth[k]) for k in truth]
        objective = sum(errs) / len(errs)
    ref = params["reference"]["value"]
    direction = params["reference"].get("direction", params["reference"].get("default_direction"))
    quality = quality_of(objective, ref, direction, params)
    report["validity_score"] = 1.0
    report["quality_score"] = round(quality, 6)
    report["overall_score"] = report["quality_score"]
    ctx.update(combined=objective, objective=objective)
    for item in params["report"]:
        report[item["field"]] = reported(item, ctx)


# ---------------------------------------------------------------- the curves engine


def parse_curve(text):
    """A JSON array of numbers as Python floats, or None (not a list, empty, non-finite)."""
    try:
        raw = json.loads(text)
        if not isinstance(raw, list):
            return None
        curve = [float(x) for x in raw]
        if not curve or not np.isfinite(np.asarray(curve, dtype=float)).all():
            return None
        return curve
    except (json.JSONDecodeError, TypeError, ValueError):
        return None


def resample(curve, n):
    """A curve stretched to n points: linear interpolation over [0, 1] (unchanged if n points)."""
    if len(curve) == n:
        return np.asarray(curve, dtype=float)
    return np.interp(np.linspace(0.0, 1.0, n), np.linspace(0.0, 1.0, len(curve)), curve)


def grade_curves(params, files, submission, report):
    """One curve (a JSON array in a cell) per item, scored against the truth's curve."""
    sub_spec = params["submission"]
    if submission is None:
        raise Reject("fatal", said=file_said(params, "missing_file", file=sub_spec["file"], dir=SUBMISSION_DIR))
    spec, t = params["rows"], params["truth"]
    rows = read_dict_rows(submission, sub_spec)
    if not rows:
        raise Reject(spec.get("empty_category", "fatal"), said=file_said(params, "empty", file=sub_spec["file"]))
    for c in params["required_columns"]["columns"]:
        if c not in rows[0].keys():
            said = file_said(params, "missing_column", file=sub_spec["file"], column=c)
            raise Reject(params["required_columns"]["category"], said=said)
    items = read_dict_rows(files[t["items_file"]], t)
    truth_rows_ = read_dict_rows(files[t["file"]], t)
    key = spec["key"]
    start = {}
    for r in items:
        cur = parse_curve(r.get(t["items_field"], ""))
        if cur is not None:
            start[r[key]] = cur
    goal = {}
    for r in truth_rows_:
        cur = parse_curve(r.get(t["field"], ""))
        if cur is not None:
            goal[r[key]] = cur
    said = []
    pred = {}
    for r in rows:
        sid = str(r[key]).strip()
        cur = parse_curve(r.get(spec["value"], ""))
        if cur is None:
            said.append(rows_message(spec, "bad_curve", key=sid))
        elif len(cur) < spec["min_length"]:
            said.append(rows_message(spec, "short", key=sid, length=str(len(cur))))
        elif sid in pred:
            said.append(rows_message(spec, "duplicate", key=sid))
        else:
            pred[sid] = cur
    ids = {r[key] for r in items}
    missing = sorted(ids - set(pred))
    if missing:
        said.append(rows_message(spec, "missing", n=str(len(missing)), keys=listed_keys(spec, "missing", [(k,) for k in missing])))
    if said:
        raise Reject(spec["category"], min(len(said), spec["limit"]), said=said[: spec["limit"]] if "messages" in spec else None)
    report["validity_score"] = 1.0
    score = params["score"]
    per = {}
    for sid in sorted(ids, key=lambda x: int(x) if x.isdigit() else x):
        if sid not in goal or sid not in start:
            report["validity_score"] = 0.0
            raise Reject(score["item_category"], said=score_said(score, "no_curve", key=sid))
        n = len(goal[sid])
        g = np.asarray(goal[sid], dtype=float)
        denom = float(np.sum(np.abs(g - resample(start[sid], n))))
        if denom < score["degenerate_below"]:
            report["validity_score"] = 0.0
            raise Reject(score["item_category"], said=score_said(score, "degenerate", key=sid))
        per[sid] = (float(np.sum(np.abs(resample(pred[sid], n) - g)) / denom), n)
    combined = float(np.mean([v for v, _ in per.values()]))
    objective = objective_of(combined, params)
    ref = params["reference"]["value"]
    direction = params["reference"].get("direction", params["reference"].get("default_direction"))
    report["quality_score"] = round(quality_of(objective, ref, direction, params), 6)
    report["overall_score"] = report["quality_score"]
    ctx = {"per": per, "combined": combined, "objective": objective, "reference": ref, "merged": None, "truth": None, "params": params}
    for item in params["report"]:
        report[item["field"]] = reported(item, ctx)


# ---------------------------------------------------------------- the grid engine


def read_field(data):
    """A field file: "nx ny nz", one more header line, then "i j k value material" lines
    (1-based; other lines skipped). Returns (values with NaN where absent, materials)."""
    lines = io.StringIO(data.decode("utf-8-sig")).readlines()
    nx, ny, nz = (int(v) for v in lines[0].split())
    vals = np.full((nx, ny, nz), np.nan)
    mats = np.zeros((nx, ny, nz), dtype=int)
    for line in lines[2:]:
        p = line.split()
        if len(p) != 5:
            continue
        at = (int(p[0]) - 1, int(p[1]) - 1, int(p[2]) - 1)
        vals[at] = float(p[3])
        mats[at] = int(p[4])
    return vals, mats


def grade_grid(params, files, submission, report):
    """A value per (time, node of a 3D grid), scored per time against a truth field."""
    sub_spec = params["submission"]
    if submission is None:
        raise Reject("fatal", said=file_said(params, "missing_file", file=sub_spec["file"], dir=SUBMISSION_DIR))
    g = params["grid"]
    sub = read_frame(submission, sub_spec)
    cols = [g["time_column"]] + g["index_columns"] + [g["value_column"]]
    if any(c not in sub.columns for c in cols):
        missing = str([c for c in cols if c not in sub.columns])
        said = file_said(params, "missing_column", file=sub_spec["file"], column=next(c for c in cols if c not in sub.columns),
                         columns=str(list(sub.columns)), missing=missing)
        raise Reject(params["required_columns"]["category"], said=said)
    tg = read_frame(files[g["times_file"]], sub_spec)
    times = [float(t) for t in tg.loc[tg[g["part_column"]].astype(str) == g["part"], g["time_column"]]]
    start, mats = read_field(files[g["initial_file"]])
    shape = start.shape
    texts = g.get("messages", {})
    said = []

    def problem(template, **values):
        said.append(None if template is None else fmt_fill(template, **values))

    for c in cols:
        sub[c] = pd.to_numeric(sub[c], errors="coerce")
    n_bad = int(sub[cols].isna().any(axis=1).sum())
    if n_bad:
        problem(texts.get("bad_rows"), n=str(n_bad))
        sub = sub.dropna(subset=cols)
    grids = {}
    for t in times:
        # rows of this time: np.isclose (relative 1e-5 and absolute `time_atol`)
        block = sub[np.isclose(sub[g["time_column"]].to_numpy(dtype=float), t, atol=g["time_atol"])]
        grid = np.full(shape, np.nan)
        idx = [block[c].to_numpy(dtype=int) - 1 for c in g["index_columns"]]
        ok = np.ones(len(block), dtype=bool)
        for d, ix in enumerate(idx):
            ok &= (ix >= 0) & (ix < shape[d])
        if int((~ok).sum()):
            problem(texts.get("outside"), t=repr(t), n=str(int((~ok).sum())))
        grid[idx[0][ok], idx[1][ok], idx[2][ok]] = block[g["value_column"]].to_numpy(dtype=float)[ok]
        n_dup = int(ok.sum()) - len(set(zip(*[ix[ok].tolist() for ix in idx])))
        if n_dup > 0:
            problem(texts.get("repeated"), t=repr(t), n=str(n_dup))
        miss = int(np.isnan(grid).sum())
        if miss:
            problem(texts.get("missing"), t=repr(t), n=str(miss), nodes=str(grid.size))
        grids[t] = grid
    if not said:
        lo, hi = g["range"]
        for t in times:
            grid = grids[t]
            vmin, vmax = float(np.nanmin(grid)), float(np.nanmax(grid))
            if vmin < lo or vmax > hi:
                problem(texts.get("range"), t=repr(t), lo=vmin, hi=vmax)
            for rule in g["monotone"]:
                sel = mats == rule["material"]
                change = (grid - start)[sel] if rule["direction"] == "not_above_initial" else (start - grid)[sel]
                n = int((change > rule["tol"]).sum())
                if n:
                    problem(rule.get("message"), t=repr(t), n=str(n), max=float(change.max()))
    if said:
        total = len(said)
        shown = said[: g["limit"]] if "messages" in g else None
        raise Reject(g["category"], min(total, g["limit"]), {g["total_field"]: total}, said=shown)
    report["validity_score"] = 1.0
    per = {}
    for t in times:
        truth, _ = read_field(files[g["truth_pattern"].format(t=t)])
        v = float(np.sqrt(np.mean((grids[t] - truth) ** 2)))
        per[g["time_label"].format(t=t)] = (round(v, g["per_time_round"]), 1)
    # the mean of the rounded per-time values, as the evaluator averages them
    combined = float(np.mean([v for v, _ in per.values()]))
    ref = params["reference"]["value"]
    direction = params["reference"].get("direction", params["reference"].get("default_direction"))
    report["quality_score"] = round(quality_of(combined, ref, direction, params), 6)
    report["overall_score"] = report["quality_score"]
    ctx = {"per": per, "combined": combined, "objective": combined, "reference": ref, "merged": None, "truth": None, "params": params}
    for item in params["report"]:
        report[item["field"]] = reported(item, ctx)


# ---------------------------------------------------------------- entry points


def grade(manifest, files, submission):
    """The report for one predictions file (bytes, or None when there is no file)."""
    return grade_said(manifest, files, submission)[0]


def server_output(manifest, files, submission):
    """What the case's evaluator prints for the file: its dict (its key order, its
    messages, str(e)), as its main() dumps it (parameters.server: indent, ensure_ascii)."""
    params = manifest["parameters"]
    server = params.get("server", {})
    report, said, error = grade_said(manifest, files, submission)
    if "crash" in report:
        out = {"crash": report["crash"]}
    else:
        out = dict(report)
        ei = report["error_info"]
        if "exception" in ei:
            t = server.get("exception")
            if t is None:
                out["error_info"] = {"exception": [error]}
            else:
                one = lambda x: fill(x, error=error, traceback=TRACEBACK)  # noqa: E731
                out["error_info"] = {k: ([one(x) for x in v] if isinstance(v, list) else one(v)) for k, v in t.items()}
        elif ei:
            cat = next(iter(ei))
            out["error_info"] = dict(ei, **{cat: said})
        found = server.get("found_field")
        if found and submission is not None:
            # The path of the file the evaluator found, after the fields it always has.
            after = ([it["field"] for it in params.get("report_always", []) if it["field"] in out] or ["error_info"])[-1]
            text = fill(found["text"], dir=SUBMISSION_DIR, file=params["submission"]["file"])
            out = {k2: v2 for k, v in out.items() for k2, v2 in ([(k, v), (found["field"], text)] if k == after else [(k, v)])}
    return json.dumps(out, ensure_ascii=server.get("ensure_ascii", False), indent=server.get("indent", 2))


def grade_said(manifest, files, submission):
    """(report, the evaluator's messages of a rejection or None, str(e) of an exception)."""
    said = error = None
    params = manifest["parameters"]
    report = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    engine = {"csv_module": grade_rows, "csv_curves": grade_curves, "grid": grade_grid}.get(params["submission"]["engine"], grade_frames)
    for item in params.get("report_always", []):
        report[item["field"]] = reported(item, {"reference": params["reference"]["value"]})
    try:
        engine(params, files, submission, report)
    except Reject as e:
        report["error_info"] = dict({e.category: e.problems}, **e.extra)
        said = e.said
    except Exception as e:  # the evaluator's own catch-all: its exception and traceback
        error = str(e)
        if params.get("on_exception", {}).get("uncaught"):
            return {"crash": type(e).__name__}, None, error
        if params.get("on_exception", {}).get("reset_validity", True):
            report["validity_score"] = 0.0
        for k in params.get("on_exception", {}).get("reset", []):
            report[k] = 0.0
        report["error_info"] = {"exception": type(e).__name__}
    return report, said, error


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--batch")
    ap.add_argument("--server", action="store_true", help="print what the evaluator prints (a JSON list of texts with --batch)")
    ap.add_argument("--case")
    ap.add_argument("--truth-dir")
    ap.add_argument("--data-dir")
    ap.add_argument("pred", nargs="?")
    a = ap.parse_args()
    if a.batch:
        with open(a.batch, encoding="utf-8") as f:
            items = json.load(f)
        out = []
        for it in items:
            if "submission_b64" in it:
                sub = base64.b64decode(it["submission_b64"])
            elif it.get("submission") is None:
                sub = None
            else:
                sub = it["submission"].encode("utf-8")
            files = {k: v.encode("utf-8") for k, v in it["truth"].items()}
            files.update({k: base64.b64decode(v) for k, v in it.get("truth_b64", {}).items()})
            out.append((server_output if a.server else grade)(it["manifest"], files, sub))
        json.dump(out, sys.stdout, ensure_ascii=False)
        print()
        return
    with open(a.case, encoding="utf-8") as f:
        manifest = json.load(f)
    # Every file under --truth-dir by its relative path (FDE-Bench: tests/_private), and
    # every file under --data-dir as data/<path> (FDE-Bench: the case's data/).
    files = {}
    for root, prefix in ((a.truth_dir, ""), (a.data_dir, "data/")):
        if not root:
            continue
        for d, _, names in os.walk(root):
            for n in names:
                path = os.path.join(d, n)
                with open(path, "rb") as f:
                    files[prefix + os.path.relpath(path, root).replace(os.sep, "/")] = f.read()
    sub = None
    try:
        with open(a.pred, "rb") as f:
            sub = f.read()
    except FileNotFoundError:
        pass
    if a.server:
        print(server_output(manifest, files, sub))
        return
    print(json.dumps(grade(manifest, files, sub), ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
