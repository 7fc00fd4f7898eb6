//! The routing figures: what they share (the case, every example graded, the
//! submission shown, the layers), their URL state, the registry the embed page calls,
//! and the case page's section that shows them all.
//!
//! Figure ids (stable: embed URLs use them): `map`, `drag`, `demo-hull`,
//! `demo-crossing`, `worst-pairs`, `hours`, `cost-split`, `compare`.
//!
//! Query keys (all optional; absent = the default):
//! * `sub=FILE`: the example shown (the page's own key); a dropped file cannot be
//!   linked, so the figures then fall back to the case's reference example;
//! * `layers=routes.hulls.intrusions.crossings`: the map layers on (every map);
//! * `map-view=X_Y_W`, `drag-view=X_Y_W`: zoom and pan, in `viewBox` units;
//! * `drag=CODE_LON_LAT*…`: stores dragged to new places (6 decimals, the exact
//!   positions graded); `stops=CODE_ROUTE_POS*…`: stops moved into other routes, in
//!   order; `drag-mode=stop`: dragging moves stops between routes;
//! * `hull=edge|pair|stray`, `hull-pts=CODE_X_Y*…` and `cross=touch|self|depot`,
//!   `cross-pts=…`: the demos' scene and their dragged points (grid units);
//! * `pair=N`: the worst pair shown (0 = the worst);
//! * `cmp=FILE_A*FILE_B`: the two submissions compared.

use std::sync::Arc;

use grader::case_grader::{CaseGrader, Report};
use grader::routing::{RoutingCase, RoutingReport, StoreCode};
use leptos::prelude::*;

use super::canvas::{Layers, Measured, Projection, Scene, Sh, StoreMeta};
use crate::embed::FigureFrame;
use crate::format::Fixed;
use crate::route::{use_router, Router};
use crate::state::{CaseState, ExampleGrades, Source, Submission};

/// Every routing figure id, in page order.
pub const IDS: [&str; 8] = ["map", "drag", "demo-hull", "demo-crossing", "worst-pairs", "hours", "cost-split", "compare"];

/// One graded submission a figure can show.
#[derive(Debug, Clone)]
pub struct Entry {
    pub source: Source,
    /// The example's title, or the dropped file's name.
    pub title: String,
    pub file: String,
    pub bytes: Arc<Vec<u8>>,
    pub report: Arc<RoutingReport>,
}

impl PartialEq for Entry {
    /// Same submission, same grading (a re-grade of the same file against the same data
    /// is equal: figures keep their state).
    fn eq(&self, o: &Self) -> bool {
        self.source == o.source
            && self.file == o.file
            && (Arc::ptr_eq(&self.bytes, &o.bytes) || self.bytes == o.bytes)
            && self.report.exact == o.report.exact
            && self.report.valid == o.report.valid
            && self.report.reference_cost == o.report.reference_cost
            && self.report.routes.len() == o.report.routes.len()
    }
}

impl Entry {
    /// The value of `sub=` / `cmp=` for this entry (`upload` for a dropped file).
    pub fn key(&self) -> String {
        match self.source {
            Source::Example(_) => self.file.clone(),
            Source::Dropped => "upload".into(),
        }
    }
}

/// What every routing figure reads. Created once per case page (or embed) and given
/// to each figure as a prop.
#[derive(Clone, Copy)]
pub struct RoutingInputs {
    pub state: CaseState,
    /// The case data in use (public or the reader's own).
    pub case: Memo<Option<Sh<RoutingCase>>>,
    /// Every example submission, graded against the case data in use.
    pub examples: Memo<Vec<Entry>>,
    /// The last file the reader dropped, kept while they look at examples.
    pub dropped: RwSignal<Option<Entry>>,
    /// The submission the figures show: the report on the page, else the reference.
    pub shown: Memo<Option<Entry>>,
    /// Index of the case's reference example.
    pub reference: Option<usize>,
    /// Map layers (every map of the page follows them; `layers=`).
    pub layers: RwSignal<Layers>,
    pub url: Url,
}

impl RoutingInputs {
    /// Examples plus the dropped file, in picker order.
    pub fn all(&self) -> Vec<Entry> {
        let mut v = self.examples.get();
        if let Some(d) = self.dropped.get() {
            v.push(d);
        }
        v
    }

    /// The entry a `sub=`/`cmp=` value names.
    pub fn find(&self, key: &str) -> Option<Entry> {
        self.all().into_iter().find(|e| e.key() == key)
    }

    pub fn reference_entry(&self) -> Option<Entry> {
        let i = self.reference?;
        self.examples.with(|e| e.get(i).cloned())
    }

    /// Show `entry` on the page (the report panel and every figure follow). Moves made
    /// in the drag figure belonged to the submission before: they are dropped.
    pub fn show(&self, entry: &Entry) {
        self.url.set(&[("drag", None), ("stops", None)]);
        match entry.source {
            Source::Example(i) => {
                self.url.set_sub(Some(entry.file.clone()));
                self.state.grade_example(i);
            }
            Source::Dropped => {
                self.url.set_sub(None);
                self.state.grade(Source::Dropped, Submission { file: entry.file.clone(), bytes: entry.bytes.clone(), extras: Vec::new() });
            }
        }
    }
}

/// The example that stands for the case: its `files.reference`, else the last one.
fn reference_index(state: &CaseState) -> Option<usize> {
    let m = state.manifest()?;
    m.files.get("reference").and_then(|f| m.submissions.iter().position(|s| &s.file == f)).or_else(|| m.submissions.len().checked_sub(1))
}

/// The routing inputs of the case in the context (made once per page and passed to
/// every figure as a prop). `None` when there is no case, or it is not a routing case.
pub fn use_routing() -> Option<RoutingInputs> {
    let state = use_context::<CaseState>()?;
    let url = Url::here();
    if state.manifest().map(|m| m.kind) != Some(grader::case::CaseKind::Routing) {
        return None;
    }
    // Own data read only in the worker (too large to draw): no figure of its stores.
    let case = Memo::new(move |_| match state.grader.get() {
        _ if state.summary.with(Option::is_some) => None,
        Ok(g) => match &*g {
            CaseGrader::Routing(c) => Some(Sh::new(c.clone())),
            _ => None,
        },
        Err(_) => None,
    });
    // The examples as graded once per data change (`state.examples`).
    let examples = Memo::new(move |_| {
        let ExampleGrades::Ready(grades) = state.examples.get() else {
            return Vec::new();
        };
        let Some(m) = state.manifest() else {
            return Vec::new();
        };
        m.submissions
            .iter()
            .enumerate()
            .filter_map(|(i, s)| {
                let bytes = Arc::new(state.info.file(&s.file).unwrap_or_default().to_vec());
                match &*grades.get(i)?.report {
                    Report::Routing(r) => Some(Entry {
                        source: Source::Example(i),
                        title: s.title.clone(),
                        file: s.file.clone(),
                        bytes,
                        report: Arc::new(r.clone()),
                    }),
                    _ => None,
                }
            })
            .collect()
    });
    let dropped = RwSignal::new(None::<Entry>);
    // Keep the reader's file when they switch to an example.
    Effect::new(move |_| {
        state.current.with(|c| {
            if let Some(g) = c.as_ref().filter(|g| g.source == Source::Dropped) {
                if let Report::Routing(r) = &*g.report {
                    let e = Entry {
                        source: Source::Dropped,
                        title: g.submission.file.clone(),
                        file: g.submission.file.clone(),
                        bytes: g.submission.bytes.clone(),
                        report: Arc::new(r.clone()),
                    };
                    if dropped.with_untracked(|d| d.as_ref() != Some(&e)) {
                        dropped.set(Some(e));
                    }
                }
            }
        })
    });
    let reference = reference_index(&state);
    let shown = Memo::new(move |_| {
        let on_page = state.current.with(|c| {
            let g = c.as_ref()?;
            match &*g.report {
                Report::Routing(r) => Some(match g.source {
                    Source::Example(i) => examples.with(|e| e.get(i).cloned()).unwrap_or_else(|| Entry {
                        source: g.source.clone(),
                        title: g.submission.file.clone(),
                        file: g.submission.file.clone(),
                        bytes: g.submission.bytes.clone(),
                        report: Arc::new(r.clone()),
                    }),
                    Source::Dropped => dropped.get().unwrap_or_else(|| Entry {
                        source: Source::Dropped,
                        title: g.submission.file.clone(),
                        file: g.submission.file.clone(),
                        bytes: g.submission.bytes.clone(),
                        report: Arc::new(r.clone()),
                    }),
                }),
                _ => None,
            }
        });
        // Before the page has graded `sub=`, the example it names; else the reference.
        let linked = url.0.route.with(|r| r.sub.clone()).and_then(|f| examples.with(|e| e.iter().find(|x| x.file == f).cloned()));
        on_page.or(linked).or_else(|| examples.with(|e| reference.and_then(|i| e.get(i)).or(e.first()).cloned()))
    });
    let layers = RwSignal::new(url.get("layers").map(|s| Layers::from_param(&s)).unwrap_or_default());
    url.sync("layers", move || {
        let l = layers.get();
        (l != Layers::default()).then(|| l.to_param())
    });
    Some(RoutingInputs { state, case, examples, dropped, shown, reference, layers, url })
}

/// The page's query string, captured where the router is in reach: event handlers and
/// timers run outside the component tree, where the context is not.
#[derive(Clone, Copy)]
pub struct Url(Router);

impl Url {
    /// The router of this page (call while building a component).
    pub fn here() -> Url {
        Url(use_router())
    }

    /// The value of query key `key` now.
    pub fn get(&self, key: &str) -> Option<String> {
        self.0.route.with_untracked(|r| r.extra.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
    }

    /// `sub=` now.
    pub fn sub(&self) -> Option<String> {
        self.0.route.with_untracked(|r| r.sub.clone())
    }

    /// Show example `file` (`None`: no example) in the URL.
    pub fn set_sub(&self, file: Option<String>) {
        self.0.replace(self.0.route.get_untracked().with_sub(file));
    }

    /// Set (or, with `None`, remove) query keys in place, without a new history entry.
    pub fn set(&self, pairs: &[(&str, Option<String>)]) {
        let mut r = self.0.route.get_untracked();
        let mut changed = false;
        for (key, value) in pairs {
            let at = r.extra.iter().position(|(k, _)| k == key);
            match (at, value) {
                (Some(i), Some(v)) if r.extra[i].1 != *v => {
                    r.extra[i].1 = v.clone();
                    changed = true;
                }
                (Some(i), None) => {
                    r.extra.remove(i);
                    changed = true;
                }
                (None, Some(v)) => {
                    r.extra.push((key.to_string(), v.clone()));
                    changed = true;
                }
                _ => {}
            }
        }
        if changed {
            self.0.replace(r);
        }
    }

    /// Keep query key `key` equal to `value()` (written when it changes, never read back).
    pub fn sync(&self, key: &'static str, value: impl Fn() -> Option<String> + 'static) {
        let url = *self;
        Effect::new(move |prev: Option<Option<String>>| {
            let v = value();
            if prev.is_some_and(|p| p != v) {
                url.set(&[(key, v.clone())]);
            }
            v
        });
    }

    /// A zoom/pan state kept in query key `key` (`X_Y_W`), written a moment after the
    /// reader stops moving (browsers limit how often a page may rewrite its URL).
    pub fn view(&self, key: &'static str, proj: Projection) -> RwSignal<[f64; 4]> {
        let url = *self;
        let full = proj.full_view();
        let start = self
            .get(key)
            .and_then(|s| {
                let n: Vec<f64> = s.split('_').filter_map(grader::float::parse).collect();
                (n.len() == 3 && n[2] > 0.0 && n[2] <= full[2]).then(|| [n[0], n[1], n[2], n[2] * full[3] / full[2]])
            })
            .unwrap_or(full);
        let view = RwSignal::new(start);
        let timer = StoredValue::new_local(None::<leptos::prelude::TimeoutHandle>);
        Effect::new(move |prev: Option<()>| {
            let v = view.get();
            if prev.is_none() {
                return;
            }
            if let Some(t) = timer.get_value() {
                t.clear();
            }
            let value = (v != full).then(|| format!("{}_{}_{}", Fixed(v[0], 0), Fixed(v[1], 0), Fixed(v[2], 0)));
            let t = set_timeout_with_handle(move || url.set(&[(key, value)]), std::time::Duration::from_millis(300)).ok();
            timer.set_value(t);
        });
        view
    }
}

/// The projection of a case: every store and the depot.
pub fn case_projection(case: &RoutingCase) -> Projection {
    Projection::fit(case.points.iter().copied().chain(std::iter::once(case.depot.point())), 0.03)
}

pub fn store_meta(case: &RoutingCase) -> Sh<StoreMeta> {
    Sh::new(StoreMeta {
        codes: case.stores.iter().map(|s| s.code.clone()).collect(),
        weights: case.stores.iter().map(|s| s.weight).collect(),
        depot_code: case.depot.code.clone(),
    })
}

/// The scene of the plan `entry` holds (empty without one), redrawn when it changes.
pub fn entry_scene(entry: Memo<Option<Entry>>, case: Sh<RoutingCase>, proj: Projection) -> Memo<Scene> {
    Memo::new(move |_| entry.with(|e| e.as_ref().map(|e| report_scene(&case, &proj, &e.report))).unwrap_or_default())
}

/// The scene of a graded report (its routes, hulls, intrusions and crossings, as the
/// report lists them).
pub fn report_scene(case: &RoutingCase, proj: &Projection, r: &RoutingReport) -> Scene {
    let idx = |codes: &[StoreCode]| -> Vec<usize> { codes.iter().filter_map(|c| case.store_index(c)).collect() };
    let routes: Vec<Vec<usize>> = r.routes.iter().map(|x| idx(&x.stops)).collect();
    let hulls: Vec<Vec<usize>> = r.routes.iter().map(|x| idx(&x.hull)).collect();
    let intrusions = r.intrusions.iter().filter_map(|x| Some((case.store_index(&x.store)?, x.hull_route))).collect();
    let crossings = r.crossings.iter().map(|c| (c.a.route, c.a.segment, c.b.route, c.b.segment, c.point)).collect();
    Scene::build(proj, case.depot.point(), &case.points, Measured { routes: &routes, hulls: &hulls, intrusions, crossings })
}

/// A `<select>` of the case's examples (and the dropped file) that changes the
/// submission shown.
#[component]
pub fn SubmissionPicker(
    inputs: RoutingInputs,
    /// The figure it belongs to (element ids).
    id: &'static str,
) -> impl IntoView {
    let select_id = format!("{id}-sub");
    let options = move || {
        let cur = inputs.shown.get().map(|e| e.key());
        inputs
            .all()
            .into_iter()
            .map(|e| {
                let key = e.key();
                let label = match e.source {
                    Source::Dropped => format!("Your file: {}", e.file),
                    _ => e.title.clone(),
                };
                view! { <option value=key.clone() selected=cur.as_deref() == Some(key.as_str())>{label}</option> }
            })
            .collect_view()
    };
    let on_change = move |ev: leptos::ev::Event| {
        let key = event_target_value(&ev);
        if let Some(e) = inputs.find(&key) {
            inputs.show(&e);
        }
    };
    view! {
        <span class="picker">
            <label for=select_id.clone()>"Submission "</label>
            <select id=select_id data-picker=id on:change=on_change>{options}</select>
        </span>
    }
}

/// A short message in place of a figure.
pub fn notice(text: String) -> AnyView {
    view! { <p class="embed-missing" role="alert">{text}</p> }.into_any()
}

/// Render routing figure `id` alone (the embed page calls this through
/// [`super::render_figure`]). The demos need no case; the others need a routing
/// case's [`CaseState`] in the context.
pub fn render(id: &str) -> Option<AnyView> {
    if !IDS.contains(&id) {
        return None;
    }
    let inputs = if is_demo(id) { None } else { use_routing() };
    render_with(id, inputs)
}

/// Render routing figure `id` with the page's inputs (`None`: not a routing case).
pub fn render_with(id: &str, inputs: Option<RoutingInputs>) -> Option<AnyView> {
    use super::{
        compare::CompareFigure, cost_split::CostSplitFigure, demos::DemoFigure, demos::DemoKind, drag::DragFigure, hours::HoursFigure,
        map::MapFigure, worst_pairs::WorstPairsFigure,
    };
    match id {
        "demo-hull" => return Some(view! { <DemoFigure kind=DemoKind::Hull/> }.into_any()),
        "demo-crossing" => return Some(view! { <DemoFigure kind=DemoKind::Crossing/> }.into_any()),
        _ if !IDS.contains(&id) => return None,
        _ => {}
    }
    let Some(inputs) = inputs else {
        return Some(notice(format!("The `{id}` figure is for routing cases; this case is not one.")));
    };
    Some(match id {
        "map" => view! { <MapFigure inputs=inputs/> }.into_any(),
        "drag" => view! { <DragFigure inputs=inputs/> }.into_any(),
        "worst-pairs" => view! { <WorstPairsFigure inputs=inputs/> }.into_any(),
        "hours" => view! { <HoursFigure inputs=inputs/> }.into_any(),
        "cost-split" => view! { <CostSplitFigure inputs=inputs/> }.into_any(),
        _ => view! { <CompareFigure inputs=inputs/> }.into_any(),
    })
}

/// The demos need no case (`demo-hull`, `demo-crossing`).
pub fn is_demo(id: &str) -> bool {
    matches!(id, "demo-hull" | "demo-crossing")
}

/// Titles of the figures (headings on the case page, iframe titles).
pub fn title(id: &str) -> &'static str {
    match id {
        "map" => "Route map: routes, hulls, intrusions, crossings",
        "drag" => "Drag to learn: move a store, watch the score",
        "demo-hull" => "Hull intrusions, up close",
        "demo-crossing" => "Crossings, up close",
        "worst-pairs" => "The worst pairs of routes",
        "hours" => "Hours per truck",
        "cost-split" => "Where each submission's cost comes from",
        _ => "Two submissions side by side",
    }
}

/// The case page's section: every routing figure, each under its own heading.
#[component]
pub fn RoutingFigures() -> impl IntoView {
    let inputs = use_routing()?;
    let figures = IDS
        .into_iter()
        .map(|id| {
            // Each in a frame with its tools: Embed (iframe snippet), Export SVG, alone.
            view! {
                <div class="figure" id=format!("fig-{id}")>
                    <h3>{title(id)}</h3>
                    <FigureFrame id=id title=title(id)>{render_with(id, Some(inputs))}</FigureFrame>
                </div>
            }
        })
        .collect_view();
    Some(view! {
        <section class="figures routing-figures" aria-labelledby="figures-h">
            <h2 id="figures-h">"Why the score is what it is"</h2>
            <p class="lead">"Every number below comes from the same grader as the score above, run again in this page as you switch, toggle and drag."</p>
            {figures}
        </section>
    })
}
