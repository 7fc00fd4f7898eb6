//! A small pandas frame: what `pd.read_csv` (pandas 2.3.2, C engine, default options)
//! makes of a CSV, column by column, typed as pandas types it.
//!
//! The layout (fields, blank lines, an implicit index when data rows are longer than
//! the header) is [`crate::pandas::read_csv`]'s, the column types
//! [`crate::pandas::dtype`]'s and the cell values [`crate::pandas::number`]'s
//! (pandas 2.3.2's float converter, one ulp off on some 17-digit numbers). Column
//! names as pandas makes them: a repeated name gets `.1`, `.2`, ...; an empty one
//! `Unnamed: i`.

use std::borrow::Cow;

use crate::diagnostic::{codes, Category, Diagnostic, Location};
use crate::pandas::dtype::{ColumnType, Dtype, Noted};
use crate::pandas::number::{decimal, integer, is_na};
use crate::pandas::read_csv::{self, FlatFrame, Unreadable};

/// A text cell: shared, so a column's repeated texts are one allocation ([`Interner`])
/// and a copied column copies pointers, not texts.
pub(crate) type Text = std::sync::Arc<str>;

/// One value as pandas holds it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Val {
    /// NaN in an object column.
    Null,
    Int(i64),
    /// A float64 value (NaN included).
    Float(f64),
    Str(Text),
    /// A Python bool (`True == 1` as a key, `'True'` as text).
    Bool(bool),
}

impl Val {
    /// True for NaN (`isnull`).
    pub fn is_null(&self) -> bool {
        match self {
            Val::Null => true,
            Val::Float(x) => x.is_nan(),
            _ => false,
        }
    }
}

/// The dtype of a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Int,
    Float,
    /// Every cell `true` / `false` in any case, none missing (pandas' `bool`).
    Bool,
    Object,
    /// datetime64[ns] (`parse_time` without a format): [`Val::Int`] nanoseconds since
    /// 1970 (naive), [`Val::Null`] for NaT. Its keys equal no number nor text
    /// ([`super::keys::keys`]).
    Time,
}

/// One column.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Column {
    pub kind: Kind,
    pub values: Values,
}

impl Column {
    /// A float64 column.
    pub fn floats(values: Vec<f64>) -> Column {
        Column { kind: Kind::Float, values: Values::Floats(values) }
    }

    /// A column of `kind` holding `values` (stored as numbers when they all are the
    /// kind's: float64 as `f64`s, int64 as `i64`s).
    pub fn new(kind: Kind, values: Vec<Val>) -> Column {
        Column { kind, values: Values::typed(kind, values) }
    }
}

/// A column's cells. float64 and int64 columns hold plain numbers (8 bytes a cell
/// rather than a [`Val`]'s 32: a 1,000,000-row file's columns fit in a quarter of the
/// memory and are read without a tag per cell); any other column holds [`Val`]s.
/// Every reader sees the same values whatever the storage: [`Values::get`] and
/// [`Values::iter`] hand out [`Val`]s.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Values {
    /// float64 (NaN included).
    Floats(Vec<f64>),
    /// int64.
    Ints(Vec<i64>),
    /// Any other column (object, bool, datetime64, and whatever a conversion made).
    Vals(Vec<Val>),
}

impl Values {
    /// `values` stored as numbers when `kind` says float64 or int64 and every value is
    /// one of that type (else kept as they are).
    pub fn typed(kind: Kind, values: Vec<Val>) -> Values {
        match kind {
            Kind::Float if values.iter().all(|v| matches!(v, Val::Float(_))) => {
                Values::Floats(values.into_iter().map(|v| if let Val::Float(x) = v { x } else { f64::NAN }).collect())
            }
            Kind::Int if values.iter().all(|v| matches!(v, Val::Int(_))) => {
                Values::Ints(values.into_iter().map(|v| if let Val::Int(i) = v { i } else { 0 }).collect())
            }
            _ => Values::Vals(values),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Values::Floats(v) => v.len(),
            Values::Ints(v) => v.len(),
            Values::Vals(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value of row `r` (`None` past the end).
    pub fn get(&self, r: usize) -> Option<Cow<'_, Val>> {
        match self {
            Values::Floats(v) => v.get(r).map(|&x| Cow::Owned(Val::Float(x))),
            Values::Ints(v) => v.get(r).map(|&i| Cow::Owned(Val::Int(i))),
            Values::Vals(v) => v.get(r).map(Cow::Borrowed),
        }
    }

    /// The values in row order.
    pub fn iter(&self) -> impl Iterator<Item = Cow<'_, Val>> + '_ {
        (0..self.len()).map(move |r| match self {
            Values::Floats(v) => Cow::Owned(Val::Float(v[r])),
            Values::Ints(v) => Cow::Owned(Val::Int(v[r])),
            Values::Vals(v) => Cow::Borrowed(&v[r]),
        })
    }

    /// True when row `r` is NaN (`isnull`).
    pub fn is_null(&self, r: usize) -> bool {
        match self {
            Values::Floats(v) => v[r].is_nan(),
            Values::Ints(_) => false,
            Values::Vals(v) => v[r].is_null(),
        }
    }

    /// The values as [`Val`]s.
    #[cfg(test)]
    pub fn to_vec(&self) -> Vec<Val> {
        self.iter().map(Cow::into_owned).collect()
    }

    /// The values of `rows`, in that order (rows in bounds).
    pub fn pick(&self, rows: impl Iterator<Item = usize>) -> Values {
        match self {
            Values::Floats(v) => Values::Floats(rows.map(|r| v[r]).collect()),
            Values::Ints(v) => Values::Ints(rows.map(|r| v[r]).collect()),
            Values::Vals(v) => Values::Vals(rows.map(|r| v[r].clone()).collect()),
        }
    }

    /// Keep the rows whose `keep` is true.
    fn retain(&mut self, keep: &[bool]) {
        fn by<T>(v: &mut Vec<T>, keep: &[bool]) {
            let mut i = 0;
            v.retain(|_| {
                i += 1;
                keep[i - 1]
            });
        }
        match self {
            Values::Floats(v) => by(v, keep),
            Values::Ints(v) => by(v, keep),
            Values::Vals(v) => by(v, keep),
        }
    }
}

/// A frame: named columns of equal length, in the file's order.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Frame {
    pub names: Vec<String>,
    pub columns: Vec<Column>,
    pub rows: usize,
}

impl Frame {
    /// The column named `name` (`df[name]`).
    pub fn get(&self, name: &str) -> Option<&Column> {
        self.names.iter().position(|n| n == name).map(|i| &self.columns[i])
    }

    /// Take the column `name` out, an empty column in its place until it is [`set`]
    /// back (`None` when there is none).
    ///
    /// [`set`]: Frame::set
    pub fn take(&mut self, name: &str) -> Option<Column> {
        let i = self.names.iter().position(|n| n == name)?;
        Some(std::mem::replace(&mut self.columns[i], Column::floats(Vec::new())))
    }

    /// Set (or add) the column `name` (`df[name] = ...`).
    pub fn set(&mut self, name: &str, column: Column) {
        match self.names.iter().position(|n| n == name) {
            Some(i) => self.columns[i] = column,
            None => {
                self.names.push(name.to_string());
                self.columns.push(column);
            }
        }
    }

    /// Keep the rows whose `keep` is true.
    pub fn filter(&mut self, keep: &[bool]) {
        for c in &mut self.columns {
            c.values.retain(keep);
        }
        self.rows = keep.iter().filter(|&&k| k).count();
    }
}

/// Why a file cannot be read: pandas raises (EmptyDataError, ParserError,
/// UnicodeDecodeError).
pub(crate) type ReadError = Diagnostic;

/// Read `bytes` as `pd.read_csv(io.BytesIO(bytes), encoding=...)`. `utf8_sig`: the
/// `utf-8-sig` codec (it drops one BOM, pandas' parser one more).
pub(crate) fn read(bytes: &[u8], file: &str, utf8_sig: bool) -> Result<Frame, ReadError> {
    let raises = |message: String| {
        Diagnostic::new(codes::PREDICTION_UNREADABLE, Category::Exception, message)
            .at(Location::file(file))
            .hint("Save the file as UTF-8 CSV text with a header row.")
    };
    let mut text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let at = e.valid_up_to();
            return Err(not_text(bytes, file)
                .unwrap_or_else(|| raises(format!("{file} is not UTF-8 (byte {at}): Python raises UnicodeDecodeError"))));
        }
    };
    let boms = if utf8_sig { 2 } else { 1 };
    for _ in 0..boms {
        text = text.strip_prefix('\u{feff}').unwrap_or(text);
    }
    let layout = match read_csv::read_flat(text, bytes.len() - text.len(), file) {
        Ok(l) => l,
        Err(Unreadable::Empty) => return Err(raises(format!("{file} has no columns: pandas raises EmptyDataError"))),
        Err(Unreadable::Broken(mut d)) => {
            let mut first = d.swap_remove(0);
            first.set_code(codes::PREDICTION_UNREADABLE);
            first.category = Category::Exception;
            return Err(first);
        }
    };
    Ok(typed(&layout))
}

/// What bytes Python cannot decode as UTF-8 are instead, said as routing and scorecard
/// say it (the core's check: UTF-16, an Excel workbook, GBK or Latin-1 at a line and
/// column). Python raises UnicodeDecodeError on them: an exception, as the server's.
pub(crate) fn not_text(bytes: &[u8], file: &str) -> Option<Diagnostic> {
    let mut d = crate::table::check_encoding(bytes, file).err()?;
    d.category = Category::Exception;
    Some(d)
}

/// `str(e)` of what `pd.read_csv` raises on `bytes` (`utf8_sig`: read with the
/// `utf-8-sig` codec), `None` when it reads them: the text an evaluator embeds in its
/// message (`f"{PLAN_FILE} 无法解析: {e}"`).
pub(crate) fn python_error(bytes: &[u8], utf8_sig: bool) -> Option<String> {
    use crate::pandas::errors;
    if let Some(e) = errors::unicode_decode_error(bytes, utf8_sig) {
        return Some(e);
    }
    let mut text = std::str::from_utf8(bytes).ok()?;
    for _ in 0..if utf8_sig { 2 } else { 1 } {
        text = text.strip_prefix('\u{feff}').unwrap_or(text);
    }
    match read_csv::read_flat(text, bytes.len() - text.len(), "") {
        Ok(_) => None,
        Err(Unreadable::Empty) => Some(errors::EMPTY_DATA.to_string()),
        Err(Unreadable::Broken(d)) => d.first().and_then(errors::tokenizing_error),
    }
}

/// pandas' names for a header: `a, a, ""` is `a, a.1, Unnamed: 2`.
fn names(header: &[std::borrow::Cow<str>]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(header.len());
    for (i, h) in header.iter().enumerate() {
        let base = if h.is_empty() { format!("Unnamed: {i}") } else { h.to_string() };
        let mut name = base.clone();
        let mut k = 0;
        while out.contains(&name) {
            k += 1;
            name = format!("{base}.{k}");
        }
        out.push(name);
    }
    out
}

fn typed(layout: &FlatFrame) -> Frame {
    let width = layout.header.len() + layout.index_width;
    let names = names(&layout.header);
    let rows = layout.rows();
    // Each column typed and read on its own: on the CLI's build, side by side.
    let fields: Vec<usize> = (layout.index_width..width).collect();
    let columns = crate::par::map(&fields, |&j| {
        // The column's cells, read from the flat fields (no copy of them per column).
        let cells = layout.column(j);
        let mut numbers = Numbers::with_capacity(rows);
        let ty = ColumnType::infer_noting(cells.clone(), width, |n| numbers.push(n));
        let blocks: Vec<Dtype> = (0..rows).step_by(ty.block_rows().max(1)).map(|r| ty.at(r)).collect();
        let float = !blocks.is_empty() && blocks.iter().all(|&d| d == Dtype::Float);
        let int = !blocks.is_empty() && blocks.iter().all(|&d| d == Dtype::Int);
        let column = match numbers {
            // Typing read every cell: its numbers are the column.
            Numbers::Ints(ints) if int => Column { kind: Kind::Int, values: Values::Ints(ints) },
            Numbers::Floats(floats) if float => Column::floats(floats),
            Numbers::Ints(ints) if float => Column::floats(ints.into_iter().map(|i| i as f64).collect()),
            _ if float => Column::floats(cells.map(|raw| float_cell(raw)).collect()),
            _ => {
                let mut kinds = Vec::new();
                let mut values: Vec<Val> = Vec::with_capacity(rows);
                let mut texts = Interner::default();
                // Block by block: one type each.
                let block = ty.block_rows().max(1);
                for b in 0..rows.div_ceil(block) {
                    let d = ty.at(b * block);
                    if !kinds.contains(&d) {
                        kinds.push(d);
                    }
                    let cells = (b * block..rows.min((b + 1) * block)).map(|r| layout.cell(r, j));
                    values.extend(cells.map(|raw| value(raw, d, &mut texts)));
                }
                // A header without rows: every column is `object`.
                let kind = match kinds.as_slice() {
                    [Dtype::Int] => Kind::Int,
                    [Dtype::Float] => Kind::Float,
                    [Dtype::Bool] if values.iter().all(|v| matches!(v, Val::Bool(_))) => Kind::Bool,
                    _ => Kind::Object,
                };
                // An int64 cell beyond i64 (read as text) makes the column an object one.
                let kind = if kind == Kind::Int && values.iter().any(|v| !matches!(v, Val::Int(_))) { Kind::Object } else { kind };
                Column::new(kind, values)
            }
        };
        column
    });
    Frame { names, columns, rows }
}

/// The numbers typing read of a column's cells, in row order, kept while every cell
/// so far was read ([`Noted`]): as `i64`s while every one is plain digits, then as
/// the doubles a float64 column holds (a plain-digits cell is exactly its integer).
enum Numbers {
    Ints(Vec<i64>),
    Floats(Vec<f64>),
    /// Some cell was not read: the column is read again with its type.
    Unread,
}

impl Numbers {
    fn with_capacity(rows: usize) -> Numbers {
        Numbers::Ints(Vec::with_capacity(rows))
    }

    #[inline]
    fn push(&mut self, n: Noted) {
        match (&mut *self, n) {
            (Numbers::Ints(v), Noted::Int(i)) => v.push(i),
            (Numbers::Floats(v), Noted::Int(i)) => v.push(i as f64),
            (Numbers::Floats(v), Noted::Decimal(x)) => v.push(x),
            (Numbers::Floats(v), Noted::Missing) => v.push(f64::NAN),
            (Numbers::Ints(v), Noted::Decimal(_) | Noted::Missing) => {
                // The first cell that is not plain digits: the integers so far as doubles.
                let mut floats = Vec::with_capacity(v.capacity());
                floats.extend(v.iter().map(|&i| i as f64));
                floats.push(if let Noted::Decimal(x) = n { x } else { f64::NAN });
                *self = Numbers::Floats(floats);
            }
            (Numbers::Unread, _) => {}
            (_, Noted::Unread) => *self = Numbers::Unread,
        }
    }
}

/// A float64 cell.
fn float_cell(raw: Option<&str>) -> f64 {
    match raw {
        Some(raw) if !is_na(raw) => decimal(raw).unwrap_or(f64::NAN),
        _ => f64::NAN,
    }
}

/// A column's texts, each distinct one allocated once: a key column of a million rows
/// and a thousand sites is a thousand allocations, not a million. After
/// [`Interner::TRY`] cells, a column whose texts are mostly distinct (ids) stops
/// looking them up: the lookups would only add to the allocations.
#[derive(Default)]
pub(crate) struct Interner<'a> {
    seen: super::keys::KeyMap<&'a str, Text>,
    cells: usize,
    off: bool,
}

impl<'a> Interner<'a> {
    const TRY: usize = 4096;

    pub fn text(&mut self, raw: &'a str) -> Text {
        if self.off {
            return raw.into();
        }
        self.cells += 1;
        if self.cells == Self::TRY && self.seen.len() * 2 > Self::TRY {
            self.off = true;
            self.seen = Default::default();
        }
        self.seen.entry(raw).or_insert_with(|| raw.into()).clone()
    }
}

/// One cell read with the type of its block.
fn value<'a>(raw: Option<&'a str>, d: Dtype, texts: &mut Interner<'a>) -> Val {
    let Some(raw) = raw else {
        return if d == Dtype::Float { Val::Float(f64::NAN) } else { Val::Null };
    };
    match d {
        Dtype::Int => match integer(raw).and_then(|i| i.to_i64()) {
            Some(i) => Val::Int(i),
            None => Val::Str(texts.text(raw)),
        },
        Dtype::Float => Val::Float(float_cell(Some(raw))),
        Dtype::Bool => match crate::pandas::number::boolean(raw) {
            Some(b) => Val::Bool(b),
            None => Val::Null,
        },
        Dtype::Text | Dtype::Raw => {
            if is_na(raw) && d != Dtype::Raw {
                Val::Null
            } else {
                Val::Str(texts.text(raw))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_and_names() {
        let f = read(b"\xef\xbb\xbfa,a,,b\n1,2.5,x,\n3,,y,NA\n", "p.csv", false).unwrap();
        assert_eq!(f.names, ["a", "a.1", "Unnamed: 2", "b"]);
        assert_eq!(f.columns[0], Column::new(Kind::Int, vec![Val::Int(1), Val::Int(3)]));
        assert_eq!(f.columns[0].values, Values::Ints(vec![1, 3]));
        assert_eq!(f.columns[1].kind, Kind::Float);
        assert!(f.columns[1].values.is_null(1));
        assert!(matches!(f.columns[1].values, Values::Floats(_)));
        assert_eq!(f.columns[2].values.to_vec(), [Val::Str("x".into()), Val::Str("y".into())]);
        assert_eq!(f.columns[3].kind, Kind::Float);
        // pandas 2.3.2 reads this 17-digit number one ulp low.
        let f = read(b"v\n74.099999999999994\n", "p.csv", true).unwrap();
        assert_eq!(f.columns[0].values, Values::Floats(vec![74.09999999999998]));
        assert!(read(b"", "p.csv", true).is_err());
    }

    /// A column's repeated texts are one allocation; a column of distinct ids stops
    /// interning after its first cells, and both read the texts of the file.
    #[test]
    fn texts_interned_per_column() {
        let mut csv = String::from("site,id\n");
        for r in 0..10_000 {
            csv.push_str(&format!("site_{},C{r:07}\n", r % 7));
        }
        let f = read(csv.as_bytes(), "p.csv", false).unwrap();
        let Values::Vals(sites) = &f.columns[0].values else { panic!("object: {:?}", f.columns[0].kind) };
        let Values::Vals(ids) = &f.columns[1].values else { panic!("object: {:?}", f.columns[1].kind) };
        let text = |v: &Val| if let Val::Str(t) = v { t.clone() } else { panic!("text: {v:?}") };
        assert_eq!(&*text(&sites[9_999]), "site_3");
        assert!(Text::ptr_eq(&text(&sites[3]), &text(&sites[9_999])));
        assert_eq!(&*text(&ids[9_999]), "C0009999");
        assert_eq!(sites.iter().filter(|v| Text::ptr_eq(&text(v), &text(&sites[0]))).count(), 1429);
    }

    /// The numbers typing hands over make the same columns as reading each cell with
    /// its type: plain digits turning float at a decimal or a missing cell, a sign
    /// or spaces (read again), `-0` in a float column.
    #[test]
    fn columns_from_typing_numbers() {
        let f = read(b"a,b,c,d,e\n1,5,10,1.5,1\n2,-3,20,-0,-0\n007,,30,2, 4\n3.5,x,40,NA,5\n", "p.csv", false).unwrap();
        assert_eq!(f.columns[0].values, Values::Floats(vec![1.0, 2.0, 7.0, 3.5]));
        assert_eq!(f.columns[1].kind, Kind::Object);
        assert_eq!(f.columns[2], Column { kind: Kind::Int, values: Values::Ints(vec![10, 20, 30, 40]) });
        let Values::Floats(d) = &f.columns[3].values else { panic!("float64: {:?}", f.columns[3]) };
        assert_eq!(d.iter().map(|x| x.to_bits()).collect::<Vec<_>>()[..3], [1.5f64.to_bits(), (-0.0f64).to_bits(), 2.0f64.to_bits()]);
        assert!(d[3].is_nan());
        assert_eq!(f.columns[4], Column { kind: Kind::Int, values: Values::Ints(vec![1, 0, 4, 5]) });
    }
}
