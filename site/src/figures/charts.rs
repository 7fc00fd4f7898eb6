//! The charts that explain a score: [`rule_ladder`](super::rule_ladder) (every example,
//! what it breaks and where that puts its score), [`roc`](super::roc) (scorecards) and
//! [`uplift_ladder`](super::uplift_ladder) (uplift cases). Each reads the report the
//! page shows ([`use_shown`]) and draws only the core's numbers.
//!
//! Figure ids (the embed URL's `embed=`): `rule-ladder`, `roc`, `uplift-ladder`.
//! Figure state lives in the query string: `sub` (the submission shown) and each
//! figure's own keys (`roc-ref=1`: the reference's curve behind).

use std::sync::Arc;

use grader::case::{CaseKind, CaseManifest};
use grader::case_grader::Report;
use leptos::prelude::*;

use crate::embed::FigureFrame;
use crate::route::use_router;
use crate::state::{use_case, Source};

/// A number exactly as the JSON report writes it (`0.8123`, `1.0`, `-0.11`).
pub fn json(x: f64) -> String {
    serde_json::to_string(&x).unwrap_or_default()
}

/// The report a figure shows.
#[derive(Clone, Debug)]
pub struct Shown {
    pub report: Arc<Report>,
    /// The example it is (index into the manifest's `submissions`), `None` for a dropped file.
    pub example: Option<usize>,
    pub file: String,
    /// The grading's sequence number (0 for the default example, graded for figures only).
    pub seq: u64,
}

impl PartialEq for Shown {
    fn eq(&self, other: &Self) -> bool {
        self.seq == other.seq && self.example == other.example && Arc::ptr_eq(&self.report, &other.report)
    }
}

impl Shown {
    pub fn dropped(&self) -> bool {
        self.example.is_none()
    }
}

/// The example that stands for the case: its `files.reference`, else the example whose
/// expected step is `reference`, else the first.
pub fn reference_example(m: &CaseManifest) -> Option<usize> {
    m.files
        .get("reference")
        .and_then(|f| m.submissions.iter().position(|s| &s.file == f))
        .or_else(|| m.submissions.iter().position(|s| s.expect.as_ref().is_some_and(|e| e.step == "reference")))
}

/// The report figures show: the one on screen (an example or a dropped file), else the
/// case's reference example (graded for the figures, the page's report panel stays empty).
/// Made once per page by [`provide_shown`] and shared through the context.
pub fn use_shown() -> Memo<Option<Shown>> {
    use_context::<Memo<Option<Shown>>>().unwrap_or_else(provide_shown)
}

/// Make the page's [`use_shown`] memo (call it where the page's [`CaseState`] is made:
/// a context left by an earlier page must not be picked up).
///
/// [`CaseState`]: crate::state::CaseState
pub fn provide_shown() -> Memo<Option<Shown>> {
    let state = use_case();
    let memo = Memo::new(move |_| {
        if let Some(g) = state.current.get() {
            let example = match g.source {
                Source::Example(i) => Some(i),
                Source::Dropped => None,
            };
            return Some(Shown { report: g.report, example, file: g.submission.file, seq: g.seq });
        }
        let m = state.manifest()?;
        let i = reference_example(m).or((!m.submissions.is_empty()).then_some(0))?;
        let report = state.examples.with(|e| e.report(i))?;
        Some(Shown { report, example: Some(i), file: m.submissions[i].file.clone(), seq: 0 })
    });
    provide_context(memo);
    memo
}

/// Pick the submission a figure shows: the case's examples, and the dropped file when
/// there is one. Choosing one sets `sub` in the URL and puts its report on screen.
#[component]
pub fn SubPicker(
    /// The figure id (names the control).
    id: &'static str,
) -> impl IntoView {
    let state = use_case();
    let router = use_router();
    let shown = use_shown();
    let subs = state.manifest().map(|m| m.submissions.clone()).unwrap_or_default();
    let current = move || {
        shown.with(|s| match s {
            Some(s) if s.dropped() => "dropped".to_string(),
            Some(s) => s.example.map(|i| i.to_string()).unwrap_or_default(),
            None => String::new(),
        })
    };
    let dropped_name = move || shown.with(|s| s.as_ref().filter(|s| s.dropped()).map(|s| s.file.clone()));
    let on_change = {
        let subs = subs.clone();
        move |ev: leptos::ev::Event| {
            let Ok(i) = event_target_value(&ev).parse::<usize>() else {
                return;
            };
            let Some(s) = subs.get(i) else { return };
            router.replace(router.route.get_untracked().with_sub(Some(s.file.clone())));
            state.grade_example(i);
        }
    };
    let options = subs
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let v = i.to_string();
            let label = if s.title.is_empty() { s.file.clone() } else { s.title.clone() };
            view! { <option value=v.clone() prop:selected=move || current() == v>{label}</option> }
        })
        .collect_view();
    let select_id = format!("sub-{id}");
    view! {
        <div class="sub-picker">
            <label for=select_id.clone()>"Submission"</label>
            <select id=select_id data-picker=id prop:value=current on:change=on_change>
                {options}
                {move || dropped_name().map(|n| view! { <option value="dropped" prop:selected=true>{format!("Your file: {n}")}</option> })}
            </select>
        </div>
    }
}

/// A checkbox kept in the URL as `key=1` (absent when off): figure state a link carries.
#[component]
pub fn UrlToggle(key: &'static str, label: &'static str) -> impl IntoView {
    let router = use_router();
    let on = Memo::new(move |_| router.route.with(|r| r.get(key) == Some("1")));
    let change = move |ev: leptos::ev::Event| {
        let checked = event_target_checked(&ev);
        router.replace(router.route.get_untracked().with(key, checked.then(|| "1".to_string())));
    };
    view! {
        <label class="url-toggle"><input type="checkbox" data-key=key prop:checked=move || on.get() on:change=change/>" " {label}</label>
    }
}

/// Is the `key=1` figure state on?
pub fn flag(key: &'static str) -> Memo<bool> {
    let router = use_router();
    Memo::new(move |_| router.route.with(|r| r.get(key) == Some("1")))
}

/// A figure of this module by id, for the embed page (`None`: not one of ours).
/// Needs a case page's context ([`crate::state::CaseState`]).
pub fn render(id: &str) -> Option<AnyView> {
    let kind = use_case().manifest().map(|m| m.kind);
    let wrong = |what: &str| {
        Some(
            view! { <p class="embed-missing" role="alert">{format!("The `{id}` figure is for {what} cases; this case has none.")}</p> }
                .into_any(),
        )
    };
    match id {
        "rule-ladder" => Some(view! { <super::rule_ladder::RuleLadder/> }.into_any()),
        "roc" if kind != Some(CaseKind::Scorecard) => wrong("scorecard"),
        #[cfg(feature = "scorecard")]
        "roc" => Some(view! { <super::roc::RocFigure/> }.into_any()),
        "uplift-ladder" if kind != Some(CaseKind::Uplift) => wrong("uplift"),
        #[cfg(feature = "uplift")]
        "uplift-ladder" => Some(view! { <super::uplift_ladder::UpliftLadder/> }.into_any()),
        _ => None,
    }
}

/// The case page's section of charts: the ones that fit the case's kind, each with its
/// embed and export tools.
#[component]
pub fn Charts() -> impl IntoView {
    let state = use_case();
    let kind = state.manifest().map(|m| m.kind)?;
    provide_shown();
    let main = match kind {
        CaseKind::Scorecard => Some(view! {
            <FigureFrame id="roc" title="ROC curve and KS gap">{render("roc")}</FigureFrame>
        }),
        CaseKind::Uplift => Some(view! {
            <FigureFrame id="uplift-ladder" title="From baseline to oracle: the uplift ladder">{render("uplift-ladder")}</FigureFrame>
        }),
        CaseKind::Routing => None,
    };
    Some(view! {
        <section class="charts" aria-labelledby="charts-h">
            <h2 id="charts-h">"Why each score is what it is"</h2>
            {main}
            <FigureFrame id="rule-ladder" title="The rule ladder: what each example breaks">{render("rule-ladder")}</FigureFrame>
        </section>
    })
}
