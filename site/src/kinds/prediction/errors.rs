//! The error distribution (`pred-errors`): a histogram of the residuals (forecast −
//! truth) of the scored rows of one target, zero marked. A hump off zero is a bias; a
//! long tail, a few rows that cost most of the score.

use grader::prediction::Explained;
use leptos::prelude::*;

use crate::figures::inputs::SubPicker;
use super::inputs::{short, target_index, tick, url_target, use_explained, with_explained, Scale, TargetPicker};
use crate::figures::text::{t, tf};
use crate::format::{fixed, int, shortest, Shortest};
use crate::route::keys;

const W: f64 = 520.0;
const H: f64 = 280.0;
const L: f64 = 50.0;
const R: f64 = 14.0;
const T: f64 = 12.0;
const B: f64 = 44.0;

/// The histogram's bins over `xs`: `(lower edge, width, count)`, about √n of them
/// (5 to 40), on a round scale.
pub fn bins(xs: &[f64]) -> Vec<(f64, f64, usize)> {
    let xs: Vec<f64> = xs.iter().copied().filter(|x| x.is_finite()).collect();
    if xs.is_empty() {
        return Vec::new();
    }
    let s = Scale::over(xs.iter().copied(), 0.0, 1.0);
    let k = ((xs.len() as f64).sqrt().ceil() as usize).clamp(5, 40);
    let width = (s.hi - s.lo) / k as f64;
    let mut counts = vec![0usize; k];
    for x in xs {
        let i = (((x - s.lo) / width).floor() as usize).min(k - 1);
        counts[i] += 1;
    }
    counts.into_iter().enumerate().map(|(i, c)| (s.lo + i as f64 * width, width, c)).collect()
}

/// The chart of target `t`.
pub fn errors_svg(e: &Explained, t: usize) -> AnyView {
    let t = t.min(e.targets.len().saturating_sub(1));
    let name = e.targets.get(t).cloned().unwrap_or_default();
    let res: Vec<f64> = e.rows.iter().filter_map(|r| r.values.get(t)).filter(|v| v.scored).map(|v| v.residual).collect();
    let bins = bins(&res);
    let (lo, hi) = bins.first().zip(bins.last()).map_or((0.0, 1.0), |(a, b)| (a.0, b.0 + b.1));
    let sx = Scale { lo, hi, a: L, b: W - R };
    let top = bins.iter().map(|b| b.2).max().unwrap_or(1).max(1) as f64;
    let sy = Scale::over([0.0, top], H - B, T);
    let bars = bins
        .iter()
        .map(|&(x0, w, c)| {
            let (xa, xb) = (sx.at(x0), sx.at(x0 + w));
            let label = tf("fig-pred-errors-bin", &[("from", &short(x0)), ("to", &short(x0 + w)), ("n", &int(c as i64))]);
            view! {
                <rect class="bar" x=fixed(xa + 0.5, 1) y=fixed(sy.at(c as f64), 1) width=fixed((xb - xa - 1.0).max(0.5), 1)
                    height=fixed(sy.at(0.0) - sy.at(c as f64), 1) data-count=c><title>{label}</title></rect>
            }
        })
        .collect_view();
    let xt = Scale::over([lo, hi], L, W - R)
        .ticks()
        .into_iter()
        .filter(|v| *v >= lo && *v <= hi)
        .map(|v| view! { <text class="tick" x=shortest(sx.at(v)) y=shortest(H - B + 15.0) text-anchor="middle">{tick(v)}</text> })
        .collect_view();
    let yt = sy
        .ticks()
        .into_iter()
        .filter(|v| v.fract() == 0.0)
        .map(|v| {
            view! {
                <line class="axis" x1=shortest(L) x2=shortest(W - R) y1=shortest(sy.at(v)) y2=shortest(sy.at(v))/>
                <text class="tick" x=shortest(L - 6.0) y=shortest(sy.at(v) + 4.0) text-anchor="end">{tick(v)}</text>
            }
        })
        .collect_view();
    let zero = (lo <= 0.0 && hi >= 0.0).then(|| {
        view! { <line class="zero-line" x1=shortest(sx.at(0.0)) x2=shortest(sx.at(0.0)) y1=shortest(T) y2=shortest(H - B)/> }
    });
    let summary = tf("fig-pred-errors-aria", &[("target", &name), ("rows", &int(res.len() as i64)), ("bins", &int(bins.len() as i64))]);
    view! {
        <svg class="chart pred-chart pred-errors" data-export viewBox=format!("0 0 {} {}", Shortest(W), Shortest(H)) role="img" aria-label=summary
            data-points=res.len() data-bins=bins.len() data-target=name.clone()>
            <g class="grid">{yt}</g>
            <g class="bars">{bars}</g>
            {zero}
            {xt}
            <text class="axis-label" x=shortest((L + W - R) / 2.0) y=shortest(H - 8.0) text-anchor="middle">{tf("fig-pred-errors-x-axis", &[("target", &name)])}</text>
            <text class="axis-label" transform=format!("translate(14 {}) rotate(-90)", Shortest((T + H - B) / 2.0)) text-anchor="middle">{crate::figures::text::t("fig-pred-errors-y-axis")}</text>
        </svg>
    }
    .into_any()
}

#[component]
pub fn PredErrorsFigure() -> impl IntoView {
    let memo = use_explained();
    let target = url_target(keys::ERRORS_TARGET);
    let body = with_explained(memo, move |e| errors_svg(e, target_index(e, target.get().as_deref())));
    view! {
        <figure class="chart-figure" data-figure="pred-errors">
            <div class="chart-controls">
                <SubPicker id="pred-errors"/>
                <TargetPicker id="pred-errors" target=target/>
            </div>
            {body}
            <figcaption>{move || t("fig-pred-errors-caption")}</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_value_in_one_bin() {
        let xs: Vec<f64> = (0..100).map(|i| i as f64 / 10.0 - 3.0).chain([f64::NAN]).collect();
        let b = bins(&xs);
        assert_eq!(b.len(), 10);
        assert_eq!(b.iter().map(|x| x.2).sum::<usize>(), 100, "NaN left out, every finite value counted once");
        assert!(b[0].0 <= -3.0 && b[9].0 + b[9].1 >= 6.9);
        assert!(bins(&[]).is_empty());
        assert_eq!(bins(&[2.0]).iter().map(|x| x.2).sum::<usize>(), 1);
    }
}
