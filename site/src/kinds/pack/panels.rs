//! A pack case's panels: the SKUs and the container at a glance, a load's counts.

use grader::pack::PackReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_int, opt_num, shortest};
use crate::words::{n as local, t, tf};

type Case = <grader::pack::PackKind as grader::kind::Kind>::Case;

/// A size as written, `—` when blank.
fn size(x: Option<f64>) -> String {
    x.map(|v| local(shortest(v))).unwrap_or_else(|| "—".into())
}

/// The SKUs (size, weight, how many are required) and the container (or what the
/// evaluator raises on the workbook).
pub fn load_list(state: crate::state::CaseState, c: &Case) -> AnyView {
    let s = match &c.specs {
        Ok(s) => s,
        Err(e) => {
            let text = format!("{} ({})", e.error, e.place());
            return view! { <p class="source">{source_line(state)}</p><p class="error">{t("glance-pack-bad-data")}" "{text}</p> }.into_any();
        }
    };
    let rows = s
        .skus
        .iter()
        .map(|k| {
            let dims = format!("{} × {} × {}", size(k.length), size(k.width), size(k.height));
            let need = k.required.map(|q| local(num(q, 0))).unwrap_or_else(|| t("glance-pack-any"));
            view! {
                <tr><td>{k.id.clone()}</td><td class="num">{dims}</td><td class="num">{size(k.weight)}</td><td class="num">{need}</td></tr>
            }
        })
        .collect_view();
    let b = &s.container;
    let inside = format!("{} × {} × {}", size(b.length), size(b.width), size(b.height));
    view! {
        <dl class="stats">
            <div><dt>{t("glance-pack-skus")}</dt><dd data-stat="rows">{local(int(s.skus.len() as i64))}</dd></div>
            <div><dt>{t("glance-pack-container")}</dt><dd>{inside}</dd></div>
            <div><dt>{t("glance-pack-limit")}</dt><dd>{size(b.max_weight)}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
        <table class="peek">
            <caption>{t("glance-pack-table")}</caption>
            <thead><tr>
                <th>{t("glance-pack-sku")}</th><th>{t("glance-pack-size")}</th><th>{t("glance-pack-weight")}</th><th>{t("glance-pack-required")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

/// ITEM_C's count against the reference, the required counts, the weight and the space.
pub fn breakdown(r: &PackReport) -> impl IntoView {
    let counts = format!("{} · {}", opt_int(r.sku1_count.map(|n| n as i64)), opt_int(r.sku2_count.map(|n| n as i64)));
    let weight = match (r.total_weight, r.container.max_weight) {
        (Some(w), Some(m)) => tf("report-pack-weight-of", &[("weight", &num(w, 2)), ("limit", &shortest(m))]),
        (w, _) => opt_num(w, 2),
    };
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-pack-item-c"), opt_int(r.sku3_count.map(|n| n as i64)), t("report-pack-item-c-note"))}
                {row(t("report-reference-value"), num(r.baseline_cost, 6), t("report-reference-value-note"))}
                {row(t("report-pack-required"), counts, t("report-pack-required-note"))}
                {row(t("report-pack-weight"), weight, t("report-pack-weight-note"))}
                {row(t("report-pack-space"), opt_num(r.space_utilization, 4), t("report-pack-space-note"))}
                {row(t("report-pack-violations"), int(r.n_violations as i64), t("report-pack-violations-note"))}
            </tbody>
        </table>
    }
}
