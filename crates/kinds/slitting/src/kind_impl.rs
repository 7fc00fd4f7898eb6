//! Slitting as a case kind ([`Kind`]): its facts, its case (the mother coils and the
//! orders, read from the case's `data/`) and its grading.

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    coach_graded, read_role_files, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport,
    ReferenceFacts, RoleFile, MB,
};

use super::data::{self, DataError, Stock};
use super::SlittingReport;

/// A silicon-steel slitting plan (FDE-Bench 012).
pub struct SlittingKind;

/// FDE-Bench 012's public reference value (`tests/baseline/reference_metrics.json`).
pub const REFERENCE_VALUE: f64 = 1.6644969204952558;

/// A slitting case: the stock and orders (or what the evaluator raises reading its
/// data) and the reference value.
#[derive(Debug, Clone, PartialEq)]
pub struct SlittingCase {
    pub stock: Result<Stock, DataError>,
    pub reference: f64,
}

/// The case's two files (`files.coils`, `files.requirements` of case.json).
const COILS: RoleFile = RoleFile { role: "coils", default: "data/mother_coil.csv" };
// The orders are a public file of the case's data/ (the pages' shared words).
const ORDERS: RoleFile = RoleFile { role: "requirements", default: "data/requirements.csv" };

impl Kind for SlittingKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::SLITTING_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "slitting",
        names: ["slitting", "硅钢纵剪", "규소강 슬리팅", "pemotongan koil"],
        about: "Silicon-steel slitting (FDE-Bench case 012): mother coils cut into strips of ordered widths, a row per cut, solution.csv.",
        data_role: "coils",
        data_required: false,
        case_files: true,
        // 12 coils in the case; a plant's stock of thousands fits.
        data: FileFacts {
            what: "a mother-coil stock",
            name: "mother_coil.csv",
            accept: ".csv,.txt",
            max_bytes: 16 * MB,
            format: "mother coils CSV (宽度 width mm, 重量 weight kg, 厚度; 包号 id optional, else M_0, M_1, … by row; requirements.csv beside it in the case's data/: 宽度, 重量)",
        },
        submission: FileFacts {
            what: "a slitting plan",
            name: "solution.csv",
            accept: ".csv,.txt",
            max_bytes: 16 * MB,
            format: "plan CSV, a row per cut (mother_id, mother_width, mother_cut_weight, sub1_width…sub5_width, sub1_long…sub5_long)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference plan's combined score (score = combined / reference).",
        }),
    };
    type Case = SlittingCase;
    type Report = SlittingReport;
    /// The mother coils (the kind's data file) and the orders beside them.
    const CASE_FILES: &'static [RoleFile] = &[COILS, ORDERS];

    /// `data` is the mother coils when given; the orders (and the coils otherwise) come
    /// from `files`, as the case's `data/` names them.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<SlittingCase, Vec<Diagnostic>> {
        let [coils, orders] = read_role_files::<Self, 2>(manifest, data, files, [COILS, ORDERS])?;
        Ok(SlittingCase { stock: data::load(&coils, &orders), reference: reference_value(reference, manifest, REFERENCE_VALUE) })
    }

    fn grade(case: &SlittingCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> SlittingReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &SlittingCase, file: &str, why: &str) -> SlittingReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &SlittingCase, report: &SlittingReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    const COACH: Option<&'static str> = Some("cli-coach-slitting-about");

    fn coach(case: &SlittingCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        coach_graded::<Self, _>(case, submission, file, |report| super::coach(case, report, limit), |c| c.table(lang))
    }

    fn data_summary(case: &SlittingCase) -> DataSummary {
        DataSummary { rows: case.stock.as_ref().ok().map(|s| s.coils.len()), ..DataSummary::default() }
    }
}

impl KindReport for SlittingReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        let cuts = r.submission_metrics.as_ref().map(|m| m.cut_times);
        let scrap = r.submission_metrics.as_ref().and_then(|m| m.requirement_ratio);
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-slitting",
            &[("cuts", &cuts.cell()), ("scrap", &scrap.cell()), ("reference", &r.reference_value.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
