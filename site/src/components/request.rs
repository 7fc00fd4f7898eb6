//! The customer's request, as written in the case (plain text, light markdown).

use leptos::prelude::*;

use crate::state::use_case;

#[component]
pub fn Request() -> impl IntoView {
    let state = use_case();
    let text = state.info.request();
    text.map(|text| {
        let blocks = text
            .split("\n\n")
            .map(str::trim)
            .filter(|b| !b.is_empty())
            .map(|b| {
                let lines: Vec<&str> = b.lines().collect();
                if lines.iter().all(|l| l.trim_start().starts_with("- ") || l.trim_start().starts_with("* ")) {
                    let items = lines.iter().map(|l| view! { <li>{l.trim_start()[2..].to_string()}</li> }).collect_view();
                    view! { <ul>{items}</ul> }.into_any()
                } else if let Some(h) = b.strip_prefix('#') {
                    view! { <h3>{h.trim_start_matches('#').trim().to_string()}</h3> }.into_any()
                } else {
                    view! { <p>{b.to_string()}</p> }.into_any()
                }
            })
            .collect_view();
        view! {
            <section class="request" aria-labelledby="request-h">
                <h2 id="request-h">"The request"</h2>
                <blockquote>{blocks}</blockquote>
            </section>
        }
    })
}
