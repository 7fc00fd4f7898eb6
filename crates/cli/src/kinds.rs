//! Loading a case once (from `--case` and the flags), then grading each submission
//! against it through the core's [`CaseGrader`], the same path the wasm build takes.
//! Nothing here names a kind but uplift's own flags (the run's other files).

use std::path::{Path, PathBuf};

use fde_grade::case_folder::{self, CaseFolder};
use fde_grade::error::Error;
use fde_grade::files::{display, read_case_file};
use grader::case::CaseKind;
use grader::uplift::{self, InputFile, UpliftCase};
use grader::{CaseGrader, Report};

use crate::args::{Args, ReportFormat, UpliftRun};

/// One graded submission, in the output form asked for (only that one is built).
pub struct Graded {
    /// The text to print (empty when `report` is printed instead).
    pub text: String,
    /// A JSON report, written as it is serialized ([`Report::write_json`]) rather than
    /// made into `text` first: a million-row scorecard's is 94 MB.
    pub report: Option<Report>,
    /// The grader refused to score the file (`case/unsupported`: the server's stack
    /// would read it in a way this grader does not reproduce), so its 0 is no score.
    pub refused: bool,
}

/// A text file for the uplift inputs (bytes that are not UTF-8 make it unreadable,
/// reported in the grading).
fn input_file(path: &Path) -> Result<InputFile, Error> {
    let bytes = read_case_file(path)?;
    Ok(InputFile::from_bytes(&display(path), &bytes))
}

/// Build the case's grader from the flags: `--case` gives parameters, reference and
/// data file; the data flag (`--customers`, `--truth`, `--people`) and the reference
/// flag override.
pub fn load(args: &Args) -> Result<CaseGrader, Error> {
    let facts = args.kind.facts();
    let folder = args.case.as_deref().map(|c| CaseFolder::open(c, Some(args.kind))).transpose()?;
    // A kind whose cases read more files skips a default data file that is not there:
    // the case then names the files it misses, and where it looked.
    let default = || folder.as_ref()?.data_file().filter(|p| !facts.case_files || p.is_file());
    let data = args.data.as_ref().map(PathBuf::from).or_else(default);
    if folder.is_none() && data.is_none() && facts.data_required {
        return Err(Error::said("cli-error-needs-data", &[("kind", facts.id), ("role", facts.data_role), ("name", facts.data.name)]));
    }
    let manifest = folder.as_ref().map(|f| &f.manifest);
    let grader = if facts.case_files {
        // `--truth DIR`: the truth files are in DIR; `--data-dir`, else the case's data/.
        let (data, truth_dir) = match data {
            Some(p) if p.is_dir() => (None, Some(p)),
            other => (other, None),
        };
        let data_dir = args.data_dir.as_ref().map(PathBuf::from).or_else(|| Some(folder.as_ref()?.dir.join("data")).filter(|d| d.is_dir()));
        case_folder::load_files(args.kind, manifest, data.as_deref(), &case_folder::CaseDirs { truth_dir, data_dir }, args.reference)?
    } else {
        case_folder::load(args.kind, manifest, data.as_deref(), args.reference)?
    };
    Ok(match grader {
        CaseGrader::Uplift(case) => CaseGrader::Uplift(uplift_run(case, &args.uplift)?),
        #[allow(unreachable_patterns)]
        g => g,
    })
}

/// Uplift's own flags: which contact cost applies, and the run's other files.
fn uplift_run(case: UpliftCase, run: &UpliftRun) -> Result<UpliftCase, Error> {
    let file = |p: &Option<String>| p.as_ref().map(|p| input_file(Path::new(p))).transpose();
    // The ledger head sits beside the entry: `<name>.json` → `<name>.head`.
    let head = match &run.ledger_head {
        Some(p) => Some(input_file(Path::new(p))?),
        None => {
            run.ledger.as_ref().map(|p| Path::new(p).with_extension("head")).filter(|p| p.exists()).map(|p| input_file(&p)).transpose()?
        }
    };
    Ok(UpliftCase {
        // The people file prices an ask log only.
        costs: if run.ask_log.is_some() { case.costs } else { None },
        contact_cost: run.contact_cost,
        ask_log: file(&run.ask_log)?,
        run: Box::new(uplift::UpliftInput {
            variants: file(&run.variants)?,
            variant: run.variant.clone(),
            ledger: file(&run.ledger)?,
            ledger_head: head,
            meta: file(&run.meta)?,
            ..Default::default()
        }),
    })
}

/// Grade one file (a file that cannot be read is graded as the server's "missing file"),
/// rendered as `format` asks (a table in `lang`).
pub fn grade(grader: &CaseGrader, path: &Path, format: ReportFormat, lang: fde_grade::words::Lang) -> Graded {
    let name = display(path);
    let bytes = std::fs::read(path).map_err(|e| e.to_string());
    let (report, server) = match format {
        ReportFormat::Server => {
            let (report, text) = grader.grade_server(bytes.as_deref().map_err(String::as_str), &name, &[]);
            (report, Some(text))
        }
        _ => match &bytes {
            Ok(bytes) => (grader.grade(bytes, &name, &[]), None),
            Err(e) => (grader.grade_unreadable(&name, e), None),
        },
    };
    let refused = report.diagnostics().iter().any(|d| d.code == grader::diagnostic::codes::CASE_UNSUPPORTED);
    match (format, server) {
        (ReportFormat::Table, _) => Graded { text: report.table(lang), report: None, refused },
        (_, Some(text)) => Graded { text, report: None, refused },
        (_, None) => Graded { text: String::new(), report: Some(report), refused },
    }
}

/// Grade every uplift result and report the across-tasks average and leaderboard.
pub fn aggregate(grader: &CaseGrader, inputs: &[PathBuf]) -> Result<String, Error> {
    if grader.kind() != CaseKind::Uplift {
        return Err(Error::said("cli-error-aggregate", &[]));
    }
    let reports: Vec<_> = inputs
        .iter()
        .filter_map(|p| match grader.grade(&std::fs::read(p).unwrap_or_default(), &display(p), &[]) {
            Report::Uplift(r) => Some(r),
            #[allow(unreachable_patterns)]
            _ => None,
        })
        .collect();
    Ok(grader::to_json(&uplift::aggregate(&reports)))
}
