//! The tank kind ([`Kind`]): its facts, its case (`input_data.json`, read from the case's
//! `data/`) and its grading.

use serde::{Deserialize, Serialize};

use crate::case::Manifest;
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::kind::{
    read_role_files, reference_value, CaseFiles, DataSummary, FileFacts, Kind, KindFacts, KindReport, ReferenceFacts, RoleFile, MB,
};

use super::data::{self, Input};
use super::TankReport;

/// Fuel tankers with compartments delivering to stations (FDE-Bench 049).
pub struct TankKind;

/// FDE-Bench 049's public reference value (`tests/baseline/reference_metrics.json`), metres.
pub const REFERENCE_VALUE: f64 = 2827219.4264542763;

/// A tank case: the input data and the reference distance.
#[derive(Debug, Clone, PartialEq)]
pub struct TankCase {
    pub input: Input,
    pub reference: f64,
}

/// What the page shows of the case (`DataSummary::facts`).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TankFacts {
    pub stations: usize,
    pub orders: usize,
    /// Litres ordered in all.
    pub litres: f64,
    pub vehicle_types: usize,
    pub compartments: usize,
    pub connect_size: Option<i64>,
}
crate::json_struct!(TankFacts { stations, orders, litres, vehicle_types, compartments, connect_size });

/// The case's one file (`files.input` of case.json).
const INPUT: RoleFile = RoleFile { role: "input", default: "data/input_data.json" };

impl Kind for TankKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::TANK_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "tank",
        names: ["tank", "油罐车配送", "유조차 배송", "truk tangki"],
        about: "Fuel tankers with compartments (FDE-Bench case 049): each trip's stations, orders and compartment loads, solution.json.",
        data_role: "input",
        data_required: false,
        case_files: true,
        data: FileFacts {
            what: "the stations and tankers",
            name: "input_data.json",
            accept: ".json",
            max_bytes: 32 * MB,
            format: "input JSON (customers with orders, vehicles with compartments, depots, departs, locations)",
        },
        submission: FileFacts {
            what: "the tankers' trips",
            name: "solution.json",
            accept: ".json,.txt",
            max_bytes: 32 * MB,
            format: "solution JSON (trips: each trip's vehicleType, depot, departPoint, customers with orders, loadInfo)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference plan's distance in metres (score = reference / distance).",
        }),
    };
    type Case = TankCase;
    type Report = TankReport;
    const CASE_FILES: &'static [RoleFile] = &[INPUT];

    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<TankCase, Vec<Diagnostic>> {
        let [bytes] = read_role_files::<Self, 1>(manifest, data, files, [INPUT])?;
        let name = data.map_or_else(|| INPUT.name(manifest), |(n, _)| n.to_string());
        let input = data::load(&bytes).map_err(|e| {
            let d =
                Diagnostic::new(codes::TANK_BAD_DATA, Category::Case, format!("{name}: {}", e.problem))
                    .at(Location::file(name.clone()).line(e.line).column(e.column));
            vec![d.with_code_hint()]
        })?;
        Ok(TankCase { input, reference: reference_value(reference, manifest, REFERENCE_VALUE) })
    }

    fn grade(case: &TankCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> TankReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &TankCase, file: &str, why: &str) -> TankReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(_case: &TankCase, report: &TankReport, _submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(report)
    }

    fn data_summary(case: &TankCase) -> DataSummary {
        let i = &case.input;
        let facts = TankFacts {
            stations: i.customers.len(),
            orders: i.customers.iter().map(|c| c.orders.len()).sum(),
            litres: i.customers.iter().flat_map(|c| &c.orders).map(|o| o.volume.as_f64().unwrap_or(0.0)).sum(),
            vehicle_types: i.vehicles.len(),
            compartments: i.vehicles.iter().map(|v| v.wares.len()).sum(),
            connect_size: i.connect,
        };
        DataSummary { rows: Some(i.customers.len()), ..DataSummary::default() }.with_facts(&facts)
    }
}

impl KindReport for TankReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-tank",
            &[("distance", &r.total_distance.cell()), ("reference", &r.reference_value.cell()), ("violations", &r.n_violations.cell())],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
