//! The figures' words (`crates/i18n/locales/*/figures.ftl`, keys `fig-<figure>-...`):
//! [`crate::words`] on the page and in the pre-render; English in native tests, which
//! have no page (and no language signal to read).

use i18n::Lang;

/// The page's language (English in native tests).
pub fn lang() -> Lang {
    #[cfg(any(target_arch = "wasm32", feature = "prerender"))]
    {
        crate::words::lang()
    }
    #[cfg(not(any(target_arch = "wasm32", feature = "prerender")))]
    {
        Lang::En
    }
}

/// Message `key` in the page's language.
pub fn t(key: &str) -> String {
    i18n::text(lang(), key)
}

/// Message `key` with its variables (values already formatted: `crate::format`).
pub fn tf(key: &str, args: &[(&str, &str)]) -> String {
    i18n::format(lang(), key, args)
}
