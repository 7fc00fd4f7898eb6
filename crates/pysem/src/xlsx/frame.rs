//! `pandas.read_excel(path, sheet_name, header=0 | None)` as pandas 2.3.2 types a sheet
//! (openpyxl engine): the sheet opened read-only with `data_only=True`, each cell
//! converted by `_convert_cell` (`None` → `""`, an error cell → NaN, a whole float → an
//! int), trailing blanks and blank rows trimmed, rows padded to the widest; then the
//! Python parser: a blank header is `Unnamed: N`, duplicates get `.1`, `.2`; with
//! `header=None` the names are 0, 1, ... and a blank stays NaN (so `str()` of it is
//! `nan`, as FDE-Bench 026's evaluator meets it).
//!
//! Dtypes: all ints → int64; numbers with blanks → float64 (NaN); all booleans → bool;
//! all datetimes (blanks: NaT) → datetime64[ns]; text with anything → object (a blank or
//! one of pandas' NA spellings is NaN). What pandas' numeric conversion would do with
//! numeric-looking text, booleans mixed with numbers or timedeltas is refused
//! ([`XlsxError::NotReproduced`]), not guessed.

use super::{Cell, DataType, DateTime, Mode, Time, Value, Workbook, XlsxError};
use crate::pandas::number::is_na;

/// A value of a column (what `df[col][i]` is).
#[derive(Debug, Clone, PartialEq)]
pub enum PdValue {
    Int(i64),
    Float(f64),
    Str(String),
    Bool(bool),
    DateTime(DateTime),
    Time(Time),
    /// NaN, or NaT in a datetime64 column.
    Nan,
}

impl PdValue {
    /// `str(value)` as Python prints it (`123.0` for a float id, `nan`, `NaT`).
    pub fn py_str(&self, dtype: Dtype) -> String {
        match self {
            PdValue::Int(i) => i.to_string(),
            PdValue::Float(x) => crate::pyjson::py_float_repr(*x),
            PdValue::Str(s) => s.clone(),
            PdValue::Bool(b) => (if *b { "True" } else { "False" }).into(),
            PdValue::DateTime(d) => {
                if d.time == (Time { hour: 0, minute: 0, second: 0, microsecond: 0 }) && dtype == Dtype::Datetime64 {
                    // str(Timestamp) of a midnight: `2024-01-31 00:00:00`.
                    format!("{} 00:00:00", d.date)
                } else {
                    d.to_string()
                }
            }
            PdValue::Time(t) => t.to_string(),
            PdValue::Nan => (if dtype == Dtype::Datetime64 { "NaT" } else { "nan" }).into(),
        }
    }
}

/// A column's dtype.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dtype {
    Int64,
    Float64,
    Bool,
    Object,
    Datetime64,
}

impl Dtype {
    /// `str(df[col].dtype)`.
    pub fn name(self) -> &'static str {
        match self {
            Dtype::Int64 => "int64",
            Dtype::Float64 => "float64",
            Dtype::Bool => "bool",
            Dtype::Object => "object",
            Dtype::Datetime64 => "datetime64[ns]",
        }
    }
}

/// A column name: text, or a header cell's number / date as pandas keeps it.
#[derive(Debug, Clone, PartialEq)]
pub enum Name {
    Str(String),
    Value(PdValue),
    /// `header=None`: the position.
    Position(usize),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    pub name: Name,
    pub dtype: Dtype,
    pub values: Vec<PdValue>,
}

/// A DataFrame as read.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Frame {
    pub columns: Vec<Column>,
}

impl Frame {
    pub fn rows(&self) -> usize {
        self.columns.first().map_or(0, |c| c.values.len())
    }
}

/// `sheet_name=`.
#[derive(Debug, Clone, Copy)]
pub enum SheetName<'a> {
    Name(&'a str),
    Index(usize),
}

/// A cell after `_convert_cell`.
#[derive(Debug, Clone, PartialEq)]
enum Conv {
    Blank,
    V(PdValue),
}

fn not_reproduced(sheet: &str, cell: Option<String>, what: &str) -> XlsxError {
    XlsxError::NotReproduced { part: "read_excel".into(), sheet: Some(sheet.into()), cell, what: what.into() }
}

fn convert(cell: &Cell, sheet: &str, at: impl Fn() -> String) -> Result<Conv, XlsxError> {
    Ok(match (&cell.value, &cell.data_type) {
        // `None` becomes "", and an empty string is the same "" to the trimming, the
        // header (`Unnamed: N`) and the NA check.
        (Value::Empty, _) => Conv::Blank,
        (Value::Str(s), _) if s.is_empty() => Conv::Blank,
        (_, DataType::Error) => Conv::V(PdValue::Nan),
        (Value::Int(i), _) => Conv::V(PdValue::Int(*i)),
        (Value::Float(x), _) => {
            // int(x) == x gives the int; inf raises OverflowError.
            if !x.is_finite() {
                return Err(XlsxError::Value {
                    part: "read_excel".into(),
                    sheet: Some(sheet.into()),
                    cell: Some(at()),
                    message: "cannot convert float infinity to integer".into(),
                });
            }
            if x.fract() == 0.0 {
                if x.abs() < 9.223_372_036_854_776e18 {
                    Conv::V(PdValue::Int(*x as i64))
                } else {
                    return Err(not_reproduced(sheet, Some(at()), "a whole float beyond int64"));
                }
            } else {
                Conv::V(PdValue::Float(*x))
            }
        }
        (Value::BigInt(_), _) => return Err(not_reproduced(sheet, Some(at()), "an int beyond int64")),
        (Value::Str(s), _) | (Value::Error(s), _) | (Value::Formula(s), _) => Conv::V(PdValue::Str(s.clone())),
        (Value::Bool(b), _) => Conv::V(PdValue::Bool(*b)),
        (Value::DateTime(d), _) => Conv::V(PdValue::DateTime(*d)),
        (Value::Time(t), _) => Conv::V(PdValue::Time(*t)),
        (Value::Date(_), _) | (Value::Duration(_), _) => {
            return Err(not_reproduced(sheet, Some(at()), "a date or timedelta cell in a frame"))
        }
    })
}

/// The rows pandas' `get_sheet_data` returns: converted, trimmed, padded.
fn sheet_data(wb: &Workbook, name: &str) -> Result<Vec<Vec<Conv>>, XlsxError> {
    let sheet = wb.sheet(name, Mode::ReadOnly)?;
    let mut data: Vec<Vec<Conv>> = Vec::with_capacity(sheet.rows.len());
    let mut last = None;
    for (r, row) in sheet.rows.iter().enumerate() {
        let mut out = Vec::with_capacity(row.len());
        for (c, cell) in row.iter().enumerate() {
            out.push(convert(cell, name, || format!("{}{}", super::column_letters(c as u32 + 1), r + 1))?);
        }
        while out.last() == Some(&Conv::Blank) {
            out.pop();
        }
        if !out.is_empty() {
            last = Some(r);
        }
        data.push(out);
    }
    data.truncate(last.map_or(0, |l| l + 1));
    let width = data.iter().map(Vec::len).max().unwrap_or(0);
    for row in &mut data {
        row.resize(width, Conv::Blank);
    }
    Ok(data)
}

/// `pd.read_excel(path, sheet_name=sheet, header=header)`.
pub fn read_excel(wb: &Workbook, sheet: SheetName, header: Option<usize>) -> Result<Frame, XlsxError> {
    let name = match sheet {
        SheetName::Name(n) => n.to_string(),
        SheetName::Index(i) => wb.worksheet_name(i)?.to_string(),
    };
    let data = sheet_data(wb, &name)?;
    if data.is_empty() {
        return Ok(Frame::default());
    }
    let width = data[0].len();
    let (names, body): (Vec<Name>, &[Vec<Conv>]) = match header {
        None => ((0..width).map(Name::Position).collect(), &data[..]),
        Some(h) => {
            if h >= data.len() {
                return Err(XlsxError::Value {
                    part: "read_excel".into(),
                    sheet: Some(name),
                    cell: None,
                    message: format!("header index {h} exceeds maximum index {} of data.", data.len() - 1),
                });
            }
            let mut names = Vec::with_capacity(width);
            let mut seen: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
            for (i, c) in data[h].iter().enumerate() {
                let n = match c {
                    Conv::Blank => Name::Str(format!("Unnamed: {i}")),
                    Conv::V(PdValue::Str(s)) => Name::Str(s.clone()),
                    Conv::V(v) => Name::Value(v.clone()),
                };
                let n = match n {
                    Name::Str(s) => {
                        // pandas' dedup: `a`, `a.1`, `a.2` (a name already taken moves on).
                        let mut s2 = s.clone();
                        while let Some(count) = seen.get(&s2).copied() {
                            seen.insert(s2.clone(), count + 1);
                            s2 = format!("{s}.{}", count + 1);
                        }
                        seen.insert(s2.clone(), 0);
                        Name::Str(s2)
                    }
                    other => other,
                };
                names.push(n);
            }
            (names, &data[h + 1..])
        }
    };
    let mut columns = Vec::with_capacity(width);
    for (i, n) in names.into_iter().enumerate() {
        let cells: Vec<&Conv> = body.iter().map(|r| &r[i]).collect();
        let (dtype, values) = infer(&cells).map_err(|what| not_reproduced(&name, Some(super::column_letters(i as u32 + 1)), what))?;
        columns.push(Column { name: n, dtype, values });
    }
    Ok(Frame { columns })
}

fn infer(cells: &[&Conv]) -> Result<(Dtype, Vec<PdValue>), &'static str> {
    // A frame with no rows: every column is object.
    if cells.is_empty() {
        return Ok((Dtype::Object, Vec::new()));
    }
    let (mut ints, mut floats, mut bools, mut dates, mut texts, mut others) = (0, 0, 0, 0, 0, 0);
    for c in cells {
        match c {
            Conv::Blank | Conv::V(PdValue::Nan) => {}
            Conv::V(PdValue::Int(_)) => ints += 1,
            Conv::V(PdValue::Float(_)) => floats += 1,
            Conv::V(PdValue::Bool(_)) => bools += 1,
            Conv::V(PdValue::DateTime(_)) => dates += 1,
            Conv::V(PdValue::Str(s)) if is_na(s) => {}
            Conv::V(PdValue::Str(s)) => {
                if crate::float::pandas::to_numeric_float(s).is_some() {
                    return Err("numeric-looking text (pandas' numeric conversion)");
                }
                texts += 1
            }
            Conv::V(PdValue::Time(_)) => others += 1,
        }
    }
    let n = cells.len();
    let plain = |c: &Conv| match c {
        Conv::Blank => PdValue::Nan,
        Conv::V(PdValue::Str(s)) if is_na(s) => PdValue::Nan,
        Conv::V(v) => v.clone(),
    };
    if texts > 0 || others > 0 {
        if bools > 0 && texts == 0 {
            return Err("booleans mixed with times");
        }
        return Ok((Dtype::Object, cells.iter().map(|c| plain(c)).collect()));
    }
    if bools > 0 {
        if bools == n {
            return Ok((Dtype::Bool, cells.iter().map(|c| plain(c)).collect()));
        }
        return Err("booleans mixed with numbers, dates or blanks");
    }
    if dates > 0 {
        if ints + floats > 0 {
            return Err("datetimes mixed with numbers");
        }
        if cells.iter().any(|c| matches!(c, Conv::V(PdValue::DateTime(d)) if !(1678..=2261).contains(&d.date.year))) {
            return Err("a datetime beyond datetime64[ns]");
        }
        return Ok((Dtype::Datetime64, cells.iter().map(|c| plain(c)).collect()));
    }
    if ints == n {
        return Ok((Dtype::Int64, cells.iter().map(|c| plain(c)).collect()));
    }
    Ok((
        Dtype::Float64,
        cells
            .iter()
            .map(|c| match plain(c) {
                PdValue::Int(i) => PdValue::Float(i as f64),
                v => v,
            })
            .collect(),
    ))
}
