"""How pandas 2.3.2 types ids and store codes: fde-grade against the server's steps in its
pinned stack (run with /work/peers-venv: CPython 3.12, pandas 2.3.2, numpy 1.26.4).

    python peers/dtypes_peer.py [--truths N] [--customers N] [--seed S]

Scorecard: test sets with int, zero-padded, text, big, decimal ids, missing ids (`NA`,
`null`, empty, ...) and repeated ids, some with a label `astype(int)` makes neither 0
nor 1 (`2`, `0.7`, `NA`); prediction files that spell the ids otherwise
(decimals, leading zeros, spaces, quotes, missing-id spellings, a stray text id,
repeats, dropped rows, 0-3 BOMs). Each is graded by peers/spec_scorecard.py (the server's
steps: utf-8-sig, duplicated(), `astype(str)` sets and merge) and by `fde-grade
scorecard`: validity, the failed check and the rounded scores must agree.

Routing: customers.csv files with int / zero-padded / text / decimal / missing store
codes, the depot's weight spelled as any missing value, later missing weights, text in
the weight column (`1_000`, ` 3 `, `12kg`), bool weights, an extra text column, 0-2
BOMs. The server's loading steps (`pd.read_csv(encoding="utf-8")`, the first row whose
weight `isna()`, `astype(str).str.strip()` codes, `float()` weights) give the case;
where they raise, fde-grade must refuse the case (exit 2). Otherwise a plan written with
the server's codes, or with the codes as written in the file, is graded by
peers/spec_routing.py and by `fde-grade routing`: validity, the failing stage and the
rounded score must agree. Exits non-zero on any disagreement.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import warnings

import pandas as pd

warnings.filterwarnings("ignore")
sys.path.insert(0, os.path.dirname(__file__))
import spec_routing  # noqa: E402
import spec_scorecard  # noqa: E402
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NA = ["", "NA", "null", "NaN", "nan", "None", "n/a", "#N/A", "NULL", "<NA>", "-NaN", "N/A"]
NOT_NA = [" NA", "NAN", "Null", "none", "na"]
BOM = "\ufeff"


# ---------------------------------------------------------------- scorecard

def truth_ids(rng, shape, n):
    if shape == "int":
        return [str(1000 + i) for i in range(n)]
    if shape == "zeros":
        return ["%05d" % (10 + i) for i in range(n)]
    if shape == "text":
        return ["C%04d" % i for i in range(n)]
    if shape == "big":
        return [str(900001000000 + 37 * i) for i in range(n)]
    if shape == "decimal":
        return ["%d.5" % (100 + i) for i in range(n)]
    if shape == "int_na":  # float64 in the test set: '1000.0', ..., 'nan'
        ids = [str(1000 + i) for i in range(n)]
        ids[rng.randrange(n)] = rng.choice(NA)
        return ids
    if shape == "text_na":  # two missing ids: both 'nan'
        ids = ["C%04d" % i for i in range(n)]
        a, b = rng.sample(range(n), 2)
        ids[a], ids[b] = rng.choice(NA), rng.choice(NA)
        return ids
    if shape == "repeat":
        ids = [str(1000 + i) for i in range(n)]
        ids[rng.randrange(1, n)] = ids[0]
        return ids
    if shape == "mixed":  # digits and one text: object, as written
        ids = ["%04d" % (i + 1) for i in range(n)]
        ids[rng.randrange(n)] = "K%02d" % rng.randint(0, 99)
        return ids
    raise ValueError(shape)


TRUTH_SHAPES = ["int", "zeros", "text", "big", "decimal", "int_na", "text_na", "repeat", "mixed"]


def spell(rng, i):
    """Another spelling of id `i`."""
    return rng.choice([
        i + ".0", "0" + i, " " + i, i + " ", "+" + i, "\"" + i + "\"", i.lstrip("0") or "0", i + "e0",
        "%s.00" % i, i.lower(), "\"" + i + "\"", i,
    ])


def prediction(rng, ids):
    """Prediction text for test-set `ids` and the mutations applied."""
    rows = [[i, "%.*f" % (rng.choice([1, 2, 6]), rng.random())] for i in ids]
    rng.shuffle(rows)
    done = []
    bom = ""
    for _ in range(rng.randint(0, 3)):
        m = rng.randrange(12)
        r = rng.randrange(len(rows))
        done.append(m)
        if m == 0:
            rows[r][0] = spell(rng, rows[r][0])
        elif m == 1:
            rows = [[spell(rng, row[0]) if rng.random() < 0.5 else row[0], row[1]] for row in rows]
        elif m == 2:
            rows.append([rng.choice(NA), "0.5"])  # a missing id
        elif m == 3:
            rows[r][0] = rng.choice(NA)
        elif m == 4:
            rows.append([rng.choice(["X1", "abc", "1e3", "7.5", "True"] + NOT_NA), "0.5"])
        elif m == 5:
            rows.append(list(rows[r]))  # repeat
        elif m == 6:
            rows.pop(r)
            if not rows:
                rows.append([ids[0], "0.5"])
        elif m == 7:
            bom = BOM * rng.randint(1, 3)
        elif m == 8:
            rows = [[row[0] + ".0" if row[0][:1].isdigit() else row[0], row[1]] for row in rows]
        elif m == 9:
            rows = [["%s" % rng.choice(["True", "False"]), row[1]] for row in rows]
        elif m == 10:
            rows.insert(r, [rng.choice(NA + NOT_NA), "%.2f" % rng.random()])
        elif m == 11:
            rows[r][0] = str(int(rows[r][0].strip("\" ")) * 10 ** 20) if rows[r][0].strip("\" ").isdigit() else rows[r][0]
    text = bom + "customer_id,prob_default\n" + "".join("%s,%s\n" % (a, b) for a, b in rows)
    return text, done


def run_scorecard(exe, base, rng, n_truths, per_truth):
    bad, compared, skipped, verdicts = [], 0, 0, {}
    for t in range(n_truths):
        shape = TRUTH_SHAPES[t % len(TRUTH_SHAPES)]
        d = os.path.join(base, "s%04d" % t)
        os.makedirs(os.path.join(d, "p"))
        n = rng.randint(4, 25)
        ids = truth_ids(rng, shape, n)
        labels = [1 if rng.random() < 0.35 else 0 for _ in range(n)]
        labels[0], labels[-1] = 1, 0
        if rng.random() < 0.25:  # a label astype(int) makes something else (none raises)
            labels[rng.randrange(1, n - 1)] = rng.choice(["2", "-1", "1.0", "0.7", "1.9", "NA", "0.0", "3"])
        truth = os.path.join(d, "truth.csv")
        with open(truth, "w", encoding="utf-8") as f:
            f.write(rng.choice(["", BOM, BOM * 2]) + "customer_id,default\n")
            f.write("".join("%s,%s\n" % (i, y) for i, y in zip(ids, labels)))
        names, muts = [], []
        for k in range(per_truth):
            text, done = prediction(rng, [i for i in ids if i not in NA] or ["X"])
            name = os.path.join(d, "p", "p%03d.csv" % k)
            with open(name, "w", encoding="utf-8") as f:
                f.write(text)
            names.append(name)
            muts.append(done)
        res = subprocess.run([exe, "scorecard", "--truth", truth, os.path.join(d, "p")], capture_output=True, text=True)
        if res.returncode != 0:
            bad.append((truth, "[%s truth] exit %d: %s" % (shape, res.returncode, res.stderr.strip()[:300])))
            continue
        out = res.stdout.splitlines()
        for name, done, line in zip(names, muts, out):
            ours = json.loads(line)
            want = spec_scorecard.grade(truth, name)
            wf = want["failed"]
            if wf == "exception":
                skipped += 1  # labels the server cannot read: not generated here
                continue
            compared += 1
            verdicts[wf or "valid"] = verdicts.get(wf or "valid", 0) + 1
            of = ours.get("failed_check")
            ok = of == ("missing-file" if wf == "unreadable" else wf)
            if ok and wf is None:
                ok = all(ours[k] == want[k] for k in ["overall_score", "auc", "ks", "player_objective"])
            if not ok:
                bad.append((name, "[%s truth, mutations %s] ours %s / %s, pandas %s / %s" % (
                    shape, done, of, ours.get("overall_score"), wf, want.get("overall_score"))))
    return bad, compared, skipped, verdicts


def run_blocks(exe, base):
    """low_memory blocks: pandas 2.3.2 types 2^17 rows at a time in a 5-column file,
    2^18 in a 2-column one. Ids written with a leading zero stay that way only in a
    block that a stray text id makes text."""
    bad, compared = [], 0
    d = os.path.join(base, "blocks")
    os.makedirs(os.path.join(d, "p"))
    first = (1 << 17) + 3  # test-set ids sit just after the first 2^17 rows
    truth = os.path.join(d, "truth.csv")
    with open(truth, "w") as f:
        f.write("customer_id,default\n" + "".join("%d,%d\n" % (first + i, i % 2) for i in range(10)))
    names = []
    n = (1 << 17) + 400
    for width in (2, 5):
        for x_at in ((1 << 17) - 50, (1 << 17) + 200):
            name = os.path.join(d, "p", "w%d_x%d.csv" % (width, x_at))
            pad = ",0" * (width - 2)
            with open(name, "w") as f:
                f.write("customer_id,prob_default" + "".join(",c%d" % k for k in range(width - 2)) + "\n")
                f.write("".join("%s,0.%d%s\n" % ("X" if i == x_at else "0%d" % i, i % 10, pad) for i in range(n)))
            names.append(name)
    res = subprocess.run([exe, "scorecard", "--truth", truth, os.path.join(d, "p")], capture_output=True, text=True)
    for name, line in zip(names, res.stdout.splitlines()):
        ours, want = json.loads(line), spec_scorecard.grade(truth, name)
        compared += 1
        if ours.get("failed_check") != want["failed"] or ours["overall_score"] != want["overall_score"]:
            bad.append((name, "ours %s / %s, pandas %s / %s" % (ours.get("failed_check"), ours["overall_score"],
                                                                  want["failed"], want["overall_score"])))
    return bad, compared


# ---------------------------------------------------------------- routing

CODE_SHAPES = ["int", "zeros", "text", "mixed", "decimal", "missing", "big", "spaced"]


def store_codes(rng, shape, n):
    if shape == "int":
        return [str(101 + i) for i in range(n)]
    if shape == "zeros":
        return ["%06d" % (101 + i) for i in range(n)]
    if shape == "text":
        return ["ST%06d" % rng.randint(0, 999999) for _ in range(n)]
    if shape == "mixed":
        return [("ST%04d" % i) if i % 3 == 0 else str(900001000000 + i) for i in range(n)]
    if shape == "decimal":
        codes = [str(101 + i) for i in range(n)]
        codes[rng.randrange(n)] = "%d.5" % (300 + rng.randint(0, 9))
        return codes
    if shape == "missing":
        codes = [str(101 + i) for i in range(n)]
        codes[rng.randrange(n)] = rng.choice(NA)
        return codes
    if shape == "big":
        return [str(10 ** 16 + i * 10 ** 4) for i in range(n)]
    return [rng.choice(["", " ", "\t"]) + str(101 + i) + rng.choice(["", " "]) for i in range(n)]


def customers(rng, k):
    n = rng.randint(12, 30)
    shape = CODE_SHAPES[k % len(CODE_SHAPES)]
    codes = store_codes(rng, shape, n)
    weights = ["%.2f" % rng.uniform(20, 300) for _ in range(n)]
    done = [shape]
    extra = rng.random() < 0.4
    bom = ""
    depot_w = rng.choice(NA)
    depot_code = rng.choice(["0", "0", "D0", "00"])
    later_na = None
    for _ in range(rng.randint(0, 2)):
        m = rng.randrange(7)
        done.append(m)
        r = rng.randrange(n)
        if m == 0:
            weights[r] = rng.choice([" %s " % weights[r], "1_000", "12kg", "inf", "-5", "1e2"])
        elif m == 1:
            weights = [rng.choice(["True", "False"]) for _ in weights]
        elif m == 2:
            later_na = r  # a later missing weight: neither depot nor store
        elif m == 3:
            bom = BOM * rng.randint(1, 2)
        elif m == 4 and weights[r][:1].isdigit():
            weights[r] = weights[r].split(".")[0]
        elif m == 5:
            weights[r] = rng.choice(NOT_NA)  # text that float() rejects (`NAN` is read!)
        elif m == 6:
            depot_w = rng.choice(NA)
    header = "网点编码,总重量,门店经度,门店纬度" + (",城乡" if extra else "")
    lines = [header]
    lines.append("%s,%s,114.300000,30.500000%s" % (depot_code, depot_w, ",配送中心" if extra else ""))
    for i in range(n):
        w = rng.choice(NA) if i == later_na else weights[i]
        lines.append("%s,%s,%.6f,%.6f%s" % (codes[i], w, 114 + rng.random(), 30 + rng.random(),
                                             "," + rng.choice(["城区", "乡镇"]) if extra else ""))
    return bom + "\n".join(lines) + "\n", done, codes


def server_case(path):
    """The server's loading steps; raises where the server raises."""
    df = pd.read_csv(path, encoding="utf-8")
    depot_row = df[df["总重量"].isna()].iloc[0]
    depot = (str(depot_row["网点编码"]).strip(), depot_row["门店经度"], depot_row["门店纬度"])
    cust = df[df["总重量"].notna()].copy()
    cust["_id"] = cust["网点编码"].astype(str).str.strip()
    stores = {}
    for _, r in cust.iterrows():
        stores[r["_id"]] = (float(r["总重量"]), float(r["门店经度"]), float(r["门店纬度"]))
    return depot, stores


def run_routing(exe, base, rng, n_files):
    bad, compared, refused, stages = [], 0, 0, {}
    for k in range(n_files):
        d = os.path.join(base, "r%04d" % k)
        os.makedirs(d)
        text, done, written = customers(rng, k)
        path = os.path.join(d, "customers.csv")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        try:
            depot, stores = server_case(path)
        except Exception as e:
            res = subprocess.run([exe, "routing", "--customers", path, os.path.join(d, "none.json")],
                                 capture_output=True, text=True)
            refused += 1
            if res.returncode != 2:
                bad.append((path, "%s: the server raises %r for every submission, we exit %d" % (done, str(e)[:80], res.returncode)))
            continue
        # A plan with the server's codes, or with the codes as written (trimmed).
        codes = list(stores) if rng.random() < 0.6 else list(dict.fromkeys(c.strip() for c in written))
        rng.shuffle(codes)
        routes = [codes[i::12] for i in range(12)]
        plan = os.path.join(d, "routes.json")
        with open(plan, "w", encoding="utf-8") as f:
            json.dump({"routes": routes}, f, ensure_ascii=False)
        res = subprocess.run([exe, "routing", "--customers", path, plan], capture_output=True, text=True)
        if res.returncode != 0:
            bad.append((path, "%s: the server grades it, we exit %d: %s" % (done, res.returncode, res.stderr.strip()[:300])))
            continue
        ours = json.loads(res.stdout.splitlines()[0])
        p = dict(spec_routing.DEFAULTS)
        want = spec_routing.grade(depot, stores, {"routes": routes}, p)
        compared += 1
        stages[want["stage"] or "valid"] = stages.get(want["stage"] or "valid", 0) + 1
        ok = (ours.get("rejected_by") or None) == want["stage"] and ours["overall_score"] == want["overall_score"]
        if not ok:
            bad.append((path, "%s: ours %s / %s, server %s / %s" % (done, ours.get("rejected_by"), ours["overall_score"],
                                                                   want["stage"], want["overall_score"])))
    return bad, compared, refused, stages


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--truths", type=int, default=90)
    ap.add_argument("--per-truth", type=int, default=30)
    ap.add_argument("--customers", type=int, default=400)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    exe = native.cli()
    base = tempfile.mkdtemp(prefix="dtypes-peer-")
    bad_s, n_s, skipped, verdicts = run_scorecard(exe, base, rng, args.truths, args.per_truth)
    bad_b, n_b = run_blocks(exe, base)
    bad_s += bad_b
    bad_r, n_r, refused, stages = run_routing(exe, base, rng, args.customers)
    for name, msg in (bad_s + bad_r)[:30]:
        print("MISMATCH", name, msg)
    print("dtypes peer (pandas %s, seed %d): scorecard %d prediction files (%s; %d skipped) and %d of 131,472 rows "
          "(low_memory blocks), %d mismatches; "
          "routing %d customers.csv graded (%s) and %d the server cannot load, %d mismatches" % (
              pd.__version__, args.seed, n_s, ", ".join("%s %d" % kv for kv in sorted(verdicts.items())), skipped,
              n_b, len(bad_s), n_r, ", ".join("%s %d" % kv for kv in sorted(stages.items())), refused, len(bad_r)))
    sys.exit(1 if bad_s or bad_r else 0)


if __name__ == "__main__":
    main()
