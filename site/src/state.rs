//! The shared state of a case page: the loaded case (public data or the student's own),
//! the example submissions' scores, and the report on screen. One [`CaseState`] is
//! provided as context; every section and figure reads from it.

use std::sync::Arc;

use grader::case::CaseManifest;
use grader::case_grader::{CaseGrader, Report};
use grader::Diagnostic;
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

/// A submission as read: its file and companion files (e.g. an uplift ask log); what
/// the worker grades too.
pub use crate::worker::Submission;

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

/// The case data in use: the public files, or those the student loaded.
#[derive(Debug, Clone, PartialEq)]
pub struct DataSource {
    /// The kind's data file (`customers.csv`, a truth CSV): its name as given (shown,
    /// and used in diagnostics) and its bytes. `None` for a case that reads only other
    /// files (FDE-Bench 041's fields).
    pub data: Option<(String, Arc<Vec<u8>>)>,
    /// The case's other files, by the names its manifest gives them (`data/test.csv`,
    /// `part2/t1.0.txt`; see [`grader::kind::Kind::needed_files`]): empty for a case of
    /// one file.
    pub files: Vec<(String, Arc<Vec<u8>>)>,
    /// True when the student loaded them.
    pub own: bool,
}

impl DataSource {
    /// What the page calls it, in the page's language: the data file's name, and how many
    /// other files.
    pub fn name(&self) -> String {
        match (&self.data, self.files.len()) {
            (Some((n, _)), 0) => n.clone(),
            (Some((n, _)), k) => crate::words::tf("own-data-and-others", &[("file", n), ("count", &k.to_string())]),
            (None, 1) => self.files[0].0.clone(),
            (None, k) => crate::words::tf("own-data-case-files", &[("count", &k.to_string())]),
        }
    }

    /// The data file's bytes (empty when there is none).
    pub fn bytes(&self) -> &[u8] {
        self.data.as_ref().map_or(&[], |(_, b)| b.as_slice())
    }

    /// Every file's bytes, together.
    pub fn total_bytes(&self) -> usize {
        self.bytes().len() + self.files.iter().map(|(_, b)| b.len()).sum::<usize>()
    }

    /// The case graded against these files (the worker builds it the same way:
    /// `CaseGrader::load_files`, the CLI's path).
    pub fn grader(d: Option<&DataSource>, m: &CaseManifest, reference: Option<f64>) -> Result<CaseGrader, Vec<Diagnostic>> {
        let data = d.and_then(|d| d.data.as_ref()).map(|(n, b)| (n.as_str(), b.as_slice()));
        let files: Vec<(String, &[u8])> = d.map(|d| d.files.iter().map(|(n, b)| (n.clone(), b.as_slice())).collect()).unwrap_or_default();
        crate::kinds::load_files(m, data, &grader::kind::NamedFiles(&files), reference)
    }

    /// The public files of a case: every file its kind reads
    /// ([`grader::case::CaseKind::needed_files`]) that it ships; `None` when it ships none.
    pub fn public(info: &'static CaseInfo, m: &CaseManifest) -> Option<DataSource> {
        let needed = m.kind.needed_files(m, &Shipped(info));
        let get = |name: &str| Some((name.to_string(), Arc::new(info.file(name)?.to_vec())));
        let data = needed.iter().find(|f| f.data && !f.pattern).and_then(|f| get(&f.name));
        let files: Vec<_> = needed.iter().filter(|f| !f.data && !f.pattern).filter_map(|f| get(&f.name)).collect();
        (data.is_some() || !files.is_empty()).then_some(DataSource { data, files, own: false })
    }
}

/// The files a case ships, as [`grader::kind::CaseFiles`].
pub struct Shipped(pub &'static CaseInfo);

impl grader::kind::CaseFiles for Shipped {
    fn read(&self, name: &str) -> Result<Vec<u8>, String> {
        self.0.file(name).map(<[u8]>::to_vec).ok_or_else(|| format!("the case does not ship `{name}`"))
    }
}

/// One example submission graded against the case data in use.
#[derive(Debug, Clone)]
pub struct ExampleGrade {
    pub report: Arc<Report>,
    pub json: Arc<String>,
    pub millis: f64,
}

/// The case's examples graded against the case data in use: once per change of the
/// data or the reference (every table and figure reads them from here). The public
/// data's on the page's thread (small, fetched with the case): when the page opens, the
/// example on screen first and the others after its first frame (issue 18: the score
/// does not wait for them), after a change all at once; the student's own in the worker
/// (read and graded there). Meanwhile [`ExampleGrades::Grading`].
#[derive(Debug, Clone, Default)]
pub enum ExampleGrades {
    #[default]
    Grading,
    /// One per example of the manifest, in its order.
    Ready(Arc<Vec<ExampleGrade>>),
    /// The case data cannot be read (the page says why), or the worker failed: why.
    Failed(String),
}

impl ExampleGrades {
    /// Example `i`'s report, when graded.
    pub fn report(&self, i: usize) -> Option<Arc<Report>> {
        match self {
            ExampleGrades::Ready(v) => v.get(i).map(|g| g.report.clone()),
            _ => None,
        }
    }
}

/// Own case data larger than this (bytes) is read only in the worker: the page's
/// thread shows its [`DataSummary`], and the figures that draw every store are not
/// drawn for it (a million rows would freeze the page).
pub const PAGE_DATA_LIMIT: usize = 1_000_000;

/// What the page shows of own case data read only in the worker.
pub use crate::worker::DataSummary;

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
    /// The last reference value typed that could not be used (`abc`, `0`): the reports
    /// say so, and which value they use instead.
    pub reference_rejected: RwSignal<Option<String>>,
    /// The case on the page's thread (glance, formula, figures) for the data and
    /// reference in use, or why it could not be built. Own case data is read here
    /// only once the worker has read and graded it (the page answers meanwhile).
    pub grader: Memo<Result<Arc<CaseGrader>, Vec<Diagnostic>>>,
    /// The examples graded against the data in use.
    pub examples: RwSignal<ExampleGrades>,
    /// The example whose report is awaited (its grading is under way in the worker).
    awaited: StoredValue<Option<usize>>,
    /// While the page's first grading of the public examples waits for the first frame
    /// (see [`CaseState::grade_examples_soon`]): those graded already (the one on
    /// screen), by example. `None` otherwise.
    early: StoredValue<Option<Vec<Option<ExampleGrade>>>>,
    /// The data and reference the page's thread reads (see `grader`).
    page_case: RwSignal<(Option<DataSource>, Option<f64>)>,
    /// Own case data too large for the page's thread (see [`PAGE_DATA_LIMIT`]): what
    /// the worker says of it. The page's `grader` then holds the public data (with the
    /// reference in use) and the figures that draw the stores are left out.
    pub summary: RwSignal<Option<DataSummary>>,
    public: StoredValue<Option<DataSource>>,
    pub current: RwSignal<Option<Graded>>,
    /// The reader's last own file graded (dropped, shared or coached), kept while they
    /// look at examples: the comparison figures draw it beside the examples.
    pub mine: RwSignal<Option<Graded>>,
    /// Practice mode (issue 45): the answer key and what is read from it (its first
    /// rows, the worst rows) stay hidden until the reader asks or grades a file.
    pub revealed: RwSignal<bool>,
    /// A dropped file being graded in the worker (the report on screen is then not
    /// its report).
    pub job: RwSignal<Job>,
    /// Counts the case data and reference values in use (the worker's case key).
    data_generation: StoredValue<u64>,
}

pub fn now_ms() -> f64 {
    if !crate::BROWSER {
        return 0.0;
    }
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// A `performance.mark` (what `e2e/nav-to-score.mjs` reads to say where a visit's time
/// goes: `fde-main`, `fde-shown` (the example on screen graded), `fde-examples` (all
/// graded), `fde-ready`).
pub fn mark(name: &str) {
    if !crate::BROWSER {
        return;
    }
    if let Some(p) = window().performance() {
        let _ = p.mark(name);
    }
}

impl CaseState {
    /// The state of a case page: the example on screen is graded first, the others
    /// after its first frame (see [`CaseState::grade_examples_soon`]).
    pub fn for_page(info: &'static CaseInfo) -> CaseState {
        CaseState::make(info, true)
    }

    /// The state of an embedded figure: every example graded at once (the figure
    /// draws from them, and its host is told its height once it is drawn).
    pub fn new(info: &'static CaseInfo) -> CaseState {
        CaseState::make(info, false)
    }

    fn make(info: &'static CaseInfo, score_first: bool) -> CaseState {
        let manifest = info.full_manifest().ok();
        let public = manifest.and_then(|m| DataSource::public(info, m));
        let data = RwSignal::new(public.clone());
        let reference = RwSignal::new(None::<f64>);
        let data_generation = StoredValue::new(0u64);
        // The data and reference the page's thread reads (see `grader`).
        let public_copy = public.clone();
        let page_case = RwSignal::new((public, None::<f64>));
        let grader = Memo::new(move |_| {
            let Some(m) = manifest else {
                return Err(vec![Diagnostic::new(
                    grader::diagnostic::codes::CASE_BAD_MANIFEST,
                    grader::Category::Case,
                    info.full_manifest().err().unwrap_or_default(),
                )]);
            };
            page_case.with(|(d, r)| DataSource::grader(d.as_ref(), m, *r).map(Arc::new))
        });
        let state = CaseState {
            info,
            data,
            reference,
            reference_rejected: RwSignal::new(None),
            grader,
            examples: RwSignal::new(ExampleGrades::Grading),
            awaited: StoredValue::new(None),
            early: StoredValue::new(None),
            page_case,
            summary: RwSignal::new(None),
            public: StoredValue::new(public_copy),
            current: RwSignal::new(None),
            mine: RwSignal::new(None),
            revealed: RwSignal::new(false),
            job: RwSignal::new(Job::Idle),
            data_generation,
        };
        // Natively (the pre-render) there is no frame to wait for: every example now.
        if score_first && crate::BROWSER {
            state.grade_examples_soon();
        } else {
            state.examples.set(state.grade_examples_here());
            mark("fde-examples");
        }
        // When the case data or the reference changes: grade the examples against it
        // (once), and regrade what is on screen.
        Effect::new(move |prev: Option<()>| {
            let d = data.get();
            let r = reference.get();
            if prev.is_none() {
                return;
            }
            data_generation.update_value(|g| *g += 1);
            // The first grading's early grades are of the data before.
            state.early.set_value(None);
            let own = d.as_ref().is_some_and(|d| d.own);
            let on_screen = state.current.get_untracked();
            if let Some(Graded { source: Source::Example(i), .. }) = &on_screen {
                state.await_example(*i);
            }
            if own {
                state.grade_examples_in_worker(d, r);
            } else {
                crate::worker::cancel(crate::worker::Channel::Examples);
                state.summary.set(None);
                page_case.set((d, r));
                state.examples.set(state.grade_examples_here());
                state.examples_arrived();
            }
            match on_screen.filter(|g| g.source == Source::Dropped) {
                Some(g) => state.grade_in_worker(g.submission),
                // Graded against the data before: not drawn beside the new examples.
                None => state.mine.set(None),
            }
        });
        state
    }

    /// The page's first grading of the public examples (issue 18: a graded example
    /// shown fast): none now, so the example the address shows is graded alone when
    /// it is put on screen (see [`CaseState::grade_here`]); every example once the
    /// frame after this one is painted (a task after the next animation frame), the one
    /// on screen not again. Until then [`ExampleGrades::Grading`]. A case whose data
    /// cannot be read is said so at once.
    fn grade_examples_soon(&self) {
        if self.manifest().is_none() || self.grader.get_untracked().is_err() {
            self.examples.set(self.grade_examples_here());
            mark("fde-examples");
            return;
        }
        let n = self.manifest().map_or(0, |m| m.submissions.len());
        self.early.set_value(Some(vec![None; n]));
        let state = *self;
        request_animation_frame(move || {
            set_timeout(
                move || {
                    // Gone (navigated away), or graded since (the data changed): nothing to do.
                    if state.early.try_with_value(Option::is_some) != Some(true) {
                        return;
                    }
                    state.examples.set(state.grade_examples_here());
                    mark("fde-examples");
                },
                std::time::Duration::ZERO,
            )
        });
    }

    /// Grade every example here against the page's case (public data: small), keeping
    /// those the first grading made already (see [`CaseState::grade_examples_soon`]).
    fn grade_examples_here(&self) -> ExampleGrades {
        let early = self.early.try_update_value(Option::take).flatten().unwrap_or_default();
        if self.manifest().is_none() {
            return ExampleGrades::Failed(crate::words::t("state-no-case"));
        }
        let g = match self.grader.get_untracked() {
            Ok(g) => g,
            Err(_) => return ExampleGrades::Failed(crate::words::t("state-data-unreadable")),
        };
        let grades = self
            .examples()
            .into_iter()
            .enumerate()
            .map(|(i, s)| early.get(i).cloned().flatten().unwrap_or_else(|| grade_one(&g, &s)))
            .collect();
        ExampleGrades::Ready(Arc::new(grades))
    }

    /// Example `i`'s grade, while the first grading waits (see
    /// [`CaseState::grade_examples_soon`]): graded now (once); `None` when it is not
    /// waiting.
    fn early_grade(&self, i: usize) -> Option<ExampleGrade> {
        if let Some(g) = self.early.with_value(|e| e.as_ref().and_then(|e| e.get(i).cloned().flatten())) {
            return Some(g);
        }
        if self.early.with_value(Option::is_none) {
            return None;
        }
        let (s, grader) = (self.example(i)?, self.grader.get_untracked().ok()?);
        let g = grade_one(&grader, &s);
        self.early.update_value(|e| {
            if let Some(slot) = e.as_mut().and_then(|e| e.get_mut(i)) {
                *slot = Some(g.clone());
            }
        });
        mark("fde-shown");
        Some(g)
    }

    /// Read the own data `d` and grade every example against it in the worker; a newer
    /// change supersedes this one (its answer is dropped unseen).
    fn grade_examples_in_worker(&self, d: Option<DataSource>, r: Option<f64>) {
        let Some(m) = self.manifest() else { return };
        self.examples.set(ExampleGrades::Grading);
        let case = self.worker_case(d, r);
        let state = *self;
        crate::worker::grade_examples(case, self.examples(), move |answer| {
            let kind = m.kind;
            let mut summary = None;
            let grades = answer.and_then(|(replies, s)| {
                summary = Some(s);
                replies
                    .into_iter()
                    .map(|a| Ok(ExampleGrade { report: Arc::new(report_from(kind, &a)?), json: Arc::new(a.json), millis: a.millis }))
                    .collect::<Result<Vec<_>, String>>()
            });
            let ok = grades.is_ok();
            state.examples.set(match grades {
                Ok(g) => ExampleGrades::Ready(Arc::new(g)),
                Err(e) => ExampleGrades::Failed(e),
            });
            // The page's thread reads the own data once the worker has read it (the
            // glance and the figures; or why it cannot be read), unless it is large.
            let d = state.data.get_untracked();
            let big = d.as_ref().is_some_and(|d| d.total_bytes() > PAGE_DATA_LIMIT);
            let r = state.reference.get_untracked();
            if big {
                state.summary.set(summary.filter(|_| ok));
                state.page_case.set((state.public.get_value(), r));
            } else {
                state.summary.set(None);
                state.page_case.set((d, r));
            }
            state.examples_arrived();
        });
    }

    /// The case the worker grades against: the case data `d` and reference `r`, named by
    /// the case data in use (the worker rebuilds its case when the name changes).
    pub fn worker_case(&self, d: Option<DataSource>, r: Option<f64>) -> crate::worker::CaseData {
        let (data, files) = d.map(|d| (d.data, d.files)).unwrap_or_default();
        crate::worker::CaseData {
            key: format!("{}#{}", self.info.dir(), self.data_generation.get_value()),
            manifest: self.info.manifest_text().to_string(),
            data,
            files,
            reference: r,
        }
    }

    /// Wait for example `i`'s report (graded in the worker): the report panel says
    /// *Grading…* meanwhile.
    fn await_example(&self, i: usize) {
        crate::worker::cancel(crate::worker::Channel::Submission);
        self.awaited.set_value(Some(i));
        self.job.set(Job::Grading(self.example_file(i)));
    }

    /// The examples are graded: show the awaited one.
    fn examples_arrived(&self) {
        let Some(i) = self.awaited.get_value() else {
            return;
        };
        match self.examples.get_untracked() {
            ExampleGrades::Grading => {}
            ExampleGrades::Ready(_) => self.show_example(i),
            ExampleGrades::Failed(e) => {
                self.awaited.set_value(None);
                match self.grader.get_untracked() {
                    // The data cannot be read: the page already says why.
                    Err(_) => {
                        self.job.set(Job::Idle);
                        self.current.set(None);
                    }
                    Ok(_) => self.job.set(Job::Failed(self.example_file(i), e)),
                }
            }
        }
    }

    pub fn manifest(&self) -> Option<&'static CaseManifest> {
        self.info.full_manifest().ok()
    }

    /// Grade a submission with the current case data and put the report on screen:
    /// a dropped file in the worker (see [`crate::worker`]), an example (fetched with the case,
    /// small) right here. Either supersedes a dropped file still being graded.
    pub fn grade(&self, source: Source, submission: Submission) {
        match source {
            Source::Dropped => self.grade_in_worker(submission),
            Source::Example(_) => self.grade_here(source, submission),
        }
    }

    fn grade_in_worker(&self, submission: Submission) {
        let Some(m) = self.manifest() else { return };
        self.awaited.set_value(None);
        let own = self.data.with_untracked(|d| d.as_ref().is_some_and(|d| d.own));
        if !own && self.grader.get_untracked().is_err() {
            // The case data cannot be read: the page already says why.
            crate::worker::cancel(crate::worker::Channel::Submission);
            self.job.set(Job::Idle);
            self.current.set(None);
            return;
        }
        let state = *self;
        let file = submission.file.clone();
        self.job.set(Job::Grading(file.clone()));
        let case = self.worker_case(self.data.get_untracked(), self.reference.get_untracked());
        let kind = m.kind;
        crate::worker::grade(case, submission.clone(), move |answer| {
            let graded = answer.and_then(|a| {
                let report = report_from(kind, &a)?;
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
                    state.mine.set(Some(g.clone()));
                    state.revealed.set(true);
                    state.current.set(Some(g));
                }
                Err(e) => state.job.set(Job::Failed(file, e)),
            }
            // The start script registers the service worker after a dropped file's
            // first answer (site/start.js: its caching would slow the worker's download).
            if let Ok(ev) = web_sys::Event::new("fde-graded") {
                let _ = leptos::prelude::window().dispatch_event(&ev);
            }
        });
    }

    /// An example's report, graded once per data change (see [`ExampleGrades`]); while
    /// it is being graded in the worker, the report panel says so and it comes after.
    fn grade_here(&self, source: Source, _submission: Submission) {
        let Source::Example(i) = source else { return };
        match self.examples.get_untracked() {
            ExampleGrades::Grading if self.early.with_value(Option::is_none) => self.await_example(i),
            _ => {
                crate::worker::cancel(crate::worker::Channel::Submission);
                self.show_example(i);
            }
        }
    }

    /// Put example `i`'s graded report on screen.
    fn show_example(&self, i: usize) {
        self.awaited.set_value(None);
        self.job.set(Job::Idle);
        let g = match self.examples.get_untracked() {
            ExampleGrades::Ready(v) => v.get(i).cloned(),
            ExampleGrades::Grading => self.early_grade(i),
            ExampleGrades::Failed(_) => None,
        };
        let (Some(g), Some(submission)) = (g, self.example(i)) else {
            self.current.set(None);
            return;
        };
        let seq = SEQ.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        self.current.set(Some(Graded { source: Source::Example(i), submission, report: g.report, json: g.json, millis: g.millis, seq }));
    }

    /// Example submission `i` with its companion files, as fetched with the case.
    pub fn example(&self, i: usize) -> Option<Submission> {
        let s = self.manifest()?.submissions.get(i)?;
        let file = |name: &str| Arc::new(self.info.file(name).unwrap_or_default().to_vec());
        Some(Submission {
            file: s.file.clone(),
            bytes: file(&s.file),
            extras: s.extra_files.iter().map(|x| (x.clone(), file(x))).collect(),
        })
    }

    /// Every example submission of the case, in the manifest's order.
    fn examples(&self) -> Vec<Submission> {
        let n = self.manifest().map_or(0, |m| m.submissions.len());
        (0..n).filter_map(|i| self.example(i)).collect()
    }

    /// Example `i`'s file name (empty if there is none).
    fn example_file(&self, i: usize) -> String {
        self.manifest().and_then(|m| m.submissions.get(i)).map(|s| s.file.clone()).unwrap_or_default()
    }

    /// Grade example submission `i` of the case.
    pub fn grade_example(&self, i: usize) {
        if let Some(s) = self.example(i) {
            self.grade(Source::Example(i), s);
        }
    }

    /// The reference value in force (override or the case's).
    pub fn reference_value(&self) -> f64 {
        self.reference.get().or_else(|| self.manifest().map(|m| m.reference.value)).unwrap_or(0.0)
    }
}

/// One example graded here against `g`, timed.
fn grade_one(g: &CaseGrader, s: &Submission) -> ExampleGrade {
    let t0 = now_ms();
    let extras: Vec<(&str, &[u8])> = s.extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    let report = crate::kinds::grade(g, &s.bytes, &s.file, &extras);
    let json = crate::kinds::to_json(&report);
    ExampleGrade { report: Arc::new(report), json: Arc::new(json), millis: now_ms() - t0 }
}

/// The typed report the worker sent: read back from its JSON, with the marks of its
/// non-finite floats (see `grader::from_json`), so the very report graded there.
fn report_from(kind: grader::case::CaseKind, a: &crate::worker::Graded) -> Result<Report, String> {
    crate::kinds::report_from_json(kind, &a.json, &a.non_finite).map_err(|e| crate::words::tf("state-report-unreadable", &[("error", &e)]))
}

pub fn use_case() -> CaseState {
    expect_context::<CaseState>()
}
