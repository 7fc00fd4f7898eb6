//! The cases' words in the other three languages (issue 17): zh, ko, id.
//!
//! A case.json may carry an `i18n` object beside its English fields, one entry per
//! language, each field optional (a reader falls back to English per field):
//!
//! ```json
//! "i18n": {
//!   "zh": {
//!     "title": "…", "summary": "…",
//!     "request": "…the request (instruction.md) in Markdown…",
//!     "rules": [{"title": "…", "detail": "…", "if_missed": "…"}],
//!     "examples": {"submissions/1-x.csv": {"title": "…", "teaches": "…"}},
//!     "people": {"store_ops": "…the role of people.json's person `store_ops`…"}
//!   },
//!   "ko": {…}, "id": {…}
//! }
//! ```
//!
//! `rules` follows the English `rules` in order (same length); `examples` is keyed by
//! the example's `file`. English stays where it was, so every reader of the English
//! fields is unchanged; the core and the CLI ignore `i18n`.
//!
//! casegen's cases take theirs from `crates/casegen/i18n/<case id>.json` (the object
//! above, written by hand), [`problems`] checks any case.json (casegen's and the
//! FDE-Bench manifests of `cases-fdebench/`, whose `i18n` is written in the file).

use serde_json::Value;

/// The languages besides English, in the site's order.
pub const LANGS: [&str; 3] = ["zh", "ko", "id"];

/// The translations of case `id` (the text of `i18n/<id>.json`), if there are any.
pub fn source(id: &str) -> Option<&'static str> {
    Some(match id {
        "bakery-hourly-demand" => include_str!("../i18n/bakery-hourly-demand.json"),
        "clinic-wait-minutes" => include_str!("../i18n/clinic-wait-minutes.json"),
        "cold-chain-spoilage" => include_str!("../i18n/cold-chain-spoilage.json"),
        "cold-mill" => include_str!("../i18n/cold-mill.json"),
        "container-load" => include_str!("../i18n/container-load.json"),
        "machine-shop" => include_str!("../i18n/machine-shop.json"),
        "energy-park" => include_str!("../i18n/energy-park.json"),
        "flour-store" => include_str!("../i18n/flour-store.json"),
        "tanker-day" => include_str!("../i18n/tanker-day.json"),
        "hydro-valley" => include_str!("../i18n/hydro-valley.json"),
        "rack-hall" => include_str!("../i18n/rack-hall.json"),
        "pump-vibration" => include_str!("../i18n/pump-vibration.json"),
        "quay-line" => include_str!("../i18n/quay-line.json"),
        "returns-triage" => include_str!("../i18n/returns-triage.json"),
        "routing-city" => include_str!("../i18n/routing-city.json"),
        "scorecard-credit" => include_str!("../i18n/scorecard-credit.json"),
        "shop-returns-rate" => include_str!("../i18n/shop-returns-rate.json"),
        "slitting-mill" => include_str!("../i18n/slitting-mill.json"),
        "solar-yield" => include_str!("../i18n/solar-yield.json"),
        _ => return None,
    })
}

/// The `i18n` object of case `id`, parsed.
pub fn words(id: &str) -> Option<Value> {
    source(id).map(|s| serde_json::from_str(s).unwrap_or_else(|e| panic!("crates/casegen/i18n/{id}.json: {e}")))
}

/// The runs of ASCII digits of `text`, a thousands separator (`,` or a space between
/// digits, followed by exactly three digits) joined: "7,125 kg at 0.62" gives 7125, 0,
/// 62 (the translations write numbers as the English does: they are data).
pub fn numbers(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let mut run = String::new();
        loop {
            while i < b.len() && b[i].is_ascii_digit() {
                run.push(b[i] as char);
                i += 1;
            }
            let sep = i + 1 < b.len() && matches!(b[i], b',' | b' ');
            let three = sep && b.len() >= i + 4 && b[i + 1..i + 4].iter().all(u8::is_ascii_digit);
            let four = three && b.len() > i + 4 && b[i + 4].is_ascii_digit();
            if three && !four {
                i += 1;
            } else {
                break;
            }
        }
        out.push(run);
    }
    out
}

/// The `code` spans of `text` (between backticks), and the lines of its code fences.
pub fn code_spans(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fence = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fence = !fence;
            continue;
        }
        if fence {
            out.push(line.to_string());
            continue;
        }
        let parts: Vec<&str> = line.split('`').collect();
        out.extend(parts.iter().skip(1).step_by(2).take((parts.len() - 1) / 2).map(|s| s.to_string()));
    }
    out
}

/// What is wrong with `other` as a translation of `english` (field `at`): empty, a
/// number or a code span of the English missing.
fn compare(at: &str, english: &str, other: Option<&Value>, out: &mut Vec<String>) {
    let Some(text) = other.and_then(Value::as_str).filter(|s| !s.trim().is_empty()) else {
        out.push(format!("{at}: missing or empty"));
        return;
    };
    let theirs = numbers(text);
    for n in numbers(english) {
        if !theirs.contains(&n) {
            out.push(format!("{at}: the number {n} of the English is not in {text:?}"));
        }
    }
    let theirs = code_spans(text);
    for c in code_spans(english) {
        if !theirs.contains(&c) {
            out.push(format!("{at}: the code `{c}` of the English is not in {text:?}"));
        }
    }
}

/// Every problem of the translations of case.json `case` (parsed), given the English
/// request (`request` in case.json or its instruction file), or none: each of zh, ko, id
/// has every field the English has, non-empty, with its numbers and code spans.
pub fn problems(case: &Value, request: Option<&str>) -> Vec<String> {
    let mut out = Vec::new();
    let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or_default().to_string();
    let rules = case.get("rules").and_then(Value::as_array).cloned().unwrap_or_default();
    let examples = case.get("submissions").and_then(Value::as_array).cloned().unwrap_or_default();
    for lang in LANGS {
        let Some(w) = case.get("i18n").and_then(|i| i.get(lang)) else {
            out.push(format!("i18n.{lang}: missing"));
            continue;
        };
        for k in ["title", "summary"] {
            compare(&format!("i18n.{lang}.{k}"), &s(case, k), w.get(k), &mut out);
        }
        if let Some(r) = request {
            compare(&format!("i18n.{lang}.request"), r, w.get("request"), &mut out);
        }
        let theirs = w.get("rules").and_then(Value::as_array).cloned().unwrap_or_default();
        if theirs.len() != rules.len() {
            out.push(format!("i18n.{lang}.rules: {} rules, the English has {}", theirs.len(), rules.len()));
        }
        for (i, r) in rules.iter().enumerate() {
            for k in ["title", "detail", "if_missed"] {
                compare(&format!("i18n.{lang}.rules[{i}].{k}"), &s(r, k), theirs.get(i).and_then(|t| t.get(k)), &mut out);
            }
        }
        let theirs = w.get("examples");
        for e in &examples {
            let file = s(e, "file");
            let t = theirs.and_then(|t| t.get(&file));
            for k in ["title", "teaches"] {
                compare(&format!("i18n.{lang}.examples[{file:?}].{k}"), &s(e, k), t.and_then(|t| t.get(k)), &mut out);
            }
        }
        if let Some(Value::Object(m)) = theirs {
            for file in m.keys() {
                if !examples.iter().any(|e| s(e, "file") == *file) {
                    out.push(format!("i18n.{lang}.examples: {file:?} is not an example of the case"));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_join_thousands() {
        assert_eq!(numbers("7,125 kg at 0.62, 12 trucks"), ["7125", "0", "62", "12"]);
        assert_eq!(numbers("7.125 kg; 1 334 toko; 2-opt"), ["7", "125", "1334", "2"]);
        assert_eq!(numbers("48,2000 and 1,5"), ["48", "2000", "1", "5"]);
        assert_eq!(numbers("no digits"), Vec::<String>::new());
    }

    #[test]
    fn code_spans_and_fences() {
        assert_eq!(code_spans("a `x` b `y z` c `open"), ["x", "y z"]);
        assert_eq!(code_spans("```json\n{\"a\": 1}\n```\n`k`"), ["{\"a\": 1}", "k"]);
    }

    #[test]
    fn problems_name_what_is_missing() {
        let case: Value = serde_json::from_str(
            r#"{"title": "T 12", "summary": "S `x`", "rules": [{"title": "a", "detail": "b 3", "if_missed": "c"}],
                "submissions": [{"file": "f.csv", "title": "t", "teaches": "u"}],
                "i18n": {"zh": {"title": "标题 12", "summary": "摘要 `x`", "rules": [{"title": "甲", "detail": "乙 3", "if_missed": "丙"}],
                                "examples": {"f.csv": {"title": "丁", "teaches": "戊"}}}}}"#,
        )
        .unwrap();
        assert_eq!(problems(&case, None), ["i18n.ko: missing", "i18n.id: missing"]);
        let mut bad = case.clone();
        bad["i18n"]["zh"]["title"] = "标题".into();
        bad["i18n"]["zh"]["summary"] = "摘要 x".into();
        bad["i18n"]["zh"]["rules"][0]["if_missed"] = "".into();
        bad["i18n"]["zh"]["examples"]["g.csv"] = serde_json::json!({});
        let p = problems(&bad, Some("R"));
        assert!(p[0].starts_with("i18n.zh.title: the number 12 "), "{p:?}");
        assert!(p[1].starts_with("i18n.zh.summary: the code `x` "), "{p:?}");
        assert_eq!(p[2], "i18n.zh.request: missing or empty");
        assert_eq!(p[3], "i18n.zh.rules[0].if_missed: missing or empty");
        assert_eq!(p[4], "i18n.zh.examples: \"g.csv\" is not an example of the case");
    }
}
