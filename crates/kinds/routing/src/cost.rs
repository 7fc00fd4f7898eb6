//! Cost and score (spec §1, "Cost and score").

use serde::{Deserialize, Serialize};

use super::params::RoutingParams;

/// The four weighted terms of the cost, unrounded.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct CostTerms {
    /// `total_time × w.time`
    pub time: f64,
    /// `(max_route_time − min_route_time) × w.balance`
    pub balance: f64,
    /// `intrusions × w.intrusion`
    pub intrusion: f64,
    /// `crossings × w.crossing`
    pub crossing: f64,
}

/// Unrounded figures of a measured plan.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Exact {
    /// Sum of route times, in route order.
    pub total_seconds: f64,
    pub max_route_seconds: f64,
    pub min_route_seconds: f64,
    pub terms: CostTerms,
    /// `time + balance + intrusion + crossing`, summed in that order.
    pub cost: f64,
    /// `reference_cost / cost` (0 if cost <= 0). No cap.
    pub score: f64,
}

/// Cost and score from route times and counts. max/min run over all routes, empty
/// ones (0 s) included. The total is the server's `sum(durations)`: compensated on
/// CPython 3.12 ([`crate::server::py_sum`]).
pub fn cost(route_seconds: &[f64], intrusions: usize, crossings: usize, p: &RoutingParams) -> Exact {
    let (w, reference_cost) = (&p.weights, p.reference_cost);
    let total = crate::server::py_sum(route_seconds.iter().copied());
    let max = route_seconds.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let min = route_seconds.iter().copied().fold(f64::INFINITY, f64::min);
    let (max, min) = if route_seconds.is_empty() { (0.0, 0.0) } else { (max, min) };
    let terms = CostTerms {
        time: total * w.time,
        balance: (max - min) * w.balance,
        intrusion: intrusions as f64 * w.intrusion,
        crossing: crossings as f64 * w.crossing,
    };
    let cost = terms.time + terms.balance + terms.intrusion + terms.crossing;
    let score = if cost > 0.0 { reference_cost / cost } else { 0.0 };
    Exact { total_seconds: total, max_route_seconds: max, min_route_seconds: min, terms, cost, score }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::params::Weights;

    #[test]
    fn cost_formula() {
        let w = Weights { time: 1.0, balance: 90.0, intrusion: 600.0, crossing: 1800.0 };
        let p = RoutingParams { weights: w, reference_cost: 1000.0, ..RoutingParams::default() };
        let e = cost(&[100.0, 0.0, 50.0], 2, 1, &p);
        assert_eq!(e.total_seconds, 150.0);
        assert_eq!(e.terms.balance, 9000.0); // empty route pulls min to 0
        assert_eq!(e.cost, 150.0 + 9000.0 + 1200.0 + 1800.0);
        assert_eq!(e.score, 1000.0 / 12150.0);
        assert_eq!(cost(&[], 0, 0, &p).score, 0.0);
    }
}
