//! Hostile input: random bytes and mutated submissions never panic, and every rejected
//! submission says why, with a location.

use grader::routing::{grade, RoutingCase, RoutingParams, Store};

mod support;
use support::rng::Rng;

fn case() -> RoutingCase {
    let s = |c: &str, x: f64, y: f64| Store { code: c.into(), weight: 5.0, lon: x, lat: y, line: 0 };
    RoutingCase::new(
        s("0", 0.0, 0.0),
        vec![s("A", 1.0, 1.0), s("B", 2.0, 1.0), s("C", 1.0, 2.0), s("900001000046", 2.0, 2.0)],
        RoutingParams { vehicles: 2, ..Default::default() },
    )
}

const SEEDS: &[&str] = &[
    r#"{"routes": [["A", "B"], {"customers": ["C", 900001000046]}]}"#,
    "route,store_code,visit_order\n1,A,1\n1,B,2\n2,C,1\n2,900001000046,2\n",
    "车辆,网点序列\n1,A;B\n2,\"C,900001000046\"\n",
];
const TOKENS: &[&str] =
    &["{", "}", "[", "]", "\"", ",", ":", "\n", "\r", "\\u", "NaN", "-", "1e999", "\u{feff}", "\u{0}", "\"routes\"", ";", "0"];

#[test]
fn mutated_submissions_never_panic_and_rejections_are_explained() {
    let case = case();
    let mut rng = Rng(42);
    let mut rejected = 0;
    for i in 0..20_000 {
        let mut s: Vec<u8> = SEEDS[i % SEEDS.len()].as_bytes().to_vec();
        for _ in 0..=rng.below(4) {
            let at = rng.below(s.len() + 1);
            match rng.below(4) {
                0 if !s.is_empty() => {
                    s.remove(at.min(s.len() - 1));
                }
                1 => {
                    let t = TOKENS[rng.below(TOKENS.len())].as_bytes();
                    s.splice(at..at, t.iter().copied());
                }
                2 => s.insert(at, rng.next() as u8),
                _ => {
                    let end = (at + rng.below(8)).min(s.len());
                    s.drain(at..end);
                }
            }
        }
        let name = ["r.json", "r.csv", "r"][i % 3];
        let r = grade(&case, &s, name);
        if !r.valid {
            rejected += 1;
            assert!(!r.diagnostics.is_empty(), "rejected without a diagnostic: {:?}", String::from_utf8_lossy(&s));
            assert!(r.diagnostics.iter().all(|d| d.location.file.is_some() && !d.message.is_empty()));
            let info = &r.error_info;
            assert!(!info.is_empty());
        }
        // As the site's page reads the report its worker sends: the very report.
        support::readback::assert_reads_back(&grader::Report::Routing(r), &format!("{:?}", String::from_utf8_lossy(&s)));
    }
    assert!(rejected > 1000);
}

#[test]
fn deep_nesting_and_huge_inputs_are_rejected_cleanly() {
    let case = case();
    let deep = format!("{{\"routes\": {}{}}}", "[".repeat(200_000), "]".repeat(200_000));
    let r = grade(&case, deep.as_bytes(), "r.json");
    assert_eq!(r.diagnostics[0].code, "routing/not-json");
    let many = format!("{{\"routes\": [{}]}}", vec!["[\"A\"]"; 100_000].join(","));
    let r = grade(&case, many.as_bytes(), "r.json");
    assert!(!r.valid);
    assert_eq!(r.n_routes, Some(100_000));
    let bytes: Vec<u8> = (0..100_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8).collect();
    assert!(!grade(&case, &bytes, "r.csv").valid);
}
