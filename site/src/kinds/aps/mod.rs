//! APS scheduling from five tables (FDE-Bench 016): the operations on a Gantt chart
//! (devices down, days across, nights and Sundays shaded, conflicts marked in place), the
//! case at a glance, a schedule's delay and utilisation term by term.

pub mod gantt;
pub mod panels;

use grader::aps::{ApsKind, ApsReport};
use grader::case_grader::CaseGrader;
use leptos::prelude::*;

use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <ApsKind as grader::kind::Kind>::Case;

/// A schedule's format: every schedulable operation on a device.
pub const APS_SOLUTION: Format = Format {
    id: "aps-solution",
    title: "formats-aps-solution-title",
    text: "formats-aps-solution-text",
    name: "solution.json",
    example: "{\"scheduled_ops\": [\n  {\"wop_oid\": \"WOP_0008\", \"resource\": \"RES_0045\", \"start_dt\": \"2026-05-27T08:00:00\", \"end_dt\": \"2026-05-27T08:33:00\"}]}\n",
};

impl SiteKind for ApsKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "aps-gantt",
            title_key: "fig-aps-gantt-title",
            kind: Some(grader::case::CaseKind::Aps),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <gantt::Gantt/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        // The kind's own summary, typed (the core's dispatch would link every kind's).
        let summary = <ApsKind as grader::kind::Kind>::data_summary(c);
        panels::plant(state, summary.facts().unwrap_or_default())
    }

    fn glance_summary(state: CaseState, _: &Case, sum: &DataSummary) -> AnyView {
        panels::plant(state, super::facts(sum))
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-aps-read", "formula-aps-rules", "formula-aps-objective"], "formula-aps-score")
    }

    fn verdict(r: &ApsReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-aps-rejected", r.n_violations.max(r.diagnostics.len()))
    }

    fn breakdown(r: &ApsReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &ApsReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-aps-rung-delay", &[("delay", &r.total_delay_days.map(|d| num(d, 4)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-aps-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![APS_SOLUTION]
    }
}
