//! The command line's words in English, 中文, 한국어 and Bahasa Indonesia (`--lang`,
//! `crates/i18n`: `cli.ftl` for its own lines, `diagnostics.ftl` for the grader's
//! messages). Only what a person reads changes: `--format json` is the same report in
//! every language.

use grader::{Cell, Diagnostic, Report};
pub use i18n::Lang;

/// The language of `--lang` when it is not given: the first set of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` (as gettext reads them), `zh_CN.UTF-8` → 中文; `C`, `POSIX`
/// and languages the grader does not speak → English.
pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| get(v))
        .find(|v| !v.is_empty())
        .and_then(|v| Lang::parse(v.split('.').next().unwrap_or("")))
        .unwrap_or_default()
}

/// `--lang`: `en`, `zh`, `ko` or `id` (a locale such as `zh_CN` is read by its language).
pub fn parse(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("`{s}` is not one of en, zh, ko, id"))
}

/// The message of `d` in `lang`: its code's words with its params, else the English.
pub fn message(d: &Diagnostic, lang: Lang) -> String {
    match d.key() {
        Some(key) if lang != Lang::En && i18n::has(lang, &key) => i18n::format(lang, &key, &d.params.pairs()),
        _ => d.message.clone(),
    }
}

/// The hint of `d` in `lang`, as [`message`].
pub fn hint(d: &Diagnostic, lang: Lang) -> Option<String> {
    match d.hint_key() {
        Some(key) if lang != Lang::En && i18n::has(lang, &key) => Some(i18n::format(lang, &key, &d.params.pairs())),
        _ => d.hint.clone(),
    }
}

/// The report as `--format table` prints it, in `lang`: the core's table with its
/// verdict, its kind's figures ([`figures`]), its diagnostics' messages, locations and
/// hints said in `lang` (numbers, codes and file names as they are). English is the
/// core's table itself.
pub fn table(report: &Report, lang: Lang) -> String {
    let english = report.table();
    if lang == Lang::En {
        return english;
    }
    let t = |key: &str| i18n::text(lang, key);
    let diags = report.diagnostics();
    let (head, figures) = figures(report, lang);
    let mut out = String::with_capacity(english.len() * 2);
    for (n, line) in english.lines().enumerate() {
        let said = if let Some(h) = head.as_ref().filter(|_| n == 0) {
            h.clone()
        } else if (1..=figures.len()).contains(&n) {
            figures[n - 1].clone()
        } else if n == 0 {
            // `<file>  VALID  score 0.93` / `<file>  REJECTED (value)  score 0`
            line.replacen("  VALID", &format!("  {}", t("cli-valid")), 1)
                .replacen("  REJECTED", &format!("  {}", t("cli-rejected")), 1)
                .replacen("  score ", &format!("  {} ", t("cli-score")), 1)
        } else if let Some(rest) = line.strip_prefix("          ") {
            let indent = "          ";
            if let Some(h) = rest.strip_prefix("hint: ") {
                let translated =
                    diags.iter().find(|d| d.hint.as_deref() == Some(h)).and_then(|d| hint(d, lang)).unwrap_or_else(|| h.to_string());
                format!("{indent}{}", i18n::format(lang, "cli-hint", &[("hint", &translated)]))
            } else if let Some(more) = rest.strip_prefix("… and ").and_then(|r| r.strip_suffix(" more")) {
                format!("{indent}{}", i18n::format(lang, "cli-more", &[("n", more)]))
            } else {
                // `<message>` or `<message>  [<location>]`, as the core wrote this diagnostic.
                match diags.iter().find(|d| rest == format!("{}{}", d.message, located(&d.location.describe()))) {
                    Some(d) => format!("{indent}{}{}", message(d, lang), located(&d.location.describe_in(lang))),
                    None => line.to_string(),
                }
            }
        } else {
            line.to_string()
        };
        out.push_str(&said);
        out.push('\n');
    }
    out
}

/// An uplift verdict in `lang` (`Accepted`, ... in English, as the table's `{:?}`).
pub fn uplift_verdict(v: &grader::uplift::Verdict, lang: Lang) -> String {
    use grader::uplift::Verdict;
    i18n::text(
        lang,
        match v {
            Verdict::Incident => "cli-coach-verdict-incident",
            Verdict::Accepted => "cli-coach-verdict-accepted",
            Verdict::Rejected => "cli-coach-verdict-rejected",
            Verdict::Error => "cli-coach-verdict-error",
        },
    )
}

/// The kind's own lines of the table in `lang`, from the report's data: the first line
/// when the kind's is not the common `<file>  VALID  score X` (uplift), and the figures'
/// lines after it, as many as the core writes. Reasons the core writes in prose (uplift's
/// error and ledger status) stay as written.
#[allow(unreachable_patterns)]
pub fn figures(report: &Report, lang: Lang) -> (Option<String>, Vec<String>) {
    let f = |key: &str, args: &[(&str, &str)]| format!("  {}", i18n::format(lang, key, args));
    match report {
        Report::Routing(r) => (
            None,
            vec![f(
                "cli-table-routing",
                &[
                    ("routes", &r.n_routes.cell()),
                    ("time", &r.total_duration_s.cell()),
                    ("balance", &r.balance_penalty.cell()),
                    ("intrusions", &r.hull_intrusions.cell()),
                    ("crossings", &r.segment_crossings.cell()),
                    ("spatial", &r.spatial_penalty.cell()),
                    ("cost", &r.submission_cost.cell()),
                    ("reference", &r.reference_cost.cell()),
                ],
            )],
        ),
        Report::Scorecard(r) => (
            None,
            vec![f(
                "cli-table-scorecard",
                &[
                    ("auc", &r.auc.cell()),
                    ("ks", &r.ks.cell()),
                    ("combined", &r.player_objective.cell()),
                    ("reference", &r.reference_value.cell()),
                    ("rows", &r.n_rows.cell()),
                    ("positive", &r.n_positive.cell()),
                    ("negative", &r.n_negative.cell()),
                    ("bands", &r.n_bands.cell()),
                ],
            )],
        ),
        Report::Prediction(r) => {
            let mut lines = vec![f(
                "cli-table-prediction",
                &[
                    ("reference", &r.reference_value.cell()),
                    ("rows", &r.n_rows.cell()),
                    ("scored", &r.n_scored.cell()),
                    ("truth", &r.n_truth.cell()),
                ],
            )];
            for t in &r.per_target {
                lines.push(f("cli-table-target", &[("target", &t.name), ("value", &t.value.cell()), ("rows", &t.n_scored.cell())]));
            }
            (None, lines)
        }
        Report::Uplift(r) => {
            let valid = i18n::text(lang, if r.valid { "cli-valid" } else { "cli-rejected" });
            let head = i18n::format(
                lang,
                "cli-table-uplift-head",
                &[
                    ("file", &r.file),
                    ("task", &r.task),
                    ("valid", &valid),
                    ("verdict", &uplift_verdict(&r.verdict, lang)),
                    ("points", &r.points_display),
                ],
            );
            let mut lines = vec![f(
                "cli-table-uplift",
                &[
                    ("kpi", &r.kpi.cell()),
                    ("baseline", &r.kpi_baseline.cell()),
                    ("oracle", &r.kpi_oracle.cell()),
                    ("uplift", &r.uplift.cell()),
                    ("bounded", &r.uplift_bounded.cell()),
                    ("cost", &r.contact_cost.cell()),
                    ("net", &r.uplift_net.cell()),
                ],
            )];
            if let Some(why) = &r.error_reason {
                lines.push(f("cli-table-uplift-error", &[("why", &uplift_error(why, &r.diagnostics, lang))]));
            }
            if let Some(x) = &r.if_repaired {
                let args =
                    [("net", x.uplift_net.cell()), ("verdict", uplift_verdict(&x.verdict, lang)), ("points", x.points_display.clone())];
                lines.push(f("cli-table-uplift-repaired", &args.iter().map(|(k, v)| (*k, v.as_str())).collect::<Vec<_>>()));
            }
            if let Some(v) = &r.server_view {
                let label = if v.label == "what the server would have charged" {
                    i18n::text(lang, "cli-table-uplift-server")
                } else {
                    v.label.clone()
                };
                let args = [
                    ("label", label),
                    ("cost", v.contact_cost.cell()),
                    ("net", v.uplift_net.cell()),
                    ("verdict", uplift_verdict(&v.verdict, lang)),
                ];
                lines.push(f("cli-table-uplift-view", &args.iter().map(|(k, v)| (*k, v.as_str())).collect::<Vec<_>>()));
            }
            lines.push(f("cli-table-uplift-ledger", &[("status", &ledger_status(&r.ledger.status, lang))]));
            (Some(head), lines)
        }
        _ => (None, Vec::new()),
    }
}

/// Why an uplift run has no score (`UpliftReport::error_reason`) in `lang`: one of its
/// diagnostics' messages, after "the harness cannot grade this run: " or alone.
fn uplift_error(why: &str, diags: &[Diagnostic], lang: Lang) -> String {
    let said = |m: &str| diags.iter().find(|d| d.message == m).map(|d| message(d, lang));
    match why.strip_prefix("the harness cannot grade this run: ") {
        Some(m) => said(m).map_or_else(|| why.to_string(), |m| i18n::format(lang, "cli-table-uplift-harness", &[("message", &m)])),
        None => said(why).unwrap_or_else(|| why.to_string()),
    }
}

/// The ledger check's status (`LedgerCheck::status`) in `lang`; why a check could not
/// run stays as written.
fn ledger_status(status: &str, lang: Lang) -> String {
    match status {
        "not checked: no ledger entry was given, so edited, added or removed ask-log lines cannot be detected" => {
            i18n::text(lang, "cli-table-ledger-none")
        }
        "verified against the ledger" => i18n::text(lang, "cli-table-ledger-verified"),
        "altered" => i18n::text(lang, "cli-table-ledger-altered"),
        _ => match status.strip_prefix("not checked: ") {
            Some(why) => i18n::format(lang, "cli-table-ledger-not-checked", &[("why", why)]),
            None => status.to_string(),
        },
    }
}

/// `  [<location>]` after a message, nothing for no location.
fn located(described: &str) -> String {
    if described.is_empty() {
        String::new()
    } else {
        format!("  [{described}]")
    }
}

/// The explanation of a diagnostic code in `lang` (`explain.ftl`): its summary, what it
/// means, why and an example. English is the registry's own words.
pub struct Explanation {
    pub summary: String,
    pub what: String,
    pub why: String,
    pub example: String,
}

/// The key of `code`'s explanation in `explain.ftl` (`explain-routing-unknown-store`;
/// its attributes `.what`, `.why`, `.example`).
pub fn explanation_key(code: &str) -> String {
    format!("explain-{}", code.replace('/', "-"))
}

/// `doc`'s explanation in `lang`: the registry's English, or its words in `lang`.
pub fn explanation(doc: &grader::diagnostic::codes::CodeDoc, lang: Lang) -> Explanation {
    let key = explanation_key(doc.code);
    if lang == Lang::En || !i18n::has(lang, &key) {
        return Explanation { summary: doc.summary.into(), what: doc.what.into(), why: doc.why.into(), example: doc.example.into() };
    }
    let part = |attr: &str| i18n::text(lang, &format!("{key}.{attr}"));
    Explanation { summary: i18n::text(lang, &key), what: part("what"), why: part("why"), example: part("example") }
}

/// The sentence of a code (`hint`: its hint) in `lang`, each value shown as `{name}`.
pub fn sentence(code: &str, hint: bool, lang: Lang) -> Option<String> {
    let (key, template) = grader::diagnostic::codes::sentences(code, hint).last()?;
    let names = grader::diagnostic::params::names(template);
    let shown: Vec<(String, String)> = names.iter().map(|n| (n.to_string(), format!("{{{n}}}"))).collect();
    let args: Vec<(&str, &str)> = shown.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    Some(i18n::format(lang, &key, &args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_locale() {
        let env =
            |pairs: &'static [(&'static str, &'static str)]| move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string());
        assert_eq!(from_env(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(from_env(env(&[("LC_ALL", "ko_KR.UTF-8"), ("LANG", "zh_CN.UTF-8")])), Lang::Ko);
        assert_eq!(from_env(env(&[("LC_ALL", ""), ("LC_MESSAGES", "id_ID"), ("LANG", "zh_CN.UTF-8")])), Lang::Id);
        assert_eq!(from_env(env(&[("LANG", "C.UTF-8")])), Lang::En);
        assert_eq!(from_env(env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        assert_eq!(from_env(env(&[])), Lang::En);
        assert_eq!(parse("zh"), Ok(Lang::Zh));
        assert!(parse("fr").is_err());
    }
}
