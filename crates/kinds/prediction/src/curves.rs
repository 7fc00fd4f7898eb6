//! The curves engine (`submission.engine: csv_curves`, FDE-Bench 006): one curve, a
//! JSON array in a CSV cell, per item (`docs/prediction-kind.md`, "The curves
//! engine"), as `peers/prediction_peer.py`'s `grade_curves` does (CPython 3.12's csv
//! and json modules, numpy 1.26.4's `linspace`, `interp` and pairwise `sum`).
//!
//! * A cell is a curve when `json.loads` gives a non-empty list whose items all pass
//!   `float()` (`"1.5"` and `true` do) and are finite; an integer past the float range
//!   makes `float()` raise OverflowError, which the evaluator does not catch as a bad
//!   curve (an exception).
//! * The items are the rows of `truth.items_file` (their raw `key`), each with its
//!   starting curve; the truth file gives each item's goal curve. Both are read when
//!   the case loads.
//! * Items are sorted by `int(id)` when the id is all (ASCII) digits, else by the text;
//!   digits and text together raise TypeError as Python's sort does. (Python's
//!   `isdigit` also takes other scripts' digits: those ids sort as text here.)

use serde_json::Value;

use super::py_csv::{self, DictRows};
use super::server_output::{self, file_message, fill, list_repr};
use super::{arr, manifest, num, text, Outcome, PredictionCase, Stop};
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::{self, py_strip, Value as Py};
use crate::round::py_round;
use crate::server::np_sum;

/// The items and their curves, as the evaluator's dicts hold them.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct CurveTruth {
    /// Every item's raw id (the items file's rows, a repeated id once).
    pub items: Vec<String>,
    /// Starting curves by id (a later row's wins).
    pub start: Vec<(String, Vec<f64>)>,
    /// Goal curves by id (a later row's wins).
    pub goal: Vec<(String, Vec<f64>)>,
}

fn lookup<'a>(map: &'a [(String, Vec<f64>)], id: &str) -> Option<&'a [f64]> {
    map.iter().find(|(k, _)| k == id).map(|(_, v)| v.as_slice())
}

fn put(map: &mut Vec<(String, Vec<f64>)>, id: &str, curve: Vec<f64>) {
    match map.iter_mut().find(|(k, _)| k == id) {
        Some(slot) => slot.1 = curve,
        None => map.push((id.to_string(), curve)),
    }
}

/// Python raises while reading a cell (OverflowError): the message.
type Raised = String;

/// `float(x)` of a JSON item (`Ok(None)`: TypeError or ValueError, a bad curve).
fn item_float(v: &Py) -> Result<Option<f64>, Raised> {
    Ok(match v {
        Py::Bool(b) => Some(f64::from(u8::from(*b))),
        Py::Float(x) => Some(*x),
        Py::Int(digits) => {
            let x = v.as_f64().unwrap_or(f64::NAN);
            if !x.is_finite() {
                return Err(format!("OverflowError: int too large to convert to float ({} digits)", digits.len()));
                // (str(e): "int too large to convert to float", `raised_text`.)
            }
            Some(x)
        }
        Py::Str(s) => super::convert::py_float(s),
        _ => None,
    })
}

/// The peer's `parse_curve`: the cell (`None`: the row has no such field) as a curve.
pub(crate) fn parse_curve(cell: Option<&str>) -> Result<Option<Vec<f64>>, Raised> {
    let Some(cell) = cell else {
        return Ok(None);
    };
    // (An integer of more than 4300 digits makes json.loads raise ValueError: not JSON.)
    let Ok(parsed) = pyjson::parse(cell) else {
        return Ok(None);
    };
    let Py::Array(items) = parsed.value else {
        return Ok(None);
    };
    let mut curve = Vec::with_capacity(items.len());
    for it in &items {
        match item_float(&it.value)? {
            Some(x) => curve.push(x),
            None => return Ok(None),
        }
    }
    if curve.is_empty() || curve.iter().any(|x| !x.is_finite()) {
        return Ok(None);
    }
    Ok(Some(curve))
}

/// `np.linspace(0.0, 1.0, n)` as numpy 1.26.4 computes it: `i * (1.0 / (n - 1))`, the
/// last point exactly 1.
pub(crate) fn linspace01(n: usize) -> Vec<f64> {
    if n <= 1 {
        return vec![0.0; n];
    }
    let step = 1.0 / (n - 1) as f64;
    let mut y: Vec<f64> = (0..n).map(|i| i as f64 * step).collect();
    y[n - 1] = 1.0;
    y
}

/// `np.interp(x, xp, fp)` at one point (numpy 1.26.4's `arr_interp`: the slope form,
/// an exact grid point gives its value).
fn interp(x: f64, xp: &[f64], fp: &[f64]) -> f64 {
    let last = xp.len() - 1;
    if x.is_nan() {
        return x;
    }
    if x < xp[0] {
        return fp[0];
    }
    if x > xp[last] {
        return fp[last];
    }
    let j = xp.partition_point(|&v| v <= x).saturating_sub(1);
    if j == last || xp[j] == x {
        return fp[j];
    }
    let slope = (fp[j + 1] - fp[j]) / (xp[j + 1] - xp[j]);
    let r = slope * (x - xp[j]) + fp[j];
    if !r.is_nan() {
        return r;
    }
    let r = slope * (x - xp[j + 1]) + fp[j + 1];
    if r.is_nan() && fp[j] == fp[j + 1] {
        fp[j]
    } else {
        r
    }
}

/// The peer's `resample`: the curve stretched to `n` points over [0, 1].
pub(crate) fn resample(curve: &[f64], n: usize) -> Vec<f64> {
    if curve.len() == n {
        return curve.to_vec();
    }
    let xp = linspace01(curve.len());
    linspace01(n).into_iter().map(|x| interp(x, &xp, curve)).collect()
}

fn bad(file: &str, message: String) -> Vec<Diagnostic> {
    vec![Diagnostic::new(codes::CASE_BAD_TRUTH, Category::Case, format!("{file}: {message}")).at(Location::file(file))]
}

fn read_rows(spec: &Value, file: &str, bytes: &[u8]) -> Result<DictRows, Vec<Diagnostic>> {
    let newline_none = spec.get("newline_none").and_then(Value::as_bool) == Some(true);
    py_csv::read(bytes, text(spec, "encoding") == Some("utf-8-sig"), newline_none).map_err(|at| bad(file, format!("not UTF-8 (byte {at})")))
}

/// `{row[key]: curve}` of the rows whose `field` is a curve.
fn curves_of(rows: &DictRows, key: &str, field: &str, file: &str) -> Result<Vec<(String, Vec<f64>)>, Vec<Diagnostic>> {
    let mut out = Vec::new();
    for row in &rows.rows {
        if let Some(c) = parse_curve(rows.get(row, field)).map_err(|why| bad(file, why))? {
            put(&mut out, rows.get(row, key).unwrap_or("None"), c);
        }
    }
    Ok(out)
}

/// Read the truth (`truth`: the goal curves) and the items (`items`: their ids and
/// starting curves), each `(name, bytes)`.
pub(crate) fn read_truth(p: &Value, truth: (&str, &[u8]), items: (&str, &[u8])) -> Result<CurveTruth, Vec<Diagnostic>> {
    let t = &p["truth"];
    let key = text(&p["rows"], "key").unwrap_or("");
    let item_rows = read_rows(t, items.0, items.1)?;
    let truth_rows = read_rows(t, truth.0, truth.1)?;
    for (rows, name) in [(&item_rows, items.0), (&truth_rows, truth.0)] {
        if !rows.fieldnames.iter().any(|n| n == key) {
            return Err(bad(name, format!("has no column `{key}` (Python raises KeyError)")));
        }
    }
    let mut ids: Vec<String> = Vec::new();
    for row in &item_rows.rows {
        let id = item_rows.get(row, key).unwrap_or("None");
        if !ids.iter().any(|i| i == id) {
            ids.push(id.to_string());
        }
    }
    Ok(CurveTruth {
        items: ids,
        start: curves_of(&item_rows, key, text(t, "items_field").unwrap_or(""), items.0)?,
        goal: curves_of(&truth_rows, key, text(t, "field").unwrap_or(""), truth.0)?,
    })
}

/// The manifest's fields this engine reads: their problems (`case/bad-parameters`, or
/// `case/unsupported` for another score).
pub(crate) fn check(p: &Value) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (path, v) in [
        ("truth.file", &p["truth"]["file"]),
        ("truth.items_file", &p["truth"]["items_file"]),
        ("truth.field", &p["truth"]["field"]),
        ("truth.items_field", &p["truth"]["items_field"]),
        ("rows.key", &p["rows"]["key"]),
        ("rows.value", &p["rows"]["value"]),
        ("rows.category", &p["rows"]["category"]),
        ("score.item_category", &p["score"]["item_category"]),
    ] {
        if !v.is_string() {
            out.push(manifest::bad(path, "must be a text".into()));
        }
    }
    for (path, v) in [
        ("rows.min_length", &p["rows"]["min_length"]),
        ("rows.limit", &p["rows"]["limit"]),
        ("score.degenerate_below", &p["score"]["degenerate_below"]),
    ] {
        if v.as_f64().is_none() {
            out.push(manifest::bad(path, "must be a number".into()));
        }
    }
    if text(&p["score"], "metric") != Some("curve_wape_vs_start") || text(&p["score"], "combine") != Some("np_mean") {
        out.push(manifest::unsupported("score", "a curves score other than `curve_wape_vs_start` combined with `np_mean`".into()));
    }
    out
}

fn problem(code: crate::diagnostic::Code, message: String, file: &str) -> Diagnostic {
    Diagnostic::new(code, Category::Fatal, message).at(Location::file(file))
}

fn raise(message: String, file: &str) -> Stop {
    let d = Diagnostic::new(codes::PREDICTION_EXCEPTION, Category::Exception, message.clone()).at(Location::file(file));
    match raised_text(&message) {
        Some(error) => Stop::RaiseText(d, error),
        None => Stop::Raise(d),
    }
}

/// `str(e)` of what this engine's messages say Python raised (`OverflowError: ...`,
/// `TypeError: ...`): the text after the type, without our note in parentheses.
fn raised_text(message: &str) -> Option<String> {
    let (kind, rest) = message.split_once(": ")?;
    let text = match kind {
        "OverflowError" => "int too large to convert to float",
        "TypeError" => rest.split(" (").next()?,
        _ => return None,
    };
    Some(text.to_string())
}

/// Python's `sorted(ids, key=lambda x: int(x) if x.isdigit() else x)`; `Err` when
/// digits and text are mixed (TypeError).
fn sorted_ids(ids: &[String]) -> Result<Vec<String>, String> {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let n = ids.iter().filter(|s| digits(s)).count();
    let mut out = ids.to_vec();
    if n == 0 {
        out.sort();
    } else if n == ids.len() {
        let value = |s: &String| {
            let t = s.trim_start_matches('0');
            (t.len(), t.to_string())
        };
        out.sort_by_key(value);
    } else {
        return Err("TypeError: '<' not supported between instances of 'str' and 'int' (digit and text ids)".into());
    }
    Ok(out)
}

/// Grade with the curves engine.
pub(crate) fn grade(case: &PredictionCase, t: &CurveTruth, submission: Option<&[u8]>, file: &str, out: &mut Outcome) -> Result<(), Stop> {
    let p = &case.params;
    let spec = &p["rows"];
    let sub = &p["submission"];
    let fatal = |category: &str, code: crate::diagnostic::Code, message: String, said: Option<Vec<String>>| Stop::Reject {
        said,
        category: category.into(),
        problems: vec![problem(code, message, file)],
    };
    // The file the evaluator looks for, as its texts name it.
    let named = text(sub, "file").unwrap_or(file);
    let Some(bytes) = submission else {
        let said = file_message(p, "missing_file", &[("file", named), ("dir", server_output::SUBMISSION_DIR)]);
        return Err(fatal("fatal", codes::PREDICTION_MISSING_FILE, format!("there is no {file}"), said));
    };
    let newline_none = sub.get("newline_none").and_then(Value::as_bool) == Some(true);
    let utf8_sig = text(sub, "encoding") == Some("utf-8-sig");
    let rows = py_csv::read(bytes, utf8_sig, newline_none).map_err(|at| {
        let d = Diagnostic::new(
            codes::PREDICTION_EXCEPTION,
            Category::Exception,
            format!("UnicodeDecodeError: {file} is not UTF-8 (byte {at})"),
        )
        .at(Location::file(file));
        match pysem::pyerr::text_file_decode_error(bytes, utf8_sig) {
            Some(error) => Stop::RaiseText(d, error),
            None => Stop::Raise(d),
        }
    })?;
    out.n_rows = rows.rows.len();
    if rows.rows.is_empty() {
        return Err(fatal(
            text(spec, "empty_category").unwrap_or("fatal"),
            codes::PREDICTION_MISSING_VALUE,
            format!("{file} has no data rows"),
            file_message(p, "empty", &[("file", named)]),
        ));
    }
    let first = rows.first_keys();
    let req = &p["required_columns"];
    for c in arr(req, "columns") {
        if !first.contains(&Some(c)) {
            return Err(fatal(
                text(req, "category").unwrap_or("fatal"),
                codes::PREDICTION_MISSING_COLUMN,
                format!("{file} has no column `{c}`"),
                file_message(p, "missing_column", &[("file", named), ("column", c)]),
            ));
        }
    }
    // The evaluator's texts (`rows.messages`, `score.messages`).
    let texts = spec.get("messages");
    let say = |name: &str, vars: &[(&str, &str)]| -> Option<String> {
        let m = texts?.get(name)?;
        Some(fill(m.as_str().or_else(|| text(m, "text"))?, vars))
    };
    let score_say = |name: &str, sid: &str| -> Option<Vec<String>> {
        Some(vec![fill(p["score"].get("messages")?.get(name)?.as_str()?, &[("key", sid)])])
    };
    let mut said: Vec<String> = Vec::new();
    let (key, value) = (text(spec, "key").unwrap_or(""), text(spec, "value").unwrap_or(""));
    let min_length = num(spec, "min_length").unwrap_or(0.0);
    let mut problems = Vec::new();
    let mut pred: Vec<(String, Vec<f64>)> = Vec::new();
    for (r, row) in rows.rows.iter().enumerate() {
        let sid = py_strip(rows.get(row, key).unwrap_or("None")).to_string();
        let cur = parse_curve(rows.get(row, value)).map_err(|why| raise(why, file))?;
        let length = cur.as_ref().map_or(0, Vec::len).to_string();
        let message = match &cur {
            None => Some((
                codes::PREDICTION_MISSING_VALUE,
                format!("data row {}: `{value}` is not a JSON array of finite numbers", r + 1),
                "bad_curve",
            )),
            Some(c) if (c.len() as f64) < min_length => Some((
                codes::PREDICTION_OUT_OF_RANGE,
                format!("data row {}: the curve has {} points, fewer than {}", r + 1, c.len(), crate::pyjson::py_float_repr(min_length)),
                "short",
            )),
            Some(_) if lookup(&pred, &sid).is_some() => {
                Some((codes::PREDICTION_DUPLICATE_KEY, format!("data row {} repeats `{sid}`", r + 1), "duplicate"))
            }
            Some(_) => None,
        };
        match (message, cur) {
            (Some((code, m, name)), _) => {
                problems.push(problem(code, m, file));
                said.extend(say(name, &[("key", sid.as_str()), ("length", length.as_str())]));
            }
            (None, Some(c)) => pred.push((sid, c)),
            (None, None) => {}
        }
    }
    if let Some(missing) = t.items.iter().find(|i| lookup(&pred, i).is_none()) {
        problems.push(problem(codes::PREDICTION_MISSING_KEY, format!("item `{missing}` has no curve (and maybe others)"), file));
        // sorted(ids - set(pred)): the first `limit` as Python lists them.
        let mut absent: Vec<&String> = t.items.iter().filter(|i| lookup(&pred, i).is_none()).collect();
        absent.sort();
        let limit = texts.and_then(|m| m.get("missing")).and_then(|m| m.get("keys")).and_then(|k| k.get("limit")).and_then(Value::as_u64);
        let listed = list_repr(absent.iter().take(limit.map_or(usize::MAX, |l| l as usize)).map(|s| s.as_str()));
        said.extend(say("missing", &[("n", &absent.len().to_string()), ("keys", &listed)]));
    }
    if !problems.is_empty() {
        let limit = num(spec, "limit").map_or(usize::MAX, |l| l as usize);
        problems.truncate(limit);
        said.truncate(limit);
        let said = texts.is_some().then_some(said);
        return Err(Stop::Reject { said, category: text(spec, "category").unwrap_or("fatal").into(), problems });
    }
    let score = &p["score"];
    let item_category = text(score, "item_category").unwrap_or("fatal");
    let below = num(score, "degenerate_below").unwrap_or(0.0);
    let mut per: Vec<(String, f64, usize)> = Vec::new();
    for sid in sorted_ids(&t.items).map_err(|why| raise(why, file))? {
        let (Some(goal), Some(start)) = (lookup(&t.goal, &sid), lookup(&t.start, &sid)) else {
            let said = score_say("no_curve", &sid);
            return Err(fatal(
                item_category,
                codes::PREDICTION_MISSING_KEY,
                format!("item `{sid}` has no truth or no starting curve"),
                said,
            ));
        };
        let n = goal.len();
        let denom = np_sum(&goal.iter().zip(resample(start, n)).map(|(g, s)| (g - s).abs()).collect::<Vec<_>>());
        if denom < below {
            return Err(fatal(
                item_category,
                codes::PREDICTION_NOT_ALLOWED,
                format!(
                    "item `{sid}`: the truth moved {} from the start, below {}",
                    crate::pyjson::py_float_repr(denom),
                    crate::pyjson::py_float_repr(below)
                ),
                score_say("degenerate", &sid),
            ));
        }
        let curve = lookup(&pred, &sid).unwrap_or(&[]);
        let err = np_sum(&resample(curve, n).iter().zip(goal).map(|(q, g)| (q - g).abs()).collect::<Vec<_>>());
        per.push((sid, err / denom, n));
    }
    out.validity = 1.0;
    let values: Vec<f64> = per.iter().map(|x| x.1).collect();
    let combined = np_sum(&values) / values.len() as f64;
    let objective = super::mapping::objective(case.spec.objective, combined);
    let quality = super::mapping::quality(case.spec.mapping.as_ref(), objective, case.reference, |_| f64::NAN)
        .map_err(|why| super::raise(why, file))?;
    out.quality = py_round(quality, 6);
    out.exact = Some(super::PredictionExact { combined, objective, quality });
    out.n_scored = per.len();
    let ctx = super::reported::Context {
        per: &per,
        combined,
        objective,
        reference: case.reference,
        joined: None,
        truth: None,
        truth_count: Some(t.items.len()),
        spec: &case.spec,
    };
    super::reported::fill(&mut out.fields, &case.spec.report, &ctx);
    out.per = per;
    Ok(())
}

/// The rows the site's figures draw for a submission the grade accepted
/// ([`super::explain`]): per item (in the score's order), one per point of its goal
/// curve, the submitted curve resampled to it as the score does; key `item, point`
/// (1-based), grouped by item (what the report scores per item), the absolute error as
/// each row's cost (an item's costs add up to its error before the division by how far
/// its goal moved from the start). `None` when an item has no curve (a rejected file).
pub(crate) fn explain_rows(case: &PredictionCase, t: &CurveTruth, bytes: &[u8]) -> Option<super::explain::Parts> {
    use super::explain::{ExplainedRow, RowValue};
    let p = &case.params;
    let spec = &p["rows"];
    let sub = &p["submission"];
    let newline_none = sub.get("newline_none").and_then(Value::as_bool) == Some(true);
    let rows = py_csv::read(bytes, text(sub, "encoding") == Some("utf-8-sig"), newline_none).ok()?;
    let (key, value) = (text(spec, "key").unwrap_or(""), text(spec, "value").unwrap_or(""));
    let mut pred: Vec<(String, Vec<f64>)> = Vec::new();
    for row in &rows.rows {
        let sid = py_strip(rows.get(row, key).unwrap_or("None")).to_string();
        if let (Ok(Some(c)), None) = (parse_curve(rows.get(row, value)), lookup(&pred, &sid)) {
            pred.push((sid, c));
        }
    }
    let mut out = Vec::new();
    for sid in sorted_ids(&t.items).ok()? {
        let goal = lookup(&t.goal, &sid)?;
        let q = resample(lookup(&pred, &sid)?, goal.len());
        for (k, (&pv, &tv)) in q.iter().zip(goal).enumerate() {
            let residual = pv - tv;
            out.push(ExplainedRow {
                key: vec![sid.clone(), (k + 1).to_string()],
                rank: out.len(),
                group: Some(sid.clone()),
                values: vec![RowValue { truth: tv, pred: pv, residual, scored: true, loss: residual.abs() }],
            });
        }
    }
    Some((vec![key.to_string(), "point".to_string()], out, true, true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn curves_as_python_reads_them() {
        assert_eq!(parse_curve(Some("[1, \"2.5\", true]")), Ok(Some(vec![1.0, 2.5, 1.0])));
        for bad in ["[]", "[1, NaN]", "{\"y\": [1]}", "not json", "", "[null]", "[[1]]"] {
            assert_eq!(parse_curve(Some(bad)), Ok(None), "{bad}");
        }
        assert_eq!(parse_curve(None), Ok(None));
        assert!(parse_curve(Some(&format!("[1{}]", "0".repeat(400)))).is_err());
        assert_eq!(parse_curve(Some(&format!("[1{}, 1]", "0".repeat(4400)))), Ok(None));
    }

    #[test]
    fn numpy_linspace_and_interp() {
        // Values printed by numpy 1.26.4.
        assert_eq!(linspace01(4), [0.0, 1.0 / 3.0, 2.0 / 3.0, 1.0]);
        assert_eq!(linspace01(1), [0.0]);
        let r = resample(&[0.0, 1.0, 4.0], 5);
        assert_eq!(r, [0.0, 0.5, 1.0, 2.5, 4.0]);
        assert_eq!(sorted_ids(&["10".into(), "9".into(), "011".into()]).unwrap(), ["9", "10", "011"]);
        assert_eq!(sorted_ids(&["b".into(), "B".into(), "a".into()]).unwrap(), ["B", "a", "b"]);
        assert!(sorted_ids(&["1".into(), "S1".into()]).is_err());
    }
}
