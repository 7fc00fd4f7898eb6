//! Predicted against actual (`pred-scatter`): one dot per scored row of the shown
//! submission (a row the metric leaves out, hollow), the diagonal where a prediction
//! equals the truth; above it the forecast is too high, below too low. One target at a
//! time. Every value is a row of [`grader::prediction::explain`].

use grader::prediction::Explained;
use leptos::prelude::*;

use crate::figures::inputs::SubPicker;
use super::inputs::{short, target_index, tick, url_target, use_explained, with_explained, Scale, TargetPicker};
use crate::figures::text::{t, tf};
use crate::format::{fixed, int, shortest, Shortest};
use crate::route::keys;

const W: f64 = 460.0;
const H: f64 = 380.0;
const L: f64 = 62.0;
const R: f64 = 14.0;
const T: f64 = 12.0;
const B: f64 = 44.0;
/// Dots drawn at most (evenly spaced rows beyond: the figure says so).
pub const MAX_DOTS: usize = 4000;

/// The chart of target `t`.
pub fn scatter_svg(e: &Explained, t: usize) -> AnyView {
    let t = t.min(e.targets.len().saturating_sub(1));
    let name = e.targets.get(t).cloned().unwrap_or_default();
    let vals: Vec<(usize, f64, f64, bool)> = e
        .rows
        .iter()
        .enumerate()
        .filter_map(|(i, r)| r.values.get(t).map(|v| (i, v.truth, v.pred, v.scored)))
        .filter(|(_, a, b, _)| a.is_finite() && b.is_finite())
        .collect();
    // One scale for both axes: the diagonal is then at 45°.
    let both = vals.iter().flat_map(|v| [v.1, v.2]);
    let sx = Scale::over(both.clone(), L, W - R);
    let sy = Scale { a: H - B, b: T, ..sx };
    let every = vals.len().div_ceil(MAX_DOTS).max(1);
    let dots = vals
        .iter()
        .step_by(every)
        .map(|&(i, a, b, scored)| {
            let key = e.rows[i].key.join(" · ");
            let label = tf(
                if b >= a { "fig-pred-scatter-dot-over" } else { "fig-pred-scatter-dot-under" },
                &[("key", &key), ("actual", &short(a)), ("predicted", &short(b)), ("by", &short((b - a).abs()))],
            );
            view! {
                <circle class=if scored { "dot" } else { "dot unscored" } cx=fixed(sx.at(a), 1) cy=fixed(sy.at(b), 1) r="3"
                    data-truth=shortest(a) data-pred=shortest(b)><title>{label}</title></circle>
            }
        })
        .collect_view();
    let grid = sx
        .ticks()
        .into_iter()
        .map(|v| {
            view! {
                <line class="axis" x1=shortest(sx.at(v)) x2=shortest(sx.at(v)) y1=shortest(T) y2=shortest(H - B)/>
                <line class="axis" x1=shortest(L) x2=shortest(W - R) y1=shortest(sy.at(v)) y2=shortest(sy.at(v))/>
                <text class="tick" x=shortest(sx.at(v)) y=shortest(H - B + 15.0) text-anchor="middle">{tick(v)}</text>
                <text class="tick" x=shortest(L - 6.0) y=shortest(sy.at(v) + 4.0) text-anchor="end">{tick(v)}</text>
            }
        })
        .collect_view();
    let summary = tf(
        if every > 1 { "fig-pred-scatter-aria-every" } else { "fig-pred-scatter-aria" },
        &[("target", &name), ("rows", &int(vals.len() as i64)), ("every", &every.to_string())],
    );
    view! {
        <svg class="chart pred-chart pred-scatter" data-export viewBox=format!("0 0 {} {}", Shortest(W), Shortest(H)) role="img" aria-label=summary
            data-points=vals.len() data-target=name.clone()>
            <g class="grid">{grid}</g>
            <line class="diagonal" x1=shortest(sx.at(sx.lo)) y1=shortest(sy.at(sx.lo)) x2=shortest(sx.at(sx.hi)) y2=shortest(sy.at(sx.hi))/>
            <text class="axis-label" x=shortest((L + W - R) / 2.0) y=shortest(H - 8.0) text-anchor="middle">{tf("fig-pred-scatter-x-axis", &[("target", &name)])}</text>
            <text class="axis-label" transform=format!("translate(14 {}) rotate(-90)", Shortest((T + H - B) / 2.0)) text-anchor="middle">{tf("fig-pred-scatter-y-axis", &[("target", &name)])}</text>
            <text class="corner" x=shortest(L + 8.0) y=shortest(T + 14.0)>{crate::figures::text::t("fig-pred-scatter-too-high")}</text>
            <text class="corner" x=shortest(W - R - 8.0) y=shortest(H - B - 8.0) text-anchor="end">{crate::figures::text::t("fig-pred-scatter-too-low")}</text>
            <g class="dots">{dots}</g>
        </svg>
    }
    .into_any()
}

#[component]
pub fn PredScatterFigure() -> impl IntoView {
    let memo = use_explained();
    let target = url_target(keys::SCATTER_TARGET);
    let body = with_explained(memo, move |e| scatter_svg(e, target_index(e, target.get().as_deref())));
    view! {
        <figure class="chart-figure" data-figure="pred-scatter">
            <div class="chart-controls">
                <SubPicker id="pred-scatter"/>
                <TargetPicker id="pred-scatter" target=target/>
            </div>
            {body}
            <figcaption>
                {move || t("fig-pred-scatter-caption")}
            </figcaption>
        </figure>
    }
}
