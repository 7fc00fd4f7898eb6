//! From per-target values to the score: `combine`, `objective` and the `mapping` to a
//! quality against the reference (`cases-public/PREDICTION.md`, `score` and `mapping`).
//! Python's `max(a, b)` is `a` unless `b > a` (so NaN never wins as `b`).

use serde_json::Value;

use super::spec::{Combine, Target};
use super::{num, text};
use crate::server::{py_sum, Server};

/// Python's `max(a, b)`.
pub(crate) fn py_max(a: f64, b: f64) -> f64 {
    if b > a {
        b
    } else {
        a
    }
}

/// `combine` over the per-target values (in target order): `None` when `single` has no
/// value (Python's IndexError).
pub(crate) fn combine(how: Combine, targets: &[Target], per: &[(String, f64, usize)]) -> Option<f64> {
    let vals: Vec<f64> = per.iter().map(|x| x.1).collect();
    match how {
        Combine::NpMean => Some(crate::server::np_sum(&vals) / vals.len() as f64),
        Combine::PyWeightedSum => {
            let weight = |name: &str| targets.iter().find(|t| t.name == name).and_then(|t| t.weight).unwrap_or(0.0);
            Some(py_sum(Server::Py312, per.iter().map(|(n, v, _)| weight(n) * v)))
        }
        Combine::Single => vals.first().copied(),
    }
}

/// `objective`: the combined value, or `1 / (1 + x)`.
pub(crate) fn objective(params: &Value, combined: f64) -> f64 {
    match text(&params["score"], "objective") {
        Some("inverse_one_plus") => 1.0 / (1.0 + combined),
        _ => combined,
    }
}

/// The direction the mapping follows: the reference's `direction`, else its
/// `default_direction`.
pub(crate) fn direction(params: &Value) -> Option<&str> {
    let r = &params["reference"];
    text(r, "direction").or_else(|| text(r, "default_direction"))
}

/// The mapping rule for the direction, with its key: `mapping[direction]`, else
/// `mapping.any`.
pub(crate) fn rule(params: &Value) -> Option<(&str, &Value)> {
    let m = &params["mapping"];
    let of = |k: &str| m.as_object().and_then(|o| o.get_key_value(k)).map(|(k, v)| (k.as_str(), v));
    direction(params).and_then(of).or_else(|| of("any"))
}

/// The guard's choice: `compute` (`None`: a division by zero, Python's
/// ZeroDivisionError) unless the guard gives another value.
fn guarded(rule: &Value, value: f64, reference: f64, compute: Option<f64>) -> Option<f64> {
    let Some(g) = rule.get("guard") else {
        return compute;
    };
    let subject = if text(g, "if") == Some("value_gt") { value } else { reference };
    if subject > num(g, "than").unwrap_or(0.0) {
        return compute;
    }
    match g.get("else") {
        Some(other @ Value::Object(_)) => guarded(other, value, reference, Some(num(other, "value").unwrap_or(f64::NAN))),
        other => Some(other.and_then(Value::as_f64).unwrap_or(0.0)),
    }
}

/// Python's float division: `None` for a zero divisor (ZeroDivisionError).
pub(crate) fn py_div(a: f64, b: f64) -> Option<f64> {
    if b == 0.0 {
        None
    } else {
        Some(a / b)
    }
}

/// The quality for `value` against `reference` (`floor_of` measures the floor of the
/// rule of that key given as a metric on the scored rows); `Err` when Python raises: no
/// rule for the direction (KeyError), a division by zero.
pub(crate) fn quality(params: &Value, value: f64, reference: f64, floor_of: impl Fn(&str) -> f64) -> Result<f64, &'static str> {
    let (key, rule) = rule(params).ok_or("KeyError: the mapping has no rule for the reference's direction")?;
    let mut v = value;
    if let Some(c) = num(rule, "clamp_min") {
        v = py_max(c, v);
    }
    match rule.get("floor") {
        Some(Value::Object(_)) => v = py_max(v, floor_of(key)),
        Some(f) => v = py_max(v, f.as_f64().unwrap_or(f64::NAN)),
        None => {}
    }
    let compute = if text(rule, "form") == Some("reference_over_value") { py_div(reference, v) } else { py_div(v, reference) };
    guarded(rule, v, reference, compute).ok_or("ZeroDivisionError: float division by zero")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guards_and_floors() {
        let p: Value = serde_json::from_str(
            r#"{"reference": {"value": 2.0, "direction": "lower_is_better"},
                "mapping": {"any": {"form": "reference_over_value", "guard": {"if": "value_gt", "than": 0.0, "else": 1000000.0}}}}"#,
        )
        .unwrap();
        assert_eq!(quality(&p, 4.0, 2.0, |_| 0.0), Ok(0.5));
        assert_eq!(quality(&p, 0.0, 2.0, |_| 0.0), Ok(1e6));
        assert_eq!(quality(&p, f64::NAN, 2.0, |_| 0.0), Ok(1e6));
        assert_eq!(py_max(0.0, f64::NAN), 0.0);
        assert!(py_max(f64::NAN, 1.0).is_nan());
    }
}
