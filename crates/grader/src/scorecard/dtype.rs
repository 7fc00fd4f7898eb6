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
//! **Blocks** (`low_memory`, on by default): pandas types each block of [`BLOCK_ROWS`]
//! rows on its own and then joins the blocks. Blocks of numbers join as float64 when one
//! of them is float64 (every id a double then); any other mix (a block of text after
//! blocks of numbers) makes an `object` column where each block keeps its own values:
//! in a 300,000-row file with one stray `X` in row 270,000, the first 262,144 ids are
//! numbers and the rest text.
//!
//! Not reproduced: integers beyond int64 mixed with negative ones or with missing cells
//! (pandas then goes to text or Python objects depending on the range; we keep the
//! exact integers).

use super::number::{boolean, decimal, integer, is_na};

/// Rows pandas types together (`low_memory`): 2^18, measured on pandas 3.1 for files
/// of 2 to 40 columns. Counted in records: skipped blank lines do not count.
pub(crate) const BLOCK_ROWS: usize = 1 << 18;

/// The type pandas gives a block of a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dtype {
    /// Every cell an integer, none missing (int64; uint64 or Python ints when large).
    Int,
    /// Every present cell a number, some missing, or one written as a decimal.
    /// A block with no present cell is float64 too (all NaN).
    Float,
    /// Every present cell `true` / `false` (bool; object with NaN when some missing).
    Bool,
    /// Anything else: the cells are kept as written (pandas' `str` / `object`).
    Text,
}

/// A column's type, block by block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ColumnType {
    /// One type per block of [`BLOCK_ROWS`] rows; empty for a column with no rows.
    blocks: Vec<Dtype>,
}

impl ColumnType {
    /// Type a column from its cells in row order (`None`: the row is too short).
    pub fn infer<'a>(cells: impl IntoIterator<Item = Option<&'a str>>) -> ColumnType {
        let mut blocks = Vec::new();
        let (mut block, mut n) = (Inference::default(), 0);
        for raw in cells {
            block.push(raw);
            n += 1;
            if n == BLOCK_ROWS {
                blocks.push(std::mem::take(&mut block).finish());
                n = 0;
            }
        }
        if n > 0 {
            blocks.push(block.finish());
        }
        // Blocks of numbers join as float64 as soon as one is float64.
        let numbers = blocks
            .iter()
            .all(|&d| matches!(d, Dtype::Int | Dtype::Float));
        if numbers && blocks.contains(&Dtype::Float) {
            blocks.fill(Dtype::Float);
        }
        ColumnType { blocks }
    }

    /// The type the cell of data row `row` (0-based) was read with.
    pub fn at(&self, row: usize) -> Dtype {
        self.blocks
            .get(row / BLOCK_ROWS)
            .copied()
            .unwrap_or(Dtype::Text)
    }

    /// True when some block is text.
    pub fn has_text(&self) -> bool {
        self.blocks.contains(&Dtype::Text)
    }

    /// True when the column has rows and every block is text.
    pub fn all_text(&self) -> bool {
        !self.blocks.is_empty() && self.blocks.iter().all(|&d| d == Dtype::Text)
    }

    /// True when the column has rows and no block is text.
    pub fn is_numeric(&self) -> bool {
        !self.blocks.is_empty() && !self.has_text()
    }
}

/// What the cells of a block seen so far allow.
#[derive(Debug, Clone, Copy)]
struct Inference {
    ints: bool,
    numbers: bool,
    bools: bool,
    missing: bool,
    present: bool,
    all_fit_i64: bool,
}

impl Default for Inference {
    fn default() -> Self {
        Inference {
            ints: true,
            numbers: true,
            bools: true,
            missing: false,
            present: false,
            all_fit_i64: true,
        }
    }
}

impl Inference {
    fn push(&mut self, raw: Option<&str>) {
        let Some(raw) = raw.filter(|r| !is_na(r)) else {
            self.missing = true;
            return;
        };
        self.present = true;
        if !(self.ints || self.numbers || self.bools) {
            return; // text already
        }
        if self.ints {
            match integer(raw) {
                Some(i) => self.all_fit_i64 &= i.fits_i64(),
                None => self.ints = false,
            }
        }
        if self.numbers && !self.ints {
            self.numbers = decimal(raw).is_some();
        }
        if self.bools {
            self.bools = boolean(raw).is_some();
        }
    }

    fn finish(self) -> Dtype {
        if !self.present {
            Dtype::Float
        } else if self.ints && (!self.missing || !self.all_fit_i64) {
            Dtype::Int
        } else if self.ints || self.numbers {
            Dtype::Float
        } else if self.bools {
            Dtype::Bool
        } else {
            Dtype::Text
        }
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
            IdKey::Int(crate::float::fixed(x + 0.0, 0))
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

    fn infer_block<'a>(cells: impl IntoIterator<Item = Option<&'a str>>) -> Dtype {
        let mut block = Inference::default();
        for raw in cells {
            block.push(raw);
        }
        block.finish()
    }

    fn infer(cells: &[&str]) -> Dtype {
        infer_block(cells.iter().map(|c| Some(*c)))
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
            infer_block([Some("1"), None]),
            Dtype::Float,
            "a short row is a missing cell"
        );
    }

    #[test]
    fn blocks_are_typed_on_their_own() {
        let ids: Vec<String> = (0..BLOCK_ROWS + 2).map(|i| i.to_string()).collect();
        let cells = |last: &'static str| {
            let ids = &ids;
            ids.iter()
                .take(BLOCK_ROWS + 1)
                .map(|s| Some(s.as_str()))
                .chain([Some(last)])
        };
        // pandas: int64 block + str block -> object: numbers, then text.
        let t = ColumnType::infer(cells("X"));
        assert_eq!((t.at(0), t.at(BLOCK_ROWS)), (Dtype::Int, Dtype::Text));
        assert!(t.has_text() && !t.is_numeric());
        // pandas: int64 block + float64 block -> float64 throughout.
        let t = ColumnType::infer(cells("1.5"));
        assert_eq!((t.at(0), t.at(BLOCK_ROWS)), (Dtype::Float, Dtype::Float));
        // One block: text throughout.
        let t = ColumnType::infer(["1", "X"].map(Some));
        assert_eq!(t.at(0), Dtype::Text);
        assert!(!ColumnType::infer([]).is_numeric());
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
