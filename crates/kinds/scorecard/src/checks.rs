//! The server's checks in order, and the findings of a grading.
//!
//! Spec §2: missing file; missing column; not a number; not finite; out of [0, 1];
//! duplicated `customer_id`; a test-set id absent. Every check is fatal and the server
//! stops at the first that fails, so only that check's messages go into `error_info`.
//! We keep going where the data allows and list everything in `diagnostics`.
//!
//! Long lists are capped by the crate's [`Collector`]: at most [`CAP`](crate::diagnostic::CAP)
//! diagnostics per code, then one summary diagnostic of the same code says how many more
//! there are. Group counts stay true.

use crate::diagnostic::{Category, Collector, Diagnostic, DiagnosticGroup, ErrorInfo};

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

/// Everything found, in the order found, and which check each failing code belongs to.
#[derive(Debug, Default)]
pub(crate) struct Findings {
    found: Collector,
    /// The check of each failing code, first-seen order. A code belongs to one check
    /// (warnings have codes of their own), so a capped list's summary entry goes with
    /// its check too.
    checks: Vec<(String, Check)>,
}

/// What the findings add up to.
pub(crate) struct Verdict {
    pub diagnostics: Vec<Diagnostic>,
    pub groups: Vec<DiagnosticGroup>,
    pub error_info: ErrorInfo,
    pub failed: Option<Check>,
}

impl Findings {
    /// Record problems that fail `check`.
    pub fn fail(&mut self, check: Check, diags: Vec<Diagnostic>) {
        for d in diags {
            if !self.checks.iter().any(|(code, _)| *code == d.code) {
                self.checks.push((d.code.clone(), check));
            }
            self.found.push(d);
        }
    }

    /// Record problems of one code that fail `check`, built only while they are listed
    /// ([`Collector::extend_one_code`]).
    pub fn fail_one_code<I: ExactSizeIterator<Item = Diagnostic>>(&mut self, check: Check, diags: I) {
        let mut diags = diags.peekable();
        if let Some(d) = diags.peek() {
            if !self.checks.iter().any(|(code, _)| *code == d.code) {
                self.checks.push((d.code.clone(), check));
            }
        }
        self.found.extend_one_code(diags);
    }

    /// Record warnings (no effect on validity or score).
    pub fn warn(&mut self, diags: Vec<Diagnostic>) {
        self.found.extend(diags);
    }

    /// Add what `other` found after what this found, as if found here in its order.
    pub fn append(&mut self, other: Findings) {
        for (code, check) in other.checks {
            if !self.checks.iter().any(|(c, _)| *c == code) {
                self.checks.push((code, check));
            }
        }
        self.found.append(other.found);
    }

    /// The first failing check, if any.
    pub fn failed(&self) -> Option<Check> {
        self.checks.iter().map(|&(_, check)| check).min()
    }

    /// Cap and group the diagnostics, and build the server's `error_info` from the
    /// first failing check's (listed ones and summary).
    pub fn finish(self) -> Verdict {
        let failed = self.failed();
        let (diagnostics, groups) = self.found.finish();
        let check_of = |code: &str| self.checks.iter().find(|(c, _)| c == code).map(|&(_, check)| check);
        let error_info = ErrorInfo::from_stage(diagnostics.iter().filter(|d| failed.is_some() && check_of(&d.code) == failed));
        Verdict { diagnostics, groups, error_info, failed }
    }
}

/// Warnings never decide validity; keep the category honest.
pub(crate) fn warning(code: crate::diagnostic::Code, message: impl Into<String>) -> Diagnostic {
    Diagnostic::new(code, Category::Warning, message)
}
