//! A slitting case's panels: the stock and orders at a glance, and a plan's score term
//! by term.

use grader::slitting::SlittingReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num};
use crate::words::{n as local, t};

type Case = <grader::slitting::SlittingKind as grader::kind::Kind>::Case;

/// The coils in stock, their weight, the ordered widths and their weight (or what the
/// evaluator raises on the data).
pub fn stock(state: crate::state::CaseState, c: &Case) -> AnyView {
    let Ok(s) = &c.stock else {
        let e = c.stock.as_ref().err().map(|e| e.error.clone()).unwrap_or_default();
        return view! { <p class="source">{source_line(state)}</p><p class="error">{t("glance-slitting-bad-data")}" "{e}</p> }.into_any();
    };
    let n = |x: usize| local(int(x as i64));
    let kg = |x: f64| local(num(x, 0));
    let stock: f64 = s.coils.iter().map(|c| c.1).sum();
    let ordered: f64 = s.demand.iter().map(|d| d.1).sum();
    view! {
        <dl class="stats">
            <div><dt>{t("glance-slitting-coils")}</dt><dd data-stat="rows">{n(s.coils.len())}</dd></div>
            <div><dt>{t("glance-slitting-stock")}</dt><dd>{kg(stock)}</dd></div>
            <div><dt>{t("glance-slitting-widths")}</dt><dd>{n(s.demand.len())}</dd></div>
            <div><dt>{t("glance-slitting-ordered")}</dt><dd>{kg(ordered)}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
    }
    .into_any()
}

fn opt(v: Option<f64>, places: usize) -> String {
    v.map(|x| num(x, places)).unwrap_or_else(|| "—".into())
}

/// Cuts, scrap, the two scores and the reference.
pub fn breakdown(r: &SlittingReport) -> impl IntoView {
    let m = r.submission_metrics.as_ref();
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-slitting-cuts"), m.map(|m| int(m.cut_times as i64)).unwrap_or_else(|| "—".into()), t("report-slitting-cuts-note"))}
                {row(t("report-slitting-scrap"), opt(m.and_then(|m| m.requirement_ratio), 4), t("report-slitting-scrap-note"))}
                {row(t("report-slitting-cut-score"), opt(m.and_then(|m| m.cut_score), 4), t("report-slitting-cut-score-note"))}
                {row(t("report-slitting-combined"), opt(m.and_then(|m| m.combined_score), 4), t("report-slitting-combined-note"))}
                {row(t("report-slitting-met"), m.map(|m| m.spec_satisfied.clone()).unwrap_or_else(|| "—".into()), t("report-slitting-met-note"))}
                {row(t("report-reference-value"), num(r.reference_value, 6), t("report-reference-value-note"))}
            </tbody>
        </table>
    }
}
