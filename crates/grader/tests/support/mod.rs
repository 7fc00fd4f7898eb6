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
        // A harness failure is one of its sentences (its code's variants), never the bare
        // `{problem}`, which no language but English can say.
        assert!(
            d.code != codes::UPLIFT_HARNESS_FAILS || d.key().as_deref() != Some("uplift-harness-fails"),
            "{what}: a harness failure that is none of its registered sentences: {d}"
        );
        assert_translatable(d, what);
    }
}

/// Panics (naming `what`) unless the English words of `d` in the language files
/// (`crates/i18n`, `diagnostics.ftl`), given its params, are its message and hint, byte
/// for byte: what lets the site and the CLI say it in another language.
pub fn assert_translatable(d: &Diagnostic, what: &str) {
    grader::install(); // the kinds' words
    let Some(key) = d.key() else {
        let doc = codes::lookup(&d.code).map(|doc| doc.message).unwrap_or("?");
        panic!("{what}: {}: the message is not its registered sentence {doc:?} (params {:?}): {:?}", d.code, d.params, d.message)
    };
    assert!(i18n::has(i18n::Lang::En, &key), "{what}: no `{key}` in diagnostics.ftl");
    if key != "diagnostic-more" {
        // The params are exactly the values of the message and the hint, each once.
        let mut again = d.clone();
        again.refresh_params();
        assert_eq!(again.params, d.params, "{what}: {}: params", d.code);
    }
    assert_eq!(i18n::format(i18n::Lang::En, &key, &d.params.pairs()), d.message, "{what}: {key} with {:?}", d.params);
    if let Some(hint) = &d.hint {
        let Some(key) = d.hint_key() else {
            let doc = codes::lookup(&d.code).and_then(|doc| doc.hint).unwrap_or("?");
            panic!("{what}: {}: the hint is not its registered sentence {doc:?} (params {:?}): {hint:?}", d.code, d.params)
        };
        assert_eq!(&i18n::format(i18n::Lang::En, &key, &d.params.pairs()), hint, "{what}: {key} with {:?}", d.params);
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

/// Every file of a differential batch item by name (`truth`: text, `truth_b64`: bytes;
/// `data/...` for the case's data folder), the truth file among them: the prediction
/// kind asks for the ones its manifest names.
#[allow(dead_code)] // the prediction tests only
pub fn item_files(item: &grader::pyjson::Value) -> grader::kind::FileList {
    use grader::pyjson::Value as Py;
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    if let Some(Py::Object(items)) = item.get("truth").map(|s| &s.value) {
        files.extend(items.iter().map(|(k, v)| (k.clone(), v.value.as_str().unwrap_or("").as_bytes().to_vec())));
    }
    if let Some(Py::Object(items)) = item.get("truth_b64").map(|s| &s.value) {
        files.extend(items.iter().map(|(k, v)| (k.clone(), base64(v.value.as_str().unwrap_or("")))));
    }
    grader::kind::FileList::new(files)
}

/// Every case of `cases-public/` of `kind`: (folder, manifest), by folder name.
#[allow(dead_code)] // the prediction tests only
pub fn public_cases(kind: grader::case::CaseKind) -> Vec<(std::path::PathBuf, grader::case::CaseManifest)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../cases-public");
    let mut out = Vec::new();
    for e in std::fs::read_dir(root).unwrap().flatten() {
        let Ok(bytes) = std::fs::read(e.path().join("case.json")) else { continue };
        let m = grader::case::parse_manifest(&bytes, "case.json").unwrap();
        if m.kind == kind {
            out.push((e.path(), m));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}
