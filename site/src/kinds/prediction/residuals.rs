//! Residuals over the key (`pred-residuals`): the forecast minus the truth of every
//! scored row, the rows in key order (numbers by value, dates and other text by their
//! characters). When the key is ordered like time (a number or a date first) the
//! residuals are a line: a run above zero is a stretch forecast too high; otherwise a
//! strip of dots. One target at a time; rows of each group in its own colour.

use grader::prediction::Explained;
use leptos::prelude::*;

use crate::figures::inputs::SubPicker;
use super::inputs::{short, target_index, tick, url_target, use_explained, with_explained, Scale, TargetPicker};
use crate::figures::text::{t, tf};
use crate::figures::width::chart_width;
use crate::format::{fixed, int, shortest, Shortest};
use crate::route::keys;

/// The chart's widest layout (CSS px); a phone's box gets its own (`crate::figures::width`:
/// scaled down from 640 its axis text was 5 px, issue 45).
const WIDEST: f64 = 640.0;
const H: f64 = 300.0;
const L: f64 = 62.0;
const R: f64 = 14.0;
const T: f64 = 12.0;
const B: f64 = 52.0;
/// Points drawn at most (evenly spaced rows beyond).
pub const MAX_POINTS: usize = 4000;

/// The chart of target `t`, laid out `w` CSS px wide.
pub fn residuals_svg(e: &Explained, t: usize, w: f64) -> AnyView {
    let t = t.min(e.targets.len().saturating_sub(1));
    let name = e.targets.get(t).cloned().unwrap_or_default();
    let mut rows: Vec<(usize, f64)> = e
        .rows
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.values.get(t).filter(|v| v.scored && v.residual.is_finite()).map(|v| (i, v.residual)))
        .collect();
    rows.sort_by_key(|&(i, _)| e.rows[i].rank);
    let n = rows.len();
    let sx = Scale { lo: 0.0, hi: (n.max(2) - 1) as f64, a: L, b: w - R };
    let sy = Scale::over(rows.iter().map(|r| r.1).chain([0.0]), H - B, T);
    let groups: Vec<String> = {
        let mut g: Vec<String> = Vec::new();
        for r in &e.rows {
            if let Some(x) = &r.group {
                if !g.contains(x) {
                    g.push(x.clone());
                }
            }
        }
        g
    };
    let every = n.div_ceil(MAX_POINTS).max(1);
    let drawn: Vec<(usize, usize, f64)> = rows.iter().enumerate().step_by(every).map(|(j, &(i, r))| (j, i, r)).collect();
    let line = e.ordered.then(|| {
        let pts: Vec<String> = drawn.iter().map(|&(j, _, r)| format!("{},{}", fixed(sx.at(j as f64), 1), fixed(sy.at(r), 1))).collect();
        view! { <polyline class="residual-line" points=pts.join(" ")/> }
    });
    let dots = drawn
        .iter()
        .map(|&(j, i, r)| {
            let row = &e.rows[i];
            let g = row.group.as_ref().and_then(|g| groups.iter().position(|x| x == g)).unwrap_or(0);
            let label = tf("fig-pred-residuals-dot", &[("key", &row.key.join(" · ")), ("residual", &short(r))]);
            view! {
                <circle class=format!("dot g{}", g % 6) cx=fixed(sx.at(j as f64), 1) cy=fixed(sy.at(r), 1) r="2.5" data-residual=shortest(r)>
                    <title>{label}</title>
                </circle>
            }
        })
        .collect_view();
    let grid = sy
        .ticks()
        .into_iter()
        .map(|v| {
            view! {
                <line class=if v == 0.0 { "axis zero" } else { "axis" } x1=shortest(L) x2=shortest(w - R) y1=shortest(sy.at(v)) y2=shortest(sy.at(v))/>
                <text class="tick" x=shortest(L - 6.0) y=shortest(sy.at(v) + 4.0) text-anchor="end">{tick(v)}</text>
            }
        })
        .collect_view();
    let key_at = |j: usize| rows.get(j).map(|&(i, _)| e.rows[i].key.join(" · ")).unwrap_or_default();
    let ends = (n > 0).then(|| {
        view! {
            <text class="tick" x=shortest(L) y=shortest(H - B + 15.0) text-anchor="start">{key_at(0)}</text>
            <text class="tick" x=shortest(w - R) y=shortest(H - B + 15.0) text-anchor="end">{key_at(n - 1)}</text>
        }
    });
    let legend = (groups.len() > 1).then(|| {
        groups
            .iter()
            .enumerate()
            .map(|(k, g)| {
                let x = L + 8.0 + k as f64 * 90.0;
                view! {
                    <circle class=format!("dot g{}", k % 6) cx=shortest(x) cy=shortest(T + 8.0) r="4"/>
                    <text class="tick" x=shortest(x + 8.0) y=shortest(T + 12.0)>{g.clone()}</text>
                }
            })
            .collect_view()
    });
    let summary = tf(
        if e.ordered { "fig-pred-residuals-aria-line" } else { "fig-pred-residuals-aria" },
        &[("target", &name), ("rows", &int(n as i64)), ("keys", &e.key_names.join(", "))],
    );
    view! {
        <svg class="chart pred-chart pred-residuals" data-export viewBox=format!("0 0 {} {}", Shortest(w), Shortest(H)) role="img" aria-label=summary
            data-points=n data-ordered=e.ordered.to_string() data-target=name.clone()>
            <g class="grid">{grid}</g>
            {ends}
            <text class="axis-label" x=shortest((L + w - R) / 2.0) y=shortest(H - 10.0) text-anchor="middle">{tf("fig-pred-residuals-x-axis", &[("keys", &e.key_names.join(", "))])}</text>
            <text class="axis-label" transform=format!("translate(14 {}) rotate(-90)", Shortest((T + H - B) / 2.0)) text-anchor="middle">{crate::figures::text::t("fig-pred-residuals-y-axis")}</text>
            {line}
            <g class="dots">{dots}</g>
            {legend}
        </svg>
    }
    .into_any()
}

#[component]
pub fn PredResidualsFigure() -> impl IntoView {
    let memo = use_explained();
    let target = url_target(keys::RESIDUALS_TARGET);
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = with_explained(memo, move |e| residuals_svg(e, target_index(e, target.get().as_deref()), width.get() as f64));
    view! {
        <figure class="chart-figure" data-figure="pred-residuals">
            <div class="chart-controls">
                <SubPicker id="pred-residuals"/>
                <TargetPicker id="pred-residuals" target=target/>
            </div>
            <div class="chart-box" node_ref=boxr>{body}</div>
            <figcaption>
                {move || t("fig-pred-residuals-caption")}
            </figcaption>
        </figure>
    }
}
