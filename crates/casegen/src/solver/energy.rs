//! The reference solver for energy cases (FDE-Bench 048's plant): one pass over the
//! year, hour by hour, each control set from the hour's own balance.
//!
//! The cash flow pays 0.6 for power bought and 0.1 for power sold, charges a store's
//! discharge 0.4 and pays 0.2 for its charge, and charges 0.4 for thermal power. So:
//! * the battery charges from a surplus (+0.2 − 0.1) and discharges into a shortage
//!   (−0.4 + 0.6 when power would be bought, ±0 where thermal would run: it makes room
//!   for the next surplus), as far as its state of charge allows with a small margin;
//! * compressed air does the same with what is left, where its ranges allow (0, or
//!   charging at 0.33 to 1, or discharging at 0.86 to 1), when the gas tank has room;
//! * thermal, at its floor (0.33) otherwise, covers what is still short (saving
//!   0.6 − 0.4), never more.
//!
//! Every control is written with 2 decimals, rounded towards 0 in size so that no
//! limit is passed; the plan is then checked with the grader's own simulation.

use grader::energy::simulate::plant::*;
use grader::energy::{simulate, Plan, Series, HOURS};

/// A store's state kept this far inside its limits.
const MARGIN: f64 = 0.005;

/// `x` to 2 decimals, towards 0.
fn trunc2(x: f64) -> f64 {
    (x * 100.0).trunc() / 100.0
}

/// The plan with `tp` for thermal and the stores idle.
pub fn idle(thermal: Vec<f64>) -> Plan {
    Plan { caes: vec![0.0; HOURS], battery: vec![0.0; HOURS], thermal, thermal_given: true }
}

/// PV and wind minus the load, hour by hour (W), as the grader computes them.
pub fn net(s: &Series) -> Vec<f64> {
    let sim = simulate(&idle(vec![0.33; HOURS]), s);
    sim.hours.iter().map(|h| h.pv + h.wind - h.load).collect()
}

/// Thermal covering what wind and PV leave short, within [0.33, 1].
pub fn follow(net: &[f64]) -> Vec<f64> {
    net.iter().map(|n| (((-n / TP_P_MAX) * 100.0).round() / 100.0).clamp(0.33, 1.0)).collect()
}

/// The reference plan (module docs).
pub fn solve(s: &Series) -> Plan {
    let net = net(s);
    let (mut caes, mut battery, mut thermal) = (vec![0.0; HOURS], vec![0.0; HOURS], vec![0.33; HOURS]);
    let [mut soc, mut gas, ..] = START;
    // The state moved by one hour at full power.
    let bat_step = BAT_P_CAP * DT / BAT_E_CAP;
    let gas_step = CAES_P_CAP * DT / CAES_E_CAP;
    for t in 0..HOURS {
        let mut r = net[t] + 0.33 * TP_P_MAX;
        // Battery: charge (u < 0) from a surplus, discharge into a shortage.
        let u = if r > 0.0 {
            -trunc2((r / BAT_P_CAP).min(1.0).min((BAT_SOC_MAX - MARGIN - soc) / (bat_step * BAT_ETA)).max(0.0))
        } else {
            trunc2((-r / BAT_P_CAP).min(1.0).min((soc - BAT_SOC_MIN - MARGIN) * BAT_ETA / bat_step).max(0.0))
        };
        battery[t] = u;
        soc -= if u > 0.0 { u * bat_step / BAT_ETA } else { u * bat_step * BAT_ETA };
        r += u * BAT_P_CAP;
        // Compressed air: at least a third of its power when charging, 86 % discharging.
        let (gas_lo, gas_hi) = CAES_RANGES[0];
        let v = if r > 0.33 * CAES_P_CAP {
            let room = (gas_hi - MARGIN - gas) / (gas_step * 0.75);
            let v = trunc2((r / CAES_P_CAP).min(1.0).min(room));
            if v >= 0.33 {
                -v
            } else {
                0.0
            }
        } else if -r > 0.86 * CAES_P_CAP && gas - gas_step * 0.86 > gas_lo + MARGIN {
            trunc2((-r / CAES_P_CAP).min(1.0).min((gas - gas_lo - MARGIN) / gas_step)).max(0.86)
        } else {
            0.0
        };
        caes[t] = v;
        gas -= if v > 0.0 { v * gas_step } else { v * gas_step * 0.75 };
        r += v * CAES_P_CAP;
        thermal[t] = follow(&[r - 0.33 * TP_P_MAX])[0];
    }
    let plan = Plan { caes, battery, thermal, thermal_given: true };
    let sim = simulate(&plan, s);
    assert!(sim.breaches.is_empty() && sim.crash.is_none(), "the reference plan keeps every store in range: {:?}", sim.breaches.first());
    plan
}
