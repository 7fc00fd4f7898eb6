//! The cascade: five stations, the first three with reservoirs in series, the last two
//! run-of-river below them, over a horizon of days. FDE-Bench 029's evaluator holds
//! these as constants; a case of ours gives them in `stations.json` (same names, same
//! types: an `int` there is an `int` here, which decides what the server prints).

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{Spanned, Value};

/// A number as the evaluator holds it: an `int` or a `float` (`min(p, P_MAX)` returns
/// the `int` when it is the smaller, and the server prints it without `.0`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    Int(i64),
    Float(f64),
}

impl Num {
    pub fn f(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Float(x) => x,
        }
    }

    /// Python's `str()` of it.
    pub fn py_str(self) -> String {
        match self {
            Num::Int(i) => i.to_string(),
            Num::Float(x) => crate::pyjson::py_float_repr(x),
        }
    }
}

/// Reservoirs (stations with a level), then run-of-river stations.
pub const RESERVOIRS: usize = 3;
pub const STATIONS: usize = 5;

/// The cascade's constants (FDE-Bench 029's names, lower case).
#[derive(Debug, Clone, PartialEq)]
pub struct Stations {
    pub stations: Vec<String>,
    pub p_max: Vec<Num>,
    pub k: Vec<Num>,
    pub z_tail: Vec<Num>,
    pub z_init: Vec<Num>,
    pub z_normal: Vec<Num>,
    pub z_dead: Vec<Num>,
    pub z_max: Vec<Num>,
    pub v_total: Vec<Num>,
    pub q_lateral: Vec<Num>,
    /// The inflow into the first reservoir, one per day: its length is the horizon.
    pub q_inflow: Vec<Num>,
    pub h_net_runoff: Vec<Num>,
    pub eco_min: Num,
    pub ramp_ratio: Num,
    pub eval_tol: Num,
}

impl Default for Stations {
    /// FDE-Bench 029's constants.
    fn default() -> Self {
        let i = |v: &[i64]| v.iter().map(|&x| Num::Int(x)).collect::<Vec<_>>();
        let f = |v: &[f64]| v.iter().map(|&x| Num::Float(x)).collect::<Vec<_>>();
        Stations {
            stations: ["站点A", "站点B", "站点C", "站点D", "站点E"].map(String::from).to_vec(),
            p_max: i(&[170, 260, 360, 66, 132]),
            k: f(&[9.0, 9.2, 9.5, 8.8, 8.5]),
            z_tail: i(&[1740, 1000, 720, 660, 595]),
            z_init: i(&[1835, 1120, 840]),
            z_normal: i(&[1845, 1130, 850]),
            z_dead: i(&[1802, 1090, 790]),
            z_max: i(&[1845, 1130, 845]),
            v_total: f(&[7.6e8, 5.55e8, 53.9e8]),
            q_lateral: i(&[0, 50, 30, 10, 5]),
            q_inflow: i(&[800, 867, 933, 1000, 1067, 1133, 1200]),
            h_net_runoff: f(&[28.0, 35.0]),
            // The evaluator's ECO_MIN is 50.0, but its message prints `<50`.
            eco_min: Num::Int(50),
            ramp_ratio: Num::Float(0.2),
            eval_tol: Num::Float(0.05),
        }
    }
}

/// FDE-Bench 029's reference energy (its `reference_metrics.json`, 10⁴ kWh).
pub const REFERENCE_ENERGY: f64 = 160732.061455;

impl Stations {
    pub fn days(&self) -> usize {
        self.q_inflow.len()
    }

    /// Read `stations.json`: every key optional (FDE-Bench 029's value when absent),
    /// each list of its length (five stations, three reservoirs, two run-of-river).
    pub fn parse(bytes: &[u8], file: &str) -> Result<Stations, Vec<Diagnostic>> {
        let bad = |what: String, at: Option<&Spanned>| {
            let mut loc = Location::file(file);
            if let Some(v) = at {
                loc = loc.line(v.line).column(v.column);
            }
            vec![Diagnostic::new(codes::CASE_BAD_PARAMETERS, Category::Case, format!("case.json `parameters`: {file}: {what}")).at(loc)]
        };
        let doc = crate::pyerr::json_load(bytes).map_err(|e| bad(e, None))?;
        let Value::Object(items) = &doc.value else { return Err(bad("not a JSON object".into(), Some(&doc))) };
        let mut s = Stations::default();
        let num = |key: &str, v: &Spanned| match &v.value {
            Value::Int(t) => t.parse().map(Num::Int).map_err(|_| bad(format!("`{key}`: {t} is too large"), Some(v))),
            Value::Float(x) if x.is_finite() => Ok(Num::Float(*x)),
            _ => Err(bad(format!("`{key}` holds {}, not a finite number", v.value.in_words()), Some(v))),
        };
        for (key, v) in items {
            let list = |n: usize| -> Result<Vec<Num>, Vec<Diagnostic>> {
                let Value::Array(xs) = &v.value else { return Err(bad(format!("`{key}` is not a list"), Some(v))) };
                if n > 0 && xs.len() != n {
                    return Err(bad(format!("`{key}` has {} values, not {n}", xs.len()), Some(v)));
                }
                xs.iter().map(|x| num(key, x)).collect()
            };
            match key.as_str() {
                "stations" => {
                    let Value::Array(xs) = &v.value else { return Err(bad("`stations` is not a list".into(), Some(v))) };
                    s.stations = xs.iter().filter_map(|x| x.value.as_str().map(String::from)).collect();
                    if s.stations.len() != STATIONS || xs.len() != STATIONS {
                        return Err(bad(format!("`stations` must be {STATIONS} names"), Some(v)));
                    }
                }
                "p_max" => s.p_max = list(STATIONS)?,
                "k" => s.k = list(STATIONS)?,
                "z_tail" => s.z_tail = list(STATIONS)?,
                "q_lateral" => s.q_lateral = list(STATIONS)?,
                "z_init" => s.z_init = list(RESERVOIRS)?,
                "z_normal" => s.z_normal = list(RESERVOIRS)?,
                "z_dead" => s.z_dead = list(RESERVOIRS)?,
                "z_max" => s.z_max = list(RESERVOIRS)?,
                "v_total" => s.v_total = list(RESERVOIRS)?,
                "h_net_runoff" => s.h_net_runoff = list(STATIONS - RESERVOIRS)?,
                "q_inflow" => {
                    s.q_inflow = list(0)?;
                    if s.q_inflow.len() < 2 {
                        return Err(bad("`q_inflow` needs at least two days".into(), Some(v)));
                    }
                }
                "eco_min" => s.eco_min = num(key, v)?,
                "ramp_ratio" => s.ramp_ratio = num(key, v)?,
                "eval_tol" => s.eval_tol = num(key, v)?,
                _ => return Err(bad(format!("unknown key `{key}`"), Some(v))),
            }
        }
        Ok(s)
    }
}
