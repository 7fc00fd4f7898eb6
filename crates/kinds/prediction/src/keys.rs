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

use std::hash::{BuildHasher, Hasher};

use foldhash::fast::FixedState;

use super::frame::{Column, Kind, Val, Values};

/// A map keyed by [`Part`]s with foldhash's fixed-seed hash (the keys come from the files
/// being graded locally: no hash flooding to fear).
pub(crate) type KeyMap<K, V> = std::collections::HashMap<K, V, FixedState>;

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

/// A key part borrowed from its cell: what [`Part`] owns, compared without building it.
/// Ordered (variant, then value) only to tell keys apart, as [`Part`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum PartRef<'a> {
    Num(u64),
    Big(i64),
    Str(&'a str),
    Nan,
    LoneNan(usize),
    Time(i64),
    NaT,
}

impl Part {
    /// The part borrowed.
    #[cfg(test)]
    fn as_ref(&self) -> PartRef<'_> {
        match self {
            Part::Num(b) => PartRef::Num(*b),
            Part::Big(i) => PartRef::Big(*i),
            Part::Str(s) => PartRef::Str(s),
            Part::Nan => PartRef::Nan,
            Part::LoneNan(r) => PartRef::LoneNan(*r),
            Part::Time(ns) => PartRef::Time(*ns),
            Part::NaT => PartRef::NaT,
        }
    }
}

#[cfg(test)]
impl PartialEq<Part> for PartRef<'_> {
    fn eq(&self, other: &Part) -> bool {
        *self == other.as_ref()
    }
}

impl PartRef<'_> {
    fn to_owned(self) -> Part {
        match self {
            PartRef::Num(b) => Part::Num(b),
            PartRef::Big(i) => Part::Big(i),
            PartRef::Str(s) => Part::Str(s.to_string()),
            PartRef::Nan => Part::Nan,
            PartRef::LoneNan(r) => Part::LoneNan(r),
            PartRef::Time(ns) => Part::Time(ns),
            PartRef::NaT => Part::NaT,
        }
    }
}

/// The key part of value `v` (row `row`, for a unique NaN).
pub(crate) fn part(v: &Val, nan: Nan, row: usize) -> Part {
    part_ref(v, nan, row).to_owned()
}

fn part_ref(v: &Val, nan: Nan, row: usize) -> PartRef<'_> {
    match v {
        Val::Null => PartRef::Nan,
        Val::Bool(b) => PartRef::Num(f64::from(u8::from(*b)).to_bits()),
        Val::Int(i) => int_part(*i),
        Val::Float(x) => float_part(*x, nan, row),
        Val::Str(s) => PartRef::Str(s),
    }
}

/// The key part of row `r` of column `c` (a datetime64 column's by its nanoseconds).
fn cell(c: &Column, r: usize, nan: Nan) -> PartRef<'_> {
    match (c.kind, &c.values) {
        (Kind::Time, Values::Ints(ns)) => PartRef::Time(ns[r]),
        (Kind::Time, Values::Vals(v)) => match v[r] {
            Val::Int(ns) => PartRef::Time(ns),
            _ => PartRef::NaT,
        },
        (Kind::Time, Values::Floats(_)) => PartRef::NaT,
        (_, Values::Floats(v)) => float_part(v[r], nan, r),
        (_, Values::Ints(v)) => int_part(v[r]),
        (_, Values::Vals(v)) => part_ref(&v[r], nan, r),
    }
}

fn int_part<'a>(i: i64) -> PartRef<'a> {
    if i.unsigned_abs() <= 1 << 53 {
        PartRef::Num((i as f64).to_bits())
    } else {
        PartRef::Big(i)
    }
}

fn float_part<'a>(x: f64, nan: Nan, row: usize) -> PartRef<'a> {
    if x.is_nan() {
        return match nan {
            Nan::Equal => PartRef::Nan,
            Nan::Unique => PartRef::LoneNan(row),
        };
    }
    let x = if x == 0.0 { 0.0 } else { x };
    if x.abs() > EXACT && x.fract() == 0.0 && x.abs() < 9.2e18 {
        PartRef::Big(x as i64)
    } else {
        PartRef::Num(x.to_bits())
    }
}

/// True when the keys over `a` and over `b` are equal row for row (a NaN equal to
/// nothing makes it false), without building them.
pub(crate) fn same_keys(a: &[&Column], b: &[&Column], nan: Nan) -> bool {
    if let (Some(x), Some(y)) = (int_columns(a), int_columns(b)) {
        // int64 (or datetime64) on both sides, paired alike: a key part is then its
        // integer (`int_part` and `Time` tell every integer apart), so the keys are
        // equal when the numbers are.
        if a.len() == b.len() && a.iter().zip(b).all(|(p, q)| (p.kind == Kind::Time) == (q.kind == Kind::Time)) {
            let len = x.first().map_or(0, |v| v.len());
            return x.iter().chain(&y).all(|v| v.len() == len) && x == y;
        }
    }
    same_key_parts(a, b, nan)
}

/// [`same_keys`], part by part.
fn same_key_parts(a: &[&Column], b: &[&Column], nan: Nan) -> bool {
    let len = a.first().map_or(0, |c| c.values.len());
    a.len() == b.len()
        && a.iter().chain(b).all(|c| c.values.len() == len)
        && (0..len).all(|r| {
            a.iter().zip(b).all(|(x, y)| {
                let p = cell(x, r, nan);
                !matches!(p, PartRef::LoneNan(_)) && p == cell(y, r, nan)
            })
        })
}

/// The numbers of `columns` when every one stores int64s (datetime64 ones too).
fn int_columns<'c>(columns: &[&'c Column]) -> Option<Vec<&'c [i64]>> {
    columns
        .iter()
        .map(|c| match &c.values {
            Values::Ints(v) => Some(v.as_slice()),
            _ => None,
        })
        .collect()
}

/// True when each row's key over `columns` is greater than the row's before (column
/// by column, each in a total order of its values: [`Part`]'s, or an int64 column's
/// numbers): then no two rows share a key. A sorted file's keys are; found in one
/// pass, without hashing.
pub(crate) fn strictly_increasing(columns: &[&Column], nan: Nan) -> bool {
    let len = columns.first().map_or(0, |c| c.values.len());
    if let Some(ints) = int_columns(columns) {
        return (1..len).all(|r| {
            for v in &ints {
                match v[r - 1].cmp(&v[r]) {
                    std::cmp::Ordering::Less => return true,
                    std::cmp::Ordering::Greater => return false,
                    std::cmp::Ordering::Equal => {}
                }
            }
            false
        });
    }
    (1..len).all(|r| {
        for c in columns {
            match cell(c, r - 1, nan).cmp(&cell(c, r, nan)) {
                std::cmp::Ordering::Less => return true,
                std::cmp::Ordering::Greater => return false,
                std::cmp::Ordering::Equal => {}
            }
        }
        false
    })
}

/// How many distinct values column `c` holds, missing ones (NaN, NaT) not counted
/// (`nunique()`), when its values never decrease (in [`Part`]'s order): equal values
/// are then next to each other, so it counts where the value changes, without
/// hashing. `None` when some value is below the one before (count with [`Groups`]).
pub(crate) fn distinct_in_order(c: &Column) -> Option<usize> {
    let missing = |p: PartRef| matches!(p, PartRef::Nan | PartRef::NaT);
    let len = c.values.len();
    if len == 0 {
        return Some(0);
    }
    let first = cell(c, 0, Nan::Equal);
    let mut distinct = usize::from(!missing(first));
    let mut before = first;
    for r in 1..len {
        let now = cell(c, r, Nan::Equal);
        match before.cmp(&now) {
            std::cmp::Ordering::Less => distinct += usize::from(!missing(now)),
            std::cmp::Ordering::Equal => {}
            std::cmp::Ordering::Greater => return None,
        }
        before = now;
    }
    Some(distinct)
}

/// The key of every row over some columns, stored flat: row `r` is
/// `parts[r * width..][..width]`, its hash `hashes()[r]` ([`hash_key`], computed when
/// first asked). The parts borrow the columns' texts (no `String` per cell).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Keys<'a> {
    width: usize,
    len: usize,
    parts: Vec<PartRef<'a>>,
    /// The keys as words instead of parts ([`coded_keys`]; `parts` then empty): row
    /// `r` is `codes[r * width..][..width]`, equal words exactly where the keys are equal.
    codes: Vec<u64>,
    hashes: std::cell::OnceCell<Vec<u64>>,
}

impl<'a> Keys<'a> {
    /// How many rows.
    pub fn len(&self) -> usize {
        self.len
    }

    /// The key of row `r` (keys made by [`keys`], not coded).
    pub fn row(&self, r: usize) -> &[PartRef<'a>] {
        &self.parts[r * self.width..(r + 1) * self.width]
    }

    fn coded(&self) -> bool {
        self.parts.is_empty() && self.len > 0 && self.width > 0
    }

    fn code(&self, r: usize) -> &[u64] {
        &self.codes[r * self.width..(r + 1) * self.width]
    }

    /// True when row `r`'s key equals row `q`'s of `other` (keys made alike).
    fn same(&self, r: usize, other: &Keys, q: usize) -> bool {
        if self.coded() {
            self.code(r) == other.code(q)
        } else {
            self.row(r) == other.row(q)
        }
    }

    /// Each row's hash ([`hash_key`], or its words').
    fn hashes(&self) -> &[u64] {
        self.hashes.get_or_init(|| {
            if self.coded() {
                self.codes
                    .chunks_exact(self.width)
                    .map(|words| {
                        let mut h = FixedState::default().build_hasher();
                        words.iter().for_each(|&w| h.write_u64(w));
                        h.finish()
                    })
                    .collect()
            } else {
                (0..self.len).map(|r| hash_key(self.row(r))).collect()
            }
        })
    }
}

/// The key of every row over `columns`.
pub(crate) fn keys<'a>(columns: &[&'a Column], nan: Nan) -> Keys<'a> {
    let len = columns.first().map_or(0, |c| c.values.len());
    let mut parts = Vec::with_capacity(len * columns.len());
    for r in 0..len {
        parts.extend(columns.iter().map(|c| cell(c, r, nan)));
    }
    Keys { width: columns.len(), len, parts, codes: Vec::new(), hashes: std::cell::OnceCell::new() }
}

/// The keys of each side in `sides` (the same key columns, one frame each), coded alike
/// as words when every key column is int64 on every side (datetime64 on all or none) or
/// holds texts only: an integer is its word, a text its number in a dictionary of the
/// sides' texts. Such keys hold no NaN, so `nan` does not matter to them. Otherwise
/// each side's [`keys`]. Comparing and hashing words, not parts, and a text looked up
/// once per distinct shared text (see [`super::frame::Interner`]), not hashed per row.
pub(crate) fn coded_keys<'a>(sides: &[&[&'a Column]], nan: Nan) -> Vec<Keys<'a>> {
    let width = sides.first().map_or(0, |s| s.len());
    let int = |c: &Column| matches!(c.values, Values::Ints(_));
    let text = |c: &Column| matches!(&c.values, Values::Vals(v) if v.iter().all(|x| matches!(x, Val::Str(_))));
    let codable = width > 0
        && sides.iter().all(|s| s.len() == width && s.iter().all(|c| c.values.len() == s[0].values.len()))
        && (0..width).all(|j| {
            let time = sides[0][j].kind == Kind::Time;
            sides.iter().all(|s| int(s[j]) && (s[j].kind == Kind::Time) == time) || sides.iter().all(|s| text(s[j]))
        });
    if !codable {
        return sides.iter().map(|s| keys(s, nan)).collect();
    }
    let mut codes: Vec<Vec<u64>> = sides.iter().map(|s| vec![0; s[0].values.len() * width]).collect();
    for j in 0..width {
        // One dictionary per key column, shared by the sides.
        let mut dict: KeyMap<&str, u64> = KeyMap::default();
        for (s, out) in sides.iter().zip(&mut codes) {
            match &s[j].values {
                Values::Ints(v) => v.iter().enumerate().for_each(|(r, &i)| out[r * width + j] = i as u64),
                Values::Vals(v) => {
                    // A shared text (the same allocation) is looked up once; a column of
                    // distinct texts stops asking after its first cells.
                    let mut by_ptr: KeyMap<usize, u64> = KeyMap::default();
                    let mut by_ptr_on = true;
                    for (r, x) in v.iter().enumerate() {
                        let Val::Str(t) = x else { continue };
                        let mut id = |t: &'a str| {
                            let n = dict.len() as u64;
                            *dict.entry(t).or_insert(n)
                        };
                        out[r * width + j] = if by_ptr_on {
                            let p = t.as_ptr() as usize;
                            let code = match by_ptr.get(&p) {
                                Some(&c) => c,
                                None => {
                                    let c = id(t);
                                    by_ptr.insert(p, c);
                                    c
                                }
                            };
                            if r == 4095 && by_ptr.len() * 2 > 4096 {
                                by_ptr_on = false;
                                by_ptr = KeyMap::default();
                            }
                            code
                        } else {
                            id(t)
                        };
                    }
                }
                Values::Floats(_) => unreachable!("coded: int64 or texts"),
            }
        }
    }
    codes
        .into_iter()
        .map(|codes| Keys { width, len: codes.len() / width, parts: Vec::new(), codes, hashes: std::cell::OnceCell::new() })
        .collect()
}

/// A key's hash: equal keys (as [`PartRef`] compares) hash equal. Each part is one word
/// of foldhash, the variant mixed into the word (a collision between variants only costs
/// a comparison); its low bits are well mixed, as [`Groups`]' linear probing needs.
pub(crate) fn hash_key(key: &[PartRef]) -> u64 {
    let mut h = FixedState::default().build_hasher();
    for p in key {
        match *p {
            PartRef::Num(bits) => h.write_u64(bits),
            PartRef::Big(i) => h.write_u64(i as u64 ^ 0x9e37_79b9_7f4a_7c15),
            PartRef::Str(s) => {
                h.write(s.as_bytes());
                h.write_u64(s.len() as u64 ^ 0xc2b2_ae3d_27d4_eb4f);
            }
            PartRef::Nan => h.write_u64(0x7ff8_0000_0000_0001),
            PartRef::LoneNan(r) => h.write_u64(r as u64 ^ 0x1656_67b1_9e37_79f9),
            PartRef::Time(ns) => h.write_u64(ns as u64 ^ 0x85eb_ca77_c2b2_ae63),
            PartRef::NaT => h.write_u64(0x7ff8_0000_0000_0002),
        }
    }
    h.finish()
}

/// No row in a slot of [`Groups`]' table.
const EMPTY: u64 = 0;

/// Rows grouped by key, each group's rows in row order, without a list per key: an
/// open-addressing table (linear probing, at most half full) holds each group's first
/// row, `next` chains the rows of a group. A slot is one word: the row + 1 in its low
/// `row_bits` bits, the key's hash above them (a lookup compares the keys' parts only
/// when those hash bits agree), so a probe reads the table and, on a likely match, the
/// row's parts.
pub(crate) struct Groups<'k, 'a> {
    keys: &'k Keys<'a>,
    slots: Vec<u64>,
    row_bits: u32,
    /// Per group head: its last row (while building), then unused.
    last: Vec<usize>,
    next: Vec<usize>,
    /// The first row whose key an earlier row has (pandas' first `duplicated`).
    first_repeat: Option<usize>,
}

impl<'k, 'a> Groups<'k, 'a> {
    pub fn new(keys: &'k Keys<'a>) -> Self {
        let n = keys.len();
        let size = (n.max(4) * 2).next_power_of_two();
        // Bits to hold a row + 1 (at least 1); the hash keeps the rest.
        let row_bits = (usize::BITS - n.leading_zeros()).max(1);
        let mut g =
            Groups { keys, slots: vec![EMPTY; size], row_bits, last: vec![usize::MAX; n], next: vec![usize::MAX; n], first_repeat: None };
        let hashes = keys.hashes();
        for (r, &hash) in hashes.iter().enumerate() {
            match g.find(|head| keys.same(head, keys, r), hash) {
                Ok(head) => {
                    let last = g.last[head];
                    g.next[last] = r;
                    g.last[head] = r;
                    g.first_repeat.get_or_insert(r);
                }
                Err(slot) => {
                    g.slots[slot] = g.tag(hash) | (r as u64 + 1);
                    g.last[r] = r;
                }
            }
        }
        g
    }

    fn tag(&self, hash: u64) -> u64 {
        hash.checked_shr(self.row_bits).unwrap_or(0).checked_shl(self.row_bits).unwrap_or(0)
    }

    /// The head row of the group whose key `is` says is the key sought (`Ok`), or the
    /// empty slot where it would go.
    fn find(&self, is: impl Fn(usize) -> bool, hash: u64) -> Result<usize, usize> {
        let mask = self.slots.len() - 1;
        let row_mask = 1u64.checked_shl(self.row_bits).map_or(u64::MAX, |b| b - 1);
        let tag = self.tag(hash);
        // The low bits pick the slot; the tag (high bits) confirms it.
        let mut at = (hash as usize) & mask;
        loop {
            let s = self.slots[at];
            if s == EMPTY {
                return Err(at);
            }
            if s & !row_mask == tag {
                let head = (s & row_mask) as usize - 1;
                if is(head) {
                    return Ok(head);
                }
            }
            at = (at + 1) & mask;
        }
    }

    /// The rows whose key is `key`, in row order.
    #[cfg(test)]
    pub fn rows(&self, key: &[PartRef]) -> impl Iterator<Item = usize> + '_ {
        self.chain(self.find(|head| self.keys.row(head) == key, hash_key(key)).ok())
    }

    /// The rows whose key is row `r`'s of `other` (keys built the same way), in row order.
    pub fn rows_of(&self, other: &Keys, r: usize) -> impl Iterator<Item = usize> + '_ {
        self.chain(self.find(|head| self.keys.same(head, other, r), other.hashes()[r]).ok())
    }

    /// Whether some row's key is row `r`'s of `other`.
    pub fn has(&self, other: &Keys, r: usize) -> bool {
        self.find(|head| self.keys.same(head, other, r), other.hashes()[r]).is_ok()
    }

    fn chain(&self, head: Option<usize>) -> impl Iterator<Item = usize> + '_ {
        let mut at = head.unwrap_or(usize::MAX);
        std::iter::from_fn(move || {
            let r = at;
            (r != usize::MAX).then(|| {
                at = self.next[r];
                r
            })
        })
    }

    /// The first row whose key an earlier row has.
    pub fn first_repeat(&self) -> Option<usize> {
        self.first_repeat
    }

    /// The first row of each group, in row order.
    pub fn heads(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.keys.len()).filter(move |&r| self.last[r] != usize::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// int64 key columns compared as numbers: the same answer as part by part, and
    /// increasing keys are unique, on random small columns (negative values, repeats,
    /// a datetime64 column, columns of other lengths).
    #[test]
    fn int_keys_compared_as_numbers() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n) as i64
        };
        let int = |v: Vec<i64>| Column { kind: Kind::Int, values: Values::Ints(v) };
        for _ in 0..20_000 {
            let len = next(5) as usize;
            let width = 1 + next(2) as usize;
            let column = |next: &mut dyn FnMut(u64) -> i64, k: i64| -> Column {
                let mut c = int((0..len).map(|r| if next(3) == 0 { r as i64 * k } else { next(4) - 1 }).collect());
                if next(8) == 0 {
                    c.kind = Kind::Time;
                }
                c
            };
            let a: Vec<Column> = (0..width).map(|k| column(&mut next, k as i64)).collect();
            let mut b: Vec<Column> = if next(2) == 0 { a.clone() } else { (0..width).map(|k| column(&mut next, k as i64)).collect() };
            if next(10) == 0 {
                b[0] = int(vec![0; len + 1]);
            }
            let (ar, br): (Vec<&Column>, Vec<&Column>) = (a.iter().collect(), b.iter().collect());
            assert_eq!(same_keys(&ar, &br, Nan::Equal), same_key_parts(&ar, &br, Nan::Equal), "{a:?} {b:?}");
            if strictly_increasing(&ar, Nan::Equal) {
                let ks = keys(&ar, Nan::Equal);
                assert_eq!(Groups::new(&ks).first_repeat(), None, "{a:?}");
            }
        }
        let c = [int(vec![-2, -1, 0, 3])];
        assert!(strictly_increasing(&c.iter().collect::<Vec<_>>(), Nan::Equal));
        let c = [int(vec![1, 2, 2])];
        assert!(!strictly_increasing(&c.iter().collect::<Vec<_>>(), Nan::Equal));
    }

    /// Keys coded as words group and match rows as their parts do: int64 and text
    /// columns on two sides, equal texts in one allocation or in several, repeats, a
    /// datetime64 pair; a column with a missing value is not coded.
    #[test]
    fn coded_keys_match_as_parts() {
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % n
        };
        let shared: Vec<super::super::frame::Text> = ["a", "b", "", "ab", "é"].iter().map(|&t| t.into()).collect();
        for _ in 0..3_000 {
            let width = 1 + next(2) as usize;
            let lens = [next(9) as usize, next(9) as usize];
            let texts = (0..width).map(|_| next(2) == 0).collect::<Vec<_>>();
            let time = next(4) == 0;
            let mut side = |len: usize| -> Vec<Column> {
                (0..width)
                    .map(|j| {
                        if texts[j] {
                            let v = (0..len)
                                .map(|_| {
                                    let t = next(5) as usize;
                                    // The same text shared, or a copy of its own.
                                    Val::Str(if next(2) == 0 { shared[t].clone() } else { (*shared[t]).into() })
                                })
                                .collect();
                            Column::new(Kind::Object, v)
                        } else {
                            Column {
                                kind: if time { Kind::Time } else { Kind::Int },
                                values: Values::Ints((0..len).map(|_| next(4) as i64 - 1).collect()),
                            }
                        }
                    })
                    .collect()
            };
            let (a, b) = (side(lens[0]), side(lens[1]));
            let (ar, br): (Vec<&Column>, Vec<&Column>) = (a.iter().collect(), b.iter().collect());
            let coded = coded_keys(&[&ar, &br], Nan::Equal);
            assert!(coded[0].len == 0 || coded[0].coded(), "{a:?}");
            let plain = [keys(&ar, Nan::Equal), keys(&br, Nan::Equal)];
            let (gc, gp) = (Groups::new(&coded[0]), Groups::new(&plain[0]));
            assert_eq!(gc.first_repeat(), gp.first_repeat(), "{a:?}");
            assert_eq!(gc.heads().collect::<Vec<_>>(), gp.heads().collect::<Vec<_>>(), "{a:?}");
            for q in 0..lens[1] {
                assert_eq!(gc.rows_of(&coded[1], q).collect::<Vec<_>>(), gp.rows_of(&plain[1], q).collect::<Vec<_>>(), "{a:?} {b:?} {q}");
            }
        }
        let with_null = Column::new(Kind::Object, vec![Val::Str("a".into()), Val::Null]);
        assert!(!coded_keys(&[&[&with_null]], Nan::Equal)[0].coded());
    }

    /// Counted in order or with the table, the same count; out of order, no count.
    #[test]
    fn distinct_values_in_order() {
        let by_table = |c: &Column| {
            let ks = keys(&[c], Nan::Equal);
            Groups::new(&ks).heads().filter(|&r| !matches!(ks.row(r)[0], PartRef::Nan | PartRef::NaT)).count()
        };
        let columns = [
            Column { kind: Kind::Int, values: Values::Ints(vec![0, 0, 1, 1, 1, 2, 5, 5]) },
            Column::floats(vec![-0.0, 0.0, 0.5, 0.5, 3.0, f64::NAN, f64::NAN]),
            Column::new(Kind::Object, vec![Val::Int(1), Val::Float(1.0), Val::Str("a".into()), Val::Str("a".into()), Val::Null]),
            Column { kind: Kind::Time, values: Values::Vals(vec![Val::Int(5), Val::Int(5), Val::Int(9), Val::Null, Val::Null]) },
            Column { kind: Kind::Int, values: Values::Ints(vec![]) },
        ];
        let counts: Vec<_> = columns.iter().map(distinct_in_order).collect();
        assert_eq!(counts, [Some(4), Some(3), Some(2), Some(2), Some(0)]);
        for c in &columns {
            assert_eq!(distinct_in_order(c), Some(by_table(c)), "{c:?}");
        }
        assert_eq!(distinct_in_order(&Column { kind: Kind::Int, values: Values::Ints(vec![1, 2, 1]) }), None);
        assert_eq!(distinct_in_order(&Column::floats(vec![f64::NAN, 1.0])), None, "NaN sorts after the numbers");
    }

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
        let t = Column::new(Kind::Time, vec![Val::Int(5), Val::Null, Val::Int(5), Val::Null]);
        let n = Column::new(Kind::Int, vec![Val::Int(5), Val::Null, Val::Int(5), Val::Null]);
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
        let a = Column::new(super::super::frame::Kind::Int, [3, 1, 3, 2, 3, 1].map(Val::Int).to_vec());
        let b = Column::new(super::super::frame::Kind::Object, ["x", "y", "x", "x", "z", "y"].map(|s| Val::Str(s.into())).to_vec());
        let ks = keys(&[&a, &b], Nan::Equal);
        assert_eq!(ks.len(), 6);
        assert_eq!(ks.row(4), [Part::Num(3f64.to_bits()), Part::Str("z".into())]);
        let g = Groups::new(&ks);
        assert_eq!(g.rows(ks.row(0)).collect::<Vec<_>>(), [0, 2]);
        assert_eq!(g.rows(ks.row(1)).collect::<Vec<_>>(), [1, 5]);
        assert_eq!(g.rows(ks.row(4)).collect::<Vec<_>>(), [4]);
        assert_eq!(g.rows(&[PartRef::Num(3f64.to_bits()), PartRef::Str("y")]).count(), 0);
        assert_eq!(keys(&[], Nan::Equal).len(), 0);
    }

    #[test]
    fn groups_find_repeats_heads_and_rows_of_other_keys() {
        let int = |xs: &[i64]| Column::new(Kind::Int, xs.iter().map(|&x| Val::Int(x)).collect());
        let float = |xs: &[f64]| Column::new(Kind::Float, xs.iter().map(|&x| Val::Float(x)).collect());
        // Many rows, so the table probes past collisions; row 700 repeats row 3's key.
        let mut a: Vec<i64> = (0..1000).map(|i| i * 7919 % 1009).collect();
        a[700] = a[3];
        let ac = int(&a);
        let ks = keys(&[&ac], Nan::Equal);
        let g = Groups::new(&ks);
        assert_eq!(g.first_repeat(), Some(700));
        assert_eq!(g.rows(ks.row(3)).collect::<Vec<_>>(), [3, 700]);
        assert_eq!(g.heads().count(), 999);
        assert!(!g.heads().any(|r| r == 700));
        assert!(!strictly_increasing(&[&int(&a)], Nan::Equal));
        // Another frame's keys: 1.0 == 1, -0.0 == 0; 2.5 and NaN are not there.
        let oc = float(&[a[5] as f64, -0.0, 2.5, f64::NAN]);
        let other = keys(&[&oc], Nan::Equal);
        assert_eq!(g.rows_of(&other, 0).collect::<Vec<_>>(), [5]);
        assert_eq!(g.rows_of(&other, 1).collect::<Vec<_>>(), [a.iter().position(|&x| x == 0).unwrap()]);
        assert!(!g.has(&other, 2) && !g.has(&other, 3));
        // NaN equal to NaN (pandas' merge), or to nothing (a set of floats).
        let nans = float(&[f64::NAN, 1.0, f64::NAN]);
        assert_eq!(Groups::new(&keys(&[&nans], Nan::Equal)).first_repeat(), Some(2));
        let lone = keys(&[&nans], Nan::Unique);
        assert_eq!(Groups::new(&lone).first_repeat(), None);
        assert!(!same_keys(&[&nans], &[&nans], Nan::Unique) && same_keys(&[&nans], &[&nans], Nan::Equal));
        // Strictly increasing keys (row by row, over two columns) have no repeat.
        let (x, y) = (int(&[0, 0, 1, 1]), int(&[0, 1, 0, 1]));
        assert!(strictly_increasing(&[&x, &y], Nan::Equal));
        assert!(!strictly_increasing(&[&x], Nan::Equal) && !strictly_increasing(&[&y, &x], Nan::Equal));
        assert!(same_keys(&[&x, &y], &[&float(&[0.0, -0.0, 1.0, 1.0]), &y], Nan::Equal));
        assert!(!same_keys(&[&x, &y], &[&y, &x], Nan::Equal));
        assert!(!same_keys(&[&x, &y], &[&x], Nan::Equal));
        assert!(!same_keys(&[&x], &[&int(&[0, 0, 1])], Nan::Equal));
        assert_eq!(Groups::new(&keys(&[], Nan::Equal)).heads().count(), 0);
    }
}
