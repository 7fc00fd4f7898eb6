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

use crate::format::{fixed, Fixed};
use grader::routing::geometry::Point;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Route colours (cycled), readable on light and dark backgrounds.
pub const COLOURS: [&str; 12] =
    ["#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42a5b3", "#f032e6", "#9a9a00", "#800000", "#008080", "#ff8c69", "#000075"];

pub fn colour(route: usize) -> &'static str {
    COLOURS[route % COLOURS.len()]
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
    format!("longitude {}, latitude {}", Fixed(lon, 5), Fixed(lat, 5))
}

/// The element's box on screen: (left, top, width, height). Through `Reflect`, so the
/// site needs no extra web-sys feature.
fn client_rect(el: &web_sys::Element) -> Option<[f64; 4]> {
    let f: js_sys::Function = js_sys::Reflect::get(el, &"getBoundingClientRect".into()).ok()?.dyn_into().ok()?;
    let r = f.call0(el).ok()?;
    let n = |k: &str| js_sys::Reflect::get(&r, &k.into()).ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    Some([n("left"), n("top"), n("width"), n("height")])
}

enum Gesture {
    None,
    Drag(usize),
    Pan { from: [f64; 2], view: [f64; 4], moved: bool },
}

/// Words about store `i`: code, weight, route and stop, the hulls it lies in.
pub fn describe_store(scene: &Scene, meta: &StoreMeta, i: usize) -> String {
    let code = meta.codes.get(i).map(String::as_str).unwrap_or("?");
    let weight = meta.weights.get(i).map(|w| format!(", {} kg", crate::format::num(*w, 1))).unwrap_or_default();
    let route = match scene.home.get(i).copied().flatten() {
        Some((r, k)) => {
            let n = scene.routes.get(r as usize).map(|d| d.stops).unwrap_or(0);
            format!("route {r}, stop {} of {n}", k + 1)
        }
        None => "on no route".into(),
    };
    let hulls = scene.hulls_of(i);
    let inside = match hulls.len() {
        0 => "inside no other route's hull".to_string(),
        1 => format!("inside the hull of route {}", hulls[0]),
        _ => format!("inside {} hulls: routes {}", hulls.len(), hulls.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(", ")),
    };
    format!("store {code}{weight}, {route}, {inside}")
}

/// Words about crossing `c`: the two segments, by their end stores.
pub fn describe_crossing(scene: &Scene, meta: &StoreMeta, c: usize) -> String {
    let Some(x) = scene.crossings.get(c) else {
        return String::new();
    };
    // The store at stop k of route r, from `home` (searched: a crossing is described
    // rarely, on hover or focus).
    let at = |r: usize, k: usize| scene.home.iter().position(|h| *h == Some((r as u32, k as u32)));
    let depot = format!("depot {}", meta.depot_code);
    let end = |r: usize, k: usize| at(r, k).and_then(|s| meta.codes.get(s).cloned()).unwrap_or_else(|| depot.clone());
    let seg = |(r, k): (usize, usize)| {
        let n = scene.routes.get(r).map(|d| d.stops).unwrap_or(0);
        let from = if k == 0 { depot.clone() } else { end(r, k - 1) };
        let to = if k >= n { depot.clone() } else { end(r, k) };
        format!("route {r} ({from} → {to})")
    };
    format!("crossing {} of {}: {} × {}", c + 1, scene.crossings.len(), seg(x.a), seg(x.b))
}

/// Draw a canvas (see [`Canvas`]).
pub fn canvas(c: Canvas) -> impl IntoView {
    let Canvas { name, proj, scene, meta, layers, focus, selected, hover, view, drag, each_focusable, label_tail, aria, coords, backdrop } =
        c;
    let svg_ref = NodeRef::<leptos::svg::Svg>::new();
    let gesture = StoredValue::new_local(Gesture::None);
    let draggable = drag.is_some();
    let drag = StoredValue::new(drag);
    // User units per screen pixel, for hit radii and mark sizes (the svg is as wide as
    // its box; zoom divides the view).
    let px = move || view.with(|v| v[2]) / 800.0;

    // Screen → viewBox. The svg may be letterboxed (a max-height keeps the aspect with
    // `preserveAspectRatio` "meet"): one scale, the content centred.
    let fit = move || -> Option<(f64, f64, f64)> {
        let el = svg_ref.get_untracked()?;
        let [l, t, w, h] = client_rect(&el)?;
        let v = view.get_untracked();
        if w <= 0.0 || h <= 0.0 || v[2] <= 0.0 || v[3] <= 0.0 {
            return None;
        }
        let k = (w / v[2]).min(h / v[3]);
        Some((l + (w - v[2] * k) / 2.0, t + (h - v[3] * k) / 2.0, k))
    };
    let to_view = move |cx: f64, cy: f64| -> Option<[f64; 2]> {
        let (ox, oy, k) = fit()?;
        let v = view.get_untracked();
        Some([v[0] + (cx - ox) / k, v[1] + (cy - oy) / k])
    };
    let unit_per_px = move || -> f64 { fit().map(|(_, _, k)| 1.0 / k).unwrap_or(view.get_untracked()[2] / 800.0) };

    let on_down = move |ev: leptos::ev::PointerEvent| {
        if ev.button() != 0 {
            return;
        }
        let Some(p) = to_view(ev.client_x() as f64, ev.client_y() as f64) else {
            return;
        };
        let r = unit_per_px() * if ev.pointer_type() == "touch" { 22.0 } else { 12.0 };
        let hit = scene.with_untracked(|s| s.store_at(p, r));
        if let Some(el) = svg_ref.get_untracked() {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        ev.prevent_default();
        match (hit, draggable) {
            (Some(i), true) => {
                selected.set(Some(i));
                gesture.set_value(Gesture::Drag(i));
                drag.with_value(|d| d.as_ref().map(|d| (d.on_pointer)(i, p, Phase::Start)));
            }
            _ => gesture.set_value(Gesture::Pan {
                from: [ev.client_x() as f64, ev.client_y() as f64],
                view: view.get_untracked(),
                moved: false,
            }),
        }
        if let Some(i) = hit {
            selected.set(Some(i));
        }
    };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        let (cx, cy) = (ev.client_x() as f64, ev.client_y() as f64);
        let g = gesture.with_value(|g| match g {
            Gesture::None => 0,
            Gesture::Drag(_) => 1,
            Gesture::Pan { .. } => 2,
        });
        match g {
            1 => {
                let Some(p) = to_view(cx, cy) else { return };
                let i = gesture.with_value(|g| if let Gesture::Drag(i) = g { *i } else { 0 });
                drag.with_value(|d| d.as_ref().map(|d| (d.on_pointer)(i, p, Phase::Move)));
            }
            2 => {
                let k = unit_per_px();
                gesture.update_value(|g| {
                    if let Gesture::Pan { from, view: v0, moved } = g {
                        let (dx, dy) = (cx - from[0], cy - from[1]);
                        if dx.abs() + dy.abs() > 3.0 {
                            *moved = true;
                        }
                        if *moved {
                            view.set([v0[0] - dx * k, v0[1] - dy * k, v0[2], v0[3]]);
                        }
                    }
                });
            }
            _ => {
                let Some(p) = to_view(cx, cy) else { return };
                let r = unit_per_px() * 10.0;
                let item = scene.with_untracked(|s| {
                    let on = layers.get_untracked();
                    on.crossings.then(|| s.crossing_at(p, r).map(Item::Crossing)).flatten().or_else(|| s.store_at(p, r).map(Item::Store))
                });
                if hover.get_untracked() != item {
                    hover.set(item);
                }
            }
        }
    };
    let on_up = move |ev: leptos::ev::PointerEvent| {
        let g = gesture.with_value(|g| match g {
            Gesture::Drag(i) => Some(*i),
            _ => None,
        });
        gesture.set_value(Gesture::None);
        if let Some(i) = g {
            let p = to_view(ev.client_x() as f64, ev.client_y() as f64);
            drag.with_value(|d| d.as_ref().map(|d| (d.on_pointer)(i, p.unwrap_or_default(), Phase::End)));
        }
    };
    let zoom_at = move |factor: f64, at: Option<[f64; 2]>| {
        let v = view.get_untracked();
        let w = (v[2] * factor).clamp(W / 40.0, W);
        let f = w / v[2];
        let [ax, ay] = at.unwrap_or([v[0] + v[2] / 2.0, v[1] + v[3] / 2.0]);
        let h = v[3] * f;
        let mut nv = [ax - (ax - v[0]) * f, ay - (ay - v[1]) * f, w, h];
        if w >= W {
            nv = proj.full_view();
        }
        view.set(nv);
    };
    let on_wheel = move |ev: leptos::ev::WheelEvent| {
        // Zoom with ctrl/⌘ + wheel (and trackpad pinch); a plain wheel scrolls the page.
        if !(ev.ctrl_key() || ev.meta_key()) {
            return;
        }
        ev.prevent_default();
        let at = to_view(ev.client_x() as f64, ev.client_y() as f64);
        zoom_at((ev.delta_y() * 0.002).exp(), at);
    };
    let on_leave = move |_| hover.set(None);

    // Keys on a focused store: the figure's drag keys first, then navigation.
    let key_store = move |ev: leptos::ev::KeyboardEvent, i: usize| {
        let key = ev.key();
        let handled = drag.with_value(|d| d.as_ref().map(|d| (d.on_key)(i, &key, ev.shift_key())).unwrap_or(false));
        if handled {
            ev.prevent_default();
            return;
        }
        let dir = match key.as_str() {
            "ArrowLeft" => Some([-1.0, 0.0]),
            "ArrowRight" => Some([1.0, 0.0]),
            "ArrowUp" => Some([0.0, -1.0]),
            "ArrowDown" => Some([0.0, 1.0]),
            _ => None,
        };
        if let Some(d) = dir {
            if let Some(j) = scene.with_untracked(|s| s.store_towards(i, d)) {
                selected.set(Some(j));
            }
            ev.prevent_default();
            return;
        }
        match key.as_str() {
            "+" | "=" => zoom_at(0.5, scene.with_untracked(|s| s.pos.get(i).copied())),
            "-" | "_" => zoom_at(2.0, scene.with_untracked(|s| s.pos.get(i).copied())),
            "0" => view.set(proj.full_view()),
            "[" | "]" => {
                // Previous / next stop of the same route.
                let next = scene.with_untracked(|s| {
                    let (r, k) = s.home.get(i).copied().flatten()?;
                    let n = s.routes.get(r as usize)?.stops as u32;
                    let k2 = if key == "]" { (k + 1) % n.max(1) } else { (k + n.max(1) - 1) % n.max(1) };
                    s.home.iter().position(|h| *h == Some((r, k2)))
                });
                if let Some(j) = next {
                    selected.set(Some(j));
                }
            }
            "Escape" => selected.set(None),
            _ => return,
        }
        ev.prevent_default();
    };

    let n_routes = Memo::new(move |_| scene.with(|s| s.routes.len()));
    let layer_class = move |name: &'static str| {
        move || {
            if layers.with(|l| l.get(name)) {
                ""
            } else {
                "off"
            }
        }
    };
    let dimmed = move |r: usize| focus.with(|f| f.as_ref().is_some_and(|f| !f.contains(&r)));
    let stack = move || {
        let n = n_routes.get();
        let parts: Vec<Memo<Option<Sh<RouteDraw>>>> =
            (0..n).map(|i| Memo::new(move |_| scene.with(|s| s.routes.get(i).cloned()))).collect();
        let hulls = parts
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let m = *m;
                view! { <polygon class="hull" class:dim=move || dimmed(i) fill=colour(i) stroke=colour(i)
                points=move || m.with(|d| d.as_ref().map(|d| d.hull.clone()).unwrap_or_default())/> }
            })
            .collect_view();
        let lines = parts
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let m = *m;
                view! { <path class="route" class:dim=move || dimmed(i) stroke=colour(i) data-route=i
                d=move || m.with(|d| d.as_ref().map(|d| d.line.clone()).unwrap_or_default())/> }
            })
            .collect_view();
        let dots = parts
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let m = *m;
                view! { <path class="dots" class:dim=move || dimmed(i) stroke=colour(i)
                d=move || m.with(|d| d.as_ref().map(|d| d.dots.clone()).unwrap_or_default())/> }
            })
            .collect_view();
        let rings = (0..n)
            .map(|r| {
                let d = Memo::new(move |_| match focus.get() {
                    None => scene.with(|s| s.rings.get(r).map(|x| x.to_string()).unwrap_or_default()),
                    // With a focus, only the intrusions between the focused routes.
                    Some(f) if f.contains(&r) => scene.with(|s| {
                        let mut seen: Vec<usize> = s
                            .intrusions
                            .iter()
                            .filter(|&&(st, h)| f.contains(&h) && s.home[st].is_some_and(|(sr, _)| sr as usize == r))
                            .map(|&(st, _)| st)
                            .collect();
                        grader::sort::unstable(&mut seen);
                        seen.dedup();
                        dots_of(&s.pos, seen.into_iter())
                    }),
                    Some(_) => String::new(),
                });
                view! { <path d=move || d.get()/> }
            })
            .collect_view();
        let crosses = (0..n)
            .map(|r| {
                let marks = Memo::new(move |_| scene.with(|s| s.crossings_by.get(r).cloned().unwrap_or_default()));
                let d = Memo::new(move |_| {
                    let k = 6.0 * px();
                    let f = focus.get();
                    marks.with(|m| {
                        let mut d = String::new();
                        for c in m.iter() {
                            if f.as_ref().is_some_and(|f| !(f.contains(&c.a.0) && f.contains(&c.b.0))) {
                                continue;
                            }
                            let [x, y] = c.at;
                            let _ = write!(
                                d,
                                "M{} {}l{} {}M{} {}l{} {}",
                                Fixed(x - k, 0),
                                Fixed(y - k, 0),
                                Fixed(2.0 * k, 0),
                                Fixed(2.0 * k, 0),
                                Fixed(x - k, 0),
                                Fixed(y + k, 0),
                                Fixed(2.0 * k, 0),
                                Fixed(-2.0 * k, 0)
                            );
                        }
                        d
                    })
                });
                view! { <path d=move || d.get()/> }
            })
            .collect_view();
        view! {
            <g class=move || format!("hulls {}", layer_class("hulls")())>{hulls}</g>
            <g class=move || format!("routes {}", layer_class("routes")())>{lines}</g>
            <g class=move || format!("rings {}", layer_class("intrusions")())>{rings}</g>
            <g class="stores">{dots}</g>
            <g class=move || format!("crossings {}", layer_class("crossings")())>{crosses}</g>
        }
    };
    let unrouted = Memo::new(move |_| scene.with(|s| s.unrouted.to_string()));
    let depot = Memo::new(move |_| {
        let r = 7.0 * px();
        let [x, y] = scene.with(|s| s.depot);
        format!("M{} {}h{}v{}h{}Z", Fixed(x - r, 0), Fixed(y - r, 0), Fixed(2.0 * r, 0), Fixed(2.0 * r, 0), Fixed(-2.0 * r, 0))
    });
    let cursor_at = move |i: Option<usize>| i.and_then(|i| scene.with(|s| s.pos.get(i).copied()));
    let ring = move |at: Option<[f64; 2]>, r: f64| {
        at.map(|[x, y]| {
            let r0 = Fixed(r, 0);
            format!(
                "M{} {}m{} 0a{r0} {r0} 0 1 0 {} 0a{r0} {r0} 0 1 0 {} 0",
                Fixed(x, 0),
                Fixed(y, 0),
                Fixed(-r, 0),
                Fixed(2.0 * r, 0),
                Fixed(-2.0 * r, 0)
            )
        })
        .unwrap_or_default()
    };
    let meta_l = meta.clone();
    let store_label = move |i: usize| {
        let base = scene.with(|s| describe_store(s, &meta_l, i));
        let tail = label_tail.get();
        if tail.is_empty() {
            base
        } else {
            format!("{base}; {tail}")
        }
    };
    let store_label = Arc::new(store_label);

    // The roving store cursor (or, for the demos, one focusable mark per store).
    let sl = store_label.clone();
    // Memos: the browser repaints only when a ring really moves.
    let cursor_d = Memo::new(move |_| ring(cursor_at(selected.get()), 14.0 * px()));
    let cursor = (!each_focusable).then(|| {
        let sl = sl.clone();
        view! {
            <g class="cursor" tabindex="0" role=if draggable { "slider" } else { "button" }
                data-cursor=name
                aria-roledescription=if draggable { "draggable store" } else { "store" }
                aria-label=move || match selected.get() { Some(i) => sl(i), None => "stores: press an arrow key to pick one".into() }
                aria-valuetext=move || selected.get().and_then(|i| scene.with(|s| s.pos.get(i).map(|&p| coords(proj.lonlat(p)))))
                on:focus=move |_| if selected.get_untracked().is_none() {
                    let first = scene.with_untracked(|s| s.home.iter().position(|h| *h == Some((0, 0))).or(if s.pos.is_empty() { None } else { Some(0) }));
                    selected.set(first);
                }
                on:keydown=move |ev: leptos::ev::KeyboardEvent| if let Some(i) = selected.get_untracked() { key_store(ev, i) }>
                <path class="cursor-ring" d=move || cursor_d.get()/>
            </g>
        }
    });
    let meta_x = meta.clone();
    let crossing_sel = RwSignal::new(None::<usize>);
    let cross_d = Memo::new(move |_| ring(crossing_sel.get().and_then(|c| scene.with(|s| s.crossings.get(c).map(|x| x.at))), 12.0 * px()));
    let crossing_cursor = (!each_focusable).then(move || {
        view! {
            <g class="cursor cross-cursor" tabindex=move || if scene.with(|s| s.crossings.is_empty()) || !layers.get().crossings { "-1" } else { "0" }
                role="button" aria-roledescription="crossings"
                aria-label=move || match crossing_sel.get() {
                    Some(c) => scene.with(|s| describe_crossing(s, &meta_x, c)),
                    None => format!("{} crossings: arrow keys step through them", scene.with(|s| s.crossings.len())),
                }
                on:focus=move |_| if crossing_sel.get_untracked().is_none() && scene.with_untracked(|s| !s.crossings.is_empty()) { crossing_sel.set(Some(0)); hover.set(Some(Item::Crossing(0))) }
                on:blur=move |_| hover.set(None)
                on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                    let n = scene.with_untracked(|s| s.crossings.len());
                    if n == 0 { return; }
                    let c = crossing_sel.get_untracked().unwrap_or(0).min(n - 1);
                    let c2 = match ev.key().as_str() {
                        "ArrowRight" | "ArrowDown" => (c + 1) % n,
                        "ArrowLeft" | "ArrowUp" => (c + n - 1) % n,
                        "Home" => 0,
                        "End" => n - 1,
                        _ => return,
                    };
                    ev.prevent_default();
                    crossing_sel.set(Some(c2));
                    hover.set(Some(Item::Crossing(c2)));
                }>
                <path class="cursor-ring" d=move || cross_d.get()/>
            </g>
        }
    });
    // Demos: every store focusable, its code drawn.
    let each = each_focusable.then(|| {
        let meta = meta.clone();
        let n = meta.codes.len();
        (0..n)
            .map(|i| {
                let sl = store_label.clone();
                let code = meta.codes[i].clone();
                let code_attr = code.clone();
                let at = move || scene.with(|s| s.pos.get(i).copied().unwrap_or_default());
                view! {
                    <g class="point" tabindex="0" role=if draggable { "slider" } else { "button" }
                        data-store=code_attr
                        aria-roledescription=if draggable { "draggable store" } else { "store" }
                        aria-label=move || sl(i)
                        aria-valuetext=move || coords(proj.lonlat(at()))
                        class:selected=move || selected.get() == Some(i)
                        on:focus=move |_| selected.set(Some(i))
                        on:keydown=move |ev: leptos::ev::KeyboardEvent| key_store(ev, i)>
                        <path class="point-ring" d=move || { let p = at(); ring(Some(p), 16.0 * px()) }/>
                        <text class="point-label" x=move || fixed(at()[0] + 14.0 * px(), 0) y=move || fixed(at()[1] - 14.0 * px(), 0)
                            font-size=move || fixed(15.0 * px(), 0)>{code}</text>
                    </g>
                }
            })
            .collect_view()
    });
    let ghost = drag.with_value(|d| d.as_ref().map(|d| d.ghost));
    let ghost_d = move || ghost.and_then(|g| g.get()).map(|[x, y]| format!("M{} {}h0", Fixed(x, 0), Fixed(y, 0))).unwrap_or_default();
    let hover_ring = Memo::new(move |_| {
        ring(
            match hover.get() {
                Some(Item::Store(i)) => cursor_at(Some(i)),
                Some(Item::Crossing(c)) => scene.with(|s| s.crossings.get(c).map(|x| x.at)),
                None => None,
            },
            11.0 * px(),
        )
    });
    view! {
        <svg class=move || format!("canvas canvas-{name}{}", if draggable { " draggable" } else { "" })
            node_ref=svg_ref data-export="1"
            viewBox=move || view.with(|v| format!("{} {} {} {}", Fixed(v[0], 0), Fixed(v[1], 0), Fixed(v[2], 0), Fixed(v[3], 0)))
            role="group" aria-label=move || aria.get()
            on:pointerdown=on_down on:pointermove=on_move on:pointerup=on_up on:pointercancel=on_up
            on:pointerleave=on_leave on:wheel=on_wheel>
            <rect class="bg" x="-100000" y="-100000" width="300000" height="300000"/>
            <path class="backdrop" d=backdrop/>
            {stack}
            <path class="dots unrouted" d=move || unrouted.get()/>
            <path class="depot" d=move || depot.get()><title>"depot"</title></path>
            <path class="ghost" d=ghost_d/>
            <path class="hover-ring" d=move || hover_ring.get()/>
            {each}
            {cursor}
            {crossing_cursor}
        </svg>
    }
}

/// Zoom buttons and the layer toggles under a canvas.
pub fn controls(name: &'static str, proj: Projection, view: RwSignal<[f64; 4]>, layers: Option<RwSignal<Layers>>) -> impl IntoView {
    let zoom = move |f: f64| {
        let v = view.get_untracked();
        let w = (v[2] * f).clamp(W / 40.0, W);
        if w >= W {
            view.set(proj.full_view());
            return;
        }
        let k = w / v[2];
        let (cx, cy) = (v[0] + v[2] / 2.0, v[1] + v[3] / 2.0);
        view.set([cx - v[2] * k / 2.0, cy - v[3] * k / 2.0, w, v[3] * k]);
    };
    let toggles = layers.map(|layers| {
        LAYER_NAMES
            .into_iter()
            .map(|n| {
                let id = format!("{name}-layer-{n}");
                let for_id = id.clone();
                view! {
                    <label class="layer" for=for_id>
                        <input type="checkbox" id=id data-layer=n prop:checked=move || layers.with(|l| l.get(n))
                            on:change=move |ev| { let on = event_target_checked(&ev); layers.update(|l| l.set(n, on)) }/>
                        {n}
                    </label>
                }
            })
            .collect_view()
    });
    view! {
        <div class="canvas-controls">
            {toggles.map(|t| view! { <fieldset class="layers"><legend class="sr">"Layers"</legend>{t}</fieldset> })}
            <span class="zoom" role="group" aria-label="Zoom">
                <button class="secondary" data-zoom="in" aria-label="Zoom in" on:click=move |_| zoom(0.5)>"+"</button>
                <button class="secondary" data-zoom="out" aria-label="Zoom out" on:click=move |_| zoom(2.0)>"−"</button>
                <button class="secondary" data-zoom="reset" on:click=move |_| view.set(proj.full_view())>"Reset view"</button>
            </span>
        </div>
    }
}
