//! `fde_grade._native`: the grader and the `fde-grade` command line in a Python
//! extension module (PyO3, the stable ABI of CPython 3.9 and later). The Python package
//! (`python/fde_grade/__init__.py`) wraps it; nothing here decides a score.
//!
//! A case is loaded exactly as `fde-grade KIND --case DIR --flag VALUE …` loads it: the
//! flags go through the CLI's own parser ([`fde_grade::args::parse`]) and loader
//! ([`fde_grade::kinds::load`]), so each flag means what it means there and each error
//! reads as the CLI's (without its `fde-grade: ` prefix).

use std::ffi::OsString;
use std::io::Write;
use std::path::PathBuf;

use fde_grade::args::{self, Parsed};
use fde_grade::error::Error;
use fde_grade::files::display;
use grader::case::CaseKind;
use grader::{CaseGrader, Report};
use i18n::Lang;
use pyo3::exceptions::{PyFileNotFoundError, PyOSError, PyPermissionError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyBytes;

pyo3::create_exception!(
    fde_grade,
    CaseError,
    PyValueError,
    "A case that cannot be loaded: its manifest, its data files (the CLI's exit 2)."
);

/// The Python exception for an error of the CLI: a file that cannot be read is an
/// `OSError` (`FileNotFoundError`, `PermissionError`), anything else a [`CaseError`].
fn py_error(e: Error) -> PyErr {
    let text = e.to_string();
    match &e {
        Error::Io { error, .. } => match error.kind() {
            std::io::ErrorKind::NotFound => PyFileNotFoundError::new_err(text),
            std::io::ErrorKind::PermissionDenied => PyPermissionError::new_err(text),
            _ => PyOSError::new_err(text),
        },
        _ => CaseError::new_err(text),
    }
}

fn lang(code: &str) -> PyResult<Lang> {
    fde_grade::words::parse(code).map_err(PyValueError::new_err)
}

/// The flags a kind's grading takes as keyword arguments: its subcommand's long flags
/// but those the API has its own way for, with `_` for `-` (`ask_log`).
fn kind_flags(kind: CaseKind) -> Vec<String> {
    const OWN: &[&str] = &["case", "format", "lang", "aggregate", "help"];
    let cmd = args::command();
    let Some(sub) = cmd.find_subcommand(kind.as_str()) else { return Vec::new() };
    sub.get_arguments().filter_map(|a| a.get_long()).filter(|l| !OWN.contains(l)).map(|l| l.replace('-', "_")).collect()
}

/// Run the `fde-grade` command line in this process (`argv[0]` the program's name) and
/// return its exit code. Writes to the process's stdout and stderr (file descriptors 1
/// and 2), as the binary does.
#[pyfunction]
fn main(py: Python<'_>, argv: Vec<OsString>) -> u8 {
    fde_grade::heap::keep_freed_memory();
    let code = py.detach(|| fde_grade::cli::main(argv));
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    code
}

/// The kind a case folder (or its `case.json`) grades.
#[pyfunction]
fn case_kind(case: PathBuf) -> PyResult<String> {
    let folder = fde_grade::case_folder::CaseFolder::open(case, None).map_err(py_error)?;
    Ok(folder.manifest.kind.as_str().to_string())
}

/// The keyword arguments (flags) a kind's grading takes, e.g. `["customers", "reference_cost"]`.
#[pyfunction]
fn flags(kind: &str) -> PyResult<Vec<String>> {
    Ok(kind_flags(parse_kind(kind)?))
}

fn parse_kind(kind: &str) -> PyResult<CaseKind> {
    CaseKind::parse(kind).ok_or_else(|| {
        let known: Vec<&str> = CaseKind::ALL.iter().map(|k| k.as_str()).collect();
        PyValueError::new_err(format!("unknown case kind `{kind}` (this build grades: {})", known.join(", ")))
    })
}

/// `fde-grade kinds`: the kinds this build knows, as JSON text.
#[pyfunction]
fn kinds_json() -> String {
    let kinds: Vec<_> = CaseKind::ALL.iter().map(|k| k.facts().to_json()).collect();
    serde_json::Value::Array(kinds).to_string()
}

/// `fde-grade explain CODE` in `lang`: the code's text (an unknown code: `LookupError`
/// naming the nearest codes).
#[pyfunction]
#[pyo3(signature = (code, lang = "en"))]
fn explain(code: &str, lang: &str) -> PyResult<String> {
    let lang = self::lang(lang)?;
    match grader::diagnostic::codes::lookup(code.trim()) {
        Some(doc) => Ok(fde_grade::explain::text_in(doc, lang)),
        None => {
            let said = fde_grade::explain::unknown(code, lang);
            Err(pyo3::exceptions::PyLookupError::new_err(said.strip_prefix("fde-grade: ").unwrap_or(&said).to_string()))
        }
    }
}

/// One graded submission: the report's JSON text (what the CLI prints), whether it is
/// valid, and each problem as the CLI's errors say one (`<location>: [code] message
/// (hint: …)`), the rejecting ones first.
#[pyclass(frozen, module = "fde_grade._native")]
struct Graded {
    #[pyo3(get)]
    json: String,
    #[pyo3(get)]
    valid: bool,
    #[pyo3(get)]
    problems: Vec<String>,
    #[pyo3(get)]
    warnings: Vec<String>,
}

impl Graded {
    fn of(report: &Report) -> Graded {
        let said = |rejects: bool| -> Vec<String> {
            let d = report.diagnostics().iter().filter(|d| d.category.rejects() == rejects);
            d.map(|d| fde_grade::error::diagnostic(d, Lang::En)).collect()
        };
        Graded { json: report.to_json(), valid: report.valid(), problems: said(true), warnings: said(false) }
    }
}

/// A loaded case: `Grader(kind, case, flags)`, `flags` as `(name, value)` pairs
/// (`("ask_log", "logs/ask.jsonl")`), the CLI's `--case` and flags.
#[pyclass(frozen, module = "fde_grade._native")]
struct Grader {
    grader: CaseGrader,
}

/// A submission: a path (read as the CLI reads it, named as given) or bytes and a name.
enum Submission<'a> {
    Path(PathBuf),
    Bytes(&'a [u8], String),
}

impl Submission<'_> {
    fn read(&self) -> PyResult<(std::borrow::Cow<'_, [u8]>, String)> {
        match self {
            Submission::Path(path) => {
                let bytes = fde_grade::files::read_case_file(path).map_err(py_error)?;
                Ok((bytes.into(), display(path)))
            }
            Submission::Bytes(b, name) => Ok(((*b).into(), name.clone())),
        }
    }
}

fn submission<'a>(path: Option<PathBuf>, data: Option<&'a Bound<'_, PyBytes>>, name: Option<String>) -> PyResult<Submission<'a>> {
    match (path, data) {
        (Some(p), None) => Ok(Submission::Path(p)),
        (None, Some(b)) => Ok(Submission::Bytes(b.as_bytes(), name.ok_or_else(|| PyTypeError::new_err("bytes need a name"))?)),
        _ => Err(PyTypeError::new_err("give a path or bytes")),
    }
}

#[pymethods]
impl Grader {
    #[new]
    #[pyo3(signature = (kind, case, flags))]
    fn new(py: Python<'_>, kind: &str, case: Option<OsString>, flags: Vec<(String, OsString)>) -> PyResult<Grader> {
        let kind = parse_kind(kind)?;
        let known = kind_flags(kind);
        let mut argv: Vec<OsString> = vec!["fde-grade".into(), kind.as_str().into()];
        if let Some(case) = case {
            argv.extend(["--case".into(), case]);
        }
        for (name, value) in flags {
            if !known.contains(&name) {
                return Err(PyTypeError::new_err(format!(
                    "unexpected keyword argument '{name}' for {} cases (they take: case, {})",
                    kind.as_str(),
                    known.join(", ")
                )));
            }
            let mut flag = OsString::from(format!("--{}=", name.replace('_', "-")));
            flag.push(value);
            argv.push(flag);
        }
        // A submission the parser wants; never read.
        argv.extend(["--".into(), "-".into()]);
        let mut args = match args::parse(argv) {
            Ok(Parsed::Grade(args)) => args,
            Ok(_) => return Err(PyValueError::new_err("not a grading run")),
            Err(e) => return Err(PyValueError::new_err(clap_message(&e))),
        };
        args.lang = Lang::En;
        let grader = py.detach(|| fde_grade::kinds::load(&args)).map_err(py_error)?;
        Ok(Grader { grader })
    }

    /// The case's kind: `routing`, `scorecard`, `prediction`, `uplift`.
    #[getter]
    fn kind(&self) -> &'static str {
        self.grader.kind().as_str()
    }

    /// Problems in the case data that did not stop loading it, as the CLI warns of them.
    #[getter]
    fn warnings(&self) -> Vec<String> {
        self.grader.warnings().iter().map(|w| fde_grade::error::warning(w, Lang::En)).collect()
    }

    /// Grade a submission (`path`, or `data` named `name`).
    #[pyo3(signature = (path = None, data = None, name = None))]
    fn grade(&self, py: Python<'_>, path: Option<PathBuf>, data: Option<&Bound<'_, PyBytes>>, name: Option<String>) -> PyResult<Graded> {
        let sub = submission(path, data, name)?;
        let (bytes, name) = sub.read()?;
        Ok(py.detach(|| Graded::of(&self.grader.grade(&bytes, &name, &[]))))
    }

    /// What `fde-grade KIND --format server` prints for the submission (without the
    /// final newline), and the report.
    #[pyo3(signature = (path = None, data = None, name = None))]
    fn server_output(
        &self,
        py: Python<'_>,
        path: Option<PathBuf>,
        data: Option<&Bound<'_, PyBytes>>,
        name: Option<String>,
    ) -> PyResult<(String, Graded)> {
        let sub = submission(path, data, name)?;
        let (bytes, name) = sub.read()?;
        Ok(py.detach(|| {
            let (report, text) = self.grader.grade_server(Ok(&bytes), &name, &[]);
            (text, Graded::of(&report))
        }))
    }

    /// What `fde-grade KIND --format table --lang LANG` prints for the submission.
    #[pyo3(signature = (path = None, data = None, name = None, lang = "en"))]
    fn table(
        &self,
        py: Python<'_>,
        path: Option<PathBuf>,
        data: Option<&Bound<'_, PyBytes>>,
        name: Option<String>,
        lang: &str,
    ) -> PyResult<String> {
        let lang = self::lang(lang)?;
        let sub = submission(path, data, name)?;
        let (bytes, name) = sub.read()?;
        Ok(py.detach(|| self.grader.grade(&bytes, &name, &[]).table(lang)))
    }
}

/// clap's message without its `error: `, usage and `--help` lines (the flags keep their
/// CLI spelling: `--ask-log` is the keyword argument `ask_log`).
fn clap_message(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let lines = text.lines().filter(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"));
    let text = lines.collect::<Vec<_>>().join("\n");
    text.trim().strip_prefix("error: ").unwrap_or(text.trim()).to_string()
}

#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // The kinds' codes and words, for every function below.
    grader::install();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("CaseError", m.py().get_type::<CaseError>())?;
    m.add_class::<Grader>()?;
    m.add_class::<Graded>()?;
    m.add_function(wrap_pyfunction!(main, m)?)?;
    m.add_function(wrap_pyfunction!(case_kind, m)?)?;
    m.add_function(wrap_pyfunction!(flags, m)?)?;
    m.add_function(wrap_pyfunction!(kinds_json, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    Ok(())
}
