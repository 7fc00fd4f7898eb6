//! Uplift as a case kind ([`Kind`]): its facts, its case (the people file and the
//! run's shared files) and its grading.

use crate::case::Manifest;
use crate::diagnostic::Diagnostic;
use crate::kind::{CaseFiles, CoachRefusal, Coached, FileFacts, Kind, KindFacts, KindReport, MB};

use super::{InputFile, UpliftInput, UpliftReport};

/// Uplift-scored engagements (FDE-Gym).
pub struct UpliftKind;

/// An uplift case: the case's contact costs (`people.json`), used to price an ask log;
/// a contact cost given outright (`--contact-cost`) or an ask log shared by every
/// result (`--ask-log`) when the submission brings none.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct UpliftCase {
    pub costs: Option<InputFile>,
    pub contact_cost: Option<f64>,
    pub ask_log: Option<InputFile>,
    /// The run's other FDE-Gym files, shared by every result graded: `variants`,
    /// `variant`, `ledger`, `ledger_head`, `meta` (its `result`, `contact_cost`,
    /// `ask_log` and `costs` are not used).
    pub run: Box<UpliftInput>,
}

impl Kind for UpliftKind {
    const CODES: &'static [crate::diagnostic::Code] = crate::codes::UPLIFT_CODES;
    const FACTS: KindFacts = KindFacts {
        id: "uplift",
        names: ["uplift", "增益", "업리프트", "uplift"],
        about: "Uplift-scored engagements (FDE-Gym): the harness's result.json, its ask log, the engagement's variants and the ledger.",
        data_role: "people",
        data_required: false,
        case_files: false,
        // A few kilobytes.
        data: FileFacts {
            what: "a people file",
            name: "npcs.json",
            accept: ".json",
            max_bytes: 16 * MB,
            format: "people JSON (npcs.json)",
        },
        // A few kilobytes.
        submission: FileFacts {
            what: "an uplift result",
            name: "result.json",
            accept: ".json,.jsonl,.txt",
            max_bytes: 8 * MB,
            format: "uplift result JSON; drop its ask log (.jsonl) with it to price the questions",
        },
        // One short line per question; 16 MB is ~80,000 questions.
        companion: Some(FileFacts {
            what: "an ask log",
            name: "ask.jsonl",
            accept: ".jsonl,.ndjson",
            max_bytes: 16 * MB,
            format: "ask log (one JSON object a line)",
        }),
        companion_flag: "ask-log",
        score_field: "uplift_net",
        reference: None,
    };
    type Case = UpliftCase;
    type Report = UpliftReport;

    fn load_files(
        _manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        _files: &dyn CaseFiles,
        _reference: Option<f64>,
    ) -> Result<UpliftCase, Vec<Diagnostic>> {
        Ok(UpliftCase { costs: data.map(|(name, bytes)| InputFile::from_bytes(name, bytes)), ..UpliftCase::default() })
    }

    /// An ask log among `extras` (see [`is_ask_log`]) is priced with the case's
    /// people file, as `--ask-log` is.
    fn grade(case: &UpliftCase, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> UpliftReport {
        super::grade_input(&case.input(submission, file, extras))
    }

    const COACH: Option<&'static str> = Some("cli-coach-uplift-about");

    /// The ask log's costliest lines; every result is coached (an ungraded one says so
    /// in its verdict).
    fn coach(case: &UpliftCase, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        let c = super::coach(&case.input(submission, file, &[]), limit);
        Ok(Coached { json: crate::to_json(&c), table: c.table(lang) })
    }

    fn server_output(case: &UpliftCase, report: &UpliftReport, submission: Option<&[u8]>, file: &str) -> String {
        super::server_output::server_output(case, report, submission, file)
    }
}

impl UpliftCase {
    /// Everything grading `submission` (a result file) reads: the case's files, and an
    /// ask log among `extras` over the case's.
    pub fn input(&self, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> UpliftInput {
        let case = self;
        let ask_log = extras.iter().find(|(n, _)| is_ask_log(n)).map(|(n, b)| InputFile::from_bytes(n, b)).or_else(|| case.ask_log.clone());
        let run = &case.run;
        UpliftInput {
            result: InputFile::from_bytes(file, submission),
            contact_cost: case.contact_cost,
            costs: if ask_log.is_some() { case.costs.clone() } else { None },
            ask_log,
            variants: run.variants.clone(),
            variant: run.variant.clone(),
            ledger: run.ledger.clone(),
            ledger_head: run.ledger_head.clone(),
            meta: run.meta.clone(),
        }
    }
}

impl KindReport for UpliftReport {
    fn table(&self, lang: i18n::Lang) -> String {
        use crate::summary::{self, Cell};
        use std::fmt::Write;
        let r = self;
        let mut out = String::new();
        let valid = summary::verdict(r.valid, lang);
        let head =
            [("file", &r.file), ("task", &r.task), ("valid", &valid), ("verdict", &r.verdict.said(lang)), ("points", &r.points_display)];
        let _ = writeln!(out, "{}", i18n::format(lang, "cli-table-uplift-head", &head.map(|(k, v)| (k, v.as_str()))));
        let figures = [
            ("kpi", r.kpi.cell()),
            ("baseline", r.kpi_baseline.cell()),
            ("oracle", r.kpi_oracle.cell()),
            ("uplift", r.uplift.cell()),
            ("bounded", r.uplift_bounded.cell()),
            ("cost", r.contact_cost.cell()),
            ("net", r.uplift_net.cell()),
        ];
        summary::line(&mut out, lang, "cli-table-uplift", &figures.each_ref().map(|(k, v)| (*k, v.as_str())));
        if let Some(why) = &r.error_reason {
            summary::line(&mut out, lang, "cli-table-uplift-error", &[("why", &error_reason_in(why, &r.diagnostics, lang))]);
        }
        if let Some(f) = &r.if_repaired {
            let args = [("net", f.uplift_net.cell()), ("verdict", f.verdict.said(lang)), ("points", f.points_display.clone())];
            summary::line(&mut out, lang, "cli-table-uplift-repaired", &args.each_ref().map(|(k, v)| (*k, v.as_str())));
        }
        if let Some(v) = &r.server_view {
            let label = if v.label == super::report::SERVER_VIEW { i18n::text(lang, "cli-table-uplift-server") } else { v.label.clone() };
            let args = [("label", label), ("cost", v.contact_cost.cell()), ("net", v.uplift_net.cell()), ("verdict", v.verdict.said(lang))];
            summary::line(&mut out, lang, "cli-table-uplift-view", &args.each_ref().map(|(k, v)| (*k, v.as_str())));
        }
        summary::line(&mut out, lang, "cli-table-uplift-ledger", &[("status", &ledger_status_in(&r.ledger.status, &r.diagnostics, lang))]);
        summary::diagnostics(&mut out, &r.diagnostic_groups, &r.diagnostics, lang);
        out
    }
    fn score(&self) -> Option<f64> {
        self.uplift_net
    }
    crate::kind::report_fields!();
    fn verdict(&self) -> String {
        serde_json::to_value(self.verdict).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
    }
}

/// Why a run has no score ([`UpliftReport::error_reason`]) in `lang`: one of its
/// diagnostics' messages, after [`HARNESS_CANNOT`](super::report::HARNESS_CANNOT) or alone.
fn error_reason_in(why: &str, diags: &[Diagnostic], lang: i18n::Lang) -> String {
    let said = |m: &str| diags.iter().find(|d| d.message == m).map(|d| d.message_in(lang));
    match why.strip_prefix(super::report::HARNESS_CANNOT) {
        Some(m) => said(m).map_or_else(|| why.to_string(), |m| i18n::format(lang, "cli-table-uplift-harness", &[("message", &m)])),
        None => said(why).unwrap_or_else(|| why.to_string()),
    }
}

/// The ledger check's status in `lang`; a check that could not run says why as its
/// harness failure does ([`super::ledger::not_checked_in`]).
fn ledger_status_in(status: &str, diagnostics: &[Diagnostic], lang: i18n::Lang) -> String {
    use super::ledger::{ALTERED, NOT_CHECKED, NO_LEDGER, UNVERIFIED, VERIFIED};
    if let Some(said) = super::ledger::not_checked_in(status, diagnostics, lang) {
        return said;
    }
    match status {
        NO_LEDGER => i18n::text(lang, "cli-table-ledger-none"),
        VERIFIED => i18n::text(lang, "cli-table-ledger-verified"),
        UNVERIFIED => i18n::text(lang, "cli-table-ledger-unverified"),
        ALTERED => i18n::text(lang, "cli-table-ledger-altered"),
        _ => match status.strip_prefix(NOT_CHECKED) {
            Some(why) => i18n::format(lang, "cli-table-ledger-not-checked", &[("why", why)]),
            None => status.to_string(),
        },
    }
}

/// Which companion file is an uplift ask log: a `.jsonl` / `.ndjson` file, or one
/// named `ask`, `ask-log`, `ask_log`, `asklog` or `….ask` before its extension.
pub fn is_ask_log(name: &str) -> bool {
    let base = name.rsplit('/').next().unwrap_or(name).to_ascii_lowercase();
    let (stem, ext) = base.rsplit_once('.').unwrap_or((&base, ""));
    matches!(ext, "jsonl" | "ndjson") || matches!(stem, "ask" | "ask-log" | "ask_log" | "asklog") || stem.ends_with(".ask")
}
