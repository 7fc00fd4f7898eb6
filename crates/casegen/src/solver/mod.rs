//! The reference solvers: [`coil`] (coil sequencing) and [`energy`] (a plant's year),
//! and, in this module, the one for routing cases: sectors around the depot, balanced by route
//! time, each toured with 2-opt and or-opt.
//!
//! Why sectors: a cone with its apex at the depot is convex, so routes that each stay
//! inside their own cone have disjoint convex hulls (0 hull intrusions) and segments
//! that can only meet at the depot, a shared endpoint (0 crossings; spec §1 counts only
//! proper crossings). Cones are taken on raw (lon, lat) degrees, the plane the grader
//! measures hulls and crossings in.
//!
//! Why balance by time: the cost charges 90 per second of `max − min` route time and 1
//! per second of driving, so the best plan makes every route equally long. The solver
//! finds the contiguous split of the depot's angular order that minimises the longest
//! route (far sectors get fewer stores, lighter loads), then lengthens the shorter
//! routes to within a second of the longest by small detours inside their own cone,
//! which costs far less (1 per second) than leaving the spread (90 per second).
//!
//! Works for any customers file and any [`RoutingParams`](grader::routing::RoutingParams)
//! (vehicles, capacity, speeds, stop time), with the depot outside or inside the area.
//! It is deterministic: the same input gives the same routes, byte for byte.

pub mod coil;
pub mod energy;
pub mod pad;
pub mod quay;
pub mod sectors;
pub mod tour;

use grader::routing::geometry::haversine_km;
use grader::routing::RoutingCase;

pub use sectors::Sectors;
pub use tour::Improve;

/// Solver settings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Options {
    /// Lengthen shorter routes towards the longest (see the module doc).
    pub pad: bool,
    /// Aim for a route-time spread below this many seconds when padding.
    pub spread_target_s: f64,
}

impl Default for Options {
    fn default() -> Self {
        Options { pad: true, spread_target_s: 1.0 }
    }
}

/// A solved plan.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution {
    /// Store indices (into `case.stores`) per route, in visit order.
    pub routes: Vec<Vec<usize>>,
    /// Route times in seconds (the solver's own sums; the grader's agree to ~1e-9).
    pub route_seconds: Vec<f64>,
    /// Longest − shortest route before padding.
    pub unpadded_spread_s: f64,
}

impl Solution {
    /// The plan as store codes.
    pub fn codes(&self, case: &RoutingCase) -> Vec<Vec<String>> {
        self.routes.iter().map(|r| r.iter().map(|&i| case.stores[i].code.clone()).collect()).collect()
    }
}

/// Distances between stores (index `i`) and the depot (index `stores.len()`), in km,
/// the grader's haversine. A full matrix for cases up to a few thousand stores.
pub struct Distances {
    pts: Vec<[f64; 2]>,
    n: usize,
    matrix: Option<Vec<f64>>,
}

/// Above this many points the matrix (n² f64) is not kept: distances are recomputed.
const MATRIX_MAX: usize = 4000;

impl Distances {
    pub fn new(case: &RoutingCase) -> Distances {
        let mut pts = case.points.clone();
        pts.push(case.depot.point());
        let n = pts.len();
        let matrix = (n <= MATRIX_MAX).then(|| {
            let mut m = vec![0.0; n * n];
            for i in 0..n {
                for j in (i + 1)..n {
                    let d = haversine_km(pts[i], pts[j]);
                    m[i * n + j] = d;
                    m[j * n + i] = d;
                }
            }
            m
        });
        Distances { pts, n, matrix }
    }

    /// The depot's index.
    pub fn depot(&self) -> usize {
        self.n - 1
    }

    #[inline]
    pub fn km(&self, i: usize, j: usize) -> f64 {
        match &self.matrix {
            Some(m) => m[i * self.n + j],
            None => haversine_km(self.pts[i], self.pts[j]),
        }
    }
}

/// Leg matrix and best tour for a set of stores; returns the stores in visit order and
/// the route time (driving + stops).
pub fn tour_of(case: &RoutingCase, dist: &Distances, stores: &[usize], how: Improve) -> (Vec<usize>, f64) {
    if stores.is_empty() {
        return (Vec::new(), 0.0);
    }
    let legs = local_legs(case, dist, stores);
    let cyc = tour::optimise(&legs, how);
    let secs = legs.cycle_seconds(&cyc) + case.params.stop_seconds * stores.len() as f64;
    (cyc[1..].iter().map(|&k| stores[k - 1]).collect(), secs)
}

/// The leg matrix of a route (local 0 = depot, k = `stores[k-1]`).
pub fn local_legs(case: &RoutingCase, dist: &Distances, stores: &[usize]) -> tour::Legs {
    let g = |k: usize| if k == 0 { dist.depot() } else { stores[k - 1] };
    tour::Legs::new(stores.len(), case.params.trunk_speed_kmh, case.params.local_speed_kmh, |i, j| dist.km(g(i), g(j)))
}

/// Solve a routing case: `case.params.vehicles` routes serving every store code once.
pub fn solve(case: &RoutingCase, opts: &Options) -> Result<Solution, String> {
    let p = &case.params;
    if p.vehicles == 0 {
        return Err("the case asks for 0 vehicles".into());
    }
    if !(p.trunk_speed_kmh > 0.0 && p.local_speed_kmh > 0.0) {
        return Err("speeds must be positive".into());
    }
    let dist = Distances::new(case);
    let sectors = Sectors::new(case);
    let cuts = sectors.balance_time(case, &dist)?;
    let mut routes = Vec::with_capacity(p.vehicles);
    let mut cycles = Vec::with_capacity(p.vehicles);
    for w in cuts.windows(2) {
        let stores = sectors.range(w[0], w[1]).to_vec();
        if stores.is_empty() {
            routes.push(Vec::new());
            cycles.push((tour::Legs::new(0, 1.0, 1.0, |_, _| 0.0), vec![0]));
            continue;
        }
        let legs = local_legs(case, &dist, &stores);
        let cyc = tour::optimise(&legs, Improve::Full);
        routes.push(stores);
        cycles.push((legs, cyc));
    }
    let seconds = |legs: &tour::Legs, cyc: &[usize]| {
        if cyc.len() <= 1 {
            0.0
        } else {
            legs.cycle_seconds(cyc) + p.stop_seconds * (cyc.len() - 1) as f64
        }
    };
    let before: Vec<f64> = cycles.iter().map(|(l, c)| seconds(l, c)).collect();
    let spread = |t: &[f64]| t.iter().copied().fold(f64::NEG_INFINITY, f64::max) - t.iter().copied().fold(f64::INFINITY, f64::min);
    let unpadded_spread_s = spread(&before);
    if opts.pad {
        let longest = before.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        for (r, (legs, cyc)) in cycles.iter_mut().enumerate() {
            if cyc.len() > 1 {
                let pts: Vec<[f64; 2]> = std::iter::once(case.depot.point()).chain(routes[r].iter().map(|&s| case.points[s])).collect();
                pad::lengthen(legs, cyc, &pts, longest - before[r], opts.spread_target_s);
            }
        }
    }
    let route_seconds: Vec<f64> = cycles.iter().map(|(l, c)| seconds(l, c)).collect();
    let routes = routes.iter().zip(&cycles).map(|(stores, (_, cyc))| cyc[1..].iter().map(|&k| stores[k - 1]).collect()).collect();
    Ok(Solution { routes, route_seconds, unpadded_spread_s })
}
