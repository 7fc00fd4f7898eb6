//! Figure `compare`: any two submissions of the case side by side: their maps (zoomed
//! and panned together, a store hovered in one is ringed in the other), their cost
//! terms with the difference, and their hours per truck. `cmp=A*B` names them
//! (example files, or `upload` for the dropped file).

use grader::routing::RoutingReport;
use leptos::prelude::*;

use crate::figures::canvas::{self, describe_crossing, describe_store, Canvas, Item};
use super::hours::hours_chart;
use super::inputs::{case_projection, entry_scene, store_meta, url_view, Entry, RoutingInputs};
use crate::figures::text::{t, tf};
use crate::format::{fixed, int, local, minus, num, opt_int, score_json};
use crate::route::{keys, Cmp};
use crate::state::Source;

fn label(e: &Entry) -> String {
    match e.source {
        Source::Dropped => tf("fig-your-file", &[("file", &e.file)]),
        _ => e.title.clone(),
    }
}

/// The table rows: (name: `data-a`/`data-b`, English; the key of its label; value of a
/// report as text, value as a number for the difference).
type Cell = fn(&RoutingReport) -> (String, Option<f64>);

fn rows() -> Vec<(&'static str, &'static str, Cell)> {
    vec![
        ("Verdict", "fig-verdict", |r| (t(if r.valid { "fig-compare-valid" } else { "fig-compare-rejected" }), None)),
        ("Score", "fig-score", |r| (local(&score_json(Some(r.overall_score))), Some(r.overall_score))),
        ("Cost", "fig-compare-cost", |r| {
            (r.exact.map(|e| int(e.cost.round() as i64)).unwrap_or_else(|| "—".into()), r.exact.map(|e| e.cost))
        }),
        ("Total time (s)", "fig-compare-time", |r| {
            (r.exact.map(|e| num(e.terms.time, 0)).unwrap_or_else(|| "—".into()), r.exact.map(|e| e.terms.time))
        }),
        ("Balance", "fig-compare-balance", |r| {
            (r.exact.map(|e| num(e.terms.balance, 0)).unwrap_or_else(|| "—".into()), r.exact.map(|e| e.terms.balance))
        }),
        ("Intrusions", "fig-compare-intrusions", |r| (int(r.counts().0 as i64), Some(r.counts().0 as f64))),
        ("Crossings", "fig-compare-crossings", |r| (int(r.counts().1 as i64), Some(r.counts().1 as f64))),
        ("Routes", "fig-compare-routes", |r| (opt_int(r.n_routes.map(|n| n as i64)), r.n_routes.map(|n| n as f64))),
    ]
}

/// Figure `compare`.
#[component]
pub fn CompareFigure(inputs: RoutingInputs) -> impl IntoView {
    let url = inputs.url;
    let Cmp { a: a0, b: b0 } = url.read(keys::CMP).unwrap_or_default();
    let a = RwSignal::new(a0);
    let b = RwSignal::new(b0);
    // Defaults: the submission shown against the reference (or the first example).
    let entry = move |key: RwSignal<String>, fallback: bool| -> Memo<Option<Entry>> {
        Memo::new(move |_| {
            let k = key.get();
            inputs.find(&k).or_else(|| {
                let shown = inputs.shown.get();
                let reference = inputs.reference_entry();
                if fallback {
                    shown
                } else if reference.as_ref().map(|r| r.key()) != shown.as_ref().map(|s| s.key()) {
                    reference
                } else {
                    inputs.examples.with(|e| e.iter().find(|x| Some(x.key()) != shown.as_ref().map(|s| s.key())).cloned())
                }
            })
        })
    };
    let ea = entry(a, true);
    let eb = entry(b, false);
    let pick = move |side: RwSignal<String>, key: String| {
        side.set(key);
        let (ka, kb) = (ea.get_untracked().map(|e| e.key()), eb.get_untracked().map(|e| e.key()));
        url.write(keys::CMP, ka.zip(kb).map(|(a, b)| Cmp { a, b }).as_ref());
    };
    let picker = move |side: RwSignal<String>, current: Memo<Option<Entry>>, id: &'static str, text: &'static str| {
        let options = move || {
            let cur = current.get().map(|e| e.key());
            inputs
                .all()
                .into_iter()
                .map(|e| {
                    let k = e.key();
                    view! { <option value=k.clone() selected=cur.as_deref() == Some(k.as_str())>{label(&e)}</option> }
                })
                .collect_view()
        };
        view! {
            <span class="picker">
                <label for=id>{text}</label>
                <select id=id on:change=move |ev| pick(side, event_target_value(&ev))>{options}</select>
            </span>
        }
    };
    move || {
        let case = inputs.case.get()?;
        let proj = case_projection(&case);
        let meta = store_meta(&case);
        let view = url_view(url, keys::CMP_VIEW, proj);
        let selected = RwSignal::new(None::<usize>);
        let side = |e: Memo<Option<Entry>>, name: &'static str| {
            // The picked store is shared (ringed on both maps); hovering is per map.
            let hover = RwSignal::new(None::<Item>);
            let scene = entry_scene(e, case.clone(), proj);
            let m2 = meta.clone();
            let canvas = canvas::canvas(Canvas {
                selected,
                hover,
                aria: Signal::derive(move || {
                    tf("fig-compare-map-aria", &[("label", &e.with(|e| e.as_ref().map(label).unwrap_or_default()))])
                }),
                ..Canvas::new(name, proj, scene.into(), meta.clone(), inputs.layers.into(), view)
            });
            let details = move || {
                let item = hover.get().or(selected.get().map(Item::Store));
                scene.with(|s| match item {
                    Some(Item::Store(i)) => describe_store(s, &m2, i),
                    Some(Item::Crossing(c)) => describe_crossing(s, &m2, c),
                    None => String::new(),
                })
            };
            let seconds = Signal::derive(move || {
                e.with(|e| e.as_ref().map(|e| e.report.routes.iter().map(|r| r.seconds).collect()).unwrap_or_default())
            });
            let reference = Signal::derive(move || {
                let r = inputs.reference_entry()?;
                r.report.valid.then(|| r.report.routes.iter().map(|x| x.seconds).collect())
            });
            view! {
                <div class="compare-side" data-side=name data-file=move || e.with(|e| e.as_ref().map(|e| e.key()))>
                    <div class="canvas-wrap">{canvas}</div>
                    <p class="fig-details">{details}</p>
                    {hours_chart(if name == "cmp-a" { "cmp-a-hours" } else { "cmp-b-hours" }, seconds, reference, inputs.balance_weight())}
                </div>
            }
        };
        let table = move || {
            let (ra, rb) = (ea.get().map(|e| e.report), eb.get().map(|e| e.report));
            let (Some(ra), Some(rb)) = (ra, rb) else {
                return None;
            };
            let body = rows()
                .into_iter()
                .map(|(name, key, f)| {
                    let ((ta, xa), (tb, xb)) = (f(&ra), f(&rb));
                    let diff = match (xa, xb) {
                        (Some(x), Some(y)) if name == "Score" => {
                            // `{:+.4}`: a sign on every number but NaN.
                            let d = y - x;
                            let plus = if d.is_sign_negative() || d.is_nan() { "" } else { "+" };
                            format!("{plus}{}", minus(local(&fixed(d, 4))))
                        }
                        (Some(x), Some(y)) => {
                            let d = y - x;
                            if d.abs() < 0.5 { "0".into() } else { format!("{}{}", if d > 0.0 { "+" } else { "−" }, num(d.abs(), 0)) }
                        }
                        _ => String::new(),
                    };
                    view! { <tr><th scope="row">{t(key)}</th><td class="num" data-a=name>{ta}</td><td class="num" data-b=name>{tb}</td><td class="num diff">{diff}</td></tr> }
                })
                .collect_view();
            Some(view! {
                <div class="table-wrap">
                    <table class="compare-table" id="compare-table">
                        <thead><tr><th></th><th scope="col">"A"</th><th scope="col">"B"</th><th scope="col">"B − A"</th></tr></thead>
                        <tbody>{body}</tbody>
                    </table>
                </div>
            })
        };
        Some(view! {
            <div class="fig compare-fig" data-figure="compare"
                data-a=move || ea.get().map(|e| e.key()) data-b=move || eb.get().map(|e| e.key())>
                <div class="fig-bar">
                    {picker(a, ea, "cmp-a", "A ")}
                    {picker(b, eb, "cmp-b", "B ")}
                </div>
                {table}
                <div class="compare-grid">
                    {side(ea, "cmp-a")}
                    {side(eb, "cmp-b")}
                </div>
                {canvas::controls("cmp", proj, view, Some(inputs.layers))}
            </div>
        })
    }
}
