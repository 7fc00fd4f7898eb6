//! A coil case's panels: the work plan at a glance and a sequence's penalty, term by term.

use grader::coil::CoilReport;
use leptos::prelude::*;

use crate::components::glance::source_line;
use crate::components::report::row;
use crate::format::{int, num};
use crate::words::{n as local, t};

type Case = <grader::coil::CoilKind as grader::kind::Kind>::Case;

/// The coils, grades, roll sizes and front-width coils of the work plan (or what the
/// evaluator raises on it).
pub fn plan(state: crate::state::CaseState, c: &Case) -> AnyView {
    let Ok(coils) = &c.coils else {
        let e = c.coils.as_ref().err().map(|e| e.error.clone()).unwrap_or_default();
        return view! { <p class="source">{source_line(state)}</p><p class="error">{t("glance-coil-bad-data")}" "{e}</p> }.into_any();
    };
    let n = |x: usize| local(int(x as i64));
    let mut grades: Vec<&str> = coils.coils.iter().map(|c| c.grade.as_str()).collect();
    grades.sort_unstable();
    grades.dedup();
    let small = coils.coils.iter().filter(|c| c.small).count();
    let front = coils.coils.iter().filter(|c| c.is_front()).count();
    view! {
        <dl class="stats">
            <div><dt>{t("glance-coil-coils")}</dt><dd data-stat="rows">{n(coils.coils.len())}</dd></div>
            <div><dt>{t("glance-coil-grades")}</dt><dd>{n(grades.len())}</dd></div>
            <div><dt>{t("glance-coil-small")}</dt><dd>{n(small)}</dd></div>
            <div><dt>{t("glance-coil-front")}</dt><dd>{n(front)}</dd></div>
        </dl>
        <p class="source">{source_line(state)}</p>
    }
    .into_any()
}

fn count(v: Option<usize>) -> String {
    v.map(|x| int(x as i64)).unwrap_or_else(|| "—".into())
}

/// The penalty's terms, the reference and the roll changes.
pub fn breakdown(r: &CoilReport) -> impl IntoView {
    view! {
        <table class="breakdown" id="breakdown">
            <tbody>
                {row(t("report-coil-penalty"), r.penalty.map(int).unwrap_or_else(|| "—".into()), t("report-coil-penalty-note"))}
                {row(t("report-reference-value"), num(r.baseline_cost, 6), t("report-reference-value-note"))}
                {row(t("report-coil-jumps"), count(r.total_violations), t("report-coil-jumps-note"))}
                {row(t("report-coil-rises"), count(r.width_increases), t("report-coil-rises-note"))}
                {row(t("report-coil-groups"), count(r.grade_groups), t("report-coil-groups-note"))}
                {row(t("report-coil-switches"), int(r.roll_switches as i64), t("report-coil-switches-note"))}
            </tbody>
        </table>
    }
}
