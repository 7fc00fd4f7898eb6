//! What FDE-Gym prints for a graded run (`fde-grade uplift --format server`).
//!
//! The harness's `run.py grade` ends by writing `result.json` and printing the same
//! text (`json.dumps(out, indent=2, ensure_ascii=False)`); the site then reads it and
//! shows a verdict and points. That file also holds what only the run's machine knows
//! (the sandbox's `gates.isolation`, the truth-based `discovery` and `framing` fields,
//! `meta.json`'s ports, the run's name), so the server output here is its scoring
//! record: the fields the harness computes, in the order it sets them, with Python's
//! values as it writes them, then the site's view of them:
//!
//! - `kpi`, `kpi_baseline`, `kpi_oracle`: as the harness holds them (a variant's anchors
//!   in place of the grader's; ints stay ints; one the grader left out stays out);
//! - `incidents`: as recorded (the ledger's problems added), when the run has any key;
//! - `variant`: the graded variant, when it is not `base`;
//! - `uplift`, `uplift_bounded`, `contact_cost` (result.json's `discovery.contact_cost`),
//!   `uplift_net`: NaN and infinities written as Python writes them;
//! - `verdict`, `points`, `points_display`: the site's (`points` the number its JS
//!   computes, an integer up to 2^53).
//!
//! Where the harness stops (it writes no result.json; the site shows `error`), only the
//! site's three fields are printed.

use super::kind_impl::UpliftCase;
use super::report::UpliftReport;
use crate::pyjson::Value;
use crate::pyout::{dumps, Py};

/// The harness's scoring record and the site's view of it (see the module docs).
pub(crate) fn server_output(case: &UpliftCase, report: &UpliftReport, submission: Option<&[u8]>, file: &str) -> String {
    let mut m = Py::dict::<&str>([]);
    // Python's float for a harness number: the report's, or the NaN / infinity it names.
    let number = |field: &str, x: Option<f64>| match x {
        Some(x) => Some(Py::Float(x)),
        None => report.non_finite.iter().find_map(|s| {
            let v = s.strip_prefix(field)?.strip_prefix('=')?;
            Some(Py::Float(match v {
                "Infinity" => f64::INFINITY,
                "-Infinity" => f64::NEG_INFINITY,
                _ => f64::NAN,
            }))
        }),
    };
    if let Some(net) = number("uplift_net", report.uplift_net) {
        let text = submission.map(|b| super::InputFile::from_bytes(file, b).text);
        let root = text.and_then(|t| super::parse_result(t.as_bytes(), file).ok()).and_then(|r| r.root);
        let mut values: [Option<Value>; 3] = ["kpi", "kpi_baseline", "kpi_oracle"].map(|k| root.as_ref()?.get(k).map(|v| v.value.clone()));
        // `out[k] = params[k]` for the variant's anchors.
        let variants = case.run.variants.as_ref().and_then(|f| crate::pyjson::parse(&f.text).ok());
        if let Some(params) = variants.as_ref().and_then(|v| v.value.get(report.variant.as_deref().unwrap_or("base"))) {
            for (i, k) in [(1, "kpi_baseline"), (2, "kpi_oracle")] {
                if let Some(v) = params.value.get(k) {
                    values[i] = Some(v.value.clone());
                }
            }
        }
        // A field the grader left out stays out (`kpi` is not read when the span is 0).
        for (k, v) in ["kpi", "kpi_baseline", "kpi_oracle"].into_iter().zip(values) {
            if let Some(v) = v {
                m.set(k, Py::from(&v));
            }
        }
        // As written (`null` stays `null`), or the list the ledger's problems were added to.
        match root.as_ref().and_then(|r| r.get("incidents")) {
            Some(given) if report.ledger.problems.is_empty() => m.set("incidents", Py::from(&given.value)),
            _ if !report.ledger.problems.is_empty() => m.set("incidents", Py::from(&report.incidents)),
            _ => {}
        }
        if let Some(v) = report.variant.as_deref().filter(|v| *v != "base") {
            m.set("variant", Py::str(v));
        }
        for (k, x) in [("uplift", report.uplift), ("uplift_bounded", report.uplift_bounded), ("contact_cost", report.contact_cost)] {
            m.set(k, number(k, x).unwrap_or(Py::None));
        }
        m.set("uplift_net", net);
    }
    let verdict = serde_json::to_value(report.verdict).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
    m.set("verdict", Py::Str(verdict));
    m.set(
        "points",
        match report.points {
            Some(p) if p.abs() <= 9007199254740992.0 => Py::int(p as i64),
            Some(p) => Py::Float(p),
            None => Py::None,
        },
    );
    m.set("points_display", Py::str(&report.points_display));
    dumps(&m, Some(2), false)
}
