//! # grader-worker: the grader core in a Web Worker
//!
//! The site grades the files a student drops here, off the page's thread, so a large
//! file never freezes the page. No Leptos, no scoring decision: the case is built with
//! [`CaseGrader::new`] and the submission graded with [`CaseGrader::grade`], the path
//! the CLI takes, and the JSON is [`grader::Report::to_json`], byte for byte what
//! `fde-grade` prints.
//!
//! Messages (plain JS objects):
//! * worker → page, once loaded: `{ready: true}` (the page posts nothing before it);
//! * page → worker: `{seq, key, manifest, dataName?, data?, reference?, file, bytes,
//!   extras}`: `manifest` is the case's `case.json` text, `data` its data file (the
//!   public one or the student's own, named `dataName`), `bytes` the submission,
//!   `extras` its companion files as `[name, bytes]` pairs. The case is rebuilt only
//!   when `key` changes;
//! * worker → page: `{seq, json, nonFinite, millis}` (`nonFinite` is
//!   [`grader::Report::non_finite`]: what the floats `json` writes as `null` hold,
//!   nearly always `""`; the page reads the very report back from the two with
//!   [`grader::Report::from_json_with`]; `millis` the time in the core) or
//!   `{seq, error}` when the case data cannot be read;
//! * page → worker, the examples of a case against its data (own case data is read
//!   and graded here, never on the page's thread): the same fields but, instead of
//!   `file`/`bytes`/`extras`, `examples`: an array of `[file, bytes, extras]`; the
//!   reply is `{seq, examples: [{json, nonFinite, millis}, …]}` in the same order, or
//!   `{seq, error}`.

use std::cell::RefCell;

use grader::case::parse_manifest;
use grader::case_grader::CaseGrader;
use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// The case built for the last `key` (or why it could not be).
type Cached = Option<(String, Result<CaseGrader, String>)>;

fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

fn bytes(v: &JsValue) -> Vec<u8> {
    v.dyn_ref::<Uint8Array>().map(Uint8Array::to_vec).unwrap_or_default()
}

fn set(obj: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

/// Build the case a request names (or reuse it when its key is the last one).
fn case_for(req: &JsValue, cache: &RefCell<Cached>) {
    let key = get(req, "key").as_string().unwrap_or_default();
    if cache.borrow().as_ref().is_some_and(|(k, _)| *k == key) {
        return;
    }
    let manifest_text = get(req, "manifest").as_string().unwrap_or_default();
    let built = parse_manifest(manifest_text.as_bytes(), "case.json")
        .map_err(|d| vec![d])
        .and_then(|m| {
            let name = get(req, "dataName").as_string();
            let data = bytes(&get(req, "data"));
            let reference = get(req, "reference").as_f64();
            CaseGrader::new(&m, name.as_deref().map(|n| (n, data.as_slice())), reference)
        })
        .map_err(|diags| diags.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"));
    *cache.borrow_mut() = Some((key, built));
}

/// `[name, bytes]` pairs.
fn pairs(v: &JsValue) -> Vec<(String, Vec<u8>)> {
    if !Array::is_array(v) {
        return Vec::new();
    }
    Array::from(v).iter().map(|pair| (get(&pair, "0").as_string().unwrap_or_default(), bytes(&get(&pair, "1")))).collect()
}

/// Grade one submission: `{json, nonFinite, millis}`.
fn grade_one(grader: &CaseGrader, file: &str, submission: &[u8], extras: &[(String, Vec<u8>)], now: &dyn Fn() -> f64, t0: f64) -> Object {
    let extras: Vec<(&str, &[u8])> = extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    let report = grader.grade(submission, file, &extras);
    let json = report.to_json();
    let millis = now() - t0;
    let out = Object::new();
    set(&out, "json", &JsValue::from_str(&json));
    set(&out, "nonFinite", &JsValue::from_str(&report.non_finite()));
    set(&out, "millis", &JsValue::from_f64(millis));
    out
}

/// What the page shows of the case data without reading it itself (own case data too
/// large for the page's thread): `{warnings, rows, totalWeight?, depot?, positives?,
/// first?: [[id, label], …]}`.
fn summary(grader: &CaseGrader) -> Object {
    let d = grader.data_summary();
    let out = Object::new();
    set(&out, "warnings", &JsValue::from_f64(d.warnings as f64));
    if let Some(n) = d.rows {
        set(&out, "rows", &JsValue::from_f64(n as f64));
    }
    if let Some(w) = d.total_weight {
        set(&out, "totalWeight", &JsValue::from_f64(w));
    }
    if let Some(depot) = &d.depot {
        set(&out, "depot", &JsValue::from_str(depot));
    }
    if let Some(n) = d.positives {
        set(&out, "positives", &JsValue::from_f64(n as f64));
        let first = Array::new();
        for (id, y) in &d.first {
            first.push(&Array::of2(&JsValue::from_str(id), &JsValue::from_f64(f64::from(*y))));
        }
        set(&out, "first", &first);
    }
    out
}

/// Grade one request; the reply object.
fn handle(req: &JsValue, cache: &RefCell<Cached>, now: &dyn Fn() -> f64) -> Object {
    let out = Object::new();
    set(&out, "seq", &get(req, "seq"));
    let t0 = now();
    case_for(req, cache);
    let cache = cache.borrow();
    let grader = match cache.as_ref().map(|(_, g)| g) {
        Some(Ok(g)) => g,
        Some(Err(e)) => {
            set(&out, "error", &JsValue::from_str(&format!("The case data could not be read:\n{e}")));
            return out;
        }
        None => return out,
    };
    let examples = get(req, "examples");
    if Array::is_array(&examples) {
        let graded = Array::new();
        for ex in Array::from(&examples).iter() {
            let file = get(&ex, "0").as_string().unwrap_or_default();
            let t0 = now();
            graded.push(&grade_one(grader, &file, &bytes(&get(&ex, "1")), &pairs(&get(&ex, "2")), now, t0));
        }
        set(&out, "examples", &graded);
        set(&out, "summary", &summary(grader));
        return out;
    }
    let file = get(req, "file").as_string().unwrap_or_default();
    let submission = bytes(&get(req, "bytes"));
    let extras = pairs(&get(req, "extras"));
    let r = grade_one(grader, &file, &submission, &extras, now, t0);
    for k in ["json", "nonFinite", "millis"] {
        set(&out, k, &get(&r, k));
    }
    out
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let cache = RefCell::new(None);
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let now = || reply_to.performance().map(|p| p.now()).unwrap_or(0.0);
        let reply = handle(&ev.data(), &cache, &now);
        let _ = reply_to.post_message(&reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let ready = Object::new();
    set(&ready, "ready", &JsValue::TRUE);
    let _ = scope.post_message(&ready);
}
