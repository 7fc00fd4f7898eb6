//! Case kinds: what every kind of case tells and does ([`Kind`]). Each kind is a crate
//! of its own (`crates/kinds/NAME`), listed once in the `grader` facade's registry
//! (`crates/grader/src/kinds.rs`), which makes the CLI's subcommands, the wasm package's
//! and the site's worker's grading from it (how to add one: `docs/adding-a-kind.md`).
//!
//! # Cases of more than one file
//!
//! Most kinds read one data file. A kind whose cases read more (the prediction kind:
//! FDE-Bench 001's private JSON and the case's public `data/frontal_areas.json`, 041's
//! per-time truth files named from a `data/` file) overrides [`Kind::load_files`] and
//! asks a [`CaseFiles`] for each file its manifest names, by a name relative to the
//! case: `part2/t1.2.txt` is a truth file (FDE-Bench's `tests/_private/`),
//! `data/test.csv` one of the case's `data/` directory. The caller decides where those
//! live ([`FileList`]: bytes in memory; `grader::CaseGrader::from_files`:
//! a lookup by name, what the wasm package's `Grader` passes; the CLI: `--truth DIR`
//! and `--data-dir DIR`);
//! a file it cannot give is the kind's located `case/missing-file` error naming it and
//! where it was looked for. [`Kind::load`] is `load_files` with no files, so the other
//! kinds, and every single-file caller (the site's worker), are unchanged.
//!
//! ```
//! use grade_core::kind::{CaseFiles, FileList};
//! let files = FileList::new(vec![("data/test.csv".into(), b"id\n1\n".to_vec())]);
//! assert_eq!(files.read("data/test.csv").unwrap(), b"id\n1\n");
//! assert!(files.read("test_truth.csv").unwrap_err().contains("test_truth.csv"));
//! ```

use crate::case::Manifest;
use crate::diagnostic::{codes, Category, Diagnostic, DiagnosticGroup, Location};
use crate::from_json::FromJson;

/// A file a kind accepts: what it is called, which names a file picker offers, how
/// large it may be, and its format in a few words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileFacts {
    /// In a sentence: `a routing plan`, `a truth CSV`.
    pub what: &'static str,
    /// A typical name: `customers.csv`, `routes.json`.
    pub name: &'static str,
    /// File-picker filter: `.json,.csv,.txt`.
    pub accept: &'static str,
    /// The largest file the site reads, in bytes (decimal megabytes, as file managers
    /// show them): checked before a byte is read.
    pub max_bytes: u64,
    /// The format in a few words, shown under the drop zone.
    pub format: &'static str,
}

/// What a kind is, as data: the CLI's subcommands and flags and the site's per-kind
/// texts and limits are made from these.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KindFacts {
    /// Its name in `case.json` and the CLI's subcommand: `routing`.
    pub id: &'static str,
    /// Its name as a reader sees it, in `i18n::Lang::ALL`'s order (en, zh, ko, id): every
    /// build names every kind (the site's gallery), whichever kinds' words it links.
    pub names: [&'static str; 4],
    /// One line for `fde-grade --help`.
    pub about: &'static str,
    /// The role of its data file in `case.json`'s `files` (`customers`), also the CLI's
    /// flag giving one (`--customers`).
    pub data_role: &'static str,
    /// Whether it cannot grade without its data file.
    pub data_required: bool,
    /// Whether its cases may read more files than the data file
    /// ([`Kind::load_files`]): the CLI then takes a directory for the data flag (the
    /// truth files) and `--data-dir` (the case's `data/`).
    pub case_files: bool,
    /// Its data file (the case's, or the student's own).
    pub data: FileFacts,
    /// A submission.
    pub submission: FileFacts,
    /// A companion file graded with a submission (uplift's ask log), if any.
    pub companion: Option<FileFacts>,
    /// The CLI flag giving a companion file for every submission (`ask-log`), or "".
    pub companion_flag: &'static str,
    /// The report's field holding the headline score (`overall_score`).
    pub score_field: &'static str,
    /// Whether a reference value divides its score (and can be overridden): the CLI
    /// flag giving one and what it is.
    pub reference: Option<ReferenceFacts>,
}

/// A kind's reference value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReferenceFacts {
    /// The CLI flag: `reference-cost`.
    pub flag: &'static str,
    /// What it is: `The reference plan's cost (score = reference / cost).`
    pub what: &'static str,
}

impl KindFacts {
    /// Its name in `lang` ([`KindFacts::names`]).
    pub fn name(&self, lang: i18n::Lang) -> &'static str {
        self.names[i18n::Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)]
    }

    /// The facts as JSON (`fde-grade kinds`): what scripts and tests outside Rust read.
    pub fn to_json(&self) -> serde_json::Value {
        let file = |f: &FileFacts| serde_json::json!({"what": f.what, "name": f.name, "accept": f.accept, "max_bytes": f.max_bytes, "format": f.format});
        serde_json::json!({
            "id": self.id,
            "about": self.about,
            "data_role": self.data_role,
            "data_required": self.data_required,
            "case_files": self.case_files,
            "data": file(&self.data),
            "submission": file(&self.submission),
            "companion": self.companion.as_ref().map(file),
            "companion_flag": self.companion_flag,
            "score_field": self.score_field,
            "reference": self.reference.map(|r| serde_json::json!({"flag": r.flag, "what": r.what})),
        })
    }
}

/// Decimal megabytes.
pub const MB: u64 = 1_000_000;

/// What the page shows of a case's data without reading it on its own thread (the
/// worker reads own case data): counts, and the kind's own facts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DataSummary {
    /// Problems in the data that did not stop loading it.
    pub warnings: usize,
    /// The data's rows: stores, customers, …
    pub rows: Option<usize>,
    /// The kind's own facts as a JSON object (`""`: none), written by [`Self::with_facts`]
    /// and read back by the kind's site folder with [`Self::facts`]: the core and the
    /// worker pass them on without knowing their fields.
    pub facts: String,
}

impl DataSummary {
    /// With the kind's facts `f` (a struct serde writes as an object).
    pub fn with_facts<T: serde::Serialize>(mut self, f: &T) -> Self {
        // A struct of plain fields always serialises; a non-finite float becomes null.
        self.facts = serde_json::to_string(f).unwrap_or_default();
        self
    }

    /// The kind's facts read back (`None` when there are none or they do not read as `T`).
    pub fn facts<T: FromJson>(&self) -> Option<T> {
        crate::from_json::read_report(&self.facts, "").ok()
    }
}

/// What every report tells, whatever its kind.
pub trait KindReport: serde::Serialize + serde::de::DeserializeOwned + FromJson + Clone + std::fmt::Debug + PartialEq {
    /// The headline score (`None` when it could not be computed).
    fn score(&self) -> Option<f64>;
    /// Whether the checks accept the submission.
    fn valid(&self) -> bool;
    /// The verdict in one word: `valid` or `rejected` unless the kind has its own.
    fn verdict(&self) -> String {
        if self.valid() { "valid" } else { "rejected" }.to_string()
    }
    fn diagnostics(&self) -> &[Diagnostic];
    fn diagnostic_groups(&self) -> &[DiagnosticGroup];
    /// A human summary in `lang`: the headline, the measures, the diagnostics
    /// (`fde-grade --format table`; the words are `cli.ftl`'s, see [`crate::summary`]).
    fn table(&self, lang: i18n::Lang) -> String;
    /// The one JSON form ([`crate::to_json`]). A kind may write it by hand where that
    /// is hot ([`crate::write_json`]), byte for byte the same.
    fn to_json(&self) -> String {
        crate::to_json(self)
    }
    /// [`to_json`](KindReport::to_json)'s bytes written to `out`. A kind with a large
    /// report and `to_json`'s default writes it as serde makes it ([`crate::stream_json`]),
    /// not held whole first.
    fn write_json(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        out.write_all(self.to_json().as_bytes())
    }
}

/// [`KindReport`]'s `valid`, `diagnostics` and `diagnostic_groups` for a report with
/// fields of those names (every kind's, so far).
#[macro_export]
#[doc(hidden)]
macro_rules! report_fields {
    () => {
        fn valid(&self) -> bool {
            self.valid
        }
        fn diagnostics(&self) -> &[$crate::diagnostic::Diagnostic] {
            &self.diagnostics
        }
        fn diagnostic_groups(&self) -> &[$crate::diagnostic::DiagnosticGroup] {
            &self.diagnostic_groups
        }
    };
}
pub use crate::report_fields;

/// The files of a case beyond its one data file, by their name relative to the case:
/// `frontal_areas.json` (a truth file: FDE-Bench's `tests/_private/`) or
/// `data/test.csv` (the case's `data/` directory). The core asks for the files its
/// manifest names; the caller reads them (from disk, from memory).
pub trait CaseFiles {
    /// The bytes of the file `name`, or why there are none, saying where it was looked
    /// for (`no tests/_private/part2/t1.2.txt`).
    fn read(&self, name: &str) -> Result<Vec<u8>, String>;
}

/// [`CaseFiles`] held in memory: named byte blobs (the differential batches, a page's
/// dropped files).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileList {
    files: Vec<(String, Vec<u8>)>,
}

impl FileList {
    /// The files `(name, bytes)`; of two with one name the last counts.
    pub fn new(files: Vec<(String, Vec<u8>)>) -> FileList {
        FileList { files }
    }

    /// No files: a case of one data file.
    pub fn none() -> FileList {
        FileList::default()
    }
}

impl CaseFiles for FileList {
    fn read(&self, name: &str) -> Result<Vec<u8>, String> {
        NamedFiles(&self.files).read(name)
    }
}

/// [`CaseFiles`] over named files held elsewhere (a page's dropped files, shared
/// bytes): found by name, copied only when read; of two with one name the last counts.
#[derive(Debug, Clone, Copy)]
pub struct NamedFiles<'a, B>(pub &'a [(String, B)]);

impl<B: AsRef<[u8]>> CaseFiles for NamedFiles<'_, B> {
    fn read(&self, name: &str) -> Result<Vec<u8>, String> {
        match self.0.iter().rev().find(|(n, _)| n == name) {
            Some((_, b)) => Ok(b.as_ref().to_vec()),
            None if self.0.is_empty() => Err(format!("`{name}` was not given (only the case's one data file was)")),
            None => {
                let names: Vec<&str> = self.0.iter().map(|(n, _)| n.as_str()).collect();
                Err(format!("`{name}` is not among the files given ({})", names.join(", ")))
            }
        }
    }
}

/// A file a case reads, as a page asks the student for it ([`Kind::needed_files`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NeededFile {
    /// Its name relative to the case (`data/test.csv`, `part2/t1.0.txt`); with
    /// `pattern`, the pattern of files named only once another file is given
    /// (`part2/t{t:.1f}.txt`: one per time of the times file).
    pub name: String,
    /// What it is, in a few words: `its truth file`.
    pub what: String,
    /// `name` is a pattern, not a file (see `name`).
    pub pattern: bool,
    /// It is the kind's data file (`files.<role>` in `case.json`): the loaders take it
    /// as `data`, under the name the student's file has.
    pub data: bool,
}

/// A file of a case named by its role: `files.<role>` in `case.json`, else `default`
/// (`data/work_plan.csv`). A kind lists its files in [`Kind::CASE_FILES`] and reads
/// them with [`read_role_files`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoleFile {
    pub role: &'static str,
    pub default: &'static str,
}

impl RoleFile {
    /// Its name in the case: the manifest's, else the default.
    pub fn name(&self, manifest: Option<&Manifest>) -> String {
        manifest.and_then(|m| m.files.get(self.role).cloned()).unwrap_or_else(|| self.default.to_string())
    }
}

/// A kind of case: its facts, how its case is loaded and how a submission is graded.
pub trait Kind {
    /// Its facts, as data.
    const FACTS: KindFacts;

    /// Every diagnostic code the kind declares (its crate's [`codes!`](crate::codes)
    /// block), for the registry's list of all codes.
    const CODES: &'static [crate::diagnostic::Code];
    /// A case loaded once, graded against many times.
    type Case: Clone + std::fmt::Debug + PartialEq;
    /// One graded submission.
    type Report: KindReport;

    /// Load a case: the manifest's parameters over the kind's public defaults (no
    /// manifest: the defaults), `data` its data file as `(file name, bytes)`,
    /// `reference` over the manifest's reference value: [`Kind::load_files`] with no
    /// other file.
    fn load(manifest: Option<&Manifest>, data: Option<(&str, &[u8])>, reference: Option<f64>) -> Result<Self::Case, Vec<Diagnostic>> {
        Self::load_files(manifest, data, &FileList::none(), reference)
    }

    /// Load a case: `files` gives each file its manifest names (see "Cases of more than
    /// one file" above); a kind of one data file leaves it unread.
    fn load_files(
        manifest: Option<&Manifest>,
        data: Option<(&str, &[u8])>,
        files: &dyn CaseFiles,
        reference: Option<f64>,
    ) -> Result<Self::Case, Vec<Diagnostic>>;

    /// Every file a case of this kind reads, in the order its loader reads them, given
    /// the files at hand (`files`: a file named only from another's content, FDE-Bench
    /// 041's truth field per time, is listed once that one is given). The default: the
    /// kind's [`Kind::CASE_FILES`] (its data file, then public files of the case), else
    /// its data file (`files.<role>` of the manifest), if it names one.
    fn needed_files(manifest: &Manifest, files: &dyn CaseFiles) -> Vec<NeededFile> {
        let _ = files;
        if !Self::CASE_FILES.is_empty() {
            return Self::CASE_FILES
                .iter()
                .map(|f| {
                    let data = f.role == Self::FACTS.data_role;
                    let what = if data { Self::FACTS.data.what } else { "its public file" };
                    NeededFile { name: f.name(Some(manifest)), what: what.to_string(), pattern: false, data }
                })
                .collect();
        }
        manifest
            .files
            .get(Self::FACTS.data_role)
            .map(|name| NeededFile { name: name.clone(), what: Self::FACTS.data.what.to_string(), pattern: false, data: true })
            .into_iter()
            .collect()
    }

    /// The files a case reads by role, with their default names, in the order a page
    /// asks for them (the kind's data file among them). Empty (the default): one data
    /// file, named by the manifest.
    const CASE_FILES: &'static [RoleFile] = &[];

    /// Grade a submission; `extras` are companion files by name.
    fn grade(case: &Self::Case, submission: &[u8], file: &str, extras: &[(&str, &[u8])]) -> Self::Report;

    /// The report for a submission file that cannot be read (`why`), as the server
    /// grades a missing file.
    fn grade_unreadable(case: &Self::Case, file: &str, why: &str) -> Self::Report {
        let _ = why;
        Self::grade(case, &[], file, &[])
    }

    /// What the benchmark's own evaluator prints for this file: its `main()`'s stdout
    /// without the newline `print` ends it with (`fde-grade KIND --format server`),
    /// [`crate::pyout`] writing the value as its `json.dumps` does. `report` is this
    /// grader's report of the file; `submission` its bytes (`None`: it could not be
    /// read); `file` its name as given.
    fn server_output(case: &Self::Case, report: &Self::Report, submission: Option<&[u8]>, file: &str) -> String;

    /// Problems in the case data that did not stop loading it.
    fn warnings(case: &Self::Case) -> &[Diagnostic] {
        let _ = case;
        &[]
    }

    /// What the page shows of the case data.
    fn data_summary(case: &Self::Case) -> DataSummary {
        DataSummary { warnings: Self::warnings(case).len(), ..DataSummary::default() }
    }

    /// Whether the kind has a coach (`fde-grade coach <kind>`, [`Kind::coach`]): the key,
    /// in the kind's `cli.ftl`, of the subcommand's one line of help. `None` (the
    /// default): no coach, and no such subcommand.
    const COACH: Option<&'static str> = None;

    /// The coach: what costs `submission` (named `file`) the most, measured as grading
    /// measures it, at most `limit` items a list, as JSON and as the `--format table`
    /// text in `lang`. Only called for a kind with [`Kind::COACH`]; the default says the
    /// kind has none.
    fn coach(case: &Self::Case, submission: &[u8], file: &str, limit: usize, lang: i18n::Lang) -> Result<Coached, CoachRefusal> {
        let _ = (case, submission, file, limit, lang);
        Err(CoachRefusal::NoCoach)
    }
}

/// What a kind's coach says of one submission ([`Kind::coach`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Coached {
    /// The coach's JSON (one document, no newline).
    pub json: String,
    /// `--format table`: lines each ending in a newline.
    pub table: String,
}

/// Why a kind's coach has nothing to say of a submission (the CLI says it in words).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CoachRefusal {
    /// The submission does not grade valid, so nothing is scored; `verdict` is its
    /// report's ([`KindReport::verdict`]).
    NotScored { verdict: String },
    /// It is scored, but the case's engine cannot rank its rows one by one.
    NoExplanation,
    /// The kind has no coach ([`Kind::COACH`] is `None`).
    NoCoach,
}

/// A first cut of a kind's [`Kind::server_output`]: the report's own server fields
/// `keys` (those it has), printed as the evaluators print (`indent=2`,
/// `ensure_ascii=False`).
pub fn server_fields<R: serde::Serialize>(report: &R, keys: &[&str]) -> String {
    let v = serde_json::to_value(report).unwrap_or_default();
    let fields = keys.iter().filter_map(|k| Some((*k, crate::pyout::Py::from(v.get(*k)?))));
    crate::pyout::dumps(&crate::pyout::Py::dict(fields), Some(2), false)
}

/// A `case/…` error located in `file`.
pub fn case_error(code: crate::diagnostic::Code, message: String, file: &str) -> Vec<Diagnostic> {
    vec![Diagnostic::new(code, Category::Case, message).at(Location::file(file))]
}

/// The data file a kind requires, or the located error saying the case names none.
pub fn required_data<'a, K: Kind>(
    manifest: Option<&Manifest>,
    data: Option<(&'a str, &'a [u8])>,
) -> Result<(&'a str, &'a [u8]), Vec<Diagnostic>> {
    let role = K::FACTS.data_role;
    data.ok_or_else(|| match manifest {
        Some(m) => case_error(codes::CASE_MISSING_FILE, format!("case {} names no `{role}` file", m.id), "case.json"),
        None => case_error(codes::CASE_MISSING_FILE, format!("{} cases need a `{role}` file", K::FACTS.id), role),
    })
}

/// A case's files `roles`, read in that order: the kind's data file (`FACTS.data_role`)
/// is `data` when given, every other from `files`; the first that cannot be read is the
/// located `case/missing-file` error naming it.
pub fn read_role_files<K: Kind, const N: usize>(
    manifest: Option<&Manifest>,
    data: Option<(&str, &[u8])>,
    files: &dyn CaseFiles,
    roles: [RoleFile; N],
) -> Result<[Vec<u8>; N], Vec<Diagnostic>> {
    let mut read = Vec::with_capacity(N);
    for f in roles {
        read.push(match data {
            Some((_, bytes)) if f.role == K::FACTS.data_role => bytes.to_vec(),
            _ => {
                let name = f.name(manifest);
                files
                    .read(&name)
                    .map_err(|why| case_error(codes::CASE_MISSING_FILE, format!("cannot read the case's {name}: {why}"), &name))?
            }
        });
    }
    Ok(read.try_into().unwrap_or_else(|_| unreachable!("one file a role")))
}

/// The reference value a score is divided by: `given` (the CLI's), else the manifest's
/// `reference.value` when positive (0 is the manifests' "none"), else the kind's public
/// `default`.
pub fn reference_value(given: Option<f64>, manifest: Option<&Manifest>, default: f64) -> f64 {
    given.or(manifest.map(|m| m.reference.value).filter(|v| *v > 0.0)).unwrap_or(default)
}

/// A coach of valid submissions only ([`Kind::coach`]): `submission` graded, then
/// `coach` of its report, written as JSON and as `table`; `None` from `coach` (the
/// report does not grade valid) is [`CoachRefusal::NotScored`].
pub fn coach_graded<K: Kind, C: serde::Serialize>(
    case: &K::Case,
    submission: &[u8],
    file: &str,
    coach: impl FnOnce(&K::Report) -> Option<C>,
    table: impl FnOnce(&C) -> String,
) -> Result<Coached, CoachRefusal> {
    let report = K::grade(case, submission, file, &[]);
    let c = coach(&report).ok_or_else(|| CoachRefusal::NotScored { verdict: report.verdict() })?;
    Ok(Coached { json: crate::to_json(&c), table: table(&c) })
}
