//! Loading a case once, then grading each submission against it.

use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::routing::{self, RoutingCase, RoutingParams};

use crate::args::{Args, Kind};
use crate::files::{display, read_case_file};
use crate::summary;

/// One graded submission, in both output forms.
pub struct Graded {
    pub json: String,
    pub table: String,
}

/// A loaded case, ready to grade submissions.
pub enum Grader {
    Routing(RoutingCase),
    Scorecard,
    Uplift,
}

/// A case folder or its case.json → (manifest, folder).
fn load_manifest(path: &str, want: CaseKind) -> Result<(CaseManifest, PathBuf), String> {
    let p = Path::new(path);
    let (file, dir) = if p.is_dir() { (p.join("case.json"), p.to_path_buf()) } else { (p.to_path_buf(), p.parent().map(Path::to_path_buf).unwrap_or_default()) };
    let bytes = read_case_file(&file)?;
    let m = parse_manifest(&bytes, &display(&file)).map_err(|d| d.to_string())?;
    if m.kind != want {
        return Err(format!("{} is a {:?} case, not a {:?} case", display(&file), m.kind, want).to_lowercase());
    }
    Ok((m, dir))
}

impl Grader {
    pub fn new(args: &Args) -> Result<Grader, String> {
        match args.kind {
            Kind::Routing => {
                let mut params = RoutingParams::default();
                let mut customers = args.customers.as_ref().map(PathBuf::from);
                if let Some(c) = &args.case {
                    let (m, dir) = load_manifest(c, CaseKind::Routing)?;
                    params = m.routing_params().map_err(|d| d.to_string())?;
                    if customers.is_none() {
                        customers = m.files.get("customers").map(|f| dir.join(f));
                    }
                }
                if let Some(x) = args.reference {
                    params.reference_cost = x;
                }
                let customers = customers.ok_or("routing needs --customers customers.csv (or --case naming one)")?;
                let bytes = read_case_file(&customers)?;
                let case = routing::parse_customers(&bytes, &display(&customers), params).map_err(|diags| {
                    diags.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")
                })?;
                for w in &case.warnings {
                    eprintln!("fde-grade: warning: {w}");
                }
                Ok(Grader::Routing(case))
            }
            Kind::Scorecard => Err("scorecard grading is not wired in yet".into()),
            Kind::Uplift => Err("uplift grading is not wired in yet".into()),
        }
    }

    pub fn grade(&self, path: &Path) -> Graded {
        let name = display(path);
        let bytes = std::fs::read(path);
        match self {
            Grader::Routing(case) => {
                let r = match bytes {
                    Ok(b) => routing::grade(case, &b, &name),
                    Err(e) => routing::grade_missing(case, &name, &e.to_string()),
                };
                Graded { json: grader::to_json(&r), table: summary::routing(&r) }
            }
            Grader::Scorecard | Grader::Uplift => unreachable!(),
        }
    }

    pub fn aggregate(&self, _inputs: &[PathBuf]) -> Result<String, String> {
        Err("--aggregate is for uplift results".into())
    }
}
