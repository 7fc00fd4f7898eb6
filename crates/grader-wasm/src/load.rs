//! From a case manifest and its files to a grader, and from submission bytes to a
//! report. The same steps as `fde-grade --case DIR`: the manifest's parameters over the
//! public defaults, its reference value unless overridden, its data files by role.

use grader::case::{CaseKind, CaseManifest};
use grader::diagnostic::{Category, Diagnostic, DiagnosticGroup, Location};
use grader::routing::{self, RoutingCase, RoutingReport};

/// A case ready to grade submissions against (built once, graded many times).
#[derive(Debug, Clone, PartialEq)]
pub enum CaseGrader {
    Routing(RoutingCase),
}

/// One graded submission, typed by case kind.
#[derive(Debug, Clone, PartialEq)]
pub enum Report {
    Routing(RoutingReport),
}

/// The data-file role each case kind needs (`case.json` → `files`).
pub fn data_role(kind: CaseKind) -> &'static str {
    match kind {
        CaseKind::Routing => "customers",
        CaseKind::Scorecard => "truth",
        CaseKind::Uplift => "people",
    }
}

fn case_error(code: &str, message: String, file: &str) -> Vec<Diagnostic> {
    vec![Diagnostic::new(code, Category::Case, message).at(Location::file(file))]
}

impl CaseGrader {
    /// Build a grader. `data` is the case's main data file (`customers.csv`, the truth
    /// CSV…) as `(file name, bytes)`; `reference` overrides the manifest's reference value.
    pub fn new(manifest: &CaseManifest, data: Option<(&str, &[u8])>, reference: Option<f64>) -> Result<CaseGrader, Vec<Diagnostic>> {
        let role = data_role(manifest.kind);
        match manifest.kind {
            CaseKind::Routing => {
                let mut params = manifest.routing_params().map_err(|d| vec![d])?;
                if let Some(x) = reference {
                    params.reference_cost = x;
                }
                let (name, bytes) = data.ok_or_else(|| {
                    case_error("case/missing-file", format!("case {} names no `{role}` file", manifest.id), "case.json")
                })?;
                Ok(CaseGrader::Routing(routing::parse_customers(bytes, name, params)?))
            }
            other => Err(case_error(
                "case/unsupported-kind",
                format!("{other:?} cases are not graded by this build yet").to_lowercase(),
                "case.json",
            )),
        }
    }

    /// Build from a manifest and a file lookup (`files` names → bytes), as a case folder.
    pub fn from_files<'a>(
        manifest: &CaseManifest,
        file: impl Fn(&str) -> Option<&'a [u8]>,
        reference: Option<f64>,
    ) -> Result<CaseGrader, Vec<Diagnostic>> {
        let role = data_role(manifest.kind);
        let data = match manifest.files.get(role) {
            Some(name) => Some((
                name.as_str(),
                file(name).ok_or_else(|| case_error("case/missing-file", format!("cannot read {name}"), name))?,
            )),
            None => None,
        };
        CaseGrader::new(manifest, data, reference)
    }

    pub fn kind(&self) -> CaseKind {
        match self {
            CaseGrader::Routing(_) => CaseKind::Routing,
        }
    }

    /// Problems in the case data that did not stop loading it.
    pub fn warnings(&self) -> &[Diagnostic] {
        match self {
            CaseGrader::Routing(c) => &c.warnings,
        }
    }

    /// Grade a submission. `extras` are companion files by name (e.g. an ask log).
    pub fn grade(&self, submission: &[u8], file: &str, _extras: &[(&str, &[u8])]) -> Report {
        match self {
            CaseGrader::Routing(case) => Report::Routing(routing::grade(case, submission, file)),
        }
    }
}

impl Report {
    /// The one JSON form ([`grader::to_json`]): what `fde-grade` prints.
    pub fn to_json(&self) -> String {
        match self {
            Report::Routing(r) => grader::to_json(r),
        }
    }

    /// The score the benchmark reports (`overall_score`).
    pub fn overall_score(&self) -> f64 {
        match self {
            Report::Routing(r) => r.overall_score,
        }
    }

    pub fn valid(&self) -> bool {
        match self {
            Report::Routing(r) => r.valid,
        }
    }

    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            Report::Routing(r) => &r.diagnostics,
        }
    }

    pub fn diagnostic_groups(&self) -> &[DiagnosticGroup] {
        match self {
            Report::Routing(r) => &r.diagnostic_groups,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    // The same tests run natively and, through `scripts/test-wasm`, as wasm under Node.
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    const CUSTOMERS: &str = "网点编码,总重量,门店经度,门店纬度\n0,,0,0\nA,10,0.1,0\nB,10,0,0.1\n";

    fn manifest() -> CaseManifest {
        grader::case::parse_manifest(
            br#"{"id":"toy","kind":"routing","title":"Toy","parameters":{"vehicles":2},
                 "reference":{"value":1000,"how":"test"},"files":{"customers":"customers.csv"}}"#,
            "case.json",
        )
        .unwrap()
    }

    #[test]
    fn grades_like_the_core() {
        let m = manifest();
        let g = CaseGrader::from_files(&m, |n| (n == "customers.csv").then_some(CUSTOMERS.as_bytes()), None).unwrap();
        let sub = br#"{"routes": [["A"], ["B"]]}"#;
        let r = g.grade(sub, "routes.json", &[]);
        let params = m.routing_params().unwrap();
        let case = routing::parse_customers(CUSTOMERS.as_bytes(), "customers.csv", params).unwrap();
        assert_eq!(r.to_json(), grader::to_json(&routing::grade(&case, sub, "routes.json")));
        assert!(r.valid());
    }

    #[test]
    fn reference_override() {
        let m = manifest();
        let g = CaseGrader::new(&m, Some(("c.csv", CUSTOMERS.as_bytes())), Some(2000.0)).unwrap();
        let Report::Routing(r) = g.grade(br#"{"routes": [["A"], ["B"]]}"#, "r.json", &[]);
        assert_eq!(r.reference_cost, Some(2000));
    }

    #[test]
    fn missing_data_is_a_case_error() {
        let e = CaseGrader::from_files(&manifest(), |_| None, None).unwrap_err();
        assert_eq!(e[0].code, "case/missing-file");
    }
}
