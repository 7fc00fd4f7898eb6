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
