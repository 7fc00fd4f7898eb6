//! The shared state of a case page: the loaded case (public data or the student's own),
//! the example submissions' scores, and the report on screen. One [`CaseState`] is
//! provided as context; every section and figure reads from it.

use std::sync::Arc;

use grader::case::CaseManifest;
use grader::Diagnostic;
use grader_wasm::{CaseGrader, Report};
use leptos::prelude::*;

use crate::cases::CaseInfo;

/// Where the report on screen came from.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// An example submission of the case (index into `submissions`).
    Example(usize),
    /// Files the student dropped or picked.
    Dropped,
}

/// A submission as read: its file and companion files (e.g. an uplift ask log).
#[derive(Debug, Clone, PartialEq)]
pub struct Submission {
    pub file: String,
    pub bytes: Arc<Vec<u8>>,
    pub extras: Vec<(String, Arc<Vec<u8>>)>,
}

/// One graded submission, with what it takes to grade it again (own data, new
/// reference).
#[derive(Debug, Clone)]
pub struct Graded {
    pub source: Source,
    pub submission: Submission,
    pub report: Arc<Report>,
    /// The JSON report, as `fde-grade` prints it.
    pub json: Arc<String>,
    /// Time spent in the core (parse → validate → measure → score → JSON), ms.
    pub millis: f64,
    /// Increases with every grading (lets tests and figures tell two reports apart).
    pub seq: u64,
}

static SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// The case data in use: the public file, or one the student loaded.
#[derive(Debug, Clone, PartialEq)]
pub struct DataSource {
    /// File name shown (and used in diagnostics).
    pub name: String,
    pub bytes: Arc<Vec<u8>>,
    /// True when the student loaded it.
    pub own: bool,
}

/// Grading a dropped file in the worker: under way, or failed.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Job {
    #[default]
    Idle,
    /// Being graded in the worker (the file's name).
    Grading(String),
    /// The worker could not grade it: the file's name and why.
    Failed(String, String),
}

#[derive(Clone, Copy)]
pub struct CaseState {
    pub info: &'static CaseInfo,
    pub data: RwSignal<Option<DataSource>>,
    /// Reference value override (`None` = the case's).
    pub reference: RwSignal<Option<f64>>,
    /// The grader for the current data and reference, or why it could not be built.
    pub grader: Memo<Result<Arc<CaseGrader>, Vec<Diagnostic>>>,
    pub current: RwSignal<Option<Graded>>,
    /// A dropped file being graded in the worker (the report on screen is then not
    /// its report).
    pub job: RwSignal<Job>,
    /// Counts the case data and reference values in use (the worker's case key).
    data_generation: StoredValue<u64>,
}

pub fn now_ms() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

impl CaseState {
    pub fn new(info: &'static CaseInfo) -> CaseState {
        let manifest = info.manifest.as_ref().ok();
        let public = manifest.and_then(|m| {
            let name = m.files.get(grader_wasm::load::data_role(m.kind))?;
            Some(DataSource {
                name: name.clone(),
                bytes: Arc::new(info.file(name)?.to_vec()),
                own: false,
            })
        });
        let data = RwSignal::new(public);
        let reference = RwSignal::new(None::<f64>);
        let data_generation = StoredValue::new(0u64);
        let grader = Memo::new(move |_| {
            data_generation.update_value(|g| *g += 1);
            let Some(m) = manifest else {
                return Err(vec![Diagnostic::new(
                    "case/bad-manifest",
                    grader::Category::Case,
                    info.manifest.as_ref().err().cloned().unwrap_or_default(),
                )]);
            };
            data.with(|d| {
                let d = d.as_ref().map(|d| (d.name.as_str(), d.bytes.as_slice()));
                CaseGrader::new(m, d, reference.get()).map(Arc::new)
            })
        });
        let state = CaseState {
            info,
            data,
            reference,
            grader,
            current: RwSignal::new(None),
            job: RwSignal::new(Job::Idle),
            data_generation,
        };
        // Regrade what is on screen when the case data or the reference changes.
        Effect::new(move |prev: Option<()>| {
            let _ = grader.get();
            if prev.is_some() {
                if let Some(g) = state.current.get_untracked() {
                    state.grade(g.source, g.submission);
                }
            }
        });
        state
    }

    pub fn manifest(&self) -> Option<&'static CaseManifest> {
        self.info.manifest.as_ref().ok()
    }

    /// Grade a submission with the current case data and put the report on screen:
    /// a dropped file in the worker (see [`crate::worker`]), an example (embedded,
    /// small) right here. Either supersedes a dropped file still being graded.
    pub fn grade(&self, source: Source, submission: Submission) {
        match source {
            Source::Dropped => self.grade_in_worker(submission),
            Source::Example(_) => self.grade_here(source, submission),
        }
    }

    fn grade_in_worker(&self, submission: Submission) {
        let Some(m) = self.manifest() else { return };
        if self.grader.get_untracked().is_err() {
            // The case data cannot be read: the page already says why.
            crate::worker::cancel();
            self.job.set(Job::Idle);
            self.current.set(None);
            return;
        }
        let state = *self;
        let file = submission.file.clone();
        self.job.set(Job::Grading(file.clone()));
        let req = crate::worker::Request {
            key: format!("{}#{}", self.info.dir(), self.data_generation.get_value()),
            manifest: self.info.embedded.manifest,
            data: self
                .data
                .get_untracked()
                .map(|d| (d.name.clone(), d.bytes.clone())),
            reference: self.reference.get_untracked(),
            file: submission.file.clone(),
            bytes: submission.bytes.clone(),
            extras: submission.extras.clone(),
        };
        let kind = m.kind;
        crate::worker::grade(req, move |answer| {
            let graded = answer.and_then(|a| {
                let report = report_from(kind, a.report)?;
                Ok(Graded {
                    source: Source::Dropped,
                    submission,
                    report: Arc::new(report),
                    json: Arc::new(a.json),
                    millis: a.millis,
                    seq: SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1,
                })
            });
            match graded {
                Ok(g) => {
                    state.job.set(Job::Idle);
                    state.current.set(Some(g));
                }
                Err(e) => state.job.set(Job::Failed(file, e)),
            }
        });
    }

    fn grade_here(&self, source: Source, submission: Submission) {
        crate::worker::cancel();
        self.job.set(Job::Idle);
        let g = self.grader.get_untracked();
        let Ok(g) = g else {
            self.current.set(None);
            return;
        };
        let t0 = now_ms();
        let extras: Vec<(&str, &[u8])> = submission
            .extras
            .iter()
            .map(|(n, b)| (n.as_str(), b.as_slice()))
            .collect();
        let report = g.grade(&submission.bytes, &submission.file, &extras);
        let json = report.to_json();
        let millis = now_ms() - t0;
        let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        self.current.set(Some(Graded {
            source,
            submission,
            report: Arc::new(report),
            json: Arc::new(json),
            millis,
            seq,
        }));
    }

    /// Example submission `i` with its companion files, as embedded.
    pub fn example(&self, i: usize) -> Option<Submission> {
        let s = self.manifest()?.submissions.get(i)?;
        let file = |name: &str| Arc::new(self.info.file(name).unwrap_or_default().to_vec());
        Some(Submission {
            file: s.file.clone(),
            bytes: file(&s.file),
            extras: s.extra_files.iter().map(|x| (x.clone(), file(x))).collect(),
        })
    }

    /// Grade example submission `i` of the case.
    pub fn grade_example(&self, i: usize) {
        if let Some(s) = self.example(i) {
            self.grade(Source::Example(i), s);
        }
    }

    /// The reference value in force (override or the case's).
    pub fn reference_value(&self) -> f64 {
        self.reference
            .get()
            .or_else(|| self.manifest().map(|m| m.reference.value))
            .unwrap_or(0.0)
    }
}

/// The typed report the worker sent (a JS value, read back exactly).
fn report_from(kind: grader::case::CaseKind, v: wasm_bindgen::JsValue) -> Result<Report, String> {
    use grader::case::CaseKind;
    let r = match kind {
        CaseKind::Routing => serde_wasm_bindgen::from_value(v).map(Report::Routing),
        CaseKind::Scorecard => serde_wasm_bindgen::from_value(v).map(Report::Scorecard),
        CaseKind::Uplift => serde_wasm_bindgen::from_value(v).map(Report::Uplift),
    };
    r.map_err(|e| format!("the report could not be read back from the grader: {e}"))
}

pub fn use_case() -> CaseState {
    expect_context::<CaseState>()
}
