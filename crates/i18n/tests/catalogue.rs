//! The catalogue's rules (issues 17 and 43), over every crate's words: the core's
//! (`crates/i18n/locales`) and each case kind's (`crates/kinds/<kind>/locales`, compiled
//! here as its build script compiles them). Per crate, every key in every language with
//! the same variables in every translation; no key defined by two crates; every key the
//! code names in the words of a crate it can see (a kind's code and site folder: its own
//! or the core's; the shared code: the core's); and no key nobody uses.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use i18n::{keys, variables, Lang, Words};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Each kind's name (its folder under crates/kinds/ that has `locales/`) and its words,
/// registered so that the lookups below see them as the CLI does.
fn kinds() -> &'static [(String, &'static Words)] {
    static KINDS: OnceLock<Vec<(String, &'static Words)>> = OnceLock::new();
    KINDS.get_or_init(|| {
        let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
        let mut names: Vec<String> = std::fs::read_dir(root().join("crates/kinds"))
            .unwrap()
            .flatten()
            .filter(|e| e.path().join("locales").is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        let kinds: Vec<(String, &'static Words)> = names
            .into_iter()
            .map(|name| {
                let dir = root().join("crates/kinds").join(&name).join("locales");
                let compiled = Lang::ALL.map(|l| {
                    let entries = i18n_build::compile(&dir, Some(&core), l.code());
                    let text = entries.iter().map(|(k, (p, _))| format!("{k}\x1f{p}")).collect::<Vec<_>>().join("\x1e");
                    Some(&*text.leak())
                });
                let words: &'static Words = Box::leak(Box::new(Words::new(compiled, [""; 4])));
                (name, words)
            })
            .collect();
        let all: Vec<&'static Words> = kinds.iter().map(|(_, w)| *w).collect();
        i18n::register(all.leak());
        kinds
    })
}

/// Every crate's words: the core's (named "") and each kind's.
fn catalogues() -> Vec<(&'static str, &'static Words)> {
    std::iter::once(("", &i18n::CORE)).chain(kinds().iter().map(|(n, w)| (n.as_str(), *w))).collect()
}

#[test]
fn every_key_in_every_language_with_the_same_variables() {
    let mut problems = Vec::new();
    assert!(kinds().len() >= 4, "the kinds' words: {:?}", kinds().iter().map(|(n, _)| n).collect::<Vec<_>>());
    for (name, words) in catalogues() {
        let en: BTreeSet<_> = words.keys(Lang::En).collect();
        assert!(!en.is_empty(), "{name:?}: no English words");
        for lang in Lang::ALL {
            let have: BTreeSet<_> = words.keys(lang).collect();
            for k in en.difference(&have) {
                problems.push(format!("{name:?} {}: missing `{k}`", lang.code()));
            }
            for k in have.difference(&en) {
                problems.push(format!("{name:?} {}: `{k}` is not in English", lang.code()));
            }
            for k in en.intersection(&have) {
                let (a, b) = (variables(Lang::En, k), variables(lang, k));
                if a != b {
                    problems.push(format!("{name:?} {}: `{k}` uses {b:?}, English {a:?}", lang.code()));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A key is one crate's: a kind's words never define a key the core's or another kind's
/// do (the build stops on a kind's key the core defines; this sees two kinds).
#[test]
fn no_key_in_two_crates() {
    let mut seen: BTreeMap<&str, &str> = BTreeMap::new();
    let mut twice = Vec::new();
    for (name, words) in catalogues() {
        for k in words.keys(Lang::En) {
            if let Some(other) = seen.insert(k, name) {
                twice.push(format!("`{k}` in {other:?} and {name:?}"));
            }
        }
    }
    assert!(twice.is_empty(), "keys defined twice: {twice:?}");
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs" || x == "mjs" || x == "js") {
            out.push(p);
        }
    }
}

/// Where the keys are used: the site, the CLI, the facade, the core (diagnostic codes), the kinds and this crate.
fn sources() -> String {
    let mut files = Vec::new();
    for d in ["site/src", "crates/cli/src", "crates/grader/src", "crates/core/src", "crates/kinds", "crates/i18n/src"] {
        rust_files(&root().join(d), &mut files);
    }
    files.iter().map(|p| std::fs::read_to_string(p).unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// A key is used when the sources name it in quotes (`"case-score"`), or, for
/// `diagnostics.ftl`, when it is a diagnostic code with `/` written `-` (`routing/unknown-store`
/// -> `routing-unknown-store`), or a code's hint (`...-hint`), or, for `explain.ftl`, a code's
/// explanation (`explain-routing-unknown-store`), or, for a location's words `loc-<place>`,
/// when a kind sets that place (`.index("route", …)`, `.name("store", …)`), or a kind's
/// file's words `what-<kind>-<role>` (the kind's facts name it: `id: "<kind>"`). An attribute
/// (`key.attr`) is used when its message is.
/// The runs of key characters (`a-z0-9_-/`, as wide as they go) that follow `open` and
/// end with a closing quote: `quoted(src, "\"")` has `x` exactly when `src` contains
/// `"x"` (for keys of those characters). Read once: a search of the sources per key took
/// half a minute in a debug build.
fn quoted(src: &str, open: &str) -> HashSet<String> {
    let key = |c: char| c.is_ascii_alphanumeric() || "-_/".contains(c);
    src.match_indices(open)
        .filter_map(|(at, _)| {
            let rest = &src[at + open.len()..];
            let run = &rest[..rest.find(|c: char| !key(c)).unwrap_or(rest.len())];
            rest[run.len()..].starts_with('"').then(|| run.to_string())
        })
        .collect()
}

#[test]
fn no_unused_key() {
    kinds();
    let src = sources();
    let (literals, indexed, named, ids) = (quoted(&src, "\""), quoted(&src, "index(\""), quoted(&src, "name(\""), quoted(&src, "id: \""));
    let steps = case_steps();
    let mut unused = Vec::new();
    for k in keys(Lang::En) {
        if k.starts_with("test-") {
            continue; // the walker's own probes, used by its unit tests
        }
        let base = k.split('.').next().unwrap_or(k);
        let quoted = literals.contains(base);
        let code = base.strip_suffix("-hint").or_else(|| base.strip_prefix("explain-")).unwrap_or(base);
        let as_code = code.split_once('-').is_some_and(|(kind, rule)| literals.contains(&format!("{kind}/{rule}")));
        let as_place = base.strip_prefix("loc-").is_some_and(|p| indexed.contains(p) || named.contains(p));
        // A kind's file words (site/src/components/own_files.rs `what_key`): `what-<kind>-<role>`.
        let as_file = base
            .strip_prefix("what-")
            .and_then(|r| r.rsplit_once('-'))
            .is_some_and(|(kind, role)| ["data", "submission", "companion"].contains(&role) && ids.contains(kind));
        // Words made from data: a kind's format line `format-<kind>-submission`
        // (site/src/components/upload.rs), and the rule ladder's steps
        // `fig-rule-ladder-step-<slug>` (site/src/figures/rule_ladder.rs `step_words`:
        // each is some case's `expect.step`, kept by languages-figures' browser check).
        let as_format = base.strip_prefix("format-").and_then(|r| r.strip_suffix("-submission")).is_some_and(|k| ids.contains(k));
        let as_step = steps.iter().any(|(_, step, _)| i18n::step_key(step) == base);
        if !quoted && !as_code && !as_place && !as_file && !as_format && !as_step {
            unused.push(k);
        }
    }
    assert!(unused.is_empty(), "keys nobody uses: {unused:?}");
}

/// Every example's step (`"expect": {… "step": "…"}`) of the public and fixture cases:
/// (the case's kind, the step, its case.json), read as text (no JSON crate in this test).
fn case_steps() -> Vec<(String, String, PathBuf)> {
    let field = |text: &str, name: &str| -> Option<String> {
        let at = text.find(&format!("\"{name}\""))? + name.len() + 2;
        let rest = text[at..].trim_start().strip_prefix(':')?.trim_start().strip_prefix('"')?;
        Some(rest[..rest.find('"')?].to_string())
    };
    let mut out = Vec::new();
    for dir in ["cases-public", "e2e/fixtures/cases"] {
        for case in std::fs::read_dir(root().join(dir)).unwrap().flatten() {
            let path = case.path().join("case.json");
            let Ok(text) = std::fs::read_to_string(&path) else { continue };
            let kind = field(&text, "kind").unwrap_or_else(|| panic!("{}: no kind", path.display()));
            for (at, _) in text.match_indices("\"expect\"") {
                let block = &text[at..at + text[at..].find('}').unwrap_or(text.len() - at)];
                if let Some(step) = field(block, "step") {
                    out.push((kind.clone(), step, path.clone()));
                }
            }
        }
    }
    out
}

/// An example's step is shown in the page's language (issue 45): its words are the
/// case's kind's (they ship with that kind's module) or, shared by several kinds, the
/// core's; in every language by `every_key_in_every_language_with_the_same_variables`.
#[test]
fn every_case_step_in_its_kinds_words_or_the_cores() {
    let steps = case_steps();
    assert!(steps.len() >= 40, "the cases' steps: {}", steps.len());
    let kinds = kinds();
    let mut missing = Vec::new();
    for (kind, step, path) in &steps {
        let key = i18n::step_key(step);
        let own = kinds.iter().find(|(name, _)| name == kind).is_some_and(|(_, w)| w.keys(Lang::En).any(|k| k == key));
        if !own && !i18n::CORE.keys(Lang::En).any(|k| k == key) {
            missing.push(format!("{}: step `{step}` ({kind}): no `{key}`", path.display()));
        }
    }
    assert!(missing.is_empty(), "steps without words:\n{}", missing.join("\n"));
}

/// Shared code that only a kind's pages draw, so it may say that kind's words: the
/// routing maps' canvas (site/src/figures/canvas*), which routing's figures mount.
const DRAWN_FOR: &[(&str, &str)] = &[("site/src/figures/canvas", "routing")];

/// The keys a file names where it reads words (`t("…")`, `tf("…", …)`, `i18n::text(lang,
/// "…")`, `w("…", …)`, …: a literal of words and dashes as the first or second argument),
/// each with its line.
fn keys_named(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for call in ["t(", "tf(", "text(", "format(", "w(", "has("] {
        for (at, _) in text.match_indices(call) {
            if text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue; // another function (`fmt(`, `set_text(`)
            }
            let args = &text[at + call.len()..];
            let Some(k) = literal(args).or_else(|| second(args).and_then(literal)) else { continue };
            if k.contains('-') && k.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '.') {
                out.push((k.to_string(), text[..at].matches('\n').count() + 1));
            }
        }
    }
    out
}

/// A string literal that is a whole argument at the start of `s`: the text between its quotes.
fn literal(s: &str) -> Option<&str> {
    let s = s.trim_start().strip_prefix('"')?;
    let end = s.find('"')?;
    s[end + 1..].trim_start().starts_with([',', ')']).then(|| &s[..end])
}

/// The arguments after the first one at the start of `s` (after its comma at depth 0).
fn second(s: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => return None,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => return Some(&s[i + 1..]),
            _ => {}
        }
    }
    None
}

/// Every key the code names is in the words it can see: a kind's crate and its site
/// folder (site/src/kinds/<kind>/) its kind's or the core's, the rest of the code the
/// core's (a page of one kind links no other kind's words).
#[test]
fn every_key_named_is_in_words_its_code_sees() {
    let core: BTreeSet<&str> = i18n::CORE.keys(Lang::En).collect();
    let mut files = Vec::new();
    for d in ["site/src", "crates/cli/src", "crates/grader/src", "crates/core/src", "crates/kinds"] {
        rust_files(&root().join(d), &mut files);
    }
    let (mut named, mut missing) = (0, Vec::new());
    for f in files.iter().filter(|f| f.extension().is_some_and(|x| x == "rs")) {
        let rel = f.strip_prefix(root()).unwrap().to_string_lossy().replace('\\', "/");
        let kind = kinds().iter().find(|(name, _)| {
            rel.starts_with(&format!("crates/kinds/{name}/"))
                || rel.starts_with(&format!("site/src/kinds/{name}/"))
                || DRAWN_FOR.iter().any(|(at, k)| rel.starts_with(at) && k == name)
        });
        for (k, line) in keys_named(&std::fs::read_to_string(f).unwrap()) {
            named += 1;
            let base = k.split('.').next().unwrap_or(&k);
            if !core.contains(base) && !kind.is_some_and(|(_, w)| w.keys(Lang::En).any(|x| x == base)) {
                missing.push(format!(
                    "{rel}:{line}: `{k}` is not in {} words",
                    kind.map_or("the core's".to_string(), |(n, _)| format!("{n}'s or the core's"))
                ));
            }
        }
    }
    assert!(named > 700, "only {named} keys named: the scan is broken");
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
