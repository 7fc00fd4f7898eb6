//! APS scheduling from five tables (FDE-Bench 016): every schedulable operation on a
//! device with its start and end (`solution.json`: `{"scheduled_ops": [{"wop_oid",
//! "resource", "start_dt", "end_dt"}, …]}`), checked and scored as the case's evaluator
//! does.
//!
//! ```text
//! data/aps_data.xlsx ──pysem::xlsx read_excel ×5──► Plant (schedulable ops, devices, due dates)
//! solution.json (bytes) ──json──► ops ──isotime (fromisoformat, pd.to_datetime)──► evaluate ──► ApsReport
//! ```
//!
//! A valid plan scores p0 = 1 − total delay / its upper bound (every op laid end to end
//! from 2026-05-27 08:00), plus the utilisation quantised to 1,000 steps, each worth
//! 0.49 / 1001 of one working minute of delay; over the reference, rounded to 8.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(aps);

pub mod codes;
pub mod data;
pub mod evaluate;
pub mod isotime;
mod kind_impl;
mod report;
mod report_json;
mod server_output;
pub mod work;

use crate::diagnostic::{codes as all_codes, group, Category, Diagnostic, Location};
use crate::pyjson::{Spanned, Value};

pub use data::{DataError, Op, Plant};
pub use evaluate::{Checked, Counts, Metrics, Parsed, Stop};
pub use isotime::Time;
pub use kind_impl::{ApsCase, ApsFacts, ApsKind, REFERENCE_VALUE};
pub use report::{ApsCounts, ApsErrorInfo, ApsOp, ApsReport};

/// The server lists at most six violations.
pub const LISTED: usize = 6;

/// Grade `solution.json`'s bytes.
pub fn grade(case: &ApsCase, bytes: &[u8], file: &str) -> ApsReport {
    let mut r = empty(case, file);
    let plant = match &case.plant {
        Ok(p) => p,
        Err(e) => return data_failed(r, e),
    };
    let doc: Spanned = match crate::pyerr::json_load(bytes) {
        Ok(d) => d,
        Err(e) => {
            let d = Diagnostic::new(all_codes::APS_NOT_JSON, Category::Exception, format!("{file} cannot be read as JSON: {e}"))
                .at(Location::file(file));
            r.error_info.exception = Some(e);
            return finish(r, vec![d]);
        }
    };
    if !matches!(doc.value, Value::Object(_)) {
        let e = format!("'{}' object has no attribute 'get'", doc.value.py_type());
        let d = Diagnostic::new(
            all_codes::APS_NOT_AN_OBJECT,
            Category::Exception,
            format!("{file} holds {}, not a JSON object: the server raises \"{e}\"", doc.value.in_words()),
        )
        .at(Location::file(file).line(doc.line).column(doc.column));
        r.error_info.exception = Some(e);
        return finish(r, vec![d]);
    }
    let list = match crate::diagnostic::non_empty_list(&doc, "scheduled_ops", file, all_codes::APS_NO_OPS) {
        Ok(items) => items,
        Err(d) => {
            r.error_info.fatal.push("Missing or empty 'scheduled_ops'".into());
            return finish(r, vec![d]);
        }
    };
    r.ops = figure_ops(list, plant);
    extend_lanes(&mut r);
    let checked = match evaluate::check(list, plant, file) {
        Ok(c) => c,
        Err(Stop::Raised(e, d)) => {
            r.error_info.exception = Some(e);
            return finish(r, vec![d]);
        }
        Err(Stop::Unsupported(d)) => return finish(r, vec![d]),
    };
    let c = checked.counts;
    r.counts = ApsCounts {
        missing: c.missing,
        bad_times: c.bad_times,
        devices: c.devices,
        windows: c.windows,
        overlaps: c.overlaps,
        durations: c.durations,
        orders: c.orders,
    };
    r.n_violations = c.total();
    if !checked.messages.is_empty() {
        r.error_info.constraint = checked.messages.iter().take(LISTED).cloned().collect();
        return finish(r, checked.diagnostics);
    }
    r.validity_score = 1.0;
    let m = match evaluate::measure(&checked, plant, case.reference, file) {
        Ok(m) => m,
        Err(Stop::Raised(e, d)) => {
            r.error_info.exception = Some(e);
            return finish(r, vec![d]);
        }
        Err(Stop::Unsupported(d)) => return finish(r, vec![d]),
    };
    let round = crate::round::py_round;
    r.valid = true;
    r.quality_score = round(m.quality, 8);
    r.overall_score = r.quality_score;
    r.absolute_score = Some(round(m.absolute, 10));
    r.reference_value = Some(case.reference);
    r.delay_upper_days = Some(round(m.delay_upper, 4));
    r.total_delay_days = Some(round(m.total_delay_days, 4));
    r.equipment_utilization = Some(round(m.utilization, 6));
    r.delayed_orders = Some(m.delayed_orders);
    r.schedulable_ops = Some(plant.ops.len());
    r.covered_ops = Some(checked.covered);
    finish(r, Vec::new())
}

/// Minutes from 2026-05-27 08:00 on the wall clock.
fn minutes_from_start(t: Option<Time>) -> Option<f64> {
    let w = t?.wall()?;
    Some((w - work::schedule_start()) as f64 / 60e6)
}

/// Each op as the chart draws it (times it cannot read, and unreadable values, blank).
fn figure_ops(list: &[Spanned], plant: &Plant) -> Vec<ApsOp> {
    list.iter()
        .map(|it| {
            let text = |k: &str| it.value.get(k).map_or_else(String::new, |v| v.value.py_str());
            let time = |k: &str| minutes_from_start(isotime::iso(it.value.get(k).map(|v| &v.value)).ok().flatten());
            let wop = text("wop_oid");
            let op = plant.op(&wop);
            ApsOp {
                order: op.map(|o| o.order.clone()),
                minutes: op.map(|o| o.dur_min),
                resource: text("resource"),
                start: time("start_dt"),
                end: time("end_dt"),
                wop,
            }
        })
        .collect()
}

/// Lanes: the case's devices, then other resources the plan names, in order.
fn extend_lanes(r: &mut ApsReport) {
    for o in &r.ops {
        if !r.devices.contains(&o.resource) {
            r.devices.push(o.resource.clone());
        }
    }
}

/// A plan as `solution.json` (what the site's edited schedule downloads as).
pub fn solution_json(ops: &[ApsOp]) -> String {
    let text = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let at = |m: Option<f64>| {
        m.map_or_else(
            || "null".to_string(),
            |m| text(&Time::Naive(work::schedule_start() + (m * 60e6).round() as i64).text().replacen(' ', "T", 1)),
        )
    };
    let lines: Vec<String> = ops
        .iter()
        .map(|o| {
            format!(
                "    {{\"wop_oid\": {}, \"resource\": {}, \"start_dt\": {}, \"end_dt\": {}}}",
                text(&o.wop),
                text(&o.resource),
                at(o.start),
                at(o.end)
            )
        })
        .collect();
    format!("{{\n  \"scheduled_ops\": [\n{}\n  ]\n}}\n", lines.join(",\n"))
}

fn finish(mut r: ApsReport, diagnostics: Vec<Diagnostic>) -> ApsReport {
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

/// The evaluator raised on the case's workbook before reading the submission.
fn data_failed(mut r: ApsReport, e: &DataError) -> ApsReport {
    r.error_info.exception = Some(e.error.clone());
    let m = format!("the case's {} makes the evaluator raise \"{}\" before it reads a submission", e.place(), e.error);
    let mut loc = Location::file(data::FILE);
    if let Some(s) = &e.sheet {
        loc = loc.name("table", s.clone());
    }
    if let Some(row) = e.row {
        loc = loc.index("tablerow", row);
    }
    finish(r, vec![Diagnostic::new(all_codes::APS_BAD_DATA, Category::Exception, m).at(loc)])
}

fn empty(case: &ApsCase, file: &str) -> ApsReport {
    ApsReport {
        kind: "aps".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: ApsErrorInfo::default(),
        absolute_score: None,
        reference_value: None,
        delay_upper_days: None,
        total_delay_days: None,
        equipment_utilization: None,
        delayed_orders: None,
        schedulable_ops: None,
        covered_ops: None,
        valid: false,
        n_violations: 0,
        counts: ApsCounts::default(),
        devices: case.plant.as_ref().map(|p| p.devices.clone()).unwrap_or_default(),
        ops: Vec::new(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `File not found: PATH`
/// (after the case's workbook, which it reads first).
pub fn grade_missing(case: &ApsCase, file: &str, why: &str) -> ApsReport {
    let mut r = empty(case, file);
    if let Err(e) = &case.plant {
        return data_failed(r, e);
    }
    r.error_info.fatal.push(format!("File not found: {file}"));
    let d = Diagnostic::new(all_codes::APS_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
