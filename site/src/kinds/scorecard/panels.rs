//! A scorecard case's panels: its data at a glance and its report's breakdown.

use grader::scorecard::{ScorecardFacts, ScorecardReport};
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_num, Fixed};
use crate::words::{n as local, t, tf};

/// An answer key's numbers and its first rows (id, default).
pub fn scorecard_stats(state: crate::state::CaseState, n: u64, facts: ScorecardFacts) -> AnyView {
    let positives = facts.positives as u64;
    let first: Vec<(String, String)> = facts.first_ids.into_iter().zip(facts.first_labels.into_iter().map(|y| y.to_string())).take(6).collect();
    let truth = move || {
        let rows = first.iter().map(|(id, y)| view! { <tr><td><code>{id.clone()}</code></td><td class="num">{y.clone()}</td></tr> }).collect_view();
        Some(
            view! {
                <table class="peek">
                    <caption>{t("glance-first-rows")}</caption>
                    <thead><tr><th>"customer_id"</th><th>"default"</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            }
            .into_any(),
        )
    };
    view! {
        <dl class="stats">
            <div><dt>{t("glance-customers")}</dt><dd data-stat="rows">{local(int(n as i64))}</dd></div>
            <div><dt>{t("glance-defaulted")}</dt><dd>{local(int(positives as i64))}</dd></div>
            <div><dt>{t("glance-did-not")}</dt><dd>{local(int((n - positives.min(n)) as i64))}</dd></div>
            <div><dt>{t("glance-default-rate")}</dt><dd>{if n > 0 { local(format!("{} %", Fixed(100.0 * positives as f64 / n as f64, 1))) } else { "—".into() }}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
        {crate::components::glance::practice(state, truth)}
    }
    .into_any()
}

pub fn scorecard_breakdown(r: &ScorecardReport) -> impl IntoView {
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
