//! The case's example submissions with their scores; each one opens its report.

use leptos::prelude::*;

use crate::components::request::inline;
use crate::format::{score_json, score_text};
use crate::route::Url;
use crate::state::{use_case, ExampleGrades, Source};
use crate::words::{lang, n as local, t, tf, verdict_name};

#[component]
pub fn Examples() -> impl IntoView {
    let state = use_case();
    let url = Url::here();
    let info = state.info;
    let subs = state.manifest().map(|m| m.submissions.clone()).unwrap_or_default();
    if subs.is_empty() {
        return None;
    }
    // Every example graded against the data in use (once per change: `state.examples`).
    let scores = Memo::new(move |_| {
        state.examples.with(|e| match e {
            ExampleGrades::Ready(v) => {
                Some(Some(v.iter().map(|g| (g.report.score(), g.report.verdict(), g.report.diagnostics().len())).collect::<Vec<_>>()))
            }
            ExampleGrades::Grading => Some(None),
            ExampleGrades::Failed(_) => None,
        })
    });
    let rows = subs
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            let cell = move || {
                scores.with(|sc| match sc.as_ref().map(|v| v.as_ref().and_then(|v| v.get(i))) {
                    Some(None) if sc.as_ref().is_some_and(Option::is_none) => {
                        view! { <td class="num score grading" aria-busy="true">{t("examples-grading")}</td><td></td> }.into_any()
                    }
                    Some(Some((score, verdict, n))) => {
                        let verdict = if *n == 0 {
                            verdict_name(verdict)
                        } else {
                            format!("{} · {}", verdict_name(verdict), tf("examples-problems", &[("count", &n.to_string())]))
                        };
                        view! { <td class="num score" data-score=score_json(*score)>{local(score_text(*score))}</td><td>{verdict}</td> }.into_any()
                    }
                    _ => view! { <td>"—"</td><td></td> }.into_any(),
                })
            };
            let selected = move || state.current.with(|c| c.as_ref().is_some_and(|c| c.source == Source::Example(i)));
            let file = s.file.clone();
            let (en, code) = (StoredValue::new(s.clone()), s.file.clone());
            let words = move || en.with_value(|en| info.example_in(lang(), en));
            let show = move |_| {
                url.set_sub(Some(file.clone()));
                state.grade_example(i);
                if let Some(el) = document().get_element_by_id("report") {
                    el.scroll_into_view();
                }
            };
            view! {
                <tr class:selected=selected data-file=s.file.clone()>
                    <td><strong>{move || inline(&words().0)}</strong><br/><span class="teaches">{move || inline(&words().1)}</span></td>
                    <td><code>{code}</code></td>
                    {cell}
                    <td><button class="secondary" on:click=show aria-pressed=move || selected().to_string()>{move || t("examples-show")}</button></td>
                </tr>
            }
        })
        .collect_view();
    Some(view! {
        <section class="examples" aria-labelledby="examples-h">
            <h2 id="examples-h">{move || t("examples-title")}</h2>
            <div class="table-wrap">
                <table id="examples">
                    <thead><tr><th scope="col">{move || t("examples-submission")}</th><th scope="col">{move || t("col-file")}</th><th scope="col">{move || t("col-score")}</th><th scope="col">{move || t("col-verdict")}</th><th scope="col"><span class="sr">{move || t("examples-action")}</span></th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        </section>
    })
}
