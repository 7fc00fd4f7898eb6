//! The trips on the map (`tank-map`): the depart point, the depot and the stations where
//! the case places them (the routing map's projection, `crate::figures::canvas`); each
//! trip a coloured walk, depart point → depot → its stops → depot, as the distance
//! walks it; each stop a point to hover or focus for its orders and its tanker's
//! compartments (fuel, load against volume). The report's located diagnostics are
//! marked where they are: a stop a rule breaks ringed in red, a station with an order
//! not delivered red, a compartment over its volume, of the wrong fuel or mixing grades
//! red in its trip's line under the map. The distance's terms beside it.

use std::collections::HashSet;

use grader::case_grader::Report;
use grader::tank::{TankReport, TankTrip};
use grader::Category;
use leptos::prelude::*;

use crate::figures::canvas::{route_style, Projection, W};
use crate::figures::inputs::{json, use_shown, SubPicker};
use crate::figures::text::{t, tf};
use crate::format::{fixed, int, local, num, score_json, Shortest};

/// The tank report inside a site report, if it is one.
pub fn tank(report: &Report) -> Option<&TankReport> {
    match report {
        Report::Tank(r) => Some(r),
        _ => None,
    }
}

/// Where the report's diagnostics point.
#[derive(Default, Debug, PartialEq)]
pub struct Marks {
    /// (trip, stop) a broken rule names; (trip, stop) a warning names.
    pub stops: HashSet<(usize, usize)>,
    pub warned: HashSet<(usize, usize)>,
    /// (trip, compartment id) and (trip, loadInfo row) a rule names.
    pub wares: HashSet<(usize, i64)>,
    pub rows: HashSet<(usize, usize)>,
    /// Trips a rule names as a whole (vehicle type, stops, start point).
    pub trips: HashSet<usize>,
    /// Stations with an order not delivered or delivered wrong.
    pub stations: HashSet<String>,
}

pub fn marks(r: &TankReport) -> Marks {
    let mut m = Marks::default();
    for d in &r.diagnostics {
        let at = &d.location;
        let trip = at.index_of("tank_trip");
        let warn = d.category == Category::Warning;
        if let Some(s) = at.name_of("tank_station") {
            if !warn {
                m.stations.insert(s.to_string());
            }
        }
        let Some(trip) = trip else { continue };
        match (at.index_of("tank_stop"), at.index_of("compartment"), at.name_of("tank_ware").and_then(|w| w.parse().ok())) {
            (Some(s), _, _) if warn => {
                m.warned.insert((trip, s));
            }
            (Some(s), _, _) => {
                m.stops.insert((trip, s));
            }
            (None, Some(row), _) => {
                m.rows.insert((trip, row));
            }
            (None, None, Some(w)) => {
                m.wares.insert((trip, w));
            }
            _ => {
                m.trips.insert(trip);
            }
        }
    }
    m
}

fn fuel(oil: i64) -> String {
    match oil {
        1 => t("fig-tank-fuel-petrol"),
        2 => t("fig-tank-fuel-diesel"),
        3 => t("fig-tank-fuel-gas"),
        other => other.to_string(),
    }
}

fn litres(x: f64) -> String {
    local(&num(x, 1))
}

/// A trip's compartments in words: "1 petrol 2,500 / 3,000 L; 4 diesel 1,200.5 / 3,000 L".
fn compartments(trip: &TankTrip) -> String {
    trip.loads
        .iter()
        .map(|l| tf("fig-tank-compartment", &[("ware", &l.ware.to_string()), ("fuel", &fuel(l.oil)), ("volume", &litres(l.volume)), ("capacity", &litres(l.capacity))]))
        .collect::<Vec<_>>()
        .join("; ")
}

/// What a stop shows on hover or focus: the trip, the station, its orders, the compartments.
pub fn stop_text(r: &TankReport, ti: usize, si: usize) -> String {
    let trip = &r.trips[ti];
    let stop = &trip.stops[si];
    let orders = stop
        .orders
        .iter()
        .map(|o| {
            tf(
                "fig-tank-order",
                &[
                    ("order", &o.id),
                    ("ware", &o.ware.map(|w| w.to_string()).unwrap_or_else(|| "?".into())),
                    ("volume", &o.volume.map(litres).unwrap_or_else(|| "?".into())),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    tf(
        "fig-tank-stop",
        &[
            ("trip", &(ti + 1).to_string()),
            ("stop", &(si + 1).to_string()),
            ("station", &stop.id),
            ("vehicle", &trip.vehicle),
            ("orders", &orders),
            ("compartments", &compartments(trip)),
        ],
    )
}

/// The distance's terms, or why the plan is rejected.
pub fn terms(r: &TankReport) -> String {
    match (r.valid, r.total_distance) {
        (true, Some(d)) => tf(
            "fig-tank-terms",
            &[
                ("trips", &int(r.trips.len() as i64)),
                ("km", &local(&num(d / 1000.0, 3))),
                ("score", &local(&score_json(Some(r.overall_score)))),
            ],
        ),
        _ => {
            let g = r.diagnostic_groups.iter().find(|g| g.category != Category::Warning);
            tf("fig-tank-rejected", &[("code", g.map(|g| g.code.as_str()).unwrap_or("")), ("count", &r.n_violations.to_string())])
        }
    }
}

fn svg(r: &TankReport, focus: RwSignal<String>) -> impl IntoView + use<> {
    let pts = r.places.iter().map(|p| [p.x, p.y]).chain(r.trips.iter().flat_map(|t| t.walk.iter().map(|p| [p.x, p.y])));
    let proj = Projection::fit(pts, 0.05);
    let m = marks(r);
    // Sizes in the projection's units (its width is W).
    let u = W / 1000.0;
    let xy = |x: f64, y: f64| proj.xy([x, y]);
    let walks = r
        .trips
        .iter()
        .enumerate()
        .map(|(i, trip)| {
            let pts: Vec<String> = trip.walk.iter().map(|p| xy(p.x, p.y)).map(|[x, y]| format!("{},{}", fixed(x, 0), fixed(y, 0))).collect();
            let style = format!("{};stroke:var(--rc);fill:none;stroke-width:{};stroke-linejoin:round;opacity:.85", route_style(i), Shortest(4.0 * u));
            let dash = if m.trips.contains(&i) { Some(format!("{} {}", Shortest(12.0 * u), Shortest(8.0 * u))) } else { None };
            let title = tf("fig-tank-trip", &[("trip", &(i + 1).to_string()), ("vehicle", &trip.vehicle), ("km", &local(&num(trip.metres / 1000.0, 1)))]);
            view! { <polyline class="tank-walk" points=pts.join(" ") style=style stroke-dasharray=dash><title>{title}</title></polyline> }
        })
        .collect_view();
    let places = r
        .places
        .iter()
        .map(|p| {
            let [x, y] = xy(p.x, p.y);
            let bad = m.stations.contains(&p.id);
            let fill = if bad { "var(--bad)" } else { "var(--card)" };
            let style = format!("fill:{fill};stroke:var(--fg);stroke-width:{}", Shortest(1.5 * u));
            let label = match p.role.as_str() {
                "depart" => tf("fig-tank-depart", &[("id", &p.id)]),
                "depot" => tf("fig-tank-depot", &[("id", &p.id)]),
                _ => tf("fig-tank-station", &[("id", &p.id)]),
            };
            let s = 7.0 * u;
            let shape = if p.role == "station" {
                view! { <circle cx=fixed(x, 0) cy=fixed(y, 0) r=fixed(s, 0) style=style.clone()><title>{label.clone()}</title></circle> }.into_any()
            } else {
                view! { <rect x=fixed(x - s, 0) y=fixed(y - s, 0) width=fixed(2.0 * s, 0) height=fixed(2.0 * s, 0) style=style.clone()><title>{label.clone()}</title></rect> }.into_any()
            };
            let text = format!("fill:var(--fg);font-size:{}px", Shortest(13.0 * u));
            view! { <g class="tank-place" data-role=p.role.clone() data-bad=bad.then_some("true")>{shape}<text x=fixed(x + 1.4 * s, 0) y=fixed(y - 1.2 * s, 0) style=text>{p.id.clone()}</text></g> }
        })
        .collect_view();
    let stops = r
        .trips
        .iter()
        .enumerate()
        .flat_map(|(ti, trip)| trip.stops.iter().enumerate().map(move |(si, s)| (ti, si, s)))
        .filter_map(|(ti, si, s)| {
            let p = r.places.iter().find(|p| p.id == s.id).map(|p| (p.x, p.y)).or_else(|| r.trips[ti].walk.iter().find(|p| p.id == s.id).map(|p| (p.x, p.y)))?;
            let [x, y] = xy(p.0, p.1);
            let bad = m.stops.contains(&(ti, si));
            let warned = m.warned.contains(&(ti, si));
            let ring = if bad {
                "var(--bad)"
            } else if warned {
                "var(--warn)"
            } else {
                "var(--rc)"
            };
            let style = format!("{};fill:var(--rc);fill-opacity:.25;stroke:{ring};stroke-width:{}", route_style(ti), Shortest(if bad || warned { 4.0 * u } else { 2.5 * u }));
            let text = stop_text(r, ti, si);
            let (a, b) = (text.clone(), text.clone());
            Some(view! {
                <circle class="tank-stop" tabindex="0" cx=fixed(x, 0) cy=fixed(y, 0) r=fixed(12.0 * u, 0) style=style
                    data-trip=ti.to_string() data-stop=si.to_string() data-bad=bad.then_some("true")
                    on:mouseenter=move |_| focus.set(a.clone()) on:focus=move |_| focus.set(b.clone())>
                    <title>{text}</title>
                </circle>
            })
        })
        .collect_view();
    let h = proj.h;
    view! {
        <svg class="chart tank-map" viewBox=format!("0 0 {} {}", Shortest(W), Shortest(h)) role="img" aria-label=t("fig-tank-map-aria") style="width:100%;height:auto">
            <g class="walks">{walks}</g>
            <g class="places">{places}</g>
            <g class="stops">{stops}</g>
        </svg>
    }
}

/// Each trip's line under the map: its colour, vehicle, kilometres and compartments,
/// the ones a rule names in red.
fn trip_lines(r: &TankReport) -> impl IntoView + use<> {
    let m = marks(r);
    r.trips
        .iter()
        .enumerate()
        .map(|(i, trip)| {
            let loads = trip
                .loads
                .iter()
                .enumerate()
                .map(|(li, l)| {
                    let bad = m.rows.contains(&(i, li)) || m.wares.contains(&(i, l.ware));
                    let full = if l.capacity > 0.0 { (l.volume / l.capacity).clamp(0.0, 1.5) } else { 0.0 };
                    let words = tf("fig-tank-compartment", &[("ware", &l.ware.to_string()), ("fuel", &fuel(l.oil)), ("volume", &litres(l.volume)), ("capacity", &litres(l.capacity))]);
                    let bar = format!("display:inline-block;width:3em;height:.6em;margin-right:.3em;border:1px solid var(--line);background:linear-gradient(to right,var(--rc) {}%,transparent 0)", fixed(100.0 * full.min(1.0), 0));
                    let style = if bad { "color:var(--bad);font-weight:600" } else { "" };
                    view! { <li class="tank-compartment" data-bad=bad.then_some("true") style=style><span aria-hidden="true" style=bar></span>{words}</li> }
                })
                .collect_view();
            let head = tf("fig-tank-trip", &[("trip", &(i + 1).to_string()), ("vehicle", &trip.vehicle), ("km", &local(&num(trip.metres / 1000.0, 1)))]);
            let bad = m.trips.contains(&i);
            view! {
                <li class="tank-trip" style=route_style(i) data-bad=bad.then_some("true")>
                    <span style="display:inline-block;width:1em;height:.3em;vertical-align:middle;background:var(--rc);margin-right:.4em"></span>
                    <span style=if bad { "color:var(--bad)" } else { "" }>{head}</span>
                    <ul style="margin:0;padding-left:1.4em;list-style:none">{loads}</ul>
                </li>
            }
        })
        .collect_view()
}

#[component]
pub fn TankMap() -> impl IntoView {
    let shown = use_shown();
    let report = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.report.clone())));
    let focus = RwSignal::new(String::new());
    let live = move |f: fn(&TankReport) -> String| move || report.with(|r| r.as_deref().and_then(tank).map(f).unwrap_or_default());
    let body = move || {
        focus.set(String::new());
        report.with(|r| match r.as_deref().and_then(tank) {
            Some(r) if !r.places.is_empty() => view! {
                {svg(r, focus)}
                <ul class="tank-trips" style="list-style:none;padding:0;margin:.5em 0;overflow-wrap:anywhere">{trip_lines(r)}</ul>
            }
            .into_any(),
            _ => view! { <p class="chart-empty">{t("fig-tank-pick")}</p> }.into_any(),
        })
    };
    let marked = |r: &TankReport| {
        let m = marks(r);
        (m.stops.len() + m.rows.len() + m.wares.len() + m.trips.len() + m.stations.len()).to_string()
    };
    view! {
        <figure class="chart-figure" data-figure="tank-map"
            data-valid=live(|r| r.valid.to_string()) data-score=live(|r| json(r.overall_score))
            data-distance=live(|r| r.total_distance.map(json).unwrap_or_default())
            data-trips=live(|r| r.trips.len().to_string()) data-marked=live(marked)>
            <div class="chart-controls"><SubPicker id="tank-map"/></div>
            <p class="live-counts" id="tank-terms">{live(terms)}</p>
            <div class="chart-box">{body}</div>
            <p class="live-counts" id="tank-focus" aria-live="polite">{move || { let f = focus.get(); if f.is_empty() { t("fig-tank-hover") } else { f } }}</p>
            <p class="chart-note">{move || t("fig-tank-legend")}</p>
        </figure>
    }
}
