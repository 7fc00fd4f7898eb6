//! Reading a routing case's `customers.csv` (spec §1, "Case data").

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::geometry::Point;
use super::index::FxMap;
use super::params::RoutingParams;
use super::store_code::StoreCode;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::pyjson::py_strip;
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

/// A routing case: depot, stores, parameters. Built once, graded against many times.
#[derive(Debug, Clone, PartialEq)]
pub struct RoutingCase {
    pub depot: Store,
    /// Every row with a weight, in file order.
    pub stores: Vec<Store>,
    pub params: RoutingParams,
    /// Code → index into `stores` (last row wins for a duplicated code, like a dict).
    /// A fast hash: the keys are the case's own codes (a submitted code is only looked up).
    index: FxMap<String, usize>,
    /// For each distinct code in file order: its first row, and its index (last row).
    first_rows: Vec<(usize, usize)>,
    /// Positions of `stores`, for the geometry.
    pub points: Vec<Point>,
    /// The stores' codes as reports carry them (one copy each, cloned without
    /// allocating), and the depot's.
    codes: Vec<StoreCode>,
    depot_code: StoreCode,
    /// Problems found in the case data that did not stop reading it.
    pub warnings: Vec<Diagnostic>,
}

impl RoutingCase {
    /// Build a case from stores directly (tests, generators, the site's dragging).
    pub fn new(depot: Store, stores: Vec<Store>, params: RoutingParams) -> Self {
        let mut index = FxMap::default();
        index.reserve(stores.len());
        for (i, s) in stores.iter().enumerate() {
            index.insert(s.code.clone(), i);
        }
        let points = stores.iter().map(Store::point).collect();
        let mut first_rows = Vec::with_capacity(index.len());
        let mut done = vec![false; stores.len()];
        for (row, s) in stores.iter().enumerate() {
            let i = index[&s.code];
            if !done[i] {
                done[i] = true;
                first_rows.push((row, i));
            }
        }
        let codes = stores.iter().map(|s| StoreCode::from(&s.code)).collect();
        let depot_code = StoreCode::from(&depot.code);
        RoutingCase { depot, stores, params, index, first_rows, points, codes, depot_code, warnings: Vec::new() }
    }

    /// Index of a store by code (already trimmed).
    pub fn store_index(&self, code: &str) -> Option<usize> {
        self.index.get(code).copied()
    }

    /// The code of store `i` as reports carry it (`stores[i].code`).
    pub fn code(&self, i: usize) -> &StoreCode {
        &self.codes[i]
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
        }
    }

    /// Total weight of all stores, kg.
    pub fn total_weight(&self) -> f64 {
        self.stores.iter().map(|s| s.weight).sum()
    }
}

/// Read `customers.csv`. Errors are category `Case`, located by line and column.
pub fn parse_customers(bytes: &[u8], file: &str, params: RoutingParams) -> Result<RoutingCase, Vec<Diagnostic>> {
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
                Diagnostic::new("case/missing-column", Category::Case, format!("{file} has no `{name}` column{why}"))
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
                            "case/not-a-number",
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
                        "case/no-weight",
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
            if weight < 0.0 || (weight == 0.0 && weight.is_sign_negative()) {
                notes.push(
                    Diagnostic::new(
                        "case/negative-weight",
                        Category::Warning,
                        format!("line {}: store {code} weighs `{weight_raw}` kg, less than nothing; the server adds it to its route's load as written", r.line),
                    )
                    .at(at().column(weight_c + 1).field(COL_WEIGHT)),
                );
            }
            for (v, name, c, limit) in [(lon, COL_LON, lon_c, 180.0), (lat, COL_LAT, lat_c, 90.0)] {
                if v.abs() > limit {
                    let limit = crate::float::Shortest(limit);
                    notes.push(
                        Diagnostic::new(
                            "case/coordinates-out-of-range",
                            Category::Warning,
                            format!("line {}: `{name}` of store {code} is {}, not between -{limit} and {limit}; distances are computed as written", r.line, r.get(c).trim()),
                        )
                        .at(at().column(c + 1).field(name))
                        .hint("Check for a missing decimal point, or longitude and latitude swapped."),
                    );
                }
            }
            stores.push(Store { code, weight, lon, lat, line: r.line });
        }
    }
    if t.records.is_empty() {
        return Err(vec![Diagnostic::new("case/no-rows", Category::Case, format!("{file} has a header but no rows: no depot and no stores"))
            .at(Location::file(file).line(t.header_line))
            .hint("Add the depot (a row with an empty weight) and one row per store under the header.")]);
    }
    let Some(depot) = depot else {
        errors.push(
            Diagnostic::new("case/no-depot", Category::Case, format!("{file} has no depot row (a row with an empty {COL_WEIGHT})"))
                .at(Location::file(file).field(COL_WEIGHT))
                .hint("The depot is the first row whose weight is empty."),
        );
        return Err(errors);
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut case = RoutingCase::new(depot, stores, params);
    case.warnings = notes;
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for s in &case.stores {
        if let Some(first) = seen.insert(&s.code, s.line) {
            case.warnings.push(
                Diagnostic::new(
                    "case/duplicate-code",
                    Category::Warning,
                    format!("store code {} appears on lines {first} and {}; the later row is used", s.code, s.line),
                )
                .at(Location::file(file).line(s.line).store(&s.code)),
            );
        }
    }
    Ok(case)
}
