//! `fde-grade explain`: the documentation of the grader's diagnostic codes, from the
//! registry of every crate's codes (`grader::diagnostic::codes::CODES`: code, category, message, hint)
//! and its explanations (`explain.ftl`, every language, English included), as
//! `cargo clippy --explain` and `ruff rule` print theirs.
//!
//! `explain CODE` prints one code as text; `explain --all` prints every code as the
//! markdown page committed as `docs/diagnostics.md`; `--format json` prints the table.

use clap::{Args as ClapArgs, ValueEnum};
use grader::diagnostic::codes::{lookup, CodeDoc, CODES};
use grader::Category;
use i18n::Lang;

/// How `explain` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExplainFormat {
    /// Plain text (the default for one code).
    Text,
    /// Markdown (the default for `--all`).
    Markdown,
    /// The registry's entries as JSON.
    Json,
}

#[derive(Debug, ClapArgs)]
pub struct ExplainArgs {
    /// The diagnostic code, e.g. routing/unknown-store.
    #[arg(value_name = "CODE", required_unless_present = "all", conflicts_with = "all")]
    pub code: Option<String>,
    /// Every code (markdown: the page docs/diagnostics.md).
    #[arg(long)]
    pub all: bool,
    /// text, markdown or json (default: text for one code, markdown for --all).
    #[arg(long, value_enum)]
    pub format: Option<ExplainFormat>,
    /// The language of the text: en, zh, ko or id (default: from LC_ALL / LC_MESSAGES /
    /// LANG). Markdown (docs/diagnostics.md) and JSON stay English.
    #[arg(long, value_name = "LANG", value_parser = fde_grade::words::parse)]
    pub lang: Option<Lang>,
}

/// Print what `args` asks for and return the exit code. An unknown code: a message
/// naming the nearest codes, exit 2.
pub fn run(args: &ExplainArgs) -> u8 {
    let lang = args.lang.unwrap_or_else(|| fde_grade::words::from_env(|v| std::env::var(v).ok()));
    let out = match (&args.code, args.all) {
        (Some(code), _) => match lookup(code.trim()) {
            Some(doc) => match args.format.unwrap_or(ExplainFormat::Text) {
                ExplainFormat::Text => text_in(doc, lang),
                ExplainFormat::Markdown => entry_markdown(doc),
                ExplainFormat::Json => json(&entry(doc)),
            },
            None => {
                eprintln!("{}", unknown(code, lang));
                return 2;
            }
        },
        (None, _) => match args.format.unwrap_or(ExplainFormat::Markdown) {
            ExplainFormat::Json => json(&CODES.iter().copied().map(entry).collect::<Vec<_>>()),
            ExplainFormat::Text => CODES.iter().map(|d| text_in(d, lang)).collect::<Vec<_>>().join("\n"),
            ExplainFormat::Markdown => page(),
        },
    };
    print!("{out}");
    0
}

/// A registry entry as `--format json` writes it: the registry's fields with the
/// English explanation (`explain.ftl`) in its place among them.
#[derive(serde::Serialize)]
struct Entry {
    code: &'static str,
    kind: &'static str,
    category: Category,
    also: &'static [Category],
    summary: String,
    message: &'static str,
    hint: Option<&'static str>,
    what: String,
    why: String,
    example: String,
}

fn entry(doc: &CodeDoc) -> Entry {
    let words = doc.explanation(Lang::En);
    Entry {
        code: doc.code,
        kind: doc.kind,
        category: doc.category,
        also: doc.also,
        summary: words.summary,
        message: doc.message,
        hint: doc.hint,
        what: words.what,
        why: words.why,
        example: words.example,
    }
}

fn json<T: serde::Serialize + ?Sized>(value: &T) -> String {
    // The entries hold strings and unit enums only: they always serialise.
    serde_json::to_string_pretty(value).map(|s| s + "\n").unwrap_or_default()
}

/// A category's name as reports spell it (`fatal`, `schema`, ...).
fn category_name(c: Category) -> String {
    serde_json::to_value(c).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_else(|| format!("{c:?}"))
}

fn categories(doc: &CodeDoc) -> String {
    categories_in(doc, Lang::En)
}

/// `fatal (also case, exception)`: the names are data, as reports spell them.
fn categories_in(doc: &CodeDoc, lang: Lang) -> String {
    let main = category_name(doc.category);
    if doc.also.is_empty() {
        return main;
    }
    let also: Vec<String> = doc.also.iter().map(|&c| category_name(c)).collect();
    i18n::format(lang, "cli-explain-also", &[("category", &main), ("also", &also.join(", "))])
}

/// One code as text, in English (the headings aligned as they always were).
pub fn text(doc: &CodeDoc) -> String {
    let words = doc.explanation(Lang::En);
    let mut s = format!("{}\n{}\n\nCategory: {}\nMessage:  {}\n", doc.code, words.summary, categories(doc), doc.message);
    if let Some(h) = doc.hint {
        s.push_str(&format!("Hint:     {h}\n"));
    }
    s.push_str(&format!("\nWhat it means\n    {}\n\nWhy\n    {}\n\nExample\n    {}\n", words.what, words.why, words.example));
    s
}

/// One code as text in `lang`: the headings, the message and the hint (each value shown
/// as `{name}`) and the explanation in `lang` (`explain.ftl`); English is [`text`].
pub fn text_in(doc: &CodeDoc, lang: Lang) -> String {
    use fde_grade::words::sentence;
    if lang == Lang::En {
        return text(doc);
    }
    let t = |key: &str| i18n::text(lang, key);
    let words = doc.explanation(lang);
    let message = sentence(doc.code, false, lang).unwrap_or_else(|| doc.message.to_string());
    let mut s = format!(
        "{}\n{}\n\n{}: {}\n{}: {message}\n",
        doc.code,
        words.summary,
        t("cli-explain-category"),
        categories_in(doc, lang),
        t("cli-explain-message")
    );
    if doc.hint.is_some() {
        let hint = sentence(doc.code, true, lang).unwrap_or_default();
        s.push_str(&format!("{}: {hint}\n", t("cli-explain-hint")));
    }
    s.push_str(&format!(
        "\n{}\n    {}\n\n{}\n    {}\n\n{}\n    {}\n",
        t("cli-explain-what"),
        words.what,
        t("cli-explain-why"),
        words.why,
        t("cli-explain-example"),
        words.example
    ));
    s
}

/// Text as inline markdown code, whatever backticks it holds.
fn code_span(s: &str) -> String {
    let mut ticks = 1;
    while s.contains(&"`".repeat(ticks)) {
        ticks += 1;
    }
    let fence = "`".repeat(ticks);
    if ticks > 1 || s.starts_with('`') || s.ends_with('`') {
        format!("{fence} {s} {fence}")
    } else {
        format!("{fence}{s}{fence}")
    }
}

/// GitHub's anchor of a heading `` `code` ``: lowercase, punctuation but `-` dropped.
fn anchor(code: &str) -> String {
    code.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect()
}

/// One code as a markdown section.
pub fn entry_markdown(doc: &CodeDoc) -> String {
    let words = doc.explanation(Lang::En);
    let mut s =
        format!("### `{}`\n\n{}\n\n- Category: {}\n- Message: {}\n", doc.code, words.summary, categories(doc), code_span(doc.message));
    if let Some(h) = doc.hint {
        s.push_str(&format!("- Hint: {h}\n"));
    }
    s.push_str(&format!("\n**What it means.** {}\n\n**Why.** {}\n\n**Example.** {}\n", words.what, words.why, words.example));
    s
}

const KINDS: &[(&str, &str)] = &[
    ("file", "Any file's bytes: encoding, emptiness, CSV quoting."),
    ("case", "A case's own data or manifest (case.json, customers.csv). A case error refuses the case: the CLI exits 2."),
    ("routing", "A routing submission (routes.json or a CSV plan)."),
    ("scorecard", "A scorecard submission (predictions.csv) and its answer key."),
    ("uplift", "An uplift run (FDE-Gym's result.json, ask log, people file, variants, ledger)."),
];

/// Every code as one markdown page: `docs/diagnostics.md`.
pub fn page() -> String {
    let mut s = String::from(
        "# Diagnostic codes\n\n\
         <!-- Generated by `fde-grade explain --all` from each crate's codes.rs; do not edit. -->\n\n\
         Every problem the grader finds is a diagnostic in the report: a stable `code`, a `category`, a plain \
         `message`, a `location` and often a `hint`. This page lists every code. `fde-grade explain CODE` prints \
         one of them.\n\n\
         Categories: `fatal`, `schema` and `value` are the server's `error_info` keys (the submission is invalid, \
         score 0); `exception` is a file the server's Python raises on (also invalid); `case` is a problem of the \
         case's data (the case cannot be graded); `warning` changes neither validity nor score. A code has one \
         category; \"also\" lists the others it takes where the same problem is met in another file or stage.\n\n\
         \"grading rules §N\" is a section of the grading rules (shared/spec/grading-rules.md).\n",
    );
    for &(kind, about) in KINDS {
        s.push_str(&format!("\n## {kind}\n\n{about}\n\n| code | category | summary |\n|---|---|---|\n"));
        for doc in CODES.iter().filter(|d| d.kind == kind) {
            s.push_str(&format!(
                "| [`{}`](#{}) | {} | {} |\n",
                doc.code,
                anchor(doc.code),
                categories(doc),
                doc.explanation(Lang::En).summary
            ));
        }
        for doc in CODES.iter().filter(|d| d.kind == kind) {
            s.push('\n');
            s.push_str(&entry_markdown(doc));
        }
    }
    // A kind not listed above still gets its section.
    for doc in CODES.iter().filter(|d| !KINDS.iter().any(|(k, _)| *k == d.kind)) {
        s.push('\n');
        s.push_str(&entry_markdown(doc));
    }
    s
}

/// Edit distance (Levenshtein), on chars.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(row[j + 1] + 1);
            prev = here;
        }
    }
    row[b.len()]
}

/// The codes nearest to `query` (by the whole code or by its rule), nearest first.
pub fn nearest(query: &str) -> Vec<&'static str> {
    let q = query.trim().to_lowercase();
    let q_rule = q.rsplit('/').next().unwrap_or(&q);
    let mut scored: Vec<(usize, &'static str)> = CODES
        .iter()
        .map(|d| {
            let rule = d.code.split_once('/').map_or(d.code, |(_, r)| r);
            (distance(&q, d.code).min(distance(q_rule, rule)), d.code)
        })
        .collect();
    scored.sort();
    let best = scored.first().map_or(0, |s| s.0);
    scored.into_iter().take_while(|&(d, _)| d <= best + 2).take(5).map(|(_, c)| c).collect()
}

pub fn unknown(code: &str, lang: Lang) -> String {
    let near = nearest(code).join(", ");
    format!(
        "fde-grade: {}\n({})",
        i18n::format(lang, "cli-explain-unknown", &[("code", code), ("nearest", &near)]),
        i18n::text(lang, "cli-explain-all")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_counts_edits() {
        assert_eq!((distance("", "abc"), distance("kitten", "sitting"), distance("same", "same")), (3, 3, 0));
    }

    #[test]
    fn code_spans_hold_backticks() {
        assert_eq!(code_span("a b"), "`a b`");
        assert_eq!(code_span("x `y` z"), "`` x `y` z ``");
    }

    #[test]
    fn anchors_are_githubs() {
        assert_eq!(anchor("routing/unknown-store"), "routingunknown-store");
    }
}
