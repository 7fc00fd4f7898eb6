//! Spatial filters that skip work **without changing a single count** of the server's
//! floating-point predicates (spec §1, §4).
//!
//! The quadratic definitions ([`super::hull::intrusions`], [`super::crossing::crossings`])
//! test every pair. The filters here only skip a pair when a proof says the float
//! predicate cannot fire for it; every pair they keep goes through the very same float
//! test, in the same argument order. The proofs rest on one error bound.
//!
//! ## The error bound
//! `cross(o,a,b) = (ax-ox)*(by-oy) - (ay-oy)*(bx-ox)` is computed as
//! `fl(t̃1 - t̃2)` with `t̃i = ti(1+ε)^3`, `|ε| <= u = 2^-53`, as long as no difference or
//! product overflows or underflows. [`Frame::new`] checks that: every coordinate is
//! finite and is 0 or has magnitude in `[2^-400, 2^500]`, so every nonzero difference is
//! a multiple of `2^-452` (≥ it), every product is a normal number, and the final
//! subtraction keeps the sign of `t̃1 - t̃2`. Hence `|sign-deciding value − exact| <=
//! γ3 (|t1| + |t2|) <= γ3 |a−o| |b−o|` (Cauchy–Schwarz), `γ3 = 3u/(1−3u)`. Writing the
//! exact value as `|a−o| · h` with `h` the signed distance of `b` from the line `o→a`:
//!
//! > **(F)** if the float sign of `cross(o,a,b)` differs from the exact sign, then
//! > `|h| <= γ3 |b−o| <= τ`, with `τ = 8u·D = 2^-50·D` and `D` ≥ every distance between
//! > two points of the frame.
//!
//! Outside the frame's preconditions the callers fall back to the quadratic oracles.
//!
//! ## Crossings (see [`candidate_pairs`] for one-off grading, [`SegmentIndex`] for incremental)
//! **Lemma.** Let `AB`, `CD` be segments of nonzero length, with `dist(AB, CD) > δ =
//! 2^-20·D`. If the float test fires, the two supporting lines make an angle `θ` with
//! `sin θ <= 2τ/δ = 2^-29`, and every endpoint lies within `ρ = τ + 2^-29·D` of the
//! other segment's line.
//!
//! *Proof.* Call a point "flipped" when its float side differs from the exact side. If
//! nothing flips, the exact signs are the float ones, so the segments cross in exact
//! arithmetic: distance 0, excluded. (i) If `A'` ∈ {A,B} and `C'` ∈ {C,D} both flip:
//! by (F) `A'` is within `τ` of line CD and `C'` within `τ` of line AB, while
//! `|A'C'| > δ`; so each line makes an angle with `A'C'` whose sine is `< τ/δ`, hence
//! `sin θ <= 2τ/δ`; and since `A'` is within `τ` of line CD, every point of AB is within
//! `τ + D sin θ` of it (same for CD). (ii) If only, say, C or D flips: A and B are
//! exactly on opposite sides of line CD, which meets AB at a point P; the flipped
//! `C'` is within `τ` of line AB and `|PC'| > δ`, so `sin θ = dist(C', AB)/|PC'| < τ/δ`,
//! and every point of either segment is within `D sin θ` of the other line (both pass
//! through P). ∎
//!
//! So the candidates are: pairs whose δ-neighbourhoods share a grid cell (a superset of
//! `dist <= δ`), plus pairs whose lines fall in neighbouring buckets of (direction,
//! offset) with bucket widths `2^-27` (a pseudo-angle that never grows faster than the
//! angle, see `line_of`) and `2^-26·D`, four times the lemma's `2^-29` and `2^-28·D`
//! (offsets from the frame's centre differ by at most `ρ + θ·D`), which leaves room for
//! the rounding of the directions and offsets (a few `u`, and `u·D`).
//!
//! ## Hull intrusions (see [`HullFilter`])
//! **Lemma.** Let `v` be a hull vertex with the largest `x`, `in = v − prev`,
//! `out = next − v`, `a = angle(in) ∈ [−π/2, π/2]`, `β = angle(out) ∈ [π/2, 3π/2]`.
//! If `β − a < π − 2ε`, `ε = asin(τ/η)`, then no point `p` with `p.x > v.x + η` is inside
//! in float, for any `η >= 2^-20·D` (the filter uses `η = 2^-20·D + 2^-30·D + 2^-40·M`).
//!
//! *Proof.* If `p` were inside in float, by (F) its signed distances to the two edge
//! lines through `v` would be `>= −τ`, i.e. with `w = p − v` (`|w| > η`) the angle of
//! `w` would lie in `[a − ε, a + π + ε]` and in `[β − ε, β + π + ε]` (mod 2π); with `w`
//! pointing right (`cos ω > η/D`, so `|ω| < π/2 − asin(η/D)` and `asin(η/D) > ε`) these
//! meet only when `a − ε <= ω <= β − π + ε`, impossible when `β − a < π − 2ε`. ∎
//!
//! No convexity of the float hull is assumed: only the turn at the extreme vertex is
//! checked, in the four rotated frames (right, top, left, bottom). A side whose check
//! fails (needle-thin or exactly-reflex hulls from near-collinear data) simply excludes
//! nothing, so every point on that side goes through the exact test.

use std::cell::Cell;

use super::geometry::{cross, from_total_key, total_key, Point};

/// `2^k` as an `f64`.
const fn pow2(k: i32) -> f64 {
    if k >= 0 {
        (1u64 << k) as f64
    } else {
        1.0 / (1u64 << -k) as f64
    }
}

/// Coordinates in this range keep every difference and product of `cross` normal.
const COORD_MIN: f64 = {
    // 2^-400, built exactly from smaller powers.
    pow2(-50) * pow2(-50) * pow2(-50) * pow2(-50) * pow2(-50) * pow2(-50) * pow2(-50) * pow2(-50)
};
const COORD_MAX: f64 = pow2(50) * pow2(50) * pow2(50) * pow2(50) * pow2(50) * pow2(50) * pow2(50) * pow2(50) * pow2(50) * pow2(50);

/// True when a coordinate satisfies the error model's preconditions.
#[inline]
pub fn safe_coordinate(c: f64) -> bool {
    // Without branches: NaN fails both comparisons, ±∞ the second.
    (c == 0.0) | ((c.abs() >= COORD_MIN) & (c.abs() <= COORD_MAX))
}

/// The region all graded points lie in, and the tolerances derived from it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
    /// Centre, the origin of line offsets.
    pub cx: f64,
    pub cy: f64,
    /// `D`: at least the distance between any two points of the frame.
    pub diam: f64,
    /// `M`: at least every |coordinate| in the frame.
    pub mag: f64,
    /// `δ`: pairs of segments farther apart than this need the line buckets.
    pub delta: f64,
    /// Grid margin: `δ` plus room for the rounding of cell arithmetic.
    pub sigma: f64,
    /// `η` of the hull lemma (the filter compares against `2η`).
    pub eta: f64,
    /// Line-bucket widths: direction (radians) and offset.
    pub tol_phi: f64,
    pub tol_c: f64,
}

impl Frame {
    /// The frame of `points`, widened by `grow × size` on every side (room for dragging).
    /// `None` when a coordinate is outside the error model (then use the oracles).
    pub fn new(points: impl IntoIterator<Item = Point>, grow: f64) -> Option<Frame> {
        let (mut x0, mut y0, mut x1, mut y1) = (f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY);
        // Checked all at once at the end: no branch per point.
        let mut safe = true;
        for p in points {
            safe &= safe_coordinate(p[0]) & safe_coordinate(p[1]);
            x0 = x0.min(p[0]);
            y0 = y0.min(p[1]);
            x1 = x1.max(p[0]);
            y1 = y1.max(p[1]);
        }
        if !safe {
            return None;
        }
        Frame::of_bounds([x0, y0, x1, y1], grow)
    }

    /// [`Frame::new`] of `o` and points already known to be in the error model, given
    /// by the boxes (x0, y0, x1, y1) of runs of them (an empty one is ±∞), in order: a
    /// plan's routes, whose boxes are made anyway. The same frame as from the points
    /// one by one, the sign of a zero bound too (the minima and maxima meet the same
    /// values in the same sequence, grouped by runs).
    pub fn of_boxes(o: Point, boxes: &[[f64; 4]], grow: f64) -> Option<Frame> {
        if !(safe_coordinate(o[0]) & safe_coordinate(o[1])) {
            return None;
        }
        let b = boxes.iter().fold([o[0], o[1], o[0], o[1]], |a, b| [a[0].min(b[0]), a[1].min(b[1]), a[2].max(b[2]), a[3].max(b[3])]);
        Frame::of_bounds(b, grow)
    }

    /// The frame of the bounds of points in the error model.
    fn of_bounds([mut x0, mut y0, mut x1, mut y1]: [f64; 4], grow: f64) -> Option<Frame> {
        if x0 > x1 {
            (x0, y0, x1, y1) = (0.0, 0.0, 0.0, 0.0);
        }
        if grow > 0.0 {
            let g = (x1 - x0).max(y1 - y0) * grow;
            (x0, y0, x1, y1) = (x0 - g, y0 - g, x1 + g, y1 + g);
            if ![x0, y0, x1, y1].iter().all(|&c| safe_coordinate(c)) {
                return None;
            }
        }
        Some(Frame::from_box(x0, y0, x1, y1))
    }

    fn from_box(x0: f64, y0: f64, x1: f64, y1: f64) -> Frame {
        let (w, h) = (x1 - x0, y1 - y0);
        // Rounding of w, h and the root is far below 2^-40 relative.
        let diam = (w * w + h * h).sqrt() * (1.0 + pow2(-40));
        let mag = x0.abs().max(x1.abs()).max(y0.abs()).max(y1.abs());
        let delta = diam * pow2(-20);
        let slack = diam * pow2(-30) + mag * pow2(-40);
        Frame {
            x0,
            y0,
            x1,
            y1,
            cx: x0 + w / 2.0,
            cy: y0 + h / 2.0,
            diam,
            mag,
            delta,
            sigma: delta + slack,
            eta: delta + slack,
            tol_phi: pow2(-27),
            tol_c: diam * pow2(-26) + mag * pow2(-40),
        }
    }

    /// True when `p` lies in the frame (so every tolerance above holds for it).
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        p[0] >= self.x0 && p[0] <= self.x1 && p[1] >= self.y0 && p[1] <= self.y1 && safe_coordinate(p[0]) && safe_coordinate(p[1])
    }
}

// ---------------------------------------------------------------------------- hulls

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
fn inner_box(hull: &[Point], frame: &Frame) -> Option<[f64; 4]> {
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
fn certified_extent(hull: &[Point], rot: fn(Point) -> Point) -> Option<f64> {
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

// ---------------------------------------------------------------------------- segments

/// A `HashMap` with foldhash's fixed-seed hash: for trusted keys only (case data,
/// integers), since a fixed fast hash can be made to collide by whoever writes the keys.
pub type FastMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::FixedState>;

/// One indexed segment: a route's segment `k`, from `a` to `b`, and its line's bucket.
#[derive(Debug, Clone, Copy)]
pub struct Seg {
    pub a: Point,
    pub b: Point,
    pub route: u32,
    pub k: u32,
    /// Direction as a pseudo-angle in [0, 2) (see `line_of`) and offset from the frame's centre.
    p: f64,
    c: f64,
}

const NIL: u32 = u32::MAX;

/// A list node: one segment in one grid cell or line bucket (lists, not `Vec`s, so
/// building the index allocates two arrays rather than a vector per cell).
#[derive(Debug, Clone, Copy)]
struct Node {
    seg: u32,
    next: u32,
}

/// `floor` as an integer, without a libm call.
#[inline]
fn floor_i64(x: f64) -> i64 {
    let i = x as i64;
    if (i as f64) > x {
        i - 1
    } else {
        i
    }
}

/// A segment's supporting line as (pseudo-angle, offset). The direction is taken with
/// `dy > 0` (or `dy = 0, dx > 0`), its angle `θ ∈ [0, π)`, and mapped without
/// trigonometry to `p = dy/(dx+dy)` (`dx >= 0`) or `1 + |dx|/(|dx|+dy)`: monotone,
/// period 2, and `dp/dθ = 1/(sin θ' + cos θ')² ∈ [1/2, 1]`, so `|Δp| <= |Δθ|` and the
/// lemma's angle bound carries over. The offset is the signed distance of the line
/// from `(cx, cy)` along the unit normal `(−dy, dx)/|d|`.
#[inline]
fn line_of(a: Point, b: Point, cx: f64, cy: f64) -> (f64, f64) {
    let (dx, dy, p) = direction(a, b);
    let c = (-dy * (a[0] - cx) + dx * (a[1] - cy)) / (dx * dx + dy * dy).sqrt();
    (p, c)
}

/// [`line_of`]'s direction: `(dx, dy)` with `dy > 0` (or `dy = 0, dx > 0`), and the
/// pseudo-angle `p`.
#[inline]
fn direction(a: Point, b: Point) -> (f64, f64, f64) {
    let (mut dx, mut dy) = (b[0] - a[0], b[1] - a[1]);
    if dy < 0.0 || (dy == 0.0 && dx < 0.0) {
        dx = -dx;
        dy = -dy;
    }
    let p = if dx >= 0.0 { dy / (dx + dy) } else { 1.0 + (-dx) / (dy - dx) };
    (dx, dy, p)
}

/// A uniform grid over a frame; [`Grid::for_cells`] lists the cells within `σ` of a
/// segment (so two segments closer than `δ` always share a cell, module docs).
#[derive(Debug, Clone, Copy)]
pub struct Grid {
    pub frame: Frame,
    cell: f64,
    /// `1/cell`: cell indices by multiplication (its rounding, a few `u` of at most
    /// 4097 cells, is far inside the margin `σ`).
    inv: f64,
    nx: usize,
    ny: usize,
    /// The last column and row, as floats (`usize` to `f64` is not one instruction).
    last_col: f64,
    last_row: f64,
}

impl Grid {
    /// A grid over `frame` with about `expected` cells.
    pub fn new(frame: Frame, expected: usize) -> Grid {
        Grid::sized(frame, expected, 0.0)
    }

    /// A grid over `frame` with about `expected` cells, none narrower than `min_cell`.
    pub fn sized(frame: Frame, expected: usize, min_cell: f64) -> Grid {
        let w = frame.x1 - frame.x0;
        let h = frame.y1 - frame.y0;
        let n = expected.clamp(1, 1 << 22) as f64;
        let cell = if w > 0.0 && h > 0.0 {
            (w * h / n).sqrt().max(w.max(h) / 4096.0).max(min_cell)
        } else if w.max(h) > 0.0 {
            (w.max(h) / n.min(4096.0)).max(min_cell)
        } else {
            1.0
        };
        let nx = ((w / cell) as usize + 1).min(4097);
        let ny = ((h / cell) as usize + 1).min(4097);
        Grid { frame, cell, inv: 1.0 / cell, nx, ny, last_col: (nx - 1) as f64, last_row: (ny - 1) as f64 }
    }

    pub fn cells(&self) -> usize {
        self.nx * self.ny
    }

    #[inline]
    fn col(&self, x: f64) -> usize {
        let t = (x - self.frame.x0) * self.inv;
        if t.is_nan() || t <= 0.0 {
            0
        } else if t >= self.last_col {
            self.nx - 1
        } else {
            t as u32 as usize // truncation is floor for t > 0; t < 4097
        }
    }

    #[inline]
    fn row(&self, y: f64) -> usize {
        let t = (y - self.frame.y0) * self.inv;
        if t.is_nan() || t <= 0.0 {
            0
        } else if t >= self.last_row {
            self.ny - 1
        } else {
            t as u32 as usize
        }
    }

    /// Every cell within `σ` (in x and y) of the segment, column by column.
    #[inline]
    pub fn for_cells(&self, a: Point, b: Point, mut f: impl FnMut(usize)) {
        let s = self.frame.sigma;
        let (xl, xh) = (a[0].min(b[0]) - s, a[0].max(b[0]) + s);
        let (c0, c1) = (self.col(xl), self.col(xh));
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let (yl_all, yh_all) = (a[1].min(b[1]), a[1].max(b[1]));
        let (r0, r1) = (self.row(yl_all - s), self.row(yh_all + s));
        // One column or one row: every cell of the box is one the segment's σ-neighbourhood
        // meets, so no clipping column by column. (Taking whole 2 × 2 boxes too was
        // tried: more shared cells, more pairs tested; sweep plans lost 10%.)
        if c0 == c1 || r0 == r1 {
            for j in r0..r1 + 1 {
                for i in c0..c1 + 1 {
                    f(j * self.nx + i);
                }
            }
            return;
        }
        let inv_dx = 1.0 / dx;
        for i in c0..c1 + 1 {
            let (ylo, yhi) = if c0 == c1 || dx == 0.0 {
                (yl_all, yh_all)
            } else {
                // The part of the segment whose x is within σ of column i.
                let sx0 = if i == 0 { xl } else { xl.max(self.frame.x0 + i as f64 * self.cell - s) };
                let sx1 = if i + 1 == self.nx { xh } else { xh.min(self.frame.x0 + (i + 1) as f64 * self.cell + s) };
                let t0 = ((sx0 - a[0]) * inv_dx).clamp(0.0, 1.0);
                let t1 = ((sx1 - a[0]) * inv_dx).clamp(0.0, 1.0);
                let (ya, yb) = (a[1] + t0 * dy, a[1] + t1 * dy);
                (ya.min(yb), ya.max(yb))
            };
            let (r0, r1) = (self.row(ylo - s), self.row(yhi + s));
            for j in r0..r1 + 1 {
                f(j * self.nx + i);
            }
        }
    }
}

/// Lines from which [`sort_lines`] sorts by bucket with a radix sort (natively).
#[cfg(not(target_arch = "wasm32"))]
const RADIX_MIN: usize = 128;

/// Sort line entries by (bucket, offset, segment): by bucket, then the rare runs of
/// equal buckets by offset and segment (a segment is in a bucket once), so that the
/// pairs come in one order on every platform. Every pair within tolerance is reported
/// whatever the order, but an incomplete search (`crossings_at_least`) counts what it
/// found by the time its room filled.
fn sort_lines(lines: &mut [(i64, f64, f64, u32)]) {
    // Ties in bucket keep any order here: the runs are then sorted in full. Natively,
    // many lines (a lattice's plans share directions: a thousand lines in a few
    // hundred buckets) go through a radix sort on the bucket: 4 passes without a
    // comparison, where the comparison sort's branches missed (about 100 k
    // instructions fewer a plan on lattice-outside-sweep, BENCHMARKS.md, "Decisions and
    // why"). Few lines, and wasm (its one sort, `crate::sort`), take the comparison
    // sort; the threshold (`RADIX_MIN`) is not tuned: routing-city's plans sort about
    // 70 lines, a lattice's a thousand. Any sort by bucket gives the same final order.
    #[cfg(not(target_arch = "wasm32"))]
    if lines.len() >= RADIX_MIN {
        radsort::sort_by_key(lines, |l| l.0);
    } else {
        crate::sort::unstable_by_key(lines, |l| l.0);
    }
    #[cfg(target_arch = "wasm32")]
    crate::sort::unstable_by_key(lines, |l| l.0);
    let n = lines.len();
    let mut run = 0;
    while run < n {
        let mut end = run + 1;
        while end < n && lines[end].0 == lines[run].0 {
            end += 1;
        }
        if end - run > 1 {
            crate::sort::unstable_by(&mut lines[run..end], |a, b| a.2.total_cmp(&b.2).then(a.3.cmp(&b.3)));
        }
        run = end;
    }
}

/// Slots of the bit tables the line filters keep for `n` entries: a power of two, about
/// 32 a entry (few collisions), from 1,024 to 2^24.
fn bit_slots(n: usize) -> usize {
    (n * 32).next_power_of_two().clamp(1 << 10, 1 << 24)
}

/// Keep only the line entries that can have a partner: another entry in the same
/// direction bucket or a neighbouring one. Buckets are counted in a table indexed by
/// their low bits (a collision only keeps more), so that the sort that follows sees
/// the few lines of shared buckets, not all of them (generic data shares almost none).
fn keep_shared_buckets<T>(lines: &mut Vec<T>, bucket: impl Fn(&T) -> i64) {
    let slots = bit_slots(lines.len());
    let mask = slots - 1;
    let slot = |b: i64| b as u64 as usize & mask;
    // Two bit sets: slots seen once, and seen more than once.
    let (mut once, mut twice) = (vec![0u64; slots / 64], vec![0u64; slots / 64]);
    let bit = |v: &[u64], s: usize| v[s >> 6] >> (s & 63) & 1 == 1;
    for l in lines.iter() {
        let s = slot(bucket(l));
        let (w, b) = (s >> 6, 1u64 << (s & 63));
        twice[w] |= once[w] & b;
        once[w] |= b;
    }
    lines.retain(|l| {
        let s = slot(bucket(l));
        bit(&twice, s) || bit(&once, (s + 1) & mask) || bit(&once, s.wrapping_sub(1) & mask)
    });
}

/// Drop the line entries of an [`axis`] class ≠ 0 that have no partner (`key` gives an
/// entry's bucket and class): the line pass pairs entries in the same or neighbouring
/// direction buckets, of classes that share no bit. Segments along `x` share one bucket
/// exactly (their direction is 0, or 2 for the twin), as do those along `y` (1), and
/// never pair with each other: a lattice city's nearest-neighbour plans put two
/// thousand entries there, which the sort and the pass then went through pair by pair
/// along each line of the lattice. The (bucket, class) of those entries are few: each
/// is kept when one of another class it pairs with is beside it, or an entry of class
/// 0 (a table of their buckets, hashed on all their bits: the buckets of segments along
/// an axis have their low bits 0). Every entry kept has the partner it had; entries of
/// class 0 are all kept, for [`keep_shared_buckets`] to sort out.
fn drop_lone_along_axes<T>(lines: &mut Vec<T>, key: impl Fn(&T) -> (i64, u8)) {
    let slots = bit_slots(lines.len());
    let hashed = |b: i64| ((b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - slots.trailing_zeros())) as usize;
    let mut free = vec![0u64; slots / 64];
    let mut along: Vec<(i64, u8)> = Vec::new();
    for l in lines.iter() {
        match key(l) {
            (b, 0) => {
                let s = hashed(b);
                free[s >> 6] |= 1u64 << (s & 63);
            }
            k if !along.contains(&k) => along.push(k),
            _ => {}
        }
        if along.len() > 8 {
            return;
        }
    }
    let class_0_at = |b: i64| {
        let s = hashed(b);
        free[s >> 6] >> (s & 63) & 1 == 1
    };
    let near: Vec<bool> = along
        .iter()
        .map(|&(b, c)| {
            along.iter().any(|&(d, e)| c & e == 0 && d.abs_diff(b) <= 1)
                || [b.wrapping_sub(1), b, b.wrapping_add(1)].into_iter().any(class_0_at)
        })
        .collect();
    lines.retain(|l| {
        let k = key(l);
        k.1 == 0 || along.iter().position(|&x| x == k).is_some_and(|i| near[i])
    });
}

/// The grid's cells and their segments: `by_cell[count[c]..count[c + 1]]` lists the
/// segments (indices into `segs`, in index order) whose σ-neighbourhood meets cell `c`.
fn bucket(grid: &Grid, segs: &[(Point, Point, u32)]) -> (Vec<u32>, Vec<u32>) {
    // The (cell, segment) entries of chunks of segments, found on every core (with
    // the `parallel` feature and enough segments), then counted and placed in order.
    let chunk = if cfg!(feature = "parallel") && segs.len() >= BUCKET_CHUNK * 4 { BUCKET_CHUNK } else { segs.len().max(1) };
    let starts: Vec<usize> = (0..segs.len()).step_by(chunk).collect();
    let parts = crate::par::map(&starts, |&from| {
        let mut entries: Vec<(u32, u32)> = Vec::with_capacity(chunk * 3);
        for (i, s) in segs[from..(from + chunk).min(segs.len())].iter().enumerate() {
            grid.for_cells(s.0, s.1, |c| entries.push((c as u32, (from + i) as u32)));
        }
        entries
    });
    let mut count = vec![0u32; grid.cells() + 1];
    for &(c, _) in parts.iter().flatten() {
        count[c as usize + 1] += 1;
    }
    for c in 1..count.len() {
        count[c] += count[c - 1];
    }
    let mut by_cell = vec![0u32; count[grid.cells()] as usize];
    let mut next = count.clone();
    for &(c, i) in parts.iter().flatten() {
        by_cell[next[c as usize] as usize] = i;
        next[c as usize] += 1;
    }
    (count, by_cell)
}

/// Segments per chunk when [`bucket`] spreads over the cores.
const BUCKET_CHUNK: usize = 8_192;

/// One-off candidate search (no index kept): calls `f(i, j)` for every pair of
/// segments (indices into `segs`, given as (a, b, route), nonzero length) from
/// different routes that share a grid cell or whose lines are within the bucket
/// tolerances: a superset of the pairs the float test can fire for (module docs). A
/// pair may be reported more than once. Once `stop` is set (by `f`) the search ends
/// at the end of the grid cell (or run of lines) it is in.
///
/// Two segments that both have an end at `hub` (the depot: every route starts and ends
/// there) are never reported: the float test (`segments_cross(a, b, c, d)`) first takes
/// `cross(c, d, a)` and `cross(c, d, b)`, and the one of the shared end is exactly ±0
/// (at `c` both products are of a zero difference; at `d` they are the same two
/// factors rounded once each), so the test cannot fire. With many routes these pairs
/// are most of the pairs near the depot (1,000 routes: 2,000 segments share it, two
/// million pairs).
///
/// `in_grid`, when given, names the segments the grid pass must hold: a pair with a
/// segment left out must be proved farther apart than `δ` (as [`super::separation`]
/// proves), since only the line pass, which takes every segment, looks at it then.
pub fn candidate_pairs(
    frame: &Frame,
    segs: &[(Point, Point, u32)],
    hub: Option<Point>,
    in_grid: Option<&[bool]>,
    stop: &Cell<bool>,
    f: impl FnMut(usize, usize),
) {
    candidate_pairs_with(frame, segs, hub, in_grid, SWEEP_MIN, stop, f)
}

/// Cells with at least this many segments are swept (`Sweep`) rather than paired.
const SWEEP_MIN: usize = 24;

/// [`candidate_pairs`] with the crowding threshold as a parameter (tests sweep every cell).
pub(crate) fn candidate_pairs_with(
    frame: &Frame,
    segs: &[(Point, Point, u32)],
    hub: Option<Point>,
    in_grid: Option<&[bool]>,
    sweep_min: usize,
    stop: &Cell<bool>,
    mut f: impl FnMut(usize, usize),
) {
    let n = segs.len();
    if n < 2 {
        return;
    }
    // Which segments end at the hub (compared by value: ±0 differences are 0 too).
    let at_hub: Vec<bool> = match hub {
        Some(h) => segs.iter().map(|s| s.0 == h || s.1 == h).collect(),
        None => vec![false; n],
    };
    match in_grid {
        Some(keep) if keep.iter().any(|&k| !k) => {
            let ids: Vec<u32> = (0..n as u32).filter(|&i| keep[i as usize]).collect();
            let some: Vec<(Point, Point, u32)> = ids.iter().map(|&i| segs[i as usize]).collect();
            let some_at_hub: Vec<bool> = ids.iter().map(|&i| at_hub[i as usize]).collect();
            grid_pass(frame, &some, &some_at_hub, sweep_min, stop, &mut |i, j| f(ids[i] as usize, ids[j] as usize));
        }
        _ => grid_pass(frame, segs, &at_hub, sweep_min, stop, &mut f),
    }
    if stop.get() {
        return;
    }
    line_pass(frame, segs, &at_hub, stop, f);
}

/// The grid pass of [`candidate_pairs_with`]: every pair of `segs` of different routes
/// within `δ` of each other (and more).
///
/// `f` is a trait object: one copy of this pass in the build for both ways it is called
/// (all segments, or some), not two (the page's `.wasm` is size-checked).
fn grid_pass(
    frame: &Frame,
    segs: &[(Point, Point, u32)],
    at_hub: &[bool],
    sweep_min: usize,
    stop: &Cell<bool>,
    f: &mut dyn FnMut(usize, usize),
) {
    if segs.len() < 2 {
        return;
    }
    let (grid, count, by_cell, grouped) = grid_of(frame, segs);
    let cells = Cells { grid: &grid, count: &count, by_cell: &by_cell, segs, at_hub, sweep_min, grouped };
    if cfg!(feature = "parallel") && by_cell.len() >= PARALLEL_MIN {
        cells.pair_spread(Spread::DEFAULT, stop, f);
    } else {
        cells.pair_all(0, stop, f);
    }
}

/// [`grid_pass`]'s grid over `segs` (at least two), its cells' segments
/// (`by_cell[count[c]..count[c + 1]]`, see [`bucket`]), and whether the segments come
/// route by route.
fn grid_of(frame: &Frame, segs: &[(Point, Point, u32)]) -> (Grid, Vec<u32>, Vec<u32>, bool) {
    let n = segs.len();
    // Grid: (cell, segment) entries, grouped by cell with a counting sort. Any cell
    // size is correct: only the cost changes, which is about 250 instructions per
    // entry plus the pairing or sweep of the cells holding several routes. Long
    // segments (sweep plans) enter hundreds of small cells each; large cells crowd.
    // So first try cells 16 times the side of a cell per segment (`base`), between
    // 1/16 of the segments' mean extent (|dx| + |dy|) and that extent; when the cells
    // of several routes then crowd (Σ m², m segments in a cell) more than the smaller
    // cells' extra entries would cost, use cells of 1/16 of the extent instead (the
    // rule before). A model fitted to instruction counts of sweep plans at 1,334,
    // 20,000 and 100,000 stores (BENCHMARKS.md, "Decisions and why"; the data: issue 19's
    // fifth round, `git show 066393f:BENCHMARKS.md`).
    let extent: f64 = segs.iter().map(|g| (g.1[0] - g.0[0]).abs() + (g.1[1] - g.0[1]).abs()).sum::<f64>() / n as f64;
    let base = ((frame.x1 - frame.x0) * (frame.y1 - frame.y0) / n as f64).sqrt();
    let grouped = segs.windows(2).all(|w| w[0].2 <= w[1].2);
    let (fine, coarse) = (extent / 16.0, (16.0 * base).min(extent).max(extent / 16.0));
    let mut grid = Grid::sized(*frame, n, coarse);
    let (mut count, mut by_cell) = bucket(&grid, segs);
    if coarse > fine {
        let crowding: f64 = (0..grid.cells())
            .map(|c| &by_cell[count[c] as usize..count[c + 1] as usize])
            .filter(|cell| cell.len() >= 2 && !(grouped && segs[cell[0] as usize].2 == segs[cell[cell.len() - 1] as usize].2))
            .map(|cell| cell.len() as f64 * cell.len() as f64)
            .sum();
        let fine_entries = n as f64 * (1.0 + extent / fine.max(base));
        if crowding > 1600.0 * (fine_entries - by_cell.len() as f64) {
            grid = Grid::sized(*frame, n, fine);
            (count, by_cell) = bucket(&grid, segs);
        }
    }
    (grid, count, by_cell, grouped)
}

/// Grid passes with at least this many (cell, segment) entries are spread over the
/// cores (with the `parallel` feature): 100,000-store plans, not 1,334-store ones.
const PARALLEL_MIN: usize = 50_000;

/// How [`Cells::pair_spread`] cuts the work: chunks of consecutive cells with about
/// `entries` entries each, `round` chunks at a time per thread, and a chunk's worker
/// stops at the end of a cell once it holds `cap` pairs (the rest of the chunk is
/// paired as it is replayed, and so is everything after that round: many pairs mean
/// the crossing tests, one by one, cost more than finding them, and a round's memory
/// stays bounded).
#[derive(Debug, Clone, Copy)]
struct Spread {
    entries: usize,
    round: usize,
    cap: usize,
}

impl Spread {
    const DEFAULT: Spread = Spread { entries: 16_384, round: 2, cap: 1 << 18 };
}

/// The grid's cells and their segments, ready to pair (see [`grid_pass`]).
struct Cells<'a> {
    grid: &'a Grid,
    count: &'a [u32],
    by_cell: &'a [u32],
    segs: &'a [(Point, Point, u32)],
    at_hub: &'a [bool],
    sweep_min: usize,
    grouped: bool,
}

impl Cells<'_> {
    /// Every cell from `from` on, in order; the search ends at the end of the cell in
    /// which `f` sets `stop`.
    fn pair_all(&self, from: usize, stop: &Cell<bool>, f: &mut dyn FnMut(usize, usize)) {
        let mut sweep = Sweep::default();
        for c in from..self.grid.cells() {
            if stop.get() {
                return;
            }
            self.pair(c, &mut sweep, f);
        }
    }

    /// [`Cells::pair_all`] with the cells' pairs found on every core, a round of chunks
    /// at a time, and then given to `f` in cell order: `f` sees the very same calls, in
    /// the same order, and the search stops at the same cell (the count of an
    /// incomplete search depends on it). Past the stop, at most a round's work is lost.
    fn pair_spread(&self, spread: Spread, stop: &Cell<bool>, f: &mut dyn FnMut(usize, usize)) {
        let n = self.grid.cells();
        let mut chunks = Vec::new();
        let mut c0 = 0;
        while c0 < n {
            let target = self.count[c0] as usize + spread.entries;
            let c1 = c0 + 1 + self.count[c0 + 1..n].partition_point(|&x| (x as usize) < target);
            chunks.push((c0, c1));
            c0 = c1;
        }
        let mut sweep = Sweep::default();
        for round in chunks.chunks(spread.round * crate::par::threads()) {
            // Per chunk: its pairs, where the pairs of each cell that gave some end, and
            // the first cell not paired (the chunk's end, unless the cap hit).
            let found = crate::par::map(round, |&(c0, c1)| {
                let (mut sweep, mut pairs, mut ends) = (Sweep::default(), Vec::new(), Vec::new());
                let mut c = c0;
                while c < c1 && pairs.len() < spread.cap {
                    self.pair(c, &mut sweep, &mut |i, j| pairs.push((i as u32, j as u32)));
                    if ends.last().map_or(0, |&e| e) < pairs.len() {
                        ends.push(pairs.len());
                    }
                    c += 1;
                }
                (pairs, ends, c)
            });
            let mut capped = false;
            for (&(_, c1), (pairs, ends, next)) in round.iter().zip(found) {
                let mut from = 0;
                for &end in &ends {
                    if stop.get() {
                        return;
                    }
                    pairs[from..end].iter().for_each(|&(i, j)| f(i as usize, j as usize));
                    from = end;
                }
                for c in next..c1 {
                    if stop.get() {
                        return;
                    }
                    self.pair(c, &mut sweep, f);
                }
                capped |= next < c1;
            }
            if capped {
                let rest = round.last().map_or(n, |r| r.1);
                return self.pair_all(rest, stop, f);
            }
        }
    }

    /// The pairs of cell `c`.
    fn pair(&self, c: usize, sweep: &mut Sweep, f: &mut dyn FnMut(usize, usize)) {
        let (segs, at_hub) = (self.segs, self.at_hub);
        let cell = &self.by_cell[self.count[c] as usize..self.count[c + 1] as usize];
        // One route only: with the routes grouped, its first and last segments are of
        // the same route. No pair to report.
        if cell.len() < 2 || (self.grouped && segs[cell[0] as usize].2 == segs[cell[cell.len() - 1] as usize].2) {
            return;
        }
        if cell.len() >= self.sweep_min {
            sweep.cell(self.grid, c, cell, segs, at_hub, f);
            return;
        }
        // σ-widened boxes, computed where needed (not kept: a smaller peak of memory):
        // pairs whose boxes are apart are farther than δ (the lines pass takes care of
        // those).
        let s = self.grid.frame.sigma;
        let widened =
            |g: &(Point, Point, u32)| [g.0[0].min(g.1[0]) - s, g.0[1].min(g.1[1]) - s, g.0[0].max(g.1[0]) + s, g.0[1].max(g.1[1]) + s];
        // A cell lists its segments in index order, so (the callers give segments route
        // by route) in runs of one route: pair each run with what follows it only, so
        // that the cost is the pairs of different routes, not every pair in the cell
        // (long segments of one route crowd the same cells on sweep plans). The route
        // check stays for callers whose segments are not grouped.
        let mut x = 0;
        while x < cell.len() {
            let route = segs[cell[x] as usize].2;
            let mut end = x + 1;
            while end < cell.len() && segs[cell[end] as usize].2 == route {
                end += 1;
            }
            for &i in &cell[x..end] {
                let bi = widened(&segs[i as usize]);
                let hub_i = at_hub[i as usize];
                for &j in &cell[end..] {
                    let g = &segs[j as usize];
                    if g.2 == route || (hub_i && at_hub[j as usize]) {
                        continue;
                    }
                    let bj = widened(g);
                    if bi[0] <= bj[2] && bj[0] <= bi[2] && bi[1] <= bj[3] && bj[1] <= bi[3] {
                        f(i as usize, j as usize);
                    }
                }
            }
            x = end;
        }
    }
}

/// 1 for a segment along `y` (`dy = 0`), 2 along `x` (`dx = 0`), else 0. Two segments
/// along `y` never fire: `cross(c, d, a)` and `cross(c, d, b)` are then the same float
/// value (`a.y = b.y`: the same first product; the second is a zero difference times a
/// number, ±0), never of opposite signs; two along `x` likewise (the first product ±0,
/// the second the same). Lattice plans put thousands of such pairs on shared lines.
#[inline]
fn axis(s: &(Point, Point, u32)) -> u8 {
    u8::from(s.0[1] == s.1[1]) | u8::from(s.0[0] == s.1[0]) << 1
}

/// The line pass of [`candidate_pairs_with`]: every pair of `segs` of different routes
/// whose lines are within the bucket tolerances (but pairs along the same axis, [`axis`]).
#[allow(clippy::needless_range_loop)] // indices into `lines` are the point here
fn line_pass(frame: &Frame, segs: &[(Point, Point, u32)], at_hub: &[bool], stop: &Cell<bool>, mut f: impl FnMut(usize, usize)) {
    let n = segs.len();
    // Lines: sorted by (direction bucket, offset); partners are in the same or the next
    // bucket within the offset tolerance. Directions near 0 get a twin near 2.
    // The direction buckets first (segment, twin); the offsets only for the entries
    // that can pair (few: a smaller array, and no root for the others).
    let (tp, tc) = (frame.tol_phi, frame.tol_c);
    let mut keys: Vec<(i64, u32, bool)> = Vec::with_capacity(n + 8);
    // Whether a segment may lie along an axis: its direction is then exactly 0 (along
    // `x`), 1 (along `y`) or NaN (of length 0, whose bucket is 0).
    let (mut along, y_bucket) = (false, floor_i64(1.0 / tp));
    for (i, s) in segs.iter().enumerate() {
        let (_, _, p) = direction(s.0, s.1);
        let b = floor_i64(p / tp);
        along |= (b == 0) | (b == y_bucket);
        keys.push((b, i as u32, false));
        if p < tp {
            keys.push((floor_i64((p + 2.0) / tp), i as u32, true));
        }
    }
    if along {
        drop_lone_along_axes(&mut keys, |k| (k.0, axis(&segs[k.1 as usize])));
    }
    keep_shared_buckets(&mut keys, |k| k.0);
    let mut lines: Vec<(i64, f64, f64, u32)> = keys
        .iter()
        .map(|&(b, i, twin)| {
            let s = &segs[i as usize];
            let (p, c) = line_of(s.0, s.1, frame.cx, frame.cy);
            if twin {
                (b, p + 2.0, -c, i)
            } else {
                (b, p, c, i)
            }
        })
        .collect();
    drop(keys);
    sort_lines(&mut lines);
    // Runs of equal buckets are short except on degenerate data (many parallel
    // segments): scan linearly, and binary-search only inside long runs.
    let run_end = |from: usize| {
        let b = lines[from].0;
        let mut e = from + 1;
        while e < lines.len() && lines[e].0 == b {
            if e - from == 16 {
                return from + lines[from..].partition_point(|l| l.0 == b);
            }
            e += 1;
        }
        e
    };
    let mut run = 0;
    while run < lines.len() && !stop.get() {
        let bucket = lines[run].0;
        let end = run_end(run);
        let next_end = if end < lines.len() && lines[end].0 == bucket + 1 { run_end(end) } else { end };
        for x in run..end {
            let (_, px, cx, i) = lines[x];
            let axis_i = axis(&segs[i as usize]);
            let mut pair = |y: usize| {
                let (_, py, cy, j) = lines[y];
                if (py - px).abs() <= tp
                    && (cy - cx).abs() <= tc
                    && i != j
                    && segs[i as usize].2 != segs[j as usize].2
                    && !(at_hub[i as usize] && at_hub[j as usize])
                    && axis_i & axis(&segs[j as usize]) == 0
                {
                    f(i as usize, j as usize);
                }
            };
            for y in x + 1..end {
                if lines[y].2 - cx > tc {
                    break;
                }
                pair(y);
            }
            if next_end > end {
                let from = if next_end - end > 16 { end + lines[end..next_end].partition_point(|l| l.2 < cx - tc) } else { end };
                for y in from..next_end {
                    if lines[y].2 - cx > tc {
                        break;
                    }
                    pair(y);
                }
            }
        }
        run = end;
    }
}

/// The sweep of one crowded grid cell. Two segments closer than `δ` at points `P`, `Q`
/// share the cell `P` lies in, and `Q` is within `δ` of it (module docs), so both
/// points lie on the segments' *pieces* inside the cell's box widened by `σ`; their
/// projections on any unit vector `u` are then within `δ` of each other. So each piece
/// is projected on `u`, the intervals widened by `σ/2` on each side (`δ/2` plus far
/// more than the rounding of the pieces' ends and of the projections, a few `u·M`),
/// and only pairs of different routes whose intervals overlap are reported. `u` is
/// across the cell's mean direction (doubled angles: a segment and its reverse agree),
/// so nearly parallel neighbours, the crowd of sweep plans' long spokes, separate;
/// any `u` is correct, a bad one only keeps more pairs.
///
/// A piece is clipped by the slab of the segment's dominant axis only (columns for
/// `|dx| >= |dy|`, rows otherwise): the parameter `t` is then well conditioned (its
/// divisor is at least `|d|/√2`, so the ends move by a few `u·M` at most), and the
/// piece is still short, its extent along the other axis at most the slab's width.
///
/// A pair whose intervals overlap is still left out when the earlier piece lies more
/// than `2σ` beyond the later segment's line, both of its ends on the same side: with
/// `n` the segment's direction turned (`|n|₂ <= |n|₁`), `n·(e − p)` for each end `e`
/// and `p` the later piece's start, against `2σ·|n|₁`. Of the close points `P`, `Q`
/// above (one on each piece), the later segment's is on its line, which passes within
/// rounding of `p` square to `n`; the earlier piece's is within `δ` of it, and so is
/// one of that piece's ends, to the rounding: not left out. The rounding is a few
/// `ε·(M + D)·|n|₁`, far below `σ`. Nearly parallel pieces whose intervals overlap
/// (long spokes side by side, crossing a cell on a slant) are told apart so, in every
/// cell they share, before the crossing test.
#[derive(Default)]
struct Sweep {
    /// (low as [`total_key`], piece, route) per piece, sixteen bytes to sort; the
    /// piece is its segment's position in the cell's list.
    items: Vec<(u64, u32, u32)>,
    /// The pieces' ends relative to the cell's corner, and their intervals' high ends,
    /// by position in the cell's list.
    ends: Vec<[f64; 4]>,
    highs: Vec<f64>,
    /// (high, piece, route) of the open pieces: those not at the hub, those at it
    /// (paired with the first kind only).
    active: Vec<(f64, u32, u32)>,
    active_hub: Vec<(f64, u32, u32)>,
}

impl Sweep {
    fn cell(
        &mut self,
        grid: &Grid,
        c: usize,
        cell: &[u32],
        segs: &[(Point, Point, u32)],
        at_hub: &[bool],
        f: &mut dyn FnMut(usize, usize),
    ) {
        let (col, row) = (c % grid.nx, c / grid.nx);
        let fr = &grid.frame;
        let s = fr.sigma;
        let edge = |i: usize, n: usize, o: f64| {
            let lo = if i == 0 { f64::NEG_INFINITY } else { o + i as f64 * grid.cell - s };
            let hi = if i + 1 == n { f64::INFINITY } else { o + (i + 1) as f64 * grid.cell + s };
            (lo, hi)
        };
        let (xs, ys) = (edge(col, grid.nx, fr.x0), edge(row, grid.ny, fr.y0));
        // u: across the mean direction θ (from the doubled-angle sum by half angles).
        let (mut sc, mut ss) = (0.0, 0.0);
        for &i in cell {
            // The direction as a doubled-angle unit vector (a segment and its reverse agree).
            let g = &segs[i as usize];
            let (dx, dy) = (g.1[0] - g.0[0], g.1[1] - g.0[1]);
            let l2 = dx * dx + dy * dy;
            sc += (dx * dx - dy * dy) / l2;
            ss += 2.0 * dx * dy / l2;
        }
        let m = (sc * sc + ss * ss).sqrt();
        let u = if m > 0.0 {
            let (c2, s2) = ((sc / m).clamp(-1.0, 1.0), ss / m);
            let (cx, sy) = (((1.0 + c2) / 2.0).sqrt(), ((1.0 - c2) / 2.0).sqrt());
            let v = [cx, if s2 < 0.0 { -sy } else { sy }];
            [-v[1], v[0]]
        } else {
            [0.0, 1.0]
        };
        // Projections relative to the cell's corner keep the products small.
        let o = [fr.x0 + col as f64 * grid.cell, fr.y0 + row as f64 * grid.cell];
        let h = s / 2.0;
        self.items.clear();
        self.ends.clear();
        self.highs.clear();
        for (k, &i) in cell.iter().enumerate() {
            let (a, b, route) = segs[i as usize];
            let d = [b[0] - a[0], b[1] - a[1]];
            let (axis, (lo, hi)) = if d[0].abs() >= d[1].abs() { (0, xs) } else { (1, ys) };
            let (ta, tb) = ((lo - a[axis]) / d[axis], (hi - a[axis]) / d[axis]);
            let (t0, t1) = (ta.min(tb).clamp(0.0, 1.0), ta.max(tb).clamp(0.0, 1.0));
            let at = |t: f64| [a[0] + t * d[0] - o[0], a[1] + t * d[1] - o[1]];
            let (e0, e1) = (at(t0), at(t1));
            let (p0, p1) = (u[0] * e0[0] + u[1] * e0[1], u[0] * e1[0] + u[1] * e1[1]);
            self.items.push((total_key(p0.min(p1) - h), k as u32, route));
            self.highs.push(p0.max(p1) + h);
            self.ends.push([e0[0], e0[1], e1[0], e1[1]]);
        }
        // By key, then position (unique): one order on every platform, the one a
        // stable sort by key gives. The order reaches an output: an incomplete search
        // (`crossings_at_least`) counts what it found by the time its room filled.
        crate::sort::unstable(&mut self.items);
        self.active.clear();
        self.active_hub.clear();
        let gap = 2.0 * s;
        for (seen, &(lo, k, route)) in self.items.iter().enumerate() {
            let (lo, hi) = (from_total_key(lo), self.highs[k as usize]);
            let i = cell[k as usize];
            let hub = at_hub[i as usize];
            // Closed pieces (`high < lo`) are skipped below and dropped every eighth
            // piece: `lo` only grows, so a piece once closed stays closed.
            if seen.is_multiple_of(8) {
                self.active.retain(|e| e.0 >= lo);
                self.active_hub.retain(|e| e.0 >= lo);
            }
            let others: &[_] = if hub { &[] } else { &self.active_hub };
            let (a, b, _) = segs[i as usize];
            let n = [a[1] - b[1], b[0] - a[0]];
            let far = gap * (n[0].abs() + n[1].abs());
            let p = self.ends[k as usize];
            // Two loops, not a chain of the two lists (whose steps cost more than the test).
            for list in [&self.active[..], others] {
                for &(high, kj, rj) in list {
                    if rj == route || high < lo {
                        continue;
                    }
                    let e = self.ends[kj as usize];
                    let (s0, s1) = (n[0] * (e[0] - p[0]) + n[1] * (e[1] - p[1]), n[0] * (e[2] - p[0]) + n[1] * (e[3] - p[1]));
                    if (s0 > far && s1 > far) || (s0 < -far && s1 < -far) {
                        continue;
                    }
                    f(cell[kj as usize] as usize, i as usize);
                }
            }
            if hub { &mut self.active_hub } else { &mut self.active }.push((hi, k, route));
        }
    }
}

/// Segments of nonzero length in a uniform grid (by δ-neighbourhood) and in buckets
/// by supporting line; [`SegmentIndex::candidates`] returns a superset of the segments
/// the float crossing test can fire with (module docs). Supports removal, for the
/// incremental grader.
pub struct SegmentIndex {
    pub frame: Frame,
    grid: Grid,
    heads: Vec<u32>,
    lines: FastMap<(i64, i64), u32>,
    nodes: Vec<Node>,
    free_node: u32,
    segs: Vec<Seg>,
    free: Vec<u32>,
    stamp: Vec<u32>,
    epoch: u32,
}

impl SegmentIndex {
    /// An empty index over `frame`, its grid sized for about `expected` segments.
    pub fn new(frame: Frame, expected: usize) -> SegmentIndex {
        let grid = Grid::new(frame, expected);
        let mut lines = FastMap::default();
        lines.reserve(expected.min(1 << 22));
        SegmentIndex {
            frame,
            grid,
            heads: vec![NIL; grid.cells()],
            lines,
            nodes: Vec::with_capacity(expected * 4),
            free_node: NIL,
            segs: Vec::with_capacity(expected),
            free: Vec::new(),
            stamp: Vec::with_capacity(expected),
            epoch: 0,
        }
    }

    pub fn seg(&self, id: u32) -> &Seg {
        &self.segs[id as usize]
    }

    #[inline]
    fn key(&self, p: f64, c: f64) -> (i64, i64) {
        (floor_i64(p / self.frame.tol_phi), floor_i64(c / self.frame.tol_c))
    }

    fn push_node(nodes: &mut Vec<Node>, free: &mut u32, seg: u32, next: u32) -> u32 {
        if *free != NIL {
            let n = *free;
            *free = nodes[n as usize].next;
            nodes[n as usize] = Node { seg, next };
            n
        } else {
            nodes.push(Node { seg, next });
            (nodes.len() - 1) as u32
        }
    }

    /// Unlink `seg` from the list starting at `*head`.
    fn unlink(nodes: &mut [Node], free: &mut u32, head: &mut u32, seg: u32) {
        let mut prev = NIL;
        let mut n = *head;
        while n != NIL {
            let next = nodes[n as usize].next;
            if nodes[n as usize].seg == seg {
                if prev == NIL {
                    *head = next;
                } else {
                    nodes[prev as usize].next = next;
                }
                nodes[n as usize].next = *free;
                *free = n;
                return;
            }
            prev = n;
            n = next;
        }
    }

    /// Add a segment; `None` for a zero-length one (it never crosses anything).
    pub fn insert(&mut self, a: Point, b: Point, route: usize, k: usize) -> Option<u32> {
        if a == b {
            return None;
        }
        let (p, c) = line_of(a, b, self.frame.cx, self.frame.cy);
        let seg = Seg { a, b, route: route as u32, k: k as u32, p, c };
        let id = match self.free.pop() {
            Some(id) => {
                self.segs[id as usize] = seg;
                id
            }
            None => {
                self.segs.push(seg);
                self.stamp.push(0);
                (self.segs.len() - 1) as u32
            }
        };
        let (mut heads, mut nodes, mut free) = (std::mem::take(&mut self.heads), std::mem::take(&mut self.nodes), self.free_node);
        self.grid.for_cells(a, b, |cell| heads[cell] = Self::push_node(&mut nodes, &mut free, id, heads[cell]));
        let head = self.lines.entry(self.key(p, c)).or_insert(NIL);
        *head = Self::push_node(&mut nodes, &mut free, id, *head);
        (self.heads, self.nodes, self.free_node) = (heads, nodes, free);
        Some(id)
    }

    /// Remove a segment added by [`SegmentIndex::insert`].
    pub fn remove(&mut self, id: u32) {
        let s = self.segs[id as usize];
        let (mut heads, mut nodes, mut free) = (std::mem::take(&mut self.heads), std::mem::take(&mut self.nodes), self.free_node);
        self.grid.for_cells(s.a, s.b, |cell| Self::unlink(&mut nodes, &mut free, &mut heads[cell], id));
        let key = self.key(s.p, s.c);
        if let Some(head) = self.lines.get_mut(&key) {
            Self::unlink(&mut nodes, &mut free, head, id);
            if *head == NIL {
                self.lines.remove(&key);
            }
        }
        (self.heads, self.nodes, self.free_node) = (heads, nodes, free);
        self.free.push(id);
    }

    /// Call `f` once for every indexed segment the float test might fire with against
    /// `id` (a superset: the caller runs the exact float test).
    pub fn candidates(&mut self, id: u32, mut f: impl FnMut(u32, &Seg)) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.epoch = 1;
        }
        let ep = self.epoch;
        let mut stamp = std::mem::take(&mut self.stamp);
        let s = self.segs[id as usize];
        stamp[id as usize] = ep;
        let nodes = &self.nodes;
        let mut walk = |mut n: u32| {
            while n != NIL {
                let j = nodes[n as usize].seg;
                if stamp[j as usize] != ep {
                    stamp[j as usize] = ep;
                    f(j, &self.segs[j as usize]);
                }
                n = nodes[n as usize].next;
            }
        };
        self.grid.for_cells(s.a, s.b, |cell| walk(self.heads[cell]));
        let mut around = |p: f64, c: f64| {
            let (kp, kc) = self.key(p, c);
            for dp in -1..=1 {
                for dc in -1..=1 {
                    if let Some(&head) = self.lines.get(&(kp + dp, kc + dc)) {
                        walk(head);
                    }
                }
            }
        };
        around(s.p, s.c);
        // Direction ~0 and direction ~2 are the same line, with the offset negated.
        if s.p < 2.0 * self.frame.tol_phi {
            around(s.p + 2.0, -s.c);
        }
        if s.p > 2.0 - 2.0 * self.frame.tol_phi {
            around(s.p - 2.0, -s.c);
        }
        self.stamp = stamp;
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::routing::geometry::segments_cross;

    /// A small deterministic generator (splitmix64).
    pub(crate) struct Mix(pub(crate) u64);
    impl Mix {
        pub(crate) fn unit(&mut self) -> f64 {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            ((z ^ (z >> 31)) >> 11) as f64 / (1u64 << 53) as f64
        }
    }

    /// The far corner decides as the four corners do: every edge direction (axis-aligned
    /// ones among them), boxes around and across the edge
    /// line, degenerate boxes, and limits around the crosses themselves.
    #[test]
    fn box_beyond_at_the_far_corner_is_all_four_corners() {
        let four = |a: Point, b: Point, bx: [f64; 4], lim: f64| {
            [[bx[0], bx[1]], [bx[2], bx[1]], [bx[2], bx[3]], [bx[0], bx[3]]].iter().all(|&q| cross(a, b, q) < lim)
        };
        let mut g = Mix(7);
        let dirs = [-1.0, -0.5, -0.0, 0.0, 0.25, 1.0];
        let (mut yes, mut no) = (0, 0);
        for _ in 0..20_000 {
            let a = [114.0 + (g.unit() * 64.0).floor() / 64.0, 30.0 + (g.unit() * 64.0).floor() / 64.0];
            let pick = |g: &mut Mix| match g.unit() < 0.3 {
                true => dirs[(g.unit() * dirs.len() as f64) as usize],
                false => (g.unit() - 0.5) * 0.2,
            };
            let b = [a[0] + pick(&mut g), a[1] + pick(&mut g)];
            let e = [b[0] - a[0], b[1] - a[1]];
            let (x0, y0) = (a[0] + (g.unit() - 0.5) * 0.3, a[1] + (g.unit() - 0.5) * 0.3);
            let (w, h) = if g.unit() < 0.2 { (0.0, g.unit() * 0.1) } else { (g.unit() * 0.1, g.unit() * 0.1) };
            let bx = [x0, y0, x0 + w, y0 + h];
            let corners = [[bx[0], bx[1]], [bx[2], bx[1]], [bx[2], bx[3]], [bx[0], bx[3]]];
            let at = |q: Point| e[0] * (q[1] - a[1]) - e[1] * (q[0] - a[0]);
            let lim = match (g.unit() * 4.0) as u32 {
                0 => -1e-14 * (e[0].abs() + e[1].abs()),
                1 => at(corners[(g.unit() * 4.0) as usize]),
                2 => -0.0,
                _ => (g.unit() - 0.5) * 0.01,
            };
            let want = four(a, b, bx, lim);
            assert_eq!(box_beyond(a, e, bx, lim), want, "{a:?} {e:?} {bx:?} {lim:e}");
            if want {
                yes += 1
            } else {
                no += 1
            }
        }
        assert!(yes > 3000 && no > 3000, "{yes} {no}");
    }

    /// Segments of `routes` routes: long spokes from near one point (sweep plans),
    /// random chords, and ends placed on (or a hair off) earlier segments.
    fn family(seed: u64, n: usize, routes: u32) -> Vec<(Point, Point, u32)> {
        let mut g = Mix(seed);
        let hub = [116.4 + g.unit() * 0.4, 39.9 + g.unit() * 0.4];
        let mut segs: Vec<(Point, Point, u32)> = Vec::new();
        for k in 0..n {
            let route = (k as u32 * routes) / n as u32;
            let kind = g.unit();
            let (a, b) = if kind < 0.5 {
                let ang = (route as f64 + g.unit()) / routes as f64 * 0.6;
                let (r0, r1) = (0.2 + g.unit() * 0.6, 0.2 + g.unit() * 0.6);
                ([hub[0] + r0 * ang.cos(), hub[1] + r0 * ang.sin()], [hub[0] + r1 * ang.cos(), hub[1] + r1 * ang.sin()])
            } else if kind < 0.8 || segs.is_empty() {
                ([116.4 + g.unit() * 0.8, 39.9 + g.unit() * 0.8], [116.4 + g.unit() * 0.8, 39.9 + g.unit() * 0.8])
            } else {
                let o = segs[(g.unit() * segs.len() as f64) as usize];
                let t = g.unit();
                let off = (g.unit() - 0.5) * 1e-12;
                let p = [o.0[0] + t * (o.1[0] - o.0[0]) + off, o.0[1] + t * (o.1[1] - o.0[1])];
                (p, [116.4 + g.unit() * 0.8, 39.9 + g.unit() * 0.8])
            };
            if a != b {
                segs.push((a, b, route));
            }
        }
        segs
    }

    /// `safe_coordinate` (branch-free) and `Frame::new` (checked once, after the loop)
    /// accept exactly what the error model does: 0, or a finite magnitude within
    /// [COORD_MIN, COORD_MAX]; a frame with any other coordinate, wherever it is, is
    /// `None`.
    #[test]
    fn safe_coordinates_are_the_error_models() {
        let model = |c: f64| c == 0.0 || (c.is_finite() && c.abs() >= COORD_MIN && c.abs() <= COORD_MAX);
        let mut values = vec![0.0, -0.0, 1.0, -113.99, f64::NAN, -f64::NAN, f64::INFINITY, f64::NEG_INFINITY, f64::MIN_POSITIVE, 5e-324];
        for b in [COORD_MIN, COORD_MAX] {
            for x in [b, b.next_up(), b.next_down()] {
                values.extend([x, -x]);
            }
        }
        for &c in &values {
            assert_eq!(safe_coordinate(c), model(c), "{c:e}");
            for at in 0..3 {
                let mut pts = [[1.0, 2.0], [3.0, -4.0], [0.5, 0.25]];
                pts[at][at % 2] = c;
                assert_eq!(Frame::new(pts.iter().copied(), 0.0).is_some(), model(c), "{c:e} at {at}");
            }
        }
        assert!(values.iter().any(|&c| !model(c)) && values.iter().any(|&c| model(c) && c != 0.0));
    }

    /// `sort_lines` gives one order whatever the input's: (bucket, offset as
    /// `total_cmp`, segment), on entries with many ties in bucket and offset. Buckets
    /// few, or spread over more than the whole range of directions (`0..2^28`, the
    /// twins just above: every byte of the radix sort's key), in sets below and above
    /// the radix sort's threshold.
    #[test]
    fn line_order_is_total() {
        let mut g = Mix(77);
        for (n, buckets) in [(400u32, 4.0), (100, 4.0), (1500, 3.0 * (1u64 << 28) as f64), (127, 1e6), (128, 1e6)] {
            // Buckets drawn from a few values, so that spread buckets tie too.
            let pool: Vec<i64> = (0..n / 4).map(|_| (g.unit() * buckets) as i64).collect();
            let mut lines: Vec<(i64, f64, f64, u32)> = (0..n)
                .map(|i| (pool[(g.unit() * pool.len() as f64) as usize], g.unit(), [0.0, -0.0, 1.5, 2.0][(g.unit() * 4.0) as usize], i))
                .collect();
            let mut want = lines.clone();
            want.sort_by(|a, b| a.0.cmp(&b.0).then(a.2.total_cmp(&b.2)).then(a.3.cmp(&b.3)));
            assert!(want.windows(2).any(|w| w[0].0 == w[1].0) && want.first().unwrap().0 != want.last().unwrap().0);
            for _ in 0..20 {
                // Another order of the same entries.
                for k in (1..lines.len()).rev() {
                    lines.swap(k, (g.unit() * (k + 1) as f64) as usize);
                }
                sort_lines(&mut lines);
                assert!(lines.iter().zip(&want).all(|(a, b)| a.0 == b.0 && a.2.to_bits() == b.2.to_bits() && a.3 == b.3), "{n} {buckets}");
            }
        }
    }

    /// [`axis`]'s claim: two segments along `y` (or two along `x`) never fire, whatever
    /// their coordinates (here random, and collinear or overlapping on shared lines).
    #[test]
    fn segments_along_the_same_axis_never_fire() {
        let mut g = Mix(11);
        let mut checked = 0;
        for _ in 0..200_000 {
            let v = |g: &mut Mix| 116.0 + (g.unit() * 64.0).floor() / 64.0 * if g.unit() < 0.5 { 1.0 } else { g.unit() };
            let (y1, y2) = (v(&mut g), if g.unit() < 0.5 { v(&mut g) } else { 116.0 + g.unit() });
            let (a, b, c, d) = ([v(&mut g), y1], [v(&mut g), y1], [v(&mut g), y2], [v(&mut g), y2]);
            for (a, b, c, d) in [(a, b, c, d), ([a[1], a[0]], [b[1], b[0]], [c[1], c[0]], [d[1], d[0]])] {
                if a != b && c != d {
                    assert!(axis(&(a, b, 0)) & axis(&(c, d, 1)) != 0);
                    assert!(!segments_cross(a, b, c, d), "{a:?} {b:?} {c:?} {d:?}");
                    checked += 1;
                }
            }
        }
        assert!(checked > 300_000);
    }

    /// Checks that `candidate_pairs_with`, at every crowding threshold, keeps every pair of
    /// different routes the float test fires for; returns each threshold's candidates.
    fn assert_keeps_every_firing_pair(segs: &[(Point, Point, u32)], hub: Option<Point>, seed: u64) -> Vec<(usize, Vec<(usize, usize)>)> {
        let frame = Frame::new(segs.iter().flat_map(|s| [s.0, s.1]), 0.0).expect("frame");
        let mut firing = Vec::new();
        for i in 0..segs.len() {
            for j in i + 1..segs.len() {
                if segs[i].2 != segs[j].2 && segments_cross(segs[i].0, segs[i].1, segs[j].0, segs[j].1) {
                    firing.push((i, j));
                }
            }
        }
        assert!(firing.len() > 50, "seed {seed}: {} firing pairs", firing.len());
        [2, SWEEP_MIN, usize::MAX]
            .into_iter()
            .map(|sweep_min| {
                let mut got = Vec::new();
                candidate_pairs_with(&frame, segs, hub, None, sweep_min, &Cell::new(false), |i, j| got.push((i.min(j), i.max(j))));
                got.sort_unstable();
                got.dedup();
                let missing = firing.iter().filter(|p| got.binary_search(p).is_err()).count();
                assert_eq!(missing, 0, "seed {seed}, sweep_min {sweep_min}: {missing} firing pairs missed");
                (sweep_min, got)
            })
            .collect()
    }

    /// The single-route cells are skipped only when the routes come grouped: with the
    /// same segments in an interleaved order, every firing pair is still found.
    #[test]
    fn interleaved_routes_keep_every_firing_pair() {
        for seed in 0..6u64 {
            let mut segs = family(seed, 500, 3 + seed as u32);
            // Interleave: route by position mod 2, so a cell's first and last segments
            // can share a route while another route sits between them.
            for (k, s) in segs.iter_mut().enumerate() {
                s.2 = (k % 2) as u32;
            }
            assert_keeps_every_firing_pair(&segs, None, seed);
        }
    }

    #[test]
    fn crowded_cells_swept_keep_every_firing_pair() {
        for seed in 0..12u64 {
            let segs = family(seed, 600, 2 + (seed as u32 % 5) * 20);
            for (sweep_min, got) in assert_keeps_every_firing_pair(&segs, None, seed) {
                // Swept cells report far fewer pairs than the σ-box pairing when spokes crowd.
                if sweep_min == 2 {
                    assert!(got.len() < segs.len() * segs.len() / 4, "seed {seed}: {} candidates", got.len());
                }
            }
        }
    }

    /// The grid pass spread over the cores gives `f` the very calls of the one-core
    /// pass, in the same order, and stops at the same cell, whatever the chunks, the
    /// rounds and the cap (an incomplete search's count depends on all three).
    #[test]
    fn spread_pass_makes_the_same_calls_in_the_same_order() {
        type Pass<'a> = &'a dyn Fn(&Cell<bool>, &mut dyn FnMut(usize, usize));
        let record = |pass: Pass, limit: usize| {
            let (stop, mut calls) = (Cell::new(false), Vec::new());
            pass(&stop, &mut |i, j| {
                calls.push((i, j));
                stop.set(stop.get() || calls.len() >= limit);
            });
            calls
        };
        let spreads = [
            Spread { entries: 1, round: 1, cap: usize::MAX },
            Spread { entries: 40, round: 3, cap: 1 << 20 },
            Spread { entries: 40, round: 2, cap: 30 },
            Spread { entries: 500, round: 1, cap: 400 },
            Spread::DEFAULT,
        ];
        for seed in 0..6u64 {
            let segs = family(seed, 600, 2 + (seed as u32 % 5) * 20);
            let frame = Frame::new(segs.iter().flat_map(|s| [s.0, s.1]), 0.0).expect("frame");
            let mut g = Mix(seed);
            let at_hub: Vec<bool> = segs.iter().map(|_| g.unit() < 0.1).collect();
            let (grid, count, by_cell, grouped) = grid_of(&frame, &segs);
            for sweep_min in [2, SWEEP_MIN, usize::MAX] {
                let cells = Cells { grid: &grid, count: &count, by_cell: &by_cell, segs: &segs, at_hub: &at_hub, sweep_min, grouped };
                let all = record(&|s, f| cells.pair_all(0, s, f), usize::MAX);
                assert!(all.len() > 1000, "seed {seed}: {} calls", all.len());
                for limit in [1, 29, all.len() / 3, all.len() - 1, usize::MAX] {
                    let want = record(&|s, f| cells.pair_all(0, s, f), limit);
                    // The stop ends the search at the end of its cell: early on, well before the end.
                    assert!(want.len() >= limit.min(all.len()) && (limit > 29 || want.len() < all.len()));
                    for spread in spreads {
                        let got = record(&|s, f| cells.pair_spread(spread, s, f), limit);
                        assert!(
                            got == want,
                            "seed {seed}, sweep_min {sweep_min}, limit {limit}, {spread:?}: {} calls, want {}",
                            got.len(),
                            want.len()
                        );
                    }
                }
            }
        }
    }

    /// Buckets built from chunks of segments (on every core, in the CLI's build) list
    /// each cell's segments in index order, as one pass does.
    #[test]
    fn bucket_lists_cells_in_index_order() {
        let segs = family(3, 5 * BUCKET_CHUNK, 40);
        let frame = Frame::new(segs.iter().flat_map(|s| [s.0, s.1]), 0.0).expect("frame");
        for cells in [64, 4096] {
            let grid = Grid::new(frame, cells);
            let (count, by_cell) = bucket(&grid, &segs);
            let mut want = vec![Vec::new(); grid.cells()];
            for (i, s) in segs.iter().enumerate() {
                grid.for_cells(s.0, s.1, |c| want[c].push(i as u32));
            }
            assert_eq!(count.len(), grid.cells() + 1);
            for (c, w) in want.iter().enumerate() {
                assert_eq!(&by_cell[count[c] as usize..count[c + 1] as usize], &w[..], "cell {c}");
            }
        }
    }

    /// Long, nearly parallel segments side by side in a thin corridor (sweep plans'
    /// spokes), some ending on a neighbour's segment (a point computed on it, or one
    /// 1 to 100 ulps off), some crossing it at a tiny angle: the swept cells' test of
    /// the pieces' sides keeps every firing pair.
    #[test]
    fn spokes_side_by_side_keep_every_firing_pair() {
        for seed in 0..6u64 {
            let mut g = Mix(300 + seed);
            let routes = 8 + 12 * seed as u32;
            let mut segs: Vec<(Point, Point, u32)> = Vec::new();
            for r in 0..routes {
                let y = 39.9 + 0.02 * r as f64 / routes as f64;
                let mut from = [116.1 + g.unit() * 0.05, y + g.unit() * 1e-4];
                for _ in 0..(10 + (g.unit() * 10.0) as usize) {
                    let to = if segs.len() > 4 && g.unit() < 0.3 {
                        // On (or a few ulps off) a segment of another route.
                        let o = segs[(g.unit() * segs.len() as f64) as usize];
                        let t = g.unit();
                        let p = [o.0[0] + t * (o.1[0] - o.0[0]), o.0[1] + t * (o.1[1] - o.0[1])];
                        let ulps = [0.0, 1.0, -1.0, 3.0, -100.0][(g.unit() * 5.0) as usize];
                        [p[0], p[1] + ulps * f64::EPSILON * p[1]]
                    } else {
                        [116.1 + g.unit() * 0.7, y + (g.unit() - 0.5) * 2e-3]
                    };
                    if from != to {
                        segs.push((from, to, r));
                    }
                    from = to;
                }
            }
            assert_keeps_every_firing_pair(&segs, None, seed);
        }
    }

    /// Routes as the grader walks them, from a depot through stops and back, some stops
    /// at the depot itself and some spokes collinear with others: every firing pair is
    /// kept, and no pair of two segments ending at the depot is reported.
    #[test]
    fn pairs_at_the_depot_are_skipped_the_rest_kept() {
        for seed in 0..8u64 {
            let mut g = Mix(100 + seed);
            let depot = [116.4 + g.unit() * 0.4, 39.9 + g.unit() * 0.4];
            let routes = 20 + 30 * seed as u32;
            let mut segs = Vec::new();
            for r in 0..routes {
                let mut from = depot;
                let stops = 1 + (g.unit() * 12.0) as usize;
                for k in 0..=stops {
                    // Back to the depot, or a store at the depot's very coordinates.
                    let to = if k == stops || g.unit() < 0.05 {
                        depot
                    } else if g.unit() < 0.3 {
                        // On the line of an earlier spoke: collinear with it.
                        let t = 0.1 + g.unit();
                        let a = r as f64 * 0.37 % 1.0;
                        [depot[0] + t * a.cos() * 0.3, depot[1] + t * a.sin() * 0.3]
                    } else {
                        [116.4 + g.unit() * 0.8, 39.9 + g.unit() * 0.8]
                    };
                    if from != to {
                        segs.push((from, to, r));
                    }
                    from = to;
                }
            }
            let at_hub = |i: usize| segs[i].0 == depot || segs[i].1 == depot;
            for (sweep_min, got) in assert_keeps_every_firing_pair(&segs, Some(depot), seed) {
                assert!(!got.iter().any(|&(i, j)| at_hub(i) && at_hub(j)), "seed {seed}, sweep_min {sweep_min}: a depot pair reported");
            }
        }
    }

    /// Entries along an axis are dropped only when no entry they pair with (class 0, or
    /// a class sharing no bit) is in their bucket or beside it: on random buckets and
    /// classes, against the pairs themselves; and a lattice's lone rows and columns go.
    #[test]
    fn lone_entries_along_axes_are_dropped_and_no_other() {
        let mut g = Mix(19);
        let y = floor_i64(1.0 / pow2(-27));
        for round in 0..400 {
            let n = 1 + (g.unit() * 300.0) as usize;
            // Buckets around the axes' (0, 2^27, 2^28) and a few others; classes mostly 0.
            let centres = [0, y, 2 * y, 12_345, -7];
            let all: Vec<(i64, u32, u8)> = (0..n)
                .map(|i| {
                    let b = centres[(g.unit() * 5.0) as usize] + (g.unit() * 5.0) as i64 - 2;
                    let c = [0, 0, 1, 1, 2, 2, 3][(g.unit() * if round % 3 == 0 { 7.0 } else { 6.0 }) as usize];
                    (b, i as u32, c)
                })
                .collect();
            let mut kept = all.clone();
            drop_lone_along_axes(&mut kept, |k| (k.0, k.2));
            let kept: std::collections::HashSet<u32> = kept.iter().map(|k| k.1).collect();
            let distinct: std::collections::HashSet<(i64, u8)> = all.iter().filter(|k| k.2 != 0).map(|k| (k.0, k.2)).collect();
            for k in &all {
                let partner = all.iter().any(|m| m.1 != k.1 && m.0.abs_diff(k.0) <= 1 && m.2 & k.2 == 0);
                if partner || k.2 == 0 || distinct.len() > 8 {
                    assert!(kept.contains(&k.1), "round {round}: {k:?} dropped");
                }
            }
        }
        // Rows and columns of a lattice (classes 1 and 2, twins at 2^28) and one slanted
        // segment beside the rows: the columns go, the rows stay.
        let mut lines: Vec<(i64, u32, u8)> = (0..500).map(|i| ([0, 2 * y][i % 2], i as u32, 1)).collect();
        lines.extend((500..900).map(|i| (y, i as u32, 2)));
        lines.push((1, 900, 0));
        drop_lone_along_axes(&mut lines, |k| (k.0, k.2));
        assert_eq!(lines.len(), 251, "{:?}", &lines[..3]);
        assert!(lines.iter().all(|k| k.0 <= 1));
    }

    /// The line filter keeps every entry whose bucket, or a neighbouring one, holds
    /// another entry (the only entries the line pass can pair), whatever the table's
    /// size and collisions, and drops lone ones.
    #[test]
    fn shared_line_buckets_are_kept() {
        let line = |b: i64, i: u32| (b, 0.0, 0.0, i);
        let mut lines = vec![line(5, 0), line(1 << 40, 1), line(6, 2), line(100, 3), line(300, 4), line(100, 5), line(7_000_001, 6)];
        keep_shared_buckets(&mut lines, |l| l.0);
        let kept: Vec<u32> = lines.iter().map(|l| l.3).collect();
        assert_eq!(kept, [0, 2, 3, 5]);
        // Random buckets: every entry with a partner within one bucket survives.
        let mut g = Mix(7);
        for n in [10usize, 1_000, 40_000] {
            let all: Vec<_> = (0..n).map(|i| line((g.unit() * (n * 4) as f64) as i64, i as u32)).collect();
            let mut by_bucket = std::collections::HashMap::<i64, usize>::new();
            all.iter().for_each(|l| *by_bucket.entry(l.0).or_default() += 1);
            let needed =
                |l: &(i64, f64, f64, u32)| by_bucket[&l.0] > 1 || by_bucket.contains_key(&(l.0 - 1)) || by_bucket.contains_key(&(l.0 + 1));
            let mut kept = all.clone();
            keep_shared_buckets(&mut kept, |l| l.0);
            let kept: std::collections::HashSet<u32> = kept.iter().map(|l| l.3).collect();
            let want = all.iter().filter(|l| needed(l)).count();
            assert!(want > 0 && all.iter().filter(|l| needed(l)).all(|l| kept.contains(&l.3)), "n {n}");
            // A filter, not a copy: at most a few more than needed survive.
            assert!(kept.len() < want + n / 8 + 2, "n {n}: kept {} of {n}, {want} needed", kept.len());
        }
    }
}
