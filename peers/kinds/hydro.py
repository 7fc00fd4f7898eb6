"""Hydro parity: `fde-grade hydro --format server` against our own plain-Python statement
of how FDE-Bench 029's evaluator grades `solution.json` (its rules read as facts from the
case; the code below is ours), on generated plans.

The statement lets Python do what the server's Python does: `json.load` (NaN/Infinity
tokens, big ints, duplicate keys), `len()` and iteration of whatever a row is (a string's
characters, a dict's keys), `float()` of each value (Unicode digits, underscores, an int
beyond a float raising OverflowError, which the server does not catch), `min(p, P_MAX)`
keeping the int, 3.12's compensated `sum()` over ints and floats, `round()`, and
`json.dumps(..., ensure_ascii=False, indent=2)`. Plans range from the reference dispatch
to every rule broken alone and together, at the tolerances and one step past them, and
malformed files.

    python peers/kinds/hydro.py --cli target/debug/fde-grade [--plans 2000] [--seed 29] [--keep DIR]
    python peers/kinds/hydro.py ... --fde-bench DIR   # also FDE-Bench's own evaluator (a local copy)

Exit status 1 on any difference (the `traceback` text aside: the server's names its files).
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kind_peer  # noqa: E402

NAMES = ["站点A", "站点B", "站点C", "站点D", "站点E"]
CAPACITY = [170, 260, 360, 66, 132]          # MW, ints as the case gives them
EFFICIENCY = [9.0, 9.2, 9.5, 8.8, 8.5]
TAILWATER = [1740, 1000, 720, 660, 595]
START, NORMAL, DEAD, CEILING = [1835, 1120, 840], [1845, 1130, 850], [1802, 1090, 790], [1845, 1130, 845]
VOLUME = [7.6e8, 5.55e8, 53.9e8]
LATERAL = [0, 50, 30, 10, 5]
INFLOW = [800, 867, 933, 1000, 1067, 1133, 1200]
RUN_OF_RIVER_HEAD = {3: 28.0, 4: 35.0}
REFERENCE = 160732.061455
TOL = 0.05


class Stop(Exception):
    """A `fatal` message the server returns."""


def read_plan(path):
    """The outflows as floats, or Stop; other exceptions propagate as the server's."""
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    q = doc.get("Q_out")
    if type(q) is not list:
        raise Stop("solution.json 缺 Q_out 字段")
    days = len(INFLOW)
    if len(q) != len(NAMES):
        raise Stop(f"Q_out 维度不是 5x{days}")
    for row in q:
        if len(row) != days:
            raise Stop(f"Q_out 维度不是 5x{days}")
    out = []
    for row in q:
        vals = []
        for x in row:
            try:
                vals.append(float(x))
            except (TypeError, ValueError):
                raise Stop("Q_out 含非数值")
        out.append(vals)
    return out


def level_of(volume, i):
    return DEAD[i] + volume / VOLUME[i] * (NORMAL[i] - DEAD[i])


def volume_of(level, i):
    return (level - DEAD[i]) / (NORMAL[i] - DEAD[i]) * VOLUME[i]


def judge(q):
    """(violations, power) for floats q[station][day]."""
    days = len(INFLOW)
    broken = []
    store = [volume_of(START[i], i) for i in range(3)]
    level = [[0.0] * days for _ in range(3)]
    for t in range(days):
        into = [INFLOW[t], q[0][t] + LATERAL[1], q[1][t] + LATERAL[2]]
        for i in range(3):
            store[i] += (into[i] - q[i][t]) * 86400
            level[i][t] = level_of(store[i], i)
        for i, name in ((3, "站点D"), (4, "站点E")):
            want = q[i - 1][t] + LATERAL[i]
            if abs(q[i][t] - want) > 1.0:
                broken.append(f"水量平衡：{name}第{t + 1}天出库{q[i][t]:.2f}应~{want:.2f}")
    for i in range(3):
        for t in range(days):
            z = level[i][t]
            if z < DEAD[i] - TOL:
                broken.append(f"水位下限：{NAMES[i]} 第{t + 1}天水位{z:.3f}m < 死水位{DEAD[i]}m")
            if z > CEILING[i] + TOL:
                broken.append(f"水位上限：{NAMES[i]} 第{t + 1}天水位{z:.3f}m > 上限{CEILING[i]}m")
    for i in range(5):
        for t in range(days):
            if q[i][t] < 50.0 - TOL:
                broken.append(f"生态流量：{NAMES[i]} 第{t + 1}天出库{q[i][t]:.2f}<50")
    power = []
    for i in range(5):
        row = []
        for t in range(days):
            if i < 3:
                before = START[i] if t == 0 else level[i][t - 1]
                head = max((before * 0.5 + level[i][t] * 0.5) - TAILWATER[i], 1.0)
            else:
                head = RUN_OF_RIVER_HEAD[i]
            row.append(min(EFFICIENCY[i] * q[i][t] * head / 10000.0, CAPACITY[i]))
        power.append(row)
    for i in range(5):
        limit = CAPACITY[i] * 0.2
        for t in range(1, days):
            step = abs(power[i][t] - power[i][t - 1])
            if step > limit + TOL:
                broken.append(f"爬坡约束：{NAMES[i]} 第{t}→{t + 1}天变化{step:.3f}>{limit:.1f}")
    return broken, power


def grade(path):
    """The dict the server prints for the plan at `path`."""
    out = {"validity_score": 0.0, "quality_score": 0.0, "overall_score": 0.0, "error_info": {}}
    if not os.path.exists(path):
        out["error_info"] = {"fatal": [f"缺 solution.json in {os.path.dirname(path)}"]}
        return out
    try:
        q = read_plan(path)
    except Stop as s:
        out["error_info"] = {"fatal": [str(s)]}
        return out
    except Exception as e:  # noqa: BLE001 (the server's own catch-all)
        out["error_info"] = {"exception": str(e), "traceback": "X"}
        return out
    broken, power = judge(q)
    if broken:
        out["error_info"] = {"constraint": broken[:8]}
        return out
    energy = sum(p for row in power for p in row) * 24.0
    if not math.isfinite(energy):
        out["error_info"] = {"exception": "total_energy is NaN/Inf"}
        return out
    out["validity_score"] = 1.0
    out["quality_score"] = out["overall_score"] = round(energy / REFERENCE, 6)
    out["player_objective"] = round(energy, 6)
    out["reference_value"] = REFERENCE
    out["total_energy_wankwh"] = round(energy, 4)
    out["energy_by_station"] = {NAMES[i]: round(sum(p * 24 for p in power[i]), 4) for i in range(5)}
    return out


# ---------------------------------------------------------------- generated plans

REFERENCE_PLAN = [
    [2054.6268456583493, 1985.25389788892, 1629.9820916999906, 1199.0371895330243, 1703.8540441604687, 2326.6275737444003, 2861.4721471511903],
    [2371.492899257767, 2412.056540724974, 2490.650373882141, 2651.695315861809, 2861.5537310401214, 3029.7377105798355, 3119.389006684137],
    [4425.0] * 7,
]


def balanced(up):
    """Run-of-river rows that pass what reaches them."""
    d = [x + LATERAL[3] for x in up[2]]
    return up + [d, [x + LATERAL[4] for x in d]]


def plan(rng):
    up = [list(r) for r in REFERENCE_PLAN]
    kind = rng.random()
    if kind < 0.25:
        up = [[x * (1 + rng.uniform(-0.03, 0.03)) for x in r] for r in up]
    elif kind < 0.4:
        f = rng.uniform(0.2, 1.3)
        up = [[x * f for x in r] for r in up]
    elif kind < 0.55:
        base = rng.uniform(30, 3500)
        up = [[base + rng.uniform(-80, 80) for _ in range(7)] for _ in range(3)]
    elif kind < 0.65:
        up = [[rng.choice([49.95, 49.94, 50, 1000, 2000.5, 4425, 4425.0, 0, -1]) for _ in range(7)] for _ in range(3)]
    q = balanced(up)
    if rng.random() < 0.3:
        # The balance tolerance and one step past it.
        i, t = rng.choice([3, 4]), rng.randrange(7)
        q[i][t] = q[i - 1][t] + LATERAL[i] + rng.choice([1.0, -1.0, 1.0000000001, 0.999, 2.5, -3])
    if rng.random() < 0.25:
        digits = rng.choice([0, 1, 2])
        q = [[round(x, digits) for x in r] for r in q]
    if rng.random() < 0.15:
        q = [[int(x) if rng.random() < 0.5 else x for x in r] for r in q]
    return q


ODD_VALUES = [float("nan"), float("inf"), -float("inf"), "", " ", "abc", "1_000", "١٢٣", " 12 ", "NaN",
              "-inf", "1e3", "0x10", "1,5", True, False, None, [], {}, [1], {"a": 1}, 10 ** 20,
              10 ** 308, 10 ** 309, 10 ** 400, -(10 ** 400), "4425", "４４２５"]
ODD_ROWS = [5, None, "abc", 1.5, True, "1234567", "12345678", "١٢٣٤٥٦٧",
            {str(k): k for k in range(7)}, {"a": 1}, [], list(range(8))]


def mutate(rng, q):
    r = rng.random()
    i, t = rng.randrange(len(q)), rng.randrange(7)
    if not isinstance(q[i], list) or t >= len(q[i]):
        return q
    if r < 0.45:
        q[i][t] = rng.choice(ODD_VALUES)
    elif r < 0.55:
        q[i][t] = str(q[i][t])
    elif r < 0.65:
        q[i] = q[i][: rng.randrange(7)]
    elif r < 0.75:
        q.append(list(q[0])) if rng.random() < 0.5 else q.pop()
    elif r < 0.9:
        q[i] = rng.choice(ODD_ROWS)
    elif isinstance(q[i][t], float):
        q[i][t] = -q[i][t]
    return q


ODD_FILES = [b"", b"{", b"[1, 2]", b'"x"', b"3", b"null", b'{"q_out": []}', b'{"Q_out": null}',
             b'{"Q_out": {"a": 1}}', b'{"Q_out": "abcde"}', b'\xef\xbb\xbf{"Q_out": []}', b"\xff\xfe{",
             b'{"Q_out": [[1,2,3,4,5,6,7]]', b'{"Q_out": 5, "Q_out": [[]]}', b"[" * 3000 + b"]" * 3000]


def file_bytes(rng):
    if rng.random() < 0.04:
        return rng.choice(ODD_FILES)
    q = plan(rng)
    for _ in range(rng.choice([0, 0, 0, 1, 1, 2, 3])):
        q = mutate(rng, q)
    doc = {"Q_out": q}
    if rng.random() < 0.05:
        doc = {"note": "ours", **doc}
    text = json.dumps(doc, ensure_ascii=rng.random() < 0.5, indent=rng.choice([None, 1]))
    if rng.random() < 0.03:
        text = text.replace('"Q_out"', '"Q_out": 5, "Q_out"', 1)
    return text.encode()


def theirs(ev, path, _data, want, _):
    got = kind_peer.hide_traceback(ev.evaluate(os.path.dirname(path), ""))
    return got, got == want or json.dumps(got, sort_keys=True) == json.dumps(want, sort_keys=True)


if __name__ == "__main__":
    kind_peer.run(
        "hydro", plans=2000, seed=29, name="solution.json",
        submission=lambda rng, case, k, i: file_bytes(rng),
        grade=lambda path, _data: (grade(path), None),
        theirs=(lambda root: kind_peer.load_evaluator(root, "029_hydropower_cascade_dispatch", "ev029"), theirs),
    )
