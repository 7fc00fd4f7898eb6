//! Per target, or per group (`pred-scores`): the value the case's metric gives each
//! target (or each group of the key, e.g. each year), the rows it scored, how the values
//! combine, and the score against the reference. The values are the report's
//! `per_target`, the combined value and the objective its `exact`.

use grader::prediction::Explained;
use leptos::prelude::*;

use crate::figures::inputs::SubPicker;
use super::inputs::{short, use_explained, with_explained};
use crate::figures::text::{t, tf};
use crate::format::{int, shortest};

pub fn scores_table(e: &Explained) -> AnyView {
    let what = t(if e.by_group { "fig-pred-group" } else { "fig-pred-target-col" });
    let max = e.scores.iter().map(|s| s.value.abs()).filter(|x| x.is_finite()).fold(0.0, f64::max);
    let rows = e
        .scores
        .iter()
        .map(|s| {
            let w = if max > 0.0 && s.value.is_finite() { 100.0 * s.value.abs() / max } else { 0.0 };
            view! {
                <tr data-name=s.name.clone()>
                    <th scope="row">{s.name.clone()}</th>
                    <td class="num" data-value=shortest(s.value)>{short(s.value)}</td>
                    <td class="bar-cell" aria-hidden="true"><span class="inline-bar" style=format!("width:{}%", crate::format::Fixed(w, 1))></span></td>
                    <td class="num">{int(s.n_scored as i64)}</td>
                </tr>
            }
        })
        .collect_view();
    let left_out = if e.by_group { 0 } else { e.targets.len().saturating_sub(e.scores.len()) };
    view! {
        <div class="table-wrap">
            <table class="pred-scores" id="pred-scores-table">
                <caption>{tf(if e.by_group { "fig-pred-scores-per-group" } else { "fig-pred-scores-per-target" }, &[("metric", &e.metric)])}</caption>
                <thead><tr><th scope="col">{what}</th><th scope="col">{e.metric.clone()}</th><th scope="col"><span class="sr">{t("fig-pred-scores-relative")}</span></th><th scope="col">{t("fig-pred-scores-rows")}</th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        {(left_out > 0).then(|| view! { <p class="chart-note">{tf("fig-pred-scores-left-out", &[("n", &int(left_out as i64))])}</p> })}
        <dl class="chart-numbers">
            <div><dt>{t("fig-pred-scores-combined")}</dt><dd data-value="combined">{short(e.combined)}</dd></div>
            <div><dt>{t("fig-pred-scores-objective")}</dt><dd data-value="objective">{short(e.objective)}</dd></div>
            <div><dt>{t("fig-score")}</dt><dd data-value="quality">{short(e.quality)}</dd></div>
        </dl>
    }
    .into_any()
}

#[component]
pub fn PredScoresFigure() -> impl IntoView {
    let memo = use_explained();
    let body = with_explained(memo, scores_table);
    view! {
        <figure class="chart-figure" data-figure="pred-scores">
            <div class="chart-controls"><SubPicker id="pred-scores"/></div>
            {body}
            <figcaption>{move || t("fig-pred-scores-caption")}</figcaption>
        </figure>
    }
}
