//! The catalogue's rules (issue 17): every key in every language, the same variables in
//! every translation, and no key nobody uses.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use i18n::{keys, variables, Lang};

#[test]
fn every_key_in_every_language_with_the_same_variables() {
    let en: BTreeSet<_> = keys(Lang::En).collect();
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let have: BTreeSet<_> = keys(lang).collect();
        for k in en.difference(&have) {
            problems.push(format!("{}: missing `{k}`", lang.code()));
        }
        for k in have.difference(&en) {
            problems.push(format!("{}: `{k}` is not in English", lang.code()));
        }
        for k in en.intersection(&have) {
            let (a, b) = (variables(Lang::En, k), variables(lang, k));
            if a != b {
                problems.push(format!("{}: `{k}` uses {b:?}, English {a:?}", lang.code()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
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
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    for d in ["site/src", "crates/cli/src", "crates/grader/src", "crates/core/src", "crates/kinds", "crates/i18n/src"] {
        rust_files(&root.join(d), &mut files);
    }
    files.iter().map(|p| std::fs::read_to_string(p).unwrap_or_default()).collect::<Vec<_>>().join("\n")
}

/// A key is used when the sources name it in quotes (`"case-score"`), or, for
/// `diagnostics.ftl`, when it is a diagnostic code with `/` written `-` (`routing/unknown-store`
/// -> `routing-unknown-store`), or a code's hint (`...-hint`), or, for `explain.ftl`, a code's
/// explanation (`explain-routing-unknown-store`), or, for a location's words `loc-<place>`,
/// when a kind sets that place (`.index("route", …)`, `.name("store", …)`). An attribute
/// (`key.attr`) is used when its message is.
#[test]
fn no_unused_key() {
    let src = sources();
    let mut unused = Vec::new();
    for k in keys(Lang::En) {
        if k.starts_with("test-") {
            continue; // the walker's own probes, used by its unit tests
        }
        let base = k.split('.').next().unwrap_or(k);
        let quoted = src.contains(&format!("\"{base}\""));
        let code = base.strip_suffix("-hint").or_else(|| base.strip_prefix("explain-")).unwrap_or(base);
        let as_code = code.split_once('-').is_some_and(|(kind, rule)| src.contains(&format!("\"{kind}/{rule}\"")));
        let as_place =
            base.strip_prefix("loc-").is_some_and(|p| src.contains(&format!("index(\"{p}\"")) || src.contains(&format!("name(\"{p}\"")));
        if !quoted && !as_code && !as_place {
            unused.push(k);
        }
    }
    assert!(unused.is_empty(), "keys nobody uses: {unused:?}");
}
