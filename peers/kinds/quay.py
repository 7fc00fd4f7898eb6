"""Quay parity: `fde-grade quay --format server` against our own plain-Python statement
of how FDE-Bench 024's evaluator grades `solution.json` (its rules read as facts from the
case; the code below is ours), on generated berth lines and crane schedules.

FDE-Bench ships the case's data (`data/tact_times.csv`, `data/vessel_workload.csv`) in a
release archive, not in its repository: the cases here are generated, seeded, in that
format (a BOM, CRLF, now and then a file the evaluator raises on). The schedules start
from a valid plan (one crane a berth, or fewer cranes moving between berths) and then
break things: every rule alone, touching and overlapping events, zero-length and
reversed ones, moves of the wrong length and move midpoints where cranes cross, crane
ids that sort oddly or not at all, times strptime rejects, keys missing, values of every
JSON type where a berth, a vessel or a time belongs.

The statement runs in the case image's time zone (UTC): the evaluator's naive
`timestamp()` and `fromtimestamp()` depend on it.

    python peers/kinds/quay.py --cli target/debug/fde-grade [--plans 3000] [--seed 24] [--keep DIR]
    python peers/kinds/quay.py ... --fde-bench DIR   # also FDE-Bench's own evaluator (a local copy)

Exit status 1 on any difference (the `traceback` text aside: the server's names its files).
"""
import csv
import json
import math
import os
import sys
import time
from datetime import datetime, timedelta

os.environ["TZ"] = "UTC"
time.tzset()

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

REFERENCE = 1100189429.9328592
FMT = "%Y-%m-%d %H:%M:%S"
SECONDS_PER_BERTH = 880
BASE = datetime(2024, 3, 1, 6, 0, 0)


# ---------------------------------------------------------------- the rules, our words

def when(text):
    """A time of the schedule or the data, as the case reads it."""
    return datetime.strptime(text, FMT)


def read_case(d):
    """Each vessel's berth, window and the seconds of crane work it needs."""
    lifts = {}
    with open(os.path.join(d, "tact_times.csv"), encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            lifts[(row["op_type"], int(row["size_ft"]))] = (float(row["seconds_per_lift"]), int(row["max_per_lift"]))
    vessels = {}
    with open(os.path.join(d, "vessel_workload.csv"), encoding="utf-8-sig") as f:
        for row in csv.DictReader(f):
            name = row["vessel_id"]
            boxes = [int(row["load_20"]), int(row["load_40"]), int(row["unload_20"]), int(row["unload_40"])]
            kinds = [lifts[("L", 20)], lifts[("L", 40)], lifts[("U", 20)], lifts[("U", 40)]]
            need = 0
            for k, (n, (secs, per)) in enumerate(zip(boxes, kinds)):
                term = math.ceil(n / per) * secs
                need = term if k == 0 else need + term
            vessels[name] = (int(row["berth_no"]), when(row["start_time"]), when(row["end_time"]), need)
    return vessels


def place_after(ev):
    """Where a crane stands once an event is over."""
    return ev.get("to_berth") if ev["type"] == "move" else ev.get("berth")


def with_waits(events):
    """The events by start, a wait put in every gap of more than one second."""
    ordered = sorted(events, key=lambda ev: when(ev["start_time"]))
    out = []
    for k, ev in enumerate(ordered):
        if k:
            before = ordered[k - 1]
            if (when(ev["start_time"]) - when(before["end_time"])).total_seconds() > 1:
                out.append({"type": "wait", "start_time": before["end_time"], "end_time": ev["start_time"],
                            "berth": place_after(before), "from_berth": None, "to_berth": None, "vessel_id": None})
        out.append(ev)
    return out


def where(events, t):
    """A crane's place on the berth line at time t (None: no event holds t)."""
    for ev in sorted(events, key=lambda ev: when(ev["start_time"])):
        a, b = when(ev["start_time"]).timestamp(), when(ev["end_time"]).timestamp()
        if not a <= t <= b:
            continue
        if ev["type"] in ("work", "wait"):
            return float(ev["berth"])
        if ev["type"] == "move":
            share = (t - a) / (b - a) if b > a else 0
            return ev["from_berth"] + share * (ev["to_berth"] - ev["from_berth"])
    return None


def broken_rules(cranes, vessels):
    """The messages of every broken rule, in the case's order; the counts beside them."""
    msgs = []
    for c in cranes:
        c["events"] = with_waits(c["events"])
    for c in cranes:  # one thing at a time
        name = c.get("crane_id")
        line = sorted(c["events"], key=lambda ev: when(ev["start_time"]))
        for k, ev in enumerate(line):
            a, b = when(ev["start_time"]), when(ev["end_time"])
            if b <= a:
                msgs.append(f"C3/C7 crane={name} event={k}: end_time <= start_time")
            if k:
                gap = (a - when(line[k - 1]["end_time"])).total_seconds()
                if gap < -1:
                    msgs.append(f"C7 crane={name}: overlap between event {k - 1} and {k}: {gap:.0f}s")
    for c in cranes:  # moves take 880 s a berth
        name = c.get("crane_id")
        for ev in c["events"]:
            if ev["type"] != "move":
                continue
            if ev.get("from_berth") is None or ev.get("to_berth") is None:
                msgs.append(f"C4 crane={name}: move event missing from/to_berth")
                continue
            need = abs(int(ev["to_berth"]) - int(ev["from_berth"])) * SECONDS_PER_BERTH
            took = (when(ev["end_time"]) - when(ev["start_time"])).total_seconds()
            if abs(took - need) > 1:
                msgs.append(f"C4 crane={name}: move {ev['from_berth']}->{ev['to_berth']} expected={need}s actual={took:.0f}s")
    done = {v: 0.0 for v in vessels}
    for c in cranes:  # the right vessel, at its berth, in its window
        name = c.get("crane_id")
        for ev in c["events"]:
            if ev["type"] != "work":
                continue
            v = ev.get("vessel_id")
            if not v:
                msgs.append(f"C5 crane={name}: work event missing vessel_id")
                continue
            if v not in vessels:
                msgs.append(f"C5 crane={name}: unknown vessel_id={v}")
                continue
            berth, opens, closes, _ = vessels[v]
            if int(ev["berth"]) != berth:
                msgs.append(f"C5 crane={name} vessel={v}: work berth={ev['berth']} != vessel berth={berth}")
            a, b = when(ev["start_time"]), when(ev["end_time"])
            lo, hi = max(a, opens), min(b, closes)
            if hi > lo:
                done[v] += (hi - lo).total_seconds()
            if b > closes:
                msgs.append(f"C2 crane={name} vessel={v}: work ends {b} after end_time {closes}")
            if a < opens:
                msgs.append(f"C2 crane={name} vessel={v}: work starts {a} before start_time {opens}")
    ok = 0
    for v, (_, _, _, need) in vessels.items():  # all the work done
        got, want = round(done[v]), round(need)
        if got >= want:
            ok += 1
        else:
            msgs.append(f"C1 vessel={v}: required={want:.0f}s allocated={got:.0f}s shortfall={want - got:.0f}s")
    moments = set()
    for c in cranes:
        for ev in c["events"]:
            a, b = when(ev["start_time"]).timestamp(), when(ev["end_time"]).timestamp()
            moments.update((a, b))
            if ev["type"] == "move":
                moments.add((a + b) / 2)
    rail = sorted(cranes, key=lambda c: c["crane_id"])
    crossed = 0
    for t in sorted(moments):  # no crossing on the rail
        seen = []
        for c in rail:
            p = where(c["events"], t)
            if p is not None:
                seen.append((c["crane_id"], p))
        for (n1, p1), (n2, p2) in zip(seen, seen[1:]):
            if p1 > p2 + 0.01:
                crossed += 1
                if crossed <= 3:
                    msgs.append(f"C6 crossing: crane_{n1} pos={p1:.2f} > crane_{n2} pos={p2:.2f} at t={datetime.fromtimestamp(t)}")
    if crossed > 3:
        msgs.append(f"C6: ... and {crossed - 3} more crossing violations")
    return msgs, ok, len(vessels), crossed


def grade(path, data):
    out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    try:
        vessels = read_case(data)
        if not os.path.exists(path):
            out["error_info"] = {"fatal": [f"File not found: {path}"]}
            return out, {}
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        if not isinstance(doc, dict) or not isinstance(doc.get("cranes", None), list) or "cranes" not in doc:
            out["error_info"] = {"schema": ["Missing or invalid 'cranes' array"]}
            return out, {}
        if len(doc["cranes"]) == 0:
            out["error_info"] = {"schema": ["'cranes' is empty"]}
            return out, {}
        msgs, ok, total, crossed = broken_rules(doc["cranes"], vessels)
        if msgs:
            out["error_info"] = {"constraint": msgs[:10], "vessels_ok": ok, "vessels_total": total,
                                 "crossing_violations": crossed}
            return out, {}
        moved = 0.0
        for c in doc["cranes"]:
            for ev in c["events"]:
                if ev["type"] == "move":
                    moved += (when(ev["end_time"]) - when(ev["start_time"])).total_seconds()
        cost = len(doc["cranes"]) * 100_000_000 + moved
        q = REFERENCE / cost if cost > 0 else 0.0
        out.update(validity_score=1.0, quality_score=round(q, 6), overall_score=round(q, 6), player_score=cost,
                   num_cranes=len(doc["cranes"]), total_move_seconds=moved, baseline_cost=REFERENCE,
                   vessels_ok=ok, vessels_total=total)
    except Exception as e:  # noqa: BLE001 (the server's own catch-all)
        out["error_info"] = {"exception": str(e), "traceback": "X"}
    return out, {}


# ---------------------------------------------------------------- generated cases

def stamp(t):
    return t.strftime(FMT)


def make_case(rng, d):
    """A berth line in `d`: tact times and vessels; returns what the schedules need."""
    os.makedirs(d, exist_ok=True)
    tact = [["L", 20, rng.choice([90, 95.5, 100]), rng.choice([1, 2])], ["L", 40, rng.choice([110, 120.25]), 1],
            ["U", 20, rng.choice([80, 85]), rng.choice([1, 2])], ["U", 40, rng.choice([100, 105.5]), 1]]
    rng.shuffle(tact)
    if rng.random() < 0.02:
        tact.pop(rng.randrange(4))  # a lift time missing: KeyError on the first vessel
    if rng.random() < 0.02:
        tact[0][3] = 0  # boxes a lift 0: ZeroDivisionError
    berths = rng.randint(2, 6)
    vessels = []
    n = 0
    for b in range(1, berths + 1):
        t = BASE + timedelta(minutes=rng.randint(0, 180))
        for _ in range(rng.randint(1, 3)):
            n += 1
            boxes = [rng.randint(0, 30) for _ in range(4)]
            hours = rng.randint(4, 16)
            vessels.append([f"V{n:02d}", b, stamp(t), stamp(t + timedelta(hours=hours))] + boxes)
            t += timedelta(hours=hours + rng.randint(0, 6))
    rng.shuffle(vessels)
    if rng.random() < 0.02:
        vessels[0][2] = rng.choice(["2024-03-01T06:00:00", "", "2024-02-30 06:00:00"])
    if rng.random() < 0.02:
        vessels.append(list(vessels[0]))  # one id twice: the later row wins
    header = ["vessel_id", "berth_no", "start_time", "end_time", "load_20", "load_40", "unload_20", "unload_40"]
    if rng.random() < 0.02:
        header[rng.randrange(len(header))] += "_x"
    bom, crlf = rng.random() < 0.5, rng.random() < 0.3
    for name, head, rows in [("tact_times.csv", ["op_type", "size_ft", "seconds_per_lift", "max_per_lift"], tact),
                             ("vessel_workload.csv", header, vessels)]:
        with open(os.path.join(d, name), "w", encoding="utf-8-sig" if bom else "utf-8", newline="") as f:
            w = csv.writer(f, lineterminator="\r\n" if crlf else "\n")
            w.writerow(head)
            w.writerows(rows)
    try:
        case = read_case(d)
    except Exception:  # noqa: BLE001 (the submissions still go to both graders)
        case = {}
    return case, berths


def good_plan(rng, case, berths):
    """A valid schedule: one crane a berth working its vessels in their windows; or, now
    and then, the cranes of two neighbouring berths merged into one that moves."""
    by_berth = {}
    for v, (b, a, z, need) in case.items():
        by_berth.setdefault(b, []).append((a, z, math.ceil(need), v))
    cranes = []
    for b in sorted(by_berth):
        evs = []
        for a, z, need, v in sorted(by_berth[b]):
            if need <= 0:
                continue
            span = min(z, a + timedelta(seconds=need + rng.choice([0, 0, 60])))
            evs.append({"type": "work", "start_time": stamp(a), "end_time": stamp(span), "berth": b,
                        "from_berth": None, "to_berth": None, "vessel_id": v})
        cranes.append({"crane_id": len(cranes), "berth": b, "events": evs})
    if len(cranes) > 1 and rng.random() < 0.5:
        # Merge: the last crane also takes the berth before it, moving between them.
        k = rng.randrange(len(cranes) - 1)
        left, right = cranes[k], cranes[k + 1]
        evs = sorted(left["events"] + right["events"], key=lambda e: e["start_time"])
        line, at, t = [], None, None
        for e in evs:
            a = when(e["start_time"])
            if at is not None and at != e["berth"]:
                go = max(t, a - timedelta(seconds=SECONDS_PER_BERTH * abs(e["berth"] - at)))
                end = go + timedelta(seconds=SECONDS_PER_BERTH * abs(e["berth"] - at))
                line.append({"type": "move", "start_time": stamp(go), "end_time": stamp(end), "berth": None,
                             "from_berth": at, "to_berth": e["berth"], "vessel_id": None})
                if end > a:
                    shift = end - a
                    e = dict(e, start_time=stamp(a + shift), end_time=stamp(when(e["end_time"]) + shift))
            line.append(e)
            at, t = e["berth"], when(e["end_time"])
        cranes[k] = {"crane_id": left["crane_id"], "berth": left["berth"], "events": line}
        del cranes[k + 1]
    for c in cranes:
        del c["berth"]
    return cranes


ODD = [None, True, False, 0, 1, -1, 3.0, 3.7, float("nan"), float("inf"), "", "3", " 3 ", "3.0", "x", [], [1], {},
       {"a": 1}, 10 ** 20, "٣"]
ODD_TIMES = ["2024-03-01T08:00:00", "2024-03-01 08:00:00.5", "2024-03-01 08:00", "2024-02-30 08:00:00",
             "2024-03-01 24:00:00", "2024-03-01 08:00:60", "0000-03-01 08:00:00", "0001-01-01 08:00:00",
             "2024-3-1 8:0:0", " 2024-03-01 08:00:00", "2024-03-01 08:00:00 ", "2024-03-01\t08:00:00",
             "２０２４-03-01 08:00:00", None, 1709280000, 3.5, [], {}]
ODD_FILES = [b"", b"{", b"[1, 2]", b'"x"', b"null", b"{}", b'{"cranes": null}', b'{"cranes": []}', b'{"cranes": {}}',
             b'{"cranes": "abc"}', b'{"cranes": [1]}', b'{"cranes": ["x"]}', b'{"cranes": [null]}', b'{"cranes": [[]]}',
             b'{"cranes": [{}]}', b'{"cranes": [{"events": 5}]}', b'{"cranes": [{"events": null}]}',
             b'{"cranes": [{"events": "ab"}]}', b'{"cranes": [{"events": ""}]}', b'{"cranes": [{"events": {"a": 1}}]}',
             b'{"cranes": [{"events": {}}]}', b'{"cranes": [{"events": []}]}', b'{"cranes": [{"crane_id": 1, "events": []}]}',
             b'{"cranes": [{"crane_id": 1, "events": [5]}]}', b'{"cranes": [{"crane_id": 1, "events": [[]]}]}',
             b'\xef\xbb\xbf{"cranes": []}', b"\xff\xfe{", b'{"cranes": [NaN]}', b"[" * 3000 + b"]" * 3000]


def mutate(rng, cranes, case, berths):
    """Break the plan, one way or several."""
    evs = [(c, e) for c in cranes if isinstance(c.get("events"), list) for e in c["events"] if isinstance(e, dict)]
    try:
        return break_one(rng, cranes, evs, berths)
    except (KeyError, TypeError, ValueError, AttributeError):
        return cranes  # an earlier break left nothing this one can work on


def break_one(rng, cranes, evs, berths):
    r = rng.random()
    if r < 0.08 and evs:  # a time shifted
        c, e = rng.choice(evs)
        key = rng.choice(["start_time", "end_time"])
        e[key] = stamp(when(e[key]) + timedelta(seconds=rng.choice([-3600, -2, -1, 1, 2, 600, 86400])))
    elif r < 0.14 and evs:  # an event's times swapped or equal
        c, e = rng.choice(evs)
        if rng.random() < 0.5:
            e["start_time"], e["end_time"] = e["end_time"], e["start_time"]
        else:
            e["end_time"] = e["start_time"]
    elif r < 0.2 and evs:  # a work dropped: a vessel short
        c, e = rng.choice(evs)
        c["events"].remove(e)
    elif r < 0.26 and evs:  # a field made odd
        c, e = rng.choice(evs)
        e[rng.choice(["berth", "vessel_id", "from_berth", "to_berth", "type"])] = rng.choice(ODD)
    elif r < 0.31 and evs:  # a key dropped
        c, e = rng.choice(evs)
        e.pop(rng.choice(["berth", "vessel_id", "from_berth", "to_berth", "type", "start_time", "end_time"]), None)
    elif r < 0.37 and evs:  # a time strptime may refuse
        c, e = rng.choice(evs)
        e[rng.choice(["start_time", "end_time"])] = rng.choice(ODD_TIMES)
    elif r < 0.45 and len(cranes) > 1:  # crane ids that cross, tie, or do not sort
        how = rng.random()
        if how < 0.4:
            a, b = rng.sample(range(len(cranes)), 2)
            cranes[a]["crane_id"], cranes[b]["crane_id"] = cranes[b]["crane_id"], cranes[a]["crane_id"]
        elif how < 0.6:
            cranes[rng.randrange(len(cranes))]["crane_id"] = rng.choice(ODD)
        elif how < 0.75:
            cranes[rng.randrange(len(cranes))].pop("crane_id")
        else:
            for c in cranes:
                c["crane_id"] = rng.choice([f"Q{c['crane_id']}", str(c["crane_id"]), c["crane_id"] + 0.5])
    elif r < 0.53 and evs:  # a move added: right or wrong length, maybe through a neighbour
        c, e = rng.choice(evs)
        frm, to = rng.randint(1, berths), rng.randint(1, berths)
        t = when(e["end_time"]) if rng.random() < 0.8 else when(e["start_time"]) - timedelta(seconds=rng.randint(0, 5000))
        dur = SECONDS_PER_BERTH * abs(to - frm) + rng.choice([0, 0, 0, 1, -1, 2, 600])
        c["events"].append({"type": "move", "start_time": stamp(t), "end_time": stamp(t + timedelta(seconds=dur)),
                            "berth": None, "from_berth": frm, "to_berth": to, "vessel_id": None})
    elif r < 0.58 and evs:  # a work moved to another crane
        c, e = rng.choice(evs)
        other = rng.choice(cranes)
        c["events"].remove(e)
        other["events"].append(e)
    elif r < 0.63 and evs:  # an extra wait or an unknown type, touching or not
        c, e = rng.choice(evs)
        t = when(e["end_time"]) + timedelta(seconds=rng.choice([0, 1, 2, 60]))
        c["events"].append({"type": rng.choice(["wait", "idle", "work"]), "start_time": stamp(t),
                            "end_time": stamp(t + timedelta(seconds=rng.randint(1, 900))),
                            "berth": rng.choice([e.get("berth"), 1, None]), "from_berth": None, "to_berth": None,
                            "vessel_id": rng.choice([None, e.get("vessel_id"), "V99"])})
    elif r < 0.67:  # many cranes crossing
        for c in cranes:
            for e in c["events"]:
                if isinstance(e.get("berth"), int):
                    e["berth"] = berths + 1 - e["berth"]
    elif r < 0.76 and evs:  # a crane's later events shifted by a second or two: touching, 1 s and 2 s gaps
        c, e = rng.choice(evs)
        dt = timedelta(seconds=rng.choice([-2, -1, 1, 2]))
        t0 = when(e["start_time"])
        for x in c["events"]:
            if when(x["start_time"]) >= t0:
                x["start_time"], x["end_time"] = stamp(when(x["start_time"]) + dt), stamp(when(x["end_time"]) + dt)
    elif r < 0.79 and evs:  # the events as another shape
        c = rng.choice(cranes)
        c["events"] = rng.choice([{}, "", 5, None, {e["vessel_id"] or "x": 1 for e in c["events"][:1]}])
    if rng.random() < 0.15:
        for c in cranes:
            if isinstance(c.get("events"), list):
                rng.shuffle(c["events"])
    return cranes


def file_bytes(rng, case, berths):
    if rng.random() < 0.05:
        return rng.choice(ODD_FILES)
    cranes = good_plan(rng, case, berths) if case else [{"crane_id": 0, "events": []}]
    if rng.random() < 0.75:
        for _ in range(1 if rng.random() < 0.7 else rng.randint(2, 5)):
            cranes = mutate(rng, cranes, case, berths)
    doc = {"num_cranes": len(cranes), "total_move_seconds": 0, "cranes": cranes}
    if rng.random() < 0.03:
        doc = {"cranes": cranes}
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1, 2]))
    return text.encode()


# ---------------------------------------------------------------- FDE-Bench's own evaluator

def theirs(ev, path, data, want, extra):
    got = ev.evaluate(path, data)
    kind_peer.hide_traceback(got)
    return got, json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


if __name__ == "__main__":
    kind_peer.run(
        "quay", plans=3000, seed=24, per_case=25, name="solution.json", units=("schedules", "berth lines"),
        new_case=lambda rng, data: (*make_case(rng, data), data),
        # 1%: no file, the server's "File not found".
        submission=lambda rng, case, k, i: None if rng.random() < 0.01 else file_bytes(rng, case[0], case[1]),
        grade=grade,
        theirs=(lambda root: kind_peer.load_evaluator(root, "024_quay_crane_60ships", "ev024"), theirs),
    )
