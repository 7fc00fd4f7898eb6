//! # grader: the case kinds, listed once
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
//! The layers, re-exported here so that every shell (CLI, wasm package, worker, site)
//! names one crate: Python's semantics (`pysem`: [`float`], [`pyjson`], [`pyout`], ...),
//! the core (`grade-core`: [`kind`], [`case`]'s manifest, [`diagnostic`], reports), and
//! one crate per case kind ([`routing`], [`scorecard`], [`uplift`], [`prediction`], each
//! implementing [`kind::Kind`]), listed once in the registry, [`kinds`], from which
//! [`CaseKind`](case::CaseKind), [`CaseGrader`] and [`Report`] are made (how to add a
//! kind: `docs/adding-a-kind.md`).

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

pub mod case;
pub mod case_grader;
pub mod diagnostic;
pub mod kinds;
pub use grade_core::{from_json, kind, par, table, to_json, write_json};
pub use grade_core::{Category, Cell, Diagnostic, DiagnosticGroup, ErrorInfo, Location};
pub use pysem::{float, pyerr, pyjson, pyout, round, server, sort};

pub use kinds::crates::*;

pub use case_grader::{CaseGrader, Report};

/// Let this build's kinds be found through the core: their diagnostic codes by text
/// ([`diagnostic::codes::install`]) and their words ([`i18n::register`]: each kind crate's
/// `WORDS`, for `i18n::text` and its kin). Every shell calls it first (the CLI, the
/// Python module, the site's page and its worker's client); reading a report back and
/// printing a table call it too. Calling it again changes nothing.
pub fn install() {
    diagnostic::codes::install();
    i18n::register(kinds::KIND_WORDS);
}

/// Let the lookups see `kind`'s words (a page split per kind, once its module has loaded);
/// none for a kind this build does not grade.
pub fn install_kind(kind: case::CaseKind) {
    if let Some(w) = kind.words() {
        i18n::register(&[w]);
    }
}
