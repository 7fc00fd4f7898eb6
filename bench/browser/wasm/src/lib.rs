//! Exports for the browser benchmark page: full grading (bytes in, the report's JSON
//! out, as the CLI prints it) and incremental re-grading of a dragged store.

use grader::routing::{self, Incremental, RoutingCase};
use wasm_bindgen::prelude::*;

/// A routing case read from `customers.csv` and `case.json`.
#[wasm_bindgen]
pub struct BenchCase {
    case: RoutingCase,
}

#[wasm_bindgen]
impl BenchCase {
    #[wasm_bindgen(constructor)]
    pub fn new(customers: &[u8], case_json: &[u8]) -> Result<BenchCase, JsError> {
        let m = grader::case::parse_manifest(case_json, "case.json").map_err(|d| JsError::new(&d.to_string()))?;
        let params = m.routing_params().map_err(|d| JsError::new(&d.to_string()))?;
        let case = routing::parse_customers(customers, "customers.csv", params).map_err(|d| JsError::new(&format!("{d:?}")))?;
        Ok(BenchCase { case })
    }

    /// Number of stores.
    pub fn stores(&self) -> usize {
        self.case.stores.len()
    }

    /// A store's (lon, lat).
    pub fn point(&self, store: usize) -> Vec<f64> {
        self.case.points.get(store).map(|p| p.to_vec()).unwrap_or_default()
    }

    /// Full grading: read the submission, validate, measure, report as JSON.
    #[wasm_bindgen(js_name = gradeJson)]
    pub fn grade_json(&self, submission: &[u8]) -> String {
        grader::to_json(&routing::grade(&self.case, submission, "routes.json"))
    }

    /// Full grading without the JSON: the report as a Rust value (what a Leptos page
    /// renders); returns its `submission_cost` so nothing is optimised away.
    #[wasm_bindgen(js_name = gradeReport)]
    pub fn grade_report(&self, submission: &[u8]) -> f64 {
        routing::grade(&self.case, submission, "routes.json").exact.map_or(0.0, |e| e.cost)
    }

    /// An incremental grader over a submission (must be readable).
    pub fn drag(&self, submission: &[u8]) -> Result<Drag, JsError> {
        let plan = routing::parse_submission(submission, "routes.json").map_err(|d| JsError::new(&format!("{d:?}")))?;
        Ok(Drag { inc: Incremental::new(self.case.clone(), plan, "routes.json") })
    }
}

/// A graded plan under dragging.
#[wasm_bindgen]
pub struct Drag {
    inc: Incremental,
}

#[wasm_bindgen]
impl Drag {
    /// Move one store; the plan stays graded.
    #[wasm_bindgen(js_name = moveStore)]
    pub fn move_store(&mut self, store: usize, lon: f64, lat: f64) -> Result<(), JsError> {
        self.inc.move_store(store, [lon, lat]).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Move one store into `route` before `position`.
    #[wasm_bindgen(js_name = moveToRoute)]
    pub fn move_to_route(&mut self, store: usize, route: usize, position: usize) -> Result<(), JsError> {
        self.inc.move_to_route(store, route, position).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The current report as JSON (what the site renders after a move).
    #[wasm_bindgen(js_name = reportJson)]
    pub fn report_json(&self) -> String {
        grader::to_json(&self.inc.report())
    }

    /// The current report as a Rust value (what a Leptos page renders); returns its
    /// number of intrusions + crossings so nothing is optimised away.
    #[wasm_bindgen(js_name = report)]
    pub fn report(&self) -> usize {
        let r = self.inc.report();
        r.intrusions.len() + r.crossings.len()
    }

    /// The store's current route and stop (first visit), or [-1, -1].
    #[wasm_bindgen(js_name = whereIs)]
    pub fn where_is(&self, store: usize) -> Vec<i32> {
        for (r, stops) in self.inc.routes().iter().enumerate() {
            if let Some(i) = stops.iter().position(|&s| s == store) {
                return vec![r as i32, i as i32];
            }
        }
        vec![-1, -1]
    }

    /// The current unrounded cost (the cheapest read).
    #[wasm_bindgen(js_name = exactCost)]
    pub fn exact_cost(&self) -> f64 {
        self.inc.exact().cost
    }

    /// Grading the current case and plan from scratch, as JSON (for the equality check).
    #[wasm_bindgen(js_name = fullJson)]
    pub fn full_json(&self) -> String {
        grader::to_json(&routing::grade_plan(self.inc.case(), self.inc.plan(), "routes.json"))
    }
}
