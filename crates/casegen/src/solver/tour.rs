//! One route's tour: depot → stops → depot, improved by 2-opt and or-opt.
//!
//! A [`Leg`] matrix holds the driving seconds between the depot (local index 0) and the
//! route's stops (1..=m), with the case's two speeds: depot legs at trunk speed, stop
//! legs at local speed. Leg times are symmetric, so reversing a stretch of the tour
//! leaves its inner legs unchanged and 2-opt deltas need only the four end legs.

/// Driving seconds between the depot (0) and the stops (1..=m) of one route.
#[derive(Debug, Clone)]
pub struct Legs {
    n: usize,
    s: Vec<f64>,
}

impl Legs {
    /// `km(i, j)` for local indices (0 = depot); trunk speed on legs touching the depot.
    pub fn new(m: usize, trunk_kmh: f64, local_kmh: f64, km: impl Fn(usize, usize) -> f64) -> Legs {
        let n = m + 1;
        let mut s = vec![0.0; n * n];
        for i in 0..n {
            for j in (i + 1)..n {
                let speed = if i == 0 { trunk_kmh } else { local_kmh };
                let t = km(i, j) / speed * 3600.0;
                s[i * n + j] = t;
                s[j * n + i] = t;
            }
        }
        Legs { n, s }
    }

    #[inline]
    pub fn get(&self, i: usize, j: usize) -> f64 {
        self.s[i * self.n + j]
    }

    /// Number of stops.
    pub fn stops(&self) -> usize {
        self.n - 1
    }

    /// Driving seconds of a closed tour `cyc` (starting with the depot, 0).
    pub fn cycle_seconds(&self, cyc: &[usize]) -> f64 {
        let len = cyc.len();
        if len <= 1 {
            return 0.0;
        }
        (0..len).map(|i| self.get(cyc[i], cyc[(i + 1) % len])).sum()
    }
}

/// Improvements to apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Improve {
    /// 2-opt only (the "sweep + 2-opt" example).
    TwoOpt,
    /// 2-opt and or-opt (segments of 1–3 stops moved, either way round).
    Full,
}

/// A cycle from the depot by always driving to the nearest unvisited stop.
pub fn nearest_neighbour(legs: &Legs) -> Vec<usize> {
    let m = legs.stops();
    let mut cyc = Vec::with_capacity(m + 1);
    cyc.push(0);
    let mut left: Vec<usize> = (1..=m).collect();
    let mut at = 0;
    while !left.is_empty() {
        let (k, _) = left
            .iter()
            .enumerate()
            .fold((0, f64::INFINITY), |best, (k, &j)| if legs.get(at, j) < best.1 { (k, legs.get(at, j)) } else { best });
        at = left.remove(k);
        cyc.push(at);
    }
    cyc
}

const EPS: f64 = 1e-9;

/// One pass of first-improvement 2-opt; true if anything changed.
fn two_opt_pass(legs: &Legs, cyc: &mut [usize]) -> bool {
    let len = cyc.len();
    let mut improved = false;
    if len < 4 {
        return false;
    }
    for i in 0..len - 2 {
        for j in (i + 2)..len {
            if i == 0 && j == len - 1 {
                continue;
            }
            let (a, b, c, d) = (cyc[i], cyc[i + 1], cyc[j], cyc[(j + 1) % len]);
            let delta = legs.get(a, c) + legs.get(b, d) - legs.get(a, b) - legs.get(c, d);
            if delta < -EPS {
                cyc[i + 1..=j].reverse();
                improved = true;
            }
        }
    }
    improved
}

/// One pass of or-opt: move a run of 1–3 stops elsewhere (either orientation).
fn or_opt_pass(legs: &Legs, cyc: &mut Vec<usize>) -> bool {
    let mut improved = false;
    for seg_len in 1..=3usize {
        let mut s = 1;
        while cyc.len() > seg_len + 2 && s + seg_len <= cyc.len() {
            let len = cyc.len();
            let (p, f, l, q) = (cyc[s - 1], cyc[s], cyc[s + seg_len - 1], cyc[(s + seg_len) % len]);
            let gain = legs.get(p, f) + legs.get(l, q) - legs.get(p, q);
            // Best insertion edge (x, y) outside the run.
            let mut best: Option<(f64, usize, bool)> = None;
            for e in 0..len {
                let y_pos = (e + 1) % len;
                // Skip edges touching the run (its inner edges and the two around it).
                if (e + 1 >= s && e < s + seg_len) || e == s - 1 {
                    continue;
                }
                let (x, y) = (cyc[e], cyc[y_pos]);
                let fwd = legs.get(x, f) + legs.get(l, y) - legs.get(x, y);
                let rev = legs.get(x, l) + legs.get(f, y) - legs.get(x, y);
                let (add, reversed) = if rev < fwd { (rev, true) } else { (fwd, false) };
                if add - gain < -EPS && best.is_none_or(|b| add < b.0) {
                    best = Some((add, e, reversed));
                }
            }
            if let Some((_, e, reversed)) = best {
                let mut run: Vec<usize> = cyc.drain(s..s + seg_len).collect();
                if reversed {
                    run.reverse();
                }
                // Position of edge e's end after the removal.
                let at = if e < s { e + 1 } else { e + 1 - seg_len };
                cyc.splice(at..at, run);
                improved = true;
            } else {
                s += 1;
            }
        }
    }
    improved
}

/// Improve a cycle to a local optimum.
pub fn improve(legs: &Legs, cyc: &mut Vec<usize>, how: Improve) {
    for _ in 0..1000 {
        let a = two_opt_pass(legs, cyc);
        let b = how == Improve::Full && or_opt_pass(legs, cyc);
        if !a && !b {
            break;
        }
    }
}

/// Nearest neighbour then [`improve`]: a good tour of the route's stops.
pub fn optimise(legs: &Legs, how: Improve) -> Vec<usize> {
    let mut cyc = nearest_neighbour(legs);
    improve(legs, &mut cyc, how);
    cyc
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square_legs() -> Legs {
        // Depot at (0,0); stops on a unit square at (0,1), (1,1), (1,0) plus (0.5, 2).
        let pts = [[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0], [0.5, 2.0]];
        Legs::new(4, 1.0, 1.0, |i, j| {
            let (a, b): ([f64; 2], [f64; 2]) = (pts[i], pts[j]);
            ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2)).sqrt()
        })
    }

    #[test]
    fn improvement_never_worsens_and_keeps_every_stop() {
        let legs = square_legs();
        let start = vec![0, 2, 4, 3, 1];
        let before = legs.cycle_seconds(&start);
        let mut cyc = start.clone();
        improve(&legs, &mut cyc, Improve::Full);
        assert!(legs.cycle_seconds(&cyc) <= before);
        let mut s = cyc.clone();
        s.sort();
        assert_eq!(s, vec![0, 1, 2, 3, 4]);
        assert_eq!(cyc[0], 0);
        // The optimum of this instance: 0 → 1 → 4 → 2 → 3 → 0 (or reversed).
        let best = legs.cycle_seconds(&[0, 1, 4, 2, 3]);
        assert!((legs.cycle_seconds(&cyc) - best).abs() < 1e-12, "{cyc:?}");
    }
}
