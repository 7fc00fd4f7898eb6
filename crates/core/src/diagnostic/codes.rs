//! Diagnostic codes: what a code is ([`CodeDoc`]), how a crate declares its own
//! ([`codes!`](crate::codes)), and the codes of the core (`file/*`, `case/*` and the CSV
//! reader's `scorecard/too-many-fields`).
//!
//! Every code is declared once, in the crate that emits it: the core's here, each case
//! kind's in its crate (`crates/kinds/<kind>/src/codes.rs`); the `grader` facade lists
//! them all (`grader::diagnostic::codes::all`). A declaration gives the code's constant
//! (emitters write `Diagnostic::new(codes::ROUTING_UNKNOWN_STORE, ...)`: a [`Code`] is a
//! reference to its [`CodeDoc`], so an undeclared code does not compile), its category,
//! the message as the code emits it (`{placeholders}` for what varies), its hint when it
//! has one, and its other sentences (`variants`: the words a message or hint takes in
//! some places, each with its key in the language files; a key with `-hint-` is a
//! hint's). A [`Diagnostic`](super::Diagnostic) reads its params with its code's
//! sentences, so a message is said in its own words in every language. A page of the
//! site links only the codes its kind's crate emits.
//!
//! A code's explanation, a one-line summary and a short doc in three parts as ruff's
//! rule pages (*What* it means, *Why* the server, the benchmark's Python grader, treats
//! it so, and an *Example* of input that triggers it), is written once, in
//! `explain.ftl` for every language, English included (the core's codes' in
//! `crates/i18n/locales/<lang>/`, a kind's in its crate's `locales/<lang>/`)
//! ([`CodeDoc::explanation`]): a page never shows it, and its build leaves those words
//! out. `fde-grade explain CODE` prints one entry, `fde-grade explain --all` writes
//! `docs/diagnostics.md`.
//!
//! A code keeps one category, except where the same problem is reported differently by
//! where it happens: those other categories are listed after `|` (e.g. `file/not-utf8`
//! is an exception on the server for a routes JSON, a case error in `customers.csv`).
//! The tests check that every diagnostic the test corpus produces has one of its code's
//! categories.
//!
//! Adding a code: one entry in its crate's `codes!` block, under its kind, its
//! explanation in each language's `explain.ftl` of that crate (`explain-<kind>-<rule>` and `.what`,
//! `.why`, `.example`); run `fde-grade explain --all > docs/diagnostics.md`.

use std::sync::RwLock;

use serde::Serialize;

use super::Category;

/// A diagnostic code, `<kind>/<rule>` (e.g. `routing/over-capacity`), with its words.
pub type Code = &'static CodeDoc;

/// The documentation of one diagnostic code.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct CodeDoc {
    /// The code, `<kind>/<rule>`.
    pub code: &'static str,
    /// What the code is about: `routing`, `scorecard`, `uplift` (a submission of that
    /// kind), `case` (a case's data or manifest) or `file` (any file's bytes).
    pub kind: &'static str,
    /// The category it is emitted with.
    pub category: Category,
    /// Other categories it is emitted with in some places (see the module docs).
    pub also: &'static [Category],
    /// The message as emitted, `{placeholders}` for what varies.
    pub message: &'static str,
    /// The hint as emitted, when the code has one.
    pub hint: Option<&'static str>,
    /// The other sentences its message or hint takes: (key in the language files,
    /// sentence); a key with `-hint-` is a hint's.
    #[serde(skip)]
    pub variants: &'static [(&'static str, &'static str)],
}

impl CodeDoc {
    /// Whether the code may be emitted with `category`.
    pub fn allows(&self, category: Category) -> bool {
        self.category == category || self.also.contains(&category)
    }

    /// The key of the code's explanation in `explain.ftl` (`explain-routing-unknown-store`;
    /// its attributes `.what`, `.why`, `.example`).
    pub fn explanation_key(&self) -> String {
        format!("explain-{}", self.code.replace('/', "-"))
    }

    /// The code's explanation in `lang`, from `explain.ftl` (the core's or its kind's),
    /// the one place its words are written (English too). Only builds with the command
    /// line's words have them (the CLI, the tests): a page's build leaves `explain.ftl`
    /// out, and there each part is its key.
    pub fn explanation(&self, lang: i18n::Lang) -> Explanation {
        let key = self.explanation_key();
        let part = |attr: &str| i18n::text(lang, &format!("{key}.{attr}"));
        Explanation { summary: i18n::text(lang, &key), what: part("what"), why: part("why"), example: part("example") }
    }

    /// The sentences of the code's message (`hint` false) or hint, each with its key in
    /// the language files: the variants first, the declared sentence last.
    pub fn sentences(&'static self, hint: bool) -> impl Iterator<Item = (String, &'static str)> {
        let key = self.code.replace('/', "-");
        let declared = if hint { self.hint.map(|h| (format!("{key}-hint"), h)) } else { Some((key, self.message)) };
        self.variants.iter().filter(move |(k, _)| k.contains("-hint-") == hint).map(|(k, t)| (k.to_string(), *t)).chain(declared)
    }
}

/// A code is shown as written in a report: `routing/over-capacity`.
impl std::fmt::Display for CodeDoc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code)
    }
}

/// A diagnostic's code, as written in a report, is this code.
impl PartialEq<Code> for String {
    fn eq(&self, other: &Code) -> bool {
        self == other.code
    }
}

impl PartialEq<Code> for str {
    fn eq(&self, other: &Code) -> bool {
        self == other.code
    }
}

impl PartialEq<Code> for &str {
    fn eq(&self, other: &Code) -> bool {
        *self == other.code
    }
}

/// A code's documentation in three parts, as ruff's rule pages, and a one-line summary
/// ([`CodeDoc::explanation`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// One line: what is wrong.
    pub summary: String,
    /// What it means.
    pub what: String,
    /// Why it is treated so (the server's behaviour, with the spec's section).
    pub why: String,
    /// Input that triggers it.
    pub example: String,
}

/// Declare a crate's diagnostic codes: a constant per code and `const $table: &[Code]`
/// listing them in order (see the module docs; the core's block below is an example).
#[macro_export]
macro_rules! codes {
    (
        static $table:ident;
        $(
            $kind:literal {
                $(
                    $name:ident = $code:literal, $category:ident $(| $also:ident)* {
                        message: $message:literal
                        $(, hint: $hint:literal)?
                        $(, variants: [$(($vkey:literal, $vtext:literal)),* $(,)?])? $(,)?
                    }
                )*
            }
        )*
    ) => {
        $($(
            #[doc = concat!("`", $code, "`: ", $message)]
            pub const $name: $crate::diagnostic::Code = &$crate::diagnostic::CodeDoc {
                code: $code,
                kind: $kind,
                category: $crate::diagnostic::Category::$category,
                also: &[$($crate::diagnostic::Category::$also),*],
                message: $message,
                hint: $crate::codes!(@hint $($hint)?),
                variants: &[$($(($vkey, $vtext)),*)?],
            };
        )*)*

        /// Every code this crate declares, in declaration order.
        pub const $table: &[$crate::diagnostic::Code] = &[$($($name,)*)*];
    };
    (@hint) => { None };
    (@hint $hint:literal) => { Some($hint) };
}

crate::codes! {
    static CODES;
    "file" {
        FILE_EMPTY = "file/empty", Fatal | Case {
            message: "{file} is empty",
            hint: "The file needs a header row and at least one data row.",
            variants: [
                ("file-empty-hint-truth", "The answer key needs a header row and one row per test-set customer."),
            ],
        }
        FILE_NOT_UTF8 = "file/not-utf8", Fatal | Case | Exception {
            message: "{file} is not UTF-8: byte 0x{byte} at line {line}, column {column} is not valid UTF-8; the file looks {encoding} encoded",
            hint: r#"Save the file as UTF-8 (in Excel: Save As, "CSV UTF-8 (Comma delimited)")."#,
        }
        FILE_UTF16 = "file/utf16", Fatal | Case | Exception {
            message: "{file} is UTF-16 encoded ({which}); save it as UTF-8",
            hint: r#"In Excel: Save As, "CSV UTF-8 (Comma delimited)"; in an editor: Save with Encoding, UTF-8."#,
        }
        FILE_SPREADSHEET = "file/spreadsheet", Fatal | Case | Exception {
            message: "{file} is {what}, not a text file",
            hint: r#"Open it in Excel and use Save As, "CSV UTF-8 (Comma delimited)" (or export the JSON from your code)."#,
        }
        FILE_UNCLOSED_QUOTE = "file/unclosed-quote", Fatal | Case | Exception {
            message: "{file}: a quoted value opened on line {line} is never closed",
            hint: "Close the quote, or remove the stray `\"`.",
            variants: [
                ("file-unclosed-quote-pandas", r#"{file}: a quoted value opened on line {line} is never closed, so pandas cannot read it: "{pandas_error}""#),
            ],
        }
    }
    "case" {
        CASE_BAD_MANIFEST = "case/bad-manifest", Case {
            message: "{file}: {problem}",
            hint: "See cases-public/README.md for the case.json format.",
        }
        CASE_BAD_PARAMETERS = "case/bad-parameters", Case {
            message: "case.json `parameters`: {problem}",
        }
        CASE_MISSING_FILE = "case/missing-file", Case {
            message: "cannot read {file}",
        }
        CASE_KIND_NOT_BUILT = "case/kind-not-built", Case {
            message: "case {id}: this build of the grader has no {kind} cases",
        }
        CASE_MISSING_COLUMN = "case/missing-column", Case {
            message: "{file} has no `{column}` column; the server raises KeyError('{column}') for every submission",
            hint: "customers.csv needs the columns 网点编码, 总重量, 门店经度, 门店纬度.",
        }
        CASE_NOT_A_NUMBER = "case/not-a-number", Case {
            message: "`{column}` on line {line} is `{value}`, not a number; the server's distances fail on it",
            hint: "Write every store's weight as a plain number (kg).",
            variants: [
                ("case-not-a-number-float", r#"`{column}` on line {line} is `{value}`, not a number: the server's float() raises "{error}" before it reads any submission, so it scores every submission 0 (an exception)"#),
                ("case-not-a-number-infinite", "`{column}` on line {line} is `{value}`, not a finite number; the server's distances fail on it"),
                ("case-not-a-number-missing", "`{column}` on line {line} is `{value}`, a missing value; the server's distances fail on it"),
            ],
        }
        CASE_TOO_MANY_FIELDS = "case/too-many-fields", Case {
            message: r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}""#,
            hint: "Save customers.csv with commas between fields and points in decimals.",
            variants: [
                ("case-too-many-fields-semicolons", r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}" (the file is separated by semicolons `;`, not commas)"#),
            ],
        }
        CASE_NO_ROWS = "case/no-rows", Case {
            message: "{file} has a header but no rows: no depot and no stores",
            hint: "Add the depot (a row with an empty weight) and one row per store under the header.",
        }
        CASE_NO_DEPOT = "case/no-depot", Case {
            message: r#"{file} has no depot row (a row with a missing 总重量): the server raises "single positional indexer is out-of-bounds" for every submission"#,
            hint: "The depot is the first row whose weight is empty.",
            variants: [
                ("case-no-depot-empty", "{file} has no depot row (a row with an empty {column})"),
            ],
        }
        CASE_NO_WEIGHT = "case/no-weight", Warning {
            message: "line {line}: `总重量` of {code} is `{value}`, a missing value, so it is neither the depot (line {depot_line}) nor a store; the row is left out",
            hint: "Only the first row with an empty weight is the depot; give every store its weight.",
            variants: [
                ("case-no-weight-empty", "line {line}: `{column}` of {code} is empty, so it is neither the depot (line {depot_line}) nor a store; the row is left out"),
                ("case-no-weight-hint-missing", "Only the first row with a missing weight is the depot; give every store its weight."),
            ],
        }
        CASE_INFINITE_WEIGHT = "case/infinite-weight", Warning {
            message: "line {line}: store {code} weighs `{value}` kg; the server keeps it, so the route that serves it is over capacity",
        }
        CASE_NEGATIVE_WEIGHT = "case/negative-weight", Warning {
            message: "line {line}: store {code} weighs `{value}` kg, less than nothing; the server adds it to its route's load as written",
        }
        CASE_COORDINATES_OUT_OF_RANGE = "case/coordinates-out-of-range", Warning {
            message: "line {line}: `{column}` of store {code} is {value}, not between -{limit} and {limit}; distances are computed as written",
            hint: "Check for a missing decimal point, or longitude and latitude swapped.",
        }
        CASE_DUPLICATE_CODE = "case/duplicate-code", Warning {
            message: "store code {code} appears on lines {first_line} and {line}; the later row is used",
        }
        CASE_STORE_IS_DEPOT_CODE = "case/store-is-depot-code", Warning {
            message: "line {line}: store {code} has the depot's code (line {depot_line}); the server looks positions up by code, so it is served at the depot's position",
            hint: "Give the depot a code no store has.",
        }
        CASE_UNSUPPORTED = "case/unsupported", Case {
            message: "case.json `parameters.{path}`: {feature} is not built into this grader yet",
            hint: "Grade this case with the Python peer (peers/prediction_peer.py) until the grader supports it.",
        }
        CASE_BAD_TRUTH = "case/bad-truth", Case {
            message: "{file}: {problem}",
            hint: "Bring the case's own truth file (--truth), as UTF-8 CSV.",
        }
    }
    "scorecard" {
        SCORECARD_TOO_MANY_FIELDS = "scorecard/too-many-fields", Exception | Fatal | Case {
            message: r#"line {line} has {saw} fields but {expected}, so pandas cannot read {file}: "{pandas_error}""#,
            hint: r#"A value that contains a comma must be in double quotes ("1,5"); write decimals with a point (0.27, not 0,27) and remove trailing commas."#,
        }
    }
}

/// The kinds' codes [`lookup`] sees beyond the core's, each kind's list once
/// ([`register`]).
static KINDS: RwLock<Vec<&'static [Code]>> = RwLock::new(Vec::new());

/// Let [`lookup`] find a kind's codes by their text (a report read back from JSON carries
/// its diagnostics' codes as text only). Append-only, once per list however often called:
/// the `grader` facade registers every kind of its build; the site's page split per kind
/// registers a kind's when its module loads, so the page's core carries no kind's codes.
pub fn register(codes: &'static [Code]) {
    let mut kinds = KINDS.write().unwrap_or_else(|e| e.into_inner());
    if !kinds.iter().any(|k| std::ptr::eq(*k, codes)) {
        kinds.push(codes);
    }
}

/// The code written `code`: the core's own, else a registered kind's ([`register`]).
pub fn lookup(code: &str) -> Option<Code> {
    CODES.iter().copied().find(|d| d.code == code).or_else(|| {
        let kinds = KINDS.read().unwrap_or_else(|e| e.into_inner());
        kinds.iter().flat_map(|k| k.iter()).copied().find(|d| d.code == code)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A code's sentences are its variants first, then the declared sentence, each
    /// with its key; a hint's variants are those whose key has `-hint-`.
    #[test]
    fn sentences_are_the_declared_ones_in_order() {
        let d = FILE_EMPTY;
        assert_eq!(d.sentences(false).collect::<Vec<_>>(), [("file-empty".to_string(), "{file} is empty")]);
        assert_eq!(
            d.sentences(true).collect::<Vec<_>>(),
            [
                ("file-empty-hint-truth".to_string(), "The answer key needs a header row and one row per test-set customer."),
                ("file-empty-hint".to_string(), "The file needs a header row and at least one data row."),
            ]
        );
        assert_eq!(CASE_MISSING_FILE.sentences(true).count(), 0);
        assert_eq!(CASE_NO_WEIGHT.sentences(false).map(|(k, _)| k).collect::<Vec<_>>(), ["case-no-weight-empty", "case-no-weight"]);
    }

    /// A kind's list registered (twice: kept once) is found by its codes' text; the core's
    /// own still first. (Its own code text: the other tests see no kind's codes.)
    #[test]
    fn a_registered_kind_s_codes_are_found() {
        static DOC: CodeDoc = CodeDoc { code: "test-kind/a-rule", ..*FILE_EMPTY };
        static KIND: [Code; 1] = [&DOC];
        assert!(lookup("test-kind/a-rule").is_none());
        register(&KIND);
        register(&KIND);
        assert_eq!(lookup("test-kind/a-rule").map(|d| d.message), Some(FILE_EMPTY.message));
        assert_eq!(KINDS.read().unwrap().len(), 1);
        assert_eq!(lookup(FILE_EMPTY.code), Some(FILE_EMPTY));
    }

    /// The core finds its own codes by their text, and none it does not declare (no
    /// kind's list is registered in its own tests but the one above's).
    #[test]
    fn lookup_finds_the_core_codes() {
        for d in CODES {
            assert_eq!(lookup(d.code), Some(*d));
        }
        assert_eq!(lookup("scorecard/too-many-fields"), Some(SCORECARD_TOO_MANY_FIELDS));
        assert!(lookup("routing/over-capacity").is_none());
        assert!(lookup("nothing/such").is_none());
    }
}
