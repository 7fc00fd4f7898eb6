//! A sequence's profile (`coil-profile`): each coil's width in rolling order, its roll
//! size as the band under it, front-width coils outlined, the steps that break a
//! linkage, thickness or width rule marked, and width rises drawn as rising segments.
//! Every number comes from the [`CoilReport`]; the figure only places them.
//!
//! Live (issue 46, as the routing map's drag): a coil dragged along the sequence (mouse
//! or finger), or picked up and moved with the arrow keys, is moved in the sequence and
//! the whole edited `solution.json` graded again by the case's own grader on the page
//! (`CaseGrader::grade`, what `fde-grade coil` runs): penalty, terms, validity and score
//! are that report's. 40 coils grade in well under a millisecond, so no incremental model.


use grader::case_grader::{CaseGrader, Report};
use grader::coil::CoilReport;
use leptos::prelude::*;

use crate::figures::inputs::{json, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, local, score_json, shortest, Shortest};
use crate::figures::live::{Live, LiveTools};

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

/// `ids` with the coil at `from` moved to `to`, the others in their order (positions
/// past the end leave `ids` as it is).
pub fn moved(ids: &[String], from: usize, to: usize) -> Vec<String> {
    let mut v = ids.to_vec();
    if from < v.len() && to < v.len() {
        let id = v.remove(from);
        v.insert(to, id);
    }
    v
}

/// The position of the coil drawn nearest `x` (viewBox units) on a profile `w` wide
/// with `len` coils (as [`svg`] places them).
pub fn index_at(x: f64, w: f64, len: usize) -> usize {
    let n = len.max(2);
    let i = ((x - PAD_L) / (w - PAD_L - 8.0) * (n - 1) as f64).round();
    if i.is_nan() || i < 0.0 {
        0
    } else {
        (i as usize).min(len.saturating_sub(1))
    }
}

fn svg(r: &CoilReport, w: f64, cursor: Option<usize>, held: bool) -> impl IntoView + use<> {
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
    // The coil chosen (keys) or dragged: a ring, solid while it is held.
    let ring = cursor.and_then(|i| steps.get(i).map(|s| (i, s))).filter(|(_, s)| s.width.is_finite()).map(|(i, s)| {
        view! { <circle class="cursor" fill="none" stroke="#000" stroke-width="2" stroke-dasharray=(!held).then_some("3 2")
            cx=fixed(x(i), 1) cy=fixed(y(s.width), 1) r="7"/> }
    });
    view! {
        <svg class="chart coil-profile" viewBox=format!("0 0 {} {}", Shortest(w), Shortest(H)) role="img" aria-label=t("fig-coil-profile-aria")>
            <text class="label" x=fixed(PAD_L, 1) y="12">{t("fig-coil-width")}</text>
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(b - pad) + 4.0, 1) text-anchor="end">{shortest(b - pad)}</text>
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y(a + pad) + 4.0, 1) text-anchor="end">{shortest(a + pad)}</text>
            {segments}
            {dots}
            {band}
            {ring}
            <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(plot_b + 8.0 + BAND, 1) text-anchor="end">{t("fig-coil-rolls")}</text>
        </svg>
        <p class="chart-note">{t("fig-coil-legend")}". "{t("fig-coil-band")}". "{r.roll_switches.to_string()}" "{t("fig-coil-switches")}</p>
    }
}


/// A report's words for the live line: its penalty split into its terms and its score,
/// or why it is rejected.
fn result_words(r: &CoilReport) -> String {
    let n = |x: Option<usize>| int(x.unwrap_or(0) as i64);
    match (r.valid, r.penalty) {
        (true, Some(p)) => tf(
            "fig-coil-live-score",
            &[
                ("penalty", &int(p)),
                ("jumps", &n(r.total_violations)),
                ("rises", &n(r.width_increases)),
                ("groups", &n(r.grade_groups)),
                ("score", &local(&score_json(Some(r.overall_score)))),
            ],
        ),
        _ => {
            let g = r.diagnostic_groups.first();
            tf(
                "fig-coil-live-rejected",
                &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &g.map(|g| g.count).unwrap_or(0).to_string())],
            )
        }
    }
}

#[component]
pub fn Profile() -> impl IntoView {
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    // The coil chosen, where the held coil was picked up (Escape puts it back), the
    // pointer's coil while it drags (and whether it moved); the edited sequences (ids).
    let cursor = RwSignal::new(None::<usize>);
    let held = RwSignal::new(None::<usize>);
    let dragging = StoredValue::new(None::<(usize, bool)>);
    let live = Live::<Vec<String>>::new(move || {
        cursor.set(None);
        held.set(None);
    });
    let report = live.report();
    let steps_len = move || report.with(|r| r.as_deref().and_then(coil).map_or(0, |r| r.steps.len()));
    let ids_now = move || -> Vec<String> {
        live.plan()
            .or_else(|| report.with_untracked(|r| r.as_deref().and_then(coil).map(|r| r.steps.iter().map(|s| s.id.clone()).collect())))
            .unwrap_or_default()
    };
    // Grade `ids` as the CLI would the downloaded file.
    let grade = move |ids: Vec<String>| {
        live.grade(ids, |case, ids| match case {
            CaseGrader::Coil(c) => Some(Report::Coil(<grader::coil::CoilKind as grader::kind::Kind>::grade(c, grader::coil::solution_json(ids).as_bytes(), "solution.json", &[]))),
            _ => None,
        })
    };
    let say = move |key: &str, i: usize| {
        let ids = ids_now();
        let words = report.with_untracked(|r| r.as_deref().and_then(coil).map(result_words)).unwrap_or_default();
        let place = (i + 1).to_string();
        let n = ids.len().to_string();
        let id = ids.get(i).cloned().unwrap_or_default();
        live.announce.set(tf(key, &[("id", &id), ("place", &place), ("n", &n), ("result", &words)]));
    };
    // Move the coil at `from` to `to` (`record`: a step undo goes back to).
    let move_coil = move |from: usize, to: usize, record: bool| {
        let ids = ids_now();
        if from == to || to >= ids.len() {
            return;
        }
        if record {
            live.push(ids.clone());
        }
        grade(moved(&ids, from, to));
        cursor.set(Some(to));
    };
    let pos_of = move |ev: &leptos::ev::PointerEvent| -> Option<usize> {
        let div = boxr.get_untracked()?;
        let svg = div.query_selector("svg").ok()??;
        let rect = svg.get_bounding_client_rect();
        let w = width.get_untracked() as f64;
        (rect.width() > 0.0).then(|| index_at((ev.client_x() as f64 - rect.left()) * w / rect.width(), w, steps_len()))
    };
    let down = move |ev: leptos::ev::PointerEvent| {
        if ev.button() != 0 || steps_len() == 0 {
            return;
        }
        let Some(i) = pos_of(&ev) else { return };
        if let Some(div) = boxr.get_untracked() {
            let _ = div.set_pointer_capture(ev.pointer_id());
            let _ = div.focus();
        }
        ev.prevent_default();
        held.set(None);
        cursor.set(Some(i));
        dragging.set_value(Some((i, false)));
    };
    let drag_to = move |ev: leptos::ev::PointerEvent| {
        let (Some((from, was)), Some(to)) = (dragging.get_value(), pos_of(&ev)) else { return };
        if to != from {
            // One undo step per drag: the sequence before it.
            move_coil(from, to, !was);
            dragging.set_value(Some((to, true)));
        }
    };
    let up = move |_| {
        if let Some((i, true)) = dragging.get_value() {
            say("fig-coil-moved", i);
        }
        dragging.set_value(None);
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        let n = steps_len();
        if n == 0 {
            return;
        }
        let c = cursor.get_untracked().unwrap_or(0).min(n - 1);
        let to = match ev.key().as_str() {
            "ArrowLeft" | "ArrowDown" => c.saturating_sub(1),
            "ArrowRight" | "ArrowUp" => (c + 1).min(n - 1),
            "Home" => 0,
            "End" => n - 1,
            " " | "Enter" => {
                if held.get_untracked().is_some() {
                    held.set(None);
                    say("fig-coil-moved", c);
                } else {
                    held.set(Some(c));
                    cursor.set(Some(c));
                    say("fig-coil-picked", c);
                }
                ev.prevent_default();
                return;
            }
            "Escape" => {
                if let Some(p) = held.get_untracked() {
                    move_coil(c, p, true);
                    held.set(None);
                    say("fig-coil-moved", p);
                    ev.prevent_default();
                }
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        if held.get_untracked().is_some() {
            move_coil(c, to, true);
            say("fig-coil-moved", to);
        } else {
            cursor.set(Some(to));
            say("fig-coil-selected", to);
        }
    };
    let undo = move |()| {
        live.undo(grade, t("fig-coil-undone"));
        held.set(None);
    };
    let reset = move |()| {
        live.reset(t("fig-coil-back"));
        held.set(None);
        cursor.set(None);
    };
    let download = move |()| crate::embed::download("solution.json", "application/json", &grader::coil::solution_json(&ids_now()));
    let shows = move |f: fn(&CoilReport) -> String| move || report.with(|r| r.as_deref().and_then(coil).map(f).unwrap_or_default());
    let body = move || {
        report.with(|r| match r.as_deref().and_then(coil) {
            Some(r) if !r.steps.is_empty() => svg(r, width.get() as f64, cursor.get(), held.get().is_some()).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-coil-pick")}</p> }.into_any(),
        })
    };
    let edited = move || live.edited();
    view! {
        <figure class="chart-figure" data-figure="coil-profile" data-edited=move || edited().to_string()
            data-valid=shows(|r| r.valid.to_string()) data-score=shows(|r| json(r.overall_score))
            data-penalty=shows(|r| r.penalty.map(|p| p.to_string()).unwrap_or_default())
            data-sequence=shows(|r| serde_json::to_string(&r.steps.iter().map(|s| &s.id).collect::<Vec<_>>()).unwrap_or_default())
            data-cursor=move || cursor.get().map(|c| c.to_string()) data-held=move || held.get().is_some().to_string()
            data-ms=move || live.edit.with(|e| e.as_ref().map(|e| fixed(e.ms, 3)))>
            <div class="chart-controls"><SubPicker id="coil-profile"/></div>
            <p class="live-counts" id="coil-live">{shows(result_words)}</p>
            <div node_ref=boxr tabindex="0" style="touch-action: pan-y" aria-label=move || t("fig-coil-live-aria") aria-describedby="coil-help"
                on:pointerdown=down on:pointermove=drag_to on:pointerup=up on:pointercancel=up on:keydown=key>{body}</div>
            <LiveTools live id="coil" file="solution.json" help="fig-coil-help" can_download=Signal::derive(move || steps_len() > 0)
                on_undo=undo on_reset=reset on_download=download/>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(s: &str) -> Vec<String> {
        s.split(' ').map(String::from).collect()
    }

    #[test]
    fn a_coil_moves_and_the_others_keep_their_order() {
        let v = ids("A B C D E");
        assert_eq!(moved(&v, 0, 3), ids("B C D A E"));
        assert_eq!(moved(&v, 4, 1), ids("A E B C D"));
        assert_eq!(moved(&v, 2, 2), v);
        assert_eq!(moved(&v, 5, 0), v, "past the end: unchanged");
        assert_eq!(moved(&v, 0, 5), v, "past the end: unchanged");
    }

    #[test]
    fn the_pointer_finds_the_coil_drawn_under_it() {
        // 40 coils on a 720-wide profile: coil i at 52 + 660·i/39.
        let x = |i: f64| PAD_L + (720.0 - PAD_L - 8.0) * i / 39.0;
        for i in [0, 1, 17, 38, 39] {
            assert_eq!(index_at(x(i as f64), 720.0, 40), i);
            assert_eq!(index_at(x(i as f64) + 8.0, 720.0, 40), i, "within half a step");
        }
        assert_eq!(index_at(x(5.0) + 9.0, 720.0, 40), 6, "past half a step");
        assert_eq!(index_at(0.0, 720.0, 40), 0, "left of the axis");
        assert_eq!(index_at(9999.0, 720.0, 40), 39, "right of the last");
        assert_eq!(index_at(f64::NAN, 720.0, 40), 0);
        assert_eq!(index_at(300.0, 720.0, 1), 0, "one coil");
    }
}
