"""xlsx reading (pysem::xlsx) against openpyxl 3.1.5 and pandas 2.3.2 in the pinned stack.

Writes N generated workbooks (half with openpyxl's writer, half hand-written XML with
what openpyxl never writes: inline strings, t="str", numbers like 1.0E+2 or 0001, 1904
dates, merged ranges, rows and columns out of order, odd number formats, many sheets)
and, beside each, what openpyxl (full mode, data_only True and False; read-only) and
pandas.read_excel (header=0 and None, each sheet) give, values tagged with their Python
type, floats by repr. The Rust test (crates/pysem/tests/xlsx_peer.rs) reads the folder
and compares every value:

    python peers/xlsx_peer.py --n 2000 --out DIR
    XLSX_BATCH=DIR cargo test -p pysem --test xlsx_peer
"""
import argparse
import datetime as dt
import io
import json
import os
import random
import warnings
import zipfile

import numpy as np
import openpyxl
import pandas as pd

warnings.simplefilter("ignore")


def tag(v):
    if v is None:
        return ["none"]
    if isinstance(v, bool):
        return ["bool", v]
    if isinstance(v, int):
        return ["int", str(v)]
    if isinstance(v, float):
        return ["float", repr(v)]
    if isinstance(v, str):
        return ["str", v]
    if isinstance(v, dt.datetime):
        return ["datetime", str(v)]
    if isinstance(v, dt.date):
        return ["date", str(v)]
    if isinstance(v, dt.time):
        return ["time", str(v)]
    if isinstance(v, dt.timedelta):
        return ["td", str((v.days * 86400 + v.seconds) * 10**6 + v.microseconds)]
    return ["other", type(v).__name__]


def pd_tag(v, dtype):
    if isinstance(v, (np.bool_, bool)):
        return ["bool", bool(v)]
    if isinstance(v, (np.integer, int)):
        return ["int", str(int(v))]
    if isinstance(v, (np.floating, float)):
        return ["nan"] if v != v else ["float", repr(float(v))]
    if v is pd.NaT:
        return ["nan"]
    if isinstance(v, pd.Timestamp):
        return ["datetime", str(v.to_pydatetime())]
    return tag(v)


def err(e):
    return ["error", type(e).__name__]


def openpyxl_view(path):
    out = {}
    for mode, kw in (("full_data", dict(data_only=True)), ("full_formula", dict(data_only=False)), ("read_only", dict(read_only=True, data_only=True))):
        try:
            wb = openpyxl.load_workbook(path, **kw)
            sheets = []
            for ws in wb.worksheets:
                if mode == "read_only":
                    ws.reset_dimensions()
                # Bounds first: iterating the rows creates the cells it visits.
                dims = [ws.min_row, ws.min_column, ws.max_row, ws.max_column] if mode != "read_only" else None
                rows = [[[tag(c.value), c.data_type] if hasattr(c, "data_type") else [["none"], "n"] for c in r] for r in ws.rows]
                sheets.append({"name": ws.title, "rows": rows, "bounds": dims})
            out[mode] = {"sheetnames": wb.sheetnames, "sheets": sheets}
        except Exception as e:  # noqa: BLE001 - the type is the verdict
            out[mode] = err(e)
    return out


def pandas_view(path, names):
    out = []
    for i, name in enumerate(names):
        for header in (0, None):
            try:
                df = pd.read_excel(path, sheet_name=name if i % 2 == 0 else i, header=header)
                cols = []
                for j, c in enumerate(df.columns):
                    s = df.iloc[:, j]
                    cols.append({"name": pd_tag(c, None) if not isinstance(c, str) else ["str", c], "dtype": str(s.dtype), "values": [pd_tag(v, s.dtype) for v in s.tolist()] if str(s.dtype).startswith("datetime") is False else [pd_tag(v, s.dtype) for v in s]})
                out.append({"sheet": name, "index": i, "header": header, "columns": cols})
            except Exception as e:  # noqa: BLE001
                out.append({"sheet": name, "index": i, "header": header, "error": type(e).__name__})
    return out


WORDS = ["a", "b", "x", "SKU", "长度", "nan", "NA", "", " ", "id", "0001", "1.5", "True", "x005F_y", "a&b<c>", "Total"]
FORMATS = ["General", "0", "0.00", "yyyy-mm-dd", "mm-dd-yy", "h:mm:ss", "[h]:mm:ss", "d-mmm", '"day" 0', "[Red]0.0", "0.0_d", "\\d0", "@", "yyyy-mm-dd hh:mm", "[$-409]mmm d", "mm:ss.0"]


def gen_openpyxl(rng, path):
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    if rng.random() < 0.2:
        wb.epoch = openpyxl.utils.datetime.CALENDAR_MAC_1904
    for s in range(rng.randint(1, 4)):
        ws = wb.create_sheet(f"S{s}" if rng.random() < 0.7 else rng.choice(["Data", "多货推荐1", "Sheet 1", "x"]) + str(s))
        nrows, ncols = rng.randint(0, 12), rng.randint(1, 6)
        kinds = [rng.choice(["int", "float", "text", "mixed", "date", "bool", "blanky"]) for _ in range(ncols)]
        for c in range(ncols):
            if rng.random() < 0.85:
                ws.cell(row=1, column=c + 1, value=rng.choice(WORDS[:6] + ["h" + str(c), "dup", "dup"]) or None)
        for r in range(2, nrows + 2):
            for c, k in enumerate(kinds):
                if rng.random() < 0.12:
                    continue
                cell = ws.cell(row=r, column=c + 1)
                if k == "int":
                    cell.value = rng.choice([rng.randint(-5, 1000), rng.randint(-10**12, 10**12), 2**53 + 1, 0])
                elif k == "float":
                    cell.value = rng.choice([rng.uniform(-1e3, 1e3), round(rng.uniform(0, 100), 2), float(rng.randint(0, 50)), 1e-7, 1.5e300, 0.1 + 0.2])
                elif k == "text":
                    cell.value = rng.choice(WORDS[:4] + WORDS[9:])
                elif k == "mixed":
                    cell.value = rng.choice([1, 2.5, "txt", None, "NA"])
                elif k == "date":
                    cell.value = dt.datetime(rng.randint(1900, 2100), rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23), rng.choice([0, 30]))
                elif k == "bool":
                    cell.value = rng.random() < 0.5
                else:
                    cell.value = rng.choice([None, 3, 4.0])
                if rng.random() < 0.15:
                    cell.number_format = rng.choice(FORMATS)
        if rng.random() < 0.2 and nrows > 2 and ncols > 1:
            ws.merge_cells(start_row=2, start_column=1, end_row=3, end_column=2)
        if rng.random() < 0.1:
            ws.cell(row=1, column=1, value="=1+2")
    wb.save(path)


CT = """<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>{sheets}<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>"""
NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def col_letter(c):
    return openpyxl.utils.get_column_letter(c)


# Shared formulas' texts, for openpyxl's tokenizer and translator.
SHARED = ["B1*2", "SUM($A$1:A1)", 'A1&"x"', "Sheet2!C3+1", "IF(A1>=2,B1,-C1)", "SUM(A:A)", "SUM(1:1)", "  A1  +  B2", "{1,2;3,4}", "name+1E+3",
          "#REF!+A1", "'My Sheet'!A1", "A1%*-B$2", "SUM(A1", "A1)", "\"a\"\"b\"&A1", "XFD1+1", "[1]Sheet1!A1", "A1:B2 C1:D4", "$A1+A$1"]


def gen_xml(rng, path):
    shared = ["alpha", "x005F_under", "nan", "", "  pad  ", "1.5", "多货", "True", "false", "12", " 7 ", "1e5", "NAN", "-nan", "inf", "0001", "18446744073709551615", "1_000", "#N/A", "a\r\nb\rc", "tab\there"]
    fmts = ["General", "0.00", "yyyy-mm-dd", "[h]:mm", "h:mm", '"y"0', "0_y", "[Blue]0", "d/m/yy;@", "[mm]:ss", "m"]
    xfs = [rng.randrange(len(fmts)) for _ in range(6)]
    num_fmts = "".join(f'<numFmt numFmtId="{164 + i}" formatCode="{esc(f)}"/>' for i, f in enumerate(fmts))
    cellxfs = "".join(f'<xf numFmtId="{164 + i}"/>' for i in xfs) + '<xf numFmtId="14"/><xf numFmtId="22"/><xf numFmtId="46"/><xf numFmtId="49"/>'
    styles = f'<?xml version="1.0"?><styleSheet {NS}><numFmts>{num_fmts}</numFmts><cellXfs count="{len(xfs) + 4}"><xf numFmtId="0"/>{cellxfs}</cellXfs></styleSheet>'
    nstyles = len(xfs) + 5
    nsheets = rng.randint(1, 5)
    date1904 = rng.random() < 0.3
    sheets_xml, rels, cts, parts = [], [], [], {}
    for s in range(nsheets):
        rows = []
        rownums = sorted(rng.sample(range(1, 15), rng.randint(0, 8)))
        if rng.random() < 0.1 and len(rownums) > 1:
            rownums[0], rownums[1] = rownums[1], rownums[0]
        for rn in rownums:
            cols = sorted(rng.sample(range(1, 8), rng.randint(0, 5)))
            if rng.random() < 0.1 and len(cols) > 1:
                cols.reverse()
            cells = []
            for cn in cols:
                ref = f' r="{col_letter(cn)}{rn}"' if rng.random() < 0.9 else ""
                st = f' s="{rng.randrange(nstyles)}"' if rng.random() < 0.4 else ""
                k = rng.random()
                if k < 0.3:
                    v = rng.choice(["1", "0001", "-7", "1.0", "1.0E+2", "2.5e-3", "45000", "45000.75", "0.5", "59", "60", "61", "-1", "123456789012345678901", " 12", "0.1", "3.0000000000000004", "1_000", "1E2"])
                    if rng.random() < 0.01:
                        v = "1e400"  # inf: a date style makes it #VALUE!, read_excel raises
                    cells.append(f'<c{ref}{st}><v>{v}</v></c>')
                elif k < 0.45:
                    cells.append(f'<c{ref}{st} t="s"><v>{rng.randrange(-1, len(shared) + 2)}</v></c>')
                elif k < 0.55:
                    cells.append(f'<c{ref}{st} t="inlineStr"><is><t>{esc(rng.choice(["in", "x005F_k", "7", ""]))}</t><r><t>run</t></r></is></c>')
                elif k < 0.62:
                    cells.append(f'<c{ref}{st} t="str"><f>A1&amp;"x"</f><v>{esc(rng.choice(["cached", "12", ""]))}</v></c>')
                elif k < 0.68:
                    cells.append(f'<c{ref}{st} t="b"><v>{rng.choice(["0", "1"])}</v></c>')
                elif k < 0.74:
                    cells.append(f'<c{ref}{st} t="e"><v>{rng.choice(["#N/A", "#DIV/0!", "#VALUE!"])}</v></c>')
                elif k < 0.77:
                    cells.append(f'<c{ref}{st}><f>SUM(A1:A2)</f><v>{rng.choice(["3", "3.5", ""])}</v></c>')
                elif k < 0.8:
                    # A shared formula: its master (with text) or a dependent (without).
                    master = rng.random() < 0.5
                    text = esc(rng.choice(SHARED))
                    si = rng.choice(["0", "1"])
                    f = f'<f t="shared" ref="A1:G14" si="{si}">{text}</f>' if master else f'<f t="shared" si="{si}"/>'
                    cells.append(f'<c{ref}{st}>{f}<v>{rng.choice(["4", "6.5"])}</v></c>')
                elif k < 0.85:
                    cells.append(f'<c{ref}{st}/>')
                elif k < 0.9:
                    cells.append(f'<c{ref}{st}><v></v></c>')
                else:
                    cells.append(f'<c{ref}{st} t="d"><v>{rng.choice(["2024-02-29", "2024-02-29T13:05:09", "13:05", "2024-02-29T13:05:09.250Z"])}</v></c>')
            if rng.random() < 0.01:
                # What openpyxl raises on: a number it cannot read, a boolean that is no
                # int, a shared string past the table, a reference that is no cell.
                cells.append(rng.choice(['<c r="A1"><v>abc</v></c>', '<c t="b"><v>yes</v></c>', f'<c t="s"><v>{len(shared) + 3}</v></c>', '<c r="A0"><v>1</v></c>', '<c s="x"><v>1</v></c>', '<c s="99"><v>1</v></c>']))
            rattr = f' r="{rn}"' if rng.random() < 0.9 else ""
            rows.append(f'<row{rattr}>{"".join(cells)}</row>')
        merge = ""
        if rng.random() < 0.25:
            merge = f'<mergeCells count="1"><mergeCell ref="{rng.choice(["A1:B2", "B3:B5", "C2:D2", "A1"])}"/></mergeCells>'
        dim = f'<dimension ref="{rng.choice(["A1", "A1:G14", "B2:C3"])}"/>' if rng.random() < 0.5 else ""
        parts[f"xl/worksheets/sheet{s + 1}.xml"] = f'<?xml version="1.0"?><worksheet {NS}>{dim}<sheetData>{"".join(rows)}</sheetData>{merge}</worksheet>'
        name = rng.choice(["Sheet", "数据", "a&b", "S", "two\nlines"]) + str(s)
        sheets_xml.append(f'<sheet name="{esc(name)}" sheetId="{s + 1}" r:id="rId{s + 1}"/>')
        rels.append(f'<Relationship Id="rId{s + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="{rng.choice(["worksheets/", "/xl/worksheets/"])}sheet{s + 1}.xml"/>')
        cts.append(f'<Override PartName="/xl/worksheets/sheet{s + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>')
    pr = f'<workbookPr date1904="{rng.choice(["1", "true"])}"/>' if date1904 else ""
    parts["xl/workbook.xml"] = f'<?xml version="1.0"?><workbook {NS}>{pr}<sheets>{"".join(sheets_xml)}</sheets></workbook>'
    parts["xl/_rels/workbook.xml.rels"] = f'<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{"".join(rels)}</Relationships>'
    parts["[Content_Types].xml"] = CT.format(sheets="".join(cts))
    parts["xl/styles.xml"] = styles
    si = "".join(f"<si><t xml:space=\"preserve\">{esc(s)}</t></si>" for s in shared) + "<si><t><![CDATA[cd\r\nata]]></t></si><si><t>x&#13;y</t></si>"
    parts["xl/sharedStrings.xml"] = f'<?xml version="1.0"?><sst {NS}>{si}</sst>'
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for k, v in parts.items():
            z.writestr(k, v)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    for i in range(a.n):
        path = os.path.join(a.out, f"w{i:05d}.xlsx")
        (gen_openpyxl if i % 2 == 0 else gen_xml)(rng, path)
        view = openpyxl_view(path)
        names = view["full_data"]["sheetnames"] if isinstance(view["full_data"], dict) else []
        view["pandas"] = pandas_view(path, names)
        with open(path + ".json", "w", encoding="utf-8") as f:
            json.dump(view, f, ensure_ascii=False)
    print(f"xlsx peer: {a.n} workbooks (seed {a.seed}) written to {a.out}")


if __name__ == "__main__":
    main()
