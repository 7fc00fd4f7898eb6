//! Hull intrusions (spec §1, "Hull intrusions").

use serde::{Deserialize, Serialize};

use super::geometry::{convex_hull, in_hull, Point};
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
