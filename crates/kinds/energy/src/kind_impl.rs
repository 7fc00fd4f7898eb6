//! Energy as a case kind ([`Kind`]): its facts, its case (seven hourly series read from
//! the case's `data/`) and its grading.

use crate::case::Manifest;
use crate::diagnostic::{Category, Diagnostic, Location};
use crate::kind::{
    coach_graded, read_role_files, reference_value, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport,
    ReferenceFacts, RoleFile, MB,
};

use super::data::{self, DataError, Series};
use super::EnergyReport;

/// A wind, solar, thermal and storage plant's year, hour by hour (FDE-Bench 048).
pub struct EnergyKind;

/// FDE-Bench 048's public reference value (`tests/baseline/reference_metrics.json`):
/// the reference plan's cash flow for the year (yuan), higher is better.
pub const REFERENCE_VALUE: f64 = 185366557.2277567;

/// An energy case: the series (or what the evaluator raises reading them) and the
/// reference cash flow.
#[derive(Debug, Clone, PartialEq)]
pub struct EnergyCase {
    pub series: Result<Series, DataError>,
    pub reference: f64,
}

/// The case's seven files by role, in the order the evaluator reads them.
const FILES: [RoleFile; 7] = [
    RoleFile { role: "wind", default: "data/timeseries_wind_8760.csv" },
    RoleFile { role: "pv", default: "data/timeseries_pv_8760.csv" },
    RoleFile { role: "load", default: "data/timeseries_load_8760.csv" },
    RoleFile { role: "environment", default: "data/timeseries_environment_8760.csv" },
    RoleFile { role: "thermal", default: "data/timeseries_thermal_8760.csv" },
    RoleFile { role: "battery", default: "data/timeseries_battery_8760.csv" },
    RoleFile { role: "caes", default: "data/timeseries_caes_8760.csv" },
];

impl Kind for EnergyKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::ENERGY_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "energy",
        names: ["energy", "风光火储调度", "에너지 운영", "dispatch energi"],
        about: "A wind, solar, thermal and storage plant's year (FDE-Bench case 048): 8,760 hourly controls per store, solution.json.",
        data_role: "load",
        data_required: false,
        case_files: true,
        // 8,761 rows of a few numbers.
        data: FileFacts {
            what: "a load series",
            name: "timeseries_load_8760.csv",
            accept: ".csv,.txt",
            max_bytes: 16 * MB,
            format: "hourly CSV (8,761 rows, the load in W in the last column; the wind, pv, environment, thermal, battery and caes series beside it in the case's data/)",
        },
        // Three lists of 8,760 numbers: a few hundred kB.
        submission: FileFacts {
            what: "a dispatch plan",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 16 * MB,
            format: "solution JSON ({\"caes_seq\": […], \"battery_seq\": […], \"tp_seq\": […]}: 8,760 hourly controls each)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference plan's cash flow for the year, yuan (score = cash flow / reference).",
        }),
    };
    type Case = EnergyCase;
    type Report = EnergyReport;
    const CASE_FILES: &'static [RoleFile] = &FILES;

    /// `data` is the load series when given; the other files (and the load otherwise)
    /// come from `files`, as the case's `data/` names them. Text in a series' last column
    /// refuses the case.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<EnergyCase, Vec<Diagnostic>> {
        let read = read_role_files::<Self, 7>(manifest, data, files, FILES)?;
        let named: [(&str, &[u8]); 7] = std::array::from_fn(|i| (data::FILES[i], read[i].as_slice()));
        let series = data::load(&named).map_err(|t| {
            let m = format!(
                "the case's {} holds text in its last column (row {}: {}): fde-grade does not say what the evaluator raises on it",
                t.file,
                t.row,
                crate::pyjson::py_str_repr(&t.text)
            );
            vec![Diagnostic::new(super::codes::ENERGY_TEXT_CELL, Category::Case, m)
                .at(Location::file(&t.file).index("record", t.row - 1))
                .with_code_hint()]
        })?;
        Ok(EnergyCase { series, reference: reference_value(reference, manifest, REFERENCE_VALUE) })
    }

    fn grade(case: &EnergyCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> EnergyReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &EnergyCase, file: &str, why: &str) -> EnergyReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &EnergyCase, report: &EnergyReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    const COACH: Option<&'static str> = Some("cli-coach-energy-about");

    fn coach(case: &EnergyCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        coach_graded::<Self, _>(case, submission, file, |report| super::coach(report, limit), |c| c.table(lang))
    }

    fn data_summary(case: &EnergyCase) -> DataSummary {
        DataSummary { rows: case.series.as_ref().ok().map(|s| s.pv.len()), ..DataSummary::default() }
    }
}

impl KindReport for EnergyReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-energy",
            &[("income", &r.player_objective.cell()), ("reference", &r.reference_value.cell()), ("hours", &r.hours.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}

#[cfg(test)]
mod tests {
    /// The default names are the evaluator's, in its order.
    #[test]
    fn default_names_are_the_data_files() {
        for (f, name) in super::FILES.iter().zip(super::data::FILES) {
            assert_eq!(f.default, format!("data/{name}"));
        }
    }
}
