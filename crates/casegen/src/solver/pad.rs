//! Lengthening a route by small detours so that route times even out.
//!
//! The cost charges 1 per second of driving but 90 per second of spread between the
//! longest and the shortest route, so a route shorter than the longest gains by driving
//! a little further. Moves stay inside the route's own stores (hence its own cone), and
//! prefer those that do not make the route cross itself (free in the score, but odd to
//! look at).

use grader::routing::geometry::segments_cross;

use super::tour::Legs;

/// Pairs of non-adjacent legs of a closed tour that cross (for looks only).
fn self_crossings(cyc: &[usize], pts: &[[f64; 2]]) -> usize {
    let len = cyc.len();
    if len < 4 {
        return 0;
    }
    let seg = |i: usize| (pts[cyc[i]], pts[cyc[(i + 1) % len]]);
    let mut n = 0;
    for i in 0..len {
        for j in (i + 2)..len {
            if i == 0 && j == len - 1 {
                continue;
            }
            let ((a, b), (c, d)) = (seg(i), seg(j));
            if segments_cross(a, b, c, d) {
                n += 1;
            }
        }
    }
    n
}

#[derive(Debug, Clone, Copy)]
enum Move {
    /// Reverse positions `i+1..=j`.
    Reverse(usize, usize),
    /// Take the stop at position `s` and put it after the stop at position `e`.
    Relocate(usize, usize),
}

fn apply(cyc: &[usize], mv: Move) -> Vec<usize> {
    let mut c = cyc.to_vec();
    match mv {
        Move::Reverse(i, j) => c[i + 1..=j].reverse(),
        Move::Relocate(s, e) => {
            let x = c.remove(s);
            let at = if e < s { e + 1 } else { e };
            c.insert(at, x);
        }
    }
    c
}

/// Add between `need − tolerance` and `need` seconds of driving to the closed tour
/// `cyc` (local indices, 0 = depot; `pts` their positions), never more than `need`.
pub fn lengthen(legs: &Legs, cyc: &mut Vec<usize>, pts: &[[f64; 2]], need: f64, tolerance: f64) {
    let mut left = need;
    for _ in 0..50 {
        if left <= tolerance * 0.5 {
            break;
        }
        let len = cyc.len();
        let mut cands: Vec<(f64, Move)> = Vec::new();
        for i in 0..len.saturating_sub(2) {
            for j in (i + 2)..len {
                if i == 0 && j == len - 1 {
                    continue;
                }
                let (a, b, c, d) = (cyc[i], cyc[i + 1], cyc[j], cyc[(j + 1) % len]);
                let delta = legs.get(a, c) + legs.get(b, d) - legs.get(a, b) - legs.get(c, d);
                if delta > 0.0 && delta <= left {
                    cands.push((delta, Move::Reverse(i, j)));
                }
            }
        }
        for s in 1..len {
            let (p, x, q) = (cyc[s - 1], cyc[s], cyc[(s + 1) % len]);
            let gain = legs.get(p, x) + legs.get(x, q) - legs.get(p, q);
            for e in 0..len {
                if e == s || e + 1 == s {
                    continue;
                }
                let (u, v) = (cyc[e], cyc[(e + 1) % len]);
                let delta = legs.get(u, x) + legs.get(x, v) - legs.get(u, v) - gain;
                if delta > 0.0 && delta <= left {
                    cands.push((delta, Move::Relocate(s, e)));
                }
            }
        }
        if cands.is_empty() {
            break;
        }
        // Largest first; the sort is stable, so ties keep a fixed order.
        cands.sort_by(|a, b| b.0.total_cmp(&a.0));
        let base = self_crossings(cyc, pts);
        let pick = cands.iter().take(400).find(|(_, mv)| self_crossings(&apply(cyc, *mv), pts) <= base).unwrap_or(&cands[0]);
        *cyc = apply(cyc, pick.1);
        left -= pick.0;
    }
}
