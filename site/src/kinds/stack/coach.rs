//! "What costs most" for a stack plan graded valid: its objective's three terms (mixed
//! bays, then overweight and moved tons in tenths, each a ten-thousandth of the one
//! before) and each forklift's tons against its daily cap, the fullest first. Read from
//! the report; nothing is graded again.

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
    let m = r.metrics.as_ref().filter(|_| r.valid)?;
    let terms = tf(
        "kinds-stack-terms",
        &[
            ("mixed", &int(m.mixed_bays as i64)),
            ("overweight", &int(r.overweight_tenths.unwrap_or(0))),
            ("moved", &int(r.turnover_tenths.unwrap_or(0))),
        ],
    );
    let mut loads: Vec<_> = r.forklifts.iter().filter(|f| f.cap_tons > 0.0).map(|f| (f, f.used_tons / f.cap_tons)).collect();
    loads.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.id.cmp(&b.0.id)));
    let body = loads
        .into_iter()
        .take(LIMIT)
        .map(|(f, share)| {
            let cell = f.id.clone();
            view! {
                <tr class="coach-forklift" data-forklift=f.id.clone() data-used=shortest(f.used_tons) data-cap=shortest(f.cap_tons)>
                    <td class="data">{cell}</td>
                    <td class="num">{local(num(f.used_tons, 1))}</td>
                    <td class="num">{local(num(f.cap_tons, 1))}</td>
                    <td class="num">{pct(share)}</td>
                </tr>
            }
        })
        .collect_view();
    let heads = ["kinds-stack-forklift", "kinds-stack-used", "kinds-stack-cap", "kinds-stack-full"].map(t).to_vec();
    Some(view! { <p>{t("kinds-stack-lead")}</p> <p class="coach-terms">{terms}</p> {coach_table("forklifts", heads, body)} }.into_any())
}
