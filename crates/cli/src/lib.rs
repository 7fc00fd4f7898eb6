//! `fde-grade` as a library: reading case folders and submissions from disk, shared by
//! the `fde-grade` binary and `casegen`, and the command line itself ([`cli::main`]),
//! which the binary and the Python wheel (`crates/python`) run. No scoring decisions
//! live here.

// The command line's modules name this crate `fde_grade::…`, as they did in the binary.
extern crate self as fde_grade;

pub mod args;
pub mod case_folder;
pub mod cli;
pub mod coach;
pub mod coach_kinds;
pub mod error;
pub mod explain;
pub mod files;
pub mod heap;
pub mod kinds;
pub mod ordered;
pub mod words;
