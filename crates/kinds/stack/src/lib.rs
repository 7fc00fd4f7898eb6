//! A flour warehouse's day (FDE-Bench 039): every inbound, outbound and move row of the
//! forklifts' trips (`solution.json`: `{"operations": [...]}`), checked and scored as
//! the case's evaluator does against `warehouse_snapshot.json`.
//!
//! ```text
//! warehouse_snapshot.json ──data──► Snapshot (bays, stock, tasks, forklifts)
//! solution.json (bytes) ──json──► rows ──evaluate──► row rules, trips, overlaps, caps, coverage, stock ──► StackReport
//! ```
//!
//! Tons are compared as integer micro-tonnes (`int(round(x * 1e6))`), minutes as
//! `int(round(float(x)))`. A valid plan's objective is mixed bays + (a + b/1e4)/1e4 (a,
//! b: the tons left above rated capacity and the tons moved, in tenths, capped at
//! 9,999); its score is the reference over it, rounded to 10 places (1e6 at 0).

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(stack);

mod coach;
pub mod codes;
pub mod data;
pub mod evaluate;
mod kind_impl;
mod report;
mod report_json;
mod server_output;

use crate::diagnostic::{codes as all_codes, group, Category, Diagnostic, Location};
use crate::pyjson::Value;

pub use coach::{coach, ForkliftLoad, StackCoach};
pub use data::{DataError, Snapshot};
pub use evaluate::{Checked, Metrics, Op, Stop};
pub use kind_impl::{StackCase, StackFacts, StackKind, REFERENCE_VALUE};
pub use report::{StackErrorInfo, StackForklift, StackMetrics, StackOp, StackReport};

/// What the evaluator's quality is when the objective is 0.
pub const PERFECT: f64 = 1e6;

/// Grade `solution.json`'s bytes.
pub fn grade(case: &StackCase, bytes: &[u8], file: &str) -> StackReport {
    let mut r = empty(case, file);
    // open(..., encoding="utf-8-sig"): one byte-order mark is read away.
    let body = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let doc = match crate::pyerr::json_load(body) {
        Ok(d) => d,
        Err(e) => {
            let d = Diagnostic::new(all_codes::STACK_NOT_JSON, Category::Exception, format!("{file} cannot be read as JSON: {e}"))
                .at(Location::file(file));
            r.error_info.exception = Some(e);
            return finish(r, vec![d]);
        }
    };
    if !matches!(doc.value, Value::Object(_)) {
        let d = Diagnostic::new(all_codes::STACK_NOT_OBJECT, Category::Fatal, format!("{file} is {}, not an object", doc.value.in_words()))
            .at(Location::file(file).line(doc.line).column(doc.column));
        r.error_info.fatal.push("solution.json 顶层不是对象".into());
        return finish(r, vec![d]);
    }
    let items = match crate::diagnostic::non_empty_list(&doc, "operations", file, all_codes::STACK_NO_OPERATIONS) {
        Ok(items) => items,
        Err(d) => {
            r.error_info.fatal.push("solution.json 缺 operations 或为空".into());
            return finish(r, vec![d]);
        }
    };
    let s = &case.snapshot;
    match evaluate::check(items, s, file) {
        Err(Stop::Fatal(m, d)) => {
            r.error_info.fatal.push(m);
            finish(r, vec![d])
        }
        Err(Stop::Raised(e, d)) => {
            r.error_info.exception = Some(e);
            finish(r, vec![d])
        }
        Err(Stop::Unsupported(d)) => finish(r, vec![d]),
        Ok(c) => {
            r.operations = c.ops.iter().map(show_op).collect();
            for (f, used) in r.forklifts.iter_mut().zip(&c.used) {
                f.used_tons = evaluate::tons(*used);
            }
            r.n_violations = c.messages.len();
            match c.metrics {
                None => {
                    r.error_info.total = Some(c.messages.len());
                    r.error_info.hard_violations = c.messages.into_iter().take(20).collect();
                    finish(r, c.diagnostics)
                }
                Some(m) => {
                    let quality = if m.objective > 0.0 { case.reference / m.objective } else { PERFECT };
                    r.valid = true;
                    r.validity_score = 1.0;
                    r.quality_score = crate::round::py_round(quality, 10);
                    r.overall_score = r.quality_score;
                    r.player_objective = Some(crate::round::py_round(m.objective, 10));
                    r.overweight_tenths = Some(m.a);
                    r.turnover_tenths = Some(m.b);
                    r.metrics = Some(StackMetrics {
                        mixed_bays: m.mixed_bays,
                        overweight_remaining_tons: crate::round::py_round(evaluate::tons(m.overweight_ut), 3),
                        turnover_tons: crate::round::py_round(evaluate::tons(m.turnover_ut), 3),
                        turnover_operations: m.turnover_trips,
                        sku_location_count: m.sku_locations,
                        occupied_bays: m.occupied_bays,
                        operation_rows: c.ops.len(),
                        trips: m.trips,
                    });
                    finish(r, Vec::new())
                }
            }
        }
    }
}

fn show_op(o: &Op) -> StackOp {
    StackOp {
        index: o.index,
        id: o.id.clone(),
        kind: data::OP_TYPES[o.kind].into(),
        start: o.start as f64,
        end: o.end as f64,
        tons: evaluate::tons(o.ut),
        sku: o.sku.clone(),
        batch: o.batch.clone(),
        source: o.source.clone(),
        target: o.target.clone(),
        region: o.region.clone(),
        forklift: o.forklift.clone(),
        task: o.task.clone(),
        trip: o.trip.clone(),
    }
}

/// A plan as `solution.json`, a row a line (what the site's edited plan downloads as,
/// and how the public examples are written).
pub fn solution_json(ops: &[StackOp]) -> String {
    let text = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let num = |x: f64| crate::pyjson::py_float_repr(x);
    let whole = |x: f64| crate::float::fixed(x, 0);
    let rows: Vec<String> = ops
        .iter()
        .map(|o| {
            format!(
                "    {{\"operation_id\": {}, \"type\": {}, \"sku\": {}, \"batch\": {}, \"source\": {}, \"target\": {}, \"region\": {}, \"tons\": {}, \"start_minute\": {}, \"end_minute\": {}, \"forklift\": {}, \"task_id\": {}, \"trip_id\": {}}}",
                text(&o.id),
                text(&o.kind),
                text(&o.sku),
                text(&o.batch),
                text(&o.source),
                text(&o.target),
                text(&o.region),
                num(o.tons),
                whole(o.start),
                whole(o.end),
                text(&o.forklift),
                text(&o.task),
                text(&o.trip)
            )
        })
        .collect();
    format!("{{\n  \"operations\": [\n{}\n  ]\n}}\n", rows.join(",\n"))
}

fn finish(mut r: StackReport, diagnostics: Vec<Diagnostic>) -> StackReport {
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

fn empty(case: &StackCase, file: &str) -> StackReport {
    let s = &case.snapshot;
    StackReport {
        kind: "stack".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: StackErrorInfo::default(),
        player_objective: None,
        reference_value: case.reference,
        metrics: None,
        valid: false,
        n_violations: 0,
        overweight_tenths: None,
        turnover_tenths: None,
        day_minutes: s.day_minutes as f64,
        operations: Vec::new(),
        forklifts: s
            .forklifts
            .iter()
            .map(|f| StackForklift {
                id: f.id.clone(),
                regions: f.regions.clone(),
                shift_start: f.shift_start as f64,
                shift_end: f.shift_end as f64,
                cap_tons: evaluate::tons(f.cap_ut),
                used_tons: 0.0,
            })
            .collect(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `缺 solution.json`.
pub fn grade_missing(case: &StackCase, file: &str, why: &str) -> StackReport {
    let mut r = empty(case, file);
    r.error_info.fatal.push("缺 solution.json".into());
    let d =
        Diagnostic::new(all_codes::STACK_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
