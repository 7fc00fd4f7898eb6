//! The scorecard coach (`grader::scorecard::coach`) against second gradings: for each
//! public example, breaking a listed tie band (its defaulters' lines rewritten to the
//! value the coach names) and grading that file gives the KS, AUC and score the coach
//! says; each costly row is the line it names.

use std::path::{Path, PathBuf};

use grader::round::py_round;
use grader::scorecard::{coach, grade, parse_truth, ScorecardParams};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn breaking_a_band_is_a_second_grading() {
    let dir = root().join("cases-public/scorecard-credit");
    let truth = parse_truth(&std::fs::read(dir.join("truth.csv")).unwrap(), "truth.csv").unwrap();
    let case: serde_json::Value = serde_json::from_slice(&std::fs::read(dir.join("case.json")).unwrap()).unwrap();
    let params = ScorecardParams { reference_value: case["reference"]["value"].as_f64().unwrap() };
    let mut subs: Vec<PathBuf> = std::fs::read_dir(dir.join("submissions")).unwrap().flatten().map(|e| e.path()).collect();
    subs.sort();
    let mut bands = 0;
    for path in subs {
        let bytes = std::fs::read(&path).unwrap();
        let text = String::from_utf8(bytes.clone()).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let report = grade(&truth, &params, &bytes, "p.csv");
        let Some(c) = coach(&truth, &params, &bytes, "p.csv", 4) else {
            assert!(!report.valid, "{path:?}");
            continue;
        };
        assert_eq!(c.score, report.overall_score, "{path:?}");
        assert_eq!((Some(py_round(c.auc, 6)), Some(py_round(c.ks, 6))), (report.auc, report.ks), "{path:?}");
        for r in &c.rows {
            assert!(lines[r.line - 1].starts_with(&format!("{},", r.customer_id)), "{path:?}: line {} is {}", r.line, r.customer_id);
        }
        for b in &c.bands {
            let lifted = grader::float::shortest(b.lifted_to);
            let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            for &l in &b.defaulter_lines {
                let id = out[l - 1].split(',').next().unwrap().to_string();
                out[l - 1] = format!("{id},{lifted}");
            }
            assert_eq!(b.defaulter_lines.len(), b.band.defaulters);
            let again = grade(&truth, &params, (out.join("\n") + "\n").as_bytes(), "p.csv");
            assert!(again.valid, "{path:?}");
            assert_eq!(again.ks, Some(py_round(b.band.ks_if_broken, 6)), "{path:?} band {}", b.band.score);
            assert_eq!(again.auc, Some(py_round(b.band.auc_if_broken, 6)), "{path:?} band {}", b.band.score);
            assert_eq!(again.overall_score, b.score_if_broken, "{path:?} band {}", b.band.score);
            bands += 1;
        }
    }
    assert!(bands >= 4, "{bands} bands broken");
}

#[test]
fn bad_bytes_have_nothing_to_coach() {
    let dir = root().join("cases-public/scorecard-credit");
    let truth = parse_truth(&std::fs::read(dir.join("truth.csv")).unwrap(), "truth.csv").unwrap();
    for bad in [&b""[..], b"\xff\xfe\x00garbage", b"customer_id,prob_default\n", b"customer_id,prob_default\nC686827,2\n"] {
        assert!(coach(&truth, &ScorecardParams::default(), bad, "p.csv", 5).is_none());
    }
}
