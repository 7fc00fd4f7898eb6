//! Figure `drag` ("drag to learn"): the city map of the submission shown, every store
//! draggable, re-scored live by the [`DragModel`](super::drag_model::DragModel).

use grader::round::py_round_int;
use grader::routing::{parse_submission, Stage};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::figures::canvas::{self, describe_store, Canvas, Item, Projection, Sh, StoreMeta};
use super::drag_model::{stage_words, DragModel, Mode, Stats, CITY};
use super::hours::hours_chart;
use super::inputs::{case_projection, store_meta, url_view, RoutingInputs, SubmissionPicker};
use crate::figures::text::{t, tf};
use crate::format::{duration, int, local, num, score_json};
use crate::route::keys;
use crate::state::Source;

/// The four cost terms, the cost and the score, live.
pub fn terms_table(id: &'static str, stats: Signal<Option<Stats>>) -> impl IntoView {
    let row = move |label: &'static str, key: &'static str, f: fn(&Stats) -> String| {
        view! { <tr><th scope="row">{move || t(label)}</th><td class="num" data-term=key>{move || stats.with(|s| s.as_ref().map(f).unwrap_or_default())}</td></tr> }
    };
    view! {
        <table class="terms" id=format!("{id}-terms")>
            <tbody>
                {row("fig-drag-total-time", "time", |s| format!("{} s", num(s.exact.terms.time, 0)))}
                {row("fig-compare-balance", "balance", |s| num(s.exact.terms.balance, 0))}
                {row("fig-compare-intrusions", "intrusion", |s| format!("{} × {}", int(s.intrusions as i64), num(s.weights.intrusion, 0)))}
                {row("fig-compare-crossings", "crossing", |s| format!("{} × {}", int(s.crossings as i64), num(s.weights.crossing, 0)))}
                {row("fig-compare-cost", "cost", |s| py_round_int(s.exact.cost).map(int).unwrap_or_default())}
                {row("fig-score", "score", |s| local(&score_json(Some(s.score()))))}
            </tbody>
        </table>
    }
}

/// Figure `drag`: the city map of the submission shown, every store draggable.
/// The largest plan the drag figure reads (a 100,000-store plan is about 2 MB).
const DRAG_MAX_BYTES: usize = 4_000_000;

#[component]
pub fn DragFigure(inputs: RoutingInputs) -> impl IntoView {
    move || {
        let case = inputs.case.get()?;
        let entry = inputs.shown.get()?;
        let proj = case_projection(&case);
        let meta = store_meta(&case);
        let url = inputs.url;
        let view = url_view(url, keys::DRAG_VIEW, proj);
        let model = DragModel::new(CITY, view, url);
        if url.read(keys::DRAG_MODE).as_deref() == Some("stop") {
            model.mode.set(Mode::Stop);
        }
        // Plans are read here, on the page's thread (re-scoring a drag must be
        // synchronous); a dropped file too large for that was graded in the worker only.
        if entry.bytes.len() > DRAG_MAX_BYTES {
            return Some(
                view! { <p class="fig-note" data-figure="drag">{tf(
                    "fig-drag-too-large",
                    &[
                        ("file", &entry.file),
                        ("size", &crate::components::upload::limits::size(entry.bytes.len() as f64)),
                        ("limit", &crate::components::upload::limits::size(DRAG_MAX_BYTES as f64)),
                    ],
                )}</p> }
                .into_any(),
            );
        }
        let plan = match parse_submission(&entry.bytes, &entry.file) {
            Ok(p) => p,
            Err(_) => return Some(view! { <p class="fig-note" data-figure="drag">{t("fig-drag-unreadable")}</p> }.into_any()),
        };
        // A plan far bigger than the case (10⁶ routes) is not measured: nothing to drag.
        let stops = plan.routes.iter().map(Vec::len).sum();
        if !grader::routing::measurable(&case.0, plan.routes.len(), stops) {
            return Some(view! { <p class="fig-note" data-figure="drag">{move || t("fig-drag-too-big")}</p> }.into_any());
        }
        model.load((*case.0).clone(), plan, &entry.file, proj);
        // The edits in the URL belong to the submission named by `sub` (or, without
        // one, to the example shown by default); a dropped file starts clean.
        let url_sub = url.sub();
        let belongs = match entry.source {
            Source::Example(i) => url_sub.as_deref() == Some(entry.file.as_str()) || (url_sub.is_none() && Some(i) == inputs.default),
            Source::Dropped => false,
        };
        if belongs {
            model.apply_url();
        } else {
            url.update(|r| r.write(keys::DRAG, None).write(keys::STOPS, None));
        }
        Some(drag_view(inputs, model, proj, meta, case.stores.len()).into_any())
    }
}

fn drag_view(inputs: RoutingInputs, model: DragModel, proj: Projection, meta: Sh<StoreMeta>, n: usize) -> impl IntoView {
    let hover = RwSignal::new(None::<Item>);
    let selected = RwSignal::new(None::<usize>);
    let stats: Signal<Option<Stats>> = model.stats.into();
    let tail = Signal::derive(move || stats.with(|s| s.as_ref().map(|s| tf("fig-drag-plan", &[("plan", &s.text())])).unwrap_or_default()));
    let aria = Signal::derive(move || tf("fig-drag-aria", &[("n", &int(n as i64))]));
    let c = canvas::canvas(Canvas {
        name: "drag",
        proj,
        scene: model.scene.into(),
        meta: meta.clone(),
        layers: inputs.layers.into(),
        focus: Signal::derive(|| None),
        selected,
        hover,
        view: model.view,
        drag: Some(model.ops()),
        each_focusable: false,
        label_tail: tail,
        aria,
        coords: canvas::lonlat_words,
        backdrop: String::new(),
    });
    let m2 = meta.clone();
    let details = move || {
        let item = hover.get().or(selected.get().map(Item::Store));
        model.scene.with(|s| match item {
            Some(Item::Store(i)) => {
                let route = s.home.get(i).copied().flatten().map(|(r, _)| r as usize);
                let time = route.and_then(|r| stats.with(|st| st.as_ref().and_then(|st| st.seconds.get(r).copied())));
                let mut words = describe_store(s, &m2, i);
                if let (Some(r), Some(secs)) = (route, time) {
                    words += &tf("fig-drag-route-takes", &[("route", &(r + 1).to_string()), ("time", &duration(secs))]);
                }
                words
            }
            Some(Item::Crossing(c)) => canvas::describe_crossing(s, &m2, c),
            None => t("fig-drag-hint"),
        })
    };
    let seconds = Signal::derive(move || stats.with(|s| s.as_ref().map(|s| s.seconds.clone()).unwrap_or_default()));
    let reference = Signal::derive(move || {
        let r = inputs.reference_entry()?;
        r.report.valid.then(|| r.report.routes.iter().map(|x| x.seconds).collect())
    });
    let reset = move |_| {
        inputs.url.update(|r| r.write(keys::DRAG, None).write(keys::STOPS, None));
        // Rebuild from the submission: re-read it through the inputs.
        if let (Some(case), Some(e)) = (inputs.case.get_untracked(), inputs.shown.get_untracked()) {
            if let Ok(plan) = parse_submission(&e.bytes, &e.file) {
                model.load((*case.0).clone(), plan, &e.file, proj);
                model.announce.set(t("fig-drag-back"));
                model.too_long.set(false);
            }
        }
    };
    let find_error = RwSignal::new(String::new());
    let m3 = meta.clone();
    let find = move |ev: leptos::ev::Event| {
        let code = event_target_value(&ev).trim().to_string();
        if code.is_empty() {
            return;
        }
        match m3.codes.iter().position(|c| *c == code) {
            Some(i) => {
                find_error.set(String::new());
                selected.set(Some(i));
                if let Ok(Some(el)) = document().query_selector("[data-cursor=drag]") {
                    if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                        let _ = el.focus();
                    }
                }
            }
            None => find_error.set(tf("fig-drag-no-store", &[("code", &code)])),
        }
    };
    let mode_radio = move |m: Mode, value: &'static str, label: &'static str| {
        view! {
            <label class="mode">
                <input type="radio" name="drag-mode" value=value prop:checked=move || model.mode.get() == m
                    on:change=move |_| { model.mode.set(m); inputs.url.write(keys::DRAG_MODE, (m == Mode::Stop).then(|| "stop".to_string()).as_ref()); }/>
                {move || t(label)}
            </label>
        }
    };
    let stat = move |f: fn(&Stats) -> String| move || stats.with(|s| s.as_ref().map(f).unwrap_or_default());
    let plan_attr = Memo::new(move |_| {
        model.settled.get();
        model.plan_json()
    });
    let moved_attr = Memo::new(move |_| {
        model.settled.get();
        model.moved_json()
    });
    view! {
        <div class="fig drag-fig" data-figure="drag"
            data-intrusions=stat(|s| s.intrusions.to_string())
            data-crossings=stat(|s| s.crossings.to_string())
            data-score=stat(|s| score_json(Some(s.score())))
            data-cost=stat(|s| py_round_int(s.exact.cost).map(|c| c.to_string()).unwrap_or_default())
            data-valid=stat(|s| s.valid().to_string())
            data-plan=move || plan_attr.get()
            data-moved=move || moved_attr.get()
            data-timings=move || model.timings_json.get()>
            <div class="fig-bar">
                <SubmissionPicker inputs=inputs id="drag"/>
                <fieldset class="modes"><legend>{move || t("fig-drag-modes")}</legend>
                    {mode_radio(Mode::Place, "place", "fig-drag-mode-place")}
                    {mode_radio(Mode::Stop, "stop", "fig-drag-mode-stop")}
                </fieldset>
                <button class="secondary" id="drag-reset" on:click=reset>{move || t("fig-drag-reset")}</button>
            </div>
            <p class="fig-counts live-counts" id="drag-counts">
                <span class="count-i">{stat(|s| tf("fig-drag-intrusions", &[("n", &int(s.intrusions as i64))]))}</span>" · "
                <span class="count-x">{stat(|s| tf("fig-drag-crossings", &[("n", &int(s.crossings as i64))]))}</span>" · "
                <span class="count-cost">{stat(|s| tf("fig-drag-cost", &[("cost", &py_round_int(s.exact.cost).map(int).unwrap_or_default())]))}</span>" · "
                <strong class="count-score" id="drag-score">{stat(|s| {
                    if s.valid() {
                        tf("fig-drag-score", &[("score", &local(&score_json(Some(s.score()))))])
                    } else {
                        tf("fig-drag-rejected", &[("why", &stage_words(s.rejected.unwrap_or(Stage::Fatal)))])
                    }
                })}</strong>
            </p>
            <div class="canvas-wrap">{c}</div>
            {canvas::controls("drag", proj, model.view, Some(inputs.layers))}
            <p class="fig-details" id="drag-details">{details}</p>
            <div class="drag-side">
                {terms_table("drag", stats)}
                <div class="drag-hours">{hours_chart("drag-hours", seconds, reference, inputs.balance_weight())}</div>
            </div>
            <div class="fig-tools">
                <label for="drag-find">{move || t("fig-drag-find")}" "</label>
                <input id="drag-find" type="text" placeholder=move || t("fig-drag-find-placeholder") on:change=find/>
                <span class="error" role="alert">{move || find_error.get()}</span>
                <button class="secondary" id="drag-download-plan" on:click=move |_| crate::embed::download("routes.json", "application/json", &model.plan_json())>{move || t("fig-drag-download-plan")}</button>
                <button class="secondary" id="drag-download-customers" on:click=move |_| crate::embed::download("customers.csv", "text/csv", &model.customers_csv())>{move || t("fig-drag-download-customers")}</button>
            </div>
            {move || model.too_long.get().then(|| view! { <p class="fig-note">{t("fig-drag-too-long")}</p> })}
            <p class="fig-help">{move || t("fig-drag-help")}</p>
            <p class="sr" aria-live="polite" id="drag-live">{move || model.announce.get()}</p>
        </div>
    }
}
