//! The server's checks and score on `Q_out`, in its order and with its arithmetic:
//! reservoir volumes day by day (levels from volumes, linearly), water balance of the
//! run-of-river stations, levels within dead level and limit, the ecological flow, then
//! power (`min(p, P_MAX)`: an `int` when capped) and the ramp between days. Every rule
//! is checked and every violation kept; the server lists the first eight.

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::float::fixed;

use super::stations::{Num, Stations, RESERVOIRS, STATIONS};

/// Python's `f"{x:.{n}f}"`.
pub fn py_fixed(x: f64, n: usize) -> String {
    if x.is_nan() {
        "nan".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.into()
    } else {
        fixed(x, n)
    }
}

/// What the checks found: levels and power day by day, and every violation with the
/// server's message.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    /// `[reservoir][day]`: the level at the end of each day (m).
    pub levels: Vec<Vec<f64>>,
    /// `[station][day]`: the output (MW), as the server holds it.
    pub power: Vec<Vec<Num>>,
    pub violations: Vec<(String, Diagnostic)>,
}

fn z_to_v(s: &Stations, z: f64, i: usize) -> f64 {
    (z - s.z_dead[i].f()) / (s.z_normal[i].f() - s.z_dead[i].f()) * s.v_total[i].f()
}

fn v_to_z(s: &Stations, v: f64, i: usize) -> f64 {
    s.z_dead[i].f() + v / s.v_total[i].f() * (s.z_normal[i].f() - s.z_dead[i].f())
}

/// Python's `a - b` of two numbers (`int - int` stays exact).
fn sub(a: Num, b: Num) -> Num {
    match (a, b) {
        (Num::Int(x), Num::Int(y)) => Num::Int(x - y),
        _ => Num::Float(a.f() - b.f()),
    }
}

fn abs(a: Num) -> Num {
    match a {
        Num::Int(x) => Num::Int(x.abs()),
        Num::Float(x) => Num::Float(x.abs()),
    }
}

/// Run the checks on `q` (`[station][day]`).
pub fn check(s: &Stations, q: &[Vec<f64>], file: &str) -> Checked {
    let days = s.days();
    let tol = s.eval_tol.f();
    let mut violations = Vec::new();
    let mut push = |server: String, code, message: String, station: usize, day: usize| {
        let loc = Location::file(file).field("Q_out").index("station", station).index("day", day);
        violations.push((server, Diagnostic::new(code, Category::Value, message).at(loc)));
    };
    let name = |i: usize| s.stations[i].as_str();

    let mut levels = vec![vec![0.0; days]; RESERVOIRS];
    let mut v: Vec<f64> = (0..RESERVOIRS).map(|i| z_to_v(s, s.z_init[i].f(), i)).collect();
    for t in 0..days {
        let q_in = [s.q_inflow[t].f(), q[0][t] + s.q_lateral[1].f(), q[1][t] + s.q_lateral[2].f()];
        for i in 0..RESERVOIRS {
            v[i] += (q_in[i] - q[i][t]) * 86400.0;
            levels[i][t] = v_to_z(s, v[i], i);
        }
        for i in RESERVOIRS..STATIONS {
            let expected = q[i - 1][t] + s.q_lateral[i].f();
            if (q[i][t] - expected).abs() > 1.0 {
                let (q2, e2) = (py_fixed(q[i][t], 2), py_fixed(expected, 2));
                push(
                    format!("水量平衡：{}第{}天出库{q2}应~{e2}", name(i), t + 1),
                    codes::HYDRO_WATER_BALANCE,
                    format!("{} on day {} releases {q2} m³/s where its inflow gives {e2} (more than 1 m³/s apart)", name(i), t + 1),
                    i,
                    t,
                );
            }
        }
    }
    for (i, row) in levels.iter().enumerate() {
        for (t, &z) in row.iter().enumerate() {
            let (dead, top) = (s.z_dead[i], s.z_max[i]);
            if z < dead.f() - tol {
                let (z3, d) = (py_fixed(z, 3), dead.py_str());
                push(
                    format!("水位下限：{} 第{}天水位{z3}m < 死水位{d}m", name(i), t + 1),
                    codes::HYDRO_LEVEL_LOW,
                    format!("{}'s level on day {} is {z3} m, below its dead level {d} m", name(i), t + 1),
                    i,
                    t,
                );
            }
            if z > top.f() + tol {
                let (z3, m) = (py_fixed(z, 3), top.py_str());
                push(
                    format!("水位上限：{} 第{}天水位{z3}m > 上限{m}m", name(i), t + 1),
                    codes::HYDRO_LEVEL_HIGH,
                    format!("{}'s level on day {} is {z3} m, above its limit {m} m", name(i), t + 1),
                    i,
                    t,
                );
            }
        }
    }
    for (i, row) in q.iter().enumerate() {
        for (t, &x) in row.iter().enumerate() {
            if x < s.eco_min.f() - tol {
                let (x2, m) = (py_fixed(x, 2), s.eco_min.py_str());
                push(
                    format!("生态流量：{} 第{}天出库{x2}<{m}", name(i), t + 1),
                    codes::HYDRO_ECO_FLOW,
                    format!("{} releases {x2} m³/s on day {}, under the ecological minimum {m}", name(i), t + 1),
                    i,
                    t,
                );
            }
        }
    }
    let mut power = vec![vec![Num::Int(0); days]; STATIONS];
    for (i, row) in power.iter_mut().enumerate() {
        for (t, cell) in row.iter_mut().enumerate() {
            let head = if i < RESERVOIRS {
                let z_prev = if t == 0 { s.z_init[i].f() } else { levels[i][t - 1] };
                let z_avg = z_prev * 0.5 + levels[i][t] * 0.5;
                let h = z_avg - s.z_tail[i].f();
                // Python's max(h, 1.0): h unless 1.0 is greater (NaN stays).
                if 1.0 > h {
                    1.0
                } else {
                    h
                }
            } else {
                s.h_net_runoff[i - RESERVOIRS].f()
            };
            let p = s.k[i].f() * q[i][t] * head / 10000.0;
            // Python's min(p, P_MAX): p unless P_MAX is smaller (then the int itself).
            *cell = if s.p_max[i].f() < p { s.p_max[i] } else { Num::Float(p) };
        }
    }
    for (i, row) in power.iter().enumerate() {
        let limit = match (s.p_max[i], s.ramp_ratio) {
            (Num::Int(a), Num::Int(b)) => Num::Int(a * b),
            (a, b) => Num::Float(a.f() * b.f()),
        };
        for t in 1..days {
            let diff = abs(sub(row[t], row[t - 1]));
            if diff.f() > limit.f() + tol {
                let (d3, l1) = (py_fixed(diff.f(), 3), py_fixed(limit.f(), 1));
                push(
                    format!("爬坡约束：{} 第{t}→{}天变化{d3}>{l1}", name(i), t + 1),
                    codes::HYDRO_RAMP,
                    format!("{}'s output changes by {d3} MW from day {t} to day {}, more than {l1} MW", name(i), t + 1),
                    i,
                    t,
                );
            }
        }
    }
    Checked { levels, power, violations }
}

/// Python 3.12's `sum()` of ints and floats from the int 0: ints added exactly until
/// the first float, then floats with Neumaier's compensation and ints added plainly,
/// the compensation added at the end when finite and not zero.
pub fn py_sum(items: impl IntoIterator<Item = Num>) -> Num {
    let mut it = items.into_iter();
    let mut i_result: i64 = 0;
    let mut f = loop {
        match it.next() {
            None => return Num::Int(i_result),
            Some(Num::Int(v)) => i_result += v,
            Some(Num::Float(x)) => break i_result as f64 + x,
        }
    };
    let mut c = 0.0;
    for item in it {
        match item {
            Num::Float(x) => {
                let t = f + x;
                if f.abs() >= x.abs() {
                    c += (f - t) + x;
                } else {
                    c += (x - t) + f;
                }
                f = t;
            }
            Num::Int(v) => f += v as f64,
        }
    }
    if c != 0.0 && c.is_finite() {
        f += c;
    }
    Num::Float(f)
}

/// `sum(P_calc[i][t] for i for t) * 24.0`: the energy (10⁴ kWh).
pub fn total_energy(power: &[Vec<Num>]) -> f64 {
    py_sum(power.iter().flatten().copied()).f() * 24.0
}

/// `round(sum(P_calc[i][t] * 24 for t), 4)` of each station: an int when all its days
/// are capped.
pub fn station_energy(row: &[Num]) -> Num {
    let x = py_sum(row.iter().map(|p| match *p {
        Num::Int(v) => Num::Int(v * 24),
        Num::Float(v) => Num::Float(v * 24.0),
    }));
    match x {
        Num::Int(v) => Num::Int(v),
        Num::Float(v) => Num::Float(crate::round::py_round(v, 4)),
    }
}
