//! `casegen`: rebuild `cases-public/`, or solve a routing case.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use casegen::solver;
use clap::{Parser, Subcommand};
use fde_grade::case_folder::CaseFolder;
use grader::case::CaseKind;
use grader::routing::RoutingManifest;
use grader::routing::{self, Plan, RoutingParams};

/// The public example cases and the routing reference solver.
#[derive(Debug, Parser)]
#[command(name = "casegen", args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
    /// `casegen [--out DIR]` is `casegen generate [--out DIR]`.
    #[command(flatten)]
    generate: GenerateArgs,
}

#[derive(Debug, Subcommand)]
enum Cmd {
    /// Rebuild every case folder (the default).
    Generate(GenerateArgs),
    /// Solve a routing case: routes.json on stdout, a summary on stderr.
    Solve(SolveArgs),
}

#[derive(Debug, clap::Args)]
struct GenerateArgs {
    /// Where to write the case folders (default: the workspace's cases-public/).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
struct SolveArgs {
    /// The stores and the depot.
    #[arg(long, value_name = "customers.csv")]
    customers: Option<PathBuf>,
    /// A case folder or its case.json (parameters and customers file); missing
    /// parameters default to the benchmark's public values.
    #[arg(long, value_name = "CASE")]
    case: Option<PathBuf>,
    /// Number of routes.
    #[arg(long, value_name = "N")]
    vehicles: Option<usize>,
    /// Truck capacity, kg.
    #[arg(long, value_name = "KG")]
    capacity: Option<f64>,
    /// Do not pad short routes towards the longest.
    #[arg(long)]
    no_pad: bool,
    /// The spread between the longest and shortest route to aim for, seconds.
    #[arg(long, value_name = "SECONDS")]
    spread_target: Option<f64>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Cmd::Solve(a)) => solve(a),
        Some(Cmd::Generate(g)) => generate(g),
        None => generate(cli.generate),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("casegen: {e}");
            ExitCode::from(2)
        }
    }
}

fn generate(args: GenerateArgs) -> Result<(), String> {
    let out = args.out.unwrap_or_else(|| {
        let out = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../cases-public"));
        out.canonicalize().unwrap_or(out)
    });
    let t = Instant::now();
    let files = casegen::generate_all();
    casegen::out::write_all(&files, &out).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    eprintln!("casegen: wrote {} files under {} in {:.1} s", files.len(), out.display(), t.elapsed().as_secs_f64());
    Ok(())
}

fn solve(a: SolveArgs) -> Result<(), String> {
    let (mut customers, case_path, vehicles, capacity) = (a.customers, a.case, a.vehicles, a.capacity);
    let mut opts = solver::Options::default();
    if let Some(x) = a.spread_target {
        opts.spread_target_s = x;
    }
    if a.no_pad {
        opts.pad = false;
    }
    let mut params = RoutingParams::default();
    if let Some(c) = case_path {
        let folder = CaseFolder::open(&c, Some(CaseKind::Routing))?;
        params = folder.manifest.routing_params().map_err(|d| d.to_string())?;
        customers = customers.or_else(|| folder.data_file());
    }
    if let Some(v) = vehicles {
        params.vehicles = v;
    }
    if let Some(c) = capacity {
        params.capacity_kg = c;
    }
    let customers = customers.ok_or("solve needs --customers customers.csv (or --case naming one)")?;
    let bytes = std::fs::read(&customers).map_err(|e| format!("cannot read {}: {e}", customers.display()))?;
    let case = routing::parse_customers(&bytes, &customers.display().to_string(), params)
        .map_err(|d| d.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"))?;
    let t = Instant::now();
    let sol = solver::solve(&case, &opts)?;
    let secs = t.elapsed().as_secs_f64();
    let codes = sol.codes(&case);
    print!("{}", casegen::out::routes_json(&codes));
    // Verified by the grader itself.
    let r = routing::grade_plan(&case, &Plan::from_codes(&codes), "routes.json");
    let e = r.exact.unwrap_or_else(|| unreachable!("grade_plan always measures"));
    eprintln!(
        "casegen solve: {} stores, {} routes in {secs:.2} s; valid {}; total {:.1} s; spread {:.3} s (before padding {:.1} s); \
         {} intrusions, {} crossings; cost {:.6}",
        case.stores.len(),
        codes.len(),
        r.valid,
        e.total_seconds,
        e.max_route_seconds - e.min_route_seconds,
        sol.unpadded_spread_s,
        r.intrusions.len(),
        r.crossings.len(),
        e.cost
    );
    Ok(())
}
