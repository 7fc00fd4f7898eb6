//! The page's language and its words (issue 17, `crates/i18n`).
//!
//! One signal holds the language for the whole page; every component and figure reads
//! its words through [`t`] / [`tf`] (and numbers through [`num`]), so choosing another
//! language redraws every text at once. The first language is, in order: `?lang=` in
//! the address, the reader's last choice (`localStorage` `fde-lang`), the browser's
//! preferred languages, English.

use i18n::Lang;
use leptos::prelude::*;

const STORAGE_KEY: &str = "fde-lang";

thread_local! {
    // Reference-counted, not arena-owned: a `RwSignal` made here would belong to the
    // reactive owner that first read it, and die with it (then a choice redraws nothing).
    static LANG: ArcRwSignal<Lang> = ArcRwSignal::new(detect());
}

/// The page's language (reactive: a view reading it redraws when it changes).
pub fn lang() -> Lang {
    LANG.with(|s| s.get())
}

/// Choose a language: redraws the page's words, remembers the choice and sets
/// `<html lang>`. (Putting it in the address is the router's part.)
pub fn set_lang(l: Lang) {
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

/// A case kind's name (`routing`, ... as case.json writes it) in the page's language.
pub fn kind_name(kind: &str) -> String {
    match kind {
        "routing" => t("kind-routing"),
        "scorecard" => t("kind-scorecard"),
        "uplift" => t("kind-uplift"),
        "prediction" => t("kind-prediction"),
        other => other.to_string(),
    }
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

fn detect() -> Lang {
    let Some(w) = web_sys::window() else { return Lang::En };
    let from_url = w
        .location()
        .search()
        .ok()
        .and_then(|s| web_sys::UrlSearchParams::new_with_str(&s).ok())
        .and_then(|p| p.get("lang"))
        .and_then(|v| Lang::parse(&v));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_dates_and_names_follow_the_language() {
        set_lang(Lang::Id);
        assert_eq!(n("1,234.5".into()), "1.234,5");
        assert_eq!(n("−7 %".into()), "−7 %");
        assert_eq!(kind_name("routing"), "rute");
        assert_eq!(verdict_name("rejected"), "ditolak");
        assert_eq!(tf("gallery-examples", &[("count", &num("1200"))]), "1.200 contoh jawaban");
        set_lang(Lang::Ko);
        assert_eq!(n("1,234.5".into()), "1,234.5");
        assert_eq!(t("rules-title"), "숨은 규칙");
        set_lang(Lang::En);
        assert_eq!(tf("gallery-examples", &[("count", "1")]), "1 example submission");
        assert_eq!(tf("gallery-examples", &[("count", "2")]), "2 example submissions");
        assert_eq!(kind_name("nope"), "nope");
    }

    /// Every key the pages and components name (`t("key")`, `tf("key", ...)`) is in the
    /// catalogue: a missing one would show its key on the page.
    #[test]
    fn every_key_named_in_the_site_exists() {
        fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    let text = std::fs::read_to_string(&p).unwrap();
                    for call in ["t(\"", "tf(\""] {
                        for (i, _) in text.match_indices(call) {
                            let before = text[..i].chars().last().unwrap_or(' ');
                            if before.is_alphanumeric() || before == '_' {
                                continue; // `format(`, `set(`, ...
                            }
                            let rest = &text[i + call.len()..];
                            let key = &rest[..rest.find('"').unwrap()];
                            out.push((p.display().to_string(), key.to_string()));
                        }
                    }
                }
            }
        }
        let mut used = Vec::new();
        walk(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut used);
        assert!(used.len() > 100, "the site names its words: {}", used.len());
        let missing: Vec<_> = used.iter().filter(|(_, k)| !i18n::has(Lang::En, k)).collect();
        assert!(missing.is_empty(), "keys not in locales/en: {missing:?}");
    }
}
