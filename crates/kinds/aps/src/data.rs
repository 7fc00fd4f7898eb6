//! The case's `aps_data.xlsx` as the evaluator reads it: five sheets, each
//! `pd.read_excel(xl, sheet)` (first row the header; `pysem::xlsx`), walked with
//! `iterrows()` (a row of only numeric columns of mixed dtypes is float64, so an int id
//! reads `45.0`), and the schedulable operations derived from them: `WOP.STA == 0`, its
//! order's `ORD.STA == 1`, its routing node's enabled `TUS` rows naming a resource group
//! (or an enabled head) with enabled devices, and a `MAK` rate (`1.9MP` minutes or
//! `0.51HP` hours a piece). What the evaluator raises on a workbook is kept as its
//! `str(e)` with the sheet and row.

use std::collections::{BTreeMap, BTreeSet};

use crate::pyjson::{is_py_space, py_float_repr, py_str_repr, py_strip};
use pysem::pyint::decimal_value;
use pysem::xlsx::frame::{read_excel, Dtype, Frame, Name, PdValue, SheetName};
use pysem::xlsx::{Workbook, XlsxError};

use super::isotime::{Time, DAY_US};

/// The file's name, as diagnostics locate it.
pub const FILE: &str = "aps_data.xlsx";
/// The sheets, in the order the evaluator reads them.
pub const SHEETS: [&str; 5] = ["ORD", "TON", "TUS", "RES", "WOP"];

/// One schedulable operation.
#[derive(Debug, Clone, PartialEq)]
pub struct Op {
    /// `WOP.OID` as `str()` gives it.
    pub wop: String,
    /// Devices it may run on, sorted (a set in the evaluator).
    pub devices: Vec<String>,
    /// `round(MAK × QTY, 4)` minutes.
    pub dur_min: f64,
    /// Its order's due date (`None`: blank or unreadable).
    pub ole: Option<Time>,
    pub order: String,
    /// The first TUS resource with devices (the group it is planned on).
    pub group: String,
    pub ton: String,
    /// TON.OID's trailing digits, as ASCII digits without leading zeros (`None`: none).
    pub seq: Option<String>,
}

/// The case: the schedulable operations in the evaluator's dict order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Plant {
    pub ops: Vec<Op>,
    /// Every enabled concrete device (the evaluator's `all_valid_devices`), sorted.
    pub devices: Vec<String>,
    /// Orders with a schedulable operation, in first-seen order, and their due dates.
    pub orders: Vec<(String, Option<Time>)>,
}

impl Plant {
    pub fn op(&self, wop: &str) -> Option<&Op> {
        self.ops.iter().find(|o| o.wop == wop)
    }
}

/// What the evaluator raises reading the workbook: `str(e)`, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub error: String,
    pub sheet: Option<String>,
    /// The data row (0-based, the header not counted).
    pub row: Option<usize>,
    pub cell: Option<String>,
}

impl DataError {
    fn at(sheet: &str, row: Option<usize>, error: String) -> DataError {
        DataError { error, sheet: Some(sheet.into()), row, cell: None }
    }

    /// Where, in words: `aps_data.xlsx, sheet WOP, row 3`.
    pub fn place(&self) -> String {
        let mut s = FILE.to_string();
        if let Some(sh) = &self.sheet {
            s.push_str(&format!(", sheet {sh}"));
        }
        if let Some(c) = &self.cell {
            s.push_str(&format!(", cell {c}"));
        } else if let Some(r) = self.row {
            s.push_str(&format!(", data row {r}"));
        }
        s
    }
}

/// A cell of a row as `iterrows()` gives it: the value and the dtype it is read with.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    pub value: PdValue,
    pub dtype: Dtype,
}

impl Cell {
    /// `str(v)`.
    pub fn py_str(&self) -> String {
        self.value.py_str(self.dtype)
    }

    /// The evaluator's `_nan(v)`: NaN, or `str(v).strip().lower()` one of `nan`, `none`,
    /// `nat` or empty (only ASCII letters lower to those).
    pub fn is_nan(&self) -> bool {
        if matches!(self.value, PdValue::Nan) {
            return true;
        }
        let s = self.py_str();
        let t = py_strip(&s);
        t.is_empty() || ["nan", "none", "nat"].iter().any(|w| t.eq_ignore_ascii_case(w))
    }

    /// `v == 1` (`v != 1` is its negation): `True` is 1, text never is.
    pub fn equals(&self, n: i64) -> bool {
        match &self.value {
            PdValue::Int(i) => *i == n,
            PdValue::UInt(u) => i128::from(*u) == i128::from(n),
            PdValue::Float(x) => *x == n as f64,
            PdValue::Bool(b) => i64::from(*b) == n,
            _ => false,
        }
    }

    /// The type name Python's messages give the value.
    fn type_name(&self) -> &'static str {
        match (&self.value, self.dtype) {
            (PdValue::DateTime(_), Dtype::Datetime64) => "Timestamp",
            (PdValue::DateTime(_), _) => "datetime.datetime",
            (PdValue::Date(_), _) => "datetime.date",
            (PdValue::Time(_), _) => "datetime.time",
            (PdValue::Duration(_), Dtype::Timedelta64) => "Timedelta",
            (PdValue::Duration(_), _) => "datetime.timedelta",
            _ => "object",
        }
    }

    /// `float(v)`, or what it raises.
    pub fn py_float(&self) -> Result<f64, String> {
        match &self.value {
            PdValue::Int(i) => Ok(*i as f64),
            PdValue::UInt(u) => Ok(*u as f64),
            PdValue::BigInt(s) => match crate::float::parse(s) {
                Some(x) if x.is_finite() => Ok(x),
                _ => Err("int too large to convert to float".into()),
            },
            PdValue::Float(x) => Ok(*x),
            PdValue::Bool(b) => Ok(f64::from(u8::from(*b))),
            PdValue::Str(s) => crate::float::py_float(s).map_err(|_| format!("could not convert string to float: {}", py_str_repr(s))),
            PdValue::Nan => Ok(f64::NAN),
            _ => Err(format!("float() argument must be a string or a real number, not '{}'", self.type_name())),
        }
    }
}

/// A sheet: its frame, and whether `iterrows()` makes its rows float64.
struct Sheet {
    name: &'static str,
    frame: Frame,
    upcast: bool,
}

impl Sheet {
    fn new(name: &'static str, frame: Frame) -> Sheet {
        let numeric = |d: Dtype| matches!(d, Dtype::Int64 | Dtype::UInt64 | Dtype::Float64);
        let first = frame.columns.first().map(|c| c.dtype);
        let upcast = frame.columns.iter().all(|c| numeric(c.dtype)) && frame.columns.iter().any(|c| Some(c.dtype) != first);
        Sheet { name, frame, upcast }
    }

    fn col(&self, name: &str) -> Option<usize> {
        self.frame.columns.iter().position(|c| matches!(&c.name, Name::Str(s) if s == name))
    }

    /// `r.get(name)`: `None` when the sheet has no such column.
    fn get(&self, r: usize, name: &str) -> Option<Cell> {
        let c = &self.frame.columns[self.col(name)?];
        let v = c.values[r].clone();
        Some(match (self.upcast, v) {
            (true, PdValue::Int(i)) => Cell { value: PdValue::Float(i as f64), dtype: Dtype::Float64 },
            (true, PdValue::UInt(u)) => Cell { value: PdValue::Float(u as f64), dtype: Dtype::Float64 },
            (true, v) => Cell { value: v, dtype: Dtype::Float64 },
            (false, v) => Cell { value: v, dtype: c.dtype },
        })
    }

    /// `r[name]`: KeyError when missing.
    fn req(&self, r: usize, name: &str) -> Result<Cell, DataError> {
        self.get(r, name).ok_or_else(|| DataError::at(self.name, Some(r), py_str_repr(name)))
    }

    /// `df[name] == n`, the rows where it holds (KeyError when missing).
    fn rows_eq(&self, name: &str, n: i64) -> Result<Vec<usize>, DataError> {
        let Some(c) = self.col(name) else {
            return Err(DataError::at(self.name, None, py_str_repr(name)));
        };
        let col = &self.frame.columns[c];
        Ok((0..self.frame.rows()).filter(|&r| Cell { value: col.values[r].clone(), dtype: col.dtype }.equals(n)).collect())
    }

    /// `str(r[name]) if not _nan(r.get(name)) else ""`.
    fn text(&self, r: usize, name: &str) -> String {
        match self.get(r, name) {
            Some(c) if !c.is_nan() => c.py_str(),
            _ => String::new(),
        }
    }
}

fn open(bytes: &[u8]) -> Result<Vec<Sheet>, DataError> {
    const ZIP: &[u8] = b"PK\x03\x04";
    let whole = |error: String| DataError { error, sheet: None, row: None, cell: None };
    if !bytes.starts_with(ZIP) {
        // pandas peeks at the first bytes before any engine opens the file.
        return Err(whole("Excel file format cannot be determined, you must specify an engine manually.".into()));
    }
    let located = |e: XlsxError| {
        let (sheet, cell) = match &e {
            XlsxError::Value { sheet, cell, .. } | XlsxError::NotReproduced { sheet, cell, .. } => (sheet.clone(), cell.clone()),
            _ => (None, None),
        };
        DataError { error: e.to_string(), sheet, row: None, cell }
    };
    let wb = Workbook::open(bytes).map_err(located)?;
    let names = wb.sheet_names();
    let mut out = Vec::new();
    for s in SHEETS {
        if !names.iter().any(|n| n == s) {
            return Err(whole(format!("Worksheet named '{s}' not found")));
        }
        out.push(Sheet::new(s, read_excel(&wb, SheetName::Name(s), Some(0)).map_err(located)?));
    }
    Ok(out)
}

/// `_parse_mak(s)`: `[\d.]+\s*(MP|HP)` at the start of `str(s).strip()` (Unicode
/// digits and blanks, as `re` reads a `str`), minutes a piece (`HP` × 60); `float()` of
/// the digits may raise.
fn parse_mak(c: Option<&Cell>) -> Result<Option<f64>, String> {
    let Some(c) = c.filter(|c| !c.is_nan()) else { return Ok(None) };
    let s = c.py_str();
    let t = py_strip(&s);
    let num: String = t.chars().take_while(|&ch| ch == '.' || decimal_value(ch).is_some()).collect();
    if num.is_empty() {
        return Ok(None);
    }
    let rest = t[num.len()..].trim_start_matches(is_py_space);
    let hours = if rest.starts_with("HP") {
        true
    } else if rest.starts_with("MP") {
        false
    } else {
        return Ok(None);
    };
    let v = crate::float::py_float(&num).map_err(|_| format!("could not convert string to float: {}", py_str_repr(&num)))?;
    Ok(Some(if hours { v * 60.0 } else { v }))
}

/// `_ton_seq`: the trailing run of digits of `str(oid).strip()` as `int()` reads it.
fn ton_seq(ton: &str) -> Option<String> {
    if ton.is_empty() {
        return None;
    }
    let t = py_strip(ton);
    let digits: Vec<u8> = t.chars().rev().map_while(decimal_value).collect();
    if digits.is_empty() {
        return None;
    }
    let s: String = digits.iter().rev().map(|d| char::from(b'0' + d)).collect();
    let s = s.trim_start_matches('0');
    Some(if s.is_empty() { "0".into() } else { s.into() })
}

/// The order of two `seq` values as ints.
pub fn seq_cmp(a: &str, b: &str) -> std::cmp::Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

/// `_parse_ole(v)`: `pd.to_datetime(v).to_pydatetime()`, `None` when blank or unreadable.
fn parse_ole(c: Option<&Cell>) -> Result<Option<Time>, String> {
    let Some(c) = c.filter(|c| !c.is_nan()) else { return Ok(None) };
    use crate::pandas::datetime::{to_datetime_scalar, Cell as Dc, Fail};
    let day_us = |y: i32, m: u32, d: u32| pysem::calendar::days_from_civil(i64::from(y), m, d) * DAY_US;
    // datetime64[ns] reaches 2262-04-11; pandas raises (caught) past it.
    let in_ns = |t: i64| (t > -9_223_372_036_854_775 && t < 9_223_372_036_854_775).then_some(Time::Naive(t));
    let cell = match &c.value {
        PdValue::DateTime(d) => {
            let t = &d.time;
            let us = ((i64::from(t.hour) * 60 + i64::from(t.minute)) * 60 + i64::from(t.second)) * 1_000_000 + i64::from(t.microsecond);
            return Ok(in_ns(day_us(d.date.year, d.date.month, d.date.day) + us));
        }
        PdValue::Date(d) => return Ok(in_ns(day_us(d.year, d.month, d.day))),
        PdValue::Str(s) => Dc::Str(s),
        PdValue::Int(i) => Dc::Int(*i),
        PdValue::Float(x) => Dc::Float(*x),
        _ => return Ok(None),
    };
    match to_datetime_scalar(cell) {
        Ok(None) => Ok(None),
        Ok(Some((ns, None))) => Ok(Some(Time::Naive(ns.div_euclid(1000)))),
        Ok(Some((ns, Some(off)))) => Ok(Some(Time::Aware(ns.div_euclid(1000), i64::from(off) * 60_000_000))),
        Err(Fail::Raise { .. }) => Ok(None),
        Err(Fail::Unsupported { why, .. }) => Err(why),
    }
}

/// Read the workbook's bytes and derive the schedulable operations
/// (`compute_schedulable`), or what the evaluator raises on the way.
pub fn load(bytes: &[u8]) -> Result<Plant, DataError> {
    let sheets = open(bytes)?;
    let [ord, _ton, tus, res, wop] = <[Sheet; 5]>::try_from(sheets).map_err(|_| DataError::at("ORD", None, "sheets".into()))?;
    // Resource groups -> enabled devices; enabled heads without a group.
    let mut grp_devs: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut direct: BTreeSet<String> = BTreeSet::new();
    for r in 0..res.frame.rows() {
        let code = res.text(r, "CODE");
        let grp = res.get(r, "GRP");
        let enabled = res.get(r, "ENA").is_some_and(|c| c.equals(1));
        if code.is_empty() || !enabled {
            continue;
        }
        match grp.filter(|g| !g.is_nan()) {
            Some(g) => {
                grp_devs.entry(g.py_str()).or_default().insert(code);
            }
            None => {
                direct.insert(code);
            }
        }
    }
    let mut all: BTreeSet<String> = direct.clone();
    for d in grp_devs.values() {
        all.extend(d.iter().cloned());
    }
    // Enabled TUS rows by routing node, in sheet order.
    let mut tus_by_ton: Vec<(String, Vec<usize>)> = Vec::new();
    for r in tus.rows_eq("ENA", 1)? {
        let key = tus.req(r, "TON")?.py_str();
        match tus_by_ton.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(r),
            None => tus_by_ton.push((key, vec![r])),
        }
    }
    // Orders: due dates first (every row), then states; a repeated id keeps its last.
    let mut ord_ole: BTreeMap<String, Option<Time>> = BTreeMap::new();
    for r in 0..ord.frame.rows() {
        let oid = ord.req(r, "OID")?.py_str();
        let ole = parse_ole(ord.get(r, "OLE").as_ref()).map_err(|why| DataError::at("ORD", Some(r), format!("not reproduced: {why}")))?;
        ord_ole.insert(oid, ole);
    }
    let mut ord_live: BTreeMap<String, bool> = BTreeMap::new();
    for r in 0..ord.frame.rows() {
        let oid = ord.req(r, "OID")?.py_str();
        ord_live.insert(oid, ord.get(r, "STA").is_some_and(|c| c.equals(1)));
    }
    let mut ops: Vec<Op> = Vec::new();
    for r in wop.rows_eq("STA", 0)? {
        let order = wop.text(r, "ORD");
        if ord_live.get(&order) != Some(&true) {
            continue;
        }
        let ton = wop.text(r, "TON");
        let Some((_, opts)) = tus_by_ton.iter().find(|(k, _)| *k == ton) else { continue };
        let mut devices: BTreeSet<String> = BTreeSet::new();
        let mut mak = None;
        let mut group = None;
        for &t in opts {
            let name = tus.text(t, "RES");
            let mut devs = grp_devs.get(&name).cloned().unwrap_or_default();
            if devs.is_empty() && direct.contains(&name) {
                devs.insert(name.clone());
            }
            if !devs.is_empty() {
                devices.extend(devs);
                if group.is_none() {
                    group = Some(name.clone());
                }
            }
            let mk = parse_mak(tus.get(t, "MAK").as_ref()).map_err(|e| DataError::at("TUS", Some(t), e))?;
            if mk.is_some() && mak.is_none() {
                mak = mk;
            }
        }
        let Some(mak) = mak.filter(|_| !devices.is_empty()) else { continue };
        let qty = match wop.get(r, "QTY").filter(|c| !c.is_nan()) {
            Some(c) => c.py_float().map_err(|e| DataError::at("WOP", Some(r), e))?,
            None => 1.0,
        };
        let id = wop.req(r, "OID")?.py_str();
        let op = Op {
            wop: id.clone(),
            devices: devices.into_iter().collect(),
            dur_min: crate::round::py_round(mak * qty, 4),
            ole: ord_ole.get(&order).copied().flatten(),
            order,
            group: group.unwrap_or_default(),
            seq: ton_seq(&ton),
            ton,
        };
        // A repeated OID keeps its first place and its last values (a dict).
        match ops.iter_mut().find(|o| o.wop == id) {
            Some(o) => *o = op,
            None => ops.push(op),
        }
    }
    let mut orders: Vec<(String, Option<Time>)> = Vec::new();
    for o in &ops {
        match orders.iter_mut().find(|(k, _)| *k == o.order) {
            Some(e) => e.1 = o.ole,
            None => orders.push((o.order.clone(), o.ole)),
        }
    }
    Ok(Plant { ops, devices: all.into_iter().collect(), orders })
}

/// A float as the figure's summary writes it.
pub fn num(x: f64) -> String {
    py_float_repr(x)
}
