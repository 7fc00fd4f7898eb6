//! The template of rows to score (`parameters.template`, FDE-Bench 028's
//! `forecast_template.csv`): a CSV read as pandas reads it, which the join scores
//! instead of the truth's rows (a row the truth lacks has `fill_truth`) and which
//! `frame: all` steps and `against: template` checks see.
//!
//! The template is a file of the case besides its truth: a case whose manifest names
//! one loads only with it ([`PredictionCase::load_with_template`]); without it the
//! load is a located `case/missing-file` error, never a grading of the truth's rows.

use crate::case::Manifest;
use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::kind::FileList;

use super::frame::{self, Frame};
use super::{text, PredictionCase};

/// True when the manifest names a template.
pub(crate) fn wanted(params: &serde_json::Value) -> bool {
    params.get("template").is_some_and(|t| !t.is_null())
}

/// Read the template as `parameters.template` says (`encoding`: `utf-8-sig`, or
/// pandas' default); an unreadable one is the case's error (`case/bad-truth`).
pub(crate) fn read(params: &serde_json::Value, name: &str, bytes: &[u8]) -> Result<Frame, Vec<Diagnostic>> {
    let utf8_sig = text(&params["template"], "encoding") == Some("utf-8-sig");
    frame::read(bytes, name, utf8_sig).map_err(|mut d| {
        d.set_code(codes::CASE_BAD_TRUTH);
        d.category = Category::Case;
        vec![d]
    })
}

/// The error of a case loaded without the template its manifest names (`why`: where
/// it was looked for).
pub(crate) fn missing(manifest: &Manifest, why: &str) -> Vec<Diagnostic> {
    let name = text(&manifest.parameters["template"], "file").unwrap_or("(unnamed)");
    vec![Diagnostic::new(
        codes::CASE_MISSING_FILE,
        Category::Case,
        format!("case {} scores the rows of its template `{name}` (`parameters.template.file`): {why}", manifest.id),
    )
    .at(Location::file("case.json").field("parameters.template.file"))
    .hint(format!("Give the case's `{name}` with its truth (a name starting with `data/` is a file of the case's data folder)."))]
}

impl PredictionCase {
    /// Load a prediction case from its manifest, its truth file and, when the manifest
    /// names one, its template (`template`: the file's name and bytes). What
    /// [`crate::kind::Kind::load`] does for a case without a template.
    pub fn load_with_template(
        manifest: &Manifest,
        truth: (&str, &[u8]),
        template: Option<(&str, &[u8])>,
        reference: Option<f64>,
    ) -> Result<PredictionCase, Vec<Diagnostic>> {
        let files = FileList::new(template.map(|(n, b)| vec![(n.to_string(), b.to_vec())]).unwrap_or_default());
        super::kind_impl::load_case(Some(manifest), Some(truth), &files, reference)
    }
}
