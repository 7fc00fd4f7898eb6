//! File access: the only IO in the grading path.

use std::path::{Path, PathBuf};

use crate::error::Error;

/// Expand directory arguments into their files (sorted by name, hidden files skipped).
pub fn expand(inputs: &[String]) -> Result<Vec<PathBuf>, Error> {
    let mut out = Vec::new();
    for i in inputs {
        let p = PathBuf::from(i);
        if p.is_dir() {
            let mut files: Vec<PathBuf> = std::fs::read_dir(&p)
                .map_err(|error| Error::Io { key: "cli-error-cannot-list", path: i.clone(), error })?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.is_file() && !f.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with('.')))
                .collect();
            files.sort();
            out.extend(files);
        } else {
            out.push(p);
        }
    }
    Ok(out)
}

/// Read a case-data file; failure is a usage / case-data error (exit 2).
pub fn read_case_file(path: &Path) -> Result<Vec<u8>, Error> {
    std::fs::read(path).map_err(|error| Error::Io { key: "cli-error-cannot-read", path: path.display().to_string(), error })
}

/// The name a report shows for a path: as given on the command line.
pub fn display(path: &Path) -> String {
    path.display().to_string()
}
