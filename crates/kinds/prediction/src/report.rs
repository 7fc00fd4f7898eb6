//! The prediction report: the evaluator's fields first (its rounding), then ours.

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// The result of grading one predictions file against a case's truth.
///
/// `validity_score`, `quality_score`, `overall_score`, `error_info` and `fields` are
/// the evaluator's report ([`PredictionReport::server_view`] puts them back together
/// as the evaluator prints them); the rest is ours.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PredictionReport {
    /// Always `"prediction"`.
    pub kind: String,
    /// The submission's file name.
    pub file: String,
    /// The Python stack whose evaluator this report reproduces.
    pub server: crate::server::Server,
    /// 1.0 when every check passes (an exception afterwards keeps it when the case's
    /// `on_exception.reset_validity` is false), else 0.0.
    #[serde(with = "server_float")]
    pub validity_score: f64,
    /// The score, Python's `round(quality, 6)`, never capped; 0.0 when rejected. Where
    /// it is NaN or infinite (the server prints `NaN`, `Infinity`), it is written as
    /// the string `"NaN"`, `"Infinity"` or `"-Infinity"` ([`server_float`]).
    #[serde(with = "server_float")]
    pub quality_score: f64,
    /// Same value as `quality_score`.
    #[serde(with = "server_float")]
    pub overall_score: f64,
    /// The evaluator's `error_info`: `{category: [one message per problem]}` for the
    /// failing check (its category, e.g. `fatal`, `invalid_submission`), or
    /// `{"exception": [message]}` where the evaluator's stack raises; `{}` when valid.
    /// A case may add a count (FDE-Bench 041: `"total": n`, every problem found when
    /// the category lists at most its limit).
    /// The messages are ours, their number the evaluator's.
    pub error_info: serde_json::Value,
    /// The evaluator has no catch-all and dies on this file: the Python exception's
    /// type (`OverflowError`); its only output is then `{"crash": type}`.
    pub crash: Option<String>,
    /// The case's reported fields (`parameters.report`), by name, as the evaluator
    /// computes and rounds them; a NaN or infinite number is the string `"NaN"`,
    /// `"Infinity"` or `"-Infinity"` ([`server_float::value`]), where the server prints
    /// `NaN`, `Infinity`, `-Infinity`.
    pub fields: serde_json::Value,

    /// Ours from here on. True when every check passes and a score was computed.
    pub valid: bool,
    /// The category of the failing check (`exception` when the stack raises); `null`
    /// when valid.
    pub failed_check: Option<String>,
    /// The reference value the score is measured against.
    pub reference_value: f64,
    /// Unrounded values; `null` when no score was computed.
    pub exact: Option<PredictionExact>,
    /// Each target's metric and the rows it scored, in target order.
    pub per_target: Vec<TargetScore>,
    /// Rows of the truth.
    pub n_truth: usize,
    /// Data rows of the predictions file (0 when it cannot be read).
    pub n_rows: usize,
    /// Rows scored (the joined rows).
    pub n_scored: usize,
    /// Every problem found (the failing check's, in order).
    pub diagnostics: Vec<Diagnostic>,
    /// Diagnostics grouped by code, first-seen order.
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}

/// Unrounded values, for figures and for checking parity to the last bit.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct PredictionExact {
    /// The per-target values combined.
    pub combined: f64,
    /// The value mapped to the score.
    pub objective: f64,
    /// The score before rounding.
    pub quality: f64,
}

/// One target's metric.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TargetScore {
    pub name: String,
    pub value: f64,
    pub n_scored: usize,
}

impl PredictionReport {
    /// The report as the evaluator prints it, in the compared view of
    /// `peers/prediction_diff.py`: its scores, `error_info` as `{category: number of
    /// entries}` (`{"exception": 1}`) and the reported fields at the top level; where
    /// the evaluator crashes, `{"crash": type, "error_info": {}}`.
    pub fn server_view(&self) -> serde_json::Value {
        let mut o = serde_json::Map::new();
        if let Some(c) = &self.crash {
            // The compared view of a crash: its type, and no error_info entries.
            o.insert("crash".into(), c.clone().into());
            o.insert("error_info".into(), serde_json::Value::Object(serde_json::Map::new()));
            return serde_json::Value::Object(o);
        }
        o.insert("validity_score".into(), server_float::value(self.validity_score));
        o.insert("quality_score".into(), server_float::value(self.quality_score));
        o.insert("overall_score".into(), server_float::value(self.overall_score));
        let counts = self
            .error_info
            .as_object()
            .map(|m| {
                m.iter()
                    .map(|(k, v)| match v {
                        // A count given as such (041's `total`).
                        serde_json::Value::Number(_) => (k.clone(), v.clone()),
                        _ => (k.clone(), serde_json::Value::from(if k == "exception" { 1 } else { v.as_array().map_or(0, Vec::len) })),
                    })
                    .collect()
            })
            .unwrap_or_default();
        o.insert("error_info".into(), serde_json::Value::Object(counts));
        if let Some(fields) = self.fields.as_object() {
            for (k, v) in fields {
                o.insert(k.clone(), v.clone());
            }
        }
        serde_json::Value::Object(o)
    }
}

/// The server's numbers in a JSON report: a finite float as a number, NaN and the
/// infinities (which Python's `json.dumps` prints bare, `NaN`, `Infinity`, `-Infinity`,
/// and JSON cannot hold) as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`, so the
/// report stays JSON and still says which it was. Read back by
/// `from_json` (`report_json.rs`) and put back as floats by `--format server`.
pub mod server_float {
    use serde::{Deserialize, Deserializer, Serializer};

    /// Python's spelling of a non-finite float, `None` for a finite one.
    pub fn spelling(x: f64) -> Option<&'static str> {
        if x.is_nan() {
            Some("NaN")
        } else if x == f64::INFINITY {
            Some("Infinity")
        } else if x == f64::NEG_INFINITY {
            Some("-Infinity")
        } else {
            None
        }
    }

    /// The float a spelling stands for.
    pub fn parse(s: &str) -> Option<f64> {
        match s {
            "NaN" => Some(f64::NAN),
            "Infinity" => Some(f64::INFINITY),
            "-Infinity" => Some(f64::NEG_INFINITY),
            _ => None,
        }
    }

    /// `x` as a report's JSON value.
    pub fn value(x: f64) -> serde_json::Value {
        match spelling(x) {
            Some(s) => serde_json::Value::from(s),
            None => serde_json::Value::from(x),
        }
    }

    pub fn serialize<S: Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
        match spelling(*x) {
            Some(t) => s.serialize_str(t),
            None => s.serialize_f64(*x),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Number(f64),
            Text(String),
        }
        match Either::deserialize(d)? {
            Either::Number(x) => Ok(x),
            Either::Text(t) => parse(&t).ok_or_else(|| serde::de::Error::custom(format!("`{t}` is not NaN, Infinity or -Infinity"))),
        }
    }
}
