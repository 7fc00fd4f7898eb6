"""Stack parity: `fde-grade stack --format server` against our own plain-Python statement
of how FDE-Bench 039's evaluator grades `solution.json` (its rules read as facts from the
case; the code below is ours), on generated warehouses and days of forklift trips.

FDE-Bench does not ship the case's `warehouse_snapshot.json` in its repository: the
warehouses here are generated, seeded, in that format (three zones of bays, mixed and
overfull bays at the start, forklifts with zones, types, shifts and caps, inbound and
outbound tasks; now and then a default left out). The plans start from a valid day
(every task's tons split into trips of at most the limit, some trips of two rows, a few
moves) and then break things: every rule alone, touching and overlapping trips, equal
minutes, tons at the 1e-6 rounding edge, the same sentence twice (ids and trip ids
repeated), rows without ids, keys missing, values of every JSON type where a minute, a
ton or a name belongs, rows that are not objects, numbers Python cannot round.

    python peers/kinds/stack.py --cli target/debug/fde-grade [--plans 5000] [--seed 39] [--keep DIR]
    python peers/kinds/stack.py ... --fde-bench DIR   # also FDE-Bench's own evaluator (a local copy)

Exit status 1 on any difference (the `traceback` text aside: the server's names its files).
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

REFERENCE = 39.46049053
KINDS = ["inbound", "outbound", "passive_move", "active_move"]
ZONES = ["ZONE_A", "ZONE_B", "ZONE_C"]
MICRO = 10 ** 6


# ---------------------------------------------------------------- the rules, our words

def micro(x):
    """Tons as whole micro-tonnes, the case's unit of comparison."""
    return int(round(float(x) * MICRO))


def zone(bay):
    return next((z for z in ZONES if str(bay or "").startswith(z)), "")


class Warehouse:
    """The snapshot, with the case's defaults where a value is left out."""

    def __init__(self, d):
        with open(os.path.join(d, "warehouse_snapshot.json"), encoding="utf-8-sig") as f:
            snap = json.load(f)
        r = snap.get("resources", {})
        self.cap = {}
        for b in snap.get("locations", []):
            self.cap[str(b["location"])] = micro(b.get("capacity_tons", 0) or 0)
        self.trip_limit = micro(r.get("max_task_tons", 2))
        move = int(r.get("move_minutes", 10))
        self.minutes = {"inbound": int(r.get("inbound_transport_minutes", 3)),
                        "outbound": int(r.get("outbound_transport_minutes", 10)),
                        "passive_move": move, "active_move": move}
        self.day = int(r.get("day_minutes", 1440))
        self.fleet = {}
        for f in r.get("forklifts", []):
            name = str(f.get("forklift_id", ""))
            if name:
                self.fleet[name] = dict(
                    zones=[str(z) for z in (f.get("region_scope") or [])],
                    kinds={str(k) for k in (f.get("allowed_types") or KINDS)},
                    shift=(int(f.get("shift_start", 0)), int(f.get("shift_end", self.day))),
                    cap=micro(f.get("daily_ton_cap", 10 ** 9)))
        self.tasks = {"inbound": {str(t["task_id"]): t for t in snap.get("inbound_tasks", [])},
                      "outbound": {str(t["task_id"]): t for t in snap.get("outbound_tasks", [])}}
        self.lots = {}
        for x in snap.get("inventory", []):
            k = (str(x["location"]), str(x["sku"]), str(x["batch"]))
            self.lots[k] = self.lots.get(k, 0) + micro(x.get("tons", 0) or 0)
        self.start_weight = {}
        for (b, _, _), v in self.lots.items():
            self.start_weight[b] = self.start_weight.get(b, 0) + v


def tons6(n):
    return f"{n / MICRO:.6f}"


def tons3(n):
    return f"{n / MICRO:.3f}"


def read_rows(items, said):
    """Each row as the case keeps it, or None; a row it cannot read says why."""
    rows = []
    for i, raw in enumerate(items):
        name = str(raw.get("operation_id") or f"operations[{i}]")  # AttributeError for a non-object
        kind = str(raw.get("type", ""))
        if kind not in KINDS:
            said(f"{name}: 作业类型非法 ({kind})")
            continue
        try:
            a = int(round(float(raw["start_minute"])))
            b = int(round(float(raw["end_minute"])))
            t = micro(raw["tons"])
        except (KeyError, TypeError, ValueError):
            said(f"{name}: 时刻或吨数缺失/非数值")
            continue
        text = {k: str(raw.get(k, "")) for k in ("sku", "batch", "source", "target", "region", "forklift", "task_id")}
        rows.append(dict(text, name=name, kind=kind, a=a, b=b, t=t, trip=str(raw.get("trip_id") or name)))
    return rows


def judge(rows, w, said):
    """Play the rows forward in the case's order and say every broken rule; the end
    stock."""
    rows.sort(key=lambda r: (r["a"], r["name"]))
    stock = dict(w.lots)
    weight = dict(w.start_weight)
    ceiling = {b: max(c, w.start_weight.get(b, 0)) for b, c in w.cap.items()}
    done = {"inbound": {}, "outbound": {}}
    handled = {}
    for r in rows:
        n, kind, src, dst, zn = r["name"], r["kind"], r["source"], r["target"], r["region"]
        if r["b"] - r["a"] != w.minutes[kind]:
            said(f"{n}: 作业时长 {r['b'] - r['a']} 分钟, 应为 {w.minutes[kind]} 分钟")
        if r["a"] < 0 or r["b"] > w.day:
            said(f"{n}: 作业区间 [{r['a']},{r['b']}] 超出计划期 [0,{w.day}]")
        if not 0 < r["t"] <= w.trip_limit:
            said(f"{n}: 单行吨数 {tons6(r['t'])} 不在 (0, {tons3(w.trip_limit)}] 内")
        if kind in ("inbound", "outbound"):
            inbound = kind == "inbound"
            end, fixed, bay = ("source", "PACKING", dst) if inbound else ("target", "OUTBOUND", src)
            if r[end] != fixed:
                said(f"{n}: {'入库' if inbound else '出库'}作业的 {end} 必须是 {fixed}, 实际 {r[end]}")
            which = "目标垛位" if inbound else "源垛位"
            if bay not in w.cap:
                said(f"{n}: {which} {bay} 不存在")
            elif zone(bay) != zn:
                said(f"{n}: 标注库区 {zn} 与{which} {bay} 所在库区 {zone(bay)} 不符")
        elif src not in w.cap or dst not in w.cap:
            said(f"{n}: 倒垛的源/目标垛位 {src}->{dst} 必须都是真实垛位")
        elif not zone(src) == zone(dst) == zn:
            said(f"{n}: 跨库区倒垛 {src}({zone(src)}) -> {dst}({zone(dst)}), 标注库区 {zn}")
        elif src == dst:
            said(f"{n}: 倒垛的源与目标是同一垛位 {src}")
        fl = r["forklift"]
        spec = w.fleet.get(fl)
        if spec is None:
            said(f"{n}: 叉车 {fl} 不在名单内")
        else:
            if zn not in spec["zones"]:
                said(f"{n}: 叉车 {fl} 无库区 {zn} 作业权限 (可作业 {spec['zones']})")
            if kind not in spec["kinds"]:
                said(f"{n}: 叉车 {fl} 不允许执行 {kind}")
            lo, hi = spec["shift"]
            if r["a"] < lo or r["b"] > hi:
                said(f"{n}: 作业区间 [{r['a']},{r['b']}] 越出叉车 {fl} 班次 [{lo},{hi}]")
            handled[fl] = handled.get(fl, 0) + r["t"]
        if kind in ("inbound", "outbound"):
            word = "入库" if kind == "inbound" else "出库"
            task = w.tasks[kind].get(r["task_id"])
            if task is None:
                said(f"{n}: {word}任务号 {r['task_id']} 不存在")
            else:
                done[kind][r["task_id"]] = done[kind].get(r["task_id"], 0) + r["t"]
                if (r["sku"], r["batch"]) != (str(task["sku"]), str(task["batch"])):
                    said(f"{n}: {word} SKU/批次 ({r['sku']},{r['batch']}) 与任务 {r['task_id']} "
                         f"({task['sku']},{task['batch']}) 不符")
                if r["a"] < int(task["start_minute"]):
                    said(f"{n}: {word}开始时刻 {r['a']} 早于任务时刻 {task['start_minute']}")
        elif r["task_id"]:
            said(f"{n}: 倒垛作业不应挂任务号 {r['task_id']}")
        if kind != "inbound":  # taken first ...
            lot = (src, r["sku"], r["batch"])
            there = stock.get(lot, 0)
            if there < r["t"]:
                said(f"{n}: 源垛位 {src} 上 ({r['sku']},{r['batch']}) 实时库存 {tons6(there)} t 不足以支撑本趟 {tons6(r['t'])} t")
            stock[lot] = there - r["t"]
            weight[src] = weight.get(src, 0) - r["t"]
        if kind != "outbound":  # ... then put
            lot = (dst, r["sku"], r["batch"])
            stock[lot] = stock.get(lot, 0) + r["t"]
            weight[dst] = weight.get(dst, 0) + r["t"]
            if dst in w.cap and weight[dst] > ceiling[dst]:
                said(f"{n}: 落位后 {dst} 达 {tons3(weight[dst])} t, 超过其上限 {tons3(ceiling[dst])} t "
                     f"(额定 {tons3(w.cap[dst])} t / 期初 {tons3(w.start_weight.get(dst, 0))} t)")
    trips = {}
    for r in rows:
        trips.setdefault((r["forklift"], r["trip"]), []).append(r)
    lines = {}
    for (fl, trip), members in trips.items():
        if any((m["a"], m["b"]) != (members[0]["a"], members[0]["b"]) for m in members):
            said(f"trip {trip}: 同一趟的多行未共享同一时间窗")
        load = sum(m["t"] for m in members)
        if load > w.trip_limit:
            said(f"trip {trip}: 单趟合计 {tons6(load)} t 超过 {tons3(w.trip_limit)} t")
        lines.setdefault(fl, []).append((members[0]["a"], members[0]["b"], trip))
    for fl, spans in lines.items():
        spans = sorted(spans)
        for k in range(1, len(spans)):
            if spans[k][0] < spans[k - 1][1]:
                said(f"叉车 {fl}: 趟次 {spans[k - 1][2]} 与 {spans[k][2]} 时间重叠")
    for fl, spec in w.fleet.items():
        if handled.get(fl, 0) > spec["cap"]:
            said(f"叉车 {fl} 当日经手 {tons3(handled[fl])} t, 超过日上限 {tons3(spec['cap'])} t")
    for kind, word in (("inbound", "入库"), ("outbound", "出库")):
        for tid, task in w.tasks[kind].items():
            got, need = done[kind].get(tid, 0), micro(task["tons"])
            if abs(got - need) > 1000:
                said(f"{word}任务 {tid} 完成 {tons3(got)} t, 应为 {tons3(need)} t")
    for (b, sku, batch), v in stock.items():
        if v < -1000 and b in w.cap:
            said(f"垛位 {b} 上 ({sku},{batch}) 结存为负 {tons6(v)} t")
    return stock, trips


def objective(rows, stock, trips, w):
    """Mixed bays, then tons left above capacity, then tons moved, in one number."""
    lots = {}
    for (b, sku, batch), v in stock.items():
        if v > 0 and b in w.cap:
            lots.setdefault(b, []).append((sku, batch, v))
    mixed = sum(1 for held in lots.values() if len({s for s, _, _ in held}) > 1 or len(held) > len({s for s, _, _ in held}))
    over = sum(max(0, sum(v for _, _, v in held) - w.cap[b]) for b, held in lots.items())
    moves = [r for r in rows if r["kind"].endswith("_move")]
    moved = sum(r["t"] for r in moves)
    tenths = [min(max(int(round(x / MICRO * 10)), 0), 9999) for x in (over, moved)]
    value = mixed + (tenths[0] + tenths[1] / 10000.0) / 10000.0
    metrics = {"mixed_bays": mixed, "overweight_remaining_tons": round(over / MICRO, 3),
               "turnover_tons": round(moved / MICRO, 3),
               "turnover_operations": len({(r["forklift"], r["trip"]) for r in moves}),
               "sku_location_count": len({(s, b) for b, held in lots.items() for s, _, _ in held}),
               "occupied_bays": len(lots), "operation_rows": len(rows), "trips": len(trips)}
    return value, metrics


def grade(path, data):
    out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    try:
        if not os.path.exists(path):
            out["error_info"] = {"fatal": ["缺 solution.json"]}
            return out, {}
        with open(path, encoding="utf-8-sig") as f:
            doc = json.load(f)
        if not isinstance(doc, dict):
            out["error_info"] = {"fatal": ["solution.json 顶层不是对象"]}
            return out, {}
        items = doc.get("operations")
        if not items or not isinstance(items, list):
            out["error_info"] = {"fatal": ["solution.json 缺 operations 或为空"]}
            return out, {}
        w = Warehouse(data)
        broken = []

        def said(msg):
            if msg not in broken:
                broken.append(msg)
        rows = read_rows(items, said)
        if not rows:
            out["error_info"] = {"fatal": ["operations 中没有一条可解析的作业行"]}
            return out, {}
        stock, trips = judge(rows, w, said)
        if broken:
            out["error_info"] = {"hard_violations": broken[:20], "total": len(broken)}
            return out, {}
        value, metrics = objective(rows, stock, trips, w)
        score = round(REFERENCE / value if value > 0 else 1e6, 10)
        out.update(validity_score=1.0, quality_score=score, overall_score=score,
                   player_objective=round(value, 10), reference_value=REFERENCE, metrics=metrics)
    except Exception as e:  # noqa: BLE001 (the server's own catch-all)
        out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0,
               "error_info": {"exception": str(e), "traceback": "X"}}
    return out, {}


# ---------------------------------------------------------------- generated warehouses

def odd_tons(rng, x):
    """A tonnage written with up to six places, as the case's data has them."""
    return round(x, rng.choice([0, 1, 3, 6]))


def make_case(rng, d):
    os.makedirs(d, exist_ok=True)
    zones = ZONES[:rng.randint(1, 3)]
    bays = []
    for z in zones:
        for k in rng.sample(range(1, 60), rng.randint(3, 8)):
            bays.append({"location": f"{z}_LOC_{k:03d}", "capacity_tons": rng.choice([8, 10, 12.5, 20, 30, 0.0])})
    if rng.random() < 0.1:
        bays.append({"location": "DOCK_1", "capacity_tons": 5})  # no zone
    skus = [f"SKU_{k:04d}" for k in rng.sample(range(1, 40), rng.randint(2, 6))]
    batches = ["20250601", "20250602", "20250615"]
    inventory = []
    for b in bays:
        for _ in range(rng.choice([0, 1, 1, 1, 2, 3])):
            inventory.append({"location": b["location"], "sku": rng.choice(skus), "batch": rng.choice(batches),
                              "tons": odd_tons(rng, rng.uniform(0.5, 12))})
    day = rng.choice([1800, 1800, 1440, None])
    fleet = []
    for k in range(rng.randint(2, 5)):
        f = {"forklift_id": f"FLT_{k + 1:03d}", "region_scope": rng.sample(zones, rng.randint(1, len(zones)))}
        if rng.random() < 0.8:
            f["shift_start"], f["shift_end"] = rng.choice([(0, 780), (720, 1800), (0, 1440)])
        if rng.random() < 0.8:
            f["daily_ton_cap"] = rng.choice([190, 40, 12.5])
        if rng.random() < 0.3:
            f["allowed_types"] = rng.sample(KINDS, rng.randint(1, 4))
        fleet.append(f)
    if rng.random() < 0.05:
        fleet.append({"forklift_id": "", "region_scope": zones})  # skipped by the case
    resources = {"max_task_tons": rng.choice([2, 2, 2.5, 1.5]), "forklifts": fleet}
    for key, v in (("inbound_transport_minutes", 3), ("outbound_transport_minutes", 10), ("move_minutes", 10)):
        if rng.random() < 0.9:
            resources[key] = v if rng.random() < 0.8 else v + rng.randint(1, 3)
    if day:
        resources["day_minutes"] = day
    inbound = []
    for k in range(rng.randint(1, 5)):
        inbound.append({"task_id": f"IN_TASK_{k + 1:04d}", "sku": rng.choice(skus), "batch": "20250630",
                        "tons": odd_tons(rng, rng.uniform(0.3, 7)), "start_minute": rng.randint(0, 600)})
    outbound = []
    for k, lot in enumerate(rng.sample(inventory, min(len(inventory), rng.randint(0, 4)))):
        outbound.append({"task_id": f"OUT_TASK_{k + 1:04d}", "sku": lot["sku"], "batch": lot["batch"],
                         "tons": odd_tons(rng, rng.uniform(0.1, 1) * lot["tons"]), "start_minute": rng.randint(0, 600)})
    snap = {"meta": {"start": "2025-07-01", "end": "2025-07-01"}, "resources": resources, "locations": bays,
            "inventory": inventory, "inbound_tasks": inbound, "outbound_tasks": outbound}
    text = json.dumps(snap, ensure_ascii=False, indent=rng.choice([None, 2]))
    with open(os.path.join(d, "warehouse_snapshot.json"), "w", encoding="utf-8-sig" if rng.random() < 0.3 else "utf-8") as f:
        f.write(text)
    return Warehouse(d), snap


def good_plan(rng, w, snap):
    """A day that keeps every rule: the stock drawn from is the start's (never what the
    day brings), the weight added counted as if nothing left (so any order is safe)."""
    rows, clock, load = [], {f: w.fleet[f]["shift"][0] for f in w.fleet}, {f: 0 for f in w.fleet}
    spare = {b: max(c, w.start_weight.get(b, 0)) - w.start_weight.get(b, 0) for b, c in w.cap.items()}
    left = dict(w.lots)
    trip_no = [0]

    def fleet_for(kind, zn, t, start):
        options = [f for f, s in w.fleet.items() if zn in s["zones"] and kind in s["kinds"]
                   and load[f] + t <= s["cap"] and max(clock[f], start) + w.minutes[kind] <= min(s["shift"][1], w.day)]
        return rng.choice(options) if options else None

    def add(kind, lots, fl, start):
        """One trip of rows [(sku, batch, src, dst, tons µt, task)]."""
        a = max(clock[fl], start)
        b = a + w.minutes[kind]
        trip_no[0] += 1
        trip = f"T{trip_no[0]:05d}"
        for sku, batch, src, dst, t, task in lots:
            rows.append({"operation_id": f"OP-{len(rows) + 1:05d}", "type": kind, "sku": sku, "batch": batch,
                         "source": src, "target": dst, "region": zone(dst if kind == "inbound" else src),
                         "tons": t / MICRO, "start_minute": a, "end_minute": b, "forklift": fl,
                         "task_id": task, "trip_id": trip})
            load[fl] += t
        clock[fl] = b

    def chunks(total):
        out = []
        while total > 0:
            c = min(total, w.trip_limit, rng.choice([w.trip_limit, w.trip_limit, 1_234_567, 500_001]))
            out.append(c)
            total -= c
        return out

    for tid, task in w.tasks["outbound"].items():
        need = micro(task["tons"])
        for c in chunks(need):
            src = next((b for (b, s, bt), v in left.items() if s == task["sku"] and bt == task["batch"] and v >= c and zone(b)), None)
            if src is None:
                break
            fl = fleet_for("outbound", zone(src), c, int(task["start_minute"]))
            if fl is None:
                break
            left[(src, task["sku"], task["batch"])] -= c
            add("outbound", [(task["sku"], task["batch"], src, "OUTBOUND", c, tid)], fl, int(task["start_minute"]))
    for tid, task in w.tasks["inbound"].items():
        pieces = chunks(micro(task["tons"]))
        k = 0
        while k < len(pieces):
            c = pieces[k]
            both = k + 1 < len(pieces) and c + pieces[k + 1] <= w.trip_limit and rng.random() < 0.7
            t = c + (pieces[k + 1] if both else 0)
            dst = next((b for b in sorted(spare, key=lambda b: rng.random()) if spare[b] >= t and zone(b)), None)
            if dst is None:
                break
            fl = fleet_for("inbound", zone(dst), t, int(task["start_minute"]))
            if fl is None:
                break
            spare[dst] -= t
            group = [(task["sku"], task["batch"], "PACKING", dst, c, tid)]
            if both:
                group.append((task["sku"], task["batch"], "PACKING", dst, pieces[k + 1], tid))
            add("inbound", group, fl, int(task["start_minute"]))
            k += 2 if both else 1
    for _ in range(rng.choice([0, 0, 1, 2, 4])):  # a few moves toward fewer mixed bays
        (src, sku, batch), v = rng.choice(list(left.items()) or [(("", "", ""), 0)])
        if v <= 0 or not zone(src):
            continue
        t = min(v, w.trip_limit)
        dst = next((b for b in spare if zone(b) == zone(src) and b != src and spare[b] >= t), None)
        if dst is None:
            continue
        kind = rng.choice(["active_move", "passive_move"])
        fl = fleet_for(kind, zone(src), t, 0)
        if fl is None:
            continue
        left[(src, sku, batch)] -= t
        spare[dst] -= t
        add(kind, [(sku, batch, src, dst, t, "")], fl, 0)
    rng.shuffle(rows)
    return rows


ODD = [None, True, False, 0, 1, -1, 2.5, 3.5, 10.5, float("nan"), float("inf"), "", "3", " 3 ", "3.0", "1_0", "x",
       "nan", "inf", "１０", "١٠", [], [1], {}, {"a": 1}, 10 ** 20, 10 ** 400, 1e20, -1e20, 1e-7, 2.0000005, 2.0000004999]
ODD_FILES = [b"", b"{", b"[1, 2]", b'"x"', b"null", b"{}", b'{"operations": null}', b'{"operations": []}',
             b'{"operations": {}}', b'{"operations": "abc"}', b'{"operations": [1]}', b'{"operations": ["x"]}',
             b'{"operations": [null]}', b'{"operations": [[]]}', b'{"operations": [{}]}', b'{"operations": [{"type": 5}]}',
             b'\xef\xbb\xbf{"operations": []}', b'\xef\xbb\xbf\xef\xbb\xbf{}', b"\xff\xfe{", b'{"operations": [NaN]}',
             b"[" * 3000 + b"]" * 3000, b'{"operations": [{"type": "inbound", "start_minute": Infinity}]}',
             b'{"operations": [{"type": "inbound", "start_minute": 1, "end_minute": 4, "tons": 1e400}]}',
             b'{"operations": [{"type": "outbound", "start_minute": 1, "end_minute": 11, "tons": 1e303}]}']
FIELDS = ["operation_id", "type", "sku", "batch", "source", "target", "region", "tons", "start_minute", "end_minute",
          "forklift", "task_id", "trip_id"]


def mutate(rng, rows, w, snap):
    r = rng.random()
    if not rows:
        return rows
    row = rng.choice(rows)
    bays = list(w.cap) or ["ZONE_A_LOC_001"]
    if r < 0.08:  # minutes shifted: durations, shifts, the day, overlaps, touching
        d = rng.choice([-600, -10, -3, -1, 1, 2, 3, 10, 900, 2000])
        for k in (["start_minute", "end_minute"] if rng.random() < 0.6 else [rng.choice(["start_minute", "end_minute"])]):
            row[k] = row[k] + d
    elif r < 0.14:  # a field made odd
        row[rng.choice(FIELDS)] = rng.choice(ODD)
    elif r < 0.19:  # a key dropped
        row.pop(rng.choice(FIELDS), None)
    elif r < 0.25:  # tons at the rounding edge or beyond the limit
        row["tons"] = rng.choice([w.trip_limit / MICRO + 1e-7, w.trip_limit / MICRO + 4e-7, w.trip_limit / MICRO + 6e-7,
                                  w.trip_limit / MICRO + 0.001, 0.0000004, 0.0000005, 0.0000006, 0, -1, row["tons"] + 0.0005,
                                  row["tons"] + 0.0011, row["tons"] - 0.002, 1e12, 123456789.123456])
    elif r < 0.31:  # bays: unknown, another zone, the same as the source
        k = rng.choice(["source", "target"])
        row[k] = rng.choice(bays + ["ZONE_A_LOC_999", "PACKING", "OUTBOUND", "DOCK_1", ""])
    elif r < 0.35:
        row["region"] = rng.choice(ZONES + ["", "zone_a"])
    elif r < 0.41:  # another forklift, known or not
        row["forklift"] = rng.choice(list(w.fleet) + ["FLT_099", ""])
    elif r < 0.46:  # tasks: unknown, another one, on a move
        row["task_id"] = rng.choice([t for ts in snap["inbound_tasks"] + snap["outbound_tasks"] for t in [ts["task_id"]]] + ["", "X"])
    elif r < 0.5:
        row[rng.choice(["sku", "batch"])] = rng.choice(["SKU_0001", "20250601", "20250630", 20250630])
    elif r < 0.56:  # the type changed
        row["type"] = rng.choice(KINDS + ["IN", "入库", "move"])
    elif r < 0.62:  # the same id or trip id again: sentences said once
        other = rng.choice(rows)
        key = rng.choice(["operation_id", "trip_id", "trip_id"])
        if key in other:
            row[key] = other[key]
    elif r < 0.66:  # a row copied (twice the tons, the same sentences)
        rows.append(dict(row))
    elif r < 0.7:  # a row removed (a task short)
        rows.remove(row)
    elif r < 0.74:  # a move added, maybe from stock not there yet
        src, dst = rng.choice(bays), rng.choice(bays)
        rows.append({"operation_id": f"OP-M{len(rows)}", "type": rng.choice(["active_move", "passive_move"]),
                     "sku": row.get("sku"), "batch": row.get("batch"), "source": src, "target": dst, "region": zone(src),
                     "tons": rng.choice([0.5, 2, 1.999999]), "start_minute": row.get("start_minute"),
                     "end_minute": (row.get("start_minute") or 0) + 10 if isinstance(row.get("start_minute"), int) else 10,
                     "forklift": row.get("forklift"), "task_id": "", "trip_id": rng.choice(["", None, row.get("trip_id")])})
    elif r < 0.78:  # minutes as floats that round (half to even)
        row["start_minute"] = row["start_minute"] + rng.choice([0.5, -0.5, 0.49, 1.5]) if isinstance(row["start_minute"], int) else 0
    elif r < 0.8:  # a row that is not an object
        rows.insert(rng.randrange(len(rows) + 1), rng.choice([1, "x", None, [], True]))
    elif r < 0.83:  # every forklift the same: caps and overlaps
        f = rng.choice(list(w.fleet) or ["FLT_001"])
        for x in rows:
            if isinstance(x, dict):
                x["forklift"] = f
    elif r < 0.86:  # no ids at all
        for x in rows:
            if isinstance(x, dict):
                x.pop("operation_id", None)
                if rng.random() < 0.5:
                    x.pop("trip_id", None)
    return rows


def file_bytes(rng, case):
    if rng.random() < 0.04:
        return rng.choice(ODD_FILES)
    w, snap = case
    rows = good_plan(rng, w, snap)
    if rng.random() < 0.7:
        for _ in range(1 if rng.random() < 0.6 else rng.randint(2, 6)):
            try:
                rows = mutate(rng, rows, w, snap)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError, OverflowError):
                pass
    doc = {"operations": rows}
    if rng.random() < 0.03:
        doc["ending_inventory"] = []
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1, 2]))
    body = text.encode()
    return (b"\xef\xbb\xbf" + body) if rng.random() < 0.1 else body


# ---------------------------------------------------------------- FDE-Bench's own evaluator

def theirs(ev, path, data, want, extra):
    got = ev.evaluate(os.path.dirname(path), data)
    kind_peer.hide_traceback(got)
    return got, json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


if __name__ == "__main__":
    kind_peer.run(
        "stack", plans=5000, seed=39, per_case=20, name="solution.json", units=("plans", "warehouses"),
        new_case=make_case,
        # 1%: no file, the server's "缺 solution.json".
        submission=lambda rng, case, k, i: None if rng.random() < 0.01 else file_bytes(rng, case),
        grade=grade,
        theirs=(lambda root: kind_peer.load_evaluator(root, "039_warehouse_stack_forklift", "ev039"), theirs),
    )
