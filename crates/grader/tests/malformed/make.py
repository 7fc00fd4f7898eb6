#!/usr/bin/env python3
"""Write the malformed-input corpus and its manifest, `expected.json`.

    python3 crates/grader/tests/malformed/make.py

Deterministic: the same files, byte for byte, on every run (the test `malformed.rs`
checks that every file on disk is listed, and `make.py --check` that the files on disk
are what this script writes). Every file is our own synthetic content, cut from the
cases in `cases-public/` (routing-city's first stores, scorecard-credit's
predictions, cold-chain-spoilage's result and ask log), then broken on purpose.

Each entry: the file (or a `recipe` the test builds: huge inputs are not committed),
which case it is fed to and as what (`role`), and what grading it must give:
`verdict`, the deciding `stage`, the `score` when valid, every diagnostic `codes` in
the report, and for the first diagnostic of `code`: its location `at` and a substring
of its message `says`. See README.md.
"""
import io
import json
import os
import sys
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
PUB = os.path.join(ROOT, "cases-public")
MINI = "crates/grader/tests/malformed/routing/case"  # the mini routing case, from ROOT
SCORECARD = "cases-public/scorecard-credit"
UPLIFT = "cases-public/cold-chain-spoilage"
CITY = "cases-public/routing-city"

files = {}  # path under HERE -> bytes
entries = []


def put(path, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    assert path not in files, path
    files[path] = data


def entry(path, data, **expect):
    """A corpus file and its expectations."""
    if data is not None:
        put(path, data)
    e = {"file": path}
    e.update(expect)
    entries.append(e)


def read(rel):
    with open(os.path.join(ROOT, rel), "rb") as f:
        return f.read()


# ------------------------------------------------------------------ the mini routing case
# The depot and the first 9 stores of routing-city; one code given a leading zero (as a
# spreadsheet would drop it), 3 trucks of 400 kg.
city_rows = read(f"{CITY}/customers.csv").decode("utf-8").splitlines()
HEADER = city_rows[0]  # 网点编码,门店经度,门店纬度,总重量,区域类型
rows = [r.split(",") for r in city_rows[1:11]]
rows[6][0] = "0843486"  # was ST843486
DEPOT = rows[0]
STORES = rows[1:]
CODES = [r[0] for r in STORES]
# A plan within capacity: sectors by hand.
PLAN = [CODES[0:3], CODES[3:6], CODES[6:9]]


def csv_text(header, rs, nl="\n"):
    return nl.join([header] + [",".join(r) for r in rs]) + nl


put("routing/case/customers.csv", csv_text(HEADER, rows))
put(
    "routing/case/case.json",
    json.dumps(
        {
            "id": "routing-mini",
            "kind": "routing",
            "title": "Malformed-input corpus: routing-city's depot and first 9 stores",
            "parameters": {"vehicles": 3, "capacity_kg": 400.0},
            "reference": {"value": 10000.0, "how": "a round number: the corpus checks scores, not a ladder"},
            "files": {"customers": "customers.csv"},
        },
        ensure_ascii=False,
        indent=2,
    )
    + "\n",
)


def routes_json(routes):
    return json.dumps({"routes": routes}, ensure_ascii=False)


put("routing/case/plan.json", routes_json(PLAN))
GOOD_PLAN = f"{MINI}/plan.json"

# The score of PLAN on the mini case, which every valid re-spelling of it must give
# (checked against peers/spec_routing.py by `make.py --peer`).
PLAN_SCORE = 0.0607


# What the server's Python raises on while reading a routes JSON (it opens the file as
# UTF-8 and runs json.load inside its try): its error_info is then `exception`.
RAISES = {"file/utf16", "file/not-utf8", "file/spreadsheet", "file/unclosed-quote", "routing/not-json",
          "routing/empty-file"}
SERVER_KEY = {"fatal": "fatal", "schema": "schema", "capacity": "value", "vehicles": "value"}


def R(name, data, **kw):
    kw.setdefault("case", MINI)
    kw.setdefault("role", "submission")
    # The key of the server's error_info: its category, or `exception`.
    if kw.get("verdict") == "rejected" and "error_key" not in kw and name.endswith(".json"):
        kw["error_key"] = "exception" if kw.get("code") in RAISES else SERVER_KEY[kw["stage"]]
    entry(f"routing/{name}", data, **kw)


def rejected(stage, code, at, says, codes=None, **kw):
    return dict(verdict="rejected", stage=stage, code=code, codes=codes or [code], at=at, says=says, **kw)


good = routes_json(PLAN)
valid_plan = dict(verdict="valid", score=PLAN_SCORE, codes=[])

# Encodings
R("utf16le-bom.json", "\ufeff".encode("utf-16-le") + good.encode("utf-16-le"),
  **rejected("fatal", "file/utf16", {"line": 1}, ["UTF-16", "save it as UTF-8"]))
R("utf16be-bom.json", "\ufeff".encode("utf-16-be") + good.encode("utf-16-be"),
  **rejected("fatal", "file/utf16", {"line": 1}, ["UTF-16", "save it as UTF-8"]))
R("utf16le-nobom.json", good.encode("utf-16-le"),
  **rejected("fatal", "file/utf16", {"line": 1}, ["UTF-16"]))
R("utf16be-nobom.json", good.encode("utf-16-be"),
  **rejected("fatal", "file/utf16", {"line": 1}, ["UTF-16"]))
R("utf8-bom.json", b"\xef\xbb\xbf" + good.encode(),
  **rejected("fatal", "routing/not-json", {"line": 1, "column": 1}, ["byte-order mark"]))
R("latin1-code.json", routes_json([PLAN[0], PLAN[1], PLAN[2] + ["Café"]]).encode("latin-1"),
  **rejected("fatal", "file/not-utf8", {"line": 1}, ["not UTF-8", "Latin-1"]))

# JSON syntax and shape
R("truncated.json", good[: len(good) // 2],
  **rejected("fatal", "routing/not-json", {"line": 1}, ["not valid JSON"]))
R("trailing-comma.json", good[:-2] + ",]}",
  **rejected("fatal", "routing/not-json", {"line": 1}, ["not valid JSON"]))
R("single-quotes.json", good.replace('"', "'"),
  **rejected("fatal", "routing/not-json", {"line": 1, "column": 2}, ["not valid JSON"]))
R("top-level-list.json", json.dumps(PLAN),
  **rejected("fatal", "routing/no-routes-list", {"line": 1, "column": 1}, ["a list at the top"]))
R("routes-capitalised.json", json.dumps({"Routes": PLAN}),
  **rejected("fatal", "routing/no-routes-list", {"field": "routes"}, ["no `routes` key", "`Routes`"]))
R("routes-object.json", json.dumps({"routes": {"truck1": PLAN[0]}}),
  **rejected("fatal", "routing/no-routes-list", {"field": "routes", "line": 1}, ["is an object, not a list"]))
R("route-as-string.json", json.dumps({"routes": [",".join(r) for r in PLAN]}),
  **rejected("fatal", "routing/bad-route-item", {"route": 0, "line": 1}, ["route 1 (index 0) is a string"]))
# `r.get("customers", [])`: a route object without `customers` is an empty route.
R("route-object-stops.json", json.dumps({"routes": [{"stops": r} for r in PLAN]}),
  **rejected("schema", "routing/missing-store", {}, ["is not visited by any route"], codes=["routing/missing-store"]))
R("customers-null.json", json.dumps({"routes": [{"customers": None}] + PLAN[1:]}),
  **rejected("fatal", "routing/bad-route-item", {"route": 0, "field": "customers"}, ["TypeError"],
             error_key="exception"))
R("routes-in-a-list.json", json.dumps(["routes", PLAN]),
  **rejected("fatal", "routing/no-routes-list", {"line": 1}, ["TypeError"], error_key="exception"))
R("number-at-top.json", "12\n", **rejected("fatal", "routing/no-routes-list", {"line": 1}, ["TypeError"],
                                           error_key="exception"))
R("int-4301-digits.json", '{"routes": %s, "n": 1%s}' % (json.dumps(PLAN), "0" * 4300),
  **rejected("fatal", "routing/not-json", {"line": 1}, ["4,300 digits"]))
R("customers-objects.json", json.dumps({"routes": [{"vehicle": i, "customers": r} for i, r in enumerate(PLAN)]}, indent=1),
  **valid_plan)
R("nested-route.json", json.dumps({"routes": [[PLAN[0]], PLAN[1], PLAN[2]]}),
  **rejected("schema", "routing/unknown-store", {"route": 0, "stop": 0},
             ["['ST434583', 'ST853447', 'ST379634']", "a list"],
             codes=["routing/unknown-store", "routing/missing-store"]))
R("empty.json", b"", **rejected("fatal", "routing/empty-file", {}, ["is empty"]))
R("whitespace-only.json", b" \n\t\r\n", **rejected("fatal", "routing/empty-file", {}, ["is empty"]))
R("pretty-crlf.json", json.dumps({"routes": PLAN}, indent=2).replace("\n", "\r\n"), **valid_plan)

# Ids
num = [[int(c) if c.isdigit() and not c.startswith("0") else c for c in r] for r in PLAN]
R("ids-json-numbers.json", routes_json(num), **valid_plan)
flt = [[float(c) if isinstance(c, int) else c for c in r] for r in num]
R("ids-json-floats.json", routes_json(flt),
  **rejected("schema", "routing/unknown-store", {"route": 1, "stop": 0, "store": "900001036624.0"},
             ["900001036624.0", "a decimal number"], codes=["routing/unknown-store", "routing/missing-store"]))
R("ids-json-bool-null.json", routes_json([PLAN[0] + [True], PLAN[1] + [None], PLAN[2]]),
  **rejected("schema", "routing/unknown-store", {"route": 0, "stop": 3, "store": "True"}, ["`True`"],
             codes=["routing/unknown-store"]))
R("ids-leading-zero-lost.json", routes_json([PLAN[0], PLAN[1][:2] + [843486], PLAN[2]]),
  **rejected("schema", "routing/unknown-store", {"route": 1, "stop": 2, "store": "843486"},
             ["843486", "0843486", "leading zero"], codes=["routing/unknown-store", "routing/missing-store"]))
R("ids-nan.json", good.replace('"ST434583"', "NaN"),
  **rejected("schema", "routing/unknown-store", {"route": 0, "stop": 0, "store": "nan"}, ["`nan`"],
             codes=["routing/unknown-store", "routing/missing-store"]))
R("ids-whitespace-padded.json", routes_json([[f"  {c}\t" for c in r] for r in PLAN]), **valid_plan)
R("ids-duplicated.json", routes_json([PLAN[0], PLAN[1] + [PLAN[0][1]], PLAN[2]]),
  **rejected("schema", "routing/duplicate-store", {"route": 1, "stop": 3, "store": PLAN[0][1]},
             ["listed 2 times", "route 1 (index 0) stop 2, route 2 (index 1) stop 4"]))
R("ids-lowercase.json", routes_json([[c.lower() for c in PLAN[0]], PLAN[1], PLAN[2]]),
  **rejected("schema", "routing/unknown-store", {"route": 0, "stop": 0, "store": "st434583"},
             ["`st434583`", "ST434583"], codes=["routing/unknown-store", "routing/missing-store"]))
R("unknown-code.json", routes_json([PLAN[0] + ["ST000000"], PLAN[1], PLAN[2]]),
  **rejected("schema", "routing/unknown-store", {"route": 0, "stop": 3, "store": "ST000000"},
             ["not in customers.csv"]))

# Depot and route shapes
R("depot-both-ends.json", routes_json([["0"] + r + ["0"] for r in PLAN]),
  **rejected("schema", "routing/depot-in-route", {"route": 0, "stop": 0, "store": "0"}, ["depot"],
             codes=["routing/depot-in-route"]))
R("depot-mid-route.json", routes_json([PLAN[0][:1] + ["0"] + PLAN[0][1:], PLAN[1], PLAN[2]]),
  **rejected("schema", "routing/depot-in-route", {"route": 0, "stop": 1, "store": "0"}, ["depot's code"]))
R("empty-route.json", routes_json([PLAN[0] + PLAN[1][:1], PLAN[1][1:] + PLAN[2], []]),
  verdict="valid", score=0.0134, codes=[])
R("zero-routes.json", routes_json([]),
  **rejected("schema", "routing/missing-store", {"store": CODES[0]}, ["not visited by any route"],
             codes=["routing/missing-store", "routing/route-count"]))
R("all-routes-empty.json", routes_json([[], [], []]),
  **rejected("schema", "routing/missing-store", {"store": CODES[0]}, ["not visited"],
             codes=["routing/missing-store"]))
R("too-many-routes.json", routes_json(PLAN + [[]]),
  **rejected("vehicles", "routing/route-count", {}, ["4 routes given, exactly 3 required"]))
R("one-route-over-capacity.json", routes_json([CODES, [], []]),
  **rejected("capacity", "routing/over-capacity", {"route": 0}, ["route 1 (index 0) carries", "over the 400 kg capacity"]))

# CSV submissions (our addition: converted to the JSON plan, same score)
def stops_csv(header, sep=",", nl="\n", routes=PLAN):
    lines = [sep.join(header)]
    for ri, r in enumerate(routes):
        for si, c in enumerate(r):
            lines.append(sep.join([str(ri + 1), c, str(si + 1)]))
    return nl.join(lines) + nl


R("stops.csv", stops_csv(["route", "store_code", "visit_order"]), **valid_plan)
R("stops-crlf-bom.csv", b"\xef\xbb\xbf" + stops_csv(["route", "store_code", "visit_order"], nl="\r\n").encode(), **valid_plan)
R("stops-semicolon.csv", stops_csv(["route", "store_code", "visit_order"], sep=";"), **valid_plan)
R("stops-tab.tsv", stops_csv(["车辆", "网点编码", "顺序"], sep="\t"), **valid_plan)
R("vehicles-quoted.csv", "route,stops\n" + "".join(f'{i},"{", ".join(r)}"\n' for i, r in enumerate(PLAN)), **valid_plan)
R("vehicles-quoted-newlines.csv", "route,stops\r\n" + "".join(f'{i},"' + "\r\n".join(r) + '"\r\n' for i, r in enumerate(PLAN)), **valid_plan)
R("stops-leading-zero-lost.csv", stops_csv(["route", "store_code", "visit_order"]).replace("0843486", "843486"),
  **rejected("schema", "routing/unknown-store", {"route": 1, "stop": 2, "store": "843486", "line": 7, "column": 2},
             ["0843486", "leading zero"], codes=["routing/unknown-store", "routing/missing-store"]))
R("stops-renamed-columns.csv", stops_csv(["truck", "shop", "seq"]),
  **rejected("fatal", "routing/csv-columns", {"line": 1}, ["no store-code or stops column"]))
R("stops-no-route-column.csv", "store_code,visit_order\n" + "".join(f"{c},{i}\n" for i, c in enumerate(CODES)),
  **rejected("fatal", "routing/csv-columns", {"line": 1}, ["no route / vehicle column"]))
R("stops-header-only.csv", "route,store_code,visit_order\n",
  **rejected("fatal", "routing/csv-no-rows", {"line": 1}, ["header but no rows"]))
R("stops-bad-order.csv", stops_csv(["route", "store_code", "visit_order"]).replace(f"{CODES[4]},2", f"{CODES[4]},second"),
  **rejected("fatal", "routing/csv-visit-order", {"line": 6, "field": "visit_order", "store": CODES[4]},
             ["visit order `second` is not a number"]))
R("stops-unclosed-quote.csv", stops_csv(["route", "store_code", "visit_order"]).replace(f"2,{CODES[3]}", f'2,"{CODES[3]}'),
  **rejected("fatal", "file/unclosed-quote", {"line": 5}, ["opened on line 5 is never closed"]))
R("gbk-header.csv", stops_csv(["车辆", "网点编码", "顺序"]).encode("gbk"),
  **rejected("fatal", "file/not-utf8", {"line": 1, "column": 1}, ["not UTF-8", "GBK"]))

zbuf = io.BytesIO()
with zipfile.ZipFile(zbuf, "w") as z:
    zi = zipfile.ZipInfo("[Content_Types].xml", date_time=(2026, 1, 1, 0, 0, 0))
    z.writestr(zi, "<?xml version='1.0'?><Types/>")
XLSX = zbuf.getvalue()
R("excel-saved-as.csv", XLSX,
  **rejected("fatal", "file/spreadsheet", {}, ["Excel workbook", "CSV UTF-8"]))

# Hostile file name: graded under this name; the report carries it as given.
R("script-name.json", good, graded_as="<script>alert(1)</script>.json", **valid_plan)

# Recipes: built by the test, never committed.
entries.append(dict(file="routing/recipe-million-routes", recipe="million-routes", case=MINI, role="submission",
                    **rejected("vehicles", "routing/route-count", {}, ["1000000 routes given, exactly 3 required"],
                               codes=["routing/route-count", "routing/not-measured"])))
entries.append(dict(file="routing/recipe-deep-nesting", recipe="deep-nesting", case=MINI, role="submission",
                    error_key="exception",
                    **rejected("fatal", "routing/not-json", {"line": 1}, ["nested more than 1497 levels deep"])))
entries.append(dict(file="routing/recipe-one-route-every-store", recipe="one-route-every-store", case=CITY,
                    role="submission",
                    **rejected("capacity", "routing/over-capacity", {"route": 0},
                               ["route 1 (index 0) carries 60,562.9 kg, over the 7,125 kg capacity"])))

# ------------------------------------------------------------------ customers.csv (case data)
def C(name, data, **kw):
    kw.setdefault("case", MINI)
    kw.setdefault("role", "data")
    kw.setdefault("with", GOOD_PLAN)
    entry(f"customers/{name}", data, **kw)


def case_error(code, at, says, codes=None):
    return dict(verdict="case-error", code=code, codes=codes or [code], at=at, says=says)


mini = csv_text(HEADER, rows)
C("crlf.csv", csv_text(HEADER, rows, nl="\r\n"), **valid_plan)
C("bom.csv", b"\xef\xbb\xbf" + mini.encode(), **valid_plan)
C("utf16le-bom.csv", "\ufeff".encode("utf-16-le") + mini.encode("utf-16-le"),
  **case_error("file/utf16", {"line": 1}, ["UTF-16", "save it as UTF-8"]))
C("gbk.csv", mini.encode("gbk"), **case_error("file/not-utf8", {"line": 1, "column": 1}, ["GBK"]))
C("semicolon-decimal-comma.csv", "\n".join([HEADER.replace(",", ";")] + [";".join(c.replace(".", ",") for c in r) for r in rows]) + "\n",
  # pandas 2.3.2 cannot tokenize it (`114,308045` splits into more fields than the header).
  **case_error("case/too-many-fields", {"line": 3}, ["semicolon", "Expected 3 fields in line 3, saw 4"],
               codes=["case/too-many-fields"]))
C("missing-lat-column.csv", csv_text("网点编码,门店经度,总重量", [[r[0], r[1], r[3]] for r in rows]),
  **case_error("case/missing-column", {"line": 1, "field": "门店纬度"}, ["no `门店纬度` column"]))
C("english-headers.csv", csv_text("code,lon,lat,weight,area", rows),
  **case_error("case/missing-column", {"line": 1, "field": "网点编码"}, ["no `网点编码` column"]))
C("columns-reordered-extra.csv", csv_text("备注,总重量,网点编码,门店纬度,门店经度", [["x", r[3], r[0], r[2], r[1]] for r in rows]),
  **valid_plan)
C("empty.csv", b"", **case_error("file/empty", {}, ["is empty"]))
C("header-only.csv", HEADER + "\n", **case_error("case/no-rows", {"line": 1}, ["has a header but no rows"]))
C("quoted-fields.csv", csv_text(HEADER, [r[:4] + ['"城区, 北\n(新)"'] for r in rows]), **valid_plan)
C("codes-whitespace.csv", csv_text(HEADER, [[f" {r[0]} "] + r[1:] for r in rows]), **valid_plan)
bad = [list(r) for r in rows]
bad[2][1] = "NaN"
bad[3][2] = "inf"
bad[4][1] = "1e309"
bad[5][3] = "0x1F"
C("nan-inf-hex.csv", csv_text(HEADER, bad),
  **case_error("case/not-a-number", {"line": 4, "column": 2, "field": "门店经度"}, ["`NaN`", "a missing value"],
               codes=["case/not-a-number"]))
neg = [list(r) for r in rows]
neg[1][3] = "-0"
neg[2][3] = "-12.5"
C("negative-weights.csv", csv_text(HEADER, neg), verdict="valid", score=PLAN_SCORE,
  code="case/negative-weight", codes=["case/negative-weight"], at={"line": 3, "store": CODES[0]}, says=["-0"])
ew = [list(r) for r in rows]
ew[4][3] = ""
ew[7][3] = ""
C("empty-weights.csv", csv_text(HEADER, ew),
  **rejected("schema", "routing/unknown-store", {"route": 1, "store": CODES[3]}, ["not in customers.csv"],
             codes=["case/no-weight", "routing/unknown-store"]))
moved = [list(r) for r in rows]
moved[0], moved[3] = moved[3], moved[0]
C("depot-not-first.csv", csv_text(HEADER, moved), **valid_plan)
nodepot = [list(r) for r in rows]
nodepot[0][3] = "0"
C("no-depot.csv", csv_text(HEADER, nodepot), **case_error("case/no-depot", {"field": "总重量"}, ["no depot row"]))
swap = [[r[0], r[2], r[1]] + r[3:] for r in rows]  # latitude in the longitude column: still in range
oor = [list(r) for r in rows]
oor[2][2] = "304.93731"
C("latitude-out-of-range.csv", csv_text(HEADER, oor), verdict="valid", score=0.0001,
  code="case/coordinates-out-of-range", codes=["case/coordinates-out-of-range"],
  at={"line": 4, "field": "门店纬度", "store": CODES[1]}, says=["304.93731", "between -90 and 90"])
same = [r[:1] + DEPOT[1:3] + r[3:] for r in rows[:1]] + [r[:1] + rows[1][1:3] + r[3:] for r in rows[1:]]
C("all-stores-one-point.csv", csv_text(HEADER, same), verdict="valid", score=0.8782, codes=[])
dup = [list(r) for r in rows] + [[CODES[0]] + rows[5][1:]]
C("duplicate-code.csv", csv_text(HEADER, dup), verdict="valid", score=0.0619,
  code="case/duplicate-code", codes=["case/duplicate-code"], at={"line": 12, "store": CODES[0]},
  says=["appears on lines 3 and 12"])

# ------------------------------------------------------------------ predictions.csv (scorecard)
pred = read(f"{SCORECARD}/submissions/1-logistic-regression.csv").decode()
plines = pred.splitlines()
P_SCORE = 1.0  # 1-logistic-regression.csv's overall_score (the reference)


def S(name, data, **kw):
    kw.setdefault("case", SCORECARD)
    kw.setdefault("role", "submission")
    # The key of the server's error_info: `fatal` for its checks; `exception` where
    # pd.read_csv raises (EmptyDataError, ParserError, UnicodeDecodeError on bytes that
    # are not UTF-8).
    if kw.get("verdict") == "rejected" and "error_key" not in kw:
        raw = data if isinstance(data, bytes) else data.encode("utf-8")
        try:
            raw.decode("utf-8")
            utf8 = True
        except UnicodeDecodeError:
            utf8 = False
        raises = kw.get("code") in ("scorecard/too-many-fields", "file/unclosed-quote") or not raw.strip() \
            or (kw.get("code", "").startswith("file/") and not utf8)
        kw["error_key"] = "exception" if raises else "fatal"
    entry(f"scorecard/{name}", data, **kw)


valid_pred = dict(verdict="valid", score=P_SCORE, codes=[])


def plines_to(lines, nl="\n"):
    return nl.join(lines) + nl


S("utf16le-bom.csv", "\ufeff".encode("utf-16-le") + pred.encode("utf-16-le"),
  **rejected("missing-file", "file/utf16", {"line": 1}, ["UTF-16", "save it as UTF-8"]))
S("utf16be-nobom.csv", pred.encode("utf-16-be"),
  **rejected("missing-file", "file/utf16", {"line": 1}, ["UTF-16"]))
S("utf8-bom-crlf.csv", b"\xef\xbb\xbf" + plines_to(plines, "\r\n").encode(), **valid_pred)
S("latin1-note.csv", plines_to([plines[0] + ",note"] + [l + ",ok" for l in plines[1:5]] + [plines[5] + ",révisé"] + plines[6:]).encode("latin-1"),
  **rejected("missing-file", "file/not-utf8", {"line": 6}, ["not UTF-8", "Latin-1"]))
S("semicolon-decimal-comma.csv", plines_to([l.replace(",", ";").replace(".", ",") for l in plines]),
  **rejected("missing-column", "scorecard/missing-column", {"line": 1, "field": "customer_id"}, ["semicolon"],
             codes=["scorecard/implicit-index", "scorecard/missing-column"]))
S("decimal-comma-quoted.csv", plines_to([plines[0]] + [l.split(",")[0] + ',"' + l.split(",")[1].replace(".", ",") + '"' for l in plines[1:]]),
  **rejected("not-a-number", "scorecard/not-a-number", {"line": 2, "field": "prob_default", "id": "C686827"},
             ["0,087371", "a point as the decimal separator"]))
S("missing-column.csv", plines_to([l.split(",")[0] for l in plines]),
  **rejected("missing-column", "scorecard/missing-column", {"line": 1, "field": "prob_default"},
             ["no column `prob_default`"]))
S("renamed-column.csv", plines_to(["customer_id,Prob_Default"] + plines[1:]),
  **rejected("missing-column", "scorecard/missing-column", {"line": 1, "field": "prob_default"},
             ["no column `prob_default`"]))
S("extra-columns-quoted.csv", plines_to([plines[0] + ",note"] + [l + ',"ok, checked\nby hand"' for l in plines[1:]]), **valid_pred)
S("empty.csv", b"", **rejected("missing-file", "scorecard/missing-file", {}, ["EmptyDataError"]))
S("header-only.csv", plines[0] + "\n",
  **rejected("missing-id", "scorecard/missing-id", {"id": "C686827"}, ["C686827"]))
nan = list(plines)
nan[3] = nan[3].split(",")[0] + ",NaN"
S("nan-value.csv", plines_to(nan),
  **rejected("not-a-number", "scorecard/not-a-number", {"line": 4, "field": "prob_default"}, ["NaN"]))
inf = list(plines)
inf[3] = inf[3].split(",")[0] + ",inf"
inf[9] = inf[9].split(",")[0] + ",-Infinity"
S("inf-values.csv", plines_to(inf),
  **rejected("not-finite", "scorecard/not-finite", {"line": 4, "field": "prob_default"}, ["inf"]))
# pandas 2.3.2's read_csv makes a number too large for a double text (to_numeric: NaN),
# where Python and pandas 3 read infinity.
big = list(plines)
big[9] = big[9].split(",")[0] + ",1e309"
S("overflow-value.csv", plines_to(big),
  **rejected("not-a-number", "scorecard/not-a-number", {"line": 10, "field": "prob_default"}, ["1e309"]))
hx = list(plines)
hx[2] = hx[2].split(",")[0] + ",0x1F"
hx[5] = hx[5].split(",")[0] + ",8.7%"
S("hex-and-percent.csv", plines_to(hx),
  **rejected("not-a-number", "scorecard/not-a-number", {"line": 3, "field": "prob_default"}, ["0x1F"]))
nz = list(plines)
nz[3] = nz[3].split(",")[0] + ",-0"
S("negative-zero.csv", plines_to(nz), verdict="valid", score=0.965389, codes=[])
neg = list(plines)
neg[7] = neg[7].split(",")[0] + ",-0.02"
S("negative-value.csv", plines_to(neg),
  **rejected("out-of-range", "scorecard/out-of-range", {"line": 8, "field": "prob_default"}, ["-0.02"]))
dup = plines + [plines[4]]
S("duplicate-id.csv", plines_to(dup),
  **rejected("duplicate-id", "scorecard/duplicate-id", {"line": 122, "column": 1, "id": "C181048"}, ["C181048 appears again on line 122 (first on line 5)"]))
ws = list(plines)
ws[1] = " " + ws[1]
S("id-whitespace.csv", plines_to(ws),
  **rejected("missing-id", "scorecard/missing-id", {"id": "C686827", "line": 2}, ["line 2 has ` C686827`"],
             codes=["scorecard/missing-id", "scorecard/extra-rows"]))
S("id-lowercase.csv", plines_to([plines[0]] + [l.lower() for l in plines[1:]]),
  **rejected("missing-id", "scorecard/missing-id", {"id": "C686827", "line": 2}, ["line 2 has c686827"],
             codes=["scorecard/missing-id", "scorecard/extra-rows"]))
S("row-missing.csv", plines_to(plines[:50] + plines[51:]),
  **rejected("missing-id", "scorecard/missing-id", {"id": plines[50].split(",")[0]}, [plines[50].split(",")[0]]))
S("extra-rows.csv", plines_to(plines + ["C000001,0.5", "C000002,0.25"]), verdict="valid", score=P_SCORE,
  code="scorecard/extra-rows", codes=["scorecard/extra-rows"], at={"line": 122, "field": "customer_id"}, says=["C000001 on line 122"])
tm = list(plines)
tm[20] = tm[20] + ",0.3"
S("too-many-fields.csv", plines_to(tm),
  **rejected("missing-file", "scorecard/too-many-fields", {"line": 21}, ["line 21 has 3 fields"]))
uq = list(plines)
uq[30] = '"' + uq[30]
S("unclosed-quote.csv", plines_to(uq),
  **rejected("missing-file", "file/unclosed-quote", {"line": 31}, ["never closed"]))
S("excel-saved-as.csv", XLSX, **rejected("missing-file", "file/spreadsheet", {}, ["Excel workbook"]))
rev = [plines[0]] + list(reversed(plines[1:]))
S("rows-reversed.csv", plines_to(rev), **valid_pred)
S("script-name.csv", pred, graded_as="<img src=x onerror=alert(1)>.csv", **valid_pred)

entries.append(dict(file="scorecard/recipe-200k-rows-bad-last", recipe="predictions-200k-bad-last", case=SCORECARD,
                    role="submission",
                    **rejected("not-a-number", "scorecard/not-a-number", {"line": 200001, "field": "prob_default"},
                               ["line 200001", "`n/a?`"], codes=["scorecard/not-a-number", "scorecard/extra-rows"])))

# Truth CSVs (case data) and the predictions graded against them.
truth = read(f"{SCORECARD}/truth.csv").decode()
tlines = truth.splitlines()


def T(name, data, **kw):
    kw.setdefault("case", SCORECARD)
    kw.setdefault("role", "data")
    kw.setdefault("with", f"{SCORECARD}/submissions/1-logistic-regression.csv")
    entry(f"truth/{name}", data, **kw)


T("bom-crlf.csv", b"\xef\xbb\xbf" + plines_to(tlines, "\r\n").encode(), **valid_pred)
T("missing-default.csv", plines_to([l.split(",")[0] for l in tlines]),
  **case_error("scorecard/truth-missing-column", {"line": 1, "field": "default"}, ["no column `default`"]))
bl = list(tlines)
bl[5] = bl[5].split(",")[0] + ",2"
# pandas 2.3.2: `astype(int)` keeps 2, a label of neither class that is still ranked
# (score measured with peers/spec_scorecard.py); `yes` makes int() raise.
T("odd-label.csv", plines_to(bl), verdict="valid", score=1.012677, codes=["scorecard/truth-odd-label"])
bl = list(tlines)
bl[5] = bl[5].split(",")[0] + ",yes"
T("bad-label.csv", plines_to(bl),
  **case_error("scorecard/truth-bad-label", {"line": 6, "field": "default"},
               ["`yes`", "invalid literal for int() with base 10: 'yes'"]))
T("utf16le-bom.csv", "\ufeff".encode("utf-16-le") + truth.encode("utf-16-le"),
  **case_error("file/utf16", {"line": 1}, ["UTF-16"]))
T("empty.csv", b"", **case_error("file/empty", {}, ["is empty"]))
# Numeric ids with leading zeros: pandas reads both columns as numbers, so `0042` in
# the key matches `42` in predictions (as on the server).
zt = ["customer_id,default"] + [f"{i:04d},{l.split(',')[1]}" for i, l in enumerate(tlines[1:], start=1)]
put("truth/leading-zeros-predictions.csv",
    plines_to(["customer_id,prob_default"] + [f"{i},{l.split(',')[1]}" for i, l in enumerate(plines[1:], start=1)]))
T("leading-zeros.csv", plines_to(zt), verdict="valid", score=P_SCORE, codes=[],
  **{"with": "crates/grader/tests/malformed/truth/leading-zeros-predictions.csv"})

# ------------------------------------------------------------------ uplift result.json / ask.jsonl
result = read(f"{UPLIFT}/submissions/1-accepted/result.json").decode()
ask = read(f"{UPLIFT}/submissions/1-accepted/ask.jsonl").decode()
U_NET = 0.8051


def U(name, data, **kw):
    kw.setdefault("case", UPLIFT)
    kw.setdefault("role", "submission")
    entry(f"uplift/{name}", data, **kw)


def u_error(code, at, says, codes=None, verdict="error"):
    return dict(verdict=verdict, code=code, codes=codes or [code], at=at, says=says)


U("utf16le-bom.json", "\ufeff".encode("utf-16-le") + result.encode("utf-16-le"),
  **u_error("file/utf16", {"line": 1}, ["UTF-16", "save it as UTF-8"]))
U("utf16be-nobom.json", result.encode("utf-16-be"), **u_error("file/utf16", {"line": 1}, ["UTF-16"]))
U("utf8-bom.json", b"\xef\xbb\xbf" + result.encode(), verdict="accepted", score=0.9701, codes=[])
U("gbk-task.json", result.replace("cold-chain-spoilage", "冷链损耗").encode("gbk"),
  **u_error("file/not-utf8", {"line": 2}, ["GBK"]))
U("truncated.json", result[:40], **u_error("uplift/not-json", {"line": 3}, ["not valid JSON"]))
U("top-level-list.json", "[" + result + "]", **u_error("uplift/not-json", {"line": 1, "column": 1}, ["a list"]))
U("kpi-nan.json", result.replace("32000.0", "NaN"),
  **u_error("uplift/not-finite", {"line": 3, "field": "kpi"}, ["NaN"]))
U("oracle-1e309.json", result.replace("31500.0", "1e309"),
  **u_error("uplift/not-finite", {"line": 5, "field": "kpi_oracle"}, ["NaN or Infinity", "kpi_oracle"]))
U("kpi-string.json", result.replace("32000.0", '"32000.0"'),
  **u_error("uplift/harness-fails", {"line": 3, "field": "kpi"}, ["`kpi` = text", "TypeError"]))
U("kpi-decimal-comma.json", result.replace("32000.0", '"32000,5"'),
  **u_error("uplift/harness-fails", {"line": 3, "field": "kpi"}, ["`kpi` = text"]))
# A boolean is an int to Python: (True - 48200.0) / (31500.0 - 48200.0) = 2.8862.
U("kpi-bool.json", result.replace("32000.0", "true"), verdict="accepted", score=2.8862, codes=[])
U("kpi-missing.json", result.replace('  "kpi": 32000.0,\n', ""),
  **u_error("uplift/harness-fails", {"field": "kpi"}, ["has no `kpi`"]))
U("kpi-twice.json", result.replace('"kpi": 32000.0,', '"kpi": 1.0, "kpi": 32000.0,'), verdict="accepted", score=0.9701, codes=[])
U("zero-span.json", result.replace("31500.0", "48200.0"), verdict="rejected", score=0.0,
  code="uplift/zero-span", codes=["uplift/zero-span"], at={"field": "kpi_oracle"}, says=["kpi_oracle equals kpi_baseline (48200.0)"])
U("incidents-text.json", result.replace('"incidents": []', '"incidents": "none"'), verdict="rejected", score=0.0,
  code="uplift/incidents-not-a-list", codes=["uplift/incidents-not-a-list"], at={"line": 6, "field": "incidents"},
  says=["`incidents` is not a list"])
U("crlf-pretty.json", result.replace("\n", "\r\n"), verdict="accepted", score=0.9701, codes=[])
entries.append(dict(file="uplift/recipe-deep-nesting", recipe="deep-nesting-result", case=UPLIFT, role="submission",
                    **u_error("uplift/not-json", {"line": 1}, ["nested more than 1497 levels deep"])))

ASK_RESULT = f"{UPLIFT}/submissions/1-accepted/result.json"


def A(name, data, **kw):
    kw.setdefault("case", UPLIFT)
    kw.setdefault("role", "ask-log")
    kw.setdefault("with", ASK_RESULT)
    entry(f"ask-log/{name}", data, **kw)


alines = ask.splitlines()
A("crlf.jsonl", plines_to(alines, "\r\n"), verdict="accepted", score=U_NET, codes=[])
A("utf16le-bom.jsonl", "\ufeff".encode("utf-16-le") + ask.encode("utf-16-le"),
  **u_error("file/utf16", {"line": 1}, ["UTF-16"]))
tr = list(alines)
tr[2] = tr[2][:30]
# Every broken line stops FDE-Gym's harness: the site shows `error` (the report adds what
# the repaired log would score).
A("truncated-line.jsonl", plines_to(tr), **u_error("uplift/harness-fails", {"line": 3}, ["line 3", "not JSON"]))
arr = list(alines)
arr[1] = "[" + arr[1] + "]"
A("array-line.jsonl", plines_to(arr), **u_error("uplift/harness-fails", {"line": 2}, ["a list, not a JSON object"]))
cs = list(alines)
cs[0] = cs[0].replace('"cost": 0.02', '"cost": "0.02"')
A("cost-as-text.jsonl", plines_to(cs), **u_error("uplift/harness-fails", {"line": 1, "field": "cost"}, ["`cost`", "text"],
                                                  codes=["uplift/harness-fails", "uplift/cost-mismatch"]))
up = list(alines)
up[3] = up[3].replace('"facilities"', '"facility"')
A("unknown-person.jsonl", plines_to(up), verdict="accepted", score=U_NET,
  code="uplift/unknown-person", codes=["uplift/unknown-person"], at={"line": 4}, says=["facility"])
A("empty.jsonl", b"", verdict="accepted", score=0.9701, codes=[])
A("blank-lines.jsonl", "\n\n" + "\n\n".join(alines) + "\n\n", **u_error("uplift/harness-fails", {"line": 1}, ["blank"]))
entries.append(dict(file="ask-log/recipe-huge-log", recipe="huge-ask-log", case=UPLIFT, role="ask-log", **{"with": ASK_RESULT},
                    **u_error("uplift/harness-fails", {"line": 2}, ["not JSON"])))

# ------------------------------------------------------------------ hydro solution.json
# hydro-valley's reference dispatch (score 1.0), broken one way per file.
HYDRO = "cases-public/hydro-valley"
plan = json.loads(read(f"{HYDRO}/submissions/1-reference.json"))["Q_out"]


def H(name, data, **kw):
    kw.setdefault("case", HYDRO)
    kw.setdefault("role", "submission")
    entry(f"hydro/{name}", data, **kw)


def h_plan(edit=None):
    q = json.loads(json.dumps(plan))
    if edit:
        edit(q)
    return json.dumps({"Q_out": q})


CODES_DRAIN = ["hydro/level-low", "hydro/level-high", "hydro/ramp"]
CODES_ECO = ["hydro/eco-flow", "hydro/ramp"]


def h_rejected(code, at, says, codes=None):
    return dict(verdict="rejected", score=0.0, code=code, codes=codes or [code], at=at, says=says)


def h_set(i, t, v):
    def edit(q):
        q[i][t] = v
    return edit


# Python reads an int and a numeric string as the same float: still the reference.
H("int-and-string.json", h_plan(lambda q: (q[1].__setitem__(1, int(q[1][1])), q[1].__setitem__(2, str(q[1][2])))),
  verdict="valid", score=1.0, codes=[])
H("utf8-bom.json", b"\xef\xbb\xbf" + h_plan().encode(),
  **h_rejected("hydro/not-json", {}, ["Unexpected UTF-8 BOM"]))
H("latin1.json", h_plan().encode().replace(b'"Q_out"', b'"Q_\xf6ut"'),
  **h_rejected("hydro/not-json", {}, ["'utf-8' codec can't decode byte 0xf6"]))
H("truncated.json", h_plan()[:50], **h_rejected("hydro/not-json", {}, ["Expecting"]))
H("top-level-list.json", json.dumps(plan), **h_rejected("hydro/not-an-object", {"line": 1, "column": 1}, ["'list' object has no attribute 'get'"]))
H("lower-case-key.json", h_plan().replace('"Q_out"', '"q_out"'), **h_rejected("hydro/no-q-out", {"field": "Q_out"}, ["has no list `Q_out`"]))
H("four-rows.json", h_plan(lambda q: q.pop()), **h_rejected("hydro/wrong-shape", {"field": "Q_out"}, ["`Q_out` has 4 rows"]))
H("short-row.json", h_plan(lambda q: q[2].pop()),
  **h_rejected("hydro/wrong-shape", {"field": "Q_out", "station": 2}, ["row 2 of `Q_out` (Long Lake) has 6 values"]))
H("row-a-number.json", h_plan(lambda q: q.__setitem__(1, 5)),
  **h_rejected("hydro/row-not-a-list", {"field": "Q_out", "station": 1}, ["object of type 'int' has no len()"]))
H("null-outflow.json", h_plan(h_set(0, 3, None)),
  **h_rejected("hydro/not-a-number", {"field": "Q_out", "station": 0, "day": 3}, ["`Q_out[0][3]` is null"]))
H("decimal-comma.json", h_plan(h_set(2, 1, "4535,0")),
  **h_rejected("hydro/not-a-number", {"field": "Q_out", "station": 2, "day": 1}, ["'4535,0'"]))
H("huge-int.json", h_plan().replace(json.dumps(plan[1][4]), "1" + "0" * 400, 1),
  **h_rejected("hydro/too-large", {"field": "Q_out", "station": 1}, ["int too large to convert to float"]))
H("weir-bend-own-pace.json", h_plan(h_set(3, 0, 500.0)),
  **h_rejected("hydro/water-balance", {"field": "Q_out", "station": 3, "day": 0}, ["Weir Bend on day 1 releases 500.00"],
               codes=["hydro/water-balance", "hydro/ramp"]))
H("drain-upper-falls.json", h_plan(lambda q: (q[0].__setitem__(0, 2600.0), q[0].__setitem__(1, 2600.0))),
  **h_rejected("hydro/level-low", {"field": "Q_out", "station": 0, "day": 1}, ["Upper Falls's level on day 2 is"],
               codes=CODES_DRAIN))
H("under-eco-flow.json", h_plan(lambda q: [q[i].__setitem__(6, 39.9 + 8 * (i == 3) + 12 * (i == 4)) for i in (2, 3, 4)]),
  **h_rejected("hydro/eco-flow", {"field": "Q_out", "station": 2, "day": 6}, ["releases 39.90 m³/s on day 7, under the ecological minimum 40"],
               codes=CODES_ECO))
H("nan-outflow.json", h_plan(h_set(4, 6, float("nan"))),
  **h_rejected("hydro/not-finite", {"field": "Q_out"}, ["NaN or infinite"], codes=["hydro/not-finite"]))

# ------------------------------------------------------------------ coil solution.json
# A six-coil case of our own (FDE-Bench 017's format: its data is not shipped), whose
# order 1..6 is valid with penalty 3 (three grade groups): the reference, so score 1.0.
COIL = "crates/grader/tests/malformed/coil/case"
put("coil/case/case.json", json.dumps({
    "id": "coil-mini", "kind": "coil", "title": "Six coils", "summary": "The malformed corpus's coil case.",
    "reference": {"value": 3.0, "how": "the valid order's penalty"},
    "files": {"plan": "data/work_plan.csv", "catalog": "data/grade_catalog.csv"},
}, indent=1) + "\n")
put("coil/case/data/grade_catalog.csv",
    "grade_id,category_id,roll_size,front_width_mm\nG_A,CATEGORY_001,small,1250\nG_B,CATEGORY_002,small,\nG_C,CATEGORY_003,large,\n")
COIL_PLAN = ("出口材料号,钢种,出口材料厚度,出口材料宽度,优化前切边标记\n"
             "COIL_001,G_A,0.80,1250,切边\nCOIL_002,G_A,0.85,1200,切边\nCOIL_003,G_B,0.90,1100,\n"
             "COIL_004,G_B,1.00,1050,不切边\nCOIL_005,G_C,1.10,1000,不切边\nCOIL_006,G_C,1.20,980,不切边\n")
put("coil/case/data/work_plan.csv", COIL_PLAN)


def K(name, data, **kw):
    kw.setdefault("case", COIL)
    kw.setdefault("role", "submission")
    entry(f"coil/{name}", data, **kw)


def k_seq(*order):
    return json.dumps({"sequence": [f"COIL_{i:03d}" for i in order]})


def k_rejected(code, at, says, codes=None):
    return dict(verdict="rejected", score=0.0, code=code, codes=codes or [code], at=at, says=says)


K("valid.json", k_seq(1, 2, 3, 4, 5, 6), verdict="valid", score=1.0, codes=[])
K("utf8-bom.json", b"\xef\xbb\xbf" + k_seq(1, 2, 3, 4, 5, 6).encode(),
  **k_rejected("coil/not-json", {}, ["Unexpected UTF-8 BOM"]))
K("top-level-list.json", json.dumps([f"COIL_{i:03d}" for i in range(1, 7)]),
  **k_rejected("coil/not-an-object", {"line": 1, "column": 1}, ["'list' object has no attribute 'get'"]))
K("empty-sequence.json", '{"sequence": []}', **k_rejected("coil/no-sequence", {"field": "sequence"}, ["an empty list"]))
K("unknown-id.json", k_seq(1, 2, 3, 4, 5, 6).replace("COIL_003", "COIL_3"),
  **k_rejected("coil/unknown-coil", {"field": "sequence", "position": 2, "coil": "COIL_3"}, ["'COIL_3'"]))
K("one-left-out.json", k_seq(1, 2, 3, 4, 5),
  **k_rejected("coil/wrong-count", {"field": "sequence"}, ["lists 5 coils where the work plan has 6"],
               codes=["coil/wrong-count", "coil/missing-coil"]))
K("one-twice.json", k_seq(1, 2, 3, 4, 5, 5),
  **k_rejected("coil/duplicate", {"field": "sequence", "position": 5, "coil": "COIL_005"}, ["first at 4"],
               codes=["coil/missing-coil", "coil/duplicate"]))
K("rolls-back-and-forth.json", k_seq(1, 2, 3, 5, 4, 6),
  **k_rejected("coil/roll-switch", {"field": "sequence", "position": 3, "coil": "COIL_005"}, ["3 changes"]))
K("front-width-late.json", k_seq(2, 1, 3, 4, 5, 6),
  **k_rejected("coil/front-width", {"field": "sequence", "position": 1, "coil": "COIL_001"}, ["outside the first 1 positions"]))
K("unknown-grade.csv", COIL_PLAN.replace("COIL_002,G_A", "COIL_002,G_Z"), role="data",
  **{"with": "crates/grader/tests/malformed/coil/valid.json"},
  **k_rejected("coil/bad-data", {"file": "work_plan.csv", "row": 1}, ["钢种 ID 'G_Z' 未在 grade_catalog.csv 中定义"]))

# ------------------------------------------------------------------ racks solution.csv
# A five-server case of our own (FDE-Bench 045's format: its data is not shipped), whose
# plan below is valid with cost 2.0775 (CPython 3.12): the reference, so score 1.0.
RACKS = "crates/grader/tests/malformed/racks/case"
put("racks/case/case.json", json.dumps({
    "id": "racks-mini", "kind": "racks", "title": "Five servers, two racks", "summary": "The malformed corpus's racks case.",
    "reference": {"value": 2.0775, "how": "the valid plan's cost"},
    "files": {"servers": "data/server.csv", "racks": "data/rack_col.csv", "units": "data/rack.csv",
              "nics": "data/nic_attr_mapping.csv"},
}, indent=1) + "\n")
RACKS_SERVERS = ("id,batch,power,height,nic\nS1,B1,400,2,N10\nS2,B1,300,1,N25\nS3,B2,500,1,N10\n"
                 "S4,B2,900,1,N10\nS5,B1,100,1,NX\n")
put("racks/case/data/server.csv", RACKS_SERVERS)
put("racks/case/data/rack_col.csv", "id,rated_power,used_power,state,attr\nR1,1000,200,1,ETH\nR2,2000,0,0,MIX\n")
put("racks/case/data/rack.csv",
    "col_id,pos,state\nR1,1A,0\nR1,1B,1\nR1,2A,0\nR1,3A,1\nR1,4A,0\nR2,1,0\nR2,2,0\nR2,3,0\nR2,4,1\n")
put("racks/case/data/nic_attr_mapping.csv", "nic,attr,weight\nN10,ETH,1.0\nN10,MIX,0.5\nN25,MIX,0.8\nN25,ETH,0.3\n")
RACKS_PLAN = ("server_id,rack_id,pos,allocation_status,batch\n"
              "S1,R1,1,1,B1\nS2,R2,1,1,B1\nS3,R1,1,1,B2\nS4,R2,2,1,B2\nS5,,,0,B1\n")


def R(name, data, **kw):
    kw.setdefault("case", RACKS)
    kw.setdefault("role", "submission")
    entry(f"racks/{name}", data, **kw)


def r_rejected(code, at, says, codes=None):
    return dict(verdict="rejected", score=0.0, code=code, codes=codes or [code], at=at, says=says)


R("valid.csv", RACKS_PLAN, verdict="valid", score=1.0, codes=[])
# A BOM, CRLF, padded cells and a full-width slot with a lower-case A face: the same plan.
R("bom-crlf-padded.csv", b"\xef\xbb\xbf" + RACKS_PLAN.replace("\n", "\r\n").replace("S1,R1,1,", " S1 , R1 ,\uff11a,").encode(),
  verdict="valid", score=1.0, codes=[])
R("latin1.csv", RACKS_PLAN.replace("S5,,,0,B1", "S5,,,0,B\u00e9").encode("latin-1"),
  **r_rejected("racks/unreadable", {}, ["'utf-8' codec can't decode byte 0xe9"]))
R("header-only.csv", RACKS_PLAN.split("\n")[0] + "\n", **r_rejected("racks/empty", {}, ["no data row"]))
R("unknown-server.csv", RACKS_PLAN.replace("S2,R2", "S9,R2"),
  **r_rejected("racks/unknown-server", {"entry": 1, "server": "S9"}, ["'S9'", "server.csv"],
               codes=["racks/unknown-server"]))
R("one-twice.csv", RACKS_PLAN + "S1,R2,3,1,B1\n",
  **r_rejected("racks/duplicate-server", {"entry": 5, "server": "S1"}, ["second row (row 6)"]))
R("one-left-out.csv", RACKS_PLAN.replace("S5,,,0,B1\n", ""),
  **r_rejected("racks/missing-server", {"server": "S5"}, ["S5 has no row"]))
R("status-word.csv", RACKS_PLAN.replace("S5,,,0,", "S5,,,no,"),
  **r_rejected("racks/bad-status", {"entry": 4, "server": "S5", "field": "allocation_status"}, ["'no'"]))
R("status-inf.csv", RACKS_PLAN.replace("S5,,,0,", "S5,,,inf,"),
  **r_rejected("racks/raises", {"entry": 4, "server": "S5", "field": "allocation_status"}, ["cannot convert float infinity to integer"]))
R("superscript-slot.csv", RACKS_PLAN.replace("S2,R2,1,", "S2,R2,\u00b2,"),
  **r_rejected("racks/raises", {"entry": 1, "server": "S2", "field": "pos"}, ["invalid literal for int()"]))
R("status-empty.csv", RACKS_PLAN.replace("S5,,,0,", "S5,,,,"),
  **r_rejected("racks/unknown-rack", {"entry": 4, "server": "S5", "field": "rack_id"}, ["rack ''"]))
R("no-pos.csv", RACKS_PLAN.replace("S4,R2,2,", "S4,R2,,"),
  **r_rejected("racks/no-pos", {"entry": 3, "server": "S4", "field": "pos"}, ["pos is empty"]))
R("b-face.csv", RACKS_PLAN.replace("S4,R2,2,", "S4,R2,2B,"),
  **r_rejected("racks/bad-pos", {"entry": 3, "server": "S4", "field": "pos"}, ["'2B'"]))
R("incompatible.csv", RACKS_PLAN.replace("S5,,,0", "S5,R2,3,1"),
  **r_rejected("racks/incompatible", {"entry": 4, "server": "S5", "rack": "R2"}, ["NIC NX", "attribute is MIX"]))
R("over-power.csv", RACKS_PLAN.replace("S4,R2,2,", "S4,R1,4,"),
  **r_rejected("racks/over-power", {"entry": 3, "server": "S4", "rack": "R1", "batch": "B2"}, ["1600.0 W", "rated 1000.0"]))
R("off-the-top.csv", RACKS_PLAN.replace("S1,R1,1,", "S1,R1,4,"),
  **r_rejected("racks/no-slot", {"entry": 0, "server": "S1", "rack": "R1", "slot": "5"}, ["no U slot 5"]))
R("taken-slot.csv", RACKS_PLAN.replace("S3,R1,1,", "S3,R1,3,"),
  **r_rejected("racks/slot-taken", {"entry": 2, "server": "S3", "rack": "R1", "slot": "3"}, ["U slot 3 of rack R1 is taken"]))
R("infinite-height.csv", RACKS_SERVERS.replace("S4,B2,900,1", "S4,B2,900,inf"), role="data",
  **{"with": "crates/grader/tests/malformed/racks/valid.csv"},
  **r_rejected("racks/bad-data", {"file": "server.csv", "entry": 3}, ["cannot convert float infinity to integer"]))
R("nan-power.csv", RACKS_SERVERS.replace("S1,B1,400", "S1,B1,nan"), role="data",
  **{"with": "crates/grader/tests/malformed/racks/valid.csv"},
  **r_rejected("racks/not-finite", {"file": "valid.csv"}, ["nan, not a finite number"]))
# ------------------------------------------------------------------ slitting solution.csv
# A two-coil case of our own (FDE-Bench 012's format: its data is not shipped), met by
# two cuts; its reference value is that plan's combined score, so it scores 1.0.
SLIT = "crates/grader/tests/malformed/slitting/case"
put("slitting/case/case.json", json.dumps({
    "id": "slitting-mini", "kind": "slitting", "title": "Two coils", "summary": "The malformed corpus's slitting case.",
    "reference": {"value": 3.0854545454545457, "how": "the two-cut plan's combined score"},
    "files": {"coils": "data/mother_coil.csv", "requirements": "data/requirements.csv"},
}, indent=1) + "\n")
SLIT_COILS = "宽度,重量,厚度\n1000,3000,1\n1200,2500,1\n"
put("slitting/case/data/mother_coil.csv", SLIT_COILS)
put("slitting/case/data/requirements.csv", "宽度,重量,厚度\n500,2000,1\n400,800,1\n600,1200,1\n")
SLIT_HEAD = "mother_id,mother_width,mother_cut_weight,sub1_width,sub2_width,sub1_long,sub2_long\n"
SLIT_ROWS = ["M_0,1000,2000,500,400,2614.3791,2614.3791", "M_1,1200,2400,600,500,2614.3791,2614.3791"]


def S(name, data, **kw):
    kw.setdefault("case", SLIT)
    kw.setdefault("role", "submission")
    entry(f"slitting/{name}", data, **kw)


def s_plan(*edits, head=SLIT_HEAD, extra=()):
    rows = list(SLIT_ROWS) + list(extra)
    for k, old, new in edits:
        rows[k] = rows[k].replace(old, new, 1)
    return head + "\n".join(rows) + "\n"


def s_rejected(code, at, says, codes=None):
    return dict(verdict="rejected", score=0.0, code=code, codes=codes or [code], at=at, says=says)


SHORT_ALL = ["slitting/short"]
S("valid.csv", s_plan(), verdict="valid", score=1.0, codes=[])
S("extra-field.csv", s_plan(extra=["M_1,1200,100,600,,1,,9"]),
  **s_rejected("slitting/unreadable", {"line": 4}, ["Expected 7 fields in line 4, saw 8"]))
S("header-only.csv", SLIT_HEAD, **s_rejected("slitting/no-rows", {}, ["no row with a positive mother_cut_weight"]))
S("weight-as-text.csv", s_plan(extra=["M_1,1200,abc,600,,1,"]), verdict="valid", score=1.0,
  code="slitting/dropped-row", codes=["slitting/dropped-row"], at={"line": 4, "field": "mother_cut_weight"}, says=["abc"])
S("id-twice.csv", s_plan(head=SLIT_HEAD.replace("\n", ", mother_id\n"), extra=[]).replace("2614.3791\n", "2614.3791,M_0\n"),
  **s_rejected("slitting/crash", {"line": 2}, ["ValueError"]))
S("no-coil-id.csv", s_plan((0, "M_0", "")),
  **s_rejected("slitting/missing-coil-id", {"line": 2, "field": "mother_id", "cut": "0"}, ["cut 0 names no mother coil"],
               codes=["slitting/missing-coil-id", "slitting/short"]))
S("unknown-coil.csv", s_plan((1, "M_1", "M_2")),
  **s_rejected("slitting/unknown-coil", {"line": 3, "cut": "1", "mother": "M_2"}, ["not in stock"],
               codes=["slitting/unknown-coil", "slitting/short"]))
S("width-off.csv", s_plan((0, ",1000,", ",1010.5,")),
  **s_rejected("slitting/width-mismatch", {"line": 2, "field": "mother_width", "mother": "M_0"}, ["1010.5 mm where it is 1000.0 mm"]))
S("weight-renamed.csv", s_plan(head=SLIT_HEAD.replace("mother_cut_weight", "cut_weight")),
  **s_rejected("slitting/no-cut-weight", {"line": 2, "cut": "0"}, ["no cut weight above 0 (None)"],
               codes=["slitting/no-cut-weight", "slitting/short"]))
S("light-cut.csv", s_plan(extra=["M_0,1000,89.99,600,,1,"]),
  **s_rejected("slitting/light-cut", {"line": 4, "cut": "2"}, ["89.99 kg"],
               codes=["slitting/light-cut", "slitting/over", "slitting/length-mismatch"]))
S("no-lengths.csv", s_plan((1, "2614.3791,2614.3791", ",")),
  **s_rejected("slitting/no-strips", {"line": 3, "cut": "1"}, ["no slot has both a width and a length"],
               codes=["slitting/no-strips", "slitting/short"]))
S("width-not-ordered.csv", s_plan((0, ",400,", ",399,")),
  **s_rejected("slitting/unknown-width", {"line": 2, "field": "sub2_width", "width": "399.0"}, ["a width no order asks for"],
               codes=["slitting/unknown-width", "slitting/short"]))
S("too-wide.csv", s_plan((0, ",400,", ",600,")),
  **s_rejected("slitting/too-wide", {"line": 2, "mother": "M_0"}, ["add up to 1100.0 mm"],
               codes=["slitting/too-wide", "slitting/short", "slitting/over"]))
S("overdrawn.csv", s_plan((0, ",2000,", ",3020,")),
  **s_rejected("slitting/overdraw", {"line": 2, "mother": "M_0"}, ["-20.00 kg left"],
               codes=["slitting/overdraw", "slitting/over", "slitting/length-mismatch"]))
S("short.csv", s_plan((1, ",2400,", ",2370,")),
  **s_rejected("slitting/short", {"width": "500.0"}, ["12.50 kg"], codes=["slitting/short", "slitting/length-mismatch"]))
S("over.csv", s_plan((1, ",2400,", ",2430,")),
  **s_rejected("slitting/over", {"width": "500.0"}, ["12.50 kg"], codes=["slitting/over", "slitting/length-mismatch"]))
S("lengths-off.csv", s_plan((0, "2614.3791,2614.3791", "2000,2614.3791")), verdict="valid", score=1.0,
  code="slitting/length-mismatch", codes=["slitting/length-mismatch"], at={"line": 2, "field": "sub1_long", "cut": "0"}, says=["2000.0 mm"])
S("no-weight-column.csv", SLIT_COILS.replace("重量", "weight"), role="data",
  **{"with": "crates/grader/tests/malformed/slitting/valid.csv"},
  **s_rejected("slitting/bad-data", {"file": "mother_coil.csv"}, ["KeyError: 'mother_weight'"]))

# ------------------------------------------------------------------ energy solution.json
# A case of our own (FDE-Bench 048's seven series, one row each: these plans stop before
# the simulation, which alone reads them). A plan is 3 × 8,760 values, so the corpus keeps
# the small files; crates/kinds/energy/tests/energy.rs grades the rest on a full case.
ENERGY = "crates/grader/tests/malformed/energy/case"
put("energy/case/case.json", json.dumps({
    "id": "energy-mini", "kind": "energy", "title": "One row of each series", "summary": "The malformed corpus's energy case.",
    "reference": {"value": 185366557.2277567, "how": "FDE-Bench 048's reference value"},
    "files": {k: f"data/timeseries_{k}_8760.csv" for k in
              ["wind", "pv", "load", "environment", "thermal", "battery", "caes"]},
}, indent=1) + "\n")
for name, text in [("wind", "v\n6\n"), ("pv", "g\n0\n"), ("load", "w\n3e8\n"), ("environment", "k\n290.15\n"),
                   ("thermal", "h,v\n0,0.33\n"), ("battery", "v\n0.5\n"), ("caes", "v\n0.8\n")]:
    put(f"energy/case/data/timeseries_{name}_8760.csv", text)


def E(name, data, **kw):
    kw.setdefault("case", ENERGY)
    kw.setdefault("role", "submission")
    entry(f"energy/{name}", data, **kw)


def e_rejected(code, at, says, codes=None):
    return dict(verdict="rejected", score=0.0, code=code, codes=codes or [code], at=at, says=says)


E("bom.json", b"\xef\xbb\xbf{}", **e_rejected("energy/not-json", {}, ["Unexpected UTF-8 BOM"]))
E("latin1.json", '{"caes_seq": "\u00e9t\u00e9"}'.encode("latin-1"),
  **e_rejected("energy/not-json", {}, ["'utf-8' codec can't decode byte 0xe9"]))
E("truncated.json", '{"caes_seq": [0, 0', **e_rejected("energy/not-json", {}, ["Expecting"]))
E("top-level-list.json", "[[0, 0, 0]]",
  **e_rejected("energy/not-an-object", {"line": 1, "column": 1}, ["'list' object has no attribute 'get'", "without a report"]))
E("null.json", "null", **e_rejected("energy/not-an-object", {"line": 1, "column": 1}, ["'NoneType' object has no attribute 'get'"]))
E("short.json", '{"caes_seq": [0, 0.9, -0.5], "battery_seq": [0]}',
  **e_rejected("energy/short-sequence", {"field": "caes_seq"}, ["`caes_seq` has 3 values where 8760 are needed"]))
E("thermal-null.json", '{"caes_seq": [], "battery_seq": [], "tp_seq": null}',
  **e_rejected("energy/short-sequence", {"field": "caes_seq"}, ["has 0 values"]))
E("lists-as-strings.json", '{"caes_seq": "0,0,0", "battery_seq": {"0": 0}}',
  **e_rejected("energy/short-sequence", {"field": "caes_seq"}, ["`caes_seq` is text, not a list of 8760 values"]))
# ------------------------------------------------------------------ where: the file
# The main diagnostic names the file it is about, as the student knows it: the
# submission's name (or `graded_as`), the case data file's name, the ask log's.
DATA_NAME = {MINI: "customers.csv", SCORECARD: "truth.csv", "cases-public/hydro-valley": "stations.json"}
for e in entries:
    if "at" not in e or "file" in e["at"]:
        continue
    code = e.get("code", "")
    if e["role"] == "data" and not code.startswith("routing/"):
        e["at"]["file"] = DATA_NAME[e["case"]]
    elif e["role"] == "data":
        e["at"]["file"] = e["with"].rsplit("/", 1)[1]
    elif e["role"] == "ask-log":
        e["at"]["file"] = "ask.jsonl"
    else:
        e["at"]["file"] = e.get("graded_as") or e["file"].rsplit("/", 1)[1]

# ------------------------------------------------------------------ write
support = sorted(p for p in files if not any(e["file"] == p for e in entries))
manifest = {
    "about": "Written by make.py; see README.md. Paths in `case` and `with` are from the repository root; `file` from this folder.",
    "support": support,
    "entries": entries,
}
out = {p: d for p, d in files.items()}
out["expected.json"] = (json.dumps(manifest, ensure_ascii=False, indent=1) + "\n").encode()

check = "--check" in sys.argv
stale = []
for p, d in sorted(out.items()):
    full = os.path.join(HERE, p)
    if check:
        try:
            with open(full, "rb") as f:
                if f.read() != d:
                    stale.append(p)
        except FileNotFoundError:
            stale.append(p)
        continue
    os.makedirs(os.path.dirname(full), exist_ok=True)
    with open(full, "wb") as f:
        f.write(d)
if check and stale:
    sys.exit("not what make.py writes: " + ", ".join(stale))
print(f"{len(entries)} entries, {len(files)} files" + (" (checked)" if check else ""))
