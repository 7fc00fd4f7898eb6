//! Container packing with three SKUs (FDE-Bench 026): the load in three views (from
//! above, the side and the door; boxes coloured by SKU, the broken rules marked where
//! they are), the SKUs and the container at a glance, a load's counts and weight.

pub mod coach;
pub mod panels;
pub mod view;

use grader::case_grader::CaseGrader;
use grader::pack::{PackKind, PackReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::int;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <PackKind as grader::kind::Kind>::Case;

/// A load's format: every box placed.
pub const PACK_SOLUTION: Format = Format {
    id: "pack-solution",
    title: "formats-pack-solution-title",
    text: "formats-pack-solution-text",
    name: "solution.json",
    example: "{\"placements\": [\n  {\"sku_id\": \"ITEM_A\", \"x\": 0.0, \"y\": 0.0, \"z\": 0.0, \"l\": 1.09, \"w\": 0.5, \"h\": 0.885},\n  {\"sku_id\": \"ITEM_C\", \"x\": 0.0, \"y\": 0.0, \"z\": 0.885, \"l\": 0.6, \"w\": 0.4, \"h\": 0.615}]}\n",
};

impl SiteKind for PackKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "pack-view",
            title_key: "fig-pack-view-title",
            kind: Some(grader::case::CaseKind::Pack),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <view::PackView/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::load_list(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::load_list(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-pack-read", "formula-pack-rules", "formula-pack-count"], "formula-pack-score")
    }

    fn verdict(r: &PackReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-pack-rejected", r.diagnostic_groups.iter().map(|g| g.count).sum())
    }

    fn breakdown(r: &PackReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &PackReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-pack-rung-count", &[("count", &r.sku3_count.map(|c| int(c as i64)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-pack-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![PACK_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
