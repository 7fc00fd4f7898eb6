//! "What costs most" (issue 16, the coach) for a scorecard, prediction or uplift file
//! graded valid on the page (an example or a dropped file): the core's coach
//! ([`grader::scorecard::coach`], [`grader::prediction::coach`], [`grader::uplift::coach`])
//! run in the page on the file on screen, its numbers shown. The same as
//! `fde-grade coach <kind> --limit 5 --format json` for that file: every number is also
//! in a `data-*` attribute, exactly (`e2e/coach-kinds.test.mjs` compares them).
//!
//! The words are `panels.ftl`'s (`kinds-*`), read in the section's reactive closure so a
//! language switch redraws them; `data-*` values stay exact and English. Routing has a coach of its own (the next best move); a routing build has
//! nothing here.

use leptos::prelude::*;

#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
use crate::format::{fixed, int, num, shortest};
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
use crate::state::{use_case, Graded, Job, PAGE_DATA_LIMIT};
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
use crate::words::{n as local, t, tf};
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
use grader::case_grader::{CaseGrader, Report};

/// Bands, rows, groups and lines listed (and uplift lines taken out) at most: the
/// coach's `limit`.
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
pub const LIMIT: usize = 5;

/// The "What costs most" section under the report: once the file on screen grades
/// valid, on a scorecard, prediction or uplift case; nothing otherwise.
#[component]
pub fn CoachKinds() -> impl IntoView {
    section()
}

/// A routing build: routing has a coach of its own.
#[cfg(not(any(feature = "scorecard", feature = "prediction", feature = "uplift")))]
fn section() -> impl IntoView {}

#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
fn section() -> impl IntoView {
    let state = use_case();
    move || {
        if state.job.with(|j| *j != Job::Idle) {
            return None;
        }
        let g = state.current.get()?;
        if !g.report.valid() || !coached_kind(&g.report) {
            return None;
        }
        let t0 = crate::state::now_ms();
        let body = match why_not(state, &g) {
            Some(why) => view! { <p class="coach-none" id="coach-none">{why}</p> }.into_any(),
            None => match state.grader.get() {
                Ok(case) => coach_view(&case, &g),
                Err(_) => view! { <p class="coach-none" id="coach-none">{t("kinds-unreadable")}</p> }.into_any(),
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

/// A report of a kind this section coaches.
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
fn coached_kind(r: &Report) -> bool {
    match r {
        #[cfg(feature = "scorecard")]
        Report::Scorecard(_) => true,
        #[cfg(feature = "prediction")]
        Report::Prediction(_) => true,
        #[cfg(feature = "uplift")]
        Report::Uplift(_) => true,
        #[allow(unreachable_patterns)]
        _ => false,
    }
}

/// Why the file on screen is not coached in the page (too large), if it is not.
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
fn why_not(state: crate::state::CaseState, g: &Graded) -> Option<String> {
    if state.summary.with(Option::is_some) {
        return Some(t("kinds-data-too-large"));
    }
    let size = g.submission.bytes.len() + g.submission.extras.iter().map(|(_, b)| b.len()).sum::<usize>();
    (size > PAGE_DATA_LIMIT).then(|| tf("kinds-file-too-large", &[("file", &g.submission.file)]))
}

/// The coach's findings for `g` against `case`, drawn.
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
#[allow(unreachable_patterns, irrefutable_let_patterns)] // one kind per build
fn coach_view(case: &CaseGrader, g: &Graded) -> AnyView {
    let s = &g.submission;
    let none = |why: String| view! { <p class="coach-none" id="coach-none">{why}</p> }.into_any();
    match (case, &*g.report) {
        #[cfg(feature = "scorecard")]
        (CaseGrader::Scorecard(c), Report::Scorecard(_)) => match grader::scorecard::coach(&c.truth, &c.params, &s.bytes, &s.file, LIMIT) {
            Some(x) => scorecard_view(&x),
            None => none(t("kinds-not-valid")),
        },
        #[cfg(feature = "prediction")]
        (CaseGrader::Prediction(c), Report::Prediction(r)) => match grader::prediction::coach(c, &s.bytes, &s.file, r, LIMIT) {
            Some(x) => prediction_view(&x),
            None => none(t("kinds-no-explain")),
        },
        #[cfg(feature = "uplift")]
        (CaseGrader::Uplift(c), Report::Uplift(_)) => {
            let extras: Vec<(&str, &[u8])> = s.extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
            uplift_view(&grader::uplift::coach(&c.input(&s.bytes, &s.file, &extras), LIMIT))
        }
        _ => none(t("kinds-other-case")),
    }
}

/// A number on screen with its sign (`+0.012345`, `−0.5`), `decimals` places.
#[cfg(any(feature = "scorecard", feature = "prediction", feature = "uplift"))]
fn signed(x: f64, decimals: usize) -> String {
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
#[cfg(any(feature = "prediction", feature = "uplift"))]
fn opt(x: Option<f64>, decimals: usize) -> String {
    x.map_or_else(|| "—".into(), |x| local(num(x, decimals)))
}

/// A share as a percentage (`12.3 %`).
#[cfg(any(feature = "prediction", feature = "uplift"))]
fn pct(x: f64) -> String {
    format!("{} %", local(fixed(100.0 * x, 1)))
}

/// A serde enum's name (`ask`, `accepted`).
#[cfg(feature = "uplift")]
fn name_of<T: serde::Serialize>(x: &T) -> String {
    serde_json::to_value(x).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

#[cfg(feature = "scorecard")]
fn scorecard_view(c: &grader::scorecard::ScorecardCoach) -> AnyView {
    let bands = c
        .bands
        .iter()
        .map(|b| {
            view! {
                <tr class="coach-band" data-score=shortest(b.band.score) data-rows=b.band.rows data-defaulters=b.band.defaulters
                    data-repayers=b.band.repayers data-ks-if-broken=shortest(b.band.ks_if_broken) data-auc-if-broken=shortest(b.band.auc_if_broken)
                    data-score-if-broken=shortest(b.score_if_broken) data-gain=shortest(b.gain)>
                    <td class="num">{local(crate::format::minus(shortest(b.band.score)))}</td>
                    <td class="num">{local(int(b.band.rows as i64))}</td>
                    <td class="num">{local(int(b.band.defaulters as i64))}</td>
                    <td class="num">{local(int(b.band.repayers as i64))}</td>
                    <td class="num">{local(num(b.band.ks_if_broken, 6))}</td>
                    <td class="num">{local(num(b.band.auc_if_broken, 6))}</td>
                    <td class="num">{local(num(b.score_if_broken, 6))}</td>
                    <td class="num">{signed(b.gain, 6)}</td>
                </tr>
            }
        })
        .collect_view();
    let rows = c
        .rows
        .iter()
        .map(|r| {
            view! {
                <tr class="coach-row" data-customer-id=r.customer_id.clone() data-line=r.line data-defaulter=r.row.defaulter.to_string()
                    data-score=shortest(r.row.score) data-auc-loss=shortest(r.row.auc_loss)>
                    <td class="data">{r.customer_id.clone()}</td>
                    <td class="num">{local(int(r.line as i64))}</td>
                    <td>{if r.row.defaulter { t("kinds-defaulted") } else { t("kinds-repaid") }}</td>
                    <td class="num">{local(crate::format::minus(shortest(r.row.score)))}</td>
                    <td class="num">{local(num(r.row.auc_loss, 6))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p class="coach-head" id="coach-head" data-score=shortest(c.score) data-auc=shortest(c.auc) data-ks=shortest(c.ks)>
            {tf("kinds-sc-head", &[("score", &local(num(c.score, 6))), ("auc", &local(num(c.auc, 6))), ("ks", &local(num(c.ks, 6)))])}
        </p>
        <h3>{t("kinds-sc-bands")}</h3>
        {if c.bands.is_empty() {
            view! { <p class="coach-none" id="coach-no-bands">{t("kinds-sc-no-bands")}</p> }.into_any()
        } else {
            view! {
                <p class="note">{t("kinds-sc-bands-note")}</p>
                {coach_table("bands", vec![
                    t("kinds-col-score"), t("kinds-col-rows"), t("kinds-defaulted"), t("kinds-repaid"),
                    t("kinds-col-ks-if-broken"), t("kinds-col-auc-if-broken"), t("kinds-col-score-if-broken"), t("kinds-col-gain"),
                ], bands)}
            }.into_any()
        }}
        <h3>{t("kinds-sc-rows")}</h3>
        {if c.rows.is_empty() {
            view! { <p class="coach-none" id="coach-no-rows">{t("kinds-sc-no-rows")}</p> }.into_any()
        } else {
            view! {
                <p class="note">{t("kinds-sc-rows-note")}</p>
                {coach_table("rows", vec![
                    t("kinds-col-customer"), t("kinds-col-line"), t("kinds-col-outcome"), t("kinds-col-score"), t("kinds-col-auc-lost"),
                ], rows)}
            }.into_any()
        }}
    }
    .into_any()
}

/// Values joined by spaces, each exact (a `data-*` attribute of several targets).
#[cfg(feature = "prediction")]
fn exact_list(xs: &[f64]) -> String {
    xs.iter().map(|&x| shortest(x)).collect::<Vec<_>>().join(" ")
}

#[cfg(feature = "prediction")]
fn prediction_view(c: &grader::prediction::PredictionCoach) -> AnyView {
    let metric = crate::components::prediction::metric_short(&c.metric);
    let without = c.without_worst.as_ref().map(|w| {
        view! {
            <p class="coach-without" id="coach-without" data-n-rows=w.n_rows data-score=shortest(w.score) data-quality=shortest(w.quality) data-gain=shortest(w.gain)>
                {tf("kinds-pred-without", &[
                    ("rows", &local(int(w.n_rows as i64))), ("scored", &local(int(c.n_scored as i64))),
                    ("score", &local(num(w.score, 6))), ("gain", &signed(w.gain, 6)),
                ])}
            </p>
        }
    });
    let loss = loss_words(&c.loss);
    let groups = c
        .groups
        .iter()
        .map(|g| {
            let what = match (g.share, g.value) {
                (Some(s), _) => tf("kinds-pred-share-of", &[("share", &pct(s)), ("loss", &loss)]),
                (None, Some(v)) => format!("{metric} {}", local(num(v, 6))),
                (None, None) => String::new(),
            };
            view! {
                <tr class="coach-group" data-by=g.by.clone() data-name=g.name.clone() data-rows=g.rows data-share=g.share.map(shortest)
                    data-value=g.value.map(shortest) data-score-if-exact=g.score_if_exact.map(shortest) data-gain=g.gain.map(shortest)>
                    <td class="data">{g.by.clone()}</td>
                    <td class="data">{g.name.clone()}</td>
                    <td class="num">{local(int(g.rows as i64))}</td>
                    <td class="num">{what}</td>
                    <td class="num">{opt(g.score_if_exact, 6)}</td>
                    <td class="num">{g.gain.map_or_else(|| "—".into(), |x| signed(x, 6))}</td>
                </tr>
            }
        })
        .collect_view();
    let multi = c.targets.len() > 1;
    let rows = c
        .rows
        .iter()
        .map(|r| {
            let pairs = r
                .pred
                .iter()
                .zip(&r.truth)
                .enumerate()
                .map(|(t, (p, x))| {
                    let name = if multi { format!("{}: ", c.targets.get(t).cloned().unwrap_or_default()) } else { String::new() };
                    tf("kinds-pred-vs", &[("name", &name), ("pred", &local(crate::format::minus(shortest(*p)))), ("truth", &local(crate::format::minus(shortest(*x))))])
                })
                .collect::<Vec<_>>()
                .join("; ");
            view! {
                <tr class="coach-row" data-row=r.row data-key=serde_json::to_string(&r.key).unwrap_or_default() data-truth=exact_list(&r.truth)
                    data-pred=exact_list(&r.pred) data-loss=exact_list(&r.loss) data-share=shortest(r.share)>
                    <td class="data">{r.key.join(" / ")}</td>
                    <td class="num">{pairs}</td>
                    <td class="num">{pct(r.share)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p class="coach-head" id="coach-head" data-score=shortest(c.score) data-n-scored=c.n_scored data-metric=c.metric.clone()>
            {tf("kinds-pred-head", &[("score", &local(num(c.score, 6))), ("metric", &metric), ("rows", &local(int(c.n_scored as i64)))])}
        </p>
        {without}
        <h3>{t("kinds-pred-groups")}</h3>
        {if c.groups.is_empty() {
            view! { <p class="coach-none" id="coach-no-groups">{t("kinds-pred-no-groups")}</p> }.into_any()
        } else {
            view! {
                <p class="note">{t("kinds-pred-groups-note")}</p>
                {coach_table("groups", vec![
                    t("kinds-col-by"), t("kinds-col-group"), t("kinds-col-rows"), t("kinds-col-costs"), t("kinds-col-score-if-exact"), t("kinds-col-gain"),
                ], groups)}
            }.into_any()
        }}
        <h3>{t("kinds-pred-rows")}</h3>
        {if c.rows.is_empty() {
            view! { <p class="coach-none" id="coach-no-rows">{t("kinds-pred-no-rows")}</p> }.into_any()
        } else {
            view! {
                {coach_table("rows", vec![c.key_names.join(" / "), t("kinds-col-pred-vs-truth"), tf("kinds-col-share-of", &[("loss", &loss)])], rows)}
            }.into_any()
        }}
    }
    .into_any()
}

#[cfg(feature = "uplift")]
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

/// A prediction loss (`absolute error`, ... as the coach names it) in the page's language.
#[cfg(feature = "prediction")]
fn loss_words(loss: &str) -> String {
    match loss {
        "absolute error" => t("fig-pred-loss-absolute"),
        "squared error" => t("fig-pred-loss-squared"),
        "truth-weighted squared error" => t("fig-pred-loss-weighted-squared"),
        "absolute percentage error" => t("fig-pred-loss-percent"),
        "symmetric relative error" => t("fig-pred-loss-symmetric"),
        other => other.to_string(),
    }
}

/// An ask-log line's type (`ask`, `wait`, ... as the log's grading names it) in the page's language.
#[cfg(feature = "uplift")]
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

/// One of the section's tables: `table.coach-NAME#coach-NAME` with its column heads, in a
/// scrolling wrapper.
fn coach_table(name: &'static str, heads: Vec<String>, body: impl IntoView + 'static) -> impl IntoView {
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
