//! Data-centre rack allocation (FDE-Bench 045): the racks a plan uses, slot by slot,
//! with their power and attributes (the elevation); the servers and racks at a glance.

pub mod elevation;
pub mod panels;

use grader::case_grader::CaseGrader;
use grader::racks::{RacksKind, RacksReport};
use leptos::prelude::*;

use crate::components::formats::Format;
use crate::components::request::inline;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::SiteKind;
use crate::state::{CaseState, DataSummary};
use crate::words::{n as local, t, tf};

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

    fn provide() {}

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::hall(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::hall(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        let reference = state.reference_value();
        let steps = [
            t("formula-racks-read"),
            t("formula-racks-rules"),
            t("formula-racks-cost"),
            tf("formula-racks-score", &[("reference", &local(num(reference, 6)))]),
        ];
        view! { <ol class="formula-steps">{steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}</ol> }.into_any()
    }

    fn verdict(r: &RacksReport) -> (String, &'static str) {
        if r.valid {
            (t("report-valid"), "valid")
        } else {
            (tf("report-racks-rejected", &[("count", &r.diagnostic_groups.iter().map(|g| g.count).sum::<usize>().to_string())]), "rejected")
        }
    }

    fn breakdown(r: &RacksReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn cost_note(_: &RacksReport) -> Option<String> {
        None
    }

    fn ladder_rung(r: &RacksReport) -> (Option<f64>, Vec<String>) {
        use crate::figures::text::tf;
        let costs = match (r.valid, r.diagnostic_groups.first()) {
            (false, Some(g)) => vec![tf("fig-racks-rung-broken", &[("code", &g.code), ("count", &g.count.to_string())])],
            _ => vec![tf("fig-racks-rung-cost", &[("cost", &r.player_objective.map(|c| num(c, 6)).unwrap_or_default())])],
        };
        (Some(r.overall_score), costs)
    }

    fn formats() -> Vec<Format> {
        vec![RACKS_SOLUTION]
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
