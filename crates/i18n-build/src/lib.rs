//! Compiles a crate's Fluent words, `locales/<lang>/*.ftl` (parsed by the reference
//! `fluent-syntax`), into one string per language, so the page carries the words and a
//! small walker (`i18n`) instead of a Fluent runtime (fluent-bundle cost a test page 56 KB
//! of gzip, about a fifth of it std float code; see README "Languages"). The build script
//! of `i18n` (the words of every kind: [`core`]) and of each case kind (its own words,
//! crates/kinds/<kind>/locales: [`kind`]) call it; each writes `$OUT_DIR/words.rs`, an
//! `i18n::Words` expression the crate makes its static of.
//!
//! The string: entries `key \x1f pattern` joined by `\x1e`, sorted by key. In a pattern,
//! `\x01name\x02` is a variable and `\x03name\x04 (key \x05 pattern \x06)... \x08` a select
//! (the default variant's key starts with `*`). Tables of `&str`s cost the page three
//! times the gzip of the words themselves (pointers do not compress): one string does not.
//!
//! Supported Fluent: messages and their attributes (`key.attr`), terms and message
//! references (inlined here; a kind's words may name the core's), variables, string and
//! number literals, and select expressions on a variable (variant keys are matched against
//! the argument's text; the plural categories `zero one two few many other` by the
//! language's plural rule). Anything else (functions, term arguments, junk) stops the
//! build with its file and line, and so does a key defined twice (in a crate, or by a kind
//! and the core).
//!
//! With `i18n`'s feature `all-languages` (its default: the CLI, the tests) every
//! language's string is compiled in. Without it (the site's pages) only English is: the
//! others are words files the page fetches (`words/<lang>.<fnv1a64 of the string>.txt`
//! for the core's, `words/<lang>.<kind>.<hash>.txt` for a kind's, written by
//! `cargo run -p fde-grade --example words -- DIR`, see scripts/build-site) and installs with
//! `Words::install`. Every build names each language's file, so a page only takes the
//! words of its own build. With `i18n`'s feature `page` (the site's) and without
//! `all-languages`, the English compiled in leaves out the command line's words
//! ([`CLI_ONLY`]). A kind's build script learns both, and where the core's words are, from
//! i18n's build script (cargo `links` metadata: `DEP_I18N_*`).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;

/// The languages, in `i18n::Lang`'s order.
pub const LANGS: [&str; 4] = ["en", "zh", "ko", "id"];

/// The files only the command line reads (`fde-grade`'s lines and `fde-grade explain`):
/// left out of the English a page compiles in.
pub const CLI_ONLY: [&str; 2] = ["cli.ftl", "explain.ftl"];

/// i18n's build script: its words (`locales/`, every kind's), and what the kinds' build
/// scripts need to know (`DEP_I18N_LOCALES`, `DEP_I18N_ALL_LANGUAGES`, `DEP_I18N_PAGE`).
pub fn core() {
    let dir = manifest_dir().join("locales");
    let all = std::env::var_os("CARGO_FEATURE_ALL_LANGUAGES").is_some();
    // Cargo unifies features across the packages of one invocation (`cargo test -p i18n -p
    // site`, a workspace build): a build that also serves the CLI or the tests
    // (all-languages) keeps every word.
    let page = std::env::var_os("CARGO_FEATURE_PAGE").is_some() && !all;
    let kind_files = std::env::var_os("CARGO_FEATURE_KIND_FILES").is_some() && !all;
    println!("cargo::metadata=locales={}", dir.display());
    println!("cargo::metadata=all_languages={}", u8::from(all));
    println!("cargo::metadata=page={}", u8::from(page));
    println!("cargo::metadata=kind_files={}", u8::from(kind_files));
    write(&dir, None, "", "crate::Words", all, page, false);
}

/// A case kind's build script (`i18n_build::kind("routing")`): its words
/// (`locales/<lang>/{diagnostics,explain,figures}.ftl`), named `name` in its words files.
pub fn kind(name: &str) {
    let dep = |key: &str| {
        let var = format!("DEP_I18N_{key}");
        println!("cargo::rerun-if-env-changed={var}");
        std::env::var(&var).unwrap_or_else(|_| panic!("{var} is not set: the kind's crate must depend on i18n (which says it)"))
    };
    let core = PathBuf::from(dep("LOCALES"));
    let (all, page, english_file) = (dep("ALL_LANGUAGES") == "1", dep("PAGE") == "1", dep("KIND_FILES") == "1");
    write(&manifest_dir().join("locales"), Some(&core), name, "::i18n::Words", all, page, english_file);
}

fn manifest_dir() -> PathBuf {
    PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR: run from a build script"))
}

/// `$OUT_DIR/words.rs`: `<path>::new([each language's words compiled in], [each
/// language's words file, named with `name`])`, and `$OUT_DIR/<lang>.txt` each language's words file (for
/// the tests of a build without `all-languages`: the words as a page fetches them).
/// With `english_file` (a kind's words in the page split per kind) English is not compiled
/// in either. A kind's English always has a file (`en.<kind>.<hash>.txt`); the core's none.
#[allow(clippy::too_many_arguments)]
fn write(dir: &Path, context: Option<&Path>, name: &str, path: &str, all: bool, page: bool, english_file: bool) {
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR: run from a build script"));
    println!("cargo::rerun-if-changed={}", dir.display());
    let (mut compiled, mut files) = (Vec::new(), Vec::new());
    for lang in LANGS {
        let entries = compile(dir, context, lang);
        let text = join(entries.iter().map(|(k, (p, _))| (k.as_str(), p.as_str())));
        if (lang == "en" && !english_file) || all {
            // A page's English leaves out the command line's words; the words files (and
            // the CLI, the tests) carry them all.
            let kept = entries.iter().filter(|(_, (_, file))| !(page && CLI_ONLY.contains(&file.as_str())));
            compiled.push(format!("Some({:?})", join(kept.map(|(k, (p, _))| (k.as_str(), p.as_str())))));
        } else {
            compiled.push("None".to_string());
        }
        let hash = fnv1a64(text.as_bytes());
        // The core's English is always compiled in: no file.
        files.push(match (lang, name) {
            ("en", "") => String::new(),
            (_, "") => format!("{lang}.{hash}.txt"),
            _ => format!("{lang}.{name}.{hash}.txt"),
        });
        std::fs::write(out_dir.join(format!("{lang}.txt")), &text).unwrap();
    }
    let code = format!("// Generated by i18n-build from locales/*/*.ftl.\n{path}::new([{}], {files:?})\n", compiled.join(", "));
    std::fs::write(out_dir.join("words.rs"), code).unwrap();
}

/// Entries `key \x1f pattern` joined by `\x1e` (in the order given: by key).
fn join<'a>(entries: impl Iterator<Item = (&'a str, &'a str)>) -> String {
    let mut out = String::new();
    for (key, pattern) in entries {
        if !out.is_empty() {
            out.push('\x1e');
        }
        let _ = write!(out, "{key}\x1f{pattern}");
    }
    out
}

/// `dir/<lang>/*.ftl` compiled: each key's encoded pattern and the name of its file. The
/// terms and messages of `context/<lang>/*.ftl` (the core's) may be referred to, not
/// compiled in; a key defined in both stops the build.
pub fn compile(dir: &Path, context: Option<&Path>, lang: &str) -> BTreeMap<String, (String, String)> {
    let mut texts = Vec::new();
    for (d, own) in context.map(|c| (c, false)).into_iter().chain([(dir, true)]) {
        let d = d.join(lang);
        println!("cargo::rerun-if-changed={}", d.display());
        let mut files: Vec<_> = std::fs::read_dir(&d)
            .unwrap_or_else(|e| panic!("{}: {e}", d.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for p in files {
            println!("cargo::rerun-if-changed={}", p.display());
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            texts.push((p.display().to_string(), p.file_name().unwrap().to_string_lossy().into_owned(), text, own));
        }
    }
    let sources: Vec<Source> = texts.iter().map(|(path, name, text, own)| parse(path, name, text, *own)).collect();
    // One namespace per language: a key defined twice is an error.
    let mut messages: BTreeMap<String, Message> = BTreeMap::new();
    let mut terms: BTreeMap<String, &ast::Pattern<&str>> = BTreeMap::new();
    for s in &sources {
        for (k, (p, line)) in &s.messages {
            let m = Message { pattern: p, path: &s.path, name: &s.name, line: *line, own: s.own };
            if let Some(was) = messages.insert(k.clone(), m) {
                panic!("{}:{line}: `{k}` is already defined at {}:{}", s.path, was.path, was.line)
            }
        }
        for (k, p) in &s.terms {
            if terms.insert(k.clone(), p).is_some() {
                panic!("{}: the term `-{k}` is defined twice", s.path)
            }
        }
    }
    let mut out = BTreeMap::new();
    for (key, m) in messages.iter().filter(|(_, m)| m.own) {
        let ctx = Ctx { messages: &messages, terms: &terms, at: format!("{}:{} (`{key}`)", m.path, m.line) };
        let segs = ctx.pattern(m.pattern, &mut vec![key.clone()]);
        let mut encoded = String::new();
        encode(&mut encoded, &merge(segs), &ctx.at);
        out.insert(key.clone(), (encoded, m.name.to_string()));
    }
    out
}

/// A message where it is defined.
struct Message<'a, 'b> {
    pattern: &'b ast::Pattern<&'a str>,
    path: &'b str,
    name: &'b str,
    line: usize,
    /// Of the crate compiled (not of the context).
    own: bool,
}

/// One file's messages (attributes as `key.attr`) and terms.
fn parse<'a>(path: &str, name: &str, text: &'a str, own: bool) -> Source<'a> {
    let res = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((_, errors)) => {
            let e = &errors[0];
            let line = text[..e.pos.start.min(text.len())].matches('\n').count() + 1;
            panic!("{path}:{line}: not valid Fluent: {:?}", e.kind)
        }
    };
    let mut src = Source { path: path.to_string(), name: name.to_string(), own, messages: BTreeMap::new(), terms: BTreeMap::new() };
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
                panic!("{path}:{line}: not valid Fluent: {}", content.lines().next().unwrap_or(""))
            }
            _ => {}
        }
    }
    src
}

#[derive(Clone, Debug)]
enum Seg {
    Text(String),
    Var(String),
    Select(String, Vec<(String, Vec<Seg>)>, usize),
}

struct Source<'a> {
    path: String,
    name: String,
    own: bool,
    messages: BTreeMap<String, (ast::Pattern<&'a str>, usize)>,
    terms: BTreeMap<String, ast::Pattern<&'a str>>,
}

fn line_of(text: &str, needle: &str) -> usize {
    // Best effort: the line where the entry's id is defined.
    text.lines().position(|l| l.starts_with(needle)).map(|i| i + 1).unwrap_or(0)
}

/// FNV-1a (64 bits) in 16 hex digits, as `i18n::Words::install` checks it (and
/// site/build.rs names the case files).
fn fnv1a64(data: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

struct Ctx<'a, 'b> {
    messages: &'b BTreeMap<String, Message<'a, 'b>>,
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
                let m = self.messages.get(&key).unwrap_or_else(|| panic!("{}: no message `{key}`", self.at));
                stack.push(key);
                let segs = self.pattern(m.pattern, stack);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `locales/<lang>/<file>` under a new folder of the temp dir, for each (path, text).
    fn tree(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let root = std::env::temp_dir().join(format!("i18n-build-{name}-{}", std::process::id()));
        for (path, text) in files {
            let p = root.join(path);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        root
    }

    /// A kind's words may name the core's terms and messages, which are not compiled in.
    #[test]
    fn a_kind_names_the_core_words() {
        let core = tree("core", &[("en/ui.ftl", "-store = store\nstores = { -store }s\n")]);
        let kind =
            tree("kind", &[("en/figures.ftl", "fig-x = { $n } { -store }\nfig-y = all { stores }\n    .aria = { $n } { stores }\n")]);
        let words = compile(&kind, Some(&core), "en");
        let got: Vec<(&str, &str)> = words.iter().map(|(k, (p, _))| (k.as_str(), p.as_str())).collect();
        assert_eq!(got, [("fig-x", "\x01n\x02 store"), ("fig-y", "all stores"), ("fig-y.aria", "\x01n\x02 stores")]);
        assert!(words.values().all(|(_, f)| f == "figures.ftl"));
    }

    /// A key the core defines too stops the build.
    #[test]
    #[should_panic(expected = "`stores` is already defined")]
    fn a_kind_key_the_core_has_stops_the_build() {
        let core = tree("core2", &[("en/ui.ftl", "stores = stores\n")]);
        let kind = tree("kind2", &[("en/figures.ftl", "stores = more stores\n")]);
        compile(&kind, Some(&core), "en");
    }
}
