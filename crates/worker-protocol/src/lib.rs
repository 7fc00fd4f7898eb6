//! # worker-protocol: what the site's page and its grading Web Worker say to each other
//!
//! The page (`site/src/worker.rs`) and the worker (`crates/grader-worker`) exchange
//! plain JS objects through `postMessage`. This crate is the one place that knows their
//! shape: every message is a Rust type here, encoded by its `to_js` and decoded by its
//! `from_js`, and every key is a constant of [`keys`]. Neither side spells a key.
//!
//! The conversation:
//! * worker → page, once loaded: [`Ready`], `{ready: true}` (the page posts nothing
//!   before it);
//! * page → worker: a [`Request`], `{seq, key, manifest, dataName?, data?, reference?,
//!   …}`: either one submission to grade ([`Request::Grade`]: `file`, `bytes`, `extras`
//!   as `[name, bytes]` pairs) or the case's examples ([`Request::Examples`]:
//!   `examples`, an array of `[file, bytes, extras]`). The worker rebuilds its case only
//!   when `key` changes;
//! * worker → page: a [`Reply`] with the request's `seq`: `{seq, json, nonFinite,
//!   millis}` ([`Reply::Graded`]), `{seq, examples: [{json, nonFinite, millis}, …],
//!   summary}` ([`Reply::Examples`], with a [`DataSummary`] of the case data), or
//!   `{seq, error}` ([`Reply::Error`]).
//!
//! Decoding never panics: a message that is not what it should be (a key missing, a
//! value of another type) is a [`ProtocolError`] saying which key and why, carrying the
//! message's `seq` when that much could be read (so the sender of a request still gets
//! an answer). Bytes cross as `Uint8Array`s whose buffers the page transfers to the
//! worker ([`Request::to_js`] lists them), not copies.
//!
//! No serde: js-sys and wasm-bindgen only, which both sides link anyway.

use std::fmt;
use std::sync::Arc;

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};

/// Every key of every message, named once.
pub mod keys {
    /// [`Ready`](crate::Ready): `true`.
    pub const READY: &str = "ready";
    /// The request's number; its reply carries it back.
    pub const SEQ: &str = "seq";
    /// Names the case data: the worker rebuilds its case only when this changes.
    pub const KEY: &str = "key";
    /// The case's `case.json` text.
    pub const MANIFEST: &str = "manifest";
    /// The case data file's name (with [`DATA`]).
    pub const DATA_NAME: &str = "dataName";
    /// The case data file's bytes (with [`DATA_NAME`]).
    pub const DATA: &str = "data";
    /// A reference value overriding the manifest's.
    pub const REFERENCE: &str = "reference";
    /// The submission's file name.
    pub const FILE: &str = "file";
    /// The submission's bytes.
    pub const BYTES: &str = "bytes";
    /// The submission's companion files, `[name, bytes]` pairs.
    pub const EXTRAS: &str = "extras";
    /// A request's example submissions (`[file, bytes, extras]`), a reply's graded ones.
    pub const EXAMPLES: &str = "examples";
    /// The report as `fde-grade` prints it.
    pub const JSON: &str = "json";
    /// What the floats `json` writes as `null` hold (`grader::Report::non_finite`).
    pub const NON_FINITE: &str = "nonFinite";
    /// The time spent in the core, ms.
    pub const MILLIS: &str = "millis";
    /// Why the request could not be answered.
    pub const ERROR: &str = "error";
    /// The [`DataSummary`](crate::DataSummary) of an examples reply.
    pub const SUMMARY: &str = "summary";
    pub const WARNINGS: &str = "warnings";
    pub const ROWS: &str = "rows";
    pub const TOTAL_WEIGHT: &str = "totalWeight";
    pub const DEPOT: &str = "depot";
    pub const POSITIVES: &str = "positives";
    pub const FIRST: &str = "first";
}

/// A file's bytes, shared (the page keeps them; no copy on the Rust side).
pub type Bytes = Arc<Vec<u8>>;

/// A message that is not what it should be.
#[derive(Debug, Clone, PartialEq)]
pub struct ProtocolError {
    /// The message's `seq`, when it could be read: the reply to send (or the request to
    /// fail) despite the rest.
    pub seq: Option<u64>,
    /// What is wrong, naming the key (e.g. "`examples[1].extras` is not an array").
    pub what: String,
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed message between the page and the grader's worker: {}", self.what)
    }
}

impl std::error::Error for ProtocolError {}

/// The case a request grades against.
#[derive(Debug, Clone, PartialEq)]
pub struct CaseData {
    /// Names the case data: the worker rebuilds its case only when it changes.
    pub key: String,
    /// The case's `case.json` text.
    pub manifest: String,
    /// The case's data file (public or the student's own): name, bytes.
    pub data: Option<(String, Bytes)>,
    /// A reference value overriding the manifest's.
    pub reference: Option<f64>,
}

/// A submission: its file and companion files (e.g. an uplift ask log).
#[derive(Debug, Clone, PartialEq)]
pub struct Submission {
    pub file: String,
    pub bytes: Bytes,
    pub extras: Vec<(String, Bytes)>,
}

/// Page → worker.
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// Grade one submission; the answer is [`Reply::Graded`].
    Grade { seq: u64, case: CaseData, submission: Submission },
    /// Grade the case's examples, in order (the case data is read in the worker too);
    /// the answer is [`Reply::Examples`].
    Examples { seq: u64, case: CaseData, examples: Vec<Submission> },
}

/// One graded submission: the JSON as `fde-grade` prints it, what its floats written
/// as `null` hold (`grader::Report::non_finite`, nearly always empty), the time spent in
/// the core (ms). The page reads the typed report back from the first two.
#[derive(Debug, Clone, PartialEq)]
pub struct Graded {
    pub json: String,
    pub non_finite: String,
    pub millis: f64,
}

/// What the page shows of case data it does not read itself (own case data too large
/// for the page's thread). A field a kind has not is zero (empty).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DataSummary {
    /// Stores (routing) or customers (scorecard).
    pub rows: u64,
    pub warnings: usize,
    /// Routing: the stores' total weight.
    pub total_weight: f64,
    /// Routing: the depot's code.
    pub depot: String,
    /// Scorecard: the customers who defaulted.
    pub positives: u64,
    /// Scorecard: the truth's first rows: id, default.
    pub first: Vec<(String, u8)>,
}

/// Worker → page: the answer to the request numbered `seq`.
#[derive(Debug, Clone, PartialEq)]
pub enum Reply {
    Graded {
        seq: u64,
        graded: Graded,
    },
    Examples {
        seq: u64,
        examples: Vec<Graded>,
        summary: DataSummary,
    },
    /// The request could not be answered (the case data cannot be read, a malformed
    /// request).
    Error {
        seq: u64,
        message: String,
    },
}

/// Worker → page, once, when it is loaded: `{ready: true}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ready;

/// Anything the worker posts.
#[derive(Debug, Clone, PartialEq)]
pub enum FromWorker {
    Ready,
    Reply(Reply),
}

// ---------------------------------------------------------------------------------
// Encoding

fn set(obj: &Object, key: &str, value: &JsValue) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

fn seq_js(seq: u64) -> JsValue {
    JsValue::from_f64(seq as f64)
}

/// A JS copy of `bytes`, its buffer added to `transfer`.
fn bytes_js(bytes: &[u8], transfer: &Array) -> Uint8Array {
    let a = Uint8Array::from(bytes);
    transfer.push(&a.buffer());
    a
}

fn pairs_js(pairs: &[(String, Bytes)], transfer: &Array) -> Array {
    pairs.iter().map(|(name, bytes)| JsValue::from(Array::of2(&JsValue::from_str(name), &bytes_js(bytes, transfer)))).collect()
}

impl CaseData {
    fn write(&self, obj: &Object, transfer: &Array) {
        set(obj, keys::KEY, &JsValue::from_str(&self.key));
        set(obj, keys::MANIFEST, &JsValue::from_str(&self.manifest));
        if let Some((name, bytes)) = &self.data {
            set(obj, keys::DATA_NAME, &JsValue::from_str(name));
            set(obj, keys::DATA, &bytes_js(bytes, transfer));
        }
        if let Some(r) = self.reference {
            set(obj, keys::REFERENCE, &JsValue::from_f64(r));
        }
    }
}

impl Request {
    /// The request's number (its reply carries it back).
    pub fn seq(&self) -> u64 {
        match self {
            Request::Grade { seq, .. } | Request::Examples { seq, .. } => *seq,
        }
    }

    /// The case it grades against.
    pub fn case(&self) -> &CaseData {
        match self {
            Request::Grade { case, .. } | Request::Examples { case, .. } => case,
        }
    }

    /// The message, and the buffers of its bytes to transfer with it
    /// (`postMessage(message, transfer)`: moved to the worker, not copied again).
    pub fn to_js(&self) -> (JsValue, Array) {
        let obj = Object::new();
        let transfer = Array::new();
        set(&obj, keys::SEQ, &seq_js(self.seq()));
        self.case().write(&obj, &transfer);
        match self {
            Request::Grade { submission, .. } => {
                set(&obj, keys::FILE, &JsValue::from_str(&submission.file));
                set(&obj, keys::BYTES, &bytes_js(&submission.bytes, &transfer));
                set(&obj, keys::EXTRAS, &pairs_js(&submission.extras, &transfer));
            }
            Request::Examples { examples, .. } => {
                let list: Array = examples
                    .iter()
                    .map(|s| {
                        JsValue::from(Array::of3(
                            &JsValue::from_str(&s.file),
                            &bytes_js(&s.bytes, &transfer),
                            &pairs_js(&s.extras, &transfer),
                        ))
                    })
                    .collect();
                set(&obj, keys::EXAMPLES, &list);
            }
        }
        (obj.into(), transfer)
    }

    /// Read a request the page posted.
    pub fn from_js(v: &JsValue) -> Result<Request, ProtocolError> {
        let msg = Fields::root(v, "the request")?;
        let seq = msg.seq()?;
        let fail = |what: String| ProtocolError { seq: Some(seq), what };
        let case = CaseData::read(&msg).map_err(fail)?;
        if msg.has(keys::EXAMPLES) {
            let examples = msg.list(keys::EXAMPLES, Submission::read_triple).map_err(fail)?;
            Ok(Request::Examples { seq, case, examples })
        } else {
            let submission = Submission::read(&msg).map_err(fail)?;
            Ok(Request::Grade { seq, case, submission })
        }
    }
}

impl Graded {
    fn write(&self, obj: &Object) {
        set(obj, keys::JSON, &JsValue::from_str(&self.json));
        set(obj, keys::NON_FINITE, &JsValue::from_str(&self.non_finite));
        set(obj, keys::MILLIS, &JsValue::from_f64(self.millis));
    }
}

impl DataSummary {
    /// `{warnings, rows, totalWeight, depot, positives, first: [[id, label], …]}`.
    pub fn to_js(&self) -> JsValue {
        let obj = Object::new();
        set(&obj, keys::WARNINGS, &JsValue::from_f64(self.warnings as f64));
        set(&obj, keys::ROWS, &JsValue::from_f64(self.rows as f64));
        set(&obj, keys::TOTAL_WEIGHT, &JsValue::from_f64(self.total_weight));
        set(&obj, keys::DEPOT, &JsValue::from_str(&self.depot));
        set(&obj, keys::POSITIVES, &JsValue::from_f64(self.positives as f64));
        let first: Array =
            self.first.iter().map(|(id, y)| JsValue::from(Array::of2(&JsValue::from_str(id), &JsValue::from_f64(f64::from(*y))))).collect();
        set(&obj, keys::FIRST, &first);
        obj.into()
    }

    /// Read a summary. Only `warnings` and `rows` are required: a kind's other keys may
    /// be left out (they read as zero), but when present they must have their types.
    pub fn from_js(v: &JsValue) -> Result<DataSummary, ProtocolError> {
        let s = Fields::root(v, "the data summary")?;
        DataSummary::read(&s).map_err(|what| ProtocolError { seq: None, what })
    }

    fn read(s: &Fields) -> Result<DataSummary, String> {
        Ok(DataSummary {
            warnings: s.count(keys::WARNINGS)? as usize,
            rows: s.count(keys::ROWS)?,
            total_weight: s.optional(keys::TOTAL_WEIGHT, Fields::number)?.unwrap_or(0.0),
            depot: s.optional(keys::DEPOT, Fields::string)?.unwrap_or_default(),
            positives: s.optional(keys::POSITIVES, Fields::count)?.unwrap_or(0),
            first: s
                .optional(keys::FIRST, |s, k| {
                    s.list(k, |at, x| {
                        let pair = tuple(at, x, 2)?;
                        Ok((string_at(at, 0, &pair.get(0))?, label_at(at, 1, &pair.get(1))?))
                    })
                })?
                .unwrap_or_default(),
        })
    }
}

impl Reply {
    /// The number of the request it answers.
    pub fn seq(&self) -> u64 {
        match self {
            Reply::Graded { seq, .. } | Reply::Examples { seq, .. } | Reply::Error { seq, .. } => *seq,
        }
    }

    pub fn to_js(&self) -> JsValue {
        let obj = Object::new();
        set(&obj, keys::SEQ, &seq_js(self.seq()));
        match self {
            Reply::Graded { graded, .. } => graded.write(&obj),
            Reply::Examples { examples, summary, .. } => {
                let list: Array = examples
                    .iter()
                    .map(|g| {
                        let x = Object::new();
                        g.write(&x);
                        JsValue::from(x)
                    })
                    .collect();
                set(&obj, keys::EXAMPLES, &list);
                set(&obj, keys::SUMMARY, &summary.to_js());
            }
            Reply::Error { message, .. } => set(&obj, keys::ERROR, &JsValue::from_str(message)),
        }
        obj.into()
    }

    /// Read a reply the worker posted: `error` makes it an [`Reply::Error`], else
    /// `examples` a [`Reply::Examples`], else it is a [`Reply::Graded`].
    pub fn from_js(v: &JsValue) -> Result<Reply, ProtocolError> {
        let msg = Fields::root(v, "the reply")?;
        let seq = msg.seq()?;
        let fail = |what: String| ProtocolError { seq: Some(seq), what };
        if msg.has(keys::ERROR) {
            let message = msg.string(keys::ERROR).map_err(fail)?;
            return Ok(Reply::Error { seq, message });
        }
        if msg.has(keys::EXAMPLES) {
            let examples = msg.list(keys::EXAMPLES, |at, x| Graded::read(&Fields::nested(x, at)?)).map_err(fail)?;
            let summary =
                Fields::nested(&msg.get(keys::SUMMARY), &msg.path(keys::SUMMARY)).and_then(|s| DataSummary::read(&s)).map_err(fail)?;
            return Ok(Reply::Examples { seq, examples, summary });
        }
        Ok(Reply::Graded { seq, graded: Graded::read(&msg).map_err(fail)? })
    }
}

impl Ready {
    pub fn to_js(&self) -> JsValue {
        let obj = Object::new();
        set(&obj, keys::READY, &JsValue::TRUE);
        obj.into()
    }
}

impl FromWorker {
    /// Read anything the worker posted: [`Ready`] (`ready: true`) or a [`Reply`].
    pub fn from_js(v: &JsValue) -> Result<FromWorker, ProtocolError> {
        let msg = Fields::root(v, "the worker's message")?;
        if msg.has(keys::READY) {
            return match msg.get(keys::READY).as_bool() {
                Some(true) => Ok(FromWorker::Ready),
                _ => Err(ProtocolError { seq: None, what: format!("{} is not `true`", msg.name(keys::READY)) }),
            };
        }
        Reply::from_js(v).map(FromWorker::Reply)
    }
}

// ---------------------------------------------------------------------------------
// Decoding: the fields of one JS object, each read with its type checked. Errors are
// strings naming the key by its path (`examples[2].extras`); the callers add the seq.

struct Fields<'a> {
    obj: &'a JsValue,
    /// Where the object is: "" for a message, else e.g. "examples[2]".
    at: String,
}

impl<'a> Fields<'a> {
    /// A message: it must be an object (its `seq` not read yet, so no seq in the error).
    fn root(v: &'a JsValue, what: &str) -> Result<Fields<'a>, ProtocolError> {
        if v.is_object() && !Array::is_array(v) {
            Ok(Fields { obj: v, at: String::new() })
        } else {
            Err(ProtocolError { seq: None, what: format!("{what} is not an object") })
        }
    }

    fn nested(v: &'a JsValue, at: &str) -> Result<Fields<'a>, String> {
        if v.is_object() && !Array::is_array(v) {
            Ok(Fields { obj: v, at: at.to_string() })
        } else if v.is_undefined() {
            Err(format!("`{at}` is missing"))
        } else {
            Err(format!("`{at}` is not an object"))
        }
    }

    fn get(&self, key: &str) -> JsValue {
        // `obj` is an object: reading a property cannot throw (no getters on a message
        // that went through postMessage's structured clone).
        Reflect::get(self.obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
    }

    fn has(&self, key: &str) -> bool {
        !self.get(key).is_undefined()
    }

    /// The key's path: "seq", "examples[2].file".
    fn path(&self, key: &str) -> String {
        if self.at.is_empty() {
            key.to_string()
        } else {
            format!("{}.{key}", self.at)
        }
    }

    /// The key's path, quoted for a message: "`examples[2].file`".
    fn name(&self, key: &str) -> String {
        format!("`{}`", self.path(key))
    }

    /// The value of a key that must be there.
    fn required(&self, key: &str) -> Result<JsValue, String> {
        let v = self.get(key);
        if v.is_undefined() {
            Err(format!("{} is missing", self.name(key)))
        } else {
            Ok(v)
        }
    }

    /// A key that may be left out (`undefined`); when there, `read` checks it.
    fn optional<T>(&self, key: &str, read: impl FnOnce(&Self, &str) -> Result<T, String>) -> Result<Option<T>, String> {
        if self.has(key) {
            read(self, key).map(Some)
        } else {
            Ok(None)
        }
    }

    fn string(&self, key: &str) -> Result<String, String> {
        self.required(key)?.as_string().ok_or_else(|| format!("{} is not a string", self.name(key)))
    }

    fn number(&self, key: &str) -> Result<f64, String> {
        self.required(key)?.as_f64().ok_or_else(|| format!("{} is not a number", self.name(key)))
    }

    /// A whole number from 0 to 2^53 (what a JS number holds exactly).
    fn count(&self, key: &str) -> Result<u64, String> {
        whole(self.number(key)?).ok_or_else(|| format!("{} is not a whole number from 0 to 2^53", self.name(key)))
    }

    fn bytes(&self, key: &str) -> Result<Bytes, String> {
        bytes_of(&self.required(key)?).ok_or_else(|| format!("{} is not a Uint8Array", self.name(key)))
    }

    /// The message's `seq`: every error after it carries it.
    fn seq(&self) -> Result<u64, ProtocolError> {
        self.count(keys::SEQ).map_err(|what| ProtocolError { seq: None, what })
    }

    /// An array, each element read by `item(its path, it)`.
    fn list<T>(&self, key: &str, item: impl Fn(&str, &JsValue) -> Result<T, String>) -> Result<Vec<T>, String> {
        let v = self.required(key)?;
        if !Array::is_array(&v) {
            return Err(format!("{} is not an array", self.name(key)));
        }
        let base = self.path(key);
        v.unchecked_ref::<Array>().iter().enumerate().map(|(i, x)| item(&format!("{base}[{i}]"), &x)).collect()
    }
}

/// `x` as a whole number from 0 to 2^53, if it is one.
fn whole(x: f64) -> Option<u64> {
    const MAX: f64 = 9_007_199_254_740_992.0;
    // `x as u64` saturates (NaN → 0): the round trip tells a whole number.
    ((0.0..=MAX).contains(&x) && (x as u64) as f64 == x).then_some(x as u64)
}

fn bytes_of(v: &JsValue) -> Option<Bytes> {
    v.dyn_ref::<Uint8Array>().map(|a| Arc::new(a.to_vec()))
}

/// An array of exactly `n` elements (a pair, a triple).
fn tuple(at: &str, v: &JsValue, n: usize) -> Result<Array, String> {
    if let Some(a) = v.dyn_ref::<Array>().filter(|a| a.length() as usize == n) {
        return Ok(a.clone());
    }
    Err(format!("`{at}` is not an array of {n}"))
}

fn string_at(at: &str, i: usize, v: &JsValue) -> Result<String, String> {
    v.as_string().ok_or_else(|| format!("`{at}[{i}]` is not a string"))
}

fn bytes_at(at: &str, i: usize, v: &JsValue) -> Result<Bytes, String> {
    bytes_of(v).ok_or_else(|| format!("`{at}[{i}]` is not a Uint8Array"))
}

fn label_at(at: &str, i: usize, v: &JsValue) -> Result<u8, String> {
    v.as_f64().and_then(whole).and_then(|x| u8::try_from(x).ok()).ok_or_else(|| format!("`{at}[{i}]` is not a whole number from 0 to 255"))
}

/// `[name, bytes]` pairs.
fn pairs_at(at: &str, v: &JsValue) -> Result<Vec<(String, Bytes)>, String> {
    let Some(list) = v.dyn_ref::<Array>() else {
        return Err(format!("`{at}` is not an array"));
    };
    list.iter()
        .enumerate()
        .map(|(i, x)| {
            let at = format!("{at}[{i}]");
            let pair = tuple(&at, &x, 2)?;
            Ok((string_at(&at, 0, &pair.get(0))?, bytes_at(&at, 1, &pair.get(1))?))
        })
        .collect()
}

impl CaseData {
    fn read(msg: &Fields) -> Result<CaseData, String> {
        let data = match (msg.has(keys::DATA_NAME), msg.has(keys::DATA)) {
            (true, true) => Some((msg.string(keys::DATA_NAME)?, msg.bytes(keys::DATA)?)),
            (false, false) => None,
            (true, false) => return Err(format!("{} comes without {}", msg.name(keys::DATA_NAME), msg.name(keys::DATA))),
            (false, true) => return Err(format!("{} comes without {}", msg.name(keys::DATA), msg.name(keys::DATA_NAME))),
        };
        Ok(CaseData {
            key: msg.string(keys::KEY)?,
            manifest: msg.string(keys::MANIFEST)?,
            data,
            reference: msg.optional(keys::REFERENCE, Fields::number)?,
        })
    }
}

impl Submission {
    /// A grade request's `file`, `bytes` and `extras`.
    fn read(msg: &Fields) -> Result<Submission, String> {
        Ok(Submission {
            file: msg.string(keys::FILE)?,
            bytes: msg.bytes(keys::BYTES)?,
            extras: pairs_at(&msg.path(keys::EXTRAS), &msg.required(keys::EXTRAS)?)?,
        })
    }

    /// An example: `[file, bytes, extras]`.
    fn read_triple(at: &str, v: &JsValue) -> Result<Submission, String> {
        let t = tuple(at, v, 3)?;
        Ok(Submission {
            file: string_at(at, 0, &t.get(0))?,
            bytes: bytes_at(at, 1, &t.get(1))?,
            extras: pairs_at(&format!("{at}[2]"), &t.get(2))?,
        })
    }
}

impl Graded {
    fn read(obj: &Fields) -> Result<Graded, String> {
        Ok(Graded { json: obj.string(keys::JSON)?, non_finite: obj.string(keys::NON_FINITE)?, millis: obj.number(keys::MILLIS)? })
    }
}
