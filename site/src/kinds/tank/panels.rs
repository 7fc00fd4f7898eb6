//! A tank case's panels: the stations and tankers at a glance, a plan's distance.

use grader::tank::{TankFacts, TankReport};
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_num};
use crate::words::{n as local, t};

/// Stations, orders, litres, vehicle types and compartments (from the kind's own summary).
pub fn stations(state: crate::state::CaseState, f: TankFacts) -> AnyView {
    let n = |x: usize| local(int(x as i64));
    view! {
        <dl class="stats">
            <div><dt>{t("glance-tank-stations")}</dt><dd data-stat="rows">{n(f.stations)}</dd></div>
            <div><dt>{t("glance-tank-orders")}</dt><dd>{n(f.orders)}</dd></div>
            <div><dt>{t("glance-tank-litres")}</dt><dd>{local(num(f.litres, 1))}</dd></div>
            <div><dt>{t("glance-tank-vehicles")}</dt><dd>{n(f.vehicle_types)}" · "{n(f.compartments)}</dd></div>
            <div><dt>{t("glance-tank-connect")}</dt><dd>{f.connect_size.map(|c| local(int(c))).unwrap_or_else(|| "—".into())}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
    }
    .into_any()
}

/// The distance (the score's), the trips' own, the reference, the trips and broken rules.
pub fn breakdown(r: &TankReport) -> impl IntoView {
    let km = |m: Option<f64>| opt_num(m.map(|m| m / 1000.0), 3);
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-tank-distance"), km(r.total_distance), t("report-tank-distance-note"))}
                {row(t("report-reference-value"), num(r.reference_value / 1000.0, 3), t("report-tank-reference-note"))}
                {row(t("report-tank-own"), km(r.self_reported_distance), t("report-tank-own-note"))}
                {row(t("report-tank-trips"), int(r.trips.len() as i64), t("report-tank-trips-note"))}
                {row(t("report-tank-violations"), int(r.n_violations as i64), t("report-tank-violations-note"))}
                {row(t("report-tank-warnings"), int(r.warnings.len() as i64), t("report-tank-warnings-note"))}
            </tbody>
        </table>
    }
}
