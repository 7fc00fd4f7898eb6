//! The typed values of the figures' keys (see [`crate::keys`]).

use pysem::float::{parse, Fixed};

use crate::Value;

/// The map layers a reader can switch, in the order `layers=` lists them.
pub const LAYER_NAMES: [&str; 4] = ["routes", "hulls", "intrusions", "crossings"];

/// Which map layers are on (`layers=routes.hulls`; `none` when all are off).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layers {
    pub routes: bool,
    pub hulls: bool,
    pub intrusions: bool,
    pub crossings: bool,
}

impl Default for Layers {
    fn default() -> Self {
        Layers { routes: true, hulls: true, intrusions: true, crossings: true }
    }
}

impl Layers {
    const NONE: Layers = Layers { routes: false, hulls: false, intrusions: false, crossings: false };

    fn slot(&mut self, name: &str) -> Option<&mut bool> {
        match name {
            "routes" => Some(&mut self.routes),
            "hulls" => Some(&mut self.hulls),
            "intrusions" => Some(&mut self.intrusions),
            "crossings" => Some(&mut self.crossings),
            _ => None,
        }
    }

    /// Is layer `name` on (an unknown name: off)?
    pub fn get(&self, name: &str) -> bool {
        let mut l = *self;
        l.slot(name).is_some_and(|on| *on)
    }

    /// Switch layer `name` (an unknown name: nothing).
    pub fn set(&mut self, name: &str, on: bool) {
        if let Some(slot) = self.slot(name) {
            *slot = on;
        }
    }
}

/// The layers on, dot-separated (`,` read too); every name must be a layer's.
impl Value for Layers {
    fn encode(&self) -> String {
        let on: Vec<&str> = LAYER_NAMES.into_iter().filter(|n| self.get(n)).collect();
        if on.is_empty() {
            "none".into()
        } else {
            on.join(".")
        }
    }
    fn decode(s: &str) -> Option<Self> {
        let mut l = Layers::NONE;
        if s == "none" {
            return Some(l);
        }
        for n in s.split(['.', ',']) {
            *l.slot(n)? = true;
        }
        Some(l)
    }
}

/// A zoom and pan: the `viewBox`'s left, top and width in user units (`X_Y_W`,
/// rounded to whole units; its height follows the map's aspect).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ViewBox {
    pub x: f64,
    pub y: f64,
    pub w: f64,
}

impl Value for ViewBox {
    fn encode(&self) -> String {
        format!("{}_{}_{}", Fixed(self.x, 0), Fixed(self.y, 0), Fixed(self.w, 0))
    }
    fn decode(s: &str) -> Option<Self> {
        let mut n = s.split('_').map(parse);
        let v = ViewBox { x: n.next()??, y: n.next()??, w: n.next()?? };
        let finite = v.x.is_finite() && v.y.is_finite() && v.w.is_finite();
        (n.next().is_none() && finite && v.w > 0.0).then_some(v)
    }
}

/// Two submissions compared (`cmp=FILE_A*FILE_B`; `*` is not in the case's file names).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Cmp {
    pub a: String,
    pub b: String,
}

impl Value for Cmp {
    fn encode(&self) -> String {
        format!("{}*{}", self.a, self.b)
    }
    fn decode(s: &str) -> Option<Self> {
        let (a, b) = s.split_once('*')?;
        Some(Cmp { a: a.into(), b: b.into() })
    }
}

/// Moves of stores, in order: `CODE_A_B*CODE_A_B…` (`drag=CODE_LON_LAT`,
/// `stops=CODE_ROUTE_POS`, `hull-pts=CODE_X_Y`). A code may hold `_` (read from the
/// right) but not `*`; a malformed move is skipped. What `A` and `B` mean is the
/// figure's: it reads them as numbers and skips what it cannot use.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Moves(pub Vec<(String, String, String)>);

impl Moves {
    /// Whether the moves can be written (no code holds the separator `*`).
    pub fn linkable(&self) -> bool {
        self.0.iter().all(|(code, _, _)| !code.contains('*'))
    }
}

impl Value for Moves {
    fn encode(&self) -> String {
        self.0.iter().map(|(code, a, b)| format!("{code}_{a}_{b}")).collect::<Vec<_>>().join("*")
    }
    fn decode(s: &str) -> Option<Self> {
        let moves = s
            .split('*')
            .filter(|item| !item.is_empty())
            .filter_map(|item| {
                let mut parts = item.rsplitn(3, '_');
                let (b, a, code) = (parts.next()?, parts.next()?, parts.next()?);
                Some((code.to_string(), a.to_string(), b.to_string()))
            })
            .collect();
        Some(Moves(moves))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip<V: Value + PartialEq + std::fmt::Debug>(v: V) {
        assert_eq!(V::decode(&v.encode()).as_ref(), Some(&v), "{:?} as {:?}", v, v.encode());
    }

    #[test]
    fn layers() {
        for bits in 0..16u8 {
            round_trip(Layers { routes: bits & 1 != 0, hulls: bits & 2 != 0, intrusions: bits & 4 != 0, crossings: bits & 8 != 0 });
        }
        assert_eq!(Layers::default().encode(), "routes.hulls.intrusions.crossings");
        assert_eq!(Layers::NONE.encode(), "none");
        assert_eq!(Layers::decode("crossings,routes"), Some(Layers { routes: true, crossings: true, ..Layers::NONE }));
        for bad in ["", "roads", "routes.", "routes..hulls", "NONE", "routes.none"] {
            assert_eq!(Layers::decode(bad), None, "{bad:?}");
        }
        let mut l = Layers::default();
        l.set("hulls", false);
        l.set("roads", false);
        assert!(!l.get("hulls") && l.get("routes") && !l.get("roads"));
    }

    #[test]
    fn view_boxes() {
        round_trip(ViewBox { x: -120.0, y: 0.0, w: 2500.0 });
        assert_eq!(ViewBox { x: 1.4, y: -0.2, w: 2499.6 }.encode(), "1_-0_2500", "whole units, as the page writes them");
        assert_eq!(ViewBox::decode("10_20_30"), Some(ViewBox { x: 10.0, y: 20.0, w: 30.0 }));
        for bad in ["", "1_2", "1_2_3_4", "1_x_3", "1_2_0", "1_2_-5", "a_1_2_3", "1_2_inf", "nan_2_3"] {
            assert_eq!(ViewBox::decode(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn comparisons() {
        round_trip(Cmp { a: "submissions/1.json".into(), b: "upload".into() });
        assert_eq!(Cmp::decode("a*b*c"), Some(Cmp { a: "a".into(), b: "b*c".into() }));
        assert_eq!(Cmp::decode("ab"), None);
    }

    #[test]
    fn moves() {
        let m = Moves(vec![("S_01".into(), "116.4".into(), "-39.9".into()), ("X".into(), "2".into(), "0".into())]);
        assert_eq!(m.encode(), "S_01_116.4_-39.9*X_2_0");
        round_trip(m.clone());
        assert!(m.linkable());
        assert!(!Moves(vec![("a*b".into(), "1".into(), "2".into())]).linkable());
        assert_eq!(
            Moves::decode("**A_1_2**B_3*_4_5"),
            Some(Moves(vec![("A".into(), "1".into(), "2".into()), ("".into(), "4".into(), "5".into())]))
        );
        assert_eq!(Moves::decode(""), Some(Moves::default()));
    }

    #[test]
    fn flags_and_counts() {
        round_trip(true);
        round_trip(false);
        round_trip(0usize);
        round_trip(usize::MAX);
        for bad in ["", "+1", "1.0", "-0", " 1", "x"] {
            assert_eq!(usize::decode(bad), None, "{bad:?}");
        }
        assert_eq!(bool::decode("true"), None);
    }
}

/// The colours of an embedded figure (`theme=light|dark|auto`): the host page's choice,
/// since an iframe cannot see its host's background. `auto` (and absent) follows the
/// reader's system setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Theme {
    Light,
    Dark,
    #[default]
    Auto,
}

impl Theme {
    /// Every theme, in the order the embed tools offer them.
    pub const ALL: [Theme; 3] = [Theme::Light, Theme::Dark, Theme::Auto];

    /// The name in the URL (and in the page's `data-theme`).
    pub fn name(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Auto => "auto",
        }
    }
}

impl Value for Theme {
    fn encode(&self) -> String {
        self.name().into()
    }
    fn decode(s: &str) -> Option<Self> {
        Theme::ALL.into_iter().find(|t| t.name() == s)
    }
}

#[cfg(test)]
mod theme_tests {
    use super::*;

    #[test]
    fn a_theme_round_trips_and_nothing_else_decodes() {
        for t in Theme::ALL {
            assert_eq!(Theme::decode(&t.encode()), Some(t));
        }
        assert_eq!(Theme::Light.encode(), "light");
        assert_eq!(Theme::decode("Dark"), None);
        assert_eq!(Theme::decode(""), None);
        assert_eq!(Theme::default(), Theme::Auto);
    }
}
