//! "What costs most" for a prediction file: the core's coach
//! ([`grader::prediction::coach`]), the rows and groups that cost the file most.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, none, opt, pct, signed, LIMIT};
use crate::format::{int, num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t, tf};

/// The coach's findings for `g` against `case`, drawn (`None`: not a prediction case).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Prediction(c), Report::Prediction(r)) = (case, &*g.report) else { return None };
    let s = &g.submission;
    Some(match grader::prediction::coach(c, &s.bytes, &s.file, r, LIMIT) {
        Some(x) => prediction_view(&x),
        None => none(t("kinds-no-explain")),
    })
}

/// Values joined by spaces, each exact (a `data-*` attribute of several targets).
fn exact_list(xs: &[f64]) -> String {
    xs.iter().map(|&x| shortest(x)).collect::<Vec<_>>().join(" ")
}

fn prediction_view(c: &grader::prediction::PredictionCoach) -> AnyView {
    let metric = super::panels::metric_short(&c.metric);
    let without = c.without_worst.as_ref().map(|w| {
        view! {
            <p class="coach-without" id="coach-without" data-n-rows=w.n_rows data-score=shortest(w.score) data-quality=shortest(w.quality) data-gain=shortest(w.gain)>
                {tf("kinds-pred-without", &[
                    ("rows", &local(int(w.n_rows as i64))), ("scored", &local(int(c.n_scored as i64))),
                    ("score", &local(num(w.score, 6))), ("gain", &signed(w.gain, 6)),
                ])}
            </p>
        }
    });
    let loss = loss_words(&c.loss);
    let groups = c
        .groups
        .iter()
        .map(|g| {
            let what = match (g.share, g.value) {
                (Some(s), _) => tf("kinds-pred-share-of", &[("share", &pct(s)), ("loss", &loss)]),
                (None, Some(v)) => format!("{metric} {}", local(num(v, 6))),
                (None, None) => String::new(),
            };
            view! {
                <tr class="coach-group" data-by=g.by.clone() data-name=g.name.clone() data-rows=g.rows data-share=g.share.map(shortest)
                    data-value=g.value.map(shortest) data-score-if-exact=g.score_if_exact.map(shortest) data-gain=g.gain.map(shortest)>
                    <td class="data">{g.by.clone()}</td>
                    <td class="data">{g.name.clone()}</td>
                    <td class="num">{local(int(g.rows as i64))}</td>
                    <td class="num">{what}</td>
                    <td class="num">{opt(g.score_if_exact, 6)}</td>
                    <td class="num">{g.gain.map_or_else(|| "—".into(), |x| signed(x, 6))}</td>
                </tr>
            }
        })
        .collect_view();
    let multi = c.targets.len() > 1;
    let rows = c
        .rows
        .iter()
        .map(|r| {
            let pairs = r
                .pred
                .iter()
                .zip(&r.truth)
                .enumerate()
                .map(|(t, (p, x))| {
                    let name = if multi { format!("{}: ", c.targets.get(t).cloned().unwrap_or_default()) } else { String::new() };
                    tf("kinds-pred-vs", &[("name", &name), ("pred", &crate::format::sig(*p, crate::format::SIG)), ("truth", &crate::format::sig(*x, crate::format::SIG))])
                })
                .collect::<Vec<_>>()
                .join("; ");
            view! {
                <tr class="coach-row" data-row=r.row data-key=serde_json::to_string(&r.key).unwrap_or_default() data-truth=exact_list(&r.truth)
                    data-pred=exact_list(&r.pred) data-loss=exact_list(&r.loss) data-share=shortest(r.share)>
                    <td class="data">{r.key.join(" / ")}</td>
                    <td class="num">{pairs}</td>
                    <td class="num">{pct(r.share)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p class="coach-head" id="coach-head" data-score=shortest(c.score) data-n-scored=c.n_scored data-metric=c.metric.clone()>
            {tf("kinds-pred-head", &[("score", &local(num(c.score, 6))), ("metric", &metric), ("rows", &local(int(c.n_scored as i64)))])}
        </p>
        {without}
        <h3>{t("kinds-pred-groups")}</h3>
        {if c.groups.is_empty() {
            view! { <p class="coach-none" id="coach-no-groups">{t("kinds-pred-no-groups")}</p> }.into_any()
        } else {
            view! {
                <p class="note">{t("kinds-pred-groups-note")}</p>
                {coach_table("groups", vec![
                    t("kinds-col-by"), t("kinds-col-group"), t("kinds-col-rows"), t("kinds-col-costs"), t("kinds-col-score-if-exact"), t("kinds-col-gain"),
                ], groups)}
            }.into_any()
        }}
        <h3>{t("kinds-pred-rows")}</h3>
        {if c.rows.is_empty() {
            view! { <p class="coach-none" id="coach-no-rows">{t("kinds-pred-no-rows")}</p> }.into_any()
        } else {
            view! {
                {coach_table("rows", vec![c.key_names.join(" / "), t("kinds-col-pred-vs-truth"), tf("kinds-col-share-of", &[("loss", &loss)])], rows)}
            }.into_any()
        }}
    }
    .into_any()
}

/// A prediction loss (`absolute error`, ... as the coach names it) in the page's language.
fn loss_words(loss: &str) -> String {
    match loss {
        "absolute error" => t("fig-pred-loss-absolute"),
        "squared error" => t("fig-pred-loss-squared"),
        "truth-weighted squared error" => t("fig-pred-loss-weighted-squared"),
        "absolute percentage error" => t("fig-pred-loss-percent"),
        "symmetric relative error" => t("fig-pred-loss-symmetric"),
        other => other.to_string(),
    }
}
