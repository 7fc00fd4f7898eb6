//! The case's two data files read as the evaluator's `load_data` reads them:
//! `mother_coil.csv` then `requirements.csv` with `pd.read_csv`, names stripped and
//! renamed (宽度 → width, 重量 → weight, 包号 → id, 厚度 → thickness), ids made `M_0`,
//! `M_1`, … by row order when there is no id column, the numbers through
//! `pd.to_numeric(errors="coerce")`. What it raises is kept (`str(e)`): it raises
//! before reading any submission.

use super::frame::{self, Column, Frame};

/// The stock and the orders as the evaluator's dicts hold them.
#[derive(Debug, Clone, PartialEq)]
pub struct Stock {
    /// Mother coils with an id and a weight above 0, in first-seen order: id, weight
    /// (summed over rows of one id), width (the first row's; `None` when NaN).
    pub coils: Vec<(String, f64, Option<f64>)>,
    /// Ordered widths in first-seen order with their summed weights.
    pub demand: Vec<(f64, f64)>,
}

/// Where the evaluator raises on the data: the file and `type: str(e)`.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub file: String,
    pub error: String,
}

pub const COILS: &str = "mother_coil.csv";
pub const ORDERS: &str = "requirements.csv";
pub const TYPE_ERROR_FRAME: &str = "TypeError: arg must be a list, tuple, 1-d array, or Series";

fn renamed(f: &mut Frame, map: &[(&str, &str)]) {
    for c in &mut f.columns {
        if let Some((_, to)) = map.iter().find(|(from, _)| *from == c.name) {
            c.name = (*to).into();
        }
    }
}

/// `pd.to_numeric(df[name], errors="coerce")`, each value as `_safe_float` then gives it.
fn numbers(f: &Frame, name: &str, file: &str) -> Result<Vec<Option<f64>>, DataError> {
    let err = |error: String| DataError { file: file.into(), error };
    match f.named(name).as_slice() {
        [] => Err(err(format!("KeyError: '{name}'"))),
        [i] => Ok(f.columns[*i].values.iter().map(|v| Some(v.to_numeric()).filter(|x| !x.is_nan())).collect()),
        _ => Err(err(TYPE_ERROR_FRAME.into())),
    }
}

fn read(bytes: &[u8], file: &str) -> Result<Frame, DataError> {
    frame::read(bytes, file).map_err(|e| {
        let kind = if e.error.contains("codec can't decode") {
            "UnicodeDecodeError"
        } else if e.error == crate::pandas::errors::EMPTY_DATA {
            "EmptyDataError"
        } else {
            "ParserError"
        };
        DataError { file: file.into(), error: format!("{kind}: {}", e.error) }
    })
}

/// Read both files as `load_data` does, then build the evaluator's dicts.
pub fn load(coils: &[u8], orders: &[u8]) -> Result<Stock, DataError> {
    let mut m = read(coils, COILS)?;
    let mut r = read(orders, ORDERS)?;
    renamed(
        &mut m,
        &[
            ("材质", "mother_mat"),
            ("宽度", "mother_width"),
            ("重量", "mother_weight"),
            ("包号", "mother_id"),
            ("厚度", "mother_thin"),
            ("厚度mm", "mother_thin"),
        ],
    );
    renamed(&mut r, &[("宽度", "sub_width"), ("重量", "sub_weight"), ("厚度", "sub_thin")]);
    let ids: Vec<String> = match m.named("mother_id").as_slice() {
        [] => (0..m.rows).map(|i| format!("M_{i}")).collect(),
        [i] => {
            let c: &Column = &m.columns[*i];
            c.values.iter().map(|v| crate::pyjson::py_strip(&v.py_str(false)).to_string()).collect()
        }
        _ => return Err(DataError { file: COILS.into(), error: "AttributeError: 'DataFrame' object has no attribute 'str'".into() }),
    };
    let widths = numbers(&m, "mother_width", COILS)?;
    let weights = numbers(&m, "mother_weight", COILS)?;
    if m.named("mother_thin").len() > 1 {
        return Err(DataError { file: COILS.into(), error: TYPE_ERROR_FRAME.into() });
    }
    let sub_widths = numbers(&r, "sub_width", ORDERS)?;
    let sub_weights = numbers(&r, "sub_weight", ORDERS)?;
    if r.named("sub_thin").len() > 1 {
        return Err(DataError { file: ORDERS.into(), error: TYPE_ERROR_FRAME.into() });
    }
    let mut stock = Stock { coils: Vec::new(), demand: Vec::new() };
    // Dicts in first-seen order: a later row of one id (or width) adds to the first.
    let mut at: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for ((id, w), width) in ids.into_iter().zip(weights).zip(widths) {
        match w {
            Some(w) if !id.is_empty() && w > 0.0 => match at.get(&id) {
                Some(&k) => stock.coils[k].1 += w,
                None => {
                    at.insert(id.clone(), stock.coils.len());
                    stock.coils.push((id, 0.0 + w, width));
                }
            },
            _ => {}
        }
    }
    // Widths above 0 only: their bits are their keys.
    let mut at: std::collections::HashMap<u64, usize> = std::collections::HashMap::new();
    for (w, wt) in sub_widths.into_iter().zip(sub_weights) {
        if let (Some(w), Some(wt)) = (w, wt) {
            if w > 0.0 {
                match at.get(&w.to_bits()) {
                    Some(&k) => stock.demand[k].1 += wt,
                    None => {
                        at.insert(w.to_bits(), stock.demand.len());
                        stock.demand.push((w, 0.0 + wt));
                    }
                }
            }
        }
    }
    Ok(stock)
}
