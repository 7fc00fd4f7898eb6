//! An uplift case's panels: its people at a glance and its report's breakdown.

use grader::uplift::UpliftReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::{label, row};
use crate::format::{int, opt_num};
use crate::state::CaseState;
use crate::words::{n as local, t, tf};

/// The people of `people.json` (`c.costs`) as the grader reads them.
pub fn people(state: CaseState, c: &<grader::uplift::UpliftKind as grader::kind::Kind>::Case) -> AnyView {
    let people = c.costs.as_ref().and_then(|f| grader::uplift::parse_costs(f.text.as_bytes(), &f.name).ok());
    let opt = |x: Option<f64>| x.map(crate::format::shortest).unwrap_or_else(|| "—".into());
    // What else the grader reads of a person.
    let notes = |p: &grader::uplift::Person| {
        let mut n = Vec::new();
        if p.off_limits {
            n.push(t("glance-off-limits"));
        }
        if let Some(f) = p.over_factor {
            n.push(tf("glance-over-limit", &[("factor", &local(crate::format::shortest(f)))]));
        }
        if let Some(g) = p.gone_after_asks {
            n.push(tf("glance-gone-after", &[("count", &local(crate::format::shortest(g)))]));
        }
        n.join(" · ")
    };
    let rows = people.as_ref().map(|c| {
        c.people
            .iter()
            .map(|p| {
                let (id, en) = (p.id.clone(), p.role.clone());
                let role = move || state.info.role_in(crate::words::lang(), &id, &en);
                view! {
                    <tr data-person=p.id.clone()>
                        <td>{p.name.clone()}<br/><span class="teaches role">{role}</span></td>
                        <td><code>{p.id.clone()}</code></td>
                        // As people.json has them (shortest form: 0.015, not 0.01), as the grader reads them.
                        <td class="num" data-field="cost">{crate::format::shortest(p.cost)}</td>
                        <td class="num" data-field="soft_limit">{opt(p.soft_limit)}</td>
                        <td class="num" data-field="patience">{opt(p.patience)}</td>
                        <td data-field="notes">{notes(p)}</td>
                    </tr>
                }
            })
            .collect_view()
    });
    view! {
        <p class="source">{source_line(state)}</p>
        {rows.map(|rows| view! {
            <div class="table-wrap">
                <table class="peek">
                    <caption>{t("glance-people")}</caption>
                    <thead><tr><th>{t("glance-person")}</th><th>"id"</th><th>{t("glance-cost")}</th><th>{t("glance-soft-limit")}</th><th>{t("glance-patience")}</th><th></th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        })}
    }
    .into_any()
}

pub fn uplift_breakdown(r: &UpliftReport) -> impl IntoView {
    let incidents = r.incidents.as_array().map(|a| a.len()).unwrap_or(0);
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row("KPI".into(), opt_num(r.kpi, 4), tf("report-kpi-note", &[("baseline", &local(opt_num(r.kpi_baseline, 4))), ("oracle", &local(opt_num(r.kpi_oracle, 4)))]))}
                {row(t("report-uplift"), opt_num(r.uplift, 4), t("report-uplift-note"))}
                {row(t("report-uplift-bounded"), opt_num(r.uplift_bounded, 4), t("report-uplift-bounded-note"))}
                {row(t("report-incidents"), int(incidents as i64), t("report-incidents-note"))}
                {row(t("report-contact-cost"), opt_num(r.contact_cost, 4), tf("report-contact-lines", &[("count", &r.contact_lines.len().to_string())]))}
                {row(t("report-uplift-net"), opt_num(r.uplift_net, 4), t("report-uplift-net-note"))}
                {row(t("report-points"), r.points_display.clone(), t("report-points-note"))}
                {r.if_repaired.as_ref().map(|x| row(
                    t("report-if-repaired"),
                    x.points_display.clone(),
                    tf("report-if-repaired-note", &[("verdict", &crate::words::verdict_name(&label(&x.verdict))), ("net", &local(opt_num(x.uplift_net, 4)))]),
                ))}
                {r.server_view.as_ref().map(|x| row(
                    t("report-repriced"),
                    x.points_display.clone(),
                    tf("report-repriced-note", &[
                        ("label", &if x.label == "what the server would have charged" { t("report-repriced-label") } else { x.label.clone() }),
                        ("cost", &local(opt_num(x.contact_cost, 4))),
                        ("net", &local(opt_num(x.uplift_net, 4))),
                        ("verdict", &crate::words::verdict_name(&label(&x.verdict))),
                        ("count", &x.lines_differing.to_string()),
                    ]),
                ))}
                {row(t("report-ask-log"), if r.ledger.given { t("report-ledger") } else { "—".to_string() }, ledger_status(&r.ledger.status, &r.diagnostics))}
            </tbody>
        </table>
    }
}

/// The ledger check's status (the core's English) in the page's language; a check that
/// could not run says why as its harness failure does.
fn ledger_status(s: &str, diagnostics: &[grader::Diagnostic]) -> String {
    if let Some(said) = grader::uplift::ledger::not_checked_in(s, diagnostics, crate::words::lang()) {
        return said;
    }
    match s {
        "verified against the ledger" => t("report-ledger-verified"),
        "altered" => t("report-ledger-altered"),
        s if s.starts_with("not checked: no ledger entry") => t("report-ledger-none"),
        s => match s.strip_prefix("not checked: ") {
            Some(why) => tf("report-ledger-not-checked", &[("why", why)]),
            None => s.to_string(),
        },
    }
}
