//! Routing grading (spec §1).
