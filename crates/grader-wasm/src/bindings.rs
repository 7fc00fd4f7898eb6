//! The `#[wasm_bindgen]` exports: the npm/Node package's API.
//!
//! Bytes or strings come in (`Uint8Array` or `string`), the core's JSON report goes
//! out (or the same report as a JS object). A panic hook is installed on every entry,
//! so any panic shows as a readable console error instead of "unreachable".

use grader::case::parse_manifest;
use wasm_bindgen::prelude::*;

use grader::case_grader::{CaseGrader, Report};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** File contents: raw bytes or text. */
export type FileData = Uint8Array | string;
/** Files by name, as `case.json` names them (e.g. {"customers.csv": bytes}). */
export type CaseFiles = Record<string, FileData>;
"#;

fn hook() {
    console_error_panic_hook::set_once();
}

/// `Uint8Array` or `string` → bytes.
fn bytes(v: &JsValue, what: &str) -> Result<Vec<u8>, JsError> {
    if let Some(s) = v.as_string() {
        Ok(s.into_bytes())
    } else if v.is_instance_of::<js_sys::Uint8Array>() {
        Ok(js_sys::Uint8Array::new(v).to_vec())
    } else {
        Err(JsError::new(&format!("{what} must be a Uint8Array or a string")))
    }
}

/// `{name: Uint8Array | string}` → `[(name, bytes)]` (`undefined` / `null` → none).
fn named_files(files: &JsValue) -> Result<Vec<(String, Vec<u8>)>, JsError> {
    let mut owned = Vec::new();
    if files.is_object() {
        for entry in js_sys::Object::entries(files.unchecked_ref()).iter() {
            let pair: js_sys::Array = entry.unchecked_into();
            let name = pair.get(0).as_string().unwrap_or_default();
            let data = bytes(&pair.get(1), &name)?;
            owned.push((name, data));
        }
    }
    Ok(owned)
}

/// `f` on the submission's bytes and its companion files (`extras`, e.g.
/// `{"ask.jsonl": bytes}` for uplift) by name.
fn with_files<T>(submission: &JsValue, extras: &JsValue, f: impl FnOnce(&[u8], &[(&str, &[u8])]) -> T) -> Result<T, JsError> {
    let extras = named_files(extras)?;
    let extras: Vec<(&str, &[u8])> = extras.iter().map(|(n, b)| (n.as_str(), b.as_slice())).collect();
    Ok(f(&bytes(submission, "submission")?, &extras))
}

/// Grade with companion files.
fn grade_with(g: &CaseGrader, submission: &JsValue, file_name: &str, extras: &JsValue) -> Result<Report, JsError> {
    with_files(submission, extras, |bytes, extras| g.grade(bytes, file_name, extras))
}

fn diagnostics_error(diags: &[grader::Diagnostic]) -> JsError {
    JsError::new(&diags.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("\n"))
}

fn report_value(r: &Report) -> Result<JsValue, JsError> {
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    serde::Serialize::serialize(r, &ser).map_err(|e| JsError::new(&e.to_string()))
}

/// A case loaded once, ready to grade many submissions.
#[wasm_bindgen]
pub struct Grader {
    inner: CaseGrader,
}

#[wasm_bindgen]
impl Grader {
    /// `caseJson`: the case's `case.json` text. `files`: its data files by name
    /// (`{"customers.csv": bytes}`). `reference`: overrides the reference value.
    /// Throws when the case data cannot be read.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(js_name = caseJson)] case_json: &str,
        #[wasm_bindgen(unchecked_param_type = "CaseFiles")] files: &JsValue,
        reference: Option<f64>,
    ) -> Result<Grader, JsError> {
        hook();
        let manifest = parse_manifest(case_json.as_bytes(), "case.json").map_err(|d| JsError::new(&d.to_string()))?;
        let owned = named_files(files)?;
        let lookup = |n: &str| owned.iter().find(|(name, _)| name == n).map(|(_, b)| b.as_slice());
        let inner = CaseGrader::from_files(&manifest, lookup, reference).map_err(|d| diagnostics_error(&d))?;
        Ok(Grader { inner })
    }

    /// The case kind: `routing`, `scorecard` or `uplift`.
    #[wasm_bindgen(getter)]
    pub fn kind(&self) -> String {
        serde_json::to_value(self.inner.kind()).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
    }

    /// Grade one submission; the JSON report, byte for byte what `fde-grade` prints.
    /// `extras`: companion files by name, e.g. `{"ask.jsonl": bytes}` for an uplift
    /// result (graded as `fde-grade uplift --case DIR --ask-log ask.jsonl`).
    pub fn grade(
        &self,
        #[wasm_bindgen(unchecked_param_type = "FileData")] submission: &JsValue,
        #[wasm_bindgen(js_name = fileName)] file_name: &str,
        #[wasm_bindgen(unchecked_param_type = "CaseFiles | undefined")] extras: &JsValue,
    ) -> Result<String, JsError> {
        hook();
        Ok(grade_with(&self.inner, submission, file_name, extras)?.to_json())
    }

    /// What the benchmark's own evaluator prints for this submission, byte for byte
    /// what `fde-grade KIND --format server` prints (without `print`'s final newline).
    #[wasm_bindgen(js_name = gradeServer)]
    pub fn grade_server(
        &self,
        #[wasm_bindgen(unchecked_param_type = "FileData")] submission: &JsValue,
        #[wasm_bindgen(js_name = fileName)] file_name: &str,
        #[wasm_bindgen(unchecked_param_type = "CaseFiles | undefined")] extras: &JsValue,
    ) -> Result<String, JsError> {
        hook();
        with_files(submission, extras, |bytes, extras| self.inner.grade_server(Ok(bytes), file_name, extras).1)
    }

    /// Same as `grade`, as a plain JS object.
    #[wasm_bindgen(js_name = gradeValue)]
    pub fn grade_value(
        &self,
        #[wasm_bindgen(unchecked_param_type = "FileData")] submission: &JsValue,
        #[wasm_bindgen(js_name = fileName)] file_name: &str,
        #[wasm_bindgen(unchecked_param_type = "CaseFiles | undefined")] extras: &JsValue,
    ) -> Result<JsValue, JsError> {
        hook();
        report_value(&grade_with(&self.inner, submission, file_name, extras)?)
    }
}

/// One-shot routing grading: `customers.csv` + a routes file → the JSON report.
/// `paramsJson` (optional) holds routing parameters over the public case's defaults,
/// e.g. `{"vehicles": 12, "reference_cost": 281497.45836338366}`.
#[wasm_bindgen(js_name = gradeRouting)]
pub fn grade_routing(
    #[wasm_bindgen(unchecked_param_type = "FileData")] customers: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "FileData")] submission: &JsValue,
    #[wasm_bindgen(js_name = fileName)] file_name: &str,
    #[wasm_bindgen(js_name = paramsJson)] params_json: Option<String>,
) -> Result<String, JsError> {
    hook();
    let params: grader::routing::RoutingParams = match params_json {
        Some(p) => serde_json::from_str(&p).map_err(|e| JsError::new(&format!("paramsJson: {e}")))?,
        None => Default::default(),
    };
    let case =
        grader::routing::parse_customers(&bytes(customers, "customers")?, "customers.csv", params).map_err(|d| diagnostics_error(&d))?;
    Ok(grader::kind::KindReport::to_json(&grader::routing::grade(&case, &bytes(submission, "submission")?, file_name)))
}

/// The grader version (the crate's).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
