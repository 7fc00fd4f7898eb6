//! Validation in the server's order (spec §1): fatal (reading) → schema (unknown,
//! missing, duplicated codes, collected together) → value (capacity) → value (route
//! count). The first failing stage decides; we still check every stage we can, so a
//! student sees all problems at once.

use crate::diagnostic::codes;
use crate::RoutePlaces;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::customers::RoutingCase;
use super::submission::{Plan, NOT_FOUND};
use crate::diagnostic::{Category, Code, Collector, Diagnostic, Location, CAP};

/// The stages of validation, in the server's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// File missing / not JSON / wrong shape (category `fatal`).
    Fatal,
    /// Unknown, missing or duplicated store codes (category `schema`).
    Schema,
    /// A route over capacity (category `value`).
    Capacity,
    /// Wrong number of routes (category `value`).
    Vehicles,
}

impl Stage {
    pub fn category(self) -> Category {
        match self {
            Stage::Fatal => Category::Fatal,
            Stage::Schema => Category::Schema,
            Stage::Capacity | Stage::Vehicles => Category::Value,
        }
    }
}

/// What validation found: resolved store indices (unknown codes dropped) and problems.
#[derive(Debug, Clone, Default)]
pub struct Validation {
    /// Per route, the store indices of its known codes, in visit order.
    pub routes: Vec<Vec<usize>>,
    /// Per route, the stop position of each entry of `routes` in the submission.
    pub positions: Vec<Vec<usize>>,
    /// Per route, its load in kg (known codes only, summed in visit order).
    pub loads: Vec<f64>,
    /// Every problem, in stage order, each tagged with its stage.
    pub problems: Vec<(Stage, Diagnostic)>,
    /// Per stage, a summary line for the server's `error_info`.
    pub summaries: Vec<(Stage, String)>,
    /// Problems of a code past the [`CAP`] in `problems`, counted but not built
    /// ([`Validation::collect`]).
    pub unlisted: Vec<(Code, usize)>,
}

impl Validation {
    /// The first failing stage (the server's verdict), if any.
    pub fn rejected_by(&self) -> Option<Stage> {
        self.problems.iter().map(|(s, _)| *s).min()
    }

    /// The report's diagnostics: `problems`, then `more`, with the ones counted but not built.
    pub fn collect(&self, more: impl IntoIterator<Item = Diagnostic>) -> Collector {
        let mut c: Collector = self.problems.iter().map(|(_, d)| d.clone()).chain(more).collect();
        for &(code, n) in &self.unlisted {
            c.count_unlisted(code, n);
        }
        c
    }
}

/// Show at most this many codes in a summary line.
const LIST_CAP: usize = 20;

fn list<S: AsRef<str>>(codes: &[S]) -> String {
    let mut s = codes.iter().take(LIST_CAP).map(AsRef::as_ref).collect::<Vec<_>>().join(", ");
    if codes.len() > LIST_CAP {
        s.push_str(&format!(" and {} more", codes.len() - LIST_CAP));
    }
    s
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Format kg for messages: `7,125` or `7,300.5`.
pub fn kg(x: f64) -> String {
    let s = crate::float::fixed(x, 1);
    let s = s.strip_suffix(".0").unwrap_or(&s).to_string();
    let (int, frac) = s.split_once('.').map(|(a, b)| (a.to_string(), format!(".{b}"))).unwrap_or((s.clone(), String::new()));
    let neg = int.starts_with('-');
    let digits: Vec<char> = int.trim_start_matches('-').chars().collect();
    let mut out = String::new();
    for (i, c) in digits.iter().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(*c);
    }
    format!("{}{out}{frac}", if neg { "-" } else { "" })
}

/// Check a plan against a case, every stage.
pub fn validate(case: &RoutingCase, plan: &Plan, file: &str) -> Validation {
    validate_found(case, plan, file, &[])
}

/// [`validate`] with each code's index in `case` already looked up (route after route,
/// [`super::submission::NOT_FOUND`] where it has none), as
/// [`super::submission::parse_submission_in`] gives them; looked up here when `found`
/// does not name every code.
pub(crate) fn validate_found(case: &RoutingCase, plan: &Plan, file: &str, found: &[u32]) -> Validation {
    let mut v = Validation::default();
    let loc = |ri: usize, si: usize, c: &super::submission::Code| {
        let mut l = Location::file(file).route(ri).stop(si).store(&c.code);
        l.line = c.line;
        l.column = c.column;
        l
    };

    // Schema: unknown codes (the depot's code is unknown too), missing, duplicated.
    // Known codes are counted by store index (no hashing of the submitted text beyond
    // one lookup); unknown ones in a map with the standard (keyed) hash, since the
    // submitter writes them.
    #[derive(Clone, Copy, PartialEq, Eq, Hash)]
    enum Key<'a> {
        Known(usize),
        Unknown(&'a str),
    }
    let mut visits = vec![0u32; case.stores.len()];
    let mut unknown: Vec<&str> = Vec::new();
    // Unknown-store and depot-in-route problems built so far: past CAP each is only counted.
    let (mut unknown_built, mut depot_built) = (0, 0);
    let mut unknown_visits: HashMap<&str, u32> = HashMap::new();
    let mut order: Vec<Key> = Vec::with_capacity(plan.routes.iter().map(Vec::len).sum::<usize>().min(case.stores.len() + 64));
    v.routes.reserve_exact(plan.routes.len());
    v.positions.reserve_exact(plan.routes.len());
    v.loads.reserve_exact(plan.routes.len());
    let mut any_dup = false;
    let mut near = None;
    let found = (found.len() == plan.routes.iter().map(Vec::len).sum::<usize>()).then_some(found);
    let mut at = 0;
    for (ri, route) in plan.routes.iter().enumerate() {
        let mut idx = Vec::with_capacity(route.len());
        let mut pos = Vec::with_capacity(route.len());
        // `sum(weight_map.get(c, 0) for c in custs)`: Python's sum (compensated in 3.12).
        let mut load = crate::server::PySum::default();
        for (si, c) in route.iter().enumerate() {
            let store = match found {
                Some(f) => {
                    at += 1;
                    (f[at - 1] != NOT_FOUND).then_some(f[at - 1] as usize)
                }
                None => case.store_index_bytes(c.code.as_bytes()),
            };
            match store {
                Some(i) => {
                    if visits[i] == 0 {
                        order.push(Key::Known(i));
                    }
                    visits[i] += 1;
                    any_dup |= visits[i] > 1;
                    idx.push(i);
                    pos.push(si);
                    load.add(case.stores[i].weight);
                }
                None => {
                    let n = unknown_visits.entry(c.code.as_str()).or_insert(0);
                    if *n == 0 {
                        order.push(Key::Unknown(c.code.as_str()));
                        unknown.push(c.code.as_str());
                    }
                    *n += 1;
                    any_dup |= *n > 1;
                    let depot = c.code == case.depot.code;
                    let built = if depot { &mut depot_built } else { &mut unknown_built };
                    if *built >= CAP {
                        let code = if depot { codes::ROUTING_DEPOT_IN_ROUTE } else { codes::ROUTING_UNKNOWN_STORE };
                        match v.unlisted.iter_mut().find(|(c, _)| c.code == code.code) {
                            Some((_, k)) => *k += 1,
                            None => v.unlisted.push((code, 1)),
                        }
                        continue;
                    }
                    *built += 1;
                    let d = if depot {
                        Diagnostic::new(
                            codes::ROUTING_DEPOT_IN_ROUTE,
                            Category::Schema,
                            format!(
                                "route {} (index {ri}), stop {}: `{}` is the depot's code; the depot must not be listed in a route",
                                ri + 1,
                                si + 1,
                                c.code
                            ),
                        )
                        .hint("Routes start and end at the depot implicitly: list only the stores, without the depot at either end.")
                    } else {
                        let why = near_miss(case, &c.code, &mut near).map(|w| format!("; {w}")).unwrap_or_default();
                        Diagnostic::new(
                            codes::ROUTING_UNKNOWN_STORE,
                            Category::Schema,
                            format!("route {} (index {ri}), stop {}: store code `{}` is not in customers.csv{why}", ri + 1, si + 1, c.code),
                        )
                        .hint("Check for typos, extra characters, or codes from another case's data.")
                    };
                    v.problems.push((Stage::Schema, d.at(loc(ri, si, c))));
                }
            }
        }
        v.routes.push(idx);
        v.positions.push(pos);
        v.loads.push(load.value());
    }
    let mut missing: Vec<String> = Vec::new();
    for &(row, i) in case.first_rows() {
        if visits[i] > 0 {
            continue;
        }
        let s = &case.stores[row];
        missing.push(s.code.clone());
        v.problems.push((
            Stage::Schema,
            Diagnostic::new(codes::ROUTING_MISSING_STORE, Category::Schema, format!("store {} is not visited by any route", s.code))
                .at(Location::file(file).store(&s.code))
                .hint(format!("Every store must be served exactly once; add {} to a route (customers.csv line {}).", s.code, s.line)),
        ));
    }
    let mut dups: Vec<String> = Vec::new();
    if any_dup {
        // Where each repeated code is, in submission order (only when there are repeats).
        let mut places_of: HashMap<Key, Vec<(usize, usize)>> = HashMap::new();
        for (ri, route) in plan.routes.iter().enumerate() {
            for (si, c) in route.iter().enumerate() {
                let key = match case.store_index_bytes(c.code.as_bytes()) {
                    Some(i) if visits[i] > 1 => Key::Known(i),
                    None if unknown_visits[c.code.as_str()] > 1 => Key::Unknown(c.code.as_str()),
                    _ => continue,
                };
                places_of.entry(key).or_default().push((ri, si));
            }
        }
        for key in &order {
            let Some(at) = places_of.get(key) else { continue };
            let code: &str = match *key {
                Key::Known(i) => &case.stores[i].code,
                Key::Unknown(c) => c,
            };
            dups.push(code.to_string());
            // The depot listed at both ends of every route is one mistake, said once per
            // place by `depot-in-route`: no second message counting its repeats.
            if code == case.depot.code {
                continue;
            }
            let mut places =
                at.iter().take(LIST_CAP).map(|(r, s)| format!("route {} (index {r}) stop {}", r + 1, s + 1)).collect::<Vec<_>>().join(", ");
            if at.len() > LIST_CAP {
                places.push_str(&format!(" and {} more", at.len() - LIST_CAP));
            }
            let (ri, si) = at[1];
            v.problems.push((
                Stage::Schema,
                Diagnostic::new(
                    codes::ROUTING_DUPLICATE_STORE,
                    Category::Schema,
                    format!("store `{code}` is listed {} times ({places})", at.len()),
                )
                .at(loc(ri, si, &plan.routes[ri][si]))
                .hint("Each store must appear exactly once across all routes; remove the repeats."),
            ));
        }
    }
    if !unknown.is_empty() {
        v.summaries
            .push((Stage::Schema, format!("{}: {}", plural(unknown.len(), "unknown store code", "unknown store codes"), list(&unknown))));
    }
    if !missing.is_empty() {
        v.summaries.push((Stage::Schema, format!("{} not covered: {}", plural(missing.len(), "store", "stores"), list(&missing))));
    }
    if !dups.is_empty() {
        v.summaries
            .push((Stage::Schema, format!("{}: {}", plural(dups.len(), "duplicated store code", "duplicated store codes"), list(&dups))));
    }

    // Value: capacity.
    let cap = case.params.capacity_kg;
    let mut over = Vec::new();
    for (ri, &load) in v.loads.iter().enumerate() {
        if load > cap {
            over.push(format!("route {} (index {ri}, {} kg)", ri + 1, kg(load)));
            v.problems.push((
                Stage::Capacity,
                Diagnostic::new(
                    codes::ROUTING_OVER_CAPACITY,
                    Category::Value,
                    format!(
                        "route {} (index {ri}) carries {} kg, over the {} kg capacity by {} kg",
                        ri + 1,
                        kg(load),
                        kg(cap),
                        kg(load - cap)
                    ),
                )
                .at(Location::file(file).route(ri))
                .hint("Move some stores of this route to a route with spare capacity."),
            ));
        }
    }
    if !over.is_empty() {
        v.summaries.push((
            Stage::Capacity,
            format!("{} over the {} kg capacity: {}", plural(over.len(), "route", "routes"), kg(cap), over.join(", ")),
        ));
    }

    // Value: number of routes (empty routes count).
    let n = plan.routes.len();
    let want = case.params.vehicles;
    if n != want {
        let hint = if n < want {
            format!("Add {} more route(s); an empty route [] is allowed and counts.", want - n)
        } else {
            format!("Merge routes: exactly {want} are required.")
        };
        let msg = format!("{} given, exactly {want} required", plural(n, "route", "routes"));
        v.summaries.push((Stage::Vehicles, msg.clone()));
        v.problems
            .push((Stage::Vehicles, Diagnostic::new(codes::ROUTING_ROUTE_COUNT, Category::Value, msg).at(Location::file(file)).hint(hint)));
    }
    v
}

/// A store code as a spreadsheet or a careless hand would change it: digits without
/// their leading zeros, anything else in upper case (ASCII only). The coach's repairs
/// match codes by it too.
pub(crate) fn loose(code: &str) -> String {
    if !code.is_empty() && code.bytes().all(|b| b.is_ascii_digit()) {
        let t = code.trim_start_matches('0');
        if t.is_empty() {
            "0".into()
        } else {
            t.into()
        }
    } else {
        code.to_ascii_uppercase()
    }
}

/// What an unknown code probably was meant to be, in words, if anything: a nested
/// list, a code written as a decimal number or lost its leading zeros, a JSON
/// true/false/null, another case, a row of customers.csv without a weight. `near`
/// caches the loose index of the case's codes (built for the first unknown code only).
fn near_miss(case: &RoutingCase, code: &str, near: &mut Option<HashMap<String, usize>>) -> Option<String> {
    if code.starts_with('[') || code.starts_with('{') {
        let what = if code.starts_with('[') { "a list" } else { "an object" };
        return Some(format!("this stop is {what}, not a store code: a route must be a flat list of codes"));
    }
    if let Some(whole) = code.strip_suffix(".0") {
        if let Some(i) = case.store_index(whole) {
            return Some(format!(
                "it is store {} written as a decimal number; write the code as text (\"{}\") or a whole number",
                case.stores[i].code, case.stores[i].code
            ));
        }
    }
    if matches!(code, "True" | "False" | "None" | "nan" | "inf" | "-inf") {
        return Some(format!("`{code}` is what a JSON true, false, null or NaN becomes, not a store code"));
    }
    if let Some(d) = case.warnings.iter().find(|d| d.code == codes::CASE_NO_WEIGHT && d.location.name_of("store") == Some(code)) {
        let line = d.location.line.unwrap_or(0);
        return Some(format!("customers.csv line {line} has this code but no weight, so it is not a store"));
    }
    let near = near.get_or_insert_with(|| {
        let mut m = HashMap::with_capacity(case.stores.len());
        for (i, s) in case.stores.iter().enumerate() {
            m.entry(loose(&s.code)).or_insert(i);
        }
        m
    });
    let s = &case.stores[*near.get(&loose(code))?];
    if code.bytes().all(|b| b.is_ascii_digit()) {
        Some(format!("customers.csv has `{}`: the leading zero was lost (spreadsheets drop it from numbers); write codes as text", s.code))
    } else {
        Some(format!("did you mean `{}`? Codes are case-sensitive", s.code))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::customers::Store;
    use crate::routing::params::RoutingParams;

    /// A plan of 500 unknown codes and the depot 260 times: each code's first CAP (200)
    /// problems listed in the order written, then one "... and N more" entry, its group
    /// counting all (built or not); the summary line lists 20 codes and counts the rest (the
    /// depot's code among the unknown, as the server counts it).
    #[test]
    fn unknown_codes_past_the_cap_are_counted_as_listed() {
        let store = |code: &str, lon: f64| Store { code: code.into(), weight: 1.0, lon, lat: 39.9, line: 2 };
        let case = RoutingCase::new(store("D0", 116.0), vec![store("A", 116.1), store("B", 116.2)], RoutingParams::default());
        let mut route: Vec<String> = (0..500).map(|k| format!("\"X{k}\"")).collect();
        route.extend((0..260).map(|_| "\"D0\"".to_string()));
        let plan = format!("{{\"routes\": [[\"A\", \"B\", {}]]}}", route.join(", "));
        let r = crate::grade(&case, plan.as_bytes(), "routes.json");
        let listed = |code: &str| r.diagnostics.iter().filter(|d| d.code == code && !d.message.starts_with("...")).count();
        assert_eq!((listed(codes::ROUTING_UNKNOWN_STORE.code), listed(codes::ROUTING_DEPOT_IN_ROUTE.code)), (CAP, CAP));
        let summaries: Vec<&str> = r.diagnostics.iter().filter(|d| d.message.starts_with("...")).map(|d| d.message.as_str()).collect();
        assert_eq!(
            summaries,
            ["... and 300 more like this, not listed (500 in all)", "... and 60 more like this, not listed (260 in all)"]
        );
        let count = |code: &str| r.diagnostic_groups.iter().find(|g| g.code == code).map(|g| g.count);
        assert_eq!((count(codes::ROUTING_UNKNOWN_STORE.code), count(codes::ROUTING_DEPOT_IN_ROUTE.code)), (Some(500), Some(260)));
        assert_eq!(r.diagnostics[0].message, "route 1 (index 0), stop 3: store code `X0` is not in customers.csv");
        let last = r.diagnostics.iter().filter(|d| d.code == codes::ROUTING_UNKNOWN_STORE.code).nth(CAP - 1).unwrap();
        assert_eq!(last.message, "route 1 (index 0), stop 202: store code `X199` is not in customers.csv");
        assert!(r.error_info.schema[0].starts_with("501 unknown store codes: X0, X1,"), "{:?}", r.error_info.schema);
        assert!(r.error_info.schema[0].ends_with(", X19 and 481 more"), "{:?}", r.error_info.schema);
    }

    #[test]
    fn kg_formatting() {
        assert_eq!(kg(7125.0), "7,125");
        assert_eq!(kg(7300.5), "7,300.5");
        assert_eq!(kg(12.0), "12");
        assert_eq!(kg(1234567.25), "1,234,567.2");
    }
}
