//! The measuring engine behind [`super::measure`] and [`super::Incremental`]: route
//! times, hulls, intrusions and crossings, with the exact filters of [`super::index`].
//!
//! It keeps what it measured per route, so that re-measuring after a change touches
//! only the changed routes: their times and hulls, the intrusions into their hulls and
//! of their stores, and the crossings of their segments. Results are kept in the
//! quadratic oracles' order (hull route, store route, stop; route pair, segment pair),
//! so reports stay byte-identical.

use super::crossing::{self, route_path, Crossing, SegmentRef};
use super::customers::RoutingCase;
use super::geometry::{cos_lat, in_hull_from, intersection, segments_cross, Point};
use super::hull::{self, Intrusion};
use super::index::{self, box_beyond, box_outside_edge, candidate_pairs, widen, Frame, HullFilter, SegmentIndex};
use super::report::LISTED_MAX;
use super::separation::{self, CHUNK};
use super::store_code::StoreCode;
use super::time;
use crate::round::py_round;

/// A crossing as indices: (route a, segment a, route b, segment b), a < b, and where.
pub type CrossRec = (u32, u32, u32, u32, Point);
/// An intrusion as indices: (hull route, store route, stop).
pub type IntrRec = (u32, u32, u32);

/// Plans with at least this many stops have their hulls' intrusions searched a round
/// of hulls at a time, over the cores (with the `parallel` feature).
const INTRUSIONS_SPREAD_MIN: usize = 20_000;

/// Crossings in report order: by (route a, route b, segment a, segment b). That key
/// is the crossing (its point follows from the two segments), so ties are duplicates.
fn sort_crossings(v: &mut [CrossRec]) {
    crate::sort::unstable_by_key(v, |c| (c.0, c.2, c.1, c.3));
}

/// Merge `fresh` (sorted by `key`) into `old` (sorted by `key`).
fn merge_sorted<T: Copy, K: Ord>(old: &mut Vec<T>, fresh: Vec<T>, key: impl Fn(&T) -> K) {
    if fresh.is_empty() {
        return;
    }
    if old.is_empty() {
        *old = fresh;
        return;
    }
    let mut out = Vec::with_capacity(old.len() + fresh.len());
    let (mut i, mut j) = (0, 0);
    while i < old.len() && j < fresh.len() {
        if key(&old[i]) <= key(&fresh[j]) {
            out.push(old[i]);
            i += 1;
        } else {
            out.push(fresh[j]);
            j += 1;
        }
    }
    out.extend_from_slice(&old[i..]);
    out.extend_from_slice(&fresh[j..]);
    *old = out;
}

/// One-off grading holds at most about this many bytes of found crossings (repeats
/// included) before sorting out the repeats. When that leaves more than half of it, and
/// the crossings found so far already make the score round to 0 (cost above 20,000 ×
/// the reference), the search stops: the score and every other figure are exact, only
/// the crossing count is unknown (plans over 100,000 stores in random order stop after
/// 54–66 million distinct crossings, in seconds; counting them all would take
/// more memory than the machine has). Otherwise it goes on with
/// twice the room.
pub const FOUND_BYTES: usize = 512 << 20;

/// Found crossings' keys within their room: at `cap` keys they are sorted and
/// deduplicated. Returns `Some(k)` to stop after `k` distinct crossings, when `enough(k)`.
fn keep_room(v: &mut Vec<u64>, cap: &mut usize, enough: Option<&dyn Fn(usize) -> bool>) -> Option<usize> {
    if v.len() < *cap {
        return None;
    }
    dedup_keys(v);
    if v.len() > *cap / 2 {
        if enough.is_some_and(|z| z(v.len())) {
            return Some(v.len());
        }
        *cap *= 2;
    }
    None
}

fn dedup_keys(v: &mut Vec<u64>) {
    crate::sort::unstable(v);
    v.dedup();
}

/// From this many routes on, a full measure finds intrusions through a grid of the
/// stores ([`Engine::all_intrusions`]) rather than per (hull, route) pair.
const GRID_INTRUSIONS_MIN: usize = 16;

/// Measured state of a plan (resolved store indices per route).
pub struct Engine {
    pub route_seconds: Vec<f64>,
    pub hulls: Vec<Vec<usize>>,
    polys: Vec<Vec<Point>>,
    /// Per route, its stops' points in visit order (read by every other route's hull).
    stops: Vec<Vec<Point>>,
    filters: Vec<Option<HullFilter>>,
    /// Per route, the bounding box of its stores (x0, y0, x1, y1).
    boxes: Vec<[f64; 4]>,
    /// Per route, the box of each [`CHUNK`] of its stops in visit order (read by
    /// [`Engine::intrusions_of`] and the separation of routes).
    chunks: Vec<Vec<[f64; 4]>>,
    /// Sorted as the oracle emits them; the first [`Engine::limit`] only.
    pub intrusions: Vec<IntrRec>,
    pub crossings: Vec<CrossRec>,
    /// How many there are beyond the lists (always 0 when the limit is `usize::MAX`).
    pub intrusions_unlisted: usize,
    pub crossings_unlisted: usize,
    /// Lists keep this many records; the rest are counted. One-off grading keeps the
    /// report's [`LISTED_MAX`]; an engine that is updated keeps them all.
    limit: usize,
    /// `Some(k)`: one-off grading stopped the crossing search after `k` distinct
    /// crossings, enough for the score to round to 0 whatever the rest; the crossing
    /// list and count are then incomplete (see [`FOUND_BYTES`]).
    pub crossings_at_least: Option<usize>,
    /// Bytes of found crossings (repeats included) held before they are compacted.
    found_bytes: usize,
    /// Bits of a found crossing's packed key (64; 0 in tests makes every plan take the
    /// keys of segment indices, as plans of 2^32 routes × segments per route do).
    pack_bits: u32,
    /// `None`: coordinates outside the error model; everything goes through the oracles.
    frame: Option<Frame>,
    /// Kept for re-measuring changed routes (incremental use only, `grow > 0`).
    index: Option<SegmentIndex>,
    /// Per route, per segment: its id in the index (`None` for zero length).
    seg_ids: Vec<Vec<Option<u32>>>,
    /// Widening of the frame (room for dragging).
    grow: f64,
    /// Set by [`Engine::rebuild`] when every store is in the error model: the frame is
    /// then made of the routes' boxes, once [`Engine::update`] has them.
    frame_from_boxes: bool,
}

/// Bits to write any number below `n` (at least 1).
fn bits(n: usize) -> u32 {
    (usize::BITS - n.saturating_sub(1).leading_zeros()).max(1)
}

fn frame_points<'a>(case: &'a RoutingCase, routes: &'a [Vec<usize>]) -> impl Iterator<Item = Point> + 'a {
    std::iter::once(case.depot.point()).chain(routes.iter().flatten().map(|&s| case.points[s]))
}

impl Engine {
    /// Measure a whole plan, to be updated: every intrusion and crossing is kept.
    /// `grow` widens the frame (room for dragging).
    pub fn new(case: &RoutingCase, routes: &[Vec<usize>], grow: f64) -> Engine {
        Engine::with_limit(case, routes, grow, usize::MAX, (FOUND_BYTES, 64))
    }

    /// Measure a whole plan once, for a report: the lists keep the first
    /// [`LISTED_MAX`] intrusions and crossings and count the rest, so that a plan with
    /// millions of them costs neither their memory nor their sorting.
    pub fn one_off(case: &RoutingCase, routes: &[Vec<usize>]) -> Engine {
        Engine::with_limit(case, routes, 0.0, LISTED_MAX, (FOUND_BYTES, 64))
    }

    /// [`Engine::one_off`] with the room for found crossings and the bits of their
    /// packed keys given (tests).
    #[doc(hidden)]
    pub fn one_off_with_room(case: &RoutingCase, routes: &[Vec<usize>], found_bytes: usize, pack_bits: u32) -> Engine {
        Engine::with_limit(case, routes, 0.0, LISTED_MAX, (found_bytes, pack_bits))
    }

    fn with_limit(case: &RoutingCase, routes: &[Vec<usize>], grow: f64, limit: usize, room: (usize, u32)) -> Engine {
        let n = routes.len();
        let mut e = Engine {
            route_seconds: vec![0.0; n],
            hulls: vec![Vec::new(); n],
            polys: vec![Vec::new(); n],
            stops: vec![Vec::new(); n],
            filters: vec![None; n],
            boxes: vec![[0.0; 4]; n],
            chunks: vec![Vec::new(); n],
            intrusions: Vec::new(),
            crossings: Vec::new(),
            intrusions_unlisted: 0,
            crossings_unlisted: 0,
            limit,
            crossings_at_least: None,
            found_bytes: room.0,
            pack_bits: room.1,
            frame: None,
            index: None,
            seg_ids: vec![Vec::new(); n],
            grow,
            frame_from_boxes: false,
        };
        e.rebuild(case, routes);
        e
    }

    /// Re-measure everything from scratch (new frame).
    pub fn rebuild(&mut self, case: &RoutingCase, routes: &[Vec<usize>]) {
        let n = routes.len();
        self.route_seconds.resize(n, 0.0);
        self.hulls.resize(n, Vec::new());
        self.polys.resize(n, Vec::new());
        self.stops.resize(n, Vec::new());
        self.filters.resize(n, None);
        self.boxes.resize(n, [0.0; 4]);
        self.chunks.resize(n, Vec::new());
        self.seg_ids = vec![Vec::new(); n];
        // With every store in the error model, the frame is made of the routes' boxes in
        // `update` (the same frame, without a test per stop).
        self.frame_from_boxes = case.safe_points();
        self.frame = match self.frame_from_boxes {
            true => None,
            false => Frame::new(frame_points(case, routes), self.grow),
        };
        self.set_index(routes);
        self.intrusions.clear();
        self.crossings.clear();
        let all: Vec<usize> = (0..n).collect();
        self.update(case, routes, &all);
    }

    /// The index of segments kept for re-measuring (incremental use only, `grow > 0`).
    fn set_index(&mut self, routes: &[Vec<usize>]) {
        let nseg: usize = routes.iter().map(|r| r.len() + 1).sum();
        self.index = self.frame.filter(|_| self.grow > 0.0).map(|f| SegmentIndex::new(f, nseg * 4));
    }

    /// (intrusions, crossings): all of them, listed or not (crossings: at least, when
    /// the search stopped early, [`Engine::crossings_at_least`]).
    pub fn counts(&self) -> (usize, usize) {
        let crossings = self.crossings_at_least.unwrap_or(self.crossings.len() + self.crossings_unlisted);
        (self.intrusions.len() + self.intrusions_unlisted, crossings)
    }

    /// Keep the lists to the limit (the paths that build whole lists: few routes, or
    /// coordinates outside the error model).
    fn trim(&mut self) {
        if self.intrusions.len() > self.limit {
            self.intrusions_unlisted += self.intrusions.len() - self.limit;
            self.intrusions.truncate(self.limit);
        }
        if self.crossings.len() > self.limit {
            self.crossings_unlisted += self.crossings.len() - self.limit;
            self.crossings.truncate(self.limit);
        }
    }

    /// True when the engine can take `p` without a rebuild.
    pub fn fits(&self, p: Point) -> bool {
        self.frame.is_some_and(|f| f.contains(p))
    }

    /// Re-measure after `changed` routes changed (positions of their stores, or which
    /// stores they hold). `changed` must be sorted and without repeats, and be every
    /// route unless the engine keeps every record ([`Engine::new`]).
    pub fn update(&mut self, case: &RoutingCase, routes: &[Vec<usize>], changed: &[usize]) {
        let pts = &case.points;
        let depot = case.depot.point();
        if routes.len() != self.route_seconds.len() {
            return self.rebuild(case, routes);
        }
        debug_assert!(self.limit == usize::MAX || changed.len() == routes.len(), "a one-off engine is measured once");
        if changed.len() == routes.len() {
            (self.intrusions_unlisted, self.crossings_unlisted, self.crossings_at_least) = (0, 0, None);
        }
        let is_changed = {
            let mut m = vec![false; routes.len()];
            changed.iter().for_each(|&r| m[r] = true);
            m
        };
        let depot_c = (depot, cos_lat(depot));
        // Every route changed: the hulls read off the case's (lon, lat) order at once.
        let mut presorted = (changed.len() == routes.len())
            .then(|| hull::route_hulls_presorted(pts, case.by_lon_lat(), case.shares_points(), routes))
            .flatten();
        for &r in changed {
            let route = &routes[r];
            self.route_seconds[r] =
                time::route_seconds_with(depot_c, route.len(), |k| (pts[route[k]], case.cos_lat(route[k])), &case.params);
            let stops = &mut self.stops[r];
            stops.clear();
            stops.extend(route.iter().map(|&i| pts[i]));
            self.hulls[r] = match presorted.as_mut() {
                Some(h) => std::mem::take(&mut h[r]),
                None => hull::route_hulls(pts, std::slice::from_ref(&routes[r])).pop().unwrap_or_default(),
            };
            self.polys[r] = self.hulls[r].iter().map(|&i| pts[i]).collect();
            self.set_boxes(r);
        }
        if std::mem::take(&mut self.frame_from_boxes) {
            self.frame = Frame::of_boxes(depot, &self.boxes, self.grow);
            self.set_index(routes);
        }
        match self.frame.is_some() {
            true => {
                self.update_intrusions(pts, routes, changed, &is_changed);
                // One-off grading may stop counting crossings once those found make the
                // score round to 0 (`crossings_at_least`).
                let zero = (self.limit != usize::MAX && case.params.weights.crossing > 0.0).then(|| {
                    let (secs, n, p) = (self.route_seconds.clone(), self.intrusions.len() + self.intrusions_unlisted, &case.params);
                    move |k: usize| py_round(super::cost::cost(&secs, n, k, p).score, 4) == 0.0
                });
                let enough = zero.as_ref().map(|z| z as &dyn Fn(usize) -> bool);
                self.update_crossings(depot, pts, routes, changed, &is_changed, enough);
            }
            false => {
                let code = |_: usize| StoreCode::default();
                self.intrusions = hull::intrusions(pts, routes, &self.hulls, &code)
                    .into_iter()
                    .map(|x| (x.hull_route as u32, x.store_route as u32, x.stop as u32))
                    .collect();
                self.crossings = crossing::crossings(depot, pts, routes, &StoreCode::default(), &code)
                    .into_iter()
                    .map(|c| (c.a.route as u32, c.a.segment as u32, c.b.route as u32, c.b.segment as u32, c.point))
                    .collect();
            }
        }
        self.trim();
    }

    /// The boxes of route `r`'s stops, whole and by chunks.
    fn set_boxes(&mut self, r: usize) {
        let chunks = &mut self.chunks[r];
        chunks.clear();
        chunks.extend(self.stops[r].chunks(CHUNK).map(separation::bbox));
        // The same minima and maxima as over the stops (the sign of a zero aside, which
        // no comparison sees).
        self.boxes[r] = chunks.iter().fold([f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY], |a, b| widen(a, *b));
    }

    /// Stores of route `s` inside hull `h` (in stop order), appended to `out`.
    fn intrusions_of(&self, h: usize, s: usize, out: &mut Vec<IntrRec>) {
        let (Some(f), poly) = (&self.filters[h], &self.polys[h]) else { return };
        let outside = |b: &[f64; 4]| b[2] < f.x_lo || b[0] > f.x_hi || b[3] < f.y_lo || b[1] > f.y_hi;
        if outside(&self.boxes[s]) {
            return;
        }
        // The edge that rejected the previous stop first: its float `cross < 0` is
        // `in_hull`'s own rejection (the same operations), and neighbouring stops mostly
        // lie beyond the same edge, so a stop outside usually costs one `cross`, and a
        // chunk of stops whose box is beyond it by the margin of [`box_outside_edge`]
        // (every stop's `cross < 0`) costs one `cross` at its box's far corner.
        // After an intrusion the next stop is likely inside too: it goes straight to
        // the full test.
        let m = poly.len();
        let margin = index::outside_margin(self.frame.as_ref().expect("fast path"));
        let mut edge = 0;
        let mut quick = true;
        let (mut o, mut e) = (poly[0], [poly[1][0] - poly[0][0], poly[1][1] - poly[0][1]]);
        let mut lim = margin * (e[0].abs() + e[1].abs());
        for (c, (stops, b)) in self.stops[s].chunks(CHUNK).zip(&self.chunks[s]).enumerate() {
            if quick && (outside(b) || box_beyond(o, e, *b, lim)) {
                continue;
            }
            let at = c * CHUNK;
            for (k, &p) in stops.iter().enumerate() {
                // `cross(o, a, p)` with `a − o` taken out of the loop: the same operations.
                if quick && e[0] * (p[1] - o[1]) - e[1] * (p[0] - o[0]) < 0.0 {
                    continue;
                }
                if f.may_contain(p) && (f.surely_inside(p) || in_hull_from(poly, p, &mut edge)) {
                    out.push((h as u32, s as u32, (at + k) as u32));
                    quick = false;
                } else {
                    quick = true;
                    let (e0, e1) = (poly[edge % m], poly[(edge + 1) % m]);
                    (o, e) = (e0, [e1[0] - e0[0], e1[1] - e0[1]]);
                    lim = margin * (e[0].abs() + e[1].abs());
                }
            }
        }
    }

    fn update_intrusions(&mut self, pts: &[Point], routes: &[Vec<usize>], changed: &[usize], is_changed: &[bool]) {
        let frame = self.frame.expect("fast path");
        for &r in changed {
            self.filters[r] = (!self.polys[r].is_empty()).then(|| HullFilter::new(&self.polys[r], &frame));
        }
        if changed.len() == routes.len() && routes.len() >= GRID_INTRUSIONS_MIN {
            return self.all_intrusions(pts, routes, &frame);
        }
        self.intrusions.retain(|&(h, s, _)| !is_changed[h as usize] && !is_changed[s as usize]);
        // Generated in (hull, store route, stop) order: merged, not sorted.
        let mut fresh = Vec::new();
        for h in 0..routes.len() {
            for s in 0..routes.len() {
                if s != h && (is_changed[h] || is_changed[s]) {
                    self.intrusions_of(h, s, &mut fresh);
                }
            }
        }
        merge_sorted(&mut self.intrusions, fresh, |&(h, s, k)| (h, s, k));
    }

    /// Every intrusion, through a grid of the stores: each hull visits only the cells
    /// inside its filter's box, skips a cell whose stores' box is certified outside one
    /// of its edges ([`box_outside_edge`]: `in_hull` would reject every store there) and
    /// tests the stores of the others. With many routes most hulls are far from most
    /// stores, which per (hull, route) pair would still cost a box test per pair and a
    /// point test per store of every route whose box meets the hull's.
    fn all_intrusions(&mut self, pts: &[Point], routes: &[Vec<usize>], frame: &Frame) {
        self.intrusions.clear();
        let total: usize = routes.iter().map(|r| r.len()).sum();
        if total == 0 {
            return;
        }
        let (x0, y0) = (frame.x0, frame.y0);
        let (w, h) = (frame.x1 - x0, frame.y1 - y0);
        let cells = (total / 8).clamp(1, 1 << 20) as f64;
        let side = if w > 0.0 && h > 0.0 { (w * h / cells).sqrt() } else { w.max(h) / cells };
        let side = if side > 0.0 { side.max(w.max(h) / 2048.0) } else { 1.0 };
        let nx = ((w / side) as usize + 1).min(2049);
        let ny = ((h / side) as usize + 1).min(2049);
        let inv = 1.0 / side;
        let col = |x: f64| (((x - x0) * inv).max(0.0) as usize).min(nx - 1);
        let row = |y: f64| (((y - y0) * inv).max(0.0) as usize).min(ny - 1);
        // Counting sort of (route, stop) by cell, and each cell's stores' box.
        let mut start = vec![0u32; nx * ny + 1];
        let mut cell_box = vec![[f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY]; nx * ny];
        let mut at = Vec::with_capacity(total);
        for route in routes {
            for &i in route {
                let p = pts[i];
                let c = row(p[1]) * nx + col(p[0]);
                at.push(c as u32);
                start[c + 1] += 1;
                let b = &mut cell_box[c];
                *b = [b[0].min(p[0]), b[1].min(p[1]), b[2].max(p[0]), b[3].max(p[1])];
            }
        }
        for c in 1..start.len() {
            start[c] += start[c - 1];
        }
        let mut fill = start.clone();
        let mut items = vec![(0u32, 0u32); total];
        let mut n = 0;
        for (s, route) in routes.iter().enumerate() {
            for k in 0..route.len() {
                let c = at[n] as usize;
                items[fill[c] as usize] = (s as u32, k as u32);
                fill[c] += 1;
                n += 1;
            }
        }
        // One hull's intrusions: listed (sorted), and counted without a list in the
        // cells certified inside when `full` (the list can take no more).
        let scan = |hr: usize, full: bool| -> (Vec<IntrRec>, usize) {
            let mut fresh: Vec<IntrRec> = Vec::new();
            let (Some(f), poly) = (&self.filters[hr], &self.polys[hr]) else { return (fresh, 0) };
            let m = poly.len();
            let (xl, xh) = (f.x_lo.max(frame.x0), f.x_hi.min(frame.x1));
            let (yl, yh) = (f.y_lo.max(frame.y0), f.y_hi.min(frame.y1));
            if xl > xh || yl > yh {
                return (fresh, 0);
            }
            // With the list full, a cell whose stores all lie in the certified inner box
            // is counted whole: every store of another route in it is inside.
            let mut counted = 0;
            let (mut edge, mut cut) = (0, 0);
            for r in row(yl)..=row(yh) {
                for c in r * nx + col(xl)..=r * nx + col(xh) {
                    let (lo, hi) = (start[c] as usize, start[c + 1] as usize);
                    let b = cell_box[c];
                    if lo == hi || b[2] < f.x_lo || b[0] > f.x_hi || b[3] < f.y_lo || b[1] > f.y_hi {
                        continue;
                    }
                    if full && f.surely_inside([b[0], b[1]]) && f.surely_inside([b[2], b[3]]) {
                        // A cell lists its stores by route: skip hull route's own.
                        let cell = &items[lo..hi];
                        let own = cell.partition_point(|x| (x.0 as usize) <= hr) - cell.partition_point(|x| (x.0 as usize) < hr);
                        counted += cell.len() - own;
                        continue;
                    }
                    // The edge that excluded the previous cell first, then the others.
                    if let Some(e) = (0..m).map(|e| (cut + e) % m).find(|&e| box_outside_edge(poly[e], poly[(e + 1) % m], b, frame)) {
                        cut = e;
                        continue;
                    }
                    for &(s, k) in &items[lo..hi] {
                        if s as usize == hr {
                            continue;
                        }
                        let p = pts[routes[s as usize][k as usize]];
                        if f.may_contain(p) && (f.surely_inside(p) || in_hull_from(poly, p, &mut edge)) {
                            fresh.push((hr as u32, s, k));
                        }
                    }
                }
            }
            if !full {
                crate::sort::unstable(&mut fresh);
            }
            (fresh, counted)
        };
        // Hulls a round at a time, on every core for many stores (the `parallel`
        // feature): a round decides `full` once, at its start, so it may list what one
        // hull at a time would have counted whole; the room is then 0 for it, and the
        // counts, the list and its order are the same.
        let threads = crate::par::threads();
        let round = if total >= INTRUSIONS_SPREAD_MIN && threads > 1 { 4 * threads } else { 1 };
        let hulls: Vec<usize> = (0..routes.len()).collect();
        for some in hulls.chunks(round) {
            let full = self.intrusions.len() >= self.limit;
            for (fresh, counted) in crate::par::map(some, |&hr| scan(hr, full)) {
                // Past the limit a hull's intrusions are only counted (not sorted).
                let room = self.limit - self.intrusions.len().min(self.limit);
                self.intrusions.extend_from_slice(&fresh[..room.min(fresh.len())]);
                self.intrusions_unlisted += fresh.len().saturating_sub(room) + counted;
            }
        }
    }

    fn update_crossings(
        &mut self,
        depot: Point,
        pts: &[Point],
        routes: &[Vec<usize>],
        changed: &[usize],
        is_changed: &[bool],
        enough: Option<&dyn Fn(usize) -> bool>,
    ) {
        if changed.len() == routes.len() {
            return self.all_crossings(depot, pts, routes, enough);
        }
        let ix = self.index.as_mut().expect("incremental index");
        for &r in changed {
            for id in self.seg_ids[r].drain(..).flatten() {
                ix.remove(id);
            }
        }
        for &r in changed {
            let path = route_path(depot, pts, &routes[r]);
            self.seg_ids[r] = path.windows(2).enumerate().map(|(k, w)| ix.insert(w[0], w[1], r, k)).collect();
        }
        self.crossings.retain(|c| !is_changed[c.0 as usize] && !is_changed[c.2 as usize]);
        let mut fresh: Vec<CrossRec> = Vec::new();
        for &r in changed {
            for &id in self.seg_ids[r].iter().flatten() {
                let me = *ix.seg(id);
                ix.candidates(id, |_, o| {
                    let rb = o.route as usize;
                    if rb == r || (is_changed[rb] && rb < r) {
                        return;
                    }
                    let (lo, hi) = if r < rb { (&me, o) } else { (o, &me) };
                    if segments_cross(lo.a, lo.b, hi.a, hi.b) {
                        fresh.push((lo.route, lo.k, hi.route, hi.k, intersection(lo.a, lo.b, hi.a, hi.b)));
                    }
                });
            }
        }
        sort_crossings(&mut fresh);
        merge_sorted(&mut self.crossings, fresh, |c| (c.0, c.2, c.1, c.3));
    }

    /// True when [`Engine::move_point`] can be used (fast path with an index).
    pub fn can_move_points(&self) -> bool {
        self.index.is_some()
    }

    /// Re-measure after one store moved that route `r` visits once, at resolved stop
    /// `pos`: its route's time and hull, the intrusions into that hull (only if the hull
    /// changed) and of that store, and the crossings of its two segments.
    pub fn move_point(&mut self, case: &RoutingCase, routes: &[Vec<usize>], r: usize, pos: usize) {
        let pts = &case.points;
        let depot = case.depot.point();
        let frame = self.frame.expect("fast path");
        let store = routes[r][pos];
        let route = &routes[r];
        self.route_seconds[r] =
            time::route_seconds_with((depot, cos_lat(depot)), route.len(), |k| (pts[route[k]], case.cos_lat(route[k])), &case.params);
        self.stops[r][pos] = pts[store];
        let hull = hull::route_hulls(pts, std::slice::from_ref(&routes[r])).pop().unwrap_or_default();
        let same_hull = hull == self.hulls[r] && !hull.contains(&store);
        self.hulls[r] = hull;
        self.set_boxes(r);
        let (ru, posu) = (r as u32, pos as u32);
        if !same_hull {
            self.polys[r] = self.hulls[r].iter().map(|&i| pts[i]).collect();
            self.filters[r] = (!self.polys[r].is_empty()).then(|| HullFilter::new(&self.polys[r], &frame));
            let mut fresh = Vec::new();
            for s in (0..routes.len()).filter(|&s| s != r) {
                self.intrusions_of(r, s, &mut fresh);
            }
            let lo = self.intrusions.partition_point(|e| e.0 < ru);
            let hi = self.intrusions.partition_point(|e| e.0 <= ru);
            self.intrusions.splice(lo..hi, fresh);
        }
        let p = pts[store];
        for h in (0..routes.len()).filter(|&h| h != r) {
            let inside = match &self.filters[h] {
                Some(f) => f.may_contain(p) && (f.surely_inside(p) || in_hull_from(&self.polys[h], p, &mut 0)),
                None => false,
            };
            let key = (h as u32, ru, posu);
            match (self.intrusions.binary_search(&key), inside) {
                (Ok(i), false) => {
                    self.intrusions.remove(i);
                }
                (Err(i), true) => self.intrusions.insert(i, key),
                _ => {}
            }
        }
        let ix = self.index.as_mut().expect("incremental index");
        let end = |k: usize| if k == 0 || k > routes[r].len() { depot } else { pts[routes[r][k - 1]] };
        for k in [pos, pos + 1] {
            if let Some(id) = self.seg_ids[r][k].take() {
                ix.remove(id);
            }
            self.seg_ids[r][k] = ix.insert(end(k), end(k + 1), r, k);
        }
        let touched = |route: u32, k: u32| route == ru && (k == posu || k == posu + 1);
        self.crossings.retain(|c| !touched(c.0, c.1) && !touched(c.2, c.3));
        let mut fresh: Vec<CrossRec> = Vec::new();
        for k in [pos, pos + 1] {
            let Some(id) = self.seg_ids[r][k] else { continue };
            let me = *ix.seg(id);
            ix.candidates(id, |_, o| {
                if o.route == ru {
                    return;
                }
                let (lo, hi) = if ru < o.route { (&me, o) } else { (o, &me) };
                if segments_cross(lo.a, lo.b, hi.a, hi.b) {
                    fresh.push((lo.route, lo.k, hi.route, hi.k, intersection(lo.a, lo.b, hi.a, hi.b)));
                }
            });
        }
        sort_crossings(&mut fresh);
        merge_sorted(&mut self.crossings, fresh, |c| (c.0, c.2, c.1, c.3));
    }

    /// Every crossing, found with the one-off candidate search; also fills the index
    /// when there is one. `enough(k)`: whether `k` crossings make the search stop
    /// ([`FOUND_BYTES`]).
    fn all_crossings(&mut self, depot: Point, pts: &[Point], routes: &[Vec<usize>], enough: Option<&dyn Fn(usize) -> bool>) {
        let frame = self.frame.expect("fast path");
        // Sized once: grown push by push they were copied a dozen times each.
        let n_segs = routes.iter().map(|r| r.len() + 1).sum();
        let mut segs: Vec<(Point, Point, u32)> = Vec::with_capacity(n_segs);
        let mut refs: Vec<(u32, u32)> = Vec::with_capacity(n_segs);
        // Routes that keep apart leave their segments out of the grid pass.
        let need = separation::grid_need_chunked(&frame, depot, &self.stops, &self.polys, &self.boxes, &self.chunks);
        let mut in_grid: Vec<bool> = Vec::with_capacity(n_segs);
        for (r, route) in routes.iter().enumerate() {
            let mut from = depot;
            for (k, to) in route.iter().map(|&i| pts[i]).chain([depot]).enumerate() {
                if from != to {
                    segs.push((from, to, r as u32));
                    refs.push((r as u32, k as u32));
                    in_grid.push(if k == 0 || k == route.len() { need.ends[r] } else { need.inner[r] });
                }
                from = to;
            }
        }
        // Found pairs as one number each, so that millions of them sort and dedup fast
        // and only the listed ones get their point: (route a, route b, segment a,
        // segment b) packed into 64 bits, in report order, when they fit (below 2^32
        // routes × segments per route); else the two segments' indices, sorted into
        // report order once the repeats are out.
        let seg_bits = bits(routes.iter().map(|r| r.len() + 1).max().unwrap_or(1));
        let route_bits = bits(routes.len());
        let packed = 2 * (seg_bits + route_bits) <= self.pack_bits;
        let mask = |b: u32| (1u64 << b) - 1;
        let key = |i: usize, j: usize| match packed {
            true => {
                let (a, b) = (refs[i], refs[j]);
                ((((u64::from(a.0) << route_bits) | u64::from(b.0)) << seg_bits | u64::from(a.1)) << seg_bits) | u64::from(b.1)
            }
            false => ((i as u64) << 32) | j as u64,
        };
        // (route a, segment a, route b, segment b) of a key.
        let unkey = |key: u64| match packed {
            true => {
                let (rb, ka, kb) = ((key >> (2 * seg_bits)) & mask(route_bits), (key >> seg_bits) & mask(seg_bits), key & mask(seg_bits));
                ((key >> (2 * seg_bits + route_bits)) as u32, ka as u32, rb as u32, kb as u32)
            }
            false => {
                let (a, b) = (refs[(key >> 32) as usize], refs[(key & mask(32)) as usize]);
                (a.0, a.1, b.0, b.1)
            }
        };
        let mut keys: Vec<u64> = Vec::new();
        let mut cap = self.found_bytes / std::mem::size_of::<u64>();
        let stop = std::cell::Cell::new(false);
        candidate_pairs(&frame, &segs, Some(depot), Some(&in_grid), &stop, |i, j| {
            let (i, j) = if segs[i].2 < segs[j].2 { (i, j) } else { (j, i) };
            let (lo, hi) = (&segs[i], &segs[j]);
            if segments_cross(lo.0, lo.1, hi.0, hi.1) && !stop.get() {
                keys.push(key(i, j));
                self.crossings_at_least = keep_room(&mut keys, &mut cap, enough);
                stop.set(self.crossings_at_least.is_some());
            }
        });
        if self.crossings_at_least.is_some() {
            // An incomplete search: nothing to list (the first found need not be the first).
            keys.clear();
        }
        dedup_keys(&mut keys);
        if !packed {
            crate::sort::unstable_by_key(&mut keys, |&k| {
                let c = unkey(k);
                (c.0, c.2, c.1, c.3)
            });
        }
        let listed = keys.len().min(self.limit);
        self.crossings_unlisted = keys.len() - listed;
        let at = |r: u32, k: u32| {
            let route = &routes[r as usize];
            let end = |k: usize| if k == 0 || k > route.len() { depot } else { pts[route[k - 1]] };
            (end(k as usize), end(k as usize + 1))
        };
        self.crossings = keys[..listed]
            .iter()
            .map(|&key| {
                let (ra, ka, rb, kb) = unkey(key);
                let ((a0, a1), (b0, b1)) = (at(ra, ka), at(rb, kb));
                (ra, ka, rb, kb, intersection(a0, a1, b0, b1))
            })
            .collect();
        if let Some(ix) = self.index.as_mut() {
            for id in self.seg_ids.iter_mut().flat_map(|v| v.drain(..)).flatten() {
                ix.remove(id);
            }
            for (r, route) in routes.iter().enumerate() {
                let path = route_path(depot, pts, route);
                self.seg_ids[r] = path.windows(2).enumerate().map(|(k, w)| ix.insert(w[0], w[1], r, k)).collect();
            }
        }
    }

    /// The first [`LISTED_MAX`] intrusions with store codes, stops in resolved positions.
    pub fn intrusion_list(&self, case: &RoutingCase, routes: &[Vec<usize>]) -> Vec<Intrusion> {
        self.intrusions[..self.intrusions.len().min(LISTED_MAX)]
            .iter()
            .map(|&(h, s, k)| Intrusion {
                store: case.code(routes[s as usize][k as usize]).clone(),
                store_route: s as usize,
                stop: k as usize,
                hull_route: h as usize,
            })
            .collect()
    }

    /// The first [`LISTED_MAX`] crossings with their segments' end codes.
    pub fn crossing_list(&self, case: &RoutingCase, routes: &[Vec<usize>]) -> Vec<Crossing> {
        let end = |r: usize, k: usize| -> StoreCode {
            let route = &routes[r];
            if k == 0 || k > route.len() {
                case.depot_code().clone()
            } else {
                case.code(route[k - 1]).clone()
            }
        };
        let seg = |r: u32, k: u32| {
            let (r, k) = (r as usize, k as usize);
            SegmentRef { route: r, segment: k, from: end(r, k), to: end(r, k + 1) }
        };
        self.crossings[..self.crossings.len().min(LISTED_MAX)]
            .iter()
            .map(|&(ra, ka, rb, kb, point)| Crossing { a: seg(ra, ka), b: seg(rb, kb), point })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::{RoutingParams, Store};

    /// The frame made of the routes' boxes (every store in the error model) is the
    /// frame of the plan's points, bit for bit (zeros of either sign, empty routes,
    /// stores outside the plan, a depot beyond every store, room for dragging); a case
    /// with a store outside the error model takes the points, as before.
    #[test]
    fn the_frame_of_the_routes_boxes_is_the_frame_of_their_points() {
        let mut g = crate::routing::index::tests::Mix(0x2545_F491_4F6C_DD1D);
        let mut next = move |n: usize| (g.unit() * n as f64) as usize;
        let values = [0.0, -0.0, 1e-3, -1e-3, 116.25, 116.5, -116.5, 39.75, 40.0, 179.0, -0.5];
        let bits = |f: Option<Frame>| format!("{f:?}");
        for round in 0..2_000 {
            let n = 1 + next(40);
            let s = |i: usize, lon: f64, lat: f64| Store { code: format!("S{i}"), weight: 1.0, lon, lat, line: i + 2 };
            let mut coord = || match (values[next(values.len())], next(3)) {
                (v, 0) => v,
                (v, k) => v + 0.25 * k as f64,
            };
            let stores: Vec<Store> = (0..n).map(|i| s(i, coord(), coord())).collect();
            let depot = s(n, coord(), coord());
            let mut case = RoutingCase::new(depot, stores, RoutingParams::default());
            if round % 5 == 4 {
                // A store outside the error model, in no route.
                case.set_store_point(n - 1, [[f64::NAN, 1e300][next(2)], 40.0]);
            }
            let routes: Vec<Vec<usize>> = (0..1 + next(5)).map(|_| (0..next(n)).map(|_| next(n.max(2) - 1)).collect()).collect();
            for grow in [0.0, 0.1] {
                let e = Engine::with_limit(&case, &routes, grow, usize::MAX, (FOUND_BYTES, 64));
                assert_eq!(case.safe_points(), round % 5 != 4);
                assert_eq!(bits(e.frame), bits(Frame::new(frame_points(&case, &routes), grow)), "round {round}, grow {grow}");
                assert!(!e.frame_from_boxes);
            }
            if round % 5 == 4 {
                case.set_store_point(n - 1, [116.0, 40.0]);
                assert!(case.safe_points());
            }
        }
    }
}
