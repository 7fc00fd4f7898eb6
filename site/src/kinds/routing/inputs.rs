//! What every routing figure reads: the case, every example graded, the submission
//! shown, the map layers ([`RoutingInputs`], made once per page by [`use_routing`]),
//! and what they share to draw a plan (projection, scene, the submission picker).
//!
//! A leaf of the figures' import graph: it imports no figure and not the registry.
//!
//! Query keys (all optional, declared in `site_url::keys`): `sub=FILE` (the example
//! shown; a dropped file cannot be linked, so the figures then fall back to the case's
//! default example), `layers=` (every map), each map's `*-view=X_Y_W`, and each
//! figure's own (`drag`, `stops`, `drag-mode`, `hull`, `hull-pts`, `cross`,
//! `cross-pts`, `pair`, `cmp`, `split`).

use std::sync::Arc;

use grader::case_grader::{CaseGrader, Report};
use grader::routing::{RoutingCase, RoutingReport, StoreCode};
use leptos::prelude::*;

use crate::figures::canvas::{Layers, Measured, Projection, Scene, Sh, StoreMeta};
use crate::figures::inputs::{default_example, reference_example};
use crate::figures::text::{t, tf};
use crate::route::{keys, Key, Url, ViewBox};
use crate::state::{CaseState, ExampleGrades, Source, Submission};

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
    /// Index of the case's reference example ([`reference_example`]).
    pub reference: Option<usize>,
    /// Index of the example shown when the page names none ([`default_example`]).
    pub default: Option<usize>,
    /// Map layers (every map of the page follows them; `layers=`).
    pub layers: RwSignal<Layers>,
    pub url: Url,
}

impl RoutingInputs {
    /// The balance term's weight (cost per second of spread), for the figures that
    /// state its arithmetic.
    pub fn balance_weight(&self) -> Signal<Option<f64>> {
        let case = self.case;
        Signal::derive(move || case.with(|c| c.as_ref().map(|c| c.params.weights.balance)))
    }

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
        self.url.update(|r| r.write(keys::DRAG, None).write(keys::STOPS, None));
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
                        title: state.info.example_label(crate::words::lang(), s),
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
    let reference = state.manifest().and_then(reference_example);
    let default = state.manifest().and_then(default_example);
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
        // Before the page has graded `sub=`, the example it names; else the default one.
        let linked = url.sub_tracked().and_then(|f| examples.with(|e| e.iter().find(|x| x.file == f).cloned()));
        on_page.or(linked).or_else(|| examples.with(|e| default.and_then(|i| e.get(i)).or(e.first()).cloned()))
    });
    let layers = RwSignal::new(url.read(keys::LAYERS).unwrap_or_default());
    url.sync(keys::LAYERS, move || {
        let l = layers.get();
        (l != Layers::default()).then_some(l)
    });
    Some(RoutingInputs { state, case, examples, dropped, shown, reference, default, layers, url })
}

/// A zoom/pan state kept in query key `key` (`X_Y_W`), written a moment after the
/// reader stops moving (browsers limit how often a page may rewrite its URL). A
/// value wider than the map reads as the whole map.
pub fn url_view(url: Url, key: Key<ViewBox>, proj: Projection) -> RwSignal<[f64; 4]> {
    let full = proj.full_view();
    let start = url.read(key).filter(|v| v.w <= full[2]).map(|v| [v.x, v.y, v.w, v.w * full[3] / full[2]]).unwrap_or(full);
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
        let value = (v != full).then_some(ViewBox { x: v[0], y: v[1], w: v[2] });
        let t = set_timeout_with_handle(move || url.write(key, value.as_ref()), std::time::Duration::from_millis(300)).ok();
        timer.set_value(t);
    });
    view
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
                    Source::Dropped => tf("fig-your-file", &[("file", &e.file)]),
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
            <label for=select_id.clone()>{move || t("fig-submission")}" "</label>
            <select id=select_id data-picker=id on:change=on_change>{options}</select>
        </span>
    }
}
