//! Cold-rolling coil sequencing (FDE-Bench 017): the sequence's width and roll-size
//! profile, jumps and width rises marked; the work plan at a glance; what costs a valid
//! sequence most.

pub mod coach;
pub mod panels;
pub mod profile;

use grader::case_grader::CaseGrader;
use grader::coil::{CoilKind, CoilReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <CoilKind as grader::kind::Kind>::Case;

/// A sequence's format: every coil's id once, in rolling order.
pub const COIL_SOLUTION: Format = Format {
    id: "coil-solution",
    title: "formats-coil-solution-title",
    text: "formats-coil-solution-text",
    name: "solution.json",
    example: "{\"sequence\": [\"COIL_012\", \"COIL_003\", \"COIL_047\", \"COIL_001\"]}\n",
};

impl SiteKind for CoilKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "coil-profile",
            title_key: "fig-coil-profile-title",
            kind: Some(grader::case::CaseKind::Coil),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <profile::Profile/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::plan(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::plan(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-coil-read", "formula-coil-rules", "formula-coil-penalty"], "formula-coil-score")
    }

    fn verdict(r: &CoilReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-coil-rejected", r.diagnostic_groups.iter().map(|g| g.count).sum())
    }

    fn breakdown(r: &CoilReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &CoilReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-coil-rung-penalty", &[("penalty", &r.penalty.map(|p| p.to_string()).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-coil-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![COIL_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
