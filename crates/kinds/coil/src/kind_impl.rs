//! Coil sequencing as a case kind ([`Kind`]): its facts, its case (the work plan and the
//! grade catalog, read from the case's `data/`) and its grading.

use crate::case::Manifest;
use crate::diagnostic::{codes, Diagnostic};
use crate::kind::{
    case_error, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, FileList, Kind, KindFacts, KindReport, NeededFile,
    ReferenceFacts, MB,
};

use super::data::{self, Coils, DataError};
use super::CoilReport;

/// A cold-rolling mill's coil sequence (FDE-Bench 017).
pub struct CoilKind;

/// FDE-Bench 017's public reference value (`tests/baseline/reference_metrics.json`).
pub const REFERENCE_PENALTY: f64 = 10718.931609657788;

/// A coil case: the coils (or what the evaluator raises reading its data) and the
/// reference penalty.
#[derive(Debug, Clone, PartialEq)]
pub struct CoilCase {
    pub coils: Result<Coils, DataError>,
    pub reference: f64,
}

/// The names the case's two files go by (`files.plan`, `files.catalog` of case.json).
fn names(manifest: Option<&Manifest>) -> (String, String) {
    let get = |role: &str, default: &str| manifest.and_then(|m| m.files.get(role).cloned()).unwrap_or_else(|| default.to_string());
    (get("plan", "data/work_plan.csv"), get("catalog", "data/grade_catalog.csv"))
}

impl Kind for CoilKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::COIL_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "coil",
        names: ["coil", "钢卷排程", "코일 순서", "urutan koil"],
        about: "Cold-rolling coil sequencing (FDE-Bench case 017): the order of the work plan's coils, solution.json.",
        data_role: "plan",
        data_required: false,
        case_files: true,
        // 81 coils in the case; a mill's plan of a few thousand fits.
        data: FileFacts {
            what: "a work plan",
            name: "work_plan.csv",
            accept: ".csv,.txt",
            max_bytes: 16 * MB,
            format: "work plan CSV (出口材料号, 钢种, 出口材料厚度, 出口材料宽度, 优化前切边标记; grade_catalog.csv beside it in the case's data/)",
        },
        submission: FileFacts {
            what: "a coil sequence",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 4 * MB,
            format: "solution JSON ({\"sequence\": every coil's id once, in rolling order})",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference sequence's penalty (score = reference / penalty).",
        }),
    };
    type Case = CoilCase;
    type Report = CoilReport;

    fn load(manifest: Option<&Manifest>, data: Option<(&str, &[u8])>, reference: Option<f64>) -> Result<CoilCase, Vec<Diagnostic>> {
        Self::load_files(manifest, data, &FileList::none(), reference)
    }

    /// `data` is the work plan when given; the catalog (and the plan otherwise) come
    /// from `files`, as the case's `data/` names them.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<CoilCase, Vec<Diagnostic>> {
        let (plan_name, catalog_name) = names(manifest);
        let missing = |name: &str, why: String| case_error(codes::CASE_MISSING_FILE, format!("cannot read the case's {name}: {why}"), name);
        let catalog = files.read(&catalog_name).map_err(|why| missing(&catalog_name, why))?;
        let plan = match data {
            Some((_, bytes)) => bytes.to_vec(),
            None => files.read(&plan_name).map_err(|why| missing(&plan_name, why))?,
        };
        let from_manifest = manifest.map(|m| m.reference.value).filter(|v| *v > 0.0);
        Ok(CoilCase { coils: data::load(&catalog, &plan), reference: reference.or(from_manifest).unwrap_or(REFERENCE_PENALTY) })
    }

    /// The work plan (the kind's data file) and the grade catalog beside it.
    fn needed_files(manifest: &Manifest, _files: &dyn CaseFiles) -> Vec<NeededFile> {
        let (plan, catalog) = names(Some(manifest));
        vec![
            NeededFile { name: plan, what: Self::FACTS.data.what.into(), pattern: false, data: true },
            // The catalog is a public file of the case's data/ (the pages' shared words).
            NeededFile { name: catalog, what: "its public file".into(), pattern: false, data: false },
        ]
    }

    fn grade(case: &CoilCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> CoilReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &CoilCase, file: &str, why: &str) -> CoilReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &CoilCase, report: &CoilReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    const COACH: Option<&'static str> = Some("cli-coach-coil-about");

    fn coach(case: &CoilCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        let report = Self::grade(case, submission, file, &[]);
        let c = super::coach(case, &report, limit).ok_or_else(|| CoachRefusal::NotScored { verdict: report.verdict() })?;
        Ok(Coached { json: crate::to_json(&c), table: c.table(lang) })
    }

    fn data_summary(case: &CoilCase) -> DataSummary {
        DataSummary { rows: case.coils.as_ref().ok().map(|c| c.coils.len()), ..DataSummary::default() }
    }
}

impl KindReport for CoilReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-coil",
            &[("penalty", &r.penalty.cell()), ("reference", &r.baseline_cost.cell()), ("coils", &r.n_coils.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
