//! The routing report: the server's fields (rounded as the server rounds them) at the
//! top, then everything a figure or a student needs.

use serde::{Deserialize, Serialize};

use super::cost::Exact;
use super::crossing::Crossing;
use super::geometry::Point;
use super::hull::Intrusion;
use super::store_code::StoreCode;
use super::validate::Stage;
use crate::diagnostic::{Diagnostic, DiagnosticGroup, ErrorInfo};

/// A report lists at most this many intrusions and at most this many crossings: the
/// first in the report's order. The counts (`hull_intrusions`, `segment_crossings`,
/// `exact`) and the score always take in all of them, and `intrusions_unlisted` /
/// `crossings_unlisted` say how many more there are. A random plan of routing-city's
/// 1,334 stores in 12 routes has about 168,000 crossings (31 MB of JSON); 1,000 routes
/// built to cross over 100,000 stores have 27 million (several GB, more than a browser
/// or a 32-bit address space holds). So lists stay below about 20 MB each.
pub const LISTED_MAX: usize = 100_000;

/// One route as graded.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RouteDetail {
    /// 0-based route index (the server's order).
    pub index: usize,
    /// The route id as written in a CSV submission.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Store codes in visit order (known codes only).
    pub stops: Vec<StoreCode>,
    /// Sum of the stops' weights, kg.
    pub load_kg: f64,
    /// Route time, seconds (unrounded).
    pub seconds: f64,
    /// Hull vertices (counter-clockwise) as store codes; empty = no hull.
    pub hull: Vec<StoreCode>,
    /// The same vertices as (lon, lat).
    pub hull_points: Vec<Point>,
}

impl RoutingReport {
    /// (intrusions, crossings): all of them, listed or not (also when the plan is
    /// rejected, where `hull_intrusions` and `segment_crossings` are null); crossings
    /// not all counted give `crossings_at_least`.
    pub fn counts(&self) -> (usize, usize) {
        let crossings = self.crossings_at_least.unwrap_or(self.crossings.len() + self.crossings_unlisted.unwrap_or(0));
        (self.intrusions.len() + self.intrusions_unlisted.unwrap_or(0), crossings)
    }

    /// Whether the lists stop short of the counts ([`LISTED_MAX`], or crossings not
    /// all counted).
    pub fn lists_cut(&self) -> bool {
        self.intrusions_unlisted.is_some() || self.crossings_unlisted.is_some() || self.crossings_at_least.is_some()
    }
}

/// The full result of grading one routing submission.
///
/// Top-level server fields are `null` when the submission is invalid (the server
/// does not measure it); `exact`, `routes`, `intrusions` and `crossings` are still
/// filled whenever the plan could be read, to show what it *would* score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoutingReport {
    /// Always `"routing"`.
    pub kind: String,
    /// The submission's file name, as given.
    pub file: String,
    /// The Python stack whose grader this report reproduces (always the pinned one, spec §5).
    pub server: crate::server::Server,
    /// 1.0 when valid, else 0.0.
    pub validity_score: f64,
    /// `round(reference_cost / cost, 4)`; 0.0 when invalid.
    pub quality_score: f64,
    /// Same as `quality_score`.
    pub overall_score: f64,
    /// The failing stage's messages under its category key (fatal / schema / value).
    pub error_info: ErrorInfo,
    /// `round(total route time)`, seconds.
    pub total_duration_s: Option<i64>,
    /// `round((max − min route time) × balance weight)`.
    pub balance_penalty: Option<i64>,
    pub hull_intrusions: Option<usize>,
    pub segment_crossings: Option<usize>,
    /// `round(intrusions × intrusion weight + crossings × crossing weight)`.
    pub spatial_penalty: Option<i64>,
    /// Number of routes in the submission (empty ones included).
    pub n_routes: Option<usize>,
    /// `round(reference_cost)`.
    pub reference_cost: Option<i64>,
    /// `round(cost)`.
    pub submission_cost: Option<i64>,

    /// True when the submission passes every stage.
    pub valid: bool,
    /// The stage that rejected it (the server's verdict), if any.
    pub rejected_by: Option<Stage>,
    /// `json`, `csv-stops` or `csv-vehicles`; null when the file could not be read.
    pub format: Option<String>,
    /// Unrounded figures (present whenever the plan could be read).
    pub exact: Option<Exact>,
    pub routes: Vec<RouteDetail>,
    /// Every store inside another route's hull (one entry per store × hull), up to
    /// [`LISTED_MAX`].
    pub intrusions: Vec<Intrusion>,
    /// Every crossing segment pair, up to [`LISTED_MAX`].
    pub crossings: Vec<Crossing>,
    /// How many intrusions there are beyond the [`LISTED_MAX`] listed; absent when all
    /// are listed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub intrusions_unlisted: Option<usize>,
    /// How many crossings there are beyond the [`LISTED_MAX`] listed; absent when all
    /// are listed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crossings_unlisted: Option<usize>,
    /// Set when the crossings were not all counted (`routing/crossings-uncounted`): the
    /// number found, enough for the score to round to 0. `crossings` is then empty and
    /// `segment_crossings`, `spatial_penalty`, `submission_cost` and `exact` are null.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crossings_at_least: Option<usize>,
    /// Every problem found, in stage order.
    pub diagnostics: Vec<Diagnostic>,
    /// Diagnostics grouped by code, with counts.
    pub diagnostic_groups: Vec<DiagnosticGroup>,
}
