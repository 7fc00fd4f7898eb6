//! The embed page: `?embed=ID&case=CASE[&sub=FILE][&figure keys]` renders figure `ID`
//! of case `CASE` alone (no header, navigation or footer), as wide as its frame, on a
//! transparent background, and reports its height to the host page (see
//! [`crate::embed`]). Unknown figures and cases get a short message, never a panic.

use leptos::prelude::*;

use crate::cases;
use crate::embed::{page_url_for, report_size};
use crate::figures::inputs::{follow_sub, provide_shown};
use crate::figures::registry::{self, notice};
use crate::route::use_router;
use crate::state::CaseState;
use crate::words::tf;

#[component]
pub fn EmbedPage(id: String) -> impl IntoView {
    let router = use_router();
    if let Some(el) = document().document_element() {
        let _ = el.class_list().add_1("embed");
    }
    crate::embed::apply_theme(router.route.with_untracked(|r| r.read(crate::route::keys::THEME)));
    let root = NodeRef::<leptos::html::Div>::new();
    // Measure once mounted, then on every change of size.
    Effect::new(move |done: Option<bool>| {
        if done == Some(true) {
            return true;
        }
        match root.get() {
            Some(el) => {
                report_size(el.into());
                true
            }
            None => false,
        }
    });

    let case = router.route.with_untracked(|r| r.case.clone());
    let info = case.as_deref().and_then(cases::find);
    let body = match (info, case) {
        // The demos carry their own little cities: no case needed.
        (None, None) => match registry::lookup(&id) {
            Ok(f) => f.draw(),
            Err(why) => notice(why),
        },
        (None, Some(c)) => notice(tf("embed-no-case", &[("case", &c)])),
        (Some(info), _) if info.manifest.is_err() => notice(tf("embed-unreadable", &[("case", info.dir())])),
        (Some(info), _) => {
            // The case's files are fetched first (once per session), then the figure.
            let status = cases::loaded_signal(info);
            // Once the figure (or the failure) is on screen, tell the host its height
            // (after this turn's rendering: a timer runs after the DOM is updated).
            Effect::new(move |_| {
                if status.with(Option::is_some) {
                    set_timeout(crate::embed::resend_size, std::time::Duration::ZERO);
                }
            });
            let id = id.clone();
            (move || match status.get() {
                Some(Ok(())) => untrack(|| embed_figure(info, &id)),
                Some(Err(e)) => cases::failed_view(e),
                None => cases::loading_view(),
            })
            .into_any()
        }
    };
    view! {
        <div class="embed-root" node_ref=root data-embed=id.clone()>{body}</div>
    }
}

/// Figure `id` of case `info` (its files loaded), with a link to the full page.
fn embed_figure(info: &'static cases::CaseInfo, id: &str) -> AnyView {
    let router = use_router();
    let state = CaseState::new(info);
    provide_context(state);
    provide_shown();
    if state.manifest().is_none() {
        return notice(tf("embed-unreadable", &[("case", info.dir())]));
    }
    // `sub=FILE` picks the example shown, as on the case page.
    follow_sub(state);
    let id_text = id.to_string();
    Effect::new(move |_| document().set_title(&format!("{} · {} · fde-grade", id_text, info.title())));
    let figure = registry::render(id);
    let full = move || router.route.with(page_url_for);
    view! {
        {figure}
        <p class="embed-credit">
            <a href=full target="_blank" rel="noopener">{move || format!("{} · fde-grade ↗", info.title())}</a>
        </p>
    }
    .into_any()
}
