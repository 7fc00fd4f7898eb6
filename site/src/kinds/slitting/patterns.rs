//! A plan's cutting patterns (`slitting-patterns`): one bar per cut, as wide as its
//! mother coil, its strips side by side (an ordered width in blue, one nobody ordered in
//! red) and the edge left over hatched as scrap; cuts of one coil together. Scrap is
//! what the score's 5 % weighs; the number of bars is what its 95 % counts. Every number
//! comes from the [`SlittingReport`]; the figure only places them.

use grader::case_grader::Report;
use grader::slitting::SlittingReport;
use leptos::prelude::*;

use crate::figures::inputs::{use_shown, SubPicker};
use crate::figures::text::t;
use crate::figures::width::chart_width;
use crate::format::{fixed, Shortest};

/// The slitting report inside a site report, if it is one.
pub fn slitting(report: &Report) -> Option<&SlittingReport> {
    match report {
        Report::Slitting(r) => Some(r),
        _ => None,
    }
}

const PAD_L: f64 = 120.0;
const ROW: f64 = 18.0;
const WIDEST: f64 = 720.0;

fn svg(r: &SlittingReport, w: f64) -> impl IntoView + use<> {
    let mut cuts: Vec<_> = r.cuts.iter().collect();
    // Cuts of one coil together, in plan order within it.
    cuts.sort_by(|a, b| a.mother.cmp(&b.mother));
    let widest = cuts.iter().map(|c| c.width).filter(|x| x.is_finite() && *x > 0.0).fold(1.0, f64::max);
    let scale = (w - PAD_L - 8.0) / widest;
    let h = 28.0 + ROW * cuts.len() as f64 + 20.0;
    let bars = cuts
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let y = 24.0 + ROW * i as f64;
            let mut x = PAD_L;
            let strips = c
                .strips
                .iter()
                .map(|s| {
                    let sw = (s.width * scale).max(0.0);
                    // Colours inline: the figure's own, not the shared stylesheet's.
                    let (class, fill) = if s.ordered { ("strip", "#4363d8") } else { ("strip unordered", "#e6194b") };
                    let tip = format!("{} {}: {} mm", t("fig-slitting-slot"), s.slot, Shortest(s.width));
                    let v = view! { <rect class=class fill=fill stroke="#fff" x=fixed(x, 1) y=fixed(y, 1) width=fixed(sw, 1) height=fixed(ROW - 4.0, 1)><title>{tip}</title></rect> };
                    x += sw;
                    v
                })
                .collect_view();
            let end = PAD_L + c.width.max(0.0) * scale;
            let scrap = (end - x).max(0.0);
            let label = format!("{} · {} kg", c.mother, Shortest(c.weight));
            view! {
                <g class="cut">
                    <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y + ROW - 7.0, 1) text-anchor="end">{label}</text>
                    {strips}
                    <rect class="scrap" fill="url(#slitting-hatch)" stroke="#999" x=fixed(x, 1) y=fixed(y, 1) width=fixed(scrap, 1) height=fixed(ROW - 4.0, 1)/>
                </g>
            }
        })
        .collect_view();
    let ratio = r.submission_metrics.as_ref().and_then(|m| m.requirement_ratio);
    view! {
        <svg class="chart slitting-patterns" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(h)) role="img" aria-label=t("fig-slitting-patterns-aria")>
            <defs>
                <pattern id="slitting-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                    <line x1="0" y1="0" x2="0" y2="6" stroke="#999" stroke-width="2"/>
                </pattern>
            </defs>
            <text class="label" x=fixed(PAD_L, 1) y="14">{t("fig-slitting-width")}</text>
            {bars}
            <text class="label" x=fixed(PAD_L, 1) y=fixed(h - 4.0, 1)>{t("fig-slitting-legend")}</text>
        </svg>
        <p class="chart-note">{t("fig-slitting-note")}" "{ratio.map(|x| Shortest(x).to_string()).unwrap_or_else(|| "—".into())}</p>
    }
}

#[component]
pub fn Patterns() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        shown.with(|s| match s.as_ref().and_then(|s| slitting(&s.report)) {
            Some(r) if !r.cuts.is_empty() => svg(r, width.get() as f64).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-slitting-pick")}</p> }.into_any(),
        })
    };
    view! {
        <figure class="chart-figure" data-figure="slitting-patterns">
            <div class="chart-controls"><SubPicker id="slitting-patterns"/></div>
            <div node_ref=boxr>{body}</div>
        </figure>
    }
}
