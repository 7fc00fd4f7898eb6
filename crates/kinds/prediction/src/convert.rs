//! Column conversions as pandas 2.3.2 / numpy 1.26.4 do them: `pd.to_numeric(errors=
//! "coerce")`, `.values.astype(float)`, `.astype("int64")` and `.astype(str)`.

use super::frame::{Column, Kind, Text, Val, Values};
use super::Stop;
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::float::pandas::to_numeric_float;
use crate::pandas::number::integer;
use crate::pyjson::{py_float_repr, py_strip};

/// `pd.to_numeric(col, errors="coerce")`: numbers stay; text becomes its number, or
/// NaN. All integers without a NaN stay int64, anything else is float64.
pub(crate) fn to_numeric(col: &Column) -> Column {
    if col.kind != Kind::Object {
        return col.clone();
    }
    let values: Vec<Val> = col
        .values
        .iter()
        .map(|v| match &*v {
            Val::Null => Val::Float(f64::NAN),
            Val::Int(i) => Val::Int(*i),
            Val::Bool(b) => Val::Int(i64::from(*b)),
            Val::Float(x) => Val::Float(*x),
            Val::Str(s) => match integer(s).filter(|i| i.fits_i64()).and_then(|i| i.canonical().parse::<i64>().ok()) {
                Some(i) if to_numeric_float(s).is_some() => Val::Int(i),
                _ => Val::Float(to_numeric_float(s).unwrap_or(f64::NAN)),
            },
        })
        .collect();
    if values.iter().all(|v| matches!(v, Val::Int(_))) && !values.is_empty() {
        return Column::new(Kind::Int, values);
    }
    Column::floats(values.iter().map(as_f64).collect())
}

fn as_f64(v: &Val) -> f64 {
    match v {
        Val::Int(i) => *i as f64,
        Val::Bool(b) => f64::from(u8::from(*b)),
        Val::Float(x) => *x,
        _ => f64::NAN,
    }
}

fn raise(message: String, file: &str) -> Stop {
    Stop::Raise(Diagnostic::new(codes::PREDICTION_EXCEPTION, Category::Exception, message).at(Location::file(file)))
}

/// `col.values.astype(float)`: text goes through Python's `float()` (which raises on
/// what it cannot read). A float64 column's own values, not a copy.
pub(crate) fn astype_float<'c>(col: &'c Column, file: &str) -> Result<std::borrow::Cow<'c, [f64]>, Stop> {
    match &col.values {
        Values::Floats(v) => return Ok(std::borrow::Cow::Borrowed(v)),
        Values::Ints(v) => return Ok(v.iter().map(|&i| i as f64).collect()),
        Values::Vals(_) => {}
    }
    col.values
        .iter()
        .map(|v| match &*v {
            Val::Str(s) => {
                py_float(s).ok_or_else(|| raise(format!("could not convert string to float: '{s}' (Python raises ValueError)"), file))
            }
            v => Ok(as_f64(v)),
        })
        .collect()
}

/// Python's `float(text)` (`None` where it raises ValueError).
pub(crate) fn py_float(s: &str) -> Option<f64> {
    crate::float::py_float(s).ok()
}

/// `col.astype("int64")`: floats truncate; NaN or ±inf raise (IntCastingNaNError);
/// text goes through Python's `int()`.
pub(crate) fn astype_int(col: &Column, name: &str, file: &str) -> Result<Column, Stop> {
    let values = col
        .values
        .iter()
        .map(|v| match &*v {
            Val::Int(i) => Ok(Val::Int(*i)),
            Val::Bool(b) => Ok(Val::Int(i64::from(*b))),
            Val::Float(x) if !x.is_finite() => {
                let message = format!(
                    "`{name}` holds {}: pandas cannot convert non-finite values to integer (IntCastingNaNError)",
                    py_float_repr(*x)
                );
                match raise(message, file) {
                    Stop::Raise(d) => Err(Stop::RaiseText(d, crate::pandas::errors::INT_CASTING_NAN.into())),
                    other => Err(other),
                }
            }
            // numpy's cast of a double beyond int64 gives int64's minimum (x86).
            Val::Float(x) => {
                Ok(Val::Int(if *x >= 9_223_372_036_854_775_808.0 || *x < -9_223_372_036_854_775_808.0 { i64::MIN } else { *x as i64 }))
            }
            Val::Null => Err(raise(format!("`{name}` holds NaN: Python's int() raises ValueError"), file)),
            Val::Str(s) => py_int(s).map(Val::Int).ok_or_else(|| raise(format!("invalid literal for int() with base 10: '{s}'"), file)),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Column::new(Kind::Int, values))
}

/// Python's `int(text)` (blanks around, a sign, digits with single `_` between them),
/// within int64.
pub(crate) fn py_int(s: &str) -> Option<i64> {
    let t = py_strip(s);
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let b = body.as_bytes();
    if b.is_empty() || !b[0].is_ascii_digit() || !b[b.len() - 1].is_ascii_digit() || body.contains("__") {
        return None;
    }
    if !b.iter().all(|c| c.is_ascii_digit() || *c == b'_') {
        return None;
    }
    let digits: String = body.chars().filter(|&c| c != '_').collect();
    let v: i128 = digits.parse().ok()?;
    let v = if neg { -v } else { v };
    i64::try_from(v).ok()
}

/// `col.astype(str)` (pandas 2.3.2: an int is `'12'`, a float its `repr`, `'12.0'`,
/// NaN `'nan'`), then `.str.strip()` when `strip`.
pub(crate) fn astype_str(col: &Column, strip: bool) -> Column {
    let values = col
        .values
        .iter()
        .map(|v| {
            let s: Text = match &*v {
                Val::Int(i) => i.to_string().into(),
                Val::Float(x) => py_float_repr(*x).into(),
                Val::Null => "nan".into(),
                Val::Bool(b) => (if *b { "True" } else { "False" }).into(),
                Val::Str(s) => s.clone(),
            };
            Val::Str(if strip && py_strip(&s).len() != s.len() { py_strip(&s).into() } else { s })
        })
        .collect();
    Column::new(Kind::Object, values)
}

/// [`astype_str`] of a column given away: its texts are kept (stripped in place where
/// `strip` changes them) rather than copied, a million-row key column without a
/// million allocations.
pub(crate) fn into_str(col: Column, strip: bool) -> Column {
    match col.values {
        Values::Vals(values) if col.kind == Kind::Object => {
            let values = values
                .into_iter()
                .map(|v| match v {
                    Val::Str(mut s) if strip => {
                        let t = py_strip(&s);
                        if t.len() != s.len() {
                            s = t.into();
                        }
                        Val::Str(s)
                    }
                    Val::Str(s) => Val::Str(s),
                    other => match astype_str(&Column::new(Kind::Object, vec![other]), strip).values {
                        Values::Vals(mut one) => one.pop().unwrap_or(Val::Null),
                        _ => Val::Null,
                    },
                })
                .collect();
            Column::new(Kind::Object, values)
        }
        values => astype_str(&Column { kind: col.kind, values }, strip),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn obj(xs: &[&str]) -> Column {
        Column::new(Kind::Object, xs.iter().map(|s| Val::Str((*s).into())).collect())
    }

    #[test]
    fn to_numeric_as_pandas() {
        assert_eq!(to_numeric(&obj(&["1", " 2 ", "007"])).values.to_vec(), [Val::Int(1), Val::Int(2), Val::Int(7)]);
        let c = to_numeric(&obj(&["1", "x", "1_000", "0.35000000000000003", "1e400"]));
        assert_eq!(c.kind, Kind::Float);
        assert_eq!(c.values.get(0).as_deref(), Some(&Val::Float(1.0)));
        assert!(c.values.is_null(1) && c.values.is_null(2) && c.values.is_null(4));
        assert_eq!(c.values.get(3).as_deref(), Some(&Val::Float(0.35)));
    }

    #[test]
    fn python_casts() {
        assert_eq!(py_float(" 2_224.0 "), Some(2224.0));
        assert_eq!(py_float("1__0"), None);
        assert_eq!(py_int(" -1_2 "), Some(-12));
        assert_eq!(py_int("1.0"), None);
        assert_eq!(astype_str(&Column::floats(vec![1001.0, 1e16, f64::NAN]), false).values, obj(&["1001.0", "1e+16", "nan"]).values);
        assert!(astype_int(&Column::floats(vec![f64::NAN]), "x", "f").is_err());
        assert_eq!(astype_int(&Column::floats(vec![1.7, -1.7]), "x", "f").ok().unwrap().values.to_vec(), [Val::Int(1), Val::Int(-1)]);
    }
}
