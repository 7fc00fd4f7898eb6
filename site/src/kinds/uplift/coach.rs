//! "What costs most" for an uplift run: the core's coach ([`grader::uplift::coach`]),
//! the lines that cost the run most.

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::components::coach_kinds::{coach_table, opt, pct, signed, LIMIT};
use crate::format::{int, num, shortest};
use crate::state::Graded;
use crate::words::{n as local, t, tf};

/// The coach's findings for `g` against `case`, drawn (`None`: not an uplift case).
#[allow(irrefutable_let_patterns)] // one kind per build
pub fn view(case: &CaseGrader, g: &Graded) -> Option<AnyView> {
    let (CaseGrader::Uplift(c), Report::Uplift(_)) = (case, &*g.report) else { return None };
    let s = &g.submission;
    let extras: Vec<(&str, &[u8])> = s.extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    Some(uplift_view(&grader::uplift::coach(&c.input(&s.bytes, &s.file, &extras), LIMIT)))
}

/// A serde enum's name (`ask`, `accepted`).
fn name_of<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_value(x).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

fn uplift_view(c: &grader::uplift::UpliftCoach) -> AnyView {
    let lines = c
        .lines
        .iter()
        .map(|l| {
            let kind = name_of(&l.kind);
            let kind_text = event_words(&kind);
            view! {
                <tr class="coach-line" data-line=l.line data-type=kind data-to=l.to.clone() data-cost=shortest(l.cost) data-share=shortest(l.share)>
                    <td class="num">{local(int(l.line as i64))}</td>
                    <td>{kind_text}</td>
                    <td class="data">{l.to.clone().unwrap_or_else(|| "—".into())}</td>
                    <td class="num">{local(num(l.cost, 4))}</td>
                    <td class="num">{pct(l.share)}</td>
                </tr>
            }
        })
        .collect_view();
    let without = c.without.as_ref().map(|w| {
        let listed: Vec<String> = w.lines.iter().map(|n| n.to_string()).collect();
        view! {
            <p class="coach-without" id="coach-without" data-lines=listed.join(" ") data-contact-cost=w.contact_cost.map(shortest)
                data-uplift-net=w.uplift_net.map(shortest) data-gain=w.gain.map(shortest) data-verdict=name_of(&w.verdict)
                data-points=w.points_display.clone()>
                {tf("kinds-up-without", &[
                    ("lines", &local(int(w.lines.len() as i64))), ("cost", &opt(w.contact_cost, 4)), ("net", &opt(w.uplift_net, 4)),
                    ("gain", &w.gain.map_or_else(|| "—".into(), |x| signed(x, 4))), ("verdict", &crate::words::verdict_name(&name_of(&w.verdict))),
                    ("points", &local(w.points_display.clone())),
                ])}
                {w.ledger_unchecked.then(|| t("kinds-up-ledger-unchecked"))}
            </p>
        }
    });
    view! {
        <p class="coach-head" id="coach-head" data-uplift=c.uplift.map(shortest) data-contact-cost=c.contact_cost.map(shortest)
            data-uplift-net=c.uplift_net.map(shortest) data-verdict=name_of(&c.verdict)>
            {tf("kinds-up-head", &[("uplift", &opt(c.uplift, 4)), ("cost", &opt(c.contact_cost, 4)), ("net", &opt(c.uplift_net, 4))])}
        </p>
        <h3>{t("kinds-up-lines")}</h3>
        {if c.lines.is_empty() {
            view! { <p class="coach-none" id="coach-no-lines">{t("kinds-up-no-lines")}</p> }.into_any()
        } else {
            view! {
                {coach_table("lines", vec![t("kinds-col-line"), t("kinds-col-type"), t("kinds-col-to"), t("kinds-col-cost"), t("kinds-col-share-cost")], lines)}
            }.into_any()
        }}
        {without}
    }
    .into_any()
}

/// An ask-log line's type (`ask`, `wait`, ... as the log's grading names it) in the page's language.
fn event_words(kind: &str) -> String {
    match kind {
        "ask" => t("kinds-event-ask"),
        "reply" => t("kinds-event-reply"),
        "inbox" => t("kinds-event-inbox"),
        "wait" => t("kinds-event-wait"),
        "pilot" => t("kinds-event-pilot"),
        _ => t("kinds-event-other"),
    }
}
