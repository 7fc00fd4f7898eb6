//! The scoring formula in plain words, with the case's own numbers.

use leptos::prelude::*;

use crate::format::{int, num};
use crate::state::use_case;
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
                    view! {
                        <ol class="formula-steps">
                            <li>"First the plan must be " <strong>"valid"</strong> ": only known store codes (the depot is not one), every store exactly once, no truck over "
                                {kg(p.capacity_kg)} " kg, and exactly " {p.vehicles} " routes (empty ones count). Otherwise the score is 0."</li>
                            <li>"Each route's time: depot legs at " {num(p.trunk_speed_kmh, 0)} " km/h, store-to-store legs at " {num(p.local_speed_kmh, 0)}
                                " km/h (great-circle distance), plus " {num(p.stop_seconds, 0)} " s per stop."</li>
                            <li><strong>"Cost"</strong> " = total time × " {num(w.time, 0)}
                                " + (longest route − shortest route) × " {num(w.balance, 0)}
                                " + stores inside another route's convex hull × " {int(w.intrusion as i64)}
                                " + crossings between routes × " {int(w.crossing as i64)} "."</li>
                            <li><strong>"Score"</strong> " = reference cost (" {num(reference, 2)} ") ÷ your cost. "
                                "Beating the reference gives more than 1; the score is rounded to 4 places."</li>
                        </ol>
                    }
                    .into_any()
                }
                #[cfg(feature = "scorecard")]
                CaseGrader::Scorecard(_) => view! {
                    <ol class="formula-steps">
                        <li>"First the file must pass every check, in this order: it exists, it has the columns "
                            <code>"customer_id"</code> " and " <code>"prob_default"</code>
                            ", every value is a finite number between 0 and 1, no id is repeated, and every customer of the test set is there. Otherwise the score is 0."</li>
                        <li><strong>"AUC"</strong> ": how often a defaulter is ranked above a non-defaulter (tied scores count half)."</li>
                        <li><strong>"KS"</strong> ": the largest gap between the share of defaulters and of non-defaulters caught above a cut; tied scores form one band, cut only at its edge."</li>
                        <li><strong>"Score"</strong> " = (½ AUC + ½ KS) ÷ the reference (" {num(reference, 6)} "), rounded to 6 places; no cap."</li>
                    </ol>
                }
                .into_any(),
                #[cfg(feature = "uplift")]
                CaseGrader::Uplift(_) => view! {
                    <ol class="formula-steps">
                        <li><strong>"Uplift"</strong> " = (KPI − baseline KPI) ÷ (oracle KPI − baseline KPI), rounded to 4 places: 0 for changing nothing, 1 for the reference solution."</li>
                        <li>"Any incident caps the uplift at 0."</li>
                        <li><strong>"Contact cost"</strong> ": the cost of every line of the ask log (questions, waiting, pilot days), priced by the case's rules; past a person's soft limit a question costs 3 times as much."</li>
                        <li><strong>"Uplift, net"</strong> " = uplift − contact cost. Accepted from 0.8; points are the net × 100, toward zero."</li>
                    </ol>
                }
                .into_any(),
                #[cfg(feature = "prediction")]
                CaseGrader::Prediction(_) => {
                    let p = state.manifest().map(|m| m.parameters.clone()).unwrap_or_default();
                    let steps = crate::components::prediction::formula_steps(&p, reference);
                    view! {
                        <ol class="formula-steps">
                            {steps.into_iter().map(|s| view! { <li>{crate::components::request::inline(&s)}</li> }).collect_view()}
                        </ol>
                    }
                    .into_any()
                }
            },
            Err(_) => view! { <p>"The case data could not be read (see below)."</p> }.into_any(),
        }
    };
    view! {
        <section class="formula" aria-labelledby="formula-h">
            <h2 id="formula-h">"How it is scored"</h2>
            {body}
        </section>
    }
}
