//! From a case manifest and its files to a grader, and from submission bytes to a
//! report: the one path the CLI (`fde-grade KIND --case DIR`), the wasm build and the
//! site all take. The manifest's parameters over the public defaults, its reference
//! value unless overridden, its data file by role.

use crate::case::{CaseKind, CaseManifest};
use crate::diagnostic::codes;
use crate::diagnostic::{Category, Diagnostic, DiagnosticGroup, Location};
#[cfg(feature = "routing")]
use crate::routing::{self, RoutingCase, RoutingReport};
#[cfg(feature = "scorecard")]
use crate::scorecard::{self, ScorecardParams, ScorecardReport, Truth};
#[cfg(feature = "uplift")]
use crate::uplift::{self, InputFile, UpliftInput, UpliftReport};

#[cfg(not(any(feature = "routing", feature = "scorecard", feature = "uplift")))]
compile_error!("grader: enable at least one case kind (features routing, scorecard, uplift)");

/// A case ready to grade submissions against (built once, graded many times).
#[derive(Debug, Clone, PartialEq)]
pub enum CaseGrader {
    #[cfg(feature = "routing")]
    Routing(RoutingCase),
    #[cfg(feature = "scorecard")]
    Scorecard(Truth, ScorecardParams),
    /// The case's contact costs (`people.json`), used to price an ask log; a contact
    /// cost given outright (`--contact-cost`) or an ask log shared by every result
    /// (`--ask-log`) when the submission brings none.
    #[cfg(feature = "uplift")]
    Uplift {
        costs: Option<InputFile>,
        contact_cost: Option<f64>,
        ask_log: Option<InputFile>,
        /// The run's other FDE-Gym files, shared by every result graded: `variants`,
        /// `variant`, `ledger`, `ledger_head`, `meta` (its `result`, `contact_cost`,
        /// `ask_log` and `costs` are not used).
        run: Box<UpliftInput>,
    },
}

/// One graded submission, typed by case kind.
// One report per graded file, moved rarely: boxing the larger kinds buys nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Report {
    #[cfg(feature = "routing")]
    Routing(RoutingReport),
    #[cfg(feature = "scorecard")]
    Scorecard(ScorecardReport),
    #[cfg(feature = "uplift")]
    Uplift(UpliftReport),
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

/// Which companion file is an uplift ask log: a `.jsonl` / `.ndjson` file, or one
/// named `ask`, `ask-log`, `ask_log`, `asklog` or `….ask` before its extension.
pub fn is_ask_log(name: &str) -> bool {
    let base = name.rsplit('/').next().unwrap_or(name).to_ascii_lowercase();
    let (stem, ext) = base.rsplit_once('.').unwrap_or((&base, ""));
    matches!(ext, "jsonl" | "ndjson") || matches!(stem, "ask" | "ask-log" | "ask_log" | "asklog") || stem.ends_with(".ask")
}

impl CaseGrader {
    /// Build a grader. `data` is the case's data file for its kind (`customers.csv`,
    /// the truth CSV, `people.json`) as `(file name, bytes)`; `reference` overrides the
    /// manifest's reference value (routing, scorecard).
    // With only some kinds built, some arguments serve none of them.
    #[cfg_attr(not(all(feature = "routing", feature = "scorecard", feature = "uplift")), allow(unused_variables))]
    pub fn new(manifest: &CaseManifest, data: Option<(&str, &[u8])>, reference: Option<f64>) -> Result<CaseGrader, Vec<Diagnostic>> {
        let role = data_role(manifest.kind);
        let required = || case_error(codes::CASE_MISSING_FILE, format!("case {} names no `{role}` file", manifest.id), "case.json");
        match manifest.kind {
            #[cfg(feature = "routing")]
            CaseKind::Routing => {
                let mut params = manifest.routing_params().map_err(|d| vec![d])?;
                if let Some(x) = reference {
                    params.reference_cost = x;
                }
                let (name, bytes) = data.ok_or_else(required)?;
                Ok(CaseGrader::Routing(routing::parse_customers(bytes, name, params)?))
            }
            #[cfg(feature = "scorecard")]
            CaseKind::Scorecard => {
                let mut params = ScorecardParams { server: manifest.server, ..ScorecardParams::default() };
                if manifest.reference.value > 0.0 {
                    params.reference_value = manifest.reference.value;
                }
                if let Some(x) = reference {
                    params.reference_value = x;
                }
                let (name, bytes) = data.ok_or_else(required)?;
                Ok(CaseGrader::Scorecard(scorecard::parse_truth_with(bytes, name, manifest.server)?, params))
            }
            #[cfg(feature = "uplift")]
            CaseKind::Uplift => Ok(CaseGrader::Uplift {
                costs: data.map(|(name, bytes)| InputFile::from_bytes(name, bytes)),
                contact_cost: None,
                ask_log: None,
                run: Box::default(),
            }),
            #[allow(unreachable_patterns)]
            kind => Err(case_error(
                codes::CASE_KIND_NOT_BUILT,
                format!("case {}: this build of the grader has no {} cases", manifest.id, kind.as_str()),
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
            Some(name) => {
                Some((name.as_str(), file(name).ok_or_else(|| case_error(codes::CASE_MISSING_FILE, format!("cannot read {name}"), name))?))
            }
            None => None,
        };
        CaseGrader::new(manifest, data, reference)
    }

    pub fn kind(&self) -> CaseKind {
        match self {
            #[cfg(feature = "routing")]
            CaseGrader::Routing(_) => CaseKind::Routing,
            #[cfg(feature = "scorecard")]
            CaseGrader::Scorecard(..) => CaseKind::Scorecard,
            #[cfg(feature = "uplift")]
            CaseGrader::Uplift { .. } => CaseKind::Uplift,
        }
    }

    /// Problems in the case data that did not stop loading it.
    pub fn warnings(&self) -> &[Diagnostic] {
        match self {
            #[cfg(feature = "routing")]
            CaseGrader::Routing(c) => &c.warnings,
            #[allow(unreachable_patterns)]
            _ => &[],
        }
    }

    /// Grade a submission. `extras` are companion files by name: for uplift, an ask log
    /// (see [`is_ask_log`]), priced with the case's `people.json` as `--ask-log` is.
    #[cfg_attr(not(feature = "uplift"), allow(unused_variables))]
    pub fn grade(&self, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> Report {
        match self {
            #[cfg(feature = "routing")]
            CaseGrader::Routing(case) => Report::Routing(routing::grade(case, submission, file)),
            #[cfg(feature = "scorecard")]
            CaseGrader::Scorecard(truth, params) => Report::Scorecard(scorecard::grade(truth, params, submission, file)),
            #[cfg(feature = "uplift")]
            CaseGrader::Uplift { costs, contact_cost, ask_log, run } => {
                let ask_log =
                    extras.iter().find(|(n, _)| is_ask_log(n)).map(|(n, b)| InputFile::from_bytes(n, b)).or_else(|| ask_log.clone());
                Report::Uplift(uplift::grade_input(&UpliftInput {
                    result: InputFile::from_bytes(file, submission),
                    contact_cost: *contact_cost,
                    costs: if ask_log.is_some() { costs.clone() } else { None },
                    ask_log,
                    variants: run.variants.clone(),
                    variant: run.variant.clone(),
                    ledger: run.ledger.clone(),
                    ledger_head: run.ledger_head.clone(),
                    meta: run.meta.clone(),
                }))
            }
        }
    }
}

impl Report {
    /// The one JSON form ([`crate::to_json`]): what `fde-grade` prints.
    pub fn to_json(&self) -> String {
        match self {
            #[cfg(feature = "routing")]
            Report::Routing(r) => crate::to_json(r),
            #[cfg(feature = "scorecard")]
            Report::Scorecard(r) => crate::to_json(r),
            #[cfg(feature = "uplift")]
            Report::Uplift(r) => crate::to_json(r),
        }
    }

    /// Read a report of `kind` back from [`Report::to_json`]'s text, by hand (see
    /// [`crate::from_json`]): how the site's page takes the report its grading worker
    /// sends. A float written as `null` reads as `None` (an error in a plain `f64`):
    /// exact unless the report held a non-finite float; [`Report::from_json_with`] is
    /// exact always. Never panics: an error says where and what was found.
    ///
    /// ```
    /// use grader::{case::CaseKind, Report};
    /// let json = r#"{"kind":"uplift","file":"r.json"}"#;
    /// let e = Report::from_json(CaseKind::Uplift, json).unwrap_err();
    /// assert_eq!(e, "the report (line 1, column 1): no `task` in this object");
    /// ```
    pub fn from_json(kind: CaseKind, json: &str) -> Result<Report, String> {
        Report::from_json_with(kind, json, "")
    }

    /// [`Report::from_json`] told what each float written as `null` held
    /// ([`Report::non_finite`] of the report written): the very report written.
    pub fn from_json_with(kind: CaseKind, json: &str, non_finite: &str) -> Result<Report, String> {
        use crate::from_json::read_report;
        match kind {
            #[cfg(feature = "routing")]
            CaseKind::Routing => read_report(json, non_finite).map(Report::Routing),
            #[cfg(feature = "scorecard")]
            CaseKind::Scorecard => read_report(json, non_finite).map(Report::Scorecard),
            #[cfg(feature = "uplift")]
            CaseKind::Uplift => read_report(json, non_finite).map(Report::Uplift),
            #[allow(unreachable_patterns)]
            kind => Err(format!("this build of the grader has no {} reports", kind.as_str())),
        }
    }

    /// What the floats written as `null` in [`Report::to_json`] hold, one mark each in
    /// order (`_` none, `N` NaN, `+` +∞, `-` −∞), or `""` when none is
    /// non-finite (nearly always): with it, [`Report::from_json_with`] is exact.
    pub fn non_finite(&self) -> String {
        use crate::from_json::marks_of;
        match self {
            #[cfg(feature = "routing")]
            Report::Routing(r) => marks_of(r),
            #[cfg(feature = "scorecard")]
            Report::Scorecard(r) => marks_of(r),
            #[cfg(feature = "uplift")]
            Report::Uplift(r) => marks_of(r),
        }
    }

    /// The headline score: `overall_score` (routing, scorecard), `uplift_net` (uplift;
    /// `None` when it could not be computed).
    pub fn score(&self) -> Option<f64> {
        match self {
            #[cfg(feature = "routing")]
            Report::Routing(r) => Some(r.overall_score),
            #[cfg(feature = "scorecard")]
            Report::Scorecard(r) => Some(r.overall_score),
            #[cfg(feature = "uplift")]
            Report::Uplift(r) => r.uplift_net,
        }
    }

    /// The verdict in one word: `valid` / `rejected`; uplift: `accepted`, `rejected`,
    /// `incident` or `error`.
    pub fn verdict(&self) -> String {
        match self {
            #[cfg(feature = "uplift")]
            Report::Uplift(r) => serde_json::to_value(r.verdict).ok().and_then(|v| v.as_str().map(String::from)).unwrap_or_default(),
            #[allow(unreachable_patterns)]
            _ if self.valid() => "valid".into(),
            #[allow(unreachable_patterns)]
            _ => "rejected".into(),
        }
    }

    pub fn valid(&self) -> bool {
        match self {
            #[cfg(feature = "routing")]
            Report::Routing(r) => r.valid,
            #[cfg(feature = "scorecard")]
            Report::Scorecard(r) => r.valid,
            #[cfg(feature = "uplift")]
            Report::Uplift(r) => r.valid,
        }
    }

    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            #[cfg(feature = "routing")]
            Report::Routing(r) => &r.diagnostics,
            #[cfg(feature = "scorecard")]
            Report::Scorecard(r) => &r.diagnostics,
            #[cfg(feature = "uplift")]
            Report::Uplift(r) => &r.diagnostics,
        }
    }

    pub fn diagnostic_groups(&self) -> &[DiagnosticGroup] {
        match self {
            #[cfg(feature = "routing")]
            Report::Routing(r) => &r.diagnostic_groups,
            #[cfg(feature = "scorecard")]
            Report::Scorecard(r) => &r.diagnostic_groups,
            #[cfg(feature = "uplift")]
            Report::Uplift(r) => &r.diagnostic_groups,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CUSTOMERS: &str = "网点编码,总重量,门店经度,门店纬度\n0,,0,0\nA,10,0.1,0\nB,10,0,0.1\n";

    fn manifest() -> CaseManifest {
        crate::case::parse_manifest(
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
        assert_eq!(r.to_json(), crate::to_json(&routing::grade(&case, sub, "routes.json")));
        assert!(r.valid());
    }

    #[test]
    fn reference_override() {
        let m = manifest();
        let g = CaseGrader::new(&m, Some(("c.csv", CUSTOMERS.as_bytes())), Some(2000.0)).unwrap();
        let Report::Routing(r) = g.grade(br#"{"routes": [["A"], ["B"]]}"#, "r.json", &[]) else { panic!("not routing") };
        assert_eq!(r.reference_cost, Some(2000));
    }

    #[test]
    fn ask_logs_by_name() {
        for yes in ["ask.jsonl", "x/run.ask.jsonl", "events.ndjson", "ask.json", "ask_log.txt", "run.ask.json", "ask"] {
            assert!(is_ask_log(yes), "{yes}");
        }
        for no in ["asked-a-lot.json", "result.json", "task.json", "basket.jsonx"] {
            assert!(!is_ask_log(no), "{no}");
        }
    }

    #[test]
    fn missing_data_is_a_case_error() {
        let e = CaseGrader::from_files(&manifest(), |_| None, None).unwrap_err();
        assert_eq!(e[0].code, codes::CASE_MISSING_FILE);
    }

    /// A build without the scorecard kind (the site's routing page: scripts/test runs
    /// these tests with `--no-default-features --features routing` too) says so.
    #[cfg(not(feature = "scorecard"))]
    #[test]
    fn a_kind_not_built_is_a_case_error() {
        let m =
            crate::case::parse_manifest(br#"{"id":"sc","kind":"scorecard","title":"S","files":{"truth":"t.csv"}}"#, "case.json").unwrap();
        let e = CaseGrader::new(&m, Some(("t.csv", b"customer_id,default\n1,0\n")), None).unwrap_err();
        assert_eq!(e[0].code, codes::CASE_KIND_NOT_BUILT);
        assert_eq!(e[0].message, "case sc: this build of the grader has no scorecard cases");
    }
}
