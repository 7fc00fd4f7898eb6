//! Python's and pandas' own exception texts (`str(e)`), for what an evaluator prints
//! when it embeds an exception in its messages (`f"{PLAN_FILE} 无法解析: {e}"`) or
//! reports one (`{"exception": str(e)}`). Each text is the one CPython 3.12 / pandas
//! 2.3.2 give; the tests hold values measured there.

use crate::diagnostic::Diagnostic;

/// `pd.read_csv` of a file with nothing but blank lines: `EmptyDataError`.
pub const EMPTY_DATA: &str = "No columns to parse from file";

/// `Series.astype(int)` of a float column holding NaN or ±inf: `IntCastingNaNError`.
pub const INT_CASTING_NAN: &str = "Cannot convert non-finite values (NA or inf) to integer";

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
pub fn unicode_decode_error(bytes: &[u8], utf8_sig: bool) -> Option<String> {
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
                if !eof && body.len() < 3 && b"\xef\xbb\xbf".starts_with(body) {
                    pending = buf;
                    continue; // the codec waits to see the whole BOM
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

/// `str(e)` of the `ParserError` pandas' tokenizer raises, from the diagnostic
/// [`crate::pandas::read_csv`] gives for it (its `pandas_error` value): "Expected N
/// fields in line L, saw S" ends with a line break, "EOF inside string" does not.
pub fn tokenizing_error(d: &Diagnostic) -> Option<String> {
    let text = d.params.get("pandas_error")?;
    Some(if text.contains(" fields in line ") { format!("{text}\n") } else { text.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    // Each text is str(e) of pd.read_csv(io.BytesIO(b), encoding=...) in the pinned stack.
    #[test]
    fn decode_errors_are_pythons() {
        let u = |b: &[u8], sig| unicode_decode_error(b, sig).unwrap_or_default();
        assert_eq!(u(b"a,b\n1,2\n\xff3,4\n", false), "'utf-8' codec can't decode byte 0xff in position 8: invalid start byte");
        // utf-8-sig: the position counts after the BOM; utf-8 counts it.
        assert_eq!(u(b"\xef\xbb\xbfa,b\n1,\xff\n", true), "'utf-8' codec can't decode byte 0xff in position 6: invalid start byte");
        assert_eq!(u(b"\xef\xbb\xbfa,b\n1,\xff\n", false), "'utf-8' codec can't decode byte 0xff in position 9: invalid start byte");
        assert_eq!(u(b"a,b\n1,\xc3\n", true), "'utf-8' codec can't decode byte 0xc3 in position 6: invalid continuation byte");
        assert_eq!(u(b"a,b\n1,\xe2\x82\n", true), "'utf-8' codec can't decode bytes in position 6-7: invalid continuation byte");
        assert_eq!(u(b"a,b\n1,\xed\xa0\x80\n", true), "'utf-8' codec can't decode byte 0xed in position 6: invalid continuation byte");
        assert_eq!(u(b"a,b\n1,\xc0\xaf\n", true), "'utf-8' codec can't decode byte 0xc0 in position 6: invalid start byte");
        assert_eq!(u(b"a,b\n1,\xe2\x82", true), "'utf-8' codec can't decode bytes in position 0-1: unexpected end of data");
        assert_eq!(unicode_decode_error(b"a,b\n1,\xe2\x82\xac\n", true), None);
        // Chunks of 262,144 raw bytes: positions count from the chunk's start.
        for (n, sig, bom, at) in [
            (262_143, false, false, 262_143),
            (262_144, false, false, 0),
            (300_000, false, false, 37_856),
            (262_143, true, true, 2),
            (300_000, true, true, 29_667),
            (100, true, true, 100),
        ] {
            let mut b = if bom { b"\xef\xbb\xbf".to_vec() } else { Vec::new() };
            b.extend_from_slice(b"a,b\n");
            b.extend(std::iter::repeat_n(b'x', n - 4));
            b.extend_from_slice(b"\xff\n1,2\n");
            assert_eq!(u(&b, sig), format!("'utf-8' codec can't decode byte 0xff in position {at}: invalid start byte"), "{n} {sig}");
        }
        // Reads sized in characters: three-byte characters, and a held-back `\r`.
        let mut b = b"\xef\xbb\xbfa\n".to_vec();
        b.extend("中".repeat(100_000).bytes());
        b.extend_from_slice(b"\xff\n");
        assert_eq!(u(&b, true), "'utf-8' codec can't decode byte 0xff in position 37863: invalid start byte");
        let mut b = b"a\n".to_vec();
        b.extend("é\r".repeat(100_000).bytes());
        b.extend_from_slice(b"\xff\n");
        assert_eq!(u(&b, false), "'utf-8' codec can't decode byte 0xff in position 37858: invalid start byte");
    }

    #[test]
    fn tokenizer_errors_are_pandas() {
        use crate::pandas::read_csv::{read_flat, Unreadable};
        // str(e): 'Error tokenizing data. C error: Expected 2 fields in line 3, saw 4\n'
        let Err(Unreadable::Broken(d)) = read_flat("a,b\n1,2\n3,4,5,6\n", 0, "p.csv") else { panic!() };
        assert_eq!(tokenizing_error(&d[0]).unwrap(), "Error tokenizing data. C error: Expected 2 fields in line 3, saw 4\n");
        // str(e): 'Error tokenizing data. C error: EOF inside string starting at row 1'
        let Err(Unreadable::Broken(d)) = read_flat("a,b\n\"1,2\n", 0, "p.csv") else { panic!() };
        assert_eq!(tokenizing_error(&d[0]).unwrap(), "Error tokenizing data. C error: EOF inside string starting at row 1");
    }
}
