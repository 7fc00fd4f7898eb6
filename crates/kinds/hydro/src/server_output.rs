//! What FDE-Bench 029's evaluator prints (`fde-grade hydro --format server`): its dict
//! in its key order, `json.dumps(…, ensure_ascii=False, indent=2)`; a station's energy
//! is an `int` when every day of it is capped at its maximum.

use crate::pyout::{dumps, Py};

use super::{evaluate, HydroCase, HydroReport, Num, Stop};

fn num(n: Num) -> Py {
    match n {
        Num::Int(i) => Py::int(i),
        Num::Float(x) => Py::Float(x),
    }
}

pub fn server_output(case: &HydroCase, report: &HydroReport, submission: Option<&[u8]>, _file: &str) -> String {
    let zero = |error_info: Py, validity: f64| {
        Py::dict([
            ("validity_score", Py::Float(validity)),
            ("quality_score", Py::Float(0.0)),
            ("overall_score", Py::Float(0.0)),
            ("error_info", error_info),
        ])
    };
    let Some(bytes) = submission else {
        return dumps(&zero(Py::dict([("fatal", Py::strs(&report.error_info.fatal))]), 0.0), Some(2), false);
    };
    let o = evaluate(case, bytes, &report.file);
    let out = match (&o.q, &o.checked, o.energy) {
        (Err(Stop::Fatal(m, _)), _, _) => zero(Py::dict([("fatal", Py::list([Py::str(m.clone())]))]), 0.0),
        (Err(Stop::Exception(m, _)), _, _) => zero(crate::pyerr::exception_info(m.clone()), 0.0),
        (Ok(_), Some(c), _) if !c.violations.is_empty() => {
            let listed = c.violations.iter().take(8).map(|(m, _)| Py::str(m.clone()));
            zero(Py::dict([("constraint", Py::list(listed))]), 0.0)
        }
        (Ok(_), Some(_), Some(e)) if !e.is_finite() => zero(Py::dict([("exception", Py::str("total_energy is NaN/Inf"))]), 0.0),
        (Ok(_), Some(c), Some(e)) => {
            let energy = c.power.iter().zip(&case.stations.stations).map(|(row, name)| (name.clone(), num(evaluate::station_energy(row))));
            Py::dict([
                ("validity_score", Py::Float(1.0)),
                ("quality_score", Py::Float(report.quality_score)),
                ("overall_score", Py::Float(report.overall_score)),
                ("error_info", Py::dict::<&str>([])),
                ("player_objective", Py::Float(crate::round::py_round(e, 6))),
                ("reference_value", Py::Float(case.reference)),
                ("total_energy_wankwh", Py::Float(crate::round::py_round(e, 4))),
                ("energy_by_station", Py::Dict(energy.collect())),
            ])
        }
        _ => zero(Py::dict::<&str>([]), 0.0),
    };
    dumps(&out, Some(2), false)
}
