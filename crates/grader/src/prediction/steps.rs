//! The check steps of the pandas engine (`parameters.checks`), each as pandas and
//! numpy compute it (see `cases-public/PREDICTION.md`, "Check steps"). A step either
//! transforms frames, or checks the predictions and rejects with its `category`; what
//! the server's stack raises on is [`Stop::Raise`].

use serde_json::Value;

use super::convert::{astype_float, astype_int, astype_str, to_numeric};
use super::frame::{Column, Frame, Kind, Val};
use super::keys::{keys, Nan, Part};
use super::{arr, num, text, Stop};
use crate::diagnostic::{codes, Category, Diagnostic, Location};

/// The frames a grading works on.
pub(crate) struct State<'a> {
    pub pred: Frame,
    pub truth: Frame,
    pub params: &'a Value,
    pub file: &'a str,
    /// The Python stack graded under (time parsing is pandas 2.3.2's only).
    pub server: crate::server::Server,
}

/// Which frames a transforming step applies to.
fn frames(step: &Value) -> &'static [bool; 2] {
    match text(step, "frame").unwrap_or("pred") {
        "truth" => &[false, true],
        "both" | "all" => &[true, true],
        _ => &[true, false],
    }
}

fn column<'f>(f: &'f Frame, name: &str, file: &str) -> Result<&'f Column, Stop> {
    f.get(name).ok_or_else(|| {
        Stop::Raise(
            Diagnostic::new(
                codes::PREDICTION_EXCEPTION,
                Category::Exception,
                format!("{file} has no column `{name}`: pandas raises KeyError"),
            )
            .at(Location::file(file).field(name)),
        )
    })
}

/// A failed check of `category`: one problem.
fn reject(step: &Value, code: &str, message: String, file: &str, field: &str) -> Stop {
    let category = text(step, "category").unwrap_or("fatal").to_string();
    let d = Diagnostic::new(code, Category::Fatal, message).at(Location::file(file).field(field));
    Stop::Reject { category, problems: vec![d] }
}

/// Run one step.
pub(crate) fn run(step: &Value, s: &mut State) -> Result<(), Stop> {
    let kind = text(step, "step").unwrap_or("");
    let file = s.file;
    let cols = arr(step, "columns");
    match kind {
        "to_numeric" => {
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                let f = if i == 0 { &mut s.pred } else { &mut s.truth };
                for c in &cols {
                    let mut v = to_numeric(column(f, c, file)?);
                    if step.get("inf_to_nan").and_then(Value::as_bool) == Some(true) && v.kind == Kind::Float {
                        for x in &mut v.values {
                            if let Val::Float(f) = x {
                                if f.is_infinite() {
                                    *f = f64::NAN;
                                }
                            }
                        }
                    }
                    let into = text(step, "into").unwrap_or(c);
                    f.set(into, v);
                }
            }
        }
        "drop_null_rows" => {
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                let f = if i == 0 { &mut s.pred } else { &mut s.truth };
                let mut keep = vec![true; f.rows];
                for c in &cols {
                    for (k, v) in keep.iter_mut().zip(&column(f, c, file)?.values) {
                        *k &= !v.is_null();
                    }
                }
                f.filter(&keep);
            }
        }
        "clip" => {
            let c = text(step, "column").unwrap_or("");
            let (lo, hi) = (num(step, "lo").unwrap_or(f64::NEG_INFINITY), num(step, "hi").unwrap_or(f64::INFINITY));
            let xs = astype_float(column(&s.pred, c, file)?, file)?;
            // np.clip: NaN stays NaN.
            let clipped = xs
                .into_iter()
                .map(|x| {
                    if x < lo {
                        lo
                    } else if x > hi {
                        hi
                    } else {
                        x
                    }
                })
                .collect();
            s.pred.set(c, Column::floats(clipped));
        }
        "require_not_null" => {
            for c in &cols {
                if let Some(r) = column(&s.pred, c, file)?.values.iter().position(Val::is_null) {
                    return Err(reject(
                        step,
                        codes::PREDICTION_MISSING_VALUE,
                        format!("`{c}` is empty or NaN on data row {}", r + 1),
                        file,
                        c,
                    ));
                }
            }
        }
        "require_finite" => {
            let ignore_nan = step.get("ignore_nan").and_then(Value::as_bool) == Some(true);
            for c in &cols {
                let xs = astype_float(column(&s.pred, c, file)?, file)?;
                if let Some(r) = xs.iter().position(|x| !(x.is_finite() || ignore_nan && x.is_nan())) {
                    let what = crate::pyjson::py_float_repr(xs[r]);
                    return Err(reject(step, codes::PREDICTION_NOT_FINITE, format!("`{c}` is {what} on data row {}", r + 1), file, c));
                }
            }
        }
        "require_in_set" => {
            let c = text(step, "column").unwrap_or("");
            let allowed = arr(step, "values");
            let col = column(&s.pred, c, file)?;
            if let Some(r) = col.values.iter().position(|v| !matches!(v, Val::Str(x) if allowed.contains(&x.as_str()))) {
                let list = allowed.join(", ");
                return Err(reject(
                    step,
                    codes::PREDICTION_NOT_ALLOWED,
                    format!("`{c}` on data row {} is not one of {list}", r + 1),
                    file,
                    c,
                ));
            }
        }
        "require_each" => {
            let rules = step.get("reject_if").and_then(Value::as_array).cloned().unwrap_or_default();
            for c in &cols {
                let xs = astype_float(column(&s.pred, c, file)?, file)?;
                for rule in &rules {
                    let op = text(rule, "op").unwrap_or("");
                    let bound = num(rule, "value").unwrap_or(0.0);
                    let hit = |x: f64| match op {
                        "<" => x < bound,
                        "<=" => x <= bound,
                        ">" => x > bound,
                        _ => x >= bound,
                    };
                    if let Some(r) = xs.iter().position(|&x| hit(x)) {
                        let (v, b) = (crate::pyjson::py_float_repr(xs[r]), crate::pyjson::py_float_repr(bound));
                        return Err(reject(
                            step,
                            codes::PREDICTION_OUT_OF_RANGE,
                            format!("`{c}` is {v} on data row {}: values {op} {b} are not allowed", r + 1),
                            file,
                            c,
                        ));
                    }
                }
            }
        }
        "require_within" => {
            let c = text(step, "column").unwrap_or("");
            let tol = num(step, "tol").unwrap_or(0.0);
            let lo = num(step, "lo").unwrap_or(f64::NEG_INFINITY) - tol;
            let hi = num(step, "hi").unwrap_or(f64::INFINITY) + tol;
            let xs = astype_float(column(&s.pred, c, file)?, file)?;
            if let Some(r) = xs.iter().position(|&x| x < lo || x > hi) {
                let v = crate::pyjson::py_float_repr(xs[r]);
                let (l, h) = (crate::pyjson::py_float_repr(lo), crate::pyjson::py_float_repr(hi));
                return Err(reject(
                    step,
                    codes::PREDICTION_OUT_OF_RANGE,
                    format!("`{c}` is {v} on data row {}, outside [{l}, {h}]", r + 1),
                    file,
                    c,
                ));
            }
        }
        "cast_int" => {
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                let f = if i == 0 { &mut s.pred } else { &mut s.truth };
                let which = if i == 0 { file } else { "the truth" };
                for c in &cols {
                    let v = astype_int(column(f, c, which)?, c, which)?;
                    f.set(c, v);
                }
            }
        }
        "to_str" => {
            let strip = step.get("strip").and_then(Value::as_bool) == Some(true);
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                let f = if i == 0 { &mut s.pred } else { &mut s.truth };
                for c in &cols {
                    let v = astype_str(column(f, c, file)?, strip);
                    f.set(c, v);
                }
            }
        }
        "parse_time" => super::parse_time::run(step, s, frames(step))?,
        "require_unique" => {
            let cs = cols.iter().map(|c| column(&s.pred, c, file)).collect::<Result<Vec<_>, _>>()?;
            let mut seen = super::keys::KeySet::default();
            for (r, k) in keys(&cs, Nan::Equal).into_iter().enumerate() {
                if !seen.insert(k) {
                    let names = cols.join(", ");
                    return Err(reject(
                        step,
                        codes::PREDICTION_DUPLICATE_KEY,
                        format!("data row {} repeats a key ({names})", r + 1),
                        file,
                        &names,
                    ));
                }
            }
        }
        "require_covers_truth" | "require_no_extra" => {
            let cast = text(step, "cast");
            let key_set = |f: &Frame, which: &str| -> Result<Vec<Vec<Part>>, Stop> {
                let mut out = Vec::new();
                for c in &cols {
                    let col = column(f, c, which)?;
                    out.push(match cast {
                        Some("int") => astype_int(col, c, which)?,
                        Some("str") => astype_str(col, false),
                        _ => col.clone(),
                    });
                }
                let refs: Vec<&Column> = out.iter().collect();
                Ok(keys(&refs, Nan::Unique))
            };
            let need = key_set(&s.truth, "the truth")?;
            let have = key_set(&s.pred, file)?;
            let lone = |k: &Vec<Part>| k.iter().any(|p| matches!(p, Part::LoneNan(_)));
            let (from, to) = if kind == "require_covers_truth" { (&need, &have) } else { (&have, &need) };
            let set: super::keys::KeySet<&Vec<Part>> = to.iter().filter(|k| !lone(k)).collect();
            if let Some(r) = from.iter().position(|k| lone(k) || !set.contains(k)) {
                let names = cols.join(", ");
                let (code, message) = if kind == "require_covers_truth" {
                    (codes::PREDICTION_MISSING_KEY, format!("the key ({names}) of truth row {} has no prediction", r + 1))
                } else {
                    (codes::PREDICTION_EXTRA_KEY, format!("data row {} has a key ({names}) the truth does not list", r + 1))
                };
                return Err(reject(step, code, message, file, &names));
            }
        }
        "require_join_complete" => {
            let joined = super::join::join(s)?;
            if let Some(r) = joined.pred.first().and_then(|p| p.iter().position(|x| x.is_nan())) {
                let names = arr(&s.params["join"], "keys").join(", ");
                return Err(reject(
                    step,
                    codes::PREDICTION_MISSING_KEY,
                    format!("truth row {} ({names}) has no prediction", r + 1),
                    file,
                    &names,
                ));
            }
        }
        "first_of" => {
            for inner in step.get("steps").and_then(Value::as_array).into_iter().flatten() {
                run(&with_category(inner, step), s)?;
            }
        }
        "all_of" => {
            let mut problems = Vec::new();
            for inner in step.get("steps").and_then(Value::as_array).into_iter().flatten() {
                match run(&with_category(inner, step), s) {
                    Ok(()) => {}
                    Err(Stop::Reject { problems: p, .. }) => problems.extend(p),
                    Err(raise) => return Err(raise),
                }
            }
            if !problems.is_empty() {
                let limit = step.get("limit").and_then(Value::as_u64).map_or(problems.len(), |l| l as usize);
                problems.truncate(limit);
                let category = text(step, "category").unwrap_or("fatal").to_string();
                return Err(Stop::Reject { category, problems });
            }
        }
        other => {
            // Load refuses unknown steps; never silently pass one.
            return Err(Stop::Raise(Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, format!("unknown step `{other}`"))));
        }
    }
    Ok(())
}

/// An inner step of a group, with the group's category.
fn with_category(inner: &Value, group: &Value) -> Value {
    let mut v = inner.clone();
    if let (Some(o), Some(c)) = (v.as_object_mut(), group.get("category")) {
        o.insert("category".into(), c.clone());
    }
    v
}
