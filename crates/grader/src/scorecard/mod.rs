//! Scorecard grading (spec §2). Being written.
