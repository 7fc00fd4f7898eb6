//! A plan day by day against the cascade's limits, one small chart per reservoir
//! (`hydro-levels`: its level, from the start of the week, between its dead level and
//! its upper limit) or per station (`hydro-power`: its output under its maximum, the
//! days whose change breaks the ramp limit marked). Every number comes from the
//! [`HydroReport`]; the figure only places them.

use grader::case_grader::Report;
use grader::hydro::HydroReport;
use leptos::prelude::*;

use crate::figures::inputs::{use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, shortest, Fixed, Shortest};

/// The hydro report inside a site report, if it is one.
pub fn hydro(report: &Report) -> Option<&HydroReport> {
    match report {
        Report::Hydro(r) => Some(r),
        _ => None,
    }
}

const PAD_L: f64 = 46.0;
const PAD_T: f64 = 18.0;
const H: f64 = 120.0;
/// A small chart's widest width (CSS px).
const WIDEST: f64 = 300.0;

/// One small chart: `values` by day (the first at x = 0), between `lo` and `hi`
/// (drawn as limit lines where given); `marked` days are drawn as broken.
struct Small {
    title: String,
    values: Vec<f64>,
    lo: Option<f64>,
    hi: Option<f64>,
    marked: Vec<usize>,
}

fn small_svg(c: &Small, w: f64) -> impl IntoView + use<> {
    let finite: Vec<f64> = c.values.iter().copied().chain(c.lo).chain(c.hi).filter(|x| x.is_finite()).collect();
    let (mut a, mut b) = finite.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| (a.min(x), b.max(x)));
    if !a.is_finite() {
        (a, b) = (0.0, 1.0);
    }
    let pad = ((b - a) * 0.08).max(1e-9);
    let (a, b) = (a - pad, b + pad);
    let n = c.values.len().max(2);
    let x = move |i: usize| PAD_L + (w - PAD_L - 8.0) * i as f64 / (n - 1) as f64;
    let y = move |v: f64| PAD_T + (H - PAD_T - 16.0) * (b - v) / (b - a);
    let limit = |v: Option<f64>, class: &'static str| {
        v.map(|v| {
            view! {
                <line class=class x1=fixed(PAD_L, 1) x2=fixed(w - 8.0, 1) y1=fixed(y(v), 1) y2=fixed(y(v), 1)/>
                <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(v) + 4.0, 1) text-anchor="end">{shortest(v)}</text>
            }
        })
    };
    let points: String = c
        .values
        .iter()
        .enumerate()
        .filter(|(_, v)| v.is_finite())
        .map(|(i, &v)| format!("{},{} ", Fixed(x(i), 1), Fixed(y(v), 1)))
        .collect();
    let dots = c
        .values
        .iter()
        .enumerate()
        .filter(|(_, v)| v.is_finite())
        .map(|(i, &v)| {
            let class = if c.marked.contains(&i) { "dot broken" } else { "dot" };
            view! { <circle class=class cx=fixed(x(i), 1) cy=fixed(y(v), 1) r="3"><title>{format!("{}: {}", i, Fixed(v, 2))}</title></circle> }
        })
        .collect_view();
    view! {
        <svg class="chart hydro-small" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(H)) role="img" aria-label=c.title.clone()>
            <text class="label" x=fixed(PAD_L, 1) y="12">{c.title.clone()}</text>
            {limit(c.lo, "limit low")}
            {limit(c.hi, "limit high")}
            <polyline class="line" points=points/>
            {dots}
        </svg>
    }
}

/// The days a diagnostic of `code` marks for station `i` (its `day` place, 0-based).
fn marked(r: &HydroReport, code: &str, i: usize, shift: usize) -> Vec<usize> {
    r.diagnostics
        .iter()
        .filter(|d| d.code == code && d.location.index_of("station") == Some(i))
        .filter_map(|d| d.location.index_of("day"))
        .map(|t| t + shift)
        .collect()
}

fn levels(r: &HydroReport) -> Vec<Small> {
    r.levels
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut values = vec![r.limits.z_init.get(i).copied().unwrap_or(f64::NAN)];
            values.extend(row);
            let mut marked = marked(r, "hydro/level-low", i, 1);
            marked.extend(self::marked(r, "hydro/level-high", i, 1));
            Small {
                title: tf("fig-hydro-level-of", &[("station", &r.stations[i])]),
                values,
                lo: r.limits.z_dead.get(i).copied(),
                hi: r.limits.z_max.get(i).copied(),
                marked,
            }
        })
        .collect()
}

fn power(r: &HydroReport) -> Vec<Small> {
    r.power
        .iter()
        .enumerate()
        .map(|(i, row)| Small {
            title: tf("fig-hydro-power-of", &[("station", &r.stations[i])]),
            values: row.clone(),
            lo: Some(0.0),
            hi: r.limits.p_max.get(i).copied(),
            marked: marked(r, "hydro/ramp", i, 0),
        })
        .collect()
}

#[component]
fn Profiles(id: &'static str, empty: &'static str) -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        shown.with(|s| match s.as_ref().and_then(|s| hydro(&s.report)) {
            Some(r) if !r.levels.is_empty() => {
                let w = width.get() as f64;
                let charts = if id == "hydro-levels" { levels(r) } else { power(r) };
                view! { <div class="small-multiples">{charts.iter().map(|c| small_svg(c, w)).collect_view()}</div> }.into_any()
            }
            _ => view! { <p class="chart-empty">{t(empty)}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure=id>
            <div class="chart-controls"><SubPicker id=id/></div>
            <div node_ref=boxr>{body}</div>
        </figure>
    }
}

/// The reservoirs' levels day by day against their limits.
#[component]
pub fn Levels() -> impl IntoView {
    view! { <Profiles id="hydro-levels" empty="fig-hydro-pick"/> }
}

/// The stations' output day by day under their maximum, ramp breaks marked.
#[component]
pub fn Power() -> impl IntoView {
    view! { <Profiles id="hydro-power" empty="fig-hydro-pick"/> }
}
