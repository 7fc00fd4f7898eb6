//! The public example cases of the `prediction` kind: five made-up forecasting and
//! regression engagements, each a manifest (`docs/prediction-kind.md`), its data (what
//! the player gets and the answer key the grader needs, ours so shipped), the
//! customer's request and a ladder of example submissions, from broken to near-perfect.
//!
//! Together they use every metric, combination, objective and mapping form the Rust
//! grader builds (the `coverage` test of `tests/cases.rs` checks it against the
//! grader's own list), both engines, and every kind of check: not-null, finite,
//! ranges, uniqueness, coverage.
//!
//! * [`bakery`]: hourly units per product, text keys, a composite cost (MAE plus
//!   under-forecast of busy hours), reference / yours with a nested guard.
//! * [`pump`]: three vibration targets, weighted WAPE, `log1p` on one, missing truth
//!   readings masked, a floor measured on the truth's resolution.
//! * [`clinic`]: waiting minutes per clinic with the csv-module engine, the mean of
//!   per-clinic RMSEs, a fixed floor.
//! * [`solar`]: two half-day yields per site and day, R² per target, their mean, yours /
//!   reference clamped at 0, offline days not scored.
//! * [`returns`]: return rates per store and channel, 1/(1+MAE), empty cells scored as
//!   0, the predictions' own row order.

pub mod bakery;
pub mod clinic;
pub mod pump;
pub mod returns;
pub mod solar;

use grader::case::{CaseKind, CaseManifest, ExampleSubmission, Expected, Manifest, Reference, Rule};
use grader::prediction::PredictionReport;
use grader::{CaseGrader, Report};
use serde_json::{json, Value};

use crate::out::{self, put, Files};

/// One example submission.
pub struct Example {
    pub file: &'static str,
    pub title: &'static str,
    pub teaches: &'static str,
    pub csv: String,
    pub expect: Expected,
}

/// A rejected example: rung 0, the check (the report's `failed_check`) that rejects it.
pub fn rejected(failed_check: &str) -> Expected {
    Expected { verdict: "rejected".into(), failed_check: Some(failed_check.into()), rung: 0, step: "rejected".into() }
}

/// A valid example on `rung`.
pub fn valid(rung: u32, step: &str) -> Expected {
    Expected { verdict: "valid".into(), failed_check: None, rung, step: step.into() }
}

/// A rule of the case.
pub fn rule(title: &str, detail: &str, if_missed: &str) -> Rule {
    Rule { title: title.into(), detail: detail.into(), if_missed: if_missed.into() }
}

/// Everything a case folder holds, before its reference value is measured.
/// The texts `--format server` prints for our public cases (`parameters.server`), in
/// English, shaped like FDE-Bench's evaluators' (043: `fatal` messages naming the file,
/// `list(df.columns)`, `str(e)`; the exception and its traceback as two entries).
pub(crate) fn english_server_texts() -> Value {
    json!({
        "indent": 2,
        "ensure_ascii": false,
        "missing_file": "no {file}",
        "unreadable": "{file} cannot be read: {error}",
        "missing_column": "{file} has no column {column}; its columns: {columns}",
        "exception": {"exception": "{error}", "traceback": "{traceback}"}
    })
}

pub struct Spec {
    pub id: &'static str,
    pub title: &'static str,
    pub summary: String,
    /// The manifest's `parameters`; `reference.value` is filled in by [`write`].
    pub params: Value,
    /// Data files: (role in `files`, file name, text). The truth's role is `truth`.
    pub data: Vec<(&'static str, &'static str, String)>,
    pub instruction: String,
    pub rules: Vec<Rule>,
    pub examples: Vec<Example>,
    /// The example whose measured value becomes the reference (score 1.0).
    pub reference: usize,
    /// How the reference was obtained, before "the value the grader measures on ...".
    pub how: &'static str,
}

impl Spec {
    fn truth(&self) -> (&'static str, &str) {
        let (_, name, text) = self.data.iter().find(|d| d.0 == "truth").expect("every prediction case ships its truth");
        (name, text)
    }

    /// The manifest with `reference` as its value.
    pub fn manifest(&self, reference: f64) -> CaseManifest {
        let mut params = self.params.clone();
        params["reference"]["value"] = json!(reference);
        let mut files: std::collections::BTreeMap<String, String> =
            self.data.iter().map(|(role, name, _)| (role.to_string(), name.to_string())).collect();
        files.insert("instruction".into(), "instruction.md".into());
        files.insert("reference".into(), self.examples[self.reference].file.into());
        CaseManifest::new(
            CaseKind::Prediction,
            Manifest {
                server: Default::default(),
                id: self.id.into(),
                kind: String::new(),
                title: self.title.into(),
                summary: self.summary.clone(),
                parameters: params,
                reference: Reference {
                    value: reference,
                    how: format!(
                        "{} The value the grader measures on {} (unrounded): it scores 1.0.",
                        self.how, self.examples[self.reference].file
                    ),
                },
                files,
                rules: self.rules.clone(),
                submissions: self
                    .examples
                    .iter()
                    .map(|e| ExampleSubmission {
                        file: e.file.into(),
                        title: e.title.into(),
                        teaches: e.teaches.into(),
                        extra_files: Vec::new(),
                        expect: Some(e.expect.clone()),
                    })
                    .collect(),
            },
        )
    }
}

/// Grade `csv` against the case's truth under `manifest`.
pub fn grade(manifest: &CaseManifest, truth: (&str, &str), csv: &str, file: &str) -> PredictionReport {
    let g = CaseGrader::load(CaseKind::Prediction, Some(manifest), Some((truth.0, truth.1.as_bytes())), None)
        .unwrap_or_else(|d| panic!("{}: the generated case does not load: {d:?}", manifest.id));
    match g.grade(csv.as_bytes(), file, &[]) {
        Report::Prediction(r) => r,
        #[allow(unreachable_patterns)]
        _ => unreachable!("a prediction case gives a prediction report"),
    }
}

/// The value the mapping compares with the reference, measured on the reference example.
pub fn reference_value(spec: &Spec) -> f64 {
    let m = spec.manifest(1.0);
    let e = &spec.examples[spec.reference];
    let r = grade(&m, spec.truth(), &e.csv, e.file);
    r.exact.unwrap_or_else(|| panic!("{}: the reference example {} is rejected: {:?}", spec.id, e.file, r.error_info)).objective
}

/// Write the case folder.
pub fn write(files: &mut Files, spec: &Spec) {
    let dir = |f: &str| format!("{}/{f}", spec.id);
    for (_, name, text) in &spec.data {
        put(files, dir(name), text.clone());
    }
    put(files, dir("instruction.md"), spec.instruction.clone());
    for e in &spec.examples {
        put(files, dir(e.file), e.csv.clone());
    }
    let m = spec.manifest(reference_value(spec));
    put(files, dir("case.json"), out::manifest(&m));
}

/// Every prediction case's spec.
pub fn specs() -> Vec<Spec> {
    vec![bakery::spec(), pump::spec(), clinic::spec(), solar::spec(), returns::spec()]
}

/// Write every prediction case.
pub fn generate(files: &mut Files) {
    for s in specs() {
        write(files, &s);
    }
}

/// A CSV text: header, then rows (no quoting needed: our cells have no commas).
pub fn csv(header: &[&str], rows: impl IntoIterator<Item = Vec<String>>) -> String {
    let mut s = header.join(",");
    s.push('\n');
    for r in rows {
        s.push_str(&r.join(","));
        s.push('\n');
    }
    s
}

/// Mean of a slice (0 for none).
pub fn mean(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        0.0
    } else {
        xs.iter().sum::<f64>() / xs.len() as f64
    }
}
