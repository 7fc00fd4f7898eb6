"""Uplift parity against FDE-Gym's own harness: its grading functions (`run_record`,
`grade_workspace`, `score_discovery` from `harness/run.py`) run on generated engagements,
and fde-grade must give the same numbers and the same site verdict, both from the
`result.json` the harness writes and from the raw files (grader output, ask log,
variants.json, ledger, meta.json).

FDE-Gym's code is not part of this repository: point FDE_GYM_DIR at a local copy of it
(a checkout of deeplethe/fde-gym; only harness/run.py is loaded). Without it this peer
says so and exits 0.

Stubs, for the container parts only: `sandbox_python` (the delivered code's sandbox; the
stub grader runs no delivered code) returns no wrapper, and the engagement's grader is a
stub that returns the generated grader output. The site's verdict and points (score.ts,
standings.ts are TypeScript) are ours, from spec_uplift.py.

    FDE_GYM_DIR=/path/to/fde-gym python fdegym_uplift_peer.py [--runs 1500] [--seed 11]
"""
import argparse
import importlib.util
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import spec_uplift as spec  # noqa: E402
import native  # noqa: E402

GRADER = '''import json, os
def grade(ws):
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "out.json"), encoding="utf-8") as f:
        return json.load(f)
'''


def load_harness(fde, work):
    os.environ["FDEGYM_RUNS"] = os.path.join(work, "runs")
    os.environ["FDEGYM_LEDGER"] = os.path.join(work, "ledger")
    os.environ["FDEGYM_ENGAGEMENTS"] = os.path.join(work, "engagements")
    for d in ("runs", "ledger", "engagements"):
        os.makedirs(os.path.join(work, d), exist_ok=True)
    s = importlib.util.spec_from_file_location("fdegym_run", os.path.join(fde, "harness", "run.py"))
    run = importlib.util.module_from_spec(s)
    s.loader.exec_module(run)
    run.sandbox_python = lambda cwd, grader_path: (None, "stub: no sandbox in the peer")
    return run


def site(out):
    """The site's verdict and points for a result.json the harness wrote."""
    try:
        json.dumps(out, allow_nan=False)
    except ValueError:
        return "error", "—"
    inc = out.get("incidents")
    net = out.get("uplift_net")
    if isinstance(inc, list) and inc:
        v = "incident"
    else:
        v = "accepted" if (net if net is not None else 0) >= spec.PASS else "rejected"
    return v, spec.points_text(net)


def fin(x):
    return x if isinstance(x, float) and x == x and abs(x) != float("inf") else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=11)
    a = ap.parse_args()
    fde = os.environ.get("FDE_GYM_DIR")
    if not fde or not os.path.exists(os.path.join(fde, "harness", "run.py")):
        print("fdegym uplift peer: skipped (set FDE_GYM_DIR to a local copy of deeplethe/fde-gym)")
        return
    exe = native.cli()
    work = tempfile.mkdtemp(prefix="fdegym-peer-")
    run = load_harness(fde, work)
    r = random.Random(a.seed)
    diff_file, diff_raw, failed, verdicts = 0, 0, 0, {}
    for i in range(a.runs):
        out, log, variants, variant, ledger = spec.make(r)
        eid, name = "e", "run-%d" % i
        ed = os.path.join(work, "engagements", eid)
        shutil.rmtree(ed, ignore_errors=True)
        os.makedirs(ed)
        with open(os.path.join(ed, "grader.py"), "w") as f:
            f.write(GRADER)
        with open(os.path.join(ed, "truth.json"), "w") as f:
            f.write("{}")
        with open(os.path.join(ed, "out.json"), "w", encoding="utf-8") as f:
            f.write(out)
        if variants is not None:
            with open(os.path.join(ed, "variants.json"), "w") as f:
                json.dump(variants, f)
        rd = os.path.join(work, "runs", name)
        os.makedirs(os.path.join(rd, "logs"))
        os.makedirs(os.path.join(rd, "workspace"))
        if log is not None:
            with open(os.path.join(rd, "logs", "ask.jsonl"), "w", encoding="utf-8", newline="") as f:
                f.write(log)
        if ledger is not None and ledger[0] is None:
            meta = dict(ledger[2])   # a run from before the ledger: meta.json only
        elif ledger is not None:
            entry, head, meta = ledger
            entry = dict(entry, engagement=eid)
            meta = dict(meta, engagement=eid) if meta.get("engagement") == "e" else meta
            with open(os.path.join(work, "ledger", name + ".json"), "w") as f:
                json.dump(entry, f)
            if head is not None:
                with open(os.path.join(work, "ledger", name + ".head"), "w") as f:
                    json.dump(head, f)
        else:
            meta = {"engagement": eid, "level": "L3", "port": 1}
            if variant:
                meta["variant"] = variant
        with open(os.path.join(rd, "meta.json"), "w") as f:
            json.dump(meta, f)
        # The harness, as `run.py grade` runs it.
        try:
            m, problems, record = run.run_record(rd)
            res = run.grade_workspace(m["engagement"], os.path.realpath(os.path.join(rd, "workspace")), rd,
                                      extra={"level": m["level"]}, variant=m.get("variant"),
                                      integrity=problems, record=record)
            res.update(m, name=name, harness_version=run.__version__)
            text = json.dumps(res, indent=2, ensure_ascii=False)
            text.encode("utf-8")   # cmd_grade writes it to a UTF-8 file
            want_v, want_p = site(res)
            want = {"verdict": want_v, "points": want_p}
            if want_v != "error":
                want.update(uplift=fin(res["uplift"]), uplift_bounded=fin(res["uplift_bounded"]),
                            contact_cost=fin(res["discovery"]["contact_cost"]), uplift_net=fin(res["uplift_net"]))
        except (Exception, SystemExit):
            text, want = None, {"verdict": "error", "points": "—"}
            failed += 1
        verdicts[want["verdict"]] = verdicts.get(want["verdict"], 0) + 1
        # fde-grade from the raw files.
        d = os.path.join(work, "cli")
        os.makedirs(d, exist_ok=True)
        if ledger is None:
            written = None
        elif ledger[0] is None:
            written = (None, None, meta)
        else:
            written = (dict(ledger[0], engagement=eid), ledger[1], meta)
        spec.write(d, out, log, variants, written)
        got = spec.cli(exe, d, log is not None, variants, meta.get("variant") if ledger is None else variant, written)
        g = {"verdict": got["verdict"], "points": got["points_display"], "uplift": got["uplift"],
             "uplift_bounded": got["uplift_bounded"], "contact_cost": got["contact_cost"], "uplift_net": got["uplift_net"]}
        bad = [(k, v, g[k]) for k, v in want.items() if g[k] != v]
        if bad:
            diff_raw += 1
            if diff_raw <= 6:
                print("raw files, run %d: %s\n   reason: %s" % (i, bad, got.get("error_reason")))
        # fde-grade from the harness's result.json.
        if text is not None:
            p = os.path.join(d, "harness-result.json")
            with open(p, "w", encoding="utf-8") as f:
                f.write(text)
            c = subprocess.run([exe, "uplift", p], capture_output=True, text=True)
            got = json.loads(c.stdout)
            g = {"verdict": got["verdict"], "points": got["points_display"], "uplift": got["uplift"],
                 "uplift_bounded": got["uplift_bounded"], "contact_cost": got["contact_cost"], "uplift_net": got["uplift_net"]}
            bad = [(k, v, g[k]) for k, v in want.items() if g[k] != v]
            if bad:
                diff_file += 1
                if diff_file <= 6:
                    print("result.json, run %d: %s\n   reason: %s" % (i, bad, got.get("error_reason")))
    shutil.rmtree(work, ignore_errors=True)
    print("fdegym uplift peer: %d engagements (%d the harness fails on); differences: %d from result.json, %d from the raw files; verdicts %s"
          % (a.runs, failed, diff_file, diff_raw, dict(sorted(verdicts.items()))))
    sys.exit(1 if diff_file or diff_raw else 0)


if __name__ == "__main__":
    main()
