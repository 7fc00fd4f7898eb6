//! Figures, one component each, and the registry that lists them.
//!
//! The figures of one kind are in its folder (`crate::kinds::routing`, ...); here are
//! the shared parts. The import graph has three layers, so that no figure depends on
//! its registry:
//! * shared inputs, imported by figures: [`inputs`] (the report shown, the reference
//!   example rule, the submission picker), `canvas` (a plan drawn on a map, zoom, pan
//!   and hover: the routing figures' and the coach's; compiled with routing), [`text`],
//!   [`timeline`] and [`width`]; each kind's own (`kinds::routing::inputs`, `kinds::prediction::inputs`);
//! * the figures, leaves: they import the shared inputs (and a figure may reuse
//!   another's drawing: `hours_chart`), never the registry; [`rule_ladder`] is every
//!   kind's;
//! * [`registry`] (every figure declared once: id, title, kind, what it needs, how it
//!   is drawn) and [`sections`] (the case page's sections, drawn from the registry).
//!
//! A one-kind build (features `routing`, `scorecard`, `uplift`, `prediction`) compiles only its
//! kind's folder, and its registry lists only its figures.

#[cfg(feature = "routing")]
pub mod canvas;
pub mod inputs;
pub mod live;
pub mod registry;
pub mod rule_ladder;
pub mod sections;
pub mod text;
// A Gantt chart's geometry, for every plan kind's timeline (quay's cranes, ...): a build
// without such a kind leaves it unused.
#[allow(dead_code)]
pub mod timeline;
// Charts laid out at their box's measured width (phones).
pub mod width;
