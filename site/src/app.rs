//! The app shell: header, the page chosen by the route, footer; the "ready" mark.

use leptos::prelude::*;

use crate::components::lang_picker::{follow_address, LangPicker};
use crate::pages::{case::CasePage, embed::EmbedPage, gallery::Gallery};
use crate::route::{keys, Link, Route, Router};
use crate::words::t;

#[component]
pub fn App() -> impl IntoView {
    let router = Router::install();
    follow_address();
    // Mark the page interactive once mounted (the e2e tests and the closing note time this).
    crate::BROWSER.then(|| {
        request_animation_frame(|| {
            if let Some(el) = document().document_element() {
                let _ = el.set_attribute("data-ready", "1");
            }
            crate::state::mark("fde-ready");
        })
    });
    // `?embed=ID`: that figure alone, for an iframe on someone else's page.
    if let Some(id) = router.route.with_untracked(|r| r.read(keys::EMBED)) {
        return view! { <EmbedPage id=id/> }.into_any();
    }
    // Only a change of case re-creates the page (not `sub` or other keys).
    let case = Memo::new(move |_| router.route.with(|r| r.case.clone()));
    let page = move || match case.get() {
        Some(dir) => view! { <CasePage dir=dir/> }.into_any(),
        None => view! { <Gallery/> }.into_any(),
    };
    view! {
        <a class="skip" href="#main">{move || t("app-skip")}</a>
        <header class="top">
            <Link to=Route::gallery() class="brand">"fde-grade"</Link>
            <span class="tag">{move || t("app-tagline")}</span>
            <LangPicker/>
        </header>
        <main id="main" tabindex="-1">{page}</main>
        <footer class="foot">
            <p>
                {move || t("app-footer-before")}
                <code>"fde-grade"</code>
                {move || t("app-footer-after")}
            </p>
        </footer>
    }
    .into_any()
}
