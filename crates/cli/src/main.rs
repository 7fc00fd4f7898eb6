//! `fde-grade`: the native command line over the grader core.
//!
//! It reads files, hands their bytes to `grader`, and prints the core's reports:
//! one JSON document for one submission, JSON lines for several (in argument order,
//! streamed as they are graded, using every core). No scoring decisions live here.

mod args;
mod files;
mod kinds;
mod summary;

use std::io::Write;
use std::process::ExitCode;

use args::{Args, Format};

const USAGE: &str = "\
fde-grade: grade FDE-style benchmark submissions exactly as the benchmark's graders do

USAGE:
  fde-grade routing   [--case CASE] [--customers customers.csv] [--reference-cost X] SUBMISSION...
  fde-grade scorecard [--case CASE] [--truth truth.csv] [--reference-value X] PREDICTIONS...
  fde-grade uplift    RESULT... [--contact-cost X | --ask-log ask.jsonl [--people npcs.json]]
                      [--variants variants.json [--variant NAME]] [--ledger LEDGER/NAME.json
                      [--ledger-head NAME.head] [--meta meta.json]]
  fde-grade uplift    --aggregate RESULT...

A SUBMISSION may be a directory: every file in it is graded (sorted by name).
CASE is a case folder or its case.json (see cases-public/README.md); missing case
parameters default to the public case's values.

OPTIONS:
  --format json|table   JSON report(s) (default) or a human summary
  -h, --help            this text

EXIT: 0 when every report was produced (valid or not); 2 on a usage or case-data error.
";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.is_empty() || argv.iter().any(|a| a == "-h" || a == "--help") {
        print!("{USAGE}");
        return if argv.is_empty() { ExitCode::from(2) } else { ExitCode::SUCCESS };
    }
    match run(&argv) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("fde-grade: {msg}");
            ExitCode::from(2)
        }
    }
}

fn run(argv: &[String]) -> Result<(), String> {
    let args = Args::parse(argv)?;
    let grader = kinds::load(&args)?;
    for w in grader.warnings() {
        eprintln!("fde-grade: warning: {w}");
    }
    let inputs = files::expand(&args.inputs)?;
    if inputs.is_empty() {
        return Err("no submission given".into());
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.aggregate {
        let json = kinds::aggregate(&grader, &inputs)?;
        writeln!(out, "{json}").map_err(|e| e.to_string())?;
        return Ok(());
    }
    // Grade in parallel, print in order: chunks keep output streaming.
    let chunk = (rayon::current_num_threads() * 4).max(1);
    for part in inputs.chunks(chunk) {
        use rayon::prelude::*;
        let reports: Vec<kinds::Graded> = part.par_iter().map(|p| kinds::grade(&grader, p)).collect();
        for g in reports {
            match args.format {
                Format::Json => writeln!(out, "{}", g.json),
                Format::Table => write!(out, "{}", g.table),
            }
            .map_err(|e| e.to_string())?;
        }
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(())
}
