//! `cases-public/` is exactly what the generator makes, and each example submission
//! lands where its idea predicts on its case's score ladder.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use casegen::out::Files;
use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::routing::{self, RoutingReport, Stage};

fn generated() -> &'static Files {
    static FILES: OnceLock<Files> = OnceLock::new();
    FILES.get_or_init(casegen::generate_all)
}

fn cases_public() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../cases-public")
}

fn files_under(dir: &Path, rel: &str, out: &mut Vec<String>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let e = e.unwrap();
        let name = format!("{rel}{}", e.file_name().to_string_lossy());
        if e.file_type().unwrap().is_dir() {
            files_under(&e.path(), &format!("{name}/"), out);
        } else {
            out.push(name);
        }
    }
}

#[test]
fn cases_public_is_exactly_what_the_generator_makes() {
    let files = generated();
    let root = cases_public();
    for (rel, bytes) in files {
        let on_disk = std::fs::read(root.join(rel)).unwrap_or_else(|e| panic!("cases-public/{rel}: {e}; run `cargo run -p casegen`"));
        assert!(on_disk == *bytes, "cases-public/{rel} differs from the generator's output; run `cargo run -p casegen`");
    }
    let mut disk = Vec::new();
    files_under(&root, "", &mut disk);
    disk.sort();
    let extra: Vec<&String> = disk.iter().filter(|f| *f != "README.md" && !files.contains_key(*f)).collect();
    assert!(extra.is_empty(), "files in cases-public/ the generator does not make: {extra:?}");
    assert!(disk.iter().any(|f| f == "README.md"), "cases-public/README.md documents the format");
}

#[test]
fn generation_is_deterministic() {
    assert!(casegen::generate_all() == *generated());
}

fn manifest(id: &str) -> CaseManifest {
    let bytes = &generated()[&format!("{id}/case.json")];
    parse_manifest(bytes, "case.json").unwrap()
}

#[test]
fn every_manifest_names_files_that_exist() {
    let files = generated();
    let ids: std::collections::BTreeSet<&str> = files.keys().filter_map(|k| k.split_once('/').map(|(a, _)| a)).collect();
    assert!(ids.contains("routing-city"));
    for id in ids {
        let m = manifest(id);
        assert_eq!(m.id, id);
        assert!(!m.rules.is_empty() && !m.submissions.is_empty() && m.reference.value > 0.0, "{id}");
        for f in m.files.values().chain(m.submissions.iter().map(|s| &s.file)).chain(m.submissions.iter().flat_map(|s| &s.extra_files)) {
            assert!(files.contains_key(&format!("{id}/{f}")), "{id}: case.json names {f}, which is not generated");
        }
        assert!(m.submissions.iter().all(|s| s.expect.is_some()), "{id}: every example says what it should score");
    }
}

fn routing_reports(id: &str) -> (CaseManifest, Vec<RoutingReport>) {
    let m = manifest(id);
    assert_eq!(m.kind, CaseKind::Routing);
    let files = generated();
    let params = m.routing_params().unwrap();
    let csv = &files[&format!("{id}/{}", m.files["customers"])];
    let case = routing::parse_customers(csv, "customers.csv", params).unwrap();
    let reports = m.submissions.iter().map(|s| routing::grade(&case, &files[&format!("{id}/{}", s.file)], &s.file)).collect();
    (m, reports)
}

/// Scores rise strictly with the rung; rung 0 is rejected with score 0.
fn assert_ladder(m: &CaseManifest, scores: &[f64]) {
    for (a, sa) in m.submissions.iter().zip(scores) {
        let ea = a.expect.as_ref().unwrap();
        if ea.rung == 0 {
            assert_eq!(*sa, 0.0, "{} is on rung 0 but scores {sa}", a.file);
        }
        for (b, sb) in m.submissions.iter().zip(scores) {
            let eb = b.expect.as_ref().unwrap();
            if ea.rung < eb.rung {
                assert!(sa < sb, "{} (rung {}, {sa}) should score below {} (rung {}, {sb})", a.file, ea.rung, b.file, eb.rung);
            }
        }
    }
}

#[test]
fn routing_city_examples_land_on_the_ladder() {
    let (m, reports) = routing_reports("routing-city");
    let files: Vec<&str> = m.submissions.iter().map(|s| s.file.as_str()).collect();
    assert_eq!(
        files,
        [
            "submissions/1-nine-trucks.json",
            "submissions/2-depot-at-both-ends.json",
            "submissions/3-nine-routes-and-three-empty.json",
            "submissions/4-nearest-neighbour-fill.json",
            "submissions/5-weight-balanced-sweep.json",
            "submissions/6-reference.json",
        ]
    );
    for (s, r) in m.submissions.iter().zip(&reports) {
        let e = s.expect.as_ref().unwrap();
        assert_eq!(r.valid, e.verdict == "valid", "{}", s.file);
        let stage = r.rejected_by.map(|st| serde_json::to_value(st).unwrap().as_str().unwrap().to_string());
        assert_eq!(stage, e.failed_check, "{}", s.file);
    }
    let scores: Vec<f64> = reports.iter().map(|r| r.overall_score).collect();
    assert_ladder(&m, &scores);
    let [nine, depot, nine_empty, nn, sweep, reference] = &reports[..] else { unreachable!() };
    // Rejected for the right reasons.
    assert_eq!(nine.rejected_by, Some(Stage::Vehicles));
    assert_eq!(nine.n_routes, Some(9));
    assert!(nine.routes.iter().all(|r| r.load_kg <= 7125.0), "the 9-truck plan fits the trucks");
    assert_eq!(depot.rejected_by, Some(Stage::Schema));
    assert!(depot.diagnostics.iter().any(|d| d.code == "routing/depot-in-route"));
    assert_eq!(depot.diagnostics.iter().filter(|d| d.code == "routing/depot-in-route").count(), 24);
    // 9 + 3 empty: clean geometry, the balance term is the whole longest route.
    let e = nine_empty.exact.unwrap();
    assert_eq!(nine_empty.routes.iter().filter(|r| r.stops.is_empty()).count(), 3);
    assert_eq!(e.min_route_seconds, 0.0);
    assert_eq!((nine_empty.hull_intrusions, nine_empty.segment_crossings), (Some(0), Some(0)));
    // Nearest-neighbour fill: messy geometry.
    assert!(nn.hull_intrusions.unwrap() > 1000 && nn.segment_crossings.unwrap() > 100, "{:?} {:?}", nn.hull_intrusions, nn.segment_crossings);
    // Weight-balanced sweep: clean geometry, balanced on the wrong measure.
    let e = sweep.exact.unwrap();
    assert_eq!((sweep.hull_intrusions, sweep.segment_crossings), (Some(0), Some(0)));
    assert!(e.max_route_seconds - e.min_route_seconds > 3600.0, "far wedges take over an hour longer");
    let loads: Vec<f64> = sweep.routes.iter().map(|r| r.load_kg).collect();
    let (lmax, lmin) = (loads.iter().copied().fold(0.0, f64::max), loads.iter().copied().fold(f64::MAX, f64::min));
    assert!(lmax - lmin < 200.0, "weights are balanced: {loads:?}");
    // The reference: verified by the grader itself.
    let e = reference.exact.unwrap();
    assert!(reference.valid);
    assert_eq!(reference.n_routes, Some(12));
    assert_eq!(reference.hull_intrusions, Some(0));
    assert_eq!(reference.segment_crossings, Some(0));
    assert!(e.max_route_seconds - e.min_route_seconds < 120.0);
    assert!(e.max_route_seconds - e.min_route_seconds < 5.0, "the solver evens routes out to seconds");
    assert!(reference.routes.iter().all(|r| !r.stops.is_empty() && r.load_kg <= 7125.0));
    assert_eq!(reference.routes.iter().map(|r| r.stops.len()).sum::<usize>(), 1334);
    assert_eq!(e.cost, m.reference.value);
    assert_eq!(e.score, 1.0);
    assert_eq!(reference.overall_score, 1.0);
}

#[test]
fn routing_city_data_is_shaped_like_the_benchmark() {
    let m = manifest("routing-city");
    let csv = std::str::from_utf8(&generated()["routing-city/customers.csv"]).unwrap();
    assert!(csv.starts_with("网点编码,门店经度,门店纬度,总重量,区域类型\n0,"));
    let case = routing::parse_customers(csv.as_bytes(), "customers.csv", m.routing_params().unwrap()).unwrap();
    assert_eq!(case.stores.len(), 1334);
    assert_eq!(case.distinct_stores(), 1334);
    assert!(case.warnings.is_empty());
    let trucks = case.total_weight() / 7125.0;
    assert!((trucks - 8.5).abs() < 0.01, "{trucks}");
    // The depot is north-west of every store.
    assert!(case.stores.iter().all(|s| s.lon > case.depot.lon && s.lat < case.depot.lat));
    let p = m.routing_params().unwrap();
    assert_eq!((p.trunk_speed_kmh, p.local_speed_kmh, p.stop_seconds, p.capacity_kg, p.vehicles), (70.0, 35.0, 120.0, 7125.0, 12));
    assert_eq!((p.weights.time, p.weights.balance, p.weights.intrusion, p.weights.crossing), (1.0, 90.0, 600.0, 1800.0));
}
