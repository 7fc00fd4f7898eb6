//! A report's JSON written by hand where it is hot, byte for byte what serde_json writes.
//!
//! Why: writing a routing report of 1,334 stores with serde_json cost 345 k instructions,
//! 14% of `fde-grade`'s work per plan, 235 k of it in `format_escaped_str`: serde_json
//! looks up every byte of every store code in its escape table, and writes each code's
//! quotes and text as three separate writes through `io::Write`. Here a string with
//! nothing to escape (every store code so far) is copied whole, and a struct's keys are
//! constants.
//!
//! What is not hot goes through serde_json (numbers, diagnostics, the server's name):
//! its compact form depends on nothing around a value, so a value written alone is the
//! same bytes as the value written inside its report. A string that does need escaping
//! goes through serde_json too.
//!
//! A type opts in with `json_struct!(write Type { field, … })`, which lists its fields
//! once for reading back ([`crate::from_json`]) and for writing; `field [skip_none]` is
//! a `skip_serializing_if = "Option::is_none"` field. Debug builds check every report
//! written this way against serde_json's own ([`to_json`]), so every test that grades a
//! routing plan checks it.
//!
//! ```
//! use grade_core::write_json::WriteJson;
//! let mut out = Vec::new();
//! vec![Some("a\"b".to_string()), None, Some("900001".into())].write_json(&mut out).unwrap();
//! assert_eq!(out, br#"["a\"b",null,"900001"]"#);
//! ```

/// A value written as serde_json writes it (compact).
pub trait WriteJson {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()>;
}

/// The one JSON form of `report` (what [`crate::to_json`] gives), written by hand.
pub fn to_json<T: WriteJson + serde::Serialize>(report: &T) -> String {
    let json = crate::json_text(|out| report.write_json(out));
    debug_assert_eq!(json, crate::to_json(report), "the hand-written JSON differs from serde_json's");
    json
}

/// `s` as a JSON string: copied whole when it holds nothing serde_json escapes (`"`,
/// `\` and the control characters below U+0020), else written by serde_json.
#[inline]
pub fn write_str(out: &mut Vec<u8>, s: &str) -> serde_json::Result<()> {
    let b = s.as_bytes();
    if !crate::pyjson::is_plain(b) {
        return serde_json::to_writer(out, s);
    }
    if b.len() <= SHORT {
        // Quoted on the stack, then one copy, where three pushes onto `out` each check
        // its room: 3% fewer instructions on a messy plan, whose lists name thousands
        // of stores (uniform-inside-crossing, 31.7 M → 30.8 M).
        let mut quoted = [b'"'; SHORT + 2];
        quoted[1..=b.len()].copy_from_slice(b);
        out.extend_from_slice(&quoted[..b.len() + 2]);
    } else {
        out.reserve(b.len() + 2);
        out.push(b'"');
        out.extend_from_slice(b);
        out.push(b'"');
    }
    Ok(())
}

/// The longest string quoted on the stack by [`write_str`] (every store code so far).
const SHORT: usize = 30;

/// One field of an object: `,` unless it is the first, the key (`"name":`, a constant)
/// and the value.
#[inline]
pub fn field<T: WriteJson>(out: &mut Vec<u8>, first: &mut bool, key: &str, value: &T) -> serde_json::Result<()> {
    if !std::mem::take(first) {
        out.push(b',');
    }
    out.extend_from_slice(key.as_bytes());
    value.write_json(out)
}

impl WriteJson for String {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        write_str(out, self)
    }
}

impl<T: WriteJson> WriteJson for Option<T> {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        match self {
            Some(v) => v.write_json(out),
            None => {
                out.extend_from_slice(b"null");
                Ok(())
            }
        }
    }
}

impl<T: WriteJson> WriteJson for Vec<T> {
    fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        out.push(b'[');
        for (i, v) in self.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            v.write_json(out)?;
        }
        out.push(b']');
        Ok(())
    }
}

/// [`WriteJson`] by serde_json, for values that are not hot.
#[macro_export]
#[doc(hidden)]
macro_rules! write_json_by_serde {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::write_json::WriteJson for $t {
            fn write_json(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
                serde_json::to_writer(out, self)
            }
        }
    )*};
}

write_json_by_serde!(f64, usize, i64, bool, [f64; 2], crate::server::Server);
write_json_by_serde!(crate::diagnostic::ErrorInfo, crate::diagnostic::Diagnostic, crate::diagnostic::DiagnosticGroup);

#[cfg(test)]
mod tests {
    use super::*;

    fn both<T: WriteJson + serde::Serialize>(v: &T) -> (String, String) {
        let mut out = Vec::new();
        v.write_json(&mut out).unwrap();
        (String::from_utf8(out).unwrap(), serde_json::to_string(v).unwrap())
    }

    #[test]
    fn strings_are_written_as_serde_json_writes_them() {
        // Every byte serde_json escapes, its short escapes, `\u00XX`, DEL and non-ASCII
        // (which it does not), alone and inside text.
        let mut cases: Vec<String> = (0u8..0x80).map(|b| (b as char).to_string()).collect();
        cases.extend(["", "900001022595", "a\"b\\c\nd\te\u{1f}f\u{7f}", "é€😀\u{2028}", "x\u{0}y"].map(String::from));
        // Around the longest string quoted on the stack.
        for n in [SHORT - 1, SHORT, SHORT + 1, 100] {
            cases.extend(["x".repeat(n), format!("{}\"", "y".repeat(n - 1)), format!("é{}", "z".repeat(n - 2))]);
        }
        for s in &cases {
            let (mine, serde) = both(s);
            assert_eq!(mine, serde, "{s:?}");
        }
        let (mine, serde) = both(&cases);
        assert_eq!(mine, serde);
        assert_eq!(both(&"\"".to_string()).0, r#""\"""#);
    }

    #[test]
    fn numbers_options_and_lists_are_written_as_serde_json_writes_them() {
        let floats = vec![0.0, -0.0, 1.0, 0.1, 1e16, 1e-7, 289119.54316617566, f64::NAN, f64::INFINITY, f64::MIN_POSITIVE];
        let (mine, serde) = both(&floats);
        assert_eq!(mine, serde);
        assert_eq!(mine, "[0.0,-0.0,1.0,0.1,1e+16,1e-7,289119.54316617566,null,null,2.2250738585072014e-308]");
        let opts: Vec<Option<usize>> = vec![None, Some(0), Some(usize::MAX)];
        assert_eq!(both(&opts).0, both(&opts).1);
        let empty: Vec<Vec<[f64; 2]>> = vec![vec![], vec![[1.5, -2.0]]];
        assert_eq!(both(&empty).0, "[[],[[1.5,-2.0]]]");
    }
}
