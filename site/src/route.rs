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
/// A pre-rendered page (at `cases/ID/`, with a `<base>` at the site's root) links the
/// root for the gallery; the pre-render itself writes path links ([`path_href`]).
pub fn href(route: &Route) -> String {
    if !crate::BROWSER {
        return path_href(route);
    }
    let q = route.query();
    if !q.is_empty() {
        format!("?{q}")
    } else if at_path() {
        "./".into()
    } else {
        window().location().pathname().unwrap_or_else(|_| "./".into())
    }
}

/// A route as a path relative to the site's root (`cases/ID/`, `zh/cases/ID/`, `./`,
/// `zh/`), its other keys in the query: the pre-rendered pages' links.
pub fn path_href(route: &Route) -> String {
    let lang = route.get(keys::LANG.name).filter(|l| *l != "en").map(|l| format!("{l}/")).unwrap_or_default();
    let case = route.case.as_ref().map(|c| format!("{}/{}/", section(c), path_segment(c))).unwrap_or_default();
    let rest = Route { case: None, ..route.clone() }.with(keys::LANG.name, None).query();
    let path = format!("{lang}{case}");
    let path = if path.is_empty() { "./".to_string() } else { path };
    if rest.is_empty() {
        path
    } else {
        format!("{path}?{rest}")
    }
}

/// The folder of case `dir`'s pages: `fdebench` for one of FDE-Bench's own cases (issue
/// 45), `cases` for the others.
pub fn section(dir: &str) -> &'static str {
    if crate::cases::find(dir).is_some_and(|c| c.is_fdebench()) {
        "fdebench"
    } else {
        "cases"
    }
}

/// The route of a page address: its query (`?case=ID&sub=FILE&lang=zh`) and its path
/// (`…/cases/ID/`, `…/fdebench/ID/`, `…/zh/cases/ID/`, `…/zh/`, under any sub-path); the
/// query wins.
pub fn route_of(path: &str, search: &str) -> Route {
    let mut route = Route::from_search(search);
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty() && *s != "index.html").collect();
    let (lang_at, case) = match segs.as_slice() {
        [.., "cases" | "fdebench", id] => (segs.len().checked_sub(3), Some(unpercent(id))),
        [..] => (segs.len().checked_sub(1), None),
    };
    if route.case.is_none() {
        route.case = case;
    }
    let lang = lang_at.and_then(|i| segs.get(i)).filter(|l| matches!(**l, "zh" | "ko" | "id"));
    if let (Some(l), None) = (lang, route.get(keys::LANG.name)) {
        route.set(keys::LANG.name, Some(l.to_string()));
    }
    route
}

/// A case folder as one path segment (ids are plain; anything else is %-escaped).
fn path_segment(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => char::from(b).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

/// A path segment read back (`%XX` escapes; a malformed one is kept as written).
fn unpercent(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = b.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok()).and_then(|h| u8::from_str_radix(h, 16).ok());
        match (b[i], hex) {
            (b'%', Some(x)) => {
                out.push(x);
                i += 3;
            }
            (c, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Whether the page was opened at a path route (a pre-rendered page).
fn at_path() -> bool {
    let path = window().location().pathname().unwrap_or_default();
    route_of(&path, "") != Route::gallery()
}

/// The site's public address, ending in `/` (`FDE_SITE_URL`): the pre-render's
/// canonical URLs, alternates, sitemap and embed snippets.
#[cfg(not(target_arch = "wasm32"))]
pub fn site_url() -> String {
    let mut site = std::env::var("FDE_SITE_URL").unwrap_or_else(|_| "https://fde-grade.github.io/".into());
    if !site.ends_with('/') {
        site.push('/');
    }
    site
}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    /// The route being rendered natively (see `crate::prerender`).
    pub static RENDERING: std::cell::RefCell<Route> = std::cell::RefCell::new(Route::gallery());
}

/// The current page's route (natively: the one being pre-rendered).
fn current() -> Route {
    #[cfg(not(target_arch = "wasm32"))]
    return RENDERING.with(|r| r.borrow().clone());
    #[cfg(target_arch = "wasm32")]
    {
        let l = window().location();
        route_of(&l.pathname().unwrap_or_default(), &l.search().unwrap_or_default())
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
        let route = RwSignal::new(current());
        if crate::BROWSER {
            let on_pop = Closure::<dyn Fn()>::new(move || route.set(current()));
            let _ = window().add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
            on_pop.forget(); // lives as long as the page
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_a_route_under_any_sub_path() {
        assert_eq!(route_of("/fde/cases/routing-city/", ""), Route::case("routing-city"));
        assert_eq!(route_of("/cases/a%20b/index.html", ""), Route::case("a b"));
        assert_eq!(route_of("/fde/zh/cases/x/", "?sub=s.json").query(), "case=x&sub=s.json&lang=zh");
        assert_eq!(route_of("/fde/ko/", "").query(), "lang=ko");
        assert_eq!(route_of("/fde/", "?case=y&lang=id"), Route::from_search("?case=y&lang=id"), "the old links");
        assert_eq!(route_of("/cases/x/", "?case=y").case.as_deref(), Some("y"), "the query wins");
        assert_eq!(route_of("/fde/index.html", ""), Route::gallery());
    }

    #[test]
    fn the_prerendered_links_are_paths_from_the_root() {
        assert_eq!(path_href(&Route::gallery()), "./");
        assert_eq!(path_href(&Route::case("routing-city")), "cases/routing-city/");
        let zh = Route::case("x").with(keys::LANG.name, Some("zh".into()));
        assert_eq!(path_href(&zh), "zh/cases/x/");
        assert_eq!(path_href(&zh.clone().with_sub(Some("s.json".into()))), "zh/cases/x/?sub=s.json");
        assert_eq!(path_href(&Route::gallery().with(keys::LANG.name, Some("ko".into()))), "ko/");
        assert_eq!(path_href(&Route::gallery().with(keys::LANG.name, Some("en".into()))), "./");
        // FDE-Bench's own cases have their folder (issue 45).
        let bench = crate::cases::all().iter().find(|c| c.is_fdebench()).expect("cases-fdebench embedded");
        assert_eq!(path_href(&Route::case(bench.dir())), format!("fdebench/{}/", bench.dir()));
        assert_eq!(route_of(&format!("/fde/id/fdebench/{}/", bench.dir()), "").query(), format!("case={}&lang=id", bench.dir()));
        for r in [zh, Route::case("a b"), Route::case(bench.dir()).with(keys::LANG.name, Some("ko".into()))] {
            let h = path_href(&r);
            let (path, q) = h.split_once('?').unwrap_or((&h, ""));
            assert_eq!(route_of(&format!("/fde/{path}"), q), r, "{h}");
        }
    }
}
