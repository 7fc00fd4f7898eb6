//! The schedule on a Gantt chart (`aps-gantt`): one lane a device (the case's enabled
//! devices, then any other resource the plan names), wall-clock time across from the
//! plan's first start to its last end; each operation a bar coloured by its order, named
//! where it fits; nights (before 08:00, from 18:00) and Sundays shaded. What the report's
//! located diagnostics say is marked where it is: an operation a rule breaks (device,
//! window, duration, time) outlined in red, an overlap or an order broken a red tick at
//! the later operation's start. The objective's terms under it. Every number comes from
//! the [`ApsReport`].

use std::collections::HashSet;

use grader::aps::{ApsOp, ApsReport};
use grader::case_grader::Report;
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::timeline::{self, tick_step, Axis};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, score_json, Shortest};

/// The aps report inside a site report, if it is one.
pub fn aps(report: &Report) -> Option<&ApsReport> {
    match report {
        Report::Aps(r) => Some(r),
        _ => None,
    }
}

// Room for a device's code ("RES_0045") at the left.
const PAD_L: f64 = 64.0;
const PAD_R: f64 = 8.0;
const AXIS: f64 = 20.0;
const LANE_H: f64 = 24.0;
const WIDEST: f64 = 760.0;
const DAY: f64 = 1440.0;
/// The chart's minutes count from 2026-05-27 00:00 (the report's from 08:00), so that
/// ticks fall on the clock's hours and days.
const MORNING: f64 = 480.0;
/// Tick steps, minutes: an hour to a week.
const STEPS: [f64; 9] = [60.0, 120.0, 180.0, 240.0, 360.0, 720.0, 1440.0, 2880.0, 10080.0];
/// 2026-05-27 was a Wednesday: day 0 is weekday 2 (Monday 0).
const FIRST_WEEKDAY: i64 = 2;

/// Orders' colours (read on both themes, white labels).
const PALETTE: [&str; 10] = ["#4363d8", "#f58231", "#3cb44b", "#911eb4", "#469990", "#9a6324", "#800000", "#000075", "#e6194b", "#808000"];

/// Where the report's diagnostics point.
#[derive(Default)]
pub struct Marks {
    /// Operations a rule breaks (their place in `scheduled_ops`).
    pub ops: HashSet<usize>,
    /// Overlaps and broken orders: the later operation's place.
    pub clashes: Vec<usize>,
}

pub fn marks(r: &ApsReport) -> Marks {
    let mut m = Marks::default();
    for d in &r.diagnostics {
        let Some(i) = d.location.index_of("scheduled") else { continue };
        match d.code.as_str() {
            "aps/overlap" | "aps/order" => m.clashes.push(i),
            _ => {
                m.ops.insert(i);
            }
        }
    }
    m
}

/// The lanes: the report's devices (the case's, then the other resources named).
pub fn lanes(r: &ApsReport) -> Vec<String> {
    r.devices.clone()
}

/// Operations drawn: both times read.
fn drawn(o: &ApsOp) -> Option<(f64, f64)> {
    Some((o.start? + MORNING, o.end? + MORNING))
}

/// The minutes the chart spans: whole days around every drawn operation.
pub fn span(r: &ApsReport) -> (f64, f64) {
    let (mut a, mut b) = (f64::INFINITY, f64::NEG_INFINITY);
    for (s, e) in r.ops.iter().filter_map(drawn) {
        a = a.min(s).min(e);
        b = b.max(s).max(e);
    }
    if a > b {
        return (MORNING, MORNING + 600.0);
    }
    ((a / 60.0).floor() * 60.0, ((b / 60.0).ceil() * 60.0).max(a + 60.0))
}

/// A chart day (0: 2026-05-27) as `MM-DD` (May's days, then June's, July's; past
/// them, `+Nd`).
fn date(day: i64) -> String {
    match day + 27 {
        d @ 1..=31 => format!("05-{d:02}"),
        d @ 32..=61 => format!("06-{:02}", d - 31),
        d @ 62..=92 => format!("07-{:02}", d - 61),
        _ => format!("+{day}d"),
    }
}

/// A chart minute as the clock reads it: `HH:MM`, or the date at midnight (`05-28`).
pub fn clock(m: f64) -> String {
    let m = m.round() as i64;
    let (day, rest) = (m.div_euclid(1440), m.rem_euclid(1440));
    if rest == 0 {
        return date(day);
    }
    format!("{:02}:{:02}", rest / 60, rest % 60)
}

/// Date and time: `05-27 08:00`.
fn clock_full(m: f64) -> String {
    let m = m.round() as i64;
    let (day, rest) = (m.div_euclid(1440), m.rem_euclid(1440));
    format!("{} {:02}:{:02}", date(day), rest / 60, rest % 60)
}

/// Non-working stretches inside `[t0, t1]`: nights and Sundays.
pub fn off_hours(t0: f64, t1: f64) -> Vec<(f64, f64)> {
    let mut out: Vec<(f64, f64)> = Vec::new();
    let first = (t0 / DAY).floor() as i64;
    let last = (t1 / DAY).floor() as i64;
    // Long spans are shaded by Sundays alone (nights would fill the chart).
    let nights = t1 - t0 <= 21.0 * DAY;
    for d in first..=last {
        let base = d as f64 * DAY;
        let stretches: Vec<(f64, f64)> = if (d + FIRST_WEEKDAY).rem_euclid(7) == 6 {
            vec![(base, base + DAY)]
        } else if nights {
            vec![(base, base + MORNING), (base + 1080.0, base + DAY)]
        } else {
            Vec::new()
        };
        for (a, b) in stretches {
            let (a, b) = (a.max(t0), b.min(t1));
            if b <= a {
                continue;
            }
            match out.last_mut() {
                Some(l) if l.1 >= a => l.1 = b,
                _ => out.push((a, b)),
            }
        }
    }
    out
}

fn tip(o: &ApsOp) -> String {
    let at = |m: Option<f64>| m.map(|m| clock_full(m + MORNING)).unwrap_or_else(|| "—".into());
    let order = o.order.clone().unwrap_or_else(|| "—".into());
    let minutes = o.minutes.map(|m| Shortest(m).to_string()).unwrap_or_else(|| "—".into());
    format!("{} · {order} · {} · {}–{} · {minutes} min", o.wop, o.resource, at(o.start), at(o.end))
}

fn svg(r: &ApsReport, w: f64) -> impl IntoView + use<> {
    let m = marks(r);
    let lanes = lanes(r);
    let (t0, t1) = span(r);
    let axis = Axis { t0, t1, w, pad_l: PAD_L, pad_r: PAD_R };
    let x = move |t: f64| axis.x(t);
    let top = AXIS + 4.0;
    let h = top + LANE_H * lanes.len().max(1) as f64 + 4.0;
    let shade = off_hours(t0, t1)
        .into_iter()
        .map(|(a, b)| {
            view! { <rect class="off-hours" fill="#888" fill-opacity="0.18" x=fixed(x(a), 1) y=fixed(top, 1) width=fixed(x(b) - x(a), 1) height=fixed(h - top - 4.0, 1)/> }
        })
        .collect_view();
    let grid = timeline::grid(axis, axis.ticks(tick_step(t1 - t0, w - PAD_L - PAD_R, &STEPS)), AXIS, h, 18.0, clock);
    let lane_y = |d: &str| top + LANE_H * lanes.iter().position(|l| l == d).unwrap_or(0) as f64;
    let names = lanes
        .iter()
        .enumerate()
        .map(|(k, id)| {
            let y = top + LANE_H * k as f64;
            view! { <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y + LANE_H / 2.0 + 4.0, 1) text-anchor="end">{if id.is_empty() { "\"\"".to_string() } else { id.clone() }}</text> }
        })
        .collect_view();
    let mut orders: Vec<&str> = r.ops.iter().filter_map(|o| o.order.as_deref()).collect();
    orders.sort_unstable();
    orders.dedup();
    let colour = |o: &ApsOp| match &o.order {
        Some(id) => PALETTE[orders.iter().position(|x| x == id).unwrap_or(0) % PALETTE.len()],
        None => "#808080",
    };
    let bars = r
        .ops
        .iter()
        .enumerate()
        .filter_map(|(i, o)| drawn(o).map(|(s, e)| (i, o, s, e)))
        .map(|(i, o, s, e)| {
            let y = lane_y(&o.resource) + 3.0;
            let (a, b) = (x(s), x(e.max(s)));
            let broken = m.ops.contains(&i);
            let label = (b - a > 7.0 * o.wop.chars().count() as f64 + 4.0)
                .then(|| view! { <text class="bar-label" fill="#fff" x=fixed(a + 2.0, 1) y=fixed(y + LANE_H - 10.0, 1)>{o.wop.clone()}</text> });
            view! {
                <rect class=if broken { "bar conflict" } else { "bar" } fill=colour(o) data-at=i.to_string()
                    stroke=if broken { "#e6194b" } else { "none" } stroke-width="2"
                    x=fixed(a, 1) y=fixed(y, 1) width=fixed((b - a).max(1.5), 1) height=fixed(LANE_H - 6.0, 1)><title>{tip(o)}</title></rect>
                {label}
            }
        })
        .collect_view();
    let clashes = m
        .clashes
        .iter()
        .filter_map(|&i| r.ops.get(i).and_then(|o| drawn(o).map(|(s, _)| (o, s))))
        .map(|(o, s)| {
            let y = lane_y(&o.resource);
            view! { <line class="clash" stroke="#e6194b" stroke-width="2.5" x1=fixed(x(s), 1) x2=fixed(x(s), 1) y1=fixed(y, 1) y2=fixed(y + LANE_H, 1)/> }
        })
        .collect_view();
    view! {
        <svg class="chart aps-gantt" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(h)) role="img" aria-label=t("fig-aps-gantt-aria")>
            {shade}
            {grid}
            {names}
            {bars}
            {clashes}
        </svg>
    }
}

/// The objective's terms, or why the plan is rejected.
pub fn terms(r: &ApsReport) -> String {
    match (r.valid, r.total_delay_days, r.delay_upper_days, r.equipment_utilization) {
        (true, Some(d), Some(u), Some(util)) => tf(
            "fig-aps-terms",
            &[
                ("delay", &local(&Shortest(d).to_string())),
                ("upper", &local(&Shortest(u).to_string())),
                ("util", &local(&Shortest(util).to_string())),
                ("score", &local(&score_json(Some(r.overall_score)))),
            ],
        ),
        _ => {
            let g = r.diagnostic_groups.first();
            tf("fig-aps-rejected", &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &int(r.diagnostics.len() as i64))])
        }
    }
}

/// Operations not drawn (a time missing or unreadable).
fn hidden(r: &ApsReport) -> String {
    let n = r.ops.iter().filter(|o| drawn(o).is_none()).count();
    if n == 0 {
        String::new()
    } else {
        tf("fig-aps-hidden", &[("count", &int(n as i64))])
    }
}

#[component]
pub fn Gantt() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let report = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.report.clone())));
    let live = move |f: fn(&ApsReport) -> String| move || report.with(|r| r.as_deref().and_then(aps).map(f).unwrap_or_default());
    let body = move || {
        report.with(|r| match r.as_deref().and_then(aps) {
            Some(r) if !r.ops.is_empty() || !r.devices.is_empty() => svg(r, width.get() as f64).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-aps-pick")}</p> }.into_any(),
        })
    };
    let conflicts = |r: &ApsReport| {
        let m = marks(r);
        (m.ops.len() + m.clashes.len()).to_string()
    };
    view! {
        <figure class="chart-figure" data-figure="aps-gantt"
            data-valid=live(|r| r.valid.to_string()) data-score=live(|r| json(r.overall_score))
            data-ops=live(|r| r.ops.len().to_string()) data-conflicts=live(conflicts)>
            <div class="chart-controls"><SubPicker id="aps-gantt"/></div>
            <p class="live-counts" id="aps-terms">{live(terms)}</p>
            <div node_ref=boxr class="chart-box">{body}</div>
            <p class="chart-note">{live(hidden)}" "{move || t("fig-aps-legend")}</p>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_and_the_calendar() {
        assert_eq!((clock(480.0), clock(1440.0), clock(1440.0 * 5.0), clock(1530.0)), ("08:00".into(), "05-28".into(), "06-01".into(), "01:30".into()));
        // Sunday 31 May (day 4) whole, the nights around Saturday 30 May.
        let off = off_hours(3.0 * DAY, 5.0 * DAY);
        assert_eq!(off, [(3.0 * DAY, 3.0 * DAY + 480.0), (3.0 * DAY + 1080.0, 5.0 * DAY)]);
    }
}
