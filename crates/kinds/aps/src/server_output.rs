//! What FDE-Bench 016's evaluator prints (`fde-grade aps --format server`): its dict in
//! its key order, `json.dumps(…, ensure_ascii=False, indent=2)`, made from the report.

use crate::pyout::{dumps, Py};

use super::ApsReport;

pub fn server_output(report: &ApsReport) -> String {
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
    if let Some(a) = report.absolute_score {
        let f = |x: Option<f64>| Py::Float(x.unwrap_or(0.0));
        let n = |v: Option<usize>| Py::int(v.unwrap_or(0) as i128);
        out.set("absolute_score", Py::Float(a));
        out.set("reference_value", f(report.reference_value));
        out.set("delay_upper_days", f(report.delay_upper_days));
        out.set("total_delay_days", f(report.total_delay_days));
        out.set("equipment_utilization", f(report.equipment_utilization));
        out.set("delayed_orders", n(report.delayed_orders));
        out.set("schedulable_ops", n(report.schedulable_ops));
        out.set("covered_ops", n(report.covered_ops));
    }
    dumps(&out, Some(2), false)
}
