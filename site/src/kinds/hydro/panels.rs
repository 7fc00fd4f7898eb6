//! A hydro case's panels: the cascade at a glance and a plan's energy by station.

use grader::hydro::HydroReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_num, shortest};
use crate::words::{n as local, t};

type Case = <grader::hydro::HydroKind as grader::kind::Kind>::Case;

/// A constant of the case as written (an int without decimals).
pub fn constant(n: grader::hydro::Num) -> String {
    match n {
        grader::hydro::Num::Int(i) => int(i),
        grader::hydro::Num::Float(x) => shortest(x),
    }
}

/// The stations, upstream first: capacity, and for a reservoir its levels.
pub fn cascade(state: crate::state::CaseState, c: &Case) -> AnyView {
    let s = &c.stations;
    let rows = s
        .stations
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let level = |v: &[grader::hydro::Num]| v.get(i).map(|x| local(constant(*x))).unwrap_or_else(|| "—".into());
            view! {
                <tr>
                    <td>{name.clone()}</td>
                    <td class="num">{local(constant(s.p_max[i]))}</td>
                    <td class="num">{level(&s.z_dead)}</td>
                    <td class="num">{level(&s.z_init)}</td>
                    <td class="num">{level(&s.z_max)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <dl class="stats">
            <div><dt>{t("glance-hydro-stations")}</dt><dd data-stat="rows">{local(int(s.stations.len() as i64))}</dd></div>
            <div><dt>{t("glance-hydro-days")}</dt><dd>{local(int(s.days() as i64))}</dd></div>
            <div><dt>{t("glance-hydro-eco")}</dt><dd>{local(constant(s.eco_min))}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
        <table class="peek">
            <caption>{t("glance-hydro-cascade")}</caption>
            <thead><tr>
                <th>{t("glance-hydro-station")}</th><th>{t("glance-hydro-p-max")}</th>
                <th>{t("glance-hydro-z-dead")}</th><th>{t("glance-hydro-z-init")}</th><th>{t("glance-hydro-z-max")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

/// The energy, the reference and each station's share.
pub fn breakdown(r: &HydroReport) -> impl IntoView {
    let stations = r.energy_by_station.iter().map(|s| row(s.station.clone(), num(s.energy, 4), String::new())).collect_view();
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-hydro-energy"), opt_num(r.player_objective, 6), t("report-hydro-energy-note"))}
                {row(t("report-reference-value"), num(r.reference_value, 6), t("report-reference-value-note"))}
                {row(t("report-hydro-violations"), int(r.n_violations as i64), t("report-hydro-violations-note"))}
                {stations}
            </tbody>
        </table>
    }
}
