//! The case's hourly series, read as the evaluator's simulator reads them: seven
//! `pd.read_csv` calls in its order (wind, pv, load, environment, thermal, battery, caes),
//! each keeping the last column's `.values`; the thermal file's
//! `drop_duplicates(subset=columns[1])` needs a second column. Only wind, pv, load and
//! the environment's temperature enter the simulation (hour t reads row t + 1).
//!
//! What reading raises is kept (`Type: str(e)`): the evaluator reads the data only once
//! a plan has passed its range checks, and it has no try there, so such a plan stops it.

use crate::pandas::dtype::{ColumnType, Dtype};
use crate::pandas::number::{decimal, integer, is_na};
use crate::pandas::read_csv::{self, Unreadable};

/// The evaluator's file names, in the order it reads them.
pub const FILES: [&str; 7] = [
    "timeseries_wind_8760.csv",
    "timeseries_pv_8760.csv",
    "timeseries_load_8760.csv",
    "timeseries_environment_8760.csv",
    "timeseries_thermal_8760.csv",
    "timeseries_battery_8760.csv",
    "timeseries_caes_8760.csv",
];

/// The series the simulation reads, as float64 (an int64 column's values converted as
/// numpy converts them; a missing cell NaN).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Series {
    /// Wind speed (m/s).
    pub wind: Vec<f64>,
    /// Irradiance (W/m²).
    pub pv: Vec<f64>,
    /// Load (W).
    pub load: Vec<f64>,
    /// Air temperature (K).
    pub temp: Vec<f64>,
}

/// Where reading the data raises: the file and `Type: str(e)`.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub file: String,
    pub error: String,
}

/// A text cell in a series' last column: Python then raises on it in ways fde-grade
/// does not reproduce, so the case is refused (file, 1-based data row, the text).
#[derive(Debug, Clone, PartialEq)]
pub struct TextCell {
    pub file: String,
    pub row: usize,
    pub text: String,
}

/// One file's last column and its column count, or what pandas raises.
fn last_column(bytes: &[u8], file: &str) -> Result<Result<(Vec<f64>, usize), DataError>, TextCell> {
    let raise = |kind: &str, e: String| Ok(Err(DataError { file: file.into(), error: format!("{kind}: {e}") }));
    if let Some(e) = crate::pandas::errors::unicode_decode_error(bytes, false) {
        return raise("UnicodeDecodeError", e);
    }
    let whole = std::str::from_utf8(bytes).unwrap_or_default();
    let text = whole.strip_prefix('\u{feff}').unwrap_or(whole);
    let layout = match read_csv::read(text, bytes.len() - text.len(), file) {
        Ok(l) => l,
        Err(Unreadable::Empty) => return raise("EmptyDataError", crate::pandas::errors::EMPTY_DATA.into()),
        Err(Unreadable::Broken(d)) => {
            let e = d.first().and_then(crate::pandas::errors::tokenizing_error).unwrap_or_else(|| "Error tokenizing data".into());
            return raise("ParserError", e);
        }
    };
    let width = layout.header.len() + layout.index_width;
    let j = width - 1;
    let cells: Vec<Option<&str>> = layout.rows.iter().map(|r| read_csv::Frame::cell(r, j)).collect();
    let ty = ColumnType::infer(cells.iter().copied(), width);
    // In a text column every cell is a str: name the first that is no number, the cause.
    let cause = cells.iter().enumerate().find(|(_, c)| c.is_some_and(|s| !is_na(s) && decimal(s).is_none() && integer(s).is_none()));
    let mut out = Vec::with_capacity(cells.len());
    for (r, raw) in cells.iter().enumerate() {
        let text = |s: &str| match cause {
            Some((at, Some(c))) => TextCell { file: file.into(), row: at + 1, text: (*c).into() },
            _ => TextCell { file: file.into(), row: r + 1, text: s.into() },
        };
        let x = match (raw, ty.at(r)) {
            (None, _) => f64::NAN,
            (Some(s), Dtype::Int) => match integer(s).and_then(|i| i.to_i64()) {
                // numpy's int64 → float64: round to nearest, as `as` does.
                Some(i) => i as f64,
                None => return Err(text(s)),
            },
            (Some(s), Dtype::Float) => {
                if is_na(s) {
                    f64::NAN
                } else {
                    decimal(s).unwrap_or(f64::NAN)
                }
            }
            (Some(s), Dtype::Text | Dtype::Raw) if is_na(s) => f64::NAN,
            (Some(s), _) => return Err(text(s)),
        };
        out.push(x);
    }
    Ok(Ok((out, layout.header.len())))
}

/// Read the seven files (`files` in [`FILES`]' order) as the simulator's constructor does.
pub fn load(files: &[(&str, &[u8]); 7]) -> Result<Result<Series, DataError>, TextCell> {
    let mut cols = Vec::with_capacity(7);
    for (i, (name, bytes)) in files.iter().enumerate() {
        let (col, named) = match last_column(bytes, name)? {
            Ok(c) => c,
            Err(e) => return Ok(Err(e)),
        };
        if i == 4 && named < 2 {
            // `tp_df.columns[1]` of a one-column frame.
            return Ok(Err(DataError {
                file: (*name).into(),
                error: format!("IndexError: index 1 is out of bounds for axis 0 with size {named}"),
            }));
        }
        cols.push(col);
    }
    let mut it = cols.into_iter();
    let mut next = || it.next().unwrap_or_default();
    Ok(Ok(Series { wind: next(), pv: next(), load: next(), temp: next() }))
}
