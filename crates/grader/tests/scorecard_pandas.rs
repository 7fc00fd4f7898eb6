//! Reading as the server reads (pandas 2.3.2): `pd.read_csv` (C engine, defaults), then
//! `pd.to_numeric(errors="coerce")`, `duplicated()` and the test set's ids on
//! `customer_id`: the file's layout, spaces, short rows and blocks. Each test states
//! what pandas does and asserts the same verdict. How ids match the test set
//! (`astype(str)`) is tested in `scorecard_pandas2.rs` (and
//! peers/scorecard_server_peer.py checks thousands more).
//!
//! Test sets: numeric ids 1001..1006 or text ids A1..A6, labels D R D R R D. Every
//! valid submission below ranks all defaulters first: AUC 1, KS 1, score 1/0.865552.

use grader::scorecard::{grade, parse_truth, IdKey, ScorecardParams, ScorecardReport, Truth};
use grader::{Category, Diagnostic};

mod support;

const FILE: &str = "predictions.csv";
const PERFECT: f64 = 1.155332;

fn numeric_truth() -> Truth {
    parse_truth(b"customer_id,default\n1001,1\n1002,0\n1003,1\n1004,0\n1005,0\n1006,1\n", "truth.csv").unwrap()
}

fn text_truth() -> Truth {
    parse_truth(b"customer_id,default\nA1,1\nA2,0\nA3,1\nA4,0\nA5,0\nA6,1\n", "truth.csv").unwrap()
}

fn run(truth: &Truth, csv: &str) -> ScorecardReport {
    let r = grade(truth, &ScorecardParams::default(), csv.as_bytes(), FILE);
    support::assert_registered(&r.diagnostics, csv);
    r
}

fn with_code<'a>(r: &'a ScorecardReport, code: &str) -> Vec<&'a Diagnostic> {
    r.diagnostics.iter().filter(|d| d.code == code).collect()
}

fn assert_valid(r: &ScorecardReport) {
    assert!(r.valid, "{:#?}", r.diagnostics);
    assert_eq!(r.overall_score, PERFECT);
}

fn assert_fails(r: &ScorecardReport, check: &str) {
    assert!(!r.valid);
    assert_eq!(r.failed_check.as_deref(), Some(check), "{:#?}", r.diagnostics);
    assert_eq!(r.overall_score, 0.0);
}

#[test]
fn truth_ids_are_typed_the_same_way() {
    // pandas: the truth's `007`, `008` are int64 7, 8; the submission's 7, 8 match.
    let t = parse_truth(b"customer_id,default\n007,1\n008,0\n", "truth.csv").unwrap();
    assert_eq!(t.ids().collect::<Vec<_>>(), ["007", "008"], "shown as written");
    assert_eq!(t.keys()[0], IdKey::Int("7".into()));
    let r = run(&t, "customer_id,prob_default\n7,0.9\n8,0.1\n");
    assert!(r.valid, "{:#?}", r.diagnostics);
    // pandas: the truth's ` A1` is text with its space; `A1` is another id.
    let t = parse_truth(b"customer_id,default\n A1,1\nA2,0\n", "truth.csv").unwrap();
    let r = run(&t, "customer_id,prob_default\nA1,0.9\nA2,0.1\n");
    assert_fails(&r, "missing-id");
    assert_eq!(
        with_code(&r, "scorecard/missing-id")[0].message,
        "customer ` A1` of the test set has no row in predictions.csv; line 2 has A1, which pandas does not match to it (ids must be written exactly)"
    );
}

#[test]
fn spaces_around_ids() {
    // pandas: in a numeric column spaces, `+` and leading zeros are skipped: valid.
    let r = run(&numeric_truth(), "customer_id,prob_default\n 1001 ,0.9\n1002,0.1\n+1003,0.8\n01004,0.3\n1005,0.2\n1006\t,0.7\n");
    assert_valid(&r);
    // pandas: in a text column ` A1` keeps its space: A1 is missing, ` A1` is extra.
    let t = text_truth();
    let r = run(&t, "customer_id,prob_default\n A1,0.9\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n");
    assert_fails(&r, "missing-id");
    assert_eq!(r.n_extra_rows, 1);
    // pandas: so `A1 ` next to `A1` is no duplicate, just an extra row: valid.
    let r = run(&t, "customer_id,prob_default\nA1,0.9\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\nA1 ,0.5\n");
    assert_valid(&r);
    let w = with_code(&r, "scorecard/extra-rows");
    assert!(w[0].message.contains("`A1 ` on line 8"), "{}", w[0].message);
}

#[test]
fn missing_ids() {
    // pandas: duplicated() counts the second NaN (`NA`, then empty) as a duplicate.
    let t = numeric_truth();
    let r = run(&t, "customer_id,prob_default\n1001,0.9\n1002,0.1\n1003,0.8\n1004,0.3\n1005,0.2\n1006,0.7\nNA,0.5\n,0.4\n");
    assert_fails(&r, "duplicate-id");
    // pandas: ` NA` and `NAN` are not missing spellings, they are text ids.
    let r = run(&text_truth(), "customer_id,prob_default\nA1,0.9\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n NA,0.5\nNAN,0.4\n");
    assert_valid(&r);
    assert!(with_code(&r, "scorecard/empty-id").is_empty());
}

#[test]
fn implicit_index_shifts_the_columns() {
    let t = text_truth();
    // pandas: the first data row has 3 fields under a 2-field header, so field 1 is
    // the index, `customer_id` is 0 / 0.1 / ..., `prob_default` is 5 then NaN for the
    // 2-field rows: not-a-number.
    let r = run(&t, "customer_id,prob_default\nA1,0,5\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n");
    assert_fails(&r, "not-a-number");
    let w = with_code(&r, "scorecard/implicit-index");
    assert_eq!(w.len(), 1);
    assert_eq!((w[0].category, w[0].location.line), (Category::Warning, Some(2)));
    assert!(w[0].message.contains("(`customer_id` from field 2, `prob_default` from field 3)"));
    let d = with_code(&r, "scorecard/not-a-number");
    assert_eq!(d.len(), 5);
    assert_eq!(d[0].location.column, Some(3));
    // pandas: a trailing comma on every row is the same: prob_default all NaN.
    let r = run(&t, "customer_id,prob_default\nA1,0.9,\nA2,0.1,\nA3,0.8,\nA4,0.3,\nA5,0.2,\nA6,0.7,\n");
    assert_fails(&r, "not-a-number");
    // pandas: a row number written before each row but not named in the header is
    // the index, and the named columns line up: valid.
    let r = run(&t, "customer_id,prob_default\n0,A1,0.9\n1,A2,0.1\n2,A3,0.8\n3,A4,0.3\n4,A5,0.2\n5,A6,0.7\n");
    assert_valid(&r);
    assert_eq!(with_code(&r, "scorecard/implicit-index").len(), 1);
}

#[test]
fn too_many_fields_make_the_file_unreadable() {
    let t = text_truth();
    // pandas: "Error tokenizing data. C error: Expected 2 fields in line 3, saw 3":
    // read_csv raises, the server has no table: the first check fails.
    let r = run(&t, "customer_id,prob_default\nA1,0.9\nA2,0,1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n");
    assert_fails(&r, "missing-file");
    assert_eq!(r.n_rows, 0);
    let d = with_code(&r, "scorecard/too-many-fields");
    assert_eq!(d.len(), 1);
    // An exception on the server: its `try` reports `error_info.exception`.
    assert_eq!((d[0].category, d[0].location.line), (Category::Exception, Some(3)));
    assert!(r.error_info.exception.is_some() && r.error_info.fatal.is_empty());
    assert!(d[0].message.ends_with("\"Error tokenizing data. C error: Expected 2 fields in line 3, saw 3\""));
    assert!(d[0].hint.as_ref().unwrap().contains("0.27, not 0,27"));
    assert_eq!(r.error_info.exception.as_deref(), Some(d[0].message.as_str()));
    // pandas: after an implicit index 3 fields are expected: "Expected 3 fields in
    // line 3, saw 4".
    let r = run(&t, "customer_id,prob_default\n0,A1,0.9\n1,A2,0.1,x\n2,A3,0.8\n3,A4,0.3\n4,A5,0.2\n5,A6,0.7\n");
    assert_fails(&r, "missing-file");
    assert!(with_code(&r, "scorecard/too-many-fields")[0].message.contains("Expected 3 fields in line 3, saw 4"));
    // pandas counts line ends outside quotes: the row on line 5 is its line 4.
    let r = run(&t, "customer_id,prob_default,note\nA1,0.9,\"two\nlines\"\nA2,0.1,x\nA3,0.8,x,y\n");
    let d = with_code(&r, "scorecard/too-many-fields");
    assert_eq!(d[0].location.line, Some(5));
    assert!(d[0].message.contains("\"Error tokenizing data. C error: Expected 3 fields in line 4, saw 4\""));
}

#[test]
fn short_rows_are_padded_with_missing_values() {
    let t = text_truth();
    // pandas: `A1` alone has no prob_default: NaN -> not-a-number.
    let r = run(&t, "customer_id,prob_default\nA1\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n");
    assert_fails(&r, "not-a-number");
    assert_eq!(
        with_code(&r, "scorecard/not-a-number")[0].message,
        "`prob_default` is missing on line 2 (customer A1): the row has only 1 field(s), and pandas fills the missing ones with NaN"
    );
    // pandas: with customer_id last, a row `0.5` has a NaN id: an extra row, valid.
    let r = run(&t, "prob_default,customer_id\n0.9,A1\n0.1,A2\n0.8,A3\n0.3,A4\n0.2,A5\n0.7,A6\n0.5\n");
    assert_valid(&r);
    assert_eq!(with_code(&r, "scorecard/empty-id").len(), 1);
}

#[test]
fn blank_lines_and_odd_cells() {
    let t = text_truth();
    // pandas: a line of spaces and tabs is skipped; a line holding a form feed is a
    // row (id "\x0c", prob_default NaN) -> not-a-number.
    let r = run(&t, "customer_id,prob_default\nA1,0.9\n  \t\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n");
    assert_valid(&r);
    let r = run(&t, "customer_id,prob_default\nA1,0.9\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n\x0c\n");
    assert_fails(&r, "not-a-number");
    // pandas: a no-break space is not skipped around a number: text -> NaN.
    let r = run(&t, "customer_id,prob_default\nA1,\u{a0}0.9\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n");
    assert_fails(&r, "not-a-number");
    // pandas: a column of nothing but true/false is bool; to_numeric makes it 1/0.
    let r = run(&t, "customer_id,prob_default\nA1,True\nA2,false\nA3,TRUE\nA4,False\nA5,false\nA6,true\n");
    assert_valid(&r);
    // pandas: one `True` among numbers makes the column text; to_numeric gives NaN.
    let r = run(&t, "customer_id,prob_default\nA1,True\nA2,0.1\nA3,0.8\nA4,0.3\nA5,0.2\nA6,0.7\n");
    assert_fails(&r, "not-a-number");
}

#[test]
fn large_ids_stay_exact() {
    // pandas: int64 holds 9007199254740993 exactly (a double would not): valid.
    let t = parse_truth(b"customer_id,default\n9007199254740993,1\n9007199254740992,0\n", "truth.csv").unwrap();
    let r = run(&t, "customer_id,prob_default\n9007199254740993,0.9\n9007199254740992,0.1\n");
    assert!(r.valid, "{:#?}", r.diagnostics);
    // pandas: a missing id makes the column float64, 9007199254740993 becomes
    // 9007199254740992.0, which is not the truth's int 9007199254740993: missing-id.
    let t = parse_truth(b"customer_id,default\n9007199254740993,1\n9007199254740995,0\n", "truth.csv").unwrap();
    let r = run(&t, "customer_id,prob_default\n9007199254740993,0.9\n9007199254740995,0.1\n,0.3\n");
    assert_fails(&r, "missing-id");
}

#[test]
fn blocks_of_rows_are_typed_on_their_own() {
    // pandas (low_memory, the default) types each block of 262,144 rows on its own.
    let t = numeric_truth();
    let perfect = |id: usize| match id {
        1001 | 1003 | 1006 => "0.9",
        1002 | 1004 | 1005 => "0.1",
        _ => "0.5",
    };
    let block = 1 << 18;
    let mut csv = String::from("customer_id,prob_default\n");
    for id in 1000..1000 + block {
        csv.push_str(&format!("{id},{}\n", perfect(id)));
    }
    // pandas: a stray `X` in the next block leaves the first block int64 (object
    // column: ints, then the text `X`): every test-set id matches, valid.
    let r = run(&t, &format!("{csv}X,0.5\n"));
    assert!(r.valid, "{:#?}", r.diagnostics);
    // pandas: a decimal in the next block makes both blocks float64 (blocks of numbers
    // join so): every id prints as `1001.0`, which no test-set id is: missing-id.
    let r = run(&t, &format!("{csv}1.5,0.5\n"));
    assert_fails(&r, "missing-id");
    assert!(with_code(&r, "scorecard/id-read-as-decimal")[0].message.contains("1000 on line 2 becomes `1000.0`"));
}
