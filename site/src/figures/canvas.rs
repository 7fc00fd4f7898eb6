//! The map canvas behind every routing figure: one `<svg>` that draws the stores, the
//! depot, each route's path and hull, intrusions (a ring under each intruding store)
//! and crossings (×), with layers, zoom and pan, hover and keyboard focus, and, when
//! the figure allows it, dragging.
//!
//! Built to stay fast with 1,334 stores while they move:
//! * a [`Scene`] holds ready-made SVG path strings per route behind [`Sh`] pointers, so
//!   a move rebuilds only the routes that changed and Leptos re-sets only their
//!   attributes (stores are zero-length path segments with round caps: one `<path>`
//!   per route, not one element per store);
//! * one pointer handler on the `<svg>` hit-tests stores by index (no per-store
//!   closures), and strokes use `vector-effect: non-scaling-stroke`, so zooming only
//!   changes the `viewBox`;
//! * keyboard access follows the roving-focus pattern: one focusable cursor on the
//!   selected store (a slider when dragging), one on the crossings; small figures (the
//!   demos) make every store focusable instead.
//!
//! Every number shown comes from the figure's report or `Incremental`: the canvas only
//! draws what the [`Scene`] says.

use std::fmt::Write as _;
use std::ops::Deref;
use std::sync::Arc;

use super::text::{t, tf};
use crate::format::{fixed, local};
use grader::routing::geometry::Point;
use leptos::prelude::*;

mod view;
pub use view::{canvas, controls};

/// Route colours, cycled: `--route-0` … `--route-11` of the page's theme (style.css),
/// each at least 3:1 against the light and the dark background (issue 20: the dark
/// theme's navy was invisible). An element takes its route's colour as `--rc`
/// ([`route_style`]); the CSS paints with `var(--rc)`.
pub const N_COLOURS: usize = 12;

/// The inline style that gives an element route `route`'s colour as `--rc`.
pub fn route_style(route: usize) -> String {
    format!("--rc:var(--route-{})", route % N_COLOURS)
}

/// Route `route`'s colour as a fill (a bar of the hours chart).
pub fn route_fill(route: usize) -> String {
    format!("{};fill:var(--rc)", route_style(route))
}

/// Width of every map's `viewBox`, in user units. Large, so that integer coordinates
/// are precise enough at any zoom (path strings stay short and fast to write).
pub const W: f64 = 10_000.0;

/// A shared value compared by pointer: cheap equality for memos, so a move that keeps
/// a route's drawing keeps its `Sh` and nothing downstream re-runs.
#[derive(Debug, Default)]
pub struct Sh<T>(pub Arc<T>);

impl<T> Sh<T> {
    pub fn new(v: T) -> Sh<T> {
        Sh(Arc::new(v))
    }
}
impl<T> Clone for Sh<T> {
    fn clone(&self) -> Self {
        Sh(self.0.clone())
    }
}
impl<T> PartialEq for Sh<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}
impl<T> Deref for Sh<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Equirectangular projection, aspect-correct at the mean latitude (x scaled by
/// cos(mean lat)), fitted to a box [`W`] wide; the height follows the data.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Projection {
    lon0: f64,
    lat1: f64,
    kx: f64,
    k: f64,
    ox: f64,
    oy: f64,
    /// The `viewBox` height (its width is [`W`]).
    pub h: f64,
}

impl Projection {
    /// Fit `points` (lon, lat) with a margin of `pad` (fraction of the width).
    pub fn fit(points: impl Iterator<Item = Point>, pad: f64) -> Projection {
        let b = Bounds::of(points);
        let p = W * pad;
        let h = ((W - 2.0 * p) * b.h / b.w + 2.0 * p).clamp(0.45 * W, 1.1 * W).round();
        b.into_box(W, h, p)
    }

    /// Fit `points` (lon, lat) into a `width` × `height` box, `pad` units from its edges
    /// (the small map of the data at a glance; only [`Projection::xy`] applies).
    pub fn fit_box(points: impl Iterator<Item = Point>, width: f64, height: f64, pad: f64) -> Projection {
        Bounds::of(points).into_box(width, height, pad)
    }

    /// A projection for grid demos: `cols` × `rows` cells of 1 (lon/lat units), y up.
    pub fn grid(lon0: f64, lat0: f64, unit: f64, cols: f64, rows: f64) -> Projection {
        let k = W / ((cols + 1.0) * unit);
        Projection { lon0, lat1: lat0 + (rows + 0.5) * unit, kx: 1.0, k, ox: 0.5 * unit * k, oy: 0.0, h: ((rows + 1.0) * unit * k).round() }
    }

    pub fn xy(&self, [lon, lat]: Point) -> [f64; 2] {
        [self.ox + (lon - self.lon0) * self.kx * self.k, self.oy + (self.lat1 - lat) * self.k]
    }

    pub fn lonlat(&self, [x, y]: [f64; 2]) -> Point {
        [self.lon0 + (x - self.ox) / (self.kx * self.k), self.lat1 - (y - self.oy) / self.k]
    }

    /// Degrees of latitude per user unit (for keyboard steps).
    pub fn deg_per_unit(&self) -> f64 {
        1.0 / self.k
    }

    pub fn full_view(&self) -> [f64; 4] {
        [0.0, 0.0, W, self.h]
    }
}

/// The points' bounding box, west and north edges, and size in projected units (x
/// scaled by cos(mean latitude)).
struct Bounds {
    west: f64,
    north: f64,
    kx: f64,
    w: f64,
    h: f64,
}

impl Bounds {
    fn of(points: impl Iterator<Item = Point>) -> Bounds {
        let (mut a, mut b, mut c, mut d) = (f64::MAX, f64::MIN, f64::MAX, f64::MIN);
        for [lon, lat] in points {
            a = a.min(lon);
            b = b.max(lon);
            c = c.min(lat);
            d = d.max(lat);
        }
        if a > b {
            (a, b, c, d) = (0.0, 1.0, 0.0, 1.0);
        }
        let kx = ((c + d) / 2.0).to_radians().cos().max(0.1);
        Bounds { west: a, north: d, kx, w: ((b - a) * kx).max(1e-9), h: (d - c).max(1e-9) }
    }

    /// Scaled to fit `width` × `height` less `pad` on every side, centred.
    fn into_box(self, width: f64, height: f64, pad: f64) -> Projection {
        let k = ((width - 2.0 * pad) / self.w).min((height - 2.0 * pad) / self.h);
        Projection {
            lon0: self.west,
            lat1: self.north,
            kx: self.kx,
            k,
            ox: (width - self.w * k) / 2.0,
            oy: (height - self.h * k) / 2.0,
            h: height,
        }
    }
}

/// A crossing to draw: where, and which segments (route, segment number).
#[derive(Debug, Clone, PartialEq)]
pub struct CrossMark {
    pub at: [f64; 2],
    pub a: (usize, usize),
    pub b: (usize, usize),
}

/// What was measured on a plan, as store indices: the input of a [`Scene`].
pub struct Measured<'a> {
    pub routes: &'a [Vec<usize>],
    pub hulls: &'a [Vec<usize>],
    /// (store, hull route), in the report's order.
    pub intrusions: Vec<(usize, usize)>,
    /// (route a, segment a, route b, segment b, where (lon, lat)).
    pub crossings: Vec<(usize, usize, usize, usize, Point)>,
}

/// One route, drawn: its path (depot → stops → depot), its hull, its stores.
#[derive(Debug, Default)]
pub struct RouteDraw {
    pub line: String,
    /// `points` of the hull polygon; empty = no hull.
    pub hull: String,
    pub dots: String,
    pub stops: usize,
}

/// Everything a canvas draws, cheap to clone. Per-route parts are shared, so a new
/// scene after a move reuses what did not change.
#[derive(Debug, Clone, Default)]
pub struct Scene {
    /// Bumped on every new scene.
    pub version: u64,
    /// Every store's position in the `viewBox`.
    pub pos: Sh<Vec<[f64; 2]>>,
    pub depot: [f64; 2],
    pub routes: Vec<Sh<RouteDraw>>,
    /// Per store: (route, stop) of its visit, if it is visited.
    pub home: Sh<Vec<Option<(u32, u32)>>>,
    /// Stores on no route (an invalid plan), drawn grey.
    pub unrouted: Sh<String>,
    /// (store, hull route) per intrusion, in the report's order.
    pub intrusions: Sh<Vec<(usize, usize)>>,
    /// Per route, one ring per intruding store of that route. Split by route so that a
    /// move redraws (and the browser repaints) only the rings that changed.
    pub rings: Vec<Sh<String>>,
    intruders: Vec<Sh<Vec<usize>>>,
    pub crossings: Sh<Vec<CrossMark>>,
    /// The crossings again, grouped by their first route (same reason as `rings`).
    pub crossings_by: Vec<Sh<Vec<CrossMark>>>,
}

impl PartialEq for Scene {
    fn eq(&self, other: &Self) -> bool {
        self.version == other.version
    }
}

static VERSION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// `M x y h0` per point: round caps make each a dot.
fn dots_of(pos: &[[f64; 2]], stores: impl Iterator<Item = usize>) -> String {
    let mut s = String::new();
    for i in stores {
        let [x, y] = pos[i];
        let _ = write!(s, "M{} {}h0", x.round() as i64, y.round() as i64);
    }
    s
}

fn route_draw(pos: &[[f64; 2]], depot: [f64; 2], route: &[usize], hull: &[usize]) -> RouteDraw {
    let mut line = String::with_capacity(12 * (route.len() + 2));
    let _ = write!(line, "M{} {}", depot[0].round() as i64, depot[1].round() as i64);
    for &i in route {
        let [x, y] = pos[i];
        let _ = write!(line, "L{} {}", x.round() as i64, y.round() as i64);
    }
    if !route.is_empty() {
        line.push('Z');
    }
    let mut h = String::new();
    for &i in hull {
        let [x, y] = pos[i];
        let _ = write!(h, "{},{} ", x.round() as i64, y.round() as i64);
    }
    RouteDraw { line, hull: h, dots: dots_of(pos, route.iter().copied()), stops: route.len() }
}

impl Scene {
    /// Draw a measured plan from scratch.
    pub fn build(proj: &Projection, depot: Point, points: &[Point], m: Measured) -> Scene {
        let pos: Vec<[f64; 2]> = points.iter().map(|&p| proj.xy(p)).collect();
        let depot = proj.xy(depot);
        let routes = m
            .routes
            .iter()
            .enumerate()
            .map(|(r, route)| Sh::new(route_draw(&pos, depot, route, m.hulls.get(r).map(Vec::as_slice).unwrap_or(&[]))))
            .collect();
        let mut s = Scene { pos: Sh::new(pos), depot, routes, ..Default::default() };
        s.finish(m.routes, m.intrusions, m.crossings, proj, None);
        s
    }

    /// The scene after `changed` routes changed (and store `moved` moved): unchanged
    /// routes keep their drawings.
    pub fn update(&self, proj: &Projection, points: &[Point], m: Measured, changed: &[usize], moved: Option<usize>) -> Scene {
        let mut s = self.clone();
        if let Some(i) = moved {
            let mut pos = (*self.pos).clone();
            pos[i] = proj.xy(points[i]);
            s.pos = Sh::new(pos);
        }
        if s.routes.len() != m.routes.len() {
            return Scene::build(proj, proj.lonlat(self.depot), points, m);
        }
        for &r in changed {
            s.routes[r] = Sh::new(route_draw(&s.pos, s.depot, &m.routes[r], &m.hulls[r]));
        }
        s.finish(m.routes, m.intrusions, m.crossings, proj, moved);
        s
    }

    fn finish(
        &mut self,
        routes: &[Vec<usize>],
        intrusions: Vec<(usize, usize)>,
        crossings: Vec<(usize, usize, usize, usize, Point)>,
        proj: &Projection,
        moved: Option<usize>,
    ) {
        self.version = VERSION.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let n = self.pos.len();
        let mut home = vec![None; n];
        for (r, route) in routes.iter().enumerate() {
            for (k, &s) in route.iter().enumerate() {
                if home[s].is_none() {
                    home[s] = Some((r as u32, k as u32));
                }
            }
        }
        if *self.home != home {
            let unrouted = dots_of(&self.pos, (0..n).filter(|&i| home[i].is_none()));
            if *self.unrouted != unrouted {
                self.unrouted = Sh::new(unrouted);
            }
            self.home = Sh::new(home);
        } else if moved.is_some_and(|i| self.home[i].is_none()) {
            self.unrouted = Sh::new(dots_of(&self.pos, (0..n).filter(|&i| self.home[i].is_none())));
        }
        let nr = routes.len();
        let mut intruders: Vec<usize> = intrusions.iter().map(|&(s, _)| s).collect();
        grader::sort::unstable(&mut intruders);
        intruders.dedup();
        let mut by_route: Vec<Vec<usize>> = vec![Vec::new(); nr];
        for &i in &intruders {
            if let Some((r, _)) = self.home[i] {
                by_route[r as usize].push(i);
            }
        }
        self.rings.resize(nr, Sh::default());
        self.intruders.resize(nr, Sh::default());
        for (r, list) in by_route.into_iter().enumerate() {
            if *self.intruders[r] != list || moved.is_some_and(|i| list.binary_search(&i).is_ok()) {
                self.rings[r] = Sh::new(dots_of(&self.pos, list.iter().copied()));
                self.intruders[r] = Sh::new(list);
            }
        }
        if *self.intrusions != intrusions {
            self.intrusions = Sh::new(intrusions);
        }
        let crossings: Vec<CrossMark> =
            crossings.into_iter().map(|(ra, ka, rb, kb, p)| CrossMark { at: proj.xy(p), a: (ra, ka), b: (rb, kb) }).collect();
        if *self.crossings != crossings {
            let mut by: Vec<Vec<CrossMark>> = vec![Vec::new(); nr];
            for c in &crossings {
                if let Some(v) = by.get_mut(c.a.0) {
                    v.push(c.clone());
                }
            }
            self.crossings_by.resize(nr, Sh::default());
            for (r, v) in by.into_iter().enumerate() {
                if *self.crossings_by[r] != v {
                    self.crossings_by[r] = Sh::new(v);
                }
            }
            self.crossings = Sh::new(crossings);
        }
    }

    /// Hull routes store `i` lies in.
    pub fn hulls_of(&self, i: usize) -> Vec<usize> {
        self.intrusions.iter().filter(|&&(s, _)| s == i).map(|&(_, h)| h).collect()
    }

    /// The nearest store within `r` user units of `p`.
    pub fn store_at(&self, p: [f64; 2], r: f64) -> Option<usize> {
        let mut best = None;
        let mut bd = r * r;
        for (i, q) in self.pos.iter().enumerate() {
            let d = (q[0] - p[0]).powi(2) + (q[1] - p[1]).powi(2);
            if d <= bd {
                bd = d;
                best = Some(i);
            }
        }
        best
    }

    /// The nearest crossing within `r` user units of `p`.
    pub fn crossing_at(&self, p: [f64; 2], r: f64) -> Option<usize> {
        let mut best = None;
        let mut bd = r * r;
        for (i, c) in self.crossings.iter().enumerate() {
            let d = (c.at[0] - p[0]).powi(2) + (c.at[1] - p[1]).powi(2);
            if d <= bd {
                bd = d;
                best = Some(i);
            }
        }
        best
    }

    /// The store nearest to `from` in direction `dir` (unit vector), for arrow-key
    /// navigation: within 60° of the direction, distance plus twice the sideways offset.
    pub fn store_towards(&self, from: usize, dir: [f64; 2]) -> Option<usize> {
        let p = self.pos[from];
        let mut best = None;
        let mut bs = f64::INFINITY;
        for (i, q) in self.pos.iter().enumerate() {
            let (dx, dy) = (q[0] - p[0], q[1] - p[1]);
            let along = dx * dir[0] + dy * dir[1];
            let side = (dx * dir[1] - dy * dir[0]).abs();
            if i == from || along <= 0.0 || side > along * 1.8 {
                continue;
            }
            let score = along + 2.0 * side;
            if score < bs {
                bs = score;
                best = Some(i);
            }
        }
        best
    }
}

/// Which layers are on (how `layers=` writes them: `site_url`).
pub use crate::route::{Layers, LAYER_NAMES};

/// What the pointer or the keyboard is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Item {
    Store(usize),
    Crossing(usize),
}

/// Store codes and weights (for details and labels).
#[derive(Debug, Default)]
pub struct StoreMeta {
    pub codes: Vec<String>,
    pub weights: Vec<f64>,
    pub depot_code: String,
}

/// Pointer phases passed to a figure's drag handler.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    Start,
    Move,
    End,
}

/// A drag figure's key handler: (store, key, shift) → handled.
pub type KeyFn = dyn Fn(usize, &str, bool) -> bool + Send + Sync;

/// What a draggable figure does with the pointer and the keys.
#[derive(Clone)]
pub struct DragOps {
    /// A store is dragged to this point of the `viewBox`.
    pub on_pointer: Arc<dyn Fn(usize, [f64; 2], Phase) + Send + Sync>,
    /// A key pressed on a focused store (key, shift); true = handled.
    pub on_key: Arc<KeyFn>,
    /// A point drawn under the pointer while dragging (the stop being carried).
    pub ghost: Signal<Option<[f64; 2]>>,
}

/// The canvas' inputs (see the module docs).
pub struct Canvas {
    /// Prefix of element ids and test hooks (`map`, `drag`, ...).
    pub name: &'static str,
    pub proj: Projection,
    pub scene: Signal<Scene>,
    pub meta: Sh<StoreMeta>,
    pub layers: Signal<Layers>,
    /// Routes to keep in colour; the others are greyed out (and their marks hidden).
    pub focus: Signal<Option<Vec<usize>>>,
    pub selected: RwSignal<Option<usize>>,
    pub hover: RwSignal<Option<Item>>,
    pub view: RwSignal<[f64; 4]>,
    pub drag: Option<DragOps>,
    /// Every store focusable with its code drawn (the small demos), instead of one
    /// roving cursor.
    pub each_focusable: bool,
    /// Extra words for a store's label (live counts and score, while dragging).
    pub label_tail: Signal<String>,
    /// The `svg`'s accessible name.
    pub aria: Signal<String>,
    /// A position (lon, lat) in words, for a store's `aria-valuetext`.
    pub coords: fn(Point) -> String,
    /// A path drawn faintly under everything (the demos' grid); may be empty.
    pub backdrop: String,
}

impl Canvas {
    /// A map that shows a plan: no dragging, one roving cursor, every route in colour,
    /// its own pick and hover, no accessible name yet. Set what differs with struct
    /// update syntax: `Canvas { aria, ..Canvas::new(…) }`.
    pub fn new(
        name: &'static str,
        proj: Projection,
        scene: Signal<Scene>,
        meta: Sh<StoreMeta>,
        layers: Signal<Layers>,
        view: RwSignal<[f64; 4]>,
    ) -> Canvas {
        Canvas {
            name,
            proj,
            scene,
            meta,
            layers,
            focus: Signal::derive(|| None),
            selected: RwSignal::new(None),
            hover: RwSignal::new(None),
            view,
            drag: None,
            each_focusable: false,
            label_tail: Signal::derive(String::new),
            aria: Signal::derive(String::new),
            coords: lonlat_words,
            backdrop: String::new(),
        }
    }
}

/// "longitude 116.40123, latitude 39.91234".
pub fn lonlat_words([lon, lat]: Point) -> String {
    tf("fig-canvas-lonlat", &[("lon", &local(&fixed(lon, 5))), ("lat", &local(&fixed(lat, 5)))])
}

/// Words about store `i`: code, weight, route and stop, the hulls it lies in (routes
/// and stops counted from 1, as every message of the site counts them).
pub fn describe_store(scene: &Scene, meta: &StoreMeta, i: usize) -> String {
    let code = meta.codes.get(i).map(String::as_str).unwrap_or("?");
    let weight = meta.weights.get(i).map(|w| format!(", {} kg", crate::format::num(*w, 1))).unwrap_or_default();
    let route = match scene.home.get(i).copied().flatten() {
        Some((r, k)) => {
            let n = scene.routes.get(r as usize).map(|d| d.stops).unwrap_or(0);
            tf("fig-canvas-route-stop", &[("route", &(r + 1).to_string()), ("stop", &(k + 1).to_string()), ("n", &n.to_string())])
        }
        None => t("fig-canvas-no-route"),
    };
    let hulls = scene.hulls_of(i);
    let inside = match hulls.len() {
        0 => t("fig-canvas-in-no-hull"),
        1 => tf("fig-canvas-in-hull", &[("route", &(hulls[0] + 1).to_string())]),
        _ => tf(
            "fig-canvas-in-hulls",
            &[("n", &hulls.len().to_string()), ("routes", &hulls.iter().map(|h| (h + 1).to_string()).collect::<Vec<_>>().join(", "))],
        ),
    };
    tf("fig-canvas-store", &[("code", code), ("weight", &weight), ("route", &route), ("inside", &inside)])
}

/// Words about crossing `c`: the two segments, by their end stores.
pub fn describe_crossing(scene: &Scene, meta: &StoreMeta, c: usize) -> String {
    let Some(x) = scene.crossings.get(c) else {
        return String::new();
    };
    // The store at stop k of route r, from `home` (searched: a crossing is described
    // rarely, on hover or focus).
    let at = |r: usize, k: usize| scene.home.iter().position(|h| *h == Some((r as u32, k as u32)));
    let depot = tf("fig-canvas-depot-code", &[("code", &meta.depot_code)]);
    let end = |r: usize, k: usize| at(r, k).and_then(|s| meta.codes.get(s).cloned()).unwrap_or_else(|| depot.clone());
    let seg = |(r, k): (usize, usize)| {
        let n = scene.routes.get(r).map(|d| d.stops).unwrap_or(0);
        let from = if k == 0 { depot.clone() } else { end(r, k - 1) };
        let to = if k >= n { depot.clone() } else { end(r, k) };
        tf("fig-canvas-segment", &[("route", &(r + 1).to_string()), ("from", &from), ("to", &to)])
    };
    tf("fig-canvas-crossing", &[("i", &(c + 1).to_string()), ("n", &scene.crossings.len().to_string()), ("a", &seg(x.a)), ("b", &seg(x.b))])
}
