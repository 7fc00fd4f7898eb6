"""Coil parity: `fde-grade coil --format server` against our own plain-Python statement
of how FDE-Bench 017's evaluator grades `solution.json` (its rules read as facts from the
case; the code below is ours), on generated work plans and sequences.

FDE-Bench ships the case's data (`data/work_plan.csv`, `data/grade_catalog.csv`) in a
release archive, not in its repository: the plans here are generated, seeded, in that
format (including odd ones: padded ids, repeated ids, empty trim marks, a BOM, CRLF, and
now and then a file the evaluator raises on). The statement lets Python do what the
server's Python does: the csv module, `json.load` (NaN/Infinity, big ints, duplicate
keys), `str(x).strip()` of each item, `round()` and `json.dumps(..., ensure_ascii=False,
indent=2)`.

Two listings in the server's messages come from a Python set (unknown ids, missing
ids): their order follows string hashes, which Python randomises per process. The
statement, like fde-grade, lists the five smallest; against FDE-Bench's own evaluator a
listing is compared as a set (its ids must be that many of the same ids).

    python peers/kinds/coil.py --cli target/debug/fde-grade [--plans 2000] [--seed 17] [--keep DIR]
    python peers/kinds/coil.py ... --fde-bench DIR   # also FDE-Bench's own evaluator (a local copy)

Exit status 1 on any difference (the `traceback` text aside: the server's names its files).
"""
import ast
import csv
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

REFERENCE = 10718.931609657788
CATEGORIES = ["CATEGORY_001", "CATEGORY_002", "CATEGORY_003", "CATEGORY_004", "CATEGORY_005"]
PLAN_HEADER = ["出口材料号", "钢种", "出口材料厚度", "出口材料宽度", "优化前切边标记"]


class Fatal(Exception):
    """A message the server returns under one key of `error_info`."""

    def __init__(self, key, messages, full=None):
        super().__init__(key)
        self.key, self.messages, self.full = key, messages, full or {}


# ---------------------------------------------------------------- the rules, our words

def may_follow(a, b):
    """Grades of categories a then b may be rolled next to each other."""
    pair = {a, b}
    if len(pair) == 1:
        return True
    if pair == {"CATEGORY_001", "CATEGORY_004"}:
        return False
    return bool(pair & {"CATEGORY_002", "CATEGORY_004"})


def thickness_step_too_big(p, c):
    gap, thick = abs(p["t"] - c["t"]), max(p["t"], c["t"])
    bands = [(0.60, 1.20, 0.250), (1.20, 1.60, 0.350)]
    for lo, hi, limit in bands:
        if lo <= thick < hi:
            return gap > limit
    if thick >= 1.60:
        return gap > (0.500 if p["cat"] == c["cat"] else 0.300)
    return False


# (lowest thickness, highest, trimmed?) → the widest width change allowed after such a coil.
WIDTH_STEP = {
    (0.30, 0.60, False): 180, (0.60, 0.80, True): 165, (0.60, 0.80, False): 250,
    (0.80, 1.00, True): 200, (0.80, 1.00, False): 260, (1.00, 2.50, True): 250, (1.00, 2.50, False): 260,
}


def width_step_too_big(p, c):
    trimmed = p["trim"] == "切边"
    for (lo, hi, cut), limit in WIDTH_STEP.items():
        if cut == trimmed and lo <= p["t"] < hi:
            return abs(p["w"] - c["w"]) > limit
    return False


def smallest_five(ids):
    return repr(sorted(ids)[:5])


def read_case(data_dir):
    """The coils by id (a dict: a repeated id keeps its first place, its last values)."""
    grades = {}
    with open(os.path.join(data_dir, "grade_catalog.csv"), encoding="utf-8-sig", newline="") as f:
        for rec in csv.DictReader(f):
            name = str(rec["grade_id"]).strip()
            front = str(rec.get("front_width_mm", "")).strip()
            grades[name] = (str(rec.get("category_id", "")).strip(),
                            str(rec.get("roll_size", "")).strip().lower() == "small",
                            float(front) if front else None)
    coils = {}
    with open(os.path.join(data_dir, "work_plan.csv"), encoding="utf-8-sig", newline="") as f:
        for rec in csv.DictReader(f):
            cid = str(rec["出口材料号"]).strip()
            grade = rec["钢种"].strip()
            if grade not in grades:
                raise ValueError(f"钢种 ID {grade!r} 未在 grade_catalog.csv 中定义")
            cat, small, front = grades[grade]
            t, w = float(rec["出口材料厚度"]), float(rec["出口材料宽度"])
            mark = rec["优化前切边标记"]
            coils[cid] = {"grade": grade, "cat": cat, "t": t, "w": w,
                          "trim": mark.strip() if mark else "不切边", "small": small, "front": front}
    return coils


def ids_of(path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    seq = doc.get("sequence")
    if not isinstance(seq, list) or len(seq) == 0:
        raise Fatal("fatal", ["Missing or empty 'sequence'"])
    return [str(x).strip() for x in seq]


def hard_rules(ids, coils):
    strangers = {i for i in ids if i not in coils}
    if strangers:
        raise Fatal("schema", [f"unknown material numbers: {smallest_five(strangers)}"], {0: strangers})
    broken, full = [], {}
    if len(ids) != len(coils):
        broken.append(f"完整性违反: 输出{len(ids)}卷，应为{len(coils)}卷")
    absent = set(coils) - set(ids)
    if absent:
        full[len(broken)] = absent
        broken.append(f"缺失材料号: {smallest_five(absent)}")
    if len(set(ids)) < len(ids):
        broken.append("存在重复材料号")
    if broken:
        raise Fatal("constraint", broken, full)
    rolls = [coils[i]["small"] for i in ids]
    changes = sum(a != b for a, b in zip(rolls, rolls[1:]))
    if changes > 1:
        broken.append(f"大小辊分离违反: {changes}次切换（应≤1次）")
    fronts = [n for n, i in enumerate(ids) if coils[i]["front"] is not None and coils[i]["w"] == coils[i]["front"]]
    if fronts and fronts[-1] != len(fronts) - 1:
        k = len(fronts)
        broken.append(f"前置宽度卷违反: 该{k}卷须占据序列最前面(位置0..{k - 1}),实际最大位置{fronts[-1]}")
    if broken:
        raise Fatal("constraint", broken[:5])


def penalty_terms(ids, coils):
    seq = [coils[i] for i in ids]
    pairs = list(zip(seq, seq[1:]))
    link = sum(not may_follow(p["cat"], c["cat"]) for p, c in pairs)
    thick = sum(thickness_step_too_big(p, c) for p, c in pairs)
    wide = sum(width_step_too_big(p, c) for p, c in pairs)
    rises = sum(c["w"] > p["w"] for p, c in pairs)
    groups = 1 + sum(p["grade"] != c["grade"] for p, c in pairs)
    return link, thick, wide, rises, groups


def grade(path, data_dir):
    """The dict the server prints, and the full sets behind its set listings."""
    out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    try:
        coils = read_case(data_dir)
        if not os.path.exists(path):
            out["error_info"] = {"fatal": [f"File not found: {path}"]}
            return out, {}
        ids = ids_of(path)
        hard_rules(ids, coils)
    except Fatal as f:
        out["error_info"] = {f.key: f.messages}
        return out, f.full
    except Exception as e:  # noqa: BLE001 (the server's own catch-all)
        out["error_info"] = {"exception": str(e), "traceback": "X"}
        return out, {}
    link, thick, wide, rises, groups = penalty_terms(ids, coils)
    jumps = link + thick + wide
    penalty = 10000 * jumps + 100 * rises + groups
    score = round(REFERENCE / penalty, 4)
    out.update(validity_score=1.0, quality_score=score, overall_score=score, penalty=penalty, baseline_cost=REFERENCE,
               total_violations=jumps, steel_grade_violations=link, thickness_violations=thick, width_violations=wide,
               width_increases=rises, grade_groups=groups)
    return out, {}


# ---------------------------------------------------------------- generated cases

THICKNESSES = [0.25, 0.3, 0.45, 0.6, 0.6000001, 0.65, 0.8, 0.85, 0.9, 1.0, 1.05, 1.2, 1.25, 1.5, 1.55, 1.6, 1.85, 2.1, 2.5, 2.6]
WIDTHS = [900, 950, 1000, 1015, 1100, 1165, 1180, 1200, 1250, 1260, 1300, 1350, 1450, 1500]


def write_csv(path, header, rows, rng, bom=False, crlf=False):
    with open(path, "w", encoding="utf-8-sig" if bom else "utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\r\n" if crlf else "\n")
        w.writerow(header)
        w.writerows(rows)


def make_case(rng, d):
    """A work plan and catalog in `d`; the ids, for the sequences."""
    os.makedirs(d, exist_ok=True)
    n_grades = rng.randint(2, 7)
    grades = []
    for g in range(n_grades):
        front = rng.choice(WIDTHS) if rng.random() < 0.35 else ""
        size = rng.choice(["small", "large", "Small", " SMALL ", "large", "big", ""])
        grades.append([f"GRADE_{g:02d}", rng.choice(CATEGORIES), size, str(front) if front != "" else rng.choice(["", " "])])
    numeric = rng.random() < 0.1
    n = rng.randint(3, 30)
    ids = [str(k) if numeric else f"COIL_{k:03d}" for k in range(1, n + 1)]
    if numeric and rng.random() < 0.5:
        ids[0] = rng.choice(["True", "None", "nan", "1.5", "0"])
    rows = []
    for cid in ids:
        g = rng.choice(grades)
        w = g[3].strip() if g[3].strip() and rng.random() < 0.5 else str(rng.choice(WIDTHS))
        t = rng.choice(THICKNESSES)
        trim = rng.choice(["切边", "切边", "不切边", "", " 切边 "])
        shown = cid if rng.random() < 0.9 else f" {cid} "
        rows.append([shown, g[0], rng.choice([str(t), f"{t:.3f}"]), rng.choice([w, w + ".0"]), trim])
    if rng.random() < 0.05:
        rows.append(list(rows[0][:1]) + rows[-1][1:])  # one id twice: the later row's values
    if rng.random() < 0.05:
        # Something the evaluator raises on: an unknown grade, a size float() cannot read.
        k = rng.randrange(len(rows))
        col, bad = rng.choice([(1, "GRADE_99"), (2, "0,8"), (3, ""), (3, "1e3x")])
        rows[k][col] = bad
    if rng.random() < 0.04:
        # A short row (its missing cells are None to DictReader) or a long one.
        k = rng.randrange(len(rows))
        rows[k] = rows[k][: rng.randint(1, 4)] if rng.random() < 0.7 else rows[k] + ["extra"]
    if rng.random() < 0.03:
        g = rng.randrange(len(grades))
        grades[g] = grades[g][: rng.randint(1, 3)]
    cat_header = ["grade_id", "category_id", "roll_size", "front_width_mm"]
    plan_header = list(PLAN_HEADER)
    if rng.random() < 0.03:
        # A column the evaluator reads is missing (KeyError), or one it only .get()s.
        (plan_header if rng.random() < 0.6 else cat_header)[rng.randrange(4)] += "_x"
    write_csv(os.path.join(d, "grade_catalog.csv"), cat_header, grades, rng, bom=rng.random() < 0.2)
    write_csv(os.path.join(d, "work_plan.csv"), plan_header, rows, rng, bom=rng.random() < 0.3, crlf=rng.random() < 0.3)
    return ids


def orders(rng, ids, d):
    """Sequences likely to pass, and each rule broken alone."""
    try:
        coils = read_case(d)
    except Exception:  # noqa: BLE001 (the submissions still go to both graders)
        coils = {}
    def key_front_then_rolls(i):
        c = coils.get(i)
        if c is None:
            return (0, 0, 0)
        front = c["front"] is not None and c["w"] == c["front"]
        return (not front, c["small"], -c["w"], c["grade"])
    good = sorted(ids, key=key_front_then_rolls)
    r = rng.random()
    seq = list(good)
    if r < 0.15:
        rng.shuffle(seq)
    elif r < 0.3 and len(seq) > 2:
        a, b = rng.randrange(len(seq)), rng.randrange(len(seq))
        seq[a], seq[b] = seq[b], seq[a]
    elif r < 0.4:
        seq.pop(rng.randrange(len(seq)))
    elif r < 0.5:
        seq.insert(rng.randrange(len(seq) + 1), rng.choice(seq))
    elif r < 0.55:
        seq[rng.randrange(len(seq))] = rng.choice(["COIL_999", "coil_001", "", " ", "None"])
    elif r < 0.6:
        seq = seq + ["X1", "X2", "X3", "X4", "X5", "X6", "X7"][: rng.randint(1, 7)]
    elif r < 0.65:
        seq = seq[: rng.randint(0, len(seq))]
    return seq


ODD_ITEMS = [1, 1.0, -0, 0, True, False, None, float("nan"), float("inf"), 1e16, 10 ** 20, [], {}, [1, "a"],
             {"a": 1, "a": 2}, " COIL_001 ", "COIL_001\n", "\u3000COIL_002", "COIL_\u00e9"]
ODD_FILES = [b"", b"{", b"[1, 2]", b'"x"', b"3", b"null", b"{}", b'{"sequence": null}', b'{"sequence": []}',
             b'{"sequence": {}}', b'{"sequence": "COIL_001"}', b'{"sequence": 0}', b'{"sequence": {"a": 1}}',
             b'\xef\xbb\xbf{"sequence": ["COIL_001"]}', b"\xff\xfe{", b'{"sequence": ["COIL_001"]',
             b'{"sequence": [1], "sequence": ["COIL_001"]}', b"[" * 3000 + b"]" * 3000, b'{"sequence": [NaN, Infinity]}',
             b'{"sequence": ["\xc3\xa9", "\xe4\xb8"]}', b'{"sequence": [' + b"1" * 5000 + b"]}"]


def file_bytes(rng, ids, d):
    if rng.random() < 0.05:
        return rng.choice(ODD_FILES)
    seq = orders(rng, ids, d)
    items = list(seq)
    if rng.random() < 0.08 and items:
        items[rng.randrange(len(items))] = rng.choice(ODD_ITEMS)
    if rng.random() < 0.1:
        # An id written as a number or padded: str().strip() may still find it.
        k = rng.randrange(len(items)) if items else None
        if k is not None and isinstance(items[k], str):
            items[k] = int(items[k]) if items[k].isdigit() else f"  {items[k]}\t"
    doc = {"sequence": items}
    if rng.random() < 0.05:
        doc = {"metrics": {"penalty": 1}, **doc}
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1]))
    if rng.random() < 0.03:
        text = text.replace('"sequence"', '"sequence": 5, "sequence"', 1)
    return text.encode()


# ---------------------------------------------------------------- FDE-Bench's own evaluator

def same_as_evaluator(got, want, full):
    """The evaluator's dict against ours, a set listing compared as a set."""
    info = got.get("error_info", {})
    if "traceback" in info:
        info["traceback"] = "X"
    for key in ("schema", "constraint"):
        for n, ids in full.items():
            msgs = info.get(key)
            if not msgs or n >= len(msgs) or key != next(iter(want["error_info"])):
                continue
            head, _, listed = msgs[n].partition(": ")
            shown = ast.literal_eval(listed)
            if len(shown) != min(5, len(ids)) or not set(shown) <= ids:
                return False
            msgs[n] = f"{head}: {smallest_five(ids)}"
    return json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


def theirs(ev, path, data, want, full):
    got = ev.evaluate(path, data)
    return got, same_as_evaluator(got, want, full)


if __name__ == "__main__":
    kind_peer.run(
        "coil", plans=2000, seed=17, per_case=20, name="solution.json", units=("sequences", "work plans"),
        new_case=lambda rng, data: (make_case(rng, data), data),
        # 1%: no file, the server's "File not found".
        submission=lambda rng, case, k, i: None if rng.random() < 0.01 else file_bytes(rng, *case),
        grade=grade,
        theirs=(lambda root: kind_peer.load_evaluator(root, "017_cold_rolling_coil_sequencing", "ev017"), theirs),
    )
