//! From per-target values to the score: `combine`, `objective` and the `mapping` to a
//! quality against the reference (`cases-public/PREDICTION.md`, `score` and `mapping`).
//! Python's `max(a, b)` is `a` unless `b > a` (so NaN never wins as `b`).

use super::spec::{Combine, Floor, Guard, GuardOn, MapRule, Objective, Otherwise, Target};
use crate::server::py_sum;

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
            Some(py_sum(per.iter().map(|(n, v, _)| weight(n) * v)))
        }
        Combine::Single => vals.first().copied(),
    }
}

/// `objective`: the combined value, or `1 / (1 + x)`.
pub(crate) fn objective(objective: Option<Objective>, combined: f64) -> f64 {
    match objective {
        Some(Objective::InverseOnePlus) => 1.0 / (1.0 + combined),
        None => combined,
    }
}

/// The guard's choice: `compute` (`None`: a division by zero, Python's
/// ZeroDivisionError) unless the guard gives another value.
fn guarded(guard: Option<&Guard>, value: f64, reference: f64, compute: Option<f64>) -> Option<f64> {
    let Some(g) = guard else {
        return compute;
    };
    let subject = if g.on == GuardOn::ValueGt { value } else { reference };
    if subject > g.than {
        return compute;
    }
    match &g.otherwise {
        Otherwise::Guarded { value: other, guard } => guarded(guard.as_deref(), value, reference, Some(other.unwrap_or(f64::NAN))),
        Otherwise::Value(x) => Some(*x),
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

/// The quality for `value` against `reference` under the rule of the reference's
/// direction (`floor_of` measures the floor of the rule of that key given as a metric on
/// the scored rows); `Err` when Python raises: no rule for the direction (KeyError), a
/// division by zero.
pub(crate) fn quality(rule: Option<&MapRule>, value: f64, reference: f64, floor_of: impl Fn(&str) -> f64) -> Result<f64, &'static str> {
    let rule = rule.ok_or("KeyError: the mapping has no rule for the reference's direction")?;
    let mut v = value;
    if let Some(c) = rule.clamp_min {
        v = py_max(c, v);
    }
    match rule.floor {
        Floor::Measured => v = py_max(v, floor_of(&rule.key)),
        Floor::Fixed(f) => v = py_max(v, f.unwrap_or(f64::NAN)),
        Floor::None => {}
    }
    let compute = if rule.reference_over_value { py_div(reference, v) } else { py_div(v, reference) };
    guarded(rule.guard.as_ref(), v, reference, compute).ok_or("ZeroDivisionError: float division by zero")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guards_and_floors() {
        let p: serde_json::Value = serde_json::from_str(
            r#"{"reference": {"value": 2.0, "direction": "lower_is_better"},
                "mapping": {"any": {"form": "reference_over_value", "guard": {"if": "value_gt", "than": 0.0, "else": 1000000.0}}}}"#,
        )
        .unwrap();
        let spec = crate::spec::read(&p, false, false).unwrap();
        let rule = spec.mapping.as_ref();
        assert_eq!(quality(rule, 4.0, 2.0, |_| 0.0), Ok(0.5));
        assert_eq!(quality(rule, 0.0, 2.0, |_| 0.0), Ok(1e6));
        assert_eq!(quality(rule, f64::NAN, 2.0, |_| 0.0), Ok(1e6));
        assert_eq!(quality(None, 4.0, 2.0, |_| 0.0), Err("KeyError: the mapping has no rule for the reference's direction"));
        assert_eq!(py_max(0.0, f64::NAN), 0.0);
        assert!(py_max(f64::NAN, 1.0).is_nan());
    }
}
