//! An aps case's panels: the plant at a glance and a schedule's score, term by term.

use grader::aps::{ApsFacts, ApsReport};
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_int, opt_num};
use crate::words::{n as local, t};

/// Operations, orders, devices, working minutes (or what the evaluator raises on the workbook).
pub fn plant(state: crate::state::CaseState, f: ApsFacts) -> AnyView {
    if let Some(e) = f.error {
        return view! { <p class="source">{source_line(state)}</p><p class="error">{t("glance-aps-bad-data")}" "{e}</p> }.into_any();
    }
    let n = |x: usize| local(int(x as i64));
    view! {
        <dl class="stats">
            <div><dt>{t("glance-aps-ops")}</dt><dd data-stat="rows">{n(f.ops)}</dd></div>
            <div><dt>{t("glance-aps-orders")}</dt><dd>{n(f.orders)}" · "{n(f.due)}</dd></div>
            <div><dt>{t("glance-aps-devices")}</dt><dd>{n(f.devices)}</dd></div>
            <div><dt>{t("glance-aps-minutes")}</dt><dd>{local(num(f.minutes, 1))}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
    }
    .into_any()
}

/// The delay and its bound, the utilisation, the absolute score and the reference.
pub fn breakdown(r: &ApsReport) -> impl IntoView {
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-aps-delay"), opt_num(r.total_delay_days, 4), t("report-aps-delay-note"))}
                {row(t("report-aps-upper"), opt_num(r.delay_upper_days, 4), t("report-aps-upper-note"))}
                {row(t("report-aps-util"), opt_num(r.equipment_utilization, 6), t("report-aps-util-note"))}
                {row(t("report-aps-absolute"), opt_num(r.absolute_score, 10), t("report-aps-absolute-note"))}
                {row(t("report-reference-value"), opt_num(r.reference_value, 10), t("report-reference-value-note"))}
                {row(t("report-aps-late"), opt_int(r.delayed_orders.map(|x| x as i64)), t("report-aps-late-note"))}
                {row(t("report-aps-violations"), int(r.n_violations as i64), t("report-aps-violations-note"))}
            </tbody>
        </table>
    }
}
