//! "What costs most" for a hydro plan graded valid: each station's energy against what
//! its capacity would give over the horizon, the stations that fall shortest first. The
//! kind's coach ([`grader::hydro::coach`], also `fde-grade coach hydro`) measures it from
//! the report and the case's limits; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, pct, LIMIT};
use crate::format::{num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t};

/// The shortfalls of `g`'s plan (`None`: not a hydro case, or a plan not graded valid).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Hydro(c), Report::Hydro(r)) = (case, &*g.report) else { return None };
    let coach = grader::hydro::coach(c, r, LIMIT)?;
    let body = coach
        .stations
        .into_iter()
        .map(|s| {
            let cell = s.station.clone();
            view! {
                <tr class="coach-station" data-station=s.station data-energy=shortest(s.energy) data-most=shortest(s.most)>
                    <td class="data">{cell}</td>
                    <td class="num">{local(num(s.energy, 1))}</td>
                    <td class="num">{local(num(s.most, 1))}</td>
                    <td class="num">{pct(s.share)}</td>
                </tr>
            }
        })
        .collect_view();
    let heads = ["kinds-hydro-station", "kinds-hydro-energy", "kinds-hydro-most", "kinds-hydro-share"].map(t).to_vec();
    Some(view! { <p>{t("kinds-hydro-lead")}</p> {coach_table("stations", heads, body)} }.into_any())
}
