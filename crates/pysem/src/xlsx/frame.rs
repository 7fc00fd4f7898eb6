//! `pandas.read_excel(path, sheet_name, header=0 | None)` as pandas 2.3.2 types a sheet
//! (openpyxl engine): the sheet opened read-only with `data_only=True`, each cell
//! converted by `_convert_cell` (`None` → `""`, an error cell → NaN, a whole float → an
//! int), trailing blanks and blank rows trimmed, rows padded to the widest; then the
//! Python parser: a blank header is `Unnamed: N`, duplicates get `.1`, `.2`; with
//! `header=None` the names are 0, 1, ... and a blank stays NaN (so `str()` of it is
//! `nan`, as FDE-Bench 026's evaluator meets it).
//!
//! Dtypes, as the Python parser's `_infer_types` and the DataFrame constructor decide
//! them: `lib.maybe_convert_numeric` first (ints → int64, past int64 → uint64, with a
//! blank or a float → float64, booleans alone → bool and with numbers → numbers; text
//! that `floatify` reads counts as its number, `" 12 "` as the int 12); where it raises
//! (other text, a date), the objects stay, NA spellings become NaN, equal objects the
//! first of them (`sanitize_objects`), booleans and their spellings become bool
//! (`maybe_convert_bool`), all datetimes `datetime64[ns]` (blanks NaT) and all timedeltas
//! `timedelta64[ns]`.

use super::{Cell, DataType, Date, DateTime, Duration, Mode, Time, Value, Workbook, XlsxError};
use crate::pandas::number::is_na;

/// A value of a column (what `df[col].tolist()[i]` is).
#[derive(Debug, Clone, PartialEq)]
pub enum PdValue {
    Int(i64),
    /// A uint64 column's value, or a Python int in an object column past int64.
    UInt(u64),
    /// A Python int in an object column beyond 64 bits, in decimal.
    BigInt(String),
    Float(f64),
    Str(String),
    Bool(bool),
    DateTime(DateTime),
    Date(Date),
    Time(Time),
    Duration(Duration),
    /// NaN, or NaT in a datetime64 / timedelta64 column.
    Nan,
}

impl PdValue {
    /// `str(value)` as Python prints it (`123.0` for a float id, `nan`, `NaT`).
    pub fn py_str(&self, dtype: Dtype) -> String {
        match self {
            PdValue::Int(i) => i.to_string(),
            PdValue::UInt(u) => u.to_string(),
            PdValue::BigInt(s) => s.clone(),
            PdValue::Float(x) => crate::pyjson::py_float_repr(*x),
            PdValue::Str(s) => s.clone(),
            PdValue::Bool(b) => (if *b { "True" } else { "False" }).into(),
            // str(Timestamp) and str(datetime) agree but for nanoseconds, which a cell
            // never has.
            PdValue::DateTime(d) => d.to_string(),
            PdValue::Date(d) => d.to_string(),
            PdValue::Time(t) => t.to_string(),
            PdValue::Duration(d) if dtype == Dtype::Timedelta64 => {
                // str(Timedelta): `1 days 02:03:04`, `-1 days +23:59:59.500000`.
                let days = d.micros.div_euclid(86_400_000_000);
                let rest = d.micros.rem_euclid(86_400_000_000);
                let (secs, us) = (rest / 1_000_000, rest % 1_000_000);
                let sign = if days < 0 { "+" } else { "" };
                let frac = if us != 0 { format!(".{us:06}") } else { String::new() };
                format!("{days} days {sign}{:02}:{:02}:{:02}{frac}", secs / 3600, secs / 60 % 60, secs % 60)
            }
            PdValue::Duration(d) => d.to_string(),
            PdValue::Nan => (if matches!(dtype, Dtype::Datetime64 | Dtype::Timedelta64) { "NaT" } else { "nan" }).into(),
        }
    }
}

/// A column's dtype.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dtype {
    Int64,
    UInt64,
    Float64,
    Bool,
    Object,
    Datetime64,
    Timedelta64,
}

impl Dtype {
    /// `str(df[col].dtype)`.
    pub fn name(self) -> &'static str {
        match self {
            Dtype::Int64 => "int64",
            Dtype::UInt64 => "uint64",
            Dtype::Float64 => "float64",
            Dtype::Bool => "bool",
            Dtype::Object => "object",
            Dtype::Datetime64 => "datetime64[ns]",
            Dtype::Timedelta64 => "timedelta64[ns]",
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

/// A cell after `_convert_cell`: a Python object.
#[derive(Debug, Clone, PartialEq)]
enum Conv {
    /// `""` (from `None`, or an empty string).
    Blank,
    /// A Python int (whole floats too, as `int(x)` gives them).
    Int(i128),
    /// A Python int beyond i128 (a float like 1e300): its float value and its digits.
    Huge(f64, String),
    V(PdValue),
}

/// `int(x)` of a whole float as Python prints it (exact digits).
fn whole_float_digits(x: f64) -> String {
    // grader::float's digits: the site's wasm links no std float formatting.
    let mut s = crate::float::fixed(x, 0);
    if s == "-0" {
        s = "0".into();
    }
    s
}

fn convert(cell: &Cell, sheet: &str, at: impl Fn() -> String) -> Result<Conv, XlsxError> {
    Ok(match (&cell.value, &cell.data_type) {
        // `None` becomes "", and an empty string is the same "" to the trimming, the
        // header (`Unnamed: N`) and the NA check.
        (Value::Empty, _) => Conv::Blank,
        (Value::Str(s), _) if s.is_empty() => Conv::Blank,
        (_, DataType::Error) => Conv::V(PdValue::Nan),
        (Value::Int(i), _) => Conv::Int(i128::from(*i)),
        (Value::BigInt(s), _) => match s.parse::<i128>() {
            Ok(i) => Conv::Int(i),
            Err(_) => Conv::Huge(crate::float::parse(s).unwrap_or(f64::NAN), s.clone()),
        },
        (Value::Float(x), _) => {
            // int(x) == x gives the int; inf raises OverflowError.
            if x.is_infinite() {
                return Err(XlsxError::Value {
                    part: "read_excel".into(),
                    sheet: Some(sheet.into()),
                    cell: Some(at()),
                    message: "cannot convert float infinity to integer".into(),
                });
            }
            if x.fract() == 0.0 {
                if x.abs() < 1.7e38 {
                    Conv::Int(*x as i128)
                } else {
                    Conv::Huge(*x, whole_float_digits(*x))
                }
            } else {
                Conv::V(PdValue::Float(*x))
            }
        }
        (Value::Str(s), _) | (Value::Error(s), _) | (Value::Formula(s), _) => Conv::V(PdValue::Str(s.clone())),
        (Value::Bool(b), _) => Conv::V(PdValue::Bool(*b)),
        (Value::DateTime(d), _) => Conv::V(PdValue::DateTime(*d)),
        (Value::Date(d), _) => Conv::V(PdValue::Date(*d)),
        (Value::Time(t), _) => Conv::V(PdValue::Time(*t)),
        (Value::Duration(d), _) => Conv::V(PdValue::Duration(*d)),
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

/// What a Python object is as a dict key (`1`, `1.0` and `True` are one key). Numbers
/// by `crate::float::shortest` and other values by variant and text, not `{}`/`{:?}` of
/// an f64: the site's wasm links no std float formatting.
fn key(v: &Conv) -> String {
    let n = |x: f64| format!("n:{}", crate::float::shortest(x));
    match v {
        Conv::Blank => "s:".into(),
        Conv::Int(i) => n(*i as f64),
        Conv::Huge(x, _) => n(*x),
        Conv::V(PdValue::Float(x)) => n(*x),
        Conv::V(PdValue::Bool(b)) => n(f64::from(u8::from(*b))),
        Conv::V(PdValue::Str(s)) => format!("s:{s}"),
        Conv::V(PdValue::Nan) => "nan".into(),
        Conv::V(other) => {
            let tag = match other {
                PdValue::Int(_) => "Int",
                PdValue::UInt(_) => "UInt",
                PdValue::BigInt(_) => "BigInt",
                PdValue::DateTime(_) => "DateTime",
                PdValue::Date(_) => "Date",
                PdValue::Time(_) => "Time",
                PdValue::Duration(_) => "Duration",
                PdValue::Float(_) | PdValue::Str(_) | PdValue::Bool(_) | PdValue::Nan => "",
            };
            format!("o:{tag}:{}", other.py_str(Dtype::Object))
        }
    }
}

/// A header cell as a column name, and the text pandas' dedup appends `.1` to.
fn header_name(i: usize, c: &Conv) -> (Name, String) {
    match c {
        Conv::Blank => (Name::Str(format!("Unnamed: {i}")), format!("Unnamed: {i}")),
        Conv::V(PdValue::Str(s)) => (Name::Str(s.clone()), s.clone()),
        Conv::Int(n) => match i64::try_from(*n) {
            Ok(n) => (Name::Value(PdValue::Int(n)), n.to_string()),
            Err(_) => (Name::Value(PdValue::BigInt(n.to_string())), n.to_string()),
        },
        Conv::Huge(_, s) => (Name::Value(PdValue::BigInt(s.clone())), s.clone()),
        Conv::V(v) => (Name::Value(v.clone()), v.py_str(Dtype::Object)),
    }
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
            // pandas' dedup_names: a repeated name becomes `name.1`, `name.2`, ...,
            // skipping any already taken. A name that is not text keeps its value the
            // first time and becomes text (`1.1`) when repeated.
            let mut counts: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
            let mut names = Vec::with_capacity(width);
            for (i, c) in data[h].iter().enumerate() {
                let (mut name, text) = header_name(i, c);
                let mut k = if matches!(c, Conv::Blank) { format!("s:{text}") } else { key(c) };
                let mut col = text;
                let mut cur = counts.get(&k).copied().unwrap_or(0);
                while cur > 0 {
                    counts.insert(k.clone(), cur + 1);
                    col = format!("{col}.{cur}");
                    name = Name::Str(col.clone());
                    k = format!("s:{col}");
                    cur = counts.get(&k).copied().unwrap_or(0);
                }
                counts.insert(k, cur + 1);
                names.push(name);
            }
            (names, &data[h + 1..])
        }
    };
    let mut columns = Vec::with_capacity(width);
    for (i, n) in names.into_iter().enumerate() {
        let cells: Vec<&Conv> = body.iter().map(|r| &r[i]).collect();
        let (dtype, values) = infer(&cells);
        columns.push(Column { name: n, dtype, values });
    }
    Ok(Frame { columns })
}

/// `(value, maybe_int)` of text as pandas' `floatify` reads it: `None` raises.
fn floatify(s: &str) -> Option<(f64, bool)> {
    let x = crate::float::pandas::to_numeric_float(s)?;
    let looks_int = !s.contains(['.', 'e', 'E']) && x.is_finite();
    Some((x, looks_int))
}

/// What `lib.maybe_convert_numeric` saw.
#[derive(Default)]
struct Seen {
    null: bool,
    float: bool,
    int: bool,
    sint: bool,
    uint: bool,
    bool_: bool,
}

const I64_MIN: i128 = i64::MIN as i128;
const I64_MAX: i128 = i64::MAX as i128;
const U64_MAX: i128 = u64::MAX as i128;

/// `lib.maybe_convert_numeric(values, na_values, convert_empty=False)`: `Err` where it
/// raises (text that is no number, a date) and pandas keeps the objects.
fn numeric(cells: &[&Conv]) -> Result<(Dtype, Vec<PdValue>), ()> {
    let mut seen = Seen::default();
    let mut floats = Vec::with_capacity(cells.len());
    let mut ints: Vec<i128> = Vec::with_capacity(cells.len());
    // Seen.saw_int: signed and unsigned only within 64 bits.
    let saw_int = |seen: &mut Seen, v: i128| {
        seen.int = true;
        seen.sint |= (I64_MIN..0).contains(&v);
        seen.uint |= v > I64_MAX && v <= U64_MAX;
    };
    for c in cells {
        match c {
            Conv::Blank => {
                seen.null = true;
                seen.float = true;
                floats.push(f64::NAN);
                ints.push(0);
            }
            Conv::V(PdValue::Nan) => {
                seen.null = true;
                seen.float = true;
                floats.push(f64::NAN);
                ints.push(0);
            }
            Conv::V(PdValue::Float(x)) => {
                seen.float = true;
                floats.push(*x);
                ints.push(0);
            }
            Conv::Int(v) => {
                saw_int(&mut seen, *v);
                if *v < I64_MIN || *v > U64_MAX || (seen.sint && seen.uint) {
                    seen.float = true;
                }
                floats.push(*v as f64);
                ints.push(*v);
            }
            Conv::Huge(x, _) => {
                seen.int = true;
                seen.float = true;
                floats.push(*x);
                ints.push(0);
            }
            Conv::V(PdValue::Bool(b)) => {
                seen.bool_ = true;
                floats.push(f64::from(u8::from(*b)));
                ints.push(i128::from(*b));
            }
            Conv::V(PdValue::Str(s)) if is_na(s) => {
                seen.null = true;
                seen.float = true;
                floats.push(f64::NAN);
                ints.push(0);
            }
            Conv::V(PdValue::Str(s)) => {
                let (x, maybe_int) = floatify(s).ok_or(())?;
                floats.push(x);
                if maybe_int {
                    let v = match super::sheet::py_int(s) {
                        Some(Value::Int(i)) => i128::from(i),
                        Some(Value::BigInt(b)) => b.parse::<i128>().map_err(|_| ())?,
                        _ => return Err(()),
                    };
                    saw_int(&mut seen, v);
                    // "Integer out of range." (not coercing)
                    if !(I64_MIN..=U64_MAX).contains(&v) {
                        return Err(());
                    }
                    ints.push(v);
                    seen.float |= seen.uint && seen.sint;
                } else {
                    seen.float = true;
                    ints.push(0);
                }
            }
            Conv::V(_) => return Err(()),
        }
    }
    // check_uint64_conflict: the objects are kept, as they are.
    if seen.uint && (seen.null || seen.sint) {
        return Ok((Dtype::Object, cells.iter().map(|c| as_object(c)).collect()));
    }
    Ok(if seen.float {
        (Dtype::Float64, floats.into_iter().map(|x| if x.is_nan() { PdValue::Nan } else { PdValue::Float(x) }).collect())
    } else if seen.int {
        if seen.uint {
            (Dtype::UInt64, ints.into_iter().map(|v| PdValue::UInt(v as u64)).collect())
        } else {
            (Dtype::Int64, ints.into_iter().map(|v| PdValue::Int(v as i64)).collect())
        }
    } else if seen.bool_ {
        (Dtype::Bool, ints.into_iter().map(|v| PdValue::Bool(v != 0)).collect())
    } else {
        (Dtype::Int64, ints.into_iter().map(|v| PdValue::Int(v as i64)).collect())
    })
}

/// A Python object as `tolist()` gives it back from an object column.
fn as_object(c: &Conv) -> PdValue {
    match c {
        Conv::Blank => PdValue::Str(String::new()),
        Conv::Int(v) => match (i64::try_from(*v), u64::try_from(*v)) {
            (Ok(i), _) => PdValue::Int(i),
            (_, Ok(u)) => PdValue::UInt(u),
            _ => PdValue::BigInt(v.to_string()),
        },
        Conv::Huge(_, s) => PdValue::BigInt(s.clone()),
        Conv::V(v) => v.clone(),
    }
}

/// In `datetime64[ns]`'s range (what `maybe_infer_to_datetimelike` converts).
fn ns_ok(micros: i128) -> bool {
    let ns = micros * 1000;
    ns > i128::from(i64::MIN) && ns <= i128::from(i64::MAX)
}

/// A column's dtype and values, as the Python parser and the DataFrame constructor
/// make them.
fn infer(cells: &[&Conv]) -> (Dtype, Vec<PdValue>) {
    // A frame with no rows: every column is object.
    if cells.is_empty() {
        return (Dtype::Object, Vec::new());
    }
    if let Ok(r) = numeric(cells) {
        return r;
    }
    // sanitize_objects: NA spellings become NaN, and equal objects the first of them
    // (`1`, `1.0` and `True` are equal in Python).
    let mut memo: std::collections::HashMap<String, PdValue> = std::collections::HashMap::new();
    let mut values: Vec<PdValue> = Vec::with_capacity(cells.len());
    for c in cells {
        let v = match c {
            Conv::Blank => PdValue::Nan,
            Conv::V(PdValue::Str(s)) if is_na(s) => PdValue::Nan,
            Conv::V(PdValue::Nan) => PdValue::Nan,
            c => memo.entry(key(c)).or_insert_with(|| as_object(c)).clone(),
        };
        values.push(v);
    }
    // maybe_convert_bool: booleans, their spellings and NaN only.
    let as_bool = |v: &PdValue| match v {
        PdValue::Bool(b) => Some(Some(*b)),
        PdValue::Str(s) if matches!(s.as_str(), "True" | "TRUE" | "true") => Some(Some(true)),
        PdValue::Str(s) if matches!(s.as_str(), "False" | "FALSE" | "false") => Some(Some(false)),
        PdValue::Nan => Some(None),
        _ => None,
    };
    if let Some(bools) = values.iter().map(as_bool).collect::<Option<Vec<_>>>() {
        let has_na = bools.iter().any(Option::is_none);
        let out = bools.into_iter().map(|b| b.map_or(PdValue::Nan, PdValue::Bool)).collect();
        return (if has_na { Dtype::Object } else { Dtype::Bool }, out);
    }
    // The DataFrame constructor's maybe_infer_to_datetimelike: all datetimes (or NaN)
    // in range become datetime64[ns]; all timedeltas timedelta64[ns].
    let non_na: Vec<&PdValue> = values.iter().filter(|v| **v != PdValue::Nan).collect();
    if non_na.iter().all(|v| matches!(v, PdValue::DateTime(d) if ns_ok(d.unix_micros()))) {
        return (Dtype::Datetime64, values);
    }
    if non_na.iter().all(|v| matches!(v, PdValue::Duration(d) if ns_ok(d.micros))) {
        return (Dtype::Timedelta64, values);
    }
    (Dtype::Object, values)
}
