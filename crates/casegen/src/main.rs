//! `casegen`: rebuild `cases-public/`, or solve a routing case.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use casegen::solver;
use grader::case::parse_manifest;
use grader::routing::{self, Plan, RoutingParams};

const USAGE: &str = "\
casegen: the public example cases and the routing reference solver

USAGE:
  casegen [generate] [--out DIR]
      Rebuild every case folder (default DIR: the workspace's cases-public/).
  casegen solve --customers customers.csv [--case CASE] [--vehicles N] [--capacity KG]
                [--no-pad] [--spread-target SECONDS]
      Solve a routing case; print routes.json on stdout, a summary on stderr.
      CASE is a case folder or its case.json (parameters and customers file);
      missing parameters default to the benchmark's public values.
";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.iter().any(|a| a == "-h" || a == "--help") {
        print!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let result = match argv.first().map(String::as_str) {
        Some("solve") => solve(&argv[1..]),
        Some("generate") => generate(&argv[1..]),
        _ => generate(&argv),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("casegen: {e}");
            ExitCode::from(2)
        }
    }
}

fn value<'a>(it: &mut impl Iterator<Item = &'a String>, flag: &str) -> Result<String, String> {
    it.next().cloned().ok_or_else(|| format!("{flag} needs a value"))
}

fn generate(args: &[String]) -> Result<(), String> {
    let mut out = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../cases-public"));
    out = out.canonicalize().unwrap_or(out);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" => out = PathBuf::from(value(&mut it, a)?),
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    let t = Instant::now();
    let files = casegen::generate_all();
    casegen::out::write_all(&files, &out).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    eprintln!("casegen: wrote {} files under {} in {:.1} s", files.len(), out.display(), t.elapsed().as_secs_f64());
    Ok(())
}

fn solve(args: &[String]) -> Result<(), String> {
    let (mut customers, mut case_path, mut vehicles, mut capacity) = (None, None, None, None);
    let mut opts = solver::Options::default();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let number = |v: String| v.trim().parse::<f64>().map_err(|_| format!("{a} must be a number, got `{v}`"));
        match a.as_str() {
            "--customers" => customers = Some(PathBuf::from(value(&mut it, a)?)),
            "--case" => case_path = Some(PathBuf::from(value(&mut it, a)?)),
            "--vehicles" => vehicles = Some(number(value(&mut it, a)?)? as usize),
            "--capacity" => capacity = Some(number(value(&mut it, a)?)?),
            "--spread-target" => opts.spread_target_s = number(value(&mut it, a)?)?,
            "--no-pad" => opts.pad = false,
            other => return Err(format!("unknown argument `{other}`\n{USAGE}")),
        }
    }
    let mut params = RoutingParams::default();
    if let Some(c) = case_path {
        let file = if c.is_dir() { c.join("case.json") } else { c.clone() };
        let bytes = std::fs::read(&file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
        let m = parse_manifest(&bytes, &file.display().to_string()).map_err(|d| d.to_string())?;
        params = m.routing_params().map_err(|d| d.to_string())?;
        if customers.is_none() {
            let dir = file.parent().map(PathBuf::from).unwrap_or_default();
            customers = m.files.get("customers").map(|f| dir.join(f));
        }
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
