//! `input_data.json` as the evaluator reads it: the stations and their orders, the
//! vehicle types and their compartments, the depot, the depart point and the points'
//! coordinates. What the evaluator reads with `x["key"]` (or would misread) must be
//! there with its type; anything else stops here with the place it is at.

use std::collections::HashMap;

use crate::pyjson::{Spanned, Value};

/// Why the data cannot be graded from: the problem and where it is.
#[derive(Debug, Clone, PartialEq)]
pub struct DataError {
    pub problem: String,
    pub line: usize,
    pub column: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Order {
    pub id: String,
    pub oil_type: i64,
    /// `fuelCategory`, stripped ("" when absent).
    pub grade: String,
    /// As written: an int or a float (the evaluator compares with `!=`).
    pub volume: Value,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Customer {
    pub id: String,
    pub name: String,
    pub work_time: String,
    pub service: i64,
    pub allowed: Vec<String>,
    pub orders: Vec<Order>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Ware {
    pub id: i64,
    pub load_type: i64,
    pub volume: f64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Vehicle {
    pub name: String,
    pub wares: Vec<Ware>,
}

/// The case: everything the evaluator reads of `input_data.json`.
#[derive(Debug, Clone, PartialEq)]
pub struct Input {
    pub task_start: String,
    pub back: bool,
    pub connect: Option<i64>,
    pub customers: Vec<Customer>,
    pub vehicles: Vec<Vehicle>,
    /// `depots[0].locationId` and `departs[0].locationId`.
    pub depot: Option<String>,
    pub depart: Option<String>,
    /// The ids a trip's `depot` / `departPoint` may name (`None` when a row lacks `locationId` or `id`).
    pub depot_ids: Vec<Option<String>>,
    pub depart_ids: Vec<Option<String>>,
    /// `locations`: id → (x, y) = (longitude, latitude), the last row of an id kept.
    pub locations: HashMap<String, (f64, f64)>,
    /// The locations in file order (the map draws them).
    pub points: Vec<(String, f64, f64)>,
}

type R<T> = Result<T, DataError>;

fn err<T>(at: &Spanned, problem: String) -> R<T> {
    Err(DataError { problem, line: at.line, column: at.column })
}

fn key<'a>(o: &'a Spanned, k: &str, path: &str) -> R<&'a Spanned> {
    match o.value.get(k) {
        Some(v) => Ok(v),
        None => err(o, format!("{path} has no `{k}`")),
    }
}

fn list<'a>(v: &'a Spanned, path: &str) -> R<&'a [Spanned]> {
    match &v.value {
        Value::Array(items) => Ok(items),
        other => err(v, format!("{path} is {}, not a list", other.in_words())),
    }
}

fn text(v: &Spanned, path: &str) -> R<String> {
    match &v.value {
        Value::Str(s) => Ok(s.clone()),
        other => err(v, format!("{path} is {}, not a text", other.in_words())),
    }
}

/// A small int (a compartment id, a fuel type, minutes).
fn int(v: &Spanned, path: &str) -> R<i64> {
    match &v.value {
        Value::Int(s) => s.parse::<i64>().ok().filter(|i| i.abs() < 1 << 40).map_or_else(|| err(v, format!("{path} is too large")), Ok),
        other => err(v, format!("{path} is {}, not an integer", other.in_words())),
    }
}

/// A finite number of modest size (a volume, a coordinate).
fn number(v: &Spanned, path: &str) -> R<f64> {
    match &v.value {
        Value::Int(_) | Value::Float(_) => match v.value.as_f64() {
            Some(x) if x.is_finite() && x.abs() < 1e15 => Ok(x),
            _ => err(v, format!("{path} is not a finite number below 1e15")),
        },
        other => err(v, format!("{path} is {}, not a number", other.in_words())),
    }
}

fn opt_text(o: &Spanned, k: &str, path: &str) -> R<Option<String>> {
    match o.value.get(k) {
        None => Ok(None),
        Some(v) => text(v, &format!("{path}.{k}")).map(Some),
    }
}

pub fn load(bytes: &[u8]) -> R<Input> {
    let doc = crate::pyerr::json_load(bytes).map_err(|e| DataError { problem: e, line: 1, column: 1 })?;
    if !matches!(doc.value, Value::Object(_)) {
        return err(&doc, format!("the file is {}, not an object", doc.value.in_words()));
    }
    let task_start = text(key(&doc, "taskStartDate", "the file")?, "taskStartDate")?;
    let back = match doc.value.get("backFlag") {
        None => true,
        Some(v) => v.value.truthy(),
    };
    let connect = match doc.value.get("connectSize") {
        None | Some(Spanned { value: Value::Null, .. }) => None,
        Some(v) => Some(int(v, "connectSize")?),
    };
    let mut customers = Vec::new();
    for (i, c) in list(key(&doc, "customers", "the file")?, "customers")?.iter().enumerate() {
        let p = format!("customers[{i}]");
        if !matches!(c.value, Value::Object(_)) {
            return err(c, format!("{p} is not an object"));
        }
        let mut orders = Vec::new();
        if let Some(os) = c.value.get("orders") {
            for (j, o) in list(os, &format!("{p}.orders"))?.iter().enumerate() {
                let q = format!("{p}.orders[{j}]");
                let volume = key(o, "volume", &q)?;
                number(volume, &format!("{q}.volume"))?;
                if orders.iter().any(|x: &Order| Some(x.id.as_str()) == o.value.get("order_id").and_then(|v| v.value.as_str())) {
                    return err(o, format!("{q} repeats an order_id of its station"));
                }
                orders.push(Order {
                    id: text(key(o, "order_id", &q)?, &format!("{q}.order_id"))?,
                    oil_type: int(key(o, "oilType", &q)?, &format!("{q}.oilType"))?,
                    grade: crate::pyjson::py_strip(&opt_text(o, "fuelCategory", &q)?.unwrap_or_default()).to_string(),
                    volume: volume.value.clone(),
                });
            }
        }
        let allowed = match c.value.get("availableVehicles") {
            None => Vec::new(),
            Some(v) => list(v, &format!("{p}.availableVehicles"))?
                .iter()
                .map(|x| text(x, &format!("{p}.availableVehicles[]")))
                .collect::<R<_>>()?,
        };
        let service = match c.value.get("serviceDuration") {
            None => 90,
            Some(v) => int(v, &format!("{p}.serviceDuration"))?,
        };
        let id = text(key(c, "locationId", &p)?, &format!("{p}.locationId"))?;
        if customers.iter().any(|x: &Customer| x.id == id) {
            return err(c, format!("{p} repeats the station {id}"));
        }
        customers.push(Customer {
            id,
            name: opt_text(c, "name", &p)?.unwrap_or_default(),
            work_time: opt_text(c, "workTime", &p)?.unwrap_or_default(),
            service,
            allowed,
            orders,
        });
    }
    let mut vehicles = Vec::new();
    for (i, v) in list(key(&doc, "vehicles", "the file")?, "vehicles")?.iter().enumerate() {
        let p = format!("vehicles[{i}]");
        let mut wares: Vec<Ware> = Vec::new();
        for (j, w) in list(key(v, "vehcileType", &p)?, &format!("{p}.vehcileType"))?.iter().enumerate() {
            let q = format!("{p}.vehcileType[{j}]");
            let id = int(key(w, "wareId", &q)?, &format!("{q}.wareId"))?;
            // A set of ids below 8 iterates in ascending order in CPython (slot = id), the
            // order the evaluator reports compartments in; larger ids would need its hash table.
            if !(0..8).contains(&id) || wares.iter().any(|x| x.id == id) {
                return err(w, format!("{q}.wareId must be a distinct id from 0 to 7"));
            }
            wares.push(Ware {
                id,
                load_type: int(key(w, "loadType", &q)?, &format!("{q}.loadType"))?,
                volume: number(key(w, "volume", &q)?, &format!("{q}.volume"))?,
            });
        }
        vehicles.push(Vehicle { name: text(key(v, "name", &p)?, &format!("{p}.name"))?, wares });
    }
    let places = |k: &str| -> R<(Option<String>, Vec<Option<String>>)> {
        let Some(rows) = doc.value.get(k) else { return Ok((None, Vec::new())) };
        let rows = list(rows, k)?;
        let mut ids = Vec::new();
        let mut first = None;
        for (i, r) in rows.iter().enumerate() {
            let p = format!("{k}[{i}]");
            if !matches!(r.value, Value::Object(_)) {
                return err(r, format!("{p} is not an object"));
            }
            let lid = opt_text(r, "locationId", &p)?;
            if i == 0 {
                first = lid.clone();
            }
            ids.push(lid);
            ids.push(opt_text(r, "id", &p)?);
        }
        Ok((first, ids))
    };
    let (depot, depot_ids) = places("depots")?;
    let (depart, depart_ids) = places("departs")?;
    let mut locations = HashMap::new();
    let mut points = Vec::new();
    if let Some(ls) = doc.value.get("locations") {
        for (i, l) in list(ls, "locations")?.iter().enumerate() {
            let p = format!("locations[{i}]");
            let id = text(key(l, "id", &p)?, &format!("{p}.id"))?;
            let x = number(key(l, "x", &p)?, &format!("{p}.x"))?;
            let y = number(key(l, "y", &p)?, &format!("{p}.y"))?;
            locations.insert(id.clone(), (x, y));
            points.push((id, x, y));
        }
    }
    Ok(Input { task_start, back, connect, customers, vehicles, depot, depart, depot_ids, depart_ids, locations, points })
}
