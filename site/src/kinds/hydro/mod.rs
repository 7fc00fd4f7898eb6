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
use crate::components::request::inline;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::SiteKind;
use crate::state::{CaseState, DataSummary};
use crate::words::{n as local, t, tf};

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
        ]
    }

    fn provide() {}

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::cascade(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::cascade(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        let reference = state.reference_value();
        let steps = [
            t("formula-hydro-read"),
            t("formula-hydro-levels"),
            t("formula-hydro-checks"),
            tf("formula-hydro-score", &[("reference", &local(num(reference, 6)))]),
        ];
        view! { <ol class="formula-steps">{steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}</ol> }.into_any()
    }

    fn verdict(r: &HydroReport) -> (String, &'static str) {
        if r.valid {
            (t("report-valid"), "valid")
        } else {
            (tf("report-hydro-rejected", &[("count", &r.diagnostic_groups.iter().map(|g| g.count).sum::<usize>().to_string())]), "rejected")
        }
    }

    fn breakdown(r: &HydroReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn cost_note(_: &HydroReport) -> Option<String> {
        None
    }

    fn ladder_rung(r: &HydroReport) -> (Option<f64>, Vec<String>) {
        use crate::figures::text::tf;
        let costs = match (r.valid, r.diagnostic_groups.first()) {
            (false, Some(g)) => vec![tf("fig-hydro-rung-broken", &[("code", &g.code), ("count", &g.count.to_string())])],
            _ => vec![tf("fig-hydro-rung-energy", &[("energy", &r.player_objective.map(|e| num(e, 1)).unwrap_or_default())])],
        };
        (Some(r.overall_score), costs)
    }

    fn formats() -> Vec<Format> {
        vec![HYDRO_SOLUTION]
    }

    fn own_formats(_: CaseState) -> Option<Vec<AnyView>> {
        None
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }

    fn figures_section() -> AnyView {
        ().into_any()
    }
}
