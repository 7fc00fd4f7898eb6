//! A plan's cutting patterns (`slitting-patterns`): one bar per cut, as wide as its
//! mother coil, its strips side by side (an ordered width in blue, one nobody ordered in
//! red) and the edge left over hatched as scrap; cuts of one coil together. Scrap is
//! what the score's 5 % weighs; the number of bars is what its 95 % counts. Every number
//! comes from the [`SlittingReport`]; the figure only places them.
//!
//! Live (issue 46, as coil's profile): a strip dragged onto another cut (mouse or
//! finger), or picked up with Space and carried with ↑ ↓, moves to the end of that cut,
//! and the whole edited `solution.csv` is graded again by the case's own grader on the
//! page (`CaseGrader::grade`, what `fde-grade slitting` runs): validity, cuts, scrap and
//! score are that report's. The bars are drawn from the edited plan (a cut the grader
//! stops at keeps its bar), the strips' colours from the report's ordered widths.


use grader::case_grader::Report;
use grader::slitting::{PlanCut, SlittingReport};
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, local, score_json, Shortest};
use crate::figures::live::{Live, LiveTools};

/// The slitting report inside a site report, if it is one.
pub fn slitting(report: &Report) -> Option<&SlittingReport> {
    match report {
        Report::Slitting(r) => Some(r),
        _ => None,
    }
}

const PAD_L: f64 = 120.0;
const ROW: f64 = 18.0;
const TOP: f64 = 24.0;
const WIDEST: f64 = 720.0;
/// Strips a cut holds at most (`sub1` … `sub5`).
const SLOTS: usize = 5;

/// The plan of the cuts a report simulated, in plan order.
pub fn plan_of(r: &SlittingReport) -> Vec<PlanCut> {
    r.cuts.iter().map(|c| PlanCut { mother: c.mother.clone(), width: c.width, weight: c.weight, strips: c.strips.iter().map(|s| s.width).collect() }).collect()
}

/// The order the bars are drawn in: cuts of one coil together, in plan order within it.
pub fn display_order(cuts: &[PlanCut]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..cuts.len()).collect();
    order.sort_by(|&a, &b| cuts[a].mother.cmp(&cuts[b].mother));
    order
}

/// `cuts` with strip `from.1` of cut `from.0` moved to cut `to.0` at strip `to.1` (at its
/// end when past it); `None` when nothing moves: no such strip or cut, the same cut, or
/// a cut that already has five strips.
pub fn moved_strip(cuts: &[PlanCut], from: (usize, usize), to: (usize, usize)) -> Option<Vec<PlanCut>> {
    let w = *cuts.get(from.0)?.strips.get(from.1)?;
    if from.0 == to.0 || cuts.get(to.0)?.strips.len() >= SLOTS {
        return None;
    }
    let mut v = cuts.to_vec();
    v[from.0].strips.remove(from.1);
    let dest = &mut v[to.0].strips;
    dest.insert(to.1.min(dest.len()), w);
    Some(v)
}

/// The scale of the bars: viewBox units per mm (the widest coil spans the plot).
fn scale(cuts: &[PlanCut], w: f64) -> f64 {
    let widest = cuts.iter().map(|c| c.width).filter(|x| x.is_finite() && *x > 0.0).fold(1.0, f64::max);
    (w - PAD_L - 8.0) / widest
}

/// The bar (display row) under `y` and the strip under `x` in it, if any (viewBox
/// units, as [`svg`] places them).
pub fn strip_at(cuts: &[PlanCut], order: &[usize], x: f64, y: f64, w: f64) -> Option<(usize, Option<usize>)> {
    let row = ((y - TOP) / ROW).floor();
    if !(row >= 0.0 && (row as usize) < order.len()) {
        return None;
    }
    let row = row as usize;
    let k = scale(cuts, w);
    let mut left = PAD_L;
    let strip = cuts[order[row]].strips.iter().position(|s| {
        let right = left + (s * k).max(0.0);
        let hit = x >= left && x < right;
        left = right;
        hit
    });
    Some((row, strip))
}

/// The bars: `cursor` (display row, strip) ringed, dashed unless held; `target` (a row a
/// dragged strip is over) outlined.
fn svg(cuts: &[PlanCut], ordered: &[f64], ratio: Option<f64>, w: f64, cursor: Option<(usize, usize)>, held: bool, target: Option<usize>) -> impl IntoView + use<> {
    let order = display_order(cuts);
    let scale = scale(cuts, w);
    let h = 28.0 + ROW * cuts.len() as f64 + 20.0;
    let bars = order
        .iter()
        .enumerate()
        .map(|(row, &i)| {
            let c = &cuts[i];
            let y = TOP + ROW * row as f64;
            let mut x = PAD_L;
            let strips = c
                .strips
                .iter()
                .enumerate()
                .map(|(k, &sw_mm)| {
                    let sw = (sw_mm * scale).max(0.0);
                    // Colours inline: the figure's own, not the shared stylesheet's.
                    let (class, fill) = if ordered.contains(&sw_mm) { ("strip", "#4363d8") } else { ("strip unordered", "#e6194b") };
                    let tip = format!("{} {}: {} mm", t("fig-slitting-slot"), k + 1, Shortest(sw_mm));
                    let ring = (cursor == Some((row, k))).then(|| {
                        view! { <rect class="cursor" fill="none" stroke="#000" stroke-width="2" stroke-dasharray=(!held).then_some("3 2")
                            x=fixed(x + 1.0, 1) y=fixed(y - 1.0, 1) width=fixed((sw - 2.0).max(1.0), 1) height=fixed(ROW - 2.0, 1)/> }
                    });
                    let v = view! {
                        <rect class=class fill=fill stroke="#fff" data-cut=i.to_string() data-strip=k.to_string() x=fixed(x, 1) y=fixed(y, 1) width=fixed(sw, 1) height=fixed(ROW - 4.0, 1)><title>{tip}</title></rect>
                        {ring}
                    };
                    x += sw;
                    v
                })
                .collect_view();
            let end = PAD_L + c.width.max(0.0) * scale;
            let scrap = (end - x).max(0.0);
            let label = format!("{} · {} kg", c.mother, Shortest(c.weight));
            let over = (target == Some(row)).then(|| {
                view! { <rect class="target" fill="none" stroke="#000" stroke-width="1.5" x=fixed(PAD_L - 2.0, 1) y=fixed(y - 2.0, 1) width=fixed(end - PAD_L + 4.0, 1) height=fixed(ROW, 1)/> }
            });
            view! {
                <g class="cut" data-row=row.to_string()>
                    <text class="tick" x=fixed(PAD_L - 4.0, 1) y=fixed(y + ROW - 7.0, 1) text-anchor="end">{label}</text>
                    {strips}
                    <rect class="scrap" fill="url(#slitting-hatch)" stroke="#999" x=fixed(x, 1) y=fixed(y, 1) width=fixed(scrap, 1) height=fixed(ROW - 4.0, 1)/>
                    {over}
                </g>
            }
        })
        .collect_view();
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

/// A report's words for the live line: its cuts, scrap and score, or why it is rejected.
fn result_words(r: &SlittingReport) -> String {
    match (r.valid, r.submission_metrics.as_ref()) {
        (true, Some(m)) => tf(
            "fig-slitting-live-score",
            &[
                ("cuts", &m.cut_times.to_string()),
                ("scrap", &local(&m.requirement_ratio.map(|x| Shortest(x).to_string()).unwrap_or_default())),
                ("score", &local(&score_json(Some(r.overall_score)))),
            ],
        ),
        _ => {
            let g = r.diagnostic_groups.first();
            tf(
                "fig-slitting-live-rejected",
                &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &g.map(|g| g.count).unwrap_or(0).to_string())],
            )
        }
    }
}

#[component]
pub fn Patterns() -> impl IntoView {
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    // The strip chosen (display row, strip); where the held strip was picked up (plan
    // cut, strip: Escape puts it back); the pointer's strip while it drags and the row it
    // is over; the edited plans.
    let cursor = RwSignal::new(None::<(usize, usize)>);
    let held = RwSignal::new(None::<(usize, usize)>);
    let dragging = StoredValue::new(None::<(usize, usize)>);
    let target = RwSignal::new(None::<usize>);
    let live = Live::<Vec<PlanCut>>::new(move || {
        cursor.set(None);
        held.set(None);
        target.set(None);
    });
    let report = live.report();
    let cuts = Memo::new(move |_| live.edit.with(|e| e.as_ref().map(|e| e.plan.clone())).or_else(|| shown.with(|s| s.as_ref().and_then(|s| slitting(&s.report)).map(plan_of))).unwrap_or_default());
    let order = Memo::new(move |_| cuts.with(|c| display_order(c)));
    // Grade `cuts` as the CLI would the downloaded file.
    let grade = move |c: Vec<PlanCut>| live.grade(c, |case, c| Some(crate::kinds::grade(case, grader::slitting::solution_csv(c, true).as_bytes(), "solution.csv", &[])));
    let say = move |key: &str, row: usize| {
        let words = report.with_untracked(|r| r.as_deref().and_then(slitting).map(result_words)).unwrap_or_default();
        let (mother, n) = cuts.with_untracked(|c| order.with_untracked(|o| o.get(row).map(|&i| (c[i].mother.clone(), c[i].strips.len())))).unwrap_or_default();
        live.announce.set(tf(key, &[("row", &(row + 1).to_string()), ("mother", &mother), ("n", &n.to_string()), ("result", &words)]));
    };
    // Move display row `from`'s strip `k` to the end of display row `to` (`record`: a step
    // undo goes back to); the display row the strip lands in, if it moved.
    let move_to = move |from: (usize, usize), to: (usize, usize), record: bool| -> Option<usize> {
        let (now, o) = (cuts.get_untracked(), order.get_untracked());
        let next = moved_strip(&now, (*o.get(from.0)?, from.1), (*o.get(to.0)?, to.1))?;
        if record {
            live.push(now);
        }
        let plan_to = o[to.0];
        grade(next);
        // The cut keeps its row unless the order changed (it cannot: moves keep coils).
        let row = order.with_untracked(|o| o.iter().position(|&i| i == plan_to))?;
        let k = cuts.with_untracked(|c| c[plan_to].strips.len().saturating_sub(1).min(to.1));
        cursor.set(Some((row, k)));
        Some(row)
    };
    let at = move |ev: &leptos::ev::PointerEvent| -> Option<(usize, Option<usize>)> {
        let div = boxr.get_untracked()?;
        let svg = div.query_selector("svg").ok()??;
        let rect = svg.get_bounding_client_rect();
        let w = width.get_untracked() as f64;
        if rect.width() <= 0.0 {
            return None;
        }
        let k = w / rect.width();
        cuts.with_untracked(|c| order.with_untracked(|o| strip_at(c, o, (ev.client_x() as f64 - rect.left()) * k, (ev.client_y() as f64 - rect.top()) * k, w)))
    };
    let down = move |ev: leptos::ev::PointerEvent| {
        if ev.button() != 0 {
            return;
        }
        let Some((row, Some(k))) = at(&ev) else { return };
        if let Some(div) = boxr.get_untracked() {
            let _ = div.set_pointer_capture(ev.pointer_id());
            // Focused where it is: a scroll now would move the figure under the pointer.
            let quiet = web_sys::FocusOptions::new();
            quiet.set_prevent_scroll(true);
            let _ = div.focus_with_options(&quiet);
        }
        ev.prevent_default();
        held.set(None);
        cursor.set(Some((row, k)));
        dragging.set_value(Some((row, k)));
    };
    let drag_to = move |ev: leptos::ev::PointerEvent| {
        if dragging.get_value().is_some() {
            target.set(at(&ev).map(|(row, _)| row));
        }
    };
    let up = move |_| {
        if let (Some(from), Some(to)) = (dragging.get_value(), target.get_untracked()) {
            if to != from.0 {
                match move_to(from, (to, SLOTS), true) {
                    Some(row) => say("fig-slitting-moved", row),
                    None => say("fig-slitting-full", to),
                }
            }
        }
        dragging.set_value(None);
        target.set(None);
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        let rows = order.with_untracked(Vec::len);
        if rows == 0 {
            return;
        }
        let len = |row: usize| cuts.with_untracked(|c| order.with_untracked(|o| o.get(row).map_or(0, |&i| c[i].strips.len())));
        let (row, k) = cursor.get_untracked().unwrap_or((0, 0));
        let row = row.min(rows - 1);
        let k = k.min(len(row).saturating_sub(1));
        match ev.key().as_str() {
            key @ ("ArrowUp" | "ArrowDown") => {
                let to = if key == "ArrowUp" { row.checked_sub(1) } else { Some(row + 1).filter(|&r| r < rows) };
                let Some(to) = to else { return };
                if held.get_untracked().is_some() {
                    match move_to((row, k), (to, SLOTS), true) {
                        Some(r) => say("fig-slitting-moved", r),
                        None => say("fig-slitting-full", to),
                    }
                } else {
                    cursor.set(Some((to, 0)));
                    say("fig-slitting-selected", to);
                }
            }
            "ArrowLeft" if held.get_untracked().is_none() => cursor.set(Some((row, k.saturating_sub(1)))),
            "ArrowRight" if held.get_untracked().is_none() => cursor.set(Some((row, (k + 1).min(len(row).saturating_sub(1))))),
            " " | "Enter" => {
                if held.get_untracked().is_some() {
                    held.set(None);
                    say("fig-slitting-moved", row);
                } else if len(row) > 0 {
                    held.set(order.with_untracked(|o| o.get(row).map(|&i| (i, k))));
                    cursor.set(Some((row, k)));
                    say("fig-slitting-picked", row);
                }
            }
            "Escape" => {
                let Some((cut, slot)) = held.get_untracked() else { return };
                let back = order.with_untracked(|o| o.iter().position(|&i| i == cut));
                if let Some(back) = back.filter(|&b| b != row) {
                    move_to((row, k), (back, slot), true);
                }
                held.set(None);
                say("fig-slitting-moved", back.unwrap_or(row));
            }
            _ => return,
        }
        ev.prevent_default();
    };
    let undo = move |()| {
        live.undo(grade, t("fig-slitting-undone"));
        held.set(None);
    };
    let reset = move |()| {
        live.reset(t("fig-slitting-back"));
        held.set(None);
        cursor.set(None);
    };
    let download = move |()| crate::embed::download("solution.csv", "text/csv", &grader::slitting::solution_csv(&cuts.get_untracked(), true));
    let shows = move |f: fn(&SlittingReport) -> String| move || report.with(|r| r.as_deref().and_then(slitting).map(f).unwrap_or_default());
    let body = move || {
        let c = cuts.get();
        if c.is_empty() {
            return view! { <p class="chart-empty">{t("fig-slitting-pick")}</p> }.into_any();
        }
        report.with(|r| {
            let r = r.as_deref().and_then(slitting);
            let ordered: Vec<f64> = r.map(|r| r.widths.iter().map(|x| x.width).collect()).unwrap_or_default();
            let ratio = r.and_then(|r| r.submission_metrics.as_ref()).and_then(|m| m.requirement_ratio);
            svg(&c, &ordered, ratio, width.get() as f64, cursor.get(), held.get().is_some(), target.get()).into_any()
        })
    };
    let edited = move || live.edited();
    view! {
        <figure class="chart-figure" data-figure="slitting-patterns" data-edited=move || edited().to_string()
            data-valid=shows(|r| r.valid.to_string()) data-score=shows(|r| json(r.overall_score))
            data-plan=move || cuts.with(|c| serde_json::to_string(&c.iter().map(|c| (&c.mother, &c.strips)).collect::<Vec<_>>()).unwrap_or_default())
            data-cursor=move || cursor.get().map(|(r, k)| format!("{r},{k}")) data-held=move || held.get().is_some().to_string()
            data-ms=move || live.edit.with(|e| e.as_ref().map(|e| fixed(e.ms, 3)))>
            <div class="chart-controls"><SubPicker id="slitting-patterns"/></div>
            <p class="live-counts" id="slitting-live">{shows(result_words)}</p>
            <div node_ref=boxr tabindex="0" style="touch-action: none" aria-label=move || t("fig-slitting-live-aria") aria-describedby="slitting-help"
                on:pointerdown=down on:pointermove=drag_to on:pointerup=up on:pointercancel=up on:keydown=key>{body}</div>
            <LiveTools live id="slitting" file="solution.csv" help="fig-slitting-help" can_download=Signal::derive(move || !cuts.with(Vec::is_empty))
                on_undo=undo on_reset=reset on_download=download/>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(mother: &str, strips: &[f64]) -> PlanCut {
        PlanCut { mother: mother.into(), width: 1000.0, weight: 2000.0, strips: strips.to_vec() }
    }

    #[test]
    fn a_strip_moves_to_another_cut_and_the_others_keep_their_places() {
        let v = vec![cut("M_1", &[500.0, 490.0]), cut("M_0", &[300.0]), cut("M_2", &[1.0, 2.0, 3.0, 4.0, 5.0])];
        let m = moved_strip(&v, (0, 0), (1, SLOTS)).unwrap();
        assert_eq!((m[0].strips.clone(), m[1].strips.clone()), (vec![490.0], vec![300.0, 500.0]), "to the end");
        let m = moved_strip(&v, (1, 0), (0, 1)).unwrap();
        assert_eq!((m[0].strips.clone(), m[1].strips.clone()), (vec![500.0, 300.0, 490.0], vec![]), "into a slot; a cut may be left empty");
        assert_eq!(moved_strip(&v, (0, 0), (2, SLOTS)), None, "a cut of five strips takes no sixth");
        assert_eq!(moved_strip(&v, (0, 0), (0, 1)), None, "the same cut");
        assert_eq!(moved_strip(&v, (0, 2), (1, 0)), None, "no such strip");
        assert_eq!(moved_strip(&v, (0, 0), (3, 0)), None, "no such cut");
        assert_eq!(display_order(&v), vec![1, 0, 2], "cuts by coil");
    }

    #[test]
    fn the_pointer_finds_the_strip_drawn_under_it() {
        // On a 720-wide figure, 1000 mm spans 592 units from x = 120; row r from y = 24 + 18r.
        let v = vec![cut("M_1", &[500.0, 490.0]), cut("M_0", &[300.0])];
        let o = display_order(&v);
        let k = 592.0 / 1000.0;
        assert_eq!(strip_at(&v, &o, 121.0, 25.0, 720.0), Some((0, Some(0))), "row 0 is M_0's cut");
        assert_eq!(strip_at(&v, &o, 120.0 + 299.0 * k, 41.0, 720.0), Some((0, Some(0))));
        assert_eq!(strip_at(&v, &o, 120.0 + 301.0 * k, 41.0, 720.0), Some((0, None)), "scrap");
        assert_eq!(strip_at(&v, &o, 120.0 + 501.0 * k, 43.0, 720.0), Some((1, Some(1))), "M_1's second strip");
        assert_eq!(strip_at(&v, &o, 50.0, 43.0, 720.0), Some((1, None)), "the label");
        assert_eq!(strip_at(&v, &o, 200.0, 23.0, 720.0), None, "above the bars");
        assert_eq!(strip_at(&v, &o, 200.0, 60.0, 720.0), None, "below them");
        assert_eq!(strip_at(&v, &o, f64::NAN, f64::NAN, 720.0), None);
    }
}
