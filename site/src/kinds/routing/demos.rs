//! Figures `demo-hull` and `demo-crossing`: two small explainers of the spatial rules,
//! each a few stores on a grid that the reader drags (mouse, touch or arrow keys) while
//! the core re-grades the little plan on every move. Scenes are in
//! [`super::demo_scenes`]; a scene's score is measured against its own starting cost
//! (1.0 as it starts: above 1 is better).

use grader::routing::grade_plan;
use leptos::prelude::*;

use crate::figures::canvas::{self, describe_store, Canvas, Item, Layers, Projection, Sh, StoreMeta};
use super::demo_scenes::{at, build, grid_of, DemoScene, COLS, CROSS_SCENES, HULL_SCENES, LAT0, LON0, ROWS, UNIT};
use super::drag_model::{Cfg, DragModel, Stats};
use crate::figures::text::{t, tf};
use crate::format::{int, local, num, score_json, Fixed, Shortest};

/// A scene's title and lesson in the page's language (its `title` stays English: the
/// exported case.json's).
fn scene_words(sc: &DemoScene) -> (String, String) {
    (t(sc.words.0), t(sc.words.1))
}
use crate::route::{keys, Key, Moves, Url};

/// Which demo.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DemoKind {
    Hull,
    Crossing,
}

const fn grid_cfg(pos_key: Key<Moves>) -> Cfg {
    Cfg {
        snap: |p| {
            let (x, y) = grid_of(p);
            at(x, y)
        },
        fmt: |p| {
            let (x, y) = grid_of(p);
            [Shortest(x).to_string(), Shortest(y).to_string()]
        },
        parse: |x, y| Some(at(grader::float::parse(x)?, grader::float::parse(y)?)),
        step: |_, _| UNIT,
        pos_key,
        stops_key: None,
        max_url: 1500,
    }
}

impl DemoKind {
    pub fn id(self) -> &'static str {
        match self {
            DemoKind::Hull => "demo-hull",
            DemoKind::Crossing => "demo-crossing",
        }
    }
    /// The query key of the scene shown.
    fn key(self) -> Key<String> {
        match self {
            DemoKind::Hull => keys::HULL,
            DemoKind::Crossing => keys::CROSS,
        }
    }
    fn scenes(self) -> &'static [DemoScene] {
        match self {
            DemoKind::Hull => &HULL_SCENES,
            DemoKind::Crossing => &CROSS_SCENES,
        }
    }
    fn cfg(self) -> Cfg {
        match self {
            DemoKind::Hull => grid_cfg(keys::HULL_PTS),
            DemoKind::Crossing => grid_cfg(keys::CROSS_PTS),
        }
    }
}

/// Faint dots on every grid point.
fn backdrop(proj: &Projection) -> String {
    let mut d = String::new();
    for x in 0..=COLS as i32 {
        for y in 0..=ROWS as i32 {
            let [px, py] = proj.xy(at(x as f64, y as f64));
            d += &format!("M{} {}h0", Fixed(px, 0), Fixed(py, 0));
        }
    }
    d
}

fn grid_words(p: grader::routing::geometry::Point) -> String {
    let (x, y) = grid_of(p);
    format!("x {}, y {}", Shortest(x), Shortest(y))
}

/// A demo figure: its scenes, the grid, the counts.
#[component]
pub fn DemoFigure(kind: DemoKind) -> impl IntoView {
    let scenes = kind.scenes();
    let url = Url::here();
    let initial = url.read(kind.key()).and_then(|k| scenes.iter().position(|s| s.key == k)).unwrap_or(0);
    let scene_ix = RwSignal::new(initial);
    let proj = Projection::grid(LON0, LAT0, UNIT, COLS, ROWS);
    let view = RwSignal::new(proj.full_view());
    let model = DragModel::new(kind.cfg(), view, url);
    let layers = RwSignal::new(Layers::default());
    let reference = RwSignal::new(0.0);
    let load = move |ix: usize| {
        let sc = &scenes[ix];
        // The scene's own starting cost is its reference: score 1 as it starts.
        let (c0, p0) = build(sc, 1.0);
        let cost = grade_plan(&c0, &p0, "routes.json").exact.map(|e| e.cost).unwrap_or(1.0);
        let (case, plan) = build(sc, cost);
        reference.set(cost);
        model.load(case, plan, "routes.json", proj);
    };
    load(initial);
    model.apply_url();
    let pick = move |ix: usize| {
        scene_ix.set(ix);
        url.update(|r| r.write(kind.key(), (ix > 0).then(|| scenes[ix].key.to_string()).as_ref()).write(kind.cfg().pos_key, None));
        load(ix);
        model.announce.set(format!(
            "{}. {}",
            scene_words(&scenes[ix]).0,
            model.stats.with_untracked(|s| s.as_ref().map(Stats::text).unwrap_or_default())
        ));
    };
    let id = kind.id();
    let buttons = scenes
        .iter()
        .enumerate()
        .map(|(i, s)| {
            view! {
                <button class="secondary scene" data-scene=s.key aria-pressed=move || (scene_ix.get() == i).to_string()
                    on:click=move |_| pick(i)>{move || scene_words(s).0}</button>
            }
        })
        .collect_view();
    let stats: Signal<Option<Stats>> = model.stats.into();
    let tail = Signal::derive(move || stats.with(|s| s.as_ref().map(|s| tf("fig-drag-plan", &[("plan", &s.text())])).unwrap_or_default()));
    let hover = RwSignal::new(None::<Item>);
    let selected = RwSignal::new(None::<usize>);
    let canvas_view = move || {
        let ix = scene_ix.get();
        let sc = &scenes[ix];
        let meta = Sh::new(StoreMeta {
            codes: sc.routes.iter().flat_map(|r| r.iter().map(|s| s.0.to_string())).collect(),
            // Weights play no part here: left out of the labels.
            weights: Vec::new(),
            depot_code: "0".into(),
        });
        let m2 = meta.clone();
        let c = canvas::canvas(Canvas {
            name: id,
            proj,
            scene: model.scene.into(),
            meta,
            layers: layers.into(),
            focus: Signal::derive(|| None),
            selected,
            hover,
            view,
            drag: Some(model.ops()),
            each_focusable: true,
            label_tail: tail,
            aria: Signal::derive(move || tf("fig-demo-aria", &[("scene", &scene_words(&scenes[scene_ix.get()]).0)])),
            coords: grid_words,
            backdrop: backdrop(&proj),
        });
        let details = move || {
            let item = hover.get().or(selected.get().map(Item::Store));
            model.scene.with(|s| match item {
                Some(Item::Store(i)) => describe_store(s, &m2, i),
                Some(Item::Crossing(c)) => canvas::describe_crossing(s, &m2, c),
                None => t("fig-demo-hint"),
            })
        };
        view! {
            <p class="lesson">{move || scene_words(sc).1}</p>
            <div class="canvas-wrap demo-canvas">{c}</div>
            <p class="fig-details">{details}</p>
        }
    };
    let stat = move |f: fn(&Stats) -> String| move || stats.with(|s| s.as_ref().map(f).unwrap_or_default());
    let exported = Memo::new(move |_| {
        model.settled.get();
        (model.plan_json(), model.customers_csv())
    });
    let case_json = move || {
        let sc = &scenes[scene_ix.get()];
        let (c, _) = build(sc, reference.get());
        serde_json::json!({
            "id": format!("{id}-{}", sc.key), "kind": "routing", "title": sc.title,
            "parameters": c.params, "reference": { "value": reference.get(), "how": "the scene's starting cost" },
            "files": { "customers": "customers.csv" }
        })
        .to_string()
    };
    view! {
        <div class=format!("fig demo-fig {id}") data-figure=id
            data-scene=move || scenes[scene_ix.get()].key
            data-intrusions=stat(|s| s.intrusions.to_string())
            data-crossings=stat(|s| s.crossings.to_string())
            data-score=stat(|s| score_json(Some(s.score())))
            data-plan=move || exported.with(|e| e.0.clone())
            data-customers=move || exported.with(|e| e.1.clone())
            data-case=case_json>
            <div class="scenes" role="group" aria-label=move || t("fig-demo-scenes")>{buttons}</div>
            {canvas_view}
            <p class="fig-counts live-counts">
                <span class="count-i">{stat(|s| tf("fig-demo-intrusions", &[("n", &int(s.intrusions as i64))]))}</span>" · "
                <span class="count-x">{stat(|s| tf("fig-rule-ladder-crossings", &[("n", &int(s.crossings as i64))]))}</span>" · "
                <strong class="count-score">{stat(|s| tf("fig-demo-score", &[("score", &local(&score_json(Some(s.score())))), ("one", &local("1.0"))]))}</strong>
            </p>
            // The whole cost, so that a score moved by time or balance is not a mystery.
            <p class="fig-note demo-cost">{stat(|s| {
                let x = &s.exact.terms;
                tf(
                    "fig-demo-cost",
                    &[
                        ("time", &num(x.time, 0)),
                        ("balance", &num(x.balance, 0)),
                        ("intrusions", &num(x.intrusion, 0)),
                        ("crossings", &num(x.crossing, 0)),
                        ("cost", &num(s.exact.cost, 0)),
                    ],
                )
            })}</p>
            <p class="sr" aria-live="polite">{move || model.announce.get()}</p>
        </div>
    }
}
