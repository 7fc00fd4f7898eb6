//! Bring your own case data: the benchmark's real `customers.csv` (or truth CSV) and
//! reference value, graded against locally.

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::upload::{files_of, limits, read_file};
use crate::format::{grouped, parse_number, shortest, Shortest};
use crate::state::{use_case, DataSource, ExampleGrades};

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
                Err(e) => error.set(Some(format!("Could not read {}: {e}", f.name()))),
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
            t => match parse_number(t) {
                Some(x) if x > 0.0 => {
                    error.set(None);
                    state.reference_rejected.set(None);
                    state.reference.set(Some(x))
                }
                got => {
                    let why = if got.is_some() { "must be greater than 0" } else { "must be a positive number such as 281,497.46" };
                    let instead = if state.reference.get_untracked().is_some() {
                        format!("your earlier value {} is still used", grouped(state.reference_value()))
                    } else {
                        format!("the case's reference {} is used", grouped(state.reference_value()))
                    };
                    error.set(Some(format!("The reference value {why}, not `{t}`: {instead}.")));
                    state.reference_rejected.set(Some(t.to_string()));
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
            let mut s = format!("Reading your {name} and grading the examples against it");
            if has_reference {
                s += &format!(" with reference {}", Shortest(state.reference_value()));
            }
            return view! { <p class="status grading" role="status" aria-busy="true" id="data-status">{s}"…"</p> }.into_any();
        }
        // Read only in the worker (large), and it could not be read there.
        if let (Some(_), ExampleGrades::Failed(e), Ok(_)) = (&own_name, state.examples.get(), state.grader.get()) {
            let lines: Vec<String> = e.lines().skip(1).map(String::from).collect();
            return view! {
                <div class="error" role="alert" id="data-status">
                    <p>"Your case data could not be read:"</p>
                    <ul>{lines.into_iter().map(|d| view! { <li>{d}</li> }).collect_view()}</ul>
                </div>
            }
            .into_any();
        }
        match state.grader.get() {
            Ok(g) => {
                let warnings = state.summary.with(|s| s.as_ref().map(|s| s.warnings)).unwrap_or_else(|| g.warnings().len());
                let what = state
                    .data
                    .with(|d| d.as_ref().map(|d| if d.own { format!("your {}", d.name) } else { format!("the public {}", d.name) }));
                let mut s = format!("Grading against {}", what.unwrap_or_default());
                if has_reference {
                    s += &format!(" with reference {}", Shortest(state.reference_value()));
                    if let Some(t) = state.reference_rejected.get() {
                        s += &format!(" (not `{t}`, which was refused)");
                    }
                }
                if warnings > 0 {
                    s += &format!(" ({warnings} warning{} in the data)", if warnings == 1 { "" } else { "s" });
                }
                view! { <p class="status" role="status" id="data-status">{s}"."</p> }.into_any()
            }
            Err(diags) => view! {
                <div class="error" role="alert" id="data-status">
                    <p>"Your case data could not be read:"</p>
                    <ul>{diags.into_iter().map(|d| view! { <li>{d.to_string()}</li> }).collect_view()}</ul>
                </div>
            }
            .into_any(),
        }
    };
    Some(view! {
        <details class="own-data">
            <summary>"Bring your own case data"</summary>
            <p>"Holding the benchmark's real " <code>{public_name.clone()}</code>
               "? Load it here (it stays in this page) and set its reference value; every score on this page is then computed against it."</p>
            <div class="fields">
                <label for="own-data">"Case data file"</label>
                <input id="own-data" type="file" accept=accept on:change=on_data/>
                {has_reference.then(|| view! {
                    <label for="own-reference">"Reference value"</label>
                    <input id="own-reference" type="text" inputmode="decimal" placeholder=shortest(case_reference)
                        prop:value=move || state.reference.get().map(shortest).unwrap_or_default()
                        on:change=on_reference/>
                })}
                <button class="secondary" id="own-reset" on:click=reset disabled=move || !own()>"Back to the public data"</button>
            </div>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {status}
        </details>
    })
}
