//! Relocate: take one store out of its route and put it next to a near neighbour, in
//! the same route or another (or into an empty route).

use super::state::{after, before, State};
use super::{Cand, Move, Screen};

/// Every relocation of a store next to one of its `near` neighbours (before or after
/// it), and into each empty route.
pub(crate) fn candidates(st: &State, near: &[Vec<usize>], screen: &Screen, out: &mut Vec<Cand>) {
    let legs = &st.legs;
    let cap = st.case.params.capacity_kg;
    let empty: Vec<usize> = (0..st.routes.len()).filter(|&r| st.routes[r].is_empty()).collect();
    for (r, route) in st.routes.iter().enumerate() {
        for (i, &s) in route.iter().enumerate() {
            let (p, n) = (before(route, i), after(route, i));
            let out_of_r = legs.leg(p, n) - legs.leg(p, Some(s)) - legs.leg(Some(s), n) - legs.stop;
            let w = st.case.stores[s].weight;
            let into = |a: Option<usize>, b: Option<usize>| legs.leg(a, Some(s)) + legs.leg(Some(s), b) - legs.leg(a, b) + legs.stop;
            for &t in &near[s] {
                let (q, k) = st.place[t];
                if q != r {
                    if st.loads[q] + w > cap {
                        continue;
                    }
                    let target = &st.routes[q];
                    for j in [k, k + 1] {
                        let d = into(before(target, j), target.get(j).copied());
                        out.push(Cand { mv: Move::Relocate { from: (r, i), to: (q, j) }, gain: screen.gain(&[(r, out_of_r), (q, d)]) });
                    }
                } else {
                    // Positions in the route without s.
                    let rest = |x: usize| route[if x < i { x } else { x + 1 }];
                    let len = route.len() - 1;
                    let kk = if k < i { k } else { k - 1 };
                    for j in [kk, kk + 1] {
                        if j == i || j > len {
                            continue;
                        }
                        let a = j.checked_sub(1).map(rest);
                        let b = (j < len).then(|| rest(j));
                        let d = out_of_r + into(a, b);
                        out.push(Cand { mv: Move::Relocate { from: (r, i), to: (r, j) }, gain: screen.gain(&[(r, d)]) });
                    }
                }
            }
            for &q in &empty {
                if w <= cap {
                    let d = into(None, None);
                    out.push(Cand { mv: Move::Relocate { from: (r, i), to: (q, 0) }, gain: screen.gain(&[(r, out_of_r), (q, d)]) });
                }
            }
        }
    }
}

/// Relocate the store at `from` into route `q` at its cheapest place (intrusion and
/// crossing fixes: a store inside another route's hull is tried in that route).
pub(crate) fn into_route(st: &State, from: (usize, usize), q: usize, screen: &Screen) -> Option<Cand> {
    let (r, i) = from;
    if r == q {
        return None;
    }
    let route = &st.routes[r];
    let s = *route.get(i)?;
    let legs = &st.legs;
    let (p, n) = (before(route, i), after(route, i));
    let out_of_r = legs.leg(p, n) - legs.leg(p, Some(s)) - legs.leg(Some(s), n) - legs.stop;
    let (j, d) = legs.cheapest_insertion(&st.routes[q], s);
    Some(Cand { mv: Move::Relocate { from: (r, i), to: (q, j) }, gain: screen.gain(&[(r, out_of_r), (q, d)]) })
}
