//! "What costs most" (issue 16, the coach) for a scorecard, prediction or uplift file
//! graded valid on the page (an example or a dropped file): the core's coach
//! ([`grader::scorecard::coach`], [`grader::prediction::coach`], [`grader::uplift::coach`])
//! run in the page on the file on screen, its numbers shown. The same as
//! `fde-grade coach <kind> --limit 5 --format json` for that file: every number is also
//! in a `data-*` attribute, exactly (`e2e/coach-kinds.test.mjs` compares them).
//!
//! The words are `panels.ftl`'s (`kinds-*`), read in the section's reactive closure so a
//! language switch redraws them; `data-*` values stay exact and English. This is the
//! section's frame and the helpers its tables share; each kind draws its coach's
//! findings in its folder (`crate::kinds::scorecard::coach`, ...) and mounts this
//! section as its `SiteKind::coach`. Routing has a coach of its own (the next best move).

use leptos::prelude::*;

use crate::format::{fixed, num};
use crate::state::{use_case, Graded, Job, PAGE_DATA_LIMIT};
use crate::words::{n as local, t, tf};
use grader::case_grader::CaseGrader;

/// Bands, rows, groups and lines listed (and uplift lines taken out) at most: the
/// coach's `limit`.
pub const LIMIT: usize = 5;

/// A kind's coach drawn for the file on screen `g` against `case` (`None`: a case of
/// another kind).
pub type CoachView = fn(&CaseGrader, &Graded) -> Option<AnyView>;

/// The "What costs most" section under the report: once the file on screen grades
/// valid, its kind's coach (`draw`); nothing otherwise.
#[component]
pub fn CoachKinds(draw: CoachView) -> impl IntoView {
    let state = use_case();
    move || {
        if state.job.with(|j| *j != Job::Idle) {
            return None;
        }
        let g = state.current.get()?;
        if !g.report.valid() {
            return None;
        }
        let t0 = crate::state::now_ms();
        let body = match why_not(state, &g) {
            Some(why) => none(why),
            None => match state.grader.get() {
                Ok(case) => draw(&case, &g).unwrap_or_else(|| none(t("kinds-other-case"))),
                Err(_) => none(t("kinds-unreadable")),
            },
        };
        let ms = fixed(crate::state::now_ms() - t0, 1);
        let ms_text = ms.clone();
        Some(view! {
            <section class="coach-kinds" id="coach-kinds" aria-labelledby="coach-kinds-h" data-file=g.submission.file.clone() data-seq=g.seq data-ms=ms>
                <h2 id="coach-kinds-h">{t("kinds-title")}</h2>
                <p class="lead">{tf("kinds-lead", &[("ms", &local(ms_text))])}</p>
                {body}
            </section>
        })
    }
}

/// Why there is nothing to show (`#coach-none`).
pub fn none(why: String) -> AnyView {
    view! { <p class="coach-none" id="coach-none">{why}</p> }.into_any()
}

/// Why the file on screen is not coached in the page (too large), if it is not.
fn why_not(state: crate::state::CaseState, g: &Graded) -> Option<String> {
    if state.summary.with(Option::is_some) {
        return Some(t("kinds-data-too-large"));
    }
    let size = g.submission.bytes.len() + g.submission.extras.iter().map(|(_, b)| b.len()).sum::<usize>();
    (size > PAGE_DATA_LIMIT).then(|| tf("kinds-file-too-large", &[("file", &g.submission.file)]))
}

/// A number on screen with its sign (`+0.012345`, `−0.5`), `decimals` places.
pub fn signed(x: f64, decimals: usize) -> String {
    if !x.is_finite() {
        return "—".into();
    }
    let s = local(num(x, decimals));
    if x > 0.0 && s.chars().any(|c| c.is_ascii_digit() && c != '0') {
        format!("+{s}")
    } else {
        s
    }
}

/// An optional number on screen.
pub fn opt(x: Option<f64>, decimals: usize) -> String {
    x.map_or_else(|| "—".into(), |x| local(num(x, decimals)))
}

/// A share as a percentage (`12.3 %`).
pub fn pct(x: f64) -> String {
    format!("{} %", local(fixed(100.0 * x, 1)))
}

/// One of the section's tables: `table.coach-NAME#coach-NAME` with its column heads, in a
/// scrolling wrapper.
pub fn coach_table(name: &'static str, heads: Vec<String>, body: impl IntoView + 'static) -> impl IntoView {
    let id = format!("coach-{name}");
    view! {
        <div class="table-wrap">
            <table class=id.clone() id=id>
                <thead><tr>{heads.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}</tr></thead>
                <tbody>{body}</tbody>
            </table>
        </div>
    }
}
