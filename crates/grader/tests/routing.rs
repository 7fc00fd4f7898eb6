//! Routing grader: the spec's rules, one test per rule, with hand-checked values.

use grader::routing::{grade, parse_customers, RoutingCase, RoutingParams, RoutingReport, Stage, Store};
use grader::Category;

mod support;

fn store(code: &str, weight: f64, lon: f64, lat: f64) -> Store {
    Store { code: code.into(), weight, lon, lat, line: 0 }
}

/// A case with the depot at (0, 0) and the given stores; `vehicles` routes required.
fn case(stores: &[(&str, f64, f64)], vehicles: usize) -> RoutingCase {
    let params = RoutingParams { vehicles, capacity_kg: 1000.0, reference_cost: 10_000.0, ..Default::default() };
    RoutingCase::new(store("0", 0.0, 0.0, 0.0), stores.iter().map(|&(c, x, y)| store(c, 10.0, x, y)).collect(), params)
}

fn run(case: &RoutingCase, json: &str) -> RoutingReport {
    let r = grade(case, json.as_bytes(), "routes.json");
    support::assert_registered(&r.diagnostics, json);
    r
}

fn codes(r: &RoutingReport) -> Vec<&str> {
    r.diagnostics.iter().map(|d| d.code.as_str()).collect()
}

// ---------------------------------------------------------------- validation order

#[test]
fn fatal_stops_everything_else() {
    let c = case(&[("A", 1.0, 1.0)], 1);
    // (submission, code, whether the server's Python raises on it: `error_info.exception`)
    for (src, code, raises) in [
        ("not json", "routing/not-json", true),
        ("[[\"A\"]]", "routing/no-routes-list", false),
        ("{\"route\": []}", "routing/no-routes-list", false),
        ("{\"routes\": \"A\"}", "routing/no-routes-list", false),
        ("{\"routes\": [[\"A\"], 5]}", "routing/bad-route-item", false),
        ("{\"routes\": [{\"customers\": 5}]}", "routing/bad-route-item", true),
        ("", "routing/empty-file", true),
    ] {
        let r = run(&c, src);
        assert_eq!(r.rejected_by, Some(Stage::Fatal), "{src}");
        assert_eq!(codes(&r), vec![code], "{src}");
        assert_eq!(r.error_info.fatal.len(), usize::from(!raises), "{src}");
        assert_eq!(r.error_info.exception.is_some(), raises, "{src}");
        assert!(r.error_info.schema.is_empty() && r.error_info.value.is_empty());
        assert_eq!((r.validity_score, r.overall_score), (0.0, 0.0));
        assert_eq!(r.n_routes, None);
    }
}

#[test]
fn schema_collects_unknown_missing_and_duplicates_together() {
    let c = case(&[("A", 1.0, 1.0), ("B", 2.0, 1.0), ("C", 3.0, 1.0)], 3);
    // depot written at both ends (unknown + duplicated), X unknown, C missing, A twice; 2 routes of 3.
    let r = run(&c, r#"{"routes": [["0", "A", "B", "0"], ["X", "A"]]}"#);
    assert_eq!(r.rejected_by, Some(Stage::Schema));
    assert_eq!(
        r.error_info.schema,
        vec!["2 unknown store codes: 0, X".to_string(), "1 store not covered: C".to_string(), "2 duplicated store codes: 0, A".to_string(),]
    );
    assert!(r.error_info.value.is_empty(), "later stages are not in error_info");
    let c2 = codes(&r);
    assert_eq!(c2.iter().filter(|&&x| x == "routing/depot-in-route").count(), 2);
    assert!(c2.contains(&"routing/unknown-store") && c2.contains(&"routing/missing-store"));
    // ...but the student still sees the later problem.
    assert!(c2.contains(&"routing/route-count"));
    let dup = r.diagnostics.iter().find(|d| d.code == "routing/duplicate-store" && d.location.name_of("store") == Some("A")).unwrap();
    assert_eq!((dup.location.index_of("route"), dup.location.index_of("stop")), (Some(1), Some(1)));
    assert_eq!((dup.location.line, dup.location.column), (Some(1), Some(41)));
    let groups: Vec<(&str, usize)> = r.diagnostic_groups.iter().map(|g| (g.code.as_str(), g.count)).collect();
    assert!(groups.contains(&("routing/depot-in-route", 2)));
}

#[test]
fn capacity_is_checked_before_route_count() {
    let mut c = case(&[("A", 1.0, 1.0), ("B", 2.0, 1.0)], 3);
    c.stores[0].weight = 600.0;
    c.stores[1].weight = 400.5;
    let r = run(&c, r#"{"routes": [["A", "B"]]}"#);
    assert_eq!(r.rejected_by, Some(Stage::Capacity));
    assert_eq!(r.error_info.value, vec!["1 route over the 1,000 kg capacity: route 1 (index 0, 1,000.5 kg)".to_string()]);
    assert_eq!(codes(&r), vec!["routing/over-capacity", "routing/route-count"]);
    assert_eq!(r.diagnostics[0].category, Category::Value);
    // Exactly at capacity is fine (the rule is `> capacity`).
    c.stores[1].weight = 400.0;
    let r = run(&c, r#"{"routes": [["A", "B"], [], []]}"#);
    assert!(r.valid, "{:?}", r.diagnostics);
}

#[test]
fn empty_routes_count_as_vehicles() {
    let c = case(&[("A", 1.0, 1.0)], 3);
    assert!(run(&c, r#"{"routes": [["A"], [], []]}"#).valid);
    let r = run(&c, r#"{"routes": [["A"], [], [], []]}"#);
    assert_eq!(r.rejected_by, Some(Stage::Vehicles));
    assert_eq!(r.error_info.value, vec!["4 routes given, exactly 3 required".to_string()]);
    assert_eq!(r.n_routes, Some(4));
}

#[test]
fn codes_go_through_python_str_and_strip() {
    let c = RoutingCase::new(
        store("0", 0.0, 0.0, 0.0),
        vec![store("900001000046", 1.0, 1.0, 1.0), store("ST1", 1.0, 1.0, 2.0), store("1.0", 1.0, 2.0, 1.0)],
        RoutingParams { vehicles: 1, ..Default::default() },
    );
    assert!(run(&c, r#"{"routes": [{"customers": [900001000046, " ST1 ", 1.0]}]}"#).valid);
    // The float 1e0 is str()'d to "1.0", the int 1 to "1": unknown.
    let r = run(&c, r#"{"routes": [[900001000046, "ST1", 1]]}"#);
    assert_eq!(r.rejected_by, Some(Stage::Schema));
}

// ---------------------------------------------------------------- hulls

#[test]
fn on_edge_and_on_vertex_count_as_inside() {
    // Route 0: square (2,2)-(4,2)-(4,4)-(2,4). Route 1: one store on an edge, one on a vertex
    // (a different store at the same spot), one outside.
    let c =
        case(&[("A", 2.0, 2.0), ("B", 4.0, 2.0), ("C", 4.0, 4.0), ("D", 2.0, 4.0), ("E", 3.0, 2.0), ("F", 4.0, 4.0), ("G", 9.0, 9.0)], 2);
    let r = run(&c, r#"{"routes": [["A", "B", "C", "D"], ["E", "F", "G"]]}"#);
    assert!(r.valid);
    let got: Vec<(&str, usize, usize)> = r.intrusions.iter().map(|i| (i.store.as_str(), i.store_route, i.hull_route)).collect();
    // E (edge) and F (vertex) are inside route 0's hull; route 1's hull (E, F, G) is a thin
    // triangle that contains C (same spot as F) as a vertex point.
    assert!(got.contains(&("E", 1, 0)) && got.contains(&("F", 1, 0)));
    assert!(!got.iter().any(|g| g.0 == "G"));
    assert_eq!(r.hull_intrusions, Some(got.len()));
    assert_eq!(r.routes[0].hull, vec!["A", "B", "C", "D"]);
}

#[test]
fn fewer_than_three_stores_or_collinear_means_no_hull_but_still_intrudes() {
    let c = case(
        &[
            ("A", 1.0, 1.0),
            ("B", 5.0, 1.0),
            ("C", 3.0, 5.0),
            ("P", 3.0, 2.0),
            ("Q", 3.0, 3.0),
            ("L1", 10.0, 10.0),
            ("L2", 11.0, 11.0),
            ("L3", 12.0, 12.0),
        ],
        3,
    );
    // Route 1 has 2 stores inside route 0's triangle: no hull of its own, both intrude.
    // Route 2 is collinear: its hull has 2 vertices, so no hull.
    let r = run(&c, r#"{"routes": [["A", "B", "C"], ["P", "Q"], ["L1", "L2", "L3"]]}"#);
    assert_eq!(r.hull_intrusions, Some(2));
    assert!(r.routes[1].hull.is_empty() && r.routes[2].hull.is_empty());
    // Coincident stores: no hull either.
    let c = case(&[("A", 1.0, 1.0), ("B", 1.0, 1.0), ("C", 1.0, 1.0), ("D", 1.0, 1.0)], 2);
    let r = run(&c, r#"{"routes": [["A", "B", "C"], ["D"]]}"#);
    assert!(r.routes[0].hull.is_empty());
    assert_eq!(r.hull_intrusions, Some(0));
}

#[test]
fn one_store_inside_three_hulls_counts_three_times() {
    let tri = |dx: f64| [(dx, 0.0), (dx + 4.0, 0.0), (dx + 2.0, 4.0)];
    let mut s: Vec<(String, f64, f64)> = Vec::new();
    for (k, dx) in [0.0, 0.5, 1.0].iter().enumerate() {
        for (j, (x, y)) in tri(*dx).iter().enumerate() {
            s.push((format!("T{k}{j}"), *x, *y + 10.0));
        }
    }
    s.push(("X".into(), 2.5, 11.0));
    let refs: Vec<(&str, f64, f64)> = s.iter().map(|(c, x, y)| (c.as_str(), *x, *y)).collect();
    let c = case(&refs, 4);
    let r = run(&c, r#"{"routes": [["T00","T01","T02"], ["T10","T11","T12"], ["T20","T21","T22"], ["X"]]}"#);
    let x = r.intrusions.iter().filter(|i| i.store == "X").count();
    assert_eq!(x, 3);
}

// ---------------------------------------------------------------- crossings

#[test]
fn crossing_rules() {
    // Depot at (0,0). Route 0 goes up to (0,4) via (0,2)... we build specific segments.
    // X crossing: route 0: (1,1)->(3,3); route 1: (1,3)->(3,1).
    let c = case(&[("A", 1.0, 1.0), ("B", 3.0, 3.0), ("C", 1.0, 3.0), ("D", 3.0, 1.0)], 2);
    let r = run(&c, r#"{"routes": [["A", "B"], ["C", "D"]]}"#);
    // A->B crosses C->D at (2,2); the depot legs all share the depot (never count).
    let pairs: Vec<_> = r.crossings.iter().map(|x| (x.a.route, x.a.segment, x.b.route, x.b.segment)).collect();
    assert!(pairs.contains(&(0, 1, 1, 1)));
    let x = r.crossings.iter().find(|x| (x.a.segment, x.b.segment) == (1, 1)).unwrap();
    assert_eq!(x.point, [2.0, 2.0]);
    assert_eq!((x.a.from.as_str(), x.a.to.as_str(), x.b.from.as_str(), x.b.to.as_str()), ("A", "B", "C", "D"));
    assert_eq!(r.segment_crossings, Some(pairs.len()));
}

#[test]
fn touching_t_junction_and_overlap_do_not_count() {
    // T: route 1 ends its stop on the middle of route 0's segment.
    let c = case(&[("A", 2.0, 0.0), ("B", 2.0, 4.0), ("T", 2.0, 2.0), ("U", 5.0, 2.0)], 2);
    let r = run(&c, r#"{"routes": [["A", "B"], ["U", "T"]]}"#);
    assert!(!r.crossings.iter().any(|x| x.b.to == "T" || x.b.from == "T"), "{:?}", r.crossings);
    // Collinear overlap: both routes run along y = 5 over the same stretch.
    let c = case(&[("A", 1.0, 5.0), ("B", 4.0, 5.0), ("C", 2.0, 5.0), ("D", 6.0, 5.0)], 2);
    let r = run(&c, r#"{"routes": [["A", "B"], ["C", "D"]]}"#);
    assert!(!r.crossings.iter().any(|x| x.a.segment == 1 && x.b.segment == 1));
}

#[test]
fn a_route_crossing_itself_is_free_and_depot_legs_through_a_neighbour_count() {
    // Route 0 is a bow-tie (crosses itself); route 1 is far away.
    let c = case(&[("A", 1.0, 1.0), ("B", 3.0, 3.0), ("C", 1.0, 3.0), ("D", 3.0, 1.0), ("F", -5.0, -5.0)], 2);
    let r = run(&c, r#"{"routes": [["A", "B", "C", "D"], ["F"]]}"#);
    assert_eq!(r.segment_crossings, Some(0));
    // Depot leg of route 1 to (6, 6) passes through route 0's segment (4,6)->(6,4).
    let c = case(&[("P", 4.0, 6.0), ("Q", 6.0, 4.0), ("R", 6.0, 6.0)], 2);
    let r = run(&c, r#"{"routes": [["P", "Q"], ["R"]]}"#);
    let legs: Vec<_> = r.crossings.iter().map(|x| (x.a.from.as_str(), x.a.to.as_str(), x.b.from.as_str(), x.b.to.as_str())).collect();
    assert_eq!(legs, vec![("P", "Q", "0", "R"), ("P", "Q", "R", "0")]);
    assert_eq!(r.segment_crossings, Some(2));
}

// ---------------------------------------------------------------- time, cost, rounding

#[test]
fn times_costs_and_rounding_match_python() {
    // Values from the plain-Python spec grader (peers/spec_routing.py) on this case.
    let csv = "网点编码,总重量,门店经度,门店纬度\n0,,116.0,40.0\nA,100,116.1,40.0\nB,200,116.1,40.1\nC,300,116.0,40.1\nD,50,116.05,40.05\nE,60,116.2,39.9\n";
    let params = RoutingParams { vehicles: 3, reference_cost: 12_345.678, ..Default::default() };
    let c = parse_customers(csv.as_bytes(), "customers.csv", params).unwrap();
    let r = grade(&c, br#"{"routes": [["A","B","C"], ["D","E"], []]}"#, "routes.json");
    assert!(r.valid, "{:?}", r.diagnostics);
    let e = r.exact.unwrap();
    assert_eq!(r.routes[0].seconds, 3388.50401294896);
    assert_eq!(r.routes[1].seconds, 3808.3166613790117);
    assert_eq!(e.total_seconds, 7196.820674327972);
    assert_eq!(r.total_duration_s, Some(7197));
    assert_eq!(r.balance_penalty, Some(342748)); // round(3808.3166613790117 * 90), empty route = 0 s
    assert_eq!(r.segment_crossings, Some(1));
    // D sits on the edge A-C in decimal, but its float cross product is negative: outside,
    // exactly as Python computes it.
    assert_eq!(r.hull_intrusions, Some(0));
    assert_eq!(r.spatial_penalty, Some(1800));
    assert_eq!(r.submission_cost, Some(351745));
    assert_eq!(e.cost, 351745.320198439);
    assert_eq!(r.reference_cost, Some(12346));
    assert_eq!(r.quality_score, 0.0351);
    assert_eq!(r.overall_score, r.quality_score);
    assert_eq!(e.terms.time + e.terms.balance + e.terms.intrusion + e.terms.crossing, e.cost);
}

// ---------------------------------------------------------------- CSV == JSON

#[test]
fn csv_forms_score_exactly_like_json() {
    let csv = "网点编码,总重量,门店经度,门店纬度\n0,,116.0,40.0\nA,100,116.1,40.0\nB,200,116.1,40.1\nC,300,116.0,40.1\nD,50,116.05,40.05\nE,60,116.2,39.9\n";
    let params = RoutingParams { vehicles: 3, ..Default::default() };
    let c = parse_customers(csv.as_bytes(), "customers.csv", params).unwrap();
    let json = grade(&c, br#"{"routes": [["A","B","C"], ["E","D"], []]}"#, "s");
    let stops = grade(&c, "vehicle_id,store_code,visit_order\nt1,C,3\nt1,A,1\nt2,E,1\nt1,B,2\nt2,D,2\nt3,,\n".as_bytes(), "s");
    let vehicles = grade(&c, "车辆,网点序列\nt1,A;B;C\nt2,E;D\nt3,\n".as_bytes(), "s");
    for r in [&stops, &vehicles] {
        assert!(r.valid, "{:?}", r.diagnostics);
        assert_eq!(r.exact, json.exact);
        assert_eq!(r.intrusions, json.intrusions);
        assert_eq!(r.crossings, json.crossings);
        assert_eq!(
            (r.quality_score, r.submission_cost, r.total_duration_s),
            (json.quality_score, json.submission_cost, json.total_duration_s)
        );
    }
    assert_eq!(stops.format.as_deref(), Some("csv-stops"));
    assert_eq!(stops.routes[0].id.as_deref(), Some("t1"));
}

#[test]
fn customers_csv_problems_are_located() {
    let e = parse_customers("网点编码,总重量,门店经度\n0,,1\n".as_bytes(), "customers.csv", RoutingParams::default()).unwrap_err();
    assert_eq!(e[0].code, "case/missing-column");
    let e = parse_customers("网点编码,总重量,门店经度,门店纬度\n0,,1,2\nA,x,1,2\n".as_bytes(), "customers.csv", RoutingParams::default())
        .unwrap_err();
    assert_eq!((e[0].code.as_str(), e[0].location.line, e[0].location.column), ("case/not-a-number", Some(3), Some(2)));
    let e =
        parse_customers("网点编码,总重量,门店经度,门店纬度\nA,1,1,2\n".as_bytes(), "customers.csv", RoutingParams::default()).unwrap_err();
    assert_eq!(e[0].code, "case/no-depot");
    // The depot is the FIRST row with an empty weight; later ones are ignored.
    let c =
        parse_customers("网点编码,总重量,门店经度,门店纬度\nA,1,1,2\n0,,5,5\n9,,7,7\n".as_bytes(), "c", RoutingParams::default()).unwrap();
    assert_eq!((c.depot.code.as_str(), c.stores.len()), ("0", 1));
}

#[test]
fn long_lists_are_capped_but_counted() {
    // 300 stores, one route serving only the first: 299 missing stores.
    let stores: Vec<(String, f64, f64)> = (0..300).map(|i| (format!("S{i}"), 1.0 + i as f64 * 0.001, 1.0)).collect();
    let refs: Vec<(&str, f64, f64)> = stores.iter().map(|(c, x, y)| (c.as_str(), *x, *y)).collect();
    let c = case(&refs, 1);
    let r = run(&c, r#"{"routes": [["S0"]]}"#);
    let missing: Vec<_> = r.diagnostics.iter().filter(|d| d.code == "routing/missing-store").collect();
    assert_eq!(missing.len(), grader::diagnostic::CAP + 1);
    assert_eq!(missing.last().unwrap().message, "... and 99 more like this, not listed (299 in all)");
    assert_eq!(r.diagnostic_groups[0].count, 299);
    assert_eq!(r.error_info.schema, vec!["299 stores not covered: S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12, S13, S14, S15, S16, S17, S18, S19, S20 and 279 more".to_string()]);
}
