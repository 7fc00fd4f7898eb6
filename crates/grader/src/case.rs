//! Case manifests (`case.json`) as this build reads them: the core's [`Manifest`] with
//! its kind one of the registry's ([`CaseKind`]). The format is documented in
//! `cases-public/README.md`.

use std::ops::{Deref, DerefMut};

pub use grade_core::case::{ExampleSubmission, Expected, Manifest, Reference, Rule};

use crate::diagnostic::Diagnostic;
use crate::pyjson::Spanned;

/// The kind of a case, which decides the grader (made from the registry, [`crate::kinds`]).
pub use crate::kinds::CaseKind;

/// `case.json`, its kind one this build's registry lists; every other field is the
/// core's [`Manifest`]'s (`m.id`, `m.files`, ...).
#[derive(Debug, Clone, PartialEq)]
pub struct CaseManifest {
    pub kind: CaseKind,
    manifest: Manifest,
}

impl CaseManifest {
    /// `manifest` as a case of `kind` (its `kind` id set to match).
    pub fn new(kind: CaseKind, mut manifest: Manifest) -> CaseManifest {
        manifest.kind = kind.as_str().to_string();
        CaseManifest { kind, manifest }
    }

    /// The core's manifest, as the kinds read it.
    pub fn manifest(&self) -> &Manifest {
        &self.manifest
    }
}

impl Deref for CaseManifest {
    type Target = Manifest;
    fn deref(&self) -> &Manifest {
        &self.manifest
    }
}

impl DerefMut for CaseManifest {
    fn deref_mut(&mut self) -> &mut Manifest {
        &mut self.manifest
    }
}

impl serde::Serialize for CaseManifest {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.manifest.serialize(serializer)
    }
}

/// The registry's kind ids, in its order.
fn known() -> Vec<&'static str> {
    CaseKind::ALL.iter().map(|k| k.as_str()).collect()
}

/// Read `case.json` ([`grade_core::case::parse_manifest`]), its kind one of the
/// registry's.
///
/// ```
/// let m = grader::case::parse_manifest(br#"{"id": "c", "kind": "scorecard", "title": "T",
///     "files": {"truth": "truth.csv"}, "submissions": [{"file": "a.csv", "title": "A"}]}"#, "case.json").unwrap();
/// assert_eq!((m.kind, m.files["truth"].as_str(), m.submissions[0].file.as_str()), (grader::case::CaseKind::Scorecard, "truth.csv", "a.csv"));
/// let e = grader::case::parse_manifest(br#"{"id": "c", "kind": "maze", "title": "T"}"#, "case.json").unwrap_err();
/// assert_eq!((e.location.line, e.location.column), (Some(1), Some(21)));
/// assert!(e.message.contains(r#"`kind` must be "routing", "scorecard", "uplift", "prediction", "#) && e.message.ends_with(r#", not "maze""#));
/// ```
pub fn parse_manifest(bytes: &[u8], file: &str) -> Result<CaseManifest, Diagnostic> {
    grade_core::case::parse_manifest(bytes, file, &known()).map(with_kind)
}

/// [`parse_manifest`] on a document already parsed (the site reads fields the core
/// does not model, e.g. `request`, from the same parse).
pub fn read_manifest(root: &Spanned, file: &str) -> Result<CaseManifest, Diagnostic> {
    grade_core::case::read_manifest(root, file, &known()).map(with_kind)
}

/// A manifest the core read with the registry's ids: its kind is one of them.
fn with_kind(manifest: Manifest) -> CaseManifest {
    let kind = CaseKind::ALL.iter().copied().find(|k| k.as_str() == manifest.kind).unwrap_or(CaseKind::ALL[0]);
    CaseManifest { kind, manifest }
}
