//! Route time in seconds (spec §1, "Route time").

use super::geometry::{cos_lat, haversine_km_cos, Point};
use super::params::RoutingParams;

/// Seconds to drive one route: depot → first stop and last stop → depot at trunk
/// speed, stop → stop at local speed (`km / speed * 3600` each, summed in visit order,
/// left to right), then `stop_seconds × stops`. An empty route takes 0 s.
pub fn route_seconds(depot: Point, stops: &[Point], p: &RoutingParams) -> f64 {
    route_seconds_with((depot, cos_lat(depot)), stops.len(), |k| (stops[k], cos_lat(stops[k])), p)
}

/// [`route_seconds`] of `n` stops, stop `k` (point and its `cos(radians(lat))`) given by
/// `stop(k)`, called once per stop in visit order: the same legs summed in the same
/// order, without gathering the stops.
#[inline]
pub fn route_seconds_with(depot: (Point, f64), n: usize, stop: impl Fn(usize) -> (Point, f64), p: &RoutingParams) -> f64 {
    if n == 0 {
        return 0.0;
    }
    let leg = |a: (Point, f64), b: (Point, f64), speed: f64| haversine_km_cos(a.0, b.0, a.1, b.1) / speed * 3600.0;
    let mut prev = stop(0);
    let mut t = leg(depot, prev, p.trunk_speed_kmh);
    for k in 1..n {
        let cur = stop(k);
        t += leg(prev, cur, p.local_speed_kmh);
        prev = cur;
    }
    t += leg(prev, depot, p.trunk_speed_kmh);
    t + p.stop_seconds * n as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_route_is_zero_and_one_stop_is_two_trunk_legs() {
        let p = RoutingParams::default();
        assert_eq!(route_seconds([0.0, 0.0], &[], &p), 0.0);
        // 1 degree of latitude = 111.19492664455873 km; at 70 km/h each way + 120 s.
        let t = route_seconds([0.0, 0.0], &[[0.0, 1.0]], &p);
        let leg = 111.19492664455873 / 70.0 * 3600.0;
        assert!((t - (leg + leg + 120.0)).abs() < 1e-9, "{t}");
    }
}
