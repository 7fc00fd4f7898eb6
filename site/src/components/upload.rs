//! Drag-and-drop or pick a submission file; it is read and graded in the page.

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use grader_wasm::load::is_ask_log;

use crate::route::use_router;
use crate::state::{use_case, Source, Submission};

/// Read a browser file's bytes (no network: `Blob.arrayBuffer()`).
pub async fn read_file(f: &web_sys::File) -> Result<Vec<u8>, String> {
    let buf = wasm_bindgen_futures::JsFuture::from(f.array_buffer())
        .await
        .map_err(|e| format!("{e:?}"))?;
    Ok(js_sys::Uint8Array::new(&buf).to_vec())
}

/// The files of a `FileList`.
pub fn files_of(list: Option<web_sys::FileList>) -> Vec<web_sys::File> {
    let Some(list) = list else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.get(i)).collect()
}

#[component]
pub fn Upload() -> impl IntoView {
    let state = use_case();
    let router = use_router();
    let dragging = RwSignal::new(false);
    let note = RwSignal::new(None::<String>);
    let accept = ".json,.csv,.txt,.jsonl";

    let uplift = state
        .manifest()
        .is_some_and(|m| m.kind == grader::case::CaseKind::Uplift);
    let take = move |files: Vec<web_sys::File>| {
        // Uplift: the result and, beside it, an ask log. Other kinds: one file.
        let (main, extras): (Vec<_>, Vec<_>) = files
            .into_iter()
            .partition(|f| !(uplift && is_ask_log(&f.name())));
        let Some(first) = main.first().cloned() else {
            note.set(Some(
                "Drop the result JSON too, not only the ask log.".into(),
            ));
            return;
        };
        let extras: Vec<_> = if uplift {
            extras.into_iter().take(1).collect()
        } else {
            Vec::new()
        };
        let ignored = main.len() - 1;
        note.set(match (extras.first(), ignored) {
            (_, n) if n > 0 => Some(format!(
                "{} files dropped: graded {} only.",
                n + 1 + extras.len(),
                first.name()
            )),
            (Some(log), _) => Some(format!(
                "Graded {} with the ask log {}.",
                first.name(),
                log.name()
            )),
            _ => None,
        });
        leptos::task::spawn_local(async move {
            let mut read = Vec::new();
            for f in std::iter::once(&first).chain(extras.iter()) {
                match read_file(f).await {
                    Ok(bytes) => read.push((f.name(), Arc::new(bytes))),
                    Err(e) => return note.set(Some(format!("Could not read {}: {e}", f.name()))),
                }
            }
            let (file, bytes) = read.remove(0);
            router.replace(router.route.get_untracked().with_sub(None));
            state.grade(
                Source::Dropped,
                Submission {
                    file,
                    bytes,
                    extras: read,
                },
            );
        });
    };
    let on_change = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = ev.target().unwrap().unchecked_into();
        take(files_of(input.files()));
        input.set_value(""); // picking the same file again grades it again
    };
    let on_drop = move |ev: leptos::ev::DragEvent| {
        ev.prevent_default();
        dragging.set(false);
        take(files_of(ev.data_transfer().and_then(|d| d.files())));
    };
    let hint = move || match state.manifest().map(|m| m.kind) {
        Some(grader::case::CaseKind::Routing) => {
            "routes JSON ({\"routes\": [[…], …]}) or a CSV of stops or vehicles"
        }
        Some(grader::case::CaseKind::Scorecard) => "predictions CSV (customer_id, prob_default)",
        _ => "uplift result JSON; drop its ask log (.jsonl) with it to price the questions",
    };
    view! {
        <div class="dropzone" class:dragging=move || dragging.get()
            on:dragover=move |ev: leptos::ev::DragEvent| { ev.prevent_default(); dragging.set(true) }
            on:dragleave=move |_| dragging.set(false)
            on:drop=on_drop>
            <label for="upload">
                <strong>"Drop your submission here"</strong>
                " or "
                <span class="pick">"choose a file"</span>
                <br/>
                <span class="hint">{hint}</span>
            </label>
            <input id="upload" type="file" accept=accept multiple on:change=on_change/>
            <p class="privacy">"Graded in this page: your file is not uploaded anywhere."</p>
            {move || note.get().map(|n| view! { <p class="note" role="status">{n}</p> })}
        </div>
    }
}
