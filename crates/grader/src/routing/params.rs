//! Case parameters for a routing case: data, not code constants (spec §1).

use serde::{Deserialize, Serialize};

/// The weights of the four cost terms.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Weights {
    /// Per second of total route time.
    pub time: f64,
    /// Per second of (longest route − shortest route).
    pub balance: f64,
    /// Per store inside another route's hull.
    pub intrusion: f64,
    /// Per crossing pair of segments.
    pub crossing: f64,
}

/// Everything a routing case needs besides its customers.
///
/// `Default` gives the public case's values (FDE-Bench case 002).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct RoutingParams {
    /// Speed of the depot legs (depot → first stop, last stop → depot), km/h.
    pub trunk_speed_kmh: f64,
    /// Speed of every stop → stop leg, km/h.
    pub local_speed_kmh: f64,
    /// Time spent at each stop, seconds.
    pub stop_seconds: f64,
    /// Truck capacity, kg. A route whose load is `>` this is rejected.
    pub capacity_kg: f64,
    /// Exact number of routes required (empty routes count).
    pub vehicles: usize,
    pub weights: Weights,
    /// The reference plan's cost; score = reference_cost / cost.
    pub reference_cost: f64,
    /// The Python stack the server grades in (how it sums loads and times): the
    /// manifest's top-level `server`, not one of its `parameters`.
    #[serde(skip)]
    pub server: crate::server::Server,
}

impl Default for RoutingParams {
    fn default() -> Self {
        RoutingParams {
            trunk_speed_kmh: 70.0,
            local_speed_kmh: 35.0,
            stop_seconds: 120.0,
            capacity_kg: 7125.0,
            vehicles: 12,
            weights: Weights { time: 1.0, balance: 90.0, intrusion: 600.0, crossing: 1800.0 },
            reference_cost: 281_497.458_363_383_66,
            server: crate::server::Server::default(),
        }
    }
}

impl Default for Weights {
    fn default() -> Self {
        RoutingParams::default().weights
    }
}
