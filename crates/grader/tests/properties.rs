//! Property tests (proptest): what must not change a grading, and what must never
//! happen on any input.
//!
//! Routing plans are drawn on a dyadic grid (lon = 114 + i/64, lat = 30 + j/64, i, j <
//! 64, depot on the grid too): every coordinate, every difference and every cross
//! product is then exact in `f64` (at most 14 + 14 bits per factor), so translating the
//! whole city by a multiple of 1/64 leaves every orientation test, every sort and so
//! every count bit-for-bit unchanged. Off the grid that is not true (a rounded cross
//! product may change sign), so the translation property is only asserted there. A
//! small grid also gives many coincident, collinear and touching stores, the cases
//! where a careless implementation goes wrong.
//!
//! Each property runs a modest number of cases ([`config`]) so that
//! the whole file stays within a few seconds in a debug build.

use std::collections::BTreeMap;

use grader::case::parse_manifest;
use grader::case_grader::CaseGrader;
use grader::routing::{self, grade_plan, Plan, RoutingCase, RoutingParams, RoutingReport, Store};
use grader::scorecard::{self, ScorecardParams};
use grader::uplift;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// `cases` cases, and no regression files written next to the tests (a failure prints
/// its minimal input; add it as a plain test).
fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::with_cases(cases) }
}

// ------------------------------------------------------------------ routing plans

/// A city and a plan on the dyadic grid: the depot, stores as grid cells, and routes
/// as lists of store indices (some possibly empty).
#[derive(Debug, Clone)]
struct City {
    depot: (i32, i32),
    stores: Vec<(i32, i32)>,
    routes: Vec<Vec<usize>>,
}

const STEP: f64 = 1.0 / 64.0;

fn city() -> impl Strategy<Value = City> {
    (1usize..6, 3usize..36).prop_flat_map(|(k, n)| {
        ((0..64i32, 0..64i32), prop::collection::vec((0..64i32, 0..64i32), n), prop::collection::vec((0..k, any::<u32>()), n)).prop_map(
            move |(depot, stores, assign)| {
                let mut routes: Vec<Vec<(u32, usize)>> = vec![Vec::new(); k];
                for (s, (r, key)) in assign.into_iter().enumerate() {
                    routes[r].push((key, s));
                }
                let routes = routes
                    .into_iter()
                    .map(|mut r| {
                        r.sort();
                        r.into_iter().map(|(_, s)| s).collect()
                    })
                    .collect();
                City { depot, stores, routes }
            },
        )
    })
}

fn code(s: usize) -> String {
    format!("S{s:03}")
}

/// The case, with every coordinate shifted by (dx, dy) grid steps.
fn case_of(c: &City, dx: i32, dy: i32) -> RoutingCase {
    let at = |(i, j): (i32, i32)| (114.0 + f64::from(i + dx) * STEP, 30.0 + f64::from(j + dy) * STEP);
    let (lon, lat) = at(c.depot);
    let depot = Store { code: "0".into(), weight: 0.0, lon, lat, line: 2 };
    let stores = c
        .stores
        .iter()
        .enumerate()
        .map(|(s, &p)| {
            let (lon, lat) = at(p);
            Store { code: code(s), weight: 10.0, lon, lat, line: s + 3 }
        })
        .collect();
    let params = RoutingParams { vehicles: c.routes.len(), capacity_kg: 1e9, reference_cost: 1e5, ..Default::default() };
    RoutingCase::new(depot, stores, params)
}

fn plan_of(routes: &[Vec<usize>]) -> Plan {
    let codes: Vec<Vec<String>> = routes.iter().map(|r| r.iter().map(|&s| code(s)).collect()).collect();
    Plan::from_codes(&codes)
}

fn report(c: &City, dx: i32, dy: i32, routes: &[Vec<usize>]) -> RoutingReport {
    grade_plan(&case_of(c, dx, dy), &plan_of(routes), "routes.json")
}

/// Intrusions as (store, its route, the hull's route), route indices mapped by `to`.
fn intrusions(r: &RoutingReport, to: &[usize]) -> BTreeMap<(routing::StoreCode, usize, usize), usize> {
    let mut m = BTreeMap::new();
    for x in &r.intrusions {
        *m.entry((x.store.clone(), to[x.store_route], to[x.hull_route])).or_insert(0) += 1;
    }
    m
}

type SegKey = (usize, routing::StoreCode, routing::StoreCode);

/// Crossings as unordered pairs of segments, each segment (route, its two end codes in
/// order, so a reversed route gives the same key), route indices mapped by `to`.
fn crossings(r: &RoutingReport, to: &[usize]) -> BTreeMap<(SegKey, SegKey), usize> {
    let seg = |s: &routing::SegmentRef| {
        let (a, b) = if s.from <= s.to { (s.from.clone(), s.to.clone()) } else { (s.to.clone(), s.from.clone()) };
        (to[s.route], a, b)
    };
    let mut m = BTreeMap::new();
    for x in &r.crossings {
        let (a, b) = (seg(&x.a), seg(&x.b));
        let key = if a <= b { (a, b) } else { (b, a) };
        *m.entry(key).or_insert(0) += 1;
    }
    m
}

fn identity(n: usize) -> Vec<usize> {
    (0..n).collect()
}

/// `routes` reordered so that route i of the result is route `perm[i]`; returns the
/// new routes and where each old route went.
fn permuted(routes: &[Vec<usize>], perm: &[usize]) -> (Vec<Vec<usize>>, Vec<usize>) {
    let new: Vec<Vec<usize>> = perm.iter().map(|&i| routes[i].clone()).collect();
    let mut to = vec![0; routes.len()];
    for (new_i, &old_i) in perm.iter().enumerate() {
        to[old_i] = new_i;
    }
    (new, to)
}

/// The check behind `permuting_routes_maps_every_relation`, with the mapping of route
/// indices as a parameter so that a wrong mapping can be shown to fail.
fn relations_follow(c: &City, perm: &[usize], map: impl Fn(&[usize]) -> Vec<usize>) -> Result<(), TestCaseError> {
    let before = report(c, 0, 0, &c.routes);
    let (routes, to) = permuted(&c.routes, perm);
    let after = report(c, 0, 0, &routes);
    prop_assert_eq!(before.hull_intrusions, after.hull_intrusions);
    prop_assert_eq!(before.segment_crossings, after.segment_crossings);
    let to = map(&to);
    prop_assert_eq!(intrusions(&before, &to), intrusions(&after, &identity(routes.len())));
    prop_assert_eq!(crossings(&before, &to), crossings(&after, &identity(routes.len())));
    Ok(())
}

fn shuffle<T>(v: &mut [T], keys: &[u32]) {
    let mut idx: Vec<usize> = (0..v.len()).collect();
    idx.sort_by_key(|&i| (keys.get(i).copied().unwrap_or(0), i));
    let mut perm: Vec<Option<usize>> = idx.into_iter().map(Some).collect();
    // Apply the permutation by cycles (no Clone needed).
    for i in 0..v.len() {
        let mut j = i;
        while let Some(k) = perm[j].take() {
            if k == i {
                break;
            }
            v.swap(j, k);
            j = k;
        }
    }
}

proptest! {
    #![proptest_config(config(192))]

    /// Reordering the routes of a plan moves every intrusion and crossing with its
    /// routes, and changes no count (the server's counts are symmetric in route order).
    #[test]
    fn permuting_routes_maps_every_relation(c in city(), keys in prop::collection::vec(any::<u32>(), 6)) {
        let mut perm = identity(c.routes.len());
        shuffle(&mut perm, &keys);
        relations_follow(&c, &perm, |to| to.to_vec())?;
    }

    /// Reversing a route is the same closed path driven the other way: the same
    /// segments (so the same crossings) and the same stores (so the same hull and
    /// intrusions). Any reordering of a route's stops keeps its hull and intrusions
    /// (a hull depends only on the set of stores), e.g. rotating its stops.
    #[test]
    fn reversing_or_rotating_a_route(c in city(), which in any::<prop::sample::Index>(), by in 0usize..40) {
        let ri = which.index(c.routes.len());
        let before = report(&c, 0, 0, &c.routes);
        let mut reversed = c.routes.clone();
        reversed[ri].reverse();
        let after = report(&c, 0, 0, &reversed);
        let id = identity(c.routes.len());
        prop_assert_eq!(crossings(&before, &id), crossings(&after, &id));
        prop_assert_eq!(intrusions(&before, &id), intrusions(&after, &id));
        let mut rotated = c.routes.clone();
        let n = rotated[ri].len().max(1);
        rotated[ri].rotate_left(by % n);
        let after = report(&c, 0, 0, &rotated);
        prop_assert_eq!(intrusions(&before, &id), intrusions(&after, &id));
        // The same hull as points (as codes it may differ: of two stores at one point,
        // which one is the vertex depends on the visit order).
        prop_assert_eq!(&before.routes[ri].hull_points, &after.routes[ri].hull_points);
    }

    /// Translating the whole city (depot included) by whole grid steps keeps every
    /// intrusion and crossing (exact arithmetic on the grid).
    #[test]
    fn translating_on_the_grid_keeps_counts(c in city(), dx in -4096i32..4096, dy in -1900i32..1900) {
        let before = report(&c, 0, 0, &c.routes);
        let after = report(&c, dx, dy, &c.routes);
        let id = identity(c.routes.len());
        prop_assert_eq!(before.hull_intrusions, after.hull_intrusions);
        prop_assert_eq!(before.segment_crossings, after.segment_crossings);
        prop_assert_eq!(intrusions(&before, &id), intrusions(&after, &id));
        prop_assert_eq!(crossings(&before, &id), crossings(&after, &id));
        for (a, b) in before.routes.iter().zip(&after.routes) {
            prop_assert_eq!(&a.hull, &b.hull);
        }
    }

    /// Every store of a route is inside or on its hull, by the spec's own test (no
    /// edge with cross < 0); the intrusions are exactly the other routes' stores inside
    /// or on each hull; a route of 3+ stores not all collinear has a hull.
    #[test]
    fn a_hull_contains_its_routes_stores(c in city()) {
        let case = case_of(&c, 0, 0);
        let r = grade_plan(&case, &plan_of(&c.routes), "routes.json");
        for (ri, route) in c.routes.iter().enumerate() {
            let h = &r.routes[ri].hull_points;
            if h.is_empty() {
                continue;
            }
            prop_assert!(h.len() >= 3);
            for &s in route {
                let p = case.points[s];
                for i in 0..h.len() {
                    let (o, a) = (h[i], h[(i + 1) % h.len()]);
                    let cross = (a[0] - o[0]) * (p[1] - o[1]) - (a[1] - o[1]) * (p[0] - o[0]);
                    prop_assert!(cross >= 0.0, "route {} store {} outside hull edge {}", ri, s, i);
                }
            }
        }
        // Intrusions are exactly the stores of other routes inside or on each hull.
        let mut direct = 0;
        for (hi, hr) in r.routes.iter().enumerate() {
            let h = &hr.hull_points;
            for (ri, route) in c.routes.iter().enumerate() {
                if ri == hi || h.is_empty() {
                    continue;
                }
                direct += route
                    .iter()
                    .filter(|&&s| {
                        let p = case.points[s];
                        (0..h.len()).all(|i| {
                            let (o, a) = (h[i], h[(i + 1) % h.len()]);
                            (a[0] - o[0]) * (p[1] - o[1]) - (a[1] - o[1]) * (p[0] - o[0]) >= 0.0
                        })
                    })
                    .count();
            }
        }
        prop_assert_eq!(r.hull_intrusions, Some(direct));
        // A hull is missing only when the route has < 3 stores or all are collinear.
        for (ri, route) in c.routes.iter().enumerate() {
            if r.routes[ri].hull_points.is_empty() && route.len() >= 3 {
                let p: Vec<[f64; 2]> = route.iter().map(|&s| case.points[s]).collect();
                let collinear = p.iter().all(|q| {
                    let (o, a) = (p[0], p.iter().find(|x| **x != p[0]).copied().unwrap_or(p[0]));
                    (a[0] - o[0]) * (q[1] - o[1]) - (a[1] - o[1]) * (q[0] - o[0]) == 0.0
                });
                prop_assert!(collinear, "route {} has no hull but its stores are not collinear", ri);
            }
        }
    }

    /// The same plan as routes JSON, as a CSV of stops (rows of a route in any order,
    /// with their visit order) and as a CSV of vehicles grades the same, field for
    /// field (but the file name, the format and the CSV's route ids).
    #[test]
    fn csv_and_json_forms_grade_alike(c in city(), keys in prop::collection::vec(any::<u32>(), 40), sep in prop::sample::select(vec![",", ";", "\t"])) {
        let case = case_of(&c, 0, 0);
        let json = plan_of(&c.routes).to_routes_json();
        let mut stops = vec![["route", "store_code", "visit_order"].join(sep)];
        for (ri, r) in c.routes.iter().enumerate() {
            let mut rows: Vec<String> = r.iter().enumerate().map(|(k, &s)| format!("T{ri}{sep}{}{sep}{}", code(s), k + 1)).collect();
            if rows.is_empty() {
                rows.push(format!("T{ri}{sep}{sep}"));
            }
            shuffle(&mut rows, &keys);
            stops.extend(rows);
        }
        let vehicles: Vec<String> = std::iter::once("vehicle,stops".to_string())
            .chain(c.routes.iter().enumerate().map(|(ri, r)| {
                format!("{ri},\"{}\"", r.iter().map(|&s| code(s)).collect::<Vec<_>>().join(" -> "))
            }))
            .collect();
        let normal = |mut r: RoutingReport| {
            r.file = String::new();
            r.format = None;
            r.routes.iter_mut().for_each(|x| x.id = None);
            grader::to_json(&r)
        };
        let from_json = normal(routing::grade(&case, json.as_bytes(), "p.json"));
        prop_assert_eq!(&from_json, &normal(routing::grade(&case, (stops.join("\r\n") + "\r\n").as_bytes(), "p.csv")));
        prop_assert_eq!(&from_json, &normal(routing::grade(&case, (vehicles.join("\n") + "\n").as_bytes(), "p.csv")));
    }
}

// ------------------------------------------------------------------ scorecard

/// A test set (labels) and scores from a few values (many ties), as CSV rows.
fn scorecard_data() -> impl Strategy<Value = Vec<(bool, u8)>> {
    prop::collection::vec((any::<bool>(), 0u8..=10), 2..80)
}

fn csv(header: &str, rows: &[String]) -> Vec<u8> {
    let mut s = format!("{header}\n");
    for r in rows {
        s.push_str(r);
        s.push('\n');
    }
    s.into_bytes()
}

proptest! {
    #![proptest_config(config(256))]

    /// AUC (average ranks for ties) and band-aware KS do not depend on row order, of
    /// the predictions or of the test set: the whole report is the same.
    #[test]
    fn permuting_rows_keeps_auc_and_ks(data in scorecard_data(), k1 in prop::collection::vec(any::<u32>(), 80), k2 in prop::collection::vec(any::<u32>(), 80)) {
        let truth_rows: Vec<String> = data.iter().enumerate().map(|(i, (y, _))| format!("C{i:04},{}", u8::from(*y))).collect();
        let pred_rows: Vec<String> = data.iter().enumerate().map(|(i, (_, s))| format!("C{i:04},{}", f64::from(*s) / 10.0)).collect();
        let params = ScorecardParams::default();
        let grade = |t: &[String], p: &[String]| {
            let truth = scorecard::parse_truth(&csv("customer_id,default", t), "truth.csv").unwrap();
            scorecard::grade(&truth, &params, &csv("customer_id,prob_default", p), "p.csv")
        };
        let base = grade(&truth_rows, &pred_rows);
        prop_assert!(base.valid);
        let (mut t2, mut p2) = (truth_rows.clone(), pred_rows.clone());
        shuffle(&mut p2, &k1);
        let moved = grade(&truth_rows, &p2);
        prop_assert_eq!(grader::to_json(&base), grader::to_json(&moved));
        shuffle(&mut t2, &k2);
        let both = grade(&t2, &p2);
        prop_assert_eq!(base.exact.map(|e| (e.auc.to_bits(), e.ks.to_bits())), both.exact.map(|e| (e.auc.to_bits(), e.ks.to_bits())));
        prop_assert_eq!(&base.roc, &both.roc);
    }
}

// ------------------------------------------------------------------ hostile bytes

/// Bytes: anything, or text assembled from the pieces that break readers.
fn hostile() -> impl Strategy<Value = Vec<u8>> {
    const PIECES: &[&str] = &[
        "{",
        "}",
        "[",
        "]",
        "\"",
        ",",
        ";",
        ":",
        "\n",
        "\r\n",
        "\r",
        "\t",
        " ",
        "\\u",
        "\\ud800",
        "NaN",
        "-",
        "1e309",
        "-0",
        "0x1F",
        "\u{feff}",
        "\0",
        "\"routes\"",
        "\"customers\"",
        "\"kpi\"",
        "\"cost\"",
        "\"type\"",
        "ask",
        "0",
        "1",
        "0.5",
        "A",
        "S001",
        "customer_id",
        "prob_default",
        "default",
        // The public prediction cases' columns and keys (graders() grades two of them).
        "clinic,visit_id,wait_min\n",
        "hour,product,units\n",
        "harbour",
        "V10601",
        "2026-03-01 07:00",
        "croissant",
        "inf",
        "nan",
        "网点编码",
        "总重量",
        "门店经度",
        "门店纬度",
        "true",
        "null",
        "\u{ff}",
        "é",
        "\u{fffd}",
    ];
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..400),
        prop::collection::vec(prop::sample::select(PIECES), 0..120).prop_map(|p| p.concat().into_bytes()),
        (prop::collection::vec(any::<u8>(), 0..200), any::<bool>()).prop_map(|(b, le)| {
            // UTF-16 of arbitrary text.
            let text = String::from_utf8_lossy(&b).into_owned();
            let mut out = Vec::new();
            for u in text.encode_utf16() {
                out.extend(if le { u.to_le_bytes() } else { u.to_be_bytes() });
            }
            out
        }),
    ]
}

fn graders() -> Vec<(&'static str, CaseGrader)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../cases-public");
    ["routing-city", "scorecard-credit", "cold-chain-spoilage", "bakery-hourly-demand", "clinic-wait-minutes"]
        .into_iter()
        .map(|id| {
            let dir = root.join(id);
            let m = parse_manifest(&std::fs::read(dir.join("case.json")).unwrap(), "case.json").unwrap();
            let g =
                CaseGrader::from_files(&m, |n| std::fs::read(dir.join(n)).ok().map(|b| &*Box::leak(b.into_boxed_slice())), None).unwrap();
            (id, g)
        })
        .collect()
}

fn located(d: &[grader::Diagnostic]) -> Result<(), TestCaseError> {
    for x in d {
        prop_assert!(x.location.file.is_some(), "unlocated: {}", x);
        prop_assert!(!x.message.trim().is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(384))]

    /// No parser panics on any bytes, and whatever they reject is located.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in hostile()) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = grader::pyjson::parse(&text);
        for name in ["r.json", "r.csv", "r"] {
            let s = routing::parse_submission(&bytes, name);
            if let Err(d) = &s {
                located(d)?;
            }
        }
        if let Err(d) = routing::parse_customers(&bytes, "customers.csv", RoutingParams::default()) {
            located(&d)?;
        }
        if let Err(d) = scorecard::parse_truth(&bytes, "truth.csv") {
            located(&d)?;
        }
        if let Err(d) = uplift::parse_result(&bytes, "result.json") {
            located(&d)?;
        }
        if let Err(d) = uplift::parse_costs(&bytes, "people.json") {
            located(&d)?;
        }
        let (_, d) = uplift::parse_ask_log(&bytes, "ask.jsonl");
        located(&d)?;
        GRADERS.with(|g| -> Result<(), TestCaseError> {
            for (id, grader) in g.iter() {
                let r = grader.grade(&bytes, "sub.json", &[]);
                prop_assert!(r.to_json().starts_with("{\"kind\":"), "{}", id);
                if !r.valid() {
                    prop_assert!(!r.diagnostics().is_empty(), "{} rejected without a reason", id);
                }
                located(r.diagnostics())?;
                let r = grader.grade(&bytes, "sub.csv", &[]);
                located(r.diagnostics())?;
                if *id == "cold-chain-spoilage" {
                    let result = br#"{"kpi": 32000.0, "kpi_baseline": 48200.0, "kpi_oracle": 31500.0}"#;
                    let r = grader.grade(result, "result.json", &[("ask.jsonl", &bytes)]);
                    located(r.diagnostics())?;
                }
            }
            Ok(())
        })?;
    }
}

thread_local! {
    static GRADERS: Vec<(&'static str, CaseGrader)> = graders();
}

// ------------------------------------------------------------------ the properties can fail

/// The route-permutation property has teeth: checked with the route indices *not*
/// mapped (as a buggy report that kept intrusions and crossings in submission order
/// would look), it finds a counterexample.
#[test]
fn the_permutation_property_fails_on_a_wrong_mapping() {
    let mut runner = TestRunner::new(Config { cases: 256, failure_persistence: None, ..Config::default() });
    let found = runner.run(&(city(), prop::collection::vec(any::<u32>(), 6)), |(c, keys)| {
        let mut perm = identity(c.routes.len());
        shuffle(&mut perm, &keys);
        relations_follow(&c, &perm, |to| identity(to.len()))
    });
    assert!(found.is_err(), "a wrong route mapping went unnoticed in 256 cases");
}

/// Translation off the grid is not exact, so the translation property must be (and
/// is) restricted to it: three collinear points 0.1 apart stop being collinear when
/// moved by 1/3, and a store on a hull's edge leaves it.
#[test]
fn translation_off_the_grid_can_change_a_count() {
    let s = |c: &str, lon: f64, lat: f64| Store { code: c.into(), weight: 1.0, lon, lat, line: 0 };
    let grade_at = |dx: f64| {
        let params = RoutingParams { vehicles: 2, capacity_kg: 1e9, reference_cost: 1e5, ..Default::default() };
        let stores = vec![
            s("A", 0.1 + dx, 0.1),
            s("B", 0.3 + dx, 0.3),
            s("C", 0.3 + dx, 0.1),
            s("D", 0.2 + dx, 0.2), // on the edge A-B of route 0's hull: inside
        ];
        let case = RoutingCase::new(s("0", dx, 0.0), stores, params);
        grade_plan(&case, &Plan::from_codes(&[vec!["A", "B", "C"], vec!["D"]]), "r.json").hull_intrusions
    };
    let counts: Vec<Option<usize>> = [0.0, 1.0 / 3.0, 0.7, 113.9].iter().map(|&dx| grade_at(dx)).collect();
    assert!(counts.iter().any(|&n| n != counts[0]), "every shift kept the count: {counts:?}");
}
