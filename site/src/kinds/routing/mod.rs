//! City delivery routing (FDE-Bench 002 and cases shaped like it): what every routing
//! figure reads ([`inputs`], over the shared map canvas `crate::figures::canvas`), the
//! figures (map, dragging, the demos, worst pairs, hours, cost split, compare), the
//! stores at a glance, the coach (next best move, coach mode, repairs).

pub mod coach;
pub mod compare;
pub mod cost_split;
pub mod demo_scenes;
pub mod demos;
pub mod drag;
pub mod drag_model;
pub mod hours;
pub mod inputs;
pub mod map;
pub mod panels;
pub mod worst_pairs;

use grader::case::CaseKind;
use grader::case_grader::CaseGrader;
use grader::routing::validate::kg;
use grader::routing::{RoutingKind, RoutingReport};
use leptos::prelude::*;

use crate::components::formats::{Format, ROUTES_CSV_STOPS, ROUTES_CSV_VEHICLES, ROUTES_JSON_LISTS, ROUTES_JSON_OBJECTS};
use crate::components::glance::source_line;
use crate::components::report::label;
use crate::components::request::inline;
use crate::embed::FigureFrame;
use crate::figures::registry::{figures, notice, wrong_kind, Draw, Figure, Section};
use crate::format::{duration, fixed, int, num};
use crate::kinds::SiteKind;
use crate::state::{use_case, CaseState, DataSummary};
use crate::words::{n as local, t, tf};
use inputs::{use_routing, RoutingInputs};

type Case = <RoutingKind as grader::kind::Kind>::Case;

/// A routing figure drawn with the page's [`RoutingInputs`] (made once by
/// [`RoutingFigures`] for its figures; an embed makes its own).
fn with_inputs(id: &'static str, draw: fn(RoutingInputs) -> AnyView) -> AnyView {
    match use_context::<RoutingInputs>().or_else(use_routing) {
        Some(inputs) => draw(inputs),
        None => notice(wrong_kind(figures().iter().find(|f| f.id == id).expect("a routing figure"), CaseKind::Routing)),
    }
}

/// A routing figure of a routing case, in the routing section.
fn figure(id: &'static str, title_key: &'static str, draw: fn() -> AnyView) -> Figure {
    Figure { id, title_key, kind: Some(CaseKind::Routing), section: Section::Kind, draw: Draw::Case(draw) }
}

/// A demo: no case needed, in the routing section.
fn demo(id: &'static str, title_key: &'static str, draw: fn() -> AnyView) -> Figure {
    Figure { id, title_key, kind: None, section: Section::Kind, draw: Draw::Alone(draw) }
}

/// The routing figures (map, dragging, the demos, the charts of a plan), each under
/// its own heading; nothing for a case of another kind.
#[component]
pub fn RoutingFigures() -> impl IntoView {
    use crate::figures::text::t;
    let inputs = use_routing()?;
    let kind = use_case().manifest().map(|m| m.kind)?;
    // Made once for the page: each figure reads these (see `with_inputs`).
    provide_context(inputs);
    let frames = figures()
        .iter()
        .filter(|f| f.section == Section::Kind && f.fits(kind))
        .map(|f| {
            view! {
                <div class="figure" id=format!("fig-{}", f.id)>
                    <h3>{move || f.title()}</h3>
                    <FigureFrame id=f.id title=f.title()>{f.draw()}</FigureFrame>
                </div>
            }
        })
        .collect_view();
    Some(view! {
        <section class="figures routing-figures" aria-labelledby="figures-h">
            <h2 id="figures-h">{move || t("fig-routing-heading")}</h2>
            <p class="lead">{move || t("fig-routing-lead")}</p>
            {frames}
        </section>
    })
}

impl SiteKind for RoutingKind {
    fn figures() -> Vec<Figure> {
        use demos::{DemoFigure, DemoKind};
        vec![
            figure("map", "fig-map-title", || with_inputs("map", |inputs| view! { <map::MapFigure inputs=inputs/> }.into_any())),
            figure("drag", "fig-drag-title", || with_inputs("drag", |inputs| view! { <drag::DragFigure inputs=inputs/> }.into_any())),
            demo("demo-hull", "fig-demo-hull-title", || view! { <DemoFigure kind=DemoKind::Hull/> }.into_any()),
            demo("demo-crossing", "fig-demo-crossing-title", || view! { <DemoFigure kind=DemoKind::Crossing/> }.into_any()),
            figure("worst-pairs", "fig-worst-pairs-title", || {
                with_inputs("worst-pairs", |inputs| view! { <worst_pairs::WorstPairsFigure inputs=inputs/> }.into_any())
            }),
            figure("hours", "fig-hours-title", || with_inputs("hours", |inputs| view! { <hours::HoursFigure inputs=inputs/> }.into_any())),
            figure("cost-split", "fig-cost-split-title", || {
                with_inputs("cost-split", |inputs| view! { <cost_split::CostSplitFigure inputs=inputs/> }.into_any())
            }),
            figure("compare", "fig-compare-title", || with_inputs("compare", |inputs| view! { <compare::CompareFigure inputs=inputs/> }.into_any())),
        ]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        view! {
                            {panels::routing_stats(c.stores.len() as u64, c.total_weight(), &c.params, c.depot.code.clone())}
                            <p class="source">{source_line(state)}</p>
                            // The map after the score (see `Drawn`).
                            {move || crate::pages::case::Drawn::here().is_none_or(|d| d.get()).then(|| view! { <map::RouteMap/> })}
                        }.into_any()
    }

    fn glance_summary(state: CaseState, c: &Case, sum: &DataSummary) -> AnyView {
        let facts: grader::routing::RoutingFacts = super::facts(sum);
        view! {
                            {panels::routing_stats(sum.rows, facts.total_weight.unwrap_or(f64::NAN), &c.params, facts.depot)}
                            <p class="source">{source_line(state)}</p>
                            <p class="note" id="no-map">{t("glance-no-map")}</p>
                        }.into_any()
    }

    fn formula(state: CaseState, c: &Case) -> AnyView {
        let reference = state.reference_value();
        let p = &c.params;
        let w = &p.weights;
        let valid =
            tf("formula-routing-valid", &[("capacity", &local(kg(p.capacity_kg))), ("vehicles", &p.vehicles.to_string())]);
        let time = tf(
            "formula-routing-time",
            &[
                ("trunk", &local(num(p.trunk_speed_kmh, 0))),
                ("local", &local(num(p.local_speed_kmh, 0))),
                ("stop", &local(num(p.stop_seconds, 0))),
            ],
        );
        let cost = tf(
            "formula-routing-cost",
            &[
                ("time", &local(num(w.time, 0))),
                ("balance", &local(num(w.balance, 0))),
                ("intrusion", &local(int(w.intrusion as i64))),
                ("crossing", &local(int(w.crossing as i64))),
            ],
        );
        let score = tf("formula-routing-score", &[("reference", &crate::format::sig(reference, crate::format::SIG))]);
        view! {
            <ol class="formula-steps">
                <li>{inline(&valid)}</li>
                <li>{inline(&time)}</li>
                <li>{inline(&cost)}</li>
                {super::reference_step(&score, reference)}
            </ol>
        }
        .into_any()
    }

    fn verdict(r: &RoutingReport) -> (String, &'static str) {
        match r.rejected_by {
                    None => (t("report-valid"), "valid"),
                    Some(stage) => (tf("report-rejected-stage", &[("stage", &label(&stage))]), "rejected"),
                }
    }

    fn breakdown(r: &RoutingReport) -> AnyView {
        panels::routing_breakdown(r, use_case().reference_value()).into_any()
    }

    fn cost_note(r: &RoutingReport) -> Option<String> {
        let e = r.exact?;
        let t = e.terms;
        let n = |x: Option<usize>| int(x.unwrap_or(0) as i64);
        let mut parts = [
            (crate::words::t("report-cost-time"), t.time),
            (
                tf("report-cost-balance", &[("longest", &duration(e.max_route_seconds)), ("shortest", &duration(e.min_route_seconds))]),
                t.balance,
            ),
            (tf("report-cost-intrusions", &[("count", &local(n(r.hull_intrusions)))]), t.intrusion),
            (tf("report-cost-crossings", &[("count", &local(n(r.segment_crossings)))]), t.crossing),
        ];
        if e.cost.is_nan() || e.cost <= 0.0 {
            return None;
        }
        parts.sort_by(|a, b| b.1.total_cmp(&a.1));
        let pct = |x: f64| format!("{} %", fixed(100.0 * x / e.cost, 0));
        let (top, x) = &parts[0];
        let mut s = tf(
            "report-cost-largest",
            &[("cost", &local(num(e.cost, 0))), ("top", top.as_str()), ("part", &local(num(*x, 0))), ("pct", &pct(*x))],
        );
        if let Some((next, y)) = parts.get(1).filter(|p| p.1 > 0.0) {
            s += &tf("report-cost-next", &[("next", next.as_str()), ("part", &local(num(*y, 0))), ("pct", &pct(*y))]);
        }
        Some(s)
    }

    fn ladder_rung(r: &RoutingReport) -> (Option<f64>, Vec<String>) {
        use crate::figures::text::tf;
        let mut costs = Vec::new();
        if let Some(stage) = r.rejected_by {
            let stage = serde_json::to_value(stage).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
            costs.push(tf("fig-rule-ladder-rejected-at", &[("stage", &stage)]));
        } else {
            if let Some(b) = r.balance_penalty.filter(|&b| b > 0) {
                costs.push(tf("fig-rule-ladder-balance", &[("penalty", &int(b))]));
            }
            if let Some(n) = r.hull_intrusions.filter(|&n| n > 0) {
                costs.push(tf("fig-rule-ladder-intrusions", &[("n", &int(n as i64))]));
            }
            if let Some(n) = r.segment_crossings.filter(|&n| n > 0) {
                costs.push(tf("fig-rule-ladder-crossings", &[("n", &int(n as i64))]));
            }
            if let Some(c) = r.submission_cost {
                costs.push(tf("fig-rule-ladder-cost", &[("cost", &int(c))]));
            }
        }
        (Some(r.overall_score), costs)
    }

    fn formats() -> Vec<Format> {
        vec![ROUTES_JSON_LISTS, ROUTES_JSON_OBJECTS, ROUTES_CSV_STOPS, ROUTES_CSV_VEHICLES]
    }

    fn coach() -> AnyView {
        view! { <coach::CoachPanel/> }.into_any()
    }

    fn figures_section() -> AnyView {
        view! { <RoutingFigures/> }.into_any()
    }
}
