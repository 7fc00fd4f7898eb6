//! What FDE-Bench 045's evaluator prints (`fde-grade racks --format server`): its dict in
//! its key order (`reference_value` set before any check, the counts only when valid),
//! `json.dumps(…, ensure_ascii=False, indent=2)`, made from the report.

use crate::pyout::{dumps, Py};

use super::RacksReport;

pub fn server_output(report: &RacksReport) -> String {
    let e = &report.error_info;
    let info = if let Some(x) = &e.exception {
        crate::pyerr::exception_info(x.clone())
    } else if !e.fatal.is_empty() {
        Py::dict([("fatal", Py::strs(&e.fatal))])
    } else if !e.hard_violations.is_empty() {
        let mut d = Py::dict([("hard_violations", Py::strs(&e.hard_violations))]);
        if let Some(t) = e.total {
            d.set("total", Py::int(t as i128));
        }
        d
    } else {
        Py::dict::<&str>([])
    };
    let mut out = Py::dict([
        ("validity_score", Py::Float(report.validity_score)),
        ("quality_score", Py::Float(report.quality_score)),
        ("overall_score", Py::Float(report.overall_score)),
        ("error_info", info),
        ("reference_value", Py::Float(report.reference_value)),
    ]);
    if let (Some(a), Some(u), Some(b), Some(o)) = (report.n_allocated, report.n_unassigned, report.n_batches, report.player_objective) {
        out.set("n_allocated", Py::int(a as i128));
        out.set("n_unassigned", Py::int(u as i128));
        out.set("n_batches", Py::int(b as i128));
        out.set("player_objective", Py::Float(o));
    }
    dumps(&out, Some(2), false)
}
