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

use js_sys::Array;
use wasm_bindgen::prelude::*;
pub use worker_protocol::{CaseData, CoachAsk, Coached, DataSummary, Graded, Submission};
use worker_protocol::{FromWorker, Reply, Request, WorkerError};

use crate::words::{lang, t, tf};

/// The problems of a worker's error (the diagnostics' JSON) one a line, each located and
/// said in the page's language; the JSON as it is if it cannot be read back (never).
fn problems(json: &str) -> String {
    crate::kinds::install();
    match grader::from_json::read_report::<Vec<grader::Diagnostic>>(json, "") {
        Ok(list) => list.iter().map(problem_line).collect::<Vec<_>>().join("\n"),
        Err(_) => json.to_string(),
    }
}

/// One problem on a line, located and said in the page's language: `where: [code] what`
/// ([`code_in_line`] finds the code again to show it as code).
pub fn problem_line(d: &grader::Diagnostic) -> String {
    let loc = d.location.describe_in(lang());
    let said = d.message_in(lang());
    if loc.is_empty() {
        format!("[{}] {said}", d.code)
    } else {
        format!("{loc}: [{}] {said}", d.code)
    }
}

/// A [`problem_line`] cut around its code: (before, code, after); `None` when the line
/// has no `[kind/name] ` (a line the worker did not write that way).
pub fn code_in_line(line: &str) -> Option<(&str, &str, &str)> {
    line.match_indices('[').find_map(|(i, _)| {
        let rest = &line[i + 1..];
        let end = rest.find("] ")?;
        let code = &rest[..end];
        let code_like =
            code.contains('/') && code.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'/' || b == b'-' || b == b'_');
        code_like.then(|| (&line[..i], code, &rest[end + 2..]))
    })
}

/// Why the worker could not answer, in the page's language: a sentence, then the
/// problems one a line when there are some (the own-data panel lists those lines).
pub fn say(e: &WorkerError) -> String {
    match e {
        WorkerError::CaseUnreadable { diagnostics } => format!("{}\n{}", t("worker-case-unreadable"), problems(diagnostics)),
        WorkerError::NoCase => t("worker-no-case"),
        WorkerError::CoachNotRouting => t("worker-coach-not-routing"),
        WorkerError::PlanUnreadable { file, diagnostics } => {
            format!("{}\n{}", tf("worker-plan-unreadable", &[("file", file)]), problems(diagnostics))
        }
        WorkerError::RepairsMisfit => t("worker-repairs-misfit"),
        WorkerError::Malformed { what } => tf("worker-malformed", &[("what", what)]),
    }
}

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

/// What a request is for: each channel keeps only its latest request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Submission,
    Examples,
    /// The coach (routing): a suggestion, moves or repairs for the plan on screen.
    Coach,
}

/// What to do with a request's answer: its reply, or why there is none (the worker
/// failed, or said why in a [`Reply::Error`]).
type Done = Box<dyn FnOnce(Result<Reply, String>)>;

#[derive(Default)]
struct Slot {
    worker: Option<web_sys::Worker>,
    ready: bool,
    /// The latest request of each channel, not yet posted (the worker is still loading):
    /// the message and the buffers it transfers.
    waiting: Vec<(Channel, JsValue, Array)>,
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

/// Forget the request in flight on `channel`: its answer, when it comes, is dropped.
pub fn cancel(channel: Channel) {
    SLOT.with(|s| {
        let mut s = s.borrow_mut();
        s.done.retain(|(c, _, _)| *c != channel);
        s.waiting.retain(|(c, _, _)| *c != channel);
    });
}

/// Finish the request `seq` with `result`. Outside the borrow: `done` may start
/// another request.
fn finish(seq: u64, result: Result<Reply, String>) {
    let done = SLOT.with(|s| {
        let mut s = s.borrow_mut();
        let i = s.done.iter().position(|(_, n, _)| *n == seq)?;
        Some(s.done.remove(i).2)
    });
    if let Some(d) = done {
        d(result);
    }
}

/// Fail every request in flight (the worker failed). Outside the borrow, as [`finish`].
fn fail_all(message: String) {
    let done: Vec<(Channel, u64, Done)> = SLOT.with(|s| std::mem::take(&mut s.borrow_mut().done));
    for (_, _, d) in done {
        d(Err(message.clone()));
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

/// The worker the start script started when a file was dropped or picked before the app
/// ran (`window.fdeWorker`: `{worker, ready, failed}`, site/start.js), taken once: its
/// `.wasm` came beside the page's. `None` when there is none or it failed to load.
fn adopt() -> Option<(web_sys::Worker, bool)> {
    use js_sys::Reflect;
    let window = leptos::prelude::window();
    let key = JsValue::from_str("fdeWorker");
    let early = Reflect::get(&window, &key).ok().filter(JsValue::is_object)?;
    let _ = Reflect::delete_property(&window, &key);
    let flag = |name: &str| Reflect::get(&early, &JsValue::from_str(name)).ok().and_then(|v| v.as_bool()) == Some(true);
    let worker: web_sys::Worker = Reflect::get(&early, &JsValue::from_str("worker")).ok()?.dyn_into().ok()?;
    if flag("failed") {
        worker.terminate();
        return None;
    }
    Some((worker, flag("ready")))
}

fn start(s: &mut Slot) -> Result<(), String> {
    let (worker, ready) = match adopt() {
        Some(early) => early,
        None => (web_sys::Worker::new(&script()).map_err(|e| tf("worker-cannot-start", &[("error", &format!("{e:?}"))]))?, false),
    };
    let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        match FromWorker::from_js(&ev.data()) {
            Ok(FromWorker::Ready) => {
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
            }
            Ok(FromWorker::Reply(Reply::Error { seq, error })) => finish(seq, Err(say(&error))),
            Ok(FromWorker::Reply(reply)) => finish(reply.seq(), Ok(reply)),
            // A malformed answer fails its request; one without a number (never sent)
            // must not finish every request.
            Err(e) => {
                if let Some(seq) = e.seq {
                    finish(seq, Err(say(&WorkerError::from(e))));
                }
            }
        }
    });
    let on_error = Closure::<dyn FnMut(web_sys::ErrorEvent)>::new(move |ev: web_sys::ErrorEvent| {
        ev.prevent_default();
        let message = ev.message();
        SLOT.with(|s| drop_worker(&mut s.borrow_mut()));
        fail_all(if message.is_empty() { t("worker-not-loaded") } else { tf("worker-failed", &[("error", &message)]) });
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
    // An adopted worker may have said Ready to the start script already.
    s.ready = ready;
    Ok(())
}

/// The answer a channel's request did not ask for (never sent).
fn unexpected() -> String {
    t("worker-other-answer")
}

/// Grade `submission` against `case` in the worker; `done` gets the answer, unless
/// another submission comes first (then it is never called).
pub fn grade(case: CaseData, submission: Submission, done: impl FnOnce(Result<Graded, String>) + 'static) {
    post(
        Channel::Submission,
        Request::Grade { seq: next_seq(), case, submission },
        Box::new(move |r| {
            done(r.and_then(|r| match r {
                Reply::Graded { graded, .. } => Ok(graded),
                _ => Err(unexpected()),
            }))
        }),
    );
}

/// Grade `examples` against `case` in the worker: the own case data is read there.
/// `done` gets one answer per example, in order, and a summary of the case data, unless
/// newer case data comes first (then it is never called).
pub fn grade_examples(case: CaseData, examples: Vec<Submission>, done: impl FnOnce(Result<(Vec<Graded>, DataSummary), String>) + 'static) {
    post(
        Channel::Examples,
        Request::Examples { seq: next_seq(), case, examples },
        Box::new(move |r| {
            done(r.and_then(|r| match r {
                Reply::Examples { examples, summary, .. } => Ok((examples, summary)),
                _ => Err(unexpected()),
            }))
        }),
    );
}

/// Ask the coach about `submission` (a routing plan) in the worker: `done` gets the
/// advice and the plan it leaves, unless another coach request comes first.
pub fn coach(case: CaseData, submission: Submission, ask: CoachAsk, done: impl FnOnce(Result<Coached, String>) + 'static) {
    post(
        Channel::Coach,
        Request::Coach { seq: next_seq(), case, submission, ask },
        Box::new(move |r| {
            done(r.and_then(|r| match r {
                Reply::Coached { coached, .. } => Ok(coached),
                _ => Err(unexpected()),
            }))
        }),
    );
}

/// A new request's number.
fn next_seq() -> u64 {
    SLOT.with(|s| {
        let mut s = s.borrow_mut();
        s.seq += 1;
        s.seq
    })
}

/// Post `request` on `channel` (superseding the channel's request in flight), starting
/// the worker if needed.
fn post(channel: Channel, request: Request, done: Done) {
    let seq = request.seq();
    let (msg, transfer) = request.to_js();
    let started = SLOT.with(|s| {
        let mut s = s.borrow_mut();
        s.done.retain(|(c, _, _)| *c != channel);
        s.done.push((channel, seq, done));
        s.waiting.retain(|(c, _, _)| *c != channel);
        if s.worker.is_none() {
            start(&mut s).map_err(|e| (seq, e))?;
        }
        if s.ready {
            if let Some(w) = &s.worker {
                w.post_message_with_transfer(&msg, &transfer)
                    .map_err(|e| (seq, tf("worker-cannot-pass", &[("error", &format!("{e:?}"))])))?;
            }
        } else {
            s.waiting.push((channel, msg, transfer));
        }
        Ok::<(), (u64, String)>(())
    });
    if let Err((seq, e)) = started {
        finish(seq, Err(e));
    }
}
