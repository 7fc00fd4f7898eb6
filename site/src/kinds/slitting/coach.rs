//! "What costs most" for a slitting plan graded valid: the score with one cut fewer and
//! with no scrap (the rest as it is), which adds more, and the cuts that leave the most
//! scrap. The kind's coach ([`grader::slitting::coach`], also `fde-grade coach
//! slitting`) measures it from the report with the grade's own score; nothing is graded
//! again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, opt, pct, signed, LIMIT};
use crate::format::{num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t};

/// The two parts and the scrap of `g`'s plan (`None`: not a slitting case, or a plan not
/// graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Slitting(c), Report::Slitting(r)) = (case, &*g.report) else { return None };
    let coach = grader::slitting::coach(c, r, LIMIT)?;
    let parts = [
        ("cuts", "kinds-slitting-fewer", coach.score_one_cut_fewer, coach.gain_one_cut_fewer),
        ("scrap", "kinds-slitting-clean", Some(coach.score_without_scrap), Some(coach.gain_without_scrap)),
    ]
    .into_iter()
    .map(|(part, key, score, gain)| {
        let most = coach.costliest == part;
        view! {
            <tr class="coach-part" class:costliest=most data-part=part data-score-if=score.map(shortest) data-gain=gain.map(shortest)>
                <td>{t(key)}</td>
                <td class="num">{opt(score, 6)}</td>
                <td class="num">{gain.map_or_else(|| "—".to_string(), |x| signed(x, 6))}</td>
            </tr>
        }
    })
    .collect_view();
    let cuts = coach
        .scrap_cuts
        .into_iter()
        .map(|k| {
            let (label, mother, used) = (k.label.clone(), k.mother.clone(), format!("{} / {}", local(num(k.used, 1)), local(num(k.width, 1))));
            view! {
                <tr class="coach-cut" data-label=k.label data-mother=k.mother data-width=shortest(k.width) data-used=shortest(k.used)
                    data-weight=shortest(k.weight) data-scrap=shortest(k.scrap) data-share=shortest(k.share)>
                    <td class="data">{label}</td>
                    <td class="data">{mother}</td>
                    <td class="num">{used}</td>
                    <td class="num">{local(num(k.scrap, 2))}</td>
                    <td class="num">{pct(k.share)}</td>
                </tr>
            }
        })
        .collect_view();
    let part_heads = ["kinds-slitting-part", "kinds-slitting-score-if", "kinds-slitting-gain"].map(t).to_vec();
    let cut_heads = ["kinds-slitting-cut", "kinds-slitting-coil", "kinds-slitting-used", "kinds-slitting-scrap", "kinds-slitting-share"].map(t).to_vec();
    Some(
        view! {
            <p class="coach-head" id="coach-head" data-score=shortest(coach.score) data-cuts=coach.cuts data-cut-score=shortest(coach.cut_score)
                data-utilization=shortest(coach.utilization) data-weight=shortest(coach.weight) data-scrap=shortest(coach.scrap) data-costliest=coach.costliest.clone()>
                {t("kinds-slitting-lead")}
            </p>
            {coach_table("parts", part_heads, parts)}
            {coach_table("cuts", cut_heads, cuts)}
        }
        .into_any(),
    )
}
