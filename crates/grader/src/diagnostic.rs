//! The core's diagnostics ([`grade_core::diagnostic`]), with `codes` holding every
//! code of this build: the core's and each kind's (its crate's `codes` module).

pub use grade_core::diagnostic::*;

/// Every diagnostic code of this build: the core's and its kinds' constants, the list
/// of all of them ([`CODES`](codes::CODES)) and [`lookup`](codes::lookup) by text.
pub mod codes {
    pub use grade_core::diagnostic::codes::*;
    pub use kind_prediction::codes::*;
    pub use kind_routing::codes::*;
    pub use kind_scorecard::codes::*;
    pub use kind_uplift::codes::*;

    use crate::kinds::KIND_CODES;

    const fn count() -> usize {
        let (mut n, mut i) = (grade_core::diagnostic::codes::CODES.len(), 0);
        while i < KIND_CODES.len() {
            n += KIND_CODES[i].len();
            i += 1;
        }
        n
    }

    const fn all() -> [Code; count()] {
        let mut out = [FILE_EMPTY; count()];
        let core = grade_core::diagnostic::codes::CODES;
        let mut n = 0;
        while n < core.len() {
            out[n] = core[n];
            n += 1;
        }
        let mut i = 0;
        while i < KIND_CODES.len() {
            let mut j = 0;
            while j < KIND_CODES[i].len() {
                out[n] = KIND_CODES[i][j];
                n += 1;
                j += 1;
            }
            i += 1;
        }
        out
    }

    /// Every code of this build: the core's, then each kind's in the registry's order.
    pub static CODES: &[Code] = &all();

    /// The code written `code`, if this build has it.
    pub fn lookup(code: &str) -> Option<Code> {
        CODES.iter().copied().find(|d| d.code == code)
    }

    /// Let a diagnostic read back from JSON find its code's words: every kind's codes of
    /// this build registered with the core ([`register`]); done by every reader of reports here.
    pub fn install() {
        for codes in KIND_CODES {
            register(codes);
        }
    }
}
