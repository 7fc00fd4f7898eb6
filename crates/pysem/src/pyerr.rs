//! Python's own exception texts, as an evaluator's `str(e)` shows them in its
//! `error_info.exception` (`fde-grade KIND --format server`): reading a file opened with
//! `open(path, encoding="utf-8")` (its `UnicodeDecodeError`, the newlines text mode
//! translates) and `json.load` of it (`JSONDecodeError`, `RecursionError`, the int
//! limit's `ValueError`), from what [`crate::pyjson`] found. Each text here is the one
//! CPython 3.12 printed for the input in the tests.

use std::borrow::Cow;

use crate::pyjson::{JsonError, PyJsonFault, Spanned};
use crate::pyout::Py;

/// What `error_info.traceback` holds in a server output (`--format server`): the
/// server's own traceback names its files and line numbers, which a grader elsewhere
/// cannot know.
pub const TRACEBACK: &str = "(not reproduced: the server's traceback names its own files and lines)";

/// An evaluator's `except Exception as e:` result: `{"exception": str(e), "traceback":`
/// [`TRACEBACK`]`}`.
pub fn exception_info(e: String) -> Py {
    Py::dict([("exception", Py::Str(e)), ("traceback", Py::str(TRACEBACK))])
}

/// `str(e)` of the `UnicodeDecodeError` that `bytes.decode("utf-8")` (and reading a
/// file opened with `encoding="utf-8"`) raises, or `None` when the bytes are UTF-8.
///
/// CPython reports the longest valid start of a sequence ("maximal subpart", as Rust's
/// [`std::str::Utf8Error::error_len`]): one byte that cannot start a sequence is an
/// "invalid start byte"; a valid start followed by a byte that cannot continue it is
/// an "invalid continuation byte" (the bytes read so far: `bytes in position 3-4`); a
/// valid start cut off by the end of the input is "unexpected end of data".
///
/// ```
/// use pysem::pyerr::utf8_decode_error;
/// assert_eq!(utf8_decode_error(b"\xff{}").unwrap(), "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte");
/// assert_eq!(utf8_decode_error(b"abc\xe4\xb8x").unwrap(), "'utf-8' codec can't decode bytes in position 3-4: invalid continuation byte");
/// assert_eq!(utf8_decode_error("é".as_bytes()), None);
/// ```
pub fn utf8_decode_error(bytes: &[u8]) -> Option<String> {
    let e = std::str::from_utf8(bytes).err()?;
    let start = e.valid_up_to();
    let (len, why) = match e.error_len() {
        None => (bytes.len() - start, "unexpected end of data"),
        // A byte that can start a sequence (0xC2..=0xF4) but whose next byte cannot
        // follow it: CPython's "invalid continuation byte", for that one byte.
        Some(1) if (0xC2..=0xF4).contains(&bytes[start]) => (1, "invalid continuation byte"),
        Some(1) => (1, "invalid start byte"),
        Some(n) => (n, "invalid continuation byte"),
    };
    Some(if len == 1 {
        format!("'utf-8' codec can't decode byte 0x{:02x} in position {start}: {why}", bytes[start])
    } else {
        format!("'utf-8' codec can't decode bytes in position {start}-{}: {why}", start + len - 1)
    })
}

/// `str(e)` of the `UnicodeDecodeError` that reading a whole file opened with
/// `open(path, encoding="utf-8" or "utf-8-sig")` raises (`csv.DictReader` over it), or
/// `None` when it decodes. `io.TextIOWrapper` decodes the file in reads of 8,192 bytes,
/// each with the bytes a previous read left undecoded (a sequence cut off at its end)
/// in front: the position counts from there, and `utf-8-sig` counts the first read
/// after its BOM; a sequence the file's end cuts off is reported alone, at position 0.
///
/// ```
/// use pysem::pyerr::text_file_decode_error;
/// assert_eq!(text_file_decode_error(b"a,b\n1,\xe4", true).unwrap(), "'utf-8' codec can't decode byte 0xe4 in position 0: unexpected end of data");
/// assert_eq!(text_file_decode_error(b"\xef\xbb\xbfa,b\n1,\xff2", true).unwrap(), "'utf-8' codec can't decode byte 0xff in position 6: invalid start byte");
/// ```
pub fn text_file_decode_error(bytes: &[u8], utf8_sig: bool) -> Option<String> {
    const CHUNK: usize = 8192;
    let mut pending: Vec<u8> = Vec::new();
    let mut chunks = bytes.chunks(CHUNK).chain(std::iter::once(&[][..]));
    let mut first = true;
    loop {
        let chunk = chunks.next()?;
        let last = chunk.is_empty();
        let mut data = std::mem::take(&mut pending);
        data.extend_from_slice(chunk);
        let data = if first && utf8_sig { data.strip_prefix(b"\xEF\xBB\xBF").map(<[u8]>::to_vec).unwrap_or(data) } else { data };
        first = false;
        match std::str::from_utf8(&data) {
            Ok(_) if last => return None,
            Ok(_) => {}
            // A sequence cut off by the read's end waits for the next read.
            Err(e) if e.error_len().is_none() && !last => pending = data[e.valid_up_to()..].to_vec(),
            Err(_) => return utf8_decode_error(&data),
        }
    }
}

/// The text `open(path, encoding=…)` reads in text mode (`newline=None`): `\r\n` and a
/// lone `\r` become `\n`.
///
/// ```
/// assert_eq!(pysem::pyerr::universal_newlines("a\r\nb\rc\n"), "a\nb\nc\n");
/// ```
pub fn universal_newlines(text: &str) -> Cow<'_, str> {
    if !text.contains('\r') {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.replace("\r\n", "\n").replace('\r', "\n"))
}

/// `str(json.JSONDecodeError(msg, doc, pos))`, `pos` given as the byte offset `at` into
/// `doc`: Python counts characters, lines by `\n`, and the column from the last `\n`
/// before `pos`.
///
/// ```
/// use pysem::pyerr::json_decode_error;
/// assert_eq!(json_decode_error("Expecting ',' delimiter", "é\n[1 2]", 6), "Expecting ',' delimiter: line 2 column 4 (char 5)");
/// ```
pub fn json_decode_error(msg: &str, doc: &str, at: usize) -> String {
    let before = &doc[..at.min(doc.len())];
    let pos = before.chars().count();
    let line = before.matches('\n').count() + 1;
    let column = match before.rfind('\n') {
        Some(nl) => before[nl + 1..].chars().count() + 1,
        None => pos + 1,
    };
    format!("{msg}: line {line} column {column} (char {pos})")
}

/// `str(e)` of what `json.loads(text)` raises where [`crate::pyjson::parse`] failed with `e`.
///
/// ```
/// use pysem::pyerr::json_exception;
/// let text = "{\"routes\": [-x]}";
/// let e = pysem::pyjson::parse(text).unwrap_err();
/// assert_eq!(json_exception(text, &e), "Expecting value: line 1 column 13 (char 12)");
/// ```
pub fn json_exception(text: &str, e: &JsonError) -> String {
    match e.py {
        PyJsonFault::Decode { msg, at } => json_decode_error(msg, text, at),
        PyJsonFault::Recursion { object } => format!(
            "maximum recursion depth exceeded while decoding a JSON {} from a unicode string",
            if object { "object" } else { "array" }
        ),
        PyJsonFault::IntDigits { digits } => format!(
            "Exceeds the limit (4300 digits) for integer string conversion: value has {digits} digits; use sys.set_int_max_str_digits() to increase the limit"
        ),
    }
}

/// `with open(path, "r", encoding="utf-8") as f: json.load(f)` on a file's bytes: the
/// document, or `str(e)` of the exception it raises.
///
/// ```
/// use pysem::pyerr::json_load;
/// assert_eq!(json_load(b"\xef\xbb\xbf{}").unwrap_err(), "Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)");
/// assert_eq!(json_load(b"{\r\n\"a\": 1,\r\n}").unwrap_err(), "Expecting property name enclosed in double quotes: line 3 column 1 (char 10)");
/// ```
pub fn json_load(bytes: &[u8]) -> Result<Spanned, String> {
    if let Some(e) = utf8_decode_error(bytes) {
        return Err(e);
    }
    let text = universal_newlines(std::str::from_utf8(bytes).unwrap_or_default());
    crate::pyjson::parse(&text).map_err(|e| json_exception(&text, &e))
}

/// Characters pandas' C parser asks its text handle for at a time (`read(262144)`).
const PARSER_READ: usize = 1 << 18;
/// `io.TextIOWrapper`'s smallest raw read (`_CHUNK_SIZE`).
const WRAPPER_CHUNK: usize = 8192;

/// `str(e)` of the `UnicodeDecodeError` `pd.read_csv(..., encoding="utf-8" or
/// "utf-8-sig")` raises on `bytes`, or `None` when they are UTF-8. `utf8_sig`: the
/// codec drops a BOM first, and positions in the first read count after it.
///
/// pandas reads through `io.TextIOWrapper(newline="")`, asking for 262,144 characters
/// at a time; the wrapper reads raw bytes (`read1(max(8192, int(max(ratio, 1) *
/// remaining)))`, `ratio` the bytes per character of its last read) and decodes each
/// read with an incremental decoder (an incomplete character at the end waits for the
/// next read; the newline decoder holds back a final `\r`). A bad byte's position
/// counts from the start of the read it is in, after what the previous one left
/// (measured: with a BOM, a bad byte at 300,003 is "in position 29667", the third read
/// starting at 270,336).
///
/// ```
/// use pysem::pyerr::pandas_decode_error;
/// let e = |b: &[u8]| pandas_decode_error(b, true).unwrap();
/// assert_eq!(e(b"\xef\xbb\xbfcustomer_id,prob_default\n1,0.5\xff\n"), "'utf-8' codec can't decode byte 0xff in position 30: invalid start byte");
/// assert_eq!(e(b"customer_id,prob_default\n1,\xe4\xb8"), "'utf-8' codec can't decode bytes in position 0-1: unexpected end of data");
/// ```
pub fn pandas_decode_error(bytes: &[u8], utf8_sig: bool) -> Option<String> {
    let (mut at, mut pending, mut first) = (0usize, Vec::<u8>::new(), true);
    let (mut ratio, mut held_cr, mut decoded) = (0.0f64, false, 0usize);
    loop {
        // One pandas read: characters left from before, then raw reads until enough.
        let take = decoded.min(PARSER_READ);
        decoded -= take;
        let mut remaining = PARSER_READ - take;
        while remaining > 0 {
            let hint = (ratio.max(1.0) * remaining as f64) as usize;
            let n = WRAPPER_CHUNK.max(hint);
            let chunk = &bytes[at.min(bytes.len())..(at + n).min(bytes.len())];
            at += chunk.len();
            let eof = chunk.is_empty();
            let mut buf = std::mem::take(&mut pending);
            buf.extend_from_slice(chunk);
            let mut body: &[u8] = &buf;
            if first && utf8_sig {
                if body.len() < 3 && b"\xef\xbb\xbf".starts_with(body) {
                    if !eof {
                        pending = buf;
                        continue; // the codec waits to see the whole BOM
                    }
                    body = &[]; // a file cut inside a BOM decodes to nothing (EmptyDataError)
                }
                body = body.strip_prefix(b"\xef\xbb\xbf").unwrap_or(body);
            }
            first = false;
            let valid = match std::str::from_utf8(body) {
                Ok(t) => t,
                Err(e) => match e.error_len() {
                    Some(k) => return Some(decode_message(body, e.valid_up_to(), k)),
                    None if eof => return Some(position_message(body, e.valid_up_to(), body.len(), "unexpected end of data")),
                    None => {
                        pending = body[e.valid_up_to()..].to_vec();
                        std::str::from_utf8(&body[..e.valid_up_to()]).unwrap_or("")
                    }
                },
            };
            let mut chars = valid.chars().count() + usize::from(held_cr);
            held_cr = !eof && chars > 0 && (valid.ends_with('\r') || valid.is_empty() && held_cr);
            chars -= usize::from(held_cr);
            ratio = if chars > 0 { chunk.len() as f64 / chars as f64 } else { 0.0 };
            if eof && chars == 0 {
                return None;
            }
            let used = chars.min(remaining);
            remaining -= used;
            decoded += chars - used;
        }
    }
}

/// CPython's message for the invalid sequence of `n` bytes at `at` in `buf`.
fn decode_message(buf: &[u8], at: usize, n: usize) -> String {
    let first = buf[at];
    let reason = if (0x80..=0xc1).contains(&first) || first >= 0xf5 { "invalid start byte" } else { "invalid continuation byte" };
    position_message(buf, at, at + n, reason)
}

fn position_message(buf: &[u8], start: usize, end: usize, reason: &str) -> String {
    if end - start == 1 {
        format!("'utf-8' codec can't decode byte 0x{:02x} in position {start}: {reason}", buf[start])
    } else {
        format!("'utf-8' codec can't decode bytes in position {start}-{}: {reason}", end - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Each expected text is what CPython 3.12.1 printed for `str(e)` on the same input:
    // `b.decode("utf-8")` and `json.loads(b.decode("utf-8"))`.
    #[test]
    fn utf8_errors_are_pythons() {
        let cases: &[(&[u8], &str)] = &[
            (b"\xff", "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"),
            (b"ab\x80", "'utf-8' codec can't decode byte 0x80 in position 2: invalid start byte"),
            (b"\xc0\xaf", "'utf-8' codec can't decode byte 0xc0 in position 0: invalid start byte"),
            (b"\xf5\x80\x80\x80", "'utf-8' codec can't decode byte 0xf5 in position 0: invalid start byte"),
            (b"x\xe4x", "'utf-8' codec can't decode byte 0xe4 in position 1: invalid continuation byte"),
            (b"abc\xe4\xb8A", "'utf-8' codec can't decode bytes in position 3-4: invalid continuation byte"),
            (b"\xf0\x9f\x98A", "'utf-8' codec can't decode bytes in position 0-2: invalid continuation byte"),
            (b"\xe0\x80\x80", "'utf-8' codec can't decode byte 0xe0 in position 0: invalid continuation byte"),
            (b"\xed\xa0\x80", "'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte"),
            (b"\xf4\x90\x80\x80", "'utf-8' codec can't decode byte 0xf4 in position 0: invalid continuation byte"),
            (b"[\"\xe4", "'utf-8' codec can't decode byte 0xe4 in position 2: unexpected end of data"),
            (b"[\"\xe4\xb8", "'utf-8' codec can't decode bytes in position 2-3: unexpected end of data"),
            (b"\xf0\x9f\x98", "'utf-8' codec can't decode bytes in position 0-2: unexpected end of data"),
            (b"\xe0\x80", "'utf-8' codec can't decode byte 0xe0 in position 0: invalid continuation byte"),
            // GBK's 中 (D6 D0), Latin-1's é (E9) before ASCII.
            (b"{\"\xd6\xd0\"}", "'utf-8' codec can't decode byte 0xd6 in position 2: invalid continuation byte"),
            (b"caf\xe9\"", "'utf-8' codec can't decode byte 0xe9 in position 3: invalid continuation byte"),
        ];
        for (bytes, want) in cases {
            assert_eq!(utf8_decode_error(bytes).as_deref(), Some(*want), "{bytes:?}");
        }
    }

    #[test]
    fn json_errors_are_pythons() {
        let cases: &[(&str, &str)] = &[
            ("", "Expecting value: line 1 column 1 (char 0)"),
            (" \n ", "Expecting value: line 2 column 2 (char 3)"),
            ("[", "Expecting value: line 1 column 2 (char 1)"),
            ("{", "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
            ("{\"a\"", "Expecting ':' delimiter: line 1 column 5 (char 4)"),
            ("{\"a\":", "Expecting value: line 1 column 6 (char 5)"),
            ("{\"a\":1", "Expecting ',' delimiter: line 1 column 7 (char 6)"),
            ("{\"a\":1,}", "Expecting property name enclosed in double quotes: line 1 column 8 (char 7)"),
            ("[1,]", "Expecting value: line 1 column 4 (char 3)"),
            ("[1 2]", "Expecting ',' delimiter: line 1 column 4 (char 3)"),
            ("-x", "Expecting value: line 1 column 1 (char 0)"),
            ("[-]", "Expecting value: line 1 column 2 (char 1)"),
            ("-Inf", "Expecting value: line 1 column 1 (char 0)"),
            ("01", "Extra data: line 1 column 2 (char 1)"),
            ("1.", "Extra data: line 1 column 2 (char 1)"),
            ("NaNa", "Extra data: line 1 column 4 (char 3)"),
            ("nul", "Expecting value: line 1 column 1 (char 0)"),
            ("\"abc", "Unterminated string starting at: line 1 column 1 (char 0)"),
            ("\"\\", "Unterminated string starting at: line 1 column 1 (char 0)"),
            ("\"a\u{1}\"", "Invalid control character at: line 1 column 3 (char 2)"),
            ("\"\\x\"", "Invalid \\escape: line 1 column 2 (char 1)"),
            ("\"\\u12\"", "Invalid \\uXXXX escape: line 1 column 3 (char 2)"),
            ("\"\\u12x4\"", "Invalid \\uXXXX escape: line 1 column 3 (char 2)"),
            ("\"\\u1234", "Invalid \\uXXXX escape: line 1 column 3 (char 2)"),
            ("\"\\u+123\"", "Invalid \\uXXXX escape: line 1 column 3 (char 2)"),
            ("\"\\ud800\\u12x4\"", "Invalid \\uXXXX escape: line 1 column 9 (char 8)"),
            ("[1]x", "Extra data: line 1 column 4 (char 3)"),
            (" \u{feff}", "Expecting value: line 1 column 2 (char 1)"),
            ("\u{feff}[]", "Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)"),
            ("é[1,,]", "Expecting value: line 1 column 1 (char 0)"),
            ("[\"é\", \"中文\" 1]", "Expecting ',' delimiter: line 1 column 12 (char 11)"),
            ("{\"é\":\n  [1 2]}", "Expecting ',' delimiter: line 2 column 6 (char 11)"),
            ("{1:2}", "Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
            ("{\"a\" 1}", "Expecting ':' delimiter: line 1 column 6 (char 5)"),
            ("[1e5x]", "Expecting ',' delimiter: line 1 column 5 (char 4)"),
            ("[\"𝄞\" x]", "Expecting ',' delimiter: line 1 column 6 (char 5)"),
        ];
        for (text, want) in cases {
            let e = crate::pyjson::parse(text).unwrap_err();
            assert_eq!(json_exception(text, &e), *want, "{text:?}");
        }
        let digits = format!("[-{}]", "9".repeat(4301));
        assert_eq!(
            json_exception(&digits, &crate::pyjson::parse(&digits).unwrap_err()),
            "Exceeds the limit (4300 digits) for integer string conversion: value has 4301 digits; use sys.set_int_max_str_digits() to increase the limit"
        );
        let deep = |open: &str, n: usize| crate::pyjson::parse(&open.repeat(n)).unwrap_err();
        let text = "[".repeat(1600);
        assert_eq!(
            json_exception(&text, &deep("[", 1600)),
            "maximum recursion depth exceeded while decoding a JSON array from a unicode string"
        );
        assert_eq!(
            json_exception("", &deep("{\"a\":", 1600)),
            "maximum recursion depth exceeded while decoding a JSON object from a unicode string"
        );
    }

    // pd.read_csv(path, encoding="utf-8-sig") on each file (pandas 2.3.2): where the
    // read's chunks put the bad bytes.
    #[test]
    fn pandas_decode_errors_count_from_the_chunk() {
        let file = |head: &[u8], line: &[u8], n: usize, tail: &[u8]| {
            let mut b = head.to_vec();
            for _ in 0..n {
                b.extend_from_slice(line);
            }
            b.extend_from_slice(tail);
            b
        };
        let cases: Vec<(Vec<u8>, &str)> = vec![
            (
                file(b"\xef\xbb\xbfcustomer_id,prob_default\n", b"1,0.5\n", 100_000, b"2,\xe4\xb8x\n"),
                "'utf-8' codec can't decode bytes in position 75739-75740: invalid continuation byte",
            ),
            (
                file("customer_id,prob_default\n".as_bytes(), "客户,0.5\n".as_bytes(), 40_000, b"2,\xffx\n"),
                "'utf-8' codec can't decode byte 0xff in position 19917: invalid start byte",
            ),
            (
                file(b"customer_id,prob_default\r", b"1,0.5\r", 87_381, b"2,\xe4\xb8\n"),
                "'utf-8' codec can't decode bytes in position 25-26: invalid continuation byte",
            ),
            (
                file(b"customer_id,prob_default\r\n", b"1,0.5\r\n", 80_000, &["客客客".as_bytes(), b"\xe4\xb8"].concat()),
                "'utf-8' codec can't decode bytes in position 0-1: unexpected end of data",
            ),
            (
                file(b"customer_id,prob_default\n1,0.5", b"", 0, b"\xff\n"),
                "'utf-8' codec can't decode byte 0xff in position 30: invalid start byte",
            ),
            (file(b"\xff\xfec\x00", b"", 0, b""), "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"),
        ];
        for (bytes, want) in &cases {
            assert_eq!(pandas_decode_error(bytes, true).as_deref(), Some(*want), "{} bytes", bytes.len());
        }
        // pd.read_csv(io.BytesIO(b"\xef\xbb"), encoding=...): EmptyDataError with the BOM's
        // codec, a decode error without it.
        assert_eq!(pandas_decode_error(b"\xef\xbb", true), None);
        assert_eq!(pandas_decode_error(b"\xef", true), None);
        assert_eq!(
            pandas_decode_error(b"\xef\xbb", false).as_deref(),
            Some("'utf-8' codec can't decode bytes in position 0-1: unexpected end of data")
        );
        assert_eq!(
            pandas_decode_error(b"a,b\n\xef\xbb", true).as_deref(),
            Some("'utf-8' codec can't decode bytes in position 0-1: unexpected end of data")
        );
        assert_eq!(pandas_decode_error("a,b\n客,1\n".as_bytes(), true), None);
    }

    #[test]
    fn json_load_reads_text_mode() {
        // A lone `\r` is a newline in text mode: the error is on line 2.
        assert_eq!(json_load(b"[1,\r2 3]").unwrap_err(), "Expecting ',' delimiter: line 2 column 3 (char 6)");
        assert_eq!(json_load(b"[1,\r\n2 3]").unwrap_err(), "Expecting ',' delimiter: line 2 column 3 (char 6)");
        assert_eq!(json_load(b"[\"\xff\"]").unwrap_err(), "'utf-8' codec can't decode byte 0xff in position 2: invalid start byte");
        assert!(json_load(b"{\"routes\": []}").is_ok());
    }
}
