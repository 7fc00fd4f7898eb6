//! `.xlsx` workbooks as openpyxl 3.1.5 reads them (`load_workbook`, cell by cell) and as
//! pandas 2.3.2's `read_excel` types them ([`frame`]).
//!
//! The ZIP container is the `zip` crate (inflate only) and the XML parts are read with
//! `quick-xml`; what a cell *is* is ours, as openpyxl decides it: a numeric cell is a
//! Python `int` unless its text holds `.`, `e` or `E` (`_cast_number`: `1.0E+2` is a
//! float, `0001` the int 1), shared strings lose every `x005F_`, a `t="str"` cached
//! value is text, a number in a date format (`is_date_format` on the style's format
//! code) becomes a `datetime`, `time` or `timedelta` from the workbook's 1900 or 1904
//! epoch (`from_excel`, with Excel's phantom 1900-02-29 before serial 60), a merged
//! range's other cells are `None` ([`Mode::Full`]).
//!
//! Not `calamine` (read in its 0.38 source, `xlsx/cells_reader.rs`): a numeric cell is
//! `fast_float2::parse::<f64>` of its text, so `1` and `1.0` (an `int` and a `float` to
//! openpyxl) and integers past 2^53 cannot be told apart; text that is no number becomes
//! a string where openpyxl raises; dates follow its own format detection, not
//! `is_date_format`; and it needs Rust 1.88 (the workspace keeps 1.85).
//!
//! Two modes, as openpyxl has them: [`Mode::Full`] is `load_workbook(path,
//! data_only=...)` (a dict of cells; `iter_rows()` spans A1 to the largest row and
//! column present; merged ranges blank their other cells); [`Mode::ReadOnly`] is
//! `load_workbook(path, read_only=True, data_only=True)` as pandas opens a workbook,
//! with pandas' `reset_dimensions()`: rows streamed in file order, a row as wide as its
//! *last* cell in the XML, rows that go back skipped, merges ignored.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::io::{Cursor, Read};

use quick_xml::events::{BytesStart, Event};
use quick_xml::name::ResolveResult;
use quick_xml::NsReader;

pub mod dates;
mod formula;
pub mod frame;
mod sheet;

pub use dates::{Date, DateTime, Duration, Time};

/// The SpreadsheetML namespace openpyxl matches tags in (strict OOXML's other namespace
/// is not read, as openpyxl reads none of its cells).
pub(crate) const MAIN_NS: &[u8] = b"http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS: &[u8] = b"http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL_NS: &[u8] = b"http://schemas.openxmlformats.org/package/2006/relationships";
const CT_NS: &[u8] = b"http://schemas.openxmlformats.org/package/2006/content-types";
const SHARED_STRINGS_CT: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml";
/// openpyxl's `_find_workbook_part` order: XLTM, XLTX, XLSM, XLSX.
const WORKBOOK_CTS: [&str; 4] = [
    "application/vnd.ms-excel.template.macroEnabled.main+xml",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml",
    "application/vnd.ms-excel.sheet.macroEnabled.main+xml",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
];
/// Excel's grid: a reference beyond it is refused (openpyxl would build the grid).
pub const MAX_ROW: u32 = 1_048_576;
pub const MAX_COL: u32 = 16_384;
/// The most a workbook may inflate to, all its parts together.
pub const MAX_INFLATED: u64 = 1 << 30;

/// What a bad workbook is, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum XlsxError {
    /// Not a ZIP archive, or a member that does not inflate.
    Zip { part: Option<String>, message: String },
    /// A part the workbook needs is absent.
    MissingPart { part: String },
    /// A part is not well-formed XML (byte offset in the inflated part).
    Xml { part: String, offset: u64, message: String },
    /// A value openpyxl raises on (`int('x')` of a numeric cell, a shared string index
    /// past the table, a bad cell reference), where.
    Value { part: String, sheet: Option<String>, cell: Option<String>, message: String },
    /// `wb[name]` of a name the workbook does not have, or an index past its sheets.
    NoSheet { wanted: String, sheets: Vec<String> },
    /// Something openpyxl or pandas does that this layer does not reproduce: refused
    /// rather than guessed.
    NotReproduced { part: String, sheet: Option<String>, cell: Option<String>, what: String },
}

impl fmt::Display for XlsxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |f: &mut fmt::Formatter<'_>, part: &str, sheet: &Option<String>, cell: &Option<String>| -> fmt::Result {
            write!(f, "{part}")?;
            if let Some(s) = sheet {
                write!(f, " (sheet {s:?})")?;
            }
            if let Some(c) = cell {
                write!(f, ", cell {c}")?;
            }
            Ok(())
        };
        match self {
            XlsxError::Zip { part: None, message } => write!(f, "not an .xlsx (ZIP) file: {message}"),
            XlsxError::Zip { part: Some(p), message } => write!(f, "{p}: cannot inflate: {message}"),
            XlsxError::MissingPart { part } => write!(f, "the workbook has no part {part}"),
            XlsxError::Xml { part, offset, message } => write!(f, "{part}: bad XML at byte {offset}: {message}"),
            XlsxError::Value { part, sheet, cell, message } => {
                at(f, part, sheet, cell)?;
                write!(f, ": {message}")
            }
            XlsxError::NoSheet { wanted, sheets } => write!(f, "no sheet {wanted} (the workbook has {sheets:?})"),
            XlsxError::NotReproduced { part, sheet, cell, what } => {
                at(f, part, sheet, cell)?;
                write!(f, ": not reproduced: {what}")
            }
        }
    }
}

impl std::error::Error for XlsxError {}

/// A cell's value as openpyxl gives it (`cell.value`).
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// `None`.
    Empty,
    Int(i64),
    /// A Python `int` beyond `i64`, in decimal (`-` first when negative).
    BigInt(String),
    Float(f64),
    Str(String),
    Bool(bool),
    /// An error cell's text (`#N/A`, `#DIV/0!`), `data_type == 'e'`.
    Error(String),
    /// A formula's text (`=SUM(A1:A3)`) when not `data_only`.
    Formula(String),
    DateTime(DateTime),
    Date(Date),
    Time(Time),
    Duration(Duration),
}

/// openpyxl's `cell.data_type`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DataType {
    /// `n`
    Numeric,
    /// `s` (shared, inline and `t="str"` strings)
    Str,
    /// `b`
    Bool,
    /// `e`
    Error,
    /// `f`
    Formula,
    /// `d`
    Date,
    /// `inlineStr` without an `<is>` child (its value is `None`), or a `t` openpyxl does
    /// not know, kept as written.
    Other(String),
}

/// One cell.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    pub value: Value,
    pub data_type: DataType,
}

impl Cell {
    pub const EMPTY: Cell = Cell { value: Value::Empty, data_type: DataType::Numeric };
}

/// How the workbook is opened (module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// `load_workbook(path, data_only=...)`.
    Full { data_only: bool },
    /// `load_workbook(path, read_only=True, data_only=True)`, dimensions reset (pandas).
    ReadOnly,
}

/// A sheet of the workbook (`wb.sheetnames`, in order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetInfo {
    pub name: String,
    /// `visible`, `hidden` or `veryHidden`.
    pub state: String,
    /// A chartsheet holds no cells.
    pub chart: bool,
    part: String,
}

/// An opened workbook: its parts read, its sheets parsed on demand.
pub struct Workbook {
    parts: HashMap<String, Vec<u8>>,
    sheets: Vec<SheetInfo>,
    /// The 1904 date system (`workbookPr date1904`).
    pub date1904: bool,
    shared_strings: Vec<String>,
    /// Per cell style (`cellXfs` index): a date format, a timedelta format.
    date_styles: HashSet<u32>,
    timedelta_styles: HashSet<u32>,
    /// The number of cell styles (openpyxl's full mode looks each cell's up).
    style_count: usize,
}

/// A worksheet's cells.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    pub name: String,
    /// `iter_rows(values_only=False)`: every row, each as wide as the mode makes it.
    pub rows: Vec<Vec<Cell>>,
    /// `(min_row, min_col, max_row, max_col)` of the cells (full mode: `ws.min_row`...),
    /// 1-based; `(1, 1, 1, 1)` for an empty sheet, as openpyxl.
    pub bounds: (u32, u32, u32, u32),
    /// `<mergeCells>`' ranges, as written.
    pub merged: Vec<String>,
}

impl Sheet {
    /// `ws.cell(row, column).value` (1-based); `None` outside the rows.
    pub fn value(&self, row: u32, col: u32) -> &Value {
        self.rows
            .get((row as usize).wrapping_sub(1))
            .and_then(|r| r.get((col as usize).wrapping_sub(1)))
            .map_or(&Value::Empty, |c| &c.value)
    }

    /// `ws.dimensions` as openpyxl writes it (`A1:C3`).
    pub fn dimensions(&self) -> String {
        let (r0, c0, r1, c1) = self.bounds;
        format!("{}{}:{}{}", column_letters(c0), r0, column_letters(c1), r1)
    }
}

/// `get_column_letter`.
pub fn column_letters(mut col: u32) -> String {
    let mut out = Vec::new();
    while col > 0 {
        let r = (col - 1) % 26;
        out.push(b'A' + r as u8);
        col = (col - 1) / 26;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A corner of a merged range (`A1`, `$A$1`) as (row, column); `None` for anything else
/// (a whole row or column, row 0) or beyond Excel's grid. A cell's own `r` is read as
/// openpyxl's `coordinate_to_tuple` reads it instead (`sheet::cell_ref`).
pub fn parse_ref(r: &str) -> Option<(u32, u32)> {
    let b = r.as_bytes();
    let mut i = 0;
    if b.first() == Some(&b'$') {
        i += 1;
    }
    let start = i;
    let mut col: u32 = 0;
    while i < b.len() && b[i].is_ascii_alphabetic() {
        col = col * 26 + u32::from(b[i].to_ascii_uppercase() - b'A' + 1);
        i += 1;
    }
    if i == start || i - start > 3 {
        return None;
    }
    if b.get(i) == Some(&b'$') {
        i += 1;
    }
    let digits = &r[i..];
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let row: u64 = digits.trim_start_matches('0').parse().unwrap_or(if digits.bytes().all(|c| c == b'0') { 0 } else { u64::MAX });
    if row == 0 || row > u64::from(MAX_ROW) || col > MAX_COL {
        return None;
    }
    Some((row as u32, col))
}

pub(crate) fn xml_err(part: &str, offset: u64, e: impl fmt::Display) -> XlsxError {
    XlsxError::Xml { part: part.to_string(), offset, message: e.to_string() }
}

/// Character data as an XML parser (expat, under ElementTree) gives it: line ends
/// normalised (`\r\n` and a lone `\r` are `\n`; a `&#13;` stays), entities replaced.
pub(crate) fn xml_text(raw: &[u8], part: &str, offset: u64) -> Result<String, XlsxError> {
    let s = std::str::from_utf8(raw).map_err(|e| xml_err(part, offset, e))?;
    if !s.contains(['&', '\r']) {
        return Ok(s.to_string());
    }
    let s =
        if s.contains('\r') { std::borrow::Cow::Owned(s.replace("\r\n", "\n").replace('\r', "\n")) } else { std::borrow::Cow::Borrowed(s) };
    Ok(quick_xml::escape::unescape(&s).map_err(|e| xml_err(part, offset, e))?.into_owned())
}

/// An attribute's value as an XML parser gives it: line ends normalised, then each
/// tab, newline or carriage return a space (attribute-value normalisation), entities
/// replaced (a `&#10;` stays a newline).
pub(crate) fn xml_attr(raw: &[u8], part: &str, offset: u64) -> Result<String, XlsxError> {
    let s = std::str::from_utf8(raw).map_err(|e| xml_err(part, offset, e))?;
    // Most values (every cell's `r`, `s`, `t`) need nothing done.
    if !s.contains(['&', '\r', '\n', '\t']) {
        return Ok(s.to_string());
    }
    let s = s.replace("\r\n", " ").replace(['\r', '\n', '\t'], " ");
    Ok(quick_xml::escape::unescape(&s).map_err(|e| xml_err(part, offset, e))?.into_owned())
}

/// An attribute's value, unescaped, by local name (any namespace) or, with `ns`, in it.
pub(crate) fn attr(
    reader: &NsReader<&[u8]>,
    e: &BytesStart,
    ns: Option<&[u8]>,
    local: &[u8],
    part: &str,
) -> Result<Option<String>, XlsxError> {
    for a in e.attributes() {
        let a = a.map_err(|err| xml_err(part, reader.buffer_position(), err))?;
        let (res, name) = reader.resolve_attribute(a.key);
        if name.as_ref() != local {
            continue;
        }
        let matches = match (ns, res) {
            (None, ResolveResult::Unbound) => true,
            (Some(want), ResolveResult::Bound(got)) => got.as_ref() == want,
            _ => false,
        };
        if matches {
            return xml_attr(&a.value, part, reader.buffer_position()).map(Some);
        }
    }
    Ok(None)
}

/// Whether the element is `ns`:`local`.
pub(crate) fn is(reader: &NsReader<&[u8]>, e: &BytesStart, ns: &[u8], local: &[u8]) -> bool {
    let (res, name) = reader.resolve_element(e.name());
    name.as_ref() == local && matches!(res, ResolveResult::Bound(n) if n.as_ref() == ns)
}

/// Python's `bool(int(s))`-free Bool descriptor: `false`, `f`, `0` are false, any other
/// text true.
fn py_bool_attr(s: &str) -> bool {
    !matches!(s, "false" | "f" | "0")
}

/// Resolves a relationship's target against the part that holds it, as openpyxl's
/// `get_dependents` does (`/x` is from the root; `..` pops a folder).
fn resolve_target(base_dir: &str, target: &str) -> String {
    let joined = if let Some(abs) = target.strip_prefix('/') { abs.to_string() } else { format!("{base_dir}/{target}") };
    let mut out: Vec<&str> = Vec::new();
    for seg in joined.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                out.pop();
            }
            s => out.push(s),
        }
    }
    out.join("/")
}

impl Workbook {
    /// Opens the workbook: the ZIP, `[Content_Types].xml`, the workbook part and its
    /// relationships, `xl/styles.xml` and the shared strings. Sheets are parsed by
    /// [`Workbook::sheet`].
    pub fn open(bytes: &[u8]) -> Result<Workbook, XlsxError> {
        Workbook::open_within(bytes, MAX_INFLATED)
    }

    /// [`Workbook::open`] with another limit on the bytes inflated, all parts together.
    pub fn open_within(bytes: &[u8], limit: u64) -> Result<Workbook, XlsxError> {
        let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| XlsxError::Zip { part: None, message: e.to_string() })?;
        let mut parts = HashMap::new();
        // At most `limit` inflated in all (a ZIP bomb, or a header that lies about a
        // member's size, stops there rather than exhausting memory).
        let mut budget: u64 = limit;
        for i in 0..zip.len() {
            let mut f = zip.by_index(i).map_err(|e| XlsxError::Zip { part: None, message: e.to_string() })?;
            if f.is_dir() {
                continue;
            }
            let name = f.name().to_string();
            let too_big = || XlsxError::Zip { part: Some(name.clone()), message: format!("more than {limit} bytes inflated in all") };
            if f.size() > budget {
                return Err(too_big());
            }
            // The declared size may lie: reserve at most 16 MiB ahead.
            let mut data = Vec::with_capacity(f.size().min(1 << 24) as usize);
            (&mut f)
                .take(budget + 1)
                .read_to_end(&mut data)
                .map_err(|e| XlsxError::Zip { part: Some(name.clone()), message: e.to_string() })?;
            if data.len() as u64 > budget {
                return Err(too_big());
            }
            budget -= data.len() as u64;
            parts.insert(name, data);
        }
        Workbook::from_parts(parts)
    }

    /// A workbook from its parts already out of the ZIP (name → bytes), as [`Workbook::open`]
    /// reads it after inflating (tests and the fuzz target use it to reach the XML).
    pub fn from_parts(parts: HashMap<String, Vec<u8>>) -> Result<Workbook, XlsxError> {
        let mut wb = Workbook {
            parts,
            sheets: Vec::new(),
            date1904: false,
            shared_strings: Vec::new(),
            date_styles: HashSet::new(),
            timedelta_styles: HashSet::new(),
            style_count: 1,
        };
        let (workbook_part, shared_part) = wb.read_manifest()?;
        if let Some(p) = shared_part {
            wb.shared_strings = wb.read_shared_strings(&p)?;
        }
        wb.read_workbook(&workbook_part)?;
        wb.read_styles()?;
        Ok(wb)
    }

    fn part(&self, name: &str) -> Result<&[u8], XlsxError> {
        self.parts.get(name).map(Vec::as_slice).ok_or_else(|| XlsxError::MissingPart { part: name.to_string() })
    }

    /// `wb.sheetnames` with each sheet's state and kind.
    pub fn sheets(&self) -> &[SheetInfo] {
        &self.sheets
    }

    /// `wb.sheetnames`.
    pub fn sheet_names(&self) -> Vec<String> {
        self.sheets.iter().map(|s| s.name.clone()).collect()
    }

    fn read_manifest(&self) -> Result<(String, Option<String>), XlsxError> {
        let part = "[Content_Types].xml";
        let xml = self.part(part)?;
        let mut reader = NsReader::from_reader(xml);
        let mut overrides: Vec<(String, String)> = Vec::new();
        let mut defaults: Vec<String> = Vec::new();
        loop {
            match reader.read_event() {
                Ok(Event::Start(e) | Event::Empty(e)) => {
                    if is(&reader, &e, CT_NS, b"Override") {
                        let name = attr(&reader, &e, None, b"PartName", part)?.unwrap_or_default();
                        let ct = attr(&reader, &e, None, b"ContentType", part)?.unwrap_or_default();
                        overrides.push((name, ct));
                    } else if is(&reader, &e, CT_NS, b"Default") {
                        defaults.push(attr(&reader, &e, None, b"ContentType", part)?.unwrap_or_default());
                    }
                }
                Ok(Event::Eof) => break,
                Ok(_) => {}
                Err(e) => return Err(xml_err(part, reader.buffer_position(), e)),
            }
        }
        let find = |ct: &str| overrides.iter().find(|(_, c)| c == ct).map(|(n, _)| n.trim_start_matches('/').to_string());
        let workbook = WORKBOOK_CTS
            .iter()
            .find_map(|ct| find(ct))
            .or_else(|| defaults.iter().any(|d| WORKBOOK_CTS.contains(&d.as_str())).then(|| "xl/workbook.xml".to_string()))
            .ok_or_else(|| XlsxError::Value {
                part: part.to_string(),
                sheet: None,
                cell: None,
                message: "File contains no valid workbook part".into(),
            })?;
        Ok((workbook, find(SHARED_STRINGS_CT)))
    }

    fn read_shared_strings(&self, part: &str) -> Result<Vec<String>, XlsxError> {
        let xml = self.part(part)?;
        let mut reader = NsReader::from_reader(xml);
        let mut out = Vec::new();
        loop {
            match reader.read_event() {
                Ok(Event::Start(e)) if is(&reader, &e, MAIN_NS, b"si") => {
                    let text = sheet::read_text(&mut reader, part)?;
                    out.push(text.replace("x005F_", ""));
                }
                Ok(Event::Empty(e)) if is(&reader, &e, MAIN_NS, b"si") => out.push(String::new()),
                Ok(Event::Eof) => break,
                Ok(_) => {}
                Err(e) => return Err(xml_err(part, reader.buffer_position(), e)),
            }
        }
        Ok(out)
    }

    fn read_workbook(&mut self, part: &str) -> Result<(), XlsxError> {
        let xml = self.part(part)?.to_vec();
        let dir = part.rsplit_once('/').map_or("", |(d, _)| d).to_string();
        let file = part.rsplit_once('/').map_or(part, |(_, f)| f);
        let rels_part = if dir.is_empty() { format!("_rels/{file}.rels") } else { format!("{dir}/_rels/{file}.rels") };
        let rels = self.read_rels(&rels_part, &dir)?;
        let mut reader = NsReader::from_reader(xml.as_slice());
        let mut sheets = Vec::new();
        loop {
            match reader.read_event() {
                Ok(Event::Start(e) | Event::Empty(e)) => {
                    if is(&reader, &e, MAIN_NS, b"workbookPr") {
                        if let Some(v) = attr(&reader, &e, None, b"date1904", part)? {
                            self.date1904 = py_bool_attr(&v);
                        }
                    } else if is(&reader, &e, MAIN_NS, b"sheet") {
                        let name = attr(&reader, &e, None, b"name", part)?.ok_or_else(|| XlsxError::Value {
                            part: part.to_string(),
                            sheet: None,
                            cell: None,
                            message: "a <sheet> without a name".into(),
                        })?;
                        let state = attr(&reader, &e, None, b"state", part)?.unwrap_or_else(|| "visible".into());
                        let id = attr(&reader, &e, Some(REL_NS), b"id", part)?;
                        sheets.push((name, state, id));
                    }
                }
                Ok(Event::Eof) => break,
                Ok(_) => {}
                Err(e) => return Err(xml_err(part, reader.buffer_position(), e)),
            }
        }
        for (name, state, id) in sheets {
            // openpyxl drops a sheet without r:id (with a warning) and one whose part is
            // not in the archive (silently); a relationship it cannot find is a KeyError.
            let Some(id) = id.filter(|i| !i.is_empty()) else { continue };
            let (target, ty) = rels.get(&id).cloned().ok_or_else(|| XlsxError::Value {
                part: rels_part.clone(),
                sheet: Some(name.clone()),
                cell: None,
                message: format!("no relationship {id:?}"),
            })?;
            if !self.parts.contains_key(&target) {
                continue;
            }
            self.sheets.push(SheetInfo { name, state, chart: ty.contains("chartsheet"), part: target });
        }
        Ok(())
    }

    /// A `.rels` part: id to (resolved target, type). Absent: none.
    fn read_rels(&self, part: &str, base_dir: &str) -> Result<BTreeMap<String, (String, String)>, XlsxError> {
        let mut out = BTreeMap::new();
        let Some(xml) = self.parts.get(part) else { return Ok(out) };
        let mut reader = NsReader::from_reader(xml.as_slice());
        loop {
            match reader.read_event() {
                Ok(Event::Start(e) | Event::Empty(e)) if is(&reader, &e, PKG_REL_NS, b"Relationship") => {
                    let id = attr(&reader, &e, None, b"Id", part)?.unwrap_or_default();
                    let target = attr(&reader, &e, None, b"Target", part)?.unwrap_or_default();
                    let ty = attr(&reader, &e, None, b"Type", part)?.unwrap_or_default();
                    out.insert(id, (resolve_target(base_dir, &target), ty));
                }
                Ok(Event::Eof) => break,
                Ok(_) => {}
                Err(e) => return Err(xml_err(part, reader.buffer_position(), e)),
            }
        }
        Ok(out)
    }

    fn read_styles(&mut self) -> Result<(), XlsxError> {
        let part = "xl/styles.xml";
        let Some(xml) = self.parts.get(part) else { return Ok(()) };
        let mut reader = NsReader::from_reader(xml.as_slice());
        let mut custom: HashMap<u32, String> = HashMap::new();
        let mut xfs: Vec<u32> = Vec::new();
        let mut in_cell_xfs = false;
        loop {
            match reader.read_event() {
                Ok(ev @ (Event::Start(_) | Event::Empty(_))) => {
                    let (Event::Start(e) | Event::Empty(e)) = &ev else { unreachable!() };
                    if is(&reader, e, MAIN_NS, b"numFmt") {
                        let id = attr(&reader, e, None, b"numFmtId", part)?;
                        let code = attr(&reader, e, None, b"formatCode", part)?.unwrap_or_default();
                        if let Some(id) = id.and_then(|i| i.trim().parse().ok()) {
                            custom.insert(id, code);
                        }
                    } else if is(&reader, e, MAIN_NS, b"cellXfs") {
                        in_cell_xfs = matches!(ev, Event::Start(_));
                    } else if in_cell_xfs && is(&reader, e, MAIN_NS, b"xf") {
                        let id = attr(&reader, e, None, b"numFmtId", part)?.map_or(Ok(0), |v| {
                            v.trim().parse::<u32>().map_err(|_| XlsxError::Value {
                                part: part.into(),
                                sheet: None,
                                cell: None,
                                message: format!("numFmtId {v:?} is not an integer"),
                            })
                        })?;
                        xfs.push(id);
                    }
                }
                Ok(Event::End(e)) if e.local_name().as_ref() == b"cellXfs" => in_cell_xfs = false,
                Ok(Event::Eof) => break,
                Ok(_) => {}
                Err(e) => return Err(xml_err(part, reader.buffer_position(), e)),
            }
        }
        // openpyxl keeps its default single style when the sheet has no cellXfs.
        if xfs.is_empty() {
            return Ok(());
        }
        self.style_count = xfs.len();
        for (idx, id) in xfs.iter().enumerate() {
            let fmt = match custom.get(id) {
                Some(code) => Some(code.as_str()),
                None => dates::builtin_format(*id),
            };
            if let Some(fmt) = fmt {
                if dates::is_date_format(fmt) {
                    self.date_styles.insert(idx as u32);
                }
                if dates::is_timedelta_format(fmt) {
                    self.timedelta_styles.insert(idx as u32);
                }
            }
        }
        Ok(())
    }

    fn find(&self, name: &str) -> Result<&SheetInfo, XlsxError> {
        self.sheets
            .iter()
            .find(|s| s.name == name)
            .ok_or_else(|| XlsxError::NoSheet { wanted: format!("{name:?}"), sheets: self.sheet_names() })
    }

    /// `wb[name]`, read in `mode`.
    pub fn sheet(&self, name: &str, mode: Mode) -> Result<Sheet, XlsxError> {
        let info = self.find(name)?;
        if info.chart {
            return Err(XlsxError::NotReproduced {
                part: info.part.clone(),
                sheet: Some(info.name.clone()),
                cell: None,
                what: "a chartsheet has no cells".into(),
            });
        }
        sheet::read(self, info, mode)
    }

    /// `wb.worksheets[index]`'s name (chartsheets are not worksheets).
    pub fn worksheet_name(&self, index: usize) -> Result<&str, XlsxError> {
        self.sheets
            .iter()
            .filter(|s| !s.chart)
            .nth(index)
            .map(|s| s.name.as_str())
            .ok_or_else(|| XlsxError::NoSheet { wanted: format!("at index {index}"), sheets: self.sheet_names() })
    }
}
