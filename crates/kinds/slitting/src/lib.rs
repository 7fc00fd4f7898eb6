//! Silicon-steel slitting (FDE-Bench 012): a plan that cuts mother coils into strips of
//! ordered widths, a row per cut (`solution.csv`), checked and scored as the case's
//! evaluator does.
//!
//! ```text
//! data/mother_coil.csv, data/requirements.csv ──data──► Stock (or what the evaluator raises)
//! solution.csv (bytes) ──frame──► rows as pandas holds them ──check──► violations, metrics ──► SlittingReport
//! ```
//!
//! `frame` reads the plan as `pd.read_csv` does (dtypes, NA words, an implicit index);
//! rows with no `mother_cut_weight` above 0 are dropped first, silently on the server
//! (a warning here). `check` simulates the rows in order: coil id, width ±10 mm, cut ≥
//! 100 kg less 10, 1–5 live slots, ordered widths, Σ widths ≤ the coil's width, the
//! coil's stock overdrawn by at most 10 kg; then each ordered width's demand met ±10 kg.
//! A feasible plan scores `(0.05 × (1 − scrap) + 0.95 × cut score) / reference`, the cut
//! score `1 + 0.05 × (46 − cuts)` (or `1 − 0.2 × (cuts − 46)`, at least 0).

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(slitting);

mod coach;
pub mod codes;
pub mod data;
pub mod evaluate;
pub mod frame;
mod kind_impl;
mod report;
mod report_json;
mod server_output;

use crate::diagnostic::{codes as all_codes, group, Category, Diagnostic, Location};
use crate::round::py_round;

pub use coach::{coach, ScrapCut, SlittingCoach};
pub use data::{DataError, Stock};
pub use evaluate::{check, Checked, Crash};
pub use kind_impl::{SlittingCase, SlittingKind, REFERENCE_VALUE};
pub use report::{SlitCut, SlitStrip, SlittingErrorInfo, SlittingReport, SubmissionMetrics, WidthMade};

/// The plan's name on the server.
pub const PLAN_FILE: &str = "solution.csv";
/// The reference plan's cuts: fewer score above 1 each.
pub const TARGET_CUT_TIMES: usize = 46;

/// One row of `solution.csv` as [`solution_csv`] writes it: the coil, its width, the
/// weight cut and the strips' widths, slot 1 up.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanCut {
    pub mother: String,
    pub width: f64,
    pub weight: f64,
    pub strips: Vec<f64>,
}

/// A plan as `solution.csv` in the public examples' form (what the site's edited plan
/// downloads as, byte for byte): widths as Python writes a float, `.0` left off; the
/// weight as Python writes it; each strip's length, when `lengths`, the cut's length
/// (weight / (width × density) × 10⁴ mm) to 4 places, as the evaluator computes it.
/// Strips past the fifth slot have no column: the caller keeps a cut to 5.
pub fn solution_csv(cuts: &[PlanCut], lengths: bool) -> String {
    let repr = crate::pyjson::py_float_repr;
    let width = |x: f64| {
        let s = repr(x);
        s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
    };
    let mut s = String::from("mother_id,mother_width,mother_cut_weight");
    (1..=5).for_each(|i| s.push_str(&format!(",sub{i}_width")));
    (1..=5).for_each(|i| s.push_str(&format!(",sub{i}_long")));
    s.push('\n');
    for c in cuts {
        let long = evaluate::py_fixed(c.weight / (c.width * evaluate::DENSITY) * 10000.0, 4);
        let mut row = vec![c.mother.clone(), width(c.width), repr(c.weight)];
        row.extend((0..5).map(|i| c.strips.get(i).map_or_else(String::new, |w| width(*w))));
        row.extend((0..5).map(|i| if i < c.strips.len() && lengths { long.clone() } else { String::new() }));
        s.push_str(&row.join(","));
        s.push('\n');
    }
    s
}

/// Grade `solution.csv`'s bytes.
pub fn grade(case: &SlittingCase, bytes: &[u8], file: &str) -> SlittingReport {
    let mut r = empty(case, file);
    let stock = match &case.stock {
        Ok(s) => s,
        Err(e) => return data_failed(r, e),
    };
    r.resolved_artifact = Some(file.to_string());
    let mut diagnostics = Vec::new();
    let mut f = match frame::read(bytes, file) {
        Ok(f) => f,
        Err(e) => {
            r.errors.push(format!("Failed to read {PLAN_FILE}: {}", e.error));
            let mut loc = Location::file(file);
            if let Some(l) = e.line {
                loc = loc.line(l);
            }
            let m = format!("{file} cannot be read as a CSV: {}", e.error.trim_end());
            return finish(r, vec![Diagnostic::new(all_codes::SLITTING_UNREADABLE, Category::Fatal, m).at(loc)]);
        }
    };
    // dropna(how="all"), then the rows with a cut weight above 0 (the range index anew).
    let keep: Vec<bool> = (0..f.rows).map(|i| f.columns.iter().any(|c| !c.values[i].is_null())).collect();
    f.retain(&keep);
    match f.named("mother_cut_weight").as_slice() {
        [] => {}
        [j] => {
            let col = &f.columns[*j].values;
            let keep: Vec<bool> = col.iter().map(|v| !v.is_null() && v.to_numeric() > 0.0).collect();
            for (i, v) in col.iter().enumerate().filter(|(i, _)| !keep[*i]) {
                r.dropped_rows += 1;
                let shown = if v.is_null() { "(empty)".to_string() } else { v.py_str(false) };
                let m = format!(
                    "this row is dropped before grading: its mother_cut_weight {shown} is not a number above 0, so its strips count nowhere"
                );
                let loc = Location::file(file).line(f.lines[i]).field("mother_cut_weight");
                diagnostics.push(Diagnostic::new(all_codes::SLITTING_DROPPED, Category::Warning, m).at(loc));
            }
            f.retain(&keep);
            f.reset_index();
        }
        _ => {
            let why = "two columns are named mother_cut_weight once their names are stripped: `pd.to_numeric` gets a DataFrame";
            return crashed(r, diagnostics, data::TYPE_ERROR_FRAME, why, None);
        }
    }
    if f.rows == 0 {
        r.errors.push(format!("{PLAN_FILE} 无有效数据行"));
        let m = format!("{file} has no row with a positive mother_cut_weight");
        diagnostics.push(Diagnostic::new(all_codes::SLITTING_NO_ROWS, Category::Fatal, m).at(Location::file(file)));
        return finish(r, diagnostics);
    }
    let c = match check(stock, &f, file) {
        Ok(c) => c,
        Err(e) => return crashed(r, diagnostics, &e.error, &e.why, e.line),
    };
    let cut_times = f.rows;
    r.cuts = c
        .cuts
        .iter()
        .map(|k| SlitCut {
            label: k.label.clone(),
            mother: k.mother.clone(),
            width: k.width,
            weight: k.weight,
            strips: k.strips.iter().map(|s| SlitStrip { slot: s.slot, width: s.width, ordered: s.ordered }).collect(),
        })
        .collect();
    r.widths = c.widths.iter().map(|&(width, ordered, made)| WidthMade { width, ordered, made }).collect();
    r.warnings = Some(c.warnings.iter().take(8).map(|w| w.0.clone()).collect());
    let spec_satisfied = format!("{}/{}", c.satisfied, stock.demand.len());
    let shortage = py_round(c.shortage, 2);
    diagnostics.extend(c.violations.iter().map(|v| v.1.clone()));
    diagnostics.extend(c.warnings.iter().map(|v| v.1.clone()));
    if !c.violations.is_empty() {
        r.errors = c.violations.iter().take(8).map(|v| v.0.clone()).collect();
        r.submission_metrics = Some(SubmissionMetrics {
            cut_times,
            target_cut_times: None,
            excess_cuts: None,
            requirement_ratio: None,
            utilization_score: None,
            cut_score: None,
            combined_score: None,
            spec_satisfied,
            spec_total_shortage_kg: shortage,
        });
        return finish(r, diagnostics);
    }
    let sc = Scores::of(c.total_cut, c.total_sub, cut_times, case.reference);
    r.valid = true;
    r.validity_score = 1.0;
    r.quality_score = py_round(sc.quality, 6);
    r.overall_score = r.quality_score;
    r.submission_metrics = Some(SubmissionMetrics {
        cut_times,
        target_cut_times: Some(TARGET_CUT_TIMES),
        excess_cuts: Some(cut_times.saturating_sub(TARGET_CUT_TIMES)),
        requirement_ratio: Some(py_round(sc.ratio, 4)),
        utilization_score: Some(py_round(sc.utilization, 4)),
        cut_score: Some(py_round(sc.cut_score, 4)),
        combined_score: Some(py_round(sc.combined, 4)),
        spec_satisfied,
        spec_total_shortage_kg: shortage,
    });
    finish(r, diagnostics)
}

/// A feasible plan's score and its parts, unrounded, as the evaluator computes them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scores {
    /// Scrap over the weight cut: `(cut − strips) / cut`, at least 0 (0 when nothing is cut).
    pub ratio: f64,
    /// `1 − ratio`, at least 0.
    pub utilization: f64,
    /// `1 + 0.05 × (46 − cuts)`, or `1 − 0.2 × (cuts − 46)` at least 0.
    pub cut_score: f64,
    /// `0.05 × utilization + 0.95 × cut score`.
    pub combined: f64,
    /// `combined / (reference + 1e-6)`.
    pub quality: f64,
}

impl Scores {
    /// The scores of a plan cutting `total_cut` kg into `total_sub` kg of strips in
    /// `cuts` cuts (the grade's and the coach's one computation).
    pub fn of(total_cut: f64, total_sub: f64, cuts: usize, reference: f64) -> Scores {
        let ratio = if total_cut > 0.0 {
            let x = (total_cut - total_sub) / total_cut;
            // Python's max(x, 0.0): x unless 0.0 is greater (NaN stays).
            if 0.0 > x {
                0.0
            } else {
                x
            }
        } else {
            0.0
        };
        let one_less = 1.0 - ratio;
        let utilization = if one_less > 0.0 { one_less } else { 0.0 };
        let cut_score = if cuts <= TARGET_CUT_TIMES {
            1.0 + 0.05 * (TARGET_CUT_TIMES - cuts) as f64
        } else {
            let s = 1.0 - 0.20 * (cuts - TARGET_CUT_TIMES) as f64;
            if s > 0.0 {
                s
            } else {
                0.0
            }
        };
        let combined = 0.05 * utilization + 0.95 * cut_score;
        Scores { ratio, utilization, cut_score, combined, quality: combined / (reference + 1e-6) }
    }
}

fn finish(mut r: SlittingReport, diagnostics: Vec<Diagnostic>) -> SlittingReport {
    let diagnostics: Vec<Diagnostic> = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = group(&diagnostics);
    r.diagnostics = diagnostics;
    r
}

/// The evaluator raises on the file: its process dies (no output, no score).
fn crashed(mut r: SlittingReport, mut diagnostics: Vec<Diagnostic>, error: &str, why: &str, line: Option<usize>) -> SlittingReport {
    r.error_info.exception = Some(error.to_string());
    r.errors.clear();
    r.resolved_artifact = None;
    let mut loc = Location::file(r.file.clone());
    if let Some(l) = line {
        loc = loc.line(l);
    }
    let m = format!("the evaluator raises {error} on this file ({why}) and prints nothing");
    diagnostics.push(Diagnostic::new(all_codes::SLITTING_CRASH, Category::Exception, m).at(loc));
    finish(r, diagnostics)
}

/// The evaluator raised on the case's data before reading the submission.
fn data_failed(mut r: SlittingReport, e: &DataError) -> SlittingReport {
    r.error_info.exception = Some(e.error.clone());
    let m = format!("the case's {} makes the evaluator raise \"{}\" before it reads a submission", e.file, e.error);
    let d = Diagnostic::new(all_codes::SLITTING_BAD_DATA, Category::Exception, m).at(Location::file(e.file.clone()));
    finish(r, vec![d])
}

fn empty(case: &SlittingCase, file: &str) -> SlittingReport {
    let stock = case.stock.as_ref().ok();
    SlittingReport {
        kind: "slitting".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        errors: Vec::new(),
        warnings: None,
        resolved_artifact: None,
        submission_metrics: None,
        reference_value: case.reference,
        error_info: SlittingErrorInfo::default(),
        valid: false,
        n_coils: stock.map_or(0, |s| s.coils.len()),
        n_widths: stock.map_or(0, |s| s.demand.len()),
        dropped_rows: 0,
        cuts: Vec::new(),
        widths: Vec::new(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a plan that cannot be read: the server's `solution.csv not found
/// under DIR` (after the case's data, which it reads first).
pub fn grade_missing(case: &SlittingCase, file: &str, why: &str) -> SlittingReport {
    let mut r = empty(case, file);
    if let Err(e) = &case.stock {
        return data_failed(r, e);
    }
    let dir = std::path::Path::new(file).parent().map(|p| p.to_string_lossy().into_owned()).filter(|p| !p.is_empty());
    r.errors.push(format!("{PLAN_FILE} not found under {}", dir.as_deref().unwrap_or(".")));
    let d =
        Diagnostic::new(all_codes::SLITTING_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
