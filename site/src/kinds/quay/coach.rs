//! "What costs most" for a quay schedule graded valid: its cost's two terms and each
//! crane's moves, work and idle time, the most moving first. The kind's coach
//! ([`grader::quay::coach`], also `fde-grade coach quay`) measures it from the report's
//! timelines; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, pct, LIMIT};
use crate::format::{int, num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t, tf};

/// The cranes' loads of `g`'s schedule (`None`: not a quay case, or not graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Quay(_), Report::Quay(r)) = (case, &*g.report) else { return None };
    let coach = grader::quay::coach(r, LIMIT)?;
    let terms = tf(
        "kinds-quay-terms",
        &[("cranes", &int(coach.cranes as i64)), ("crane_term", &local(num(coach.crane_term, 0))), ("moves", &local(num(coach.moves, 0)))],
    );
    let body = coach
        .loads
        .into_iter()
        .map(|l| {
            let cell = l.crane.clone();
            view! {
                <tr class="coach-crane" data-crane=l.crane data-moves=shortest(l.moves) data-wait=shortest(l.wait)>
                    <td class="data">{cell}</td>
                    <td class="num">{local(num(l.moves, 0))}</td>
                    <td class="num">{pct(l.share)}</td>
                    <td class="num">{local(num(l.work, 0))}</td>
                    <td class="num">{local(num(l.wait, 0))}</td>
                </tr>
            }
        })
        .collect_view();
    let heads = ["kinds-quay-crane", "kinds-quay-moves", "kinds-quay-share", "kinds-quay-work", "kinds-quay-wait"].map(t).to_vec();
    Some(view! { <p>{t("kinds-quay-lead")}</p> <p class="coach-terms">{terms}</p> {coach_table("cranes", heads, body)} }.into_any())
}
