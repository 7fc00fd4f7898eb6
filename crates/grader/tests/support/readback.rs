//! The check every round-trip test makes: a report read back from its JSON (with its
//! non-finite marks) is the very report, re-serialises to the same bytes, and equals
//! what serde's derived `Deserialize` reads (the oracle, where it can read it).
#![allow(dead_code)]

use grader::case::CaseKind;
use grader::Report;

pub fn kind_of(r: &Report) -> CaseKind {
    r.kind()
}

/// Whether any float of the report is NaN (then `==` cannot hold, `{:?}` is compared).
pub fn has_nan(r: &Report) -> bool {
    r.non_finite().contains('N')
}

/// Panics (naming `what`) unless `r` reads back exactly. Returns its marks.
pub fn assert_reads_back(r: &Report, what: &str) -> String {
    super::assert_registered(r.diagnostics(), what);
    let kind = kind_of(r);
    let json = r.to_json();
    let marks = r.non_finite();
    let back = Report::from_json_with(kind, &json, &marks).unwrap_or_else(|e| panic!("{what}: does not read back: {e}"));
    // `{:?}` shows every field, floats to the last bit (NaN as NaN, -0.0 as -0.0).
    assert_eq!(format!("{back:?}"), format!("{r:?}"), "{what}: read back differs");
    if !has_nan(r) {
        assert!(back == *r, "{what}: read back differs (==)");
    }
    assert_eq!(back.to_json(), json, "{what}: re-serialised JSON differs");
    assert_eq!(back.non_finite(), marks, "{what}: marks differ");
    if marks.is_empty() {
        assert!(Report::from_json(kind, &json).is_ok_and(|b| b == *r), "{what}: from_json without marks");
        // serde's derive, the oracle: it reads every null float as None.
        let serde = Report::from_serde(kind, &json);
        assert!(serde.as_ref().is_ok_and(|s| *s == back), "{what}: serde reads {serde:?}");
    }
    marks
}
