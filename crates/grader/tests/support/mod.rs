//! Shared test support.
pub mod rng;
