"""FDE-Bench 049 (fuel tankers with compartments) stated in the pinned stack: the
evaluator's rules as we read them, written here in our own words and order, on generated
input_data.json cases and solution.json files far beyond the examples (valid plans,
each rule broken, odd types, missing keys, the fuel-type check across vehicle types),
compared with `fde-grade tank --format server`.
"""
import json
import math
import os
import random
import sys
from datetime import datetime

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

REF = 2827219.4264542763


class Raised(Exception):
    """The checks raised inside the evaluator's try (text: 'Type: message')."""


def get(d, k, default=None):
    return d[k] if isinstance(d, dict) and k in d else default


def order_id(o):
    if isinstance(o, dict):
        for k in ("order_id", "orderId"):
            if k in o:
                return o[k]
    return None


def minutes(t, start):
    try:
        a = datetime.strptime(t, "%Y%m%d%H%M")
        b = datetime.strptime(start, "%Y%m%d%H%M")
        return int((a - b).total_seconds() / 60)
    except Exception:
        return 0


def rules(inp, trips):
    """(errors, warnings) in the evaluator's order; Python raises where it raises."""
    E, W = [], []
    # 1. each compartment row's fuel type against the first vehicle type with that id
    for t in trips:
        for row in t.get("loadInfo", []):
            w, oil = get(row, "wareId"), get(row, "oilType")
            if w is None or oil is None:
                E.append(f"Trip {get(t, 'tripId', '?')}: loadInfo 缺 wareId 或 oilType")
                continue
            ok = False
            for v in inp["vehicles"]:
                hit = next((x for x in v["vehcileType"] if x["wareId"] == w), None)
                if hit is not None:
                    if hit["loadType"] == oil:
                        ok = True
                    else:
                        E.append(f"Trip {t['tripId']}: 仓{w}的燃料类型{oil}与定义{hit['loadType']}不符")
                if ok:
                    break
            if not ok:
                E.append(f"Trip {get(t, 'tripId', '?')}: 仓{w}未在车辆定义中找到")
    # 2. every order delivered under its id with its exact volume
    got = {}
    for t in trips:
        for s in t.get("customers", []):
            cid = get(s, "locationId")
            if cid is None:
                E.append("提交里有一条客户记录没写 locationId")
                continue
            got.setdefault(cid, [])
            got[cid].extend(list(s.get("orders", [])))
    for c in inp["customers"]:
        by = {}
        for o in got.get(c["locationId"], []):
            k = order_id(o)
            if k is None:
                E.append(f"客户 {c['locationId']}: 有一条订单没写订单号(字段名应为 order_id)")
                continue
            by[k] = o
        for o in c.get("orders", []):
            if o["order_id"] not in by:
                E.append(f"客户 {c['locationId']}: 订单 {o['order_id']} 未被交付")
            elif get(by[o["order_id"]], "volume") != o["volume"]:
                E.append(f"客户 {c['locationId']}: 订单 {o['order_id']} 的体积不匹配 "
                         f"(期望: {o['volume']}, 实际: {get(by[o['order_id']], 'volume')})")
    # 3. time windows: warnings
    custs = {c["locationId"]: c for c in inp["customers"]}
    for t in trips:
        for s in t.get("customers", []):
            cid, a, d = get(s, "locationId"), get(s, "arriveTime"), get(s, "departTime")
            if cid is None or a is None or d is None:
                E.append(f"客户 {cid or '?'}: 缺 locationId / arriveTime / departTime 之一")
                continue
            info = next((c for c in inp["customers"] if c["locationId"] == cid), None)
            if info is None:
                continue
            am = minutes(a, inp["taskStartDate"])
            end = am + info.get("serviceDuration", 90)
            wins = [p.split("-") for p in info.get("workTime", "").split("|")]
            if not any(minutes(p[0], inp["taskStartDate"]) <= am and end <= minutes(p[1], inp["taskStartDate"])
                       for p in wins if len(p) == 2):
                W.append(f"客户 {cid}: 到达时间 {a} 可能不在时间窗内")
    # 4. vehicle access: warnings (the first stop of the station in a trip decides for it)
    for c in inp["customers"]:
        allowed = c.get("availableVehicles", [])
        if not allowed:
            continue
        served = False
        for t in trips:
            first = next((s for s in t.get("customers", []) if get(s, "locationId") == c["locationId"]), None)
            if first is not None and t.get("vehicleType", "unknown") in allowed:
                served = True
                break
        if not served:
            W.append(f"Customer {c['locationId']}: not served by allowed vehicle types {allowed}")
    # 5. compartments: the vehicle type's own, loads against deliveries and capacity
    types = {str(v["name"]): v for v in inp["vehicles"]}
    truth = {(str(c["locationId"]), str(o["order_id"])): o for c in inp["customers"] for o in c.get("orders", [])}
    for t in trips:
        tid = get(t, "tripId", "?")
        vt = str(get(t, "vehicleType", "")).strip()
        if vt not in types:
            E.append(f"Trip {tid}: vehicleType 必须是车型定义中的名称")
            continue
        wares = {int(x["wareId"]): x for x in types[vt]["vehcileType"]}
        load, dl, grades = {}, {}, {}
        for row in t.get("loadInfo", []):
            vol, w = get(row, "volume"), get(row, "wareId")
            if vol is None or w is None:
                E.append(f"Trip {tid}: loadInfo 缺 volume 或 wareId")
                continue
            try:
                w, vol = int(w), float(vol)
            except (TypeError, ValueError):
                E.append(f"Trip {tid}: 仓号或装载量不是有效数值")
                continue
            if w not in wares:
                E.append(f"Trip {tid}: 车型 {vt} 没有仓 {w}")
            elif not (math.isfinite(vol) and vol >= 0):
                E.append(f"Trip {tid}: 仓 {w} 装载量必须是非负有限数")
            else:
                load[w] = load.get(w, 0.0) + vol
        for s in t.get("customers", []):
            cid = str(get(s, "locationId", ""))
            for o in s.get("orders", []):
                oid = order_id(o)
                tr = truth.get((cid, str(oid)))
                w = get(o, "wareId")
                if w is None:
                    E.append(f"Trip {tid}: 客户 {cid} 订单 {oid} 缺 wareId")
                    continue
                try:
                    w = int(w)
                except (TypeError, ValueError):
                    E.append(f"Trip {tid}: 订单 {oid} 的 wareId 无效")
                    continue
                if w not in wares:
                    E.append(f"Trip {tid}: 订单 {oid} 分到车型 {vt} 不存在的仓 {w}")
                    continue
                if tr is None:
                    continue
                if int(wares[w]["loadType"]) != int(tr["oilType"]):
                    E.append(f"Trip {tid}: 订单 {oid} 的油品大类与仓 {w} 不匹配")
                grades.setdefault(w, set()).add(str(tr.get("fuelCategory", "")).strip())
                try:
                    dl[w] = dl.get(w, 0.0) + float(get(o, "volume"))
                except (TypeError, ValueError):
                    E.append(f"Trip {tid}: 订单 {oid} 的 volume 无效")
        for w, g in grades.items():
            g = sorted(x for x in g if x)
            if len(g) > 1:
                E.append(f"Trip {tid}: 仓 {w} 混装了多种细类油品 {g}")
        for w in set(load) | set(dl):
            a, b = load.get(w, 0.0), dl.get(w, 0.0)
            if abs(a - b) > 0.01:
                E.append(f"Trip {tid}: 仓 {w} 装载 {a:.2f}L 与该仓交付 {b:.2f}L 不一致")
            cap = float(wares[w]["volume"])
            if a > cap + 0.01:
                E.append(f"Trip {tid}: 仓 {w} 装载 {a:.2f}L 超过真实仓容 {cap:.2f}L")
    # 6. all loads against all orders
    need = 0
    for c in inp["customers"]:
        for o in c.get("orders", []):
            need += o["volume"]
    have = 0
    for t in trips:
        for row in t.get("loadInfo", []):
            have += float(get(row, "volume", 0) or 0)
    if abs(need - have) > 0.01:
        E.append(f"Total volume mismatch: required={need:.2f}L, delivered={have:.2f}L")
    return E, W


def lid(o):
    return (o.get("locationId") or o.get("id")) if isinstance(o, dict) else o


def hav(a, b):
    (x1, y1), (x2, y2) = a, b
    h = math.sin(math.radians(y2 - y1) / 2) ** 2 + \
        math.cos(math.radians(y1)) * math.cos(math.radians(y2)) * math.sin(math.radians(x2 - x1) / 2) ** 2
    return 2 * 6371000.0 * math.asin(math.sqrt(max(0.0, h)))


def judge(inp, trips):
    out = dict(validity_score=0.0, quality_score=0.0, overall_score=0.0, reference_value=REF)
    try:
        E, W = rules(inp, trips)
    except Exception as e:  # the evaluator's catch-all around its checks
        out["error_info"] = {"hard_violations": [f"方案结构不合法,校验中断: {type(e).__name__}: {e}"]}
        return out
    n = inp.get("connectSize")
    starts = {d.get("locationId") for d in inp.get("departs") or []} | {d.get("id") for d in inp.get("departs") or []}
    depots = {d.get("locationId") for d in inp.get("depots") or []} | {d.get("id") for d in inp.get("depots") or []}
    for i, t in enumerate(trips, 1):
        if not isinstance(t, dict):
            continue
        cs = t.get("customers") or []
        if isinstance(n, (int, float)) and n > 0 and len(cs) > int(n):
            E.append(f"trip#{i} 串点 {len(cs)} 家 > connectSize {int(n)}")
        for key, ids, words in (("departPoint", starts, "不是给定出发点"), ("depot", depots, "不是给定油库")):
            p = t.get(key)
            if p is not None and ids and lid(p) not in ids:
                E.append(f"trip#{i} {key}={lid(p)} {words}")
    if E:
        out["error_info"] = {"hard_violations": E[:12], "total": len(E)}
        return out
    try:
        own, top = 0, 0
        for t in trips:
            own += t.get("distance", 0)
            top = max(top, t.get("duration", 0))
        raw = math.exp(-own / 1271000) * 100
    except Exception as e:
        out["error_info"] = {"hard_violations": [f"计分中断: {type(e).__name__}: {e}"]}
        return out
    pts = {p["id"]: (float(p["x"]), float(p["y"])) for p in inp.get("locations", [])}
    first = lambda k: (inp.get(k) or [{}])[0].get("locationId")  # noqa: E731
    look = lambda o: pts.get(lid(o)) if o is not None else None  # noqa: E731
    dist = 0.0
    for t in trips:
        start = look(t.get("departPoint")) or pts.get(first("departs"))
        dep = look(t.get("depot")) or pts.get(first("depots"))
        walk = [p for p in [start, dep] if p] + [q for q in (look(s) for s in (t.get("customers") or [])) if q]
        if bool(inp.get("backFlag", True)) and dep:
            walk.append(dep)
        for a, b in zip(walk, walk[1:]):
            dist += hav(a, b)
    said = float(sum(t.get("distance", 0) or 0 for t in trips))
    q = REF / dist if dist > 0 else 1e6
    out.update(error_info={}, validity_score=1.0, quality_score=round(q, 6), overall_score=round(q, 6))
    out.update(total_distance=dist, player_objective=dist, self_reported_distance=said)
    if dist > 0 and abs(said - dist) / dist > 0.5:
        out["warnings"] = None  # the key's place; its value is set below
    out["combined_score_raw"] = raw
    out["warnings"] = W[:12]
    return out


def grade(path, data):
    with open(os.path.join(data, "input_data.json"), encoding="utf-8") as f:
        inp = json.load(f)
    base = dict(validity_score=0.0, quality_score=0.0, overall_score=0.0, reference_value=REF)
    if not os.path.exists(path):
        return dict(base, error_info={"hard_violations": ["缺 solution.json"]}), None
    try:
        with open(path, encoding="utf-8") as f:
            plan = json.load(f)
    except Exception as e:
        return dict(base, error_info={"hard_violations": [f"solution.json 解析失败: {e}"]}), None
    trips = plan.get("trips", plan) if isinstance(plan, dict) else plan
    if not isinstance(trips, list) or not trips:
        return dict(base, error_info={"hard_violations": ["solution 里没有 trips / 为空"]}), None
    try:
        return judge(inp, trips), None
    except Exception as e:  # outside the evaluator's try: it stops
        return {"crash": type(e).__name__, "exception": str(e)}, None


# ---------------------------------------------------------------- generated cases

GRADES = {1: ["92#", "95#", "98#"], 2: ["0#"]}


def make_case(rng, d):
    os.makedirs(d, exist_ok=True)
    lon0, lat0 = 116.3 + rng.random(), 39.8 + rng.random() * 0.3
    pt = lambda: (round(lon0 + rng.uniform(-0.3, 0.3), 6), round(lat0 + rng.uniform(-0.2, 0.2), 6))  # noqa: E731
    locs = [{"id": "SITE_002", "x": lon0, "y": lat0}, {"id": "DEPOT_1", "x": pt()[0], "y": pt()[1]}]
    # Two vehicle types whose compartment 3 differs in fuel (the fuel-type quirk) and whose
    # sizes differ (capacity).
    small = [{"wareId": 1, "loadType": 1, "volume": 3000}, {"wareId": 2, "loadType": 1, "volume": 3000},
             {"wareId": 3, "loadType": 2, "volume": 3000}]
    big = [{"wareId": 1, "loadType": 1, "volume": 5000}, {"wareId": 2, "loadType": 1, "volume": 5000},
           {"wareId": 3, "loadType": 1, "volume": 5000}, {"wareId": 4, "loadType": 2, "volume": 5000},
           {"wareId": 5, "loadType": 3, "volume": 5000.0}]
    if rng.random() < 0.5:
        small, big = big, small
    vehicles = [{"name": "4.2m", "count": 3, "vehcileType": small}, {"name": "7.6m", "count": 2, "vehcileType": big}]
    customers = []
    for i in range(rng.randint(3, 9)):
        cid = f"ST{i + 1:03d}"
        x, y = pt()
        locs.append({"id": cid, "x": x, "y": y})
        orders = []
        for j in range(rng.randint(1, 3)):
            oil = rng.choice([1, 1, 2])
            vol = rng.choice([rng.randint(5, 30) * 100, rng.randint(500, 2900) + 0.5, float(rng.randint(5, 25) * 100)])
            orders.append({"order_id": f"O{i + 1}{j + 1}", "oilType": oil, "fuelCategory": rng.choice(GRADES[oil]),
                           "volume": vol})
        h = rng.choice([8, 9, 10])
        wt = f"2026030{5}{h:02d}00-2026030{5}{h + 6:02d}00" + ("|202603051700-202603052100" if rng.random() < 0.4 else "")
        c = {"locationId": cid, "name": f"Station {i + 1}", "workTime": wt, "orders": orders,
             "availableVehicles": rng.choice([[], ["4.2m"], ["4.2m", "7.6m"], ["7.6m"]])}
        if rng.random() < 0.7:
            c["serviceDuration"] = rng.choice([30, 60, 90])
        customers.append(c)
    inp = {"taskStartDate": "202603050600", "backFlag": rng.random() < 0.85, "connectSize": rng.choice([2, 3, 5]),
           "customers": customers, "vehicles": vehicles,
           "depots": [{"locationId": "DEPOT_1", "id": "D1"} if rng.random() < 0.5 else {"locationId": "DEPOT_1"}],
           "departs": [{"locationId": "SITE_002", "id": "S2"}], "locations": locs}
    with open(os.path.join(d, "input_data.json"), "w", encoding="utf-8") as f:
        json.dump(inp, f, ensure_ascii=False, indent=1)
    return inp


def good_plan(rng, inp):
    """A valid plan (mostly): stations in visiting order, a new trip when the next one's
    orders fit no compartment of the right fuel, grade and room that every vehicle type
    agrees on (the fuel-type check reads the first type with the id)."""
    cs = list(inp["customers"])
    rng.shuffle(cs)
    agreed = lambda w: all(x["loadType"] == w["loadType"] for v in inp["vehicles"]  # noqa: E731
                           for x in v["vehcileType"] if x["wareId"] == w["wareId"])
    trips = []

    def place(trip, c):
        wares = trip["_v"]["vehcileType"]
        load, grade = dict(trip["_load"]), dict(trip["_grade"])
        out = []
        for o in c["orders"]:
            fit = [w for w in wares if w["loadType"] == o["oilType"] and agreed(w)
                   and grade.get(w["wareId"], o["fuelCategory"]) == o["fuelCategory"]
                   and load.get(w["wareId"], 0) + o["volume"] <= w["volume"]]
            if not fit:
                return None
            w = rng.choice(fit)
            grade[w["wareId"]] = o["fuelCategory"]
            load[w["wareId"]] = load.get(w["wareId"], 0) + o["volume"]
            out.append({"order_id": o["order_id"], "oilType": o["oilType"], "wareId": w["wareId"], "volume": o["volume"]})
        return out, load, grade

    for c in cs:
        t = trips[-1] if trips else None
        got = place(t, c) if t and len(t["customers"]) < inp["connectSize"] else None
        if got is None:
            for v in rng.sample(inp["vehicles"], len(inp["vehicles"])):
                t = {"_v": v, "_load": {}, "_grade": {}, "customers": []}
                got = place(t, c)
                if got:
                    trips.append(t)
                    break
            if got is None:
                return None
        t["_load"], t["_grade"] = got[1], got[2]
        h = 202603050800 + rng.randint(0, 9) * 100 + rng.randint(0, 5) * 10
        t["customers"].append({"locationId": c["locationId"], "arriveTime": str(h), "departTime": str(h + 100), "orders": got[0]})
    out = []
    for t in trips:
        v = t["_v"]
        lt = {w["wareId"]: w["loadType"] for w in v["vehcileType"]}
        out.append({"tripId": len(out) + 1, "vehicleType": v["name"], "distance": rng.uniform(1e4, 2e5),
                    "duration": rng.randint(60, 600), "depot": {"locationId": "DEPOT_1"},
                    "departPoint": {"locationId": "SITE_002"}, "customers": t["customers"],
                    "loadInfo": [{"wareId": w, "oilType": lt[w], "volume": x} for w, x in t["_load"].items()]})
    return out


ODD = [None, True, False, 0, 1, 2, 3, -1, 2.5, 3.0, 1e400, float("nan"), "", "x", "3", " 2 ", "1_0", "4.2m", [], [1], {},
       {"a": 1}, "202603050830", "2026030583", "20260305 830", 12345678901234567890]


def odd(rng):
    return rng.choice(ODD)


def mutate(rng, trips, inp):
    t = rng.choice(trips)
    r = rng.random()
    pick = lambda xs: rng.choice(xs) if xs else None  # noqa: E731
    s = pick(t.get("customers") or [])
    row = pick(t.get("loadInfo") or [])
    o = pick((s or {}).get("orders") or []) if isinstance(s, dict) else None
    if r < 0.08 and row:
        row["oilType"] = rng.choice([1, 2, 3, "1", 1.0, True])           # fuel type (quirk across types)
    elif r < 0.14 and row:
        row["wareId"] = rng.choice([1, 2, 3, 4, 5, 6, 0, "1", 1.0, 2.7])
    elif r < 0.20 and o:
        o["volume"] = rng.choice([o["volume"] + 0.01, o["volume"] + 0.005, int(o["volume"]), float(o["volume"]),
                                  str(o["volume"]), None, True])            # exact volume, ints vs floats
    elif r < 0.25 and s:
        t["customers"].remove(s)                                           # an order not delivered
    elif r < 0.30 and row:
        row["volume"] = rng.choice([row["volume"] + 0.01, row["volume"] + 0.0100001, row["volume"] - 0.02,
                                    row["volume"] * 2, -5, 99999, "abc", "12", None, 0, float("inf")])
    elif r < 0.35:
        t["vehicleType"] = rng.choice(["4.2m", "7.6m", " 7.6m ", "9m", None, 4.2, "unknown"])
    elif r < 0.40 and o:
        o["wareId"] = rng.choice([1, 2, 3, 4, 5, 9, None, "x", "2", [1], float("nan")])
    elif r < 0.44 and o:
        o.pop(rng.choice(["order_id", "volume", "wareId"]), None)
        if rng.random() < 0.3:
            o["orderId"] = "O11"
    elif r < 0.48 and s:
        s.pop(rng.choice(["locationId", "arriveTime", "departTime"]), None)
    elif r < 0.52 and s:
        s["arriveTime"] = rng.choice(["202603050300", "202603052330", "2026030583", "20260305083", "x", 5, None,
                                      "202602300800", "202603051200"])
    elif r < 0.56:
        t[rng.choice(["departPoint", "depot"])] = rng.choice([{"locationId": "DEPOT_1"}, {"locationId": "SITE_002"},
                                                              {"id": "D1"}, {"id": "S2"}, {}, "SITE_002", "X", 5, None,
                                                              {"locationId": "", "id": "D1"}])
    elif r < 0.60:
        t.pop(rng.choice(["tripId", "loadInfo", "customers", "distance", "duration", "vehicleType"]), None)
    elif r < 0.64:
        t[rng.choice(["distance", "distance", "duration"])] = rng.choice([
            -2e9, "5", None, 1e308, 0, 0.0, 10**20, 2**63, 2**63 - 1, 2**62, -2**63, 9007199254740993, True, False,
            float("nan"), [], 12345, 0.1, 1e16, -1e16])
    elif r < 0.68 and t.get("customers"):
        other = rng.choice(trips)                                           # a stop moved to another trip
        if isinstance(other.get("customers"), list):
            other["customers"].append(t["customers"].pop())
    elif r < 0.72 and s:
        s["locationId"] = odd(rng)
    elif r < 0.76 and row:
        row.pop(rng.choice(["wareId", "oilType", "volume"]), None)
    elif r < 0.80:
        k = rng.choice(["loadInfo", "customers"])
        t[k] = rng.choice([None, 5, "ab", {"x": 1}, [], [1, "a"]])
    elif r < 0.84 and s:
        s["orders"] = rng.choice([None, 3, "ab", [], [None], [{"order_id": ["x"]}]])
    elif r < 0.88 and row:
        row[rng.choice(["wareId", "oilType", "volume"])] = odd(rng)
    elif r < 0.92 and o:
        o[rng.choice(["order_id", "wareId", "volume"])] = odd(rng)
    elif r < 0.96:
        trips.append(rng.choice([5, "x", None, [], {}, {"tripId": 9}, json.loads(json.dumps(t))]))
    elif s:
        s["locationId"] = rng.choice(["DEPOT_1", "NOPE", "SITE_002"])
    return trips


ODD_FILES = [b"", b"[]", b"{}", b'{"trips": []}', b'{"trips": {}}', b"5", b"null", b"\xef\xbb\xbf[]", b"[1,", b"\xff",
             b'{"trips": 3}', b'"x"', b"[{}]", b"[1]", b'{"a": [1]}']


def file_bytes(rng, inp):
    if rng.random() < 0.03:
        return rng.choice(ODD_FILES)
    trips = good_plan(rng, inp)
    if trips is None:
        return b"[{}]"
    if rng.random() < 0.6:
        for _ in range(1 if rng.random() < 0.6 else rng.randint(2, 5)):
            try:
                trips = mutate(rng, trips, inp)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError):
                pass
    doc = {"trips": trips} if rng.random() < 0.5 else trips
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1, 2])).encode()


def load_theirs(root):
    """The evaluator reads itself back as `sys.modules[__name__]` at import: register it first."""
    import importlib.util
    import shutil
    import tempfile
    tmp = tempfile.mkdtemp(prefix="fde049-")
    shutil.copytree(os.path.join(root, "case", "049_fuel_tanker_multi_compartment_vrp", "tests"), os.path.join(tmp, "tests"))
    spec = importlib.util.spec_from_file_location("ev049", os.path.join(tmp, "tests", "evaluator.py"))
    mod = importlib.util.module_from_spec(spec)
    sys.modules["ev049"] = mod
    here = os.getcwd()
    os.chdir(tmp)  # it opens evaluation.log in the working directory at import
    try:
        spec.loader.exec_module(mod)
    finally:
        os.chdir(here)
    import logging
    logging.getLogger().setLevel(logging.ERROR)
    return mod


def theirs(ev, path, data, want, extra):
    try:
        got = ev.evaluate(os.path.dirname(path), data)
    except Exception as e:  # the evaluator itself stops
        got = {"crash": type(e).__name__, "exception": str(e)}
    return got, json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


if __name__ == "__main__":
    kind_peer.run(
        "tank", plans=3000, seed=49, per_case=25, name="solution.json", units=("plans", "cases"),
        new_case=make_case,
        submission=lambda rng, case, k, i: None if rng.random() < 0.01 else file_bytes(rng, case),
        grade=grade, traceback=False,
        dumps=lambda want: json.dumps(want, ensure_ascii=False),
        theirs=(load_theirs, theirs),
    )
