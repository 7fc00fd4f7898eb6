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

/// Python's `repr()` of a `str` ([`py_str_repr_into`]).
pub fn py_str_repr(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    py_str_repr_into(s, &mut out);
    out
}

/// Python's `repr()` of a `str`: `'...'` (`"..."` when it holds `'` and no `"`), the
/// backslash, `\n`, `\r`, `\t` and the quote escaped, other characters Python does not
/// print (`str.isprintable()` false: controls, the Latin-1 ones, the format and
/// separator characters outside ASCII) as `\xNN` or `\uNNNN` (the common ones: the
/// unassigned and private-use code points are not listed).
fn py_str_repr_into(s: &str, out: &mut String) {
    let quote = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if (c as u32) < 0x20 || (0x7f..=0xa0).contains(&(c as u32)) || c as u32 == 0xad => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if matches!(c as u32, 0x600..=0x605 | 0x61c | 0x6dd | 0x70f | 0x1680 | 0x180e | 0x2000..=0x200f | 0x2028..=0x202f | 0x205f..=0x206f | 0x3000 | 0xd800..=0xdfff | 0xfeff | 0xfff9..=0xfffb) =>
            {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push(quote);
}

/// Length of the run of bytes at the start of `s` that a plain JSON string holds as
/// they are: up to the first `"`, `\` or control character (or the end). Eight bytes
/// at a time (a store code is about twelve): each word's bytes are tested at once, then
/// the last eight bytes (or, under eight, each byte), as [`stops`] marks them.
pub fn plain_run(s: &[u8]) -> usize {
    let mut n = 0;
    while let Some(word) = s.get(n..n + 8) {
        let stop = stops(le64(word));
        if stop != 0 {
            return n + stop.trailing_zeros() as usize / 8;
        }
        n += 8;
    }
    if n == s.len() {
        return n;
    }
    if let Some(at) = s.len().checked_sub(8) {
        // The last eight bytes, overlapping the words above, whose bytes are all plain:
        // the first mark is at n or after.
        let stop = stops(le64(&s[at..]));
        return if stop != 0 { at + stop.trailing_zeros() as usize / 8 } else { s.len() };
    }
    s.iter().position(|&c| c < 0x20 || c == b'"' || c == b'\\').unwrap_or(s.len())
}

/// Whether [`plain_run`] runs to the end of `s` (nothing in it to escape), without
/// its loop over the bytes of a string under eight bytes: those are read as one word
/// of two 4-byte halves that overlap and cover every byte (under four, its first,
/// middle and last bytes, which are all of them), and a word holds a stop byte if and
/// only if its mark is not zero. (A 7-byte code tested byte by byte cost 65
/// instructions, most of writing it to a report.)
#[inline]
pub fn is_plain(s: &[u8]) -> bool {
    let n = s.len();
    if n >= 8 {
        return plain_run(s) == n;
    }
    let le32 = |b: &[u8]| u64::from(u32::from_le_bytes(b.try_into().unwrap_or_default()));
    let word = match n {
        0 => return true,
        1..=3 => u64::from_le_bytes([s[0], s[n / 2], s[n - 1], s[0], s[0], s[0], s[0], s[0]]),
        _ => le32(&s[..4]) | le32(&s[n - 4..]) << 32,
    };
    stops(word) == 0
}

/// Eight bytes as a little-endian word (0 unless `b` is eight bytes long).
#[inline]
fn le64(b: &[u8]) -> u64 {
    u64::from_le_bytes(b.try_into().unwrap_or_default())
}

/// The marks of a word's stop bytes for [`plain_run`]: in a word `x`,
/// `(x − 0x01…01·k) & !x & 0x80…80` marks the bytes below `k` (exactly, from the lowest
/// such byte up: the borrow only runs past a byte that is below `k`, and only the first
/// mark is read; it is zero only when no byte is below `k`); a byte equal to `c` is a
/// zero byte of `x ^ c·0x01…01`.
#[inline]
fn stops(x: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let below = |x: u64, k: u64| x.wrapping_sub(ONES * k) & !x & HIGH;
    below(x, 0x20) | below(x ^ (ONES * u64::from(b'"')), 1) | below(x ^ (ONES * u64::from(b'\\')), 1)
}

/// Python's `str.strip()` with no argument: strips what `str.isspace` calls whitespace,
/// which is Unicode's White_Space plus the four separators U+001C..U+001F (Rust's
/// `str::trim` keeps those).
///
/// ```
/// use pysem::pyjson::py_strip;
/// assert_eq!(py_strip(" \u{1c}S1\u{a0}\u{3000}"), "S1");
/// assert_eq!(py_strip("\u{200b}S1"), "\u{200b}S1"); // zero-width space is not whitespace
/// ```
pub fn py_strip(s: &str) -> &str {
    s.trim_matches(is_py_space)
}

/// Python's `str.isspace` for one character (see [`py_strip`]).
pub fn is_py_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// Python's `repr(float)`: shortest round-trip digits, scientific notation when the
/// decimal exponent is < -4 or >= 16, always a `.0` or exponent so it reads as a float.
///
/// ```
/// use pysem::pyjson::py_float_repr;
/// assert_eq!(py_float_repr(1000.0), "1000.0");
/// assert_eq!(py_float_repr(1e16), "1e+16");
/// assert_eq!(py_float_repr(1.5e-5), "1.5e-05");
/// assert_eq!(py_float_repr(0.0001), "0.0001");
/// assert_eq!(py_float_repr(f64::NAN), "nan");
/// // An exact tie between two shortest candidates goes to the even digit, as in CPython.
/// assert_eq!(py_float_repr(1e15 + 0.25), "1000000000000000.2");
/// assert_eq!(py_float_repr(1e15 + 0.75), "1000000000000000.8");
/// ```
pub fn py_float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    let sci = crate::float::exp(x.abs());
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let digits = shortest_half_even(x.abs(), digits, exp);
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if !(-5 < exp && exp < 16) {
        let (first, rest) = digits.split_at(1);
        let mant = if rest.is_empty() { first.to_string() } else { format!("{first}.{rest}") };
        let esign = if exp < 0 { '-' } else { '+' };
        return format!("{sign}{mant}e{esign}{:02}", exp.abs());
    }
    if exp >= 0 {
        let int_len = exp as usize + 1;
        if digits.len() <= int_len {
            format!("{sign}{digits}{}.0", "0".repeat(int_len - digits.len()))
        } else {
            format!("{sign}{}.{}", &digits[..int_len], &digits[int_len..])
        }
    } else {
        format!("{sign}0.{}{digits}", "0".repeat((-exp - 1) as usize))
    }
}

/// CPython's shortest digits break an exact tie between two shortest candidates to
/// the even one (`1e15 + 0.25` is `1000000000000000.2`); Rust's take the upper one
/// (`…0.3`). `digits` are Rust's shortest digits of `x > 0` (`d.ddd × 10^exp`): when
/// `x` is exactly halfway between them and the candidate one unit lower or higher in
/// the last digit, and that candidate is even and reads back as `x`, it is taken.
fn shortest_half_even(x: f64, digits: String, exp: i32) -> String {
    let last = digits.as_bytes()[digits.len() - 1] - b'0';
    if last.is_multiple_of(2) || x == 0.0 {
        return digits;
    }
    // The exact decimal expansion of x: it has as many decimals as x has binary ones.
    let bits = x.to_bits();
    let (m, q) = if (bits >> 52) & 0x7ff == 0 {
        (bits & ((1 << 52) - 1), -1074)
    } else {
        ((bits & ((1 << 52) - 1)) | (1 << 52), ((bits >> 52) & 0x7ff) as i32 - 1075)
    };
    let decimals = if q < 0 { (-q - m.trailing_zeros() as i32).max(0) as usize } else { 0 };
    // A tie needs exactly one more significant decimal than `digits`, a 5.
    let low = exp - (digits.len() as i32 - 1); // power of ten of digits' last digit
    if -(decimals as i32) != low - 1 {
        return digits;
    }
    let exact = crate::float::fixed(x, decimals);
    let exact: String = exact.chars().filter(char::is_ascii_digit).collect();
    let exact = exact.trim_start_matches('0');
    for up in [false, true] {
        let Some(other) = step_last_digit(&digits, up) else { continue };
        // The midpoint of `digits` and `other`, one decimal further, must be x.
        let (lo, hi) = if up { (&digits, &other) } else { (&other, &digits) };
        let mid = format!("{lo}5");
        // `hi` may have one more digit than `lo` (…9 + 1): then it is not a tie here.
        if hi.len() != lo.len() || mid.trim_start_matches('0') != exact {
            continue;
        }
        let candidate = format!("{other}e{low}");
        if crate::float::parse(&candidate) == Some(x) {
            return other;
        }
    }
    digits
}

/// `digits` with its last digit one lower (`up == false`) or one higher, when that
/// stays within the same number of digits and the first digit stays non-zero.
fn step_last_digit(digits: &str, up: bool) -> Option<String> {
    let mut b = digits.as_bytes().to_vec();
    let i = b.len() - 1;
    match (up, b[i]) {
        (false, b'1'..=b'9') => b[i] -= 1,
        (true, b'0'..=b'8') => b[i] += 1,
        _ => return None,
    }
    if b[0] == b'0' {
        return None;
    }
    String::from_utf8(b).ok()
}

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

/// Deepest nesting [`parse`] accepts: CPython 3.12's `json` raises `RecursionError` one
/// level deeper (see [`crate::server::Server::json_max_depth`]).
pub const MAX_DEPTH: usize = 1497;

/// Python's limit on the digits of an int it reads from text (`sys.int_info.
/// default_max_str_digits`, CPython 3.11 and later): `json` raises `ValueError` on a
/// longer integer literal.
pub const MAX_INT_DIGITS: usize = 4300;

// Python's `JSONDecodeError` messages met more than once.
const BOM: &str = "Unexpected UTF-8 BOM (decode using utf-8-sig)";
const EXPECTING_VALUE: &str = "Expecting value";
const UNTERMINATED: &str = "Unterminated string starting at";

/// Parse a whole JSON document as Python's `json.loads` would (CPython 3.12's
/// nesting limit, [`MAX_DEPTH`]).
pub fn parse(text: &str) -> Result<Spanned, JsonError> {
    parse_nested(text, MAX_DEPTH)
}

/// [`parse`] with another nesting limit (levels of lists and objects, the outermost
/// counting 1): the server's ([`crate::server::Server::json_max_depth`]).
///
/// ```
/// use pysem::pyjson::parse_nested;
/// let deep = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
/// assert!(parse_nested(&deep(1497), 1497).is_ok());
/// assert!(parse_nested(&deep(1498), 1497).unwrap_err().message.contains("RecursionError"));
/// // An int literal of more than 4,300 digits is a ValueError in Python.
/// assert!(parse_nested(&"9".repeat(4300), 1497).is_ok());
/// assert!(parse_nested(&format!("[-{}]", "9".repeat(4301)), 1497).unwrap_err().message.contains("4,300"));
/// ```
pub fn parse_nested(text: &str, max_depth: usize) -> Result<Spanned, JsonError> {
    let mut p =
        Parser { s: text.as_bytes(), i: 0, line: 1, line_start: 0, depth: 0, max_depth, col_cache: std::cell::Cell::new((0, 0, 0)) };
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

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    line: usize,
    line_start: usize,
    depth: usize,
    max_depth: usize,
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
        if self.depth > self.max_depth {
            let message =
                format!("lists and objects are nested more than {} levels deep: Python's json raises RecursionError there", self.max_depth);
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
