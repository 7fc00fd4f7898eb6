//! Diagnostics: every problem the grader finds is returned as data, never as a panic.
//!
//! A [`Diagnostic`] carries a stable `code` (e.g. `routing/unknown-store`), the
//! server's validation `category` (fatal / schema / value) when the problem decides
//! validity, a plain-words `message`, a [`Location`] and a `hint`. Reports list every
//! problem (so a student sees all of them at once), at most [`CAP`] per code (a
//! [`Collector`] then adds one "... and N more" entry), and a per-code
//! [`DiagnosticGroup`] summary whose counts are always the true ones.
//!
//! Every code is declared once, with its category and docs, in [`codes`].

use serde::{Deserialize, Serialize};

pub mod codes;
pub mod params;

pub use codes::{Code, CodeDoc, CODES};
pub use params::Params;

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
    /// The server's grader raises an exception on this file (not JSON, not UTF-8, a
    /// CSV pandas cannot parse, ...): it reports `error_info.exception`, validity 0.
    Exception,
}

impl Category {
    /// True when a diagnostic of this category makes the submission invalid.
    pub fn rejects(self) -> bool {
        matches!(self, Category::Fatal | Category::Schema | Category::Value | Category::Case | Category::Exception)
    }
}

/// Where a problem is. Every field is optional; fill what is known. `line` and
/// `column` are 1-based, as an editor shows them.
///
/// Besides the file's own places, a kind locates a problem in its own terms ([`at`]:
/// routing a route, a stop and a store, scorecard a customer's id, ...), each a key and
/// a [`Place`] (an index, 0-based, or a name as written). The core names none of them:
/// a kind sets them with [`index`](Self::index) and [`name`](Self::name) (or its own
/// builder methods over these), and the report writes them after `field`, in the order set.
///
/// [`at`]: Self::at
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Location {
    pub file: Option<String>,
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// Column name in a CSV file, or key in a JSON file.
    pub field: Option<String>,
    /// Where in the kind's own terms, in the order set (see the type's docs).
    pub at: Vec<(String, Place)>,
}

/// A place in a kind's own terms: an index (0-based: a route, a stop) or a name as
/// written (a store's code, a customer's id).
#[derive(Debug, Clone, PartialEq)]
pub enum Place {
    Index(usize),
    Name(String),
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

    /// Set `key` to `place` (in its place if already set, else after the others).
    pub fn place(mut self, key: &str, place: Place) -> Self {
        match self.at.iter_mut().find(|(k, _)| k == key) {
            Some((_, p)) => *p = place,
            None => self.at.push((key.to_string(), place)),
        }
        self
    }

    /// Set `key` to the 0-based index `i` (a route, a stop).
    pub fn index(self, key: &str, i: usize) -> Self {
        self.place(key, Place::Index(i))
    }

    /// Set `key` to a name as written (a store's code, a customer's id).
    pub fn name(self, key: &str, name: impl Into<String>) -> Self {
        self.place(key, Place::Name(name.into()))
    }

    /// The index set under `key`.
    pub fn index_of(&self, key: &str) -> Option<usize> {
        self.at.iter().find_map(|(k, p)| match p {
            Place::Index(i) if k == key => Some(*i),
            _ => None,
        })
    }

    /// The name set under `key`.
    pub fn name_of(&self, key: &str) -> Option<&str> {
        self.at.iter().find_map(|(k, p)| match p {
            Place::Name(n) if k == key => Some(n.as_str()),
            _ => None,
        })
    }

    /// Human-readable form in English, e.g. `routes.json, route 4 (index 3), stop 8,
    /// store ST1234` ([`describe_in`](Self::describe_in) English).
    pub fn describe(&self) -> String {
        self.describe_in(i18n::Lang::En)
    }

    /// The location in `lang`: the words `loc-*` of diagnostics.ftl, the values as they
    /// are. A place is said with `loc-<key>`: an index counted from 1 as `{<key>}`, the
    /// 0-based index as `{index}` (`route 4 (index 3)`); a name as `{<key>}`. A key with
    /// no words is said `<key> <value>`.
    pub fn describe_in(&self, lang: i18n::Lang) -> String {
        let w = |key: &str, args: &[(&str, &str)]| i18n::format(lang, key, args);
        let mut parts: Vec<String> = self.file.iter().cloned().collect();
        if let Some(l) = self.line {
            let l = l.to_string();
            parts.push(match self.column {
                Some(c) => w("loc-line-column", &[("line", &l), ("column", &c.to_string())]),
                None => w("loc-line", &[("line", &l)]),
            });
        }
        if let Some(f) = &self.field {
            parts.push(w("loc-field", &[("field", f)]));
        }
        for (key, place) in &self.at {
            let (shown, index) = match place {
                Place::Index(i) => ((i + 1).to_string(), i.to_string()),
                Place::Name(n) => (n.clone(), String::new()),
            };
            let word = format!("loc-{key}");
            // `format` falls back to English, where every word is.
            parts.push(if i18n::has(i18n::Lang::En, &word) {
                w(&word, &[(key.as_str(), &shown), ("index", &index)])
            } else {
                format!("{key} {shown}")
            });
        }
        parts.join(&w("loc-sep", &[]))
    }
}

/// `doc[name]` when it is a non-empty JSON list; else the fatal diagnostic `code` saying
/// what stands there instead (missing, an empty list, a number, ...), located at the field:
/// a plan kind's first read of its submission (coil's `sequence`, stack's `operations`,
/// pack's `placements`).
pub fn non_empty_list<'a>(
    doc: &'a pysem::pyjson::Spanned,
    name: &str,
    file: &str,
    code: Code,
) -> Result<&'a [pysem::pyjson::Spanned], Diagnostic> {
    use pysem::pyjson::Value;
    let field = doc.value.get(name);
    let kind = match field.map(|f| &f.value) {
        Some(Value::Array(items)) if !items.is_empty() => return Ok(items),
        None => "missing",
        Some(Value::Array(_)) => "an empty list",
        Some(v) => v.in_words(),
    };
    let mut loc = Location::file(file).field(name);
    if let Some(f) = field {
        loc = loc.line(f.line).column(f.column);
    }
    Err(Diagnostic::new(code, Category::Fatal, format!("{file} has no non-empty list `{name}` (it is {kind})")).at(loc))
}

/// Written as serde_json writes a struct of options skipped when `None`: `file`, `line`,
/// `column`, `field`, then each place under its key.
impl Serialize for Location {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        if let Some(v) = &self.file {
            m.serialize_entry("file", v)?;
        }
        if let Some(v) = self.line {
            m.serialize_entry("line", &v)?;
        }
        if let Some(v) = self.column {
            m.serialize_entry("column", &v)?;
        }
        if let Some(v) = &self.field {
            m.serialize_entry("field", v)?;
        }
        for (k, p) in &self.at {
            match p {
                Place::Index(i) => m.serialize_entry(k, i)?,
                Place::Name(n) => m.serialize_entry(k, n)?,
            }
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for Location {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = Location;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a location object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut a: A) -> Result<Location, A::Error> {
                let mut l = Location::default();
                while let Some(k) = a.next_key::<String>()? {
                    match k.as_str() {
                        "file" => l.file = a.next_value()?,
                        "line" => l.line = a.next_value()?,
                        "column" => l.column = a.next_value()?,
                        "field" => l.field = a.next_value()?,
                        _ => match a.next_value::<serde_json::Value>()? {
                            serde_json::Value::Number(n) if n.as_u64().is_some() => {
                                l.at.push((k, Place::Index(n.as_u64().unwrap_or(0) as usize)))
                            }
                            serde_json::Value::String(s) => l.at.push((k, Place::Name(s))),
                            _ => return Err(serde::de::Error::custom(format!("`{k}`: not an index or a name"))),
                        },
                    }
                }
                Ok(l)
            }
        }
        d.deserialize_map(Visit)
    }
}

/// One problem, located and explained.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Stable identifier, `<kind>/<rule>`, e.g. `routing/over-capacity`.
    pub code: String,
    pub category: Category,
    /// One plain sentence saying what is wrong.
    pub message: String,
    /// The values in `message` and `hint`, named as in the code's registered message
    /// (`{file}`, `{line}`, ...), each exactly as written there: what a translation
    /// puts into its own sentence (see [`Params`]).
    #[serde(default, skip_serializing_if = "Params::is_empty")]
    pub params: Params,
    pub location: Location,
    /// What to do about it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint: Option<String>,
    /// The code's declaration (its sentences), when known: always for a diagnostic made
    /// here; for one read back from JSON, the code looked up ([`codes::lookup`]).
    #[serde(skip)]
    pub(crate) doc: Option<Code>,
}

/// Two diagnostics are equal when they say the same; how the code's words were found
/// does not count.
impl PartialEq for Diagnostic {
    fn eq(&self, o: &Self) -> bool {
        (&self.code, self.category, &self.message, &self.params, &self.location, &self.hint)
            == (&o.code, o.category, &o.message, &o.params, &o.location, &o.hint)
    }
}

impl Diagnostic {
    pub fn new(code: Code, category: Category, message: impl Into<String>) -> Self {
        let mut d = Diagnostic {
            code: code.code.to_string(),
            category,
            message: message.into(),
            params: Params::default(),
            location: Location::default(),
            hint: None,
            doc: Some(code),
        };
        d.refresh_params();
        d
    }

    /// A diagnostic read back from a report (its code as text, looked up).
    pub fn read_back(code: String, category: Category, message: String, params: Params, location: Location, hint: Option<String>) -> Self {
        let doc = codes::lookup(&code);
        Diagnostic { code, category, message, params, location, hint, doc }
    }

    /// The code's declaration, when this build has it.
    pub fn doc(&self) -> Option<Code> {
        self.doc.or_else(|| codes::lookup(&self.code))
    }

    /// The sentences of the code's message (`hint` false) or hint (none when the code is
    /// not known to this build).
    fn sentences(&self, hint: bool) -> impl Iterator<Item = (String, &'static str)> {
        self.doc().into_iter().flat_map(move |d| d.sentences(hint))
    }
    pub fn at(mut self, location: Location) -> Self {
        self.location = location;
        self
    }
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        let hint = hint.into();
        self.hint_params(&hint);
        self.hint = Some(hint);
        self
    }

    /// With its code's own hint (`codes!`'s `hint`), when it declares one.
    pub fn with_code_hint(self) -> Self {
        match self.doc().and_then(|c| c.hint) {
            Some(h) => self.hint(h),
            None => self,
        }
    }

    /// Give the diagnostic another code (a problem reported where another rule finds
    /// it), its [`params`](Self::params) read again for that code's sentences.
    pub fn set_code(&mut self, code: Code) {
        self.code = code.code.to_string();
        self.doc = Some(code);
        self.refresh_params();
    }

    /// Read the [`params`](Self::params) again from the message and the hint, after
    /// either was changed in place.
    pub fn refresh_params(&mut self) {
        self.params = self.sentences(false).find_map(|(_, t)| params::extract(t, &self.message)).unwrap_or_default();
        if let Some(hint) = self.hint.clone() {
            self.hint_params(&hint);
        }
    }

    /// Add the values of `hint` to [`params`](Self::params).
    fn hint_params(&mut self, hint: &str) {
        if let Some(found) = self.sentences(true).find_map(|(_, t)| params::extract(t, hint).filter(|p| self.agrees(p))) {
            self.params.merge(found);
        }
    }

    /// Whether the values of `found` are those of [`params`](Self::params).
    fn agrees(&self, found: &Params) -> bool {
        found.0.iter().all(|(k, v)| self.params.get(k).is_none_or(|x| x == v))
    }

    /// The sentence of `text` among the code's (`hint`: its hints'), with values all in
    /// [`params`](Self::params): its key.
    fn key_of(&self, text: &str, hint: bool) -> Option<String> {
        self.sentences(hint).find_map(|(key, t)| {
            let found = params::extract(t, text)?;
            found.0.iter().all(|(k, v)| self.params.get(k) == Some(v.as_str())).then_some(key)
        })
    }

    /// The key of the message in the language files (`crates/i18n`, `diagnostics.ftl`):
    /// the code with `/` written `-` (`routing-unknown-store`), a variant's key
    /// ([`codes::VARIANTS`]), or `diagnostic-more` for a [`Collector`]'s "... and N
    /// more" entry. `None` when the message is none of its code's sentences with
    /// [`params`](Self::params) in it (a translation would say something else): then
    /// show the English message.
    pub fn key(&self) -> Option<String> {
        if self.params.names().eq(["more", "all"]) && self.message.starts_with("... and ") {
            return Some("diagnostic-more".to_string());
        }
        self.key_of(&self.message, false)
    }

    /// The key of the hint (`<key>-hint` or a variant's), as [`key`](Self::key).
    pub fn hint_key(&self) -> Option<String> {
        self.key_of(self.hint.as_deref()?, true)
    }

    /// The message in `lang`: its sentence's words there ([`key`](Self::key)) with its
    /// params, a JSON value's kind (`{kind}`, [`kind_in`]) said in `lang` too; the English
    /// message when `lang` is English or lacks the sentence. What the site and the CLI show.
    pub fn message_in(&self, lang: i18n::Lang) -> String {
        self.say(lang, self.key(), &self.message)
    }

    /// The hint in `lang`, as [`message_in`](Self::message_in).
    pub fn hint_in(&self, lang: i18n::Lang) -> Option<String> {
        self.hint.as_ref().map(|h| self.say(lang, self.hint_key(), h))
    }

    fn say(&self, lang: i18n::Lang, key: Option<String>, english: &str) -> String {
        match key {
            Some(key) if lang != i18n::Lang::En && i18n::has(lang, &key) => {
                let kind = self.params.get("kind").and_then(|k| kind_in(lang, k));
                let pairs: Vec<(&str, &str)> = self
                    .params
                    .pairs()
                    .into_iter()
                    .map(|(k, v)| match (k, &kind) {
                        ("kind", Some(said)) => (k, said.as_str()),
                        _ => (k, v),
                    })
                    .collect();
                i18n::format(lang, &key, &pairs)
            }
            _ => english.to_string(),
        }
    }
}

/// A JSON value's kind as a message says it in English ([`crate::pyjson::Value::in_words`]:
/// `null`, `a list`, ...), in `lang` (`json-kind-*` of diagnostics.ftl); `None` for any
/// other value (then it is shown as written).
pub fn kind_in(lang: i18n::Lang, english: &str) -> Option<String> {
    let key = match english {
        "null" => "json-kind-null",
        "true/false" => "json-kind-bool",
        "a number" => "json-kind-number",
        "text" => "json-kind-text",
        "a list" => "json-kind-list",
        "an object" => "json-kind-object",
        _ => return None,
    };
    i18n::has(lang, key).then(|| i18n::text(lang, key))
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
            None => groups.push(DiagnosticGroup { code: d.code.clone(), category: d.category, count: 1, first_message: d.message.clone() }),
        }
    }
    groups
}

/// At most this many diagnostics of one code are listed in a report.
pub const CAP: usize = 200;

/// A report's diagnostics, collected in the order found, at most [`CAP`] listed per code.
///
/// Kaggle-style upload errors: every rule is reported, grouped with a true count, and
/// a long list of one rule (500 bad rows) is cut to its first [`CAP`] entries plus one
/// summary entry of the same code, category and file: `... and 300 more like this, not
/// listed (500 in all)`, placed right after the last listed entry of that code.
/// [`finish`](Collector::finish) returns the list and the groups; a group's `count`
/// counts every diagnostic pushed with its code, listed or not, never the summary.
///
/// ```
/// use grade_core::diagnostic::{Category, Collector, Diagnostic, Location, CAP};
/// grade_core::codes! {
///     static DEMO;
///     "demo" {
///         DEMO_EMPTY_CELL = "demo/empty-cell", Fatal { message: "line {line} is empty" }
///         DEMO_NOTE = "demo/note", Warning { message: "one more thing" }
///     }
/// }
/// let mut found = Collector::new();
/// for line in 2..=501 {
///     found.push(
///         Diagnostic::new(DEMO_EMPTY_CELL, Category::Fatal, format!("line {line} is empty"))
///             .at(Location::file("p.csv").line(line)),
///     );
/// }
/// found.push(Diagnostic::new(DEMO_NOTE, Category::Warning, "one more thing"));
/// let (diagnostics, groups) = found.finish();
/// assert_eq!(diagnostics.len(), CAP + 2);
/// assert_eq!(diagnostics[CAP].message, "... and 300 more like this, not listed (500 in all)");
/// assert_eq!(diagnostics[CAP].location, Location::file("p.csv"));
/// assert_eq!((groups[0].count, groups[1].count), (500, 1));
/// ```
///
/// A kind keeps its own rules (which check decides validity, what goes into
/// `error_info`) beside the collector: scorecard maps each code to its check and builds
/// `error_info` from the finished list; uplift runs its whole list through one.
///
/// Routing can take it up without other change: wherever it now writes
/// `r.diagnostic_groups = group(&diags); r.diagnostics = diags;`, write
/// `(r.diagnostics, r.diagnostic_groups) = diags.into_iter().collect::<Collector>().finish();`.
/// Its `error_info` comes from per-stage summaries (or from the fatal diagnostics before
/// this line), so the cap does not touch it; only lists longer than [`CAP`] change.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Collector {
    listed: Vec<Diagnostic>,
    /// Per code, in first-seen order: (code, listed, not listed).
    counts: Vec<(String, usize, usize)>,
}

impl Collector {
    /// An empty collector.
    pub fn new() -> Self {
        Collector::default()
    }

    /// Add one diagnostic. Returns `true` when it is listed, `false` when its code
    /// already has [`CAP`] listed and it is only counted.
    pub fn push(&mut self, d: Diagnostic) -> bool {
        match self.counts.iter_mut().find(|c| c.0 == d.code) {
            Some(c) if c.1 >= CAP => {
                c.2 += 1;
                return false;
            }
            Some(c) => c.1 += 1,
            None => self.counts.push((d.code.clone(), 1, 0)),
        }
        self.listed.push(d);
        true
    }

    /// Add what `other` collected, as if each of its diagnostics had been pushed here
    /// in its order (its unlisted ones counted): a collection made on another thread
    /// joins the one made before it.
    pub fn append(&mut self, other: Collector) {
        for d in other.listed {
            self.push(d);
        }
        for (code, _, unlisted) in other.counts {
            if unlisted > 0 {
                if let Some(c) = self.counts.iter_mut().find(|c| c.0 == code) {
                    c.2 += unlisted;
                }
            }
        }
    }

    /// Add diagnostics of one code from a lazy iterator: once that code has [`CAP`]
    /// listed, the rest are counted by the iterator's length and never built (a million
    /// missing ids were a million messages, hints and locations: seconds and gigabytes,
    /// for a list cut to 200). The result is the same as pushing each one.
    pub fn extend_one_code<I: ExactSizeIterator<Item = Diagnostic>>(&mut self, mut diagnostics: I) {
        while let Some(d) = diagnostics.next() {
            let code = d.code.clone();
            if !self.push(d) {
                let c = self.counts.iter_mut().find(|c| c.0 == code).expect("counted by push");
                c.2 += diagnostics.len();
                return;
            }
        }
    }

    /// Count `n` more diagnostics of `code` after its [`CAP`] listed ones, never built: a
    /// kind that pushed a code's first [`CAP`] itself need not build the rest only to drop
    /// them (600,000 unknown store codes were 1.7 GB of messages). The result is the same
    /// as pushing each one. Panics unless `code` already has [`CAP`] listed: the caller's
    /// own count is wrong then, and the report would be too.
    pub fn count_unlisted(&mut self, code: Code, n: usize) {
        if n == 0 {
            return;
        }
        let c = self.counts.iter_mut().find(|c| c.0 == code.code).filter(|c| c.1 >= CAP);
        c.expect("count_unlisted: the code's first CAP diagnostics are pushed first").2 += n;
    }

    /// The list (with one summary entry after each capped code's last listed entry)
    /// and the per-code groups, first-seen order, with true counts.
    pub fn finish(self) -> (Vec<Diagnostic>, Vec<DiagnosticGroup>) {
        let mut diagnostics = self.listed;
        for (code, listed, more) in self.counts.iter().filter(|c| c.2 > 0) {
            let Some(last) = diagnostics.iter().rposition(|d| &d.code == code) else {
                continue;
            };
            let like = &diagnostics[last];
            let summary = Diagnostic {
                code: code.clone(),
                category: like.category,
                message: format!("... and {more} more like this, not listed ({} in all)", listed + more),
                params: Params(vec![("more".into(), more.to_string()), ("all".into(), (listed + more).to_string())]),
                location: Location { file: like.location.file.clone(), ..Location::default() },
                hint: None,
                doc: like.doc,
            };
            diagnostics.insert(last + 1, summary);
        }
        let mut groups = group(&diagnostics);
        for g in &mut groups {
            if let Some((_, listed, more)) = self.counts.iter().find(|c| c.0 == g.code) {
                g.count = listed + more; // the summary entry is not a problem of its own
            }
        }
        (diagnostics, groups)
    }
}

impl Extend<Diagnostic> for Collector {
    fn extend<I: IntoIterator<Item = Diagnostic>>(&mut self, diagnostics: I) {
        for d in diagnostics {
            self.push(d);
        }
    }
}

impl FromIterator<Diagnostic> for Collector {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(diagnostics: I) -> Self {
        let mut c = Collector::new();
        c.extend(diagnostics);
        c
    }
}

/// The server's `error_info`: one list of messages per category key. Only the
/// category that decided validity (the first failing stage) is filled, as the
/// server stops there; all diagnostics stay available in the report.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ErrorInfo {
    pub fatal: Vec<String>,
    pub schema: Vec<String>,
    pub value: Vec<String>,
    /// The server's grader raised an exception (its `error_info` then holds
    /// `exception` and a traceback instead of a category): our message for it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exception: Option<String>,
}

impl ErrorInfo {
    /// Build from the diagnostics of the deciding stage. When the first problem that
    /// rejects is an exception on the server, the server stops there: `exception` alone
    /// is filled; otherwise the server returned before any exception could happen, and
    /// exceptions are left out.
    pub fn from_stage<'a>(diags: impl IntoIterator<Item = &'a Diagnostic>) -> Self {
        let mut info = ErrorInfo::default();
        let diags: Vec<&Diagnostic> = diags.into_iter().collect();
        if let Some(first) = diags.iter().find(|d| d.category.rejects()) {
            if first.category == Category::Exception {
                info.exception = Some(first.message.clone());
                return info;
            }
        }
        for d in diags {
            if d.category == Category::Exception {
                continue;
            }
            match d.category {
                Category::Fatal | Category::Case => info.fatal.push(d.message.clone()),
                Category::Schema => info.schema.push(d.message.clone()),
                Category::Value => info.value.push(d.message.clone()),
                Category::Exception => {
                    info.exception.get_or_insert_with(|| d.message.clone());
                }
                Category::Warning => {}
            }
        }
        info
    }
    pub fn is_empty(&self) -> bool {
        self.fatal.is_empty() && self.schema.is_empty() && self.value.is_empty() && self.exception.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    crate::codes! {
        static TEST;
        "t" {
            A = "a", Warning { message: "a {n}" }
            B = "b", Warning { message: "b {n}" }
        }
    }

    fn d(code: &str, n: usize) -> Diagnostic {
        Diagnostic::new(TEST[(code == "b") as usize], Category::Warning, format!("{code} {n}")).at(Location::file("f").line(n))
    }

    #[test]
    fn one_code_from_an_iterator_is_pushing_each_but_builds_only_the_listed() {
        for (before, n) in [(0, 3), (0, CAP), (0, CAP + 7), (CAP - 2, 10), (CAP + 1, 4)] {
            let mut each = Collector::new();
            let mut lazy = Collector::new();
            for k in 0..before {
                each.push(d("a", k));
                lazy.push(d("a", k));
            }
            each.push(d("b", 0));
            lazy.push(d("b", 0));
            each.extend((0..n).map(|k| d("a", 1000 + k)));
            let built = std::cell::Cell::new(0);
            lazy.extend_one_code((0..n).map(|k| {
                built.set(built.get() + 1);
                d("a", 1000 + k)
            }));
            assert_eq!(lazy.clone().finish(), each.finish(), "{before} listed before, {n} more");
            // The one that found the code full is built, no later one.
            assert_eq!(built.get(), n.min(CAP.saturating_sub(before) + 1), "{before} listed before, {n} more");
        }
    }

    #[test]
    fn counted_unlisted_is_pushing_each() {
        for more in [1, 5, CAP + 9] {
            let (mut each, mut counted) = (Collector::new(), Collector::new());
            for k in 0..CAP {
                each.push(d("a", k));
                counted.push(d("a", k));
            }
            each.push(d("b", 0));
            counted.push(d("b", 0));
            for k in 0..more {
                each.push(d("a", CAP + k));
            }
            counted.count_unlisted(A, more);
            counted.count_unlisted(B, 0);
            assert_eq!(counted.finish(), each.finish(), "{more} more");
        }
    }

    /// Collected in two parts and appended, or in one: the same list and counts, caps
    /// reached in either part or across them.
    #[test]
    fn appended_is_collected_in_one() {
        for (n, split) in [(10, 4), (CAP + 30, 5), (CAP + 30, CAP + 2), (3 * CAP, CAP + 100), (2 * CAP + 9, 0)] {
            let code = |k: usize| ["b", "a", "a"][k % 3];
            let mut one = Collector::new();
            let (mut first, mut second) = (Collector::new(), Collector::new());
            for k in 0..n {
                one.push(d(code(k), k));
                if k < split {
                    first.push(d(code(k), k))
                } else {
                    second.push(d(code(k), k))
                };
            }
            // A lazily counted tail in the second part too.
            one.extend_one_code((0..CAP + 3).map(|k| d("a", 5000 + k)));
            second.extend_one_code((0..CAP + 3).map(|k| d("a", 5000 + k)));
            first.append(second);
            assert_eq!(first.finish(), one.finish(), "{n} split at {split}");
        }
    }

    #[test]
    fn summary_follows_the_last_listed_entry_of_its_code() {
        let mut c = Collector::new();
        for n in 0..CAP + 5 {
            assert_eq!(c.push(d("a", n)), n < CAP);
            if n % 100 == 0 {
                c.push(d("b", n));
            }
        }
        let (list, groups) = c.finish();
        // a0 b0 a1..a99 b100 a100..a199 [summary of a] b200 (a200.. not listed)
        assert_eq!(list.len(), CAP + 3 + 1);
        let summary = list.iter().position(|x| x.message.starts_with("...")).unwrap();
        assert_eq!(list[summary - 1].message, format!("a {}", CAP - 1));
        assert_eq!((list[summary].code.as_str(), list[summary + 1].message.as_str()), ("a", "b 200"));
        assert_eq!(list[summary].message, "... and 5 more like this, not listed (205 in all)");
        assert_eq!(list[summary].location, Location::file("f"));
        let counts: Vec<_> = groups.iter().map(|g| (g.code.as_str(), g.count)).collect();
        assert_eq!(counts, [("a", CAP + 5), ("b", 3)]);
    }

    #[test]
    fn at_the_cap_exactly_nothing_is_added() {
        let (list, groups) = (0..CAP).map(|n| d("a", n)).collect::<Collector>().finish();
        assert_eq!((list.len(), groups[0].count), (CAP, CAP));
    }
}
