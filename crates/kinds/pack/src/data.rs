//! The case's `load_data.xlsx` as the evaluator reads it: `pd.read_excel(…, "多货推荐1",
//! header=None)` (through `pysem::xlsx`), the SKU table found by its header row's words,
//! the container block by its `集装箱信息` marker; each cell as `float()` reads it,
//! blanks and NaN as `None`. What the evaluator raises on a workbook it cannot use is
//! kept as its `str(e)`, with where (sheet, row of the frame, or the workbook's cell).

use pysem::pyjson::{py_float_repr, py_str_repr, py_strip};
use pysem::xlsx::frame::{read_excel, Dtype, Frame, PdValue, SheetName};
use pysem::xlsx::{Workbook, XlsxError};

/// The sheet the evaluator reads.
pub const SHEET: &str = "多货推荐1";
/// The SKU id that ends the SKU table and opens the container block.
pub const MARKER: &str = "集装箱信息";
/// The file's name, as diagnostics locate it.
pub const FILE: &str = "load_data.xlsx";

/// A SKU as read (`None`: a blank or non-number cell).
#[derive(Debug, Clone, PartialEq)]
pub struct Sku {
    pub id: String,
    pub length: Option<f64>,
    pub width: Option<f64>,
    pub height: Option<f64>,
    pub weight: Option<f64>,
    /// `int(数量)`, an exact integer (held as a float: `int(1e300)` is one too).
    pub required: Option<f64>,
}

/// The container's inner size (m) and load limit (kg).
#[derive(Debug, Clone, PartialEq)]
pub struct Container {
    pub length: Option<f64>,
    pub width: Option<f64>,
    pub height: Option<f64>,
    pub max_weight: Option<f64>,
}

/// The case: its SKUs in the evaluator's dict order (a repeated id keeps its first place
/// and its last values) and the container.
#[derive(Debug, Clone, PartialEq)]
pub struct Specs {
    pub skus: Vec<Sku>,
    pub container: Container,
}

impl Specs {
    pub fn sku(&self, id: &str) -> Option<&Sku> {
        self.skus.iter().find(|s| s.id == id)
    }
}

/// What the evaluator raises reading the workbook: `str(e)`, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub error: String,
    /// The sheet, when the error is in one.
    pub sheet: Option<String>,
    /// The row of the frame `read_excel` gives (0-based; blank rows are not counted).
    pub row: Option<usize>,
    /// The workbook's cell (`B3`), when the workbook itself is bad there.
    pub cell: Option<String>,
}

impl DataError {
    fn raw(error: String, row: Option<usize>) -> DataError {
        DataError { error, sheet: Some(SHEET.into()), row, cell: None }
    }

    /// Where, in words: `load_data.xlsx, sheet 多货推荐1, row 3`.
    pub fn place(&self) -> String {
        let mut s = FILE.to_string();
        if let Some(sh) = &self.sheet {
            s.push_str(&format!(", sheet {sh}"));
        }
        if let Some(c) = &self.cell {
            s.push_str(&format!(", cell {c}"));
        } else if let Some(r) = self.row {
            s.push_str(&format!(", row {r} of the frame"));
        }
        s
    }
}

/// `str(KeyError(msg))`: the message's repr.
fn key_error(msg: &str) -> String {
    py_str_repr(msg)
}

const OUT_OF_BOUNDS: &str = "single positional indexer is out-of-bounds";
const OVERFLOW: &str = "int too large to convert to float";

/// Read the workbook's bytes.
pub fn load(bytes: &[u8]) -> Result<Specs, DataError> {
    let frame = frame_of(bytes)?;
    let rows = frame.rows();
    if rows == 0 {
        return Err(DataError::raw(OUT_OF_BOUNDS.into(), Some(0)));
    }
    let header = row_strs(&frame, 0);
    let col = |cands: &[&str]| -> Result<usize, DataError> {
        header
            .iter()
            .position(|name| cands.iter().any(|c| name.contains(c)))
            .ok_or_else(|| DataError::raw(key_error(&format!("none of {} in {}", tuple(cands), list(&header))), Some(0)))
    };
    let ci_id = col(&["SKUID"])?;
    let ci_qty = col(&["SKU数量", "数量"])?;
    let ci_len = col(&["SKU长度", "长度"])?;
    let ci_wid = col(&["SKU宽度", "宽度"])?;
    let ci_hgt = col(&["SKU高度", "高度"])?;
    let ci_wt = col(&["重量"])?;
    let mut skus: Vec<Sku> = Vec::new();
    let mut marker = None;
    for r in 1..rows {
        let sid = py_strip(&cell_str(&frame, r, ci_id)).to_string();
        if sid == MARKER {
            marker = Some(r);
            break;
        }
        // `sid.lower() == 'nan'`: only ASCII letters lower to ASCII `n` and `a`.
        if sid.is_empty() || sid.eq_ignore_ascii_case("nan") {
            continue;
        }
        let num = |c| num(&frame, r, c).map_err(|e| DataError::raw(e, Some(r)));
        let qty = num(ci_qty)?;
        let (length, width, height, weight) = (num(ci_len)?, num(ci_wid)?, num(ci_hgt)?, num(ci_wt)?);
        let required = match qty {
            Some(q) if q.is_infinite() => return Err(DataError::raw("cannot convert float infinity to integer".into(), Some(r))),
            // int() truncates; -0.5 is 0, not -0.
            Some(q) => Some(q.trunc() + 0.0),
            None => None,
        };
        let sku = Sku { id: sid.clone(), length, width, height, weight, required };
        match skus.iter_mut().find(|s| s.id == sid) {
            Some(s) => *s = sku,
            None => skus.push(sku),
        }
    }
    let Some(m) = marker else {
        return Err(DataError::raw(key_error(&format!("'{MARKER}' block not found in sheet")), None));
    };
    if m + 1 >= rows {
        return Err(DataError::raw(OUT_OF_BOUNDS.into(), Some(m + 1)));
    }
    let chdr = row_strs(&frame, m + 1);
    let ccol = |cands: &[&str]| -> Result<usize, DataError> {
        chdr.iter()
            .position(|name| cands.iter().any(|c| name.contains(c)))
            .ok_or_else(|| DataError::raw(key_error(&format!("none of {} in container header {}", tuple(cands), list(&chdr))), Some(m + 1)))
    };
    let di = [ccol(&["长"])?, ccol(&["宽"])?, ccol(&["高"])?, ccol(&["最大载重", "载重"])?];
    if m + 2 >= rows {
        return Err(DataError::raw(OUT_OF_BOUNDS.into(), Some(m + 2)));
    }
    let num = |c| num(&frame, m + 2, c).map_err(|e| DataError::raw(e, Some(m + 2)));
    let container = Container { length: num(di[0])?, width: num(di[1])?, height: num(di[2])?, max_weight: num(di[3])? };
    Ok(Specs { skus, container })
}

/// `pd.read_excel(path, "多货推荐1", header=None)`, or what it raises.
fn frame_of(bytes: &[u8]) -> Result<Frame, DataError> {
    const ZIP: &[u8] = b"PK\x03\x04";
    if !bytes.starts_with(ZIP) {
        // pandas peeks at the first bytes before any engine opens the file.
        let e = "Excel file format cannot be determined, you must specify an engine manually.";
        return Err(DataError { error: e.into(), sheet: None, row: None, cell: None });
    }
    let located = |e: XlsxError| {
        let (sheet, cell) = match &e {
            XlsxError::Value { sheet, cell, .. } | XlsxError::NotReproduced { sheet, cell, .. } => (sheet.clone(), cell.clone()),
            _ => (None, None),
        };
        DataError { error: e.to_string(), sheet, row: None, cell }
    };
    let wb = Workbook::open(bytes).map_err(located)?;
    if !wb.sheet_names().iter().any(|s| s == SHEET) {
        return Err(DataError { error: format!("Worksheet named '{SHEET}' not found"), sheet: None, row: None, cell: None });
    }
    read_excel(&wb, SheetName::Name(SHEET), None).map_err(located)
}

/// `str(x)` of each value of row `r` as `raw.iloc[r].tolist()` gives them: a frame of
/// only numeric columns of mixed dtypes makes the row float64 (`1` reads `1.0`).
fn row_strs(frame: &Frame, r: usize) -> Vec<String> {
    let numeric = |d: Dtype| matches!(d, Dtype::Int64 | Dtype::UInt64 | Dtype::Float64);
    let first = frame.columns.first().map(|c| c.dtype);
    let upcast = frame.columns.iter().all(|c| numeric(c.dtype)) && frame.columns.iter().any(|c| Some(c.dtype) != first);
    frame
        .columns
        .iter()
        .map(|c| {
            let v = &c.values[r];
            let s = match (upcast, v) {
                (true, PdValue::Int(i)) => py_float_repr(*i as f64),
                (true, PdValue::UInt(u)) => py_float_repr(*u as f64),
                _ => v.py_str(c.dtype),
            };
            py_strip(&s).to_string()
        })
        .collect()
}

fn cell_str(frame: &Frame, r: usize, c: usize) -> String {
    let col = &frame.columns[c];
    col.values[r].py_str(col.dtype)
}

/// The evaluator's `_num`: `float(v)`, `None` for NaN and for what float() rejects; an
/// int beyond a double raises (OverflowError is not caught).
fn num(frame: &Frame, r: usize, c: usize) -> Result<Option<f64>, String> {
    let x = match &frame.columns[c].values[r] {
        PdValue::Int(i) => Some(*i as f64),
        PdValue::UInt(u) => Some(*u as f64),
        PdValue::BigInt(s) => match pysem::float::parse(s) {
            Some(x) if x.is_finite() => Some(x),
            _ => return Err(OVERFLOW.into()),
        },
        PdValue::Float(x) => Some(*x),
        PdValue::Str(s) => pysem::float::py_float(s).ok(),
        PdValue::Bool(b) => Some(f64::from(u8::from(*b))),
        PdValue::DateTime(_) | PdValue::Date(_) | PdValue::Time(_) | PdValue::Duration(_) | PdValue::Nan => None,
    };
    Ok(x.filter(|x| !x.is_nan()))
}

/// A tuple of texts as Python prints it: `('SKUID',)`, `('SKU数量', '数量')`.
fn tuple(items: &[&str]) -> String {
    let inner: Vec<String> = items.iter().map(|s| py_str_repr(s)).collect();
    if inner.len() == 1 {
        format!("({},)", inner[0])
    } else {
        format!("({})", inner.join(", "))
    }
}

/// A list of texts as Python prints it.
fn list(items: &[String]) -> String {
    let inner: Vec<String> = items.iter().map(|s| py_str_repr(s)).collect();
    format!("[{}]", inner.join(", "))
}
