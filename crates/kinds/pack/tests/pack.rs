//! The pack kind on small workbooks of our own in FDE-Bench 026's layout, each outcome
//! as the case's evaluator's rules give it (CPython 3.12, pandas 2.3.2; peers/kinds/pack.py
//! checks thousands more against our plain-Python statement of the rules).

use std::io::Write;

use grade_core::kind::{FileList, Kind, KindReport};
use kind_pack::{codes, PackCase, PackKind};

const NS: &str = r#"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#;

/// A cell: text (inline), a number, or blank.
enum C<'a> {
    T(&'a str),
    N(f64),
    B,
}
use C::{B, N, T};

/// A one-sheet workbook `sheet` of `rows` (row 1 first; a row of blanks is left out, as
/// Excel writes an empty row).
fn book(sheet: &str, rows: &[Vec<C>]) -> Vec<u8> {
    let mut data = String::new();
    for (r, row) in rows.iter().enumerate() {
        let cells: String = row
            .iter()
            .enumerate()
            .map(|(c, v)| {
                let at = format!("{}{}", (b'A' + c as u8) as char, r + 1);
                match v {
                    T(s) => format!(r#"<c r="{at}" t="inlineStr"><is><t>{s}</t></is></c>"#),
                    N(x) => format!(r#"<c r="{at}"><v>{x:?}</v></c>"#),
                    B => String::new(),
                }
            })
            .collect();
        if !cells.is_empty() {
            data.push_str(&format!(r#"<row r="{}">{cells}</row>"#, r + 1));
        }
    }
    let parts = [
        (
            "[Content_Types].xml",
            r#"<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>"#.to_string(),
        ),
        (
            "xl/workbook.xml",
            format!(r#"<?xml version="1.0"?><workbook {NS}><sheets><sheet name="{sheet}" sheetId="1" r:id="rId1"/></sheets></workbook>"#),
        ),
        (
            "xl/_rels/workbook.xml.rels",
            r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>"#.to_string(),
        ),
        ("xl/worksheets/sheet1.xml", format!(r#"<?xml version="1.0"?><worksheet {NS}><sheetData>{data}</sheetData></worksheet>"#)),
    ];
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, text) in parts {
        w.start_file(name, opts).unwrap();
        w.write_all(text.as_bytes()).unwrap();
    }
    w.finish().unwrap().into_inner()
}

/// The case's layout: A 2 × (1.0 × 0.5 × 1.0, 100 kg), B 1 × (0.8 × 0.6 × 1.2, 50 kg),
/// C any (0.5 × 0.5 × 0.5, 10 kg); a 3 × 1 × 2 container for `limit` kg.
fn rows(limit: f64) -> Vec<Vec<C<'static>>> {
    vec![
        vec![T("SKUID"), T("GROUP"), T("SKU数量"), T("SKU单件体积"), T("SKU长度"), T("SKU宽度"), T("SKU高度"), T("放置状态"), T("重量")],
        vec![T("ITEM_A"), T("G"), N(2.0), N(0.5), N(1.0), N(0.5), N(1.0), T("立放"), N(100.0)],
        vec![T("ITEM_B"), T("G"), N(1.0), N(0.576), N(0.8), N(0.6), N(1.2), T("立放"), N(50.0)],
        vec![T("ITEM_C"), T("G"), B, N(0.125), N(0.5), N(0.5), N(0.5), T("立放"), N(10.0)],
        vec![],
        vec![T("集装箱信息")],
        vec![T("名称"), T("长"), T("宽"), T("高"), T("最大载重")],
        vec![T("柜"), N(3.0), N(1.0), N(2.0), N(limit)],
    ]
}

fn case_of(bytes: Vec<u8>) -> PackCase {
    let files = FileList::new(vec![("data/load_data.xlsx".into(), bytes)]);
    PackKind::load_files(None, None, &files, None).unwrap()
}

fn case() -> PackCase {
    case_of(book("多货推荐1", &rows(1000.0)))
}

/// A valid load: A, A side by side, B behind them, C stacked on an A; `extra` boxes after.
fn plan(extra: &[&str]) -> String {
    let mut boxes = vec![
        r#"{"sku_id": "ITEM_A", "x": 0, "y": 0, "z": 0, "l": 1.0, "w": 0.5, "h": 1.0}"#.to_string(),
        r#"{"sku_id": "ITEM_A", "x": 0, "y": 0.5, "z": 0, "l": 1.0, "w": 0.5, "h": 1.0}"#.into(),
        r#"{"sku_id": "ITEM_B", "x": 1.0, "y": 0, "z": 0, "l": 0.6, "w": 0.8, "h": 1.2}"#.into(),
        r#"{"sku_id": "ITEM_C", "x": 0, "y": 0, "z": 1.0, "l": 0.5, "w": 0.5, "h": 0.5}"#.into(),
    ];
    boxes.extend(extra.iter().map(|s| s.to_string()));
    format!(r#"{{"placements": [{}]}}"#, boxes.join(", "))
}

/// The server's output on one line (traceback aside).
fn server_on(case: &PackCase, text: &str) -> String {
    let r = PackKind::grade(case, text.as_bytes(), "s/solution.json", &[]);
    let out = PackKind::server_output(case, &r, Some(text.as_bytes()), "s/solution.json");
    let lines: String = out.lines().map(str::trim).filter(|l| !l.starts_with("\"traceback\"")).collect();
    lines.replace("\": ", "\":").replace(",}", "}")
}

fn server(text: &str) -> String {
    server_on(&case(), text)
}

fn codes_of(text: &str) -> Vec<String> {
    PackKind::grade(&case(), text.as_bytes(), "s/solution.json", &[]).diagnostics.iter().map(|d| d.code.clone()).collect()
}

const ZERO: &str = r#"{"validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":"#;

#[test]
fn a_valid_load_scores_item_c_over_the_reference() {
    // 1 / 148.00596095999998 = 0.006756… → 0.0068; weight 2·100 + 50 + 10; volume
    // (0.5 + 0.5 + 0.576 + 0.125) / 6 = 0.2835.
    let c = case();
    let r = PackKind::grade(&c, plan(&[]).as_bytes(), "s/solution.json", &[]);
    assert!(r.valid, "{:?}", r.diagnostics);
    assert_eq!(r.score(), Some(0.0068));
    assert_eq!(
        server(&plan(&[])),
        r#"{"validity_score":1.0,"quality_score":0.0068,"overall_score":0.0068,"error_info":{},"sku3_count":1,"sku1_count":2,"sku2_count":1,"total_weight_kg":260.0,"space_utilization":0.2835,"baseline_cost":148.00596095999998}"#
    );
    // The figure's boxes: every placement, its SKU and its numbers.
    assert_eq!(r.boxes.len(), 4);
    assert_eq!(
        (r.boxes[2].sku.as_str(), r.boxes[2].sku_index, r.boxes[2].at.clone()),
        ("ITEM_B", Some(1), vec![1.0, 0.0, 0.0, 0.6, 0.8, 1.2])
    );
    assert_eq!(
        r.skus.iter().map(|s| (s.id.as_str(), s.required, s.placed)).collect::<Vec<_>>(),
        [("ITEM_A", Some(2.0), 2), ("ITEM_B", Some(1.0), 1), ("ITEM_C", None, 1)]
    );
    // The reference from the flag or the manifest divides instead.
    let mut c2 = c.clone();
    c2.reference = 1.0;
    assert!(server_on(&c2, &plan(&[])).contains(r#""quality_score":1.0,"#));
}

#[test]
fn touching_and_within_a_micron_is_no_overlap_nor_out_of_bounds() {
    // C on top of B's roof edge, touching A's side; C at the far wall by 5e-7; a corner 5e-7 below zero.
    let ok = [
        r#"{"sku_id": "ITEM_C", "x": 2.5000005, "y": 0.5, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"sku_id": "ITEM_C", "x": 0.5, "y": 0, "z": 1.0000005, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"sku_id": "ITEM_C", "x": 1.6, "y": -5e-7, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
    ];
    assert!(server(&plan(&ok)).contains(r#""sku3_count":4"#), "{}", server(&plan(&ok)));
    // 2e-6 past: out of bounds, 2e-6 deep into A: an overlap, -2e-6: negative.
    let bad = [
        r#"{"sku_id": "ITEM_C", "x": 2.500002, "y": 0.5, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"sku_id": "ITEM_C", "x": 0.5, "y": 0, "z": 0.999998, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"sku_id": "ITEM_C", "x": 1.6, "y": -2e-6, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
    ];
    assert_eq!(
        server(&plan(&bad)),
        format!(
            "{ZERO}{{\"constraint\":[\"C4: item[4] ITEM_C x+l=3.0000 > 3.0\",\"C4: item[6] ITEM_C negative coord (1.6,-2e-06,0.0)\",\"C5: item[0](ITEM_A) overlaps item[5](ITEM_C) by (0.5000,0.5000,0.0000)\"]}}}}"
        )
    );
    assert_eq!(codes_of(&plan(&bad)), [codes::PACK_OUT_OF_BOUNDS.code, codes::PACK_NEGATIVE.code, codes::PACK_OVERLAP.code]);
    let r = PackKind::grade(&case(), plan(&bad).as_bytes(), "s/solution.json", &[]);
    let d = &r.diagnostics[2];
    assert_eq!(d.message, "placement 0 (ITEM_A) overlaps placement 5 (ITEM_C) by 0.5000 × 0.5000 × 0.0000 m");
    assert_eq!((d.location.index_of("placement"), d.location.index_of("other")), (Some(0), Some(5)));
}

#[test]
fn counts_weight_and_sizes() {
    // One A fewer: the count; B laid down and resized; the weight just over 1000 with 70 Cs.
    let one_a = plan(&[]).replacen(r#"{"sku_id": "ITEM_A", "x": 0, "y": 0.5, "z": 0, "l": 1.0, "w": 0.5, "h": 1.0}, "#, "", 1);
    assert_eq!(server(&one_a), format!("{ZERO}{{\"constraint\":[\"required count: ITEM_A=1 != 2\"]}}}}"));
    let b = plan(&[]).replace(r#""l": 0.6, "w": 0.8, "h": 1.2"#, r#""l": 1.2, "w": 0.6, "h": 0.8"#);
    assert_eq!(
        server(&b),
        format!("{ZERO}{{\"constraint\":[\"C6: item[2] ITEM_B h=0.8 != 1.2 (upright)\",\"C7: item[2] ITEM_B (l=1.2,w=0.6) not a rotation of (0.8,0.6)\"]}}}}")
    );
    // A quarter turn is fine; an int where a float is written is fine.
    let turned = plan(&[]).replace(r#""l": 0.6, "w": 0.8, "h": 1.2"#, r#""l": 0.8, "w": 0.6, "h": 1.2"#);
    assert!(server(&turned).contains("\"validity_score\":1.0"));
    // 75 more Cs at 10 kg, all in one place: 1010 kg over 1000 (the weight is listed
    // before the overlaps), 75·74/2 pairs, three listed and the rest counted.
    let c = r#"{"sku_id": "ITEM_C", "x": 2.5, "y": 0.5, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#;
    let heavy = plan(&vec![c; 75]);
    let s = server(&heavy);
    assert!(s.starts_with(&format!("{ZERO}{{\"constraint\":[\"C3: total_weight=1010.0 > 1000.0\",\"C5: item[4](ITEM_C) overlaps item[5](ITEM_C) by (0.5000,0.5000,0.5000)\"")), "{s}");
    assert!(s.contains("\"C5: ... and 2772 more overlaps (total=2775)\""), "{s}");
    let r = PackKind::grade(&case(), heavy.as_bytes(), "s/solution.json", &[]);
    assert_eq!((r.overlaps, r.n_violations), (2775, 2776));
    // Exactly at the limit is within it.
    let at = case_of(book("多货推荐1", &rows(260.0)));
    assert!(server_on(&at, &plan(&[])).contains("\"validity_score\":1.0"));
    let under = case_of(book("多货推荐1", &rows(259.9999985)));
    assert_eq!(server_on(&under, &plan(&[])), format!("{ZERO}{{\"constraint\":[\"C3: total_weight=260.0 > 259.9999985\"]}}}}"));
}

#[test]
fn ids_and_fields_as_python_reads_them() {
    let odd = [
        r#"{"sku_id": "item_c", "x": 2, "y": 0, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"x": 2, "y": 0, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"sku_id": 1.0, "x": 2, "y": 0, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"sku_id": "ITEM_C", "x": " 2.5 ", "y": "1_0", "z": true, "l": 0.5, "w": 0.5, "h": 0.5}"#,
        r#"{"sku_id": "ITEM_C", "x": null, "y": 0, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#,
    ];
    assert_eq!(
        server(&plan(&odd)),
        format!(
            "{ZERO}{{\"constraint\":[\"unknown sku_id=item_c\",\"unknown sku_id=None\",\"unknown sku_id=1.0\",\"C4: item[7] ITEM_C y+w=10.5000 > 1.0\",\"item[8] ITEM_C missing/invalid geometry fields\",\"C5: item[4](item_c) overlaps item[5](None) by (0.5000,0.5000,0.5000)\",\"C5: item[4](item_c) overlaps item[6](1.0) by (0.5000,0.5000,0.5000)\",\"C5: item[5](None) overlaps item[6](1.0) by (0.5000,0.5000,0.5000)\"]}}}}"
        )
    );
    let r = PackKind::grade(&case(), plan(&odd).as_bytes(), "s/solution.json", &[]);
    let geo = r.diagnostics.iter().find(|d| d.code == codes::PACK_GEOMETRY.code).unwrap();
    assert_eq!(
        geo.message,
        "placement 8 (ITEM_C) has no number float() reads in `x`: float() argument must be a string or a real number, not 'NoneType'"
    );
    assert_eq!(r.n_violations, 8);
}

#[test]
fn what_python_raises() {
    let ex = |text: &str| server(text);
    assert_eq!(ex("[1]"), format!("{ZERO}{{\"exception\":\"'list' object has no attribute 'get'\"}}}}"));
    assert_eq!(ex(r#"{"placements": [1]}"#), format!("{ZERO}{{\"exception\":\"'int' object has no attribute 'get'\"}}}}"));
    assert_eq!(ex(r#"{"placements": [{"sku_id": ["a"]}]}"#), format!("{ZERO}{{\"exception\":\"unhashable type: 'list'\"}}}}"));
    let huge = format!(r#"{{"sku_id": "X", "x": 1{}, "y": 0}}"#, "0".repeat(400));
    assert_eq!(ex(&plan(&[&huge])), format!("{ZERO}{{\"exception\":\"int too large to convert to float\"}}}}"));
    assert_eq!(ex("{\"placements\": []}"), format!("{ZERO}{{\"fatal\":[\"Missing or empty 'placements'\"]}}}}"));
    assert_eq!(ex("{\"placements\": {\"a\": 1}}"), format!("{ZERO}{{\"fatal\":[\"Missing or empty 'placements'\"]}}}}"));
    assert_eq!(ex("{\"placements\": ["), format!("{ZERO}{{\"exception\":\"Expecting value: line 1 column 17 (char 16)\"}}}}"));
    assert_eq!(codes_of("[1]"), [codes::PACK_NOT_AN_OBJECT.code]);
    assert_eq!(codes_of("{}"), [codes::PACK_NO_PLACEMENTS.code]);
    assert_eq!(codes_of("{"), [codes::PACK_NOT_JSON.code]);
    assert_eq!(codes_of(&plan(&[&huge])), [codes::PACK_RAISES.code]);
    // A missing file, after the workbook.
    let c = case();
    let r = PackKind::grade_unreadable(&c, "s/solution.json", "No such file");
    assert_eq!(r.diagnostics[0].code, codes::PACK_FILE_NOT_FOUND.code);
    assert!(PackKind::server_output(&c, &r, None, "s/solution.json").contains("\"File not found: s/solution.json\""));
}

#[test]
fn the_workbook_as_read_excel_reads_it() {
    let raised = |rows: Vec<Vec<C>>, sheet: &str| {
        let c = case_of(book(sheet, &rows));
        let r = PackKind::grade(&c, plan(&[]).as_bytes(), "s/solution.json", &[]);
        assert_eq!(r.diagnostics[0].code, codes::PACK_BAD_DATA.code);
        r.error_info.exception.unwrap()
    };
    assert_eq!(raised(rows(1000.0), "Sheet1"), "Worksheet named '多货推荐1' not found");
    // No weight column: KeyError's str is the repr of its message; a blank title is `nan`.
    let mut r = rows(1000.0);
    r[0][8] = T("W");
    r[0][1] = B;
    assert_eq!(
        raised(r, "多货推荐1"),
        r#""none of ('重量',) in ['SKUID', 'nan', 'SKU数量', 'SKU单件体积', 'SKU长度', 'SKU宽度', 'SKU高度', '放置状态', 'W']""#
    );
    let mut r = rows(1000.0);
    r[5] = vec![T("集装箱")];
    assert_eq!(raised(r, "多货推荐1"), r#""'集装箱信息' block not found in sheet""#);
    let mut r = rows(1000.0);
    r.truncate(7);
    assert_eq!(raised(r, "多货推荐1"), "single positional indexer is out-of-bounds");
    let mut r = rows(1000.0);
    r[2][2] = T("inf");
    assert_eq!(raised(r, "多货推荐1"), "cannot convert float infinity to integer");
    // Not a workbook at all: pandas' own words.
    let c = case_of(b"id,x\n".to_vec());
    assert_eq!(
        PackKind::grade(&c, b"{}", "s", &[]).error_info.exception.as_deref(),
        Some("Excel file format cannot be determined, you must specify an engine manually.")
    );
    // Text numbers and a repeated SKU (its last values, its first place); a blank
    // weight raises once a box of it is weighed.
    let mut r = rows(1000.0);
    r[1][4] = T(" 1.0 ");
    r.insert(4, vec![T("ITEM_B"), T("G"), N(1.0), B, N(0.8), N(0.6), N(1.2), B, B]);
    let c = case_of(book("多货推荐1", &r));
    assert_eq!(
        server_on(&c, &plan(&[])),
        format!("{ZERO}{{\"exception\":\"unsupported operand type(s) for +: 'float' and 'NoneType'\"}}}}")
    );
    let r = PackKind::grade(&c, plan(&[]).as_bytes(), "s/solution.json", &[]);
    assert_eq!(r.diagnostics[0].code, codes::PACK_RAISES.code);
    assert_eq!(r.skus.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["ITEM_A", "ITEM_B", "ITEM_C"]);
}

#[test]
fn every_code_is_named_here() {
    // The registry's rule: every declared code is emitted by the corpus or named in the
    // kind's tests; these are the ones the tests above produce.
    let named = [
        codes::PACK_FILE_NOT_FOUND,
        codes::PACK_BAD_DATA,
        codes::PACK_NOT_JSON,
        codes::PACK_NOT_AN_OBJECT,
        codes::PACK_NO_PLACEMENTS,
        codes::PACK_RAISES,
        codes::PACK_UNKNOWN_SKU,
        codes::PACK_COUNT,
        codes::PACK_OVERWEIGHT,
        codes::PACK_GEOMETRY,
        codes::PACK_NEGATIVE,
        codes::PACK_OUT_OF_BOUNDS,
        codes::PACK_NOT_UPRIGHT,
        codes::PACK_NOT_A_ROTATION,
        codes::PACK_OVERLAP,
    ];
    assert_eq!(named.len(), codes::PACK_CODES.len());
}

#[test]
fn the_coach_gives_the_room_left_for_item_c_by_weight_and_by_volume() {
    // plan(): 260 kg of 1,000 → ⌊740 / 10⌋ = 74 more ITEM_C by weight; boxes 0.5 + 0.5 +
    // 0.576 + 0.125 = 1.701 m³ of 6 → ⌊4.299 / 0.125⌋ = 34 by volume: the volume binds.
    let r = PackKind::grade(&case(), plan(&[]).as_bytes(), "s/solution.json", &[]);
    let k = kind_pack::coach(&r).unwrap();
    assert_eq!((k.score, k.item_c, k.reference), (0.0068, 1, 148.00596095999998));
    assert_eq!((k.weight, k.max_weight, k.more_by_weight), (260.0, Some(1000.0), Some(74)));
    assert!((k.volume - 1.701).abs() < 1e-12 && k.inner_volume == Some(6.0), "{k:?}");
    assert_eq!((k.more_by_volume, k.limit), (Some(34), Some("volume")));
    // The farthest ends: B's at 1.0 + 0.6 along the length, the As' at 1.0 across, C's top at 1.5.
    assert_eq!((k.free_length, k.free_width, k.free_height), (Some(1.4), Some(0.0), Some(0.5)));
    // A 300 kg limit: ⌊40 / 10⌋ = 4 more by weight, which binds first.
    let light = case_of(book("多货推荐1", &rows(300.0)));
    let k = kind_pack::coach(&PackKind::grade(&light, plan(&[]).as_bytes(), "s/solution.json", &[])).unwrap();
    assert_eq!((k.more_by_weight, k.limit), (Some(4), Some("weight")));
    // The table in every language: the head, weight, volume, the limit, the free room.
    i18n::register(&[&kind_pack::WORDS]);
    for lang in i18n::Lang::ALL {
        let t = k.table(lang);
        assert_eq!(t.lines().count(), 5, "{lang:?}: {t}");
        assert!(t.starts_with("s/solution.json") && t.contains("ITEM_C") && t.contains("300.0"), "{lang:?}: {t}");
    }
    // Nothing to coach on a load that breaks a rule.
    let bad = PackKind::grade(
        &case(),
        plan(&[r#"{"sku_id": "ITEM_A", "x": 0, "y": 0, "z": 0, "l": 1.0, "w": 0.5, "h": 1.0}"#]).as_bytes(),
        "s/solution.json",
        &[],
    );
    assert!(!bad.valid);
    assert_eq!(kind_pack::coach(&bad), None);
}

#[test]
fn a_heap_of_boxes_in_one_spot_is_counted_pair_by_pair_and_listed_to_the_cap() {
    // 1,000 ITEM_C in one spot: 499,500 overlapping pairs, every one counted as the
    // evaluator counts them, 200 built and listed, then one summary entry.
    let c = r#"{"sku_id": "ITEM_C", "x": 2.0, "y": 0, "z": 0, "l": 0.5, "w": 0.5, "h": 0.5}"#;
    let text = plan(&vec![c; 1000]);
    let r = PackKind::grade(&case(), text.as_bytes(), "s/solution.json", &[]);
    assert!(!r.valid);
    let pairs = 1000 * 999 / 2;
    assert_eq!(r.overlaps, pairs);
    let overlap = |d: &&grade_core::Diagnostic| d.code == "pack/overlap";
    assert_eq!(r.diagnostics.iter().filter(overlap).count(), 200 + 1);
    let last = r.diagnostics.iter().rfind(|d| overlap(d)).unwrap();
    assert_eq!(last.message, format!("... and {} more like this, not listed ({pairs} in all)", pairs - 200));
    assert_eq!(r.diagnostic_groups.iter().find(|g| g.code == "pack/overlap").unwrap().count, pairs);
    // The server's text names the first three and the total, as the evaluator's does.
    assert!(server(&text).contains(&format!("C5: ... and {} more overlaps (total={pairs})", pairs - 3)));
}
