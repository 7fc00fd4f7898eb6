//! The evaluator's range checks and its hourly simulation, with its arithmetic: the
//! operations in its order on float64 (no fusing), Python's `min`/`max` (the first
//! argument kept unless the second compares greater/smaller: NaN sticks when first),
//! `**` as glibc's `pow` ([`crate::pow`]).
//!
//! Each hour: the battery's energy (discharging divides by the efficiency, charging
//! multiplies), its state of charge checked against [0.1, 0.9]; the compressed-air
//! tanks (gas, hot, cold) moved by one delta and checked; then the bus: PV, wind,
//! thermal, both stores and the load netted, the grid taking up to 5e8 W either way,
//! then wind then PV curtailed (surplus) or up to 80% of the load shed (shortage), what
//! is left penalised; the hour's cash flow summed in yuan.

use crate::pow::pow;

use super::data::Series;
use super::read::{Plan, HOURS};

/// The evaluator's constants.
pub mod plant {
    pub const PV_PN: f64 = 2.6e8;
    pub const PV_ETA: f64 = 0.95;
    pub const PV_GSTC: f64 = 1000.0;
    pub const PV_TSTC: f64 = 298.15;
    pub const PV_KT: f64 = 0.005;
    pub const PV_C: f64 = 0.25;
    pub const WT_PN: f64 = 3.0e8;
    pub const V_IN: f64 = 3.0;
    pub const V_RATED: f64 = 10.0;
    pub const V_OUT: f64 = 15.0;
    pub const WT_C: f64 = 0.35;
    pub const TP_P_MAX: f64 = 1.5e8;
    pub const TP_C: f64 = 0.4;
    pub const BAT_P_CAP: f64 = 1e8;
    pub const BAT_E_CAP: f64 = 1.8e12;
    pub const BAT_ETA: f64 = 0.85;
    pub const BAT_SOC_MIN: f64 = 0.1;
    pub const BAT_SOC_MAX: f64 = 0.9;
    pub const BAT_C1: f64 = 0.2;
    pub const BAT_C2: f64 = 0.4;
    pub const CAES_P_CAP: f64 = 1.5e8;
    pub const CAES_E_CAP: f64 = 2.16e12;
    /// Gas, hot and cold tanks: (low, high).
    pub const CAES_RANGES: [(f64, f64); 3] = [(0.6, 1.0), (0.05, 0.95), (0.05, 0.95)];
    pub const CAES_C1: f64 = 0.2;
    pub const CAES_C2: f64 = 0.4;
    pub const ELOAD_C: f64 = 0.5;
    pub const GRID_P_MAX: f64 = 5e8;
    pub const GRID_C_SALE: f64 = 0.1;
    pub const GRID_C_BUY: f64 = 0.6;
    pub const BUS_K: f64 = 1e6;
    /// Seconds in an hour (an `int` in the evaluator: `dt = 3600`).
    pub const DT: f64 = 3600.0;
    /// The starting states: battery, gas, hot, cold.
    pub const START: [f64; 4] = [0.5, 0.8, 0.5, 0.5];
}
use plant::*;

/// The three range checks in the evaluator's order: `caes_seq`, `battery_seq`,
/// `tp_seq`. NaN passes the battery's and the thermal's (every comparison false), not
/// compressed air's (`x != 0` is true and neither range holds).
#[allow(clippy::manual_range_contains)] // `!contains(NaN)` is true where the evaluator's comparisons are false
pub fn out_of_range(seq: usize, x: f64) -> bool {
    match seq {
        0 => x != 0.0 && !((-1.0..=-0.33).contains(&x)) && !((0.86..=1.0).contains(&x)),
        1 => x < -1.0 || x > 1.0,
        _ => x < 0.33 || x > 1.0,
    }
}

/// Python's `max(a, b)` / `min(a, b)`.
fn py_max(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}
fn py_min(a: f64, b: f64) -> f64 {
    if b < a {
        b
    } else {
        a
    }
}

/// A state out of its range after an hour: which (0 battery, 1 gas, 2 hot, 3 cold),
/// the hour and the value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Breach {
    pub store: usize,
    pub hour: usize,
    pub value: f64,
}

/// One hour's bus, after curtailment and shedding (W), and its cash flow (yuan).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Hour {
    /// Battery, gas, hot and cold after the hour.
    pub state: [f64; 4],
    pub pv: f64,
    pub wind: f64,
    pub thermal: f64,
    pub battery: f64,
    pub caes: f64,
    pub load: f64,
    pub grid: f64,
    /// What no step balanced (W): penalised.
    pub residual: f64,
    /// The hour's `inc`: cash flow less the penalty, times 3600.
    pub income: f64,
    /// The hour's bus penalty times 3600 (what it adds to `total_penalty`).
    pub penalty: f64,
    /// Each term of the cash flow (yuan per second × 3600), the evaluator's signs:
    /// pv, wind, thermal, load, battery, caes, grid.
    pub terms: [f64; 7],
}

/// What the simulation gives: hour by hour (up to where it stopped), the totals, the
/// breaches, and the exception when a series is too short.
#[derive(Debug, Clone, PartialEq)]
pub struct Simulated {
    pub hours: Vec<Hour>,
    pub total_income: f64,
    pub total_penalty: f64,
    pub breaches: Vec<Breach>,
    /// `IndexError`'s text and the hour it is raised in.
    pub crash: Option<(String, usize)>,
}

fn at(series: &[f64], i: usize) -> Result<f64, String> {
    series.get(i).copied().ok_or_else(|| format!("index {i} is out of bounds for axis 0 with size {}", series.len()))
}

fn pv_power(s: &Series, t: usize) -> Result<f64, String> {
    let g = at(&s.pv, t + 1)?;
    if g <= 0.0 {
        return Ok(0.0);
    }
    let t_air = at(&s.temp, t + 1)?;
    let t_c = t_air + g / 800.0 * 25.0;
    let p = PV_PN * PV_ETA * (g / PV_GSTC) * (1.0 - PV_KT * (t_c - PV_TSTC));
    // `max(0, P)`: the int 0 unless P > 0 (NaN gives 0).
    Ok(if p > 0.0 { p } else { 0.0 })
}

#[allow(clippy::manual_range_contains)] // NaN wind must fall through to full power, as in Python
fn wind_power(s: &Series, t: usize) -> Result<f64, String> {
    let v = at(&s.wind, t + 1)?;
    Ok(if v < V_IN || v > V_OUT {
        0.0
    } else if v < V_RATED {
        WT_PN * ((pow(v, 3.0) - pow(V_IN, 3.0)) / (pow(V_RATED, 3.0) - pow(V_IN, 3.0)))
    } else {
        // NaN wind lands here: full power.
        WT_PN
    })
}

/// Run the year (`min(8760, len(pv))` hours) as the evaluator does.
#[allow(clippy::manual_range_contains)] // NaN states breach nothing, as in Python
pub fn simulate(plan: &Plan, s: &Series) -> Simulated {
    let [mut soc, mut gas, mut hot, mut cold] = START;
    let mut bat_e = soc * BAT_E_CAP;
    let (mut total_income, mut total_penalty) = (0.0f64, 0.0f64);
    let steps = HOURS.min(s.pv.len());
    let mut hours = Vec::with_capacity(steps);
    let mut breaches = Vec::new();
    let mut crash = None;
    for t in 0..steps {
        let (u_bat, u_caes, u_tp) = (plan.battery[t], plan.caes[t], plan.thermal[t]);
        let p_bat = u_bat * BAT_P_CAP;
        if p_bat > 0.0 {
            bat_e -= p_bat * DT / BAT_ETA;
        } else {
            bat_e -= p_bat * DT * BAT_ETA;
        }
        soc = bat_e / BAT_E_CAP;
        if soc > BAT_SOC_MAX || soc < BAT_SOC_MIN {
            breaches.push(Breach { store: 0, hour: t, value: soc });
        }
        let p_caes = u_caes * CAES_P_CAP;
        if p_caes > 0.0 {
            let delta = (p_caes * DT) / CAES_E_CAP;
            gas -= delta;
            hot += delta;
            cold -= delta;
        } else if p_caes < 0.0 {
            let delta = (-p_caes * DT * 0.75) / CAES_E_CAP;
            gas += delta;
            hot -= delta;
            cold += delta;
        }
        for (k, x) in [gas, hot, cold].into_iter().enumerate() {
            let (low, high) = CAES_RANGES[k];
            if x > high || x < low {
                breaches.push(Breach { store: k + 1, hour: t, value: x });
            }
        }
        let bus = (|| -> Result<(f64, f64, f64), String> { Ok((pv_power(s, t)?, wind_power(s, t)?, at(&s.load, t + 1)?)) })();
        let (pv_plan, wt_plan, load_plan) = match bus {
            Ok(b) => b,
            Err(e) => {
                crash = Some((e, t));
                break;
            }
        };
        let p_tp = u_tp * TP_P_MAX;
        let res1 = pv_plan + wt_plan + p_tp + p_bat + p_caes - load_plan;
        let grid = if res1 >= 0.0 { py_min(res1, GRID_P_MAX) } else { py_max(res1, -GRID_P_MAX) };
        let after = res1 - grid;
        let (pv_act, wt_act, load_act, residual);
        if after > 0.0 {
            wt_act = py_max(wt_plan - after, 0.0);
            let remainder = after - (wt_plan - wt_act);
            pv_act = py_max(pv_plan - remainder, 0.0);
            residual = remainder - (pv_plan - pv_act);
            load_act = load_plan;
        } else if after < 0.0 {
            let shortage = -after;
            let max_shed = load_plan - 0.2 * load_plan;
            let shed = py_min(shortage, max_shed);
            load_act = load_plan - shed;
            residual = shortage - shed;
            pv_act = pv_plan;
            wt_act = wt_plan;
        } else {
            pv_act = pv_plan;
            wt_act = wt_plan;
            load_act = load_plan;
            residual = 0.0;
        }
        let pv_c = -pv_act * PV_C;
        let wt_c = -wt_act * WT_C;
        let tp_c = -p_tp * TP_C;
        let eload_c = load_act * ELOAD_C;
        let grid_c = if grid > 0.0 { grid * GRID_C_SALE } else { grid * GRID_C_BUY };
        let bat_c = if p_bat > 0.0 { -p_bat * BAT_C2 } else { -p_bat * BAT_C1 };
        let caes_c = if p_caes > 0.0 { -p_caes * CAES_C2 } else { -p_caes * CAES_C1 };
        let sum_c = (pv_c + wt_c + tp_c + eload_c + bat_c + caes_c + grid_c) / 3.6e6;
        let penalty = pow(BUS_K * residual, 2.0);
        let inc = (sum_c - penalty) * DT;
        total_income += inc;
        total_penalty += penalty * DT;
        let per = |c: f64| c / 3.6e6 * DT;
        hours.push(Hour {
            state: [soc, gas, hot, cold],
            pv: pv_act,
            wind: wt_act,
            thermal: p_tp,
            battery: p_bat,
            caes: p_caes,
            load: load_act,
            grid,
            residual,
            income: inc,
            penalty: penalty * DT,
            terms: [per(pv_c), per(wt_c), per(tp_c), per(eload_c), per(bat_c), per(caes_c), per(grid_c)],
        });
    }
    Simulated { hours, total_income, total_penalty, breaches, crash }
}
