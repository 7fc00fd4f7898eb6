//! Figures, one component each. Each reads the shared [`crate::state::CaseState`];
//! issue 5 adds the interactive ones (hulls, intrusions, crossings, dragging, charts).
pub mod map;

// Charts that explain a score (ids `rule-ladder`, `roc`, `uplift-ladder`), see `charts`.
pub mod charts;
pub mod roc;
pub mod rule_ladder;
pub mod uplift_ladder;
