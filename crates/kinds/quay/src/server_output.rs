//! What FDE-Bench 024's evaluator prints (`fde-grade quay --format server`): its dict in
//! its key order, `json.dumps(…, ensure_ascii=False, indent=2)`, made from the report
//! (which keeps every server field).

use crate::pyout::{dumps, Py};

use super::QuayReport;

pub fn server_output(report: &QuayReport) -> String {
    let e = &report.error_info;
    let n = |v: Option<usize>| Py::int(v.unwrap_or(0) as i128);
    let info = if let Some(x) = &e.exception {
        crate::pyerr::exception_info(x.clone())
    } else if !e.fatal.is_empty() {
        Py::dict([("fatal", Py::strs(&e.fatal))])
    } else if !e.schema.is_empty() {
        Py::dict([("schema", Py::strs(&e.schema))])
    } else if !e.constraint.is_empty() {
        Py::dict([
            ("constraint", Py::strs(&e.constraint)),
            ("vessels_ok", n(report.vessels_ok)),
            ("vessels_total", Py::int(report.vessels_total as i128)),
            ("crossing_violations", n(report.crossing_violations)),
        ])
    } else {
        Py::dict::<&str>([])
    };
    let mut out = Py::dict([
        ("validity_score", Py::Float(report.validity_score)),
        ("quality_score", Py::Float(report.quality_score)),
        ("overall_score", Py::Float(report.overall_score)),
        ("error_info", info),
    ]);
    if let (Some(p), true) = (report.player_score, report.valid) {
        out.set("player_score", Py::Float(p));
        out.set("num_cranes", n(report.num_cranes));
        out.set("total_move_seconds", Py::Float(report.total_move_seconds.unwrap_or(0.0)));
        out.set("baseline_cost", Py::Float(report.baseline_cost));
        out.set("vessels_ok", n(report.vessels_ok));
        out.set("vessels_total", Py::int(report.vessels_total as i128));
    }
    dumps(&out, Some(2), false)
}
