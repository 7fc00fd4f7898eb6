//! Lists the cases the site shows, at build time.
//!
//! Every `<cases dir>/*/case.json` (default `cases-public/`, or the `:`-separated
//! folders of `$FDE_CASES_DIR`, relative to the workspace root; the tests add
//! `e2e/fixtures/cases`; a folder name already taken by an earlier directory is
//! skipped) becomes an entry of `CASES`: its manifest text (embedded: the gallery
//! needs titles at once, and manifests are small) and, for every file it names (data
//! files, example submissions and their companions), the file's path, size and a
//! content hash. The files themselves are not embedded: `scripts/build-site` copies
//! them to `dist/cases/<case>/<path>` and a case page fetches its own case's files
//! from there (same origin, relative URL, once per session; see `src/cases.rs`).
//! Nothing is ever uploaded: dropped files never leave the browser.
//!
//! A case of a kind this build does not grade (scripts/build-site builds one `.wasm`
//! per kind) is shown only in the gallery, and its page is another build's: its entry
//! embeds a manifest cut down to what the gallery reads (`id`, `kind`, `title`,
//! `summary`, `server`, the examples' file names), not the rules, parameters and
//! examples its own build needs.
//!
//! The cases' words in the other languages (`i18n` in case.json, issue 17) are not
//! embedded: each language's are one file of the build, `<lang>.cases.<hash>.txt`
//! (`$OUT_DIR/case-words/`, copied to `dist/words/` by `scripts/build-site`), fetched
//! with that language's words (see `src/words.rs`). A case's own build embeds its
//! manifest without `i18n`; since its zip holds case.json byte for byte, that file is
//! listed too (`zip_only`: copied to `dist/cases/<case>/case.json`, fetched for the zip).
//!
//! The one list of files is written here, twice: into the generated code, and as
//! `$OUT_DIR/case-files.json` (`[{case, source, name, size, hash}]`, `source` the path
//! read), which `scripts/build-site` reads to copy exactly those files (it picks the
//! listing whose hashes are all in the built `.wasm`, so a stale one is never used).

use std::fmt::Write;
use std::path::{Path, PathBuf};

/// FNV-1a, 64 bits, as 16 hex digits: names a file's content in its URL (`?v=`), so a
/// cached old file never meets a new `.wasm`. Not a security measure (the files come
/// from the site's own origin); `scripts/build-site` computes the same to check its copy.
fn content_hash(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// A name that stays inside its case folder once copied to `dist/cases/<case>/`.
fn safe_name(f: &str) -> bool {
    !f.is_empty()
        && !f.starts_with('/')
        && !f.contains('\\')
        && !f.chars().any(char::is_control)
        && f.split('/').all(|part| !part.is_empty() && part != "." && part != "..")
}

/// `text` (a case.json) without its `i18n` member, when that is its last member (as
/// casegen writes it) and every other member reads the same without it; `None` (embed
/// the whole text) otherwise.
fn without_i18n(text: &str) -> Option<String> {
    use pysem::pyjson::{parse, Value};
    let Value::Object(full) = parse(text).ok()?.value else { return None };
    let (last, _) = full.last()?;
    if last != "i18n" || full.iter().filter(|(k, _)| k == "i18n").count() != 1 {
        return None;
    }
    // The start of the last top-level member: its comma, found by a scan that skips strings.
    let (mut depth, mut in_str, mut esc, mut comma) = (0usize, false, false, None);
    for (i, c) in text.char_indices() {
        if in_str {
            match c {
                _ if esc => esc = false,
                '\\' => esc = true,
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '{' | '[' => depth += 1,
            '}' | ']' => depth = depth.checked_sub(1)?,
            ',' if depth == 1 => comma = Some(i),
            _ => {}
        }
    }
    let end = text.rfind('}')?;
    let cut = format!("{}{}", &text[..comma?], &text[end..]);
    // Every other member as it was (same values, same places): the core reads the same.
    let Value::Object(rest) = parse(&cut).ok()?.value else { return None };
    (rest[..] == full[..full.len() - 1]).then_some(cut)
}

fn main() {
    println!("cargo:rerun-if-env-changed=FDE_CASES_DIR");
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let root = manifest_dir.parent().unwrap().to_path_buf();
    let dirs = std::env::var("FDE_CASES_DIR").unwrap_or_else(|_| "cases-public".into());
    let mut case_dirs: Vec<PathBuf> = Vec::new();
    // FDE-Bench's own graded cases (issue 45): manifests without data, each its own page
    // at `fdebench/<case>/` (`$FDE_FDEBENCH_DIR`, default `cases-fdebench`; empty: none).
    println!("cargo:rerun-if-env-changed=FDE_FDEBENCH_DIR");
    let fdebench_dirs = std::env::var("FDE_FDEBENCH_DIR").unwrap_or_else(|_| "cases-fdebench".into());
    let mut fdebench: Vec<PathBuf> = Vec::new();
    for (rel, bench) in
        dirs.split(':').map(|d| (d, false)).chain(fdebench_dirs.split(':').map(|d| (d, true))).filter(|(d, _)| !d.is_empty())
    {
        let dir = if Path::new(rel).is_absolute() { PathBuf::from(rel) } else { root.join(rel) };
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut found: Vec<PathBuf> = match std::fs::read_dir(&dir) {
            Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| p.join("case.json").is_file()).collect(),
            Err(_) => Vec::new(),
        };
        found.sort();
        // A folder name already taken by an earlier directory is skipped (ids are unique).
        found.retain(|p| !case_dirs.iter().any(|q| q.file_name() == p.file_name()));
        if bench {
            fdebench.extend(found.iter().cloned());
        }
        case_dirs.extend(found);
    }
    if case_dirs.is_empty() {
        println!("cargo:warning=no cases found under {dirs} (set FDE_CASES_DIR)");
    }

    // The case kinds this build grades (its cargo features), and every kind's id as the
    // grader's registry lists them (crates/grader/src/kinds.rs, read as scripts/kinds does:
    // the build script does not compile the grader).
    let built = |kind: &str| std::env::var_os(format!("CARGO_FEATURE_{}", kind.to_uppercase())).is_some();
    let registry = root.join("crates/grader/src/kinds.rs");
    println!("cargo:rerun-if-changed={}", registry.display());
    let known: Vec<String> = std::fs::read_to_string(&registry)
        .expect("crates/grader/src/kinds.rs")
        .lines()
        .filter_map(|l| l.trim().strip_suffix("\";")?.split_once(", feature = \"").map(|(_, id)| id.to_string()))
        .collect();
    assert!(known.iter().any(|k| k == "routing"), "no kinds read from {}", registry.display());
    let known: Vec<&str> = known.iter().map(String::as_str).collect();
    // The page's one build with every kind (scripts/build-site, split per kind: issues 43
    // and 44) embeds every case's gallery card only: each kind's manifests would sit in the
    // core that every page loads (its data is not split). A page of a case fetches its
    // case.json with its other files.
    let split = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") && known.iter().filter(|k| built(k)).count() > 1;
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let mut out = String::from("/// The cases of this build (generated by build.rs).\npub static CASES: &[EmbeddedCase] = &[\n");
    let mut listing: Vec<serde_json::Value> = Vec::new();
    let mut case_words: Vec<(String, serde_json::Map<String, serde_json::Value>)> =
        ["zh", "ko", "id"].iter().map(|l| (l.to_string(), serde_json::Map::new())).collect();
    for case in &case_dirs {
        let name = case.file_name().unwrap().to_string_lossy().to_string();
        let manifest_path = case.join("case.json");
        println!("cargo:rerun-if-changed={}", manifest_path.display());
        let text = std::fs::read_to_string(&manifest_path).unwrap_or_default();
        // The files it names, as the core reads the manifest (none if it cannot: the
        // site then shows why).
        let manifest = grade_core::case::parse_manifest(text.as_bytes(), "case.json", &known);
        let bench = fdebench.contains(case);
        let embedded = match &manifest {
            // FDE-Bench's own cases (issue 45), in every build: their gallery line only (id,
            // kind, title, the benchmark's name); a page of one fetches its case.json
            // (listed below as its one file): 21 manifests of up to 14 KB stay out of the .wasm.
            Ok(m) if bench => {
                let mut card = serde_json::json!({"id": m.id, "kind": m.kind.as_str(), "title": m.title, "submissions": []});
                if let Ok(full) = serde_json::from_str::<serde_json::Value>(&text) {
                    if let Some(b) = full.get("benchmark") {
                        card["benchmark"] = serde_json::json!({"case": b.get("case").cloned().unwrap_or_default()});
                    }
                }
                let path = out_dir.join(format!("fdebench-{name}.json"));
                let cut = card.to_string();
                match grade_core::case::parse_manifest(cut.as_bytes(), "case.json", &known) {
                    Ok(c) if c.kind == m.kind && c.title == m.title => {
                        std::fs::write(&path, cut).unwrap();
                        path
                    }
                    _ => panic!("{}: its gallery card does not read back", manifest_path.display()),
                }
            }
            Ok(m) if split || !built(m.kind.as_str()) => {
                // The gallery counts the examples: their file names stand for them.
                let examples: Vec<serde_json::Value> =
                    m.submissions.iter().map(|e| serde_json::json!({"file": e.file, "title": "", "teaches": ""})).collect();
                let mut gallery = serde_json::json!({
                    "id": m.id, "kind": m.kind.as_str(), "title": m.title, "summary": m.summary, "submissions": examples,
                });
                if let Ok(full) = serde_json::from_str::<serde_json::Value>(&text) {
                    for key in ["server", "benchmark"] {
                        if let Some(v) = full.get(key) {
                            gallery[key] = v.clone();
                        }
                    }
                }
                let path = out_dir.join(format!("gallery-{name}.json"));
                let cut = gallery.to_string();
                match grade_core::case::parse_manifest(cut.as_bytes(), "case.json", &known) {
                    Ok(c) if c.kind == m.kind && c.title == m.title && c.submissions.len() == m.submissions.len() => {
                        std::fs::write(&path, cut).unwrap();
                        path
                    }
                    _ => manifest_path.clone(),
                }
            }
            // Its own kind: the whole manifest but its words in the other languages
            // (`i18n`, in the case words files below).
            _ => match without_i18n(&text) {
                Some(cut) => {
                    let path = out_dir.join(format!("manifest-{name}.json"));
                    std::fs::write(&path, cut).unwrap();
                    path
                }
                None => manifest_path.clone(),
            },
        };
        // The case's words in the other languages, for their case words files.
        if let Ok(serde_json::Value::Object(full)) = serde_json::from_str::<serde_json::Value>(&text) {
            if let Some(serde_json::Value::Object(langs)) = full.get("i18n") {
                for (lang, w) in langs {
                    if let Some((_, cases)) = case_words.iter_mut().find(|(l, _)| l == lang) {
                        cases.insert(name.clone(), w.clone());
                    }
                }
            }
        }
        // Its case.json is one of the files a page of it fetches.
        let card = bench || (split && embedded != manifest_path);
        let _ = writeln!(
            out,
            "    EmbeddedCase {{\n        dir: {name:?},\n        fdebench: {bench},\n        card: {card},\n        manifest: include_str!({:?}),",
            embedded.display().to_string()
        );
        // The case.json itself when the page embeds less (for the case's zip, which holds
        // it byte for byte): copied to dist/cases/<case>/case.json, fetched for the zip only.
        if !card && std::fs::read_to_string(&embedded).ok().as_deref() != Some(text.as_str()) && safe_name(&name) {
            let (size, hash) = (text.len(), content_hash(text.as_bytes()));
            let _ = writeln!(out, "        original: Some(CaseFile {{ name: \"case.json\", size: {size}, hash: {hash:?} }}),");
            listing.push(serde_json::json!({
                "case": name, "kind": manifest.as_ref().map(|m| m.kind.as_str()).unwrap_or("routing"),
                "source": manifest_path.display().to_string(), "name": "case.json", "size": size, "hash": hash, "zip_only": true,
            }));
        } else {
            out.push_str("        original: None,\n");
        }
        out.push_str("        files: &[\n");
        // An FDE-Bench case ships no data (the reader brings it): its one file is its case.json.
        let mut named: Vec<String> =
            if bench { vec!["case.json".into()] } else { manifest.iter().flat_map(|m| m.named_files()).map(String::from).collect() };
        if card && !bench {
            named.push("case.json".into());
        }
        // Which build of the page shows it (scripts/build-site: one per case kind).
        let kind = manifest.as_ref().map(|m| m.kind.as_str()).unwrap_or("routing");
        for f in named {
            let p = case.join(&f);
            let bytes = if safe_name(&f) { std::fs::read(&p).ok() } else { None };
            let Some(bytes) = bytes else {
                println!("cargo:warning=case {name}: `{f}` is named in case.json but missing (or outside the case folder)");
                continue;
            };
            println!("cargo:rerun-if-changed={}", p.display());
            let hash = content_hash(&bytes);
            let size = bytes.len();
            let _ = writeln!(out, "            CaseFile {{ name: {f:?}, size: {size}, hash: {hash:?} }},");
            listing.push(serde_json::json!({
                "case": name, "kind": kind, "source": p.display().to_string(), "name": f, "size": size, "hash": hash,
            }));
        }
        out.push_str("        ],\n    },\n");
    }
    out.push_str("];\n");
    // The kinds' ids as read from the registry (a test: they are the grader's).
    let _ = writeln!(
        out,
        "/// The case kinds' ids build.rs read from the grader's registry.\n#[cfg(test)]\npub static BUILD_KINDS: &[&str] = &{known:?};"
    );
    // `fdebench_pages`: this build shows an FDE-Bench page (a case of cases-fdebench/ of a
    // kind it grades); the others leave the page's code out (site/src/pages/fdebench.rs).
    println!("cargo:rustc-check-cfg=cfg(fdebench_pages)");
    // scripts/build-site's one page build split per kind (`--cfg fde_split`, kinds/mod.rs).
    println!("cargo:rustc-check-cfg=cfg(fde_split)");
    let here = case_dirs.iter().filter(|c| fdebench.contains(c)).any(|c| {
        let bytes = std::fs::read(c.join("case.json")).unwrap_or_default();
        grade_core::case::parse_manifest(&bytes, "case.json", &known).is_ok_and(|m| built(m.kind.as_str()))
    });
    if here {
        println!("cargo:rustc-cfg=fdebench_pages");
    }
    // The cases' words in each other language: one file per language,
    // `<lang>.cases.<hash>.txt` (JSON: case folder -> its `i18n.<lang>`), the same for every
    // build of the page (every case, whatever its kind); scripts/build-site copies them
    // to dist/words/ and a page fetches the one of its language with that language's
    // words (src/words.rs). The page checks the hash of what it gets.
    let words_dir = out_dir.join("case-words");
    let _ = std::fs::remove_dir_all(&words_dir);
    std::fs::create_dir_all(&words_dir).unwrap();
    out.push_str("/// The cases' words files (`words/<lang>.cases.<hash>.txt`), by language code.\npub static CASE_WORDS_FILES: &[(&str, &str)] = &[\n");
    let mut texts = String::from("#[cfg(test)]\npub static CASE_WORDS_TEXT: &[(&str, &str)] = &[\n");
    for (lang, cases) in &case_words {
        let text = serde_json::Value::Object(cases.clone()).to_string();
        let file = format!("{lang}.cases.{}.txt", content_hash(text.as_bytes()));
        let path = words_dir.join(&file);
        std::fs::write(&path, &text).unwrap();
        let _ = writeln!(out, "    ({lang:?}, {file:?}),");
        let _ = writeln!(texts, "    ({lang:?}, include_str!({:?})),", path.display().to_string());
    }
    out.push_str("];\n");
    out.push_str(&texts);
    out.push_str("];\n");
    std::fs::write(out_dir.join("cases.rs"), out).unwrap();
    let listing = serde_json::to_string_pretty(&listing).unwrap();
    std::fs::write(out_dir.join("case-files.json"), listing + "\n").unwrap();
}
