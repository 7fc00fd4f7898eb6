//! `container-load`: three SKUs into one 20 ft container, shaped like FDE-Bench 026
//! (`data/load_data.xlsx`, sheet 多货推荐1: the SKU table, blank rows, the 集装箱信息
//! block), with our own SKUs and container.
//!
//! The workbook is written here as a ZIP of SpreadsheetML parts with the `zip` crate
//! pysem already keeps (no second spreadsheet crate; the bytes are the same on every
//! machine: stored parts, the ZIP format's 1980 timestamps). pandas.read_excel in the
//! peers' venv reads it as `pysem::xlsx` does: peers/kinds/pack.py's statement, reading
//! it with pandas, grades the six examples as fde-grade does.
//!
//! The reference is [`solve`]: the required SKUs in slabs from the front wall (each
//! turned the way that takes least length, stacked as high as fits), then ITEM_C in a
//! grid, in its better orientation, in every empty block left: above each slab, beside
//! it across the width, and the rest of the length.

use std::io::Write;

use grader::case::{CaseKind, CaseManifest, Manifest, Reference, Rule};
use grader::pack::{PackBox, PackCase, PackReport};

use crate::out::{self, put, Files};
use crate::plan_example::{expect, Example};

pub const ID: &str = "container-load";

/// A SKU of ours: id, length, width, height (m), weight (kg), the quantity (`None`: as
/// many as fit).
pub struct Sku {
    pub id: &'static str,
    pub l: f64,
    pub w: f64,
    pub h: f64,
    pub kg: f64,
    pub qty: Option<usize>,
}

pub const SKUS: [Sku; 3] = [
    Sku { id: "ITEM_A", l: 1.2, w: 0.8, h: 1.05, kg: 420.0, qty: Some(6) },
    Sku { id: "ITEM_B", l: 1.1, w: 0.75, h: 1.48, kg: 310.0, qty: Some(3) },
    Sku { id: "ITEM_C", l: 0.6, w: 0.45, h: 0.615, kg: 38.5, qty: None },
];
/// The container's inside (m) and load limit (kg): a 20 ft box, 18 t allowed.
pub const CONTAINER: [f64; 4] = [5.9, 2.35, 2.39, 18000.0];

/// A cell of the sheet.
enum Cell {
    Text(&'static str),
    Num(f64),
    Blank,
}

/// The sheet's rows, as the case lays them out.
fn rows() -> Vec<Vec<Cell>> {
    use Cell::{Blank, Num, Text};
    let head = ["SKUID", "GROUP", "SKU数量", "SKU单件体积", "SKU长度", "SKU宽度", "SKU高度", "放置状态", "重量"];
    let mut rows = vec![head.iter().map(|h| Text(h)).collect::<Vec<_>>()];
    for s in &SKUS {
        let volume = (s.l * s.w * s.h * 1e6).round() / 1e6;
        rows.push(vec![
            Text(s.id),
            Text("G1"),
            s.qty.map_or(Blank, |q| Num(q as f64)),
            Num(volume),
            Num(s.l),
            Num(s.w),
            Num(s.h),
            Text("立放"),
            Num(s.kg),
        ]);
    }
    rows.push(vec![]);
    rows.push(vec![]);
    rows.push(vec![Text("集装箱信息")]);
    rows.push(vec![Text("名称"), Text("长"), Text("宽"), Text("高"), Text("最大载重")]);
    let [l, w, h, kg] = CONTAINER;
    rows.push(vec![Text("20GP"), Num(l), Num(w), Num(h), Num(kg)]);
    rows
}

const NS: &str = r#"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#;

/// `load_data.xlsx`: the smallest package Excel, openpyxl and pandas open (a workbook,
/// its one sheet, inline strings).
pub fn workbook() -> Vec<u8> {
    let mut data = String::new();
    for (r, row) in rows().iter().enumerate() {
        let mut cells = String::new();
        for (c, v) in row.iter().enumerate() {
            let at = format!("{}{}", (b'A' + c as u8) as char, r + 1);
            match v {
                Cell::Text(s) => cells.push_str(&format!(r#"<c r="{at}" t="inlineStr"><is><t>{s}</t></is></c>"#)),
                Cell::Num(x) => {
                    cells.push_str(&format!(r#"<c r="{at}"><v>{}</v></c>"#, grader::pyjson::py_float_repr(*x).trim_end_matches(".0")))
                }
                Cell::Blank => {}
            }
        }
        if !cells.is_empty() {
            data.push_str(&format!(r#"<row r="{}">{cells}</row>"#, r + 1));
        }
    }
    let parts = [
        (
            "[Content_Types].xml",
            concat!(
                r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
                r#"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#,
                r#"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#,
                r#"<Default Extension="xml" ContentType="application/xml"/>"#,
                r#"<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#,
                r#"<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>"#,
                r#"</Types>"#
            )
            .to_string(),
        ),
        (
            "_rels/.rels",
            concat!(
                r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
                r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#,
                r#"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>"#,
                r#"</Relationships>"#
            )
            .to_string(),
        ),
        (
            "xl/workbook.xml",
            format!(
                r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook {NS}><sheets><sheet name="多货推荐1" sheetId="1" r:id="rId1"/></sheets></workbook>"#
            ),
        ),
        (
            "xl/_rels/workbook.xml.rels",
            concat!(
                r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#,
                r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#,
                r#"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>"#,
                r#"</Relationships>"#
            )
            .to_string(),
        ),
        (
            "xl/worksheets/sheet1.xml",
            format!(r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet {NS}><sheetData>{data}</sheetData></worksheet>"#),
        ),
    ];
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, text) in parts {
        w.start_file(name, opts).expect("a part");
        w.write_all(text.as_bytes()).expect("a part");
    }
    w.finish().expect("the package").into_inner()
}

/// A box: its SKU's index and `[x, y, z, l, w, h]`.
pub type Placed = (usize, [f64; 6]);

/// Fill the block at `at` of size `room` with SKU `k` in a grid, turned the way that
/// fits more.
fn grid(k: usize, at: [f64; 3], room: [f64; 3], out: &mut Vec<Placed>) {
    let s = &SKUS[k];
    let fit = |l: f64, w: f64| ((room[0] / l + 1e-9).floor() as usize, (room[1] / w + 1e-9).floor() as usize);
    let nz = (room[2] / s.h + 1e-9).floor() as usize;
    let (a, b) = (fit(s.l, s.w), fit(s.w, s.l));
    let ((nx, ny), (l, w)) = if a.0 * a.1 >= b.0 * b.1 { (a, (s.l, s.w)) } else { (b, (s.w, s.l)) };
    for i in 0..nx {
        for j in 0..ny {
            for m in 0..nz {
                out.push((k, [at[0] + i as f64 * l, at[1] + j as f64 * w, at[2] + m as f64 * s.h, l, w, s.h]));
            }
        }
    }
}

/// The reference load (module docs); `fill`: ITEM_C also above and beside the slabs.
pub fn solve(fill: bool) -> Vec<Placed> {
    let [cl, cw, ch, _] = CONTAINER;
    let mut out = Vec::new();
    let mut x = 0.0;
    for (k, s) in SKUS.iter().enumerate() {
        let Some(q) = s.qty else { continue };
        // The slab's length: the turn that needs fewer columns along x.
        let nz = (ch / s.h + 1e-9).floor().max(1.0);
        let cols = |l: f64, w: f64| (l * (q as f64 / ((cw / w + 1e-9).floor() * nz)).ceil(), w);
        let (a, b) = (cols(s.l, s.w), cols(s.w, s.l));
        let (len, w) = if a.0 <= b.0 { a } else { b };
        let l = if w == s.w { s.l } else { s.w };
        let ny = (cw / w + 1e-9).floor();
        let n = grid_fixed(k, [x, 0.0], [len, cw], (l, w), q, &mut out);
        assert_eq!(n, q, "{} fits its slab", s.id);
        if fill {
            let used_h = s.h * nz.min((q as f64 / ny).ceil());
            let c = SKUS.len() - 1;
            grid(c, [x, 0.0, used_h], [len, cw, ch - used_h], &mut out);
            grid(c, [x, ny * w, 0.0], [len, cw - ny * w, used_h], &mut out);
        }
        x += len;
    }
    grid(SKUS.len() - 1, [x, 0.0, 0.0], [cl - x, cw, ch], &mut out);
    out
}

/// `q` boxes of SKU `k` turned as `(l, w)` in the slab at `(x, y)`: across the width,
/// then up, then along.
fn grid_fixed(k: usize, at: [f64; 2], room: [f64; 2], (l, w): (f64, f64), q: usize, out: &mut Vec<Placed>) -> usize {
    let s = &SKUS[k];
    let ny = (room[1] / w + 1e-9).floor() as usize;
    let nz = (CONTAINER[2] / s.h + 1e-9).floor() as usize;
    let mut n = 0;
    'outer: for i in 0.. {
        for m in 0..nz {
            for j in 0..ny {
                if n >= q || (i + 1) as f64 * l > room[0] + 1e-9 {
                    break 'outer;
                }
                out.push((k, [at[0] + i as f64 * l, at[1] + j as f64 * w, m as f64 * s.h, l, w, s.h]));
                n += 1;
            }
        }
    }
    n
}

/// A load as `solution.json` ([`grader::pack::solution_json`]: a box a line).
pub fn json(load: &[Placed]) -> String {
    let boxes: Vec<PackBox> = load
        .iter()
        .map(|(k, at)| PackBox { sku: SKUS[*k].id.into(), sku_index: Some(*k), at: at.iter().map(|v| (v * 1e6).round() / 1e6).collect() })
        .collect();
    grader::pack::solution_json(&boxes)
}

fn examples() -> Vec<Example> {
    let best = solve(true);
    let floor = solve(false);
    let one_layer: Vec<Placed> = floor.iter().filter(|(k, at)| SKUS[*k].qty.is_some() || at[2] == 0.0).cloned().collect();
    // Sizes to a tenth of a metre: ITEM_C's 0.45 becomes 0.5.
    let mut rounded = best.clone();
    for (_, at) in rounded.iter_mut() {
        at[3] = (at[3] * 10.0).round() / 10.0;
        at[4] = (at[4] * 10.0).round() / 10.0;
    }
    // The last C that stands on another one, 1 cm lower: it sinks into the C below.
    let mut sunk = best.clone();
    let top = sunk.iter().rposition(|(k, at)| *k == 2 && at[2] > 0.0).expect("a stacked C");
    sunk[top].1[2] -= 0.01;
    let one_a_short: Vec<Placed> = {
        let mut v = best.clone();
        let i = v.iter().position(|(k, _)| *k == 0).expect("an A");
        v.remove(i);
        v
    };
    vec![
        Example {
            file: "submissions/1-reference.json",
            title: "The reference load",
            teaches: "The six A and three B in slabs at the front wall, then ITEM_C in a grid in every empty block: above and beside each slab and all along the rest. It defines the reference: score 1.0.",
            text: json(&best),
            expect: expect("valid", 3, "the reference"),
        },
        Example {
            file: "submissions/2-floor-behind.json",
            title: "C only behind the slabs",
            teaches: "The same slabs, but ITEM_C only in the length left behind them: the space above and beside the slabs stays empty, so fewer C and a lower score.",
            text: json(&floor),
            expect: expect("valid", 2, "valid, not optimised"),
        },
        Example {
            file: "submissions/3-one-layer.json",
            title: "One layer of C",
            teaches: "The same slabs and ITEM_C only on the floor behind them, one layer: a valid load, with most of the container's height left empty.",
            text: json(&one_layer),
            expect: expect("valid", 1, "valid, poor"),
        },
        Example {
            file: "submissions/4-rounded-sizes.json",
            title: "Sizes rounded to 10 cm",
            teaches: "The reference with every length and width rounded to a tenth of a metre: ITEM_C's 0.45 m becomes 0.5 m, not its size nor its turn (rule C7), so every C is rejected.",
            text: json(&rounded),
            expect: expect("rejected", 0, "missed the rules"),
        },
        Example {
            file: "submissions/5-one-a-short.json",
            title: "One A short",
            teaches: "The reference with one ITEM_A left out: six are required, exactly. A required count off by one rejects the load.",
            text: json(&one_a_short),
            expect: expect("rejected", 0, "rejected"),
        },
        Example {
            file: "submissions/6-sunk-box.json",
            title: "A box 1 cm into another",
            teaches: "One C set 1 cm lower, into the C below it: the two share a 0.6 × 0.45 × 0.01 m block. Touching is fine, sharing space by more than 1e-6 m is not (rule C5).",
            text: json(&sunk),
            expect: expect("rejected", 0, "missed the rules"),
        },
    ]
}

fn rules() -> Vec<Rule> {
    let r = Rule::new;
    vec![
        r("Every box, one line", "`placements` lists every box placed: its `sku_id` (ITEM_A, ITEM_B or ITEM_C, as in the workbook) and its left-front-bottom corner `x`, `y`, `z` and size `l`, `w`, `h` as placed, in metres.", "No non-empty list `placements` is `fatal`; a field float() cannot read or an unknown id is a violation: score 0."),
        r("Exactly the required boxes", "6 ITEM_A and 3 ITEM_B, no more, no fewer; ITEM_C has no quantity: as many as fit.", "A count off by one is a violation: score 0."),
        r("Within the load limit", "The boxes' weights (420, 310 and 38.5 kg a box) add up to at most 18,000 kg.", "Over the limit by more than 1e-6 kg is a violation: score 0."),
        r("Inside, upright, turned only about the vertical", "Every box inside the 5.9 × 2.35 × 2.39 m container (corners from 0), h its own height, (l, w) its length and width or the two swapped, each within 1e-6.", "Any box outside, laid down or resized is a violation: score 0."),
        r("No two boxes share space", "Boxes may touch; two that overlap by more than 1e-6 m along all three axes break the rule.", "The first three overlaps are listed and the rest counted: score 0."),
        r("ITEM_C is the score", "The score is the load's ITEM_C count over the reference load's, rounded to 4 places.", "Space left empty above and beside the required boxes is C not loaded."),
    ]
}

const INSTRUCTION: &str = "\
# Load our 20 ft container

Three SKUs go into one 20 ft container (inside 5.9 × 2.35 × 2.39 m, 18,000 kg allowed):
`data/load_data.xlsx`, sheet 多货推荐1, lists them with their sizes, weights and quantities,
and below them the container. The 6 ITEM_A and 3 ITEM_B must all go in; ITEM_C is what we
recommend: as many as still fit.

Everything stands upright; length and width may be swapped. Send `solution.json` with every
box, its corner and the size it takes:

```json
{\"placements\": [{\"sku_id\": \"ITEM_A\", \"x\": 0.0, \"y\": 0.0, \"z\": 0.0, \"l\": 1.2, \"w\": 0.8, \"h\": 1.05}]}
```
";

pub fn case_of(reference: f64) -> PackCase {
    let files = grader::kind::FileList::new(vec![("data/load_data.xlsx".into(), workbook())]);
    <grader::pack::PackKind as grader::kind::Kind>::load_files(None, None, &files, Some(reference)).expect("our workbook loads")
}

pub fn grade(case: &PackCase, text: &str) -> PackReport {
    grader::pack::grade(case, text.as_bytes(), "solution.json")
}

pub fn generate(files: &mut Files) {
    let examples = examples();
    let c_of = |r: &PackReport| r.sku3_count.unwrap_or(0);
    let reference = c_of(&grade(&case_of(1.0), &examples[0].text)) as f64;
    let case = case_of(reference);
    let reports: Vec<PackReport> = examples.iter().map(|e| grade(&case, &e.text)).collect();
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    // The ladder holds: reference > C behind only > one layer > 0, the broken ones rejected each
    // for its own rule.
    assert!(scores[0] == 1.0 && scores[0] > scores[1] && scores[1] > scores[2] && scores[2] > 0.0, "{scores:?}");
    assert!(reports[..3].iter().all(|r| r.valid), "{:?}", reports.iter().map(|r| &r.error_info).collect::<Vec<_>>());
    let first = |r: &PackReport| r.diagnostics.first().map(|d| d.code.clone()).unwrap_or_default();
    assert_eq!(
        (first(&reports[3]), first(&reports[4]), first(&reports[5])),
        ("pack/not-a-rotation".to_string(), "pack/count".to_string(), "pack/overlap".to_string())
    );
    let dir = |f: &str| format!("{ID}/{f}");
    files.insert(dir("data/load_data.xlsx"), workbook());
    put(files, dir("instruction.md"), INSTRUCTION);
    for e in &examples {
        put(files, dir(e.file), e.text.clone());
    }
    let manifest = CaseManifest::new(CaseKind::Pack, Manifest {
        server: Default::default(),
        id: ID.into(),
        kind: String::new(),
        title: "Three SKUs in a 20 ft container".into(),
        summary: "Load 6 ITEM_A and 3 ITEM_B into a 20 ft container, then as many ITEM_C as still fit: every box upright, inside, within 18,000 kg, no two sharing space. The score is your ITEM_C count over the reference load's.".into(),
        parameters: serde_json::Value::Null,
        reference: Reference {
            value: reference,
            how: "The ITEM_C count of submissions/1-reference.json: casegen's solver (the required SKUs in slabs at the front wall, ITEM_C in a grid in every empty block left).".into(),
        },
        files: [("workbook", "data/load_data.xlsx"), ("instruction", "instruction.md"), ("reference", "submissions/1-reference.json")]
            .into_iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect(),
        rules: rules(),
        submissions: examples.iter().map(Example::submission).collect(),
    });
    put(files, dir("case.json"), out::manifest(&manifest));
}
