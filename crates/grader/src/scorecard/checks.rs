//! The server's checks in order, and the collector of what they find.
//!
//! Spec §2: missing file; missing column; not a number; not finite; out of [0, 1];
//! duplicated `customer_id`; a test-set id absent. Every check is fatal and the server
//! stops at the first that fails, so only that check's messages go into `error_info`.
//! We keep going where the data allows and list everything in `diagnostics`.
//!
//! Long lists are capped: at most [`CAP`] diagnostics per code, then one summary
//! diagnostic of the same code says how many more there are. Group counts stay true.

use crate::diagnostic::{self, Category, Diagnostic, DiagnosticGroup, ErrorInfo, Location};

/// At most this many diagnostics of one code are listed.
pub const CAP: usize = 200;

/// The server's checks, in the order it runs them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Check {
    File,
    Columns,
    NotANumber,
    NotFinite,
    OutOfRange,
    DuplicateId,
    MissingId,
}

/// Everything found, in the order found; `None` marks a warning.
#[derive(Debug, Default)]
pub(crate) struct Findings {
    file: String,
    entries: Vec<(Option<Check>, Diagnostic)>,
    /// (code, check, listed, not listed)
    counts: Vec<(String, Option<Check>, usize, usize)>,
}

/// What the findings add up to.
pub(crate) struct Verdict {
    pub diagnostics: Vec<Diagnostic>,
    pub groups: Vec<DiagnosticGroup>,
    pub error_info: ErrorInfo,
    pub failed: Option<Check>,
}

impl Findings {
    pub fn new(file: &str) -> Self {
        Findings {
            file: file.to_string(),
            ..Default::default()
        }
    }

    /// Record problems that fail `check`.
    pub fn fail(&mut self, check: Check, diags: Vec<Diagnostic>) {
        for d in diags {
            self.push(Some(check), d);
        }
    }

    /// Record warnings (no effect on validity or score).
    pub fn warn(&mut self, diags: Vec<Diagnostic>) {
        for d in diags {
            self.push(None, d);
        }
    }

    fn push(&mut self, check: Option<Check>, d: Diagnostic) {
        let listed = match self.counts.iter_mut().find(|c| c.0 == d.code) {
            Some(c) if c.2 >= CAP => {
                c.3 += 1;
                false
            }
            Some(c) => {
                c.2 += 1;
                true
            }
            None => {
                self.counts.push((d.code.clone(), check, 1, 0));
                true
            }
        };
        if listed {
            self.entries.push((check, d));
        }
    }

    /// The first failing check, if any.
    pub fn failed(&self) -> Option<Check> {
        self.entries.iter().filter_map(|e| e.0).min()
    }

    /// Add the "N more" summaries, group, and build the server's `error_info`.
    pub fn finish(self) -> Verdict {
        let failed = self.failed();
        let mut entries = self.entries;
        for (code, check, _, more) in self.counts.iter().filter(|c| c.3 > 0) {
            let Some(last) = entries.iter().rposition(|e| &e.1.code == code) else {
                continue;
            };
            let category = entries[last].1.category;
            let summary = Diagnostic::new(
                code,
                category,
                format!(
                    "... and {more} more like this, not listed ({} in all)",
                    CAP + more
                ),
            )
            .at(Location::file(self.file.clone()));
            entries.insert(last + 1, (*check, summary));
        }
        let error_info = ErrorInfo::from_stage(
            entries
                .iter()
                .filter(|e| e.0.is_some() && e.0 == failed)
                .map(|e| &e.1),
        );
        let diagnostics: Vec<Diagnostic> = entries.into_iter().map(|e| e.1).collect();
        let mut groups = diagnostic::group(&diagnostics);
        for g in &mut groups {
            if let Some(c) = self.counts.iter().find(|c| c.0 == g.code && c.3 > 0) {
                g.count = c.2 + c.3; // the summary entry is not a problem of its own
            }
        }
        Verdict {
            diagnostics,
            groups,
            error_info,
            failed,
        }
    }
}

/// Warnings never decide validity; keep the category honest.
pub(crate) fn warning(code: &str, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(code, Category::Warning, message)
}
