//! Figures, one component each. Each reads the shared [`crate::state::CaseState`];
//! issue 5 adds the interactive ones (hulls, intrusions, crossings, dragging, charts).
pub mod map;

// Charts that explain a score (ids `rule-ladder`, `roc`, `uplift-ladder`), see `charts`.
pub mod charts;
pub mod roc;
pub mod rule_ladder;
pub mod uplift_ladder;

// Routing figures (issue 5): the shared canvas, the figures, and their registry.
pub mod canvas;
pub mod compare;
pub mod cost_split;
pub mod demo_scenes;
pub mod demos;
pub mod drag;
pub mod hours;
pub mod routing;
pub mod worst_pairs;

/// Render a routing figure alone, for the embed page (which tries [`charts::render`]
/// first). The routing figures
/// ([`routing::IDS`]: `map`, `drag`, `demo-hull`, `demo-crossing`, `worst-pairs`,
/// `hours`, `cost-split`, `compare`) read the case's [`crate::state::CaseState`] from
/// the context (the demos need none) and their state from the URL. `None` = no figure
/// by that id here.
pub fn render_figure(id: &str) -> Option<leptos::prelude::AnyView> {
    routing::render(id)
}
