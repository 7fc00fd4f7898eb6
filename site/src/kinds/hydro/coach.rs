//! "What costs most" for a hydro plan graded valid: each station's energy against what
//! its capacity would give over the horizon, the stations that fall shortest first. The
//! numbers are the report's and the case's limits; nothing is graded again.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, pct, LIMIT};
use crate::format::{num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t};

/// The shortfalls of `g`'s plan (`None`: not a hydro case).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Hydro(c), Report::Hydro(r)) = (case, &*g.report) else { return None };
    let hours = 24.0 * c.stations.days() as f64;
    let mut rows: Vec<(String, f64, f64)> =
        r.energy_by_station.iter().zip(&r.limits.p_max).map(|(e, p)| (e.station.clone(), e.energy, p * hours)).collect();
    let gap: f64 = rows.iter().map(|(_, e, most)| most - e).sum();
    rows.sort_by(|a, b| (b.2 - b.1).total_cmp(&(a.2 - a.1)));
    let body = rows
        .into_iter()
        .take(LIMIT)
        .map(|(name, e, most)| {
            let share = if gap > 0.0 { (most - e) / gap } else { 0.0 };
            let cell = name.clone();
            view! {
                <tr class="coach-station" data-station=name data-energy=shortest(e) data-most=shortest(most)>
                    <td class="data">{cell}</td>
                    <td class="num">{local(num(e, 1))}</td>
                    <td class="num">{local(num(most, 1))}</td>
                    <td class="num">{pct(share)}</td>
                </tr>
            }
        })
        .collect_view();
    let heads = ["kinds-hydro-station", "kinds-hydro-energy", "kinds-hydro-most", "kinds-hydro-share"].map(t).to_vec();
    Some(view! { <p>{t("kinds-hydro-lead")}</p> {coach_table("stations", heads, body)} }.into_any())
}
