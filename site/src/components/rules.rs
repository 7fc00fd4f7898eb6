//! The hidden rules: each one revealed on demand, with what missing it costs.

use leptos::prelude::*;

use crate::components::request::inline;
use crate::state::use_case;

#[component]
pub fn Rules() -> impl IntoView {
    let state = use_case();
    let rules = state.manifest().map(|m| m.rules.clone()).unwrap_or_default();
    if rules.is_empty() {
        return None;
    }
    let n = rules.len();
    let shown = RwSignal::new(vec![false; n]);
    let items = rules
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let open = move || shown.with(|s| s[i]);
            let toggle = move |_| shown.update(|s| s[i] = !s[i]);
            let id = format!("rule-{i}");
            view! {
                <li class="rule" class:open=open>
                    <button class="reveal" aria-expanded=move || open().to_string() aria-controls=id.clone() on:click=toggle>
                        {move || if open() { format!("Rule {}: {}", i + 1, r.title) } else { format!("Reveal rule {}", i + 1) }}
                    </button>
                    <div id=id hidden=move || !open()>
                        <p>{inline(&r.detail)}</p>
                        <p class="cost"><strong>"If you miss it: "</strong>{inline(&r.if_missed)}</p>
                    </div>
                </li>
            }
        })
        .collect_view();
    let all_open = move || shown.with(|s| s.iter().all(|x| *x));
    Some(view! {
        <section class="rules" aria-labelledby="rules-h">
            <h2 id="rules-h">"The hidden rules"</h2>
            <p>
                {format!("{n} thing{} the customer did not say but the grader checks. ", if n == 1 { "" } else { "s" })}
                "Try the case first, then reveal them one by one."
            </p>
            <ol class="rule-list">{items}</ol>
            <button class="secondary" on:click=move |_| { let v = !all_open(); shown.update(|s| s.iter_mut().for_each(|x| *x = v)) }>
                {move || if all_open() { "Hide all rules" } else { "Reveal all rules" }}
            </button>
        </section>
    })
}
