//! Re-sequencing one route (issue 51): nearest neighbour from the depot, then 2-opt
//! (reverse a segment) and or-opt (move a chain of up to three stops) until neither
//! shortens it. Legs are the screening ones ([`Legs`]); the coach re-scores the result
//! exactly, so a tour that only looks shorter is never applied.

use super::state::Legs;

/// Improvement passes at most (each pass is O(m²)): enough for routes of a few hundred
/// stops to settle, and a bound on the time of a pathological one.
const PASSES: usize = 60;

/// `stores` in a short visit order (depot → stops → depot).
pub(crate) fn tour(legs: &Legs, stores: &[usize]) -> Vec<usize> {
    let m = stores.len();
    if m < 3 {
        return stores.to_vec();
    }
    // Local indices: 0 = the depot, k = stores[k - 1]; a full matrix of legs.
    let n = m + 1;
    let at = |k: usize| if k == 0 { None } else { Some(stores[k - 1]) };
    let mut d = vec![0.0; n * n];
    for i in 0..n {
        for j in (i + 1)..n {
            let x = legs.leg(at(i), at(j));
            d[i * n + j] = x;
            d[j * n + i] = x;
        }
    }
    let dd = Matrix { n, d: &d };
    // Nearest neighbour (ties by index).
    let mut seen = vec![false; n];
    let mut path = Vec::with_capacity(n + 1);
    path.push(0);
    seen[0] = true;
    let mut cur = 0;
    for _ in 0..m {
        let mut best = (f64::INFINITY, 0);
        for (j, &s) in seen.iter().enumerate() {
            if !s && dd.at(cur, j) < best.0 {
                best = (dd.at(cur, j), j);
            }
        }
        seen[best.1] = true;
        path.push(best.1);
        cur = best.1;
    }
    path.push(0);
    for _ in 0..PASSES {
        let a = two_opt(&mut path, dd);
        let b = or_opt(&mut path, dd);
        if !a && !b {
            break;
        }
    }
    path[1..=m].iter().map(|&k| stores[k - 1]).collect()
}

/// A square matrix of legs, row-major over a slice. Its lookups are always inlined and
/// index a slice, not a `Vec` or a closure: at opt-level z (the wasm builds) each of those
/// stays a call, which made the coach's tours 4x slower there (measured natively at z).
#[derive(Clone, Copy)]
struct Matrix<'a> {
    n: usize,
    d: &'a [f64],
}

impl Matrix<'_> {
    #[inline(always)]
    fn at(self, a: usize, b: usize) -> f64 {
        self.d[a * self.n + b]
    }
}

/// Gains below this many seconds are not taken (rounding noise would loop).
const EPS: f64 = 1e-7;

/// One pass of 2-opt on a path with the depot at both ends; whether it improved.
fn two_opt(p: &mut [usize], d: Matrix) -> bool {
    let len = p.len();
    let mut improved = false;
    for i in 0..len - 3 {
        for j in (i + 2)..len - 1 {
            let delta = d.at(p[i], p[j]) + d.at(p[i + 1], p[j + 1]) - d.at(p[i], p[i + 1]) - d.at(p[j], p[j + 1]);
            if delta < -EPS {
                p[i + 1..=j].reverse();
                improved = true;
            }
        }
    }
    improved
}

/// One pass of or-opt: each chain of 1 to 3 stops to the best other place, either way
/// round; whether it improved.
fn or_opt(path: &mut Vec<usize>, d: Matrix) -> bool {
    let mut improved = false;
    for len in 1..=3usize {
        let mut i = 1;
        while i + len < path.len() {
            // A slice, so that the search's lookups are not `Vec` calls at opt-level z.
            let p: &[usize] = path;
            // The chain p[i..i+len], between p[i-1] and p[i+len].
            let (a, b) = (p[i], p[i + len - 1]);
            let (prev, next) = (p[i - 1], p[i + len]);
            let out = d.at(prev, a) + d.at(b, next) - d.at(prev, next);
            let mut best = (EPS, usize::MAX, false);
            for j in 0..p.len() - 1 {
                if j + 1 >= i && j < i + len {
                    continue; // an edge touching the chain
                }
                let (u, v) = (p[j], p[j + 1]);
                let fwd = out - (d.at(u, a) + d.at(b, v) - d.at(u, v));
                let rev = out - (d.at(u, b) + d.at(a, v) - d.at(u, v));
                if fwd > best.0 {
                    best = (fwd, j, false);
                }
                if rev > best.0 {
                    best = (rev, j, true);
                }
            }
            if best.1 != usize::MAX {
                let mut chain: Vec<usize> = path.drain(i..i + len).collect();
                if best.2 {
                    chain.reverse();
                }
                let j = if best.1 >= i { best.1 - len } else { best.1 };
                for (k, c) in chain.into_iter().enumerate() {
                    path.insert(j + 1 + k, c);
                }
                improved = true;
            } else {
                i += 1;
            }
        }
    }
    improved
}

/// Seconds of `route` by the screening legs (driving and stops).
pub(crate) fn seconds(legs: &Legs, route: &[usize]) -> f64 {
    if route.is_empty() {
        return 0.0;
    }
    let mut t = legs.leg(None, Some(route[0])) + legs.leg(Some(route[route.len() - 1]), None);
    for w in route.windows(2) {
        t += legs.leg(Some(w[0]), Some(w[1]));
    }
    t + legs.stop * route.len() as f64
}

/// `route` re-ordered to take between `need − tolerance` and `need` more seconds, by
/// the largest detours (a reversed segment, a stop moved) that fit what is left: the
/// balance term charges 90 per second of spread and driving only 1, so a short route
/// gains by driving further. Stays within the route's own stops (its own sector).
pub(crate) fn lengthen(legs: &Legs, route: &[usize], need: f64, tolerance: f64) -> Vec<usize> {
    let m = route.len();
    if m < 2 || need <= tolerance {
        return route.to_vec();
    }
    let at = |k: usize| if k == 0 || k == m + 1 { None } else { Some(route[k - 1]) };
    // Path of local indices, 0 and m + 1 both the depot.
    let mut p: Vec<usize> = (0..m + 2).collect();
    let d = |a: usize, b: usize| legs.leg(at(a), at(b));
    let mut left = need;
    for _ in 0..50 {
        if left <= tolerance {
            break;
        }
        let len = p.len();
        let mut best: Option<(f64, bool, usize, usize)> = None;
        let mut offer = |delta: f64, rev: bool, i: usize, j: usize| {
            if delta > 0.0 && delta <= left && best.is_none_or(|b| delta > b.0) {
                best = Some((delta, rev, i, j));
            }
        };
        for i in 0..len - 3 {
            for j in (i + 2)..len - 1 {
                offer(d(p[i], p[j]) + d(p[i + 1], p[j + 1]) - d(p[i], p[i + 1]) - d(p[j], p[j + 1]), true, i, j);
            }
        }
        for s in 1..len - 1 {
            let (a, x, b) = (p[s - 1], p[s], p[s + 1]);
            let out = d(a, x) + d(x, b) - d(a, b);
            for e in 0..len - 1 {
                if e == s || e + 1 == s {
                    continue;
                }
                let (u, v) = (p[e], p[e + 1]);
                offer(d(u, x) + d(x, v) - d(u, v) - out, false, s, e);
            }
        }
        let Some((delta, rev, i, j)) = best else { break };
        if rev {
            p[i + 1..=j].reverse();
        } else {
            // Stop at `i` to just after the stop at `j`.
            let x = p.remove(i);
            p.insert(if j < i { j + 1 } else { j }, x);
        }
        left -= delta;
    }
    p[1..=m].iter().map(|&k| route[k - 1]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::customers::{RoutingCase, Store};
    use crate::routing::params::RoutingParams;

    fn case(n: usize) -> RoutingCase {
        let mut s = 7u64;
        let mut next = || {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64
        };
        let stores = (0..n)
            .map(|i| Store { code: format!("S{i}"), weight: 1.0, lon: 116.0 + next() * 0.3, lat: 39.8 + next() * 0.2, line: 0 })
            .collect();
        RoutingCase::new(Store { code: "0".into(), weight: 0.0, lon: 115.9, lat: 39.7, line: 0 }, stores, RoutingParams::default())
    }

    #[test]
    fn tours_are_permutations_and_no_longer_than_nearest_neighbour_order() {
        let c = case(40);
        let legs = Legs::new(&c);
        let stores: Vec<usize> = (0..40).collect();
        let t = tour(&legs, &stores);
        let mut sorted = t.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, stores);
        assert!(seconds(&legs, &t) < seconds(&legs, &stores), "{} vs {}", seconds(&legs, &t), seconds(&legs, &stores));
    }

    #[test]
    fn lengthening_adds_at_most_what_is_asked_and_close_to_it() {
        let c = case(30);
        let legs = Legs::new(&c);
        let t = tour(&legs, &(0..30).collect::<Vec<_>>());
        let base = seconds(&legs, &t);
        for need in [50.0, 300.0, 900.0] {
            let l = lengthen(&legs, &t, need, 1.0);
            let added = seconds(&legs, &l) - base;
            assert!(added <= need + 1e-6 && added >= need - 10.0, "need {need}, added {added}");
        }
    }
}
