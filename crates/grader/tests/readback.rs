//! Reports read back from their JSON ([`Report::from_json_with`], as the site's page
//! reads what its grading worker sends): every report the repository's cases, fixtures
//! and random inputs give reads back as the very report, re-serialises to the same bytes
//! and equals serde's reading; non-finite floats come back through the marks; broken
//! JSON gives a located error, never a panic. (The malformed corpus and the mutated
//! submissions of `hostile.rs` are read back where they are graded.)

use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::from_json::{FromJson, Reader};
use grader::pyjson;
use grader::routing::Stage;
use grader::scorecard::ScorecardCase;
use grader::uplift::{ContactSource, EventKind, InputFile, PriceIssue, UpliftCase, Verdict};
use grader::{CaseGrader, Category, Report};

mod support;
use support::readback::{assert_reads_back, kind_of};
use support::rng::Rng;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Every case folder of `cases-public/` and the e2e fixtures.
fn case_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    for parent in ["cases-public", "e2e/fixtures/cases"] {
        for e in std::fs::read_dir(root().join(parent)).unwrap() {
            let p = e.unwrap().path();
            if p.join("case.json").is_file() {
                dirs.push(p);
            }
        }
    }
    dirs.sort();
    assert!(dirs.len() >= 7, "{dirs:?}");
    dirs
}

fn manifest(dir: &Path) -> CaseManifest {
    parse_manifest(&read(&dir.join("case.json")), "case.json").unwrap()
}

fn grader(dir: &Path, m: &CaseManifest, reference: Option<f64>) -> CaseGrader {
    CaseGrader::from_files(m, |n| std::fs::read(dir.join(n)).ok().map(|b| &*b.leak()), reference).unwrap()
}

/// Every example of `m` graded by `g`.
fn examples(dir: &Path, m: &CaseManifest, g: &CaseGrader) -> Vec<(String, Report)> {
    m.submissions
        .iter()
        .map(|s| {
            let extras: Vec<(String, Vec<u8>)> = s.extra_files.iter().map(|x| (x.clone(), read(&dir.join(x)))).collect();
            let extras: Vec<(&str, &[u8])> = extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
            (s.file.clone(), g.grade(&read(&dir.join(&s.file)), &s.file, &extras))
        })
        .collect()
}

#[test]
fn every_example_of_every_case_reads_back() {
    let mut n = 0;
    for dir in case_dirs() {
        let m = manifest(&dir);
        // The case's reference, and overrides as a student may type them (scores of
        // infinity, NaN and zero among them).
        for reference in [None, Some(0.0), Some(-5.0), Some(1e-300), Some(1e308), Some(f64::MAX)] {
            let g = grader(&dir, &m, reference);
            for (file, r) in examples(&dir, &m, &g) {
                assert_reads_back(&r, &format!("{}: {file} (reference {reference:?})", dir.display()));
                n += 1;
            }
        }
    }
    assert!(n >= 6 * 25, "{n} reports");
}

#[test]
fn broken_files_and_own_data_of_the_e2e_fixtures_read_back() {
    let broken = root().join("e2e/fixtures/broken");
    let own = read(&root().join("e2e/fixtures/own-data/bad-customers.csv"));
    for dir in case_dirs() {
        let m = manifest(&dir);
        let g = grader(&dir, &m, None);
        for e in std::fs::read_dir(&broken).unwrap() {
            let p = e.unwrap().path();
            let name = p.file_name().unwrap().to_str().unwrap();
            assert_reads_back(&g.grade(&read(&p), name, &[]), &format!("{}: {name}", dir.display()));
        }
        if let Ok(g) = CaseGrader::new(&m, Some(("bad-customers.csv", &own)), None) {
            for (file, r) in examples(&dir, &m, &g) {
                assert_reads_back(&r, &format!("{}: {file} on bad-customers.csv", dir.display()));
            }
        }
    }
}

#[test]
fn the_core_fixtures_read_back() {
    let fx = root().join("crates/grader/tests/fixtures");
    let sc = fx.join("scorecard");
    for truth in ["small_truth.csv", "public_shape_truth.csv"] {
        let t = grader::scorecard::parse_truth(&read(&sc.join(truth)), truth).unwrap();
        let g = CaseGrader::Scorecard(ScorecardCase { truth: t, params: Default::default() });
        for p in ["small_predictions.csv", "small_predictions_bom_crlf.csv", "public_shape_predictions.csv", truth] {
            assert_reads_back(&g.grade(&read(&sc.join(p)), p, &[]), &format!("{p} on {truth}"));
        }
    }
    let up = fx.join("uplift");
    let people = InputFile::from_bytes("people.json", &read(&up.join("people.json")));
    let ask = read(&up.join("ask.jsonl"));
    for costs in [None, Some(people)] {
        for contact_cost in [None, Some(0.05)] {
            let g = CaseGrader::Uplift(UpliftCase { costs: costs.clone(), contact_cost, ask_log: None, run: Box::default() });
            for f in ["result.json", "result_harness.json", "result_bad.json", "result_nan.json"] {
                let bytes = read(&up.join(f));
                for extras in [vec![], vec![("ask.jsonl", ask.as_slice())]] {
                    assert_reads_back(&g.grade(&bytes, f, &extras), &format!("{f} {extras:?}"));
                }
            }
        }
    }
}

/// The hostile names and contents `e2e/hostile.test.mjs` drops in every zone.
#[test]
fn the_hostile_drops_of_the_browser_tests_read_back() {
    let hostile = ["<img src=x onerror=alert(1)>", "<script>alert(1)</script>", "\"><svg onload=alert(1)>"];
    let [img, script, svg] = hostile;
    let lines = hostile.join("\n");
    let routes = serde_json::json!({ "routes": [hostile] }).to_string();
    let drops: Vec<(CaseKind, String, String, Option<String>)> = vec![
        (CaseKind::Routing, format!("{img}.json"), routes, None),
        (CaseKind::Routing, format!("{script}.csv"), format!("route,store\n1,{img}\n1,{svg}\n"), None),
        (CaseKind::Scorecard, format!("{script}.csv"), format!("customer_id,prob_default\n{img},0.5\n{svg},0.2\n"), None),
        (
            CaseKind::Uplift,
            format!("{svg}.json"),
            serde_json::json!({ "kpi": img, script: svg }).to_string(),
            Some(format!("{}\n{svg}\n", serde_json::json!({ "ask": img }))),
        ),
    ];
    for dir in case_dirs() {
        let m = manifest(&dir);
        let g = grader(&dir, &m, None);
        for (kind, name, text, log) in &drops {
            if *kind != m.kind {
                continue;
            }
            let log_name = format!("{script}.jsonl");
            let extras: Vec<(&str, &[u8])> = log.iter().map(|l| (log_name.as_str(), l.as_bytes())).collect();
            assert_reads_back(&g.grade(text.as_bytes(), name, &extras), &format!("{}: {name}", dir.display()));
        }
        // Hostile own case data: the lines as a data file.
        if let Ok(g) = CaseGrader::new(&m, Some((&format!("{svg}.csv"), lines.as_bytes())), None) {
            for (file, r) in examples(&dir, &m, &g) {
                assert_reads_back(&r, &format!("{}: {file} on hostile data", dir.display()));
            }
        }
    }
}

fn city() -> (CaseGrader, Vec<String>, String) {
    let dir = root().join("cases-public/routing-city");
    let m = manifest(&dir);
    let csv = String::from_utf8(read(&dir.join("customers.csv"))).unwrap();
    let mut codes: Vec<String> = csv.lines().skip(1).map(|l| l.split(',').next().unwrap().to_string()).collect();
    let depot = codes.remove(0);
    (grader(&dir, &m, None), codes, depot)
}

/// A random plan: an example's routes (`base`) with stores swapped between routes,
/// routes reversed, split or merged, and stores dropped, doubled, misspelt, written as
/// numbers or as the depot; as JSON or CSV.
fn random_plan(rng: &mut Rng, base: &[Vec<String>], codes: &[String], depot: &str) -> (String, String) {
    let mut routes: Vec<Vec<String>> = base.to_vec();
    for _ in 0..rng.below(40) {
        let (a, b) = (rng.below(routes.len()), rng.below(routes.len()));
        if routes[a].is_empty() || routes[b].is_empty() {
            continue;
        }
        let (i, j) = (rng.below(routes[a].len()), rng.below(routes[b].len()));
        let x = std::mem::take(&mut routes[a][i]);
        routes[a][i] = std::mem::replace(&mut routes[b][j], x);
    }
    match rng.below(5) {
        0 => routes[0].reverse(),
        1 => {
            let r = routes.pop().unwrap();
            let half = r.len() / 2;
            routes.push(r[..half].to_vec());
            routes.push(r[half..].to_vec());
        }
        2 => {
            let r = routes.pop().unwrap();
            routes[0].extend(r);
        }
        _ => {}
    }
    for _ in 0..rng.below(4) {
        let k = rng.below(routes.len());
        let at = rng.below(routes[k].len() + 1);
        match rng.below(5) {
            0 => {
                routes[k].insert(at, codes[rng.below(codes.len())].clone());
            }
            1 => routes[k].insert(at, depot.to_string()),
            2 => routes[k].insert(at, format!("ST{}", rng.below(1000))),
            3 => routes[k].insert(at, format!("{}", rng.below(100))),
            _ if at < routes[k].len() => {
                routes[k].remove(at);
            }
            _ => {}
        }
    }
    if rng.below(2) == 0 {
        let json: Vec<serde_json::Value> = routes
            .iter()
            .map(|r| r.iter().map(|c| c.parse::<u64>().map_or_else(|_| c.clone().into(), serde_json::Value::from)).collect())
            .collect();
        ("plan.json".into(), serde_json::json!({ "routes": json }).to_string())
    } else {
        let mut s = String::from("route,store\n");
        for (i, r) in routes.iter().enumerate() {
            for c in r {
                s.push_str(&format!("{},{c}\n", i + 1));
            }
        }
        ("plan.csv".into(), s)
    }
}

#[test]
fn random_routing_plans_read_back() {
    let (g, codes, depot) = city();
    let dir = root().join("cases-public/routing-city/submissions");
    let mut rng = Rng(7);
    let (mut valid, mut crossings) = (0, 0);
    for i in 0..40 {
        let base = ["5-weight-balanced-sweep.json", "6-reference.json", "4-nearest-neighbour-fill.json"][i % 3];
        let base: serde_json::Value = serde_json::from_slice(&read(&dir.join(base))).unwrap();
        let base: Vec<Vec<String>> = serde_json::from_value(base["routes"].clone()).unwrap();
        let (name, text) = random_plan(&mut rng, &base, &codes, &depot);
        let r = g.grade(text.as_bytes(), &name, &[]);
        valid += usize::from(r.valid());
        if let Report::Routing(x) = &r {
            crossings += x.crossings.len();
        }
        assert_reads_back(&r, &format!("plan {i}"));
    }
    assert!(valid > 3 && valid < 37 && crossings > 1000, "{valid} valid, {crossings} crossings");
}

#[test]
fn random_scorecard_predictions_read_back() {
    let dir = root().join("cases-public/scorecard-credit");
    let m = manifest(&dir);
    let g = grader(&dir, &m, None);
    let truth = String::from_utf8(read(&dir.join("truth.csv"))).unwrap();
    let ids: Vec<&str> = truth.lines().skip(1).map(|l| l.split(',').next().unwrap()).collect();
    let mut rng = Rng(11);
    let mut valid = 0;
    for i in 0..200 {
        // Every fourth file clean; the others with rows missing, doubled or extra, or
        // values that are not probabilities, or the wrong column.
        let mode = i % 4;
        let mut s = String::from(if mode == 3 && rng.below(4) == 0 { "customer_id,score\n" } else { "customer_id,prob_default\n" });
        let bands = 1 + rng.below(30);
        for id in &ids {
            if mode == 1 && rng.below(50) == 0 {
                continue;
            }
            let p = match rng.below(if mode == 3 { 30 } else { 1_000_000 }) {
                0 => "NaN".to_string(),
                1 => "inf".into(),
                2 => "1.5".into(),
                3 => "-0.0".into(),
                4 => "n/a".into(),
                5 => String::new(),
                _ => format!("{}", (rng.unit() * bands as f64).floor() / bands as f64),
            };
            s.push_str(&format!("{id},{p}\n"));
            if mode == 1 && rng.below(50) == 0 {
                s.push_str(&format!("{id},0.5\n"));
            }
        }
        if mode == 2 {
            s.push_str("X000001,0.25\n");
        }
        let r = g.grade(s.as_bytes(), "predictions.csv", &[]);
        valid += usize::from(r.valid());
        assert_reads_back(&r, &format!("predictions {i}"));
    }
    assert!(valid > 20 && valid < 200, "{valid} valid");
}

/// A random JSON value for `incidents`: nested lists and objects of every kind of value.
fn random_json(rng: &mut Rng, depth: usize) -> String {
    match rng.below(if depth > 3 { 6 } else { 8 }) {
        0 => "null".into(),
        1 => "true".into(),
        2 => format!("{}", rng.below(1000) as i64 - 500),
        3 => format!("{}", rng.range(-1e6, 1e6)),
        4 => rng
            .pick(&["\"refund sent twice\"", "\"<b>x</b>\"", "\"\\u00e9\\n\"", "NaN", "-Infinity", "1e400", "18446744073709551616", "-0"])
            .into(),
        5 => rng.pick(&["[]", "{}", "\"\"", "0.0", "-0.0", "12345678901234567890"]).into(),
        6 => format!("[{}]", (0..rng.below(4)).map(|_| random_json(rng, depth + 1)).collect::<Vec<_>>().join(",")),
        _ => format!(
            "{{{}}}",
            (0..rng.below(4))
                .map(|j| format!("\"k{}\": {}", (j * 7 + rng.below(3)) % 5, random_json(rng, depth + 1)))
                .collect::<Vec<_>>()
                .join(",")
        ),
    }
}

fn random_number(rng: &mut Rng) -> String {
    match rng.below(16) {
        0 => "NaN".into(),
        1 => "Infinity".into(),
        2 => "-Infinity".into(),
        3 => "1e308".into(),
        4 => "\"0.5\"".into(),
        5 => "null".into(),
        6 => "0".into(),
        7 => "-0.0".into(),
        8 => format!("{}", rng.below(100)),
        _ => format!("{}", (rng.range(-2.0, 2.0) * 1e4).round() / 1e4),
    }
}

#[test]
fn random_uplift_results_and_ask_logs_read_back() {
    let dir = root().join("cases-public/returns-triage");
    let m = manifest(&dir);
    let people = InputFile::from_bytes("people.json", &read(&dir.join("people.json")));
    let mut rng = Rng(13);
    let mut non_finite = 0;
    for i in 0..400 {
        let mut fields = Vec::new();
        for f in ["kpi", "kpi_baseline", "kpi_oracle", "contact_cost", "uplift", "uplift_net"] {
            if rng.below(8) != 0 {
                fields.push(format!("\"{f}\": {}", random_number(&mut rng)));
            }
        }
        fields.push(format!("\"task\": \"t{i}\""));
        if rng.below(3) != 0 {
            fields.push(format!("\"incidents\": {}", random_json(&mut rng, 0)));
        }
        let result = format!("{{{}}}", fields.join(", "));
        let mut log = String::new();
        for line in 0..rng.below(12) {
            let ty = rng.pick(&["ask", "reply", "inbox", "wait", "pilot", "party", "ask"]);
            let who = rng.pick(&["ops_lead", "finance", "legal", "cs_manager", "nobody"]);
            log.push_str(&format!(
                "{{\"t\": {}, \"type\": \"{ty}\", \"person\": \"{who}\", \"hours\": {}, \"cost\": {}}}\n",
                random_number(&mut rng),
                random_number(&mut rng),
                random_number(&mut rng)
            ));
            if line % 5 == 4 {
                log.push_str("{\"t\": \n");
            }
        }
        let g = CaseGrader::Uplift(UpliftCase {
            costs: [None, Some(people.clone())][rng.below(2)].clone(),
            contact_cost: [None, Some(0.1), Some(f64::NAN)][rng.below(3)],
            ask_log: None,
            run: Box::default(),
        });
        let extras: Vec<(&str, &[u8])> = if rng.below(4) == 0 { vec![] } else { vec![("ask.jsonl", log.as_bytes())] };
        let r = g.grade(result.as_bytes(), "result.json", &extras);
        if !assert_reads_back(&r, &format!("result {i}: {result}\n{log}")).is_empty() {
            non_finite += 1;
        }
    }
    assert!(non_finite > 25, "only {non_finite} reports hold a non-finite float");
    let _ = m;
}

/// Every float slot of every report type set to each non-finite value: the marks bring
/// each back; without them a plain `f64` slot is an error and an `Option<f64>` reads
/// `None`.
#[test]
fn non_finite_floats_in_every_slot_read_back() {
    let (g, _, _) = city();
    let dir = root().join("cases-public");
    let plan = read(&dir.join("routing-city/submissions/4-nearest-neighbour-fill.json"));
    let Report::Routing(route) = g.grade(&plan, "plan.json", &[]) else { panic!() };
    let sc = root().join("cases-public/scorecard-credit");
    let sg = grader(&sc, &manifest(&sc), None);
    let Report::Scorecard(score) = sg.grade(&read(&sc.join("submissions/2-boosted-stumps.csv")), "p.csv", &[]) else { panic!() };
    let up = root().join("cases-public/returns-triage/submissions/2-asked-too-much");
    let ug = grader(&root().join("cases-public/returns-triage"), &manifest(&root().join("cases-public/returns-triage")), None);
    let Report::Uplift(lift) = ug.grade(&read(&up.join("result.json")), "result.json", &[("ask.jsonl", &read(&up.join("ask.jsonl")))])
    else {
        panic!()
    };
    assert!(!route.crossings.is_empty() && !route.intrusions.is_empty() && !score.roc.is_empty() && !lift.contact_lines.is_empty());
    for x in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        let mut r = route.clone();
        let e = r.exact.as_mut().unwrap();
        (e.total_seconds, e.max_route_seconds, e.min_route_seconds, e.cost, e.score) = (x, x, x, x, x);
        (e.terms.time, e.terms.balance, e.terms.intrusion, e.terms.crossing) = (x, x, x, x);
        (r.validity_score, r.quality_score, r.overall_score) = (x, x, x);
        for d in &mut r.routes {
            (d.load_kg, d.seconds) = (x, x);
            d.hull_points.iter_mut().for_each(|p| *p = [x, -x]);
        }
        r.crossings.iter_mut().for_each(|c| c.point = [-x, x]);
        let mut s = score.clone();
        (s.validity_score, s.quality_score, s.overall_score, s.reference_value) = (x, x, x, x);
        (s.auc, s.ks, s.player_objective) = (Some(x), None, Some(-x));
        let e = s.exact.as_mut().unwrap();
        (e.auc, e.ks, e.combined, e.score) = (x, x, x, x);
        s.roc.iter_mut().for_each(|p| (p.fpr, p.tpr, p.threshold) = (x, -x, Some(x)));
        let k = s.ks_at.as_mut().unwrap();
        (k.threshold, k.tpr, k.fpr) = (x, x, -x);
        let mut u = lift.clone();
        (u.kpi, u.kpi_baseline, u.kpi_oracle, u.uplift, u.uplift_bounded) = (Some(x), None, Some(-x), Some(x), Some(x));
        (u.contact_cost, u.uplift_net, u.validity_score) = (Some(x), None, x);
        u.exact = grader::uplift::Exact {
            span: Some(x),
            uplift_raw: None,
            uplift_rounded: Some(-x),
            contact_cost_sum: Some(x),
            uplift_net_raw: Some(x),
        };
        let l = &mut u.ladder;
        (l.kpi_baseline, l.kpi_oracle, l.kpi, l.uplift_raw, l.uplift, l.contact_cost, l.uplift_net, l.threshold) =
            (Some(x), Some(-x), None, Some(x), Some(x), Some(x), Some(x), x);
        for c in &mut u.contact_lines {
            (c.t, c.logged_cost, c.priced_cost, c.used_cost) = (Some(x), Some(-x), None, x);
        }
        for r in [Report::Routing(r), Report::Scorecard(s), Report::Uplift(u)] {
            let marks = assert_reads_back(&r, &format!("{:?} set to {x}", kind_of(&r)));
            assert!(marks.len() > 10, "{marks}");
            let bare = Report::from_json(kind_of(&r), &r.to_json());
            assert!(bare.is_err(), "without the marks a plain f64 slot cannot be read: {bare:?}");
        }
    }
    // An Option<f64> alone: without the marks it reads as None.
    let mut u = lift.clone();
    u.kpi = Some(f64::INFINITY);
    let r = Report::Uplift(u);
    assert_eq!(r.non_finite().replace('_', ""), "+");
    let Ok(Report::Uplift(bare)) = Report::from_json(CaseKind::Uplift, &r.to_json()) else { panic!() };
    assert_eq!(bare.kpi, None);
    assert_reads_back(&r, "kpi infinite");
}

/// Reports of the real kind: a routing report with a crossing, a scorecard's, an
/// uplift report with an ask log.
fn samples() -> Vec<Report> {
    let mut out = Vec::new();
    for dir in case_dirs().iter().filter(|d| d.starts_with(root().join("cases-public"))) {
        let m = manifest(dir);
        let g = grader(dir, &m, None);
        out.extend(examples(dir, &m, &g).into_iter().map(|(_, r)| r));
    }
    out
}

#[test]
fn wrong_types_and_missing_fields_are_located_errors() {
    let samples = samples();
    let route = samples.iter().find(|r| matches!(r, Report::Routing(x) if !x.crossings.is_empty())).unwrap();
    let json = route.to_json();
    let err = |kind: CaseKind, json: &str, marks: &str| {
        let r = Report::from_json_with(kind, json, marks);
        r.err().unwrap_or_else(|| panic!("reads: {}", &json[..json.len().min(300)]))
    };
    // A field of the wrong type, deep inside: the path, line and column say where.
    let bad = json.replacen("\"load_kg\":", "\"load_kg\":\"heavy\",\"was\":", 1);
    let at = bad[..bad.find("\"heavy\"").unwrap()].chars().count() + 1;
    assert_eq!(err(CaseKind::Routing, &bad, ""), format!("routes[0].load_kg (line 1, column {at}): expected a number, found text"));
    // A missing field: the object it is missing from.
    let bad = json.replacen("\"hull_route\":", "\"hull_routes\":", 1);
    let e = err(CaseKind::Routing, &bad, "");
    assert!(e.starts_with("intrusions[0] (line 1, column ") && e.ends_with("): no `hull_route` in this object"), "{e}");
    // An unknown enum name; a negative count; an integer out of range; a point of three.
    let rejected = samples.iter().find(|r| matches!(r, Report::Routing(x) if x.rejected_by.is_some())).unwrap().to_json();
    let bad = rejected.replacen("\"category\":\"", "\"category\":\"x", 1);
    assert!(err(CaseKind::Routing, &bad, "").contains("diagnostics[0].category (line 1"), "{bad}");
    let bad = rejected.replacen("\"rejected_by\":\"", "\"rejected_by\":\"x", 1);
    let e = err(CaseKind::Routing, &bad, "");
    assert!(e.starts_with("rejected_by (line 1, column ") && e.contains(": `x") && e.ends_with("` is not a Stage"), "{e}");
    let bad = json.replacen("\"n_routes\":", "\"n_routes\":-", 1);
    assert!(err(CaseKind::Routing, &bad, "").starts_with("n_routes (line 1"));
    let bad =
        json.replacen("\"stop\":", "\"stop\":99999999999999999999", 1).replacen("99999999999999999999", "99999999999999999999,\"x\":", 1);
    assert!(err(CaseKind::Routing, &bad, "").contains("is out of range for usize"), "{}", err(CaseKind::Routing, &bad, ""));
    let bad = json.replacen("\"point\":[", "\"point\":[1,", 1);
    assert!(err(CaseKind::Routing, &bad, "").contains("crossings[0].point (line 1"));
    // The wrong kind, not JSON, not an object, empty.
    assert!(err(CaseKind::Scorecard, &json, "").ends_with("no `reference_value` in this object"));
    assert!(err(CaseKind::Routing, "{\"kind\":", "").starts_with("line 1, column 9:"));
    assert!(err(CaseKind::Uplift, "[]", "").contains("expected an object, found a list"));
    assert!(err(CaseKind::Uplift, "", "").starts_with("line 1, column 1:"));
    // Marks that do not fit the nulls: too few, too many, unknown.
    let scorecard = samples.iter().find(|r| matches!(r, Report::Scorecard(x) if !x.valid)).unwrap();
    let json = scorecard.to_json();
    let Report::Scorecard(s) = scorecard else { panic!() };
    let mut all = String::new();
    s.non_finite(&mut all); // `_` for each float slot written as null: auc, ks, player_objective
    assert_eq!(all, "___");
    assert!(err(CaseKind::Scorecard, &json, "N").contains("more null numbers than the list of non-finite values names"));
    assert!(err(CaseKind::Scorecard, &json, "____").contains("fewer null numbers"));
    assert!(err(CaseKind::Scorecard, &json, "x__").contains("an unknown mark"));
    assert!(Report::from_json_with(CaseKind::Scorecard, &json, &all).is_ok_and(|r| r == *scorecard));
}

/// Mutated report texts (cut, bytes changed, tokens spliced in) never panic: they read
/// back or give an error.
#[test]
fn mutated_report_json_never_panics() {
    let mut rng = Rng(99);
    let tokens = ["null", "NaN", "-1", "1e999", "\"x\"", "[", "]", "{", "}", ",", ":", "0.5", "true", "[1,2]", "18446744073709551616"];
    let mut failed = 0;
    for r in samples() {
        let json = r.to_json();
        for _ in 0..300 {
            let mut s = json.clone().into_bytes();
            for _ in 0..=rng.below(3) {
                if s.is_empty() {
                    break;
                }
                let at = rng.below(s.len());
                match rng.below(3) {
                    0 => s.truncate(at),
                    1 => {
                        let t = rng.pick(&tokens);
                        let end = (at + rng.below(6)).min(s.len());
                        s.splice(at..end, t.bytes());
                    }
                    _ => s[at] = rng.pick(b"0123456789\"{}[],:.-e ntf"),
                }
            }
            let text = String::from_utf8_lossy(&s);
            let marks = ["", "N", "_+-N"][rng.below(3)];
            failed += usize::from(Report::from_json_with(kind_of(&r), &text, marks).is_err());
        }
    }
    assert!(failed > 1000, "{failed}");
}

/// Every variant of every enum a report holds reads back from serde's name for it.
#[test]
fn every_enum_variant_reads_back_from_its_serde_name() {
    fn check<T: FromJson + serde::Serialize + PartialEq + std::fmt::Debug>(all: &[T]) {
        for v in all {
            let json = serde_json::to_string(v).unwrap();
            let back = T::read(&pyjson::parse(&json).unwrap(), &mut Reader::new(""));
            assert_eq!(&back, v, "{json}");
        }
    }
    // Each list is checked complete by a `match` with no wildcard.
    let category = [Category::Fatal, Category::Schema, Category::Value, Category::Warning, Category::Case, Category::Exception];
    category.iter().for_each(|c| match c {
        Category::Fatal | Category::Schema | Category::Value | Category::Warning | Category::Case | Category::Exception => {}
    });
    check(&category);
    let stage = [Stage::Fatal, Stage::Schema, Stage::Capacity, Stage::Vehicles];
    stage.iter().for_each(|s| match s {
        Stage::Fatal | Stage::Schema | Stage::Capacity | Stage::Vehicles => {}
    });
    check(&stage);
    let verdict = [Verdict::Incident, Verdict::Accepted, Verdict::Rejected, Verdict::Error];
    verdict.iter().for_each(|v| match v {
        Verdict::Incident | Verdict::Accepted | Verdict::Rejected | Verdict::Error => {}
    });
    check(&verdict);
    use ContactSource as C;
    let source = [C::Given, C::LogPriced, C::LogLogged, C::Result, C::None];
    source.iter().for_each(|s| match s {
        C::Given | C::LogPriced | C::LogLogged | C::Result | C::None => {}
    });
    check(&source);
    use EventKind as E;
    let kind = [E::Ask, E::Reply, E::Inbox, E::Wait, E::Pilot, E::Other];
    kind.iter().for_each(|k| match k {
        E::Ask | E::Reply | E::Inbox | E::Wait | E::Pilot | E::Other => {}
    });
    check(&kind);
    use PriceIssue as P;
    let issue = [P::UnknownPerson, P::MissingHours, P::NoPilotCosts, P::PastMaxRuns, P::UnknownType];
    issue.iter().for_each(|i| match i {
        P::UnknownPerson | P::MissingHours | P::NoPilotCosts | P::PastMaxRuns | P::UnknownType => {}
    });
    check(&issue);
}

/// `incidents` (a `serde_json::Value`) reads back as serde_json reads it: ints as ints,
/// floats as floats, big ints as floats, objects in its key order.
#[test]
fn incidents_read_as_serde_json_reads_them() {
    for text in [
        r#"[1, -2, 3.0, -0.0, 1e300, 18446744073709551615, 18446744073709551616, -9223372036854775808, "é\n", null, true, {"b": 1, "a": [{}]}]"#,
        r#"{"z": {"y": []}, "a": 0.1}"#,
    ] {
        let ours = serde_json::Value::read(&pyjson::parse(text).unwrap(), &mut Reader::new(""));
        let theirs: serde_json::Value = serde_json::from_str(text).unwrap();
        assert_eq!(ours, theirs);
        assert_eq!(ours.to_string(), theirs.to_string());
    }
}

/// Non-finite floats that grading itself puts in reports: an ask-log line's `NaN` or
/// infinite cost and time, a route whose weights overflow, a reference value that
/// makes the score infinite. Each reads back through its marks only.
#[test]
fn non_finite_values_graded_for_real_read_back() {
    let dir = root().join("cases-public/returns-triage");
    let g = grader(&dir, &manifest(&dir), None);
    let result = read(&dir.join("submissions/1-accepted/result.json"));
    let log = "{\"t\": 0.5, \"type\": \"ask\", \"person\": \"ops_lead\", \"cost\": NaN}\n\
               {\"t\": Infinity, \"type\": \"party\", \"cost\": NaN}\n";
    let r = g.grade(&result, "result.json", &[("ask.jsonl", log.as_bytes())]);
    let Report::Uplift(u) = &r else { panic!() };
    assert!(u.contact_lines[0].logged_cost.is_some_and(f64::is_nan) && u.contact_lines[1].used_cost.is_nan());
    assert_eq!(u.contact_lines[1].t, Some(f64::INFINITY));
    // The harness sums the logged costs, so both lines' used costs are NaN.
    assert_eq!(assert_reads_back(&r, "NaN costs").replace('_', ""), "NN+NN");
    assert!(Report::from_json(CaseKind::Uplift, &r.to_json()).unwrap_err().contains("contact_lines[0].used_cost (line 1, column "));

    // Two stores of 1e308 kg in one route: the load overflows to infinity.
    let customers = "网点编码,总重量,门店经度,门店纬度\n0,,0,0\nA,1e308,0.1,0\nB,1e308,0,0.1\nC,1,0.1,0.1\n";
    let m = parse_manifest(
        br#"{"id": "t", "kind": "routing", "title": "T", "parameters": {"vehicles": 2}, "files": {"customers": "c.csv"}}"#,
        "case.json",
    )
    .unwrap();
    let g = CaseGrader::new(&m, Some(("c.csv", customers.as_bytes())), Some(1000.0)).unwrap();
    let r = g.grade(br#"{"routes": [["A", "B"], ["C"]]}"#, "r.json", &[]);
    let Report::Routing(x) = &r else { panic!() };
    assert_eq!(x.routes[0].load_kg, f64::INFINITY);
    assert_eq!(assert_reads_back(&r, "load overflow"), "+");

    // A reference value of 5e-324 (a student may type it): the score overflows.
    let dir = root().join("cases-public/scorecard-credit");
    let g = grader(&dir, &manifest(&dir), Some(5e-324));
    let r = g.grade(&read(&dir.join("submissions/1-logistic-regression.csv")), "p.csv", &[]);
    assert_eq!(r.score(), Some(f64::INFINITY));
    assert_eq!(assert_reads_back(&r, "score overflow"), "+++_"); // quality, overall, exact score; roc[0] has no threshold
}

#[test]
fn prediction_server_numbers_spell_their_non_finite_values() {
    // The server's numbers of a prediction report (its scores, its reported fields)
    // are written "NaN", "Infinity", "-Infinity" where the server prints NaN,
    // Infinity, -Infinity; our own unrounded values stay null with their marks.
    let dir = root().join("cases-public/solar-yield");
    let m = manifest(&dir);
    let g = grader(&dir, &m, None);
    let (_, r) = examples(&dir, &m, &g).into_iter().find(|(_, r)| matches!(r, Report::Prediction(p) if p.valid)).expect("a valid example");
    let Report::Prediction(mut p) = r else { unreachable!() };
    (p.quality_score, p.overall_score) = (f64::NAN, f64::INFINITY);
    p.fields = serde_json::json!({"player_objective": "-Infinity", "per_target": {"a": "NaN", "b": 1.5}});
    p.exact.as_mut().unwrap().combined = f64::NAN;
    let r = Report::Prediction(p);
    let json = r.to_json();
    assert!(json.contains("\"quality_score\":\"NaN\",\"overall_score\":\"Infinity\""), "{json}");
    assert!(json.contains("\"player_objective\":\"-Infinity\""), "{json}");
    // Only the unrounded combined value is a null float: one mark.
    assert_eq!(r.non_finite().replace('_', ""), "N");
    assert_reads_back(&r, "non-finite scores and fields");
    let Ok(Report::Prediction(back)) = Report::from_json_with(CaseKind::Prediction, &json, &r.non_finite()) else { panic!() };
    assert!(back.quality_score.is_nan() && back.overall_score == f64::INFINITY);
    // A score written as any other text does not read.
    let bad = json.replace("\"quality_score\":\"NaN\"", "\"quality_score\":\"nan\"");
    assert!(Report::from_json_with(CaseKind::Prediction, &bad, &r.non_finite()).is_err());
}
