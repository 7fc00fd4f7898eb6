//! The case's files to take away: every file the case names (data, instruction, example
//! submissions and their companions) with a link each, and the whole case in one zip
//! made in the page from the files it has already fetched (no second download; case.json
//! itself is fetched at the first click, the page embedding it without its words in the
//! other languages).

use leptos::prelude::*;

use crate::cases::{self, CaseInfo};
use crate::components::upload::limits;
use crate::words::{n as local, t, tf};

/// The zip of a case: `case.json` and every file it names, under a folder of the
/// case's name (as `cases-public/<case>/` holds them); `case_json` is case.json's bytes
/// (see [`cases::original_manifest`]).
pub fn case_zip(info: &CaseInfo, case_json: &[u8]) -> Option<Vec<u8>> {
    let dir = info.dir();
    let mut files: Vec<(String, &[u8])> = vec![(format!("{dir}/case.json"), case_json)];
    for f in info.embedded.files {
        files.push((format!("{dir}/{}", f.name), info.file(f.name)?));
    }
    crate::zip::stored(&files)
}

#[component]
pub fn CaseFiles(info: &'static CaseInfo) -> impl IntoView {
    let dir = info.dir();
    let total: usize = info.embedded.files.iter().map(|f| f.size).sum::<usize>() + info.case_json_size();
    let zip = move |_| {
        leptos::task::spawn_local(async move {
            match cases::original_manifest(info).await {
                Ok(case_json) => {
                    if let Some(z) = case_zip(info, case_json) {
                        crate::embed::download_bytes(&format!("{dir}.zip"), "application/zip", &z);
                    }
                }
                Err(why) => leptos::logging::warn!("{dir}.zip: {why}"),
            }
        });
    };
    let rows = info
        .embedded
        .files
        .iter()
        .map(|f| {
            let base = f.name.rsplit('/').next().unwrap_or(f.name).to_string();
            view! {
                <li data-file=f.name>
                    <a href=cases::url(dir, f) download=base class="file-link">{f.name}</a>
                    " " <span class="size">{let b = f.size as f64; move || local(limits::size(b))}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="case-files" aria-labelledby="files-h">
            <h2 id="files-h">{move || t("files-title")}</h2>
            <p>{move || t("files-lead-before")} " " <code>"fde-grade"</code> {move || t("files-lead-after")}</p>
            <p><button id="case-zip" on:click=zip>{move || tf("files-zip", &[("file", &format!("{dir}.zip")), ("size", &local(limits::size(total as f64)))])}</button></p>
            <ul class="files" id="case-files">{rows}</ul>
        </section>
    }
}
