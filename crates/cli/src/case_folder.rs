//! A case folder on disk → a [`CaseGrader`]: the one loader `fde-grade` and `casegen`
//! share. The core reads bytes ([`CaseGrader::load`]); this reads the files.
//!
//! ```no_run
//! let folder = fde_grade::case_folder::CaseFolder::open("cases-public/routing-city", None).unwrap();
//! let grader = folder.grader(None, None).unwrap();
//! ```

use std::path::{Path, PathBuf};

use grader::case::{parse_manifest, CaseKind, CaseManifest};
use grader::kind::CaseFiles;
use grader::CaseGrader;

use crate::error::Error;
use crate::files::{display, read_case_file};

/// A case folder: its manifest and where its files are.
#[derive(Debug, Clone)]
pub struct CaseFolder {
    pub manifest: CaseManifest,
    pub dir: PathBuf,
}

impl CaseFolder {
    /// Read a case folder, or its `case.json` given directly. `want`: the kind the
    /// caller grades (another kind is an error).
    pub fn open(path: impl AsRef<Path>, want: Option<CaseKind>) -> Result<CaseFolder, Error> {
        let p = path.as_ref();
        let (file, dir) = if p.is_dir() {
            (p.join("case.json"), p.to_path_buf())
        } else {
            (p.to_path_buf(), p.parent().map(Path::to_path_buf).unwrap_or_default())
        };
        let bytes = read_case_file(&file)?;
        let manifest = parse_manifest(&bytes, &display(&file)).map_err(|d| Error::Diagnostics(vec![d]))?;
        if let Some(want) = want.filter(|&k| k != manifest.kind) {
            let args = [("file", display(&file)), ("kind", manifest.kind.as_str().to_string()), ("want", want.as_str().to_string())];
            return Err(Error::Said { key: "cli-error-wrong-kind", args: args.to_vec(), diagnostics: Vec::new() });
        }
        Ok(CaseFolder { manifest, dir })
    }

    /// The path of the case's data file for its kind (`customers.csv`, …), if it names one.
    pub fn data_file(&self) -> Option<PathBuf> {
        self.manifest.files.get(self.manifest.kind.facts().data_role).map(|f| self.dir.join(f))
    }

    /// The case's grader: its data file (or `data`, over it) read, `reference` over the
    /// manifest's.
    pub fn grader(&self, data: Option<&Path>, reference: Option<f64>) -> Result<CaseGrader, Error> {
        load(self.manifest.kind, Some(&self.manifest), data.map(Path::to_path_buf).or_else(|| self.data_file()).as_deref(), reference)
    }
}

/// A case's files on disk ([`CaseFiles`]): `data/NAME` in the case's data directory,
/// any other name in its truth directory (FDE-Bench: `tests/_private`).
#[derive(Debug, Clone, Default)]
pub struct CaseDirs {
    /// Where the truth files are (`--truth DIR`).
    pub truth_dir: Option<PathBuf>,
    /// The case's `data/` directory (`--data-dir`, else the case folder's `data/`).
    pub data_dir: Option<PathBuf>,
}

impl CaseFiles for CaseDirs {
    fn read(&self, name: &str) -> Result<Vec<u8>, String> {
        let (dir, rel, flag) = match name.strip_prefix("data/") {
            Some(rest) => (&self.data_dir, rest, "--data-dir DIR (the case's data/)"),
            None => (&self.truth_dir, name, "--truth DIR (the case's truth files, FDE-Bench's tests/_private)"),
        };
        let Some(dir) = dir else {
            return Err(format!("no directory to look in: give {flag}"));
        };
        let rel = Path::new(rel);
        if rel.is_absolute() || rel.components().any(|c| !matches!(c, std::path::Component::Normal(_))) {
            return Err("a case file must be named inside its directory".into());
        }
        let path = dir.join(rel);
        std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    }
}

/// [`load`] for a kind whose cases read more files than the data file: `files` gives
/// them ([`CaseGrader::load_files`]).
pub fn load_files(
    kind: CaseKind,
    manifest: Option<&CaseManifest>,
    data: Option<&Path>,
    files: &dyn CaseFiles,
    reference: Option<f64>,
) -> Result<CaseGrader, Error> {
    let data = data.map(|p| read_case_file(p).map(|b| (display(p), b))).transpose()?;
    CaseGrader::load_files(kind, manifest, data.as_ref().map(|(n, b)| (n.as_str(), b.as_slice())), files, reference)
        .map_err(Error::Diagnostics)
}

/// A grader of `kind` from an optional manifest and an optional data file on disk.
pub fn load(kind: CaseKind, manifest: Option<&CaseManifest>, data: Option<&Path>, reference: Option<f64>) -> Result<CaseGrader, Error> {
    let data = data.map(|p| read_case_file(p).map(|b| (display(p), b))).transpose()?;
    CaseGrader::load(kind, manifest, data.as_ref().map(|(n, b)| (n.as_str(), b.as_slice())), reference).map_err(Error::Diagnostics)
}
