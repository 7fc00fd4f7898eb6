//! The data at a glance: counts and totals, and a small map.

use leptos::prelude::*;

use crate::figures::map::RouteMap;
use crate::format::{int, num};
use crate::state::use_case;
use grader_wasm::CaseGrader;

#[component]
pub fn DataGlance() -> impl IntoView {
    let state = use_case();
    let body = move || match state.grader.get() {
        Ok(g) => match &*g {
            CaseGrader::Routing(c) => {
                let total = c.total_weight();
                let fleet = c.params.capacity_kg * c.params.vehicles as f64;
                let source = state.data.with(|d| d.as_ref().map(|d| (d.name.clone(), d.own)));
                view! {
                    <dl class="stats">
                        <div><dt>"Stores"</dt><dd data-stat="stores">{int(c.stores.len() as i64)}</dd></div>
                        <div><dt>"Total weight"</dt><dd>{num(total, 0)} " kg"</dd></div>
                        <div><dt>"Trucks"</dt><dd>{c.params.vehicles} " × " {num(c.params.capacity_kg, 0)} " kg"</dd></div>
                        <div><dt>"Fleet filled"</dt><dd>{if fleet > 0.0 { format!("{:.1} %", 100.0 * total / fleet) } else { "—".into() }}</dd></div>
                        <div><dt>"Depot"</dt><dd>"code " <code>{c.depot.code.clone()}</code></dd></div>
                    </dl>
                    <p class="source">{source.map(|(n, own)| if own { format!("Your data: {n}") } else { format!("Public data: {n}") })}</p>
                    <RouteMap/>
                }
                .into_any()
            }
        },
        Err(diags) => view! {
            <div class="error" role="alert">
                <p>"The case data could not be read:"</p>
                <ul>{diags.into_iter().map(|d| view! { <li>{d.to_string()}</li> }).collect_view()}</ul>
            </div>
        }
        .into_any(),
    };
    view! {
        <section class="glance" aria-labelledby="glance-h">
            <h2 id="glance-h">"The data at a glance"</h2>
            {body}
        </section>
    }
}
