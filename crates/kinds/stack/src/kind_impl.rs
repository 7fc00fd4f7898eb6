//! The stack kind ([`Kind`]): its facts, its case (the warehouse snapshot, read from the
//! case's `data/`) and its grading.

use serde::{Deserialize, Serialize};

use crate::case::Manifest;
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::kind::{
    coach_graded, read_role_files, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport,
    ReferenceFacts, RoleFile, MB,
};

use super::data::{self, Snapshot};
use super::StackReport;

/// A flour warehouse's forklift trips and bay stacking (FDE-Bench 039).
pub struct StackKind;

/// FDE-Bench 039's public reference value (`tests/baseline/reference_metrics.json`).
pub const REFERENCE_VALUE: f64 = 39.46049053;

/// A stack case: the snapshot and the reference objective.
#[derive(Debug, Clone, PartialEq)]
pub struct StackCase {
    pub snapshot: Snapshot,
    pub reference: f64,
}

/// What the page shows of the case (`DataSummary::facts`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct StackFacts {
    pub bays: usize,
    pub forklifts: usize,
    pub inbound_tasks: usize,
    pub outbound_tasks: usize,
    /// Tons on hand at the start, and the tasks' tons in and out.
    pub stock_tons: f64,
    pub inbound_tons: f64,
    pub outbound_tons: f64,
    pub day_minutes: f64,
    /// Bays holding more than one SKU or batch at the start.
    pub mixed_bays: usize,
}
crate::json_struct!(StackFacts {
    bays,
    forklifts,
    inbound_tasks,
    outbound_tasks,
    stock_tons,
    inbound_tons,
    outbound_tons,
    day_minutes,
    mixed_bays
});

/// The case's one file (`files.snapshot` of case.json).
const SNAPSHOT: RoleFile = RoleFile { role: "snapshot", default: "data/warehouse_snapshot.json" };

impl Kind for StackKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::STACK_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "stack",
        names: ["stack", "垛位与叉车", "창고 적재", "penumpukan gudang"],
        about: "Warehouse stacking with forklifts (FDE-Bench case 039): a day's inbound, outbound and move rows, solution.json.",
        data_role: "snapshot",
        data_required: false,
        case_files: true,
        // The case's snapshot: a few thousand bays, lots and tasks.
        data: FileFacts {
            what: "a warehouse snapshot",
            name: "warehouse_snapshot.json",
            accept: ".json",
            max_bytes: 32 * MB,
            format: "warehouse snapshot JSON (resources with forklifts, locations, inventory, inbound_tasks, outbound_tasks)",
        },
        submission: FileFacts {
            what: "a day's operations",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 32 * MB,
            format: "solution JSON (operations: each row's operation_id, type, sku, batch, source, target, region, tons, start_minute, end_minute, forklift, task_id, trip_id)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference plan's objective, mixed bays + (a + b/1e4)/1e4 (score = reference / objective).",
        }),
    };
    type Case = StackCase;
    type Report = StackReport;
    const CASE_FILES: &'static [RoleFile] = &[SNAPSHOT];

    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<StackCase, Vec<Diagnostic>> {
        let [bytes] = read_role_files::<Self, 1>(manifest, data, files, [SNAPSHOT])?;
        let name = data.map_or_else(|| SNAPSHOT.name(manifest), |(n, _)| n.to_string());
        let snapshot = data::load(&bytes).map_err(|e| {
            let d =
                Diagnostic::new(codes::STACK_BAD_DATA, Category::Case, format!("{name}: {}", e.problem))
                    .at(Location::file(name.clone()).line(e.line).column(e.column));
            vec![d.with_code_hint()]
        })?;
        Ok(StackCase { snapshot, reference: reference_value(reference, manifest, REFERENCE_VALUE) })
    }

    fn grade(case: &StackCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> StackReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &StackCase, file: &str, why: &str) -> StackReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &StackCase, report: &StackReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    const COACH: Option<&'static str> = Some("cli-coach-stack-about");

    fn coach(case: &StackCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        coach_graded::<Self, _>(case, submission, file, |report| super::coach(report, limit), |c| c.table(lang))
    }

    fn data_summary(case: &StackCase) -> DataSummary {
        let s = &case.snapshot;
        let sum = |ts: &[data::Task]| super::evaluate::tons(ts.iter().map(|t| t.ut).sum());
        let mut lots: std::collections::HashMap<&str, Vec<(&str, &str)>> = Default::default();
        for (loc, sku, batch, ut) in &s.inventory {
            if *ut > 0 {
                let l = lots.entry(loc.as_str()).or_default();
                if !l.contains(&(sku.as_str(), batch.as_str())) {
                    l.push((sku, batch));
                }
            }
        }
        let facts = StackFacts {
            bays: s.bays.len(),
            forklifts: s.forklifts.len(),
            inbound_tasks: s.inbound.len(),
            outbound_tasks: s.outbound.len(),
            stock_tons: super::evaluate::tons(s.inventory.iter().map(|x| x.3).sum()),
            inbound_tons: sum(&s.inbound),
            outbound_tons: sum(&s.outbound),
            day_minutes: s.day_minutes as f64,
            mixed_bays: lots.values().filter(|l| l.len() > 1).count(),
        };
        DataSummary { rows: Some(s.bays.len()), ..DataSummary::default() }.with_facts(&facts)
    }
}

impl KindReport for StackReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-stack",
            &[("objective", &r.player_objective.cell()), ("reference", &r.reference_value.cell()), ("violations", &r.n_violations.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
