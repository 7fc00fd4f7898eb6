//! A page of one of FDE-Bench's own graded cases (issue 45), at `fdebench/<case>/`: made
//! from its manifest (`cases-fdebench/<case>/case.json`), which holds the rules and the
//! public reference value but no data (the data ships in the benchmark's release
//! archive). Its title, rules, formula, the accepted formats with an example, the files
//! the case reads (named as the case names them), a drop zone for the reader's own copy
//! of them next to their submission (graded in the worker, as a public case's own data
//! is), and the command that prints the same report with `fde-grade`.
//!
//! Until every file the case reads is here, nothing is graded: the page says which
//! files are missing, and a submission dropped meanwhile waits for them.
//!
//! Only the builds of the kinds of cases-fdebench/ show these pages (`fdebench_pages`,
//! site/build.rs); the others keep the drop zones' hand-over ([`OwnInbox`]) only.
#![cfg_attr(not(fdebench_pages), allow(dead_code, unused_imports))]

use grader::case::CaseManifest;
use grader::kind::{FileList, NeededFile};
use leptos::prelude::*;

use crate::cases::CaseInfo;
use crate::components::{
    formats::Formats, formula::Formula, own_data::OwnData, own_files::what, report::ReportPanel, rules::Rules, upload::Upload,
};
use crate::figures::inputs::provide_shown;
use crate::route::{Link, Route};
use crate::state::CaseState;
use crate::words::{kind_name, t, tf};

/// Files given to a FDE-Bench page's drop zone that are the case's own (matched by name):
/// handed from the submission's drop zone to the case data's (see `OwnData`).
#[derive(Clone, Copy)]
pub struct OwnInbox(pub RwSignal<Vec<web_sys::File>, LocalStorage>);

/// The files the case reads, before any is given (041's truth fields: one pattern).
pub fn needed(m: &CaseManifest) -> Vec<NeededFile> {
    m.kind.needed_files(m, &FileList::none())
}

/// The submission's file name as the case's evaluator reads it (the prediction kind's
/// `parameters.submission.file`), else the kind's usual name.
pub fn submission_name(m: &CaseManifest) -> String {
    m.parameters
        .get("submission")
        .and_then(|s| s.get("file"))
        .and_then(|f| f.as_str())
        .map_or_else(|| m.kind.facts().submission.name.to_string(), String::from)
}

/// The `fde-grade` command that grades the same files: the case's manifest from this
/// repository (`cases-fdebench/<case>`), a single truth file by its name, several from the
/// case's `tests/_private/` and `data/` folders of FDE-Bench's release (README's forms).
pub fn cli_command(dir: &str, benchmark: Option<&str>, m: &CaseManifest) -> String {
    let f = m.kind.facts();
    let needed = needed(m);
    let folder = format!("FDE-Bench/case/{}", benchmark.unwrap_or(dir));
    let mut cmd = format!("fde-grade {} --case cases-fdebench/{dir}", f.id);
    let (data, truth): (Vec<&NeededFile>, Vec<&NeededFile>) = needed.iter().partition(|n| n.name.starts_with("data/"));
    match truth.as_slice() {
        [] => {}
        [one] if !one.pattern && data.is_empty() => cmd += &format!(" --{} {}", f.data_role, one.name),
        _ => cmd += &format!(" --{} {folder}/tests/_private", f.data_role),
    }
    if !data.is_empty() {
        cmd += &format!(" --data-dir {folder}/data");
    }
    format!("{cmd} {}", submission_name(m))
}

/// The page proper (the case's files are none: nothing to fetch first).
#[component]
pub fn FdebenchBody(info: &'static CaseInfo) -> impl IntoView {
    let Ok(m) = info.full_manifest() else {
        return ().into_any();
    };
    let state = CaseState::for_page(info);
    provide_context(state);
    provide_shown();
    crate::kinds::provide(m.kind);
    provide_context(OwnInbox(RwSignal::new_local(Vec::new())));
    let kind = m.kind;
    let needed = needed(m);
    let bench = info.benchmark.clone().unwrap_or_else(|| info.dir().to_string());
    let files = needed
        .iter()
        .map(|f| {
            let w = f.what.clone();
            view! { <li data-file=f.name.clone()><code>{f.name.clone()}</code>" — "{move || what(&w)}</li> }
        })
        .collect_view();
    let sub = submission_name(m);
    let names = needed.iter().map(|f| format!("`{}`", f.name)).collect::<Vec<_>>().join(", ");
    let none = needed.is_empty();
    // What is still needed, said plainly until the case's files are all here.
    let need = move || {
        let here = state.data.with(|d| d.as_ref().is_some_and(|d| d.own));
        (!none && !here).then(|| {
            let names = names.clone();
            view! { <p class="status fdb-need" id="fdb-need" role="status">{move || crate::components::request::inline(&tf("fdb-need-data", &[("names", &names)]))}</p> }
        })
    };
    let cmd = cli_command(info.dir(), info.benchmark.as_deref(), m);
    let badge = bench.clone();
    view! {
        <article class="case fdebench" data-case=info.dir() data-fdebench=bench.clone()>
            <nav class="crumbs" aria-label=move || t("case-crumbs")><Link to=Route::gallery()>"← "{move || t("case-all")}</Link></nav>
            <header class="case-head">
                <span class="kind fdb-badge">{move || tf("fdb-badge", &[("case", &badge)])}</span>
                " "
                <span class=format!("kind kind-{}", kind.as_str())>{move || kind_name(kind)}</span>
                <h1>{move || info.title()}</h1>
                <p class="summary">{move || info.summary()}</p>
                <p class="fdb-lead">{move || t("fdb-lead")}</p>
            </header>
            <Rules/>
            <Formula/>
            <section class="fdb-files" id="fdb-files" aria-labelledby="fdb-files-h">
                <h2 id="fdb-files-h">{move || t("fdb-files-title")}</h2>
                {if none {
                    view! { <p>{move || t("fdb-files-none")}</p> }.into_any()
                } else {
                    view! { <ul class="fdb-file-list">{files}</ul> }.into_any()
                }}
                <p>{move || t("fdb-files-submission")}" "<code>{sub.clone()}</code></p>
            </section>
            <section class="grade" aria-labelledby="grade-h">
                <h2 id="grade-h">{move || t("case-grade-own")}</h2>
                {need}
                <OwnData/>
                <Upload/>
                <Formats/>
            </section>
            <ReportPanel/>
            <section class="fdb-cli" id="fdb-cli" aria-labelledby="fdb-cli-h">
                <h2 id="fdb-cli-h">{move || t("fdb-cli-title")}</h2>
                <p>{move || crate::components::request::inline(&t("fdb-cli-lead"))}</p>
                <pre><code id="fdb-cli-command">{cmd}</code></pre>
            </section>
        </article>
    }
    .into_any()
}

/// The formula before the case's data is here: the prediction kind's is the manifest's
/// (its steps name no value of the data); the other kinds' need the data.
pub fn formula_without_data(state: CaseState) -> AnyView {
    if let Some(f) = state.manifest().and_then(|m| crate::kinds::loaded(m.kind)).and_then(|p| p.formula_without_data(state)) {
        return f;
    }
    view! { <p class="fdb-formula-later">{move || t("fdb-formula-with-data")}</p> }.into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A case of cases-fdebench/ and its whole manifest, read from the folder (the page
    /// fetches it; the build embeds its gallery line only).
    fn case(dir: &str) -> (&'static CaseInfo, CaseManifest) {
        let c = crate::cases::find(dir).unwrap_or_else(|| panic!("{dir} embedded"));
        let path = format!("{}/../cases-fdebench/{dir}/case.json", env!("CARGO_MANIFEST_DIR"));
        (c, grader::case::parse_manifest(&std::fs::read(path).unwrap(), "case.json").unwrap())
    }

    /// The command is the README's, for the cases it shows (a single truth file; truth
    /// fields and data files); every graded FDE-Bench case has one naming its manifest.
    #[test]
    fn the_command_is_the_readmes() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md")).unwrap();
        let flat = readme.replace(" \\\n    ", " ");
        for dir in ["043-water-coagulant-dosing", "041-casting-thermal"] {
            let (c, m) = case(dir);
            let cmd = cli_command(dir, c.benchmark.as_deref(), &m);
            assert!(flat.contains(&format!("target/release/{cmd}\n")), "{cmd}");
        }
        let (c, m) = case("045-datacenter-racks");
        assert_eq!(
            cli_command(c.dir(), c.benchmark.as_deref(), &m),
            "fde-grade racks --case cases-fdebench/045-datacenter-racks --data-dir FDE-Bench/case/045_datacenter_rack_allocation/data solution.csv"
        );
        let bench: Vec<_> = crate::cases::all().iter().filter(|c| c.is_fdebench()).collect();
        let folders = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../cases-fdebench"))
            .unwrap()
            .filter(|e| e.as_ref().unwrap().path().join("case.json").is_file())
            .count();
        assert!(folders >= 22, "cases-fdebench/ read: {folders} manifests");
        assert_eq!(bench.len(), folders, "every case of cases-fdebench/");
        for c in bench {
            assert!(c.embedded.manifest.len() < 600, "{}: only its gallery line embedded", c.dir());
            let (c, m) = case(c.dir());
            let cmd = cli_command(c.dir(), c.benchmark.as_deref(), &m);
            assert!(cmd.contains(&format!(" --case cases-fdebench/{} ", c.dir())), "{cmd}");
        }
    }
}
