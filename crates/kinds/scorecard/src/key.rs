//! A `customer_id` cell's key without copying it: what [`IdKey`] and [`astype_str`] give,
//! borrowed from the file where the column is all text or all int64 (every file we have
//! seen), cell by cell through them otherwise (mixed blocks, floats, bools).

use std::borrow::Cow;

use super::dtype::{astype_str, ColumnType, Dtype, IdKey};
use super::number::{boolean, integer, is_na};

/// How a column's ids are keyed for `duplicated()` and `astype(str)`: borrowed from the
/// file where the column is all text or all int64 (every file we have seen), else
/// through [`IdKey`] and [`astype_str`] cell by cell (mixed blocks, floats, bools).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum KeyMode {
    Text,
    Int,
    Any,
}

/// A cell's key: equal exactly when the [`IdKey`]s are (within one column's mode).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Key<'a> {
    Missing,
    /// Text as written.
    Str(&'a str),
    /// An integer: negative, and its digits without leading zeros.
    Int(bool, &'a str),
    /// Any other column's key.
    Id(IdKey),
}

impl KeyMode {
    pub(crate) fn of(t: &ColumnType) -> KeyMode {
        let blocks = t.blocks();
        if !blocks.is_empty() && blocks.iter().all(|&d| d == Dtype::Text) {
            KeyMode::Text
        } else if !blocks.is_empty() && blocks.iter().all(|&d| d == Dtype::Int) {
            KeyMode::Int
        } else {
            KeyMode::Any
        }
    }

    /// [`IdKey::read`], borrowed.
    pub(crate) fn key<'a>(self, raw: Option<&'a str>, dtype: Dtype) -> Key<'a> {
        match self {
            KeyMode::Text => match raw.filter(|r| !is_na(r)) {
                Some(r) => Key::Str(r),
                None => Key::Missing,
            },
            KeyMode::Int => match raw.filter(|r| !is_na(r)) {
                None => Key::Missing,
                Some(r) => match integer(r) {
                    Some(i) => Key::Int(i.negative, i.digits),
                    // A bool block joined with int64 ones (pandas 2).
                    None => boolean(r).map_or(Key::Missing, |b| Key::Int(false, if b { "1" } else { "0" })),
                },
            },
            KeyMode::Any => match IdKey::read(raw, dtype) {
                IdKey::Missing => Key::Missing,
                k => Key::Id(k),
            },
        }
    }

    /// [`astype_str`], borrowed where it is the text as written or its digits.
    pub(crate) fn astype_str<'a>(self, raw: Option<&'a str>, dtype: Dtype) -> Cow<'a, str> {
        match (self, self.key(raw, dtype)) {
            (KeyMode::Any, _) => Cow::Owned(astype_str(raw, dtype)),
            (_, Key::Missing) => Cow::Borrowed("nan"),
            (_, Key::Str(s)) => Cow::Borrowed(s),
            (_, Key::Int(false, digits)) => Cow::Borrowed(digits),
            (_, Key::Int(true, digits)) => Cow::Owned(format!("-{digits}")),
            (_, Key::Id(_)) => Cow::Owned(astype_str(raw, dtype)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Over columns of ids drawn from odd spellings: the borrowed keys are equal exactly
    /// when [`IdKey`]s are, the borrowed texts are [`astype_str`]'s, and in a text or
    /// int64 column two keys are equal exactly when their texts are (what lets
    /// `ids::check` find duplicates with the texts' map).
    #[test]
    fn borrowed_keys_are_the_id_keys() {
        let pool = [
            "C1",
            "C01",
            " C1",
            "c1",
            "7",
            "007",
            "+7",
            "-7",
            "-0",
            "0",
            "00",
            "True",
            "false",
            "NA",
            "",
            "nan",
            "None",
            "#N/A",
            "1.0",
            "1e3",
            "1000",
            "0.5",
            "9223372036854775808",
            "-9223372036854775809",
            "99999999999999999999",
            " 7",
            "7 ",
        ];
        let mut seed = 11u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        let mut modes = [0usize; 3];
        for trial in 0..3000 {
            // Columns from a few spellings: many are all-int or all-text.
            let narrow = 1 + next() % pool.len();
            let n = 1 + next() % 8;
            let cells: Vec<Option<&str>> = (0..n).map(|_| if next() % 20 == 0 { None } else { Some(pool[next() % narrow]) }).collect();
            let t = ColumnType::infer(cells.iter().copied(), 2);
            let mode = KeyMode::of(&t);
            modes[mode as usize] += 1;
            for (i, &a) in cells.iter().enumerate() {
                assert_eq!(mode.astype_str(a, t.at(i)), astype_str(a, t.at(i)), "trial {trial}: {cells:?}");
                for (j, &b) in cells.iter().enumerate() {
                    let same = IdKey::read(a, t.at(i)) == IdKey::read(b, t.at(j));
                    assert_eq!(mode.key(a, t.at(i)) == mode.key(b, t.at(j)), same, "trial {trial}: {a:?} {b:?} in {cells:?}");
                    if mode != KeyMode::Any {
                        assert_eq!(
                            mode.astype_str(a, t.at(i)) == mode.astype_str(b, t.at(j)),
                            same,
                            "trial {trial}: {a:?} {b:?} in {cells:?}"
                        );
                    }
                }
            }
        }
        assert!(modes.iter().all(|&m| m > 200), "every mode drawn: {modes:?}");
    }
}
