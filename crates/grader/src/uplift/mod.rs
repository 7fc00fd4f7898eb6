//! Uplift scoring (spec §3). Being written.
