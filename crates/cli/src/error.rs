//! Why a run stops before its reports (exit 2): a usage, case-data or I/O error, said on
//! stderr in the reader's language (`--lang`, else the locale; `cli-error-*` in
//! `cli.ftl`), located as the core locates a diagnostic (file, line, column, ...).
//! clap's own usage errors and `--help` stay English (`fde-grade --help` says so).

use grader::Diagnostic;
use i18n::Lang;

/// Why a run stopped.
#[derive(Debug)]
pub enum Error {
    /// A sentence of `cli.ftl` with its values, then the diagnostics it is about (a
    /// plan the coach cannot read), one a line.
    Said { key: &'static str, args: Vec<(&'static str, String)>, diagnostics: Vec<Diagnostic> },
    /// A file that could not be read, listed or written (`key`: which), and why.
    Io { key: &'static str, path: String, error: std::io::Error },
    /// The core's diagnostics: a case that cannot be graded (its manifest, its data).
    Diagnostics(Vec<Diagnostic>),
}

impl Error {
    /// The sentence `key` of `cli.ftl` with `args`.
    pub fn said(key: &'static str, args: &[(&'static str, &str)]) -> Error {
        Error::Said { key, args: args.iter().map(|(k, v)| (*k, v.to_string())).collect(), diagnostics: Vec::new() }
    }

    /// What stopped the run, in `lang` (English: as `Display`).
    pub fn say(&self, lang: Lang) -> String {
        match self {
            Error::Said { key, args, diagnostics } => {
                let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
                let mut s = i18n::format(lang, key, &args);
                for d in diagnostics {
                    s.push('\n');
                    s.push_str(&diagnostic(d, lang));
                }
                s
            }
            Error::Io { key, path, error } => i18n::format(lang, key, &[("path", path), ("why", &io_reason(error, lang))]),
            Error::Diagnostics(diags) => diags.iter().map(|d| diagnostic(d, lang)).collect::<Vec<_>>().join("\n"),
        }
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl From<Error> for String {
    fn from(e: Error) -> String {
        e.to_string()
    }
}

/// A diagnostic on stderr in `lang`: `<location>: [<code>] <message> (hint: <hint>)`,
/// English as the core's `Display` writes it.
pub fn diagnostic(d: &Diagnostic, lang: Lang) -> String {
    let loc = d.location.describe_in(lang);
    let what = format!("[{}] {}", d.code, d.message_in(lang));
    let s = if loc.is_empty() { what } else { i18n::format(lang, "cli-error-located", &[("location", &loc), ("what", &what)]) };
    match d.hint_in(lang) {
        Some(h) => i18n::format(lang, "cli-error-with-hint", &[("what", &s), ("hint", &i18n::format(lang, "cli-hint", &[("hint", &h)]))]),
        None => s,
    }
}

/// A warning about the case (stderr): `warning: <diagnostic>` in `lang`.
pub fn warning(d: &Diagnostic, lang: Lang) -> String {
    i18n::format(lang, "cli-warning", &[("warning", &diagnostic(d, lang))])
}

/// Why an I/O call failed, in `lang`: the system's own words in English (as before);
/// in another language the common cases said in it, any other the system's words.
fn io_reason(e: &std::io::Error, lang: Lang) -> String {
    use std::io::ErrorKind;
    let key = match e.kind() {
        _ if lang == Lang::En => None,
        ErrorKind::NotFound => Some("cli-error-io-not-found"),
        ErrorKind::PermissionDenied => Some("cli-error-io-denied"),
        ErrorKind::IsADirectory => Some("cli-error-io-is-dir"),
        ErrorKind::NotADirectory => Some("cli-error-io-not-dir"),
        _ => None,
    };
    key.map_or_else(|| e.to_string(), |k| i18n::text(lang, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn io_errors_in_each_language() {
        let e = Error::Io {
            key: "cli-error-cannot-read",
            path: "case/customers.csv".into(),
            error: std::io::Error::from(std::io::ErrorKind::NotFound),
        };
        assert_eq!(e.to_string(), format!("cannot read case/customers.csv: {}", std::io::Error::from(std::io::ErrorKind::NotFound)));
        assert_eq!(e.say(Lang::Zh), "无法读取 case/customers.csv：文件或目录不存在");
        assert!(!e.say(Lang::Ko).contains("not found") && e.say(Lang::Ko).contains("case/customers.csv"));
    }
}
