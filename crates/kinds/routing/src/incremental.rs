//! Re-grading while a reader drags: a graded plan that updates itself after one store
//! moves (to a new position, or to another route), touching only the routes involved.
//!
//! [`Incremental::report`] is always equal to grading the current case and plan from
//! scratch with [`super::grade_plan`] (tested on long random move sequences).
//!
//! ```
//! use kind_routing::{grade_plan, Incremental, Plan, RoutingCase, RoutingParams, Store};
//! let s = |c: &str, lon: f64, lat: f64| Store { code: c.into(), weight: 10.0, lon, lat, line: 0 };
//! let params = RoutingParams { vehicles: 2, reference_cost: 1000.0, ..Default::default() };
//! let case = RoutingCase::new(s("0", 0.0, 0.0), vec![s("A", 1.0, 1.0), s("B", -1.0, 1.0), s("C", 1.0, -1.0)], params);
//! let plan = Plan::from_codes(&[vec!["A", "C"], vec!["B"]]);
//! let mut g = Incremental::new(case, plan, "routes.json");
//! assert_eq!(g.report().segment_crossings, Some(0));
//! g.move_store(1, [2.0, 0.0]).unwrap();             // drag B right: both its legs cross A→C
//! assert_eq!(g.report().segment_crossings, Some(2));
//! g.move_to_route(1, 0, 1).unwrap();                // put B between A and C
//! assert_eq!(g.report(), grade_plan(g.case(), g.plan(), "routes.json"));
//! ```

use std::fmt;

use super::cost::{self, Exact};
use super::customers::RoutingCase;
use super::geometry::Point;
use super::measure_engine::{CrossRec, Engine, IntrRec};
use super::report::RoutingReport;
use super::submission::{Code, Plan};
use super::validate::{validate, Stage, Validation};

/// Why a move could not be applied (the plan is left unchanged).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// No store with this index in the case.
    UnknownStore(usize),
    /// No route with this index in the plan.
    NoSuchRoute(usize),
    /// A coordinate that is not a finite number.
    NotFinite,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::UnknownStore(i) => write!(f, "no store number {i} in the case"),
            MoveError::NoSuchRoute(r) => write!(f, "no route {r} in the plan"),
            MoveError::NotFinite => write!(f, "a store's position must be finite numbers"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A graded plan kept up to date under moves. See the module docs.
pub struct Incremental {
    case: RoutingCase,
    plan: Plan,
    file: String,
    v: Validation,
    engine: Engine,
    /// For each store, the routes it appears in (resolved; usually one).
    homes: Vec<Vec<u32>>,
}

/// Room for dragging before the filters' frame has to be rebuilt: half its size on
/// every side.
const GROW: f64 = 0.5;

fn homes(n: usize, routes: &[Vec<usize>]) -> Vec<Vec<u32>> {
    let mut h = vec![Vec::new(); n];
    for (r, route) in routes.iter().enumerate() {
        for &s in route {
            if h[s].last() != Some(&(r as u32)) {
                h[s].push(r as u32);
            }
        }
    }
    h
}

impl Incremental {
    /// Grade `plan` against `case` and keep what was measured.
    pub fn new(case: RoutingCase, plan: Plan, file: impl Into<String>) -> Incremental {
        let file = file.into();
        let v = validate(&case, &plan, &file);
        let engine = Engine::new(&case, &v.routes, GROW);
        let homes = homes(case.stores.len(), &v.routes);
        Incremental { case, plan, file, v, engine, homes }
    }

    /// The case as moved so far.
    pub fn case(&self) -> &RoutingCase {
        &self.case
    }

    /// The plan as edited so far.
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// Resolved store indices per route.
    pub fn routes(&self) -> &[Vec<usize>] {
        &self.v.routes
    }

    /// Move one store to a new (lon, lat): re-measures only the routes that visit it.
    pub fn move_store(&mut self, store: usize, p: Point) -> Result<(), MoveError> {
        if store >= self.case.stores.len() {
            return Err(MoveError::UnknownStore(store));
        }
        if !p[0].is_finite() || !p[1].is_finite() {
            return Err(MoveError::NotFinite);
        }
        self.case.set_store_point(store, p);
        let changed: Vec<usize> = self.homes[store].iter().map(|&r| r as usize).collect();
        if changed.is_empty() {
            return Ok(());
        }
        if self.engine.fits(p) && self.engine.can_move_points() && changed.len() == 1 {
            // Visited once: only its two segments and its own hull membership change.
            let r = changed[0];
            let mut at = self.v.routes[r].iter().enumerate().filter(|(_, &s)| s == store).map(|(i, _)| i);
            if let (Some(pos), None) = (at.next(), at.next()) {
                self.engine.move_point(&self.case, &self.v.routes, r, pos);
                return Ok(());
            }
        }
        if self.engine.fits(p) {
            let mut changed = changed;
            crate::sort::unstable(&mut changed); // indices: equal ones are the same
            self.engine.update(&self.case, &self.v.routes, &changed);
        } else {
            self.engine.rebuild(&self.case, &self.v.routes);
        }
        Ok(())
    }

    /// Take one store out of its route (its first visit, if it is visited) and insert
    /// it into `route` before stop `position` (clamped to the route's end).
    pub fn move_to_route(&mut self, store: usize, route: usize, position: usize) -> Result<(), MoveError> {
        if store >= self.case.stores.len() {
            return Err(MoveError::UnknownStore(store));
        }
        if route >= self.plan.routes.len() {
            return Err(MoveError::NoSuchRoute(route));
        }
        let mut changed = vec![route];
        let found = self.v.routes.iter().enumerate().find_map(|(r, stops)| stops.iter().position(|&s| s == store).map(|i| (r, i)));
        let code = match found {
            Some((r, i)) => {
                changed.push(r);
                self.plan.routes[r].remove(self.v.positions[r][i])
            }
            None => Code { code: self.case.code(store).clone(), line: None, column: None },
        };
        let target = &mut self.plan.routes[route];
        target.insert(position.min(target.len()), code);
        self.v = validate(&self.case, &self.plan, &self.file);
        crate::sort::unstable(&mut changed); // indices: equal ones are the same
        changed.dedup();
        // Only the changed routes' stores can have changed homes.
        for &r in &changed {
            for h in self.homes.iter_mut().filter(|h| h.contains(&(r as u32))) {
                h.retain(|&x| x != r as u32);
            }
        }
        for &r in &changed {
            for &s in &self.v.routes[r] {
                if !self.homes[s].contains(&(r as u32)) {
                    self.homes[s].push(r as u32);
                    crate::sort::unstable(&mut self.homes[s]);
                }
            }
        }
        if self.engine.fits(self.case.points[store]) {
            self.engine.update(&self.case, &self.v.routes, &changed);
        } else {
            self.engine.rebuild(&self.case, &self.v.routes);
        }
        Ok(())
    }

    /// Unrounded cost and score of the current plan (cheap: no report is built).
    pub fn exact(&self) -> Exact {
        let p = &self.case.params;
        let (intrusions, crossings) = self.engine.counts();
        cost::cost(&self.engine.route_seconds, intrusions, crossings, p)
    }

    /// (hull intrusions, segment crossings) of the current plan.
    pub fn counts(&self) -> (usize, usize) {
        self.engine.counts()
    }

    /// Route times in seconds, in route order (unrounded, as in the report).
    pub fn route_seconds(&self) -> &[f64] {
        &self.engine.route_seconds
    }

    /// Loads per route, kg (known codes only).
    pub fn loads(&self) -> &[f64] {
        &self.v.loads
    }

    /// Each route's hull as store indices, counter-clockwise; empty = no hull.
    pub fn hulls(&self) -> &[Vec<usize>] {
        &self.engine.hulls
    }

    /// The intrusions as indices, in the report's order: (hull route, store route,
    /// stop), the stop indexing [`Self::routes`].
    pub fn intrusion_records(&self) -> &[IntrRec] {
        &self.engine.intrusions
    }

    /// The crossings as indices, in the report's order: (route a, segment a, route b,
    /// segment b, where), segments numbered as in [`super::SegmentRef`].
    pub fn crossing_records(&self) -> &[CrossRec] {
        &self.engine.crossings
    }

    /// The stage that rejects the plan as it is now; `None` = valid.
    pub fn rejected_by(&self) -> Option<Stage> {
        self.v.rejected_by()
    }

    /// The full report, equal to `grade_plan(self.case(), self.plan(), file)`.
    pub fn report(&self) -> RoutingReport {
        super::assemble(&self.case, &self.plan, &self.file, &self.v, || super::measures_of(&self.case, &self.v.routes, &self.engine))
    }
}
