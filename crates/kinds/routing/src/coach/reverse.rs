//! Reverse a segment of one route (2-opt): the two legs around the segment are
//! replaced by the two that join its ends the other way round, so a store comes to
//! follow its near neighbour.

use super::state::{after, before, State};
use super::{Cand, Move, Screen};

/// Every reversal that makes a store adjacent to one of its `near` neighbours in the
/// same route.
pub(crate) fn candidates(st: &State, near: &[Vec<usize>], screen: &Screen, out: &mut Vec<Cand>) {
    let legs = &st.legs;
    for (r, route) in st.routes.iter().enumerate() {
        for (i, &s) in route.iter().enumerate() {
            for &t in &near[s] {
                let (q, k) = st.place[t];
                if q != r {
                    continue;
                }
                let (lo, hi, d) = if k > i + 1 {
                    // s → route[i+1] … t → after(t)  becomes  s → t … route[i+1] → after(t)
                    let (u, v) = (Some(route[i + 1]), after(route, k));
                    (i + 1, k, legs.leg(Some(s), Some(t)) + legs.leg(u, v) - legs.leg(Some(s), u) - legs.leg(Some(t), v))
                } else if k + 1 < i {
                    // before(t) → t … route[i-1] → s  becomes  before(t) → route[i-1] … t → s
                    let (u, v) = (before(route, k), Some(route[i - 1]));
                    (k, i - 1, legs.leg(u, v) + legs.leg(Some(t), Some(s)) - legs.leg(u, Some(t)) - legs.leg(v, Some(s)))
                } else {
                    continue;
                };
                out.push(Cand { mv: Move::Reverse { route: r, from: lo, to: hi }, gain: screen.gain(&[(r, d)]) });
            }
        }
    }
}
