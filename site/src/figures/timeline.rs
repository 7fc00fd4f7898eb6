//! A timeline's geometry, shared by the plan kinds' Gantt charts (quay's cranes, stack's
//! forklifts): time across a plot between two paddings, resources down in lanes of one
//! height, ticks spaced to the width, and the pointer in the chart's own units.

use leptos::prelude::*;

/// Time across: `t0`..`t1` over the plot between `pad_l` and `w - pad_r` (viewBox units).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Axis {
    pub t0: f64,
    pub t1: f64,
    pub w: f64,
    pub pad_l: f64,
    pub pad_r: f64,
}

impl Axis {
    pub fn x(&self, t: f64) -> f64 {
        self.pad_l + (self.w - self.pad_l - self.pad_r) * (t - self.t0) / (self.t1 - self.t0)
    }
    /// The time under `x`.
    pub fn time(&self, x: f64) -> f64 {
        self.t0 + (x - self.pad_l) / (self.w - self.pad_l - self.pad_r) * (self.t1 - self.t0)
    }
    /// The ticks: multiples of `step` inside the span.
    pub fn ticks(&self, step: f64) -> Vec<f64> {
        let mut out = Vec::new();
        let mut t = (self.t0 / step).ceil() * step;
        while t <= self.t1 {
            out.push(t);
            t += step;
        }
        out
    }
}

/// The lane under `y`, for `lanes` lanes of `height` from `top`, clamped to those drawn.
pub fn lane(y: f64, top: f64, height: f64, lanes: usize) -> usize {
    let k = ((y - top) / height).floor();
    if k.is_nan() || k < 0.0 {
        0
    } else {
        (k as usize).min(lanes.saturating_sub(1))
    }
}

/// The tick step for a label about every 64 px of `width` over `span`: the first of
/// `steps` that fits, else a multiple of the last.
pub fn tick_step(span: f64, width: f64, steps: &[f64]) -> f64 {
    let fit = (width / 64.0).max(1.0);
    let last = steps.last().copied().unwrap_or(1.0);
    steps.iter().copied().find(|s| span / s <= fit).unwrap_or(last * (span / last / fit).ceil())
}

/// The pointer in the viewBox units of the `svg` inside `boxr`, drawn `width` units wide.
pub fn pointer(boxr: NodeRef<leptos::html::Div>, width: f64, ev: &leptos::ev::PointerEvent) -> Option<(f64, f64)> {
    let div = boxr.get_untracked()?;
    let svg = div.query_selector("svg").ok()??;
    let rect = svg.get_bounding_client_rect();
    (rect.width() > 0.0).then(|| {
        let s = width / rect.width();
        ((ev.client_x() as f64 - rect.left()) * s, (ev.client_y() as f64 - rect.top()) * s)
    })
}

/// The time grid: a line per tick from the axis row (`top`) down to `bottom`, and its
/// label centred above it where `room` more units still fit inside the chart's width.
pub fn grid(axis: Axis, ticks: Vec<f64>, top: f64, bottom: f64, room: f64, label: impl Fn(f64) -> String) -> impl IntoView {
    use crate::format::fixed;
    ticks
        .into_iter()
        .map(|t| {
            let x = axis.x(t);
            let text =
                (x + room <= axis.w).then(|| view! { <text class="tick" x=fixed(x, 1) y="12" text-anchor="middle">{label(t)}</text> });
            view! {
                <line class="grid" stroke="#888" stroke-opacity="0.3" x1=fixed(x, 1) x2=fixed(x, 1) y1=fixed(top, 1) y2=fixed(bottom, 1)/>
                {text}
            }
        })
        .collect_view()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_and_x_read_back_and_lanes_clamp() {
        let a = Axis { t0: 0.0, t1: 1000.0, w: 1100.0, pad_l: 80.0, pad_r: 20.0 };
        assert_eq!((a.x(250.0), a.time(a.x(250.0))), (330.0, 250.0));
        assert_eq!(a.ticks(400.0), [0.0, 400.0, 800.0]);
        assert_eq!((lane(99.0, 100.0, 24.0, 3), lane(124.0, 100.0, 24.0, 3), lane(9999.0, 100.0, 24.0, 3)), (0, 1, 2));
        assert_eq!(lane(f64::NAN, 100.0, 24.0, 3), 0);
    }

    #[test]
    fn ticks_fit_the_width() {
        let steps = [60.0, 120.0, 240.0];
        assert_eq!(tick_step(1800.0, 640.0, &steps), 240.0, "1,800 over 640 px: ten labels fit");
        assert_eq!(tick_step(600.0, 640.0, &steps), 60.0);
        assert_eq!(tick_step(10_000.0, 640.0, &steps), 1200.0, "beyond the list: a multiple of its last");
    }
}
