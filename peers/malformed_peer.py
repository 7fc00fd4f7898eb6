"""The malformed-input corpus (crates/grader/tests/malformed/expected.json) against the
plain-Python peers: every routing file the server would read (routes JSON, customers.csv)
goes through spec_routing.py, every predictions / truth CSV through spec_scorecard.py
(pandas), and the verdict, the deciding stage and the rounded score must be the ones
the manifest (and so fde-grade, which the Rust test holds to it) gives.

    python peers/malformed_peer.py

Not compared: CSV plans (our addition; the Rust test holds each to the JSON plan's
score), uplift files (no Python peer), recipes, and the few entries in DIFFERENCES,
where the verdict agrees but our deciding check is more precise, or where we reject
case data the server would take (NaN coordinates), each with its reason.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import spec_routing  # noqa: E402
import spec_scorecard  # noqa: E402

CORPUS = os.path.join(ROOT, "crates", "grader", "tests", "malformed")

# file -> (what the peer says, why we differ)
DIFFERENCES = {
    "scorecard/utf16be-nobom.csv": "pandas reads UTF-16 without a BOM as UTF-8 with NUL bytes and then misses the "
                                   "columns (missing-column); we name the encoding at the file check; both reject",
}


def routing_case(case_dir):
    with open(os.path.join(ROOT, case_dir, "case.json"), encoding="utf-8") as f:
        m = json.load(f)
    p = dict(spec_routing.DEFAULTS)
    p.update(m.get("parameters") or {})
    p["reference_cost"] = m["reference"]["value"]
    return m, p


def peer_routing(e):
    m, p = routing_case(e["case"])
    if e["role"] == "data":
        customers, plan = os.path.join(CORPUS, e["file"]), os.path.join(ROOT, e["with"])
    else:
        customers, plan = os.path.join(ROOT, e["case"], m["files"]["customers"]), os.path.join(CORPUS, e["file"])
    try:
        depot, stores = spec_routing.load_customers(customers)
        if depot is None:
            raise ValueError("no depot")
    except Exception:
        return "case-error", None, None
    try:
        with open(plan, encoding="utf-8") as f:
            doc = json.load(f)
    except Exception:  # the server's try/except: error_info.exception
        return "rejected", "exception", None
    out = spec_routing.grade(depot, stores, doc, p)
    if out["stage"] is None:
        return "valid", None, out["overall_score"]
    return "rejected", out["stage"], None


def peer_scorecard(e):
    truth = os.path.join(ROOT, e["case"], "truth.csv")
    pred = os.path.join(CORPUS, e["file"])
    if e["role"] == "data":
        # The server reads the answer key after the submission's checks; where that
        # raises (no column, unreadable, a label int() rejects) every submission fails.
        truth, pred = pred, os.path.join(ROOT, e["with"])
    if os.path.getsize(pred) == 0:
        return "rejected", "exception", None  # pd.read_csv: EmptyDataError
    with open(os.path.join(ROOT, e["case"], "case.json"), encoding="utf-8") as f:
        ref = json.load(f)["reference"]["value"]
    out = spec_scorecard.grade(truth, pred, ref)
    if out["failed"] == "exception":
        return "case-error", None, None
    if out["failed"] is None:
        return "valid", None, out["overall_score"]
    # What pd.read_csv raises on is the server's exception (error_info.exception).
    return "rejected", {"unreadable": "exception"}.get(out["failed"], out["failed"]), None


def main():
    with open(os.path.join(CORPUS, "expected.json"), encoding="utf-8") as f:
        entries = json.load(f)["entries"]
    checked, differ, bad = 0, 0, []
    for e in entries:
        if e.get("recipe") or e["file"].startswith(("uplift/", "ask-log/")):
            continue
        # A kind with a peer of its own (peers/kinds/<kind>.py, on generated files) is checked there.
        if os.path.exists(os.path.join(ROOT, "peers", "kinds", e["file"].split("/")[0] + ".py")):
            continue
        if e["file"].startswith("routing/") and not e["file"].endswith(".json"):
            continue
        peer = peer_routing if e["case"].endswith(("routing/case", "routing-city")) else peer_scorecard
        verdict, stage, score = peer(e)
        # Where the server raises, its error_info says `exception` (our stage stays `fatal`).
        stage = "exception" if e.get("error_key") == "exception" else e.get("stage")
        ours = (e["verdict"], stage, e.get("score") if e["verdict"] == "valid" else None)
        theirs = (verdict, stage if e.get("stage") else None, score)
        if e["file"] in DIFFERENCES:
            differ += 1
            print(f"  differs on purpose: {e['file']}: peer {verdict}/{stage}, ours {ours[0]}/{ours[1]}: {DIFFERENCES[e['file']]}")
            continue
        checked += 1
        if ours != theirs:
            bad.append(f"{e['file']}: manifest {ours}, peer {theirs}")
    for b in bad:
        print("MISMATCH", b)
    print(f"malformed corpus vs peers: {checked} entries agree" + (f", {len(bad)} do not" if bad else "") +
          f", {differ} differ on purpose")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
