//! The fast measuring path (`measure`, `Incremental`) against the quadratic definition
//! (`measure_quadratic`, the server's loops): equal results, in the same order, on
//! thousands of random and degenerate plans from a fixed-seed generator.

use grader::routing::index::Frame;
use grader::routing::{grade_plan, measure, measure_quadratic, validate, Incremental, Plan, RoutingCase, RoutingParams, Store};

mod support;
use support::rng::Rng;

fn round6(x: f64) -> f64 {
    (x * 1e6).round() / 1e6
}

const KINDS: [&str; 14] = [
    "uniform",
    "lattice",
    "lattice-raw",
    "line",
    "clusters",
    "coincident",
    "integer",
    "needle",
    "tiny",
    "huge",
    "mixed-scale",
    "diagonals",
    "origin-line",
    "origin-lines",
];

/// Points of one kind (the first one may serve as the depot).
fn points(rng: &mut Rng, kind: &str, n: usize) -> Vec<[f64; 2]> {
    let mut out = Vec::with_capacity(n);
    match kind {
        "uniform" => (0..n).for_each(|_| out.push([round6(rng.range(116.0, 116.6)), round6(rng.range(39.7, 40.2))])),
        "lattice" | "lattice-raw" => {
            let step = rng.pick(&[0.01, 0.1, 0.05, 0.003]);
            let k = 3 + rng.below(6);
            for _ in 0..n {
                let (i, j) = (rng.below(k + 1) as f64, rng.below(k + 1) as f64);
                let p = [116.0 + i * step, 39.9 + j * step];
                out.push(if kind == "lattice" { [round6(p[0]), round6(p[1])] } else { p });
            }
        }
        "line" => (0..n).for_each(|_| {
            let t = rng.below(31) as f64;
            out.push([round6(116.0 + t * 0.01), round6(39.9 + t * 0.007)])
        }),
        "clusters" => {
            let c: Vec<[f64; 2]> = (0..3).map(|_| [rng.range(116.0, 116.5), rng.range(39.8, 40.1)]).collect();
            for _ in 0..n {
                let cc = rng.pick(&c);
                out.push([round6(cc[0] + rng.pick(&[0.0, 0.0, 0.001, -0.002])), round6(cc[1] + rng.pick(&[0.0, 0.001, 0.003]))]);
            }
        }
        "coincident" => {
            let p = [116.3, 39.9];
            (0..n).for_each(|_| out.push(if rng.below(8) == 0 { [116.31, 39.9] } else { p }));
        }
        "integer" => (0..n).for_each(|_| out.push([rng.below(5) as f64, rng.below(5) as f64])),
        "needle" => {
            // Nearly collinear: a slanted line with a few ulps of noise.
            let (dx, dy) = (rng.range(-1.0, 1.0), rng.range(-1.0, 1.0));
            for _ in 0..n {
                let t = rng.below(40) as f64 * 0.013;
                let mut p = [116.2 + t * dx, 39.9 + t * dy];
                for c in &mut p {
                    for _ in 0..rng.below(3) {
                        *c = if rng.below(2) == 0 { c.next_up() } else { c.next_down() };
                    }
                }
                out.push(p);
            }
        }
        "tiny" => {
            let s = rng.pick(&[1e-5, 1e-9, 1e-300, 1e-310]);
            (0..n).for_each(|_| out.push([rng.below(7) as f64 * s * rng.pick(&[1.0, 1.5]), rng.below(7) as f64 * s]));
        }
        "huge" => {
            let s = rng.pick(&[1e6, 1e100, 1e200, 1e300]);
            (0..n).for_each(|_| out.push([rng.range(-1.0, 1.0) * s, (rng.below(9) as f64 - 4.0) * s]));
        }
        "mixed-scale" => (0..n).for_each(|_| {
            let s = rng.pick(&[1e-3, 1.0, 1e3]);
            out.push([rng.range(-1.0, 1.0) * s, rng.range(-1.0, 1.0) * s])
        }),
        "origin-line" | "origin-lines" => {
            // Lines through the origin: coordinates of both signs and many binades, so the
            // differences in `cross` round and nearly collinear segments far apart can
            // "cross" in float (the case the line buckets exist for).
            let lines: Vec<[f64; 4]> = (0..if kind == "origin-line" { 1 } else { 3 })
                .map(|_| [rng.range(-0.5, 0.5), rng.range(-0.5, 0.5), rng.range(0.3, 1.5), rng.range(-1.0, 1.0)])
                .collect();
            for _ in 0..n {
                let l = rng.pick(&lines);
                let t = (rng.below(61) as f64 - 30.0) * 0.37;
                out.push([l[0] + t * l[2], l[1] + t * l[3]]);
            }
        }
        _ => {
            // diagonals of an unrounded lattice: many nearly-collinear long segments.
            let k = 4 + rng.below(20);
            (0..n).for_each(|_| {
                let i = rng.below(k) as f64;
                let j = if rng.below(2) == 0 { i } else { k as f64 - i };
                out.push([116.0 + i * 0.01, 39.9 + j * 0.007])
            });
        }
    }
    out
}

fn make_case(rng: &mut Rng, kind: &str, n: usize, vehicles: usize) -> RoutingCase {
    let pts = points(rng, kind, n + 1);
    let depot = if rng.below(2) == 0 { pts[0] } else { [pts[0][0] - 0.05, pts[0][1] + 0.1] };
    let stores = pts[1..]
        .iter()
        .enumerate()
        .map(|(i, p)| Store { code: format!("S{i}"), weight: 1.0 + rng.below(300) as f64, lon: p[0], lat: p[1], line: i + 2 })
        .collect();
    let depot = Store { code: "0".into(), weight: 0.0, lon: depot[0], lat: depot[1], line: 1 };
    RoutingCase::new(depot, stores, RoutingParams { vehicles, capacity_kg: 1e9, reference_cost: 50_000.0, ..Default::default() })
}

/// Routes over all stores: random, sorted sweeps, empty routes, routes of 1–2 stores.
fn make_routes(rng: &mut Rng, n: usize, vehicles: usize, case: &RoutingCase) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.below(i + 1));
    }
    if rng.below(3) == 0 {
        let d = case.depot.point();
        order.sort_by(|&a, &b| {
            let (pa, pb) = (case.points[a], case.points[b]);
            libm::atan2(pa[1] - d[1], pa[0] - d[0]).total_cmp(&libm::atan2(pb[1] - d[1], pb[0] - d[0]))
        });
    }
    let mut routes = vec![Vec::new(); vehicles];
    match rng.below(3) {
        0 => order.iter().for_each(|&s| routes[rng.below(vehicles)].push(s)),
        1 => order.iter().enumerate().for_each(|(i, &s)| routes[i * vehicles / n.max(1)].push(s)),
        _ => {
            // A few tiny routes, the rest in one or two big ones.
            for &s in &order {
                let r = if rng.below(4) == 0 { rng.below(vehicles) } else { rng.below(2.min(vehicles)) };
                routes[r].push(s);
            }
        }
    }
    if rng.below(5) == 0 && n > 0 {
        // A duplicated store and a dropped one: invalid, but still measured.
        let r = rng.below(vehicles);
        let s = rng.below(n);
        routes[r].push(s);
    }
    routes
}

fn same(a: &grader::routing::Measures, b: &grader::routing::Measures) -> bool {
    // Debug strings: compares NaNs from overflowing coordinates too.
    format!("{a:?}") == format!("{b:?}")
}

/// Firing pairs the grid alone would miss: segments farther apart than δ.
fn far_firing_pairs(case: &RoutingCase, m: &grader::routing::Measures, routes: &[Vec<usize>]) -> usize {
    let Some(frame) = Frame::new(std::iter::once(case.depot.point()).chain(routes.iter().flatten().map(|&s| case.points[s])), 0.0) else {
        return 0;
    };
    let end = |r: usize, k: usize| if k == 0 || k > routes[r].len() { case.depot.point() } else { case.points[routes[r][k - 1]] };
    m.crossings
        .iter()
        .filter(|c| {
            let (a0, a1) = (end(c.a.route, c.a.segment), end(c.a.route, c.a.segment + 1));
            let (b0, b1) = (end(c.b.route, c.b.segment), end(c.b.route, c.b.segment + 1));
            let gap_x = (a0[0].min(a1[0]) - b0[0].max(b1[0])).max(b0[0].min(b1[0]) - a0[0].max(a1[0]));
            let gap_y = (a0[1].min(a1[1]) - b0[1].max(b1[1])).max(b0[1].min(b1[1]) - a0[1].max(a1[1]));
            gap_x.max(gap_y) > frame.delta
        })
        .count()
}

#[test]
fn fast_measure_equals_quadratic_on_random_and_degenerate_plans() {
    let mut rng = Rng(20_261_129);
    let mut per_kind = [0usize; KINDS.len()];
    let (mut crossings, mut intrusions, mut far) = (0usize, 0usize, 0usize);
    for case_no in 0..7000 {
        let kind = KINDS[case_no % KINDS.len()];
        let n = match rng.below(10) {
            0 => rng.below(4),
            1..=6 => 3 + rng.below(40),
            _ => 20 + rng.below(140),
        };
        let vehicles = 1 + rng.below(8);
        let case = make_case(&mut rng, kind, n, vehicles);
        let routes = make_routes(&mut rng, n, vehicles, &case);
        let fast = measure(&case, &routes);
        let slow = measure_quadratic(&case, &routes);
        assert!(
            same(&fast, &slow),
            "case {case_no} ({kind}, {n} stores, {vehicles} routes): fast {:?} vs quadratic {:?}\nroutes {routes:?}",
            (fast.intrusions.len(), fast.crossings.len()),
            (slow.intrusions.len(), slow.crossings.len())
        );
        per_kind[case_no % KINDS.len()] += 1;
        crossings += slow.crossings.len();
        intrusions += slow.intrusions.len();
        far += far_firing_pairs(&case, &slow, &routes);
    }
    eprintln!("7000 plans ({per_kind:?} per kind): {crossings} crossings, {intrusions} intrusions equal; {far} crossings between segments farther apart than δ (found by the line buckets)");
    assert!(far > 0, "the degenerate data should exercise the near-collinear path");
}

#[test]
fn fast_measure_equals_quadratic_on_larger_plans() {
    let mut rng = Rng(7);
    for case_no in 0..16 {
        let kind = ["uniform", "lattice", "lattice-raw", "diagonals", "clusters", "needle", "origin-line", "origin-lines"][case_no % 8];
        let n = 500 + rng.below(500);
        let vehicles = [12, 30, 100][case_no % 3];
        let case = make_case(&mut rng, kind, n, vehicles);
        let routes = make_routes(&mut rng, n, vehicles, &case);
        let fast = measure(&case, &routes);
        let slow = measure_quadratic(&case, &routes);
        assert!(same(&fast, &slow), "case {case_no} ({kind}, {n} stores)");
    }
}

#[test]
fn incremental_equals_full_grading_on_random_move_sequences() {
    let mut rng = Rng(424_242);
    let mut moves = 0;
    for case_no in 0..280 {
        let kind = KINDS[case_no % KINDS.len()];
        let n = 2 + rng.below(60);
        let vehicles = 1 + rng.below(6);
        let case = make_case(&mut rng, kind, n, vehicles);
        let routes = make_routes(&mut rng, n, vehicles, &case);
        let codes: Vec<Vec<String>> = routes.iter().map(|r| r.iter().map(|&s| case.stores[s].code.clone()).collect()).collect();
        let mut plan = Plan::from_codes(&codes);
        if rng.below(6) == 0 {
            plan.routes[0].push(grader::routing::Code { code: "NOPE".into(), line: None, column: None });
        }
        let mut g = Incremental::new(case.clone(), plan, "routes.json");
        let others = points(&mut rng, kind, 16);
        for step in 0..30 {
            let store = rng.below(n);
            match rng.below(5) {
                0 => g.move_to_route(store, rng.below(vehicles), rng.below(n + 1)).unwrap(),
                4 => {
                    // A small drag: the hull often stays the same.
                    let p = g.case().points[store];
                    let j = |c: f64, u: f64| c + (c.abs() + 1e-3) * 1e-4 * (u - 0.5);
                    let (u, v) = (rng.unit(), rng.unit());
                    g.move_store(store, [j(p[0], u), j(p[1], v)]).unwrap()
                }
                1 => {
                    // Far away: forces a rebuild of the filters' frame.
                    let p = g.case().points[store];
                    g.move_store(store, [p[0] * 3.0 + 1.0, p[1] - 7.0]).unwrap()
                }
                _ => g.move_store(store, rng.pick(&others)).unwrap(),
            }
            moves += 1;
            let full = grade_plan(g.case(), g.plan(), "routes.json");
            let inc = g.report();
            assert_eq!(format!("{inc:?}"), format!("{full:?}"), "case {case_no} ({kind}) step {step}");
            let v = validate::validate(g.case(), g.plan(), "routes.json");
            let slow = measure_quadratic(g.case(), &v.routes);
            assert_eq!(g.counts(), (slow.intrusions.len(), slow.crossings.len()), "case {case_no} step {step}");
            assert_eq!(format!("{:?}", g.exact()), format!("{:?}", slow.exact));
        }
    }
    eprintln!("{moves} incremental moves equal to full grading and to the quadratic definition");
}

#[test]
fn move_errors_leave_the_plan_alone() {
    let mut rng = Rng(1);
    let case = make_case(&mut rng, "uniform", 5, 2);
    let plan = Plan::from_codes(&[vec!["S0", "S1"], vec!["S2", "S3", "S4"]]);
    let mut g = Incremental::new(case, plan.clone(), "routes.json");
    assert_eq!(g.move_store(9, [0.0, 0.0]), Err(grader::routing::MoveError::UnknownStore(9)));
    assert_eq!(g.move_to_route(0, 5, 0), Err(grader::routing::MoveError::NoSuchRoute(5)));
    assert_eq!(g.move_store(0, [f64::NAN, 0.0]), Err(grader::routing::MoveError::NotFinite));
    assert_eq!(g.plan(), &plan);
}

#[test]
fn incremental_lists_are_what_the_quadratic_definition_measures() {
    // The site draws hulls, intrusions and crossings straight from these accessors on
    // every move: they must be exactly the measured lists, in the report's order.
    let mut rng = Rng(77);
    for case_no in 0..80 {
        let kind = KINDS[case_no % KINDS.len()];
        let n = 3 + rng.below(50);
        let vehicles = 1 + rng.below(5);
        let case = make_case(&mut rng, kind, n, vehicles);
        let routes = make_routes(&mut rng, n, vehicles, &case);
        let codes: Vec<Vec<String>> = routes.iter().map(|r| r.iter().map(|&s| case.stores[s].code.clone()).collect()).collect();
        let mut g = Incremental::new(case.clone(), Plan::from_codes(&codes), "routes.json");
        let others = points(&mut rng, kind, 8);
        for step in 0..20 {
            let store = rng.below(n);
            match rng.below(3) {
                0 => g.move_to_route(store, rng.below(vehicles), rng.below(n + 1)).unwrap(),
                _ => g.move_store(store, rng.pick(&others)).unwrap(),
            }
            let v = validate::validate(g.case(), g.plan(), "routes.json");
            let slow = measure_quadratic(g.case(), &v.routes);
            let at = format!("case {case_no} ({kind}) step {step}");
            assert_eq!(g.routes(), &v.routes[..], "{at}");
            // Debug form: NaN route times (absurd coordinates) compare equal too.
            assert_eq!(format!("{:?}", g.route_seconds()), format!("{:?}", slow.route_seconds), "{at}");
            assert_eq!(g.hulls(), &slow.hulls[..], "{at}");
            assert_eq!(g.loads(), &v.loads[..], "{at}");
            assert_eq!(g.rejected_by(), v.rejected_by(), "{at}");
            let intr: Vec<(usize, usize, usize)> =
                g.intrusion_records().iter().map(|&(h, s, k)| (h as usize, s as usize, k as usize)).collect();
            assert_eq!(intr, slow.intrusions.iter().map(|x| (x.hull_route, x.store_route, x.stop)).collect::<Vec<_>>(), "{at}");
            let cross: Vec<_> =
                g.crossing_records().iter().map(|&(ra, ka, rb, kb, p)| (ra as usize, ka as usize, rb as usize, kb as usize, p)).collect();
            let want: Vec<_> = slow.crossings.iter().map(|c| (c.a.route, c.a.segment, c.b.route, c.b.segment, c.point)).collect();
            assert_eq!(format!("{cross:?}"), format!("{want:?}"), "{at}");
        }
    }
}

/// Issue 19's cities (uniform, clustered, ring, corridor, lattice; depot inside and
/// outside) and plans (sweep, zig-zag, crossing on purpose, nearest-neighbour, random),
/// at sizes the quadratic oracle grades quickly: the fast search finds exactly the
/// oracle's crossings and intrusions, with their located diagnostics (Debug of the
/// whole `Measures`, and the graded reports' JSON).
#[test]
fn fast_measure_equals_quadratic_on_every_generated_city() {
    use support::cities;
    let (mut families, mut crossings, mut intrusions) = (0, 0usize, 0usize);
    for shape in cities::SHAPES {
        for depot in cities::DEPOTS {
            for kind in cities::PLANS {
                for (n, r, seed) in [(40, 3, 1), (300, 12, 2), (700, 30, 3)] {
                    let case = cities::city(shape, depot, n, r, seed);
                    let routes = cities::plan_routes(&case, kind, r, seed);
                    assert_eq!(routes.iter().map(Vec::len).sum::<usize>(), n, "{shape}/{depot}/{kind}: every store once");
                    let fast = measure(&case, &routes);
                    let slow = measure_quadratic(&case, &routes);
                    let at = format!("{shape}/{depot}/{kind} {n} stores {r} routes");
                    assert_eq!((fast.intrusions.len(), fast.crossings.len()), (slow.intrusions.len(), slow.crossings.len()), "{at}");
                    assert!(same(&fast, &slow), "{at}");
                    crossings += slow.crossings.len();
                    intrusions += slow.intrusions.len();
                }
                families += 1;
            }
        }
    }
    eprintln!("{families} city/plan families: {crossings} crossings, {intrusions} intrusions equal");
    assert_eq!(families, 50);
    // The crossing-on-purpose plans must actually cross (and hulls overlap).
    assert!(crossings > 10_000 && intrusions > 10_000, "{crossings} crossings, {intrusions} intrusions");
}

/// A case of the given stores (codes `S0`, `S1`, …) with the depot at `depot`.
fn case_of(depot: [f64; 2], pts: &[[f64; 2]], vehicles: usize) -> RoutingCase {
    let stores =
        pts.iter().enumerate().map(|(i, p)| Store { code: format!("S{i}"), weight: 1.0, lon: p[0], lat: p[1], line: i + 2 }).collect();
    let depot = Store { code: "0".into(), weight: 0.0, lon: depot[0], lat: depot[1], line: 1 };
    RoutingCase::new(depot, stores, RoutingParams { vehicles, capacity_kg: 1e9, reference_cost: 50_000.0, ..Default::default() })
}

/// The report of `routes` (store indices) with its listing checked: the first
/// `LISTED_MAX` of `all` listed, the rest counted; the same from an `Incremental`; the
/// JSON reads back.
fn graded(case: &RoutingCase, routes: &[Vec<usize>]) -> grader::routing::RoutingReport {
    let plan = Plan::from_codes(&routes.iter().map(|r| r.iter().map(|&s| format!("S{s}")).collect::<Vec<_>>()).collect::<Vec<_>>());
    let report = grade_plan(case, &plan, "routes.json");
    assert!(report.valid, "{:?}", report.error_info);
    let inc = Incremental::new(case.clone(), plan, "routes.json").report();
    assert_eq!(grader::to_json(&inc), grader::to_json(&report), "an Incremental lists what grade_plan lists");
    support::readback::assert_reads_back(&grader::Report::Routing(report.clone()), "listed");
    report
}

/// Two routes zig-zagging across each other, one north–south and one east–west:
/// about 116,000 crossings, more than a report lists. The first `LISTED_MAX` are the
/// oracle's first, in its order; the count, the cost and the score take in all.
#[test]
fn a_report_lists_the_first_crossings_and_counts_them_all() {
    use grader::routing::report::LISTED_MAX;
    let n = 340;
    let mut pts = Vec::new();
    for k in 0..=n {
        pts.push([116.0 + 0.5 * k as f64 / n as f64, if k % 2 == 0 { 39.9 } else { 40.2 }]);
    }
    for k in 0..=n {
        pts.push([if k % 2 == 0 { 115.99 } else { 116.51 }, 39.91 + 0.28 * k as f64 / n as f64]);
    }
    let case = case_of([115.9, 39.8], &pts, 2);
    let routes = vec![(0..=n).collect::<Vec<_>>(), (n + 1..=2 * n + 1).collect()];
    let slow = measure_quadratic(&case, &routes);
    let fast = measure(&case, &routes);
    assert!(slow.counts.1 > LISTED_MAX + 10_000, "{} crossings", slow.counts.1);
    assert!(same(&fast, &slow));
    let code = |i: usize| case.code(i).clone();
    let all = grader::routing::crossing::crossings(case.depot.point(), &case.points, &routes, case.depot_code(), &code);
    assert_eq!(all.len(), slow.counts.1);
    let r = graded(&case, &routes);
    assert_eq!(r.segment_crossings, Some(all.len()));
    assert_eq!(r.crossings[..], all[..LISTED_MAX]);
    assert_eq!(r.crossings_unlisted, Some(all.len() - LISTED_MAX));
    assert_eq!((r.intrusions_unlisted, r.intrusions.len()), (None, slow.counts.0));
    let weights = &case.params.weights;
    let e = r.exact.as_ref().unwrap();
    assert_eq!(e.terms.crossing, all.len() as f64 * weights.crossing);
    assert!(grader::to_json(&r).contains(&format!(r#""crossings_unlisted":{}"#, all.len() - LISTED_MAX)));
}

/// Offset copies of a square lattice, one per route, each visited row by row: every
/// inner store lies in every other route's hull, over 100,000 intrusions; with 12
/// routes (hulls paired with routes), 20 (the grid of stores) and 24 (over 20,000
/// stores: in the CLI's build, hulls searched a round at a time on every core, the
/// list filling up within the first round).
#[test]
fn a_report_lists_the_first_intrusions_and_counts_them_all() {
    use grader::routing::report::LISTED_MAX;
    for (nr, side) in [(12usize, 32usize), (20, 20), (24, 30)] {
        let mut pts = Vec::new();
        let mut routes = Vec::new();
        for r in 0..nr {
            let mut route = Vec::new();
            for j in 0..side {
                for i in 0..side {
                    let i = if j % 2 == 0 { i } else { side - 1 - i };
                    route.push(pts.len());
                    pts.push([116.0 + i as f64 * 0.01 + r as f64 * 1e-4, 39.9 + j as f64 * 0.01 + r as f64 * 0.7e-4]);
                }
            }
            routes.push(route);
        }
        let case = case_of([115.95, 39.85], &pts, nr);
        let hulls = grader::routing::hull::route_hulls(&case.points, &routes);
        let code = |i: usize| case.code(i).clone();
        let all = grader::routing::hull::intrusions(&case.points, &routes, &hulls, &code);
        assert!(all.len() > LISTED_MAX + 10_000, "{nr} routes: {} intrusions", all.len());
        let m = measure(&case, &routes);
        assert_eq!(m.counts.0, all.len(), "{nr} routes");
        assert_eq!(m.intrusions[..], all[..LISTED_MAX], "{nr} routes");
        let r = graded(&case, &routes);
        assert_eq!(r.hull_intrusions, Some(all.len()));
        assert_eq!(r.intrusions_unlisted, Some(all.len() - LISTED_MAX));
        assert_eq!(r.intrusions.len(), LISTED_MAX);
        assert_eq!(r.exact.as_ref().unwrap().terms.intrusion, all.len() as f64 * case.params.weights.intrusion);
        assert_eq!(r.crossings_unlisted, None);
    }
}
