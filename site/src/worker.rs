//! Grading dropped files in a Web Worker, so that a large or hostile file never
//! freezes the page.
//!
//! The worker is `crates/grader-worker` (the core, no Leptos), built by
//! `scripts/build-site` next to the site (`grader-worker-HASH_loader.js`, `….js`, `…_bg.wasm`, all from the site's
//! own origin). It is started on first use, so a page where nobody
//! drops a file nor loads own case data never loads it. Requests go on two channels:
//! [`Channel::Submission`] (a dropped file) and [`Channel::Examples`] (a case's examples
//! graded against own case data, the data read there too). On each channel only the
//! latest request counts: a second drop while the first is being graded supersedes it
//! (the first one's result is dropped unseen), and so does newer case data. If the worker fails (cannot start, or the core traps), the request gets
//! an error and the next one starts a fresh worker.

use std::cell::RefCell;
use std::sync::Arc;

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;

/// The worker's entry script, relative to the page (works under any sub-path), when
/// no `<meta name="fde-worker">` names it: `scripts/build-site` names the worker's
/// files by their content and gives the name in that `<meta>`.
pub const SCRIPT: &str = "./grader-worker_loader.js";

fn script() -> String {
    leptos::prelude::document()
        .query_selector("meta[name=fde-worker]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
        .filter(|s| s.starts_with("./grader-worker") && s.ends_with("_loader.js"))
        .unwrap_or_else(|| SCRIPT.into())
}

/// What the worker grades.
pub struct Request {
    /// Names the case data: the worker rebuilds its case only when it changes.
    pub key: String,
    /// The case's `case.json` text.
    pub manifest: &'static str,
    /// The case's data file (public or the student's own): name, bytes.
    pub data: Option<(String, Arc<Vec<u8>>)>,
    pub reference: Option<f64>,
    pub file: String,
    pub bytes: Arc<Vec<u8>>,
    pub extras: Vec<(String, Arc<Vec<u8>>)>,
}

/// What a request is for: each channel keeps only its latest request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Submission,
    Examples,
}

/// The worker's answer: the JSON as `fde-grade` prints it, what its floats written as
/// `null` hold (`grader::Report::non_finite`, nearly always empty), the time spent in
/// the core (ms). The page reads the typed report back from the two.
pub struct Reply {
    pub json: String,
    pub non_finite: String,
    pub millis: f64,
}

type Done = Box<dyn FnOnce(Result<JsValue, String>)>;

#[derive(Default)]
struct Slot {
    worker: Option<web_sys::Worker>,
    ready: bool,
    /// The latest request of each channel, not yet posted (the worker is still loading).
    waiting: Vec<(Channel, Object, Array)>,
    /// The latest request of each channel: its sequence number and what to do with its
    /// answer.
    done: Vec<(Channel, u64, Done)>,
    seq: u64,
    handlers: Vec<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    on_error: Option<Closure<dyn FnMut(web_sys::ErrorEvent)>>,
}

thread_local! {
    static SLOT: RefCell<Slot> = RefCell::new(Slot::default());
}

fn set(obj: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(obj, &JsValue::from_str(key), value);
}

pub fn get(obj: &JsValue, key: &str) -> JsValue {
    Reflect::get(obj, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// A JS copy of `bytes`, its buffer added to `transfer` (moved to the worker, not copied
/// again).
fn js_bytes(bytes: &[u8], transfer: &Array) -> Uint8Array {
    let a = Uint8Array::from(bytes);
    transfer.push(&a.buffer());
    a
}

/// Forget the request in flight on `channel`: its answer, when it comes, is dropped.
pub fn cancel(channel: Channel) {
    SLOT.with(|s| {
        let mut s = s.borrow_mut();
        s.done.retain(|(c, _, _)| *c != channel);
        s.waiting.retain(|(c, _, _)| *c != channel);
    });
}

/// Finish the request `seq` with `result`, or every request in flight (`None`: the
/// worker failed). Outside the borrow: `done` may start another request.
fn finish(seq: Option<u64>, result: Result<JsValue, String>) {
    let done: Vec<Done> = SLOT.with(|s| {
        let mut s = s.borrow_mut();
        let (now, later): (Vec<_>, Vec<_>) = s.done.drain(..).partition(|(_, n, _)| seq.is_none_or(|m| m == *n));
        s.done = later;
        now.into_iter().map(|(_, _, d)| d).collect()
    });
    for d in done {
        d(result.clone());
    }
}

/// Stop the worker (after a failure): the next request starts a fresh one.
fn drop_worker(s: &mut Slot) {
    if let Some(w) = s.worker.take() {
        w.set_onmessage(None);
        w.set_onerror(None);
        w.terminate();
    }
    s.ready = false;
}

fn start(s: &mut Slot) -> Result<(), String> {
    let worker = web_sys::Worker::new(&script()).map_err(|e| format!("the grader could not start in a Web Worker ({e:?})"))?;
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let data = ev.data();
        if get(&data, "ready").is_truthy() {
            let (worker, waiting) = SLOT.with(|s| {
                let mut s = s.borrow_mut();
                s.ready = true;
                (s.worker.clone(), std::mem::take(&mut s.waiting))
            });
            if let Some(w) = worker {
                for (_, msg, transfer) in waiting {
                    let _ = w.post_message_with_transfer(&msg, &transfer);
                }
            }
            return;
        }
        let seq = get(&data, "seq").as_f64().map(|x| x as u64);
        let result = match get(&data, "error").as_string() {
            Some(e) => Err(e),
            None => Ok(data),
        };
        // An answer without a number (never sent) must not finish every request.
        if let Some(seq) = seq {
            finish(Some(seq), result);
        }
    });
    let on_error = Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |ev: web_sys::ErrorEvent| {
        ev.prevent_default();
        let message = ev.message();
        SLOT.with(|s| drop_worker(&mut s.borrow_mut()));
        finish(
            None,
            Err(if message.is_empty() {
                "the grader's Web Worker could not be loaded".into()
            } else {
                format!("the grader's Web Worker failed ({message}); drop the file again to retry")
            }),
        );
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The old worker's handlers may be running (a failure's `done` can start a new
    // worker): leak them rather than drop them under their own feet.
    s.handlers.drain(..).for_each(Closure::forget);
    if let Some(h) = s.on_error.take() {
        h.forget();
    }
    s.handlers = vec![on_message];
    s.on_error = Some(on_error);
    s.worker = Some(worker);
    s.ready = false;
    Ok(())
}

/// The reply's fields as a [`Reply`].
fn reply_of(v: &JsValue) -> Reply {
    Reply {
        json: get(v, "json").as_string().unwrap_or_default(),
        non_finite: get(v, "nonFinite").as_string().unwrap_or_default(),
        millis: get(v, "millis").as_f64().unwrap_or(0.0),
    }
}

/// The case part of a request (its key, manifest, data and reference).
fn case_message(req: &Request, transfer: &Array) -> Object {
    let msg = Object::new();
    set(&msg, "key", &JsValue::from_str(&req.key));
    set(&msg, "manifest", &JsValue::from_str(req.manifest));
    if let Some((name, bytes)) = &req.data {
        set(&msg, "dataName", &JsValue::from_str(name));
        set(&msg, "data", &js_bytes(bytes, transfer));
    }
    if let Some(r) = req.reference {
        set(&msg, "reference", &JsValue::from_f64(r));
    }
    msg
}

/// Grade `req` in the worker; `done` gets the answer, unless another request comes
/// first (then it is never called).
pub fn grade(req: Request, done: impl FnOnce(Result<Reply, String>) + 'static) {
    let transfer = Array::new();
    let msg = case_message(&req, &transfer);
    set(&msg, "file", &JsValue::from_str(&req.file));
    set(&msg, "bytes", &js_bytes(&req.bytes, &transfer));
    let extras = Array::new();
    for (name, bytes) in &req.extras {
        extras.push(&Array::of2(&JsValue::from_str(name), &js_bytes(bytes, &transfer)));
    }
    set(&msg, "extras", &extras);
    post(Channel::Submission, msg, transfer, Box::new(move |r| done(r.map(|v| reply_of(&v)))));
}

/// A named file's bytes.
pub type NamedBytes = (String, Arc<Vec<u8>>);

/// Grade `examples` (file, bytes, companion files) against the case of `req` (its
/// `file`, `bytes` and `extras` are not used) in the worker: the own case data is read
/// there. `done` gets one answer per example, in order, unless newer case data comes
/// first (then it is never called); with them, a summary of the case data (see
/// `crates/grader-worker`).
pub fn grade_examples(
    req: Request,
    examples: Vec<(String, Arc<Vec<u8>>, Vec<NamedBytes>)>,
    done: impl FnOnce(Result<(Vec<Reply>, JsValue), String>) + 'static,
) {
    let transfer = Array::new();
    let msg = case_message(&req, &transfer);
    let list = Array::new();
    for (file, bytes, extras) in &examples {
        let x = Array::new();
        for (name, bytes) in extras {
            x.push(&Array::of2(&JsValue::from_str(name), &js_bytes(bytes, &transfer)));
        }
        list.push(&Array::of3(&JsValue::from_str(file), &js_bytes(bytes, &transfer), &x));
    }
    set(&msg, "examples", &list);
    post(
        Channel::Examples,
        msg,
        transfer,
        Box::new(move |r| {
            done(r.and_then(|v| {
                let list = get(&v, "examples");
                if !Array::is_array(&list) {
                    return Err("the grader sent no examples".into());
                }
                let replies = Array::from(&list).iter().map(|x| reply_of(&x)).collect();
                Ok((replies, get(&v, "summary")))
            }))
        }),
    );
}

/// Post `msg` on `channel` (superseding the channel's request in flight), starting the
/// worker if needed.
fn post(channel: Channel, msg: Object, transfer: Array, done: Done) {
    let started = SLOT.with(|s| {
        let mut s = s.borrow_mut();
        s.seq += 1;
        let seq = s.seq;
        set(&msg, "seq", &JsValue::from_f64(seq as f64));
        s.done.retain(|(c, _, _)| *c != channel);
        s.done.push((channel, seq, done));
        s.waiting.retain(|(c, _, _)| *c != channel);
        if s.worker.is_none() {
            start(&mut s).map_err(|e| (seq, e))?;
        }
        if s.ready {
            if let Some(w) = &s.worker {
                w.post_message_with_transfer(&msg, &transfer)
                    .map_err(|e| (seq, format!("the file could not be passed to the grader ({e:?})")))?;
            }
        } else {
            s.waiting.push((channel, msg, transfer));
        }
        Ok::<(), (u64, String)>(())
    });
    if let Err((seq, e)) = started {
        finish(Some(seq), Err(e));
    }
}
