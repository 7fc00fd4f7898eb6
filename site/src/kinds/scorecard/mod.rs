//! Scorecard cases (FDE-Bench 031): the ROC curve, the answer key at a glance, what
//! costs a file most.

pub mod coach;
pub mod panels;
pub mod roc;

use grader::case_grader::CaseGrader;
use grader::scorecard::{ScorecardKind, ScorecardReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::{Format, SCORECARD_PREDICTIONS};
use crate::components::request::inline;
use crate::figures::registry::{Draw, Figure, Section};
use crate::kinds::SiteKind;
use crate::state::{CaseState, DataSummary};
use crate::words::{t, tf};

type Case = <ScorecardKind as grader::kind::Kind>::Case;

impl SiteKind for ScorecardKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "roc",
            title_key: "fig-roc-title",
            kind: Some(grader::case::CaseKind::Scorecard),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <roc::RocFigure/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        // The kind's own summary, typed (the core's dispatch would link every kind's).
        let summary = <ScorecardKind as grader::kind::Kind>::data_summary(c);
        panels::scorecard_stats(state, c.truth.len() as u64, summary.facts().unwrap_or_default())
    }

    fn glance_summary(state: CaseState, _: &Case, sum: &DataSummary) -> AnyView {
        panels::scorecard_stats(state, sum.rows, super::facts(sum))
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        let reference = state.reference_value();
        let steps = [t("formula-scorecard-checks"), t("formula-scorecard-auc"), t("formula-scorecard-ks")];
        let score = tf("formula-scorecard-score", &[("reference", &crate::format::sig(reference, crate::format::SIG))]);
        view! {
            <ol class="formula-steps">
                {steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}
                {super::reference_step(&score, reference)}
            </ol>
        }
        .into_any()
    }

    fn verdict(r: &ScorecardReport) -> (String, &'static str) {
        match &r.failed_check {
            None => (t("report-valid"), "valid"),
            Some(check) => (tf("report-rejected-check", &[("check", &crate::kinds::check_words(check, &r.diagnostics))]), "rejected"),
        }
    }

    fn breakdown(r: &ScorecardReport) -> AnyView {
        panels::scorecard_breakdown(r).into_any()
    }

    fn ladder_rung(r: &ScorecardReport) -> (Option<f64>, Vec<String>) {
        use crate::figures::text::tf;
        use crate::format::score_local;
        let costs = match &r.failed_check {
            Some(c) => vec![tf("fig-rule-ladder-fails", &[("check", &crate::kinds::check_words(c, &r.diagnostics))])],
            None => vec![tf("fig-rule-ladder-auc-ks", &[("auc", &score_local(r.auc)), ("ks", &score_local(r.ks))])],
        };
        (Some(r.overall_score), costs)
    }

    fn formats() -> Vec<Format> {
        vec![SCORECARD_PREDICTIONS]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
