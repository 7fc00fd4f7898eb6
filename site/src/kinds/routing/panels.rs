//! A routing case's panels: its stores at a glance and its report's breakdown.

use grader::routing::validate::kg;
use grader::routing::RoutingReport;
use leptos::prelude::*;

use crate::components::report::row;
use crate::format::{duration, int, num, opt_int, Fixed};
use crate::words::{n as local, t, tf};

/// A routing case's numbers: stores, total weight, trucks, how full the fleet is, depot.
pub fn routing_stats(stores: u64, total: f64, p: &grader::routing::RoutingParams, depot: String) -> impl IntoView {
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

pub fn routing_breakdown(r: &RoutingReport, reference: f64) -> impl IntoView {
    let e = r.exact;
    let time_note = e.map(|e| duration(e.total_seconds)).unwrap_or_default();
    let balance_note = e
        .map(|e| tf("report-balance-note", &[("longest", &duration(e.max_route_seconds)), ("shortest", &duration(e.min_route_seconds))]))
        .unwrap_or_default();
    let would = (!r.valid).then(|| e.map(|e| view! {
        <p class="would">{tf("report-would", &[("cost", &local(num(e.cost, 0))), ("score", &local(num(if e.cost > 0.0 { reference / e.cost } else { 0.0 }, 4)))])}</p>
    })).flatten();
    let routes = r
        .routes
        .iter()
        .map(|x| {
            view! {
                <tr>
                    <td class="num">{x.index + 1}</td>
                    <td>{x.id.clone().unwrap_or_default()}</td>
                    <td class="num">{x.stops.len()}</td>
                    <td class="num">{kg(x.load_kg)}</td>
                    <td class="num">{duration(x.seconds)}</td>
                    <td class="num">{if x.hull.is_empty() { "—".to_string() } else { x.hull.len().to_string() }}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-routes"), opt_int(r.n_routes.map(|n| n as i64)), String::new())}
                {row(t("report-total-time"), opt_int(r.total_duration_s), time_note)}
                {row(t("report-balance"), opt_int(r.balance_penalty), balance_note)}
                {row(t("report-intrusions"), opt_int(r.hull_intrusions.map(|n| n as i64)), t("report-intrusions-note"))}
                {row(t("report-crossings"), opt_int(r.segment_crossings.map(|n| n as i64)), t("report-crossings-note"))}
                {row(t("report-spatial"), opt_int(r.spatial_penalty), t("report-spatial-note"))}
                {row(t("report-cost"), opt_int(r.submission_cost), String::new())}
                {row(t("report-reference-cost"), opt_int(r.reference_cost), String::new())}
            </tbody>
        </table>
        {would}
        {(!r.routes.is_empty()).then(|| view! {
            <details class="routes">
                <summary>{tf("report-the-routes", &[("count", &r.routes.len().to_string())])}</summary>
                <div class="table-wrap">
                    <table>
                        <thead><tr><th>"#"</th><th>"id"</th><th>{t("report-col-stops")}</th><th>{t("report-col-load")}</th><th>{t("report-col-time")}</th><th>{t("report-col-hull")}</th></tr></thead>
                        <tbody>{routes}</tbody>
                    </table>
                </div>
            </details>
        })}
    }
}
