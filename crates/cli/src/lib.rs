//! `fde-grade` as a library: reading case folders and submissions from disk, shared by
//! the `fde-grade` binary and `casegen`. No scoring decisions live here.

pub mod case_folder;
pub mod error;
pub mod files;
pub mod heap;
pub mod words;
