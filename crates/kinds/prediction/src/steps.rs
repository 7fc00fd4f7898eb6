//! The check steps of the pandas engine (`parameters.checks`), each as pandas and
//! numpy compute it (see `cases-public/PREDICTION.md`, "Check steps"). A step either
//! transforms frames, or checks the predictions and rejects with its `category`; what
//! the server's stack raises on is [`Stop::Raise`].

use std::borrow::Cow;

use serde_json::Value;

use super::convert::{astype_float, astype_int, astype_str, to_numeric};
use super::frame::{Column, Frame, Kind, Val, Values};
use super::keys::{keys, same_keys, strictly_increasing, Groups, Nan, Part};
use super::server_output::Template;
use super::{arr, num, text, Stop};
use crate::diagnostic::{codes, Category, Diagnostic, Location};

/// The frames a grading works on (`template`: the case's template of rows to score,
/// `parameters.template`).
/// The truth and the template are the case's, borrowed until a step changes them.
pub(crate) struct State<'a> {
    pub pred: Frame,
    pub truth: Cow<'a, Frame>,
    pub template: Option<Cow<'a, Frame>>,
    pub params: &'a Value,
    pub file: &'a str,
    /// The Python stack graded under (time parsing is pandas 2.3.2's only).
    pub server: crate::server::Server,
}

impl<'a> State<'a> {
    /// The predictions `pred` of `file` beside the case's truth and template (borrowed).
    pub(crate) fn new(case: &'a super::PredictionCase, truth: &'a Frame, pred: Frame, file: &'a str) -> State<'a> {
        State {
            pred,
            truth: Cow::Borrowed(truth),
            template: case.template.as_ref().map(Cow::Borrowed),
            params: &case.params,
            file,
            server: case.server,
        }
    }
}

/// Frame `i` of a step (0: the predictions, 1: the truth), to change.
pub(crate) fn frame_mut<'s>(s: &'s mut State, i: usize) -> &'s mut Frame {
    if i == 0 {
        &mut s.pred
    } else {
        s.truth.to_mut()
    }
}

/// Frame `i` of a step (0: the predictions, 1: the truth).
pub(crate) fn frame<'s>(s: &'s State, i: usize) -> &'s Frame {
    if i == 0 {
        &s.pred
    } else {
        &s.truth
    }
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

/// A failed check of `category`: one problem (`said`: the evaluator's message for it).
fn reject(step: &Value, code: crate::diagnostic::Code, message: String, file: &str, field: &str, said: Option<String>) -> Stop {
    let category = text(step, "category").unwrap_or("fatal").to_string();
    let d = Diagnostic::new(code, Category::Fatal, message).at(Location::file(file).field(field));
    Stop::Reject { said: said.map(|m| vec![m]), category, problems: vec![d] }
}

/// The evaluator's message of a step that failed on `rows` of the predictions (in
/// `column`), when the step has a `message`.
fn said(step: &Value, s: &State, column: &str, rows: impl Fn() -> Vec<usize>) -> Option<String> {
    said_more(step, s, column, rows, &[])
}

/// [`said`] with the step's other values (`{min}`, ...).
fn said_more(step: &Value, s: &State, column: &str, rows: impl Fn() -> Vec<usize>, more: &[(&str, String)]) -> Option<String> {
    let t = Template::of(step, s.params)?;
    let rows = rows();
    Some(t.render(column, rows.len(), &s.pred, &rows, more))
}

/// numpy's `min()` and `max()` of a float column (NaN if any is), as Python's repr.
fn min_max(xs: &[f64]) -> [(&'static str, String); 2] {
    let nan = xs.iter().any(|x| x.is_nan());
    let (lo, hi) = xs.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &x| (l.min(x), h.max(x)));
    let repr = |x: f64| crate::pyjson::py_float_repr(if nan { f64::NAN } else { x });
    [("min", repr(lo)), ("max", repr(hi))]
}

/// Run one step.
pub(crate) fn run(step: &Value, s: &mut State) -> Result<(), Stop> {
    if text(step, "frame") == Some("all") && s.template.is_some() && FRAMED.contains(&text(step, "step").unwrap_or("")) {
        return over_all(step, s);
    }
    let kind = text(step, "step").unwrap_or("");
    let file = s.file;
    let cols = arr(step, "columns");
    match kind {
        "to_numeric" => {
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                for c in &cols {
                    let src = column(frame(s, i), c, file)?;
                    let inf_to_nan = step.get("inf_to_nan").and_then(Value::as_bool) == Some(true);
                    let into = text(step, "into").unwrap_or(c);
                    if src.kind != Kind::Object && !inf_to_nan && into == *c {
                        continue; // numbers already: to_numeric changes nothing
                    }
                    let mut v = to_numeric(src);
                    if inf_to_nan && v.kind == Kind::Float {
                        match &mut v.values {
                            Values::Floats(xs) => xs.iter_mut().filter(|f| f.is_infinite()).for_each(|f| *f = f64::NAN),
                            Values::Vals(xs) => {
                                for x in xs {
                                    if let Val::Float(f) = x {
                                        if f.is_infinite() {
                                            *f = f64::NAN;
                                        }
                                    }
                                }
                            }
                            Values::Ints(_) => {}
                        }
                    }
                    frame_mut(s, i).set(into, v);
                }
            }
        }
        "drop_null_rows" => {
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                let f = frame_mut(s, i);
                let mut keep = vec![true; f.rows];
                for c in &cols {
                    let values = &column(f, c, file)?.values;
                    for (r, k) in keep.iter_mut().enumerate().take(values.len()) {
                        *k &= !values.is_null(r);
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
                let values = &column(&s.pred, c, file)?.values;
                if let Some(r) = (0..values.len()).position(|r| values.is_null(r)) {
                    let said = said(step, s, c, || (0..values.len()).filter(|&r| values.is_null(r)).collect());
                    return Err(reject(
                        step,
                        codes::PREDICTION_MISSING_VALUE,
                        format!("`{c}` is empty or NaN on data row {}", r + 1),
                        file,
                        c,
                        said,
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
                    let rows = || (0..xs.len()).filter(|&r| !(xs[r].is_finite() || ignore_nan && xs[r].is_nan())).collect();
                    let counts = [
                        ("nan", xs.iter().filter(|x| x.is_nan()).count().to_string()),
                        ("inf", xs.iter().filter(|x| x.is_infinite()).count().to_string()),
                    ];
                    let said = said_more(step, s, c, rows, &counts);
                    return Err(reject(
                        step,
                        codes::PREDICTION_NOT_FINITE,
                        format!("`{c}` is {what} on data row {}", r + 1),
                        file,
                        c,
                        said,
                    ));
                }
            }
        }
        "require_in_set" => {
            let c = text(step, "column").unwrap_or("");
            let allowed = arr(step, "values");
            let col = column(&s.pred, c, file)?;
            if let Some(r) = col.values.iter().position(|v| !matches!(&*v, Val::Str(x) if allowed.contains(&x.as_str()))) {
                let list = allowed.join(", ");
                return Err(reject(
                    step,
                    codes::PREDICTION_NOT_ALLOWED,
                    format!("`{c}` on data row {} is not one of {list}", r + 1),
                    file,
                    c,
                    said(step, s, c, || {
                        (0..col.values.len())
                            .filter(|&r| !matches!(col.values.get(r).as_deref(), Some(Val::Str(x)) if allowed.contains(&x.as_str())))
                            .collect()
                    }),
                ));
            }
        }
        "require_each" => {
            let rules = step.get("reject_if").and_then(Value::as_array).cloned().unwrap_or_default();
            let hits = |rule: &Value| {
                let op = text(rule, "op").unwrap_or("").to_string();
                let bound = num(rule, "value").unwrap_or(0.0);
                move |x: f64| match op.as_str() {
                    "<" => x < bound,
                    "<=" => x <= bound,
                    ">" => x > bound,
                    _ => x >= bound,
                }
            };
            for c in &cols {
                let xs = astype_float(column(&s.pred, c, file)?, file)?;
                for rule in &rules {
                    let op = text(rule, "op").unwrap_or("");
                    let bound = num(rule, "value").unwrap_or(0.0);
                    let hit = hits(rule);
                    if let Some(r) = xs.iter().position(|&x| hit(x)) {
                        let (v, b) = (crate::pyjson::py_float_repr(xs[r]), crate::pyjson::py_float_repr(bound));
                        // The evaluator's message: its first rule any column breaks (a rule
                        // may have its own `message`, else the step's).
                        let mut said = None;
                        'rules: for rule in &rules {
                            let hit = hits(rule);
                            for c in &cols {
                                let xs = astype_float(column(&s.pred, c, file)?, file)?;
                                if xs.iter().any(|&x| hit(x)) {
                                    let holder = if rule.get("message").is_some() { rule } else { step };
                                    said = self::said(holder, s, c, || (0..xs.len()).filter(|&r| hit(xs[r])).collect());
                                    break 'rules;
                                }
                            }
                        }
                        return Err(reject(
                            step,
                            codes::PREDICTION_OUT_OF_RANGE,
                            format!("`{c}` is {v} on data row {}: values {op} {b} are not allowed", r + 1),
                            file,
                            c,
                            said,
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
                    said_more(step, s, c, || (0..xs.len()).filter(|&r| xs[r] < lo || xs[r] > hi).collect(), &min_max(&xs)),
                ));
            }
        }
        "cast_int" => {
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                let which = if i == 0 { file } else { "the truth" };
                // `astype: frame` is `df.astype({c: "int64", ...})`: the columns in the
                // frame's order, and pandas names the one that fails in its message.
                let whole = text(step, "astype") == Some("frame");
                let mut order = cols.clone();
                if whole {
                    let f = frame(s, i);
                    order.sort_by_key(|c| f.names.iter().position(|n| n == c).unwrap_or(usize::MAX));
                }
                for c in &order {
                    let src = column(frame(s, i), c, which)?;
                    if src.kind == Kind::Int {
                        continue; // int64 already
                    }
                    let v = astype_int(src, c, which).map_err(|e| match e {
                        Stop::RaiseText(d, t) if whole => Stop::RaiseText(d, format!("{t}: Error while type casting for column '{c}'")),
                        e => e,
                    })?;
                    frame_mut(s, i).set(c, v);
                }
            }
        }
        "to_str" => {
            let strip = step.get("strip").and_then(Value::as_bool) == Some(true);
            for (i, on) in frames(step).iter().enumerate() {
                if !on {
                    continue;
                }
                let f = frame_mut(s, i);
                for c in &cols {
                    let v = astype_str(column(f, c, file)?, strip);
                    f.set(c, v);
                }
            }
        }
        "parse_time" => super::parse_time::run(step, s, frames(step))?,
        "require_unique" => {
            let cs = cols.iter().map(|c| column(&s.pred, c, file)).collect::<Result<Vec<_>, _>>()?;
            let repeat = if strictly_increasing(&cs, Nan::Equal) { None } else { Groups::new(&keys(&cs, Nan::Equal)).first_repeat() };
            if let Some(r) = repeat {
                let names = cols.join(", ");
                let said = Template::of(step, s.params).map(|t| {
                    let (rows, heads) = t.repeated(&s.pred, &cols);
                    let dups = (rows.len() - heads.len()).to_string();
                    t.render(&names, rows.len(), &s.pred, if t.each_row { &rows } else { &heads }, &[("dups", dups)])
                });
                return Err(reject(
                    step,
                    codes::PREDICTION_DUPLICATE_KEY,
                    format!("data row {} repeats a key ({names})", r + 1),
                    file,
                    &names,
                    said,
                ));
            }
        }
        "require_covers_truth" | "require_no_extra" => {
            let cast = text(step, "cast");
            let need_cols = match (text(step, "against"), &s.template) {
                (Some("template"), Some(tpl)) => cast_columns(tpl, &cols, cast, "the template")?,
                (Some("template"), None) => return Err(raise_no_template(file)),
                _ => cast_columns(&s.truth, &cols, cast, "the truth")?,
            };
            let have_cols = cast_columns(&s.pred, &cols, cast, file)?;
            let (need_cols, have_cols): (Vec<&Column>, Vec<&Column>) =
                (need_cols.iter().map(|c| &**c).collect(), have_cols.iter().map(|c| &**c).collect());
            let missing = if same_keys(&need_cols, &have_cols, Nan::Unique) {
                None // the same keys in the same order (no NaN): covered both ways
            } else {
                let (need, have) = (keys(&need_cols, Nan::Unique), keys(&have_cols, Nan::Unique));
                let lone = |k: &[Part]| k.iter().any(|p| matches!(p, Part::LoneNan(_)));
                let (from, to) = if kind == "require_covers_truth" { (&need, &have) } else { (&have, &need) };
                // A key with a lone NaN matches nothing: one in `from` is missing, and one in
                // `to` can only be found by a `from` key with a lone NaN.
                let set = Groups::new(to);
                (0..from.len()).position(|r| lone(from.row(r)) || !set.has(from, r))
            };
            if let Some(r) = missing {
                let names = cols.join(", ");
                let (code, message) = if kind == "require_covers_truth" {
                    (codes::PREDICTION_MISSING_KEY, format!("the key ({names}) of truth row {} has no prediction", r + 1))
                } else {
                    (codes::PREDICTION_EXTRA_KEY, format!("data row {} has a key ({names}) the truth does not list", r + 1))
                };
                let said = Template::of(step, s.params).map(|t| -> Result<String, String> {
                    // The key columns as the step compares them (cast), as frames.
                    let frame_of = |c: &[&Column]| Frame {
                        names: cols.iter().map(|n| n.to_string()).collect(),
                        columns: c.iter().map(|&x| x.clone()).collect(),
                        rows: c.first().map_or(0, |x| x.values.len()),
                    };
                    let (need, have) = (frame_of(&need_cols), frame_of(&have_cols));
                    let (from, to) = if kind == "require_covers_truth" { (&need, &have) } else { (&have, &need) };
                    let rows = t.absent(from, to, &cols)?;
                    Ok(t.render(&names, rows.len(), from, &rows, &[]))
                });
                return Err(match said {
                    // The evaluator's own listing raises (its `sorted` of mixed keys).
                    Some(Err(error)) => Stop::RaiseText(
                        Diagnostic::new(
                            codes::PREDICTION_EXCEPTION,
                            Category::Exception,
                            format!("the evaluator raises TypeError listing the keys ({names}) it misses: {error}"),
                        )
                        .at(Location::file(file).field(&names)),
                        error,
                    ),
                    said => reject(step, code, message, file, &names, said.map(|m| m.unwrap_or_default())),
                });
            }
        }
        "require_join_complete" => {
            let joined = super::join::join(s)?;
            if let Some(r) = joined.pred.first().and_then(|p| p.iter().position(|x| x.is_nan())) {
                let names = arr(&s.params["join"], "keys").join(", ");
                let n = joined.pred[0].iter().filter(|x| x.is_nan()).count();
                let said = Template::of(step, s.params).map(|t| t.render(&names, n, &s.pred, &[], &[]));
                return Err(reject(
                    step,
                    codes::PREDICTION_MISSING_KEY,
                    format!("truth row {} ({names}) has no prediction", r + 1),
                    file,
                    &names,
                    said,
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
            // The evaluator's messages: known when every failing step has one.
            let mut said = Some(Vec::new());
            for inner in step.get("steps").and_then(Value::as_array).into_iter().flatten() {
                match run(&with_category(inner, step), s) {
                    Ok(()) => {}
                    Err(Stop::Reject { said: inner_said, problems: p, .. }) => {
                        problems.extend(p);
                        said = said.zip(inner_said).map(|(mut a, b)| {
                            a.extend(b);
                            a
                        });
                    }
                    Err(raise) => return Err(raise),
                }
            }
            if !problems.is_empty() {
                let limit = step.get("limit").and_then(Value::as_u64).map_or(problems.len(), |l| l as usize);
                problems.truncate(limit);
                if let Some(m) = &mut said {
                    m.truncate(limit);
                }
                let category = text(step, "category").unwrap_or("fatal").to_string();
                return Err(Stop::Reject { said, category, problems });
            }
        }
        other => {
            // Load refuses unknown steps; never silently pass one.
            return Err(Stop::Raise(Diagnostic::new(codes::CASE_UNSUPPORTED, Category::Case, format!("unknown step `{other}`"))));
        }
    }
    Ok(())
}

/// The steps that transform the frames their `frame` names (the others work on the
/// predictions, whatever it says).
const FRAMED: &[&str] = &["to_numeric", "drop_null_rows", "cast_int", "to_str", "parse_time"];

/// A transforming step with `frame: all`: the predictions, the truth, then the
/// template (in that order, as the peer walks them), each as the step does it; the
/// template takes the truth's place for its turn, so every step, whatever its frames,
/// handles it.
fn over_all(step: &Value, s: &mut State) -> Result<(), Stop> {
    let mut both = step.clone();
    both["frame"] = Value::from("both");
    run(&both, s)?;
    let Some(mut tpl) = s.template.take() else {
        return Ok(());
    };
    let mut only = step.clone();
    only["frame"] = Value::from("truth");
    std::mem::swap(&mut s.truth, &mut tpl);
    let result = run(&only, s);
    std::mem::swap(&mut s.truth, &mut tpl);
    s.template = Some(tpl);
    result
}

fn raise_no_template(file: &str) -> Stop {
    Stop::Raise(
        Diagnostic::new(codes::CASE_MISSING_FILE, Category::Case, "a check is against the template, and the case has none".to_string())
            .at(Location::file(file)),
    )
}

/// The key columns of a coverage check, cast as the step says (`int`, `str`).
fn cast_columns<'f>(f: &'f Frame, cols: &[&str], cast: Option<&str>, which: &str) -> Result<Vec<Cow<'f, Column>>, Stop> {
    let mut out = Vec::new();
    for c in cols {
        let col = column(f, c, which)?;
        out.push(match cast {
            Some("int") => Cow::Owned(astype_int(col, c, which)?),
            Some("str") => Cow::Owned(astype_str(col, false)),
            _ => Cow::Borrowed(col),
        });
    }
    Ok(out)
}

/// An inner step of a group, with the group's category.
fn with_category(inner: &Value, group: &Value) -> Value {
    let mut v = inner.clone();
    if let (Some(o), Some(c)) = (v.as_object_mut(), group.get("category")) {
        o.insert("category".into(), c.clone());
    }
    v
}
