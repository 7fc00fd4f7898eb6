//! # site-url: the site's URL state, in one place
//!
//! The whole site is one `index.html`; what a page shows is in its query string:
//! `?case=ID` (a case page, else the gallery), `sub=FILE` (the example shown),
//! `embed=FIGURE` (one figure alone) and each figure's own keys (layers, zoom, moved
//! stores, the pair or the two submissions shown, ...). This crate decides how each
//! of them is written: [`form`] reads and writes the query string exactly as the
//! browser's `URLSearchParams` does, [`Route`] is the parsed query, and every key is
//! declared once in [`keys`] with the type of its value ([`Key`], [`Value`]): a
//! figure reads `route.read(keys::PAIR)` (a `usize`, or `None` when absent or not a
//! number) and writes `route.write(keys::PAIR, Some(&3))`, never a string by hand.
//!
//! Pure (no browser, no Leptos): `cargo test -p site-url` runs its tests natively.
//! The site's `route` module binds it to the browser's location and history.

use std::marker::PhantomData;

pub mod form;
pub mod keys;
pub mod share;
mod values;

pub use values::{Cmp, Layers, Moves, Theme, ViewBox, LAYER_NAMES};

/// Where the reader is: the parsed query string.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Route {
    /// Case folder name (`case=`); `None` = the gallery.
    pub case: Option<String>,
    /// An example submission (its path in the case folder, `sub=`) to show.
    pub sub: Option<String>,
    /// Every other key, kept in order (a key this site does not know is kept too, and
    /// carried along; typed reads never see it).
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

    /// Read a query string (`location.search`, with or without its `?`). A repeated
    /// `case` or `sub` keeps its last value.
    pub fn from_search(search: &str) -> Route {
        let mut r = Route::default();
        for (k, v) in form::parse(search) {
            match k.as_str() {
                keys::CASE => r.case = Some(v),
                keys::SUB => r.sub = Some(v),
                _ => r.extra.push((k, v)),
            }
        }
        r
    }

    /// The query string of this route, without `?` (empty for the gallery): `case`,
    /// `sub`, then the other keys in order.
    pub fn query(&self) -> String {
        form::serialize(self.pairs())
    }

    /// The query string that shows figure `id` alone with this route's state: `embed`
    /// first, then the case, the submission and every other key (an `embed` of this
    /// route is replaced).
    pub fn embed_query(&self, id: &str) -> String {
        let rest = self.pairs().filter(|(k, _)| *k != keys::EMBED.name);
        form::serialize(std::iter::once((keys::EMBED.name, id)).chain(rest))
    }

    /// [`Route::embed_query`] with the embed's colours: `theme` right after `embed` (a
    /// `theme` of this route is replaced), written even when `auto` (the snippet says
    /// what it chose).
    pub fn embed_query_themed(&self, id: &str, theme: Theme) -> String {
        let rest = self.pairs().filter(|(k, _)| *k != keys::EMBED.name && *k != keys::THEME.name);
        form::serialize([(keys::EMBED.name, id), (keys::THEME.name, theme.name())].into_iter().chain(rest))
    }

    fn pairs(&self) -> impl Iterator<Item = (&str, &str)> {
        let case = self.case.as_deref().map(|c| (keys::CASE, c));
        let sub = self.sub.as_deref().map(|s| (keys::SUB, s));
        case.into_iter().chain(sub).chain(self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str())))
    }

    /// `to` with this route's language (`lang=`) when `to` names none: where a link or
    /// a navigation from this page goes, so a chosen language stays chosen.
    pub fn carry(&self, to: Route) -> Route {
        match self.get(keys::LANG.name) {
            Some(l) if to.get(keys::LANG.name).is_none() => to.with(keys::LANG.name, Some(l.to_string())),
            _ => to,
        }
    }

    /// The raw value of an extra query key (`None` when absent).
    pub fn get(&self, key: &str) -> Option<&str> {
        self.extra.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Set an extra query key in place (kept in its position), or remove it with `None`.
    pub fn with(mut self, key: &str, value: Option<String>) -> Route {
        self.set(key, value);
        self
    }

    /// Set (or, with `None`, remove) an extra key in place; `true` when the route changed.
    pub fn set(&mut self, key: &str, value: Option<String>) -> bool {
        match (self.extra.iter().position(|(k, _)| k == key), value) {
            (Some(i), Some(v)) if self.extra[i].1 != v => self.extra[i].1 = v,
            (Some(i), None) => {
                self.extra.remove(i);
            }
            (None, Some(v)) => self.extra.push((key.into(), v)),
            _ => return false,
        }
        true
    }

    /// The value of `key`: `None` when absent or not a value of its type.
    pub fn read<V: Value>(&self, key: Key<V>) -> Option<V> {
        self.get(key.name).and_then(V::decode)
    }

    /// `key` set to `value` (removed with `None`).
    pub fn write<V: Value>(self, key: Key<V>, value: Option<&V>) -> Route {
        self.with(key.name, value.map(V::encode))
    }
}

/// A query key and the type of its value (declared once, in [`keys`]).
pub struct Key<V> {
    pub name: &'static str,
    value: PhantomData<fn() -> V>,
}

impl<V> Key<V> {
    pub const fn new(name: &'static str) -> Key<V> {
        Key { name, value: PhantomData }
    }
}

impl<V> Clone for Key<V> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<V> Copy for Key<V> {}

impl<V> std::fmt::Debug for Key<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Key({})", self.name)
    }
}

/// A value as it appears in the URL: written by [`Value::encode`], read back by
/// [`Value::decode`] (`None`: not a value of this type; the reader then gets the
/// figure's default, never a panic).
pub trait Value: Sized {
    fn encode(&self) -> String;
    fn decode(s: &str) -> Option<Self>;
}

/// Any text (a file name, a scene's key): as it is.
impl Value for String {
    fn encode(&self) -> String {
        self.clone()
    }
    fn decode(s: &str) -> Option<Self> {
        Some(s.to_string())
    }
}

/// A count or an index: decimal digits only (no sign).
impl Value for usize {
    fn encode(&self) -> String {
        self.to_string()
    }
    fn decode(s: &str) -> Option<Self> {
        s.bytes().all(|c| c.is_ascii_digit()).then(|| s.parse().ok()).flatten()
    }
}

/// A flag: `1` (on) or `0` (off); writers leave the key out when off.
impl Value for bool {
    fn encode(&self) -> String {
        if *self { "1" } else { "0" }.into()
    }
    fn decode(s: &str) -> Option<Self> {
        match s {
            "1" => Some(true),
            "0" => Some(false),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_round_trips_through_its_query() {
        let r = Route::case("routing-city")
            .with_sub(Some("submissions/6 reference.json".into()))
            .write(keys::LAYERS, Some(&Layers { hulls: false, ..Layers::default() }))
            .write(keys::PAIR, Some(&2))
            .write(keys::CMP, Some(&Cmp { a: "a/1.json".into(), b: "b&2.json".into() }));
        let q = r.query();
        assert_eq!(
            q,
            "case=routing-city&sub=submissions%2F6+reference.json&layers=routes.intrusions.crossings&pair=2&cmp=a%2F1.json*b%262.json"
        );
        assert_eq!(Route::from_search(&format!("?{q}")), r);
        assert_eq!(Route::gallery().query(), "");
    }

    #[test]
    fn a_figures_target_rides_in_the_query() {
        let r = Route::case("pump-vibration").write(keys::SCATTER_TARGET, Some(&"bearing temperature".to_string()));
        assert_eq!(r.query(), "case=pump-vibration&scatter-target=bearing+temperature");
        let back = Route::from_search(&r.query());
        assert_eq!(back.read(keys::SCATTER_TARGET).as_deref(), Some("bearing temperature"));
        assert_eq!(back.read(keys::ERRORS_TARGET), None);
        // Embeds and share links carry it (share links keep the page's query).
        assert_eq!(back.embed_query("pred-scatter"), "embed=pred-scatter&case=pump-vibration&scatter-target=bearing+temperature");
    }

    #[test]
    fn unknown_keys_are_kept_but_ignored_by_typed_reads() {
        let r = Route::from_search("?foo=bar&case=c&pair=1&x=%2A");
        assert_eq!(r.case.as_deref(), Some("c"));
        assert_eq!(r.read(keys::PAIR), Some(1));
        assert_eq!(r.read(keys::LAYERS), None);
        assert_eq!(r.extra, vec![("foo".into(), "bar".into()), ("pair".into(), "1".into()), ("x".into(), "*".into())]);
        // Carried along in links, in place.
        assert_eq!(r.query(), "case=c&foo=bar&pair=1&x=*");
    }

    #[test]
    fn bad_values_read_as_absent() {
        let r = Route::from_search("pair=-1&roc-ref=yes&map-view=1_2&layers=routes.roads&cmp=onlyone&drag=S1_1");
        assert_eq!(r.read(keys::PAIR), None);
        assert_eq!(r.read(keys::ROC_REF), None);
        assert_eq!(r.read(keys::MAP_VIEW), None);
        assert_eq!(r.read(keys::LAYERS), None);
        assert_eq!(r.read(keys::CMP), None);
        assert_eq!(r.read(keys::DRAG), Some(Moves::default()), "a malformed move is skipped");
    }

    #[test]
    fn setting_keys_keeps_their_place() {
        let mut r = Route::from_search("a=1&b=2&c=3");
        assert!(r.set("b", Some("x".into())));
        assert!(!r.set("b", Some("x".into())), "same value: unchanged");
        assert!(r.set("a", None));
        assert!(!r.set("zz", None));
        assert!(r.set("d", Some("4".into())));
        assert_eq!(r.query(), "b=x&c=3&d=4");
        assert_eq!(r.write(keys::ROC_REF, Some(&true)).get("roc-ref"), Some("1"));
    }

    #[test]
    fn a_themed_embed_query_says_its_theme_once_after_embed() {
        let r = Route::from_search("?theme=dark&case=c&sub=s.json&embed=old&layers=none");
        assert_eq!(r.embed_query_themed("map", Theme::Light), "embed=map&theme=light&case=c&sub=s.json&layers=none");
        assert_eq!(Route::gallery().embed_query_themed("roc", Theme::Auto), "embed=roc&theme=auto");
        let back = Route::from_search(&format!("?{}", r.embed_query_themed("map", Theme::Dark)));
        assert_eq!(back.read(keys::THEME), Some(Theme::Dark));
        assert_eq!(Route::from_search("?theme=purple").read(keys::THEME), None);
    }

    #[test]
    fn the_language_is_carried_to_links_and_embeds() {
        let here = Route::from_search("?case=c&lang=ko&pair=1");
        assert_eq!(here.carry(Route::gallery()).query(), "lang=ko");
        assert_eq!(here.carry(Route::case("d")).query(), "case=d&lang=ko");
        assert_eq!(here.carry(Route::case("d").with("lang", Some("zh".into()))).query(), "case=d&lang=zh", "a link's own language wins");
        assert_eq!(Route::gallery().carry(Route::case("d")).query(), "case=d", "no language chosen: none written");
        assert_eq!(here.embed_query_themed("map", Theme::Auto), "embed=map&theme=auto&case=c&lang=ko&pair=1");
    }

    #[test]
    fn an_embed_query_puts_embed_first_once() {
        let r = Route::from_search("?embed=old&case=c&sub=s.json&layers=none");
        assert_eq!(r.embed_query("map"), "embed=map&case=c&sub=s.json&layers=none");
        assert_eq!(Route::gallery().embed_query("demo-hull"), "embed=demo-hull");
    }
}
