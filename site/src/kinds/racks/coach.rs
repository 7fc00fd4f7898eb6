//! "What costs most" for a rack plan graded valid: its cost split into the five terms
//! of the case's formula, costliest first, each with the score were it gone; then the
//! placed servers that cost most. The kind's coach ([`grader::racks::coach`], also
//! `fde-grade coach racks`) measures it from the report; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, opt, pct, LIMIT};
use crate::format::{num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t};

/// A term's name on the page (the formula's words, with its weight).
fn term_key(term: &str) -> &'static str {
    match term {
        "power" => "kinds-racks-term-power",
        "slot" => "kinds-racks-term-slot",
        "lit" => "kinds-racks-term-lit",
        "nic" => "kinds-racks-term-nic",
        _ => "kinds-racks-term-unassigned",
    }
}

/// The terms and servers of `g`'s plan (`None`: not a racks case, or a plan not graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Racks(c), Report::Racks(r)) = (case, &*g.report) else { return None };
    let coach = grader::racks::coach(c, r, LIMIT)?;
    let terms = coach
        .terms
        .into_iter()
        .map(|x| {
            let name = t(term_key(&x.term));
            view! {
                <tr class="coach-term" data-term=x.term data-cost=shortest(x.cost) data-share=shortest(x.share) data-score-without=x.score_without.map(shortest)>
                    <td>{name}</td>
                    <td class="num">{local(num(x.cost, 4))}</td>
                    <td class="num">{pct(x.share)}</td>
                    <td class="num">{opt(x.score_without, 6)}</td>
                </tr>
            }
        })
        .collect_view();
    let servers = coach
        .servers
        .into_iter()
        .map(|v| {
            let (server, place) = (v.server.clone(), format!("{} / {}", v.rack, v.pos));
            view! {
                <tr class="coach-server" data-server=v.server data-rack=v.rack data-pos=v.pos data-batch=v.batch data-cost=shortest(v.cost)>
                    <td class="data">{server}</td>
                    <td class="data">{place}</td>
                    <td class="num">{local(num(v.cost, 4))}</td>
                </tr>
            }
        })
        .collect_view();
    let term_heads = ["kinds-racks-term", "kinds-racks-cost", "kinds-racks-share", "kinds-racks-without"].map(t).to_vec();
    let server_heads = ["kinds-racks-server", "kinds-racks-place", "kinds-racks-server-cost"].map(t).to_vec();
    Some(
        view! {
            <p class="coach-head" id="coach-head" data-score=shortest(coach.score) data-cost=shortest(coach.cost) data-reference=shortest(coach.reference) data-unassigned=coach.unassigned>
                {t("kinds-racks-lead")}
            </p>
            {coach_table("terms", term_heads, terms)}
            {coach_table("servers", server_heads, servers)}
        }
        .into_any(),
    )
}
