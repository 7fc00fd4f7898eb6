//! The type pandas gives a column, and what a `customer_id` is once it has one.
//!
//! `read_csv` looks at every cell of a column (missing ones aside, see
//! [`super::number`]) and takes the first type that holds them all:
//!
//! | column                                   | dtype    | `customer_id` becomes       |
//! |------------------------------------------|----------|-----------------------------|
//! | every cell an integer, none missing      | int64    | the integer: `007` is 7     |
//! | every present cell a number              | float64  | the double: `1001.0` is 1001|
//! | every present cell `true` / `false`      | bool     | True / False (= 1 / 0)      |
//! | anything else                            | str      | the text **as written**     |
//!
//! Ids then compare as Python does in a `set` and as `duplicated()` does: numbers by
//! value across int and float (1001 == 1001.0, -0 == 0), text by its exact characters
//! (` C0003` is not `C0003`), never a number with a text, and every missing id equal to
//! every other one in `duplicated()` (but to no test-set id). The truth file's column is
//! typed the same way, on its own.
//!
//! Not reproduced: integers beyond int64 mixed with negative ones or with missing cells
//! (pandas then goes to text or Python objects depending on the range; we keep the
//! exact integers), and the types pandas infers chunk by chunk on files with hundreds
//! of thousands of rows (`low_memory`).

use super::number::{boolean, decimal, integer, is_na};

/// The type pandas gives a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dtype {
    /// Every cell an integer, none missing (int64; uint64 or Python ints when large).
    Int,
    /// Every present cell a number, some missing, or one written as a decimal.
    /// A column with no present cell is float64 too (all NaN).
    Float,
    /// Every present cell `true` / `false` (bool; object with NaN when some missing).
    Bool,
    /// Anything else: the cells are kept as written (pandas' `str` / `object`).
    Text,
}

impl Dtype {
    /// Infer a column's type from its cells (`None`: the row is too short, NaN).
    pub fn infer<'a>(cells: impl IntoIterator<Item = Option<&'a str>>) -> Dtype {
        let (mut ints, mut numbers, mut bools, mut missing) = (true, true, true, false);
        let (mut all_fit_i64, mut present) = (true, false);
        for raw in cells {
            let Some(raw) = raw.filter(|r| !is_na(r)) else {
                missing = true;
                continue;
            };
            present = true;
            if ints {
                match integer(raw) {
                    Some(i) => all_fit_i64 &= i.fits_i64(),
                    None => ints = false,
                }
            }
            if numbers && !ints {
                numbers = decimal(raw).is_some();
            }
            if bools {
                bools = boolean(raw).is_some();
            }
            if !ints && !numbers && !bools {
                return Dtype::Text;
            }
        }
        if !present {
            Dtype::Float
        } else if ints && (!missing || !all_fit_i64) {
            Dtype::Int
        } else if ints || numbers {
            Dtype::Float
        } else if bools {
            Dtype::Bool
        } else {
            Dtype::Text
        }
    }

    /// True for int64 and float64 (and bool, which Python compares as 1 and 0).
    pub fn is_numeric(self) -> bool {
        !matches!(self, Dtype::Text)
    }
}

/// A `customer_id` as pandas holds it, for equality and hashing: two cells are the same
/// customer exactly when their keys are equal (a missing id aside, see [`IdKey::Missing`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum IdKey {
    /// A number with an integral value, in canonical decimal (`7`, `-12`, `1001`): `007`
    /// in an int column, `1001.0` or `1e3` in a float column, `True` (1). Exact, also
    /// beyond 2^53 where doubles would merge neighbouring ids.
    Int(String),
    /// Any other number (`0.5`, `inf`), by its bits.
    Float(u64),
    /// Text, exactly as written (no trimming).
    Str(String),
    /// A missing id (NaN): an empty cell, `NA`, `null`, ... or a row too short to have
    /// one. Never a test-set id; `duplicated()` counts each after the first.
    Missing,
}

impl IdKey {
    /// The key of one cell (`None`: the row is too short) in a column of type `dtype`.
    pub(crate) fn read(raw: Option<&str>, dtype: Dtype) -> IdKey {
        let Some(raw) = raw.filter(|r| !is_na(r)) else {
            return IdKey::Missing;
        };
        match dtype {
            Dtype::Int => integer(raw).map_or(IdKey::Missing, |i| IdKey::Int(i.canonical())),
            Dtype::Float => decimal(raw).map_or(IdKey::Missing, IdKey::from_f64),
            Dtype::Bool => match boolean(raw) {
                Some(b) => IdKey::Int(if b { "1" } else { "0" }.to_string()),
                None => IdKey::Missing,
            },
            Dtype::Text => IdKey::Str(raw.to_string()),
        }
    }

    /// The key of a double: integral values by their exact integer (so -0 is 0).
    pub fn from_f64(x: f64) -> IdKey {
        if x.is_nan() {
            IdKey::Missing
        } else if x.is_finite() && x.fract() == 0.0 {
            // `{:.0}` prints an integral double's exact value; `+ 0.0` turns -0 into 0.
            IdKey::Int(format!("{:.0}", x + 0.0))
        } else {
            IdKey::Float(x.to_bits())
        }
    }

    /// True for a number (int, float or bool column).
    pub fn is_number(&self) -> bool {
        matches!(self, IdKey::Int(_) | IdKey::Float(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn infer(cells: &[&str]) -> Dtype {
        Dtype::infer(cells.iter().map(|c| Some(*c)))
    }

    #[test]
    fn column_types() {
        assert_eq!(infer(&["007", " 1001 ", "+5"]), Dtype::Int);
        assert_eq!(infer(&["1001", ""]), Dtype::Float);
        assert_eq!(infer(&["1001.0", "1e3"]), Dtype::Float);
        assert_eq!(infer(&["1", "inf"]), Dtype::Float);
        assert_eq!(infer(&["", "NA"]), Dtype::Float);
        assert_eq!(infer(&[]), Dtype::Float);
        assert_eq!(infer(&["True", "false"]), Dtype::Bool);
        assert_eq!(infer(&["True", ""]), Dtype::Bool);
        assert_eq!(infer(&["True", "1"]), Dtype::Text);
        assert_eq!(infer(&["1001", "C1"]), Dtype::Text);
        assert_eq!(infer(&["\u{a0}1"]), Dtype::Text);
        assert_eq!(infer(&["99999999999999999999", ""]), Dtype::Int);
        assert_eq!(
            Dtype::infer([Some("1"), None]),
            Dtype::Float,
            "a short row is a missing cell"
        );
    }

    #[test]
    fn keys_compare_as_pandas_values() {
        let key = |raw: &str, cells: &[&str]| IdKey::read(Some(raw), infer(cells));
        assert_eq!(key("007", &["007", "8"]), key("7", &["7"]));
        assert_eq!(key("1001.0", &["1001.0"]), key("1001", &["1001"]));
        assert_eq!(key("-0.0", &["-0.0"]), key("0", &["0"]));
        assert_ne!(key(" C0003", &[" C0003"]), key("C0003", &["C0003"]));
        assert_ne!(key("1001", &["1001", "C1"]), key("1001", &["1001"]));
        assert_eq!(key("True", &["True"]), key("1", &["1"]));
        assert_eq!(key("NA", &["NA", "C1"]), IdKey::Missing);
        // int64 is exact; a float64 column rounds to the nearest double.
        assert_ne!(
            key("9007199254740993", &["9007199254740993"]),
            key("9007199254740992", &["9007199254740992"])
        );
        assert_eq!(
            key("9007199254740993", &["9007199254740993", ""]),
            key("9007199254740992", &["9007199254740992"])
        );
        assert_eq!(
            IdKey::from_f64(1e20),
            IdKey::Int("100000000000000000000".into())
        );
        assert!(matches!(IdKey::from_f64(0.5), IdKey::Float(_)));
    }
}
