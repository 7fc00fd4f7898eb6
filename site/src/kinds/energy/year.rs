//! The year day by day (`energy-year`): each day's lowest-to-highest battery charge and
//! gas-tank level as a band between its limits (the first hour out of range marked),
//! each day's mean control of compressed air, the battery and the thermal unit, and
//! each day's cash flow. Every
//! number comes from the [`EnergyReport`] (`daily`, `breaches`); the figure only places
//! them.

use grader::case_grader::Report;
use grader::energy::EnergyReport;
use leptos::prelude::*;

use crate::figures::inputs::{use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, shortest, Fixed, Shortest};

/// The energy report inside a site report, if it is one.
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn energy(report: &Report) -> Option<&EnergyReport> {
    match report {
        Report::Energy(r) => Some(r),
        _ => None,
    }
}

const PAD_L: f64 = 40.0;
const PAD_T: f64 = 18.0;
const H: f64 = 130.0;
const WIDEST: f64 = 720.0;

/// One chart of the year: bands (`lo[d]..hi[d]`) or lines, between `bottom` and `top`.
struct Panel {
    title: String,
    bands: Vec<(Vec<f64>, Vec<f64>, &'static str)>,
    lines: Vec<(Vec<f64>, &'static str)>,
    limits: Vec<f64>,
    bottom: f64,
    top: f64,
    /// Days marked as broken (a store's first hour out of range).
    marked: Vec<usize>,
}

fn panel_svg(p: &Panel, w: f64) -> impl IntoView + use<> {
    let all = p.bands.iter().flat_map(|(a, b, _)| a.iter().chain(b)).chain(p.lines.iter().flat_map(|(l, _)| l));
    let (mut a, mut b) = all.filter(|x| x.is_finite()).fold((p.bottom, p.top), |(a, b), &x| (a.min(x), b.max(x)));
    let pad = ((b - a) * 0.06).max(1e-9);
    (a, b) = (a - pad, b + pad);
    let days = p.bands.first().map(|x| x.0.len()).or(p.lines.first().map(|l| l.0.len())).unwrap_or(0).max(2);
    let x = move |d: usize| PAD_L + (w - PAD_L - 8.0) * d as f64 / (days - 1) as f64;
    let y = move |v: f64| PAD_T + (H - PAD_T - 14.0) * (b - v) / (b - a);
    let bands = p
        .bands
        .iter()
        .map(|(lo, hi, colour)| {
            let upper = hi.iter().enumerate().filter(|(_, v)| v.is_finite()).map(|(d, &v)| format!("{},{}", Fixed(x(d), 1), Fixed(y(v), 1)));
            let lower = lo.iter().enumerate().rev().filter(|(_, v)| v.is_finite()).map(|(d, &v)| format!("{},{}", Fixed(x(d), 1), Fixed(y(v), 1)));
            let points = upper.chain(lower).collect::<Vec<_>>().join(" ");
            let style = format!("fill: {colour}; fill-opacity: .35; stroke: {colour}; stroke-width: .8");
            view! { <polygon class="band" points=points style=style/> }
        })
        .collect_view();
    let lines = p
        .lines
        .iter()
        .map(|(v, colour)| {
            let points: String = v.iter().enumerate().filter(|(_, v)| v.is_finite()).map(|(d, &v)| format!("{},{} ", Fixed(x(d), 1), Fixed(y(v), 1))).collect();
            view! { <polyline class="line" points=points style=format!("fill: none; stroke: {colour}; stroke-width: 1")/> }
        })
        .collect_view();
    let limits = p
        .limits
        .iter()
        .map(|&v| {
            view! {
                <line class="limit" x1=fixed(PAD_L, 1) x2=fixed(w - 8.0, 1) y1=fixed(y(v), 1) y2=fixed(y(v), 1)/>
                <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(v) + 4.0, 1) text-anchor="end">{shortest(v)}</text>
            }
        })
        .collect_view();
    let marks = p
        .marked
        .iter()
        .map(|&d| {
            view! { <line class="dot broken" x1=fixed(x(d), 1) x2=fixed(x(d), 1) y1=fixed(PAD_T, 1) y2=fixed(H - 14.0, 1) style="stroke: var(--bad, #c0392b); stroke-width: 1.5"><title>{tf("fig-energy-day", &[("day", &(d + 1).to_string())])}</title></line> }
        })
        .collect_view();
    view! {
        <svg class="chart energy-year" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(H)) role="img" aria-label=p.title.clone()>
            <text class="label" x=fixed(PAD_L, 1) y="12">{p.title.clone()}</text>
            {limits}
            {bands}
            {lines}
            {marks}
        </svg>
    }
}

/// The days of each store's first breach (store names as the report's).
fn first_days(r: &EnergyReport, stores: &[&str]) -> Vec<usize> {
    r.breaches.iter().filter(|b| stores.contains(&b.store.as_str())).map(|b| b.first_hour / 24).collect()
}

fn panels(r: &EnergyReport) -> Vec<Panel> {
    let d = &r.daily;
    vec![
        Panel {
            title: t("fig-energy-battery"),
            bands: vec![(d.battery_min.clone(), d.battery_max.clone(), "var(--accent, #2c7be5)")],
            lines: Vec::new(),
            limits: vec![0.1, 0.9],
            bottom: 0.1,
            top: 0.9,
            marked: first_days(r, &["battery"]),
        },
        Panel {
            title: t("fig-energy-gas"),
            bands: vec![(d.gas_min.clone(), d.gas_max.clone(), "var(--warn, #e67e22)")],
            lines: Vec::new(),
            limits: vec![0.6, 1.0],
            bottom: 0.6,
            top: 1.0,
            marked: first_days(r, &["gas", "hot", "cold"]),
        },
        Panel {
            title: t("fig-energy-controls"),
            bands: Vec::new(),
            lines: vec![(d.caes.clone(), "var(--warn, #e67e22)"), (d.battery.clone(), "var(--accent, #2c7be5)"), (d.thermal.clone(), "var(--muted, #888)")],
            limits: vec![-1.0, 0.0, 1.0],
            bottom: -1.0,
            top: 1.0,
            marked: Vec::new(),
        },
        Panel {
            title: t("fig-energy-income"),
            bands: Vec::new(),
            lines: vec![(d.income.clone(), "var(--accent, #2c7be5)")],
            limits: vec![0.0],
            bottom: 0.0,
            top: 0.0,
            marked: Vec::new(),
        },
    ]
}

/// The year's storage and controls, day by day.
#[component]
pub fn Year() -> impl IntoView {
    let id = "energy-year";
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        shown.with(|s| match s.as_ref().and_then(|s| energy(&s.report)) {
            Some(r) if !r.daily.battery_min.is_empty() => {
                let w = width.get() as f64;
                view! { <div class="energy-panels">{panels(r).iter().map(|p| panel_svg(p, w)).collect_view()}</div> }.into_any()
            }
            _ => view! { <p class="chart-empty">{t("fig-energy-pick")}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure=id>
            <div class="chart-controls"><SubPicker id=id/></div>
            <div node_ref=boxr>{body}</div>
        </figure>
    }
}
