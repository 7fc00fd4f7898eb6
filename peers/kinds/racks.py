"""Racks parity: `fde-grade racks --format server` against our own plain-Python statement
of how FDE-Bench 045's evaluator grades `solution.csv` (its rules read as facts from the
case; the code below is ours), on generated cases and plans.

FDE-Bench ships the case's data (`data/server.csv`, `rack_col.csv`, `rack.csv`,
`nic_attr_mapping.csv`) in a release archive, not in its repository: the cases here are
generated, seeded, in that format (A/B/C/D faces, padded cells, repeated ids, a BOM,
CRLF, now and then a file the evaluator raises on). The plans start from a greedy
solver's valid plan, then break one rule, or bend the CSV (columns missing, renamed,
repeated; short and long rows; blank lines; Unicode digits; NaN and inf; bytes that are
not UTF-8). The statement lets Python do what the server's Python does: the csv module
over text mode, `float()`, `int()`, `str.isdigit`, `round()` and `json.dumps(...,
ensure_ascii=False, indent=2)`.

    python peers/kinds/racks.py --cli target/debug/fde-grade [--plans 1000] [--seed 45] [--keep DIR]
    python peers/kinds/racks.py ... --fde-bench DIR   # also FDE-Bench's own evaluator (a local copy)

Exit status 1 on any difference (the `traceback` text aside: the server's names its files).
"""
import csv
import io
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

REFERENCE = 28.719658
WEIGHTS = (0.4, 0.05, 0.3, 0.25)  # power left, slot height, rack lit, attribute mismatch


class Stop(Exception):
    """The plan is rejected: the `error_info` the server returns."""

    def __init__(self, info):
        super().__init__("stop")
        self.info = info


# ---------------------------------------------------------------- the rules, our words

def rows_of(path):
    """`csv.DictReader` over the file in text mode (newline=None), BOM dropped."""
    with open(path, encoding="utf-8-sig") as f:
        return list(csv.DictReader(f))


def slot_number(cell):
    """A U slot as the case numbers it: digits, or digits and an A face; else no slot."""
    text = str(cell).strip().upper()
    digits = text[:-1] if text.endswith("A") else text
    if text.isdigit():
        return int(text)
    if text.endswith("A") and digits.isdigit():
        return int(digits)
    return None


def read_case(d):
    """servers, racks (with their slots) and the NIC → attribute weights, as the case
    reads them (each row's value first, its key last)."""
    servers, racks, fits = {}, {}, {}
    for r in rows_of(os.path.join(d, "server.csv")):
        batch = str(r["batch"]).strip()
        power = float(r["power"])
        height = int(float(r["height"]))
        nic = str(r["nic"]).strip()
        servers[str(r["id"]).strip()] = dict(batch=batch, power=power, height=height, nic=nic)
    for r in rows_of(os.path.join(d, "rack_col.csv")):
        rated, used = float(r["rated_power"]), float(r["used_power"])
        lit = int(float(r["state"]))
        attr = str(r["attr"]).strip()
        racks[str(r["id"]).strip()] = dict(rated=rated, used=used, lit=lit, attr=attr, slots={})
    for r in rows_of(os.path.join(d, "rack.csv")):
        rack = racks.get(str(r["col_id"]).strip())
        if rack is None:
            continue
        n = slot_number(r["pos"])
        if n is not None:
            rack["slots"][n] = int(float(r["state"]))
    for r in rows_of(os.path.join(d, "nic_attr_mapping.csv")):
        w = float(r["weight"])
        nic = str(r["nic"]).strip()
        fits.setdefault(nic, {})[str(r["attr"]).strip()] = w
    return servers, racks, fits


def cell(row, name):
    return str(row.get(name, "")).strip()


def place_batch(name, rows, servers, racks, fits, seen, placed, unplaced):
    """Place one batch's rows from the racks' original state; the first broken rule
    ends it (returned as the server's message). Returns (message or None, racks' state)."""
    state = {}

    def rack_now(rid):
        if rid not in state:
            r = racks[rid]
            state[rid] = dict(used=r["used"], lit=r["lit"], slots=dict(r["slots"]))
        return state[rid]

    for row in rows:
        sid = cell(row, "server_id")
        if sid not in servers:
            return f"批次 {name}: 未知服务器 {sid!r}", state
        if sid in seen:
            return f"服务器 {sid} 出现两次", state
        seen.add(sid)
        raw = cell(row, "allocation_status")
        if raw == "":
            status = 1
        else:
            try:
                x = float(raw)
            except ValueError:
                return f"服务器 {sid}: allocation_status 非法 {raw!r}", state
            if math.isnan(x):
                return f"服务器 {sid}: allocation_status 非法 {raw!r}", state
            status = int(x)  # OverflowError on inf: uncaught, as on the server
        if status != 1:
            unplaced.append(sid)
            continue
        rid = cell(row, "rack_id")
        if rid not in racks:
            return f"服务器 {sid}: 未知机柜 {rid!r}", state
        raw_pos = cell(row, "pos")
        if not raw_pos:
            return f"服务器 {sid}: allocation_status=1 但缺 pos", state
        start = slot_number(raw_pos)
        if start is None:
            return f"服务器 {sid}: pos 无法解析为可上架位号 {raw_pos!r}", state
        s, r = servers[sid], racks[rid]
        if r["attr"] not in fits.get(s["nic"], {}):
            return f"服务器 {sid}(网卡 {s['nic']}) 与机柜 {rid}(属性 {r['attr']}) 不兼容", state
        now = rack_now(rid)
        after = now["used"] + s["power"]
        if after > r["rated"] + 1e-6:
            return f"批次 {name} 机柜 {rid} 加入 {sid} 后功率 {after:.1f} 超过额定 {r['rated']:.1f}", state
        span = range(start, start + s["height"]) if s["height"] > 0 else []
        for u in span:
            if u not in now["slots"]:
                return f"服务器 {sid}: 机柜 {rid} 不存在 U 位 {u}", state
            if now["slots"][u] == 1:
                return f"服务器 {sid}: 机柜 {rid} 的 U 位 {u} 已被占用", state
        now["used"] = after
        now["lit"] = 1
        for u in span:
            now["slots"][u] = 1
        placed.append((sid, rid, start, name))
    return None, state


def grade(sub_dir, data_dir):
    """The dict the server prints."""
    out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {},
           "reference_value": REFERENCE}
    path = os.path.join(sub_dir, "solution.csv")
    try:
        if not os.path.exists(path):
            raise Stop({"fatal": ["缺 solution.csv"]})
        rows = rows_of(path)
        if not rows:
            raise Stop({"fatal": ["solution.csv 为空"]})
        servers, racks, fits = read_case(data_dir)
        batches = {}
        for row in rows:
            sid = cell(row, "server_id")
            batches.setdefault(servers[sid]["batch"] if sid in servers else "__unknown__", []).append(row)
        seen, placed, unplaced, broken, finals = set(), [], [], [], {}
        for name, group in batches.items():
            msg, finals[name] = place_batch(name, group, servers, racks, fits, seen, placed, unplaced)
            if msg:
                broken.append(msg)
            if len(broken) >= 8:
                break
        if broken:
            raise Stop({"hard_violations": broken, "total": len(broken)})
        absent = sorted(set(servers) - seen)
        if absent:
            raise Stop({"hard_violations": [f"{len(absent)} 台服务器未出现在方案里, 例 {absent[:5]}"]})
        cost = 0.0
        for sid, rid, start, name in placed:
            r, now = racks[rid], finals[name][rid]
            left = (r["rated"] - now["used"]) / r["rated"] if r["rated"] > 0 else 1.0
            height = start / len(r["slots"]) if r["slots"] else 1.0
            dark = 1.0 - float(now["lit"])
            mismatch = 1.0 - fits[servers[sid]["nic"]][r["attr"]]
            cost += WEIGHTS[0] * left + WEIGHTS[1] * height + WEIGHTS[2] * dark + WEIGHTS[3] * mismatch
        cost += 1.0 * len(unplaced)
        if not math.isfinite(cost):
            raise Stop({"hard_violations": ["成本计算得到非有限值"]})
    except Stop as s:
        out["error_info"] = s.info
        return out
    except Exception as e:  # noqa: BLE001 (the server's own catch-all)
        out["error_info"] = {"exception": str(e), "traceback": "X"}
        return out
    score = round(REFERENCE / cost if cost > 0 else 0.0, 6)
    out.update(validity_score=1.0, quality_score=score, overall_score=score, n_allocated=len(placed),
               n_unassigned=len(unplaced), n_batches=len(batches), player_objective=round(cost, 6))
    # The server sets the scores after the counts: their keys keep their first place.
    return out


# ---------------------------------------------------------------- generated cases

NICS = ["NIC_10G", "NIC_25G", "NIC_IB", "NIC_ODD"]  # NIC_ODD is in no mapping row
ATTRS = ["ATTR_ETH", "ATTR_IB", "ATTR_MIX"]


def write_csv(path, header, rows, rng, encoding=None):
    bom, crlf = rng.random() < 0.2, rng.random() < 0.2
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n" if crlf else "\n")
    w.writerow(header)
    w.writerows(rows)
    text = buf.getvalue()
    if rng.random() < 0.05:
        text = text.replace("\n", "\n\n", 2)  # blank lines: no record
    with open(path, "w", encoding=encoding or ("utf-8-sig" if bom else "utf-8"), newline="") as f:
        f.write(text)


def make_case(rng, d):
    """A case in `d`: the servers' ids and the parsed case (or None when it raises)."""
    os.makedirs(d, exist_ok=True)
    n_batches = rng.choice([1, 2, 3, 3, 4, 10])
    servers = []
    for k in range(1, rng.randint(4, 40) + 1):
        batch = f"BATCH_{rng.randrange(n_batches) + 1:03d}"
        power = rng.choice(["150", "250.5", "400", "800", " 300 ", "1e2", "600.25", "1_000"])
        height = rng.choice(["1", "1", "2", "2", "3", "4", "2.0", "1.9"] * 6 + ["0", "-1", "0.5"])
        servers.append([f"SERVER_{k:04d}", batch, power, height, rng.choice(NICS[:3] * 5 + NICS[3:])])
    racks, units = [], []
    for k in range(1, rng.randint(2, 12) + 1):
        rid = f"RACK_{k * 7:04d}"
        rated = rng.choice([1500, 2000, 3000, 4000.5, 2500, 1000])
        # Edges of the power rule: exactly full with 150/400/800 W, 1e-6 over and beyond.
        used = rng.choice([0, 0, 300, 800.5, rated - 200, rated - 400, rated - 150 + 1e-6, rated - 800 + 1.1e-6, rated + 5])
        racks.append([rid, str(rated), str(used), rng.choice(["0", "1", "1", "1.0"]), rng.choice(ATTRS)])
        n = rng.randint(3, 16)
        faced = rng.random() < 0.4
        for u in range(1, n + 1):
            taken = "1" if rng.random() < 0.3 else "0"
            if faced:
                for face in "ABCD":
                    units.append([rid, f"{u}{face}", taken if face == "A" else "1"])
            else:
                units.append([rid, rng.choice([str(u), str(u), f"0{u}", f" {u} "]), taken])
        if rng.random() < 0.2:
            units.append([rid, f"{n + 1}B", "0"])  # a B face: no slot
    units.append(["RACK_9999", "1", "0"])  # a rack rack_col.csv lacks: skipped
    rng.shuffle(units)
    mapping = []
    for nic in NICS[:3]:
        for attr in ATTRS:
            if rng.random() < 0.6:
                mapping.append([nic, attr, rng.choice(["1.0", "0.8", "0.5", "0.25", "0", "0.9"])])
    if mapping and rng.random() < 0.2:
        mapping.append(mapping[0][:2] + ["0.3"])  # the later weight counts
    server_h = ["id", "batch", "power", "height", "nic"]
    rack_h = ["id", "rated_power", "used_power", "state", "attr"]
    unit_h = ["col_id", "pos", "state"]
    map_h = ["nic", "attr", "weight"]
    if rng.random() < 0.03:
        racks[rng.randrange(len(racks))][1] = "0"  # rated 0: its power term is 1.0
    if rng.random() < 0.03:
        servers[rng.randrange(len(servers))][0] = ""  # an empty id: a plan row may name it
    if rng.random() < 0.1:
        # Something the evaluator raises on (or a NaN that makes the cost non-finite).
        kind = rng.randrange(10)
        if kind == 0:
            servers[rng.randrange(len(servers))][3] = rng.choice(["inf", "nan", "-inf", "x", ""])
        elif kind == 1:
            servers[rng.randrange(len(servers))][2] = rng.choice(["n/a", "", "1,5"])
        elif kind == 2:
            racks[rng.randrange(len(racks))][3] = rng.choice(["inf", "nan", "1e400"])
        elif kind == 3:
            units.append([racks[0][0], rng.choice(["²", "1²A", "①"]), "0"])
        elif kind == 4:
            units.append([racks[0][0], "1", rng.choice(["inf", "nan", "busy"])])
        elif kind == 5 and mapping:
            mapping[rng.randrange(len(mapping))][2] = rng.choice(["nan", "inf", "heavy"])
        elif kind == 6:
            rng.choice([server_h, rack_h, unit_h, map_h])[rng.randrange(3)] += "_x"
        elif kind == 7:
            k = rng.randrange(len(servers))
            servers[k] = servers[k][: rng.randint(1, 4)]  # a short row: None cells
        elif kind == 8:
            racks[rng.randrange(len(racks))][1] = rng.choice(["nan", "0", "-5"])
        else:
            servers[rng.randrange(len(servers))][1] = "B\xe9"  # written as latin-1 below: undecodable
            servers.append(None)
    latin = servers and servers[-1] is None
    servers = [x for x in servers if x is not None]
    write_csv(os.path.join(d, "server.csv"), server_h, servers, rng, encoding="latin-1" if latin else None)
    write_csv(os.path.join(d, "rack_col.csv"), rack_h, racks, rng)
    write_csv(os.path.join(d, "rack.csv"), unit_h, units, rng)
    write_csv(os.path.join(d, "nic_attr_mapping.csv"), map_h, mapping, rng)
    try:
        case = read_case(d)
    except Exception:  # noqa: BLE001 (plans still go to both graders)
        case = None
    return [s[0] for s in servers], case


def greedy(case, ids):
    """A valid plan when one is easy: each batch from the original racks, each server in
    the lit, best-matching rack's lowest run of free slots that power allows."""
    servers, racks, fits = case
    plan, state = [], {}
    for sid in ids:
        s = servers.get(sid)
        if s is None:
            plan.append([sid, "", "", "0", ""])
            continue
        racks_now = state.setdefault(s["batch"], {})
        best = None
        for rid, r in racks.items():
            w = fits.get(s["nic"], {}).get(r["attr"])
            if w is None:
                continue
            now = racks_now.setdefault(rid, dict(used=r["used"], lit=r["lit"], slots=dict(r["slots"])))
            if not now["used"] + s["power"] <= r["rated"] + 1e-6:
                continue
            for start in sorted(now["slots"]):
                span = range(start, start + max(s["height"], 0))
                if all(now["slots"].get(u) == 0 for u in span):
                    key = (-now["lit"], -w, start)
                    if best is None or key < best[0]:
                        best = (key, rid, start)
                    break
        if best is None:
            plan.append([sid, "", "", "0", s["batch"]])
            continue
        _, rid, start = best
        now = racks_now[rid]
        now["used"] += s["power"]
        now["lit"] = 1
        for u in range(start, start + max(s["height"], 0)):
            now["slots"][u] = 1
        plan.append([sid, rid, str(start), "1", s["batch"]])
    return plan


STATUSES = ["x", "nan", "NaN", "inf", "-inf", "Infinity", "", " 1.0 ", "2", "0.5", "1e0", "１", "1.99", "-1", "None", "1_0"]
POSITIONS = ["5B", "-1", "5.0", "²", "５", "٣", "5a", " 3A ", "0", "99999999999999999999999", "①", "1" * 4301, "3²", "A", "12C"]
HEADER = ["server_id", "rack_id", "pos", "allocation_status", "batch"]


def plan_text(rng, ids, case):
    """A plan's bytes: the greedy plan, then at most one rule or one CSV quirk bent."""
    plan = greedy(case, ids) if case else [[i, "", "", "0", ""] for i in ids]
    header = list(HEADER)
    r = rng.random()
    rows = [list(p) for p in plan]
    pick = lambda: rng.randrange(len(rows))  # noqa: E731
    placed = [k for k, p in enumerate(rows) if p[3] == "1"]
    racks = sorted(case[1]) if case else ["RACK_0007"]
    if r < 0.25:
        pass
    elif r < 0.3:
        rows[pick()][0] = rng.choice(["SERVER_9999", "server_0001", "SERVER_1", "", "None"])
    elif r < 0.35:
        rows.insert(pick(), list(rows[pick()]))
    elif r < 0.4:
        rows.pop(pick())
    elif r < 0.47:
        rows[pick()][3] = rng.choice(STATUSES)
    elif r < 0.52:
        k = pick()
        rows[k][1] = rng.choice(["RACK_9999", "", "rack_0007"] + racks)
        rows[k][3] = rng.choice(["1", ""])
    elif r < 0.57:
        k = pick()
        rows[k][2] = rng.choice(POSITIONS + [""])
        rows[k][3] = "1"
        if not rows[k][1]:
            rows[k][1] = rng.choice(racks)
    elif r < 0.66 and placed:
        # Another rack or slot: incompatible, over power, off the top, a taken slot.
        k = rng.choice(placed)
        rows[k][1] = rng.choice(racks)
        rows[k][2] = str(rng.randint(0, 18))
    elif r < 0.7 and len(placed) > 1:
        a, b = rng.sample(placed, 2)
        rows[b][1:3] = rows[a][1:3]  # two servers on one slot (the same batch or not)
    elif r < 0.74:
        for k in range(len(rows)):
            if rng.random() < 0.5:
                rows[k][3] = rng.choice(["1", "", "x", "2"])
                rows[k][1] = rng.choice(racks + [""])
                rows[k][2] = str(rng.randint(0, 6))
    elif r < 0.78:
        # Columns: one missing, renamed, repeated, reordered, extra.
        q = rng.randrange(5)
        if q == 0:
            drop = rng.randrange(5)
            header.pop(drop)
            rows = [p[:drop] + p[drop + 1:] for p in rows]
        elif q == 1:
            header[rng.randrange(5)] = rng.choice(["服务器", "rack", "start_pos", "assigned", "Server_ID"])
        elif q == 2:
            header.append(header[rng.randrange(5)])
            rows = [p + [rng.choice(["", "1", "x", p[0]])] for p in rows]
        elif q == 3:
            order = list(range(5))
            rng.shuffle(order)
            header = [header[i] for i in order]
            rows = [[p[i] for i in order] for p in rows]
        else:
            header.append("note")
            rows = [p + ["ok"] for p in rows]
    elif r < 0.82:
        # Short and long rows.
        k = pick()
        rows[k] = rows[k][: rng.randint(0, 4)] if rng.random() < 0.7 else rows[k] + ["extra", "more"]
    elif r < 0.85:
        rows = [[f" {c} " if c and rng.random() < 0.5 else c for c in p] for p in rows]
    elif r < 0.87:
        rows = []
    elif r < 0.88:
        return rng.choice([b"", b"\n\n", "\ufeff".encode(), b"\xff\xfeserver_id", b"server_id\n\xe4\xb8\n",
                           b"server_id,rack_id\r\n\r\n", b'server_id\n"' + b"a" * 131073 + b'"\n'])
    elif r < 0.9:
        # Every batch broken once (the list stops at 8).
        seen_batches = set()
        for k, p in enumerate(rows):
            s = case[0].get(p[0]) if case else None
            if s and s["batch"] not in seen_batches:
                seen_batches.add(s["batch"])
                rows[k][3] = "bad"
    elif r < 0.93 and placed:
        # Huge slots: int() limits, and a height-0 server's slot / slots overflowing a float.
        flat = [k for k in placed if case[0][rows[k][0]]["height"] <= 0]
        rows[rng.choice(flat or placed)][2] = rng.choice(["1" * 30, "0", "00", "1" * 19, "9" * 400, "1" * 60 + "A"])
    elif r < 0.95:
        # Cells with a NUL, a quoted line break (CR, CRLF), a doubled quote.
        k = pick()
        rows[k][rng.randrange(5)] += rng.choice(["\0", "\r\nx", "\rx", '"q"', "\n"])
    elif placed:
        # Digits beyond ASCII in a placed server's slot.
        k = rng.choice(placed)
        rows[k][2] = "".join(chr(ord(c) + rng.choice([0, 0xFEE0, 0x0630, 0x1D7CE - 0x30])) if c.isdigit() else c for c in rows[k][2])
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator=rng.choice(["\n", "\r\n", "\r"]))
    w.writerow(header)
    w.writerows(rows)
    text = buf.getvalue()
    if rng.random() < 0.05:
        text = "\n" + text  # a blank first line: the header is empty
    if rng.random() < 0.05:
        text = text.replace("\n", "\n\n")
    data = text.encode("utf-8")
    if rng.random() < 0.15:
        data = b"\xef\xbb\xbf" + data
    if rng.random() < 0.01:
        data = data + b"\xff"
    return data


# ---------------------------------------------------------------- FDE-Bench's own evaluator

def theirs(ev, path, data, want, _):
    got = kind_peer.hide_traceback(ev.evaluate(os.path.dirname(path), data))
    return got, json.dumps(got, ensure_ascii=False) == json.dumps(want, ensure_ascii=False)


if __name__ == "__main__":
    kind_peer.run(
        "racks", plans=1000, seed=45, per_case=15, name="solution.csv",
        new_case=make_case,
        # 1%: no file, the server's "缺 solution.csv".
        submission=lambda rng, case, k, i: None if rng.random() < 0.01 else plan_text(rng, *case),
        grade=lambda path, data: (grade(os.path.dirname(path), data), None),
        theirs=(lambda root: kind_peer.load_evaluator(root, "045_datacenter_rack_allocation", "ev045"), theirs),
    )
