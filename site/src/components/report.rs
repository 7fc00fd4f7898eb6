//! The report on screen: score and verdict, the cost breakdown, every diagnostic, and
//! the JSON report exactly as `fde-grade` prints it.

use std::sync::Arc;

use grader::case_grader::Report;
use leptos::prelude::*;

use crate::components::diagnostics::Diagnostics;
use crate::components::working::Working;
use crate::format::{fixed, score_json, score_text, shortest};
use crate::state::{use_case, Graded, Job, Source};
use crate::words::{n as local, t, tf};

pub fn row(label: String, value: String, note: String) -> impl IntoView {
    view! { <tr><th scope="row">{label}</th><td class="num">{local(value)}</td><td class="note">{note}</td></tr> }
}

pub fn label<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_value(x).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

/// What costs a valid report the most, when something does: "valid" is not "free".
pub fn cost_note(report: &Report) -> Option<String> {
    if !report.valid() {
        return None;
    }
    crate::kinds::cost_note(report)
}

/// Which reference value the report was scored against, and whether a value typed on
/// the page was refused (then it says which value is used instead: never silently).
fn reference_line() -> Option<AnyView> {
    let state = use_case();
    let m = state.manifest()?;
    m.kind.facts().reference?;
    let used = state.reference_value();
    let own = state.reference.get_untracked().is_some();
    let whose = if own { t("report-your-reference") } else { t("report-case-reference") };
    let refused = state.reference_rejected.get_untracked().map(|entry| {
        let instead = if own { t("report-earlier-in-use") } else { t("report-case-value-used") };
        view! { <span class="refused" id="reference-refused">" " {t("report-entry-before")} " " <code>{entry}</code> " " {tf("report-entry-after", &[("instead", &instead)])}</span> }
    });
    let class = if refused.is_some() { "reference-used warning" } else { "reference-used" };
    // The reader's own value as they typed it (every digit is theirs); the case's, a
    // solver's long float, in significant digits.
    let shown = if own { crate::format::exact(used) } else { crate::format::sig(used, crate::format::SIG) };
    Some(
        view! {
            <p class=class id="reference-used" data-reference=shortest(used)>
                {tf("report-scored-against", &[("whose", &whose)])} " " <strong title=crate::format::exact(used)>{shown}</strong> "."
                {refused}
            </p>
        }
        .into_any(),
    )
}

#[component]
fn ReportView(g: Graded) -> impl IntoView {
    let report = g.report.clone();
    let score = report.score();
    let (verdict, class) = crate::kinds::verdict(&report);
    let breakdown = crate::kinds::breakdown(&report);
    let diagnostics = Arc::new(report.diagnostics().to_vec());
    let cost_note = cost_note(&report);
    let reference_line = reference_line();
    let json = g.json.clone();
    let file = g.submission.file.clone();
    let extras = g.submission.extras.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>().join(", ");
    // A file graded without its companion (an uplift result without its ask log): the
    // score is of a partial set, so the missing file is named beside it.
    let partial = use_case()
        .manifest()
        .and_then(|m| m.kind.facts().companion)
        .filter(|_| g.source == Source::Dropped && g.submission.extras.is_empty())
        .map(|c| tf("report-partial", &[("missing", c.name), ("file", &file)]));
    let json_name = format!("{}.report.json", file.rsplit('/').next().unwrap_or("submission"));
    // The file `fde-grade` writes: the report and its final newline, byte for byte.
    let dl = {
        let json = json.clone();
        let name = json_name.clone();
        move |_| crate::embed::download(&name, "application/json", &format!("{json}\n"))
    };
    view! {
        <div class=format!("report-card {class}") data-file=file.clone() data-valid=report.valid().to_string() data-seq=g.seq>
            <p class="file"><code>{file.clone()}</code>{(!extras.is_empty()).then(|| view! { " " {t("report-with")} " " <code>{extras}</code> })}" · " {t("report-graded-in")} " "<span id="grade-ms">{fixed(g.millis, 1)}</span>" " {t("panels-ms")}</p>
            <div class="score-line">
                <span class="score-big" id="score" data-score=score_json(score)>{local(score_text(score))}</span>
                <span class="verdict" id="verdict">{verdict}</span>
            </div>
            {partial.map(|p| view! { <p class="partial-note warning" id="partial-note" role="note">{p}</p> })}
            <p class="report-actions">
                <button id="download-json" on:click=dl>{t("report-download")}</button>
                " " <span class="note">{json_name}{t("report-bytes-before")} <code>"fde-grade"</code> {t("report-bytes-after")}</span>
            </p>
            {reference_line}
            {breakdown}
            {(g.source == Source::Dropped).then(|| view! { <crate::components::share::ShareLink g=g.clone()/> })}
            <Diagnostics groups=report.diagnostic_groups().to_vec() diagnostics=diagnostics cost=cost_note/>
            <details class="json">
                <summary>{t("report-json-before")} <code>"fde-grade"</code> {t("report-json-after")}</summary>
                <pre id="report-json">{json.to_string()}</pre>
            </details>
        </div>
    }
}

#[component]
pub fn ReportPanel() -> impl IntoView {
    let state = use_case();
    view! {
        <section class="report" id="report" aria-labelledby="report-h" aria-live="polite">
            <h2 id="report-h">{move || t("report-title")}</h2>
            {move || match (state.job.get(), state.current.get(), crate::words::lang()) {
                (Job::Grading(file), _, _) => view! {
                    <p class="grading" id="grading" role="status">{t("report-grading")} " " <code>{file}</code> "…" <Working/></p>
                }.into_any(),
                (Job::Failed(file, why), _, _) => view! {
                    <p class="error" id="grade-error" role="alert">{t("report-could-not")} " " <code>{file}</code> ": " {why}</p>
                }.into_any(),
                (Job::Idle, Some(g), _) => view! { <ReportView g=g/> }.into_any(),
                (Job::Idle, None, _) => view! { <p class="placeholder">{t("report-placeholder")}</p> }.into_any(),
            }}
        </section>
    }
}
