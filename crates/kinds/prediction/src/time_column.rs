//! What a manifest may do with a datetime64 column (a `parse_time` without a `format`,
//! [`super::frame::Kind::Time`]): checked when the case loads, so that a use this
//! grader does not reproduce is refused there, never graded wrong.
//!
//! Built: the column as a key (`require_unique`, `require_covers_truth` and
//! `require_no_extra` without a `cast`, `join.keys` in the truth's order),
//! `require_not_null` and `drop_null_rows` (NaT is null). The parse must apply to
//! every frame the keys are compared across (`frame: all`, or `both` without a
//! template), so that pandas never merges datetime64 with another dtype. Anything else
//! naming the column after the parse (a conversion, a check of values, a target, a
//! group, ...) is refused with `case/unsupported`.

use serde_json::Value;

use super::manifest::unsupported;
use super::spec::{Frames, Op, Step};
use crate::diagnostic::Diagnostic;

/// Keys outside the checks whose text (or list of texts) names a column.
const COLUMN_KEYS: &[&str] = &["column", "columns", "group", "truth", "pred", "truth_columns", "keys", "by"];

/// Every problem of the manifest's datetime64 columns (none when it has none):
/// `checks` are `p`'s, read.
pub(crate) fn check(p: &Value, checks: &[Step], template: bool, out: &mut Vec<Diagnostic>) {
    let mut time: Vec<String> = Vec::new();
    for (i, step) in checks.iter().enumerate() {
        walk_step(step, &format!("checks[{i}]"), template, &mut time, out);
    }
    if time.is_empty() {
        return;
    }
    let join = &p["join"];
    let keys = join.get("keys").and_then(Value::as_array).into_iter().flatten().filter_map(Value::as_str);
    if join.get("order").is_some_and(Value::is_string) && keys.into_iter().any(|k| time.iter().any(|t| t == k)) {
        out.push(unsupported("join.order", "a join in the predictions' order on a datetime64 key".into()));
    }
    for (key, v) in p.as_object().into_iter().flatten() {
        // The checks were walked; the files and required columns are read before any
        // parse.
        if ["checks", "required_columns", "submission", "truth", "template"].contains(&key.as_str()) {
            continue;
        }
        if key == "join" {
            // Its keys are built; any other field naming the column is not.
            for (k, jv) in v.as_object().into_iter().flatten().filter(|(k, _)| *k != "keys") {
                names_time(jv, k, &format!("join.{k}"), &time, out);
            }
            continue;
        }
        names_time(v, key, key, &time, out);
    }
}

fn walk_step(step: &Step, path: &str, template: bool, time: &mut Vec<String>, out: &mut Vec<Diagnostic>) {
    let name = step.name();
    let named = step.columns();
    let hit = named.iter().find(|c| time.iter().any(|t| t == *c));
    match &step.op {
        Op::ParseTime(t) => {
            if let Some(c) = hit {
                out.push(unsupported(path, format!("a `parse_time` of `{c}`, a datetime64 column already")));
            }
            if t.format.is_none() {
                if !(step.frames == Frames::All || step.frames == Frames::Both && !template) {
                    let frame = step.frames.as_str();
                    out.push(unsupported(
                        &format!("{path}.frame"),
                        format!(
                            "a datetime64 column (`parse_time` without a `format`) on `{frame}` only: pandas merges it with another dtype"
                        ),
                    ));
                }
                time.push(t.into.clone().unwrap_or_else(|| t.column.clone()));
            }
        }
        Op::FirstOf { steps } | Op::AllOf { steps, .. } => {
            for (i, inner) in steps.iter().enumerate() {
                walk_step(inner, &format!("{path}.steps[{i}]"), template, time, out);
            }
        }
        op => {
            if let Some(c) = hit {
                let cast = matches!(op, Op::RequireCoversTruth(c) | Op::RequireNoExtra(c) if c.cast.is_some());
                if !name.handles_time() || cast {
                    let kind = name.as_str();
                    out.push(unsupported(
                        path,
                        format!("the step `{kind}` on `{c}`, a datetime64 column (`parse_time` without a `format`)"),
                    ));
                }
            }
        }
    }
}

/// Refuse every column-naming field under `v` (reached by `key`) that names a
/// datetime64 column.
fn names_time(v: &Value, key: &str, path: &str, time: &[String], out: &mut Vec<Diagnostic>) {
    let is_time = |s: &str| time.iter().any(|t| t == s);
    match v {
        Value::String(s) if COLUMN_KEYS.contains(&key) && is_time(s) => {
            out.push(unsupported(path, format!("`{s}`, a datetime64 column (`parse_time` without a `format`), used here")));
        }
        Value::Array(items) => {
            for (i, it) in items.iter().enumerate() {
                names_time(it, key, &format!("{path}[{i}]"), time, out);
            }
        }
        Value::Object(o) => {
            for (k, x) in o {
                names_time(x, k, &format!("{path}.{k}"), time, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn problems(mut p: Value) -> Vec<String> {
        let mut out = Vec::new();
        // A target and a score, when the test gives none (not what it is about).
        if p.get("targets").is_none() {
            p["targets"] = json!([{"name": "c", "truth": "c", "pred": "c"}]);
            p["score"] = json!({"metric": "mae"});
        }
        let spec = match crate::spec::read(&p, true, true) {
            Ok(spec) => spec,
            Err(e) => return e.into_iter().map(|d| d.message).collect(),
        };
        check(&p, &spec.checks, true, &mut out);
        out.into_iter().map(|d| d.message).collect()
    }

    #[test]
    fn keys_and_nulls_are_built_the_rest_refused() {
        let ok = json!({
            "required_columns": {"columns": ["t", "d", "c"]},
            "checks": [
                {"step": "parse_time", "column": "t", "frame": "all"},
                {"step": "all_of", "steps": [{"step": "require_not_null", "columns": ["t"]}]},
                {"step": "require_unique", "columns": ["t", "d"]},
                {"step": "require_no_extra", "columns": ["t", "d"], "against": "template"}
            ],
            "join": {"keys": ["t", "d"]},
            "targets": [{"name": "c", "truth": "c", "pred": "c"}],
            "score": {"terms": [{"metric": "group_gap_mae", "group": "d"}]}
        });
        assert_eq!(problems(ok.clone()), Vec::<String>::new());
        let mut bad = ok.clone();
        bad["checks"][0]["frame"] = json!("pred");
        assert_eq!(problems(bad).len(), 1);
        let mut bad = ok.clone();
        bad["checks"].as_array_mut().unwrap().push(json!({"step": "to_str", "columns": ["t"]}));
        assert_eq!(problems(bad).len(), 1);
        let mut bad = ok.clone();
        bad["checks"][3]["cast"] = json!("str");
        assert_eq!(problems(bad).len(), 1);
        let mut bad = ok.clone();
        bad["score"]["terms"][0]["group"] = json!("t");
        assert_eq!(problems(bad).len(), 1);
        let mut bad = ok;
        bad["join"]["order"] = json!("predictions");
        assert_eq!(problems(bad).len(), 1);
        // A step before the parse reads the text column: fine.
        let before = json!({
            "checks": [{"step": "to_str", "columns": ["t"], "frame": "all"}, {"step": "parse_time", "column": "t", "frame": "all"}],
            "join": {"keys": ["t"]}
        });
        assert_eq!(problems(before), Vec::<String>::new());
    }
}
