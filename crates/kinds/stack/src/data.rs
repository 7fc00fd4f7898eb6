//! `warehouse_snapshot.json` read as the evaluator reads it (`json.load` over
//! `open(…, encoding="utf-8-sig")`), with its defaults: a missing duration, day length,
//! trip limit, shift or cap takes the evaluator's value. What it reads becomes typed
//! here once; a snapshot it would raise on, or read with values no generated case has
//! (a text where a number belongs), is a case error with its place, not a grade.

use std::collections::HashMap;

use crate::pyjson::{Spanned, Value};

pub const SNAPSHOT: &str = "warehouse_snapshot.json";

/// Micro-tonnes a tonne: the evaluator compares tons as integers of these.
pub const UT: i128 = 1_000_000;
/// The four types of row, in the evaluator's order.
pub const OP_TYPES: [&str; 4] = ["inbound", "outbound", "passive_move", "active_move"];
/// Integers beyond this (in micro-tonnes or minutes) are not graded: their sums could
/// leave an i128, where Python's ints are unbounded (see `evaluate::whole`).
pub const LIMIT: i128 = 1 << 100;

/// A forklift of the roster.
#[derive(Debug, Clone, PartialEq)]
pub struct Forklift {
    pub id: String,
    pub regions: Vec<String>,
    pub types: Vec<String>,
    pub shift_start: i128,
    pub shift_end: i128,
    pub cap_ut: i128,
}

/// An inbound or outbound task: its lot, tons and earliest start.
#[derive(Debug, Clone, PartialEq)]
pub struct Task {
    pub id: String,
    pub sku: String,
    pub batch: String,
    pub ut: i128,
    pub start: i128,
    /// `start_minute` as an f-string prints the data's value (`30`, `30.0`).
    pub start_text: String,
}

/// A bay: its name and rated capacity (micro-tonnes).
#[derive(Debug, Clone, PartialEq)]
pub struct Bay {
    pub id: String,
    pub cap_ut: i128,
}

/// The snapshot as the evaluator holds it: dicts keep a key's first place and last value.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    pub max_trip_ut: i128,
    /// Minutes of inbound, outbound, passive_move, active_move.
    pub durations: [i128; 4],
    pub day_minutes: i128,
    pub forklifts: Vec<Forklift>,
    pub bays: Vec<Bay>,
    /// (bay, sku, batch, micro-tonnes) as listed.
    pub inventory: Vec<(String, String, String, i128)>,
    pub inbound: Vec<Task>,
    pub outbound: Vec<Task>,
    /// Bay name → index in `bays`.
    pub bay_index: HashMap<String, usize>,
}

/// Where and why a snapshot cannot be graded from.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub line: usize,
    pub column: usize,
    pub problem: String,
}

fn fail<T>(at: &Spanned, problem: impl Into<String>) -> Result<T, DataError> {
    Err(DataError { line: at.line, column: at.column, problem: problem.into() })
}

/// `int(round(float(x) * 1_000_000))`: micro-tonnes.
pub fn ut_of(x: f64) -> Option<i128> {
    let y = (x * 1e6).round_ties_even();
    (y.is_finite() && y.abs() < LIMIT as f64).then_some(y as i128)
}

fn number(v: &Spanned, what: &str) -> Result<f64, DataError> {
    match &v.value {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) => match v.value.py_float() {
            Ok(x) if x.is_finite() => Ok(x),
            _ => fail(v, format!("`{what}` is not a finite number")),
        },
        other => fail(v, format!("`{what}` is {}, not a number", other.in_words())),
    }
}

/// `int(x)` of a number (a float truncated).
fn int(v: &Spanned, what: &str) -> Result<i128, DataError> {
    let x = number(v, what)?.trunc();
    if x.abs() >= LIMIT as f64 {
        return fail(v, format!("`{what}` is too large"));
    }
    Ok(x as i128)
}

fn tons(v: &Spanned, what: &str) -> Result<i128, DataError> {
    ut_of(number(v, what)?).map_or_else(|| fail(v, format!("`{what}` is too large")), Ok)
}

fn text(v: &Spanned, what: &str) -> Result<String, DataError> {
    match &v.value {
        Value::Str(_) | Value::Int(_) | Value::Float(_) | Value::Bool(_) => Ok(v.value.py_str()),
        other => fail(v, format!("`{what}` is {}, not a text", other.in_words())),
    }
}

fn list<'a>(doc: &'a Spanned, key: &str) -> Result<&'a [Spanned], DataError> {
    match doc.value.get(key).map(|v| (v, &v.value)) {
        None | Some((_, Value::Null)) => Ok(&[]),
        Some((_, Value::Array(items))) => Ok(items),
        Some((v, other)) => fail(v, format!("`{key}` is {}, not a list", other.in_words())),
    }
}

fn key<'a>(item: &'a Spanned, name: &str, what: &str) -> Result<&'a Spanned, DataError> {
    if !matches!(item.value, Value::Object(_)) {
        return fail(item, format!("a row of `{what}` is {}, not an object", item.value.in_words()));
    }
    item.value.get(name).map_or_else(|| fail(item, format!("a row of `{what}` has no `{name}` (the evaluator raises KeyError)")), Ok)
}

/// `x.get(name)`, `None` when missing or null.
fn opt<'a>(item: &'a Spanned, name: &str) -> Option<&'a Spanned> {
    item.value.get(name).filter(|v| !matches!(v.value, Value::Null))
}

fn tasks(doc: &Spanned, name: &str) -> Result<Vec<Task>, DataError> {
    let mut out: Vec<Task> = Vec::new();
    for t in list(doc, name)? {
        let start = key(t, "start_minute", name)?;
        let task = Task {
            id: text(key(t, "task_id", name)?, "task_id")?,
            sku: text(key(t, "sku", name)?, "sku")?,
            batch: text(key(t, "batch", name)?, "batch")?,
            ut: tons(key(t, "tons", name)?, "tons")?,
            start: int(start, "start_minute")?,
            start_text: match start.value {
                Value::Int(_) | Value::Float(_) => start.value.py_str(),
                _ => return fail(start, "`start_minute` is not a number"),
            },
        };
        match out.iter_mut().find(|x| x.id == task.id) {
            Some(x) => *x = task,
            None => out.push(task),
        }
    }
    Ok(out)
}

/// Read the snapshot's bytes.
pub fn load(bytes: &[u8]) -> Result<Snapshot, DataError> {
    let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let doc = crate::pyerr::json_load(body).map_err(|e| DataError { line: 1, column: 1, problem: format!("not JSON: {e}") })?;
    if !matches!(doc.value, Value::Object(_)) {
        return fail(&doc, "the snapshot is not an object");
    }
    let res = doc.value.get("resources");
    if let Some(r) = res.filter(|r| !matches!(r.value, Value::Object(_))) {
        return fail(r, "`resources` is not an object");
    }
    let res_get = |name: &str| res.and_then(|r| r.value.get(name));
    let or = |name: &str, default: i128| res_get(name).map_or(Ok(default), |v| int(v, name));
    let max_trip_ut = res_get("max_task_tons").map_or(Ok(2 * UT), |v| tons(v, "max_task_tons"))?;
    let moves = or("move_minutes", 10)?;
    let durations = [or("inbound_transport_minutes", 3)?, or("outbound_transport_minutes", 10)?, moves, moves];
    let day_minutes = or("day_minutes", 1440)?;
    let mut forklifts: Vec<Forklift> = Vec::new();
    if let Some(list) = res_get("forklifts") {
        let Value::Array(items) = &list.value else { return fail(list, "`resources.forklifts` is not a list") };
        for x in items {
            if !matches!(x.value, Value::Object(_)) {
                return fail(x, "a forklift is not an object");
            }
            let id = match x.value.get("forklift_id") {
                Some(v) => text(v, "forklift_id")?,
                None => String::new(),
            };
            if id.is_empty() {
                continue;
            }
            let strings = |name: &str| -> Result<Option<Vec<String>>, DataError> {
                match opt(x, name) {
                    None => Ok(None),
                    Some(v) => match &v.value {
                        Value::Array(items) if items.is_empty() => Ok(None),
                        Value::Array(items) => items.iter().map(|s| text(s, name)).collect::<Result<Vec<_>, _>>().map(Some),
                        _ => fail(v, format!("`{name}` is not a list")),
                    },
                }
            };
            let f = Forklift {
                id: id.clone(),
                regions: strings("region_scope")?.unwrap_or_default(),
                types: strings("allowed_types")?.unwrap_or_else(|| OP_TYPES.iter().map(|s| s.to_string()).collect()),
                shift_start: x.value.get("shift_start").map_or(Ok(0), |v| int(v, "shift_start"))?,
                shift_end: x.value.get("shift_end").map_or(Ok(day_minutes), |v| int(v, "shift_end"))?,
                cap_ut: x.value.get("daily_ton_cap").map_or(Ok(1_000_000_000 * UT), |v| tons(v, "daily_ton_cap"))?,
            };
            match forklifts.iter_mut().find(|g| g.id == id) {
                Some(g) => *g = f,
                None => forklifts.push(f),
            }
        }
    }
    let mut bays: Vec<Bay> = Vec::new();
    let mut bay_index = HashMap::new();
    for x in list(&doc, "locations")? {
        let id = text(key(x, "location", "locations")?, "location")?;
        let cap_ut = match opt(x, "capacity_tons") {
            Some(v) => tons(v, "capacity_tons")?,
            None => 0,
        };
        match bay_index.get(&id) {
            Some(&i) => bays[i] = Bay { id, cap_ut },
            None => {
                bay_index.insert(id.clone(), bays.len());
                bays.push(Bay { id, cap_ut });
            }
        }
    }
    let mut inventory = Vec::new();
    for x in list(&doc, "inventory")? {
        let loc = text(key(x, "location", "inventory")?, "location")?;
        let sku = text(key(x, "sku", "inventory")?, "sku")?;
        let batch = text(key(x, "batch", "inventory")?, "batch")?;
        let ut = match opt(x, "tons") {
            Some(v) => tons(v, "tons")?,
            None => 0,
        };
        inventory.push((loc, sku, batch, ut));
    }
    let inbound = tasks(&doc, "inbound_tasks")?;
    let outbound = tasks(&doc, "outbound_tasks")?;
    Ok(Snapshot { max_trip_ut, durations, day_minutes, forklifts, bays, inventory, inbound, outbound, bay_index })
}

/// A bay's zone: the first of ZONE_A, ZONE_B, ZONE_C its name starts with, else "".
pub fn region_of(bay: &str) -> &'static str {
    ["ZONE_A", "ZONE_B", "ZONE_C"].into_iter().find(|z| bay.starts_with(z)).unwrap_or("")
}
