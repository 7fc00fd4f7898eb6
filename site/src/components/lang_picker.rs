//! The language picker (issue 17): every language named in itself; choosing one redraws
//! the page's words ([`crate::words::set_lang`]), remembers it and writes `lang=` in the
//! address, which every link, share link and embed snippet then carries.

use i18n::Lang;
use leptos::prelude::*;

use crate::route::{keys, use_router};
use crate::words::{lang, set_lang, t};

/// Follow `lang=` in the address (a link, back/forward): the page's language follows.
pub fn follow_address() {
    let router = use_router();
    Effect::new(move |_| {
        let asked = router.route.with(|r| r.get(keys::LANG.name).and_then(Lang::parse));
        if let Some(l) = asked {
            if l != untrack(lang) {
                set_lang(l);
            }
        }
    });
}

#[component]
pub fn LangPicker() -> impl IntoView {
    let router = use_router();
    let pick = move |ev: leptos::ev::Event| {
        let Some(l) = Lang::parse(&event_target_value(&ev)) else { return };
        set_lang(l);
        router.replace(router.route.get_untracked().write(keys::LANG, Some(&l.code().to_string())));
    };
    let options = Lang::ALL
        .into_iter()
        .map(|l| view! { <option value=l.code() lang=l.code() selected=move || lang() == l>{l.name()}</option> })
        .collect_view();
    view! {
        <label class="lang-picker">
            <span class="sr">{move || t("lang-picker-label")}</span>
            <select id="lang-picker" on:change=pick prop:value=move || lang().code() title=move || t("lang-picker-label")>{options}</select>
        </label>
    }
}
