//! The prediction kind's parts of the case page: the data at a glance (truth rows, key,
//! targets, the truth's first rows), the formula in words (read from the manifest's
//! `parameters`, so every case says its own checks, metric and mapping), the report's
//! breakdown and verdict. The words are pure functions of the manifest, tested natively.

use grader::prediction::{PredictionReport, StepName};
use leptos::prelude::*;

use crate::words::{n as local, t, tf};
use i18n::Lang;
use serde_json::Value;

use crate::format::{exact, int, score_text, sig, Shortest, SIG};

/// `v[key]` as text.
fn text<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

/// `v[key]` as a list of texts.
fn list(v: &Value, key: &str) -> Vec<String> {
    v.get(key).and_then(Value::as_array).map(|a| a.iter().filter_map(Value::as_str).map(String::from).collect()).unwrap_or_default()
}

/// `a`, `a and b`, `a, b and c`, each in backticks.
fn names(xs: &[String], lang: Lang) -> String {
    let q: Vec<String> = xs.iter().map(|x| format!("`{x}`")).collect();
    match q.as_slice() {
        [] => String::new(),
        [a] => a.clone(),
        [init @ .., last] => format!("{}{}{last}", init.join(", "), i18n::text(lang, "pred-f-and")),
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
pub fn metric_words(metric: &str, lang: Lang) -> String {
    let key = match metric {
        "mae" | "mae_pandas" => "pred-m-mae",
        "rmse" => "pred-m-rmse",
        "mape_pct" | "ape_pct_mean" => "pred-m-mape",
        "wape" => "pred-m-wape",
        "one_minus_wape" => "pred-m-one-minus-wape",
        "smape" => "pred-m-smape",
        "r2" => "pred-m-r2",
        "mre_clip" => "pred-m-mre",
        "truth_weighted_rmse" => "pred-m-weighted-rmse",
        "skill_vs_zero_mae" => "pred-m-skill",
        "composite" => "pred-m-composite",
        m => return format!("`{m}`"),
    };
    i18n::text(lang, key)
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
        "composite" => crate::words::t("pred-metric-composite"),
        m => m.to_string(),
    }
}

/// One check or transforming step in words (`None`: nothing to say).
fn step_words(step: &Value, lang: Lang) -> Vec<String> {
    let w = |k: &str, a: &[(&str, &str)]| i18n::format(lang, k, a);
    let cols = names(&list(step, "columns"), lang);
    let col = text(step, "column").map(|c| format!("`{c}`")).unwrap_or_default();
    let frame = match text(step, "frame") {
        Some("truth") => w("pred-f-in-truth", &[]),
        Some("both") | Some("all") => w("pred-f-both-sides", &[]),
        _ => String::new(),
    };
    let (lo, hi) = (number(&step["lo"]), number(&step["hi"]));
    let joined = list(step, "columns").join(", ");
    let Some(name) = text(step, "step").and_then(StepName::parse) else { return Vec::new() };
    let said = match name {
        StepName::ToNumeric => {
            let inf = if step.get("inf_to_nan").is_some() { w("pred-f-inf-too", &[]) } else { String::new() };
            w("pred-f-to-numeric", &[("cols", &cols), ("inf", &inf)])
        }
        StepName::RequireNotNull => w("pred-f-not-null", &[("cols", &cols)]),
        StepName::RequireFinite => w("pred-f-finite", &[("cols", &cols)]),
        StepName::RequireInSet => {
            w("pred-f-in-set", &[("col", &col), ("values", &step.get("values").map(|v| v.to_string()).unwrap_or_default())])
        }
        StepName::RequireEach => {
            let ops: Vec<String> = step
                .get("reject_if")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .map(|r| format!("{} {}", text(r, "op").unwrap_or(""), number(&r["value"])))
                .collect();
            w("pred-f-each", &[("cols", &cols), ("ops", &ops.join(&w("pred-f-or", &[])))])
        }
        StepName::RequireWithin => w("pred-f-within", &[("col", &col), ("lo", &lo), ("hi", &hi)]),
        StepName::DropNullRows => w("pred-f-drop-null", &[("cols", &cols), ("frame", &frame)]),
        StepName::Clip => w("pred-f-clip", &[("col", &col), ("lo", &lo), ("hi", &hi)]),
        StepName::CastInt => w("pred-f-cast-int", &[("cols", &cols), ("frame", &frame)]),
        StepName::ToStr => w("pred-f-to-str", &[("cols", &cols), ("frame", &frame)]),
        StepName::ParseTime => w("pred-f-parse-time", &[("cols", &cols), ("frame", &frame)]),
        StepName::RequireUnique => w("pred-f-unique", &[("cols", &joined)]),
        StepName::RequireCoversTruth => w("pred-f-covers", &[("cols", &joined)]),
        StepName::RequireNoExtra => w("pred-f-no-extra", &[("cols", &joined)]),
        StepName::RequireJoinComplete => w("pred-f-join-complete", &[]),
        StepName::FirstOf | StepName::AllOf => {
            return step.get("steps").and_then(Value::as_array).into_iter().flatten().flat_map(|s| step_words(s, lang)).collect();
        }
    };
    vec![said]
}

/// A mapping's guard in words: ` (when your value is not above 0, the score is 1000000)`;
/// a guarded fallback (`else: {value, guard}`) says its own guard too.
fn guard_words(g: &Value, lang: Lang) -> String {
    let what = i18n::text(lang, if text(g, "if") == Some("ref_gt") { "pred-f-the-reference" } else { "pred-f-your-value" });
    let other = match g.get("else") {
        Some(e @ Value::Object(_)) => format!(
            "{}{}",
            number(e.get("value").unwrap_or(&Value::Null)),
            e.get("guard").map(|g| guard_words(g, lang)).unwrap_or_default()
        ),
        Some(e) => number(e),
        None => "0".into(),
    };
    i18n::format(lang, "pred-f-guard", &[("what", &what), ("than", &number(&g["than"])), ("other", &other)])
}

/// A composite score's terms in words: `1 × MAE + 0.5 × under_forecast_above`.
fn terms_words(terms: &[Value], lang: Lang) -> String {
    let parts: Vec<String> = terms
        .iter()
        .map(|t| {
            let m = text(t, "metric").unwrap_or("");
            let name = match m {
                "under_forecast_above" => i18n::format(lang, "pred-f-shortfall", &[("threshold", &number(&t["threshold"]))]),
                "abs_err_percentile" => i18n::format(lang, "pred-f-percentile", &[("q", &number(&t["q"]))]),
                _ => metric_short(m),
            };
            let norm = text(t, "normaliser").map(|n| i18n::format(lang, "pred-f-normaliser", &[("name", n)])).unwrap_or_default();
            format!("{} × {name}{norm}", number(&t["weight"]))
        })
        .collect();
    parts.join(" + ")
}

/// The formula in words, one step a line, from the manifest's `parameters` and the
/// reference value in force, in `lang`.
pub fn formula_steps(p: &Value, reference: f64, lang: Lang) -> Vec<String> {
    let w = |k: &str, a: &[(&str, &str)]| i18n::format(lang, k, a);
    let mut out = Vec::new();
    let csv_module = text(&p["submission"], "engine") == Some("csv_module");
    let file = text(&p["submission"], "file").unwrap_or("predictions.csv");
    let required = list(&p["required_columns"], "columns");
    let mut checks: Vec<String> =
        p.get("checks").and_then(Value::as_array).into_iter().flatten().flat_map(|s| step_words(s, lang)).collect();
    if csv_module {
        checks.push(w("pred-f-csv-rows", &[]));
        checks.push(w("pred-f-csv-keys", &[]));
    }
    let checks = if checks.is_empty() { String::new() } else { format!("; {}", checks.join("; ")) };
    out.push(w("pred-f-first", &[("file", file), ("columns", &names(&required, lang)), ("checks", &checks)]));
    let keys = list(&p["join"], "keys");
    let order = match (text(&p["join"], "order"), p["join"].get("sort_by_keys").and_then(Value::as_bool)) {
        (Some("predictions"), _) => w("pred-f-order-yours", &[]),
        (_, Some(true)) => w("pred-f-order-key", &[]),
        _ => w("pred-f-order-truth", &[]),
    };
    out.push(w("pred-f-match", &[("keys", &names(&keys, lang)), ("order", &order)]));
    let score = &p["score"];
    let metric = if score.get("terms").is_some() { "composite" } else { text(score, "metric").unwrap_or("") };
    let targets: Vec<String> =
        p.get("targets").and_then(Value::as_array).into_iter().flatten().filter_map(|t| text(t, "name")).map(String::from).collect();
    let mask = match text(score, "mask") {
        Some("truth_positive") => w("pred-f-mask-positive", &[]),
        Some("truth_not_nan") => w("pred-f-mask-not-nan", &[]),
        _ => String::new(),
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
    let log = if logged.is_empty() { String::new() } else { w("pred-f-log", &[("names", &names(&logged, lang))]) };
    let nan = if score.get("nan_to_zero").and_then(Value::as_bool) == Some(true) { w("pred-f-nan", &[]) } else { String::new() };
    let (mw, tn) = (metric_words(metric, lang), names(&targets, lang));
    let shape = [("metric", mw.as_str()), ("targets", tn.as_str()), ("mask", mask.as_str()), ("log", log.as_str()), ("nan", nan.as_str())];
    if let Some(g) = score.get("group_by") {
        out.push(w("pred-f-group", &[("metric", &mw), ("key", text(g, "key").unwrap_or("")), ("nan", &nan)]));
    } else if targets.len() > 1 {
        let combine = match text(score, "combine") {
            Some("np_mean") => w("pred-f-combine-mean", &[]),
            Some("py_weighted_sum") => {
                let ws: Vec<String> = p["targets"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|t| format!("{} × `{}`", number(&t["weight"]), text(t, "name").unwrap_or("")))
                    .collect();
                w("pred-f-combine-weighted", &[("terms", &ws.join(" + "))])
            }
            _ => w("pred-f-combine-first", &[]),
        };
        let mut a = shape.to_vec();
        a.push(("combine", &combine));
        out.push(w("pred-f-per-target", &a));
    } else if let Some(terms) = score.get("terms").and_then(Value::as_array) {
        let floor = score.get("clamp_min").map(|c| w("pred-f-floor", &[("min", &number(c))])).unwrap_or_default();
        let tw = terms_words(terms, lang);
        let mut a = shape.to_vec();
        a.extend([("terms", tw.as_str()), ("floor", floor.as_str())]);
        out.push(w("pred-f-terms", &a));
    } else {
        out.push(w("pred-f-metric", &shape));
    }
    if text(score, "objective") == Some("inverse_one_plus") {
        out.push(w("pred-f-objective", &[]));
    }
    let direction = text(&p["reference"], "direction").or_else(|| text(&p["reference"], "default_direction"));
    let rule = direction.and_then(|d| p["mapping"].get(d)).or_else(|| p["mapping"].get("any"));
    // As people read it (the exact value is the step's `title`, `formula_view`).
    let r = sig(reference, SIG);
    let mut last = match rule.and_then(|m| text(m, "form")) {
        Some("value_over_reference") => w("pred-f-score-over", &[("r", &r)]),
        Some("reference_over_value") => w("pred-f-score-under", &[("r", &r)]),
        _ => w("pred-f-score-other", &[("r", &r)]),
    };
    if let Some(c) = rule.and_then(|m| m.get("clamp_min")) {
        last += &w("pred-f-clamp", &[("min", &number(c))]);
    }
    if let Some(g) = rule.and_then(|m| m.get("guard")) {
        last += &guard_words(g, lang);
    }
    last += &w("pred-f-rounded", &[]);
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
        Some(c) => (tf("report-rejected-check", &[("check", &crate::kinds::check_words(c, &r.diagnostics))]), "rejected"),
    }
}

/// What a report costs, in a few words (the rule ladder's line).
pub fn costs(r: &PredictionReport) -> Vec<String> {
    if !r.valid {
        return vec![verdict(r).0];
    }
    // Significant digits: a line to read, not the report (which keeps every digit).
    let mut out: Vec<String> = r.per_target.iter().take(4).map(|t| format!("{}: {}", t.name, sig(t.value, SIG))).collect();
    if r.per_target.len() > 4 {
        out.push(tf("pred-more", &[("count", &(r.per_target.len() - 4).to_string())]));
    }
    out
}

fn row(label: String, value: String, note: String) -> impl IntoView {
    view! { <tr><th scope="row">{label}</th><td class="num">{value}</td><td class="note">{note}</td></tr> }
}

/// A row of a measured value: significant digits shown, the exact value on hover.
fn row_sig(label: String, x: f64, note: String) -> impl IntoView {
    view! { <tr><th scope="row">{label}</th><td class="num" title=exact(x)>{sig(x, SIG)}</td><td class="note">{note}</td></tr> }
}

/// The report's numbers: the checks' verdict, each target's metric and rows, the
/// combined value and the reference, the rows read, and the evaluator's own fields.
pub fn breakdown(r: &PredictionReport, metric: &str) -> AnyView {
    let short = metric_short(metric);
    let per = r
        .per_target
        .iter()
        .map(|t| {
            row_sig(
                tf("pred-metric-of", &[("metric", &short), ("target", &t.name)]),
                t.value,
                tf("pred-over-rows", &[("count", &local(int(t.n_scored as i64)))]),
            )
        })
        .collect_view();
    let exact = r.exact.map(|e| {
        view! {
            {row_sig(t("report-combined"), e.combined, t("pred-combined-note"))}
            {row_sig(t("pred-objective"), e.objective, t("pred-objective-note"))}
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
                {row(t("pred-validity"), Shortest(r.validity_score).to_string(), r.failed_check.as_deref().map(|c| tf("pred-failed", &[("check", &crate::kinds::check_words(c, &r.diagnostics))])).unwrap_or_else(|| t("pred-all-passed")))}
                {per}
                {exact}
                {row_sig(t("report-reference-value"), r.reference_value, String::new())}
                {row(t("pred-rows"), local(int(r.n_rows as i64)), tf("pred-scored-of", &[("scored", &local(int(r.n_scored as i64))), ("truth", &local(int(r.n_truth as i64)))]))}
                {row(t("col-score"), score_text(Some(r.overall_score)), t("pred-rounded-6"))}
            </tbody>
        </table>
        {fields}
    }
    .into_any()
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

    fn formula_steps_en(p: &Value, reference: f64) -> Vec<String> {
        formula_steps(p, reference, Lang::En)
    }

    #[test]
    fn the_formula_says_each_cases_own_rules() {
        let f = formula_steps_en(&manifest("005-flight-seat-booking"), 0.16065260400325998);
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
                "Score = your value ÷ the reference (0.160653) (when the reference is not above 0, the score is 0)"
            ),
            "{}",
            f[4]
        );

        let f = formula_steps_en(&manifest("043-water-coagulant-dosing"), 0.21319);
        assert_eq!(f[2], "Per target (`dose_1`, `dose_2`, `dose_3` and `dose_4`): the mean absolute error (MAE) over the rows whose truth is above 0; then the mean over the targets.");
        assert!(f.last().unwrap().starts_with("Score = the reference (0.21319) ÷ your value"), "{f:#?}");

        let f = formula_steps_en(&manifest("008-material-properties"), 0.5);
        assert!(f[2].contains("(`conductivity` compared as log(1 + x))"), "{}", f[2]);
        assert!(f[2].contains("then the weighted sum "), "{}", f[2]);

        let bakery = format!("{}/../cases-public/bakery-hourly-demand/case.json", env!("CARGO_MANIFEST_DIR"));
        let m: Value = serde_json::from_str(&std::fs::read_to_string(bakery).unwrap()).unwrap();
        let f = formula_steps_en(&m["parameters"], 6.395405844155844);
        assert_eq!(f[2], "For `units`: 1 × MAE + 0.5 × the mean shortfall where the truth is above 25, taken at least 0.");
        assert!(
            f[3].starts_with("Score = the reference (6.39541) ÷ your value (when your value is not above 0, the score is 1000000 (when the reference is not above 0, the score is 1))"),
            "{}",
            f[3]
        );

        let f = formula_steps_en(&manifest("003-crop-yield"), 1.0);
        assert!(f[0].contains("Python's csv module"), "{}", f[0]);
        assert_eq!(f[2], "The root mean squared error (RMSE) per group of `year`, then the mean over the groups.");
    }

    #[test]
    fn metrics_in_words() {
        assert_eq!(metric_short("mae"), "MAE");
        assert_eq!(names(&["a".into(), "b".into(), "c".into()], Lang::En), "`a`, `b` and `c`");
    }
}
