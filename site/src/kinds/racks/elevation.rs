//! A valid plan's rack elevation (`racks-elevation`): for one batch, each rack it uses
//! as a column of U slots, lowest at the bottom: slots taken before the batch grey, the
//! batch's servers as blocks (green where the NIC weight is 1, amber below), each rack's
//! attribute above it and its power under it (used before, added, against the rating),
//! a dark rack marked. The cost counts power left, slot height, racks newly lit and the
//! NIC weight: the figure shows each. Every number comes from the [`RacksReport`].
//!
//! Live (issue 46, as coil's profile): a server of the batch dragged to another rack or
//! slot (mouse or finger), or picked up with Space and carried with the arrow keys, is
//! moved in the plan and the whole edited `solution.csv` graded again by the case's own
//! grader on the page (`CaseGrader::grade`, what `fde-grade racks` runs): cost and score
//! are that report's. A move the grader rejects is undone at once (an invalid plan has
//! no elevation to draw) and its broken rule shown.


use grader::case_grader::Report;
use grader::racks::{RacksPlacement, RacksRackView, RacksReport};
use leptos::prelude::*;

use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, local, num, score_json, Shortest};
use crate::figures::live::{Live, LiveTools};
use crate::state::{now_ms, use_case};

/// The racks report inside a site report, if it is one.
pub fn racks(report: &Report) -> Option<&RacksReport> {
    match report {
        Report::Racks(r) => Some(r),
        _ => None,
    }
}

const COL: f64 = 44.0;
const GAP: f64 = 14.0;
const SLOT: f64 = 11.0;
const TOP: f64 = 34.0;
const WIDEST: f64 = 720.0;
/// Racks drawn at most (a batch of a big hall uses hundreds).
const MOST: usize = 24;

/// The batch drawn (the first) and its racks, at most [`MOST`].
fn batch_views(r: &RacksReport) -> Vec<&RacksRackView> {
    let batch = r.rack_views.first().map(|v| v.batch.as_str()).unwrap_or_default();
    r.rack_views.iter().filter(|v| v.batch == batch).take(MOST).collect()
}

/// The tallest rack's slots (the columns' common height).
fn tall_of(views: &[&RacksRackView]) -> usize {
    views.iter().map(|v| v.slots.len()).max().unwrap_or(1).max(1)
}

/// The plan of a valid report: a row per placed server, in its order.
pub fn plan_of(r: &RacksReport) -> Vec<[String; 5]> {
    r.placements.iter().map(|p| [p.server.clone(), p.rack.clone(), p.pos.clone(), "1".into(), p.batch.clone()]).collect()
}

/// The column and slot (index into its rack's slots, 0 the lowest) under `(x, y)`
/// (viewBox units) among `cols` columns `tall` slots high, as [`column`] places them.
pub fn slot_at(x: f64, y: f64, cols: usize, tall: usize) -> Option<(usize, usize)> {
    let c = ((x - 8.0) / (COL + GAP)).floor();
    let k = ((TOP + tall as f64 * SLOT - y) / SLOT).floor();
    let inside = c >= 0.0 && (c as usize) < cols && x - 8.0 - c * (COL + GAP) < COL && k >= 0.0 && (k as usize) < tall;
    inside.then_some((c as usize, k as usize))
}

/// `rows` with `server`'s row moved to `rack`, slot `pos` (`None`: no such server).
pub fn moved_server(rows: &[[String; 5]], server: &str, rack: &str, pos: &str) -> Option<Vec<[String; 5]>> {
    let mut v = rows.to_vec();
    // The report's ids are stripped, as the evaluator reads them.
    let row = v.iter_mut().find(|r| r[0].trim() == server)?;
    row[1] = rack.into();
    row[2] = pos.into();
    Some(v)
}

/// Where a held server would go: its placement's index, the column and its lowest slot.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Ghost {
    server: usize,
    col: usize,
    slot: usize,
}

fn column(i: usize, v: &RacksRackView, servers: &[(usize, &RacksPlacement)], tall: usize, cursor: Option<usize>, held: bool) -> impl IntoView + use<> {
    let x = 8.0 + i as f64 * (COL + GAP);
    let base = TOP + tall as f64 * SLOT;
    // Slot k of the rack's list sits k rows up from the bottom.
    let row_of = |p: &str| v.slots.iter().position(|s| s == p);
    let y = move |k: usize| base - (k + 1) as f64 * SLOT;
    let slots = v
        .slots
        .iter()
        .enumerate()
        .map(|(k, p)| {
            let fill = if v.taken.contains(p) { "#bbb" } else { "#fff" };
            view! { <rect class="slot" fill=fill stroke="#999" stroke-width="0.5" x=fixed(x, 1) y=fixed(y(k), 1) width=fixed(COL, 1) height=fixed(SLOT, 1)><title>{format!("U {p}")}</title></rect> }
        })
        .collect_view();
    let blocks = servers
        .iter()
        .filter_map(|&(j, s)| {
            let k = row_of(&s.pos)?;
            let h = (s.height.max(1.0) as usize).min(v.slots.len() - k);
            let fill = if s.terms.get(3).is_some_and(|m| *m == 0.0) { "#3cb44b" } else { "#f5a623" };
            let tip = format!("{} @ U {}: {} W, {} U", s.server, s.pos, Shortest(s.power), Shortest(s.height));
            let (bx, by, bw, bh) = (x + 3.0, y(k + h - 1) + 1.0, COL - 6.0, h as f64 * SLOT - 2.0);
            let ring = (cursor == Some(j)).then(|| {
                view! { <rect class="cursor" fill="none" stroke="#000" stroke-width="2" stroke-dasharray=(!held).then_some("3 2")
                    x=fixed(bx - 2.0, 1) y=fixed(by - 2.0, 1) width=fixed(bw + 4.0, 1) height=fixed(bh + 4.0, 1)/> }
            });
            Some(view! {
                <rect class="server" data-server=s.server.clone() fill=fill stroke="#333" stroke-width="0.8" x=fixed(bx, 1) y=fixed(by, 1) width=fixed(bw, 1) height=fixed(bh, 1)><title>{tip}</title></rect>
                {ring}
            })
        })
        .collect_view();
    // Power under the column: before (grey), added (blue), against the rating.
    let rated = if v.rated_power > 0.0 { v.rated_power } else { 1.0 };
    let share = |w: f64| (w / rated).clamp(0.0, 1.0) * COL;
    let (before, after) = (share(v.used_before), share(v.used_after));
    let dark = if v.lit_before { "" } else { "○ " };
    view! {
        <text class="tick" x=fixed(x + COL / 2.0, 1) y="12" text-anchor="middle">{v.rack.clone()}</text>
        <text class="tick" x=fixed(x + COL / 2.0, 1) y="26" text-anchor="middle">{format!("{dark}{}", v.attr)}</text>
        {slots}
        {blocks}
        <rect class="power" fill="none" stroke="#333" stroke-width="0.8" x=fixed(x, 1) y=fixed(base + 6.0, 1) width=fixed(COL, 1) height="8"/>
        <rect class="power-before" fill="#999" x=fixed(x, 1) y=fixed(base + 6.0, 1) width=fixed(before, 1) height="8"/>
        <rect class="power-added" fill="#4363d8" x=fixed(x + before, 1) y=fixed(base + 6.0, 1) width=fixed((after - before).max(0.0), 1) height="8">
            <title>{format!("{} + {} / {} W", Shortest(v.used_before), Shortest(v.used_after - v.used_before), Shortest(v.rated_power))}</title>
        </rect>
    }
}

fn svg(r: &RacksReport, w: f64, cursor: Option<usize>, ghost: Option<Ghost>) -> impl IntoView + use<> {
    let views = batch_views(r);
    let batch = views.first().map(|v| v.batch.clone()).unwrap_or_default();
    let tall = tall_of(&views);
    let h = TOP + tall as f64 * SLOT + 40.0;
    let inner = 8.0 + views.len() as f64 * (COL + GAP);
    let cols = views
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let servers: Vec<(usize, &RacksPlacement)> = r.placements.iter().enumerate().filter(|(_, p)| p.batch == v.batch && p.rack == v.rack).collect();
            column(i, v, &servers, tall, cursor, ghost.is_some())
        })
        .collect_view();
    // The held server where it would go: a dashed outline as tall as the server.
    let ghost = ghost.and_then(|g| {
        let s = r.placements.get(g.server)?;
        let hgt = s.height.max(1.0) as usize;
        let x = 8.0 + g.col as f64 * (COL + GAP);
        let y = TOP + tall as f64 * SLOT - (g.slot + hgt) as f64 * SLOT;
        Some(view! { <rect class="ghost" fill="none" stroke="#e6194b" stroke-width="2" stroke-dasharray="4 2" x=fixed(x + 1.0, 1) y=fixed(y + 1.0, 1) width=fixed(COL - 2.0, 1) height=fixed(hgt as f64 * SLOT - 2.0, 1)/> })
    });
    let shown = r.rack_views.iter().filter(|v| v.batch == batch).count();
    view! {
        <div class="chart-scroll">
            <svg class="chart racks-elevation" width=fixed(inner.max(w.min(inner)), 0) viewBox=format!("0 0 {} {}", Shortest(inner), Shortest(h)) role="img" aria-label=t("fig-racks-elevation-aria")>
                {cols}
                {ghost}
                <text class="label" x="8" y=fixed(h - 4.0, 1)>{t("fig-racks-legend")}</text>
            </svg>
        </div>
        <p class="chart-note">{format!("{} {batch} ({} / {shown})", t("fig-racks-batch"), views.len())}</p>
    }
}

/// A report's words for the live line: its cost and score, or why it is rejected.
fn result_words(r: &RacksReport) -> String {
    match (r.valid, r.player_objective) {
        (true, Some(cost)) => tf(
            "fig-racks-live-score",
            &[
                ("cost", &num(cost, 4)),
                ("placed", &r.n_allocated.unwrap_or(0).to_string()),
                ("waiting", &r.n_unassigned.unwrap_or(0).to_string()),
                ("score", &local(&score_json(Some(r.overall_score)))),
            ],
        ),
        _ => {
            let g = r.diagnostic_groups.first();
            tf("fig-racks-live-rejected", &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &g.map(|g| g.count).unwrap_or(0).to_string())])
        }
    }
}

#[component]
pub fn Elevation() -> impl IntoView {
    let state = use_case();
    let shown = use_shown();
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    // The server chosen (index into the placements); where the held one would go; the
    // pointer's grab (slots above the server's lowest); the rule a refused move broke; the
    // edited plans (always valid: a rejected move is not kept).
    let cursor = RwSignal::new(None::<usize>);
    let ghost = RwSignal::new(None::<Ghost>);
    let grab = StoredValue::new(None::<usize>);
    let tried = RwSignal::new(String::new());
    let live = Live::<Vec<[String; 5]>>::new(move || {
        cursor.set(None);
        ghost.set(None);
        tried.set(String::new());
    });
    let report = live.report();
    // The plan as shown: an example's own rows (its unassigned servers too: a server
    // without a row breaks the plan), else the placed servers of the report.
    let start = Memo::new(move |_| {
        shown.with(|s| {
            let s = s.as_ref()?;
            let own = s.example.and_then(|i| state.example(i)).and_then(|x| grader::racks::plan_rows(&x.bytes));
            own.or_else(|| racks(&s.report).map(plan_of))
        })
    });
    let rows_now = move || live.plan().or_else(|| start.get_untracked()).unwrap_or_default();
    // The batch's servers (indices into the placements), in plan order.
    let servers = move || -> Vec<usize> {
        report.with_untracked(|r| {
            r.as_deref().and_then(racks).map_or_else(Vec::new, |r| {
                let batch = r.rack_views.first().map(|v| v.batch.clone()).unwrap_or_default();
                r.placements.iter().enumerate().filter(|(_, p)| p.batch == batch).map(|(j, _)| j).collect()
            })
        })
    };
    // Where server `j` sits: its column and lowest slot.
    let place_of = move |j: usize| -> Option<(usize, usize)> {
        report.with_untracked(|r| {
            let r = r.as_deref().and_then(racks)?;
            let p = r.placements.get(j)?;
            let views = batch_views(r);
            let c = views.iter().position(|v| v.rack == p.rack)?;
            Some((c, views[c].slots.iter().position(|s| *s == p.pos)?))
        })
    };
    let say = move |key: &str, j: usize, col: usize, slot: usize| {
        let (server, rack, pos) = report
            .with_untracked(|r| {
                let r = r.as_deref().and_then(racks)?;
                let v = batch_views(r).get(col).map(|v| (v.rack.clone(), v.slots.get(slot).cloned().unwrap_or_default()))?;
                Some((r.placements.get(j)?.server.clone(), v.0, v.1))
            })
            .unwrap_or_default();
        let words = report.with_untracked(|r| r.as_deref().and_then(racks).map(result_words)).unwrap_or_default();
        live.announce.set(tf(key, &[("server", &server), ("rack", &rack), ("pos", &pos), ("result", &words)]));
    };
    // Put server `j` at column `col`, slot `slot`: graded; kept when valid, else undone
    // at once with the rule it broke shown.
    let put = move |g: Ghost| {
        ghost.set(None);
        if place_of(g.server) == Some((g.col, g.slot)) {
            return;
        }
        let Ok(case) = state.grader.get_untracked() else { return };
        let Some((server, rack, pos)) = report.with_untracked(|r| {
            let r = r.as_deref().and_then(racks)?;
            let v = *batch_views(r).get(g.col)?;
            Some((r.placements.get(g.server)?.server.clone(), v.rack.clone(), v.slots.get(g.slot)?.clone()))
        }) else {
            return;
        };
        let now = rows_now();
        let Some(next) = moved_server(&now, &server, &rack, &pos) else { return };
        let t0 = now_ms();
        let r = crate::kinds::grade(&case, grader::racks::solution_csv(&next).as_bytes(), "solution.csv", &[]);
        let ms = now_ms() - t0;
        match racks(&r).filter(|x| x.valid) {
            Some(_) => {
                live.push(now);
                live.show(next, r, ms);
                tried.set(String::new());
                say("fig-racks-moved", g.server, g.col, g.slot);
            }
            None => {
                let words = racks(&r).map(result_words).unwrap_or_default();
                let msg = tf("fig-racks-tried", &[("server", &server), ("rack", &rack), ("pos", &pos), ("result", &words)]);
                tried.set(msg.clone());
                live.announce.set(msg);
            }
        }
    };
    let svg_at = move |ev: &leptos::ev::PointerEvent| -> Option<(usize, usize)> {
        let div = boxr.get_untracked()?;
        let svg = div.query_selector("svg").ok()??;
        let rect = svg.get_bounding_client_rect();
        let (cols, tall) = report.with_untracked(|r| r.as_deref().and_then(racks).map(|r| (batch_views(r).len(), tall_of(&batch_views(r)))))?;
        let inner = 8.0 + cols as f64 * (COL + GAP);
        if rect.width() <= 0.0 {
            return None;
        }
        let k = inner / rect.width();
        slot_at((ev.client_x() as f64 - rect.left()) * k, (ev.client_y() as f64 - rect.top()) * k, cols, tall)
    };
    let down = move |ev: leptos::ev::PointerEvent| {
        use wasm_bindgen::JsCast;
        if ev.button() != 0 {
            return;
        }
        let name = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|e| e.get_attribute("data-server"));
        let Some(name) = name else { return };
        let Some(j) = report.with_untracked(|r| r.as_deref().and_then(racks).and_then(|r| r.placements.iter().position(|p| p.server == name))) else { return };
        let (Some((col, slot)), Some((_, k))) = (place_of(j), svg_at(&ev)) else { return };
        if let Some(div) = boxr.get_untracked() {
            let _ = div.set_pointer_capture(ev.pointer_id());
            // Focused where it is: a scroll now would move the figure under the pointer.
            let quiet = web_sys::FocusOptions::new();
            quiet.set_prevent_scroll(true);
            let _ = div.focus_with_options(&quiet);
        }
        ev.prevent_default();
        cursor.set(Some(j));
        grab.set_value(Some(k.saturating_sub(slot)));
        ghost.set(Some(Ghost { server: j, col, slot }));
    };
    let drag_to = move |ev: leptos::ev::PointerEvent| {
        let (Some(g), Some(off)) = (ghost.get_untracked(), grab.get_value()) else { return };
        if let Some((col, k)) = svg_at(&ev) {
            let next = Ghost { col, slot: k.saturating_sub(off), ..g };
            if next != g {
                ghost.set(Some(next));
            }
        }
    };
    let up = move |_| {
        if grab.get_value().is_some() {
            grab.set_value(None);
            if let Some(g) = ghost.get_untracked() {
                put(g);
            }
        }
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        let list = servers();
        if list.is_empty() {
            return;
        }
        let (cols, tall) = report.with_untracked(|r| r.as_deref().and_then(racks).map(|r| (batch_views(r).len(), tall_of(&batch_views(r))))).unwrap_or((1, 1));
        let at = cursor.get_untracked().and_then(|c| list.iter().position(|&j| j == c)).unwrap_or(0);
        let j = list[at];
        if let Some(g) = ghost.get_untracked() {
            let next = match ev.key().as_str() {
                "ArrowLeft" => Ghost { col: g.col.saturating_sub(1), ..g },
                "ArrowRight" => Ghost { col: (g.col + 1).min(cols - 1), ..g },
                "ArrowUp" => Ghost { slot: (g.slot + 1).min(tall - 1), ..g },
                "ArrowDown" => Ghost { slot: g.slot.saturating_sub(1), ..g },
                " " | "Enter" => {
                    ev.prevent_default();
                    put(g);
                    return;
                }
                "Escape" => {
                    ev.prevent_default();
                    ghost.set(None);
                    if let Some((c, s)) = place_of(g.server) {
                        say("fig-racks-selected", g.server, c, s);
                    }
                    return;
                }
                _ => return,
            };
            ev.prevent_default();
            ghost.set(Some(next));
            say("fig-racks-over", next.server, next.col, next.slot);
            return;
        }
        let next = match ev.key().as_str() {
            "ArrowLeft" | "ArrowDown" => list[at.saturating_sub(1)],
            "ArrowRight" | "ArrowUp" => list[(at + 1).min(list.len() - 1)],
            "Home" => list[0],
            "End" => list[list.len() - 1],
            " " | "Enter" => {
                ev.prevent_default();
                if let Some((col, slot)) = place_of(j) {
                    cursor.set(Some(j));
                    ghost.set(Some(Ghost { server: j, col, slot }));
                    say("fig-racks-picked", j, col, slot);
                }
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        cursor.set(Some(next));
        if let Some((c, s)) = place_of(next) {
            say("fig-racks-selected", next, c, s);
        }
    };
    let undo = move |()| {
        let regrade = move |rows: Vec<[String; 5]>| live.grade(rows, |case, rows| Some(crate::kinds::grade(case, grader::racks::solution_csv(rows).as_bytes(), "solution.csv", &[])));
        live.undo(regrade, t("fig-racks-undone"));
        ghost.set(None);
        tried.set(String::new());
    };
    let reset = move |()| {
        live.reset(t("fig-racks-back"));
        ghost.set(None);
        cursor.set(None);
        tried.set(String::new());
    };
    let download = move |()| crate::embed::download("solution.csv", "text/csv", &grader::racks::solution_csv(&rows_now()));
    let shows = move |f: fn(&RacksReport) -> String| move || report.with(|r| r.as_deref().and_then(racks).map(f).unwrap_or_default());
    let drawn = move || report.with(|r| r.as_deref().and_then(racks).is_some_and(|r| !r.rack_views.is_empty()));
    let body = move || {
        report.with(|r| match r.as_deref().and_then(racks) {
            Some(r) if !r.rack_views.is_empty() => svg(r, width.get() as f64, cursor.get(), ghost.get()).into_any(),
            _ => view! { <p class="chart-empty">{t("fig-racks-pick")}</p> }.into_any(),
        })
    };
    let edited = move || live.edited();
    view! {
        <figure class="chart-figure" data-figure="racks-elevation" data-edited=move || edited().to_string()
            data-valid=shows(|r| r.valid.to_string()) data-score=shows(|r| json(r.overall_score))
            data-cost=shows(|r| r.player_objective.map(json).unwrap_or_default())
            data-plan=shows(|r| serde_json::to_string(&r.placements.iter().map(|p| [&p.server, &p.rack, &p.pos]).collect::<Vec<_>>()).unwrap_or_default())
            data-cursor=move || cursor.get().map(|c| c.to_string()) data-held=move || ghost.get().is_some().to_string()
            data-ms=move || live.edit.with(|e| e.as_ref().map(|e| fixed(e.ms, 3)))>
            <div class="chart-controls"><SubPicker id="racks-elevation"/></div>
            <p class="live-counts" id="racks-live">{shows(result_words)}</p>
            <div node_ref=boxr tabindex="0" style="touch-action: none" aria-label=move || t("fig-racks-live-aria") aria-describedby="racks-help"
                on:pointerdown=down on:pointermove=drag_to on:pointerup=up on:pointercancel=up on:keydown=key>{body}</div>
            <p class="live-counts" id="racks-tried">{move || tried.get()}</p>
            <LiveTools live id="racks" file="solution.csv" help="fig-racks-help" can_download=Signal::derive(drawn)
                on_undo=undo on_reset=reset on_download=download/>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pointer_finds_the_slot_drawn_under_it() {
        // 3 columns of 10 slots: column c from x = 8 + 58c, 44 wide; slot k from y = 144 − 11(k + 1).
        assert_eq!(slot_at(9.0, 143.0, 3, 10), Some((0, 0)), "the lowest slot of the first rack");
        assert_eq!(slot_at(8.0 + 58.0 + 43.0, 144.0 - 11.0 * 9.5, 3, 10), Some((1, 9)), "the top slot of the second");
        assert_eq!(slot_at(8.0 + 58.0 + 45.0, 100.0, 3, 10), None, "the gap between racks");
        assert_eq!(slot_at(8.0 + 3.0 * 58.0 + 1.0, 100.0, 3, 10), None, "past the last rack");
        assert_eq!(slot_at(20.0, 145.0, 3, 10), None, "below the racks");
        assert_eq!(slot_at(20.0, 33.0, 3, 10), None, "above them");
        assert_eq!(slot_at(f64::NAN, f64::NAN, 3, 10), None);
    }

    #[test]
    fn a_server_moves_and_the_other_rows_stay() {
        let row = |s: &str, r: &str, p: &str| [s.to_string(), r.into(), p.into(), "1".into(), "B".into()];
        let v = vec![row("S1", "R1", "1"), row("S2", "R2", "3")];
        assert_eq!(moved_server(&v, "S2", "R1", "5"), Some(vec![row("S1", "R1", "1"), row("S2", "R1", "5")]));
        assert_eq!(moved_server(&v, "S9", "R1", "5"), None);
        let spaced = vec![row(" S1 ", "R1", "1")];
        assert_eq!(moved_server(&spaced, "S1", "R2", "2"), Some(vec![row(" S1 ", "R2", "2")]), "an id as the evaluator strips it");
    }
}
