//! What the plan kinds' live figures share (coil's profile, slitting's patterns, hydro's
//! profiles, racks' elevation, quay's Gantt chart): the plan as the reader edited it with
//! its report, the plans before each step (undo), the sentence a screen reader hears, and
//! the tools under the figure. Each figure keeps what is its own: its plan's type, how a
//! pointer or a key moves a piece of it, and its kind's typed grading (the core's dispatch
//! over every kind would link them all into the kind's module).

use std::sync::Arc;

use grader::case_grader::{CaseGrader, Report};
use leptos::prelude::*;

use crate::figures::inputs::use_shown;
use crate::figures::text::{t, tf};
use crate::state::{now_ms, use_case, CaseState};

/// A plan edited in a figure, graded as the CLI grades the downloaded file.
pub struct Edited<P> {
    pub plan: P,
    pub report: Arc<Report>,
    /// How long the grading took (ms, the figure's `data-ms`).
    pub ms: f64,
}

/// A live figure's edits (`Copy`: signals and stored values, as Leptos' own).
pub struct Live<P: Send + Sync + 'static> {
    pub edit: RwSignal<Option<Edited<P>>>,
    history: StoredValue<Vec<P>>,
    /// What a screen reader hears after each step (the figure's `aria-live` line).
    pub announce: RwSignal<String>,
    state: CaseState,
}

impl<P: Send + Sync + 'static> Clone for Live<P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<P: Send + Sync + 'static> Copy for Live<P> {}

impl<P: Clone + Send + Sync + 'static> Live<P> {
    /// No edit yet; and none again whenever another file is shown or the case's data
    /// changes (the edits belonged to the one before), when `clear` empties the figure's
    /// own state too (its cursor, what it holds).
    pub fn new(clear: impl Fn() + 'static) -> Self {
        let state = use_case();
        let shown = use_shown();
        let live = Live { edit: RwSignal::new(None), history: StoredValue::new(Vec::new()), announce: RwSignal::new(String::new()), state };
        Effect::new(move |_| {
            shown.with(|_| ());
            state.grader.with(|_| ());
            live.edit.set(None);
            live.history.set_value(Vec::new());
            clear();
        });
        live
    }

    /// The report drawn: the edited plan's, else the shown file's.
    pub fn report(self) -> Memo<Option<Arc<Report>>> {
        let shown = use_shown();
        Memo::new(move |_| {
            self.edit.with(|e| e.as_ref().map(|e| e.report.clone())).or_else(|| shown.with(|s| s.as_ref().map(|s| s.report.clone())))
        })
    }

    /// Whether the reader has edited the shown file (tracked).
    pub fn edited(self) -> bool {
        self.edit.with(Option::is_some)
    }

    /// The edited plan, if any (untracked: for event handlers).
    pub fn plan(self) -> Option<P> {
        self.edit.with_untracked(|e| e.as_ref().map(|e| e.plan.clone()))
    }

    /// Grades `plan` with the case's grader (`grade`: the kind's own, typed; `None` when
    /// the case is of another kind) and shows it.
    pub fn grade(self, plan: P, grade: impl FnOnce(&CaseGrader, &P) -> Option<Report>) {
        let Ok(case) = self.state.grader.get_untracked() else { return };
        let t0 = now_ms();
        let Some(report) = grade(&case, &plan) else { return };
        self.show(plan, report, now_ms() - t0);
    }

    /// Shows `plan` graded already (`report`, in `ms`): a figure that keeps a step only
    /// when its report allows it.
    pub fn show(self, plan: P, report: Report, ms: f64) {
        self.edit.set(Some(Edited { plan, report: Arc::new(report), ms }));
    }

    /// Records `before` as the plan an undo goes back to.
    pub fn push(self, before: P) {
        self.history.update_value(|h| h.push(before));
    }

    /// Back one step: to the plan before the last one (`regrade` grades it again), or to
    /// the shown file when that was the first step; `said` is then announced.
    pub fn undo(self, regrade: impl FnOnce(P), said: String) {
        let Some(plan) = self.history.try_update_value(|h| h.pop()).flatten() else { return };
        if self.history.with_value(Vec::is_empty) {
            self.edit.set(None);
        } else {
            regrade(plan);
        }
        self.announce.set(said);
    }

    /// Back to the shown file, every step forgotten; `said` is then announced.
    pub fn reset(self, said: String) {
        self.history.set_value(Vec::new());
        self.edit.set(None);
        self.announce.set(said);
    }
}

/// The tools under a live figure (undo, back to the example, download the edited file),
/// its help line and its `aria-live` line; ids `<id>-undo`, `-reset`, `-download`, `-help`
/// and `-announce`, as the browser files and the figure's `aria-describedby` name them.
#[component]
pub fn LiveTools<P: Clone + Send + Sync + 'static>(
    live: Live<P>,
    /// The figure's id prefix (its kind: `coil`, `quay`, ...).
    id: &'static str,
    /// The file the download writes (`solution.json`).
    file: &'static str,
    /// The help line's key.
    help: &'static str,
    /// Whether there is a plan to download (tracked).
    #[prop(into)]
    can_download: Signal<bool>,
    /// What undo and reset do beyond the edits (the figure's cursor, what it holds).
    #[prop(into)]
    on_undo: Callback<()>,
    #[prop(into)] on_reset: Callback<()>,
    #[prop(into)] on_download: Callback<()>,
) -> impl IntoView {
    let edited = move || live.edited();
    view! {
        <div class="fig-tools">
            <button class="secondary" id=format!("{id}-undo") on:click=move |_| on_undo.run(()) disabled=move || !edited()>{move || t("fig-live-undo")}</button>
            <button class="secondary" id=format!("{id}-reset") on:click=move |_| on_reset.run(()) disabled=move || !edited()>{move || t("fig-live-reset")}</button>
            <button class="secondary" id=format!("{id}-download") on:click=move |_| on_download.run(()) disabled=move || !can_download.get()>
                {move || tf("fig-live-download", &[("file", file)])}
            </button>
        </div>
        <p class="fig-help" id=format!("{id}-help")>{move || t(help)}</p>
        <p class="sr" aria-live="polite" id=format!("{id}-announce")>{move || live.announce.get()}</p>
    }
}
