//! What every figure of a case page reads, in one place: the report shown ([`Shown`],
//! [`use_shown`]), the case's reference example ([`reference_example`]) and the example
//! shown when the page names none ([`default_example`]; `sub=` names one, see
//! [`follow_sub`]), and the controls that change
//! what is shown ([`SubPicker`], [`UrlToggle`]). The routing figures' richer inputs
//! build on these (`crate::kinds::routing::inputs`).
//!
//! A leaf of the figures' import graph: it imports no figure and not the registry.

use std::sync::Arc;

use grader::case::CaseManifest;
use grader::case_grader::Report;
use leptos::prelude::*;

use super::text::{t, tf};
use crate::route::{Key, Url};
use crate::state::{use_case, CaseState, Source};

/// A number exactly as the JSON report writes it (`0.8123`, `1.0`, `-0.11`).
pub fn json(x: f64) -> String {
    serde_json::to_string(&x).unwrap_or_default()
}

/// The example that stands for the case, the one rule of the site (the rule ladder's
/// badge, the ROC's reference curve, the routing figures' reference hours and
/// comparison, and the e2e tests' `referenceExample`): the example `files.reference`
/// names, else the first whose expected step is `reference`, else none (then nothing
/// is drawn as "the reference"; it is never guessed from the examples' order).
pub fn reference_example(m: &CaseManifest) -> Option<usize> {
    m.files
        .get("reference")
        .and_then(|f| m.submissions.iter().position(|s| &s.file == f))
        .or_else(|| m.submissions.iter().position(|s| s.expect.as_ref().is_some_and(|e| e.step == "reference")))
}

/// The example the figures show when the page shows no report (no `sub=`, nothing
/// dropped): the [`reference_example`], else the first example.
pub fn default_example(m: &CaseManifest) -> Option<usize> {
    reference_example(m).or((!m.submissions.is_empty()).then_some(0))
}

/// `sub=FILE` puts that example's report on screen, now and whenever the URL changes
/// (the case page and an embed alike; a name that is no example is ignored).
pub fn follow_sub(state: CaseState) {
    let url = Url::here();
    let sub = Memo::new(move |_| url.sub_tracked());
    Effect::new(move |_| {
        let m = state.manifest()?;
        let i = sub.with(|s| m.submissions.iter().position(|x| Some(&x.file) == s.as_ref()))?;
        state.grade_example(i);
        Some(())
    });
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

/// The report figures show: the one on screen (an example or a dropped file), else the
/// case's [`default_example`] (graded for the figures, the page's report panel stays
/// empty). Made once per page by [`provide_shown`] and shared through the context.
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
        let i = default_example(m)?;
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
    let url = Url::here();
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
            url.set_sub(Some(s.file.clone()));
            state.grade_example(i);
        }
    };
    let options = subs
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let v = i.to_string();
            // Read in the closure: a language switch renames the options (issue 45).
            let s = s.clone();
            let label = move || state.info.example_label(crate::words::lang(), &s);
            view! { <option value=v.clone() prop:selected=move || current() == v>{label}</option> }
        })
        .collect_view();
    let select_id = format!("sub-{id}");
    view! {
        <div class="sub-picker">
            <label for=select_id.clone()>{move || t("fig-submission")}</label>
            <select id=select_id data-picker=id prop:value=current on:change=on_change>
                {options}
                {move || dropped_name().map(|n| view! { <option value="dropped" prop:selected=true>{tf("fig-your-file", &[("file", &n)])}</option> })}
            </select>
        </div>
    }
}

/// A checkbox kept in the URL as flag `key` (`key=1`, absent when off): figure state a
/// link carries. `label`: the key of its words (`figures.ftl`).
#[component]
pub fn UrlToggle(key: Key<bool>, label: &'static str) -> impl IntoView {
    let url = Url::here();
    let on = url.flag(key);
    let change = move |ev: leptos::ev::Event| {
        let checked = event_target_checked(&ev);
        url.write(key, checked.then_some(&true));
    };
    view! {
        <label class="url-toggle"><input type="checkbox" data-key=key.name prop:checked=move || on.get() on:change=change/>" " {move || t(label)}</label>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A manifest (toy-scorecard's) with `files.reference` and the examples' steps set.
    fn manifest(reference: Option<&str>, steps: &[Option<&str>]) -> CaseManifest {
        let mut v: serde_json::Value = serde_json::from_str(include_str!("../../../e2e/fixtures/cases/toy-scorecard/case.json")).unwrap();
        if let Some(r) = reference {
            v["files"]["reference"] = r.into();
        }
        let subs = v["submissions"].as_array_mut().unwrap();
        for (s, step) in subs.iter_mut().zip(steps) {
            if let Some(step) = step {
                s["expect"] = serde_json::json!({ "verdict": "valid", "rung": 1, "step": step });
            }
        }
        grader::case::parse_manifest(v.to_string().as_bytes(), "case.json").unwrap()
    }

    #[test]
    fn the_reference_is_named_or_marked_never_guessed() {
        // toy-scorecard: 4 examples, the first `submissions/good-model.csv`, none named or marked.
        let none = manifest(None, &[]);
        assert_eq!(reference_example(&none), None, "neither the first nor the last stands in");
        assert_eq!(default_example(&none), Some(0), "shown by default: the first");
        let marked = manifest(None, &[None, Some("reference"), None, Some("reference")]);
        assert_eq!(reference_example(&marked), Some(1), "the first marked");
        let named = manifest(Some("submissions/points-not-probabilities.csv"), &[None, Some("reference")]);
        assert_eq!(reference_example(&named), Some(2), "files.reference first");
        assert_eq!(default_example(&named), Some(2));
        let dangling = manifest(Some("submissions/nope.csv"), &[None, None, Some("reference")]);
        assert_eq!(reference_example(&dangling), Some(2), "a name that is no example falls through");
    }
}
