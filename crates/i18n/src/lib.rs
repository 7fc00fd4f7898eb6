//! The words of the site and the CLI in English, 中文, 한국어 and Bahasa Indonesia.
//!
//! The words are Fluent files in `locales/<lang>/*.ftl`, one namespace per language
//! (files split by who uses them: `ui.ftl` the site's pages, `figures.ftl` its figures,
//! `diagnostics.ftl` the grader's messages, `cli.ftl` the command line). `build.rs` parses
//! them with the reference parser (`fluent-syntax`) and compiles them into tables, so the
//! page carries the words and this small walker, not a Fluent runtime.
//!
//! Values are given as text, already formatted ([`number`] puts a plain number in the
//! language's form): the walker never formats a float itself.
//!
//! ```
//! use i18n::{Lang, format, text};
//! assert_eq!(Lang::negotiate(["fr-FR", "ko-KR", "en"]), Lang::Ko);
//! assert_eq!(i18n::number(Lang::Id, "-1234567.25"), "-1.234.567,25");
//! assert_eq!(i18n::number(Lang::En, "1234567.25"), "1,234,567.25");
//! ```

#![forbid(unsafe_code)]

mod catalog {
    include!(concat!(env!("OUT_DIR"), "/catalog.rs"));
}

/// One language's words: (key, encoded pattern) sorted by key (see build.rs).
type Table = Vec<(&'static str, &'static str)>;

fn index(blob: &'static str) -> Table {
    blob.split('\x1e').filter_map(|e| e.split_once('\x1f')).collect()
}

/// A language of the site.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    #[default]
    En,
    Zh,
    Ko,
    Id,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Zh, Lang::Ko, Lang::Id];

    /// The code used in URLs (`?lang=`), files and `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
            Lang::Ko => "ko",
            Lang::Id => "id",
        }
    }

    /// The language's name in itself, for the picker.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Zh => "中文",
            Lang::Ko => "한국어",
            Lang::Id => "Bahasa Indonesia",
        }
    }

    /// A BCP 47 tag (`zh-CN`, `ko`, `in`, `EN_us`, ...) by its primary language;
    /// `None` for the languages the site does not have.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        Some(match primary.to_ascii_lowercase().as_str() {
            "en" => Lang::En,
            "zh" | "cmn" => Lang::Zh,
            "ko" => Lang::Ko,
            // `in` is the old code for Indonesian (Java's locales still give it).
            "id" | "in" => Lang::Id,
            _ => return None,
        })
    }

    /// The first of the reader's preferred languages the site has, else English.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred.into_iter().find_map(Lang::parse).unwrap_or_default()
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The name of this language's words file (`zh.<16 hex>.txt`: the FNV-1a hash of its
    /// words), the same in every build of the same words; see [`install`].
    pub fn words_file(self) -> &'static str {
        catalog::FILES[self.index()]
    }

    /// The words compiled into this build (English always; the others with the feature
    /// `all-languages`): the text of [`Lang::words_file`].
    pub fn compiled(self) -> Option<&'static str> {
        match self {
            Lang::En => Some(catalog::EN),
            #[cfg(feature = "all-languages")]
            Lang::Zh => Some(catalog::ZH),
            #[cfg(feature = "all-languages")]
            Lang::Ko => Some(catalog::KO),
            #[cfg(feature = "all-languages")]
            Lang::Id => Some(catalog::ID),
            #[cfg(not(feature = "all-languages"))]
            _ => None,
        }
    }

    /// Whether this language's words are here: compiled in, or [`install`]ed. A language
    /// whose words are not here speaks English (every message falls back to it).
    pub fn installed(self) -> bool {
        self.compiled().is_some() || TABLES[self.index()].get().is_some()
    }

    fn table(self) -> &'static Table {
        static EMPTY: Table = Vec::new();
        let cell = &TABLES[self.index()];
        match self.compiled() {
            Some(blob) => cell.get_or_init(|| index(blob)),
            None => cell.get().unwrap_or(&EMPTY),
        }
    }
}

static TABLES: [std::sync::OnceLock<Table>; 4] =
    [std::sync::OnceLock::new(), std::sync::OnceLock::new(), std::sync::OnceLock::new(), std::sync::OnceLock::new()];

/// Why [`install`] refused a words file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstallError {
    /// The text is not the words this build names (another build's file, or damaged):
    /// its hash differs from the one in [`Lang::words_file`].
    NotThisBuild { file: &'static str, hash: String },
}

impl std::fmt::Display for InstallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InstallError::NotThisBuild { file, hash } => write!(f, "{file}: the words received hash to {hash}, not this build's"),
        }
    }
}

/// FNV-1a (64 bits) in 16 hex digits, as build.rs names the words files.
fn fnv1a64(data: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in data {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    let mut out = String::with_capacity(16);
    for i in (0..16).rev() {
        out.push(char::from(b"0123456789abcdef"[((h >> (4 * i)) & 0xf) as usize]));
    }
    out
}

/// Install `lang`'s words at run time: `words` is the text of its words file
/// ([`Lang::words_file`], fetched by the page), checked against the hash in that name so a
/// page never mixes another build's words with its own. Installing words already here
/// (compiled in, or installed before) changes nothing.
pub fn install(lang: Lang, words: &'static str) -> Result<(), InstallError> {
    let file = lang.words_file();
    let hash = fnv1a64(words.as_bytes());
    if file.strip_suffix(".txt").and_then(|f| f.split_once('.')).is_none_or(|(_, h)| h != hash) {
        return Err(InstallError::NotThisBuild { file, hash });
    }
    if !lang.installed() {
        let _ = TABLES[lang.index()].set(index(words));
    }
    Ok(())
}

fn lookup(lang: Lang, key: &str) -> Option<&'static str> {
    let t = lang.table();
    t.binary_search_by(|(k, _)| (*k).cmp(key)).ok().map(|i| t[i].1)
}

/// Whether `lang` has a message `key`.
pub fn has(lang: Lang, key: &str) -> bool {
    lookup(lang, key).is_some()
}

/// The message `key` without arguments (see [`format`]).
pub fn text(lang: Lang, key: &str) -> String {
    format(lang, key, &[])
}

/// The message `key` in `lang` with its variables from `args`.
///
/// A key `lang` lacks falls back to English, and one English lacks gives the key
/// itself (the catalogue test keeps both from happening). A variable not given is
/// written `{$name}`, as Fluent does.
pub fn format(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    let (lang, pattern) = match lookup(lang, key) {
        Some(s) => (lang, s),
        None => match lookup(Lang::En, key) {
            Some(s) => (Lang::En, s),
            None => return key.to_string(),
        },
    };
    let mut out = String::new();
    walk(lang, pattern, args, &mut out);
    out
}

fn arg<'a>(args: &[(&str, &'a str)], name: &str) -> Option<&'a str> {
    args.iter().find(|(k, _)| *k == name).map(|(_, v)| *v)
}

/// The index of the first `end` byte at depth 0 from `i` (selects nest: `\x03` opens one,
/// `\x08` closes it), or the pattern's length.
fn find(b: &[u8], mut i: usize, end: u8) -> usize {
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            x if x == end && depth == 0 => return i,
            3 => depth += 1,
            8 => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// A select's variants from `i` (just after its `\x04`): (key, is default, pattern) each,
/// and the index after its closing `\x08`.
fn variants(p: &'static str, mut i: usize) -> (Vec<(&'static str, bool, &'static str)>, usize) {
    let b = p.as_bytes();
    let mut out = Vec::new();
    while i < b.len() && b[i] != 8 {
        let k = find(b, i, 5);
        let key = &p[i..k];
        let end = find(b, k + 1, 6);
        let (default, key) = match key.strip_prefix('*') {
            Some(k) => (true, k),
            None => (false, key),
        };
        out.push((key, default, &p[(k + 1).min(p.len())..end]));
        i = end + 1;
    }
    (out, i + 1)
}

/// One piece of an encoded pattern (see build.rs).
enum Piece {
    Text(&'static str),
    Var(&'static str),
    /// A select on a variable: its variants (key, is default, pattern).
    Select(&'static str, Vec<(&'static str, bool, &'static str)>),
}

/// The pieces of an encoded pattern, in order.
fn pieces(p: &'static str) -> impl Iterator<Item = Piece> {
    let b = p.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        let start = i;
        Some(match *b.get(i)? {
            1 => {
                let end = find(b, i + 1, 2);
                i = end + 1;
                Piece::Var(&p[start + 1..end])
            }
            3 => {
                let end = find(b, i + 1, 4);
                let (vs, next) = variants(p, end + 1);
                i = next;
                Piece::Select(&p[start + 1..end], vs)
            }
            _ => {
                i = b[i..].iter().position(|&c| c == 1 || c == 3).map_or(b.len(), |k| i + k);
                Piece::Text(&p[start..i])
            }
        })
    })
}

fn walk(lang: Lang, p: &'static str, args: &[(&str, &str)], out: &mut String) {
    for piece in pieces(p) {
        match piece {
            Piece::Text(t) => out.push_str(t),
            Piece::Var(name) => match arg(args, name) {
                Some(x) => out.push_str(x),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Piece::Select(name, vs) => {
                let value = arg(args, name).unwrap_or("");
                let category = plural(lang, value);
                let chosen = vs
                    .iter()
                    .find(|v| v.0 == value)
                    .or_else(|| vs.iter().find(|v| v.0 == category))
                    .or_else(|| vs.iter().find(|v| v.1))
                    .map(|v| v.2)
                    .unwrap_or("");
                walk(lang, chosen, args, out);
            }
        }
    }
}

/// The CLDR plural category of a number written as text (`"1"`, `"2,5"`): English has
/// `one` for the integer 1 alone; Chinese, Korean and Indonesian have only `other`.
pub fn plural(lang: Lang, value: &str) -> &'static str {
    match lang {
        Lang::En if value.trim() == "1" => "one",
        _ => "other",
    }
}

/// A plain number (`-1234.5`, as `grader::float` writes it) in the language's form:
/// groups of three digits and its decimal mark (`1,234.5`; Indonesian `1.234,5`).
/// Text that is not a plain decimal number (`NaN`, `inf`, `1e-7`) is returned as is.
pub fn number(lang: Lang, plain: &str) -> String {
    let (sign, rest) = match plain.strip_prefix('-') {
        Some(r) => ("-", r),
        None => ("", plain),
    };
    let (int, frac) = match rest.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (rest, None),
    };
    if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) || frac.is_some_and(|f| !f.bytes().all(|b| b.is_ascii_digit())) {
        return plain.to_string();
    }
    let (group, decimal) = match lang {
        Lang::Id => ('.', ','),
        _ => (',', '.'),
    };
    let mut out = String::with_capacity(plain.len() + int.len() / 3);
    out.push_str(sign);
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(group);
        }
        out.push(c);
    }
    if let Some(f) = frac {
        out.push(decimal);
        out.push_str(f);
    }
    out
}

/// Every key `lang` defines, sorted.
pub fn keys(lang: Lang) -> impl Iterator<Item = &'static str> {
    lang.table().iter().map(|(k, _)| *k)
}

/// The variables message `key` uses (placeables and selectors), sorted, once each.
pub fn variables(lang: Lang, key: &str) -> Vec<&'static str> {
    fn collect(p: &'static str, out: &mut Vec<&'static str>) {
        for piece in pieces(p) {
            match piece {
                Piece::Text(_) => {}
                Piece::Var(name) => out.push(name),
                Piece::Select(name, vs) => {
                    out.push(name);
                    for v in vs {
                        collect(v.2, out);
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    if let Some(p) = lookup(lang, key) {
        collect(p, &mut out);
    }
    out.sort_unstable();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        assert_eq!(number(Lang::En, "0"), "0");
        assert_eq!(number(Lang::En, "999"), "999");
        assert_eq!(number(Lang::En, "1000"), "1,000");
        assert_eq!(number(Lang::Zh, "-123456.789"), "-123,456.789");
        assert_eq!(number(Lang::Id, "0.5"), "0,5");
        assert_eq!(number(Lang::Id, "12345"), "12.345");
        assert_eq!(number(Lang::Ko, "NaN"), "NaN");
        assert_eq!(number(Lang::En, "1e-7"), "1e-7");
    }

    #[test]
    fn negotiation() {
        assert_eq!(Lang::negotiate(["zh-Hant-TW"]), Lang::Zh);
        assert_eq!(Lang::negotiate(["in_ID"]), Lang::Id);
        assert_eq!(Lang::negotiate(["de", "fr"]), Lang::En);
        assert_eq!(Lang::negotiate([]), Lang::En);
        assert_eq!(Lang::parse("KO"), Some(Lang::Ko));
        for l in Lang::ALL {
            assert_eq!(Lang::parse(l.code()), Some(l));
        }
    }

    /// `lang`'s words here: compiled in, or installed from its file in OUT_DIR (as a page does).
    fn ensure(lang: Lang) {
        if !lang.installed() {
            let words = std::fs::read_to_string(format!("{}/{}.txt", env!("OUT_DIR"), lang.code())).unwrap();
            install(lang, words.leak()).unwrap();
        }
    }

    #[test]
    fn plural_select_and_fallbacks() {
        ensure(Lang::Zh);
        // locales/*/ui.ftl: `lang-picker-label` and the `test-count` probe.
        assert_eq!(format(Lang::En, "test-count", &[("count", "1")]), "1 store");
        assert_eq!(format(Lang::En, "test-count", &[("count", "2")]), "2 stores");
        assert_eq!(format(Lang::Zh, "test-count", &[("count", "1")]), "1 家门店");
        assert_eq!(format(Lang::En, "test-count", &[]), "{$count} stores");
        assert_eq!(text(Lang::Ko, "no-such-key"), "no-such-key");
    }

    /// The words files' names: the language, the FNV-1a of the words, `.txt`.
    #[test]
    fn words_files() {
        assert_eq!(fnv1a64(b""), "cbf29ce484222325");
        assert_eq!(fnv1a64(b"a"), "af63dc4c8601ec8c");
        for l in Lang::ALL {
            let words = std::fs::read_to_string(format!("{}/{}.txt", env!("OUT_DIR"), l.code())).unwrap();
            assert_eq!(l.words_file(), format!("{}.{}.txt", l.code(), fnv1a64(words.as_bytes())));
            match l.compiled() {
                // A page of some kinds compiles in fewer English words (build.rs `kept`).
                Some(c)
                    if cfg!(all(
                        not(feature = "all-languages"),
                        any(feature = "routing", feature = "scorecard", feature = "uplift", feature = "prediction")
                    )) =>
                {
                    assert!(c.len() < words.len())
                }
                Some(c) => assert_eq!(c, words),
                None => {}
            }
        }
        let err = install(Lang::Ko, "greeting\x1fHello").unwrap_err();
        assert!(err.to_string().starts_with(Lang::Ko.words_file()), "{err}");
    }

    /// All four compiled in: installing changes nothing, and every language is here, with
    /// every word whatever kinds are asked for too (cargo unifies features: a workspace
    /// build serves the CLI).
    #[cfg(feature = "all-languages")]
    #[test]
    fn all_compiled_in() {
        for l in Lang::ALL {
            assert!(l.installed());
            assert_eq!(install(l, l.compiled().unwrap()), Ok(()));
        }
        assert_eq!(text(Lang::Zh, "lang-picker-label"), format(Lang::Zh, "lang-picker-label", &[]));
        assert_ne!(text(Lang::Zh, "lang-picker-label"), text(Lang::En, "lang-picker-label"));
        assert!(has(Lang::En, "cli-hint") && has(Lang::En, "fig-map-title") && has(Lang::En, "routing-unknown-store"));
    }

    /// A page of the scorecard kind alone: its diagnostics and figures in English, not
    /// the other kinds' (nor the CLI's words); the CSV reader's code for every kind.
    #[cfg(all(feature = "scorecard", not(feature = "routing"), not(feature = "prediction"), not(feature = "all-languages")))]
    #[test]
    fn one_kind_page() {
        assert!(has(Lang::En, "scorecard-missing-column") && has(Lang::En, "fig-roc-title"));
        assert!(has(Lang::En, "scorecard-too-many-fields") && has(Lang::En, "fig-rule-ladder-title"));
        assert!(has(Lang::En, "gallery-title") && has(Lang::En, "app-skip"));
        assert!(!has(Lang::En, "fig-map-title") && !has(Lang::En, "fig-pred-scores-title") && !has(Lang::En, "cli-hint"));
        assert!(!keys(Lang::En).any(|k| k.starts_with("routing-") || k.starts_with("prediction-")));
    }

    /// English alone compiled in (the site's pages, `--no-default-features`): another
    /// language speaks English until its words file is installed, then its own words.
    #[cfg(not(feature = "all-languages"))]
    #[test]
    fn installed_at_run_time() {
        assert!(Lang::En.installed());
        assert!(!Lang::Id.installed() && Lang::Id.compiled().is_none());
        let en = text(Lang::En, "lang-picker-label");
        assert_eq!(text(Lang::Id, "lang-picker-label"), en);
        assert_eq!(format(Lang::Id, "test-count", &[("count", "1")]), "1 store");
        assert_eq!(keys(Lang::Id).count(), 0);
        // Another language's words (or a damaged file) are refused.
        let ko: &'static str = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/ko.txt")).unwrap().leak();
        assert!(install(Lang::Id, ko).is_err());
        assert!(!Lang::Id.installed());
        let id: &'static str = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/id.txt")).unwrap().leak();
        assert_eq!(install(Lang::Id, id), Ok(()));
        assert!(Lang::Id.installed());
        assert_eq!(format(Lang::Id, "test-count", &[("count", "2")]), "2 toko");
        assert_ne!(text(Lang::Id, "lang-picker-label"), en);
        assert!(keys(Lang::Id).count() >= keys(Lang::En).count());
        assert!(!Lang::Ko.installed());
    }
}
