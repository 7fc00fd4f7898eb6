//! Bring your own case data: the benchmark's real `customers.csv` (or truth CSV) and
//! reference value, graded against locally. A case that reads several files (FDE-Bench
//! 001, 006, 028, 041) lists every one by name ([`grader::kind::Kind::needed_files`]),
//! takes them dropped or picked together (matched by name, see
//! [`crate::components::own_files`]) or one by one, says which are still missing, and
//! grades against them once all are there.

use std::sync::Arc;

use grader::kind::{FileList, NeededFile};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::components::own_files::{missing, slot_for, what};
use crate::components::upload::{files_of, limits, read_file};
use crate::components::working::Working;
use crate::format::{grouped, parse_number, shortest};
use crate::state::{use_case, DataSource, ExampleGrades};
use crate::words::{n as local, t, tf};

/// A file given for a case of several files: the name the case reads it by, its own
/// name, its bytes.
#[derive(Debug, Clone, PartialEq)]
struct Given {
    slot: String,
    name: String,
    bytes: Arc<Vec<u8>>,
}

/// The files the case reads, given those at hand.
fn needed_with(m: &grader::case::CaseManifest, given: &[Given]) -> Vec<NeededFile> {
    let at_hand = FileList::new(given.iter().map(|g| (g.slot.clone(), g.bytes.to_vec())).collect());
    m.kind.needed_files(m, &at_hand)
}

/// Match `files` (name, bytes) to the needed files, adding them to `given` (a needed
/// file named only from another's content, 041's truth fields, is matched once that
/// one is in); the names that match no file the case reads.
fn assign(m: &grader::case::CaseManifest, given: &mut Vec<Given>, files: Vec<(String, Arc<Vec<u8>>)>) -> Vec<String> {
    let mut left = files;
    loop {
        let needed = needed_with(m, given);
        let before = left.len();
        left.retain(|(name, bytes)| {
            let filled: Vec<String> = given.iter().map(|g| g.slot.clone()).collect();
            match slot_for(&needed, &filled, name) {
                Some(slot) => {
                    given.retain(|g| g.slot != slot);
                    given.push(Given { slot: slot.to_string(), name: name.clone(), bytes: bytes.clone() });
                    false
                }
                None => true,
            }
        });
        if left.len() == before || left.is_empty() {
            return left.into_iter().map(|(n, _)| n).collect();
        }
    }
}

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
    // A case of several files: each named, given together or one by one.
    let first_needed = needed_with(m, &[]);
    let multi = first_needed.len() > 1 || first_needed.iter().any(|f| f.pattern);
    let given = RwSignal::new(Vec::<Given>::new());
    let needed = Memo::new(move |_| given.with(|g| needed_with(m, g)));
    // Once every file is given: graded against them.
    let complete = move |g: &[Given]| {
        let needed = needed_with(m, g);
        let filled: Vec<String> = g.iter().map(|x| x.slot.clone()).collect();
        if !missing(&needed, &filled).is_empty() {
            return;
        }
        let is_data = |slot: &str| needed.iter().any(|f| f.data && f.name == slot);
        let data = g.iter().find(|x| is_data(&x.slot)).map(|x| (x.name.clone(), x.bytes.clone()));
        // In the order the case reads them.
        let files = needed
            .iter()
            .filter(|f| !f.data)
            .filter_map(|f| g.iter().find(|x| x.slot == f.name).map(|x| (x.slot.clone(), x.bytes.clone())))
            .collect();
        state.data.set(Some(DataSource { data, files, own: true }));
    };
    // Read `files` (to `slot` when given: a file's own picker), then match them.
    let take = move |files: Vec<web_sys::File>, slot: Option<String>| {
        if let Some(msg) = files.iter().find_map(|f| limits::refuse(f, data_limit, data_what)) {
            return error.set(Some(msg));
        }
        leptos::task::spawn_local(async move {
            let mut read = Vec::new();
            for f in &files {
                match read_file(f).await {
                    Ok(bytes) => read.push((f.name(), Arc::new(bytes))),
                    Err(e) => return error.set(Some(tf("own-could-not-read", &[("file", &f.name()), ("error", &e)]))),
                }
            }
            let mut g = given.get_untracked();
            let unknown = match slot {
                Some(slot) => {
                    g.retain(|x| x.slot != slot);
                    g.extend(read.into_iter().take(1).map(|(name, bytes)| Given { slot: slot.clone(), name, bytes }));
                    Vec::new()
                }
                None => assign(m, &mut g, read),
            };
            error.set((!unknown.is_empty()).then(|| {
                let names: Vec<String> = needed_with(m, &g).iter().filter(|f| !f.pattern).map(|f| f.name.clone()).collect();
                tf("own-no-such-file", &[("unknown", &unknown.join(", ")), ("names", &names.join(", "))])
            }));
            complete(&g);
            given.set(g);
        });
    };
    let on_files = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = ev.target().unwrap().unchecked_into();
        let files = files_of(input.files());
        input.set_value("");
        if !files.is_empty() {
            take(files, None);
        }
    };
    let on_drop = move |ev: leptos::ev::DragEvent| {
        ev.prevent_default();
        let files = files_of(ev.data_transfer().and_then(|d| d.files()));
        if !files.is_empty() {
            take(files, None);
        }
    };
    let file_list = move || {
        let g = given.get();
        let filled: Vec<String> = g.iter().map(|x| x.slot.clone()).collect();
        let needed = needed.get();
        let still: Vec<String> = missing(&needed, &filled).iter().map(|f| f.name.clone()).collect();
        let rows = needed
            .into_iter()
            .map(|f| {
                let have = g
                    .iter()
                    .find(|x| x.slot == f.name)
                    .map(|x| tf("own-file-yours", &[("file", &x.name), ("size", &limits::size(x.bytes.len() as f64))]));
                let class = if have.is_some() { "given" } else { "missing" };
                let slot = f.name.clone();
                let picker = (!f.pattern).then(|| {
                    let label = tf("own-file-pick", &[("file", &f.name)]);
                    view! {
                        <input type="file" class="own-file" data-slot=f.name.clone() aria-label=label
                            on:change=move |ev| {
                                let input: web_sys::HtmlInputElement = ev.target().unwrap().unchecked_into();
                                let files = files_of(input.files());
                                input.set_value("");
                                if !files.is_empty() {
                                    take(files, Some(slot.clone()));
                                }
                            }/>
                    }
                });
                view! {
                    <li class=class data-file=f.name.clone()>
                        <code>{f.name.clone()}</code>" — "{what(&f.what)}": "
                        <span class="have">{have.unwrap_or_else(|| t("own-file-missing"))}</span>
                        {picker}
                    </li>
                }
            })
            .collect_view();
        let still = if still.is_empty() {
            view! { <p class="status" id="own-missing" data-missing="0">{move || t("own-all-here")}</p> }.into_any()
        } else {
            let names = still.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
            view! { <p class="status" id="own-missing" role="status" data-missing=still.len()>{move || tf("own-still-missing", &[("names", &names)])}</p> }
                .into_any()
        };
        view! { <ul class="own-files" id="own-files">{rows}</ul>{still} }
    };

    let single = move |f: web_sys::File| {
        if let Some(msg) = limits::refuse(&f, data_limit, data_what) {
            return error.set(Some(msg));
        }
        leptos::task::spawn_local(async move {
            match read_file(&f).await {
                Ok(bytes) => {
                    error.set(None);
                    state.data.set(Some(DataSource { data: Some((f.name(), Arc::new(bytes))), files: Vec::new(), own: true }));
                }
                Err(e) => error.set(Some(tf("upload-unreadable", &[("file", &f.name()), ("error", &e)]))),
            }
        });
    };
    let on_data = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = ev.target().unwrap().unchecked_into();
        let Some(f) = files_of(input.files()).into_iter().next() else {
            return;
        };
        input.set_value("");
        single(f);
    };
    // An FDE-Bench page (issue 45): the case's files given to the submission's drop zone.
    let inbox = use_context::<crate::pages::fdebench::OwnInbox>();
    if let Some(inbox) = inbox {
        Effect::new(move |_| {
            let files = inbox.0.get();
            if files.is_empty() {
                return;
            }
            inbox.0.update_untracked(Vec::clear);
            take(files, None);
        });
    }
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
        given.set(Vec::new());
        state.reference_rejected.set(None);
        state.data.set(public.clone());
        state.reference.set(None);
    };
    let own = move || state.data.with(|d| d.as_ref().is_some_and(|d| d.own)) || state.reference.with(Option::is_some);
    let status = move || {
        // An FDE-Bench page before the reader's files: the page says what it needs (no error).
        if inbox.is_some() && !state.data.with(|d| d.as_ref().is_some_and(|d| d.own)) {
            return ().into_any();
        }
        // Own data is read and graded in the worker; the page answers meanwhile.
        let own_name = state.data.with(|d| d.as_ref().filter(|d| d.own).map(DataSource::name));
        if let (Some(name), true) = (&own_name, state.examples.with(|e| matches!(e, ExampleGrades::Grading))) {
            let mut s = tf("own-reading", &[("file", name.as_str())]);
            if has_reference {
                s += &tf("own-with-reference", &[("value", &local(shortest(state.reference_value())))]);
            }
            return view! { <p class="status grading" role="status" aria-busy="true" id="data-status">{s}"…" <Working/></p> }.into_any();
        }
        // Read only in the worker (large), and it could not be read there.
        if let (Some(_), ExampleGrades::Failed(e), Ok(_)) = (&own_name, state.examples.get(), state.grader.get()) {
            let lines: Vec<String> = e.lines().skip(1).map(String::from).collect();
            return view! {
                <div class="error" role="alert" id="data-status">
                    <p>{t("own-unreadable")}</p>
                    <ul>{lines.into_iter().map(problem_item).collect_view()}</ul>
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
                            tf("own-your-file", &[("file", &d.name())])
                        } else {
                            tf("own-public-file", &[("file", &d.name())])
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
                    <ul>{diags.iter().map(|d| problem_item(crate::worker::problem_line(d))).collect_view()}</ul>
                </div>
            }
            .into_any(),
        }
    };
    // Files dropped here are matched by name (an FDE-Bench page's one file too).
    let drops = multi || inbox.is_some();
    let intro = if multi {
        let count = first_needed.len().to_string();
        view! { <p>{move || tf("own-lead-multi", &[("count", &count)])}</p> }.into_any()
    } else {
        view! { <p>{move || t("own-lead-before")} " " <code>{public_name.clone()}</code> {move || t("own-lead-after")}</p> }.into_any()
    };
    let input = if multi {
        view! {
            <label for="own-data">{move || t("own-files")}</label>
            <input id="own-data" type="file" multiple accept=accept on:change=on_files/>
        }
        .into_any()
    } else {
        view! {
            <label for="own-data">{move || t("own-file")}</label>
            <input id="own-data" type="file" accept=accept on:change=on_data/>
        }
        .into_any()
    };
    Some(view! {
        <details class="own-data" open=inbox.is_some() on:dragover=move |ev: leptos::ev::DragEvent| if drops { ev.prevent_default() } on:drop=move |ev| if drops { on_drop(ev) }>
            <summary>{move || t("own-title")}</summary>
            {intro}
            <div class="fields">
                {input}
                {has_reference.then(|| view! {
                    <label for="own-reference">{move || t("report-reference-value")}</label>
                    <input id="own-reference" type="text" inputmode="decimal" placeholder=shortest(case_reference)
                        prop:value=move || state.reference.get().map(shortest).unwrap_or_default()
                        on:change=on_reference/>
                })}
                <button class="secondary" id="own-reset" on:click=reset disabled=move || !own()>{move || t("own-reset")}</button>
            </div>
            {multi.then_some(file_list)}
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
            {status}
        </details>
    })
}

/// A problem of the case data as a list item, its code shown as code.
fn problem_item(line: String) -> AnyView {
    match crate::worker::code_in_line(&line) {
        Some((before, code, after)) => {
            let (before, code, after) = (before.to_string(), code.to_string(), after.to_string());
            view! { <li>{before}<code>{code}</code>" "{after}</li> }.into_any()
        }
        None => view! { <li>{line}</li> }.into_any(),
    }
}
