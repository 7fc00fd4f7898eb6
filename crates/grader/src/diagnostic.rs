//! Diagnostics: every problem the grader finds is returned as data, never as a panic.
//!
//! A [`Diagnostic`] carries a stable `code` (e.g. `routing/unknown-store`), the
//! server's validation `category` (fatal / schema / value) when the problem decides
//! validity, a plain-words `message`, a [`Location`] and a `hint`. Reports keep
//! **every** diagnostic (so a student sees all problems at once) and a per-code
//! [`DiagnosticGroup`] summary with counts.

use serde::{Deserialize, Serialize};

/// The server's validation categories (the keys of `error_info`), plus `warning`
/// for problems that do not change the score and `case` for problems in case data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// The submission cannot be read at all (not JSON, wrong shape, missing column).
    Fatal,
    /// Codes / ids do not match the case (unknown, missing, duplicated).
    Schema,
    /// Values break a rule (over capacity, wrong number of routes, out of range).
    Value,
    /// Worth knowing, does not change validity or score.
    Warning,
    /// A problem in the case data itself (customers.csv, truth.csv, case.json).
    Case,
}

impl Category {
    /// True when a diagnostic of this category makes the submission invalid.
    pub fn rejects(self) -> bool {
        matches!(self, Category::Fatal | Category::Schema | Category::Value | Category::Case)
    }
}

/// Where a problem is. Every field is optional; fill what is known.
/// Indices are 0-based (`route`, `stop`); `line` and `column` are 1-based, as an
/// editor shows them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Location {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// Column name in a CSV file, or key in a JSON file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// 0-based route index (routing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub route: Option<usize>,
    /// 0-based stop position within the route (routing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stop: Option<usize>,
    /// Store code as written (routing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub store: Option<String>,
    /// Customer / row id (scorecard).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

impl Location {
    pub fn file(file: impl Into<String>) -> Self {
        Location { file: Some(file.into()), ..Default::default() }
    }
    pub fn line(mut self, line: usize) -> Self {
        self.line = Some(line);
        self
    }
    pub fn column(mut self, column: usize) -> Self {
        self.column = Some(column);
        self
    }
    pub fn field(mut self, field: impl Into<String>) -> Self {
        self.field = Some(field.into());
        self
    }
    pub fn route(mut self, route: usize) -> Self {
        self.route = Some(route);
        self
    }
    pub fn stop(mut self, stop: usize) -> Self {
        self.stop = Some(stop);
        self
    }
    pub fn store(mut self, store: impl Into<String>) -> Self {
        self.store = Some(store.into());
        self
    }
    pub fn id(mut self, id: impl Into<String>) -> Self {
        self.id = Some(id.into());
        self
    }

    /// Human-readable form, e.g. `routes.json, route 3, stop 7, store ST1234`.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some(f) = &self.file {
            parts.push(f.clone());
        }
        if let Some(l) = self.line {
            match self.column {
                Some(c) => parts.push(format!("line {l}, column {c}")),
                None => parts.push(format!("line {l}")),
            }
        }
        if let Some(f) = &self.field {
            parts.push(format!("field `{f}`"));
        }
        if let Some(r) = self.route {
            parts.push(format!("route {r}"));
        }
        if let Some(s) = self.stop {
            parts.push(format!("stop {s}"));
        }
        if let Some(s) = &self.store {
            parts.push(format!("store {s}"));
        }
        if let Some(i) = &self.id {
            parts.push(format!("id {i}"));
        }
        parts.join(", ")
    }
}

/// One problem, located and explained.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Stable identifier, `<kind>/<rule>`, e.g. `routing/over-capacity`.
    pub code: String,
    pub category: Category,
    /// One plain sentence saying what is wrong.
    pub message: String,
    pub location: Location,
    /// What to do about it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
}

impl Diagnostic {
    pub fn new(code: &str, category: Category, message: impl Into<String>) -> Self {
        Diagnostic {
            code: code.to_string(),
            category,
            message: message.into(),
            location: Location::default(),
            hint: None,
        }
    }
    pub fn at(mut self, location: Location) -> Self {
        self.location = location;
        self
    }
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let loc = self.location.describe();
        if loc.is_empty() {
            write!(f, "[{}] {}", self.code, self.message)?;
        } else {
            write!(f, "{}: [{}] {}", loc, self.code, self.message)?;
        }
        if let Some(h) = &self.hint {
            write!(f, " (hint: {h})")?;
        }
        Ok(())
    }
}

/// All diagnostics of one code, counted: the "grouped by rule" view.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DiagnosticGroup {
    pub code: String,
    pub category: Category,
    pub count: usize,
    /// The first diagnostic's message, as an example.
    pub first_message: String,
}

/// Group diagnostics by code, keeping first-seen order.
pub fn group(diagnostics: &[Diagnostic]) -> Vec<DiagnosticGroup> {
    let mut groups: Vec<DiagnosticGroup> = Vec::new();
    for d in diagnostics {
        match groups.iter_mut().find(|g| g.code == d.code) {
            Some(g) => g.count += 1,
            None => groups.push(DiagnosticGroup {
                code: d.code.clone(),
                category: d.category,
                count: 1,
                first_message: d.message.clone(),
            }),
        }
    }
    groups
}

/// The server's `error_info`: one list of messages per category key. Only the
/// category that decided validity (the first failing stage) is filled, as the
/// server stops there; all diagnostics stay available in the report.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ErrorInfo {
    pub fatal: Vec<String>,
    pub schema: Vec<String>,
    pub value: Vec<String>,
}

impl ErrorInfo {
    /// Build from the diagnostics of the deciding stage.
    pub fn from_stage<'a>(diags: impl IntoIterator<Item = &'a Diagnostic>) -> Self {
        let mut info = ErrorInfo::default();
        for d in diags {
            match d.category {
                Category::Fatal | Category::Case => info.fatal.push(d.message.clone()),
                Category::Schema => info.schema.push(d.message.clone()),
                Category::Value => info.value.push(d.message.clone()),
                Category::Warning => {}
            }
        }
        info
    }
    pub fn is_empty(&self) -> bool {
        self.fatal.is_empty() && self.schema.is_empty() && self.value.is_empty()
    }
}
