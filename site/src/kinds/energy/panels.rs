//! An energy case's panels: the plant and its series at a glance, a plan's cash flow.

use grader::energy::EnergyReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num, opt_num};
use crate::words::{n as local, t};

type Case = <grader::energy::EnergyKind as grader::kind::Kind>::Case;

/// The plant's units: rated power (MW) and the range of their control (the
/// evaluator's constants, `grader::energy::simulate::plant`).
const UNITS: [(&str, &str, &str); 5] = [
    ("PV", "260", "—"),
    ("wind", "300", "—"),
    ("thermal", "150", "[0.33, 1]"),
    ("battery", "100", "[−1, 1]; charge [0.1, 0.9]"),
    ("caes", "150", "0, [−1, −0.33], [0.86, 1]; tanks [0.6, 1] / [0.05, 0.95]"),
];

/// The series' size and a few of their facts, then the plant's units.
pub fn plant(state: crate::state::CaseState, c: &Case) -> AnyView {
    let stats = match &c.series {
        Ok(s) => {
            let peak = s.load.iter().copied().filter(|x| x.is_finite()).fold(f64::NAN, f64::max);
            let wind: Vec<f64> = s.wind.iter().copied().filter(|x| x.is_finite()).collect();
            let mean = wind.iter().sum::<f64>() / wind.len().max(1) as f64;
            let sun = s.pv.iter().filter(|g| **g > 0.0).count();
            view! {
                <dl class="stats">
                    <div><dt>{t("glance-energy-hours")}</dt><dd data-stat="rows">{local(int(s.pv.len() as i64))}</dd></div>
                    <div><dt>{t("glance-energy-load")}</dt><dd>{local(num(peak / 1e6, 1))}</dd></div>
                    <div><dt>{t("glance-energy-wind")}</dt><dd>{local(num(mean, 2))}</dd></div>
                    <div><dt>{t("glance-energy-sun")}</dt><dd>{local(int(sun as i64))}</dd></div>
                </dl>
            }
            .into_any()
        }
        Err(e) => view! { <p class="chart-empty">{format!("{}: {}", e.file, e.error)}</p> }.into_any(),
    };
    let rows = UNITS
        .iter()
        .map(|(unit, p, range)| view! { <tr><td>{*unit}</td><td class="num">{local((*p).to_string())}</td><td>{*range}</td></tr> })
        .collect_view();
    view! {
        {stats}
        <p class="source">{source_line(state)}</p>
        <table class="peek">
            <caption>{t("glance-energy-plant")}</caption>
            <thead><tr><th>{t("glance-energy-unit")}</th><th>{t("glance-energy-power")}</th><th>{t("glance-energy-range")}</th></tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

/// The cash flow, the reference, the penalty, what was out of range.
pub fn breakdown(r: &EnergyReport) -> impl IntoView {
    let out: usize = r.out_of_range.iter().sum();
    let breach_hours: usize = r.breaches.iter().map(|b| b.hours).sum();
    let crash = r.error_info.exception.clone().map(|e| row(t("report-energy-crash"), "—".into(), e));
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-energy-income"), opt_num(r.player_objective, 2), t("report-energy-income-note"))}
                {row(t("report-reference-value"), num(r.reference_value, 6), t("report-reference-value-note"))}
                {row(t("report-energy-penalty"), opt_num(r.total_penalty, 2), t("report-energy-penalty-note"))}
                {row(t("report-energy-out-of-range"), int(out as i64), t("report-energy-out-of-range-note"))}
                {row(t("report-energy-breaches"), int(breach_hours as i64), String::new())}
                {crash}
            </tbody>
        </table>
    }
}
