//! Drag-and-drop or pick a submission file; it is read and graded in the page.

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use grader::case_grader::is_ask_log;

use crate::route::use_router;
use crate::state::{use_case, Job, Source, Submission};

/// The largest file of each kind the page reads, in bytes, and what legitimate files of
/// that kind weigh (said when one is refused). Checked on `File.size` before a byte is
/// read, so a 300 MB log costs nothing. Decimal megabytes, as file managers show them.
pub mod limits {
    pub const MB: f64 = 1e6;
    /// Routes JSON/CSV: a 100,000-store plan is about 2 MB (1,334 stores: 20 KB).
    pub const ROUTES: f64 = 32.0 * MB;
    /// Predictions CSV: 1,000,000 rows are about 30 MB.
    pub const PREDICTIONS: f64 = 64.0 * MB;
    /// Uplift `result.json`: a few kilobytes.
    pub const UPLIFT_RESULT: f64 = 8.0 * MB;
    /// Ask log (`.jsonl`): one short line per question; 16 MB is ~80,000 questions.
    pub const ASK_LOG: f64 = 16.0 * MB;
    /// Own `customers.csv`: 100,000 stores are about 4.5 MB.
    pub const CUSTOMERS: f64 = 32.0 * MB;
    /// Own truth CSV: 1,000,000 rows are about 20 MB.
    pub const TRUTH: f64 = 64.0 * MB;
    /// Own `people.json`: a few kilobytes.
    pub const PEOPLE: f64 = 16.0 * MB;

    /// `212 MB`, `32 MB`, `32.4 MB`, `0.50 MB`.
    pub fn size(bytes: f64) -> String {
        let x = bytes / MB;
        if x >= 100.0 || (x >= 1.0 && x.fract() == 0.0) {
            format!("{} MB", crate::format::Fixed(x, 0))
        } else if x >= 1.0 {
            format!("{} MB", crate::format::Fixed(x, 1))
        } else {
            format!("{} MB", crate::format::Fixed(x, 2))
        }
    }

    /// `None` when `f` is within `limit`, else the message that refuses it.
    pub fn refuse(f: &web_sys::File, limit: f64, what: &str) -> Option<String> {
        (f.size() > limit).then(|| format!("{} is {}; the limit is {} for {what}. It was not read.", f.name(), size(f.size()), size(limit)))
    }
}

/// Read a browser file's bytes (no network: `Blob.arrayBuffer()`).
pub async fn read_file(f: &web_sys::File) -> Result<Vec<u8>, String> {
    let buf = wasm_bindgen_futures::JsFuture::from(f.array_buffer()).await.map_err(|e| format!("{e:?}"))?;
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
    // A message under the drop zone: (text, is it a refusal).
    let note = RwSignal::new(None::<(String, bool)>);
    let refused = move |msg: String| note.set(Some((msg, true)));
    // Counts drops: a file still being read when another is dropped is not graded.
    let drops = StoredValue::new(0u64);
    let accept = ".json,.csv,.txt,.jsonl";

    let kind = state.manifest().map(|m| m.kind);
    let uplift = kind == Some(grader::case::CaseKind::Uplift);
    let (limit, what) = match kind {
        Some(grader::case::CaseKind::Routing) => (limits::ROUTES, "a routing plan"),
        Some(grader::case::CaseKind::Scorecard) => (limits::PREDICTIONS, "a predictions CSV"),
        _ => (limits::UPLIFT_RESULT, "an uplift result"),
    };
    let take = move |files: Vec<web_sys::File>| {
        if files.is_empty() {
            return;
        }
        // Uplift: the result and, beside it, an ask log. Other kinds: one file.
        let (main, extras): (Vec<_>, Vec<_>) = files.into_iter().partition(|f| !(uplift && is_ask_log(&f.name())));
        let Some(first) = main.first().cloned() else {
            refused("Drop the result JSON too, not only the ask log.".into());
            return;
        };
        let extras: Vec<_> = if uplift { extras.into_iter().take(1).collect() } else { Vec::new() };
        // Sizes first: nothing is read when a file is over its limit.
        if let Some(msg) =
            limits::refuse(&first, limit, what).or_else(|| extras.iter().find_map(|x| limits::refuse(x, limits::ASK_LOG, "an ask log")))
        {
            return refused(msg);
        }
        let ignored = main.len() - 1;
        note.set(
            match (extras.first(), ignored) {
                (_, n) if n > 0 => Some(format!("{} files dropped: graded {} only.", n + 1 + extras.len(), first.name())),
                (Some(log), _) => Some(format!("Graded {} with the ask log {}.", first.name(), log.name())),
                _ => None,
            }
            .map(|n| (n, false)),
        );
        drops.update_value(|n| *n += 1);
        let this_drop = drops.get_value();
        state.job.set(Job::Grading(first.name()));
        leptos::task::spawn_local(async move {
            let mut read = Vec::new();
            for f in std::iter::once(&first).chain(extras.iter()) {
                match read_file(f).await {
                    Ok(bytes) => read.push((f.name(), Arc::new(bytes))),
                    Err(e) => {
                        if drops.get_value() == this_drop {
                            state.job.set(Job::Idle);
                            refused(format!("Could not read {}: {e}", f.name()));
                        }
                        return;
                    }
                }
            }
            if drops.get_value() != this_drop {
                return; // another drop came while this one was being read
            }
            let (file, bytes) = read.remove(0);
            router.replace(router.route.get_untracked().with_sub(None));
            state.grade(Source::Dropped, Submission { file, bytes, extras: read });
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
        Some(grader::case::CaseKind::Routing) => "routes JSON ({\"routes\": [[…], …]}) or a CSV of stops or vehicles",
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
            {move || note.get().map(|(n, refusal)| if refusal {
                view! { <p class="note error" id="upload-note" role="alert">{n}</p> }.into_any()
            } else {
                view! { <p class="note" id="upload-note" role="status">{n}</p> }.into_any()
            })}
        </div>
    }
}
