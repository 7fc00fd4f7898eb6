//! Figure `cost-split`: every submission's cost split into its four terms (time,
//! balance, intrusions, crossings), against the reference cost. Rejected submissions
//! score 0 whatever they cost; their bars show what they would have cost, faded.
//! `split=share` shows each cost as 100 % (the terms' shares) instead of absolute.

use leptos::prelude::*;

use super::inputs::RoutingInputs;
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, num, score_json, shortest, Shortest};
use crate::route::keys;
use crate::state::Source;

/// The chart's widest layout (CSS px); narrower boxes get their own (see `crate::figures::width`).
const WIDEST: f64 = 640.0;
const LEFT: f64 = 8.0;
/// Room for the totals at the right (at the widest).
const RIGHT: f64 = 150.0;
const ROW: f64 = 46.0;
/// The cost's terms: `data-term` and the key of their name (`figures.ftl`).
const TERMS: [(&str, &str); 4] = [
    ("time", "fig-cost-split-time"),
    ("balance", "fig-cost-split-balance"),
    ("intrusion", "fig-cost-split-intrusions"),
    ("crossing", "fig-cost-split-crossings"),
];

/// A row's label cut to what fits in `cw` px at 12 px (about 6.6 px a character).
fn clip(s: String, cw: f64) -> String {
    let n = ((cw - LEFT) / 6.6) as usize;
    if s.chars().count() <= n {
        s
    } else {
        format!("{}…", s.chars().take(n.saturating_sub(1)).collect::<String>())
    }
}

/// Figure `cost-split`.
#[component]
pub fn CostSplitFigure(inputs: RoutingInputs) -> impl IntoView {
    let share = RwSignal::new(inputs.url.read(keys::SPLIT).as_deref() == Some("share"));
    inputs.url.sync(keys::SPLIT, move || share.get().then(|| "share".to_string()));
    let reference = move || inputs.state.reference_value();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let chart = move || {
        let cw = width.get() as f64;
        // The totals need about 115 px ("would cost 123,456" at 11 px).
        let right = if cw < 480.0 { 120.0 } else { RIGHT };
        let rows = inputs.all();
        let share = share.get();
        let reference = reference();
        let costs: Vec<f64> = rows.iter().filter_map(|e| e.report.exact.map(|x| x.cost)).collect();
        // Absolute: up to the dearest (the penalties of a bad plan dwarf the reference,
        // which is the point); shares: each cost is 100 %.
        let top = if share { 1.0 } else { costs.iter().copied().fold(reference, f64::max).max(1.0) };
        let width = cw - LEFT - right;
        let x = move |v: f64| LEFT + width * (v / top).min(1.0);
        let h = ROW * rows.len() as f64 + 40.0;
        let bars = rows
            .iter()
            .enumerate()
            .map(|(k, e)| {
                let y = 18.0 + ROW * k as f64;
                let r = &e.report;
                let label = match e.source {
                    Source::Dropped => tf("fig-your-file", &[("file", &e.file)]),
                    _ => e.title.clone(),
                };
                let Some(ex) = r.exact else {
                    return view! {
                        <g class="split-row" data-file=e.key()>
                            <text class="row-label" x=shortest(LEFT) y=shortest(y)>{label}</text>
                            <text class="row-note" x=shortest(LEFT) y=shortest(y + 20.0)>{t("fig-cost-split-unreadable")}</text>
                        </g>
                    }
                    .into_any();
                };
                let parts = [ex.terms.time, ex.terms.balance, ex.terms.intrusion, ex.terms.crossing];
                let scale = if share && ex.cost > 0.0 { 1.0 / ex.cost } else { 1.0 };
                let mut acc = 0.0;
                let segs = TERMS
                    .iter()
                    .zip(parts)
                    .map(|(&(key, name), v)| {
                        let (x0, x1) = (x(acc * scale), x((acc + v) * scale));
                        acc += v;
                        let share = if ex.cost > 0.0 { 100.0 * v / ex.cost } else { 0.0 };
                        let title = tf("fig-cost-split-segment", &[("term", &t(name)), ("value", &num(v, 0)), ("share", &local(&fixed(share, 1)))]);
                        view! {
                            <rect class=format!("seg seg-{key}") x=shortest(x0) y=shortest(y + 6.0) width=shortest((x1 - x0).max(0.0)) height="18"
                                data-term=key data-value=serde_json::to_string(&v).unwrap_or_default()>
                                <title>{title}</title>
                            </rect>
                        }
                    })
                    .collect_view();
                let verdict = if r.valid {
                    tf("fig-cost-split-score", &[("score", &local(&score_json(Some(r.overall_score))))])
                } else {
                    t("fig-cost-split-rejected")
                };
                let cost = int(ex.cost.round() as i64);
                let total = if r.valid { cost.clone() } else { tf("fig-cost-split-would-cost", &[("cost", &cost)]) };
                let aria = tf(
                    "fig-cost-split-row-aria",
                    &[
                        ("label", &label),
                        ("cost", &cost),
                        ("time", &num(parts[0], 0)),
                        ("balance", &num(parts[1], 0)),
                        ("intrusions", &num(parts[2], 0)),
                        ("crossings", &num(parts[3], 0)),
                        ("verdict", &verdict),
                    ],
                );
                view! {
                    <g class="split-row" class:rejected=!r.valid data-file=e.key() data-cost=serde_json::to_string(&ex.cost).unwrap_or_default()
                        role="listitem" aria-label=aria>
                        <text class="row-label" x=shortest(LEFT) y=shortest(y)>{clip(format!("{label} · {verdict}"), cw)}</text>
                        {segs}
                        <text class="row-total" x=shortest(cw - right + 6.0) y=shortest(y + 20.0)>{total}</text>
                    </g>
                }
                .into_any()
            })
            .collect_view();
        let ref_line = (!share).then(|| {
            let rx = x(reference);
            // The label inside the chart (not on the card's border), beside its line near an edge.
            let text = tf("fig-cost-split-reference", &[("cost", &int(reference.round() as i64))]);
            let half = 3.3 * text.chars().count() as f64;
            let (tx, anchor) = if rx - half < LEFT {
                (rx.max(LEFT), "start")
            } else if rx + half > cw - 4.0 {
                (rx.min(cw - 4.0), "end")
            } else {
                (rx, "middle")
            };
            view! {
                <g class="ref-line" data-reference=serde_json::to_string(&reference).unwrap_or_default()>
                    <line x1=shortest(rx) x2=shortest(rx) y1="6" y2=shortest(h - 26.0)/>
                    <text x=shortest(tx) y=shortest(h - 12.0) text-anchor=anchor>{text}</text>
                </g>
            }
        });
        view! {
            <svg class="chart split-chart" viewBox=format!("0 0 {} {}", Shortest(cw), Shortest(h)) data-export="1" role="img" aria-label=t("fig-cost-split-aria")>
                <g role="list">{bars}</g>
                {ref_line}
            </svg>
        }
    };
    let legend = TERMS
        .iter()
        .map(|&(key, name)| view! { <span class="key"><span class=format!("swatch seg-{key}")></span>{move || t(name)}</span> })
        .collect_view();
    view! {
        <div class="fig split-fig" data-figure="cost-split">
            <div class="fig-bar">
                <span class="legend">{legend}</span>
                <label class="toggle"><input type="checkbox" id="split-share" prop:checked=move || share.get()
                    on:change=move |ev| share.set(event_target_checked(&ev))/>" "{move || t("fig-cost-split-as-shares")}</label>
            </div>
            <div class="chart-box" node_ref=boxr>{chart}</div>
            <p class="fig-caption">{move || tf("fig-cost-split-caption", &[("intrusion", &int(600)), ("crossing", &int(1800))])}</p>
        </div>
    }
}
