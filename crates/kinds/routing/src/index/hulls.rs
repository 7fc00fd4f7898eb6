//! The hull filter: boxes that certify a point outside (or inside) a route's hull in
//! float, by the hull lemma of the module docs of [`super`].

use super::*;

/// An axis-aligned box outside which, by the hull lemma, no point is inside the hull in
/// float (sides whose certificate fails are left open, ±∞), and possibly a box inside
/// which every point is certainly inside in float.
#[derive(Debug, Clone, Copy)]
pub struct HullFilter {
    pub x_lo: f64,
    pub x_hi: f64,
    pub y_lo: f64,
    pub y_hi: f64,
    /// `[x0, y0, x1, y1]`: every edge's float `cross` is `> 2τ(|ex|+|ey|)` at its four
    /// corners. `cross` is affine in the point, so for every point of the box the exact
    /// value exceeds `τ|e|` (the corners' rounding is below `τ|e|/2`), i.e. the point is
    /// more than `τ` inside every edge line, where by (F) the float sign is the exact one.
    inner: Option<[f64; 4]>,
}

impl HullFilter {
    pub fn new(hull: &[Point], frame: &Frame) -> HullFilter {
        let reach = 2.0 * frame.eta;
        // The four sides as rotations that bring the side to +x (exact: negations only).
        let rot: [fn(Point) -> Point; 4] = [|p| p, |p| [p[1], -p[0]], |p| [-p[0], -p[1]], |p| [-p[1], p[0]]];
        let mut bound = [f64::INFINITY; 4];
        for (s, r) in rot.iter().enumerate() {
            if let Some(xmax) = certified_extent(hull, *r) {
                bound[s] = xmax + reach;
            }
        }
        HullFilter { x_hi: bound[0], y_hi: bound[1], x_lo: -bound[2], y_lo: -bound[3], inner: inner_box(hull, frame) }
    }

    /// True only when the point is certainly inside in float (no edge test needed).
    #[inline]
    pub fn surely_inside(&self, p: Point) -> bool {
        matches!(self.inner, Some(b) if p[0] >= b[0] && p[0] <= b[2] && p[1] >= b[1] && p[1] <= b[3])
    }

    /// False only when the point is certainly outside in float.
    #[inline]
    pub fn may_contain(&self, p: Point) -> bool {
        p[0] <= self.x_hi && p[0] >= self.x_lo && p[1] <= self.y_hi && p[1] >= self.y_lo
    }
}

/// True only when every point of the box `[x0, y0, x1, y1]` (inside the frame) is
/// outside the hull edge `a → b` in float, so `in_hull` rejects it: the float `cross`
/// is `< −2τ(|ex|+|ey|)` at the four corners. As for [`inner_box`], `cross` is affine
/// in the point and the corners' rounding is below `τ|e|/2`, so every point of the box
/// is more than `τ` outside the edge line, where by (F) the float sign is the exact one.
#[inline]
pub fn box_outside_edge(a: Point, b: Point, bx: [f64; 4], frame: &Frame) -> bool {
    let e = [b[0] - a[0], b[1] - a[1]];
    box_beyond(a, e, bx, outside_margin(frame) * (e[0].abs() + e[1].abs()))
}

/// The factor `k` of [`box_outside_edge`]'s limit `k·(|ex|+|ey|)` (`−2τ`, rounded up in
/// size), for a frame: the same operations in the same order.
#[inline]
pub fn outside_margin(frame: &Frame) -> f64 {
    -2.0 * pow2(-50) * frame.diam * (1.0 + pow2(-20))
}

/// [`box_outside_edge`] for the edge `a → b` given as `a` and `e = b − a` (as computed),
/// its limit `lim` given: the float `cross(a, b, q)` is `< lim` at the box's four
/// corners. Tested at one corner, the one farthest along the edge's left normal: each
/// operation of `cross` rounds monotonically, so the float value there is the largest
/// of the four.
#[inline]
pub fn box_beyond(a: Point, e: [f64; 2], bx: [f64; 4], lim: f64) -> bool {
    let q = [if e[1] > 0.0 { bx[0] } else { bx[2] }, if e[0] > 0.0 { bx[3] } else { bx[1] }];
    e[0] * (q[1] - a[1]) - e[1] * (q[0] - a[0]) < lim
}

/// A square around the vertices' mean, as large as the edges allow (each edge line's
/// distance over `|nx| + |ny|`), shrunk a little and then certified at its corners;
/// halved up to four times when a corner fails. `None` for thin or tiny hulls.
pub(super) fn inner_box(hull: &[Point], frame: &Frame) -> Option<[f64; 4]> {
    let m = hull.len();
    if m < 3 {
        return None;
    }
    let c = [hull.iter().map(|p| p[0]).sum::<f64>() / m as f64, hull.iter().map(|p| p[1]).sum::<f64>() / m as f64];
    let l1 = |i: usize| {
        let (a, b) = (hull[i], hull[(i + 1) % m]);
        (b[0] - a[0]).abs() + (b[1] - a[1]).abs()
    };
    let mut half = f64::INFINITY;
    for i in 0..m {
        let n1 = l1(i);
        if n1 == 0.0 {
            return None;
        }
        half = half.min(cross(hull[i], hull[(i + 1) % m], c) / n1);
    }
    half *= 0.99;
    let tau2 = 2.0 * pow2(-50) * frame.diam * (1.0 + pow2(-20));
    for _ in 0..5 {
        if half.is_nan() || half <= 0.0 {
            return None;
        }
        let b = [c[0] - half, c[1] - half, c[0] + half, c[1] + half];
        let corners = [[b[0], b[1]], [b[2], b[1]], [b[2], b[3]], [b[0], b[3]]];
        if (0..m).all(|i| corners.iter().all(|&q| cross(hull[i], hull[(i + 1) % m], q) > tau2 * l1(i))) {
            return Some(b);
        }
        half /= 2.0;
    }
    None
}

/// The hull's largest rotated `x` when the turn at that vertex passes the lemma's check.
pub(super) fn certified_extent(hull: &[Point], rot: fn(Point) -> Point) -> Option<f64> {
    let m = hull.len();
    if m < 3 {
        return None;
    }
    // The first vertex of the largest rotated `x` (rotations are exact).
    let (k, _) = hull.iter().enumerate().skip(1).fold((0, rot(hull[0])[0]), |best, (i, &p)| match rot(p)[0] {
        x if x > best.1 => (i, x),
        _ => best,
    });
    let (prev, v, next) = (rot(hull[(k + m - 1) % m]), rot(hull[k]), rot(hull[(k + 1) % m]));
    let inv = [v[0] - prev[0], v[1] - prev[1]];
    let out = [next[0] - v[0], next[1] - v[1]];
    if (inv[0] == 0.0 && inv[1] == 0.0) || (out[0] == 0.0 && out[1] == 0.0) {
        return None;
    }
    let a = libm::atan2(inv[1], inv[0]); // in_x >= 0: a ∈ [−π/2, π/2]
    let mut b = libm::atan2(out[1], out[0]); // out_x <= 0
    if b < 0.0 {
        b += 2.0 * std::f64::consts::PI;
    }
    let pi = std::f64::consts::PI;
    // 2ε <= 2^-29 (τ/η <= 2^-30); the margin to 2^-27 covers atan2's rounding.
    if (-pi / 2.0..=pi / 2.0).contains(&a) && (pi / 2.0..=1.5 * pi).contains(&b) && b - a <= pi - pow2(-27) {
        Some(v[0])
    } else {
        None
    }
}
