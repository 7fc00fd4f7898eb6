//! `fde-grade`: the native command line over the grader core. The command line itself
//! is the library's [`fde_grade::cli::main`] (the Python wheel's `fde-grade` runs it in
//! process too); this only starts it.

use std::process::ExitCode;

fn main() -> ExitCode {
    fde_grade::heap::keep_freed_memory();
    ExitCode::from(fde_grade::cli::main(std::env::args_os()))
}
