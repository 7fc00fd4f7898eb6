//! Python's and pandas' own exception texts (`str(e)`), for what an evaluator prints
//! when it embeds an exception in its messages (`f"{PLAN_FILE} 无法解析: {e}"`) or
//! reports one (`{"exception": str(e)}`). Each text is the one CPython 3.12 / pandas
//! 2.3.2 give; the tests hold values measured there.

use crate::diagnostic::Diagnostic;

/// `pd.read_csv` of a file with nothing but blank lines: `EmptyDataError`.
pub const EMPTY_DATA: &str = "No columns to parse from file";

/// `Series.astype(int)` of a float column holding NaN or ±inf: `IntCastingNaNError`.
pub const INT_CASTING_NAN: &str = "Cannot convert non-finite values (NA or inf) to integer";

pub use pysem::pyerr::pandas_decode_error as unicode_decode_error;

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
