"""Pack parity: `fde-grade pack --format server` against our own plain-Python statement
of how FDE-Bench 026's evaluator grades `solution.json` (its rules read as facts from the
case; the code below is ours), on generated workbooks and packing plans.

FDE-Bench ships the case's `data/load_data.xlsx` in a release archive, not in its
repository: the workbooks here are generated, seeded, with openpyxl in the case's layout
(sheet 多货推荐1: a SKU table under a header row, blank rows, a 集装箱信息 marker, the
container's header and values) and its variations: columns shuffled, renamed to the
shorter words the evaluator also finds, extra and blank header cells (read as `nan`),
numbers written as text, blank SKU rows and `nan` ids, a SKU repeated, and now and then
a workbook the evaluator raises on (no marker, a missing column, a blank size or limit,
an infinite quantity, another sheet name).

The plans start from a valid load (boxes in slabs along the container, stacked, half of
them turned) and then break things: counts off by one, unknown ids of every JSON type,
boxes shifted to touch, to overlap by less and by more than 1e-6, past a wall by less and
more than 1e-6, laid down, resized, fields as ints, text, bools, NaN, infinity, an int
past a double, missing or null; the weight exactly at the limit and just over.

    python peers/kinds/pack.py --cli target/debug/fde-grade [--plans 2000] [--seed 26] [--keep DIR]
    python peers/kinds/pack.py ... --fde-bench DIR   # also FDE-Bench's own evaluator (a local copy)

Exit status 1 on any difference (the `traceback` text aside: the server's names its files).
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

REFERENCE = 148.00596095999998
SHEET = "多货推荐1"
MARKER = "集装箱信息"
TOL = 1e-6
AXES = ("x", "y", "z", "l", "w", "h")


# ---------------------------------------------------------------- the rules, our words

def as_number(cell):
    """A workbook value as a number the rules use, None when blank or not a number."""
    if cell is None:
        return None
    try:
        v = float(cell)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(v) else v


def find(names, wanted, what):
    """The first column whose title contains any of `wanted` (a KeyError otherwise)."""
    for k, title in enumerate(names):
        if any(w in title for w in wanted):
            return k
    raise KeyError(f"none of {wanted} in {what}{names}")


def titles(frame, r):
    return [("" if v is None else str(v).strip()) for v in frame.iloc[r].tolist()]


def read_case(data_dir):
    """The SKUs (id -> sizes, weight, quantity) and the container, as the case reads them."""
    import pandas as pd
    frame = pd.read_excel(os.path.join(data_dir, "load_data.xlsx"), SHEET, header=None)
    head = titles(frame, 0)
    cols = [find(head, w, "") for w in (("SKUID",), ("SKU数量", "数量"), ("SKU长度", "长度"),
                                         ("SKU宽度", "宽度"), ("SKU高度", "高度"), ("重量",))]
    skus, block = {}, None
    for r in range(1, len(frame)):
        cell = frame.iloc[r, cols[0]]
        name = "" if cell is None else str(cell).strip()
        if name == MARKER:
            block = r
            break
        if name == "" or name.lower() == "nan":
            continue
        qty, length, width, height, weight = (as_number(frame.iloc[r, c]) for c in cols[1:])
        skus[name] = (length, width, height, weight, None if qty is None else int(qty))
    if block is None:
        raise KeyError(f"'{MARKER}' block not found in sheet")
    chead = titles(frame, block + 1)
    ccols = [find(chead, w, "container header ") for w in (("长",), ("宽",), ("高",), ("最大载重", "载重"))]
    values = frame.iloc[block + 2]
    box = tuple(as_number(values[c]) for c in ccols)
    return skus, box


def read_plan(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def judge(plan, skus, box):
    """The broken rules, in the order the case lists them, and the tallies a valid load reports."""
    items = plan.get("placements")
    if not isinstance(items, list) or len(items) == 0:
        return "fatal", None
    broken = []
    tally = {k: 0 for k in skus}
    for it in items:
        sid = it.get("sku_id")
        if sid in skus:
            tally[sid] += 1
        else:
            broken.append(f"unknown sku_id={sid}")
    for k, spec in skus.items():
        if spec[4] is not None and tally[k] != spec[4]:
            broken.append(f"required count: {k}={tally[k]} != {spec[4]}")
    mass = sum(skus[it["sku_id"]][3] for it in items if it.get("sku_id") in skus)
    if mass > box[3] + TOL:
        broken.append(f"C3: total_weight={mass:.1f} > {box[3]}")
    for n, it in enumerate(items):
        sid = it.get("sku_id")
        if sid not in skus:
            continue
        length, width, height = skus[sid][:3]
        try:
            x, y, z, l, w, h = (float(it[a]) for a in AXES)
        except (KeyError, TypeError, ValueError):
            broken.append(f"item[{n}] {sid} missing/invalid geometry fields")
            continue
        if x < -TOL or y < -TOL or z < -TOL:
            broken.append(f"C4: item[{n}] {sid} negative coord ({x},{y},{z})")
        for start, size, wall, name in ((x, l, box[0], "x+l"), (y, w, box[1], "y+w"), (z, h, box[2], "z+h")):
            end = start + size
            if end > wall + TOL:
                broken.append(f"C4: item[{n}] {sid} {name}={end:.4f} > {wall}")
        if abs(h - height) > TOL:
            broken.append(f"C6: item[{n}] {sid} h={h} != {height} (upright)")
        same = abs(l - length) < TOL and abs(w - width) < TOL
        turned = abs(l - width) < TOL and abs(w - length) < TOL
        if not (same or turned):
            broken.append(f"C7: item[{n}] {sid} (l={l},w={w}) not a rotation of ({length},{width})")
    spans = []
    for it in items:
        try:
            lo = [float(it["x"]), float(it["y"]), float(it["z"])]
            hi = [lo[0] + float(it["l"]), lo[1] + float(it["w"]), lo[2] + float(it["h"])]
            spans.append((lo, hi))
        except (KeyError, TypeError, ValueError):
            spans.append(None)
    hits = 0
    for a in range(len(items)):
        if spans[a] is None:
            continue
        for b in range(a + 1, len(items)):
            if spans[b] is None:
                continue
            d = [min(spans[a][1][k], spans[b][1][k]) - max(spans[a][0][k], spans[b][0][k]) for k in range(3)]
            if all(v > TOL for v in d):
                hits += 1
                if hits <= 3:
                    broken.append(f"C5: item[{a}]({items[a].get('sku_id')}) overlaps item[{b}]"
                                  f"({items[b].get('sku_id')}) by ({d[0]:.4f},{d[1]:.4f},{d[2]:.4f})")
    if hits > 3:
        broken.append(f"C5: ... and {hits - 3} more overlaps (total={hits})")
    if broken:
        return broken, None
    volume = sum(float(it["l"]) * float(it["w"]) * float(it["h"]) for it in items if it.get("sku_id") in skus)
    return broken, (tally, mass, volume)


CASES = {}


def grade(path, data_dir):
    """The dict the server prints for the plan at `path` against the workbook in `data_dir`."""
    out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    try:
        if data_dir not in CASES:
            try:
                CASES[data_dir] = read_case(data_dir)
            except Exception as e:  # noqa: BLE001 (kept: the same for every plan of the case)
                CASES[data_dir] = e
        case = CASES[data_dir]
        if isinstance(case, Exception):
            raise case
        skus, box = case
        if not os.path.exists(path):
            out["error_info"] = {"fatal": [f"File not found: {path}"]}
            return out, None
        broken, sums = judge(read_plan(path), skus, box)
        if broken == "fatal":
            out["error_info"] = {"fatal": ["Missing or empty 'placements'"]}
            return out, None
        if broken:
            out["error_info"] = {"constraint": broken[:8]}
            return out, None
        tally, mass, volume = sums
        c = tally.get("ITEM_C", 0)
        room = box[0] * box[1] * box[2]
        score = round(c / REFERENCE if REFERENCE > 0 else 0.0, 4)
        out.update(validity_score=1.0, quality_score=score, overall_score=score, sku3_count=c,
                   sku1_count=tally.get("ITEM_A", 0), sku2_count=tally.get("ITEM_B", 0),
                   total_weight_kg=round(mass, 2), space_utilization=round(volume / room if room > 0 else 0.0, 4),
                   baseline_cost=REFERENCE)
    except Exception as e:  # noqa: BLE001 (the server's own catch-all)
        out["error_info"] = {"exception": str(e), "traceback": "X"}
    return out, None


# ---------------------------------------------------------------- generated workbooks

def dims(rng):
    """A box's length, width, height: metres with two or three decimals."""
    r = lambda lo, hi: round(rng.uniform(lo, hi), rng.choice([2, 3]))  # noqa: E731
    return r(0.4, 1.3), r(0.3, 0.9), r(0.4, 1.5)


def slabs(rng, skus, wall, order, want):
    """A valid load: each SKU in slabs along x, rows across y, stacked up to the roof."""
    L, W, H = wall
    placed, x = [], 0.0
    for sid in order:
        length, width, height = skus[sid][:3]
        turn = rng.random() < 0.5
        l, w = (width, length) if turn else (length, width)
        need = want.get(sid)
        ny, nz = max(int(W // w), 0), max(int(H // height), 0)
        if ny == 0 or nz == 0:
            continue
        done = 0
        while need is None or done < need:
            if x + l > L:
                break
            for j in range(ny):
                for k in range(nz):
                    if need is not None and done >= need:
                        break
                    placed.append({"sku_id": sid, "x": x, "y": j * w, "z": k * height, "l": l, "w": w, "h": height,
                                   "rotated": turn})
                    done += 1
            x += l
    return placed


def make_case(rng, data_dir):
    """A workbook in the case's layout; the SKUs, the container and a valid plan's boxes."""
    from openpyxl import Workbook
    os.makedirs(data_dir, exist_ok=True)
    L = round(rng.uniform(4.0, 12.0), rng.choice([1, 2]))
    W, H = rng.choice([(2.33, 2.69), (2.35, 2.39), (2.2, 2.5)])
    ids = ["ITEM_A", "ITEM_B", "ITEM_C"]
    if rng.random() < 0.1:
        ids = ["ITEM_A", "ITEM_B", "ITEM_C", "ITEM_D"]
    skus = {}
    for sid in ids:
        length, width, height = dims(rng)
        skus[sid] = [length, width, height, round(rng.uniform(20, 400), rng.choice([0, 1, 2])), None]
    # Quantities that fit: a valid load of the required ones first, then C fills.
    order = [s for s in ids if s != "ITEM_C"] + ["ITEM_C"]
    want = {s: rng.randint(1, 12) for s in ids if s != "ITEM_C"}
    load = slabs(rng, skus, (L, W, H), order, want)
    for s in want:
        skus[s][4] = sum(1 for b in load if b["sku_id"] == s)
    mass = sum(skus[b["sku_id"]][3] for b in load)
    limit = rng.choice([round(mass * 2, 1), 23000.0, mass, round(mass, 1), round(mass - 1, 1), mass + 2e-7])
    wb = Workbook()
    ws = wb.active
    ws.title = SHEET if rng.random() > 0.02 else "Sheet1"
    heads = ["SKUID", "GROUP", "SKU数量", "SKU单件体积", "SKU长度", "SKU宽度", "SKU高度", "放置状态", "重量"]
    if rng.random() < 0.3:
        heads = [{"SKU数量": "数量", "SKU长度": "长度", "SKU宽度": "宽度", "SKU高度": "高度"}.get(h, h) for h in heads]
    if rng.random() < 0.3:
        heads = heads + [None]  # a blank title: `nan`
    if rng.random() < 0.3:
        heads.insert(rng.randrange(len(heads) + 1), None)
    if rng.random() < 0.2:
        rng.shuffle(heads)
    if rng.random() < 0.03:
        heads = [h for h in heads if h != "重量"]  # the evaluator raises: no weight column
    text = rng.random() < 0.25  # numbers as text now and then

    def num(v):
        if v is None:
            return None
        if text and rng.random() < 0.5:
            return rng.choice([str(v), f" {v} ", repr(float(v))])
        return v

    rows = [heads]
    sku_rows = list(skus.items())
    if rng.random() < 0.1:  # a repeated SKU: its last values, its first place
        sku_rows.append(sku_rows[0])
    for sid, (length, width, height, weight, qty) in sku_rows:
        values = {"SKUID": sid, "GROUP": rng.choice(["G1", 1, None]), "SKU数量": qty, "数量": qty,
                  "SKU单件体积": round(length * width * height, 4), "SKU长度": length, "长度": length,
                  "SKU宽度": width, "宽度": width, "SKU高度": height, "高度": height,
                  "放置状态": rng.choice(["立放", None]), "重量": weight}
        if rng.random() < 0.01:
            values[rng.choice(["SKU长度", "长度", "SKU宽度", "宽度", "SKU高度", "高度", "重量"])] = None
        if rng.random() < 0.005:
            values["SKU数量"] = values["数量"] = "inf"
        rows.append([num(values.get(h)) if h not in ("SKUID", "GROUP", "放置状态") else values.get(h) for h in heads])
        if rng.random() < 0.1:
            rows.append([None] * len(heads))
        if rng.random() < 0.05:
            rows.append([rng.choice(["nan", "NaN", "  "]) if h == "SKUID" else None for h in heads])
    rows += [[None] * len(heads)] * rng.randint(0, 3)
    if rng.random() > 0.03:
        rows.append([MARKER if h == "SKUID" else None for h in heads])
        chead = ["名称", "长", "宽", "高", "最大载重"]
        if rng.random() < 0.2:
            chead = ["名称", "内长(m)", "内宽(m)", "内高(m)", "载重(kg)"]
        cvals = ["40HQ", L, W, H, limit]
        if rng.random() < 0.01:
            cvals[rng.randrange(1, 5)] = None
        if rng.random() < 0.01:
            chead = chead[:3]
            cvals = cvals[:3]
        pad = len(heads) - len(chead)
        rows.append(chead + [None] * max(pad, 0))
        if rng.random() > 0.01:
            rows.append([num(v) if k else v for k, v in enumerate(cvals)] + [None] * max(pad, 0))
    for r in rows:
        ws.append(r)
    wb.save(os.path.join(data_dir, "load_data.xlsx"))
    return skus, (L, W, H, limit), load


# ---------------------------------------------------------------- generated plans

HUGE = 10 ** 400
ODD_IDS = [None, 5, 1.5, True, "item_a", "ITEM_A ", "ITEM_Z", "", "nan"]
ODD_VALUES = [None, "1.5", " 2 ", "1_0", "abc", True, False, [], {}, float("nan"), float("inf"), -0.0]
ODD_FILES = [b"", b"\xef\xbb\xbf{}", b"[1, 2]", b'"x"', b"null", b"{\"placements\": [", b"{}", b'{"placements": []}',
             b'{"placements": {}}', b'{"placements": "abc"}', b'{"placements": 0}', b'{"placements": [1]}',
             b'{"placements": [null]}', b'{"placements": [{"sku_id": [1]}]}', b'{"placements": [{"sku_id": {}}]}',
             b'\xff\xfe']


def mutate(rng, load, case):
    skus, wall = case[0], case[1]
    boxes = [c for c in load if isinstance(c, dict) and all(isinstance(c.get(f), (int, float)) for f in AXES)]
    if not boxes:
        return load
    r = rng.random()
    b = rng.choice(boxes)
    if r < 0.07:  # one box fewer or more
        if rng.random() < 0.5:
            load.remove(b)
        else:
            load.append(dict(b))
    elif r < 0.14:  # an id the case does not have
        v = rng.choice(ODD_IDS)
        if v is None and rng.random() < 0.5:
            b.pop("sku_id")
        else:
            b["sku_id"] = v
    elif r < 0.24:  # shifted: touching, within 1e-6, overlapping, past a wall
        a = rng.choice("xyz")
        size = {"x": "l", "y": "w", "z": "h"}[a]
        step = rng.choice([b[size], -b[size], 5e-7, -5e-7, 2e-6, -2e-6, b[size] / 2, 0.01])
        b[a] = b[a] + step
    elif r < 0.30:  # pushed to a wall, by a hair
        a = rng.choice([("x", "l", 0), ("y", "w", 1), ("z", "h", 2)])
        b[a[0]] = wall[a[2]] - b[a[1]] + rng.choice([0.0, 5e-7, 2e-6, -5e-7, 0.1])
    elif r < 0.36:  # below zero
        b[rng.choice("xyz")] = rng.choice([-5e-7, -2e-6, -0.1, -1e-6])
    elif r < 0.42:  # laid down, or resized
        how = rng.random()
        if how < 0.4:
            b["h"], b["l"] = b["l"], b["h"]
        elif how < 0.7:
            b[rng.choice("lwh")] += rng.choice([5e-7, 2e-6, 0.01, -0.01])
        else:
            b["l"], b["w"] = round(b["l"], 1), round(b["w"], 1)
    elif r < 0.47:  # turned (legal)
        b["l"], b["w"] = b["w"], b["l"]
    elif r < 0.55:  # fields of other types
        f = rng.choice(AXES)
        how = rng.random()
        if how < 0.25:
            b[f] = rng.choice(ODD_VALUES)
        elif how < 0.4:
            b.pop(f)
        elif how < 0.55:
            b[f] = HUGE
        elif how < 0.75:
            b[f] = repr(b[f]) if isinstance(b[f], float) else str(b[f])
        else:
            for c in boxes:
                for g in AXES:
                    if isinstance(c[g], float) and c[g].is_integer():
                        c[g] = int(c[g])
    elif r < 0.60:  # many overlaps
        for c in rng.sample(boxes, min(len(boxes), rng.randint(2, 6))):
            c["x"], c["y"], c["z"] = b["x"], b["y"], b["z"]
    elif r < 0.63:  # a placement that is not an object
        load[rng.randrange(len(load))] = rng.choice([1, "box", [1, 2], None])
    elif r < 0.70:  # all of C gone, or one more C on top
        if rng.random() < 0.5:
            load[:] = [c for c in load if not isinstance(c, dict) or c.get("sku_id") != "ITEM_C"] or load
        else:
            c = dict(b)
            c["z"] = wall[2] + 1
            load.append(c)
    return load


def file_bytes(rng, case):
    if rng.random() < 0.04:
        return rng.choice(ODD_FILES)
    load = [dict(b) for b in case[2]]
    if rng.random() < 0.75:
        for _ in range(1 if rng.random() < 0.7 else rng.randint(2, 5)):
            load = mutate(rng, load, case)
    if rng.random() < 0.2:
        rng.shuffle(load)
    doc = {"placements": load, "sku1_count": 0, "sku3_count": 0}
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1, 2]))
    return text.encode()


# ---------------------------------------------------------------- FDE-Bench's own evaluator

def theirs(ev, path, data, want, extra):
    got = ev.evaluate(path, data)
    kind_peer.hide_traceback(got)
    if "baseline_cost" in got:
        got["baseline_cost"] = REFERENCE
    return got, json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


if __name__ == "__main__":
    kind_peer.run(
        "pack", plans=2000, seed=26, per_case=30, name="solution.json", units=("plans", "workbooks"),
        new_case=lambda rng, data: make_case(rng, data),
        # 1%: no file, the server's "File not found".
        submission=lambda rng, case, k, i: None if rng.random() < 0.01 else file_bytes(rng, case),
        grade=grade,
        theirs=(lambda root: kind_peer.load_evaluator(root, "026_container_packing_3sku", "ev026"), theirs),
    )
