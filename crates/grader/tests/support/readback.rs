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
        // serde's derive, the oracle: it reads every null float as None. Its floats may be
        // a unit or two in the last place off (serde_json's `float_roundtrip` is off: a feature
        // only the tests turned on made them a second compile of the grader); the reader's
        // own exactness is checked above, to the bit and byte.
        let serde = Report::from_serde(kind, &json);
        assert!(serde.as_ref().is_ok_and(|s| same_but_last_bits(s, &back)), "{what}: serde reads {serde:?}");
    }
    marks
}

/// `a` and `b` as JSON values equal, floats within two units in the last place (serde_json
/// without `float_roundtrip` read tanker-day's 1.2911909805407675e303 as …78e303: two).
fn same_but_last_bits(a: &Report, b: &Report) -> bool {
    fn near(a: &serde_json::Value, b: &serde_json::Value) -> bool {
        use serde_json::Value as J;
        match (a, b) {
            (J::Number(x), J::Number(y)) if x.is_f64() && y.is_f64() => {
                let (x, y) = (x.as_f64().unwrap_or(f64::NAN), y.as_f64().unwrap_or(f64::NAN));
                x == y || (x.is_sign_negative() == y.is_sign_negative() && x.to_bits().abs_diff(y.to_bits()) <= 2)
            }
            (J::Array(x), J::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(x, y)| near(x, y)),
            (J::Object(x), J::Object(y)) => x.len() == y.len() && x.iter().zip(y).all(|((k, x), (l, y))| k == l && near(x, y)),
            _ => a == b,
        }
    }
    let json = |r: &Report| serde_json::to_value(r).expect("a report is JSON");
    near(&json(a), &json(b))
}
