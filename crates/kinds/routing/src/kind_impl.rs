//! Routing as a case kind ([`Kind`]): its facts, its case (`customers.csv` with the
//! manifest's parameters) and its grading.

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{required_data, CaseFiles, DataSummary, FileFacts, Kind, KindFacts, KindReport, ReferenceFacts, MB};

use super::{RoutingCase, RoutingManifest, RoutingParams, RoutingReport};

/// City delivery routing (spec §1).
pub struct RoutingKind;

/// What a routing page shows of case data it did not read ([`DataSummary::facts`]).
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct RoutingFacts {
    /// The stores' total weight (kg); `None` when not finite (JSON has no infinity).
    pub total_weight: Option<f64>,
    /// The depot's code.
    pub depot: String,
}
crate::json_struct!(RoutingFacts { total_weight, depot });

impl Kind for RoutingKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::ROUTING_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "routing",
        names: ["routing", "路线规划", "경로 계획", "rute"],
        about: "City delivery routing (FDE-Bench case 002 and cases shaped like it): routes.json or a routes CSV.",
        data_role: "customers",
        data_required: true,
        case_files: false,
        // 100,000 stores are about 4.5 MB.
        data: FileFacts {
            what: "a customers file",
            name: "customers.csv",
            accept: ".csv,.txt",
            max_bytes: 32 * MB,
            format: "customers CSV (网点编码, 总重量, 门店经度, 门店纬度)",
        },
        // A 100,000-store plan is about 2 MB (1,334 stores: 20 KB).
        submission: FileFacts {
            what: "a routing plan",
            name: "routes.json",
            accept: ".json,.csv,.txt",
            max_bytes: 32 * MB,
            format: "routes JSON ({\"routes\": [[…], …]}) or a CSV of stops or vehicles",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts { flag: "reference-cost", what: "The reference plan's cost (score = reference / cost)." }),
    };
    type Case = RoutingCase;
    type Report = RoutingReport;

    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        _files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<RoutingCase, Vec<Diagnostic>> {
        let mut params = match manifest {
            Some(m) => m.routing_params().map_err(|d| vec![d])?,
            None => RoutingParams::default(),
        };
        if let Some(x) = reference {
            params.reference_cost = x;
        }
        let (name, bytes) = required_data::<Self>(manifest, data)?;
        super::parse_customers(bytes, name, params)
    }

    fn grade(case: &RoutingCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> RoutingReport {
        super::grade(case, submission, file)
    }

    fn grade_unreadable(case: &RoutingCase, file: &str, why: &str) -> RoutingReport {
        super::grade_missing(case, file, why)
    }

    fn server_output(case: &RoutingCase, report: &RoutingReport, submission: Option<&[u8]>, file: &str) -> String {
        super::server_output::server_output(case, report, submission, file)
    }

    fn warnings(case: &RoutingCase) -> &[Diagnostic] {
        &case.warnings
    }

    fn data_summary(case: &RoutingCase) -> DataSummary {
        let facts = RoutingFacts { total_weight: Some(case.total_weight()), depot: case.depot.code.clone() };
        DataSummary { warnings: case.warnings.len(), rows: Some(case.stores.len()), ..DataSummary::default() }.with_facts(&facts)
    }
}

impl KindReport for RoutingReport {
    /// Written by hand: the lists of store codes are most of a report
    /// ([`crate::write_json`]).
    fn to_json(&self) -> String {
        crate::write_json::to_json(self)
    }
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{self, Cell};
        let r = self;
        let mut out = String::new();
        let verdict = summary::verdict(r.valid, lang);
        // The stage that rejected the plan is data (the report's `rejected_by`).
        let verdict =
            if r.valid { verdict } else { format!("{verdict} ({})", r.rejected_by.map(|s| format!("{s:?}").to_ascii_lowercase()).cell()) };
        summary::head(&mut out, &r.file, &verdict, r.overall_score, lang);
        summary::line(
            &mut out,
            lang,
            "cli-table-routing",
            &[
                ("routes", &r.n_routes.cell()),
                ("time", &r.total_duration_s.cell()),
                ("balance", &r.balance_penalty.cell()),
                ("intrusions", &r.hull_intrusions.cell()),
                ("crossings", &r.segment_crossings.cell()),
                ("spatial", &r.spatial_penalty.cell()),
                ("cost", &r.submission_cost.cell()),
                ("reference", &r.reference_cost.cell()),
            ],
        );
        summary::diagnostics(&mut out, &r.diagnostic_groups, &r.diagnostics, lang);
        out
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
