//! What FDE-Bench 048's evaluator prints (`fde-grade energy --format server`): its dict
//! in its key order, `json.dumps(…, ensure_ascii=False)` on one line. When it raises
//! outside a try it prints nothing (the traceback goes to stderr): we print
//! `{"crash": type, "exception": str(e)}` in its place.

use crate::pyout::{dumps, Py};

use super::EnergyReport;

pub fn server_output(report: &EnergyReport) -> String {
    let e = &report.error_info;
    if let Some(kind) = &report.crash {
        let text = e.exception.as_deref().unwrap_or_default();
        let message = text.strip_prefix(&format!("{kind}: ")).unwrap_or(text);
        return dumps(&Py::dict([("crash", Py::str(kind.clone())), ("exception", Py::str(message.to_string()))]), None, false);
    }
    let mut info = Py::dict::<&str>([]);
    if !e.hard_violations.is_empty() {
        info.set("hard_violations", Py::strs(&e.hard_violations));
        if let Some(d) = &e.details {
            info.set("details", Py::str(d.clone()));
        }
    }
    let mut out = Py::dict([
        ("validity_score", Py::Float(report.validity_score)),
        ("quality_score", Py::Float(report.quality_score)),
        ("overall_score", Py::Float(report.overall_score)),
        ("reference_value", Py::Float(report.reference_value)),
        ("error_info", info),
    ]);
    if let (Some(o), Some(i), Some(p)) = (report.player_objective, report.total_income, report.total_penalty) {
        out.set("player_objective", Py::Float(o));
        out.set("total_income", Py::Float(i));
        out.set("total_penalty", Py::Float(p));
    }
    dumps(&out, None, false)
}
