//! # site: the fde-grade static site (Leptos, client-side only)
//!
//! Shows the public cases (manifests embedded at build time, see `build.rs`; a case
//! page fetches its case's files from the site itself, see [`cases`]) and grades
//! whatever a student drops on a case page with the same core as `fde-grade`. Nothing
//! leaves the browser: the only requests are for the site's own files.
//!
//! Layout:
//! * [`cases`]: the case set (embedded manifests; files fetched once per session);
//! * [`route`]: the query-string router (`?case=ID&sub=FILE`), works under any sub-path,
//!   and [`route::Url`], the figures' typed URL state (keys and encoders: `site-url`);
//! * [`state`]: the shared state of a case page (loaded case, current report);
//! * [`pages`]: the gallery and the case page, assembled from [`components`];
//! * [`kinds`]: one folder per case kind (its figures, panels, coach), registered once
//!   (`kinds/mod.rs`: one line per kind; the rest of the site reaches a kind only there);
//! * [`figures`]: the shared figure parts (inputs, canvas, rule ladder) and the registry
//!   that lists every figure (the case page's sections and the embed page draw from it);
//! * [`format`]: number formatting;
//! * [`worker`]: dropped files graded in a Web Worker (`crates/grader-worker`);
//! * [`share`]: a graded file in a link (`#s=`), and the attempts kept in the browser;
//! * [`zip`]: the case's files in one zip, written in the page;
//! * [`embed`]: a figure alone in someone else's page (`?embed=ID`), its resize
//!   messages, the embed snippet and SVG export.

// A build of one case kind (scripts/build-site makes one per kind) leaves the other
// kinds' helpers and match arms unused: lint those only in the full build.
// The native pre-render (`ssr`) resolves the views' deep types (the page's build erases them).
#![recursion_limit = "512"]
// Natively without the pre-render the binary renders nothing: only the tests read it.
// (One `dead_code` allowance for both cases: clippy refuses it twice in a one-kind native build.)
#![cfg_attr(
    any(
        all(not(target_arch = "wasm32"), not(feature = "prerender")),
        not(all(feature = "routing", feature = "scorecard", feature = "uplift", feature = "prediction"))
    ),
    allow(dead_code)
)]
#![cfg_attr(
    not(all(feature = "routing", feature = "scorecard", feature = "uplift", feature = "prediction")),
    allow(unused_imports, unused_variables, unreachable_patterns, irrefutable_let_patterns)
)]

mod app;

/// The element that holds a pre-rendered page's body (removed when the app mounts).
pub const fn prerender_id() -> &'static str {
    "fde-prerendered"
}
mod cases;
mod components;
mod embed;
mod figures;
mod format;
mod kinds;
mod pages;
#[cfg(all(not(target_arch = "wasm32"), feature = "prerender"))]
mod prerender;
mod route;
mod share;
mod state;
mod words;
mod worker;
mod zip;

/// True in the page; false in the native pre-render (`prerender`: no window, no
/// document), where what reads them while a view is built is skipped.
pub const BROWSER: bool = cfg!(target_arch = "wasm32");

/// Natively: the pre-render (the same components written to static HTML).
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    #[cfg(feature = "prerender")]
    prerender::main();
    #[cfg(not(feature = "prerender"))]
    eprintln!("site: natively this is the pre-render: build it with --features prerender");
}

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    state::mark("fde-main");
    // The page's kinds' codes and words (each kind crate's), before any word is read; in
    // the page split per kind each kind's words when its module has loaded (kinds::load).
    kinds::install();
    // The module of the page's case kind first (routing's for the gallery, its demos, and
    // a case that is not one: scripts/build-site splits the page per kind).
    let location = leptos::prelude::window().location();
    let route = route::route_of(&location.pathname().unwrap_or_default(), &location.search().unwrap_or_default());
    let kind = route
        .case
        .as_deref()
        .and_then(cases::find)
        .and_then(|c| c.manifest.as_ref().ok())
        .map_or(grader::case::CaseKind::Routing, |m| m.kind);
    wasm_bindgen_futures::spawn_local(async move {
        let loaded = match kinds::load(kind).await {
            Ok(false) => kinds::load(grader::case::CaseKind::Routing).await.map(|_| ()),
            r => r.map(|_| ()),
        };
        // The start script's promise of the app waits for this (site/start.js): a module
        // that did not come is said on the page, which stays as pre-rendered.
        let told = js_sys::Reflect::get(&leptos::prelude::window(), &"fdeKindLoaded".into())
            .ok()
            .and_then(|f| wasm_bindgen::JsCast::dyn_into::<js_sys::Function>(f).ok());
        let why = loaded.as_ref().err().map_or(wasm_bindgen::JsValue::UNDEFINED, |w| w.as_str().into());
        if let Some(f) = told {
            let _ = f.call1(&wasm_bindgen::JsValue::NULL, &why);
        }
        match loaded {
            Ok(()) => start(),
            Err(why) => leptos::logging::warn!("this page's code could not be loaded: {why}"),
        }
    });
}

#[cfg(target_arch = "wasm32")]
fn start() {
    // Mounted in the page's first language: a language other than English waits for its
    // words file first (see words::start), so the page never shows a mix.
    words::start(|| {
        // A pre-rendered page (prerender.rs) is replaced by the app (hydration later).
        // The start script hears of it before and after (`fde-mount`, `fde-mounted`:
        // scripts/build-site) to keep the reader's scroll, focus and click across it.
        let said = |name: &str| {
            if let Ok(ev) = web_sys::Event::new(name) {
                let _ = leptos::prelude::window().dispatch_event(&ev);
            }
        };
        let pre = leptos::prelude::document().get_element_by_id(prerender_id());
        if let Some(pre) = &pre {
            said("fde-mount");
            pre.remove();
        }
        leptos::mount::mount_to_body(app::App);
        if pre.is_some() {
            said("fde-mounted");
        }
    });
}
