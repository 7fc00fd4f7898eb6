//! A report as a human summary (`fde-grade --format table`): the pieces every kind's
//! [`KindReport::table`](crate::kind::KindReport::table) uses.

use std::fmt::Write;

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

/// `VALID` / `REJECTED`.
pub(crate) fn verdict(valid: bool) -> &'static str {
    if valid {
        "VALID"
    } else {
        "REJECTED"
    }
}

/// The diagnostic groups, each with its first few messages and its hint.
pub(crate) fn diagnostics(out: &mut String, groups: &[DiagnosticGroup], diags: &[Diagnostic]) {
    for g in groups {
        let _ = writeln!(out, "  {:<7} {:<28} ×{}", format!("{:?}", g.category).to_ascii_lowercase(), g.code, g.count);
        for d in diags.iter().filter(|d| d.code == g.code).take(SHOW) {
            let loc = d.location.describe();
            let _ = writeln!(out, "          {}{}", d.message, if loc.is_empty() { String::new() } else { format!("  [{loc}]") });
        }
        if g.count > SHOW {
            let _ = writeln!(out, "          … and {} more", g.count - SHOW);
        }
        if let Some(h) = diags.iter().find(|d| d.code == g.code).and_then(|d| d.hint.as_ref()) {
            let _ = writeln!(out, "          hint: {h}");
        }
    }
}
