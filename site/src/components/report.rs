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

fn routing_breakdown(r: &RoutingReport, reference: f64) -> impl IntoView {
    let e = r.exact;
    let time_note = e.map(|e| duration(e.total_seconds)).unwrap_or_default();
    let balance_note =
        e.map(|e| format!("longest {} − shortest {}", duration(e.max_route_seconds), duration(e.min_route_seconds))).unwrap_or_default();
    let would = (!r.valid).then(|| e.map(|e| view! {
        <p class="would">"Were it valid, this plan would cost " {num(e.cost, 0)} " (score " {num(if e.cost > 0.0 { reference / e.cost } else { 0.0 }, 4)} ")."</p>
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
                {row("Routes", opt_int(r.n_routes.map(|n| n as i64)), String::new())}
                {row("Total time (s)", opt_int(r.total_duration_s), time_note)}
                {row("Balance penalty", opt_int(r.balance_penalty), balance_note)}
                {row("Hull intrusions", opt_int(r.hull_intrusions.map(|n| n as i64)), "stores inside another route's hull".into())}
                {row("Segment crossings", opt_int(r.segment_crossings.map(|n| n as i64)), "crossings between routes".into())}
                {row("Spatial penalty", opt_int(r.spatial_penalty), "intrusions + crossings, weighted".into())}
                {row("Cost", opt_int(r.submission_cost), String::new())}
                {row("Reference cost", opt_int(r.reference_cost), String::new())}
            </tbody>
        </table>
        {would}
        {(!r.routes.is_empty()).then(|| view! {
            <details class="routes">
                <summary>{format!("The {} routes", r.routes.len())}</summary>
                <div class="table-wrap">
                    <table>
                        <thead><tr><th>"#"</th><th>"id"</th><th>"stops"</th><th>"load kg"</th><th>"time"</th><th>"hull vertices"</th></tr></thead>
                        <tbody>{routes}</tbody>
                    </table>
                </div>
            </details>
        })}
    }
}

fn row(label: &'static str, value: String, note: String) -> impl IntoView {
    view! { <tr><th scope="row">{label}</th><td class="num">{value}</td><td class="note">{note}</td></tr> }
}

fn scorecard_breakdown(r: &ScorecardReport) -> impl IntoView {
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row("AUC", opt_num(r.auc, 6), "average ranks for ties".into())}
                {row("KS", opt_num(r.ks, 6), "max |TPR − FPR| at band edges".into())}
                {row("Combined", opt_num(r.player_objective, 6), "½ AUC + ½ KS".into())}
                {row("Reference value", num(r.reference_value, 6), "score = combined ÷ reference".into())}
                {row("Rows read", int(r.n_rows as i64), format!("{} extra rows ignored", r.n_extra_rows))}
                {row("Test set", int(r.n_truth as i64), format!("{} defaulted, {} did not", r.n_positive, r.n_negative))}
                {row("Score bands", int(r.n_bands as i64), "distinct scores".into())}
            </tbody>
        </table>
    }
}

fn uplift_breakdown(r: &UpliftReport) -> impl IntoView {
    let incidents = r.incidents.as_array().map(|a| a.len()).unwrap_or(0);
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row("KPI", opt_num(r.kpi, 4), format!("baseline {}, oracle {}", opt_num(r.kpi_baseline, 4), opt_num(r.kpi_oracle, 4)))}
                {row("Uplift", opt_num(r.uplift, 4), "(kpi − baseline) ÷ (oracle − baseline), rounded".into())}
                {row("Uplift, bounded", opt_num(r.uplift_bounded, 4), "max(−1, uplift), before incidents".into())}
                {row("Incidents", int(incidents as i64), "any incident caps the uplift at 0".into())}
                {row("Contact cost", opt_num(r.contact_cost, 4), format!("{} ask-log lines", r.contact_lines.len()))}
                {row("Uplift, net", opt_num(r.uplift_net, 4), "uplift − contact cost".into())}
                {row("Points", r.points_display.clone(), "accepted from 0.8 net".into())}
                {r.if_repaired.as_ref().map(|x| row(
                    "If repaired",
                    x.points_display.clone(),
                    format!("{} at net {}: what the run would score with the broken lines repaired", label(&x.verdict), opt_num(x.uplift_net, 4)),
                ))}
                {r.server_view.as_ref().map(|x| row(
                    "Re-priced",
                    x.points_display.clone(),
                    format!("{}: contact cost {}, net {} ({}), {} line(s) priced differently", x.label, opt_num(x.contact_cost, 4), opt_num(x.uplift_net, 4), label(&x.verdict), x.lines_differing),
                ))}
                {row("Ask log", if r.ledger.given { "ledger".to_string() } else { "—".to_string() }, r.ledger.status.clone())}
            </tbody>
        </table>
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
                ("the driving and stop time".to_string(), t.time),
                (
                    format!(
                        "the balance penalty (longest route {} − shortest {})",
                        duration(e.max_route_seconds),
                        duration(e.min_route_seconds)
                    ),
                    t.balance,
                ),
                (format!("hull intrusions ({} stores inside another route's hull)", n(r.hull_intrusions)), t.intrusion),
                (format!("segment crossings ({} crossings between routes)", n(r.segment_crossings)), t.crossing),
            ];
            if e.cost.is_nan() || e.cost <= 0.0 {
                return None;
            }
            parts.sort_by(|a, b| b.1.total_cmp(&a.1));
            let pct = |x: f64| format!("{} %", fixed(100.0 * x / e.cost, 0));
            let (top, x) = &parts[0];
            let mut s = format!(
                "Valid is not free: of this plan's cost of {}, the largest part is {top}: {} ({}).",
                num(e.cost, 0),
                num(*x, 0),
                pct(*x)
            );
            if let Some((next, y)) = parts.get(1).filter(|p| p.1 > 0.0) {
                s += &format!(" Next comes {next}: {} ({}).", num(*y, 0), pct(*y));
            }
            Some(s)
        }
        #[cfg(feature = "uplift")]
        Report::Uplift(r) => {
            let c = r.contact_cost.filter(|c| *c > 0.0)?;
            Some(format!(
                "Valid is not free: the questions in the ask log cost {} of the uplift ({} lines).",
                num(c, 4),
                r.contact_lines.len()
            ))
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
    let whose = if own { "your reference value" } else { "the case's reference value" };
    let refused = state.reference_rejected.get_untracked().map(|t| {
        let instead = if own { "your earlier value is still in use" } else { "the case's value is used instead" };
        view! { <span class="refused" id="reference-refused">" Your entry " <code>{t}</code> " was not accepted as a reference value, so " {instead} "."</span> }
    });
    let class = if refused.is_some() { "reference-used warning" } else { "reference-used" };
    Some(
        view! {
            <p class=class id="reference-used" data-reference=shortest(used)>
                "Scored against " {whose} " " <strong>{grouped(used)}</strong> "."
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
            None => ("Valid".to_string(), "valid"),
            Some(stage) => (format!("Rejected at the {} stage: score 0", label(&stage)), "rejected"),
        },
        #[cfg(feature = "scorecard")]
        Report::Scorecard(r) => match &r.failed_check {
            None => ("Valid".to_string(), "valid"),
            Some(check) => (format!("Rejected by the {check} check: score 0"), "rejected"),
        },
        #[cfg(feature = "uplift")]
        Report::Uplift(r) => {
            let v = label(&r.verdict);
            let class = if v == "accepted" { "valid" } else { "rejected" };
            let mut s = v[..1].to_ascii_uppercase() + &v[1..];
            if let Some(why) = &r.error_reason {
                // The harness or the site fails on this run: the site shows `error`.
                s = format!("Error: {why}");
            } else if !r.valid {
                s = format!("Rejected ({v}): the result could not be graded");
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
            <p class="file"><code>{file.clone()}</code>{(!extras.is_empty()).then(|| view! { " with " <code>{extras}</code> })}" · graded in "<span id="grade-ms">{fixed(g.millis, 1)}</span>" ms"</p>
            <div class="score-line">
                <span class="score-big" id="score" data-score=score_json(score)>{score_text(score)}</span>
                <span class="verdict" id="verdict">{verdict}</span>
            </div>
            <p class="report-actions">
                <button id="download-json" on:click=dl>"Download the JSON report"</button>
                " " <span class="note">{json_name}": the bytes " <code>"fde-grade"</code> " prints"</span>
            </p>
            {reference_line}
            {breakdown}
            {(g.source == Source::Dropped).then(|| view! { <crate::components::share::ShareLink g=g.clone()/> })}
            <Diagnostics groups=report.diagnostic_groups().to_vec() diagnostics=diagnostics cost=cost_note/>
            <details class="json">
                <summary>"JSON report (as " <code>"fde-grade"</code> " prints it)"</summary>
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
            <h2 id="report-h">"Report"</h2>
            {move || match (state.job.get(), state.current.get()) {
                (Job::Grading(file), _) => view! {
                    <p class="grading" id="grading" role="status">"Grading " <code>{file}</code> "…"</p>
                }.into_any(),
                (Job::Failed(file, why), _) => view! {
                    <p class="error" id="grade-error" role="alert">"Could not grade " <code>{file}</code> ": " {why}</p>
                }.into_any(),
                (Job::Idle, Some(g)) => view! { <ReportView g=g/> }.into_any(),
                (Job::Idle, None) => view! { <p class="placeholder">"Drop a file above, or show an example's report."</p> }.into_any(),
            }}
        </section>
    }
}
