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

mod hulls;
mod segments;
pub use hulls::*;
pub use segments::*;

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

/// The box (x0, y0, x1, y1) `b` widened to `o` (another box, or a point twice). Not
/// `f64::min`/`max`: their sign of a zero result is unspecified, and optimised builds
/// (opt-level 2, measured) picked another one than debug builds, so a frame made of the
/// routes' boxes and one made of their points could differ in it.
pub(crate) fn widen(b: [f64; 4], o: [f64; 4]) -> [f64; 4] {
    let lo = |a: f64, c: f64| if c < a { c } else { a };
    let hi = |a: f64, c: f64| if c > a { c } else { a };
    [lo(b[0], o[0]), lo(b[1], o[1]), hi(b[2], o[2]), hi(b[3], o[3])]
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
        let mut b = [f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY];
        // Checked all at once at the end: no branch per point.
        let mut safe = true;
        for p in points {
            safe &= safe_coordinate(p[0]) & safe_coordinate(p[1]);
            b = widen(b, [p[0], p[1], p[0], p[1]]);
        }
        if !safe {
            return None;
        }
        Frame::of_bounds(b, grow)
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
        let b = boxes.iter().fold([o[0], o[1], o[0], o[1]], |a, b| widen(a, *b));
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
