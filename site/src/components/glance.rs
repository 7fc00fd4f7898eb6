//! The data at a glance: counts and totals, and a small map.

use leptos::prelude::*;

use grader::routing::validate::kg;

#[cfg(feature = "routing")]
use crate::figures::map::RouteMap;
use crate::format::{int, Fixed};
use crate::state::use_case;
use crate::words::{n as local, t, tf};
use grader::case_grader::CaseGrader;

/// "Public data: customers.csv" or "Your data: …".
fn source_line(state: crate::state::CaseState) -> Option<String> {
    state.data.with(|d| {
        d.as_ref()
            .map(|d| if d.own { tf("glance-own-data", &[("file", &d.name())]) } else { tf("glance-public-data", &[("file", &d.name())]) })
    })
}

/// A routing case's numbers: stores, total weight, trucks, how full the fleet is, depot.
fn routing_stats(stores: u64, total: f64, p: &grader::routing::RoutingParams, depot: String) -> impl IntoView {
    let fleet = p.capacity_kg * p.vehicles as f64;
    view! {
        <dl class="stats">
            <div><dt>{t("glance-stores")}</dt><dd data-stat="stores">{local(int(stores as i64))}</dd></div>
            <div><dt>{t("glance-total-weight")}</dt><dd>{local(kg(total))} " kg"</dd></div>
            <div><dt>{t("glance-trucks")}</dt><dd>{p.vehicles} " × " {local(kg(p.capacity_kg))} " kg"</dd></div>
            <div><dt>{t("glance-fleet-filled")}</dt><dd>{if fleet > 0.0 { local(format!("{} %", Fixed(100.0 * total / fleet, 1))) } else { "—".into() }}</dd></div>
            <div><dt>{t("glance-depot")}</dt><dd>{t("glance-code")} " " <code>{depot}</code></dd></div>
        </dl>
    }
}

/// An answer key's numbers and its first rows (id, default).
fn scorecard_stats(state: crate::state::CaseState, n: u64, positives: u64, first: Vec<(String, u8)>) -> AnyView {
    let rows =
        first.into_iter().take(6).map(|(id, y)| view! { <tr><td><code>{id}</code></td><td class="num">{y}</td></tr> }).collect_view();
    view! {
        <dl class="stats">
            <div><dt>{t("glance-customers")}</dt><dd data-stat="rows">{local(int(n as i64))}</dd></div>
            <div><dt>{t("glance-defaulted")}</dt><dd>{local(int(positives as i64))}</dd></div>
            <div><dt>{t("glance-did-not")}</dt><dd>{local(int((n - positives.min(n)) as i64))}</dd></div>
            <div><dt>{t("glance-default-rate")}</dt><dd>{if n > 0 { local(format!("{} %", Fixed(100.0 * positives as f64 / n as f64, 1))) } else { "—".into() }}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
        <table class="peek">
            <caption>{t("glance-first-rows")}</caption>
            <thead><tr><th>"customer_id"</th><th>"default"</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

#[component]
pub fn DataGlance() -> impl IntoView {
    let state = use_case();
    let body = move || {
        // Own data read only in the worker (large): what it says of it, no map.
        if let (Some(sum), Ok(g)) = (state.summary.get(), state.grader.get()) {
            return match &*g {
                #[cfg(feature = "routing")]
                CaseGrader::Routing(c) => view! {
                    {routing_stats(sum.rows, sum.total_weight, &c.params, sum.depot.clone())}
                    <p class="source">{source_line(state)}</p>
                    <p class="note" id="no-map">{t("glance-no-map")}</p>
                }
                .into_any(),
                #[cfg(feature = "prediction")]
                CaseGrader::Prediction(_) => {
                    let p = state.manifest().map(|m| m.parameters.clone()).unwrap_or_default();
                    view! {
                        {crate::components::prediction::stats(&p, Some(sum.rows as usize))}
                        <p class="source">{source_line(state)}</p>
                    }
                    .into_any()
                }
                #[allow(unreachable_patterns)]
                _ => scorecard_stats(state, sum.rows, sum.positives, sum.first.clone()),
            };
        }
        match state.grader.get() {
            Ok(g) => match &*g {
                #[cfg(feature = "routing")]
                CaseGrader::Routing(c) => view! {
                    {routing_stats(c.stores.len() as u64, c.total_weight(), &c.params, c.depot.code.clone())}
                    <p class="source">{source_line(state)}</p>
                    // The map after the score (see `Drawn`).
                    {move || crate::pages::case::Drawn::here().is_none_or(|d| d.get()).then(|| view! { <RouteMap/> })}
                }
                .into_any(),
                #[cfg(feature = "scorecard")]
                CaseGrader::Scorecard(c) => {
                    let d = g.data_summary();
                    scorecard_stats(state, c.truth.len() as u64, c.truth.n_positive() as u64, d.first)
                }
                #[cfg(feature = "uplift")]
                CaseGrader::Uplift(c) => {
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
                                view! {
                                    <tr data-person=p.id.clone()>
                                        <td>{p.name.clone()}<br/><span class="teaches">{p.role.clone()}</span></td>
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
                #[cfg(feature = "prediction")]
                CaseGrader::Prediction(_) => {
                    let p = state.manifest().map(|m| m.parameters.clone()).unwrap_or_default();
                    let peek = state.data.with(|d| d.as_ref().and_then(|d| crate::components::prediction::peek(d.bytes(), 6)));
                    view! {
                        {crate::components::prediction::stats(&p, g.data_summary().rows)}
                        <p class="source">{source_line(state)}</p>
                        {peek}
                    }
                    .into_any()
                }
            },
            Err(diags) => view! {
                <div class="error" role="alert">
                    <p>{t("glance-unreadable")}</p>
                    <ul>{diags.into_iter().map(|d| view! { <li>{d.to_string()}</li> }).collect_view()}</ul>
                </div>
            }
            .into_any(),
        }
    };
    view! {
        <section class="glance" aria-labelledby="glance-h">
            <h2 id="glance-h">{move || t("glance-title")}</h2>
            {body}
        </section>
    }
}
