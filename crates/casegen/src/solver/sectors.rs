//! Stores in angular order around the depot, and splits of that order into sectors.

use std::collections::HashMap;

use grader::routing::RoutingCase;

use super::tour::Improve;
use super::{tour_of, Distances};

/// The case's stores (one per distinct code) sorted by angle around the depot on raw
/// (lon, lat) degrees, starting just after the widest empty angle. A split of this order
/// into contiguous ranges (`cuts`: `k + 1` increasing positions from 0 to `len`) is a
/// split of the plane into cones from the depot.
#[derive(Debug, Clone)]
pub struct Sectors {
    order: Vec<usize>,
    prefix_kg: Vec<f64>,
}

impl Sectors {
    pub fn new(case: &RoutingCase) -> Sectors {
        let [dx, dy] = case.depot.point();
        // One store per distinct code: the row the grader resolves the code to.
        let mut keyed: Vec<(f64, f64, usize)> = (0..case.stores.len())
            .filter(|&i| case.store_index(&case.stores[i].code) == Some(i))
            .map(|i| {
                let [x, y] = case.points[i];
                let (ex, ey) = (x - dx, y - dy);
                (libm::atan2(ey, ex), ex * ex + ey * ey, i)
            })
            .collect();
        keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)).then(a.2.cmp(&b.2)));
        // Start after the widest gap between consecutive angles (wrapping round).
        let n = keyed.len();
        let mut start = 0;
        if n > 1 {
            let mut widest = keyed[0].0 + std::f64::consts::TAU - keyed[n - 1].0;
            for i in 1..n {
                let gap = keyed[i].0 - keyed[i - 1].0;
                if gap > widest {
                    widest = gap;
                    start = i;
                }
            }
        }
        keyed.rotate_left(start);
        let order: Vec<usize> = keyed.iter().map(|k| k.2).collect();
        let mut prefix_kg = Vec::with_capacity(n + 1);
        prefix_kg.push(0.0);
        for &i in &order {
            prefix_kg.push(prefix_kg.last().copied().unwrap_or(0.0) + case.stores[i].weight);
        }
        Sectors { order, prefix_kg }
    }

    /// Number of stores.
    pub fn len(&self) -> usize {
        self.order.len()
    }

    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// Stores at positions `a..b` of the angular order.
    pub fn range(&self, a: usize, b: usize) -> &[usize] {
        &self.order[a..b]
    }

    /// Load of positions `a..b`, kg.
    pub fn load(&self, a: usize, b: usize) -> f64 {
        self.prefix_kg[b] - self.prefix_kg[a]
    }

    /// `k` sectors of about equal weight: cut where the running load first reaches
    /// `r/k` of the total (the "weight-balanced sweep").
    pub fn by_weight(&self, k: usize) -> Vec<usize> {
        let total = self.prefix_kg[self.len()];
        let mut cuts = vec![0];
        let mut pos = 0;
        for r in 1..k {
            let goal = total * r as f64 / k as f64;
            while pos < self.len() && self.prefix_kg[pos] < goal {
                pos += 1;
            }
            cuts.push(pos);
        }
        cuts.push(self.len());
        cuts
    }

    /// `k = case.params.vehicles` sectors minimising the longest route time, then
    /// evened out pair by pair; every sector within capacity.
    pub fn balance_time(&self, case: &RoutingCase, dist: &Distances) -> Result<Vec<usize>, String> {
        let k = case.params.vehicles;
        let n = self.len();
        let mut ev = Evaluator { case, dist, sectors: self, memo: HashMap::new() };
        // An upper bound: equal store counts, grown until the greedy split fits.
        let even: Vec<usize> = (0..=k).map(|r| r * n / k).collect();
        let mut hi = even.windows(2).map(|w| ev.time(w[0], w[1])).fold(0.0, f64::max);
        if !hi.is_finite() {
            hi = (0..k).map(|r| ev.time_ignoring_capacity(even[r], even[r + 1])).fold(0.0, f64::max);
        }
        let mut best = None;
        for _ in 0..60 {
            if let Some(c) = ev.greedy(hi) {
                best = Some(c);
                break;
            }
            hi *= 1.25;
        }
        let Some(mut best) = best else {
            return Err(format!("cannot split {n} stores into {k} sectors within {} kg each", case.params.capacity_kg));
        };
        let mut lo = 0.0;
        while hi - lo > 0.5 {
            let mid = 0.5 * (lo + hi);
            match ev.greedy(mid) {
                Some(c) => {
                    hi = mid;
                    best = c;
                }
                None => lo = mid,
            }
        }
        ev.smooth(&mut best);
        Ok(best)
    }
}

/// Route times of sector ranges, memoised.
struct Evaluator<'a> {
    case: &'a RoutingCase,
    dist: &'a Distances,
    sectors: &'a Sectors,
    memo: HashMap<(usize, usize), f64>,
}

impl Evaluator<'_> {
    /// Route time of positions `a..b` (∞ over capacity).
    fn time(&mut self, a: usize, b: usize) -> f64 {
        if self.sectors.load(a, b) > self.case.params.capacity_kg {
            return f64::INFINITY;
        }
        self.time_ignoring_capacity(a, b)
    }

    fn time_ignoring_capacity(&mut self, a: usize, b: usize) -> f64 {
        if let Some(&t) = self.memo.get(&(a, b)) {
            return t;
        }
        let t = tour_of(self.case, self.dist, self.sectors.range(a, b), Improve::Full).1;
        self.memo.insert((a, b), t);
        t
    }

    fn fits(&mut self, a: usize, b: usize, limit: f64) -> bool {
        // Stop time alone is a cheap lower bound.
        if self.case.params.stop_seconds * (b - a) as f64 > limit {
            return false;
        }
        self.time(a, b) <= limit
    }

    /// Fill sectors in order, each as far as it stays within `limit`; the last takes
    /// the rest. `None` when the rest does not fit.
    fn greedy(&mut self, limit: f64) -> Option<Vec<usize>> {
        let (k, n) = (self.case.params.vehicles, self.sectors.len());
        let mut cuts = vec![0];
        let mut a = 0;
        for r in 0..k - 1 {
            let guess = ((n - a) / (k - r)).max(1);
            let b = self.furthest(a, a + guess, limit);
            cuts.push(b);
            a = b;
        }
        cuts.push(n);
        self.fits(a, n, limit).then_some(cuts)
    }

    /// The furthest `b` (from `a`, probing near `guess`) with `a..b` within `limit`.
    fn furthest(&mut self, a: usize, guess: usize, limit: f64) -> usize {
        let n = self.sectors.len();
        let guess = guess.min(n);
        let step0 = ((guess - a) / 8).max(1);
        // Bracket: lo fits, hi does not (or is past the end).
        let (mut lo, mut hi);
        if self.fits(a, guess, limit) {
            lo = guess;
            let mut step = step0;
            loop {
                if lo == n {
                    return n;
                }
                let next = (lo + step).min(n);
                if self.fits(a, next, limit) {
                    lo = next;
                    step *= 2;
                } else {
                    hi = next;
                    break;
                }
            }
        } else {
            hi = guess;
            let mut step = step0;
            loop {
                let next = hi.saturating_sub(step).max(a);
                if next == a || self.fits(a, next, limit) {
                    lo = next;
                    break;
                }
                hi = next;
                step *= 2;
            }
        }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            if self.fits(a, mid, limit) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// Move each inner cut by up to a few stores while that lowers the longer of its two
    /// routes (then their difference), until nothing moves. The longest route never grows.
    fn smooth(&mut self, cuts: &mut [usize]) {
        const REACH: isize = 6;
        for _ in 0..200 {
            let mut moved = false;
            for j in 1..cuts.len() - 1 {
                let (a, c, b) = (cuts[j - 1], cuts[j], cuts[j + 1]);
                let key = |ev: &mut Self, m: usize| {
                    let (x, y) = (ev.time(a, m), ev.time(m, b));
                    (x.max(y), (x - y).abs())
                };
                let mut best = (c, key(self, c));
                for d in -REACH..=REACH {
                    let m = c as isize + d;
                    if d == 0 || m < a as isize || m > b as isize {
                        continue;
                    }
                    let m = m as usize;
                    let kv = key(self, m);
                    if kv.0 < best.1 .0 || (kv.0 == best.1 .0 && kv.1 < best.1 .1) {
                        best = (m, kv);
                    }
                }
                if best.0 != c {
                    cuts[j] = best.0;
                    moved = true;
                }
            }
            if !moved {
                break;
            }
        }
    }
}
