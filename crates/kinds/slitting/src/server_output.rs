//! What FDE-Bench 012's evaluator prints (`fde-grade slitting --format server`): its
//! dict in its key order, `json.dumps(…, indent=2, ensure_ascii=False)`, made from the
//! report (which keeps every server field). Where it raises it prints nothing: then,
//! as the prediction kind does, `{"crash": type}`.

use crate::pyout::{dumps, Py};

use super::SlittingReport;

pub fn server_output(r: &SlittingReport) -> String {
    if let Some(e) = &r.error_info.exception {
        let kind = e.split(':').next().unwrap_or(e).to_string();
        return dumps(&Py::dict([("crash", Py::str(kind))]), Some(2), false);
    }
    let mut out = Py::dict([
        ("validity_score", Py::Float(r.validity_score)),
        ("quality_score", Py::Float(r.quality_score)),
        ("overall_score", Py::Float(r.overall_score)),
        ("errors", Py::strs(&r.errors)),
    ]);
    if let Some(w) = &r.warnings {
        out.set("warnings", Py::strs(w));
    }
    if let Some(a) = &r.resolved_artifact {
        out.set("resolved_artifact", Py::str(a.clone()));
    }
    if let Some(m) = &r.submission_metrics {
        let mut d = Py::dict([("cut_times", Py::int(m.cut_times as i128))]);
        let opt_int = |d: &mut Py, k: &str, v: Option<usize>| {
            if let Some(v) = v {
                d.set(k, Py::int(v as i128));
            }
        };
        let opt_float = |d: &mut Py, k: &str, v: Option<f64>| {
            if let Some(v) = v {
                d.set(k, Py::Float(v));
            }
        };
        opt_int(&mut d, "target_cut_times", m.target_cut_times);
        opt_int(&mut d, "excess_cuts", m.excess_cuts);
        opt_float(&mut d, "requirement_ratio", m.requirement_ratio);
        opt_float(&mut d, "utilization_score", m.utilization_score);
        opt_float(&mut d, "cut_score", m.cut_score);
        opt_float(&mut d, "combined_score", m.combined_score);
        d.set("spec_satisfied", Py::str(m.spec_satisfied.clone()));
        d.set("spec_total_shortage_kg", Py::Float(m.spec_total_shortage_kg));
        out.set("submission_metrics", d);
    }
    out.set("reference_value", Py::Float(r.reference_value));
    dumps(&out, Some(2), false)
}
