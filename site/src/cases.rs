//! The case set, embedded at build time from `cases-public/*/case.json` (see `build.rs`).

use std::sync::OnceLock;

use grader::case::{parse_manifest, CaseManifest};

/// One case folder as embedded: its manifest text and the files it names.
pub struct EmbeddedCase {
    /// Folder name under `cases-public/` (the URL's `case=`).
    pub dir: &'static str,
    pub manifest: &'static str,
    /// `(path relative to the case folder, bytes)`.
    pub files: &'static [(&'static str, &'static [u8])],
}

include!(concat!(env!("OUT_DIR"), "/cases.rs"));

/// A case as the site knows it: its manifest read once, or why it could not be read.
pub struct CaseInfo {
    pub embedded: &'static EmbeddedCase,
    pub manifest: Result<CaseManifest, String>,
    /// `request` in case.json (a field the core does not model), if it is text.
    pub request: Option<String>,
}

impl CaseInfo {
    pub fn dir(&self) -> &'static str {
        self.embedded.dir
    }

    /// A file of this case, by its path relative to the case folder.
    pub fn file(&self, name: &str) -> Option<&'static [u8]> {
        self.embedded
            .files
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, b)| *b)
    }

    /// The customer's request: `request` in case.json, or the file `files.instruction`
    /// (or `request`, `brief`).
    pub fn request(&self) -> Option<String> {
        if let Some(s) = &self.request {
            return Some(s.clone());
        }
        let m = self.manifest.as_ref().ok()?;
        let name = ["instruction", "request", "brief"]
            .iter()
            .find_map(|k| m.files.get(*k))?;
        self.file(name)
            .map(|b| String::from_utf8_lossy(b).into_owned())
    }
}

/// Every embedded case, in folder order (read on first use).
pub fn all() -> &'static [CaseInfo] {
    static ALL: OnceLock<Vec<CaseInfo>> = OnceLock::new();
    ALL.get_or_init(|| {
        CASES
            .iter()
            .map(|c| CaseInfo {
                embedded: c,
                manifest: parse_manifest(c.manifest.as_bytes(), "case.json")
                    .map_err(|d| d.to_string()),
                request: grader::pyjson::parse(c.manifest).ok().and_then(|v| {
                    v.value.get("request").and_then(|r| r.value.as_str().map(String::from))
                }),
            })
            .collect()
    })
}

/// A case by folder name.
pub fn find(dir: &str) -> Option<&'static CaseInfo> {
    all().iter().find(|c| c.dir() == dir)
}
