//! What FDE-Bench 039's evaluator prints (`fde-grade stack --format server`): its dict in
//! its key order, `json.dumps(…, ensure_ascii=False, indent=2)`, made from the report
//! (which keeps every server field).

use crate::pyout::{dumps, Py};

use super::StackReport;

pub fn server_output(report: &StackReport) -> String {
    let e = &report.error_info;
    let info = if let Some(x) = &e.exception {
        crate::pyerr::exception_info(x.clone())
    } else if !e.fatal.is_empty() {
        Py::dict([("fatal", Py::strs(&e.fatal))])
    } else if let Some(total) = e.total {
        Py::dict([("hard_violations", Py::strs(&e.hard_violations)), ("total", Py::int(total as i128))])
    } else {
        Py::dict::<&str>([])
    };
    let mut out = Py::dict([
        ("validity_score", Py::Float(report.validity_score)),
        ("quality_score", Py::Float(report.quality_score)),
        ("overall_score", Py::Float(report.overall_score)),
        ("error_info", info),
    ]);
    if let (Some(p), Some(m)) = (report.player_objective, &report.metrics) {
        let n = |v: usize| Py::int(v as i128);
        out.set("player_objective", Py::Float(p));
        out.set("reference_value", Py::Float(report.reference_value));
        out.set(
            "metrics",
            Py::dict([
                ("mixed_bays", n(m.mixed_bays)),
                ("overweight_remaining_tons", Py::Float(m.overweight_remaining_tons)),
                ("turnover_tons", Py::Float(m.turnover_tons)),
                ("turnover_operations", n(m.turnover_operations)),
                ("sku_location_count", n(m.sku_location_count)),
                ("occupied_bays", n(m.occupied_bays)),
                ("operation_rows", n(m.operation_rows)),
                ("trips", n(m.trips)),
            ]),
        );
    }
    dumps(&out, Some(2), false)
}
