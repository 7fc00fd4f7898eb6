//! Cold-rolling coil sequencing (FDE-Bench 017): the order in which a mill rolls the
//! coils of its work plan (`solution.json`: `{"sequence": [ids…]}`), checked and scored
//! as the case's evaluator does.
//!
//! ```text
//! data/grade_catalog.csv, data/work_plan.csv ──data──► Coils (or the evaluator's exception)
//! solution.json (bytes) ──read──► ids ──check──► schema / constraint / metrics ──► CoilReport
//! ```
//!
//! `read` follows `json.load` and `str(m).strip()` of each item, `check` the rules in the
//! evaluator's order (unknown ids, completeness and duplicates, roll-size switches,
//! front-width prefix), each problem located by its position in the sequence and the
//! coil's id. A valid sequence scores the reference penalty over its own penalty,
//! `10⁴ × rule jumps + 100 × width rises + grade groups`.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(coil);

mod coach;
pub mod codes;
pub mod data;
pub mod evaluate;
mod kind_impl;
pub mod read;
mod report;
mod report_json;
mod server_output;

use crate::diagnostic::{codes as all_codes, group, Category, Diagnostic, Location};

pub use coach::{coach, CoilCoach, CostlyStep};
pub use data::{Coil, Coils, DataError};
pub use evaluate::{Metrics, Verdict};
pub use kind_impl::{CoilCase, CoilKind, REFERENCE_PENALTY};
pub use read::{read, Stop};
pub use report::{CoilErrorInfo, CoilReport, CoilStep};

/// Grade `solution.json`'s bytes.
pub fn grade(case: &CoilCase, bytes: &[u8], file: &str) -> CoilReport {
    let mut r = empty(case, file);
    let coils = match &case.coils {
        Ok(c) => c,
        Err(e) => return data_failed(r, e),
    };
    let mut diagnostics = Vec::new();
    match read(bytes, file) {
        Err(Stop::Fatal(m, d)) => {
            r.error_info.fatal.push(m);
            diagnostics.push(d);
        }
        Err(Stop::Exception(m, d)) => {
            r.error_info.exception = Some(m);
            diagnostics.push(d);
        }
        Ok(seq) => {
            let verdict = evaluate::check(coils, &seq, file);
            let known: Option<Vec<&Coil>> = seq.iter().map(|it| coils.get(&it.id)).collect();
            if let Some(cl) = &known {
                r.roll_switches = cl.windows(2).filter(|w| w[0].small != w[1].small).count();
                r.steps = cl
                    .iter()
                    .map(|c| CoilStep {
                        id: c.id.clone(),
                        grade: c.grade.clone(),
                        width: c.width,
                        thickness: c.thickness,
                        small: c.small,
                        front: c.is_front(),
                        jump: false,
                        rise: false,
                    })
                    .collect();
            }
            match verdict {
                Verdict::Schema(m, ds) => {
                    r.error_info.schema.push(m);
                    diagnostics.extend(ds);
                }
                Verdict::Constraint(ms, ds) => {
                    r.error_info.constraint = ms.into_iter().take(5).collect();
                    diagnostics.extend(ds);
                }
                Verdict::Valid(m) => {
                    for (s, (j, x)) in r.steps.iter_mut().zip(m.jumps.iter().zip(&m.rises)) {
                        s.jump = *j;
                        s.rise = *x;
                    }
                    let penalty = m.penalty();
                    let quality = case.reference / penalty as f64;
                    r.valid = true;
                    r.validity_score = 1.0;
                    r.quality_score = crate::round::py_round(quality, 4);
                    r.overall_score = r.quality_score;
                    r.penalty = Some(penalty);
                    r.total_violations = Some(m.total());
                    r.steel_grade_violations = Some(m.grade_violations);
                    r.thickness_violations = Some(m.thickness_violations);
                    r.width_violations = Some(m.width_violations);
                    r.width_increases = Some(m.width_increases);
                    r.grade_groups = Some(m.grade_groups);
                }
            }
        }
    }
    finish(r, diagnostics)
}

/// A sequence as `solution.json` in the public examples' form: `{"sequence": [...]}`,
/// eight ids a line (what the site's edited sequence downloads as, byte for byte).
pub fn solution_json(ids: &[String]) -> String {
    let lines: Vec<String> = ids
        .chunks(8)
        .map(|c| format!("    {}", c.iter().map(|id| serde_json::to_string(id).unwrap_or_default()).collect::<Vec<_>>().join(", ")))
        .collect();
    format!("{{\n  \"sequence\": [\n{}\n  ]\n}}\n", lines.join(",\n"))
}

fn finish(mut r: CoilReport, diagnostics: Vec<Diagnostic>) -> CoilReport {
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

/// The evaluator raised on the case's data before reading the submission.
fn data_failed(mut r: CoilReport, e: &DataError) -> CoilReport {
    r.error_info.exception = Some(e.error.clone());
    let data = match e.row {
        Some(row) => format!("{} (row {row})", e.file),
        None => e.file.clone(),
    };
    let m = format!("the case's {data} makes the evaluator raise \"{}\" before it reads a submission", e.error);
    let mut loc = Location::file(e.file.clone());
    if let Some(row) = e.row {
        loc = loc.index("row", row - 1);
    }
    let d = Diagnostic::new(all_codes::COIL_BAD_DATA, Category::Exception, m).at(loc);
    finish(r, vec![d])
}

fn empty(case: &CoilCase, file: &str) -> CoilReport {
    CoilReport {
        kind: "coil".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: CoilErrorInfo::default(),
        penalty: None,
        baseline_cost: case.reference,
        total_violations: None,
        steel_grade_violations: None,
        thickness_violations: None,
        width_violations: None,
        width_increases: None,
        grade_groups: None,
        valid: false,
        n_coils: case.coils.as_ref().map_or(0, |c| c.coils.len()),
        steps: Vec::new(),
        roll_switches: 0,
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `File not found: PATH`
/// (after the case's data, which it reads first).
pub fn grade_missing(case: &CoilCase, file: &str, why: &str) -> CoilReport {
    let r = empty(case, file);
    if let Err(e) = &case.coils {
        return data_failed(r, e);
    }
    let mut r = r;
    r.error_info.fatal.push(format!("File not found: {file}"));
    let d = Diagnostic::new(all_codes::COIL_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
