//! What the evaluator's Python does with the JSON values it is given, and the text of
//! what it raises: `x["key"]`, `int(x)`, `float(x)`, `a - b` of berths, `a < b` of crane
//! ids (the sort), each as CPython 3.12 says it.
//!
//! Python's ints are unbounded; here they are `i128`. A berth beyond ±1.7e38 is read as
//! the nearest double instead (the rule it breaks is the same; only its printed value
//! could differ).

use crate::pyjson::{py_str_repr, FloatError, Spanned, Value};

/// A Python number: an int (a bool is one) or a float.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    Int(i128),
    Float(f64),
}

impl Num {
    /// `float(n)`: an int beyond a double raises (not reachable with `i128`).
    pub fn f(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Float(x) => x,
        }
    }
}

/// A JSON number (or bool) as Python holds it; `None` for anything else.
pub fn num(v: &Value) -> Option<Num> {
    match v {
        Value::Bool(b) => Some(Num::Int(i128::from(*b))),
        Value::Int(t) => Some(t.parse::<i128>().map(Num::Int).unwrap_or_else(|_| Num::Float(v.as_f64().unwrap_or(f64::NAN)))),
        Value::Float(x) => Some(Num::Float(*x)),
        _ => None,
    }
}

/// `str(e)` of what `x["key"]` raises on a value that is not a dict.
pub fn subscript_error(v: &Value) -> String {
    match v {
        Value::Str(_) => "string indices must be integers, not 'str'".into(),
        Value::Array(_) => "list indices must be integers or slices, not str".into(),
        other => format!("'{}' object is not subscriptable", other.py_type()),
    }
}

/// `x["key"]`: the value, or `str(e)` of the TypeError or KeyError.
pub fn item<'a>(v: &'a Spanned, key: &str) -> Result<&'a Spanned, String> {
    match &v.value {
        Value::Object(_) => v.value.get(key).ok_or_else(|| py_str_repr(key)),
        other => Err(subscript_error(other)),
    }
}

/// `x.get(key)` of a dict: `None` when missing or null.
pub fn get<'a>(v: &'a Spanned, key: &str) -> Option<&'a Value> {
    v.value.get(key).map(|s| &s.value).filter(|x| !matches!(x, Value::Null))
}

/// `int(x)` of a JSON value.
pub fn int(v: &Value) -> Result<Num, String> {
    match v {
        Value::Str(s) => int_of_str(s),
        Value::Float(x) if x.is_nan() => Err("cannot convert float NaN to integer".into()),
        Value::Float(x) if x.is_infinite() => Err("cannot convert float infinity to integer".into()),
        Value::Float(x) if x.abs() < 1.7e38 => Ok(Num::Int(x.trunc() as i128)),
        Value::Float(x) => Ok(Num::Float(x.trunc())),
        Value::Null | Value::Array(_) | Value::Object(_) => {
            Err(format!("int() argument must be a string, a bytes-like object or a real number, not '{}'", v.py_type()))
        }
        other => num(other).ok_or_else(String::new),
    }
}

/// `int(s)` in base 10: blanks around, a sign, decimal digits of any script with single
/// underscores between them.
fn int_of_str(s: &str) -> Result<Num, String> {
    let bad = || {
        let repr: String = py_str_repr(s).chars().take(200).collect();
        format!("invalid literal for int() with base 10: {repr}")
    };
    let t = crate::pyjson::py_strip(s);
    let (neg, body) = match t.chars().next() {
        Some('-') => (true, &t[1..]),
        Some('+') => (false, &t[1..]),
        _ => (false, t),
    };
    let mut digits = String::new();
    let mut last_underscore = true;
    for c in body.chars() {
        if c == '_' {
            if last_underscore {
                return Err(bad());
            }
            last_underscore = true;
            continue;
        }
        let d = pysem::pyint::decimal_value(c).ok_or_else(bad)?;
        digits.push(char::from(b'0' + d));
        last_underscore = false;
    }
    if digits.is_empty() || last_underscore {
        return Err(bad());
    }
    if digits.len() > pysem::pyint::MAX_STR_DIGITS {
        return Err(format!(
            "Exceeds the limit ({} digits) for integer string conversion: value has {} digits; use sys.set_int_max_str_digits() to increase the limit",
            pysem::pyint::MAX_STR_DIGITS,
            digits.len()
        ));
    }
    let text = if neg { format!("-{digits}") } else { digits };
    Ok(text.parse::<i128>().map(Num::Int).unwrap_or_else(|_| Num::Float(crate::float::parse(&text).unwrap_or(f64::NAN))))
}

/// `float(x)` of a JSON value.
pub fn float(v: &Value) -> Result<f64, String> {
    v.py_float().map_err(|e| match e {
        FloatError::Invalid(m) => m,
        FloatError::Overflow => "int too large to convert to float".into(),
    })
}

/// `a - b` of two JSON values.
pub fn sub(a: &Value, b: &Value) -> Result<Num, String> {
    match (num(a), num(b)) {
        (Some(Num::Int(x)), Some(Num::Int(y))) => Ok(x.checked_sub(y).map_or(Num::Float(x as f64 - y as f64), Num::Int)),
        (Some(x), Some(y)) => Ok(Num::Float(x.f() - y.f())),
        _ => Err(format!("unsupported operand type(s) for -: '{}' and '{}'", a.py_type(), b.py_type())),
    }
}

/// Python's `a == b` of two JSON values (what a list comparison asks first).
fn eq(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::Null, Value::Null) => true,
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| eq(&p.value, &q.value)),
        (Value::Object(_), Value::Object(_)) => a.to_serde() == b.to_serde(),
        _ => match (num(a), num(b)) {
            (Some(Num::Int(x)), Some(Num::Int(y))) => x == y,
            (Some(x), Some(y)) => x.f() == y.f(),
            _ => false,
        },
    }
}

/// Python's `a < b` of two JSON values, or the TypeError's text.
pub fn lt(a: &Value, b: &Value) -> Result<bool, String> {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Ok(x < y),
        (Value::Array(x), Value::Array(y)) => {
            for (p, q) in x.iter().zip(y) {
                if !eq(&p.value, &q.value) {
                    return lt(&p.value, &q.value);
                }
            }
            Ok(x.len() < y.len())
        }
        _ => match (num(a), num(b)) {
            (Some(Num::Int(x)), Some(Num::Int(y))) => Ok(x < y),
            (Some(x), Some(y)) => Ok(x.f() < y.f()),
            _ => Err(format!("'<' not supported between instances of '{}' and '{}'", a.py_type(), b.py_type())),
        },
    }
}

/// `sorted(items, key=…)` of keys that may not compare, as CPython's list sort does it
/// below 64 items (one run found, then binary insertion): the order (indices), or the
/// first comparison's TypeError. From 64 items on, a stable merge sort (the same order
/// whenever every pair compares, as crane ids do).
pub fn sorted_by_key(keys: &[&Value]) -> Result<Vec<usize>, String> {
    let n = keys.len();
    let mut idx: Vec<usize> = (0..n).collect();
    if n < 2 {
        return Ok(idx);
    }
    if n >= 64 {
        let mut err = None;
        idx.sort_by(|&i, &j| match (lt(keys[j], keys[i]), lt(keys[i], keys[j])) {
            (Ok(true), _) => std::cmp::Ordering::Greater,
            (Ok(false), Ok(true)) => std::cmp::Ordering::Less,
            (Ok(false), Ok(false)) => std::cmp::Ordering::Equal,
            (Err(e), _) | (_, Err(e)) => {
                err.get_or_insert(e);
                std::cmp::Ordering::Equal
            }
        });
        return err.map_or(Ok(idx), Err);
    }
    let less = |i: usize, j: usize| lt(keys[i], keys[j]);
    // count_run: a strictly descending run is reversed, else an ascending one.
    let mut run = 2;
    if less(idx[1], idx[0])? {
        while run < n && less(idx[run], idx[run - 1])? {
            run += 1;
        }
        idx[..run].reverse();
    } else {
        while run < n && !less(idx[run], idx[run - 1])? {
            run += 1;
        }
    }
    for start in run..n {
        let pivot = idx[start];
        let (mut l, mut r) = (0, start);
        while l < r {
            let p = l + (r - l) / 2;
            if less(pivot, idx[p])? {
                r = p;
            } else {
                l = p + 1;
            }
        }
        idx.copy_within(l..start, l + 1);
        idx[l] = pivot;
    }
    Ok(idx)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(t: &str) -> Value {
        crate::pyjson::parse(t).unwrap().value
    }

    #[test]
    fn texts_as_cpython_3_12() {
        assert_eq!(subscript_error(&v("\"a\"")), "string indices must be integers, not 'str'");
        assert_eq!(subscript_error(&v("1.5")), "'float' object is not subscriptable");
        assert_eq!(int(&v("\"3.0\"")).unwrap_err(), "invalid literal for int() with base 10: '3.0'");
        assert_eq!(int(&v("\" +1_0 \"")), Ok(Num::Int(10)));
        assert_eq!(int(&v("NaN")).unwrap_err(), "cannot convert float NaN to integer");
        assert_eq!(int(&v("-2.7")), Ok(Num::Int(-2)));
        assert_eq!(int(&v("null")).unwrap_err(), "int() argument must be a string, a bytes-like object or a real number, not 'NoneType'");
        assert_eq!(sub(&v("null"), &v("null")).unwrap_err(), "unsupported operand type(s) for -: 'NoneType' and 'NoneType'");
        let ks = [v("1"), v("\"a\"")];
        assert_eq!(sorted_by_key(&[&ks[0], &ks[1]]).unwrap_err(), "'<' not supported between instances of 'str' and 'int'");
        let ks = [v("3"), v("1"), v("2.5"), v("true")];
        assert_eq!(sorted_by_key(&ks.iter().collect::<Vec<_>>()), Ok(vec![1, 3, 2, 0]));
    }
}
