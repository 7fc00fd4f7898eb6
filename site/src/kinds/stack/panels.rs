//! A stack case's panels: the warehouse at a glance and a plan's objective, term by term.

use grader::stack::{StackFacts, StackReport};
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_num};
use crate::words::{n as local, t};

/// Bays, forklifts, the stock and the day's tasks (from the kind's own summary).
pub fn warehouse(state: crate::state::CaseState, f: StackFacts) -> AnyView {
    let n = |x: usize| local(int(x as i64));
    let tons = |x: f64| local(num(x, 1));
    view! {
        <dl class="stats">
            <div><dt>{t("glance-stack-bays")}</dt><dd data-stat="rows">{n(f.bays)}</dd></div>
            <div><dt>{t("glance-stack-mixed")}</dt><dd>{n(f.mixed_bays)}</dd></div>
            <div><dt>{t("glance-stack-forklifts")}</dt><dd>{n(f.forklifts)}</dd></div>
            <div><dt>{t("glance-stack-stock")}</dt><dd>{tons(f.stock_tons)}</dd></div>
            <div><dt>{t("glance-stack-inbound")}</dt><dd>{n(f.inbound_tasks)}" · "{tons(f.inbound_tons)}</dd></div>
            <div><dt>{t("glance-stack-outbound")}</dt><dd>{n(f.outbound_tasks)}" · "{tons(f.outbound_tons)}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
    }
    .into_any()
}

fn count(v: Option<usize>) -> String {
    v.map(|x| int(x as i64)).unwrap_or_else(|| "—".into())
}

/// The objective's three terms, the reference, the rows and trips.
pub fn breakdown(r: &StackReport) -> impl IntoView {
    let m = r.metrics.as_ref();
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-stack-objective"), opt_num(r.player_objective, 7), t("report-stack-objective-note"))}
                {row(t("report-reference-value"), num(r.reference_value, 8), t("report-reference-value-note"))}
                {row(t("report-stack-mixed"), count(m.map(|m| m.mixed_bays)), t("report-stack-mixed-note"))}
                {row(t("report-stack-overweight"), opt_num(m.map(|m| m.overweight_remaining_tons), 3), t("report-stack-overweight-note"))}
                {row(t("report-stack-moved"), opt_num(m.map(|m| m.turnover_tons), 3), t("report-stack-moved-note"))}
                {row(t("report-stack-rows"), int(r.operations.len() as i64), t("report-stack-rows-note"))}
                {row(t("report-stack-violations"), int(r.n_violations as i64), t("report-stack-violations-note"))}
            </tbody>
        </table>
    }
}
