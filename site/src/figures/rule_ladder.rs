//! The rule ladder (`rule-ladder`): every example submission of the case, graded by the
//! core against the data in use, sorted by score: the rules it breaks (its diagnostics,
//! grouped by code with counts, and the soft rules that cost it points) and where that
//! puts its score. The reference is highlighted, the submission shown is marked.
//!
//! A chart (one bar per example, exported as SVG) and a table with the details. Every
//! number is a field of the example's report.

use grader::case_grader::Report;
use grader::DiagnosticGroup;
use leptos::prelude::*;

use super::inputs::{reference_example, use_shown, SubPicker};
use super::text::{t, tf};
use super::width::chart_width;
use crate::format::{fixed, local, minus, score_local, score_text, shortest, Fixed, Shortest};
use crate::kinds::Ladder;
use crate::route::Url;
use crate::state::{use_case, ExampleGrades};

/// One example on the ladder.
#[derive(Debug, Clone, PartialEq)]
struct Rung {
    /// Index into the manifest's `submissions`.
    index: usize,
    title: String,
    file: String,
    /// The step in the case author's words (`expect.step`).
    step: Option<String>,
    /// The headline score: `overall_score` (routing, scorecard), `uplift_net` (uplift).
    score: Option<f64>,
    valid: bool,
    /// Diagnostics by code, from the report.
    groups: Vec<DiagnosticGroup>,
    /// Soft rules that cost points, in words, from the report's fields.
    costs: Vec<String>,
    reference: bool,
    /// The reader's own file (`CaseState::mine`), drawn among the examples.
    mine: bool,
}

/// The score and the soft rules of a report (each kind's `SiteKind::ladder_rung`).
fn facts(report: &Report) -> (Option<f64>, Vec<String>) {
    crate::kinds::ladder_rung(report)
}

/// `code ×count` for each group.
fn codes_text(groups: &[DiagnosticGroup]) -> String {
    groups.iter().map(|g| format!("{} ×{}", g.code, g.count)).collect::<Vec<_>>().join(" · ")
}

/// Cut `s` to `n` characters with an ellipsis.
fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        format!("{}…", s.chars().take(n.saturating_sub(1)).collect::<String>())
    }
}

/// An example's step (`expect.step`, the case author's English) in the page's
/// language: `fig-rule-ladder-step-<step as a slug>` (`valid, poor` →
/// `…-valid-poor`), the steps the cases use have them; another stays as written. A key
/// made from the step, not a table of them: 31 steps' English twice cost the page bytes.
fn step_words(step: &str) -> String {
    let key = i18n::step_key(step);
    // Most steps' words are their kind's, which come with its module: in the page's
    // language, whose file may be the only one of the kind's here (a zh page fetches no
    // English of it). The language read first, so a later install redraws (tracked).
    let lang = crate::figures::text::lang();
    if i18n::has(lang, &key) || i18n::has(i18n::Lang::En, &key) {
        i18n::text(lang, &key)
    } else {
        step.to_string()
    }
}

/// Where the reader's file sits among the examples, in words: between which two
/// rungs (by rank and score), or above or below them all.
fn where_mine(rungs: &[Rung], ranks: &[Option<usize>]) -> Option<String> {
    let k = rungs.iter().position(|r| r.mine)?;
    let score = score_local(rungs[k].score);
    let rung = |j: usize| {
        let r = &rungs[j];
        ranks[j].map(|n| (n.to_string(), r.title.clone(), score_local(r.score)))
    };
    let above = k.checked_sub(1).and_then(rung);
    let below = (k + 1 < rungs.len()).then(|| rung(k + 1)).flatten();
    Some(match (above, below) {
        (Some(a), Some(b)) => tf(
            "fig-rule-ladder-mine-between",
            &[("score", &score), ("a", &a.0), ("a_title", &a.1), ("a_score", &a.2), ("b", &b.0), ("b_title", &b.1), ("b_score", &b.2)],
        ),
        (None, Some(b)) => tf("fig-rule-ladder-mine-top", &[("score", &score), ("b_title", &b.1), ("b_score", &b.2)]),
        (Some(a), None) => tf("fig-rule-ladder-mine-bottom", &[("score", &score), ("a_title", &a.1), ("a_score", &a.2)]),
        (None, None) => return None,
    })
}

/// The chart's widest layout (CSS px); narrower boxes get their own (see `super::width`).
pub const WIDEST: f64 = 560.0;
const PAD: f64 = 8.0;
const TOP: f64 = 26.0;
const ROW: f64 = 54.0;
/// Room for the score at the right.
const VALUE_W: f64 = 70.0;

/// Ticks every `step` covering `[lo, hi]`.
fn ticks(lo: f64, hi: f64) -> Vec<f64> {
    let step = if hi - lo > 2.0 { 0.5 } else { 0.25 };
    let mut t = (lo / step).floor() * step;
    let mut out = Vec::new();
    while t <= hi + 1e-9 {
        out.push((t * 100.0).round() / 100.0 + 0.0); // no "-0"
        t += step;
    }
    out
}

/// The chart: one bar per example, best first.
fn chart(rungs: &[Rung], shown: Option<usize>, mine_shown: bool, ladder: Ladder, w: f64) -> impl IntoView {
    // Characters that fit on a line: titles (13 px, bold), what breaks (11 px); 72 and 92 at the widest.
    let (title_chars, break_chars) = (((w - 2.0 * PAD) / 7.55) as usize, ((w - 2.0 * PAD) / 5.9) as usize);
    let scores: Vec<f64> = rungs.iter().filter_map(|r| r.score).filter(|x| x.is_finite()).collect();
    let lo = scores.iter().copied().fold(0.0_f64, f64::min);
    let hi = scores.iter().copied().fold(1.0_f64, f64::max);
    let (x0, x1) = (PAD, w - PAD - VALUE_W);
    let x = move |v: f64| x0 + (v - lo) / (hi - lo) * (x1 - x0);
    let h = TOP + ROW * rungs.len() as f64 + 4.0;
    let grid = ticks(lo, hi)
        .into_iter()
        .map(|t| {
            let class = if t == 0.0 { "axis zero" } else { "axis" };
            view! {
                <line class=class x1=fixed(x(t), 1) x2=fixed(x(t), 1) y1=shortest(TOP - 4.0) y2=shortest(h - 4.0)/>
                <text class="tick" x=fixed(x(t), 1) y=shortest(TOP - 8.0) text-anchor="middle">{minus(local(&shortest(t)))}</text>
            }
        })
        .collect_view();
    let pass = ladder.pass.map(|p| {
        view! {
            <line class="pass-line" x1=fixed(x(p), 1) x2=fixed(x(p), 1) y1=shortest(TOP - 4.0) y2=shortest(h - 4.0)
                role="img" aria-label=tf("fig-rule-ladder-pass-line", &[("line", &local(&shortest(p)))])/>
        }
    });
    let bars = rungs
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let y0 = TOP + ROW * k as f64;
            let (a, b) = match r.score.filter(|s| s.is_finite()) {
                Some(s) => (x(0.0).min(x(s)), x(0.0).max(x(s))),
                None => (x(0.0), x(0.0)),
            };
            let mut class = String::from("rung");
            if r.reference {
                class.push_str(" ref");
            }
            if !r.valid {
                class.push_str(" rejected");
            }
            if r.mine {
                class.push_str(" mine");
            }
            if if r.mine { mine_shown } else { shown == Some(r.index) } {
                class.push_str(" shown");
            }
            let broken = if r.groups.is_empty() && r.costs.is_empty() {
                t("fig-rule-ladder-breaks-nothing")
            } else {
                let mut parts = vec![codes_text(&r.groups)];
                parts.extend(r.costs.iter().cloned());
                parts.retain(|p| !p.is_empty());
                parts.join(" · ")
            };
            // "(reference)" unless the title says so already.
            let title = if r.reference && !r.title.to_ascii_lowercase().contains("reference") {
                tf("fig-rule-ladder-reference-title", &[("title", &r.title)])
            } else {
                r.title.clone()
            };
            let key = if r.valid { "fig-rule-ladder-bar" } else { "fig-rule-ladder-bar-rejected" };
            let label = tf(key, &[("title", &title), ("score", &score_local(r.score)), ("breaks", &broken)]);
            view! {
                <g class=class data-file=r.file.clone()>
                    <text class="rung-title" x=shortest(PAD) y=shortest(y0 + 13.0)>{clip(&title, title_chars)}</text>
                    <rect class="bar" x=fixed(a, 1) y=shortest(y0 + 18.0) width=fixed((b - a).max(1.5), 1) height="12"
                        role="img" aria-label=label data-score=score_text(r.score)/>
                    <text class="value" x=shortest(w - PAD) y=shortest(y0 + 28.0) text-anchor="end">{score_local(r.score)}</text>
                    <text class="breaks" x=shortest(PAD) y=shortest(y0 + 45.0)>{clip(&broken, break_chars)}</text>
                </g>
            }
        })
        .collect_view();
    let aria = t(ladder.aria);
    view! {
        <svg class="chart rule-ladder-chart" data-export viewBox=format!("0 0 {} {}", Shortest(w), Fixed(h, 0))
            aria-label=aria>
            <g class="grid">{grid}{pass}</g>
            <g class="rungs">{bars}</g>
        </svg>
    }
}

#[component]
pub fn RuleLadder() -> impl IntoView {
    let state = use_case();
    let url = Url::here();
    let shown = use_shown();
    let m = state.manifest();
    let ladder = m.map_or(Ladder::SCORE, |m| crate::kinds::ladder(m.kind));
    // Every example graded against the data in use, sorted by score (stable).
    let rungs = Memo::new(move |_| {
        let grades = match state.examples.get() {
            ExampleGrades::Ready(v) => v,
            _ => return None,
        };
        let m = state.manifest()?;
        let reference = reference_example(m);
        let mine = state.mine.get().map(|g| {
            let (score, costs) = facts(&g.report);
            Rung {
                index: usize::MAX,
                title: tf("fig-your-file", &[("file", &g.submission.file)]),
                file: g.submission.file.clone(),
                step: None,
                score,
                valid: g.report.valid(),
                groups: g.report.diagnostic_groups().to_vec(),
                costs,
                reference: false,
                mine: true,
            }
        });
        let mut rungs: Vec<Rung> = m
            .submissions
            .iter()
            .enumerate()
            .filter_map(|(i, s)| {
                let report = grades.get(i)?.report.clone();
                let (score, costs) = facts(&report);
                Some(Rung {
                    index: i,
                    title: state.info.example_label(crate::words::lang(), s),
                    file: s.file.clone(),
                    step: s.expect.as_ref().map(|e| step_words(&e.step)).filter(|s| !s.is_empty()),
                    score,
                    valid: report.valid(),
                    groups: report.diagnostic_groups().to_vec(),
                    costs,
                    reference: reference == Some(i),
                    mine: false,
                })
            })
            .chain(mine)
            .collect();
        let key = |r: &Rung| r.score.filter(|s| !s.is_nan()).unwrap_or(f64::NEG_INFINITY);
        grader::sort::by(&mut rungs, |a, b| key(b).total_cmp(&key(a)));
        Some(rungs)
    });
    let shown_index = Memo::new(move |_| shown.with(|s| s.as_ref().and_then(|s| s.example)));
    let pick = move |i: usize| {
        let Some(s) = state.manifest().and_then(|m| m.submissions.get(i)) else {
            // The reader's own row: their report again (a dropped file has no `sub=`).
            if let Some(g) = state.mine.get_untracked() {
                url.set_sub(None);
                state.current.set(Some(g));
            }
            return;
        };
        url.set_sub(Some(s.file.clone()));
        state.grade_example(i);
    };
    let boxr = NodeRef::<leptos::html::Div>::new();
    let width = chart_width(boxr, WIDEST as usize);
    let body = move || {
        let Some(rungs) = rungs.get() else {
            if state.examples.with(|e| matches!(e, ExampleGrades::Grading)) {
                return view! { <p class="chart-empty grading" aria-busy="true">{t("fig-rule-ladder-grading")}</p> }.into_any();
            }
            return view! { <p class="chart-empty">{t("fig-rule-ladder-unreadable")}</p> }.into_any();
        };
        if rungs.is_empty() {
            return view! { <p class="chart-empty">{t("fig-rule-ladder-no-examples")}</p> }.into_any();
        }
        let current = shown_index.get();
        let mine_shown = shown.with(|s| s.as_ref().is_some_and(|s| s.dropped()));
        // Each example's rank among the examples (the reader's file takes none).
        let mut n = 0;
        let ranks: Vec<Option<usize>> = rungs
            .iter()
            .map(|r| {
                (!r.mine).then(|| {
                    n += 1;
                    n
                })
            })
            .collect();
        let place = where_mine(&rungs, &ranks);
        let rows = rungs
            .iter()
            .zip(ranks)
            .map(|(r, rank)| {
                let i = r.index;
                let groups = r
                    .groups
                    .iter()
                    .map(|g| {
                        let cat = serde_json::to_value(g.category).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
                        view! {
                            <li class=format!("code cat-{cat}") data-code=g.code.clone() data-count=g.count>
                                <code>{g.code.clone()}</code>" ×"{g.count}
                            </li>
                        }
                    })
                    .collect_view();
                let costs = r.costs.iter().map(|c| view! { <li class="soft">{c.clone()}</li> }).collect_view();
                let nothing =
                    (r.groups.is_empty() && r.costs.is_empty()).then(|| view! { <li class="none">{t("fig-rule-ladder-nothing")}</li> });
                let codes = r.groups.iter().map(|g| format!("{}:{}", g.code, g.count)).collect::<Vec<_>>().join(",");
                let on = if r.mine { mine_shown } else { current == Some(i) };
                view! {
                    <tr class:ref=r.reference class:shown=on class:rejected=!r.valid class:mine=r.mine
                        aria-current=on.then_some("true")
                        data-file=r.file.clone() data-score=score_text(r.score) data-valid=r.valid.to_string()
                        data-codes=codes data-rank=rank>
                        <td class="num">{rank.map_or_else(|| "★".to_string(), |k| k.to_string())}</td>
                        <td>
                            // The reader's file too (its index is no example's: `pick` shows their report).
                            <button class="link" on:click=move |_| pick(i)>{r.title.clone()}</button>
                            {r.reference.then(|| view! { <span class="badge ref-badge">{t("fig-reference")}</span> })}
                            {r.step.clone().map(|s| view! { <br/><span class="teaches">{s}</span> })}
                        </td>
                        <td><ul class="breaks">{groups}{costs}{nothing}</ul></td>
                        <td class="num score">{score_local(r.score)}</td>
                    </tr>
                }
            })
            .collect_view();
        let score_head = t(ladder.score_head);
        view! {
            {place.map(|p| view! { <p class="ladder-place" id="ladder-place">{p}</p> })}
            {chart(&rungs, current, mine_shown, ladder, width.get() as f64)}
            <div class="table-wrap">
                <table class="rule-ladder-table" id="rule-ladder-table">
                    <thead><tr>
                        <th scope="col">"#"</th><th scope="col">{t("fig-rule-ladder-example")}</th>
                        <th scope="col">{t("fig-rule-ladder-breaks")}</th><th scope="col" class="num">{score_head}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        }
        .into_any()
    };
    view! {
        <figure class="chart-figure" data-figure="rule-ladder">
            <div class="chart-controls"><SubPicker id="rule-ladder"/></div>
            <div class="chart-box" node_ref=boxr>{body}</div>
            <figcaption>{move || t("fig-rule-ladder-caption")}</figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rung(title: &str, score: f64, mine: bool) -> Rung {
        Rung {
            index: if mine { usize::MAX } else { 0 },
            title: title.into(),
            file: title.into(),
            step: None,
            score: Some(score),
            valid: true,
            groups: Vec::new(),
            costs: Vec::new(),
            reference: false,
            mine,
        }
    }

    #[test]
    fn the_readers_file_is_placed_between_the_rungs_around_it() {
        let ranks = |rungs: &[Rung]| {
            let mut n = 0;
            rungs
                .iter()
                .map(|r| {
                    (!r.mine).then(|| {
                        n += 1;
                        n
                    })
                })
                .collect::<Vec<_>>()
        };
        let mid = [rung("A", 0.9, false), rung("B", 0.6, false), rung("Your file", 0.4241, true), rung("C", 0.3, false)];
        assert_eq!(
            where_mine(&mid, &ranks(&mid)).as_deref(),
            Some(
                "Your file scores 0.4241: between rung 2 (B, 0.6) and rung 3 (C, 0.3). What rung 2 breaks, and what it does not, is in the table below."
            )
        );
        let top = [rung("Your file", 0.95, true), rung("A", 0.9, false)];
        assert!(where_mine(&top, &ranks(&top)).is_some_and(|s| s.contains("above every example") && s.contains("A, scores 0.9")));
        let bottom = [rung("A", 0.9, false), rung("Your file", 0.1, true)];
        assert!(where_mine(&bottom, &ranks(&bottom)).is_some_and(|s| s.contains("below every example")));
        assert_eq!(where_mine(&[rung("Your file", 0.1, true)], &[None]), None, "no example: nothing to say");
        assert_eq!(where_mine(&bottom[..1], &[Some(1)]), None, "no file of the reader's");
    }
}
