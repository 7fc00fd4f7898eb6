//! Routes that keep apart: which segments the crossing search's grid can leave out,
//! **without changing a single count** (spec §1, "Segment crossings"; [`super::index`]).
//!
//! The grid pass of [`super::index::candidate_pairs`] finds the pairs of segments of
//! different routes within `δ` of each other; the pairs farther apart that the float
//! test can still fire for are nearly collinear, and the line pass finds them whatever
//! the grid holds (the crossings lemma of [`super::index`]). So the grid needs no pair
//! that is proved to be more than `δ` apart.
//!
//! **The proof.** A segment lies in the convex hull of its ends. Route `r`'s segments
//! between two stores lie in the hull of its stores `S_r`; its first and last segments
//! (which end at the depot `d`) in the hull of `S_r ∪ {d}`. A direction `n` with
//! `max n·(p − d) = α` over `S_r` and `min n·(q − d) = β` over `S_s` puts the two hulls
//! `(β − α)/|n|` apart, `r`'s end segments `(β − max(α, 0))/|n|` from `s`'s inner ones,
//! and `s`'s end segments `(min(β, 0) − α)/|n|` from `r`'s inner ones. Two end segments
//! both end at the depot, so the float test never fires for them (see
//! [`super::index::candidate_pairs`]). Each projection is computed as
//! `n_x·(p_x − d_x) + n_y·(p_y − d_y)`: under the frame's preconditions (coordinates
//! whose differences and products stay normal, [`Frame::new`]) it is within
//! `γ3·|n|₁·D` of the exact value (`D` ≥ every distance in the frame, `γ3 < 4u`,
//! `u = 2^-53`). So a float gap above `2δ·|n|₁` is an exact gap above
//! `(2δ − 8u·D)·|n|₁ − ` its own rounding `> δ·|n|₁ >= δ·|n|₂`: the sets are more
//! than `δ` apart (`δ = 2^-20·D`, far above those `u·D`s).
//!
//! The directions come from the routes' hulls (an edge of either hull whose line keeps
//! the other hull's vertices beyond it) and are then checked on **every** store of both
//! routes, so nothing rests on the float hull being exactly convex or holding every
//! store. A pair that no direction separates, or routes without a hull and with many
//! stores, keep all their segments in the grid.
//!
//! **Cones first.** Most plans give each route its own sector around the depot. A route
//! whose stores all lie in a cone from the depot narrower than `π` (its rays through the
//! hull's extreme vertices, checked on every store with a slack of `2^-40` of the
//! products, far above their rounding) is at least `reach` (its nearest store) away from
//! the depot. Two disjoint such cones always have a line through the depot between
//! them; with `c` the smallest angle between that line and either cone, every store of
//! either route is at least `reach·sin c` from it, on its own side, and the depot is on
//! the line. So both routes' stores and end segments are more than `δ` from the other's
//! stores when `min(reach)·sin c > δ` (the check asks `4δ` of `min(reach)·2c/π`, with
//! `2^-30` taken off every angle): one test per pair of routes, no store visited.
//! Checking the cones costs two products per store, once.
//!
//! Plans whose routes keep to their own parts of the map (routing-city's reference plan,
//! sweep plans) leave the grid empty or nearly so: it was 38% of grading such a plan.

use super::geometry::Point;
use super::index::Frame;

/// Per route: whether its segments between two stores (`inner`) and its first and last
/// segments (`ends`, which end at the depot) must enter the crossing search's grid.
#[derive(Debug, Clone, PartialEq)]
pub struct GridNeed {
    pub inner: Vec<bool>,
    pub ends: Vec<bool>,
}

/// A route's stores as the proposals see them: its hull's vertices (counter-clockwise),
/// or, without a hull, its stores when they are few.
#[derive(Clone, Copy)]
struct Poly<'a> {
    pts: &'a [Point],
    ccw: bool,
}

/// Routes without a hull and with more stores than this are not proposed a direction.
const LOOSE_MAX: usize = 16;

/// Proposing and checking directions costs a multiply-add per hull vertex tried, per
/// chunk of a route's stops (their box's far corner) and per store of the chunks near
/// the line; past this many per segment, the plan keeps every segment in the grid (the
/// grid costs about 40 of them per segment).
const BUDGET_PER_SEGMENT: usize = 12;

/// Stops per chunk: a chunk whose box lies beyond the line is passed at one corner.
pub(super) const CHUNK: usize = 16;

/// Which segments the grid needs, for routes with stops `stops[r]`, hull vertices
/// `polys[r]` (counter-clockwise, or empty) and boxes `boxes[r]` (x0, y0, x1, y1 of
/// their stores). Every route's points must lie in `frame`, as must `depot`.
///
/// ```
/// use kind_routing::index::Frame;
/// use kind_routing::separation::grid_need;
/// let d = [0.0, 0.0];
/// // Two routes on either side of the depot, and a third across the second.
/// let stops = vec![
///     vec![[-2.0, 1.0], [-1.0, 2.0], [-2.0, 3.0]],
///     vec![[1.0, 1.0], [2.0, 2.0], [1.0, 3.0]],
///     vec![[1.5, 0.5], [1.5, 3.5]],
/// ];
/// let polys = vec![stops[0].clone(), vec![[1.0, 1.0], [2.0, 2.0], [1.0, 3.0]], vec![]];
/// let boxes = vec![[-2.0, 1.0, -1.0, 3.0], [1.0, 1.0, 2.0, 3.0], [1.5, 0.5, 1.5, 3.5]];
/// let frame = Frame::new(stops.iter().flatten().copied().chain([d]), 0.0).unwrap();
/// let need = grid_need(&frame, d, &stops, &polys, &boxes);
/// assert_eq!(need.inner, vec![false, true, true]);
/// assert_eq!(need.ends, vec![false, true, true]);
/// ```
pub fn grid_need(frame: &Frame, depot: Point, stops: &[Vec<Point>], polys: &[Vec<Point>], boxes: &[[f64; 4]]) -> GridNeed {
    let chunks: Vec<Vec<[f64; 4]>> = stops.iter().map(|s| s.chunks(CHUNK).map(bbox).collect()).collect();
    grid_need_chunked(frame, depot, stops, polys, boxes, &chunks)
}

/// [`grid_need`] with the boxes of every route's stops by [`CHUNK`]s given.
pub(super) fn grid_need_chunked(
    frame: &Frame,
    depot: Point,
    stops: &[Vec<Point>],
    polys: &[Vec<Point>],
    boxes: &[[f64; 4]],
    chunks: &[Vec<[f64; 4]>],
) -> GridNeed {
    let routes = stops.len();
    let segments: usize = stops.iter().map(|s| s.len() + 1).sum();
    let mut need = GridNeed { inner: vec![false; routes], ends: vec![false; routes] };
    let all = || GridNeed { inner: vec![true; routes], ends: vec![true; routes] };
    // Every pair of routes is looked at: with many small routes that costs more than
    // the grid it saves.
    if routes.saturating_mul(routes) > 4 * segments {
        return all();
    }
    let budget = BUDGET_PER_SEGMENT * segments;
    let mut work = 0;
    let m = 2.0 * frame.delta;
    let poly = |r: usize| match (polys[r].len() >= 3, stops[r].len()) {
        (true, _) => Some(Poly { pts: &polys[r], ccw: true }),
        (false, 1..=LOOSE_MAX) => Some(Poly { pts: &stops[r], ccw: false }),
        (false, _) => None,
    };
    let cones: Vec<Option<Cone>> = (0..routes).map(|r| poly(r).and_then(|p| Cone::of(p.pts, &stops[r], depot))).collect();
    work += segments;
    // Marks a pair the grid must look at: every segment of both routes.
    let both = |need: &mut GridNeed, r: usize, s: usize| {
        for x in [r, s] {
            need.inner[x] = true;
            need.ends[x] = true;
        }
    };
    for r in 0..routes {
        for s in r + 1..routes {
            let settled = |x: usize| need.inner[x] && need.ends[x];
            if stops[r].is_empty() || stops[s].is_empty() || (settled(r) && settled(s)) {
                continue;
            }
            // A line through the depot with each route in a cone of its own on either
            // side covers every pair of their segments at once.
            if let (Some(a), Some(b)) = (&cones[r], &cones[s]) {
                if a.apart(b, frame.delta) {
                    continue;
                }
            }
            // (A, B, |n|₁): r's stores at most A along n, s's at least B.
            let split = match box_split(boxes[r], boxes[s], depot, m) {
                Some(split) => split,
                None => {
                    if work > budget {
                        return all();
                    }
                    let Some((n, a, b)) = poly(r).zip(poly(s)).and_then(|(p, q)| propose(p, q, depot, m, &mut work)) else {
                        both(&mut need, r, s);
                        continue;
                    };
                    if !levels_hold(n, a, b, (&stops[r], &chunks[r]), (&stops[s], &chunks[s]), depot, &mut work) {
                        both(&mut need, r, s);
                        continue;
                    }
                    (a, b, n[0].abs() + n[1].abs())
                }
            };
            let (a, b, l1) = split;
            let apart = |lo: f64, hi: f64| hi - lo > m * l1;
            if !apart(a, b) {
                both(&mut need, r, s);
                continue;
            }
            // The end segments: on their own route's side with the depot, or else
            // separated from the other route by a direction of their own.
            for (x, y, ok) in [(r, s, apart(a.max(0.0), b)), (s, r, apart(a, b.min(0.0)))] {
                if ok || (need.ends[x] && need.inner[y]) {
                    continue;
                }
                let (first, last) = (stops[x][0], stops[x][stops[x].len() - 1]);
                let ends = [depot, first, last];
                if work > budget {
                    return all();
                }
                let fine = match poly(y).and_then(|q| propose(Poly { pts: &ends, ccw: false }, q, depot, m, &mut work)) {
                    None => false,
                    Some((n, a, b)) => {
                        levels_hold(n, a, b, (&ends, &[bbox(&ends)]), (&stops[y], &chunks[y]), depot, &mut work)
                            && b - a > m * (n[0].abs() + n[1].abs())
                    }
                };
                if !fine {
                    (need.ends[x], need.inner[y]) = (true, true);
                }
            }
        }
    }
    need
}

/// A route's stores seen from the depot: all within the angles `[from, from + width]`
/// (`width < π`), at least `reach` away.
#[derive(Debug, Clone, Copy)]
struct Cone {
    from: f64,
    width: f64,
    reach: f64,
}

/// Slack of a cone's angles: far above the rounding of `atan2` and of the checks (a few
/// `u`), far below any angle that separates.
const ANGLE_SLACK: f64 = 1.0 / (1u64 << 30) as f64;

impl Cone {
    /// The cone of `stops` around `o`, from the angles of `poly`'s points (the hull's
    /// vertices), checked on every store: each is counter-clockwise of the first ray
    /// and clockwise of the last, up to `2^-40·|a|₁·|w|₁` (so its angle is within a few
    /// `2^-40` of the rays: the cone's slack covers that). `None` when the points do not
    /// fit in a half-plane through `o`, or one is at `o`.
    fn of(poly: &[Point], stops: &[Point], o: Point) -> Option<Cone> {
        let angle = |p: Point| libm::atan2(p[1] - o[1], p[0] - o[0]);
        if poly.first().is_none_or(|p| p[0] - o[0] == 0.0 && p[1] - o[1] == 0.0) {
            return None;
        }
        let base = angle(poly[0]);
        let (mut lo, mut hi) = ((0.0, poly[0]), (0.0, poly[0]));
        for &p in &poly[1..] {
            let mut rel = angle(p) - base;
            if rel > std::f64::consts::PI {
                rel -= 2.0 * std::f64::consts::PI;
            } else if rel <= -std::f64::consts::PI {
                rel += 2.0 * std::f64::consts::PI;
            }
            if rel < lo.0 {
                lo = (rel, p);
            }
            if rel > hi.0 {
                hi = (rel, p);
            }
        }
        let width = hi.0 - lo.0 + 2.0 * ANGLE_SLACK;
        if width >= std::f64::consts::PI - ANGLE_SLACK {
            return None;
        }
        let (a, b) = ([lo.1[0] - o[0], lo.1[1] - o[1]], [hi.1[0] - o[0], hi.1[1] - o[1]]);
        let (la, lb) = (a[0].abs() + a[1].abs(), b[0].abs() + b[1].abs());
        let kappa = 1.0 / (1u64 << 40) as f64;
        let mut reach2 = f64::INFINITY;
        for &p in stops {
            let w = [p[0] - o[0], p[1] - o[1]];
            let lw = w[0].abs() + w[1].abs();
            let (ca, cb) = (a[0] * w[1] - a[1] * w[0], w[0] * b[1] - w[1] * b[0]);
            if lw == 0.0 || ca < -kappa * la * lw || cb < -kappa * lb * lw {
                return None;
            }
            reach2 = reach2.min(w[0] * w[0] + w[1] * w[1]);
        }
        Some(Cone { from: base + lo.0 - ANGLE_SLACK, width, reach: reach2.sqrt() * (1.0 - ANGLE_SLACK) })
    }

    /// True when a line through the depot has the two cones on either side, every store
    /// more than `2δ` from it: then each route's stores and end segments are more than
    /// `δ` from the other's stores (module docs), whichever pair of segments.
    fn apart(&self, other: &Cone, delta: f64) -> bool {
        let tau = 2.0 * std::f64::consts::PI;
        // `other` from `self`'s first ray, counter-clockwise.
        // Both `from`s lie in [−2π − 1, π]: at most two turns either way (no `fmod` in
        // the build); anything else stays outside [0, 2π) and is not apart.
        let mut at = other.from - self.from;
        for _ in 0..2 {
            if at < 0.0 {
                at += tau;
            } else if at >= tau {
                at -= tau;
            }
        }
        if !(0.0..tau).contains(&at) {
            return false;
        }
        if at <= self.width || at + other.width >= tau {
            return false;
        }
        let g1 = at - self.width;
        let pi = std::f64::consts::PI;
        // The line's best clearance from both cones (the four angles between it and the
        // cones' rays; see the module docs).
        let c = ((pi - other.width - g1).min(0.0) + g1.min(pi - self.width)) / 2.0 - ANGLE_SLACK;
        // sin c >= 2c/π for c in [0, π/2].
        c > 0.0 && self.reach.min(other.reach) * (2.0 * c / pi) > 4.0 * delta
    }
}

/// `n·(p − o)`, as the module docs bound its rounding.
#[inline]
fn along(n: Point, p: Point, o: Point) -> f64 {
    n[0] * (p[0] - o[0]) + n[1] * (p[1] - o[1])
}

/// The box (x0, y0, x1, y1) of some points.
pub(super) fn bbox(pts: &[Point]) -> [f64; 4] {
    pts.iter()
        .fold([f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY], |b, p| super::index::widen(b, [p[0], p[1], p[0], p[1]]))
}

/// True when every point has `n·(p − o) <= at` (float values): a chunk whose box's far
/// corner does (a point of the frame too, so the same bound holds) is passed whole.
/// `work` counts the projections.
fn below(n: Point, pts: &[Point], chunks: &[[f64; 4]], o: Point, at: f64, work: &mut usize) -> bool {
    pts.chunks(CHUNK).zip(chunks).all(|(c, b)| {
        let far = [if n[0] >= 0.0 { b[2] } else { b[0] }, if n[1] >= 0.0 { b[3] } else { b[1] }];
        *work += 1;
        along(n, far, o) <= at || {
            *work += c.len();
            c.iter().all(|&p| along(n, p, o) <= at)
        }
    })
}

/// True when every point of `low` is at most `a` along `n` and every point of `high` at
/// least `b` (points with their chunks' boxes, as [`below`] takes them).
fn levels_hold(n: Point, a: f64, b: f64, low: (&[Point], &[[f64; 4]]), high: (&[Point], &[[f64; 4]]), o: Point, work: &mut usize) -> bool {
    below(n, low.0, low.1, o, a, work) && below([-n[0], -n[1]], high.0, high.1, o, -b, work)
}

/// A split along an axis read off the boxes (exact extremes, no store visited):
/// `(A, B, 1)` with `r` below `s` along `x` or `y`, or either way round as `−x`, `−y`.
fn box_split(br: [f64; 4], bs: [f64; 4], o: Point, m: f64) -> Option<(f64, f64, f64)> {
    let (x, y) = (o[0], o[1]);
    [
        (br[2] - x, bs[0] - x), // r left of s
        (x - br[0], x - bs[2]), // r right of s (n = −x)
        (br[3] - y, bs[1] - y), // r below s
        (y - br[1], y - bs[3]), // r above s (n = −y)
    ]
    .into_iter()
    .find(|&(a, b)| b - a > m)
    .map(|(a, b)| (a, b, 1.0))
}

/// A direction `n` and levels `(A, B)` a quarter of the gap inside the polygons'
/// extremes, with every point of `low` below every point of `high` by more than
/// `m·|n|₁` in float: an edge's normal of either polygon (a proposal only: the caller
/// checks the levels on every store).
fn propose(low: Poly, high: Poly, o: Point, m: f64, work: &mut usize) -> Option<(Point, f64, f64)> {
    let (n, hi, lo) =
        edge_split(low, high, o, m, work).or_else(|| edge_split(high, low, o, m, work).map(|(n, hi, lo)| ([-n[0], -n[1]], -lo, -hi)))?;
    let q = (lo - hi) / 4.0;
    Some((n, hi + q, lo - q))
}

/// An edge of `a` whose normal `n` has all of `a` below all of `b`: `(n, max over a,
/// min over b)`. `work` counts the projections.
fn edge_split(a: Poly, b: Poly, o: Point, m: f64, work: &mut usize) -> Option<(Point, f64, f64)> {
    let k = a.pts.len();
    let edges = if k >= 3 { k } else { k.saturating_sub(1) };
    for i in 0..edges {
        let (e0, e1) = (a.pts[i], a.pts[(i + 1) % k]);
        // Outward for a counter-clockwise polygon.
        let n = [e1[1] - e0[1], e0[0] - e1[0]];
        let gap = 2.0 * m * (n[0].abs() + n[1].abs());
        let (lo, hi) = match a.ccw {
            true => {
                let v = along(n, e0, o);
                (v, v)
            }
            false => {
                *work += k;
                range_along(n, a.pts, o)
            }
        };
        let first = along(n, b.pts[0], o);
        *work += 1;
        if first > hi + gap {
            let mut min = first;
            if b.pts[1..].iter().all(|&q| {
                *work += 1;
                let v = along(n, q, o);
                min = min.min(v);
                v > hi + gap
            }) {
                return Some((n, hi, min));
            }
        } else if !a.ccw && first < lo - gap {
            let mut max = first;
            if b.pts[1..].iter().all(|&q| {
                *work += 1;
                let v = along(n, q, o);
                max = max.max(v);
                v < lo - gap
            }) {
                return Some(([-n[0], -n[1]], -lo, -max));
            }
        }
    }
    None
}

/// (min, max) of `n·(p − o)` over `pts`.
fn range_along(n: Point, pts: &[Point], o: Point) -> (f64, f64) {
    pts.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &p| {
        let v = along(n, p, o);
        (lo.min(v), hi.max(v))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn need(depot: Point, stops: &[Vec<Point>]) -> GridNeed {
        framed_need(depot, stops).1
    }

    /// The frame of the stops and the depot, and what the grid needs (hulls by the
    /// grader's own monotone chain).
    fn framed_need(depot: Point, stops: &[Vec<Point>]) -> (Frame, GridNeed) {
        let polys: Vec<Vec<Point>> = stops
            .iter()
            .map(|s| {
                let idx: Vec<usize> = (0..s.len()).collect();
                let h = super::super::geometry::convex_hull(s, &idx);
                if h.len() >= 3 {
                    h.iter().map(|&i| s[i]).collect()
                } else {
                    Vec::new()
                }
            })
            .collect();
        let boxes: Vec<[f64; 4]> = stops.iter().map(|s| bbox(s)).collect();
        let frame = Frame::new(stops.iter().flatten().copied().chain([depot]), 0.0).unwrap();
        let need = grid_need(&frame, depot, stops, &polys, &boxes);
        (frame, need)
    }

    #[test]
    fn wedges_around_the_depot_need_no_grid() {
        // Eight wedges of 20 stores each, as a sweep plan makes them.
        let stops: Vec<Vec<Point>> = (0..8)
            .map(|w| {
                (0..20)
                    .map(|i| {
                        let a = (w as f64 + 0.1 + 0.8 * (i % 5) as f64 / 4.0) * std::f64::consts::PI / 4.0;
                        let r = 1.0 + i as f64;
                        [r * a.cos(), r * a.sin()]
                    })
                    .collect()
            })
            .collect();
        let n = need([0.0, 0.0], &stops);
        assert_eq!(n.inner, vec![false; 8]);
        assert_eq!(n.ends, vec![false; 8]);
    }

    #[test]
    fn overlapping_routes_need_the_grid_and_apart_ones_do_not() {
        let square = |x: f64, y: f64| vec![[x, y], [x + 1.0, y], [x + 1.0, y + 1.0], [x, y + 1.0]];
        // Route 0 and 1 overlap; route 2 is far away, beyond the depot's side.
        let n = need([10.0, 0.0], &[square(0.0, 0.0), square(0.5, 0.5), square(0.0, 5.0)]);
        assert_eq!(n.inner, vec![true, true, false]);
        assert_eq!(n.ends, vec![true, true, false]);
    }

    #[test]
    fn an_end_segment_across_another_route_brings_that_route_into_the_grid() {
        // Depot left; route 1's stores sit across the way to route 0's (at x = 3..4).
        let r0 = vec![[3.0, -0.5], [4.0, -0.5], [4.0, 0.5], [3.0, 0.5]];
        let r1 = vec![[1.0, -0.2], [1.2, 0.0], [1.0, 0.2]];
        let n = need([0.0, 0.0], &[r0, r1]);
        // 0's end segments pass through 1's hull: both must be in the grid; 1's own
        // end segments stay short of route 0.
        assert!(n.ends[0] && n.inner[1]);
        assert!(!n.inner[0] && !n.ends[1]);
    }

    #[test]
    fn a_gap_of_about_delta_is_not_enough() {
        // Two squares 10^-9 apart in a frame about 4 wide: δ = 2^-20·D ≈ 4·10^-6.
        let a = vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];
        let b = vec![[1.0 + 1e-9, 0.0], [2.0, 0.0], [2.0, 1.0], [1.0 + 1e-9, 1.0]];
        let n = need([1.0, 3.0], &[a.clone(), b]);
        assert_eq!(n.inner, vec![true, true]);
        // Ten times δ apart: a split.
        let c = vec![[1.0 + 1e-4, 0.0], [2.0, 0.0], [2.0, 1.0], [1.0 + 1e-4, 1.0]];
        let n = need([1.0, 3.0], &[a, c]);
        assert_eq!(n.inner, vec![false, false]);
    }

    #[test]
    fn a_store_outside_the_hull_given_is_still_checked() {
        // The polygon passed for route 0 leaves out a store that reaches into route 1:
        // the direction it proposes fails on the stores themselves.
        let stops =
            vec![vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0], [2.5, 0.5]], vec![[2.0, 0.0], [3.0, 0.0], [3.0, 1.0], [2.0, 1.0]]];
        let polys = vec![vec![[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]], stops[1].clone()];
        let boxes = vec![[0.0, 0.0, 2.5, 1.0], [2.0, 0.0, 3.0, 1.0]];
        let d = [1.5, 5.0];
        let frame = Frame::new(stops.iter().flatten().copied().chain([d]), 0.0).unwrap();
        let n = grid_need(&frame, d, &stops, &polys, &boxes);
        assert_eq!(n.inner, vec![true, true]);
    }

    /// Plans of 2 to 6 routes, each in its own sector around a centre (the depot there,
    /// or far off, or on a store), with stores poked across a neighbour's segment or
    /// left a hair short of it (5·10^-15 to 10^-5, δ is about 10^-6 here), stops in
    /// sweep, zig-zag or random order: with the segments [`grid_need`] leaves out of
    /// the grid, the candidate search still names every pair the float test fires for.
    #[test]
    fn every_firing_pair_is_found_with_routes_left_out() {
        use crate::routing::geometry::segments_cross;
        use crate::routing::index::{candidate_pairs, tests::Mix};
        let (mut left_out, mut kept, mut firing_total) = (0, 0, 0);
        for seed in 0..400u64 {
            let mut g = Mix(seed);
            let routes = 2 + (g.unit() * 5.0) as usize;
            let c = [116.4 + g.unit() * 0.1, 39.9 + g.unit() * 0.1];
            let span = 1.0 + g.unit() * 5.0;
            let mut stops: Vec<Vec<Point>> = (0..routes)
                .map(|k| {
                    let n = 1 + (g.unit() * 30.0) as usize;
                    (0..n)
                        .map(|_| {
                            let a = (k as f64 + 0.02 + 0.96 * g.unit()) / routes as f64 * span;
                            let r = 0.01 + g.unit() * 0.3;
                            [c[0] + r * a.cos(), c[1] + r * a.sin()]
                        })
                        .collect()
                })
                .collect();
            for x in &mut stops {
                match (g.unit() * 3.0) as u32 {
                    0 => x.sort_by(|a, b| (a[0] - c[0]).hypot(a[1] - c[1]).total_cmp(&(b[0] - c[0]).hypot(b[1] - c[1]))),
                    1 => x.sort_by(|a, b| a[0].total_cmp(&b[0])),
                    _ => {}
                }
            }
            // Pokes: a store moved onto a neighbour's segment, a hair across or short.
            for _ in 0..(g.unit() * 4.0) as usize {
                let (k, j) = ((g.unit() * routes as f64) as usize, (g.unit() * routes as f64) as usize);
                if k == j || stops[j].len() < 2 {
                    continue;
                }
                let i = (g.unit() * (stops[j].len() - 1) as f64) as usize;
                let (p, q, t) = (stops[j][i], stops[j][i + 1], g.unit());
                let len = (q[0] - p[0]).hypot(q[1] - p[1]);
                let eps = [0.0, 5e-15, 2e-14, 1e-12, 1e-9, 1e-7, 1e-6, 3e-6, 1e-5][(g.unit() * 9.0) as usize]
                    * if g.unit() < 0.5 { -1.0 } else { 1.0 };
                let at = [p[0] + t * (q[0] - p[0]) + eps * (q[1] - p[1]) / len, p[1] + t * (q[1] - p[1]) - eps * (q[0] - p[0]) / len];
                let s = (g.unit() * stops[k].len() as f64) as usize;
                stops[k][s] = at;
            }
            let depot = match (g.unit() * 3.0) as u32 {
                0 => c,
                1 => [c[0] - 0.5, c[1] - 0.4],
                _ => stops[0][0],
            };
            let (frame, need) = framed_need(depot, &stops);
            let (mut segs, mut in_grid) = (Vec::new(), Vec::new());
            for (r, x) in stops.iter().enumerate() {
                let path: Vec<Point> = [depot].into_iter().chain(x.iter().copied()).chain([depot]).collect();
                for (k, w) in path.windows(2).enumerate() {
                    if w[0] != w[1] {
                        segs.push((w[0], w[1], r as u32));
                        in_grid.push(if k == 0 || k == x.len() { need.ends[r] } else { need.inner[r] });
                    }
                }
            }
            let mut got = Vec::new();
            candidate_pairs(&frame, &segs, Some(depot), Some(&in_grid), &std::cell::Cell::new(false), |i, j| {
                got.push((i.min(j), i.max(j)))
            });
            got.sort_unstable();
            got.dedup();
            for i in 0..segs.len() {
                for j in i + 1..segs.len() {
                    if segs[i].2 != segs[j].2 && segments_cross(segs[i].0, segs[i].1, segs[j].0, segs[j].1) {
                        firing_total += 1;
                        assert!(
                            got.binary_search(&(i, j)).is_ok(),
                            "seed {seed}: firing pair {i}, {j} missed ({:?}, {:?})",
                            segs[i],
                            segs[j]
                        );
                    }
                }
            }
            left_out += in_grid.iter().filter(|&&k| !k).count();
            kept += in_grid.iter().filter(|&&k| k).count();
        }
        // The test means something only when both happen, and pairs do fire.
        assert!(left_out > 5000 && kept > 5000 && firing_total > 500, "left out {left_out}, kept {kept}, firing {firing_total}");
    }

    /// A route whose stores sit on another route's segment to within rounding, on
    /// either side: wherever the float test fires for a pair, both its segments are in
    /// the grid.
    #[test]
    fn stores_on_a_neighbours_segment_keep_both_routes_in_the_grid() {
        use crate::routing::geometry::segments_cross;
        use crate::routing::index::tests::Mix;
        let mut g = Mix(7);
        let mut firing = 0;
        for _ in 0..3000 {
            let (p, q) = ([116.3 + g.unit() * 0.1, 39.8 + g.unit() * 0.1], [116.5 + g.unit() * 0.1, 39.9 + g.unit() * 0.1]);
            let t = g.unit();
            let on = [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
            let off = [on[0] + (g.unit() - 0.5) * 1e-13, on[1] + (g.unit() - 0.5) * 1e-13];
            // Route 0: p, q and a third store away from the line; route 1 comes from
            // the far side to the store on the line and goes back.
            let side = [(p[0] + q[0]) / 2.0 + 0.05 * (q[1] - p[1]), (p[1] + q[1]) / 2.0 - 0.05 * (q[0] - p[0])];
            let back = [(p[0] + q[0]) / 2.0 - 0.05 * (q[1] - p[1]), (p[1] + q[1]) / 2.0 + 0.05 * (q[0] - p[0])];
            let stops = vec![vec![p, side, q], vec![back, off, [back[0] + 0.01, back[1]]]];
            let depot = [back[0], back[1] + 0.2];
            let (s0, s1) = ((off, back), (p, q));
            if !segments_cross(s1.0, s1.1, s0.0, s0.1) && !segments_cross(s1.0, s1.1, off, stops[1][2]) {
                continue;
            }
            firing += 1;
            let n = need(depot, &stops);
            assert!(n.inner[0] && n.inner[1], "a firing pair left out: {off:?} on {p:?} → {q:?}");
        }
        assert!(firing > 100, "{firing} firing cases");
    }

    /// Two routes in cones around the depot that only a hair of angle parts: closer
    /// than `δ` (about 2·10^-6 here) they stay in the grid; far apart they leave it.
    #[test]
    fn cones_apart_by_a_hair_stay_in_the_grid() {
        let ray = |deg: f64, r: f64| [r * deg.to_radians().cos(), r * deg.to_radians().sin()];
        for (gap_deg, apart) in [(1e-12, false), (1e-9, false), (1e-5, false), (1.0, true)] {
            let a = vec![ray(0.0, 1.0), ray(5.0, 2.0), ray(10.0, 1.0)];
            let b = vec![ray(10.0 + gap_deg, 1.0), ray(15.0, 2.0), ray(20.0, 1.0)];
            let n = need([0.0, 0.0], &[a, b]);
            assert_eq!(n.inner, vec![!apart; 2], "gap {gap_deg}°");
            assert_eq!(n.ends, vec![!apart; 2], "gap {gap_deg}°");
        }
    }
}
