//! The evaluator's row-by-row simulation (`check_and_score`), in its order and with its
//! arithmetic: the coil id, the declared width against the stock's (±10 mm), the cut
//! weight (≥ 100 kg less 10), the live slots (width and length both above 0, 1 to 5 of
//! them), each width ordered, Σ widths within the coil's width, each strip's weight
//! `cut × width / coil width`, the stock drawn down (10 kg overdraw at most); then each
//! ordered width's demand met within 10 kg. Every violation is kept with its message;
//! the server lists the first eight.

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::py_float_repr;
use crate::server::PySum;

use super::data::Stock;
use super::frame::{Frame, Val};

const WIDTH_TOL: f64 = 10.0;
const WEIGHT_TOL: f64 = 10.0;
const CUT_TOL: f64 = 10.0;
const LENGTH_TOL: f64 = 10.0;
const TOL_EPS: f64 = 1e-6;
const MIN_CUT: f64 = 100.0;
pub(crate) const DENSITY: f64 = 7.65;

/// Python's `f"{x:.{n}f}"`.
pub fn py_fixed(x: f64, n: usize) -> String {
    if x.is_nan() {
        "nan".into()
    } else if x.is_infinite() {
        if x > 0.0 { "inf" } else { "-inf" }.into()
    } else {
        crate::float::fixed(x, n)
    }
}

/// One strip of a cut (a live slot).
#[derive(Debug, Clone, PartialEq)]
pub struct Strip {
    pub slot: usize,
    pub width: f64,
    pub ordered: bool,
}

/// One cut the simulation got past its coil and weight checks, for the figure.
#[derive(Debug, Clone, PartialEq)]
pub struct Cut {
    pub label: String,
    pub mother: String,
    /// The coil's width as the evaluator uses it (the stock's).
    pub width: f64,
    pub weight: f64,
    pub strips: Vec<Strip>,
}

/// What the simulation found.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Checked {
    pub violations: Vec<(String, Diagnostic)>,
    pub warnings: Vec<(String, Diagnostic)>,
    pub total_cut: f64,
    pub total_sub: f64,
    pub satisfied: usize,
    pub shortage: f64,
    pub cuts: Vec<Cut>,
    /// Per ordered width (ascending): the width, its order, what the plan makes.
    pub widths: Vec<(f64, f64, f64)>,
}

/// The evaluator raises: `type: str(e)`, and why in our words.
#[derive(Debug, Clone, PartialEq)]
pub struct Crash {
    pub error: String,
    pub why: String,
    pub line: Option<usize>,
}

/// `row.get(name)`: no such column, one value, or several (a Series).
enum Cell<'a> {
    Missing,
    One(&'a Val),
    Many,
}

fn cell<'a>(f: &'a Frame, name: &str, r: usize) -> Cell<'a> {
    match f.named(name).as_slice() {
        [] => Cell::Missing,
        [i] => Cell::One(&f.columns[*i].values[r]),
        _ => Cell::Many,
    }
}

/// `_safe_float(row.get(name))` (a Series makes its `pd.isna` test raise ValueError,
/// which it catches: None).
fn safe_float(f: &Frame, name: &str, r: usize) -> Option<f64> {
    match cell(f, name, r) {
        Cell::One(v) => v.safe_float(),
        Cell::Missing | Cell::Many => None,
    }
}

fn fmt_opt(x: Option<f64>) -> String {
    x.map_or_else(|| "None".to_string(), py_float_repr)
}

pub fn check(stock: &Stock, f: &Frame, file: &str) -> Result<Checked, Crash> {
    let mut remaining: Vec<f64> = stock.coils.iter().map(|c| c.1).collect();
    let mut demand: Vec<f64> = stock.demand.iter().map(|d| d.1).collect();
    let mut made = vec![0.0; stock.demand.len()];
    let mut out = Checked::default();
    let (mut total_cut, mut total_sub) = (0.0f64, 0.0f64);
    let upcast = f.rows_upcast();
    // The evaluator's dicts: coils by id, orders by width (every width is above 0, so
    // its bits are its key: no -0.0, no NaN).
    let coil_at: std::collections::HashMap<&str, usize> = stock.coils.iter().enumerate().map(|(k, c)| (c.0.as_str(), k)).collect();
    let width_at: std::collections::HashMap<u64, usize> = stock.demand.iter().enumerate().map(|(j, d)| (d.0.to_bits(), j)).collect();
    let ordered = |w: f64| width_at.get(&w.to_bits()).copied();
    for r in 0..f.rows {
        let label = f.label(r);
        let line = f.lines[r];
        let at = || Location::file(file).line(line).name("cut", label.clone());
        let mut violate = |server: String, code, english: String, loc: Location| {
            out.violations.push((server, Diagnostic::new(code, Category::Value, english).at(loc)));
        };
        let mid =
            match cell(f, "mother_id", r) {
                Cell::Missing => String::new(),
                Cell::One(v) if v.is_null() => String::new(),
                Cell::One(v) => crate::pyjson::py_strip(&v.py_str(upcast)).to_string(),
                Cell::Many => return Err(Crash {
                    error: "ValueError: The truth value of a Series is ambiguous. Use a.empty, a.bool(), a.item(), a.any() or a.all()."
                        .into(),
                    why: "two columns are named mother_id once their names are stripped, so `pd.notna(row.get(\"mother_id\"))` is a Series"
                        .into(),
                    line: Some(line),
                }),
            };
        if mid.is_empty() {
            violate(
                format!("第{label}行: mother_id 缺失"),
                codes::SLITTING_NO_COIL_ID,
                format!("cut {label} names no mother coil"),
                at().field("mother_id"),
            );
            continue;
        }
        let Some(&k) = coil_at.get(mid.as_str()) else {
            violate(
                format!("第{label}行: mother_id={mid} 不在库存中"),
                codes::SLITTING_UNKNOWN_COIL,
                format!("cut {label} names mother coil {mid}, which is not in stock"),
                at().field("mother_id").name("mother", mid.clone()),
            );
            continue;
        };
        let at = || at().name("mother", mid.clone());
        let declared = safe_float(f, "mother_width", r);
        let expected = stock.coils[k].2;
        if let (Some(a), Some(e)) = (declared, expected) {
            if (a - e).abs() > WIDTH_TOL + TOL_EPS {
                let (a, e) = (py_float_repr(a), py_float_repr(e));
                violate(
                    format!("第{label}行: mother_width={a} 与原始 {e} 不一致"),
                    codes::SLITTING_WIDTH_MISMATCH,
                    format!("cut {label} gives mother coil {mid} the width {a} mm where it is {e} mm (more than 10 mm apart)"),
                    at().field("mother_width"),
                );
            }
        }
        // The stock's width is the one used from here on; the declared one only when
        // the stock has none.
        let width = expected.or(declared);
        let cut_w = safe_float(f, "mother_cut_weight", r);
        let cut_w = match cut_w {
            Some(c) if c.is_nan() || c > 0.0 => c,
            other => {
                let v = fmt_opt(other);
                violate(
                    format!("第{label}行: mother_cut_weight 缺失或非正 ({v})"),
                    codes::SLITTING_NO_WEIGHT,
                    format!("cut {label} has no cut weight above 0 ({v})"),
                    at().field("mother_cut_weight"),
                );
                continue;
            }
        };
        if cut_w + CUT_TOL + TOL_EPS < MIN_CUT {
            let w = py_fixed(cut_w, 2);
            violate(
                format!("第{label}行: mother_cut_weight={w} < 100.0"),
                codes::SLITTING_LIGHT_CUT,
                format!("cut {label} takes {w} kg, under the 100 kg minimum (less 10 kg tolerance)"),
                at().field("mother_cut_weight"),
            );
        }
        let mut strips: Vec<(usize, f64, f64)> = Vec::new();
        for i in 1..=5 {
            let sw = safe_float(f, &format!("sub{i}_width"), r);
            let sl = safe_float(f, &format!("sub{i}_long"), r);
            if let (Some(sw), Some(sl)) = (sw, sl) {
                if sw > 0.0 && sl > 0.0 {
                    strips.push((i, sw, sl));
                }
            }
        }
        if strips.is_empty() {
            violate(
                format!("第{label}行: 本刀有效子板数=0，应在 1~5"),
                codes::SLITTING_NO_STRIPS,
                format!("cut {label} has no strip: no slot has both a width and a length above 0"),
                at(),
            );
            continue;
        }
        for &(i, sw, _) in &strips {
            if ordered(sw).is_none() {
                let w = py_float_repr(sw);
                violate(
                    format!("第{label}行: sub{i}_width={w} 不在需求宽度集中"),
                    codes::SLITTING_UNKNOWN_WIDTH,
                    format!("cut {label}'s slot {i} is {w} mm wide, a width no order asks for"),
                    at().field(format!("sub{i}_width")).name("width", w.clone()),
                );
            }
        }
        let mut sum = PySum::default();
        strips.iter().for_each(|s| sum.add(s.1));
        let sum = sum.value();
        if let Some(w) = width {
            if sum > w + 1e-6 {
                let (s, w) = (py_float_repr(sum), py_float_repr(w));
                violate(
                    format!("第{label}行: Σsub_width={s} > mother_width={w}"),
                    codes::SLITTING_TOO_WIDE,
                    format!("cut {label}'s strips add up to {s} mm, wider than mother coil {mid} ({w} mm)"),
                    at(),
                );
            }
        }
        let cut_long = width.filter(|&w| w > 0.0).map(|w| cut_w / (w * DENSITY) * 10000.0);
        let divisor = match width {
            Some(w) if w != 0.0 => w,
            other => {
                let (error, why) = match other {
                    None => (
                        "TypeError: unsupported operand type(s) for /: 'float' and 'NoneType'",
                        format!("mother coil {mid} has no width in the data and cut {label} gives none"),
                    ),
                    Some(_) => ("ZeroDivisionError: float division by zero", format!("mother coil {mid}'s width is 0")),
                };
                return Err(Crash { error: error.into(), why, line: Some(line) });
            }
        };
        let weights: Vec<f64> = strips.iter().map(|s| cut_w * s.1 / divisor).collect();
        if let Some(cl) = cut_long {
            for &(i, _, sl) in &strips {
                if (sl - cl).abs() > LENGTH_TOL {
                    let (g, l) = (py_float_repr(sl), py_fixed(cl, 2));
                    let server =
                        format!("第{label}行: sub{i}_long={g} != mother_cut_long={l} 超出 10.0mm（仅提示，不计违规；长度不参与判分）");
                    let english = format!(
                        "cut {label}'s slot {i} gives the length {g} mm where the cut is {l} mm long (a note: lengths are not scored)"
                    );
                    let d = Diagnostic::new(codes::SLITTING_LENGTH, Category::Warning, english).at(at().field(format!("sub{i}_long")));
                    out.warnings.push((server, d));
                }
            }
        }
        remaining[k] -= cut_w;
        total_cut += cut_w;
        for (s, &wc) in strips.iter().zip(&weights) {
            if let Some(j) = ordered(s.1) {
                demand[j] -= wc;
                made[j] += wc;
            }
            total_sub += wc;
        }
        if remaining[k] < -(WEIGHT_TOL + TOL_EPS) {
            let left = py_fixed(remaining[k], 2);
            violate(
                format!("第{label}行: 母板{mid} 累计消耗超出库存 (剩余 {left}kg < -10.0)"),
                codes::SLITTING_OVERDRAW,
                format!("cut {label} overdraws mother coil {mid}: {left} kg left, below -10 kg"),
                at(),
            );
        }
        out.cuts.push(Cut {
            label: label.clone(),
            mother: mid.clone(),
            width: divisor,
            weight: cut_w,
            strips: strips.iter().map(|s| Strip { slot: s.0, width: s.1, ordered: ordered(s.1).is_some() }).collect(),
        });
    }
    let mut order: Vec<usize> = (0..stock.demand.len()).collect();
    order.sort_by(|&a, &b| stock.demand[a].0.total_cmp(&stock.demand[b].0));
    let mut shortage = 0.0;
    for j in order {
        let (w, ordered) = stock.demand[j];
        out.widths.push((w, ordered, made[j]));
        let rem = demand[j];
        let wr = py_float_repr(w);
        let loc = Location::file(file).name("width", wr.clone());
        if rem.abs() > WEIGHT_TOL + TOL_EPS {
            let r2 = py_fixed(rem, 2);
            if rem > WEIGHT_TOL + TOL_EPS {
                shortage += rem;
                let d = Diagnostic::new(
                    codes::SLITTING_SHORT,
                    Category::Value,
                    format!("width {wr} mm is short: {r2} kg of its order are not made (more than 10 kg)"),
                )
                .at(loc);
                out.violations.push((format!("宽度{wr}mm 欠产: 剩余 {r2}kg > 10.0"), d));
            } else {
                let excess = py_fixed(-rem, 2);
                let d = Diagnostic::new(
                    codes::SLITTING_OVER,
                    Category::Value,
                    format!("width {wr} mm is over-made by {excess} kg (more than 10 kg)"),
                )
                .at(loc);
                out.violations.push((format!("宽度{wr}mm 超产: 剩余 {r2}kg < -10.0"), d));
            }
        } else {
            out.satisfied += 1;
        }
    }
    out.total_cut = total_cut;
    out.total_sub = total_sub;
    out.shortage = shortage;
    Ok(out)
}
