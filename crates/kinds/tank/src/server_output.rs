//! What FDE-Bench 049's evaluator prints (`fde-grade tank --format server`): its dict in
//! its key order, `json.dumps(…, ensure_ascii=False)` on one line. When the evaluator
//! itself stops it prints nothing of its own; we print `{"crash": type, "exception": str(e)}`
//! (as energy does).

use crate::pyout::{dumps, Py};

use super::TankReport;

pub fn server_output(r: &TankReport) -> String {
    let e = &r.error_info;
    if let Some(c) = &e.crash {
        // As energy's: the exception's type, then its text.
        let (ty, text) = c.split_once(": ").unwrap_or((c, ""));
        return dumps(&Py::dict([("crash", Py::str(ty)), ("exception", Py::str(text))]), None, false);
    }
    let info = match e.total {
        Some(t) => Py::dict([("hard_violations", Py::strs(&e.hard_violations)), ("total", Py::int(t as i128))]),
        None if !e.hard_violations.is_empty() => Py::dict([("hard_violations", Py::strs(&e.hard_violations))]),
        None => Py::dict::<&str>([]),
    };
    let mut out = Py::dict([
        ("validity_score", Py::Float(r.validity_score)),
        ("quality_score", Py::Float(r.quality_score)),
        ("overall_score", Py::Float(r.overall_score)),
        ("reference_value", Py::Float(r.reference_value)),
        ("error_info", info),
    ]);
    if let (Some(d), Some(s), Some(c)) = (r.total_distance, r.self_reported_distance, r.combined_score_raw) {
        out.set("total_distance", Py::Float(d));
        out.set("player_objective", Py::Float(d));
        out.set("self_reported_distance", Py::Float(s));
        if r.warnings_early {
            out.set("warnings", Py::strs(&r.warnings));
        }
        out.set("combined_score_raw", Py::Float(c));
        out.set("warnings", Py::strs(&r.warnings));
    }
    dumps(&out, None, false)
}
