//! A small JSON reader that accepts what Python's `json` module accepts and remembers
//! where every value is.
//!
//! Why not `serde_json::Value`: the harness writes its files with Python's `json.dump`,
//! which emits `NaN`, `Infinity` and `-Infinity` for non-finite floats, and
//! `json.loads` reads them back; serde_json rejects them. Numbers are parsed with
//! Rust's `str::parse::<f64>`, which is correctly rounded like Python's `float()`
//! (serde_json is only when built with `float_roundtrip`). And every value keeps its
//! 1-based line and column, so diagnostics can point at it.
//!
//! Python's quirks kept: duplicate keys are allowed and the last one wins; control
//! characters inside strings are errors (`strict=True`); trailing data is an error.
//! Integers of any size are read as the nearest `f64` (Python would keep an exact
//! `int`; the two agree up to 2^53). Lone surrogates (`"\ud800"`) become U+FFFD.

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Json {
    Null,
    Bool(bool),
    /// Any number, including Python's `NaN`, `Infinity`, `-Infinity`.
    Num(f64),
    Str(String),
    Arr(Vec<Node>),
    /// Members in file order, duplicates kept.
    Obj(Vec<(String, Node)>),
}

/// A value and where it starts (1-based line and column).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Node {
    pub value: Json,
    pub line: usize,
    pub column: usize,
}

/// Why the text is not JSON, and where.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct JsonError {
    pub message: String,
    pub line: usize,
    pub column: usize,
}

/// Deeper nesting than this is refused rather than risking the stack.
const MAX_DEPTH: usize = 256;

/// Parse one JSON document (surrounding whitespace allowed).
pub(crate) fn parse(text: &str) -> Result<Node, JsonError> {
    let mut p = Parser { chars: text.chars().collect(), pos: 0, line: 1, column: 1 };
    p.skip_ws();
    let node = p.value(0)?;
    p.skip_ws();
    if p.pos < p.chars.len() {
        return Err(p.error("extra data after the JSON value"));
    }
    Ok(node)
}

impl Node {
    /// The member `key` of an object (the last one when repeated, as in Python).
    pub fn get(&self, key: &str) -> Option<&Node> {
        match &self.value {
            Json::Obj(members) => members.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The number, if this is one.
    pub fn as_f64(&self) -> Option<f64> {
        match self.value {
            Json::Num(x) => Some(x),
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match &self.value {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// Python's `bool(value)`: `null`, `false`, `0`, `""`, `[]`, `{}` are false.
    pub fn truthy(&self) -> bool {
        match &self.value {
            Json::Null => false,
            Json::Bool(b) => *b,
            Json::Num(x) => *x != 0.0,
            Json::Str(s) => !s.is_empty(),
            Json::Arr(a) => !a.is_empty(),
            Json::Obj(o) => !o.is_empty(),
        }
    }

    /// What kind of value this is, in plain words.
    pub fn kind(&self) -> &'static str {
        match &self.value {
            Json::Null => "null",
            Json::Bool(_) => "true/false",
            Json::Num(_) => "a number",
            Json::Str(_) => "text",
            Json::Arr(_) => "a list",
            Json::Obj(_) => "an object",
        }
    }

    /// As a `serde_json::Value` (for echoing input back in a report). Non-finite
    /// numbers have no JSON form there and become `null`; duplicate keys keep the last.
    pub fn to_serde(&self) -> serde_json::Value {
        use serde_json::Value;
        match &self.value {
            Json::Null => Value::Null,
            Json::Bool(b) => Value::Bool(*b),
            Json::Num(x) => serde_json::Number::from_f64(*x).map(Value::Number).unwrap_or(Value::Null),
            Json::Str(s) => Value::String(s.clone()),
            Json::Arr(a) => Value::Array(a.iter().map(Node::to_serde).collect()),
            Json::Obj(o) => {
                let mut map = serde_json::Map::new();
                for (k, v) in o {
                    map.insert(k.clone(), v.to_serde());
                }
                Value::Object(map)
            }
        }
    }
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
    line: usize,
    column: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn error(&self, message: impl Into<String>) -> JsonError {
        JsonError { message: message.into(), line: self.line, column: self.column }
    }

    fn skip_ws(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
            self.bump();
        }
    }

    fn eat_word(&mut self, word: &str) -> bool {
        let n = word.chars().count();
        if self.chars.len() >= self.pos + n && self.chars[self.pos..self.pos + n].iter().copied().eq(word.chars()) {
            for _ in 0..n {
                self.bump();
            }
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Node, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        let (line, column) = (self.line, self.column);
        let node = |value| Ok(Node { value, line, column });
        match self.peek() {
            None => Err(self.error("expected a value, found the end of the text")),
            Some('{') => node(self.object(depth)?),
            Some('[') => node(self.array(depth)?),
            Some('"') => node(Json::Str(self.string()?)),
            Some('-' | '0'..='9') => {
                if self.eat_word("-Infinity") {
                    return node(Json::Num(f64::NEG_INFINITY));
                }
                node(Json::Num(self.number()?))
            }
            Some(_) => {
                for (word, value) in [
                    ("true", Json::Bool(true)),
                    ("false", Json::Bool(false)),
                    ("null", Json::Null),
                    ("NaN", Json::Num(f64::NAN)),
                    ("Infinity", Json::Num(f64::INFINITY)),
                ] {
                    if self.eat_word(word) {
                        return node(value);
                    }
                }
                Err(self.error(
                    "expected a value (a number, text in double quotes, true, false, null, a list or an object)",
                ))
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.bump(); // {
        let mut members = Vec::new();
        self.skip_ws();
        if self.peek() == Some('}') {
            self.bump();
            return Ok(Json::Obj(members));
        }
        loop {
            self.skip_ws();
            if self.peek() != Some('"') {
                return Err(self.error("expected a key in double quotes"));
            }
            let key = self.string()?;
            self.skip_ws();
            if self.bump() != Some(':') {
                return Err(self.error("expected `:` after the key"));
            }
            self.skip_ws();
            let value = self.value(depth + 1)?;
            members.push((key, value));
            self.skip_ws();
            match self.bump() {
                Some(',') => continue,
                Some('}') => return Ok(Json::Obj(members)),
                _ => return Err(self.error("expected `,` or `}` in the object")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.bump(); // [
        let mut items = Vec::new();
        self.skip_ws();
        if self.peek() == Some(']') {
            self.bump();
            return Ok(Json::Arr(items));
        }
        loop {
            self.skip_ws();
            items.push(self.value(depth + 1)?);
            self.skip_ws();
            match self.bump() {
                Some(',') => continue,
                Some(']') => return Ok(Json::Arr(items)),
                _ => return Err(self.error("expected `,` or `]` in the list")),
            }
        }
    }

    fn number(&mut self) -> Result<f64, JsonError> {
        let start = self.pos;
        let digits = |p: &mut Parser| {
            let from = p.pos;
            while matches!(p.peek(), Some('0'..='9')) {
                p.bump();
            }
            p.pos - from
        };
        if self.peek() == Some('-') {
            self.bump();
        }
        if self.peek() == Some('0') {
            self.bump();
        } else if digits(self) == 0 {
            return Err(self.error("expected a digit"));
        }
        if self.peek() == Some('.') {
            self.bump();
            if digits(self) == 0 {
                return Err(self.error("expected a digit after the decimal point"));
            }
        }
        if matches!(self.peek(), Some('e' | 'E')) {
            self.bump();
            if matches!(self.peek(), Some('+' | '-')) {
                self.bump();
            }
            if digits(self) == 0 {
                return Err(self.error("expected a digit in the exponent"));
            }
        }
        let text: String = self.chars[start..self.pos].iter().collect();
        text.parse::<f64>().map_err(|_| self.error(format!("`{text}` is not a number")))
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.bump(); // "
        let mut out = String::new();
        loop {
            match self.bump() {
                None => return Err(self.error("text not closed: a `\"` is missing")),
                Some('"') => return Ok(out),
                Some('\\') => match self.bump() {
                    Some('"') => out.push('"'),
                    Some('\\') => out.push('\\'),
                    Some('/') => out.push('/'),
                    Some('b') => out.push('\u{8}'),
                    Some('f') => out.push('\u{c}'),
                    Some('n') => out.push('\n'),
                    Some('r') => out.push('\r'),
                    Some('t') => out.push('\t'),
                    Some('u') => {
                        let hi = self.hex4()?;
                        let code = if (0xD800..0xDC00).contains(&hi) && self.eat_word("\\u") {
                            let lo = self.hex4()?;
                            if (0xDC00..0xE000).contains(&lo) {
                                0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                            } else {
                                out.push('\u{FFFD}');
                                lo
                            }
                        } else {
                            hi
                        };
                        out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
                    }
                    _ => return Err(self.error("unknown escape after `\\`")),
                },
                Some(c) if (c as u32) < 0x20 => {
                    return Err(self.error("a control character (e.g. a line break) inside text"))
                }
                Some(c) => out.push(c),
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut code = 0;
        for _ in 0..4 {
            let d = self
                .peek()
                .and_then(|c| c.to_digit(16))
                .ok_or_else(|| self.error("expected 4 hex digits after `\\u`"))?;
            self.bump();
            code = code * 16 + d;
        }
        Ok(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_extensions_and_positions() {
        let n = parse("{\n  \"a\": NaN,\n  \"b\": -Infinity, \"c\": Infinity, \"d\": 1e400, \"a\": 2}").unwrap();
        assert_eq!(n.get("a").unwrap().as_f64(), Some(2.0)); // last duplicate wins
        let b = n.get("b").unwrap();
        assert_eq!((b.as_f64(), b.line, b.column), (Some(f64::NEG_INFINITY), 3, 8));
        assert_eq!(n.get("c").unwrap().as_f64(), Some(f64::INFINITY));
        assert_eq!(n.get("d").unwrap().as_f64(), Some(f64::INFINITY));
        let nan = parse("[NaN]").unwrap();
        match nan.value {
            Json::Arr(a) => assert!(a[0].as_f64().unwrap().is_nan()),
            _ => unreachable!(),
        }
    }

    #[test]
    fn strings_and_numbers() {
        let n = parse(r#"["\u00e9\ud83d\ude00\n", -0.0, 0.1, 12345678901234567890, "\ud800x"]"#).unwrap();
        let Json::Arr(a) = n.value else { unreachable!() };
        assert_eq!(a[0].as_str(), Some("é😀\n"));
        assert!(a[1].as_f64().unwrap().is_sign_negative());
        assert_eq!(a[2].as_f64(), Some(0.1));
        assert_eq!(a[3].as_f64(), Some(12345678901234567890.0));
        assert_eq!(a[4].as_str(), Some("\u{FFFD}x"));
    }

    #[test]
    fn errors_are_located() {
        let e = parse("{\"a\": 1,\n \"b\": }").unwrap_err();
        assert_eq!((e.line, e.column), (2, 7));
        assert!(parse("[1,]").is_err());
        assert!(parse("01").is_err());
        assert!(parse("1 2").is_err());
        assert!(parse("\"a\nb\"").is_err());
        assert!(parse("").is_err());
        assert!(parse(&"[".repeat(10_000)).is_err()); // no stack overflow
    }
}
