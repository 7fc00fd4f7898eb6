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
    pub title: &'static str,
    /// What to look at and what to try.
    pub lesson: &'static str,
    /// The depot, in grid units.
    pub depot: (f64, f64),
    /// Routes: each a list of (code, x, y) in visit order.
    pub routes: &'static [&'static [(&'static str, f64, f64)]],
}

pub const HULL_SCENES: [DemoScene; 3] = [
    DemoScene {
        key: "edge",
        title: "On the edge counts as inside",
        lesson: "B3 sits exactly on the edge of the red route's hull, and a store on an edge (or a corner) counts as inside: 1 intrusion. Drag B3 one step right and it is gone; one step left and it is plainly inside (and its trip back to the depot now crosses red's route).",
        depot: (8.0, 0.0),
        routes: &[
            &[("A1", 7.0, 3.0), ("A2", 7.0, 8.0), ("A3", 3.0, 8.0), ("A4", 3.0, 3.0)],
            &[("B1", 12.0, 3.0), ("B2", 12.0, 8.0), ("B3", 7.0, 6.0)],
        ],
    },
    DemoScene {
        key: "pair",
        title: "Fewer than 3 stores: no hull, but it still intrudes",
        lesson: "Green (B) has 2 stores and blue (C) 3 in a line: neither has a hull, so nothing can intrude on them. But their stores still count inside another hull: green's two are inside red's, 2 intrusions. Drag C2 off the line and blue gets a hull of its own.",
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
        lesson: "A4 belongs to the red route but lies far out, so the red hull stretches over the green route: each green store inside costs an intrusion. Drag A4 back next to A1 to A3 and watch the count fall to 0.",
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
        lesson: "All routes meet at the depot, and B2 sits exactly on the red segment A1 → A2: touching is not crossing, so 0 crossings. Drag B2 one step up and the green path crosses the red one twice.",
        depot: (8.0, 0.0),
        routes: &[
            &[("A1", 3.0, 6.0), ("A2", 13.0, 6.0)],
            &[("B1", 6.0, 3.0), ("B2", 8.0, 6.0), ("B3", 10.0, 3.0)],
        ],
    },
    DemoScene {
        key: "self",
        title: "A route crossing itself is free",
        lesson: "The red route crosses its own path in a figure of eight: that costs nothing, only crossings between different routes count. Drag a red store into the green route's way to see one that counts.",
        depot: (8.0, 0.0),
        routes: &[
            &[("A1", 2.0, 3.0), ("A2", 6.0, 8.0), ("A3", 6.0, 3.0), ("A4", 2.0, 8.0)],
            &[("B1", 11.0, 3.0), ("B2", 14.0, 3.0), ("B3", 12.0, 7.0)],
        ],
    },
    DemoScene {
        key: "depot",
        title: "A depot leg through a neighbour counts",
        lesson: "The green trip's legs to and from the depot cut through the red route: those are crossings like any other, 1,800 each. Drag B1 and B2 down below the red route (to the bottom row, around the middle) and the crossings disappear.",
        depot: (0.0, 5.0),
        routes: &[
            &[("A1", 5.0, 3.0), ("A2", 9.0, 3.0), ("A3", 9.0, 7.0), ("A4", 5.0, 7.0)],
            &[("B1", 14.0, 4.0), ("B2", 14.0, 6.0)],
        ],
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
