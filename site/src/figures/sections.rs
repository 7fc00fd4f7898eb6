//! The case page's charts, drawn from the registry (a kind's own section of figures is
//! its folder's: `crate::kinds::SiteKind::figures_section`). Each figure sits in a frame with
//! its tools (Embed, Export SVG, the figure alone).

use leptos::prelude::*;

use super::registry::{figures, Figure, Section};
use super::text::t;
use crate::embed::FigureFrame;
use crate::state::use_case;

/// The registry's figures of `section` that a case of this page's kind shows.
fn shown_in(section: Section) -> Option<Vec<&'static Figure>> {
    let kind = use_case().manifest().map(|m| m.kind)?;
    Some(figures().iter().filter(|f| f.section == section && f.fits(kind)).collect())
}

/// The charts of the case's kind, then the rule ladder.
#[component]
pub fn Charts() -> impl IntoView {
    // The shown report and (prediction) its explanation: the case page's (see
    // `pages::case::CaseBody`, which makes them for its sections).
    let figures = shown_in(Section::Charts)?;
    // Each under its visible title (issue 45: six cards each starting with a picker said
    // nothing of what they show), as routing's own section does.
    let frames = figures
        .into_iter()
        .map(|f| {
            view! {
                <div class="figure" id=format!("fig-{}", f.id)>
                    <h3 class="fig-title">{move || f.title()}</h3>
                    <FigureFrame id=f.id title=f.title()>{f.draw()}</FigureFrame>
                </div>
            }
        })
        .collect_view();
    Some(view! {
        <section class="charts" aria-labelledby="charts-h">
            <h2 id="charts-h">{move || t("fig-charts-heading")}</h2>
            {frames}
        </section>
    })
}
