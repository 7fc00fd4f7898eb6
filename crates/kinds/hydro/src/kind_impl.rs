//! Hydro as a case kind ([`Kind`]): its facts, its case (the stations, optionally from
//! `stations.json`) and its grading.

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    coach_graded, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport, ReferenceFacts,
    MB,
};

use super::{HydroReport, Stations, REFERENCE_ENERGY};

/// A hydropower cascade's dispatch (FDE-Bench 029).
pub struct HydroKind;

/// A hydro case: the cascade and the reference energy.
#[derive(Debug, Clone, PartialEq)]
pub struct HydroCase {
    pub stations: Stations,
    /// The reference plan's energy (10⁴ kWh): the score's denominator.
    pub reference: f64,
}

impl Kind for HydroKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::HYDRO_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "hydro",
        names: ["hydro", "水电调度", "수력 발전", "tenaga air"],
        about: "Hydropower cascade dispatch (FDE-Bench case 029): five stations' daily outflows, solution.json.",
        data_role: "stations",
        data_required: false,
        case_files: false,
        // A few hundred bytes.
        data: FileFacts {
            what: "a stations file",
            name: "stations.json",
            accept: ".json",
            max_bytes: MB,
            format: "stations JSON (the cascade's constants; FDE-Bench 029's when left out)",
        },
        // 35 numbers.
        submission: FileFacts {
            what: "a dispatch plan",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 4 * MB,
            format: "solution JSON ({\"Q_out\": five lists of daily outflows, m³/s})",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference plan's total energy, 10⁴ kWh (score = energy / reference).",
        }),
    };
    type Case = HydroCase;
    type Report = HydroReport;

    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        _files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<HydroCase, Vec<Diagnostic>> {
        let stations = match data {
            Some((name, bytes)) => Stations::parse(bytes, name)?,
            None => Stations::default(),
        };
        Ok(HydroCase { stations, reference: reference_value(reference, manifest, REFERENCE_ENERGY) })
    }

    fn grade(case: &HydroCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> HydroReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &HydroCase, file: &str, why: &str) -> HydroReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(case: &HydroCase, report: &HydroReport, submission: Option<&[u8]>, file: &str) -> String {
        super::server_output::server_output(case, report, submission, file)
    }

    const COACH: Option<&'static str> = Some("cli-coach-hydro-about");

    fn coach(case: &HydroCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        coach_graded::<Self, _>(case, submission, file, |report| super::coach(case, report, limit), |c| c.table(lang))
    }

    fn data_summary(case: &HydroCase) -> DataSummary {
        DataSummary { rows: Some(case.stations.days()), ..DataSummary::default() }
    }
}

impl KindReport for HydroReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-hydro",
            &[("energy", &r.player_objective.cell()), ("reference", &r.reference_value.cell()), ("violations", &r.n_violations.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
