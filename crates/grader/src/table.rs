//! A small, strict CSV reader that remembers where every value came from.
//!
//! RFC 4180: quoted fields, `""` escapes, CRLF or LF, a UTF-8 BOM is dropped. Blank
//! lines are skipped (as pandas does). Every record keeps its 1-based line number so
//! diagnostics can point at it. No IO: the caller hands in the text.

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

    /// Index of the first header cell matching any of `names`, case-insensitively,
    /// ignoring spaces, `_` and `-`.
    pub fn column_any(&self, names: &[&str]) -> Option<usize> {
        let norm = |s: &str| {
            s.chars()
                .filter(|c| !matches!(c, ' ' | '_' | '-'))
                .flat_map(char::to_lowercase)
                .collect::<String>()
        };
        let wanted: Vec<String> = names.iter().map(|n| norm(n)).collect();
        self.header.iter().position(|h| wanted.contains(&norm(h.trim())))
    }
}

/// Decode bytes as UTF-8 (dropping a BOM), or say where the first bad byte is.
pub fn decode_utf8<'a>(bytes: &'a [u8], file: &str) -> Result<&'a str, Diagnostic> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|e| {
        let upto = &bytes[..e.valid_up_to()];
        let line = upto.iter().filter(|&&b| b == b'\n').count() + 1;
        let col = upto.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
        Diagnostic::new(
            "file/not-utf8",
            Category::Fatal,
            format!("{file} is not valid UTF-8 (bad byte at line {line}, column {col})"),
        )
        .at(Location::file(file).line(line).column(col))
        .hint("Save the file as UTF-8 (in Excel: \"CSV UTF-8\").")
    })
}

/// Parse CSV text with the given delimiter. The first non-blank record is the header.
pub fn parse(text: &str, delimiter: char, file: &str) -> Result<Table, Diagnostic> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut records = read_records(text, delimiter, file)?;
    records.retain(|r| !(r.fields.len() == 1 && r.fields[0].trim().is_empty()));
    if records.is_empty() {
        return Err(Diagnostic::new("file/empty", Category::Fatal, format!("{file} is empty"))
            .at(Location::file(file))
            .hint("The file needs a header row and at least one data row."));
    }
    let head = records.remove(0);
    Ok(Table { header: head.fields, header_line: head.line, records })
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
            "file/unclosed-quote",
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
        assert_eq!(e.code, "file/unclosed-quote");
        assert_eq!(e.location.line, Some(2));
    }

    #[test]
    fn bad_utf8_is_located() {
        let e = decode_utf8(b"a,b\n1,\xff\n", "p.csv").unwrap_err();
        assert_eq!(e.location.line, Some(2));
        assert_eq!(e.location.column, Some(3));
    }

    #[test]
    fn sniffs() {
        assert_eq!(sniff_delimiter("a;b;c\n"), ';');
        assert_eq!(sniff_delimiter("a,b\n"), ',');
        assert_eq!(sniff_delimiter("a\tb\n"), '\t');
    }
}
