//! `customers.csv` read as the server reads it (the module docs of [`super`]).

use super::*;
use crate::RoutePlaces;

/// The value of a cell the server reads with `float(r[col])` (weights) or takes as
/// pandas holds it (coordinates), in a column of type `dtype`. `Err` carries Python's
/// message when `float()` raises.
pub(super) fn pandas2_number(raw: &str, dtype: Dtype) -> Result<f64, String> {
    let fail = || format!("could not convert string to float: '{raw}'");
    match dtype {
        Dtype::Int => match integer(raw) {
            // Python's float(int) is the correctly rounded double.
            Some(i) => crate::float::parse(&i.canonical()).ok_or_else(fail),
            None => boolean(raw).map(|b| f64::from(u8::from(b))).ok_or_else(fail),
        },
        Dtype::Float => decimal(raw).ok_or_else(fail),
        Dtype::Bool => boolean(raw).map(|b| f64::from(u8::from(b))).ok_or_else(fail),
        Dtype::Text | Dtype::Raw => crate::float::py_float(raw).map_err(|_| fail()),
    }
}

/// Read `customers.csv` as the server's pandas 2.3.2 does (see the module docs). Errors
/// are category `Case`, located by line and column.
pub fn parse_customers(bytes: &[u8], file: &str, params: RoutingParams) -> Result<RoutingCase, Vec<Diagnostic>> {
    let as_case = |mut d: Diagnostic| {
        d.category = Category::Case;
        d
    };
    let text = table::decode_utf8(bytes, file).map_err(|d| vec![d])?;
    let frame = match read_csv::read_flat(text, bytes.len() - text.len(), file) {
        Ok(f) => f,
        Err(Unreadable::Empty) => {
            return Err(vec![Diagnostic::new(codes::FILE_EMPTY, Category::Case, format!("{file} is empty"))
                .at(Location::file(file))
                .hint("The file needs a header row and at least one data row.")])
        }
        Err(Unreadable::Broken(d)) => {
            // pandas raises, so the server does for every submission.
            let semicolons = text.lines().next().is_some_and(|h| h.contains(';') && !h.contains(','));
            return Err(d
                .into_iter()
                .map(|mut d| {
                    // The CSV reader is scorecard's; in customers.csv its problem is the case's.
                    if d.code == codes::SCORECARD_TOO_MANY_FIELDS {
                        d.set_code(codes::CASE_TOO_MANY_FIELDS);
                    }
                    if semicolons {
                        d.message.push_str(" (the file is separated by semicolons `;`, not commas)");
                        d.hint = Some("Save customers.csv with commas between fields and points in decimals.".into());
                        d.refresh_params();
                    }
                    as_case(d)
                })
                .collect());
        }
    };
    let mut errors = Vec::new();
    let mut col = |name: &str| {
        let c = frame.field_of(name);
        if c.is_none() {
            let why = match crate::table::one_field_separator(&frame.header) {
                Some(';') => " (the file is separated by semicolons `;`, not commas)".to_string(),
                Some(_) => " (the file is separated by tabs, not commas)".to_string(),
                None if frame.header.iter().any(|h| h.trim_start_matches('\u{feff}') == name && h != name) => {
                    " (its name starts with a second byte-order mark, which pandas keeps)".to_string()
                }
                None => String::new(),
            };
            errors.push(
                Diagnostic::new(
                    codes::CASE_MISSING_COLUMN,
                    Category::Case,
                    format!("{file} has no `{name}` column{why}; the server raises KeyError('{name}') for every submission"),
                )
                .at(Location::file(file).line(frame.header_line).field(name))
                .hint(format!("customers.csv needs the columns {COL_CODE}, {COL_WEIGHT}, {COL_LON}, {COL_LAT}.")),
            );
        }
        c
    };
    let (code_c, weight_c, lon_c, lat_c) = (col(COL_CODE), col(COL_WEIGHT), col(COL_LON), col(COL_LAT));
    let (Some(code_c), Some(weight_c), Some(lon_c), Some(lat_c)) = (code_c, weight_c, lon_c, lat_c) else {
        return Err(errors);
    };
    if frame.rows() == 0 {
        return Err(vec![Diagnostic::new(
            codes::CASE_NO_ROWS,
            Category::Case,
            format!("{file} has a header but no rows: no depot and no stores"),
        )
        .at(Location::file(file).line(frame.header_line))
        .hint("Add the depot (a row with an empty weight) and one row per store under the header.")]);
    }
    let width = frame.header.len() + frame.index_width;
    let infer = |c: usize| ColumnType::infer(frame.column(c), width);
    let (code_t, weight_t, lon_t, lat_t) = (infer(code_c), infer(weight_c), infer(lon_c), infer(lat_c));
    // `df[...].iloc[0]` of a frame whose columns are all numbers is a float64 row
    // (the four columns above are not inferred twice).
    let known = [(code_c, &code_t), (weight_c, &weight_t), (lon_c, &lon_t), (lat_c, &lat_t)];
    let all_numeric = (frame.index_width..width).all(|c| match known.iter().find(|(k, _)| *k == c) {
        Some((_, t)) => t.is_numeric(),
        None => infer(c).is_numeric(),
    });
    let missing = |raw: Option<&str>, dtype: Dtype| match dtype {
        Dtype::Raw => raw.is_none(),
        _ => raw.is_none_or(is_na),
    };

    let mut depot: Option<Store> = None;
    let mut notes = Vec::new();
    let mut stores = Vec::with_capacity(frame.rows());
    for k in 0..frame.rows() {
        let line = frame.line(k);
        let cell = |c: usize| frame.cell(k, c);
        let at = |c: usize, name: &str| Location::file(file).line(line).column(c + 1).field(name);
        let coordinate = |c: usize, name: &str, t: &ColumnType, errors: &mut Vec<Diagnostic>| -> Option<f64> {
            let raw = cell(c);
            let v = if missing(raw, t.at(k)) { Err(None) } else { pandas2_number(raw.unwrap_or(""), t.at(k)).map_err(Some) };
            match v {
                Ok(v) if v.is_finite() => Some(v),
                v => {
                    let what = match v {
                        Ok(_) => "not a finite number".to_string(),
                        Err(None) => "a missing value".to_string(),
                        Err(Some(_)) => "not a number".to_string(),
                    };
                    errors.push(
                        Diagnostic::new(
                            codes::CASE_NOT_A_NUMBER,
                            Category::Case,
                            format!(
                                "`{name}` on line {} is `{}`, {what}; the server's distances fail on it",
                                line,
                                raw.unwrap_or("").trim()
                            ),
                        )
                        .at(at(c, name)),
                    );
                    None
                }
            }
        };
        let weight_raw = cell(weight_c);
        let code_str = astype_str(cell(code_c), code_t.at(k));
        // The code as pandas gives it, stripped; not copied again when nothing is stripped.
        let code = if py_strip(&code_str).len() == code_str.len() { code_str } else { py_strip(&code_str).to_string() };
        let lon = coordinate(lon_c, COL_LON, &lon_t, &mut errors);
        let lat = coordinate(lat_c, COL_LAT, &lat_t, &mut errors);
        if missing(weight_raw, weight_t.at(k)) {
            match &depot {
                None => {
                    if let (Some(lon), Some(lat)) = (lon, lat) {
                        let code = if all_numeric {
                            let v = pandas2_number(cell(code_c).unwrap_or(""), code_t.at(k)).unwrap_or(f64::NAN);
                            let v = if missing(cell(code_c), code_t.at(k)) { f64::NAN } else { v };
                            crate::pyjson::py_float_repr(v)
                        } else {
                            code
                        };
                        depot = Some(Store { code, weight: 0.0, lon, lat, line });
                    }
                }
                Some(d) => notes.push(
                    Diagnostic::new(
                        codes::CASE_NO_WEIGHT,
                        Category::Warning,
                        format!(
                            "line {}: `{COL_WEIGHT}` of {code} is `{}`, a missing value, so it is neither the depot (line {}) nor a store; the row is left out",
                            line,
                            weight_raw.unwrap_or(""),
                            d.line
                        ),
                    )
                    .at(at(weight_c, COL_WEIGHT).store(&code))
                    .hint("Only the first row with a missing weight is the depot; give every store its weight."),
                ),
            }
            continue;
        }
        let raw = weight_raw.unwrap_or("");
        let weight = match pandas2_number(raw, weight_t.at(k)) {
            Ok(w) => Some(w),
            Err(exception) => {
                errors.push(
                    Diagnostic::new(
                        codes::CASE_NOT_A_NUMBER,
                        Category::Case,
                        format!(
                            "`{COL_WEIGHT}` on line {} is `{}`, not a number: the server's float() raises \"{exception}\" before it reads any submission, so it scores every submission 0 (an exception)",
                            line,
                            raw.trim()
                        ),
                    )
                    .at(at(weight_c, COL_WEIGHT))
                    .hint("Write every store's weight as a plain number (kg)."),
                );
                None
            }
        };
        if let (Some(weight), Some(lon), Some(lat)) = (weight, lon, lat) {
            let here = || Location::file(file).line(line).store(&code);
            negative_weight_warning(&mut notes, &here, &code, (weight, weight_c, py_strip(raw)));
            if !weight.is_finite() {
                notes.push(
                    Diagnostic::new(
                        codes::CASE_INFINITE_WEIGHT,
                        Category::Warning,
                        format!(
                            "line {}: store {code} weighs `{}` kg; the server keeps it, so the route that serves it is over capacity",
                            line,
                            py_strip(raw)
                        ),
                    )
                    .at(here().column(weight_c + 1).field(COL_WEIGHT)),
                );
            }
            coordinate_warnings(
                &mut notes,
                &here,
                &code,
                [(lon, lon_c, cell(lon_c).unwrap_or("")), (lat, lat_c, cell(lat_c).unwrap_or(""))],
            );
            stores.push(Store { code, weight, lon, lat, line });
        }
    }
    let Some(depot) = depot else {
        if errors.is_empty() {
            errors.push(
                Diagnostic::new(
                    codes::CASE_NO_DEPOT,
                    Category::Case,
                    format!("{file} has no depot row (a row with a missing {COL_WEIGHT}): the server raises \"single positional indexer is out-of-bounds\" for every submission"),
                )
                .at(Location::file(file).field(COL_WEIGHT))
                .hint("The depot is the first row whose weight is empty."),
            );
        }
        return Err(errors);
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(build_case(depot, stores, params, notes, file))
}
