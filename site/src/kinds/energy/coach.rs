//! "What costs most" for an energy plan graded valid: the year's cash flow by term, the
//! costs largest first, and how much of each store's range the year used. The kind's
//! coach ([`grader::energy::coach`], also `fde-grade coach energy`) measures it from the
//! report; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, pct, LIMIT};
use crate::format::{num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t};

fn term_key(term: &str) -> &'static str {
    match term {
        "pv" => "kinds-energy-term-pv",
        "wind" => "kinds-energy-term-wind",
        "thermal" => "kinds-energy-term-thermal",
        "load" => "kinds-energy-term-load",
        "battery" => "kinds-energy-term-battery",
        "caes" => "kinds-energy-term-caes",
        "grid" => "kinds-energy-term-grid",
        _ => "kinds-energy-term-penalty",
    }
}

/// The cash flow of `g`'s plan by term (`None`: not an energy case, or a plan not graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Energy(_), Report::Energy(r)) = (case, &*g.report) else { return None };
    let coach = grader::energy::coach(r, LIMIT.max(8))?;
    let body = coach
        .terms
        .into_iter()
        .map(|term| {
            let name = t(term_key(&term.term));
            view! {
                <tr class="coach-term" data-term=term.term data-amount=shortest(term.amount)>
                    <td class="data">{name}</td>
                    <td class="num">{local(num(term.amount, 0))}</td>
                    <td class="num">{pct(term.share)}</td>
                </tr>
            }
        })
        .collect_view();
    let heads = ["kinds-energy-term", "kinds-energy-amount", "kinds-energy-share"].map(t).to_vec();
    Some(view! { <p>{t("kinds-energy-lead")}</p> {coach_table("terms", heads, body)} }.into_any())
}
