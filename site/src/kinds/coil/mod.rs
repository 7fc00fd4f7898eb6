//! Cold-rolling coil sequencing (FDE-Bench 017): the sequence's width and roll-size
//! profile, jumps and width rises marked; the work plan at a glance.

pub mod panels;
pub mod profile;

use grader::case_grader::CaseGrader;
use grader::coil::{CoilKind, CoilReport};
use leptos::prelude::*;

use crate::components::formats::Format;
use crate::components::request::inline;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::SiteKind;
use crate::state::{CaseState, DataSummary};
use crate::words::{n as local, t, tf};

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

    fn provide() {}

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::plan(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::plan(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        let reference = state.reference_value();
        let steps = [
            t("formula-coil-read"),
            t("formula-coil-rules"),
            t("formula-coil-penalty"),
            tf("formula-coil-score", &[("reference", &local(num(reference, 6)))]),
        ];
        view! { <ol class="formula-steps">{steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}</ol> }.into_any()
    }

    fn verdict(r: &CoilReport) -> (String, &'static str) {
        if r.valid {
            (t("report-valid"), "valid")
        } else {
            (tf("report-coil-rejected", &[("count", &r.diagnostic_groups.iter().map(|g| g.count).sum::<usize>().to_string())]), "rejected")
        }
    }

    fn breakdown(r: &CoilReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn cost_note(_: &CoilReport) -> Option<String> {
        None
    }

    fn ladder_rung(r: &CoilReport) -> (Option<f64>, Vec<String>) {
        use crate::figures::text::tf;
        let costs = match (r.valid, r.diagnostic_groups.first()) {
            (false, Some(g)) => vec![tf("fig-coil-rung-broken", &[("code", &g.code), ("count", &g.count.to_string())])],
            _ => vec![tf("fig-coil-rung-penalty", &[("penalty", &r.penalty.map(|p| p.to_string()).unwrap_or_default())])],
        };
        (Some(r.overall_score), costs)
    }

    fn formats() -> Vec<Format> {
        vec![COIL_SOLUTION]
    }

    fn own_formats(_: CaseState) -> Option<Vec<AnyView>> {
        None
    }

    fn coach() -> AnyView {
        ().into_any()
    }

    fn figures_section() -> AnyView {
        ().into_any()
    }
}
