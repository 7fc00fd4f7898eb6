//! Benchmark and test cities unlike routing-city, generated deterministically (issue
//! 19): store layouts (uniform, clustered, ring, corridor, lattice), the depot inside or
//! outside, and plans of several kinds (sweep, zig-zag, crossing on purpose,
//! nearest-neighbour, random). Used by `tests/routing_measure_engine.rs` (small sizes, against
//! the quadratic oracle) and by the routing bench (500 to 100,000 stores).
#![allow(dead_code)]

use super::rng::Rng;
use grader::routing::{Plan, RoutingCase, RoutingParams, Store};

pub const SHAPES: [&str; 5] = ["uniform", "clustered", "ring", "corridor", "lattice"];
pub const DEPOTS: [&str; 2] = ["inside", "outside"];
pub const PLANS: [&str; 5] = ["sweep", "zigzag", "crossing", "nearest", "random"];

fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

/// Store positions of one shape, in a box of about 0.8° × 0.6° around (116.4, 39.9).
pub fn layout(rng: &mut Rng, shape: &str, n: usize) -> Vec<[f64; 2]> {
    let (cx, cy) = (116.4, 39.9);
    let mut out = Vec::with_capacity(n);
    match shape {
        "uniform" => (0..n).for_each(|_| out.push([cx + rng.range(-0.4, 0.4), cy + rng.range(-0.3, 0.3)])),
        "clustered" => {
            let centres: Vec<[f64; 2]> = (0..8).map(|_| [cx + rng.range(-0.35, 0.35), cy + rng.range(-0.25, 0.25)]).collect();
            for _ in 0..n {
                let c = rng.pick(&centres);
                let (r, a) = (0.03 * rng.unit().sqrt(), std::f64::consts::TAU * rng.unit());
                out.push([c[0] + r * a.cos(), c[1] + r * a.sin()]);
            }
        }
        "ring" => (0..n).for_each(|_| {
            let (r, a) = (rng.range(0.25, 0.3), std::f64::consts::TAU * rng.unit());
            out.push([cx + r * a.cos(), cy + r * a.sin()]);
        }),
        "corridor" => (0..n).for_each(|_| out.push([cx + rng.range(-0.4, 0.4), cy + rng.range(-0.01, 0.01)])),
        _ => {
            // lattice: a square grid of streets, stores on the nodes (at most a few per node).
            let k = ((n as f64).sqrt().ceil() as usize).max(2);
            let step = 0.6 / k as f64;
            for i in 0..n {
                let (a, b) = (i % k, (i / k) % k);
                out.push([cx - 0.3 + a as f64 * step, cy - 0.3 + b as f64 * step]);
            }
        }
    }
    out.iter().map(|p| [round6(p[0]), round6(p[1])]).collect()
}

/// A city: `n` stores of `shape`, the depot at the centre or outside to the south-west.
pub fn city(shape: &str, depot: &str, n: usize, vehicles: usize, seed: u64) -> RoutingCase {
    let mut rng = Rng(seed ^ 0x5eed_c17e);
    let pts = layout(&mut rng, shape, n);
    let stores: Vec<Store> = pts
        .iter()
        .enumerate()
        .map(|(i, p)| Store { code: format!("S{:06}", i), weight: round6(rng.range(5.0, 100.0)), lon: p[0], lat: p[1], line: i + 3 })
        .collect();
    let d = if depot == "inside" { [116.4, 39.9] } else { [115.8, 39.4] };
    let params = RoutingParams { vehicles, capacity_kg: 1e12, reference_cost: 1e6, ..Default::default() };
    RoutingCase::new(Store { code: "0".into(), weight: 0.0, lon: d[0], lat: d[1], line: 2 }, stores, params)
}

/// Routes (resolved store indices) of one plan kind with `routes` routes.
pub fn plan_routes(case: &RoutingCase, kind: &str, routes: usize, seed: u64) -> Vec<Vec<usize>> {
    let pts = &case.points;
    let n = pts.len();
    let d = case.depot.point();
    let ang = |i: usize| (pts[i][1] - d[1]).atan2(pts[i][0] - d[0]);
    let rad = |i: usize| (pts[i][0] - d[0]).hypot(pts[i][1] - d[1]);
    let mut rng = Rng(seed ^ 0xc0ffee);
    let mut by_angle: Vec<usize> = (0..n).collect();
    by_angle.sort_by(|&a, &b| ang(a).total_cmp(&ang(b)).then(a.cmp(&b)));
    let sectors =
        |order: &[usize]| -> Vec<Vec<usize>> { (0..routes).map(|r| order[r * n / routes..(r + 1) * n / routes].to_vec()).collect() };
    match kind {
        // Sectors around the depot, each swept by angle (long radial jumps).
        "sweep" => sectors(&by_angle),
        // Sectors, each toured outwards in bands of alternating direction.
        "zigzag" => {
            let mut out = sectors(&by_angle);
            for s in &mut out {
                let rmax = s.iter().map(|&i| rad(i)).fold(1e-12, f64::max);
                let bands = ((s.len() as f64 / 6.0).sqrt().ceil() as usize).max(1);
                let band = |i: usize| ((rad(i) / rmax * bands as f64) as usize).min(bands - 1);
                s.sort_by(|&a, &b| {
                    let (ba, bb) = (band(a), band(b));
                    ba.cmp(&bb).then(if ba % 2 == 0 { ang(a).total_cmp(&ang(b)) } else { ang(b).total_cmp(&ang(a)) }).then(a.cmp(&b))
                });
            }
            out
        }
        // Crossing on purpose: store k to route k mod R, in angle order (every route
        // spans the whole city and crosses every other).
        "crossing" => {
            let mut out = vec![Vec::new(); routes];
            by_angle.iter().enumerate().for_each(|(k, &i)| out[k % routes].push(i));
            out
        }
        // Sectors, each toured nearest-neighbour from the depot (grid-bucketed search).
        "nearest" => sectors(&by_angle).into_iter().map(|s| nearest_tour(pts, d, &s)).collect(),
        // A random permutation cut into routes.
        _ => {
            let mut perm: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                perm.swap(i, rng.below(i + 1));
            }
            sectors(&perm)
        }
    }
}

/// Nearest-neighbour tour of `stops` from `start`, with a coarse bucket grid so that it
/// stays near-linear for 100,000 stores.
fn nearest_tour(pts: &[[f64; 2]], start: [f64; 2], stops: &[usize]) -> Vec<usize> {
    if stops.is_empty() {
        return Vec::new();
    }
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for &i in stops {
        x0 = x0.min(pts[i][0]);
        y0 = y0.min(pts[i][1]);
        x1 = x1.max(pts[i][0]);
        y1 = y1.max(pts[i][1]);
    }
    let k = ((stops.len() as f64 / 2.0).sqrt().ceil() as usize).max(1);
    let (w, h) = ((x1 - x0).max(1e-9), (y1 - y0).max(1e-9));
    let cell = |p: [f64; 2]| {
        let a = (((p[0] - x0) / w * k as f64) as isize).clamp(0, k as isize - 1);
        let b = (((p[1] - y0) / h * k as f64) as isize).clamp(0, k as isize - 1);
        (a, b)
    };
    let mut grid: Vec<Vec<usize>> = vec![Vec::new(); k * k];
    for &i in stops {
        let (a, b) = cell(pts[i]);
        grid[b as usize * k + a as usize].push(i);
    }
    let mut left = stops.len();
    let mut at = start;
    let mut out = Vec::with_capacity(stops.len());
    while left > 0 {
        let (ca, cb) = cell(at);
        let mut best: Option<(f64, usize, usize)> = None;
        let mut ring = 0isize;
        loop {
            for b in (cb - ring).max(0)..=(cb + ring).min(k as isize - 1) {
                for a in (ca - ring).max(0)..=(ca + ring).min(k as isize - 1) {
                    if (a - ca).abs() != ring && (b - cb).abs() != ring {
                        continue;
                    }
                    let c = b as usize * k + a as usize;
                    for (x, &i) in grid[c].iter().enumerate() {
                        let dd = (pts[i][0] - at[0]).powi(2) + (pts[i][1] - at[1]).powi(2);
                        if best.is_none_or(|(bd, bi, _)| dd < bd || (dd == bd && i < bi)) {
                            best = Some((dd, i, c * stops.len() + x));
                        }
                    }
                }
            }
            // Anything beyond ring r+1 is at least r cells away.
            let reach = ring as f64 * w.min(h) / k as f64;
            if best.is_some_and(|(bd, _, _)| bd.sqrt() <= reach) || ring > 2 * k as isize {
                break;
            }
            ring += 1;
        }
        let (_, i, tag) = best.expect("a store is left");
        let (c, x) = (tag / stops.len(), tag % stops.len());
        grid[c].swap_remove(x);
        out.push(i);
        at = pts[i];
        left -= 1;
    }
    out
}

/// The routes as a plan (store codes).
pub fn plan_of(case: &RoutingCase, routes: &[Vec<usize>]) -> Plan {
    let codes: Vec<Vec<&str>> = routes.iter().map(|r| r.iter().map(|&i| case.stores[i].code.as_str()).collect()).collect();
    Plan::from_codes(&codes)
}
