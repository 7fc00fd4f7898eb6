//! The scorecard as a case kind ([`Kind`]): its facts, its case (the truth CSV and
//! the reference value) and its grading.

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{
    reference_value, required_data, CaseFiles, CoachRefusal, Coached, DataSummary, FileFacts, Kind, KindFacts, KindReport, ReferenceFacts,
    MB,
};

use super::{ScorecardParams, ScorecardReport, Truth};

/// A credit scorecard (spec §2): AUC and band-aware KS.
pub struct ScorecardKind;

/// What a scorecard page shows of case data it did not read ([`DataSummary::facts`]).
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct ScorecardFacts {
    /// The customers labelled 1 (defaulted).
    pub positives: usize,
    /// The answer key's first rows: ids and their labels.
    pub first_ids: Vec<String>,
    pub first_labels: Vec<u32>,
}
crate::json_struct!(ScorecardFacts { positives, first_ids, first_labels });

/// A scorecard case: the test set's labels and the parameters.
#[derive(Debug, Clone, PartialEq)]
pub struct ScorecardCase {
    pub truth: Truth,
    pub params: ScorecardParams,
}

impl Kind for ScorecardKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::SCORECARD_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "scorecard",
        names: ["scorecard", "评分卡", "스코어카드", "kartu skor"],
        about: "Credit scorecard (FDE-Bench case 031): a predictions CSV against the test set.",
        data_role: "truth",
        data_required: true,
        case_files: false,
        // 1,000,000 rows are about 20 MB.
        data: FileFacts {
            what: "a truth CSV",
            name: "truth.csv",
            accept: ".csv,.txt",
            max_bytes: 64 * MB,
            format: "truth CSV (customer_id, default)",
        },
        // 1,000,000 rows are about 30 MB.
        submission: FileFacts {
            what: "a predictions CSV",
            name: "predictions.csv",
            accept: ".csv,.txt",
            max_bytes: 64 * MB,
            format: "predictions CSV (customer_id, prob_default)",
        },
        companion: None,
        companion_flag: "",
        score_field: "overall_score",
        reference: Some(ReferenceFacts {
            flag: "reference-value",
            what: "The reference model's 0.5·AUC + 0.5·KS (score = combined / reference).",
        }),
    };
    type Case = ScorecardCase;
    type Report = ScorecardReport;

    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        _files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<ScorecardCase, Vec<Diagnostic>> {
        let params = ScorecardParams { reference_value: reference_value(reference, manifest, ScorecardParams::default().reference_value) };
        let (name, bytes) = required_data::<Self>(manifest, data)?;
        Ok(ScorecardCase { truth: super::parse_truth(bytes, name)?, params })
    }

    fn grade(case: &ScorecardCase, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> ScorecardReport {
        super::grade(&case.truth, &case.params, submission, file)
    }

    fn grade_unreadable(case: &ScorecardCase, file: &str, why: &str) -> ScorecardReport {
        super::grade_missing(&case.truth, &case.params, file, why)
    }

    fn server_output(case: &ScorecardCase, report: &ScorecardReport, submission: Option<&[u8]>, _file: &str) -> String {
        super::server_output::server_output(case, report, submission)
    }

    const COACH: Option<&'static str> = Some("cli-coach-scorecard-about");

    fn coach(case: &ScorecardCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        let c = super::coach(&case.truth, &case.params, submission, file, limit)
            .ok_or_else(|| CoachRefusal::NotScored { verdict: Self::grade(case, submission, file, &[]).verdict() })?;
        Ok(Coached { json: crate::to_json(&c), table: c.table(lang) })
    }

    fn data_summary(case: &ScorecardCase) -> DataSummary {
        let first = case.truth.ids().zip(case.truth.labels()).take(6);
        let facts = ScorecardFacts {
            positives: case.truth.n_positive(),
            first_ids: first.clone().map(|(id, _)| id.to_string()).collect(),
            first_labels: first.map(|(_, y)| u32::from(*y)).collect(),
        };
        DataSummary { rows: Some(case.truth.len()), ..DataSummary::default() }.with_facts(&facts)
    }
}

impl KindReport for ScorecardReport {
    /// Streamed: one ROC point per distinct score makes a million-row file's report
    /// about 94 MB.
    fn write_json(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        grade_core::stream_json(self, out)
    }
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{simple_table, Cell};
        let r = self;
        simple_table(
            r,
            &r.file,
            lang,
            "cli-table-scorecard",
            &[
                ("auc", &r.auc.cell()),
                ("ks", &r.ks.cell()),
                ("combined", &r.player_objective.cell()),
                ("reference", &r.reference_value.cell()),
                ("rows", &r.n_rows.cell()),
                ("positive", &r.n_positive.cell()),
                ("negative", &r.n_negative.cell()),
                ("bands", &r.n_bands.cell()),
            ],
        )
    }
    fn score(&self) -> Option<f64> {
        Some(self.overall_score)
    }
    crate::kind::report_fields!();
}
