//! A small, strict CSV reader that remembers where every value came from.
//!
//! RFC 4180: quoted fields, `""` escapes, CRLF or LF, a UTF-8 BOM is dropped. Blank
//! lines are skipped (as pandas does). Every record keeps its 1-based line number so
//! diagnostics can point at it. No IO: the caller hands in the text.

use crate::diagnostic::codes;
use crate::diagnostic::{Category, Diagnostic, Location};

/// One data record.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// 1-based line number where the record starts.
    pub line: usize,
    pub fields: Vec<String>,
}

impl Record {
    /// Field `i`, or "" when the row is short.
    pub fn get(&self, i: usize) -> &str {
        self.fields.get(i).map(String::as_str).unwrap_or("")
    }
}

/// A parsed CSV file: a header and its records.
#[derive(Debug, Clone, PartialEq)]
pub struct Table {
    pub header: Vec<String>,
    /// Line of the header (1 unless blank lines come first).
    pub header_line: usize,
    pub records: Vec<Record>,
}

impl Table {
    /// Index of the first header cell equal (after trimming) to `name`.
    pub fn column(&self, name: &str) -> Option<usize> {
        self.header.iter().position(|h| h.trim() == name)
    }

    /// Index of the first header cell matching any of `names`, case-insensitively for
    /// ASCII letters (the names are ASCII; Unicode case tables would cost the site's
    /// `.wasm` 16 KB gzip), ignoring spaces, `_` and `-`.
    pub fn column_any(&self, names: &[&str]) -> Option<usize> {
        let norm = |s: &str| s.chars().filter(|c| !matches!(c, ' ' | '_' | '-')).map(|c| c.to_ascii_lowercase()).collect::<String>();
        let wanted: Vec<String> = names.iter().map(|n| norm(n)).collect();
        self.header.iter().position(|h| wanted.contains(&norm(h.trim())))
    }
}

/// Decode bytes as UTF-8 (dropping a BOM), or say what the file is instead (see
/// [`check_encoding`]).
pub fn decode_utf8<'a>(bytes: &'a [u8], file: &str) -> Result<&'a str, Diagnostic> {
    let text = text_with_bom(bytes, file)?;
    Ok(text.strip_prefix('\u{feff}').unwrap_or(text))
}

/// Is this UTF-8 text? If not, say what it looks like, where, and how to fix it: a
/// UTF-16 file (`file/utf16`: a byte-order mark, or every other byte zero), an Excel
/// workbook saved under a text name (`file/spreadsheet`), or another 8-bit encoding
/// (`file/not-utf8`, located at the first bad byte, with a guess: GBK or Latin-1).
/// A UTF-8 BOM is fine here (each reader decides about it).
///
/// Every one of these is a file the server's Python cannot read either (it opens files
/// as UTF-8), so only the message is ours, never the verdict.
pub fn check_encoding(bytes: &[u8], file: &str) -> Result<(), Diagnostic> {
    text_with_bom(bytes, file).map(|_| ())
}

/// [`check_encoding`], giving the text with its UTF-8 BOM, if any, kept (a BOM is UTF-8
/// itself): one pass over the bytes for a reader that decides about the BOM itself.
pub fn text_with_bom<'a>(bytes: &'a [u8], file: &str) -> Result<&'a str, Diagnostic> {
    if let Some(which) = utf16(bytes) {
        return Err(Diagnostic::new(codes::FILE_UTF16, Category::Fatal, format!("{file} is UTF-16 encoded ({which}); save it as UTF-8"))
            .at(Location::file(file).line(1).column(1))
            .hint("In Excel: Save As, \"CSV UTF-8 (Comma delimited)\"; in an editor: Save with Encoding, UTF-8."));
    }
    if let Some(what) = spreadsheet(bytes) {
        return Err(Diagnostic::new(codes::FILE_SPREADSHEET, Category::Fatal, format!("{file} is {what}, not a text file"))
            .at(Location::file(file))
            .hint("Open it in Excel and use Save As, \"CSV UTF-8 (Comma delimited)\" (or export the JSON from your code)."));
    }
    std::str::from_utf8(bytes).map_err(|_| not_utf8(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes), file))
}

fn not_utf8(bytes: &[u8], file: &str) -> Diagnostic {
    let valid = match std::str::from_utf8(bytes) {
        Ok(_) => bytes.len(),
        Err(e) => e.valid_up_to(),
    };
    let upto = &bytes[..valid];
    let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
    // Columns count characters, as an editor does.
    let line_start = upto.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let col = String::from_utf8_lossy(&upto[line_start..]).chars().count() + 1;
    let byte = bytes.get(valid).copied().unwrap_or(0);
    Diagnostic::new(
        codes::FILE_NOT_UTF8,
        Category::Fatal,
        format!(
            "{file} is not UTF-8: byte 0x{byte:02X} at line {line}, column {col} is not valid UTF-8; the file looks {} encoded",
            guess_8bit(bytes)
        ),
    )
    .at(Location::file(file).line(line).column(col))
    .hint("Save the file as UTF-8 (in Excel: Save As, \"CSV UTF-8 (Comma delimited)\").")
}

/// `little-endian` / `big-endian`, with or without a byte-order mark, when the bytes
/// are UTF-16: a BOM, or (no BOM) most of the first pairs of bytes with a zero on the
/// same side, as ASCII text in UTF-16 has.
fn utf16(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"\xFF\xFE") {
        return Some("little-endian, with a byte-order mark");
    }
    if bytes.starts_with(b"\xFE\xFF") {
        return Some("big-endian, with a byte-order mark");
    }
    let pairs: Vec<&[u8]> = bytes.chunks_exact(2).take(64).collect();
    if pairs.len() < 2 {
        return None;
    }
    let high_zero = pairs.iter().filter(|p| p[0] != 0 && p[1] == 0).count();
    let low_zero = pairs.iter().filter(|p| p[0] == 0 && p[1] != 0).count();
    if high_zero * 4 >= pairs.len() * 3 {
        Some("little-endian, without a byte-order mark")
    } else if low_zero * 4 >= pairs.len() * 3 {
        Some("big-endian, without a byte-order mark")
    } else {
        None
    }
}

/// A spreadsheet workbook under a text name, by its magic bytes.
fn spreadsheet(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"PK\x03\x04") {
        Some("a ZIP archive (an Excel workbook, .xlsx, saved under another name?)")
    } else if bytes.starts_with(b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1") {
        Some("an old Excel workbook (.xls)")
    } else {
        None
    }
}

/// Which 8-bit encoding non-UTF-8 bytes most look like: GBK (Chinese Windows) when
/// every byte ≥ 0x80 pairs up as a GBK lead and trail byte, else Latin-1 / Windows-1252.
fn guess_8bit(bytes: &[u8]) -> &'static str {
    let mut i = 0;
    let mut pairs = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x80 {
            i += 1;
            continue;
        }
        match bytes.get(i + 1) {
            Some(&t) if (0x81..=0xFE).contains(&b) && (0x40..=0xFE).contains(&t) && t != 0x7F => {
                pairs += 1;
                i += 2;
            }
            _ => return "Latin-1 / Windows-1252",
        }
    }
    if pairs > 0 {
        "GBK (Chinese Windows)"
    } else {
        "Latin-1 / Windows-1252"
    }
}

/// Parse CSV text with the given delimiter. The first non-blank record is the header.
pub fn parse(text: &str, delimiter: char, file: &str) -> Result<Table, Diagnostic> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut records = read_records(text, delimiter, file)?;
    records.retain(|r| !(r.fields.len() == 1 && r.fields[0].trim().is_empty()));
    if records.is_empty() {
        return Err(Diagnostic::new(codes::FILE_EMPTY, Category::Fatal, format!("{file} is empty"))
            .at(Location::file(file))
            .hint("The file needs a header row and at least one data row."));
    }
    let head = records.remove(0);
    Ok(Table { header: head.fields, header_line: head.line, records })
}

/// The separator a CSV header read as one field holds in place of commas: `;` (a
/// spreadsheet saved in a decimal-comma locale) or a tab. The check routing, scorecard
/// and prediction make when a column is missing (its words: [`separator_hint`]).
pub fn one_field_separator<S: AsRef<str>>(header: &[S]) -> Option<char> {
    match header {
        [only] => [';', '\t'].into_iter().find(|&d| only.as_ref().contains(d)),
        _ => None,
    }
}

/// What to do about a file separated by `sep` ([`one_field_separator`]): the hint
/// scorecard and prediction give.
pub fn separator_hint(sep: char) -> &'static str {
    if sep == ';' {
        "The file is separated by semicolons (`;`), as a spreadsheet in a decimal-comma locale saves it; save it with commas and decimal points (in Excel: \"CSV UTF-8 (Comma delimited)\")."
    } else {
        "The file is separated by tabs; save it with commas."
    }
}

/// Guess the delimiter of a CSV header line: `,` unless `;` or tab is clearly meant.
pub fn sniff_delimiter(text: &str) -> char {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let count = |c: char| first.matches(c).count();
    let (commas, semis, tabs) = (count(','), count(';'), count('\t'));
    if tabs > commas && tabs >= semis {
        '\t'
    } else if semis > commas {
        ';'
    } else {
        ','
    }
}

fn read_records(text: &str, delimiter: char, file: &str) -> Result<Vec<Record>, Diagnostic> {
    let mut out = Vec::new();
    let mut fields: Vec<String> = Vec::new();
    let mut field = String::new();
    let mut line = 1usize;
    let mut record_line = 1usize;
    let mut in_quotes = false;
    let mut quote_line = 0usize;
    let mut chars = text.chars().peekable();
    let mut at_field_start = true;
    while let Some(c) = chars.next() {
        if in_quotes {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => in_quotes = false,
                '\n' => {
                    line += 1;
                    field.push('\n');
                }
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if at_field_start => {
                in_quotes = true;
                quote_line = line;
                at_field_start = false;
            }
            c if c == delimiter => {
                fields.push(std::mem::take(&mut field));
                at_field_start = true;
            }
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' | '\r' => {
                fields.push(std::mem::take(&mut field));
                out.push(Record { line: record_line, fields: std::mem::take(&mut fields) });
                line += 1;
                record_line = line;
                at_field_start = true;
            }
            _ => {
                field.push(c);
                at_field_start = false;
            }
        }
    }
    if in_quotes {
        return Err(Diagnostic::new(
            codes::FILE_UNCLOSED_QUOTE,
            Category::Fatal,
            format!("{file}: a quoted value opened on line {quote_line} is never closed"),
        )
        .at(Location::file(file).line(quote_line))
        .hint("Close the quote, or remove the stray `\"`."));
    }
    if !field.is_empty() || !fields.is_empty() {
        fields.push(field);
        out.push(Record { line: record_line, fields });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_crlf_bom_and_lines() {
        let t = parse("\u{feff}a,b\r\n1,\"x,\"\"y\"\"\"\r\n\r\n2,\"multi\nline\"\n3,z", ',', "f.csv").unwrap();
        assert_eq!(t.header, vec!["a", "b"]);
        assert_eq!(t.records.len(), 3);
        assert_eq!(t.records[0].fields, vec!["1", "x,\"y\""]);
        assert_eq!(t.records[0].line, 2);
        assert_eq!(t.records[1].line, 4);
        assert_eq!(t.records[1].fields[1], "multi\nline");
        assert_eq!(t.records[2].line, 6);
    }

    #[test]
    fn unclosed_quote_is_located() {
        let e = parse("a\n\"oops\n1\n", ',', "p.csv").unwrap_err();
        assert_eq!(e.code, codes::FILE_UNCLOSED_QUOTE);
        assert_eq!(e.location.line, Some(2));
    }

    #[test]
    fn bad_utf8_is_located() {
        let e = decode_utf8(b"a,b\n1,\xff\n", "p.csv").unwrap_err();
        assert_eq!(e.location.line, Some(2));
        assert_eq!(e.location.column, Some(3));
        assert!(e.message.contains("byte 0xFF at line 2, column 3"), "{}", e.message);
        // Columns count characters: `é` is one.
        let e =
            decode_utf8("é,\u{4e2d}\n".as_bytes().iter().copied().chain([0xE9, b'x']).collect::<Vec<_>>().as_slice(), "p.csv").unwrap_err();
        assert_eq!((e.location.line, e.location.column), (Some(2), Some(1)));
        assert!(e.message.contains("Latin-1"), "{}", e.message);
        let gbk = [0xB3, 0xB5, 0xC1, 0xBE, b',', b'a', b'\n']; // 车辆 in GBK
        assert!(decode_utf8(&gbk, "p.csv").unwrap_err().message.contains("GBK"));
    }

    #[test]
    fn utf16_and_workbooks_are_named() {
        for (bytes, which) in [
            (&b"\xFF\xFEa\0,\0b\0"[..], "little-endian, with"),
            (&b"\xFE\xFF\0a\0,\0b"[..], "big-endian, with"),
            (&b"a\0,\0b\0\n\0"[..], "little-endian, without"),
            (&b"\0a\0,\0b\0\n"[..], "big-endian, without"),
        ] {
            let e = decode_utf8(bytes, "p.csv").unwrap_err();
            assert_eq!(e.code, codes::FILE_UTF16);
            assert!(e.message.contains(which) && e.message.contains("save it as UTF-8"), "{}", e.message);
        }
        assert_eq!(decode_utf8(b"PK\x03\x04\x14\0", "p.csv").unwrap_err().code, codes::FILE_SPREADSHEET);
        // A lone NUL in ordinary text is not UTF-16.
        assert!(decode_utf8(b"a,b\n1,\0\n", "p.csv").is_ok());
    }

    #[test]
    fn sniffs() {
        assert_eq!(sniff_delimiter("a;b;c\n"), ';');
        assert_eq!(sniff_delimiter("a,b\n"), ',');
        assert_eq!(sniff_delimiter("a\tb\n"), '\t');
    }
}
