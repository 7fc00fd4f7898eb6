//! Reading and writing `f64` with one small copy of the code in WebAssembly.
//!
//! The standard library's float parsing (`dec2flt`: Eisel-Lemire with a 10 KB table of
//! powers of five, plus a decimal slow path) and formatting (`flt2dec`: Grisu and
//! Dragon with their tables) cost the site's `.wasm` about 15-20 KB of its gzip. Here,
//! natively, each function is the standard one it names (fast, as the benchmarks
//! measure); on `wasm32` it is the compact code of [`compact`], exact integer
//! arithmetic plus the `zmij` shortest-digit writer that serde_json links anyway.
//!
//! Results are identical: [`compact`] is compiled and tested natively against the
//! standard library (`tests/float.rs`, millions of inputs: random doubles, long digit
//! strings, exact halfway points, subnormals, every grammar corner).
//!
//! All float text in the core and the site goes through here (also f64s shown in views:
//! Leptos writes those with `to_string`; see `site/src/format.rs`), and
//! `scripts/check-wasm-floats`, run by `scripts/build-site`, fails the build when any
//! `dec2flt`/`flt2dec` code is left in the site's or the worker's `.wasm`. `f64::clamp`
//! with bounds that are not constants links it too (its assertion message prints them).
//!
//! ```
//! use pysem::float::{self, Fixed, Shortest};
//! assert_eq!(float::parse("1e-7"), Some(1e-7));
//! assert_eq!(float::parse("0x1"), None);
//! assert_eq!(float::fixed(2.5, 0), "2"); // the exact value, ties to even
//! assert_eq!(format!("{} m, {}", Fixed(0.125, 2), Shortest(1e-7)), "0.12 m, 0.0000001");
//! assert_eq!(float::exp(1500.0), "1.5e3");
//! ```

pub(crate) mod big;
pub mod pandas;
pub(crate) mod parse;
pub(crate) mod py_float;
mod write;

pub use py_float::{py_float, PyFloatError};

use core::fmt;

/// The implementation used on `wasm32`, public so that native tests can compare it
/// with the standard library.
pub mod compact {
    pub use super::parse::parse;
    pub use super::write::{exp, fixed, shortest};
}

/// `s.parse::<f64>().ok()`: the same grammar (`[+-]`, digits with an optional `.`, an
/// optional exponent; `inf`, `infinity`, `nan` in any case) and the same correctly
/// rounded value.
#[inline]
pub fn parse(s: &str) -> Option<f64> {
    #[cfg(target_arch = "wasm32")]
    return compact::parse(s);
    #[cfg(not(target_arch = "wasm32"))]
    s.parse().ok()
}

/// `format!("{:.n}", x)`: the exact binary value rounded half to even at `n` decimals.
pub fn fixed(x: f64, n: usize) -> String {
    Fixed(x, n).to_string()
}

/// `format!("{}", x)` (also `x.to_string()`): the shortest digits that read back as
/// `x`, never with an exponent (`1e-7` is `0.0000001`).
pub fn shortest(x: f64) -> String {
    Shortest(x).to_string()
}

/// `format!("{:e}", x)`: the shortest digits, as `1.5e3` or `1e-7`.
pub fn exp(x: f64) -> String {
    Exp(x).to_string()
}

/// `Fixed(x, n)` writes `x` with `n` decimals as `{:.n}` does: `format!("{}", Fixed(x, 1))`
/// is `format!("{:.1}", x)`. Width, fill and precision flags of the outer format are
/// ignored.
#[derive(Clone, Copy)]
pub struct Fixed(pub f64, pub usize);

/// Writes `x` as `{}` does (see [`shortest`]). Flags are ignored.
#[derive(Clone, Copy)]
pub struct Shortest(pub f64);

/// Writes `x` as `{:e}` does (see [`exp`]). Flags are ignored.
#[derive(Clone, Copy)]
pub struct Exp(pub f64);

impl fmt::Display for Fixed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        #[cfg(target_arch = "wasm32")]
        return via(f, |s| compact::fixed(s, self.0, self.1));
        #[cfg(not(target_arch = "wasm32"))]
        write!(f, "{:.*}", self.1, self.0)
    }
}

impl fmt::Display for Shortest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        #[cfg(target_arch = "wasm32")]
        return via(f, |s| compact::shortest(s, self.0));
        #[cfg(not(target_arch = "wasm32"))]
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for Exp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        #[cfg(target_arch = "wasm32")]
        return via(f, |s| compact::exp(s, self.0));
        #[cfg(not(target_arch = "wasm32"))]
        write!(f, "{:e}", self.0)
    }
}

/// Formats into a small string, then writes it (one copy of the glue, not three).
#[cfg(target_arch = "wasm32")]
fn via(f: &mut fmt::Formatter<'_>, write: impl FnOnce(&mut String)) -> fmt::Result {
    let mut s = String::new();
    write(&mut s);
    f.write_str(&s)
}
