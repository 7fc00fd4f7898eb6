//! Coil sequencing as a case kind ([`Kind`]): its facts, its case (the work plan and the
//! grade catalog, read from the case's `data/`) and its grading.

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    coach_graded, read_role_files, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport,
    ReferenceFacts, RoleFile, MB,
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

/// The case's two files (`files.plan`, `files.catalog` of case.json).
const PLAN: RoleFile = RoleFile { role: "plan", default: "data/work_plan.csv" };
// The catalog is a public file of the case's data/ (the pages' shared words).
const CATALOG: RoleFile = RoleFile { role: "catalog", default: "data/grade_catalog.csv" };

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
    /// The work plan (the kind's data file) and the grade catalog beside it.
    const CASE_FILES: &'static [RoleFile] = &[PLAN, CATALOG];

    /// `data` is the work plan when given; the catalog (and the plan otherwise) come
    /// from `files`, as the case's `data/` names them.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<CoilCase, Vec<Diagnostic>> {
        // The catalog first: with neither file at hand, the error names it.
        let [catalog, plan] = read_role_files::<Self, 2>(manifest, data, files, [CATALOG, PLAN])?;
        Ok(CoilCase { coils: data::load(&catalog, &plan), reference: reference_value(reference, manifest, REFERENCE_PENALTY) })
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
        coach_graded::<Self, _>(case, submission, file, |report| super::coach(case, report, limit), |c| c.table(lang))
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
