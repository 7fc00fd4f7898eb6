//! The geometric primitives of the routing grader, with the server's exact
//! operation order (spec §1, §4): no FMA, plain `f64`, `libm` trigonometry so that
//! native and wasm builds agree bit for bit.

/// A point as (longitude, latitude) in degrees.
pub type Point = [f64; 2];

/// `cross(o,a,b) = (ax-ox)*(by-oy) - (ay-oy)*(bx-ox)`, exactly in this order.
///
/// ```
/// use kind_routing::geometry::cross;
/// assert_eq!(cross([0.0, 0.0], [1.0, 0.0], [0.0, 1.0]), 1.0);  // left turn
/// assert_eq!(cross([0.0, 0.0], [1.0, 0.0], [2.0, 0.0]), 0.0);  // collinear
/// ```
#[inline]
pub fn cross(o: Point, a: Point, b: Point) -> f64 {
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
}

/// Earth radius used by the server, km.
pub const EARTH_RADIUS_KM: f64 = 6371.0;

/// Python's `math.radians`: `x * (pi / 180)`.
#[inline]
pub fn radians(deg: f64) -> f64 {
    deg * (std::f64::consts::PI / 180.0)
}

/// Haversine great-circle distance in km between two (lon, lat) points:
/// `a = sin²(Δlat/2) + cos(lat1)·cos(lat2)·sin²(Δlon/2)`, `d = 2R·asin(√max(0,a))`.
///
/// ```
/// use kind_routing::geometry::haversine_km;
/// let d = haversine_km([0.0, 0.0], [0.0, 1.0]);
/// assert!((d - 111.19492664455873).abs() < 1e-9);
/// ```
pub fn haversine_km(p: Point, q: Point) -> f64 {
    haversine_km_cos(p, q, cos_lat(p), cos_lat(q))
}

/// `cos(radians(lat))` of a point, the factor [`haversine_km`] takes per end.
#[inline]
pub fn cos_lat(p: Point) -> f64 {
    libm::cos(radians(p[1]))
}

/// [`haversine_km`] with each end's [`cos_lat`] given (computed once per point when
/// many legs share it); the same operations, so the same bits.
#[inline]
pub fn haversine_km_cos(p: Point, q: Point, cos_p: f64, cos_q: f64) -> f64 {
    haversine_km_of(haversine_a(p, q, cos_p, cos_q))
}

/// The first half of [`haversine_km_cos`]: `a = sin²(Δlat/2) + cos(lat1)·cos(lat2)·sin²(Δlon/2)`.
#[inline]
pub(crate) fn haversine_a(p: Point, q: Point, cos_p: f64, cos_q: f64) -> f64 {
    let (lon1, lat1, lon2, lat2) = (radians(p[0]), radians(p[1]), radians(q[0]), radians(q[1]));
    let dlat = lat2 - lat1;
    let dlon = lon2 - lon1;
    let s_lat = libm::sin(dlat / 2.0);
    let s_lon = libm::sin(dlon / 2.0);
    s_lat * s_lat + cos_p * cos_q * (s_lon * s_lon)
}

/// The second half of [`haversine_km_cos`]: `d = 2R·asin(√max(0,a))`.
#[inline]
pub(crate) fn haversine_km_of(a: f64) -> f64 {
    2.0 * EARTH_RADIUS_KM * libm::asin(a.max(0.0).sqrt())
}

/// True when segments `a→b` and `c→d` cross properly: `d1 = cross(c,d,a)`,
/// `d2 = cross(c,d,b)`, `d3 = cross(a,b,c)`, `d4 = cross(a,b,d)`; d1/d2 strictly
/// opposite in sign and d3/d4 strictly opposite. Any zero (touching, shared endpoint,
/// collinear overlap) is no crossing.
///
/// ```
/// use kind_routing::geometry::segments_cross;
/// assert!(segments_cross([0.0, 0.0], [2.0, 2.0], [0.0, 2.0], [2.0, 0.0]));
/// assert!(!segments_cross([0.0, 0.0], [2.0, 2.0], [2.0, 2.0], [3.0, 0.0])); // shared endpoint
/// assert!(!segments_cross([0.0, 0.0], [2.0, 0.0], [1.0, 0.0], [1.0, 1.0])); // T-junction
/// ```
#[inline]
pub fn segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool {
    let d1 = cross(c, d, a);
    let d2 = cross(c, d, b);
    // Most candidate pairs fail here: a and b on one side of c→d.
    if !((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0)) {
        return false;
    }
    let d3 = cross(a, b, c);
    let d4 = cross(a, b, d);
    (d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0)
}

/// Where two crossing segments meet (for display only; never used for counting).
pub fn intersection(a: Point, b: Point, c: Point, d: Point) -> Point {
    let d1 = cross(c, d, a);
    let d2 = cross(c, d, b);
    let t = d1 / (d1 - d2);
    [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]
}

/// Andrew's monotone chain as the server runs it: sort by (lon, lat), pop while
/// `cross <= 0` on both chains. Returns indices into `pts` of the hull, counter-
/// clockwise; fewer than 3 means "no hull".
pub fn convex_hull(pts: &[Point], idx: &[usize]) -> Vec<usize> {
    // The server's stable sort by (lon, lat), as an unstable sort of keys that carry
    // the position: equal points keep their order, so the hull names the same stores.
    let mut keys: Vec<(u64, u64, usize)> = idx.iter().enumerate().map(|(k, &i)| (total_key(pts[i][0]), total_key(pts[i][1]), k)).collect();
    crate::sort::unstable(&mut keys); // (x, y, position): no two alike
    let order: Vec<usize> = keys.iter().map(|k| idx[k.2]).collect();
    convex_hull_sorted(pts, order)
}

/// Point indices sorted by (lon, lat, index), each coordinate as [`f64::total_cmp`]
/// orders it (a case's stores, sorted once for every route's hull).
pub fn lon_lat_order(pts: &[Point]) -> Vec<u32> {
    let mut keys: Vec<(u64, u64, u32)> = pts.iter().enumerate().map(|(i, p)| (total_key(p[0]), total_key(p[1]), i as u32)).collect();
    crate::sort::unstable(&mut keys); // (x, y, index): no two alike
    keys.into_iter().map(|k| k.2).collect()
}

/// True when two of `pts` are the same point, bit for bit, given their
/// [`lon_lat_order`] (where such points are next to each other).
///
/// ```
/// use kind_routing::geometry::{lon_lat_order, shares_points};
/// let pts = [[1.0, 2.0], [0.0, 5.0], [1.0, 2.0]];
/// assert!(shares_points(&pts, &lon_lat_order(&pts)));
/// let pts = [[1.0, 2.0], [0.0, 5.0], [-0.0, 5.0]]; // −0 is another float
/// assert!(!shares_points(&pts, &lon_lat_order(&pts)));
/// ```
pub fn shares_points(pts: &[Point], order: &[u32]) -> bool {
    order.windows(2).any(|w| {
        let (a, b) = (pts[w[0] as usize], pts[w[1] as usize]);
        a[0].to_bits() == b[0].to_bits() && a[1].to_bits() == b[1].to_bits()
    })
}

/// True when point `a` comes before point `b` in [`lon_lat_order`].
#[inline]
pub fn lon_lat_less(pts: &[Point], a: usize, b: usize) -> bool {
    (total_key(pts[a][0]), total_key(pts[a][1]), a) < (total_key(pts[b][0]), total_key(pts[b][1]), b)
}

/// [`convex_hull`] of stops already in its sort order (by (lon, lat), equal points in
/// stop order).
pub fn convex_hull_sorted(pts: &[Point], order: Vec<usize>) -> Vec<usize> {
    if order.len() <= 2 {
        return order;
    }
    // Each chain keeps its points with their indices: the test reads the last two
    // from the chain itself, not through indices into `pts` (a tenth fewer
    // instructions). At most n + 1 entries: the two chains share their ends.
    let mut chain: Vec<(Point, usize)> = Vec::with_capacity(order.len() + 1);
    // The lower chain without its last point, then the upper one without its last.
    half_hull(pts, order.iter(), &mut chain);
    chain.pop();
    half_hull(pts, order.iter().rev(), &mut chain);
    chain.pop();
    chain.into_iter().map(|(_, i)| i).collect()
}

/// One chain of [`convex_hull_sorted`], pushed onto `chain` after what it holds (which
/// it never pops).
#[inline]
fn half_hull<'a>(pts: &[Point], order: impl Iterator<Item = &'a usize>, chain: &mut Vec<(Point, usize)>) {
    let base = chain.len();
    for &p in order {
        let q = pts[p];
        while chain.len() >= base + 2 {
            let [.., a, b] = chain.as_slice() else { break };
            if cross(a.0, b.0, q) <= 0.0 {
                chain.pop();
            } else {
                break;
            }
        }
        chain.push((q, p));
    }
}

/// An unsigned key ordered as [`f64::total_cmp`] orders the floats (integer keys sort
/// faster than the floats' comparison).
#[inline]
pub(crate) fn total_key(x: f64) -> u64 {
    let b = x.to_bits();
    if b >> 63 == 1 {
        !b
    } else {
        b | 1 << 63
    }
}

/// The float of a [`total_key`].
#[inline]
pub(crate) fn from_total_key(k: u64) -> f64 {
    f64::from_bits(if k >> 63 == 1 { k & !(1 << 63) } else { !k })
}

/// Inside-or-on test against a counter-clockwise hull: inside unless some edge
/// `i → i+1` (wrapping) gives `cross < 0`. Points on an edge or vertex are inside.
pub fn in_hull(hull: &[Point], p: Point) -> bool {
    let n = hull.len();
    (0..n).all(|i| cross(hull[i], hull[(i + 1) % n], p) >= 0.0)
}

/// [`in_hull`], testing the edges from `*start` on (wrapping) and leaving there the
/// edge that rejected the point. The answer is the same (a conjunction over all
/// edges does not depend on their order); starting where the previous point was
/// rejected makes nearby points fail on the first edge.
#[inline]
pub fn in_hull_from(hull: &[Point], p: Point, start: &mut usize) -> bool {
    let n = hull.len();
    let s = if *start < n { *start } else { 0 };
    // Edges s..n (the last one wraps to vertex 0), then 0..s.
    for (i, w) in hull.windows(2).enumerate().skip(s) {
        if cross(w[0], w[1], p) < 0.0 {
            *start = i;
            return false;
        }
    }
    if let (Some(&last), Some(&first)) = (hull.last(), hull.first()) {
        if s < n && cross(last, first, p) < 0.0 {
            *start = n - 1;
            return false;
        }
    }
    for (i, w) in hull[..(s + 1).min(n)].windows(2).enumerate() {
        if cross(w[0], w[1], p) < 0.0 {
            *start = i;
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hull_drops_collinear_and_duplicates() {
        let pts = [[0.0, 0.0], [1.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0], [1.0, 1.0], [0.0, 0.0]];
        let h = convex_hull(&pts, &[0, 1, 2, 3, 4, 5, 6]);
        let hv: Vec<Point> = h.iter().map(|&i| pts[i]).collect();
        assert_eq!(hv, vec![[0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0]]);
        // All collinear: 2 vertices, no hull.
        let line = [[0.0, 0.0], [1.0, 1.0], [2.0, 2.0], [3.0, 3.0]];
        assert_eq!(convex_hull(&line, &[0, 1, 2, 3]).len(), 2);
        // All coincident.
        let same = [[1.0, 1.0]; 4];
        assert!(convex_hull(&same, &[0, 1, 2, 3]).len() < 3);
    }

    #[test]
    fn in_hull_from_any_start_is_in_hull() {
        let hull = [[0.0, 0.0], [2.0, 0.0], [3.0, 1.0], [2.0, 2.0], [0.0, 2.0]];
        for x in -2..=8 {
            for y in -2..=6 {
                let p = [x as f64 * 0.5, y as f64 * 0.5];
                for start in 0..7 {
                    let mut s = start;
                    assert_eq!(in_hull_from(&hull, p, &mut s), in_hull(&hull, p), "{p:?} from {start}");
                    // Left at the first failing edge in the order tested.
                    let first_bad = (start.min(5)..5).chain(0..start.min(5)).find(|&i| cross(hull[i], hull[(i + 1) % 5], p) < 0.0);
                    assert_eq!(s, first_bad.unwrap_or(start), "{p:?} from {start}");
                }
            }
        }
    }

    #[test]
    fn total_key_orders_as_total_cmp() {
        let xs = [
            f64::NEG_INFINITY,
            -1e300,
            -1.0,
            -f64::MIN_POSITIVE,
            -5e-324,
            -0.0,
            0.0,
            5e-324,
            1.0,
            116.3,
            1e300,
            f64::INFINITY,
            f64::NAN,
            -f64::NAN,
        ];
        for a in xs {
            for b in xs {
                assert_eq!(total_key(a).cmp(&total_key(b)), a.total_cmp(&b), "{a} {b}");
            }
        }
        // Random floats (any bits, and coordinates), against those; each key gives its
        // float back, bit for bit.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for a in [f64::from_bits(x), (x >> 11) as f64 / (1u64 << 40) as f64 - 4096.0] {
                assert_eq!(from_total_key(total_key(a)).to_bits(), a.to_bits());
                for b in xs {
                    assert_eq!(total_key(a).cmp(&total_key(b)), a.total_cmp(&b), "{a:e} {b}");
                }
            }
        }
    }

    #[test]
    fn on_edge_and_vertex_are_inside() {
        let sq = [[0.0, 0.0], [2.0, 0.0], [2.0, 2.0], [0.0, 2.0]];
        assert!(in_hull(&sq, [1.0, 0.0])); // on edge
        assert!(in_hull(&sq, [2.0, 2.0])); // vertex
        assert!(in_hull(&sq, [1.0, 1.0]));
        assert!(!in_hull(&sq, [2.0000001, 1.0]));
    }

    #[test]
    fn crossing_cases() {
        // Collinear overlap never counts.
        assert!(!segments_cross([0.0, 0.0], [2.0, 0.0], [1.0, 0.0], [3.0, 0.0]));
        // Endpoint touching the middle of another segment (T) does not count.
        assert!(!segments_cross([1.0, -1.0], [1.0, 0.0], [0.0, 0.0], [2.0, 0.0]));
        // Proper X counts, in any argument order.
        assert!(segments_cross([0.0, 0.0], [2.0, 2.0], [2.0, 0.0], [0.0, 2.0]));
        assert!(segments_cross([2.0, 0.0], [0.0, 2.0], [0.0, 0.0], [2.0, 2.0]));
        // Zero-length segment never crosses.
        assert!(!segments_cross([1.0, 1.0], [1.0, 1.0], [0.0, 0.0], [2.0, 2.0]));
        let p = intersection([0.0, 0.0], [2.0, 2.0], [2.0, 0.0], [0.0, 2.0]);
        assert_eq!(p, [1.0, 1.0]);
    }

    #[test]
    fn haversine_matches_python() {
        // python: 2*6371.0*asin(sqrt(sin(dlat/2)**2+cos(lat1)*cos(lat2)*sin(dlon/2)**2))
        let d = haversine_km([116.3, 39.9], [121.47, 31.23]);
        assert!((d - 1070.9752353205272).abs() < 1e-9, "{d}");
    }
}
