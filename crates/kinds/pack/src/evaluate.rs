//! The evaluator's checks in its order over `placements` (a non-empty list): SKU ids
//! and counts, the total weight, each box's corner, bounds, height and footprint, then
//! every pair for overlap. Python's semantics throughout: `float()` of each field as
//! Python reads JSON values, NaN comparing false, `min`/`max` keeping the first of
//! equals, 3.12's compensated `sum`, f-strings' `repr` and `:.4f`; what Python raises
//! (a list as an id, an int past a double, a blank cell of the data) ends grading.

use crate::diagnostic::{codes, Category, Collector, Diagnostic, Location, CAP};
use crate::pyjson::{py_float_repr, Spanned, Value};
use crate::server::PySum;

use super::data::Specs;

/// The evaluator's tolerance.
pub const EPS: f64 = 1e-6;

/// The six fields, in the order the evaluator reads them.
pub const FIELDS: [&str; 6] = ["x", "y", "z", "l", "w", "h"];

/// Python raised: `str(e)` and our located diagnostic.
#[derive(Debug, Clone, PartialEq)]
pub struct Raised(pub String, pub Diagnostic);

/// What the checks found.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    /// The evaluator's list of violations (it reports the first eight).
    pub messages: Vec<String>,
    /// One diagnostic per broken rule (every overlapping pair), at most [`CAP`] listed a
    /// code, the rest counted.
    pub diagnostics: Collector,
    /// Broken rules, every overlapping pair counted.
    pub n_violations: usize,
    pub overlaps: usize,
    /// Placements per SKU of the case, in its order.
    pub counts: Vec<usize>,
    /// `sum(weight)` of the placements of known SKUs (`None`: the int 0 of no such one).
    pub total_weight: Option<f64>,
    /// `sum(l * w * h)` of the placements of known SKUs (when every one parses).
    pub used_volume: f64,
}

/// A placement's six numbers, or why `float()` stops on one of them.
#[derive(Debug, Clone, PartialEq)]
pub enum Geometry {
    Ok([f64; 6]),
    /// KeyError, TypeError or ValueError on field `usize`: caught, the box skipped.
    Skip(usize, String),
    /// OverflowError on field `usize`: not caught.
    Overflow(usize),
}

/// `float(p[f])` for each field in order.
pub fn geometry(p: &Value) -> Geometry {
    let mut g = [0.0; 6];
    for (k, f) in FIELDS.iter().enumerate() {
        match p.get(f) {
            None => return Geometry::Skip(k, "it is missing".into()),
            Some(v) => match v.value.py_float() {
                Ok(x) => g[k] = x,
                Err(crate::pyjson::FloatError::Invalid(m)) => return Geometry::Skip(k, m),
                Err(crate::pyjson::FloatError::Overflow) => return Geometry::Overflow(k),
            },
        }
    }
    Geometry::Ok(g)
}

/// Python's `min(a, b)` and `max(a, b)`: the first unless the second compares past it.
fn py_min(a: f64, b: f64) -> f64 {
    if b < a {
        b
    } else {
        a
    }
}
fn py_max(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}

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

/// `str(x)` of an optional data value as the evaluator's f-strings print it.
pub fn opt(x: Option<f64>) -> String {
    x.map_or_else(|| "None".into(), py_float_repr)
}

/// TypeError of `a op b` with b (or a) `None`.
fn none_operand(op: char, left: &str, right: &str) -> String {
    format!("unsupported operand type(s) for {op}: '{left}' and '{right}'")
}

fn at(file: &str, i: usize) -> Location {
    Location::file(file).field("placements").index("placement", i)
}

fn raised(file: &str, i: usize, field: Option<&str>, what: String, error: String) -> Raised {
    let mut loc = at(file, i);
    if let Some(f) = field {
        loc = loc.field(f);
    }
    let d = Diagnostic::new(codes::PACK_RAISES, Category::Exception, format!("{what} makes the server raise \"{error}\"")).at(loc);
    Raised(error, d)
}

fn data_raised(file: &str, i: usize, what: &str, error: String) -> Raised {
    raised(file, i, None, format!("placement {i} with the case's blank {what}"), error)
}

/// Run the checks over `placements` (each `Spanned` a JSON value).
pub fn check(placements: &[Spanned], specs: &Specs, file: &str) -> Result<Checked, Raised> {
    let mut messages = Vec::new();
    let mut diagnostics = Collector::new();
    let mut n_violations = 0;
    let mut counts = vec![0usize; specs.skus.len()];
    // The SKU index of each placement (`None`: unknown).
    let mut known: Vec<Option<usize>> = Vec::with_capacity(placements.len());
    for (i, p) in placements.iter().enumerate() {
        if !matches!(p.value, Value::Object(_)) {
            let e = format!("'{}' object has no attribute 'get'", p.value.py_type());
            return Err(raised(file, i, None, format!("placement {i}, {},", p.value.in_words()), e));
        }
        let sid = p.value.get("sku_id").map_or(&Value::Null, |s| &s.value);
        if matches!(sid, Value::Array(_) | Value::Object(_)) {
            let e = format!("unhashable type: '{}'", sid.py_type());
            return Err(raised(file, i, Some("sku_id"), format!("placement {i}'s `sku_id`, {},", sid.in_words()), e));
        }
        let k = sid.as_str().and_then(|s| specs.skus.iter().position(|x| x.id == s));
        known.push(k);
        match k {
            Some(k) => counts[k] += 1,
            None => {
                messages.push(format!("unknown sku_id={}", sid.py_str()));
                let shown = sid.shown();
                diagnostics.push(
                    Diagnostic::new(
                        codes::PACK_UNKNOWN_SKU,
                        Category::Value,
                        format!("placement {i}'s `sku_id` is {shown}, not a SKU of the case"),
                    )
                    .at(at(file, i).field("sku_id")),
                );
                n_violations += 1;
            }
        }
    }
    // C1 / C2: every SKU with a quantity, in the case's order.
    for (s, &n) in specs.skus.iter().zip(&counts) {
        if let Some(req) = s.required {
            if n as f64 != req {
                // int(qty) exactly (the wasm links no std float formatting).
                let req = crate::float::fixed(req, 0);
                messages.push(format!("required count: {}={n} != {req}", s.id));
                diagnostics.push(
                    Diagnostic::new(
                        codes::PACK_COUNT,
                        Category::Value,
                        format!("{} is placed {n} times where the case requires exactly {req}", s.id),
                    )
                    .at(Location::file(file).field("placements").name("sku", s.id.clone())),
                );
                n_violations += 1;
            }
        }
    }
    // C3: the weight, as 3.12's sum() adds it (from the int 0).
    let mut sum = PySum::default();
    let mut any = false;
    for (i, k) in known.iter().enumerate() {
        if let Some(k) = k {
            match specs.skus[*k].weight {
                Some(w) => sum.add(w),
                None => {
                    let e = none_operand('+', if any { "float" } else { "int" }, "NoneType");
                    return Err(data_raised(file, i, &format!("weight of {}", specs.skus[*k].id), e));
                }
            }
            any = true;
        }
    }
    let total_weight = any.then(|| sum.value());
    let Some(limit) = specs.container.max_weight else {
        let e = none_operand('+', "NoneType", "float");
        return Err(raised(file, 0, None, "the case's blank load limit".into(), e));
    };
    let tw = total_weight.unwrap_or(0.0);
    if tw > limit + EPS {
        messages.push(format!("C3: total_weight={} > {}", py_fixed(tw, 1), py_float_repr(limit)));
        diagnostics.push(
            Diagnostic::new(
                codes::PACK_OVERWEIGHT,
                Category::Value,
                format!("the load weighs {} kg, over the container's limit of {} kg", py_fixed(tw, 1), py_float_repr(limit)),
            )
            .at(Location::file(file).field("placements")),
        );
        n_violations += 1;
    }
    // C4 / C6 / C7, box by box.
    let geo: Vec<Geometry> = placements.iter().map(|p| geometry(&p.value)).collect();
    let c = &specs.container;
    let mut used = PySum::default();
    for (i, k) in known.iter().enumerate() {
        let Some(k) = *k else { continue };
        let s = &specs.skus[k];
        let sid = &s.id;
        let [x, y, z, l, w, h] = match &geo[i] {
            Geometry::Ok(g) => *g,
            Geometry::Skip(f, why) => {
                messages.push(format!("item[{i}] {sid} missing/invalid geometry fields"));
                let field = FIELDS[*f];
                diagnostics.push(
                    Diagnostic::new(
                        codes::PACK_GEOMETRY,
                        Category::Value,
                        format!("placement {i} ({sid}) has no number float() reads in `{field}`: {why}"),
                    )
                    .at(at(file, i).field(field)),
                );
                n_violations += 1;
                continue;
            }
            Geometry::Overflow(f) => {
                let field = FIELDS[*f];
                return Err(raised(file, i, Some(field), format!("placement {i}'s `{field}`, an int past a double,"), overflow()));
            }
        };
        used.add(l * w * h);
        if x < -EPS || y < -EPS || z < -EPS {
            let (xs, ys, zs) = (py_float_repr(x), py_float_repr(y), py_float_repr(z));
            messages.push(format!("C4: item[{i}] {sid} negative coord ({xs},{ys},{zs})"));
            diagnostics.push(
                Diagnostic::new(
                    codes::PACK_NEGATIVE,
                    Category::Value,
                    format!("placement {i} ({sid}) has its corner at ({xs}, {ys}, {zs}), below zero"),
                )
                .at(at(file, i).name("sku", sid.clone())),
            );
            n_violations += 1;
        }
        for (axis, start, size, bound, name) in
            [("x+l", x, l, c.length, "length"), ("y+w", y, w, c.width, "width"), ("z+h", z, h, c.height, "height")]
        {
            let Some(bound) = bound else {
                return Err(raised(
                    file,
                    i,
                    None,
                    format!("placement {i} with the case's blank container {name}"),
                    none_operand('+', "NoneType", "float"),
                ));
            };
            let end = start + size;
            if end > bound + EPS {
                let (e4, b) = (py_fixed(end, 4), py_float_repr(bound));
                messages.push(format!("C4: item[{i}] {sid} {axis}={e4} > {b}"));
                let spaced = axis.replace('+', " + ");
                diagnostics.push(
                    Diagnostic::new(
                        codes::PACK_OUT_OF_BOUNDS,
                        Category::Value,
                        format!("placement {i} ({sid}) reaches {spaced} = {e4} m, past the container's {b} m"),
                    )
                    .at(at(file, i).name("sku", sid.clone()).field(&axis[2..])),
                );
                n_violations += 1;
            }
        }
        let Some(height) = s.height else {
            return Err(data_raised(file, i, &format!("height of {sid}"), none_operand('-', "float", "NoneType")));
        };
        if (h - height).abs() > EPS {
            let (hs, hh) = (py_float_repr(h), py_float_repr(height));
            messages.push(format!("C6: item[{i}] {sid} h={hs} != {hh} (upright)"));
            diagnostics.push(
                Diagnostic::new(
                    codes::PACK_NOT_UPRIGHT,
                    Category::Value,
                    format!("placement {i} ({sid}) is {hs} m high where the SKU stands {hh} m"),
                )
                .at(at(file, i).name("sku", sid.clone()).field("h")),
            );
            n_violations += 1;
        }
        let (Some(len), Some(wid)) = (s.length, s.width) else {
            return Err(data_raised(file, i, &format!("length or width of {sid}"), none_operand('-', "float", "NoneType")));
        };
        let ok = ((l - len).abs() < EPS && (w - wid).abs() < EPS) || ((l - wid).abs() < EPS && (w - len).abs() < EPS);
        if !ok {
            let (ls, ws, lens, wids) = (py_float_repr(l), py_float_repr(w), py_float_repr(len), py_float_repr(wid));
            messages.push(format!("C7: item[{i}] {sid} (l={ls},w={ws}) not a rotation of ({lens},{wids})"));
            diagnostics.push(
                Diagnostic::new(
                    codes::PACK_NOT_A_ROTATION,
                    Category::Value,
                    format!("placement {i} ({sid}) covers {ls} × {ws} m, not {lens} × {wids} or its quarter turn"),
                )
                .at(at(file, i).name("sku", sid.clone()).field("l")),
            );
            n_violations += 1;
        }
    }
    // C5: every pair, unknown SKUs too; a box float() cannot read is skipped.
    if let Some(i) = geo.iter().position(|g| matches!(g, Geometry::Overflow(_))) {
        let Geometry::Overflow(f) = geo[i] else { unreachable!() };
        let field = FIELDS[f];
        return Err(raised(file, i, Some(field), format!("placement {i}'s `{field}`, an int past a double,"), overflow()));
    }
    let boxes: Vec<Option<[f64; 6]>> = geo
        .iter()
        .map(|g| match g {
            Geometry::Ok([x, y, z, l, w, h]) => Some([*x, *y, *z, x + l, y + w, z + h]),
            _ => None,
        })
        .collect();
    let sku_str = |p: &Spanned| p.value.get("sku_id").map_or_else(|| "None".to_string(), |s| s.value.py_str());
    let mut overlaps = 0;
    for i in 0..boxes.len() {
        let Some(a) = boxes[i] else { continue };
        for (j, b) in boxes.iter().enumerate().skip(i + 1) {
            let Some(b) = b else { continue };
            let ox = py_min(a[3], b[3]) - py_max(a[0], b[0]);
            let oy = py_min(a[4], b[4]) - py_max(a[1], b[1]);
            let oz = py_min(a[5], b[5]) - py_max(a[2], b[2]);
            if ox > EPS && oy > EPS && oz > EPS {
                overlaps += 1;
                let (si, sj) = (sku_str(&placements[i]), sku_str(&placements[j]));
                let (dx, dy, dz) = (py_fixed(ox, 4), py_fixed(oy, 4), py_fixed(oz, 4));
                if overlaps <= 3 {
                    messages.push(format!("C5: item[{i}]({si}) overlaps item[{j}]({sj}) by ({dx},{dy},{dz})"));
                }
                // n boxes in one spot are n(n-1)/2 pairs: past the listed ones, counted only.
                if overlaps > CAP {
                    continue;
                }
                diagnostics.push(
                    Diagnostic::new(
                        codes::PACK_OVERLAP,
                        Category::Value,
                        format!("placement {i} ({si}) overlaps placement {j} ({sj}) by {dx} × {dy} × {dz} m"),
                    )
                    .at(at(file, i).index("other", j)),
                );
            }
        }
    }
    if overlaps > 3 {
        messages.push(format!("C5: ... and {} more overlaps (total={overlaps})", overlaps - 3));
    }
    diagnostics.count_unlisted(codes::PACK_OVERLAP, overlaps.saturating_sub(CAP));
    n_violations += overlaps;
    Ok(Checked { messages, diagnostics, n_violations, overlaps, counts, total_weight, used_volume: used.value() })
}

fn overflow() -> String {
    "int too large to convert to float".into()
}
