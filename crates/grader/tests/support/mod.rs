//! Shared test support.
pub mod cities;
pub mod readback;
pub mod rng;

use grader::diagnostic::codes;
use grader::Diagnostic;

/// Panics (naming `what`) unless every diagnostic has a registered code
/// ([`codes::CODES`]) and one of that code's registered categories.
pub fn assert_registered(diagnostics: &[Diagnostic], what: &str) {
    for d in diagnostics {
        let Some(doc) = codes::lookup(&d.code) else { panic!("{what}: code {} is not in diagnostic::codes::CODES ({d})", d.code) };
        assert!(
            doc.allows(d.category),
            "{what}: {} emitted as {:?}, registered as {:?} (also {:?}): {d}",
            d.code,
            d.category,
            doc.category,
            doc.also
        );
        assert!(d.hint.is_none() || doc.hint.is_some(), "{what}: {} has a hint, the registry none: {d}", d.code);
    }
}

/// Standard base64 (the differential batches' binary files), padding and unknown bytes
/// skipped.
#[allow(dead_code)] // the prediction tests only
pub fn base64(s: &str) -> Vec<u8> {
    let val = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0);
    for v in s.bytes().filter_map(val) {
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}
