//! A wind, solar, thermal and storage plant's year (FDE-Bench 048): the stores' state
//! and the controls day by day against their limits, the plant at a glance, what a
//! valid year's cash flow pays for.

pub mod coach;
pub mod panels;
pub mod year;

use grader::case_grader::CaseGrader;
use grader::energy::{EnergyKind, EnergyReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <EnergyKind as grader::kind::Kind>::Case;

/// A plan's format: three hourly control sequences.
pub const ENERGY_SOLUTION: Format = Format {
    id: "energy-solution",
    title: "formats-energy-solution-title",
    text: "formats-energy-solution-text",
    name: "solution.json",
    example: "{\"caes_seq\": [0, -1, 0, 0.9, 0, …],\n \"battery_seq\": [-0.5, 0, 0.5, 0, …],\n \"tp_seq\": [0.33, 1, 1, 0.33, …]}\n",
};

impl SiteKind for EnergyKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "energy-year",
            title_key: "fig-energy-year-title",
            kind: Some(grader::case::CaseKind::Energy),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <year::Year/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::plant(state, c)
    }

    fn glance_summary(state: CaseState, c: &Case, _: &DataSummary) -> AnyView {
        panels::plant(state, c)
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-energy-read", "formula-energy-ranges", "formula-energy-stores"], "formula-energy-score")
    }

    fn verdict(r: &EnergyReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-energy-rejected", r.diagnostic_groups.iter().filter(|g| g.category.rejects()).map(|g| g.count).sum())
    }

    fn breakdown(r: &EnergyReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &EnergyReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-energy-rung-income", &[("income", &r.player_objective.map(|e| num(e, 0)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-energy-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![ENERGY_SOLUTION]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
