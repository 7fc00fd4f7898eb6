//! Figures, one component each. Each reads the shared [`crate::state::CaseState`];
//! issue 5 adds the interactive ones (hulls, intrusions, crossings, dragging, charts).
pub mod map;
