//! A case's truth, read once when the case loads, from the files its manifest names
//! ([`CaseFiles`]): one CSV (the pandas and csv-module engines), or more
//! (`json_fields`: a private JSON and the case's public one; the curves engine: the
//! truth and `data/test.csv`; the grid engine: `data/` files and one truth file per
//! time). A file that is missing is a located `case/missing-file` error naming it and
//! where it was looked for.

use std::borrow::Cow;

use super::{curves, frame, grid, json_truth, text, Truth};
use crate::case::Manifest;
use crate::diagnostic::{codes, Category, Diagnostic};
use crate::kind::{case_error, CaseFiles};

/// The file `name` the case needs (`what` it is, for the message), or the located
/// error naming it and where it was looked for.
pub(crate) fn needed(m: &Manifest, files: &dyn CaseFiles, name: &str, what: &str) -> Result<Vec<u8>, Vec<Diagnostic>> {
    files.read(name).map_err(|why| case_error(codes::CASE_MISSING_FILE, format!("case {} needs {what} `{name}`: {why}", m.id), name))
}

/// The truth file (`parameters.truth.file`): `data` when given (borrowed, not copied),
/// else from `files`.
fn truth_file<'d>(m: &Manifest, data: Option<(&str, &'d [u8])>, files: &dyn CaseFiles) -> Result<(String, Cow<'d, [u8]>), Vec<Diagnostic>> {
    if let Some((name, bytes)) = data {
        return Ok((name.to_string(), Cow::Borrowed(bytes)));
    }
    let name = text(&m.parameters["truth"], "file").unwrap_or("");
    Ok((name.to_string(), Cow::Owned(needed(m, files, name, "its truth file")?)))
}

/// Read the truth the manifest describes.
pub(crate) fn read(m: &Manifest, data: Option<(&str, &[u8])>, files: &dyn CaseFiles) -> Result<Truth, Vec<Diagnostic>> {
    let p = &m.parameters;
    match text(&p["submission"], "engine") {
        Some("grid") => return Ok(Truth::Grid(grid::read_truth(m, files)?)),
        Some("csv_curves") => {
            let (name, bytes) = truth_file(m, data, files)?;
            let items_name = text(&p["truth"], "items_file").unwrap_or("");
            let items = needed(m, files, items_name, "its items file")?;
            return Ok(Truth::Curves(curves::read_truth(p, (&name, &bytes[..]), (items_name, &items))?));
        }
        _ => {}
    }
    if text(&p["truth"], "engine") == Some("json_fields") {
        let (name, bytes) = truth_file(m, data, files)?;
        let public_name = text(&p["truth"], "public_file").unwrap_or("");
        let public = needed(m, files, public_name, "its public file")?;
        return Ok(Truth::Frame(json_truth::read(&p["truth"], (&name, &bytes[..]), (public_name, &public))?));
    }
    let (name, bytes) = truth_file(m, data, files)?;
    let utf8_sig = text(&p["truth"], "encoding") == Some("utf-8-sig");
    if text(&p["submission"], "engine") == Some("csv_module") {
        return Ok(Truth::Rows(super::rows::read_truth(p, &bytes, &name)?));
    }
    frame::read(&bytes, &name, utf8_sig).map(Truth::Frame).map_err(|mut d| {
        d.set_code(codes::CASE_BAD_TRUTH);
        d.category = Category::Case;
        vec![d]
    })
}
