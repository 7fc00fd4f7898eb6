//! What `pd.read_csv(path)` (pandas 2.3.2, C engine, default options) makes of the
//! plan and the case's data: the layout is the core's [`crate::pandas::read_csv`], a
//! column's type [`crate::pandas::dtype`]'s, a cell's value [`crate::pandas::number`]'s.
//! Only what the evaluator looks at is kept: each cell as pandas holds it, each
//! column's dtype (a row of `iterrows` is upcast by them), the index labels.

use crate::pandas::dtype::{ColumnType, Dtype};
use crate::pandas::number::{boolean, decimal, integer, is_na};
use crate::pandas::read_csv::{self, Unreadable};
use crate::pyjson::{py_float_repr, py_str_repr};

/// One value as pandas holds it.
#[derive(Debug, Clone, PartialEq)]
pub enum Val {
    /// NaN in an object column (or a short row's cell).
    Null,
    Int(i64),
    /// A float64 value (NaN included).
    Float(f64),
    Str(String),
    Bool(bool),
}

impl Val {
    /// `pd.isna(v)`.
    pub fn is_null(&self) -> bool {
        matches!(self, Val::Null) || matches!(self, Val::Float(x) if x.is_nan())
    }

    /// `str(v)` (`Int` as pandas hands it out of an upcast row: `upcast`).
    pub fn py_str(&self, upcast: bool) -> String {
        match self {
            Val::Null => "nan".into(),
            Val::Int(i) if upcast => py_float_repr(*i as f64),
            Val::Int(i) => i.to_string(),
            Val::Float(x) => py_float_repr(*x),
            Val::Str(s) => s.clone(),
            Val::Bool(b) => if *b { "True" } else { "False" }.into(),
        }
    }

    /// `repr(v)` as an element of a tuple label.
    fn py_repr(&self) -> String {
        match self {
            Val::Str(s) => py_str_repr(s),
            other => other.py_str(false),
        }
    }

    /// The evaluator's `_safe_float(v)`: `None` for NaN or what `float()` refuses; a
    /// text cell goes through Python's `float()` (Unicode digits, `_`, `nan` spelled
    /// otherwise than pandas' NA words: NaN).
    pub fn safe_float(&self) -> Option<f64> {
        match self {
            Val::Null => None,
            Val::Float(x) if x.is_nan() => None,
            Val::Float(x) => Some(*x),
            Val::Int(i) => Some(*i as f64),
            Val::Bool(b) => Some(if *b { 1.0 } else { 0.0 }),
            Val::Str(s) => crate::float::py_float(s).ok(),
        }
    }

    /// `pd.to_numeric(v, errors="coerce")` for one cell (NaN when not a number).
    pub fn to_numeric(&self) -> f64 {
        match self {
            Val::Str(s) => crate::float::pandas::to_numeric_float(s).unwrap_or(f64::NAN),
            Val::Null => f64::NAN,
            other => other.safe_float().unwrap_or(f64::NAN),
        }
    }
}

/// A column's dtype, as far as `iterrows` upcasts a row by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Int,
    Float,
    Bool,
    Object,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    /// The name once the evaluator stripped it.
    pub name: String,
    pub kind: Kind,
    pub values: Vec<Val>,
}

/// A table as the evaluator holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct Frame {
    pub columns: Vec<Column>,
    /// Row labels: `None` for the default range index (a row's position), else the
    /// implicit index's values (rows longer than the header), one `Vec` per level.
    pub index: Option<Vec<Vec<Val>>>,
    /// The physical line of each data row.
    pub lines: Vec<usize>,
    /// Each row's position in the file's data rows (its label under the range index).
    pub positions: Vec<usize>,
    pub rows: usize,
}

impl Frame {
    /// The columns named `name` (after the evaluator's strip: maybe more than one).
    pub fn named(&self, name: &str) -> Vec<usize> {
        self.columns.iter().enumerate().filter(|(_, c)| c.name == name).map(|(i, _)| i).collect()
    }

    /// True when `iterrows` hands rows out as float64 (every column int64 or float64,
    /// one of them float64): an int64 cell is then a float (`str` gives `1.0`).
    pub fn rows_upcast(&self) -> bool {
        self.columns.iter().all(|c| matches!(c.kind, Kind::Int | Kind::Float)) && self.columns.iter().any(|c| c.kind == Kind::Float)
    }

    /// `str(label)` of row `r` (its position under the default index).
    pub fn label(&self, r: usize) -> String {
        match &self.index {
            None => self.positions[r].to_string(),
            Some(levels) if levels.len() == 1 => levels[0][r].py_str(false),
            Some(levels) => format!("({})", levels.iter().map(|l| l[r].py_repr()).collect::<Vec<_>>().join(", ")),
        }
    }

    /// Keep the rows whose `keep` is true.
    pub fn retain(&mut self, keep: &[bool]) {
        fn by<T: Clone>(v: &mut Vec<T>, keep: &[bool]) {
            let mut k = keep.iter();
            v.retain(|_| *k.next().unwrap_or(&false));
        }
        for c in &mut self.columns {
            by(&mut c.values, keep);
        }
        if let Some(levels) = &mut self.index {
            for l in levels {
                by(l, keep);
            }
        }
        by(&mut self.lines, keep);
        by(&mut self.positions, keep);
        self.rows = self.lines.len();
    }

    /// `reset_index(drop=True)`: the labels become the positions 0, 1, ….
    pub fn reset_index(&mut self) {
        self.index = None;
        self.positions = (0..self.rows).collect();
    }
}

/// Why pandas cannot read a file: `str(e)` of what it raises, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadError {
    pub error: String,
    pub line: Option<usize>,
}

/// `pd.read_csv(path)`: the text as UTF-8 (pandas drops one BOM), then the layout.
pub fn read(bytes: &[u8], file: &str) -> Result<Frame, ReadError> {
    if let Some(e) = crate::pandas::errors::unicode_decode_error(bytes, false) {
        return Err(ReadError { error: e, line: None });
    }
    let whole = std::str::from_utf8(bytes).map_err(|e| ReadError { error: e.to_string(), line: None })?;
    let text = whole.strip_prefix('\u{feff}').unwrap_or(whole);
    let layout = match read_csv::read(text, bytes.len() - text.len(), file) {
        Ok(l) => l,
        Err(Unreadable::Empty) => return Err(ReadError { error: crate::pandas::errors::EMPTY_DATA.into(), line: None }),
        Err(Unreadable::Broken(d)) => {
            let first = d.first();
            let error = first.and_then(crate::pandas::errors::tokenizing_error).unwrap_or_else(|| "Error tokenizing data".into());
            return Err(ReadError { error, line: first.and_then(|d| d.location.line) });
        }
    };
    let width = layout.header.len() + layout.index_width;
    let typed = |j: usize| -> (Kind, Vec<Val>) {
        let cells: Vec<Option<&str>> = layout.rows.iter().map(|r| read_csv::Frame::cell(r, j)).collect();
        let ty = ColumnType::infer(cells.iter().copied(), width);
        let values: Vec<Val> = cells.iter().enumerate().map(|(r, raw)| value(*raw, ty.at(r))).collect();
        let kind = if ty.all_int() && values.iter().all(|v| matches!(v, Val::Int(_))) {
            Kind::Int
        } else if ty.is_numeric() && !ty.all_int() && values.iter().all(|v| matches!(v, Val::Float(_))) {
            Kind::Float
        } else if !values.is_empty() && values.iter().all(|v| matches!(v, Val::Bool(_))) {
            Kind::Bool
        } else {
            Kind::Object
        };
        (kind, values)
    };
    let index = (layout.index_width > 0).then(|| (0..layout.index_width).map(|j| typed(j).1).collect());
    let columns = names(&layout.header)
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            let (kind, values) = typed(layout.index_width + i);
            Column { name: crate::pyjson::py_strip(&name).to_string(), kind, values }
        })
        .collect();
    let lines: Vec<usize> = layout.rows.iter().map(|r| r.line).collect();
    Ok(Frame { columns, index, rows: lines.len(), positions: (0..lines.len()).collect(), lines })
}

/// pandas' names for a header: `a, a, ""` is `a, a.1, Unnamed: 2`.
fn names(header: &[std::borrow::Cow<str>]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(header.len());
    for (i, h) in header.iter().enumerate() {
        let base = if h.is_empty() { format!("Unnamed: {i}") } else { h.to_string() };
        let mut name = base.clone();
        let mut k = 0;
        while out.contains(&name) {
            k += 1;
            name = format!("{base}.{k}");
        }
        out.push(name);
    }
    out
}

/// One cell read with the type of its block.
fn value(raw: Option<&str>, d: Dtype) -> Val {
    let Some(raw) = raw else {
        return if d == Dtype::Float { Val::Float(f64::NAN) } else { Val::Null };
    };
    match d {
        Dtype::Int => match integer(raw).and_then(|i| i.to_i64()) {
            Some(i) => Val::Int(i),
            None => Val::Str(raw.to_string()),
        },
        Dtype::Float => Val::Float(if is_na(raw) { f64::NAN } else { decimal(raw).unwrap_or(f64::NAN) }),
        Dtype::Bool => boolean(raw).map_or(Val::Null, Val::Bool),
        Dtype::Text if is_na(raw) => Val::Null,
        Dtype::Text | Dtype::Raw => Val::Str(raw.to_string()),
    }
}
