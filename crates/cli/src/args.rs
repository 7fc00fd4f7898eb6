//! Command-line arguments (clap, derive): one subcommand per case kind, each with its
//! own flags, plus `completions` for shell completion scripts.

use clap::{Args as ClapArgs, Parser, Subcommand, ValueEnum};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Routing,
    Scorecard,
    Uplift,
}

/// How reports are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// One JSON report per submission (JSON lines for several).
    Json,
    /// A human summary.
    Table,
}

/// Grade FDE-style benchmark submissions exactly as the benchmark's graders do.
///
/// A SUBMISSION may be a directory: every file in it is graded (sorted by name). CASE is
/// a case folder or its case.json (see cases-public/README.md); missing case parameters
/// default to the public case's values.
///
/// Exit: 0 when every report was produced (valid or not); 2 on a usage or case-data
/// error.
#[derive(Debug, Parser)]
#[command(name = "fde-grade", version, arg_required_else_help = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// City delivery routing (FDE-Bench case 002 and cases shaped like it): routes.json
    /// or a routes CSV.
    Routing(RoutingArgs),
    /// Credit scorecard (FDE-Bench case 031): a predictions CSV against the test set.
    Scorecard(ScorecardArgs),
    /// Uplift-scored engagements (FDE-Gym): the harness's result.json, its ask log, the
    /// engagement's variants and the ledger.
    Uplift(UpliftArgs),
    /// Explain a diagnostic code (`explain routing/unknown-store`), or list them all
    /// (`explain --all`, the markdown of docs/diagnostics.md).
    Explain(crate::explain::ExplainArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
}

/// What every kind takes.
#[derive(Debug, ClapArgs)]
pub struct Common {
    /// The case folder, or its case.json.
    #[arg(long, value_name = "CASE")]
    pub case: Option<String>,
    /// Print JSON reports (default) or a human summary.
    #[arg(long, value_enum, default_value_t = Format::Json)]
    pub format: Format,
}

#[derive(Debug, ClapArgs)]
pub struct RoutingArgs {
    #[command(flatten)]
    pub common: Common,
    /// The stores and the depot (instead of the case's).
    #[arg(long, value_name = "customers.csv")]
    pub customers: Option<String>,
    /// The reference plan's cost (score = reference / cost).
    #[arg(long, value_name = "X", value_parser = finite)]
    pub reference_cost: Option<f64>,
    /// Routes files (JSON or CSV), or directories of them.
    #[arg(value_name = "SUBMISSION", required = true)]
    pub inputs: Vec<String>,
}

#[derive(Debug, ClapArgs)]
pub struct ScorecardArgs {
    #[command(flatten)]
    pub common: Common,
    /// The test set's labels (instead of the case's).
    #[arg(long, value_name = "truth.csv")]
    pub truth: Option<String>,
    /// The reference model's 0.5·AUC + 0.5·KS (score = combined / reference).
    #[arg(long, value_name = "X", value_parser = finite)]
    pub reference_value: Option<f64>,
    /// Predictions CSVs, or directories of them.
    #[arg(value_name = "PREDICTIONS", required = true)]
    pub inputs: Vec<String>,
}

#[derive(Debug, ClapArgs)]
pub struct UpliftArgs {
    #[command(flatten)]
    pub common: Common,
    /// A contact cost given outright, for results without an ask log.
    #[arg(long, value_name = "X", value_parser = finite, conflicts_with = "ask_log")]
    pub contact_cost: Option<f64>,
    /// The run's ask log (logs/ask.jsonl).
    #[arg(long, value_name = "ask.jsonl")]
    pub ask_log: Option<String>,
    /// The people file (npcs.json), to show what the server would have charged.
    #[arg(long, value_name = "npcs.json", requires = "ask_log")]
    pub people: Option<String>,
    /// The engagement's variants.json (a variant's anchors replace the grader's).
    #[arg(long, value_name = "variants.json")]
    pub variants: Option<String>,
    /// The variant graded (else the ledger's, else the result's).
    #[arg(long, value_name = "NAME")]
    pub variant: Option<String>,
    /// The ledger entry (LEDGER/NAME.json); its .head beside it is found by itself.
    #[arg(long, value_name = "LEDGER/NAME.json")]
    pub ledger: Option<String>,
    /// The ledger's head file, when it is not beside the entry.
    #[arg(long, value_name = "NAME.head")]
    pub ledger_head: Option<String>,
    /// The run's meta.json.
    #[arg(long, value_name = "meta.json")]
    pub meta: Option<String>,
    /// The benchmark average and the leaderboard over every result (bench.py, the
    /// site's standings).
    #[arg(long)]
    pub aggregate: bool,
    /// result.json files, or directories of them.
    #[arg(value_name = "RESULT", required = true)]
    pub inputs: Vec<String>,
}

/// A finite number (`--reference-cost`, `--reference-value`, `--contact-cost`).
fn finite(v: &str) -> Result<f64, String> {
    grader::float::parse(v.trim()).filter(|x| x.is_finite()).ok_or_else(|| format!("must be a number, got `{v}`"))
}

/// Everything a grading run needs, whatever the kind.
#[derive(Debug, Clone)]
pub struct Args {
    pub kind: Kind,
    pub case: Option<String>,
    pub customers: Option<String>,
    pub truth: Option<String>,
    pub reference: Option<f64>,
    pub contact_cost: Option<f64>,
    pub ask_log: Option<String>,
    pub people: Option<String>,
    pub variants: Option<String>,
    pub variant: Option<String>,
    pub ledger: Option<String>,
    pub ledger_head: Option<String>,
    pub meta: Option<String>,
    pub aggregate: bool,
    pub format: Format,
    pub inputs: Vec<String>,
}

impl Args {
    fn of(kind: Kind, common: Common, inputs: Vec<String>) -> Args {
        Args {
            kind,
            case: common.case,
            customers: None,
            truth: None,
            reference: None,
            contact_cost: None,
            ask_log: None,
            people: None,
            variants: None,
            variant: None,
            ledger: None,
            ledger_head: None,
            meta: None,
            aggregate: false,
            format: common.format,
            inputs,
        }
    }

    /// The grading run of a kind's subcommand (`None` for `completions`).
    pub fn from_command(command: Command) -> Option<Args> {
        Some(match command {
            Command::Routing(r) => {
                Args { customers: r.customers, reference: r.reference_cost, ..Args::of(Kind::Routing, r.common, r.inputs) }
            }
            Command::Scorecard(s) => Args { truth: s.truth, reference: s.reference_value, ..Args::of(Kind::Scorecard, s.common, s.inputs) },
            Command::Uplift(u) => Args {
                contact_cost: u.contact_cost,
                ask_log: u.ask_log,
                people: u.people,
                variants: u.variants,
                variant: u.variant,
                ledger: u.ledger,
                ledger_head: u.ledger_head,
                meta: u.meta,
                aggregate: u.aggregate,
                ..Args::of(Kind::Uplift, u.common, u.inputs)
            },
            Command::Completions { .. } | Command::Explain(_) => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_cli_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn flags_after_inputs_and_inline_values() {
        let cli = Cli::try_parse_from(["fde-grade", "routing", "a.json", "--reference-cost=5000", "--format", "table"]).unwrap();
        let a = Args::from_command(cli.command).unwrap();
        assert_eq!(
            (a.kind, a.reference, a.format, a.inputs.as_slice()),
            (Kind::Routing, Some(5000.0), Format::Table, &["a.json".to_string()][..])
        );
        // Unknown short or long flags are errors, not files.
        assert!(Cli::try_parse_from(["fde-grade", "routing", "-x", "a.json"]).is_err());
        assert!(Cli::try_parse_from(["fde-grade", "routing", "--customer", "c.csv", "a.json"]).is_err());
        // A kind's flags belong to it.
        assert!(Cli::try_parse_from(["fde-grade", "scorecard", "--customers", "c.csv", "p.csv"]).is_err());
        assert!(Cli::try_parse_from(["fde-grade", "uplift", "--people", "n.json", "r.json"]).is_err());
        assert!(Cli::try_parse_from(["fde-grade", "routing", "--reference-cost", "inf", "a.json"]).is_err());
    }
}
