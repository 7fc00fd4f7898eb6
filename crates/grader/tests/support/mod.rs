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
