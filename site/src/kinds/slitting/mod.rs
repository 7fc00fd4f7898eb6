//! Silicon-steel slitting (FDE-Bench 012): each cut as a bar the width of its coil, its
//! strips side by side and the edge left over as scrap; the stock and orders at a glance.

pub mod coach;
pub mod panels;
pub mod patterns;

use grader::case_grader::CaseGrader;
use grader::slitting::{SlittingKind, SlittingReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <SlittingKind as grader::kind::Kind>::Case;

/// A plan's format: a row per cut.
pub const SLITTING_SOLUTION: Format = Format {
    id: "slitting-solution",
    title: "formats-slitting-solution-title",
    text: "formats-slitting-solution-text",
    name: "solution.csv",
    example: "mother_id,mother_width,mother_cut_weight,sub1_width,sub2_width,sub1_long,sub2_long\nM_0,1000,2962.96,490,390,3873.15,3873.15\nM_1,1070,2319.82,485,470,2834.06,2834.06\n",
};

impl SiteKind for SlittingKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "slitting-patterns",
            title_key: "fig-slitting-patterns-title",
            kind: Some(grader::case::CaseKind::Slitting),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <patterns::Patterns/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::stock(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::stock(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-slitting-rows", "formula-slitting-rules", "formula-slitting-cuts"], "formula-slitting-score")
    }

    fn verdict(r: &SlittingReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-slitting-rejected", r.diagnostics.iter().filter(|d| d.category.rejects()).count())
    }

    fn breakdown(r: &SlittingReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &SlittingReport) -> (Option<f64>, Vec<String>) {
        let cuts = r.submission_metrics.as_ref().map(|m| m.cut_times.to_string()).unwrap_or_default();
        let scored = || crate::figures::text::tf("fig-slitting-rung-cuts", &[("cuts", &cuts)]);
        let first = r.diagnostic_groups.iter().find(|g| g.category.rejects());
        plan_rung(r.valid, r.overall_score, "fig-slitting-rung-broken", first, scored)
    }

    fn formats() -> Vec<Format> {
        vec![SLITTING_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
