//! What a manifest may ask of this grader: every engine, step, metric, mapping and
//! report source it names is checked when the case loads. Anything not built is a
//! located `case/unsupported` error naming it (never a silent wrong score); a value of
//! the wrong shape is `case/bad-parameters`.

use serde_json::Value;

use super::metrics::METRICS;
use super::text;
use crate::diagnostic::{codes, Category, Diagnostic, Location};

/// The check steps built (a `parse_time` without a `format` as `time_column` allows).
const STEPS: &[&str] = &[
    "parse_time",
    "to_numeric",
    "drop_null_rows",
    "clip",
    "require_not_null",
    "require_finite",
    "require_in_set",
    "require_each",
    "require_within",
    "cast_int",
    "to_str",
    "require_unique",
    "require_covers_truth",
    "require_no_extra",
    "require_join_complete",
    "first_of",
    "all_of",
];

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

/// Every problem of the manifest's `parameters` for this grader (empty: it can grade).
pub(crate) fn check(p: &Value) -> Vec<Diagnostic> {
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
    for (i, step) in p.get("checks").and_then(Value::as_array).into_iter().flatten().enumerate() {
        check_step(step, &format!("checks[{i}]"), template, &mut out);
    }
    super::time_column::check(p, template, &mut out);
    if text(&p["join"], "order").is_some_and(|o| o != "predictions") {
        out.push(unsupported("join.order", format!("the join order `{}`", text(&p["join"], "order").unwrap_or(""))));
    }
    let targets = p.get("targets").and_then(Value::as_array);
    if targets.is_none_or(|t| t.is_empty()) {
        out.push(bad("targets", "names no target".into()));
    }
    for (i, t) in targets.into_iter().flatten().enumerate() {
        if let Some(tr) = text(t, "transform").filter(|&tr| tr != "log1p_clip0") {
            out.push(unsupported(&format!("targets[{i}].transform"), format!("the transform `{tr}`")));
        }
    }
    let score = &p["score"];
    for key in ["group_by", "mean"] {
        if score.get(key).is_some() {
            out.push(unsupported(&format!("score.{key}"), format!("`score.{key}` (the csv-module engine's)")));
        }
    }
    let metric_ok = |m: Option<&str>, path: &str, out: &mut Vec<Diagnostic>| match m {
        Some(m) if METRICS.contains(&m) => {}
        Some(m) => out.push(unsupported(path, format!("the metric `{m}`"))),
        None => out.push(bad(path, "names no metric".into())),
    };
    match score.get("terms").and_then(Value::as_array) {
        Some(terms) => {
            for (i, t) in terms.iter().enumerate() {
                metric_ok(text(t, "metric"), &format!("score.terms[{i}].metric"), &mut out);
            }
        }
        None => metric_ok(text(score, "metric"), "score.metric", &mut out),
    }
    for (key, known) in [
        ("mask", &["truth_not_nan", "truth_positive"][..]),
        ("combine", &["single", "np_mean", "py_weighted_sum"][..]),
        ("objective", &["inverse_one_plus"][..]),
        ("empty", &["zero", "skip"][..]),
    ] {
        if let Some(v) = text(score, key).filter(|v| !known.contains(v)) {
            out.push(unsupported(&format!("score.{key}"), format!("`{v}`")));
        }
    }
    for (dir, rule) in p.get("mapping").and_then(Value::as_object).into_iter().flatten() {
        match text(rule, "form") {
            Some("value_over_reference" | "reference_over_value") => {}
            other => out.push(unsupported(&format!("mapping.{dir}.form"), format!("the form `{}`", other.unwrap_or("(none)")))),
        }
        if let Some(f @ Value::Object(_)) = rule.get("floor") {
            metric_ok(text(f, "metric"), &format!("mapping.{dir}.floor.metric"), &mut out);
        }
    }
    if p["reference"].get("value").and_then(Value::as_f64).is_none() {
        out.push(bad("reference.value", "must be a number".into()));
    }
    for (i, item) in p.get("report").and_then(Value::as_array).into_iter().flatten().enumerate() {
        check_source(item, &format!("report[{i}]"), &mut out);
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
    if let Some(v) = text(&p["score"], "objective").filter(|v| *v != "inverse_one_plus") {
        out.push(unsupported("score.objective", format!("`{v}`")));
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
            Some(m) if METRICS.contains(&m) => {}
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

fn check_step(step: &Value, path: &str, template: bool, out: &mut Vec<Diagnostic>) {
    match text(step, "step") {
        Some(s) if STEPS.contains(&s) => {}
        Some(s) => out.push(unsupported(&format!("{path}.step"), format!("the step `{s}`"))),
        None => out.push(bad(path, "names no `step`".into())),
    }
    if text(step, "against").is_some_and(|a| a != "truth" && (a != "template" || !template)) {
        out.push(bad(
            &format!("{path}.against"),
            format!("`{}`: the truth, or the template the case names", text(step, "against").unwrap_or("")),
        ));
    }
    if text(step, "step") == Some("parse_time") {
        match step.get("format") {
            None => {} // a datetime64 column: its uses are checked by `time_column`
            Some(Value::String(f)) if crate::pandas::datetime::strftime_supported(f) => {}
            Some(Value::String(f)) => {
                out.push(unsupported(&format!("{path}.format"), format!("the strftime format `{f}` (built: %Y %m %d %H %M %S)")))
            }
            Some(_) => out.push(bad(&format!("{path}.format"), "must be text".into())),
        }
        if text(step, "column").is_none() {
            out.push(bad(&format!("{path}.column"), "names no column".into()));
        }
        if let Some(e) = text(step, "errors").filter(|e| !["coerce", "raise"].contains(e)) {
            out.push(unsupported(&format!("{path}.errors"), format!("`errors: {e}`")));
        }
    }
    for (i, inner) in step.get("steps").and_then(Value::as_array).into_iter().flatten().enumerate() {
        check_step(inner, &format!("{path}.steps[{i}]"), template, out);
    }
}

fn check_source(item: &Value, path: &str, out: &mut Vec<Diagnostic>) {
    let src = &item["source"];
    if let Some(s) = src.as_str() {
        if !["objective", "combined", "reference", "per_target", "per_target_detail", "truth_rows", "truth_count", "per_group"].contains(&s)
        {
            out.push(unsupported(&format!("{path}.source"), format!("the source `{s}`")));
        }
        return;
    }
    if let Some(items) = src.get("object").and_then(Value::as_array) {
        for (i, it) in items.iter().enumerate() {
            check_source(it, &format!("{path}.source.object[{i}]"), out);
        }
        return;
    }
    if src.get("count_truth_eq").is_some() || src.get("truth_nunique").is_some() {
        return;
    }
    if let Some(sp) = src.get("spans") {
        let names = sp.get("names").and_then(Value::as_array).map_or(0, Vec::len);
        let upper = sp.get("upper").and_then(Value::as_array);
        if text(sp, "column").is_none() || upper.is_none_or(|u| u.len() + 1 != names || !u.iter().all(Value::is_number)) {
            out.push(bad(&format!("{path}.source.spans"), "needs a `column`, numbers `upper` and one more `names` than `upper`".into()));
        }
        return;
    }
    if let Some(m) = text(src, "metric") {
        if !METRICS.contains(&m) {
            out.push(unsupported(&format!("{path}.source.metric"), format!("the metric `{m}`")));
        }
        return;
    }
    out.push(unsupported(&format!("{path}.source"), format!("the source {src}")));
}
