//! What the case's evaluator prints (`fde-grade prediction --format server`): its dict,
//! its key order, its own message texts, `json.dumps` as its `main()` calls it.
//!
//! The messages are the case's data: `parameters.server` holds the texts of the
//! evaluator's whole-file messages and its exception entry, each check step its own
//! `message` (docs/prediction-kind.md, "The server's output"). A template is text with
//! `{name}` placeholders, filled here with values Python would format the same way
//! (`{keys}`: a Python list of formatted keys, as `str(list)` writes it; `{columns}`:
//! `list(df.columns)`; `{error}`: `str(e)` of the exception, Python's or pandas' own
//! text, `crate::pandas::errors`). A rejection whose steps carry no template keeps our
//! messages (that case's `--format server` is then exact but for those texts).

use std::collections::{BTreeMap, HashSet};

use serde_json::Value;

use super::frame::{Frame, Val};
use super::manifest::bad;
use super::spec::{Named, ReportField, Source};
use super::{text, PredictionCase, PredictionReport};
use crate::diagnostic::Diagnostic;
use crate::pyout::{Dumps, Py};

/// What the evaluator printed besides the report's numbers: its messages of a
/// rejection, `str(e)` of an exception.
#[derive(Debug, Clone, Default)]
pub(crate) struct Said {
    /// The rejection's messages, when every failing step has a template.
    pub messages: Option<Vec<String>>,
    /// `str(e)` of what the server's stack raised, when known.
    pub error: Option<String>,
    /// There was a file to grade (`server.found_field` prints its path).
    pub found: bool,
}

/// The value `--format server` writes for the traceback an evaluator prints beside an
/// exception (`traceback.format_exc()[-800:]`: the server's paths and line numbers).
pub const TRACEBACK: &str = "(traceback left out)";

/// The value `--format server` writes for the server's directory of the submission
/// (`{dir}`: a path of the server's own, FDE-Bench 003 prints it).
pub const SUBMISSION_DIR: &str = "<submission_dir>";

/// `template` with each `{name}` of `vars` replaced (other braces kept); `{name:.Nf}`
/// writes a number (a var holding Python's repr of a float) as `format(x, ".Nf")` does.
pub(crate) fn fill(template: &str, vars: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let tail = &rest[i + 1..];
        let filled = tail.find('}').and_then(|j| {
            let (name, spec) = tail[..j].split_once(':').unwrap_or((&tail[..j], ""));
            let v = vars.iter().find(|(k, _)| *k == name)?.1;
            Some((j, if spec.is_empty() { v.to_string() } else { format_spec(v, spec)? }))
        });
        match filled {
            Some((j, v)) => {
                out.push_str(&v);
                rest = &tail[j + 1..];
            }
            None => {
                out.push('{');
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `format(float(v), spec)` for a fixed-point spec `.Nf` (both round the exact binary
/// value half to even).
fn format_spec(v: &str, spec: &str) -> Option<String> {
    let digits: usize = spec.strip_prefix('.')?.strip_suffix('f')?.parse().ok()?;
    let x: f64 = match v {
        "nan" => f64::NAN,
        "inf" => f64::INFINITY,
        "-inf" => f64::NEG_INFINITY,
        // pysem's float reading and writing, equal to std's: a page's `.wasm` links neither
        // (scripts/check-wasm-floats).
        v => crate::float::parse(v)?,
    };
    Some(match crate::pyjson::py_float_repr(x).as_str() {
        "nan" | "inf" | "-inf" => crate::pyjson::py_float_repr(x),
        _ => crate::float::fixed(x, digits),
    })
}

/// The whole-file message `key` of `parameters.server` (`missing_file`, `unreadable`,
/// `missing_column`), filled: `Some` when the manifest has it.
pub(crate) fn file_message(params: &Value, key: &str, vars: &[(&str, &str)]) -> Option<Vec<String>> {
    let t = text(params.get("server")?, key)?;
    Some(vec![fill(t, vars)])
}

/// Python's `repr(s)` of a `str`.
pub(crate) fn str_repr(s: &str) -> String {
    crate::pyjson::py_str_repr(s)
}

/// `str(list_of_str)`: `['a', 'b']`.
pub(crate) fn list_repr<'a>(items: impl IntoIterator<Item = &'a str>) -> String {
    let items: Vec<String> = items.into_iter().map(str_repr).collect();
    format!("[{}]", items.join(", "))
}

/// How an f-string writes a value (`f"{v}"`): an int as digits, a float as `repr`, a
/// text as it is.
fn format_val(v: &Val) -> String {
    match v {
        Val::Int(i) => i.to_string(),
        Val::Float(x) => crate::pyjson::py_float_repr(*x),
        Val::Str(s) => s.to_string(),
        Val::Bool(b) => (if *b { "True" } else { "False" }).into(),
        Val::Null => "nan".into(),
    }
}

/// A key's identity in a Python set: `1 == 1.0`; a text is never a number.
fn identity(v: &Val) -> String {
    match v {
        Val::Int(i) => format!("n{i}"),
        Val::Float(x) if x.fract() == 0.0 && x.abs() < 9.0e15 => format!("n{}", *x as i64),
        Val::Float(x) => format!("f{}", x.to_bits()),
        Val::Bool(b) => format!("n{}", i64::from(*b)),
        Val::Str(s) => format!("s{s}"),
        Val::Null => "nan".into(),
    }
}

/// Python's `<` on two key values of the same kind (numbers, texts).
fn order(a: &Val, b: &Val) -> std::cmp::Ordering {
    let num = |v: &Val| match v {
        Val::Int(i) => Some(*i as f64),
        Val::Float(x) => Some(*x),
        Val::Bool(b) => Some(f64::from(u8::from(*b))),
        _ => None,
    };
    match (num(a), num(b), a, b) {
        (Some(x), Some(y), Val::Int(i), Val::Int(j)) if x == y => i.cmp(j),
        (Some(x), Some(y), _, _) => x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Equal),
        (_, _, Val::Str(x), Val::Str(y)) => x.cmp(y),
        _ => std::cmp::Ordering::Equal,
    }
}

/// A step's `message`: its text, and how it lists keys.
pub(crate) struct Template<'a> {
    text: &'a str,
    columns: Vec<&'a str>,
    format: &'a str,
    limit: Option<usize>,
    join: Option<&'a str>,
    /// `repr: true`: the list holds the first key column's values, each once, as
    /// Python's `repr` writes them (`[3, 5]`), not formatted texts.
    repr: bool,
    /// `each_row: true`: every offending row is listed (a repeated key once per row,
    /// `df[dup][col].tolist()`), not each key once.
    pub(crate) each_row: bool,
    /// `order: rows`: coverage keys in the order of the frame they come from, not sorted.
    in_row_order: bool,
    /// `sort: true` (with `repr`): the values sorted as Python sorts them
    /// (`sorted(set(values))`), not in row order.
    sort: bool,
    /// `str_tuples: true`: each key as Python's `str()` of its tuple (a datetime64
    /// value as `Timestamp('...')`, NaT as `NaT`), the texts sorted, the first `limit`
    /// (FDE-Bench 028 sorts `limit` keys taken in its set's order: the same keys
    /// whenever there are at most `limit`).
    str_tuples: bool,
}

impl<'a> Template<'a> {
    /// A step's (or rule's) `message` (`"text"`, or `{"text", "keys": {"columns",
    /// "format", "limit"}}`; its keys by default the join's); `None` when it has none.
    pub(crate) fn of(message: Option<&'a Value>, join_keys: &'a [String]) -> Option<Template<'a>> {
        let m = message?;
        if let Some(t) = m.as_str() {
            return Some(Template {
                text: t,
                columns: Vec::new(),
                format: "",
                limit: None,
                join: None,
                repr: false,
                each_row: false,
                in_row_order: false,
                sort: false,
                str_tuples: false,
            });
        }
        let keys = m.get("keys").unwrap_or(&Value::Null);
        let columns = match keys.get("columns") {
            Some(_) => super::arr(keys, "columns"),
            None => join_keys.iter().map(String::as_str).collect(),
        };
        Some(Template {
            text: text(m, "text")?,
            columns,
            format: text(keys, "format").unwrap_or(""),
            limit: keys.get("limit").and_then(Value::as_u64).map(|l| l as usize),
            join: text(keys, "join"),
            repr: keys.get("repr").and_then(Value::as_bool) == Some(true),
            each_row: keys.get("each_row").and_then(Value::as_bool) == Some(true),
            in_row_order: text(keys, "order") == Some("rows"),
            sort: keys.get("sort").and_then(Value::as_bool) == Some(true),
            str_tuples: keys.get("str_tuples").and_then(Value::as_bool) == Some(true),
        })
    }

    /// The key of row `r` of `f`, formatted (`{0}`, `{1}`: its columns' values).
    fn key(&self, f: &Frame, r: usize) -> String {
        let vals: Vec<String> =
            self.columns.iter().map(|c| f.get(c).and_then(|col| col.values.get(r)).map_or(String::new(), |v| format_val(&v))).collect();
        let vars: Vec<(String, &str)> = vals.iter().enumerate().map(|(i, v)| (i.to_string(), v.as_str())).collect();
        let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (k.as_str(), *v)).collect();
        fill(self.format, &vars)
    }

    /// The message for `n` problems in `column`, listing the keys of `rows` of `f` (at
    /// most `limit` of them: `str(list)`, or joined with `join`); `more`: the step's
    /// other values (`{dups}`, `{min}`, `{max}`).
    pub(crate) fn render(&self, column: &str, n: usize, f: &Frame, rows: &[usize], more: &[(&str, String)]) -> String {
        let limit = self.limit.unwrap_or(usize::MAX);
        let list = if self.str_tuples {
            let mut texts: Vec<String> = rows.iter().map(|&r| self.tuple_str(f, r)).collect();
            texts.sort();
            list_repr(texts.iter().take(limit).map(String::as_str))
        } else if self.repr {
            let mut seen = HashSet::new();
            let first = self.columns.first().copied().unwrap_or("");
            let mut values: Vec<Val> = rows
                .iter()
                .filter_map(|&r| f.get(first).and_then(|c| c.values.get(r)))
                .filter(|v| self.each_row || seen.insert(identity(v)))
                .map(|v| v.into_owned())
                .collect();
            if self.sort {
                values.sort_by(order);
            }
            let items: Vec<String> = values
                .iter()
                .take(limit)
                .map(|v| match v {
                    Val::Str(s) => str_repr(s),
                    other => format_val(other),
                })
                .collect();
            format!("[{}]", items.join(", "))
        } else {
            let keys: Vec<String> = rows.iter().take(limit).map(|&r| self.key(f, r)).collect();
            match self.join {
                Some(sep) => keys.join(sep),
                None => list_repr(keys.iter().map(String::as_str)),
            }
        };
        let n = n.to_string();
        let mut vars = vec![("column", column), ("n", n.as_str()), ("keys", list.as_str())];
        vars.extend(more.iter().map(|(k, v)| (*k, v.as_str())));
        fill(self.text, &vars)
    }

    /// Python's `str()` of row `r`'s key tuple (`(Timestamp('2025-06-27 00:00:00'), '上行')`).
    fn tuple_str(&self, f: &Frame, r: usize) -> String {
        let items: Vec<String> = self
            .columns
            .iter()
            .map(|c| match f.get(c) {
                Some(col) => match (col.kind == super::frame::Kind::Time, col.values.get(r).as_deref()) {
                    (true, Some(Val::Int(ns))) => format!("Timestamp('{}')", super::explain::timestamp_text(*ns)),
                    (true, _) => "NaT".into(),
                    (false, Some(Val::Str(s))) => str_repr(s),
                    (false, Some(v)) => format_val(v),
                    (false, None) => "nan".into(),
                },
                None => "nan".into(),
            })
            .collect();
        match items.as_slice() {
            [one] => format!("({one},)"),
            _ => format!("({})", items.join(", ")),
        }
    }

    /// The key columns' values of row `r`, for sets and sorting.
    fn values(&self, f: &Frame, r: usize) -> Vec<Val> {
        self.columns.iter().map(|c| f.get(c).and_then(|col| col.values.get(r)).map_or(Val::Null, |v| v.into_owned())).collect()
    }

    /// `dup = df[df.duplicated(cols, keep=False)]`: its rows, and the first row of each
    /// repeated key (`dup.drop_duplicates()`), in row order.
    pub(crate) fn repeated(&self, f: &Frame, cols: &[&str]) -> (Vec<usize>, Vec<usize>) {
        let ids: Vec<String> = (0..f.rows).map(|r| key_identity(f, cols, r)).collect();
        let mut count: BTreeMap<&str, usize> = BTreeMap::new();
        for id in &ids {
            *count.entry(id).or_default() += 1;
        }
        let rows: Vec<usize> = (0..f.rows).filter(|&r| count[ids[r].as_str()] > 1).collect();
        let mut seen = HashSet::new();
        let heads = rows.iter().copied().filter(|&r| seen.insert(ids[r].as_str())).collect();
        (rows, heads)
    }

    /// `sorted(set(keys of need) - set(keys of have))`: (frame row of each, in sorted
    /// order) of `need`; `Err(str(e))` where Python's `sorted` raises, comparing a text
    /// with a number (a NaN key beside text keys). Which of the two it names first
    /// follows the set's order, which string hashing randomises per process: the
    /// server itself prints either.
    pub(crate) fn absent(&self, need: &Frame, have: &Frame, cols: &[&str]) -> Result<Vec<usize>, String> {
        let have: HashSet<String> = (0..have.rows).map(|r| key_identity(have, cols, r)).collect();
        let mut seen = HashSet::new();
        let mut rows: Vec<usize> =
            (0..need.rows).filter(|&r| !have.contains(&key_identity(need, cols, r)) && seen.insert(key_identity(need, cols, r))).collect();
        if self.in_row_order || self.str_tuples {
            return Ok(rows);
        }
        let first = |r: usize| cols.first().and_then(|c| need.get(c)).and_then(|c| c.values.get(r)).map(|v| matches!(&*v, Val::Str(_)));
        let texts = rows.iter().filter(|&&r| first(r) == Some(true)).count();
        if texts > 0 && texts < rows.len() {
            return Err("'<' not supported between instances of 'float' and 'str'".into());
        }
        rows.sort_by(|&a, &b| {
            let (x, y) = (self.values(need, a), self.values(need, b));
            x.iter().zip(&y).map(|(p, q)| order(p, q)).find(|o| o.is_ne()).unwrap_or(std::cmp::Ordering::Equal)
        });
        Ok(rows)
    }
}

fn key_identity(f: &Frame, cols: &[&str], r: usize) -> String {
    cols.iter().map(|c| f.get(c).and_then(|col| col.values.get(r)).map_or("nan".into(), |v| identity(&v))).collect::<Vec<_>>().join("\u{1}")
}

/// A report field's value as Python holds it: the spelled non-finite numbers
/// (`server_float`) back to floats.
fn field_py(v: &Value) -> Py {
    match v {
        Value::String(s) => super::server_float::parse(s).map_or_else(|| Py::Str(s.clone()), Py::Float),
        Value::Object(m) => Py::dict(m.iter().map(|(k, x)| (k.clone(), field_py(x)))),
        Value::Array(a) => Py::List(a.iter().map(field_py).collect()),
        other => Py::from(other),
    }
}

/// What the evaluator prints for `report` (`said`: its messages, `str(e)`).
pub(crate) fn output(case: &PredictionCase, r: &PredictionReport, said: &Said) -> String {
    let server = case.params.get("server").unwrap_or(&Value::Null);
    let dumps = Dumps {
        indent: match server.get("indent") {
            Some(Value::Null) => None,
            Some(n) => n.as_u64().map(|n| n as usize),
            None => Some(2),
        },
        sort_keys: false,
        ensure_ascii: server.get("ensure_ascii").and_then(Value::as_bool).unwrap_or(false),
    };
    if let Some(c) = &r.crash {
        // The evaluator dies: nothing on its standard output; say what it raised.
        return dumps.dumps(&Py::dict([("crash", Py::str(c.clone()))]));
    }
    let mut d = Py::dict([
        ("validity_score", Py::Float(r.validity_score)),
        ("quality_score", Py::Float(r.quality_score)),
        ("overall_score", Py::Float(r.overall_score)),
    ]);
    let ours =
        |k: &str| r.error_info.get(k).and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).map(String::from).collect());
    let error_info = match r.failed_check.as_deref() {
        None => Py::dict::<&str>([]),
        Some("exception") => {
            let message = ours("exception").and_then(|m: Vec<String>| m.into_iter().next()).unwrap_or_default();
            let error = said.error.clone().unwrap_or(message);
            match server.get("exception").and_then(Value::as_object) {
                Some(t) => Py::dict(t.iter().map(|(k, v)| {
                    let one = |s: &str| Py::Str(fill(s, &[("error", &error), ("traceback", TRACEBACK)]));
                    let v = match v {
                        Value::Array(items) => Py::List(items.iter().filter_map(Value::as_str).map(one).collect()),
                        v => one(v.as_str().unwrap_or("")),
                    };
                    (k.clone(), v)
                })),
                None => Py::dict([("exception", Py::list([Py::Str(error)]))]),
            }
        }
        Some(category) => {
            let messages: Vec<String> = said.messages.clone().or_else(|| ours(category)).unwrap_or_default();
            let mut e = Py::dict([(category, Py::List(messages.into_iter().map(Py::Str).collect()))]);
            for (k, v) in r.error_info.as_object().into_iter().flatten().filter(|(k, _)| *k != category) {
                e.set(k.clone(), field_py(v));
            }
            e
        }
    };
    d.set("error_info", error_info);
    // The fields in the evaluator's order: `report_always`, then `report`, each as its
    // source orders its items (the report's own map is sorted by name); between them,
    // the path of the file found (`found_field`, FDE-Bench 003's `resolved_artifact`).
    let found = server.get("found_field").filter(|_| said.found);
    for (items, at_end) in [(&case.spec.report_always, true), (&case.spec.report, false)] {
        for item in items {
            if let Some(v) = r.fields.get(&item.field) {
                d.set(item.field.as_str(), ordered(item, v, r));
            }
        }
        if let (true, Some(f)) = (at_end, found) {
            let file = text(&case.params["submission"], "file").unwrap_or("");
            let value = fill(text(f, "text").unwrap_or(""), &[("dir", SUBMISSION_DIR), ("file", file)]);
            d.set(text(f, "field").unwrap_or(""), Py::Str(value));
        }
    }
    dumps.dumps(&d)
}

/// A reported field's value with its items in the order the evaluator builds them:
/// per target (or group) in the report's target order, an `object` in its items'
/// order, spans in their names' order, a detail's metric before `n_scored`.
fn ordered(item: &ReportField, v: &Value, r: &PredictionReport) -> Py {
    let Some(map) = v.as_object() else { return field_py(v) };
    let src = &item.source;
    let mut order: Vec<String> = match src {
        Source::Named(Named::PerTarget | Named::PerGroup) | Source::Detail { .. } => r.per_target.iter().map(|t| t.name.clone()).collect(),
        Source::Object(items) => items.iter().map(|it| it.field.clone()).collect(),
        Source::Spans(sp) => sp.names.clone(),
        _ => Vec::new(),
    };
    order.extend(map.keys().filter(|k| !order.contains(k)).cloned().collect::<Vec<_>>());
    let inner = |k: &str, x: &Value| -> Py {
        if let Source::Object(items) = src {
            if let Some(it) = items.iter().find(|it| it.field == k) {
                return ordered(it, x, r);
            }
        }
        match (src, x.as_object()) {
            (Source::Detail { name }, Some(m)) => {
                Py::dict([name.as_str(), "n_scored"].into_iter().filter_map(|n| Some((n, field_py(m.get(n)?)))))
            }
            _ => field_py(x),
        }
    };
    Py::dict(order.iter().filter_map(|k| Some((k.clone(), inner(k, map.get(k)?)))))
}

/// The problems of the manifest's texts (`parameters.server`, every step's and rule's
/// `message`), found when the case loads: a wrong shape is `case/bad-parameters`.
pub(crate) fn check(p: &Value) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if let Some(server) = p.get("server") {
        let Some(o) = server.as_object() else {
            return vec![bad("server", "must be an object".into())];
        };
        for (k, v) in o {
            let ok = match k.as_str() {
                "indent" => v.is_null() || v.as_u64().is_some(),
                "ensure_ascii" => v.is_boolean(),
                "missing_file" | "unreadable" | "missing_column" | "empty" => v.is_string(),
                "found_field" => v
                    .as_object()
                    .is_some_and(|o| o.len() == 2 && o.values().all(Value::is_string) && o.contains_key("field") && o.contains_key("text")),
                "exception" => v
                    .as_object()
                    .is_some_and(|e| e.values().all(|x| x.is_string() || x.as_array().is_some_and(|a| a.iter().all(Value::is_string)))),
                _ => false,
            };
            if !ok {
                out.push(bad(&format!("server.{k}"), "is not a known text of the evaluator's output, or not of its shape".into()));
            }
        }
    }
    fn walk(steps: &Value, path: &str, out: &mut Vec<Diagnostic>) {
        for (i, step) in steps.as_array().into_iter().flatten().enumerate() {
            let here = format!("{path}[{i}]");
            check_message(step, &here, out);
            for (j, rule) in step.get("reject_if").and_then(Value::as_array).into_iter().flatten().enumerate() {
                check_message(rule, &format!("{here}.reject_if[{j}]"), out);
            }
            if let Some(inner) = step.get("steps") {
                walk(inner, &format!("{here}.steps"), out);
            }
        }
    }
    walk(&p["checks"], "checks", &mut out);
    // The score's rejections (csv module: per group; curves: per item): texts of known names.
    if let Some(m) = p.get("score").and_then(|r| r.get("messages")) {
        let names = ["missing_group", "not_finite_group", "not_finite_mean", "no_curve", "degenerate"];
        let ok = m.as_object().is_some_and(|o| o.iter().all(|(k, v)| names.contains(&k.as_str()) && v.is_string()));
        if !ok {
            out.push(bad("score.messages", format!("must be an object of texts named {}", names.join(", "))));
        }
    }
    // The grid engine's problems: texts of known names, and each monotone rule's.
    if let Some(m) = p.get("grid").and_then(|g| g.get("messages")) {
        let names = ["bad_rows", "outside", "repeated", "missing", "range"];
        let ok = m.as_object().is_some_and(|o| o.iter().all(|(k, v)| names.contains(&k.as_str()) && v.is_string()));
        if !ok {
            out.push(bad("grid.messages", format!("must be an object of texts named {}", names.join(", "))));
        }
    }
    for (i, rule) in p.get("grid").and_then(|g| g.get("monotone")).and_then(Value::as_array).into_iter().flatten().enumerate() {
        if rule.get("message").is_some_and(|m| !m.is_string()) {
            out.push(bad(&format!("grid.monotone[{i}].message"), "must be a text".into()));
        }
    }
    // The row problems (csv module, curves): each a `message` of a known name.
    if let Some(m) = p.get("rows").and_then(|r| r.get("messages")) {
        let Some(o) = m.as_object() else {
            out.push(bad("rows.messages", "must be an object".into()));
            return out;
        };
        const NAMES: &[&str] =
            &["empty_key", "bad_key", "duplicate", "empty_value", "bad_value", "not_finite", "missing", "extra", "bad_curve", "short"];
        for (name, v) in o {
            if !NAMES.contains(&name.as_str()) {
                out.push(bad(&format!("rows.messages.{name}"), format!("is not a row problem ({})", NAMES.join(", "))));
            }
            check_message(&serde_json::json!({ "message": v }), &format!("rows.messages.{name}"), &mut out);
        }
    }
    out
}

/// A `message`: a text, or `{"text", "keys": {...}}` of the known keys and shapes.
fn check_message(holder: &Value, path: &str, out: &mut Vec<Diagnostic>) {
    let Some(m) = holder.get("message") else { return };
    if m.is_string() {
        return;
    }
    let keys_ok = |k: &Value| {
        k.as_object().is_some_and(|o| {
            o.iter().all(|(name, v)| match name.as_str() {
                "columns" => v.as_array().is_some_and(|a| a.iter().all(Value::is_string)),
                "format" | "join" => v.is_string(),
                "limit" => v.as_u64().is_some(),
                "repr" | "each_row" | "sort" | "str_tuples" => v.is_boolean(),
                "order" => v.as_str() == Some("rows"),
                _ => false,
            })
        })
    };
    let ok = m
        .as_object()
        .is_some_and(|o| o.get("text").is_some_and(Value::is_string) && o.iter().all(|(k, v)| k == "text" || k == "keys" && keys_ok(v)));
    if !ok {
        out.push(bad(&format!("{path}.message"), "must be a text, or {\"text\": ..., \"keys\": {\"columns\", \"format\", \"limit\", \"join\", \"repr\", \"each_row\", \"order\", \"sort\", \"str_tuples\"}}".into()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_fill_as_f_strings() {
        assert_eq!(
            fill("{file} 缺列 {column}, 实际: {columns}", &[("file", "p.csv"), ("column", "a"), ("columns", "['b']")]),
            "p.csv 缺列 a, 实际: ['b']"
        );
        // Unknown names and lone braces stay.
        assert_eq!(fill("{x} {", &[("y", "1")]), "{x} {");
        // str(["window 1 step 2", "it's", 'say "hi"', "both ' \""]) in CPython 3.12
        assert_eq!(
            list_repr(["window 1 step 2", "it's", "say \"hi\"", "both ' \""]),
            r#"['window 1 step 2', "it's", 'say "hi"', 'both \' "']"#
        );
        assert_eq!(list_repr([]), "[]");
        // The texts' shapes are checked when the case loads.
        let p = serde_json::json!({
            "server": {"indent": 2, "missing_file": 3, "colour": "x"},
            "checks": [{"step": "all_of", "steps": [{"step": "require_unique", "message": {"text": "t", "keys": {"limit": "ten"}}}]},
                       {"step": "require_each", "reject_if": [{"op": "<", "value": 0, "message": ["a"]}]},
                       {"step": "require_not_null", "message": "fine {n}"}]
        });
        let found: Vec<String> = check(&p).into_iter().map(|d| d.message).collect();
        assert_eq!(found.len(), 4, "{found:?}");
        assert!(found[0].contains("server.colour") && found[1].contains("server.missing_file"), "{found:?}");
        assert!(found[2].contains("checks[0].steps[0].message") && found[3].contains("checks[1].reject_if[0].message"), "{found:?}");
        // f"{x:.4f}" in CPython 3.12: half to even on the exact binary value.
        let f = |x: f64| fill("{x:.4f}|{x:.0f}", &[("x", &crate::pyjson::py_float_repr(x))]);
        assert_eq!(f(100.00005), "100.0001|100");
        assert_eq!(f(-0.00001), "-0.0000|-0");
        assert_eq!(f(2.5), "2.5000|2");
        assert_eq!(f(1e20), "100000000000000000000.0000|100000000000000000000");
    }
}
