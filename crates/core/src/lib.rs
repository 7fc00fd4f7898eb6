//! # grade-core: what every case kind shares
//!
//! The [`kind::Kind`] trait a case kind implements and the facts it states, the case
//! manifest with its kind as an id ([`case`]), the files of a case given to a kind by
//! name ([`kind::CaseFiles`]: the kinds do no IO), diagnostics and their codes
//! ([`diagnostic`]), reports written ([`write_json`], [`to_json`]) and read back
//! ([`from_json`]), CSV tables as pandas lays them out ([`pandas::read_csv`], [`table`])
//! and a report's human summary ([`summary`]). Python's own semantics are the `pysem`
//! crate's. The kinds are crates of their own (`crates/kinds/`), listed once by the
//! `grader` facade's registry.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

pub mod case;
pub mod diagnostic;
pub mod from_json;
pub mod kind;
pub mod pandas;
pub mod par;
pub mod summary;
pub mod table;
pub mod write_json;

pub use diagnostic::{Category, Diagnostic, DiagnosticGroup, ErrorInfo, Location};

/// A kind's crate prelude, its first line (`grade_core::kind_prelude!(routing);`): the
/// core's and pysem's modules at the crate's root, so its files name them
/// `crate::diagnostic`, `crate::float`, ...; the kind itself as `crate::<name>`; in
/// `crate::diagnostic::codes` the kind's own codes (its `codes` module) beside the core's;
/// and `WORDS`, the kind's words (its `locales/`, compiled by its build script,
/// `i18n_build::kind`), which the `grader` facade's registry registers.
#[macro_export]
#[allow(clippy::crate_in_macro_def)] // `crate` is the kind's crate, on purpose
macro_rules! kind_prelude {
    ($name:ident) => {
        #[allow(unused_imports)]
        pub(crate) use crate as $name;
        #[allow(unused_imports)]
        pub(crate) use $crate::{
            case, float, from_json, json_enum, json_struct, json_text, kind, pandas, par, pyerr, pyjson, pyout, round, server, sort,
            summary, table, to_json, write_json, write_json_by_serde,
        };
        /// The core's diagnostics, with this kind's codes beside the core's in `codes`.
        pub(crate) mod diagnostic {
            #[allow(unused_imports)]
            pub use $crate::diagnostic::*;
            pub mod codes {
                #[allow(unused_imports)]
                pub use crate::codes::*;
                #[allow(unused_imports)]
                pub use $crate::diagnostic::codes::*;
            }
        }
        /// This kind's words in the four languages (its `locales/<lang>/*.ftl`): its
        /// diagnostics, their explanations and its figures' words.
        pub static WORDS: ::i18n::Words = include!(concat!(env!("OUT_DIR"), "/words.rs"));
    };
}
pub use pysem::{float, pyerr, pyjson, pyout, round, server, sort};
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

/// [`to_json`]'s bytes written to `out` as serde makes them, never held whole (a
/// million-row scorecard's report is 94 MB of text). For reports serde cannot fail on
/// (no map with keys other than texts): [`to_json`] would print an error object where
/// this stops part way with the error.
pub fn stream_json<T: serde::Serialize>(report: &T, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    serde_json::to_writer(out, report).map_err(std::io::Error::from)
}

/// The text `write` writes (UTF-8 only: serde_json's, or [`write_json`]'s), into a
/// buffer of 32 KB to start; an error as `{"error": …}`.
pub fn json_text(write: impl FnOnce(&mut Vec<u8>) -> serde_json::Result<()>) -> String {
    let mut out = Vec::with_capacity(1 << 15);
    match write(&mut out) {
        Ok(()) => String::from_utf8(out).unwrap_or_default(),
        Err(e) => format!("{{\"error\":\"{e}\"}}"),
    }
}
