//! Hydropower cascade dispatch (FDE-Bench 029): five stations' daily outflows over a
//! week (`solution.json`: `{"Q_out": [[…] × 5]}`, m³/s), checked and scored as the
//! case's evaluator does.
//!
//! ```text
//! stations.json (optional: FDE-Bench 029's constants) ──► Stations ─┐
//! solution.json (bytes) ──read──► Q_out ──check──► levels, power, violations ──► HydroReport
//! ```
//!
//! `read` follows `json.load` and `float()` (a string row yields its characters, an int
//! too large for a float raises), `check` the evaluator's rules in its order (water
//! balance of the run-of-river stations, reservoir levels, ecological flow, ramp), each
//! violation located by station and day. Valid plans score their total energy over the
//! reference's; NaN outflows pass every rule and then make the energy NaN, which the
//! server reports as an exception.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(hydro);

mod coach;
pub mod codes;
pub mod evaluate;
mod kind_impl;
mod read;
mod report;
mod report_json;
mod server_output;
mod stations;

use crate::diagnostic::{group, Category, Diagnostic, Location};

pub use coach::{coach, HydroCoach, StationShortfall};
pub use evaluate::{check, py_fixed, py_sum, Checked};
pub use kind_impl::{HydroCase, HydroKind};
pub use read::{read, Stop};
pub use report::{HydroErrorInfo, HydroReport, Limits, StationEnergy};
pub use stations::{Num, Stations, REFERENCE_ENERGY, RESERVOIRS, STATIONS};

/// How far grading got: where reading stopped, or the checks and the energy.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub q: Result<Vec<Vec<f64>>, Stop>,
    pub checked: Option<Checked>,
    /// `sum(P) * 24.0` when every rule holds (the server computes it only then).
    pub energy: Option<f64>,
}

/// Read and check a submission.
pub fn evaluate(case: &HydroCase, bytes: &[u8], file: &str) -> Outcome {
    let s = &case.stations;
    let q = read(bytes, file, &s.stations, s.days());
    let checked = q.as_ref().ok().map(|q| check(s, q, file));
    let energy = checked.as_ref().filter(|c| c.violations.is_empty()).map(|c| evaluate::total_energy(&c.power));
    Outcome { q, checked, energy }
}

/// Grade `solution.json`'s bytes.
pub fn grade(case: &HydroCase, bytes: &[u8], file: &str) -> HydroReport {
    let o = evaluate(case, bytes, file);
    let mut r = empty(case, file);
    let mut diagnostics = Vec::new();
    match &o.q {
        Err(Stop::Fatal(m, d)) => {
            r.error_info.fatal.push(m.clone());
            diagnostics.push(d.clone());
        }
        Err(Stop::Exception(m, d)) => {
            r.error_info.exception = Some(m.clone());
            diagnostics.push(d.clone());
        }
        Ok(q) => r.q_out = q.clone(),
    }
    if let Some(c) = &o.checked {
        r.levels = c.levels.clone();
        r.power = c.power.iter().map(|row| row.iter().map(|p| p.f()).collect()).collect();
        r.total_energy = Some(evaluate::total_energy(&c.power));
        r.n_violations = c.violations.len();
        r.error_info.constraint = c.violations.iter().take(8).map(|(m, _)| m.clone()).collect();
        diagnostics.extend(c.violations.iter().map(|(_, d)| d.clone()));
        match o.energy {
            Some(e) if !e.is_finite() => {
                r.error_info.exception = Some("total_energy is NaN/Inf".into());
                let d = Diagnostic::new(
                    codes::HYDRO_NOT_FINITE,
                    Category::Exception,
                    "the total energy is not a finite number (NaN or infinite outflows): the server reports \"total_energy is NaN/Inf\"",
                )
                .at(Location::file(file).field("Q_out"));
                diagnostics.push(d);
            }
            Some(e) => {
                let quality = if case.reference > 0.0 { e / case.reference } else { 0.0 };
                r.valid = true;
                r.validity_score = 1.0;
                r.quality_score = crate::round::py_round(quality, 6);
                r.overall_score = r.quality_score;
                r.player_objective = Some(crate::round::py_round(e, 6));
                r.total_energy_wankwh = Some(crate::round::py_round(e, 4));
                r.energy_by_station = c
                    .power
                    .iter()
                    .zip(&case.stations.stations)
                    .map(|(row, name)| StationEnergy { station: name.clone(), energy: evaluate::station_energy(row).f() })
                    .collect();
            }
            None => {}
        }
    }
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

/// A plan as `solution.json` in the public examples' form: `{"Q_out": [...]}`, a station
/// a line, each outflow as Python's `repr` writes it (what the site's edited plan
/// downloads as, byte for byte); a value that is not finite as `json.dumps` writes it.
pub fn solution_json(q: &[Vec<f64>]) -> String {
    let num = |x: f64| match x {
        x if x.is_nan() => "NaN".to_string(),
        x if x.is_infinite() => (if x > 0.0 { "Infinity" } else { "-Infinity" }).to_string(),
        x => crate::pyjson::py_float_repr(x),
    };
    let rows: Vec<String> = q.iter().map(|r| format!("    [{}]", r.iter().map(|x| num(*x)).collect::<Vec<_>>().join(", "))).collect();
    format!("{{\n  \"Q_out\": [\n{}\n  ]\n}}\n", rows.join(",\n"))
}

fn empty(case: &HydroCase, file: &str) -> HydroReport {
    HydroReport {
        kind: "hydro".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: HydroErrorInfo::default(),
        player_objective: None,
        reference_value: case.reference,
        total_energy_wankwh: None,
        energy_by_station: Vec::new(),
        valid: false,
        stations: case.stations.stations.clone(),
        limits: limits(&case.stations),
        q_out: Vec::new(),
        levels: Vec::new(),
        power: Vec::new(),
        total_energy: None,
        n_violations: 0,
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

fn limits(s: &Stations) -> Limits {
    let f = |v: &[Num]| v.iter().map(|x| x.f()).collect::<Vec<_>>();
    Limits {
        z_init: f(&s.z_init),
        z_dead: f(&s.z_dead),
        z_max: f(&s.z_max),
        p_max: f(&s.p_max),
        ramp: s.p_max.iter().map(|p| p.f() * s.ramp_ratio.f()).collect(),
        eco_min: s.eco_min.f(),
        tolerance: s.eval_tol.f(),
    }
}

/// The directory the server is pointed at, as it names it in its message.
fn directory(file: &str) -> String {
    match std::path::Path::new(file).parent().map(|p| p.display().to_string()) {
        Some(d) if !d.is_empty() => d,
        _ => ".".into(),
    }
}

/// The report for a file that cannot be read: the server's `缺 solution.json in DIR`.
pub fn grade_missing(case: &HydroCase, file: &str, why: &str) -> HydroReport {
    let mut r = empty(case, file);
    r.error_info.fatal.push(format!("缺 solution.json in {}", directory(file)));
    let d = Diagnostic::new(codes::HYDRO_MISSING_FILE, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    r.diagnostics = vec![d.with_code_hint()];
    r.diagnostic_groups = group(&r.diagnostics);
    r
}
