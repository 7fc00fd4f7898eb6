//! Hull intrusions (spec §1, "Hull intrusions").

use serde::{Deserialize, Serialize};

use super::geometry::{convex_hull, convex_hull_sorted, in_hull, Point};
use super::store_code::StoreCode;

/// One store of one route lying inside (or on) another route's hull.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Intrusion {
    /// The intruding store's code.
    pub store: StoreCode,
    /// Route the store belongs to, and its position in that route (0-based).
    pub store_route: usize,
    pub stop: usize,
    /// Route whose hull it lies in.
    pub hull_route: usize,
}

/// Each route's hull as indices into `points`, counter-clockwise; empty when the route
/// has fewer than 3 stores or its hull has fewer than 3 vertices (no hull).
pub fn route_hulls(points: &[Point], routes: &[Vec<usize>]) -> Vec<Vec<usize>> {
    routes
        .iter()
        .map(|r| {
            if r.len() < 3 {
                return Vec::new();
            }
            let h = convex_hull(points, r);
            if h.len() < 3 {
                Vec::new()
            } else {
                h
            }
        })
        .collect()
}

/// [`route_hulls`] read off `by_lon_lat` (every point's index, sorted by (lon, lat,
/// index) as [`super::geometry::lon_lat_order`] sorts them) in one pass instead of
/// sorting each route: the same hulls. `None` when some point is visited twice (the
/// caller sorts each route then). `shared`: whether two points are the same
/// ([`super::geometry::shares_points`]); when not, no route has equal points to put in
/// stop order.
pub fn route_hulls_presorted(points: &[Point], by_lon_lat: &[u32], shared: bool, routes: &[Vec<usize>]) -> Option<Vec<Vec<usize>>> {
    const NONE: u32 = u32::MAX;
    if by_lon_lat.len() != points.len() {
        return None;
    }
    // Each point's (route, stop).
    let mut home = vec![(NONE, 0u32); points.len()];
    for (r, route) in routes.iter().enumerate() {
        for (k, &s) in route.iter().enumerate() {
            if home.get(s)?.0 != NONE {
                return None;
            }
            home[s] = (r as u32, k as u32);
        }
    }
    let mut sorted: Vec<Vec<usize>> = routes.iter().map(|r| Vec::with_capacity(r.len())).collect();
    for &s in by_lon_lat {
        let (r, _) = home[s as usize];
        if r != NONE {
            sorted[r as usize].push(s as usize);
        }
    }
    let same = |a: usize, b: usize| points[a][0].to_bits() == points[b][0].to_bits() && points[a][1].to_bits() == points[b][1].to_bits();
    Some(
        sorted
            .into_iter()
            .map(|mut order| {
                if order.len() < 3 {
                    return Vec::new();
                }
                // Equal points come by index; the stable sort leaves them in stop order.
                let mut i = 0;
                while shared && i < order.len() {
                    let mut j = i + 1;
                    while j < order.len() && same(order[i], order[j]) {
                        j += 1;
                    }
                    if j - i > 1 {
                        // By stop position: distinct within a route, so the order is total.
                        crate::sort::unstable_by_key(&mut order[i..j], |&s| home[s].1);
                    }
                    i = j;
                }
                let h = convex_hull_sorted(points, order);
                if h.len() < 3 {
                    Vec::new()
                } else {
                    h
                }
            })
            .collect(),
    )
}

/// Every (store, hull) pair where a store of another route is inside or on the hull.
/// The direct definition: for every hull, every store of every other route. This is the
/// test oracle; [`super::measure`] skips only the stores [`super::index::HullFilter`]
/// proves to be outside in float.
pub fn intrusions(points: &[Point], routes: &[Vec<usize>], hulls: &[Vec<usize>], codes: &dyn Fn(usize) -> StoreCode) -> Vec<Intrusion> {
    let mut out = Vec::new();
    for (hr, hull) in hulls.iter().enumerate() {
        if hull.is_empty() {
            continue;
        }
        let poly: Vec<Point> = hull.iter().map(|&i| points[i]).collect();
        for (sr, route) in routes.iter().enumerate() {
            if sr == hr {
                continue;
            }
            for (stop, &s) in route.iter().enumerate() {
                if in_hull(&poly, points[s]) {
                    out.push(Intrusion { store: codes(s), store_route: sr, stop, hull_route: hr });
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::geometry::{lon_lat_order, shares_points};

    #[test]
    fn presorted_hulls_are_the_sorted_ones() {
        let mut next = crate::routing::test_rng(0x2545f4914f6cdd1d);
        // Few distinct values: many equal points, equal longitudes, collinear runs; and
        // in every third case many values, mostly without equal points.
        let vals = [-0.0, 0.0, 1.0, 2.0, 2.5, 3.0, 114.3];
        let (mut ties, mut unshared) = (0, 0);
        for case in 0..2000 {
            let n = 1 + next(60) as usize;
            let pts: Vec<Point> = match case % 3 {
                0 => (0..n).map(|_| [next(200) as f64 / 8.0, next(200) as f64 / 8.0]).collect(),
                _ => (0..n).map(|_| [vals[next(7) as usize], vals[next(7) as usize]]).collect(),
            };
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                order.swap(i, next(i as u64 + 1) as usize);
            }
            let k = 1 + next(5) as usize;
            let mut routes = vec![Vec::new(); k];
            // Some stores left out (an invalid plan is measured too).
            for &s in &order {
                if next(10) != 0 {
                    routes[next(k as u64) as usize].push(s);
                }
            }
            let by = lon_lat_order(&pts);
            let shared = shares_points(&pts, &by);
            let slow = route_hulls(&pts, &routes);
            assert_eq!(route_hulls_presorted(&pts, &by, shared, &routes).expect("no repeats"), slow, "case {case}: {pts:?} {routes:?}");
            assert_eq!(route_hulls_presorted(&pts, &by, true, &routes), Some(slow), "case {case}: {pts:?} {routes:?}");
            unshared += usize::from(!shared && n > 20);
            ties += routes.iter().flat_map(|r| r.windows(2)).filter(|w| pts[w[0]] == pts[w[1]] && w[0] > w[1]).count();
            // A store listed twice: no answer (the caller sorts each route).
            if let Some(&s) = routes.iter().flatten().next() {
                routes[0].push(s);
                assert!(route_hulls_presorted(&pts, &by, shared, &routes).is_none());
            }
        }
        assert!(ties > 300, "equal points out of index order: {ties}");
        assert!(unshared > 100, "cases without equal points: {unshared}");
    }
}
