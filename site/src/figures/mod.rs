//! Figures, one component each. Each reads the shared [`crate::state::CaseState`];
//! issue 5 adds the interactive ones (hulls, intrusions, crossings, dragging, charts).
#[cfg(feature = "routing")]
pub mod map;

// Charts that explain a score (ids `rule-ladder`, `roc`, `uplift-ladder`), see `charts`.
pub mod charts;
#[cfg(feature = "scorecard")]
pub mod roc;
pub mod rule_ladder;
#[cfg(feature = "uplift")]
pub mod uplift_ladder;

// Routing figures (issue 5): the shared canvas, the figures, and their registry.
#[cfg(feature = "routing")]
pub mod canvas;
#[cfg(feature = "routing")]
pub mod compare;
#[cfg(feature = "routing")]
pub mod cost_split;
#[cfg(feature = "routing")]
pub mod demo_scenes;
#[cfg(feature = "routing")]
pub mod demos;
#[cfg(feature = "routing")]
pub mod drag;
#[cfg(feature = "routing")]
pub mod hours;
#[cfg(feature = "routing")]
pub mod routing;
#[cfg(feature = "routing")]
pub mod worst_pairs;

// Render a routing figure alone, for the embed page (which tries `charts::render` first):
// `render_figure(id)`. The routing figures (`routing::IDS`: `map`, `drag`, `demo-hull`,
// `demo-crossing`, `worst-pairs`, `hours`, `cost-split`, `compare`) read the case's
// `CaseState` from the context (the demos need none) and their state from the URL;
// `None` = no figure by that id here. `is_demo(id)`: a demo needs no case. A build
// without routing has neither.
#[cfg(feature = "routing")]
pub use routing::{is_demo, render as render_figure};

/// No routing figures in this build.
#[cfg(not(feature = "routing"))]
pub fn render_figure(_id: &str) -> Option<leptos::prelude::AnyView> {
    None
}

/// No routing demos in this build.
#[cfg(not(feature = "routing"))]
pub fn is_demo(_id: &str) -> bool {
    false
}
