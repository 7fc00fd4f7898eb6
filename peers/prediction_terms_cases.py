#!/usr/bin/env python3
"""Hand-made edge cases of FDE-Bench 004, 028 and 034's scoring (composite terms with
normalisers, np.percentile, under-forecasts, pandas' group means, skill against zero,
F1 of hits, the 028 template with its missing-truth fill, checks against the template,
clipping), graded by our peer (prediction_peer.py, pinned stack) and written as a batch
in prediction_diff.py's dump format for crates/grader/tests/prediction_peer.rs.

The manifests are the cases' own with their `parse_time` step replaced by `to_str`
(peers/no-time/NNN.json): the keys compare as text, every date here is written one way,
and time parsing is another step's business (its own differential).

  prediction_terms_cases.py OUT.json
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


def manifest(prefix):
    with open(os.path.join(HERE, "no-time", f"{prefix}.json"), encoding="utf-8") as f:
        return json.load(f)


def item(prefix, files, sub, tweak=None):
    m = manifest(prefix)
    if tweak:
        tweak(m["parameters"])
    if isinstance(files, str):
        files = {m["parameters"]["truth"]["file"]: files}
    rep = prediction_peer.grade(m, {k: v.encode() for k, v in files.items()}, sub.encode())
    return {"manifest": m, "truth": files, "truth_b64": {}, "submission_b64": base64.b64encode(sub.encode()).decode(),
            "expected": json.loads(prediction_diff.normalise(rep))}


def power(items):
    """004: clip, MAE / p95 / p99 / under-forecast above 800 over the reference's own values."""
    h = "date,time,clear_da\n"
    t = h + "2024-09-01,00:15,812.5\n2024-09-01,00:30,300\n2024-09-01,00:45,950\n2024-09-01,01:00,10\n"
    for body in ["2024-09-01,00:15,812.5\n2024-09-01,00:30,300\n2024-09-01,00:45,950\n2024-09-01,01:00,10\n",
                 "2024-09-01,00:15,700\n2024-09-01,00:30,310\n2024-09-01,00:45,1000\n2024-09-01,01:00,-5\n",
                 "2024-09-01,00:15,99999\n2024-09-01,00:30,300\n2024-09-01,00:45,0\n2024-09-01,01:00,10\n",
                 "2024-09-01,00:15,800\n2024-09-01,00:30,800\n2024-09-01,00:45,800\n2024-09-01,01:00,800\n",
                 "2024-09-01,00:15,1e400\n2024-09-01,00:30,300\n2024-09-01,00:45,950\n2024-09-01,01:00,10\n",
                 "2024-09-01, 00:15 ,812\n2024-09-01,00:30,300\n2024-09-01,00:45,950\n2024-09-01,01:00,10\n2024-09-02,00:15,5\n",
                 "2024-09-01,00:15,812\n2024-09-01,00:30,300\n2024-09-01,00:45,950\n",
                 "2024-09-01,00:15,812\n2024-09-01,00:15,300\n2024-09-01,00:45,950\n2024-09-01,01:00,10\n",
                 "2024-09-01,00:15,\n2024-09-01,00:30,300\n2024-09-01,00:45,950\n2024-09-01,01:00,10\n",
                 "2024-09-01,00:15,1500.0000001\n2024-09-01,00:30,-0.0\n2024-09-01,00:45,949.9999999999999\n2024-09-01,01:00,10.5\n"]:
        items.append(item("004", t, h + body))
    # one row; two rows; every truth above 800; none above
    items.append(item("004", h + "2024-09-01,00:15,812.5\n", h + "2024-09-01,00:15,100\n"))
    items.append(item("004", h + "2024-09-01,00:15,812.5\n2024-09-01,00:30,805\n", h + "2024-09-01,00:15,100\n2024-09-01,00:30,1400\n"))
    items.append(item("004", h + "2024-09-01,00:15,100\n2024-09-01,00:30,5\n", h + "2024-09-01,00:15,90\n2024-09-01,00:30,6\n"))
    # truth rows without a price are dropped; an infinite truth makes the percentiles NaN
    items.append(item("004", h + "2024-09-01,00:15,\n2024-09-01,00:30,abc\n2024-09-01,00:45,900\n", h + "2024-09-01,00:45,850\n"))
    items.append(item("004", h + "2024-09-01,00:15,inf\n2024-09-01,00:30,300\n", h + "2024-09-01,00:15,850\n2024-09-01,00:30,300\n"))
    items.append(item("004", h + "2024-09-01,00:15,inf\n", h + "2024-09-01,00:15,850\n"))
    # no truth row left: np.percentile of nothing raises IndexError (validity stays 1)
    items.append(item("004", h + "2024-09-01,00:15,\n", h + "2024-09-01,00:15,850\n"))
    # a repeated truth key: pandas' merge keeps both truth rows
    items.append(item("004", h + "2024-09-01,00:15,900\n2024-09-01,00:15,950\n", h + "2024-09-01,00:15,850\n"))
    # dates as numbers on one side only: text keys that never match
    items.append(item("004", h + "2024-09-01,00:15,900\n", "date,time,clear_da\n20240901,00:15,850\n"))
    # a larger file with a spread of errors (both percentiles interpolate)
    rows = [(f"2024-09-{1 + i // 96:02d}", f"{(i % 96) // 4:02d}:{(i % 4) * 15:02d}") for i in range(293)]
    tv = [((i * 37) % 1190) + (i % 7) * 0.125 for i in range(len(rows))]
    pv = [v + ((i * 13) % 41 - 20) * 3.3 for i, v in enumerate(tv)]
    items.append(item("004", h + "".join(f"{d},{t},{v!r}\n" for (d, t), v in zip(rows, tv)),
                      h + "".join(f"{d},{t},{v!r}\n" for (d, t), v in zip(rows, pv))))


def elevator(items):
    """028: the template's rows, missing truth 0, 100/(1+MAE) - 0.3 x |MAE up - MAE down|."""
    th = "timestamp,direction\n"
    gh = "timestamp,direction,count\n"
    slots = ["2024-03-01 08:00:00", "2024-03-01 08:10:00", "2024-03-01 08:20:00"]
    tpl = th + "".join(f"{s},{d}\n" for s in slots for d in ("上行", "下行"))
    truth = gh + f"{slots[0]},上行,3\n{slots[0]},下行,1\n{slots[1]},上行,\n{slots[2]},下行,5\n2024-03-02 00:00:00,上行,9\n"

    def files(t=truth, template=tpl):
        return {"ground_truth.csv": t, "data/forecast_template.csv": template}

    full = [f"{s},{d},{c}" for (s, d), c in zip([(s, d) for s in slots for d in ("上行", "下行")], [3, 1, 0, 0, 0, 5])]
    for body in [full,  # exact: every missing truth is 0
                 [ln.rsplit(",", 1)[0] + ",1.5" for ln in full],
                 full[:3] + [full[3].rsplit(",", 1)[0] + ",7"] + full[4:],
                 [f" {ln.split(',')[0]} , 上行 ,{ln.split(',')[2]}" if "上行" in ln else ln for ln in full],
                 full[:5],  # one missing
                 full + [f"{slots[0]},下行,2"],  # a repeat
                 full + ["2024-03-09 08:00:00,上行,2"],  # an extra row
                 full[:5] + ["2024-03-09 08:00:00,上行,2"],  # missing and extra: two problems
                 [ln.replace("上行", "up") for ln in full],
                 [full[0].rsplit(",", 1)[0] + ",abc"] + full[1:],
                 [full[0].rsplit(",", 1)[0] + ",-1", full[1].rsplit(",", 1)[0] + ",inf", full[2].replace("上行", "上")] + full[3:],
                 [full[0].rsplit(",", 1)[0] + ","] + full[1:],
                 [full[0].rsplit(",", 1)[0] + ",1e400"] + full[1:]]:
        items.append(item("028", files(), gh + "\n".join(body) + "\n"))
    # one direction only in the template: the other group is absent (counts 0)
    up = th + "".join(f"{s},上行\n" for s in slots)
    items.append(item("028", files(template=up), gh + "".join(f"{s},上行,2\n" for s in slots)))
    # a repeated template row is scored twice; a repeated truth row twice too
    items.append(item("028", files(template=tpl + f"{slots[0]},上行\n"), gh + "\n".join(full) + "\n"))
    items.append(item("028", files(t=truth + f"{slots[0]},上行,4\n"), gh + "\n".join(full) + "\n"))
    # an empty template: nothing to score (MAE NaN; the clamp gives 0)
    items.append(item("028", files(template=th), gh))
    # a larger file: group means over many rows, large gaps (the clamp at 0)
    many = [f"2024-03-01 {h:02d}:{m:02d}:00" for h in range(24) for m in range(0, 60, 10)]
    big_tpl = th + "".join(f"{s},{d}\n" for s in many for d in ("上行", "下行"))
    big_truth = gh + "".join(f"{s},{d},{(i * 7 + j) % 6}\n" for i, s in enumerate(many) for j, d in enumerate(("上行", "下行")) if (i + j) % 5)
    for k, f in [(0, lambda i, j: ((i * 5 + j) % 7) * 0.37), (1, lambda i, j: 150.0 * j + 0.1 * i)]:
        sub = gh + "".join(f"{s},{d},{f(i, j)!r}\n" for i, s in enumerate(many) for j, d in enumerate(("上行", "下行")))
        items.append(item("028", files(t=big_truth, template=big_tpl), sub))


def boutique(items):
    """034: half skill against an all-zero forecast, half F1 of 'will sell'."""
    h = "date,boutique_id,product_id,predicted_qty\n"
    th = "date,boutique_id,product_id,sales_qty\n"
    keys = ["2024-01-01,S1,P001", "2024-01-01,S1,P002", "2024-01-02,S2,P001", "2024-01-02,7,8"]
    truth = th + "".join(f"{k},{q}\n" for k, q in zip(keys, [1, 0, 3, 0]))
    for qs in [[1, 0, 3, 0], [0.5, 0.49, 2, 0], [0, 0, 0, 0], [0.5, 0.5, 0.5, 0.5], [9, 9, 9, 9], [1, 0, 3, 0.7],
               [1, 0, 3, -0.0], [1, 0, 3, -1], [1, 0, 3, "nan"], [1, 0, 3, "x"], [1, 0, 3, "inf"]]:
        items.append(item("034", truth, h + "".join(f"{k},{q}\n" for k, q in zip(keys, qs))))
    items.append(item("034", truth, h + "".join(f"{k},1\n" for k in keys) + "2024-01-03,S9,P9,4\n"))  # extra rows are ignored
    items.append(item("034", truth, h + "".join(f"{k},1\n" for k in keys[:3])))  # a missing row
    items.append(item("034", truth, h + "".join(f"{k},1\n" for k in keys + keys[:1])))  # a repeat
    items.append(item("034", truth, h + "".join(f"{k},1\n" for k in keys[:3]) + "2024-01-02,7.0,8,0\n"))  # 7.0 is not 7
    items.append(item("034", truth, h + "".join(f"{k},1\n" for k in keys[:3]) + "2024-01-02, 7,8,0\n"))  # no strip in 034
    zero = th + "".join(f"{k},0\n" for k in keys)
    items.append(item("034", zero, h + "".join(f"{k},0\n" for k in keys)))
    items.append(item("034", zero, h + "".join(f"{k},0.6\n" for k in keys)))
    many = [f"2024-01-{d:02d},S{s},P{p:03d}" for d in range(1, 29) for s in range(1, 4) for p in range(1, 6)]
    tq = [(i * 7) % 5 if i % 3 else 0 for i in range(len(many))]
    pq = [abs(q + ((i * 11) % 9 - 4) * 0.21) for i, q in enumerate(tq)]
    items.append(item("034", th + "".join(f"{k},{q}\n" for k, q in zip(many, tq)), h + "".join(f"{k},{q!r}\n" for k, q in zip(many, pq))))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    a = ap.parse_args()
    items = []
    power(items)
    elevator(items)
    boutique(items)
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(items, f, ensure_ascii=False)
    kinds = {}
    for it in items:
        e = it["expected"]["error_info"] or {"valid": 1}
        k = it["manifest"]["id"][:3] + " " + ",".join(sorted(e))
        kinds[k] = kinds.get(k, 0) + 1
    print(f"{len(items)} items: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))


if __name__ == "__main__":
    main()
