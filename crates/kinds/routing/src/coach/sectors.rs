//! Route-level moves (issue 51): split the city into sectors around the depot, and
//! hand the stores at a boundary between two sectors from one route to the other.
//!
//! Why sectors: a cone from the depot is convex, so routes that stay in their own cone
//! have disjoint hulls (no intrusions) and segments that meet only at the depot (no
//! crossings): the spatial penalty, which moves of one store rarely lower, goes at
//! once. The cuts are placed so that the routes take about equal time (the balance
//! term charges 90 per second of spread), and each route is re-sequenced ([`tour`]).

use super::state::{Legs, State};
use super::tour::{seconds, tour};

/// What the sectors' cuts are chosen for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Aim {
    /// The shortest longest route (the others are lengthened to it later).
    Longest,
    /// The least total time plus spread (when short routes cannot be lengthened).
    TimeAndSpread,
    /// The shortest longest route by search over the cuts, each sector toured
    /// (the reference solver's way; small cities only: it tours thousands of ranges).
    MinMax,
}

/// Whole routes replaced by a route-level move: (route, its stops after).
pub(crate) type Changes = Vec<(usize, Vec<usize>)>;

/// Rounds of re-cutting the sectors by their measured times.
const ROUNDS: usize = 12;

/// The stores of the plan in angular order around the depot on raw (lon, lat), starting
/// after the widest empty angle (so no sector straddles it).
pub(crate) fn angular(st: &State) -> Vec<usize> {
    let [dx, dy] = st.case.depot.point();
    let mut keyed: Vec<(f64, f64, usize)> = st
        .routes
        .iter()
        .flatten()
        .map(|&i| {
            let [x, y] = st.case.points[i];
            let (ex, ey) = (x - dx, y - dy);
            (libm::atan2(ey, ex), ex * ex + ey * ey, i)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)).then(a.2.cmp(&b.2)));
    let n = keyed.len();
    let mut start = 0;
    if n > 1 {
        let mut widest = keyed[0].0 + std::f64::consts::TAU - keyed[n - 1].0;
        for i in 1..n {
            let gap = keyed[i].0 - keyed[i - 1].0;
            if gap > widest {
                widest = gap;
                start = i;
            }
        }
    }
    keyed.rotate_left(start);
    keyed.into_iter().map(|k| k.2).collect()
}

/// Cuts (k + 1 positions, 0 to n) where the running `share` first reaches r/k of the
/// total; each sector then shortened from its end while it is over `cap` kg.
fn cuts_by(share: &[f64], weight: &[f64], k: usize, cap: f64) -> Vec<usize> {
    let n = share.len();
    let total: f64 = share.iter().sum();
    let mut cuts = vec![0usize];
    let (mut acc, mut pos) = (0.0, 0usize);
    for r in 1..k {
        let target = total * r as f64 / k as f64;
        while pos < n && acc + share[pos] * 0.5 < target {
            acc += share[pos];
            pos += 1;
        }
        cuts.push(pos.max(*cuts.last().unwrap_or(&0)));
    }
    cuts.push(n);
    // Capacity: a sector over it gives its last stores to the next one.
    for r in 0..k {
        let (a, mut b) = (cuts[r], cuts[r + 1]);
        let mut load: f64 = weight[a..b].iter().sum();
        while load > cap && b > a && r + 1 < k {
            b -= 1;
            load -= weight[b];
        }
        cuts[r + 1] = b;
    }
    cuts
}

/// The plan split into `routes.len()` sectors balanced by route time, each toured; the
/// sectors matched to the present routes (most stores in common first), so a route
/// keeps its number where it can. `None` when there is nothing to split.
pub(crate) fn sector_plan(st: &State, aim: Aim) -> Option<Vec<Vec<usize>>> {
    let k = st.routes.len();
    let order = angular(st);
    if k < 2 || order.len() < k {
        return None;
    }
    let legs: &Legs = &st.legs;
    let weight: Vec<f64> = order.iter().map(|&i| st.case.stores[i].weight).collect();
    let cap = st.case.params.capacity_kg;
    // Start from equal counts; then give each store the time share of its sector and cut
    // again at equal shares of the total, so long (far) sectors get fewer stores.
    if aim == Aim::MinMax {
        let cuts = min_max(legs, &order, &weight, k, cap)?;
        let sectors: Vec<Vec<usize>> = cuts.windows(2).map(|w| tour(legs, &order[w[0]..w[1]])).collect();
        return Some(matched(st, sectors));
    }
    let mut share = vec![1.0; order.len()];
    let mut best: Option<(f64, Vec<Vec<usize>>)> = None;
    for _ in 0..ROUNDS {
        let cuts = cuts_by(&share, &weight, k, cap);
        let sectors: Vec<Vec<usize>> = cuts.windows(2).map(|w| tour(legs, &order[w[0]..w[1]])).collect();
        let times: Vec<f64> = sectors.iter().map(|r| seconds(legs, r)).collect();
        let max = times.iter().copied().fold(0.0, f64::max);
        let min = times.iter().copied().fold(f64::INFINITY, f64::min);
        let w = &st.case.params.weights;
        let cost = match aim {
            // The cost once the shorter routes are lengthened to the longest (the
            // coach's last step): about k × the longest.
            Aim::Longest => max * k as f64,
            // The cost as it stands (short routes with little room to lengthen).
            Aim::TimeAndSpread | Aim::MinMax => times.iter().sum::<f64>() * w.time + (max - min) * w.balance,
        };
        if best.as_ref().is_none_or(|b| cost < b.0) {
            best = Some((cost, sectors));
        }
        for (r, w) in cuts.windows(2).enumerate() {
            let per = if w[1] > w[0] { times[r] / (w[1] - w[0]) as f64 } else { 0.0 };
            // Damped: half the old share, half the measured one.
            for s in &mut share[w[0]..w[1]] {
                *s = 0.5 * *s + 0.5 * per;
            }
        }
        let mean = share.iter().sum::<f64>() / share.len() as f64;
        share.iter_mut().for_each(|s| *s /= mean.max(1e-12));
    }
    let (_, sectors) = best?;
    Some(matched(st, sectors))
}

/// Cuts of `order` into `k` ranges minimising the longest route time (toured), within
/// `cap` kg each, then each inner cut moved by a few stores while that lowers the longer
/// of its two routes. `None` when no split fits the capacity.
fn min_max(legs: &Legs, order: &[usize], weight: &[f64], k: usize, cap: f64) -> Option<Vec<usize>> {
    let n = order.len();
    let mut prefix = vec![0.0];
    for w in weight {
        prefix.push(prefix[prefix.len() - 1] + w);
    }
    let mut memo: std::collections::HashMap<(usize, usize), f64> = Default::default();
    let mut time = |a: usize, b: usize| -> f64 {
        if prefix[b] - prefix[a] > cap {
            return f64::INFINITY;
        }
        *memo.entry((a, b)).or_insert_with(|| seconds(legs, &tour(legs, &order[a..b])))
    };
    // Fill sectors in order, each as far as it stays within `limit`.
    let greedy = |limit: f64, time: &mut dyn FnMut(usize, usize) -> f64| -> Option<Vec<usize>> {
        let mut cuts = vec![0];
        let mut a = 0;
        for _ in 0..k - 1 {
            let (mut lo, mut hi) = (a, n);
            while lo < hi {
                let mid = (lo + hi).div_ceil(2);
                if time(a, mid) <= limit {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            cuts.push(lo);
            a = lo;
        }
        cuts.push(n);
        (time(a, n) <= limit).then_some(cuts)
    };
    let even: Vec<usize> = (0..=k).map(|r| r * n / k).collect();
    let mut hi = even.windows(2).map(|w| time(w[0], w[1])).fold(0.0, f64::max);
    let mut best = None;
    for _ in 0..60 {
        if !hi.is_finite() {
            return None;
        }
        if let Some(c) = greedy(hi, &mut time) {
            best = Some(c);
            break;
        }
        hi *= 1.25;
    }
    let mut best = best?;
    let mut lo = 0.0;
    while hi - lo > 0.5 {
        let mid = 0.5 * (lo + hi);
        match greedy(mid, &mut time) {
            Some(c) => {
                hi = mid;
                best = c;
            }
            None => lo = mid,
        }
    }
    // Smooth: each inner cut by up to 6 stores, lowering (longer, difference) of the two.
    for _ in 0..100 {
        let mut moved = false;
        for j in 1..k {
            let (a, c, b) = (best[j - 1], best[j], best[j + 1]);
            let mut key = |m: usize| {
                let (x, y) = (time(a, m), time(m, b));
                (x.max(y), (x - y).abs())
            };
            let mut pick = (c, key(c));
            for m in a.max(c.saturating_sub(6))..=b.min(c + 6) {
                let kv = key(m);
                if kv.0 < pick.1 .0 || (kv.0 == pick.1 .0 && kv.1 < pick.1 .1) {
                    pick = (m, kv);
                }
            }
            if pick.0 != c {
                best[j] = pick.0;
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    Some(best)
}

/// Give each sector the number of the present route it shares most stores with.
fn matched(st: &State, sectors: Vec<Vec<usize>>) -> Vec<Vec<usize>> {
    let k = sectors.len();
    let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
    for (s, sec) in sectors.iter().enumerate() {
        let mut count = vec![0usize; k];
        for &i in sec {
            count[st.place[i].0] += 1;
        }
        pairs.extend(count.iter().enumerate().map(|(r, &c)| (c, s, r)));
    }
    pairs.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let (mut sec_done, mut route_of) = (vec![false; k], vec![usize::MAX; k]);
    let mut route_used = vec![false; k];
    for (_, s, r) in pairs {
        if !sec_done[s] && !route_used[r] {
            sec_done[s] = true;
            route_used[r] = true;
            route_of[s] = r;
        }
    }
    let mut out = vec![Vec::new(); k];
    for (s, sec) in sectors.into_iter().enumerate() {
        out[route_of[s]] = sec;
    }
    out
}

/// Hand-offs: for each route, the run of its stores nearest (in angular order) to the
/// stores of a neighbouring route, handed to that route, both re-sequenced. Runs of 1,
/// 2, 4 and 8 stores; each (giver, taker, stores) once; only from the longest route or
/// to the shortest.
pub(crate) fn handoffs(st: &State) -> Vec<(Vec<usize>, Changes)> {
    let order = angular(st);
    let n = order.len();
    let mut out = Vec::new();
    if n < 2 {
        return out;
    }
    let owner: Vec<usize> = order.iter().map(|&i| st.place[i].0).collect();
    let cap = st.case.params.capacity_kg;
    let mut seen = std::collections::BTreeSet::new();
    // Only boundaries of the longest or the shortest route: the balance term moves
    // with nothing else.
    let t = &st.engine.route_seconds;
    let longest = (0..t.len()).max_by(|&a, &b| t[a].total_cmp(&t[b]).then(b.cmp(&a)));
    let shortest = (0..t.len()).min_by(|&a, &b| t[a].total_cmp(&t[b]).then(a.cmp(&b)));
    // Each boundary in the order: stores of `giver` just before (or after) one of `taker`.
    for b in 1..n {
        let (x, y) = (owner[b - 1], owner[b]);
        if x == y {
            continue;
        }
        for (giver, taker, forward) in [(x, y, false), (y, x, true)] {
            if Some(giver) != longest && Some(taker) != shortest {
                continue;
            }
            for run in [1usize, 2, 4, 8] {
                // The run: up to `run` stores of giver walking away from the boundary.
                let mut stores = Vec::new();
                let mut p = if forward { b } else { b - 1 };
                loop {
                    if owner[p] != giver {
                        break;
                    }
                    stores.push(order[p]);
                    if stores.len() == run {
                        break;
                    }
                    if forward {
                        p += 1;
                        if p >= n {
                            break;
                        }
                    } else if p == 0 {
                        break;
                    } else {
                        p -= 1;
                    }
                }
                if stores.len() != run || stores.len() >= st.routes[giver].len() {
                    continue;
                }
                let mut key = stores.clone();
                key.sort_unstable();
                if !seen.insert((giver, taker, key)) {
                    continue;
                }
                let w: f64 = stores.iter().map(|&s| st.case.stores[s].weight).sum();
                if st.loads[taker] + w > cap {
                    continue;
                }
                // The giver keeps its order; each handed store goes where it adds least.
                let keep: Vec<usize> = st.routes[giver].iter().copied().filter(|s| !stores.contains(s)).collect();
                let mut take: Vec<usize> = st.routes[taker].clone();
                for &s in &stores {
                    let (j, _) = st.legs.cheapest_insertion(&take, s);
                    take.insert(j, s);
                }
                let changes = vec![(giver, keep), (taker, take)];
                out.push((stores, changes));
            }
        }
    }
    out
}
