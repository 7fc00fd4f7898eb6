//! JSON read the way Python's `json` module reads it, keeping where every value is.
//! The one JSON reader of the crate: routing reads `routes.json` with it, uplift the
//! harness's `result.json`, `ask.jsonl` lines and `people.json`.
//!
//! Why our own reader: the server runs `json.load` and then `str()` on every store
//! code, so we need Python's view of numbers (`900001000046` stays an exact int,
//! `1e3` becomes the float `1000.0`); the harness writes its files with `json.dump`,
//! which emits `NaN`, `Infinity` and `-Infinity`, and reads them back (serde_json
//! rejects them); and we want to point at the line and column of every bad value, where
//! Python would (1-based, counting characters). Python's quirks kept: a duplicated key
//! keeps its last value, a control character inside a string is an error, so is data
//! after the value. A lone surrogate (`"\ud800"`) becomes U+FFFD, as a Rust string
//! cannot hold it. Depth is capped, so hostile input cannot overflow the stack (Python
//! would raise `RecursionError` there, also a failure).

use std::fmt::Write;

/// A JSON value with the position (1-based line and column) where it starts.
#[derive(Debug, Clone, PartialEq)]
pub struct Spanned {
    pub value: Value,
    pub line: usize,
    pub column: usize,
}

/// A JSON value as Python would hold it.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    /// An integer literal (Python `int`, arbitrary size): its canonical decimal text.
    Int(String),
    /// A number with a fraction or exponent (Python `float`), or NaN/Infinity.
    Float(f64),
    Str(String),
    Array(Vec<Spanned>),
    /// Keys in file order; duplicate keys are kept here, [`Value::get`] returns the last
    /// (Python's dict keeps the last).
    Object(Vec<(String, Spanned)>),
}

/// Why Python's `float(value)` raises ([`Value::py_float`]).
#[derive(Debug, Clone, PartialEq)]
pub enum FloatError {
    /// A TypeError or ValueError, with Python's text.
    Invalid(String),
    /// OverflowError: an int beyond a double ("int too large to convert to float").
    Overflow,
}

impl Value {
    /// Python's `obj.get(key)` on a dict: the last value for a duplicated key.
    pub fn get(&self, key: &str) -> Option<&Spanned> {
        match self {
            Value::Object(items) => items.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// Python's own name of its type, `type(x).__name__` (`NoneType`, `dict`), as its
    /// TypeErrors write it.
    pub fn py_type(&self) -> &'static str {
        match self {
            Value::Null => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::Array(_) => "list",
            Value::Object(_) => "dict",
        }
    }

    /// Python's type name, for messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "boolean",
            Value::Int(_) | Value::Float(_) => "number",
            Value::Str(_) => "string",
            Value::Array(_) => "list",
            Value::Object(_) => "object",
        }
    }

    /// The kind of value with an article, in plain words, for messages that read
    /// "`kpi` is text, not a number": `null`, `true/false`, `a number`, `text`, `a list`,
    /// `an object`.
    pub fn in_words(&self) -> &'static str {
        match self {
            Value::Null => "null",
            Value::Bool(_) => "true/false",
            Value::Int(_) | Value::Float(_) => "a number",
            Value::Str(_) => "text",
            Value::Array(_) => "a list",
            Value::Object(_) => "an object",
        }
    }

    /// Python's `float(value)` of any JSON value, as it raises: a bool is 0 or 1, an int
    /// correctly rounded (`Overflow` beyond a double: Python's OverflowError), a string
    /// as `float(str)` reads it; `Invalid` carries the ValueError's or TypeError's text.
    pub fn py_float(&self) -> Result<f64, FloatError> {
        match self {
            Value::Bool(b) => Ok(f64::from(u8::from(*b))),
            Value::Float(x) => Ok(*x),
            Value::Int(t) => crate::float::parse(t).filter(|x| x.is_finite()).ok_or(FloatError::Overflow),
            Value::Str(s) => {
                crate::float::py_float(s).map_err(|_| FloatError::Invalid(format!("could not convert string to float: {}", py_str_repr(s))))
            }
            Value::Null | Value::Array(_) | Value::Object(_) => {
                Err(FloatError::Invalid(format!("float() argument must be a string or a real number, not '{}'", self.py_type())))
            }
        }
    }

    /// The value as a message shows it: a string as Python's repr, `null`, else in words.
    pub fn shown(&self) -> String {
        match self {
            Value::Str(s) => py_str_repr(s),
            Value::Null => "null".into(),
            other => other.in_words().into(),
        }
    }

    /// Python's `float(value)` for a number (`None` for anything else).
    ///
    /// A `Float` is itself (NaN and infinities included). An `Int` converts with
    /// `str::parse::<f64>` of its digits ([`crate::float::parse`]), which rounds correctly, as Python's
    /// `float(int)` does, so the two agree on every int that fits a double. Beyond
    /// about 1.8e308 Python raises `OverflowError`; this gives ±infinity instead, which
    /// callers that need a finite number reject anyway.
    ///
    /// ```
    /// use pysem::pyjson::parse;
    /// let v = |t: &str| parse(t).unwrap().value.as_f64();
    /// assert_eq!(v("12345678901234567890"), Some(12345678901234567890.0));
    /// assert_eq!(v("-0"), Some(0.0)); // Python's int -0 is 0
    /// assert!(v("NaN").unwrap().is_nan());
    /// assert_eq!(v("\"1\""), None);
    /// ```
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Int(digits) => Some(crate::float::parse(digits).unwrap_or(f64::NAN)),
            Value::Float(x) => Some(*x),
            _ => None,
        }
    }

    /// As a `serde_json::Value`: ints stay ints when they fit 64 bits (else a float),
    /// a non-finite float becomes `null`, and for a key written twice the last wins.
    ///
    /// ```
    /// let v = pysem::pyjson::parse(r#"{"n": 12, "x": 0.5, "k": [1, -2], "n": 13}"#).unwrap();
    /// assert_eq!(v.value.to_serde(), serde_json::json!({"n": 13, "x": 0.5, "k": [1, -2]}));
    /// ```
    pub fn to_serde(&self) -> serde_json::Value {
        use serde_json::Value as J;
        match self {
            Value::Null => J::Null,
            Value::Bool(b) => J::Bool(*b),
            Value::Int(digits) => match (digits.parse::<u64>(), digits.parse::<i64>()) {
                (Ok(u), _) => J::from(u),
                (_, Ok(i)) => J::from(i),
                _ => self.as_f64().and_then(serde_json::Number::from_f64).map_or(J::Null, J::Number),
            },
            Value::Float(x) => serde_json::Number::from_f64(*x).map_or(J::Null, J::Number),
            Value::Str(s) => J::String(s.clone()),
            Value::Array(items) => J::Array(items.iter().map(|x| x.value.to_serde()).collect()),
            Value::Object(items) => {
                let mut map = serde_json::Map::new();
                for (k, v) in items {
                    map.insert(k.clone(), v.value.to_serde());
                }
                J::Object(map)
            }
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// Python's `bool(value)`: `null`, `false`, `0`, `0.0`, `""`, `[]` and `{}` are false;
    /// everything else (NaN included) is true.
    pub fn truthy(&self) -> bool {
        match self {
            Value::Null => false,
            Value::Bool(b) => *b,
            // Ints are canonical: every zero is written "0".
            Value::Int(digits) => digits != "0",
            Value::Float(x) => *x != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::Array(items) => !items.is_empty(),
            Value::Object(items) => !items.is_empty(),
        }
    }

    /// Python's `str(value)` for the value `json.load` would produce.
    pub fn py_str(&self) -> String {
        match self {
            Value::Str(s) => s.clone(),
            other => {
                let mut out = String::new();
                other.py_repr_into(&mut out);
                out
            }
        }
    }

    fn py_repr_into(&self, out: &mut String) {
        match self {
            Value::Null => out.push_str("None"),
            Value::Bool(true) => out.push_str("True"),
            Value::Bool(false) => out.push_str("False"),
            Value::Int(s) => out.push_str(s),
            Value::Float(f) => out.push_str(&py_float_repr(*f)),
            Value::Str(s) => py_str_repr_into(s, out),
            Value::Array(items) => {
                out.push('[');
                for (i, v) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    v.value.py_repr_into(out);
                }
                out.push(']');
            }
            Value::Object(items) => {
                out.push('{');
                // A dict keeps the first position of a key but the last value. Each
                // key's last value from one map, taken out when written: linear in the
                // number of keys (hostile input can have many).
                let mut last: std::collections::HashMap<&str, &Spanned> = std::collections::HashMap::with_capacity(items.len());
                for (k, v) in items {
                    last.insert(k, v);
                }
                let mut first = true;
                for (k, _) in items {
                    let Some(v) = last.remove(k.as_str()) else {
                        continue;
                    };
                    if !first {
                        out.push_str(", ");
                    }
                    first = false;
                    py_str_repr_into(k, out);
                    out.push_str(": ");
                    v.value.py_repr_into(out);
                }
                out.push('}');
            }
        }
    }
}

mod parse;
mod repr;
pub use parse::*;
pub use repr::*;

#[cfg(test)]
mod tests {
    use super::*;

    /// The word-at-a-time scan stops exactly where a byte-by-byte scan stops: every
    /// stop byte at every position of strings up to 20 bytes, among bytes next to the
    /// stops' values (0x1f/0x20, 0x21/0x23 around `"`, 0x5b/0x5d around `\`, 0x7f, 0x80,
    /// 0xff), a second stop after the first, and random bytes. [`is_plain`] says whether
    /// the scan runs to the end, on each of them.
    #[test]
    fn plain_run_stops_where_a_bytewise_scan_stops() {
        let bytewise = |s: &[u8]| s.iter().position(|&c| c < 0x20 || c == b'"' || c == b'\\').unwrap_or(s.len());
        let plain_run = |s: &[u8]| {
            let n = plain_run(s);
            assert_eq!(is_plain(s), n == s.len(), "{s:?}");
            n
        };
        const FILL: &[u8] = &[b'a', 0x20, 0x21, 0x23, 0x5b, 0x5d, 0x7f, 0x80, 0xa2, 0xdc, 0xff];
        const STOPS: &[u8] = &[0, 0x01, 0x1f, b'"', b'\\'];
        for len in 0..20 {
            for &fill in FILL {
                let mut s = vec![fill; len];
                assert_eq!(plain_run(&s), len);
                for at in 0..len {
                    for &stop in STOPS {
                        s[at] = stop;
                        assert_eq!(plain_run(&s), at, "{s:?}");
                        if at + 1 < len {
                            s[len - 1] = b'"';
                            assert_eq!(plain_run(&s), at, "{s:?}");
                            s[len - 1] = fill;
                        }
                        s[at] = fill;
                    }
                }
            }
        }
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..200_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Bytes mostly printable, a stop now and then.
            let s: Vec<u8> = (0..(x % 24) as usize).map(|k| (x >> (k % 8 * 8)) as u8 | ((k as u8 & 3 != 0) as u8) << 5).collect();
            assert_eq!(plain_run(&s), bytewise(&s), "{s:?}");
        }
    }

    fn s(text: &str) -> String {
        parse(text).unwrap().value.py_str()
    }

    #[test]
    fn python_str_of_values() {
        assert_eq!(s("900001000046"), "900001000046");
        assert_eq!(s("123456789012345678901234567890"), "123456789012345678901234567890");
        assert_eq!(s("-0"), "0");
        assert_eq!(s("1e3"), "1000.0");
        assert_eq!(s("1.0"), "1.0");
        assert_eq!(s("12.50"), "12.5");
        assert_eq!(s("1e16"), "1e+16");
        assert_eq!(s("1e400"), "inf");
        assert_eq!(s("NaN"), "nan");
        assert_eq!(s("true"), "True");
        assert_eq!(s("null"), "None");
        assert_eq!(s("\" ST1 \""), " ST1 ");
        assert_eq!(s("[1, \"a\", null]"), "[1, 'a', None]");
        assert_eq!(s("{\"k\": 1, \"k\": 2}"), "{'k': 2}");
        assert_eq!(s("\"\\u00e9\\ud83d\\ude00\""), "é😀");
    }

    #[test]
    fn float_repr_matches_python() {
        // Checked against CPython 3.11 repr().
        for (x, want) in [
            (0.1, "0.1"),
            (123456789012345.6, "123456789012345.6"),
            (1234567890123456.0, "1234567890123456.0"),
            (12345678901234567.0, "1.2345678901234568e+16"),
            (0.00012, "0.00012"),
            (0.000012, "1.2e-05"),
            (-2.5, "-2.5"),
            (-0.0, "-0.0"),
            (5e-324, "5e-324"),
            (1.7976931348623157e308, "1.7976931348623157e+308"),
        ] {
            assert_eq!(py_float_repr(x), want, "{x:e}");
        }
    }

    #[test]
    fn errors_are_located() {
        let e = parse("{\n  \"routes\": [1, 2,]\n}").unwrap_err();
        assert_eq!((e.line, e.column), (2, 19)); // as Python: "line 2 column 19"
        assert!(parse("\u{feff}{}").is_err());
        assert!(parse("{} x").is_err());
        assert!(parse("01").is_err());
        let deep = "[".repeat(100_000);
        assert!(parse(&deep).unwrap_err().message.contains("deep"));
    }

    #[test]
    fn python_extensions_numbers_and_truthiness() {
        let v = parse("{\n  \"a\": NaN,\n  \"b\": -Infinity, \"c\": Infinity, \"d\": 1e400, \"a\": 2}").unwrap();
        let num = |k: &str| v.value.get(k).unwrap().value.as_f64().unwrap();
        assert_eq!(num("a"), 2.0); // the last duplicate wins
        let b = v.value.get("b").unwrap();
        assert_eq!((b.value.as_f64(), b.line, b.column), (Some(f64::NEG_INFINITY), 3, 8));
        assert_eq!((num("c"), num("d")), (f64::INFINITY, f64::INFINITY));
        assert!(parse("NaN").unwrap().value.as_f64().unwrap().is_nan());
        let a = |t: &str| parse(t).unwrap().value;
        assert!(a("-0.0").as_f64().unwrap().is_sign_negative());
        assert_eq!(a("0.1").as_f64(), Some(0.1));
        assert_eq!(a("1e999999").as_f64(), Some(f64::INFINITY));
        assert_eq!(a(&format!("1{}", "0".repeat(400))).as_f64(), Some(f64::INFINITY));
        assert_eq!(a("\"\\ud800x\"").as_str(), Some("\u{fffd}x"));
        for (text, truthy) in [
            ("null", false),
            ("false", false),
            ("0", false),
            ("-0", false),
            ("0.0", false),
            ("-0.0", false),
            ("\"\"", false),
            ("[]", false),
            ("{}", false),
            ("true", true),
            ("7", true),
            ("NaN", true),
            ("\"0\"", true),
            ("[0]", true),
        ] {
            assert_eq!(a(text).truthy(), truthy, "{text}");
        }
        assert_eq!(a("[1]").in_words(), "a list");
    }

    #[test]
    fn more_errors() {
        for bad in ["", "[1,]", "1 2", "\"a\nb\"", "1.", "1e", "-", "nul", "[1 2]", "{\"a\" 1}"] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        let e = parse("{\"a\": 1,\n \"b\": }").unwrap_err();
        assert_eq!((e.line, e.column), (2, 7));
    }

    #[test]
    fn positions_of_items() {
        let v = parse("{\"routes\": [\n  [\"A\",\n   \"B\"]\n]}").unwrap();
        let routes = v.value.get("routes").unwrap();
        let Value::Array(items) = &routes.value else { panic!() };
        let Value::Array(codes) = &items[0].value else { panic!() };
        assert_eq!((codes[1].line, codes[1].column), (3, 4));
    }
}

#[cfg(test)]
mod depth_tests {
    /// The deepest document the server reads parses within a small stack (the wasm
    /// builds have 1 MB), and anything deeper is refused without recursing further.
    #[test]
    fn deepest_nesting_fits_a_small_stack() {
        let run = |n: usize| {
            std::thread::Builder::new()
                .stack_size(1 << 20)
                .spawn(move || {
                    let doc = format!("{{\"routes\": {}1{}}}", "[{\"a\":".repeat(n / 2), "}]".repeat(n / 2));
                    super::parse(&doc).map(|_| ()).map_err(|e| e.message)
                })
                .unwrap()
                .join()
                .unwrap()
        };
        assert_eq!(run(1496), Ok(()));
        assert!(run(1498).unwrap_err().contains("RecursionError"));
        assert!(run(200_000).unwrap_err().contains("RecursionError"));
    }
}
