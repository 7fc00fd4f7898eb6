//! Data-centre rack allocation (FDE-Bench 045): the racks a plan uses, slot by slot,
//! with their power and attributes (the elevation); the servers and racks at a glance.

pub mod elevation;
pub mod coach;
pub mod panels;

use grader::case_grader::CaseGrader;
use grader::racks::{RacksKind, RacksReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <RacksKind as grader::kind::Kind>::Case;

/// A plan's format: one row per server.
pub const RACKS_SOLUTION: Format = Format {
    id: "racks-solution",
    title: "formats-racks-solution-title",
    text: "formats-racks-solution-text",
    name: "solution.csv",
    example: "server_id,rack_id,pos,allocation_status,batch\nSERVER_0001,RACK_0075,3,1,BATCH_001\nSERVER_0002,,,0,BATCH_001\n",
};

impl SiteKind for RacksKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "racks-elevation",
            title_key: "fig-racks-elevation-title",
            kind: Some(grader::case::CaseKind::Racks),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <elevation::Elevation/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::hall(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::hall(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-racks-read", "formula-racks-rules", "formula-racks-cost"], "formula-racks-score")
    }

    fn verdict(r: &RacksReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-racks-rejected", r.diagnostic_groups.iter().map(|g| g.count).sum())
    }

    fn breakdown(r: &RacksReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &RacksReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-racks-rung-cost", &[("cost", &r.player_objective.map(|c| num(c, 6)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-racks-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![RACKS_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
