//! Case manifests (`case.json`): one folder per case, its parameters as data.
//!
//! The full format is documented in `cases-public/README.md`. The core only reads the
//! manifest from bytes; finding the files it names is the caller's job (CLI, site).

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Category, Diagnostic, Location};
use crate::routing::RoutingParams;

/// The kind of a case, which decides the grader.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CaseKind {
    Routing,
    Scorecard,
    Uplift,
}

/// The reference value a score is divided by, and how it was obtained.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Reference {
    pub value: f64,
    pub how: String,
}

/// A hidden rule a good engineer would have asked about.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Rule {
    pub title: String,
    pub detail: String,
    /// What happens to the score if you miss it.
    pub if_missed: String,
}

/// An example submission shipped with a case.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ExampleSubmission {
    /// File name, relative to the case folder.
    pub file: String,
    pub title: String,
    /// What the example teaches.
    pub teaches: String,
    /// Optional companion files (e.g. an ask log for an uplift result).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub extra_files: Vec<String>,
    /// What grading it gives, as the case's author expects (tests assert it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expect: Option<Expected>,
}

/// The expected outcome of an example submission: its verdict and its place on the
/// case's score ladder.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Expected {
    /// `rejected` or `valid` (routing, scorecard); `accepted`, `rejected` or `incident`
    /// (uplift).
    pub verdict: String,
    /// For a submission the checks reject: the check that decides (routing: the
    /// `rejected_by` stage; scorecard: the `failed_check`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failed_check: Option<String>,
    /// Place on the case's ladder: a higher rung scores strictly higher; examples on
    /// one rung may score alike.
    pub rung: u32,
    /// The ladder step in words, e.g. `messy geometry`.
    pub step: String,
}

/// `case.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseManifest {
    pub id: String,
    pub kind: CaseKind,
    pub title: String,
    #[serde(default)]
    pub summary: String,
    /// Kind-specific parameters (for routing: [`RoutingParams`]'s fields).
    #[serde(default)]
    pub parameters: serde_json::Value,
    #[serde(default)]
    pub reference: Reference,
    /// Data files by role, e.g. `{"customers": "customers.csv"}`, `{"truth": "truth.csv"}`.
    #[serde(default)]
    pub files: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    pub rules: Vec<Rule>,
    #[serde(default)]
    pub submissions: Vec<ExampleSubmission>,
}

impl CaseManifest {
    /// Routing parameters: `parameters` over the public defaults, with the reference
    /// cost taken from `reference.value` when it is set.
    pub fn routing_params(&self) -> Result<RoutingParams, Diagnostic> {
        let mut p: RoutingParams = if self.parameters.is_null() {
            RoutingParams::default()
        } else {
            serde_json::from_value(self.parameters.clone()).map_err(|e| {
                Diagnostic::new("case/bad-parameters", Category::Case, format!("case.json `parameters`: {e}"))
                    .at(Location::file("case.json").field("parameters"))
            })?
        };
        if self.reference.value > 0.0 {
            p.reference_cost = self.reference.value;
        }
        Ok(p)
    }
}

/// Read `case.json`.
pub fn parse_manifest(bytes: &[u8], file: &str) -> Result<CaseManifest, Diagnostic> {
    serde_json::from_slice(bytes).map_err(|e| {
        Diagnostic::new("case/bad-manifest", Category::Case, format!("{file}: {e}"))
            .at(Location::file(file).line(e.line()).column(e.column()))
            .hint("See cases-public/README.md for the case.json format.")
    })
}
