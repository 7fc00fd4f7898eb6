//! Figures, one component each, and the registry that lists them.
//!
//! The import graph has three layers, so that no figure depends on its registry:
//! * shared inputs, imported by figures: [`inputs`] (the report shown, the reference
//!   example rule, the submission picker), [`routing_inputs`] (what every routing
//!   figure reads), [`canvas`] (the map behind the routing figures) and [`drag_model`]
//!   (the live re-scored plan of `drag` and the demos), [`prediction_inputs`] (the
//!   shown prediction submission's rows, explained by the core);
//! * the figures, leaves: they import the shared inputs (and a figure may reuse
//!   another's drawing: `hours_chart`), never the registry;
//! * [`registry`] (every figure declared once: id, title, kind, what it needs, how it
//!   is drawn) and [`sections`] (the case page's sections, drawn from the registry).
//!
//! A one-kind build (features `routing`, `scorecard`, `uplift`, `prediction`) compiles only its
//! kinds' figures, and its registry lists only those.

pub mod inputs;
pub mod registry;
pub mod sections;
pub mod text;

// Charts that explain a score, any kind's (`rule-ladder`) or one kind's.
#[cfg(feature = "scorecard")]
pub mod roc;
pub mod rule_ladder;
#[cfg(feature = "uplift")]
pub mod uplift_ladder;
// Charts laid out at their box's measured width (phones).
pub mod width;

// Prediction figures: their shared inputs (the shown submission's rows, explained by
// the core) and the figures.
#[cfg(feature = "prediction")]
pub mod pred_errors;
#[cfg(feature = "prediction")]
pub mod pred_residuals;
#[cfg(feature = "prediction")]
pub mod pred_scatter;
#[cfg(feature = "prediction")]
pub mod pred_scores;
#[cfg(feature = "prediction")]
pub mod pred_worst;
#[cfg(feature = "prediction")]
pub mod prediction_inputs;

// Routing figures (issue 5): their inputs, the shared canvas and the figures.
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
pub mod drag_model;
#[cfg(feature = "routing")]
pub mod hours;
#[cfg(feature = "routing")]
pub mod map;
#[cfg(feature = "routing")]
pub mod routing_inputs;
#[cfg(feature = "routing")]
pub mod worst_pairs;
