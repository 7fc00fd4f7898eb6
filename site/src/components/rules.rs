//! The hidden rules: each one revealed on demand, with what missing it costs (in the
//! page's language when the case has its words, else in English).

use leptos::prelude::*;

use crate::components::request::inline;
use crate::state::use_case;
use crate::words::{lang, t, tf};

#[component]
pub fn Rules() -> impl IntoView {
    let state = use_case();
    let info = state.info;
    let rules = state.manifest().map(|m| m.rules.clone()).unwrap_or_default();
    if rules.is_empty() {
        return None;
    }
    let n = rules.len();
    // Hidden until revealed in the page; revealed in the pre-render (no button works
    // without scripts: a reader with them off reads every rule).
    let shown = RwSignal::new(vec![!crate::BROWSER; n]);
    let items = rules
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let open = move || shown.with(|s| s[i]);
            let toggle = move |_| shown.update(|s| s[i] = !s[i]);
            let id = format!("rule-{i}");
            let r = StoredValue::new(r);
            let rule = move || r.with_value(|r| info.rule_in(lang(), i, r));
            view! {
                <li class="rule" class:open=open>
                    <button class="reveal" aria-expanded=move || open().to_string() aria-controls=id.clone() on:click=toggle>
                        {move || if open() { tf("rules-rule", &[("n", &(i + 1).to_string()), ("title", &rule().title)]) } else { tf("rules-reveal", &[("n", &(i + 1).to_string())]) }}
                    </button>
                    <div id=id hidden=move || !open()>
                        <p>{move || inline(&rule().detail)}</p>
                        <p class="cost"><strong>{move || t("rules-if-missed")} " "</strong>{move || inline(&rule().if_missed)}</p>
                    </div>
                </li>
            }
        })
        .collect_view();
    let all_open = move || shown.with(|s| s.iter().all(|x| *x));
    Some(view! {
        <section class="rules" aria-labelledby="rules-h">
            <h2 id="rules-h">{move || t("rules-title")}</h2>
            <p>{move || tf("rules-lead", &[("count", &n.to_string())])}</p>
            <ol class="rule-list">{items}</ol>
            <button class="secondary" on:click=move |_| { let v = !all_open(); shown.update(|s| s.iter_mut().for_each(|x| *x = v)) }>
                {move || if all_open() { t("rules-hide-all") } else { t("rules-reveal-all") }}
            </button>
        </section>
    })
}
