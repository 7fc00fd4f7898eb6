//! A sequence's profile (`coil-profile`): each coil's width in rolling order, its roll
//! size as the band under it, front-width coils outlined, the steps that break a
//! linkage, thickness or width rule marked, and width rises drawn as rising segments.
//! Every number comes from the [`CoilReport`]; the figure only places them.

use grader::case_grader::Report;
use grader::coil::CoilReport;
use leptos::prelude::*;

use crate::figures::inputs::{use_shown, SubPicker};
use crate::figures::text::t;
use crate::figures::width::chart_width;
use crate::format::{fixed, shortest, Shortest};

/// The coil report inside a site report, if it is one.
pub fn coil(report: &Report) -> Option<&CoilReport> {
    match report {
        Report::Coil(r) => Some(r),
        _ => None,
    }
}

const PAD_L: f64 = 52.0;
const PAD_T: f64 = 20.0;
const H: f64 = 220.0;
const BAND: f64 = 10.0;
const WIDEST: f64 = 720.0;

fn svg(r: &CoilReport, w: f64) -> impl IntoView + use<> {
    let steps = &r.steps;
    let finite: Vec<f64> = steps.iter().map(|s| s.width).filter(|x| x.is_finite()).collect();
    let (mut a, mut b) = finite.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| (a.min(x), b.max(x)));
    if !a.is_finite() {
        (a, b) = (0.0, 1.0);
    }
    let pad = ((b - a) * 0.08).max(1.0);
    let (a, b) = (a - pad, b + pad);
    let n = steps.len().max(2);
    // The legend is the note under the figure (HTML wraps at any width; an svg text is cut).
    let plot_b = H - 12.0 - BAND;
    let x = move |i: usize| PAD_L + (w - PAD_L - 8.0) * i as f64 / (n - 1) as f64;
    let y = move |v: f64| PAD_T + (plot_b - PAD_T) * (b - v) / (b - a);
    let segments = steps
        .windows(2)
        .enumerate()
        .filter(|(_, p)| p[0].width.is_finite() && p[1].width.is_finite())
        .map(|(i, p)| {
            // Colours inline: the figure's own, not the shared stylesheet's.
            let (class, stroke) = if p[1].jump {
                ("seg broken", "#e6194b")
            } else if p[1].rise {
                ("seg rise", "#f58231")
            } else {
                ("seg", "#4363d8")
            };
            view! { <line class=class stroke=stroke stroke-width="1.5" x1=fixed(x(i), 1) x2=fixed(x(i + 1), 1) y1=fixed(y(p[0].width), 1) y2=fixed(y(p[1].width), 1)/> }
        })
        .collect_view();
    let dots = steps
        .iter()
        .enumerate()
        .filter(|(_, s)| s.width.is_finite())
        .map(|(i, s)| {
            let (class, stroke) = if s.front { ("dot front", "#000") } else { ("dot", "none") };
            let tip = format!("{} {}: {} × {} ({})", i, s.id, Shortest(s.width), Shortest(s.thickness), s.grade);
            view! { <circle class=class stroke=stroke fill="#4363d8" cx=fixed(x(i), 1) cy=fixed(y(s.width), 1) r="3"><title>{tip}</title></circle> }
        })
        .collect_view();
    let step_w = (w - PAD_L - 8.0) / (n - 1) as f64;
    let band = steps
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (class, fill) = if s.small { ("roll small", "#3cb44b") } else { ("roll large", "#911eb4") };
            view! { <rect class=class fill=fill x=fixed(x(i) - step_w / 2.0, 1) y=fixed(plot_b + 8.0, 1) width=fixed(step_w, 1) height=fixed(BAND, 1)/> }
        })
        .collect_view();
    view! {
        <svg class="chart coil-profile" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(H)) role="img" aria-label=t("fig-coil-profile-aria")>
            <text class="label" x=fixed(PAD_L, 1) y="12">{t("fig-coil-width")}</text>
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(b - pad) + 4.0, 1) text-anchor="end">{shortest(b - pad)}</text>
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(a + pad) + 4.0, 1) text-anchor="end">{shortest(a + pad)}</text>
            {segments}
            {dots}
            {band}
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(plot_b + 8.0 + BAND, 1) text-anchor="end">{t("fig-coil-rolls")}</text>
        </svg>
        <p class="chart-note">{t("fig-coil-legend")}". "{t("fig-coil-band")}". "{r.roll_switches.to_string()}" "{t("fig-coil-switches")}</p>
    }
}

#[component]
pub fn Profile() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        shown.with(|s| match s.as_ref().and_then(|s| coil(&s.report)) {
            Some(r) if !r.steps.is_empty() => svg(r, width.get() as f64).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-coil-pick")}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure="coil-profile">
            <div class="chart-controls"><SubPicker id="coil-profile"/></div>
            <div node_ref=boxr>{body}</div>
        </figure>
    }
}
