//! The words of the site and the CLI in English, 中文, 한국어 and Bahasa Indonesia.
//!
//! The words are Fluent files in `locales/<lang>/*.ftl`, one namespace per language
//! (files split by who uses them: `ui.ftl` the site's pages, `figures.ftl` its figures,
//! `diagnostics.ftl` the grader's messages, `explain.ftl` and `cli.ftl` the command line):
//! this crate's ([`CORE`]: every kind's words) and each case kind's (its crate's
//! `locales/`, its `WORDS`, [`register`]ed by the `grader` facade). `i18n-build` parses
//! them with the reference parser (`fluent-syntax`) and compiles them into one string per
//! language, so the page carries the words and this small walker, not a Fluent runtime.
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

/// The words of every kind (`locales/`): cli.ftl, ui.ftl, panels.ftl and the diagnostics,
/// explanations and figures every kind shares.
pub static CORE: Words = include!(concat!(env!("OUT_DIR"), "/words.rs"));

/// One language's words: (key, encoded pattern) sorted by key (see i18n-build).
type Table = Vec<(&'static str, &'static str)>;

fn index(blob: &'static str) -> Table {
    blob.split('\x1e').filter_map(|e| e.split_once('\x1f')).collect()
}

/// One crate's words in the four languages ([`CORE`], or a case kind's `WORDS`, compiled
/// by its build script with `i18n-build`): English always compiled in, the others with the
/// feature `all-languages` or [`Words::install`]ed from their words files at run time.
/// A key is defined once across every crate's words (the catalogue test).
pub struct Words {
    compiled: [Option<&'static str>; 4],
    files: [&'static str; 4],
    tables: [std::sync::OnceLock<Table>; 4],
}

impl Words {
    /// What i18n-build writes: a crate's words compiled in and its words files' names,
    /// each by language.
    #[doc(hidden)]
    pub const fn new(compiled: [Option<&'static str>; 4], files: [&'static str; 4]) -> Words {
        Words { compiled, files, tables: [const { std::sync::OnceLock::new() }; 4] }
    }

    /// The name of `lang`'s words file (`zh.<16 hex>.txt`, a kind's `zh.routing.<16
    /// hex>.txt`: the FNV-1a hash of its words), the same in every build of the same
    /// words (none for the core's English, always compiled in); see [`Words::install`].
    pub fn file(&self, lang: Lang) -> &'static str {
        self.files[lang.index()]
    }

    /// The words compiled into this build (English, but a kind's with `kind-files`; the
    /// others with the feature `all-languages`): the text of [`Words::file`] (a page's
    /// English leaves out the command line's words).
    pub fn compiled(&self, lang: Lang) -> Option<&'static str> {
        self.compiled[lang.index()]
    }

    /// Whether `lang`'s words are here: compiled in, or [`Words::install`]ed.
    pub fn installed(&self, lang: Lang) -> bool {
        self.compiled(lang).is_some() || self.tables[lang.index()].get().is_some()
    }

    /// Install `lang`'s words at run time: `words` is the text of its words file
    /// ([`Words::file`], fetched by the page), checked against the hash in that name so a
    /// page never mixes another build's words with its own. Installing words already here
    /// (compiled in, or installed before) changes nothing.
    pub fn install(&self, lang: Lang, words: &'static str) -> Result<(), InstallError> {
        let file = self.file(lang);
        let hash = fnv1a64(words.as_bytes());
        if file.strip_suffix(".txt").and_then(|f| f.rsplit_once('.')).is_none_or(|(_, h)| h != hash) {
            return Err(InstallError::NotThisBuild { file, hash });
        }
        if !self.installed(lang) {
            let _ = self.tables[lang.index()].set(index(words));
        }
        Ok(())
    }

    /// Every key it defines in `lang`, sorted.
    pub fn keys(&self, lang: Lang) -> impl Iterator<Item = &'static str> + '_ {
        self.table(lang).iter().map(|(k, _)| *k)
    }

    fn table(&self, lang: Lang) -> &Table {
        static EMPTY: Table = Vec::new();
        let cell = &self.tables[lang.index()];
        match self.compiled(lang) {
            Some(blob) => cell.get_or_init(|| index(blob)),
            None => cell.get().unwrap_or(&EMPTY),
        }
    }

    fn lookup(&self, lang: Lang, key: &str) -> Option<&'static str> {
        let t = self.table(lang);
        t.binary_search_by(|(k, _)| (*k).cmp(key)).ok().map(|i| t[i].1)
    }
}

/// The case kinds' words registered so far ([`register`]), in their order: append-only, so
/// a lookup reads them without a lock.
static KINDS: [std::sync::OnceLock<&'static Words>; 64] = [const { std::sync::OnceLock::new() }; 64];

/// Let the lookups see the case kinds' words: the `grader` facade registers those of the
/// kinds it was built with (`grader::install`) before any words are read; the page split
/// per kind registers a kind's when its module has loaded. Words registered already
/// change nothing.
pub fn register(kinds: &[&'static Words]) {
    'each: for &w in kinds {
        for slot in &KINDS {
            let got = *slot.get_or_init(|| w);
            if std::ptr::eq(got, w) {
                continue 'each;
            }
        }
        panic!("i18n::register: more than {} case kinds' words", KINDS.len());
    }
}

/// Every crate's words here: [`CORE`], then the [`register`]ed kinds'.
pub fn catalogues() -> impl Iterator<Item = &'static Words> {
    std::iter::once(&CORE).chain(KINDS.iter().map_while(|s| s.get().copied()))
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

    /// Whether this language's words are here, every crate's ([`catalogues`]): compiled
    /// in, or installed ([`Words::install`]). A language whose words are not here speaks
    /// English (every message falls back to it).
    pub fn installed(self) -> bool {
        catalogues().all(|w| w.installed(self))
    }
}

/// Why [`Words::install`] refused a words file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstallError {
    /// The text is not the words this build names (another build's file, or damaged):
    /// its hash differs from the one in [`Words::file`].
    NotThisBuild { file: &'static str, hash: String },
}

impl std::fmt::Display for InstallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InstallError::NotThisBuild { file, hash } => write!(f, "{file}: the words received hash to {hash}, not this build's"),
        }
    }
}

/// FNV-1a (64 bits) in 16 hex digits, as i18n-build names the words files.
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

fn lookup(lang: Lang, key: &str) -> Option<&'static str> {
    catalogues().find_map(|w| w.lookup(lang, key))
}

/// The key of a case example's step (`expect.step`, the case author's English) on the
/// rule ladder: `fig-rule-ladder-step-<step as a slug>` (`valid, poor` →
/// `…-valid-poor`); its words are the case's kind's, or the core's when kinds share it.
pub fn step_key(step: &str) -> String {
    let mut key = String::from("fig-rule-ladder-step-");
    for c in step.chars().map(|c| c.to_ascii_lowercase()) {
        if c.is_ascii_alphanumeric() {
            key.push(c);
        } else if !key.ends_with('-') {
            key.push('-');
        }
    }
    key.truncate(key.trim_end_matches('-').len());
    key
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

/// One piece of an encoded pattern (see i18n-build).
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

/// Every key `lang` defines in every crate's words ([`catalogues`]), sorted.
pub fn keys(lang: Lang) -> impl Iterator<Item = &'static str> {
    let mut keys: Vec<_> = catalogues().flat_map(|w| w.keys(lang)).collect();
    keys.sort_unstable();
    keys.into_iter()
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

    /// A kind registered later (the page split per kind, once its module has loaded) joins
    /// the lookups, once however often registered; its English from a file (`kind-files`)
    /// is looked up only once installed, and only its own build's words are taken.
    #[test]
    fn a_kind_registered_later_joins_once_and_its_english_file_installs() {
        let english = "test-kind-later\x1flater words";
        static LATER: Words = Words::new([None; 4], ["en.later.x.txt", "zh.later.x.txt", "ko.later.x.txt", "id.later.x.txt"]);
        static FILED: std::sync::OnceLock<Words> = std::sync::OnceLock::new();
        let file: &'static str = format!("en.later.{}.txt", fnv1a64(english.as_bytes())).leak();
        let filed = FILED.get_or_init(|| Words::new([None; 4], [file, "", "", ""]));
        assert!(!has(Lang::En, "test-kind-later"));
        register(&[filed]);
        register(&[filed, &LATER, filed]);
        assert_eq!(catalogues().filter(|w| std::ptr::eq(*w, filed)).count(), 1, "registered once");
        assert!(catalogues().any(|w| std::ptr::eq(w, &LATER)));
        assert!(!filed.installed(Lang::En) && !Lang::En.installed(), "its English is not here before its file");
        assert_eq!(text(Lang::En, "test-kind-later"), "test-kind-later", "a key not here reads as itself");
        assert!(filed.install(Lang::En, "test-kind-later\x1fother words").is_err(), "another build's words");
        filed.install(Lang::En, english).unwrap();
        assert_eq!(text(Lang::En, "test-kind-later"), "later words");
        assert_eq!(text(Lang::Zh, "test-kind-later"), "later words", "other languages fall back to it");
    }

    /// `lang`'s words here: compiled in, or installed from its file in OUT_DIR (as a page does).
    fn ensure(lang: Lang) {
        if !lang.installed() {
            let words = std::fs::read_to_string(format!("{}/{}.txt", env!("OUT_DIR"), lang.code())).unwrap();
            CORE.install(lang, words.leak()).unwrap();
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
        assert_eq!(CORE.file(Lang::En), "", "English is compiled in: no file");
        for l in Lang::ALL {
            let words = std::fs::read_to_string(format!("{}/{}.txt", env!("OUT_DIR"), l.code())).unwrap();
            if l != Lang::En {
                assert_eq!(CORE.file(l), format!("{}.{}.txt", l.code(), fnv1a64(words.as_bytes())));
            }
            match CORE.compiled(l) {
                // A page compiles in fewer English words (not the command line's).
                Some(c) if cfg!(all(not(feature = "all-languages"), feature = "page")) => assert!(c.len() < words.len()),
                Some(c) => assert_eq!(c, words),
                None => {}
            }
        }
        let err = CORE.install(Lang::Ko, "greeting\x1fHello").unwrap_err();
        assert!(err.to_string().starts_with(CORE.file(Lang::Ko)), "{err}");
    }

    /// A kind's words: its file named with its name, its keys found beside the core's
    /// once registered (a language it lacks falls back to English, as the core's do).
    #[test]
    fn kind_words() {
        static KIND: Words = Words::new([Some("test-kind\x1fKind \x01n\x02"), None, None, None], ["", "zh.probe.0.txt", "", ""]);
        static KINDS: [&Words; 1] = [&KIND];
        register(&KINDS);
        // The core's first, then the kinds' (other tests of this process register theirs).
        let files: Vec<_> = catalogues().map(|w| w.file(Lang::Zh)).collect();
        assert_eq!(files[0], CORE.file(Lang::Zh));
        assert_eq!(files.iter().filter(|f| **f == "zh.probe.0.txt").count(), 1, "{files:?}");
        assert_eq!(format(Lang::En, "test-kind", &[("n", "2")]), "Kind 2");
        assert_eq!(format(Lang::Zh, "test-kind", &[("n", "2")]), "Kind 2");
        assert!(keys(Lang::En).any(|k| k == "test-kind") && keys(Lang::En).any(|k| k == "test-count"));
        assert!(!Lang::Zh.installed());
        assert!(matches!(KIND.install(Lang::Zh, "x"), Err(InstallError::NotThisBuild { file: "zh.probe.0.txt", .. })));
    }

    /// All four compiled in: installing changes nothing, and every language is here, with
    /// every word whatever else is asked for too (cargo unifies features: a workspace
    /// build serves the CLI).
    #[cfg(feature = "all-languages")]
    #[test]
    fn all_compiled_in() {
        for l in Lang::ALL {
            assert!(CORE.installed(l));
        }
        for l in [Lang::Zh, Lang::Ko, Lang::Id] {
            assert_eq!(CORE.install(l, CORE.compiled(l).unwrap()), Ok(()));
        }
        assert_eq!(text(Lang::Zh, "lang-picker-label"), format(Lang::Zh, "lang-picker-label", &[]));
        assert_ne!(text(Lang::Zh, "lang-picker-label"), text(Lang::En, "lang-picker-label"));
        assert!(has(Lang::En, "cli-hint") && has(Lang::En, "fig-rule-ladder-title") && has(Lang::En, "explain-file-empty"));
    }

    /// A page's English: the core's words of the pages, not the command line's.
    #[cfg(all(feature = "page", not(feature = "all-languages")))]
    #[test]
    fn page_words() {
        assert!(has(Lang::En, "scorecard-too-many-fields") && has(Lang::En, "fig-rule-ladder-title"));
        assert!(has(Lang::En, "gallery-title") && has(Lang::En, "app-skip"));
        assert!(!has(Lang::En, "cli-hint") && !has(Lang::En, "explain-file-empty"));
    }

    /// English alone compiled in (the site's pages, `--no-default-features`): another
    /// language speaks English until its words file is installed, then its own words.
    #[cfg(not(feature = "all-languages"))]
    #[test]
    fn installed_at_run_time() {
        assert!(CORE.installed(Lang::En));
        assert!(!CORE.installed(Lang::Id) && CORE.compiled(Lang::Id).is_none());
        let en = text(Lang::En, "lang-picker-label");
        assert_eq!(text(Lang::Id, "lang-picker-label"), en);
        assert_eq!(format(Lang::Id, "test-count", &[("count", "1")]), "1 store");
        assert_eq!(CORE.keys(Lang::Id).count(), 0);
        // Another language's words (or a damaged file) are refused.
        let ko: &'static str = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/ko.txt")).unwrap().leak();
        assert!(CORE.install(Lang::Id, ko).is_err());
        assert!(!CORE.installed(Lang::Id));
        let id: &'static str = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/id.txt")).unwrap().leak();
        assert_eq!(CORE.install(Lang::Id, id), Ok(()));
        assert!(CORE.installed(Lang::Id));
        assert_eq!(format(Lang::Id, "test-count", &[("count", "2")]), "2 toko");
        assert_ne!(text(Lang::Id, "lang-picker-label"), en);
        assert!(CORE.keys(Lang::Id).count() >= CORE.keys(Lang::En).count());
        assert!(!CORE.installed(Lang::Ko));
    }
}
