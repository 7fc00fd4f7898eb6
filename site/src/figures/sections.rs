//! The case page's sections of figures, drawn from the registry: the charts (every
//! kind) and, on a routing case, the routing figures. Each figure sits in a frame with
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
    let frames = figures.into_iter().map(|f| view! { <FigureFrame id=f.id title=f.title()>{f.draw(None)}</FigureFrame> }).collect_view();
    Some(view! {
        <section class="charts" aria-labelledby="charts-h">
            <h2 id="charts-h">{move || t("fig-charts-heading")}</h2>
            {frames}
        </section>
    })
}

/// The routing figures (map, dragging, the demos, the charts of a plan), each under
/// its own heading; nothing for a case of another kind.
#[cfg(feature = "routing")]
#[component]
pub fn RoutingFigures() -> impl IntoView {
    let inputs = super::routing_inputs::use_routing()?;
    let frames = shown_in(Section::Routing)?
        .into_iter()
        .map(|f| {
            view! {
                <div class="figure" id=format!("fig-{}", f.id)>
                    <h3>{move || f.title()}</h3>
                    <FigureFrame id=f.id title=f.title()>{f.draw(Some(inputs))}</FigureFrame>
                </div>
            }
        })
        .collect_view();
    Some(view! {
        <section class="figures routing-figures" aria-labelledby="figures-h">
            <h2 id="figures-h">{move || t("fig-routing-heading")}</h2>
            <p class="lead">{move || t("fig-routing-lead")}</p>
            {frames}
        </section>
    })
}
