//! Maps of a routing case: [`RouteMap`], the small map of the data at a glance, and
//! [`MapFigure`] (figure `map`), the interactive route map: switch submissions, toggle
//! layers, hover or focus a store or a crossing for its details, zoom and pan.

use leptos::prelude::*;

use crate::state::use_case;
use grader::case_grader::{CaseGrader, Report};
use grader::routing::RoutingReport;

const W: f64 = 480.0;
const H: f64 = 320.0;
const PAD: f64 = 12.0;
#[component]
pub fn RouteMap() -> impl IntoView {
    let state = use_case();
    move || {
        let Ok(g) = state.grader.get() else {
            return None;
        };
        let CaseGrader::Routing(case) = &*g else {
            return None;
        };
        let proj = Projection::fit_box(case.points.iter().copied().chain(std::iter::once(case.depot.point())), W, H, PAD);
        let [dx, dy] = proj.xy(case.depot.point());
        let routes = state.current.with(|c| match c.as_ref().map(|c| &*c.report) {
            Some(Report::Routing(r)) => r
                .routes
                .iter()
                .map(|route| {
                    let pts: Vec<String> = std::iter::once([dx, dy])
                        .chain(route.stops.iter().filter_map(|s| case.store_index(s)).map(|i| proj.xy(case.points[i])))
                        .chain(std::iter::once([dx, dy]))
                        .map(|[x, y]| format!("{},{}", Fixed(x, 1), Fixed(y, 1)))
                        .collect();
                    view! {
                        <polyline class="route" points=pts.join(" ") style=crate::figures::canvas::route_style(route.index)>
                            <title>{tf("fig-map-route-stops", &[("route", &(route.index + 1).to_string()), ("n", &int(route.stops.len() as i64))])}</title>
                        </polyline>
                    }
                })
                .collect_view()
                .into_any(),
            _ => ().into_any(),
        });
        let stores = case
            .stores
            .iter()
            .map(|s| {
                let [x, y] = proj.xy(s.point());
                view! { <circle class="store" cx=fixed(x, 1) cy=fixed(y, 1) r="2.5"><title>{format!("{} · {} kg", s.code, local(&shortest(s.weight)))}</title></circle> }
            })
            .collect_view();
        let label = tf("fig-map-preview-aria", &[("n", &int(case.stores.len() as i64))]);
        Some(view! {
            <figure class="map">
                <svg viewBox=format!("0 0 {} {}", Shortest(W), Shortest(H)) role="img" aria-label=label>
                    <g class="routes">{routes}</g>
                    <g class="stores">{stores}</g>
                    <rect class="depot" x=fixed(dx - 5.0, 1) y=fixed(dy - 5.0, 1) width="10" height="10"><title>{t("fig-canvas-depot")}</title></rect>
                </svg>
                <figcaption>{move || t("fig-map-preview-caption")}</figcaption>
            </figure>
        })
    }
}

use crate::figures::canvas::{self, describe_crossing, describe_store, Canvas, Item, Projection};
use super::inputs::{case_projection, entry_scene, store_meta, url_view, RoutingInputs, SubmissionPicker};
use crate::figures::text::{t, tf};
use crate::format::{fixed, int, local, score_json, shortest, Fixed, Shortest};
use crate::route::keys;

/// "351 intrusions · 26 crossings · score 0.9734" for a report (what it would score
/// when it is rejected).
pub fn counts_text(r: &RoutingReport) -> String {
    let (i, c) = r.counts();
    let c = match r.crossings_at_least {
        Some(_) => format!("≥ {}", int(c as i64)),
        None => int(c as i64),
    };
    let args = [("intrusions", int(i as i64)), ("crossings", c), ("score", local(&score_json(Some(r.overall_score))))];
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let counts = tf(if r.valid { "fig-map-counts" } else { "fig-map-counts-rejected" }, &args);
    match r.lists_cut() {
        true => format!("{counts} · {}", listed_text()),
        false => counts,
    }
}

/// "Only the first 100,000 of each are drawn and listed; …", for a report whose lists
/// stop short of its counts.
pub fn listed_text() -> String {
    tf("fig-listed-first", &[("n", &int(grader::routing::report::LISTED_MAX as i64))])
}

/// Figure `map`: the route map of the submission shown.
#[component]
pub fn MapFigure(inputs: RoutingInputs) -> impl IntoView {
    move || {
        let case = inputs.case.get()?;
        let proj = case_projection(&case);
        let meta = store_meta(&case);
        let scene = entry_scene(inputs.shown, case.clone(), proj);
        let view = url_view(inputs.url, keys::MAP_VIEW, proj);
        let hover = RwSignal::new(None::<Item>);
        let selected = RwSignal::new(None::<usize>);
        let report = Memo::new(move |_| inputs.shown.get().map(|e| e.report));
        let m2 = meta.clone();
        let details = move || {
            let item = hover.get().or(selected.get().map(Item::Store));
            scene.with(|s| match item {
                Some(Item::Store(i)) => describe_store(s, &m2, i),
                Some(Item::Crossing(c)) => describe_crossing(s, &m2, c),
                None => t("fig-map-hint"),
            })
        };
        let n = case.stores.len();
        let aria = Signal::derive(move || {
            let file = inputs.shown.with(|e| e.as_ref().map(|e| e.file.clone()).unwrap_or_default());
            tf("fig-map-aria", &[("n", &int(n as i64)), ("file", &file)])
        });
        let c =
            canvas::canvas(Canvas { selected, hover, aria, ..Canvas::new("map", proj, scene.into(), meta, inputs.layers.into(), view) });
        let data = move |f: fn(&RoutingReport) -> String| move || report.with(|r| r.as_ref().map(|r| f(r)).unwrap_or_default());
        Some(view! {
            <div class="fig map-fig" data-figure="map"
                data-file=data(|r| r.file.clone())
                data-valid=data(|r| r.valid.to_string())
                data-intrusions=data(|r| r.counts().0.to_string())
                data-crossings=data(|r| r.counts().1.to_string())
                data-score=data(|r| score_json(Some(r.overall_score)))>
                <div class="fig-bar"><SubmissionPicker inputs=inputs id="map"/></div>
                <p class="fig-counts" id="map-counts" aria-live="polite">{move || report.with(|r| r.as_ref().map(|r| counts_text(r)).unwrap_or_default())}</p>
                <div class="canvas-wrap">{c}</div>
                {canvas::controls("map", proj, view, Some(inputs.layers))}
                <p class="fig-details" id="map-details">{details}</p>
                <p class="fig-help">{move || t("fig-map-help")}</p>
            </div>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader::routing::{grade, RoutingCase, RoutingParams, Store};

    #[test]
    fn counts_take_in_what_the_lists_leave_out_and_say_so() {
        grader::install(); // the kinds' words, as the page's main does
        let s = |c: &str, lon: f64, lat: f64| Store { code: c.into(), weight: 1.0, lon, lat, line: 0 };
        let params = RoutingParams { vehicles: 2, reference_cost: 1000.0, ..Default::default() };
        let case = RoutingCase::new(s("0", 116.0, 39.9), vec![s("A", 116.1, 39.9), s("B", 116.0, 40.0)], params);
        let mut r = grade(&case, br#"{"routes": [["A"], ["B"]]}"#, "r.json");
        let listed = listed_text();
        assert!(listed.contains(&int(100_000)), "{listed}");
        let text = counts_text(&r);
        assert!(text.starts_with("0 intrusions · 0 crossings · score ") && !text.contains(&listed), "{text}");
        r.crossings_unlisted = Some(123_456);
        let text = counts_text(&r);
        assert!(text.contains(&format!("{} crossings", int(123_456))) && text.ends_with(&listed), "{text}");
        (r.crossings_unlisted, r.crossings_at_least) = (None, Some(5_000_000));
        let text = counts_text(&r);
        assert!(text.contains(&format!("≥ {} crossings", int(5_000_000))) && text.ends_with(&listed), "{text}");
    }
}
