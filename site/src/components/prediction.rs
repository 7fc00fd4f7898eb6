//! The prediction kind's parts of the case page: the data at a glance (truth rows, key,
//! targets, the truth's first rows), the formula in words (read from the manifest's
//! `parameters`, so every case says its own checks, metric and mapping), the report's
//! breakdown and verdict. The words are pure functions of the manifest, tested natively.

use grader::prediction::PredictionReport;
use leptos::prelude::*;

use crate::words::{n as local, t, tf};
use serde_json::Value;

use crate::format::{int, score_text, Shortest};

/// `v[key]` as text.
fn text<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

/// `v[key]` as a list of texts.
fn list(v: &Value, key: &str) -> Vec<String> {
    v.get(key).and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).map(String::from).collect()).unwrap_or_default()
}

/// `a`, `a and b`, `a, b and c`, each in backticks.
fn names(xs: &[String]) -> String {
    let q: Vec<String> = xs.iter().map(|x| format!("`{x}`")).collect();
    match q.as_slice() {
        [] => String::new(),
        [a] => a.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// A number of the manifest as text (`0.2`, `1000000`).
fn number(v: &Value) -> String {
    match v.as_f64() {
        Some(x) => Shortest(x).to_string(),
        None => v.to_string(),
    }
}

/// A metric in words.
pub fn metric_words(metric: &str) -> String {
    match metric {
        "mae" | "mae_pandas" => "mean absolute error (MAE)".into(),
        "rmse" => "root mean squared error (RMSE)".into(),
        "mape_pct" | "ape_pct_mean" => "mean absolute percentage error (MAPE, in %)".into(),
        "wape" => "weighted absolute percentage error (WAPE: Σ|error| ÷ Σ|truth|)".into(),
        "one_minus_wape" => "1 − WAPE (1 − Σ|error| ÷ Σ|truth|)".into(),
        "smape" => "symmetric MAPE".into(),
        "r2" => "R² (1 − squared error ÷ the truth's variance)".into(),
        "mre_clip" => "mean relative error".into(),
        "truth_weighted_rmse" => "RMSE weighted by the truth".into(),
        "skill_vs_zero_mae" => "skill against predicting zero (1 − MAE ÷ mean |truth|)".into(),
        "composite" => "weighted sum of several metrics".into(),
        m => format!("`{m}`"),
    }
}

/// A metric's short name for a table (`MAE`).
pub fn metric_short(metric: &str) -> String {
    match metric {
        "mae" | "mae_pandas" => "MAE".into(),
        "rmse" => "RMSE".into(),
        "mape_pct" | "ape_pct_mean" => "MAPE %".into(),
        "wape" => "WAPE".into(),
        "one_minus_wape" => "1 − WAPE".into(),
        "smape" => "sMAPE".into(),
        "r2" => "R²".into(),
        m => m.to_string(),
    }
}

/// One check or transforming step in words (`None`: nothing to say).
fn step_words(step: &Value) -> Vec<String> {
    let cols = names(&list(step, "columns"));
    let col = text(step, "column").map(|c| format!("`{c}`")).unwrap_or_default();
    let frame = match text(step, "frame") {
        Some("truth") => " (in the truth)",
        Some("both") | Some("all") => " (on both sides)",
        _ => "",
    };
    let said = match text(step, "step").unwrap_or("") {
        "to_numeric" => {
            format!("{cols} are read as numbers (text becomes empty{})", if step.get("inf_to_nan").is_some() { ", ±inf too" } else { "" })
        }
        "require_not_null" => format!("no empty {cols}"),
        "require_finite" => format!("{cols} are finite numbers"),
        "require_in_set" => format!("{col} is one of {}", step.get("values").map(|v| v.to_string()).unwrap_or_default()),
        "require_each" => {
            let ops: Vec<String> = step
                .get("reject_if")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|r| format!("{} {}", text(r, "op").unwrap_or(""), number(&r["value"])))
                .collect();
            format!("no value of {cols} is {}", ops.join(" or "))
        }
        "require_within" => format!("{col} lies within [{}, {}]", number(&step["lo"]), number(&step["hi"])),
        "drop_null_rows" => format!("rows with an empty {cols} are dropped{frame}"),
        "clip" => format!("{col} is clipped to [{}, {}] (not rejected)", number(&step["lo"]), number(&step["hi"])),
        "cast_int" => format!("{cols} are truncated to integers{frame} (1.7 → 1)"),
        "to_str" => format!("{cols} are compared as text{frame}"),
        "parse_time" => format!("{cols} are read as dates{frame}"),
        "require_unique" => format!("no ({}) appears twice", list(step, "columns").join(", ")),
        "require_covers_truth" => format!("every ({}) of the truth has a row", list(step, "columns").join(", ")),
        "require_no_extra" => format!("no ({}) the truth does not list", list(step, "columns").join(", ")),
        "require_join_complete" => "every truth row finds its prediction".into(),
        "first_of" | "all_of" => {
            return step.get("steps").and_then(Value::as_array).into_iter().flatten().flat_map(step_words).collect();
        }
        _ => return Vec::new(),
    };
    vec![said]
}

/// A mapping's guard in words: ` (when your value is not above 0, the score is 1000000)`;
/// a guarded fallback (`else: {value, guard}`) says its own guard too.
fn guard_words(g: &Value) -> String {
    let what = if text(g, "if") == Some("ref_gt") { "the reference" } else { "your value" };
    let other = match g.get("else") {
        Some(e @ Value::Object(_)) => {
            format!("{}{}", number(e.get("value").unwrap_or(&Value::Null)), e.get("guard").map(guard_words).unwrap_or_default())
        }
        Some(e) => number(e),
        None => "0".into(),
    };
    format!(" (when {what} is not above {}, the score is {other})", number(&g["than"]))
}

/// A composite score's terms in words: `1 × MAE + 0.5 × under_forecast_above`.
fn terms_words(terms: &[Value]) -> String {
    let parts: Vec<String> = terms
        .iter()
        .map(|t| {
            let m = text(t, "metric").unwrap_or("");
            let name = match m {
                "under_forecast_above" => format!("the mean shortfall where the truth is above {}", number(&t["threshold"])),
                "abs_err_percentile" => format!("the {}th percentile of the absolute error", number(&t["q"])),
                _ => metric_short(m),
            };
            let norm = text(t, "normaliser").map(|n| format!(" ÷ the reference's `{n}`")).unwrap_or_default();
            format!("{} × {name}{norm}", number(&t["weight"]))
        })
        .collect();
    parts.join(" + ")
}

/// The formula in words, one step a line, from the manifest's `parameters` and the
/// reference value in force.
pub fn formula_steps(p: &Value, reference: f64) -> Vec<String> {
    let mut out = Vec::new();
    let csv_module = text(&p["submission"], "engine") == Some("csv_module");
    let file = text(&p["submission"], "file").unwrap_or("predictions.csv");
    let required = list(&p["required_columns"], "columns");
    let mut checks: Vec<String> = p.get("checks").and_then(Value::as_array).into_iter().flatten().flat_map(step_words).collect();
    if csv_module {
        checks.push("every row has a key and a finite number, read as Python's csv module and float() read them".into());
        checks.push("no key appears twice, every key of the truth has a row and no other key does".into());
    }
    out.push(format!(
        "First {file} must pass every check: it has the columns {}{}{}. Otherwise the score is 0.",
        names(&required),
        if checks.is_empty() { "" } else { "; " },
        checks.join("; ")
    ));
    let keys = list(&p["join"], "keys");
    let order = match (text(&p["join"], "order"), p["join"].get("sort_by_keys").and_then(Value::as_bool)) {
        (Some("predictions"), _) => ", in your file's order",
        (_, Some(true)) => ", sorted by the key",
        _ => ", in the truth's order",
    };
    out.push(format!("Each truth row is matched with your row of the same {}{order}.", names(&keys)));
    let score = &p["score"];
    let metric = if score.get("terms").is_some() { "composite" } else { text(score, "metric").unwrap_or("") };
    let targets: Vec<String> =
        p.get("targets").and_then(Value::as_array).into_iter().flatten().filter_map(|t| text(t, "name")).map(String::from).collect();
    let mask = match text(score, "mask") {
        Some("truth_positive") => " over the rows whose truth is above 0",
        Some("truth_not_nan") => " over the rows whose truth is not empty",
        _ => "",
    };
    let logged: Vec<String> = p
        .get("targets")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter(|t| text(t, "transform").is_some())
        .filter_map(|t| text(t, "name"))
        .map(String::from)
        .collect();
    let log = if logged.is_empty() { String::new() } else { format!(" ({} compared as log(1 + x))", names(&logged)) };
    let nan = if score.get("nan_to_zero").and_then(Value::as_bool) == Some(true) { " Empty or infinite values count as 0." } else { "" };
    if let Some(g) = score.get("group_by") {
        out.push(format!(
            "The {} per group of `{}`, then the mean over the groups.{nan}",
            metric_words(metric),
            text(g, "key").unwrap_or("")
        ));
    } else if targets.len() > 1 {
        let combine = match text(score, "combine") {
            Some("np_mean") => "then the mean over the targets".to_string(),
            Some("py_weighted_sum") => {
                let w: Vec<String> = p["targets"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|t| format!("{} × `{}`", number(&t["weight"]), text(t, "name").unwrap_or("")))
                    .collect();
                format!("then the weighted sum {}", w.join(" + "))
            }
            _ => "the first target's".to_string(),
        };
        out.push(format!("Per target ({}): the {}{mask}{log}; {combine}.{nan}", names(&targets), metric_words(metric)));
    } else if let Some(terms) = score.get("terms").and_then(Value::as_array) {
        let floor = score.get("clamp_min").map(|c| format!(", taken at least {}", number(c))).unwrap_or_default();
        out.push(format!("For {}{mask}{log}: {}{floor}.{nan}", names(&targets), terms_words(terms)));
    } else {
        out.push(format!("The {} of {}{mask}{log}.{nan}", metric_words(metric), names(&targets)));
    }
    if text(score, "objective") == Some("inverse_one_plus") {
        out.push("That error becomes a value where higher is better: 1 ÷ (1 + error).".into());
    }
    let direction = text(&p["reference"], "direction").or_else(|| text(&p["reference"], "default_direction"));
    let rule = direction.and_then(|d| p["mapping"].get(d)).or_else(|| p["mapping"].get("any"));
    let r = Shortest(reference);
    let mut last = match rule.and_then(|m| text(m, "form")) {
        Some("value_over_reference") => format!("Score = your value ÷ the reference ({r})"),
        Some("reference_over_value") => format!("Score = the reference ({r}) ÷ your value"),
        _ => format!("Score: your value against the reference ({r})"),
    };
    if let Some(c) = rule.and_then(|m| m.get("clamp_min")) {
        last += &format!(", your value taken at least {}", number(c));
    }
    if let Some(g) = rule.and_then(|m| m.get("guard")) {
        last += &guard_words(g);
    }
    last += "; rounded to 6 places, never capped: beating the reference gives more than 1.";
    out.push(last);
    out
}

/// The verdict line and its class (`valid` / `rejected`).
pub fn verdict(r: &PredictionReport) -> (String, &'static str) {
    if let Some(c) = &r.crash {
        return (tf("pred-crash", &[("crash", &c.to_string())]), "rejected");
    }
    match r.failed_check.as_deref() {
        None => (t("report-valid"), "valid"),
        Some("exception") => (t("pred-raises"), "rejected"),
        Some(c) => (tf("report-rejected-check", &[("check", c)]), "rejected"),
    }
}

/// What a report costs, in a few words (the rule ladder's line).
pub fn costs(r: &PredictionReport) -> Vec<String> {
    if !r.valid {
        return vec![verdict(r).0];
    }
    let mut out: Vec<String> = r.per_target.iter().take(4).map(|t| format!("{}: {}", t.name, Shortest(t.value))).collect();
    if r.per_target.len() > 4 {
        out.push(tf("pred-more", &[("count", &(r.per_target.len() - 4).to_string())]));
    }
    out
}

fn row(label: String, value: String, note: String) -> impl IntoView {
    view! { <tr><th scope="row">{label}</th><td class="num">{value}</td><td class="note">{note}</td></tr> }
}

/// The report's numbers: the checks' verdict, each target's metric and rows, the
/// combined value and the reference, the rows read, and the evaluator's own fields.
pub fn breakdown(r: &PredictionReport, metric: &str) -> AnyView {
    let short = metric_short(metric);
    let per = r
        .per_target
        .iter()
        .map(|t| {
            row(
                tf("pred-metric-of", &[("metric", &short), ("target", &t.name)]),
                Shortest(t.value).to_string(),
                tf("pred-over-rows", &[("count", &local(int(t.n_scored as i64)))]),
            )
        })
        .collect_view();
    let exact = r.exact.map(|e| {
        view! {
            {row(t("report-combined"), Shortest(e.combined).to_string(), t("pred-combined-note"))}
            {row(t("pred-objective"), Shortest(e.objective).to_string(), t("pred-objective-note"))}
            {row(t("pred-unrounded"), Shortest(e.quality).to_string(), String::new())}
        }
    });
    let fields: Vec<(String, String)> =
        r.fields.as_object().map(|o| o.iter().map(|(k, v)| (k.clone(), v.to_string())).collect()).unwrap_or_default();
    let fields = (!fields.is_empty()).then(|| {
        let items = fields
            .into_iter()
            .map(|(k, v)| view! { <tr><th scope="row"><code>{k}</code></th><td><code>{v}</code></td></tr> })
            .collect_view();
        view! {
            <details class="routes">
                <summary>{t("pred-fields")}</summary>
                <div class="table-wrap"><table><tbody>{items}</tbody></table></div>
            </details>
        }
    });
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("pred-validity"), Shortest(r.validity_score).to_string(), r.failed_check.clone().map(|c| tf("pred-failed", &[("check", &c)])).unwrap_or_else(|| t("pred-all-passed")))}
                {per}
                {exact}
                {row(t("report-reference-value"), Shortest(r.reference_value).to_string(), String::new())}
                {row(t("pred-rows"), local(int(r.n_rows as i64)), tf("pred-scored-of", &[("scored", &local(int(r.n_scored as i64))), ("truth", &local(int(r.n_truth as i64)))]))}
                {row(t("col-score"), score_text(Some(r.overall_score)), t("pred-rounded-6"))}
            </tbody>
        </table>
        {fields}
    }
    .into_any()
}

/// The truth's first rows as a small table (the page reads the CSV's first lines only).
pub fn peek(csv: &[u8], rows: usize) -> Option<AnyView> {
    let text = String::from_utf8_lossy(&csv[..csv.len().min(4096)]).into_owned();
    let mut lines = text.trim_start_matches('\u{feff}').lines().filter(|l| !l.trim().is_empty());
    let header: Vec<String> = lines.next()?.split(',').map(|c| c.trim_matches('"').to_string()).collect();
    let body: Vec<Vec<String>> =
        lines.take(rows).map(|l| l.split(',').map(|c| c.trim_matches('"').to_string()).collect::<Vec<_>>()).collect();
    let head = header.iter().map(|h| view! { <th>{h.clone()}</th> }).collect_view();
    let body = body.into_iter().map(|r| view! { <tr>{r.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}</tr> }).collect_view();
    Some(
        view! {
            <div class="table-wrap">
                <table class="peek">
                    <caption>{t("pred-peek-caption")}</caption>
                    <thead><tr>{head}</tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        }
        .into_any(),
    )
}

/// The data at a glance: truth rows, the key, the targets, the metric.
pub fn stats(p: &Value, rows: Option<usize>) -> AnyView {
    let keys = list(&p["join"], "keys").join(", ");
    let targets: Vec<String> =
        p.get("targets").and_then(Value::as_array).into_iter().flatten().filter_map(|t| text(t, "name")).map(String::from).collect();
    let metric = if p["score"].get("terms").is_some() { "composite" } else { text(&p["score"], "metric").unwrap_or("") };
    view! {
        <dl class="stats">
            <div><dt>{t("pred-truth-rows")}</dt><dd data-stat="rows">{rows.map(|n| local(int(n as i64))).unwrap_or_else(|| "—".into())}</dd></div>
            <div><dt>{t("pred-key")}</dt><dd><code>{keys}</code></dd></div>
            <div><dt>{tf("pred-targets", &[("count", &targets.len().to_string())])}</dt><dd>{targets.join(", ")}</dd></div>
            <div><dt>{t("pred-metric")}</dt><dd>{if metric == "composite" { t("pred-composite") } else { metric_short(metric) }}</dd></div>
        </dl>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest(dir: &str) -> Value {
        let path = format!("{}/../cases-fdebench/{dir}/case.json", env!("CARGO_MANIFEST_DIR"));
        let m: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        m["parameters"].clone()
    }

    #[test]
    fn the_formula_says_each_cases_own_rules() {
        let f = formula_steps(&manifest("005-flight-seat-booking"), 0.16065260400325998);
        assert_eq!(f.len(), 5, "{f:#?}");
        assert!(
            f[0].starts_with("First submission.csv must pass every check: it has the columns `sample_id`, `horizon` and `bkd_pred`; "),
            "{}",
            f[0]
        );
        assert!(f[0].contains("no value of `bkd_pred` is < 0"), "{}", f[0]);
        assert!(f[0].contains("every (sample_id, horizon) of the truth has a row"), "{}", f[0]);
        assert_eq!(f[1], "Each truth row is matched with your row of the same `sample_id` and `horizon`, sorted by the key.");
        assert_eq!(f[2], "The mean absolute error (MAE) of `bkd`. Empty or infinite values count as 0.");
        assert_eq!(f[3], "That error becomes a value where higher is better: 1 ÷ (1 + error).");
        assert!(
            f[4].starts_with(
                "Score = your value ÷ the reference (0.16065260400325998) (when the reference is not above 0, the score is 0)"
            ),
            "{}",
            f[4]
        );

        let f = formula_steps(&manifest("043-water-coagulant-dosing"), 0.21319);
        assert_eq!(f[2], "Per target (`dose_1`, `dose_2`, `dose_3` and `dose_4`): the mean absolute error (MAE) over the rows whose truth is above 0; then the mean over the targets.");
        assert!(f.last().unwrap().starts_with("Score = the reference (0.21319) ÷ your value"), "{f:#?}");

        let f = formula_steps(&manifest("008-material-properties"), 0.5);
        assert!(f[2].contains("(`conductivity` compared as log(1 + x))"), "{}", f[2]);
        assert!(f[2].contains("then the weighted sum "), "{}", f[2]);

        let bakery = format!("{}/../cases-public/bakery-hourly-demand/case.json", env!("CARGO_MANIFEST_DIR"));
        let m: Value = serde_json::from_str(&std::fs::read_to_string(bakery).unwrap()).unwrap();
        let f = formula_steps(&m["parameters"], 6.395405844155844);
        assert_eq!(f[2], "For `units`: 1 × MAE + 0.5 × the mean shortfall where the truth is above 25, taken at least 0.");
        assert!(
            f[3].starts_with("Score = the reference (6.395405844155844) ÷ your value (when your value is not above 0, the score is 1000000 (when the reference is not above 0, the score is 1))"),
            "{}",
            f[3]
        );

        let f = formula_steps(&manifest("003-crop-yield"), 1.0);
        assert!(f[0].contains("Python's csv module"), "{}", f[0]);
        assert_eq!(f[2], "The root mean squared error (RMSE) per group of `year`, then the mean over the groups.");
    }

    #[test]
    fn metrics_in_words() {
        assert_eq!(metric_short("mae"), "MAE");
        assert_eq!(names(&["a".into(), "b".into(), "c".into()]), "`a`, `b` and `c`");
    }
}
