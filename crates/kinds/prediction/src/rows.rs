//! The csv-module engine (`submission.engine: csv_module`, FDE-Bench 003 and 042): rows
//! read with Python's `csv.DictReader`, parsed one by one with Python's `float()` and
//! `int()`, every problem counted at once (`cases-public/PREDICTION.md`, "The
//! csv-module engine").
//!
//! `float()` is not pandas' reader: it takes `2_224.0`, non-ASCII digits and `nan`; of
//! two same-named columns the last one counts.

use serde_json::Value;

use super::convert::py_float;
use super::frame::Val;
use super::keys::{part, KeyMap, Nan, Part};
use super::py_csv::{self, DictRows};
use super::server_output::{self, file_message, fill, list_repr, str_repr};
use super::{arr, text, Outcome, PredictionCase, Stop};
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pyjson::py_strip;
use crate::round::py_round;

/// The truth of a csv-module case: `{key tuple: value}` as a Python dict (a later
/// duplicate's value at the first one's place), in order.
#[derive(Debug, Clone, PartialEq, Default)]
pub(crate) struct TruthRows {
    pub keys: Vec<Vec<Part>>,
    pub values: Vec<f64>,
}

impl TruthRows {
    fn insert(&mut self, at: &mut KeyMap<Vec<Part>, usize>, key: Vec<Part>, value: f64) {
        match at.get(&key) {
            Some(&i) => self.values[i] = value,
            None => {
                at.insert(key.clone(), self.keys.len());
                self.keys.push(key);
                self.values.push(value);
            }
        }
    }
}

fn bad_truth(message: String, file: &str) -> Vec<Diagnostic> {
    vec![Diagnostic::new(codes::CASE_BAD_TRUTH, Category::Case, format!("{file}: {message}")).at(Location::file(file))]
}

/// Read the truth: a CSV read as the submission is (keys as stripped text), or an
/// `.npz` (`engine: npz`: key arrays cast to int64, values to float64).
pub(crate) fn read_truth(params: &Value, bytes: &[u8], file: &str) -> Result<TruthRows, Vec<Diagnostic>> {
    let spec = &params["truth"];
    let keys = arr(&params["join"], "keys");
    let mut out = TruthRows::default();
    let mut at = KeyMap::default();
    if text(spec, "engine") == Some("npz") {
        let cols = arr(spec, "keys")
            .iter()
            .map(|k| super::npz::array(bytes, k).map(|a| a.ints()))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| bad_truth(e, file))?;
        let values = super::npz::array(bytes, text(spec, "value").unwrap_or("")).map_err(|e| bad_truth(e, file))?.floats();
        for (i, v) in values.iter().enumerate() {
            let key = cols.iter().map(|c| c.get(i).map_or(Part::Nan, |&k| part(&Val::Int(k), Nan::Equal, 0))).collect();
            out.insert(&mut at, key, *v);
        }
        return Ok(out);
    }
    let rows =
        py_csv::read(bytes, text(spec, "encoding") == Some("utf-8-sig"), spec.get("newline_none").and_then(Value::as_bool) == Some(true))
            .map_err(|at| bad_truth(format!("not UTF-8 (byte {at})"), file))?;
    let value_col = params["targets"][0]["truth"].as_str().unwrap_or("");
    for (r, row) in rows.rows.iter().enumerate() {
        let mut key = Vec::new();
        for k in &keys {
            if !rows.fieldnames.iter().any(|n| n == k) {
                return Err(bad_truth(format!("no column `{k}`"), file));
            }
            key.push(Part::Str(py_strip(rows.get(row, k).unwrap_or("None")).to_string()));
        }
        let v = rows
            .get(row, value_col)
            .and_then(py_float)
            .ok_or_else(|| bad_truth(format!("`{value_col}` of data row {} is not a number", r + 1), file))?;
        out.insert(&mut at, key, v);
    }
    Ok(out)
}

fn problem(code: crate::diagnostic::Code, message: String, file: &str) -> Diagnostic {
    Diagnostic::new(code, Category::Fatal, message).at(Location::file(file))
}

fn reject(category: &str, mut problems: Vec<Diagnostic>, limit: usize) -> Stop {
    problems.truncate(limit);
    Stop::Reject { said: None, category: category.to_string(), problems }
}

/// A row's key, `Ok(None)` when it is a problem, `Err` when Python raises (an
/// infinite number given to `int()`: OverflowError).
pub(crate) fn parse_key(d: &DictRows, row: &[String], cols: &[&str], how: &str, file: &str) -> Result<Option<Vec<Part>>, Stop> {
    let mut key = Vec::new();
    for c in cols {
        let raw = d.get(row, c);
        if how == "text_strip" {
            let k = py_strip(raw.unwrap_or("None"));
            if k.is_empty() {
                return Ok(None);
            }
            key.push(Part::Str(k.to_string()));
        } else {
            let Some(x) = raw.and_then(py_float) else {
                return Ok(None);
            };
            if x.is_infinite() {
                let d = Diagnostic::new(
                    codes::PREDICTION_EXCEPTION,
                    Category::Exception,
                    format!("OverflowError: `{c}` is {}: Python's int() cannot convert an infinite float", raw.unwrap_or("")),
                )
                .at(Location::file(file).field(*c));
                return Err(Stop::Raise(d));
            }
            if x.is_nan() {
                return Ok(None);
            }
            key.push(part(&Val::Float(x.trunc()), Nan::Equal, 0));
        }
    }
    Ok(Some(key))
}

pub(crate) fn parse_value(d: &DictRows, row: &[String], col: &str, how: &str) -> Option<f64> {
    let raw = d.get(row, col)?;
    if how == "text_strip_float" {
        let t = py_strip(raw);
        if t.is_empty() {
            return None;
        }
        return py_float(t);
    }
    py_float(raw)
}

/// The evaluator's texts of the row problems (`rows.messages`; docs/prediction-kind.md,
/// "The csv-module engine"): `None` when the manifest has none.
struct RowTexts<'a>(Option<&'a Value>);

impl<'a> RowTexts<'a> {
    fn of(spec: &'a Value) -> Self {
        RowTexts(spec.get("messages"))
    }

    fn template(&self, name: &str) -> Option<&'a Value> {
        self.0?.get(name)
    }

    /// Push the text of problem `name`, filled with `at` and the known `more` values.
    fn push(&self, said: &mut Vec<String>, name: &str, at: &[(&str, &str)], more: &[(&str, Option<&str>)]) {
        let Some(m) = self.template(name) else { return };
        let t = m.as_str().or_else(|| text(m, "text")).unwrap_or("");
        let mut vars = at.to_vec();
        vars.extend(more.iter().filter_map(|(k, v)| Some((*k, (*v)?))));
        said.push(fill(t, &vars));
    }

    /// Push the coverage message `name`: `{n}` keys, `{keys}` the first `limit` of them
    /// as Python lists them, sorted as Python sorts them unless `order: rows`.
    fn push_keys(&self, said: &mut Vec<String>, name: &str, mut keys: Vec<&Vec<Part>>) {
        let Some(m) = self.template(name) else { return };
        let opts = m.get("keys").unwrap_or(&Value::Null);
        if text(opts, "order") != Some("rows") {
            keys.sort_by(|a, b| a.iter().zip(b.iter()).map(|(x, y)| part_order(x, y)).find(|o| o.is_ne()).unwrap_or(a.len().cmp(&b.len())));
        }
        let limit = opts.get("limit").and_then(Value::as_u64).map_or(usize::MAX, |l| l as usize);
        let items: Vec<String> = keys.iter().take(limit).map(|k| key_repr(k)).collect();
        let n = keys.len().to_string();
        let listed = format!("[{}]", items.join(", "));
        self.push(said, name, &[("n", n.as_str()), ("keys", listed.as_str())], &[]);
    }
}

/// The text of the score's rejection `name` (`score.messages`), filled.
fn score_said(score: &Value, name: &str, vars: &[(&str, &str)]) -> Option<Vec<String>> {
    Some(vec![fill(score.get("messages")?.get(name)?.as_str()?, vars)])
}

/// A key part as `str()` writes it: a text as it is, an integer's digits.
fn part_text(p: &Part) -> String {
    match p {
        Part::Str(s) => s.clone(),
        Part::Num(bits) => crate::float::fixed(f64::from_bits(*bits), 0),
        Part::Big(i) => i.to_string(),
        _ => "nan".into(),
    }
}

/// A key part as `repr()` writes it.
fn part_repr(p: &Part) -> String {
    match p {
        Part::Str(s) => str_repr(s),
        other => part_text(other),
    }
}

/// A key as the evaluator writes it (`"%s" % sid`, `f"{key}"`): one column's value, or
/// the tuple.
fn key_text(k: &[Part]) -> String {
    match k {
        [one] => part_text(one),
        _ => key_repr(k),
    }
}

/// A key as an item of a printed list: one column's value's `repr`, or the tuple.
fn key_repr(k: &[Part]) -> String {
    match k {
        [one] => part_repr(one),
        _ => format!("({})", k.iter().map(part_repr).collect::<Vec<_>>().join(", ")),
    }
}

/// Python's `<` on two key parts of one kind (texts by code point, numbers by value).
fn part_order(a: &Part, b: &Part) -> std::cmp::Ordering {
    let num = |p: &Part| match p {
        Part::Num(bits) => Some(f64::from_bits(*bits)),
        Part::Big(i) => Some(*i as f64),
        _ => None,
    };
    match (a, b, num(a), num(b)) {
        (Part::Str(x), Part::Str(y), _, _) => x.cmp(y),
        (_, _, Some(x), Some(y)) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal),
        _ => std::cmp::Ordering::Equal,
    }
}

/// `str(e)` of `float(raw)` failing (`None`: the row lacks the cell).
fn float_error(raw: Option<&str>) -> String {
    match raw {
        None => "float() argument must be a string or a real number, not 'NoneType'".into(),
        Some(s) => format!("could not convert string to float: {}", str_repr(s)),
    }
}

/// `str(e)` of `int(float(row[c]))` failing on the first column that fails.
fn key_error(d: &DictRows, row: &[String], cols: &[&str]) -> String {
    for c in cols {
        let raw = d.get(row, c);
        match raw.and_then(py_float) {
            None => return float_error(raw),
            Some(x) if x.is_nan() => return "cannot convert float NaN to integer".into(),
            _ => {}
        }
    }
    String::new()
}

/// Grade with the csv-module engine.
pub(crate) fn grade(
    case: &PredictionCase,
    truth: &TruthRows,
    submission: Option<&[u8]>,
    file: &str,
    out: &mut Outcome,
) -> Result<(), Stop> {
    let p = &case.params;
    let sub = &p["submission"];
    // The file the evaluator looks for, as its texts name it.
    let named = text(sub, "file").unwrap_or(file);
    let spec = &p["rows"];
    let fatal = |code: crate::diagnostic::Code, message: String, said: Option<Vec<String>>| Stop::Reject {
        said,
        category: "fatal".into(),
        problems: vec![problem(code, message, file)],
    };
    let Some(bytes) = submission else {
        let said = file_message(p, "missing_file", &[("file", named), ("dir", server_output::SUBMISSION_DIR)]);
        return Err(fatal(codes::PREDICTION_MISSING_FILE, format!("there is no {file}"), said));
    };
    let utf8_sig = text(sub, "encoding") == Some("utf-8-sig");
    let rows = match py_csv::read(
        bytes,
        text(sub, "encoding") == Some("utf-8-sig"),
        sub.get("newline_none").and_then(Value::as_bool) == Some(true),
    ) {
        Ok(r) => r,
        Err(at) => {
            let message = format!("UnicodeDecodeError: {file} is not UTF-8 (byte {at})");
            let error = pysem::pyerr::text_file_decode_error(bytes, utf8_sig).unwrap_or_else(|| message.clone());
            // What the bytes are instead, as routing and scorecard say it (our words only).
            let d = crate::frame::not_text(bytes, file)
                .unwrap_or_else(|| Diagnostic::new(codes::PREDICTION_UNREADABLE, Category::Exception, message).at(Location::file(file)));
            if text(sub, "read_error") == Some("fatal") {
                let said = file_message(p, "unreadable", &[("file", named), ("error", &error)]);
                let mut d = d;
                d.category = Category::Fatal;
                return Err(Stop::Reject { said, category: "fatal".into(), problems: vec![d] });
            }
            return Err(Stop::RaiseText(d, error));
        }
    };
    out.n_rows = rows.rows.len();
    if rows.rows.is_empty() {
        let category = text(spec, "empty_category").unwrap_or("fatal");
        return Err(Stop::Reject {
            said: file_message(p, "empty", &[("file", named)]),
            category: category.into(),
            problems: vec![problem(codes::PREDICTION_MISSING_VALUE, format!("{file} has no data rows"), file)],
        });
    }
    let first = rows.first_keys();
    let req = &p["required_columns"];
    let required = arr(req, "columns");
    for c in &required {
        if !first.contains(&Some(*c)) {
            let names: Vec<&str> = first.iter().map(|k| k.unwrap_or("None")).collect();
            let d = crate::missing_columns(&names, &required, |m| first.contains(&Some(m)), bytes, file);
            // list(rows[0].keys()) as Python prints it (a long row's extra key: None).
            let header: Vec<String> = first.iter().map(|k| k.map_or("None".into(), str_repr)).collect();
            let header = format!("[{}]", header.join(", "));
            let missing = list_repr(required.iter().copied().filter(|m| !first.contains(&Some(*m))));
            let vars = [("file", named), ("column", *c), ("columns", header.as_str()), ("missing", missing.as_str())];
            let said = file_message(p, "missing_column", &vars);
            return Err(Stop::Reject { said, category: text(req, "category").unwrap_or("fatal").into(), problems: vec![d] });
        }
    }
    let keys = arr(&p["join"], "keys");
    let target = &p["targets"][0];
    let pred_col = text(target, "pred").unwrap_or("");
    let category = text(spec, "category").unwrap_or("fatal");
    let limit = spec.get("limit").and_then(Value::as_u64).map_or(usize::MAX, |l| l as usize);
    let texts = RowTexts::of(spec);
    let mut said: Vec<String> = Vec::new();
    let mut problems = Vec::new();
    let mut pred: KeyMap<Vec<Part>, f64> = KeyMap::default();
    let mut pred_order: Vec<Vec<Part>> = Vec::new();
    let key_parse = text(spec, "key_parse").unwrap_or("text_strip");
    let value_parse = text(spec, "value_parse").unwrap_or("float");
    let duplicate_first = spec.get("duplicate_first").and_then(Value::as_bool) == Some(true);
    for (r, row) in rows.rows.iter().enumerate() {
        let (line, nr) = ((r + 2).to_string(), (r + 1).to_string());
        let at = [("line", line.as_str()), ("row", nr.as_str()), ("column", pred_col)];
        let Some(k) = parse_key(&rows, row, &keys, key_parse, file)? else {
            problems.push(problem(
                codes::PREDICTION_MISSING_VALUE,
                format!("data row {}: the key ({}) is empty or not a number", r + 1, keys.join(", ")),
                file,
            ));
            let error = (key_parse != "text_strip").then(|| key_error(&rows, row, &keys));
            let name = if error.is_some() { "bad_key" } else { "empty_key" };
            texts.push(&mut said, name, &at, &[("error", error.as_deref())]);
            continue;
        };
        let parts: Vec<String> = k.iter().map(part_text).collect();
        let key = key_text(&k);
        let mut at: Vec<(&str, &str)> = at.to_vec();
        let indices: Vec<String> = (0..k.len()).map(|i| i.to_string()).collect();
        at.push(("key", key.as_str()));
        at.extend(indices.iter().map(String::as_str).zip(parts.iter().map(String::as_str)));
        let duplicate =
            || (codes::PREDICTION_DUPLICATE_KEY, format!("data row {} repeats a key ({})", r + 1, keys.join(", ")), "duplicate");
        let v = parse_value(&rows, row, pred_col, value_parse);
        let raw = rows.get(row, pred_col);
        let shown = match value_parse {
            "text_strip_float" => py_strip(raw.unwrap_or("")),
            _ => raw.unwrap_or(""),
        };
        let shown = str_repr(shown);
        let message = match v {
            _ if duplicate_first && pred.contains_key(&k) => Some(duplicate()),
            None => {
                let empty = value_parse == "text_strip_float" && py_strip(raw.unwrap_or("")).is_empty();
                let name = if empty { "empty_value" } else { "bad_value" };
                Some((codes::PREDICTION_MISSING_VALUE, format!("data row {}: `{pred_col}` is empty or not a number", r + 1), name))
            }
            Some(x) if !x.is_finite() => {
                Some((codes::PREDICTION_NOT_FINITE, format!("data row {}: `{pred_col}` is not finite", r + 1), "not_finite"))
            }
            _ if pred.contains_key(&k) => Some(duplicate()),
            _ => None,
        };
        match (message, v) {
            (Some((code, m, name)), _) => {
                problems.push(problem(code, m, file));
                let error = (name == "bad_value").then(|| float_error(raw));
                texts.push(&mut said, name, &at, &[("raw", Some(shown.as_str())), ("error", error.as_deref())]);
            }
            (None, Some(x)) => {
                pred.insert(k.clone(), x);
                pred_order.push(k);
            }
            (None, None) => {}
        }
    }
    let reject = |problems: Vec<Diagnostic>, mut said: Vec<String>| match reject(category, problems, limit) {
        Stop::Reject { category, problems, .. } => {
            said.truncate(limit);
            Stop::Reject { said: texts.0.is_some().then_some(said), category, problems }
        }
        other => other,
    };
    if !problems.is_empty() && text(spec, "coverage") == Some("next_stage") {
        return Err(reject(problems, said));
    }
    let in_truth: KeyMap<&Vec<Part>, usize> = truth.keys.iter().enumerate().map(|(i, k)| (k, i)).collect();
    let missing: Vec<&Vec<Part>> = truth.keys.iter().filter(|k| !pred.contains_key(*k)).collect();
    if let Some(i) = truth.keys.iter().position(|k| !pred.contains_key(k)) {
        problems.push(problem(codes::PREDICTION_MISSING_KEY, format!("the truth's key {} has no prediction", i + 1), file));
        texts.push_keys(&mut said, "missing", missing);
    }
    let extra: Vec<&Vec<Part>> = pred_order.iter().filter(|k| !in_truth.contains_key(k)).collect();
    if let Some(k) = pred_order.iter().position(|k| !in_truth.contains_key(k)) {
        problems.push(problem(codes::PREDICTION_EXTRA_KEY, format!("accepted row {} has a key the truth does not list", k + 1), file));
        texts.push_keys(&mut said, "extra", extra);
    }
    if !problems.is_empty() {
        return Err(reject(problems, said));
    }

    let super::Scored { per, combined, quality, .. } = score(case, &truth.keys, &truth.values, &pred, file)?;
    out.validity = 1.0;
    out.quality = py_round(quality, 6);
    out.exact = Some(super::PredictionExact { combined, objective: combined, quality });
    out.n_scored = truth.keys.len();
    let ctx = super::reported::Context {
        per: &per,
        combined,
        objective: combined,
        reference: case.reference,
        joined: None,
        truth: None,
        truth_count: Some(truth.keys.len()),
        spec: &case.spec,
    };
    super::reported::fill(&mut out.fields, &case.spec.report, &ctx);
    out.per = per;
    Ok(())
}

/// The csv-module engine's score of the truth's rows (`keys_in`, `truth_values`) against the
/// accepted predictions: per group (or one plain mean), combined, mapped. The grade's,
/// and the coach's "without" scores (fewer truth rows).
pub(crate) fn score(
    case: &PredictionCase,
    keys_in: &[Vec<Part>],
    truth_values: &[f64],
    pred: &KeyMap<Vec<Part>, f64>,
    file: &str,
) -> Result<super::Scored, Stop> {
    let p = &case.params;
    let keys = arr(&p["join"], "keys");
    let score = &p["score"];
    let mut per = Vec::new();
    let combined = if let Some(g) = score.get("group_by") {
        let at = keys.iter().position(|k| Some(*k) == text(g, "key")).unwrap_or(0);
        let mut values = Vec::new();
        for group in g.get("groups").and_then(Value::as_array).into_iter().flatten() {
            let gv = match group.as_i64() {
                Some(i) => Val::Int(i),
                None => group.as_f64().map_or(Val::Str(group.as_str().unwrap_or("").into()), Val::Float),
            };
            let gp = part(&gv, Nan::Equal, 0);
            let idx: Vec<usize> = (0..keys_in.len()).filter(|&i| keys_in[i].get(at) == Some(&gp)).collect();
            let name = match &gv {
                Val::Int(i) => i.to_string(),
                Val::Float(x) => crate::pyjson::py_float_repr(*x),
                Val::Str(s) => s.to_string(),
                Val::Null | Val::Bool(_) => "None".into(),
            };
            if idx.is_empty() {
                let d = problem(codes::PREDICTION_MISSING_KEY, format!("the truth has no row of group {name}"), file);
                return Err(Stop::Reject {
                    said: score_said(score, "missing_group", &[("group", &name)]),
                    category: text(g, "missing_category").unwrap_or("fatal").into(),
                    problems: vec![d],
                });
            }
            let t: Vec<f64> = idx.iter().map(|&i| truth_values[i]).collect();
            let q: Vec<f64> = idx.iter().map(|&i| pred.get(&keys_in[i]).copied().unwrap_or(f64::NAN)).collect();
            let metric = text(score, "metric").and_then(super::spec::Metric::parse);
            let v = metric.and_then(|m| super::metrics::metric(m, &t, &q, &Default::default())).unwrap_or(f64::NAN);
            if !v.is_finite() || v < 0.0 {
                let d = problem(codes::PREDICTION_NOT_FINITE, format!("the metric of group {name} is not a finite number"), file);
                let value = crate::pyjson::py_float_repr(v);
                return Err(Stop::Reject {
                    said: score_said(score, "not_finite_group", &[("group", &name), ("value", &value)]),
                    category: text(score, "nonfinite_category").unwrap_or("fatal").into(),
                    problems: vec![d],
                });
            }
            per.push((name, v, idx.len()));
            values.push(v);
        }
        let m = crate::server::np_sum(&values) / values.len() as f64;
        if !m.is_finite() {
            let d = problem(codes::PREDICTION_NOT_FINITE, "the mean over groups is not a finite number".into(), file);
            let value = crate::pyjson::py_float_repr(m);
            return Err(Stop::Reject {
                said: score_said(score, "not_finite_mean", &[("value", &value)]),
                category: text(score, "nonfinite_category").unwrap_or("fatal").into(),
                problems: vec![d],
            });
        }
        m
    } else {
        // A plain Python mean: sum() (compensated in CPython 3.12) in the truth's order.
        let errs = keys_in.iter().zip(truth_values).map(|(k, t)| (pred.get(k).copied().unwrap_or(f64::NAN) - t).abs());
        let s = crate::server::py_sum(errs);
        super::mapping::py_div(s, keys_in.len() as f64).ok_or_else(|| super::raise("ZeroDivisionError: the truth is empty", file))?
    };
    let quality = super::mapping::quality(case.spec.mapping.as_ref(), combined, case.reference, |_| f64::NAN)
        .map_err(|why| super::raise(why, file))?;
    Ok(super::Scored { per, combined, objective: combined, quality })
}
