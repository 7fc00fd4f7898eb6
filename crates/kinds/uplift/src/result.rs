//! The case grader's output (`result.json`): the KPI and its two anchors.
//!
//! Read as the harness reads it: `kpi`, `kpi_baseline` and `kpi_oracle` are the source
//! of truth; anything the file already holds that the harness derives from them
//! (`uplift`, `uplift_bounded`, `uplift_net`) is kept only to compare against our
//! recomputation. See the module docs of [`crate::uplift`] for the format.

use crate::diagnostic::codes;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::diagnostic::{Category, Diagnostic, Location};
use crate::pyjson::{self, Spanned, Value};
use crate::table::decode_utf8;

/// One grader output, read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UpliftResult {
    /// The file it came from (for locations).
    pub file: String,
    /// Task id: `engagement` (FDE-Gym's, with `:variant` appended when a `variant` other
    /// than `base` is given), else `task`, else the file name.
    pub task: String,
    /// The delivered system's KPI. May be NaN or infinite (Python's JSON allows it);
    /// [`super::grade`] then reports the result as invalid.
    pub kpi: f64,
    /// The KPI of the unchanged system.
    pub kpi_baseline: f64,
    /// The KPI of the reference solution.
    pub kpi_oracle: f64,
    /// `incidents` exactly as written (usually a list); `None` when absent.
    pub incidents: Option<serde_json::Value>,
    /// Python's truthiness of `incidents` (the harness's `if out.get("incidents")`).
    pub incidents_truthy: bool,
    /// A contact cost the file already holds: `contact_cost`, or FDE-Gym's
    /// `discovery.contact_cost`. Used when no other contact information is given.
    pub contact_cost: Option<f64>,
    /// Harness-derived values the file already holds (`uplift`, `uplift_bounded`,
    /// `uplift_net`), compared with the recomputation.
    pub recorded: BTreeMap<String, f64>,
    /// 1-based line of each top-level field, for locating diagnostics.
    pub lines: BTreeMap<String, usize>,
    /// The file as `json.load` reads it (`None` for a result built in code).
    #[serde(skip)]
    pub root: Option<Value>,
    /// `variant` as written (FDE-Gym writes it when it is not `base`).
    pub variant: Option<String>,
    /// `agent.slug` (the model; `bench.py` adds it) and `level` (the brief level), as written.
    pub model: Option<String>,
    /// `level` as written (`L0`..`L3`).
    pub level: Option<String>,
    /// The file is a harness `result.json` (it has `harness_version`, which `run.py grade` adds),
    /// not a bare grader output: the site reads it as it stands.
    pub harness_result: bool,
}

impl UpliftResult {
    /// A result built in code (tests, other front ends): no file, no recorded values.
    pub fn new(task: &str, kpi: f64, kpi_baseline: f64, kpi_oracle: f64) -> Self {
        UpliftResult {
            file: "result.json".into(),
            task: task.into(),
            kpi,
            kpi_baseline,
            kpi_oracle,
            incidents: None,
            incidents_truthy: false,
            contact_cost: None,
            recorded: BTreeMap::new(),
            lines: BTreeMap::new(),
            root: None,
            variant: None,
            model: None,
            level: None,
            harness_result: false,
        }
    }

    /// The same with `incidents` set to this list.
    pub fn with_incidents(mut self, incidents: Vec<serde_json::Value>) -> Self {
        self.incidents_truthy = !incidents.is_empty();
        self.incidents = Some(serde_json::Value::Array(incidents));
        self
    }

    /// `kpi`, `kpi_baseline`, `kpi_oracle` as `json.load` gives them: from the file, or
    /// (for a result built in code) the floats.
    pub fn kpi_values(&self) -> [Option<Value>; 3] {
        match &self.root {
            Some(r) => KPI_FIELDS.map(|f| r.get(f).map(|n| n.value.clone())),
            None => [self.kpi, self.kpi_baseline, self.kpi_oracle].map(|x| Some(Value::Float(x))),
        }
    }

    /// Where field `field` is (file, its line when known, the field).
    pub fn locate(&self, field: &str) -> Location {
        let loc = Location::file(&self.file).field(field);
        match self.lines.get(field) {
            Some(&line) => loc.line(line),
            None => loc,
        }
    }
}

/// The three KPI fields, all required numbers.
pub const KPI_FIELDS: [&str; 3] = ["kpi", "kpi_baseline", "kpi_oracle"];

/// Read a grader output: `Err` only for a file that is not one JSON object
/// (`uplift/not-json`, with line and column). The KPI fields are checked where the
/// harness uses them; NaN and infinities are accepted here (the harness accepts them
/// too) and flagged when grading.
pub fn parse_result(bytes: &[u8], file: &str) -> Result<UpliftResult, Vec<Diagnostic>> {
    let root = read_object(bytes, file, codes::UPLIFT_NOT_JSON)?;
    let lines = match &root.value {
        // Inserted one by one (a later duplicate key wins, as with `collect`): collecting
        // into a BTreeMap sorts a Vec, one more copy of the sort code in the .wasm.
        Value::Object(members) => {
            let mut lines = BTreeMap::new();
            for (k, v) in members {
                lines.insert(k.clone(), v.line);
            }
            lines
        }
        _ => BTreeMap::new(),
    };
    let get = |field: &str| root.value.get(field);

    // Checked where the harness uses them (see `harness::run`): with a span of 0 it
    // never reads `kpi`. Here only their float values, for display.
    let mut kpis = [f64::NAN; 3];
    for (slot, field) in kpis.iter_mut().zip(KPI_FIELDS) {
        if let Some(n) = get(field).and_then(|n| super::pynum::from_value(&n.value)) {
            *slot = n.to_f64().unwrap_or(f64::INFINITY);
        }
    }

    let contact = match get("contact_cost") {
        Some(n) => Some(("contact_cost", n)),
        None => get("discovery").and_then(|d| d.value.get("contact_cost")).map(|n| ("discovery.contact_cost", n)),
    };
    // The harness never reads these from a grader's output: one that is not a number is
    // left out, not an error.
    let contact_cost = contact.and_then(|(_, n)| optional_number(Some(n)).ok().flatten());

    let mut recorded = BTreeMap::new();
    for field in ["uplift", "uplift_bounded", "uplift_net"] {
        if let Some(x) = get(field).and_then(|n| n.value.as_f64()) {
            recorded.insert(field.to_string(), x);
        }
    }

    let text_of = |field: &str| get(field).and_then(|n| n.value.as_str()).map(str::to_string);
    // FDE-Gym's id (what bench.py groups by) first; `task` is ours.
    let task = match (text_of("engagement"), text_of("variant"), text_of("task")) {
        (Some(e), Some(v), _) if v != "base" => format!("{e}:{v}"),
        (Some(e), _, _) => e,
        (None, _, Some(t)) => t,
        (None, _, None) => file.rsplit(['/', '\\']).next().unwrap_or(file).to_string(),
    };

    let incidents = get("incidents");
    Ok(UpliftResult {
        file: file.to_string(),
        task,
        kpi: kpis[0],
        kpi_baseline: kpis[1],
        kpi_oracle: kpis[2],
        incidents: incidents.filter(|n| n.value != Value::Null).map(|n| echo(&n.value)),
        incidents_truthy: incidents.is_some_and(|n| n.value.truthy()),
        contact_cost,
        recorded,
        lines,
        variant: text_of("variant"),
        model: get("agent").and_then(|a| a.value.get("slug")).and_then(|n| n.value.as_str()).map(str::to_string),
        level: text_of("level"),
        harness_result: get("harness_version").is_some(),
        root: Some(root.value.clone()),
    })
}

/// An optional number as the harness reads one (`rec.get("cost")`): absent or `null` is
/// `Ok(None)`, a number is `Ok(Some(x))` (NaN and infinities included), anything else is
/// `Err` with the value, for the caller to report.
pub(crate) fn optional_number(node: Option<&Spanned>) -> Result<Option<f64>, &Spanned> {
    match node {
        None => Ok(None),
        Some(n) if n.value == Value::Null => Ok(None),
        Some(n) => n.value.as_f64().map(Some).ok_or(n),
    }
}

/// Read a file of one JSON object (UTF-8, a BOM dropped), or say where and why not,
/// under `code`.
pub(crate) fn read_object(bytes: &[u8], file: &str, code: crate::diagnostic::Code) -> Result<Spanned, Vec<Diagnostic>> {
    let text = decode_utf8(bytes, file).map_err(|d| vec![d])?;
    let root = pyjson::parse(text).map_err(|e| {
        vec![Diagnostic::new(code, Category::Fatal, format!("{file} is not valid JSON: {}", e.message))
            .at(Location::file(file).line(e.line).column(e.column))
            .hint("Check the file at that line; it must be one JSON object, as the harness writes it.")]
    })?;
    if !matches!(root.value, Value::Object(_)) {
        return Err(vec![Diagnostic::new(code, Category::Fatal, format!("{file} holds {}, not a JSON object", root.value.in_words()))
            .at(at_value(file, &root))
            .hint("The file must be one JSON object: { \"kpi\": ..., ... }.")]);
    }
    Ok(root)
}

/// Where a JSON value of `file` starts.
pub(crate) fn at_value(file: &str, n: &Spanned) -> Location {
    Location::file(file).line(n.line).column(n.column)
}

/// A value as a `serde_json::Value`, to echo `incidents` back in the report. Every
/// number goes through `f64` (so an int `3` is echoed as `3.0`, as this reader always
/// has) and a non-finite one becomes `null` (JSON has no NaN); for a key written twice
/// the last value wins, as in a Python dict.
fn echo(v: &Value) -> serde_json::Value {
    match v {
        Value::Null => serde_json::Value::Null,
        Value::Bool(b) => serde_json::Value::Bool(*b),
        Value::Int(_) | Value::Float(_) => {
            v.as_f64().and_then(serde_json::Number::from_f64).map_or(serde_json::Value::Null, serde_json::Value::Number)
        }
        Value::Str(s) => serde_json::Value::String(s.clone()),
        Value::Array(items) => serde_json::Value::Array(items.iter().map(|x| echo(&x.value)).collect()),
        Value::Object(members) => {
            let mut map = serde_json::Map::new();
            for (k, x) in members {
                map.insert(k.clone(), echo(&x.value));
            }
            serde_json::Value::Object(map)
        }
    }
}
