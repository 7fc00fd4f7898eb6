//! A schedule as a Gantt chart (`quay-gantt`): the vessels' windows by berth on top,
//! then one lane a crane (in the file's order), time across; work, moves and waits as
//! bars (the waits the server fills in gaps too), a work bar named by its vessel. What
//! the report's located diagnostics say is marked where it is: the event a rule breaks
//! (crane, event) outlined in red, a crossing (crane, time) as a red tick in the lane of
//! the crane standing too far right, a vessel short of work its window outlined. The
//! cost's terms under it. Every number comes from the [`QuayReport`].
//!
//! Live (issue 48, as coil's profile): an event dragged in time or to another crane's
//! lane (mouse or finger), or picked up with Space and moved with the arrow keys (← →
//! five minutes, ↑ ↓ another crane), is moved in the schedule and the whole edited
//! `solution.json` graded again by the case's own grader on the page: cost, conflicts,
//! validity and score are that report's.

use std::collections::HashSet;

use grader::case_grader::{CaseGrader, Report};
use grader::quay::{QuayCrane, QuayEvent, QuayReport};
use leptos::prelude::*;

use crate::figures::inputs::{json, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::timeline::{self, Axis};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, score_json, Shortest};
use crate::figures::live::{Live, LiveTools};

/// The quay report inside a site report, if it is one.
pub fn quay(report: &Report) -> Option<&QuayReport> {
    match report {
        Report::Quay(r) => Some(r),
        _ => None,
    }
}

// Room for the lanes' labels ("tambatan 4", Indonesian's berth, is the widest).
const PAD_L: f64 = 76.0;
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

/// Tick steps, seconds: a quarter hour to a week.
const STEPS: [f64; 10] = [900.0, 1800.0, 3600.0, 7200.0, 10800.0, 21600.0, 43200.0, 86400.0, 172800.0, 604800.0];

/// The tick step (seconds) for a label about every 64 px of `width` over `span` seconds.
fn tick_step(span: f64, width: f64) -> f64 {
    timeline::tick_step(span, width, &STEPS)
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

/// Where things are drawn: the time span, the berth rows and the lanes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    pub t0: f64,
    pub t1: f64,
    pub w: f64,
    pub lanes_top: f64,
    pub lanes: usize,
}

impl Layout {
    pub fn of(r: &QuayReport, w: f64) -> Layout {
        let berths: HashSet<i64> = r.vessels.iter().map(|v| v.berth).collect();
        let events = r.cranes.iter().flat_map(|c| c.events.iter());
        let starts = r.vessels.iter().map(|v| v.start).chain(events.clone().map(|e| e.start));
        let ends = r.vessels.iter().map(|v| v.end).chain(events.map(|e| e.end.unwrap_or(e.start)));
        let t0 = starts.min().unwrap_or(0) as f64;
        let t1 = (ends.max().unwrap_or(0) as f64).max(t0 + 60.0);
        Layout { t0, t1, w, lanes_top: AXIS + 4.0 + BERTH_H * berths.len() as f64 + 8.0, lanes: r.cranes.len() }
    }
    fn axis(&self) -> Axis {
        Axis { t0: self.t0, t1: self.t1, w: self.w, pad_l: PAD_L, pad_r: PAD_R }
    }
    pub fn x(&self, t: f64) -> f64 {
        self.axis().x(t)
    }
    /// The time under `x` (viewBox units).
    pub fn time(&self, x: f64) -> f64 {
        self.axis().time(x)
    }
    /// The crane lane under `y`, clamped to the lanes drawn.
    pub fn lane(&self, y: f64) -> usize {
        timeline::lane(y, self.lanes_top, LANE_H, self.lanes)
    }
}

fn svg(r: &QuayReport, w: f64, chosen: Option<(usize, usize)>, held: bool) -> impl IntoView + use<> {
    let m = marks(r);
    let mut berths: Vec<i64> = r.vessels.iter().map(|v| v.berth).collect();
    berths.sort_unstable();
    berths.dedup();
    let lay = Layout::of(r, w);
    let (t0, t1) = (lay.t0, lay.t1);
    let plot_w = w - PAD_L - PAD_R;
    let x = move |t: f64| lay.x(t);
    let top = AXIS + 4.0;
    let lanes_top = lay.lanes_top;
    let h = lanes_top + LANE_H * r.cranes.len() as f64 + 4.0;
    let step = tick_step(t1 - t0, plot_w);
    let ticks = lay.axis().ticks(step);
    // The date where a day starts (and first), else the time.
    let label = move |t: f64| {
        let text = grader::quay::dt::show(t as i64);
        if step >= 86400.0 || t.rem_euclid(86400.0) == 0.0 { text[5..10].to_string() } else { text[11..16].to_string() }
    };
    let grid = timeline::grid(lay.axis(), ticks.clone(), AXIS, h, 16.0, label);
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
                    let ring = (e.event.is_some() && e.event.map(|i| (k, i)) == chosen).then(|| {
                        view! { <rect class="cursor" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray=(!held).then_some("3 2")
                            x=fixed(a - 2.0, 1) y=fixed(y + 1.0, 1) width=fixed((b - a).max(1.5) + 4.0, 1) height=fixed(LANE_H - 2.0, 1)/> }
                    });
                    let label = e.vessel.as_ref().filter(|v| e.kind == "work" && (b - a) > 7.0 * v.chars().count() as f64 + 4.0).map(|v| {
                        view! { <text class="bar-label" fill="#fff" x=fixed(a + 2.0, 1) y=fixed(y + LANE_H - 9.0, 1)>{v.clone()}</text> }
                    });
                    view! {
                        <rect class=if broken { format!("{class} conflict") } else { class.to_string() } fill=colour data-at=e.event.map(|i| format!("{k}:{i}"))
                            stroke=if broken { "#e6194b" } else { "none" } stroke-width="2"
                            x=fixed(a, 1) y=fixed(y + 3.0, 1) width=fixed((b - a).max(1.5), 1) height=fixed(LANE_H - 6.0, 1)><title>{tip(e)}</title></rect>
                        {label}
                        {ring}
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

/// The cranes of a report as a schedule to edit: each crane's own events, in the order
/// the report lists them (by start), renumbered.
pub fn editable(r: &QuayReport) -> Vec<QuayCrane> {
    r.cranes
        .iter()
        .map(|c| {
            let own = c.events.iter().filter(|e| e.event.is_some());
            QuayCrane { id: c.id.clone(), events: own.enumerate().map(|(i, e)| QuayEvent { event: Some(i), ..e.clone() }).collect() }
        })
        .collect()
}

/// `cranes` with event `i` of crane `k` shifted by `dt` seconds and put on crane `to`
/// (at the end of its events): the new place of the event.
pub fn moved(cranes: &[QuayCrane], (k, i): (usize, usize), dt: i64, to: usize) -> (Vec<QuayCrane>, (usize, usize)) {
    let mut out = cranes.to_vec();
    if k >= out.len() || i >= out[k].events.len() || to >= out.len() {
        return (out, (k, i));
    }
    let mut e = out[k].events.remove(i);
    e.start += dt;
    e.end = e.end.map(|x| x + dt);
    out[to].events.push(e);
    for c in &mut out {
        for (j, e) in c.events.iter_mut().enumerate() {
            e.event = Some(j);
        }
    }
    let j = out[to].events.len() - 1;
    (out, (to, j))
}

/// The event under the pointer: the crane's own event holding time `t`, the last one
/// drawn (on top) first.
fn hit(cranes: &[QuayCrane], k: usize, t: f64) -> Option<(usize, usize)> {
    let c = cranes.get(k)?;
    let i = c.events.iter().rposition(|e| (e.start as f64) <= t && t <= e.end.unwrap_or(e.start) as f64)?;
    Some((k, i))
}

/// A minute: drags snap to it.
const SNAP: f64 = 60.0;
/// Five minutes: what an arrow key moves a held event by.
const STEP: i64 = 300;

#[component]
pub fn Gantt() -> impl IntoView {
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    // The event chosen (crane, index of its own events), whether it is held (and where it
    // was picked up: Escape puts it back), the drag under way (the schedule when it began,
    // the event, the time pressed, moved?); the edited schedules (each crane's own events,
    // no filled waits).
    let chosen = RwSignal::new(None::<(usize, usize)>);
    let held = RwSignal::new(None::<(Vec<QuayCrane>, (usize, usize))>);
    let dragging = StoredValue::new(None::<(Vec<QuayCrane>, (usize, usize), f64, bool)>);
    let live = Live::<Vec<QuayCrane>>::new(move || {
        chosen.set(None);
        held.set(None);
    });
    let report = live.report();
    let cranes_now = move || -> Vec<QuayCrane> {
        live.plan()
            .or_else(|| report.with_untracked(|r| r.as_deref().and_then(quay).map(editable)))
            .unwrap_or_default()
    };
    // Grade `cranes` as the CLI would the downloaded file.
    let grade = move |cranes: Vec<QuayCrane>| {
        live.grade(cranes, |case, cranes| match case {
            CaseGrader::Quay(c) => Some(Report::Quay(<grader::quay::QuayKind as grader::kind::Kind>::grade(c, grader::quay::solution_json(cranes).as_bytes(), "solution.json", &[]))),
            _ => None,
        })
    };
    let say = move |key: &str, at: (usize, usize)| {
        let cranes = cranes_now();
        let words = report.with_untracked(|r| r.as_deref().and_then(quay).map(terms)).unwrap_or_default();
        let e = cranes.get(at.0).and_then(|c| c.events.get(at.1));
        let what = e.map(tip).unwrap_or_default();
        let crane = cranes.get(at.0).map(|c| c.id.clone()).unwrap_or_default();
        live.announce.set(tf(key, &[("event", &what), ("crane", &crane), ("result", &words)]));
    };
    let layout = move || report.with_untracked(|r| r.as_deref().and_then(quay).map(|r| Layout::of(r, width.get_untracked() as f64)));
    // The pointer in viewBox units.
    let at = move |ev: &leptos::ev::PointerEvent| timeline::pointer(boxr, width.get_untracked() as f64, ev);
    let down = move |ev: leptos::ev::PointerEvent| {
        if ev.button() != 0 {
            return;
        }
        let (Some((px, py)), Some(lay)) = (at(&ev), layout()) else { return };
        let cranes = cranes_now();
        let Some(found) = hit(&cranes, lay.lane(py), lay.time(px)) else { return };
        if let Some(div) = boxr.get_untracked() {
            let _ = div.set_pointer_capture(ev.pointer_id());
            let _ = div.focus();
        }
        ev.prevent_default();
        held.set(None);
        chosen.set(Some(found));
        dragging.set_value(Some((cranes, found, lay.time(px), false)));
    };
    let drag_to = move |ev: leptos::ev::PointerEvent| {
        let (Some((base, from, t_down, was)), Some((px, py)), Some(lay)) = (dragging.get_value(), at(&ev), layout()) else { return };
        let dt = ((lay.time(px) - t_down) / SNAP).round() as i64 * SNAP as i64;
        let to = lay.lane(py);
        if dt == 0 && to == from.0 && !was {
            return;
        }
        if !was {
            // One undo step per drag: the schedule before it.
            live.push(base.clone());
        }
        let (cranes, now) = moved(&base, from, dt, to);
        grade(cranes);
        chosen.set(Some(now));
        dragging.set_value(Some((base, from, t_down, true)));
    };
    let up = move |_| {
        if let (Some((_, _, _, true)), Some(c)) = (dragging.get_value(), chosen.get_untracked()) {
            say("fig-quay-moved", c);
        }
        dragging.set_value(None);
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        let cranes = cranes_now();
        let Some(first) = cranes.iter().position(|c| !c.events.is_empty()) else { return };
        let c = chosen.get_untracked().filter(|&(k, i)| cranes.get(k).is_some_and(|c| i < c.events.len())).unwrap_or((first, 0));
        let key = ev.key();
        if let Some((_, from)) = held.get_untracked() {
            let step = match key.as_str() {
                "ArrowLeft" => Some((-STEP, c.0)),
                "ArrowRight" => Some((STEP, c.0)),
                "ArrowUp" => Some((0, c.0.saturating_sub(1))),
                "ArrowDown" => Some((0, (c.0 + 1).min(cranes.len() - 1))),
                _ => None,
            };
            if let Some((dt, to)) = step {
                ev.prevent_default();
                live.push(cranes.clone());
                let (next, now) = moved(&cranes, c, dt, to);
                grade(next);
                chosen.set(Some(now));
                say("fig-quay-moved", now);
                return;
            }
            match key.as_str() {
                " " | "Enter" => {
                    held.set(None);
                    say("fig-quay-moved", c);
                }
                "Escape" => {
                    if let Some((before, _)) = held.get_untracked() {
                        grade(before);
                    }
                    held.set(None);
                    chosen.set(Some(from));
                    say("fig-quay-moved", from);
                }
                _ => return,
            }
            ev.prevent_default();
            return;
        }
        // Choosing: Home the first event, ← → along the crane's events, ↑ ↓ across cranes.
        let pick = |k: usize, i: usize| (k, i.min(cranes[k].events.len().saturating_sub(1)));
        let next = match key.as_str() {
            "Home" => (first, 0),
            "ArrowLeft" => pick(c.0, c.1.saturating_sub(1)),
            "ArrowRight" => pick(c.0, c.1 + 1),
            "ArrowUp" => (0..c.0).rev().find(|&k| !cranes[k].events.is_empty()).map_or(c, |k| pick(k, c.1)),
            "ArrowDown" => (c.0 + 1..cranes.len()).find(|&k| !cranes[k].events.is_empty()).map_or(c, |k| pick(k, c.1)),
            " " | "Enter" => {
                held.set(Some((cranes.clone(), c)));
                chosen.set(Some(c));
                say("fig-quay-picked", c);
                ev.prevent_default();
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        chosen.set(Some(next));
        say("fig-quay-selected", next);
    };
    let undo = move |()| {
        live.undo(grade, t("fig-quay-undone"));
        held.set(None);
    };
    let reset = move |()| {
        live.reset(t("fig-quay-back"));
        held.set(None);
        chosen.set(None);
    };
    let download = move |()| crate::embed::download("solution.json", "application/json", &grader::quay::solution_json(&cranes_now()));
    let shows = move |f: fn(&QuayReport) -> String| move || report.with(|r| r.as_deref().and_then(quay).map(f).unwrap_or_default());
    let body = move || {
        report.with(|r| match r.as_deref().and_then(quay) {
            Some(r) if !r.cranes.is_empty() || !r.vessels.is_empty() => {
                svg(r, width.get() as f64, chosen.get(), held.with(Option::is_some)).into_any()
            }
            _ => view! { <p class="chart-empty">{t("fig-quay-pick")}</p> }.into_any(),
        })
    };
    let conflicts = |r: &QuayReport| {
        let m = marks(r);
        (m.events.len() + m.crossings.len() + m.vessels.len()).to_string()
    };
    let edited = move || live.edited();
    let has_events = move || report.with(|r| r.as_deref().and_then(quay).is_some_and(|r| r.cranes.iter().any(|c| !c.events.is_empty())));
    view! {
        <figure class="chart-figure" data-figure="quay-gantt" data-edited=move || edited().to_string()
            data-valid=shows(|r| r.valid.to_string()) data-score=shows(|r| json(r.overall_score))
            data-cost=shows(|r| r.player_score.map(json).unwrap_or_default())
            data-cranes=shows(|r| r.cranes.len().to_string()) data-conflicts=shows(conflicts)
            data-chosen=move || chosen.get().map(|(k, i)| format!("{k}:{i}")) data-held=move || held.with(Option::is_some).to_string()
            data-ms=move || live.edit.with(|e| e.as_ref().map(|e| fixed(e.ms, 3)))>
            <div class="chart-controls"><SubPicker id="quay-gantt"/></div>
            <p class="live-counts" id="quay-terms">{shows(terms)}</p>
            <div node_ref=boxr tabindex="0" style="touch-action: pan-y" aria-label=move || t("fig-quay-live-aria") aria-describedby="quay-help"
                on:pointerdown=down on:pointermove=drag_to on:pointerup=up on:pointercancel=up on:keydown=key>{body}</div>
            <p class="chart-note">{move || t("fig-quay-legend")}</p>
            <LiveTools live id="quay" file="solution.json" help="fig-quay-help" can_download=Signal::derive(has_events)
                on_undo=undo on_reset=reset on_download=download/>
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

    fn ev(start: i64, end: i64) -> QuayEvent {
        QuayEvent { kind: "work".into(), start, end: Some(end), berth: Some(1.0), from_berth: None, to_berth: None, vessel: Some("V".into()), event: None }
    }

    #[test]
    fn an_event_moves_in_time_and_to_another_crane() {
        let c = |id: &str, evs: Vec<QuayEvent>| QuayCrane { id: id.into(), events: evs };
        let r = vec![c("0", vec![QuayEvent { event: Some(0), ..ev(0, 100) }, ev(100, 200), QuayEvent { event: Some(1), ..ev(300, 400) }]), c("1", vec![])];
        let own = editable(&QuayReport { cranes: r, ..empty() });
        assert_eq!(own[0].events.iter().map(|e| (e.start, e.event)).collect::<Vec<_>>(), [(0, Some(0)), (300, Some(1))], "the filled wait left out");
        let (next, at) = moved(&own, (0, 0), 60, 1);
        assert_eq!(at, (1, 0));
        assert_eq!((next[0].events.len(), next[1].events[0].start, next[1].events[0].end), (1, 60, Some(160)));
        assert_eq!(next[0].events[0].event, Some(0), "renumbered");
        assert_eq!(moved(&own, (0, 5), 60, 1).0, own, "no such event: unchanged");
        assert_eq!(hit(&own, 0, 350.0), Some((0, 1)));
        assert_eq!(hit(&own, 0, 200.0), None);
    }

    fn empty() -> QuayReport {
        grader::from_json::read_report::<QuayReport>(
            r#"{"kind":"quay","file":"s","validity_score":0.0,"quality_score":0.0,"overall_score":0.0,"error_info":{"fatal":[],"schema":[],"constraint":[],"exception":null},"player_score":null,"num_cranes":null,"total_move_seconds":null,"baseline_cost":1.0,"vessels_ok":null,"vessels_total":0,"crossing_violations":null,"valid":false,"n_violations":0,"cranes":[],"vessels":[],"diagnostics":[],"diagnostic_groups":[]}"#,
            "",
        )
        .unwrap()
    }

    #[test]
    fn the_pointer_finds_lane_and_time() {
        let l = Layout { t0: 0.0, t1: 1000.0, w: PAD_L + PAD_R + 1000.0, lanes_top: 100.0, lanes: 3 };
        assert_eq!((l.x(250.0), l.time(l.x(250.0))), (PAD_L + 250.0, 250.0));
        assert_eq!((l.lane(99.0), l.lane(100.0), l.lane(124.0), l.lane(170.0), l.lane(9999.0)), (0, 0, 1, 2, 2));
    }

    #[test]
    fn ticks_fit_the_width() {
        assert_eq!(tick_step(86400.0, 640.0), 10800.0, "a day over 640 px: every 3 h");
        assert_eq!(tick_step(86400.0, 300.0), 21600.0, "at phone width: every 6 h");
        assert_eq!(tick_step(3600.0, 640.0), 900.0);
    }
}
