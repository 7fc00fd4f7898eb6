//! What FDE-Bench 017's evaluator prints (`fde-grade coil --format server`): its dict in
//! its key order, `json.dumps(…, ensure_ascii=False, indent=2)`, made from the report
//! (which keeps every server field).

use crate::pyout::{dumps, Py};

use super::CoilReport;

pub fn server_output(report: &CoilReport) -> String {
    let e = &report.error_info;
    let info = if let Some(x) = &e.exception {
        crate::pyerr::exception_info(x.clone())
    } else if !e.fatal.is_empty() {
        Py::dict([("fatal", Py::strs(&e.fatal))])
    } else if !e.schema.is_empty() {
        Py::dict([("schema", Py::strs(&e.schema))])
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
    if let Some(p) = report.penalty {
        let n = |v: Option<usize>| Py::int(v.unwrap_or(0) as i128);
        out.set("penalty", Py::int(p));
        out.set("baseline_cost", Py::Float(report.baseline_cost));
        out.set("total_violations", n(report.total_violations));
        out.set("steel_grade_violations", n(report.steel_grade_violations));
        out.set("thickness_violations", n(report.thickness_violations));
        out.set("width_violations", n(report.width_violations));
        out.set("width_increases", n(report.width_increases));
        out.set("grade_groups", n(report.grade_groups));
    }
    dumps(&out, Some(2), false)
}
