//! Every query key of the site, declared once with the type of its value. Absent =
//! the default; a value that does not decode reads as absent.

use crate::{Cmp, Key, Layers, Moves, Theme, ViewBox};

/// The case page (`case=ID`; else the gallery). A [`crate::Route`] field.
pub const CASE: &str = "case";
/// The example shown (`sub=FILE`, its path in the case folder). A [`crate::Route`] field.
pub const SUB: &str = "sub";
/// One figure alone, for an iframe (`embed=FIGURE`).
pub const EMBED: Key<String> = Key::new("embed");
/// An embed's colours (`theme=light|dark|auto`; absent: auto, the reader's system setting).
pub const THEME: Key<Theme> = Key::new("theme");
/// The page's language (`lang=en|zh|ko|id`, issue 17): once in the address, carried by
/// every link and navigation ([`crate::Route::carry`]), share links and embed snippets.
pub const LANG: Key<String> = Key::new("lang");

/// The routing maps' layers (every map of the page).
pub const LAYERS: Key<Layers> = Key::new("layers");
/// Zoom and pan of each map.
pub const MAP_VIEW: Key<ViewBox> = Key::new("map-view");
pub const DRAG_VIEW: Key<ViewBox> = Key::new("drag-view");
pub const PAIRS_VIEW: Key<ViewBox> = Key::new("pairs-view");
pub const CMP_VIEW: Key<ViewBox> = Key::new("cmp-view");
/// Stores dragged to new places (`CODE_LON_LAT`, 6 decimals: the positions graded).
pub const DRAG: Key<Moves> = Key::new("drag");
/// Stops moved into other routes, in order (`CODE_ROUTE_POS`).
pub const STOPS: Key<Moves> = Key::new("stops");
/// What dragging does: `stop` moves stops between routes (absent: places).
pub const DRAG_MODE: Key<String> = Key::new("drag-mode");
/// The demos' scene (`hull=edge|pair|stray`, `cross=touch|self|depot`) and their
/// dragged points (`CODE_X_Y`, grid units).
pub const HULL: Key<String> = Key::new("hull");
pub const HULL_PTS: Key<Moves> = Key::new("hull-pts");
pub const CROSS: Key<String> = Key::new("cross");
pub const CROSS_PTS: Key<Moves> = Key::new("cross-pts");
/// The worst pair shown (0 = the worst).
pub const PAIR: Key<usize> = Key::new("pair");
/// The two submissions compared.
pub const CMP: Key<Cmp> = Key::new("cmp");
/// The cost split as shares (`split=share`; absent: in cost units).
pub const SPLIT: Key<String> = Key::new("split");
/// The ROC: the reference's curve behind (`roc-ref=1`).
pub const ROC_REF: Key<bool> = Key::new("roc-ref");

/// The target a prediction figure draws (`scatter-target=NAME`, the target's name;
/// absent or not a target of the case: the first), one key per figure that has a
/// target picker.
pub const SCATTER_TARGET: Key<String> = Key::new("scatter-target");
pub const RESIDUALS_TARGET: Key<String> = Key::new("residuals-target");
pub const ERRORS_TARGET: Key<String> = Key::new("errors-target");

/// Every key's name (no two alike).
pub const ALL: [&str; 24] = [
    CASE,
    SUB,
    EMBED.name,
    THEME.name,
    LANG.name,
    LAYERS.name,
    MAP_VIEW.name,
    DRAG_VIEW.name,
    PAIRS_VIEW.name,
    CMP_VIEW.name,
    DRAG.name,
    STOPS.name,
    DRAG_MODE.name,
    HULL.name,
    HULL_PTS.name,
    CROSS.name,
    CROSS_PTS.name,
    PAIR.name,
    CMP.name,
    SPLIT.name,
    ROC_REF.name,
    SCATTER_TARGET.name,
    RESIDUALS_TARGET.name,
    ERRORS_TARGET.name,
];

#[cfg(test)]
mod tests {
    #[test]
    fn no_two_keys_alike() {
        let mut names = super::ALL.to_vec();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), super::ALL.len());
    }
}
