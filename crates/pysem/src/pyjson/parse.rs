//! The reader itself: `json.loads` as CPython 3.12 reads a document, its errors and
//! limits.

use super::*;

/// Why a text is not JSON, and where (1-based line and column).
#[derive(Debug, Clone, PartialEq)]
pub struct JsonError {
    pub message: String,
    pub line: usize,
    pub column: usize,
    /// What Python's `json.loads` raises on the same text.
    pub py: PyJsonFault,
}

/// What CPython 3.12's `json.loads` raises where [`parse`] fails: the exception and
/// where Python puts it, which is not always where our message points (`-x` is
/// Python's "Expecting value" at the `-`, an unterminated string is reported at its
/// opening quote). [`crate::pyerr::json_exception`] writes its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PyJsonFault {
    /// `json.JSONDecodeError(msg, doc, pos)`, `at` the byte offset of `pos` in the text.
    Decode { msg: &'static str, at: usize },
    /// `RecursionError` on entering a list (`object: false`) or an object one level too deep.
    Recursion { object: bool },
    /// `ValueError`: an int literal of `digits` digits (more than [`MAX_INT_DIGITS`]).
    IntDigits { digits: usize },
}

/// Deepest nesting of lists and objects [`parse`] accepts, the outermost counting 1
/// (measured: CPython 3.12's `json` raises `RecursionError` one level deeper).
pub const MAX_DEPTH: usize = 1497;

/// Python's limit on the digits of an int it reads from text (`sys.int_info.
/// default_max_str_digits`, CPython 3.11 and later): `json` raises `ValueError` on a
/// longer integer literal.
pub const MAX_INT_DIGITS: usize = 4300;

// Python's `JSONDecodeError` messages met more than once.
pub(super) const BOM: &str = "Unexpected UTF-8 BOM (decode using utf-8-sig)";
pub(super) const EXPECTING_VALUE: &str = "Expecting value";
pub(super) const UNTERMINATED: &str = "Unterminated string starting at";

/// Parse a whole JSON document as Python's `json.loads` would (CPython 3.12's
/// nesting limit, [`MAX_DEPTH`]).
///
/// ```
/// use pysem::pyjson::parse;
/// let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
/// assert!(parse(&deep(1497)).is_ok());
/// assert!(parse(&deep(1498)).unwrap_err().message.contains("RecursionError"));
/// // An int literal of more than 4,300 digits is a ValueError in Python.
/// assert!(parse(&"9".repeat(4300)).is_ok());
/// assert!(parse(&format!("[-{}]", "9".repeat(4301))).unwrap_err().message.contains("4,300"));
/// ```
pub fn parse(text: &str) -> Result<Spanned, JsonError> {
    let mut p = Parser { s: text.as_bytes(), i: 0, line: 1, line_start: 0, depth: 0, col_cache: std::cell::Cell::new((0, 0, 0)) };
    if text.starts_with('\u{feff}') {
        return Err(p.err_at("the file starts with a UTF-8 byte-order mark (BOM), which Python's json rejects", BOM, 0));
    }
    p.ws();
    let v = p.value()?;
    p.ws();
    if p.i < p.s.len() {
        return Err(p.err_at("extra data after the JSON value", "Extra data", p.i));
    }
    Ok(v)
}

pub(super) struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    line: usize,
    line_start: usize,
    depth: usize,
    /// (line start, byte index, characters from line start to it): columns are asked
    /// for left to right, so counting resumes here instead of from the line's start
    /// (a one-line file of n values would otherwise cost O(n²)).
    col_cache: std::cell::Cell<(usize, usize, usize)>,
}

impl Parser<'_> {
    fn column(&self) -> usize {
        // Columns count characters, not bytes.
        // The text is valid UTF-8, so characters = bytes that are not continuation bytes.
        let end = self.i.min(self.s.len());
        let (ls, at, n) = self.col_cache.get();
        let (from, base) = if ls == self.line_start && at <= end { (at, n) } else { (self.line_start, 0) };
        let n = base + self.s[from..end].iter().filter(|&&b| b & 0xC0 != 0x80).count();
        self.col_cache.set((self.line_start, end, n));
        n + 1
    }
    /// Our message at the current position; Python's `JSONDecodeError(msg)` at byte `at`.
    fn err_at(&self, message: &str, msg: &'static str, at: usize) -> JsonError {
        self.fault(message, PyJsonFault::Decode { msg, at })
    }
    /// Our message and Python's `msg`, both at the current position.
    fn err(&self, message: &str, msg: &'static str) -> JsonError {
        self.err_at(message, msg, self.i)
    }
    fn fault(&self, message: &str, py: PyJsonFault) -> JsonError {
        JsonError { message: message.to_string(), line: self.line, column: self.column(), py }
    }
    fn ws(&mut self) {
        while let Some(&c) = self.s.get(self.i) {
            match c {
                b' ' | b'\t' | b'\r' => self.i += 1,
                b'\n' => {
                    self.i += 1;
                    self.line += 1;
                    self.line_start = self.i;
                }
                _ => break,
            }
        }
    }
    fn eat(&mut self, lit: &str) -> bool {
        if self.s[self.i..].starts_with(lit.as_bytes()) {
            self.i += lit.len();
            true
        } else {
            false
        }
    }
    /// One value, lists and objects read with an explicit stack (no recursion: the
    /// server's 1,497 levels fit any thread's stack).
    fn value(&mut self) -> Result<Spanned, JsonError> {
        enum Open {
            List(Vec<Spanned>, usize, usize),
            Dict(Vec<(String, Spanned)>, String, usize, usize),
        }
        let mut stack: Vec<Open> = Vec::new();
        'value: loop {
            let (line, column) = (self.line, self.column());
            let at = |value| Spanned { value, line, column };
            let mut done = match self.s.get(self.i) {
                None => return Err(self.err("unexpected end of file, a value was expected", EXPECTING_VALUE)),
                Some(b'[') => {
                    self.open()?;
                    if self.eat("]") {
                        self.depth -= 1;
                        at(Value::Array(Vec::new()))
                    } else {
                        stack.push(Open::List(Vec::new(), line, column));
                        self.ws();
                        continue 'value;
                    }
                }
                Some(b'{') => {
                    self.open()?;
                    if self.eat("}") {
                        self.depth -= 1;
                        at(Value::Object(Vec::new()))
                    } else {
                        let key = self.key()?;
                        stack.push(Open::Dict(Vec::new(), key, line, column));
                        continue 'value;
                    }
                }
                Some(b'"') => at(Value::Str(self.string()?)),
                Some(_) if self.eat("null") => at(Value::Null),
                Some(_) if self.eat("true") => at(Value::Bool(true)),
                Some(_) if self.eat("false") => at(Value::Bool(false)),
                Some(_) if self.eat("NaN") => at(Value::Float(f64::NAN)),
                Some(_) if self.eat("Infinity") => at(Value::Float(f64::INFINITY)),
                Some(_) if self.eat("-Infinity") => at(Value::Float(f64::NEG_INFINITY)),
                Some(c) if *c == b'-' || c.is_ascii_digit() => at(self.number()?),
                Some(_) => return Err(self.err("expected a value (object, list, string, number, true, false or null)", EXPECTING_VALUE)),
            };
            // A value is complete: it goes into the list or object around it.
            loop {
                match stack.last_mut() {
                    None => return Ok(done),
                    Some(Open::List(items, ..)) => {
                        items.push(done);
                        self.ws();
                        if self.eat(",") {
                            self.ws();
                            continue 'value;
                        }
                        if !self.eat("]") {
                            return Err(self.err("expected `,` or `]` in a list", "Expecting ',' delimiter"));
                        }
                    }
                    Some(Open::Dict(items, key, ..)) => {
                        items.push((std::mem::take(key), done));
                        self.ws();
                        if self.eat(",") {
                            self.ws();
                            *key = self.key()?;
                            continue 'value;
                        }
                        if !self.eat("}") {
                            return Err(self.err("expected `,` or `}` in an object", "Expecting ',' delimiter"));
                        }
                    }
                }
                self.depth -= 1;
                done = match stack.pop() {
                    Some(Open::List(items, line, column)) => Spanned { value: Value::Array(items), line, column },
                    Some(Open::Dict(items, _, line, column)) => Spanned { value: Value::Object(items), line, column },
                    None => unreachable!("a value was just added to the innermost open list or object"),
                };
            }
        }
    }
    /// Enter a list or object at `[` / `{`: one level deeper, then blanks.
    fn open(&mut self) -> Result<(), JsonError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let message =
                format!("lists and objects are nested more than {MAX_DEPTH} levels deep: Python's json raises RecursionError there");
            return Err(self.fault(&message, PyJsonFault::Recursion { object: self.s[self.i] == b'{' }));
        }
        self.i += 1;
        self.ws();
        Ok(())
    }
    /// A property name and its `:`, then blanks.
    fn key(&mut self) -> Result<String, JsonError> {
        if self.s.get(self.i) != Some(&b'"') {
            return Err(self.err("expected a property name in double quotes", "Expecting property name enclosed in double quotes"));
        }
        let key = self.string()?;
        self.ws();
        if !self.eat(":") {
            return Err(self.err("expected `:` after a property name", "Expecting ':' delimiter"));
        }
        self.ws();
        Ok(key)
    }
    /// The 4 hex digits of a `\\u` escape (the `u` just read). Python also refuses
    /// an escape whose digits end the text (its `end >= len` test), at the `u`.
    fn hex4(&mut self) -> Result<u32, JsonError> {
        let u = self.i - 1;
        let bad = |p: &Self, message: &str| p.err_at(message, "Invalid \\uXXXX escape", u);
        let h = self.s.get(self.i..self.i + 4).filter(|_| self.i + 4 < self.s.len()).ok_or_else(|| bad(self, "incomplete \\u escape"))?;
        if !h.iter().all(u8::is_ascii_hexdigit) {
            return Err(bad(self, "invalid \\u escape"));
        }
        let v = h.iter().fold(0, |v, &d| v * 16 + (d as char).to_digit(16).unwrap_or(0));
        self.i += 4;
        Ok(v)
    }
    fn string(&mut self) -> Result<String, JsonError> {
        let quote = self.i;
        self.i += 1;
        let mut out = String::new();
        loop {
            let start = self.i;
            while let Some(&c) = self.s.get(self.i) {
                if c == b'"' || c == b'\\' || c < 0x20 {
                    break;
                }
                self.i += 1;
            }
            out.push_str(&String::from_utf8_lossy(&self.s[start..self.i]));
            match self.s.get(self.i) {
                None => return Err(self.err_at("unterminated string", UNTERMINATED, quote)),
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = *self.s.get(self.i).ok_or_else(|| self.err_at("unterminated string", UNTERMINATED, quote))?;
                    self.i += 1;
                    match c {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let hi = self.hex4()?;
                            let cp = if (0xD800..0xDC00).contains(&hi) && self.s[self.i..].starts_with(b"\\u") {
                                let save = self.i;
                                self.i += 2;
                                let lo = self.hex4()?;
                                if (0xDC00..0xE000).contains(&lo) {
                                    0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00)
                                } else {
                                    self.i = save;
                                    hi
                                }
                            } else {
                                hi
                            };
                            // Lone surrogates cannot live in a Rust string.
                            out.push(char::from_u32(cp).unwrap_or('\u{fffd}'));
                        }
                        _ => return Err(self.err_at("invalid escape in a string", "Invalid \\escape", self.i - 2)),
                    }
                }
                Some(_) => return Err(self.err("control character inside a string", "Invalid control character at")),
            }
        }
    }
    fn number(&mut self) -> Result<Value, JsonError> {
        let start = self.i;
        let digits = |p: &mut Self| {
            let s = p.i;
            while p.s.get(p.i).is_some_and(u8::is_ascii_digit) {
                p.i += 1;
            }
            p.i - s
        };
        if self.s.get(self.i) == Some(&b'-') {
            self.i += 1;
        }
        let int_start = self.i;
        let n = digits(self);
        if n == 0 {
            return Err(self.err_at("expected a digit", EXPECTING_VALUE, start));
        }
        if n > 1 && self.s[int_start] == b'0' {
            // Python: `01` parses `0` then fails on extra data.
            self.i = int_start + 1;
            return Ok(Value::Int("0".into()));
        }
        let mut float = false;
        if self.s.get(self.i) == Some(&b'.') && self.s.get(self.i + 1).is_some_and(u8::is_ascii_digit) {
            self.i += 1;
            digits(self);
            float = true;
        }
        if matches!(self.s.get(self.i), Some(b'e' | b'E')) {
            let save = self.i;
            self.i += 1;
            if matches!(self.s.get(self.i), Some(b'+' | b'-')) {
                self.i += 1;
            }
            if digits(self) == 0 {
                self.i = save;
            } else {
                float = true;
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("0");
        if float {
            Ok(Value::Float(crate::float::parse(text).unwrap_or(f64::NAN)))
        } else {
            let neg = text.starts_with('-');
            let mag = text.trim_start_matches('-');
            if mag.len() > MAX_INT_DIGITS {
                let (line, column) = (self.line, self.column() - (self.i - start));
                return Err(JsonError {
                    message: format!(
                        "an integer of {} digits: Python refuses ints of more than 4,300 digits (ValueError: Exceeds the limit (4300 digits) for integer string conversion)",
                        mag.len()
                    ),
                    line,
                    column,
                    py: PyJsonFault::IntDigits { digits: mag.len() },
                });
            }
            let canon = if neg && mag.bytes().any(|b| b != b'0') { text.to_string() } else { mag.to_string() };
            Ok(Value::Int(canon))
        }
    }
}
