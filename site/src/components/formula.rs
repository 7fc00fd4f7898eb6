//! The scoring formula in plain words, with the case's own numbers.

use leptos::prelude::*;

use crate::state::use_case;
use crate::words::t;

#[component]
pub fn Formula() -> impl IntoView {
    let state = use_case();
    let body = move || match state.grader.get() {
        Ok(g) => crate::kinds::formula(state, &g),
        // FDE-Bench's own cases before the reader's data (issue 45).
        #[cfg(fdebench_pages)]
        Err(_) if state.info.is_fdebench() => crate::pages::fdebench::formula_without_data(state),
        Err(_) => view! { <p>{t("formula-unreadable")}</p> }.into_any(),
    };
    view! {
        <section class="formula" aria-labelledby="formula-h">
            <h2 id="formula-h">{move || t("formula-title")}</h2>
            {body}
        </section>
    }
}
