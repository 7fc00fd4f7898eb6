//! "What costs most" for a scorecard file: the core's coach
//! ([`grader::scorecard::coach`]), the bands that cost the file most.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, none, signed, LIMIT};
use crate::format::{int, num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t, tf};

/// The coach's findings for `g` against `case`, drawn (`None`: not a scorecard case).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Scorecard(c), Report::Scorecard(_)) = (case, &*g.report) else { return None };
    let s = &g.submission;
    Some(match grader::scorecard::coach(&c.truth, &c.params, &s.bytes, &s.file, LIMIT) {
        Some(x) => scorecard_view(&x),
        None => none(t("kinds-not-valid")),
    })
}

fn scorecard_view(c: &grader::scorecard::ScorecardCoach) -> AnyView {
    let bands = c
        .bands
        .iter()
        .map(|b| {
            view! {
                <tr class="coach-band" data-score=shortest(b.band.score) data-rows=b.band.rows data-defaulters=b.band.defaulters
                    data-repayers=b.band.repayers data-ks-if-broken=shortest(b.band.ks_if_broken) data-auc-if-broken=shortest(b.band.auc_if_broken)
                    data-score-if-broken=shortest(b.score_if_broken) data-gain=shortest(b.gain)>
                    <td class="num" title=crate::format::exact(b.band.score)>{crate::format::sig(b.band.score, crate::format::SIG)}</td>
                    <td class="num">{local(int(b.band.rows as i64))}</td>
                    <td class="num">{local(int(b.band.defaulters as i64))}</td>
                    <td class="num">{local(int(b.band.repayers as i64))}</td>
                    <td class="num">{local(num(b.band.ks_if_broken, 6))}</td>
                    <td class="num">{local(num(b.band.auc_if_broken, 6))}</td>
                    <td class="num">{local(num(b.score_if_broken, 6))}</td>
                    <td class="num">{signed(b.gain, 6)}</td>
                </tr>
            }
        })
        .collect_view();
    let rows = c
        .rows
        .iter()
        .map(|r| {
            view! {
                <tr class="coach-row" data-customer-id=r.customer_id.clone() data-line=r.line data-defaulter=r.row.defaulter.to_string()
                    data-score=shortest(r.row.score) data-auc-loss=shortest(r.row.auc_loss)>
                    <td class="data">{r.customer_id.clone()}</td>
                    <td class="num">{local(int(r.line as i64))}</td>
                    <td>{if r.row.defaulter { t("kinds-defaulted") } else { t("kinds-repaid") }}</td>
                    <td class="num" title=crate::format::exact(r.row.score)>{crate::format::sig(r.row.score, crate::format::SIG)}</td>
                    <td class="num">{local(num(r.row.auc_loss, 6))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p class="coach-head" id="coach-head" data-score=shortest(c.score) data-auc=shortest(c.auc) data-ks=shortest(c.ks)>
            {tf("kinds-sc-head", &[("score", &local(num(c.score, 6))), ("auc", &local(num(c.auc, 6))), ("ks", &local(num(c.ks, 6)))])}
        </p>
        <h3>{t("kinds-sc-bands")}</h3>
        {if c.bands.is_empty() {
            view! { <p class="coach-none" id="coach-no-bands">{t("kinds-sc-no-bands")}</p> }.into_any()
        } else {
            view! {
                <p class="note">{t("kinds-sc-bands-note")}</p>
                {coach_table("bands", vec![
                    t("kinds-col-score"), t("kinds-col-rows"), t("kinds-defaulted"), t("kinds-repaid"),
                    t("kinds-col-ks-if-broken"), t("kinds-col-auc-if-broken"), t("kinds-col-score-if-broken"), t("kinds-col-gain"),
                ], bands)}
            }.into_any()
        }}
        <h3>{t("kinds-sc-rows")}</h3>
        {if c.rows.is_empty() {
            view! { <p class="coach-none" id="coach-no-rows">{t("kinds-sc-no-rows")}</p> }.into_any()
        } else {
            view! {
                <p class="note">{t("kinds-sc-rows-note")}</p>
                {coach_table("rows", vec![
                    t("kinds-col-customer"), t("kinds-col-line"), t("kinds-col-outcome"), t("kinds-col-score"), t("kinds-col-auc-lost"),
                ], rows)}
            }.into_any()
        }}
    }
    .into_any()
}
