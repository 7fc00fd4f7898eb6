//! APS scheduling as a case kind ([`Kind`]): its facts, its case (the schedulable
//! operations, derived from the case's `data/aps_data.xlsx`) and its grading.

use serde::{Deserialize, Serialize};

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    read_role_files, reference_value, CaseFiles, DataSummary, FileFacts, Kind, KindFacts, KindReport, ReferenceFacts, RoleFile, MB,
};

use super::data::{self, DataError, Plant};
use super::ApsReport;

/// Operations of several orders scheduled on devices (FDE-Bench 016).
pub struct ApsKind;

/// FDE-Bench 016's public reference value (`tests/baseline/reference_metrics.json`): the
/// baseline plan's absolute score.
pub const REFERENCE_VALUE: f64 = 0.1144455659;

/// An aps case: the schedulable operations (or what the evaluator raises reading the
/// workbook) and the reference value.
#[derive(Debug, Clone, PartialEq)]
pub struct ApsCase {
    pub plant: Result<Plant, DataError>,
    pub reference: f64,
}

/// What the page shows of the case (`DataSummary::facts`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ApsFacts {
    /// Schedulable operations, their orders, the enabled devices.
    pub ops: usize,
    pub orders: usize,
    pub devices: usize,
    /// Σ MAK × QTY (minutes).
    pub minutes: f64,
    /// Orders with a due date.
    pub due: usize,
    /// Why the evaluator raises on the workbook, when it does.
    pub error: Option<String>,
}
crate::json_struct!(ApsFacts { ops, orders, devices, minutes, due, error });

/// The case's one file (`files.workbook` of case.json).
const WORKBOOK: RoleFile = RoleFile { role: "workbook", default: "data/aps_data.xlsx" };

impl Kind for ApsKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::APS_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "aps",
        names: ["aps", "多表排程", "다중 테이블 생산 일정", "penjadwalan produksi"],
        about: "APS scheduling from five tables (FDE-Bench case 016): every schedulable operation on a device with its start and end, solution.json.",
        data_role: "workbook",
        data_required: false,
        case_files: true,
        // Five sheets of a few hundred rows in the case.
        data: FileFacts {
            what: "a planning workbook",
            name: "aps_data.xlsx",
            accept: ".xlsx",
            max_bytes: 16 * MB,
            format: "Excel workbook with sheets ORD (orders: OID, STA, OLE), TON (routing nodes), TUS (node resources: TON, RES, ENA, MAK), RES (devices: CODE, GRP, ENA) and WOP (operations: OID, ORD, TON, STA, QTY)",
        },
        // A few dozen operations in the case.
        submission: FileFacts {
            what: "a schedule",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 16 * MB,
            format: "solution JSON (scheduled_ops: each operation's wop_oid, resource, start_dt and end_dt as ISO 8601 times)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The baseline plan's absolute score (score = absolute score / reference).",
        }),
    };
    type Case = ApsCase;
    type Report = ApsReport;
    const CASE_FILES: &'static [RoleFile] = &[WORKBOOK];

    /// `data` is the workbook when given, else the case's `data/aps_data.xlsx`.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<ApsCase, Vec<Diagnostic>> {
        let [book] = read_role_files::<Self, 1>(manifest, data, files, [WORKBOOK])?;
        Ok(ApsCase { plant: data::load(&book), reference: reference_value(reference, manifest, REFERENCE_VALUE) })
    }

    fn grade(case: &ApsCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> ApsReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &ApsCase, file: &str, why: &str) -> ApsReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &ApsCase, report: &ApsReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    fn data_summary(case: &ApsCase) -> DataSummary {
        let facts = match &case.plant {
            Ok(p) => ApsFacts {
                ops: p.ops.len(),
                orders: p.orders.len(),
                devices: p.devices.len(),
                minutes: crate::server::py_sum(p.ops.iter().map(|o| o.dur_min)),
                due: p.orders.iter().filter(|o| o.1.is_some()).count(),
                error: None,
            },
            Err(e) => ApsFacts { error: Some(e.error.clone()), ..ApsFacts::default() },
        };
        DataSummary { rows: case.plant.as_ref().ok().map(|p| p.ops.len()), ..DataSummary::default() }.with_facts(&facts)
    }
}

impl KindReport for ApsReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-aps",
            &[
                ("delay", &r.total_delay_days.cell()),
                ("utilization", &r.equipment_utilization.cell()),
                ("violations", &r.n_violations.cell()),
            ],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
