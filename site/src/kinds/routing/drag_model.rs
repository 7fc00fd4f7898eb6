//! The live model behind figure `drag` and the demos: a [`DragModel`] holds the core's
//! [`Incremental`] for a plan. Every pointer move calls `move_store` (or `move_to_route`
//! when a stop is carried to another route) and reads the counts, the cost and the
//! validity straight from it: the numbers shown are exactly what `fde-grade` gives for
//! the moved plan, never an estimate. Drawing is coalesced to one update per animation
//! frame and only the routes that changed are redrawn (see [`crate::figures::canvas`]). The time
//! of each re-score is recorded for the closing note (`data-timings`).
//!
//! Moved positions are snapped to 1e-6° (about 0.1 m), so that the link (`drag=`) and
//! the downloadable `customers.csv` give back exactly the plan on screen.

use std::collections::BTreeMap;
use std::sync::Arc;

use grader::round::py_round;
use grader::routing::geometry::Point;
use grader::routing::{Exact, Incremental, Plan, RoutingCase, Stage};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::figures::canvas::{DragOps, Measured, Phase, Projection, Scene};
use crate::figures::text::{t, tf};
use crate::format::{int, local, score_json, shortest, Shortest};
use crate::route::{keys, Key, Moves, Url, Value};
use crate::state::now_ms;

/// The live figures of a plan, read from [`Incremental`].
#[derive(Debug, Clone, PartialEq)]
pub struct Stats {
    pub intrusions: usize,
    pub crossings: usize,
    pub exact: Exact,
    pub rejected: Option<Stage>,
    pub seconds: Vec<f64>,
    pub loads: Vec<f64>,
    pub capacity: f64,
    /// The case's weights (what one intrusion, one crossing costs).
    pub weights: grader::routing::Weights,
}

impl Stats {
    pub fn of(inc: &Incremental) -> Stats {
        let (intrusions, crossings) = inc.counts();
        Stats {
            intrusions,
            crossings,
            exact: inc.exact(),
            rejected: inc.rejected_by(),
            seconds: inc.route_seconds().to_vec(),
            loads: inc.loads().to_vec(),
            capacity: inc.case().params.capacity_kg,
            weights: inc.case().params.weights,
        }
    }

    pub fn valid(&self) -> bool {
        self.rejected.is_none()
    }

    /// The score as the report gives it: rounded to 4 places, 0 when rejected.
    pub fn score(&self) -> f64 {
        if self.valid() {
            py_round(self.exact.score, 4)
        } else {
            0.0
        }
    }

    /// "351 intrusions, 26 crossings, score 0.9734".
    pub fn text(&self) -> String {
        let (i, c) = (int(self.intrusions as i64), int(self.crossings as i64));
        match self.rejected {
            None => tf("fig-drag-stats", &[("intrusions", &i), ("crossings", &c), ("score", &local(&score_json(Some(self.score()))))]),
            Some(s) => tf("fig-drag-stats-rejected", &[("intrusions", &i), ("crossings", &c), ("why", &stage_words(s))]),
        }
    }
}

pub fn stage_words(s: Stage) -> String {
    t(match s {
        Stage::Fatal => "fig-drag-stage-fatal",
        Stage::Schema => "fig-drag-stage-schema",
        Stage::Capacity => "fig-drag-stage-capacity",
        Stage::Vehicles => "fig-drag-stage-vehicles",
    })
}

/// What a plan looks like to the canvas, straight from the core.
pub fn measured(inc: &Incremental) -> Measured<'_> {
    let routes = inc.routes();
    Measured {
        routes,
        hulls: inc.hulls(),
        intrusions: inc.intrusion_records().iter().map(|&(h, s, k)| (routes[s as usize][k as usize], h as usize)).collect(),
        crossings: inc
            .crossing_records()
            .iter()
            .map(|&(ra, ka, rb, kb, p)| (ra as usize, ka as usize, rb as usize, kb as usize, p))
            .collect(),
    }
}

/// Dragging moves a store's place, or carries its stop into another route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Place,
    Stop,
}

/// How a figure snaps, steps and writes positions (the city map and the demos differ).
#[derive(Clone, Copy)]
pub struct Cfg {
    /// Snap a dragged position (lon, lat).
    pub snap: fn(Point) -> Point,
    /// A position as written in the URL (`LON`, `LAT` of `CODE_LON_LAT`), and back.
    pub fmt: fn(Point) -> [String; 2],
    pub parse: fn(&str, &str) -> Option<Point>,
    /// One arrow-key step, in degrees, for the current view width (`viewBox` units).
    pub step: fn(&Projection, f64) -> f64,
    /// Query keys: moved positions, moved stops (None: no stop moves).
    pub pos_key: Key<Moves>,
    pub stops_key: Option<Key<Moves>>,
    /// Links longer than this many characters are not written.
    pub max_url: usize,
}

/// The city map's configuration.
pub const CITY: Cfg = Cfg {
    snap: |[a, b]| [(a * 1e6).round() / 1e6, (b * 1e6).round() / 1e6],
    fmt: |[a, b]| [Shortest(a).to_string(), Shortest(b).to_string()],
    parse: |a, b| Some([grader::float::parse(a)?, grader::float::parse(b)?]),
    step: |p, w| (CITY.snap)([p.deg_per_unit() * w / 120.0, 0.0])[0].max(1e-6),
    pos_key: keys::DRAG,
    stops_key: Some(keys::STOPS),
    max_url: 1500,
};

struct Live {
    inc: Incremental,
    proj: Projection,
    scene: Scene,
    /// Stores moved, by index: their latest position.
    placed: BTreeMap<usize, Point>,
    /// Stops moved into other routes, in order: (store, route, position).
    stops: Vec<(usize, usize, usize)>,
    /// The (route, position) a carried stop started from.
    carry_from: Option<Option<(usize, usize)>>,
}

/// Re-scoring timings of the current drag, ms.
#[derive(Debug, Default, Clone)]
struct Timings {
    core: Vec<f64>,
    scene: Vec<f64>,
    frame: Vec<f64>,
}

/// A plan being dragged: the core's [`Incremental`] and the signals the figure draws.
#[derive(Clone, Copy)]
pub struct DragModel {
    live: StoredValue<Option<Live>, LocalStorage>,
    pub scene: RwSignal<Scene>,
    pub stats: RwSignal<Option<Stats>>,
    pub ghost: RwSignal<Option<[f64; 2]>>,
    pub mode: RwSignal<Mode>,
    /// Said by the `aria-live` region (after a drag or a key).
    pub announce: RwSignal<String>,
    /// Bumped when a drag or a key move ends (plan and positions are re-exported).
    pub settled: RwSignal<u64>,
    /// True when the edits are too many for a link.
    pub too_long: RwSignal<bool>,
    pub view: RwSignal<[f64; 4]>,
    frame_pending: StoredValue<bool>,
    timings: StoredValue<Timings, LocalStorage>,
    pub timings_json: RwSignal<String>,
    cfg: Cfg,
    url: Url,
}

/// Where a stop carried to `xy` would be inserted: the route and position whose
/// segment (depot and stops of that route, the stop itself left out) is nearest.
fn nearest_insertion(
    routes: &[Vec<usize>],
    pos: &[[f64; 2]],
    depot: [f64; 2],
    store: usize,
    xy: [f64; 2],
    only: Option<usize>,
) -> Option<(usize, usize)> {
    let d2 = |a: [f64; 2], b: [f64; 2]| {
        let (vx, vy) = (b[0] - a[0], b[1] - a[1]);
        let (wx, wy) = (xy[0] - a[0], xy[1] - a[1]);
        let l = vx * vx + vy * vy;
        let t = if l > 0.0 { ((wx * vx + wy * vy) / l).clamp(0.0, 1.0) } else { 0.0 };
        let (px, py) = (a[0] + t * vx - xy[0], a[1] + t * vy - xy[1]);
        px * px + py * py
    };
    let mut best = None;
    let mut bd = f64::INFINITY;
    for (r, route) in routes.iter().enumerate() {
        if only.is_some_and(|o| o != r) {
            continue;
        }
        let mut prev = depot;
        let mut k = 0;
        for &s in route.iter().filter(|&&s| s != store) {
            let d = d2(prev, pos[s]);
            if d < bd {
                bd = d;
                best = Some((r, k));
            }
            prev = pos[s];
            k += 1;
        }
        let d = d2(prev, depot);
        if d < bd {
            bd = d;
            best = Some((r, k));
        }
    }
    best
}

/// (route, position) of a store's first visit.
fn visit(routes: &[Vec<usize>], store: usize) -> Option<(usize, usize)> {
    routes.iter().enumerate().find_map(|(r, stops)| stops.iter().position(|&s| s == store).map(|k| (r, k)))
}

fn median_p95(v: &[f64]) -> (f64, f64) {
    if v.is_empty() {
        return (0.0, 0.0);
    }
    let mut s = v.to_vec();
    grader::sort::by(&mut s, |a, b| a.total_cmp(b));
    (s[s.len() / 2], s[((s.len() as f64 * 0.95).ceil() as usize).clamp(1, s.len()) - 1])
}

impl DragModel {
    pub fn new(cfg: Cfg, view: RwSignal<[f64; 4]>, url: Url) -> DragModel {
        DragModel {
            live: StoredValue::new_local(None),
            scene: RwSignal::new(Scene::default()),
            stats: RwSignal::new(None),
            ghost: RwSignal::new(None),
            mode: RwSignal::new(Mode::Place),
            announce: RwSignal::new(String::new()),
            settled: RwSignal::new(0),
            too_long: RwSignal::new(false),
            view,
            frame_pending: StoredValue::new(false),
            timings: StoredValue::new_local(Timings::default()),
            timings_json: RwSignal::new(String::new()),
            cfg,
            url,
        }
    }

    /// Start from `plan` on `case` (positions as in the case).
    pub fn load(&self, case: RoutingCase, plan: Plan, file: &str, proj: Projection) {
        let inc = Incremental::new(case, plan, file);
        let scene = Scene::build(&proj, inc.case().depot.point(), &inc.case().points, measured(&inc));
        self.scene.set(scene.clone());
        self.stats.set(Some(Stats::of(&inc)));
        self.live.set_value(Some(Live { inc, proj, scene, placed: BTreeMap::new(), stops: Vec::new(), carry_from: None }));
        self.settled.update(|s| *s += 1);
    }

    /// Apply the edits written in the URL (codes that are not in the case are skipped).
    pub fn apply_url(&self) {
        let pos = self.url.read(self.cfg.pos_key).unwrap_or_default();
        let stops = self.cfg.stops_key.and_then(|k| self.url.read(k)).unwrap_or_default();
        if pos.0.is_empty() && stops.0.is_empty() {
            return;
        }
        let cfg = self.cfg;
        self.live.update_value(|l| {
            let Some(l) = l.as_mut() else { return };
            for (code, a, b) in &pos.0 {
                let (Some(i), Some(p)) = (l.inc.case().store_index(code), (cfg.parse)(a, b)) else {
                    continue;
                };
                if l.inc.move_store(i, p).is_ok() {
                    l.placed.insert(i, p);
                }
            }
            for (code, r, k) in &stops.0 {
                let (Some(i), Ok(r), Ok(k)) = (l.inc.case().store_index(code), r.parse::<usize>(), k.parse::<usize>()) else {
                    continue;
                };
                if l.inc.move_to_route(i, r, k).is_ok() {
                    l.stops.push((i, r, k));
                }
            }
            l.scene = Scene::build(&l.proj, l.inc.case().depot.point(), &l.inc.case().points, measured(&l.inc));
        });
        self.publish();
        self.settled.update(|s| *s += 1);
    }

    /// Put the live model's scene and stats on screen (one frame's work).
    fn publish(&self) {
        let t0 = now_ms();
        self.live.with_value(|l| {
            if let Some(l) = l {
                self.scene.set(l.scene.clone());
                self.stats.set(Some(Stats::of(&l.inc)));
            }
        });
        // Leptos applies the DOM updates in microtasks queued by the sets above; a
        // microtask queued now runs after them: the frame's time until the browser
        // lays out and paints.
        let timings = self.timings;
        let done = wasm_bindgen::closure::Closure::once_into_js(move || {
            let dt = now_ms() - t0;
            timings.update_value(|t| t.frame.push(dt));
        });
        window().queue_microtask(done.unchecked_ref());
    }

    /// Draw at the next animation frame (several moves in one frame draw once).
    fn schedule(&self) {
        if self.frame_pending.get_value() {
            return;
        }
        self.frame_pending.set_value(true);
        let me = *self;
        request_animation_frame(move || {
            me.frame_pending.set_value(false);
            me.publish();
        });
    }

    /// Move store `i` to `p` (lon, lat; snapped here): the core re-scores now.
    pub fn place(&self, i: usize, p: Point) {
        let p = (self.cfg.snap)(p);
        let mut times = (0.0, 0.0);
        self.live.update_value(|l| {
            let Some(l) = l.as_mut() else { return };
            let t0 = now_ms();
            if l.inc.move_store(i, p).is_err() {
                return;
            }
            // What the figure shows, read from the core: counts, cost, validity.
            let _ = (l.inc.counts(), l.inc.exact(), l.inc.rejected_by());
            let t1 = now_ms();
            let changed: Vec<usize> = l.inc.routes().iter().enumerate().filter(|(_, s)| s.contains(&i)).map(|(r, _)| r).collect();
            l.scene = l.scene.update(&l.proj, &l.inc.case().points, measured(&l.inc), &changed, Some(i));
            l.placed.insert(i, p);
            times = (t1 - t0, now_ms() - t1);
        });
        self.timings.update_value(|t| {
            t.core.push(times.0);
            t.scene.push(times.1);
        });
        self.schedule();
    }

    /// Put stop `i` into `route` before stop `position` (the others keep their order).
    pub fn reroute(&self, i: usize, route: usize, position: usize) {
        let mut times = (0.0, 0.0);
        self.live.update_value(|l| {
            let Some(l) = l.as_mut() else { return };
            let from = visit(l.inc.routes(), i);
            let t0 = now_ms();
            if l.inc.move_to_route(i, route, position).is_err() {
                return;
            }
            let _ = (l.inc.counts(), l.inc.exact(), l.inc.rejected_by());
            let t1 = now_ms();
            let mut changed = vec![route];
            if let Some((r, _)) = from {
                changed.push(r);
            }
            grader::sort::unstable(&mut changed);
            changed.dedup();
            l.scene = l.scene.update(&l.proj, &l.inc.case().points, measured(&l.inc), &changed, None);
            times = (t1 - t0, now_ms() - t1);
        });
        self.timings.update_value(|t| {
            t.core.push(times.0);
            t.scene.push(times.1);
        });
        self.schedule();
    }

    /// Carry stop `i` to `xy`: it joins the nearest route segment, live.
    fn carry(&self, i: usize, xy: [f64; 2]) {
        self.ghost.set(Some(xy));
        let target = self.live.with_value(|l| {
            let l = l.as_ref()?;
            let routes = l.inc.routes();
            let to = nearest_insertion(routes, &l.scene.pos, l.scene.depot, i, xy, None)?;
            (visit(routes, i) != Some(to)).then_some(to)
        });
        if let Some((r, k)) = target {
            self.reroute(i, r, k);
        }
    }

    fn record_stop(&self, i: usize) {
        self.live.update_value(|l| {
            let Some(l) = l.as_mut() else { return };
            let from = l.carry_from.take().flatten();
            let now = visit(l.inc.routes(), i);
            if let (Some((r, k)), true) = (now, now != from) {
                // Moving the same stop again replaces its last move (same plan).
                if l.stops.last().is_some_and(|x| x.0 == i) {
                    l.stops.pop();
                }
                l.stops.push((i, r, k));
            }
        });
    }

    /// A drag or a key move is over: export, link, announce.
    fn settle(&self, i: usize) {
        self.publish();
        let (code, text) = self.live.with_value(|l| {
            let l = l.as_ref();
            (l.map(|l| l.inc.case().stores[i].code.clone()).unwrap_or_default(), l.map(|l| Stats::of(&l.inc).text()).unwrap_or_default())
        });
        self.announce.set(tf("fig-drag-moved", &[("code", &code), ("stats", &text)]));
        self.write_url();
        self.settled.update(|s| *s += 1);
        self.timings.with_value(|t| {
            let (cm, cp) = median_p95(&t.core);
            let (sm, sp) = median_p95(&t.scene);
            let (fm, fp) = median_p95(&t.frame);
            self.timings_json.set(
                serde_json::json!({ "moves": t.core.len(), "core_ms": t.core, "scene_ms": t.scene, "frame_ms": t.frame,
                    "core_median": cm, "core_p95": cp, "scene_median": sm, "scene_p95": sp, "frame_median": fm, "frame_p95": fp })
                .to_string(),
            );
        });
    }

    fn write_url(&self) {
        let cfg = self.cfg;
        let (pos, stops) = self.live.with_value(|l| {
            let Some(l) = l.as_ref() else {
                return (Moves::default(), Moves::default());
            };
            let code = |i: usize| l.inc.case().stores[i].code.clone();
            let pos = l.placed.iter().map(|(&i, &p)| {
                let [a, b] = (cfg.fmt)(p);
                (code(i), a, b)
            });
            let stops = l.stops.iter().map(|&(i, r, k)| (code(i), r.to_string(), k.to_string()));
            (Moves(pos.collect()), Moves(stops.collect()))
        });
        // `*` separates the moves: a code holding one cannot be linked.
        let long = pos.encode().len() + stops.encode().len() > cfg.max_url || !(pos.linkable() && stops.linkable());
        self.too_long.set(long);
        let some = |m: Moves| (!m.0.is_empty() && !long).then_some(m);
        let (pos, stops) = (some(pos), some(stops));
        self.url.update(|r| {
            let r = r.write(cfg.pos_key, pos.as_ref());
            match cfg.stops_key {
                Some(k) => r.write(k, stops.as_ref()),
                None => r,
            }
        });
    }

    /// The canvas hooks: pointer phases and keys.
    pub fn ops(&self) -> DragOps {
        let me = *self;
        let on_pointer = move |i: usize, xy: [f64; 2], phase: Phase| match (phase, me.mode.get_untracked()) {
            (Phase::Start, Mode::Place) => me.timings.set_value(Timings::default()),
            (Phase::Start, Mode::Stop) => {
                me.timings.set_value(Timings::default());
                me.live.update_value(|l| {
                    if let Some(l) = l.as_mut() {
                        l.carry_from = Some(visit(l.inc.routes(), i));
                    }
                });
                me.ghost.set(Some(xy));
            }
            (Phase::Move, Mode::Place) => {
                let p = me.live.with_value(|l| l.as_ref().map(|l| l.proj.lonlat(xy)));
                if let Some(p) = p {
                    me.place(i, p);
                }
            }
            (Phase::Move, Mode::Stop) => me.carry(i, xy),
            (Phase::End, mode) => {
                if mode == Mode::Stop {
                    me.ghost.set(None);
                    me.record_stop(i);
                }
                me.settle(i);
            }
        };
        let on_key = move |i: usize, key: &str, shift: bool| -> bool {
            let arrow = matches!(key, "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown");
            if !arrow {
                return false;
            }
            match me.mode.get_untracked() {
                Mode::Place => {
                    let Some((p, step)) = me.live.with_value(|l| {
                        let l = l.as_ref()?;
                        Some((l.inc.case().points[i], (me.cfg.step)(&l.proj, me.view.get_untracked()[2])))
                    }) else {
                        return false;
                    };
                    let s = if shift { step * 10.0 } else { step };
                    let (dx, dy) = match key {
                        "ArrowLeft" => (-s, 0.0),
                        "ArrowRight" => (s, 0.0),
                        "ArrowUp" => (0.0, s),
                        _ => (0.0, -s),
                    };
                    me.timings.set_value(Timings::default());
                    me.place(i, [p[0] + dx, p[1] + dy]);
                }
                Mode::Stop => {
                    // Up/Down: the next/previous route, at its nearest segment;
                    // Left/Right: one stop earlier/later in the same route.
                    let target = me.live.with_value(|l| {
                        let l = l.as_ref()?;
                        let routes = l.inc.routes();
                        let n = routes.len();
                        let from = visit(routes, i);
                        match (key, from) {
                            ("ArrowLeft", Some((r, k))) => (k > 0).then(|| (r, k - 1)),
                            ("ArrowRight", Some((r, k))) => (k + 1 < routes[r].len()).then(|| (r, k + 1)),
                            ("ArrowUp" | "ArrowDown", _) if n > 0 => {
                                let r0 = from.map(|f| f.0).unwrap_or(0);
                                let r = if key == "ArrowUp" { (r0 + 1) % n } else { (r0 + n - 1) % n };
                                nearest_insertion(routes, &l.scene.pos, l.scene.depot, i, l.scene.pos[i], Some(r))
                            }
                            _ => None,
                        }
                    });
                    let Some((r, k)) = target else { return true };
                    me.live.update_value(|l| {
                        if let Some(l) = l.as_mut() {
                            l.carry_from = Some(visit(l.inc.routes(), i));
                        }
                    });
                    me.timings.set_value(Timings::default());
                    me.reroute(i, r, k);
                    me.record_stop(i);
                }
            }
            me.settle(i);
            true
        };
        DragOps { on_pointer: Arc::new(on_pointer), on_key: Arc::new(on_key), ghost: self.ghost.into() }
    }

    /// The plan as it is now, as a routes JSON.
    pub fn plan_json(&self) -> String {
        self.live.with_value(|l| l.as_ref().map(|l| l.inc.plan().to_routes_json()).unwrap_or_default())
    }

    /// The moved stores: `[{"code", "lon", "lat"}]`, numbers as the CSV writes them.
    pub fn moved_json(&self) -> String {
        self.live.with_value(|l| {
            let Some(l) = l.as_ref() else { return "[]".into() };
            let v: Vec<serde_json::Value> = l
                .placed
                .keys()
                .map(|&i| {
                    let s = &l.inc.case().stores[i];
                    serde_json::json!({ "code": s.code, "lon": shortest(s.lon), "lat": shortest(s.lat) })
                })
                .collect();
            serde_json::Value::Array(v).to_string()
        })
    }

    /// The case data as moved: a `customers.csv` the CLI reads back exactly (Rust
    /// prints the shortest decimal that parses back to the same number).
    pub fn customers_csv(&self) -> String {
        self.live.with_value(|l| {
            let Some(l) = l.as_ref() else {
                return String::new();
            };
            let c = l.inc.case();
            let q = |s: &str| {
                if s.contains([',', '"', '\n']) {
                    format!("\"{}\"", s.replace('"', "\"\""))
                } else {
                    s.to_string()
                }
            };
            let mut out = String::from("网点编码,总重量,门店经度,门店纬度\n");
            out += &format!("{},,{},{}\n", q(&c.depot.code), Shortest(c.depot.lon), Shortest(c.depot.lat));
            for s in &c.stores {
                out += &format!("{},{},{},{}\n", q(&s.code), Shortest(s.weight), Shortest(s.lon), Shortest(s.lat));
            }
            out
        })
    }
}
