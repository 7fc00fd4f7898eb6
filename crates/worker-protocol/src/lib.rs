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
//! * page → worker: a [`Request`], `{seq, key, manifest, dataName?, data?, files,
//!   reference?, …}` (`files`: the case's other files as `[name, bytes]` pairs): either one submission to grade ([`Request::Grade`]: `file`, `bytes`, `extras`
//!   as `[name, bytes]` pairs) or the case's examples ([`Request::Examples`]:
//!   `examples`, an array of `[file, bytes, extras]`) or, on a routing case, the coach
//!   ([`Request::Coach`]: the submission's keys and `coach`, `count`: a [`CoachAsk`]).
//!   The worker rebuilds its case only when `key` changes;
//! * worker → page: a [`Reply`] with the request's `seq`: `{seq, json, nonFinite,
//!   millis}` ([`Reply::Graded`]), `{seq, examples: [{json, nonFinite, millis}, …],
//!   summary}` ([`Reply::Examples`], with a [`DataSummary`] of the case data), `{seq,
//!   advice, plan, millis}` ([`Reply::Coached`]), or `{seq, error, detail?, file?}`
//!   ([`Reply::Error`]: a [`WorkerError`], data the page says in its language).
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
    /// The case's other files (a case of several files), `[name, bytes]` pairs.
    pub const FILES: &str = "files";
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
    /// Why the request could not be answered: a [`WorkerError`](crate::WorkerError)'s code.
    pub const ERROR: &str = "error";
    /// A [`WorkerError`](crate::WorkerError)'s data: the diagnostics' JSON, or what is malformed.
    pub const DETAIL: &str = "detail";
    /// The [`DataSummary`](crate::DataSummary) of an examples reply.
    pub const SUMMARY: &str = "summary";
    pub const WARNINGS: &str = "warnings";
    pub const ROWS: &str = "rows";
    pub const FACTS: &str = "facts";
    /// A coach request's ask (routing): `suggest`, `apply` or `repair` (with [`COUNT`]).
    pub const COACH: &str = "coach";
    /// How many suggestions, moves or repairs a coach request asks for.
    pub const COUNT: &str = "count";
    /// A coach reply's advice, as `fde-grade coach routing` prints it (JSON).
    pub const ADVICE: &str = "advice";
    /// A coach reply's plan after the moves or repairs, as `--out` writes it.
    pub const PLAN: &str = "plan";
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
    /// The case's other files (FDE-Bench 001's public JSON, 041's fields, ...), by the
    /// names its manifest gives them (`data/test.csv`); empty for a case of one file.
    pub files: Vec<(String, Bytes)>,
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
    /// The coach on one routing plan; the answer is [`Reply::Coached`].
    Coach { seq: u64, case: CaseData, submission: Submission, ask: CoachAsk },
}

/// What a coach request asks (`fde-grade coach routing`'s modes): each repairs an
/// invalid plan first (the advice lists the repairs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachAsk {
    /// Up to this many suggestions for the plan (`--limit N`); the plan back is the
    /// (repaired) plan.
    Suggest(u64),
    /// Apply the best move up to this many times (`--apply N`); the plan back is the
    /// plan after them.
    Apply(u64),
    /// Apply this many of the plan's repairs, in order (each repair a button); the plan
    /// back is the plan after them.
    Repair(u64),
}

impl CoachAsk {
    fn name(&self) -> &'static str {
        match self {
            CoachAsk::Suggest(_) => "suggest",
            CoachAsk::Apply(_) => "apply",
            CoachAsk::Repair(_) => "repair",
        }
    }

    fn count(&self) -> u64 {
        match *self {
            CoachAsk::Suggest(n) | CoachAsk::Apply(n) | CoachAsk::Repair(n) => n,
        }
    }
}

/// The coach's answer: the advice as `fde-grade coach routing` prints it (JSON), the
/// plan it leaves (`--out`'s routes JSON), the time in the core (ms).
#[derive(Debug, Clone, PartialEq)]
pub struct Coached {
    pub advice: String,
    pub plan: String,
    pub millis: f64,
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
/// for the page's thread): the core's `DataSummary` as it crosses.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DataSummary {
    /// The data's rows (stores, customers, …); 0 when the kind counts none.
    pub rows: u64,
    pub warnings: usize,
    /// The kind's own facts, JSON its site folder reads (`""`: none).
    pub facts: String,
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
    Coached {
        seq: u64,
        coached: Coached,
    },
    /// The request could not be answered (the case data cannot be read, a malformed
    /// request).
    Error {
        seq: u64,
        error: WorkerError,
    },
}

/// Why the worker could not answer, as data: the page says it in its language
/// (`site/src/worker.rs`). On the wire `{error: code, detail?, file?}`.
#[derive(Debug, Clone, PartialEq)]
pub enum WorkerError {
    /// The case data cannot be read: the grader's diagnostics, as JSON (`grader::to_json`
    /// of the list; the page reads them back with `grader::from_json`).
    CaseUnreadable { diagnostics: String },
    /// No case could be built (the request named none).
    NoCase,
    /// The coach was asked about a case that is not a routing case.
    CoachNotRouting,
    /// The plan to coach cannot be read: its file and the diagnostics' JSON.
    PlanUnreadable { file: String, diagnostics: String },
    /// The repairs asked for do not fit the plan.
    RepairsMisfit,
    /// A malformed request ([`ProtocolError::what`]: which key and why).
    Malformed { what: String },
}

impl WorkerError {
    /// Its code on the wire.
    pub fn code(&self) -> &'static str {
        match self {
            WorkerError::CaseUnreadable { .. } => "case-unreadable",
            WorkerError::NoCase => "no-case",
            WorkerError::CoachNotRouting => "coach-not-routing",
            WorkerError::PlanUnreadable { .. } => "plan-unreadable",
            WorkerError::RepairsMisfit => "repairs-misfit",
            WorkerError::Malformed { .. } => "malformed",
        }
    }

    fn write(&self, obj: &Object) {
        set(obj, keys::ERROR, &JsValue::from_str(self.code()));
        match self {
            WorkerError::CaseUnreadable { diagnostics } => set(obj, keys::DETAIL, &JsValue::from_str(diagnostics)),
            WorkerError::PlanUnreadable { file, diagnostics } => {
                set(obj, keys::FILE, &JsValue::from_str(file));
                set(obj, keys::DETAIL, &JsValue::from_str(diagnostics));
            }
            WorkerError::Malformed { what } => set(obj, keys::DETAIL, &JsValue::from_str(what)),
            WorkerError::NoCase | WorkerError::CoachNotRouting | WorkerError::RepairsMisfit => {}
        }
    }

    fn read(obj: &JsValue, code: &str, at: &At) -> Result<WorkerError, String> {
        let detail = || field(obj, at, keys::DETAIL, string);
        Ok(match code {
            "case-unreadable" => WorkerError::CaseUnreadable { diagnostics: detail()? },
            "no-case" => WorkerError::NoCase,
            "coach-not-routing" => WorkerError::CoachNotRouting,
            "plan-unreadable" => WorkerError::PlanUnreadable { file: field(obj, at, keys::FILE, string)?, diagnostics: detail()? },
            "repairs-misfit" => WorkerError::RepairsMisfit,
            "malformed" => WorkerError::Malformed { what: detail()? },
            _ => return Err(bad(&at.key(keys::ERROR), "is not a known error")),
        })
    }
}

impl From<ProtocolError> for WorkerError {
    fn from(e: ProtocolError) -> Self {
        WorkerError::Malformed { what: e.what }
    }
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
        set(obj, keys::FILES, &pairs_js(&self.files, transfer));
        if let Some(r) = self.reference {
            set(obj, keys::REFERENCE, &JsValue::from_f64(r));
        }
    }
}

impl Request {
    /// The request's number (its reply carries it back).
    pub fn seq(&self) -> u64 {
        match self {
            Request::Grade { seq, .. } | Request::Examples { seq, .. } | Request::Coach { seq, .. } => *seq,
        }
    }

    /// The case it grades against.
    pub fn case(&self) -> &CaseData {
        match self {
            Request::Grade { case, .. } | Request::Examples { case, .. } | Request::Coach { case, .. } => case,
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
            Request::Grade { submission, .. } => submission.write(&obj, &transfer),
            Request::Coach { submission, ask, .. } => {
                submission.write(&obj, &transfer);
                set(&obj, keys::COACH, &JsValue::from_str(ask.name()));
                set(&obj, keys::COUNT, &JsValue::from_f64(ask.count() as f64));
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
        Request::from_js_unless_built(v, None)
    }

    /// Read a request the page posted, leaving the case data's bytes in the message
    /// (checked, not copied: they read as empty) when its key is `built`, the key of the
    /// case the worker has already built from them. Own case data can be tens of MB and
    /// comes with every request; the worker reads it once per key.
    pub fn from_js_unless_built(v: &JsValue, built: Option<&str>) -> Result<Request, ProtocolError> {
        let seq = message(v, "the request is not an object")?;
        let fail = |what| ProtocolError { seq: Some(seq), what };
        let case = CaseData::read(v, built).map_err(fail)?;
        let examples = get(v, keys::EXAMPLES);
        let coach = get(v, keys::COACH);
        if !coach.is_undefined() {
            let ask = CoachAsk::read(coach, v).map_err(fail)?;
            return Ok(Request::Coach { seq, case, submission: Submission::read(v).map_err(fail)?, ask });
        }
        Ok(if examples.is_undefined() {
            Request::Grade { seq, case, submission: Submission::read(v).map_err(fail)? }
        } else {
            Request::Examples { seq, case, examples: list(examples, &ROOT.key(keys::EXAMPLES), Submission::read_triple).map_err(fail)? }
        })
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
    /// `{warnings, rows, facts}`.
    pub fn to_js(&self) -> JsValue {
        let obj = Object::new();
        set(&obj, keys::WARNINGS, &JsValue::from_f64(self.warnings as f64));
        set(&obj, keys::ROWS, &JsValue::from_f64(self.rows as f64));
        set(&obj, keys::FACTS, &JsValue::from_str(&self.facts));
        obj.into()
    }

    /// Read a summary: `warnings` and `rows` are required; `facts` may be left out.
    pub fn from_js(v: &JsValue) -> Result<DataSummary, ProtocolError> {
        if !is_plain_object(v) {
            return Err(ProtocolError { seq: None, what: "the data summary is not an object".into() });
        }
        DataSummary::read(v, &ROOT).map_err(|what| ProtocolError { seq: None, what })
    }

    fn read(obj: &JsValue, at: &At) -> Result<DataSummary, String> {
        Ok(DataSummary {
            warnings: field(obj, at, keys::WARNINGS, count)? as usize,
            rows: field(obj, at, keys::ROWS, count)?,
            facts: field(obj, at, keys::FACTS, |v, at| optional(v, at, string))?.unwrap_or_default(),
        })
    }
}

impl Reply {
    /// The number of the request it answers.
    pub fn seq(&self) -> u64 {
        match self {
            Reply::Graded { seq, .. } | Reply::Examples { seq, .. } | Reply::Coached { seq, .. } | Reply::Error { seq, .. } => *seq,
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
            Reply::Coached { coached, .. } => {
                set(&obj, keys::ADVICE, &JsValue::from_str(&coached.advice));
                set(&obj, keys::PLAN, &JsValue::from_str(&coached.plan));
                set(&obj, keys::MILLIS, &JsValue::from_f64(coached.millis));
            }
            Reply::Error { error, .. } => error.write(&obj),
        }
        obj.into()
    }

    /// Read a reply the worker posted: `error` makes it an [`Reply::Error`], else
    /// `examples` a [`Reply::Examples`], else `advice` a [`Reply::Coached`], else it is a
    /// [`Reply::Graded`].
    pub fn from_js(v: &JsValue) -> Result<Reply, ProtocolError> {
        let seq = message(v, "the reply is not an object")?;
        let fail = |what| ProtocolError { seq: Some(seq), what };
        let error = get(v, keys::ERROR);
        if !error.is_undefined() {
            let code = string(error, &ROOT.key(keys::ERROR)).map_err(fail)?;
            let error = WorkerError::read(v, &code, &ROOT).map_err(fail)?;
            return Ok(Reply::Error { seq, error });
        }
        let examples = get(v, keys::EXAMPLES);
        if !examples.is_undefined() {
            let examples = list(examples, &ROOT.key(keys::EXAMPLES), |v, at| Graded::read(&object(v, at)?, at)).map_err(fail)?;
            let summary = field(v, &ROOT, keys::SUMMARY, |v, at| DataSummary::read(&object(v, at)?, at)).map_err(fail)?;
            return Ok(Reply::Examples { seq, examples, summary });
        }
        if !get(v, keys::ADVICE).is_undefined() {
            let coached = Coached {
                advice: field(v, &ROOT, keys::ADVICE, string).map_err(fail)?,
                plan: field(v, &ROOT, keys::PLAN, string).map_err(fail)?,
                millis: field(v, &ROOT, keys::MILLIS, number).map_err(fail)?,
            };
            return Ok(Reply::Coached { seq, coached });
        }
        Ok(Reply::Graded { seq, graded: Graded::read(v, &ROOT).map_err(fail)? })
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
        if !is_plain_object(v) {
            return Err(ProtocolError { seq: None, what: "the worker's message is not an object".into() });
        }
        let ready = get(v, keys::READY);
        if ready.is_undefined() {
            Reply::from_js(v).map(FromWorker::Reply)
        } else if ready.as_bool() == Some(true) {
            Ok(FromWorker::Ready)
        } else {
            Err(ProtocolError { seq: None, what: bad(&ROOT.key(keys::READY), "is not `true`") })
        }
    }
}

// ---------------------------------------------------------------------------------
// Decoding: each value read with its type checked. An error is a string naming the
// value by its path in the message (`examples[2][1]`), built only when there is one
// (the path is a chain on the stack); the callers add the seq.

/// Where a value is in a message.
#[derive(Clone, Copy)]
enum At<'a> {
    Root,
    Key(&'a At<'a>, &'static str),
    Index(&'a At<'a>, u32),
}

const ROOT: At<'static> = At::Root;

impl<'a> At<'a> {
    fn key(&'a self, key: &'static str) -> At<'a> {
        At::Key(self, key)
    }

    fn index(&'a self, i: u32) -> At<'a> {
        At::Index(self, i)
    }

    fn write(&self, out: &mut String) {
        match self {
            At::Root => {}
            At::Key(parent, key) => {
                parent.write(out);
                if !matches!(parent, At::Root) {
                    out.push('.');
                }
                out.push_str(key);
            }
            At::Index(parent, i) => {
                parent.write(out);
                out.push('[');
                out.push_str(&i.to_string());
                out.push(']');
            }
        }
    }
}

/// "`examples[2][1]` is not a Uint8Array".
#[cold]
#[inline(never)]
fn bad(at: &At, what: &str) -> String {
    let mut out = String::from("`");
    at.write(&mut out);
    out.push_str("` ");
    out.push_str(what);
    out
}

/// An object, not an array (nor `null`).
fn is_plain_object(v: &JsValue) -> bool {
    v.is_object() && !Array::is_array(v)
}

/// A message: an object (else the error `not_object`) with a `seq` (every error after
/// it carries it).
fn message(v: &JsValue, not_object: &str) -> Result<u64, ProtocolError> {
    if !is_plain_object(v) {
        return Err(ProtocolError { seq: None, what: not_object.into() });
    }
    field(v, &ROOT, keys::SEQ, count).map_err(|what| ProtocolError { seq: None, what })
}

fn get(obj: &JsValue, key: &str) -> JsValue {
    // Reading a property of an object cannot throw (no getters on a message that went
    // through postMessage's structured clone).
    Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// The value of `key` in `obj` (at `at`), read by `read`.
fn field<T>(obj: &JsValue, at: &At, key: &'static str, read: impl FnOnce(JsValue, &At) -> Result<T, String>) -> Result<T, String> {
    read(get(obj, key), &at.key(key))
}

/// A value that may be left out (`undefined`); when there, `read` checks it.
fn optional<T>(v: JsValue, at: &At, read: impl FnOnce(JsValue, &At) -> Result<T, String>) -> Result<Option<T>, String> {
    if v.is_undefined() {
        Ok(None)
    } else {
        read(v, at).map(Some)
    }
}

fn present(v: JsValue, at: &At) -> Result<JsValue, String> {
    if v.is_undefined() {
        Err(bad(at, "is missing"))
    } else {
        Ok(v)
    }
}

fn object(v: JsValue, at: &At) -> Result<JsValue, String> {
    let v = present(v, at)?;
    if is_plain_object(&v) {
        Ok(v)
    } else {
        Err(bad(at, "is not an object"))
    }
}

fn string(v: JsValue, at: &At) -> Result<String, String> {
    present(v, at)?.as_string().ok_or_else(|| bad(at, "is not a string"))
}

fn number(v: JsValue, at: &At) -> Result<f64, String> {
    present(v, at)?.as_f64().ok_or_else(|| bad(at, "is not a number"))
}

/// A whole number from 0 to 2^53 (what a JS number holds exactly).
fn count(v: JsValue, at: &At) -> Result<u64, String> {
    whole(number(v, at)?).ok_or_else(|| bad(at, "is not a whole number from 0 to 2^53"))
}

/// `x` as a whole number from 0 to 2^53, if it is one.
fn whole(x: f64) -> Option<u64> {
    const MAX: f64 = 9_007_199_254_740_992.0;
    // `x as u64` saturates (NaN → 0): the round trip tells a whole number.
    ((0.0..=MAX).contains(&x) && (x as u64) as f64 == x).then_some(x as u64)
}

fn bytes(v: JsValue, at: &At) -> Result<Bytes, String> {
    present(v, at)?.dyn_into::<Uint8Array>().map(|a| Arc::new(a.to_vec())).map_err(|_| bad(at, "is not a Uint8Array"))
}

/// A `Uint8Array` checked but not copied: empty bytes.
fn unread_bytes(v: JsValue, at: &At) -> Result<Bytes, String> {
    if present(v, at)?.is_instance_of::<Uint8Array>() {
        Ok(Bytes::default())
    } else {
        Err(bad(at, "is not a Uint8Array"))
    }
}

fn array(v: JsValue, at: &At) -> Result<Array, String> {
    present(v, at)?.dyn_into::<Array>().map_err(|_| bad(at, "is not an array"))
}

/// An array of exactly `n` elements (a pair, a triple); else the error `what`.
fn tuple(v: JsValue, at: &At, n: u32, what: &str) -> Result<Array, String> {
    present(v, at)?.dyn_into::<Array>().ok().filter(|a| a.length() == n).ok_or_else(|| bad(at, what))
}

/// An array, each element read by `item`.
fn list<T>(v: JsValue, at: &At, item: impl Fn(JsValue, &At) -> Result<T, String>) -> Result<Vec<T>, String> {
    let a = array(v, at)?;
    let mut out = Vec::with_capacity(a.length() as usize);
    for i in 0..a.length() {
        out.push(item(a.get(i), &at.index(i))?);
    }
    Ok(out)
}

/// `[name, bytes]`.
fn named_bytes(v: JsValue, at: &At) -> Result<(String, Bytes), String> {
    let pair = tuple(v, at, 2, "is not a [name, bytes] pair")?;
    Ok((string(pair.get(0), &at.index(0))?, bytes(pair.get(1), &at.index(1))?))
}

impl CaseData {
    /// The case part of a request; its data's bytes not copied when its key is `built`.
    fn read(msg: &JsValue, built: Option<&str>) -> Result<CaseData, String> {
        let key = field(msg, &ROOT, keys::KEY, string)?;
        let copy = built != Some(key.as_str());
        // Both or neither: either one alone reads as the other missing.
        let data = if get(msg, keys::DATA_NAME).is_undefined() && get(msg, keys::DATA).is_undefined() {
            None
        } else {
            let name = field(msg, &ROOT, keys::DATA_NAME, string)?;
            let data = field(msg, &ROOT, keys::DATA, |v, at| if copy { bytes(v, at) } else { unread_bytes(v, at) })?;
            Some((name, data))
        };
        let pair = |v, at: &At| {
            let pair = tuple(v, at, 2, "is not a [name, bytes] pair")?;
            let bytes = if copy { bytes(pair.get(1), &at.index(1))? } else { unread_bytes(pair.get(1), &at.index(1))? };
            Ok((string(pair.get(0), &at.index(0))?, bytes))
        };
        Ok(CaseData {
            key,
            manifest: field(msg, &ROOT, keys::MANIFEST, string)?,
            data,
            files: field(msg, &ROOT, keys::FILES, |v, at| optional(v, at, |v, at| list(v, at, pair)))?.unwrap_or_default(),
            reference: field(msg, &ROOT, keys::REFERENCE, |v, at| optional(v, at, number))?,
        })
    }
}

impl Submission {
    fn write(&self, obj: &Object, transfer: &Array) {
        set(obj, keys::FILE, &JsValue::from_str(&self.file));
        set(obj, keys::BYTES, &bytes_js(&self.bytes, transfer));
        set(obj, keys::EXTRAS, &pairs_js(&self.extras, transfer));
    }

    /// A grade request's `file`, `bytes` and `extras`.
    fn read(msg: &JsValue) -> Result<Submission, String> {
        Ok(Submission {
            file: field(msg, &ROOT, keys::FILE, string)?,
            bytes: field(msg, &ROOT, keys::BYTES, bytes)?,
            extras: field(msg, &ROOT, keys::EXTRAS, |v, at| list(v, at, named_bytes))?,
        })
    }

    /// An example: `[file, bytes, extras]`.
    fn read_triple(v: JsValue, at: &At) -> Result<Submission, String> {
        let t = tuple(v, at, 3, "is not a [file, bytes, extras] triple")?;
        Ok(Submission {
            file: string(t.get(0), &at.index(0))?,
            bytes: bytes(t.get(1), &at.index(1))?,
            extras: list(t.get(2), &at.index(2), named_bytes)?,
        })
    }
}

impl CoachAsk {
    /// `coach` (the value `v`) and `count` of a request.
    fn read(v: JsValue, msg: &JsValue) -> Result<CoachAsk, String> {
        let at = ROOT.key(keys::COACH);
        let name = string(v, &at)?;
        let n = field(msg, &ROOT, keys::COUNT, count)?;
        match name.as_str() {
            "suggest" => Ok(CoachAsk::Suggest(n)),
            "apply" => Ok(CoachAsk::Apply(n)),
            "repair" => Ok(CoachAsk::Repair(n)),
            _ => Err(bad(&at, "is not `suggest`, `apply` or `repair`")),
        }
    }
}

impl Graded {
    fn read(obj: &JsValue, at: &At) -> Result<Graded, String> {
        Ok(Graded {
            json: field(obj, at, keys::JSON, string)?,
            non_finite: field(obj, at, keys::NON_FINITE, string)?,
            millis: field(obj, at, keys::MILLIS, number)?,
        })
    }
}
