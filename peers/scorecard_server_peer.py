"""Scorecard parity on broken and odd prediction files: fde-grade against the pandas-based
spec grader (peers/spec_scorecard.py, the way the benchmark's Python server most plausibly
reads files): validity, the first failing check, and the rounded scores. pandas failing to
read a file ("unreadable") must be our first check failing (`missing-file`), and the other
way round. Reports disagreements with the mutations that made the file; exits non-zero on
any.

    python peers/scorecard_server_peer.py [--files N] [--seed S]

Test sets come in several shapes (plain numbers, numbers with leading zeros, 19-digit
numbers, text ids, text ids that look like numbers); every prediction file starts from a
correct one and gets 0-3 mutations (odd values, id spellings, ragged rows, blank lines,
quoting, line endings, header changes, tokenizer noise, ...).
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import warnings

# pandas warns when merging int ids with float ones; the verdict is what is compared.
warnings.filterwarnings("ignore", message="You are merging on int and float columns")
sys.path.insert(0, os.path.dirname(__file__))
import spec_scorecard  # noqa: E402
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ODD_VALUES = ["", "NaN", "nan", "NA", "null", "abc", "inf", "-inf", "Infinity", "1e999", "-0", "0", "1", "1.0",
              " 0.5", "0.5 ", "+0.3", ".5", "5.", "1e-3", "-0.1", "1.0000001", "750", "-2.3", "0x1p-3", "1_0",
              "12%", "0,5", "True", "None", "#N/A", "\t0.4\t", "\u00a00.4", "0.4\x0b", " NA", "NAN", "+nan", "  ",
              "\"0.5\"", "\"\"", "1e-400", "0.5e0", "TRUE", "false", "\"0,5\""]
NA_IDS = ["", "NA", "null", "NaN", "None", " NA", "NAN", "#N/A", "\"\""]
TRUTH_SHAPES = ["numeric", "text", "zeros", "big", "digits_text"]
# CSV-significant bits for tokenizer noise (quotes, line ends, blanks, commas).
NOISE = [",", "\"", "\n", "\r", "\r\n", " ", "\t", "\x0c", "\x0b", "\r\r", ", ", "\r,", "\"\"", "NA", "1", "0.5",
         "\x00"]


def truth_ids(rng, shape, n):
    if shape == "numeric":
        return [str(1000 + i) for i in range(n)]
    if shape == "zeros":  # pandas reads 00012 as 12
        return ["%05d" % (10 + i) for i in range(n)]
    if shape == "big":  # int64, beyond 2^53: exact only if never turned into doubles
        return [str(9007199254740990 + i) for i in range(n)]
    if shape == "digits_text":  # text column (one id has a letter), most ids look numeric
        ids = ["%04d" % (i + 1) for i in range(n)]
        ids[rng.randrange(n)] = "K%03d" % rng.randint(0, 999)
        return ids
    return ["C%04d" % i for i in range(n)]


def write_truth(path, rng, shape):
    n = rng.randint(4, 30)
    ids = truth_ids(rng, shape, n)
    labels = [1 if rng.random() < 0.3 else 0 for _ in range(n)]
    labels[0], labels[1] = 1, 0
    with open(path, "w") as f:
        f.write("customer_id,default\n")
        for i, l in zip(ids, labels):
            f.write("%s,%d\n" % (i, l))
    return ids


def id_variant(rng, i):
    """Another spelling of id `i`: the same id for pandas in some columns, not in others."""
    return rng.choice([
        "0" + i, i + ".0", " " + i, i + " ", "\t" + i, "+" + i, i.lower(), "\"" + i + "\"", "\" " + i + "\"",
        i + "e0", "%s.00" % i, i.lstrip("0") or "0", "\u00a0" + i,
    ])


def prediction(rng, ids, shape):
    """A prediction file (bytes) and the list of mutations applied."""
    rows = [[i, "%.*f" % (rng.choice([1, 2, 6]), rng.random())] for i in ids]
    rng.shuffle(rows)
    header = ["customer_id", "prob_default"]
    extra_cols = []           # extra columns after the two, per row a value
    bom, eol, tail = "", "\n", ""
    prefix_index = trailing_comma = False
    done = []
    for _ in range(rng.randint(0, 3)):
        if not rows:
            break
        m = rng.randrange(28)
        r = rng.randrange(len(rows))
        done.append(m)
        if m in (0, 8, 9, 10, 24) and len(rows[r]) < 2:
            continue  # a value mutation on a row without a value (short or blank-ish)
        if m == 0:
            rows[r][1] = rng.choice(ODD_VALUES)
        elif m == 1:
            rows.append(list(rows[r]))  # duplicate id
        elif m == 2:
            rows.pop(r)  # missing id
            if not rows:
                rows.append([ids[0], "0.5"])
        elif m == 3:
            rows.append([rng.choice(["X%d" % rng.randint(0, 99), str(rng.randint(5000, 6000)), "1e3", "7.5"]), "0.5"])
        elif m == 4:
            rows[r][0] = id_variant(rng, rows[r][0])
        elif m == 5:
            rows.append([id_variant(rng, rows[r][0]), "0.5"])  # maybe a duplicate, maybe an extra row
        elif m == 6:
            header = rng.choice([["customer_id", "prob"], ["id", "prob_default"], ["prob_default", "customer_id"],
                                 ["customer_id", " prob_default"], ["customer_id", "prob_default", "prob_default"],
                                 ["customer_id", "prob_default", ""], ["customer_id"]])
        elif m == 7:
            bom = "\ufeff"
        elif m == 8:
            rows[r][1] = str(rng.choice([300, 850, 712]))
        elif m == 9:
            rows[r][1] = "%.1f" % rng.random()
        elif m == 10:
            rows[r][1] = "\"%s\"" % rows[r][1]
        elif m == 11:
            rows[r].append(rng.choice(["x", "", "0"]))  # one row with an extra field
        elif m == 12:
            rows[r] = rows[r][:1]  # short row: no prob_default
        elif m == 13:
            trailing_comma = True
        elif m == 14:
            prefix_index = True  # a row number before every row, not named in the header
        elif m == 15:
            rows.insert(r, [rng.choice(["", "   ", "\t", " \t ", "\x0c", "\"\""])])  # blank-ish line
        elif m == 16:
            rows.append([rng.choice(NA_IDS), "0.5"])
        elif m == 17:
            eol = rng.choice(["\r\n", "\r"])
        elif m == 18:
            extra_cols = [rng.choice(["note", "segment"])]
            for row in rows:
                row.append(rng.choice(["x", "\"a, b\"", "\"two\nlines\"", "", "\"q\"\"uote\""]))
        elif m == 19:
            rows = [[row[0], rng.choice(["True", "False", "true", "FALSE"])] + row[2:] for row in rows]
        elif m == 20:
            tail = rng.choice(["\"", "\n\n", "\n   \n", "\"unclosed\n", "\xff"])
        elif m == 21:
            rows = [["\"%s\"" % row[0]] + row[1:] for row in rows]
        elif m == 22:
            rows[r][0] = rng.choice(NA_IDS)
        elif m == 23:
            rows = []  # header only
        elif m == 24:
            rows[r][1] = rows[r][1].replace(".", ",")  # decimal comma: an extra field
        elif m == 26:
            noise = "".join(rng.choice(NOISE) for _ in range(rng.randint(1, 12)))
            rows[r] = [rows[r][0] + noise] + rows[r][1:] if rng.random() < 0.5 else rows[r] + [noise]
        elif m == 27:  # a NUL inside a field: pandas ends the field there
            k = rng.randrange(len(rows[r]))
            at = rng.randint(0, len(rows[r][k]))
            rows[r][k] = rows[r][k][:at] + "\x00" * rng.randint(1, 3) + rows[r][k][at:]
        elif m == 25:
            header = ["\"%s\"" % h for h in header] if rng.random() < 0.5 else header + [""]
    lines = [",".join(header + extra_cols)]
    for k, row in enumerate(rows):
        row = list(row)
        if header[:2] == ["prob_default", "customer_id"] and len(row) >= 2:
            row = [row[1], row[0]] + row[2:]
        if len(header) == 3 and header[2] == "prob_default" and len(row) >= 2:
            row = row[:2] + ["0.9"] + row[2:]
        if prefix_index:
            row = [str(k)] + row
        if trailing_comma:
            row = row + [""]
        lines.append(",".join(row))
    text = bom + eol.join(lines) + eol + tail
    data = text.encode("utf-8") if "\xff" not in tail else text.replace("\xff", "").encode("utf-8") + b"\xff\n"
    return data, done


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=31)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    exe = native.cli()
    base = tempfile.mkdtemp(prefix="scorecard-peer-")
    bad = []
    compared = 0
    per_truth = 50
    verdicts = {}
    known = []
    for t in range(0, args.files, per_truth):
        shape = TRUTH_SHAPES[(t // per_truth) % len(TRUTH_SHAPES)]
        d = os.path.join(base, "t%04d" % t)
        os.makedirs(os.path.join(d, "p"))
        ids = write_truth(os.path.join(d, "truth.csv"), rng, shape)
        names, mutations = [], []
        for k in range(min(per_truth, args.files - t)):
            name = os.path.join(d, "p", "p%03d.csv" % k)
            data, done = prediction(rng, ids, shape)
            with open(name, "wb") as f:
                f.write(data)
            names.append(name)
            mutations.append(done)
        res = subprocess.run([exe, "scorecard", "--truth", os.path.join(d, "truth.csv"), os.path.join(d, "p")],
                             capture_output=True, text=True)
        if res.returncode != 0:
            bad.append((d, "exit %d %s" % (res.returncode, res.stderr)))
            continue
        out = res.stdout.splitlines()
        if len(out) != len(names):
            bad.append((d, "%d files, %d reports" % (len(names), len(out))))
            continue
        for name, done, line in zip(names, mutations, out):
            ours = json.loads(line)
            want = spec_scorecard.grade(os.path.join(d, "truth.csv"), name)
            compared += 1
            of = ours.get("failed_check")
            wf = want["failed"]
            verdicts[wf or "valid"] = verdicts.get(wf or "valid", 0) + 1
            ok = of == ("missing-file" if wf == "unreadable" else wf)
            if ok and wf is None:
                for k in ["quality_score", "overall_score", "auc", "ks", "player_objective"]:
                    if ours[k] != want[k]:
                        ok = False
            if not ok and "Buffer overflow caught" in (want.get("error") or ""):
                # pandas 2.3.2's tokenizer fails on some lone-CR files with lines that start
                # with blanks; not reproduced yet (a reader issue, not a verdict rule).
                known.append(name)
                continue
            if not ok:
                bad.append((name, "[%s truth, mutations %s] ours %s / %s, pandas %s / %s" % (
                    shape, done, of, ours.get("overall_score"), wf,
                    want.get("overall_score") if wf is None else (want.get("error") or "").strip())))
    for name, msg in bad[:25]:
        print("MISMATCH", name, msg)
    print("scorecard server peer: %d prediction files compared with the pandas spec grader (seed %d; pandas: %s), "
          "%d mismatches (%d known: pandas' \"Buffer overflow caught\" on lone-CR files)" % (
              compared, args.seed, ", ".join("%s %d" % kv for kv in sorted(verdicts.items())), len(bad), len(known)))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
