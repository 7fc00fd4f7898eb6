//! "What costs most" for a coil sequence graded valid: its penalty split into rule
//! breaks, width rises and grade groups, each with the score were it gone; then the
//! steps that cost most, largest first, each located by its position in the sequence and
//! its two coils' ids. The kind's coach ([`grader::coil::coach`], also `fde-grade coach
//! coil`) measures it from the report and the case's coils; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, opt, LIMIT};
use crate::format::{int, shortest};
use crate::state::Graded;
use crate::words::{n as local, t};

/// The parts and steps of `g`'s sequence (`None`: not a coil case, or a sequence not
/// graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Coil(c), Report::Coil(r)) = (case, &*g.report) else { return None };
    let coach = grader::coil::coach(c, r, LIMIT)?;
    let parts = [
        ("breaks", "kinds-coil-part-breaks", coach.rule_breaks, 10_000, Some(coach.score_without_breaks)),
        ("rises", "kinds-coil-part-rises", coach.width_rises, 100, Some(coach.score_without_rises)),
        ("groups", "kinds-coil-part-groups", coach.grade_groups, 1, None),
    ];
    let parts = parts
        .into_iter()
        .map(|(part, key, count, weight, without)| {
            let cost = count as i64 * weight;
            view! {
                <tr class="coach-part" data-part=part data-count=count data-cost=cost data-score-without=without.map(shortest)>
                    <td>{t(key)}</td>
                    <td class="num">{local(int(count as i64))}</td>
                    <td class="num">{local(int(cost))}</td>
                    <td class="num">{opt(without, 4)}</td>
                </tr>
            }
        })
        .collect_view();
    let steps = coach
        .steps
        .into_iter()
        .map(|s| {
            let what: Vec<String> = [
                (s.linkage, "kinds-coil-linkage"),
                (s.thickness, "kinds-coil-thickness"),
                (s.width, "kinds-coil-width"),
                (s.rise, "kinds-coil-rise"),
                (s.new_group, "kinds-coil-new-group"),
            ]
            .into_iter()
            .filter(|(on, _)| *on)
            .map(|(_, key)| t(key))
            .collect();
            let (from, to) = (s.from.clone(), s.to.clone());
            view! {
                <tr class="coach-step" data-position=s.position data-from=s.from data-to=s.to data-cost=s.cost>
                    <td class="num">{local(int(s.position as i64))}</td>
                    // An id is not broken at its hyphen.
                    <td class="data"><span style="white-space: nowrap">{from}</span>" → "<span style="white-space: nowrap">{to}</span></td>
                    <td>{what.join(", ")}</td>
                    <td class="num">{local(int(s.cost))}</td>
                </tr>
            }
        })
        .collect_view();
    let part_heads = ["kinds-coil-part", "kinds-coil-count", "kinds-coil-cost", "kinds-coil-without"].map(t).to_vec();
    let step_heads = ["kinds-coil-position", "kinds-coil-step", "kinds-coil-what", "kinds-coil-step-cost"].map(t).to_vec();
    Some(
        view! {
            <p class="coach-head" id="coach-head" data-score=shortest(coach.score) data-penalty=coach.penalty
                data-reference=shortest(coach.baseline_cost)>
                {t("kinds-coil-lead")}
            </p>
            {coach_table("parts", part_heads, parts)}
            {coach_table("steps", step_heads, steps)}
        }
        .into_any(),
    )
}
