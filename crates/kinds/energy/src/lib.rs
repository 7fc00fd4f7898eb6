//! A wind, solar, thermal and storage plant's year, hour by hour (FDE-Bench 048):
//! `solution.json` holds three control sequences of 8,760 values (`caes_seq` for
//! compressed air, `battery_seq`, optionally `tp_seq` for the thermal unit), checked and
//! simulated as the case's evaluator does, against the case's hourly series.
//!
//! ```text
//! timeseries_*_8760.csv (7) ──data──► Series ─────────────────────────┐
//! solution.json ──read──► Plan ──ranges──► simulate (hour by hour) ──► EnergyReport
//! ```
//!
//! The evaluator's quirks, kept: NaN passes the battery's and the thermal's range checks
//! (compressed air's rejects it) and then makes the year's cash flow NaN, which it
//! scores as valid; a top level that is not an object, an integer too large for a
//! float, or a series shorter than 8,761 rows raise outside any try (the evaluator
//! then prints nothing: `error_info.exception`, and `crash` names the type); `v ** 3`
//! is glibc's `pow` ([`pow`]).

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(energy);

mod coach;
pub mod codes;
pub mod data;
mod kind_impl;
/// glibc's `pow` (shared with the kinds that square or cube as the server does).
pub use pysem::pow;
pub mod read;
mod report;
mod report_json;
mod server_output;
pub mod simulate;

use crate::diagnostic::{Category, Collector, Diagnostic, Location};

pub use coach::{coach, EnergyCoach, StoreUse, Term};
pub use data::{DataError, Series, TextCell, FILES};
pub use kind_impl::{EnergyCase, EnergyKind, REFERENCE_VALUE};
pub use read::{read, Plan, Stop, HOURS, SEQUENCES};
pub use report::{CashFlow, Daily, EnergyErrorInfo, EnergyReport, StoreBreach};
pub use simulate::{simulate, Simulated};

/// The stores as the evaluator's `error_info` keys them, and as our reports name them.
pub const STORES: [(&str, &str); 4] = [("bat_soc", "battery"), ("caes_gas", "gas"), ("caes_hot", "hot"), ("caes_cold", "cold")];

/// Python's `f"{x:.{n}f}"`.
fn py_fixed(x: f64, n: usize) -> String {
    if x.is_nan() {
        "nan".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.into()
    } else {
        crate::float::fixed(x, n)
    }
}

/// The evaluator's message for a breach (its `error_info` value).
fn breach_message(b: &simulate::Breach) -> String {
    use simulate::plant::*;
    let t = b.hour;
    match b.store {
        0 if b.value > BAT_SOC_MAX => format!("Time {t}, SOC={} > 0.9", py_fixed(b.value, 3)),
        0 => format!("Time {t}, SOC={} < 0.1", py_fixed(b.value, 3)),
        1 => format!("Time {t}, Gas SOC={}", py_fixed(b.value, 2)),
        2 => format!("Time {t}, Hot SOC={}", py_fixed(b.value, 2)),
        _ => format!("Time {t}, Cold SOC={}", py_fixed(b.value, 2)),
    }
}

/// `str(error_info)`: the dict of the last message per store, keyed in first-breach order.
fn details(breaches: &[simulate::Breach]) -> String {
    let mut keys: Vec<(usize, String)> = Vec::new();
    for b in breaches {
        let m = breach_message(b);
        match keys.iter_mut().find(|(s, _)| *s == b.store) {
            Some(k) => k.1 = m,
            None => keys.push((b.store, m)),
        }
    }
    let items: Vec<String> =
        keys.iter().map(|(s, m)| format!("{}: {}", crate::pyjson::py_str_repr(STORES[*s].0), crate::pyjson::py_str_repr(m))).collect();
    format!("{{{}}}", items.join(", "))
}

fn value_text(x: f64) -> String {
    crate::pyjson::py_float_repr(x)
}

/// How far grading got: the plan or where reading stopped, the sequences out of range
/// (hour lists), the simulation (whenever the plan reads and the data does).
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub plan: Result<Plan, Stop>,
    pub out_of_range: [Vec<usize>; 3],
    pub simulated: Option<Simulated>,
}

/// Read, check and simulate a submission.
pub fn evaluate(case: &EnergyCase, bytes: &[u8], file: &str) -> Outcome {
    let plan = read(bytes, file);
    let mut out_of_range: [Vec<usize>; 3] = Default::default();
    let mut simulated = None;
    if let Ok(p) = &plan {
        for (i, hours) in out_of_range.iter_mut().enumerate() {
            *hours = p.seq(i).iter().enumerate().filter(|(_, x)| simulate::out_of_range(i, **x)).map(|(t, _)| t).collect();
        }
        if let Ok(s) = &case.series {
            simulated = Some(simulate(p, s));
        }
    }
    Outcome { plan, out_of_range, simulated }
}

/// Grade `solution.json`'s bytes.
pub fn grade(case: &EnergyCase, bytes: &[u8], file: &str) -> EnergyReport {
    let o = evaluate(case, bytes, file);
    let mut r = empty(case, file);
    let mut c = Collector::new();
    let crash = |r: &mut EnergyReport, kind: &str, error: &str| {
        r.crash = Some(kind.into());
        r.error_info.exception = Some(format!("{kind}: {error}"));
    };
    let plan = match &o.plan {
        Err(Stop::Hard(m, d)) => {
            r.error_info.hard_violations = m.clone();
            c.extend(d.iter().cloned());
            None
        }
        Err(Stop::Crash { kind, error, diagnostic }) => {
            crash(&mut r, kind, error);
            c.push((**diagnostic).clone());
            None
        }
        Ok(p) => Some(p),
    };
    if let Some(p) = plan {
        r.thermal_given = p.thermal_given;
        r.out_of_range = o.out_of_range.iter().map(Vec::len).collect();
        let codes = [codes::ENERGY_CAES_RANGE, codes::ENERGY_BATTERY_RANGE, codes::ENERGY_THERMAL_RANGE];
        let messages = [
            "caes_seq 存在取值区间外的值(须为 0/[-1,-0.33]/[0.86,1])",
            "battery_seq 存在越界值(须在 [-1,1] 内)",
            "tp_seq 存在越界值(须在 [0.33,1] 内)",
        ];
        for i in 0..3 {
            let name = SEQUENCES[i];
            let hours = &o.out_of_range[i];
            let seq = p.seq(i);
            c.extend_one_code(hours.iter().map(|&t| {
                let v = value_text(seq[t]);
                let m = match i {
                    0 => format!(
                        "`caes_seq[{t}]` is {v}: compressed air may only be 0, in [-1, -0.33] (compressing) or in [0.86, 1] (generating)"
                    ),
                    1 => format!("`battery_seq[{t}]` is {v}, outside [-1, 1]"),
                    _ => format!("`tp_seq[{t}]` is {v}, outside [0.33, 1]"),
                };
                Diagnostic::new(codes[i], Category::Value, m).at(Location::file(file).field(name).index("hour", t))
            }));
            if !hours.is_empty() && r.error_info.hard_violations.is_empty() {
                r.error_info.hard_violations = vec![messages[i].into()];
            }
        }
        let ranges_hold = r.error_info.hard_violations.is_empty();
        match (&case.series, &o.simulated) {
            (Err(e), _) if ranges_hold => {
                let (kind, error) = e.error.split_once(": ").unwrap_or(("Exception", &e.error));
                crash(&mut r, kind, error);
                let m = format!(
                    "the evaluator raises {} reading the case's {}, outside any try, so it stops without a report",
                    e.error, e.file
                );
                c.push(Diagnostic::new(codes::ENERGY_DATA, Category::Exception, m).at(Location::file(&e.file)));
            }
            (_, Some(s)) => {
                fill_simulated(&mut r, s);
                if ranges_hold {
                    judge(&mut r, &mut c, s, file);
                }
            }
            _ => {}
        }
    }
    let (diagnostics, groups) = c.finish();
    r.diagnostics = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = groups;
    r
}

/// The simulation's verdict on a plan within range: a crash, breaches, or the score.
fn judge(r: &mut EnergyReport, c: &mut Collector, s: &Simulated, file: &str) {
    if let Some((error, hour)) = &s.crash {
        r.crash = Some("IndexError".into());
        r.error_info.exception = Some(format!("IndexError: {error}"));
        let m = format!("the evaluator raises IndexError: {error} simulating hour {hour}, outside any try, so it stops without a report");
        c.push(Diagnostic::new(codes::ENERGY_SIMULATION, Category::Exception, m).at(Location::file(file).index("hour", *hour)));
        return;
    }
    if !s.breaches.is_empty() {
        r.error_info.hard_violations = vec!["储能 SOC 越限".into()];
        r.error_info.details = Some(details(&s.breaches));
        for (store, (_, store_name)) in STORES.iter().enumerate() {
            let of: Vec<&simulate::Breach> = s.breaches.iter().filter(|b| b.store == store).collect();
            c.extend_one_code(of.iter().map(|b| {
                let (hour, v) = (b.hour, value_text(b.value));
                let loc = Location::file(file).index("hour", hour);
                if store == 0 {
                    let m = format!("after hour {hour} the battery holds {v} of its capacity, outside [0.1, 0.9]");
                    Diagnostic::new(codes::ENERGY_BATTERY_CHARGE, Category::Value, m).at(loc.field("battery_seq"))
                } else {
                    let (low, high) = simulate::plant::CAES_RANGES[store - 1];
                    let m = format!(
                        "after hour {hour} the compressed-air {} tank is at {v}, outside [{}, {}]",
                        store_name,
                        value_text(low),
                        value_text(high)
                    );
                    Diagnostic::new(codes::ENERGY_AIR_STORE, Category::Value, m).at(loc.field("caes_seq"))
                }
            }));
        }
        return;
    }
    let raw = s.total_income;
    let q = if r.reference_value > 0.0 { raw / r.reference_value } else { 0.0 };
    let q = if 0.0 > q { 0.0 } else { q }; // `max(q, 0.0)`: NaN stays
    r.valid = true;
    r.validity_score = 1.0;
    r.quality_score = crate::round::py_round(q, 6);
    r.overall_score = r.quality_score;
    r.player_objective = Some(raw);
    r.total_income = Some(raw);
    r.total_penalty = Some(s.total_penalty);
    if !raw.is_finite() {
        let income = value_text(raw);
        let m = format!(
            "the year's cash flow is {income}: a NaN in `battery_seq` or `tp_seq` (or in the case's series) passes every check and the evaluator scores {income}"
        );
        c.push(Diagnostic::new(codes::ENERGY_NOT_FINITE, Category::Warning, m).at(Location::file(file)));
    }
}

/// Ours: the breaches by store, the cash flow by term, the year by day.
fn fill_simulated(r: &mut EnergyReport, s: &Simulated) {
    r.hours = s.hours.len();
    r.breaches = (0..4)
        .filter_map(|k| {
            let of: Vec<usize> = s.breaches.iter().filter(|b| b.store == k).map(|b| b.hour).collect();
            Some(StoreBreach { store: STORES[k].1.into(), first_hour: *of.first()?, last_hour: *of.last()?, hours: of.len() })
        })
        .collect();
    let mut cf = CashFlow::default();
    for h in &s.hours {
        let [pv, wind, thermal, load, battery, caes, grid] = h.terms;
        cf.pv += pv;
        cf.wind += wind;
        cf.thermal += thermal;
        cf.load += load;
        cf.battery += battery;
        cf.caes += caes;
        cf.grid += grid;
        cf.penalty += h.penalty;
    }
    r.cash_flow = Some(cf);
    let d = &mut r.daily;
    for day in s.hours.chunks(24) {
        let n = day.len() as f64;
        let lo = |k: usize| day.iter().map(|h| h.state[k]).fold(f64::INFINITY, f64::min);
        let hi = |k: usize| day.iter().map(|h| h.state[k]).fold(f64::NEG_INFINITY, f64::max);
        d.battery_min.push(lo(0));
        d.battery_max.push(hi(0));
        d.gas_min.push(lo(1));
        d.gas_max.push(hi(1));
        d.hot_min.push(lo(2));
        d.hot_max.push(hi(2));
        d.cold_min.push(lo(3));
        d.cold_max.push(hi(3));
        d.caes.push(day.iter().map(|h| h.caes / simulate::plant::CAES_P_CAP).sum::<f64>() / n);
        d.battery.push(day.iter().map(|h| h.battery / simulate::plant::BAT_P_CAP).sum::<f64>() / n);
        d.thermal.push(day.iter().map(|h| h.thermal / simulate::plant::TP_P_MAX).sum::<f64>() / n);
        d.income.push(day.iter().map(|h| h.income).sum());
    }
}

fn empty(case: &EnergyCase, file: &str) -> EnergyReport {
    EnergyReport {
        kind: "energy".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        reference_value: case.reference,
        error_info: EnergyErrorInfo::default(),
        player_objective: None,
        total_income: None,
        total_penalty: None,
        valid: false,
        crash: None,
        thermal_given: false,
        hours: 0,
        out_of_range: Vec::new(),
        breaches: Vec::new(),
        cash_flow: None,
        daily: Daily::default(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `缺 solution.json`.
pub fn grade_missing(case: &EnergyCase, file: &str, why: &str) -> EnergyReport {
    let mut r = empty(case, file);
    r.error_info.hard_violations.push("缺 solution.json".into());
    let d = Diagnostic::new(codes::ENERGY_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    r.diagnostics = vec![d.with_code_hint()];
    r.diagnostic_groups = crate::diagnostic::group(&r.diagnostics);
    r
}
