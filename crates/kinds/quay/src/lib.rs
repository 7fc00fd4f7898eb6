//! Quay cranes over a berth line (FDE-Bench 024): each crane's timeline of work, moves
//! and waits (`solution.json`: `{"cranes": [{"crane_id", "events": [...]}]}`), checked
//! and scored as the case's evaluator does.
//!
//! ```text
//! data/tact_times.csv, data/vessel_workload.csv ──data──► Vessels (or the evaluator's exception)
//! solution.json (bytes) ──json──► cranes ──evaluate──► fill, C3/C7, C4, C5/C2, C1, C6 ──► QuayReport
//! ```
//!
//! `evaluate` follows the evaluator's order and Python's semantics (`dt` its strptime and
//! naive timestamps in UTC, `py` what its Python raises on odd values), each problem
//! located by crane, event, vessel and time. A valid plan costs `1e8 × cranes + Σ move
//! seconds` and scores the reference cost over it, rounded to 6 places.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(quay);

mod coach;
pub mod codes;
pub mod data;
pub mod dt;
pub mod evaluate;
mod kind_impl;
pub mod py;
mod report;
mod report_json;
mod server_output;

use crate::diagnostic::{codes as all_codes, group, Category, Diagnostic, Location};
use crate::pyjson::{Spanned, Value};

pub use coach::{coach, CraneLoad, QuayCoach};
pub use data::{DataError, Vessel, Vessels};
pub use evaluate::{Checked, Raised};
pub use kind_impl::{QuayCase, QuayFacts, QuayKind, REFERENCE_COST};
pub use report::{QuayCrane, QuayErrorInfo, QuayEvent, QuayReport, QuayVessel};

/// The weight of a crane in the cost: more than any plan's move seconds.
pub const CRANE_WEIGHT: f64 = 100_000_000.0;

/// Grade `solution.json`'s bytes.
pub fn grade(case: &QuayCase, bytes: &[u8], file: &str) -> QuayReport {
    let mut r = empty(case, file);
    let vessels = match &case.vessels {
        Ok(v) => v,
        Err(e) => return data_failed(r, e),
    };
    let doc: Spanned = match crate::pyerr::json_load(bytes) {
        Ok(d) => d,
        Err(e) => {
            let d = Diagnostic::new(all_codes::QUAY_NOT_JSON, Category::Exception, format!("{file} cannot be read as JSON: {e}"))
                .at(Location::file(file));
            r.error_info.exception = Some(e);
            return finish(r, vec![d]);
        }
    };
    let cranes = doc.value.get("cranes");
    let list = match (&doc.value, cranes.map(|c| &c.value)) {
        (Value::Object(_), Some(Value::Array(items))) if !items.is_empty() => items,
        (obj, c) => {
            let (message, kind) = match (obj, c) {
                (Value::Object(_), Some(Value::Array(_))) => ("'cranes' is empty", "an empty list"),
                (Value::Object(_), Some(v)) => ("Missing or invalid 'cranes' array", v.in_words()),
                (Value::Object(_), None) => ("Missing or invalid 'cranes' array", "missing"),
                (v, _) => ("Missing or invalid 'cranes' array", v.in_words()),
            };
            let mut loc = Location::file(file).field("cranes");
            if let Some(c) = cranes {
                loc = loc.line(c.line).column(c.column);
            }
            let what = if matches!(obj, Value::Object(_)) { kind.to_string() } else { format!("not an object but {kind}") };
            let d = Diagnostic::new(
                all_codes::QUAY_NO_CRANES,
                Category::Schema,
                format!("{file} has no non-empty list `cranes` (it is {what})"),
            )
            .at(loc);
            r.error_info.schema.push(message.into());
            return finish(r, vec![d]);
        }
    };
    let mut figure = Vec::new();
    let checked = evaluate::check(list, vessels, file, &mut figure);
    r.cranes = figure;
    let mut diagnostics = Vec::new();
    match checked {
        Err(Raised(e, d)) => {
            r.error_info.exception = Some(e);
            diagnostics.push(d);
        }
        Ok(c) => {
            for (v, a) in r.vessels.iter_mut().zip(&c.allocated) {
                v.allocated = *a;
            }
            r.vessels_ok = Some(c.vessels_ok);
            r.crossing_violations = Some(c.crossings);
            r.n_violations = c.violations.iter().filter(|(m, _)| m.is_some()).count() + c.crossings.saturating_sub(3);
            if c.violations.is_empty() {
                let n = list.len();
                let cost = n as f64 * CRANE_WEIGHT + c.total_move;
                let quality = if cost > 0.0 { case.reference / cost } else { 0.0 };
                r.valid = true;
                r.validity_score = 1.0;
                r.quality_score = crate::round::py_round(quality, 6);
                r.overall_score = r.quality_score;
                r.player_score = Some(cost);
                r.num_cranes = Some(n);
                r.total_move_seconds = Some(c.total_move);
            } else {
                r.error_info.constraint = c.messages().into_iter().take(10).collect();
                diagnostics.extend(c.violations.into_iter().map(|(_, d)| d));
            }
        }
    }
    finish(r, diagnostics)
}

/// A schedule as `solution.json`: a crane a block, an event a line (what the site's
/// edited schedule downloads as, byte for byte). Each crane's `events` are its own (a
/// wait filled by the server, `event: null`, is left out); a crane id that reads as an
/// int is written as one, else as text; a berth as an int when it is one.
pub fn solution_json(cranes: &[QuayCrane]) -> String {
    let berth = |b: Option<f64>| match b {
        Some(x) if x.fract() == 0.0 && x.abs() < 1e15 => format!("{}", x as i64),
        Some(x) if x.is_finite() => crate::pyjson::py_float_repr(x),
        _ => "null".into(),
    };
    let text = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let blocks: Vec<String> = cranes
        .iter()
        .map(|c| {
            let id = if c.id.parse::<i64>().is_ok() { c.id.clone() } else { text(&c.id) };
            let events: Vec<String> = c
                .events
                .iter()
                .filter(|e| e.event.is_some())
                .map(|e| {
                    format!(
                        "      {{\"type\": {}, \"start_time\": {}, \"end_time\": {}, \"berth\": {}, \"from_berth\": {}, \"to_berth\": {}, \"vessel_id\": {}}}",
                        text(&e.kind),
                        text(&dt::show(e.start)),
                        text(&dt::show(e.end.unwrap_or(e.start))),
                        berth(e.berth),
                        berth(e.from_berth),
                        berth(e.to_berth),
                        e.vessel.as_deref().map_or_else(|| "null".to_string(), text)
                    )
                })
                .collect();
            format!("    {{\"crane_id\": {id}, \"events\": [\n{}\n    ]}}", events.join(",\n"))
        })
        .collect();
    format!("{{\n  \"num_cranes\": {},\n  \"cranes\": [\n{}\n  ]\n}}\n", cranes.len(), blocks.join(",\n"))
}

fn finish(mut r: QuayReport, diagnostics: Vec<Diagnostic>) -> QuayReport {
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

/// The evaluator raised on the case's data before reading the submission.
fn data_failed(mut r: QuayReport, e: &DataError) -> QuayReport {
    r.error_info.exception = Some(e.error.clone());
    let data = match e.row {
        Some(row) => format!("{} (row {row})", e.file),
        None => e.file.clone(),
    };
    let m = format!("the case's {data} makes the evaluator raise \"{}\" before it reads a submission", e.error);
    let mut loc = Location::file(e.file.clone());
    if let Some(row) = e.row {
        loc = loc.line(row + 1);
    }
    finish(r, vec![Diagnostic::new(all_codes::QUAY_BAD_DATA, Category::Exception, m).at(loc)])
}

fn empty(case: &QuayCase, file: &str) -> QuayReport {
    let vessels = case.vessels.as_ref().map_or(&[][..], |v| &v.vessels[..]);
    QuayReport {
        kind: "quay".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: QuayErrorInfo::default(),
        player_score: None,
        num_cranes: None,
        total_move_seconds: None,
        baseline_cost: case.reference,
        vessels_ok: None,
        vessels_total: vessels.len(),
        crossing_violations: None,
        valid: false,
        n_violations: 0,
        cranes: Vec::new(),
        vessels: vessels
            .iter()
            .map(|v| QuayVessel { id: v.id.clone(), berth: v.berth, start: v.start, end: v.end, required: v.required, allocated: 0.0 })
            .collect(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `File not found: PATH`
/// (after the case's data, which it reads first).
pub fn grade_missing(case: &QuayCase, file: &str, why: &str) -> QuayReport {
    let mut r = empty(case, file);
    if let Err(e) = &case.vessels {
        return data_failed(r, e);
    }
    r.error_info.fatal.push(format!("File not found: {file}"));
    let d = Diagnostic::new(all_codes::QUAY_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
