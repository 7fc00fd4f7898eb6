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
    pub manifest: &'static str,
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
}

/// The `i18n` object of a parsed case.json, by language (English never: it is the
/// case's own fields).
pub fn read_words(root: &Spanned) -> Vec<(Lang, CaseWords)> {
    let text = |v: Option<&Spanned>, k: &str| v.and_then(|v| v.value.get(k)).and_then(|x| x.value.as_str()).map(String::from);
    let Some(Value::Object(langs)) = root.value.get("i18n").map(|v| &v.value) else {
        return Vec::new();
    };
    langs
        .iter()
        .filter_map(|(code, w)| {
            let lang = Lang::parse(code).filter(|l| *l != Lang::En)?;
            let rules = match w.value.get("rules").map(|r| &r.value) {
                Some(Value::Array(rs)) => rs.iter().map(|r| ["title", "detail", "if_missed"].map(|k| text(Some(r), k))).collect(),
                _ => Vec::new(),
            };
            let examples = match w.value.get("examples").map(|e| &e.value) {
                Some(Value::Object(es)) => {
                    es.iter().map(|(file, e)| (file.clone(), ["title", "teaches"].map(|k| text(Some(e), k)))).collect()
                }
                _ => Vec::new(),
            };
            let words = CaseWords {
                title: text(Some(w), "title"),
                summary: text(Some(w), "summary"),
                request: text(Some(w), "request"),
                rules,
                examples,
            };
            Some((lang, words))
        })
        .collect()
}

/// A case as the site knows it: its manifest read once, or why it could not be read.
pub struct CaseInfo {
    pub embedded: &'static EmbeddedCase,
    pub manifest: Result<CaseManifest, String>,
    /// `request` in case.json (a field the core does not model), if it is text.
    pub request: Option<String>,
    /// The case's words in the other languages (`i18n` in case.json).
    pub words: Vec<(Lang, CaseWords)>,
    /// The files' bytes once fetched, in the order of `embedded.files`.
    loaded: OnceLock<Vec<&'static [u8]>>,
}

impl CaseInfo {
    pub fn dir(&self) -> &'static str {
        self.embedded.dir
    }

    /// A file of this case, by its path relative to the case folder (`None` until the
    /// case's files are loaded, see [`load`]; pages render once they are).
    pub fn file(&self, name: &str) -> Option<&'static [u8]> {
        let i = self.embedded.files.iter().position(|f| f.name == name)?;
        self.loaded.get()?.get(i).copied()
    }

    /// True once this case's files are here (fetched earlier in this session).
    pub fn is_loaded(&self) -> bool {
        self.loaded.get().is_some()
    }

    /// The case's words in `lang`, if it has any.
    pub fn words_in(&self, lang: Lang) -> Option<&CaseWords> {
        self.words.iter().find(|(l, _)| *l == lang).map(|(_, w)| w)
    }

    /// The title in `lang`, English when it has none (and "" for an unreadable manifest).
    pub fn title_in(&self, lang: Lang) -> String {
        let en = self.manifest.as_ref().map(|m| m.title.as_str()).unwrap_or_default();
        self.words_in(lang).and_then(|w| w.title.clone()).unwrap_or_else(|| en.to_string())
    }

    /// The summary in `lang`, English when it has none.
    pub fn summary_in(&self, lang: Lang) -> String {
        let en = self.manifest.as_ref().map(|m| m.summary.as_str()).unwrap_or_default();
        self.words_in(lang).and_then(|w| w.summary.clone()).unwrap_or_else(|| en.to_string())
    }

    /// Rule `i` (`en`, as in the manifest) with each of its fields in `lang` when it has it.
    pub fn rule_in(&self, lang: Lang, i: usize, en: &Rule) -> Rule {
        let w = self.words_in(lang).and_then(|w| w.rules.get(i));
        let pick = |k: usize, en: &str| w.and_then(|w| w[k].clone()).unwrap_or_else(|| en.to_string());
        Rule { title: pick(0, &en.title), detail: pick(1, &en.detail), if_missed: pick(2, &en.if_missed) }
    }

    /// An example's title and `teaches` in `lang` (English per field when it has none).
    pub fn example_in(&self, lang: Lang, en: &ExampleSubmission) -> (String, String) {
        let w = self.words_in(lang).and_then(|w| w.examples.iter().find(|(f, _)| *f == en.file)).map(|(_, w)| w);
        let pick = |k: usize, en: &str| w.and_then(|w| w[k].clone()).unwrap_or_else(|| en.to_string());
        (pick(0, &en.title), pick(1, &en.teaches))
    }

    /// An example's name in a list: its title in `lang`, or its file when it has no title.
    pub fn example_label(&self, lang: Lang, en: &ExampleSubmission) -> String {
        if en.title.is_empty() {
            en.file.clone()
        } else {
            self.example_in(lang, en).0
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
            return Some(r);
        }
        self.request()
    }

    /// The customer's request in English: `request` in case.json, or the file
    /// `files.instruction` (or `request`, `brief`).
    pub fn request(&self) -> Option<String> {
        if let Some(s) = &self.request {
            return Some(s.clone());
        }
        let m = self.manifest.as_ref().ok()?;
        let name = ["instruction", "request", "brief"].iter().find_map(|k| m.files.get(*k))?;
        self.file(name).map(|b| String::from_utf8_lossy(b).into_owned())
    }
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
                CaseInfo {
                    embedded: c,
                    manifest: manifest.map_err(|d| d.to_string()),
                    request: request.and_then(|r| r.value.as_str().map(String::from)),
                    words: root.as_ref().map(read_words).unwrap_or_default(),
                    loaded: OnceLock::new(),
                }
            })
            .collect()
    })
}

/// A case by folder name.
pub fn find(dir: &str) -> Option<&'static CaseInfo> {
    all().iter().find(|c| c.dir() == dir)
}

/// Whether this build grades `kind`. scripts/build-site builds one `.wasm` per case kind
/// (so a page downloads one kind's grader and figures, not all four), and the start
/// script loads the one of the page's `?case=` (routing's without one).
pub fn built(kind: grader::case::CaseKind) -> bool {
    use grader::case::CaseKind;
    match kind {
        CaseKind::Routing => cfg!(feature = "routing"),
        CaseKind::Scorecard => cfg!(feature = "scorecard"),
        CaseKind::Uplift => cfg!(feature = "uplift"),
        CaseKind::Prediction => cfg!(feature = "prediction"),
    }
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
    let enc = |s: &str| String::from(js_sys::encode_uri_component(s));
    let path: Vec<String> = file.name.split('/').map(enc).collect();
    format!("cases/{}/{}?v={}", enc(dir), path.join("/"), file.hash)
}

/// Fetches `file` (already requested: `response`) and keeps its bytes for the session.
async fn fetch_file(file: &CaseFile, response: JsFuture) -> Result<&'static [u8], String> {
    let name = file.name;
    let failed = |e: JsValue| {
        let why = e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .or_else(|| e.as_string())
            .unwrap_or_else(|| crate::words::t("case-fetch-network"));
        crate::words::tf("case-fetch-failed", &[("file", name), ("why", &why)])
    };
    let response: web_sys::Response = response.await.map_err(failed)?.unchecked_into();
    if !response.ok() {
        let text = response.status_text();
        let sep = if text.is_empty() { "" } else { " " };
        let status = format!("{}{sep}{text}", response.status());
        return Err(crate::words::tf("case-fetch-status", &[("file", name), ("status", &status)]));
    }
    let body = response.array_buffer().map_err(failed)?;
    let body = JsFuture::from(body).await.map_err(failed)?;
    let bytes = js_sys::Uint8Array::new(&body).to_vec();
    if bytes.len() != file.size {
        let (got, want) = (crate::words::n(crate::format::int(bytes.len() as i64)), crate::words::n(crate::format::int(file.size as i64)));
        return Err(crate::words::tf("case-fetch-size", &[("file", name), ("got", &got), ("want", &want)]));
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
    let mut files = Vec::with_capacity(pending.len());
    let mut errors = Vec::new();
    for (f, response) in pending {
        match fetch_file(f, response).await {
            Ok(b) => files.push(b),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(files)
    } else {
        Err(errors.join("; "))
    }
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
    use super::*;

    fn info(manifest: &'static str) -> CaseInfo {
        let embedded: &'static EmbeddedCase = Box::leak(Box::new(EmbeddedCase { dir: "c", manifest, files: &[] }));
        let root = grader::pyjson::parse(manifest).unwrap();
        CaseInfo {
            embedded,
            manifest: read_manifest(&root, "case.json").map_err(|d| d.to_string()),
            request: None,
            words: read_words(&root),
            loaded: OnceLock::new(),
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
        assert_eq!(c.words.len(), 2, "unknown languages and en are not kept");
    }

    /// Every embedded public case (a folder of cases-public/; the test fixtures a build may
    /// add are English only) reads in zh, ko and id, each different from the English.
    #[test]
    fn every_embedded_case_reads_in_four_languages() {
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
}
