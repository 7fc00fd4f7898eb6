//! The harness's grading step (`grade_workspace` in FDE-Gym's `harness/run.py`), after
//! the case's grader has run, on the values `json.load` gives: the variant's anchors
//! replace the grader's, integrity problems are added to `incidents`, the uplift is
//! computed with Python's numbers ([`super::pynum`]), and every way that code can raise
//! is a located failure (the site then shows `error`). Next to it, the same numbers for
//! the repaired inputs (bad ask-log lines left out, a bad cost counted as 0), when the
//! KPI fields allow any.

use super::pynum::{from_value, PyNum};
use super::result::UpliftResult;
use super::score::{numbers_from_raw, HarnessNumbers};
use crate::diagnostic::codes;
use crate::diagnostic::{Category, Diagnostic};
use crate::pyjson::Value;

/// The anchors and KPI as the harness uses them.
#[derive(Debug, Clone, PartialEq)]
pub struct Anchors {
    /// `kpi`, `kpi_baseline`, `kpi_oracle` after the variant's replacements (`None`: absent).
    pub values: [Option<Value>; 3],
    /// Which of the three came from the variant (`variants.json`).
    pub from_variant: [bool; 3],
}

/// Everything the harness step decides.
#[derive(Debug, Clone, PartialEq)]
pub struct HarnessRun {
    /// Why grading fails, in the order the harness meets them (the first is the one it
    /// reports); empty when it completes.
    pub failures: Vec<Diagnostic>,
    /// The harness's numbers, when it completes.
    pub numbers: Option<HarnessNumbers>,
    /// The numbers for the repaired inputs (`None` when the KPI fields cannot give any).
    pub repaired: Option<HarnessNumbers>,
    /// `incidents` as written to `result.json` (integrity problems added).
    pub incidents: serde_json::Value,
    /// Python's truthiness of that `incidents` (the clamp).
    pub incidents_truthy: bool,
    /// The float value of each of `kpi`, `kpi_baseline`, `kpi_oracle` (NaN when absent
    /// or not a number; ±inf for an int too large for a float).
    pub floats: [f64; 3],
}

fn harness_fail(message: String, at: crate::diagnostic::Location) -> Diagnostic {
    Diagnostic::new(codes::UPLIFT_HARNESS_FAILS, Category::Fatal, message)
        .at(at)
        .hint("FDE-Gym's harness raises here and writes no result.json, so the site shows `error`.")
}

/// `round((kpi - base) / (oracle - base), 4)`'s unrounded part, Python's way: `Ok(None)`
/// when the span is 0 (uplift 0.0). `Err((field, why))` where Python raises.
fn py_uplift(values: &[Option<Value>; 3]) -> Result<(Option<f64>, f64), (&'static str, String)> {
    let num = |i: usize, name: &'static str| -> Result<PyNum, (&'static str, String)> {
        match &values[i] {
            None => Err((name, format!("has no `{name}` (Python's KeyError)"))),
            Some(v) => from_value(v).ok_or((name, format!("has `{name}` = {}, not a number (Python's TypeError)", v.in_words()))),
        }
    };
    let oracle = num(2, "kpi_oracle")?;
    let base = num(1, "kpi_baseline")?;
    let span = oracle.sub(&base).map_err(|e| ("kpi_oracle", format!("cannot subtract the anchors: {e} (Python's OverflowError)")))?;
    let span_f = span.to_f64().unwrap_or(f64::INFINITY);
    if !span.truthy() {
        return Ok((None, span_f));
    }
    let kpi = num(0, "kpi")?;
    let diff = kpi.sub(&base).map_err(|e| ("kpi", format!("cannot compute kpi - kpi_baseline: {e} (Python's OverflowError)")))?;
    let raw = diff.true_div(&span).map_err(|e| ("kpi", format!("cannot divide by the span: {e} (Python's OverflowError)")))?;
    Ok((Some(raw), span_f))
}

/// Run the harness step. `integrity`: the ledger's problems; `log`: the ask log's
/// failures and sums (`None` without a log: then `contact` is the cost to use).
pub fn run(
    result: &UpliftResult,
    anchors: &Anchors,
    mut failures: Vec<Diagnostic>,
    integrity: &[String],
    harness_sum: Option<f64>,
    repaired_sum: f64,
) -> HarnessRun {
    let root = result.root.as_ref();
    // `out.setdefault("gates", {}).setdefault("isolation", ...)`
    if let Some(g) = root.and_then(|r| r.get("gates")) {
        if !matches!(g.value, Value::Object(_)) {
            failures.push(harness_fail(
                format!(
                    "`gates` in {} is {}, not an object: the harness writes its isolation note into it and stops",
                    result.file,
                    g.value.in_words()
                ),
                result.locate("gates"),
            ));
        }
    }
    // `out["incidents"] = list(out.get("incidents") or []) + list(integrity)`
    let given = match root {
        Some(r) => r.get("incidents").map(|n| n.value.clone()),
        None => result.incidents.as_ref().map(from_serde),
    };
    let mut incidents = given.as_ref().map(|v| v.to_serde()).unwrap_or(serde_json::Value::Null);
    let mut truthy = given.as_ref().is_some_and(Value::truthy);
    if !integrity.is_empty() {
        let mut items: Vec<serde_json::Value> = match given.as_ref().filter(|v| v.truthy()) {
            None => Vec::new(),
            Some(Value::Array(a)) => a.iter().map(|x| x.value.to_serde()).collect(),
            Some(Value::Str(s)) => s.chars().map(|c| serde_json::Value::String(c.to_string())).collect(),
            Some(Value::Object(m)) => {
                let mut keys: Vec<serde_json::Value> = Vec::new();
                for (k, _) in m {
                    let k = serde_json::Value::String(k.clone());
                    if !keys.contains(&k) {
                        keys.push(k);
                    }
                }
                keys
            }
            Some(v) => {
                failures.push(harness_fail(
                    format!(
                        "`incidents` in {} is {}, which Python cannot turn into a list to add the ledger's problems to",
                        result.file,
                        v.in_words()
                    ),
                    result.locate("incidents"),
                ));
                vec![v.to_serde()]
            }
        };
        items.extend(integrity.iter().map(|p| serde_json::Value::String(p.clone())));
        incidents = serde_json::Value::Array(items);
        truthy = true;
    }
    let floats = [0, 1, 2].map(|i| match anchors.values[i].as_ref().and_then(from_value) {
        Some(n) => n.to_f64().unwrap_or(match n {
            PyNum::Int(i) if i.is_negative() => f64::NEG_INFINITY,
            _ => f64::INFINITY,
        }),
        None => f64::NAN,
    });
    let (numbers, repaired) = match py_uplift(&anchors.values) {
        Err((field, why)) => {
            let from = if anchors.from_variant
                [[("kpi", 0), ("kpi_baseline", 1), ("kpi_oracle", 2)].iter().find(|(f, _)| *f == field).map_or(0, |(_, i)| *i)]
            {
                "the variant (variants.json)"
            } else {
                result.file.as_str()
            };
            failures.push(harness_fail(format!("{from} {why}"), result.locate(field)));
            (None, None)
        }
        Ok((raw, span)) => {
            let contact = harness_sum.unwrap_or(f64::NAN);
            let n = numbers_from_raw(span, raw, truthy, contact);
            let r = numbers_from_raw(span, raw, truthy, if harness_sum.is_some() { contact } else { repaired_sum });
            (Some(n), Some(r))
        }
    };
    let numbers = if failures.is_empty() { numbers } else { None };
    HarnessRun { failures, numbers, repaired, incidents, incidents_truthy: truthy, floats }
}

/// A `serde_json::Value` as the value `json.load` would give (for results built in code).
fn from_serde(v: &serde_json::Value) -> Value {
    use crate::pyjson::Spanned;
    let wrap = |value| Spanned { value, line: 0, column: 0 };
    match v {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Bool(*b),
        serde_json::Value::Number(n) => match (n.as_i64(), n.as_u64()) {
            (Some(i), _) => Value::Int(i.to_string()),
            (_, Some(u)) => Value::Int(u.to_string()),
            _ => Value::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        serde_json::Value::String(s) => Value::Str(s.clone()),
        serde_json::Value::Array(a) => Value::Array(a.iter().map(|x| wrap(from_serde(x))).collect()),
        serde_json::Value::Object(m) => Value::Object(m.iter().map(|(k, x)| (k.clone(), wrap(from_serde(x)))).collect()),
    }
}

/// Where a `result.json` holds NaN or an infinity (the site cannot read such a file):
/// the JSON paths, in file order; `skip` names top-level keys the harness overwrites.
pub fn non_finite_paths(v: &Value, path: &str, skip: &[&str], out: &mut Vec<String>) {
    match v {
        Value::Float(x) if !x.is_finite() => out.push(if path.is_empty() { "(the whole file)".into() } else { path.into() }),
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                non_finite_paths(&x.value, &format!("{path}[{i}]"), &[], out);
            }
        }
        Value::Object(members) => {
            // A repeated key: Python's dict keeps the last value only.
            let last: std::collections::HashMap<&str, usize> = members.iter().enumerate().map(|(i, (k, _))| (k.as_str(), i)).collect();
            for (i, (k, x)) in members.iter().enumerate() {
                if (path.is_empty() && skip.contains(&k.as_str())) || last.get(k.as_str()) != Some(&i) {
                    continue;
                }
                let p = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                non_finite_paths(&x.value, &p, &[], out);
            }
        }
        _ => {}
    }
}
