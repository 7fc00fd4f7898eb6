//! Figure `worst-pairs`: for the submission shown, the pairs of routes with the most
//! intrusions and crossings between them, stepped through one by one on the map with
//! the other routes greyed out. The counts are the report's own lists, grouped.

use grader::routing::RoutingReport;
use leptos::prelude::*;

use crate::figures::canvas::{self, describe_crossing, describe_store, Canvas, Item};
use super::inputs::{case_projection, entry_scene, store_meta, url_view, RoutingInputs, SubmissionPicker};
use crate::figures::text::{t, tf};
use crate::format::int;
use crate::route::keys;

/// What two routes do to each other.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pair {
    pub a: usize,
    pub b: usize,
    /// Stores of `a` inside `b`'s hull.
    pub a_in_b: usize,
    /// Stores of `b` inside `a`'s hull.
    pub b_in_a: usize,
    pub crossings: usize,
}

impl Pair {
    pub fn intrusions(&self) -> usize {
        self.a_in_b + self.b_in_a
    }
    pub fn total(&self) -> usize {
        self.intrusions() + self.crossings
    }
}

/// Every pair of routes with at least one intrusion or crossing between them, worst
/// first (most intrusions + crossings; ties by route numbers).
pub fn pairs(r: &RoutingReport) -> Vec<Pair> {
    let mut map = std::collections::BTreeMap::<(usize, usize), Pair>::new();
    for i in &r.intrusions {
        let (a, b) = (i.store_route.min(i.hull_route), i.store_route.max(i.hull_route));
        let p = map.entry((a, b)).or_insert(Pair { a, b, a_in_b: 0, b_in_a: 0, crossings: 0 });
        if i.store_route == a {
            p.a_in_b += 1;
        } else {
            p.b_in_a += 1;
        }
    }
    for c in &r.crossings {
        let (a, b) = (c.a.route.min(c.b.route), c.a.route.max(c.b.route));
        map.entry((a, b)).or_insert(Pair { a, b, a_in_b: 0, b_in_a: 0, crossings: 0 }).crossings += 1;
    }
    let mut v: Vec<Pair> = map.into_values().collect();
    grader::sort::by(&mut v, |x, y| y.total().cmp(&x.total()).then((x.a, x.b).cmp(&(y.a, y.b))));
    v
}

/// "8 of route 3's stores inside route 7's hull, 4 the other way, 5 crossings".
pub fn pair_words(p: &Pair, w_intrusion: f64, w_crossing: f64) -> String {
    let cost = p.intrusions() as f64 * w_intrusion + p.crossings as f64 * w_crossing;
    tf(
        "fig-worst-pairs-words",
        &[
            ("a", &(p.a + 1).to_string()),
            ("b", &(p.b + 1).to_string()),
            ("a-in-b", &int(p.a_in_b as i64)),
            ("b-in-a", &int(p.b_in_a as i64)),
            ("crossings", &int(p.crossings as i64)),
            ("cost", &int(cost as i64)),
        ],
    )
}

/// Figure `worst-pairs`.
#[component]
pub fn WorstPairsFigure(inputs: RoutingInputs) -> impl IntoView {
    let step = RwSignal::new(inputs.url.read(keys::PAIR).unwrap_or(0));
    // A new submission starts from its worst pair (the first one keeps the URL's step).
    Effect::new(move |prev: Option<Option<String>>| {
        let key = inputs.shown.with(|e| e.as_ref().map(|e| e.key()));
        if prev.is_some_and(|p| p != key) {
            step.set(0);
        }
        key
    });
    inputs.url.sync(keys::PAIR, move || {
        let s = step.get();
        (s > 0).then_some(s)
    });
    move || {
        let case = inputs.case.get()?;
        let proj = case_projection(&case);
        let meta = store_meta(&case);
        let w = case.params.weights;
        let scene = entry_scene(inputs.shown, case.clone(), proj);
        let list = Memo::new(move |_| inputs.shown.with(|e| e.as_ref().map(|e| pairs(&e.report)).unwrap_or_default()));
        let current = Memo::new(move |_| list.with(|l| l.get(step.get().min(l.len().saturating_sub(1))).cloned()));
        let focus = Signal::derive(move || current.get().map(|p| vec![p.a, p.b]));
        let view = url_view(inputs.url, keys::PAIRS_VIEW, proj);
        let hover = RwSignal::new(None::<Item>);
        let selected = RwSignal::new(None::<usize>);
        let c = canvas::canvas(Canvas {
            focus,
            selected,
            hover,
            aria: Signal::derive(move || match current.get() {
                Some(p) => tf("fig-worst-pairs-map-aria", &[("a", &p.a.to_string()), ("b", &p.b.to_string())]),
                None => t("fig-worst-pairs-map-aria-none"),
            }),
            ..Canvas::new("pairs", proj, scene.into(), meta.clone(), inputs.layers.into(), view)
        });
        let n = move || list.with(Vec::len);
        let go = move |d: isize| {
            let len = n();
            if len > 0 {
                step.set(((step.get_untracked() as isize + d).rem_euclid(len as isize)) as usize);
            }
        };
        let headline = move || match current.get() {
            Some(p) => {
                let i = (step.get().min(n().saturating_sub(1)) + 1).to_string();
                tf("fig-worst-pairs-headline", &[("i", &i), ("n", &n().to_string()), ("words", &pair_words(&p, w.intrusion, w.crossing))])
            }
            None => t("fig-worst-pairs-none"),
        };
        // Pairs are tallied from the report's lists: say so when they stop short.
        let cut = move || inputs.shown.with(|e| e.as_ref().is_some_and(|e| e.report.lists_cut())).then(super::map::listed_text);
        let top = move || {
            list.with(|l| {
                l.iter()
                    .take(10)
                    .enumerate()
                    .map(|(i, p)| {
                        let label = format!("{} & {}: {}", p.a, p.b, int(p.total() as i64));
                        view! {
                            <li><button class="secondary pair" data-pair=format!("{}-{}", p.a, p.b) aria-pressed=move || (step.get() == i).to_string()
                                on:click=move |_| step.set(i)>{label}</button></li>
                        }
                    })
                    .collect_view()
            })
        };
        let m2 = meta.clone();
        let details = move || {
            let item = hover.get().or(selected.get().map(Item::Store));
            scene.with(|s| match item {
                Some(Item::Store(i)) => describe_store(s, &m2, i),
                Some(Item::Crossing(c)) => describe_crossing(s, &m2, c),
                None => String::new(),
            })
        };
        let attr = move |f: fn(&super::worst_pairs::Pair) -> String| move || current.get().map(|p| f(&p)).unwrap_or_default();
        Some(view! {
            <div class="fig pairs-fig" data-figure="worst-pairs"
                data-pairs=move || n().to_string()
                data-pair=attr(|p| format!("{}-{}", p.a, p.b))
                data-intrusions=attr(|p| p.intrusions().to_string())
                data-crossings=attr(|p| p.crossings.to_string())>
                <div class="fig-bar">
                    <SubmissionPicker inputs=inputs id="pairs"/>
                    <span class="stepper">
                        <button class="secondary" id="pairs-prev" on:click=move |_| go(-1) disabled=move || n() < 2>{move || t("fig-worst-pairs-previous")}</button>
                        <button class="secondary" id="pairs-next" on:click=move |_| go(1) disabled=move || n() < 2>{move || t("fig-worst-pairs-next")}</button>
                    </span>
                </div>
                <p class="fig-counts" id="pairs-headline" aria-live="polite">{headline}</p>
                {move || cut().map(|s| view! { <p class="fig-note" id="pairs-listed">{s}</p> })}
                <div class="canvas-wrap">{c}</div>
                {canvas::controls("pairs", proj, view, Some(inputs.layers))}
                <p class="fig-details">{details}</p>
                <ol class="pair-list" aria-label=move || t("fig-worst-pairs-list")>{top}</ol>
            </div>
        })
    }
}
