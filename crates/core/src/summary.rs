//! A report as a human summary (`fde-grade --format table`): the pieces every kind's
//! [`KindReport::table`](crate::kind::KindReport::table) uses.
//!
//! The words are the command line's (`crates/i18n/locales/<lang>/cli.ftl`, `cli-valid`,
//! `cli-table-*`): a page build does not carry them (it never prints a table), so a
//! table from a page's grader would show keys. Numbers, codes, file names and the
//! categories are data, the same in every language.

use std::fmt::Write;

use i18n::Lang;

use crate::diagnostic::{Diagnostic, DiagnosticGroup};

/// Most locations listed per diagnostic group.
const SHOW: usize = 5;

/// A value in a summary line: numbers as `{}` writes them (floats through
/// [`crate::float`]), `—` for none (also the CLI's table in other languages).
pub trait Cell {
    fn cell(&self) -> String;
}

impl Cell for f64 {
    fn cell(&self) -> String {
        crate::float::shortest(*self)
    }
}

macro_rules! display_cells {
    ($($t:ty),*) => {$(
        impl Cell for $t {
            fn cell(&self) -> String {
                self.to_string()
            }
        }
    )*};
}
display_cells!(usize, u64, u32, i64, i32, String, &str);

impl<T: Cell> Cell for Option<T> {
    fn cell(&self) -> String {
        self.as_ref().map(Cell::cell).unwrap_or_else(|| "—".into())
    }
}

/// `VALID` / `REJECTED` in `lang`.
pub fn verdict(valid: bool, lang: Lang) -> String {
    i18n::text(lang, if valid { "cli-valid" } else { "cli-rejected" })
}

/// The first line of most kinds: `<file>  VALID  score 0.93`.
pub fn head(out: &mut String, file: &str, verdict: &str, score: f64, lang: Lang) {
    let _ = writeln!(out, "{file}  {verdict}  {} {}", i18n::text(lang, "cli-score"), score.cell());
}

/// The table of a kind with one line of figures: [`head`] (its `VALID`/`REJECTED` and
/// score), the figures `key` in `lang` with `args` ([`line`]), then its [`diagnostics`].
pub fn simple_table<R: crate::kind::KindReport>(r: &R, file: &str, lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::new();
    head(&mut out, file, &verdict(r.valid(), lang), r.score().unwrap_or(0.0), lang);
    line(&mut out, lang, key, args);
    diagnostics(&mut out, r.diagnostic_groups(), r.diagnostics(), lang);
    out
}

/// A figures' line: two spaces, then the message `key` in `lang` with `args`.
pub fn line(out: &mut String, lang: Lang, key: &str, args: &[(&str, &str)]) {
    let _ = writeln!(out, "  {}", i18n::format(lang, key, args));
}

/// The diagnostic groups, each with its first few messages and its hint, in `lang`.
pub fn diagnostics(out: &mut String, groups: &[DiagnosticGroup], diags: &[Diagnostic], lang: Lang) {
    for g in groups {
        let _ = writeln!(out, "  {:<7} {:<28} ×{}", format!("{:?}", g.category).to_ascii_lowercase(), g.code, g.count);
        for d in diags.iter().filter(|d| d.code == g.code).take(SHOW) {
            let loc = d.location.describe_in(lang);
            let _ = writeln!(out, "          {}{}", d.message_in(lang), if loc.is_empty() { String::new() } else { format!("  [{loc}]") });
        }
        if g.count > SHOW {
            let _ = writeln!(out, "          {}", i18n::format(lang, "cli-more", &[("n", &(g.count - SHOW).to_string())]));
        }
        if let Some(h) = diags.iter().find(|d| d.code == g.code).and_then(|d| d.hint_in(lang)) {
            let _ = writeln!(out, "          {}", i18n::format(lang, "cli-hint", &[("hint", &h)]));
        }
    }
}

/// A number of a coach's table ([`crate::kind::Kind::coach`]) with `digits` decimals,
/// `-` for none.
pub fn fixed_or_dash(x: Option<f64>, digits: usize) -> String {
    x.map_or_else(|| "-".into(), |x| crate::float::fixed(x, digits))
}

/// A difference in a coach's table: 6 decimals, with its sign under `{:+}`, `-` when
/// unknown (not finite).
pub struct Signed(pub f64);

impl std::fmt::Display for Signed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if !self.0.is_finite() {
            return f.write_str("-");
        }
        let t = crate::float::fixed(self.0, 6);
        if self.0 >= 0.0 && f.sign_plus() {
            write!(f, "+{t}")
        } else {
            f.write_str(&t)
        }
    }
}
