//! The bindings, compiled to wasm and run under Node (`cargo test --target
//! wasm32-unknown-unknown -p grader-wasm`): JS values in, the core's JSON out.
#![cfg(target_arch = "wasm32")]

use grader::routing::RoutingManifest;
use grader_wasm::{grade_routing, Grader};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const CASE: &str = r#"{"id":"toy","kind":"routing","title":"Toy","parameters":{"vehicles":2},
    "reference":{"value":1000,"how":"test"},"files":{"customers":"customers.csv"}}"#;
const CUSTOMERS: &str = "网点编码,总重量,门店经度,门店纬度\n0,,0,0\nA,10,0.1,0\nB,10,0,0.1\n";
const ROUTES: &str = r#"{"routes": [["A"], ["B"]]}"#;

fn files(customers: JsValue) -> JsValue {
    let o = js_sys::Object::new();
    js_sys::Reflect::set(&o, &"customers.csv".into(), &customers).unwrap();
    o.into()
}

fn core_json() -> String {
    let m = grader::case::parse_manifest(CASE.as_bytes(), "case.json").unwrap();
    let case = grader::routing::parse_customers(CUSTOMERS.as_bytes(), "customers.csv", m.routing_params().unwrap()).unwrap();
    grader::to_json(&grader::routing::grade(&case, ROUTES.as_bytes(), "routes.json"))
}

#[wasm_bindgen_test]
fn grader_from_strings_and_bytes_gives_the_core_json() {
    let g = Grader::new(CASE, &files(CUSTOMERS.into()), None).unwrap();
    assert_eq!(g.kind(), "routing");
    assert_eq!(g.grade(&ROUTES.into(), "routes.json", &JsValue::UNDEFINED).unwrap(), core_json());
    let bytes: JsValue = js_sys::Uint8Array::from(CUSTOMERS.as_bytes()).into();
    let g = Grader::new(CASE, &files(bytes), None).unwrap();
    let sub: JsValue = js_sys::Uint8Array::from(ROUTES.as_bytes()).into();
    assert_eq!(g.grade(&sub, "routes.json", &JsValue::UNDEFINED).unwrap(), core_json());
}

#[wasm_bindgen_test]
fn one_shot_routing() {
    let json =
        grade_routing(&CUSTOMERS.into(), &ROUTES.into(), "routes.json", Some(r#"{"vehicles":2,"reference_cost":1000}"#.into())).unwrap();
    assert_eq!(json, core_json());
}

#[wasm_bindgen_test]
fn bad_case_data_is_an_error_bad_submissions_are_reports() {
    assert!(Grader::new(CASE, &files("x,y\n1,2\n".into()), None).is_err());
    let g = Grader::new(CASE, &files(CUSTOMERS.into()), None).unwrap();
    let r: serde_json::Value = serde_json::from_str(&g.grade(&"{".into(), "bad.json", &JsValue::UNDEFINED).unwrap()).unwrap();
    assert_eq!(r["valid"], false);
    assert_eq!(r["diagnostics"][0]["code"], "routing/not-json");
}

/// `gradeServer` prints what `fde-grade routing --format server` prints for the same case
/// and file (the CLI's bytes for this toy case, without `print`'s final newline).
#[wasm_bindgen_test]
fn grade_server_is_the_clis_server_output() {
    let g = Grader::new(CASE, &files(CUSTOMERS.into()), None).unwrap();
    let valid = "{\n  \"validity_score\": 1.0,\n  \"quality_score\": 0.3957,\n  \"overall_score\": 0.3957,\n  \"error_info\": {},\n  \"total_duration_s\": 2527,\n  \"balance_penalty\": 0,\n  \"hull_intrusions\": 0,\n  \"segment_crossings\": 0,\n  \"spatial_penalty\": 0,\n  \"n_routes\": 2,\n  \"reference_cost\": 1000,\n  \"submission_cost\": 2527\n}";
    assert_eq!(g.grade_server(&ROUTES.into(), "routes.json", &JsValue::UNDEFINED).unwrap(), valid);
    let bad: JsValue = js_sys::Uint8Array::from(&br#"{"routes": [["A"], ["B"],]}"#[..]).into();
    let not_json = "{\n  \"validity_score\": 0.0,\n  \"quality_score\": 0.0,\n  \"overall_score\": 0.0,\n  \"error_info\": {\n    \"exception\": \"Expecting value: line 1 column 26 (char 25)\",\n    \"traceback\": \"(not reproduced: the server's traceback names its own files and lines)\"\n  }\n}";
    assert_eq!(g.grade_server(&bad, "bad.json", &JsValue::UNDEFINED).unwrap(), not_json);
}
