//! What FDE-Bench 031's evaluator (`tests/evaluator.py`) prints for a predictions file
//! (`fde-grade scorecard --format server`), with the case's reference value.
//!
//! Its `evaluate()` starts from `validity_score`, `quality_score`, `overall_score` 0.0
//! and `error_info` `{}`; each failing check puts its one message under `fatal` (the
//! evaluator's own Chinese texts, naming its file `predictions.csv`: `缺 predictions.csv`,
//! `predictions.csv 缺列 customer_id`, `prob_default 含非数值/缺失`, `prob_default 含
//! inf/nan`, `prob_default 越界 [0,1]`, `customer_id 重复`, `缺 {n} 个客户`); a valid file
//! adds `player_objective`, `reference_value`, `auc`, `ks`. Where `pd.read_csv` raises
//! (an empty file's `No columns to parse from file`, the tokenizer's `Error tokenizing
//! data. C error: …`, a `UnicodeDecodeError` counted as pandas' reads count it), the
//! `error_info` is `{"exception": str(e), "traceback": …}` (see
//! [`crate::pyerr::TRACEBACK`]).

use super::kind_impl::ScorecardCase;
use super::predictions::without_second_bom;
use super::report::ScorecardReport;
use crate::diagnostic::codes;
use crate::pandas::read_csv::{self, Unreadable};
use crate::pyout::{dumps, Py};

/// The evaluator's file name (its `PLAN_FILE`), in its messages.
const PLAN_FILE: &str = "predictions.csv";

/// How the evaluator's `evaluate()` ends.
enum Stop {
    Fatal(String),
    Exception(String),
}

/// The evaluator's printed result for this file (see the module docs).
pub(crate) fn server_output(case: &ScorecardCase, report: &ScorecardReport, submission: Option<&[u8]>) -> String {
    let mut m = Py::dict([
        ("validity_score", Py::Float(0.0)),
        ("quality_score", Py::Float(0.0)),
        ("overall_score", Py::Float(0.0)),
        ("error_info", Py::dict::<&str>([])),
    ]);
    match stop(report, submission) {
        Some(Stop::Fatal(message)) => m.set("error_info", Py::dict([("fatal", Py::list([Py::Str(message)]))])),
        Some(Stop::Exception(e)) => m.set("error_info", crate::pyerr::exception_info(e)),
        None => {
            let round6 = |x: Option<f64>| x.map_or(Py::None, Py::Float);
            m.set("validity_score", Py::Float(1.0));
            m.set("quality_score", Py::Float(report.quality_score));
            m.set("overall_score", Py::Float(report.overall_score));
            m.set("player_objective", round6(report.player_objective));
            m.set("reference_value", Py::Float(case.params.reference_value));
            m.set("auc", round6(report.auc));
            m.set("ks", round6(report.ks));
        }
    }
    dumps(&m, Some(2), false)
}

/// Where the evaluator stops: its reading of the file, then the report's first failing
/// check in its words. `None`: valid.
fn stop(report: &ScorecardReport, submission: Option<&[u8]>) -> Option<Stop> {
    let Some(bytes) = submission else {
        return Some(Stop::Fatal(format!("缺 {PLAN_FILE}")));
    };
    // `pd.read_csv(plan, encoding="utf-8-sig")`
    if let Some(e) = crate::pyerr::pandas_decode_error(bytes, true) {
        return Some(Stop::Exception(e));
    }
    let text = std::str::from_utf8(bytes).unwrap_or_default();
    let sig = text.strip_prefix('\u{feff}').unwrap_or(text);
    let text = without_second_bom(sig);
    let frame = match read_csv::read(text, bytes.len() - text.len(), PLAN_FILE) {
        Ok(frame) => frame,
        Err(Unreadable::Empty) => return Some(Stop::Exception("No columns to parse from file".into())),
        Err(Unreadable::Broken(d)) => return Some(Stop::Exception(d.first().map(parser_error).unwrap_or_default())),
    };
    for c in ["customer_id", "prob_default"] {
        if !frame.header.iter().any(|h| h == c) {
            return Some(Stop::Fatal(format!("{PLAN_FILE} 缺列 {c}")));
        }
    }
    let message = match report.failed_check.as_deref()? {
        "not-a-number" => "prob_default 含非数值/缺失".to_string(),
        "not-finite" => "prob_default 含 inf/nan".to_string(),
        "out-of-range" => "prob_default 越界 [0,1]".to_string(),
        "duplicate-id" => "customer_id 重复".to_string(),
        "missing-id" => {
            let n = report.diagnostic_groups.iter().find(|g| g.code == codes::SCORECARD_MISSING_ID).map_or(0, |g| g.count);
            format!("缺 {n} 个客户")
        }
        // Our file or column check where pandas reads the columns: our first reason.
        _ => report.error_info.fatal.first().cloned().unwrap_or_default(),
    };
    Some(Stop::Fatal(message))
}

/// `str(e)` of pandas' `ParserError` for the reader's first complaint: its tokenizer's
/// message, which ends with a newline after "Expected N fields in line L, saw M".
fn parser_error(d: &crate::Diagnostic) -> String {
    let text = d.params.get("pandas_error").unwrap_or_default();
    if text.starts_with("Error tokenizing data. C error: Expected ") {
        format!("{text}\n")
    } else {
        text.to_string()
    }
}
