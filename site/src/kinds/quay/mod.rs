//! Quay cranes over a berth line (FDE-Bench 024): the schedule as a Gantt chart (cranes
//! down, time across, the vessels' windows by berth above, conflicts marked in place),
//! the berth line at a glance, a schedule's cost term by term, what costs it most.

pub mod coach;
pub mod gantt;
pub mod panels;

use grader::case_grader::CaseGrader;
use grader::quay::{QuayKind, QuayReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <QuayKind as grader::kind::Kind>::Case;

/// A schedule's format: each crane's timeline of events.
pub const QUAY_SOLUTION: Format = Format {
    id: "quay-solution",
    title: "formats-quay-solution-title",
    text: "formats-quay-solution-text",
    name: "solution.json",
    example: "{\"cranes\": [{\"crane_id\": 0, \"events\": [\n  {\"type\": \"work\", \"start_time\": \"2024-03-01 08:00:00\", \"end_time\": \"2024-03-01 09:30:00\", \"berth\": 1, \"vessel_id\": \"V01\"},\n  {\"type\": \"move\", \"start_time\": \"2024-03-01 09:30:00\", \"end_time\": \"2024-03-01 09:59:20\", \"from_berth\": 1, \"to_berth\": 3}]}]}\n",
};

impl SiteKind for QuayKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "quay-gantt",
            title_key: "fig-quay-gantt-title",
            kind: Some(grader::case::CaseKind::Quay),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <gantt::Gantt/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::berth_line(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::berth_line(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-quay-read", "formula-quay-rules", "formula-quay-cost"], "formula-quay-score")
    }

    fn verdict(r: &QuayReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-quay-rejected", r.diagnostic_groups.iter().map(|g| g.count).sum())
    }

    fn breakdown(r: &QuayReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &QuayReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-quay-rung-cost", &[("cost", &r.player_score.map(|c| num(c, 0)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-quay-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![QUAY_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
