//! The repair path for an invalid plan, in the validator's stage order: unknown codes
//! (the code it most likely meant, else drop it), duplicated stores (keep the copy
//! that is cheapest to keep), missing stores (cheapest insertion), the number of
//! routes (split or merge), then capacity (move stores out of an overloaded route to
//! where they fit at least cost). Each repair is data; [`Repaired::plan`] is the plan
//! with all of them applied, valid whenever the case allows it (enough vehicles for
//! its weight).

use std::collections::HashMap;

use serde::Serialize;

use super::super::customers::RoutingCase;
use super::super::store_code::StoreCode;
use super::super::submission::{Code, Plan};
use super::super::validate::Stage;
use super::state::{load, Legs};
use super::{plan_of, Place};

/// What a repair does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RepairKind {
    /// An unknown code replaced by the store it most likely meant.
    FixCode,
    /// An unknown code (or the depot's) taken out.
    DropUnknown,
    /// A repeated visit taken out.
    DropDuplicate,
    /// A store no route visits, inserted where it costs least.
    InsertMissing,
    /// A route split in two (too few routes).
    SplitRoute,
    /// An empty route added (too few routes, none to split).
    AddRoute,
    /// An empty route removed (too many routes).
    RemoveEmptyRoute,
    /// Two routes joined into one (too many routes).
    MergeRoutes,
    /// A store moved out of a route over capacity.
    MoveForCapacity,
}

/// One repair. Places refer to the plan as the repairs before this one left it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Repair {
    pub kind: RepairKind,
    /// The validation stage it fixes.
    pub stage: Stage,
    /// The code as the plan wrote it (fix-code, drop-*).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub written: Option<String>,
    /// The case's store it concerns.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub store: Option<StoreCode>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<Place>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<Place>,
    /// In plain words, why.
    pub why: String,
}

/// The repairs of a plan and the plan they give.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Repaired {
    pub repairs: Vec<Repair>,
    #[serde(skip)]
    pub plan: Plan,
}

/// Unknown codes tried against every store by edit distance at most (the rest are
/// dropped): keeps a hostile plan cheap.
const EDIT_TRIES: usize = 200;

/// Routes the repairs add at most (empty ones beyond the stores to split into).
const MAX_ADDED_ROUTES: usize = 100_000;

/// Repair `plan` for `case` (see the module docs). A valid plan gets no repairs.
pub fn repair(case: &RoutingCase, plan: &Plan) -> Repaired {
    let mut out = Vec::new();
    let legs = Legs::new(case);
    let n = case.stores.len();
    // 1. Unknown codes.
    let mut loose: Option<HashMap<String, Vec<usize>>> = None;
    let mut tries = 0usize;
    let mut routes: Vec<Vec<usize>> = Vec::with_capacity(plan.routes.len());
    for (ri, route) in plan.routes.iter().enumerate() {
        let mut kept = Vec::with_capacity(route.len());
        for c in route {
            if let Some(i) = case.store_index(&c.code) {
                kept.push(i);
                continue;
            }
            let at = Some(Place { route: ri, position: kept.len() });
            let guess = if c.code == case.depot.code {
                None
            } else {
                tries += 1;
                meant(case, &c.code, &mut loose, tries <= EDIT_TRIES)
            };
            match guess {
                Some((i, why)) => {
                    out.push(Repair {
                        kind: RepairKind::FixCode,
                        stage: Stage::Schema,
                        written: Some(c.code.to_string()),
                        store: Some(case.code(i).clone()),
                        from: at,
                        to: None,
                        why,
                    });
                    kept.push(i);
                }
                None => out.push(Repair {
                    kind: RepairKind::DropUnknown,
                    stage: Stage::Schema,
                    written: Some(c.code.to_string()),
                    store: None,
                    from: at,
                    to: None,
                    why: if c.code == case.depot.code {
                        "the depot's code: routes start and end at the depot without listing it".into()
                    } else {
                        "no store of the case looks like this code".into()
                    },
                }),
            }
        }
        routes.push(kept);
    }
    // Positions above were in the plan with earlier drops applied (`kept.len()`), so
    // applying the repairs in order lands on the same stops.

    // 2. Duplicates: keep the visit whose removal would save least, drop the others.
    let mut visits: Vec<Vec<(usize, usize)>> = vec![Vec::new(); n];
    for (r, route) in routes.iter().enumerate() {
        for (i, &s) in route.iter().enumerate() {
            visits[s].push((r, i));
        }
    }
    let mut drop: Vec<(usize, usize, usize)> = Vec::new(); // (route, position, store)
    for (s, at) in visits.iter().enumerate() {
        if at.len() < 2 {
            continue;
        }
        let saving = |&(r, i): &(usize, usize)| {
            let route = &routes[r];
            let (p, q) = (i.checked_sub(1).map(|k| route[k]), route.get(i + 1).copied());
            legs.leg(p, Some(s)) + legs.leg(Some(s), q) - legs.leg(p, q)
        };
        let keep = at.iter().enumerate().min_by(|a, b| saving(a.1).total_cmp(&saving(b.1)).then(a.0.cmp(&b.0))).map(|x| x.0).unwrap_or(0);
        drop.extend(at.iter().enumerate().filter(|(k, _)| *k != keep).map(|(_, &(r, i))| (r, i, s)));
    }
    // Remove from the back of each route so earlier positions stay put; report them
    // in that order too (each place is then right when the repairs apply in order).
    drop.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    for &(r, i, s) in &drop {
        routes[r].remove(i);
        out.push(Repair {
            kind: RepairKind::DropDuplicate,
            stage: Stage::Schema,
            written: Some(case.code(s).to_string()),
            store: Some(case.code(s).clone()),
            from: Some(Place { route: r, position: i }),
            to: None,
            why: format!("store {} is visited {} times; this visit is the cheapest to leave out", case.code(s), visits[s].len()),
        });
    }

    // 3. Missing stores: cheapest insertion where it fits.
    let cap = case.params.capacity_kg;
    let mut covered = vec![false; n];
    routes.iter().flatten().for_each(|&s| covered[s] = true);
    let missing: Vec<usize> = case.first_rows().iter().map(|&(_, i)| i).filter(|&i| !covered[i]).collect();
    if !missing.is_empty() && routes.is_empty() {
        routes.push(Vec::new());
        out.push(add_route(0, "a plan needs at least one route to hold the stores"));
    }
    let mut loads: Vec<f64> = routes.iter().map(|r| load(case, r)).collect();
    for s in missing {
        let w = case.stores[s].weight;
        let fits = |r: usize| loads[r] + w <= cap;
        let any_fits = (0..routes.len()).any(fits);
        let mut best = (0, 0, f64::INFINITY);
        for (r, route) in routes.iter().enumerate() {
            if any_fits && !fits(r) {
                continue;
            }
            let (j, d) = legs.cheapest_insertion(route, s);
            if d < best.2 {
                best = (r, j, d);
            }
        }
        let (r, j, _) = best;
        routes[r].insert(j, s);
        loads[r] = load(case, &routes[r]);
        out.push(Repair {
            kind: RepairKind::InsertMissing,
            stage: Stage::Schema,
            written: None,
            store: Some(case.code(s).clone()),
            from: None,
            to: Some(Place { route: r, position: j }),
            why: format!("store {} is not visited; this is where it adds least time", case.code(s)),
        });
    }

    // 4. The number of routes (the server checks capacity first, but merging and
    // splitting change loads, so capacity is repaired last).
    let want = case.params.vehicles;
    let excess = routes.len().saturating_sub(want);
    if excess > 0 {
        // Empty routes go first, from the back (earlier indices stay put).
        let empties: Vec<usize> = (0..routes.len()).rev().filter(|&r| routes[r].is_empty()).take(excess).collect();
        let mut gone = vec![false; routes.len()];
        for (k, &r) in empties.iter().enumerate() {
            gone[r] = true;
            out.push(simple(
                RepairKind::RemoveEmptyRoute,
                Some(Place { route: r, position: 0 }),
                None,
                format!("{} routes where {want} are required; this one is empty", routes.len() - k),
            ));
        }
        let mut r = 0;
        routes.retain(|_| {
            r += 1;
            !gone[r - 1]
        });
    }
    while routes.len() > want && routes.len() >= 2 {
        let (a, b, a_first) = merge_pair(case, &legs, &routes);
        let (first, second) = if a_first { (a, b) } else { (b, a) };
        let moved = std::mem::take(&mut routes[second]);
        let at = routes[first].len();
        routes[first].extend(moved);
        routes.remove(second);
        let into = if second < first { first - 1 } else { first };
        out.push(simple(
            RepairKind::MergeRoutes,
            Some(Place { route: second, position: 0 }),
            Some(Place { route: into, position: at }),
            format!(
                "{} routes where {want} are required: route {second}'s stops follow route {first}'s (the join that adds least time)",
                routes.len() + 1
            ),
        ));
    }
    // A case asking for far more vehicles than a plan could list is left alone.
    while routes.len() < want && want - routes.len() <= MAX_ADDED_ROUTES {
        let longest = (0..routes.len()).filter(|&r| routes[r].len() >= 2).max_by(|&a, &b| {
            let t = |r: usize| {
                super::super::time::route_seconds(
                    case.depot.point(),
                    &routes[r].iter().map(|&s| case.points[s]).collect::<Vec<_>>(),
                    &case.params,
                )
            };
            t(a).total_cmp(&t(b)).then(b.cmp(&a))
        });
        match longest {
            Some(r) => {
                let at = routes[r].len() / 2;
                let tail = routes[r].split_off(at);
                routes.push(tail);
                out.push(simple(
                    RepairKind::SplitRoute,
                    Some(Place { route: r, position: at }),
                    Some(Place { route: routes.len() - 1, position: 0 }),
                    format!(
                        "{} routes where {want} are required: the longest route's second half becomes a route of its own",
                        routes.len() - 1
                    ),
                ));
            }
            None => {
                routes.push(Vec::new());
                out.push(add_route(routes.len() - 1, "too few routes and none long enough to split: an empty route counts"));
            }
        }
    }

    // 5. Capacity: move the store whose move costs least to a route it fits in.
    let mut loads: Vec<f64> = routes.iter().map(|r| load(case, r)).collect();
    for r in 0..routes.len() {
        while loads[r] > cap {
            let mut best: Option<(usize, usize, usize, f64)> = None; // (position, to route, to position, cost)
            for (i, &s) in routes[r].iter().enumerate() {
                let w = case.stores[s].weight;
                let route = &routes[r];
                let (p, q) = (i.checked_sub(1).map(|k| route[k]), route.get(i + 1).copied());
                let out_of = legs.leg(p, q) - legs.leg(p, Some(s)) - legs.leg(Some(s), q);
                for (t, other) in routes.iter().enumerate() {
                    if t == r || loads[t] + w > cap {
                        continue;
                    }
                    let (j, d) = legs.cheapest_insertion(other, s);
                    if best.is_none_or(|b| out_of + d < b.3) {
                        best = Some((i, t, j, out_of + d));
                    }
                }
            }
            let Some((i, t, j, _)) = best else { break }; // nowhere to go: the case has too little room
            let s = routes[r].remove(i);
            routes[t].insert(j, s);
            loads[r] = load(case, &routes[r]);
            loads[t] = load(case, &routes[t]);
            out.push(Repair {
                kind: RepairKind::MoveForCapacity,
                stage: Stage::Capacity,
                written: None,
                store: Some(case.code(s).clone()),
                from: Some(Place { route: r, position: i }),
                to: Some(Place { route: t, position: j }),
                why: format!("route {r} is over the capacity; this store fits in route {t} for the least added time"),
            });
        }
    }
    Repaired { repairs: out, plan: plan_of(case, &routes) }
}

/// The plan after `repairs` (a prefix of [`repair`]'s, in order) are applied to `plan`,
/// one after another, each at the places it names (so the site can offer each repair as
/// a button); `None` when one does not fit the plan it meets (another plan's repairs).
/// All of them give [`Repaired::plan`].
pub fn apply(plan: &Plan, repairs: &[Repair]) -> Option<Plan> {
    let mut routes: Vec<Vec<Code>> = plan.routes.clone();
    let code = |s: &StoreCode| Code { code: s.clone(), line: None, column: None };
    let mut k = 0;
    while k < repairs.len() {
        let r = &repairs[k];
        k += 1;
        let (from, to) = (r.from, r.to);
        let stop = |p: Option<Place>, routes: &Vec<Vec<Code>>| p.filter(|p| routes.get(p.route).is_some_and(|x| p.position < x.len()));
        let slot = |p: Option<Place>, routes: &Vec<Vec<Code>>| p.filter(|p| routes.get(p.route).is_some_and(|x| p.position <= x.len()));
        match r.kind {
            RepairKind::FixCode => {
                let (p, s) = (stop(from, &routes)?, r.store.as_ref()?);
                routes[p.route][p.position] = code(s);
            }
            RepairKind::DropUnknown | RepairKind::DropDuplicate => {
                let p = stop(from, &routes)?;
                routes[p.route].remove(p.position);
            }
            RepairKind::InsertMissing => {
                let (p, s) = (slot(to, &routes)?, r.store.as_ref()?);
                routes[p.route].insert(p.position, code(s));
            }
            RepairKind::AddRoute => {
                let p = to.filter(|p| p.route <= routes.len())?;
                routes.insert(p.route, Vec::new());
            }
            RepairKind::RemoveEmptyRoute => {
                // A run of them (from the back, as `repair` lists them) in one pass: a
                // plan of 200,000 empty routes must not take 200,000 shifts of the list.
                let mut gone = vec![false; routes.len()];
                let mut last = usize::MAX;
                for x in std::iter::once(r).chain(repairs[k..].iter().take_while(|x| x.kind == RepairKind::RemoveEmptyRoute)) {
                    let p = x.from.filter(|p| p.route < last && routes.get(p.route).is_some_and(Vec::is_empty))?;
                    gone[p.route] = true;
                    last = p.route;
                }
                k += repairs[k..].iter().take_while(|x| x.kind == RepairKind::RemoveEmptyRoute).count();
                let mut i = 0;
                routes.retain(|_| {
                    i += 1;
                    !gone[i - 1]
                });
            }
            RepairKind::MergeRoutes => {
                let (a, b) = (from?, to?);
                if a.route >= routes.len() {
                    return None;
                }
                let moved = routes.remove(a.route);
                let into = routes.get_mut(b.route).filter(|x| x.len() == b.position)?;
                into.extend(moved);
            }
            RepairKind::SplitRoute => {
                let (p, t) = (slot(from, &routes)?, to?);
                let tail = routes[p.route].split_off(p.position);
                if t.route != routes.len() {
                    return None;
                }
                routes.push(tail);
            }
            RepairKind::MoveForCapacity => {
                let p = stop(from, &routes)?;
                let s = routes[p.route].remove(p.position);
                let t = slot(to, &routes)?;
                routes[t.route].insert(t.position, s);
            }
        }
    }
    Some(Plan { routes, format: "json".into(), route_ids: Vec::new() })
}

fn simple(kind: RepairKind, from: Option<Place>, to: Option<Place>, why: String) -> Repair {
    Repair { kind, stage: Stage::Vehicles, written: None, store: None, from, to, why }
}

fn add_route(r: usize, why: &str) -> Repair {
    simple(RepairKind::AddRoute, None, Some(Place { route: r, position: 0 }), why.into())
}

/// The two routes whose join adds least time (and fits the capacity, if any pair
/// does): (a, b, a first).
fn merge_pair(case: &RoutingCase, legs: &Legs, routes: &[Vec<usize>]) -> (usize, usize, bool) {
    let cap = case.params.capacity_kg;
    let loads: Vec<f64> = routes.iter().map(|r| load(case, r)).collect();
    let join = |a: &[usize], b: &[usize]| {
        let (x, y) = (a.last().copied(), b.first().copied());
        legs.leg(x, y) - legs.leg(x, None) - legs.leg(None, y)
    };
    let mut best: Option<(bool, f64, usize, usize, bool)> = None; // (over capacity, cost, a, b, a first)
                                                                  // Bound the work on hostile plans: only the 64 lightest routes are paired.
    let mut light: Vec<usize> = (0..routes.len()).collect();
    light.sort_by(|&a, &b| loads[a].total_cmp(&loads[b]).then(a.cmp(&b)));
    light.truncate(64);
    light.sort_unstable();
    for (k, &a) in light.iter().enumerate() {
        for &b in &light[k + 1..] {
            let over = loads[a] + loads[b] > cap;
            for (first, d) in [(true, join(&routes[a], &routes[b])), (false, join(&routes[b], &routes[a]))] {
                let key = (over, d);
                if best.is_none_or(|x| (key.0, key.1) < (x.0, x.1)) {
                    best = Some((over, d, a, b, first));
                }
            }
        }
    }
    best.map(|b| (b.2, b.3, b.4)).unwrap_or((0, 1, true))
}

/// The store an unknown code most likely meant, and why: a decimal form (`12.0`),
/// lost leading zeros, a different case, surrounding quotes, or one edit away (two for
/// long codes), when exactly one store is that close.
fn meant(case: &RoutingCase, code: &str, loose: &mut Option<HashMap<String, Vec<usize>>>, edits: bool) -> Option<(usize, String)> {
    let t = code.trim_matches(|c: char| c == '"' || c == '\'' || c.is_whitespace());
    if t != code {
        if let Some(i) = case.store_index(t) {
            return Some((i, "the code had quotes or spaces around it".into()));
        }
    }
    if let Some((whole, frac)) = t.split_once('.') {
        if !frac.is_empty() && frac.bytes().all(|b| b == b'0') {
            if let Some(i) = case.store_index(whole) {
                return Some((i, "the code was written as a decimal number".into()));
            }
            if let Some(i) = one(loose_index(case, loose).get(&crate::routing::validate::loose(whole))) {
                return Some((i, "the code was written as a decimal number and lost its leading zeros".into()));
            }
        }
    }
    if let Some(i) = one(loose_index(case, loose).get(&crate::routing::validate::loose(t))) {
        let why = if t.bytes().all(|b| b.is_ascii_digit()) {
            "the code lost its leading zeros (a spreadsheet reads codes as numbers)"
        } else {
            "the code differs only in upper/lower case"
        };
        return Some((i, why.into()));
    }
    if !edits || t.chars().count() < 4 {
        return None;
    }
    let limit = if t.chars().count() >= 8 { 2 } else { 1 };
    let mut found: Option<(usize, usize)> = None;
    let mut ties = 0;
    for (row, s) in case.first_rows() {
        let d = edit_distance(t, &case.stores[*row].code, limit);
        if d <= limit {
            match found {
                Some((_, fd)) if d > fd => {}
                Some((_, fd)) if d == fd => ties += 1,
                _ => {
                    found = Some((*s, d));
                    ties = 0;
                }
            }
        }
    }
    match found {
        Some((i, d)) if ties == 0 => Some((i, format!("the code is {d} typing slip(s) away from this store's, and from no other"))),
        _ => None,
    }
}

fn one(v: Option<&Vec<usize>>) -> Option<usize> {
    match v {
        Some(v) if v.len() == 1 => Some(v[0]),
        _ => None,
    }
}

fn loose_index<'a>(case: &RoutingCase, cache: &'a mut Option<HashMap<String, Vec<usize>>>) -> &'a HashMap<String, Vec<usize>> {
    cache.get_or_insert_with(|| {
        let mut m: HashMap<String, Vec<usize>> = HashMap::new();
        for &(row, i) in case.first_rows() {
            let v = m.entry(crate::routing::validate::loose(&case.stores[row].code)).or_default();
            if !v.contains(&i) {
                v.push(i);
            }
        }
        m
    })
}

/// Levenshtein distance by characters, or `limit + 1` once it must exceed `limit`.
fn edit_distance(a: &str, b: &str, limit: usize) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        let mut row_min = cur[0];
        for (j, cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb)).min(prev[j + 1] + 1).min(cur[j] + 1);
            row_min = row_min.min(cur[j + 1]);
        }
        if row_min > limit {
            return limit + 1;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()].min(limit + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_is_levenshtein() {
        assert_eq!(edit_distance("ST171311", "ST171311", 2), 0);
        assert_eq!(edit_distance("ST17131", "ST171311", 2), 1);
        assert_eq!(edit_distance("ST117311", "ST171311", 2), 2);
        assert_eq!(edit_distance("XX", "ST171311", 2), 3);
        assert_eq!(edit_distance("kitten", "sitting", 5), 3);
    }
}
