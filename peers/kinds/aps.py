"""APS parity: `fde-grade aps --format server` against our own plain-Python statement of
how FDE-Bench 016's evaluator grades `solution.json` (its rules read as facts from the
case; the code below is ours), on generated workbooks and schedules.

FDE-Bench ships the case's `data/aps_data.xlsx` in a release archive, not in its
repository: the workbooks here are generated, seeded, with openpyxl in the case's layout
(sheets ORD, TON, TUS, RES, WOP) and its variations: locked orders (STA 6), operations
already started (STA 1), disabled devices and routing rows, group heads enabled on their
own, rates in minutes (`MP`) and hours (`HP`) with blanks between, quantities as floats,
text and blanks, due dates as text, dates or blank, routing ids without a trailing
number, repeated ids, and now and then a workbook the evaluator raises on (a sheet or a
column missing, a rate float() rejects).

The schedules start from a valid one (a list scheduler over the work calendar) and then
break things: ops dropped, repeated, renamed; devices that are groups, disabled or
another group's; starts on Sundays, at 07:59, at exactly 08:00 and 18:00; ends moved by
exactly ±1 % and just past; overlaps and touching neighbours; an order's ops swapped;
times as ISO with a space, no seconds, `Z`, an offset, week dates, texts only pandas
reads, numbers, null, empty, missing, lists; ops that are not objects.

The evaluator lists three missing ops in its set's order (randomised per process); this
statement lists the three smallest, as fde-grade does.

    python peers/kinds/aps.py --cli target/debug/fde-grade [--plans 1500] [--seed 16] [--keep DIR]

Exit status 1 on any difference (the `traceback` text aside: the server's names its files).
"""
import json
import math
import os
import re
import sys
import warnings
from datetime import datetime, timedelta

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

# pandas warns of the day-first texts it guesses; the rules do not change.
warnings.simplefilter("ignore")
REFERENCE = 0.1144455659
START = datetime(2026, 5, 27, 8)
OPEN, CLOSE = 8, 18
SHEETS = ("ORD", "TON", "TUS", "RES", "WOP")


# ---------------------------------------------------------------- the rules, our words

def blank(v):
    """A cell the case treats as empty: None, NaN, or a text of nan/none/nat/nothing."""
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return True
    return str(v).strip().lower() in ("", "nan", "none", "nat")


def text(row, col):
    v = row.get(col)
    return "" if blank(v) else str(row[col])


def rate(v):
    """Minutes a piece from `1.9MP` / `0.51HP` (None when the text is no rate)."""
    if blank(v):
        return None
    m = re.match(r"([\d.]+)\s*(MP|HP)", str(v).strip())
    if m is None:
        return None
    x = float(m.group(1))
    return x * 60 if m.group(2) == "HP" else x


def step_of(ton):
    if blank(ton):
        return None
    m = re.search(r"(\d+)\s*$", str(ton).strip())
    return None if m is None else int(m.group(1))


def due(v):
    import pandas as pd
    if blank(v):
        return None
    try:
        t = pd.to_datetime(v)
        return None if t.year >= 9000 else t.to_pydatetime()
    except Exception:  # noqa: BLE001 (an unreadable due date is no due date)
        return None


def read_case(data_dir):
    """The schedulable ops: id -> (devices, minutes, due, order, step)."""
    import pandas as pd
    book = pd.ExcelFile(os.path.join(data_dir, "aps_data.xlsx"))
    tabs = {s: pd.read_excel(book, s) for s in SHEETS}
    groups, heads = {}, set()
    for _, r in tabs["RES"].iterrows():
        code = text(r, "CODE")
        if code == "" or r.get("ENA", 0) != 1:
            continue
        g = r.get("GRP")
        if blank(g):
            heads.add(code)
        else:
            groups.setdefault(str(g), set()).add(code)
    tus = tabs["TUS"]
    routes = {}
    for _, t in tus[tus["ENA"] == 1].iterrows():
        routes.setdefault(str(t["TON"]), []).append(t)
    dues = {str(r["OID"]): due(r.get("OLE")) for _, r in tabs["ORD"].iterrows()}
    live = {str(r["OID"]): r.get("STA") for _, r in tabs["ORD"].iterrows()}
    ops = {}
    wop = tabs["WOP"]
    for _, w in wop[wop["STA"] == 0].iterrows():
        order = text(w, "ORD")
        if live.get(order) != 1:
            continue
        ton = text(w, "TON")
        devices, minutes = set(), None
        for t in routes.get(ton, []):
            name = text(t, "RES")
            found = groups.get(name, set())
            if not found and name in heads:
                found = {name}
            devices |= found
            m = rate(t.get("MAK"))
            if m is not None and minutes is None:
                minutes = m
        if not devices or minutes is None:
            continue
        qty = 1.0 if blank(w.get("QTY")) else float(w["QTY"])
        ops[str(w["OID"])] = (devices, round(minutes * qty, 4), dues.get(order), order, step_of(ton))
    return ops


def when(v):
    """A time as the case reads it: fromisoformat (blanks as T, trailing Zs dropped), else pandas."""
    s = str(v)
    try:
        if "T" not in s and " " in s:
            return datetime.fromisoformat(s.rstrip("Z").replace(" ", "T"))
        return datetime.fromisoformat(s.rstrip("Z"))
    except Exception:  # noqa: BLE001
        try:
            import pandas as pd
            return pd.to_datetime(v).to_pydatetime()
        except Exception:  # noqa: BLE001
            return None


def next_morning(t):
    return (t + timedelta(days=1)).replace(hour=OPEN, minute=0, second=0, microsecond=0)


def worked(t):
    """Working minutes from START to t, a day at a time."""
    if t <= START:
        return 0.0
    total, cur = 0.0, START
    while cur < t:
        if cur.weekday() != 6:
            a = max(cur, cur.replace(hour=OPEN, minute=0, second=0, microsecond=0))
            b = min(t, cur.replace(hour=CLOSE, minute=0, second=0, microsecond=0))
            if b > a:
                total += (b - a).total_seconds() / 60.0
        cur = next_morning(cur)
    return total


def at_work(t):
    return t.weekday() != 6 and OPEN <= t.hour < CLOSE


def laid_end_to_end(minutes):
    left, cur = float(minutes), START
    for _ in range(100000):
        if left <= 1e-9:
            break
        if cur.weekday() == 6:
            cur = next_morning(cur)
            continue
        room = (cur.replace(hour=CLOSE, minute=0, second=0, microsecond=0) - cur).total_seconds() / 60.0
        if room <= 1e-9:
            cur = next_morning(cur)
            continue
        if left <= room:
            return cur + timedelta(minutes=left)
        left -= room
        cur = next_morning(cur)
    return cur


def judge(plan, ops):
    """The broken rules in the case's order, or the measures of a valid schedule."""
    items = plan.get("scheduled_ops")
    if not items or not isinstance(items, list):
        return "fatal", None
    rows = []
    for it in items:
        rows.append((str(it.get("wop_oid", "")), str(it.get("resource", "")), when(it.get("start_dt", "")),
                     when(it.get("end_dt", ""))))
    broken = []
    named = {w for w, _, _, _ in rows if w in ops}
    lost = sorted(set(ops) - named)
    if lost:
        broken.append(f"C4_coverage: {len(named)}/{len(ops)} schedulable ops covered (missing {len(lost)}, "
                      f"e.g. {lost[:3]})")
    mine = [r for r in rows if r[0] in ops]
    for w, _, s, e in mine:
        if s is None or e is None:
            broken.append(f"bad datetime for {w}")
            break
    n = sum(1 for w, d, _, _ in mine if d not in ops[w][0])
    if n:
        broken.append(f"C2_resource: {n} ops on illegal device")
    n = sum(1 for _, _, s, _ in mine if s is not None and not at_work(s))
    if n:
        broken.append(f"C3_work_window: {n} ops start outside work window")
    lanes = {}
    for r in mine:
        if r[2] is not None and r[3] is not None and r[1]:
            lanes.setdefault(r[1], []).append(r)
    n = 0
    for lane in lanes.values():
        lane.sort(key=lambda r: r[2])
        n += sum(1 for a, b in zip(lane, lane[1:]) if b[2] < a[3])
    if n:
        broken.append(f"C1_overlap: {n} overlapping pairs")
    n = 0
    for w, _, s, e in mine:
        if s is None or e is None:
            continue
        took, want = worked(e) - worked(s), ops[w][1]
        if want > 0 and abs(took - want) / want > 0.01:
            n += 1
    if n:
        broken.append(f"C5_duration: {n} ops with wrong duration")
    chains = {}
    for r in mine:
        if r[2] is not None and r[3] is not None and ops[r[0]][4] is not None:
            chains.setdefault(ops[r[0]][3], []).append(r)
    n = 0
    for chain in chains.values():
        chain.sort(key=lambda r: ops[r[0]][4])
        n += sum(1 for a, b in zip(chain, chain[1:]) if b[2] < a[3])
    if n:
        broken.append(f"C6_precedence: {n} downstream ops start before upstream op completes (工序前后置违反)")
    return broken[:6], (mine, len(named))


CASES = {}


def grade(path, data_dir):
    """The dict the server prints for the schedule at `path` against the workbook in `data_dir`."""
    out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    try:
        if data_dir not in CASES:
            try:
                CASES[data_dir] = read_case(data_dir)
            except Exception as e:  # noqa: BLE001 (kept: the same for every plan of the case)
                CASES[data_dir] = e
        ops = CASES[data_dir]
        if isinstance(ops, Exception):
            raise ops
        if not os.path.exists(path):
            out["error_info"] = {"fatal": [f"File not found: {path}"]}
            return out, None
        with open(path, encoding="utf-8") as f:
            plan = json.load(f)
        broken, seen = judge(plan, ops)
        if broken == "fatal":
            out["error_info"] = {"fatal": ["Missing or empty 'scheduled_ops'"]}
            return out, None
        if broken:
            out["error_info"] = {"constraint": broken}
            return out, None
        out["validity_score"] = 1.0
        mine, covered = seen
        done = {}
        for w, _, _, e in mine:
            o = ops[w][3]
            if o not in done or e > done[o][0]:
                done[o] = (e, ops[w][2])
        late, late_orders = 0.0, 0
        for e, d in done.values():
            if d is not None and e > d:
                late += (e - d).total_seconds() / 86400.0
                late_orders += 1
        starts = [s for _, _, s, _ in mine]
        ends = [e for _, _, _, e in mine]
        used = {d for _, d, _, _ in mine if d}
        util = 0.0
        if starts and ends and used:
            span = worked(max(ends)) - worked(min(starts))
            if span > 0:
                util = sum(ops[w][1] for w, _, _, _ in mine) / (len(used) * span)
        worst = laid_end_to_end(sum(v[1] for v in ops.values()))
        dues = {}
        for v in ops.values():
            dues[v[3]] = v[2]
        bound = 0.0
        for d in dues.values():
            if d is not None:
                bound += max(0.0, (worst - d).total_seconds() / 86400.0)
        bound = max(bound, 1.0)
        p0 = max(0.0, min(1.0, 1.0 - late / bound))
        p1 = max(0.0, min(1.0, util))
        score = p0 + int(round(p1 / 0.001)) * (0.49 * ((1.0 / 1440.0) / bound) / 1001)
        q = round(score / REFERENCE, 8)
        out.update(quality_score=q, overall_score=q, absolute_score=round(score, 10), reference_value=REFERENCE,
                   delay_upper_days=round(bound, 4), total_delay_days=round(late, 4),
                   equipment_utilization=round(util, 6), delayed_orders=late_orders, schedulable_ops=len(ops),
                   covered_ops=covered)
    except Exception as e:  # noqa: BLE001 (the server's own catch-all)
        out["error_info"] = {"exception": str(e), "traceback": "X"}
    return out, None


# ---------------------------------------------------------------- generated workbooks

def make_case(rng, data_dir):
    """A workbook in the case's layout, and a valid schedule of its ops (None when it raises)."""
    from openpyxl import Workbook
    os.makedirs(data_dir, exist_ok=True)
    n_groups = rng.randint(1, 4)
    res = [["CODE", "GRP", "ENA", "NAME"]]
    for g in range(n_groups):
        res.append([f"RES_G{g}", None, rng.choice([1, 1, 0]), f"group {g}"])
        for d in range(rng.randint(1, 3)):
            res.append([f"RES_{g}{d:02d}", f"RES_G{g}", rng.choice([1, 1, 1, 0]), None])
    if rng.random() < 0.2:
        res.append(["RES_SOLO", None, 1, "enabled alone"])
    orders = [["OID", "STA", "OLE", "QTY"]]
    tons, tus, wop = [["OID", "PCS"]], [["OID", "TON", "RES", "ENA", "MAK"]], [["OID", "ORD", "TON", "STA", "QTY"]]
    n_orders = rng.randint(2, 9)
    k = 0
    for o in range(n_orders):
        oid = f"ORD_{o:04d}"
        ole = rng.choice([datetime(2026, 5, rng.randint(20, 31)), datetime(2026, 6, rng.randint(1, 30), rng.randint(0, 23)),
                          "2026-06-05", "2026/06/07 12:00", None, "9999-12-31", "soon", datetime(2025, 12, 31)])
        orders.append([oid, rng.choice([1, 1, 1, 1, 6, 1.0, "1"]), ole, 1])
        for s in range(rng.randint(1, 4)):
            ton = f"TON_{o:04d}_SEQ_{s + 1:04d}" if rng.random() > 0.05 else f"TON_{o:04d}_X"
            tons.append([ton, 0])
            for _ in range(rng.choice([1, 1, 2])):
                g = rng.randrange(n_groups)
                res_name = rng.choice([f"RES_G{g}"] * 8 + ["RES_SOLO", "RES_NONE"])
                mak = rng.choice([f"{rng.choice([0.5, 1, 1.9, 2.25, 3])}MP", f"{rng.choice([0.1, 0.25, 0.51])}HP",
                                  f"{rng.randint(1, 9)} MP", None, "abc", 5])
                tus.append([f"TUS_{k}", ton, res_name, rng.choice([1, 1, 1, 0]), mak])
                k += 1
            wop.append([f"WOP_{k:04d}", oid, ton, rng.choice([0, 0, 0, 1]),
                        rng.choice([rng.randint(1, 60), rng.randint(1, 60), 1.5, None, 0])])
    if rng.random() < 0.05:
        wop.append(list(wop[1]))  # a repeated OID
    if rng.random() < 0.01:
        tus.append(["TUS_BAD", tons[1][0], "RES_G0", 1, "1.2.3MP"])
    sheets = {"ORD": orders, "TON": tons, "TUS": tus, "RES": res, "WOP": wop}
    if rng.random() < 0.01:
        sheets.pop(rng.choice(SHEETS))
    if rng.random() < 0.01:
        name = rng.choice(["WOP", "TUS"])
        sheets[name][0] = [("STATE" if c in ("STA", "ENA") else c) for c in sheets[name][0]]
    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for r in rows:
            ws.append(r)
    path = os.path.join(data_dir, "aps_data.xlsx")
    wb.save(path)
    try:
        ops = read_case(data_dir)
    except Exception:  # noqa: BLE001
        return None
    return ops, schedule(rng, ops)


def add_work(t, minutes):
    """The end of `minutes` of work from a start inside the calendar."""
    left = minutes
    while True:
        room = (t.replace(hour=CLOSE, minute=0, second=0, microsecond=0) - t).total_seconds() / 60.0
        if left <= room:
            return t + timedelta(minutes=left)
        left -= room
        t = next_morning(t)
        while t.weekday() == 6:
            t = next_morning(t)


def into_work(t):
    if t.hour >= CLOSE or t.weekday() == 6:
        t = next_morning(t)
    if t.hour < OPEN:
        t = t.replace(hour=OPEN, minute=0, second=0, microsecond=0)
    while t.weekday() == 6:
        t = next_morning(t)
    return t


def schedule(rng, ops):
    """A valid schedule: each order's ops in step order, each on its least busy device."""
    free, done, rows = {}, {}, []
    ids = sorted(ops, key=lambda w: (ops[w][3], ops[w][4] if ops[w][4] is not None else 0))
    for w in ids:
        devices, minutes, _, order, _ = ops[w]
        dev = min(sorted(devices), key=lambda d: free.get(d, START))
        t = into_work(max(free.get(dev, START), done.get(order, START)) + timedelta(minutes=rng.choice([0, 0, 5, 90])))
        e = add_work(t, minutes)
        free[dev], done[order] = e, e
        rows.append({"wop_oid": w, "resource": dev, "start_dt": t.isoformat(), "end_dt": e.isoformat(),
                     "duration_min": minutes})
    return rows


# ---------------------------------------------------------------- generated schedules

ODD_FILES = [b"", b"\xef\xbb\xbf{}", b"[1, 2]", b'"x"', b"null", b'{"scheduled_ops": [', b"{}",
             b'{"scheduled_ops": []}', b'{"scheduled_ops": {}}', b'{"scheduled_ops": "abc"}', b'{"scheduled_ops": 0}',
             b'{"scheduled_ops": [1]}', b'{"scheduled_ops": [null]}', b'{"scheduled_ops": [{}]}', b"\xff\xfe"]
ODD_TIMES = ["", "nan", "NaT", None, "2026-05-27", "2026-05-27 08:00", "2026-05-27T08:00:00Z", "20260527T0800",
             "2026-W22-3T08:00", "2026/05/27 08:00", "27.05.2026 08:00", "May 27 2026 9:00", "2026-05-27T08:00:00+08:00",
             "2026-05-27T25:00", "soon", 20260527, 1.5e18, True, "2026-05-27  08:00", "2026-05-27T08:00:00.5",
             "2026-05-27T08:00:00,25", "2026-05-27T0800", "2026-05-27x08:00"]
# The calendar's loops walk a day at a time to these (a few CPU-seconds each in Python):
# rare.
FAR_TIMES = ["9999-12-31T09:00:00", "9999-12-31T08:00:00", "9999-12-30T20:00:00"]


def is_time(t):
    """A datetime that is not pandas' NaT (which is one)."""
    return isinstance(t, datetime) and str(t) != "NaT"


def shift(v, minutes):
    t = when(v)
    return (t + timedelta(minutes=minutes)).isoformat() if is_time(t) and t.tzinfo is None else v


def mutate(rng, rows, ops, devices):
    good = [r for r in rows if isinstance(r, dict) and isinstance(r.get("start_dt"), str) and isinstance(r.get("end_dt"), str)]
    if not good:
        return rows
    r, x = rng.choice(good), rng.random()
    if x < 0.06:
        rows.remove(r)
    elif x < 0.1:
        rows.append(dict(r))
    elif x < 0.14:
        r["wop_oid"] = rng.choice(["WOP_X", 8, None, str(r.get("wop_oid")) + " ", "WOP_0001"])
    elif x < 0.22:
        r["resource"] = rng.choice(sorted(devices) + ["RES_G0", "RES_G1", "", None, 45])
    elif x < 0.34:  # the start moved, the end kept or moved along
        m = rng.choice([-30, -1, 1, 30, 60 * 24, 60 * 24 * 4, 600, -600])
        r["start_dt"] = shift(r["start_dt"], m)
        if rng.random() < 0.6:
            r["end_dt"] = shift(r["end_dt"], m)
    elif x < 0.42:  # a start at an edge of the window
        t = when(r["start_dt"])
        if is_time(t) and t.year < 9000:
            edge = t.replace(hour=rng.choice([7, 8, 17, 18]), minute=rng.choice([0, 59]), second=0)
            if rng.random() < 0.3:
                edge = edge + timedelta(days=(6 - edge.weekday()))  # that week's Sunday
            r["start_dt"] = edge.isoformat()
            w = r.get("wop_oid")
            if w in ops and edge.weekday() != 6 and OPEN <= edge.hour < CLOSE:
                r["end_dt"] = add_work(edge, ops[w][1]).isoformat()
    elif x < 0.52:  # the length off by about 1 %
        w = r.get("wop_oid")
        s = when(r["start_dt"])
        if w in ops and is_time(s) and at_work(s):
            f = rng.choice([1.01, 0.99, 1.0101, 0.9899, 1.00999, 1.0, 1.02, 0.5])
            r["end_dt"] = add_work(s, ops[w][1] * f).isoformat()
    elif x < 0.6:  # two ops on one device, touching or overlapping
        o = rng.choice(good)
        if o is not r:
            o["resource"] = r.get("resource")
            w = o.get("wop_oid")
            e = when(r["end_dt"])
            if w in ops and is_time(e) and e.tzinfo is None:
                s = into_work(e + timedelta(minutes=rng.choice([0, 0, -1, -30, 1])))
                o["start_dt"] = s.isoformat()
                o["end_dt"] = add_work(s, ops[w][1]).isoformat()
    elif x < 0.66:  # an order's ops swapped in time
        o = rng.choice(good)
        r["start_dt"], o["start_dt"] = o["start_dt"], r["start_dt"]
        r["end_dt"], o["end_dt"] = o["end_dt"], r["end_dt"]
    elif x < 0.8:  # the time written otherwise
        k = rng.choice(["start_dt", "end_dt"])
        t = when(r[k])
        how = rng.random()
        if how < 0.4 and is_time(t):
            r[k] = rng.choice([t.strftime("%Y-%m-%d %H:%M"), t.strftime("%Y/%m/%d %H:%M:%S"), t.isoformat() + "Z",
                               t.strftime("%d.%m.%Y %H:%M"), t.strftime("%Y-%m-%dT%H%M%S"), t.isoformat(" "),
                               t.strftime("%B %d %Y %H:%M")])
        elif how < 0.9:
            r[k] = rng.choice(FAR_TIMES) if rng.random() < 0.01 else rng.choice(ODD_TIMES)
        else:
            r.pop(k)
    elif x < 0.83:
        rows[rows.index(r)] = rng.choice([1, "op", None, [r]])
    elif x < 0.86:
        r["start_dt"] = [r["start_dt"]]
    return rows


def file_bytes(rng, case):
    if case is None or rng.random() < 0.04:
        return rng.choice(ODD_FILES) if case is None or rng.random() < 0.7 else b'{"scheduled_ops": [{"wop_oid": 1}]}'
    ops, rows = case
    rows = [dict(r) for r in rows]
    devices = set().union(*(v[0] for v in ops.values())) if ops else set()
    if rng.random() < 0.8:
        for _ in range(1 if rng.random() < 0.6 else rng.randint(2, 6)):
            rows = mutate(rng, rows, ops, devices)
    if rng.random() < 0.2:
        rng.shuffle(rows)
    return json.dumps({"scheduled_ops": rows}, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 2])).encode()


if __name__ == "__main__":
    kind_peer.run(
        "aps", plans=1500, seed=16, per_case=25, name="solution.json", units=("plans", "workbooks"),
        new_case=lambda rng, data: make_case(rng, data),
        # 1%: no file, the server's "File not found".
        submission=lambda rng, case, k, i: None if rng.random() < 0.01 else file_bytes(rng, case),
        grade=grade,
    )
