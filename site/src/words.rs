//! The page's language and its words (issue 17, `crates/i18n`).
//!
//! One signal holds the language for the whole page; every component and figure reads
//! its words through [`t`] / [`tf`] (and numbers through [`num`]), so choosing another
//! language redraws every text at once. The first language is, in order: `?lang=` in
//! the address, the reader's last choice (`localStorage` `fde-lang`), the browser's
//! preferred languages, English.
//!
//! Only English is compiled into the page (`i18n` without `all-languages`): another
//! language's words are files of the build (`words/zh.<hash>.txt` the core's,
//! `words/zh.<kind>.<hash>.txt` each of the page's kinds', written by scripts/build-site;
//! the service worker caches them with the rest), fetched when that language is first
//! wanted, with that language's words of the cases (`words/zh.cases.<hash>.txt`, see
//! `crate::cases`). The page never shows a mix: [`start`] mounts the app only
//! once the first language's words are here (a non-English first visit waits for one
//! small request after the .wasm), and [`set_lang`] switches when the chosen language's
//! words have arrived (until then the page stays wholly in the language it shows). If
//! the words cannot be had (offline before the first visit cached them), the page
//! speaks English.

use i18n::Lang;
use leptos::prelude::*;

const STORAGE_KEY: &str = "fde-lang";

thread_local! {
    // Reference-counted, not arena-owned: a `RwSignal` made here would belong to the
    // reactive owner that first read it, and die with it (then a choice redraws nothing).
    // English until [`start`] has the first language's words.
    static LANG: ArcRwSignal<Lang> = ArcRwSignal::new(Lang::En);
    // The language last asked for (a slow words file must not override a later choice).
    static WANTED: std::cell::Cell<Lang> = const { std::cell::Cell::new(Lang::En) };
    // The language whose words file is being fetched (asked for once, not per caller).
    static LOADING: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// Mount the page (`mount`) in its first language: at once if its words are compiled in
/// (English), else once its words file has arrived (or failed: then in English).
#[cfg(target_arch = "wasm32")] // the page's (the pre-render sets each language)
pub fn start(mount: impl FnOnce() + 'static) {
    let first = detect();
    WANTED.with(|w| w.set(first));
    if first.installed() {
        LANG.with(|s| s.set(first));
        mount();
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let l = if fetch_words(first).await {
            first
        } else {
            // A kind's English is a file too in the page split per kind.
            if !Lang::En.installed() {
                fetch_words(Lang::En).await;
            }
            Lang::En
        };
        LANG.with(|s| s.set(l));
        mark_document(l);
        mount();
    });
}

/// Fetch and install `l`'s words files: its words of every crate of the page not here yet
/// (the core's, `words/<lang>.<hash>.txt`, and each of its kinds', `words/<lang>.<kind>.<hash>.txt`:
/// `i18n::catalogues`; in the page split per kind only the kinds loaded, English too)
/// and, but for English, its words of the cases (`words/<lang>.cases.<hash>.txt`, see
/// `crate::cases`), all asked for at once; the cases' are installed first, so a language
/// whose words are installed (every crate's: `Lang::installed`) has its cases' too. False
/// (and a console note) if any failed.
async fn fetch_words(l: Lang) -> bool {
    use js_sys::{Array, Promise};
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let Some(w) = web_sys::window() else { return false };
    let cases_file = crate::cases::words_file(l).filter(|f| !f.is_empty());
    let missing: Vec<&'static i18n::Words> = i18n::catalogues().filter(|c| !c.installed(l)).collect();
    // Every request starts now; each file's text is read once all have answered (JS's
    // Promise.all, not a Rust future per file: 0.5 KB less gzip in the page, measured).
    let asked = Array::new();
    for f in cases_file.into_iter().chain(missing.iter().map(|c| c.file(l))) {
        asked.push(&w.fetch_with_str(&format!("words/{f}")));
    }
    let got = async {
        let answers: Array = JsFuture::from(Promise::all(&asked)).await.map_err(|_| "a request failed")?.unchecked_into();
        let texts = Array::new();
        for i in 0..answers.length() {
            let r: web_sys::Response = answers.get(i).unchecked_into();
            if !r.ok() {
                return Err("not found".to_string());
            }
            texts.push(&r.text().map_err(|_| "unreadable")?.into());
        }
        let texts: Array = JsFuture::from(Promise::all(&texts)).await.map_err(|_| "unreadable")?.unchecked_into();
        let text = |i: usize| texts.get(i as u32).as_string().unwrap_or_default();
        let first = usize::from(cases_file.is_some());
        if first == 1 {
            crate::cases::install_words(l, &text(0))?;
        }
        for (i, c) in missing.iter().enumerate() {
            c.install(l, text(i + first).leak()).map_err(|_| "not this build's words".to_string())?;
        }
        Ok::<(), String>(())
    };
    match got.await {
        Ok(()) => true,
        Err(why) => {
            leptos::logging::warn!("the words files of {}: {why}; the page stays in the language it shows", l.code());
            false
        }
    }
}

/// Show `l` (natively: the language being pre-rendered; its words installed already).
#[cfg(not(target_arch = "wasm32"))]
pub fn render_in(l: Lang) {
    WANTED.with(|w| w.set(l));
    LANG.with(|s| s.set(l));
}

/// The page's language (reactive: a view reading it redraws when it changes).
pub fn lang() -> Lang {
    LANG.with(|s| s.get())
}

/// Choose a language: redraws the page's words (once they are here: a language not
/// shown before fetches its words file first), remembers the choice and sets
/// `<html lang>`. (Putting it in the address is the router's part.)
pub fn set_lang(l: Lang) {
    WANTED.with(|w| w.set(l));
    if l.installed() {
        show(l);
        return;
    }
    if LOADING.with(|x| x.replace(Some(l))) == Some(l) {
        return; // asked already (the picker, then the address it writes)
    }
    wasm_bindgen_futures::spawn_local(async move {
        let got = fetch_words(l).await;
        LOADING.with(|x| {
            if x.get() == Some(l) {
                x.set(None)
            }
        });
        // Still the reader's choice once the words are here (not one made since)?
        if got && WANTED.with(|w| w.get()) == l {
            show(l);
        }
    });
}

fn show(l: Lang) {
    LANG.with(|s| s.set(l));
    if let Some(w) = web_sys::window() {
        if let Ok(Some(st)) = w.local_storage() {
            let _ = st.set_item(STORAGE_KEY, l.code());
        }
    }
    mark_document(l);
}

/// The message `key` in the page's language.
pub fn t(key: &str) -> String {
    i18n::text(lang(), key)
}

/// The message `key` with its variables (values already formatted: see [`num`]).
pub fn tf(key: &str, args: &[(&str, &str)]) -> String {
    i18n::format(lang(), key, args)
}

/// A plain number (`1234.5`) written the page language's way (`1,234.5`, `1.234,5`).
pub fn num(plain: &str) -> String {
    i18n::number(lang(), plain)
}

/// A number already written the English way by `crate::format` (`1,234.5`, `−7`,
/// `12 MB`) in the page language's form: Indonesian swaps the group and decimal marks
/// (`1.234,5`); other text passes through.
pub fn n(text: String) -> String {
    if lang() != Lang::Id || !text.bytes().any(|b| b.is_ascii_digit()) {
        return text;
    }
    text.chars()
        .map(|c| match c {
            ',' => '.',
            '.' => ',',
            c => c,
        })
        .collect()
}

/// A report's verdict (`valid`, `rejected`, `accepted`, `incident`, `error`, as the
/// report writes it) in the page's language.
pub fn verdict_name(v: &str) -> String {
    match v {
        "valid" => t("verdict-valid"),
        "rejected" => t("verdict-rejected"),
        "accepted" => t("verdict-accepted"),
        "incident" => t("verdict-incident"),
        "error" => t("verdict-error"),
        other => other.to_string(),
    }
}

/// A case kind's name in the page's language (its facts': every build names every kind).
pub fn kind_name(kind: grader::case::CaseKind) -> String {
    kind.facts().name(lang()).to_string()
}

/// A moment (milliseconds since 1970, `Date.now()`) as a date and time in the page's
/// language (the browser's own calendar formatting: `12/2/2026, 4:31 AM`,
/// `2026/12/2 04:31`, `2026. 12. 2. 오전 4:31`, `2/12/2026, 04.31`).
pub fn date(ms: f64) -> String {
    let tag = match lang() {
        Lang::En => "en-US",
        Lang::Zh => "zh-CN",
        Lang::Ko => "ko-KR",
        Lang::Id => "id-ID",
    };
    let opts = js_sys::Object::new();
    for (k, v) in [("dateStyle", "medium"), ("timeStyle", "short")] {
        let _ = js_sys::Reflect::set(&opts, &k.into(), &v.into());
    }
    js_sys::Date::new(&ms.into()).to_locale_string(tag, &opts).as_string().unwrap_or_default()
}

fn mark_document(l: Lang) {
    if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = el.set_attribute("lang", l.code());
    }
}

#[cfg(target_arch = "wasm32")]
fn detect() -> Lang {
    let Some(w) = web_sys::window() else { return Lang::En };
    // `?lang=` or the path's (`/zh/cases/ID/`, a pre-rendered page).
    let (path, search) = (w.location().pathname().unwrap_or_default(), w.location().search().unwrap_or_default());
    let from_url = crate::route::route_of(&path, &search).get("lang").and_then(Lang::parse);
    let remembered = || w.local_storage().ok().flatten().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten()).and_then(|v| Lang::parse(&v));
    let preferred = || {
        let langs = w.navigator().languages();
        let tags: Vec<String> = langs.iter().filter_map(|v| v.as_string()).collect();
        Lang::negotiate(tags.iter().map(String::as_str))
    };
    let l = from_url.or_else(remembered).unwrap_or_else(preferred);
    mark_document(l);
    l
}
