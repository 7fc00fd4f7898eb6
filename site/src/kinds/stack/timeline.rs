//! The day on a timeline (`stack-timeline`): one lane a forklift (the roster's order,
//! then any the rows name that it lacks), minutes across the plan's day; each trip's rows
//! as bars coloured by type (stacked when a trip carries several), named by SKU where
//! they fit; each forklift's hours off shift shaded. What the report's located
//! diagnostics say is marked where it is: a row a rule breaks outlined in red (its
//! operation), an overlap a red tick at its minute in the forklift's lane, a forklift
//! over its day's cap its name in red, a task not carried exactly its rows dashed. The
//! objective's terms under it. Every number comes from the [`StackReport`].

use std::collections::HashSet;

use grader::case_grader::Report;
use grader::stack::{StackOp, StackReport};
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::timeline::{self, tick_step, Axis};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, score_json, Shortest};

/// The stack report inside a site report, if it is one.
pub fn stack(report: &Report) -> Option<&StackReport> {
    match report {
        Report::Stack(r) => Some(r),
        _ => None,
    }
}

// Room for a forklift's name ("FLT_001") at the left.
const PAD_L: f64 = 60.0;
const PAD_R: f64 = 8.0;
const AXIS: f64 = 20.0;
const LANE_H: f64 = 26.0;
const WIDEST: f64 = 760.0;
/// Tick steps, minutes: half an hour to a day.
const STEPS: [f64; 9] = [30.0, 60.0, 120.0, 180.0, 240.0, 360.0, 480.0, 720.0, 1440.0];

/// Inbound, outbound, the two moves: fills that read on both themes (white labels).
fn fill(kind: &str) -> (&'static str, &'static str) {
    match kind {
        "inbound" => ("bar inbound", "#4363d8"),
        "outbound" => ("bar outbound", "#f58231"),
        "passive_move" => ("bar passive-move", "#911eb4"),
        _ => ("bar active-move", "#469990"),
    }
}

/// Where the report's diagnostics point.
#[derive(Default)]
pub struct Marks {
    /// Rows a rule breaks (their place in `operations`).
    pub rows: HashSet<usize>,
    /// Overlaps: the forklift and the minute the later trip starts.
    pub overlaps: Vec<(String, f64)>,
    /// Forklifts over their day's cap.
    pub capped: HashSet<String>,
    /// Tasks not carried exactly.
    pub tasks: HashSet<String>,
}

pub fn marks(r: &StackReport) -> Marks {
    let mut m = Marks::default();
    for d in &r.diagnostics {
        let at = &d.location;
        match (d.code.as_str(), at.name_of("forklift"), at.name_of("minute")) {
            ("stack/overlap", Some(f), Some(minute)) => m.overlaps.extend(grader::float::parse(minute).map(|x| (f.to_string(), x))),
            ("stack/daily-cap", Some(f), _) => {
                m.capped.insert(f.to_string());
            }
            ("stack/coverage", _, _) => m.tasks.extend(at.name_of("task").map(str::to_string)),
            _ => m.rows.extend(at.index_of("operation")),
        }
    }
    m
}

/// The lanes: the roster's forklifts, then those only the rows name.
pub fn lanes(r: &StackReport) -> Vec<String> {
    let mut out: Vec<String> = r.forklifts.iter().map(|f| f.id.clone()).collect();
    for o in &r.operations {
        if !out.contains(&o.forklift) {
            out.push(o.forklift.clone());
        }
    }
    out
}

/// The minutes the chart spans: the day, and any row outside it.
pub fn span(r: &StackReport) -> (f64, f64) {
    let t0 = r.operations.iter().map(|o| o.start).fold(0.0, f64::min);
    let t1 = r.operations.iter().map(|o| o.end).fold(r.day_minutes, f64::max);
    (t0, t1.max(t0 + 60.0))
}

/// A minute of the day as hours and minutes (`13:05`; past a day, `25:30`).
pub fn clock(m: f64) -> String {
    let m = m.round() as i64;
    let sign = if m < 0 { "-" } else { "" };
    format!("{sign}{}:{:02}", m.abs() / 60, m.abs() % 60)
}

fn tip(o: &StackOp) -> String {
    let task = if o.task.is_empty() { String::new() } else { format!(" · {}", o.task) };
    format!(
        "{} {} {}/{} {} t {}→{} {}–{} · {}{task}",
        o.id,
        o.kind,
        o.sku,
        o.batch,
        Shortest(o.tons),
        o.source,
        o.target,
        clock(o.start),
        clock(o.end),
        o.trip
    )
}

fn svg(r: &StackReport, w: f64) -> impl IntoView + use<> {
    let m = marks(r);
    let lanes = lanes(r);
    let (t0, t1) = span(r);
    let axis = Axis { t0, t1, w, pad_l: PAD_L, pad_r: PAD_R };
    let x = move |t: f64| axis.x(t);
    let top = AXIS + 4.0;
    let h = top + LANE_H * lanes.len() as f64 + 4.0;
    let grid = timeline::grid(axis, axis.ticks(tick_step(t1 - t0, w - PAD_L - PAD_R, &STEPS)), AXIS, h, 16.0, clock);
    let lane_y = |f: &str| top + LANE_H * lanes.iter().position(|l| l == f).unwrap_or(0) as f64;
    let shading = lanes
        .iter()
        .enumerate()
        .map(|(k, id)| {
            let y = top + LANE_H * k as f64;
            let shift = r.forklifts.iter().find(|f| &f.id == id).map(|f| (f.shift_start, f.shift_end));
            // Off shift: before its start and after its end; a forklift off the roster has none.
            let (a, b) = shift.unwrap_or((t1, t1));
            // max/min, not clamp: its assertion would link the float formatting.
            let within = |t: f64| t.max(t0).min(t1);
            let off = [(t0, within(a)), (within(b), t1)]
                .into_iter()
                .filter(|(p, q)| q > p)
                .map(|(p, q)| {
                    view! { <rect class="off-shift" fill="#888" fill-opacity="0.18" x=fixed(x(p), 1) y=fixed(y + 1.0, 1) width=fixed(x(q) - x(p), 1) height=fixed(LANE_H - 2.0, 1)/> }
                })
                .collect_view();
            let capped = m.capped.contains(id);
            let unknown = shift.is_none();
            view! {
                {off}
                <text class=if capped || unknown { "tick capped" } else { "tick" } fill=(capped || unknown).then_some("#e6194b")
                    x=fixed(PAD_L - 4.0, 1) y=fixed(y + LANE_H / 2.0 + 4.0, 1) text-anchor="end">{if id.is_empty() { "\"\"".to_string() } else { id.clone() }}</text>
            }
        })
        .collect_view();
    // Each trip's rows stacked in its lane (the rows of one trip share a window when valid).
    let mut trips: Vec<((String, String), Vec<&StackOp>)> = Vec::new();
    for o in &r.operations {
        match trips.iter_mut().find(|(k, _)| k.0 == o.forklift && k.1 == o.trip) {
            Some((_, rows)) => rows.push(o),
            None => trips.push(((o.forklift.clone(), o.trip.clone()), vec![o])),
        }
    }
    let bars = trips
        .iter()
        .flat_map(|(_, rows)| {
            let n = rows.len() as f64;
            rows.iter().enumerate().map(move |(k, o)| (k as f64, n, *o))
        })
        .map(|(k, n, o)| {
            let y = lane_y(&o.forklift) + 3.0 + k * (LANE_H - 6.0) / n;
            let hgt = (LANE_H - 6.0) / n;
            let (class, colour) = fill(&o.kind);
            let (a, b) = (x(o.start), x(o.end.max(o.start)));
            let broken = m.rows.contains(&o.index);
            let short = m.tasks.contains(&o.task);
            let class = match (broken, short) {
                (true, _) => format!("{class} conflict"),
                (false, true) => format!("{class} short"),
                _ => class.to_string(),
            };
            let label = (n == 1.0 && (b - a) > 7.0 * o.sku.chars().count() as f64 + 4.0)
                .then(|| view! { <text class="bar-label" fill="#fff" x=fixed(a + 2.0, 1) y=fixed(y + hgt - 6.0, 1)>{o.sku.clone()}</text> });
            view! {
                <rect class=class fill=colour data-at=o.index.to_string()
                    stroke=if broken || short { "#e6194b" } else { "none" } stroke-width="2" stroke-dasharray=(short && !broken).then_some("3 2")
                    x=fixed(a, 1) y=fixed(y, 1) width=fixed((b - a).max(1.5), 1) height=fixed(hgt.max(1.0), 1)><title>{tip(o)}</title></rect>
                {label}
            }
        })
        .collect_view();
    let overlaps = m
        .overlaps
        .iter()
        .map(|(f, tm)| {
            let y = lane_y(f);
            view! { <line class="overlap" stroke="#e6194b" stroke-width="2.5" x1=fixed(x(*tm), 1) x2=fixed(x(*tm), 1) y1=fixed(y, 1) y2=fixed(y + LANE_H, 1)/> }
        })
        .collect_view();
    view! {
        <svg class="chart stack-timeline" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(h)) role="img" aria-label=t("fig-stack-timeline-aria")>
            {grid}
            {shading}
            {bars}
            {overlaps}
        </svg>
    }
}

/// The objective's terms, or why the plan is rejected.
pub fn terms(r: &StackReport) -> String {
    match (r.valid, r.player_objective, &r.metrics) {
        (true, Some(objective), Some(m)) => tf(
            "fig-stack-terms",
            &[
                ("mixed", &int(m.mixed_bays as i64)),
                ("a", &int(r.overweight_tenths.unwrap_or(0))),
                ("b", &int(r.turnover_tenths.unwrap_or(0))),
                ("objective", &local(&Shortest(objective).to_string())),
                ("score", &local(&score_json(Some(r.overall_score)))),
            ],
        ),
        _ => {
            let g = r.diagnostic_groups.first();
            tf("fig-stack-rejected", &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &r.n_violations.to_string())])
        }
    }
}

#[component]
pub fn Timeline() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let report = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.report.clone())));
    let live = move |f: fn(&StackReport) -> String| move || report.with(|r| r.as_deref().and_then(stack).map(f).unwrap_or_default());
    let body = move || {
        report.with(|r| match r.as_deref().and_then(stack) {
            Some(r) if !r.operations.is_empty() || !r.forklifts.is_empty() => svg(r, width.get() as f64).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-stack-pick")}</p> }.into_any(),
        })
    };
    let conflicts = |r: &StackReport| {
        let m = marks(r);
        (m.rows.len() + m.overlaps.len() + m.capped.len() + m.tasks.len()).to_string()
    };
    view! {
        <figure class="chart-figure" data-figure="stack-timeline"
            data-valid=live(|r| r.valid.to_string()) data-score=live(|r| json(r.overall_score))
            data-objective=live(|r| r.player_objective.map(json).unwrap_or_default())
            data-rows=live(|r| r.operations.len().to_string()) data-conflicts=live(conflicts)>
            <div class="chart-controls"><SubPicker id="stack-timeline"/></div>
            <p class="live-counts" id="stack-terms">{live(terms)}</p>
            <div node_ref=boxr class="chart-box">{body}</div>
            <p class="chart-note">{move || t("fig-stack-legend")}</p>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minutes_read_as_a_clock() {
        assert_eq!((clock(0.0), clock(785.0), clock(1800.0), clock(-5.0)), ("0:00".into(), "13:05".into(), "30:00".into(), "-0:05".into()));
    }
}
