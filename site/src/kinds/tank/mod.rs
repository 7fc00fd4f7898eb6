//! Fuel tankers with compartments (FDE-Bench 049): the trips on the map (each trip a
//! coloured walk, each stop's orders and its tanker's compartments on hover or focus,
//! broken rules marked where they are), the case at a glance, a plan's distance.

pub mod map;
pub mod panels;

use grader::case_grader::CaseGrader;
use grader::tank::{TankKind, TankReport};
use leptos::prelude::*;

use crate::components::formats::Format;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{plan_rung, reference_formula, rejected_verdict, SiteKind};
use crate::state::{CaseState, DataSummary};

type Case = <TankKind as grader::kind::Kind>::Case;

/// A plan's format: the trips.
pub const TANK_SOLUTION: Format = Format {
    id: "tank-solution",
    title: "formats-tank-solution-title",
    text: "formats-tank-solution-text",
    name: "solution.json",
    example: "[{\"tripId\": 1, \"vehicleType\": \"4.2m\", \"depot\": {\"locationId\": \"DEPOT_1\"}, \"departPoint\": {\"locationId\": \"SITE_002\"},\n  \"customers\": [{\"locationId\": \"ST001\", \"arriveTime\": \"202603050830\", \"departTime\": \"202603050930\",\n    \"orders\": [{\"order_id\": \"O11\", \"wareId\": 1, \"volume\": 2500}]}],\n  \"loadInfo\": [{\"wareId\": 1, \"oilType\": 1, \"volume\": 2500}]}]\n",
};

impl SiteKind for TankKind {
    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "tank-map",
            title_key: "fig-tank-map-title",
            kind: Some(grader::case::CaseKind::Tank),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <map::TankMap/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        // The kind's own summary, typed (the core's dispatch would link every kind's).
        let summary = <TankKind as grader::kind::Kind>::data_summary(c);
        panels::stations(state, summary.facts().unwrap_or_default())
    }

    fn glance_summary(state: CaseState, _: &Case, sum: &DataSummary) -> AnyView {
        panels::stations(state, super::facts(sum))
    }

    fn formula(state: CaseState, _: &Case) -> AnyView {
        reference_formula(state, &["formula-tank-read", "formula-tank-rules", "formula-tank-objective"], "formula-tank-score")
    }

    fn verdict(r: &TankReport) -> (String, &'static str) {
        rejected_verdict(r.valid, "report-tank-rejected", r.n_violations)
    }

    fn breakdown(r: &TankReport) -> AnyView {
        panels::breakdown(r).into_any()
    }

    fn ladder_rung(r: &TankReport) -> (Option<f64>, Vec<String>) {
        let scored = || crate::figures::text::tf("fig-tank-rung-distance", &[("km", &r.total_distance.map(|m| num(m / 1000.0, 1)).unwrap_or_default())]);
        plan_rung(r.valid, r.overall_score, "fig-tank-rung-broken", r.diagnostic_groups.first(), scored)
    }

    fn formats() -> Vec<Format> {
        vec![TANK_SOLUTION]
    }
}
