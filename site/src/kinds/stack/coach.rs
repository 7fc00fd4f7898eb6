//! "What costs most" for a stack plan graded valid: its objective's three terms (mixed
//! bays, then overweight and moved tons in tenths, each a ten-thousandth of the one
//! before) and each forklift's tons against its daily cap, the fullest first. The kind's
//! coach ([`grader::stack::coach`], also `fde-grade coach stack`) reads it from the
//! report; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, pct, LIMIT};
use crate::format::{int, num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t, tf};

/// The terms and the forklifts' loads of `g`'s plan (`None`: not a stack case, or not
/// graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Stack(_), Report::Stack(r)) = (case, &*g.report) else { return None };
    let coach = grader::stack::coach(r, LIMIT)?;
    let terms = tf(
        "kinds-stack-terms",
        &[("mixed", &int(coach.mixed_bays as i64)), ("overweight", &int(coach.overweight_tenths)), ("moved", &int(coach.moved_tenths))],
    );
    let body = coach
        .forklifts
        .into_iter()
        .map(|f| {
            let cell = f.forklift.clone();
            view! {
                <tr class="coach-forklift" data-forklift=f.forklift data-used=shortest(f.used) data-cap=shortest(f.cap)>
                    <td class="data">{cell}</td>
                    <td class="num">{local(num(f.used, 1))}</td>
                    <td class="num">{local(num(f.cap, 1))}</td>
                    <td class="num">{pct(f.share)}</td>
                </tr>
            }
        })
        .collect_view();
    let heads = ["kinds-stack-forklift", "kinds-stack-used", "kinds-stack-cap", "kinds-stack-full"].map(t).to_vec();
    Some(view! { <p>{t("kinds-stack-lead")}</p> <p class="coach-terms">{terms}</p> {coach_table("forklifts", heads, body)} }.into_any())
}
