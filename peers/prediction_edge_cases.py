#!/usr/bin/env python3
"""Hand-made edge cases for the Rust prediction kind, graded by our peer
(prediction_peer.py, pinned stack) and written as a batch in prediction_diff.py's dump
format: quoting, CRLF, trailing commas, BOMs, blank lines, booleans (pandas' bool
columns), no-break spaces, NUL bytes, hex and signed spellings, integer vs float keys, uint64
keys, prediction_diff.py's traps, and (with --large) files longer than pandas 2.3.2's low_memory blocks.

  prediction_edge_cases.py OUT.json            the committed fixture
  prediction_edge_cases.py --large OUT.json    plus the large files (scripts/test-peers)
"""

import argparse
import base64
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import prediction_diff  # noqa: E402
import prediction_peer  # noqa: E402

CASES = os.path.join(os.path.dirname(HERE), "cases-fdebench")


def manifest(d):
    with open(os.path.join(CASES, d, "case.json"), encoding="utf-8") as f:
        return json.load(f)


def item(d, truth, sub):
    m = manifest(d)
    name = m["parameters"]["truth"]["file"]
    rep = prediction_peer.grade(m, {name: truth.encode()}, sub.encode())
    return {"manifest": m, "truth": {name: truth}, "truth_b64": {}, "submission_b64": base64.b64encode(sub.encode()).decode(),
            "expected": json.loads(prediction_diff.normalise(rep))}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--large", action="store_true")
    a = ap.parse_args()
    items = []
    bank = "044-bank-branch-siting"
    h = "业务/服务名称,选址评分\n"
    t = h + "A,74.1\nB,12.5\n7,3\n"
    for body in ["A,74.1\nB,12.5\n7,3\n", "\"A\",\"74.1\"\nB,12.5\n7.0,3\n", "A,74.1\r\nB,12.5\r\n7,3\r\n", "A,74.1,\nB,12.5,\n7,3,\n",
                 "A,True\nB,False\n7,3\n", "A,True\nB,False\n7,True\n", " A ,74\nB\u00a0,12\n7,3\n", "A,74\n\nB,12\n  \n7,3\n",
                 "A,1e2\nB,-0\n7,+3\n", "A,74\nB,12\n7,3\n8,9\n", "A,74,1\nB,12\n7,3\n", "A,.5\nB,5.\n7,0x1\n", "A,74\nB,12\n07,3\n",
                 "A,74\nB,12\n7.0,3\n", "A,nan\nB,NA\n7,3\n",
                 # pandas ends a field at its first NUL (a C string): `A\0x` is A, `\0B` missing.
                 "A\0x,74.1\nB,12.5\x009\n7,3\n", "A,74.1\n\0B,12.5\n7,3\n", "A,74.1\nB,\x0012.5\n7\x008,3\n"]:
        items.append(item(bank, t, h + body))
        items.append(item(bank, t, "业务/服务名称,选址评分,\n" + body))
    items.append(item(bank, t, "\ufeff\ufeff" + h + "A,1\n"))
    items.append(item(bank, h + "A,True\nB,False\n7,True\n", h + "A,1\nB,0\n7,1\n"))
    items.append(item(bank, h + "True,1\nFalse,2\n", h + "True,1\nFalse,2\n"))
    d = "window_id,step,dose_1,dose_2,dose_3,dose_4\n"
    td = d + "1,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n"
    for body in ["1,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n", "1.0,1,1,0,2,3\n1,2.0,0,0,0,0\n2,1,4,4,4,4\n", "1.5,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n",
                 "1,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,inf\n", "1,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,-inf\n", "1,1,1,0,2,3\n1,2,,0,0,0\n2,1,4,4,4,4\n",
                 "x,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n", "1,1,1,0,2,3\n1,2,0,0,0,0\n", "1,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n3,1,1,1,1,1\n1,1,1,1,1,1\n",
                 "1,1,1e400,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n", "1,1,1,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n9999999999999999999,1,1,1,1,1\n",
                 "1,1,1,0,2,3,\n1,2,0,0,0,0,\n2,1,4,4,4,4,\n", "1,1,true,0,2,3\n1,2,0,0,0,0\n2,1,4,4,4,4\n",
                 "1,1,1\x005,0,2,3\n1,2\0x,0,0,0,0\n2,1,4,4,4,4\n", "1,1,1,0,2,3\n1,2,0,0,0,0\n\x002,1,4,4,4,4\n"]:
        items.append(item("043-water-coagulant-dosing", td, d + body))
    # prediction_diff.py's traps (each measured on the real evaluators) of the cases the
    # Rust grader covers.
    dirs = {d[:3]: d for d in os.listdir(CASES) if os.path.isdir(os.path.join(CASES, d))}
    for prefix, _what, truth, sub, _want in prediction_diff.TRAPS:
        if prefix in ("003", "005", "008", "030", "032", "033", "035", "036", "042", "043", "044"):
            items.append(item(dirs[prefix], truth, sub))
    if a.large:
        # Longer than a low_memory block of a 6-column file (2^16 rows): a text cell in
        # the last block makes the column object, numbers before it stay numbers.
        rows = [(w, s) for w in range(1, 2001) for s in range(1, 36)]
        td = d + "".join(f"{w},{s},{(w * 7 + s) % 5},{s % 3},1.5,0\n" for w, s in rows)
        sub = d + "".join(f"{w},{s},{(w * 7 + s) % 5 + 0.25},{s % 3},1.5,0\n" for w, s in rows)
        items.append(item("043-water-coagulant-dosing", td, sub))
        for old, new in [("2000,", "x,"), (",1.5,", ",abc,"), (",1.5,", ",1.25,")]:
            lines = sub.split("\n")
            lines[-3] = lines[-3].replace(old, new, 1)
            items.append(item("043-water-coagulant-dosing", td, "\n".join(lines)))
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False)
    print(f"{len(items)} edge cases written to {a.out}")


if __name__ == "__main__":
    main()
