//! # grader-worker: the grader core in a Web Worker
//!
//! The site grades the files a student drops here, off the page's thread, so a large
//! file never freezes the page. No Leptos, no scoring decision: the case is built with
//! [`CaseGrader::load_files`] (its data file and, for a case of several files, the
//! others by name) and the submission graded with [`CaseGrader::grade`], the path
//! the CLI takes, and the JSON is [`grader::Report::to_json`], byte for byte what
//! `fde-grade` prints.
//!
//! The messages, their keys and their encoding are the `worker-protocol` crate's
//! (shared with the page, `site/src/worker.rs`): a [`Request`] in (one submission, or
//! the case's examples against its data: own case data is read and graded here, never
//! on the page's thread), a [`Reply`] out with the request's `seq`: the report's JSON
//! and [`grader::Report::non_finite`] (what the floats the JSON writes as `null` hold,
//! nearly always `""`; the page reads the very report back from the two with
//! [`grader::Report::from_json_with`]) and the time in the core; with the examples a
//! [`DataSummary`] of the case data; or why the case data cannot be read. The case is
//! rebuilt only when the request's `key` changes.

use std::cell::RefCell;

use grader::case::parse_manifest;
use grader::case_grader::CaseGrader;
use grader::kind::NamedFiles;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};
use worker_protocol::{CaseData, CoachAsk, Coached, DataSummary, Graded, Ready, Reply, Request, Submission, WorkerError};

/// The case built for the last `key` (or why it could not be: the diagnostics' JSON).
type Cached = Option<(String, Result<CaseGrader, String>)>;

/// Build the case a request names (unless its key is the last one's).
fn case_for(case: &CaseData, cache: &mut Cached) {
    if cache.as_ref().is_some_and(|(k, _)| *k == case.key) {
        return;
    }
    let data = case.data.as_ref().map(|(name, bytes)| (name.as_str(), bytes.as_slice()));
    // A case of several files reads the others by name (`load_files`: the CLI's path);
    // a kind of one data file does not read them.
    let files: Vec<(String, &[u8])> = case.files.iter().map(|(name, bytes)| (name.clone(), bytes.as_slice())).collect();
    let built = parse_manifest(case.manifest.as_bytes(), "case.json")
        .map_err(|d| vec![d])
        .and_then(|m| CaseGrader::load_files(m.kind, Some(&m), data, &NamedFiles(&files), case.reference))
        .map_err(|diags| grader::to_json(&diags));
    *cache = Some((case.key.clone(), built));
}

/// Grade one submission; `t0` is when its request came.
fn grade_one(grader: &CaseGrader, s: &Submission, now: &dyn Fn() -> f64, t0: f64) -> Graded {
    let extras: Vec<(&str, &[u8])> = s.extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    let report = grader.grade(&s.bytes, &s.file, &extras);
    Graded { json: report.to_json(), non_finite: report.non_finite(), millis: now() - t0 }
}

/// What the page shows of the case data without reading it itself (own case data too
/// large for the page's thread).
fn summary(grader: &CaseGrader) -> DataSummary {
    let d = grader.data_summary();
    DataSummary { warnings: d.warnings, rows: d.rows.unwrap_or(0) as u64, facts: d.facts }
}

/// The coach on one routing plan (`fde-grade coach routing`, issue 16): the advice's
/// JSON as the CLI prints it, and the plan left (`--out`): after the moves, or after
/// the first `n` repairs of an invalid plan (each repair a button on the page).
fn coach_one(grader: &CaseGrader, s: &Submission, ask: CoachAsk, now: &dyn Fn() -> f64, t0: f64) -> Result<Coached, WorkerError> {
    use grader::routing::coach::{self, Mode, Options};
    #[allow(unreachable_patterns)]
    let case = match grader {
        CaseGrader::Routing(case) => case,
        _ => return Err(WorkerError::CoachNotRouting),
    };
    let plan = grader::routing::submission::parse_submission(&s.bytes, &s.file)
        .map_err(|diags| WorkerError::PlanUnreadable { file: s.file.clone(), diagnostics: grader::to_json(&diags) })?;
    let opts = Options::default();
    let n = usize::try_from(match ask {
        CoachAsk::Suggest(n) | CoachAsk::Apply(n) | CoachAsk::Repair(n) => n,
    })
    .unwrap_or(usize::MAX);
    let mode = match ask {
        CoachAsk::Apply(n) => Mode::Apply(usize::try_from(n).unwrap_or(usize::MAX)),
        CoachAsk::Suggest(_) | CoachAsk::Repair(_) => Mode::Suggest(n.max(1)),
    };
    let advice = coach::advise(case, &plan, &s.file, mode, &opts);
    let left = match ask {
        CoachAsk::Repair(_) => {
            let k = n.min(advice.repairs.len());
            coach::repair::apply(&plan, &advice.repairs[..k]).ok_or(WorkerError::RepairsMisfit)?
        }
        _ => advice.plan.clone(),
    };
    Ok(Coached { advice: grader::to_json(&advice) + "\n", plan: left.to_routes_json() + "\n", millis: now() - t0 })
}

/// Answer one request.
fn handle(req: &Request, cache: &mut Cached, now: &dyn Fn() -> f64) -> Reply {
    let seq = req.seq();
    let t0 = now();
    case_for(req.case(), cache);
    let grader = match cache.as_ref().map(|(_, g)| g) {
        Some(Ok(g)) => g,
        Some(Err(e)) => return Reply::Error { seq, error: WorkerError::CaseUnreadable { diagnostics: e.clone() } },
        None => return Reply::Error { seq, error: WorkerError::NoCase },
    };
    match req {
        Request::Grade { submission, .. } => Reply::Graded { seq, graded: grade_one(grader, submission, now, t0) },
        Request::Examples { examples, .. } => {
            Reply::Examples { seq, examples: examples.iter().map(|s| grade_one(grader, s, now, now())).collect(), summary: summary(grader) }
        }
        Request::Coach { submission, ask, .. } => match coach_one(grader, submission, *ask, now, t0) {
            Ok(coached) => Reply::Coached { seq, coached },
            Err(error) => Reply::Error { seq, error },
        },
    }
}

fn main() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let cache = RefCell::new(None);
    let reply_to = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let now = || reply_to.performance().map(|p| p.now()).unwrap_or(0.0);
        // The case data's bytes are copied out of the message only for a new key.
        let built = cache.borrow().as_ref().map(|(key, _): &(String, _)| key.clone());
        let reply = match Request::from_js_unless_built(&ev.data(), built.as_deref()) {
            Ok(req) => handle(&req, &mut cache.borrow_mut(), &now),
            Err(e) => match e.seq {
                Some(seq) => Reply::Error { seq, error: e.into() },
                // No number to answer to: the page never sends such a message.
                None => return,
            },
        };
        let _ = reply_to.post_message(&reply.to_js());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&Ready.to_js());
}
