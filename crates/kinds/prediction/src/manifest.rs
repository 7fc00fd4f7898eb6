//! What a manifest may ask of this grader: every engine, step, metric, mapping and
//! report source it names is checked when the case loads. Anything not built is a
//! located `case/unsupported` error naming it (never a silent wrong score); a value of
//! the wrong shape is `case/bad-parameters`.

use serde_json::Value;

use super::spec::{self, Spec};
use super::text;
use crate::diagnostic::{codes, Category, Diagnostic, Location};

pub(super) fn unsupported(path: &str, what: String) -> Diagnostic {
    Diagnostic::new(
        codes::CASE_UNSUPPORTED,
        Category::Case,
        format!("case.json `parameters.{path}`: {what} is not built into this grader yet"),
    )
    .at(Location::file("case.json").field(format!("parameters.{path}")))
    .hint("Grade this case with the Python peer (peers/prediction_peer.py) until the grader supports it.")
}

pub(super) fn bad(path: &str, what: String) -> Diagnostic {
    Diagnostic::new(codes::CASE_BAD_PARAMETERS, Category::Case, format!("case.json `parameters.{path}`: {what}"))
        .at(Location::file("case.json").field(format!("parameters.{path}")))
}

/// The manifest's `parameters` read for this grader: its typed parts ([`Spec`]), or
/// every problem found (each located at its JSON path).
pub(crate) fn read(p: &Value) -> Result<Spec, Vec<Diagnostic>> {
    let mut out = check(p);
    let pandas = is_pandas(p);
    if !out.is_empty() && !pandas {
        // Another engine's manifest with problems of its own: those are what to say.
        return Err(out);
    }
    let template = pandas && super::template::wanted(p);
    match spec::read(p, pandas, template) {
        Ok(spec) => {
            super::time_column::check(p, &spec.checks, template, &mut out);
            if out.is_empty() {
                Ok(spec)
            } else {
                Err(out)
            }
        }
        Err(more) => {
            out.extend(more);
            Err(out)
        }
    }
}

/// The pandas engine's manifest (a pandas, or `json_fields`, truth beside it).
fn is_pandas(p: &Value) -> bool {
    text(&p["submission"], "engine") == Some("pandas")
        && (text(&p["truth"], "engine") == Some("pandas") || text(&p["truth"], "engine") == Some("json_fields"))
}

/// Every problem of the manifest's `parameters` for this grader besides its typed
/// parts (empty: it can grade).
fn check(p: &Value) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    if !p.is_object() {
        return vec![bad("", "must be an object".into())];
    }
    let engine = |v: &Value, path: &str, out: &mut Vec<Diagnostic>| match text(v, "engine") {
        Some("pandas") => {}
        Some(other) => out.push(unsupported(path, format!("the `{other}` engine"))),
        None => out.push(bad(path, "names no `engine`".into())),
    };
    // The evaluator's texts (`--format server`), whatever the engine.
    let texts = super::server_output::check(p);
    if !texts.is_empty() {
        return texts;
    }
    match text(&p["submission"], "engine") {
        Some("csv_module") => return check_rows(p),
        Some("csv_curves") => return [super::curves::check(p), check_mapping_and_report(p)].concat(),
        Some("grid") => return [super::grid::check(p), check_mapping_and_report(p)].concat(),
        _ => {}
    }
    engine(&p["submission"], "submission.engine", &mut out);
    if text(&p["truth"], "engine") == Some("json_fields") {
        for key in ["public_file", "field", "key"] {
            if text(&p["truth"], key).is_none() {
                out.push(bad(&format!("truth.{key}"), "must be a text (a `json_fields` truth)".into()));
            }
        }
    } else {
        engine(&p["truth"], "truth.engine", &mut out);
    }
    if !out.is_empty() {
        // Another engine's manifest has other fields: its engine is what to say.
        return out;
    }
    if text(&p["truth"], "file").is_none() {
        out.push(bad("truth.file", "names no truth file".into()));
    }
    let template = super::template::wanted(p);
    if template {
        check_template(&p["template"], &mut out);
    }
    for (dir, rule) in p.get("mapping").and_then(Value::as_object).into_iter().flatten() {
        match text(rule, "form") {
            Some("value_over_reference" | "reference_over_value") => {}
            other => out.push(unsupported(&format!("mapping.{dir}.form"), format!("the form `{}`", other.unwrap_or("(none)")))),
        }
    }
    if p["reference"].get("value").and_then(Value::as_f64).is_none() {
        out.push(bad("reference.value", "must be a number".into()));
    }
    if let Some(oe) = p.get("on_exception") {
        if oe.get("uncaught").and_then(Value::as_bool) == Some(true) {
            out.push(unsupported("on_exception.uncaught", "an evaluator without a catch-all".into()));
        }
    }
    out
}

/// The mapping, reference and report of the curves and grid engines (their values:
/// `objective`, `combined`, `reference`, `per_target`).
fn check_mapping_and_report(p: &Value) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (dir, rule) in p.get("mapping").and_then(Value::as_object).into_iter().flatten() {
        match text(rule, "form") {
            Some("value_over_reference" | "reference_over_value") => {}
            other => out.push(unsupported(&format!("mapping.{dir}.form"), format!("the form `{}`", other.unwrap_or("(none)")))),
        }
        if rule.get("floor").is_some_and(Value::is_object) {
            out.push(unsupported(&format!("mapping.{dir}.floor"), "a measured floor with this engine".into()));
        }
    }
    if p["reference"].get("value").and_then(Value::as_f64).is_none() {
        out.push(bad("reference.value", "must be a number".into()));
    }
    for (i, item) in p.get("report").and_then(Value::as_array).into_iter().flatten().enumerate() {
        match item["source"].as_str() {
            Some("objective" | "combined" | "reference" | "per_target") => {}
            _ => out.push(unsupported(&format!("report[{i}].source"), format!("the source {} with this engine", item["source"]))),
        }
    }
    if p.get("on_exception").and_then(|o| o.get("uncaught")).and_then(Value::as_bool) == Some(true) {
        out.push(unsupported("on_exception.uncaught", "an evaluator without a catch-all".into()));
    }
    out
}

/// The csv-module engine's manifest.
fn check_rows(p: &Value) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    match text(&p["truth"], "engine") {
        Some("csv_module" | "npz") => {}
        other => out.push(unsupported("truth.engine", format!("a `{}` truth for the csv-module engine", other.unwrap_or("(none)")))),
    }
    let rows = &p["rows"];
    for (key, known) in [
        ("key_parse", &["text_strip", "int_via_float"][..]),
        ("value_parse", &["text_strip_float", "float"][..]),
        ("coverage", &["same_stage", "next_stage"][..]),
    ] {
        match text(rows, key) {
            Some(v) if known.contains(&v) => {}
            other => out.push(unsupported(&format!("rows.{key}"), format!("`{}`", other.unwrap_or("(none)")))),
        }
    }
    if p.get("targets").and_then(Value::as_array).is_none_or(|t| t.len() != 1) {
        out.push(unsupported("targets", "other than one target with the csv-module engine".into()));
    }
    let score = &p["score"];
    if score.get("group_by").is_some() {
        match text(score, "metric") {
            Some(m) if spec::Metric::parse(m).is_some() => {}
            other => out.push(unsupported("score.metric", format!("the metric `{}`", other.unwrap_or("(none)")))),
        }
    } else if text(score, "mean") != Some("python_sum") || text(score, "metric") != Some("mae") {
        out.push(unsupported("score", "a csv-module score other than `group_by` or `mean: python_sum` of `mae`".into()));
    }
    for (dir, rule) in p.get("mapping").and_then(Value::as_object).into_iter().flatten() {
        match text(rule, "form") {
            Some("value_over_reference" | "reference_over_value") => {}
            other => out.push(unsupported(&format!("mapping.{dir}.form"), format!("the form `{}`", other.unwrap_or("(none)")))),
        }
        if rule.get("floor").is_some_and(Value::is_object) {
            out.push(unsupported(&format!("mapping.{dir}.floor"), "a measured floor with the csv-module engine".into()));
        }
    }
    if p["reference"].get("value").and_then(Value::as_f64).is_none() {
        out.push(bad("reference.value", "must be a number".into()));
    }
    for key in ["report", "report_always"] {
        for (i, item) in p.get(key).and_then(Value::as_array).into_iter().flatten().enumerate() {
            match item["source"].as_str() {
                Some("objective" | "combined" | "reference" | "per_group" | "truth_count") => {}
                _ => out
                    .push(unsupported(&format!("{key}[{i}].source"), format!("the source {} with the csv-module engine", item["source"]))),
            }
        }
    }
    out
}

/// `parameters.template`: a pandas CSV and the value of the rows the truth lacks.
fn check_template(t: &Value, out: &mut Vec<Diagnostic>) {
    if text(t, "file").is_none() {
        out.push(bad("template.file", "names no template file".into()));
    }
    match text(t, "engine") {
        Some("pandas") | None => {}
        Some(other) => out.push(unsupported("template.engine", format!("a template read with the `{other}` engine"))),
    }
    if t.get("fill_truth").and_then(Value::as_f64).is_none() {
        out.push(bad("template.fill_truth", "must be a number (the truth of a row the truth file lacks)".into()));
    }
}
