//! The URL layer of the page: a tiny query-string router (the whole site is one
//! `index.html`, the view is chosen by `?case=ID` and `&sub=FILE`; query strings keep
//! every URL valid on any static host and under any sub-path, with no server rewrites;
//! navigation uses `history.pushState`, no reload, no request) and [`Url`], the handle
//! figures read and write their state through.
//!
//! How each key and value is written is decided in one place, the pure crate
//! `site-url` (re-exported here: [`Route`], [`keys`], [`Value`]); this module only binds
//! it to the browser's location and history.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

pub use site_url::{keys, Cmp, Key, Layers, Moves, Route, Theme, Value, ViewBox, LAYER_NAMES};

/// The URL of `route`, relative to the current page (`?case=…`, or the page itself).
pub fn href(route: &Route) -> String {
    let q = route.query();
    if q.is_empty() {
        window().location().pathname().unwrap_or_else(|_| "./".into())
    } else {
        format!("?{q}")
    }
}

/// The current route, shared by the whole app.
#[derive(Clone, Copy)]
pub struct Router {
    pub route: RwSignal<Route>,
}

impl Router {
    /// Create the router from the current URL and follow back/forward.
    pub fn install() -> Router {
        let route = RwSignal::new(Route::from_search(&window().location().search().unwrap_or_default()));
        let on_pop = Closure::<dyn Fn()>::new(move || {
            route.set(Route::from_search(&window().location().search().unwrap_or_default()));
        });
        let _ = window().add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
        on_pop.forget(); // lives as long as the page
        let router = Router { route };
        provide_context(router);
        router
    }

    /// Go to a route (a new history entry), and scroll to the top when the page changes.
    pub fn go(&self, to: Route) {
        let to = self.route.with_untracked(|r| r.carry(to));
        if other_build(&to) {
            let _ = window().location().assign(&href(&to));
            return;
        }
        let page_changes = self.route.with_untracked(|r| r.case != to.case);
        let _ = window().history().and_then(|h| h.push_state_with_url(&JsValue::NULL, "", Some(&href(&to))));
        self.route.set(to);
        if page_changes {
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Change the current route in place (no new history entry).
    pub fn replace(&self, to: Route) {
        if other_build(&to) {
            let _ = window().location().replace(&href(&to));
            return;
        }
        let _ = window().history().and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&href(&to))));
        self.route.set(to);
    }
}

/// A route to a case of a kind this build does not grade: the page is loaded anew, and
/// the start script picks the build of that kind.
fn other_build(to: &Route) -> bool {
    to.case.as_deref().is_some_and(|c| !crate::cases::shown_here(c))
}

pub fn use_router() -> Router {
    expect_context::<Router>()
}

/// A link to a route: a real `<a href>` (open in a new tab works), handled in place
/// on a plain click.
#[component]
pub fn Link(to: Route, children: Children, #[prop(optional, into)] class: String) -> impl IntoView {
    let router = use_router();
    // The address carries the page's language (`lang=`), when the reader chose one.
    let url = {
        let to = to.clone();
        move || router.route.with(|r| href(&r.carry(to.clone())))
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if ev.button() == 0 && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key()) {
            ev.prevent_default();
            router.go(to.clone());
        }
    };
    view! { <a href=url class=class on:click=on_click>{children()}</a> }
}

/// The page's query string as figures use it: typed reads and in-place writes (no new
/// history entry). Captured where the router is in reach: event handlers and timers
/// run outside the component tree, where the context is not.
#[derive(Clone, Copy)]
pub struct Url(Router);

impl Url {
    /// The router of this page (call while building a component).
    pub fn here() -> Url {
        Url(use_router())
    }

    /// The value of `key` now (`None`: absent, or not a value of its type).
    pub fn read<V: Value>(&self, key: Key<V>) -> Option<V> {
        self.0.route.with_untracked(|r| r.read(key))
    }

    /// Is flag `key` on? Tracked: follows the URL.
    pub fn flag(&self, key: Key<bool>) -> Memo<bool> {
        let route = self.0.route;
        Memo::new(move |_| route.with(|r| r.read(key) == Some(true)))
    }

    /// `sub=` now.
    pub fn sub(&self) -> Option<String> {
        self.0.route.with_untracked(|r| r.sub.clone())
    }

    /// `sub=`, tracked.
    pub fn sub_tracked(&self) -> Option<String> {
        self.0.route.with(|r| r.sub.clone())
    }

    /// Show example `file` (`None`: no example) in the URL.
    pub fn set_sub(&self, file: Option<String>) {
        self.0.replace(self.0.route.get_untracked().with_sub(file));
    }

    /// Write `key` (remove it with `None`), in place.
    pub fn write<V: Value>(&self, key: Key<V>, value: Option<&V>) {
        self.update(|r| r.write(key, value));
    }

    /// Change several keys at once, in place (written only when something changed).
    pub fn update(&self, change: impl FnOnce(Route) -> Route) {
        let now = self.0.route.get_untracked();
        let next = change(now.clone());
        if next != now {
            self.0.replace(next);
        }
    }

    /// Keep `key` equal to `value()` (written when it changes, never read back).
    pub fn sync<V: Value + PartialEq + Clone + Send + Sync + 'static>(&self, key: Key<V>, value: impl Fn() -> Option<V> + 'static) {
        let url = *self;
        Effect::new(move |prev: Option<Option<V>>| {
            let v = value();
            if prev.is_some_and(|p| p != v) {
                url.write(key, v.as_ref());
            }
            v
        });
    }
}
