//! From a case manifest and its files to a grader, and from submission bytes to a
//! report: the one path the CLI (`fde-grade KIND --case DIR`), the wasm build and the
//! site all take. The manifest's parameters over the public defaults, its reference
//! value unless overridden, its data file by role.
//!
//! [`CaseKind`], [`CaseGrader`] and [`Report`] are made by [`registry!`] from the list
//! of kinds in [`crate::kinds`]: one variant per kind, each method one arm per kind,
//! every arm going through the kind's [`Kind`] implementation.

use crate::case::CaseManifest;
use crate::diagnostic::{codes, Diagnostic, DiagnosticGroup};
pub use crate::kind::DataSummary;
use crate::kind::{case_error, KindReport};

/// The data-file role each case kind needs (`case.json` → `files`).
pub fn data_role(kind: CaseKind) -> &'static str {
    kind.facts().data_role
}

/// Which companion file is an uplift ask log (the uplift kind's rule).
pub use crate::uplift::is_ask_log;

/// Makes [`CaseKind`], [`CaseGrader`] and [`Report`] from the registry's lines
/// (`Variant => kind_crate::KindImpl as short_name, feature = "feature";`: the kind's
/// crate, which also has its `WORDS`, re-exported as `grader::short_name`).
#[macro_export]
#[doc(hidden)]
macro_rules! registry {
    ($($(#[$doc:meta])* $variant:ident => $krate:ident :: $kind_name:ident as $module:ident, feature = $feature:literal;)+) => {
        $crate::registry!(@kinds $($(#[$doc])* $variant => $krate::$kind_name, $krate::WORDS, feature = $feature;)+);

        /// Each kind's crate under its short name (`grader::routing`, …).
        pub mod crates {
            $(pub use $krate as $module;)+
        }
    };
    (@kinds $($(#[$doc:meta])* $variant:ident => $kind:ty, $words:path, feature = $feature:literal;)+) => {
        #[cfg(not(any($(feature = $feature),+)))]
        compile_error!(concat!("grader: enable at least one case kind (features", $(" ", $feature,)+ ")"));

        /// The kind of a case, which decides the grader: one per line of the registry
        /// ([`crate::kinds`]), built into this grader or not (cargo features).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum CaseKind {
            $($(#[$doc])* $variant,)+
        }

        impl CaseKind {
            /// Every kind, in the registry's order.
            pub const ALL: &'static [CaseKind] = &[$(CaseKind::$variant,)+];

            /// Its words (its crate's `WORDS`) when this build grades it.
            pub fn words(self) -> Option<&'static i18n::Words> {
                match self {
                    $(CaseKind::$variant => if cfg!(feature = $feature) { Some(&$words) } else { None },)+
                }
            }

            /// Its facts ([`Kind::FACTS`]).
            pub fn facts(self) -> &'static $crate::kind::KindFacts {
                match self {
                    $(CaseKind::$variant => &<$kind as $crate::kind::Kind>::FACTS,)+
                }
            }

            /// Its name in `case.json` (`"routing"`, `"scorecard"`, `"uplift"`).
            pub fn as_str(self) -> &'static str {
                self.facts().id
            }

            /// The kind named `id` in `case.json`.
            pub fn parse(id: &str) -> Option<CaseKind> {
                CaseKind::ALL.iter().copied().find(|k| k.as_str() == id)
            }

            /// Every file a case of this kind reads ([`Kind::needed_files`](crate::kind::Kind::needed_files)),
            /// given the files at hand.
            pub fn needed_files(self, manifest: &$crate::case::CaseManifest, files: &dyn $crate::kind::CaseFiles) -> Vec<$crate::kind::NeededFile> {
                // A kind this build does not grade is never loaded here: its data file only
                // (its own listing is not linked into another kind's build).
                match self {
                    $(#[cfg(feature = $feature)] CaseKind::$variant => <$kind as $crate::kind::Kind>::needed_files(manifest.manifest(), files),)+
                    #[allow(unreachable_patterns)]
                    kind => manifest
                        .files
                        .get(kind.facts().data_role)
                        .map(|name| $crate::kind::NeededFile { name: name.clone(), what: kind.facts().data.what.to_string(), pattern: false, data: true })
                        .into_iter()
                        .collect(),
                }
            }

            /// Whether this build of the grader grades it (its cargo feature is on).
            pub fn built(self) -> bool {
                match self {
                    $(CaseKind::$variant => cfg!(feature = $feature),)+
                }
            }

            /// Whether it has a coach (`fde-grade coach <kind>`): the key of the coach's
            /// line of help in the kind's words ([`Kind::COACH`](crate::kind::Kind::COACH)).
            pub fn coach(self) -> Option<&'static str> {
                match self {
                    $(CaseKind::$variant => <$kind as $crate::kind::Kind>::COACH,)+
                }
            }
        }

        /// Each kind's diagnostic codes ([`Kind::CODES`](crate::kind::Kind::CODES)), in the
        /// registry's order; none for a kind this build does not grade (a page of the site
        /// links its own kind's words only).
        pub(crate) const KIND_CODES: &[&[$crate::diagnostic::Code]] =
            &[$(if cfg!(feature = $feature) { <$kind as $crate::kind::Kind>::CODES } else { &[] },)+];

        /// The words of the kinds this build grades (each kind crate's `WORDS`), which
        /// [`crate::install`] registers; a page links its own kinds' words only.
        pub(crate) static KIND_WORDS: &[&i18n::Words] = &[$(#[cfg(feature = $feature)] &$words,)+];

        /// A case ready to grade submissions against (built once, graded many times).
        // One per page or command, built once and shared: boxing the larger kinds buys
        // nothing (a prediction case beside routing's, in the site's prediction build).
        #[allow(clippy::large_enum_variant)]
        #[derive(Debug, Clone, PartialEq)]
        pub enum CaseGrader {
            $(#[cfg(feature = $feature)] $variant(<$kind as $crate::kind::Kind>::Case),)+
        }

        /// One graded submission, typed by case kind.
        // One report per graded file, moved rarely: boxing the larger kinds buys nothing.
        #[allow(clippy::large_enum_variant)]
        #[derive(Debug, Clone, PartialEq)]
        pub enum Report {
            $(#[cfg(feature = $feature)] $variant(<$kind as $crate::kind::Kind>::Report),)+
        }

        impl CaseGrader {
            /// Build a grader. `manifest`: the case (`None`: the kind's public
            /// defaults); `data` its data file for its kind (`customers.csv`, the truth
            /// CSV, `people.json`) as `(file name, bytes)`; `reference` overrides the
            /// manifest's reference value.
            #[allow(unused_variables)]
            pub fn load(kind: CaseKind, manifest: Option<&$crate::case::CaseManifest>, data: Option<(&str, &[u8])>, reference: Option<f64>) -> Result<CaseGrader, Vec<$crate::diagnostic::Diagnostic>> {
                match kind {
                    $(#[cfg(feature = $feature)] CaseKind::$variant => <$kind as $crate::kind::Kind>::load(manifest.map(|m| m.manifest()), data, reference).map(CaseGrader::$variant),)+
                    #[allow(unreachable_patterns)]
                    kind => Err($crate::kind::case_error(
                        $crate::diagnostic::codes::CASE_KIND_NOT_BUILT,
                        match manifest {
                            Some(m) => format!("case {}: this build of the grader has no {} cases", m.id, kind.as_str()),
                            None => format!("this build of the grader has no {} cases", kind.as_str()),
                        },
                        "case.json",
                    )),
                }
            }

            /// [`CaseGrader::load`] for a case that reads more files than its data
            /// file: `files` gives them by name ([`crate::kind::CaseFiles`]); kinds of
            /// one data file do not read it.
            #[allow(unused_variables)]
            pub fn load_files(kind: CaseKind, manifest: Option<&$crate::case::CaseManifest>, data: Option<(&str, &[u8])>, files: &dyn $crate::kind::CaseFiles, reference: Option<f64>) -> Result<CaseGrader, Vec<$crate::diagnostic::Diagnostic>> {
                match kind {
                    $(#[cfg(feature = $feature)] CaseKind::$variant => <$kind as $crate::kind::Kind>::load_files(manifest.map(|m| m.manifest()), data, files, reference).map(CaseGrader::$variant),)+
                    #[allow(unreachable_patterns)]
                    _ => CaseGrader::load(kind, manifest, data, reference),
                }
            }

            pub fn kind(&self) -> CaseKind {
                match self {
                    $(#[cfg(feature = $feature)] CaseGrader::$variant(_) => CaseKind::$variant,)+
                }
            }

            /// Problems in the case data that did not stop loading it.
            pub fn warnings(&self) -> &[$crate::diagnostic::Diagnostic] {
                match self {
                    $(#[cfg(feature = $feature)] CaseGrader::$variant(c) => <$kind as $crate::kind::Kind>::warnings(c),)+
                }
            }

            /// What the page shows of the case data.
            pub fn data_summary(&self) -> $crate::kind::DataSummary {
                match self {
                    $(#[cfg(feature = $feature)] CaseGrader::$variant(c) => <$kind as $crate::kind::Kind>::data_summary(c),)+
                }
            }

            /// Grade a submission. `extras` are companion files by name: for uplift,
            /// an ask log (see [`is_ask_log`]), priced with the case's `people.json`
            /// as `--ask-log` is.
            pub fn grade(&self, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> Report {
                match self {
                    $(#[cfg(feature = $feature)] CaseGrader::$variant(c) => Report::$variant(<$kind as $crate::kind::Kind>::grade(c, submission, file, extras)),)+
                }
            }

            /// The report for a submission file that cannot be read (`why`), as the
            /// server grades a missing file.
            pub fn grade_unreadable(&self, file: &str, why: &str) -> Report {
                match self {
                    $(#[cfg(feature = $feature)] CaseGrader::$variant(c) => Report::$variant(<$kind as $crate::kind::Kind>::grade_unreadable(c, file, why)),)+
                }
            }

            /// The kind's coach on a submission ([`Kind::coach`](crate::kind::Kind::coach)):
            /// what costs it the most, as JSON and as a table in `lang`.
            pub fn coach(&self, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<$crate::kind::Coached, $crate::kind::CoachRefusal> {
                match self {
                    $(#[cfg(feature = $feature)] CaseGrader::$variant(c) => <$kind as $crate::kind::Kind>::coach(c, submission, file, limit, lang),)+
                }
            }
        }

        impl CaseGrader {
            /// Grade a submission (`Err(why)`: a file that could not be read) and give,
            /// beside the report, what the benchmark's own evaluator prints for it
            /// ([`Kind::server_output`](crate::kind::Kind::server_output)): `fde-grade
            /// KIND --format server`.
            pub fn grade_server(&self, submission: Result<&[u8], &str>, file: &str, extras: &[(&str, &[u8])]) -> (Report, String) {
                match self {
                    $(#[cfg(feature = $feature)] CaseGrader::$variant(c) => {
                        let report = match submission {
                            Ok(bytes) => <$kind as $crate::kind::Kind>::grade(c, bytes, file, extras),
                            Err(why) => <$kind as $crate::kind::Kind>::grade_unreadable(c, file, why),
                        };
                        let text = <$kind as $crate::kind::Kind>::server_output(c, &report, submission.ok(), file);
                        (Report::$variant(report), text)
                    })+
                }
            }
        }

        /// The report of its kind, as [`Report::to_json`] writes it.
        impl serde::Serialize for Report {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(#[cfg(feature = $feature)] Report::$variant(r) => r.serialize(serializer),)+
                }
            }
        }

        impl Report {
            pub fn kind(&self) -> CaseKind {
                match self {
                    $(#[cfg(feature = $feature)] Report::$variant(_) => CaseKind::$variant,)+
                }
            }

            /// The one JSON form ([`crate::to_json`]): what `fde-grade` prints.
            pub fn to_json(&self) -> String {
                match self {
                    $(#[cfg(feature = $feature)] Report::$variant(r) => $crate::kind::KindReport::to_json(r),)+
                }
            }

            /// [`Report::to_json`]'s bytes written to `out` (streamed where the kind's
            /// report is large: `KindReport::write_json`).
            pub fn write_json(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
                match self {
                    $(#[cfg(feature = $feature)] Report::$variant(r) => $crate::kind::KindReport::write_json(r, out),)+
                }
            }

            /// [`Report::from_json`] told what each float written as `null` held
            /// ([`Report::non_finite`] of the report written): the very report written.
            #[allow(unused_variables)]
            pub fn from_json_with(kind: CaseKind, json: &str, non_finite: &str) -> Result<Report, String> {
                $crate::install();
                match kind {
                    $(#[cfg(feature = $feature)] CaseKind::$variant => $crate::from_json::read_report(json, non_finite).map(Report::$variant),)+
                    #[allow(unreachable_patterns)]
                    kind => Err(format!("this build of the grader has no {} reports", kind.as_str())),
                }
            }

            /// Read a report with serde's derived `Deserialize` (every null float `None`):
            /// the tests' oracle for the hand-written reader.
            #[allow(unused_variables)]
            pub fn from_serde(kind: CaseKind, json: &str) -> Result<Report, String> {
                match kind {
                    $(#[cfg(feature = $feature)] CaseKind::$variant => serde_json::from_str(json).map(Report::$variant).map_err(|e| e.to_string()),)+
                    #[allow(unreachable_patterns)]
                    kind => Err(format!("this build of the grader has no {} reports", kind.as_str())),
                }
            }

            /// A human summary in `lang` (`fde-grade --format table`; English is what the
            /// table always wrote, byte for byte). Not through `ReportView`'s vtable: a
            /// page, which never prints a table, does not link it.
            pub fn table(&self, lang: i18n::Lang) -> String {
                $crate::install();
                match self {
                    $(#[cfg(feature = $feature)] Report::$variant(r) => $crate::kind::KindReport::table(r, lang),)+
                }
            }

            /// What the floats written as `null` in [`Report::to_json`] hold, one mark
            /// each in order (`_` none, `N` NaN, `+` +∞, `-` −∞), or `""` when none is
            /// non-finite (nearly always): with it, [`Report::from_json_with`] is exact.
            pub fn non_finite(&self) -> String {
                match self {
                    $(#[cfg(feature = $feature)] Report::$variant(r) => $crate::from_json::marks_of(r),)+
                }
            }

            pub(crate) fn common(&self) -> &dyn $crate::case_grader::ReportView {
                match self {
                    $(#[cfg(feature = $feature)] Report::$variant(r) => r,)+
                }
            }
        }
    };
}

pub use crate::kinds::{CaseGrader, CaseKind, Report};

/// [`KindReport`]'s methods without its `Sized` supertraits, so that a [`Report`] of any
/// kind can lend them.
pub(crate) trait ReportView {
    fn score(&self) -> Option<f64>;
    fn valid(&self) -> bool;
    fn verdict(&self) -> String;
    fn diagnostics(&self) -> &[Diagnostic];
    fn diagnostic_groups(&self) -> &[DiagnosticGroup];
}

impl<R: KindReport> ReportView for R {
    fn score(&self) -> Option<f64> {
        KindReport::score(self)
    }
    fn valid(&self) -> bool {
        KindReport::valid(self)
    }
    fn verdict(&self) -> String {
        KindReport::verdict(self)
    }
    fn diagnostics(&self) -> &[Diagnostic] {
        KindReport::diagnostics(self)
    }
    fn diagnostic_groups(&self) -> &[DiagnosticGroup] {
        KindReport::diagnostic_groups(self)
    }
}

impl CaseGrader {
    /// Build a grader for `manifest` (see [`CaseGrader::load`]).
    pub fn new(manifest: &CaseManifest, data: Option<(&str, &[u8])>, reference: Option<f64>) -> Result<CaseGrader, Vec<Diagnostic>> {
        CaseGrader::load(manifest.kind, Some(manifest), data, reference)
    }

    /// Build from a manifest and a file lookup (`files` names → bytes), as a case folder.
    /// A kind whose cases read more files ([`KindFacts::case_files`](crate::kind::KindFacts))
    /// asks the lookup for each by name ([`CaseGrader::load_files`]), its data file
    /// included when the lookup lacks the one `files` names.
    pub fn from_files<'a>(
        manifest: &CaseManifest,
        file: impl Fn(&str) -> Option<&'a [u8]>,
        reference: Option<f64>,
    ) -> Result<CaseGrader, Vec<Diagnostic>> {
        let role = data_role(manifest.kind);
        let case_files = manifest.kind.facts().case_files;
        let data = match manifest.files.get(role) {
            Some(name) => match file(name) {
                Some(bytes) => Some((name.as_str(), bytes)),
                None if case_files => None,
                None => return Err(case_error(codes::CASE_MISSING_FILE, format!("cannot read {name}"), name)),
            },
            None => None,
        };
        if case_files {
            return CaseGrader::load_files(manifest.kind, Some(manifest), data, &Lookup(file), reference);
        }
        CaseGrader::new(manifest, data, reference)
    }
}

/// A file lookup as [`crate::kind::CaseFiles`].
struct Lookup<F>(F);

impl<'a, F: Fn(&str) -> Option<&'a [u8]>> crate::kind::CaseFiles for Lookup<F> {
    fn read(&self, name: &str) -> Result<Vec<u8>, String> {
        (self.0)(name).map(<[u8]>::to_vec).ok_or_else(|| format!("`{name}` is not among the case's files"))
    }
}

impl Report {
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

    /// The headline score: `overall_score` (routing, scorecard), `uplift_net` (uplift;
    /// `None` when it could not be computed).
    pub fn score(&self) -> Option<f64> {
        self.common().score()
    }

    /// The verdict in one word: `valid` / `rejected`; uplift: `accepted`, `rejected`,
    /// `incident` or `error`.
    pub fn verdict(&self) -> String {
        self.common().verdict()
    }

    pub fn valid(&self) -> bool {
        self.common().valid()
    }

    pub fn diagnostics(&self) -> &[Diagnostic] {
        self.common().diagnostics()
    }

    pub fn diagnostic_groups(&self) -> &[DiagnosticGroup] {
        self.common().diagnostic_groups()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routing::{self, RoutingManifest};

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
        // A routing-only build (`--features routing`) has no other report.
        #[allow(irrefutable_let_patterns)]
        let Report::Routing(r) = g.grade(br#"{"routes": [["A"], ["B"]]}"#, "r.json", &[]) else {
            panic!("not routing")
        };
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
