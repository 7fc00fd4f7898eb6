//! Reading as the server reads in its pinned stack, pandas 2.3.2: `pd.read_csv(path, encoding="utf-8-sig")` of both files, `duplicated()` on
//! the id column as pandas types it, then `set(truth.astype(str)) - set(pred.astype(str))`
//! and a left merge of the test set on those texts. Every expected verdict and score
//! below was measured with peers/spec_scorecard.py in /work/peers-venv (pandas 2.3.2);
//! peers/scorecard_server_peer.py checks thousands more.

use grader::scorecard::{grade, parse_truth, ScorecardParams, ScorecardReport};
use grader::Diagnostic;

mod support;

const FILE: &str = "predictions.csv";
const NUM: &str = "customer_id,default\n1001,1\n1002,0\n1003,1\n1004,0\n1005,0\n1006,1\n";
const TXT: &str = "customer_id,default\nA1,1\nA2,0\nA3,1\nA4,0\nA5,0\nA6,1\n";
const N: [&str; 6] = ["1001", "1002", "1003", "1004", "1005", "1006"];
const T: [&str; 6] = ["A1", "A2", "A3", "A4", "A5", "A6"];
const V: [&str; 8] = ["0.9", "0.1", "0.8", "0.3", "0.2", "0.7", "0.5", "0.4"];

fn preds(ids: &[&str], values: &[&str]) -> String {
    let mut s = String::from("customer_id,prob_default\n");
    for (i, v) in ids.iter().zip(values) {
        s.push_str(&format!("{i},{v}\n"));
    }
    s
}

fn with(ids: &[&str], more: &[&str]) -> Vec<String> {
    ids.iter().chain(more).map(|s| s.to_string()).collect()
}

fn run(truth: &str, pred: &str) -> ScorecardReport {
    let t = parse_truth(truth.as_bytes(), "truth.csv").unwrap();
    support::assert_registered(t.warnings(), truth);
    let r = grade(&t, &ScorecardParams::default(), pred.as_bytes(), FILE);
    assert_eq!(r.server, grader::server::Server::Py312);
    support::assert_registered(&r.diagnostics, pred);
    r
}

/// (failed check, overall score, auc, ks) as the server reports them.
fn verdict(r: &ScorecardReport) -> (Option<&str>, f64, Option<f64>, Option<f64>) {
    (r.failed_check.as_deref(), r.overall_score, r.auc, r.ks)
}

fn codes(r: &ScorecardReport) -> Vec<&str> {
    r.diagnostics.iter().map(|d| d.code.as_str()).collect()
}

fn with_code<'a>(r: &'a ScorecardReport, code: &str) -> Vec<&'a Diagnostic> {
    r.diagnostics.iter().filter(|d| d.code == code).collect()
}

const PERFECT: (Option<&str>, f64, Option<f64>, Option<f64>) = (None, 1.155332, Some(1.0), Some(1.0));

fn failed(check: &str) -> (Option<&str>, f64, Option<f64>, Option<f64>) {
    (Some(check), 0.0, None, None)
}

#[test]
fn integer_ids_match_integer_ids() {
    assert_eq!(verdict(&run(NUM, &preds(&N, &V))), PERFECT);
    // int64 `007` is 7: astype(str) gives '7'.
    let r = run("customer_id,default\n7,1\n8,0\n", &preds(&["007", "8"], &V));
    assert_eq!(verdict(&r), PERFECT);
}

#[test]
fn a_missing_or_decimal_id_makes_every_id_a_decimal() {
    // `NA` makes the column float64: 1001 prints as '1001.0', no test-set id matches.
    let ids = with(&N, &["NA"]);
    let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
    let r = run(NUM, &preds(&ids, &V));
    assert_eq!(verdict(&r), failed("missing-id"));
    assert_eq!(with_code(&r, "scorecard/missing-id").len(), 6);
    let w = with_code(&r, "scorecard/id-read-as-decimal");
    assert_eq!(w.len(), 1, "{:#?}", codes(&r));
    assert_eq!(w[0].location.line, Some(8));
    assert!(w[0].message.contains("1001 on line 2 becomes `1001.0`"), "{}", w[0].message);
    // `1001.0` alone does the same.
    let r = run(NUM, &preds(&["1001.0", "1002", "1003", "1004", "1005", "1006"], &V));
    assert_eq!(verdict(&r), failed("missing-id"));
    // A test set with a missing id is float64 too: then the submission's must be.
    let t = "customer_id,default\n1001,1\n1002,0\nNA,1\n";
    assert_eq!(verdict(&run(t, &preds(&["1001", "1002"], &V))), failed("missing-id"));
    assert_eq!(verdict(&run(t, &preds(&["1001", "1002", "NA"], &V))), PERFECT);
    // -0.0 prints as '-0.0', not the test set's '0.0'.
    let r = run("customer_id,default\n0.0,1\n1.5,0\n", &preds(&["-0.0", "1.5"], &V));
    assert_eq!(verdict(&r), failed("missing-id"));
}

#[test]
fn text_ids_match_integer_ids_by_their_text() {
    // One text id makes the column object: '1001' as written equals int64 1001's '1001'.
    let r = run(NUM, &preds(&["1001", "1002", "1003", "1004", "1005", "1006", "X"], &V));
    assert_eq!(verdict(&r), PERFECT);
    assert_eq!(r.n_extra_rows, 1);
    // ... but written differently it does not: ' 1001' and '007' keep their spelling.
    let r = run(NUM, &preds(&[" 1001", "1002", "1003", "1004", "1005", "1006", "X"], &V));
    assert_eq!(verdict(&r), failed("missing-id"));
    assert_eq!(with_code(&r, "scorecard/missing-id").len(), 1);
    let r = run("customer_id,default\n7,1\n8,0\n", &preds(&["007", "8", "X1"], &V));
    assert_eq!(verdict(&r), failed("missing-id"));
    assert_eq!(with_code(&r, "scorecard/missing-id")[0].message, "customer 7 of the test set has no row in predictions.csv");
}

#[test]
fn missing_ids_are_nan_and_match_each_other() {
    // A missing id in a text column is NaN: an extra row ('nan' is no test-set id).
    let ids = with(&T, &["NA"]);
    let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
    assert_eq!(verdict(&run(TXT, &preds(&ids, &V))), PERFECT);
    // Two missing ids (`NA`, empty) are duplicates for duplicated().
    let ids = with(&T, &["NA", ""]);
    let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
    assert_eq!(verdict(&run(TXT, &preds(&ids, &V))), failed("duplicate-id"));
    // A test set with a missing id needs a missing id in the submission ...
    let t = "customer_id,default\nA1,1\nA2,0\nNA,1\nA4,0\n";
    let r = run(t, &preds(&["A1", "A2", "A4"], &["0.9", "0.1", "0.3"]));
    assert_eq!(verdict(&r), failed("missing-id"));
    assert_eq!(with_code(&r, "scorecard/truth-empty-id").len(), 1);
    // ... which any missing spelling gives, and the server scores it.
    let r = run(t, &preds(&["A1", "A2", "null", "A4"], &["0.9", "0.1", "0.2", "0.3"]));
    assert_eq!(verdict(&r), (None, 0.722083, Some(0.75), Some(0.5)));
    // Two missing test-set ids (`NA`, `null`) both take the submission's missing one.
    let t = "customer_id,default\nA1,1\nA2,0\nNA,1\nnull,0\nA4,0\n";
    let r = run(t, &preds(&["A1", "A2", "", "A4"], &["0.9", "0.1", "0.2", "0.3"]));
    assert_eq!(verdict(&r), (None, 0.722083, Some(0.75), Some(0.5)));
    assert_eq!(with_code(&r, "scorecard/truth-duplicate-id").len(), 1);
}

#[test]
fn a_repeated_test_set_id_is_graded_twice() {
    let t = "customer_id,default\nA1,1\nA2,0\nA1,0\nA4,0\nA5,1\n";
    let r = run(t, &preds(&["A1", "A2", "A4", "A5"], &["0.9", "0.1", "0.3", "0.2"]));
    assert_eq!(verdict(&r), (None, 0.529527, Some(0.583333), Some(0.333333)));
    assert_eq!(r.n_truth, 5);
}

#[test]
fn two_byte_order_marks_are_dropped_three_are_not() {
    let p = preds(&T, &V);
    assert_eq!(verdict(&run(TXT, &format!("\u{feff}\u{feff}{p}"))), PERFECT);
    assert_eq!(verdict(&run(TXT, &format!("\u{feff}\u{feff}\u{feff}{p}"))), failed("missing-column"));
}

#[test]
fn labels_are_the_servers_astype_int() {
    // `y = default.values.astype(int)`: a label other than 1 / 0 is in neither class but
    // is ranked (AUC above 1 here), a float label is truncated, NaN is INT64_MIN.
    let p = "customer_id,prob_default\nA1,0.9\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n";
    let truth = |labels: &[&str]| {
        let mut t = String::from("customer_id,default\n");
        for (i, l) in labels.iter().enumerate() {
            t.push_str(&format!("A{},{l}\n", i + 1));
        }
        t
    };
    let r = run(&truth(&["1", "0", "1", "2", "0", "1"]), p);
    assert_eq!(verdict(&r), (None, 1.444165, Some(1.5), Some(1.0)));
    assert_eq!(with_code(&r, "scorecard/truth-odd-label").len(), 1);
    let r = run(&truth(&["1.9", "0.5", "1", "0", "NA", "1.0"]), p);
    assert_eq!(verdict(&r), (None, 1.444165, Some(1.5), Some(1.0)));
    let r = run(&truth(&["1", "-1", "1", "0", "0", "1"]), p);
    assert_eq!(verdict(&r), (None, 1.444165, Some(1.5), Some(1.0)));
    // A text column: Python's int() of each label (` 2` and `1_0` read).
    let r = run(&truth(&["1", "0", "1", " 2", "0", "1_0"]), p);
    assert_eq!(verdict(&r), (None, 1.732998, Some(2.0), Some(1.0)));
    // A uint64 column wraps to int64: 2^64 - 1 is -1, neither class, and said so
    // (spec_scorecard.py: AUC 1, KS 1).
    let zeros = "0".repeat(100);
    let huge = format!("{zeros}18446744073709551615");
    let r = run(&truth(&[&huge, "0", "1", "0", "0", "1"]), p);
    assert_eq!(verdict(&r), (None, 1.155332, Some(1.0), Some(1.0)));
    assert_eq!((r.n_positive, r.n_negative), (2, 3));
    assert_eq!(with_code(&r, "scorecard/truth-odd-label").len(), 1);
    // In a float column pandas 2's converter keeps 17 digits, all zeros: it is 0, a
    // repayer, and still said to be odd (AUC 0.75, KS 0.75).
    let r = run(&truth(&[&huge, "0.5", "1", "0", "0", "1"]), p);
    assert_eq!(verdict(&r), (None, 0.866499, Some(0.75), Some(0.75)));
    assert_eq!((r.n_positive, r.n_negative), (2, 4));
    assert_eq!(with_code(&r, "scorecard/truth-odd-label").len(), 2);
    // 2^63 fits uint64 (wrapping to INT64_MIN); 2^63 + 1 below zero fits nothing and is text.
    let r = run(&truth(&["1", "0", "1", "9223372036854775808", "0", "1"]), p);
    assert_eq!(verdict(&r), (None, 1.444165, Some(1.5), Some(1.0)));
    // Where int() raises the server fails every submission that passes its checks.
    for (labels, says) in [
        (["1", "0", "1", "-9223372036854775809", "0", "1"], "Python int too large to convert to C long"),
        (["1", "0", "1", "yes", "0", "1"], "invalid literal for int() with base 10: 'yes'"),
        (["True", "False", "True", "NA", "False", "True"], "cannot convert float NaN to integer"),
    ] {
        let e = parse_truth(truth(&labels).as_bytes(), "truth.csv").unwrap_err();
        assert_eq!((e[0].code.as_str(), e[0].location.line), ("scorecard/truth-bad-label", Some(5)));
        assert!(e[0].message.contains(says), "{}", e[0].message);
    }
}

#[test]
fn a_field_ends_at_its_first_nul() {
    // pandas hands every field on as a C string: `\0\0A4` is empty, a missing id ('nan'
    // to the server), and `0.7\09` is 0.7 (spec_scorecard.py on the same bytes).
    let t = "customer_id,default\nA1,1\nA2,0\nA3,1\n\0\0A4,0\nA5,0\nA6,1\n";
    let ids = ["A1", "A2", "A3", "A4", "A5", "A6"];
    let values = ["0.9", "0.1", "0.8", "0.3", "0.2", "0.7"];
    let r = run(t, &preds(&ids, &values));
    assert_eq!(verdict(&r), failed("missing-id"));
    let r = run(t, &preds(&["A1", "A2", "A3", "", "A5", "A6"], &values));
    assert_eq!(verdict(&r), PERFECT);
    assert_eq!(with_code(&r, "scorecard/truth-empty-id").len(), 1);
    let r = run(t, &preds(&["A1", "A2", "A3", "\0A4", "A5", "A6"], &["0.9", "0.1", "0.8", "0.3", "0.2", "0.7\09"]));
    assert_eq!(verdict(&r), PERFECT);
}
