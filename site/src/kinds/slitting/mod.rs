//! Silicon-steel slitting (FDE-Bench 012): each cut as a bar the width of its coil, its
//! strips side by side and the edge left over as scrap; the stock and orders at a glance.

pub mod panels;
pub mod patterns;

use grader::case_grader::CaseGrader;
use grader::slitting::{SlittingKind, SlittingReport};
use leptos::prelude::*;

use crate::components::formats::Format;
use crate::components::request::inline;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::SiteKind;
use crate::state::{CaseState, DataSummary};
use crate::words::{n as local, t, tf};

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

    fn provide() {}

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::stock(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::stock(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        let reference = state.reference_value();
        let steps = [
            t("formula-slitting-rows"),
            t("formula-slitting-rules"),
            t("formula-slitting-cuts"),
            tf("formula-slitting-score", &[("reference", &local(num(reference, 6)))]),
        ];
        view! { <ol class="formula-steps">{steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}</ol> }.into_any()
    }

    fn verdict(r: &SlittingReport) -> (String, &'static str) {
        if r.valid {
            (t("report-valid"), "valid")
        } else {
            let rejects = r.diagnostics.iter().filter(|d| d.category.rejects()).count();
            (tf("report-slitting-rejected", &[("count", &rejects.to_string())]), "rejected")
        }
    }

    fn breakdown(r: &SlittingReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn cost_note(_: &SlittingReport) -> Option<String> {
        None
    }

    fn ladder_rung(r: &SlittingReport) -> (Option<f64>, Vec<String>) {
        use crate::figures::text::tf;
        let first = r.diagnostic_groups.iter().find(|g| g.category.rejects());
        let costs = match (r.valid, first) {
            (false, Some(g)) => vec![tf("fig-slitting-rung-broken", &[("code", &g.code), ("count", &g.count.to_string())])],
            _ => {
                let cuts = r.submission_metrics.as_ref().map(|m| m.cut_times.to_string()).unwrap_or_default();
                vec![tf("fig-slitting-rung-cuts", &[("cuts", &cuts)])]
            }
        };
        (Some(r.overall_score), costs)
    }

    fn formats() -> Vec<Format> {
        vec![SLITTING_SOLUTION]
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
