//! Compiles `locales/<lang>/*.ftl` (Fluent, parsed by the reference `fluent-syntax`) into
//! one string per language (`$OUT_DIR/catalog.rs`), so the page carries the words and a
//! small walker instead of a Fluent runtime (fluent-bundle cost a test page 56 KB of gzip,
//! about a fifth of it std float code; see README "Languages").
//!
//! The string: entries `key \x1f pattern` joined by `\x1e`, sorted by key. In a pattern,
//! `\x01name\x02` is a variable and `\x03name\x04 (key \x05 pattern \x06)... \x08` a select
//! (the default variant's key starts with `*`). Tables of `&str`s cost the page three
//! times the gzip of the words themselves (pointers do not compress): one string does not.
//!
//! Supported Fluent: messages and their attributes (`key.attr`), terms and message
//! references (inlined here), variables, string and number literals, and select
//! expressions on a variable (variant keys are matched against the argument's text; the
//! plural categories `zero one two few many other` by the language's plural rule).
//! Anything else (functions, term arguments, junk) stops the build with its file and line.
//!
//! With the feature `all-languages` (the default: the CLI, the tests) every language's
//! string is compiled in. Without it (the site's pages) only English is: the others are
//! words files the page fetches (`words/<lang>.<fnv1a64 of the string>.txt`, written by
//! `cargo run -p i18n --example words -- DIR` from this same string, see
//! scripts/build-site) and installs with `i18n::install`. Every build names each
//! language's file (`FILES`), so a page only takes the words of its own build.
//! With features naming case kinds (`routing`, ... : a page built for those kinds) and
//! without `all-languages`, the English compiled in leaves out the words that page never
//! shows (see `kept`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use fluent_syntax::ast;

const LANGS: [&str; 4] = ["en", "zh", "ko", "id"];
const KINDS: [&str; 4] = ["routing", "scorecard", "uplift", "prediction"];

/// Every `figures.ftl` key's figure (the word after `fig-`) and the case kind whose
/// folder draws it (site/src/kinds/<kind>/, compiled for that kind alone), or `None`:
/// words of every kind's page (the shared figures, frames and notices, and words the
/// figures of several kinds say). A key of a figure not in this table stops the build:
/// a new kind's figure words never ship in every page by default.
const FIGURES: &[(&str, Option<&str>)] = &[
    ("canvas", Some("routing")),
    ("compare", Some("routing")),
    ("cost", Some("routing")),
    ("demo", Some("routing")),
    ("drag", Some("routing")),
    ("hours", Some("routing")),
    ("map", Some("routing")),
    ("worst", Some("routing")),
    ("routing", Some("routing")),
    ("roc", Some("scorecard")),
    ("uplift", Some("uplift")),
    ("pred", Some("prediction")),
    ("charts", None),
    ("listed", None),
    ("missing", None),
    ("no", None),
    ("reference", None),
    ("rule", None),
    ("score", None),
    ("submission", None),
    ("verdict", None),
    ("wrong", None),
    ("your", None),
];

/// The case kind whose figure a `figures.ftl` key belongs to ([`FIGURES`]), or `None`
/// for the figures of every kind; a figure not in the table stops the build.
fn figure_kind(key: &str) -> Option<&'static str> {
    let fig = key.strip_prefix("fig-")?.split(['-', '.']).next()?;
    match FIGURES.iter().find(|(f, _)| *f == fig) {
        Some((_, kind)) => *kind,
        None => panic!(
            "figures.ftl: `{key}`: no figure `{fig}` in crates/i18n/build.rs's FIGURES: add it with the case kind that draws it (or None: every kind's page)"
        ),
    }
}

/// The case kinds are this crate's features (but `all-languages`): [`KINDS`] must name
/// each, so that a kind's words are left out of the other kinds' pages.
fn check_kinds() {
    let manifest = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).expect("Cargo.toml");
    let features = manifest.split("[features]").nth(1).expect("Cargo.toml: [features]");
    let features = features.split("\n[").next().unwrap_or(features);
    let mut named: Vec<&str> = features
        .lines()
        .filter_map(|l| l.split_once('=').map(|(k, _)| k.trim()))
        .filter(|k| !k.is_empty() && !k.starts_with('#') && *k != "default" && *k != "all-languages")
        .collect();
    named.sort_unstable();
    let mut kinds = KINDS.to_vec();
    kinds.sort_unstable();
    assert_eq!(
        named, kinds,
        "crates/i18n: its kind features and build.rs's KINDS differ: add the kind to KINDS (and its figures to FIGURES)"
    );
    for (fig, kind) in FIGURES {
        assert!(kind.is_none_or(|k| KINDS.contains(&k)), "FIGURES: `{fig}`: {kind:?} is not in KINDS");
    }
}

/// Whether a page built for `kinds` carries `key` (defined in `file`): not the command
/// line's words (`cli.ftl`, `explain.ftl`), nor the diagnostics and figures of the other kinds. A
/// diagnostic without its words shows the core's English message (site/src/components/
/// diagnostics.rs); `scorecard/too-many-fields` is the CSV reader's, every kind's.
fn kept(key: &str, file: &str, kinds: &[&str]) -> bool {
    let other = |k: &str| KINDS.contains(&k) && !kinds.contains(&k);
    if file.ends_with("/cli.ftl") || file.ends_with("/explain.ftl") {
        false
    } else if file.ends_with("/diagnostics.ftl") {
        key.starts_with("scorecard-too-many-fields") || !other(key.split(['-', '.']).next().unwrap_or(""))
    } else if file.ends_with("/figures.ftl") {
        !figure_kind(key).is_some_and(other)
    } else {
        true
    }
}

#[derive(Clone, Debug)]
enum Seg {
    Text(String),
    Var(String),
    Select(String, Vec<(String, Vec<Seg>)>, usize),
}

struct Source<'a> {
    file: String,
    text: &'a str,
    messages: BTreeMap<String, (ast::Pattern<&'a str>, usize)>,
    terms: BTreeMap<String, ast::Pattern<&'a str>>,
}

fn line_of(text: &str, needle: &str) -> usize {
    // Best effort: the line where the entry's id is defined.
    text.lines().position(|l| l.starts_with(needle)).map(|i| i + 1).unwrap_or(0)
}

fn main() {
    check_kinds();
    println!("cargo:rerun-if-changed=Cargo.toml");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::new();
    out.push_str("// Generated by build.rs from locales/*/*.ftl. Do not edit.\n");
    let compiled_in = std::env::var_os("CARGO_FEATURE_ALL_LANGUAGES").is_some();
    let mut names = Vec::new();
    // The case kinds of a page build (the site's features): none for the CLI and tests.
    // Only without `all-languages`: cargo unifies features across the packages of one
    // invocation (`cargo test -p i18n -p site`, a workspace build), so a build that also
    // serves the CLI or the tests (all-languages) keeps every word.
    let kinds: Vec<&str> = if compiled_in {
        Vec::new()
    } else {
        KINDS.into_iter().filter(|k| std::env::var_os(format!("CARGO_FEATURE_{}", k.to_ascii_uppercase())).is_some()).collect()
    };
    for lang in LANGS {
        let dir = root.join(lang);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let texts: Vec<(String, String)> = files
            .iter()
            .map(|p| {
                println!("cargo:rerun-if-changed={}", p.display());
                let name = format!("locales/{lang}/{}", p.file_name().unwrap().to_string_lossy());
                (name, std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
            })
            .collect();
        let mut sources = Vec::new();
        for (file, text) in &texts {
            let res = match fluent_syntax::parser::parse(text.as_str()) {
                Ok(r) => r,
                Err((_, errors)) => {
                    let e = &errors[0];
                    let line = text[..e.pos.start.min(text.len())].matches('\n').count() + 1;
                    panic!("{file}:{line}: not valid Fluent: {:?}", e.kind)
                }
            };
            let mut src = Source { file: file.clone(), text, messages: BTreeMap::new(), terms: BTreeMap::new() };
            for entry in res.body {
                match entry {
                    ast::Entry::Message(m) => {
                        let line = line_of(text, m.id.name);
                        if let Some(v) = m.value {
                            src.messages.insert(m.id.name.to_string(), (v, line));
                        }
                        for a in m.attributes {
                            src.messages.insert(format!("{}.{}", m.id.name, a.id.name), (a.value, line));
                        }
                    }
                    ast::Entry::Term(t) => {
                        src.terms.insert(t.id.name.to_string(), t.value);
                    }
                    ast::Entry::Junk { content } => {
                        let line = line_of(text, content.lines().next().unwrap_or(""));
                        panic!("{file}:{line}: not valid Fluent: {}", content.lines().next().unwrap_or(""))
                    }
                    _ => {}
                }
            }
            sources.push(src);
        }
        // One namespace per language: a key defined twice is an error.
        let mut messages: BTreeMap<String, (&ast::Pattern<&str>, String, usize)> = BTreeMap::new();
        let mut terms: BTreeMap<String, &ast::Pattern<&str>> = BTreeMap::new();
        for s in &sources {
            for (k, (p, line)) in &s.messages {
                if let Some((_, f, l)) = messages.insert(k.clone(), (p, s.file.clone(), *line)) {
                    panic!("{}:{line}: `{k}` is already defined at {f}:{l}", s.file)
                }
            }
            for (k, p) in &s.terms {
                if terms.insert(k.clone(), p).is_some() {
                    panic!("{}: the term `-{k}` is defined twice", s.file)
                }
            }
            let _ = s.text;
        }
        let upper = lang.to_ascii_uppercase();
        let mut blob = String::new();
        for (key, (pattern, file, line)) in &messages {
            let ctx = Ctx { messages: &messages, terms: &terms, at: format!("{file}:{line} (`{key}`)") };
            let segs = ctx.pattern(pattern, &mut vec![key.clone()]);
            if !blob.is_empty() {
                blob.push('\x1e');
            }
            blob.push_str(key);
            blob.push('\x1f');
            encode(&mut blob, &merge(segs), &ctx.at);
        }
        // Every build, not only a page's: each figure's words belong to a kind or to
        // every page (FIGURES), or the build stops.
        for (key, (_, file, _)) in &messages {
            if file.ends_with("/figures.ftl") {
                figure_kind(key);
            }
        }
        if lang == "en" || compiled_in {
            // A page of some kinds carries only the words it can show (see `kept`); the
            // words files (and the CLI, the tests: no kind feature) carry them all.
            let page: Vec<&str> = if kinds.is_empty() {
                vec![&blob]
            } else {
                blob.split('\x1e')
                    .filter(|e| kept(e.split('\x1f').next().unwrap_or(""), &messages[e.split('\x1f').next().unwrap_or("")].1, &kinds))
                    .collect()
            };
            let page = page.join("\x1e");
            writeln!(out, "pub(crate) static {upper}: &str = {page:?};").unwrap();
        }
        names.push(format!("{lang}.{}.txt", fnv1a64(blob.as_bytes())));
        // For the tests of a build without `all-languages` (the words as a page fetches them).
        std::fs::write(Path::new(&std::env::var("OUT_DIR").unwrap()).join(format!("{lang}.txt")), &blob).unwrap();
    }
    writeln!(out, "pub(crate) static FILES: [&str; 4] = {names:?};").unwrap();
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalog.rs");
    std::fs::write(dest, out).unwrap();
}

/// FNV-1a (64 bits) in 16 hex digits, as `i18n::install` checks it (and site/build.rs
/// names the case files).
fn fnv1a64(data: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

struct Ctx<'a, 'b> {
    messages: &'b BTreeMap<String, (&'b ast::Pattern<&'a str>, String, usize)>,
    terms: &'b BTreeMap<String, &'b ast::Pattern<&'a str>>,
    at: String,
}

impl Ctx<'_, '_> {
    fn pattern(&self, p: &ast::Pattern<&str>, stack: &mut Vec<String>) -> Vec<Seg> {
        let mut segs = Vec::new();
        for el in &p.elements {
            match el {
                ast::PatternElement::TextElement { value } => segs.push(Seg::Text(value.to_string())),
                ast::PatternElement::Placeable { expression } => segs.extend(self.expression(expression, stack)),
            }
        }
        segs
    }

    fn expression(&self, e: &ast::Expression<&str>, stack: &mut Vec<String>) -> Vec<Seg> {
        match e {
            ast::Expression::Inline(i) => self.inline(i, stack),
            ast::Expression::Select { selector, variants } => {
                let ast::InlineExpression::VariableReference { id } = selector else {
                    panic!("{}: a select expression must select on a variable", self.at)
                };
                let mut out = Vec::new();
                let mut default = 0;
                for (i, v) in variants.iter().enumerate() {
                    let key = match &v.key {
                        ast::VariantKey::Identifier { name } => name.to_string(),
                        ast::VariantKey::NumberLiteral { value } => value.to_string(),
                    };
                    if v.default {
                        default = i;
                    }
                    out.push((key, merge(self.pattern(&v.value, stack))));
                }
                vec![Seg::Select(id.name.to_string(), out, default)]
            }
        }
    }

    fn inline(&self, i: &ast::InlineExpression<&str>, stack: &mut Vec<String>) -> Vec<Seg> {
        match i {
            ast::InlineExpression::StringLiteral { value } => vec![Seg::Text(unescape(value))],
            ast::InlineExpression::NumberLiteral { value } => vec![Seg::Text(value.to_string())],
            ast::InlineExpression::VariableReference { id } => vec![Seg::Var(id.name.to_string())],
            ast::InlineExpression::Placeable { expression } => self.expression(expression, stack),
            ast::InlineExpression::MessageReference { id, attribute } => {
                let key = match attribute {
                    Some(a) => format!("{}.{}", id.name, a.name),
                    None => id.name.to_string(),
                };
                if stack.contains(&key) {
                    panic!("{}: `{key}` refers to itself", self.at)
                }
                let (p, _, _) = self.messages.get(&key).unwrap_or_else(|| panic!("{}: no message `{key}`", self.at));
                stack.push(key);
                let segs = self.pattern(p, stack);
                stack.pop();
                segs
            }
            ast::InlineExpression::TermReference { id, attribute, arguments } => {
                if attribute.is_some() || arguments.is_some() {
                    panic!("{}: term attributes and arguments are not supported", self.at)
                }
                let key = format!("-{}", id.name);
                if stack.contains(&key) {
                    panic!("{}: `{key}` refers to itself", self.at)
                }
                let p = self.terms.get(id.name).unwrap_or_else(|| panic!("{}: no term `{key}`", self.at));
                stack.push(key);
                let segs = self.pattern(p, stack);
                stack.pop();
                segs
            }
            ast::InlineExpression::FunctionReference { id, .. } => {
                panic!("{}: functions ({}) are not supported: format the value before passing it", self.at, id.name)
            }
        }
    }
}

/// Fluent string literal escapes: `\"`, `\\`, `\uXXXX`, `\UXXXXXX`.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => out.push(hex(&mut chars, 4)),
            Some('U') => out.push(hex(&mut chars, 6)),
            Some(c) => out.push(c),
            None => {}
        }
    }
    out
}

fn hex(chars: &mut std::str::Chars, n: usize) -> char {
    let h: String = chars.take(n).collect();
    char::from_u32(u32::from_str_radix(&h, 16).unwrap_or(0xFFFD)).unwrap_or('\u{FFFD}')
}

/// Adjacent texts joined.
fn merge(segs: Vec<Seg>) -> Vec<Seg> {
    let mut out: Vec<Seg> = Vec::new();
    for s in segs {
        match (out.last_mut(), s) {
            (Some(Seg::Text(a)), Seg::Text(b)) => a.push_str(&b),
            (_, s) => out.push(s),
        }
    }
    out
}

fn encode(out: &mut String, segs: &[Seg], at: &str) {
    for s in segs {
        match s {
            Seg::Text(t) => {
                if t.chars().any(|c| ('\x01'..='\x1f').contains(&c) && c != '\n' && c != '\t') {
                    panic!("{at}: a control character in the text")
                }
                out.push_str(t)
            }
            Seg::Var(v) => {
                out.push('\x01');
                out.push_str(v);
                out.push('\x02');
            }
            Seg::Select(v, variants, default) => {
                out.push('\x03');
                out.push_str(v);
                out.push('\x04');
                for (i, (k, p)) in variants.iter().enumerate() {
                    if i == *default {
                        out.push('*');
                    }
                    out.push_str(k);
                    out.push('\x05');
                    encode(out, p, at);
                    out.push('\x06');
                }
                out.push('\x08');
            }
        }
    }
}
