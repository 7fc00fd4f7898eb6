#!/usr/bin/env python3
"""The public prediction cases (cases-public/*, kind `prediction`): every example
submission graded by the reference grader (prediction_peer.py), in the pinned stack.

  prediction_public.py --check          the peer's reports equal the committed ones
  prediction_public.py --write          rewrite the committed reports
  prediction_public.py --cli BIN ...    also grade each example with `BIN prediction
                                        --case DIR FILE` and require the same report

The committed reports (crates/grader/tests/fixtures/prediction_public/expected.json) are
the compared view of prediction_diff.py (error_info as {category: count}, {"exception":
1}), keyed "<case>/<file>", and with every reported field unrounded, keyed
"<case>/<file>#unrounded"; for a case with the evaluator's texts (parameters.server),
what --format server prints, keyed "<case>/<file>#server"; crates/grader/tests/prediction_public.rs grades the same
files with the Rust kind and compares every field, floats bit for bit. Each example's
`expect` in case.json (verdict, failed check) is asserted here too.
"""

import os

# numpy 1.26 computes np.log1p with an AVX-512 (SVML) kernel on CPUs that have one, and
# that kernel differs from the C library's log1p in the last bit for about one value in
# four (pump-vibration's velocities: 41 of 150); without AVX-512 numpy calls the C
# library, as the Rust grader's `log1p_clip0` does (libm). Which CPU the benchmark's
# server has is not known: these reports pin numpy to its baseline dispatch, so they
# are the same on every machine. (Set before numpy is imported.)
os.environ.setdefault("NPY_DISABLE_CPU_FEATURES", "AVX512F AVX512CD AVX512_SKX AVX512_CLX AVX512_CNL AVX512_ICL AVX512_KNL AVX512_KNM")

import argparse  # noqa: E402
import glob  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prediction_peer  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
EXPECTED = os.path.join(ROOT, "crates/grader/tests/fixtures/prediction_public/expected.json")


def view(report):
    """The compared view: error_info by category and entry count."""
    r = dict(report)
    ei = r.get("error_info") or {}
    if "crash" in r:
        return {"crash": r["crash"], "error_info": {}}
    r["error_info"] = {"exception": 1} if "exception" in ei else {k: (len(v) if isinstance(v, list) else v) for k, v in ei.items()}
    return r


def cli_view(text):
    """The compared view of the CLI's JSON report (PredictionReport::server_view)."""
    r = json.loads(text)
    if r.get("crash"):
        return {"crash": r["crash"], "error_info": {}}
    out = {k: r[k] for k in ("validity_score", "quality_score", "overall_score")}
    out["error_info"] = {k: (1 if k == "exception" else len(v)) for k, v in r["error_info"].items()}
    out.update(r["fields"])
    return out


def spelling(x):
    """How a report spells a non-finite float (Python's json.dumps prints it bare)."""
    return "NaN" if math.isnan(x) else ("Infinity" if x > 0 else "-Infinity")


def same(a, b):
    """Equal, floats bit for bit (a NaN or an infinity is spelled "NaN", "Infinity",
    "-Infinity" in a Rust report, and may be JSON null in its unrounded values)."""
    if isinstance(a, float) or isinstance(b, float):
        if a is None or b is None:
            x = b if a is None else a
            return isinstance(x, float) and not math.isfinite(x)
        if isinstance(a, str) or isinstance(b, str):
            x, s = (b, a) if isinstance(a, str) else (a, b)
            return isinstance(x, float) and not math.isfinite(x) and s == spelling(x)
        if isinstance(a, bool) or isinstance(b, bool) or type(a) is not type(b):
            return False
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def unrounded(manifest):
    """The manifest with every reported field unrounded (its `round` keys removed), so
    the comparison sees each metric to the last bit, not only its rounded print."""

    def strip(v):
        if isinstance(v, dict):
            return {k: strip(x) for k, x in v.items() if k != "round"}
        if isinstance(v, list):
            return [strip(x) for x in v]
        return v

    m = dict(manifest)
    m["parameters"] = dict(manifest["parameters"])
    for key in ("report", "report_always"):
        if key in m["parameters"]:
            m["parameters"][key] = strip(m["parameters"][key])
    return m


def cases():
    """(folder, manifest) of every prediction case of cases-public/, sorted."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "cases-public", "*", "case.json"))):
        with open(path, encoding="utf-8") as f:
            m = json.load(f)
        if m["kind"] == "prediction":
            out.append((os.path.dirname(path), m))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--cli")
    a = ap.parse_args()
    views, problems = {}, []
    for folder, m in cases():
        # The case's own files (the truth among them), by name, as the server has them.
        files = {}
        for name in os.listdir(folder):
            if os.path.isfile(os.path.join(folder, name)):
                with open(os.path.join(folder, name), "rb") as f:
                    files[name] = f.read()
        for s in m["submissions"]:
            key = f"{m['id']}/{s['file']}"
            with open(os.path.join(folder, s["file"]), "rb") as f:
                sub = f.read()
            v = view(prediction_peer.grade(m, files, sub))
            views[key] = v
            views[key + "#unrounded"] = view(prediction_peer.grade(unrounded(m), files, sub))
            if "server" in m["parameters"]:
                # What the evaluator prints (--format server), for the cases with its texts.
                views[key + "#server"] = prediction_peer.server_output(m, files, sub)
            e = s["expect"]
            verdict = "valid" if v.get("validity_score") == 1.0 and not v["error_info"] else "rejected"
            failed = next(iter(v["error_info"]), None)
            if verdict != e["verdict"] or failed != e.get("failed_check"):
                problems.append(f"{key}: {verdict} ({failed}), case.json expects {e['verdict']} ({e.get('failed_check')})")
            if a.cli:
                out = subprocess.run([a.cli, "prediction", "--case", folder, os.path.join(folder, s["file"])], capture_output=True, text=True)
                if out.returncode != 0:
                    problems.append(f"{key}: the CLI fails: {out.stderr.strip()}")
                elif not same(v, cli_view(out.stdout)):
                    problems.append(f"{key}: the CLI's report differs:\n  peer {v}\n  CLI  {cli_view(out.stdout)}")
                if key + "#server" in views:
                    cmd = [a.cli, "prediction", "--case", folder, "--format", "server", os.path.join(folder, s["file"])]
                    printed = subprocess.run(cmd, capture_output=True, text=True).stdout.rstrip("\n")
                    if printed != views[key + "#server"]:
                        problems.append(f"{key}: the CLI's --format server differs:\n  peer {views[key + '#server']}\n  CLI  {printed}")
    if not views:
        problems.append("no prediction case in cases-public/")
    if a.write:
        os.makedirs(os.path.dirname(EXPECTED), exist_ok=True)
        with open(EXPECTED, "w", encoding="utf-8") as f:
            json.dump(views, f, indent=1, ensure_ascii=False)
            f.write("\n")
    if a.check:
        with open(EXPECTED, encoding="utf-8") as f:
            committed = json.load(f)
        for k in sorted(set(committed) | set(views)):
            if k not in views:
                problems.append(f"{k}: committed, but no such example")
            elif k not in committed:
                problems.append(f"{k}: not committed (run prediction_public.py --write)")
            elif not same(committed[k], views[k]):
                problems.append(f"{k}: the peer now gives\n  {views[k]}\n  committed {committed[k]}")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"prediction_public: {sum(1 for k in views if '#' not in k)} examples of {len(cases())} cases graded by the peer"
          + (", and by the CLI" if a.cli else "") + f": {len(problems)} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
