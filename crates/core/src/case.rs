//! Case manifests (`case.json`): one folder per case, its parameters as data.
//!
//! The full format is documented in `cases-public/README.md`. The core only reads the
//! manifest from bytes; finding the files it names is the caller's job (CLI, site).

use crate::diagnostic::codes;
use serde::{Deserialize, Serialize};

use crate::diagnostic::{Category, Diagnostic, Location};
use crate::pyjson::{self, Spanned, Value};
use crate::server::Server;

/// The reference value a score is divided by, and how it was obtained.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Reference {
    pub value: f64,
    pub how: String,
}

/// A hidden rule a good engineer would have asked about.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Rule {
    pub title: String,
    pub detail: String,
    /// What happens to the score if you miss it.
    pub if_missed: String,
}

impl Rule {
    /// A rule from its three texts (casegen's cases write theirs this way).
    pub fn new(title: &str, detail: &str, if_missed: &str) -> Self {
        Rule { title: title.into(), detail: detail.into(), if_missed: if_missed.into() }
    }
}

/// An example submission shipped with a case.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ExampleSubmission {
    /// File name, relative to the case folder.
    pub file: String,
    pub title: String,
    /// What the example teaches.
    pub teaches: String,
    /// Optional companion files (e.g. an ask log for an uplift result).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub extra_files: Vec<String>,
    /// What grading it gives, as the case's author expects (tests assert it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expect: Option<Expected>,
}

/// The expected outcome of an example submission: its verdict and its place on the
/// case's score ladder.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Expected {
    /// `rejected` or `valid` (routing, scorecard); `accepted`, `rejected` or `incident`
    /// (uplift).
    pub verdict: String,
    /// For a submission the checks reject: the check that decides (routing: the
    /// `rejected_by` stage; scorecard: the `failed_check`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failed_check: Option<String>,
    /// Place on the case's ladder: a higher rung scores strictly higher; examples on
    /// one rung may score alike.
    pub rung: u32,
    /// The ladder step in words, e.g. `messy geometry`.
    pub step: String,
}

/// `case.json`. Its kind is an id (`"routing"`): the core names no kind, the caller
/// says which ids it grades ([`parse_manifest`]'s `known`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub id: String,
    pub kind: String,
    pub title: String,
    #[serde(default)]
    pub summary: String,
    /// Kind-specific parameters (for routing: its `RoutingParams`' fields).
    #[serde(default)]
    pub parameters: serde_json::Value,
    #[serde(default)]
    pub reference: Reference,
    /// Data files by role, e.g. `{"customers": "customers.csv"}`, `{"truth": "truth.csv"}`.
    #[serde(default)]
    pub files: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    pub rules: Vec<Rule>,
    #[serde(default)]
    pub submissions: Vec<ExampleSubmission>,
    /// The Python stack the case's server grades in (`"server"`, default
    /// [`Server::Py312`]: CPython 3.12, pandas 2.3.2, numpy 1.26.4).
    #[serde(default, skip_serializing_if = "Server::is_default")]
    pub server: Server,
}

impl Manifest {
    /// Every file the manifest names: its data files (`files`), the example submissions
    /// and their companion files; sorted, each once. The site's build lists (and
    /// copies) exactly these.
    ///
    /// ```
    /// let m = grade_core::case::parse_manifest(br#"{"id": "c", "kind": "uplift", "title": "T",
    ///     "files": {"people": "people.json"},
    ///     "submissions": [{"file": "a/result.json", "extra_files": ["a/ask.jsonl"]}, {"file": "a/result.json"}]}"#, "case.json", &["uplift"]).unwrap();
    /// assert_eq!(m.named_files(), ["a/ask.jsonl", "a/result.json", "people.json"]);
    /// ```
    pub fn named_files(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.files.values().map(String::as_str).collect();
        for s in &self.submissions {
            names.push(&s.file);
            names.extend(s.extra_files.iter().map(String::as_str));
        }
        names.sort_unstable();
        names.dedup();
        names
    }
}

/// Read `case.json`: JSON as Python reads it ([`crate::pyjson`]), then every field
/// checked where it is written. Fields other than `id`, `kind` and `title` may be left
/// out (or `null`); fields the core does not model (e.g. `request`) are ignored.
///
/// Read by hand rather than with serde's derive: the site's `.wasm` then carries no
/// JSON deserializer for text (about 15 KB gzip).
///
/// `known`: the kind ids the caller grades (another is a located error).
///
/// ```
/// let known = ["routing", "scorecard"];
/// let m = grade_core::case::parse_manifest(br#"{"id": "c", "kind": "scorecard", "title": "T",
///     "files": {"truth": "truth.csv"}, "submissions": [{"file": "a.csv", "title": "A"}]}"#, "case.json", &known).unwrap();
/// assert_eq!((m.kind.as_str(), m.files["truth"].as_str(), m.submissions[0].file.as_str()), ("scorecard", "truth.csv", "a.csv"));
/// let e = grade_core::case::parse_manifest(br#"{"id": "c", "kind": "maze", "title": "T"}"#, "case.json", &known).unwrap_err();
/// assert_eq!((e.location.line, e.location.column), (Some(1), Some(21)));
/// assert!(e.message.contains(r#"`kind` must be "routing" or "scorecard", not "maze""#));
/// ```
pub fn parse_manifest(bytes: &[u8], file: &str, known: &[&str]) -> Result<Manifest, Diagnostic> {
    let r = ManifestReader { file };
    let text = std::str::from_utf8(bytes).map_err(|e| r.bad(format!("not UTF-8 text (a bad byte at offset {})", e.valid_up_to()), None))?;
    let root = pyjson::parse(text).map_err(|e| {
        Diagnostic::new(codes::CASE_BAD_MANIFEST, Category::Case, format!("{file}: {} at line {} column {}", e.message, e.line, e.column))
            .at(Location::file(file).line(e.line).column(e.column))
            .hint(MANIFEST_HINT)
    })?;
    read_manifest(&root, file, known)
}

/// [`parse_manifest`] on a document already parsed (the site reads fields the core
/// does not model, e.g. `request`, from the same parse).
pub fn read_manifest(root: &Spanned, file: &str, known: &[&str]) -> Result<Manifest, Diagnostic> {
    let r = ManifestReader { file };
    let top = r.object(root, "the manifest")?;
    let name = r.string(top, "kind", true)?;
    let kind = known.iter().find(|k| **k == name).map(|k| k.to_string()).ok_or_else(|| {
        let known: Vec<String> = known.iter().map(|k| format!("{k:?}")).collect();
        let known = match known.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        };
        r.bad(format!("`kind` must be {known}, not {name:?}"), top.value.get("kind"))
    })?;
    let reference = match r.child(top, "reference", "an object")? {
        Some(x) => Reference { value: r.number(x, "value")?, how: r.string(x, "how", false)? },
        None => Reference::default(),
    };
    let mut files = std::collections::BTreeMap::new();
    if let Some(f) = r.child(top, "files", "an object")? {
        if let Value::Object(items) = &f.value {
            for (role, name) in items {
                let name =
                    name.value.as_str().ok_or_else(|| r.bad(format!("`files.{role}` must be a file name (a string)"), Some(name)))?;
                files.insert(role.clone(), name.to_string());
            }
        }
    }
    let mut rules = Vec::new();
    for x in r.objects(top, "rules")? {
        rules.push(Rule {
            title: r.string(x, "title", false)?,
            detail: r.string(x, "detail", false)?,
            if_missed: r.string(x, "if_missed", false)?,
        });
    }
    let mut submissions = Vec::new();
    for x in r.objects(top, "submissions")? {
        let expect = match r.child(x, "expect", "an object")? {
            Some(e) => Some(Expected {
                verdict: r.string(e, "verdict", false)?,
                failed_check: Some(r.string(e, "failed_check", false)?).filter(|_| r.present(e, "failed_check")),
                rung: r.rung(e)?,
                step: r.string(e, "step", false)?,
            }),
            None => None,
        };
        submissions.push(ExampleSubmission {
            file: r.string(x, "file", false)?,
            title: r.string(x, "title", false)?,
            teaches: r.string(x, "teaches", false)?,
            extra_files: r.strings(x, "extra_files")?,
            expect,
        });
    }
    let server = if r.present(top, "server") {
        let name = r.string(top, "server", false)?;
        Server::parse(&name).ok_or_else(|| {
            let known: Vec<String> = Server::ALL.iter().map(|s| format!("{:?}", s.id())).collect();
            r.bad(format!("`server` must be one of {}, not {name:?}", known.join(" or ")), top.value.get("server"))
        })?
    } else {
        Server::default()
    };
    Ok(Manifest {
        id: r.string(top, "id", true)?,
        kind,
        title: r.string(top, "title", true)?,
        summary: r.string(top, "summary", false)?,
        parameters: top.value.get("parameters").map_or(serde_json::Value::Null, |p| p.value.to_serde()),
        reference,
        files,
        rules,
        submissions,
        server,
    })
}

const MANIFEST_HINT: &str = "See cases-public/README.md for the case.json format.";

/// Field access with located `case/bad-manifest` errors.
struct ManifestReader<'f> {
    file: &'f str,
}

impl ManifestReader<'_> {
    fn bad(&self, message: String, at: Option<&Spanned>) -> Diagnostic {
        let mut loc = Location::file(self.file);
        if let Some(n) = at {
            loc = loc.line(n.line).column(n.column);
        }
        Diagnostic::new(codes::CASE_BAD_MANIFEST, Category::Case, format!("{}: {message}", self.file)).at(loc).hint(MANIFEST_HINT)
    }

    fn object<'a>(&self, v: &'a Spanned, what: &str) -> Result<&'a Spanned, Diagnostic> {
        match v.value {
            Value::Object(_) => Ok(v),
            _ => Err(self.bad(format!("{what} must be a JSON object, not {}", v.value.in_words()), Some(v))),
        }
    }

    /// Whether `key` is given (not left out, not `null`).
    fn present(&self, obj: &Spanned, key: &str) -> bool {
        obj.value.get(key).is_some_and(|v| v.value != Value::Null)
    }

    /// `obj.key` if given: it must be `what` (checked by JSON type name).
    fn child<'a>(&self, obj: &'a Spanned, key: &str, what: &str) -> Result<Option<&'a Spanned>, Diagnostic> {
        match obj.value.get(key) {
            None => Ok(None),
            Some(v) if v.value == Value::Null => Ok(None),
            Some(v) if matches!(v.value, Value::Object(_)) => Ok(Some(v)),
            Some(v) => Err(self.bad(format!("`{key}` must be {what}, not {}", v.value.in_words()), Some(v))),
        }
    }

    fn string(&self, obj: &Spanned, key: &str, required: bool) -> Result<String, Diagnostic> {
        match obj.value.get(key) {
            Some(Spanned { value: Value::Str(s), .. }) => Ok(s.clone()),
            None | Some(Spanned { value: Value::Null, .. }) if !required => Ok(String::new()),
            None => Err(self.bad(format!("`{key}` is missing"), Some(obj))),
            Some(v) => Err(self.bad(format!("`{key}` must be a string, not {}", v.value.in_words()), Some(v))),
        }
    }

    fn number(&self, obj: &Spanned, key: &str) -> Result<f64, Diagnostic> {
        match obj.value.get(key) {
            None | Some(Spanned { value: Value::Null, .. }) => Ok(0.0),
            Some(v) => v.value.as_f64().ok_or_else(|| self.bad(format!("`{key}` must be a number, not {}", v.value.in_words()), Some(v))),
        }
    }

    fn rung(&self, obj: &Spanned) -> Result<u32, Diagnostic> {
        match obj.value.get("rung") {
            None | Some(Spanned { value: Value::Null, .. }) => Ok(0),
            Some(v) => match &v.value {
                Value::Int(digits) => digits.parse().ok(),
                _ => None,
            }
            .ok_or_else(|| self.bad("`rung` must be a whole number from 0".into(), Some(v))),
        }
    }

    fn list<'a>(&self, obj: &'a Spanned, key: &str) -> Result<&'a [Spanned], Diagnostic> {
        match obj.value.get(key) {
            None | Some(Spanned { value: Value::Null, .. }) => Ok(&[]),
            Some(Spanned { value: Value::Array(items), .. }) => Ok(items),
            Some(v) => Err(self.bad(format!("`{key}` must be a list, not {}", v.value.in_words()), Some(v))),
        }
    }

    fn objects<'a>(&self, obj: &'a Spanned, key: &str) -> Result<Vec<&'a Spanned>, Diagnostic> {
        self.list(obj, key)?.iter().map(|x| self.object(x, &format!("each of `{key}`"))).collect()
    }

    fn strings(&self, obj: &Spanned, key: &str) -> Result<Vec<String>, Diagnostic> {
        self.list(obj, key)?
            .iter()
            .map(|x| {
                x.value
                    .as_str()
                    .map(String::from)
                    .ok_or_else(|| self.bad(format!("each of `{key}` must be a string, not {}", x.value.in_words()), Some(x)))
            })
            .collect()
    }
}
