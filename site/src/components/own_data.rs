//! Bring your own case data: the benchmark's real `customers.csv` (or truth CSV) and
//! reference value, graded against locally.

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::upload::{files_of, limits, read_file};
use crate::format::{grouped, parse_number, shortest};
use crate::state::{use_case, DataSource, ExampleGrades};
use crate::words::{n as local, t, tf};

#[component]
pub fn OwnData() -> impl IntoView {
    let state = use_case();
    let m = state.manifest()?;
    let facts = m.kind.facts();
    let role = facts.data_role;
    let public_name = m.files.get(role).cloned().unwrap_or_else(|| format!("{role}.csv"));
    let public = state.data.get_untracked();
    let case_reference = m.reference.value;
    let error = RwSignal::new(None::<String>);
    // Uplift results carry their own anchors: only some kinds have a reference.
    let has_reference = facts.reference.is_some();
    let (data_limit, data_what) = (facts.data.max_bytes as f64, facts.data.what);
    let accept = facts.data.accept;

    let on_data = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = ev.target().unwrap().unchecked_into();
        let Some(f) = files_of(input.files()).into_iter().next() else {
            return;
        };
        input.set_value("");
        if let Some(msg) = limits::refuse(&f, data_limit, data_what) {
            return error.set(Some(msg));
        }
        leptos::task::spawn_local(async move {
            match read_file(&f).await {
                Ok(bytes) => {
                    error.set(None);
                    state.data.set(Some(DataSource { name: f.name(), bytes: Arc::new(bytes), own: true }));
                }
                Err(e) => error.set(Some(tf("upload-unreadable", &[("file", &f.name()), ("error", &e)]))),
            }
        });
    };
    // A refused value is remembered (`reference_rejected`): the status below and every
    // report then say which reference is used instead, never silently.
    let on_reference = move |ev: leptos::ev::Event| {
        let v = event_target_value(&ev);
        match v.trim() {
            "" => {
                error.set(None);
                state.reference_rejected.set(None);
                state.reference.set(None)
            }
            entry => match parse_number(entry) {
                Some(x) if x > 0.0 => {
                    error.set(None);
                    state.reference_rejected.set(None);
                    state.reference.set(Some(x))
                }
                got => {
                    let why = if got.is_some() { t("own-why-positive") } else { t("own-why-number") };
                    let value = local(grouped(state.reference_value()));
                    let instead = if state.reference.get_untracked().is_some() {
                        tf("own-earlier-used", &[("value", &value)])
                    } else {
                        tf("own-case-used", &[("value", &value)])
                    };
                    error.set(Some(tf("own-refused", &[("why", &why), ("entry", entry), ("instead", &instead)])));
                    state.reference_rejected.set(Some(entry.to_string()));
                }
            },
        }
    };
    let reset = move |_| {
        error.set(None);
        state.reference_rejected.set(None);
        state.data.set(public.clone());
        state.reference.set(None);
    };
    let own = move || state.data.with(|d| d.as_ref().is_some_and(|d| d.own)) || state.reference.with(Option::is_some);
    let status = move || {
        // Own data is read and graded in the worker; the page answers meanwhile.
        let own_name = state.data.with(|d| d.as_ref().filter(|d| d.own).map(|d| d.name.clone()));
        if let (Some(name), true) = (&own_name, state.examples.with(|e| matches!(e, ExampleGrades::Grading))) {
            let mut s = tf("own-reading", &[("file", name.as_str())]);
            if has_reference {
                s += &tf("own-with-reference", &[("value", &local(shortest(state.reference_value())))]);
            }
            return view! { <p class="status grading" role="status" aria-busy="true" id="data-status">{s}"…"</p> }.into_any();
        }
        // Read only in the worker (large), and it could not be read there.
        if let (Some(_), ExampleGrades::Failed(e), Ok(_)) = (&own_name, state.examples.get(), state.grader.get()) {
            let lines: Vec<String> = e.lines().skip(1).map(String::from).collect();
            return view! {
                <div class="error" role="alert" id="data-status">
                    <p>{t("own-unreadable")}</p>
                    <ul>{lines.into_iter().map(|d| view! { <li>{d}</li> }).collect_view()}</ul>
                </div>
            }
            .into_any();
        }
        match state.grader.get() {
            Ok(g) => {
                let warnings = state.summary.with(|s| s.as_ref().map(|s| s.warnings)).unwrap_or_else(|| g.warnings().len());
                let what = state.data.with(|d| {
                    d.as_ref().map(|d| {
                        if d.own {
                            tf("own-your-file", &[("file", &d.name)])
                        } else {
                            tf("own-public-file", &[("file", &d.name)])
                        }
                    })
                });
                let mut s = tf("own-grading-against", &[("what", &what.unwrap_or_default())]);
                if has_reference {
                    s += &tf("own-with-reference", &[("value", &local(shortest(state.reference_value())))]);
                    if let Some(entry) = state.reference_rejected.get() {
                        s += &tf("own-not-refused", &[("entry", &entry)]);
                    }
                }
                if warnings > 0 {
                    s += &tf("own-warnings", &[("count", &warnings.to_string())]);
                }
                view! { <p class="status" role="status" id="data-status">{s}"."</p> }.into_any()
            }
            Err(diags) => view! {
                <div class="error" role="alert" id="data-status">
                    <p>{t("own-unreadable")}</p>
                    <ul>{diags.into_iter().map(|d| view! { <li>{d.to_string()}</li> }).collect_view()}</ul>
                </div>
            }
            .into_any(),
        }
    };
    Some(view! {
        <details class="own-data">
            <summary>{move || t("own-title")}</summary>
            <p>{move || t("own-lead-before")} " " <code>{public_name.clone()}</code> {move || t("own-lead-after")}</p>
            <div class="fields">
                <label for="own-data">{move || t("own-file")}</label>
                <input id="own-data" type="file" accept=accept on:change=on_data/>
                {has_reference.then(|| view! {
                    <label for="own-reference">{move || t("report-reference-value")}</label>
                    <input id="own-reference" type="text" inputmode="decimal" placeholder=shortest(case_reference)
                        prop:value=move || state.reference.get().map(shortest).unwrap_or_default()
                        on:change=on_reference/>
                })}
                <button class="secondary" id="own-reset" on:click=reset disabled=move || !own()>{move || t("own-reset")}</button>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {status}
        </details>
    })
}
