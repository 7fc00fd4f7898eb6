//! Hydropower cascade dispatch (FDE-Bench 029): the reservoirs' levels and the stations'
//! output day by day against their limits, the cascade at a glance.

pub mod coach;
pub mod panels;
pub mod profiles;

use grader::case_grader::CaseGrader;
use grader::hydro::{HydroKind, HydroReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <HydroKind as grader::kind::Kind>::Case;

/// A plan's format: five stations' daily outflows.
pub const HYDRO_SOLUTION: Format = Format {
    id: "hydro-solution",
    title: "formats-hydro-solution-title",
    text: "formats-hydro-solution-text",
    name: "solution.json",
    example: "{\"Q_out\": [[2054.6, 1985.3, 1630.0, 1199.0, 1703.9, 2326.6, 2861.5],\n           [2371.5, 2412.1, 2490.7, 2651.7, 2861.6, 3029.7, 3119.4],\n           [4425, 4425, 4425, 4425, 4425, 4425, 4425],\n           [4435, 4435, 4435, 4435, 4435, 4435, 4435],\n           [4440, 4440, 4440, 4440, 4440, 4440, 4440]]}\n",
};

impl SiteKind for HydroKind {
    fn figures() -> Vec<Figure> {
        let figure = |id, title_key, draw| Figure { id, title_key, kind: Some(grader::case::CaseKind::Hydro), section: Section::Charts, draw: Draw::Case(draw) };
        vec![
            figure("hydro-levels", "fig-hydro-levels-title", || view! { <profiles::Levels/> }.into_any()),
            figure("hydro-power", "fig-hydro-power-title", || view! { <profiles::Power/> }.into_any()),
            figure("hydro-outflows", "fig-hydro-outflows-title", || view! { <profiles::Outflows/> }.into_any()),
        ]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::cascade(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::cascade(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-hydro-read", "formula-hydro-levels", "formula-hydro-checks"], "formula-hydro-score")
    }

    fn verdict(r: &HydroReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-hydro-rejected", r.diagnostic_groups.iter().map(|g| g.count).sum())
    }

    fn breakdown(r: &HydroReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &HydroReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-hydro-rung-energy", &[("energy", &r.player_objective.map(|e| num(e, 1)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-hydro-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![HYDRO_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
