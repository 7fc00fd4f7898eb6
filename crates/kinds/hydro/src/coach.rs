//! The hydro coach: for a plan graded valid, each station's energy against what its
//! capacity would give over the horizon (`P_MAX · 24 h · days`, the energy's own units),
//! the stations furthest from it first, and the days the rules bind each station
//! (output at `P_MAX`, its reservoir at its limit or dead level, its outflow at
//! the ecological minimum, its output changing by the most a day allows). The numbers
//! are the report's and the case's limits: nothing is graded again. The site's coach
//! (site/src/kinds/hydro/coach.rs) and `fde-grade coach hydro` both show it.

use serde::Serialize;

use super::{HydroCase, HydroReport};

/// One station: its energy, its capacity's, and the days its rules bind.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StationShortfall {
    pub station: String,
    /// Its energy over the horizon (10⁴ kWh), the report's `energy_by_station`.
    pub energy: f64,
    /// What it would give at `P_MAX` every day of the horizon.
    pub most: f64,
    /// `most − energy`.
    pub lost: f64,
    /// `lost` over every station's (0 when no station falls short).
    pub share: f64,
    /// Days its output is at `P_MAX`, within the checks' tolerance (more water gives no
    /// more energy; a plan aimed at the cap lands a rounding error under it).
    pub days_capped: usize,
    /// Days its reservoir ends within the checks' tolerance of its upper limit, and of its
    /// dead level (`None`: a run-of-river station, no reservoir).
    pub days_at_limit: Option<usize>,
    pub days_at_dead: Option<usize>,
    /// Days its outflow is within the checks' tolerance of the ecological minimum.
    pub days_at_eco: usize,
    /// Day-to-day changes of its output within the checks' tolerance of the ramp limit.
    pub ramps_at_limit: usize,
}

/// What costs a valid hydro plan most.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HydroCoach {
    pub file: String,
    /// The report's `overall_score`.
    pub score: f64,
    /// The total energy (10⁴ kWh, the report's `total_energy_wankwh`).
    pub energy: f64,
    /// Every station at `P_MAX` every day.
    pub most: f64,
    /// Every station's shortfall, summed.
    pub lost: f64,
    /// The stations, furthest from their capacity first (at most `limit`).
    pub stations: Vec<StationShortfall>,
}

/// The coach for `report`, graded against `case`; `None` when the plan is not valid (no
/// energy is scored).
pub fn coach(case: &HydroCase, report: &HydroReport, limit: usize) -> Option<HydroCoach> {
    if !report.valid {
        return None;
    }
    let days = case.stations.days();
    let hours = 24.0 * days as f64;
    let l = &report.limits;
    let tol = l.tolerance;
    let mut rows: Vec<StationShortfall> = report
        .energy_by_station
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let most = l.p_max[i] * hours;
            let power = report.power.get(i).map_or(&[][..], Vec::as_slice);
            let q = report.q_out.get(i).map_or(&[][..], Vec::as_slice);
            let levels = report.levels.get(i).filter(|_| i < l.z_max.len());
            let count = |xs: &[f64], hit: &dyn Fn(f64) -> bool| xs.iter().filter(|&&x| hit(x)).count();
            StationShortfall {
                station: e.station.clone(),
                energy: e.energy,
                most,
                lost: most - e.energy,
                share: 0.0,
                days_capped: count(power, &|p| p >= l.p_max[i] - tol),
                days_at_limit: levels.map(|z| count(z, &|z| z >= l.z_max[i] - tol)),
                days_at_dead: levels.map(|z| count(z, &|z| z <= l.z_dead[i] + tol)),
                days_at_eco: count(q, &|x| x <= l.eco_min + tol),
                ramps_at_limit: power.windows(2).filter(|w| (w[1] - w[0]).abs() >= l.ramp[i] - tol).count(),
            }
        })
        .collect();
    let lost: f64 = rows.iter().map(|r| r.lost).sum();
    for r in &mut rows {
        r.share = if lost > 0.0 { r.lost / lost } else { 0.0 };
    }
    // Furthest from capacity first; a stable sort keeps the cascade's order among equals.
    rows.sort_by(|a, b| b.lost.total_cmp(&a.lost));
    rows.truncate(limit);
    Some(HydroCoach {
        file: report.file.clone(),
        score: report.overall_score,
        energy: report.total_energy_wankwh.unwrap_or(f64::NAN),
        most: l.p_max.iter().map(|p| p * hours).sum(),
        lost,
        stations: rows,
    })
}

impl HydroCoach {
    /// `fde-grade coach hydro --format table` in `lang` (the words: the kind's `cli.ftl`;
    /// values padded here, as data).
    pub fn table(&self, lang: i18n::Lang) -> String {
        use crate::float::fixed;
        use std::fmt::Write as _;
        let c = self;
        let mut s = String::new();
        let head = i18n::format(
            lang,
            "cli-coach-hydro-head",
            &[
                ("file", &c.file),
                ("score", &fixed(c.score, 6)),
                ("energy", &fixed(c.energy, 4)),
                ("most", &fixed(c.most, 1)),
                ("lost", &fixed(c.lost, 4)),
            ],
        );
        let _ = writeln!(s, "{head}");
        for r in &c.stations {
            let mut args = vec![
                ("station", format!("{:<10}", r.station)),
                ("energy", format!("{:>12}", fixed(r.energy, 4))),
                ("most", fixed(r.most, 1)),
                ("lost", fixed(r.lost, 4)),
                ("share", format!("{:>5}", fixed(100.0 * r.share, 1))),
                ("capped", r.days_capped.to_string()),
                ("eco", r.days_at_eco.to_string()),
                ("ramp", r.ramps_at_limit.to_string()),
            ];
            // A run-of-river station has no reservoir: no level to bind.
            let key = match (r.days_at_limit, r.days_at_dead) {
                (Some(top), Some(dead)) => {
                    args.extend([("top", top.to_string()), ("dead", dead.to_string())]);
                    "cli-coach-hydro-station"
                }
                _ => "cli-coach-hydro-river",
            };
            let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let _ = writeln!(s, "  {}", i18n::format(lang, key, &args));
        }
        s
    }
}
