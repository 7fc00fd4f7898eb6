//! A flour warehouse's day (FDE-Bench 039): the day on a timeline (forklifts down,
//! minutes across, shifts shaded, conflicts marked in place), the warehouse at a glance,
//! a plan's objective term by term.

pub mod coach;
pub mod panels;
pub mod timeline;

use grader::case_grader::CaseGrader;
use grader::stack::{StackKind, StackReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <StackKind as grader::kind::Kind>::Case;

/// A plan's format: the day's rows.
pub const STACK_SOLUTION: Format = Format {
    id: "stack-solution",
    title: "formats-stack-solution-title",
    text: "formats-stack-solution-text",
    name: "solution.json",
    example: "{\"operations\": [\n  {\"operation_id\": \"OP-00001\", \"type\": \"inbound\", \"sku\": \"SKU_0127\", \"batch\": \"20250630\", \"source\": \"PACKING\", \"target\": \"ZONE_A_LOC_041\", \"region\": \"ZONE_A\", \"tons\": 2.0, \"start_minute\": 149, \"end_minute\": 152, \"forklift\": \"FLT_001\", \"task_id\": \"IN_TASK_0001\", \"trip_id\": \"T00001\"}]}\n",
};

impl SiteKind for StackKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "stack-timeline",
            title_key: "fig-stack-timeline-title",
            kind: Some(grader::case::CaseKind::Stack),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <timeline::Timeline/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        // The kind's own summary, typed (the core's dispatch would link every kind's).
        let summary = <StackKind as grader::kind::Kind>::data_summary(c);
        panels::warehouse(state, summary.facts().unwrap_or_default())
    }

    fn glance_summary(state: CaseState, _: &Case, sum: &DataSummary) -> AnyView {
        panels::warehouse(state, super::facts(sum))
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-stack-read", "formula-stack-rules", "formula-stack-objective"], "formula-stack-score")
    }

    fn verdict(r: &StackReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-stack-rejected", r.n_violations)
    }

    fn breakdown(r: &StackReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &StackReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-stack-rung-objective", &[("objective", &r.player_objective.map(|c| num(c, 7)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-stack-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![STACK_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
