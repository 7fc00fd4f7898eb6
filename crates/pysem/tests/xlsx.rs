//! One test per quirk of openpyxl 3.1.5 / pandas 2.3.2 that pysem::xlsx reproduces (each
//! value as the pinned stack gives it: peers/xlsx_peer.py checks them in bulk), and the
//! located errors of bad workbooks.

use std::io::Write;

use pysem::xlsx::frame::{read_excel, Dtype, Name, PdValue, SheetName};
use pysem::xlsx::{DataType, Date, DateTime, Duration, Mode, Time, Value, Workbook, XlsxError};

const NS: &str = r#"xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#;

/// A workbook of the given sheets (`sheetData` and after), shared strings, number formats
/// (one cell style per format, style 1 onwards) and `date1904`.
fn book(sheets: &[(&str, &str)], shared: &[&str], formats: &[&str], date1904: bool) -> Vec<u8> {
    let mut parts: Vec<(String, String)> = Vec::new();
    let mut ct = String::from(
        r#"<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>"#,
    );
    let (mut list, mut rels) = (String::new(), String::new());
    for (i, (name, xml)) in sheets.iter().enumerate() {
        let n = i + 1;
        parts.push((format!("xl/worksheets/sheet{n}.xml"), format!(r#"<?xml version="1.0"?><worksheet {NS}>{xml}</worksheet>"#)));
        list.push_str(&format!(r#"<sheet name="{name}" sheetId="{n}" r:id="rId{n}"/>"#));
        rels.push_str(&format!(r#"<Relationship Id="rId{n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet{n}.xml"/>"#));
    }
    ct.push_str("</Types>");
    let pr = if date1904 { r#"<workbookPr date1904="1"/>"# } else { "" };
    parts.push(("xl/workbook.xml".into(), format!(r#"<?xml version="1.0"?><workbook {NS}>{pr}<sheets>{list}</sheets></workbook>"#)));
    parts.push((
        "xl/_rels/workbook.xml.rels".into(),
        format!(r#"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{rels}</Relationships>"#),
    ));
    parts.push(("[Content_Types].xml".into(), ct));
    let si: String = shared.iter().map(|s| format!("<si><t>{s}</t></si>")).collect();
    parts.push(("xl/sharedStrings.xml".into(), format!(r#"<sst {NS}>{si}</sst>"#)));
    let fmts: String = formats.iter().enumerate().map(|(i, f)| format!(r#"<numFmt numFmtId="{}" formatCode="{f}"/>"#, 164 + i)).collect();
    let xfs: String = (0..formats.len()).map(|i| format!(r#"<xf numFmtId="{}"/>"#, 164 + i)).collect();
    parts.push((
        "xl/styles.xml".into(),
        format!(r#"<styleSheet {NS}><numFmts>{fmts}</numFmts><cellXfs><xf numFmtId="0"/>{xfs}</cellXfs></styleSheet>"#),
    ));
    zip_of(&parts)
}

fn zip_of(parts: &[(String, String)]) -> Vec<u8> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    for (name, text) in parts {
        w.start_file(name.as_str(), opts).unwrap();
        w.write_all(text.as_bytes()).unwrap();
    }
    w.finish().unwrap().into_inner()
}

fn one(sheet: &str) -> Workbook {
    Workbook::open(&book(&[("S", sheet)], &["a", "b_x005F_c"], &["yyyy-mm-dd", "[h]:mm", "h:mm", r#""day" 0"#, r"0\d", "[Red]0.0"], false))
        .unwrap()
}

fn values(wb: &Workbook, mode: Mode) -> Vec<Vec<Value>> {
    wb.sheet("S", mode).unwrap().rows.into_iter().map(|r| r.into_iter().map(|c| c.value).collect()).collect()
}

fn row1(cells: &str) -> Vec<Value> {
    values(&one(&format!("<sheetData><row r=\"1\">{cells}</row></sheetData>")), Mode::Full { data_only: true }).remove(0)
}

fn dt(y: i32, m: u32, d: u32, h: u32, mi: u32, s: u32, us: u32) -> Value {
    Value::DateTime(DateTime { date: Date { year: y, month: m, day: d }, time: Time { hour: h, minute: mi, second: s, microsecond: us } })
}

#[test]
fn numbers_are_int_unless_their_text_has_a_point_or_an_exponent() {
    // openpyxl's _cast_number: `.`, `e` or `E` makes a float; int() takes the rest.
    let got = row1(
        r#"<c><v>1</v></c><c><v>1.0</v></c><c><v>1.0E+2</v></c><c><v>0001</v></c><c><v> 12</v></c><c><v>1_000</v></c><c><v>123456789012345678901</v></c><c><v>-0</v></c>"#,
    );
    assert_eq!(
        got,
        [
            Value::Int(1),
            Value::Float(1.0),
            Value::Float(100.0),
            Value::Int(1),
            Value::Int(12),
            Value::Int(1000),
            Value::BigInt("123456789012345678901".into()),
            Value::Int(0)
        ]
    );
}

#[test]
fn strings_shared_inline_and_cached() {
    // Shared strings lose `x005F_` (inline ones keep it); index -1 is the last string;
    // an inline string is its <t> then its runs; t="str" is a string cached value,
    // and with an empty <v> it is None of type `str`.
    let wb = one(
        r#"<sheetData><row r="1"><c t="s"><v>1</v></c><c t="s"><v>-1</v></c><c t="inlineStr"><is><t>x005F_k</t><r><t>run</t></r></is></c><c t="str"><f>A1</f><v>12</v></c><c t="str"><v></v></c></row></sheetData>"#,
    );
    let row = wb.sheet("S", Mode::Full { data_only: true }).unwrap().rows.remove(0);
    let got: Vec<(Value, DataType)> = row.into_iter().map(|c| (c.value, c.data_type)).collect();
    assert_eq!(
        got,
        [
            (Value::Str("b_c".into()), DataType::Str),
            (Value::Str("b_c".into()), DataType::Str),
            (Value::Str("x005F_krun".into()), DataType::Str),
            (Value::Str("12".into()), DataType::Str),
            (Value::Empty, DataType::Other("str".into())),
        ]
    );
}

#[test]
fn formulas_text_or_cached_value() {
    let sheet = r#"<sheetData><row r="1"><c><f>SUM(B1:B2)</f><v>3</v></c><c t="e"><f>1/0</f><v>#DIV/0!</v></c></row></sheetData>"#;
    let wb = one(sheet);
    assert_eq!(values(&wb, Mode::Full { data_only: true })[0], [Value::Int(3), Value::Error("#DIV/0!".into())]);
    assert_eq!(values(&wb, Mode::Full { data_only: false })[0], [Value::Formula("=SUM(B1:B2)".into()), Value::Formula("=1/0".into())]);
}

#[test]
fn dates_from_the_style_and_the_1900_epoch() {
    // Styles 1: yyyy-mm-dd, 2: [h]:mm, 3: h:mm, 4: "day" 0 (quoted: no date), 5: 0\d
    // (escaped: no date), 6: [Red]0.0 (a colour: no date).
    let got = row1(
        r#"<c s="1"><v>1</v></c><c s="1"><v>59</v></c><c s="1"><v>60</v></c><c s="1"><v>61</v></c><c s="1"><v>45000.75</v></c><c s="3"><v>0.5</v></c><c s="2"><v>1.5</v></c><c s="4"><v>5</v></c><c s="5"><v>5</v></c><c s="6"><v>5</v></c><c s="1"><v>1e400</v></c>"#,
    );
    assert_eq!(
        got,
        [
            dt(1900, 1, 1, 0, 0, 0, 0),
            // Excel's phantom 1900-02-29: serials below 60 move a day, so 59 and 60 meet.
            dt(1900, 2, 28, 0, 0, 0, 0),
            dt(1900, 2, 28, 0, 0, 0, 0),
            dt(1900, 3, 1, 0, 0, 0, 0),
            dt(2023, 3, 15, 18, 0, 0, 0),
            Value::Time(Time { hour: 12, minute: 0, second: 0, microsecond: 0 }),
            Value::Duration(Duration { micros: 36 * 3_600_000_000 }),
            Value::Int(5),
            Value::Int(5),
            Value::Int(5),
            // Out of datetime's range: openpyxl warns and makes it the error #VALUE!.
            Value::Error("#VALUE!".into()),
        ]
    );
}

#[test]
fn the_1904_epoch() {
    let wb = Workbook::open(&book(
        &[("S", r#"<sheetData><row r="1"><c s="1"><v>0</v></c><c s="1"><v>1</v></c></row></sheetData>"#)],
        &[],
        &["yyyy-mm-dd"],
        true,
    ))
    .unwrap();
    assert!(wb.date1904);
    assert_eq!(
        values(&wb, Mode::Full { data_only: true })[0],
        [Value::Time(Time { hour: 0, minute: 0, second: 0, microsecond: 0 }), dt(1904, 1, 2, 0, 0, 0, 0)]
    );
}

#[test]
fn merged_cells_blank_all_but_the_top_left_in_full_mode_only() {
    let wb = one(
        r#"<sheetData><row r="1"><c><v>1</v></c><c><v>2</v></c></row><row r="2"><c><v>3</v></c><c><v>4</v></c></row></sheetData><mergeCells><mergeCell ref="A1:B2"/></mergeCells>"#,
    );
    assert_eq!(values(&wb, Mode::Full { data_only: true }), [vec![Value::Int(1), Value::Empty], vec![Value::Empty, Value::Empty]]);
    assert_eq!(values(&wb, Mode::ReadOnly), [vec![Value::Int(1), Value::Int(2)], vec![Value::Int(3), Value::Int(4)]]);
}

#[test]
fn read_only_rows_end_at_their_last_cell_and_never_go_back() {
    // Columns out of order: the row ends at its last cell's column (C3 is dropped);
    // row 1 after row 2 is skipped; a missing row is an empty tuple.
    let wb = one(
        r#"<sheetData><row r="2"><c r="C2"><v>9</v></c><c r="A2"><v>1</v></c></row><row r="1"><c r="A1"><v>5</v></c></row><row r="4"><c r="B4"><v>2</v></c></row></sheetData>"#,
    );
    assert_eq!(values(&wb, Mode::ReadOnly), [vec![], vec![Value::Int(1)], vec![], vec![Value::Empty, Value::Int(2)]]);
    // Full mode puts every cell at its reference.
    let full = wb.sheet("S", Mode::Full { data_only: true }).unwrap();
    assert_eq!(full.dimensions(), "A1:C4");
    assert_eq!(full.value(2, 3), &Value::Int(9));
    assert_eq!(full.value(1, 1), &Value::Int(5));
}

#[test]
fn a_row_zero_reference_counts_in_the_bounds_only() {
    // coordinate_to_tuple("A0") is (0, 1); iter_rows starts at row 1.
    let wb = one(r#"<sheetData><row r="1"><c r="A0"><v>7</v></c><c r="B1"><v>8</v></c></row></sheetData>"#);
    let s = wb.sheet("S", Mode::Full { data_only: true }).unwrap();
    assert_eq!(s.bounds, (0, 1, 1, 2));
    assert_eq!(s.rows, [vec![pysem::xlsx::Cell::EMPTY, pysem::xlsx::Cell { value: Value::Int(8), data_type: DataType::Numeric }]]);
}

#[test]
fn sheets_by_name_and_order() {
    let wb =
        Workbook::open(&book(&[("Zeta", "<sheetData/>"), ("多货推荐1", "<sheetData/>"), ("a&amp;b", "<sheetData/>")], &[], &[], false))
            .unwrap();
    assert_eq!(wb.sheet_names(), ["Zeta", "多货推荐1", "a&b"]);
    assert_eq!(wb.worksheet_name(2).unwrap(), "a&b");
    assert!(matches!(wb.sheet("nope", Mode::ReadOnly), Err(XlsxError::NoSheet { .. })));
}

fn frame(sheet: &str, header: Option<usize>) -> pysem::xlsx::frame::Frame {
    read_excel(&one(sheet), SheetName::Name("S"), header).unwrap()
}

#[test]
fn read_excel_headers() {
    // header=0: a blank header is `Unnamed: N`, a repeat gets `.1`; header=None: the
    // blank is NaN, whose str() is `nan` (what FDE-Bench 026's evaluator meets).
    let sheet = r#"<sheetData><row r="1"><c t="s"><v>0</v></c><c r="C1" t="s"><v>0</v></c></row><row r="2"><c><v>1</v></c><c><v>2</v></c><c><v>3</v></c></row></sheetData>"#;
    let f = frame(sheet, Some(0));
    let names: Vec<Name> = f.columns.iter().map(|c| c.name.clone()).collect();
    assert_eq!(names, [Name::Str("a".into()), Name::Str("Unnamed: 1".into()), Name::Str("a.1".into())]);
    let f = frame(sheet, None);
    let c1 = &f.columns[1];
    assert_eq!((c1.dtype, c1.values[0].py_str(c1.dtype)), (Dtype::Float64, "nan".to_string()));
}

#[test]
fn read_excel_dtypes() {
    let rows = [
        ["1", "1", r#"t="s"><v>0"#, r#"t="b"><v>1"#, r#"s="1"><v>45000"#, r#"t="inlineStr"><is><t>True</t></is>"#],
        ["2", "2.5", "3", r#"t="b"><v>0"#, "", r#"t="inlineStr"><is><t>false</t></is>"#],
    ];
    let mut xml = String::from("<sheetData><row r=\"1\">");
    for h in ["i", "f", "o", "b", "d", "s"] {
        xml.push_str(&format!("<c t=\"inlineStr\"><is><t>{h}</t></is></c>"));
    }
    xml.push_str("</row>");
    for (r, row) in rows.iter().enumerate() {
        xml.push_str(&format!("<row r=\"{}\">", r + 2));
        for (c, v) in row.iter().enumerate() {
            let col = (b'A' + c as u8) as char;
            if v.is_empty() {
                continue;
            }
            if v.contains('>') {
                let close = if v.contains("<is>") { "</c>" } else { "</v></c>" };
                xml.push_str(&format!("<c r=\"{col}{}\" {v}{close}", r + 2));
            } else {
                xml.push_str(&format!("<c r=\"{col}{}\"><v>{v}</v></c>", r + 2));
            }
        }
        xml.push_str("</row>");
    }
    xml.push_str("</sheetData>");
    let f = frame(&xml, Some(0));
    let dtypes: Vec<Dtype> = f.columns.iter().map(|c| c.dtype).collect();
    assert_eq!(dtypes, [Dtype::Int64, Dtype::Float64, Dtype::Object, Dtype::Bool, Dtype::Datetime64, Dtype::Bool]);
    // A float column prints its whole values as floats: str(123.0) is `123.0`.
    assert_eq!(f.columns[1].values[0].py_str(Dtype::Float64), "1.0");
    assert_eq!(f.columns[2].values, [PdValue::Str("a".into()), PdValue::Int(3)]);
    assert_eq!(f.columns[4].values[1], PdValue::Nan);
    assert_eq!(f.columns[4].values[1].py_str(Dtype::Datetime64), "NaT");
}

#[test]
fn read_excel_numeric_text_and_empty_frames() {
    // Text that pandas' floatify reads joins the numbers (" 12 " is the int 12); any
    // other text keeps the column object; no data rows: every column object.
    let xml = r#"<sheetData><row r="1"><c t="inlineStr"><is><t>h</t></is></c><c t="inlineStr"><is><t>g</t></is></c></row><row r="2"><c t="inlineStr"><is><t> 12 </t></is></c><c t="inlineStr"><is><t>1_000</t></is></c></row><row r="3"><c><v>3</v></c><c><v>4</v></c></row></sheetData>"#;
    let f = frame(xml, Some(0));
    assert_eq!((f.columns[0].dtype, &f.columns[0].values), (Dtype::Int64, &vec![PdValue::Int(12), PdValue::Int(3)]));
    assert_eq!(f.columns[1].dtype, Dtype::Object);
    let f = frame(r#"<sheetData><row r="1"><c t="inlineStr"><is><t>h</t></is></c></row></sheetData>"#, Some(0));
    assert_eq!((f.columns[0].dtype, f.rows()), (Dtype::Object, 0));
}

#[test]
fn bad_workbooks_are_located_errors() {
    // Not a ZIP.
    assert!(matches!(Workbook::open(b"PK\x03\x04 not really"), Err(XlsxError::Zip { part: None, .. })));
    // No workbook part.
    let parts = vec![("[Content_Types].xml".to_string(), r#"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>"#.to_string())];
    assert_eq!(Workbook::open(&zip_of(&parts)).err(), Some(XlsxError::MissingPart { part: "xl/workbook.xml".into() }));
    // Bad XML in a sheet: the part is named.
    let wb = one("<sheetData><row><c><v>1</v></row></sheetData>");
    let e = wb.sheet("S", Mode::ReadOnly).unwrap_err();
    assert!(matches!(&e, XlsxError::Xml { part, .. } if part == "xl/worksheets/sheet1.xml"), "{e}");
    // A number openpyxl cannot read: sheet and cell.
    let e = one(r#"<sheetData><row r="3"><c r="B3"><v>abc</v></c></row></sheetData>"#).sheet("S", Mode::ReadOnly).unwrap_err();
    assert_eq!(e.to_string(), r#"xl/worksheets/sheet1.xml (sheet "S"), cell B3: "abc" is not a number as int() or float() reads one"#);
    // A shared string past the table, a style past the styles (full mode looks it up).
    let e = one(r#"<sheetData><row r="1"><c t="s"><v>7</v></c></row></sheetData>"#).sheet("S", Mode::ReadOnly).unwrap_err();
    assert!(e.to_string().contains("cell A1: shared string index 7 is past the table's 2 strings"), "{e}");
    let e =
        one(r#"<sheetData><row r="1"><c s="99"><v>1</v></c></row></sheetData>"#).sheet("S", Mode::Full { data_only: true }).unwrap_err();
    assert!(e.to_string().contains("cell A1: style 99 is past the workbook's 7 cell styles"), "{e}");
    // A reference that is no cell, and one beyond Excel's grid (openpyxl would build it).
    let e = one(r#"<sheetData><row r="1"><c r="$A$1"><v>1</v></c></row></sheetData>"#).sheet("S", Mode::ReadOnly).unwrap_err();
    assert!(matches!(&e, XlsxError::Value { cell: Some(c), .. } if c == "$A$1"), "{e}");
    let e = one(r#"<sheetData><row r="1"><c r="A2000000"><v>1</v></c></row></sheetData>"#).sheet("S", Mode::ReadOnly).unwrap_err();
    assert!(matches!(e, XlsxError::NotReproduced { .. }), "{e}");
    // read_excel: infinity cannot be an int.
    let e = read_excel(&one(r#"<sheetData><row r="1"><c><v>1e400</v></c></row></sheetData>"#), SheetName::Index(0), Some(0)).unwrap_err();
    assert!(e.to_string().contains("cannot convert float infinity to integer"), "{e}");
}

#[test]
fn line_ends_as_an_xml_parser_gives_them() {
    // expat normalises \r\n and \r to \n in text and CDATA (a &#13; stays), and turns
    // newlines and tabs in attributes (a sheet's name) into spaces.
    let wb = Workbook::open(&book(&[("two\nlines", "<sheetData><row r=\"1\"><c t=\"s\"><v>0</v></c><c t=\"s\"><v>1</v></c><c t=\"inlineStr\"><is><t><![CDATA[c\r\nd]]></t></is></c></row></sheetData>")], &["a\r\nb\rc", "x&#13;y"], &[], false)).unwrap();
    assert_eq!(wb.sheet_names(), ["two lines"]);
    let row = wb.sheet("two lines", Mode::ReadOnly).unwrap().rows.remove(0);
    let got: Vec<Value> = row.into_iter().map(|c| c.value).collect();
    assert_eq!(got, [Value::Str("a\nb\nc".into()), Value::Str("x\ry".into()), Value::Str("c\nd".into())]);
}

#[test]
fn read_excel_numeric_conversion_quirks() {
    // As pandas 2.3.2 gives them (checked with read_excel on the same cells): a boolean
    // with numbers and a blank is a number; `True`/`false` text with a blank stays
    // object, as booleans; past int64 with a blank is object, the blank kept as "";
    // sanitize_objects makes a later `True` the earlier equal `1`.
    let xml = r#"<sheetData>
        <row r="1"><c t="inlineStr"><is><t>a</t></is></c><c t="inlineStr"><is><t>b</t></is></c><c t="inlineStr"><is><t>c</t></is></c><c t="inlineStr"><is><t>d</t></is></c></row>
        <row r="2"><c t="b"><v>1</v></c><c t="inlineStr"><is><t>True</t></is></c><c><v>9223372036854775808</v></c><c t="inlineStr"><is><t>x</t></is></c></row>
        <row r="3"><c><v>1</v></c><c r="C3"><v>1</v></c><c><v>1</v></c></row>
        <row r="4"><c r="B4" t="inlineStr"><is><t>false</t></is></c><c r="D4" t="b"><v>1</v></c></row>
    </sheetData>"#;
    let f = frame(xml, Some(0));
    let got: Vec<(Dtype, Vec<PdValue>)> = f.columns.iter().map(|c| (c.dtype, c.values.clone())).collect();
    assert_eq!(
        got,
        [
            (Dtype::Float64, vec![PdValue::Float(1.0), PdValue::Float(1.0), PdValue::Nan]),
            (Dtype::Object, vec![PdValue::Bool(true), PdValue::Nan, PdValue::Bool(false)]),
            (Dtype::Object, vec![PdValue::UInt(9_223_372_036_854_775_808), PdValue::Int(1), PdValue::Str(String::new())]),
            (Dtype::Object, vec![PdValue::Str("x".into()), PdValue::Int(1), PdValue::Int(1)]),
        ]
    );
}

#[test]
fn a_zip_bomb_stops_at_the_inflate_limit() {
    // 3 MiB of zeros deflate to a few KB: refused past the limit (1 GiB in `open`; 1 MiB
    // here), naming the member, whatever its header declares.
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    w.start_file("xl/worksheets/sheet1.xml", opts).unwrap();
    w.write_all(&vec![0u8; 3 << 20]).unwrap();
    let bytes = w.finish().unwrap().into_inner();
    assert!(bytes.len() < 64 << 10, "{} bytes", bytes.len());
    let e = Workbook::open_within(&bytes, 1 << 20).err().unwrap();
    assert_eq!(
        e,
        XlsxError::Zip { part: Some("xl/worksheets/sheet1.xml".into()), message: "more than 1048576 bytes inflated in all".into() }
    );
    // Within the limit it inflates (and then lacks its other parts).
    assert_eq!(Workbook::open_within(&bytes, 4 << 20).err().unwrap(), XlsxError::MissingPart { part: "[Content_Types].xml".into() });
}
