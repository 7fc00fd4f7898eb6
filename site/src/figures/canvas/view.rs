//! Drawing a [`Canvas`]: the `<svg>` and its parts, the pointer (pick, drag, pan,
//! zoom) and the keyboard (roving cursors, or every store focusable in the demos).
//! [`canvas`] assembles the parts; each part is a function of [`Ctx`], the canvas'
//! shared reactive state (signals only: cheap to copy into every handler).

use std::fmt::Write as _;
use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::super::text::{t, tf};
use super::{
    describe_crossing, describe_store, dots_of, route_style, Canvas, DragOps, Item, Layers, Phase, Projection, RouteDraw, Scene, Sh,
    StoreMeta, LAYER_NAMES, W,
};
use crate::format::{fixed, Fixed};

/// A map layer's name (`LAYER_NAMES`) in the page's language.
fn layer_words(name: &str) -> String {
    t(match name {
        "routes" => "fig-canvas-layer-routes",
        "hulls" => "fig-canvas-layer-hulls",
        "intrusions" => "fig-canvas-layer-intrusions",
        _ => "fig-canvas-layer-crossings",
    })
}

/// What a pointer is doing on the canvas.
enum Gesture {
    None,
    Drag(usize),
    Pan { from: [f64; 2], view: [f64; 4], moved: bool },
}

/// The canvas' shared state, for its parts and handlers.
#[derive(Clone, Copy)]
struct Ctx {
    proj: Projection,
    scene: Signal<Scene>,
    layers: Signal<Layers>,
    focus: Signal<Option<Vec<usize>>>,
    selected: RwSignal<Option<usize>>,
    hover: RwSignal<Option<Item>>,
    view: RwSignal<[f64; 4]>,
    svg_ref: NodeRef<leptos::svg::Svg>,
    gesture: StoredValue<Gesture, LocalStorage>,
    drag: StoredValue<Option<DragOps>>,
    draggable: bool,
}

/// The element's box on screen: (left, top, width, height). Through `Reflect`, so the
/// site needs no extra web-sys feature.
fn client_rect(el: &web_sys::Element) -> Option<[f64; 4]> {
    let f: js_sys::Function = js_sys::Reflect::get(el, &"getBoundingClientRect".into()).ok()?.dyn_into().ok()?;
    let r = f.call0(el).ok()?;
    let n = |k: &str| js_sys::Reflect::get(&r, &k.into()).ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    Some([n("left"), n("top"), n("width"), n("height")])
}

/// A circle of radius `r` around `at` as a path (empty without a place).
fn ring(at: Option<[f64; 2]>, r: f64) -> String {
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
}

impl Ctx {
    /// User units per screen pixel, for hit radii and mark sizes (the svg is as wide as
    /// its box; zoom divides the view).
    fn px(&self) -> f64 {
        self.view.with(|v| v[2]) / 800.0
    }

    /// Screen → viewBox. The svg may be letterboxed (a max-height keeps the aspect with
    /// `preserveAspectRatio` "meet"): one scale, the content centred.
    fn fit(&self) -> Option<(f64, f64, f64)> {
        let el = self.svg_ref.get_untracked()?;
        let [l, t, w, h] = client_rect(&el)?;
        let v = self.view.get_untracked();
        if w <= 0.0 || h <= 0.0 || v[2] <= 0.0 || v[3] <= 0.0 {
            return None;
        }
        let k = (w / v[2]).min(h / v[3]);
        Some((l + (w - v[2] * k) / 2.0, t + (h - v[3] * k) / 2.0, k))
    }

    fn screen_to_view(&self, cx: f64, cy: f64) -> Option<[f64; 2]> {
        let (ox, oy, k) = self.fit()?;
        let v = self.view.get_untracked();
        Some([v[0] + (cx - ox) / k, v[1] + (cy - oy) / k])
    }

    fn unit_per_px(&self) -> f64 {
        self.fit().map(|(_, _, k)| 1.0 / k).unwrap_or(self.view.get_untracked()[2] / 800.0)
    }

    /// Where store `i` is drawn.
    fn store_at(&self, i: Option<usize>) -> Option<[f64; 2]> {
        i.and_then(|i| self.scene.with(|s| s.pos.get(i).copied()))
    }

    fn on_pointer(&self, i: usize, p: [f64; 2], phase: Phase) {
        self.drag.with_value(|d| d.as_ref().map(|d| (d.on_pointer)(i, p, phase)));
    }

    fn on_down(&self, ev: leptos::ev::PointerEvent) {
        if ev.button() != 0 {
            return;
        }
        let Some(p) = self.screen_to_view(ev.client_x() as f64, ev.client_y() as f64) else {
            return;
        };
        let r = self.unit_per_px() * if ev.pointer_type() == "touch" { 22.0 } else { 12.0 };
        let hit = self.scene.with_untracked(|s| s.store_at(p, r));
        if let Some(el) = self.svg_ref.get_untracked() {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
        ev.prevent_default();
        match (hit, self.draggable) {
            (Some(i), true) => {
                self.selected.set(Some(i));
                self.gesture.set_value(Gesture::Drag(i));
                self.on_pointer(i, p, Phase::Start);
            }
            _ => self.gesture.set_value(Gesture::Pan {
                from: [ev.client_x() as f64, ev.client_y() as f64],
                view: self.view.get_untracked(),
                moved: false,
            }),
        }
        if let Some(i) = hit {
            self.selected.set(Some(i));
        }
    }

    fn on_move(&self, ev: leptos::ev::PointerEvent) {
        let (cx, cy) = (ev.client_x() as f64, ev.client_y() as f64);
        let g = self.gesture.with_value(|g| match g {
            Gesture::None => 0,
            Gesture::Drag(_) => 1,
            Gesture::Pan { .. } => 2,
        });
        match g {
            1 => {
                let Some(p) = self.screen_to_view(cx, cy) else { return };
                let i = self.gesture.with_value(|g| if let Gesture::Drag(i) = g { *i } else { 0 });
                self.on_pointer(i, p, Phase::Move);
            }
            2 => {
                let k = self.unit_per_px();
                let view = self.view;
                self.gesture.update_value(|g| {
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
            _ => self.hover_at(cx, cy),
        }
    }

    /// Hover what is under the pointer: a crossing (when shown), else a store.
    fn hover_at(&self, cx: f64, cy: f64) {
        let Some(p) = self.screen_to_view(cx, cy) else { return };
        let r = self.unit_per_px() * 10.0;
        let item = self.scene.with_untracked(|s| {
            let on = self.layers.get_untracked();
            on.crossings.then(|| s.crossing_at(p, r).map(Item::Crossing)).flatten().or_else(|| s.store_at(p, r).map(Item::Store))
        });
        if self.hover.get_untracked() != item {
            self.hover.set(item);
        }
    }

    fn on_up(&self, ev: leptos::ev::PointerEvent) {
        let g = self.gesture.with_value(|g| match g {
            Gesture::Drag(i) => Some(*i),
            _ => None,
        });
        self.gesture.set_value(Gesture::None);
        if let Some(i) = g {
            let p = self.screen_to_view(ev.client_x() as f64, ev.client_y() as f64);
            self.on_pointer(i, p.unwrap_or_default(), Phase::End);
        }
    }

    fn zoom_at(&self, factor: f64, at: Option<[f64; 2]>) {
        let v = self.view.get_untracked();
        let w = (v[2] * factor).clamp(W / 40.0, W);
        let f = w / v[2];
        let [ax, ay] = at.unwrap_or([v[0] + v[2] / 2.0, v[1] + v[3] / 2.0]);
        let h = v[3] * f;
        let mut nv = [ax - (ax - v[0]) * f, ay - (ay - v[1]) * f, w, h];
        if w >= W {
            nv = self.proj.full_view();
        }
        self.view.set(nv);
    }

    fn on_wheel(&self, ev: leptos::ev::WheelEvent) {
        // Zoom with ctrl/⌘ + wheel (and trackpad pinch); a plain wheel scrolls the page.
        if !(ev.ctrl_key() || ev.meta_key()) {
            return;
        }
        ev.prevent_default();
        let at = self.screen_to_view(ev.client_x() as f64, ev.client_y() as f64);
        self.zoom_at((ev.delta_y() * 0.002).exp(), at);
    }

    /// Keys on a focused store `i`: the figure's drag keys first, then navigation.
    fn key_store(&self, ev: leptos::ev::KeyboardEvent, i: usize) {
        let key = ev.key();
        let handled = self.drag.with_value(|d| d.as_ref().map(|d| (d.on_key)(i, &key, ev.shift_key())).unwrap_or(false));
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
            if let Some(j) = self.scene.with_untracked(|s| s.store_towards(i, d)) {
                self.selected.set(Some(j));
            }
            ev.prevent_default();
            return;
        }
        let at = || self.scene.with_untracked(|s| s.pos.get(i).copied());
        match key.as_str() {
            "+" | "=" => self.zoom_at(0.5, at()),
            "-" | "_" => self.zoom_at(2.0, at()),
            "0" => self.view.set(self.proj.full_view()),
            "[" | "]" => {
                // Previous / next stop of the same route.
                let next = self.scene.with_untracked(|s| {
                    let (r, k) = s.home.get(i).copied().flatten()?;
                    let n = s.routes.get(r as usize)?.stops as u32;
                    let k2 = if key == "]" { (k + 1) % n.max(1) } else { (k + n.max(1) - 1) % n.max(1) };
                    s.home.iter().position(|h| *h == Some((r, k2)))
                });
                if let Some(j) = next {
                    self.selected.set(Some(j));
                }
            }
            "Escape" => self.selected.set(None),
            _ => return,
        }
        ev.prevent_default();
    }

    /// Is route `r` greyed out by the focus?
    fn dimmed(&self, r: usize) -> bool {
        self.focus.with(|f| f.as_ref().is_some_and(|f| !f.contains(&r)))
    }

    /// `""` when layer `name` is on, else `"off"`.
    fn layer_class(&self, name: &'static str) -> &'static str {
        if self.layers.with(|l| l.get(name)) {
            ""
        } else {
            "off"
        }
    }
}

/// The routes' hulls, paths and stores, the intrusion rings and the crossings, one
/// element per route in each layer (redrawn when the number of routes changes).
fn layer_stack(c: Ctx) -> impl IntoView {
    let n_routes = Memo::new(move |_| c.scene.with(|s| s.routes.len()));
    move || {
        let n = n_routes.get();
        let parts: Vec<Memo<Option<Sh<RouteDraw>>>> =
            (0..n).map(|i| Memo::new(move |_| c.scene.with(|s| s.routes.get(i).cloned()))).collect();
        view! {
            <g class=move || format!("hulls {}", c.layer_class("hulls"))>{hulls(c, &parts)}</g>
            <g class=move || format!("routes {}", c.layer_class("routes"))>{route_lines(c, &parts)}</g>
            <g class=move || format!("rings {}", c.layer_class("intrusions"))>{rings(c, n)}</g>
            <g class="stores">{route_dots(c, &parts)}</g>
            <g class=move || format!("crossings {}", c.layer_class("crossings"))>{crosses(c, n)}</g>
        }
    }
}

fn hulls(c: Ctx, parts: &[Memo<Option<Sh<RouteDraw>>>]) -> impl IntoView {
    parts
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let m = *m;
            view! { <polygon class="hull" class:dim=move || c.dimmed(i) style=route_style(i)
            points=move || m.with(|d| d.as_ref().map(|d| d.hull.clone()).unwrap_or_default())/> }
        })
        .collect_view()
}

fn route_lines(c: Ctx, parts: &[Memo<Option<Sh<RouteDraw>>>]) -> impl IntoView {
    parts
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let m = *m;
            view! { <path class="route" class:dim=move || c.dimmed(i) style=route_style(i) data-route=i
            d=move || m.with(|d| d.as_ref().map(|d| d.line.clone()).unwrap_or_default())/> }
        })
        .collect_view()
}

fn route_dots(c: Ctx, parts: &[Memo<Option<Sh<RouteDraw>>>]) -> impl IntoView {
    parts
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let m = *m;
            view! { <path class="dots" class:dim=move || c.dimmed(i) style=route_style(i)
            d=move || m.with(|d| d.as_ref().map(|d| d.dots.clone()).unwrap_or_default())/> }
        })
        .collect_view()
}

/// One path of rings per route: its intruding stores (with a focus, only the
/// intrusions between the focused routes).
fn rings(c: Ctx, n: usize) -> impl IntoView {
    let scene = c.scene;
    (0..n)
        .map(|r| {
            let d = Memo::new(move |_| match c.focus.get() {
                None => scene.with(|s| s.rings.get(r).map(|x| x.to_string()).unwrap_or_default()),
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
        .collect_view()
}

/// One path of × marks per route: the crossings of its segments (with a focus, only
/// those between the focused routes).
fn crosses(c: Ctx, n: usize) -> impl IntoView {
    (0..n)
        .map(|r| {
            let marks = Memo::new(move |_| c.scene.with(|s| s.crossings_by.get(r).cloned().unwrap_or_default()));
            let d = Memo::new(move |_| {
                let k = 6.0 * c.px();
                let f = c.focus.get();
                marks.with(|m| {
                    let mut d = String::new();
                    for x in m.iter() {
                        if f.as_ref().is_some_and(|f| !(f.contains(&x.a.0) && f.contains(&x.b.0))) {
                            continue;
                        }
                        let [x, y] = x.at;
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
        .collect_view()
}

/// A store's accessible name: its description, then the figure's extra words.
type StoreLabel = Arc<dyn Fn(usize) -> String + Send + Sync>;

/// The roving store cursor: one focusable ring on the selected store (a slider when
/// dragging); arrow keys move it between stores.
fn store_cursor(c: Ctx, name: &'static str, label: StoreLabel, coords: fn(grader::routing::geometry::Point) -> String) -> impl IntoView {
    let (scene, selected, proj, draggable) = (c.scene, c.selected, c.proj, c.draggable);
    // A memo: the browser repaints only when the ring really moves.
    let cursor_d = Memo::new(move |_| ring(c.store_at(selected.get()), 14.0 * c.px()));
    view! {
        <g class="cursor" tabindex="0" role=if draggable { "slider" } else { "button" }
            data-cursor=name
            aria-roledescription=move || t(if draggable { "fig-canvas-draggable-store" } else { "fig-canvas-store-role" })
            aria-label=move || match selected.get() { Some(i) => label(i), None => t("fig-canvas-stores-aria") }
            aria-valuetext=move || selected.get().and_then(|i| scene.with(|s| s.pos.get(i).map(|&p| coords(proj.lonlat(p)))))
            on:focus=move |_| if selected.get_untracked().is_none() {
                let first = scene.with_untracked(|s| s.home.iter().position(|h| *h == Some((0, 0))).or(if s.pos.is_empty() { None } else { Some(0) }));
                selected.set(first);
            }
            on:keydown=move |ev: leptos::ev::KeyboardEvent| if let Some(i) = selected.get_untracked() { c.key_store(ev, i) }>
            <path class="cursor-ring" d=move || cursor_d.get()/>
        </g>
    }
}

/// The crossings' cursor: one focusable ring; arrow keys step through the crossings.
fn crossing_cursor(c: Ctx, meta: Sh<StoreMeta>) -> impl IntoView {
    let (scene, hover, layers) = (c.scene, c.hover, c.layers);
    let crossing_sel = RwSignal::new(None::<usize>);
    let cross_d =
        Memo::new(move |_| ring(crossing_sel.get().and_then(|x| scene.with(|s| s.crossings.get(x).map(|x| x.at))), 12.0 * c.px()));
    view! {
        <g class="cursor cross-cursor" tabindex=move || if scene.with(|s| s.crossings.is_empty()) || !layers.get().crossings { "-1" } else { "0" }
            role="button" aria-roledescription=move || t("fig-canvas-crossings-role")
            aria-label=move || match crossing_sel.get() {
                Some(x) => scene.with(|s| describe_crossing(s, &meta, x)),
                None => tf("fig-canvas-crossings-aria", &[("n", &scene.with(|s| s.crossings.len()).to_string())]),
            }
            on:focus=move |_| if crossing_sel.get_untracked().is_none() && scene.with_untracked(|s| !s.crossings.is_empty()) { crossing_sel.set(Some(0)); hover.set(Some(Item::Crossing(0))) }
            on:blur=move |_| hover.set(None)
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                let n = scene.with_untracked(|s| s.crossings.len());
                if n == 0 { return; }
                let x = crossing_sel.get_untracked().unwrap_or(0).min(n - 1);
                let x2 = match ev.key().as_str() {
                    "ArrowRight" | "ArrowDown" => (x + 1) % n,
                    "ArrowLeft" | "ArrowUp" => (x + n - 1) % n,
                    "Home" => 0,
                    "End" => n - 1,
                    _ => return,
                };
                ev.prevent_default();
                crossing_sel.set(Some(x2));
                hover.set(Some(Item::Crossing(x2)));
            }>
            <path class="cursor-ring" d=move || cross_d.get()/>
        </g>
    }
}

/// The demos: every store focusable, its code drawn.
fn each_store(c: Ctx, meta: &StoreMeta, label: StoreLabel, coords: fn(grader::routing::geometry::Point) -> String) -> impl IntoView {
    let (scene, selected, proj, draggable) = (c.scene, c.selected, c.proj, c.draggable);
    (0..meta.codes.len())
        .map(|i| {
            let sl = label.clone();
            let code = meta.codes[i].clone();
            let code_attr = code.clone();
            let at = move || scene.with(|s| s.pos.get(i).copied().unwrap_or_default());
            view! {
                <g class="point" tabindex="0" role=if draggable { "slider" } else { "button" }
                    data-store=code_attr
                    aria-roledescription=move || t(if draggable { "fig-canvas-draggable-store" } else { "fig-canvas-store-role" })
                    aria-label=move || sl(i)
                    aria-valuetext=move || coords(proj.lonlat(at()))
                    class:selected=move || selected.get() == Some(i)
                    on:focus=move |_| selected.set(Some(i))
                    on:keydown=move |ev: leptos::ev::KeyboardEvent| c.key_store(ev, i)>
                    <path class="point-ring" d=move || { let p = at(); ring(Some(p), 16.0 * c.px()) }/>
                    <text class="point-label" x=move || fixed(at()[0] + 14.0 * c.px(), 0) y=move || fixed(at()[1] - 14.0 * c.px(), 0)
                        font-size=move || fixed(15.0 * c.px(), 0)>{code}</text>
                </g>
            }
        })
        .collect_view()
}

/// Draw a canvas (see [`Canvas`]).
pub fn canvas(c: Canvas) -> impl IntoView {
    let Canvas { name, proj, scene, meta, layers, focus, selected, hover, view, drag, each_focusable, label_tail, aria, coords, backdrop } =
        c;
    let draggable = drag.is_some();
    let ghost = drag.as_ref().map(|d| d.ghost);
    let c = Ctx {
        proj,
        scene,
        layers,
        focus,
        selected,
        hover,
        view,
        svg_ref: NodeRef::new(),
        gesture: StoredValue::new_local(Gesture::None),
        drag: StoredValue::new(drag),
        draggable,
    };
    let unrouted = Memo::new(move |_| scene.with(|s| s.unrouted.to_string()));
    let depot = Memo::new(move |_| {
        let r = 7.0 * c.px();
        let [x, y] = scene.with(|s| s.depot);
        format!("M{} {}h{}v{}h{}Z", Fixed(x - r, 0), Fixed(y - r, 0), Fixed(2.0 * r, 0), Fixed(2.0 * r, 0), Fixed(-2.0 * r, 0))
    });
    let label: StoreLabel = {
        let meta = meta.clone();
        Arc::new(move |i: usize| {
            let base = scene.with(|s| describe_store(s, &meta, i));
            let tail = label_tail.get();
            if tail.is_empty() {
                base
            } else {
                format!("{base}; {tail}")
            }
        })
    };
    // The roving cursors, or (the demos) one focusable mark per store.
    let cursor = (!each_focusable).then(|| store_cursor(c, name, label.clone(), coords));
    let crossing_cursor = (!each_focusable).then(|| crossing_cursor(c, meta.clone()));
    let each = each_focusable.then(|| each_store(c, &meta, label.clone(), coords));
    let ghost_d = move || ghost.and_then(|g| g.get()).map(|[x, y]| format!("M{} {}h0", Fixed(x, 0), Fixed(y, 0))).unwrap_or_default();
    let hover_ring = Memo::new(move |_| {
        ring(
            match hover.get() {
                Some(Item::Store(i)) => c.store_at(Some(i)),
                Some(Item::Crossing(x)) => scene.with(|s| s.crossings.get(x).map(|x| x.at)),
                None => None,
            },
            11.0 * c.px(),
        )
    });
    view! {
        <svg class=move || format!("canvas canvas-{name}{}", if draggable { " draggable" } else { "" })
            node_ref=c.svg_ref data-export="1"
            viewBox=move || view.with(|v| format!("{} {} {} {}", Fixed(v[0], 0), Fixed(v[1], 0), Fixed(v[2], 0), Fixed(v[3], 0)))
            role="group" aria-label=move || aria.get()
            on:pointerdown=move |ev| c.on_down(ev) on:pointermove=move |ev| c.on_move(ev) on:pointerup=move |ev| c.on_up(ev)
            on:pointercancel=move |ev| c.on_up(ev) on:pointerleave=move |_| hover.set(None) on:wheel=move |ev| c.on_wheel(ev)>
            <rect class="bg" x="-100000" y="-100000" width="300000" height="300000"/>
            <path class="backdrop" d=backdrop/>
            {layer_stack(c)}
            <path class="dots unrouted" d=move || unrouted.get()/>
            <path class="depot" d=move || depot.get()><title>{move || t("fig-canvas-depot")}</title></path>
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
                        {move || layer_words(n)}
                    </label>
                }
            })
            .collect_view()
    });
    view! {
        <div class="canvas-controls">
            {toggles.map(|boxes| view! { <fieldset class="layers"><legend class="sr">{move || t("fig-canvas-layers")}</legend>{boxes}</fieldset> })}
            <span class="zoom" role="group" aria-label=move || t("fig-canvas-zoom")>
                <button class="secondary" data-zoom="in" aria-label=move || t("fig-canvas-zoom-in") on:click=move |_| zoom(0.5)>"+"</button>
                <button class="secondary" data-zoom="out" aria-label=move || t("fig-canvas-zoom-out") on:click=move |_| zoom(2.0)>"−"</button>
                <button class="secondary" data-zoom="reset" on:click=move |_| view.set(proj.full_view())>{move || t("fig-canvas-reset")}</button>
            </span>
        </div>
    }
}
