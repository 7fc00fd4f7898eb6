//! What a Python program prints: a value as Python holds it ([`Py`]) and
//! `json.dumps(value, ensure_ascii=False, indent=…, sort_keys=…)` of it, byte for byte
//! as CPython 3.12 writes it. The server's own output (`fde-grade KIND --format server`,
//! each kind's [`crate::kind::Kind::server_output`]) and the uplift ledger's signed
//! bodies are written with it.
//!
//! ```
//! use pysem::pyout::{dumps, Py};
//! let v = Py::dict([("validity_score", Py::Float(0.0)), ("error_info", Py::dict([("fatal", Py::list([Py::str("缺 a.csv")]))])), ("n", Py::int(3)), ("r2", Py::Float(f64::NAN))]);
//! assert_eq!(dumps(&v, Some(2), false), "{\n  \"validity_score\": 0.0,\n  \"error_info\": {\n    \"fatal\": [\n      \"缺 a.csv\"\n    ]\n  },\n  \"n\": 3,\n  \"r2\": NaN\n}");
//! assert_eq!(dumps(&Py::dict([("b", Py::list([])), ("a", Py::dict::<&str>([]))]), None, true), "{\"a\": {}, \"b\": []}");
//! ```

use crate::pyjson::py_float_repr;

/// A value as Python holds it before `json.dumps`.
#[derive(Debug, Clone, PartialEq)]
pub enum Py {
    None,
    Bool(bool),
    /// An `int` (arbitrary size): its decimal text.
    Int(String),
    /// A `float`: NaN and the infinities print as `NaN`, `Infinity`, `-Infinity`.
    Float(f64),
    Str(String),
    List(Vec<Py>),
    /// A dict in insertion order; a repeated key keeps its first place and last value,
    /// as assigning to a dict does.
    Dict(Vec<(String, Py)>),
}

impl Py {
    pub fn int(i: impl Into<i128>) -> Py {
        Py::Int(i.into().to_string())
    }

    pub fn str(s: impl Into<String>) -> Py {
        Py::Str(s.into())
    }

    pub fn list(items: impl IntoIterator<Item = Py>) -> Py {
        Py::List(items.into_iter().collect())
    }

    /// A list of `str` (the evaluators' lists of messages).
    pub fn strs(items: &[String]) -> Py {
        Py::list(items.iter().map(|m| Py::str(m.clone())))
    }

    pub fn dict<K: Into<String>>(items: impl IntoIterator<Item = (K, Py)>) -> Py {
        let mut d = Py::Dict(Vec::new());
        for (k, v) in items {
            d.set(k, v);
        }
        d
    }

    /// `d[key] = value` on a dict (a new key goes last; an old one keeps its place).
    /// Does nothing on anything else.
    pub fn set(&mut self, key: impl Into<String>, value: Py) {
        if let Py::Dict(items) = self {
            let key = key.into();
            match items.iter_mut().find(|(k, _)| *k == key) {
                Some(slot) => slot.1 = value,
                None => items.push((key, value)),
            }
        }
    }

    /// `d.get(key)` on a dict.
    pub fn get(&self, key: &str) -> Option<&Py> {
        match self {
            Py::Dict(items) => items.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

impl From<&crate::pyjson::Value> for Py {
    /// A value `json.load` read (a repeated key: its first place, its last value).
    fn from(v: &crate::pyjson::Value) -> Py {
        use crate::pyjson::Value;
        match v {
            Value::Null => Py::None,
            Value::Bool(b) => Py::Bool(*b),
            Value::Int(d) => Py::Int(d.clone()),
            Value::Float(x) => Py::Float(*x),
            Value::Str(s) => Py::Str(s.clone()),
            Value::Array(items) => Py::List(items.iter().map(|x| Py::from(&x.value)).collect()),
            Value::Object(members) => Py::dict(members.iter().map(|(k, x)| (k.clone(), Py::from(&x.value)))),
        }
    }
}

impl From<&serde_json::Value> for Py {
    /// A report's value: an integer stays an `int`, any other number is a `float`.
    fn from(v: &serde_json::Value) -> Py {
        use serde_json::Value;
        match v {
            Value::Null => Py::None,
            Value::Bool(b) => Py::Bool(*b),
            Value::Number(n) if n.is_f64() => Py::Float(n.as_f64().unwrap_or(f64::NAN)),
            Value::Number(n) => Py::Int(n.to_string()),
            Value::String(s) => Py::Str(s.clone()),
            Value::Array(items) => Py::List(items.iter().map(Py::from).collect()),
            Value::Object(members) => Py::dict(members.iter().map(|(k, x)| (k.clone(), Py::from(x)))),
        }
    }
}

/// `json.dumps(v, ensure_ascii=False, indent=indent, sort_keys=sort_keys)`: with an
/// indent, items on lines of their own and `", "` → `","`; without, on one line.
pub fn dumps(v: &Py, indent: Option<usize>, sort_keys: bool) -> String {
    Dumps { indent, sort_keys, ensure_ascii: false }.dumps(v)
}

/// `json.dumps`' options that change its text; the default is Python's (no indent, keys
/// in insertion order, `ensure_ascii=True`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dumps {
    pub indent: Option<usize>,
    pub sort_keys: bool,
    /// Everything outside `' '..='~'` as `\uXXXX` (Python's default, `True`).
    pub ensure_ascii: bool,
}

impl Default for Dumps {
    fn default() -> Self {
        Dumps { indent: None, sort_keys: false, ensure_ascii: true }
    }
}

impl Dumps {
    /// What `json.dumps(v, …)` with these options returns.
    pub fn dumps(self, v: &Py) -> String {
        let mut out = String::new();
        Writer { indent: self.indent, sort_keys: self.sort_keys, ascii: self.ensure_ascii }.value(v, 0, &mut out);
        out
    }
}

struct Writer {
    indent: Option<usize>,
    sort_keys: bool,
    ascii: bool,
}

impl Writer {
    fn value(&self, v: &Py, level: usize, out: &mut String) {
        match v {
            Py::None => out.push_str("null"),
            Py::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Py::Int(d) => out.push_str(d),
            Py::Float(x) if x.is_nan() => out.push_str("NaN"),
            Py::Float(x) if x.is_infinite() => out.push_str(if *x > 0.0 { "Infinity" } else { "-Infinity" }),
            Py::Float(x) => out.push_str(&py_float_repr(*x)),
            Py::Str(s) => dump_str(s, self.ascii, out),
            Py::List(items) => self.items(('[', ']'), items.iter().map(|x| (None, x)), level, out),
            Py::Dict(members) => {
                let mut members: Vec<(&str, &Py)> = members.iter().map(|(k, v)| (k.as_str(), v)).collect();
                if self.sort_keys {
                    members.sort_by(|a, b| a.0.cmp(b.0));
                }
                self.items(('{', '}'), members.into_iter().map(|(k, v)| (Some(k), v)), level, out)
            }
        }
    }

    /// A list's or dict's items: `[]`/`{}` when empty, as Python writes them.
    fn items<'a>(
        &self,
        (open, close): (char, char),
        items: impl ExactSizeIterator<Item = (Option<&'a str>, &'a Py)>,
        level: usize,
        out: &mut String,
    ) {
        out.push(open);
        if items.len() == 0 {
            out.push(close);
            return;
        }
        let newline = |out: &mut String, level: usize| {
            if let Some(n) = self.indent {
                out.push('\n');
                out.extend(std::iter::repeat_n(' ', n * level));
            }
        };
        for (i, (key, v)) in items.enumerate() {
            if i > 0 {
                out.push_str(if self.indent.is_some() { "," } else { ", " });
            }
            newline(out, level + 1);
            if let Some(k) = key {
                dump_str(k, self.ascii, out);
                out.push_str(": ");
            }
            self.value(v, level + 1, out);
        }
        newline(out, level);
        out.push(close);
    }
}

/// A string as `json.dumps` writes it: `"`, `\` and the control characters below
/// U+0020 escaped, and with `ascii` everything outside `' '..='~'` (`\uXXXX`, a UTF-16
/// pair beyond the BMP); everything else as it is.
fn dump_str(s: &str, ascii: bool, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 || (ascii && !(' '..='~').contains(&c)) => {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    out.push_str(&format!("\\u{u:04x}"));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    // Each expected text is what CPython 3.12's json.dumps printed for the same value.
    #[test]
    fn dumps_is_pythons() {
        let v = Py::dict([
            (
                "a",
                Py::list([
                    Py::Float(1.0),
                    Py::Float(1e22),
                    Py::Float(f64::NAN),
                    Py::Float(f64::NEG_INFINITY),
                    Py::str("x\u{1}é\"\n\u{7f}\u{2028}"),
                ]),
            ),
            ("b", Py::int(2)),
            ("c", Py::None),
            ("d", Py::Bool(true)),
        ]);
        // json.dumps({"a": [1.0, 1e22, float("nan"), float("-inf"), "x\x01é\"\n\x7f\u2028"], "b": 2, "c": None, "d": True}, ensure_ascii=False)
        assert_eq!(
            dumps(&v, None, false),
            "{\"a\": [1.0, 1e+22, NaN, -Infinity, \"x\\u0001é\\\"\\n\u{7f}\u{2028}\"], \"b\": 2, \"c\": null, \"d\": true}"
        );
        // ... indent=2
        assert_eq!(
            dumps(&v, Some(2), false),
            "{\n  \"a\": [\n    1.0,\n    1e+22,\n    NaN,\n    -Infinity,\n    \"x\\u0001é\\\"\\n\u{7f}\u{2028}\"\n  ],\n  \"b\": 2,\n  \"c\": null,\n  \"d\": true\n}"
        );
        // json.dumps({"e": {}, "f": [[]], "g": 0.1}, indent=2)
        let w = Py::dict([("e", Py::dict::<&str>([])), ("f", Py::list([Py::list([])])), ("g", Py::Float(0.1))]);
        assert_eq!(dumps(&w, Some(2), false), "{\n  \"e\": {},\n  \"f\": [\n    []\n  ],\n  \"g\": 0.1\n}");
        // json.dumps({"b": 1, "a": {"d": 1, "c": 2}}, sort_keys=True)
        let s = Py::dict([("b", Py::int(1)), ("a", Py::dict([("d", Py::int(1)), ("c", Py::int(2))]))]);
        assert_eq!(dumps(&s, None, true), "{\"a\": {\"c\": 2, \"d\": 1}, \"b\": 1}");
        // json.dumps(["é\x7f~ 𝄞"])
        assert_eq!(
            Dumps { ensure_ascii: true, ..Dumps::default() }.dumps(&Py::list([Py::str("é\u{7f}~ 𝄞")])),
            "[\"\\u00e9\\u007f~ \\ud834\\udd1e\"]"
        );
    }

    #[test]
    fn a_dict_keeps_a_keys_first_place_and_last_value() {
        let mut d = Py::dict([("x", Py::int(1)), ("y", Py::int(2))]);
        d.set("x", Py::int(3));
        assert_eq!(dumps(&d, None, false), "{\"x\": 3, \"y\": 2}");
        assert_eq!(d.get("x"), Some(&Py::int(3)));
    }
}
