//! Three SKUs packed into one container (FDE-Bench 026): every box placed, as its SKU,
//! its left-front-bottom corner and its size as placed (`solution.json`:
//! `{"placements": [{"sku_id", "x", "y", "z", "l", "w", "h"}, …]}`), checked and scored
//! as the case's evaluator does.
//!
//! ```text
//! data/load_data.xlsx ──pysem::xlsx read_excel──► Specs (or the evaluator's exception)
//! solution.json (bytes) ──json──► placements ──evaluate──► ids, counts, weight, boxes, pairs ──► PackReport
//! ```
//!
//! `data` reads the workbook as `pd.read_excel(…, header=None)` gives it (a blank header
//! is `nan`, text numbers read by `float()`), `evaluate` runs the evaluator's rules in its
//! order with Python's semantics, each problem located by placement, SKU, field and
//! the other box. A valid load scores its ITEM_C boxes over the reference, rounded to 4.

#![allow(clippy::result_large_err)] // a Diagnostic is the error, on purpose

grade_core::kind_prelude!(pack);

mod coach;
pub mod codes;
pub mod data;
pub mod evaluate;
mod kind_impl;
mod report;
mod report_json;
mod server_output;

use crate::diagnostic::{codes as all_codes, Category, Collector, Diagnostic, Location};
use crate::pyjson::{Spanned, Value};

pub use coach::{coach, PackCoach};
pub use data::{Container, DataError, Sku, Specs};
pub use evaluate::{Checked, Raised, EPS};
pub use kind_impl::{PackCase, PackFacts, PackKind, REFERENCE_ITEM_C};
pub use report::{PackBox, PackContainer, PackErrorInfo, PackReport, PackSku};

/// Grade `solution.json`'s bytes.
pub fn grade(case: &PackCase, bytes: &[u8], file: &str) -> PackReport {
    let mut r = empty(case, file);
    let specs = match &case.specs {
        Ok(s) => s,
        Err(e) => return data_failed(r, e),
    };
    let doc: Spanned = match crate::pyerr::json_load(bytes) {
        Ok(d) => d,
        Err(e) => {
            let d = Diagnostic::new(all_codes::PACK_NOT_JSON, Category::Exception, format!("{file} cannot be read as JSON: {e}"))
                .at(Location::file(file));
            r.error_info.exception = Some(e);
            return finish(r, vec![d]);
        }
    };
    if !matches!(doc.value, Value::Object(_)) {
        let e = format!("'{}' object has no attribute 'get'", doc.value.py_type());
        let d = Diagnostic::new(
            all_codes::PACK_NOT_AN_OBJECT,
            Category::Exception,
            format!("{file} holds {}, not a JSON object: the server raises \"{e}\"", doc.value.in_words()),
        )
        .at(Location::file(file).line(doc.line).column(doc.column));
        r.error_info.exception = Some(e);
        return finish(r, vec![d]);
    }
    let list = match crate::diagnostic::non_empty_list(&doc, "placements", file, all_codes::PACK_NO_PLACEMENTS) {
        Ok(items) => items,
        Err(d) => {
            r.error_info.fatal.push("Missing or empty 'placements'".into());
            return finish(r, vec![d]);
        }
    };
    r.boxes = list.iter().map(|p| figure_box(&p.value, specs)).collect();
    let checked = match evaluate::check(list, specs, file) {
        Ok(c) => c,
        Err(Raised(e, d)) => {
            r.error_info.exception = Some(e);
            return finish(r, vec![d]);
        }
    };
    for (s, n) in r.skus.iter_mut().zip(&checked.counts) {
        s.placed = *n;
    }
    r.total_weight = finite(checked.total_weight);
    r.overlaps = checked.overlaps;
    r.n_violations = checked.n_violations;
    if !checked.messages.is_empty() {
        r.error_info.constraint = checked.messages.into_iter().take(8).collect();
        return finish_collected(r, checked.diagnostics);
    }
    let count = |id: &str| specs.skus.iter().position(|s| s.id == id).map_or(0, |k| checked.counts[k]);
    let c = &specs.container;
    // Every bound and the limit were read by the checks, so none is blank here.
    let volume = c.length.unwrap_or(0.0) * c.width.unwrap_or(0.0) * c.height.unwrap_or(0.0);
    let util = if volume > 0.0 { checked.used_volume / volume } else { 0.0 };
    let c_count = count("ITEM_C");
    let quality = if case.reference > 0.0 { c_count as f64 / case.reference } else { 0.0 };
    r.valid = true;
    r.validity_score = 1.0;
    r.quality_score = crate::round::py_round(quality, 4);
    r.overall_score = r.quality_score;
    r.sku3_count = Some(c_count);
    r.sku1_count = Some(count("ITEM_A"));
    r.sku2_count = Some(count("ITEM_B"));
    r.total_weight_kg = Some(crate::round::py_round(checked.total_weight.unwrap_or(0.0), 2));
    r.space_utilization = Some(crate::round::py_round(util, 4));
    finish(r, [])
}

/// A placement as the figure draws it.
fn figure_box(p: &Value, specs: &Specs) -> PackBox {
    let sid = p.get("sku_id").map(|s| &s.value);
    let sku = sid.map_or_else(|| "None".to_string(), Value::py_str);
    let sku_index = sid.and_then(Value::as_str).and_then(|s| specs.skus.iter().position(|x| x.id == s));
    let at = match evaluate::geometry(p) {
        evaluate::Geometry::Ok(g) if g.iter().all(|x| x.is_finite()) => g.to_vec(),
        _ => Vec::new(),
    };
    PackBox { sku, sku_index, at }
}

/// A placement list as `solution.json` (what the site's edited load downloads as): a
/// box a line, each number as Python's `repr` writes it.
pub fn solution_json(boxes: &[PackBox]) -> String {
    let text = |s: &str| serde_json::to_string(s).unwrap_or_default();
    let lines: Vec<String> = boxes
        .iter()
        .filter(|b| b.at.len() == 6)
        .map(|b| {
            let n: Vec<String> = b.at.iter().map(|x| crate::pyjson::py_float_repr(*x)).collect();
            format!(
                "    {{\"sku_id\": {}, \"x\": {}, \"y\": {}, \"z\": {}, \"l\": {}, \"w\": {}, \"h\": {}}}",
                text(&b.sku),
                n[0],
                n[1],
                n[2],
                n[3],
                n[4],
                n[5]
            )
        })
        .collect();
    format!("{{\n  \"placements\": [\n{}\n  ]\n}}\n", lines.join(",\n"))
}

/// The report with its diagnostics: at most [`crate::diagnostic::CAP`] listed a code (a
/// summary entry after them), the groups' counts true.
fn finish_collected(mut r: PackReport, found: Collector) -> PackReport {
    let (diagnostics, groups) = found.finish();
    r.diagnostics = diagnostics.into_iter().map(Diagnostic::with_code_hint).collect();
    r.diagnostic_groups = groups;
    r
}

/// [`finish_collected`] of a few diagnostics (the case's or the file's one error).
fn finish(r: PackReport, found: impl IntoIterator<Item = Diagnostic>) -> PackReport {
    finish_collected(r, found.into_iter().collect())
}

/// The evaluator raised on the case's workbook before reading the submission.
fn data_failed(mut r: PackReport, e: &DataError) -> PackReport {
    r.error_info.exception = Some(e.error.clone());
    let m = format!("the case's {} makes the evaluator raise \"{}\" before it reads a submission", e.place(), e.error);
    let mut loc = Location::file(data::FILE);
    if let Some(s) = &e.sheet {
        loc = loc.name("sheet", s.clone());
    }
    if let Some(c) = &e.cell {
        loc = loc.name("cell", c.clone());
    } else if let Some(row) = e.row {
        loc = loc.index("frame", row);
    }
    finish(r, vec![Diagnostic::new(all_codes::PACK_BAD_DATA, Category::Exception, m).at(loc)])
}

fn finite(x: Option<f64>) -> Option<f64> {
    x.filter(|x| x.is_finite())
}

fn empty(case: &PackCase, file: &str) -> PackReport {
    let (skus, container) = match &case.specs {
        Ok(s) => (
            s.skus
                .iter()
                .map(|k| PackSku {
                    id: k.id.clone(),
                    length: finite(k.length),
                    width: finite(k.width),
                    height: finite(k.height),
                    weight: finite(k.weight),
                    required: finite(k.required),
                    placed: 0,
                })
                .collect(),
            PackContainer {
                length: finite(s.container.length),
                width: finite(s.container.width),
                height: finite(s.container.height),
                max_weight: finite(s.container.max_weight),
            },
        ),
        Err(_) => (Vec::new(), PackContainer::default()),
    };
    PackReport {
        kind: "pack".into(),
        file: file.into(),
        validity_score: 0.0,
        quality_score: 0.0,
        overall_score: 0.0,
        error_info: PackErrorInfo::default(),
        sku3_count: None,
        sku1_count: None,
        sku2_count: None,
        total_weight_kg: None,
        space_utilization: None,
        baseline_cost: case.reference,
        valid: false,
        n_violations: 0,
        overlaps: 0,
        total_weight: None,
        container,
        skus,
        boxes: Vec::new(),
        diagnostics: Vec::new(),
        diagnostic_groups: Vec::new(),
    }
}

/// The report for a file that cannot be read: the server's `File not found: PATH`
/// (after the case's workbook, which it reads first).
pub fn grade_missing(case: &PackCase, file: &str, why: &str) -> PackReport {
    let mut r = empty(case, file);
    if let Err(e) = &case.specs {
        return data_failed(r, e);
    }
    r.error_info.fatal.push(format!("File not found: {file}"));
    let d = Diagnostic::new(all_codes::PACK_FILE_NOT_FOUND, Category::Fatal, format!("cannot read {file}: {why}")).at(Location::file(file));
    finish(r, vec![d])
}
