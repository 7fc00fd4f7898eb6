//! Fuel tankers with compartments (FDE-Bench 049): each trip's stations, orders and
//! compartment loads (`solution.json`: the trips as a list, or `{"trips": [...]}`),
//! checked and scored as the case's evaluator does against `input_data.json`.
//!
//! ```text
//! input_data.json ──data──► Input (stations, orders, vehicle types, depot, points)
//! solution.json ──json──► trips ──evaluate──► six validations, stops, start points ──► score, distance ──► TankReport
//! ```
//!
//! A valid plan's objective is the metres of every trip's walk (depart point → depot →
//! stations → depot, haversine); its score is the reference over it, rounded to 6 places.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(tank);

pub mod codes;
mod cr;
pub mod data;
pub mod evaluate;
mod kind_impl;
mod report;
mod report_json;
mod server_output;

use crate::diagnostic::{codes as all_codes, group, Category, Diagnostic, Location};
use crate::pyjson::{Spanned, Value};

pub use data::{DataError, Input};
pub use evaluate::{hav, strptime, Stop};
pub use kind_impl::{TankCase, TankFacts, TankKind, REFERENCE_VALUE};
pub use report::{TankErrorInfo, TankLoad, TankOrder, TankPlace, TankPoint, TankReport, TankStop, TankTrip};

/// The evaluator's quality when the distance is 0.
pub const PERFECT: f64 = 1e6;
/// The evaluator keeps the first 12 broken rules and the first 12 warnings.
const KEEP: usize = 12;

/// Grade `solution.json`'s bytes.
pub fn grade(case: &TankCase, bytes: &[u8], file: &str) -> TankReport {
    let mut r = empty(case, file);
    let doc = match crate::pyerr::json_load(bytes) {
        Ok(d) => d,
        Err(e) => {
            let d = Diagnostic::new(all_codes::TANK_NOT_JSON, Category::Fatal, format!("{file} cannot be read as JSON: {e}"))
                .at(Location::file(file));
            r.error_info.hard_violations.push(format!("solution.json 解析失败: {e}"));
            return finish(r, vec![d]);
        }
    };
    // `plan.get("trips", plan)` of a dict, else the plan itself.
    let trips = match &doc.value {
        Value::Object(_) => doc.value.get("trips").unwrap_or(&doc),
        _ => &doc,
    };
    let items = match &trips.value {
        Value::Array(items) if !items.is_empty() => items,
        other => {
            let d = Diagnostic::new(
                all_codes::TANK_NO_TRIPS,
                Category::Fatal,
                format!("{file} has no non-empty list of trips (it is {})", other.in_words()),
            )
            .at(Location::file(file).line(trips.line).column(trips.column));
            r.error_info.hard_violations.push("solution 里没有 trips / 为空".into());
            return finish(r, vec![d]);
        }
    };
    let c = evaluate::Ctx { file, input: &case.input };
    match run(&c, items, case.reference, &mut r) {
        Ok(diags) => finish(r, diags),
        Err(Stop::Raised(e, d)) => {
            let before = if d.code == all_codes::TANK_SCORE_RAISES.code { "计分中断" } else { "方案结构不合法,校验中断" };
            r.error_info.hard_violations = vec![format!("{before}: {e}")];
            finish(r, vec![d])
        }
        Err(Stop::Crash(e, d)) => {
            r.error_info = TankErrorInfo { crash: Some(e), ..TankErrorInfo::default() };
            finish(r, vec![d])
        }
        Err(Stop::Unsupported(d)) => finish(r, vec![d]),
    }
}

fn run(c: &evaluate::Ctx, items: &[Spanned], reference: f64, r: &mut TankReport) -> Result<Vec<Diagnostic>, Stop> {
    r.trips = show_trips(c, items);
    let checked = evaluate::validate(c, items)?;
    let mut errors = checked.errors;
    evaluate::extra(c, items, &mut errors)?;
    r.n_violations = errors.len();
    if !errors.is_empty() {
        r.error_info.total = Some(errors.len());
        r.error_info.hard_violations = errors.iter().take(KEEP).map(|(m, _)| m.clone()).collect();
        return Ok(errors.into_iter().chain(checked.warnings).map(|(_, d)| d).collect());
    }
    let (own, combined) = evaluate::score(c, items)?;
    let (total, _) = evaluate::distance(c, items)?;
    let quality = if total > 0.0 { reference / total } else { PERFECT };
    r.valid = true;
    r.validity_score = 1.0;
    r.quality_score = crate::round::py_round(quality, 6);
    r.overall_score = r.quality_score;
    r.total_distance = Some(total);
    r.player_objective = Some(total);
    r.self_reported_distance = Some(own);
    r.combined_score_raw = Some(combined);
    r.warnings_early = total > 0.0 && (own - total).abs() / total > 0.5;
    r.warnings = checked.warnings.iter().take(KEEP).map(|(m, _)| m.clone()).collect();
    Ok(checked.warnings.into_iter().map(|(_, d)| d).collect())
}

/// Each trip as the map draws it: its walk (the points the distance walks, found by id
/// as texts: an odd id is left out, never raised on), its metres, stops and compartment
/// rows, as far as they read.
fn show_trips(c: &evaluate::Ctx, items: &[Spanned]) -> Vec<TankTrip> {
    let input = c.input;
    let point = |id: &str| input.locations.get(id).map(|&(x, y)| TankPoint { id: id.to_string(), x, y });
    let lid = |v: &Spanned| -> Option<String> {
        match &v.value {
            Value::Str(s) => Some(s.clone()),
            Value::Object(_) => match v.value.get("locationId").map(|x| &x.value) {
                Some(Value::Str(s)) if !s.is_empty() => Some(s.clone()),
                _ => v.value.get("id").and_then(|x| x.value.as_str()).map(str::to_string),
            },
            _ => None,
        }
    };
    let num = |x: &Spanned, k: &str| x.value.get(k).and_then(|v| v.value.as_f64()).filter(|f| f.is_finite());
    let int = |x: &Spanned, k: &str| num(x, k).filter(|f| f.fract() == 0.0 && f.abs() < 1e9).map(|f| f as i64);
    let list = |t: &Spanned, k: &str| match t.value.get(k).map(|v| &v.value) {
        Some(Value::Array(rows)) => rows.clone(),
        _ => Vec::new(),
    };
    items
        .iter()
        .map(|t| {
            let vehicle = t.value.get("vehicleType").and_then(|v| v.value.as_str()).unwrap_or("").trim().to_string();
            let veh = input.vehicles.iter().find(|v| v.name == vehicle);
            let start =
                t.value.get("departPoint").and_then(lid).and_then(|s| point(&s)).or_else(|| input.depart.as_deref().and_then(point));
            let depot = t.value.get("depot").and_then(lid).and_then(|s| point(&s)).or_else(|| input.depot.as_deref().and_then(point));
            let stops: Vec<TankStop> = list(t, "customers")
                .iter()
                .map(|s| TankStop {
                    id: lid(s).unwrap_or_default(),
                    orders: list(s, "orders")
                        .iter()
                        .map(|o| TankOrder {
                            id: o.value.get("order_id").or_else(|| o.value.get("orderId")).map(|v| v.value.py_str()).unwrap_or_default(),
                            ware: int(o, "wareId"),
                            volume: num(o, "volume"),
                        })
                        .collect(),
                })
                .collect();
            let mut walk: Vec<TankPoint> = start.into_iter().chain(depot.clone()).collect();
            walk.extend(stops.iter().filter_map(|s| point(&s.id)));
            if input.back {
                walk.extend(depot);
            }
            let metres = walk.windows(2).map(|p| hav((p[0].x, p[0].y), (p[1].x, p[1].y))).sum();
            let loads = list(t, "loadInfo")
                .iter()
                .filter_map(|x| {
                    let ware = int(x, "wareId")?;
                    let capacity = veh.and_then(|v| v.wares.iter().find(|w| w.id == ware)).map_or(0.0, |w| w.volume);
                    Some(TankLoad { ware, oil: int(x, "oilType").unwrap_or(0), volume: num(x, "volume")?, capacity })
                })
                .collect();
            TankTrip { vehicle, walk, stops, loads, metres }
        })
        .collect()
}

/// The depart point, the depot and the stations where the case places them.
fn places(input: &Input) -> Vec<TankPlace> {
    let mut out = Vec::new();
    let mut put = |id: &str, role: &str| {
        if let Some(&(x, y)) = input.locations.get(id) {
            if !out.iter().any(|p: &TankPlace| p.id == id) {
                out.push(TankPlace { id: id.to_string(), x, y, role: role.into() });
            }
        }
    };
    input.depart.iter().for_each(|d| put(d, "depart"));
    input.depot.iter().for_each(|d| put(d, "depot"));
    input.customers.iter().for_each(|c| put(&c.id, "station"));
    out
}

fn finish(mut r: TankReport, diagnostics: Vec<Diagnostic>) -> TankReport {
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

fn empty(case: &TankCase, file: &str) -> TankReport {
    TankReport {
        kind: "tank".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        reference_value: case.reference,
        error_info: TankErrorInfo::default(),
        total_distance: None,
        player_objective: None,
        self_reported_distance: None,
        combined_score_raw: None,
        warnings: Vec::new(),
        warnings_early: false,
        valid: false,
        n_violations: 0,
        places: places(&case.input),
        trips: Vec::new(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `缺 solution.json`.
pub fn grade_missing(case: &TankCase, file: &str, why: &str) -> TankReport {
    let mut r = empty(case, file);
    r.error_info.hard_violations.push("缺 solution.json".into());
    let d = Diagnostic::new(all_codes::TANK_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
