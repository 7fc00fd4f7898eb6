#!/usr/bin/env python3
"""A batch of broken submissions for our public case `clinic-wait-minutes` (the
csv-module engine with English evaluator texts), for crates/grader/tests/prediction_peer.rs.

The truth is the case's first TRUTH_ROWS visits (every clinic among them); each item is
the reference example cut to those visits, then broken a few ways at random (repeated,
dropped, extra and short rows, empty keys, values that are empty, text, nan or inf, a
stray quote, padded keys, long rows), sometimes a whole-file problem (no file, no rows,
a renamed column, a byte that is not UTF-8, a BOM). Each item carries the peer's report
and what --format server prints (`expected_server`).

  prediction_clinic_cases.py OUT.json [--n 80] [--seed 7]
"""

import argparse
import base64
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prediction_diff  # noqa: E402
import prediction_peer as peer  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cases-public", "clinic-wait-minutes")
TRUTH_ROWS = 24


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--n", type=int, default=80)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    with open(os.path.join(ROOT, "case.json"), encoding="utf-8") as f:
        manifest = json.load(f)
    # What grading reads (the examples, rules and translations left out: a smaller batch).
    manifest = {k: manifest[k] for k in ("id", "kind", "title", "summary", "parameters", "reference")}
    with open(os.path.join(ROOT, "truth.csv"), encoding="utf-8") as f:
        truth = "".join(f.readlines()[: TRUTH_ROWS + 1])
    with open(os.path.join(ROOT, "submissions", "5-patients-ahead.csv"), "rb") as f:
        lines = f.read().split(b"\n")[: TRUTH_ROWS + 1]
    rng = random.Random(a.seed)
    out = []
    for _ in range(a.n):
        ls = list(lines)
        for _ in range(rng.randint(0, 5)):
            at = rng.randrange(1, len(ls))
            how = rng.choice(["dup", "drop", "emptykey", "nan", "inf", "text", "empty", "extra", "short", "long", "quote", "space"])
            cells = ls[at].split(b",")
            if how == "dup":
                ls.insert(at, ls[at])
            elif how == "drop":
                del ls[at]
            elif how == "emptykey":
                cells[rng.randrange(2)] = rng.choice([b"", b" "])
                ls[at] = b",".join(cells)
            elif how in ("nan", "inf", "text", "empty"):
                cells[-1] = {"nan": b"nan", "inf": b"-inf", "empty": b" ",
                             "text": rng.choice([b"0:25", b"it's", b'\xc3\xa9"x', b"1_5", b"\xd9\xa3"])}[how]
                ls[at] = b",".join(cells)
            elif how == "extra":
                ls.insert(at, b"%s,V9%04d,12" % (rng.choice([b"north", b"harbour", b"Harbour"]), rng.randrange(10000)))
            elif how == "short":
                ls[at] = b",".join(cells[:2])
            elif how == "long":
                ls[at] = ls[at] + b",x"
            elif how == "quote":
                ls[at] = b'"' + ls[at]
            elif how == "space":
                cells[1] = b" " + cells[1] + b" "
                ls[at] = b",".join(cells)
        sub = b"\n".join(ls)
        r = rng.random()
        if r < 0.03:
            sub = None
        elif r < 0.06:
            sub = b"clinic,visit_id,wait_min\n"
        elif r < 0.09:
            sub = sub.replace(b"wait_min", rng.choice([b"wait", b"wait_min,clinic"]), 1)
        elif r < 0.12:
            k = rng.randrange(len(sub))
            sub = sub[:k] + rng.choice([b"\xff", b"\xe4\xb8", b"\xe4"]) + sub[k:]
        elif r < 0.14:
            sub = b"\xef\xbb\xbf" + sub
        files = {"truth.csv": truth.encode("utf-8")}
        item = {"manifest": manifest, "expected": json.loads(prediction_diff.normalise(peer.grade(manifest, files, sub))),
                "expected_server": peer.server_output(manifest, files, sub), "truth": {"truth.csv": truth}, "truth_b64": {}}
        if sub is None:
            item["submission"] = None
        else:
            item["submission_b64"] = base64.b64encode(sub).decode()
        out.append(item)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False)


if __name__ == "__main__":
    main()
