//! Swap: two near stores trade places (in two routes, or two places of one route).

use super::state::{after, before, State};
use super::{Cand, Move, Screen};

/// Every swap of a store with one of its `near` neighbours (not adjacent ones in the
/// same route: reversing the pair is that move).
pub(crate) fn candidates(st: &State, near: &[Vec<usize>], screen: &Screen, out: &mut Vec<Cand>) {
    let legs = &st.legs;
    let cap = st.case.params.capacity_kg;
    for (r, route) in st.routes.iter().enumerate() {
        for (i, &s) in route.iter().enumerate() {
            let (p, n) = (before(route, i), after(route, i));
            for &t in &near[s] {
                let (q, k) = st.place[t];
                if (q, k) < (r, i) && near[t].contains(&s) {
                    continue; // the same pair, found from t
                }
                let other = &st.routes[q];
                let (pt, nt) = (before(other, k), after(other, k));
                // s takes t's place and t takes s's.
                let d_r = legs.leg(p, Some(t)) + legs.leg(Some(t), n) - legs.leg(p, Some(s)) - legs.leg(Some(s), n);
                let d_q = legs.leg(pt, Some(s)) + legs.leg(Some(s), nt) - legs.leg(pt, Some(t)) - legs.leg(Some(t), nt);
                let (a, b) = if (r, i) < (q, k) { ((r, i), (q, k)) } else { ((q, k), (r, i)) };
                if q != r {
                    let (ws, wt) = (st.case.stores[s].weight, st.case.stores[t].weight);
                    if st.loads[r] - ws + wt > cap || st.loads[q] - wt + ws > cap {
                        continue;
                    }
                    out.push(Cand { mv: Move::Swap { a, b }, gain: screen.gain(&[(r, d_r), (q, d_q)]) });
                } else if i.abs_diff(k) >= 2 {
                    out.push(Cand { mv: Move::Swap { a, b }, gain: screen.gain(&[(r, d_r + d_q)]) });
                }
            }
        }
    }
}
