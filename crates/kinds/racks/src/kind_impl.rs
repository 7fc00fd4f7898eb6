//! Rack allocation as a case kind ([`Kind`]): its facts, its case (four files read from
//! the case's `data/`) and its grading.

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    coach_graded, read_role_files, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport,
    ReferenceFacts, RoleFile, MB,
};

use super::data::{self, Data, DataError};
use super::RacksReport;

/// Servers placed in data-centre racks, batch by batch (FDE-Bench 045).
pub struct RacksKind;

/// FDE-Bench 045's public reference value (`tests/baseline/reference_metrics.json`).
pub const REFERENCE_COST: f64 = 28.719658;

/// A racks case: the data (or what the evaluator raises reading it) and the reference
/// cost.
#[derive(Debug, Clone, PartialEq)]
pub struct RacksCase {
    pub data: Result<Data, DataError>,
    pub reference: f64,
}

/// The case's four files, by role (`files.servers`, `files.racks`, `files.units`,
/// `files.nics` of case.json), in the order the evaluator reads them: the server list
/// (the kind's data file), then three public files of the case's `data/`.
const FILES: [RoleFile; 4] = [
    RoleFile { role: "servers", default: "data/server.csv" },
    RoleFile { role: "racks", default: "data/rack_col.csv" },
    RoleFile { role: "units", default: "data/rack.csv" },
    RoleFile { role: "nics", default: "data/nic_attr_mapping.csv" },
];

impl Kind for RacksKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::RACKS_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "racks",
        names: ["racks", "机柜上架", "랙 배치", "penempatan rak"],
        about: "Data-centre rack allocation (FDE-Bench case 045): each server's rack and U slot, batch by batch, solution.csv.",
        data_role: "servers",
        data_required: false,
        case_files: true,
        // 1,112 servers in the case; a site of a few hundred thousand fits.
        data: FileFacts {
            what: "a server list",
            name: "server.csv",
            accept: ".csv,.txt",
            max_bytes: 16 * MB,
            format:
                "server CSV (id, batch, power, height, nic; rack_col.csv, rack.csv and nic_attr_mapping.csv beside it in the case's data/)",
        },
        submission: FileFacts {
            what: "a rack plan",
            name: "solution.csv",
            accept: ".csv,.txt",
            max_bytes: 16 * MB,
            format: "plan CSV (server_id, rack_id, pos, allocation_status, batch: one row per server)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts { flag: "reference-value", what: "The reference plan's cost (score = reference / cost)." }),
    };
    type Case = RacksCase;
    type Report = RacksReport;
    const CASE_FILES: &'static [RoleFile] = &FILES;

    /// `data` is server.csv when given; the other files (and server.csv otherwise) come
    /// from `files`, as the case's `data/` names them.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<RacksCase, Vec<Diagnostic>> {
        let [servers, racks, units, nics] = read_role_files::<Self, 4>(manifest, data, files, FILES)?;
        Ok(RacksCase { data: data::load(&servers, &racks, &units, &nics), reference: reference_value(reference, manifest, REFERENCE_COST) })
    }

    fn grade(case: &RacksCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> RacksReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &RacksCase, file: &str, why: &str) -> RacksReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &RacksCase, report: &RacksReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    const COACH: Option<&'static str> = Some("cli-coach-racks-about");

    fn coach(case: &RacksCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        coach_graded::<Self, _>(case, submission, file, |report| super::coach(case, report, limit), |c| c.table(lang))
    }

    fn data_summary(case: &RacksCase) -> DataSummary {
        DataSummary { rows: case.data.as_ref().ok().map(|d| d.servers.len()), ..DataSummary::default() }
    }
}

impl KindReport for RacksReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-racks",
            &[("cost", &r.player_objective.cell()), ("reference", &r.reference_value.cell()), ("servers", &r.n_servers.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}

#[cfg(test)]
mod tests {
    /// The default names are the evaluator's, which data.rs's errors name.
    #[test]
    fn default_names_are_the_data_files() {
        let names = [super::data::SERVERS, super::data::RACKS, super::data::UNITS, super::data::NICS];
        for (f, name) in super::FILES.iter().zip(names) {
            assert_eq!(f.default, format!("data/{name}"));
        }
    }
}
