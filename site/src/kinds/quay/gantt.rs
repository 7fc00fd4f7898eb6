//! A schedule as a Gantt chart (`quay-gantt`): the vessels' windows by berth on top,
//! then one lane a crane (in the file's order), time across; work, moves and waits as
//! bars (the waits the server fills in gaps too), a work bar named by its vessel. What
//! the report's located diagnostics say is marked where it is: the event a rule breaks
//! (crane, event) outlined in red, a crossing (crane, time) as a red tick in the lane of
//! the crane standing too far right, a vessel short of work its window outlined. The
//! cost's terms under it. Every number comes from the [`QuayReport`].

use std::collections::HashSet;

use grader::case_grader::Report;
use grader::quay::{QuayEvent, QuayReport};
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, score_json, Shortest};

/// The quay report inside a site report, if it is one.
pub fn quay(report: &Report) -> Option<&QuayReport> {
    match report {
        Report::Quay(r) => Some(r),
        _ => None,
    }
}

const PAD_L: f64 = 58.0;
const PAD_R: f64 = 8.0;
const AXIS: f64 = 20.0;
const BERTH_H: f64 = 14.0;
const LANE_H: f64 = 24.0;
const WIDEST: f64 = 760.0;

/// Work, move, wait, anything else: fill colours that read on both themes.
fn fill(kind: &str) -> (&'static str, &'static str) {
    match kind {
        "work" => ("bar work", "#4363d8"),
        "move" => ("bar move", "#f58231"),
        "wait" => ("bar wait", "#a9a9a9"),
        _ => ("bar other", "#911eb4"),
    }
}

/// Where the report's diagnostics point: events (crane, index in its `events`), the
/// crossings (crane, time), the vessels short of work.
#[derive(Default)]
pub struct Marks {
    pub events: HashSet<(String, usize)>,
    pub crossings: Vec<(String, f64)>,
    pub vessels: HashSet<String>,
}

/// A time as the server prints it (`2024-03-01 09:29:20`, `.500000` for a half second).
pub fn time_of(text: &str) -> Option<f64> {
    let whole = grader::quay::dt::strptime(text.get(..19)?).ok()? as f64;
    Some(whole + text.get(19..).and_then(grader::float::parse).unwrap_or(0.0))
}

pub fn marks(r: &QuayReport) -> Marks {
    let mut m = Marks::default();
    for d in &r.diagnostics {
        let at = &d.location;
        match (d.code.as_str(), at.name_of("crane"), at.index_of("event"), at.name_of("time"), at.name_of("vessel")) {
            ("quay/crossing", Some(c), _, Some(time), _) => m.crossings.extend(time_of(time).map(|t| (c.to_string(), t))),
            ("quay/short", _, _, _, Some(v)) => {
                m.vessels.insert(v.to_string());
            }
            (_, Some(c), Some(i), _, _) => {
                m.events.insert((c.to_string(), i));
            }
            _ => {}
        }
    }
    m
}

/// The tick step (seconds) for about `room` pixels a label over `span` seconds.
fn tick_step(span: f64, width: f64) -> f64 {
    let fit = (width / 64.0).max(1.0);
    [900.0, 1800.0, 3600.0, 7200.0, 10800.0, 21600.0, 43200.0, 86400.0, 172800.0, 604800.0]
        .into_iter()
        .find(|s| span / s <= fit)
        .unwrap_or(604800.0 * (span / 604800.0 / fit).ceil())
}

fn tip(e: &QuayEvent) -> String {
    let end = e.end.map(grader::quay::dt::show).unwrap_or_else(|| "?".into());
    let place = match (e.berth, e.from_berth, e.to_berth) {
        (Some(b), _, _) => format!(" @{}", Shortest(b)),
        (_, Some(a), Some(b)) => format!(" {}→{}", Shortest(a), Shortest(b)),
        _ => String::new(),
    };
    let vessel = e.vessel.as_deref().map(|v| format!(" {v}")).unwrap_or_default();
    format!("{}{vessel}{place}: {} – {end}", e.kind, grader::quay::dt::show(e.start))
}

fn svg(r: &QuayReport, w: f64) -> impl IntoView + use<> {
    let m = marks(r);
    let mut berths: Vec<i64> = r.vessels.iter().map(|v| v.berth).collect();
    berths.sort_unstable();
    berths.dedup();
    let events = r.cranes.iter().flat_map(|c| c.events.iter());
    let starts = r.vessels.iter().map(|v| v.start).chain(events.clone().map(|e| e.start));
    let ends = r.vessels.iter().map(|v| v.end).chain(events.map(|e| e.end.unwrap_or(e.start)));
    let t0 = starts.min().unwrap_or(0) as f64;
    let t1 = (ends.max().unwrap_or(0) as f64).max(t0 + 60.0);
    let plot_w = w - PAD_L - PAD_R;
    let x = move |t: f64| PAD_L + plot_w * (t - t0) / (t1 - t0);
    let top = AXIS + 4.0;
    let lanes_top = top + BERTH_H * berths.len() as f64 + 8.0;
    let h = lanes_top + LANE_H * r.cranes.len() as f64 + 4.0;
    let step = tick_step(t1 - t0, plot_w);
    let ticks = {
        let mut out = Vec::new();
        let mut t = (t0 / step).ceil() * step;
        while t <= t1 {
            out.push(t);
            t += step;
        }
        out
    };
    let grid = ticks
        .iter()
        .map(|&t| {
            let text = grader::quay::dt::show(t as i64);
            // The date where a day starts (and first), else the time.
            let label = if step >= 86400.0 || t.rem_euclid(86400.0) == 0.0 { text[5..10].to_string() } else { text[11..16].to_string() };
            view! {
                <line class="grid" stroke="#888" stroke-opacity="0.3" x1=fixed(x(t), 1) x2=fixed(x(t), 1) y1=fixed(AXIS, 1) y2=fixed(h, 1)/>
                <text class="tick" x=fixed(x(t), 1) y="12" text-anchor="middle">{label}</text>
            }
        })
        .collect_view();
    let row_of = |b: i64| berths.iter().position(|&x| x == b).unwrap_or(0) as f64;
    let windows = r
        .vessels
        .iter()
        .map(|v| {
            let y = top + BERTH_H * row_of(v.berth);
            let short = m.vessels.contains(&v.id);
            let (a, b) = (x(v.start as f64), x(v.end as f64));
            let label = ((b - a) > 7.0 * v.id.chars().count() as f64).then(|| {
                view! { <text class="bar-label" x=fixed(a + 2.0, 1) y=fixed(y + BERTH_H - 4.0, 1)>{v.id.clone()}</text> }
            });
            let tip = format!(
                "{} @{}: {} – {} ({} / {} s)",
                v.id,
                v.berth,
                grader::quay::dt::show(v.start),
                grader::quay::dt::show(v.end),
                Shortest(v.allocated),
                Shortest(v.required)
            );
            view! {
                <rect class=if short { "window short" } else { "window" } fill="#3cb44b" fill-opacity="0.25"
                    stroke=if short { "#e6194b" } else { "#3cb44b" } stroke-width=if short { "2" } else { "0.5" }
                    x=fixed(a, 1) y=fixed(y + 1.0, 1) width=fixed((b - a).max(1.0), 1) height=fixed(BERTH_H - 2.0, 1)><title>{tip}</title></rect>
                {label}
            }
        })
        .collect_view();
    let berth_labels = berths
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let y = top + BERTH_H * i as f64 + BERTH_H - 3.0;
            view! { <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y, 1) text-anchor="end">{tf("fig-quay-berth", &[("berth", &b.to_string())])}</text> }
        })
        .collect_view();
    let lanes = r
        .cranes
        .iter()
        .enumerate()
        .map(|(k, c)| {
            let y = lanes_top + LANE_H * k as f64;
            let bars = c
                .events
                .iter()
                .map(|e| {
                    let (class, colour) = fill(&e.kind);
                    let end = e.end.unwrap_or(e.start) as f64;
                    let (a, b) = (x(e.start as f64), x(end.max(e.start as f64)));
                    let broken = e.event.is_some_and(|i| m.events.contains(&(c.id.clone(), i)));
                    let label = e.vessel.as_ref().filter(|v| e.kind == "work" && (b - a) > 7.0 * v.chars().count() as f64 + 4.0).map(|v| {
                        view! { <text class="bar-label" fill="#fff" x=fixed(a + 2.0, 1) y=fixed(y + LANE_H - 9.0, 1)>{v.clone()}</text> }
                    });
                    view! {
                        <rect class=if broken { format!("{class} conflict") } else { class.to_string() } fill=colour
                            stroke=if broken { "#e6194b" } else { "none" } stroke-width="2"
                            x=fixed(a, 1) y=fixed(y + 3.0, 1) width=fixed((b - a).max(1.5), 1) height=fixed(LANE_H - 6.0, 1)><title>{tip(e)}</title></rect>
                        {label}
                    }
                })
                .collect_view();
            let crossings = m
                .crossings
                .iter()
                .filter(|(id, _)| *id == c.id)
                .map(|(_, t)| {
                    view! { <line class="crossing" stroke="#e6194b" stroke-width="2.5" x1=fixed(x(*t), 1) x2=fixed(x(*t), 1) y1=fixed(y, 1) y2=fixed(y + LANE_H, 1)/> }
                })
                .collect_view();
            view! {
                <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y + LANE_H / 2.0 + 4.0, 1) text-anchor="end">{tf("fig-quay-lane", &[("crane", &c.id)])}</text>
                {bars}
                {crossings}
            }
        })
        .collect_view();
    view! {
        <svg class="chart quay-gantt" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(h)) role="img" aria-label=t("fig-quay-gantt-aria")>
            {grid}
            {berth_labels}
            {windows}
            {lanes}
        </svg>
    }
}

/// The cost's terms, or why the schedule is rejected.
fn terms(r: &QuayReport) -> String {
    match (r.valid, r.player_score) {
        (true, Some(cost)) => tf(
            "fig-quay-terms",
            &[
                ("cranes", &int(r.num_cranes.unwrap_or(0) as i64)),
                ("moves", &local(&fixed(r.total_move_seconds.unwrap_or(0.0), 0))),
                ("cost", &local(&fixed(cost, 0))),
                ("score", &local(&score_json(Some(r.overall_score)))),
            ],
        ),
        _ => {
            let g = r.diagnostic_groups.first();
            tf("fig-quay-rejected", &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &g.map(|g| g.count).unwrap_or(0).to_string())])
        }
    }
}

#[component]
pub fn Gantt() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let report = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.report.clone())));
    let live = move |f: fn(&QuayReport) -> String| move || report.with(|r| r.as_deref().and_then(quay).map(f).unwrap_or_default());
    let body = move || {
        report.with(|r| match r.as_deref().and_then(quay) {
            Some(r) if !r.cranes.is_empty() || !r.vessels.is_empty() => svg(r, width.get() as f64).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-quay-pick")}</p> }.into_any(),
        })
    };
    let conflicts = |r: &QuayReport| {
        let m = marks(r);
        (m.events.len() + m.crossings.len() + m.vessels.len()).to_string()
    };
    view! {
        <figure class="chart-figure" data-figure="quay-gantt" data-valid=live(|r| r.valid.to_string())
            data-score=live(|r| json(r.overall_score)) data-cranes=live(|r| r.cranes.len().to_string())
            data-conflicts=live(conflicts)>
            <div class="chart-controls"><SubPicker id="quay-gantt"/></div>
            <p class="live-counts" id="quay-terms">{live(terms)}</p>
            <div node_ref=boxr>{body}</div>
            <p class="chart-note">{move || t("fig-quay-legend")}</p>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_servers_times_read_back() {
        assert_eq!(time_of("1970-01-01 00:01:40"), Some(100.0));
        assert_eq!(time_of("1970-01-01 00:01:40.500000"), Some(100.5));
        assert_eq!(time_of("not a time"), None);
    }

    #[test]
    fn ticks_fit_the_width() {
        assert_eq!(tick_step(86400.0, 640.0), 10800.0, "a day over 640 px: every 3 h");
        assert_eq!(tick_step(86400.0, 300.0), 21600.0, "at phone width: every 6 h");
        assert_eq!(tick_step(3600.0, 640.0), 900.0);
    }
}
