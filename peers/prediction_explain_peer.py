"""The rows the site's prediction figures draw, as the evaluator scores them.

For every item of a batch (`prediction_diff.py --dump`) that the reference grader
(`prediction_peer.py`) accepts: the scored rows in the evaluator's order, each row's key
as Python's `str()` writes it, and per target the truth and the prediction as its
`vectors()` hold them (pandas engine: the merged frame; csv-module engine: the truth
dict's order, each key's prediction). Rejected items are `null`. The Rust side
(`grader::prediction::explain`, `crates/grader/tests/prediction_explain.rs`) must give the
same rows, floats bit for bit.

    prediction_explain_peer.py --batch BATCH.json --out EXPLAINED.json

Floats are written as `float.hex()` (NaN: "nan"), so nothing is lost in JSON.
"""

import argparse
import base64
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prediction_peer as peer  # noqa: E402


def fx(x):
    x = float(x)
    return "nan" if math.isnan(x) else x.hex()


def frame_rows(params, files, submission):
    pred = peer.read_frame(submission, params["submission"])
    truth = peer.read_truth(files, params["truth"])
    state = {"pred": pred, "truth": truth, "params": params}
    if params.get("template"):
        state["template"] = peer.read_frame(files[params["template"]["file"]], params["template"])
    for step in params["checks"]:
        peer.run_step(step, state)
    merged = peer.join(state)
    keys = params["join"]["keys"]
    out = {"keys": [[str(v) for v in row] for row in merged[keys].itertuples(index=False, name=None)], "truth": [], "pred": []}
    for i, _ in enumerate(params["targets"]):
        yt, yp = peer.vectors(merged, i, params["score"])
        out["truth"].append([fx(x) for x in yt])
        out["pred"].append([fx(x) for x in yp])
    return out


def dict_rows(params, files, submission):
    spec = params["rows"]
    keys, target = params["join"]["keys"], params["targets"][0]
    truth = peer.truth_rows(files, params["truth"], keys, target["truth"])
    pred = {}
    for r in peer.read_dict_rows(submission, params["submission"]):
        k = peer.parse_key(r, keys, spec["key_parse"])[0]
        pred.setdefault(k, peer.parse_value(r, target["pred"], spec["value_parse"])[0])
    return {
        "keys": [[str(x) for x in k] for k in truth],
        "truth": [[fx(v) for v in truth.values()]],
        "pred": [[fx(pred[k]) for k in truth]],
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--batch", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    with open(a.batch, encoding="utf-8") as f:
        items = json.load(f)
    out = []
    for it in items:
        sub = it.get("submission")
        sub = base64.b64decode(it["submission_b64"]) if "submission_b64" in it else (None if sub is None else sub.encode("utf-8"))
        files = {k: v.encode("utf-8") for k, v in it["truth"].items()}
        files.update({k: base64.b64decode(v) for k, v in it.get("truth_b64", {}).items()})
        report = peer.grade(it["manifest"], files, sub)
        if report.get("error_info") != {} or report.get("validity_score") != 1.0 or "crash" in report:
            out.append(None)
            continue
        params = it["manifest"]["parameters"]
        if params["submission"]["engine"] not in ("pandas", "csv_module"):
            out.append(None)  # the curves and grid engines are not explained
            continue
        engine = frame_rows if params["submission"]["engine"] == "pandas" else dict_rows
        out.append(engine(params, files, sub))
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, separators=(",", ":"))
        f.write("\n")
    print(f"prediction_explain_peer: {sum(x is not None for x in out)} of {len(out)} items explained -> {a.out}")


if __name__ == "__main__":
    main()
