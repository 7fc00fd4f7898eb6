"""Slitting parity: `fde-grade slitting --format server` against our own statement of how
FDE-Bench 012's evaluator grades `solution.csv` (its rules read as facts from the case;
the code below is ours), on generated stocks, orders and plans.

FDE-Bench ships the case's data (`data/mother_coil.csv`, `data/requirements.csv`) in a
release archive, not in its repository: the cases here are generated, seeded, in that
format (宽度/重量/厚度 columns, no id column unless 包号 is given, BOMs, repeated
widths, now and then a file the evaluator raises on). Each case is made from a plan
that meets it (its orders are what the plan makes, its coils hold what the plan cuts),
and the plans graded are that plan with each rule broken alone, tolerances at the edge
and one step beyond, and the CSV written in the odd ways people write it (ints as
floats, numbers as text, booleans, NaN/inf words, Unicode digits, duplicated rows and
columns, missing, extra and renamed columns, an implicit index, BOMs, blank lines,
malformed files). The statement lets pandas 2.3.2 do what the server's does: read_csv,
dtypes, to_numeric, iterrows' upcast; Python its float(), str(), sum(), round() and
json.dumps(..., indent=2, ensure_ascii=False).

The evaluator has no catch-all around its checks: where it raises it prints nothing.
The statement (and fde-grade) then gives `{"crash": type}`, as the prediction kind does.

    python peers/kinds/slitting.py --cli target/debug/fde-grade [--plans 500] [--seed 12] [--keep DIR]
    python peers/kinds/slitting.py ... --fde-bench DIR   # also FDE-Bench's own evaluator (a local copy)

Exit status 1 on any difference.
"""
import json
import math
import os
import sys

import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

REFERENCE = 1.6644969204952558
TARGET = 46


class Crash(Exception):
    pass


# ---------------------------------------------------------------- the rules, our words

def number(v):
    """What the evaluator makes of a cell: None for NaN and what float() refuses."""
    try:
        if v is None or pd.isna(v):
            return None
        return float(v)
    except (TypeError, ValueError):
        return None


def stock_of(data_dir):
    coils = pd.read_csv(os.path.join(data_dir, "mother_coil.csv"))
    orders = pd.read_csv(os.path.join(data_dir, "requirements.csv"))
    coils.columns = [str(c).strip() for c in coils.columns]
    orders.columns = [str(c).strip() for c in orders.columns]
    coils = coils.rename(columns={"材质": "mother_mat", "宽度": "mother_width", "重量": "mother_weight", "包号": "mother_id",
                                  "厚度": "mother_thin", "厚度mm": "mother_thin"})
    orders = orders.rename(columns={"宽度": "sub_width", "重量": "sub_weight", "厚度": "sub_thin"})
    if "mother_id" not in coils.columns:
        coils["mother_id"] = [f"M_{k}" for k in range(len(coils))]
    coils["mother_id"] = coils["mother_id"].astype(str).str.strip()
    for frame, cols in ((coils, ("mother_width", "mother_weight", "mother_thin")), (orders, ("sub_width", "sub_weight", "sub_thin"))):
        for c in cols:
            if c.endswith("thin") and c not in frame.columns:
                continue
            frame[c] = pd.to_numeric(frame[c], errors="coerce")
    weight, width = {}, {}
    for _, rec in coils.iterrows():
        cid, kg, mm = str(rec["mother_id"]), number(rec["mother_weight"]), number(rec["mother_width"])
        if cid and kg is not None and kg > 0:
            weight[cid] = weight.get(cid, 0.0) + kg
            if cid not in width:
                width[cid] = mm
    demand = {}
    for _, rec in orders.iterrows():
        mm, kg = number(rec.get("sub_width")), number(rec.get("sub_weight"))
        if mm is not None and kg is not None and mm > 0:
            demand[mm] = demand.get(mm, 0.0) + kg
    return weight, width, demand


def simulate(plan, weight, width, demand):
    broken, notes = [], []
    left = dict(weight)
    todo = dict(demand)
    cut_total = strip_total = 0.0
    for label, rec in plan.iterrows():
        raw = rec.get("mother_id")
        cid = str(raw).strip() if pd.notna(raw) else ""
        if cid == "":
            broken.append(f"第{label}行: mother_id 缺失")
            continue
        if cid not in left:
            broken.append(f"第{label}行: mother_id={cid} 不在库存中")
            continue
        said, real = number(rec.get("mother_width")), width.get(cid)
        if said is not None and real is not None and abs(said - real) > 10.0 + 1e-6:
            broken.append(f"第{label}行: mother_width={said} 与原始 {real} 不一致")
        mm = real if real is not None else said
        kg = number(rec.get("mother_cut_weight"))
        if kg is None or kg <= 0:
            broken.append(f"第{label}行: mother_cut_weight 缺失或非正 ({kg})")
            continue
        if kg + 10.0 + 1e-6 < 100.0:
            broken.append(f"第{label}行: mother_cut_weight={kg:.2f} < 100.0")
        strips = []
        for slot in range(1, 6):
            w, length = number(rec.get(f"sub{slot}_width")), number(rec.get(f"sub{slot}_long"))
            if w is not None and length is not None and w > 0 and length > 0:
                strips.append((slot, w, length))
        if not strips:
            broken.append(f"第{label}行: 本刀有效子板数=0，应在 1~5")
            continue
        broken += [f"第{label}行: sub{slot}_width={w} 不在需求宽度集中" for slot, w, _ in strips if w not in demand]
        across = sum(w for _, w, _ in strips)
        if mm is not None and across > mm + 1e-6:
            broken.append(f"第{label}行: Σsub_width={across} > mother_width={mm}")
        long_ = kg / (mm * 7.65) * 10000.0 if mm is not None and mm > 0 else None
        made = [kg * w / mm for _, w, _ in strips]  # raises where the evaluator raises
        if long_ is not None:
            notes += [f"第{label}行: sub{slot}_long={length} != mother_cut_long={long_:.2f} 超出 10.0mm（仅提示，不计违规；长度不参与判分）"
                      for slot, _, length in strips if abs(length - long_) > 10.0]
        left[cid] -= kg
        cut_total += kg
        for (_, w, _), m in zip(strips, made):
            todo[w] = todo.get(w, 0.0) - m
            strip_total += m
        if left[cid] < -(10.0 + 1e-6):
            broken.append(f"第{label}行: 母板{cid} 累计消耗超出库存 (剩余 {left[cid]:.2f}kg < -10.0)")
    met, short = 0, 0.0
    for w in sorted(demand):
        gap = todo[w]
        if gap > 10.0 + 1e-6:
            broken.append(f"宽度{w}mm 欠产: 剩余 {gap:.2f}kg > 10.0")
            short += gap
        elif gap < -(10.0 + 1e-6):
            broken.append(f"宽度{w}mm 超产: 剩余 {gap:.2f}kg < -10.0")
        else:
            met += 1
    return broken, notes, cut_total, strip_total, met, short


def grade(path, data_dir):
    """The dict the server prints, or {"crash": type} where it raises."""
    try:
        return grade_or_raise(path, data_dir)
    except Exception as e:  # noqa: BLE001 (the evaluator dies: no output)
        return {"crash": type(e).__name__}


def grade_or_raise(path, data_dir):
    weight, width, demand = stock_of(data_dir)
    zero = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0}
    if not os.path.isfile(path):
        return {**zero, "errors": [f"solution.csv not found under {os.path.dirname(path)}"], "reference_value": REFERENCE}
    try:
        plan = pd.read_csv(path)
        plan.columns = [c.strip() for c in plan.columns]
    except Exception as e:  # noqa: BLE001 (the evaluator's own try)
        return {**zero, "errors": [f"Failed to read solution.csv: {e}"], "resolved_artifact": path, "reference_value": REFERENCE}
    plan = plan.dropna(how="all")
    if "mother_cut_weight" in plan.columns:
        w = plan["mother_cut_weight"]
        plan = plan[w.notna() & (pd.to_numeric(w, errors="coerce") > 0)].reset_index(drop=True)
    if len(plan) == 0 or len(plan.columns) == 0:
        return {**zero, "errors": ["solution.csv 无有效数据行"], "resolved_artifact": path, "reference_value": REFERENCE}
    broken, notes, cut_total, strip_total, met, short = simulate(plan, weight, width, demand)
    cuts = len(plan)
    spec = f"{met}/{len(demand)}"
    if broken:
        return {**zero, "errors": broken[:8], "warnings": notes[:8], "resolved_artifact": path,
                "submission_metrics": {"cut_times": cuts, "spec_satisfied": spec, "spec_total_shortage_kg": round(short, 2)},
                "reference_value": REFERENCE}
    scrap = float(max((cut_total - strip_total) / cut_total, 0.0)) if cut_total > 0 else 0.0
    use = max(0.0, 1.0 - scrap)
    over = max(0, cuts - TARGET)
    cut_score = 1.0 + 0.05 * (TARGET - cuts) if cuts <= TARGET else max(0.0, 1.0 - 0.20 * over)
    both = 0.05 * use + 0.95 * cut_score
    q = round(both / (REFERENCE + 1e-6), 6)
    return {"validity_score": 1.0, "quality_score": q, "overall_score": q, "errors": [], "warnings": notes[:8],
            "resolved_artifact": path,
            "submission_metrics": {"cut_times": cuts, "target_cut_times": TARGET, "excess_cuts": over,
                                   "requirement_ratio": round(scrap, 4), "utilization_score": round(use, 4),
                                   "cut_score": round(cut_score, 4), "combined_score": round(both, 4),
                                   "spec_satisfied": spec, "spec_total_shortage_kg": round(short, 2)},
            "reference_value": REFERENCE}


# ---------------------------------------------------------------- generated cases

WIDTHS = [90, 115, 220, 235, 250, 320, 340, 350, 365, 380, 390, 400, 405, 425, 440, 450, 455, 470, 480, 485, 490,
          500, 520, 530, 540, 555, 560, 580, 590, 600, 620, 640, 680, 720, 760, 333.5, 412.25, 110.1, 220.2, 330.3]
# 660.6 is three strips of 220.2 (Σ 660.6000000000001, within its 1e-6) or 110.1 + 220.2 + 330.3.
COIL_WIDTHS = [1000, 1070, 1100, 1110, 1120, 1130, 1140, 1150, 1160, 1170, 1180, 1190, 1250.5, 660.6]
HEADER = ["mother_id", "mother_width", "mother_cut_weight"] + [f"sub{i}_width" for i in range(1, 6)] + [f"sub{i}_long" for i in range(1, 6)]


def meeting_plan(rng):
    """Coils and cuts; the orders are what the cuts make (so the plan meets them)."""
    n_coils = rng.randint(1, 12)
    coils = [rng.choice(COIL_WIDTHS) for _ in range(n_coils)]
    cuts = []
    # Now and then more cuts than the reference's 46: the cut score's other branch.
    for _ in range(rng.randint(1, 14) if rng.random() < 0.9 else rng.randint(40, 60)):
        k = rng.randrange(n_coils)
        room, strips = coils[k], []
        for _ in range(rng.randint(1, 5)):
            fits = [w for w in WIDTHS if w <= room]
            if not fits:
                break
            w = rng.choice(fits)
            strips.append(w)
            room -= w
        if not strips:
            strips = [min(WIDTHS)]
        kg = rng.choice([round(rng.uniform(100, 20000), rng.choice([0, 2, 6])), 100, 90.0, 150.123456789, LIGHTEST,
                         math.nextafter(LIGHTEST, 100.0)])
        cuts.append([k, kg, strips])
    return coils, cuts


def made_by(coils, cuts):
    """Each width's weight as the evaluator adds it up (cut order, strip order)."""
    made, drawn = {}, [0.0] * len(coils)
    for k, kg, strips in cuts:
        drawn[k] += kg
        for w in strips:
            made[float(w)] = made.get(float(w), 0.0) + kg * w / coils[k]
    return made, drawn


EDGES = [0.0, 0.0, 10.0, -10.0, 10.000001, -10.000001, 10.0000009, -10.0000011, 9.99, 25.0, -25.0, "ulp+", "ulp-"]
# The lightest cut that passes (cut + 10 + 1e-6 < 100 is false from here up), and the
# tolerance the evaluator compares with.
LIGHTEST = 100.0 - 10.0 - 1e-6
TOL = 10.0 + 1e-6


def edged(x, edge):
    """x moved by an edge; "ulp±" puts x exactly on ±tolerance and then one ulp beyond."""
    if edge == "ulp+":
        return math.nextafter(x + TOL, math.inf)
    if edge == "ulp-":
        return math.nextafter(x - TOL, -math.inf)
    return x + edge


def write_csv(path, header, rows, bom=False, crlf=False):
    nl = "\r\n" if crlf else "\n"
    text = nl.join(",".join(str(c) for c in r) for r in [header] + rows) + nl
    with open(path, "wb") as f:
        f.write(("\ufeff" if bom else "").encode() + text.encode())


def make_case(rng, d):
    """Data files in `d`; the plan that meets them (coils, cuts) and the coils' ids."""
    os.makedirs(d, exist_ok=True)
    coils, cuts = meeting_plan(rng)
    made, drawn = made_by(coils, cuts)
    widths = list(made)
    order_rows = []
    edged_width = rng.choice(widths) if rng.random() < 0.4 else None
    for w in widths:
        kg = edged(made[w], rng.choice(EDGES)) if w == edged_width else made[w]
        text = repr(round(kg, rng.choice([2, 6, 9])) if rng.random() < 0.7 else kg)
        if rng.random() < 0.15:
            a = round(rng.uniform(0, kg), 2)
            order_rows.append([fmt_width(w), repr(a), 1])
            order_rows.append([fmt_width(w), repr(kg - a), 1])  # one width on two rows: summed
        else:
            order_rows.append([fmt_width(w), text, 1])
    if rng.random() < 0.3:
        order_rows.append([rng.choice([777, 1234]), rng.choice(["500", "0", "-3"]), 1])  # an order nobody cuts
    if rng.random() < 0.08:
        order_rows.append([rng.choice(["", "abc", "-90", "NaN"]), "100", 1])  # not an order
    rng.shuffle(order_rows)
    ids = [f"M_{k}" for k in range(len(coils))]
    has_ids = rng.random() < 0.15
    if has_ids:
        ids = [rng.choice([f"A{k:02d}", f" B{k} ", str(100 + k)]) for k in range(len(coils))]
    coil_rows = []
    for k, w in enumerate(coils):
        slack = rng.choice([0.0, 0.0, 500.0, rng.uniform(0, 3000)])
        if rng.random() < 0.12:
            slack = rng.choice([-10.0, -10.000002, -9.9999995, -50.0])
        kg = drawn[k] + slack
        kg = (repr(kg) if rng.random() < 0.5 else repr(round(kg, 2))) if drawn[k] > 0 else rng.choice([0, 1000, 5000])
        if rng.random() < 0.05:
            kg = repr(edged(drawn[k], "ulp-"))  # overdrawn by one ulp past the tolerance
        row = [w, kg, 1]
        coil_rows.append(([ids[k]] if has_ids else []) + row)
    if rng.random() < 0.05:
        k = rng.randrange(len(coil_rows))
        coil_rows[k][-3] = ""  # a coil without a width
    header = (["包号"] if has_ids else []) + ["宽度", "重量", "厚度"]
    order_header = ["宽度", "重量", "厚度"]
    if rng.random() < 0.03:
        # Something the evaluator raises on: a column it reads is missing or doubled.
        which = rng.random()
        if which < 0.4:
            order_header[0] = "width"
        elif which < 0.7:
            header[-2] = "weight"
        else:
            header.append(" 宽度")
            for r in coil_rows:
                r.append(1000)
    write_csv(os.path.join(d, "mother_coil.csv"), header, coil_rows, bom=rng.random() < 0.2, crlf=rng.random() < 0.2)
    write_csv(os.path.join(d, "requirements.csv"), order_header, order_rows, bom=rng.random() < 0.2)
    return coils, cuts, [i.strip() for i in ids]


def fmt_width(w):
    return str(int(w)) if float(w).is_integer() else repr(w)


def length_of(kg, mm):
    return round(kg / (mm * 7.65) * 10000.0, 4)


def meeting_rows(coils, cuts, ids):
    """The meeting plan's rows (strings)."""
    rows = []
    for k, kg, strips in cuts:
        mm = coils[k]
        ln = length_of(kg, mm)
        widths = [fmt_width(w) for w in strips] + [""] * (5 - len(strips))
        longs = [repr(ln) for _ in strips] + [""] * (5 - len(strips))
        rows.append([ids[k], fmt_width(mm), repr(kg)] + widths + longs)
    return rows


def plan_rows(rng, coils, cuts, ids):
    """The meeting plan's rows, then one change that breaks (or nearly breaks) a rule."""
    rows = meeting_rows(coils, cuts, ids)
    r = rng.random()
    pick = rng.randrange(len(rows))
    row = rows[pick]
    if r < 0.2:
        pass
    elif r < 0.25:
        row[0] = rng.choice(["", "M_99", "m_0", " M_0", "M_0.0", "NaN", "coil1", "\u3000M_0"])
    elif r < 0.32:
        row[1] = repr(edged(float(row[1]), rng.choice([10.0, -10.0, 10.000001, -10.0000011, 10.0000009, 11, 0.5, 1e9, "ulp+", "ulp-"])))
    elif r < 0.38:
        row[2] = rng.choice(["89.999999", "89.99999899", "89.9999990000001", "90", "50", "99.5", "0.001", "1e-300",
                             repr(LIGHTEST), repr(math.nextafter(LIGHTEST, 0.0))])
    elif r < 0.44:
        row[2] = rng.choice(["", "abc", "0", "-5", "NaN", "nan", "1,5", "True", "1_000", "１２０"])
    elif r < 0.50:
        slot = rng.randrange(5)
        row[8 + slot] = rng.choice(["", "0", "-1", "NaN", "x"])
        if rng.random() < 0.5:
            for s in range(5):
                row[8 + s] = ""
    elif r < 0.55:
        slot = rng.randrange(5)
        row[3 + slot] = rng.choice(["554", "556", "555.0000001", "0", "-555", "", "NaN", "inf"])
        row[8 + slot] = row[8 + slot] or "100"
    elif r < 0.60:
        free = [s for s in range(5) if row[3 + s] == ""]
        if free:
            s = free[0]
            row[3 + s], row[8 + s] = rng.choice([fmt_width(w) for w in WIDTHS]), "100"
    elif r < 0.65:
        rows.append(list(row))  # the same cut twice: overdraw, over-made
    elif r < 0.70:
        rows.pop(pick)
    elif r < 0.74:
        row[8] = repr(float(row[8]) + rng.choice([10.0, 10.0001, -11, 1e6])) if row[8] else "5"
    elif r < 0.78:
        rng.shuffle(rows)
    elif r < 0.86:
        row[rng.choice([1, 3, 8])] = rng.choice(["True", "False", "１０００", "1_000", " 555 ", "5.55e2", "Infinity", "-inf", "0x10"])
    elif r < 0.9:
        rows.insert(rng.randrange(len(rows) + 1), [""] * 13)  # a row of empty cells
    return rows


def plan_bytes(rng, coils, cuts, ids):
    rows = plan_rows(rng, coils, cuts, ids)
    header = list(HEADER)
    r = rng.random()
    if r < 0.04:
        header[2] = rng.choice(["cut_weight", "断刀重量", "Mother_Cut_Weight"])
    elif r < 0.07:
        header[0] = "coil_id"
    elif r < 0.10:
        header[rng.choice([3, 8])] += "x"
    elif r < 0.12:
        header[rng.choice([0, 1, 2, 3, 8])] = " " + header[rng.choice([0, 1, 2, 3, 8])] + " "
    elif r < 0.16:
        header.append("note")
        for row in rows:
            row.append(rng.choice(["", "x", "1"]))
    elif r < 0.18:
        # A column of its name twice once stripped (or twice as written: pandas renames).
        j = rng.choice([0, 1, 2, 3, 8])
        header.append(rng.choice([" " + header[j], header[j]]))
        for row in rows:
            row.append(row[j])
    elif r < 0.20 and rows:
        rows[0] = ["7"] + rows[0]  # an implicit index
    elif r < 0.22:
        header = header[:8]
        rows = [row[:8] for row in rows]
    if rng.random() < 0.1:
        rows = [[f"{c}.0" if c.isdigit() else c for c in row] for row in rows]
    if rng.random() < 0.1:
        rows = [[f'"{c}"' if c else c for c in row] for row in rows]
    nl = "\r\n" if rng.random() < 0.2 else "\n"
    lines = [",".join(header)] + [",".join(row) for row in rows]
    if rng.random() < 0.1:
        lines.insert(rng.randrange(1, len(lines) + 1), rng.choice(["", "  ", ",,,,,,,,,,,,"]))
    text = nl.join(lines) + (nl if rng.random() < 0.9 else "")
    data = text.encode()
    if rng.random() < 0.1:
        data = b"\xef\xbb\xbf" + data
    if rng.random() < 0.03:
        data = rng.choice([b"", b"\n\n", HEADER_BYTES, b"\xff\xfe" + data, data + b"M_0,1,2,3,4,5,6,7,8,9,10,11,12,13,14\n",
                           data.replace(b"\n", b'\n"', 1), b"a,b\n1,2\n"])
    return data


HEADER_BYTES = (",".join(HEADER) + "\n").encode()


def odd_plans(coils, cuts, ids):
    """Hand-made plans over a case's first cuts, graded before the generated ones."""
    one = ",".join(meeting_rows(coils, cuts, ids)[0])
    head = ",".join(HEADER)
    cells = one.split(",")
    def with_cell(j, v):
        c = list(cells)
        c[j] = v
        return ",".join(c)
    texts = [
        f"a,b,{head}\nx,1,{one}\ny,2,{one}\n",  # a two-level implicit index
        head.replace("mother_cut_weight", "w") + f"\n7,{one}\n,{one}\n",  # an implicit index, no weight column
        f"{head}\n{with_cell(1, '１０００')}\n{with_cell(1, '1_000')}\n",  # Unicode digits, an underscore
        f"{head}\n{with_cell(8, 'True')}\n{with_cell(8, 'False')}\n",  # a bool column
        f"{head}\n{with_cell(8, 'True')}\n{with_cell(8, '')}\n",  # bools with a missing cell (object)
        "\n".join([head] + [with_cell(j, w) for j in (1, 2, 3, 8) for w in ("NaN", "nan", "NA", "#N/A", "null", "None", "n/a", "<NA>", "-0", "+5", " 500 ", "1e3", "inf", "-inf", "nan ")]) + "\n",
        head.replace("mother_id", "") + f"\n{one}\n",  # an unnamed column
        f"{head}\n" + with_cell(0, '"M_0\nM_1"') + "\n",  # a line break inside quotes
        f"{head}\n" + "\n".join([one] * 60) + "\n",  # more than 46 cuts
        head.replace(",", "\t") + "\n" + one.replace(",", "\t") + "\n",  # tabs: one column
        f"{head}\n{with_cell(0, cells[0] + ' ')}\n{with_cell(0, '0')}\n{with_cell(0, '1.0')}\n",
    ]
    return [t.encode() for t in texts]


# ---------------------------------------------------------------- FDE-Bench's own evaluator

def load_fde_bench(root):
    """FDE-Bench 012's evaluator from a local copy, and its baseline's folder."""
    ev = kind_peer.load_evaluator(root, "012_silicon_steel_slitting_cutting", "ev012", copy=False)
    return ev, os.path.join(root, "case", "012_silicon_steel_slitting_cutting", "tests", "baseline")


def theirs_on(ev, path, data):
    from pathlib import Path
    mod, baseline = ev
    try:
        return mod.evaluate(Path(data).resolve(), Path(baseline).resolve(), Path(os.path.dirname(path)).resolve())
    except Exception as e:  # noqa: BLE001 (the evaluator dies: no output)
        return {"crash": type(e).__name__}


def theirs(ev, path, data, want, _):
    got = theirs_on(ev, path, data)
    return got, json.dumps(got, indent=2, ensure_ascii=False) == json.dumps(want, indent=2, ensure_ascii=False)


def submission(rng, case, k, i):
    """The hand-made plans first, over each of the first three cases; 1% no file."""
    odd = odd_plans(*case) if k < 3 else []
    if i < len(odd):
        return odd[i]
    return plan_bytes(rng, *case) if rng.random() > 0.01 else None


if __name__ == "__main__":
    kind_peer.run(
        "slitting", plans=500, seed=12, per_case=15, name="solution.csv",
        new_case=make_case, submission=submission,
        grade=lambda path, data: (grade(path, data), None),
        theirs=(load_fde_bench, theirs),
        key=lambda want: "crash" if "crash" in want else ("valid" if want["validity_score"] == 1.0 else "invalid"),
        traceback=False,
    )
