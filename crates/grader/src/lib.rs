//! # grader: the pure grading core
//!
//! Grades FDE-style benchmark submissions exactly as the benchmark's own (Python)
//! graders do, quirks included (see `shared/spec/grading-rules.md`, cited as "spec").
//! The same code runs natively (the `fde-grade` CLI) and in WebAssembly (the site).
//!
//! * No IO, no globals, no panics: inputs are strings/bytes plus a case description;
//!   outputs are typed, serde-serialisable reports. (With the `parallel` feature, the
//!   CLI's build, [`par`] runs parts of very large routing searches on rayon's pool;
//!   the results are the same, byte for byte.)
//! * Every problem is a [`diagnostic::Diagnostic`] with a stable code, a plain message,
//!   a location and a hint. Invalid submissions report all problems at once.
//! * Server fields are reported with the server's rounding at the top level of each
//!   report; unrounded values and figure data sit beside them.
//!
//! Case kinds, one module each: [`routing`], [`scorecard`], [`uplift`], [`prediction`], each
//! implementing [`kind::Kind`] and listed once in the registry, [`kinds`] (see
//! [`kind`] for how to add one).

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

pub mod case;
pub mod case_grader;
pub mod diagnostic;
pub mod float;
pub mod from_json;
pub mod kind;
pub mod kinds;
pub(crate) mod pandas;
pub mod par;
pub mod pyerr;
pub mod pyjson;
pub mod pyout;
pub mod round;
pub mod server;
pub mod sort;
mod summary;
pub mod table;

pub mod prediction;
pub mod routing;
pub mod scorecard;
pub mod uplift;
pub mod write_json;

pub use case_grader::{CaseGrader, Report};
pub use diagnostic::{Category, Diagnostic, DiagnosticGroup, ErrorInfo, Location};
pub use summary::Cell;

/// The one JSON form of any report: compact, fields in declaration order. The CLI and
/// the wasm build both print this, which is what makes their output byte-identical
/// (a routing report is written by hand, [`write_json`], to these very bytes).
///
/// The buffer starts at 32 KB (a routing report of 1,334 stores is about 24 KB):
/// growing it from serde_json's 128 bytes copied it a dozen times over.
pub fn to_json<T: serde::Serialize>(report: &T) -> String {
    json_text(|out| serde_json::to_writer(out, report))
}

/// The text `write` writes (UTF-8 only: serde_json's, or [`write_json`]'s), into a
/// buffer of 32 KB to start; an error as `{"error": …}`.
fn json_text(write: impl FnOnce(&mut Vec<u8>) -> serde_json::Result<()>) -> String {
    let mut out = Vec::with_capacity(1 << 15);
    match write(&mut out) {
        Ok(()) => String::from_utf8(out).unwrap_or_default(),
        Err(e) => format!("{{\"error\":\"{e}\"}}"),
    }
}
