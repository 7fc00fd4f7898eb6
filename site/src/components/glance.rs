//! The data at a glance: counts and totals, and a small map.

use leptos::prelude::*;

use crate::state::use_case;
use crate::words::{t, tf};

/// "Public data: customers.csv" or "Your data: …".
pub fn source_line(state: crate::state::CaseState) -> Option<String> {
    state.data.with(|d| {
        d.as_ref()
            .map(|d| if d.own { tf("glance-own-data", &[("file", &d.name())]) } else { tf("glance-public-data", &[("file", &d.name())]) })
    })
}

/// A CSV's first `rows` rows as a small table under `caption` (the page reads the file's
/// first 4 KB only; commas split cells, enough for a glance).
pub fn peek(csv: &[u8], rows: usize, caption: String) -> Option<AnyView> {
    let text = String::from_utf8_lossy(&csv[..csv.len().min(4096)]).into_owned();
    let mut lines = text.trim_start_matches('\u{feff}').lines().filter(|l| !l.trim().is_empty());
    let cells = |l: &str| l.split(',').map(|c| c.trim_matches('"').to_string()).collect::<Vec<_>>();
    let header = cells(lines.next()?);
    let body: Vec<Vec<String>> = lines.take(rows).map(cells).collect();
    let head = header.into_iter().map(|h| view! { <th>{h}</th> }).collect_view();
    let body = body.into_iter().map(|r| view! { <tr>{r.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}</tr> }).collect_view();
    Some(
        view! {
            <div class="table-wrap">
                <table class="peek">
                    <caption>{caption}</caption>
                    <thead><tr>{head}</tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        }
        .into_any(),
    )
}

/// Practice mode (issue 45), for a case with an answer key: the first rows of its
/// training and test files (what a student works from), and the answer key's (`truth`)
/// only once the reader asks or has graded a file of their own.
pub fn practice(state: crate::state::CaseState, truth: impl Fn() -> Option<AnyView> + Send + Sync + 'static) -> AnyView {
    let m = state.manifest();
    let file = |role: &str| m.and_then(|m| m.files.get(role)).and_then(|f| Some((f.clone(), state.info.file(f)?)));
    let inputs = [("train", "glance-train-rows"), ("test", "glance-test-rows")]
        .into_iter()
        .filter_map(|(role, key)| {
            let (name, bytes) = file(role)?;
            let table = peek(bytes, 4, tf(key, &[("file", &name)]))?;
            Some(view! { <div class="peek-file" data-peek=role>{table}</div> })
        })
        .collect_view();
    view! {
        {inputs}
        {move || {
            if state.revealed.get() {
                view! { <div class="peek-file" data-peek="truth">{truth()}</div> }.into_any()
            } else {
                practice_note(state, "reveal-truth")
            }
        }}
    }
    .into_any()
}

/// What practice mode says in place of the answer key, with the button that shows it
/// (`id`: the glance's is `reveal-truth`).
pub fn practice_note(state: crate::state::CaseState, id: &'static str) -> AnyView {
    view! {
        <p class="practice">
            {t("glance-practice")} " "
            <button type="button" class="secondary" id=id on:click=move |_| state.revealed.set(true)>{t("glance-reveal")}</button>
        </p>
    }
    .into_any()
}

#[component]
pub fn DataGlance() -> impl IntoView {
    let state = use_case();
    let body = move || {
        // Own data read only in the worker (large): what it says of it, no map.
        if let (Some(sum), Ok(g)) = (state.summary.get(), state.grader.get()) {
            return crate::kinds::glance_summary(state, &g, &sum);
        }
        match state.grader.get() {
            Ok(g) => crate::kinds::glance(state, &g),
            Err(diags) => view! {
                <div class="error" role="alert">
                    <p>{t("glance-unreadable")}</p>
                    <ul>{diags.into_iter().map(|d| view! { <li>{d.to_string()}</li> }).collect_view()}</ul>
                </div>
            }
            .into_any(),
        }
    };
    view! {
        <section class="glance" aria-labelledby="glance-h">
            <h2 id="glance-h">{move || t("glance-title")}</h2>
            {body}
        </section>
    }
}
