//! The crossing search: segments in a uniform grid and in buckets by supporting line
//! (one-off [`candidate_pairs`], incremental [`SegmentIndex`]), by the error bound of the
//! module docs of [`super`].

use super::*;

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

pub(super) const NIL: u32 = u32::MAX;

/// A list node: one segment in one grid cell or line bucket (lists, not `Vec`s, so
/// building the index allocates two arrays rather than a vector per cell).
#[derive(Debug, Clone, Copy)]
pub(super) struct Node {
    seg: u32,
    next: u32,
}

/// `floor` as an integer, without a libm call.
#[inline]
pub(super) fn floor_i64(x: f64) -> i64 {
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
pub(super) fn line_of(a: Point, b: Point, cx: f64, cy: f64) -> (f64, f64) {
    let (dx, dy, p) = direction(a, b);
    let c = (-dy * (a[0] - cx) + dx * (a[1] - cy)) / (dx * dx + dy * dy).sqrt();
    (p, c)
}

/// [`line_of`]'s direction: `(dx, dy)` with `dy > 0` (or `dy = 0, dx > 0`), and the
/// pseudo-angle `p`.
#[inline]
pub(super) fn direction(a: Point, b: Point) -> (f64, f64, f64) {
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
pub(super) const RADIX_MIN: usize = 128;

/// Sort line entries by (bucket, offset, segment): by bucket, then the rare runs of
/// equal buckets by offset and segment (a segment is in a bucket once), so that the
/// pairs come in one order on every platform. Every pair within tolerance is reported
/// whatever the order, but an incomplete search (`crossings_at_least`) counts what it
/// found by the time its room filled.
pub(super) fn sort_lines(lines: &mut [(i64, f64, f64, u32)]) {
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
pub(super) fn bit_slots(n: usize) -> usize {
    (n * 32).next_power_of_two().clamp(1 << 10, 1 << 24)
}

/// Keep only the line entries that can have a partner: another entry in the same
/// direction bucket or a neighbouring one. Buckets are counted in a table indexed by
/// their low bits (a collision only keeps more), so that the sort that follows sees
/// the few lines of shared buckets, not all of them (generic data shares almost none).
pub(super) fn keep_shared_buckets<T>(lines: &mut Vec<T>, bucket: impl Fn(&T) -> i64) {
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
pub(super) fn drop_lone_along_axes<T>(lines: &mut Vec<T>, key: impl Fn(&T) -> (i64, u8)) {
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
pub(super) fn bucket(grid: &Grid, segs: &[(Point, Point, u32)]) -> (Vec<u32>, Vec<u32>) {
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
pub(super) const BUCKET_CHUNK: usize = 8_192;

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
pub(super) const SWEEP_MIN: usize = 24;

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
pub(super) fn grid_pass(
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
pub(super) fn grid_of(frame: &Frame, segs: &[(Point, Point, u32)]) -> (Grid, Vec<u32>, Vec<u32>, bool) {
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
pub(super) const PARALLEL_MIN: usize = 50_000;

/// How [`Cells::pair_spread`] cuts the work: chunks of consecutive cells with about
/// `entries` entries each, `round` chunks at a time per thread, and a chunk's worker
/// stops at the end of a cell once it holds `cap` pairs (the rest of the chunk is
/// paired as it is replayed, and so is everything after that round: many pairs mean
/// the crossing tests, one by one, cost more than finding them, and a round's memory
/// stays bounded).
#[derive(Debug, Clone, Copy)]
pub(super) struct Spread {
    pub(super) entries: usize,
    pub(super) round: usize,
    pub(super) cap: usize,
}

impl Spread {
    pub(super) const DEFAULT: Spread = Spread { entries: 16_384, round: 2, cap: 1 << 18 };
}

/// The grid's cells and their segments, ready to pair (see [`grid_pass`]).
pub(super) struct Cells<'a> {
    pub(super) grid: &'a Grid,
    pub(super) count: &'a [u32],
    pub(super) by_cell: &'a [u32],
    pub(super) segs: &'a [(Point, Point, u32)],
    pub(super) at_hub: &'a [bool],
    pub(super) sweep_min: usize,
    pub(super) grouped: bool,
}

impl Cells<'_> {
    /// Every cell from `from` on, in order; the search ends at the end of the cell in
    /// which `f` sets `stop`.
    pub(super) fn pair_all(&self, from: usize, stop: &Cell<bool>, f: &mut dyn FnMut(usize, usize)) {
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
    pub(super) fn pair_spread(&self, spread: Spread, stop: &Cell<bool>, f: &mut dyn FnMut(usize, usize)) {
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
pub(super) fn axis(s: &(Point, Point, u32)) -> u8 {
    u8::from(s.0[1] == s.1[1]) | u8::from(s.0[0] == s.1[0]) << 1
}

/// The line pass of [`candidate_pairs_with`]: every pair of `segs` of different routes
/// whose lines are within the bucket tolerances (but pairs along the same axis, [`axis`]).
#[allow(clippy::needless_range_loop)] // indices into `lines` are the point here
pub(super) fn line_pass(frame: &Frame, segs: &[(Point, Point, u32)], at_hub: &[bool], stop: &Cell<bool>, mut f: impl FnMut(usize, usize)) {
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
pub(super) struct Sweep {
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
