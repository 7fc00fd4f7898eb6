//! Drag-and-drop or pick a submission file; it is read and graded in the page.

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use grader::case_grader::is_ask_log;

use crate::route::use_router;
use crate::state::{use_case, Job, Source, Submission};
use crate::words::{t, tf};

/// The largest file the page reads of each kind (the kind's facts in the core:
/// `FileFacts::max_bytes`), checked on `File.size` before a byte is read, so a 300 MB
/// log costs nothing. Decimal megabytes, as file managers show them.
pub mod limits {
    pub const MB: f64 = 1e6;

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
        (f.size() > limit).then(|| {
            crate::words::tf(
                "upload-too-big",
                &[
                    ("file", &f.name()),
                    ("size", &crate::words::n(size(f.size()))),
                    ("limit", &crate::words::n(size(limit))),
                    ("what", &crate::components::own_files::what(what)),
                ],
            )
        })
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
    // The page shows a case: its kind says what a submission is.
    let facts = state.manifest().map(|m| m.kind.facts());
    let sub = facts.map(|f| f.submission);
    let companion = facts.and_then(|f| f.companion);
    let accept = match (sub, companion) {
        (Some(s), Some(c)) => format!("{},{}", s.accept, c.accept),
        (Some(s), None) => s.accept.to_string(),
        (None, _) => ".json,.csv,.txt,.jsonl".to_string(),
    };
    let uplift = companion.is_some();
    let (limit, what) = sub.map_or((0.0, "a submission"), |s| (s.max_bytes as f64, s.what));
    // Uplift: a result and its ask log belong together in whatever order they are
    // picked (a phone's picker takes one file at a time). A lone ask log is kept for
    // the next result, or grades again the result just graded without one.
    let kept_log = StoredValue::new_local(None::<web_sys::File>);
    let alone = StoredValue::new_local(None::<web_sys::File>);
    // An FDE-Bench page (issue 45): the case's own files (matched by name) go to its
    // case data, and a submission waits until they are all here (no score from nothing).
    let inbox = use_context::<crate::pages::fdebench::OwnInbox>();
    let needed = match (inbox, state.manifest()) {
        (Some(_), Some(m)) => crate::pages::fdebench::needed(m),
        _ => Vec::new(),
    };
    let needed = StoredValue::new(needed);
    let held = StoredValue::new_local(Vec::<web_sys::File>::new());
    let take = move |files: Vec<web_sys::File>| {
        if files.is_empty() {
            return;
        }
        let files = match inbox {
            Some(inbox) => {
                let (case_files, rest): (Vec<_>, Vec<_>) = files
                    .into_iter()
                    .partition(|f| needed.with_value(|n| crate::components::own_files::slot_for(n, &[], &f.name()).is_some()));
                if !case_files.is_empty() {
                    inbox.0.set(case_files);
                }
                let own = state.data.with_untracked(|d| d.as_ref().is_some_and(|d| d.own));
                if !rest.is_empty() && !own && needed.with_value(|n| !n.is_empty()) {
                    note.set(Some((tf("fdb-held", &[("file", &rest[0].name())]), false)));
                    held.set_value(rest);
                    return;
                }
                rest
            }
            None => files,
        };
        if files.is_empty() {
            return;
        }
        // Uplift: the result and, beside it, an ask log. Other kinds: one file.
        let (mut main, extras): (Vec<_>, Vec<_>) = files.into_iter().partition(|f| !(uplift && is_ask_log(&f.name())));
        let mut extras: Vec<_> = if uplift { extras.into_iter().take(1).collect() } else { Vec::new() };
        if main.is_empty() {
            match (alone.get_value(), extras.first()) {
                (Some(result), Some(_)) => main.push(result),
                (None, Some(log)) => {
                    kept_log.set_value(Some(log.clone()));
                    note.set(Some((tf("upload-log-kept", &[("log", &log.name())]), false)));
                    return;
                }
                _ => {
                    refused(t("upload-result-too"));
                    return;
                }
            }
        } else if extras.is_empty() {
            extras.extend(kept_log.get_value());
        }
        kept_log.set_value(None);
        let Some(first) = main.first().cloned() else { return };
        alone.set_value((uplift && extras.is_empty()).then(|| first.clone()));
        // Sizes first: nothing is read when a file is over its limit.
        if let Some(msg) = limits::refuse(&first, limit, what)
            .or_else(|| companion.and_then(|c| extras.iter().find_map(|x| limits::refuse(x, c.max_bytes as f64, c.what))))
        {
            return refused(msg);
        }
        let ignored = main.len() - 1;
        note.set(
            match (extras.first(), ignored) {
                (_, n) if n > 0 => Some(tf("upload-many", &[("count", &(n + 1 + extras.len()).to_string()), ("file", &first.name())])),
                (Some(log), _) => Some(tf("upload-with-log", &[("file", &first.name()), ("log", &log.name())])),
                (None, _) => companion.map(|c| tf("upload-no-log", &[("file", &first.name()), ("log", c.name)])),
            }
            .map(|n| (n, false)),
        );
        drops.update_value(|n| *n += 1);
        crate::share::clear_address(); // a shared link's file is no longer the one shown
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
                            refused(tf("upload-unreadable", &[("file", &f.name()), ("error", &e)]));
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
    // The held submission, graded once the case's own files are all here.
    if inbox.is_some() {
        Effect::new(move |_| {
            if state.data.with(|d| d.as_ref().is_some_and(|d| d.own)) {
                let files = held.try_update_value(std::mem::take).unwrap_or_default();
                take(files);
            }
        });
    }
    // A file dropped or chosen on the pre-rendered page before the app ran: the start
    // script keeps it in `window.fdePending` (scripts/build-site); graded now.
    if crate::BROWSER {
        let key = wasm_bindgen::JsValue::from_str("fdePending");
        if let Ok(pending) = js_sys::Reflect::get(&window(), &key) {
            let _ = js_sys::Reflect::delete_property(&window(), &key);
            if js_sys::Array::is_array(&pending) {
                take(js_sys::Array::from(&pending).iter().filter_map(|f| f.dyn_into::<web_sys::File>().ok()).collect());
            }
        }
    }
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
    let hint = move || state.manifest().map(|m| format_words(m.kind)).unwrap_or_default();
    view! {
        <div class="dropzone" class:dragging=move || dragging.get()
            on:dragover=move |ev: leptos::ev::DragEvent| { ev.prevent_default(); dragging.set(true) }
            on:dragleave=move |_| dragging.set(false)
            on:drop=on_drop>
            <label for="upload">
                <strong>{move || t("upload-drop")}</strong>
                <br/>
                <span class="hint">{hint}</span>
            </label>
            <input id="upload" type="file" accept=accept multiple on:change=on_change/>
            <p class="privacy">{move || t("upload-privacy")}</p>
            {move || note.get().map(|(n, refusal)| if refusal {
                view! { <p class="note error" id="upload-note" role="alert">{n}</p> }.into_any()
            } else {
                view! { <p class="note" id="upload-note" role="status">{n}</p> }.into_any()
            })}
        </div>
    }
}

/// The upload zone's format line in the page's language (`format-<kind>-submission`;
/// the English is the kind's facts, a test keeps them equal).
pub fn format_words(kind: grader::case::CaseKind) -> String {
    let facts = kind.facts();
    let key = format!("format-{}-submission", facts.id);
    if i18n::has(i18n::Lang::En, &key) {
        t(&key)
    } else {
        facts.submission.format.to_string()
    }
}

#[cfg(test)]
mod format_tests {
    #[test]
    fn the_english_format_line_is_the_kinds_facts() {
        grader::install();
        for &kind in grader::case::CaseKind::ALL {
            let facts = kind.facts();
            assert_eq!(i18n::text(i18n::Lang::En, &format!("format-{}-submission", facts.id)), facts.submission.format, "{}", facts.id);
            for &lang in i18n::Lang::ALL.iter() {
                assert!(i18n::has(lang, &format!("format-{}-submission", facts.id)), "{} in {lang:?}", facts.id);
            }
        }
    }
}
