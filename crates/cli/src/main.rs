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
use fde_grade::error::Error;
use fde_grade::words::Lang;

/// `fde-grade: <why>` on stderr in `lang`, exit 2.
fn stop(e: &Error, lang: Lang) -> ExitCode {
    eprintln!("fde-grade: {}", e.say(lang));
    ExitCode::from(2)
}

/// What writing the reports to stdout failed with.
fn stdout_error(error: std::io::Error) -> Error {
    Error::Io { key: "cli-error-cannot-write", path: "stdout".into(), error }
}

fn main() -> ExitCode {
    let args = match args::parse(std::env::args_os()) {
        Ok(Parsed::Grade(args)) => args,
        Ok(Parsed::Explain(a)) => return explain::run(&a),
        Ok(Parsed::Coach(c)) => {
            return match coach::run(&c) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => stop(&e, coach::lang(&c)),
            }
        }
        Ok(Parsed::CoachCase(args, limit)) => {
            return match coach_kinds::run(&args, limit) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => stop(&e, args.lang),
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
            eprintln!("fde-grade: {}", i18n::format(args.lang, "cli-error-refused", &[("n", &n.to_string())]));
            ExitCode::from(3)
        }
        Err(e) => stop(&e, args.lang),
    }
}

/// How many reports are written, for the graders to wait on (see `run`).
#[derive(Default)]
struct Gate {
    written: std::sync::Mutex<usize>,
    moved: std::sync::Condvar,
}

impl Gate {
    fn lock(&self) -> std::sync::MutexGuard<'_, usize> {
        self.written.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Wait until file `i` is fewer than `window` past the reports written. The file
    /// whose report is due next always passes, so the writer is never left waiting.
    fn wait_below(&self, i: usize, window: usize) {
        let mut written = self.lock();
        while i >= written.saturating_add(window) {
            written = self.moved.wait(written).unwrap_or_else(std::sync::PoisonError::into_inner);
        }
    }

    fn written(&self, n: usize) {
        *self.lock() = n;
        self.moved.notify_all();
    }

    /// Let every grader through when the writer stops, however it stops.
    fn opened_on_drop(&self) -> impl Drop + '_ {
        struct Open<'a>(&'a Gate);
        impl Drop for Open<'_> {
            fn drop(&mut self) {
                self.0.written(usize::MAX);
            }
        }
        Open(self)
    }
}

/// How a run ended when every report was written.
enum Outcome {
    Graded,
    /// This many files were refused rather than scored (`case/unsupported`).
    Refused(usize),
}

fn run(args: &Args) -> Result<Outcome, Error> {
    let grader = kinds::load(args)?;
    for w in grader.warnings() {
        eprintln!("fde-grade: {}", fde_grade::error::warning(w, args.lang));
    }
    let inputs = fde_grade::files::expand(&args.inputs)?;
    if inputs.is_empty() {
        return Err(Error::said("cli-error-no-submission", &[]));
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.uplift.aggregate {
        let json = kinds::aggregate(&grader, &inputs)?;
        writeln!(out, "{json}").map_err(stdout_error)?;
        return Ok(Outcome::Graded);
    }
    // Grade in parallel, print in order, as each report's turn comes: the graders take
    // files in order from a shared queue (`par_bridge`) and send their reports here,
    // where they wait in `pending` for those before them; this thread writes, flushing
    // whenever it has nothing to write. A grader does not start a file more than
    // `window` past the last one written, so a slow file holds back at most that many
    // reports in memory. A closed stdout stops the graders (the gate opens, their sends
    // fail).
    let table = matches!(args.format, Format::Table).then_some(args.lang);
    let window = (8 * rayon::current_num_threads()).max(64);
    let gate = Gate::default();
    let (tx, rx) = std::sync::mpsc::sync_channel::<(usize, kinds::Graded)>(window);
    let mut refused = 0;
    std::thread::scope(|scope| -> Result<(), Error> {
        scope.spawn(|| {
            use rayon::prelude::*;
            let _ = inputs.iter().enumerate().par_bridge().try_for_each_with(tx, |tx, (i, p)| {
                gate.wait_below(i, window);
                tx.send((i, kinds::grade(&grader, p, table)))
            });
        });
        // Owned here, so that returning early (a write failed) drops it, and the gate
        // opened for good: the graders end.
        let rx = rx;
        let _open = gate.opened_on_drop();
        let mut pending = std::collections::BTreeMap::new();
        let mut next = 0;
        loop {
            let (i, g) = match rx.try_recv() {
                Ok(got) => got,
                Err(_) => {
                    out.flush().map_err(stdout_error)?;
                    match rx.recv() {
                        Ok(got) => got,
                        Err(_) => break,
                    }
                }
            };
            pending.insert(i, g);
            while let Some(g) = pending.remove(&next) {
                refused += usize::from(g.refused);
                match args.format {
                    Format::Json => writeln!(out, "{}", g.text),
                    Format::Table => write!(out, "{}", g.text),
                }
                .map_err(stdout_error)?;
                next += 1;
                gate.written(next);
            }
        }
        Ok(())
    })?;
    out.flush().map_err(stdout_error)?;
    Ok(if refused > 0 { Outcome::Refused(refused) } else { Outcome::Graded })
}

#[cfg(test)]
mod tests {
    use super::Gate;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    /// A grader past the window waits until enough reports are written; the one due
    /// next never waits; a writer that stops lets everyone through.
    #[test]
    fn the_gate_holds_graders_to_the_window() {
        let gate = Gate::default();
        gate.wait_below(0, 3); // due next: passes at once
        gate.wait_below(2, 3);
        let through = AtomicBool::new(false);
        std::thread::scope(|s| {
            s.spawn(|| {
                gate.wait_below(5, 3);
                through.store(true, Ordering::SeqCst);
            });
            std::thread::sleep(Duration::from_millis(100));
            assert!(!through.load(Ordering::SeqCst), "file 5 started with nothing written");
            gate.written(2);
            std::thread::sleep(Duration::from_millis(100));
            assert!(!through.load(Ordering::SeqCst), "file 5 started with 2 written (window 3)");
            gate.written(3);
        });
        assert!(through.load(Ordering::SeqCst));
        let stuck = Gate::default();
        std::thread::scope(|s| {
            s.spawn(|| stuck.wait_below(1_000, 3));
            std::thread::sleep(Duration::from_millis(50));
            drop(stuck.opened_on_drop());
        });
    }
}
