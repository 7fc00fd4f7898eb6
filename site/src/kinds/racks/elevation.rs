//! A valid plan's rack elevation (`racks-elevation`): for one batch, each rack it uses
//! as a column of U slots, lowest at the bottom: slots taken before the batch grey, the
//! batch's servers as blocks (green where the NIC weight is 1, amber below), each rack's
//! attribute above it and its power under it (used before, added, against the rating),
//! a dark rack marked. The cost counts power left, slot height, racks newly lit and the
//! NIC weight: the figure shows each. Every number comes from the [`RacksReport`].

use grader::case_grader::Report;
use grader::racks::{RacksPlacement, RacksRackView, RacksReport};
use leptos::prelude::*;

use crate::figures::inputs::{use_shown, SubPicker};
use crate::figures::text::t;
use crate::figures::width::chart_width;
use crate::format::{fixed, Shortest};

/// The racks report inside a site report, if it is one.
pub fn racks(report: &Report) -> Option<&RacksReport> {
    match report {
        Report::Racks(r) => Some(r),
        _ => None,
    }
}

const COL: f64 = 44.0;
const GAP: f64 = 14.0;
const SLOT: f64 = 11.0;
const TOP: f64 = 34.0;
const WIDEST: f64 = 720.0;
/// Racks drawn at most (a batch of a big hall uses hundreds).
const MOST: usize = 24;

fn column(i: usize, v: &RacksRackView, servers: &[&RacksPlacement], tall: usize) -> impl IntoView + use<> {
    let x = 8.0 + i as f64 * (COL + GAP);
    let base = TOP + tall as f64 * SLOT;
    // Slot k of the rack's list sits k rows up from the bottom.
    let row_of = |p: &str| v.slots.iter().position(|s| s == p);
    let y = move |k: usize| base - (k + 1) as f64 * SLOT;
    let slots = v
        .slots
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let fill = if v.taken.contains(p) { "#bbb" } else { "#fff" };
            view! { <rect class="slot" fill=fill stroke="#999" stroke-width="0.5" x=fixed(x, 1) y=fixed(y(k), 1) width=fixed(COL, 1) height=fixed(SLOT, 1)><title>{format!("U {p}")}</title></rect> }
        })
        .collect_view();
    let blocks = servers
        .iter()
        .filter_map(|s| {
            let k = row_of(&s.pos)?;
            let h = (s.height.max(1.0) as usize).min(v.slots.len() - k);
            let fill = if s.terms.get(3).is_some_and(|m| *m == 0.0) { "#3cb44b" } else { "#f5a623" };
            let tip = format!("{} @ U {}: {} W, {} U", s.server, s.pos, Shortest(s.power), Shortest(s.height));
            Some(view! { <rect class="server" fill=fill stroke="#333" stroke-width="0.8" x=fixed(x + 3.0, 1) y=fixed(y(k + h - 1) + 1.0, 1) width=fixed(COL - 6.0, 1) height=fixed(h as f64 * SLOT - 2.0, 1)><title>{tip}</title></rect> })
        })
        .collect_view();
    // Power under the column: before (grey), added (blue), against the rating.
    let rated = if v.rated_power > 0.0 { v.rated_power } else { 1.0 };
    let share = |w: f64| (w / rated).clamp(0.0, 1.0) * COL;
    let (before, after) = (share(v.used_before), share(v.used_after));
    let dark = if v.lit_before { "" } else { "○ " };
    view! {
        <text class="tick" x=fixed(x + COL / 2.0, 1) y="12" text-anchor="middle">{v.rack.clone()}</text>
        <text class="tick" x=fixed(x + COL / 2.0, 1) y="26" text-anchor="middle">{format!("{dark}{}", v.attr)}</text>
        {slots}
        {blocks}
        <rect class="power" fill="none" stroke="#333" stroke-width="0.8" x=fixed(x, 1) y=fixed(base + 6.0, 1) width=fixed(COL, 1) height="8"/>
        <rect class="power-before" fill="#999" x=fixed(x, 1) y=fixed(base + 6.0, 1) width=fixed(before, 1) height="8"/>
        <rect class="power-added" fill="#4363d8" x=fixed(x + before, 1) y=fixed(base + 6.0, 1) width=fixed((after - before).max(0.0), 1) height="8">
            <title>{format!("{} + {} / {} W", Shortest(v.used_before), Shortest(v.used_after - v.used_before), Shortest(v.rated_power))}</title>
        </rect>
    }
}

fn svg(r: &RacksReport, w: f64) -> impl IntoView + use<> {
    let batch = r.rack_views.first().map(|v| v.batch.clone()).unwrap_or_default();
    let views: Vec<&RacksRackView> = r.rack_views.iter().filter(|v| v.batch == batch).take(MOST).collect();
    let tall = views.iter().map(|v| v.slots.len()).max().unwrap_or(1).max(1);
    let h = TOP + tall as f64 * SLOT + 40.0;
    let inner = 8.0 + views.len() as f64 * (COL + GAP);
    let cols = views
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let servers: Vec<&RacksPlacement> = r.placements.iter().filter(|p| p.batch == v.batch && p.rack == v.rack).collect();
            column(i, v, &servers, tall)
        })
        .collect_view();
    let shown = r.rack_views.iter().filter(|v| v.batch == batch).count();
    view! {
        <div class="chart-scroll">
            <svg class="chart racks-elevation" width=fixed(inner.max(w.min(inner)), 0) viewBox=format!("0 0 {} {}", Shortest(inner), Shortest(h)) role="img" aria-label=t("fig-racks-elevation-aria")>
                {cols}
                <text class="label" x="8" y=fixed(h - 4.0, 1)>{t("fig-racks-legend")}</text>
            </svg>
        </div>
        <p class="chart-note">{format!("{} {batch} ({} / {shown})", t("fig-racks-batch"), views.len())}</p>
    }
}

#[component]
pub fn Elevation() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        shown.with(|s| match s.as_ref().and_then(|s| racks(&s.report)) {
            Some(r) if !r.rack_views.is_empty() => svg(r, width.get() as f64).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-racks-pick")}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure="racks-elevation">
            <div class="chart-controls"><SubPicker id="racks-elevation"/></div>
            <div node_ref=boxr>{body}</div>
        </figure>
    }
}
