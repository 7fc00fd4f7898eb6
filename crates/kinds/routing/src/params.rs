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
        }
    }
}

impl Default for Weights {
    fn default() -> Self {
        RoutingParams::default().weights
    }
}

/// A case manifest's routing parameters (`m.routing_params()`).
pub trait RoutingManifest {
    /// Routing parameters: `parameters` over the public defaults, with the reference
    /// cost taken from `reference.value` when it is set.
    fn routing_params(&self) -> Result<RoutingParams, crate::diagnostic::Diagnostic>;
}

impl RoutingManifest for crate::case::Manifest {
    // (moved from the core's manifest, which names no kind)
    fn routing_params(&self) -> Result<RoutingParams, crate::diagnostic::Diagnostic> {
        // Read by hand, as serde's derive would (every field optional, `weights` whole):
        // the site's `.wasm` then needs no deserializer for `serde_json::Value`.
        let bad = |message: String| {
            use crate::diagnostic::{codes, Category, Diagnostic, Location};
            Diagnostic::new(codes::CASE_BAD_PARAMETERS, Category::Case, format!("case.json `parameters`: {message}"))
                .at(Location::file("case.json").field("parameters"))
        };
        let mut p = RoutingParams::default();
        let o = match &self.parameters {
            serde_json::Value::Null => None,
            serde_json::Value::Object(o) => Some(o),
            _ => return Err(bad("must be an object".into())),
        };
        if let Some(o) = o {
            let num = |key: &str, v: &serde_json::Value| v.as_f64().ok_or_else(|| bad(format!("`{key}` must be a number, not {v}")));
            for (key, into) in [
                ("trunk_speed_kmh", &mut p.trunk_speed_kmh),
                ("local_speed_kmh", &mut p.local_speed_kmh),
                ("stop_seconds", &mut p.stop_seconds),
                ("capacity_kg", &mut p.capacity_kg),
                ("reference_cost", &mut p.reference_cost),
            ] {
                if let Some(v) = o.get(key) {
                    *into = num(key, v)?;
                }
            }
            if let Some(v) = o.get("vehicles") {
                p.vehicles = v
                    .as_u64()
                    .and_then(|n| usize::try_from(n).ok())
                    .ok_or_else(|| bad(format!("`vehicles` must be a whole number from 0, not {v}")))?;
            }
            if let Some(w) = o.get("weights") {
                let w = w.as_object().ok_or_else(|| bad(format!("`weights` must be an object, not {w}")))?;
                let term = |key: &str| match w.get(key) {
                    Some(v) => num(&format!("weights.{key}"), v),
                    None => Err(bad(format!("`weights.{key}` is missing (give all four: time, balance, intrusion, crossing)"))),
                };
                p.weights =
                    Weights { time: term("time")?, balance: term("balance")?, intrusion: term("intrusion")?, crossing: term("crossing")? };
            }
        }
        if self.reference.value > 0.0 {
            p.reference_cost = self.reference.value;
        }
        Ok(p)
    }
}
