//! The coach's working plan: resolved routes, the measuring engine kept up to date,
//! and exact re-scoring of one move (apply, measure the changed routes, undo).

use super::super::cost::{self, Exact};
use super::super::customers::RoutingCase;
#[cfg(test)]
use super::super::geometry::haversine_km_cos;
use super::super::geometry::{cos_lat, Point};
use super::super::measure_engine::Engine;
use super::Move;

/// Room for the engine's frame (as [`super::super::Incremental`] keeps).
const GROW: f64 = 0.5;

/// Leg times between stops, the depot as `None` (screening only: exact figures come
/// from the engine).
pub(crate) struct Legs {
    pts: Vec<(Point, f64)>,
    depot: (Point, f64),
    trunk: f64,
    local: f64,
    pub stop: f64,
}

impl Legs {
    pub fn new(case: &RoutingCase) -> Legs {
        let p = &case.params;
        Legs {
            pts: case.points.iter().map(|&q| (q, cos_lat(q))).collect(),
            depot: (case.depot.point(), cos_lat(case.depot.point())),
            trunk: p.trunk_speed_kmh,
            local: p.local_speed_kmh,
            stop: p.stop_seconds,
        }
    }

    /// Seconds from `a` to `b` (`None` = the depot): trunk speed when either end is
    /// the depot, local speed between stores, 0 from the depot to itself. The distance
    /// is the equirectangular approximation of the haversine (no trigonometry: the
    /// search screens tens of thousands of moves); exact figures come from the engine.
    pub fn leg(&self, a: Option<usize>, b: Option<usize>) -> f64 {
        let (pa, pb) = match (a, b) {
            (None, None) => return 0.0,
            (Some(a), None) => (self.pts[a], self.depot),
            (None, Some(b)) => (self.depot, self.pts[b]),
            (Some(a), Some(b)) => (self.pts[a], self.pts[b]),
        };
        let speed = if a.is_none() || b.is_none() { self.trunk } else { self.local };
        const KM_PER_DEGREE: f64 = 6371.0 * std::f64::consts::PI / 180.0;
        let (dx, dy) = ((pb.0[0] - pa.0[0]) * 0.5 * (pa.1 + pb.1), pb.0[1] - pa.0[1]);
        (dx * dx + dy * dy).sqrt() * KM_PER_DEGREE / speed * 3600.0
    }

    /// The exact haversine leg (tests of the approximation).
    #[cfg(test)]
    pub fn leg_exact(&self, a: usize, b: usize) -> f64 {
        let (pa, pb) = (self.pts[a], self.pts[b]);
        haversine_km_cos(pa.0, pb.0, pa.1, pb.1) / self.local * 3600.0
    }

    /// Cheapest place to insert `s` into `route` (position, added seconds).
    pub fn cheapest_insertion(&self, route: &[usize], s: usize) -> (usize, f64) {
        let mut best = (0, f64::INFINITY);
        for j in 0..=route.len() {
            let a = j.checked_sub(1).map(|k| route[k]);
            let b = route.get(j).copied();
            let d = self.leg(a, Some(s)) + self.leg(Some(s), b) - self.leg(a, b) + self.stop;
            if d < best.1 {
                best = (j, d);
            }
        }
        best
    }
}

/// The stop before position `i` of `route` (`None` = the depot).
pub(crate) fn before(route: &[usize], i: usize) -> Option<usize> {
    i.checked_sub(1).map(|k| route[k])
}

/// The stop after position `i` of `route` (`None` = the depot).
pub(crate) fn after(route: &[usize], i: usize) -> Option<usize> {
    route.get(i + 1).copied()
}

/// A valid plan being improved.
pub(crate) struct State<'a> {
    pub case: &'a RoutingCase,
    pub routes: Vec<Vec<usize>>,
    pub engine: Engine,
    pub exact: Exact,
    pub loads: Vec<f64>,
    pub legs: Legs,
    /// For each store, (route, position).
    pub place: Vec<(usize, usize)>,
    /// Routes the engine measures as they were under the last evaluated move (not as
    /// `routes` holds them): re-measured with the next evaluation, or by [`Self::sync`].
    pending: Vec<usize>,
    /// (intrusions, crossings) of `routes`.
    counts: (usize, usize),
}

/// What one move does to the plan, measured exactly.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Outcome {
    pub exact: Exact,
    pub intrusions: usize,
    pub crossings: usize,
}

impl<'a> State<'a> {
    pub fn new(case: &'a RoutingCase, routes: Vec<Vec<usize>>) -> State<'a> {
        let engine = Engine::new(case, &routes, GROW);
        let mut s = State {
            case,
            exact: exact_of(case, &engine),
            loads: routes.iter().map(|r| load(case, r)).collect(),
            engine,
            legs: Legs::new(case),
            place: vec![(usize::MAX, usize::MAX); case.stores.len()],
            routes,
            pending: Vec::new(),
            counts: (0, 0),
        };
        s.counts = (s.engine.intrusions.len(), s.engine.crossings.len());
        s.reindex(&(0..s.routes.len()).collect::<Vec<_>>());
        s
    }

    fn reindex(&mut self, changed: &[usize]) {
        for &r in changed {
            for (i, &s) in self.routes[r].iter().enumerate() {
                self.place[s] = (r, i);
            }
        }
    }

    /// (intrusions, crossings) of the plan.
    pub fn counts(&self) -> (usize, usize) {
        self.counts
    }

    /// Bring the engine back to measuring `routes` (after evaluations).
    pub fn sync(&mut self) {
        if !self.pending.is_empty() {
            let pending = std::mem::take(&mut self.pending);
            self.engine.update(self.case, &self.routes, &pending);
        }
    }

    /// The plan after `mv`, measured exactly; `None` when a changed route would go over
    /// capacity (the plan would no longer be valid). The plan is left as it was; the
    /// engine is left measuring the move until the next evaluation (one update per
    /// evaluation, not two: evaluate moves on the same routes one after another) or
    /// [`Self::sync`].
    pub fn evaluate(&mut self, mv: &Move) -> Option<Outcome> {
        let changed = mv.routes();
        mv.apply(&mut self.routes);
        let cap = self.case.params.capacity_kg;
        let fits = changed.iter().all(|&r| load(self.case, &self.routes[r]) <= cap);
        let out = fits.then(|| {
            let mut all = std::mem::take(&mut self.pending);
            all.extend_from_slice(&changed);
            crate::sort::unstable(&mut all);
            all.dedup();
            self.engine.update(self.case, &self.routes, &all);
            self.pending = changed;
            let e = &self.engine;
            Outcome { exact: exact_of(self.case, e), intrusions: e.intrusions.len(), crossings: e.crossings.len() }
        });
        mv.undo(&mut self.routes);
        out
    }

    /// The plan with whole routes replaced (`(route, new stops)`), measured exactly;
    /// `None` when a changed route would go over capacity. The plan is left as it was
    /// (the engine as after [`Self::evaluate`]).
    pub fn evaluate_routes(&mut self, changes: &[(usize, Vec<usize>)]) -> Option<Outcome> {
        let cap = self.case.params.capacity_kg;
        if changes.iter().any(|(_, r)| load(self.case, r) > cap) {
            return None;
        }
        let mut changed: Vec<usize> = changes.iter().map(|c| c.0).collect();
        crate::sort::unstable(&mut changed);
        changed.dedup();
        let old: Vec<Vec<usize>> = changes.iter().map(|(r, new)| std::mem::replace(&mut self.routes[*r], new.clone())).collect();
        let mut all = std::mem::take(&mut self.pending);
        all.extend_from_slice(&changed);
        crate::sort::unstable(&mut all);
        all.dedup();
        self.engine.update(self.case, &self.routes, &all);
        self.pending = changed;
        let e = &self.engine;
        let out = Outcome { exact: exact_of(self.case, e), intrusions: e.intrusions.len(), crossings: e.crossings.len() };
        for ((r, _), o) in changes.iter().zip(old) {
            self.routes[*r] = o;
        }
        Some(out)
    }

    /// Replace whole routes for good.
    pub fn apply_routes(&mut self, changes: &[(usize, Vec<usize>)]) {
        self.sync();
        let mut changed: Vec<usize> = changes.iter().map(|c| c.0).collect();
        crate::sort::unstable(&mut changed);
        changed.dedup();
        for (r, new) in changes {
            self.routes[*r] = new.clone();
        }
        self.engine.update(self.case, &self.routes, &changed);
        self.exact = exact_of(self.case, &self.engine);
        self.counts = (self.engine.intrusions.len(), self.engine.crossings.len());
        for &r in &changed {
            self.loads[r] = load(self.case, &self.routes[r]);
        }
        self.reindex(&changed);
    }

    /// Apply `mv` for good.
    pub fn apply(&mut self, mv: &Move) {
        self.sync();
        let changed = mv.routes();
        mv.apply(&mut self.routes);
        self.engine.update(self.case, &self.routes, &changed);
        self.exact = exact_of(self.case, &self.engine);
        self.counts = (self.engine.intrusions.len(), self.engine.crossings.len());
        for &r in &changed {
            self.loads[r] = load(self.case, &self.routes[r]);
        }
        self.reindex(&changed);
    }
}

/// A route's load as the server sums it (`sum(weights)`, in visit order).
pub(crate) fn load(case: &RoutingCase, route: &[usize]) -> f64 {
    crate::server::py_sum(route.iter().map(|&s| case.stores[s].weight))
}

pub(crate) fn exact_of(case: &RoutingCase, e: &Engine) -> Exact {
    cost::cost(&e.route_seconds, e.intrusions.len(), e.crossings.len(), &case.params)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::customers::Store;
    use crate::routing::params::RoutingParams;

    #[test]
    fn screening_legs_are_within_a_thousandth_of_the_haversine() {
        let st = |c: &str, lon: f64, lat: f64| Store { code: c.into(), weight: 1.0, lon, lat, line: 0 };
        let stores = vec![st("A", 116.1, 39.7), st("B", 116.9, 40.2), st("C", 116.4001, 39.9), st("D", 116.4, 39.9)];
        let case = RoutingCase::new(st("0", 116.0, 39.5), stores, RoutingParams::default());
        let legs = Legs::new(&case);
        for (a, b) in [(0, 1), (1, 2), (2, 3), (0, 3)] {
            let (x, y) = (legs.leg(Some(a), Some(b)), legs.leg_exact(a, b));
            assert!((x - y).abs() <= 1e-3 * y, "{a}-{b}: {x} vs {y}");
        }
    }
}
