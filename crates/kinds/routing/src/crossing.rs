//! Segment crossings between routes (spec §1, "Crossings").

use serde::{Deserialize, Serialize};

use super::geometry::{intersection, segments_cross, Point};
use super::store_code::StoreCode;

/// One segment of a route's closed path depot → stops → depot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SegmentRef {
    pub route: usize,
    /// 0 = depot → first stop; k = stop k-1 → stop k; n = last stop → depot.
    pub segment: usize,
    /// Codes of its two ends (the depot's code for depot ends).
    pub from: StoreCode,
    pub to: StoreCode,
}

/// A proper crossing between segments of two different routes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Crossing {
    pub a: SegmentRef,
    pub b: SegmentRef,
    /// Where they cross, (lon, lat).
    pub point: Point,
}

/// A route's closed path as points: depot, stops..., depot. An empty route is the
/// zero-length segment depot → depot.
pub fn route_path(depot: Point, points: &[Point], route: &[usize]) -> Vec<Point> {
    let mut path = Vec::with_capacity(route.len() + 2);
    path.push(depot);
    path.extend(route.iter().map(|&i| points[i]));
    path.push(depot);
    path
}

/// Every crossing between segments of different routes, the direct definition (the
/// server's quadratic loop): every pair of segments from different routes is tested.
///
/// No bounding-box shortcut here on purpose: with floating-point orientation tests,
/// nearly collinear segments can "cross" even when their boxes are apart, and parity
/// means counting those exactly as the server does. This is the test oracle;
/// [`super::measure`] finds the same crossings through the filters of
/// [`super::index`], which are proved to keep every such pair.
pub fn crossings(
    depot: Point,
    points: &[Point],
    routes: &[Vec<usize>],
    depot_code: &StoreCode,
    codes: &dyn Fn(usize) -> StoreCode,
) -> Vec<Crossing> {
    let paths: Vec<Vec<Point>> = routes.iter().map(|r| route_path(depot, points, r)).collect();
    let end_code = |r: usize, k: usize| -> StoreCode {
        let route = &routes[r];
        if k == 0 || k > route.len() {
            depot_code.clone()
        } else {
            codes(route[k - 1])
        }
    };
    let seg = |r: usize, k: usize| SegmentRef { route: r, segment: k, from: end_code(r, k), to: end_code(r, k + 1) };
    let mut out = Vec::new();
    for ra in 0..paths.len() {
        for rb in ra + 1..paths.len() {
            for (ka, sa) in paths[ra].windows(2).enumerate() {
                for (kb, sb) in paths[rb].windows(2).enumerate() {
                    if segments_cross(sa[0], sa[1], sb[0], sb[1]) {
                        out.push(Crossing { a: seg(ra, ka), b: seg(rb, kb), point: intersection(sa[0], sa[1], sb[0], sb[1]) });
                    }
                }
            }
        }
    }
    out
}
