//! Keys as Python compares them: `1 == 1.0`, `-0.0 == 0`, text by its exact characters,
//! never a number with a text.
//!
//! NaN differs by where it is compared. pandas' `duplicated` and `merge` make every
//! NaN equal ([`Nan::Equal`]). A Python `set` of a float column's values holds a fresh
//! float object per NaN, and `nan != nan`, so a NaN there matches nothing
//! ([`Nan::Unique`]); an object column's NaN is the one `np.nan` object, which a set
//! finds by identity (still [`Nan::Equal`] for [`Val::Null`]).
//!
//! A datetime64 column ([`Kind::Time`]) keys by its nanoseconds, as `Timestamp`s
//! compare, never equal to a number or a text; its NaT is equal to NaT everywhere
//! (`pd.NaT` is one object), never to a NaN.

use std::hash::{BuildHasherDefault, Hasher};

use super::frame::{Column, Kind, Val};

/// A map keyed by [`Part`]s with a fast, non-keyed hash (the keys come from the files
/// being graded locally: no hash flooding to fear).
pub(crate) type KeyMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FastHasher>>;
/// A set of keys, hashed as [`KeyMap`].
pub(crate) type KeySet<K> = std::collections::HashSet<K, BuildHasherDefault<FastHasher>>;

/// A multiply-rotate hash over 8-byte words (as rustc's FxHash does), mixed at the end.
#[derive(Default, Clone, Copy)]
pub(crate) struct FastHasher(u64);

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
    fn write_u8(&mut self, x: u8) {
        self.write_u64(u64::from(x));
    }
    fn finish(&self) -> u64 {
        // A double's bits for small integers end in zeros, and the table indexes by the
        // low bits: mix the high bits down (splitmix64's finaliser).
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// One part of a key, hashable.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Part {
    /// A number exactly representable as a double: its bits (-0 as 0).
    Num(u64),
    /// An integer beyond 2^53.
    Big(i64),
    Str(String),
    /// A NaN equal to every other NaN.
    Nan,
    /// A NaN equal to nothing: a number unique to it.
    LoneNan(usize),
    /// A datetime64 value (a `Timestamp`): its nanoseconds; never equal to a number.
    Time(i64),
    /// NaT: equal to NaT (pandas' `duplicated` and `merge`; in a set, the one `pd.NaT`
    /// object found by identity), never to a NaN.
    NaT,
}

/// How NaN compares (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Nan {
    Equal,
    Unique,
}

const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53

/// The key part of value `v` (row `row`, for a unique NaN).
pub(crate) fn part(v: &Val, nan: Nan, row: usize) -> Part {
    match v {
        Val::Null => Part::Nan,
        Val::Bool(b) => Part::Num(f64::from(u8::from(*b)).to_bits()),
        Val::Int(i) => {
            if i.unsigned_abs() <= 1 << 53 {
                Part::Num((*i as f64).to_bits())
            } else {
                Part::Big(*i)
            }
        }
        Val::Float(x) if x.is_nan() => match nan {
            Nan::Equal => Part::Nan,
            Nan::Unique => Part::LoneNan(row),
        },
        Val::Float(x) => {
            let x = if *x == 0.0 { 0.0 } else { *x };
            if x.abs() > EXACT && x.fract() == 0.0 && x.abs() < 9.2e18 {
                Part::Big(x as i64)
            } else {
                Part::Num(x.to_bits())
            }
        }
        Val::Str(s) => Part::Str(s.clone()),
    }
}

/// The key of every row over some columns, stored flat: row `r` is
/// `parts[r * width..][..width]`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Keys {
    width: usize,
    len: usize,
    parts: Vec<Part>,
}

impl Keys {
    /// How many rows.
    pub fn len(&self) -> usize {
        self.len
    }

    /// The key of row `r`.
    pub fn row(&self, r: usize) -> &[Part] {
        &self.parts[r * self.width..(r + 1) * self.width]
    }

    /// Every row's key, in row order.
    pub fn iter(&self) -> impl Iterator<Item = &[Part]> + '_ {
        (0..self.len).map(move |r| self.row(r))
    }
}

/// The key of every row over `columns`.
pub(crate) fn keys(columns: &[&Column], nan: Nan) -> Keys {
    let len = columns.first().map_or(0, |c| c.values.len());
    let mut parts = Vec::with_capacity(len * columns.len());
    for r in 0..len {
        parts.extend(columns.iter().map(|c| match (c.kind, &c.values[r]) {
            (Kind::Time, Val::Int(ns)) => Part::Time(*ns),
            (Kind::Time, _) => Part::NaT,
            (_, v) => part(v, nan, r),
        }));
    }
    Keys { width: columns.len(), len, parts }
}

/// Rows grouped by key, each group's rows in row order, without a list per key: the map
/// holds a group's first and last row, `next` chains the rows of a group.
pub(crate) struct Groups<'k> {
    first: KeyMap<&'k [Part], (usize, usize)>,
    next: Vec<usize>,
}

impl<'k> Groups<'k> {
    pub fn new(keys: &'k Keys) -> Self {
        let mut first: KeyMap<&[Part], (usize, usize)> = KeyMap::default();
        first.reserve(keys.len());
        let mut next = vec![usize::MAX; keys.len()];
        for (r, k) in keys.iter().enumerate() {
            first
                .entry(k)
                .and_modify(|(_, last)| {
                    next[*last] = r;
                    *last = r;
                })
                .or_insert((r, r));
        }
        Groups { first, next }
    }

    /// The rows whose key is `key`, in row order.
    pub fn rows(&self, key: &[Part]) -> impl Iterator<Item = usize> + '_ {
        let mut at = self.first.get(key).map_or(usize::MAX, |&(f, _)| f);
        std::iter::from_fn(move || {
            let r = at;
            (r != usize::MAX).then(|| {
                at = self.next[r];
                r
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_equality() {
        let p = |v: Val| part(&v, Nan::Equal, 0);
        assert_eq!(p(Val::Int(1)), p(Val::Float(1.0)));
        assert_eq!(p(Val::Int(0)), p(Val::Float(-0.0)));
        assert_ne!(p(Val::Int(1)), p(Val::Str("1".into())));
        assert_eq!(p(Val::Int(1 << 60)), p(Val::Float((1u64 << 60) as f64)));
        assert_eq!(p(Val::Null), p(Val::Float(f64::NAN)));
        assert_ne!(part(&Val::Float(f64::NAN), Nan::Unique, 0), part(&Val::Float(f64::NAN), Nan::Unique, 1));
    }

    #[test]
    fn times_key_apart_from_numbers_and_nat_equals_nat() {
        use super::super::frame::Kind;
        let t = Column { kind: Kind::Time, values: vec![Val::Int(5), Val::Null, Val::Int(5), Val::Null] };
        let n = Column { kind: Kind::Int, values: vec![Val::Int(5), Val::Null, Val::Int(5), Val::Null] };
        for nan in [Nan::Equal, Nan::Unique] {
            let ks = keys(&[&t], nan);
            assert_eq!((ks.row(0), ks.row(1)), (ks.row(2), ks.row(3)));
            assert_eq!(ks.row(1), [Part::NaT]);
            assert_ne!(ks.row(0), keys(&[&n], nan).row(0));
            assert_ne!(ks.row(1), keys(&[&n], nan).row(1));
        }
    }

    #[test]
    fn groups_keep_row_order() {
        let a = Column { kind: super::super::frame::Kind::Int, values: [3, 1, 3, 2, 3, 1].map(Val::Int).to_vec() };
        let b =
            Column { kind: super::super::frame::Kind::Object, values: ["x", "y", "x", "x", "z", "y"].map(|s| Val::Str(s.into())).to_vec() };
        let ks = keys(&[&a, &b], Nan::Equal);
        assert_eq!(ks.len(), 6);
        assert_eq!(ks.row(4), [Part::Num(3f64.to_bits()), Part::Str("z".into())]);
        let g = Groups::new(&ks);
        assert_eq!(g.rows(ks.row(0)).collect::<Vec<_>>(), [0, 2]);
        assert_eq!(g.rows(ks.row(1)).collect::<Vec<_>>(), [1, 5]);
        assert_eq!(g.rows(ks.row(4)).collect::<Vec<_>>(), [4]);
        assert_eq!(g.rows(&[Part::Num(3f64.to_bits()), Part::Str("y".into())]).count(), 0);
        assert_eq!(keys(&[], Nan::Equal).iter().count(), 0);
    }
}
