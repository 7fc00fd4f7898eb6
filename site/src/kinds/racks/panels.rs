//! A racks case's panels: the hall at a glance and a plan's cost, term by term.

use grader::racks::RacksReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num};
use crate::words::{n as local, t};

type Case = <grader::racks::RacksKind as grader::kind::Kind>::Case;

/// The servers, batches, racks and slots of the case (or what the evaluator raises on it).
pub fn hall(state: crate::state::CaseState, c: &Case) -> AnyView {
    let Ok(d) = &c.data else {
        let e = c.data.as_ref().err().map(|e| e.error.clone()).unwrap_or_default();
        return view! { <p class="source">{source_line(state)}</p><p class="error">{t("glance-racks-bad-data")}" "{e}</p> }.into_any();
    };
    let n = |x: usize| local(int(x as i64));
    let mut batches: Vec<&str> = d.servers.values().map(|s| s.batch.as_str()).collect();
    batches.sort_unstable();
    batches.dedup();
    let slots: usize = d.racks.values().map(|r| r.units.len()).sum();
    let free: usize = d.racks.values().map(|r| r.units.values().filter(|v| **v != 1.0).count()).sum();
    view! {
        <dl class="stats">
            <div><dt>{t("glance-racks-servers")}</dt><dd data-stat="rows">{n(d.servers.len())}</dd></div>
            <div><dt>{t("glance-racks-batches")}</dt><dd>{n(batches.len())}</dd></div>
            <div><dt>{t("glance-racks-racks")}</dt><dd>{n(d.racks.len())}</dd></div>
            <div><dt>{t("glance-racks-free")}</dt><dd>{format!("{} / {}", n(free), n(slots))}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
    }
    .into_any()
}

fn count(v: Option<usize>) -> String {
    v.map(|x| int(x as i64)).unwrap_or_else(|| "—".into())
}

/// The cost, the reference and the counts.
pub fn breakdown(r: &RacksReport) -> impl IntoView {
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-racks-cost"), r.player_objective.map(|c| num(c, 6)).unwrap_or_else(|| "—".into()), t("report-racks-cost-note"))}
                {row(t("report-reference-value"), num(r.reference_value, 6), t("report-reference-value-note"))}
                {row(t("report-racks-allocated"), count(r.n_allocated), t("report-racks-allocated-note"))}
                {row(t("report-racks-unassigned"), count(r.n_unassigned), t("report-racks-unassigned-note"))}
                {row(t("report-racks-batches"), count(r.n_batches), t("report-racks-batches-note"))}
            </tbody>
        </table>
    }
}
