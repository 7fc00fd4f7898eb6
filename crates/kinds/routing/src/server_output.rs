//! What FDE-Bench 002's evaluator (`tests/evaluator.py`) prints for a routes file
//! (`fde-grade routing --format server`), with the case's own parameters.
//!
//! Its `evaluate()` starts from `validity_score`, `quality_score`, `overall_score` 0.0
//! and `error_info` `{}`, and stops at the first failing stage with that stage alone
//! in `error_info`: `fatal` (`File not found: …`, `Missing or invalid 'routes' key in
//! JSON`, `Route {i} has unexpected type <class 'int'>`), `schema` (`{n} unknown customer
//! IDs`, `{n} customers not covered`, `{n} duplicate customer IDs`, counts of distinct
//! codes), `value` (`Route {i}: load {load:.1f} > capacity {CAPACITY}` per route over
//! capacity, else `Must use exactly {N} vehicles, got {n}`). A valid plan adds its
//! diagnostics fields. Where its Python raises (`json.load` on a file that is not UTF-8
//! or not JSON, nesting too deep, an int over 4,300 digits, `"routes" in 12`,
//! `{"customers": null}`), `error_info` is `{"exception": str(e), "traceback": …}`:
//! Python's own text ([`crate::pyerr`]), the traceback replaced by
//! [`crate::pyerr::TRACEBACK`] (it names the server's files and lines).
//!
//! Ours, where the evaluator has nothing to say: the missing file's path is the file
//! name as given (the evaluator's is `<submission_dir>/routes.json`); a CSV plan is
//! printed as the evaluator prints the routes JSON it converts to (FDE-Bench's
//! extractor step), and one that does not convert gives our reasons under `fatal`.

use std::collections::{HashMap, HashSet};

use super::customers::RoutingCase;
use super::report::RoutingReport;
use super::submission;
use crate::pyjson::{py_float_repr, py_strip, Value};
use crate::pyout::{dumps, Py};

/// How the evaluator's `evaluate()` ends before its diagnostics.
enum Stop {
    /// `metrics["error_info"] = {key: messages}`.
    Stage(&'static str, Vec<String>),
    /// An exception caught by its `try`: `str(e)`.
    Exception(String),
}

/// The evaluator's printed result for this file (see the module docs).
pub(crate) fn server_output(case: &RoutingCase, report: &RoutingReport, submission: Option<&[u8]>, file: &str) -> String {
    let mut m = Py::dict([
        ("validity_score", Py::Float(0.0)),
        ("quality_score", Py::Float(0.0)),
        ("overall_score", Py::Float(0.0)),
        ("error_info", Py::dict::<&str>([])),
    ]);
    let stop = match submission {
        None => Some(Stop::Stage("fatal", vec![format!("File not found: {file}")])),
        Some(bytes) => routes_of(bytes, file).and_then(|routes| validate(case, &routes)).err(),
    };
    match stop {
        Some(Stop::Stage(key, messages)) => m.set("error_info", Py::dict([(key, Py::list(messages.into_iter().map(Py::Str)))])),
        Some(Stop::Exception(e)) => m.set("error_info", crate::pyerr::exception_info(e)),
        None => diagnostics(&mut m, report),
    }
    dumps(&m, Some(2), false)
}

/// A valid plan: validity 1.0 and the report's rounded figures, in the evaluator's order.
fn diagnostics(m: &mut Py, r: &RoutingReport) {
    let int = |x: Option<i64>| x.map_or(Py::None, Py::int);
    let count = |x: Option<usize>| x.map_or(Py::None, |n| Py::int(n as i128));
    m.set("validity_score", Py::Float(1.0));
    m.set("quality_score", Py::Float(r.quality_score));
    m.set("overall_score", Py::Float(r.overall_score));
    m.set("total_duration_s", int(r.total_duration_s));
    m.set("balance_penalty", int(r.balance_penalty));
    m.set("hull_intrusions", count(r.hull_intrusions));
    m.set("segment_crossings", count(r.segment_crossings));
    m.set("spatial_penalty", int(r.spatial_penalty));
    m.set("n_routes", count(r.n_routes));
    m.set("reference_cost", int(r.reference_cost));
    m.set("submission_cost", int(r.submission_cost));
}

/// `str(c).strip()`.
fn code(v: &Value) -> String {
    match v {
        Value::Str(s) => py_strip(s).to_string(),
        v => py_strip(&v.py_str()).to_string(),
    }
}

/// The routes as the evaluator extracts them (`route_customers`), or where it stops.
fn routes_of(bytes: &[u8], file: &str) -> Result<Vec<Vec<String>>, Stop> {
    if !submission::reads_as_json(bytes, file) {
        return match submission::parse_csv(bytes, file) {
            Ok(plan) => Ok(plan.routes.into_iter().map(|r| r.into_iter().map(|c| c.code.to_string()).collect()).collect()),
            Err(diags) => Err(Stop::Stage("fatal", diags.into_iter().map(|d| d.message).collect())),
        };
    }
    let doc = crate::pyerr::json_load(bytes).map_err(Stop::Exception)?;
    let missing = || Stop::Stage("fatal", vec!["Missing or invalid 'routes' key in JSON".into()]);
    // `"routes" not in submission or not isinstance(submission["routes"], list)`
    let routes = match doc.value {
        Value::Object(_) => match doc.value.get("routes").map(|r| &r.value) {
            Some(Value::Array(items)) => items,
            _ => return Err(missing()),
        },
        Value::Array(items) if items.iter().any(|v| v.value == Value::Str("routes".into())) => {
            return Err(Stop::Exception("list indices must be integers or slices, not str".into()));
        }
        Value::Str(s) if s.contains("routes") => return Err(Stop::Exception("string indices must be integers, not 'str'".into())),
        Value::Array(_) | Value::Str(_) => return Err(missing()),
        v => return Err(Stop::Exception(format!("argument of type '{}' is not iterable", v.py_type()))),
    };
    let mut out = Vec::with_capacity(routes.len());
    for (i, r) in routes.iter().enumerate() {
        let custs = match &r.value {
            Value::Array(items) => items.iter().map(|c| code(&c.value)).collect(),
            // `r.get("customers", [])`, iterated as Python iterates it.
            Value::Object(_) => match r.value.get("customers").map(|c| &c.value) {
                None => Vec::new(),
                Some(Value::Array(items)) => items.iter().map(|c| code(&c.value)).collect(),
                Some(Value::Object(keys)) => {
                    let mut seen = HashSet::new();
                    keys.iter().filter(|(k, _)| seen.insert(k.as_str())).map(|(k, _)| py_strip(k).to_string()).collect()
                }
                Some(Value::Str(s)) => s.chars().map(|c| py_strip(&c.to_string()).to_string()).collect(),
                Some(v) => return Err(Stop::Exception(format!("'{}' object is not iterable", v.py_type()))),
            },
            v => return Err(Stop::Stage("fatal", vec![format!("Route {i} has unexpected type <class '{}'>", v.py_type())])),
        };
        out.push(custs);
    }
    Ok(out)
}

/// The evaluator's schema, capacity and vehicle-count checks, in its order.
fn validate(case: &RoutingCase, routes: &[Vec<String>]) -> Result<(), Stop> {
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for c in routes.iter().flatten() {
        *seen.entry(c.as_str()).or_default() += 1;
    }
    let known = seen.keys().filter(|c| case.store_index(c).is_some()).count();
    let unknown = seen.len() - known;
    let missing = case.distinct_stores() - known;
    let duplicates = seen.values().filter(|&&n| n > 1).count();
    let mut schema = Vec::new();
    if unknown > 0 {
        schema.push(format!("{unknown} unknown customer IDs"));
    }
    if missing > 0 {
        schema.push(format!("{missing} customers not covered"));
    }
    if duplicates > 0 {
        schema.push(format!("{duplicates} duplicate customer IDs"));
    }
    if !schema.is_empty() {
        return Err(Stop::Stage("schema", schema));
    }
    let p = &case.params;
    let mut value = Vec::new();
    for (i, custs) in routes.iter().enumerate() {
        // `sum(weight_map.get(c, 0) for c in custs)`: every code is known by now.
        let weights = custs.iter().filter_map(|c| case.store_index(c)).map(|s| case.stores[s].weight);
        let load = crate::server::py_sum(weights);
        if load > p.capacity_kg {
            value.push(format!("Route {i}: load {} > capacity {}", crate::float::fixed(load, 1), py_float_repr(p.capacity_kg)));
        }
    }
    if !value.is_empty() {
        return Err(Stop::Stage("value", value));
    }
    if routes.len() != p.vehicles {
        return Err(Stop::Stage("value", vec![format!("Must use exactly {} vehicles, got {}", p.vehicles, routes.len())]));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::{RoutingParams, Store};

    // Each expected `error_info` is what peers/spec_routing.py's `server_output` (FDE-Bench
    // 002's steps in CPython 3.12) gave for the same customers (A 100 kg, B 200, C 300),
    // 2 vehicles and a 250 kg capacity.
    #[test]
    fn each_stage_in_the_evaluators_words() {
        let s = |c: &str, weight: f64, lon: f64, lat: f64| Store { code: c.into(), weight, lon, lat, line: 0 };
        let params = RoutingParams { vehicles: 2, capacity_kg: 250.0, reference_cost: 5000.0, ..Default::default() };
        let case = RoutingCase::new(
            s("0", 0.0, 116.0, 40.0),
            vec![s("A", 100.0, 116.1, 40.0), s("B", 200.0, 116.1, 40.1), s("C", 300.0, 116.0, 40.1)],
            params,
        );
        let info = |json: &str| {
            let report = crate::routing::grade(&case, json.as_bytes(), "t.json");
            let out = server_output(&case, &report, Some(json.as_bytes()), "t.json");
            let v: serde_json::Value = serde_json::from_str(&out).unwrap();
            let mut info = v["error_info"].clone();
            if let Some(m) = info.as_object_mut() {
                m.remove("traceback");
            }
            info.to_string()
        };
        assert_eq!(
            info(r#"{"routes": [["A","B"], ["C"]]}"#),
            r#"{"value":["Route 0: load 300.0 > capacity 250.0","Route 1: load 300.0 > capacity 250.0"]}"#
        );
        assert_eq!(info(r#"{"routes": [["A"], true]}"#), r#"{"fatal":["Route 1 has unexpected type <class 'bool'>"]}"#);
        assert_eq!(info(r#"{"routes": [{"customers": 5}]}"#), r#"{"exception":"'int' object is not iterable"}"#);
        assert_eq!(info("12"), r#"{"exception":"argument of type 'int' is not iterable"}"#);
        assert_eq!(
            info(r#"{"routes": [["A", "A", "X", 0]]}"#),
            r#"{"schema":["2 unknown customer IDs","2 customers not covered","1 duplicate customer IDs"]}"#
        );
        let missing = server_output(&case, &crate::routing::grade_missing(&case, "r.json", "gone"), None, "r.json");
        assert!(missing.contains("\"File not found: r.json\""), "{missing}");
    }
}
