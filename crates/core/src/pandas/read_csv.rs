//! How `pd.read_csv(path)` (C engine, default options) cuts a file into a header and
//! rows: the layout both `predictions.csv` and `truth.csv` get on the server.
//!
//! * **Fields**: `,` between fields; a field that *starts* with `"` is quoted (`""`
//!   inside is one quote, text after the closing quote is appended: `"C1"x` is `C1x`);
//!   a `"` anywhere else is an ordinary character. `\n`, `\r\n` or a lone `\r` ends a
//!   record outside quotes.
//! * **NUL**: a field ends at its first NUL byte, header included (pandas hands each
//!   field on as a C string): `1\02` is `1`, `\0A6` is empty, so missing (NaN). The
//!   NUL does not end the record: `\0` alone on a line is a row of NaN.
//! * **Blank lines** (nothing, or only spaces and tabs) are skipped; any other line is a
//!   record, even `""` or a lone form feed.
//! * **Header**: the first record. When the first data row has *k* more fields than the
//!   header, pandas makes its first *k* fields the row index and reads the named columns
//!   from field *k*+1 on (an implicit index): under `customer_id,prob_default`, the row
//!   `C0005,0,5` puts `0` in `customer_id` and `5` in `prob_default`.
//! * **Too many fields**: a later row with more fields than the header and the first
//!   data row stops the reader: `Error tokenizing data. C error: Expected N fields in
//!   line L, saw M`. The server then has no table at all.
//! * **Too few**: missing trailing fields are NaN.
//! * **Read buffers**: pandas reads the file [`READ_BUFFER`] bytes at a time. A line
//!   that starts with spaces or tabs is re-read from its start, but never from before
//!   the current buffer: spaces before the boundary are lost (`   X` straddling byte
//!   262,144 can become ` X`).
//! * **Line numbers**: [`Record::line`] is the physical line an editor shows. pandas
//!   counts line ends outside quotes only ([`Record::pandas_line`]), so a quoted value
//!   spanning lines shifts its numbers; messages quote pandas' where they differ.

use std::borrow::Cow;

use crate::diagnostic::codes;
use crate::diagnostic::{Category, Diagnostic, Location};

/// One record (header or data row).
#[derive(Debug, Clone, PartialEq)]
pub struct Record<'a> {
    /// 1-based physical line where the record starts.
    pub line: usize,
    /// 1-based line number as pandas' tokenizer counts it (line ends inside quotes
    /// not counted).
    pub pandas_line: usize,
    /// The fields: slices of the text, owned only where a quote was undone.
    pub fields: Vec<Cow<'a, str>>,
}

/// The file as pandas lays it out.
#[derive(Debug, Clone)]
pub struct Frame<'a> {
    pub header: Vec<Cow<'a, str>>,
    pub header_line: usize,
    /// Leading fields of every row that pandas makes the index (0 unless the first
    /// data row is longer than the header).
    pub index_width: usize,
    /// Data rows, in file order.
    pub rows: Vec<Record<'a>>,
}

impl<'a> Frame<'a> {
    /// 0-based field index of the column named exactly `name` (the first one; pandas
    /// renames later duplicates to `name.1`).
    pub fn field_of(&self, name: &str) -> Option<usize> {
        field_of(&self.header, self.index_width, name)
    }

    /// Field `i` of `row`; `None` when the row is too short (pandas: NaN).
    pub fn cell<'r>(row: &'r Record<'a>, i: usize) -> Option<&'r str> {
        row.fields.get(i).map(|f| &**f)
    }
}

/// The field index of the first header named exactly `name`, past the index fields.
fn field_of(header: &[Cow<'_, str>], index_width: usize, name: &str) -> Option<usize> {
    header.iter().position(|h| h == name).map(|i| i + index_width)
}

/// The file as pandas lays it out, its fields stored flat (one buffer for every row
/// rather than a `Vec` per row: a 1,000,000-row file is read without a million small
/// allocations). [`read`] gives the same layout as [`Frame`].
#[derive(Debug, Clone)]
pub struct FlatFrame<'a> {
    pub header: Vec<Cow<'a, str>>,
    pub header_line: usize,
    /// As [`Frame::index_width`].
    pub index_width: usize,
    /// Every data row's fields, row after row.
    fields: Fields<'a>,
    /// Per data row: where its fields start in `fields`, its physical line and pandas'
    /// line (as [`Record`]); one more entry holds the end of `fields`.
    records: Vec<(usize, usize, usize)>,
}

impl<'a> FlatFrame<'a> {
    /// As [`Frame::field_of`].
    pub fn field_of(&self, name: &str) -> Option<usize> {
        field_of(&self.header, self.index_width, name)
    }

    /// The 1-based physical line where data row `r` starts (as [`Record::line`]).
    pub fn line(&self, r: usize) -> usize {
        self.records[r].1
    }

    /// How many fields data row `r` has (as `Record::fields.len()`).
    pub fn width(&self, r: usize) -> usize {
        self.records[r + 1].0 - self.records[r].0
    }

    /// How many data rows.
    pub fn rows(&self) -> usize {
        self.records.len() - 1
    }

    /// Field `i` of data row `r`; `None` when the row is too short (pandas: NaN).
    pub fn cell(&self, r: usize, i: usize) -> Option<&str> {
        let (start, end) = (self.records[r].0, self.records[r + 1].0);
        if i < end - start {
            self.fields.get(start + i)
        } else {
            None
        }
    }

    /// Field `i` of every data row, in row order ([`FlatFrame::cell`] of each row).
    pub fn column(&self, i: usize) -> impl Iterator<Item = Option<&str>> + Clone + '_ {
        self.records.windows(2).map(move |w| {
            let at = w[0].0 + i;
            if at < w[1].0 {
                self.fields.get(at)
            } else {
                None
            }
        })
    }
}

/// Where a field's text is: bytes `start..end` of the file's text, or, when `start` is
/// [`OWNED`], the owned text number `end` (a quoted field, whose quotes were undone;
/// or a field past byte 2^32 - 1, which a `u32` cannot point at). 8 bytes a field
/// rather than a `Cow<str>`'s 24: a 1,000,000-row, 6-column file's fields take 48 MB,
/// not 144 MB.
#[derive(Debug, Clone, Copy)]
struct Span {
    start: u32,
    end: u32,
}

/// [`Span::start`] of a field held as owned text.
const OWNED: u32 = u32::MAX;

/// Fields as [`Span`]s of `text`, and the owned texts some of them name.
#[derive(Debug, Clone)]
struct Fields<'a> {
    text: &'a str,
    spans: Vec<Span>,
    owned: Vec<String>,
    /// A field ending past this byte is held as owned text ([`OWNED`], lower in
    /// tests: the path a text of over 4 GiB takes).
    limit: u32,
}

impl<'a> Fields<'a> {
    fn new(text: &'a str, limit: u32) -> Self {
        Fields { text, spans: Vec::new(), owned: Vec::new(), limit }
    }

    fn len(&self) -> usize {
        self.spans.len()
    }

    /// A field that is `text[from..to]` (char boundaries).
    #[inline]
    fn push_slice(&mut self, from: usize, to: usize) {
        match (u32::try_from(from), u32::try_from(to)) {
            (Ok(start), Ok(end)) if end < self.limit => self.spans.push(Span { start, end }),
            _ => self.push_owned(self.text.get(from..to).unwrap_or("").to_string()),
        }
    }

    /// A field whose text is not a slice of `text`.
    fn push_owned(&mut self, field: String) {
        // 2^32 owned texts would take over 96 GiB of `String`s alone: never reached.
        let end = u32::try_from(self.owned.len()).unwrap_or(u32::MAX);
        self.owned.push(field);
        self.spans.push(Span { start: OWNED, end });
    }

    /// Field `k` (`None` past the end).
    #[inline]
    fn get(&self, k: usize) -> Option<&str> {
        let span = *self.spans.get(k)?;
        if span.start == OWNED {
            self.owned.get(span.end as usize).map(String::as_str)
        } else {
            self.text.get(span.start as usize..span.end as usize)
        }
    }

    /// Field `k` as a `Cow` of the text (owned when its text is).
    fn cow(&self, k: usize) -> Cow<'a, str> {
        let span = self.spans[k];
        if span.start == OWNED {
            Cow::Owned(self.owned.get(span.end as usize).cloned().unwrap_or_default())
        } else {
            Cow::Borrowed(self.text.get(span.start as usize..span.end as usize).unwrap_or(""))
        }
    }

    /// Fields `range` as `Cow`s.
    fn cows(&self, range: std::ops::Range<usize>) -> Vec<Cow<'a, str>> {
        range.map(|k| self.cow(k)).collect()
    }
}

/// Records as the tokenizer cuts them: every field in one buffer.
struct Flat<'a> {
    fields: Fields<'a>,
    /// Per record: where its fields start, its physical line and pandas' line.
    records: Vec<(usize, usize, usize)>,
}

impl Flat<'_> {
    fn len(&self) -> usize {
        self.records.len()
    }

    /// Where the fields of record `k` are in `fields`.
    fn range(&self, k: usize) -> std::ops::Range<usize> {
        let end = self.records.get(k + 1).map_or(self.fields.len(), |r| r.0);
        self.records[k].0..end
    }

    /// How many fields record `k` has.
    fn width(&self, k: usize) -> usize {
        self.range(k).len()
    }
}

/// Why pandas cannot make a table of the file.
#[derive(Debug, Clone)]
pub enum Unreadable {
    /// Nothing but blank lines ("No columns to parse from file").
    Empty,
    /// A quote never closed, or rows with too many fields: one diagnostic each (all
    /// category fatal).
    Broken(Vec<Diagnostic>),
}

/// Bytes pandas' C parser reads from the file at a time (measured on pandas 3.1 and
/// 2.3.2: the same `   X` straddling byte 262,144 reads ` X` in both).
pub const READ_BUFFER: usize = 1 << 18;

/// Lay out `text` (already decoded, BOM dropped) as pandas does. `text_at`: where the
/// text starts in the file, in bytes (3 after a BOM, else 0).
pub fn read<'a>(text: &'a str, text_at: usize, file: &str) -> Result<Frame<'a>, Unreadable> {
    let flat = read_flat(text, text_at, file)?;
    let rows =
        flat.records.windows(2).map(|w| Record { line: w[0].1, pandas_line: w[0].2, fields: flat.fields.cows(w[0].0..w[1].0) }).collect();
    Ok(Frame { header: flat.header, header_line: flat.header_line, index_width: flat.index_width, rows })
}

/// [`read`], the fields stored flat.
pub fn read_flat<'a>(text: &'a str, text_at: usize, file: &str) -> Result<FlatFrame<'a>, Unreadable> {
    let flat = tokenize(text, text_at, file).map_err(|d| Unreadable::Broken(vec![d]))?;
    if flat.len() == 0 {
        return Err(Unreadable::Empty);
    }
    let header_width = flat.width(0);
    let first_width = if flat.len() > 1 { flat.width(1) } else { 0 };
    let index_width = first_width.saturating_sub(header_width);
    let expected = header_width.max(first_width);
    let too_many: Vec<Diagnostic> = (2..flat.len())
        .filter(|&k| flat.width(k) > expected)
        .map(|k| {
            let (_, line, pandas_line) = flat.records[k];
            too_many_fields(flat.width(k), line, pandas_line, expected, header_width, index_width, file)
        })
        .collect();
    if !too_many.is_empty() {
        return Err(Unreadable::Broken(too_many));
    }
    let Flat { fields, mut records } = flat;
    let data_start = records.get(1).map_or(fields.len(), |r| r.0);
    let header_line = records[0].1;
    // The header's fields copied out; the data rows' stay where they are (the
    // records keep pointing into the whole buffer: no shift of every field).
    let header: Vec<Cow<'a, str>> = fields.cows(0..data_start);
    records.remove(0);
    records.push((fields.len(), 0, 0));
    Ok(FlatFrame { header, header_line, index_width, fields, records })
}

fn too_many_fields(
    saw: usize,
    line: usize,
    pandas_line: usize,
    expected: usize,
    header_width: usize,
    index_width: usize,
    file: &str,
) -> Diagnostic {
    let pandas = format!("Error tokenizing data. C error: Expected {expected} fields in line {pandas_line}, saw {saw}");
    let why = if index_width > 0 {
        format!(
            "{expected} are expected (the header's {header_width} plus {index_width} for the index, as the first data row has {expected})"
        )
    } else {
        format!("the header has {expected}")
    };
    let counted = if pandas_line != line {
        format!(" (pandas counts it as line {pandas_line}, not counting line breaks inside quotes)")
    } else {
        String::new()
    };
    Diagnostic::new(
        codes::SCORECARD_TOO_MANY_FIELDS,
        Category::Fatal,
        format!("line {line} has {saw} fields but {why}{counted}, so pandas cannot read {file}: \"{pandas}\""),
    )
    .at(Location::file(file).line(line))
    .hint(
        "A value that contains a comma must be in double quotes (\"1,5\"); write decimals \
         with a point (0.27, not 0,27) and remove trailing commas.",
    )
}

/// Cut `text` into records, blank lines skipped, as pandas' C tokenizer does.
fn tokenize<'a>(text: &'a str, text_at: usize, file: &str) -> Result<Flat<'a>, Diagnostic> {
    tokenize_spans(text, text_at, file, OWNED)
}

/// [`tokenize`], fields ending past byte `limit` held as owned text.
fn tokenize_spans<'a>(text: &'a str, text_at: usize, file: &str, limit: u32) -> Result<Flat<'a>, Diagnostic> {
    let b = text.as_bytes();
    // One record per line, roughly: reserve once rather than grow.
    let lines = memchr::memchr_iter(b'\n', b).count() + 1;
    let mut out = Flat { fields: Fields::new(text, limit), records: Vec::with_capacity(lines) };
    // pandas keeps each field as a C string: it ends at its first NUL.
    let has_nul = memchr::memchr(0, b).is_some();
    let mut i = 0;
    // Physical line of position i, and pandas' count of line ends outside quotes.
    let (mut line, mut pandas_lines) = (1usize, 0usize);
    // pandas' quirk: after a blank line ended by a lone `\r`, a `,` is swallowed.
    let mut comma_eaten = false;
    while i < b.len() {
        // Start of a record: a blank line (spaces and tabs only) is skipped.
        let mut j = i;
        while j < b.len() && (b[j] == b' ' || b[j] == b'\t') {
            j += 1;
        }
        if j == b.len() {
            break;
        }
        if b[j] == b'\n' || b[j] == b'\r' {
            let crlf = b[j] == b'\r' && b.get(j + 1) == Some(&b'\n');
            i = j + if crlf { 2 } else { 1 };
            comma_eaten = b[j] == b'\r' && !crlf && b.get(i) == Some(&b',');
            if comma_eaten {
                i += 1;
            }
            line += 1;
            pandas_lines += 1;
            continue;
        }
        // A line that starts with blanks but is not blank is read again from just
        // after the last line end (which brings a swallowed comma back), but not from
        // before the read buffer holding its first other character.
        if j > i {
            let from = if comma_eaten { i - 1 } else { i };
            let buffer_start = ((j + text_at) / READ_BUFFER * READ_BUFFER).saturating_sub(text_at);
            i = from.max(buffer_start);
        }
        comma_eaten = false;
        let start_line = line;
        let start = out.fields.len();
        if start == 0 {
            // The header's width, times the lines: room for every field at once.
            let first_line = memchr::memchr(b'\n', b).map_or(b, |e| &b[..e]);
            out.fields.spans.reserve(lines.saturating_mul(memchr::memchr_iter(b',', first_line).count() + 1));
        }
        let fields = &mut out.fields;
        loop {
            // Start of a field: a quoted one is undone into `quoted`.
            let mut quoted: Option<Vec<u8>> = None;
            if b.get(i) == Some(&b'"') {
                let mut field = Vec::new();
                let quote_line = line;
                i += 1;
                loop {
                    match b.get(i) {
                        None => {
                            return Err(unclosed_quote(quote_line, pandas_lines, file));
                        }
                        Some(b'"') if b.get(i + 1) == Some(&b'"') => {
                            field.push(b'"');
                            i += 2;
                        }
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(&c) => {
                            if c == b'\n' || (c == b'\r' && b.get(i + 1) != Some(&b'\n')) {
                                line += 1;
                            }
                            field.push(c);
                            i += 1;
                        }
                    }
                }
                quoted = Some(field);
            }
            // Unquoted text (or what follows a closing quote) up to `,` or a line end.
            let from = i;
            i = b.get(i..).and_then(field_end).map_or(b.len(), |at| i + at);
            // `from` and `i` sit next to ASCII bytes (or the ends): char boundaries, as
            // is a NUL's position.
            match quoted {
                None if has_nul => fields.push_slice(from, memchr::memchr(0, &b[from..i]).map_or(i, |k| from + k)),
                None => fields.push_slice(from, i),
                Some(mut field) => {
                    field.extend_from_slice(text.get(from..i).unwrap_or("").as_bytes());
                    if let Some(k) = memchr::memchr(0, &field) {
                        field.truncate(k);
                    }
                    fields.push_owned(into_string(field));
                }
            }
            match b.get(i) {
                Some(b',') => {
                    i += 1;
                    // A trailing delimiter at the end of the file still ends a field.
                    if i == b.len() {
                        fields.push_slice(i, i);
                        break;
                    }
                }
                Some(b'\r') if b.get(i + 1) == Some(&b'\n') => {
                    i += 2;
                    break;
                }
                Some(_) => {
                    i += 1;
                    break;
                }
                None => break,
            }
        }
        out.records.push((start, start_line, pandas_lines + 1));
        line += 1;
        pandas_lines += 1;
    }
    Ok(out)
}

/// Where the first `,`, `\n` or `\r` of `rest` is. Most fields are a few bytes long:
/// a plain loop over the first [`SHORT_FIELD`] bytes finds their end sooner than
/// `memchr3`'s vector setup does; longer ones go on with `memchr3`.
#[inline]
fn field_end(rest: &[u8]) -> Option<usize> {
    let head = &rest[..rest.len().min(SHORT_FIELD)];
    match head.iter().position(|&c| c == b',' || c == b'\n' || c == b'\r') {
        Some(at) => Some(at),
        None if rest.len() > SHORT_FIELD => memchr::memchr3(b',', b'\n', b'\r', &rest[SHORT_FIELD..]).map(|at| at + SHORT_FIELD),
        None => None,
    }
}

/// Bytes [`field_end`] looks at one by one.
const SHORT_FIELD: usize = 16;

/// Bytes cut at ASCII delimiters from valid UTF-8 are valid UTF-8; never panic anyway.
fn into_string(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

fn unclosed_quote(line: usize, pandas_lines: usize, file: &str) -> Diagnostic {
    Diagnostic::new(
        codes::FILE_UNCLOSED_QUOTE,
        Category::Fatal,
        format!(
            "{file}: a quoted value opened on line {line} is never closed, so pandas cannot read it: \"Error tokenizing data. C error: EOF inside string starting at row {pandas_lines}\""
        ),
    )
    .at(Location::file(file).line(line))
    .hint("Close the quote, or remove the stray `\"`.")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_fields(flat: &Flat) -> Vec<Vec<String>> {
        (0..flat.len()).map(|k| flat.fields.cows(flat.range(k)).iter().map(|f| f.to_string()).collect()).collect()
    }

    /// The records' fields, the same whether held as spans or as owned texts.
    fn fields(text: &str) -> Vec<Vec<String>> {
        let out = all_fields(&tokenize(text, 0, "f.csv").unwrap());
        assert_eq!(all_fields(&tokenize_spans(text, 0, "f.csv", 0).unwrap()), out, "{text:?} with every field owned");
        out
    }

    /// Fields are spans of the text unless quoted; past the limit (a text of over
    /// 4 GiB) they are owned copies, the same texts.
    #[test]
    fn fields_as_spans_or_owned() {
        let text = "a,b\n1,\"x\"\"y\"\n22,3,\n,";
        let flat = tokenize(text, 0, "f.csv").unwrap();
        assert_eq!(flat.fields.owned, ["x\"y"]);
        let expected = [vec!["a", "b"], vec!["1", "x\"y"], vec!["22", "3", ""], vec!["", ""]];
        assert_eq!(all_fields(&flat), expected);
        for limit in 0..text.len() as u32 + 2 {
            let flat = tokenize_spans(text, 0, "f.csv", limit).unwrap();
            assert_eq!(all_fields(&flat), expected, "limit {limit}");
            // Only fields ending past the limit (and the quoted one) are owned.
            let spans = flat.fields.spans.iter().filter(|s| s.start != OWNED);
            assert!(spans.clone().all(|s| s.end < limit), "limit {limit}");
            let before = [1, 3, 5, 15, 17, 18, 19, 20].iter().filter(|&&end| end < limit).count();
            assert_eq!(spans.count(), before, "limit {limit}");
        }
    }

    /// The field's end as `memchr3` finds it, at every length and position around the
    /// short loop's limit.
    #[test]
    fn field_ends() {
        for len in 0..3 * SHORT_FIELD {
            for at in 0..=len {
                for end in [b',', b'\n', b'\r'] {
                    let mut bytes = vec![b'7'; len];
                    if at < len {
                        bytes[at] = end;
                    }
                    assert_eq!(field_end(&bytes), memchr::memchr3(b',', b'\n', b'\r', &bytes), "{len} bytes, {end} at {at}");
                }
            }
        }
        assert_eq!(fields(&format!("a,b\n{},x\n", "y".repeat(40))), [vec!["a".to_string(), "b".into()], vec!["y".repeat(40), "x".into()]]);
    }

    #[test]
    fn quotes_as_pandas_reads_them() {
        assert_eq!(
            fields("a,b\n\"x,\"\"y\"\"\",\"C1\"x\n C\"1, \"q\"\n"),
            [vec!["a", "b"], vec!["x,\"y\"", "C1x"], vec![" C\"1", " \"q\""]]
        );
    }

    /// Measured with pandas 2.3.2: `id,p` / `1\02,0.5\x009` reads 1 and 0.5; `"A\0B"`
    /// is `A`; a header `id\0x` names column `id`; `\0\0A6` and `\0NA` are NaN; a
    /// line of one NUL is a row of NaN.
    #[test]
    fn fields_end_at_a_nul() {
        assert_eq!(
            fields("id\0x,p\n1\x002,0.5\x009\n\"A\0B\"x,\0\0A6\n\0\n\"\0\",N\0A\n"),
            [vec!["id", "p"], vec!["1", "0.5"], vec!["A", ""], vec![""], vec!["", "N"]]
        );
    }

    #[test]
    fn blank_lines_are_spaces_and_tabs_only() {
        let f = fields("a\n\n \t\n\"\"\n\x0c\n\u{a0}\n");
        assert_eq!(f, [vec!["a"], vec![""], vec!["\x0c"], vec!["\u{a0}"]]);
    }

    #[test]
    fn line_numbers() {
        let r = tokenize("h\r\n\r\n\"x\ny\"\nz\rw,\n", 0, "f.csv").unwrap();
        let lines: Vec<(usize, usize)> = r.records.iter().map(|r| (r.1, r.2)).collect();
        assert_eq!(lines, [(1, 1), (3, 3), (5, 4), (6, 5)]);
        assert_eq!(r.fields.cows(r.range(3)), ["w", ""]);
        // The layout keeps them, flat or not.
        let f = read("h,i\r\n\r\n\"x\ny\"\nz\rw,\n", 0, "f.csv").unwrap();
        assert_eq!(f.rows.iter().map(|r| (r.line, r.pandas_line)).collect::<Vec<_>>(), [(3, 3), (5, 4), (6, 5)]);
        let flat = read_flat("h,i\r\n\r\n\"x\ny\"\nz\rw,\n", 0, "f.csv").unwrap();
        assert_eq!((flat.rows(), flat.cell(2, 1), flat.cell(2, 2), flat.cell(0, 1)), (3, Some(""), None, None));
    }

    #[test]
    fn comma_after_a_blank_carriage_return_line() {
        // pandas 3.1: `h,p\r\r,2` reads the row ["2", NaN]; `h,p\r\r, 2` reads
        // [NaN, " 2"] (the blank-line check backs up to the comma).
        assert_eq!(fields("h,p\r\r,2\r"), [vec!["h", "p"], vec!["2"]]);
        assert_eq!(fields("h,p\r\r, 2\r"), [vec!["h", "p"], vec!["", " 2"]]);
        assert_eq!(fields("h,p\r\r,\r\n,2\r"), [vec!["h", "p"], vec!["", "2"]]);
        assert_eq!(fields("h,p\r\n,2\r"), [vec!["h", "p"], vec!["", "2"]]);
    }

    #[test]
    fn layout() {
        let f = read("customer_id,prob_default\n\nC5,0,5\nC1,0.3\n", 0, "p.csv").unwrap();
        assert_eq!((f.index_width, f.field_of("prob_default")), (1, Some(2)));
        assert_eq!(Frame::cell(&f.rows[1], 2), None);
        let Err(Unreadable::Broken(d)) = read("a,b\n1,2\n\n3,4,5\n", 0, "p.csv") else {
            panic!("too many fields");
        };
        assert_eq!(d[0].code, codes::SCORECARD_TOO_MANY_FIELDS);
        assert!(d[0].message.ends_with("\"Error tokenizing data. C error: Expected 2 fields in line 4, saw 3\""));
        assert!(matches!(read(" \n\n", 0, "p.csv"), Err(Unreadable::Empty)));
    }

    #[test]
    fn leading_blanks_before_a_read_buffer_are_lost() {
        // pandas 3.1: "   X" whose spaces start 2 bytes before byte 262,144 reads " X".
        let filler = "f\n".repeat((READ_BUFFER - 4) / 2);
        let text = format!("h\n{filler}   X\n  Y\n");
        assert_eq!(text.find("   X"), Some(READ_BUFFER - 2));
        let r = tokenize(&text, 0, "f.csv").unwrap();
        let n = r.len();
        assert_eq!((r.fields.get(r.range(n - 2).start), r.fields.get(r.range(n - 1).start)), (Some(" X"), Some("  Y")));
        // After a BOM the file's bytes are 3 further on.
        let r = tokenize(&text, 3, "f.csv").unwrap();
        assert_eq!(r.fields.get(r.range(n - 2).start), Some("   X"));
    }
}
