//! A plan day by day against the cascade's limits, one small chart per reservoir
//! (`hydro-levels`: its level, from the start of the week, between its dead level and
//! its upper limit) or per station (`hydro-power`: its output under its maximum, the
//! days whose change breaks the ramp limit marked). Every number comes from the
//! [`HydroReport`]; the figure only places them.
//!
//! `hydro-outflows` is live (issue 46, as coil's profile): a day's outflow dragged up or
//! down (mouse or finger), or chosen with ← → and stepped with ↑ ↓, and the whole edited
//! `solution.json` graded again by the case's own grader on the page
//! (`CaseGrader::grade`, what `fde-grade hydro` runs): energy, validity and score are
//! that report's, and the days a rule breaks are marked.


use grader::case_grader::Report;
use grader::hydro::HydroReport;
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, local, num, score_json, shortest, Fixed, Shortest};
use crate::figures::live::{Live, LiveTools};

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

/// The outflow axis of station `i`'s chart: from 0 to a quarter above the larger of its
/// largest outflow in `q` and the ecological flow (fixed while the reader edits: it is
/// the example's, so a dragged point stays under the pointer).
pub fn outflow_top(q: &[f64], eco: f64) -> f64 {
    let top = q.iter().copied().filter(|x| x.is_finite()).fold(eco.max(1.0), f64::max) * 1.25;
    // A round top: 2 significant digits up.
    let unit = 10f64.powi(top.log10().floor() as i32 - 1);
    (top / unit).ceil() * unit
}

/// The day drawn nearest `x` and the outflow at `y` (viewBox units) on a chart `w` wide
/// with `days` days and the axis `0..top` (as [`outflow_svg`] places them), the outflow
/// to a whole m³/s within the axis.
pub fn cell_at(x: f64, y: f64, w: f64, days: usize, top: f64) -> (usize, f64) {
    let n = days.max(2);
    let i = ((x - PAD_L) / (w - PAD_L - 8.0) * (n - 1) as f64).round();
    let day = if i.is_nan() || i < 0.0 { 0 } else { (i as usize).min(days.saturating_sub(1)) };
    let v = top * (H - 16.0 - y) / (H - 16.0 - PAD_T);
    // max and min, not clamp: clamp with bounds not constant links float formatting.
    let v = if v.is_nan() { 0.0 } else { v.max(0.0).min(top).round() };
    (day, v)
}

/// Station `i`'s outflows by day on the axis `0..top`, the ecological flow drawn, the days
/// a rule of the report breaks for it marked, the chosen day ringed.
fn outflow_svg(r: &HydroReport, i: usize, top: f64, w: f64, cursor: Option<usize>) -> impl IntoView + use<> {
    let q = r.q_out.get(i).cloned().unwrap_or_default();
    let n = q.len().max(2);
    let x = move |d: usize| PAD_L + (w - PAD_L - 8.0) * d as f64 / (n - 1) as f64;
    let y = move |v: f64| PAD_T + (H - PAD_T - 16.0) * (top - v.max(0.0).min(top)) / top;
    let broken: Vec<usize> = r.diagnostics.iter().filter(|d| d.location.index_of("station") == Some(i)).filter_map(|d| d.location.index_of("day")).collect();
    let points: String = q.iter().enumerate().filter(|(_, v)| v.is_finite()).map(|(d, &v)| format!("{},{} ", Fixed(x(d), 1), Fixed(y(v), 1))).collect();
    let station = r.stations.get(i).cloned().unwrap_or_default();
    let dots = q
        .iter()
        .enumerate()
        .filter(|(_, v)| v.is_finite())
        .map(|(d, &v)| {
            let class = if broken.contains(&d) { "dot broken" } else { "dot" };
            view! { <circle class=class data-day=d.to_string() cx=fixed(x(d), 1) cy=fixed(y(v), 1) r="4"><title>{format!("{station} {}: {} m³/s", d + 1, Shortest(v))}</title></circle> }
        })
        .collect_view();
    let ring = cursor.and_then(|d| q.get(d).map(|&v| (d, v))).filter(|(_, v)| v.is_finite()).map(|(d, v)| {
        view! { <circle class="cursor" fill="none" stroke="currentColor" stroke-width="2" cx=fixed(x(d), 1) cy=fixed(y(v), 1) r="8"/> }
    });
    let eco = r.limits.eco_min;
    view! {
        <svg class="chart hydro-small hydro-outflow" data-station=i.to_string() viewBox=format!("0 0 {} {}", Shortest(w), Shortest(H)) role="img"
            aria-label=tf("fig-hydro-outflow-of", &[("station", &station)])>
            <text class="label" x=fixed(PAD_L, 1) y="12">{tf("fig-hydro-outflow-of", &[("station", &station)])}</text>
            <line class="limit low" x1=fixed(PAD_L, 1) x2=fixed(w - 8.0, 1) y1=fixed(y(eco), 1) y2=fixed(y(eco), 1)/>
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(eco) + 4.0, 1) text-anchor="end">{shortest(eco)}</text>
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(top) + 4.0, 1) text-anchor="end">{shortest(top)}</text>
            <polyline class="line" points=points/>
            {dots}
            {ring}
        </svg>
    }
}

/// A report's words for the live line: its energy and score, or why it is rejected.
fn result_words(r: &HydroReport) -> String {
    match (r.valid, r.player_objective) {
        (true, Some(e)) => tf("fig-hydro-live-score", &[("energy", &num(e, 1)), ("score", &local(&score_json(Some(r.overall_score))))]),
        _ => {
            let g = r.diagnostic_groups.first();
            tf(
                "fig-hydro-live-rejected",
                &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &g.map(|g| g.count).unwrap_or(0).to_string())],
            )
        }
    }
}

/// Each station's outflow day by day: drag a day's outflow, or step it with the keys.
#[component]
pub fn Outflows() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    // The cell chosen (station, day), the pointer's cell while it drags (and whether it
    // moved); the edited plans (outflows by station and day).
    let cursor = RwSignal::new(None::<(usize, usize)>);
    let dragging = StoredValue::new(None::<(usize, usize, bool)>);
    let live = Live::<Vec<Vec<f64>>>::new(move || cursor.set(None));
    let report = live.report();
    // The axes: the example's, so they stay put while it is edited.
    let tops = Memo::new(move |_| {
        shown.with(|s| s.as_ref().and_then(|s| hydro(&s.report)).map(|r| r.q_out.iter().map(|q| outflow_top(q, r.limits.eco_min)).collect::<Vec<f64>>()).unwrap_or_default())
    });
    let q_now = move || -> Vec<Vec<f64>> {
        live.plan().or_else(|| report.with_untracked(|r| r.as_deref().and_then(hydro).map(|r| r.q_out.clone()))).unwrap_or_default()
    };
    let shape = move || report.with(|r| r.as_deref().and_then(hydro).map_or((0, 0), |r| (r.q_out.len(), r.q_out.first().map_or(0, Vec::len))));
    // Grade `q` as the CLI would the downloaded file.
    let grade = move |q: Vec<Vec<f64>>| live.grade(q, |case, q| Some(crate::kinds::grade(case, grader::hydro::solution_json(q).as_bytes(), "solution.json", &[])));
    let say = move |(i, d): (usize, usize)| {
        let q = q_now();
        let words = report.with_untracked(|r| r.as_deref().and_then(hydro).map(result_words)).unwrap_or_default();
        let station = report.with_untracked(|r| r.as_deref().and_then(hydro).and_then(|r| r.stations.get(i).cloned())).unwrap_or_default();
        let v = q.get(i).and_then(|row| row.get(d)).map(|v| shortest(*v)).unwrap_or_default();
        live.announce.set(tf("fig-hydro-set", &[("station", &station), ("day", &(d + 1).to_string()), ("value", &v), ("result", &words)]));
    };
    // Set station `i`'s outflow on day `d` to `v` (`record`: a step undo goes back to).
    let set = move |(i, d): (usize, usize), v: f64, record: bool| {
        let mut q = q_now();
        let Some(cell) = q.get_mut(i).and_then(|row| row.get_mut(d)) else { return };
        if *cell == v {
            return;
        }
        *cell = v;
        if record {
            live.push(q_now());
        }
        grade(q);
    };
    // The cell under the pointer on station `i`'s chart (the chart under it at the press).
    let cell_of = move |ev: &leptos::ev::PointerEvent, i: usize| -> Option<(usize, f64)> {
        let div = boxr.get_untracked()?;
        let svg = div.query_selector(&format!("svg[data-station=\"{i}\"]")).ok()??;
        let rect = svg.get_bounding_client_rect();
        let w = width.get_untracked() as f64;
        let top = tops.with_untracked(|t| t.get(i).copied())?;
        (rect.width() > 0.0).then(|| {
            let k = w / rect.width();
            cell_at((ev.client_x() as f64 - rect.left()) * k, (ev.client_y() as f64 - rect.top()) * k, w, shape().1, top)
        })
    };
    let down = move |ev: leptos::ev::PointerEvent| {
        use wasm_bindgen::JsCast;
        if ev.button() != 0 {
            return;
        }
        let station = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("svg[data-station]").ok().flatten())
            .and_then(|s| s.get_attribute("data-station"))
            .and_then(|s| s.parse::<usize>().ok());
        let Some(i) = station else { return };
        let Some((d, _)) = cell_of(&ev, i) else { return };
        if let Some(div) = boxr.get_untracked() {
            let _ = div.set_pointer_capture(ev.pointer_id());
            // Focused where it is: a scroll now would move the figure under the pointer.
            let quiet = web_sys::FocusOptions::new();
            quiet.set_prevent_scroll(true);
            let _ = div.focus_with_options(&quiet);
        }
        ev.prevent_default();
        cursor.set(Some((i, d)));
        dragging.set_value(Some((i, d, false)));
    };
    let drag_to = move |ev: leptos::ev::PointerEvent| {
        let Some((i, d, was)) = dragging.get_value() else { return };
        let Some((_, v)) = cell_of(&ev, i) else { return };
        // One undo step per drag: the plan before it.
        let before = q_now().get(i).and_then(|row| row.get(d)).copied();
        if before != Some(v) {
            set((i, d), v, !was);
            dragging.set_value(Some((i, d, true)));
        }
    };
    let up = move |_| {
        if let Some((i, d, true)) = dragging.get_value() {
            say((i, d));
        }
        dragging.set_value(None);
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        let (stations, days) = shape();
        if stations == 0 || days == 0 {
            return;
        }
        let (i, d) = cursor.get_untracked().unwrap_or((0, 0));
        let flat = (i * days + d).min(stations * days - 1);
        let at = |f: usize| (f / days, f % days);
        let step = |by: f64| {
            let v = q_now().get(i).and_then(|row| row.get(d)).copied().unwrap_or(0.0);
            if v.is_finite() {
                (v + by).max(0.0)
            } else {
                0.0
            }
        };
        let value = match ev.key().as_str() {
            "ArrowLeft" => {
                cursor.set(Some(at(flat.saturating_sub(1))));
                None
            }
            "ArrowRight" => {
                cursor.set(Some(at((flat + 1).min(stations * days - 1))));
                None
            }
            "Home" => {
                cursor.set(Some((0, 0)));
                None
            }
            "End" => {
                cursor.set(Some((stations - 1, days - 1)));
                None
            }
            "ArrowUp" => Some(step(10.0)),
            "ArrowDown" => Some(step(-10.0)),
            "PageUp" => Some(step(100.0)),
            "PageDown" => Some(step(-100.0)),
            _ => return,
        };
        ev.prevent_default();
        let c = cursor.get_untracked().unwrap_or((0, 0));
        cursor.set(Some(c));
        if let Some(v) = value {
            set(c, v, true);
        }
        say(c);
    };
    let undo = move |()| live.undo(grade, t("fig-hydro-undone"));
    let reset = move |()| {
        live.reset(t("fig-hydro-back"));
        cursor.set(None);
    };
    let download = move |()| crate::embed::download("solution.json", "application/json", &grader::hydro::solution_json(&q_now()));
    let shows = move |f: fn(&HydroReport) -> String| move || report.with(|r| r.as_deref().and_then(hydro).map(f).unwrap_or_default());
    let body = move || {
        report.with(|r| match r.as_deref().and_then(hydro) {
            Some(r) if !r.q_out.is_empty() => {
                let w = width.get() as f64;
                let c = cursor.get();
                let charts = tops
                    .get()
                    .iter()
                    .enumerate()
                    .map(|(i, &top)| outflow_svg(r, i, top, w, c.filter(|c| c.0 == i).map(|c| c.1)))
                    .collect_view();
                view! { <div class="small-multiples">{charts}</div> }.into_any()
            }
            _ => view! { <p class="chart-empty">{t("fig-hydro-pick")}</p> }.into_any(),
        })
    };
    let edited = move || live.edited();
    view! {
        <figure class="chart-figure" data-figure="hydro-outflows" data-edited=move || edited().to_string()
            data-valid=shows(|r| r.valid.to_string()) data-score=shows(|r| json(r.overall_score))
            data-energy=shows(|r| r.player_objective.map(json).unwrap_or_default())
            data-q=shows(|r| serde_json::to_string(&r.q_out).unwrap_or_default())
            data-cursor=move || cursor.get().map(|(i, d)| format!("{i},{d}"))
            data-ms=move || live.edit.with(|e| e.as_ref().map(|e| fixed(e.ms, 3)))>
            <div class="chart-controls"><SubPicker id="hydro-outflows"/></div>
            <p class="live-counts" id="hydro-live">{shows(result_words)}</p>
            <div node_ref=boxr tabindex="0" style="touch-action: none" aria-label=move || t("fig-hydro-live-aria") aria-describedby="hydro-help"
                on:pointerdown=down on:pointermove=drag_to on:pointerup=up on:pointercancel=up on:keydown=key>{body}</div>
            <LiveTools live id="hydro" file="solution.json" help="fig-hydro-help" can_download=Signal::derive(move || shape().0 > 0)
                on_undo=undo on_reset=reset on_download=download/>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_axis_tops_the_largest_outflow_by_a_quarter_rounded_up() {
        assert_eq!(outflow_top(&[1394.5, 1064.0, 930.0], 50.0), 1800.0, "1394.5 × 1.25 = 1743.1 → 1800");
        assert_eq!(outflow_top(&[6117.0], 50.0), 7700.0, "7646.25 → 7700");
        assert_eq!(outflow_top(&[10.0, f64::NAN], 50.0), 63.0, "the ecological flow when larger: 62.5 → 63");
        assert_eq!(outflow_top(&[], 0.0), 1.3, "nothing: 1 × 1.25 → 1.3");
    }

    #[test]
    fn the_pointer_finds_the_day_and_the_outflow_under_it() {
        // 7 days on a 300-wide chart: day d at 46 + 246·d/6; outflow v at 18 + 86·(1 − v/top).
        let x = |d: f64| PAD_L + (300.0 - PAD_L - 8.0) * d / 6.0;
        let y = |v: f64| PAD_T + (H - PAD_T - 16.0) * (1.0 - v / 1800.0);
        assert_eq!(cell_at(x(0.0), y(1394.7), 300.0, 7, 1800.0), (0, 1395.0), "to a whole m³/s");
        assert_eq!(cell_at(x(3.0) + 20.0, y(900.0), 300.0, 7, 1800.0), (3, 900.0), "within half a day");
        assert_eq!(cell_at(x(3.0) + 21.0, y(900.0), 300.0, 7, 1800.0), (4, 900.0), "past half a day");
        assert_eq!(cell_at(0.0, 0.0, 300.0, 7, 1800.0), (0, 1800.0), "above the axis: its top");
        assert_eq!(cell_at(9999.0, 9999.0, 300.0, 7, 1800.0), (6, 0.0), "below it: 0");
        assert_eq!(cell_at(f64::NAN, f64::NAN, 300.0, 7, 1800.0), (0, 0.0));
    }
}
