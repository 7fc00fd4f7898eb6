//! The coach (issue 16): the next best move for a valid plan, and a repair path for an
//! invalid one.
//!
//! A move is one small change: [`MoveKind::Relocate`] a store (to another position in
//! its route, or to another route), [`MoveKind::Swap`] two stores, [`MoveKind::Reverse`]
//! a segment of a route (2-opt). The search pairs every store with its nearest
//! neighbours ([`neighbours`]), screens the moves this gives by route time and balance
//! (cheap leg arithmetic), adds the moves aimed at the plan's intrusions and crossings,
//! then re-scores the best of them exactly with the grader's own engine. So a
//! suggestion's `cost_saved` is exactly the cost of the plan minus the cost of the plan
//! after the move, both as [`super::grade_plan`] gives them.
//!
//! ```
//! use kind_routing::{coach, grade_plan, Plan, RoutingCase, RoutingParams, Store};
//! let s = |c: &str, lon: f64, lat: f64| Store { code: c.into(), weight: 10.0, lon, lat, line: 0 };
//! let params = RoutingParams { vehicles: 1, reference_cost: 1000.0, ..Default::default() };
//! let case = RoutingCase::new(s("0", 0.0, 0.0), vec![s("A", 0.1, 0.0), s("B", 0.1, 0.1), s("C", 0.0, 0.1)], params);
//! let plan = Plan::from_codes(&[vec!["A", "C", "B"]]);          // A → C → B zig-zags
//! let best = coach::suggest(&case, &plan, 1, &coach::Options::default()).unwrap();
//! let after = coach::apply(&case, &plan, &best).unwrap();
//! let before = grade_plan(&case, &plan, "r.json").exact.unwrap().cost;
//! assert_eq!(best[0].cost_saved, before - grade_plan(&case, &after, "r.json").exact.unwrap().cost);
//! ```

mod neighbours;
mod relocate;
pub mod repair;
mod reverse;
mod sectors;
mod state;
mod summary;
mod swap;
mod tour;

use serde::Serialize;

use super::customers::RoutingCase;
use super::store_code::StoreCode;
use super::submission::{Code, Plan};
use super::validate::{validate, Stage};
use state::State;

pub use repair::{repair, Repair, RepairKind};
pub use summary::{KindSaving, Overlap, Summary};

/// How hard the coach looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Neighbours per store that moves may pair it with.
    pub neighbours: usize,
    /// Screened moves re-scored exactly per search (besides the intrusion and crossing
    /// fixes).
    pub exact: usize,
    /// Intrusion and crossing fixes re-scored exactly per search.
    pub spatial: usize,
    /// Coach mode stops after this many moves.
    pub max_moves: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options { neighbours: 8, exact: 40, spatial: 40, max_moves: 2000 }
    }
}

/// The kind of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MoveKind {
    /// One store to another position (`from` → `to`: its place after the move).
    Relocate,
    /// Two stores trade places (`from` is the first's place, `to` the second's).
    Swap,
    /// The stops from `from` to `to` (one route) are visited in reverse order.
    Reverse,
    /// Route-level (issue 51): the city split into sectors around the depot, one route
    /// each, balanced by time and re-sequenced; `stores` are those that changed route.
    Sectors,
    /// Route-level: a run of stores (`stores`) at the boundary between two routes handed
    /// from route `from.route` to route `to.route` (each inserted where it adds least).
    Handoff,
    /// Route-level: route `from.route` visited in a new order (2-opt and or-opt);
    /// `stores` are its first and last stop after.
    Resequence,
    /// Route-level: the routes shorter than the longest lengthened by small detours
    /// within their own stops, so that route times even out (the balance term charges
    /// 90 per second of spread, driving 1); `from`/`to`: the first and last route changed.
    Lengthen,
}

/// A route as a route-level move leaves it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RouteAfter {
    pub route: usize,
    pub stores: Vec<StoreCode>,
}

/// A stop: route index and position in it (0-based, as the submission lists them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Place {
    pub route: usize,
    pub position: usize,
}

/// One suggested move, measured exactly. Counts and savings are before minus after
/// (negative: the move adds some, for a larger saving elsewhere).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Suggestion {
    pub kind: MoveKind,
    /// Relocate: the store; swap: the two stores; reverse: the segment's first and last.
    pub stores: Vec<StoreCode>,
    pub from: Place,
    pub to: Place,
    pub intrusions_removed: i64,
    pub crossings_removed: i64,
    /// Total route seconds before minus after.
    pub seconds_saved: f64,
    /// Cost before minus after (the grader's unrounded costs).
    pub cost_saved: f64,
    pub cost_before: f64,
    pub cost_after: f64,
    pub score_after: f64,
    /// Route-level moves: every changed route as the move leaves it (absent for the
    /// one-store moves, whose JSON the site reads as it was).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub routes_after: Vec<RouteAfter>,
}

/// Why the coach cannot suggest moves for a plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CoachError {
    /// The plan is not valid: repair it first ([`repair`]).
    Invalid(Stage),
    /// A suggestion does not fit the plan it is applied to.
    Stale(usize),
}

impl std::fmt::Display for CoachError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CoachError::Invalid(s) => write!(f, "the plan is not valid (rejected at the {s:?} stage): repair it first"),
            CoachError::Stale(i) => write!(f, "suggestion {i} does not fit the plan (stores not where it says)"),
        }
    }
}

impl std::error::Error for CoachError {}

/// A move on resolved routes (store indices).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Move {
    /// Remove at `from`, insert so the store ends at `to`.
    Relocate { from: (usize, usize), to: (usize, usize) },
    /// `a < b`.
    Swap { a: (usize, usize), b: (usize, usize) },
    /// Positions `from..=to` of `route`.
    Reverse { route: usize, from: usize, to: usize },
}

impl Move {
    /// The routes it changes, sorted, without repeats.
    pub fn routes(&self) -> Vec<usize> {
        let (a, b) = match *self {
            Move::Relocate { from, to } => (from.0, to.0),
            Move::Swap { a, b } => (a.0, b.0),
            Move::Reverse { route, .. } => (route, route),
        };
        if a == b {
            vec![a]
        } else {
            vec![a.min(b), a.max(b)]
        }
    }

    pub fn apply(&self, routes: &mut [Vec<usize>]) {
        match *self {
            Move::Relocate { from, to } => {
                let s = routes[from.0].remove(from.1);
                routes[to.0].insert(to.1, s);
            }
            Move::Swap { a, b } => swap(routes, a, b),
            Move::Reverse { route, from, to } => routes[route][from..=to].reverse(),
        }
    }

    pub fn undo(&self, routes: &mut [Vec<usize>]) {
        match *self {
            Move::Relocate { from, to } => {
                let s = routes[to.0].remove(to.1);
                routes[from.0].insert(from.1, s);
            }
            other => other.apply(routes),
        }
    }

    /// Whether the move fits routes of these lengths (no index out of range).
    fn fits(&self, routes: &[Vec<usize>]) -> bool {
        let len = |r: usize| routes.get(r).map(Vec::len);
        match *self {
            Move::Relocate { from, to } => {
                let Some(n) = len(from.0) else { return false };
                let room = if from.0 == to.0 { n.saturating_sub(1) } else { len(to.0).unwrap_or(0) };
                from.1 < n && len(to.0).is_some() && to.1 <= room
            }
            Move::Swap { a, b } => len(a.0).is_some_and(|n| a.1 < n) && len(b.0).is_some_and(|n| b.1 < n) && a != b,
            Move::Reverse { route, from, to } => len(route).is_some_and(|n| from <= to && to < n),
        }
    }
}

fn swap(routes: &mut [Vec<usize>], a: (usize, usize), b: (usize, usize)) {
    let t = routes[a.0][a.1];
    routes[a.0][a.1] = routes[b.0][b.1];
    routes[b.0][b.1] = t;
}

/// A screened move: its estimated gain in time and balance (cost units).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cand {
    pub mv: Move,
    pub gain: f64,
}

/// Estimates the time and balance terms after route times change by given deltas.
pub(crate) struct Screen {
    seconds: Vec<f64>,
    w_time: f64,
    w_balance: f64,
    base: f64,
}

impl Screen {
    fn new(st: &State) -> Screen {
        let w = &st.case.params.weights;
        let seconds = st.engine.route_seconds.clone();
        let mut s = Screen { seconds, w_time: w.time, w_balance: w.balance, base: 0.0 };
        s.base = s.cost(&[]);
        s
    }

    fn cost(&self, deltas: &[(usize, f64)]) -> f64 {
        let (mut total, mut max, mut min) = (0.0, f64::NEG_INFINITY, f64::INFINITY);
        for (r, &t) in self.seconds.iter().enumerate() {
            let t = t + deltas.iter().filter(|d| d.0 == r).map(|d| d.1).sum::<f64>();
            total += t;
            max = max.max(t);
            min = min.min(t);
        }
        if self.seconds.is_empty() {
            return 0.0;
        }
        total * self.w_time + (max - min) * self.w_balance
    }

    /// Estimated cost saved when route `r` changes by `d` seconds, for each `(r, d)`.
    pub fn gain(&self, deltas: &[(usize, f64)]) -> f64 {
        self.base - self.cost(deltas)
    }
}

/// Resolve a plan for the coach: `Err` unless it is valid.
fn resolve(case: &RoutingCase, plan: &Plan) -> Result<Vec<Vec<usize>>, CoachError> {
    let v = validate(case, plan, "routes.json");
    match v.rejected_by() {
        Some(stage) => Err(CoachError::Invalid(stage)),
        None => Ok(v.routes),
    }
}

/// The best moves for the plan as it is, best first (at most `limit`, each saving
/// cost; each measured on the plan as it is, so two of them may not combine).
pub fn suggest(case: &RoutingCase, plan: &Plan, limit: usize, opts: &Options) -> Result<Vec<Suggestion>, CoachError> {
    let routes = resolve(case, plan)?;
    let mut st = State::new(case, routes);
    let near = near_of(&st, opts);
    Ok(search(&mut st, &near, opts, limit))
}

/// A coach run: the moves applied one after another, each the best for the plan left
/// by the ones before it, until none saves cost (or `max_moves`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoachRun {
    pub moves: Vec<Suggestion>,
    pub cost_before: f64,
    pub cost_after: f64,
    pub score_before: f64,
    pub score_after: f64,
    /// True when it stopped because no move saves cost (not because of `max_moves`).
    pub converged: bool,
    /// What mattered most (issue 51): where the cost was and which moves removed it.
    pub summary: Summary,
    /// The plan after the moves.
    #[serde(skip)]
    pub plan: Plan,
}

/// Hand-offs tried per coach run at most (each a search over the boundaries).
const HANDOFFS_MAX: usize = 400;

/// Coach mode (issue 51's plan), each step applied only when it saves cost, exactly:
/// 1. untangle: split the city into sectors ([`MoveKind::Sectors`]) when that beats the
///    plan as it is (it removes the intrusions and crossings at once);
/// 2. balance: hand runs of stores across the boundaries of the longest and shortest
///    routes ([`MoveKind::Handoff`]) while that saves cost;
/// 3. re-sequence each route ([`MoveKind::Resequence`]);
/// 4. polish: the best one-store move (relocate, swap, reverse) until none saves cost;
/// 5. even out: lengthen the shorter routes towards the longest ([`MoveKind::Lengthen`]),
///    then polish again.
///
/// Stops after `opts.max_moves` moves in all.
/// The coach plans the path with sectors cut for the shortest longest route, and in
/// smaller cities also for the least time plus spread (up to [`BOTH_AIMS_MAX`] stores)
/// and by search over the cuts (up to [`MIN_MAX_MAX`]); it shows the path that ends
/// cheapest (the first on a tie).
pub fn coach(case: &RoutingCase, plan: &Plan, opts: &Options) -> Result<CoachRun, CoachError> {
    let routes = resolve(case, plan)?;
    let stops: usize = routes.iter().map(Vec::len).sum();
    let mut run = path(case, routes.clone(), opts, sectors::Aim::Longest);
    let mut aims = Vec::new();
    if stops <= BOTH_AIMS_MAX {
        aims.push(sectors::Aim::TimeAndSpread);
    }
    if stops <= MIN_MAX_MAX {
        aims.push(sectors::Aim::MinMax);
    }
    for aim in aims {
        let other = path(case, routes.clone(), opts, aim);
        if other.cost_after < run.cost_after {
            run = other;
        }
    }
    Ok(run)
}

/// Up to this many stops the coach plans both ways ([`coach`]): small cities, where a
/// route of few stops has little room to be lengthened, and planning is cheap.
const BOTH_AIMS_MAX: usize = 2000;

/// Up to this many stops the coach also plans with sectors cut by search
/// ([`sectors::Aim::MinMax`]): it tours thousands of store ranges.
const MIN_MAX_MAX: usize = 600;

fn path(case: &RoutingCase, routes: Vec<Vec<usize>>, opts: &Options, aim: sectors::Aim) -> CoachRun {
    let mut st = State::new(case, routes);
    let start = summary::Start::of(&st);
    let (cost_before, score_before) = (st.exact.cost, st.exact.score);
    let mut moves = Vec::new();
    let room = |moves: &Vec<Suggestion>| moves.len() < opts.max_moves;
    if room(&moves) {
        if let Some(new) = sectors::sector_plan(&st, aim) {
            let changes: Vec<(usize, Vec<usize>)> = new.into_iter().enumerate().filter(|(r, x)| *x != st.routes[*r]).collect();
            let moved: Vec<usize> = changes.iter().flat_map(|(r, x)| x.iter().copied().filter(|&i| st.place[i].0 != *r)).collect();
            try_routes(&mut st, MoveKind::Sectors, moved, changes, &mut moves);
        }
    }
    handoff_round(&mut st, &mut moves, opts.max_moves);
    for r in 0..st.routes.len() {
        if !room(&moves) {
            break;
        }
        let new = tour::tour(&st.legs, &st.routes[r]);
        if new != st.routes[r] {
            try_routes(&mut st, MoveKind::Resequence, Vec::new(), vec![(r, new)], &mut moves);
        }
    }
    let near = near_of(&st, opts);
    let mut converged = false;
    while room(&moves) {
        let Some((mv, s)) = best(&mut st, &near, opts) else {
            converged = true;
            break;
        };
        st.apply(&mv);
        moves.push(s);
    }
    // A second round of hand-offs: the polish may have moved the longest route.
    handoff_round(&mut st, &mut moves, opts.max_moves);
    if moves.len() < opts.max_moves && lengthen(&mut st, &mut moves) {
        // Polish again: converged means that no move saves cost on the plan it leaves.
        converged = false;
        while moves.len() < opts.max_moves {
            let Some((mv, s)) = best(&mut st, &near, opts) else {
                converged = true;
                break;
            };
            st.apply(&mv);
            moves.push(s);
        }
    }
    st.sync();
    let summary = start.summary(&st, &moves);
    CoachRun {
        moves,
        cost_before,
        cost_after: st.exact.cost,
        score_before,
        score_after: st.exact.score,
        converged,
        summary,
        plan: plan_of(case, &st.routes),
    }
}

/// Hand-offs while one saves cost (the best each time), up to [`HANDOFFS_MAX`].
fn handoff_round(st: &mut State, moves: &mut Vec<Suggestion>, max_moves: usize) {
    for _ in 0..HANDOFFS_MAX {
        if moves.len() >= max_moves {
            break;
        }
        st.sync();
        let mut best: Option<(Vec<usize>, sectors::Changes, f64)> = None;
        for (stores, changes) in sectors::handoffs(st) {
            let Some(o) = st.evaluate_routes(&changes) else { continue };
            let saved = st.exact.cost - o.exact.cost;
            if saved > 0.0 && best.as_ref().is_none_or(|b| saved > b.2) {
                best = Some((stores, changes, saved));
            }
        }
        let Some((stores, changes, _)) = best else { break };
        try_routes(st, MoveKind::Handoff, stores, changes, moves);
    }
}

/// Lengthen the shorter routes towards the longest, or only to the level the shortest
/// can reach (a route of few stops has little room for detours): whichever saves more,
/// exactly. Whether a move was made.
fn lengthen(st: &mut State, moves: &mut Vec<Suggestion>) -> bool {
    st.sync();
    let t = st.engine.route_seconds.clone();
    let longest = t.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    // The screening legs are within a thousandth of the haversine: aim a little under
    // the level so that no route overtakes the longest.
    let aim = |st: &State, level: f64| -> Vec<(usize, Vec<usize>)> {
        (0..t.len())
            .map(|r| (r, tour::lengthen(&st.legs, &st.routes[r], (level - t[r]) - 1e-3 * level - 1.0, 1.0)))
            .filter(|(r, new)| *new != st.routes[*r])
            .collect()
    };
    let full = aim(st, longest);
    let mut reach = t.clone();
    for (r, new) in &full {
        reach[*r] += tour::seconds(&st.legs, new) - tour::seconds(&st.legs, &st.routes[*r]);
    }
    let level = reach.iter().copied().fold(longest, f64::min);
    let mut best: Option<(f64, sectors::Changes)> = None;
    for changes in [full, aim(st, level)] {
        if changes.is_empty() {
            continue;
        }
        let Some(o) = st.evaluate_routes(&changes) else { continue };
        if best.as_ref().is_none_or(|b| o.exact.cost < b.0) {
            best = Some((o.exact.cost, changes));
        }
    }
    best.is_some_and(|(_, changes)| try_routes(st, MoveKind::Lengthen, Vec::new(), changes, moves))
}

/// Measure a route-level move exactly; apply it (and record it) when it saves cost.
fn try_routes(st: &mut State, kind: MoveKind, stores: Vec<usize>, changes: Vec<(usize, Vec<usize>)>, moves: &mut Vec<Suggestion>) -> bool {
    if changes.is_empty() {
        return false;
    }
    let Some(o) = st.evaluate_routes(&changes) else { return false };
    if st.exact.cost - o.exact.cost <= 0.0 {
        return false;
    }
    let s = route_suggestion(st, kind, &stores, &changes, &o);
    st.apply_routes(&changes);
    moves.push(s);
    true
}

/// The suggestion for a route-level move measured as `o` (on the plan as it is).
fn route_suggestion(st: &State, kind: MoveKind, stores: &[usize], changes: &[(usize, Vec<usize>)], o: &state::Outcome) -> Suggestion {
    let code = |i: usize| st.case.code(i).clone();
    let first = changes[0].0;
    let last = changes[changes.len() - 1].0;
    let (from, to) = match kind {
        MoveKind::Handoff => {
            let s = stores[0];
            let giver = st.place[s];
            let taker =
                changes.iter().find(|c| c.0 != giver.0).map(|c| (c.0, c.1.iter().position(|&x| x == s).unwrap_or(0))).unwrap_or((last, 0));
            (giver, taker)
        }
        MoveKind::Resequence => ((first, 0), (first, changes[0].1.len().saturating_sub(1))),
        _ => ((first, 0), (last, 0)),
    };
    let shown: Vec<StoreCode> = match kind {
        MoveKind::Resequence => [changes[0].1.first(), changes[0].1.last()].into_iter().flatten().map(|&i| code(i)).collect(),
        _ => stores.iter().map(|&i| code(i)).collect(),
    };
    let (intr, cross) = st.counts();
    let e = st.exact;
    Suggestion {
        kind,
        stores: shown,
        from: Place { route: from.0, position: from.1 },
        to: Place { route: to.0, position: to.1 },
        intrusions_removed: intr as i64 - o.intrusions as i64,
        crossings_removed: cross as i64 - o.crossings as i64,
        seconds_saved: e.total_seconds - o.exact.total_seconds,
        cost_saved: e.cost - o.exact.cost,
        cost_before: e.cost,
        cost_after: o.exact.cost,
        score_after: o.exact.score,
        routes_after: changes.iter().map(|(r, x)| RouteAfter { route: *r, stores: x.iter().map(|&i| code(i)).collect() }).collect(),
    }
}

/// The route-level moves for the plan as it is, measured exactly (suggest mode): the
/// sector splits coach mode may start with, the hand-offs and the re-sequencings.
fn route_level(st: &mut State) -> Vec<Suggestion> {
    let stops: usize = st.routes.iter().map(Vec::len).sum();
    let mut all: Vec<(MoveKind, Vec<usize>, sectors::Changes)> = Vec::new();
    for aim in [sectors::Aim::Longest, sectors::Aim::TimeAndSpread, sectors::Aim::MinMax] {
        let skip = match aim {
            sectors::Aim::Longest => false,
            sectors::Aim::TimeAndSpread => stops > BOTH_AIMS_MAX,
            sectors::Aim::MinMax => stops > MIN_MAX_MAX,
        };
        if let Some(new) = sectors::sector_plan(st, aim).filter(|_| !skip) {
            let changes: sectors::Changes = new.into_iter().enumerate().filter(|(r, x)| *x != st.routes[*r]).collect();
            let moved: Vec<usize> = changes.iter().flat_map(|(r, x)| x.iter().copied().filter(|&i| st.place[i].0 != *r)).collect();
            if !changes.is_empty() && !all.iter().any(|c| c.2 == changes) {
                all.push((MoveKind::Sectors, moved, changes));
            }
        }
    }
    st.sync();
    for (stores, changes) in sectors::handoffs(st) {
        all.push((MoveKind::Handoff, stores, changes));
    }
    for r in 0..st.routes.len() {
        let new = tour::tour(&st.legs, &st.routes[r]);
        if new != st.routes[r] {
            all.push((MoveKind::Resequence, Vec::new(), vec![(r, new)]));
        }
    }
    let mut out = Vec::new();
    for (kind, stores, changes) in all {
        if let Some(o) = st.evaluate_routes(&changes) {
            if st.exact.cost - o.exact.cost > 0.0 {
                out.push(route_suggestion(st, kind, &stores, &changes, &o));
            }
        }
    }
    st.sync();
    out
}

/// Apply suggestions one after another (each to the plan the previous ones left).
pub fn apply(case: &RoutingCase, plan: &Plan, suggestions: &[Suggestion]) -> Result<Plan, CoachError> {
    let mut routes = resolve(case, plan)?;
    for (n, s) in suggestions.iter().enumerate() {
        if matches!(s.kind, MoveKind::Sectors | MoveKind::Handoff | MoveKind::Resequence | MoveKind::Lengthen) {
            set_routes(case, &mut routes, &s.routes_after).ok_or(CoachError::Stale(n))?;
            continue;
        }
        let mv = match s.kind {
            MoveKind::Relocate => Move::Relocate { from: (s.from.route, s.from.position), to: (s.to.route, s.to.position) },
            MoveKind::Swap => Move::Swap { a: (s.from.route, s.from.position), b: (s.to.route, s.to.position) },
            MoveKind::Reverse => Move::Reverse { route: s.from.route, from: s.from.position, to: s.to.position },
            MoveKind::Sectors | MoveKind::Handoff | MoveKind::Resequence | MoveKind::Lengthen => unreachable!("handled above"),
        };
        let at = |p: Place| routes.get(p.route).and_then(|r| r.get(p.position)).map(|&i| case.code(i));
        let first_ok = at(s.from) == s.stores.first();
        if !mv.fits(&routes) || !first_ok {
            return Err(CoachError::Stale(n));
        }
        mv.apply(&mut routes);
    }
    Ok(plan_of(case, &routes))
}

/// Replace the routes a route-level move changed; `None` (routes untouched) unless the
/// changed routes hold the same stores before and after, and every code is known.
fn set_routes(case: &RoutingCase, routes: &mut [Vec<usize>], after: &[RouteAfter]) -> Option<()> {
    let mut new = Vec::with_capacity(after.len());
    let (mut was, mut now) = (Vec::new(), Vec::new());
    for a in after {
        was.extend_from_slice(routes.get(a.route)?);
        let r: Vec<usize> = a.stores.iter().map(|c| case.store_index(c.as_str())).collect::<Option<_>>()?;
        now.extend_from_slice(&r);
        new.push((a.route, r));
    }
    crate::sort::unstable(&mut was);
    crate::sort::unstable(&mut now);
    if was != now {
        return None;
    }
    for (r, x) in new {
        routes[r] = x;
    }
    Some(())
}

/// A plan from resolved routes (codes as customers.csv writes them).
pub(crate) fn plan_of(case: &RoutingCase, routes: &[Vec<usize>]) -> Plan {
    Plan {
        routes: routes.iter().map(|r| r.iter().map(|&i| Code { code: case.code(i).clone(), line: None, column: None }).collect()).collect(),
        format: "json".into(),
        route_ids: Vec::new(),
    }
}

fn near_of(st: &State, opts: &Options) -> Vec<Vec<usize>> {
    let mut include = vec![false; st.case.stores.len()];
    st.routes.iter().flatten().for_each(|&s| include[s] = true);
    neighbours::nearest(&st.case.points, &include, opts.neighbours)
}

/// The screened and spatial candidates, best estimate first, without repeats.
fn candidates(st: &mut State, near: &[Vec<usize>], opts: &Options) -> Vec<Move> {
    st.sync();
    let st = &*st;
    let screen = Screen::new(st);
    let mut all = Vec::new();
    relocate::candidates(st, near, &screen, &mut all);
    swap::candidates(st, near, &screen, &mut all);
    reverse::candidates(st, near, &screen, &mut all);
    all.retain(|c| c.gain > 0.0);
    all.sort_by(|a, b| b.gain.total_cmp(&a.gain).then(a.mv.cmp(&b.mv)));
    let mut picked: Vec<Move> = Vec::new();
    for c in all {
        if picked.len() >= opts.exact {
            break;
        }
        if !picked.contains(&c.mv) {
            picked.push(c.mv);
        }
    }
    // Moves aimed at the plan's intrusions and crossings, whatever they do to time.
    // (store's route, position, target route), each tried once, at most 4 × the
    // number kept: a plan full of intrusions must not make a search slow.
    let mut aims: Vec<(usize, usize, usize)> = Vec::new();
    for &(hull, store_route, stop) in &st.engine.intrusions {
        aims.push((store_route as usize, stop as usize, hull as usize));
    }
    for &(ra, sa, rb, sb, _) in &st.engine.crossings {
        for (r, seg, other) in [(ra, sa, rb), (rb, sb, ra)] {
            let (r, seg, other) = (r as usize, seg as usize, other as usize);
            for pos in [seg.wrapping_sub(1), seg] {
                if pos < st.routes[r].len() {
                    aims.push((r, pos, other));
                }
            }
        }
    }
    crate::sort::unstable(&mut aims);
    aims.dedup();
    let step = aims.len().div_ceil(4 * opts.spatial.max(1)).max(1);
    let spatial: Vec<Cand> = aims.iter().step_by(step).filter_map(|&(r, pos, q)| relocate::into_route(st, (r, pos), q, &screen)).collect();
    let mut spatial = spatial;
    spatial.sort_by(|a, b| b.gain.total_cmp(&a.gain).then(a.mv.cmp(&b.mv)));
    let mut n = 0;
    for c in spatial {
        if n >= opts.spatial {
            break;
        }
        if !picked.contains(&c.mv) {
            picked.push(c.mv);
            n += 1;
        }
    }
    // Moves on the same routes one after another: each evaluation then re-measures
    // only those routes (see `State::evaluate`).
    picked.sort_by_key(|m| (m.routes(), *m));
    picked
}

/// Re-score the candidates exactly; the `limit` best that save cost, best first.
fn search(st: &mut State, near: &[Vec<usize>], opts: &Options, limit: usize) -> Vec<Suggestion> {
    let mut scored: Vec<(Move, Suggestion)> =
        candidates(st, near, opts).into_iter().filter_map(|mv| st.evaluate(&mv).map(|o| (mv, suggestion(st, &mv, &o)))).collect();
    scored.retain(|(_, s)| s.cost_saved > 0.0);
    scored.sort_by(|a, b| b.1.cost_saved.total_cmp(&a.1.cost_saved).then(a.0.cmp(&b.0)));
    let mut out: Vec<Suggestion> = scored.into_iter().map(|x| x.1).collect();
    // Route-level moves after the one-store moves on a tie (a stable sort).
    out.extend(route_level(st));
    out.sort_by(|a, b| b.cost_saved.total_cmp(&a.cost_saved));
    out.truncate(limit);
    out
}

fn best(st: &mut State, near: &[Vec<usize>], opts: &Options) -> Option<(Move, Suggestion)> {
    let mut best: Option<(Move, Suggestion)> = None;
    for mv in candidates(st, near, opts) {
        let Some(o) = st.evaluate(&mv) else { continue };
        let s = suggestion(st, &mv, &o);
        let better = match &best {
            None => s.cost_saved > 0.0,
            Some((bm, b)) => s.cost_saved > b.cost_saved || (s.cost_saved == b.cost_saved && mv < *bm),
        };
        if better {
            best = Some((mv, s));
        }
    }
    best
}

fn suggestion(st: &State, mv: &Move, o: &state::Outcome) -> Suggestion {
    let code = |r: usize, i: usize| st.case.code(st.routes[r][i]).clone();
    let (kind, stores, from, to) = match *mv {
        Move::Relocate { from, to } => (MoveKind::Relocate, vec![code(from.0, from.1)], from, to),
        Move::Swap { a, b } => (MoveKind::Swap, vec![code(a.0, a.1), code(b.0, b.1)], a, b),
        Move::Reverse { route, from, to } => (MoveKind::Reverse, vec![code(route, from), code(route, to)], (route, from), (route, to)),
    };
    let (intr, cross) = st.counts();
    let e = &st.exact;
    Suggestion {
        kind,
        stores,
        from: Place { route: from.0, position: from.1 },
        to: Place { route: to.0, position: to.1 },
        intrusions_removed: intr as i64 - o.intrusions as i64,
        crossings_removed: cross as i64 - o.crossings as i64,
        seconds_saved: e.total_seconds - o.exact.total_seconds,
        cost_saved: e.cost - o.exact.cost,
        cost_before: e.cost,
        cost_after: o.exact.cost,
        score_after: o.exact.score,
        routes_after: Vec::new(),
    }
}

/// What the coach says about one submitted plan: the repairs it needs (if invalid),
/// then either suggestions for the (repaired) plan or the moves applied to it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Advice {
    pub file: String,
    /// Whether the plan as submitted is valid.
    pub valid: bool,
    /// Repairs, in order (none for a valid plan). Moves and suggestions refer to the
    /// plan after them.
    pub repairs: Vec<Repair>,
    /// Whether the repairs gave a valid plan (false: the case has too little room).
    pub repaired_valid: bool,
    /// Cost and score of the (repaired) plan before any move.
    pub cost_before: Option<f64>,
    pub score_before: Option<f64>,
    /// Suggest mode: the best moves for the plan, each on its own.
    pub suggestions: Vec<Suggestion>,
    /// Apply mode: the moves applied, one after another.
    pub moves: Vec<Suggestion>,
    /// Apply mode: cost and score after the moves, and whether no move was left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_after: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score_after: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub converged: Option<bool>,
    /// Apply mode: what mattered most (issue 51).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub summary: Option<Summary>,
    /// The plan after the repairs and moves.
    #[serde(skip)]
    pub plan: Plan,
}

/// What [`advise`] does after the repairs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// List up to this many suggestions.
    Suggest(usize),
    /// Apply the best move up to this many times (coach mode: `opts.max_moves`).
    Apply(usize),
}

/// Repair a plan if needed, then suggest or apply moves (the CLI's `coach routing`).
pub fn advise(case: &RoutingCase, plan: &Plan, file: &str, mode: Mode, opts: &Options) -> Advice {
    let valid = resolve(case, plan).is_ok();
    let (repairs, plan) = if valid {
        (Vec::new(), plan.clone())
    } else {
        let r = repair(case, plan);
        (r.repairs, r.plan)
    };
    let mut a = Advice {
        file: file.into(),
        valid,
        repairs,
        repaired_valid: false,
        cost_before: None,
        score_before: None,
        suggestions: Vec::new(),
        moves: Vec::new(),
        cost_after: None,
        score_after: None,
        converged: None,
        summary: None,
        plan,
    };
    let Ok(routes) = resolve(case, &a.plan) else { return a };
    a.repaired_valid = true;
    match mode {
        Mode::Suggest(limit) => {
            let mut st = State::new(case, routes);
            (a.cost_before, a.score_before) = (Some(st.exact.cost), Some(st.exact.score));
            let near = near_of(&st, opts);
            a.suggestions = search(&mut st, &near, opts, limit);
        }
        Mode::Apply(n) => {
            let o = Options { max_moves: n.min(opts.max_moves), ..*opts };
            if let Ok(run) = coach(case, &a.plan, &o) {
                (a.cost_before, a.score_before) = (Some(run.cost_before), Some(run.score_before));
                (a.cost_after, a.score_after, a.converged) = (Some(run.cost_after), Some(run.score_after), Some(run.converged));
                a.moves = run.moves;
                a.summary = Some(run.summary);
                a.plan = run.plan;
            }
        }
    }
    a
}
