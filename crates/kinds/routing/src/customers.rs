//! Reading a routing case's `customers.csv` (spec §1, "Case data").
//!
//! The server reads it with `pd.read_csv(path, encoding="utf-8")` and then works on the
//! columns as pandas typed them. Under pandas 2.3.2 ([`Server::Py312`], the default),
//! measured in the pinned stack:
//!
//! * **Layout**: pandas' ([`crate::pandas::read_csv`]); one BOM is dropped (by
//!   pandas; the `utf-8` codec keeps it), a second one stays in the first column's name.
//!   Column names are matched exactly.
//! * **Depot**: the first row whose `总重量` pandas reads as missing: empty, `NA`,
//!   `null`, `NaN`, `None`, ... (pandas' default `na_values`). Later such rows are
//!   neither depot nor store (a warning).
//! * **Store codes**: `网点编码.astype(str).str.strip()` on the column's dtype: int64
//!   `00101` is `101`; float64 (a code missing or written as a decimal) `101` is `101.0`,
//!   `1e16` is `1e+16` and a missing code is `nan`; a column with any text keeps every
//!   code as written (then stripped). The depot's code is `str()` of its cell in the row
//!   pandas takes out of the frame: `0.0` when every column is numeric, `0` otherwise.
//! * **Weights**: `float(cell)`: pandas' converter for a float64 column; for a column
//!   with any text, Python's `float()` of each store's text (`1_000` and ` 3 ` read,
//!   `12kg` raises). Infinite weights are kept (the route holding one is over capacity).
//! * **Coordinates**: as pandas reads them (its converter).
//!
//! **Where the server raises for every submission** (a `customers.csv` pandas cannot
//! read, a column missing, no depot row, a weight `float()` rejects), its report is
//! validity 0 with `error_info.exception` whatever is submitted. We refuse the case
//! instead (category `case`, exit 2 in the CLI), quoting the server's exception: no
//! submission can be graded against it. Coordinates that are missing, infinite or text
//! are refused too (the server raises for every submission that passes validation).
//! Under pandas 3.1 ([`Server::Py311`]) the earlier reader applies: a strict CSV layout,
//! codes and numbers trimmed as written, the depot the first row with an empty weight.

use crate::diagnostic::codes;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::geometry::{self, Point};
use super::index::FastMap;
use super::params::RoutingParams;
use super::store_code::StoreCode;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::pandas::dtype::{astype_str, ColumnType, Dtype};
use crate::pandas::number::{boolean, decimal, integer, is_na};
use crate::pandas::read_csv::{self, Unreadable};
use crate::pyjson::py_strip;
use crate::server::Server;
use crate::table;

/// Column names the server reads (any order; other columns ignored).
pub const COL_CODE: &str = "网点编码";
pub const COL_WEIGHT: &str = "总重量";
pub const COL_LON: &str = "门店经度";
pub const COL_LAT: &str = "门店纬度";

/// One row of `customers.csv`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Store {
    /// Code, trimmed, compared as a string.
    pub code: String,
    /// kg (0 for the depot).
    pub weight: f64,
    pub lon: f64,
    pub lat: f64,
    /// 1-based line in `customers.csv`.
    pub line: usize,
}

impl Store {
    pub fn point(&self) -> Point {
        [self.lon, self.lat]
    }
}

/// Store codes to indices into `stores`. A code of up to 15 bytes (every real one) is
/// keyed by one `u128`, its bytes and its length: validation looks up every stop, and
/// this hashes and compares two words where a map of byte strings follows a pointer
/// and calls `memcmp` (15% of grading a routing-city plan, in wall time, went there).
/// Longer codes are kept sorted and found by binary search (one map type, not two, in
/// the `.wasm`).
#[derive(Debug, Clone, Default, PartialEq)]
struct CodeIndex {
    short: FastMap<u128, usize>,
    /// (code, index), sorted by code, one per code.
    long: Vec<(Box<[u8]>, usize)>,
}

impl CodeIndex {
    /// The index of `codes` (a later row with the same code wins, like a dict).
    fn new<'a>(codes: impl Iterator<Item = &'a [u8]>) -> CodeIndex {
        let mut index = CodeIndex::default();
        for (i, code) in codes.enumerate() {
            match CodeIndex::short_key(code) {
                Some(k) => drop(index.short.insert(k, i)),
                None => index.long.push((code.into(), i)),
            }
        }
        // Stable by code, so the last row of a code comes last among its equals.
        crate::sort::by(&mut index.long, |a, b| a.0.cmp(&b.0));
        let long = std::mem::take(&mut index.long);
        for (code, i) in long {
            match index.long.last_mut() {
                Some(last) if last.0 == code => last.1 = i,
                _ => index.long.push((code, i)),
            }
        }
        index
    }

    /// The code's bytes, little-endian, and its length in the top byte. Read as
    /// (overlapping) words in registers: copied into a buffer and read back as words it
    /// stalled every lookup (a store-to-load forwarding failure: `perf` put most of
    /// `validate`'s samples, a fifth of grading a plan, on the loads after the copy).
    #[inline]
    fn short_key(code: &[u8]) -> Option<u128> {
        let n = code.len();
        let le64 = |b: &[u8]| <[u8; 8]>::try_from(b).map_or(0, u64::from_le_bytes);
        let le32 = |b: &[u8]| <[u8; 4]>::try_from(b).map_or(0, |w| u64::from(u32::from_le_bytes(w)));
        let (lo, hi) = match n {
            16.. => return None,
            // The last 8 bytes' top n − 8 are bytes 8..n.
            8.. => (le64(&code[..8]), le64(&code[n - 8..]).checked_shr(8 * (16 - n) as u32).unwrap_or(0)),
            4.. => (le32(&code[..4]) | (le32(&code[n - 4..]) >> (8 * (8 - n))) << 32, 0),
            1.. => (u64::from(code[0]) | u64::from(code[n / 2]) << (8 * (n / 2)) | u64::from(code[n - 1]) << (8 * (n - 1)), 0),
            0 => (0, 0),
        };
        Some(u128::from(hi | (n as u64) << 56) << 64 | u128::from(lo))
    }

    #[inline]
    fn get(&self, code: &[u8]) -> Option<usize> {
        match CodeIndex::short_key(code) {
            Some(k) => self.short.get(&k).copied(),
            None => self.long.binary_search_by(|e| (*e.0).cmp(code)).ok().map(|at| self.long[at].1),
        }
    }

    fn len(&self) -> usize {
        self.short.len() + self.long.len()
    }
}

/// A routing case: depot, stores, parameters. Built once, graded against many times.
#[derive(Debug, Clone, PartialEq)]
pub struct RoutingCase {
    pub depot: Store,
    /// Every row with a weight, in file order.
    pub stores: Vec<Store>,
    pub params: RoutingParams,
    /// Code → index into `stores` (last row wins for a duplicated code, like a dict).
    /// A fast hash: the keys are the case's own codes (a submitted code is only looked up).
    /// Keyed by bytes, so a [`StoreCode`] is looked up without re-checking its UTF-8.
    index: CodeIndex,
    /// For each distinct code in file order: its first row, and its index (last row).
    first_rows: Vec<(usize, usize)>,
    /// Positions of `stores`, for the geometry.
    pub points: Vec<Point>,
    /// `cos(radians(lat))` of each store ([`geometry::cos_lat`]), for the route times.
    cos_lats: Vec<f64>,
    /// Store indices sorted by (lon, lat, index) ([`f64::total_cmp`] on each): every
    /// route's hull sort, read off in one pass.
    by_lon_lat: Vec<u32>,
    /// Whether two stores are at the same point ([`geometry::shares_points`]).
    shared_points: bool,
    /// Whether every store's coordinates are in the error model
    /// ([`super::index::safe_coordinate`]).
    safe_points: bool,
    /// The stores' codes as reports carry them (one copy each, cloned without
    /// allocating), and the depot's.
    codes: Vec<StoreCode>,
    depot_code: StoreCode,
    /// Problems found in the case data that did not stop reading it.
    pub warnings: Vec<Diagnostic>,
}

/// Whether every coordinate of `points` is in the error model.
fn all_safe(points: &[Point]) -> bool {
    points.iter().all(|p| super::index::safe_coordinate(p[0]) & super::index::safe_coordinate(p[1]))
}

impl RoutingCase {
    /// Build a case from stores directly (tests, generators, the site's dragging).
    pub fn new(depot: Store, stores: Vec<Store>, params: RoutingParams) -> Self {
        let index = CodeIndex::new(stores.iter().map(|s| s.code.as_bytes()));
        let points: Vec<Point> = stores.iter().map(Store::point).collect();
        let cos_lats = points.iter().map(|&p| geometry::cos_lat(p)).collect();
        let by_lon_lat = geometry::lon_lat_order(&points);
        let shared_points = geometry::shares_points(&points, &by_lon_lat);
        let safe_points = all_safe(&points);
        let first_rows = if index.len() == stores.len() {
            // Every code distinct (the usual case): each row is its code's first and last.
            (0..stores.len()).map(|i| (i, i)).collect()
        } else {
            let mut first_rows = Vec::with_capacity(index.len());
            let mut done = vec![false; stores.len()];
            for (row, s) in stores.iter().enumerate() {
                let i = index.get(s.code.as_bytes()).unwrap_or(row);
                if !done[i] {
                    done[i] = true;
                    first_rows.push((row, i));
                }
            }
            first_rows
        };
        let codes = stores.iter().map(|s| StoreCode::from(&s.code)).collect();
        let depot_code = StoreCode::from(&depot.code);
        RoutingCase {
            depot,
            stores,
            params,
            index,
            first_rows,
            points,
            cos_lats,
            by_lon_lat,
            shared_points,
            safe_points,
            codes,
            depot_code,
            warnings: Vec::new(),
        }
    }

    /// Index of a store by code (already trimmed).
    pub fn store_index(&self, code: &str) -> Option<usize> {
        self.store_index_bytes(code.as_bytes())
    }

    /// [`Self::store_index`] of a code's bytes (validation looks every stop up).
    #[inline]
    pub fn store_index_bytes(&self, code: &[u8]) -> Option<usize> {
        self.index.get(code)
    }

    /// The code of store `i` as reports carry it (`stores[i].code`).
    pub fn code(&self, i: usize) -> &StoreCode {
        &self.codes[i]
    }

    /// `cos(radians(lat))` of store `i`, computed once with the case.
    #[inline]
    pub fn cos_lat(&self, i: usize) -> f64 {
        self.cos_lats[i]
    }

    /// Store indices sorted by (lon, lat, index), as [`f64::total_cmp`] orders each.
    pub fn by_lon_lat(&self) -> &[u32] {
        &self.by_lon_lat
    }

    /// Whether two stores are at the same point (bit for bit).
    pub fn shares_points(&self) -> bool {
        self.shared_points
    }

    /// Whether every store's coordinates are in the error model
    /// ([`super::index::safe_coordinate`]): a plan's frame is then made of its routes'
    /// boxes, without a test per stop.
    pub fn safe_points(&self) -> bool {
        self.safe_points
    }

    /// The depot's code as reports carry it (`depot.code`).
    pub fn depot_code(&self) -> &StoreCode {
        &self.depot_code
    }

    /// For each distinct store code, in file order: (first row with it, [`Self::store_index`]).
    pub fn first_rows(&self) -> &[(usize, usize)] {
        &self.first_rows
    }

    /// Number of distinct store codes (what "every store served" means).
    pub fn distinct_stores(&self) -> usize {
        self.index.len()
    }

    /// Move a store (the explainer's dragging): positions only, codes unchanged.
    pub fn set_store_point(&mut self, store: usize, p: Point) {
        if let Some(s) = self.stores.get_mut(store) {
            s.lon = p[0];
            s.lat = p[1];
            self.points[store] = p;
            self.cos_lats[store] = geometry::cos_lat(p);
            // Moved within the order: out at its old place, in at its new one.
            if let Some(at) = self.by_lon_lat.iter().position(|&i| i as usize == store) {
                self.by_lon_lat.remove(at);
            }
            let pts = &self.points;
            let at = self.by_lon_lat.partition_point(|&i| geometry::lon_lat_less(pts, i as usize, store));
            self.by_lon_lat.insert(at, store as u32);
            self.shared_points = geometry::shares_points(pts, &self.by_lon_lat);
            self.safe_points = all_safe(pts);
        }
    }

    /// Total weight of all stores, kg.
    pub fn total_weight(&self) -> f64 {
        self.stores.iter().map(|s| s.weight).sum()
    }
}

/// Read `customers.csv` as `params.server`'s pandas does (see the module docs). Errors
/// are category `Case`, located by line and column.
pub fn parse_customers(bytes: &[u8], file: &str, params: RoutingParams) -> Result<RoutingCase, Vec<Diagnostic>> {
    if params.server.pandas2() {
        return parse_customers_pandas2(bytes, file, params);
    }
    let text = table::decode_utf8(bytes, file).map_err(|d| vec![d])?;
    let t = table::parse(text, ',', file).map_err(|mut d| {
        d.category = Category::Case;
        vec![d]
    })?;
    let mut errors = Vec::new();
    let col = |name: &str, errors: &mut Vec<Diagnostic>| {
        let c = t.column(name);
        if c.is_none() {
            // A header cut at `;` (or tabs) is one column: say so.
            let sep = [';', '\t'].into_iter().find(|&d| t.header.len() == 1 && t.header[0].contains(d));
            let why = match sep {
                Some(';') => " (the file is separated by semicolons `;`, not commas)".to_string(),
                Some(_) => " (the file is separated by tabs, not commas)".to_string(),
                None => String::new(),
            };
            errors.push(
                Diagnostic::new(codes::CASE_MISSING_COLUMN, Category::Case, format!("{file} has no `{name}` column{why}"))
                    .at(Location::file(file).line(t.header_line).field(name))
                    .hint(format!("customers.csv needs the columns {COL_CODE}, {COL_WEIGHT}, {COL_LON}, {COL_LAT}.")),
            );
        }
        c
    };
    let (code_c, weight_c, lon_c, lat_c) =
        (col(COL_CODE, &mut errors), col(COL_WEIGHT, &mut errors), col(COL_LON, &mut errors), col(COL_LAT, &mut errors));
    let (Some(code_c), Some(weight_c), Some(lon_c), Some(lat_c)) = (code_c, weight_c, lon_c, lat_c) else {
        return Err(errors);
    };
    let mut depot: Option<Store> = None;
    let mut notes = Vec::new();
    let mut stores = Vec::with_capacity(t.records.len());
    for r in &t.records {
        let number = |c: usize, name: &str, errors: &mut Vec<Diagnostic>| -> Option<f64> {
            let raw = py_strip(r.get(c));
            match crate::float::parse(raw) {
                Some(v) if v.is_finite() => Some(v),
                parsed => {
                    let what = if parsed.is_some() { "not a finite number" } else { "not a number" };
                    errors.push(
                        Diagnostic::new(
                            codes::CASE_NOT_A_NUMBER,
                            Category::Case,
                            format!("`{name}` on line {} is `{raw}`, {what}", r.line),
                        )
                        .at(Location::file(file).line(r.line).column(c + 1).field(name)),
                    );
                    None
                }
            }
        };
        let code = py_strip(r.get(code_c)).to_string();
        let weight_raw = py_strip(r.get(weight_c));
        let lon = number(lon_c, COL_LON, &mut errors);
        let lat = number(lat_c, COL_LAT, &mut errors);
        if weight_raw.is_empty() {
            // The depot is the first row whose weight is empty; later ones are ignored
            // (neither depot nor store, as on the server), with a warning.
            match &depot {
                None => {
                    if let (Some(lon), Some(lat)) = (lon, lat) {
                        depot = Some(Store { code, weight: 0.0, lon, lat, line: r.line });
                    }
                }
                Some(d) => notes.push(
                    Diagnostic::new(
                        codes::CASE_NO_WEIGHT,
                        Category::Warning,
                        format!("line {}: `{COL_WEIGHT}` of {code} is empty, so it is neither the depot (line {}) nor a store; the row is left out", r.line, d.line),
                    )
                    .at(Location::file(file).line(r.line).column(weight_c + 1).field(COL_WEIGHT).store(&code))
                    .hint("Only the first row with an empty weight is the depot; give every store its weight."),
                ),
            }
            continue;
        }
        let weight = number(weight_c, COL_WEIGHT, &mut errors);
        if let (Some(weight), Some(lon), Some(lat)) = (weight, lon, lat) {
            let at = || Location::file(file).line(r.line).store(&code);
            negative_weight_warning(&mut notes, &at, &code, (weight, weight_c, weight_raw));
            coordinate_warnings(&mut notes, &at, &code, [(lon, lon_c, r.get(lon_c)), (lat, lat_c, r.get(lat_c))]);
            stores.push(Store { code, weight, lon, lat, line: r.line });
        }
    }
    if t.records.is_empty() {
        return Err(vec![Diagnostic::new(
            codes::CASE_NO_ROWS,
            Category::Case,
            format!("{file} has a header but no rows: no depot and no stores"),
        )
        .at(Location::file(file).line(t.header_line))
        .hint("Add the depot (a row with an empty weight) and one row per store under the header.")]);
    }
    let Some(depot) = depot else {
        errors.push(
            Diagnostic::new(codes::CASE_NO_DEPOT, Category::Case, format!("{file} has no depot row (a row with an empty {COL_WEIGHT})"))
                .at(Location::file(file).field(COL_WEIGHT))
                .hint("The depot is the first row whose weight is empty."),
        );
        return Err(errors);
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(build_case(depot, stores, params, notes, file))
}

/// The value of a cell the server reads with `float(r[col])` (weights) or takes as
/// pandas holds it (coordinates), in a column of type `dtype`. `Err` carries Python's
/// message when `float()` raises.
fn pandas2_number(raw: &str, dtype: Dtype) -> Result<f64, String> {
    let fail = || format!("could not convert string to float: '{raw}'");
    match dtype {
        Dtype::Int => match integer(raw) {
            // Python's float(int) is the correctly rounded double.
            Some(i) => crate::float::parse(&i.canonical()).ok_or_else(fail),
            None => boolean(raw).map(|b| f64::from(u8::from(b))).ok_or_else(fail),
        },
        Dtype::Float => decimal(raw, Server::Py312).ok_or_else(fail),
        Dtype::Bool => boolean(raw).map(|b| f64::from(u8::from(b))).ok_or_else(fail),
        Dtype::Text | Dtype::Raw => crate::float::py_float(raw).map_err(|_| fail()),
    }
}

/// `customers.csv` as the server reads it on pandas 2.3.2 (module docs).
fn parse_customers_pandas2(bytes: &[u8], file: &str, params: RoutingParams) -> Result<RoutingCase, Vec<Diagnostic>> {
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
            let sep = [';', '\t'].into_iter().find(|&d| frame.header.len() == 1 && frame.header[0].contains(d));
            let why = match sep {
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
    let infer = |c: usize| ColumnType::infer(frame.column(c), width, Server::Py312);
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

/// A negative weight, which the server adds to its route's load as written (both
/// readers).
/// `at`: the row's location, built only for a warning.
fn negative_weight_warning(
    notes: &mut Vec<Diagnostic>,
    at: &dyn Fn() -> Location,
    code: &str,
    (w, weight_c, weight_raw): (f64, usize, &str),
) {
    if w < 0.0 || (w == 0.0 && w.is_sign_negative()) {
        let at = at();
        let line = at.line.unwrap_or(0);
        notes.push(
            Diagnostic::new(
                codes::CASE_NEGATIVE_WEIGHT,
                Category::Warning,
                format!("line {line}: store {code} weighs `{weight_raw}` kg, less than nothing; the server adds it to its route's load as written"),
            )
            .at(at.column(weight_c + 1).field(COL_WEIGHT)),
        );
    }
}

/// Coordinates out of range, with which the server computes distances as written (both
/// readers): longitude then latitude, each with its column and text.
/// `at`: the row's location, built only for a warning.
fn coordinate_warnings(notes: &mut Vec<Diagnostic>, at: &dyn Fn() -> Location, code: &str, coords: [(f64, usize, &str); 2]) {
    for ((v, c, raw), (name, limit)) in coords.into_iter().zip([(COL_LON, 180.0), (COL_LAT, 90.0)]) {
        if v.abs() > limit {
            let at = at();
            let line = at.line.unwrap_or(0);
            let limit = crate::float::Shortest(limit);
            notes.push(
                Diagnostic::new(
                    codes::CASE_COORDINATES_OUT_OF_RANGE,
                    Category::Warning,
                    format!(
                        "line {line}: `{name}` of store {code} is {}, not between -{limit} and {limit}; distances are computed as written",
                        raw.trim()
                    ),
                )
                .at(at.column(c + 1).field(name))
                .hint("Check for a missing decimal point, or longitude and latitude swapped."),
            );
        }
    }
}

/// The case from what a reader found: a store with the depot's code moved to the depot
/// (see [`at_depot_if_depot_code`]), and a warning for each repeated store code.
fn build_case(depot: Store, stores: Vec<Store>, params: RoutingParams, mut notes: Vec<Diagnostic>, file: &str) -> RoutingCase {
    let stores = at_depot_if_depot_code(&depot, stores, &mut notes, file);
    let mut case = RoutingCase::new(depot, stores, params);
    case.warnings = notes;
    if case.distinct_stores() == case.stores.len() {
        // No code repeated: nothing to warn about.
        return case;
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for s in &case.stores {
        if let Some(first) = seen.insert(&s.code, s.line) {
            case.warnings.push(
                Diagnostic::new(
                    codes::CASE_DUPLICATE_CODE,
                    Category::Warning,
                    format!("store code {} appears on lines {first} and {}; the later row is used", s.code, s.line),
                )
                .at(Location::file(file).line(s.line).store(&s.code)),
            );
        }
    }
    case
}

/// A store whose code is the depot's: the server builds its positions by code and then
/// sets the depot's code to the depot's position (`pos_map[depot_id] = depot_pos`), so
/// that store is served at the depot (its weight still counts). Reproduced, with a
/// warning.
fn at_depot_if_depot_code(depot: &Store, mut stores: Vec<Store>, notes: &mut Vec<Diagnostic>, file: &str) -> Vec<Store> {
    for s in stores.iter_mut().filter(|s| s.code == depot.code) {
        if (s.lon, s.lat) != (depot.lon, depot.lat) {
            notes.push(
                Diagnostic::new(
                    codes::CASE_STORE_IS_DEPOT_CODE,
                    Category::Warning,
                    format!(
                        "line {}: store {} has the depot's code (line {}); the server looks positions up by code, so it is served at the depot's position",
                        s.line, s.code, depot.line
                    ),
                )
                .at(Location::file(file).line(s.line).store(&s.code))
                .hint("Give the depot a code no store has."),
            );
        }
        s.lon = depot.lon;
        s.lat = depot.lat;
    }
    stores
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: &str = "网点编码,总重量,门店经度,门店纬度\n";

    /// The short key is the code's bytes zero-padded to 15, then its length.
    #[test]
    fn short_keys_are_bytes_and_length() {
        let all: Vec<u8> = (0..40u8).map(|i| i.wrapping_mul(151) ^ 0xa5).collect();
        for n in 0..16 {
            for at in 0..20 {
                let code = &all[at..at + n];
                let mut b = [0u8; 16];
                b[..n].copy_from_slice(code);
                b[15] = n as u8;
                assert_eq!(CodeIndex::short_key(code), Some(u128::from_le_bytes(b)), "{code:?}");
            }
        }
        assert_eq!(CodeIndex::short_key(b"1234567890123456"), None);
    }

    /// Codes short and long, with NUL bytes, trailing zeros and the 15/16-byte edge,
    /// are told apart; a repeated code gives its last row, like a dict.
    #[test]
    fn store_codes_of_every_length_are_looked_up() {
        let codes = [
            "",
            "\0",
            "\0\0",
            "A",
            "A\0",
            "900001086151",
            "123456789012345",
            "1234567890123456",
            "12345678901234\0",
            "网点七",
            "长的代码长的代码长的代码长的代码",
            "A",
            "a code longer than fifteen bytes",
            "长的代码长的代码长的代码长的代码",
            "a code longer than fifteen byte",
        ];
        let stores: Vec<Store> =
            codes.iter().enumerate().map(|(i, c)| Store { code: c.to_string(), weight: 1.0, lon: 116.0, lat: 40.0, line: i + 2 }).collect();
        let depot = Store { code: "D".into(), weight: 0.0, lon: 116.0, lat: 40.0, line: 1 };
        let case = RoutingCase::new(depot, stores, RoutingParams::default());
        for (i, c) in codes.iter().enumerate() {
            let last = codes.iter().rposition(|x| x == c).unwrap();
            assert_eq!(case.store_index(c), Some(last), "{c:?}");
            assert!(i == last || codes[i + 1..].contains(c));
        }
        assert_eq!(case.distinct_stores(), codes.len() - 2);
        for c in [
            "B",
            "\0\0\0",
            "90000108615",
            "9000010861510",
            "12345678901234",
            "123456789012345\0",
            "12345678901234567",
            "D",
            "a code longer than fifteen bytes!",
            "长的代码",
        ] {
            assert_eq!(case.store_index(c), None, "{c:?}");
        }
        assert_eq!(case.first_rows().iter().find(|r| r.1 == 11), Some(&(3, 11)));
    }

    #[test]
    fn moved_stores_keep_the_lon_lat_order_cosines_and_shared_points() {
        let vals = [-0.0, 0.0, 1.0, 2.0, 114.3];
        let mut next = crate::routing::test_rng(0x853c49e6748fea9b);
        // 40 stores on 25 points, and 5 (some moves put two at one point, some part them).
        let mut shared = [0, 0];
        for n in [40, 5] {
            let stores = (0..n)
                .map(|i| Store {
                    code: format!("S{i}"),
                    weight: 1.0,
                    lon: vals[next(5) as usize],
                    lat: vals[next(5) as usize],
                    line: i + 2,
                })
                .collect();
            let depot = Store { code: "0".into(), weight: 0.0, lon: 0.0, lat: 0.0, line: 1 };
            let mut case = RoutingCase::new(depot, stores, RoutingParams::default());
            assert_eq!(case.by_lon_lat(), geometry::lon_lat_order(&case.points));
            for _ in 0..500 {
                let s = next(n as u64) as usize;
                case.set_store_point(s, [vals[next(5) as usize], vals[next(5) as usize]]);
                let order = geometry::lon_lat_order(&case.points);
                assert_eq!(case.by_lon_lat(), order);
                assert_eq!(case.cos_lat(s).to_bits(), geometry::cos_lat(case.points[s]).to_bits());
                let pts = &case.points;
                let same = (0..n).any(|a| (0..a).any(|b| pts[a].map(f64::to_bits) == pts[b].map(f64::to_bits)));
                assert_eq!(case.shares_points(), same);
                shared[usize::from(same)] += 1;
            }
        }
        assert!(shared[0] > 50 && shared[1] > 550, "{shared:?}");
    }

    fn read(text: &str) -> Result<RoutingCase, Vec<Diagnostic>> {
        parse_customers(text.as_bytes(), "customers.csv", RoutingParams::default())
    }

    #[test]
    fn a_store_with_the_depots_code_is_served_at_the_depot() {
        let c = read(&format!("{H}D,,116.0,40.0\nD,5,116.5,40.5\nS1,7,116.2,40.1\n")).unwrap();
        assert_eq!((c.stores[0].lon, c.stores[0].lat), (116.0, 40.0));
        assert_eq!((c.stores[1].lon, c.stores[1].lat), (116.2, 40.1));
        assert!(c.warnings.iter().any(|d| d.code == codes::CASE_STORE_IS_DEPOT_CODE));
    }

    fn codes(c: &RoutingCase) -> (String, Vec<String>, Vec<f64>) {
        (c.depot.code.clone(), c.stores.iter().map(|s| s.code.clone()).collect(), c.stores.iter().map(|s| s.weight).collect())
    }

    fn v(xs: &[&str]) -> Vec<String> {
        xs.iter().map(|s| s.to_string()).collect()
    }

    /// Each measured in pandas 2.3.2 (`peers/customers_peer.py` checks many more).
    #[test]
    fn codes_and_weights_as_pandas2_types_them() {
        let c = read(&format!("{H}0,,120.1,30.1\n101,12.5,120.2,30.2\n102,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c), ("0.0".into(), v(&["101", "102"]), vec![12.5, 3.0]));
        let c = read("网点编码,总重量,门店经度,门店纬度,城乡\n0,,120.1,30.1,城\n101,12.5,120.2,30.2,乡\n").unwrap();
        assert_eq!(c.depot.code, "0");
        // `NA` is a missing weight (the depot) and makes the codes float64.
        let c = read(&format!("{H}0,NA,120.1,30.1\n101,12.5,120.2,30.2\nNA,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c), ("0.0".into(), v(&["101.0", "nan"]), vec![12.5, 3.0]));
        let c = read(&format!("{H}0,null,120.1,30.1\n00101,12.5,120.2,30.2\n102,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).1, v(&["101", "102"]));
        let c = read(&format!("{H}0,,120.1,30.1\nST1,12.5,120.2,30.2\n 102 ,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c), ("0".into(), v(&["ST1", "102"]), vec![12.5, 3.0]));
        let c = read(&format!("{H}0,,120.1,30.1\n1e16,1,120.2,30.2\n102.5,3,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).1, v(&["1e+16", "102.5"]));
        // A weight column with text: Python's float() of each store's weight.
        let c = read(&format!("{H}0,,120.1,30.1\n101,1_000,120.2,30.2\n102, 3 ,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).2, vec![1000.0, 3.0]);
        let c = read(&format!("{H}0,,120.1,30.1\n101,True,120.2,30.2\n102,False,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).2, vec![1.0, 0.0]);
        let c = read(&format!("{H}0,,120.1,30.1\n101,inf,120.2,30.2\n102,-1,120.3,30.3\n")).unwrap();
        assert_eq!(codes(&c).2, vec![f64::INFINITY, -1.0]);
        // One BOM is pandas' to drop.
        assert!(read(&format!("\u{feff}{H}0,,120.1,30.1\n101,1,120.2,30.2\n")).is_ok());
    }

    #[test]
    fn where_the_server_raises_for_every_submission_the_case_is_refused() {
        let e = read(&format!("{H}0,,120.1,30.1\n101,12kg,120.2,30.2\n102,3,120.3,30.3\n")).unwrap_err();
        assert_eq!((e[0].code.as_str(), e[0].location.line), (codes::CASE_NOT_A_NUMBER, Some(3)));
        assert!(e[0].message.contains("could not convert string to float: '12kg'"), "{}", e[0].message);
        let e = read(&format!("{H}D0,,120.1,30.1\n101,1,120.2,30.2\n102,True,120.3,30.3\n")).unwrap_err();
        assert!(e[0].message.contains("'True'"), "{}", e[0].message);
        let e = read(&format!("\u{feff}\u{feff}{H}0,,120.1,30.1\n101,1,120.2,30.2\n")).unwrap_err();
        assert_eq!(e[0].code, codes::CASE_MISSING_COLUMN);
        assert!(e[0].message.contains("second byte-order mark"), "{}", e[0].message);
        let e = read(&format!("{H}0,1,120.1,30.1\n101,1,120.2,30.2\n")).unwrap_err();
        assert_eq!(e[0].code, codes::CASE_NO_DEPOT);
    }

    /// `first_rows` and the repeated-code warnings by their definition (a dict keyed by
    /// code: first row and last row of each code, in file order), for a case without
    /// repeats (the fast path) and with them.
    #[test]
    fn first_rows_and_repeats_as_defined() {
        for rows in [vec!["S1", "S2", "S3", "S4"], vec!["S1", "S2", "S1", "S3", "S2", "S2"], vec!["A", "B", "A", "C", "D"]] {
            let text: String = rows.iter().enumerate().map(|(k, c)| format!("{c},{},116.{k},40.{k}\n", k + 1)).collect();
            let c = read(&format!("{H}D0,,116.0,40.0\n{text}")).unwrap();
            let mut want = Vec::new();
            for (row, code) in rows.iter().enumerate() {
                let last = rows.iter().rposition(|x| x == code).unwrap();
                if rows.iter().position(|x| x == code) == Some(row) {
                    want.push((row, last));
                }
            }
            assert_eq!(c.first_rows(), want.as_slice(), "{rows:?}");
            assert_eq!(c.distinct_stores(), want.len());
            let repeats = c.warnings.iter().filter(|d| d.code == codes::CASE_DUPLICATE_CODE).count();
            assert_eq!(repeats, rows.len() - want.len(), "{rows:?}");
            for (k, code) in rows.iter().enumerate() {
                assert_eq!(c.store_index(code), rows.iter().rposition(|x| x == code), "{code}");
                assert_eq!(c.code(k).as_str(), *code);
            }
        }
    }
}
