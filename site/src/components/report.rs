//! The report on screen: score and verdict, the cost breakdown, every diagnostic, and
//! the JSON report exactly as `fde-grade` prints it.

use std::sync::Arc;

use grader::case_grader::Report;
use grader::routing::RoutingReport;
use grader::scorecard::ScorecardReport;
use grader::uplift::UpliftReport;
use leptos::prelude::*;

use grader::routing::validate::kg;

use crate::components::diagnostics::Diagnostics;
use crate::format::{duration, fixed, grouped, int, num, opt_int, opt_num, score_json, score_text, shortest};
use crate::state::{use_case, Graded, Job, Source};
use crate::words::{n as local, t, tf};

fn routing_breakdown(r: &RoutingReport, reference: f64) -> impl IntoView {
    let e = r.exact;
    let time_note = e.map(|e| duration(e.total_seconds)).unwrap_or_default();
    let balance_note = e
        .map(|e| tf("report-balance-note", &[("longest", &duration(e.max_route_seconds)), ("shortest", &duration(e.min_route_seconds))]))
        .unwrap_or_default();
    let would = (!r.valid).then(|| e.map(|e| view! {
        <p class="would">{tf("report-would", &[("cost", &local(num(e.cost, 0))), ("score", &local(num(if e.cost > 0.0 { reference / e.cost } else { 0.0 }, 4)))])}</p>
    })).flatten();
    let routes = r
        .routes
        .iter()
        .map(|x| {
            view! {
                <tr>
                    <td class="num">{x.index + 1}</td>
                    <td>{x.id.clone().unwrap_or_default()}</td>
                    <td class="num">{x.stops.len()}</td>
                    <td class="num">{kg(x.load_kg)}</td>
                    <td class="num">{duration(x.seconds)}</td>
                    <td class="num">{if x.hull.is_empty() { "—".to_string() } else { x.hull.len().to_string() }}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-routes"), opt_int(r.n_routes.map(|n| n as i64)), String::new())}
                {row(t("report-total-time"), opt_int(r.total_duration_s), time_note)}
                {row(t("report-balance"), opt_int(r.balance_penalty), balance_note)}
                {row(t("report-intrusions"), opt_int(r.hull_intrusions.map(|n| n as i64)), t("report-intrusions-note"))}
                {row(t("report-crossings"), opt_int(r.segment_crossings.map(|n| n as i64)), t("report-crossings-note"))}
                {row(t("report-spatial"), opt_int(r.spatial_penalty), t("report-spatial-note"))}
                {row(t("report-cost"), opt_int(r.submission_cost), String::new())}
                {row(t("report-reference-cost"), opt_int(r.reference_cost), String::new())}
            </tbody>
        </table>
        {would}
        {(!r.routes.is_empty()).then(|| view! {
            <details class="routes">
                <summary>{tf("report-the-routes", &[("count", &r.routes.len().to_string())])}</summary>
                <div class="table-wrap">
                    <table>
                        <thead><tr><th>"#"</th><th>"id"</th><th>{t("report-col-stops")}</th><th>{t("report-col-load")}</th><th>{t("report-col-time")}</th><th>{t("report-col-hull")}</th></tr></thead>
                        <tbody>{routes}</tbody>
                    </table>
                </div>
            </details>
        })}
    }
}

fn row(label: String, value: String, note: String) -> impl IntoView {
    view! { <tr><th scope="row">{label}</th><td class="num">{local(value)}</td><td class="note">{note}</td></tr> }
}

fn scorecard_breakdown(r: &ScorecardReport) -> impl IntoView {
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row("AUC".into(), opt_num(r.auc, 6), t("report-auc-note"))}
                {row("KS".into(), opt_num(r.ks, 6), t("report-ks-note"))}
                {row(t("report-combined"), opt_num(r.player_objective, 6), "½ AUC + ½ KS".into())}
                {row(t("report-reference-value"), num(r.reference_value, 6), t("report-reference-value-note"))}
                {row(t("report-rows-read"), int(r.n_rows as i64), tf("report-extra-rows", &[("count", &r.n_extra_rows.to_string())]))}
                {row(t("report-test-set"), int(r.n_truth as i64), tf("report-test-set-note", &[("positive", &r.n_positive.to_string()), ("negative", &r.n_negative.to_string())]))}
                {row(t("report-bands"), int(r.n_bands as i64), t("report-bands-note"))}
            </tbody>
        </table>
    }
}

fn uplift_breakdown(r: &UpliftReport) -> impl IntoView {
    let incidents = r.incidents.as_array().map(|a| a.len()).unwrap_or(0);
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row("KPI".into(), opt_num(r.kpi, 4), tf("report-kpi-note", &[("baseline", &local(opt_num(r.kpi_baseline, 4))), ("oracle", &local(opt_num(r.kpi_oracle, 4)))]))}
                {row(t("report-uplift"), opt_num(r.uplift, 4), t("report-uplift-note"))}
                {row(t("report-uplift-bounded"), opt_num(r.uplift_bounded, 4), t("report-uplift-bounded-note"))}
                {row(t("report-incidents"), int(incidents as i64), t("report-incidents-note"))}
                {row(t("report-contact-cost"), opt_num(r.contact_cost, 4), tf("report-contact-lines", &[("count", &r.contact_lines.len().to_string())]))}
                {row(t("report-uplift-net"), opt_num(r.uplift_net, 4), t("report-uplift-net-note"))}
                {row(t("report-points"), r.points_display.clone(), t("report-points-note"))}
                {r.if_repaired.as_ref().map(|x| row(
                    t("report-if-repaired"),
                    x.points_display.clone(),
                    tf("report-if-repaired-note", &[("verdict", &crate::words::verdict_name(&label(&x.verdict))), ("net", &local(opt_num(x.uplift_net, 4)))]),
                ))}
                {r.server_view.as_ref().map(|x| row(
                    t("report-repriced"),
                    x.points_display.clone(),
                    tf("report-repriced-note", &[
                        ("label", &if x.label == "what the server would have charged" { t("report-repriced-label") } else { x.label.clone() }),
                        ("cost", &local(opt_num(x.contact_cost, 4))),
                        ("net", &local(opt_num(x.uplift_net, 4))),
                        ("verdict", &crate::words::verdict_name(&label(&x.verdict))),
                        ("count", &x.lines_differing.to_string()),
                    ]),
                ))}
                {row(t("report-ask-log"), if r.ledger.given { t("report-ledger") } else { "—".to_string() }, ledger_status(&r.ledger.status, &r.diagnostics))}
            </tbody>
        </table>
    }
}

/// The ledger check's status (the core's English) in the page's language; a check that
/// could not run says why as its harness failure does.
fn ledger_status(s: &str, diagnostics: &[grader::Diagnostic]) -> String {
    if let Some(said) = grader::uplift::ledger::not_checked_in(s, diagnostics, crate::words::lang()) {
        return said;
    }
    match s {
        "verified against the ledger" => t("report-ledger-verified"),
        "altered" => t("report-ledger-altered"),
        s if s.starts_with("not checked: no ledger entry") => t("report-ledger-none"),
        s => match s.strip_prefix("not checked: ") {
            Some(why) => tf("report-ledger-not-checked", &[("why", why)]),
            None => s.to_string(),
        },
    }
}

fn label<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_value(x).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

/// The case's metric name (`mae`; `composite` for several terms).
#[cfg(feature = "prediction")]
fn prediction_metric() -> String {
    let p = use_case().manifest().map(|m| &m.parameters);
    let score = p.map(|p| &p["score"]);
    match score {
        Some(s) if s.get("terms").is_some() => "composite".into(),
        Some(s) => s.get("metric").and_then(|m| m.as_str()).unwrap_or("").to_string(),
        None => String::new(),
    }
}

/// What costs a valid report the most, when something does: "valid" is not "free".
pub fn cost_note(report: &Report) -> Option<String> {
    if !report.valid() {
        return None;
    }
    match report {
        #[cfg(feature = "routing")]
        Report::Routing(r) => {
            let e = r.exact?;
            let t = e.terms;
            let n = |x: Option<usize>| int(x.unwrap_or(0) as i64);
            let mut parts = [
                (crate::words::t("report-cost-time"), t.time),
                (
                    tf("report-cost-balance", &[("longest", &duration(e.max_route_seconds)), ("shortest", &duration(e.min_route_seconds))]),
                    t.balance,
                ),
                (tf("report-cost-intrusions", &[("count", &local(n(r.hull_intrusions)))]), t.intrusion),
                (tf("report-cost-crossings", &[("count", &local(n(r.segment_crossings)))]), t.crossing),
            ];
            if e.cost.is_nan() || e.cost <= 0.0 {
                return None;
            }
            parts.sort_by(|a, b| b.1.total_cmp(&a.1));
            let pct = |x: f64| format!("{} %", fixed(100.0 * x / e.cost, 0));
            let (top, x) = &parts[0];
            let mut s = tf(
                "report-cost-largest",
                &[("cost", &local(num(e.cost, 0))), ("top", top.as_str()), ("part", &local(num(*x, 0))), ("pct", &pct(*x))],
            );
            if let Some((next, y)) = parts.get(1).filter(|p| p.1 > 0.0) {
                s += &tf("report-cost-next", &[("next", next.as_str()), ("part", &local(num(*y, 0))), ("pct", &pct(*y))]);
            }
            Some(s)
        }
        #[cfg(feature = "uplift")]
        Report::Uplift(r) => {
            let c = r.contact_cost.filter(|c| *c > 0.0)?;
            Some(tf("report-cost-uplift", &[("cost", &local(num(c, 4))), ("count", &r.contact_lines.len().to_string())]))
        }
        #[allow(unreachable_patterns)]
        _ => None,
    }
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
    Some(
        view! {
            <p class=class id="reference-used" data-reference=shortest(used)>
                {tf("report-scored-against", &[("whose", &whose)])} " " <strong>{local(grouped(used))}</strong> "."
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
    let (verdict, class) = match &*report {
        #[cfg(feature = "routing")]
        Report::Routing(r) => match r.rejected_by {
            None => (t("report-valid"), "valid"),
            Some(stage) => (tf("report-rejected-stage", &[("stage", &label(&stage))]), "rejected"),
        },
        #[cfg(feature = "scorecard")]
        Report::Scorecard(r) => match &r.failed_check {
            None => (t("report-valid"), "valid"),
            Some(check) => (tf("report-rejected-check", &[("check", &check.to_string())]), "rejected"),
        },
        #[cfg(feature = "uplift")]
        Report::Uplift(r) => {
            let v = label(&r.verdict);
            let class = if v == "accepted" { "valid" } else { "rejected" };
            let mut s = crate::words::verdict_name(&v);
            if crate::words::lang() == i18n::Lang::En {
                s = v[..1].to_ascii_uppercase() + &v[1..];
            }
            if let Some(why) = &r.error_reason {
                // The harness or the site fails on this run: the site shows `error`.
                s = tf("report-error", &[("why", why.as_str())]);
            } else if !r.valid {
                s = tf("report-rejected-ungraded", &[("verdict", &crate::words::verdict_name(&v))]);
            }
            (s, class)
        }
        #[cfg(feature = "prediction")]
        Report::Prediction(r) => {
            let (s, class) = crate::components::prediction::verdict(r);
            (s, class)
        }
    };
    let breakdown = match &*report {
        #[cfg(feature = "routing")]
        Report::Routing(r) => routing_breakdown(r, use_case().reference_value()).into_any(),
        #[cfg(feature = "scorecard")]
        Report::Scorecard(r) => scorecard_breakdown(r).into_any(),
        #[cfg(feature = "uplift")]
        Report::Uplift(r) => uplift_breakdown(r).into_any(),
        #[cfg(feature = "prediction")]
        Report::Prediction(r) => crate::components::prediction::breakdown(r, &prediction_metric()),
    };
    let diagnostics = Arc::new(report.diagnostics().to_vec());
    let cost_note = cost_note(&report);
    let reference_line = reference_line();
    let json = g.json.clone();
    let file = g.submission.file.clone();
    let extras = g.submission.extras.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>().join(", ");
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
                    <p class="grading" id="grading" role="status">{t("report-grading")} " " <code>{file}</code> "…"</p>
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
