"""`fde-grade KIND --format server` against the Python peers: for every file, the bytes
fde-grade prints must be the bytes the peer prints (json.dumps(result,
ensure_ascii=False, indent=2), the benchmark evaluator's main()), the traceback aside.

    python peers/server_output_peer.py --cli target/debug/fde-grade

The peers build the evaluator's result with the real calls (spec_routing.server_output:
FDE-Bench 002's steps, `json.load` of the file opened as UTF-8; spec_scorecard.server_output:
031's, `pd.read_csv(..., encoding="utf-8-sig")`), so every exception text is Python's or
pandas' own. Files: routing-city's and scorecard-credit's examples, every routes JSON,
predictions CSV, customers.csv and truth CSV of the malformed corpus whose case loads,
and the odd shapes and broken bytes of ROUTING_EDGES / SCORECARD_EDGES.

`error_info.traceback` is the one field not compared: fde-grade prints a fixed text
(spec_routing.TRACEBACK), the server's names its own files and lines.

A routes CSV (ours; the evaluator reads routes.json only) must print what the routes JSON
it converts to prints: the corpus's valid CSV plans against routing/case/plan.json. Not
compared: the other CSV plans, corpus recipes (built by the Rust test), case data that
does not load (no output).

    python peers/server_output_peer.py --evaluators /work/fdebench-local

instead runs each file through FDE-Bench's own evaluators (a local copy of
case/002_city_delivery_route_planning/tests/evaluator.py and
case/031_credit_default_scorecard/tests/evaluator.py, never committed), with the case's
parameters set on the module, and compares the peer's output with what they print.
"""
import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import spec_routing  # noqa: E402
import spec_scorecard  # noqa: E402
import spec_uplift  # noqa: E402

CORPUS = os.path.join(ROOT, "crates", "grader", "tests", "malformed")
ROUTING_MINI = os.path.join(CORPUS, "routing", "case")

# Routes files (bytes) graded against the corpus's small routing case.
_PLAN = '{"routes": [["ST000191", "ST000192", "ST000193"], ["ST000194", "ST000195", "ST000196"], ["ST000197", "ST000198", "ST000199"]]}'
ROUTING_EDGES = {
    "customers-null.json": b'{"routes": [{"customers": null}]}',
    "customers-int.json": b'{"routes": [["ST000191"], {"customers": 5}]}',
    "customers-bool.json": b'{"routes": [{"customers": true}]}',
    "customers-float.json": b'{"routes": [{"customers": 1.5}]}',
    "customers-text.json": b'{"routes": [{"customers": "abc"}]}',
    "customers-object.json": b'{"routes": [{"customers": {"ST000191": 1, " ST000192 ": 2}}]}',
    "customers-absent.json": b'{"routes": [{"stops": ["ST000191"]}, [], []]}',
    "route-int.json": b'{"routes": [["ST000191"], 7]}',
    "route-null.json": b'{"routes": [null]}',
    "route-text.json": b'{"routes": ["ST000191"]}',
    "route-float.json": b'{"routes": [1.0]}',
    "route-bool.json": b'{"routes": [false]}',
    "top-int.json": b"12",
    "top-null.json": b"null",
    "top-true.json": b"true",
    "top-float.json": b"-1.5e3",
    "top-text-routes.json": b'"my routes"',
    "top-text.json": b'"nothing here"',
    "top-list-routes.json": b'["routes", 1]',
    "top-list.json": b"[1, 2]",
    "routes-number.json": b'{"routes": 5}',
    "routes-null.json": b'{"routes": null}',
    "routes-repeated.json": b'{"routes": 5, "routes": []}',
    "no-routes.json": b"{}",
    "deep-1497.json": b'{"routes": ' + b"[" * 1496 + b"]" * 1496 + b"}",
    "deep-1498-list.json": b'{"routes": ' + b"[" * 1497 + b"]" * 1497 + b"}",
    "deep-1498-object.json": b'{"routes": [' + b'{"a": ' * 1496 + b"1" + b"}" * 1496 + b"]}",
    "int-4301.json": b'{"routes": [[' + b"9" * 4301 + b"]]}",
    "int-4300.json": b'{"routes": [[-' + b"9" * 4300 + b"]]}",
    "bom.json": b"\xef\xbb\xbf" + _PLAN.encode(),
    "bom-space.json": b"\xef\xbb\xbf  ",
    "cjk-error.json": '{"routes": [["中文店", "ST000191" "x"]]}'.encode(),
    "astral-error.json": '{"routes": [["𝄞", 1 2]]}'.encode(),
    "cr-error.json": b'{"routes":\r[\r["ST000191",]]}',
    "crlf-error.json": b'{\r\n  "routes": [\r\n    ["ST000191"]\r\n  ],\r\n}',
    "xff.json": b"\xff" + _PLAN.encode(),
    "bad-continuation.json": b'{"routes": [["ST\xe4A"]]}',
    "bad-continuation-2.json": b'{"routes": [["ST\xe4\xb8A"]]}',
    "truncated-utf8.json": b'{"routes": [["\xe4\xb8',
    "gbk.json": '{"routes": [["门店"]]}'.encode("gbk"),
    "empty.json": b"",
    "blank.json": b" \n\t ",
    "bad-escape.json": b'{"routes": [["ST\\x"]]}',
    "bad-unicode-escape.json": b'{"routes": [["\\u12G4"]]}',
    "unterminated.json": b'{"routes": [["ST000191',
    "control-char.json": b'{"routes": [["ST\x01"]]}',
    "extra-data.json": _PLAN.encode() + b" x",
    "trailing-comma-object.json": b'{"routes": [], }',
    "minus.json": b'{"routes": [[-]]}',
    "nan-inf.json": b'{"routes": [[NaN, Infinity, -Infinity, 1e400]]}',
    "codes-odd.json": b'{"routes": [[1.0, true, null, [1, "a"], {"b": 2}, " ST000191 "]]}',
    "ten-routes.json": b'{"routes": [["ST000191", "ST000192", "ST000193", "ST000194", "ST000195", "ST000196", "ST000197", "ST000198", "ST000199"], [], [], [], [], [], [], [], [], []]}',
}

# Predictions files graded against scorecard-credit.
SCORECARD_EDGES = {
    "empty.csv": b"",
    "blank-lines.csv": b"\n\n \n",
    "xff.csv": b"\xffcustomer_id,prob_default\n",
    "bom-xff.csv": b"\xef\xbb\xbfcustomer_id,prob_default\nC0001,0.5\xff\n",
    "truncated-utf8.csv": b"customer_id,prob_default\nC0001,\xe4\xb8",
    "too-many-fields.csv": b"customer_id,prob_default\nC0001,0.5\nC0002,0.5,1\nC0003,1,2,3\n",
    "implicit-index.csv": b"customer_id,prob_default\nC0001,0,5\nC0002,0.5,1,2\n",
    "unclosed-quote.csv": b'customer_id,prob_default\nC0001,"0.5\nC0002,0.5\n',
    "header-only.csv": b"customer_id,prob_default\n",
    "no-id.csv": b"id,prob_default\nC0001,0.5\n",
    "two-boms.csv": b"\xef\xbb\xbf\xef\xbb\xbfcustomer_id,prob_default\nC0001,0.5\n",
    "three-boms.csv": b"\xef\xbb\xbf" * 3 + b"customer_id,prob_default\nC0001,0.5\n",
}


def load_case(case_dir):
    with open(os.path.join(case_dir, "case.json"), encoding="utf-8") as f:
        return json.load(f)


def routing_params(m):
    p = dict(spec_routing.DEFAULTS)
    p.update(m.get("parameters") or {})
    p["reference_cost"] = m["reference"]["value"]
    return p


def scorecard_reference(m):
    return (m.get("parameters") or {}).get("reference_value", m.get("reference", {}).get("value", 0.865552))


def normalise(text):
    """The output with `error_info.traceback` (where present) set to the fixed text."""
    d = json.loads(text)
    ei = d.get("error_info") if isinstance(d, dict) else None
    if isinstance(ei, dict) and "traceback" in ei:
        ei["traceback"] = spec_routing.TRACEBACK
    return json.dumps(d, ensure_ascii=False, indent=2)


def peer(kind, case_dir, path, name):
    m = load_case(case_dir)
    if kind == "routing":
        depot, stores = spec_routing.load_customers(os.path.join(case_dir, m["files"]["customers"]))
        out = spec_routing.server_output(depot, stores, path, routing_params(m), name=name)
    else:
        out = spec_scorecard.server_output(os.path.join(case_dir, m["files"]["truth"]), path, scorecard_reference(m))
    return json.dumps(out, ensure_ascii=False, indent=2)


def cli(exe, kind, case_dir, path):
    r = subprocess.run([exe, kind, "--case", case_dir, "--format", "server", path], capture_output=True)
    if r.returncode != 0:
        return None
    return r.stdout.decode("utf-8").rstrip("\n")


def evaluator(evaluators, kind, case_dir, path, work):
    """FDE-Bench's own evaluator on the file, the case's parameters set on its module."""
    m = load_case(case_dir)
    sub = os.path.join(work, "submission")
    shutil.rmtree(sub, ignore_errors=True)
    os.makedirs(sub)
    if kind == "routing":
        src = os.path.join(evaluators, "case", "002_city_delivery_route_planning", "tests", "evaluator.py")
        ev = _module(src, "evaluator_002")
        p = routing_params(m)
        ev.HIGHWAY_SPEED_KMH, ev.LOCAL_SPEED_KMH = float(p["trunk_speed_kmh"]), float(p["local_speed_kmh"])
        ev.SERVICE_TIME_S, ev.CAPACITY, ev.N_VEHICLES = float(p["stop_seconds"]), float(p["capacity_kg"]), p["vehicles"]
        ev.W_TIME, ev.W_BALANCE = float(p["weights"]["time"]), float(p["weights"]["balance"])
        ev.W_HULL, ev.W_CROSSING = p["weights"]["intrusion"] / 300.0, p["weights"]["crossing"] / 600.0
        data = os.path.join(work, "data")
        os.makedirs(data, exist_ok=True)
        shutil.copy(os.path.join(case_dir, m["files"]["customers"]), os.path.join(data, "customers.csv"))
        with open(os.path.join(work, "reference_metrics.json"), "w") as f:
            json.dump({"reference_value": p["reference_cost"]}, f)
        if path is not None:
            shutil.copy(path, os.path.join(sub, "routes.json"))
        out = ev.evaluate(data_dir=data, baseline_dir=work, submission_dir=sub)
        return json.dumps(out, ensure_ascii=False, indent=2), os.path.join(sub, "routes.json")
    src = os.path.join(evaluators, "case", "031_credit_default_scorecard", "tests", "evaluator.py")
    ev = _module(src, "evaluator_031")
    from pathlib import Path
    ev._TRUTH = Path(os.path.join(case_dir, m["files"]["truth"]))
    ref = scorecard_reference(m)
    ev.load_baseline = lambda: float(ref)
    if path is not None:
        shutil.copy(path, os.path.join(sub, "predictions.csv"))
    out = ev.evaluate(sub, os.path.join(work, "data"))
    return json.dumps(out, ensure_ascii=False, indent=2), None


def _module(src, name):
    spec = importlib.util.spec_from_file_location(name, src)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def data_case(case_dir, role, file, work):
    """A copy of the case with its `role` file replaced by `file`."""
    m = load_case(case_dir)
    dst = os.path.join(work, "case-" + os.path.basename(file))
    shutil.rmtree(dst, ignore_errors=True)
    os.makedirs(dst)
    for name in m["files"].values():
        if os.path.exists(os.path.join(case_dir, name)):
            os.makedirs(os.path.dirname(os.path.join(dst, name)), exist_ok=True)
            shutil.copy(os.path.join(case_dir, name), os.path.join(dst, name))
    shutil.copy(os.path.join(case_dir, "case.json"), os.path.join(dst, "case.json"))
    shutil.copy(file, os.path.join(dst, m["files"][role]))
    return dst


def jobs(work):
    """(label, kind, case dir, file path or None for a missing one, name as given)."""
    city, credit = os.path.join(ROOT, "cases-public", "routing-city"), os.path.join(ROOT, "cases-public", "scorecard-credit")
    out = []
    for case, kind in ((city, "routing"), (credit, "scorecard")):
        subs = os.path.join(case, "submissions")
        for f in sorted(os.listdir(subs)):
            out.append((f"{kind} example {f}", kind, case, os.path.join(subs, f)))
    with open(os.path.join(CORPUS, "expected.json"), encoding="utf-8") as f:
        entries = json.load(f)["entries"]
    skipped = 0
    for e in entries:
        top = e["file"].split("/")[0]
        if e.get("recipe") or top not in ("routing", "scorecard", "customers", "truth") or e["verdict"] == "case-error":
            skipped += e.get("recipe") is not None or top in ("routing", "scorecard", "customers", "truth")
            continue
        if top == "routing" and not e["file"].endswith(".json"):
            skipped += 1
            continue
        path = os.path.join(CORPUS, e["file"])
        kind = "routing" if top in ("routing", "customers") else "scorecard"
        case = os.path.join(ROOT, e["case"])
        if e["role"] == "data":
            case, path = data_case(case, "customers" if top == "customers" else "truth", path, work), os.path.join(ROOT, e["with"])
        out.append((f"corpus {e['file']}", kind, case, path))
    edges = os.path.join(work, "edges")
    os.makedirs(edges, exist_ok=True)
    for kind, case, files in (("routing", ROUTING_MINI, ROUTING_EDGES), ("scorecard", credit, SCORECARD_EDGES)):
        d = os.path.join(edges, kind)
        os.makedirs(d, exist_ok=True)
        for name, data in files.items():
            with open(os.path.join(d, name), "wb") as f:
                f.write(data)
            out.append((f"{kind} edge {name}", kind, case, os.path.join(d, name)))
        out.append((f"{kind} missing file", kind, case, os.path.join(d, "no-such-file" + (".json" if kind == "routing" else ".csv"))))
    # A test set that lists a customer twice: `len(need - have)` counts ids, not rows.
    dup = os.path.join(edges, "dup-truth")
    os.makedirs(dup, exist_ok=True)
    with open(os.path.join(dup, "case.json"), "w") as f:
        json.dump({"id": "dup", "kind": "scorecard", "title": "dup", "parameters": {"reference_value": 0.8},
                   "reference": {"value": 0.8, "how": "test"}, "files": {"truth": "truth.csv"}}, f)
    with open(os.path.join(dup, "truth.csv"), "w") as f:
        f.write("customer_id,default\nC1,1\nC2,0\nC2,0\nC3,1\nC4,0\n")
    for name, text in (("missing.csv", "customer_id,prob_default\nC1,0.5\nC4,0.2\n"),
                       ("all.csv", "customer_id,prob_default\nC1,0.5\nC2,0.1\nC3,0.7\nC4,0.2\n")):
        with open(os.path.join(dup, name), "w") as f:
            f.write(text)
        out.append((f"scorecard edge dup-truth/{name}", "scorecard", dup, os.path.join(dup, name)))
    return out, skipped


def uplift_runs(exe, work, n, seed):
    """FDE-Gym runs: the public examples, then `n` generated engagements (spec_uplift.make:
    big ints, NaN, variants, ledgers, runs with meta.json only, broken ask logs); fde-grade's
    server output against spec_uplift.server_output. -> (same, differences)."""
    same, bad = 0, []

    def check(label, d, log, variants, variant, ledger, want):
        cmd = [exe, "uplift", "--format", "server", os.path.join(d, "result.json")]
        if log is not None:
            cmd += ["--ask-log", os.path.join(d, "ask.jsonl")]
        if variants is not None:
            cmd += ["--variants", os.path.join(d, "variants.json")]
        if variant:
            cmd += ["--variant", variant]
        if ledger is not None and ledger[0] is not None:
            cmd += ["--ledger", os.path.join(d, "run.json")]
        if ledger is not None:
            cmd += ["--meta", os.path.join(d, "meta.json")]
        got = subprocess.run(cmd, capture_output=True).stdout.decode("utf-8").rstrip("\n")
        if got == want:
            return 1
        bad.append(f"{label}:\n--- peer\n{want}\n--- fde-grade\n{got}")
        return 0

    for case in ("returns-triage", "cold-chain-spoilage"):
        subs = os.path.join(ROOT, "cases-public", case, "submissions")
        for name in sorted(os.listdir(subs)):
            d = os.path.join(subs, name)
            with open(os.path.join(d, "result.json"), encoding="utf-8") as f:
                out = f.read()
            log_path = os.path.join(d, "ask.jsonl")
            log = open(log_path, encoding="utf-8").read() if os.path.exists(log_path) else None
            want = spec_uplift.server_output(spec_uplift.spec_grade(out, log, None, None, None))
            same += check(f"uplift example {case}/{name}", d, log, None, None, None, want)
    r = __import__("random").Random(seed)
    d = os.path.join(work, "uplift")
    os.makedirs(d, exist_ok=True)
    for i in range(n):
        out, log, variants, variant, ledger = spec_uplift.make(r)
        spec_uplift.write(d, out, log, variants, ledger)
        want = spec_uplift.server_output(spec_uplift.spec_grade(out, log, variants, variant, ledger))
        same += check(f"uplift run {i}", d, log, variants, variant, ledger, want)
    return same, bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", help="fde-grade to compare with the peers")
    ap.add_argument("--evaluators", help="a local copy of FDE-Bench (case/<id>/tests/evaluator.py) to compare the peers with")
    ap.add_argument("--uplift-runs", type=int, default=600, help="generated FDE-Gym runs (with --cli)")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args()
    if not a.cli and not a.evaluators:
        ap.error("give --cli or --evaluators")
    work = tempfile.mkdtemp(prefix="server-output-")
    try:
        todo, skipped = jobs(work)
        same, bad, not_graded = 0, [], 0
        for label, kind, case, path in todo:
            exists = os.path.exists(path)
            if a.evaluators:
                theirs, real_path = evaluator(a.evaluators, kind, case, path if exists else None, work)
                ours = peer(kind, case, path if exists else os.path.join(work, "submission", "x"), real_path)
                who = "evaluator"
            else:
                theirs = peer(kind, case, path, path)
                ours = cli(a.cli, kind, case, path)
                who = "peer"
                if ours is None:
                    not_graded += 1
                    bad.append(f"{label}: fde-grade did not grade it")
                    continue
            if normalise(ours) == normalise(theirs):
                same += 1
                if a.verbose:
                    print(f"  same: {label}")
            else:
                bad.append(f"{label}:\n--- {who}\n{normalise(theirs)}\n--- {'peer' if a.evaluators else 'fde-grade'}\n{normalise(ours)}")
        if a.cli:
            # A routes CSV is printed as the evaluator prints the routes JSON it converts to:
            # the corpus's valid CSV re-spellings of routing/case/plan.json print what it prints.
            with open(os.path.join(CORPUS, "expected.json"), encoding="utf-8") as f:
                csvs = [e["file"] for e in json.load(f)["entries"] if e["file"].startswith("routing/")
                        and not e["file"].endswith(".json") and e["verdict"] == "valid" and not e.get("recipe")]
            plan = peer("routing", ROUTING_MINI, os.path.join(ROUTING_MINI, "plan.json"), None)
            for f in csvs:
                got = cli(a.cli, "routing", ROUTING_MINI, os.path.join(CORPUS, f))
                if got == plan:
                    same += 1
                else:
                    bad.append(f"corpus {f} (a CSV plan): not what plan.json gives:\n{got}")
            up_same, up_bad = uplift_runs(a.cli, work, a.uplift_runs, 11)
            same += up_same
            bad += up_bad
        for b in bad[:12]:
            print("MISMATCH", b)
        print(f"--format server vs {'FDE-Bench evaluators' if a.evaluators else 'peers'}: {same} files byte-identical"
              f" (traceback aside), {len(bad)} differ; {skipped} corpus entries not compared with a peer (CSV plans, recipes,"
              f" case errors)")
        sys.exit(1 if bad else 0)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
