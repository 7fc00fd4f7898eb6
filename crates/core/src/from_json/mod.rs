//! Reports read back from their JSON, by hand: [`Report::from_json`](crate::Report::from_json).
//!
//! Why: the site grades dropped files in a Web Worker, which sends the page the report's
//! JSON (the one form, byte for byte what `fde-grade` prints); the page needs the typed
//! report back for its figures. serde's derived `Deserialize` for every report type, with
//! `serde_wasm_bindgen` to drive it, kept 61 KB of code in the page's `.wasm`; this
//! reader, over [`crate::pyjson`] (already in the page), keeps 19 KB (17 KB less gzip).
//! (serde_json's own `from_str` would not do either: without its `float_roundtrip`
//! feature it may read a float one unit in the last place off.)
//!
//! Each report type implements [`FromJson`] in one line of `from_json/reports.rs`, a
//! `json_struct!` or `json_enum!` listing its fields or variants in declaration
//! order (serde's order) under their serde names. Read back as serde writes them:
//! * a field absent from the object: `None` for an `Option` (the
//!   `skip_serializing_if = "Option::is_none"` fields: `RouteDetail::id`, every
//!   `Location` field, `Diagnostic::hint`), an error for anything else; keys the type does
//!   not know are ignored, as serde ignores them;
//! * integers (`usize`, `u32`, `i64`) from integer literals, in range or an error;
//! * `f64` from any number: serde_json writes the shortest digits that parse back to
//!   the same double (`-0.0` included), and [`pyjson`](crate::pyjson) parses them
//!   correctly rounded, so every finite value comes back bit for bit;
//! * unit enums from their serde names (`rename_all` spelled out per variant);
//! * `serde_json::Value` (uplift's `incidents`) as serde_json would read it: integers as
//!   `u64`/`i64`, other numbers as `f64`, objects keyed in its map order.
//!
//! **Non-finite floats.** serde_json writes NaN and ±infinity as `null`, which also
//! stands for `None`: the JSON alone cannot say which. Reports do carry such values:
//! * uplift: an ask log's `NaN`/`Infinity` (Python's JSON allows them) stays in
//!   `contact_lines[].t`, `logged_cost`, `priced_cost` and `used_cost` (a plain `f64`);
//!   every other float of the uplift report goes through `finite()` (`None` when not
//!   finite) or is a constant (`validity_score`, `ladder.threshold`);
//! * routing: `routes[].load_kg` overflows to infinity on weights near `f64::MAX`, and
//!   the scores and `exact` terms with extreme weights or reference values;
//! * scorecard: the scores overflow with a reference value like `5e-324`, which the
//!   page accepts (any finite positive number); the core takes any `reference_value`.
//!
//! So
//! [`FromJson::non_finite`] lists, in the order they are written, what every float slot
//! written as `null` holds, one mark each: `_` none, `N` NaN, `+` +∞, `-` −∞
//! ([`Report::non_finite`](crate::Report::non_finite) gives it, or `""` when every such
//! slot is `None`, as in nearly every report). Read with those marks, the report is the
//! very one written; without them a `null` float is `None`, and an error in a plain
//! `f64` field.
//!
//! Errors never panic: they say where (`routes[3].load_kg`, the line and column) and
//! what was found.
//!
//! **Size.** The reader is written to stay small in wasm: a read never fails but
//! records the first problem in the [`Reader`] and returns a stand-in (so a struct is
//! built straight through, with no early return that drops what was read so far), and
//! the work that does not depend on a field's type (finding the key, the error's path)
//! is not generic.

mod reports;

use crate::pyjson::{Spanned, Value};

/// A value that reads back from the JSON serde writes for it.
pub trait FromJson: Sized {
    /// Read `v`. On a mismatch, record it in `r` (the first one is kept) and return a
    /// stand-in (zero, empty, the first variant).
    fn read(v: &Spanned, r: &mut Reader) -> Self;

    /// What a `null` reads as for `Option<Self>`: `None`, except for floats (see the
    /// module docs).
    fn read_null(_v: &Spanned, _r: &mut Reader) -> Option<Self> {
        None
    }

    /// The value when its key is absent: `None` for an `Option`; else an error.
    fn absent() -> Option<Self> {
        None
    }

    /// Append the marks of the float slots this writes as `null` (see the module docs).
    fn non_finite(&self, _out: &mut String) {}

    /// The marks of `Option::<Self>::None` (a float slot: `_`).
    fn none_marks(_out: &mut String) {}
}

/// Reading a report: the marks of its non-finite floats, consumed in order, and the
/// first problem found with where it is.
pub struct Reader<'a> {
    marks: &'a [u8],
    at: usize,
    /// Objects and lists entered.
    depth: usize,
    error: Option<ReadError>,
    /// The depth of the step the error's path names next, as the reader leaves it.
    error_depth: usize,
}

/// A step into an object or a list, for an error's path.
pub enum Step<'s> {
    Key(&'s str),
    Index(usize),
}

/// A `null` that stands for an absent value.
static NULL: Spanned = Spanned { value: Value::Null, line: 0, column: 0 };

impl<'a> Reader<'a> {
    /// A reader told the marks of the floats written as `null` (`""`: all are `None`).
    pub fn new(marks: &'a str) -> Self {
        Reader { marks: marks.as_bytes(), at: 0, depth: 0, error: None, error_depth: 0 }
    }

    /// Record a problem at `v`, unless one is recorded already.
    pub fn fail(&mut self, v: &Spanned, message: String) {
        if self.error.is_none() {
            self.error = Some(ReadError { path: String::new(), line: v.line, column: v.column, message });
            self.error_depth = self.depth;
        }
    }

    /// Record that `v` is not `what`.
    pub fn expected(&mut self, v: &Spanned, what: &str) {
        self.fail(v, format!("expected {what}, found {}", v.value.in_words()));
    }

    /// The value of key `name` of object `v` (entered: [`Reader::leave`] after reading
    /// it), or `None` when absent.
    pub fn enter<'v>(&mut self, v: &'v Spanned, name: &str) -> Option<&'v Spanned> {
        if !matches!(v.value, Value::Object(_)) {
            self.expected(v, "an object");
            return None;
        }
        let x = v.value.get(name)?;
        self.depth += 1;
        Some(x)
    }

    /// Leave the step entered last; an error found inside it gets the step in its path.
    pub fn leave(&mut self, step: Step) {
        if let Some(e) = &mut self.error {
            if self.error_depth == self.depth {
                let s = match step {
                    Step::Key(k) => format!(".{k}"),
                    Step::Index(i) => format!("[{i}]"),
                };
                e.path.insert_str(0, &s);
                self.error_depth -= 1;
            }
        }
        self.depth -= 1;
    }

    /// What the next float slot written as `null` held: `None`, or a non-finite value.
    fn take(&mut self, v: &Spanned) -> Option<f64> {
        if self.marks.is_empty() {
            return None;
        }
        let mark = self.marks.get(self.at).copied();
        self.at += 1;
        match mark {
            Some(b'N') => Some(f64::NAN),
            Some(b'+') => Some(f64::INFINITY),
            Some(b'-') => Some(f64::NEG_INFINITY),
            Some(b'_') => None,
            Some(_) => {
                self.fail(v, "an unknown mark in the list of non-finite values".into());
                None
            }
            None => {
                self.fail(v, "more null numbers than the list of non-finite values names".into());
                None
            }
        }
    }
}

/// Why a report could not be read back, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct ReadError {
    /// Path from the report's top, e.g. `.routes[3].load_kg`.
    pub path: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let path = if self.path.is_empty() { "the report" } else { self.path.trim_start_matches('.') };
        write!(f, "{path} (line {}, column {}): {}", self.line, self.column, self.message)
    }
}

/// Read a whole report: its JSON text and the marks of its non-finite floats.
pub fn read_report<T: FromJson>(json: &str, marks: &str) -> Result<T, String> {
    let top = crate::pyjson::parse(json).map_err(|e| format!("line {}, column {}: {}", e.line, e.column, e.message))?;
    let mut r = Reader::new(marks);
    let report = T::read(&top, &mut r);
    if r.at < r.marks.len() {
        r.fail(&top, "fewer null numbers than the list of non-finite values names".into());
    }
    match r.error {
        Some(e) => Err(e.to_string()),
        None => Ok(report),
    }
}

/// The marks of a whole report, or `""` when none of its floats is non-finite.
pub fn marks_of<T: FromJson>(r: &T) -> String {
    let mut out = String::new();
    r.non_finite(&mut out);
    if out.bytes().all(|b| b == b'_') {
        out.clear();
    }
    out
}

/// Field `name` of object `v`.
pub fn field<T: FromJson>(v: &Spanned, name: &str, r: &mut Reader) -> T {
    match r.enter(v, name) {
        Some(x) => {
            let out = T::read(x, r);
            r.leave(Step::Key(name));
            out
        }
        None => T::absent().unwrap_or_else(|| {
            r.fail(v, format!("no `{name}` in this object"));
            T::read(&NULL, r)
        }),
    }
}

/// The string of `v` (`""` when it is not one).
pub fn text<'v>(v: &'v Spanned, r: &mut Reader) -> &'v str {
    v.value.as_str().unwrap_or_else(|| {
        r.expected(v, "text");
        ""
    })
}

/// [`FromJson`] for a struct serde writes as an object of its fields, in this order:
/// `json_struct!(Type { field, field: "serde name", … });`. The struct literal it
/// builds names every field, so a field left out does not compile.
///
/// `json_struct!(write Type { field, field [skip_none], … })` also writes it
/// ([`crate::write_json`]): the fields under their own names, a `[skip_none]` one only
/// when it is `Some` (serde's `skip_serializing_if = "Option::is_none"`).
#[macro_export]
#[doc(hidden)]
macro_rules! json_struct {
    (write $ty:ty { $($f:ident $([$skip:ident])?),* $(,)? }) => {
        $crate::json_struct!($ty { $($f),* });
        impl $crate::write_json::WriteJson for $ty {
            fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
                out.push(b'{');
                let mut first = true;
                $($crate::json_struct!(@write self, out, first, $f $([$skip])?);)*
                out.push(b'}');
                Ok(())
            }
        }
    };
    (@write $s:ident, $out:ident, $first:ident, $f:ident) => {
        $crate::write_json::field($out, &mut $first, concat!("\"", stringify!($f), "\":"), &$s.$f)?
    };
    (@write $s:ident, $out:ident, $first:ident, $f:ident [skip_none]) => {
        if let Some(v) = &$s.$f {
            $crate::write_json::field($out, &mut $first, concat!("\"", stringify!($f), "\":"), v)?
        }
    };
    ($ty:ty { $($f:ident $(: $name:literal)?),* $(,)? }) => {
        impl $crate::from_json::FromJson for $ty {
            fn read(v: &$crate::pyjson::Spanned, r: &mut $crate::from_json::Reader) -> Self {
                Self { $($f: $crate::from_json::field(v, $crate::json_struct!(@name $f $($name)?), r),)* }
            }
            fn non_finite(&self, out: &mut String) {
                $($crate::from_json::FromJson::non_finite(&self.$f, out);)*
            }
        }
    };
    (@name $f:ident) => { stringify!($f) };
    (@name $f:ident $name:literal) => { $name };
}

/// [`FromJson`] for a unit enum serde writes as its (renamed) name:
/// `json_enum!(Type { Variant = "name", … });` (the first variant is the stand-in).
#[macro_export]
#[doc(hidden)]
macro_rules! json_enum {
    ($ty:ident { $v0:ident = $n0:literal $(, $v:ident = $name:literal)* $(,)? }) => {
        impl $crate::from_json::FromJson for $ty {
            fn read(v: &$crate::pyjson::Spanned, r: &mut $crate::from_json::Reader) -> Self {
                match $crate::from_json::text(v, r) {
                    $n0 => $ty::$v0,
                    $($name => $ty::$v,)*
                    other => {
                        r.fail(v, format!("`{other}` is not a {}", stringify!($ty)));
                        $ty::$v0
                    }
                }
            }
        }
    };
}

impl FromJson for f64 {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        let x = match &v.value {
            Value::Null => Self::read_null(v, r),
            x => x.as_f64(),
        };
        x.unwrap_or_else(|| {
            r.expected(v, "a number");
            0.0
        })
    }
    fn read_null(v: &Spanned, r: &mut Reader) -> Option<Self> {
        r.take(v)
    }
    fn non_finite(&self, out: &mut String) {
        if self.is_nan() {
            out.push('N');
        } else if *self == f64::INFINITY {
            out.push('+');
        } else if *self == f64::NEG_INFINITY {
            out.push('-');
        }
    }
    fn none_marks(out: &mut String) {
        out.push('_');
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        match v.value {
            Value::Null => T::read_null(v, r),
            _ => Some(T::read(v, r)),
        }
    }
    fn absent() -> Option<Self> {
        Some(None)
    }
    fn non_finite(&self, out: &mut String) {
        match self {
            Some(x) => x.non_finite(out),
            None => T::none_marks(out),
        }
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        let Value::Array(items) = &v.value else {
            r.expected(v, "a list");
            return Vec::new();
        };
        let mut out = Vec::with_capacity(items.len());
        for (i, x) in items.iter().enumerate() {
            r.depth += 1;
            out.push(T::read(x, r));
            r.leave(Step::Index(i));
        }
        out
    }
    fn non_finite(&self, out: &mut String) {
        self.iter().for_each(|x| x.non_finite(out));
    }
}

/// A point, `[lon, lat]`.
impl FromJson for [f64; 2] {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        match Vec::<f64>::read(v, r)[..] {
            [a, b] => [a, b],
            _ => {
                r.expected(v, "a list of two numbers");
                [0.0; 2]
            }
        }
    }
    fn non_finite(&self, out: &mut String) {
        self.iter().for_each(|x| x.non_finite(out));
    }
}

impl FromJson for String {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        text(v, r).into()
    }
}

impl FromJson for bool {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        match v.value {
            Value::Bool(b) => b,
            _ => {
                r.expected(v, "true or false");
                false
            }
        }
    }
}

/// The digits of an integer literal (`""` when `v` is not one).
fn digits<'v>(v: &'v Spanned, r: &mut Reader) -> &'v str {
    match &v.value {
        Value::Int(d) => d,
        _ => {
            r.expected(v, "a whole number");
            ""
        }
    }
}

/// Integers: from an integer literal in the type's range.
macro_rules! json_int {
    ($($t:ty),*) => {$(
        impl FromJson for $t {
            fn read(v: &Spanned, r: &mut Reader) -> Self {
                let d = digits(v, r);
                d.parse().unwrap_or_else(|_| {
                    r.fail(v, format!("{d} is out of range for {}", stringify!($t)));
                    0
                })
            }
        }
    )*};
}
json_int!(usize, u32, i64);

/// As serde_json reads JSON into a `Value`.
impl FromJson for serde_json::Value {
    fn read(v: &Spanned, r: &mut Reader) -> Self {
        use serde_json::Value as J;
        let float = |x: Option<f64>, r: &mut Reader| {
            x.and_then(serde_json::Number::from_f64).map_or_else(
                || {
                    r.fail(v, "a number JSON cannot hold".into());
                    J::Null
                },
                J::Number,
            )
        };
        match &v.value {
            Value::Null => J::Null,
            Value::Bool(b) => J::Bool(*b),
            Value::Int(d) => match (d.parse::<u64>(), d.parse::<i64>()) {
                (Ok(u), _) => J::from(u),
                (_, Ok(i)) => J::from(i),
                _ => float(v.value.as_f64(), r),
            },
            Value::Float(x) => float(Some(*x), r),
            Value::Str(s) => J::String(s.clone()),
            Value::Array(_) => J::Array(Vec::read(v, r)),
            Value::Object(items) => {
                let mut map = serde_json::Map::new();
                for (k, x) in items {
                    r.depth += 1;
                    map.insert(k.clone(), Self::read(x, r));
                    r.leave(Step::Key(k));
                }
                J::Object(map)
            }
        }
    }
}
