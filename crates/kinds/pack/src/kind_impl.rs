//! Container packing as a case kind ([`Kind`]): its facts, its case (the SKUs and the
//! container, read from the case's `data/load_data.xlsx`) and its grading.

use serde::{Deserialize, Serialize};

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    coach_graded, read_role_files, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport,
    ReferenceFacts, RoleFile, MB,
};

use super::data::{self, DataError, Specs};
use super::PackReport;

/// Three SKUs packed into one container (FDE-Bench 026).
pub struct PackKind;

/// FDE-Bench 026's public reference value (`tests/baseline/reference_metrics.json`):
/// the reference load's ITEM_C boxes.
pub const REFERENCE_ITEM_C: f64 = 148.00596095999998;

/// A pack case: the SKUs and the container (or what the evaluator raises reading them)
/// and the reference count.
#[derive(Debug, Clone, PartialEq)]
pub struct PackCase {
    pub specs: Result<Specs, DataError>,
    pub reference: f64,
}

/// What the page shows of the case (`DataSummary::facts`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PackFacts {
    pub skus: usize,
    /// Boxes required (Σ of the quantities given).
    pub required: f64,
    /// The container's length, width, height (m) and load limit (kg); 0 when blank.
    pub length: f64,
    pub width: f64,
    pub height: f64,
    pub max_weight: f64,
    /// Why the evaluator raises on the workbook, when it does.
    pub error: Option<String>,
}
crate::json_struct!(PackFacts { skus, required, length, width, height, max_weight, error });

/// The case's one file (`files.workbook` of case.json).
const WORKBOOK: RoleFile = RoleFile { role: "workbook", default: "data/load_data.xlsx" };

impl Kind for PackKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::PACK_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "pack",
        names: ["pack", "集装箱装箱", "컨테이너 적재", "pemuatan kontainer"],
        about: "Container packing with three SKUs (FDE-Bench case 026): every box's corner and size in one container, solution.json.",
        data_role: "workbook",
        data_required: false,
        case_files: true,
        // One sheet of a few rows in the case.
        data: FileFacts {
            what: "a load workbook",
            name: "load_data.xlsx",
            accept: ".xlsx",
            max_bytes: 16 * MB,
            format: "Excel workbook, sheet 多货推荐1: the SKU table (SKUID, 数量, 长度, 宽度, 高度, 重量), then a 集装箱信息 row and the container (长, 宽, 高, 最大载重)",
        },
        // A few hundred boxes in the case; every pair is compared.
        submission: FileFacts {
            what: "a packing plan",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 16 * MB,
            format: "solution JSON (placements: each box's sku_id, corner x, y, z and size l, w, h in metres)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference load's ITEM_C count (score = ITEM_C boxes / reference).",
        }),
    };
    type Case = PackCase;
    type Report = PackReport;
    const CASE_FILES: &'static [RoleFile] = &[WORKBOOK];

    /// `data` is the workbook when given, else the case's `data/load_data.xlsx`.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<PackCase, Vec<Diagnostic>> {
        let [book] = read_role_files::<Self, 1>(manifest, data, files, [WORKBOOK])?;
        Ok(PackCase { specs: data::load(&book), reference: reference_value(reference, manifest, REFERENCE_ITEM_C) })
    }

    fn grade(case: &PackCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> PackReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &PackCase, file: &str, why: &str) -> PackReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &PackCase, report: &PackReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    const COACH: Option<&'static str> = Some("cli-coach-pack-about");

    fn coach(case: &PackCase, submission: &[u8], file: &str, _limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        coach_graded::<Self, _>(case, submission, file, super::coach, |c| c.table(lang))
    }

    fn data_summary(case: &PackCase) -> DataSummary {
        let facts = match &case.specs {
            Ok(s) => {
                let c = &s.container;
                let z = |x: Option<f64>| x.filter(|x| x.is_finite()).unwrap_or(0.0);
                PackFacts {
                    skus: s.skus.len(),
                    required: s.skus.iter().filter_map(|k| k.required).filter(|x| x.is_finite()).sum(),
                    length: z(c.length),
                    width: z(c.width),
                    height: z(c.height),
                    max_weight: z(c.max_weight),
                    error: None,
                }
            }
            Err(e) => PackFacts { error: Some(e.error.clone()), ..PackFacts::default() },
        };
        DataSummary { rows: case.specs.as_ref().ok().map(|s| s.skus.len()), ..DataSummary::default() }.with_facts(&facts)
    }
}

impl KindReport for PackReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-pack",
            &[("item_c", &r.sku3_count.cell()), ("reference", &r.baseline_cost.cell()), ("violations", &r.n_violations.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
