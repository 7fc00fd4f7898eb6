//! The `fde-grade` command line: [`main`] takes the arguments and returns the exit code,
//! run by the binary (`main.rs`) and, in process, by the Python wheel's `fde-grade`.
//!
//! It reads files, hands their bytes to `grader`, and prints the core's reports:
//! one JSON document for one submission, JSON lines for several (in argument order,
//! streamed as they are graded, using every core). No scoring decisions live here.

use std::ffi::OsString;
use std::io::Write;

use crate::args::{self, Args, Parsed, ReportFormat};
use crate::error::Error;
use crate::words::Lang;
use crate::{coach, coach_kinds, explain, kinds, ordered};

/// `fde-grade: <why>` on stderr in `lang`, exit 2.
fn stop(e: &Error, lang: Lang) -> u8 {
    eprintln!("fde-grade: {}", e.say(lang));
    2
}

/// What writing the reports to stdout failed with.
fn stdout_error(error: std::io::Error) -> Error {
    Error::Io { key: "cli-error-cannot-write", path: "stdout".into(), error }
}

/// Run the command line `argv` (its first item the program's name) and return the exit
/// code: 0 when every report was written, 2 on a usage or case-data error, 3 when some
/// file was refused. Writes to this process's stdout and stderr, as the binary does.
pub fn main<I: IntoIterator<Item = T>, T: Into<OsString> + Clone>(argv: I) -> u8 {
    grader::install();
    let args = match args::parse(argv) {
        Ok(Parsed::Grade(args)) => args,
        Ok(Parsed::Explain(a)) => return explain::run(&a),
        Ok(Parsed::Coach(c)) => {
            return match coach::run(&c) {
                Ok(()) => 0,
                Err(e) => stop(&e, coach::lang(&c)),
            }
        }
        Ok(Parsed::CoachCase(args, limit)) => {
            return match coach_kinds::run(&args, limit) {
                Ok(()) => 0,
                Err(e) => stop(&e, args.lang),
            }
        }
        Ok(Parsed::Kinds) => {
            let kinds: Vec<_> = grader::case::CaseKind::ALL.iter().map(|k| k.facts().to_json()).collect();
            println!("{}", serde_json::Value::Array(kinds));
            return 0;
        }
        Ok(Parsed::Completions(shell)) => {
            clap_complete::generate(shell, &mut args::command(), "fde-grade", &mut std::io::stdout());
            return 0;
        }
        Err(e) => {
            // Help and version go to stdout with 0; usage errors to stderr with 2.
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    match run(&args) {
        Ok(Outcome::Graded) => 0,
        Ok(Outcome::Refused(n)) => {
            eprintln!("fde-grade: {}", i18n::format(args.lang, "cli-error-refused", &[("n", &n.to_string())]));
            3
        }
        Err(e) => stop(&e, args.lang),
    }
}

/// How a run ended when every report was written.
enum Outcome {
    Graded,
    /// This many files were refused rather than scored (`case/unsupported`).
    Refused(usize),
}

fn run(args: &Args) -> Result<Outcome, Error> {
    if matches!(args.kind, grader::case::CaseKind::Scorecard | grader::case::CaseKind::Prediction) {
        crate::heap::one_arena();
    }
    let grader = kinds::load(args)?;
    for w in grader.warnings() {
        eprintln!("fde-grade: {}", crate::error::warning(w, args.lang));
    }
    let inputs = crate::files::expand(&args.inputs)?;
    if inputs.is_empty() {
        return Err(Error::said("cli-error-no-submission", &[]));
    }
    if args.uplift.aggregate {
        let json = kinds::aggregate(&grader, &inputs)?;
        let mut out = std::io::stdout().lock();
        writeln!(out, "{json}").and_then(|()| out.flush()).map_err(stdout_error)?;
        return Ok(Outcome::Graded);
    }
    // Grade in parallel, print in order, as each report's turn comes: the graders take
    // files in order from a shared queue (`par_bridge`) and hand their reports to
    // `Ordered`, where the one handing in the report due next writes it and those
    // waiting after it, then flushes. A grader does not start a file `window` or more
    // past the next report due, so a slow file holds back a bounded number of reports.
    // A closed stdout stops the graders.
    let window = (8 * rayon::current_num_threads()).max(64);
    // A table ends its own lines; a JSON report and the server's text (what its
    // `print` writes) end with the newline put here.
    let ordered = ordered::Ordered::new(std::io::stdout(), window, args.format != ReportFormat::Table);
    {
        use rayon::prelude::*;
        let _ = inputs.iter().enumerate().par_bridge().try_for_each(|(i, p)| {
            ordered.wait_turn(i)?;
            ordered.deliver(i, kinds::grade(&grader, p, args.format, args.lang))
        });
    }
    let (_, refused) = ordered.finish().map_err(stdout_error)?;
    Ok(if refused > 0 { Outcome::Refused(refused) } else { Outcome::Graded })
}
