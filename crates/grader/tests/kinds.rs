//! The registry of case kinds (`src/kinds.rs`) agrees with everything that lists kinds
//! outside Rust: serde's names, the cargo features, `scripts/kinds`.

use grader::case::CaseKind;

#[test]
fn every_kind_is_named_alike_everywhere() {
    let ids: Vec<&str> = CaseKind::ALL.iter().map(|k| k.as_str()).collect();
    assert!(ids.starts_with(&["routing", "scorecard", "uplift", "prediction"]), "{ids:?}");
    let cargo = include_str!("../Cargo.toml");
    for &k in CaseKind::ALL {
        let f = k.facts();
        assert_eq!(serde_json::to_string(&k).unwrap(), format!("\"{}\"", f.id));
        assert_eq!(CaseKind::parse(f.id), Some(k));
        assert!(k.built(), "{}: the default build has every kind", f.id);
        assert!(cargo.lines().any(|l| l.starts_with(&format!("{} = ", f.id))), "{}: no cargo feature of that name", f.id);
        assert!(f.submission.max_bytes > 0 && f.data.max_bytes > 0 && !f.data_role.is_empty());
        assert_eq!(f.companion.is_some(), !f.companion_flag.is_empty(), "{}", f.id);
    }
    assert_eq!(CaseKind::parse("maze"), None);
    let out = std::process::Command::new("bash").arg(concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/kinds")).output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().collect::<Vec<_>>(), ids, "scripts/kinds reads the registry");
}

#[test]
fn a_kind_reports_its_headline_under_its_score_field() {
    // The field e2e and the site read the headline from is the one `Report::score` gives.
    let m = grader::case::parse_manifest(
        br#"{"id":"t","kind":"scorecard","title":"T","reference":{"value":0.5},"files":{"truth":"t.csv"}}"#,
        "case.json",
    )
    .unwrap();
    let g = grader::CaseGrader::new(&m, Some(("t.csv", b"customer_id,default\n1,0\n2,1\n".as_slice())), None).unwrap();
    let r = g.grade(b"customer_id,prob_default\n1,0.2\n2,0.9\n", "p.csv", &[]);
    let v: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(v[g.kind().facts().score_field].as_f64(), r.score());
    assert_eq!(r.score(), Some(2.0), "AUC 1, KS 1: combined 1 over the reference 0.5");
}

/// What the worker hands the page of case data it did not read: the core's counts and
/// the kind's own facts, which its site folder reads back (`site/src/kinds/<kind>`).
#[test]
fn a_data_summary_carries_the_kinds_facts() {
    let m = grader::case::parse_manifest(br#"{"id":"t","kind":"scorecard","title":"T","files":{"truth":"t.csv"}}"#, "case.json").unwrap();
    let truth = b"customer_id,default\nc9,0\nc2,1\nc3,1\nc4,0\nc5,0\nc6,1\nc7,0\n";
    let d = grader::CaseGrader::new(&m, Some(("t.csv", truth.as_slice())), None).unwrap().data_summary();
    assert_eq!((d.rows, d.warnings), (Some(7), 0));
    let f: grader::scorecard::ScorecardFacts = d.facts().unwrap();
    assert_eq!(f.positives, 3);
    assert_eq!(f.first_ids, ["c9", "c2", "c3", "c4", "c5", "c6"], "the first six rows, in the file's order");
    assert_eq!(f.first_labels, [0, 1, 1, 0, 0, 1]);

    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../cases-public/routing-city");
    let m = grader::case::parse_manifest(&std::fs::read(format!("{dir}/case.json")).unwrap(), "case.json").unwrap();
    let csv = std::fs::read(format!("{dir}/customers.csv")).unwrap();
    let g = grader::CaseGrader::new(&m, Some(("customers.csv", csv.as_slice())), None).unwrap();
    let d = g.data_summary();
    let f: grader::routing::RoutingFacts = d.facts().unwrap();
    let grader::CaseGrader::Routing(case) = &g else { panic!("a routing case") };
    assert_eq!(d.rows, Some(case.stores.len()));
    assert_eq!((f.total_weight, f.depot.as_str()), (Some(case.total_weight()), case.depot.code.as_str()));
    assert!(d.facts::<grader::scorecard::ScorecardFacts>().is_none(), "another kind's facts do not read");
}
