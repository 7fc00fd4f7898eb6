//! Route time in seconds (spec §1, "Route time").

use super::geometry::{cos_lat, haversine_a, haversine_km_of, Point};
use super::params::RoutingParams;

/// Seconds to drive one route: depot → first stop and last stop → depot at trunk
/// speed, stop → stop at local speed (`km / speed * 3600` each, summed in visit order,
/// left to right), then `stop_seconds × stops`. An empty route takes 0 s.
pub fn route_seconds(depot: Point, stops: &[Point], p: &RoutingParams) -> f64 {
    route_seconds_with((depot, cos_lat(depot)), stops.len(), |k| (stops[k], cos_lat(stops[k])), p)
}

/// [`route_seconds`] of `n` stops, stop `k` (point and its `cos(radians(lat))`) given by
/// `stop(k)`: the same legs summed in the same order, without gathering the stops.
///
/// The legs are measured [`BATCH`] at a time, each step over the whole batch before the
/// next (the sines, then the arcsines, then the sum in visit order): the same
/// operations on each leg, so the same bits. A leg's trigonometry is one long chain of
/// dependent operations; leg after leg, the processor could overlap only two or three
/// of them, and a routing-city plan spent a quarter of its measuring time there.
#[inline]
pub fn route_seconds_with(depot: (Point, f64), n: usize, stop: impl Fn(usize) -> (Point, f64), p: &RoutingParams) -> f64 {
    if n == 0 {
        return 0.0;
    }
    // Leg k (0..=n) runs from point k to point k + 1: the depot, the stops, the depot.
    let point = |k: usize| if k == 0 || k > n { depot } else { stop(k - 1) };
    let speed = |k: usize| if k == 0 || k == n { p.trunk_speed_kmh } else { p.local_speed_kmh };
    let mut t = 0.0;
    let mut a = [0.0; BATCH];
    for k0 in (0..=n).step_by(BATCH) {
        let legs = &mut a[..(n + 1 - k0).min(BATCH)];
        let mut from = point(k0);
        for (j, a) in legs.iter_mut().enumerate() {
            let to = point(k0 + j + 1);
            *a = haversine_a(from.0, to.0, from.1, to.1);
            from = to;
        }
        for a in legs.iter_mut() {
            *a = haversine_km_of(*a);
        }
        for (j, &km) in legs.iter().enumerate() {
            let k = k0 + j;
            let secs = km / speed(k) * 3600.0;
            // The first leg is the sum's first term (not 0 + it: the same for every
            // leg but −0).
            t = if k == 0 { secs } else { t + secs };
        }
    }
    t + p.stop_seconds * n as f64
}

/// Legs measured a step at a time ([`route_seconds_with`]).
const BATCH: usize = 32;

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

    /// The legs measured a batch at a time sum to the very bits of the legs measured
    /// and summed one by one, as the server does: routes of every length around the
    /// batch's (a batch of legs exactly, one leg more or less), and negative speeds on
    /// legs of 0 km, whose seconds are −0.
    #[test]
    fn batched_legs_are_the_legs_one_by_one() {
        use crate::routing::geometry::haversine_km;
        let one_by_one = |depot: Point, stops: &[Point], p: &RoutingParams| {
            let leg = |a: Point, b: Point, speed: f64| haversine_km(a, b) / speed * 3600.0;
            let mut t = leg(depot, stops[0], p.trunk_speed_kmh);
            for w in stops.windows(2) {
                t += leg(w[0], w[1], p.local_speed_kmh);
            }
            t += leg(stops[stops.len() - 1], depot, p.trunk_speed_kmh);
            t + p.stop_seconds * stops.len() as f64
        };
        let mut g = crate::routing::index::tests::Mix(3);
        let depot = [116.4, 39.9];
        let mut p = RoutingParams::default();
        // Speeds whose legs' seconds are not all round.
        (p.trunk_speed_kmh, p.local_speed_kmh) = (61.3, 27.9);
        for n in (1..=3 * BATCH + 2).chain([5 * BATCH - 1, 5 * BATCH, 5 * BATCH + 1]) {
            let stops: Vec<Point> = (0..n).map(|_| [116.0 + g.unit(), 39.5 + g.unit()]).collect();
            let (got, want) = (route_seconds(depot, &stops, &p), one_by_one(depot, &stops, &p));
            assert_eq!(got.to_bits(), want.to_bits(), "{n} stops: {got} against {want}");
        }
        // Every stop at the depot, negative speeds and a stop time of −0: −0 s.
        let q = RoutingParams { trunk_speed_kmh: -70.0, local_speed_kmh: -30.0, stop_seconds: -0.0, ..RoutingParams::default() };
        for n in [1, BATCH - 1, BATCH, BATCH + 1] {
            let stops = vec![depot; n];
            let (got, want) = (route_seconds(depot, &stops, &q), one_by_one(depot, &stops, &q));
            assert_eq!(got.to_bits(), want.to_bits(), "{n} stops at the depot: {got} against {want}");
        }
    }
}
