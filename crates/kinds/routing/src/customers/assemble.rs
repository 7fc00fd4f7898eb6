//! The read rows made a case: warnings about weights and coordinates, the depot's code
//! in the stores.

use super::*;
use crate::RoutePlaces;

/// A negative weight, which the server adds to its route's load as written (both
/// readers).
/// `at`: the row's location, built only for a warning.
pub(super) fn negative_weight_warning(
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
pub(super) fn coordinate_warnings(notes: &mut Vec<Diagnostic>, at: &dyn Fn() -> Location, code: &str, coords: [(f64, usize, &str); 2]) {
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
pub(super) fn build_case(depot: Store, stores: Vec<Store>, params: RoutingParams, mut notes: Vec<Diagnostic>, file: &str) -> RoutingCase {
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
pub(super) fn at_depot_if_depot_code(depot: &Store, mut stores: Vec<Store>, notes: &mut Vec<Diagnostic>, file: &str) -> Vec<Store> {
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
