//! One worksheet part, as openpyxl's `WorkSheetParser` reads it, then laid out as the
//! full or the read-only worksheet gives its rows.

use std::collections::{BTreeMap, HashMap};

use quick_xml::events::Event;
use quick_xml::NsReader;

use super::dates::{self, from_excel, from_iso8601};
use super::formula::Translator;
use super::{
    attr, is, parse_ref, xml_attr, xml_err, xml_text, Cell, DataType, Mode, Sheet, SheetInfo, Value, Workbook, XlsxError, MAIN_NS, MAX_COL,
    MAX_ROW,
};
use crate::float::py_float;
use crate::pyint::int_of_digits;

/// A cell as the parser yields it.
struct Raw {
    row: u32,
    col: u32,
    cell: Cell,
    style: u32,
}

/// Text of an `<si>` or `<is>` (openpyxl's `Text.content`): the last direct `<t>`, then
/// every run's `<t>`, in order; phonetic runs (`<rPh>`) left out. Reads up to the
/// element's end.
pub(super) fn read_text(reader: &mut NsReader<&[u8]>, part: &str) -> Result<String, XlsxError> {
    let mut plain: Option<String> = None;
    let mut runs = String::new();
    // The path below the element: ["t"] or ["r", "t"] collect text.
    let mut path: Vec<Vec<u8>> = Vec::new();
    let mut current = String::new();
    loop {
        match reader.read_event() {
            Ok(Event::Start(e)) => {
                path.push(e.local_name().as_ref().to_vec());
                current.clear();
            }
            Ok(Event::Empty(e)) => {
                if path.is_empty() && e.local_name().as_ref() == b"t" {
                    // `<t/>`: ElementTree's text is None; `plain` stays as it was set.
                    plain = None;
                }
            }
            Ok(Event::Text(t)) => {
                if collecting(&path) {
                    current.push_str(&xml_text(&t, part, reader.buffer_position())?);
                }
            }
            Ok(Event::CData(t)) => {
                if collecting(&path) {
                    current.push_str(&cdata(&t, part, reader.buffer_position())?);
                }
            }
            Ok(Event::End(_)) => {
                if path.is_empty() {
                    break;
                }
                if collecting(&path) {
                    if path.len() == 1 {
                        plain = Some(std::mem::take(&mut current));
                    } else {
                        runs.push_str(&current);
                        current.clear();
                    }
                }
                path.pop();
            }
            Ok(Event::Eof) => return Err(xml_err(part, reader.buffer_position(), "the part ends inside a string")),
            Ok(_) => {}
            Err(e) => return Err(xml_err(part, reader.buffer_position(), e)),
        }
    }
    let mut out = plain.unwrap_or_default();
    out.push_str(&runs);
    Ok(out)
}

/// A CDATA section's text: line ends normalised as in the rest of the document.
fn cdata(raw: &[u8], part: &str, offset: u64) -> Result<String, XlsxError> {
    let s = std::str::from_utf8(raw).map_err(|e| xml_err(part, offset, e))?;
    Ok(s.replace("\r\n", "\n").replace('\r', "\n"))
}

fn collecting(path: &[Vec<u8>]) -> bool {
    matches!(path, [t] if t == b"t") || matches!(path, [r, t] if r == b"r" && t == b"t")
}

/// Python's `int(s)` of a `str`: whitespace around, a sign, digits (any Unicode decimal
/// digit) with single underscores between them.
pub(crate) fn py_int(s: &str) -> Option<Value> {
    // Plain ASCII digits that fit (every row number and most cells): no allocation.
    if !s.is_empty() && s.len() <= 18 && s.bytes().all(|b| b.is_ascii_digit()) {
        return s.parse::<i64>().ok().map(Value::Int);
    }
    let t = s.trim_matches(|c: char| c.is_whitespace() || ('\x1c'..='\x1f').contains(&c));
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    if body.is_empty() || body.starts_with('_') || body.ends_with('_') || body.contains("__") {
        return None;
    }
    let digits = int_of_digits(&body.replace('_', "")).ok()?;
    if digits == "0" {
        return Some(Value::Int(0));
    }
    let text = if neg { format!("-{digits}") } else { digits };
    Some(text.parse::<i64>().map_or(Value::BigInt(text), Value::Int))
}

/// openpyxl's `_cast_number`.
fn cast_number(v: &str) -> Option<Value> {
    if v.contains(['.', 'e', 'E']) {
        py_float(v).ok().map(Value::Float)
    } else {
        py_int(v)
    }
}

struct Parsed {
    /// `(row counter, cells)` per `<row>`, in file order.
    rows: Vec<(u32, Vec<Raw>)>,
    merged: Vec<String>,
}

fn parse(wb: &Workbook, info: &SheetInfo, data_only: bool) -> Result<Parsed, XlsxError> {
    let part = info.part.as_str();
    let xml = wb.part(part)?;
    let sheet = Some(info.name.clone());
    let mut reader = NsReader::from_reader(xml);
    let mut rows = Vec::new();
    let mut merged = Vec::new();
    let mut row_counter: u32 = 0;
    let mut shared_masters: HashMap<String, Translator> = HashMap::new();
    let value_err =
        |cell: Option<String>, message: String| XlsxError::Value { part: part.to_string(), sheet: sheet.clone(), cell, message };
    loop {
        let ev = reader.read_event().map_err(|e| xml_err(part, reader.buffer_position(), e))?;
        match ev {
            Event::Start(e) if is(&reader, &e, MAIN_NS, b"row") || is(&reader, &e, MAIN_NS, b"mergeCell") => {
                if e.local_name().as_ref() == b"mergeCell" {
                    if let Some(r) = attr(&reader, &e, None, b"ref", part)? {
                        merged.push(r);
                    }
                    continue;
                }
                row_counter = row_number(&reader, &e, part, row_counter).map_err(|m| value_err(None, m))?;
                let mut cells = Vec::new();
                let mut col_counter: u32 = 0;
                // Every child of <row> is a cell to openpyxl, whatever its tag.
                loop {
                    match reader.read_event().map_err(|e| xml_err(part, reader.buffer_position(), e))? {
                        Event::Start(c) => {
                            let raw =
                                read_cell(wb, &mut reader, &c, false, part, row_counter, &mut col_counter, data_only, &mut shared_masters)
                                    .map_err(|(cell, m)| m.locate(part, &sheet, cell))?;
                            cells.push(raw);
                        }
                        Event::Empty(c) => {
                            let raw =
                                read_cell(wb, &mut reader, &c, true, part, row_counter, &mut col_counter, data_only, &mut shared_masters)
                                    .map_err(|(cell, m)| m.locate(part, &sheet, cell))?;
                            cells.push(raw);
                        }
                        Event::End(_) => break,
                        Event::Eof => return Err(xml_err(part, reader.buffer_position(), "the part ends inside a <row>")),
                        _ => {}
                    }
                }
                rows.push((row_counter, cells));
            }
            Event::Empty(e) if is(&reader, &e, MAIN_NS, b"row") => {
                row_counter = row_number(&reader, &e, part, row_counter).map_err(|m| value_err(None, m))?;
                rows.push((row_counter, Vec::new()));
            }
            Event::Empty(e) if is(&reader, &e, MAIN_NS, b"mergeCell") => {
                if let Some(r) = attr(&reader, &e, None, b"ref", part)? {
                    merged.push(r);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(Parsed { rows, merged })
}

fn row_number(reader: &NsReader<&[u8]>, e: &quick_xml::events::BytesStart, part: &str, counter: u32) -> Result<u32, String> {
    let r = attr(reader, e, None, b"r", part).map_err(|e| e.to_string())?;
    let n = match r {
        None => u64::from(counter) + 1,
        Some(r) => match py_int(&r) {
            Some(Value::Int(n)) => u64::try_from(n).unwrap_or(u64::MAX),
            Some(_) => u64::MAX,
            None => match py_float(&r) {
                Ok(x) if x.fract() == 0.0 && (0.0..1e19).contains(&x) => x as u64,
                _ => return Err(format!("{r} is not a valid row number")),
            },
        },
    };
    if n == 0 || n > u64::from(MAX_ROW) {
        return Err(format!("row number {n} is beyond Excel's 1..={MAX_ROW}"));
    }
    Ok(n as u32)
}

/// An error inside a cell, located once its coordinate is known.
enum CellErr {
    Value(String),
    Xml(Box<XlsxError>),
    NotReproduced(String),
}

impl CellErr {
    fn locate(self, part: &str, sheet: &Option<String>, cell: Option<String>) -> XlsxError {
        match self {
            CellErr::Value(message) => XlsxError::Value { part: part.into(), sheet: sheet.clone(), cell, message },
            CellErr::Xml(e) => *e,
            CellErr::NotReproduced(what) => XlsxError::NotReproduced { part: part.into(), sheet: sheet.clone(), cell, what },
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn read_cell(
    wb: &Workbook,
    reader: &mut NsReader<&[u8]>,
    c: &quick_xml::events::BytesStart,
    empty: bool,
    part: &str,
    row_counter: u32,
    col_counter: &mut u32,
    data_only: bool,
    shared_masters: &mut HashMap<String, Translator>,
) -> Result<Raw, (Option<String>, CellErr)> {
    let x = |e: XlsxError| (None, CellErr::Xml(Box::new(e)));
    // The cell's `t`, `r` and `s` (no namespace), in one pass over its attributes.
    let (mut t, mut r, mut s) = (None, None, None);
    for a in c.attributes() {
        let a = a.map_err(|e| x(xml_err(part, reader.buffer_position(), e)))?;
        let slot = match a.key.as_ref() {
            b"t" => &mut t,
            b"r" => &mut r,
            b"s" => &mut s,
            _ => continue,
        };
        *slot = Some(xml_attr(&a.value, part, reader.buffer_position()).map_err(x)?);
    }
    let t = t.unwrap_or_else(|| "n".into());
    let (row, col) = match &r {
        Some(r) if !r.is_empty() => {
            let (row, col) = cell_ref(r).ok_or_else(|| (Some(r.clone()), CellErr::Value(format!("{r:?} is not a cell reference"))))?;
            if row > u64::from(MAX_ROW) || col > MAX_COL {
                return Err((Some(r.clone()), CellErr::NotReproduced(format!("a cell beyond Excel's grid (A1:XFD{MAX_ROW})"))));
            }
            *col_counter = col;
            (row as u32, col)
        }
        _ => {
            *col_counter += 1;
            if *col_counter > MAX_COL {
                return Err((None, CellErr::Value(format!("row {row_counter} has more than {MAX_COL} cells"))));
            }
            (row_counter, *col_counter)
        }
    };
    let here = || Some(format!("{}{}", super::column_letters(col), row));
    let style = match s.as_deref() {
        None | Some("") => 0,
        Some(v) => match py_int(v) {
            Some(Value::Int(n)) if (0..=i64::from(u32::MAX)).contains(&n) => n as u32,
            _ => return Err((here(), CellErr::Value(format!("style id {v:?} is not an index")))),
        },
    };
    // The cell's children: the first <v>'s text, <f> (its text and attributes), <is>.
    let mut v_text: Option<String> = None;
    let mut seen_v = false;
    let mut formula: Option<(String, Option<String>, Option<String>)> = None;
    let mut inline: Option<String> = None;
    if !empty {
        loop {
            match reader.read_event().map_err(|e| x(xml_err(part, reader.buffer_position(), e)))? {
                Event::Start(e) => {
                    let local = e.local_name().as_ref().to_vec();
                    let main = is(reader, &e, MAIN_NS, &local);
                    if main && local == b"is" {
                        let text = read_text(reader, part).map_err(x)?;
                        inline.get_or_insert(text);
                    } else if main && (local == b"v" || local == b"f") {
                        let fattrs = if local == b"f" {
                            Some((attr(reader, &e, None, b"t", part).map_err(x)?, attr(reader, &e, None, b"si", part).map_err(x)?))
                        } else {
                            None
                        };
                        let text = element_text(reader, part).map_err(x)?;
                        if local == b"v" {
                            if !seen_v {
                                v_text = text;
                                seen_v = true;
                            }
                        } else if formula.is_none() {
                            let (ft, si) = fattrs.unwrap_or_default();
                            formula = Some((text.unwrap_or_default(), ft, si));
                        }
                    } else {
                        reader.read_to_end(e.name()).map_err(|e| x(xml_err(part, reader.buffer_position(), e)))?;
                    }
                }
                Event::Empty(e) => {
                    let local = e.local_name().as_ref().to_vec();
                    if is(reader, &e, MAIN_NS, &local) {
                        if local == b"v" && !seen_v {
                            seen_v = true;
                        } else if local == b"f" && formula.is_none() {
                            formula = Some((
                                String::new(),
                                attr(reader, &e, None, b"t", part).map_err(x)?,
                                attr(reader, &e, None, b"si", part).map_err(x)?,
                            ));
                        } else if local == b"is" {
                            inline.get_or_insert_with(String::new);
                        }
                    }
                }
                Event::End(_) => break,
                Event::Eof => return Err(x(xml_err(part, reader.buffer_position(), "the part ends inside a cell"))),
                _ => {}
            }
        }
    }
    // `findtext(v) or None`: an empty <v> is no value.
    let value_text = if t == "inlineStr" { None } else { v_text.filter(|v| !v.is_empty()) };
    let mut data_type = match t.as_str() {
        "n" => DataType::Numeric,
        "s" => DataType::Str,
        "b" => DataType::Bool,
        "e" => DataType::Error,
        // `t="str"` becomes `s` only with a value (an empty cached value keeps `str`).
        "d" => DataType::Date,
        other => DataType::Other(other.to_string()),
    };
    let bad = |m: String| (here(), CellErr::Value(m));
    let value = if let (false, Some((text, ft, si))) = (data_only, &formula) {
        data_type = DataType::Formula;
        match ft.as_deref() {
            Some("array") | Some("dataTable") => {
                return Err((here(), CellErr::NotReproduced(format!("a {} formula's object", ft.as_deref().unwrap_or_default()))))
            }
            Some("shared") => {
                // `si` is a string key (a missing one is None, its own key).
                let idx = si.clone().unwrap_or_else(|| "\0none".to_string());
                let dest = r.as_deref().filter(|r| !r.is_empty()).map(|_| (row, col));
                if let Some(t) = shared_masters.get(&idx) {
                    Value::Formula(t.translate(dest).map_err(|m| (here(), CellErr::Value(m)))?)
                } else {
                    if !text.is_empty() {
                        // openpyxl's Translator reads the master's own reference: without
                        // one it raises (TypeError).
                        let Some((mr, mc)) = dest else {
                            return Err((here(), CellErr::Value("a shared formula's master cell has no reference".into())));
                        };
                        let t = Translator::new(&format!("={text}"), mr, mc).map_err(|m| (here(), CellErr::Value(m)))?;
                        shared_masters.insert(idx, t);
                    }
                    Value::Formula(format!("={text}"))
                }
            }
            _ => Value::Formula(format!("={text}")),
        }
    } else if let Some(v) = value_text {
        match t.as_str() {
            "n" => {
                let n = cast_number(&v).ok_or_else(|| bad(format!("{v:?} is not a number as int() or float() reads one")))?;
                if wb.date_styles.contains(&style) {
                    data_type = DataType::Date;
                    match from_excel(&n, wb.date1904, wb.timedelta_styles.contains(&style)) {
                        Ok(d) => d,
                        Err(dates::FromExcelError::Overflow) => {
                            // openpyxl warns and makes the cell the error #VALUE!.
                            data_type = DataType::Error;
                            Value::Str("#VALUE!".into())
                        }
                        Err(dates::FromExcelError::NotReproduced(w)) => return Err((here(), CellErr::NotReproduced(w))),
                    }
                } else {
                    n
                }
            }
            "s" => {
                let Some(Value::Int(i)) = py_int(&v) else { return Err(bad(format!("shared string index {v:?} is not an integer"))) };
                let n = wb.shared_strings.len() as i64;
                // Python's list indexing: -1 is the last string.
                let at = if i < 0 { i + n } else { i };
                if at < 0 || at >= n {
                    return Err(bad(format!("shared string index {i} is past the table's {n} strings")));
                }
                Value::Str(wb.shared_strings[at as usize].clone())
            }
            "b" => match py_int(&v) {
                Some(Value::Int(i)) => Value::Bool(i != 0),
                Some(_) => Value::Bool(true),
                None => return Err(bad(format!("boolean {v:?} is not an integer"))),
            },
            "e" => Value::Error(v),
            "d" => match from_iso8601(&v) {
                Some(d) => d,
                None => return Err((here(), CellErr::NotReproduced(format!("the ISO 8601 text {v:?}")))),
            },
            "str" => {
                data_type = DataType::Str;
                Value::Str(v)
            }
            // Unknown types keep the text.
            _ => Value::Str(v),
        }
    } else if t == "inlineStr" {
        match inline {
            Some(text) => {
                data_type = DataType::Str;
                Value::Str(text)
            }
            None => Value::Empty,
        }
    } else {
        Value::Empty
    };
    let value = match value {
        Value::Str(s) if data_type == DataType::Error => Value::Error(s),
        v => v,
    };
    Ok(Raw { row, col, cell: Cell { value, data_type }, style })
}

/// ElementTree's `.text` of the element just opened: the text before its first child;
/// `None` when there is none. Reads to the element's end.
fn element_text(reader: &mut NsReader<&[u8]>, part: &str) -> Result<Option<String>, XlsxError> {
    let mut text: Option<String> = None;
    let mut depth = 0usize;
    let mut before_child = true;
    loop {
        match reader.read_event().map_err(|e| xml_err(part, reader.buffer_position(), e))? {
            Event::Start(_) => {
                depth += 1;
                before_child = false;
            }
            Event::Empty(_) => before_child = false,
            Event::End(_) => {
                if depth == 0 {
                    return Ok(text);
                }
                depth -= 1;
            }
            Event::Text(t) if depth == 0 && before_child => {
                text.get_or_insert_with(String::new).push_str(&xml_text(&t, part, reader.buffer_position())?);
            }
            Event::CData(t) if depth == 0 && before_child => {
                text.get_or_insert_with(String::new).push_str(&cdata(&t, part, reader.buffer_position())?);
            }
            Event::Eof => return Err(xml_err(part, reader.buffer_position(), "the part ends inside an element")),
            _ => {}
        }
    }
}

/// openpyxl's `coordinate_to_tuple` of a cell's `r`: the letters before the first ASCII
/// digit are the column (1 to 3 letters, A to ZZZ, any case), the rest is read by
/// `int()`: so `A0` is row 0 (kept, never shown by `iter_rows`), `A01` row 1, and `$A$1`
/// no reference.
fn cell_ref(r: &str) -> Option<(u64, u32)> {
    let split = r.find(|c: char| c.is_ascii_digit()).unwrap_or(r.len().saturating_sub(r.chars().last().map_or(0, char::len_utf8)));
    let (letters, digits) = r.split_at(split);
    if letters.is_empty() || letters.chars().count() > 3 {
        return None;
    }
    let mut col = 0u32;
    for c in letters.chars() {
        let u = c.to_ascii_uppercase();
        if !u.is_ascii_uppercase() {
            return None;
        }
        col = col * 26 + (u as u32 - 'A' as u32 + 1);
    }
    let row = match py_int(digits)? {
        Value::Int(i) if i >= 0 => i as u64,
        _ => u64::MAX,
    };
    Some((row, col))
}

/// A merged range's (min_row, min_col, max_row, max_col).
fn range_bounds(r: &str) -> Option<(u32, u32, u32, u32)> {
    let (a, b) = r.split_once(':').unwrap_or((r, r));
    let (r0, c0) = parse_ref(a)?;
    let (r1, c1) = parse_ref(b)?;
    (r0 <= r1 && c0 <= c1).then_some((r0, c0, r1, c1))
}

/// The most cells a sheet may span in full mode (rows × columns of its grid): past it the
/// layout is refused, not allocated.
const MAX_GRID: u64 = 50_000_000;

pub(super) fn read(wb: &Workbook, info: &SheetInfo, mode: Mode) -> Result<Sheet, XlsxError> {
    let data_only = match mode {
        Mode::Full { data_only } => data_only,
        Mode::ReadOnly => true,
    };
    let parsed = parse(wb, info, data_only)?;
    let sheet = Some(info.name.clone());
    match mode {
        Mode::Full { .. } => {
            let mut cells: BTreeMap<(u32, u32), Cell> = BTreeMap::new();
            for (_, row) in parsed.rows {
                for raw in row {
                    if raw.style as usize >= wb.style_count {
                        return Err(XlsxError::Value {
                            part: info.part.clone(),
                            sheet,
                            cell: Some(format!("{}{}", super::column_letters(raw.col), raw.row)),
                            message: format!("style {} is past the workbook's {} cell styles", raw.style, wb.style_count),
                        });
                    }
                    cells.insert((raw.row, raw.col), raw.cell);
                }
            }
            for r in &parsed.merged {
                let (r0, c0, r1, c1) = range_bounds(r).ok_or_else(|| XlsxError::Value {
                    part: info.part.clone(),
                    sheet: sheet.clone(),
                    cell: None,
                    message: format!("merged range {r:?} is not a range of cells"),
                })?;
                if u64::from(r1 - r0 + 1) * u64::from(c1 - c0 + 1) > MAX_GRID {
                    return Err(XlsxError::NotReproduced {
                        part: info.part.clone(),
                        sheet,
                        cell: None,
                        what: format!("a merged range of more than {MAX_GRID} cells ({r})"),
                    });
                }
                // The top-left cell is created (`ws.cell`), the others become MergedCells.
                cells.entry((r0, c0)).or_insert(Cell::EMPTY);
                for rr in r0..=r1 {
                    for cc in c0..=c1 {
                        if (rr, cc) != (r0, c0) {
                            cells.insert((rr, cc), Cell::EMPTY);
                        }
                    }
                }
            }
            let bounds = if cells.is_empty() {
                (1, 1, 1, 1)
            } else {
                let min_row = cells.keys().next().map_or(1, |k| k.0);
                let max_row = cells.keys().next_back().map_or(1, |k| k.0);
                let min_col = cells.keys().map(|k| k.1).min().unwrap_or(1);
                let max_col = cells.keys().map(|k| k.1).max().unwrap_or(1);
                (min_row, min_col, max_row, max_col)
            };
            // iter_rows() spans A1 to the bounds' far corner (merged ranges count: their
            // cells exist); nothing for a sheet without cells.
            let mut rows = Vec::new();
            if !cells.is_empty() {
                if u64::from(bounds.2) * u64::from(bounds.3) > MAX_GRID {
                    return Err(XlsxError::NotReproduced {
                        part: info.part.clone(),
                        sheet,
                        cell: None,
                        what: format!("a grid of {} × {} cells (past {MAX_GRID})", bounds.2, bounds.3),
                    });
                }
                rows = vec![vec![Cell::EMPTY; bounds.3 as usize]; bounds.2 as usize];
                // Row 0 (`A0`) counts in the bounds but iter_rows starts at row 1.
                for ((r, c), cell) in cells {
                    if r > 0 {
                        rows[r as usize - 1][c as usize - 1] = cell;
                    }
                }
            }
            Ok(Sheet { name: info.name.clone(), rows, bounds, merged: parsed.merged })
        }
        Mode::ReadOnly => {
            // `_cells_by_row` with no max_row / max_col: missing rows are empty tuples; a
            // row whose counter goes back is skipped; a row spans column 1 to its last
            // cell's column (cells past it are dropped).
            let mut rows: Vec<Vec<Cell>> = Vec::new();
            let mut counter: u32 = 1;
            for (idx, row) in parsed.rows {
                while counter < idx {
                    counter += 1;
                    rows.push(Vec::new());
                }
                if counter <= idx {
                    counter += 1;
                    let width = row.last().map_or(0, |c| c.col) as usize;
                    let mut out = vec![Cell::EMPTY; width];
                    for raw in row {
                        if (raw.col as usize) <= width {
                            out[raw.col as usize - 1] = raw.cell;
                        }
                    }
                    rows.push(out);
                }
            }
            let max_col = rows.iter().map(Vec::len).max().unwrap_or(0) as u32;
            let bounds = (1, 1, (rows.len() as u32).max(1), max_col.max(1));
            Ok(Sheet { name: info.name.clone(), rows, bounds, merged: parsed.merged })
        }
    }
}
