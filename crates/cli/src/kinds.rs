//! Loading a case once (from `--case` and the flags), then grading each submission
//! against it through the core's [`CaseGrader`], the same path the wasm build takes.

use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::routing::{self, RoutingParams};
use grader::scorecard::{self, ScorecardParams};
use grader::uplift::{self, InputFile};
use grader::{CaseGrader, Report};

use crate::args::{Args, Kind};
use crate::files::{display, read_case_file};
use crate::summary;

/// One graded submission, in both output forms.
pub struct Graded {
    pub json: String,
    pub table: String,
}

/// A case folder or its case.json → (manifest, folder).
fn load_manifest(path: &str, want: CaseKind) -> Result<(CaseManifest, PathBuf), String> {
    let p = Path::new(path);
    let (file, dir) = if p.is_dir() {
        (p.join("case.json"), p.to_path_buf())
    } else {
        (p.to_path_buf(), p.parent().map(Path::to_path_buf).unwrap_or_default())
    };
    let bytes = read_case_file(&file)?;
    let m = parse_manifest(&bytes, &display(&file)).map_err(|d| d.to_string())?;
    if m.kind != want {
        return Err(format!("{} is a {:?} case, not a {:?} case", display(&file), m.kind, want).to_lowercase());
    }
    Ok((m, dir))
}

/// A text file for the uplift inputs (bytes that are not UTF-8 make it unreadable,
/// reported in the grading).
fn input_file(path: &Path) -> Result<InputFile, String> {
    let bytes = read_case_file(path)?;
    Ok(InputFile::from_bytes(&display(path), &bytes))
}

fn lines(diags: Vec<grader::Diagnostic>) -> String {
    diags.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n")
}

/// Build the case's grader from the flags: `--case` gives parameters, reference and
/// data file; `--customers` / `--truth` / `--people` and the reference flags override.
pub fn load(args: &Args) -> Result<CaseGrader, String> {
    let want = match args.kind {
        Kind::Routing => CaseKind::Routing,
        Kind::Scorecard => CaseKind::Scorecard,
        Kind::Uplift => CaseKind::Uplift,
    };
    let manifest = args.case.as_deref().map(|c| load_manifest(c, want)).transpose()?;
    let flag_data = match args.kind {
        Kind::Routing => args.customers.as_ref(),
        Kind::Scorecard => args.truth.as_ref(),
        Kind::Uplift => args.people.as_ref(),
    };
    let data_path = flag_data.map(PathBuf::from).or_else(|| {
        let (m, dir) = manifest.as_ref()?;
        m.files.get(grader::case_grader::data_role(m.kind)).map(|f| dir.join(f))
    });
    let data = data_path.as_ref().map(|p| read_case_file(p).map(|b| (display(p), b))).transpose()?;
    let data_ref = data.as_ref().map(|(n, b)| (n.as_str(), b.as_slice()));
    let grader = match (&manifest, args.kind) {
        (Some((m, _)), _) => CaseGrader::new(m, data_ref, args.reference).map_err(lines)?,
        // No case folder: the public case's parameters.
        (None, Kind::Routing) => {
            let mut params = RoutingParams::default();
            if let Some(x) = args.reference {
                params.reference_cost = x;
            }
            let (name, bytes) = data_ref.ok_or("routing needs --customers customers.csv (or --case naming one)")?;
            CaseGrader::Routing(routing::parse_customers(bytes, name, params).map_err(lines)?)
        }
        (None, Kind::Scorecard) => {
            let mut params = ScorecardParams::default();
            if let Some(x) = args.reference {
                params.reference_value = x;
            }
            let (name, bytes) = data_ref.ok_or("scorecard needs --truth truth.csv (or --case naming one)")?;
            CaseGrader::Scorecard(scorecard::parse_truth(bytes, name).map_err(lines)?, params)
        }
        (None, Kind::Uplift) => CaseGrader::Uplift {
            costs: data_ref.map(|(n, b)| InputFile::from_bytes(n, b)),
            contact_cost: None,
            ask_log: None,
            run: Box::default(),
        },
    };
    Ok(match grader {
        // The people file prices an ask log only; the flags say which contact cost applies.
        CaseGrader::Uplift { costs, .. } => {
            let file = |p: &Option<String>| p.as_ref().map(|p| input_file(Path::new(p))).transpose();
            // The ledger head sits beside the entry: `<name>.json` → `<name>.head`.
            let head = match &args.ledger_head {
                Some(p) => Some(input_file(Path::new(p))?),
                None => args
                    .ledger
                    .as_ref()
                    .map(|p| Path::new(p).with_extension("head"))
                    .filter(|p| p.exists())
                    .map(|p| input_file(&p))
                    .transpose()?,
            };
            CaseGrader::Uplift {
                costs: if args.ask_log.is_some() { costs } else { None },
                contact_cost: args.contact_cost,
                ask_log: file(&args.ask_log)?,
                run: Box::new(uplift::UpliftInput {
                    variants: file(&args.variants)?,
                    variant: args.variant.clone(),
                    ledger: file(&args.ledger)?,
                    ledger_head: head,
                    meta: file(&args.meta)?,
                    ..Default::default()
                }),
            }
        }
        g => g,
    })
}

/// Grade one file (a file that cannot be read is graded as the server's "missing file").
pub fn grade(grader: &CaseGrader, path: &Path) -> Graded {
    let name = display(path);
    let report = match (std::fs::read(path), grader) {
        (Ok(bytes), g) => g.grade(&bytes, &name, &[]),
        (Err(e), CaseGrader::Routing(case)) => Report::Routing(routing::grade_missing(case, &name, &e.to_string())),
        (Err(e), CaseGrader::Scorecard(truth, params)) => Report::Scorecard(scorecard::grade_missing(truth, params, &name, &e.to_string())),
        // Uplift's reading reports empty input as missing.
        (Err(_), g) => g.grade(&[], &name, &[]),
    };
    let table = match &report {
        Report::Routing(r) => summary::routing(r),
        Report::Scorecard(r) => summary::scorecard(r),
        Report::Uplift(r) => summary::uplift(r),
    };
    Graded { json: report.to_json(), table }
}

/// Grade every uplift result and report the across-tasks average and leaderboard.
pub fn aggregate(grader: &CaseGrader, inputs: &[PathBuf]) -> Result<String, String> {
    if !matches!(grader, CaseGrader::Uplift { .. }) {
        return Err("--aggregate is for uplift results".into());
    }
    let reports: Vec<_> = inputs
        .iter()
        .filter_map(|p| match grade_report(grader, p) {
            Report::Uplift(r) => Some(r),
            _ => None,
        })
        .collect();
    Ok(grader::to_json(&uplift::aggregate(&reports)))
}

fn grade_report(grader: &CaseGrader, path: &Path) -> Report {
    let bytes = std::fs::read(path).unwrap_or_default();
    grader.grade(&bytes, &display(path), &[])
}
