"""Uplift parity: fde-grade against our own plain-Python statement of how FDE-Gym grades a
run (grading-rules.md section 3 and the issue-21 facts), on generated engagements.

The statement below is ours, written from the rules, not FDE-Gym's code: it reads the
grader output, the ask log, variants.json and the ledger the way the harness is specified
to (Python's own ints, floats and booleans do the arithmetic), then applies the site's
verdict and points. Generated engagements cover big ints (2**53 + 1, 10**400), booleans,
NaN/Infinity, variants, integrity-chained logs (edited, added, removed lines), and broken
lines (blank, not JSON, not an object, no `facts`/`to`, `"cost": null`, ...).

    python spec_uplift.py [--runs 1500] [--seed 7] [--keep DIR]

Exit status 1 on any difference. `FDE_GYM_DIR` is not used here (see fdegym_uplift_peer.py).
"""
import argparse
import decimal
import hashlib
import hmac
import io
import json
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import native  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PASS = 0.8
PEOPLE = ["ops_lead", "cfo", "legal", "analyst"]


# ---------------------------------------------------------------- the site (score.ts)

def js_string(x):
    """JavaScript's String(number)."""
    if x != x:
        return "NaN"
    if x in (math.inf, -math.inf):
        return "Infinity" if x > 0 else "-Infinity"
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    t = decimal.Decimal(repr(abs(x))).normalize().as_tuple()
    digits = "".join(map(str, t.digits))
    k, n = len(digits), len(t.digits) + t.exponent
    if k <= n <= 21:
        body = digits + "0" * (n - k)
    elif 0 < n <= 21:
        body = digits[:n] + "." + digits[n:]
    elif -6 < n <= 0:
        body = "0." + "0" * (-n) + digits
    else:
        e = n - 1
        body = digits[0] + ("." + digits[1:] if k > 1 else "") + "e" + ("+" if e >= 0 else "-") + str(abs(e))
    return sign + body


def points_text(net):
    """score.ts: `Math.trunc(Math.abs(x) * 100 + 1e-9)`, `x < 0 && p ? -p : p`, then String()."""
    if net is None or not math.isfinite(net):
        return "—"
    q = abs(net) * 100 + 1e-9
    p = float(math.trunc(q)) if math.isfinite(q) else q
    return js_string(-p if net < 0 and p else p)


# ---------------------------------------------------------------- the harness, as specified

def file_lines(text):
    """The lines of a text file as Python iterates an open file (universal newlines:
    `\n`, `\r\n`, `\r`; not U+2028 and the other breaks `str.splitlines` knows)."""
    return list(io.StringIO(text, newline=None)) if text is not None else []


def mac_of(key, prev, rec):
    body = json.dumps(rec, ensure_ascii=False, sort_keys=True)
    return hmac.new(key, (prev + body).encode("utf-8"), hashlib.sha256).hexdigest()


def ledger_problems(entry, head, meta, log_text):
    """The integrity check: a line not signed in the chain, or a chain that does not end
    where the head says, is a problem; so is meta.json disagreeing with the entry."""
    problems = []
    if meta is not None:
        for k in ("engagement", "level", "variant"):
            if meta.get(k) != entry.get(k):
                problems.append("meta.json was altered after the run was created (%s)" % k)
    key = bytes.fromhex(entry["key"])
    head = head if head is not None else {"n": 0, "mac": ""}
    prev, n, bad = "", 0, False
    for line in file_lines(log_text):
        try:
            rec = json.loads(line)
            got = rec.pop("mac", None)
        except (ValueError, AttributeError):
            bad = True
            break
        want = mac_of(key, prev, rec)
        if got != want:
            bad = True
            break
        prev, n = want, n + 1
    if bad:
        problems.append("the question log has a line the stakeholder server did not write")
    elif n != head["n"] or prev != head["mac"]:
        problems.append("the question log does not match the server's record (lines removed or replaced)")
    return problems


def spec_grade(out_text, log_text, variants, variant, ledger):
    """-> dict(error=bool, uplift, uplift_bounded, contact_cost, uplift_net, incidents, verdict, points)."""
    res = {"error": False}
    out = json.loads(out_text)
    try:
        integrity = []
        record = "verified against the ledger"
        if ledger is not None and ledger[0] is None:
            # No ledger entry: meta.json as it stands ("unverified"); its variant is graded.
            meta = ledger[2]
            meta["engagement"], meta["level"]                   # KeyError when absent
            if not isinstance(meta["engagement"], str):
                raise TypeError("engagement")                      # a folder name
            variant = meta.get("variant")
            if variant and not isinstance(variant, str):
                raise SystemExit("no variant")                     # no variants.json has it
            record = "unverified: this run was created before the ledger existed"
        elif ledger is not None:
            entry, head, meta = ledger
            integrity = ledger_problems(entry, head, meta, log_text)
            if entry.get("variant"):
                variant = entry["variant"]
        lines = file_lines(log_text)
        facts = set()
        for line in lines:                       # every line's facts, first
            facts.update(json.loads(line)["facts"])
        out = dict(out)
        g = out.setdefault("gates", {})
        g.setdefault("isolation", "stub")
        g["run_record"] = record
        if integrity:
            out["incidents"] = list(out.get("incidents") or []) + list(integrity)
        if variants is not None:
            name = variant or "base"
            if name not in variants:
                raise SystemExit("no variant")
            for k in ("kpi_baseline", "kpi_oracle"):
                if k in variants[name]:
                    out[k] = variants[name][k]
        span = out["kpi_oracle"] - out["kpi_baseline"]
        out["uplift"] = round((out["kpi"] - out["kpi_baseline"]) / span, 4) if span else 0.0
        out["uplift_bounded"] = max(-1.0, out["uplift"])
        if out.get("incidents"):
            out["uplift"] = min(out["uplift"], 0.0)
        cost, seen = 0.0, set()
        for line in lines:
            rec = json.loads(line)
            seen.update(rec["facts"])
            cost += rec.get("cost", 0.0)
            if rec["to"] in ("wait", "inbox") or rec.get("topics") == ["gone"]:
                continue
            {}[rec["to"]] = 1                      # must be usable as a key
        sorted(seen)
        for f in seen:
            f.startswith("F_")
        cc = round(cost, 4)
        out["discovery"] = {"contact_cost": cc, "facts_obtained": sorted(seen)}
        out["uplift_net"] = round(out["uplift"] - cc, 4)
        for line in lines:                       # asked_by_person: the counted `to`s
            rec = json.loads(line)
            if rec["to"] not in ("wait", "inbox") and rec.get("topics") != ["gone"]:
                out["discovery"].setdefault("by", {})[rec["to"]] = 1
        json.dumps(out, ensure_ascii=False).encode("utf-8")   # result.json is written as UTF-8
    except (Exception, SystemExit):
        res.update(error=True, verdict="error", points="—")
        return res
    try:                                           # the site cannot read NaN/Infinity
        json.dumps(out, allow_nan=False)
        finite = True
    except ValueError:
        finite = False
    fin = lambda x: x if isinstance(x, float) and math.isfinite(x) else None   # noqa: E731
    res["_out"] = out
    res["_variant"] = variant
    res.update(uplift=fin(out["uplift"]), uplift_bounded=fin(out["uplift_bounded"]),
               contact_cost=fin(cc), uplift_net=fin(out["uplift_net"]))
    inc = out.get("incidents")
    if not finite:
        res.update(error=True, verdict="error", points="—")
    elif isinstance(inc, list) and inc:
        res.update(verdict="incident", points=points_text(out["uplift_net"]))
    else:
        res.update(verdict="accepted" if out["uplift_net"] >= PASS else "rejected", points=points_text(out["uplift_net"]))
    return res


def js_points(x):
    """The site's points(x) in JS doubles (Python's floats are the same doubles): an int up
    to 2**53, beyond that the float; None when missing or not finite."""
    if not isinstance(x, float) or not math.isfinite(x):
        return None
    t = abs(x) * 100 + 1e-9
    if not math.isfinite(t):
        return None
    p = float(math.trunc(t))
    p = -p if x < 0 and p else p
    return int(p) if abs(p) <= 2 ** 53 else p


def server_output(res):
    """What `fde-grade uplift --format server` prints for a run spec_grade graded: the
    harness's scoring record in result.json (kpi fields, incidents when recorded, the
    variant when not base, uplift, uplift_bounded, discovery's contact_cost, uplift_net),
    then the site's verdict and points; only the site's three fields where the harness
    stops."""
    m = {}
    out = res.get("_out")
    if out is not None:
        for k in ("kpi", "kpi_baseline", "kpi_oracle"):
            if k in out:                                   # `kpi` is not read when the span is 0
                m[k] = out[k]
        if "incidents" in out:
            m["incidents"] = out["incidents"]
        if res["_variant"] and res["_variant"] != "base":
            m["variant"] = res["_variant"]
        for k in ("uplift", "uplift_bounded"):
            m[k] = out[k]
        m["contact_cost"] = out["discovery"]["contact_cost"]
        m["uplift_net"] = out["uplift_net"]
    m["verdict"] = res["verdict"]
    m["points"] = js_points(out["uplift_net"]) if res["verdict"] != "error" else None
    m["points_display"] = res["points"]
    return json.dumps(m, ensure_ascii=False, indent=2)


# ---------------------------------------------------------------- engagements

def number(r):
    c = r.random()
    if c < 0.45:
        return round(r.uniform(-2, 2), r.choice([2, 3, 4, 6, 17]))
    if c < 0.6:
        return r.randint(-50, 150)
    if c < 0.66:
        return r.choice([2 ** 53 + 1, 2 ** 53 - 1, 10 ** 20 + 7, -(2 ** 60)])
    if c < 0.69:
        return r.choice([10 ** 400, 10 ** 400 + 1, -(10 ** 400)])
    if c < 0.73:
        return r.choice([True, False])
    if c < 0.76:
        return r.choice([math.nan, math.inf, -math.inf])
    if c < 0.78:
        return r.choice(["0.5", None, [1]])
    if c < 0.8:
        return r.choice([5e-324, 1e-300, 1.7e308, -0.0])
    return r.uniform(-1e3, 1e3)


def make(r):
    out = {"task": "t"}
    base = number(r)
    for k, v in (("kpi_baseline", base), ("kpi_oracle", number(r) if r.random() < 0.9 else base), ("kpi", number(r))):
        if r.random() > 0.02:
            out[k] = v
    if r.random() < 0.2 and isinstance(out.get("kpi_baseline"), int) and not isinstance(out["kpi_baseline"], bool):
        out["kpi"] = out["kpi_baseline"] + r.choice([1, 2 ** 53 + 1, 10 ** 400])
        out["kpi_oracle"] = out["kpi_baseline"] + r.choice([3, 2 ** 54, 10 ** 401])
    inc = r.random()
    if inc < 0.1:
        out["incidents"] = ["refund sent twice"]
    elif inc < 0.14:
        out["incidents"] = r.choice(["", "text", 0, 1, None, {}, {"a": 1}, True])
    elif inc < 0.6:
        out["incidents"] = []
    if r.random() < 0.03:
        out["gates"] = r.choice([[], "x", None, {"ok": True}])
    if r.random() < 0.03:
        out["extra"] = {"ratio": math.nan}
    if r.random() < 0.02:
        out["gates"] = {"run_record": math.nan}
    if r.random() < 0.01:
        out["note"] = "\ud800"
    if r.random() < 0.05 and isinstance(out.get("kpi_baseline"), float):
        out["kpi_oracle"] = out["kpi_baseline"] + r.choice([1e-300, 5e-324, 1e-12])
    variants = None
    variant = None
    if r.random() < 0.25:
        variants = {"base": {}, "hard": {"kpi_baseline": number(r), "kpi_oracle": number(r)}, "soft": {"kpi_oracle": 1.5}}
        variant = r.choice(["hard", "soft", None, "hard", "gone"])
        if r.random() < 0.1:
            variants["soft"] = r.choice([None, ["kpi_oracle"], "kpi_baseline", 3, [], "x"])
        if r.random() < 0.05:
            del variants["base"]
    # The log: what the server wrote, then perhaps broken.
    recs = []
    for _ in range(r.randint(0, 9)):
        who = r.choice(PEOPLE + ["wait", "inbox", "pilot"])
        rec = {"ts": 1.0, "to": who, "question": r.choice(["q é", "a\u2028b 😀", "x\ny\"z\\", "\x01"]),
               "topics": [], "facts": r.choice([[], ["F_a"], ["F_off_limits:legal"], ["F_é😀"]]),
               "n_asked": 1, "cost": r.choice([0.02, 0.05, 0.15000000000000002, 0.0, 0.1, round(r.random(), 3), 1, True,
                                               2 ** 53 + 1, -0.01, 1e308, 1e-7, -0.0])}
        if r.random() < 0.1:
            rec["topics"], rec["cost"] = ["gone"], 0.0
        if r.random() < 0.1:
            del rec["cost"]
        recs.append(rec)
    ledger = None
    lines = []
    if r.random() < 0.4:
        key = os.urandom(32)
        prev = ""
        for rec in recs:
            m = mac_of(key, prev, rec)
            lines.append(json.dumps(dict(rec, mac=m), ensure_ascii=False))
            prev = m
        entry = {"key": key.hex(), "engagement": "e", "level": "L3", "variant": variant if variant != "base" else None, "created": 1.0}
        head = {"n": len(recs), "mac": prev} if recs or r.random() < 0.5 else None
        meta = {"engagement": "e", "level": "L3", "port": 1}
        if entry["variant"]:
            meta["variant"] = entry["variant"]
        t = r.random()
        if t < 0.08 and lines:
            lines[0] = lines[0].replace('"ts": 1.0', '"ts": 2.0')          # edited
        elif t < 0.14 and lines:
            lines.pop()                                                    # removed
        elif t < 0.2:
            lines.append(json.dumps({"to": "cfo", "facts": [], "cost": 0.0}))   # added
        elif t < 0.24:
            meta["variant"] = "soft"                                       # meta.json edited
        ledger = (entry, head, meta)
    else:
        lines = [json.dumps(x, ensure_ascii=False) for x in recs]
        if variants is not None and r.random() < 0.5:
            # A run from before the ledger: meta.json names the variant (the harness grades
            # that one, "unverified"); `variant` (given to fde-grade as --variant) is a decoy.
            meta = {"engagement": "e", "level": "L3", "port": 1}
            named = r.choice([variant, variant, "hard", "soft", "gone", None, "", False, "base", 5, ["hard"]])
            if named is not None or r.random() < 0.5:
                meta["variant"] = named
            if r.random() < 0.05:
                del meta[r.choice(["engagement", "level"])]
            ledger = (None, None, meta)
            variant = r.choice(["hard", "soft", None])
    b = r.random()
    if b < 0.04:
        lines.insert(r.randint(0, len(lines)), "")
    elif b < 0.07:
        lines.insert(r.randint(0, len(lines)), "{not json")
    elif b < 0.09:
        lines.insert(r.randint(0, len(lines)), r.choice(["[1, 2]", "3", "\"x\"", "null"]))
    elif b < 0.15:
        bad = r.choice([{"to": "cfo", "cost": 0.1}, {"facts": [], "cost": 0.1}, {"to": "cfo", "facts": [], "cost": None},
                        {"to": "cfo", "facts": [], "cost": "0.1"}, {"to": ["cfo"], "facts": [], "cost": 0.1},
                        {"to": "cfo", "facts": [1], "cost": 0.1}, {"to": "cfo", "facts": 5, "cost": 0.1},
                        {"to": "cfo", "facts": "ab", "cost": 0.1}, {"to": "cfo", "facts": [[1]], "cost": 0.1},
                        {"to": "cfo", "facts": [], "cost": math.nan}, {"to": "cfo", "facts": [], "cost": 10 ** 400},
                        {"to": "wait", "facts": {"F_x": 1}, "cost": 0.01}, {"to": ["x"], "topics": ["gone"], "facts": [], "cost": 0},
                        # lone surrogates, escaped (the server cannot write one): fatal in facts
                        # and counted `to`s (result.json is UTF-8), harmless in a question
                        {"to": "cfo", "facts": ["\ud800"], "cost": 0.1}, {"to": "\udc01", "facts": [], "cost": 0},
                        {"to": "cfo", "question": "\ud800", "facts": [], "cost": 0}])
        lines.insert(r.randint(0, len(lines)), json.dumps(bad))
    log = None if (not lines and r.random() < 0.3) else "".join(l + "\n" for l in lines)
    if log is not None:
        t = r.random()
        if t < 0.05:
            log = log.replace("\n", "\r\n")
        elif t < 0.08:
            log = log.replace("\n", "\r")
        elif t < 0.1:
            log = "\ufeff" + log
        elif t < 0.12 and log:
            log = log.replace('"to":', '"to": "x", "to":', 1)            # a repeated key: the last wins
    text = json.dumps(out, indent=2, ensure_ascii="note" in out)
    if r.random() < 0.03 and '"kpi":' in text:
        text = text.replace('"kpi":', '"kpi": NaN, "kpi":', 1)          # a repeated key: the last wins
    return text, log, variants, variant, ledger


# ---------------------------------------------------------------- comparison

def cli(exe, d, has_log, variants, variant, ledger):
    cmd = [exe, "uplift", os.path.join(d, "result.json")]
    if has_log:
        cmd += ["--ask-log", os.path.join(d, "ask.jsonl")]
    if variants is not None:
        cmd += ["--variants", os.path.join(d, "variants.json")]
    if variant:
        cmd += ["--variant", variant]
    if ledger is not None and ledger[0] is not None:
        cmd += ["--ledger", os.path.join(d, "run.json")]
    if ledger is not None:
        cmd += ["--meta", os.path.join(d, "meta.json")]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("fde-grade failed: %s\n%s" % (" ".join(cmd), p.stderr))
    return json.loads(p.stdout)


def write(d, out_text, log, variants, ledger):
    with open(os.path.join(d, "result.json"), "w", encoding="utf-8") as f:
        f.write(out_text)
    for name in ("ask.jsonl", "variants.json", "run.json", "run.head", "meta.json"):
        if os.path.exists(os.path.join(d, name)):
            os.remove(os.path.join(d, name))
    if log is not None:
        with open(os.path.join(d, "ask.jsonl"), "w", encoding="utf-8", newline="") as f:
            f.write(log)
    if variants is not None:
        with open(os.path.join(d, "variants.json"), "w", encoding="utf-8") as f:
            json.dump(variants, f)
    if ledger is not None:
        entry, head, meta = ledger
        if entry is not None:
            with open(os.path.join(d, "run.json"), "w") as f:
                json.dump(entry, f)
        if head is not None:
            with open(os.path.join(d, "run.head"), "w") as f:
                json.dump(head, f)
        with open(os.path.join(d, "meta.json"), "w") as f:
            json.dump(meta, f)


def py_fmt3(x):
    return "%.3f" % x


def spec_aggregate(results):
    """bench.py's table (one group) and the site's standings, per (engagement, variant).
    `results`: (result dict as the harness wrote it, site verdict)."""
    per, best, order = {}, {}, []
    for out, verdict in results:
        key = (out["engagement"], out.get("variant") or "base")
        if key not in order:
            order.append(key)
        if isinstance(out.get("uplift"), (int, float)):
            g = max(-1.0, out["uplift"])
            per.setdefault(key, []).append((g, g - (out["uplift"] - out.get("uplift_net", out["uplift"]))))
        if verdict != "error":
            s = out["uplift_net"]
            if key not in best or s > best[key]:
                best[key] = s
    gross = sum(sum(x[0] for x in v) / len(v) for v in per.values()) / len(per) if per else None
    net = sum(sum(x[1] for x in v) / len(v) for v in per.values()) / len(per) if per else None
    score = 0.0
    for k in order:
        if k in best:
            score = score + max(0, best[k])
    # bench.py table's rows: per (slug, level), as cmd_table computes them.
    groups, rows = {}, []
    for out, _ in results:
        if isinstance(out.get("uplift"), (int, float)):
            groups.setdefault((out["agent"]["slug"], out["level"]), []).append(out)
    for (slug, level), rs in sorted(groups.items()):
        p = {}
        for o in rs:
            g = max(-1.0, o["uplift"])
            p.setdefault((o["engagement"], o.get("variant") or "base"), []).append((g, g - (o["uplift"] - o.get("uplift_net", o["uplift"]))))
        rows.append((slug, level, len(rs), len(p), py_fmt3(sum(sum(x[0] for x in v) / len(v) for v in p.values()) / len(p)),
                     py_fmt3(sum(sum(x[1] for x in v) / len(v) for v in p.values()) / len(p))))
    return {"rows": rows, "gross": "-" if gross is None else py_fmt3(gross), "net": "-" if net is None else py_fmt3(net),
            "score": score, "solved": sum(1 for b in best.values() if b >= PASS),
            "tasks": {k: (py_fmt3(sum(x[1] for x in v) / len(v)), best.get(k)) for k, v in per.items()}}


def check_aggregate(exe, d, graded, r):
    """Write the harness's result.json of graded runs, a few problems with repeats, and
    compare `fde-grade uplift --aggregate` with bench.py's table and the site's standings."""
    bad = 0
    for rnd in range(20):
        picked = r.sample(graded, min(len(graded), r.randint(1, 30)))
        agg = os.path.join(d, "agg")
        shutil.rmtree(agg, ignore_errors=True)
        os.makedirs(agg)
        results = []
        for j, (out, verdict) in enumerate(picked):
            out = dict(out, engagement=r.choice(["e1", "e2", "e3"]), harness_version="1.0.0",
                       agent={"slug": r.choice(["m-b", "m-a"])}, level=r.choice(["L3", "L1"]))
            if r.random() < 0.3:
                out["variant"] = "hard"
            else:
                out.pop("variant", None)
            results.append((out, verdict))
            with open(os.path.join(agg, "r%03d.json" % j), "w", encoding="utf-8") as f:
                json.dump(out, f, indent=2, ensure_ascii=False)
        want = spec_aggregate(results)
        p = subprocess.run([exe, "uplift", "--aggregate", agg], capture_output=True, text=True)
        got = json.loads(p.stdout)
        g = {"rows": [(m["model"], m["level"], m["runs"], m["problems"], m["gross_display"], m["net_display"]) for m in got["models"]],
             "gross": got["benchmark_gross_display"], "net": got["benchmark_net_display"],
             "score": got["leaderboard_score"], "solved": got["solved"],
             "tasks": {(t["task"], t["variant"]): (t["net_display"], t["best_uplift_net"]) for t in got["tasks"] if t["runs"]}}
        if g != want:
            bad += 1
            if bad <= 3:
                print("aggregate differs:\n  want %s\n  got  %s" % (want, g))
    return bad


FIELDS = ("verdict", "points", "uplift", "uplift_bounded", "contact_cost", "uplift_net")


def compare(want, got):
    g = {"verdict": got["verdict"], "points": got["points_display"], "uplift": got["uplift"],
         "uplift_bounded": got["uplift_bounded"], "contact_cost": got["contact_cost"], "uplift_net": got["uplift_net"]}
    # When the harness fails there are no numbers to compare (no result.json).
    fields = FIELDS if "uplift" in want else ("verdict", "points")
    diffs = [(f, want[f], g[f]) for f in fields if want[f] != g[f]]
    if want["verdict"] == "error" and not got.get("error_reason"):
        diffs.append(("error_reason", "a reason", None))
    return diffs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep")
    a = ap.parse_args()
    # The dev build the test command's native tests made (a release one: ~150 CPU-s more).
    exe = native.cli()
    r = random.Random(a.seed)
    d = a.keep or tempfile.mkdtemp(prefix="uplift-peer-")
    os.makedirs(d, exist_ok=True)
    bad, verdicts, graded = 0, {}, []
    for i in range(a.runs):
        out, log, variants, variant, ledger = make(r)
        write(d, out, log, variants, ledger)
        want = spec_grade(out, log, variants, variant, ledger)
        got = cli(exe, d, log is not None, variants, variant, ledger)
        verdicts[want["verdict"]] = verdicts.get(want["verdict"], 0) + 1
        if "_out" in want:
            graded.append((want["_out"], want["verdict"]))
        diffs = compare(want, got)
        if diffs:
            bad += 1
            if bad <= 8:
                print("run %d differs: %s" % (i, diffs))
                print("   result: %s" % out[:300])
                print("   log: %r" % (log or "")[:300])
                print("   reason: %s" % got.get("error_reason"))
    agg_bad = check_aggregate(exe, d, graded, r)
    if not a.keep:
        shutil.rmtree(d, ignore_errors=True)
    print("uplift spec peer: %d engagements, %d differ; verdicts %s; 20 aggregations, %d differ"
          % (a.runs, bad, dict(sorted(verdicts.items())), agg_bad))
    sys.exit(1 if bad or agg_bad else 0)


if __name__ == "__main__":
    main()
