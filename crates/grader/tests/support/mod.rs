//! Shared test support.
pub mod readback;
pub mod rng;
