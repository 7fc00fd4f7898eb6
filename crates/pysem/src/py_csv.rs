//! Python's `csv.DictReader` over a file opened with `open(..., encoding=e,
//! newline=n)`, as CPython 3.12 reads it (the excel dialect: `,`, `"`, doubled quotes,
//! not strict).
//!
//! * Decoding: UTF-8 (`utf-8-sig` drops one BOM); a bad byte raises
//!   UnicodeDecodeError.
//! * Lines: `newline=None` turns `\r\n` and a lone `\r` into `\n`; `newline=""` keeps
//!   them; either way a line ends after `\n`, `\r\n` or `\r`.
//! * Fields: a quote opens a quoted field only at a field's start; after its closing
//!   quote, other text is appended (`"a"b` is `ab`); a quote elsewhere is text. A quoted
//!   field may span lines; a file ending inside one still gives its record.
//! * Records: an empty line is no record; a line of spaces is one field of spaces.
//! * Dicts: the first record names the fields; a row's value for a name is its field
//!   at the *last* column of that name; a short row gives `None` for the names it lacks
//!   (also over an earlier same-named column); a long row's extra fields go under the
//!   key `None`.

/// A file read with `csv.DictReader`: the field names and the rows (records after
/// the first, empty records skipped).
#[derive(Debug, Clone, PartialEq)]
pub struct DictRows {
    pub fieldnames: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl DictRows {
    /// `row.get(name)`: `None` when the name is not a field or the row lacks it
    /// (Python's `None` value and a missing key read alike where this is used).
    pub fn get<'a>(&self, row: &'a [String], name: &str) -> Option<&'a str> {
        let idx: Vec<usize> = self.fieldnames.iter().enumerate().filter(|(_, n)| *n == name).map(|(i, _)| i).collect();
        if idx.iter().any(|&i| i >= row.len()) {
            return None;
        }
        idx.last().map(|&i| row[i].as_str())
    }

    /// The keys of the first row (`list(rows[0].keys())`): the field names, with the
    /// key `None` (here `None`) when the row is longer.
    pub fn first_keys(&self) -> Vec<Option<&str>> {
        let mut keys: Vec<Option<&str>> = Vec::new();
        for n in &self.fieldnames {
            if !keys.contains(&Some(n.as_str())) {
                keys.push(Some(n));
            }
        }
        if self.rows.first().is_some_and(|r| r.len() > self.fieldnames.len()) {
            keys.push(None);
        }
        keys
    }
}

/// Read `bytes` as `list(csv.DictReader(open(f, encoding=..., newline=...)))`. `Err`:
/// the byte offset where UTF-8 decoding fails (UnicodeDecodeError).
pub fn read(bytes: &[u8], utf8_sig: bool, newline_none: bool) -> Result<DictRows, usize> {
    let bytes = if utf8_sig { bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes) } else { bytes };
    let text = std::str::from_utf8(bytes).map_err(|e| e.valid_up_to())?;
    let translated;
    let text = if newline_none {
        text
    } else {
        translated = text.replace("\r\n", "\n").replace('\r', "\n");
        translated.as_str()
    };
    let mut records = records(text).into_iter();
    let fieldnames = records.next().unwrap_or_default();
    let rows = records.filter(|r| !r.is_empty()).collect();
    Ok(DictRows { fieldnames, rows })
}

#[derive(Clone, Copy, PartialEq)]
enum State {
    StartRecord,
    StartField,
    InField,
    InQuoted,
    QuoteInQuoted,
    EatCrnl,
}

/// The text cut into lines as Python's line iterator cuts it (after `\n`, `\r\n`, `\r`).
fn lines(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let (mut start, mut i) = (0, 0);
    while i < b.len() {
        if b[i] == b'\n' || b[i] == b'\r' {
            let end = if b[i] == b'\r' && b.get(i + 1) == Some(&b'\n') { i + 2 } else { i + 1 };
            out.push(&text[start..end]);
            start = end;
            i = end;
        } else {
            i += 1;
        }
    }
    if start < b.len() {
        out.push(&text[start..]);
    }
    out
}

/// Every record, as `csv.reader` yields them (`[]` for an empty line).
fn records(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut fields: Vec<String> = Vec::new();
    let mut field = String::new();
    let mut state = State::StartRecord;
    let save = |fields: &mut Vec<String>, field: &mut String| fields.push(std::mem::take(field));
    for line in lines(text) {
        // Each character of the line, then the end of the line (`None`).
        for c in line.chars().map(Some).chain([None]) {
            let eol = |c: Option<char>| matches!(c, None | Some('\n' | '\r'));
            let after = |c: Option<char>| if c.is_none() { State::StartRecord } else { State::EatCrnl };
            match state {
                State::StartRecord | State::StartField => {
                    if state == State::StartRecord && c.is_none() {
                        continue;
                    }
                    if state == State::StartRecord && matches!(c, Some('\n' | '\r')) {
                        state = State::EatCrnl;
                        continue;
                    }
                    if eol(c) {
                        save(&mut fields, &mut field);
                        state = after(c);
                    } else if c == Some('"') {
                        state = State::InQuoted;
                    } else if c == Some(',') {
                        save(&mut fields, &mut field);
                        state = State::StartField;
                    } else {
                        field.extend(c);
                        state = State::InField;
                    }
                }
                State::InField => {
                    if eol(c) {
                        save(&mut fields, &mut field);
                        state = after(c);
                    } else if c == Some(',') {
                        save(&mut fields, &mut field);
                        state = State::StartField;
                    } else {
                        field.extend(c);
                    }
                }
                State::InQuoted => match c {
                    None => {}
                    Some('"') => state = State::QuoteInQuoted,
                    Some(c) => field.push(c),
                },
                State::QuoteInQuoted => {
                    if c == Some('"') {
                        field.push('"');
                        state = State::InQuoted;
                    } else if c == Some(',') {
                        save(&mut fields, &mut field);
                        state = State::StartField;
                    } else if eol(c) {
                        save(&mut fields, &mut field);
                        state = after(c);
                    } else {
                        field.extend(c);
                        state = State::InField;
                    }
                }
                State::EatCrnl => {
                    if c.is_none() {
                        state = State::StartRecord;
                    }
                }
            }
            if state == State::StartRecord && c.is_none() {
                out.push(std::mem::take(&mut fields));
            }
        }
    }
    // The file ends inside a quoted field (not strict): the record as read so far.
    if state != State::StartRecord {
        if !field.is_empty() || state == State::InQuoted {
            save(&mut fields, &mut field);
        }
        out.push(fields);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recs(text: &str) -> Vec<Vec<String>> {
        records(text)
    }

    #[test]
    fn records_as_python_reads_them() {
        assert_eq!(recs("a,b\n\n \n\"x,\"\"y\"\"\"z,w\n"), vec![vec!["a", "b"], vec![], vec![" "], vec!["x,\"y\"z", "w"]]);
        assert_eq!(recs("a,\"b\nc\",d\r\ne"), vec![vec!["a", "b\nc", "d"], vec!["e"]]);
        assert_eq!(recs("a,b,\n"), vec![vec!["a", "b", ""]]);
        assert_eq!(recs("x\"y,\"open"), vec![vec!["x\"y", "open"]]);
    }

    #[test]
    fn dict_rows() {
        let d = read("\u{feff}k,v,v\n1,a,b\n2,c\n\n3,d,e,f\n".as_bytes(), true, true).unwrap();
        assert_eq!(d.fieldnames, ["k", "v", "v"]);
        assert_eq!(d.get(&d.rows[0], "v"), Some("b"));
        assert_eq!(d.get(&d.rows[1], "v"), None);
        assert_eq!(d.rows.len(), 3);
        assert_eq!(d.first_keys(), [Some("k"), Some("v")]);
        assert!(read(b"k\n\xff\n", true, true).is_err());
    }
}
