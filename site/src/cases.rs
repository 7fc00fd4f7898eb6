//! The case set: every case's manifest, embedded at build time (see `build.rs`), and
//! its files (data, example submissions, their companions), fetched from the site's
//! own origin when a page of that case opens (see [`load`]), then kept for the session.

use std::cell::RefCell;
use std::sync::OnceLock;

use grader::case::{parse_manifest, read_manifest, CaseManifest, ExampleSubmission, Rule};
use grader::pyjson::{Spanned, Value};
use i18n::Lang;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// A file a case names, as listed at build time (its bytes are fetched, see [`load`]).
pub struct CaseFile {
    /// Path relative to the case folder (as in case.json).
    pub name: &'static str,
    pub size: usize,
    /// A hash of the content (16 hex digits, see `build.rs`).
    pub hash: &'static str,
}

/// One case folder as built in: its manifest text and the files it names.
pub struct EmbeddedCase {
    /// Folder name (the URL's `case=`).
    pub dir: &'static str,
    /// One of FDE-Bench's own cases (`cases-fdebench/`): a manifest without data, its
    /// page at `fdebench/<case>/`, where the reader brings the case's files.
    pub fdebench: bool,
    /// `manifest` is the case's gallery card (an FDE-Bench case's, another kind's, or
    /// every case's in the page split per kind): a page of it reads its case.json, fetched
    /// with its files (see `build.rs`).
    pub card: bool,
    /// The manifest as embedded: case.json without its words in the other languages
    /// (`i18n`: fetched, see [`install_words`]) or, for another kind's case, cut down to
    /// its gallery card (see `build.rs`).
    pub manifest: &'static str,
    /// case.json itself when `manifest` is not all of it (the case's zip holds it byte
    /// for byte: fetched for the zip, see [`original_manifest`]).
    pub original: Option<CaseFile>,
    pub files: &'static [CaseFile],
}

include!(concat!(env!("OUT_DIR"), "/cases.rs"));

/// One language's words of a case: `i18n.<lang>` in case.json (a field the core does
/// not model; its format is in `crates/casegen/src/i18n.rs`). A field left out (or not
/// text) is shown in English.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CaseWords {
    pub title: Option<String>,
    pub summary: Option<String>,
    /// The request (Markdown), in place of the English `request` / instruction file.
    pub request: Option<String>,
    /// By rule, in the English order: title, detail, if_missed.
    pub rules: Vec<[Option<String>; 3]>,
    /// By example file: title, teaches.
    pub examples: Vec<(String, [Option<String>; 2])>,
    /// By person id (an uplift case's people.json): the role.
    pub people: Vec<(String, String)>,
}

/// One language's words of a case (`i18n.<lang>` of its case.json).
fn read_lang_words(w: &Spanned) -> CaseWords {
    let text = |v: &Spanned, k: &str| v.value.get(k).and_then(|x| x.value.as_str()).map(String::from);
    let rules = match w.value.get("rules").map(|r| &r.value) {
        Some(Value::Array(rs)) => rs.iter().map(|r| ["title", "detail", "if_missed"].map(|k| text(r, k))).collect(),
        _ => Vec::new(),
    };
    let examples = match w.value.get("examples").map(|e| &e.value) {
        Some(Value::Object(es)) => es.iter().map(|(file, e)| (file.clone(), ["title", "teaches"].map(|k| text(e, k)))).collect(),
        _ => Vec::new(),
    };
    let people = match w.value.get("people").map(|e| &e.value) {
        Some(Value::Object(ps)) => ps.iter().filter_map(|(id, r)| Some((id.clone(), r.value.as_str()?.to_string()))).collect(),
        _ => Vec::new(),
    };
    CaseWords { title: text(w, "title"), summary: text(w, "summary"), request: text(w, "request"), rules, examples, people }
}

/// Where a language's words of the cases are kept ([`CaseInfo::words`]); English has
/// none (it is the case's own fields).
fn slot(lang: Lang) -> Option<usize> {
    match lang {
        Lang::En => None,
        Lang::Zh => Some(0),
        Lang::Ko => Some(1),
        Lang::Id => Some(2),
    }
}

/// The name of `lang`'s cases' words file (`<lang>.cases.<hash>.txt`, in `words/`), if
/// this build has one (every language but English).
pub fn words_file(lang: Lang) -> Option<&'static str> {
    CASE_WORDS_FILES.iter().find(|(l, _)| *l == lang.code()).map(|(_, f)| *f)
}

/// FNV-1a, 64 bits, as in `build.rs` (which names the cases' words files by it).
fn fnv1a64(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    let mut s = String::with_capacity(16);
    for i in (0..16).rev() {
        s.push(char::from_digit(((h >> (i * 4)) & 0xf) as u32, 16).unwrap_or('0'));
    }
    s
}

/// Install `lang`'s words of the cases: `text` is its file (see [`words_file`]), checked
/// against the hash in its name (a file of another build is refused).
pub fn install_words(lang: Lang, text: &str) -> Result<(), String> {
    let (Some(i), Some(file)) = (slot(lang), words_file(lang)) else {
        return Err(format!("no cases' words file for {}", lang.code()));
    };
    let want = file.rsplit('.').nth(1).unwrap_or_default();
    if fnv1a64(text.as_bytes()) != want {
        return Err(format!("{file}: not this build's words (hash)"));
    }
    let root = grader::pyjson::parse(text).map_err(|e| format!("{file}: line {}: {}", e.line, e.message))?;
    let Value::Object(words) = &root.value else {
        return Err(format!("{file}: not an object"));
    };
    for (dir, w) in words {
        if let Some(c) = find(dir) {
            let _ = c.words[i].set(read_lang_words(w));
        }
    }
    Ok(())
}

/// A case as the site knows it: its manifest read once, or why it could not be read.
pub struct CaseInfo {
    pub embedded: &'static EmbeddedCase,
    pub manifest: Result<CaseManifest, String>,
    /// `request` in case.json (a field the core does not model), if it is text.
    pub request: Option<String>,
    /// `benchmark.case` in case.json (FDE-Bench's own name of the case,
    /// `043_water_coagulant_dosing`), if any.
    pub benchmark: Option<String>,
    /// The case's words in zh, ko and id (`i18n` in case.json), once fetched (see
    /// [`install_words`]).
    words: [OnceLock<CaseWords>; 3],
    /// The files' bytes once fetched, in the order of `embedded.files`.
    loaded: OnceLock<Vec<&'static [u8]>>,
    /// case.json's bytes once fetched (see [`original_manifest`]).
    original: OnceLock<&'static [u8]>,
    /// An FDE-Bench case's whole manifest, read from its fetched case.json (the build
    /// embeds its gallery line only: see `build.rs`).
    full: OnceLock<Result<CaseManifest, String>>,
}

impl CaseInfo {
    pub fn dir(&self) -> &'static str {
        self.embedded.dir
    }

    /// One of FDE-Bench's own cases (its page at `fdebench/<case>/`).
    pub fn is_fdebench(&self) -> bool {
        self.embedded.fdebench
    }

    /// The manifest a page grades with: the embedded one, or case.json once fetched when
    /// the page embeds the case's gallery card only (until then, why not).
    pub fn full_manifest(&self) -> Result<&CaseManifest, String> {
        if !self.embedded.card {
            return self.manifest.as_ref().map_err(Clone::clone);
        }
        if let Some(m) = self.full.get() {
            return m.as_ref().map_err(Clone::clone);
        }
        let Some(bytes) = self.file("case.json") else {
            return Err("case.json is not loaded yet".into());
        };
        self.full.get_or_init(|| parse_manifest(bytes, "case.json").map_err(|d| d.to_string())).as_ref().map_err(Clone::clone)
    }

    /// The text of the manifest a page grades with (what the worker is given).
    pub fn manifest_text(&self) -> &'static str {
        match self.file("case.json").filter(|_| self.embedded.card) {
            Some(b) => std::str::from_utf8(b).unwrap_or_default(),
            None => self.embedded.manifest,
        }
    }

    /// A file of this case, by its path relative to the case folder (`None` until the
    /// case's files are loaded, see [`load`]; pages render once they are).
    pub fn file(&self, name: &str) -> Option<&'static [u8]> {
        let i = self.embedded.files.iter().position(|f| f.name == name)?;
        self.loaded.get()?.get(i).copied()
    }

    /// Natively (the pre-render): this case's files, read from the built site's folder.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn set_loaded(&self, files: Vec<&'static [u8]>) {
        let _ = self.loaded.set(files);
    }

    /// True once this case's files are here (fetched earlier in this session).
    pub fn is_loaded(&self) -> bool {
        self.loaded.get().is_some()
    }

    /// The size of case.json (as the case folder holds it).
    pub fn case_json_size(&self) -> usize {
        let fetched = self.embedded.files.iter().find(|f| self.embedded.card && f.name == "case.json");
        fetched.or(self.embedded.original.as_ref()).map_or(self.embedded.manifest.len(), |f| f.size)
    }

    /// The case's words in `lang`, if it has any.
    pub fn words_in(&self, lang: Lang) -> Option<&CaseWords> {
        self.words.get(slot(lang)?)?.get()
    }

    /// The title in `lang`, English when it has none (and "" for an unreadable manifest).
    pub fn title_in(&self, lang: Lang) -> String {
        // An FDE-Bench case's gallery line (embedded) until its case.json is here.
        let en = self.full_manifest().ok().or(self.manifest.as_ref().ok()).map(|m| m.title.as_str()).unwrap_or_default();
        prose_numbers(lang, &self.words_in(lang).and_then(|w| w.title.clone()).unwrap_or_else(|| en.to_string()))
    }

    /// The summary in `lang`, English when it has none.
    pub fn summary_in(&self, lang: Lang) -> String {
        // An FDE-Bench case's gallery line (embedded) until its case.json is here.
        let en = self.full_manifest().ok().or(self.manifest.as_ref().ok()).map(|m| m.summary.as_str()).unwrap_or_default();
        prose_numbers(lang, &self.words_in(lang).and_then(|w| w.summary.clone()).unwrap_or_else(|| en.to_string()))
    }

    /// Rule `i` (`en`, as in the manifest) with each of its fields in `lang` when it has it.
    pub fn rule_in(&self, lang: Lang, i: usize, en: &Rule) -> Rule {
        let w = self.words_in(lang).and_then(|w| w.rules.get(i));
        let pick = |k: usize, en: &str| prose_numbers(lang, &w.and_then(|w| w[k].clone()).unwrap_or_else(|| en.to_string()));
        Rule { title: pick(0, &en.title), detail: pick(1, &en.detail), if_missed: pick(2, &en.if_missed) }
    }

    /// An example's title and `teaches` in `lang` (English per field when it has none).
    pub fn example_in(&self, lang: Lang, en: &ExampleSubmission) -> (String, String) {
        let w = self.words_in(lang).and_then(|w| w.examples.iter().find(|(f, _)| *f == en.file)).map(|(_, w)| w);
        let pick = |k: usize, en: &str| prose_numbers(lang, &w.and_then(|w| w[k].clone()).unwrap_or_else(|| en.to_string()));
        (pick(0, &en.title), pick(1, &en.teaches))
    }

    /// A person's role (an uplift case's people.json) in `lang`, else as the file has it.
    pub fn role_in(&self, lang: Lang, id: &str, en: &str) -> String {
        self.words_in(lang).and_then(|w| w.people.iter().find(|(i, _)| i == id)).map_or_else(|| en.to_string(), |(_, r)| r.clone())
    }

    /// An example's name in a list: its title in `lang`, or its file when it has no title.
    /// Plain text (a menu's option, a button): the title's Markdown backticks dropped
    /// (`` `inf` when unsure `` reads "inf when unsure"), issue 45.
    pub fn example_label(&self, lang: Lang, en: &ExampleSubmission) -> String {
        if en.title.is_empty() {
            en.file.clone()
        } else {
            self.example_in(lang, en).0.replace('`', "")
        }
    }

    /// The title in the page's language (reactive: read it inside a closure).
    pub fn title(&self) -> String {
        self.title_in(crate::words::lang())
    }

    /// The summary in the page's language (reactive).
    pub fn summary(&self) -> String {
        self.summary_in(crate::words::lang())
    }

    /// The customer's request in `lang`: its translation, else the English (`request`
    /// in case.json, or the file `files.instruction`, or `request`, `brief`).
    pub fn request_in(&self, lang: Lang) -> Option<String> {
        if let Some(r) = self.words_in(lang).and_then(|w| w.request.clone()) {
            return Some(prose_numbers(lang, &r));
        }
        self.request()
    }

    /// The customer's request in English: `request` in case.json, or the file
    /// `files.instruction` (or `request`, `brief`).
    pub fn request(&self) -> Option<String> {
        if let Some(s) = &self.request {
            return Some(s.clone());
        }
        // A gallery card has no request: the fetched case.json has.
        if self.embedded.card {
            let root = grader::pyjson::parse(std::str::from_utf8(self.file("case.json")?).ok()?).ok()?;
            if let Some(s) = root.value.get("request").and_then(|r| r.value.as_str()) {
                return Some(s.to_string());
            }
        }
        let m = self.full_manifest().ok()?;
        let name = ["instruction", "request", "brief"].iter().find_map(|k| m.files.get(*k))?;
        self.file(name).map(|b| String::from_utf8_lossy(b).into_owned())
    }
}

/// A case's prose in `lang` with its decimal numbers in that language's form: the
/// translations write numbers as the English does (`0.165`, `32,000`: they are data,
/// `crates/casegen/src/i18n.rs`), and an Indonesian page's tables write `0,165` and
/// `32.000` (issue 45). Code spans and fences, and numbers inside words, paths or
/// versions (`sub1_width`, `v1.2.3`), stay as written; numbers with neither a decimal
/// point nor a grouping comma (years, counts) too.
pub fn prose_numbers(lang: Lang, text: &str) -> String {
    if lang != Lang::Id || !text.bytes().any(|b| b == b'.' || b == b',') {
        return text.to_string();
    }
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let (mut i, mut from) = (0, 0);
    let mut code = false;
    while i < b.len() {
        if b[i] == b'`' {
            code = !code;
            i += 1;
            continue;
        }
        // A number's start: not inside a word, path, version or range (`-` only as a sign).
        let glue = |k: usize| b[k].is_ascii_alphanumeric() || b"._/\\+:,".contains(&b[k]);
        let starts =
            !code && b[i].is_ascii_digit() && (i == 0 || !glue(i - 1) && (b[i - 1] != b'-' || i < 2 || !glue(i - 2) && b[i - 2] != b'-'));
        if !starts {
            i += 1;
            continue;
        }
        let digits = |mut j: usize| {
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            j
        };
        let mut j = digits(i);
        let whole = j - i <= 3;
        let mut plain = text[i..j].to_string();
        // Grouping commas: `,ddd` runs after at most three digits.
        while whole && j + 3 < b.len() && b[j] == b',' && digits(j + 1) == j + 4 {
            plain.push_str(&text[j + 1..j + 4]);
            j += 4;
        }
        if j + 1 < b.len() && b[j] == b'.' && b[j + 1].is_ascii_digit() {
            let k = digits(j + 1);
            plain.push('.');
            plain.push_str(&text[j + 1..k]);
            j = k;
        }
        let changed = plain.len() != j - i || plain.contains('.');
        // `1.2.3`, `1.5e3`, `3,50` or `4.2kg`-like glue: left alone.
        let glued = j < b.len()
            && (b[j].is_ascii_alphanumeric()
                || b[j] == b'_'
                || (b[j] == b'.' || b[j] == b',') && j + 1 < b.len() && b[j + 1].is_ascii_digit());
        if changed && !glued {
            out.push_str(&text[from..i]);
            out.push_str(&i18n::number(lang, &plain));
            from = j;
        }
        i = j;
    }
    out.push_str(&text[from..]);
    out
}

/// Every case, in folder order (read on first use).
pub fn all() -> &'static [CaseInfo] {
    static ALL: OnceLock<Vec<CaseInfo>> = OnceLock::new();
    ALL.get_or_init(|| {
        CASES
            .iter()
            .map(|c| {
                // One parse for the manifest and `request`; a manifest that is not JSON
                // goes through `parse_manifest` for its located message.
                let root = grader::pyjson::parse(c.manifest).ok();
                let manifest = match &root {
                    Some(root) => read_manifest(root, "case.json"),
                    None => parse_manifest(c.manifest.as_bytes(), "case.json"),
                };
                let request = root.as_ref().and_then(|v| v.value.get("request"));
                let benchmark = root.as_ref().and_then(|v| v.value.get("benchmark")).and_then(|b| b.value.get("case"));
                CaseInfo {
                    embedded: c,
                    manifest: manifest.map_err(|d| d.to_string()),
                    request: request.and_then(|r| r.value.as_str().map(String::from)),
                    benchmark: benchmark.and_then(|b| b.value.as_str().map(String::from)),
                    words: Default::default(),
                    loaded: OnceLock::new(),
                    original: OnceLock::new(),
                    full: OnceLock::new(),
                }
            })
            .collect()
    })
}

/// A case by folder name.
pub fn find(dir: &str) -> Option<&'static CaseInfo> {
    all().iter().find(|c| c.dir() == dir)
}

/// Whether this page grades `kind` now: its module is loaded (a page downloads one kind's
/// grader and figures: `crate::kinds::load`).
pub fn built(kind: grader::case::CaseKind) -> bool {
    crate::kinds::built(kind)
}

/// Whether case `dir` can be shown by this build without loading another one (an
/// unknown or unreadable case can: its page says what is wrong).
pub fn shown_here(dir: &str) -> bool {
    find(dir).and_then(|c| c.manifest.as_ref().ok()).is_none_or(|m| built(m.kind))
}

/// Where `scripts/build-site` puts a case's file: `cases/<case>/<path>`, relative to the
/// page (so the site works under any sub-path), each segment percent-encoded. The
/// `?v=` query is the file's content hash: a new build with a changed file asks for a
/// new URL, so a cached old copy never meets a new `.wasm` (and a host that caches
/// without the query is caught by the size check in [`fetch_file`]).
pub fn url(dir: &str, file: &CaseFile) -> String {
    let enc = |s: &str| encode_uri_component(s);
    let path: Vec<String> = file.name.split('/').map(enc).collect();
    format!("cases/{}/{}?v={}", enc(dir), path.join("/"), file.hash)
}

/// `encodeURIComponent`: natively the same rule (the pre-render writes these links).
fn encode_uri_component(s: &str) -> String {
    if crate::BROWSER {
        return js_sys::encode_uri_component(s).into();
    }
    let keep = |b: u8| b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b);
    s.bytes().map(|b| if keep(b) { char::from(b).to_string() } else { format!("%{b:02X}") }).collect()
}

/// Why fetching `name` failed (a network error, or reading its body).
fn fetch_failed(name: &str, e: JsValue) -> String {
    let why = e
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| crate::words::t("case-fetch-network"));
    crate::words::tf("case-fetch-failed", &[("file", name), ("why", &why)])
}

/// Fetches `file` (already requested: `response`) and keeps its bytes for the session.
async fn fetch_file(file: &CaseFile, response: JsFuture) -> Result<&'static [u8], String> {
    let body = fetch_body(file, response).await?;
    read_body(file, body).await
}

/// The answer to `file`'s request (`response`), checked, and the reading of its body
/// started (not awaited: see [`fetch_all`]).
async fn fetch_body(file: &CaseFile, response: JsFuture) -> Result<JsFuture, String> {
    let name = file.name;
    let failed = |e: JsValue| fetch_failed(name, e);
    let response: web_sys::Response = response.await.map_err(failed)?.unchecked_into();
    if !response.ok() {
        let text = response.status_text();
        let sep = if text.is_empty() { "" } else { " " };
        let status = format!("{}{sep}{text}", response.status());
        return Err(crate::words::tf("case-fetch-status", &[("file", name), ("status", &status)]));
    }
    Ok(JsFuture::from(response.array_buffer().map_err(failed)?))
}

/// `file`'s body (being read: `body`), its size checked, kept for the session.
async fn read_body(file: &CaseFile, body: JsFuture) -> Result<&'static [u8], String> {
    let body = body.await.map_err(|e| fetch_failed(file.name, e))?;
    let bytes = js_sys::Uint8Array::new(&body).to_vec();
    if bytes.len() != file.size {
        let (got, want) = (crate::words::n(crate::format::int(bytes.len() as i64)), crate::words::n(crate::format::int(file.size as i64)));
        return Err(crate::words::tf("case-fetch-size", &[("file", file.name), ("got", &got), ("want", &want)]));
    }
    Ok(Box::leak(bytes.into_boxed_slice()))
}

/// Requests every file of `info` at once, then reads them; every failure is named.
async fn fetch_all(info: &'static CaseInfo) -> Result<Vec<&'static [u8]>, String> {
    let window = web_sys::window().ok_or_else(|| crate::words::t("case-fetch-no-window"))?;
    // The start script (see scripts/build-site) may have asked for the files of the
    // page's `?case=` already, while the .wasm loaded: take those answers (once each).
    let early = js_sys::Reflect::get(&window, &"fdePrefetch".into()).ok().filter(JsValue::is_object).map(js_sys::Object::from);
    let request = |u: String| -> js_sys::Promise {
        let key = JsValue::from_str(&u);
        if let Some(early) = &early {
            let got = js_sys::Reflect::get(early, &key).ok();
            if let Some(p) = got.and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) {
                let _ = js_sys::Reflect::delete_property(early, &key);
                return p;
            }
        }
        window.fetch_with_str(&u)
    };
    let pending: Vec<(&CaseFile, JsFuture)> =
        info.embedded.files.iter().map(|f| (f, JsFuture::from(request(url(info.dir(), f))))).collect();
    // Every body's reading is started (as each answer comes) before any is awaited: the
    // bodies are read at once, not in turn.
    let mut bodies = Vec::with_capacity(pending.len());
    for (f, response) in pending {
        bodies.push((f, fetch_body(f, response).await));
    }
    let mut files = Vec::with_capacity(bodies.len());
    let mut errors = Vec::new();
    for (f, body) in bodies {
        match body {
            Ok(body) => match read_body(f, body).await {
                Ok(b) => files.push(b),
                Err(e) => errors.push(e),
            },
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(files)
    } else {
        Err(errors.join("; "))
    }
}

/// case.json as the case folder holds it (for the case's zip): the embedded manifest
/// when that is all of it, else fetched once (`cases/<case>/case.json?v=<hash>`, see
/// `build.rs`: the page embeds it without its words in the other languages).
pub async fn original_manifest(info: &'static CaseInfo) -> Result<&'static [u8], String> {
    if let Some(b) = info.file("case.json").filter(|_| info.embedded.card) {
        return Ok(b);
    }
    let Some(f) = &info.embedded.original else {
        return Ok(info.embedded.manifest.as_bytes());
    };
    if let Some(b) = info.original.get() {
        return Ok(b);
    }
    let window = web_sys::window().ok_or("no window to fetch from")?;
    let b = fetch_file(f, JsFuture::from(window.fetch_with_str(&url(info.dir(), f)))).await?;
    Ok(info.original.get_or_init(|| b))
}

thread_local! {
    /// Loads under way, by case: a second page of the same case waits for the same one.
    static LOADING: RefCell<Vec<(&'static str, js_sys::Promise)>> = const { RefCell::new(Vec::new()) };
}

/// Fetch the files of `info` from the site (all in parallel), once per session: after
/// the first success every page of this case reads them at once; a failure (which
/// names each file that failed and why, e.g. `customers.csv: HTTP 404 Not Found`) is
/// not kept, so opening the case again retries.
pub async fn load(info: &'static CaseInfo) -> Result<(), String> {
    if info.is_loaded() {
        return Ok(());
    }
    let dir = info.dir();
    let promise = LOADING.with(|l| {
        let mut l = l.borrow_mut();
        if let Some((_, p)) = l.iter().find(|(d, _)| *d == dir) {
            return p.clone();
        }
        let p = wasm_bindgen_futures::future_to_promise(async move {
            let r = fetch_all(info).await;
            LOADING.with(|l| l.borrow_mut().retain(|(d, _)| *d != dir));
            let files = r.map_err(|e| JsValue::from_str(&e))?;
            let _ = info.loaded.set(files);
            Ok(JsValue::UNDEFINED)
        });
        l.push((dir, p.clone()));
        p
    });
    JsFuture::from(promise).await.map(|_| ()).map_err(|e| e.as_string().unwrap_or_else(|| "unknown error".into()))
}

/// Whether the files of `info` are here: `Some(Ok)` at once when they already are (no
/// flash of a loading state), else `None` until [`load`] ends.
pub fn loaded_signal(info: &'static CaseInfo) -> ReadSignal<Option<Result<(), String>>> {
    let (status, set) = signal(info.is_loaded().then_some(Ok(())));
    if !info.is_loaded() {
        leptos::task::spawn_local(async move {
            let r = load(info).await;
            // The page may be gone by now (navigated away): then nobody listens.
            let _ = set.try_set(Some(r));
        });
    }
    status
}

/// What a page shows while the case's files are on their way.
pub fn loading_view() -> AnyView {
    view! { <p class="case-loading" role="status" aria-live="polite">{move || crate::words::t("case-loading-files")}</p> }.into_any()
}

/// What a page shows when they could not be fetched: each file and why.
pub fn failed_view(why: String) -> AnyView {
    view! {
        <p class="error case-load-error" id="case-load-error" role="alert">
            {move || crate::words::tf("case-load-failed", &[("why", &why)])}
        </p>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    /// build.rs reads the kinds' ids from the grader's registry file (it does not compile
    /// the grader): they are the grader's kinds, in its order.
    #[test]
    fn the_build_reads_every_kind_of_the_registry() {
        let kinds: Vec<&str> = grader::case::CaseKind::ALL.iter().map(|k| k.as_str()).collect();
        assert_eq!(super::BUILD_KINDS, kinds.as_slice());
    }

    use super::*;

    #[test]
    fn indonesian_prose_writes_its_numbers_as_its_tables_do() {
        let id = |t: &str| prose_numbers(Lang::Id, t);
        assert_eq!(id("Ini menentukan acuan: skor 1.0."), "Ini menentukan acuan: skor 1,0.");
        assert_eq!(
            id("kerusakan naik ke 51,900 euro, uplift −0.2216; biaya 0.12"),
            "kerusakan naik ke 51.900 euro, uplift −0,2216; biaya 0,12"
        );
        assert_eq!(
            id("pakai `0.5` dan sub1_width, v1.2.3, 2025-03-03, 1334 toko, 1, 2, 3"),
            "pakai `0.5` dan sub1_width, v1.2.3, 2025-03-03, 1334 toko, 1, 2, 3"
        );
        assert_eq!(id("```\nx = 0.25\n```\nlalu 0.25"), "```\nx = 0.25\n```\nlalu 0,25");
        assert_eq!(id("nilai -0.5 dan 1-0.5"), "nilai -0,5 dan 1-0.5");
        assert_eq!(prose_numbers(Lang::Zh, "skor 1.0"), "skor 1.0");
    }

    fn info(manifest: &'static str) -> CaseInfo {
        let embedded: &'static EmbeddedCase =
            Box::leak(Box::new(EmbeddedCase { dir: "c", fdebench: false, card: false, manifest, original: None, files: &[] }));
        let root = grader::pyjson::parse(manifest).unwrap();
        let words: [OnceLock<CaseWords>; 3] = Default::default();
        if let Some(Value::Object(langs)) = root.value.get("i18n").map(|v| &v.value) {
            for (code, w) in langs {
                if let Some(i) = Lang::parse(code).and_then(slot) {
                    let _ = words[i].set(read_lang_words(w));
                }
            }
        }
        CaseInfo {
            embedded,
            manifest: read_manifest(&root, "case.json").map_err(|d| d.to_string()),
            request: None,
            benchmark: None,
            words,
            loaded: OnceLock::new(),
            original: OnceLock::new(),
            full: OnceLock::new(),
        }
    }

    const CASE: &str = r#"{"id": "c", "kind": "prediction", "title": "Bakery", "summary": "One bakery.",
        "rules": [{"title": "Rows", "detail": "One row each.", "if_missed": "Score 0."}, {"title": "Rain", "detail": "D", "if_missed": "M"}],
        "submissions": [{"file": "s/1.csv", "title": "Flat", "teaches": "Poor."}],
        "i18n": {"zh": {"title": "面包店", "rules": [{"title": "行", "detail": "每个一行。"}], "examples": {"s/1.csv": {"teaches": "差。"}}},
                 "ko": {"title": "베이커리", "summary": "베이커리 한 곳."}, "xx": {"title": "?"}, "en": {"title": "Not this"}}}"#;

    #[test]
    fn each_field_in_the_language_else_english() {
        let c = info(CASE);
        let m = c.manifest.as_ref().unwrap().clone();
        assert_eq!(c.title_in(Lang::Zh), "面包店");
        assert_eq!(c.summary_in(Lang::Zh), "One bakery.", "no zh summary: English");
        assert_eq!(c.summary_in(Lang::Ko), "베이커리 한 곳.");
        assert_eq!(c.title_in(Lang::Id), "Bakery", "no id words at all: English");
        assert_eq!(c.title_in(Lang::En), "Bakery", "English is the case's own fields, never i18n.en");
        let r = c.rule_in(Lang::Zh, 0, &m.rules[0]);
        assert_eq!((r.title.as_str(), r.detail.as_str(), r.if_missed.as_str()), ("行", "每个一行。", "Score 0."));
        let r = c.rule_in(Lang::Zh, 1, &m.rules[1]);
        assert_eq!(r.title, "Rain", "a rule the translation lacks: English");
        assert_eq!(c.example_in(Lang::Zh, &m.submissions[0]), ("Flat".to_string(), "差。".to_string()));
        assert_eq!(c.example_in(Lang::Ko, &m.submissions[0]), ("Flat".to_string(), "Poor.".to_string()));
        assert_eq!(c.words.iter().filter(|w| w.get().is_some()).count(), 2, "unknown languages and en are not kept");
    }

    /// Every embedded public case (a folder of cases-public/; the test fixtures a build may
    /// add are English only) reads in zh, ko and id, each different from the English.
    #[test]
    fn every_embedded_case_reads_in_four_languages() {
        install_all();
        let public = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases-public");
        let cases: Vec<&CaseInfo> = all().iter().filter(|c| public.join(c.dir()).join("case.json").is_file()).collect();
        assert!(cases.len() >= 9, "{} public cases embedded", cases.len());
        for c in cases {
            let en = c.title_in(Lang::En);
            for lang in [Lang::Zh, Lang::Ko, Lang::Id] {
                let t = c.title_in(lang);
                assert!(!t.is_empty() && t != en, "{}: {lang:?} title {t:?}", c.dir());
                assert_ne!(c.summary_in(lang), c.summary_in(Lang::En), "{}: {lang:?}", c.dir());
            }
        }
    }

    /// A JSON value without its positions, objects' keys sorted.
    fn bare(v: &Value) -> String {
        let all = |parts: Vec<String>| parts.join(",");
        match v {
            Value::Str(s) => format!("{s:?}"),
            Value::Array(a) => format!("[{}]", all(a.iter().map(|x| bare(&x.value)).collect())),
            Value::Object(o) => {
                let mut parts: Vec<String> = o.iter().map(|(k, x)| format!("{k:?}:{}", bare(&x.value))).collect();
                parts.sort();
                format!("{{{}}}", all(parts))
            }
            other => format!("{other:?}"),
        }
    }

    fn install_all() {
        for (code, text) in CASE_WORDS_TEXT {
            install_words(Lang::parse(code).unwrap(), text).unwrap();
        }
    }

    /// The page embeds each public case's case.json without `i18n` (every other member
    /// as on disk), names the file itself for the zip, and the cases' words files hold
    /// each language's `i18n` exactly.
    #[test]
    fn the_words_of_other_languages_are_files_not_embedded() {
        let public = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../cases-public");
        let mut seen = 0;
        for c in CASES.iter().filter(|c| public.join(c.dir).join("case.json").is_file()) {
            let disk = std::fs::read_to_string(public.join(c.dir).join("case.json")).unwrap();
            assert!(!c.manifest.contains("\"i18n\""), "{}: i18n embedded", c.dir);
            let f = c.original.as_ref().unwrap_or_else(|| panic!("{}: case.json not named for the zip", c.dir));
            assert_eq!((f.name, f.size), ("case.json", disk.len()), "{}", c.dir);
            assert_eq!(fnv1a64(disk.as_bytes()), f.hash, "{}", c.dir);
            let Value::Object(full) = grader::pyjson::parse(&disk).unwrap().value else { panic!() };
            let i18n = &full.iter().find(|(k, _)| k == "i18n").unwrap().1;
            if built(parse_manifest(disk.as_bytes(), "case.json").unwrap().kind) {
                let Value::Object(cut) = grader::pyjson::parse(c.manifest).unwrap().value else { panic!() };
                assert_eq!(cut[..], full[..full.len() - 1], "{}: the embedded manifest is case.json without i18n", c.dir);
            }
            for (code, text) in CASE_WORDS_TEXT {
                let file = grader::pyjson::parse(text).unwrap();
                let got = file.value.get(c.dir).map(|w| bare(&w.value));
                assert_eq!(got, i18n.value.get(code).map(|w| bare(&w.value)), "{}: {code}", c.dir);
                assert!(got.is_some_and(|w| w.len() > 100), "{}: {code}", c.dir);
            }
            seen += 1;
        }
        assert!(seen >= 9, "{seen} public cases");
        assert_eq!(CASE_WORDS_FILES.iter().map(|(l, _)| *l).collect::<Vec<_>>(), ["zh", "ko", "id"]);
        for (code, text) in CASE_WORDS_TEXT {
            let lang = Lang::parse(code).unwrap();
            assert_eq!(words_file(lang), Some(format!("{code}.cases.{}.txt", fnv1a64(text.as_bytes())).as_str()));
        }
    }

    /// A cases' words file is installed only if it is this build's (its hash), and only
    /// for a language with one.
    #[test]
    fn a_words_file_of_another_build_is_refused() {
        let (code, text) = CASE_WORDS_TEXT[0];
        let lang = Lang::parse(code).unwrap();
        let other = text.replacen('"', "\"x", 1);
        assert!(install_words(lang, &other).unwrap_err().contains("not this build's words"));
        assert!(install_words(Lang::En, "{}").is_err());
        assert!(install_words(lang, text).is_ok());
    }
}
