//! `fde-grade coach <kind>` for every kind with a coach of its own
//! ([`Kind::coach`](grader::kind::Kind::coach); routing's has flags of its own:
//! [`crate::coach`]): load the case as grading does (the same flags), read one
//! submission, hand it to the kind's coach and print what it says, as JSON or its
//! table. No scoring decisions, and no kind's words, live here.

use std::io::Write as _;
use std::path::Path;

use fde_grade::error::Error;
use fde_grade::files::{display, read_case_file};
use grader::kind::CoachRefusal;

use crate::args::{Args, ReportFormat};

pub fn run(args: &Args, limit: usize) -> Result<(), Error> {
    if args.uplift.aggregate {
        return Err(Error::said("cli-error-aggregate-coach", &[]));
    }
    if args.format == ReportFormat::Server {
        return Err(Error::said("cli-error-server-coach", &[]));
    }
    let grader = crate::kinds::load(args)?;
    for w in grader.warnings() {
        eprintln!("fde-grade: {}", fde_grade::error::warning(w, args.lang));
    }
    let input = args.inputs.first().ok_or_else(|| Error::said("cli-error-no-submission", &[]))?;
    let path = Path::new(input);
    let name = display(path);
    let bytes = read_case_file(path)?;
    let coached = grader.coach(&bytes, &name, limit, args.lang).map_err(|why| match why {
        CoachRefusal::NotScored { verdict } => Error::said("cli-error-not-scored", &[("file", &name), ("verdict", &verdict)]),
        CoachRefusal::NoExplanation => Error::said("cli-error-no-explanation", &[("file", &name)]),
        CoachRefusal::NoCoach => Error::said("cli-error-not-built", &[("kind", args.kind.as_str())]),
    })?;
    let text = match args.format {
        ReportFormat::Json => coached.json + "\n",
        ReportFormat::Table => coached.table,
        ReportFormat::Server => unreachable!("refused above"),
    };
    std::io::stdout().write_all(text.as_bytes()).map_err(|error| Error::Io { key: "cli-error-cannot-write", path: "stdout".into(), error })
}
