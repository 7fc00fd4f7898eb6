//! The server's checks (spec §2), one test each, and their order: the first failing
//! check alone fills `error_info`, every problem found is in `diagnostics`.
//!
//! Test set (fixtures/scorecard/small_truth.csv): A1 D, A2 R, A3 D, A4 R, A5 R, A6 D.

use grader::scorecard::{grade, parse_truth, ScorecardParams, ScorecardReport, Truth, CAP};
use grader::{Category, Diagnostic};

mod support;

const FILE: &str = "predictions.csv";

fn truth() -> Truth {
    parse_truth(include_bytes!("fixtures/scorecard/small_truth.csv"), "truth.csv").unwrap()
}

fn run(csv: &str) -> ScorecardReport {
    let r = grade(&truth(), &ScorecardParams::default(), csv.as_bytes(), FILE);
    support::assert_registered(&r.diagnostics, csv);
    r
}

fn with_code<'a>(r: &'a ScorecardReport, code: &str) -> Vec<&'a Diagnostic> {
    r.diagnostics.iter().filter(|d| d.code == code).collect()
}

fn codes(r: &ScorecardReport) -> Vec<&str> {
    r.diagnostics.iter().map(|d| d.code.as_str()).collect()
}

/// Invalid: score 0, no metrics, `failed_check` named, `error_info.fatal` only.
fn assert_invalid(r: &ScorecardReport, check: &str) {
    assert_rejected(r, check);
    assert!(!r.error_info.fatal.is_empty());
    assert!(r.error_info.exception.is_none());
}

/// Invalid as where pandas raises: `error_info.exception` only.
fn assert_raises(r: &ScorecardReport, check: &str) {
    assert_rejected(r, check);
    assert!(r.error_info.fatal.is_empty(), "{:?}", r.error_info);
    assert!(r.error_info.exception.is_some());
}

fn assert_rejected(r: &ScorecardReport, check: &str) {
    assert!(!r.valid, "{check}: {:#?}", r.diagnostics);
    assert_eq!(r.validity_score, 0.0);
    assert_eq!((r.quality_score, r.overall_score), (0.0, 0.0));
    assert_eq!((r.auc, r.ks, r.player_objective), (None, None, None));
    assert!(r.exact.is_none() && r.roc.is_empty() && r.ks_at.is_none());
    assert_eq!(r.failed_check.as_deref(), Some(check));
    assert!(r.error_info.schema.is_empty() && r.error_info.value.is_empty());
}

const OK: &str = "customer_id,prob_default\nA1,0.6\nA2,0.1\nA3,0.9\nA4,0.6\nA5,0.3\nA6,0.6\n";

#[test]
fn valid_submission() {
    let r = run(OK);
    assert!(r.valid);
    assert_eq!(r.validity_score, 1.0);
    assert!(r.error_info.is_empty());
    assert_eq!(r.failed_check, None);
    assert!(r.diagnostics.is_empty(), "{:#?}", r.diagnostics);
    // AUC 8/9, KS 1 - 1/3 (tests/scorecard_metrics.rs, ties_get_average_ranks).
    assert_eq!(r.auc, Some(0.888889));
    assert_eq!(r.ks, Some(0.666667));
    assert_eq!((r.n_truth, r.n_positive, r.n_negative, r.n_rows, r.n_extra_rows), (6, 3, 3, 6, 0));
    assert_eq!(r.n_bands, 4);
}

#[test]
fn missing_file() {
    // An existing file with nothing to read: pandas raises EmptyDataError.
    for bytes in [&b""[..], b"\n\n  \n", b"\xEF\xBB\xBF"] {
        let r = grade(&truth(), &ScorecardParams::default(), bytes, FILE);
        assert_raises(&r, "missing-file");
        assert_eq!(codes(&r), ["scorecard/missing-file"]);
        assert_eq!(r.n_rows, 0);
    }
    // No file at all: the server's own first check.
    let r = grader::scorecard::grade_missing(&truth(), &ScorecardParams::default(), FILE, "No such file");
    assert_invalid(&r, "missing-file");
    assert_eq!(codes(&r), ["scorecard/missing-file"]);
}

#[test]
fn unreadable_file_fails_the_file_check() {
    let r = grade(&truth(), &ScorecardParams::default(), b"customer_id,prob_default\nA1,\xff\n", FILE);
    assert_raises(&r, "missing-file"); // UnicodeDecodeError
    assert_eq!(codes(&r), ["file/not-utf8"]);
    let r = run("customer_id,prob_default\nA1,\"0.5\nA2,0.1\n");
    assert_raises(&r, "missing-file"); // ParserError: EOF inside string
    assert_eq!(codes(&r), ["file/unclosed-quote"]);
    assert_eq!(r.diagnostics[0].location.line, Some(2));
}

#[test]
fn missing_column_names_are_exact() {
    // `Prob_Default` and ` customer_id` are different columns for pandas.
    let r = run("id, customer_id,Prob_Default\n1,A1,0.6\n");
    assert_invalid(&r, "missing-column");
    let missing = with_code(&r, "scorecard/missing-column");
    assert_eq!(missing.len(), 2);
    assert_eq!(r.error_info.fatal.len(), 2, "both columns belong to the same check");
    assert_eq!(missing[0].location.field.as_deref(), Some("customer_id"));
    assert_eq!(missing[0].location.line, Some(1));
    assert!(missing[0].hint.as_ref().unwrap().contains("Rename the column ` customer_id`"));
    assert!(missing[1].hint.as_ref().unwrap().contains("Rename the column `Prob_Default`"));
    assert!(missing[1].message.contains("columns found: `id`, ` customer_id`, `Prob_Default`"));
}

#[test]
fn missing_value_column_still_checks_ids() {
    // No prob_default: the id checks still run and are listed (not in error_info).
    let r = run("customer_id,score\nA1,0.6\nA1,0.1\n");
    assert_invalid(&r, "missing-column");
    assert_eq!(
        codes(&r),
        [
            "scorecard/missing-column",
            "scorecard/duplicate-id",
            "scorecard/missing-id",
            "scorecard/missing-id",
            "scorecard/missing-id",
            "scorecard/missing-id",
            "scorecard/missing-id"
        ]
    );
    assert_eq!(r.error_info.fatal.len(), 1);
}

#[test]
fn not_a_number_lists_every_cell() {
    let r = run("customer_id,prob_default\nA1,\nA2,NaN\nA3,high\nA4,0.6\nA5,12%\nA6,NA\n");
    assert_invalid(&r, "not-a-number");
    let d = with_code(&r, "scorecard/not-a-number");
    assert_eq!(d.len(), 5);
    let lines: Vec<_> = d.iter().map(|d| d.location.line.unwrap()).collect();
    assert_eq!(lines, [2, 3, 4, 6, 7]);
    assert!(d.iter().all(|d| d.location.column == Some(2)));
    assert!(d.iter().all(|d| d.location.field.as_deref() == Some("prob_default")));
    assert!(d.iter().all(|d| d.category == Category::Fatal && d.hint.is_some()));
    assert_eq!(d[2].location.name_of("id"), Some("A3"));
    assert_eq!(d[0].message, "`prob_default` is empty on line 2 (customer A1)");
    assert_eq!(d[1].message, "`prob_default` on line 3 (customer A2) is `NaN`, a missing value, not a number");
    assert_eq!(d[2].message, "`prob_default` on line 4 (customer A3) is `high`, not a number");
    assert!(d[3].hint.as_ref().unwrap().contains("12% is 0.12"));
    assert_eq!(r.error_info.fatal.len(), 5);
}

#[test]
fn short_row_is_an_empty_value() {
    let r = run("customer_id,prob_default\nA1\nA2,0.1\nA3,0.9\nA4,0.6\nA5,0.3\nA6,0.6\n");
    assert_invalid(&r, "not-a-number");
    assert_eq!(with_code(&r, "scorecard/not-a-number")[0].location.line, Some(2));
}

#[test]
fn not_finite() {
    let r = run("customer_id,prob_default\nA1,inf\nA2,0.1\nA3,-Infinity\nA4,0.6\nA5,0.3\nA6,+INF\n");
    assert_invalid(&r, "not-finite");
    let d = with_code(&r, "scorecard/not-finite");
    assert_eq!(d.iter().map(|d| d.location.line.unwrap()).collect::<Vec<_>>(), [2, 4, 7]);
    assert_eq!(d[0].message, "`prob_default` on line 2 (customer A1) is `inf`, not a finite number");
}

#[test]
fn an_overflowing_decimal_is_not_a_number_in_pandas2() {
    // pandas 2.3.2: `1e999` makes the column text and to_numeric gives NaN (measured:
    // `pd.to_numeric(pd.read_csv(f)["prob_default"], errors="coerce")`), so the
    // server's first failing check is "not a number", while `inf` is read as infinite.
    let csv = "customer_id,prob_default\nA1,inf\nA2,0.1\nA3,0.2\nA4,0.6\nA5,0.3\nA6,1e999\n";
    let r = run(csv);
    assert_invalid(&r, "not-a-number");
    assert_eq!(with_code(&r, "scorecard/not-a-number")[0].location.line, Some(7));
    assert_eq!(with_code(&r, "scorecard/not-finite")[0].location.line, Some(2));
}

#[test]
fn out_of_range_bounds_are_inclusive() {
    let r = run("customer_id,prob_default\nA1,0\nA2,1\nA3,1.0\nA4,-0\nA5,0.0\nA6,1e0\n");
    assert!(r.valid, "{:#?}", r.diagnostics);
    let r = run("customer_id,prob_default\nA1,1.0000001\nA2,0.1\nA3,-0.01\nA4,0.6\nA5,0.3\nA6,0.6\n");
    assert_invalid(&r, "out-of-range");
    let d = with_code(&r, "scorecard/out-of-range");
    assert_eq!(d.len(), 2);
    assert_eq!(d[0].message, "`prob_default` on line 2 (customer A1) is 1.0000001, outside [0, 1]");
    assert_eq!(d[1].location.name_of("id"), Some("A3"));
}

#[test]
fn points_logits_and_percentages_are_recognised() {
    let points = run("customer_id,prob_default\nA1,612\nA2,790\nA3,455\nA4,640\nA5,700\nA6,598\n");
    assert_invalid(&points, "out-of-range");
    assert_eq!(with_code(&points, "scorecard/out-of-range").len(), 6);
    let w = with_code(&points, "scorecard/looks-like-points");
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].category, Category::Warning);
    assert!(w[0].message.contains("between 455 and 790"));
    assert!(w[0].hint.as_ref().unwrap().to_lowercase().contains("submit a probability of default in [0,1]"));
    // Warnings never reach error_info.
    assert_eq!(points.error_info.fatal.len(), 6);

    let logits = run("customer_id,prob_default\nA1,0.4\nA2,-2.2\nA3,2.1\nA4,-0.3\nA5,-1.5\nA6,0.7\n");
    assert_eq!(with_code(&logits, "scorecard/looks-like-logit").len(), 1);
    let pct = run("customer_id,prob_default\nA1,60\nA2,10\nA3,90\nA4,55\nA5,20\nA6,0.5\n");
    assert_eq!(with_code(&pct, "scorecard/looks-like-percent").len(), 1);
    // In range: no guessing.
    assert!(with_code(&run(OK), "scorecard/looks-like-logit").is_empty());
}

#[test]
fn duplicate_id() {
    // (Text ids compare as written: " A1 " would be another id; see scorecard_pandas.rs.)
    let r = run("customer_id,prob_default\nA1,0.6\nA2,0.1\nA3,0.9\nA4,0.6\nA1,0.2\nA5,0.3\nA6,0.6\n");
    assert_invalid(&r, "duplicate-id");
    let d = with_code(&r, "scorecard/duplicate-id");
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].message, "customer A1 appears again on line 6 (first on line 2)");
    assert_eq!((d[0].location.line, d[0].location.column), (Some(6), Some(1)));
    assert_eq!(d[0].location.name_of("id"), Some("A1"));
}

#[test]
fn missing_id() {
    let r = run("customer_id,prob_default\nA1,0.6\nA2,0.1\nA3,0.9\nA4,0.6\nA6,0.6\n");
    assert_invalid(&r, "missing-id");
    let d = with_code(&r, "scorecard/missing-id");
    assert_eq!(d.len(), 1);
    assert_eq!(d[0].message, "customer A5 of the test set has no row in predictions.csv");
    assert_eq!(d[0].location.name_of("id"), Some("A5"));
    assert!(d[0].hint.as_ref().unwrap().contains("1 of 6 are missing"));
}

#[test]
fn first_failing_check_decides_and_all_are_listed() {
    // Line 3: text (check 3); line 5: out of range (check 5); A1 twice (check 6);
    // A5 absent (check 7). error_info: check 3 only. diagnostics: all of them.
    let r = run("customer_id,prob_default\nA1,0.6\nA2,oops\nA3,0.9\nA4,1.6\nA1,0.2\nA6,0.6\n");
    assert_invalid(&r, "not-a-number");
    assert_eq!(r.error_info.fatal, ["`prob_default` on line 3 (customer A2) is `oops`, not a number"]);
    assert_eq!(codes(&r), ["scorecard/not-a-number", "scorecard/out-of-range", "scorecard/duplicate-id", "scorecard/missing-id"]);
    let groups: Vec<(&str, usize)> = r.diagnostic_groups.iter().map(|g| (g.code.as_str(), g.count)).collect();
    assert_eq!(groups[0], ("scorecard/not-a-number", 1));

    // Two checks, the later one found first in the file: order is by check, not line.
    let r = run("customer_id,prob_default\nA1,0.6\nA1,0.1\nA3,0.9\nA4,0.6\nA5,0.3\nA6,inf\nA2,0.5\n");
    assert_invalid(&r, "not-finite");
    assert_eq!(r.error_info.fatal.len(), 1);
    assert!(r.error_info.fatal[0].contains("inf"));
    assert_eq!(with_code(&r, "scorecard/duplicate-id").len(), 1);
}

#[test]
fn extra_rows_and_columns_are_ignored() {
    let r = run("note,customer_id,prob_default,x\nhi,A1,0.6,1\n,A2,0.1,\n,A3,0.9,\n,A4,0.6,\n,Z1,0.5,\n,A5,0.3,\n,A6,0.6,\n,Z2,0.7,\n");
    assert!(r.valid);
    assert_eq!(r.auc, run(OK).auc);
    assert_eq!((r.n_rows, r.n_extra_rows), (8, 2));
    let w = with_code(&r, "scorecard/extra-rows");
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].category, Category::Warning);
    assert_eq!(w[0].location.line, Some(6));
    assert!(w[0].message.starts_with("2 row(s)"));
    assert!(w[0].message.contains("Z1 on line 6, Z2 on line 9"));
    // Ignored for the score, but their values are still checked: the value checks run
    // on the whole column before ids are matched (spec §2 order).
    let r = run("customer_id,prob_default\nA1,0.6\nA2,0.1\nA3,0.9\nA4,0.6\nA5,0.3\nA6,0.6\nZ1,7\n");
    assert_invalid(&r, "out-of-range");
}

#[test]
fn too_many_fields_and_empty_ids() {
    // A later row with an extra field: pandas cannot read the file (first check).
    let r = run("customer_id,prob_default\nA1,0.6\nA2,0,1\nA3,0.9\nA4,0.6\nA5,0.3\nA6,0.6\n");
    assert_raises(&r, "missing-file"); // ParserError
    let d = with_code(&r, "scorecard/too-many-fields");
    assert_eq!(d[0].location.line, Some(3));
    // An empty id warns; two empty ids are one id twice (pandas' duplicated() says
    // the same of NaN).
    let r = run("customer_id,prob_default\nA1,0.6\nA2,0.1\nA3,0.9\nA4,0.6\nA5,0.3\nA6,0.6\n,0.2\n");
    assert!(r.valid);
    assert_eq!(with_code(&r, "scorecard/empty-id")[0].location.line, Some(8));
    let r = run("customer_id,prob_default\nA1,0.6\nA2,0.1\nA3,0.9\nA4,0.6\nA5,0.3\nA6,0.6\n,0.2\n,0.3\n");
    assert_invalid(&r, "duplicate-id");
}

#[test]
fn long_lists_are_capped_with_true_counts() {
    let n = 500;
    let ids: Vec<String> = (0..n).map(|i| format!("K{i}")).collect();
    let labels: Vec<bool> = (0..n).map(|i| i % 3 == 0).collect();
    let t = Truth::from_labels(ids.clone(), labels).unwrap();
    let mut csv = String::from("customer_id,prob_default\n");
    for id in &ids {
        csv.push_str(&format!("{id},n/a\n"));
    }
    let r = grade(&t, &ScorecardParams::default(), csv.as_bytes(), FILE);
    assert_invalid(&r, "not-a-number");
    let d = with_code(&r, "scorecard/not-a-number");
    assert_eq!(d.len(), CAP + 1);
    assert_eq!(d[CAP].message, format!("... and {} more like this, not listed ({n} in all)", n - CAP));
    assert_eq!(r.diagnostic_groups[0].count, n);
    assert_eq!(r.error_info.fatal.len(), CAP + 1);
}

#[test]
fn metric_warnings() {
    // Inverted: 1 - p. Valid, AUC 1/9, same KS.
    let r = run("customer_id,prob_default\nA1,0.4\nA2,0.9\nA3,0.1\nA4,0.4\nA5,0.7\nA6,0.4\n");
    assert!(r.valid);
    assert_eq!(r.auc, Some(0.111111));
    assert_eq!(r.ks, run(OK).ks);
    let w = with_code(&r, "scorecard/inverted");
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].category, Category::Warning);
    // All tied.
    let r = run("customer_id,prob_default\nA1,0.2\nA2,0.2\nA3,0.2\nA4,0.2\nA5,0.2\nA6,0.2\n");
    assert_eq!((r.auc, r.ks, r.n_bands), (Some(0.5), Some(0.0), 1));
    assert_eq!(with_code(&r, "scorecard/all-tied").len(), 1);
}

#[test]
fn one_class_truth_scores_zero() {
    for labels in [vec![false, false], vec![true, true]] {
        let t = Truth::from_labels(vec!["a".into(), "b".into()], labels).unwrap();
        let r = grade(&t, &ScorecardParams::default(), b"customer_id,prob_default\na,0.9\nb,0.1\n", FILE);
        assert!(r.valid);
        assert_eq!((r.auc, r.ks, r.overall_score), (Some(0.0), Some(0.0), 0.0));
        assert!(r.roc.is_empty() && r.ks_at.is_none());
        assert_eq!(with_code(&r, "scorecard/one-class").len(), 1);
    }
}

#[test]
fn truth_problems_are_case_errors_located_by_line() {
    let e = parse_truth(b"customer_id,label\nA1,1\n", "truth.csv").unwrap_err();
    assert_eq!(e[0].code, "scorecard/truth-missing-column");
    assert_eq!(e[0].category, Category::Case);
    let bad = b"customer_id,default\nA1,1\nA2,yes\nA1,0\n,1\nA3,2\n";
    let lines = |e: &[Diagnostic]| -> Vec<(String, Option<usize>)> { e.iter().map(|d| (d.code.clone(), d.location.line)).collect() };
    // pandas 2.3.2's server grades through a repeated or missing id and reads `2` as
    // a label of neither class (`int("2")`): only `yes`, which int() rejects, stops us.
    let e = parse_truth(bad, "truth.csv").unwrap_err();
    assert_eq!(lines(&e), [("scorecard/truth-bad-label".into(), Some(3))]);
    let t = parse_truth(b"customer_id,default\n", "truth.csv").unwrap();
    assert_eq!((t.len(), t.warnings()[0].code.as_str()), (0, "scorecard/truth-empty"));
    let e = parse_truth(b"\xff", "truth.csv").unwrap_err();
    assert_eq!((e[0].code.as_str(), e[0].category), ("file/not-utf8", Category::Case));
    // pandas 2.3.2: `1.0` next to `false` is an object column and int("1.0") raises
    // (measured), so only columns of one kind are fine. Text ids are kept as written,
    // as pandas keeps them: " x " is the id " x ".
    let mixed = b"\xEF\xBB\xBFcustomer_id,default\r\n x ,1.0\r\ny,false\r\n";
    let e = parse_truth(mixed, "truth.csv").unwrap_err();
    assert!(e[0].message.contains("invalid literal for int() with base 10: '1.0'"));
    for labels in [&b"1.0\r\ny,0.0"[..], b"true\r\ny,false"] {
        let t = parse_truth(&[&b"customer_id,default\r\n x ,"[..], labels, b"\r\n"].concat(), "truth.csv").unwrap();
        assert_eq!(t.ids().collect::<Vec<_>>(), [" x ", "y"]);
        assert_eq!(t.labels(), [true, false]);
    }
}
