//! Writing case files deterministically: fixed decimals, fixed key order, `\n` endings.

use std::collections::BTreeMap;
use std::path::Path;

use grader::case::CaseManifest;

/// Generated files by path relative to `cases-public/` (sorted, so output order is fixed).
pub type Files = BTreeMap<String, Vec<u8>>;

/// Add a text file.
pub fn put(files: &mut Files, path: impl Into<String>, text: impl Into<String>) {
    files.insert(path.into(), text.into().into_bytes());
}

/// `x` with exactly `decimals` places; never `-0.000`.
pub fn fixed(x: f64, decimals: usize) -> String {
    let s = format!("{:.*}", decimals, x);
    if s.starts_with('-') && s[1..].chars().all(|c| c == '0' || c == '.') {
        s[1..].to_string()
    } else {
        s
    }
}

/// `x` with `decimals` places and thousands separators: `60,562.9`.
pub fn thousands(x: f64, decimals: usize) -> String {
    let s = fixed(x, decimals);
    let (sign, rest) = s.strip_prefix('-').map_or(("", s.as_str()), |r| ("-", r));
    let (int, frac) = rest.split_once('.').map_or((rest, ""), |(a, b)| (a, b));
    let mut grouped = String::new();
    for (i, ch) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(ch);
    }
    if frac.is_empty() {
        format!("{sign}{grouped}")
    } else {
        format!("{sign}{grouped}.{frac}")
    }
}

/// A JSON value with every object's keys in sorted order, whatever map type
/// `serde_json` was built with (`preserve_order` may be enabled elsewhere in the build).
pub fn sorted(v: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match v {
        Value::Object(m) => {
            let sorted: BTreeMap<String, Value> = m.into_iter().map(|(k, v)| (k, sorted(v))).collect();
            Value::Object(sorted.into_iter().collect())
        }
        Value::Array(a) => Value::Array(a.into_iter().map(sorted).collect()),
        other => other,
    }
}

/// Pretty JSON with a final newline.
pub fn pretty<T: serde::Serialize>(v: &T) -> String {
    let mut s = serde_json::to_string_pretty(v).expect("serialisable");
    s.push('\n');
    s
}

/// `case.json` text, with the case's translations (`i18n`, see [`crate::i18n`]) last
/// when it has any.
pub fn manifest(m: &CaseManifest) -> String {
    let mut m = m.clone();
    m.parameters = sorted(std::mem::take(&mut m.parameters));
    let text = pretty(&m);
    match crate::i18n::words(&m.id) {
        Some(words) => with_words(&text, &words),
        None => text,
    }
}

/// `text` (a pretty JSON object) with `"i18n": words` added as its last key, keys sorted.
pub fn with_words(text: &str, words: &serde_json::Value) -> String {
    let body = text.strip_suffix("\n}\n").unwrap_or(text);
    let words = serde_json::to_string_pretty(&sorted(words.clone())).expect("serialisable");
    format!("{body},\n  \"i18n\": {}\n}}\n", words.replace('\n', "\n  "))
}

/// Routes JSON as the server reads it, one route per line:
/// `{"routes": [["S1", "S2"], [], ...]}`.
pub fn routes_json<S: AsRef<str>>(routes: &[Vec<S>]) -> String {
    let mut s = String::from("{\n  \"routes\": [\n");
    for (i, r) in routes.iter().enumerate() {
        let codes: Vec<String> = r.iter().map(|c| serde_json::to_string(c.as_ref()).expect("string")).collect();
        s.push_str("    [");
        s.push_str(&codes.join(", "));
        s.push(']');
        if i + 1 < routes.len() {
            s.push(',');
        }
        s.push('\n');
    }
    s.push_str("  ]\n}\n");
    s
}

/// Write every file under `root` (creating folders).
pub fn write_all(files: &Files, root: &Path) -> std::io::Result<()> {
    for (rel, bytes) in files {
        let p = root.join(rel);
        if let Some(dir) = p.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(&p, bytes)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_has_no_negative_zero() {
        assert_eq!(fixed(-0.0000001, 3), "0.000");
        assert_eq!(fixed(-1.25, 1), "-1.2");
        assert_eq!(fixed(2.5, 0), "2");
    }

    #[test]
    fn thousands_groups_digits() {
        assert_eq!(thousands(60562.94, 1), "60,562.9");
        assert_eq!(thousands(7125.0, 0), "7,125");
        assert_eq!(thousands(-1234567.0, 0), "-1,234,567");
        assert_eq!(thousands(999.0, 0), "999");
    }

    #[test]
    fn routes_json_reads_back() {
        let s = routes_json(&[vec!["A", "B"], vec![]]);
        assert_eq!(s, "{\n  \"routes\": [\n    [\"A\", \"B\"],\n    []\n  ]\n}\n");
        let plan = grader::routing::parse_submission(s.as_bytes(), "r.json").unwrap();
        assert_eq!(plan.routes.len(), 2);
    }
}
