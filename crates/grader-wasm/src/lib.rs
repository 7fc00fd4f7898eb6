//! # grader-wasm: the grader core at a WebAssembly boundary
//!
//! A thin layer, no scoring decisions: it turns a case (its `case.json` plus the data
//! files it names) into a ready [`CaseGrader`], and grades submission bytes with the
//! core, returning the core's report. [`Report::to_json`] is [`grader::to_json`], so the
//! browser, Node and the native `fde-grade` CLI print byte-identical JSON.
//!
//! * [`load`] is plain Rust, shared by the Leptos site (which links this crate with
//!   `default-features = false`) and the bindings.
//! * With the default `bindings` feature, `#[wasm_bindgen]` exports make the npm/Node
//!   package (see the README): `new Grader(caseJson, files)`, `grader.grade(bytes, name)`,
//!   and `gradeRouting(customers, submission, name)`. Only "could not run" (bad case
//!   data) throws; problems in a submission are ordinary data in the report.

pub mod load;
pub use load::{CaseGrader, Report};

#[cfg(feature = "bindings")]
mod bindings;
#[cfg(feature = "bindings")]
pub use bindings::{grade_routing, version, Grader};
