//! The check steps of the pandas engine (`parameters.checks`), each as pandas and
//! numpy compute it (see `cases-public/PREDICTION.md`, "Check steps"). A step either
//! transforms frames, or checks the predictions and rejects with its `category`; what
//! the server's stack raises on is [`Stop::Raise`].

use std::borrow::Cow;

use serde_json::Value;

use super::convert::{astype_float, astype_int, astype_str, into_str, to_numeric};
use super::frame::{Column, Frame, Kind, Val, Values};
use super::keys::{coded_keys, keys, same_keys, strictly_increasing, Groups, Nan, PartRef};
use super::server_output::Template;
use super::spec::{Cast, Coverage, Frames, Op, Spec, Step};
use super::Stop;
use crate::diagnostic::{codes, Category, Diagnostic, Location};

/// The frames a grading works on (`template`: the case's template of rows to score,
/// `parameters.template`).
/// The truth and the template are the case's, borrowed until a step changes them.
pub(crate) struct State<'a> {
    pub pred: Frame,
    pub truth: Cow<'a, Frame>,
    pub template: Option<Cow<'a, Frame>>,
    pub spec: &'a Spec,
    pub file: &'a str,
    /// The join `require_join_complete` made, kept only while it was the last step
    /// run (every step clears it first): the grading's own join, not made twice.
    pub joined: Option<super::join::Joined>,
}

impl<'a> State<'a> {
    /// The predictions `pred` of `file` beside the case's truth and template (borrowed).
    pub(crate) fn new(case: &'a super::PredictionCase, truth: &'a Frame, pred: Frame, file: &'a str) -> State<'a> {
        State {
            pred,
            truth: Cow::Borrowed(truth),
            template: case.template.as_ref().map(Cow::Borrowed),
            spec: &case.spec,
            file,
            joined: None,
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
fn reject(step: &Step, code: crate::diagnostic::Code, message: String, file: &str, field: &str, said: Option<String>) -> Stop {
    let category = step.category().to_string();
    let d = Diagnostic::new(code, Category::Fatal, message).at(Location::file(file).field(field));
    Stop::Reject { said: said.map(|m| vec![m]), category, problems: vec![d] }
}

/// The evaluator's message of a step that failed on `rows` of the predictions (in
/// `column`), when the step has a `message`.
fn said(message: Option<&Value>, s: &State, column: &str, rows: impl Fn() -> Vec<usize>) -> Option<String> {
    said_more(message, s, column, rows, &[])
}

/// [`said`] with the step's other values (`{min}`, ...).
fn said_more(message: Option<&Value>, s: &State, column: &str, rows: impl Fn() -> Vec<usize>, more: &[(&str, String)]) -> Option<String> {
    let t = Template::of(message, &s.spec.join.keys)?;
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
pub(crate) fn run(step: &Step, s: &mut State) -> Result<(), Stop> {
    if step.frames == Frames::All && s.template.is_some() && step.name().framed() {
        return over_all(step, s);
    }
    run_on(step, s, step.frames.on())
}

/// Run one step, a transforming one on the frames `on` (`[predictions, truth]`).
fn run_on(step: &Step, s: &mut State, on: [bool; 2]) -> Result<(), Stop> {
    s.joined = None;
    let file = s.file;
    match &step.op {
        Op::ToNumeric { columns, inf_to_nan, into } => {
            let inf_to_nan = *inf_to_nan;
            for (i, on) in on.iter().enumerate() {
                if !on {
                    continue;
                }
                for c in columns {
                    let src = column(frame(s, i), c, file)?;
                    let into = into.as_deref().unwrap_or(c);
                    if src.kind != Kind::Object && !inf_to_nan && into == c {
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
        Op::DropNullRows { columns } => {
            for (i, on) in on.iter().enumerate() {
                if !on {
                    continue;
                }
                let f = frame_mut(s, i);
                let mut keep = vec![true; f.rows];
                for c in columns {
                    let values = &column(f, c, file)?.values;
                    for (r, k) in keep.iter_mut().enumerate().take(values.len()) {
                        *k &= !values.is_null(r);
                    }
                }
                f.filter(&keep);
            }
        }
        Op::Clip { column: c, lo, hi } => {
            let (lo, hi) = (*lo, *hi);
            let xs = astype_float(column(&s.pred, c, file)?, file)?;
            // np.clip: NaN stays NaN.
            let clipped = xs
                .iter()
                .map(|&x| {
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
        Op::RequireNotNull { columns } => {
            for c in columns {
                let values = &column(&s.pred, c, file)?.values;
                if let Some(r) = (0..values.len()).position(|r| values.is_null(r)) {
                    let said = said(step.message.as_ref(), s, c, || (0..values.len()).filter(|&r| values.is_null(r)).collect());
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
        Op::RequireFinite { columns, ignore_nan } => {
            let ignore_nan = *ignore_nan;
            for c in columns {
                let xs = astype_float(column(&s.pred, c, file)?, file)?;
                if let Some(r) = xs.iter().position(|x| !(x.is_finite() || ignore_nan && x.is_nan())) {
                    let what = crate::pyjson::py_float_repr(xs[r]);
                    let rows = || (0..xs.len()).filter(|&r| !(xs[r].is_finite() || ignore_nan && xs[r].is_nan())).collect();
                    let counts = [
                        ("nan", xs.iter().filter(|x| x.is_nan()).count().to_string()),
                        ("inf", xs.iter().filter(|x| x.is_infinite()).count().to_string()),
                    ];
                    let said = said_more(step.message.as_ref(), s, c, rows, &counts);
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
        Op::RequireInSet { column: c, values: allowed } => {
            let col = column(&s.pred, c, file)?;
            if let Some(r) = col.values.iter().position(|v| !matches!(&*v, Val::Str(x) if allowed.iter().any(|a| **a == **x))) {
                let list = allowed.join(", ");
                return Err(reject(
                    step,
                    codes::PREDICTION_NOT_ALLOWED,
                    format!("`{c}` on data row {} is not one of {list}", r + 1),
                    file,
                    c,
                    said(step.message.as_ref(), s, c, || {
                        (0..col.values.len())
                            .filter(|&r| !matches!(col.values.get(r).as_deref(), Some(Val::Str(x)) if allowed.iter().any(|a| **a == **x)))
                            .collect()
                    }),
                ));
            }
        }
        Op::RequireEach { columns: cols, reject_if: rules } => {
            let hits = |rule: &super::spec::RejectIf| {
                let (op, bound) = (rule.op, rule.value);
                move |x: f64| op.holds(x, bound)
            };
            for c in cols {
                let xs = astype_float(column(&s.pred, c, file)?, file)?;
                for rule in rules {
                    let (op, bound) = (rule.op.as_str(), rule.value);
                    let hit = hits(rule);
                    if let Some(r) = xs.iter().position(|&x| hit(x)) {
                        let (v, b) = (crate::pyjson::py_float_repr(xs[r]), crate::pyjson::py_float_repr(bound));
                        // The evaluator's message: its first rule any column breaks (a rule
                        // may have its own `message`, else the step's).
                        let mut said = None;
                        'rules: for rule in rules {
                            let hit = hits(rule);
                            for c in cols {
                                let xs = astype_float(column(&s.pred, c, file)?, file)?;
                                if xs.iter().any(|&x| hit(x)) {
                                    let message = rule.message.as_ref().or(step.message.as_ref());
                                    said = self::said(message, s, c, || (0..xs.len()).filter(|&r| hit(xs[r])).collect());
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
        Op::RequireWithin { column: c, lo, hi, tol } => {
            let lo = lo - tol;
            let hi = hi + tol;
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
                    said_more(step.message.as_ref(), s, c, || (0..xs.len()).filter(|&r| xs[r] < lo || xs[r] > hi).collect(), &min_max(&xs)),
                ));
            }
        }
        Op::CastInt { columns, whole_frame } => {
            let whole = *whole_frame;
            for (i, on) in on.iter().enumerate() {
                if !on {
                    continue;
                }
                let which = if i == 0 { file } else { "the truth" };
                // `astype: frame` is `df.astype({c: "int64", ...})`: the columns in the
                // frame's order, and pandas names the one that fails in its message.
                let mut order: Vec<&str> = columns.iter().map(String::as_str).collect();
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
        Op::ToStr { columns, strip } => {
            for (i, on) in on.iter().enumerate() {
                if !on {
                    continue;
                }
                for c in columns {
                    // Texts that stay as they are: the frame is left alone (the case's
                    // truth, shared by every grading, is then not copied).
                    if already_str(column(frame(s, i), c, file)?, *strip) {
                        continue;
                    }
                    let f = frame_mut(s, i);
                    let v = into_str(f.take(c).unwrap_or_else(|| Column::floats(Vec::new())), *strip);
                    f.set(c, v);
                }
            }
        }
        Op::ParseTime(t) => super::parse_time::run(t, s, &on)?,
        Op::RequireUnique { columns } => {
            let cols: Vec<&str> = columns.iter().map(String::as_str).collect();
            let cs = cols.iter().map(|c| column(&s.pred, c, file)).collect::<Result<Vec<_>, _>>()?;
            let repeat =
                if strictly_increasing(&cs, Nan::Equal) { None } else { Groups::new(&coded_keys(&[&cs], Nan::Equal)[0]).first_repeat() };
            if let Some(r) = repeat {
                let names = cols.join(", ");
                let said = Template::of(step.message.as_ref(), &s.spec.join.keys).map(|t| {
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
        Op::RequireCoversTruth(Coverage { columns, cast, against_template })
        | Op::RequireNoExtra(Coverage { columns, cast, against_template }) => {
            let covers = matches!(step.op, Op::RequireCoversTruth(_));
            let cols: Vec<&str> = columns.iter().map(String::as_str).collect();
            let cast = *cast;
            let need_cols = match (against_template, &s.template) {
                (true, Some(tpl)) => cast_columns(tpl, &cols, cast, "the template")?,
                (true, None) => return Err(raise_no_template(file)),
                (false, _) => cast_columns(&s.truth, &cols, cast, "the truth")?,
            };
            let have_cols = cast_columns(&s.pred, &cols, cast, file)?;
            let (need_cols, have_cols): (Vec<&Column>, Vec<&Column>) =
                (need_cols.iter().map(|c| &**c).collect(), have_cols.iter().map(|c| &**c).collect());
            let missing = if same_keys(&need_cols, &have_cols, Nan::Unique) {
                None // the same keys in the same order (no NaN): covered both ways
            } else {
                let (need, have) = (keys(&need_cols, Nan::Unique), keys(&have_cols, Nan::Unique));
                let lone = |k: &[PartRef]| k.iter().any(|p| matches!(p, PartRef::LoneNan(_)));
                let (from, to) = if covers { (&need, &have) } else { (&have, &need) };
                // A key with a lone NaN matches nothing: one in `from` is missing, and one in
                // `to` can only be found by a `from` key with a lone NaN.
                let set = Groups::new(to);
                (0..from.len()).position(|r| lone(from.row(r)) || !set.has(from, r))
            };
            if let Some(r) = missing {
                let names = cols.join(", ");
                let (code, message) = if covers {
                    (codes::PREDICTION_MISSING_KEY, format!("the key ({names}) of truth row {} has no prediction", r + 1))
                } else {
                    (codes::PREDICTION_EXTRA_KEY, format!("data row {} has a key ({names}) the truth does not list", r + 1))
                };
                let said = Template::of(step.message.as_ref(), &s.spec.join.keys).map(|t| -> Result<String, String> {
                    // The key columns as the step compares them (cast), as frames.
                    let frame_of = |c: &[&Column]| Frame {
                        names: cols.iter().map(|n| n.to_string()).collect(),
                        columns: c.iter().map(|&x| x.clone()).collect(),
                        rows: c.first().map_or(0, |x| x.values.len()),
                    };
                    let (need, have) = (frame_of(&need_cols), frame_of(&have_cols));
                    let (from, to) = if covers { (&need, &have) } else { (&have, &need) };
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
        Op::RequireJoinComplete => {
            let joined = super::join::join(s)?;
            if let Some(r) = joined.pred.first().and_then(|p| p.iter().position(|x| x.is_nan())) {
                let names = s.spec.join.keys.join(", ");
                let n = joined.pred[0].iter().filter(|x| x.is_nan()).count();
                let said = Template::of(step.message.as_ref(), &s.spec.join.keys).map(|t| t.render(&names, n, &s.pred, &[], &[]));
                return Err(reject(
                    step,
                    codes::PREDICTION_MISSING_KEY,
                    format!("truth row {} ({names}) has no prediction", r + 1),
                    file,
                    &names,
                    said,
                ));
            }
            s.joined = Some(joined);
        }
        Op::FirstOf { steps } => {
            // Each step has the group's category (read so at load).
            for inner in steps {
                run(inner, s)?;
            }
        }
        Op::AllOf { steps, limit } => {
            let mut problems = Vec::new();
            // The evaluator's messages: known when every failing step has one.
            let mut said = Some(Vec::new());
            for inner in steps {
                match run(inner, s) {
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
                let limit = limit.unwrap_or(problems.len());
                problems.truncate(limit);
                if let Some(m) = &mut said {
                    m.truncate(limit);
                }
                let category = step.category().to_string();
                return Err(Stop::Reject { said, category, problems });
            }
        }
    }
    Ok(())
}

/// A transforming step with `frame: all`: the predictions, the truth, then the
/// template (in that order, as the peer walks them), each as the step does it; the
/// template takes the truth's place for its turn, so every step, whatever its frames,
/// handles it.
fn over_all(step: &Step, s: &mut State) -> Result<(), Stop> {
    run_on(step, s, Frames::Both.on())?;
    let Some(mut tpl) = s.template.take() else {
        return Ok(());
    };
    std::mem::swap(&mut s.truth, &mut tpl);
    let result = run_on(step, s, Frames::Truth.on());
    std::mem::swap(&mut s.truth, &mut tpl);
    s.template = Some(tpl);
    s.joined = None;
    result
}

/// True when `astype(str)` (then `.str.strip()` when `strip`) gives `c` back as it is:
/// an object column of texts, none with blanks to strip.
fn already_str(c: &Column, strip: bool) -> bool {
    c.kind == Kind::Object
        && matches!(&c.values, Values::Vals(v) if v.iter().all(|x| matches!(x, Val::Str(t) if !strip || crate::pyjson::py_strip(t).len() == t.len())))
}

fn raise_no_template(file: &str) -> Stop {
    Stop::Raise(
        Diagnostic::new(codes::CASE_MISSING_FILE, Category::Case, "a check is against the template, and the case has none".to_string())
            .at(Location::file(file)),
    )
}

/// The key columns of a coverage check, cast as the step says (`int`, `str`).
fn cast_columns<'f>(f: &'f Frame, cols: &[&str], cast: Option<Cast>, which: &str) -> Result<Vec<Cow<'f, Column>>, Stop> {
    let mut out = Vec::new();
    for c in cols {
        let col = column(f, c, which)?;
        out.push(match cast {
            Some(Cast::Int) => Cow::Owned(astype_int(col, c, which)?),
            Some(Cast::Str) => Cow::Owned(astype_str(col, false)),
            None => Cow::Borrowed(col),
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A column left alone is what `astype(str)` (and the strip) would have made of it.
    #[test]
    fn columns_left_alone_are_their_own_strings() {
        let texts = ["a", " a", "b ", "\tc", "", "x y", "é"];
        let mut seed = 5u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        let (mut alone, mut changed) = (0, 0);
        for _ in 0..400 {
            let n = next() % 5;
            let mut values: Vec<Val> = (0..n).map(|_| Val::Str(texts[next() % 3 * (next() % 3)].into())).collect();
            if next() % 6 == 0 {
                values.push([Val::Null, Val::Int(1), Val::Float(0.5)][next() % 3].clone());
            }
            let c = Column::new(Kind::Object, values);
            for strip in [false, true] {
                if already_str(&c, strip) {
                    alone += 1;
                    assert_eq!(astype_str(&c, strip), c, "{c:?} strip {strip}");
                } else {
                    changed += 1;
                }
            }
        }
        assert!(alone > 100 && changed > 100, "{alone} {changed}");
        assert!(!already_str(&Column::floats(vec![1.0]), false));
    }
}
