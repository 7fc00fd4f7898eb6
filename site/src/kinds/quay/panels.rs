//! A quay case's panels: the berth line at a glance and a schedule's cost, term by term.

use grader::quay::QuayReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_num};
use crate::words::{n as local, t};

type Case = <grader::quay::QuayKind as grader::kind::Kind>::Case;

/// The vessels, berths, work to do and the span of their windows (or what the evaluator
/// raises on the data).
pub fn berth_line(state: crate::state::CaseState, c: &Case) -> AnyView {
    let Ok(v) = &c.vessels else {
        let e = c.vessels.as_ref().err().map(|e| e.error.clone()).unwrap_or_default();
        return view! { <p class="source">{source_line(state)}</p><p class="error">{t("glance-quay-bad-data")}" "{e}</p> }.into_any();
    };
    let n = |x: usize| local(int(x as i64));
    let mut berths: Vec<i64> = v.vessels.iter().map(|x| x.berth).collect();
    berths.sort_unstable();
    berths.dedup();
    let work: f64 = v.vessels.iter().map(|x| x.required).sum();
    let first = v.vessels.iter().map(|x| x.start).min().map(grader::quay::dt::show).unwrap_or_default();
    let last = v.vessels.iter().map(|x| x.end).max().map(grader::quay::dt::show).unwrap_or_default();
    view! {
        <dl class="stats">
            <div><dt>{t("glance-quay-vessels")}</dt><dd data-stat="rows">{n(v.vessels.len())}</dd></div>
            <div><dt>{t("glance-quay-berths")}</dt><dd>{n(berths.len())}</dd></div>
            <div><dt>{t("glance-quay-work")}</dt><dd>{local(num(work / 3600.0, 1))}</dd></div>
            <div><dt>{t("glance-quay-span")}</dt><dd>{first}" – "{last}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
    }
    .into_any()
}

fn count(v: Option<usize>) -> String {
    v.map(|x| int(x as i64)).unwrap_or_else(|| "—".into())
}

/// The cost's terms, the reference, the vessels served and the crossings.
pub fn breakdown(r: &QuayReport) -> impl IntoView {
    let vessels = format!("{} / {}", count(r.vessels_ok), int(r.vessels_total as i64));
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-quay-cost"), opt_num(r.player_score, 0), t("report-quay-cost-note"))}
                {row(t("report-reference-value"), num(r.baseline_cost, 6), t("report-reference-value-note"))}
                {row(t("report-quay-cranes"), int(r.cranes.len() as i64), t("report-quay-cranes-note"))}
                {row(t("report-quay-moves"), opt_num(r.total_move_seconds, 0), t("report-quay-moves-note"))}
                {row(t("report-quay-vessels"), vessels, t("report-quay-vessels-note"))}
                {row(t("report-quay-crossings"), count(r.crossing_violations), t("report-quay-crossings-note"))}
            </tbody>
        </table>
    }
}
