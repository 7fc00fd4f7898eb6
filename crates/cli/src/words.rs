//! The command line's words in English, 中文, 한국어 and Bahasa Indonesia (`--lang`,
//! `crates/i18n`: `cli.ftl` for its own lines, `diagnostics.ftl` for the grader's
//! messages; the table itself is the core's, `grader::Report::table`, and the errors
//! `crate::error`'s). Only what a person reads changes: `--format json` is the same
//! report in every language.

pub use i18n::Lang;

/// The language of `--lang` when it is not given: the first set of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` (as gettext reads them), `zh_CN.UTF-8` → 中文; `C`, `POSIX`
/// and languages the grader does not speak → English.
pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| get(v))
        .find(|v| !v.is_empty())
        .and_then(|v| Lang::parse(v.split('.').next().unwrap_or("")))
        .unwrap_or_default()
}

/// `--lang`: `en`, `zh`, `ko` or `id` (a locale such as `zh_CN` is read by its language).
pub fn parse(s: &str) -> Result<Lang, String> {
    Lang::parse(s).ok_or_else(|| format!("`{s}` is not one of en, zh, ko, id"))
}

/// The sentence of a code (`hint`: its hint) in `lang`, each value shown as `{name}`.
pub fn sentence(code: &str, hint: bool, lang: Lang) -> Option<String> {
    let (key, template) = grader::diagnostic::codes::lookup(code)?.sentences(hint).last()?;
    let names = grader::diagnostic::params::names(template);
    let shown: Vec<(String, String)> = names.iter().map(|n| (n.to_string(), format!("{{{n}}}"))).collect();
    let args: Vec<(&str, &str)> = shown.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    Some(i18n::format(lang, &key, &args))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_locale() {
        let env =
            |pairs: &'static [(&'static str, &'static str)]| move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string());
        assert_eq!(from_env(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(from_env(env(&[("LC_ALL", "ko_KR.UTF-8"), ("LANG", "zh_CN.UTF-8")])), Lang::Ko);
        assert_eq!(from_env(env(&[("LC_ALL", ""), ("LC_MESSAGES", "id_ID"), ("LANG", "zh_CN.UTF-8")])), Lang::Id);
        assert_eq!(from_env(env(&[("LANG", "C.UTF-8")])), Lang::En);
        assert_eq!(from_env(env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
        assert_eq!(from_env(env(&[])), Lang::En);
        assert_eq!(parse("zh"), Ok(Lang::Zh));
        assert!(parse("fr").is_err());
    }
}
