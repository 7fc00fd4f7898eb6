//! Forecasting and regression cases described by their manifest (FDE-Bench's prediction
//! family): the rows of the submission shown explained by the core ([`inputs`]) and five
//! figures of them, the truth at a glance, the formula and the upload's format written
//! from the manifest, what costs a file most.

pub mod coach;
pub mod errors;
pub mod inputs;
pub mod panels;
pub mod residuals;
pub mod scatter;
pub mod scores;
pub mod worst;

use grader::case::CaseKind;
use grader::case_grader::CaseGrader;
use grader::prediction::{PredictionKind, PredictionReport};
use leptos::prelude::*;

use crate::components::coach_kinds::CoachKinds;
use crate::components::formats::{format_view, prediction_format, text_view, Format};
use crate::components::glance::source_line;
use crate::figures::registry::{Draw, Figure, Section};
use crate::kinds::SiteKind;
use crate::state::{use_case, CaseState, DataSummary};

type Case = <PredictionKind as grader::kind::Kind>::Case;

/// The case's metric name (`mae`; `composite` for several terms).
fn metric() -> String {
    let p = use_case().manifest().map(|m| &m.parameters);
    let score = p.map(|p| &p["score"]);
    match score {
        Some(s) if s.get("terms").is_some() => "composite".into(),
        Some(s) => s.get("metric").and_then(|m| m.as_str()).unwrap_or("").to_string(),
        None => String::new(),
    }
}

impl SiteKind for PredictionKind {
    fn figures() -> Vec<Figure> {
        let figure = |id, title_key, draw| Figure { id, title_key, kind: Some(CaseKind::Prediction), section: Section::Charts, draw: Draw::Case(draw) };
        vec![
            figure("pred-scores", "fig-pred-scores-title", || view! { <scores::PredScoresFigure/> }.into_any()),
            figure("pred-scatter", "fig-pred-scatter-title", || view! { <scatter::PredScatterFigure/> }.into_any()),
            figure("pred-residuals", "fig-pred-residuals-title", || view! { <residuals::PredResidualsFigure/> }.into_any()),
            figure("pred-errors", "fig-pred-errors-title", || view! { <errors::PredErrorsFigure/> }.into_any()),
            figure("pred-worst", "fig-pred-worst-title", || view! { <worst::PredWorstFigure/> }.into_any()),
        ]
    }

    fn provide() {
        inputs::provide_explained();
    }

    fn glance(state: CaseState, c: &Case, _: &CaseGrader) -> AnyView {
        let p = state.manifest().map(|m| m.parameters.clone()).unwrap_or_default();
        let truth = move || state.data.with(|d| d.as_ref().and_then(|d| crate::components::glance::peek(d.bytes(), 6, crate::words::t("pred-peek-caption"))));
        view! {
            {panels::stats(&p, <PredictionKind as grader::kind::Kind>::data_summary(c).rows)}
            <p class="source">{source_line(state)}</p>
            {crate::components::glance::practice(state, truth)}
        }
        .into_any()
    }

    fn glance_summary(state: CaseState, _: &Case, sum: &DataSummary) -> AnyView {
        let p = state.manifest().map(|m| m.parameters.clone()).unwrap_or_default();
        view! {
            {panels::stats(&p, Some(sum.rows as usize))}
            <p class="source">{source_line(state)}</p>
        }
        .into_any()
    }

    fn formula_without_data(state: CaseState) -> Option<AnyView> {
        Some(formula_view(state))
    }
    fn formula(state: CaseState, _: &Case) -> AnyView {
        formula_view(state)
    }

    fn verdict(r: &PredictionReport) -> (String, &'static str) {
        panels::verdict(r)
    }

    fn breakdown(r: &PredictionReport) -> AnyView {
        panels::breakdown(r, &metric())
    }

    fn ladder_rung(r: &PredictionReport) -> (Option<f64>, Vec<String>) {
        // A rejected file: why, in the page's language; else each target's metric.
        let costs = if r.valid { panels::costs(r) } else { vec![inputs::not_scored(r)] };
        (Some(r.overall_score), costs)
    }

    fn formats() -> Vec<Format> {
        Vec::new()
    }

    /// Its columns, key and example written from the case's manifest and files.
    fn own_formats(state: CaseState) -> Option<Vec<AnyView>> {
        let m = state.manifest()?;
        let Some((about, source, excerpt)) =
            prediction_format(m, crate::words::lang(), |f| state.info.file(f).map(|b| String::from_utf8_lossy(b).into_owned()))
        else {
            return Some(Vec::new());
        };
        let title = crate::words::t("formats-prediction-title");
        Some(vec![format_view("prediction-predictions".into(), title, text_view(&about).into_any(), source, excerpt).into_any()])
    }

    fn coach() -> AnyView {
        view! { <CoachKinds draw=coach::view/> }.into_any()
    }
}

/// The formula's steps, from the manifest alone (no value of the data in them): also an
/// FDE-Bench page's before the reader's data is here.
pub fn formula_view(state: CaseState) -> AnyView {
        let reference = state.reference_value();
        let p = state.manifest().map(|m| m.parameters.clone()).unwrap_or_default();
        let mut steps = panels::formula_steps(&p, reference, crate::words::lang());
        let last = steps.pop().unwrap_or_default();
        view! {
            <ol class="formula-steps pred-steps">
                {steps.into_iter().map(|s| view! { <li>{crate::components::request::inline(&s)}</li> }).collect_view()}
                {super::reference_step(&last, reference)}
            </ol>
        }
        .into_any()
    }
