"""Scorecard parity on broken and odd prediction files: fde-grade against the pandas-based
spec grader (peers/spec_scorecard.py): validity, the first failing check, and the rounded
scores. Reports disagreements; exits non-zero on any.

    python peers/scorecard_server_peer.py [--files N]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import spec_scorecard  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ODD_VALUES = ["", "NaN", "nan", "NA", "null", "abc", "inf", "-inf", "Infinity", "1e999", "-0", "0", "1", "1.0",
              " 0.5", "0.5 ", "+0.3", ".5", "5.", "1e-3", "-0.1", "1.0000001", "750", "-2.3", "0x1p-3", "1_0",
              "12%", "0,5", "True", "None", "#N/A"]


def write_truth(path, rng, numeric):
    n = rng.randint(4, 30)
    ids = [str(1000 + i) if numeric else "C%04d" % i for i in range(n)]
    labels = [1 if rng.random() < 0.3 else 0 for _ in range(n)]
    labels[0], labels[1] = 1, 0
    with open(path, "w") as f:
        f.write("customer_id,default\n")
        for i, l in zip(ids, labels):
            f.write("%s,%d\n" % (i, l))
    return ids


def prediction(rng, ids, numeric):
    rows = [[i, "%.*f" % (rng.choice([1, 2, 6]), rng.random())] for i in ids]
    rng.shuffle(rows)
    header = ["customer_id", "prob_default"]
    bom = ""
    for _ in range(rng.randint(0, 3)):
        m = rng.randrange(12)
        r = rng.randrange(len(rows))
        if m == 0:
            rows[r][1] = rng.choice(ODD_VALUES)
        elif m == 1:
            rows.append(list(rows[r]))  # duplicate id
        elif m == 2:
            rows.pop(r)  # missing id
        elif m == 3:
            rows.append(["X%d" % rng.randint(0, 99) if not numeric else str(rng.randint(5000, 6000)), "0.5"])
        elif m == 4 and numeric:
            rows[r][0] = rng.choice(["0" + rows[r][0], rows[r][0] + ".0", " " + rows[r][0]])
        elif m == 5 and not numeric:
            rows[r][0] = rng.choice([" " + rows[r][0], rows[r][0] + " ", rows[r][0].lower()])
        elif m == 6:
            header = rng.choice([["customer_id", "prob"], ["id", "prob_default"], ["prob_default", "customer_id"],
                                 ["customer_id", "prob_default", "extra"], ["customer_id", " prob_default"]])
        elif m == 7:
            bom = "\ufeff"
        elif m == 8:
            rows[r][1] = str(rng.choice([300, 850, 712]))
        elif m == 9:
            rows[r][1] = "%.1f" % rng.random()
        elif m == 10:
            rows[r][1] = "\"%s\"" % rows[r][1]
    lines = [",".join(header)]
    for row in rows:
        if header == ["prob_default", "customer_id"]:
            row = [row[1], row[0]]
        if len(header) == 3:
            row = row + ["z"]
        lines.append(",".join(row))
    return bom + "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=31)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    subprocess.run(["cargo", "build", "-q", "-p", "fde-grade"], cwd=ROOT, check=True)
    exe = os.path.join(ROOT, "target", "debug", "fde-grade")
    base = tempfile.mkdtemp(prefix="scorecard-peer-")
    bad = []
    compared = 0
    per_truth = 50
    for t in range(0, args.files, per_truth):
        numeric = (t // per_truth) % 2 == 0
        d = os.path.join(base, "t%04d" % t)
        os.makedirs(os.path.join(d, "p"))
        ids = write_truth(os.path.join(d, "truth.csv"), rng, numeric)
        names = []
        for k in range(per_truth):
            name = os.path.join(d, "p", "p%03d.csv" % k)
            with open(name, "w", encoding="utf-8", newline="") as f:
                f.write(prediction(rng, ids, numeric))
            names.append(name)
        res = subprocess.run([exe, "scorecard", "--truth", os.path.join(d, "truth.csv"), os.path.join(d, "p")],
                             capture_output=True, text=True)
        if res.returncode != 0:
            bad.append((d, "exit %d %s" % (res.returncode, res.stderr)))
            continue
        for name, line in zip(names, res.stdout.splitlines()):
            ours = json.loads(line)
            want = spec_scorecard.grade(os.path.join(d, "truth.csv"), name)
            compared += 1
            of = ours.get("failed_check")
            wf = want["failed"]
            if wf == "unreadable":
                ok = not ours["valid"]
            else:
                ok = of == wf
            if ok and wf is None:
                for k in ["quality_score", "overall_score", "auc", "ks", "player_objective"]:
                    if ours[k] != want[k]:
                        ok = False
            if not ok:
                bad.append((name, "ours %s / %s, pandas %s / %s" % (of, ours.get("overall_score"), wf, want.get("overall_score") or want.get("error"))))
    for name, msg in bad[:25]:
        print("MISMATCH", name, msg)
    print("scorecard server peer: %d prediction files compared with the pandas spec grader, %d mismatches" % (compared, len(bad)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
