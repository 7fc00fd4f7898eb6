//! The site's case kinds: one folder each (its figures, panels and pages), registered
//! once in the list at the end of this file. The rest of the site reaches a kind only
//! through the functions made from that list ([`glance`], [`formula`], [`verdict`], ...),
//! each a `match` over every kind: a kind of the grader's registry
//! (`crates/grader/src/kinds.rs`) without a line here does not compile ([`built`] names
//! every [`CaseKind`]), and a kind's line without its [`SiteKind`] methods does not
//! either. There is no fallback arm.
//!
//! A kind's folder is compiled only with its cargo feature (`routing`, ...):
//! `scripts/build-site` builds the page with every kind, cut into a module per kind at
//! each kind's split point (`load`).
//!
//! Adding a kind: its folder (a `mod.rs` implementing [`SiteKind`] for the grader's
//! kind type, its figures and panels), one line in the list, and its feature in
//! `site/Cargo.toml`.

use grader::case::CaseKind;
use grader::case_grader::{CaseGrader, Report};
use grader::kind::Kind;
use leptos::prelude::*;

use crate::components::formats::Format;
use crate::figures::registry::Figure;
use crate::state::{CaseState, DataSummary};

/// The kind's own facts in a summary of case data the page did not read (the core's
/// `DataSummary::facts`, as the worker passed them on); none read as the defaults.
pub fn facts<T: grader::from_json::FromJson + Default>(summary: &DataSummary) -> T {
    grader::from_json::read_report(&summary.facts, "").unwrap_or_default()
}

/// What the site draws for one case kind, implemented once in the kind's folder for the
/// grader's type of that kind (its `Case` and `Report`).
pub trait SiteKind: Kind {
    /// Its figures, in page order within each section (the registry,
    /// `crate::figures::registry`, lists every kind's, then the shared ones).
    fn figures() -> Vec<Figure>;
    /// What a case page of this kind sets up before its sections mount (the context
    /// its figures read), once per page. The default: nothing.
    fn provide() {}
    /// The data at a glance: counts, totals, first rows (a map), from the case read in
    /// the page.
    fn glance(state: CaseState, case: &Self::Case, g: &CaseGrader) -> AnyView;
    /// The data at a glance when the case's own data was read only in the worker (too
    /// large for the page): from the worker's summary of it.
    fn glance_summary(state: CaseState, case: &Self::Case, summary: &DataSummary) -> AnyView;
    /// The scoring formula before the case's data is read (an FDE-Bench page), when it
    /// names no value of the data. The default: none (it waits for the data).
    fn formula_without_data(state: CaseState) -> Option<AnyView> {
        let _ = state;
        None
    }
    /// The scoring formula in plain words, with the case's own numbers.
    fn formula(state: CaseState, case: &Self::Case) -> AnyView;
    /// The report's verdict in words, and its class (`valid`, `rejected`).
    fn verdict(report: &Self::Report) -> (String, &'static str);
    /// The report's breakdown (its numbers, each with its note).
    fn breakdown(report: &Self::Report) -> AnyView;
    /// What costs a valid report the most, when something does. The default: nothing.
    fn cost_note(report: &Self::Report) -> Option<String> {
        let _ = report;
        None
    }
    /// The report's rung on the rule ladder: its headline score and the rules that cost
    /// it, in words.
    fn ladder_rung(report: &Self::Report) -> (Option<f64>, Vec<String>);
    /// The files the upload takes, each with its example (static: a kind whose format
    /// comes from the case writes its own in [`SiteKind::own_formats`]).
    fn formats() -> Vec<Format>;
    /// The formats written from the case's manifest, if this kind's are (`None`: its
    /// static [`SiteKind::formats`], the default).
    fn own_formats(state: CaseState) -> Option<Vec<AnyView>> {
        let _ = state;
        None
    }
    /// The panel under the report (a coach), mounted after the score. The default: none.
    fn coach() -> AnyView {
        ().into_any()
    }
    /// The kind's own section of figures at the end of the page (routing's maps and plan
    /// charts), mounted after the score. The default: none.
    fn figures_section() -> AnyView {
        ().into_any()
    }
    /// How the example ladder shows the kind's headline.
    const LADDER: Ladder = Ladder::SCORE;
}

/// A failed check in words (`not_a_number` → "a value is not a number"), for a
/// verdict: the file's own trouble first (empty, not UTF-8, UTF-16, a workbook),
/// whatever check reported it; then the words of the first problem's code, then the
/// check's; a name without words is said with spaces (`bad store`).
pub fn check_words(check: &str, diagnostics: &[grader::diagnostic::Diagnostic]) -> String {
    use grader::diagnostic::Category;
    let first = diagnostics.iter().find(|d| d.category != Category::Warning);
    let empty = |d: &grader::diagnostic::Diagnostic| {
        d.key().is_some_and(|k| k.contains("empty")) || d.message.contains(" is empty") || d.message.contains("EmptyDataError")
    };
    use grader::diagnostic::codes::{FILE_NOT_UTF8, FILE_SPREADSHEET, FILE_UTF16};
    let file = first.and_then(|d| {
        let is = |c: grader::diagnostic::Code| d.code == c.code;
        if is(FILE_NOT_UTF8) {
            Some("not-utf8")
        } else if is(FILE_UTF16) {
            Some("utf16")
        } else if is(FILE_SPREADSHEET) {
            Some("spreadsheet")
        } else {
            empty(d).then_some("empty")
        }
    });
    let code = first.and_then(|d| d.code.rsplit('/').next());
    let check = check.replace('_', "-");
    let key = file.into_iter().chain(code).chain([check.as_str()]).find_map(check_key);
    key.map(crate::figures::text::t).unwrap_or_else(|| check.replace('-', " "))
}

/// The words of a check or a problem's rule, by its name (`not-a-number`).
fn check_key(name: &str) -> Option<&'static str> {
    Some(match name {
        "empty" | "empty-file" => "check-words-empty",
        "not-utf8" => "check-words-not-utf8",
        "utf16" => "check-words-utf16",
        "spreadsheet" => "check-words-spreadsheet",
        "missing-file" => "check-words-missing-file",
        "missing-column" => "check-words-missing-column",
        "not-a-number" | "missing-value" | "empty-cell" => "check-words-not-a-number",
        "not-finite" | "infinite-value" => "check-words-not-finite",
        "out-of-range" | "not-a-rate" | "negative-units" => "check-words-out-of-range",
        "not-allowed" | "bad-value" => "check-words-not-allowed",
        "duplicate-id" | "duplicate-key" | "duplicate-row" => "check-words-duplicate",
        "missing-id" | "missing-key" | "missing-row" | "missing-reading" => "check-words-missing-row",
        "extra-key" | "wrong-rows" => "check-words-extra-row",
        "unreadable" | "exception" => "check-words-unreadable",
        "fatal" | "schema" | "constraint" | "invalid-submission" | "hard-violations" => "check-words-fatal",
        _ => return None,
    })
}

/// A [`SiteKind::formula`] of a score against the case's reference value: the words
/// `steps`, one a line, then `score` with the case's `{reference}`.
pub fn reference_formula(state: CaseState, steps: &[&str], score: &str) -> AnyView {
    use crate::words::{t, tf};
    let value = state.reference_value();
    let reference = tf(score, &[("reference", &crate::format::sig(value, crate::format::SIG))]);
    let steps = steps.iter().map(|k| view! { <li>{crate::components::request::inline(&t(k))}</li> }).collect_view();
    view! { <ol class="formula-steps">{steps}{reference_step(&reference, value)}</ol> }.into_any()
}

/// The formula's last step, the one with the reference value: shown as people read it
/// ([`crate::format::sig`]), the exact value on hover.
pub fn reference_step(text: &str, value: f64) -> impl IntoView {
    use crate::format::{exact, shortest};
    view! { <li class="reference-step" title=exact(value) data-reference=shortest(value)>{crate::components::request::inline(text)}</li> }
}

/// A [`SiteKind::verdict`]: `report-valid`, else the words `rejected` with the `count`
/// of problems that reject it.
pub fn rejected_verdict(valid: bool, rejected: &str, count: usize) -> (String, &'static str) {
    use crate::words::{t, tf};
    if valid {
        (t("report-valid"), "valid")
    } else {
        (tf(rejected, &[("count", &count.to_string())]), "rejected")
    }
}

/// A [`SiteKind::ladder_rung`] of a plan scored as `score`: when it is rejected, its
/// first broken rule `first` in the words `broken` (`{code}`, `{count}`); else its
/// headline in words, `scored()`.
pub fn plan_rung(
    valid: bool,
    score: f64,
    broken: &str,
    first: Option<&grader::DiagnosticGroup>,
    scored: impl FnOnce() -> String,
) -> (Option<f64>, Vec<String>) {
    let costs = match (valid, first) {
        (false, Some(g)) => vec![crate::figures::text::tf(broken, &[("code", &g.code), ("count", &g.count.to_string())])],
        _ => vec![scored()],
    };
    (Some(score), costs)
}

/// How the example ladder (`crate::figures::rule_ladder`) shows a kind's headline: its
/// column's and its figure's words, and the line a score must reach, where there is one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ladder {
    pub score_head: &'static str,
    pub aria: &'static str,
    pub pass: Option<f64>,
}

impl Ladder {
    /// A score and no pass line.
    pub const SCORE: Ladder = Ladder { score_head: "fig-score", aria: "fig-rule-ladder-aria", pass: None };
}

/// What the rest of the site asks of a case kind, as one object: [`SiteKind`]'s methods
/// and the grader's for that kind (loading a case, grading, reading a report), each
/// reached through this object only. In the page each kind's object, and all the code
/// only it reaches, is a module of its own (`wasm-split`, scripts/build-site) loaded
/// before a page of that kind mounts (`load`); natively every built kind's is at hand.
pub trait PageKind: Sync {
    fn figures(&self) -> Vec<Figure>;
    fn provide(&self);
    fn glance(&self, state: CaseState, g: &CaseGrader) -> AnyView;
    fn glance_summary(&self, state: CaseState, g: &CaseGrader, summary: &DataSummary) -> AnyView;
    fn formula(&self, state: CaseState, g: &CaseGrader) -> AnyView;
    fn formula_without_data(&self, state: CaseState) -> Option<AnyView>;
    fn verdict(&self, report: &Report) -> (String, &'static str);
    fn breakdown(&self, report: &Report) -> AnyView;
    fn cost_note(&self, report: &Report) -> Option<String>;
    fn ladder_rung(&self, report: &Report) -> (Option<f64>, Vec<String>);
    fn formats(&self) -> Vec<Format>;
    fn own_formats(&self, state: CaseState) -> Option<Vec<AnyView>>;
    fn coach(&self) -> AnyView;
    fn ladder(&self) -> Ladder;
    fn figures_section(&self) -> AnyView;
    fn load_files(
        &self,
        manifest: Option<&grader::case::CaseManifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn grader::kind::CaseFiles,
        reference: Option<f64>,
    ) -> Result<CaseGrader, Vec<grader::Diagnostic>>;
    fn grade(&self, g: &CaseGrader, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> Report;
    fn to_json(&self, report: &Report) -> String;
    /// Lets the core's diagnostics find this kind's codes by their text (`lookup`).
    fn install_codes(&self);
    fn report_from_json(&self, json: &str, non_finite: &str) -> Result<Report, String>;
}

/// Makes the site's dispatch from the list of kinds: `Variant => folder::GraderKind,
/// feature = "feature";`, the variant of [`CaseKind`],
/// [`CaseGrader`] and [`Report`].
macro_rules! site_kinds {
    ($($(#[$doc:meta])* $variant:ident => $module:ident :: $kind:ident, feature = $feature:literal;)+) => {
        $($(#[$doc])* #[cfg(feature = $feature)] pub mod $module;)+

        /// Each kind's [`PageKind`]: its [`SiteKind`] and its grader, typed.
        #[allow(non_snake_case, unreachable_patterns)]
        mod pages {
            use super::*;
            $(
                #[cfg(feature = $feature)]
                pub struct $variant;
                #[cfg(feature = $feature)]
                impl PageKind for $variant {
                    fn figures(&self) -> Vec<Figure> {
                        <grader::$module::$kind as SiteKind>::figures()
                    }
                    fn provide(&self) {
                        <grader::$module::$kind as SiteKind>::provide()
                    }
                    fn glance(&self, state: CaseState, g: &CaseGrader) -> AnyView {
                        match g {
                            CaseGrader::$variant(c) => <grader::$module::$kind as SiteKind>::glance(state, c, g),
                            _ => ().into_any(),
                        }
                    }
                    fn glance_summary(&self, state: CaseState, g: &CaseGrader, summary: &DataSummary) -> AnyView {
                        match g {
                            CaseGrader::$variant(c) => <grader::$module::$kind as SiteKind>::glance_summary(state, c, summary),
                            _ => ().into_any(),
                        }
                    }
                    fn formula(&self, state: CaseState, g: &CaseGrader) -> AnyView {
                        match g {
                            CaseGrader::$variant(c) => <grader::$module::$kind as SiteKind>::formula(state, c),
                            _ => ().into_any(),
                        }
                    }
                    fn formula_without_data(&self, state: CaseState) -> Option<AnyView> {
                        <grader::$module::$kind as SiteKind>::formula_without_data(state)
                    }
                    fn verdict(&self, report: &Report) -> (String, &'static str) {
                        match report {
                            Report::$variant(r) => <grader::$module::$kind as SiteKind>::verdict(r),
                            _ => (String::new(), ""),
                        }
                    }
                    fn breakdown(&self, report: &Report) -> AnyView {
                        match report {
                            Report::$variant(r) => <grader::$module::$kind as SiteKind>::breakdown(r),
                            _ => ().into_any(),
                        }
                    }
                    fn cost_note(&self, report: &Report) -> Option<String> {
                        match report {
                            Report::$variant(r) => <grader::$module::$kind as SiteKind>::cost_note(r),
                            _ => None,
                        }
                    }
                    fn ladder_rung(&self, report: &Report) -> (Option<f64>, Vec<String>) {
                        match report {
                            Report::$variant(r) => <grader::$module::$kind as SiteKind>::ladder_rung(r),
                            _ => (None, Vec::new()),
                        }
                    }
                    fn formats(&self) -> Vec<Format> {
                        <grader::$module::$kind as SiteKind>::formats()
                    }
                    fn own_formats(&self, state: CaseState) -> Option<Vec<AnyView>> {
                        <grader::$module::$kind as SiteKind>::own_formats(state)
                    }
                    fn coach(&self) -> AnyView {
                        <grader::$module::$kind as SiteKind>::coach()
                    }
                    fn ladder(&self) -> Ladder {
                        <grader::$module::$kind as SiteKind>::LADDER
                    }
                    fn figures_section(&self) -> AnyView {
                        <grader::$module::$kind as SiteKind>::figures_section()
                    }
                    fn load_files(
                        &self,
                        manifest: Option<&grader::case::CaseManifest>,
                        data: Option<(&str, &[u8])>,
                        files: &dyn grader::kind::CaseFiles,
                        reference: Option<f64>,
                    ) -> Result<CaseGrader, Vec<grader::Diagnostic>> {
                        <grader::$module::$kind as Kind>::load_files(manifest.map(|m| m.manifest()), data, files, reference).map(CaseGrader::$variant)
                    }
                    fn grade(&self, g: &CaseGrader, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> Report {
                        match g {
                            CaseGrader::$variant(c) => Report::$variant(<grader::$module::$kind as Kind>::grade(c, submission, file, extras)),
                            _ => unreachable!("a {} case graded as {}", g.kind().as_str(), $feature),
                        }
                    }
                    fn to_json(&self, report: &Report) -> String {
                        match report {
                            Report::$variant(r) => grader::kind::KindReport::to_json(r),
                            _ => unreachable!("a {} report written as {}", report.kind().as_str(), $feature),
                        }
                    }
                    fn install_codes(&self) {
                        grader::diagnostic::codes::register(<grader::$module::$kind as Kind>::CODES);
                    }
                    fn report_from_json(&self, json: &str, non_finite: &str) -> Result<Report, String> {
                        install();
                        grader::install_kind(CaseKind::$variant);
                        self.install_codes();
                        grader::from_json::read_report(json, non_finite).map(Report::$variant)
                    }
                }
            )+
        }

        /// Each kind's [`PageKind`] once loaded (in the page: a module of its own, see
        /// `load`).
        #[cfg(all(target_arch = "wasm32", fde_split))]
        #[allow(non_snake_case)]
        mod split {
            use super::*;
            $(
                #[cfg(feature = $feature)]
                pub mod $variant {
                    use super::*;
                    pub static LOADED: std::sync::OnceLock<&'static dyn PageKind> = std::sync::OnceLock::new();
                    // The split point: this function and whatever only it reaches (the
                    // kind's folder, its grader) are the kind's module. `fallible`: a
                    // module that cannot be fetched is an error the page shows, not a
                    // panic (which would abort the page's WebAssembly).
                    #[leptos::wasm_split::wasm_split($module, wasm_split_path = ::leptos::wasm_split, fallible)]
                    #[allow(improper_ctypes_definitions)]
                    pub fn page() -> Result<&'static dyn PageKind, leptos::wasm_split::SplitLoaderError> {
                        Ok(&pages::$variant)
                    }
                }
            )+
        }

        /// `kind`'s [`PageKind`] when it is loaded (natively: when it is built).
        pub fn loaded(kind: CaseKind) -> Option<&'static dyn PageKind> {
            match kind {
                $(
                    #[cfg(all(feature = $feature, target_arch = "wasm32", fde_split))]
                    CaseKind::$variant => split::$variant::LOADED.get().copied(),
                    #[cfg(all(feature = $feature, not(all(target_arch = "wasm32", fde_split))))]
                    CaseKind::$variant => Some(&pages::$variant),
                    #[cfg(not(feature = $feature))]
                    CaseKind::$variant => None,
                )+
            }
        }

        /// Loads `kind`'s module (once; in the page before a page of that kind mounts):
        /// `Ok(false)` when this build has no such kind, an error when its module could
        /// not be fetched or started (a later call tries again).
        #[cfg(target_arch = "wasm32")]
        pub async fn load(kind: CaseKind) -> Result<bool, String> {
            match kind {
                $(
                    #[cfg(all(feature = $feature, not(fde_split)))]
                    CaseKind::$variant => Ok(true),
                    #[cfg(all(feature = $feature, fde_split))]
                    CaseKind::$variant => {
                        if split::$variant::LOADED.get().is_none() {
                            let page = split::$variant::page().await.map_err(|e| format!("{}: {e}", $feature))?;
                            let _ = split::$variant::LOADED.set(page);
                        }
                        // Its diagnostic codes, from its module (the core carries none).
                        if let Some(page) = split::$variant::LOADED.get() {
                            page.install_codes();
                        }
                        // Its words (fetched by the page's start: crate::words).
                        grader::install_kind(kind);
                        Ok(true)
                    }
                    #[cfg(not(feature = $feature))]
                    CaseKind::$variant => Ok(false),
                )+
            }
        }

        /// The figures of every kind loaded, in the list's order.
        pub fn figures() -> Vec<Figure> {
            CaseKind::ALL.iter().filter_map(|&k| loaded(k)).flat_map(|p| p.figures()).collect()
        }
    };
}

/// `grader::install` as this page needs it: in the page split per kind nothing (each
/// kind's codes and words come with its module: `load`, `PageKind::report_from_json`).
pub fn install() {
    if !cfg!(feature = "split") {
        grader::install()
    }
}

/// Whether this page shows and grades cases of `kind` now: its module is loaded (the
/// start loads the page's case's kind, routing's without one); a link to a case of
/// another kind loads a new page, which loads that kind's.
pub fn built(kind: CaseKind) -> bool {
    loaded(kind).is_some()
}

/// The [`PageKind`] of a kind this page shows (loaded before its page mounts).
fn page(kind: CaseKind) -> &'static dyn PageKind {
    loaded(kind).unwrap_or_else(|| panic!("the {} module is not loaded", kind.as_str()))
}

/// [`SiteKind::provide`] of a case page of `kind`.
pub fn provide(kind: CaseKind) {
    if let Some(p) = loaded(kind) {
        p.provide()
    }
}

/// [`SiteKind::glance`] of the case.
pub fn glance(state: CaseState, g: &CaseGrader) -> AnyView {
    page(g.kind()).glance(state, g)
}

/// [`SiteKind::glance_summary`] of the case.
pub fn glance_summary(state: CaseState, g: &CaseGrader, summary: &DataSummary) -> AnyView {
    page(g.kind()).glance_summary(state, g, summary)
}

/// [`SiteKind::formula`] of the case.
pub fn formula(state: CaseState, g: &CaseGrader) -> AnyView {
    page(g.kind()).formula(state, g)
}

/// [`SiteKind::verdict`] of the report.
pub fn verdict(report: &Report) -> (String, &'static str) {
    page(report.kind()).verdict(report)
}

/// [`SiteKind::breakdown`] of the report.
pub fn breakdown(report: &Report) -> AnyView {
    page(report.kind()).breakdown(report)
}

/// [`SiteKind::cost_note`] of the report.
pub fn cost_note(report: &Report) -> Option<String> {
    page(report.kind()).cost_note(report)
}

/// [`SiteKind::ladder_rung`] of the report.
pub fn ladder_rung(report: &Report) -> (Option<f64>, Vec<String>) {
    page(report.kind()).ladder_rung(report)
}

/// [`SiteKind::formats`] of `kind` (none when this page has no such kind).
pub fn formats(kind: CaseKind) -> Vec<Format> {
    loaded(kind).map_or_else(Vec::new, |p| p.formats())
}

/// [`SiteKind::own_formats`] of `kind`.
pub fn own_formats(kind: CaseKind, state: CaseState) -> Option<Vec<AnyView>> {
    loaded(kind).and_then(|p| p.own_formats(state))
}

/// [`SiteKind::coach`] of `kind`.
pub fn coach(kind: CaseKind) -> AnyView {
    loaded(kind).map_or_else(|| ().into_any(), |p| p.coach())
}

/// [`SiteKind::LADDER`] of `kind` (a kind this page has not: a plain score).
pub fn ladder(kind: CaseKind) -> Ladder {
    loaded(kind).map_or(Ladder::SCORE, |p| p.ladder())
}

/// [`SiteKind::figures_section`] of `kind`.
pub fn figures_section(kind: CaseKind) -> AnyView {
    loaded(kind).map_or_else(|| ().into_any(), |p| p.figures_section())
}

/// The case graded against these files (`CaseGrader::load_files`, the CLI's path, for
/// a kind this page shows).
pub fn load_files(
    m: &grader::case::CaseManifest,
    data: Option<(&str, &[u8])>,
    files: &dyn grader::kind::CaseFiles,
    reference: Option<f64>,
) -> Result<CaseGrader, Vec<grader::Diagnostic>> {
    match loaded(m.kind) {
        Some(p) => p.load_files(Some(m), data, files, reference),
        // As `CaseGrader::load` says it (which would link every kind's loader here).
        None => Err(grader::kind::case_error(
            grader::diagnostic::codes::CASE_KIND_NOT_BUILT,
            format!("case {}: this build of the grader has no {} cases", m.id, m.kind.as_str()),
            "case.json",
        )),
    }
}

/// `CaseGrader::grade` (the page shows the case's kind).
pub fn grade(g: &CaseGrader, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> Report {
    page(g.kind()).grade(g, submission, file, extras)
}

/// `Report::to_json`.
pub fn to_json(report: &Report) -> String {
    page(report.kind()).to_json(report)
}

/// `Report::from_json_with`: the report the worker wrote, read back.
pub fn report_from_json(kind: CaseKind, json: &str, non_finite: &str) -> Result<Report, String> {
    match loaded(kind) {
        Some(p) => p.report_from_json(json, non_finite),
        None => Err(format!("this page has no {} reports", kind.as_str())),
    }
}

// The kinds, one line each: the variant, the folder (also the grader's module of the
// kind) and the grader's kind type, the cargo feature.
site_kinds! {
    /// City delivery routing: the map, dragging, the demos, the plan's charts, the coach.
    Routing => routing::RoutingKind, feature = "routing";
    /// A credit scorecard: the ROC curve, what costs a file most.
    Scorecard => scorecard::ScorecardKind, feature = "scorecard";
    /// Uplift-scored engagements: the uplift ladder, the people, what costs a run most.
    Uplift => uplift::UpliftKind, feature = "uplift";
    /// Forecasting and regression cases: the rows explained, five figures of them.
    Prediction => prediction::PredictionKind, feature = "prediction";
    /// Hydropower cascade dispatch: the levels and the output against their limits.
    Hydro => hydro::HydroKind, feature = "hydro";
    /// Cold-rolling coil sequencing: the width and roll-size profile.
    Coil => coil::CoilKind, feature = "coil";
    /// Data-centre rack allocation: the racks' elevation, power and attributes.
    Racks => racks::RacksKind, feature = "racks";
    /// Silicon-steel slitting: each cut's strips and scrap across its coil.
    Slitting => slitting::SlittingKind, feature = "slitting";
    /// A wind, solar, thermal and storage plant's year: the stores and controls day by day.
    Energy => energy::EnergyKind, feature = "energy";
    /// Quay cranes over a berth line: the schedule as a Gantt chart.
    Quay => quay::QuayKind, feature = "quay";
    /// A flour warehouse's day: the forklifts' trips on a timeline.
    Stack => stack::StackKind, feature = "stack";
    /// Container packing: the load in three views.
    Pack => pack::PackKind, feature = "pack";
    /// APS scheduling: the operations on a Gantt chart.
    Aps => aps::ApsKind, feature = "aps";
    /// Fuel tankers: the trips on the map.
    Tank => tank::TankKind, feature = "tank";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_every_grader_kind_has_a_line() {
        // `built` is a match over every CaseKind (a missing line does not compile); here:
        // the features of this build are the kinds it shows.
        for &kind in CaseKind::ALL {
            assert_eq!(built(kind), kind.built(), "{kind:?}");
        }
        assert!(CaseKind::ALL.iter().any(|&k| built(k)));
    }

    #[test]
    fn registry_every_kind_has_a_name() {
        // Its facts name it in every language, so every build can (the gallery).
        for (i, &kind) in CaseKind::ALL.iter().enumerate() {
            let names = kind.facts().names;
            assert!(names.iter().all(|n| !n.is_empty()), "{kind:?}");
            assert!(CaseKind::ALL[..i].iter().all(|k| k.facts().names[0] != names[0]), "{kind:?}: two kinds of one name");
        }
    }

    /// A verdict says what is wrong in words, never a check's internal name (issue 45).
    #[test]
    fn checks_in_words() {
        use grader::diagnostic::{codes, Category, Diagnostic};
        let one = |code, message: &str| vec![Diagnostic::new(code, Category::Fatal, message)];
        // The file's own trouble first, whatever check reported it.
        assert_eq!(check_words("missing-file", &one(codes::FILE_NOT_UTF8, "p.csv is not UTF-8")), "the file is not UTF-8 text");
        assert_eq!(
            check_words("missing-file", &one(codes::FILE_SPREADSHEET, "p.csv is a ZIP")),
            "the file is a spreadsheet workbook, not CSV text"
        );
        // Then the check's own words (the server's spellings, `_` or `-`).
        assert_eq!(check_words("not_a_number", &[]), "a value is missing or not a number");
        assert_eq!(check_words("missing-column", &[]), "a required column is missing");
        // A name without words: said with spaces, not underscores.
        assert_eq!(check_words("unknown_channel", &[]), "unknown channel");
    }

    #[test]
    fn registry_figures_are_of_built_kinds() {
        for f in figures() {
            if let Some(kind) = f.kind {
                assert!(built(kind), "{}: {kind:?}", f.id);
            }
        }
    }
}
