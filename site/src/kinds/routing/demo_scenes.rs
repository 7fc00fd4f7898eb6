//! The demos' little cities, as plain data: stores on a grid of 1/128° (so every
//! coordinate, difference and cross product is exact in binary, and a store can sit
//! exactly on an edge), routes in visit order, and what each scene teaches.
//! Pure Rust (no Leptos), so that tests can build the same cases natively.

use grader::routing::geometry::Point;
use grader::routing::{Plan, RoutingCase, RoutingParams, Store};

/// Grid origin and cell, in degrees.
pub const LON0: f64 = 116.0;
pub const LAT0: f64 = 40.0;
pub const UNIT: f64 = 1.0 / 128.0;
pub const COLS: f64 = 16.0;
pub const ROWS: f64 = 10.0;

/// A grid point → (lon, lat).
pub fn at(x: f64, y: f64) -> Point {
    [LON0 + x * UNIT, LAT0 + y * UNIT]
}

/// (lon, lat) → the nearest grid point inside the grid, as grid units.
pub fn grid_of([lon, lat]: Point) -> (f64, f64) {
    (((lon - LON0) / UNIT).round().clamp(0.0, COLS), ((lat - LAT0) / UNIT).round().clamp(0.0, ROWS))
}

/// One scene of a demo.
pub struct DemoScene {
    /// Its `hull=` / `cross=` value.
    pub key: &'static str,
    /// Its title in English (the exported case.json's `title`).
    pub title: &'static str,
    /// The keys (`figures.ftl`) of its title and of what to look at and what to try,
    /// shown in the page's language.
    pub words: (&'static str, &'static str),
    /// The depot, in grid units.
    pub depot: (f64, f64),
    /// Routes: each a list of (code, x, y) in visit order.
    pub routes: &'static [&'static [(&'static str, f64, f64)]],
}

pub const HULL_SCENES: [DemoScene; 3] = [
    DemoScene {
        key: "edge",
        title: "On the edge counts as inside",
        words: ("fig-demo-edge-title", "fig-demo-edge-lesson"),
        depot: (8.0, 0.0),
        routes: &[
            &[("A1", 7.0, 3.0), ("A2", 7.0, 8.0), ("A3", 3.0, 8.0), ("A4", 3.0, 3.0)],
            &[("B1", 12.0, 3.0), ("B2", 12.0, 8.0), ("B3", 7.0, 6.0)],
        ],
    },
    DemoScene {
        key: "pair",
        title: "Fewer than 3 stores: no hull, but it still intrudes",
        words: ("fig-demo-pair-title", "fig-demo-pair-lesson"),
        depot: (8.0, 0.0),
        routes: &[
            &[("A1", 2.0, 4.0), ("A2", 4.0, 9.0), ("A3", 12.0, 9.0), ("A4", 14.0, 4.0)],
            &[("B1", 6.0, 6.0), ("B2", 10.0, 6.0)],
            &[("C1", 11.0, 1.0), ("C2", 13.0, 2.0), ("C3", 15.0, 3.0)],
        ],
    },
    DemoScene {
        key: "stray",
        title: "One stray store stretches its hull over a neighbour",
        words: ("fig-demo-stray-title", "fig-demo-stray-lesson"),
        depot: (8.0, 0.0),
        routes: &[
            &[("A1", 3.0, 3.0), ("A2", 1.0, 5.0), ("A3", 3.0, 7.0), ("A4", 15.0, 9.0)],
            &[("B1", 9.0, 5.0), ("B2", 11.0, 7.0), ("B3", 8.0, 7.0)],
        ],
    },
];

pub const CROSS_SCENES: [DemoScene; 3] = [
    DemoScene {
        key: "touch",
        title: "Touching does not count",
        words: ("fig-demo-touch-title", "fig-demo-touch-lesson"),
        depot: (8.0, 0.0),
        routes: &[&[("A1", 3.0, 6.0), ("A2", 13.0, 6.0)], &[("B1", 6.0, 3.0), ("B2", 8.0, 6.0), ("B3", 10.0, 3.0)]],
    },
    DemoScene {
        key: "self",
        title: "A route crossing itself is free",
        words: ("fig-demo-self-title", "fig-demo-self-lesson"),
        depot: (8.0, 0.0),
        routes: &[
            &[("A1", 2.0, 3.0), ("A2", 6.0, 8.0), ("A3", 6.0, 3.0), ("A4", 2.0, 8.0)],
            &[("B1", 11.0, 3.0), ("B2", 14.0, 3.0), ("B3", 12.0, 7.0)],
        ],
    },
    DemoScene {
        key: "depot",
        title: "A depot leg through a neighbour counts",
        words: ("fig-demo-depot-title", "fig-demo-depot-lesson"),
        depot: (0.0, 5.0),
        routes: &[&[("A1", 5.0, 3.0), ("A2", 9.0, 3.0), ("A3", 9.0, 7.0), ("A4", 5.0, 7.0)], &[("B1", 14.0, 4.0), ("B2", 14.0, 6.0)]],
    },
];

/// The scene's case and plan. `reference_cost` is what its score is measured against.
pub fn build(scene: &DemoScene, reference_cost: f64) -> (RoutingCase, Plan) {
    let store = |code: &str, (x, y): (f64, f64)| {
        let [lon, lat] = at(x, y);
        Store { code: code.into(), weight: 100.0, lon, lat, line: 0 }
    };
    let stores = scene.routes.iter().flat_map(|r| r.iter().map(|&(c, x, y)| store(c, (x, y)))).collect();
    let params = RoutingParams { vehicles: scene.routes.len(), capacity_kg: 1e9, reference_cost, ..Default::default() };
    let case = RoutingCase::new(store("0", scene.depot), stores, params);
    let codes: Vec<Vec<&str>> = scene.routes.iter().map(|r| r.iter().map(|s| s.0).collect()).collect();
    (case, Plan::from_codes(&codes))
}
