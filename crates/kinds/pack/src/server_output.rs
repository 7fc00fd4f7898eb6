//! What FDE-Bench 026's evaluator prints (`fde-grade pack --format server`): its dict in
//! its key order, `json.dumps(…, ensure_ascii=False, indent=2)`, made from the report
//! (which keeps every server field).

use crate::pyout::{dumps, Py};

use super::PackReport;

pub fn server_output(report: &PackReport) -> String {
    let e = &report.error_info;
    let info = if let Some(x) = &e.exception {
        crate::pyerr::exception_info(x.clone())
    } else if !e.fatal.is_empty() {
        Py::dict([("fatal", Py::strs(&e.fatal))])
    } else if !e.constraint.is_empty() {
        Py::dict([("constraint", Py::strs(&e.constraint))])
    } else {
        Py::dict::<&str>([])
    };
    let mut out = Py::dict([
        ("validity_score", Py::Float(report.validity_score)),
        ("quality_score", Py::Float(report.quality_score)),
        ("overall_score", Py::Float(report.overall_score)),
        ("error_info", info),
    ]);
    if report.valid {
        let n = |v: Option<usize>| Py::int(v.unwrap_or(0) as i128);
        out.set("sku3_count", n(report.sku3_count));
        out.set("sku1_count", n(report.sku1_count));
        out.set("sku2_count", n(report.sku2_count));
        out.set("total_weight_kg", Py::Float(report.total_weight_kg.unwrap_or(0.0)));
        out.set("space_utilization", Py::Float(report.space_utilization.unwrap_or(0.0)));
        out.set("baseline_cost", Py::Float(report.baseline_cost));
    }
    dumps(&out, Some(2), false)
}
