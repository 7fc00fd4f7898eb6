//! A case page: the request, the data, the hidden rules, the formula, the examples,
//! and grading your own file. Each section is its own component reading [`CaseState`].

use leptos::prelude::*;

use crate::cases;
use crate::components::{
    case_files::CaseFiles,
    examples::Examples,
    formats::Formats,
    formula::Formula,
    glance::DataGlance,
    own_data::OwnData,
    report::ReportPanel,
    request::Request,
    rules::Rules,
    share::{follow_link, Attempts},
    upload::Upload,
};
use crate::figures::inputs::{follow_sub, provide_shown};
use crate::figures::sections::Charts;
use crate::route::{Link, Route};
use crate::state::CaseState;
use crate::words::{kind_name, t};

#[component]
pub fn CasePage(dir: String) -> impl IntoView {
    let Some(info) = cases::find(&dir) else {
        return view! {
            <section class="missing">
                <h1>{move || t("case-missing-title")}</h1>
                <p>{move || t("case-missing-before")} " " <code>{dir}</code> " " {move || t("case-missing-after")} " "
                   <Link to=Route::gallery()>{move || t("case-all")}</Link></p>
            </section>
        }
        .into_any();
    };
    let Ok(m) = &info.manifest else {
        return view! {
            <section class="missing">
                <h1>{dir}</h1>
                <p class="error">{move || t("case-unreadable")} " " {info.manifest.as_ref().err().cloned()}</p>
            </section>
        }
        .into_any();
    };
    let kind = serde_json::to_value(m.kind).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default();
    // The tab's title follows the page's language (the case's title in it).
    Effect::new(move |_| document().set_title(&format!("{} · fde-grade", info.title())));
    on_cleanup(|| {
        if crate::BROWSER {
            document().set_title("fde-grade")
        }
    });
    // The case's files are fetched when its page first opens (then kept for the
    // session): meanwhile its title and a short note; a failure names the file.
    let status = cases::loaded_signal(info);
    (move || match status.get() {
        // FDE-Bench's own cases (issue 45): no data shipped, the reader brings it (only in
        // the builds of their kinds: site/build.rs's `fdebench_pages`).
        #[cfg(fdebench_pages)]
        Some(Ok(())) if info.is_fdebench() => untrack(|| view! { <crate::pages::fdebench::FdebenchBody info=info/> }.into_any()),
        Some(Ok(())) => untrack(|| view! { <CaseBody info=info kind=kind.clone()/> }.into_any()),
        pending => view! {
            <section class="case-pending" data-case-pending=info.dir()>
                <nav class="crumbs" aria-label=move || t("case-crumbs")><Link to=Route::gallery()>"← "{move || t("case-all")}</Link></nav>
                <h1>{move || info.title()}</h1>
                {match pending {
                    Some(Err(e)) => cases::failed_view(e),
                    _ => cases::loading_view(),
                }}
            </section>
        }
        .into_any(),
    })
    .into_any()
}

/// The case page proper, once the case's files are here.
#[component]
fn CaseBody(info: &'static cases::CaseInfo, kind: String) -> impl IntoView {
    let Ok(manifest) = &info.manifest else {
        return ().into_any();
    };
    let case_kind = manifest.kind;
    let state = CaseState::for_page(info);
    provide_context(state);

    // `?sub=FILE` shows that example's report.
    follow_sub(state);
    // `#s=...`: a shared link's file, graded here.
    follow_link(state);
    // The figures' shown report, one for the page (made here: the sections that read it
    // mount later, see [`Drawn`]).
    provide_shown();
    // What the kind's sections read (a prediction case: its rows explained).
    crate::kinds::provide(case_kind);
    let drawn = Drawn::provide();

    view! {
        <article class="case" data-case=info.dir()>
            <nav class="crumbs" aria-label=move || t("case-crumbs")><Link to=Route::gallery()>"← "{move || t("case-all")}</Link></nav>
            <header class="case-head">
                <span class=format!("kind kind-{kind}")>{move || kind_name(case_kind)}</span>
                <h1>{move || info.title()}</h1>
                <p class="summary">{move || info.summary()}</p>
            </header>
            <Request/>
            <DataGlance/>
            <Rules/>
            <Formula/>
            <Examples/>
            <CaseFiles info=info/>
            {move || drawn.get().then(|| view! { <Charts/> })}
            <section class="grade" aria-labelledby="grade-h">
                <h2 id="grade-h">{move || t("case-grade-own")}</h2>
                <Upload/>
                <Formats/>
                <OwnData/>
            </section>
            <ReportPanel/>
            {move || drawn.get().then(|| crate::kinds::coach(case_kind))}
            <Attempts/>
            {move || drawn.get().then(|| crate::kinds::figures_section(case_kind))}
        </article>
    }
    .into_any()
}

/// Score first (issue 18: a graded example shown fast, on a repeat visit too): the
/// sections that draw many shapes (the charts, the maps, the coach, the routing figures)
/// mount two frames after the case page, so the frame that shows the score does not
/// wait for them. Two frames, not one: the frame after the score's is painted before
/// they mount too (`e2e/nav-to-score.mjs` times that frame).
#[derive(Clone, Copy)]
pub struct Drawn(ReadSignal<bool>);

impl Drawn {
    /// Make the page's: false until two frames have passed.
    fn provide() -> Drawn {
        // Natively (the pre-render) at once: no frame to wait for.
        let (drawn, set) = signal(!crate::BROWSER);
        crate::BROWSER.then(|| {
            request_animation_frame(move || {
                request_animation_frame(move || {
                    set_timeout(
                        move || {
                            let _ = set.try_set(true);
                        },
                        std::time::Duration::ZERO,
                    )
                })
            })
        });
        let d = Drawn(drawn);
        provide_context(d);
        d
    }

    /// Whether they may mount now (tracked). Without a case page's (the embed page),
    /// always.
    pub fn get(self) -> bool {
        self.0.get()
    }

    /// The page's, if any.
    pub fn here() -> Option<Drawn> {
        use_context::<Drawn>()
    }
}
