//! The scoring formula in plain words, with the case's own numbers.

use leptos::prelude::*;

use crate::components::request::inline;
use crate::format::{int, num};
use crate::state::use_case;
use crate::words::{n as local, t, tf};
use grader::case_grader::CaseGrader;
use grader::routing::validate::kg;

#[component]
pub fn Formula() -> impl IntoView {
    let state = use_case();
    let body = move || {
        let reference = state.reference_value();
        match state.grader.get() {
            Ok(g) => match &*g {
                #[cfg(feature = "routing")]
                CaseGrader::Routing(c) => {
                    let p = &c.params;
                    let w = &p.weights;
                    let valid =
                        tf("formula-routing-valid", &[("capacity", &local(kg(p.capacity_kg))), ("vehicles", &p.vehicles.to_string())]);
                    let time = tf(
                        "formula-routing-time",
                        &[
                            ("trunk", &local(num(p.trunk_speed_kmh, 0))),
                            ("local", &local(num(p.local_speed_kmh, 0))),
                            ("stop", &local(num(p.stop_seconds, 0))),
                        ],
                    );
                    let cost = tf(
                        "formula-routing-cost",
                        &[
                            ("time", &local(num(w.time, 0))),
                            ("balance", &local(num(w.balance, 0))),
                            ("intrusion", &local(int(w.intrusion as i64))),
                            ("crossing", &local(int(w.crossing as i64))),
                        ],
                    );
                    let score = tf("formula-routing-score", &[("reference", &local(num(reference, 2)))]);
                    view! {
                        <ol class="formula-steps">
                            <li>{inline(&valid)}</li>
                            <li>{inline(&time)}</li>
                            <li>{inline(&cost)}</li>
                            <li>{inline(&score)}</li>
                        </ol>
                    }
                    .into_any()
                }
                #[cfg(feature = "scorecard")]
                CaseGrader::Scorecard(_) => {
                    let steps = [
                        t("formula-scorecard-checks"),
                        t("formula-scorecard-auc"),
                        t("formula-scorecard-ks"),
                        tf("formula-scorecard-score", &[("reference", &local(num(reference, 6)))]),
                    ];
                    view! { <ol class="formula-steps">{steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}</ol> }
                        .into_any()
                }
                #[cfg(feature = "uplift")]
                CaseGrader::Uplift(_) => {
                    let steps =
                        [t("formula-uplift-uplift"), t("formula-uplift-incident"), t("formula-uplift-cost"), t("formula-uplift-net")];
                    view! { <ol class="formula-steps">{steps.into_iter().map(|s| view! { <li>{inline(&s)}</li> }).collect_view()}</ol> }
                        .into_any()
                }
                #[cfg(feature = "prediction")]
                CaseGrader::Prediction(_) => {
                    let p = state.manifest().map(|m| m.parameters.clone()).unwrap_or_default();
                    let steps = crate::components::prediction::formula_steps(&p, reference, crate::words::lang());
                    view! {
                        <ol class="formula-steps pred-steps">
                            {steps.into_iter().map(|s| view! { <li>{crate::components::request::inline(&s)}</li> }).collect_view()}
                        </ol>
                    }
                    .into_any()
                }
            },
            Err(_) => view! { <p>{t("formula-unreadable")}</p> }.into_any(),
        }
    };
    view! {
        <section class="formula" aria-labelledby="formula-h">
            <h2 id="formula-h">{move || t("formula-title")}</h2>
            {body}
        </section>
    }
}
