//! # grader-wasm: the grader core at a WebAssembly boundary
//!
//! A thin layer, no scoring decisions: it turns a case (its `case.json` plus the data
//! files it names) into a ready [`grader::CaseGrader`], and grades submission bytes with the
//! core, returning the core's report. [`grader::Report::to_json`] is [`grader::to_json`], so the
//! browser, Node and the native `fde-grade` CLI print byte-identical JSON.
//!
//! The case loading is the core's ([`grader::case_grader`]), shared with the CLI and
//! the site, which link the core directly. The `#[wasm_bindgen]` exports make the
//! npm/Node package (see the README): `new Grader(caseJson, files)`,
//! `grader.grade(bytes, name)`, and `gradeRouting(customers, submission, name)`. Only
//! "could not run" (bad case data) throws; problems in a submission are ordinary data
//! in the report.

mod bindings;
pub use bindings::{grade_routing, version, Grader};
