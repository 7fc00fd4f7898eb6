//! Uplift-scored engagements (FDE-Gym): the uplift ladder, the people at a glance, what
//! costs a run most.

pub mod coach;
pub mod ladder;
pub mod panels;

use grader::case_grader::CaseGrader;
use grader::uplift::{UpliftKind, UpliftReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::{Format, UPLIFT_ASK_LOG, UPLIFT_PEOPLE, UPLIFT_RESULT};
use crate::components::glance::source_line;
use crate::components::report::label;
use crate::components::request::inline;
use crate::figures::registry::{Draw, Figure, Section};
use crate::format::num;
use crate::kinds::{Ladder, SiteKind};
use crate::state::{CaseState, DataSummary};
use crate::words::{n as local, t, tf};

type Case = <UpliftKind as grader::kind::Kind>::Case;

impl SiteKind for UpliftKind {
    /// FDE-Gym's pass line: a run passes at a net uplift of 0.8.
    const LADDER: Ladder = Ladder { score_head: "fig-rule-ladder-net-uplift", aria: "fig-rule-ladder-aria-uplift", pass: Some(0.8) };

    fn figures() -> Vec<Figure> {
        vec![Figure {
            id: "uplift-ladder",
            title_key: "fig-uplift-ladder-title",
            kind: Some(grader::case::CaseKind::Uplift),
            section: Section::Charts,
            draw: Draw::Case(|| view! { <ladder::UpliftLadder/> }.into_any()),
        }]
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        panels::people(state, c)
    }

    /// Own people read only in the worker (too large for the page): where they come
    /// from, not the table.
    fn glance_summary(state: CaseState, _: &Case, _: &DataSummary) -> AnyView {
        view! { <p class="source">{source_line(state)}</p> }.into_any()
    }

    fn formula(_: CaseState, _: &Case) -> AnyView {
        let steps = [t("formula-uplift-uplift"), t("formula-uplift-incident"), t("formula-uplift-cost"), t("formula-uplift-net")];
        view! { <ol class="formula-steps">{steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}</ol> }.into_any()
    }

    fn verdict(r: &UpliftReport) -> (String, &'static str) {
        let v = label(&r.verdict);
        let class = if v == "accepted" { "valid" } else { "rejected" };
        let mut s = crate::words::verdict_name(&v);
        if crate::words::lang() == i18n::Lang::En {
            s = v[..1].to_ascii_uppercase() + &v[1..];
        }
        if let Some(why) = &r.error_reason {
            // The harness or the site fails on this run: the site shows `error`.
            s = tf("report-error", &[("why", why.as_str())]);
        } else if !r.valid {
            s = tf("report-rejected-ungraded", &[("verdict", &crate::words::verdict_name(&v))]);
        }
        (s, class)
    }

    fn breakdown(r: &UpliftReport) -> AnyView {
        panels::uplift_breakdown(r).into_any()
    }

    fn cost_note(r: &UpliftReport) -> Option<String> {
        let c = r.contact_cost.filter(|c| *c > 0.0)?;
        Some(tf("report-cost-uplift", &[("cost", &local(num(c, 4))), ("count", &r.contact_lines.len().to_string())]))
    }

    fn ladder_rung(r: &UpliftReport) -> (Option<f64>, Vec<String>) {
        use crate::figures::inputs::json;
        use crate::figures::text::tf;
        use crate::format::{local, score_local};
        let mut costs = Vec::new();
        if r.ladder.incident_clamp {
            costs.push(tf(
                "fig-rule-ladder-incident",
                &[("uplift", &score_local(r.exact.uplift_rounded)), ("capped", &score_local(r.uplift))],
            ));
        }
        if let Some(c) = r.contact_cost.filter(|&c| c != 0.0) {
            costs.push(tf("fig-rule-ladder-contact", &[("cost", &local(&json(c)))]));
        }
        if r.valid && !r.ladder.passes {
            costs.push(tf("fig-rule-ladder-below", &[("line", &local(&json(r.ladder.threshold)))]));
        }
        (r.uplift_net, costs)
    }

    fn formats() -> Vec<Format> {
        vec![UPLIFT_RESULT, UPLIFT_ASK_LOG, UPLIFT_PEOPLE]
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}
