//! Quay cranes as a case kind ([`Kind`]): its facts, its case (the tact times and the
//! vessels, read from the case's `data/`) and its grading.

use serde::{Deserialize, Serialize};

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    coach_graded, read_role_files, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport,
    ReferenceFacts, RoleFile, MB,
};

use super::data::{self, DataError, Vessels};
use super::QuayReport;

/// Quay cranes over a berth line (FDE-Bench 024).
pub struct QuayKind;

/// FDE-Bench 024's public reference value (`tests/baseline/reference_metrics.json`).
pub const REFERENCE_COST: f64 = 1100189429.9328592;

/// A quay case: the vessels (or what the evaluator raises reading its data) and the
/// reference cost.
#[derive(Debug, Clone, PartialEq)]
pub struct QuayCase {
    pub vessels: Result<Vessels, DataError>,
    pub reference: f64,
}

/// What the page shows of the case (`DataSummary::facts`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct QuayFacts {
    pub vessels: usize,
    pub berths: usize,
    /// The first window's opening and the last one's close (seconds from 1970).
    pub first: i64,
    pub last: i64,
    /// Σ required work, seconds.
    pub work: f64,
    /// Why the evaluator raises on the data, when it does.
    pub error: Option<String>,
}
crate::json_struct!(QuayFacts { vessels, berths, first, last, work, error });

/// The case's two files (`files.vessels`, `files.tact` of case.json).
const VESSELS: RoleFile = RoleFile { role: "vessels", default: "data/vessel_workload.csv" };
const TACT: RoleFile = RoleFile { role: "tact", default: "data/tact_times.csv" };

impl Kind for QuayKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::QUAY_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "quay",
        names: ["quay", "岸桥调度", "안벽 크레인", "derek dermaga"],
        about: "Quay crane scheduling (FDE-Bench case 024): each crane's work, moves and waits over the berths, solution.json.",
        data_role: "vessels",
        data_required: false,
        case_files: true,
        // 60 vessels in the case; a port's year of calls fits.
        data: FileFacts {
            what: "a vessel list",
            name: "vessel_workload.csv",
            accept: ".csv,.txt",
            max_bytes: 16 * MB,
            format: "vessel workload CSV (vessel_id, berth_no, start_time, end_time, load_20, load_40, unload_20, unload_40; tact_times.csv beside it in the case's data/)",
        },
        submission: FileFacts {
            what: "a crane schedule",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 16 * MB,
            format: "solution JSON (cranes: each one's crane_id and events, each event's type, start_time, end_time, berth or from_berth and to_berth, vessel_id)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference schedule's cost, 1e8 × cranes + move seconds (score = reference / cost).",
        }),
    };
    type Case = QuayCase;
    type Report = QuayReport;
    /// The vessels (the kind's data file) and the tact times beside them.
    const CASE_FILES: &'static [RoleFile] = &[VESSELS, TACT];

    /// `data` is the vessel list when given; the tact times (and the vessels otherwise)
    /// come from `files`, as the case's `data/` names them.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<QuayCase, Vec<Diagnostic>> {
        // The tact times first, as the evaluator reads them.
        let [tact, vessels] = read_role_files::<Self, 2>(manifest, data, files, [TACT, VESSELS])?;
        Ok(QuayCase { vessels: data::load(&tact, &vessels), reference: reference_value(reference, manifest, REFERENCE_COST) })
    }

    fn grade(case: &QuayCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> QuayReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &QuayCase, file: &str, why: &str) -> QuayReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &QuayCase, report: &QuayReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    const COACH: Option<&'static str> = Some("cli-coach-quay-about");

    fn coach(case: &QuayCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        coach_graded::<Self, _>(case, submission, file, |report| super::coach(report, limit), |c| c.table(lang))
    }

    fn data_summary(case: &QuayCase) -> DataSummary {
        let facts = match &case.vessels {
            Ok(v) => {
                let mut berths: Vec<i64> = v.vessels.iter().map(|x| x.berth).collect();
                berths.sort_unstable();
                berths.dedup();
                QuayFacts {
                    vessels: v.vessels.len(),
                    berths: berths.len(),
                    first: v.vessels.iter().map(|x| x.start).min().unwrap_or(0),
                    last: v.vessels.iter().map(|x| x.end).max().unwrap_or(0),
                    work: v.vessels.iter().map(|x| x.required).sum(),
                    error: None,
                }
            }
            Err(e) => QuayFacts { error: Some(e.error.clone()), ..QuayFacts::default() },
        };
        DataSummary { rows: case.vessels.as_ref().ok().map(|v| v.vessels.len()), ..DataSummary::default() }.with_facts(&facts)
    }
}

impl KindReport for QuayReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-quay",
            &[("cost", &r.player_score.cell()), ("reference", &r.baseline_cost.cell()), ("cranes", &r.num_cranes.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
