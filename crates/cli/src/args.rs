//! Command-line arguments (clap): one subcommand per case kind of the core's registry,
//! its flags made from the kind's facts, plus `completions` for shell completion scripts.

use clap::{Arg, Args as ClapArgs, CommandFactory, FromArgMatches, Parser, Subcommand, ValueEnum};
use grader::case::CaseKind;

/// How the coach prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// JSON.
    Json,
    /// A human summary.
    Table,
}

/// How reports are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ReportFormat {
    /// One JSON report per submission (JSON lines for several).
    Json,
    /// A human summary.
    Table,
    /// What the benchmark's own evaluator prints for the file (its `json.dumps(...,
    /// indent=2)`), one document after another.
    Server,
}

/// Grade FDE-style benchmark submissions exactly as the benchmark's graders do.
///
/// A SUBMISSION may be a directory: every file in it is graded (sorted by name). CASE is
/// a case folder or its case.json (see cases-public/README.md); missing case parameters
/// default to the public case's values.
///
/// Exit: 0 when every report was produced (valid or not); 2 on a usage or case-data
/// error.
///
/// Languages: tables, `explain` and the errors of a run are in English, 中文, 한국어 or
/// Bahasa Indonesia (--lang, else LC_ALL / LC_MESSAGES / LANG); JSON reports are the
/// same in every language. This help and usage errors (a flag missing or wrong) are English only.
#[derive(Debug, Parser)]
#[command(name = "fde-grade", version, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands other than the case kinds' (those come from the core's registry:
/// [`command`]).
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the case kinds this grader knows and their facts (JSON): files, flags,
    /// limits, the headline score's field.
    Kinds,
    /// Explain a diagnostic code (`explain routing/unknown-store`), or list them all
    /// (`explain --all`, the markdown of docs/diagnostics.md).
    Explain(crate::explain::ExplainArgs),
    /// The coach: the next best moves for a routing plan (or the repairs an invalid one
    /// needs; `--apply N` / `--all` apply them), and for the other kinds what costs the
    /// score most; each measured exactly as grading measures it.
    Coach {
        #[command(subcommand)]
        kind: CoachKind,
    },
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// The case kinds the coach knows.
#[derive(Debug, Subcommand)]
pub enum CoachKind {
    /// Routing plans: relocate, swap and reverse moves; repairs for invalid plans.
    Routing(CoachRouting),
}

/// `fde-grade coach routing`: the case as for grading, one plan.
#[derive(Debug, Clone, ClapArgs)]
pub struct CoachRouting {
    /// The case folder, or its case.json.
    #[arg(long, value_name = "CASE")]
    pub case: Option<String>,
    /// The case's customers.csv (instead of the case's).
    #[arg(long, value_name = "customers.csv")]
    pub customers: Option<String>,
    /// The reference cost (instead of the case's).
    #[arg(long, value_name = "X", value_parser = finite)]
    pub reference_cost: Option<f64>,
    /// Print JSON (default) or a human summary.
    #[arg(long, value_enum, default_value_t = Format::Json)]
    pub format: Format,
    /// How many suggestions to list.
    #[arg(long, value_name = "N", default_value_t = 5)]
    pub limit: usize,
    /// Apply the best move N times, one after another (after any repairs).
    #[arg(long, value_name = "N", conflicts_with = "all")]
    pub apply: Option<usize>,
    /// Coach mode: apply the best move until none saves cost (at most --max-moves).
    #[arg(long)]
    pub all: bool,
    /// Coach mode's bound on moves.
    #[arg(long, value_name = "N", default_value_t = 2000)]
    pub max_moves: usize,
    /// Write the improved (repaired, moved) plan here, as routes JSON.
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
    /// The language of `--format table` and of errors: en, zh, ko or id (default: from
    /// LC_ALL / LC_MESSAGES / LANG). JSON is the same in every language.
    #[arg(long, value_name = "LANG", value_parser = fde_grade::words::parse)]
    pub lang: Option<fde_grade::words::Lang>,
    /// The plan: routes.json (or CSV).
    #[arg(value_name = "SUBMISSION")]
    pub submission: String,
}

/// What every kind takes.
#[derive(Debug, ClapArgs)]
pub struct Common {
    /// The case folder, or its case.json.
    #[arg(long, value_name = "CASE")]
    pub case: Option<String>,
    /// Print JSON reports (default), a human summary, or what the benchmark's own
    /// evaluator prints for each file (`server`).
    #[arg(long, value_enum, default_value_t = ReportFormat::Json)]
    pub format: ReportFormat,
    /// The language of `--format table` and of errors: en, zh, ko or id (default: from
    /// LC_ALL / LC_MESSAGES / LANG). JSON reports are the same in every language.
    #[arg(long, value_name = "LANG", value_parser = fde_grade::words::parse)]
    pub lang: Option<fde_grade::words::Lang>,
}

/// Uplift's own flags: the run's other FDE-Gym files.
#[derive(Debug, Clone, Default, ClapArgs)]
pub struct UpliftRun {
    /// A contact cost given outright, for results without an ask log.
    #[arg(long, value_name = "X", value_parser = finite, conflicts_with = "ask_log")]
    pub contact_cost: Option<f64>,
    /// The run's ask log (logs/ask.jsonl).
    #[arg(long, value_name = "ask.jsonl")]
    pub ask_log: Option<String>,
    /// The engagement's variants.json (a variant's anchors replace the grader's).
    #[arg(long, value_name = "variants.json")]
    pub variants: Option<String>,
    /// The variant graded when neither a ledger entry nor (without one) meta.json names it
    /// (else the result's).
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// The ledger entry (LEDGER/NAME.json); its .head beside it is found by itself.
    #[arg(long, value_name = "LEDGER/NAME.json")]
    pub ledger: Option<String>,
    /// The ledger's head file, when it is not beside the entry.
    #[arg(long, value_name = "NAME.head")]
    pub ledger_head: Option<String>,
    /// The run's meta.json: checked against the ledger entry; without one, trusted as
    /// the harness trusts it (its variant is graded; the run is "unverified").
    #[arg(long, value_name = "meta.json")]
    pub meta: Option<String>,
    /// The benchmark average and the leaderboard over every result (bench.py, the
    /// site's standings).
    #[arg(long)]
    pub aggregate: bool,
}

/// A finite number (`--reference-cost`, `--reference-value`, `--contact-cost`).
fn finite(v: &str) -> Result<f64, String> {
    grader::float::parse(v.trim()).filter(|x| x.is_finite()).ok_or_else(|| format!("must be a number, got `{v}`"))
}

/// The whole command line: the derived subcommands, then one subcommand per case kind
/// of the core's registry, its flags made from the kind's facts, and `coach <kind>` for
/// each kind with a coach of its own.
pub fn command() -> clap::Command {
    // The coaches' lines of help are the kinds' words.
    grader::install();
    CaseKind::ALL.iter().fold(Cli::command(), |cmd, &kind| cmd.subcommand(kind_command(kind))).mut_subcommand("coach", |coach| {
        CaseKind::ALL
            .iter()
            .filter_map(|&kind| Some((kind, kind.coach()?)))
            .fold(coach, |c, (kind, about)| c.subcommand(coach_command(kind, about)))
    })
}

/// `fde-grade coach KIND` for a kind with a coach of its own ([`CaseKind::coach`]: the
/// key of its line of help, in English as all help is): the kind's grading flags,
/// `--limit`, one submission. Routing's coach has flags of its own ([`CoachRouting`]).
fn coach_command(kind: CaseKind, about: &str) -> clap::Command {
    kind_command(kind)
        .about(i18n::text(fde_grade::words::Lang::En, about))
        .arg(
            Arg::new(LIMIT)
                .long("limit")
                .value_name("N")
                .value_parser(clap::value_parser!(usize))
                .default_value("10")
                .help("How many rows, bands, groups or lines to list."),
        )
        .mut_arg(INPUTS, |a| a.num_args(1).help("The submission to coach (one file)."))
}

const LIMIT: &str = "limit";

/// `fde-grade KIND`: `--case`, `--format`, the kind's data file (`--customers`), its
/// reference value (`--reference-cost`), the kind's own flags, the submissions.
fn kind_command(kind: CaseKind) -> clap::Command {
    let f = kind.facts();
    let mut cmd =
        Common::augment_args(clap::Command::new(f.id)).arg(Arg::new(DATA).long(f.data_role).value_name(f.data.name).help(format!(
            "{} (instead of the case's): {}",
            capitalised(f.data.what),
            f.data.format
        )));
    if f.case_files {
        // Cases of more than one file: the data flag may name the truth directory.
        cmd = cmd
            .mut_arg(DATA, |a| {
                a.value_name("FILE_OR_DIR").help(format!(
                    "{} (instead of the case's), or the directory of the case's truth files (FDE-Bench: tests/_private): {}",
                    capitalised(f.data.what),
                    f.data.format
                ))
            })
            .arg(Arg::new(DATA_DIR).long("data-dir").value_name("DIR").help(
                "The case's data/ directory (the files its manifest names data/...); default: the case folder's data/ when there is one.",
            ));
    }
    if let Some(r) = f.reference {
        cmd = cmd.arg(Arg::new(REFERENCE).long(r.flag).value_name("X").value_parser(finite).help(r.what));
    }
    if kind == CaseKind::Uplift {
        // The people file prices an ask log only.
        cmd = UpliftRun::augment_args(cmd).mut_arg(DATA, |a| a.requires("ask_log"));
    }
    // The flags' structs' doc comments set `about` too (`What every kind takes`): the
    // kind's own comes last.
    cmd.about(f.about).arg(
        Arg::new(INPUTS)
            .value_name("SUBMISSION")
            .required(true)
            .num_args(1..)
            .help(format!("Submissions ({}), or directories of them.", f.submission.format)),
    )
}

const DATA: &str = "data";
const DATA_DIR: &str = "data_dir";
const REFERENCE: &str = "reference";
const INPUTS: &str = "inputs";

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|first| first.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// A parsed command line.
#[derive(Debug)]
pub enum Parsed {
    Grade(Box<Args>),
    Kinds,
    Explain(crate::explain::ExplainArgs),
    Completions(clap_complete::Shell),
    Coach(CoachRouting),
    /// `fde-grade coach <kind>` for a kind with a coach of its own: grading's flags and
    /// `--limit`.
    CoachCase(Box<Args>, usize),
}

/// Parse a command line ([`command`]).
pub fn parse<I: IntoIterator<Item = T>, T: Into<std::ffi::OsString> + Clone>(argv: I) -> Result<Parsed, clap::Error> {
    let m = command().try_get_matches_from(argv)?;
    if let Some((name, sub)) = m.subcommand() {
        if let Some(kind) = CaseKind::parse(name) {
            return Ok(Parsed::Grade(Box::new(kind_args(kind, sub)?)));
        }
        if let Some((kind, coached)) = sub.subcommand().filter(|_| name == "coach").and_then(|(k, s)| Some((CaseKind::parse(k)?, s))) {
            if kind.coach().is_some() {
                let limit = coached.get_one::<usize>(LIMIT).copied().unwrap_or(10);
                return Ok(Parsed::CoachCase(Box::new(kind_args(kind, coached)?), limit));
            }
        }
    }
    match Cli::from_arg_matches(&m)?.command {
        Command::Completions { shell } => Ok(Parsed::Completions(shell)),
        Command::Coach { kind: CoachKind::Routing(c) } => Ok(Parsed::Coach(c)),
        Command::Kinds => Ok(Parsed::Kinds),
        Command::Explain(a) => Ok(Parsed::Explain(a)),
    }
}

/// A kind's grading flags, read from its subcommand's matches.
fn kind_args(kind: CaseKind, sub: &clap::ArgMatches) -> Result<Args, clap::Error> {
    let common = Common::from_arg_matches(sub)?;
    let uplift = if kind == CaseKind::Uplift { Some(UpliftRun::from_arg_matches(sub)?) } else { None };
    Ok(Args {
        kind,
        case: common.case,
        data: sub.get_one::<String>(DATA).cloned(),
        data_dir: sub.try_get_one::<String>(DATA_DIR).ok().flatten().cloned(),
        reference: sub.try_get_one::<f64>(REFERENCE).ok().flatten().copied(),
        format: common.format,
        lang: common.lang.unwrap_or_else(|| fde_grade::words::from_env(|v| std::env::var(v).ok())),
        inputs: sub.get_many::<String>(INPUTS).map(|v| v.cloned().collect()).unwrap_or_default(),
        uplift: uplift.unwrap_or_default(),
    })
}

/// Everything a grading run needs, whatever the kind.
#[derive(Debug, Clone)]
pub struct Args {
    pub kind: CaseKind,
    pub case: Option<String>,
    /// The kind's data file, over the case's (a directory: the case's truth files, for
    /// kinds whose cases read more than one file).
    pub data: Option<String>,
    /// The case's `data/` directory (kinds whose cases read more than one file).
    pub data_dir: Option<String>,
    /// The reference value, over the case's.
    pub reference: Option<f64>,
    pub format: ReportFormat,
    /// The language of the table (`--lang`, else the locale's).
    pub lang: fde_grade::words::Lang,
    pub inputs: Vec<String>,
    /// Uplift's own flags (default for other kinds).
    pub uplift: UpliftRun,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cli_is_well_formed() {
        command().debug_assert();
    }

    fn args(argv: &[&str]) -> Result<Args, clap::Error> {
        match parse(argv)? {
            Parsed::Grade(a) => Ok(*a),
            _ => panic!("not a grading run"),
        }
    }

    #[test]
    fn flags_after_inputs_and_inline_values() {
        let a = args(&["fde-grade", "routing", "a.json", "--reference-cost=5000", "--format", "table"]).unwrap();
        assert_eq!(
            (a.kind, a.reference, a.format, a.inputs.as_slice()),
            (CaseKind::Routing, Some(5000.0), ReportFormat::Table, &["a.json".to_string()][..])
        );
        let a = args(&["fde-grade", "scorecard", "--truth", "t.csv", "p.csv", "q.csv"]).unwrap();
        assert_eq!((a.kind, a.data.as_deref(), a.inputs.len()), (CaseKind::Scorecard, Some("t.csv"), 2));
        let a = args(&["fde-grade", "uplift", "--ask-log", "a.jsonl", "--people", "n.json", "--aggregate", "r.json"]).unwrap();
        assert_eq!((a.data.as_deref(), a.uplift.ask_log.as_deref(), a.uplift.aggregate), (Some("n.json"), Some("a.jsonl"), true));
        // Unknown short or long flags are errors, not files.
        assert!(args(&["fde-grade", "routing", "-x", "a.json"]).is_err());
        assert!(args(&["fde-grade", "routing", "--customer", "c.csv", "a.json"]).is_err());
        // A kind's flags belong to it.
        assert!(args(&["fde-grade", "scorecard", "--customers", "c.csv", "p.csv"]).is_err());
        assert!(args(&["fde-grade", "uplift", "--people", "n.json", "r.json"]).is_err());
        assert!(args(&["fde-grade", "routing", "--reference-cost", "inf", "a.json"]).is_err());
        assert!(args(&["fde-grade", "uplift", "--reference-cost", "1", "r.json"]).is_err());
        assert!(args(&["fde-grade", "routing"]).is_err());
        // --data-dir is for kinds whose cases read more than one file.
        let a = args(&["fde-grade", "prediction", "--truth", "_private", "--data-dir", "data", "p.csv"]).unwrap();
        assert_eq!((a.data.as_deref(), a.data_dir.as_deref()), (Some("_private"), Some("data")));
        assert!(args(&["fde-grade", "scorecard", "--data-dir", "data", "p.csv"]).is_err());
    }

    #[test]
    fn coach_flags() {
        let Ok(Parsed::Coach(c)) = parse(["fde-grade", "coach", "routing", "--case", "c", "--apply", "3", "--out", "o.json", "p.json"])
        else {
            panic!("not a coach run")
        };
        assert_eq!(
            (c.case.as_deref(), c.apply, c.all, c.out.as_deref(), c.submission.as_str()),
            (Some("c"), Some(3), false, Some("o.json"), "p.json")
        );
        assert!(parse(["fde-grade", "coach", "routing", "--apply", "3", "--all", "p.json"]).is_err());
        assert!(parse(["fde-grade", "coach", "routing"]).is_err());
        // The other kinds take grading's flags, one submission and --limit.
        let Ok(Parsed::CoachCase(a, limit)) = parse(["fde-grade", "coach", "scorecard", "--truth", "t.csv", "--limit", "3", "p.csv"])
        else {
            panic!("not a coach run")
        };
        assert_eq!(
            (a.kind, a.data.as_deref(), limit, a.inputs.as_slice()),
            (CaseKind::Scorecard, Some("t.csv"), 3, &["p.csv".to_string()][..])
        );
        assert!(parse(["fde-grade", "coach", "scorecard", "p.csv", "q.csv"]).is_err());
        assert!(parse(["fde-grade", "coach", "uplift", "--customers", "c.csv", "r.json"]).is_err());
        let Ok(Parsed::CoachCase(a, 10)) = parse(["fde-grade", "coach", "uplift", "--ask-log", "a.jsonl", "r.json"]) else {
            panic!("not an uplift coach run with the default limit")
        };
        assert_eq!(a.uplift.ask_log.as_deref(), Some("a.jsonl"));
    }
}
