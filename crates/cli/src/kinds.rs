//! Loading a case once, then grading each submission against it.

use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::routing::{self, RoutingCase, RoutingParams};
use grader::scorecard::{self, ScorecardParams, Truth};
use grader::uplift::{self, InputFile, UpliftInput};

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
    Scorecard(Truth, ScorecardParams),
    /// The contact-cost inputs shared by every result graded.
    Uplift { contact_cost: Option<f64>, ask_log: Option<InputFile>, costs: Option<InputFile> },
}

/// A text file for the uplift inputs (bytes decoded as UTF-8, bad bytes replaced).
fn input_file(path: &Path) -> Result<InputFile, String> {
    let bytes = read_case_file(path)?;
    Ok(InputFile::new(&display(path), &String::from_utf8_lossy(&bytes)))
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
            Kind::Scorecard => {
                let mut params = ScorecardParams::default();
                let mut truth = args.truth.as_ref().map(PathBuf::from);
                if let Some(c) = &args.case {
                    let (m, dir) = load_manifest(c, CaseKind::Scorecard)?;
                    if m.reference.value > 0.0 {
                        params.reference_value = m.reference.value;
                    }
                    if truth.is_none() {
                        truth = m.files.get("truth").map(|f| dir.join(f));
                    }
                }
                if let Some(x) = args.reference {
                    params.reference_value = x;
                }
                let truth = truth.ok_or("scorecard needs --truth truth.csv (or --case naming one)")?;
                let bytes = read_case_file(&truth)?;
                let truth = scorecard::parse_truth(&bytes, &display(&truth))
                    .map_err(|diags| diags.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"))?;
                Ok(Grader::Scorecard(truth, params))
            }
            Kind::Uplift => {
                let mut people = args.people.as_ref().map(PathBuf::from);
                if let Some(c) = &args.case {
                    let (m, dir) = load_manifest(c, CaseKind::Uplift)?;
                    if people.is_none() && args.ask_log.is_some() {
                        people = m.files.get("people").map(|f| dir.join(f));
                    }
                }
                Ok(Grader::Uplift {
                    contact_cost: args.contact_cost,
                    ask_log: args.ask_log.as_ref().map(|p| input_file(Path::new(p))).transpose()?,
                    costs: people.as_deref().map(input_file).transpose()?,
                })
            }
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
            Grader::Scorecard(truth, params) => {
                // A missing file is the server's first check: grade it as empty input.
                let r = scorecard::grade(truth, params, &bytes.unwrap_or_default(), &name);
                Graded { json: grader::to_json(&r), table: summary::scorecard(&r, &name) }
            }
            Grader::Uplift { .. } => {
                let r = self.uplift_report(path);
                Graded { json: grader::to_json(&r), table: summary::uplift(&r, &name) }
            }
        }
    }

    fn uplift_report(&self, path: &Path) -> uplift::UpliftReport {
        let Grader::Uplift { contact_cost, ask_log, costs } = self else {
            unreachable!("uplift_report on another kind")
        };
        let name = display(path);
        let text = std::fs::read(path).map(|b| String::from_utf8_lossy(&b).into_owned()).unwrap_or_default();
        uplift::grade_input(&UpliftInput {
            result: InputFile::new(&name, &text),
            contact_cost: *contact_cost,
            ask_log: ask_log.clone(),
            costs: costs.clone(),
        })
    }

    /// Grade every uplift result and report the across-tasks average and leaderboard.
    pub fn aggregate(&self, inputs: &[PathBuf]) -> Result<String, String> {
        if !matches!(self, Grader::Uplift { .. }) {
            return Err("--aggregate is for uplift results".into());
        }
        let reports: Vec<_> = inputs.iter().map(|p| self.uplift_report(p)).collect();
        Ok(grader::to_json(&uplift::aggregate(&reports)))
    }
}
