#!/usr/bin/env python3
"""Hand-made edge cases of the prediction cases that read more than one file
(FDE-Bench 001's JSON truth, 006's curves, 041's grid), graded by our peer
(prediction_peer.py, pinned stack) and written as a batch in prediction_diff.py's dump
format (every file of an item by name, `data/...` for the case's data directory).

  prediction_files_edge_cases.py OUT.json

What they try: JSON quirks (a repeated key, a string or boolean Cd, an entry that is a
list), curves that are not arrays of finite numbers (strings, booleans, nested lists,
1e400, a 400-digit integer: OverflowError), short and long rows, quoted and spaced ids,
ids of digits and text together (the evaluator's sort raises), stretched curves of one
point; grids with integer and float times, indices written 1.0, 1.9, -0, inf, 1e30,
values inf or text, repeated times and nodes, nodes missing from the initial field
(NaN), an empty file, a header only, a BOM and CRLF, the tolerance edges of the range
and monotone rules, a reference of 0; and prediction_diff.py's traps of these cases.
"""

import argparse
import base64
import copy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import prediction_diff  # noqa: E402
import prediction_peer  # noqa: E402

CASES = os.path.join(os.path.dirname(HERE), "cases-fdebench")


def manifest(prefix):
    d = next(x for x in sorted(os.listdir(CASES)) if x.startswith(prefix))
    with open(os.path.join(CASES, d, "case.json"), encoding="utf-8") as f:
        return json.load(f)


def item(m, files, sub):
    raw = {k: v.encode("utf-8") for k, v in files.items()}
    rep = prediction_peer.grade(m, raw, None if sub is None else sub.encode("utf-8"))
    out = {"manifest": m, "truth": dict(files), "truth_b64": {}, "expected": json.loads(prediction_diff.normalise(rep))}
    if sub is None:
        out["submission"] = None
    else:
        out["submission_b64"] = base64.b64encode(sub.encode("utf-8")).decode()
    return out


def with_ref(m, value=None, direction=None):
    m = copy.deepcopy(m)
    if value is not None:
        m["parameters"]["reference"]["value"] = value
    if direction is not None:
        m["parameters"]["reference"]["direction"] = direction
    return m


def cars(items):
    m = manifest("001")
    public = '{"train@1.vtu": {"Cd": 0.3}, "a@1.vtu": {"area": 2}, "b@1.vtu": {"area": 2}, "c@1.vtu": {"x": 1}, "c@1.vtu": {"Cd": 0.2}}'
    private = '{"a@1.vtu": {"Cd": 0.31}, "b@1.vtu": {"Cd": "0.28"}, "b@1.vtu": {"Cd": true}, "z": 1}'
    files = {"frontal_areas.json": private, "data/frontal_areas.json": public}
    h = "vtu_name,Cd_pred\n"
    for body in ["a@1.vtu,0.3\nb@1.vtu,0.9\n", "b@1.vtu,0.9\na@1.vtu,0.3\nc@1.vtu,0.2\n", "a@1.vtu,0.31\nb@1.vtu,1\n",
                 "a@1.vtu,0.05\nb@1.vtu,1.5\n", "a@1.vtu,0.049999\nb@1.vtu,1\n", "a@1.vtu,inf\nb@1.vtu,1\n", "a@1.vtu,abc\nb@1.vtu,1\n",
                 "a@1.vtu,0.3\na@1.vtu,0.3\nb@1.vtu,1\n", " a@1.vtu,0.3\nb@1.vtu,1\n", "a@1.vtu,0.3\n", "\"a@1.vtu\",\"0.3\"\r\nb@1.vtu,1.0\r\n",
                 "a@1.vtu,1e-1\nb@1.vtu,0x1\n", "a@1.vtu,0.3\nb@1.vtu,1,extra\n"]:
        items.append(item(m, files, h + body))
    items.append(item(m, files, "\ufeff" + h + "a@1.vtu,0.3\nb@1.vtu,1\n"))
    items.append(item(m, files, "vtu_name,Cd\na@1.vtu,0.3\nb@1.vtu,1\n"))
    items.append(item(m, files, ""))
    items.append(item(m, files, None))
    items.append(item(with_ref(m, 0.0), files, h + "a@1.vtu,0.31\nb@1.vtu,1\n"))
    items.append(item(with_ref(m, 0.5, "higher_is_better"), files, h + "a@1.vtu,0.31\nb@1.vtu,1\n"))
    # Every Cd exact: the error is the floor (the truth's resolution).
    items.append(item(m, {"frontal_areas.json": '{"a": {"Cd": 0.25}}', "data/frontal_areas.json": '{"a": {}}'}, h + "a,0.25\n"))
    items.append(item(m, {"frontal_areas.json": '{"a": {"Cd": 0.25}}', "data/frontal_areas.json": '{"a": ["area"], "b": "Cd", "c": "Cd_x"}'},
                      h + "a,0.25\nc,0.1\n"))


def curve(xs):
    return '"' + json.dumps(xs).replace('"', '""') + '"'


def beams(items):
    m = manifest("006")
    g1 = [1.0 + 0.01 * i for i in range(12)]
    g2 = [0.9 + 0.02 * (i % 5) for i in range(20)]
    s1 = [1.2 - 0.01 * i for i in range(30)]
    s2 = [0.7] * 20
    files = {"test_truth.csv": "sample_id,gt_uniformity_y\n1,%s\n2,%s\n" % (curve(g1), curve(g2)),
             "data/test.csv": "sample_id,first_uniformity_y\n1,%s\n2,%s\n" % (curve(s1), curve(s2))}
    h = "sample_id,uniformity_y\n"
    p1, p2 = [1.0 + 0.012 * i for i in range(15)], [0.95] * 10
    ok = "1,%s\n2,%s\n" % (curve(p1), curve(p2))
    for body in [ok, "2,%s\n1,%s\n" % (curve(p2), curve(p1)), " 1 ,%s\n2,%s\n" % (curve(p1), curve(p2)),
                 "1,%s\n2,%s\n" % (curve([str(x) for x in p1]), curve(p2)), "1,%s\n2,%s\n" % (curve([True] * 12), curve(p2)),
                 "1,%s\n2,%s\n" % (curve([[x] for x in p1]), curve(p2)), "1,[1e400%s]\n2,%s\n" % (", 1" * 11, curve(p2)),
                 "1,\"[1%s%s]\"\n2,%s\n" % ("0" * 400, ", 1" * 11, curve(p2)), "1,%s\n2,%s\n" % (curve(p1[:9]), curve(p2)),
                 "1,%s\n1,%s\n2,%s\n" % (curve(p1), curve(p1), curve(p2)), "1,%s\n" % curve(p1), "1\n2,%s\n" % curve(p2),
                 "1,%s,extra\n2,%s\n" % (curve(p1), curve(p2)), ok + "3,%s\n" % curve(p1), "1,not json\n2,%s\n" % curve(p2),
                 "1,%s\n2,%s\n" % (curve(g1), curve(g2)), "1,%s\n2,%s\n" % (curve(s1), curve(s2)), ok.replace("\n", "\r\n")]:
        items.append(item(m, files, h + body))
    items.append(item(m, files, "\ufeff" + h + ok))
    items.append(item(m, files, "sample_id,curve\n" + ok))
    items.append(item(m, files, h))
    items.append(item(m, files, None))
    items.append(item(with_ref(m, direction="lower_is_better"), files, h + ok))
    items.append(item(with_ref(m, 0.0), files, h + ok))
    # Ids of digits and text together: the evaluator's sort raises.
    mixed = {"test_truth.csv": "sample_id,gt_uniformity_y\n1,%s\nS2,%s\n" % (curve(g1), curve(g2)),
             "data/test.csv": "sample_id,first_uniformity_y\n1,%s\nS2,%s\n" % (curve(s1), curve(s2))}
    items.append(item(m, mixed, h + "1,%s\nS2,%s\n" % (curve(p1), curve(p2))))
    # Digits sort as numbers: 10 after 9; a one-point start stretched flat; an item with no goal curve.
    many = {"test_truth.csv": "sample_id,gt_uniformity_y\n10,%s\n9,%s\n" % (curve(g1), curve(g2)),
            "data/test.csv": "sample_id,first_uniformity_y\n10,%s\n9,[0.5]\n11,%s\n" % (curve(s1), curve(s2))}
    items.append(item(m, many, h + "10,%s\n9,%s\n11,%s\n" % (curve(p1), curve(p2), curve(p2))))
    items.append(item(m, dict(many, **{"test_truth.csv": many["test_truth.csv"] + "11,%s\n" % curve(g2)}),
                      h + "10,%s\n9,%s\n11,%s\n" % (curve(p1), curve(p2), curve(p2))))


def field(shape, vals, mats, skip=()):
    lines = ["%d %d %d" % shape, "i j k T mat"]
    n = 0
    for i in range(shape[0]):
        for j in range(shape[1]):
            for k in range(shape[2]):
                if n not in skip:
                    lines.append("%d %d %d %r %d" % (i + 1, j + 1, k + 1, vals[n], mats[n]))
                n += 1
    return "\n".join(lines) + "\n"


def castings(items):
    m = manifest("041")
    shape = (1, 2, 2)
    mats = [2, 2, 1, 0]
    start = [1500.0, 1490.0, 25.0, 30.0]
    t12 = [1400.0, 1395.5, 26.0, 31.0]
    t24 = [1300.25, 1290.0, 27.5, 29.0]
    files = {"data/prediction_targets.csv": "part,time_s\npart2,1.2\npart1,1.2\npart2,2.4\n",
             "data/part2/initial_temp.txt": field(shape, start, mats),
             "part2/t1.2.txt": field(shape, t12, mats), "part2/t2.4.txt": field(shape, t24, mats)}
    h = "time_s,i,j,k,temperature\n"

    def rows(vals12, vals24, t1="1.2", t2="2.4", idx=None):
        out = []
        n = 0
        for t, vals in ((t1, vals12), (t2, vals24)):
            for j in range(2):
                for k in range(2):
                    ij = idx(n) if idx else ("1", str(j + 1), str(k + 1))
                    out.append("%s,%s,%s,%s,%s" % ((t,) + tuple(ij) + (vals[j * 2 + k],)))
                    n += 1
        return "\n".join(out) + "\n"

    near = [v + 0.125 for v in t12]
    near24 = [v - 0.0625 for v in t24]
    base = rows(t12, t24)
    for body in [base, rows(near, near24), rows(near, near24, "1.2000001", "2.40002"), rows(near, near24, "1.200001", "2.4"),
                 rows(near, near24, idx=lambda n: ("1.0", "%d.9" % (n // 2 % 2 + 1), "%d" % (n % 2 + 1))),
                 rows(near, near24, idx=lambda n: ("-0" if n == 0 else "1", str(n // 2 % 2 + 1), str(n % 2 + 1))),
                 rows(near, near24, idx=lambda n: ("inf" if n == 1 else "1", str(n // 2 % 2 + 1), str(n % 2 + 1))),
                 rows(near, near24, idx=lambda n: ("1e30" if n == 1 else "1", str(n // 2 % 2 + 1), str(n % 2 + 1))),
                 rows([1750.0, 1395.5, 26.0, 31.0], near24), rows([1750.5, 1395.5, 26.0, 31.0], near24),
                 rows([1400.0, 1395.5, 26.0, -10.0], near24), rows([1400.0, 1395.5, 26.0, -10.5], near24),
                 rows([1501.0, 1395.5, 26.0, 31.0], near24), rows([1501.5, 1395.5, 26.0, 31.0], near24),
                 rows([1400.0, 1395.5, 24.0, 31.0], near24), rows([1400.0, 1395.5, 23.5, 31.0], near24),
                 rows(["inf", 1395.5, 26.0, 31.0], near24), rows(["abc", 1395.5, 26.0, 31.0], near24),
                 base + "1.2,1,1,1,1400\n", base + "9.9,1,1,1,1400\n", base + "1.2,1,3,1,1400\n", base + "1.2,1,1,1,\n",
                 base.split("\n", 1)[1], rows(t12, t24).replace("\n", "\r\n"), '"1.2","1","1","1","1400"\n' + base.split("\n", 1)[1]]:
        items.append(item(m, files, h + body))
    items.append(item(m, files, "\ufeff" + h + base))
    items.append(item(m, files, h.replace("temperature", "T") + base))
    items.append(item(m, files, "time_s,i,j,k,temperature,note\n" + base.replace("\n", ",x\n")))
    items.append(item(m, files, h))
    items.append(item(m, files, ""))
    items.append(item(m, files, None))
    items.append(item(with_ref(m, 0.0), files, h + rows(near, near24)))
    items.append(item(with_ref(m, direction="higher_is_better"), files, h + rows(near, near24)))
    # Times given as integers, a time listed twice, labels that collide, a node the
    # initial field does not list (NaN start: no monotone breach there).
    ints = dict(files, **{"data/prediction_targets.csv": "part,time_s\npart2,1\npart2,2\npart2,1\n",
                          "part2/t1.0.txt": field(shape, t12, mats), "part2/t2.0.txt": field(shape, t24, mats)})
    items.append(item(m, ints, h + rows(near, near24, "1", "2.0")))
    coll = dict(files, **{"data/prediction_targets.csv": "part,time_s\npart2,1.24\npart2,1.16\n",
                          "part2/t1.2.txt": field(shape, t12, mats)})
    items.append(item(m, coll, h + rows(near, near24, "1.24", "1.16")))
    holes = dict(files, **{"data/part2/initial_temp.txt": field(shape, start, mats, skip={2})})
    items.append(item(m, holes, h + rows([1400.0, 1395.5, 0.0, 31.0], near24)))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    a = ap.parse_args()
    items = []
    cars(items)
    beams(items)
    castings(items)
    # prediction_diff.py's traps of these cases (each measured on the real evaluators).
    for prefix, _what, truth, sub, _want in prediction_diff.TRAPS:
        if prefix in ("001", "006", "041"):
            items.append(item(manifest(prefix), truth, sub))
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False)
    kinds = {}
    for it in items:
        k = next(iter(it["expected"].get("error_info") or {"valid": 1}), "valid") if "crash" not in it["expected"] else "crash"
        kinds[k] = kinds.get(k, 0) + 1
    print(f"{len(items)} edge cases ({', '.join(f'{k} {v}' for k, v in sorted(kinds.items()))}) -> {a.out}")


if __name__ == "__main__":
    main()
