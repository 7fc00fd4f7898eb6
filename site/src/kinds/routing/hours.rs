//! Figure `hours`: hours per truck for the submission shown, against the reference's
//! range, with the longest and shortest routes marked (their gap is what the balance
//! term charges). [`hours_chart`] is also used live by the drag figure and by compare.

use leptos::prelude::*;

use crate::figures::canvas::route_fill;
use super::inputs::{RoutingInputs, SubmissionPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{duration, num, shortest, sig, Fixed, Shortest, SIG};

/// The chart's widest layout (CSS px); narrower boxes get their own (see `crate::figures::width`).
const WIDEST: f64 = 640.0;
const CH: f64 = 246.0;
const LEFT: f64 = 58.0;
const BOTTOM: f64 = 42.0;
const TOP: f64 = 34.0;

/// A time span in words: `6 h 42 min`, `12 min`, `48 s`.
pub fn span(seconds: f64) -> String {
    if seconds.abs() < 59.5 {
        format!("{} s", Fixed(seconds, 0))
    } else {
        duration(seconds)
    }
}

/// A spread of route times as the balance term's arithmetic needs it: `0.778 s`,
/// `1 h 12 min (4,321 s)` (a span rounded to `1 s` or to minutes would not multiply out
/// to the term the report shows, issue 45).
pub fn gap_seconds(seconds: f64) -> String {
    if seconds.abs() < 59.5 {
        format!("{} s", sig(seconds, 3))
    } else {
        format!("{} ({} s)", duration(seconds), num(seconds, 0))
    }
}

/// Bars of hours per route (`seconds`, in route order) with the reference's route
/// times as a band from its shortest to its longest route; `weight` is the balance
/// term's, for the note under the bars (`gap × weight = term`).
pub fn hours_chart(id: &'static str, seconds: Signal<Vec<f64>>, reference: Signal<Option<Vec<f64>>>, weight: Signal<Option<f64>>) -> impl IntoView {
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        let cw = width.get() as f64;
        let secs = seconds.get();
        let refs = reference.get();
        let n = secs.len().max(1);
        let top_s = secs.iter().chain(refs.iter().flatten()).copied().fold(3600.0, f64::max);
        // A round number of hours at the top of the scale.
        let top_h = (top_s / 3600.0).ceil().max(1.0);
        let y = move |s: f64| TOP + (CH - TOP - BOTTOM) * (1.0 - s / 3600.0 / top_h);
        let bw = (cw - LEFT - 8.0) / n as f64;
        let (imax, imin) = {
            let mut imax = 0;
            let mut imin = 0;
            for (i, &s) in secs.iter().enumerate() {
                if s > secs[imax] {
                    imax = i;
                }
                if s < secs[imin] {
                    imin = i;
                }
            }
            (imax, imin)
        };
        // Route numbers under the bars: every one, or every k-th when the bars are narrow
        // (room for the widest number at 11 px, about 7 px a digit, and a gap: a phone's
        // bars are too narrow for every two-digit number, issue 45).
        let digits = secs.len().to_string().len() as f64;
        let every = (((7.0 * digits + 8.0) / bw).ceil() as usize).max(1);
        let ticks = (0..=top_h as usize)
            .step_by(((top_h / 5.0).ceil() as usize).max(1))
            .map(|h| {
                let yy = y(h as f64 * 3600.0);
                view! {
                    <line class="grid-line" x1=shortest(LEFT) x2=shortest(cw) y1=shortest(yy) y2=shortest(yy)/>
                    <text class="tick-label" x=shortest(LEFT - 6.0) y=shortest(yy + 4.0) text-anchor="end">{format!("{h} h")}</text>
                }
            })
            .collect_view();
        let band = refs.as_ref().filter(|r| !r.is_empty()).map(|r| {
            let lo = r.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = r.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let (y1, y2) = (y(hi), y(lo));
            view! {
                <g class="ref-band" data-ref-min=shortest(lo) data-ref-max=shortest(hi)>
                    <rect x=shortest(LEFT) y=shortest(y1) width=shortest(cw - LEFT) height=shortest((y2 - y1).max(1.5))/>
                    <line x1=shortest(LEFT) x2=shortest(cw) y1=shortest(y1) y2=shortest(y1)/>
                    <text x=shortest(cw - 4.0) y="12" text-anchor="end">{tf("fig-hours-band", &[("from", &span(lo)), ("to", &span(hi))])}</text>
                </g>
            }
        });
        let bars = secs
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                let (x, yy) = (LEFT + i as f64 * bw + bw * 0.15, y(s));
                let mark = if secs.len() > 1 && i == imax { "longest" } else if secs.len() > 1 && i == imin { "shortest" } else { "" };
                let key = match mark {
                    "longest" => "fig-hours-bar-longest",
                    "shortest" => "fig-hours-bar-shortest",
                    _ => "fig-hours-bar",
                };
                let label = tf(key, &[("route", &(i + 1).to_string()), ("time", &span(s))]);
                let aria = label.clone();
                view! {
                    <g class=format!("bar {mark}") role="listitem" aria-label=aria>
                        <rect x=shortest(x) y=shortest(yy) width=shortest(bw * 0.7) height=shortest((y(0.0) - yy).max(0.0)) style=route_fill(i)
                            data-route=i data-seconds=serde_json::to_string(&s).unwrap_or_default()><title>{label}</title></rect>
                        {(i % every == 0).then(|| view! { <text class="bar-label" x=shortest(x + bw * 0.35) y=shortest(y(0.0) + 16.0) text-anchor="middle">{i + 1}</text> })}
                        {(!mark.is_empty()).then(|| {
                            // The time as the text says it (`6 h 42 min`), kept inside the plot.
                            let mx = (x + bw * 0.35).max(LEFT + 30.0).min(cw - 30.0);
                            view! { <text class="bar-mark" x=shortest(mx) y=shortest(yy - 5.0) text-anchor="middle">{span(s)}</text> }
                        })}
                    </g>
                }
            })
            .collect_view();
        let spread = (secs.len() > 1).then(|| {
            let (hi, lo) = (secs[imax], secs[imin]);
            let w = weight.get().unwrap_or(0.0);
            // The term as the report rounds it (`balance_penalty`, a whole number).
            let term = (hi - lo) * w;
            view! {
                <span data-gap-seconds=shortest(hi - lo) data-weight=shortest(w) data-balance=shortest(term.round())>
                    {tf(
                        "fig-hours-spread",
                        &[
                            ("longest", &span(hi)),
                            ("longest-route", &(imax + 1).to_string()),
                            ("shortest", &span(lo)),
                            ("shortest-route", &(imin + 1).to_string()),
                            ("gap", &gap_seconds(hi - lo)),
                            ("weight", &sig(w, SIG)),
                            ("balance", &num(term, 0)),
                        ],
                    )}
                </span>
            }
        });
        view! {
            <svg class="chart hours-chart" viewBox=format!("0 0 {} {}", Shortest(cw), Shortest(CH)) data-export="1" data-chart=id role="img"
                aria-label=tf("fig-hours-aria", &[("n", &secs.len().to_string())])>
                {ticks}
                {band}
                <g role="list">{bars}</g>
                <line class="axis" x1=shortest(LEFT) x2=shortest(cw) y1=shortest(y(0.0)) y2=shortest(y(0.0))/>
                <text class="axis-title" x=shortest((LEFT + cw) / 2.0) y=shortest(CH - 6.0) text-anchor="middle">{t("fig-hours-x-axis")}</text>
                <text class="axis-title" transform=format!("translate(14 {}) rotate(-90)", Shortest((TOP + CH - BOTTOM) / 2.0)) text-anchor="middle">{t("fig-hours-y-axis")}</text>
            </svg>
            <p class="fig-note">{spread}</p>
        }
    };
    view! { <div class="hours-wrap" node_ref=boxr>{body}</div> }
}

/// Figure `hours`.
#[component]
pub fn HoursFigure(inputs: RoutingInputs) -> impl IntoView {
    let seconds = Signal::derive(move || {
        inputs.shown.with(|e| e.as_ref().map(|e| e.report.routes.iter().map(|r| r.seconds).collect()).unwrap_or_default())
    });
    let reference = Signal::derive(move || {
        let r = inputs.reference_entry()?;
        (r.report.valid).then(|| r.report.routes.iter().map(|x| x.seconds).collect())
    });
    view! {
        <div class="fig hours-fig" data-figure="hours" data-file=move || inputs.shown.with(|e| e.as_ref().map(|e| e.file.clone()))>
            <div class="fig-bar"><SubmissionPicker inputs=inputs id="hours"/></div>
            {hours_chart("hours", seconds, reference, inputs.balance_weight())}
            <p class="fig-caption">{move || t("fig-hours-caption")}</p>
        </div>
    }
}
