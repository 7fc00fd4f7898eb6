//! A tiny query-string router: the whole site is one `index.html`, the view is chosen
//! by `?case=ID` (case page) and `&sub=FILE` (an example submission shown). Query
//! strings keep every URL valid on any static host and under any sub-path, with no
//! server rewrites. Navigation uses `history.pushState` (no reload, no request).
//!
//! Issue 5's figures add their own keys (e.g. `figure=map`) through [`Route::extra`].

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// Where the user is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Route {
    /// Case folder name; `None` = the gallery.
    pub case: Option<String>,
    /// An example submission (its path in the case folder) to show.
    pub sub: Option<String>,
    /// Other query keys, kept in order.
    pub extra: Vec<(String, String)>,
}

impl Route {
    pub fn gallery() -> Route {
        Route::default()
    }

    pub fn case(dir: &str) -> Route {
        Route { case: Some(dir.into()), ..Default::default() }
    }

    pub fn with_sub(mut self, sub: Option<String>) -> Route {
        self.sub = sub;
        self
    }

    /// The value of an extra query key (a figure's state, `embed`, ...).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.extra.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Set an extra query key in place (kept in its position), or remove it with `None`.
    pub fn with(mut self, key: &str, value: Option<String>) -> Route {
        match (self.extra.iter().position(|(k, _)| k == key), value) {
            (Some(i), Some(v)) => self.extra[i].1 = v,
            (Some(i), None) => {
                self.extra.remove(i);
            }
            (None, Some(v)) => self.extra.push((key.into(), v)),
            (None, None) => {}
        }
        self
    }

    /// Read a `location.search` string.
    pub fn from_search(search: &str) -> Route {
        let mut r = Route::default();
        let Ok(params) = web_sys::UrlSearchParams::new_with_str(search) else {
            return r;
        };
        let entries = js_sys::try_iter(&params).ok().flatten();
        for e in entries.into_iter().flatten().flatten() {
            let pair: js_sys::Array = e.unchecked_into();
            let (k, v) = (pair.get(0).as_string().unwrap_or_default(), pair.get(1).as_string().unwrap_or_default());
            match k.as_str() {
                "case" => r.case = Some(v),
                "sub" => r.sub = Some(v),
                _ => r.extra.push((k, v)),
            }
        }
        r
    }

    /// The URL of this route, relative to the current page (`?case=…` or the page itself).
    pub fn href(&self) -> String {
        let Ok(params) = web_sys::UrlSearchParams::new() else {
            return String::new();
        };
        if let Some(c) = &self.case {
            params.append("case", c);
        }
        if let Some(s) = &self.sub {
            params.append("sub", s);
        }
        for (k, v) in &self.extra {
            params.append(k, v);
        }
        let q: String = params.to_string().into();
        if q.is_empty() {
            window().location().pathname().unwrap_or_else(|_| "./".into())
        } else {
            format!("?{q}")
        }
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
        if other_build(&to) {
            let _ = window().location().assign(&to.href());
            return;
        }
        let page_changes = self.route.with_untracked(|r| r.case != to.case);
        let _ = window().history().and_then(|h| h.push_state_with_url(&JsValue::NULL, "", Some(&to.href())));
        self.route.set(to);
        if page_changes {
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    }

    /// Change the current route in place (no new history entry).
    pub fn replace(&self, to: Route) {
        if other_build(&to) {
            let _ = window().location().replace(&to.href());
            return;
        }
        let _ = window().history().and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&to.href())));
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
    let href = to.href();
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if ev.button() == 0 && !(ev.ctrl_key() || ev.meta_key() || ev.shift_key() || ev.alt_key()) {
            ev.prevent_default();
            router.go(to.clone());
        }
    };
    view! { <a href=href class=class on:click=on_click>{children()}</a> }
}
