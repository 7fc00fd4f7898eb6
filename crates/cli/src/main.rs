//! `fde-grade`: the native command line over the grader core.
//!
//! It reads files, hands their bytes to `grader`, and prints the core's reports:
//! one JSON document for one submission, JSON lines for several (in argument order,
//! streamed as they are graded, using every core). No scoring decisions live here.

mod args;
mod coach;
mod coach_kinds;
mod explain;
mod kinds;

use std::io::Write;
use std::process::ExitCode;

use args::{Args, Format, Parsed};

fn main() -> ExitCode {
    let args = match args::parse(std::env::args_os()) {
        Ok(Parsed::Grade(args)) => args,
        Ok(Parsed::Explain(a)) => return explain::run(&a),
        Ok(Parsed::Coach(c)) => {
            return match coach::run(&c) {
                Ok(()) => ExitCode::SUCCESS,
                Err(msg) => {
                    eprintln!("fde-grade: {msg}");
                    ExitCode::from(2)
                }
            }
        }
        Ok(Parsed::CoachCase(args, limit)) => {
            return match coach_kinds::run(&args, limit) {
                Ok(()) => ExitCode::SUCCESS,
                Err(msg) => {
                    eprintln!("fde-grade: {msg}");
                    ExitCode::from(2)
                }
            }
        }
        Ok(Parsed::Kinds) => {
            let kinds: Vec<_> = grader::case::CaseKind::ALL.iter().map(|k| k.facts().to_json()).collect();
            println!("{}", serde_json::Value::Array(kinds));
            return ExitCode::SUCCESS;
        }
        Ok(Parsed::Completions(shell)) => {
            clap_complete::generate(shell, &mut args::command(), "fde-grade", &mut std::io::stdout());
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            // Help and version go to stdout with 0; usage errors to stderr with 2.
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    match run(&args) {
        Ok(Outcome::Graded) => ExitCode::SUCCESS,
        Ok(Outcome::Refused(n)) => {
            eprintln!(
                "fde-grade: {n} file(s) not scored: the grader cannot reproduce how the server reads them (case/unsupported in the report)"
            );
            ExitCode::from(3)
        }
        Err(msg) => {
            eprintln!("fde-grade: {msg}");
            ExitCode::from(2)
        }
    }
}

/// How a run ended when every report was written.
enum Outcome {
    Graded,
    /// This many files were refused rather than scored (`case/unsupported`).
    Refused(usize),
}

fn run(args: &Args) -> Result<Outcome, String> {
    let grader = kinds::load(args)?;
    for w in grader.warnings() {
        eprintln!("fde-grade: warning: {w}");
    }
    let inputs = fde_grade::files::expand(&args.inputs)?;
    if inputs.is_empty() {
        return Err("no submission given".into());
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.uplift.aggregate {
        let json = kinds::aggregate(&grader, &inputs)?;
        writeln!(out, "{json}").map_err(|e| e.to_string())?;
        return Ok(Outcome::Graded);
    }
    let mut refused = 0;
    // Grade in parallel, print in order: chunks keep output streaming.
    let chunk = (rayon::current_num_threads() * 4).max(1);
    for part in inputs.chunks(chunk) {
        use rayon::prelude::*;
        let table = matches!(args.format, Format::Table).then_some(args.lang);
        let reports: Vec<kinds::Graded> = part.par_iter().map(|p| kinds::grade(&grader, p, table)).collect();
        for g in reports {
            refused += usize::from(g.refused);
            match args.format {
                Format::Json => writeln!(out, "{}", g.text),
                Format::Table => write!(out, "{}", g.text),
            }
            .map_err(|e| e.to_string())?;
        }
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(if refused > 0 { Outcome::Refused(refused) } else { Outcome::Graded })
}
